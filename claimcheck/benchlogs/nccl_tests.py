"""nccl-tests and rccl-tests output, read line by line.

Recognised lines (each optionally prefixed by an MPI/Slurm rank tag such as ``[1,0]<stdout>:``,
``[0] `` or ``0: ``, and with or without the leading ``#`` that some log collectors strip)::

    # nccl-tests version 2.18.3 nccl-headers=23004 nccl-library=23004
    # Collective test starting: all_reduce_perf
    # nThread 1 nGpus 1 minBytes 8 maxBytes 8589934592 step: 2(factor) warmup iters: 5 iters: 20 ...
    #  Rank  0 Group  0 Pid   6899 on host-a device  0 [0000:04:00] NVIDIA H100 80GB HBM3
    #                                   out-of-place                       in-place
    #       size         count      type   redop    root     time   algbw   busbw #wrong ...
         8388608       2097152     float     sum      -1    571.9   14.67   27.50      0 ...
    # Out of bounds values : 0 OK
    # Avg bus bandwidth    : 70.742
    # Collective test concluded: all_reduce_perf
    NCCL version 2.21.5+cuda12.4          (also inside NCCL INFO lines)
    rccl-tests: Version develop:40b1b17 / RCCL version : 2.27.7-HEAD:0d2c4fd / HIP version / ROCm version

A file may hold several tests one after the other; each is a *section* with its own operation,
rank list and rows. The operation comes from ``Collective test starting``, else from a
``<name>_perf`` command line printed before the test, else it is inferred from the rows (redop,
root and the size/count ratio). Rows are split on whitespace and matched to the column header;
columns claimcheck does not know are kept in ``BenchRow.extra`` and reported as ``unknown-column``.
"""

from __future__ import annotations

import re
from typing import Iterable

from . import BenchProblem, BenchReport, BenchRow, BenchSummary, DEFAULT_MAX_ROWS, format_size

COLLECTIVES = (
    "all_reduce",
    "all_gather",
    "reduce_scatter",
    "broadcast",
    "reduce",
    "alltoall",
    "alltoallv",
    "sendrecv",
    "gather",
    "scatter",
    "hypercube",
)

# Bytes per element of nccl-tests / rccl-tests ``type`` names (used to infer the collective).
TYPE_SIZES = {
    "int8": 1, "uint8": 1, "char": 1, "int32": 4, "uint32": 4, "int": 4, "int64": 8, "uint64": 8,
    "half": 2, "float16": 2, "fp16": 2, "float": 4, "float32": 4, "fp32": 4, "double": 8,
    "float64": 8, "fp64": 8, "bfloat16": 2, "bf16": 2, "f8e4m3": 1, "f8e5m2": 1, "fp8_e4m3": 1,
    "fp8_e5m2": 1,
}  # fmt: skip

_TOK = re.compile(r"\S+")
# NOTE: rank tags added by launchers: OpenMPI --tag-output "[1,0]<stdout>:", MPICH -prepend-rank
# "[0] ", srun --label "0: ". Only the tag is consumed: the padding after it belongs to the row.
# lines the test prints itself inside its table: "# Errors with asterisks ...", rccl-tests' "# Testing 1 cycle." (run with -N)
_TRIMMED = re.compile(r"#?\s*(?:\.{2,}|…|\[\s*(?:\.{2,}|…|snip\w*|trimmed|truncated)\s*\]|\(\s*(?:\.{2,}|…|snip\w*|trimmed)\s*\))\s*")
_OWN_NOTE = re.compile(r"errors with asterisks|testing \d+ cycles?\b")
_PREFIX = re.compile(r"\s{0,3}(?:\[(?P<a>\d+(?:,\d+)*)\]<std(?:out|err)>:|\[(?P<b>\d+)\](?=\s)|(?P<c>\d{1,5}):(?=\s))")
_VERSION_LINE = re.compile(r"nccl-tests version\s+(\S+)(?:.*?nccl-library=(\d+))?")
_RCCL_TESTS = re.compile(r"rccl-tests:?\s+Version\s*:?\s*(\S+)", re.I)
_START = re.compile(r"Collective test starting:\s*(\S+)")
_CONCLUDED = re.compile(r"Collective test concluded:\s*(\S+)")
_HEADER = re.compile(r"\bnThread\s+\d+\s+nGpus\s+\d+")
_PARAM = re.compile(
    r"(warmup iters|agg iters|iters|nThread|nGpus|minBytes|maxBytes|step|validation|graph|unalign)\s*:?\s*(\S+)"
)
_RANK = re.compile(
    r"Rank\s+(?P<rank>\d+)\s+(?:Group\s+(?P<group>\d+)\s+)?Pid\s+(?P<pid>\d+)\s+on\s+(?P<host>\S+)\s+"
    r"device\s+(?P<dev>\d+)\s+\[(?P<bus>[^\]]*)\]\s*(?P<model>.*?)\s*$"
)
_OOB = re.compile(r"Out of bounds values\s*:\s*(\S+)\s*(OK|FAILED)?")
_AVG = re.compile(r"Avg bus bandwidth\s*:\s*(\S+)\s*(OK|FAILED)?")
_NCCL_VERSION = re.compile(r"\bNCCL version\s*:?\s*(\d+\.\d+\.\d+)(?:[+-](?:cuda)?(\d+\.\d+))?")
_RCCL_VERSION = re.compile(r"\bRCCL version\s*:?\s*(\d+\.\d+\.\d+)(?:\+hip(\d+\.\d+))?", re.I)
_ROCM_VERSION = re.compile(r"^ROCm version\s*:\s*(\d+(?:\.\d+){1,2})")
_HIP_VERSION = re.compile(r"^HIP version\s*:\s*(\d+(?:\.\d+){1,2})")
_PERF_CMD = re.compile(r"\b(" + "|".join(COLLECTIVES) + r")_perf\b")
_NCCL_LOG = re.compile(r"\bNCCL (?:INFO|WARN|TRACE|ERROR)\b")

