"""nccl-tests JSON reports: the file ``all_reduce_perf ... -J out.json`` writes (JSON file version 2).

The writer (nccl-tests ``src/util.cu``) emits one object, usually on a single line::

    {"version": 2, "start_time": "...", "args": ["./build/all_reduce_perf", "-b", "8", ...],
     "env": [...], "nccl_version": 22703,
     "config": {"nthreads": 1, "ngpus": 8, "minimum_bytes": 8, "maximum_bytes": 8589934592,
                "step_factor": 2, "warmup_iters": 5, "iterations": 20, ...,
                "devices": [{"rank": 0, "group": 0, "pid": 1, "hostname": "n1", "device": 0,
                             "device_hex": "0000:04:00", "device_info": "NVIDIA H100 80GB HBM3"}, ...]},
     "results": [{"size": 8, "count": 2, "type": "float", "redop": "sum", "root": "    -1",
                  "out_of_place": {"time": 9.1, "alg_bw": 0.0, "bus_bw": 0.0, "nwrong": 0},
                  "in_place": {...}, "actual_iterations": 20, "experiment_name": "..."}, ...],
     "out_of_bounds": {"count": 0, "okay": "true"},
     "average_bus_bandwidth": {"bandwidth": 70.7, "okay": "unchecked"},
     "errors": [], "end_time": "..."}

Each result object gives one row per placement (out-of-place, in-place), as the text log does. A run
that crashed leaves the object open: the complete result objects are still read and the report is
marked truncated. Figures keep their line and column in the file, so a pretty-printed report
(``jq . out.json``) points at the line of each ``bus_bw``.
"""

from __future__ import annotations

import json
import re
from typing import Iterable

from . import DEFAULT_MAX_ROWS, BenchProblem, BenchReport, BenchRow, BenchSummary
from .nccl_tests import _group_size, _library_from_code

_DECODER = json.JSONDecoder()
_KEY = r'"{}"\s*:\s*'
_NUMBER = re.compile(r"-?[0-9][0-9.eE+-]*")
# config key -> the name the text log's header uses (BenchReport.params)
_PARAMS = {"nthreads": "nThread", "ngpus": "nGpus", "minimum_bytes": "minBytes", "maximum_bytes": "maxBytes",
           "step_factor": "step", "step_bytes": "step", "warmup_iters": "warmup iters", "iterations": "iters",
           "aggregated_iterations": "agg iters", "validation": "validation", "graph": "graph"}


def looks_like(head: str) -> bool:
    """A JSON object whose opening keys are those of the nccl-tests writer."""
    h = head.lstrip("\ufeff \t\r\n")
    if not h.startswith("{"):
        return False
    return bool(re.search(r'"nccl_version"\s*:', h)) or bool(
        re.search(r'"args"\s*:\s*\[\s*"[^"]*_perf(?:_mpi)?"', h) and re.search(r'"(?:start_time|env)"\s*:', h))


def _value_at(text: str, key: str, start: int = 0, end: int | None = None):
    """(value, start offset, end offset) of the value of the first ``"key":`` in text[start:end], or (None, -1, -1)."""
    m = re.compile(_KEY.format(re.escape(key))).search(text, start, len(text) if end is None else end)
    if m is None:
        return None, -1, -1
    try:
        value, stop = _DECODER.raw_decode(text, m.end())
    except ValueError:
        return None, -1, -1
    return value, m.end(), stop


def _position(text: str, offset: int) -> tuple[int, int]:
    """(1-based line, 0-based column) of a character offset."""
    line_start = text.rfind("\n", 0, offset) + 1
    return text.count("\n", 0, offset) + 1, offset - line_start


def _results(text: str, problems: list[BenchProblem], first_line: int):
    """(object, start offset, end offset) of each complete result object, and whether the list was closed."""
    m = re.search(_KEY.format("results") + r"\[", text)
    if m is None:
        return [], False
    out = []
    i = m.end()
    while True:
        while i < len(text) and text[i] in " \t\r\n,":
            i += 1
        if i >= len(text):
            return out, False
        if text[i] == "]":
            return out, True
        try:
            obj, end = _DECODER.raw_decode(text, i)
        except ValueError:
            line, _ = _position(text, i)
            problems.append(BenchProblem(first_line + line - 1, "truncated",
                                         "a result object is cut off: the run stopped while writing the JSON report"))
            return out, False
        out.append((obj, i, end))
        i = end


def _int(value) -> int | None:
    try:
        return int(str(value).strip())
    except (TypeError, ValueError):
        return None


def _float(value) -> float | None:
    if isinstance(value, bool) or value is None:
        return None
    try:
        return float(value)
    except (TypeError, ValueError):
        return None  # NOTE: the writer prints NaN as the string "nan"


def _okay(value) -> str | None:
    v = str(value).strip().lower()
    return "OK" if v == "true" else "FAILED" if v == "false" else None


def parse(lines: Iterable[str], path: str, first_line: int = 1, *, max_rows: int = DEFAULT_MAX_ROWS) -> BenchReport:
    """Parse an nccl-tests JSON report given as lines; never raises on odd content."""
    text = "".join(line if line.endswith("\n") else line + "\n" for line in lines).lstrip("\ufeff")
    problems: list[BenchProblem] = []
    try:
        return _parse(text, path, first_line, max_rows, problems)
    except Exception as exc:  # noqa: BLE001  NOTE: a parser must never stop a lint run.
        problems.append(BenchProblem(first_line, "malformed", f"nccl-tests JSON report could not be read: {exc}"))
        return BenchReport(path=path, format="nccl-tests-json", tool="nccl-tests", problems=tuple(problems))


