"""Claims as data: every case under ``tests/fixtures/claims/*.yml`` is checked with :func:`claimcheck.api.check_text`.

A fixture file maps case names to cases. A few top-level keys are file-wide defaults, not cases:
``format`` (markdown | text), ``path`` (the file name the text is checked as; its suffix picks the parser when
``format`` is absent), ``rules`` (the rule ids whose findings are compared) and ``description``.

A case::

    glued_unit:
      text: "The port is rated at 900GB/s."
      claims:
        - {match: "900GB/s", kind: bandwidth, class: vendor-peak, unit: GB/s, value: 900}

``claims`` lists the expected claims in document order; their number must match exactly (``claims: []`` for
text that holds no claim). For each claim only the keys given are compared (see ``CLAIM_KEYS``). A case may
also give ``findings``: the set of rule ids raised over all of its claims, for findings whose claim is not the
point. Findings are compared only for the rules in force for the file (``rules``, default ``DEFAULT_RULES``:
the findings of CLAIMS.md section 3 except ``no-variability``, which would otherwise concern every measured
figure; a file about variability names it).

The test id is ``<file stem>::<case name>``; a failure starts with ``tests/fixtures/claims/<file>.yml:LINE:``.
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from claimcheck import yamlio
from claimcheck.api import check_text

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "claims"
REPO = Path(__file__).resolve().parents[1]

DEFAULT_RULES = (
    "missing-conditions", "peak-as-achieved", "linear-scaling-assumption", "link-presence-as-speed",
    "negligible-communication", "unit-ambiguity", "exceeds-peak", "inconsistent-arithmetic", "missing-baseline",
)
FILE_KEYS = {"format", "path", "rules", "description"}
CASE_KEYS = {"text", "format", "path", "claims", "findings", "rules", "note"}
CLAIM_KEYS = {
    "match", "line", "column", "sentence", "kind", "class", "unit", "value", "direction", "subject", "missing", "findings",
    "devices", "speedup", "efficiency", "baseline", "qualitative", "workload", "system", "software",
}
SCALING_KEYS = ("devices", "speedup", "efficiency", "baseline", "qualitative")
GROUPS = ("workload", "system", "software")


class FixtureError(Exception):
    """A malformed fixture file (a typo in a case must fail loudly, not pass silently)."""


def _fail(path: Path, node, key, message: str):
    line, _ = yamlio.where(node, key)
    raise FixtureError(f"{path.relative_to(REPO)}:{line}: {message}")


def _validate(path: Path, name: str, case) -> None:
    if not isinstance(case, dict) or "text" not in case or "claims" not in case:
        raise FixtureError(f"{path.relative_to(REPO)}: case {name!r} needs `text` and `claims`")
    for key in case:
        if key not in CASE_KEYS:
            _fail(path, case, key, f"case {name!r}: unknown key {key!r} (allowed: {', '.join(sorted(CASE_KEYS))})")
    if not isinstance(case["claims"], list):
        _fail(path, case, "claims", f"case {name!r}: claims must be a list")
    for i, claim in enumerate(case["claims"]):
        if not isinstance(claim, dict) or not claim:
            _fail(path, case["claims"], i, f"case {name!r}: claim {i + 1} must be a non-empty mapping")
        for key in claim:
            if key not in CLAIM_KEYS:
                _fail(path, claim, key, f"case {name!r}: unknown claim key {key!r} (allowed: {', '.join(sorted(CLAIM_KEYS))})")


def load_cases():
    """(id, path, line, case, file defaults) for every case of every fixture file."""
    out = []
    for path in sorted(FIXTURES.glob("*.yml")):
        data = yamlio.load(path)
        if not isinstance(data, dict):
            raise FixtureError(f"{path.relative_to(REPO)}: a fixture file must be a mapping of case names to cases")
        defaults = {k: data[k] for k in FILE_KEYS if k in data}
        for name, case in data.items():
            if name in FILE_KEYS:
                continue
            _validate(path, name, case)
            line, _ = data.where(name)
            out.append((f"{path.stem}::{name}", path, line, case, defaults))
    return out


CASES = load_cases()


def _actual(claim: dict, rules) -> dict:
    """The comparable view of one claim of the JSON wire format."""
    q = claim.get("quantity") or {}
    sc = claim.get("scaling") or {}
    view = {
        "match": claim["text"], "line": claim["line"], "column": claim["column"], "sentence": claim["sentence"],
        "kind": claim["kind"], "class": claim["evidence"], "unit": q.get("unit"), "value": q.get("value"),
        "direction": q.get("direction"), "subject": claim.get("subject"), "missing": list(claim["missing"]),
        "findings": sorted(f["rule"] for f in claim["findings"] if f["rule"] in rules),
    }
    for key in SCALING_KEYS:
        view[key] = sc.get(key)
    for group in GROUPS:  # NOTE: the conditions found, as the JSON report lists them
        view[group] = list((claim.get("conditions") or {}).get(group, []))
    return view


def _same(key: str, want, got) -> bool:
    if key in ("missing", "findings", *GROUPS):
        return sorted(want or []) == sorted(got or [])
    if key in ("value", "speedup", "efficiency") and isinstance(want, (int, float)) and isinstance(got, (int, float)):
        return math.isclose(float(want), float(got), rel_tol=1e-6, abs_tol=1e-9)
    if key == "devices" and want is not None and got is not None:
        return int(want) == int(got)
    return want == got


def _brief(view: dict, keys=None) -> str:
    keys = keys or ("match", "kind", "class", "unit", "value", "direction", "subject", "missing", "findings", *SCALING_KEYS)
    parts = [f"{view['line']}:{view['column']}"] if "line" in view else []
    parts += [f"{k}={view[k]!r}" for k in keys if k in view and view[k] not in (None, [])]
    return "{" + ", ".join(parts) + "}"


def compare(expected: list, got: list[dict]) -> list[str]:
    """Differences between expected claims and actual claim views (empty when they agree)."""
    problems = []
    if len(expected) != len(got):
        problems.append(f"expected {len(expected)} claim(s), got {len(got)}")
        return problems
    for i, (want, have) in enumerate(zip(expected, got), 1):
        for key, value in want.items():
            if not _same(key, value, have.get(key)):
                problems.append(f"claim {i}: {key} expected {value!r}, got {have.get(key)!r}")
    return problems


@pytest.mark.parametrize("case_id,path,line,case,defaults", CASES, ids=[c[0] for c in CASES])
def test_claims(case_id, path, line, case, defaults):
    fmt = case.get("format", defaults.get("format"))
    doc_path = case.get("path", defaults.get("path", "doc.md" if fmt != "text" else "doc.txt"))
    rules = set(case.get("rules", defaults.get("rules", DEFAULT_RULES)))
    result = check_text(str(case["text"]), path=doc_path, fmt=fmt)
    got = [_actual(c.to_dict(), rules) for c in result.claims]
    problems = compare(case["claims"], got)
    if "findings" in case:
        raised = sorted({r for view in got for r in view["findings"]})
        if sorted(set(case["findings"])) != raised:
            problems.append(f"findings of the case expected {sorted(set(case['findings']))}, got {raised}")
    if problems:
        want = "\n".join(f"    {dict(c)}" for c in case["claims"]) or "    (none)"
        have = "\n".join(f"    {_brief(v)}" for v in got) or "    (none)"
        pytest.fail(f"{path.relative_to(REPO)}:{line}: {case_id}: " + "; ".join(problems)
                    + f"\n  expected:\n{want}\n  actual:\n{have}", pytrace=False)


def test_fixture_files_exist_and_are_many():
    """The fixture set covers the themes of the spec with enough cases to mean something."""
    stems = {p.stem for p in FIXTURES.glob("*.yml")}
    assert {"tokenizer-forms", "kinds", "classes", "conditions", "tables", "code-and-logs", "korean", "mixed-language",
            "not-claims"} <= stems
    assert len(CASES) >= 150


def test_case_ids_are_unique():
    ids = [c[0] for c in CASES]
    assert len(ids) == len(set(ids))


def test_runner_rejects_unknown_claim_key():
    """A misspelt key is an error in the fixture, never a key silently not compared."""
    path = REPO / "tests" / "bad.yml"
    data = yamlio.load_text("case:\n  text: x\n  claims:\n    - {mach: 900 GB/s}\n", str(path))
    with pytest.raises(FixtureError, match=r"tests/bad.yml:4: case 'case': unknown claim key 'mach'"):
        _validate(path, "case", data["case"])


def test_compare_reports_count_and_key_differences():
    got = [{"match": "900 GB/s", "kind": "bandwidth", "class": "vendor-peak", "value": 900.0, "missing": []}]
    assert compare([{"match": "900 GB/s", "value": 900}], got) == []
    assert compare([], got) == ["expected 0 claim(s), got 1"]
    assert compare([{"class": "measured"}], got) == ["claim 1: class expected 'measured', got 'vendor-peak'"]
