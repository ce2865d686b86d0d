"""Rule fixtures: every case of ``rules/fixtures/<rule-id>.yml`` is checked with only that rule turned on.

A fixture file names its rule and maps case names to cases::

    rule: exceeds-peak            # file-wide `format:` (markdown | text) and `config:` are optional
    fail_above_pcie_peak:
      text: "We measured 70 GB/s per direction over PCIe 5.0 x16 with nvbandwidth."
      doc: true                   # shown by `claimcheck explain exceeds-peak`
      findings:
        - {line: 1, column: 13, match: "70 GB/s", severity: error}

Case names start with ``pass_`` (``findings: []``) or ``fail_`` (at least one finding); a case may set
``format``, ``config`` (a config mapping, validated like ``.claimcheck.yaml``), ``evidence``, ``doc`` and ``note``
(``format``, ``config`` and ``evidence`` may also be given once for the whole file; ``evidence: {}`` in a case turns
file-wide evidence off).
Each expected finding needs ``line`` and ``match`` (the exact text the finding covers) and may give
``column``, ``message`` (exact) and ``severity``. ``evidence`` (relative log path -> log text) runs evidence
linking (``--evidence``) over those logs after the check. Found and expected findings must agree in number and,
in document order, on every key given. The test id is ``<rule-id>::<case>``; a failure starts with
``rules/fixtures/<rule-id>.yml:LINE:``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest

from claimcheck import yamlio
from claimcheck.api import check_text
from claimcheck.config import Settings, settings_from
from claimcheck.errors import ClaimcheckError
from claimcheck.rules import load_rules

REPO = Path(__file__).resolve().parents[1]
FIXTURES = REPO / "rules" / "fixtures"
FILE_KEYS = {"rule", "format", "config", "evidence", "description"}
CASE_KEYS = {"text", "format", "config", "findings", "doc", "note", "evidence"}
FINDING_KEYS = {"line", "column", "match", "message", "severity"}
REQUIRED_FINDING_KEYS = ("line", "match")
FORMATS = ("markdown", "text")


class FixtureError(Exception):
    """A malformed fixture file: a typo in a case must fail loudly, not pass silently."""


@dataclass
class Case:
    """One fixture case, with where it came from."""

    rule: str
    name: str
    path: Path
    line: int
    text: str
    format: str
    config: dict | None
    findings: list
    doc: bool = False
    finding_lines: list = field(default_factory=list)
    evidence: dict | None = None  # benchmark logs (relative path -> text) the figures are checked against

    @property
    def where(self) -> str:
        return f"{self.path.relative_to(REPO).as_posix()}:{self.line}"


def _fail(path: Path, node, key, message: str):
    line, _ = yamlio.where(node, key)
    raise FixtureError(f"{path.relative_to(REPO).as_posix()}:{line or 1}: {message}")


def load_fixture(path: Path) -> tuple[str, list[Case]]:
    """The rule id and the validated cases of one fixture file (raises :class:`FixtureError`)."""
    data = yamlio.load(path)
    if not isinstance(data, dict):
        raise FixtureError(f"{path.relative_to(REPO).as_posix()}:1: a fixture file must be a mapping")
    rule = data.get("rule")
    if not isinstance(rule, str):
        _fail(path, data, "rule" if "rule" in data else None, "missing or non-string `rule:`")
    file_format = data.get("format", "markdown")
    if file_format not in FORMATS:
        _fail(path, data, "format", f"format must be one of {', '.join(FORMATS)}")
    file_config = data.get("config")
    cases = []
    for name, case in data.items():
        if name in FILE_KEYS:
            continue
        if not (isinstance(name, str) and (name.startswith("pass_") or name.startswith("fail_"))):
            _fail(path, data, name, f"case name {name!r} must start with pass_ or fail_ (file keys: {', '.join(sorted(FILE_KEYS))})")
        if not isinstance(case, dict):
            _fail(path, data, name, f"case {name} must be a mapping")
        for key in case:
            if key not in CASE_KEYS:
                _fail(path, case, key, f"{name}: unknown key {key!r} (allowed: {', '.join(sorted(CASE_KEYS))})")
        if not isinstance(case.get("text"), str):
            _fail(path, case, "text" if "text" in case else None, f"{name}: `text:` must be a string")
        fmt = case.get("format", file_format)
        if fmt not in FORMATS:
            _fail(path, case, "format", f"{name}: format must be one of {', '.join(FORMATS)}")
        config = case.get("config", file_config)
        if config is not None and not isinstance(config, dict):
            _fail(path, case, "config", f"{name}: config must be a mapping")
        if "doc" in case and not isinstance(case["doc"], bool):
            _fail(path, case, "doc", f"{name}: doc must be true or false")
        findings = case.get("findings")
        if not isinstance(findings, list):
            _fail(path, case, "findings" if "findings" in case else None, f"{name}: `findings:` must be a list")
        if name.startswith("pass_") and findings:
            _fail(path, case, "findings", f"{name}: a pass_ case must have `findings: []`")
        if name.startswith("fail_") and not findings:
            _fail(path, case, "findings", f"{name}: a fail_ case needs at least one expected finding")
        evidence = case.get("evidence", data.get("evidence"))
        if evidence is not None and (not isinstance(evidence, dict) or not all(
                isinstance(k, str) and isinstance(v, str) and not Path(k).is_absolute() and ".." not in Path(k).parts
                for k, v in evidence.items())):
            _fail(path, case if "evidence" in case else data, "evidence", f"{name}: evidence must map relative log paths to their text")
        lines = []
        for i, f in enumerate(findings):
            if not isinstance(f, dict):
                _fail(path, findings, i, f"{name}: finding {i + 1} must be a mapping")
            for key in f:
                if key not in FINDING_KEYS:
                    _fail(path, f, key, f"{name}: unknown finding key {key!r} (allowed: {', '.join(sorted(FINDING_KEYS))})")
            for key in REQUIRED_FINDING_KEYS:
                if key not in f:
                    _fail(path, f, None, f"{name}: finding {i + 1} needs `{key}`")
            lines.append(yamlio.where(findings, i)[0])
        line, _ = yamlio.where(data, name)
        cases.append(Case(rule, name, path, line, case["text"], fmt, config, findings, case.get("doc", False), lines, evidence or None))
    return rule, cases


def fixture_files() -> list[Path]:
    """Every shipped fixture file."""
    return sorted(FIXTURES.glob("*.yml"))


def _params():
    out = []
    for path in fixture_files():
        try:
            _, cases = load_fixture(path)
        except (FixtureError, ClaimcheckError) as exc:  # NOTE: a broken file is one failing test, not a collection crash
            out.append(pytest.param(path, exc, id=f"{path.stem}::<load>"))
            continue
        out.extend(pytest.param(path, c, id=f"{c.rule}::{c.name}") for c in cases)
    return out


def settings_for(case: Case) -> Settings:
    """Only the rule under test, plus the case's config overrides validated like a config file."""
    base = Settings(select=(case.rule,))
    if not case.config:
        return base
    return settings_from(case.config, case.path, rules=load_rules(), base=base)