_SNIFF = re.compile(
    r"nccl-tests version|rccl-tests:?\s+Version|Collective test starting:|\bnThread\s+\d+\s+nGpus\s+\d+"
    r"|size\s+count\s+type\s+redop|Avg bus bandwidth\s*:|#\s*Rank\s+\d+\s+Group\s+\d+\s+Pid"
    # NOTE: result rows pasted without the banner or header (grepped out of a log): size, count, type, redop, root, then
    # time, algbw and busbw of the out-of-place run
    r"|(?m:^[ \t]*\d+[ \t]+\d+[ \t]+(?:float|half|bfloat16|double|int8|uint8|int32|uint32|int64|uint64|fp8\w*)[ \t]+"
    r"(?:sum|prod|min|max|avg|none)[ \t]+-?\d+[ \t]+[\d.]+[ \t]+[\d.]+[ \t]+[\d.]+[ \t]+(?:\d+|N/A))",
)

_KNOWN = {"size", "count", "type", "redop", "root", "time", "algbw", "busbw", "wrong", "error"}
_DEFAULT_LAYOUT = [("size", None), ("count", None), ("type", None), ("redop", None), ("root", None)] + [
    (n, g) for g in (0, 1) for n in ("time", "algbw", "busbw", "wrong")
]
_DEFAULT_GROUPS = ("out-of-place", "in-place")


def looks_like(head: str) -> bool:
    """True when ``head`` contains a line only nccl-tests / rccl-tests print."""
    return _SNIFF.search(head) is not None


def busbw_factor(operation: str | None, n: int | None) -> float | None:
    """busbw / algbw for a collective on ``n`` ranks (nccl-tests ``getBw``), or None if unknown.

    all_reduce 2(n-1)/n; all_gather, reduce_scatter, alltoall(v), gather, scatter (n-1)/n;
    broadcast, reduce, sendrecv, hypercube 1.
    """
    if not operation or not n or n < 1:
        return None
    if operation == "all_reduce":
        return 2.0 * (n - 1) / n
    if operation in ("all_gather", "reduce_scatter", "alltoall", "alltoallv", "gather", "scatter"):
        return (n - 1) / n
    if operation in ("broadcast", "reduce", "sendrecv", "hypercube"):
        return 1.0
    return None


_FACTOR_TEXT = {"all_reduce": "2(n-1)/n", "broadcast": "1", "reduce": "1", "sendrecv": "1", "hypercube": "1"}


def _decimals(text: str | None) -> int:
    if not text or "e" in text.lower():
        return 2
    return len(text.split(".", 1)[1]) if "." in text else 0


