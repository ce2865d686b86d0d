"""The HTML audit report: one self-contained page over a whole ``check`` run.

``render(data, meta)`` turns the JSON wire dict (``RunResult.to_dict()``) plus run metadata into a single
HTML file with inline CSS, JS and SVG, that opens from disk and makes no network request. The page shows
an overview (counts, the CI gate, the config in force), a scaling chart against ideal-linear and Amdahl
curves, measured-vs-peak bars, a section per benchmark log (its rows as a table and a bandwidth-vs-message-size
chart), and every claim per file with its class, conditions, cues and findings,
plus client-side filters.

The work is split in two: :func:`build_view` computes a plain-dict view model (totals, chart geometry,
highlighted sentence segments, anchors) that tests can inspect, and the Jinja2 template under
``reports/`` only lays it out. Document text only ever reaches the template as *data* (autoescaped
variables), never as template source, and the JSON the script reads is escaped for a ``<script>`` context.

Jinja2 is imported inside the functions so that ``claimcheck --help`` does not pay for it.
"""

from __future__ import annotations

import base64
import datetime as _dt
import hashlib
import json
import math
import re
import sys
from pathlib import Path
from typing import Any, Iterable
from urllib.parse import quote

from claimcheck.errors import EXIT_OK, EXIT_USAGE_OR_CONFIG, ClaimcheckError, InputError
from claimcheck.resources import data_path

__all__ = ["render", "build_view", "check_wire", "script_json", "main"]

CLASSES = ("measured", "vendor-peak", "inferred")
CLASS_LABELS = {"measured": "measured", "vendor-peak": "vendor peak", "inferred": "inferred"}
CLASS_SHAPES = {"measured": "circle", "vendor-peak": "square", "inferred": "triangle"}
KINDS = ("bandwidth", "latency", "scaling", "throughput")
SEVERITIES = ("error", "warning", "info")
SEVERITY_RANK = {"error": 3, "warning": 2, "info": 1}
GROUPS = ("workload", "system", "software")
AMDAHL_FRACTIONS = (0.01, 0.05, 0.10)

# NOTE: a file is collapsed by default once the run is this big, so the browser lays out only the
# summaries; smaller runs open every file so a reviewer sees everything without a click.
OPEN_FILES_UP_TO = 200
# Peak comparisons shown before the "show the others" fold (most over the peak come first).
PEAK_ROWS_SHOWN = 20
# Files drawn in the overview's classes-per-file chart (the rest are in the table beside it).
FILE_CHART_MAX = 25

# Factors to GB/s (1e9 bytes per second) for comparing a claim with a peak given in another unit.
_TO_GBPS = {
    "B/s": 1e-9, "KB/s": 1e-6, "MB/s": 1e-3, "GB/s": 1.0, "TB/s": 1e3, "PB/s": 1e6,
    "KiB/s": 1024 / 1e9, "MiB/s": 1024**2 / 1e9, "GiB/s": 1024**3 / 1e9, "TiB/s": 1024**4 / 1e9,
    "b/s": 1e-9 / 8, "Kb/s": 1e-6 / 8, "Mb/s": 1e-3 / 8, "Gb/s": 1 / 8, "Tb/s": 1e3 / 8,
    "bps": 1e-9 / 8, "Kbps": 1e-6 / 8, "Mbps": 1e-3 / 8, "Gbps": 1 / 8, "Tbps": 1e3 / 8,
}


# ----------------------------------------------------------------------------------------------- helpers


def script_json(obj: Any) -> str:
    """Serialise ``obj`` as JSON that is safe inside an HTML ``<script>`` element.

    ``<``, ``>`` and ``&`` become ``\\u`` escapes (so ``</script>`` or ``<!--`` in document text cannot end
    or change the element), as do U+2028/U+2029 (line terminators in older JavaScript). The escapes can
    only occur inside JSON strings, where they decode to the same characters.
    """
    text = json.dumps(obj, ensure_ascii=False, separators=(",", ":"), default=str)
    return (
        text.replace("&", "\\u0026")
        .replace("<", "\\u003c")
        .replace(">", "\\u003e")
        .replace("\u2028", "\\u2028")
        .replace("\u2029", "\\u2029")
    )


def _csp_hash(text: str) -> str:
    """The CSP source expression (``'sha256-…'``) that allows an inline block with exactly ``text``."""
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return "'sha256-" + base64.b64encode(digest).decode("ascii") + "'"


def _fmt_num(value: Any) -> str:
    """A number as a reviewer reads it: ``900``, ``7.2``, ``0.92``, ``12,800``."""
    if value is None:
        return ""
    try:
        v = float(value)
    except (TypeError, ValueError):
        return str(value)
    if math.isnan(v) or math.isinf(v):
        return str(v)
    if v == int(v) and abs(v) < 1e15:
        return f"{int(v):,}"
    if abs(v) >= 1000:
        return f"{v:,.1f}".rstrip("0").rstrip(".")
    return f"{v:.4g}"


def _fmt_pct(fraction: float) -> str:
    """A share as a percentage; one decimal near 100% so 100.4% does not read as exactly the peak."""
    pct = fraction * 100
    if pct < 10 or (abs(pct - 100) < 0.5 and pct != 100):
        return f"{pct:.1f}%"
    return f"{pct:.0f}%"


def _fmt_time(iso: str) -> str:
    """``2025-03-14T09:30:00+00:00`` as ``2025-03-14 09:30 UTC``; anything unparsable as given."""
    try:
        when = _dt.datetime.fromisoformat(iso.replace("Z", "+00:00"))
    except ValueError:
        return iso
    if when.utcoffset() == _dt.timedelta(0):
        return when.strftime("%Y-%m-%d %H:%M UTC")
    if when.tzinfo is None:
        return when.strftime("%Y-%m-%d %H:%M")
    return when.strftime("%Y-%m-%d %H:%M UTC%z")


def _anchor_href(anchor: str) -> str:
    """A same-page link to ``id=anchor``: the id percent-encoded as a URL fragment."""
    return "#" + quote(anchor, safe="/:@!$'()*+,;=-._~?")


def _order(known: Iterable[str], seen: Iterable[str]) -> list[str]:
    """The known values in their documented order, then any others seen (sorted), so new ones still show."""
    known = list(known)
    extra = sorted({s for s in seen if s not in known})
    return known + extra


def _fmt_applies_to(value: Any) -> str:
    if value is None or value == "" or value == {} or value == []:
        return "all claims"
    if isinstance(value, dict):
        parts = []
        for key, val in value.items():
            if isinstance(val, (list, tuple)):
                val = ", ".join(str(v) for v in val)
            parts.append(f"{key}: {val}")
        return "; ".join(parts)
    if isinstance(value, (list, tuple)):
        return ", ".join(str(v) for v in value)
    return str(value)


def _shorten_path(path: str, limit: int = 34) -> str:
    """Keep the end of a long path (the file name is what tells files apart)."""
    return path if len(path) <= limit else "…" + path[-(limit - 1) :]


# ----------------------------------------------------------------------------------------------- meta


