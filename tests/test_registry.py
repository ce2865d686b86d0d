"""The rule registry: invariants between rules, modules and fixtures; strict loading of rule packs; per-rule config."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from claimcheck.api import check_text
from claimcheck.config import Settings, load_config, settings_from
from claimcheck.errors import ConfigError, RuleDefinitionError
from claimcheck.rules import load_rules
from test_rule_fixtures import FIXTURES, fixture_files, load_fixture

REPO = Path(__file__).resolve().parents[1]
RULES = load_rules()


# ------------------------------------------------------------------ invariants
@pytest.mark.parametrize("spec", list(RULES), ids=lambda s: s.id)
def test_every_rule_has_a_fixture_file_with_pass_fail_and_doc_cases(spec):
    path = FIXTURES / f"{spec.id}.yml"
    assert path.is_file(), f"rule {spec.id} ({spec.source}) has no fixture file {path.relative_to(REPO)}"
    rule, cases = load_fixture(path)
    assert rule == spec.id
    names = [c.name for c in cases]
    assert any(n.startswith("pass_") for n in names), f"{path.name}: no pass_ case"
    assert any(n.startswith("fail_") for n in names), f"{path.name}: no fail_ case"
    docs = [c for c in cases if c.doc]
    assert any(c.name.startswith("pass_") for c in docs) and any(c.name.startswith("fail_") for c in docs), \
        f"{path.name}: mark one pass_ and one fail_ case `doc: true` (they are shown by `claimcheck explain`)"


@pytest.mark.parametrize("path", fixture_files(), ids=lambda p: p.stem)
def test_every_fixture_names_a_registered_rule_equal_to_its_stem(path):
    rule, _ = load_fixture(path)
    assert rule == path.stem, f"{path.name} names rule {rule!r}"
    assert rule in RULES, f"{path.name} names unknown rule {rule!r}"


@pytest.mark.parametrize("spec", list(RULES), ids=lambda s: s.id)
def test_rule_id_equals_file_stem_and_has_a_description(spec):
    source = Path(spec.source.rsplit(":", 1)[0])
    assert source.stem == spec.id
    assert spec.description and "\n" not in spec.description
    assert spec.help, f"{spec.id}: help text (the reasoning) is empty"


@pytest.mark.parametrize("spec", [s for s in RULES if s.type == "python"], ids=lambda s: s.id)
def test_python_rule_module_imports_and_has_check(spec):
    mod = importlib.import_module(spec.module)
    assert callable(getattr(mod, "check", None)), f"{spec.module} has no check()"
    assert mod.__doc__, f"{spec.module} has no docstring"
    if spec.module.startswith("claimcheck.rules."):
        assert spec.module == "claimcheck.rules." + spec.id.replace("-", "_")
    assert RULES.check_fn(spec) is mod.check


def test_explain_examples_are_the_doc_cases():
    from claimcheck.cli import rule_examples

    examples = rule_examples("exceeds-peak")
    _, cases = load_fixture(FIXTURES / "exceeds-peak.yml")
    assert [e["name"] for e in examples] == [c.name for c in cases if c.doc]
    assert {e["ok"] for e in examples} == {True, False}


# ------------------------------------------------------------------ malformed rule packs
GOOD = "id: {id}\ntype: pattern\nseverity: warning\ndescription: A test rule.\nmessage: \"Matched {{match}}.\"\npattern: 'fast'\n"


def _pack(tmp_path: Path, name: str, text: str) -> Path:
    folder = tmp_path / "pack"
    folder.mkdir(exist_ok=True)
    (folder / f"{name}.yml").write_text(text, encoding="utf-8")
    return folder


def _load_error(folder: Path) -> RuleDefinitionError:
    with pytest.raises(RuleDefinitionError) as info:
        load_rules(extra_dirs=(str(folder),))
    return info.value


@pytest.mark.parametrize(("text", "line", "col", "words"), [
    (GOOD.format(id="x-rule") + "colour: red\n", 7, 1, "unknown key 'colour'"),
    ("id: x-rule\ntype: pattern\nseverity: 3\ndescription: A test rule.\npattern: 'fast'\n", 3, 11, "severity must be a string"),
    ("id: x-rule\ntype: pattern\nseverity: warning\ndescription: A test rule.\npattern: 'fa(st'\n", 5, 10, "bad pattern"),
    ("id: x-rule\ntype: pattern\nseverity: warning\ndescription: A test rule.\napplies-to: {class: rumour}\npattern: 'fast'\n",
     5, 14, "unknown class 'rumour'"),
    ("id: x-rule\ntype: python\nseverity: warning\ndescription: A test rule.\nmodule: m\noptions:\n  tolerance: {type: float, default: yes}\n",
     7, 28, "default of option 'tolerance' must be of type float"),
    ("id: other-name\ntype: pattern\nseverity: warning\ndescription: A test rule.\npattern: 'fast'\n", 1, 5, "must equal the file name"),
])
def test_malformed_rule_fails_with_file_line_col(tmp_path, text, line, col, words):
    folder = _pack(tmp_path, "x-rule", text)
    err = _load_error(folder)
    path = str(folder / "x-rule.yml")
    assert str(err).startswith(f"{path}:{line}:{col}: "), str(err)
    assert words in str(err)


def test_duplicate_id_names_both_sources(tmp_path):
    folder = _pack(tmp_path, "exceeds-peak", GOOD.format(id="exceeds-peak"))
    err = _load_error(folder)
    assert str(err).startswith(f"{folder / 'exceeds-peak.yml'}:1:1: duplicate rule id 'exceeds-peak'")
    assert "rules/exceeds-peak.yml:1" in str(err).replace("\\", "/")


def test_a_valid_pack_adds_its_rule(tmp_path):
    folder = _pack(tmp_path, "fast-word", GOOD.format(id="fast-word"))
    rules = load_rules(extra_dirs=(str(folder),))
    assert "fast-word" in rules and "exceeds-peak" in rules


# ------------------------------------------------------------------ config per rule
ABOVE_PEAK = "We measured 70 GB/s per direction host-to-device over PCIe 5.0 x16 with nvbandwidth."


def _settings(tmp_path: Path, yaml_text: str, select=("exceeds-peak",)) -> Settings:
    path = tmp_path / ".claimcheck.yaml"
    path.write_text(yaml_text, encoding="utf-8")
    return settings_from(load_config(path), path, rules=RULES, base=Settings(select=select))


def _findings(text: str, settings: Settings, rule="exceeds-peak"):
    return [f for c in check_text(text, settings=settings).claims for f in c.findings if f.rule == rule]


def test_default_severity_and_override(tmp_path):
    assert [f.severity.value for f in _findings(ABOVE_PEAK, Settings(select=("exceeds-peak",)))] == ["error"]
    s = _settings(tmp_path, "rules:\n  exceeds-peak:\n    severity: warning\n")
    assert [f.severity.value for f in _findings(ABOVE_PEAK, s)] == ["warning"]
    s = _settings(tmp_path, "severity:\n  exceeds-peak: info\n")
    assert [f.severity.value for f in _findings(ABOVE_PEAK, s)] == ["info"]


@pytest.mark.parametrize("conf", ["rules:\n  exceeds-peak: false\n", "rules:\n  exceeds-peak:\n    enabled: false\n",
                                  "ignore: [exceeds-peak]\n"])
def test_disable(tmp_path, conf):
    assert _findings(ABOVE_PEAK, _settings(tmp_path, conf)) == []


def test_option_changes_the_result(tmp_path):
    assert _findings(ABOVE_PEAK, _settings(tmp_path, "rules:\n  exceeds-peak:\n    tolerance: 0.05\n"))
    assert _findings(ABOVE_PEAK, _settings(tmp_path, "rules:\n  exceeds-peak:\n    tolerance: 0.2\n")) == []


@pytest.mark.parametrize(("conf", "line", "words"), [
    ("rules:\n  exceeds-peak:\n    tolerence: 0.1\n", 3, "unknown option 'tolerence' for rule 'exceeds-peak'"),
    ("rules:\n  exceeds-peak:\n    tolerance: lots\n", 3, "option 'tolerance' of rule 'exceeds-peak' must be of type float"),
    ("rules:\n  exceeds-peak:\n    tolerance: true\n", 3, "must be of type float"),
    ("rules:\n  exceeds-peak:\n    severity: fatal\n", 3, "severity of 'exceeds-peak' must be error, warning or info"),
    ("rules:\n  no-such-rule:\n    severity: info\n", 2, "unknown rule 'no-such-rule'"),
])
def test_options_are_validated_strictly(tmp_path, conf, line, words):
    with pytest.raises(ConfigError) as info:
        _settings(tmp_path, conf)
    msg = str(info.value)
    assert re.match(rf"{re.escape(str(tmp_path / '.claimcheck.yaml'))}:{line}:\d+: ", msg), msg
    assert words in msg