def factor_problems(rows: Iterable[BenchRow]) -> list[BenchProblem]:
    """One ``busbw-factor`` problem per test (operation, rank count) whose rows disagree with the factor.

    NOTE: nccl-tests computes busbw = algbw * factor exactly and prints both rounded, so the
    tolerance is half a unit of each printed last digit (algbw's scaled by the factor), plus 1%
    slack for builds that print with fewer digits. One problem per test, at its first offending
    line: a wrong factor is systematic (wrong rank count, NVLS correction) and would otherwise
    repeat on every row.
    """
    groups: dict[tuple, list] = {}
    for row in rows:
        n = row.n_ranks or _int(str(row.context.get("gpus", "")))  # results files often give GPUs only
        f = busbw_factor(row.operation, n)
        if f is None or row.algbw_GBps is None or row.busbw_GBps is None:
            continue
        ulp_a = 10.0 ** -_decimals(row.text_of("algbw"))
        ulp_b = 10.0 ** -_decimals(row.text_of("busbw"))
        tol = (f * ulp_a + ulp_b) / 2.0 * 1.01 + 1e-9
        key = (row.operation, n)
        bucket = groups.setdefault(key, [0, 0, None])
        bucket[1] += 1
        if abs(row.busbw_GBps - row.algbw_GBps * f) > tol:
            bucket[0] += 1
            if bucket[2] is None:
                bucket[2] = row
    out = []
    for (op, n), (bad, total, first) in groups.items():
        if not bad:
            continue
        f = busbw_factor(op, n)
        ratio = first.busbw_GBps / first.algbw_GBps if first.algbw_GBps else float("inf")
        out.append(
            BenchProblem(
                first.line,
                "busbw-factor",
                f"busbw/algbw is {ratio:.3f} ({first.busbw_GBps:g}/{first.algbw_GBps:g}) but {op} on {n} ranks "
                f"has factor {_FACTOR_TEXT.get(op, '(n-1)/n')} = {f:.3f}; {bad} of {total} values disagree",
            )
        )
    return out


def _int(text: str) -> int | None:
    try:
        return int(text)
    except ValueError:
        return None


def _float(text: str) -> float | None:
    t = text.rstrip("*")
    if not t or t.upper() == "N/A":
        return None
    try:
        return float(t)
    except ValueError:
        return None


def _library_from_code(code: str | None) -> str | None:
    """``nccl-library=23004`` -> ``2.30.4`` (NCCL_VERSION_CODE = major*10000 + minor*100 + patch)."""
    if not code or not code.isdigit():
        return None
    n = int(code)
    if n >= 10000:
        return f"{n // 10000}.{(n // 100) % 100}.{n % 100}"
    if n >= 1000:  # NOTE: before NCCL 2.9 the code was major*1000 + minor*100 + patch.
        return f"{n // 1000}.{(n // 100) % 10}.{n % 100}"
    return None


class _Section:
    """One test of the file (from its header or starting line to its Avg line)."""

    __slots__ = (
        "start", "last", "operation", "op_source", "params", "has_header", "ranks", "rank_lines",
        "layout", "layout_line", "groups", "rows", "summaries", "completed", "in_table", "foreign",
        "foreign_first", "tags", "sizes", "dup_first", "bad_first", "bad_count", "width_first",
        "width_count", "concluded", "problems",
    )  # fmt: skip

    def __init__(self, start: int):
        self.start = start
        self.last = start
        self.operation: str | None = None
        self.op_source: str | None = None
        self.params: dict[str, str] = {}
        self.has_header = False
        self.ranks: dict[int, tuple] = {}
        self.rank_lines = 0
        self.layout: list[tuple[str, int | None]] | None = None
        self.layout_line = 0
        self.groups: tuple[str, ...] | None = None
        self.rows: list[dict] = []
        self.summaries: list[dict] = []
        self.completed = False
        self.in_table = False
        self.foreign = 0
        self.foreign_first = 0
        self.tags: set[str] = set()
        self.sizes: set[tuple] = set()
        self.dup_first = 0
        self.bad_first = 0
        self.bad_count = 0
        self.width_first = 0
        self.width_count = 0
        self.concluded = False
        self.problems: list[BenchProblem] = []

    @property
    def started(self) -> bool:
        return bool(self.has_header or self.rows or self.layout or self.ranks or self.summaries)