def _normalise_meta(meta: dict | None, summary: dict) -> dict:
    """Fill what ``meta`` leaves out, so ``render(data, {})`` gives a complete page."""
    meta = dict(meta or {})
    try:
        from claimcheck import __version__ as version
    except ImportError:  # pragma: no cover - the package always has it
        version = "unknown"
    meta.setdefault("tool_version", version)
    meta.setdefault("title", "claimcheck report")
    meta.setdefault("generated", _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0).isoformat())
    meta.setdefault("rules", [])
    meta.setdefault("fail_on", "error")
    meta.setdefault("config", {})
    meta.setdefault("peaks", {})
    meta.setdefault("sources", {})
    fail_rank = SEVERITY_RANK.get(str(meta["fail_on"]), 99)
    gating = sum(n for sev, n in summary["findings"].items() if SEVERITY_RANK.get(sev, 0) >= fail_rank)
    if "verdict" not in meta:
        meta["verdict"] = "fail" if gating else "pass"
    if "exit_code" not in meta:
        meta["exit_code"] = 1 if meta["verdict"] == "fail" else EXIT_OK
    meta["_gating"] = gating
    return meta


def _summary(data: dict) -> dict:
    """The run's summary: the wire dict's own when present, otherwise computed from the claims."""
    claims = data.get("claims") or []
    given = data.get("summary") or {}
    by_ev: dict[str, int] = {}
    by_kind: dict[str, int] = {}
    sev = {s: 0 for s in SEVERITIES}
    for c in claims:
        by_ev[c["evidence"]] = by_ev.get(c["evidence"], 0) + 1
        by_kind[c["kind"]] = by_kind.get(c["kind"], 0) + 1
        for f in c.get("findings") or ():
            sev[f["severity"]] = sev.get(f["severity"], 0) + 1
    return {
        "files": given.get("files", len({c["path"] for c in claims})),
        "claims": given.get("claims", len(claims)),
        "by_evidence": given.get("by_evidence", by_ev),
        "by_kind": given.get("by_kind", by_kind),
        "findings": {**sev, **(given.get("findings") or {})},
    }


# ----------------------------------------------------------------------------------------------- claims


def _find_figure(sentence: str, text: str, claim: dict, source_line: str | None) -> int:
    """Offset of the claim's figure inside its sentence, or -1.

    When the figure occurs more than once, the source line (if known) and the claim's column pick the
    right occurrence: the sentence is located inside the line and the column taken relative to it.
    """
    if not text:
        return -1
    first = sentence.find(text)
    if first < 0 or sentence.find(text, first + 1) < 0 or not source_line:
        return first
    at = source_line.find(sentence)
    if at >= 0:
        guess = claim.get("column", 1) - 1 - at
        if 0 <= guess and sentence.startswith(text, guess):
            return guess
    # NOTE: the sentence may start on an earlier line; then match by the figure's column in its line
    # against the columns of the occurrences in the sentence's last line.
    return first


def _segments(sentence: str, text: str, cues: list[str], claim: dict, source_line: str | None) -> list[dict]:
    """Split a sentence into plain / ``mark`` (the figure) / ``cue`` pieces, without overlaps."""
    spans: list[tuple[int, int, str]] = []
    at = _find_figure(sentence, text, claim, source_line)
    if at >= 0:
        spans.append((at, at + len(text), "mark"))
    lower = sentence.lower()
    for cue in cues:
        cue_l = (cue or "").lower()
        if not cue_l:
            continue
        start = 0
        while True:
            i = lower.find(cue_l, start)
            if i < 0:
                break
            j = i + len(cue_l)
            if all(j <= s or i >= e for s, e, _ in spans):
                spans.append((i, j, "cue"))
                break
            start = i + 1
    spans.sort()
    out: list[dict] = []
    pos = 0
    for s, e, role in spans:
        if s > pos:
            out.append({"text": sentence[pos:s], "role": ""})
        out.append({"text": sentence[s:e], "role": role})
        pos = e
    if pos < len(sentence):
        out.append({"text": sentence[pos:], "role": ""})
    return out


def _context(lines: list[str] | None, claim: dict, around: int = 2) -> dict | None:
    """Numbered source lines around a claim, the figure's columns marked on its first line."""
    if not lines:
        return None
    first = claim["line"]
    last = max(claim.get("end_line") or first, first)
    lo = max(1, first - around)
    hi = min(len(lines), last + around)
    if lo > hi:
        return None
    rows = []
    for n in range(lo, hi + 1):
        line = lines[n - 1]
        row = {"n": n, "pre": line, "mark": "", "post": "", "hit": first <= n <= last}
        if n == first and claim.get("end_line", first) == first:
            c0 = max(0, claim.get("column", 1) - 1)
            c1 = max(c0, claim.get("end_column", c0 + 1) - 1)
            row.update(pre=line[:c0], mark=line[c0:c1], post=line[c1:])
        rows.append(row)
    return {"from": lo, "to": hi, "rows": rows}


def _quantity_view(q: dict | None, text: str) -> dict | None:
    """The normalised figure, and whether it reads differently from the text as written."""
    if not q:
        return None
    value, unit = _fmt_num(q.get("value")), q.get("unit") or ""
    squash = lambda s: "".join(s.split()).replace(",", "").lower()  # noqa: E731
    return {
        "value": value,
        "unit": unit,
        "direction": q.get("direction"),
        "differs": bool(unit) and squash(f"{value}{unit}") != squash(text),  # NOTE: an unstated unit adds nothing to show
    }


def _claim_view(index: int, claim: dict, anchor: str, file_index: int, rules: dict, lines: list[str] | None) -> dict:
    """Everything the template shows for one claim, and the facets the filters use."""
    findings = []
    for f in claim.get("findings") or ():
        rule = rules.get(f["rule"], {})
        findings.append(
            {
                "rule": f["rule"],
                "severity": f["severity"],
                "message": f.get("message", ""),
                "description": rule.get("description", ""),
                "help": rule.get("help", ""),
                "rule_href": _anchor_href("rule-" + f["rule"]),
            }
        )
    findings.sort(key=lambda f: -SEVERITY_RANK.get(f["severity"], 0))
    sevs = sorted({f["severity"] for f in findings}, key=lambda s: -SEVERITY_RANK.get(s, 0))
    conds = claim.get("conditions") or {}
    missing = list(claim.get("missing") or ())
    # NOTE: the same condition can be found in several places (sentence, table, section); show it once.
    groups = [{"name": g, "chips": list(dict.fromkeys(str(x) for x in conds.get(g) or ())), "missing": g in missing} for g in _order(GROUPS, conds)]
    for g in missing:
        if g not in conds and g not in GROUPS:
            groups.append({"name": g, "chips": [], "missing": True})
    q = claim.get("quantity") or None
    sc = claim.get("scaling") or None
    scaling = None
    if sc:
        parts = []
        if sc.get("devices"):
            parts.append(f"{_fmt_num(sc['devices'])} devices")
        if sc.get("speedup") is not None:
            parts.append(f"{_fmt_num(sc['speedup'])}× speedup")
        if sc.get("efficiency") is not None:
            parts.append(f"{_fmt_pct(sc['efficiency'])} efficiency")
        if sc.get("qualitative"):
            parts.append(str(sc["qualitative"]))
        scaling = {"text": " · ".join(parts), "baseline": sc.get("baseline")}
    source_line = lines[claim["line"] - 1] if lines and 0 < claim["line"] <= len(lines) else None
    cues = [str(c) for c in claim.get("cues") or ()]
    segments = _segments(claim.get("sentence", ""), claim.get("text", ""), cues, claim, source_line)
    quantity = _quantity_view(q, claim.get("text", ""))
    marked = any(s["role"] == "mark" for s in segments)
    return {
        "index": index,
        "id": anchor,
        "href": _anchor_href(anchor),
        "path": claim["path"],
        "file": file_index,
        "loc": f"{claim['path']}:{claim['line']}:{claim.get('column', 1)}",
        "line": claim["line"],
        "kind": claim["kind"],
        "evidence": claim["evidence"],
        "evidence_label": CLASS_LABELS.get(claim["evidence"], claim["evidence"]),
        "text": claim.get("text", ""),
        "sentence": claim.get("sentence", ""),
        "segments": segments,
        # NOTE: the figure row only repeats the <mark> unless it adds something (normalised value, direction).
        "show_figure": not marked or bool(quantity and (quantity["differs"] or quantity["direction"])),
        "subject": claim.get("subject"),
        "quantity": quantity,
        "scaling": scaling,
        "cues": cues,
        "groups": groups,
        "has_conditions": any(g["chips"] or g["missing"] for g in groups),
        "missing": missing,
        "findings": findings,
        "severities": sevs,
        "worst": sevs[0] if sevs else "none",
        "rules": sorted({f["rule"] for f in findings}),
        "source": claim.get("source"),
        "context": _context(lines, claim),
    }