def _parse(text: str, path: str, first_line: int, max_rows: int, problems: list[BenchProblem]) -> BenchReport:
    args = _value_at(text, "args")[0]
    program = args[0].rsplit("/", 1)[-1] if isinstance(args, list) and args and isinstance(args[0], str) else None
    operation = re.sub(r"_perf(?:_mpi)?$", "", program) if program and re.search(r"_perf(?:_mpi)?$", program) else None
    code = _value_at(text, "nccl_version")[0]
    config = _value_at(text, "config")[0]
    config = config if isinstance(config, dict) else {}
    devices = [d for d in config.get("devices") or [] if isinstance(d, dict)]
    hosts = tuple(dict.fromkeys(str(d["hostname"]) for d in devices if d.get("hostname")))
    models = tuple(dict.fromkeys(str(d["device_info"]).strip() for d in devices if d.get("device_info")))
    gpus = {(d.get("hostname"), d.get("device_hex") or d.get("device")) for d in devices}
    n_ranks = len({d.get("rank") for d in devices}) or None
    group_size = _group_size({d.get("rank"): (d.get("group"),) for d in devices})  # NOTE: ranks per communicator
    params = {name: str(config[key]) for key, name in _PARAMS.items() if key in config and not isinstance(config[key], (dict, list))}


    library = "RCCL" if any(m.startswith("AMD") for m in models) else "NCCL"
    version = _library_from_code(str(code)) if isinstance(code, int) and library == "NCCL" else None

    rows: list[BenchRow] = []
    seen = 0
    limit_line = 0
    results, closed = _results(text, problems, first_line)
    for obj, start, end in results:
        if not isinstance(obj, dict):
            continue
        size, count = _int(obj.get("size")), _int(obj.get("count"))
        dtype = obj.get("type") if isinstance(obj.get("type"), str) else None
        redop = obj.get("redop") if isinstance(obj.get("redop"), str) else None
        root = _int(obj.get("root"))
        raw = json.dumps(obj, separators=(", ", ": "))
        for key, group in (("out_of_place", "out-of-place"), ("in_place", "in-place")):
            part = obj.get(key)
            if not isinstance(part, dict):
                continue
            _, at, stop = _value_at(text, key, start, end)
            busbw, algbw = _float(part.get("bus_bw")), _float(part.get("alg_bw"))
            if busbw is None and algbw is None:
                continue
            seen += 1
            if len(rows) >= max_rows:
                limit_line = limit_line or first_line + _position(text, start)[0] - 1
                continue
            spans, field_lines, texts = {}, {}, {}
            for name, json_key in (("busbw", "bus_bw"), ("algbw", "alg_bw"), ("time", "time"), ("time", "cpu_time")):
                if name in spans:
                    continue
                voff = _value_at(text, json_key, at, stop)[1] if at >= 0 else -1
                m = _NUMBER.match(text, voff) if voff >= 0 else None
                if m is None:
                    continue
                line, col = _position(text, voff)
                spans[name] = (col, col + len(m.group()))
                field_lines[name] = first_line + line - 1
                texts[name] = m.group()
            nwrong = _float(part.get("nwrong"))
            time_us = _float(part.get("time", part.get("cpu_time")))
            rows.append(BenchRow(
                line=field_lines.get("busbw", first_line + _position(text, start)[0] - 1),
                size_bytes=size, count=count, dtype=dtype, redop=redop, root=root, group=group,
                time_us=time_us, algbw_GBps=algbw, busbw_GBps=busbw,
                wrong=int(nwrong) if nwrong is not None else None,
                raw=raw, spans=spans, operation=operation, n_ranks=group_size,
                field_lines=field_lines, texts=texts,
            ))

    summaries: list[BenchSummary] = []
    for key, metric, inner in (("average_bus_bandwidth", "avg-busbw", "bandwidth"), ("out_of_bounds", "out-of-bounds", "count")):
        value, at, stop = _value_at(text, key)
        if not isinstance(value, dict):
            continue
        voff = _value_at(text, inner, at, stop)[1]
        m = _NUMBER.match(text, voff) if voff >= 0 else None
        if m is None:
            continue
        line, col = _position(text, voff)
        line_text = text[text.rfind("\n", 0, voff) + 1: text.find("\n", voff)]
        summaries.append(BenchSummary(
            line=first_line + line - 1, metric=metric, value=_float(value.get(inner)),
            unit="GB/s" if metric == "avg-busbw" else "", text=m.group(), span=(col, col + len(m.group())),
            raw=line_text if len(line_text) <= 400 else json.dumps({key: value}), status=_okay(value.get("okay")),
            operation=operation, n_ranks=group_size,
        ))

    truncated = not closed or not any(s.metric == "avg-busbw" for s in summaries)
    if truncated and not any(p.kind == "truncated" for p in problems):
        last = first_line + text.rstrip().count("\n")
        what = f"{operation} " if operation else ""
        problems.append(BenchProblem(last, "truncated", f"{what}JSON report has no average bus bandwidth: the run was cut off "
                                                         "or crashed before nccl-tests finished the file"))
    if limit_line:
        problems.append(BenchProblem(limit_line, "row-limit",
                                     f"more than {max_rows} rows: {seen - len(rows)} further rows were counted, not kept"))
    return BenchReport(
        path=path,
        format="nccl-tests-json",
        tool="rccl-tests" if library == "RCCL" else "nccl-tests",
        operation=operation,
        library=library,
        library_version=version,
        n_gpus=len(gpus) or None,
        n_ranks=n_ranks,
        hosts=hosts,
        devices=models,
        dtype=next((r.dtype for r in rows if r.dtype), None),
        rows=tuple(rows),
        summary=tuple(summaries),
        problems=tuple(problems),
        truncated=truncated,
        operations=(operation,) if operation else (),
        params=params,
        rows_seen=seen,
    )
