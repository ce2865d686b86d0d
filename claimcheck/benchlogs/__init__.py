"""Benchmark reports: nccl-tests / rccl-tests logs, OSU micro-benchmarks, simple results files.

A benchmark log is the strongest evidence a document can cite, so claimcheck reads it directly:
every figure in it becomes a *measured* claim whose conditions (operation, size, data type, GPU
count, device, nodes, library and version, tool) come from the run itself.

Entry points::

    sniff(head)                      -> "nccl-tests" | "nccl-tests-json" | "osu" | "results-csv" | "results-json" | None
    parse_path(path)                 -> BenchReport
    parse_lines(lines, path, first_line=1, fmt=None) -> BenchReport
    to_claim_specs(report)           -> list[ClaimSpec]
    check_report(report)             -> list[BenchProblem]

Parsers are pure Python, read their input line by line (a 100 MB log keeps only its rows and
summaries, never the whole text) and never raise on odd input: what they cannot make sense of is
recorded as a :class:`BenchProblem`. Only a path that cannot be opened raises
:class:`~claimcheck.errors.InputError`.

Problem kinds (``BenchProblem.kind``):

* ``wrong-results`` -- ``#wrong`` > 0, ``Out of bounds values : N FAILED``, an OSU ``Fail`` validation;
  a run with wrong results is not evidence.
* ``truncated`` -- a test that never printed ``# Avg bus bandwidth`` (crashed or cut-off log), or an
  OSU table header with no rows.
* ``unknown-column`` -- a column claimcheck does not know; recorded, the rest of the row is still read.
* ``busbw-factor`` -- busbw/algbw does not match the collective's factor for its rank count.
* ``interleaved`` -- output of several processes mixed: foreign lines inside a result table, a rank
  listed twice by different processes, repeated rows, or a row mangled beyond parsing.
* ``malformed`` -- a results file row (CSV line, JSON object) that cannot be read.
* ``row-limit`` -- more than ``max_rows`` rows; the rest are counted but not kept (memory bound).
"""

from __future__ import annotations

import dataclasses
import io
import itertools
import os
from dataclasses import dataclass, field
from typing import Iterable, Iterator

__all__ = [
    "FORMATS",
    "PROBLEM_KINDS",
    "DEFAULT_MAX_ROWS",
    "BenchProblem",
    "BenchRow",
    "BenchSummary",
    "BenchReport",
    "ClaimSpec",
    "sniff",
    "parse_path",
    "parse_lines",
    "to_claim_specs",
    "check_report",
    "wrong_row",
    "format_size",
]

FORMATS = ("nccl-tests", "nccl-tests-json", "osu", "results-csv", "results-json")
_NCCL_FORMATS = ("nccl-tests", "nccl-tests-json")  # one busbw claim per row group, from the run's own columns
PROBLEM_KINDS = (
    "wrong-results",
    "truncated",
    "unknown-column",
    "busbw-factor",
    "interleaved",
    "malformed",
    "row-limit",
)
# NOTE: a real sweep has ~30 rows per test; 50 000 rows is hundreds of concatenated runs. Past it
# rows are only counted, so a pathological file cannot make memory grow with its size.
DEFAULT_MAX_ROWS = 50_000
# How much of the input sniffing looks at (lines and characters, whichever comes first).
_HEAD_LINES = 400
_HEAD_CHARS = 64 * 1024


@dataclass(frozen=True, slots=True)
class BenchProblem:
    """Something wrong with a report (or with the run it records), at a 1-based line."""

    line: int
    kind: str
    message: str