# ----------------------------------------------------------------------------------------------- charts


def _file_chart(files: list[dict], classes: list[str]) -> dict:
    """Stacked bars of evidence classes for the files with the most claims (SVG geometry)."""
    ranked = sorted(files, key=lambda f: (-f["n"], f["path"]))[:FILE_CHART_MAX]
    label_w, bar_x, bar_w, row_h, top = 250, 258, 380, 24, 8
    biggest = max((f["n"] for f in ranked), default=1) or 1
    rows = []
    for i, f in enumerate(ranked):
        y = top + i * row_h
        x = bar_x
        segs = []
        for cls in classes:
            n = f["counts"].get(cls, 0)
            if not n:
                continue
            w = n / biggest * bar_w
            segs.append({"cls": cls, "n": n, "x": round(x, 1), "w": round(w, 1), "label": w >= 22})
            x += w
        rows.append(
            {
                "path": f["path"],
                "short": _shorten_path(f["path"]),
                "href": _anchor_href(f["anchor"]),
                "y": y,
                "n": f["n"],
                "segs": segs,
                "end": round(x + 6, 1),
                "title": f"{f['path']}: "
                + ", ".join(f"{f['counts'].get(c, 0)} {CLASS_LABELS.get(c, c)}" for c in classes),
            }
        )
    return {
        "rows": rows,
        "width": bar_x + bar_w + 50,
        "height": top * 2 + len(rows) * row_h,
        "label_x": label_w,
        "row_h": row_h,
        "bar_h": row_h - 8,
        "shown": len(rows),
        "total": len(files),
    }


def _log_ticks(lo: int, hi: int) -> list[int]:
    step = 1 if hi - lo <= 11 else 2
    return list(range(lo, hi + 1, step))


def _tick_label(exp: int) -> str:
    v = 2.0**exp
    if v >= 1:
        return f"{int(v):,}"
    return f"1/{int(round(1 / v))}"


def _scaling_chart(claims: list[dict], views: list[dict]) -> dict:
    """Scatter of (devices, speedup) on log₂ axes with ideal-linear and Amdahl curves (SVG geometry)."""
    raw = []
    skipped: dict[str, int] = {}
    for claim, view in zip(claims, views):
        sc = claim.get("scaling")
        if not sc:
            if claim["kind"] == "scaling":
                skipped["no figures extracted"] = skipped.get("no figures extracted", 0) + 1
            continue
        n, s, e = sc.get("devices"), sc.get("speedup"), sc.get("efficiency")
        derived = False
        if s is None and e is not None and n:
            s, derived = e * n, True
        if not n or s is None:
            reason = "qualitative only" if sc.get("qualitative") and s is None and e is None else "no device count" if not n else "no speedup or efficiency"
            skipped[reason] = skipped.get(reason, 0) + 1
            continue
        if n <= 0 or s <= 0:
            skipped["non-positive figures"] = skipped.get("non-positive figures", 0) + 1
            continue
        raw.append((claim, view, float(n), float(s), derived))
    chart: dict[str, Any] = {
        "points": [],
        "skipped": sorted(skipped.items()),
        "above": [],
        "width": 720,
        "height": 440,
    }
    if not raw:
        return chart
    left, right, top, bottom = 64, 24, 18, 52
    w, h = chart["width"] - left - right, chart["height"] - top - bottom
    x_hi = max(3, math.ceil(math.log2(max(p[2] for p in raw)) - 1e-9))
    y_lo = min(0, math.floor(math.log2(min(p[3] for p in raw)) + 1e-9))
    y_hi = max(x_hi, math.ceil(math.log2(max(p[3] for p in raw)) - 1e-9))

    # NOTE: a quarter step of padding past the outer ticks keeps points on the edge fully visible.
    x0, x1, y0, y1 = -0.25, x_hi + 0.25, y_lo - 0.25, y_hi + 0.25

    def px(n: float) -> float:
        return round(left + (math.log2(n) - x0) / (x1 - x0) * w, 1)

    def py(s: float) -> float:
        return round(top + h - (math.log2(s) - y0) / (y1 - y0) * h, 1)

    def path(fn) -> str:
        pts = [(2 ** (k / 8), fn(2 ** (k / 8))) for k in range(0, 8 * x_hi + 1)]
        return "M" + " L".join(f"{px(n)},{py(s)}" for n, s in pts)

    chart.update(
        left=left,
        top=top,
        plot_w=w,
        plot_h=h,
        right_x=left + w,
        bottom_y=top + h,
        xticks=[{"x": px(2**e), "label": _tick_label(e)} for e in _log_ticks(0, x_hi)],
        yticks=[{"y": py(2**e), "label": _tick_label(e)} for e in _log_ticks(y_lo, y_hi)],
        ideal=f"M{px(1)},{py(1)} L{px(2**x_hi)},{py(2**x_hi)}",
        ideal_label={"x": px(2**x_hi) - 6, "y": py(2**x_hi) - 8},
        amdahl=[
            {
                "fraction": f,
                "label": f"{f * 100:.0f}% serial",
                "d": path(lambda n, f=f: 1 / (f + (1 - f) / n)),
                "lx": px(2**x_hi) - 4,
                "ly": py(1 / (f + (1 - f) / 2**x_hi)) - 6,
            }
            for f in AMDAHL_FRACTIONS
        ],
    )
    for i, (claim, view, n, s, derived) in enumerate(raw):
        above = s > n * (1 + 1e-9)
        cls = claim["evidence"]
        eff = s / n
        desc = (
            f"{CLASS_LABELS.get(cls, cls)}: {_fmt_num(n)} devices, {_fmt_num(s)}× speedup"
            f"{' (from ' + _fmt_pct(eff) + ' efficiency)' if derived else ''}"
            f"{', above ideal linear' if above else ''} — {view['loc']}"
        )
        point = {
            "i": i,
            "claim": view["index"],
            "href": view["href"],
            "cls": cls,
            "shape": CLASS_SHAPES.get(cls, "diamond"),
            "x": px(n),
            "y": py(s),
            "devices": _fmt_num(n),
            "speedup": _fmt_num(s),
            "efficiency": _fmt_pct(eff),
            "derived": derived,
            "above": above,
            "label": desc,
            "loc": view["loc"],
            "sentence": claim.get("sentence", ""),
        }
        chart["points"].append(point)
        if above:
            chart["above"].append(point)
    return chart


