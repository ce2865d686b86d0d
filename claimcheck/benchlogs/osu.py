"""OSU micro-benchmarks output, read line by line.

Recognised lines (rank tags such as ``[1,0]<stdout>:`` are skipped like for nccl-tests)::

    # OSU MPI Bandwidth Test v7.4                       (also Bi-Directional Bandwidth, Latency,
    # OSU MPI-CUDA Allreduce Latency Test v7.4           Multiple Bandwidth / Message Rate, the
    # OSU MPI_Put Bandwidth Test v7.4                    collectives, one-sided and NCCL variants)
    # Datatype: MPI_CHAR.
    # Send Buffer on DEVICE (D) and Receive Buffer on DEVICE (D)      (-d cuda / rocm)
    # [ pairs: 1 ] [ window size: 64 ]
    # Size      Bandwidth (MB/s)
    # Size          Latency (us)
    # Size       Avg Latency(us)     Min Latency(us)     Max Latency(us)  Iterations
    1048576             24211.57

Column names are split on runs of two or more spaces. Known columns: Size, Bandwidth (MB/s),
MB/s, Messages/s, (Avg) Latency (us), Min/Max Latency(us), Iterations, Validation, Pn Tail Lat(us),
Pn Tail BW(MB/s), Transmit Size, and the non-blocking columns Overall(us), Compute(us), Pure
Comm.(us) (read as the latency), Overlap(%). Others are kept in ``BenchRow.extra`` and reported as
``unknown-column``. The operation is named after the OSU program: ``bw``, ``bibw``, ``latency``,
``mbw_mr``, ``allreduce``, ``reduce_scatter``, ``ialltoall``, ``put_bw``, ...
"""

from __future__ import annotations

import re
from typing import Iterable

from . import BenchProblem, BenchReport, BenchRow, DEFAULT_MAX_ROWS

_TOK = re.compile(r"\S+")
_PREFIX = re.compile(r"\s{0,3}(?:\[(?P<a>\d+(?:,\d+)*)\]<std(?:out|err)>:|\[(?P<b>\d+)\](?=\s)|(?P<c>\d{1,5}):(?=\s))")
_TITLE = re.compile(
    r"#\s*OSU\s+(?P<api>MPI|NCCL|RCCL|UCC|OpenSHMEM|UPC\+\+|UPC)(?P<sub>_[A-Za-z_]+?)?"
    r"(?:-(?P<accel>[A-Za-z]+))?\s+(?P<title>.+?)\s+Test\b(?:\s+v(?P<ver>\S+))?",
    re.I,
)
_DATATYPE = re.compile(r"#\s*Datatype:\s*(\S+?)\.?\s*$")
_BUFFERS = re.compile(r"#\s*Send Buffer on\s+(.+?)\s+and Receive Buffer on\s+(.+?)\s*$", re.I)
_PAIRS = re.compile(r"pairs:\s*(\d+)")
_WINDOW = re.compile(r"window size:\s*(\d+)")
_SNIFF = re.compile(
    r"#\s*OSU\s+(?:MPI|NCCL|RCCL|UCC|OpenSHMEM|UPC)|^#\s*Size\s+(?:Bandwidth|Avg Latency|Latency)", re.M | re.I
)
_COLSPLIT = re.compile(r"\s{2,}")
_NUM = re.compile(r"-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$")

# Benchmark titles (between "OSU MPI" and "Test") -> operation names of the OSU programs.
_TITLES = {
    "bandwidth": "bw",
    "bi-directional bandwidth": "bibw",
    "latency": "latency",
    "multiple bandwidth / message rate": "mbw_mr",
    "multi-threaded latency": "latency_mt",
    "multi latency": "multi_lat",
    "multi-process latency": "latency_mp",
    "one sided mpi_put bandwidth": "put_bw",
    "all-to-all personalized exchange latency": "alltoall",
    "broadcast latency": "bcast",
    "bcast latency": "bcast",
}
_PT2PT = {"bw", "bibw", "latency", "latency_mt", "latency_mp", "put_bw", "get_bw", "put_bibw", "put_latency",
          "get_latency", "acc_latency", "fop_latency", "cas_latency", "get_acc_latency"}  # fmt: skip


def looks_like(head: str) -> bool:
    """True when ``head`` contains an OSU benchmark title or table header."""
    return _SNIFF.search(head) is not None


def _operation(title: str, sub: str | None) -> str:
    t = " ".join(title.lower().split())
    if t in _TITLES:
        op = _TITLES[t]
    else:
        nb = t.startswith("non-blocking ")
        if nb:
            t = t[len("non-blocking ") :]
        for suffix in (" latency", " bandwidth"):
            if t.endswith(suffix):
                kind = suffix.strip()
                t = t[: -len(suffix)]
                break
        else:
            kind = ""
        t = _TITLES.get(f"{t} {kind}".strip(), t)
        op = re.sub(r"[\s/-]+", "_", t).strip("_") or "unknown"
        if op in ("all_to_all_personalized_exchange", "all_to_all"):
            op = "alltoall"
        if nb:
            op = "i" + op
    if sub:  # "OSU MPI_Put Bandwidth Test" -> put_bw
        one = sub.strip("_").lower()
        op = f"{one}_{'bw' if op == 'bw' else 'bibw' if op == 'bibw' else 'latency' if op == 'latency' else op}"
    return op