class _Parser:
    def __init__(self, path: str, max_rows: int):
        self.path = path
        self.max_rows = max_rows
        self.sections: list[_Section] = []
        self.cur: _Section | None = None
        self.tool = "nccl-tests"
        self.tool_version: str | None = None
        self.library: str | None = None
        self.library_version: str | None = None
        self.code_version: str | None = None
        self.runtime: str | None = None
        self.rocm: str | None = None
        self.hip: str | None = None
        self.cmd_op: str | None = None
        self.problems: list[BenchProblem] = []
        self.kept = 0
        self.seen = 0
        self.limit_line = 0
        self.raw = ""

    # -- sections ----------------------------------------------------------------------------
    def _new(self, lineno: int) -> _Section:
        if self.cur is not None:
            self._close(self.cur)
        sec = _Section(lineno)
        if self.cmd_op:
            sec.operation, sec.op_source = self.cmd_op, "command"
            self.cmd_op = None
        self.sections.append(sec)
        self.cur = sec
        return sec

    def _section(self, lineno: int) -> _Section:
        return self.cur if self.cur is not None else self._new(lineno)

    def _close(self, sec: _Section) -> None:
        sec.in_table = False

    # -- lines -------------------------------------------------------------------------------
    def feed(self, lineno: int, raw: str) -> None:
        off = 0
        tag = ""
        m = _PREFIX.match(raw)
        if m:
            off = m.end()
            tag = m.group("a") or m.group("b") or m.group("c") or ""
        self.raw = raw
        body = raw[off:].strip()
        if not body or _TRIMMED.fullmatch(body):
            return  # NOTE: "..." where whoever pasted the output left rows out: no output of another process
        cur = self.cur
        if "NCCL" in body and _NCCL_LOG.search(body):
            self._version_info(body)
            if cur is not None and cur.in_table:
                self._foreign(cur, lineno)
            return
        comment = body.startswith("#")
        text = body.lstrip("#").strip() if comment else body
        if not text:
            return
        if self._meta(lineno, text):
            if cur is not None and cur.in_table and self.cur is cur and not comment:
                self._foreign(cur, lineno)
            return
        first = text[0]
        if not comment:
            if (first.isdigit() or first == "-") and self._row(lineno, raw, off, tag):
                return
            if (m := _PERF_CMD.search(text)) is not None:
                self.cmd_op = m.group(1)
            if cur is not None and cur.in_table and first.isdigit():
                self._bad_row(cur, lineno)
                return
        # NOTE: header, rank and summary lines are recognised with or without their "#": some log
        # collectors strip it. Anything else inside a table is foreign output.
        self._comment(lineno, text)

    def _foreign(self, sec: _Section, lineno: int) -> None:
        sec.foreign += 1
        if not sec.foreign_first:
            sec.foreign_first = lineno

    def _bad_row(self, sec: _Section, lineno: int) -> None:
        sec.bad_count += 1
        if not sec.bad_first:
            sec.bad_first = lineno

    def _version_info(self, text: str) -> None:
        m = _RCCL_VERSION.search(text)
        if m:
            self.library, self.library_version = "RCCL", m.group(1)
            self.tool = "rccl-tests" if self.tool == "nccl-tests" else self.tool
            if m.group(2) and not self.runtime:
                self.runtime = f"HIP {m.group(2)}"
            return
        m = _NCCL_VERSION.search(text)
        if m and self.library != "RCCL":
            self.library, self.library_version = "NCCL", m.group(1)
            if m.group(2):
                self.runtime = f"CUDA {m.group(2)}"

    def _meta(self, lineno: int, text: str) -> bool:
        """Lines that are neither rows nor table parts; True when consumed."""
        if text.startswith("nccl-tests version"):
            m = _VERSION_LINE.match(text)
            if m:
                self.tool_version = m.group(1)
                self.code_version = _library_from_code(m.group(2))
            return True
        if text.startswith(("rccl-tests", "RCCL-tests")):
            m = _RCCL_TESTS.match(text)
            self.tool = "rccl-tests"
            if m:
                self.tool_version = m.group(1)
            return True
        if text.startswith(("RCCL version", "NCCL version")) or text.startswith("NCCL_VERSION"):
            self._version_info(text)
            return True
        if text.startswith("ROCm version"):
            m = _ROCM_VERSION.match(text)
            if m:
                self.rocm = m.group(1)
            self.tool = "rccl-tests"
            return True
        if text.startswith("HIP version"):
            m = _HIP_VERSION.match(text)
            if m:
                self.hip = m.group(1)
            return True
        if text.startswith(("Librccl path", "Hostname     :", "Hostname :")):
            return True
        return False

    def _comment(self, lineno: int, text: str) -> None:
        m = _START.match(text)
        if m:
            cur = self.cur
            if cur is not None and cur.started:
                sec = self._new(lineno)
            elif cur is not None:
                sec = cur
            else:
                sec = self._new(lineno)
            sec.operation, sec.op_source = _op_name(m.group(1)), "starting"
            sec.last = lineno
            return
        if _CONCLUDED.match(text):
            if self.cur is not None:
                self.cur.concluded = True
                self.cur.in_table = False
                self.cur.last = lineno
            return
        if _HEADER.search(text):
            cur = self.cur
            if cur is not None and cur.has_header and not cur.rows and not cur.summaries:
                # NOTE: a second header before any row: several processes each running their own test
                # (an nccl-tests build without MPI launched by mpirun) print interleaved output.
                cur.problems.append(
                    BenchProblem(
                        lineno,
                        "interleaved",
                        "the test header is printed again before any result: several processes are "
                        "each running their own test and their output is mixed",
                    )
                )
                return
            if cur is None or cur.has_header or cur.rows or cur.summaries or cur.layout:
                sec = self._new(lineno)
            else:
                sec = cur
            sec.has_header = True
            sec.last = lineno
            for key, value in _PARAM.findall(text):
                sec.params.setdefault(key, value)
            return
        m = _RANK.search(text)
        if m and text.startswith("Rank"):
            self._rank(lineno, m)
            return
        m = _OOB.match(text)
        if m:
            self._summary(lineno, "out-of-bounds", m)
            return
        m = _AVG.match(text)
        if m:
            self._summary(lineno, "avg-busbw", m)
            sec = self.cur
            if sec is not None:
                sec.completed = True
                sec.in_table = False
            return
        low = text.lower()
        tokens = low.split()
        if "out-of-place" in tokens or "in-place" in tokens:
            sec = self._section(lineno)
            sec.groups = tuple(t for t in tokens if t in ("out-of-place", "in-place"))
            return
        if tokens and tokens[0] == "size" and "time" in tokens and ("algbw" in tokens or "busbw" in tokens):
            self._layout(lineno, text.split())
            return
        if tokens and tokens[0] == "(b)":
            return
        cur = self.cur
        if cur is not None and cur.in_table and not _OWN_NOTE.match(low):
            self._foreign(cur, lineno)

    def _rank(self, lineno: int, m: re.Match) -> None:
        sec = self._section(lineno)
        if sec.rows or sec.completed:
            sec = self._new(lineno)
        rank = int(m.group("rank"))
        info = (int(m.group("group") or 0), m.group("pid"), m.group("host"), m.group("dev"), m.group("bus"),
                m.group("model"))  # fmt: skip
        old = sec.ranks.get(rank)
        if old is not None and (old[1], old[2]) != (info[1], info[2]):
            if not any(p.kind == "interleaved" and "listed twice" in p.message for p in sec.problems):
                sec.problems.append(
                    BenchProblem(
                        lineno,
                        "interleaved",
                        f"rank {rank} is listed twice (pid {old[1]} on {old[2]} and pid {info[1]} on {info[2]}): "
                        "several independent runs are mixed in this output",
                    )
                )
            return
        sec.ranks[rank] = info
        sec.rank_lines += 1
        sec.last = lineno

    def _layout(self, lineno: int, tokens: list[str]) -> None:
        sec = self._section(lineno)
        if sec.rows and not sec.completed:
            # A second column header in the middle of a table: output of another process.
            sec.problems.append(
                BenchProblem(lineno, "interleaved", "the column header is printed again inside the table")
            )
            return
        if sec.rows or sec.completed:
            sec = self._new(lineno)
        # Group index per column: None before the first group, 0.. inside groups, -1 for columns
        # after a group's closing #wrong/error column (they belong to the whole line).
        layout: list[tuple[str, int | None]] = []
        group = -1
        closed = False
        unknown: list[str] = []
        for tok in tokens:
            name = tok.lower().lstrip("#")
            if name == "time":
                group += 1
                closed = False
            layout.append((name, None if group < 0 else (-1 if closed else group)))
            if name in ("wrong", "error") and group >= 0:
                closed = True
            if name not in _KNOWN:
                unknown.append(tok)
        sec.layout = layout
        sec.layout_line = lineno
        sec.in_table = True
        sec.last = lineno
        if unknown:
            sec.problems.append(
                BenchProblem(
                    lineno,
                    "unknown-column",
                    f"unknown column{'s' if len(unknown) > 1 else ''} {', '.join(unknown)}: kept as extra values",
                )
            )

    def _summary(self, lineno: int, metric: str, m: re.Match) -> None:
        sec = self._section(lineno)
        sec.last = lineno
        value = _float(m.group(1))
        raw = self.raw
        colon = raw.find(":", raw.find("bandwidth" if metric == "avg-busbw" else "values"))
        start = raw.find(m.group(1), colon + 1)
        sec.summaries.append(
            {
                "line": lineno,
                "metric": metric,
                "value": value,
                "unit": "GB/s" if metric == "avg-busbw" else "",
                "text": m.group(1),
                "status": m.group(2),
                "raw": raw,
                "span": (start, start + len(m.group(1))) if start >= 0 else (0, 0),
            }
        )

    def _row(self, lineno: int, raw: str, off: int, tag: str) -> bool:
        toks = [(m.start(), m.end(), m.group()) for m in _TOK.finditer(raw, off)]
        if len(toks) < 5 or not toks[0][2].isdigit():
            return False
        sec = self.cur
        layout = sec.layout if sec is not None and sec.layout else _DEFAULT_LAYOUT
        cells = self._match(toks, layout)
        if cells is None:
            if sec is not None and sec.in_table:
                self._bad_row(sec, lineno)
                return True
            return False
        size = _int(cells["size"][0][2]) if "size" in cells else None
        count = _int(cells["count"][0][2]) if "count" in cells else None
        if size is None or ("count" in cells and count is None):
            if sec is not None and sec.in_table:
                self._bad_row(sec, lineno)
                return True
            return False
        if sec is None or sec.completed:
            sec = self._new(lineno)
        if sec.layout is None:
            sec.layout = layout
            sec.in_table = True
        if len(toks) != len(layout) and sec.layout is not _DEFAULT_LAYOUT:
            sec.width_count += 1
            if not sec.width_first:
                sec.width_first = lineno
        if tag:
            sec.tags.add(tag)
        sec.last = lineno
        key = (size, cells["type"][0][2] if "type" in cells else None, cells["root"][0][2] if "root" in cells else None)
        if key in sec.sizes:
            if not sec.dup_first:
                sec.dup_first = lineno
        else:
            sec.sizes.add(key)
        common: dict = {"line": lineno, "size_bytes": size, "count": count, "raw": raw}
        spans: dict[str, tuple[int, int]] = {}
        extra: dict[str, str] = {}
        for name in ("size", "count", "type", "redop", "root"):
            if name in cells:
                s, e, t = cells[name][0]
                spans[name] = (s, e)
        if "type" in cells:
            common["dtype"] = cells["type"][0][2]
        if "redop" in cells:
            common["redop"] = cells["redop"][0][2]
        if "root" in cells:
            common["root"] = _int(cells["root"][0][2])
        for name, items in cells.items():
            if isinstance(name, str) and name not in _KNOWN:
                s, e, t = items[0]
                extra[name] = t
                spans[name] = (s, e)
        ngroups = max((g for _, g in layout if g is not None and g >= 0), default=-1) + 1
        names = sec.groups if sec.groups and len(sec.groups) == ngroups else (
            _DEFAULT_GROUPS if ngroups == 2 else (None,) * max(ngroups, 0)
        )  # fmt: skip
        for g in range(ngroups):
            gcells = cells.get(("g", g))
            if not gcells:
                continue
            gspans = dict(spans)
            gextra = dict(extra)
            vals: dict = {}
            for name, (s, e, t) in gcells.items():
                gspans[name] = (s, e)
                if name == "time":
                    vals["time_us"] = _float(t)
                elif name == "algbw":
                    vals["algbw_GBps"] = _float(t)
                elif name == "busbw":
                    vals["busbw_GBps"] = _float(t)
                elif name == "wrong":
                    w = t.rstrip("*")
                    vals["wrong"] = _int(w)
                elif name == "error":
                    gextra["error"] = t
                else:
                    gextra[name] = t
            if vals.get("time_us") is None and vals.get("algbw_GBps") is None and vals.get("busbw_GBps") is None:
                continue
            self.seen += 1
            if self.kept >= self.max_rows:
                if not self.limit_line:
                    self.limit_line = lineno
                continue
            self.kept += 1
            sec.rows.append({**common, **vals, "group": names[g] if g < len(names) else None,
                             "spans": gspans, "extra": gextra})  # fmt: skip
        return True

    @staticmethod
    def _match(toks: list[tuple[int, int, str]], layout: list[tuple[str, int | None]]) -> dict | None:
        """Assign tokens to columns: 1:1 with the header, else 5 leading fields + k groups of 4."""
        if len(toks) != len(layout):
            lead = [n for n, g in layout if g is None]
            per = [n for n, g in layout if g == 0]
            if not per:
                return None
            rest = len(toks) - len(lead)
            k = rest // len(per) if rest > 0 else 0
            if k < 1:
                return None
            k = min(k, max((g for _, g in layout if g is not None and g >= 0), default=0) + 1)
            layout = [(n, None) for n in lead] + [(n, g) for g in range(k) for n in per]
            toks = toks[: len(layout)]
        cells: dict = {}
        for (name, g), tok in zip(layout, toks):
            if g is None or g < 0:
                cells.setdefault(name, []).append(tok)
            else:
                cells.setdefault(("g", g), {})[name] = tok
        # Sanity: a mangled line (two processes writing at once) must not pass for a row.
        if "root" in cells and _int(cells["root"][0][2]) is None:
            return None
        for key, group in cells.items():
            if not isinstance(key, tuple):
                continue
            for name in ("time", "algbw", "busbw"):
                if name in group:
                    text = group[name][2]
                    value = _float(text)
                    if (value is None and text.upper() != "N/A") or (value is not None and value < 0):
                        return None
            if "wrong" in group:
                text = group["wrong"][2].rstrip("*")
                if _int(text) is None and text.upper() != "N/A":
                    return None
        return cells

    # -- result ------------------------------------------------------------------------------
    def finish(self) -> BenchReport:
        if self.cur is not None:
            self._close(self.cur)
        rows: list[BenchRow] = []
        summaries: list[BenchSummary] = []
        problems: list[BenchProblem] = list(self.problems)
        hosts: dict[str, None] = {}
        devices: dict[str, None] = {}
        gpus: set[tuple] = set()
        ranks: set[tuple] = set()
        operations: list[str] = []
        params: dict[str, str] = {}
        truncated = False
        max_ranks = 0
        excerpt_ranks = 0  # NOTE: the size of a run whose rank lines are shown only in part
        for idx, sec in enumerate(self.sections):
            if not sec.started:
                continue
            n = _group_size(sec.ranks)
            op = sec.operation
            if op is None:
                op = _infer_operation(sec.rows, n)
            if op:
                operations.append(op)
            for rank, (group, pid, host, dev, bus, model) in sorted(sec.ranks.items()):
                hosts.setdefault(host, None)
                if model:
                    devices.setdefault(model, None)
                gpus.add((host, bus or dev))
                ranks.add((idx, rank))
            max_ranks = max(max_ranks, len(sec.ranks))
            if _excerpt(sec.ranks):
                # NOTE: the run had at least the highest rank plus one, on hosts and GPUs the excerpt does not count
                excerpt_ranks = max(excerpt_ranks, max(sec.ranks) + 1)
            for k, v in sec.params.items():
                params.setdefault(k, v)
            for kw in sec.rows:
                rows.append(BenchRow(operation=op, n_ranks=n, **kw))
            for s in sec.summaries:
                summaries.append(
                    BenchSummary(
                        line=s["line"],
                        metric=s["metric"],
                        value=s["value"],
                        unit=s["unit"],
                        text=s["text"],
                        span=s["span"],
                        raw=s["raw"],
                        status=s["status"],
                        operation=op,
                        n_ranks=n,
                    )
                )
            problems.extend(sec.problems)
            # NOTE: rows with no banner or header above them were pasted as an excerpt (grepped out of a log, one row per
            # node count between "===" lines): what stands between them, or a size listed again, is no mixed output
            excerpt = not sec.layout_line and not sec.has_header
            if sec.foreign and not excerpt:
                problems.append(
                    BenchProblem(
                        sec.foreign_first,
                        "interleaved",
                        f"{_plural(sec.foreign, 'foreign line')} inside the result table (other processes or "
                        "library logging mixed into the output)",
                    )
                )
            if sec.bad_count:
                problems.append(
                    BenchProblem(
                        sec.bad_first,
                        "interleaved",
                        f"{_plural(sec.bad_count, 'row')} cannot be read (mangled, probably by output of "
                        "several processes written at once)",
                    )
                )
            if sec.dup_first and not excerpt:
                problems.append(
                    BenchProblem(
                        sec.dup_first,
                        "interleaved",
                        "the same message size is reported twice in one test: output of several processes is mixed",
                    )
                )
            if len(sec.tags) > 1:
                problems.append(
                    BenchProblem(
                        sec.layout_line or sec.start,
                        "interleaved",
                        f"rows come from several ranks ({', '.join(sorted(sec.tags)[:4])}"
                        f"{', ...' if len(sec.tags) > 4 else ''})",
                    )
                )
            if sec.width_count:
                problems.append(
                    BenchProblem(
                        sec.width_first,
                        "unknown-column",
                        f"{_plural(sec.width_count, 'row')} do not have the columns of the header; read by position",
                    )
                )
            has_avg = any(s["metric"] == "avg-busbw" for s in sec.summaries)
            if not has_avg and not excerpt:
                truncated = True
                what = f"{op} " if op else ""
                if sec.rows:
                    last = sec.rows[-1]
                    msg = (
                        f"{what}test stops after {format_size(last['size_bytes'])} with no '# Avg bus bandwidth' "
                        "line: the run was cut off or crashed (or this is an excerpt of the log)"
                    )
                else:
                    msg = f"{what}test has no result rows and no '# Avg bus bandwidth' line: the run was cut off"
                    msg += " (or this is an excerpt of the log)"
                problems.append(BenchProblem(max(sec.last, sec.start), "truncated", msg))
        if self.limit_line:
            problems.append(
                BenchProblem(
                    self.limit_line,
                    "row-limit",
                    f"more than {self.max_rows} rows: {self.seen - self.kept} further rows were counted, not kept",
                )
            )
        if self.tool == "rccl-tests" and self.library is None:
            self.library = "RCCL"
        if self.library is None:
            self.library = "RCCL" if any(d.startswith("AMD") for d in devices) else "NCCL"
            if self.library == "RCCL":
                self.tool = "rccl-tests"
        if self.library_version is None and self.code_version and self.library == "NCCL":
            self.library_version = self.code_version
        runtime = self.runtime
        if self.rocm:
            runtime = f"ROCm {self.rocm}"
        elif self.hip and runtime is None:
            runtime = f"HIP {self.hip}"
        dtype = next((r.dtype for r in rows if r.dtype), None)
        return BenchReport(
            path=self.path,
            format="nccl-tests",
            tool=self.tool,
            operation=operations[0] if operations else None,
            library=self.library,
            library_version=self.library_version,
            tool_version=self.tool_version,
            n_gpus=None if excerpt_ranks else len(gpus) or None,
            n_ranks=max(max_ranks, excerpt_ranks) or None,
            hosts=() if excerpt_ranks else tuple(hosts),
            devices=tuple(devices),
            dtype=dtype,
            rows=tuple(rows),
            summary=tuple(summaries),
            problems=tuple(problems),
            truncated=truncated,
            operations=tuple(operations),
            runtime=runtime,
            params=params,
            rows_seen=self.seen,
        )


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _op_name(name: str) -> str:
    name = name.strip()
    return name[: -len("_perf")] if name.endswith("_perf") else name


