"""config: discovery (walking up from the working directory), validation with file:line:col, CLI overrides."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner

from claimcheck.cli import main
from claimcheck.config import DEFAULT_INCLUDE, Settings, find_config, load_config, settings_from
from claimcheck.errors import ClaimcheckError, ConfigError
from claimcheck.model import Severity
from claimcheck.rules import load_rules

DOC = "# Results\n\nScaling efficiency was 92% on 8 accelerators.\n"


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def settings_of(path: Path) -> Settings:
    return settings_from(load_config(path), path, load_rules())


def config_error(path: Path) -> str:
    """The message of the user error that loading ``path`` raises (ConfigError, or RuleDefinitionError from YAML)."""
    with pytest.raises(ClaimcheckError) as info:
        settings_of(path)
    return str(info.value)


# ---------------------------------------------------------------- discovery

def test_find_config_in_working_directory(tmp_path, monkeypatch):
    cfg = write(tmp_path / ".claimcheck.yaml", "fail-on: warning\n")
    monkeypatch.chdir(tmp_path)
    assert find_config() == cfg


def test_find_config_walks_up_from_a_subfolder(tmp_path, monkeypatch):
    cfg = write(tmp_path / ".claimcheck.yaml", "fail-on: warning\n")
    sub = tmp_path / "docs" / "deep"
    sub.mkdir(parents=True)
    monkeypatch.chdir(sub)
    assert find_config() == cfg


def test_nearest_config_wins(tmp_path, monkeypatch):
    write(tmp_path / ".claimcheck.yaml", "fail-on: warning\n")
    near = write(tmp_path / "docs" / ".claimcheck.yml", "fail-on: info\n")
    monkeypatch.chdir(tmp_path / "docs")
    assert find_config() == near


@pytest.mark.parametrize("name", [".claimcheck.yaml", ".claimcheck.yml", "claimcheck.yaml"])
def test_every_config_name_is_found(tmp_path, name):
    cfg = write(tmp_path / name, "fail-on: warning\n")
    assert find_config(tmp_path) == cfg


def test_pyproject_with_tool_table_is_found(tmp_path, monkeypatch):
    py = write(tmp_path / "pyproject.toml", """\
        [project]
        name = "x"

        [tool.claimcheck]
        fail-on = "warning"
        exclude = ["vendor/**"]
        """)
    monkeypatch.chdir(tmp_path)
    assert find_config() == py
    s = settings_of(py)
    assert (s.fail_on, s.exclude, s.source) == ("warning", ("vendor/**",), str(py))


def test_pyproject_subtable_only_is_found(tmp_path):
    py = write(tmp_path / "pyproject.toml", '[tool.claimcheck.rules.missing-conditions]\nseverity = "error"\n')
    assert find_config(tmp_path) == py
    assert settings_of(py).severity == {"missing-conditions": "error"}


def test_pyproject_without_tool_table_is_skipped(tmp_path, monkeypatch):
    cfg = write(tmp_path / ".claimcheck.yaml", "fail-on: info\n")
    write(tmp_path / "pkg" / "pyproject.toml", '[project]\nname = "pkg"\n[tool.other]\nx = 1\n')
    monkeypatch.chdir(tmp_path / "pkg")
    assert find_config() == cfg


def test_yaml_config_beats_pyproject_in_the_same_folder(tmp_path):
    cfg = write(tmp_path / ".claimcheck.yaml", "fail-on: info\n")
    write(tmp_path / "pyproject.toml", '[tool.claimcheck]\nfail-on = "warning"\n')
    assert find_config(tmp_path) == cfg


def test_no_config_found(tmp_path):
    (tmp_path / "empty").mkdir()
    found = find_config(tmp_path / "empty")
    # NOTE: a config above the temporary folder would be found too; none may sit inside it.
    assert found is None or tmp_path not in found.parents


# ---------------------------------------------------------------- values

def test_defaults():
    s = Settings()
    assert s.include == DEFAULT_INCLUDE and s.fail_on == "error" and s.max_warnings is None and s.inline_config


def test_full_yaml_config(tmp_path):
    cfg = write(tmp_path / ".claimcheck.yaml", """\
        include: ["docs/**/*.md"]
        exclude: vendor/**
        select: [missing-conditions, unit-*]
        ignore: [inferred-claim]
        severity:
          missing-conditions: error
        rules:
          inferred-claim: false
          unit-ambiguity: {severity: info}
        fail-on: warning
        max-warnings: 3
        inline-config: false
        warn-unused-suppressions: true
        """)
    s = settings_of(cfg)
    assert s.include == ("docs/**/*.md",)
    assert s.exclude == ("vendor/**",)  # a single string is a one-item list
    assert s.select == ("missing-conditions", "unit-*")
    assert s.ignore == ("inferred-claim",)
    assert s.severity == {"missing-conditions": "error", "unit-ambiguity": "info"}
    assert s.disabled == ("inferred-claim",)
    assert (s.fail_on, s.max_warnings, s.inline_config, s.warn_unused_suppressions) == ("warning", 3, False, True)


