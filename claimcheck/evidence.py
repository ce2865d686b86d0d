"""Evidence linking: check the documents' measured bandwidth figures against parsed benchmark logs.

``claimcheck check docs/ --evidence 'results/**/*.log'`` (or ``evidence:`` in the config) parses every
matching log with :mod:`claimcheck.benchlogs`. Each measured bandwidth claim of a document is then:

- **backed** when a row of the same operation (and message size, when the sentence states one) has a
  busbw or algbw within the tolerance: the claim cites the row as ``source`` (``results/x.log:42``);
- ``contradicts-evidence`` when it is above the best measured value for that operation and size, or when
  it is an algbw quoted as busbw (or the other way round) - the message carries both numbers;
- ``not-backed-by-evidence`` when nothing in the logs matches it.

A backed figure whose sentence does not say whether it is bus or algorithm bandwidth also gets
``unit-ambiguity``: the two differ by the collective's factor (2(n-1)/n for all-reduce).
This works on the wire dict, after the engine, so every output format shows its results.
"""

from __future__ import annotations

import glob
import os
import re
from dataclasses import dataclass

from claimcheck.errors import InputError

TOLERANCE = 0.02  # relative; printed nccl-tests figures have two decimals
_OPS = {
    "all_reduce": r"all[-_ ]?reduce|allreduce|올리듀스",
    "all_gather": r"all[-_ ]?gather|allgather|올게더",
    "reduce_scatter": r"reduce[-_ ]?scatter",
    "alltoall": r"all[-_ ]?to[-_ ]?all|alltoall",
    "broadcast": r"\bbroadcast",
    "reduce": r"(?<![-_ a-z])reduce(?![-_ ]?scatter)",
    "sendrecv": r"send[-_ ]?recv|p2p",
}
_SIZE = re.compile(r"\b([0-9]+(?:\.[0-9]+)?)\s*([KMGT])(i?)B\b(?!/)", re.I)
_BUS = re.compile(r"\bbusbw\b|\bbus bandwidth\b|버스 대역폭", re.I)
_ALG = re.compile(r"\balgbw\b|\balgorithm(?:ic)? bandwidth\b", re.I)


@dataclass(frozen=True)
class Row:
    """One measured row of an evidence log, in GB/s."""

    path: str
    line: int
    operation: str | None
    size: int | None
    busbw: float | None
    algbw: float | None

    @property
    def where(self) -> str:
        return f"{self.path}:{self.line}"


def load_rows(patterns, base: str = ".", notes: list[str] | None = None) -> list[Row]:
    """Rows of every benchmark report matching the globs (relative to ``base``). No match is an error.

    A matching file that gives no bandwidth row (not a benchmark report, or one of latency only) is
    named in ``notes``, so it is never dropped silently.
    """
    from claimcheck import benchlogs

    rows: list[Row] = []
    for pat in patterns:
        full = pat if os.path.isabs(pat) else os.path.join(base, pat)
        paths = sorted(p for p in glob.glob(full, recursive=True) if os.path.isfile(p))
        if not paths:
            raise InputError(f"--evidence {pat!r} matches no file")
        for p in paths:
            report = benchlogs.parse_path(p)
            shown = os.path.relpath(p, base) if not os.path.isabs(pat) else p
            before = len(rows)
            for r in report.rows:
                if benchlogs.wrong_row(r):
                    continue  # NOTE: a row with wrong results is not evidence
                bus = r.busbw_GBps
                alg = r.algbw_GBps
                if bus is None and alg is None and r.bandwidth_MBps is not None:
                    bus = r.bandwidth_MBps / 1000.0
                if bus is None and alg is None:
                    continue
                rows.append(Row(shown.replace(os.sep, "/"), r.line, _norm_op(r.operation or report.operation), r.size_bytes, bus, alg))
            if notes is not None and len(rows) == before:
                what = "not a benchmark report claimcheck reads" if report.format == "unknown" else f"a {report.format} report"
                notes.append(f"{shown}: no bandwidth row to check figures against ({what})")
    return rows


def _norm_op(op: str | None) -> str | None:
    if not op:
        return None
    op = op.lower().replace("_perf", "").replace("-", "_")
    return {"allreduce": "all_reduce", "allgather": "all_gather", "reducescatter": "reduce_scatter", "all_to_all": "alltoall"}.get(op, op)