@dataclass(frozen=True, slots=True)
class BenchRow:
    """One measured row (for nccl-tests: one row *group*, out-of-place or in-place, of a data line).

    ``spans`` maps a field name (``size``, ``count``, ``type``, ``redop``, ``root``, ``time``,
    ``algbw``, ``busbw``, ``wrong``, ``bandwidth``, ``latency``, ... and unknown columns by their
    header name) to the 0-based, end-exclusive character span of its figure within the physical line
    ``field_lines.get(name, line)``. ``field_lines`` is only filled for pretty-printed JSON where
    fields sit on several lines; ``texts`` then holds each figure as written. ``raw`` is the line
    (for JSON, the object collapsed onto one line). ``context`` carries per-row conditions of
    results files (``gpus``, ``nodes``, ``device``, ``library``, ``version``, ``tool``, ...).
    """

    line: int
    size_bytes: int | None = None
    count: int | None = None
    dtype: str | None = None
    redop: str | None = None
    root: int | None = None
    group: str | None = None  # "out-of-place" | "in-place" | None
    time_us: float | None = None
    algbw_GBps: float | None = None
    busbw_GBps: float | None = None
    wrong: int | None = None
    bandwidth_MBps: float | None = None
    latency_us: float | None = None
    raw: str = ""
    spans: dict = field(default_factory=dict, hash=False, compare=False)
    operation: str | None = None
    n_ranks: int | None = None
    extra: dict = field(default_factory=dict, hash=False, compare=False)
    context: dict = field(default_factory=dict, hash=False, compare=False)
    field_lines: dict = field(default_factory=dict, hash=False, compare=False)
    texts: dict = field(default_factory=dict, hash=False, compare=False)

    def text_of(self, name: str) -> str | None:
        """The figure of field ``name`` as written in the source, or None."""
        if name in self.texts:
            return self.texts[name]
        span = self.spans.get(name)
        if span is None or name in self.field_lines:
            return None
        return self.raw[span[0] : span[1]]


@dataclass(frozen=True, slots=True)
class BenchSummary:
    """A summary line: ``# Avg bus bandwidth`` (metric ``avg-busbw``) or ``# Out of bounds values``
    (metric ``out-of-bounds``); ``span`` is the figure's 0-based span within ``raw``."""

    line: int
    metric: str
    value: float | None
    unit: str
    text: str
    span: tuple[int, int]
    raw: str
    status: str | None = None  # "OK" | "FAILED" | None
    operation: str | None = None
    n_ranks: int | None = None


@dataclass(frozen=True, slots=True)
class BenchReport:
    """Everything read from one benchmark report.

    ``operation`` is the (first) test's collective or OSU benchmark; ``operations`` lists every test
    in the file in order (a log may hold several concatenated runs). ``hosts`` are the distinct host
    names of the ``#  Rank`` lines (their count is the node count), ``devices`` the distinct device
    models, ``n_gpus`` the distinct (host, device) pairs and ``n_ranks`` the distinct ranks.
    ``params`` holds the header parameters (``nThread``, ``nGpus``, ``minBytes``, ``iters``, OSU
    ``datatype``/``buffers``/``pairs``, ...). ``runtime`` is e.g. ``CUDA 12.4`` or ``ROCm 7.2.0``.
    """

    path: str
    format: str
    tool: str | None = None
    operation: str | None = None
    library: str | None = None
    library_version: str | None = None
    tool_version: str | None = None
    n_gpus: int | None = None
    n_ranks: int | None = None
    hosts: tuple[str, ...] = ()
    devices: tuple[str, ...] = ()
    dtype: str | None = None
    rows: tuple[BenchRow, ...] = ()
    summary: tuple[BenchSummary, ...] = ()
    problems: tuple[BenchProblem, ...] = ()
    truncated: bool = False
    operations: tuple[str, ...] = ()
    runtime: str | None = None
    params: dict = field(default_factory=dict, hash=False, compare=False)
    rows_seen: int = 0  # rows parsed, including those dropped past max_rows

    @property
    def collective(self) -> str | None:
        """Alias of :attr:`operation` (the nccl-tests word for it)."""
        return self.operation

    @property
    def n_nodes(self) -> int | None:
        """Number of distinct hosts, or None when the log does not list them."""
        return len(self.hosts) or None

    def avg_busbw(self) -> float | None:
        """Value of the first ``# Avg bus bandwidth`` line, if any."""
        for s in self.summary:
            if s.metric == "avg-busbw":
                return s.value
        return None


