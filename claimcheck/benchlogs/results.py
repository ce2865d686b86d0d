"""Simple results files: CSV with a header row, or JSON (a list of objects, or JSON Lines).

Detected by content: a JSON document starting with ``[`` or ``{`` whose keys include a metric
column, or a CSV whose first non-comment line is a header with a metric column (delimiter ``,``,
tab or ``;``). Lines starting with ``#`` are comments in CSV. Column / key names are matched
case-insensitively after turning spaces and hyphens into ``_``; a unit may be part of the name,
in brackets (``busbw (GB/s)``, ``latency [us]``) or as a suffix (``busbw_GBps``, ``latency_us``,
``size_bytes``), or given per row in a ``unit`` column (applied to the bandwidth columns when it
is a bandwidth unit, to the time columns when it is a time unit).

Accepted columns (aliases in brackets):

* ``operation`` (op, collective, test, benchmark) -- e.g. all_reduce
* ``size`` (bytes, size_bytes, message_size, msg_size, nbytes) -- a number of bytes, or a figure
  with a unit: ``256MB`` (decimal), ``1MiB``/``8G``/``64K`` (binary, as nccl-tests ``-b``/``-e``)
* ``count`` (elements), ``dtype`` (type, datatype, data_type, precision), ``redop``, ``root``
* ``group`` (placement: out-of-place / in-place) or ``in_place`` (inplace: true/false)
* ``busbw`` (bus_bw, bus_bandwidth), ``algbw`` (alg_bw, algo_bw) -- GB/s unless a unit says otherwise
* ``bandwidth`` (bw) -- MB/s unless a unit says otherwise (the OSU convention)
* ``latency`` (lat, avg_latency) and ``time`` -- microseconds unless a unit says otherwise
* ``wrong`` (#wrong, errors)
* ``gpus`` (n_gpus, num_gpus, ngpus, gpu_count), ``nodes`` (n_nodes, num_nodes, nnodes),
  ``ranks`` (n_ranks, nranks, world_size, np)
* ``device`` (gpu, gpu_model, accelerator, device_model), ``interconnect`` (fabric, network, link)
* ``library`` (lib, backend), ``version`` (library_version, lib_version), ``tool`` (benchmark_tool),
  ``tool_version``, ``unit`` (units)

Bandwidth units: GB/s, GBps, MB/s, MBps, TB/s, GiB/s, MiB/s, and bits (Gb/s, Gbps, Gbit/s, Mb/s,
Tb/s, converted to bytes). NOTE: all-lowercase forms such as ``busbw_gbps`` are read as *bytes*:
tools that lower-case their column names have lost the b/B distinction, and benchmark results are
almost always in bytes. Time units: us (usec, µs), ns, ms, s.

A row whose metric columns are all empty gives no row. Columns not listed are kept in
``BenchRow.extra`` and reported once as ``unknown-column``.
"""

from __future__ import annotations

import json
import re
from typing import Iterable, Iterator

from . import BenchProblem, BenchReport, BenchRow, DEFAULT_MAX_ROWS

_ALIASES = {
    "operation": ("operation", "op", "collective", "test", "benchmark", "coll"),
    "size": ("size", "bytes", "message_size", "msg_size", "msgsize", "nbytes", "message_bytes"),
    "count": ("count", "elements", "n_elements"),
    "dtype": ("dtype", "type", "datatype", "data_type", "precision"),
    "redop": ("redop", "reduction"),
    "root": ("root",),
    "group": ("group", "placement"),
    "in_place": ("in_place", "inplace"),
    "busbw": ("busbw", "bus_bw", "bus_bandwidth"),
    "algbw": ("algbw", "alg_bw", "algo_bw", "algorithm_bandwidth"),
    "bandwidth": ("bandwidth", "bw"),
    "latency": ("latency", "lat", "avg_latency", "latency_avg"),
    "time": ("time", "avg_time"),
    "wrong": ("wrong", "#wrong", "errors", "n_wrong"),
    "gpus": ("gpus", "n_gpus", "num_gpus", "ngpus", "gpu_count"),
    "nodes": ("nodes", "n_nodes", "num_nodes", "nnodes", "node_count"),
    "ranks": ("ranks", "n_ranks", "nranks", "world_size", "np"),
    "device": ("device", "gpu", "gpu_model", "accelerator", "device_model"),
    "interconnect": ("interconnect", "fabric", "network", "link"),
    "library": ("library", "lib", "backend"),
    "version": ("version", "library_version", "lib_version"),
    "tool": ("tool", "benchmark_tool", "bench_tool"),
    "tool_version": ("tool_version",),
    "unit": ("unit", "units"),
}
_FIELD = {alias: canon for canon, aliases in _ALIASES.items() for alias in aliases}
_METRICS = {"busbw", "algbw", "bandwidth", "latency", "time"}
_BW_FIELDS = {"busbw", "algbw", "bandwidth"}
_TIME_FIELDS = {"latency", "time"}

