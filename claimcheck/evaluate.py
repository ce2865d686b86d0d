"""``claimcheck eval``: score the rules on labelled cases.

A corpus is a YAML list of cases: ``id``, ``lang`` (en|ko), ``text``, ``context`` (lines before the text),
``kind``, ``class`` (one class, a list when the text holds several claims, or ``none``), ``missing``
(measured only: undisclosed condition groups) and ``findings`` (rule ids a reviewer would raise).
Each case becomes one Markdown document, its context then its text; the claims on the text's lines count.
"""

from __future__ import annotations

import collections
import tempfile
from pathlib import Path

from claimcheck import yamlio
from claimcheck.errors import ConfigError

CLASSES = ("vendor-peak", "measured", "inferred")
GROUPS = ("workload", "system", "software")
_CASE_KEYS = {"id", "source", "lang", "text", "context", "kind", "class", "missing", "findings", "note"}


def _as_set(value):
    if value in (None, "none", []):
        return set()
    if isinstance(value, str):
        return {value}
    return {v for v in value if v != "none"}


def build_doc(case: dict) -> tuple[str, int, int]:
    """The document for a case and the 1-based first and last line of its text."""
    context = (case.get("context") or "").rstrip()
    text = str(case["text"]).strip()
    if context and text.startswith("|") and context.splitlines()[-1].strip().startswith("|"):
        head = context + "\n"
    elif context:
        head = context + "\n\n"
    else:
        head = ""
    first = head.count("\n") + 1
    return head + text + "\n", first, first + text.count("\n")


def load_cases(paths, lang: str = "all") -> list[dict]:
    """Cases of the corpora, validated (a case without text, or an unknown key, fails with file:line)."""
    cases = []
    for path in paths:
        data = yamlio.load(path, error=ConfigError)
        if not isinstance(data, list):
            raise ConfigError("a corpus must be a list of cases", str(path), 1, 1)
        for i, case in enumerate(data):
            line, col = data.where(i)
            if not isinstance(case, dict) or "text" not in case:
                raise ConfigError("each case must be a mapping with at least `text`", str(path), line, col)
            unknown = set(case) - _CASE_KEYS
            if unknown:
                k = sorted(unknown)[0]
                kl, kc = case.where(k)
                raise ConfigError(f"unknown key {k!r} in case (allowed: {', '.join(sorted(_CASE_KEYS))})", str(path), kl, kc)
            bad = _as_set(case.get("class")) - set(CLASSES)
            if bad:
                kl, kc = case.where("class")
                raise ConfigError(f"unknown class {sorted(bad)[0]!r} (allowed: {', '.join(CLASSES)}, none)", str(path), kl, kc)
            if lang == "all" or case.get("lang", "en") == lang:
                cases.append(dict(case, _where=f"{path}:{line}"))
    return cases


def _f1(tp, fp, fn):
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