def found_findings(case: Case) -> list[dict]:
    """Findings of the rule under test, in document order, as comparable dicts."""
    settings = settings_for(case)
    result = check_text(case.text, path=f"{case.name}.{'md' if case.format == 'markdown' else 'txt'}", fmt=case.format,
                        settings=settings)
    if case.evidence is not None:
        return _linked_findings(case, result, settings)
    out = []
    for claim in result.claims:
        for f in claim.findings:
            if f.rule != case.rule:
                continue
            out.append({"line": f.location.line, "column": f.location.column, "match": case.text[f.span.start:f.span.end],
                        "message": f.message, "severity": f.severity.value})
    out.sort(key=lambda d: (d["line"], d["column"]))
    return out


def _linked_findings(case: Case, result, settings: Settings) -> list[dict]:
    """Findings after evidence linking (``--evidence``): the case's logs are written to a temporary folder.

    Linking works on the wire format, where a finding sits on its claim: ``match`` is the claim's text.
    """
    import tempfile

    from claimcheck import evidence
    from claimcheck.model import RunResult

    spec = load_rules().get(case.rule)
    severities = {case.rule: settings.severity_for(spec).value} if settings.rule_enabled(case.rule) else {}
    with tempfile.TemporaryDirectory() as tmp:
        for rel, text in case.evidence.items():
            target = Path(tmp, rel)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
        rows = evidence.load_rows(list(case.evidence), tmp)
    data = evidence.link(RunResult((result,)).to_dict(), rows, severities)
    out = [{"line": c["line"], "column": c["column"], "match": c["text"], "message": f["message"], "severity": f["severity"]}
           for c in data["claims"] for f in c["findings"] if f["rule"] == case.rule]
    out.sort(key=lambda d: (d["line"], d["column"]))
    return out


def _show(items) -> str:
    return "\n".join(f"    {d}" for d in items) or "    (none)"


@pytest.mark.parametrize(("path", "case"), _params())
def test_rule_fixture(path, case):
    if isinstance(case, Exception):
        pytest.fail(str(case), pytrace=False)
    found = found_findings(case)
    expected = case.findings
    problems = []
    if len(found) != len(expected):
        problems.append(f"expected {len(expected)} finding(s), found {len(found)}")
    else:
        for i, (want, got) in enumerate(zip(expected, found)):
            for key, value in want.items():
                if got[key] != value:
                    problems.append(f"finding {i + 1} (line {case.finding_lines[i]} of the fixture): {key} expected {value!r}, got {got[key]!r}")
    if problems:
        pytest.fail(f"{case.where}: {case.rule}::{case.name}: " + "; ".join(problems)
                    + f"\n  expected:\n{_show(expected)}\n  found:\n{_show(found)}", pytrace=False)
