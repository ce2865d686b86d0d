"""The library API: ``check_text`` and ``check_paths``. The CLI is a thin layer over these.

Heavy modules (spaCy, markdown-it) are imported here lazily, when a document is actually analysed.
"""

from __future__ import annotations

import fnmatch
import functools
import gc
import os
from pathlib import Path

from claimcheck.config import Settings
from claimcheck.errors import InputError
from claimcheck.model import FileResult, RunResult


_ENGINES: dict[str, object] = {}


def _engine(settings: Settings):
    """The engine for ``settings``, built once per distinct configuration."""
    import json

    key = json.dumps(settings.to_dict(), sort_keys=True, default=str)
    if key not in _ENGINES:
        _ENGINES[key] = _build_engine(settings)
    return _ENGINES[key]


def _build_engine(settings: Settings):
    from claimcheck.engine import Engine
    from claimcheck.lexicon import load_lexicon
    from claimcheck.rules import load_rules

    rules = load_rules(settings.extra_rules)
    return Engine(rules, load_lexicon(settings.extra_rules), settings, knowledge_base())


@functools.lru_cache(maxsize=1)
def knowledge_base():
    """The built-in peaks knowledge base, or None when it is not available."""
    try:
        from claimcheck.knowledge import KnowledgeBase
    except ImportError:
        return None
    return KnowledgeBase.default()


def check_text(text: str, *, path: str = "<string>", fmt: str | None = "markdown", settings: Settings | None = None) -> FileResult:
    """Check a string as if it were the file ``path`` (``fmt``: markdown, text, or None to go by suffix)."""
    from claimcheck.sources import parse_text

    settings = settings or Settings()
    return _engine(settings).check_document(parse_text(text, path, fmt))


def _hidden(part: str) -> bool:
    return part.startswith(".") and part not in (".", "..")


def _glob_match(rel: str, patterns) -> bool:
    rel = rel.replace(os.sep, "/")
    name = rel.rsplit("/", 1)[-1]
    for pat in patterns:
        if fnmatch.fnmatch(rel, pat) or fnmatch.fnmatch(name, pat):
            return True
        if pat.startswith("**/") and fnmatch.fnmatch(rel, pat[3:]):
            return True
        if pat.endswith("/**") and (rel + "/").startswith(pat[:-2]):
            return True
        if "/" not in pat.rstrip("/") and any(fnmatch.fnmatch(p, pat.rstrip("/")) for p in rel.split("/")[:-1]):
            return True  # a folder name: "vendor" or "build/"
    return False


def discover(paths, settings: Settings) -> list[tuple[Path, str]]:
    """Files to check: explicit files as given, directories walked with include/exclude globs.

    Hidden folders and ``.git`` are skipped. Returns (path, display name) pairs in a stable order.
    """
    out: list[tuple[Path, str]] = []
    seen = set()
    for raw in paths:
        p = Path(raw)
        if not p.exists():
            raise InputError("no such file or directory", str(raw))
        if p.is_file():
            if str(p) not in seen:
                seen.add(str(p))
                out.append((p, str(raw)))
            continue
        if not p.is_dir():
            raise InputError("not a regular file or directory", str(raw))
        found = []
        for root, dirs, files in os.walk(p):
            dirs[:] = sorted(d for d in dirs if not _hidden(d) and d not in ("node_modules", "__pycache__"))
            for name in files:
                if _hidden(name):
                    continue
                full = Path(root) / name
                rel = os.path.relpath(full, p).replace(os.sep, "/")
                if not _glob_match(rel, settings.include) or (settings.exclude and _glob_match(rel, settings.exclude)):
                    continue
                found.append(full)
        for full in sorted(found):
            key = str(full)
            if key not in seen:
                seen.add(key)
                disp = os.path.relpath(full) if not os.path.isabs(str(raw)) else str(full)
                out.append((full, disp.replace(os.sep, "/")))
    return out


def check_file(path: Path, display: str, settings: Settings) -> FileResult:
    """Check one file; binary files are skipped with a warning."""
    from claimcheck.sources import MARKDOWN_SUFFIXES, BinaryFile, load_document

    if path.suffix.lower() not in MARKDOWN_SUFFIXES:
        report = _bench_report(path, display)
        if report is not None:
            return _engine(settings).check_report(report, display)
    try:
        doc = load_document(path, display)
    except BinaryFile:
        return FileResult(display, (), (f"{display}: binary file skipped",), skipped=True)
    return _engine(settings).check_document(doc)


def _bench_report(path: Path, display: str):
    """A benchmark report parsed streaming (bounded memory, any size), or None when the file is not one."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(65536)
    except OSError:
        return None  # NOTE: load_document reports the error with its proper message
    if b"\x00" in head[:8192]:
        return None
    from claimcheck import benchlogs

    if not benchlogs.sniff(head.decode("utf-8", errors="replace")):
        return None
    report = benchlogs.parse_path(path)
    if report.format == "unknown":
        return None
    from dataclasses import replace

    return replace(report, path=display)


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0  # NOTE: the worker reports the unreadable file


def _worker(args):
    path, display, settings = args
    try:
        return check_file(path, display, settings)
    except InputError as exc:
        return exc


def check_paths(paths, settings: Settings | None = None, jobs: int = 1, cache=None) -> RunResult:
    """Check files and directories; ``jobs`` > 1 checks files in parallel processes.

    ``cache`` (a :class:`claimcheck.cache.ResultCache`) serves unchanged files from earlier runs and keeps
    the results of the others.
    """
    settings = settings or Settings()
    files = discover(paths, settings)
    done: dict[int, object] = {}
    entries: dict[int, object] = {}
    if cache is not None:
        for k, (p, d) in enumerate(files):
            result, entries[k] = cache.get(d, p)
            if result is not None:
                done[k] = result
    todo = [k for k in range(len(files)) if k not in done]
    analysed = set(todo)
    if todo:
        # NOTE: load rules and knowledge before forking, so config errors surface once, here. A run served wholly
        # from the cache needs no engine: its entries were written under this very configuration.
        _engine(settings)
    if jobs > 1 and len(todo) > 1:
        import multiprocessing as mp
        from concurrent.futures import ProcessPoolExecutor

        from claimcheck.nlp import get_nlp

        get_nlp()  # NOTE: built once in the parent; forked workers inherit it instead of each paying ~1 s.
        ctx = mp.get_context("fork") if "fork" in mp.get_all_start_methods() else None
        # NOTE: largest files first, one at a time, so no worker is left with a big file at the end while
        # the others wait; results are put back in path order, and the first error in that order is raised.
        order = sorted(todo, key=lambda k: -_size(files[k][0]))
        # NOTE: what is loaded so far is left out of the workers' garbage collections (the gc docs' advice before a
        # fork): they neither rescan it nor copy the pages a collection would write to.
        gc.freeze()
        try:
            with ProcessPoolExecutor(max_workers=jobs, mp_context=ctx) as pool:
                for k, res in zip(order, pool.map(_worker, [(files[k][0], files[k][1], settings) for k in order])):
                    done[k] = res
        finally:
            gc.unfreeze()
    results: list[FileResult] = []
    for k, (p, d) in enumerate(files):
        if k not in done:
            done[k] = check_file(p, d, settings)
        elif isinstance(done[k], InputError):
            raise done[k]
        if cache is not None and k in analysed:
            cache.put(entries.get(k), done[k])  # NOTE: written here, not in the workers: one writer
        results.append(done[k])
    results.sort(key=lambda r: r.path)
    return RunResult(tuple(results))