def comparable_peak(kb, claim: dict):
    """The peak the report sets a bandwidth claim (a wire dict) against, or None when none is comparable.

    Like the exceeds-peak rule, the sentence says what the figure measures: with link words and no memory words
    only a link's peak is taken, and the other way round. A figure above its subject's peak in a sentence that
    sums several of them ("24x 100 Gigabit Ethernet ... 2.4 Tb/s", "in total") is read as an aggregate, which
    a single port's rate is no peak for.
    """
    from claimcheck.lexicon import load_lexicon
    from claimcheck.rules._helpers import LINK_WORDS, NON_LINK_WORDS

    q = claim["quantity"]
    unit, subject, sentence = q["unit"], claim["subject"], claim.get("sentence") or ""
    dim = "bits/s" if unit.endswith("b/s") else "bytes/s"
    link, memory = bool(LINK_WORDS.search(sentence)), bool(NON_LINK_WORDS.search(sentence))
    kind = "link" if link and not memory else "memory" if memory and not link else None
    direction = q.get("direction")
    peak = kb.peak_for(subject, dimension=dim, direction=direction, kind=kind)
    if peak is None and kind is not None:
        # NOTE: "Each H100 has 900GBps of NVLink 4 bandwidth": the nearest name is a device without a link peak;
        # the link the sentence names, nearest the figure first, is what the figure is about.
        fig_at = sentence.find(claim["text"])
        for m in sorted(kb.find_subjects(sentence), key=lambda m: abs(m.start - fig_at)):
            peak = kb.peak_for(m, dimension=dim, direction=direction, kind=kind)
            if peak is not None:
                subject = m.text
                break
    if peak is None or direction is not None:
        return peak
    limit = peak.value_in(unit)
    subject_at = sentence.find(subject)
    counted = subject_at >= 0 and _COUNT_BEFORE.search(sentence, 0, subject_at) is not None
    summed = counted or load_lexicon().patterns["direction.aggregate"].search(sentence)
    if limit and q["value"] > limit and summed:
        return kb.peak_for(subject, dimension=dim, direction="aggregate", kind=kind)
    return peak


# A number of the subject right before it ("8x ConnectX-7", "eight ConnectX-7", "24 100GbE ports").
_COUNT_BEFORE = re.compile(r"(?:\b\d{1,4}\s*[x×]?|\b(?:two|four|six|eight|twelve|sixteen|dual|quad))\s*$", re.I)


def _to_gbps(value: float, unit: str) -> float | None:
    factor = _TO_GBPS.get(unit)
    return None if factor is None else value * factor


def _peak_chart(claims: list[dict], views: list[dict], peaks: dict) -> dict:
    """One bar per bandwidth claim with a known peak: measured value as a share of that peak."""
    rows = []
    skipped = []
    for key, peak in peaks.items():
        try:
            idx = int(key)
            claim = claims[idx]
        except (ValueError, IndexError, TypeError):
            continue
        q = claim.get("quantity") or {}
        if claim["kind"] != "bandwidth" or q.get("value") is None or peak.get("value") in (None, 0):
            continue
        value, unit = float(q["value"]), q.get("unit") or ""
        p_value, p_unit = float(peak["value"]), peak.get("unit") or ""
        if unit not in _TO_GBPS and unit != "GT/s":
            continue  # NOTE: e.g. "80%" of a link: a share, not a figure to set against the peak
        if unit == p_unit:
            ratio = value / p_value
        else:
            a, b = _to_gbps(value, unit), _to_gbps(p_value, p_unit)
            if a is None or b is None:
                skipped.append({"loc": views[idx]["loc"], "href": views[idx]["href"], "why": f"{unit} cannot be compared with {p_unit}"})
                continue
            ratio = a / b
        direction_note = None
        if q.get("direction") and peak.get("direction") and q["direction"] != peak["direction"]:
            direction_note = f"the claim is {q['direction']}, the peak is {peak['direction']}"
        elif not q.get("direction") and peak.get("direction"):
            direction_note = f"the claim states no direction, the peak is {peak['direction']}"
        rows.append(
            {
                "claim": idx,
                "view": views[idx],
                "name": peak.get("name") or "peak",
                "peak_value": _fmt_num(p_value),
                "peak_unit": p_unit,
                "peak_direction": peak.get("direction"),
                "source": peak.get("source"),
                "value": _fmt_num(value),
                "unit": unit,
                "ratio": ratio,
                "pct": _fmt_pct(ratio),
                "over": ratio > 1 + 1e-9,
                "direction_note": direction_note,
            }
        )
    rows.sort(key=lambda r: (-r["ratio"], r["view"]["loc"]))
    track = 300
    scale = max(1.0, min(max((r["ratio"] for r in rows), default=1.0), 1.5)) * 1.04
    for r in rows:
        shown = min(r["ratio"], 1.5)
        r["bar_w"] = round(shown / scale * track, 1)
        r["clipped"] = r["ratio"] > 1.5
    return {
        "rows": rows,
        "skipped": skipped,
        "track": track,
        "peak_x": round(1 / scale * track, 1),
        "first": PEAK_ROWS_SHOWN,
        "over": sum(1 for r in rows if r["over"]),
        "near": sum(1 for r in rows if 0.9 <= r["ratio"] <= 1 + 1e-9),
        "low": sum(1 for r in rows if r["ratio"] < 0.5),
    }


# ----------------------------------------------------------------------------------------------- benchmark logs