def _excerpt(ranks: dict[int, tuple]) -> bool:
    """Whether the rank lines are an excerpt of a larger run's ("#  Rank 287 ..." alone): a rank above their count."""
    return bool(ranks) and max(ranks) + 1 > len(ranks)


def _group_size(ranks: dict[int, tuple]) -> int | None:
    """Ranks per communicator: with NCCL_TESTS_SPLIT the factor uses the size of one group."""
    if not ranks or _excerpt(ranks):
        return None  # NOTE: an excerpt of a larger run's rank lines does not tell the size of its communicators
    counts: dict[int, int] = {}
    for info in ranks.values():
        counts[info[0]] = counts.get(info[0], 0) + 1
    return counts.get(0) or max(counts.values())


def _infer_operation(rows: list[dict], n: int | None) -> str | None:
    """Name the collective from its rows when the log does not (old format, no command line).

    size == count*typesize for all_reduce/broadcast/reduce/sendrecv; size == count*typesize*n for
    all_gather/reduce_scatter/alltoall/gather/scatter. redop ``none`` means no reduction, root >= 0 a
    rooted operation. Ambiguous cases (all_gather vs alltoall, gather vs scatter) give None.
    """
    for row in rows:
        size, count, dtype = row.get("size_bytes"), row.get("count"), row.get("dtype")
        ts = TYPE_SIZES.get((dtype or "").lower())
        if not size or not count or ts is None:
            continue
        mult = size / (count * ts)
        reduces = (row.get("redop") or "none").lower() not in ("none", "-")
        root = row.get("root")
        rooted = root is not None and root >= 0
        if abs(mult - 1) < 1e-9:
            if reduces:
                return "reduce" if rooted else "all_reduce"
            return "broadcast" if rooted else "sendrecv"
        if mult > 1 and abs(mult - round(mult)) < 1e-9 and (n is None or round(mult) == n):
            if reduces and not rooted:
                return "reduce_scatter"
            return None
        return None
    return None


def parse(lines: Iterable[str], path: str, first_line: int = 1, *, max_rows: int = DEFAULT_MAX_ROWS) -> BenchReport:
    """Parse nccl-tests / rccl-tests output given as lines; never raises on odd content."""
    p = _Parser(path, max_rows)
    for lineno, line in enumerate(lines, first_line):
        raw = line.rstrip("\r\n")
        if lineno == first_line:
            raw = raw.lstrip("\ufeff")
        try:
            p.feed(lineno, raw)
        except Exception as exc:  # noqa: BLE001  NOTE: a parser must never stop a lint run.
            p.problems.append(BenchProblem(lineno, "malformed", f"line could not be read: {exc}"))
    return p.finish()
