#!/usr/bin/env python3
"""Cost of the HTML report over a corpus (default: the shared bench-corpus beside the project).

Checks the corpus once (``--format json``), then prints, as medians over ``--repeat`` runs:

- render: CPU seconds of turning that run into the page (``claimcheck.reporters.html.render``), and the page's size;
- load: wall seconds from opening the page in headless Chromium (file://) to its ``load`` event;
- filter: milliseconds the page's script takes to apply one filter (unticking the "scaling" kind), measured in the
  page with ``performance.now()``;
- search: milliseconds from typing a query (the start of the sentence of the middle claim) into the search box to
  the status line reporting its result (the box waits 120 ms after the last keystroke before it filters).

``--synthetic N`` renders a generated run of N claims over N/16 files instead of checking a corpus, to see how the
page scales with claims. The browser figures need playwright and Debian's chromium (``/usr/bin/chromium``); without
them only the render figures are printed.

usage: python bench/report.py [CORPUS_DIR] [--repeat 5] [--synthetic 5000]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_CORPUS = HERE.parent.parent / "shared" / "bench-corpus"
CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"]


def checked(corpus: Path) -> dict:
    """The JSON run of checking ``corpus``."""
    proc = subprocess.run([sys.executable, "-m", "claimcheck", "check", "--format", "json", "--no-config", "--no-cache",
                           "--fail-on", "never", str(corpus)], capture_output=True, text=True, cwd=HERE.parent)
    if proc.returncode != 0:
        sys.exit(f"check failed: {proc.stderr[-2000:]}")
    return json.loads(proc.stdout)


def synthetic(n_claims: int) -> dict:
    """A run of ``n_claims`` measured, peak and inferred claims of every kind, 16 to a file."""
    kinds = ["bandwidth", "latency", "scaling", "throughput"]
    classes = ["measured", "vendor-peak", "inferred"]
    claims = []
    for i in range(n_claims):
        line = 3 + 2 * (i % 16)
        claims.append({
            "path": f"docs/part-{i // 1600:02d}/page-{i // 16:04d}.md", "line": line, "column": 10, "end_line": line,
            "end_column": 18, "text": "123 GB/s", "sentence": f"In run {i} eight GPUs reached 123 GB/s on all-reduce.",
            "kind": kinds[i % 4], "evidence": classes[(i // 4) % 3], "quantity": {"value": 123.0, "unit": "GB/s"},
            "cues": ["reached"], "conditions": {"workload": ["all-reduce"], "system": ["eight GPUs"], "software": []},
            "missing": ["software"],
            "findings": [{"rule": "missing-conditions", "severity": "error", "message": "No software is named."}]
            if i % 3 else [],
        })
    return {"version": 1, "claims": claims}


def render_times(data: dict, repeat: int) -> tuple[float, str]:
    from claimcheck.reporters import html

    times, page = [], ""
    for _ in range(repeat):
        t0 = time.process_time()
        page = html.render(data, {})
        times.append(time.process_time() - t0)
    return statistics.median(times), page


def browser_times(path: Path, query: str, repeat: int) -> tuple[float, float, float] | None:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return None
    if not CHROMIUM.exists():
        return None
    loads, filters, searches = [], [], []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        for _ in range(repeat):
            ctx = browser.new_context(viewport={"width": 1280, "height": 900})
            page = ctx.new_page()
            t0 = time.perf_counter()
            page.goto(path.as_uri(), wait_until="load")
            loads.append(time.perf_counter() - t0)
            filters.append(page.evaluate(
                """() => { const t = performance.now();
                           document.querySelector('input[name="kind"][value="scaling"]').click();
                           return performance.now() - t; }"""))
            before = page.inner_text("#cc-status")
            t0 = time.perf_counter()
            page.fill("#cc-q", query)
            page.wait_for_function("(s) => document.getElementById('cc-status').textContent !== s", arg=before)
            searches.append((time.perf_counter() - t0) * 1000)
            ctx.close()
        browser.close()
    return statistics.median(loads), statistics.median(filters), statistics.median(searches)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus", nargs="?", default=str(DEFAULT_CORPUS))
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--synthetic", type=int, metavar="N", help="render N generated claims instead of checking a corpus")
    args = ap.parse_args()
    if args.synthetic:
        data = synthetic(args.synthetic)
        print(f"synthetic run: {len(data['claims'])} claims")
    else:
        corpus = Path(args.corpus)
        if not corpus.is_dir():
            print(f"error: corpus folder not found: {corpus}", file=sys.stderr)
            return 2
        data = checked(corpus)
        print(f"corpus: {corpus} ({len(data['claims'])} claims)")
    seconds, page = render_times(data, args.repeat)
    print(f"render   {seconds:.2f} s CPU (median of {args.repeat}); page {len(page.encode()) / 1e6:.1f} MB")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp, "report.html")
        path.write_text(page, encoding="utf-8")
        query = data["claims"][len(data["claims"]) // 2]["sentence"][:40] if data["claims"] else "GB/s"
        got = browser_times(path, query, args.repeat)
    if got is None:
        print("browser  skipped: needs playwright and /usr/bin/chromium")
        return 0
    load, filt, search = got
    print(f"load     {load:.2f} s wall to the load event (median of {args.repeat})")
    print(f"filter   {filt:.0f} ms in the page (median of {args.repeat})")
    print(f"search   {search:.0f} ms wall from typing to the status line (median of {args.repeat})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
