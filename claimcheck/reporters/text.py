"""Default output: one line per claim, ``path:line:col: <class> <kind> "<figure>" <message>``, findings indented."""

from __future__ import annotations

_COLORS = {"vendor-peak": "36", "measured": "32", "inferred": "35", "error": "31", "warning": "33", "info": "34"}


def _c(text: str, key: str, color: bool) -> str:
    return f"\x1b[{_COLORS[key]}m{text}\x1b[0m" if color else text


def _claim_message(claim: dict) -> str:
    parts = []
    if claim.get("subject"):
        parts.append(f"subject {claim['subject']}")
    q = claim.get("quantity")
    if q and q.get("direction"):
        parts.append(q["direction"])
    sc = claim.get("scaling")
    if sc:
        bits = [f"{k}={sc[k]}" for k in ("devices", "speedup", "efficiency") if sc.get(k) is not None]
        if sc.get("qualitative"):
            bits.append(sc["qualitative"])
        if bits:
            parts.append("scaling " + " ".join(bits))
    if claim.get("cues"):
        parts.append("cues: " + ", ".join(claim["cues"][:3]))
    if claim["evidence"] == "measured":
        parts.append("missing " + ", ".join(claim["missing"]) if claim.get("missing") else "conditions complete")
    if claim.get("source"):
        parts.append(f"source {claim['source']}")
    return "; ".join(parts)


def render(data: dict, meta: dict) -> str:
    """Plain text; ``meta['color']`` adds ANSI colours, ``meta['quiet']`` prints findings only."""
    color = bool(meta.get("color"))
    quiet = bool(meta.get("quiet"))
    lines = []
    for claim in data["claims"]:
        where = f"{claim['path']}:{claim['line']}:{claim['column']}:"
        if quiet:
            for f in claim["findings"]:
                lines.append(f"{where} {_c(f['severity'], f['severity'], color)} {f['rule']}: {f['message']}")
            continue
        ev = _c(claim["evidence"], claim["evidence"], color)
        lines.append(f"{where} {ev} {claim['kind']} \"{claim['text']}\" {_claim_message(claim)}".rstrip())
        for f in claim["findings"]:
            lines.append(f"    {_c(f['severity'], f['severity'], color)} {f['rule']}: {f['message']}")
    s = data["summary"]
    by_ev = ", ".join(f"{v} {k}" for k, v in s["by_evidence"].items()) or "none"
    fs = s["findings"]
    verdict = meta.get("verdict")
    tail = f"; gate {verdict}" if verdict else ""
    if meta.get("statistics"):
        from claimcheck.model import rule_counts

        lines.extend(f"{n:6d}  {rule}" for rule, n in rule_counts(data["claims"]))
    lines.append(f"{s['files']} file(s), {s['claims']} claim(s) ({by_ev}); "
                 f"{fs['error']} error(s), {fs['warning']} warning(s), {fs['info']} info{tail}")
    return "\n".join(lines) + "\n"