# Bandwidth units -> factor to GB/s. Case matters (b = bit, B = byte) except in the lower-case table.
_BW_UNITS = {
    "GB/s": 1.0, "GBps": 1.0, "GB_s": 1.0, "GBs": 1.0, "MB/s": 1e-3, "MBps": 1e-3, "MB_s": 1e-3,
    "TB/s": 1e3, "TBps": 1e3, "KB/s": 1e-6, "kB/s": 1e-6, "GiB/s": 1.073741824, "GiBps": 1.073741824,
    "MiB/s": 1.048576e-3, "MiBps": 1.048576e-3, "Gb/s": 0.125, "Gbps": 0.125, "Gbit/s": 0.125,
    "Gb_s": 0.125, "Mb/s": 1.25e-4, "Mbps": 1.25e-4, "Mbit/s": 1.25e-4, "Tb/s": 125.0, "Tbps": 125.0,
}  # fmt: skip
_BW_UNITS_LOWER = {"gb/s": 1.0, "gbps": 1.0, "gb_s": 1.0, "gbs": 1.0, "mb/s": 1e-3, "mbps": 1e-3,
                   "mb_s": 1e-3, "tb/s": 1e3, "tbps": 1e3, "gib/s": 1.073741824, "mib/s": 1.048576e-3}  # fmt: skip
_TIME_UNITS = {"us": 1.0, "usec": 1.0, "µs": 1.0, "μs": 1.0, "microseconds": 1.0, "ns": 1e-3, "nsec": 1e-3,
               "ms": 1e3, "msec": 1e3, "s": 1e6, "sec": 1e6, "seconds": 1e6}  # fmt: skip
_SIZE_UNITS = {"b": 1, "bytes": 1, "byte": 1, "kb": 10**3, "mb": 10**6, "gb": 10**9, "tb": 10**12,
               "kib": 1 << 10, "mib": 1 << 20, "gib": 1 << 30, "tib": 1 << 40, "k": 1 << 10, "m": 1 << 20,
               "g": 1 << 30, "t": 1 << 40}  # fmt: skip

_BRACKET = re.compile(r"^(?P<base>.*?)\s*[\(\[](?P<unit>[^)\]]*)[\)\]]\s*$")
_SIZE_VALUE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([A-Za-z]*)\s*$")
_JSON_KEY = re.compile(r'"((?:[^"\\]|\\.)*)"\s*:')
_JSON_SNIFF = re.compile(r'"(?:[^"]*?)(?:busbw|algbw|bandwidth|bw|latency|lat|time)(?:[^"]*)"\s*:', re.I)


def _unit_kind(unit: str) -> tuple[str, float] | None:
    """("bw", factor to GB/s) | ("time", factor to us) | ("size", factor to bytes) | None."""
    u = unit.strip()
    if u in _BW_UNITS:
        return "bw", _BW_UNITS[u]
    if u.lower() in _BW_UNITS_LOWER:
        return "bw", _BW_UNITS_LOWER[u.lower()]
    if u in _TIME_UNITS or u.lower() in _TIME_UNITS:
        return "time", _TIME_UNITS.get(u, _TIME_UNITS.get(u.lower(), 1.0))
    if u.lower() in _SIZE_UNITS and u.lower() not in ("k", "m", "g", "t"):
        return "size", float(_SIZE_UNITS[u.lower()])
    return None