# What a claim's cue names when it was read off a benchmark row (the metric of the figure).
BENCH_METRICS = ("busbw", "algbw", "bandwidth", "latency")
BENCH_SUMMARY = "avg-busbw"
BENCH_GROUPS = ("out-of-place", "in-place")
_SIZE_UNITS = (("TiB", 1 << 40), ("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10))
_SIZE_TEXT = re.compile(r"(\d+) (B|KiB|MiB|GiB|TiB)")
_SIZE_SCALE = {"B": 1, **dict(_SIZE_UNITS)}
# Series styles: colour, marker and dash pattern all change, so a line is told apart without colour.
BENCH_SHAPES = ("circle", "square", "triangle", "diamond")
BENCH_PALETTE = 6
# nccl-tests: busbw / algbw is the collective's factor, 1/2 (all_gather on 2 ranks) up to 2 (all_reduce).
_BUSBW_FACTOR = (0.49, 2.01)


def _fmt_size(n: float) -> str:
    """A byte count as benchmark users write it: ``8 GiB``, ``256 KiB``, ``1.5 MiB``, ``1000 B``."""
    n = float(n)
    for unit, scale in _SIZE_UNITS:
        if n >= scale:
            if n % scale == 0:
                return f"{int(n // scale)} {unit}"
            return f"{n / scale:.4g} {unit}"
    return f"{n:.4g} B" if n != int(n) else f"{int(n)} B"


def _row_size(claim: dict) -> int | None:
    """The message size of a benchmark-row claim, in bytes.

    From the workload condition the log parser writes (``8 GiB``, ``1000 B``), else from the row's
    first column when it is a plain byte count (nccl-tests, OSU).
    """
    for item in (claim.get("conditions") or {}).get("workload") or ():
        m = _SIZE_TEXT.fullmatch(str(item).strip())
        if m:
            return int(m.group(1)) * _SIZE_SCALE[m.group(2)]
    first = (claim.get("sentence") or "").split(" ", 1)[0]
    return int(first) if first.isdigit() else None


def _row_algbw(claim: dict, group: str | None) -> str | None:
    """The algbw figure (as written) beside a nccl-tests busbw figure in the row, or None.

    NOTE: the wire sentence is the row with whitespace collapsed, so the figure is found by position:
    a nccl-tests row is a few leading fields (size count type redop root) then one group of four
    (time algbw busbw #wrong) per placement; the busbw of group g is the third field of that group.
    When the layout does not fit, the token before the first (out-of-place) or last (in-place)
    occurrence of the figure is taken. Either way the pair must have a plausible busbw factor.
    """
    text = claim.get("text") or ""
    toks = (claim.get("sentence") or "").split()
    g = 1 if group == "in-place" else 0
    at = None
    for groups in (2, 1):
        lead = len(toks) - 4 * groups
        if 3 <= lead <= 6 and g < groups and toks[lead + 4 * g + 2] == text:
            at = lead + 4 * g + 2
            break
    if at is None:
        hits = [i for i, t in enumerate(toks) if t == text and i > 0]
        if not hits:
            return None
        at = hits[-1] if g else hits[0]
    algbw = toks[at - 1]
    try:
        ratio = float(text) / float(algbw)
    except (ValueError, ZeroDivisionError):
        return None
    return algbw if _BUSBW_FACTOR[0] <= ratio <= _BUSBW_FACTOR[1] else None


def _bench_row(claim: dict) -> dict | None:
    """What a claim read off a benchmark row holds (size, operation, placement, metric), or None.

    A row claim is measured, cites its own line as its source (prose backed by a log cites the log
    instead) and names the log column it came from in its cues.
    """
    if claim.get("evidence") != "measured" or claim.get("source") != f"{claim['path']}:{claim['line']}":
        return None
    q = claim.get("quantity") or {}
    if q.get("value") is None:
        return None
    cues = [str(c) for c in claim.get("cues") or ()]
    metric = next((c for c in cues if c in BENCH_METRICS or c == BENCH_SUMMARY), None)
    if metric is None:
        return None
    workload = [str(w) for w in (claim.get("conditions") or {}).get("workload") or ()]
    if metric == BENCH_SUMMARY:
        return {"summary": True, "workload": workload}
    size = _row_size(claim)
    if size is None or size < 0:
        return None
    group = next((w for w in workload if w in BENCH_GROUPS), None)
    # NOTE: the parser writes the workload as [operation, size, data type, placement, buffers ...]:
    # what comes before the size is the operation, the item after it the data type.
    at = next((i for i, w in enumerate(workload) if _SIZE_TEXT.fullmatch(w)), None)
    op = " ".join(workload[:at]) if at else None
    rest = [w for w in workload[(at + 1) if at is not None else 0 :] if w not in BENCH_GROUPS]
    dtype = rest[0] if rest and not rest[0].startswith("buffers") else None
    return {
        "summary": False,
        "size": size,
        "op": op,
        "group": group,
        "dtype": dtype,
        "metric": metric,
        "kind": claim["kind"],
        "value": float(q["value"]),
        "unit": q.get("unit") or "",
        "algbw": _row_algbw(claim, group) if metric == "busbw" else None,
        "system": tuple(str(s) for s in (claim.get("conditions") or {}).get("system") or ()),
    }


def _nice_step(span: float, target: int = 5) -> float:
    """A round tick step (1, 2, 2.5 or 5 times a power of ten) giving about ``target`` ticks."""
    if span <= 0:
        return 1.0
    raw = span / target
    mag = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 2.5, 5, 10):
        if raw <= m * mag * 1.0001:
            return m * mag
    return 10 * mag


def _size_ticks(lo: float, hi: float) -> list[int]:
    """Exponents of two for the size axis: every power, or every 2nd, 5th, 10th ... so at most 10 show."""
    for step in (1, 2, 5, 10, 20):
        ticks = list(range(math.ceil(lo / step) * step, math.floor(hi) + 1, step))
        if len(ticks) <= 10:
            return ticks
    return [math.ceil(lo), math.floor(hi)]


def _bench_chart(series: list[dict], kind: str, unit: str, metric: str) -> dict:
    """An SVG line chart of value against message size (log₂ x) for the series of one file and kind.

    Bandwidth uses a linear y axis from zero; latency, which spans decades, a log₁₀ one. Points keep
    an index ``k`` into the script data for their tooltips.
    """
    width, height, left, top, bottom = 720, 360, 66, 30, 50
    labels = [s["label"] for s in series]
    right = int(min(214, max(32, 20 + 6.3 * max((len(t) for t in labels), default=0))))
    w, h = width - left - right, height - top - bottom
    pts = [p for s in series for p in s["points"]]
    e_lo = min(math.log2(p["size"]) for p in pts)
    e_hi = max(math.log2(p["size"]) for p in pts)
    pad = max(0.35, (e_hi - e_lo) * 0.04)
    x0, x1 = e_lo - pad, e_hi + pad
    values = [p["plot"] for p in pts]
    log_y = kind == "latency" and min(values) > 0
    if log_y:
        y0 = math.floor(math.log10(min(values)) + 1e-9)
        y1 = max(y0 + 1, math.ceil(math.log10(max(values)) - 1e-9))
        yticks_v = [10.0**e for e in range(y0, y1 + 1)]
        if y1 - y0 <= 2:
            yticks_v = sorted({m * 10.0**e for e in range(y0, y1 + 1) for m in (1, 2, 5) if 10.0**y0 <= m * 10.0**e <= 10.0**y1})
        ya, yb = float(y0), float(y1)
    else:
        step = _nice_step(max(max(values), 1e-9) * 1.06)
        ya, yb = 0.0, step * math.ceil(max(values) * 1.06 / step)
        n_ticks = int(round(yb / step))
        yticks_v = [k * step for k in range(n_ticks + 1)]

    def px(size: float) -> float:
        return round(left + (math.log2(size) - x0) / (x1 - x0) * w, 1)

    def py(v: float) -> float:
        t = (math.log10(v) - ya) / (yb - ya) if log_y else (v - ya) / (yb - ya)
        return round(top + h - t * h, 1)

    out_series = []
    ends = []
    for s in series:
        placed = []
        for p in sorted(s["points"], key=lambda p: (p["size"], p["line"])):
            placed.append({**p, "x": px(p["size"]), "y": py(p["plot"])})
        d = "M" + " L".join(f"{p['x']},{p['y']}" for p in placed)
        out_series.append({**s, "points": placed, "d": d})
        last = placed[-1]
        ends.append([last["y"] + 4, len(out_series) - 1, last["x"]])
    # NOTE: end labels of lines that finish close together (out-of-place and in-place often do) are
    # pushed apart so that none covers another; the order stays that of the lines' ends.
    ends.sort()
    gap = 13
    for j in range(1, len(ends)):
        ends[j][0] = max(ends[j][0], ends[j - 1][0] + gap)
    overflow = ends[-1][0] - (top + h + 4) if ends else 0
    if overflow > 0:
        for e in ends:
            e[0] -= overflow
    for y, i, x in ends:
        out_series[i]["label_x"] = round(x + 14, 1)
        out_series[i]["label_y"] = round(max(top + 4, y), 1)
    peaks = []
    for s in out_series:
        for p in s["points"]:
            if p["peak"]:
                near_right = p["x"] > left + w - 90
                peaks.append({"x": p["x"], "y": p["y"], "tx": p["x"] if not near_right else round(p["x"] + 4, 1),
                              "ty": round(p["y"] - 14, 1), "anchor": "end" if near_right else "middle",
                              "text": f"peak {p['text']} {p['unit']}".strip()})
    axis = f"{metric} ({unit})" if unit else metric
    return {
        "kind": kind,
        "unit": unit,
        "metric": metric,
        "axis": axis,
        "log_y": log_y,
        "width": width,
        "height": height,
        "left": left,
        "top": top,
        "plot_w": w,
        "plot_h": h,
        "right_x": left + w,
        "bottom_y": top + h,
        "xticks": [{"x": px(2.0**e), "label": _fmt_size(2**e)} for e in _size_ticks(x0, x1)],
        "yticks": [{"y": py(v), "label": _fmt_num(v if log_y else round(v, 6))} for v in yticks_v],
        "series": out_series,
        "peaks": peaks,
        "n": len(pts),
    }


def _bench_sections(claims: list[dict], views: list[dict], files: list[dict]) -> tuple[list[dict], list[dict]]:
    """One section per file whose claims come from benchmark rows: tables, charts, peaks, averages.

    Rows are grouped per test (operation, and the system when one file holds runs on several) and,
    inside a test, per placement (out-of-place / in-place). A test that starts again at a size it
    already reported (concatenated sweeps) becomes a new run. Returns the sections and the points of
    their charts (for the script's tooltips).
    """
    by_file: dict[str, list[tuple[dict, dict, dict]]] = {}
    for claim, view in zip(claims, views):
        row = _bench_row(claim)
        if row is not None:
            by_file.setdefault(claim["path"], []).append((claim, view, row))
    sections: list[dict] = []
    script_points: list[dict] = []
    file_of = {f["path"]: f for f in files}
    for path, items in by_file.items():
        rows = [(c, v, r) for c, v, r in items if not r["summary"]]
        if not rows:
            continue
        systems = list(dict.fromkeys(r["system"] for _, _, r in rows))
        shared_sys = [s for s in systems[0] if all(s in other for other in systems)]
        # tests: (operation, system) -> runs; each run: list of rows
        tests: dict[tuple, list[dict]] = {}
        order: list[tuple] = []
        for c, v, r in rows:
            key = (r["op"], r["system"])
            runs = tests.setdefault(key, [])
            if not runs or (r["group"], r["size"], r["kind"]) in runs[-1]["seen"]:
                runs.append({"seen": set(), "rows": []})
                order.append((key, len(runs) - 1))
            runs[-1]["seen"].add((r["group"], r["size"], r["kind"]))
            runs[-1]["rows"].append((c, v, r))
        # NOTE: with one test a line is named by its placement alone; with several, by test and placement.
        many_tests = len(order) > 1
        test_views = []
        for key, run_i in order:
            op, system = key
            run_rows = tests[key][run_i]["rows"]
            variant = [s for s in system if s not in shared_sys]
            name = op or "rows"
            if variant:
                name += " · " + ", ".join(variant)
            if len(tests[key]) > 1:
                name += f" · run {run_i + 1}"
            test_views.append(_bench_test(name, run_rows, many_tests))
        # charts: one per kind of figure, one line per (test, placement)
        charts = []
        for kind in ("bandwidth", "latency"):
            series = []
            unplotted = 0
            for t in test_views:
                for s in t["series"]:
                    if s["kind"] != kind:
                        continue
                    # NOTE: a 0-byte row (a sweep from -b 0) has no place on a log axis; it stays in the table.
                    zero = [p for p in s["points"] if p["size"] <= 0]
                    unplotted += len(zero)
                    if len(zero) < len(s["points"]):
                        series.append({**s, "points": [p for p in s["points"] if p["size"] > 0]})
            if not series:
                continue
            units = {p["unit"] for s in series for p in s["points"]}
            # NOTE: one axis per chart: a file mixing units (a results file with a unit column) is drawn in GB/s or us.
            unit = next(iter(units)) if len(units) == 1 else ("GB/s" if kind == "bandwidth" else "us")
            metrics = list(dict.fromkeys(s["metric"] for s in series))
            for k, s in enumerate(series):
                s["style"] = k % BENCH_PALETTE + 1
                s["shape"] = BENCH_SHAPES[k % len(BENCH_SHAPES)]
                s["dash"] = k % 4 + 1
                s["hollow"] = k % 2 == 1
                for p in s["points"]:
                    p["plot"] = _plot_value(p["value"], p["unit"], unit)
            chart = _bench_chart(series, kind, unit, "/".join(metrics))
            chart["id"] = f"bench-{len(sections)}-{kind}"
            chart["unplotted"] = unplotted
            for s in chart["series"]:
                for p in s["points"]:
                    p["k"] = len(script_points)
                    script_points.append({
                        "series": s["label"], "size": p["size_text"], "value": p["text"], "unit": p["unit"], "metric": p["metric"],
                        "algbw": p["algbw"], "peak": p["peak"], "loc": p["loc"], "findings": p["findings"],
                    })
                    p["aria"] = _bench_point_label(s["label"], p)
            charts.append(chart)
        averages = []
        for c, v, r in items:
            if r["summary"]:
                averages.append({"text": c.get("text", ""), "unit": (c.get("quantity") or {}).get("unit") or "", "href": v["href"],
                                 "loc": f"{c['path']}:{c['line']}", "workload": ", ".join(w for w in r["workload"] if not w.startswith("average"))})
        f = file_of[path]
        anchor = f"bench:{path}"
        section = {
            "path": path,
            "anchor": anchor,
            "href": _anchor_href(anchor),
            "file_href": f["href"],
            "n": len(rows),
            "system": shared_sys,
            "software": [s for s in (rows[0][0].get("conditions") or {}).get("software") or ()
                         if all(s in ((c.get("conditions") or {}).get("software") or ()) for c, _, _ in rows)],
            "tests": test_views,
            "charts": charts,
            "averages": averages,
            "findings": sum(len(v["findings"]) for _, v, _ in rows),
        }
        f["bench"] = {"href": section["href"], "n": len(rows)}
        sections.append(section)
    return sections, script_points


_TO_US = {"ns": 1e-3, "us": 1.0, "µs": 1.0, "ms": 1e3, "s": 1e6}


def _plot_value(value: float, unit: str, axis_unit: str) -> float:
    """``value`` in the chart's unit (GB/s or us when a file mixes units); as is when it cannot be converted."""
    if unit == axis_unit:
        return value
    if axis_unit == "GB/s":
        converted = _to_gbps(value, unit)
    else:
        factor = _TO_US.get(unit)
        converted = None if factor is None else value * factor
    return value if converted is None else converted


def _bench_point_label(series: str, p: dict) -> str:
    parts = [f"{series}: {p['size_text']}, {p['metric']} {p['text']} {p['unit']}".rstrip()]
    if p["algbw"]:
        parts.append(f"algbw {p['algbw']} {p['unit']}".rstrip())
    if p["peak"]:
        parts.append("peak")
    return ", ".join(parts) + f" — {p['loc']}"


def _bench_test(name: str, rows: list[tuple[dict, dict, dict]], many: bool) -> dict:
    """The table and chart series of one test: a row per size, a column per (placement, kind)."""
    columns = list(dict.fromkeys((r["group"], r["kind"], r["metric"]) for _, _, r in rows))
    # NOTE: the peak is the highest bandwidth figure of the test, both placements together (as the
    # log parser marks it); compared in GB/s so a mixed-unit results file still has one peak.
    bw = [(c, v, r) for c, v, r in rows if r["kind"] == "bandwidth"]
    peak_idx = None
    if bw:
        best = max(bw, key=lambda t: (_to_gbps(t[2]["value"], t[2]["unit"]) or t[2]["value"], -t[1]["index"]))
        peak_idx = best[1]["index"]
    units = {col: list(dict.fromkeys(r["unit"] for _, _, r in rows if (r["group"], r["kind"], r["metric"]) == col)) for col in columns}
    has_algbw = {col: any(r["algbw"] for _, _, r in rows if (r["group"], r["kind"], r["metric"]) == col) for col in columns}
    table_rows: dict[int, dict] = {}
    series: dict[tuple, dict] = {}
    peak = None
    for c, v, r in rows:
        tr = table_rows.setdefault(r["size"], {"size": r["size"], "size_text": _fmt_size(r["size"]), "size_title": f"{r['size']:,} byte{'' if r['size'] == 1 else 's'}",
                                               "cells": {}, "lines": {}, "peak": False})
        col = (r["group"], r["kind"], r["metric"])
        col_unit = units[col][0] if len(units[col]) == 1 else None
        is_peak = v["index"] == peak_idx
        cell = {"text": c.get("text", ""), "unit": "" if col_unit else r["unit"], "href": v["href"], "claim": v["index"],
                "algbw": r["algbw"], "peak": is_peak, "severities": v["severities"],
                "findings": "; ".join(f"{f['severity']}: {f['rule']}" for f in v["findings"])}
        tr["cells"].setdefault(col, cell)  # NOTE: a size reported twice in a run starts a new run, so this is the only one
        tr["lines"].setdefault(c["line"], v["href"])
        tr["peak"] = tr["peak"] or is_peak
        label = name if not r["group"] else (f"{name} · {r['group']}" if many else r["group"])
        if r["kind"] == "latency" and any(x["kind"] == "bandwidth" for _, _, x in rows):
            label += " (latency)"
        s = series.setdefault(col, {"label": label, "kind": r["kind"], "metric": r["metric"], "group": r["group"], "points": []})
        point = {"size": r["size"], "size_text": _fmt_size(r["size"]), "value": r["value"], "unit": r["unit"], "text": c.get("text", ""),
                 "metric": r["metric"], "algbw": r["algbw"], "peak": is_peak, "href": v["href"], "claim": v["index"], "line": c["line"],
                 "loc": f"{c['path']}:{c['line']}", "findings": cell["findings"]}
        s["points"].append(point)
        if is_peak:
            peak = {"text": c.get("text", ""), "unit": r["unit"], "metric": r["metric"], "size_text": _fmt_size(r["size"]),
                    "group": r["group"], "href": v["href"], "loc": f"{c['path']}:{c['line']}"}
    groups = []
    for col in columns:
        group, kind, metric = col
        unit = units[col][0] if len(units[col]) == 1 else ""
        groups.append({"key": col, "group": group or "", "kind": kind, "metric": metric, "unit": unit, "algbw": has_algbw[col],
                       "span": 2 if has_algbw[col] else 1})
    out_rows = []
    for size in sorted(table_rows):
        tr = table_rows[size]
        out_rows.append({
            "size_text": tr["size_text"],
            "size_title": tr["size_title"],
            "peak": tr["peak"],
            "cells": [tr["cells"].get(g["key"]) for g in groups],
            "lines": [{"n": n, "href": href} for n, href in sorted(tr["lines"].items())],
        })
    dtypes = list(dict.fromkeys(r["dtype"] for _, _, r in rows if r["dtype"]))
    return {
        "name": name,
        "dtype": ", ".join(dtypes),
        "columns": groups,
        "two_rows": any(g["group"] for g in groups) or any(g["algbw"] for g in groups),
        "wide": sum(g["span"] for g in groups) > 2,
        "rows": out_rows,
        "series": list(series.values()),
        "peak": peak,
    }


# ----------------------------------------------------------------------------------------------- view


def build_view(data: dict, meta: dict | None = None) -> dict:
    """The view model the template lays out: totals, files with their claims, chart geometry.

    ``data`` is the JSON wire dict (version 1); ``meta`` is described in :func:`render`.
    Pure data, so tests can check the numbers the page will show.
    """
    claims = list(data.get("claims") or [])
    summary = _summary(data)
    meta = _normalise_meta(meta, summary)
    rules = {r["id"]: r for r in meta["rules"] if isinstance(r, dict) and "id" in r}
    sources = meta.get("sources") or {}
    split_sources = {p: str(t).split("\n") for p, t in sources.items()}

    file_index: dict[str, int] = {}
    files: list[dict] = []
    views: list[dict] = []
    used_ids: set[str] = set()
    for i, claim in enumerate(claims):
        path = claim["path"]
        if path not in file_index:
            file_index[path] = len(files)
            files.append({"path": path, "anchor": f"file:{path}", "claims": [], "counts": {}, "sev": {s: 0 for s in SEVERITIES}, "bench": None})
        f = files[file_index[path]]
        anchor = f"{path}:{claim['line']}"
        if anchor in used_ids:  # a second claim on the same line gets the column too
            anchor = f"{path}:{claim['line']}:{claim.get('column', 1)}"
            k = 2
            while anchor in used_ids:
                anchor = f"{path}:{claim['line']}:{claim.get('column', 1)}.{k}"
                k += 1
        used_ids.add(anchor)
        view = _claim_view(i, claim, anchor, file_index[path], rules, split_sources.get(path))
        views.append(view)
        f["claims"].append(view)
        f["counts"][claim["evidence"]] = f["counts"].get(claim["evidence"], 0) + 1
        for fd in view["findings"]:
            f["sev"][fd["severity"]] = f["sev"].get(fd["severity"], 0) + 1
    for f in files:
        f["n"] = len(f["claims"])
        f["href"] = _anchor_href(f["anchor"])

    classes = _order(CLASSES, [c["evidence"] for c in claims] + list(summary["by_evidence"]))
    kinds = _order(KINDS, [c["kind"] for c in claims] + list(summary["by_kind"]))
    rule_counts: dict[str, int] = {}
    for v in views:
        for r in v["rules"]:
            rule_counts[r] = rule_counts.get(r, 0) + 1
    finding_counts: dict[str, int] = {}
    for v in views:
        for fd in v["findings"]:
            finding_counts[fd["rule"]] = finding_counts.get(fd["rule"], 0) + 1

    total = summary["claims"] or 0
    class_bar = []
    x = 0.0
    for cls in classes:
        n = summary["by_evidence"].get(cls, 0)
        w = (n / total * 600) if total else 0
        class_bar.append({"cls": cls, "label": CLASS_LABELS.get(cls, cls), "n": n, "x": round(x, 1), "w": round(w, 1), "pct": _fmt_pct(n / total) if total else "0%", "text": w >= 70})
        x += w

    rule_list = []
    for r in meta["rules"]:
        if not isinstance(r, dict) or "id" not in r:
            continue
        rule_list.append(
            {
                "id": r["id"],
                "anchor": "rule-" + r["id"],
                "severity": r.get("severity", ""),
                "applies_to": _fmt_applies_to(r.get("applies_to")),
                "description": r.get("description", ""),
                "help": r.get("help", ""),
                "examples": [{"text": e.get("text", ""), "ok": bool(e.get("ok"))} for e in r.get("examples") or () if isinstance(e, dict)],
                "findings": finding_counts.get(r["id"], 0),
            }
        )
    known_rules = {r["id"] for r in rule_list}
    for rid in sorted(set(finding_counts) - known_rules):
        rule_list.append({"id": rid, "anchor": "rule-" + rid, "severity": "", "applies_to": "", "description": "", "help": "", "examples": [], "findings": finding_counts[rid]})

    scaling = _scaling_chart(claims, views)
    bench, bench_points = _bench_sections(claims, views, files)
    fail_on = str(meta["fail_on"])
    config = meta["config"] if isinstance(meta["config"], dict) else {}
    max_warnings = meta.get("max_warnings", config.get("max-warnings"))
    gate = {
        "verdict": str(meta["verdict"]),
        "exit_code": meta["exit_code"],
        "fail_on": fail_on,
        "gating": meta["_gating"],
        "gating_levels": [s for s in SEVERITIES if SEVERITY_RANK[s] >= SEVERITY_RANK.get(fail_on, 99)],
        "max_warnings": max_warnings,
        "warnings": summary["findings"].get("warning", 0),
        "over_warnings": max_warnings is not None and summary["findings"].get("warning", 0) > max_warnings,
    }
    return {
        "title": str(meta["title"]),
        "tool_version": str(meta["tool_version"]),
        "generated": str(meta["generated"]),
        "generated_text": _fmt_time(str(meta["generated"])),
        "summary": summary,
        "gate": gate,
        "config_json": json.dumps(meta["config"], indent=2, ensure_ascii=False, default=str),
        "config_empty": not meta["config"],
        "classes": [{"id": c, "label": CLASS_LABELS.get(c, c), "n": summary["by_evidence"].get(c, 0)} for c in classes],
        "kinds": [{"id": k, "n": summary["by_kind"].get(k, 0)} for k in kinds],
        "severities": [{"id": s, "n": summary["findings"].get(s, 0)} for s in SEVERITIES],
        "clean_claims": sum(1 for v in views if not v["findings"]),
        "class_bar": class_bar,
        "files": files,
        "claims": views,
        "file_chart": _file_chart(files, classes),
        "scaling": scaling,
        "peaks": _peak_chart(claims, views, meta.get("peaks") or {}),
        "bench": bench,
        "rules": rule_list,
        "rule_filter": sorted(rule_counts.items()),
        "open_files": len(views) <= OPEN_FILES_UP_TO,
        "has_sources": bool(sources),
        "script_data": {
            # NOTE: compact facets per claim ([class, kind, severities, rules, file, [errors, warnings, infos]]) so the filter code
            # never has to parse the DOM; the scatter's tooltips read the points' sentences from here.
            "claims": [
                [v["evidence"], v["kind"], v["severities"] or ["none"], v["rules"], v["file"], [sum(1 for f in v["findings"] if f["severity"] == s) for s in SEVERITIES]]
                for v in views
            ],
            "files": [f["path"] for f in files],
            "points": [{"claim": p["claim"], "sentence": p["sentence"], "loc": p["loc"], "cls": p["cls"], "devices": p["devices"], "speedup": p["speedup"], "efficiency": p["efficiency"], "derived": p["derived"], "above": p["above"]} for p in scaling["points"]],
            "bench": bench_points,
        },
    }


# ----------------------------------------------------------------------------------------------- render


def _environment():
    """The Jinja2 environment over ``reports/``: autoescape on, StrictUndefined (cached)."""
    global _ENV
    if _ENV is None:
        import jinja2

        env = jinja2.Environment(
            loader=jinja2.FileSystemLoader(str(data_path("reports"))),
            autoescape=True,
            undefined=jinja2.StrictUndefined,
            trim_blocks=True,
            lstrip_blocks=True,
        )
        env.filters["num"] = _fmt_num
        _ENV = env
    return _ENV


_ENV = None


def render(data: dict, meta: dict | None = None) -> str:
    """Render a run as one self-contained HTML page.

    ``data`` is the JSON wire dict of a run. ``meta`` may hold ``tool_version``, ``title``, ``generated``
    (ISO time), ``rules`` (``[{id, severity, applies_to, description, help, examples: [{text, ok}]}]``),
    ``fail_on``, ``exit_code``, ``verdict`` (``pass``/``fail``), ``config`` (the config in force),
    ``peaks`` (``{"<claim index>": {name, value, unit, direction, source}}``) and ``sources``
    (``{path: full text}``, to show source lines around each claim); missing keys get defaults.
    """
    from markupsafe import Markup

    env = _environment()
    view = build_view(data, meta)
    css = data_path("reports", "report.css").read_text(encoding="utf-8")
    js = data_path("reports", "report.js").read_text(encoding="utf-8")
    csp = "; ".join(
        [
            "default-src 'none'",
            f"style-src {_csp_hash(css)}",
            f"script-src {_csp_hash(js)}",
            "img-src data:",
            "base-uri 'none'",
            "form-action 'none'",
        ]
    )
    # NOTE: css/js are our own files and the JSON is escaped by script_json, so they are marked safe;
    # every piece of document text goes through the view model as plain (autoescaped) strings.
    return env.get_template("report.html.j2").render(
        v=view,
        csp=csp,
        css=Markup(css),
        js=Markup(js),
        data_json=Markup(script_json(view["script_data"])),
    )


# ----------------------------------------------------------------------------------------------- CLI


def _load_json(path: str) -> dict:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror or exc}", path) from None
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(f"not valid JSON: {exc.msg}", path, exc.lineno, exc.colno) from None
    if not isinstance(obj, dict):
        raise InputError("expected a JSON object", path, 1, 1)
    return obj