def _op_of(sentence: str) -> str | None:
    for name, pat in _OPS.items():
        if re.search(pat, sentence, re.I):
            return name
    return None


def _sizes_of(sentence: str) -> list[int]:
    out = []
    for m in _SIZE.finditer(sentence):
        value, prefix, binary = float(m.group(1)), m.group(2).upper(), m.group(3)
        power = "KMGT".index(prefix) + 1
        out.append(int(value * (1024 ** power if binary else 1000 ** power)))
    return out


def _gbps(q: dict) -> float | None:
    from claimcheck.units import parse_unit

    unit = parse_unit(q.get("unit") or "")
    if unit is None or unit.dimension not in ("bytes/s", "bits/s"):
        return None
    v = q["value"] * unit.scale / 1e9
    return v / 8 if unit.dimension == "bits/s" else v


def _size_ok(row: Row, sizes: list[int]) -> bool:
    # NOTE: "8 GB" in prose usually means the 8 GiB row of a power-of-two sweep: accept either within 10%.
    return not sizes or row.size is None or any(abs(row.size - s) <= 0.1 * s for s in sizes)


def link(data: dict, rows: list[Row], severities: dict[str, str], tolerance: float = TOLERANCE) -> dict:
    """Add ``source`` and evidence findings to the measured bandwidth claims of ``data``; summary recomputed.

    Claims that come from the evidence logs themselves (checked along with the documents) are left alone.
    """
    from claimcheck.baseline import recompute_summary

    ev_paths = {r.path for r in rows}
    for claim in data["claims"]:
        if claim["evidence"] != "measured" or claim["kind"] != "bandwidth" or not claim.get("quantity"):
            continue
        if claim["path"].replace(os.sep, "/") in ev_paths or claim.get("scope") == "log":
            continue
        value = _gbps(claim["quantity"])
        if value is None:
            continue
        sentence = claim.get("sentence", "")
        op = _op_of(sentence)
        sizes = _sizes_of(sentence)
        cands = [r for r in rows if (op is None or r.operation in (None, op)) and _size_ok(r, sizes)]
        said_bus, said_alg = bool(_BUS.search(sentence)), bool(_ALG.search(sentence))
        findings = claim["findings"]

        def add(rule, message):
            if rule in severities:
                findings.append({"rule": rule, "severity": severities[rule], "message": message})

        close = lambda x: x is not None and abs(x - value) <= tolerance * max(x, value)
        bus_hit = next((r for r in cands if close(r.busbw)), None)
        alg_hit = next((r for r in cands if close(r.algbw)), None)
        size_text = " or ".join(m.group(0) for m in _SIZE.finditer(sentence))
        what = ", ".join(x for x in (op, size_text) if x) or "any operation"
        if said_bus and not bus_hit and alg_hit:
            add("contradicts-evidence", f"{claim['text']} is quoted as busbw but matches the algbw of {alg_hit.where} "
                f"(busbw there is {alg_hit.busbw:g} GB/s)")
            continue
        if said_alg and not alg_hit and bus_hit:
            add("contradicts-evidence", f"{claim['text']} is quoted as algbw but matches the busbw of {bus_hit.where} "
                f"(algbw there is {bus_hit.algbw:g} GB/s)")
            continue
        hit = bus_hit or alg_hit
        if hit:
            claim["source"] = hit.where
            if not said_bus and not said_alg and bus_hit and alg_hit is None and "unit-ambiguity" in severities:
                add("unit-ambiguity", f"{claim['text']} is the bus bandwidth (busbw) of {hit.where}; say so - algbw and busbw "
                    f"differ by the collective's factor")
            continue
        best = max(cands, key=lambda r: max(r.busbw or 0, r.algbw or 0), default=None)
        if best is not None and value > max(best.busbw or 0, best.algbw or 0) * (1 + tolerance):
            add("contradicts-evidence", f"{claim['text']} is above the best measured value for {what}: "
                f"busbw {best.busbw:g} GB/s, algbw {best.algbw if best.algbw is not None else 'n/a'} GB/s at {best.where}")
            continue
        add("not-backed-by-evidence", f"{claim['text']} matches no row of the evidence logs for {what}"
            + (f" (closest: busbw {best.busbw:g} GB/s at {best.where})" if best is not None and best.busbw is not None else ""))
    data["summary"] = recompute_summary(data)
    return data