def column(name: str) -> tuple[str | None, str | None]:
    """Map a header name to (canonical field, unit as written) -- (None, None) when unknown."""
    n = name.strip().strip('"').strip()
    unit = None
    m = _BRACKET.match(n)
    if m and m.group("base"):
        n, unit = m.group("base"), m.group("unit").strip()
    key = re.sub(r"[\s\-]+", "_", n.lower())
    if key in _FIELD:
        return _FIELD[key], unit
    # Unit as a suffix: "busbw_GBps", "latency_us", "size_bytes", "bw_gb/s".
    raw = re.sub(r"[\s\-]+", "_", n)
    for i in range(len(raw) - 1, 0, -1):
        if raw[i] != "_":
            continue
        base, suffix = raw[:i].lower(), raw[i + 1 :]
        if base in _FIELD and _unit_kind(suffix) is not None:
            return _FIELD[base], suffix
    return None, None


def sniff(head: str) -> str | None:
    """``results-json`` / ``results-csv`` when the head looks like one with metric columns, else None."""
    text = head.lstrip("\ufeff").lstrip()
    if text.startswith(("[", "{")):
        return "results-json" if _JSON_SNIFF.search(text) else None
    for line in text.splitlines():
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        delim = _delimiter(s)
        if delim is None:
            return None
        fields = {column(c.text)[0] for c in _cells(s, delim)}
        if fields & _METRICS and len(fields - {None}) >= 2:
            return "results-csv"
        return None
    return None


# ------------------------------------------------------------------------------------------
# CSV


class _Cell:
    __slots__ = ("text", "start", "end")

    def __init__(self, text: str, start: int, end: int):
        self.text, self.start, self.end = text, start, end


def _delimiter(line: str) -> str | None:
    counts = {d: line.count(d) for d in (",", "\t", ";")}
    best = max(counts, key=counts.get)
    return best if counts[best] else None


def _cells(line: str, delim: str) -> list[_Cell]:
    """Split one CSV line, keeping each cell's span (quotes and outer blanks excluded)."""
    out: list[_Cell] = []
    i, n = 0, len(line)
    while True:
        while i < n and line[i] in " \t" and line[i] != delim:
            i += 1
        if i < n and line[i] == '"':
            j = i + 1
            buf = []
            while j < n:
                if line[j] == '"':
                    if j + 1 < n and line[j + 1] == '"':
                        buf.append('"')
                        j += 2
                        continue
                    break
                buf.append(line[j])
                j += 1
            out.append(_Cell("".join(buf), i + 1, j))
            k = line.find(delim, j + 1)
            if k < 0:
                return out
            i = k + 1
            continue
        k = line.find(delim, i)
        end = n if k < 0 else k
        e = end
        while e > i and line[e - 1] in " \t":
            e -= 1
        out.append(_Cell(line[i:e], i, e))
        if k < 0:
            return out
        i = k + 1


# ------------------------------------------------------------------------------------------
# Row building (shared by CSV and JSON)


def _number(text: str) -> float | None:
    t = text.strip().replace(",", "").replace("_", "")
    if not t or t.upper() in ("N/A", "NA", "NAN", "NONE", "NULL", "-"):
        return None
    try:
        return float(t)
    except ValueError:
        return None


def _size(text: str) -> int | None:
    m = _SIZE_VALUE.match(text.replace(",", ""))
    if not m:
        return None
    unit = m.group(2).lower()
    if unit and unit not in _SIZE_UNITS:
        return None
    return int(round(float(m.group(1)) * _SIZE_UNITS.get(unit, 1)))