def _column(name: str) -> str | None:
    """Canonical field of an OSU column header, or None when unknown."""
    n = " ".join(name.lower().replace("(", " (").split())
    n = n.replace(" (", "(")
    if n == "size":
        return "size"
    if n in ("bandwidth(mb/s)", "mb/s", "bandwidth"):
        return "bandwidth"
    if n in ("latency(us)", "avg latency(us)", "avg latency", "latency"):
        return "latency"
    if n == "min latency(us)":
        return "min_latency"
    if n == "max latency(us)":
        return "max_latency"
    if n == "iterations":
        return "iterations"
    if n in ("messages/s", "message rate"):
        return "message_rate"
    if n == "validation":
        return "validation"
    if n == "transmit size":
        return "transmit_size"
    m = re.fullmatch(r"p(\d+) tail (lat|bw)\((us|mb/s)\)", n)
    if m:
        return f"p{m.group(1)}_{'latency' if m.group(2) == 'lat' else 'bandwidth'}"
    if n == "overall(us)":
        return "overall"
    if n == "compute(us)":
        return "compute"
    if n in ("pure comm.(us)", "pure comm(us)"):
        return "latency"
    if n == "overlap(%)":
        return "overlap"
    return None


class _Section:
    __slots__ = ("start", "last", "operation", "title", "api", "accel", "version", "columns", "header_line",
                 "rows", "foreign", "foreign_first", "pending", "pending_first", "bad", "bad_first", "tags")  # fmt: skip

    def __init__(self, start: int):
        self.start = start
        self.last = start
        self.operation: str | None = None
        self.title: str | None = None
        self.api: str | None = None
        self.accel: str | None = None
        self.version: str | None = None
        self.columns: list[str] | None = None
        self.header_line = 0
        self.rows = 0
        self.foreign = 0
        self.foreign_first = 0
        # NOTE: lines after a row are foreign only when a row of the same table follows them: the commands of the next
        # run, before its own title, stand between two tables, not inside one
        self.pending = 0
        self.pending_first = 0
        self.bad = 0
        self.bad_first = 0
        self.tags: set[str] = set()


