#!/usr/bin/env python3
"""Throughput of ``claimcheck check`` over a corpus (default: the shared bench-corpus beside the project).

Prints MB/s, files/s, claims found and peak RSS, for ``--jobs 1`` and ``--jobs 2``, as medians over
``--repeat`` runs, plus a linearity check: the same documents concatenated 1x and 8x into one file, compared
by the CPU time of the check alone (start-up is most of a one-file run, so wall times would hide it).

Every run passes ``--no-cache``, except the two result-cache figures: a re-run with no file changed, and a
re-run after one file was edited (each repeat edits another file of a copy of the corpus).

The parallel ceiling runs two ``--jobs 1`` checks at once: how much slower each is than one alone estimates the most
``--jobs 2`` can gain on the machine, whatever the code does (its start-up stays serial).

Each run is a fresh ``claimcheck`` process (what a user pays, start-up included); the "warm" figures
subtract the time of checking a one-line file, i.e. interpreter start, imports and loading spaCy.
The machines are shared and noisy: quote medians and ratios, not single runs.

``--stages`` instead times the three stages of a check in this process (CPU seconds, medians over
``--repeat`` fresh processes): reading documents into blocks, extracting and classifying claims, and
conditions plus rules.

``--first-use`` instead times, in fresh processes that have checked a one-claim file, a first and a second check
of the corpus: what the first pays more (spaCy's first sight of each word type, patterns compiled on first use,
modules imported on first use) is paid by every process, each ``--jobs`` worker included.

usage: python bench/throughput.py [CORPUS_DIR] [--repeat 5] [--cc claimcheck] [--stages | --first-use]
"""

from __future__ import annotations

import argparse
import json
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_CORPUS = HERE.parent.parent / "shared" / "bench-corpus"
SUFFIXES = (".md", ".markdown", ".rst", ".txt", ".log", ".out")  # NOTE: the default include globs


def corpus_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix.lower() in SUFFIXES
                  and not any(part.startswith(".") for part in p.relative_to(folder).parts))


CHECK = ["check", "--format", "json", "--no-config", "--fail-on", "never"]


def run(cc: list[str], args: list[str], cache: Path | None = None) -> tuple[float, int, dict]:
    """Wall seconds, peak RSS (KiB) of the process tree, and the JSON summary of one check (with the result cache
    in ``cache``, else none)."""
    cached = ["--cache-dir", str(cache)] if cache is not None else ["--no-cache"]
    cmd = ["/usr/bin/time", "-f", "%M"] + cc + CHECK + cached + args
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    if proc.returncode != 0:
        sys.exit(f"claimcheck failed ({proc.returncode}): {proc.stderr[-2000:]}")
    rss = int(proc.stderr.strip().splitlines()[-1])
    return wall, rss, json.loads(proc.stdout)["summary"]


def pair_wall(cc: list[str], args: list[str]) -> float:
    """Wall seconds until two identical checks started together have both finished."""
    cmd = cc + CHECK + ["--no-cache"] + args
    t0 = time.perf_counter()
    procs = [subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE) for _ in range(2)]
    for proc in procs:
        _, err = proc.communicate()
        if proc.returncode != 0:
            sys.exit(f"claimcheck failed ({proc.returncode}): {err.decode(errors='replace')[-2000:]}")
    return time.perf_counter() - t0


def median_run(cc, args, repeat, cache=None):
    walls, rsss, summary = [], [], None
    for _ in range(repeat):
        w, r, summary = run(cc, args, cache)
        walls.append(w)
        rsss.append(r)
    return statistics.median(walls), max(rsss), summary


_STAGES = """
import json, sys, time
from claimcheck import api
from claimcheck.config import Settings
from claimcheck.sources import load_document
settings = Settings()
files = [(p, d) for p, d in api.discover([sys.argv[1]], settings) if p.suffix.lower() in (".md", ".markdown")]
engine = api._engine(settings)
engine.check_document(load_document(*files[0]))  # NOTE: start-up (spaCy, lazily compiled patterns) is not a stage
clock = time.process_time
t0 = clock()
docs = [load_document(p, d) for p, d in files]
t1 = clock()
drafts = {id(doc): engine.extractor.extract(doc) for doc in docs}
t2 = clock()
engine.extractor.extract = lambda doc: drafts[id(doc)]  # NOTE: replay, so the last stage is conditions and rules only
claims = sum(len(engine.check_document(doc).claims) for doc in docs)
t3 = clock()
print(json.dumps({"read": t1 - t0, "extract": t2 - t1, "rules": t3 - t2, "claims": claims}))
"""