class _Builder:
    """Turns (field -> (text, span, line)) cells into BenchRows and collects report-level values."""

    def __init__(self, path: str, max_rows: int):
        self.path = path
        self.max_rows = max_rows
        self.rows: list[BenchRow] = []
        self.problems: list[BenchProblem] = []
        self.unknown_reported: set[str] = set()
        self.seen = 0
        self.limit_line = 0
        self.common: dict[str, set] = {}

    def unknown(self, line: int, names: list[str]) -> None:
        new = [n for n in names if n not in self.unknown_reported]
        if not new:
            return
        self.unknown_reported.update(new)
        self.problems.append(
            BenchProblem(
                line,
                "unknown-column",
                f"unknown column{'s' if len(new) > 1 else ''} {', '.join(new)}: kept as extra values",
            )
        )

    def add(self, line: int, raw: str, cells: dict, units: dict[str, str | None]) -> None:
        """``cells``: field -> (text, (start, end), line); unknown columns under their own name."""
        row_unit = cells.get("unit", ("", None, line))[0].strip()
        row_kind = _unit_kind(row_unit) if row_unit else None
        vals: dict = {}
        context: dict[str, str] = {}
        extra: dict[str, str] = {}
        spans: dict[str, tuple[int, int]] = {}
        field_lines: dict[str, int] = {}
        texts: dict[str, str] = {}
        for name, (text, span, at) in cells.items():
            if span is not None:
                spans[name] = span
                if at != line:
                    field_lines[name] = at
                texts[name] = text
            if name not in _ALIASES:
                extra[name] = text
                continue
            unit = units.get(name)
            kind = _unit_kind(unit) if unit else None
            if name in _BW_FIELDS:
                value = _number(text)
                if kind is None or kind[0] != "bw":
                    kind = row_kind if row_kind and row_kind[0] == "bw" else None
                if name == "bandwidth":
                    factor = kind[1] if kind else 1e-3
                    if value is not None:
                        vals["bandwidth_MBps"] = value * factor * 1000.0
                        # NOTE: claims keep the scale the file used: GB/s-like units stay GB/s.
                        if kind is not None and kind[1] >= 0.1:
                            context["bandwidth_unit"] = "GB/s"
                else:
                    factor = kind[1] if kind else 1.0
                    if value is not None:
                        vals[f"{name}_GBps"] = value * factor
            elif name in _TIME_FIELDS:
                value = _number(text)
                if kind is None or kind[0] != "time":
                    kind = row_kind if row_kind and row_kind[0] == "time" else None
                factor = kind[1] if kind else 1.0
                if value is not None:
                    vals["latency_us" if name == "latency" else "time_us"] = value * factor
            elif name == "size":
                size = _size(text)
                if size is not None and kind is not None and kind[0] == "size":
                    size = int(round(size * kind[1]))
                vals["size_bytes"] = size
            elif name in ("count", "root", "wrong"):
                v = _number(text)
                vals[name] = int(v) if v is not None else None
            elif name == "dtype":
                vals["dtype"] = text.strip() or None
            elif name == "redop":
                vals["redop"] = text.strip() or None
            elif name == "group":
                g = text.strip().lower().replace("_", "-").replace(" ", "-")
                vals["group"] = {"out-of-place": "out-of-place", "oop": "out-of-place", "in-place": "in-place",
                                 "inplace": "in-place", "ip": "in-place"}.get(g)  # fmt: skip
            elif name == "in_place":
                t = text.strip().lower()
                if t in ("true", "1", "yes", "y"):
                    vals["group"] = "in-place"
                elif t in ("false", "0", "no", "n"):
                    vals["group"] = "out-of-place"
            elif name in ("unit",):
                continue
            else:
                t = text.strip()
                if t:
                    context[name] = t
        if not any(k in vals for k in ("busbw_GBps", "algbw_GBps", "bandwidth_MBps", "latency_us", "time_us")):
            return
        self.seen += 1
        if len(self.rows) >= self.max_rows:
            self.limit_line = self.limit_line or line
            return
        for key in ("operation", "gpus", "nodes", "ranks", "device", "library", "version", "tool", "tool_version"):
            self.common.setdefault(key, set()).add(context.get(key))
        self.common.setdefault("dtype", set()).add(vals.get("dtype"))
        ranks = context.get("ranks")
        self.rows.append(
            BenchRow(
                line=line,
                raw=raw,
                spans=spans,
                extra=extra,
                context=context,
                field_lines=field_lines,
                texts=texts,
                operation=context.get("operation"),
                n_ranks=int(ranks) if ranks and ranks.isdigit() else None,
                **vals,
            )
        )

    def report(self, fmt: str) -> BenchReport:
        if self.limit_line:
            self.problems.append(
                BenchProblem(
                    self.limit_line,
                    "row-limit",
                    f"more than {self.max_rows} rows: {self.seen - len(self.rows)} further rows were counted, not kept",
                )
            )

        def one(key):
            vals = self.common.get(key, set())
            return next(iter(vals)) if len(vals) == 1 else None

        ops = []
        for r in self.rows:
            if r.operation and r.operation not in ops:
                ops.append(r.operation)
        gpus, nodes, ranks = one("gpus"), one("nodes"), one("ranks")
        device = one("device")
        return BenchReport(
            path=self.path,
            format=fmt,
            tool=one("tool"),
            operation=ops[0] if ops else None,
            library=one("library"),
            library_version=one("version"),
            tool_version=one("tool_version"),
            n_gpus=int(gpus) if gpus and gpus.isdigit() else None,
            n_ranks=int(ranks) if ranks and ranks.isdigit() else None,
            hosts=(),
            devices=(device,) if device else (),
            dtype=one("dtype"),
            rows=tuple(self.rows),
            problems=tuple(self.problems),
            operations=tuple(ops),
            params={"nodes": nodes} if nodes else {},
            rows_seen=self.seen,
        )