def parse(lines: Iterable[str], path: str, first_line: int = 1, *, max_rows: int = DEFAULT_MAX_ROWS) -> BenchReport:
    """Parse OSU micro-benchmarks output given as lines; never raises on odd content."""
    sections: list[_Section] = []
    rows: list[BenchRow] = []
    problems: list[BenchProblem] = []
    params: dict[str, str] = {}
    cur: _Section | None = None
    seen = 0
    limit_line = 0

    def new(lineno: int) -> _Section:
        sec = _Section(lineno)
        sections.append(sec)
        return sec

    for lineno, line in enumerate(lines, first_line):
        raw = line.rstrip("\r\n")
        if lineno == first_line:
            raw = raw.lstrip("\ufeff")
        try:
            off, tag = 0, ""
            m = _PREFIX.match(raw)
            if m:
                off, tag = m.end(), (m.group("a") or m.group("b") or m.group("c") or "")
            body = raw[off:].strip()
            if not body:
                continue
            if body.startswith("#"):
                t = _TITLE.match(body)
                if t:
                    cur = new(lineno)
                    cur.api = t.group("api").upper() if t.group("api").lower() != "openshmem" else "OpenSHMEM"
                    cur.accel = t.group("accel")
                    cur.version = t.group("ver")
                    cur.title = t.group("title")
                    cur.operation = _operation(t.group("title"), t.group("sub"))
                    continue
                d = _DATATYPE.match(body)
                if d:
                    params.setdefault("datatype", d.group(1))
                    continue
                b = _BUFFERS.match(body)
                if b:
                    params.setdefault("buffers", f"{b.group(1)} -> {b.group(2)}")
                    continue
                if "pairs:" in body or "window size:" in body:
                    p = _PAIRS.search(body)
                    if p:
                        params.setdefault("pairs", p.group(1))
                    w = _WINDOW.search(body)
                    if w:
                        params.setdefault("window", w.group(1))
                    continue
                text = body.lstrip("#").strip()
                names = [c for c in _COLSPLIT.split(text) if c]
                fields = [_column(c) for c in names]
                if names and fields[0] in ("size", "latency") and any(f in ("bandwidth", "latency") for f in fields):
                    if cur is None or cur.columns is not None:
                        cur = new(lineno)
                    cur.columns = [f or c for f, c in zip(fields, names)]
                    cur.header_line = lineno
                    cur.last = lineno
                    unknown = [c for f, c in zip(fields, names) if f is None]
                    if unknown:
                        plural = "s" if len(unknown) > 1 else ""
                        problems.append(
                            BenchProblem(
                                lineno, "unknown-column", f"unknown column{plural} {', '.join(unknown)}: kept as extra values"
                            )
                        )
                    continue
                if cur is not None and cur.columns is not None and cur.rows:
                    cur.pending += 1
                    cur.pending_first = cur.pending_first or lineno
                continue
            toks = [(x.start(), x.end(), x.group()) for x in _TOK.finditer(raw, off)]
            if cur is None or not toks or not (toks[0][2][0].isdigit() or toks[0][2][0] == "."):
                if cur is not None and cur.columns is not None and cur.rows:
                    cur.pending += 1
                    cur.pending_first = cur.pending_first or lineno
                continue
            columns = cur.columns
            if columns is None:
                # NOTE: a table pasted without its header: the title says what the figure is.
                is_bw = cur.operation is not None and ("bw" in cur.operation or cur.operation == "mbw_mr")
                columns = ["size", "bandwidth" if is_bw else "latency"]
                if len(toks) != 2:
                    continue
            if len(toks) != len(columns) or not all(
                _NUM.match(t[2]) or col in ("validation",) or col not in _NUMERIC for t, col in zip(toks, columns)
            ):
                cur.bad += 1
                cur.bad_first = cur.bad_first or lineno
                continue
            values: dict = {}
            spans: dict[str, tuple[int, int]] = {}
            extra: dict[str, str] = {}
            for (s, e, t), col in zip(toks, columns):
                spans[col] = (s, e)
                if col == "size":
                    values["size_bytes"] = int(float(t))
                elif col == "bandwidth":
                    values["bandwidth_MBps"] = float(t)
                elif col == "latency":
                    values["latency_us"] = float(t)
                else:
                    extra[col] = t
            if tag:
                cur.tags.add(tag)
            if cur.pending:
                cur.foreign += cur.pending
                cur.foreign_first = cur.foreign_first or cur.pending_first
                cur.pending = cur.pending_first = 0
            cur.rows += 1
            cur.last = lineno
            seen += 1
            if len(rows) >= max_rows:
                limit_line = limit_line or lineno
                continue
            rows.append(
                BenchRow(
                    line=lineno,
                    raw=raw,
                    spans=spans,
                    extra=extra,
                    operation=cur.operation,
                    n_ranks=_ranks(cur.operation, params),
                    dtype=params.get("datatype"),
                    **values,
                )
            )
        except Exception as exc:  # noqa: BLE001  NOTE: a parser must never stop a lint run.
            problems.append(BenchProblem(lineno, "malformed", f"line could not be read: {exc}"))
    truncated = False
    for sec in sections:
        if sec.columns is not None and not sec.rows:
            truncated = True
            problems.append(
                BenchProblem(sec.header_line, "truncated", f"{sec.title or 'OSU'} test has a header but no result rows")
            )
        if sec.foreign:
            problems.append(
                BenchProblem(
                    sec.foreign_first,
                    "interleaved",
                    f"{sec.foreign} foreign line{'s' if sec.foreign > 1 else ''} inside the result table",
                )
            )
        if sec.bad:
            problems.append(
                BenchProblem(
                    sec.bad_first,
                    "interleaved",
                    f"{sec.bad} row{'s' if sec.bad > 1 else ''} cannot be read (mangled or mixed with other output)",
                )
            )
        if len(sec.tags) > 1:
            problems.append(
                BenchProblem(sec.header_line or sec.start, "interleaved", "rows come from several ranks")
            )
    if limit_line:
        problems.append(
            BenchProblem(
                limit_line, "row-limit", f"more than {max_rows} rows: {seen - len(rows)} further rows were counted, not kept"
            )
        )
    first = next((s for s in sections if s.operation), None)
    ops = tuple(s.operation for s in sections if s.operation)
    accel = first.accel if first else None
    if accel:
        params.setdefault("accelerator", accel.upper())
    n_ranks = _ranks(first.operation if first else None, params)
    return BenchReport(
        path=path,
        format="osu",
        tool="OSU Micro-Benchmarks",
        operation=ops[0] if ops else None,
        library=first.api if first else None,
        library_version=None,
        tool_version=first.version if first else None,
        n_gpus=None,
        n_ranks=n_ranks,
        dtype=params.get("datatype"),
        rows=tuple(rows),
        problems=tuple(problems),
        truncated=truncated,
        operations=ops,
        params=params,
        rows_seen=seen,
    )


_NUMERIC = {"size", "bandwidth", "latency", "min_latency", "max_latency", "iterations", "message_rate",
            "overall", "compute", "overlap", "transmit_size"}  # fmt: skip


def _ranks(operation: str | None, params: dict) -> int | None:
    """Point-to-point OSU tests run on exactly two processes; osu_mbw_mr on 2 x pairs."""
    if operation in _PT2PT:
        return 2
    if operation == "mbw_mr" and params.get("pairs", "").isdigit():
        return 2 * int(params["pairs"])
    return None