_CHECK_CPU = """
import sys, time
from pathlib import Path
from claimcheck import api
from claimcheck.config import Settings
settings = Settings()
api.check_file(Path(sys.argv[2]), "warm-up.md", settings)
t0 = time.process_time()
api.check_file(Path(sys.argv[1]), "file.md", settings)
print(time.process_time() - t0)
"""


def _check_cpu(path: Path) -> float:
    """CPU seconds of checking one file in a process that has already checked a small one (no start-up)."""
    warm = path.with_name("warm-up.md")
    warm.write_text("NVLink 4 offers up to 900 GB/s. We measured 370 GB/s busbw on 8 GPUs.\n", encoding="utf-8")
    proc = subprocess.run([sys.executable, "-c", _CHECK_CPU, str(path), str(warm)], capture_output=True, text=True,
                          cwd=HERE.parent)
    if proc.returncode != 0:
        sys.exit(f"timing failed: {proc.stderr[-2000:]}")
    return float(proc.stdout)


_FIRST_USE = """
import json, sys, time
from pathlib import Path
from claimcheck import api
from claimcheck.config import Settings
settings = Settings()
warm = Path(sys.argv[2])
api.check_paths([warm], settings)  # NOTE: start-up (spaCy, the engine) is not counted
times = []
for _ in range(2):
    t0 = time.process_time()
    api.check_paths([sys.argv[1]], settings)
    times.append(time.process_time() - t0)
print(json.dumps(times))
"""


def first_use(folder: Path, repeat: int) -> None:
    """Median CPU seconds of a first and a second check of the corpus in one process, over ``repeat`` processes."""
    runs = []
    with tempfile.TemporaryDirectory() as tmp:
        warm = Path(tmp, "tiny.md")
        warm.write_text("NVLink 4 offers up to 900 GB/s.\n")
        for _ in range(repeat):
            proc = subprocess.run([sys.executable, "-c", _FIRST_USE, str(folder), str(warm)], capture_output=True, text=True,
                                  cwd=HERE.parent)
            if proc.returncode != 0:
                sys.exit(f"first-use timing failed: {proc.stderr[-2000:]}")
            runs.append(json.loads(proc.stdout))
    first, second = statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs)
    print(f"first check  {first:.2f} s CPU (median of {repeat})")
    print(f"second check {second:.2f} s CPU: the first pays {first - second:.2f} s more")