_REQUIRED = {"path": str, "line": int, "kind": str, "evidence": str}


def check_wire(data: dict, path: str = "<data>") -> None:
    """Raise :class:`InputError` unless ``data`` looks like a wire-format run the report can show.

    Checks only what the report relies on (a ``claims`` list whose items carry path, line, kind and
    evidence), naming the first bad claim by its index.
    """
    claims = data.get("claims")
    if not isinstance(claims, list):
        raise InputError('no "claims" list: not a claimcheck JSON run', path)
    for i, claim in enumerate(claims):
        if not isinstance(claim, dict):
            raise InputError(f"claims[{i}] is not an object", path)
        for key, typ in _REQUIRED.items():
            if not isinstance(claim.get(key), typ):
                raise InputError(f"claims[{i}] has no valid {key!r} ({typ.__name__} expected)", path)
        for f in claim.get("findings") or ():
            if not isinstance(f, dict) or not isinstance(f.get("rule"), str) or not isinstance(f.get("severity"), str):
                raise InputError(f"claims[{i}] has a finding without rule and severity", path)


def main(argv: list[str] | None = None) -> int:
    """``python -m claimcheck.reporters.html data.json -o out.html``: render a saved JSON run."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="python -m claimcheck.reporters.html",
        description="Render a claimcheck JSON run (--format json output) as an HTML audit report.",
    )
    parser.add_argument("data", help="JSON file in the claimcheck wire format")
    parser.add_argument("-o", "--output", default="-", help="HTML file to write (default: stdout)")
    parser.add_argument("--meta", help="optional JSON file with report metadata (rules, peaks, config, ...)")
    parser.add_argument("--title", help="page title")
    args = parser.parse_args(argv)
    try:
        data = _load_json(args.data)
        check_wire(data, args.data)
        meta = _load_json(args.meta) if args.meta else {}
        if args.title:
            meta["title"] = args.title
        html = render(data, meta)
        if args.output == "-":
            sys.stdout.write(html)
        else:
            try:
                Path(args.output).write_text(html, encoding="utf-8")
            except OSError as exc:
                raise InputError(f"cannot write: {exc.strerror or exc}", args.output) from None
    except ClaimcheckError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_USAGE_OR_CONFIG
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