@dataclass(frozen=True, slots=True)
class ClaimSpec:
    """A measured claim taken from a benchmark report, ready for the engine.

    ``line``/``column`` are 1-based, ``end_column`` exclusive; ``text`` is the figure as written,
    ``value``/``unit`` its value (``GB/s``, ``MB/s`` or ``us``; a results-file column in another
    unit, e.g. ``busbw (MB/s)`` or ``latency_ns``, is converted, so ``value`` may differ from
    ``text``). ``role`` is ``row``, ``peak`` (the row with the highest busbw/bandwidth of its test,
    flagged instead of duplicated) or ``summary``.
    """

    path: str
    line: int
    column: int
    end_column: int
    text: str
    kind: str  # "bandwidth" | "latency"
    value: float
    unit: str
    metric: str  # "busbw" | "algbw" | "bandwidth" | "latency" | "avg-busbw"
    sentence: str
    conditions: dict = field(default_factory=dict, hash=False, compare=False)
    group: str | None = None
    role: str = "row"
    # groups whose conditions lack what makes them complete: a collective benchmark's workload without the collective
    # (its size and type are printed, but not whether it was an all-reduce or an all-gather, whose bus bandwidths differ)
    incomplete: tuple = field(default=(), hash=False, compare=False)

    @property
    def source(self) -> str:
        """``path:line`` of the figure (the wire format's ``source`` key)."""
        return f"{self.path}:{self.line}"


# --------------------------------------------------------------------------------------------
# Sniffing and parsing


def sniff(head: str) -> str | None:
    """Guess a report format from its first lines (content, never the file name).

    Returns ``"nccl-tests"``, ``"nccl-tests-json"`` (a ``-J`` report), ``"osu"``, ``"results-csv"``,
    ``"results-json"`` or None.
    """
    from . import nccl_json, nccl_tests, osu, results

    if not head:
        return None
    head = head.lstrip("\ufeff")
    if nccl_json.looks_like(head):
        return "nccl-tests-json"
    if nccl_tests.looks_like(head):
        return "nccl-tests"
    if osu.looks_like(head):
        return "osu"
    return results.sniff(head)


def _split_head(lines: Iterable[str]) -> tuple[str, Iterator[str]]:
    """Read a bounded head off an iterator of lines; return it and an iterator over all lines."""
    it = iter(lines)
    buf: list[str] = []
    size = 0
    for line in it:
        buf.append(line)
        size += len(line)
        if len(buf) >= _HEAD_LINES or size >= _HEAD_CHARS:
            break
    head = "\n".join(s.rstrip("\r\n") for s in buf)
    return head, itertools.chain(buf, it)


def parse_lines(
    lines: Iterable[str],
    path: str,
    first_line: int = 1,
    fmt: str | None = None,
    *,
    max_rows: int = DEFAULT_MAX_ROWS,
) -> BenchReport:
    """Parse a benchmark report given as lines (with or without their line endings).

    ``first_line`` is the 1-based number of the first line in the real file, so a fenced code block
    inside Markdown keeps its true line numbers. ``fmt`` forces a format (one of :data:`FORMATS`);
    otherwise it is sniffed from the first lines. Content that is none of the formats gives an empty
    report of format ``"unknown"``. Never raises on odd content.
    """
    if fmt is None:
        head, lines = _split_head(lines)
        fmt = sniff(head)
    if fmt == "nccl-tests":
        from .nccl_tests import parse

        report = parse(lines, path, first_line, max_rows=max_rows)
    elif fmt == "nccl-tests-json":
        from .nccl_json import parse

        report = parse(lines, path, first_line, max_rows=max_rows)
    elif fmt == "osu":
        from .osu import parse

        report = parse(lines, path, first_line, max_rows=max_rows)
    elif fmt in ("results-csv", "results-json"):
        from .results import parse

        report = parse(lines, path, first_line, fmt, max_rows=max_rows)
    else:
        return BenchReport(path=path, format="unknown")
    from dataclasses import replace

    return replace(report, problems=tuple(check_report(report)))