# ------------------------------------------------------------------------------------------
# Parsers


def _parse_csv(lines: Iterable[str], b: _Builder, first_line: int) -> None:
    header: list[tuple[str | None, str | None, str]] | None = None
    delim = ","
    for lineno, line in enumerate(lines, first_line):
        raw = line.rstrip("\r\n")
        if lineno == first_line:
            raw = raw.lstrip("\ufeff")
        s = raw.strip()
        if not s or s.startswith("#"):
            continue
        if header is None:
            delim = _delimiter(s) or ","
            header = []
            unknown = []
            for c in _cells(raw, delim):
                field, unit = column(c.text)
                header.append((field, unit, c.text.strip()))
                if field is None and c.text.strip():
                    unknown.append(c.text.strip())
            b.unknown(lineno, unknown)
            continue
        cells = _cells(raw, delim)
        if len(cells) != len(header):
            b.problems.append(
                BenchProblem(
                    lineno,
                    "malformed",
                    f"row has {len(cells)} cells but the header has {len(header)}",
                )
            )
            if len(cells) < len(header) // 2 + 1:
                continue
        row: dict = {}
        units: dict[str, str | None] = {}
        for (field, unit, name), c in zip(header, cells):
            key = field or name
            if key in row or not c.text.strip():
                continue
            row[key] = (c.text, (c.start, c.end), lineno)
            units[key] = unit
        b.add(lineno, raw, row, units)


def _json_objects(lines: Iterable[str], first_line: int) -> Iterator[tuple[int, list[tuple[int, str]], str | None]]:
    """Yield (start line, [(line, text)], error) for each top-level object of a JSON array / JSON Lines.

    NOTE: a streaming scanner, so a large results file is never held as one string: only the
    object being read is buffered.
    """
    depth_stack: list[str] = []
    in_str = False
    skip = -1
    obj_lines: list[tuple[int, str]] = []
    obj_start = 0
    pieces: list[str] = []
    structural = re.compile(r'[{}\[\]"\\]')
    for lineno, line in enumerate(lines, first_line):
        raw = line.rstrip("\r\n")
        if lineno == first_line:
            raw = raw.lstrip("\ufeff")
        begin = 0 if depth_stack and obj_lines else None
        for m in structural.finditer(raw):
            p = m.start()
            ch = m.group()
            if p == skip:
                continue
            if in_str:
                if ch == "\\":
                    skip = p + 1
                elif ch == '"':
                    in_str = False
                continue
            if ch == '"':
                in_str = True
            elif ch in "{[":
                if ch == "{" and (not depth_stack or depth_stack == ["["]):
                    obj_start = lineno
                    obj_lines = []
                    pieces = []
                    begin = p
                depth_stack.append(ch)
            elif ch in "}]":
                if not depth_stack:
                    continue
                depth_stack.pop()
                if ch == "}" and (not depth_stack or depth_stack == ["["]) and begin is not None:
                    obj_lines.append((lineno, raw))
                    pieces.append(raw[begin : p + 1])
                    yield obj_start, obj_lines, "".join(pieces)
                    obj_lines, pieces, begin = [], [], None
        skip = -1
        if begin is not None and depth_stack and (len(depth_stack) > 1 or depth_stack == ["{"]):
            obj_lines.append((lineno, raw))
            pieces.append(raw[begin:] + "\n")
    if obj_lines:
        yield obj_start, obj_lines, None