def evaluate(paths, lang: str = "all", settings=None) -> dict:
    """Run claimcheck over the cases and compute the scores (see :func:`format_report`)."""
    from claimcheck.api import check_paths

    cases = load_cases(paths, lang)
    spans = {}
    with tempfile.TemporaryDirectory() as tmp:
        for i, case in enumerate(cases):
            name = f"case{i:04d}.md"
            doc, first, last = build_doc(case)
            Path(tmp, name).write_text(doc, encoding="utf-8")
            spans[name] = (first, last)
        run = check_paths([tmp], settings)
        claims = collections.defaultdict(list)
        for claim in run.to_dict()["claims"]:
            name = Path(claim["path"]).name
            first, last = spans.get(name, (0, -1))
            if first <= claim["line"] <= last:
                claims[name].append(claim)
    counts = {c: [0, 0, 0] for c in CLASSES}
    det = [0, 0, 0, 0]
    miss_total = miss_exact = 0
    group_right = collections.Counter()
    find_tp = find_fn = 0
    errors = []
    by_lang = collections.defaultdict(lambda: {c: [0, 0, 0] for c in CLASSES})
    for i, case in enumerate(cases):
        name = f"case{i:04d}.md"
        gold = _as_set(case.get("class"))
        got = claims.get(name, [])
        pred = {c["evidence"] for c in got}
        det[0 if gold and pred else 1 if pred else 2 if gold else 3] += 1
        for c in CLASSES:
            slot = 0 if (c in gold and c in pred) else 1 if c in pred else 2 if c in gold else None
            if slot is not None:
                counts[c][slot] += 1
                by_lang[case.get("lang", "en")][c][slot] += 1
        if gold != pred:
            errors.append({"id": case.get("id"), "where": case["_where"], "gold": sorted(gold), "got": sorted(pred), "text": str(case["text"])[:160]})
        if "measured" in gold and "measured" in pred:
            want = set(case.get("missing") or [])
            have = set()
            for c in got:
                if c["evidence"] == "measured":
                    have |= set(c["missing"])
            miss_total += 1
            miss_exact += want == have
            for g in GROUPS:
                group_right[g] += (g in want) == (g in have)
        wanted = set(case.get("findings") or [])
        if wanted:
            named = {f["rule"] for c in got for f in c["findings"]}
            find_tp += len(wanted & named)
            find_fn += len(wanted - named)
    per_class = {}
    for c in CLASSES:
        p, r, f = _f1(*counts[c])
        per_class[c] = {"precision": p, "recall": r, "f1": f, "tp": counts[c][0], "fp": counts[c][1], "fn": counts[c][2]}
    macro = sum(v["f1"] for v in per_class.values()) / len(CLASSES)
    dp, dr, df = _f1(det[0], det[1], det[2])
    langs = {lg: sum(_f1(*v[c])[2] for c in CLASSES) / len(CLASSES) for lg, v in by_lang.items()}
    return {
        "cases": len(cases), "per_class": per_class, "macro_f1": macro,
        "detection": {"precision": dp, "recall": dr, "f1": df, "false_alarms": det[1], "negatives": det[1] + det[3]},
        "missing_conditions": {"exact": miss_exact, "total": miss_total,
                               "per_group": {g: (group_right[g] / miss_total if miss_total else 0.0) for g in GROUPS}},
        "findings_recalled": {"found": find_tp, "total": find_tp + find_fn},
        "macro_f1_by_lang": langs, "errors": errors,
    }


def format_report(result: dict, show_errors: int = 0) -> str:
    """Human-readable scores."""
    lines = [f"cases {result['cases']}"]
    for c, v in result["per_class"].items():
        lines.append(f"  {c:12s} P {v['precision']:.2f} R {v['recall']:.2f} F1 {v['f1']:.2f}  (tp {v['tp']} fp {v['fp']} fn {v['fn']})")
    d = result["detection"]
    lines.append(f"  detection    P {d['precision']:.2f} R {d['recall']:.2f} F1 {d['f1']:.2f}  (false alarms on negatives {d['false_alarms']}/{d['negatives']})")
    m = result["missing_conditions"]
    if m["total"]:
        per = " ".join(f"{g} {v:.2f}" for g, v in m["per_group"].items())
        lines.append(f"  missing-conditions exact {m['exact']}/{m['total']}; per group {per}")
    fr = result["findings_recalled"]
    if fr["total"]:
        lines.append(f"  labelled findings recalled {fr['found']}/{fr['total']}")
    for lg, v in sorted(result["macro_f1_by_lang"].items()):
        lines.append(f"  macro-F1 [{lg}] {v:.3f}")
    for e in result["errors"][:show_errors]:
        lines.append(f"  MISS {e['id']} ({e['where']}): gold {e['gold']} got {e['got']}: {e['text'][:110]!r}")
    lines.append(f"macro-F1 {result['macro_f1']:.3f}")
    return "\n".join(lines)