def parse_path(path: str | os.PathLike, *, max_rows: int = DEFAULT_MAX_ROWS) -> BenchReport:
    """Open ``path`` (UTF-8, undecodable bytes replaced) and parse it as a benchmark report.

    Raises :class:`~claimcheck.errors.InputError` naming the path when it cannot be read.
    """
    from claimcheck.errors import InputError

    name = os.fspath(path)
    try:
        fh = open(name, encoding="utf-8", errors="replace", newline="")
    except OSError as exc:
        raise InputError(f"cannot read benchmark report: {exc.strerror or exc}", path=name) from None
    with fh:
        try:
            return parse_lines(_lines(fh), name, max_rows=max_rows)
        except OSError as exc:  # NOTE: e.g. a directory or a device vanishing mid-read.
            raise InputError(f"cannot read benchmark report: {exc.strerror or exc}", path=name) from None


def _lines(fh: io.TextIOBase) -> Iterator[str]:
    """Iterate a text file's lines; ``newline=""`` keeps ``\\r\\n`` intact so no line is split twice."""
    yield from fh


# --------------------------------------------------------------------------------------------
# Checks


def check_report(report: BenchReport) -> list[BenchProblem]:
    """Every problem of a report: those recorded while parsing plus the semantic checks.

    Semantic checks: wrong results (``#wrong`` > 0, an out-of-bounds or Avg line ``FAILED``, an OSU
    validation ``Fail``), busbw/algbw ratios that do not match the collective's factor for its rank
    count (see :func:`claimcheck.benchlogs.nccl_tests.busbw_factor`), and truncated runs (recorded
    by the parser). Sorted by line; duplicates removed.
    """
    from .nccl_tests import factor_problems

    found = set(report.problems)
    found.update(_wrong_problems(report))
    found.update(factor_problems(report.rows))
    return sorted(found, key=lambda p: (p.line, p.kind, p.message))


def wrong_row(row: BenchRow) -> bool:
    """The row's run gave wrong results (``#wrong`` > 0, a failed validation): it is no evidence."""
    return bool(row.wrong) or row.extra.get("validation", "").lower().startswith("fail")


def _wrong_problems(report: BenchReport) -> list[BenchProblem]:
    out: list[BenchProblem] = []
    by_line: dict[int, list[BenchRow]] = {}
    for row in report.rows:
        if row.wrong:
            by_line.setdefault(row.line, []).append(row)
        elif wrong_row(row):
            out.append(
                BenchProblem(row.line, "wrong-results", "validation failed: a run with wrong results is not evidence")
            )
    for line, rows in by_line.items():
        parts = ", ".join(f"{r.wrong} {r.group or 'values'}" for r in rows)
        size = rows[0].size_bytes
        where = f" at {format_size(size)}" if size is not None else ""
        out.append(
            BenchProblem(
                line,
                "wrong-results",
                f"#wrong is {parts}{where}: a run with wrong results is not evidence",
            )
        )
    for s in report.summary:
        if s.status == "FAILED":
            what = "out-of-bounds values" if s.metric == "out-of-bounds" else "bandwidth check"
            out.append(
                BenchProblem(s.line, "wrong-results", f"{what} FAILED: a run with wrong results is not evidence")
            )
    return out


# --------------------------------------------------------------------------------------------
# Claims