def _locate(key: str, value, obj_lines: list[tuple[int, str]], start: int) -> tuple[str, tuple[int, int] | None, int]:
    """Find ``"key": value`` in the object's lines -> (value as written, span, line)."""
    pat = re.compile(r'"' + re.escape(key) + r'"\s*:\s*')
    for lineno, text in obj_lines:
        m = pat.search(text)
        if not m:
            continue
        i = m.end()
        if i < len(text) and text[i] == '"':
            j = i + 1
            while j < len(text):
                if text[j] == "\\":
                    j += 2
                    continue
                if text[j] == '"':
                    break
                j += 1
            return text[i + 1 : j], (i + 1, j), lineno
        v = re.match(r"[^,}\]\s]+", text[i:])
        if v:
            return v.group(), (i, i + v.end()), lineno
    return ("" if value is None else str(value)), None, start


def _parse_json(lines: Iterable[str], b: _Builder, first_line: int) -> None:
    for start, obj_lines, text in _json_objects(lines, first_line):
        if text is None:
            b.problems.append(BenchProblem(start, "malformed", "JSON object is not closed"))
            continue
        try:
            obj = json.loads(text)
        except ValueError as exc:
            b.problems.append(BenchProblem(start, "malformed", f"invalid JSON object: {exc}"))
            continue
        if not isinstance(obj, dict):
            continue
        cells: dict = {}
        units: dict[str, str | None] = {}
        unknown: list[str] = []
        for key, value in obj.items():
            if isinstance(value, (dict, list)):
                unknown.append(key)
                continue
            field, unit = column(key)
            if field is None:
                unknown.append(key)
            name = field or key
            if name in cells or value is None or value == "":
                continue
            written, span, at = _locate(key, value, obj_lines, start)
            if isinstance(value, bool):
                written = "true" if value else "false"
            cells[name] = (written, span, at)
            units[name] = unit
        b.unknown(start, unknown)
        metric_line = next(
            (cells[m][2] for m in ("busbw", "algbw", "bandwidth", "latency", "time") if m in cells), start
        )
        line_of = dict(obj_lines)
        one_line = " ".join(text.split())
        raw = one_line if len(one_line) <= 400 else line_of.get(metric_line, "").strip()
        # Spans stay relative to their own physical lines; the row line is the claimed metric's line.
        relocated = {k: (t, s, at) for k, (t, s, at) in cells.items()}
        b.add(metric_line, raw, relocated, units)


def parse(
    lines: Iterable[str], path: str, first_line: int = 1, fmt: str = "results-csv", *, max_rows: int = DEFAULT_MAX_ROWS
) -> BenchReport:
    """Parse a CSV or JSON results file given as lines; never raises on odd content."""
    b = _Builder(path, max_rows)
    try:
        if fmt == "results-json":
            _parse_json(lines, b, first_line)
        else:
            _parse_csv(lines, b, first_line)
    except Exception as exc:  # noqa: BLE001  NOTE: a parser must never stop a lint run.
        b.problems.append(BenchProblem(first_line, "malformed", f"results file could not be read: {exc}"))
    return b.report(fmt)