def test_rule_enabled_select_ignore_and_wildcards():
    s = Settings(select=("missing-*",), ignore=("missing-baseline",))
    assert s.rule_enabled("missing-conditions")
    assert not s.rule_enabled("missing-baseline")
    assert not s.rule_enabled("inferred-claim")
    assert not Settings(disabled=("inferred-claim",)).rule_enabled("inferred-claim")


def test_severity_override_applies_to_the_spec():
    spec = load_rules().get("missing-conditions")
    assert Settings().severity_for(spec) == spec.severity
    assert Settings(severity={"missing-conditions": "error"}).severity_for(spec) == Severity.ERROR


def test_extra_rules_folder_is_resolved_relative_to_the_config(tmp_path):
    write(tmp_path / "packs" / "house" / "slow-words.yml", """\
        id: slow-words
        type: pattern
        severity: info
        description: Vague speed words.
        pattern: "blazing"
        message: "Vague: {match}"
        """)
    cfg = write(tmp_path / "sub" / ".claimcheck.yaml", "extra-rules: [../packs/house]\n")
    data = load_config(cfg)
    s = settings_from(data, cfg)
    assert s.extra_rules == (str((tmp_path / "packs" / "house").resolve()),)
    assert "slow-words" in load_rules(s.extra_rules)


def test_rule_option_of_an_extra_rule(tmp_path):
    write(tmp_path / "pack" / "speed-words.yml", """\
        id: speed-words
        type: pattern
        severity: info
        description: d
        pattern: "fast"
        message: m
        options:
          limit: {type: float, default: 0.5}
        """)
    cfg = write(tmp_path / ".claimcheck.yaml", "extra-rules: [pack]\nrules:\n  speed-words:\n    limit: 2\n")
    base = settings_from(load_config(cfg), cfg)
    s = settings_from(load_config(cfg), cfg, load_rules(base.extra_rules))
    spec = load_rules(base.extra_rules).get("speed-words")
    assert s.options_for(spec) == {"limit": 2}
    assert Settings().options_for(spec) == {"limit": 0.5}


# ---------------------------------------------------------------- strict errors, located

@pytest.mark.parametrize("text,where,message", [
    ("fail-on: warning\nbogus: 1\n", "2:1", "unknown config key 'bogus' (allowed: "),
    ("fail-on: sometimes\n", "1:10", "fail-on must be one of error, warning, info, never, got 'sometimes'"),
    ("max-warnings: many\n", "1:15", "max-warnings must be a non-negative integer"),
    ("max-warnings: -1\n", "1:15", "max-warnings must be a non-negative integer"),
    ("max-warnings: true\n", "1:15", "max-warnings must be a non-negative integer"),
    ("include: 3\n", "1:10", "include must be a list of strings"),
    ("exclude: [a, 3]\n", "1:14", "exclude must be a list of strings, got 3"),
    ("inline-config: maybe\n", "1:16", "inline-config must be true or false"),
    ("warn-unused-suppressions: 1\n", "1:27", "warn-unused-suppressions must be true or false"),
    ("severity: error\n", "1:11", "severity must map rule ids to error, warning or info"),
    ("severity:\n  missing-conditions: fatal\n", "2:23", "severity of 'missing-conditions' must be error, warning or info, got 'fatal'"),
    ("rules:\n  no-such-rule: {severity: error}\n", "2:3", "unknown rule 'no-such-rule'"),
    ("severity:\n  no-such-rule: error\n", "2:3", "unknown rule 'no-such-rule'"),
    ("rules:\n  missing-conditions:\n    threshold: 3\n", "3:5",
     "unknown option 'threshold' for rule 'missing-conditions' (allowed: severity, enabled)"),
    ("rules:\n  missing-conditions:\n    enabled: sometimes\n", "3:14", "enabled of 'missing-conditions' must be true or false"),
    ("rules:\n  missing-conditions: 3\n", "2:23", "settings of rule 'missing-conditions' must be a mapping (or false to disable it)"),
    ("select: [missing-conditions, nope]\n", "1:30", "unknown rule 'nope' in select"),
    ("key: [unclosed\n", "2:1", "invalid YAML: "),
    ("- a\n- b\n", "1:1", "config must be a mapping of keys to values"),
    ("fail-on: error\nfail-on: info\n", "2:1", "duplicate key 'fail-on'"),
], ids=["unknown-key", "bad-fail-on", "max-warnings-str", "max-warnings-negative", "max-warnings-bool", "include-int",
        "exclude-mixed", "inline-config-str", "warn-unused-not-bool", "severity-not-map", "severity-level", "unknown-rule-in-rules",
        "unknown-rule-in-severity", "unknown-option", "enabled-not-bool", "rule-settings-int", "unknown-rule-in-select",
        "yaml-syntax", "not-a-mapping", "duplicate-key"])
def test_yaml_config_errors_name_file_line_column(tmp_path, text, where, message):
    cfg = write(tmp_path / ".claimcheck.yaml", text)
    err = config_error(cfg)
    assert err.startswith(f"{cfg}:{where}: {message}"), err