def format_size(n: int | None) -> str:
    """Human form of a byte count as nccl-tests users write it: ``8 GiB``, ``256 KiB``, ``1000 B``."""
    if n is None:
        return "?"
    for unit, scale in (("TiB", 1 << 40), ("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= scale and n % scale == 0:
            return f"{n // scale} {unit}"
    return f"{n} B"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _count(value, word: str) -> str | None:
    """``8`` -> "8 GPUs"; a free-form value from a results file ("8x H100") is kept as written."""
    if value is None or value == "":
        return None
    try:
        return _plural(int(value), word)
    except (TypeError, ValueError):
        return str(value)


def _system(report: BenchReport, row: BenchRow | None) -> list[str]:
    ctx = row.context if row is not None else {}
    out: list[str] = []
    items = [
        _count(ctx.get("gpus") or report.n_gpus, "GPU"),
        *((ctx["device"],) if ctx.get("device") else report.devices),
        _count(ctx.get("nodes") or report.n_nodes or report.params.get("nodes"), "node"),
        _count((row.n_ranks if row is not None else None) or report.n_ranks, "rank"),
    ]
    out.extend(x for x in items if x)
    if ctx.get("interconnect"):
        out.append(ctx["interconnect"])
    return out


def _software(report: BenchReport, row: BenchRow | None) -> list[str]:
    ctx = row.context if row is not None else {}
    out: list[str] = []
    lib = ctx.get("library") or report.library
    ver = ctx.get("version") or report.library_version
    if lib:
        out.append(f"{lib} {ver}" if ver else lib)
    elif ver:
        out.append(f"version {ver}")
    tool = ctx.get("tool") or report.tool
    tver = ctx.get("tool_version") or report.tool_version
    if tool:
        out.append(f"{tool} {tver}" if tver else tool)
    if report.runtime:
        out.append(report.runtime)
    return out


def _workload(report: BenchReport, row: BenchRow, *, with_group: bool) -> list[str]:
    out: list[str] = []
    op = row.operation or row.context.get("operation") or report.operation
    if op:
        out.append(op)
    if row.size_bytes is not None:
        out.append(format_size(row.size_bytes))
    dtype = row.dtype or report.dtype
    if dtype:
        out.append(dtype)
    if with_group and row.group:
        out.append(row.group)
    if report.params.get("buffers"):
        out.append(f"buffers {report.params['buffers']}")
    return out


def _spec(report, row, metric, kind, value, unit, role, conditions) -> ClaimSpec | None:
    span = row.spans.get(metric)
    text = row.text_of(metric)
    if span is None or text is None or value is None:
        return None
    line = row.field_lines.get(metric, row.line)
    return ClaimSpec(
        path=report.path,
        line=line,
        column=span[0] + 1,
        end_column=span[1] + 1,
        text=text,
        kind=kind,
        value=float(value),
        unit=unit,
        metric=metric,
        sentence=row.raw.strip(),
        conditions=conditions,
        group=row.group,
        role=role,
    )


def to_claim_specs(report: BenchReport) -> list[ClaimSpec]:
    """Turn a report into measured claim specs, each with the run's full conditions.

    NOTE: to avoid flooding a document's results with every column of every row, each nccl-tests
    row *group* gives exactly one claim, its busbw (so a data line gives an out-of-place and an
    in-place busbw claim); algbw and time are conditions of the same measurement, not new claims.
    The row with the highest busbw of each test is marked ``role="peak"`` rather than repeated, and
    each ``# Avg bus bandwidth`` line becomes a ``summary`` claim (metric ``avg-busbw``). OSU rows
    give one bandwidth (MB/s) or one average-latency (us) claim. Results-file rows give one
    bandwidth claim (busbw, else algbw, else bandwidth) plus one latency claim when they have one.
    Specs are sorted by (line, column).
    """
    specs: list[ClaimSpec] = []
    peaks = _peak_rows(report)
    for row in report.rows:
        conditions = {
            "workload": _workload(report, row, with_group=True),
            "system": _system(report, row),
            "software": _software(report, row),
        }
        role = "peak" if id(row) in peaks else "row"
        made = False
        unnamed = report.format in _NCCL_FORMATS and not (row.operation or row.context.get("operation") or report.operation)
        for metric, value, unit in _bandwidth_choice(report, row):
            spec = _spec(report, row, metric, "bandwidth", value, unit, role, conditions)
            if spec is not None:
                specs.append(dataclasses.replace(spec, incomplete=("workload",)) if unnamed else spec)
                made = True
                break
        if report.format in _NCCL_FORMATS:
            continue
        if row.latency_us is not None:
            spec = _spec(report, row, "latency", "latency", row.latency_us, "us", "row" if made else role, conditions)
            if spec is not None:
                specs.append(spec)
    previous = 0
    for s in sorted(report.summary, key=lambda x: x.line):
        if s.metric != "avg-busbw" or s.value is None:
            continue
        # The rows this Avg line averages: those of its own test, after the previous Avg line.
        # (a JSON report holds one test, often on one line)
        own = list(report.rows) if report.format == "nccl-tests-json" else [r for r in report.rows if previous < r.line < s.line]
        previous = s.line
        sizes = [r.size_bytes for r in own if r.size_bytes is not None]
        workload = [s.operation] if s.operation else []
        if sizes:
            lo, hi = min(sizes), max(sizes)
            workload.append(format_size(lo) if lo == hi else f"{format_size(lo)} to {format_size(hi)}")
        dtypes = list(dict.fromkeys(r.dtype for r in own if r.dtype))
        workload.extend(dtypes or ([report.dtype] if report.dtype else []))
        workload.append("average over out-of-place and in-place")
        system = _system(report, None)
        if s.n_ranks and s.n_ranks != report.n_ranks:
            system = [x for x in system if not x.endswith(("rank", "ranks"))] + [_plural(s.n_ranks, "rank")]
        specs.append(
            ClaimSpec(
                path=report.path,
                line=s.line,
                column=s.span[0] + 1,
                end_column=s.span[1] + 1,
                text=s.text,
                kind="bandwidth",
                value=float(s.value),
                unit=s.unit,
                metric="avg-busbw",
                sentence=s.raw.strip(),
                conditions={"workload": workload, "system": system, "software": _software(report, None)},
                role="summary",
                incomplete=() if s.operation else ("workload",),
            )
        )
    specs.sort(key=lambda c: (c.line, c.column))
    return specs


def _bandwidth_choice(report: BenchReport, row: BenchRow):
    """Candidate (metric, value, unit) bandwidth figures of a row, best first."""
    if report.format in _NCCL_FORMATS:
        return [("busbw", row.busbw_GBps, "GB/s")]
    out = []
    if row.busbw_GBps is not None:
        out.append(("busbw", row.busbw_GBps, "GB/s"))
    if row.algbw_GBps is not None:
        out.append(("algbw", row.algbw_GBps, "GB/s"))
    if row.bandwidth_MBps is not None:
        if row.context.get("bandwidth_unit") == "GB/s":
            out.append(("bandwidth", row.bandwidth_MBps / 1000.0, "GB/s"))
        else:
            out.append(("bandwidth", row.bandwidth_MBps, "MB/s"))
    return out


def _peak_rows(report: BenchReport) -> set[int]:
    """ids of the row with the highest busbw (or bandwidth) per test (operation, rank or GPU count)."""
    best: dict[tuple, BenchRow] = {}
    for row in report.rows:
        value = row.busbw_GBps if row.busbw_GBps is not None else row.bandwidth_MBps
        if value is None:
            continue
        key = (row.operation, row.n_ranks, row.context.get("gpus"))
        cur = best.get(key)
        if cur is None:
            best[key] = row
            continue
        cur_value = cur.busbw_GBps if cur.busbw_GBps is not None else cur.bandwidth_MBps
        if value > cur_value:
            best[key] = row
    return {id(r) for r in best.values()}