def stages(folder: Path, repeat: int) -> None:
    """Median CPU seconds of each stage of a check, over ``repeat`` fresh processes."""
    runs = []
    for _ in range(repeat):
        proc = subprocess.run([sys.executable, "-c", _STAGES, str(folder)], capture_output=True, text=True, cwd=HERE.parent)
        if proc.returncode != 0:
            sys.exit(f"stage timing failed: {proc.stderr[-2000:]}")
        runs.append(json.loads(proc.stdout))
    for name in ("read", "extract", "rules"):
        print(f"{name:8s} {statistics.median(r[name] for r in runs):.2f} s CPU (median of {repeat})")
    total = statistics.median(r["read"] + r["extract"] + r["rules"] for r in runs)
    print(f"total    {total:.2f} s CPU; {runs[0]['claims']} claims")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus", nargs="?", default=str(DEFAULT_CORPUS))
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--cc", default=f"{shlex.quote(sys.executable)} -m claimcheck")
    ap.add_argument("--stages", action="store_true", help="time the stages of a check in process instead")
    ap.add_argument("--first-use", action="store_true", help="time a first and a second check in one process instead")
    args = ap.parse_args()
    cc = shlex.split(args.cc)
    folder = Path(args.corpus)
    files = corpus_files(folder)
    size = sum(p.stat().st_size for p in files)
    print(f"corpus: {len(files)} files, {size / 1e6:.2f} MB ({folder})")
    if args.first_use:
        first_use(folder, args.repeat)
        return 0
    if args.stages:
        stages(folder, args.repeat)
        return 0

    with tempfile.TemporaryDirectory() as tmp:
        empty = Path(tmp, "tiny.md")
        empty.write_text("NVLink 4 offers up to 900 GB/s.\n")  # NOTE: one claim, so spaCy and the rules load
        base, base_rss, _ = median_run(cc, [str(empty)], args.repeat)
        print(f"start-up (one-line file): {base:.2f} s, {base_rss / 1024:.0f} MB RSS")
        results = {}
        for jobs in (1, 2):
            wall, rss, summary = median_run(cc, ["--jobs", str(jobs), str(folder)], args.repeat)
            warm = max(wall - base, 1e-9)
            results[jobs] = wall
            print(f"--jobs {jobs}: {wall:.2f} s median of {args.repeat}; {size / 1e6 / wall:.2f} MB/s cold, "
                  f"{size / 1e6 / warm:.2f} MB/s warm; {len(files) / wall:.0f} files/s; {summary['claims']} claims; "
                  f"peak RSS {rss / 1024:.0f} MB")
        print(f"--jobs 2 speed-up over --jobs 1: {results[1] / results[2]:.2f}x")
        # NOTE: the ceiling of that speed-up on this machine: two processes on its cores each run slower than one
        # alone (shared caches and memory bandwidth); with start-up serial, --jobs 2 can at best split the rest.
        pair = statistics.median(pair_wall(cc, ["--jobs", "1", str(folder)]) for _ in range(args.repeat))
        slowdown = pair / results[1]
        ceiling = results[1] / (base + (results[1] - base) * slowdown / 2)
        print(f"parallel ceiling: two --jobs 1 checks at once take {pair:.2f} s, {slowdown:.2f}x one alone; with "
              f"{base:.2f} s of start-up, --jobs 2 can be at most {ceiling:.2f}x faster than --jobs 1 here")

        # The result cache: a re-run over unchanged files, and one after editing one file of a copy of the corpus.
        import shutil

        copy = Path(tmp, "corpus")
        shutil.copytree(folder, copy)
        cache = Path(tmp, "cache")
        run(cc, [str(copy)], cache)  # NOTE: fills it
        hot, hot_rss, _ = median_run(cc, [str(copy)], args.repeat, cache)
        print(f"re-run from the result cache, no file changed: {hot:.2f} s median of {args.repeat}; {size / 1e6 / hot:.2f} MB/s; "
              f"peak RSS {hot_rss / 1024:.0f} MB")
        edited = []
        for k in range(args.repeat):
            victim = corpus_files(copy)[k * 37 % len(files)]
            with open(victim, "a", encoding="utf-8") as fh:
                fh.write(f"\nWe measured {100 + k} GB/s.\n")
            edited.append(run(cc, [str(copy)], cache)[0])
        print(f"re-run from the result cache, one file edited: {statistics.median(edited):.2f} s median of {args.repeat}")

        # Linearity: the Markdown of the corpus concatenated once and eight times, one file each.
        md = [p for p in files if p.suffix.lower() in (".md", ".markdown")]
        text = "\n\n".join(p.read_text(encoding="utf-8", errors="replace") for p in md[: max(1, len(md) // 4)])
        one, eight = Path(tmp, "x1.md"), Path(tmp, "x8.md")
        one.write_text(text, encoding="utf-8")
        eight.write_text("\n\n".join([text] * 8), encoding="utf-8")
        w1, _, s1 = median_run(cc, [str(one)], args.repeat)
        w8, _, s8 = median_run(cc, [str(eight)], args.repeat)
        c1, c8 = (statistics.median(_check_cpu(path) for _ in range(args.repeat)) for path in (one, eight))
        print(f"linearity: 1x {len(text) / 1e6:.2f} MB in {w1:.2f} s ({s1['claims']} claims), 8x in {w8:.2f} s "
              f"({s8['claims']} claims); CPU of the check alone {c1:.2f} s and {c8:.2f} s, ratio {c8 / c1:.1f} "
              f"(8.0 is linear)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