def test_wrong_option_type_of_an_extra_rule(tmp_path):
    write(tmp_path / "pack" / "speed-words.yml",
          "id: speed-words\ntype: pattern\nseverity: info\ndescription: d\npattern: fast\nmessage: m\n"
          "options:\n  limit: {type: float, default: 0.5}\n")
    cfg = write(tmp_path / ".claimcheck.yaml", "extra-rules: [pack]\nrules:\n  speed-words:\n    limit: high\n")
    base = settings_from(load_config(cfg), cfg)
    with pytest.raises(ConfigError) as info:
        settings_from(load_config(cfg), cfg, load_rules(base.extra_rules))
    assert str(info.value) == f"{cfg}:4:12: option 'limit' of rule 'speed-words' must be of type float"


def test_missing_extra_rules_folder(tmp_path):
    cfg = write(tmp_path / ".claimcheck.yaml", "fail-on: error\nextra-rules: [nopack]\n")
    assert config_error(cfg) == f"{cfg}:2:15: extra-rules folder 'nopack' does not exist"


@pytest.mark.parametrize("text,where,message", [
    ('[tool.claimcheck]\nfail-on = "warning"\nbogus = 1\n', "3:1", "unknown config key 'bogus'"),
    ('[tool.claimcheck]\nmax-warnings = "x"\n', "2:16", "max-warnings must be a non-negative integer"),
    ('[tool.claimcheck]\nfail-on = "warning\n', "2:19", "invalid TOML: "),
    ('[tool.claimcheck.severity]\nmissing-conditions =   "fatal"\n', "2:24", "severity of 'missing-conditions' must be error"),
], ids=["unknown-key", "max-warnings-str", "toml-syntax", "nested-table-value"])
def test_pyproject_errors_name_file_line_column(tmp_path, text, where, message):
    py = write(tmp_path / "pyproject.toml", text)
    err = config_error(py)
    assert err.startswith(f"{py}:{where}: {message}"), err


# ---------------------------------------------------------------- the CLI merges config and flags

@pytest.fixture()
def project(tmp_path, monkeypatch):
    """A folder with one document whose only finding is a missing-conditions warning."""
    write(tmp_path / "a.md", DOC)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def run(*args):
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def rules_reported(output: str) -> set[str]:
    return set(re.findall(r"^\s+(?:error|warning|info) ([a-z-]+):", output, re.M))


def test_config_fail_on_is_used_and_cli_overrides_it(project):
    write(project / ".claimcheck.yaml", "fail-on: warning\n")
    assert run("check", "a.md").exit_code == 1
    assert run("check", "--fail-on", "error", "a.md").exit_code == 0
    assert run("check", "--no-config", "a.md").exit_code == 0


def test_config_severity_is_used(project):
    write(project / ".claimcheck.yaml", "severity:\n  missing-conditions: error\n")
    res = run("check", "a.md")
    assert res.exit_code == 1
    assert "    error missing-conditions: " in res.output


def test_cli_ignore_replaces_config_ignore(project):
    write(project / ".claimcheck.yaml", "ignore: [inferred-claim]\nfail-on: warning\n")
    assert "missing-conditions" in rules_reported(run("check", "a.md").output)
    res = run("check", "--ignore", "missing-conditions", "a.md")
    assert "missing-conditions" not in rules_reported(res.output)


def test_cli_select_narrows_config(project):
    write(project / ".claimcheck.yaml", "select: [missing-conditions]\n")
    assert rules_reported(run("check", "a.md").output) == {"missing-conditions"}
    assert rules_reported(run("check", "--select", "inferred-claim", "a.md").output) == set()


def test_explicit_config_file_beats_discovery(project):
    write(project / ".claimcheck.yaml", "fail-on: warning\n")
    other = write(project / "ci" / "strict.yaml", "fail-on: never\n")
    assert run("check", "--config", str(other), "a.md").exit_code == 0


def test_config_discovered_from_a_subfolder(project, monkeypatch):
    write(project / ".claimcheck.yaml", "fail-on: warning\n")
    write(project / "docs" / "b.md", DOC)
    monkeypatch.chdir(project / "docs")
    assert run("check", "b.md").exit_code == 1


def test_builtin_yaml_reads_the_same_with_both_parsers():
    """The shipped packs are read with libyaml when available; values and positions must not depend on it."""
    from claimcheck import yamlio
    from claimcheck.resources import data_path

    def shape(node):
        if isinstance(node, (yamlio.LocMap, yamlio.LocList)):
            items = node.items() if isinstance(node, dict) else enumerate(node)
            return (type(node).__name__, node.pos, repr(node.marks), [(k, shape(v)) for k, v in items])
        return node

    files = sorted(data_path("rules").rglob("*.y*ml"))
    assert len(files) > 10
    for path in files:
        assert yamlio._is_builtin(path)
        text = path.read_text(encoding="utf-8")
        assert shape(yamlio.load_text(text, str(path), builtin=True)) == shape(yamlio.load_text(text, str(path))), path
