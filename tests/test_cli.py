"""The command line, through click's CliRunner: every flag of ``check``, ``rules``, ``explain``, ``eval``,
``--version`` and ``--help``; exit codes 0/1/2; exact output lines; the JSON wire format."""

from __future__ import annotations

import json
import re
from pathlib import Path

import jsonschema
import pytest

from claimcheck import __version__
from conftest import DOC, INFERRED, MEASURED, PEAK

SUMMARY = "1 file(s), 3 claim(s) (1 inferred, 1 measured, 1 vendor-peak); 1 error(s), 1 warning(s), 0 info; gate fail"
WARNING_LINE = "doc.md:7:24: warning missing-conditions: Measured scaling claim does not state its workload, software conditions."
ERROR_PREFIX = "doc.md:11:11: error inferred-claim: Inferred throughput claim"
CLAIM_PREFIXES = [
    'doc.md:3:22: vendor-peak bandwidth "900 GB/s"',
    'doc.md:7:24: measured scaling "92%"',
    'doc.md:11:11: inferred throughput "3,000 tokens/s"',
]
ANSI = re.compile(r"\x1b\[[0-9;]*m")
# NOTE: these tests are about the command line, not the rule set: they fix the rules in force to the two whose
# findings the documents are written for, so that a new rule does not change every expected line.
BASE = ("--no-config", "--select", "missing-conditions,inferred-claim")

# The JSON wire format, version 1 (README): exact keys, nothing more.
_FINDING = {"type": "object", "additionalProperties": False, "required": ["rule", "severity", "message"],
            "properties": {"rule": {"type": "string"}, "severity": {"enum": ["error", "warning", "info"]},
                           "message": {"type": "string"}}}
_CLAIM = {
    "type": "object", "additionalProperties": False,
    "required": ["path", "line", "column", "end_line", "end_column", "text", "sentence", "kind", "evidence", "quantity",
                 "subject", "scaling", "cues", "conditions", "missing", "findings"],
    "properties": {
        "path": {"type": "string"}, "line": {"type": "integer", "minimum": 1}, "column": {"type": "integer", "minimum": 1},
        "end_line": {"type": "integer", "minimum": 1}, "end_column": {"type": "integer", "minimum": 1},
        "text": {"type": "string"}, "sentence": {"type": "string"},
        "kind": {"enum": ["bandwidth", "latency", "scaling", "throughput"]},
        "evidence": {"enum": ["vendor-peak", "measured", "inferred"]},
        "quantity": {"oneOf": [{"type": "null"}, {
            "type": "object", "additionalProperties": False, "required": ["value", "unit", "direction"],
            "properties": {"value": {"type": "number"}, "unit": {"type": ["string", "null"]},
                           "direction": {"enum": [None, "per-direction", "bidirectional", "aggregate"]}}}]},
        "subject": {"type": ["string", "null"]},
        "scaling": {"oneOf": [{"type": "null"}, {
            "type": "object", "additionalProperties": False,
            "required": ["devices", "speedup", "efficiency", "baseline", "qualitative"],
            "properties": {"devices": {"type": ["integer", "null"]}, "speedup": {"type": ["number", "null"]},
                           "efficiency": {"type": ["number", "null"]}, "baseline": {"type": ["string", "null"]},
                           "qualitative": {"type": ["string", "null"]}}}]},
        "cues": {"type": "array", "items": {"type": "string"}},
        "conditions": {"type": "object", "additionalProperties": False, "required": ["workload", "system", "software"],
                       "properties": {g: {"type": "array", "items": {"type": "string"}}
                                      for g in ("workload", "system", "software")}},
        "missing": {"type": "array", "items": {"enum": ["workload", "system", "software"]}},
        "findings": {"type": "array", "items": _FINDING},
        "source": {"type": "string"},
    },
}
WIRE_SCHEMA = {
    "type": "object", "additionalProperties": False, "required": ["version", "claims", "summary"],
    "properties": {
        "version": {"const": 1},
        "claims": {"type": "array", "items": _CLAIM},
        "summary": {"type": "object", "additionalProperties": False,
                    "required": ["files", "claims", "by_evidence", "by_kind", "findings"],
                    "properties": {"files": {"type": "integer"}, "claims": {"type": "integer"},
                                   "by_evidence": {"type": "object"}, "by_kind": {"type": "object"},
                                   "findings": {"type": "object", "additionalProperties": False,
                                                "required": ["error", "warning", "info"],
                                                "properties": {k: {"type": "integer", "minimum": 0}
                                                               for k in ("error", "warning", "info")}}}},
    },
}


@pytest.fixture()
def doc(workdir):
    (workdir / "doc.md").write_text(DOC, encoding="utf-8")
    return workdir / "doc.md"


@pytest.fixture()
def warn_doc(workdir):
    """A document whose only finding is a missing-conditions warning."""
    (workdir / "warn.md").write_text(PEAK + "\n" + MEASURED, encoding="utf-8")
    return workdir / "warn.md"


@pytest.fixture()
def tree(workdir):
    """docs/b.md, docs/a.md, docs/notes.txt, docs/vendor/c.md, docs/.hidden/d.md."""
    for rel, text in [("docs/b.md", MEASURED), ("docs/a.md", PEAK + "\n" + MEASURED), ("docs/notes.txt", INFERRED),
                      ("docs/vendor/c.md", PEAK), ("docs/.hidden/d.md", PEAK)]:
        p = workdir / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")
    return workdir / "docs"


def paths_of(stdout: str) -> list[str]:
    return sorted({line.split(":", 1)[0] for line in stdout.splitlines() if re.match(r"^\S+:\d+:\d+: ", line)})


# ---------------------------------------------------------------- text output

def test_text_output_lines(cli, doc):
    res = cli("check", *BASE, "doc.md")
    assert res.exit_code == 1
    lines = res.stdout.splitlines()
    claim_lines = [line for line in lines if not line.startswith(" ") and line != lines[-1]]
    assert len(claim_lines) == 3
    for line, prefix in zip(claim_lines, CLAIM_PREFIXES):
        assert line.startswith(prefix), line
    assert "    warning missing-conditions: Measured scaling claim does not state its workload, software conditions." in lines
    assert any(line.startswith("    error inferred-claim: Inferred throughput claim") for line in lines)
    assert lines[-1] == SUMMARY


def test_text_format_is_the_default(cli, doc):
    assert cli("check", *BASE, "doc.md").stdout == cli("check", *BASE, "--format", "text", "doc.md").stdout


def test_quiet_prints_findings_flake8_style(cli, doc):
    res = cli("check", *BASE, "--quiet", "doc.md")
    lines = res.stdout.splitlines()
    assert len(lines) == 3
    assert lines[0] == WARNING_LINE
    assert lines[1].startswith(ERROR_PREFIX)
    assert lines[2] == SUMMARY
    assert res.exit_code == 1


def test_statistics_counts_per_rule(cli, doc):
    lines = cli("check", *BASE, "--statistics", "doc.md").stdout.splitlines()
    assert lines[-3:] == ["     1  inferred-claim", "     1  missing-conditions", SUMMARY]


def test_no_ansi_colour_when_not_a_tty(cli, doc):
    res = cli("check", *BASE, "doc.md")
    assert not ANSI.search(res.stdout)
    assert not ANSI.search(cli("check", *BASE, "--no-color", "doc.md").stdout)


def test_color_flag_forces_colour(cli, doc):
    res = cli("check", *BASE, "--color", "doc.md")
    assert "\x1b[32mmeasured\x1b[0m" in res.stdout
    assert ANSI.sub("", res.stdout) == cli("check", *BASE, "doc.md").stdout


def test_output_file(cli, doc, workdir):
    res = cli("check", *BASE, "--output", "out/report.txt", "doc.md")
    assert res.exit_code == 1
    assert res.stdout == ""
    written = (workdir / "out" / "report.txt").read_text(encoding="utf-8")
    assert written.splitlines()[-1] == SUMMARY
    assert not ANSI.search(written)


# ---------------------------------------------------------------- JSON output

def test_json_matches_the_wire_schema(cli, doc):
    res = cli("check", *BASE, "--format", "json", "doc.md")
    assert res.exit_code == 1
    data = json.loads(res.stdout)
    jsonschema.validate(data, WIRE_SCHEMA)
    assert list(data) == ["version", "claims", "summary"]
    assert list(data["claims"][0]) == ["path", "line", "column", "end_line", "end_column", "text", "sentence", "kind",
                                       "evidence", "quantity", "subject", "scaling", "cues", "conditions", "missing",
                                       "findings"]
    assert data["summary"] == {"files": 1, "claims": 3, "by_evidence": {"inferred": 1, "measured": 1, "vendor-peak": 1},
                               "by_kind": {"bandwidth": 1, "scaling": 1, "throughput": 1},
                               "findings": {"error": 1, "warning": 1, "info": 0}}


def test_json_positions_are_one_based_with_exclusive_end(cli, doc):
    claims = json.loads(cli("check", *BASE, "-f", "json", "doc.md").stdout)["claims"]
    peak = claims[0]
    assert (peak["path"], peak["line"], peak["column"], peak["end_line"], peak["end_column"]) == ("doc.md", 3, 22, 3, 30)
    assert peak["text"] == "900 GB/s"
    line = DOC.splitlines()[peak["line"] - 1]
    assert line[peak["column"] - 1:peak["end_column"] - 1] == peak["text"]
    measured = claims[1]
    assert (measured["line"], measured["column"], measured["end_column"], measured["text"]) == (7, 24, 27, "92%")
    assert measured["missing"] == ["workload", "software"]
    assert measured["findings"] == [{"rule": "missing-conditions", "severity": "warning",
                                     "message": "Measured scaling claim does not state its workload, software conditions."}]
    assert measured["scaling"]["devices"] == 8 and measured["scaling"]["efficiency"] == pytest.approx(0.92)


def test_json_unit_is_null_for_a_figure_whose_unit_is_never_stated(cli, workdir):
    """A results table with no unit in its header, caption or section: claims all the same, the unit null (valid
    against the wire schema), and one unit-ambiguity finding for the table."""
    (workdir / "sweep.md").write_text("## Performance\n\nWe ran both engines on one A100 with vLLM 0.6 serving Llama-2 7B.\n\n"
                                      "| batch_size | 8 | 16 |\n| --- | --- | --- |\n| baseline | 201.7 | 251.3 |\n| ours | 331.2 | 590.4 |\n",
                                      encoding="utf-8")
    data = json.loads(cli("check", "--no-config", "--format", "json", "sweep.md").stdout)
    jsonschema.validate(data, WIRE_SCHEMA)
    assert [(c["text"], c["quantity"]["unit"], c["evidence"]) for c in data["claims"]] == [
        ("201.7", None, "measured"), ("251.3", None, "measured"), ("331.2", None, "measured"), ("590.4", None, "measured")]
    assert [f["rule"] for c in data["claims"] for f in c["findings"] if f["rule"] == "unit-ambiguity"] == ["unit-ambiguity"]


def test_json_claims_sorted_by_path_line_column(cli, tree):
    data = json.loads(cli("check", "--no-config", "--format", "json", "docs").stdout)
    keys = [(c["path"], c["line"], c["column"]) for c in data["claims"]]
    assert keys == sorted(keys)
    assert [k[0] for k in keys] == ["docs/a.md", "docs/a.md", "docs/b.md", "docs/notes.txt", "docs/vendor/c.md"]
    assert data["summary"]["files"] == 4


def test_json_is_not_coloured(cli, doc):
    assert not ANSI.search(cli("check", *BASE, "--color", "-f", "json", "doc.md").stdout)


# ---------------------------------------------------------------- gate: exit codes

@pytest.mark.parametrize("fail_on,code", [("error", 0), ("warning", 1), ("info", 1), ("never", 0)])
def test_fail_on_with_a_warning(cli, warn_doc, fail_on, code):
    assert cli("check", *BASE, "--fail-on", fail_on, "warn.md").exit_code == code


@pytest.mark.parametrize("fail_on,code", [("error", 1), ("warning", 1), ("info", 1), ("never", 0)])
def test_fail_on_with_an_error(cli, doc, fail_on, code):
    assert cli("check", *BASE, "--fail-on", fail_on, "doc.md").exit_code == code


def test_fail_on_info_needs_an_info_finding(cli, warn_doc, workdir):
    (workdir / "info.yaml").write_text("select: [missing-conditions]\nseverity:\n  missing-conditions: info\n", encoding="utf-8")
    assert cli("check", "--config", "info.yaml", "--fail-on", "warning", "warn.md").exit_code == 0
    res = cli("check", "--config", "info.yaml", "--fail-on", "info", "warn.md")
    assert res.exit_code == 1
    assert res.stdout.splitlines()[-1].endswith("; 0 error(s), 0 warning(s), 1 info; gate fail")


def test_max_warnings(cli, warn_doc):
    assert cli("check", *BASE, "--max-warnings", "0", "warn.md").exit_code == 1
    assert cli("check", *BASE, "--max-warnings", "1", "warn.md").exit_code == 0


def test_exit_zero_without_findings(cli, workdir):
    (workdir / "ok.md").write_text(PEAK, encoding="utf-8")
    res = cli("check", *BASE, "ok.md")
    assert res.exit_code == 0
    assert res.stdout.splitlines()[-1] == "1 file(s), 1 claim(s) (1 vendor-peak); 0 error(s), 0 warning(s), 0 info; gate pass"


@pytest.mark.parametrize("args,message", [
    (["check", "--fail-on", "sometimes", "doc.md"], "Invalid value for '--fail-on'"),
    (["check", "--max-warnings", "-1", "doc.md"], "Invalid value for '--max-warnings'"),
    (["check", "--jobs", "0", "doc.md"], "Invalid value for '-j' / '--jobs'"),
    (["check", "--format", "yaml", "doc.md"], "Invalid value for '-f' / '--format'"),
    (["check", "--select", "no-such-rule", "doc.md"], "unknown rule 'no-such-rule' in --select"),
    (["check", "--ignore", "no-such-rule", "doc.md"], "unknown rule 'no-such-rule' in --ignore"),
    (["check", "--bogus", "doc.md"], "No such option '--bogus'"),
    (["check", "missing.md"], "missing.md: no such file or directory"),
], ids=["fail-on", "max-warnings", "jobs", "format", "select", "ignore", "unknown-option", "missing-path"])
def test_usage_errors_exit_2(cli, doc, args, message):
    res = cli(*args[:1], "--no-config", *args[1:])
    assert res.exit_code == 2
    assert message in res.stderr
    assert res.stdout == ""
    assert "Traceback" not in res.stderr


# ---------------------------------------------------------------- rule selection

def rules_in(stdout: str) -> set[str]:
    return set(re.findall(r"^\s+(?:error|warning|info) ([a-z-]+):", stdout, re.M))


def test_select_and_ignore(cli, doc):
    assert rules_in(cli("check", "--no-config", "doc.md").stdout) >= {"missing-conditions", "inferred-claim"}
    assert rules_in(cli("check", "--no-config", "--select", "missing-conditions", "doc.md").stdout) == {"missing-conditions"}
    everything = rules_in(cli("check", "--no-config", "doc.md").stdout)
    assert rules_in(cli("check", "--no-config", "--ignore", "missing-conditions", "doc.md").stdout) == everything - {
        "missing-conditions"}
    assert rules_in(cli("check", *BASE, "--ignore", "missing-conditions", "doc.md").stdout) == {"inferred-claim"}
    assert rules_in(cli("check", *BASE, "--ignore", "missing-conditions,inferred-claim", "doc.md").stdout) == set()
    assert rules_in(cli("check", *BASE, "--ignore", "missing-conditions", "--ignore", "inferred-claim",
                        "doc.md").stdout) == set()
    assert rules_in(cli("check", "--no-config", "--select", "missing-*", "doc.md").stdout) == {
        r for r in everything if r.startswith("missing-")}


def test_ignoring_every_finding_passes_the_gate(cli, doc):
    res = cli("check", *BASE, "--ignore", "missing-conditions,inferred-claim", "doc.md")
    assert res.exit_code == 0
    assert res.stdout.splitlines()[-1].endswith("0 error(s), 0 warning(s), 0 info; gate pass")


# ---------------------------------------------------------------- files

def test_directory_walk_skips_hidden_folders(cli, tree):
    assert paths_of(cli("check", "--no-config", "docs").stdout) == ["docs/a.md", "docs/b.md", "docs/notes.txt", "docs/vendor/c.md"]


def test_exclude(cli, tree):
    assert paths_of(cli("check", "--no-config", "--exclude", "vendor", "docs").stdout) == ["docs/a.md", "docs/b.md", "docs/notes.txt"]
    assert paths_of(cli("check", "--no-config", "--exclude", "*.txt", "--exclude", "vendor/**", "docs").stdout) == [
        "docs/a.md", "docs/b.md"]


def test_include_replaces_the_defaults(cli, tree):
    assert paths_of(cli("check", "--no-config", "--include", "*.txt", "docs").stdout) == ["docs/notes.txt"]
    assert paths_of(cli("check", "--no-config", "--include", "a.md,b.md", "docs").stdout) == ["docs/a.md", "docs/b.md"]


def test_explicit_file_is_checked_whatever_its_suffix(cli, workdir):
    (workdir / "claims.adoc").write_text("We measured 368 GB/s.\n", encoding="utf-8")
    assert paths_of(cli("check", "--no-config", "claims.adoc").stdout) == ["claims.adoc"]


def test_jobs_gives_the_same_result(cli, tree):
    one = cli("check", "--no-config", "--format", "json", "docs")
    two = cli("check", "--no-config", "--format", "json", "--jobs", "2", "docs")
    assert one.exit_code == two.exit_code
    assert json.loads(one.stdout) == json.loads(two.stdout)


def test_default_path_is_the_working_directory(cli, tree, monkeypatch):
    monkeypatch.chdir(tree)
    assert paths_of(cli("check", "--no-config").stdout) == ["a.md", "b.md", "notes.txt", "vendor/c.md"]


# ---------------------------------------------------------------- config flags

def test_config_and_no_config(cli, warn_doc, workdir):
    (workdir / ".claimcheck.yaml").write_text("fail-on: warning\n", encoding="utf-8")
    (workdir / "lenient.yaml").write_text("fail-on: never\n", encoding="utf-8")
    assert cli("check", "warn.md").exit_code == 1
    assert cli("check", "--no-config", "warn.md").exit_code == 0
    assert cli("check", "--config", "lenient.yaml", "warn.md").exit_code == 0
    assert cli("check", "-c", "lenient.yaml", "--fail-on", "warning", "warn.md").exit_code == 1


def test_inline_directives_and_no_inline_config(cli, workdir):
    text = "# A\n\n<!-- claimcheck-disable-next-line missing-conditions -->\nScaling efficiency was 92% on 8 accelerators.\n"
    (workdir / "sup.md").write_text(text, encoding="utf-8")
    assert rules_in(cli("check", *BASE, "sup.md").stdout) == set()
    assert rules_in(cli("check", *BASE, "--no-inline-config", "sup.md").stdout) == {"missing-conditions"}


def test_warn_unused_suppressions(cli, workdir):
    text = ("# A\n\n<!-- claimcheck-disable-next-line missing-conditions, unit-ambiguity -->\n"
            "Scaling efficiency was 92% on 8 accelerators.\n")
    (workdir / "sup.md").write_text(text, encoding="utf-8")
    quiet = cli("check", *BASE, "sup.md")
    assert "unused" not in quiet.stderr
    res = cli("check", *BASE, "--warn-unused-suppressions", "sup.md")
    assert res.exit_code == quiet.exit_code  # NOTE: a warning on stderr, like a misspelt directive; the gate is unchanged
    unused = [line for line in res.stderr.splitlines() if "unused" in line]
    assert unused == ["claimcheck: warning: sup.md:3:1: unused claimcheck-disable-next-line directive: "
                      "no finding of rule 'unit-ambiguity' to suppress (the rule is not enabled in this run)"]
    (workdir / ".claimcheck.yaml").write_text("warn-unused-suppressions: true\n", encoding="utf-8")
    assert "unused claimcheck-disable-next-line" in cli("check", "sup.md").stderr


# ---------------------------------------------------------------- rules, explain, eval, version, help

def test_rules_text(cli):
    res = cli("rules", "--no-config")
    assert res.exit_code == 0
    lines = res.stdout.splitlines()
    ids = [line.split()[0] for line in lines]
    assert ids == sorted(ids)
    assert {"missing-conditions", "inferred-claim"} <= set(ids)
    (mc,) = [line for line in lines if line.startswith("missing-conditions ")]
    assert re.match(r"^missing-conditions\s+warning\s+measured, any kind\s+A measured figure", mc)


def test_rules_json(cli):
    res = cli("rules", "--no-config", "--format", "json")
    assert res.exit_code == 0
    data = json.loads(res.stdout)
    assert all(list(r) == ["id", "severity", "applies_to", "description", "enabled"] for r in data)
    (mc,) = [r for r in data if r["id"] == "missing-conditions"]
    assert mc["severity"] == "warning" and mc["enabled"] is True


def test_rules_reflect_the_config(cli, workdir):
    (workdir / ".claimcheck.yaml").write_text("rules:\n  inferred-claim: false\nseverity:\n  missing-conditions: error\n",
                                              encoding="utf-8")
    data = {r["id"]: r for r in json.loads(cli("rules", "--format", "json").stdout)}
    assert data["inferred-claim"]["enabled"] is False
    assert data["missing-conditions"]["severity"] == "error"
    assert any(line.startswith("inferred-claim ") and line.endswith("(disabled)") for line in cli("rules").stdout.splitlines())


def test_explain_known_rule_with_examples(cli):
    res = cli("explain", "missing-conditions")
    assert res.exit_code == 0
    lines = res.stdout.splitlines()
    assert lines[0] == "missing-conditions (warning; applies to measured, any kind)"
    assert "A measured figure that does not disclose its workload, system or software conditions." in lines
    assert "Examples:" in lines
    examples = lines[lines.index("Examples:") + 1:]
    assert any(line.startswith("  right: ") for line in examples)
    assert any(line.startswith("  wrong: ") for line in examples)


def test_explain_unknown_rule(cli):
    res = cli("explain", "missing-condition")
    assert res.exit_code == 2
    assert "unknown rule 'missing-condition' (did you mean 'missing-conditions'?)" in res.stderr
    res = cli("explain", "zzz")
    assert res.exit_code == 2 and "unknown rule 'zzz'" in res.stderr


def test_eval_command(cli, workdir):
    (workdir / "dev.yml").write_text(
        '- id: p\n  text: "NVLink 4 is rated at 900 GB/s bidirectional."\n  class: vendor-peak\n'
        '- id: n\n  text: "Each node has 8 GPUs."\n  class: none\n', encoding="utf-8")
    res = cli("eval", "dev.yml")
    assert res.exit_code == 0
    assert res.stdout.splitlines()[0] == "cases 2"
    assert "  vendor-peak  P 1.00 R 1.00 F1 1.00  (tp 1 fp 0 fn 0)" in res.stdout.splitlines()
    assert cli("eval", "nope.yml").exit_code == 2


def test_version(cli):
    for flag in ("--version", "-V"):
        res = cli(flag)
        assert res.exit_code == 0
        assert res.stdout == f"claimcheck, version {__version__}\n"


def test_help(cli):
    res = cli("--help")
    assert res.exit_code == 0
    assert res.stdout.startswith("Usage: claimcheck [OPTIONS] COMMAND [ARGS]...")
    for command in ("check", "rules", "explain", "eval"):
        assert re.search(rf"^\s+{command}\s", res.stdout, re.M), command
    check_help = cli("check", "--help").stdout
    for flag in ("--format", "--fail-on", "--max-warnings", "--quiet", "--select", "--ignore", "--include", "--exclude",
                 "--config", "--no-config", "--no-inline-config", "--warn-unused-suppressions", "--jobs", "--color / --no-color", "--statistics", "--output"):
        assert flag in check_help, flag


def test_python_dash_m(workdir, doc):
    import subprocess
    import sys

    res = subprocess.run([sys.executable, "-m", "claimcheck", "check", *BASE, "-q", "doc.md"],
                         capture_output=True, text=True, timeout=120)
    assert res.returncode == 1
    assert res.stdout.splitlines()[0] == WARNING_LINE
    assert not ANSI.search(res.stdout)


def test_an_internal_error_is_one_line_and_exit_2(cli, monkeypatch):
    """A bug inside a check ends in one line naming it and exit 2, never a traceback; --debug shows the traceback."""
    from claimcheck import api

    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(api, "check_file", broken)
    (Path("doc.md")).write_text("The link gives 900 GB/s.\n", encoding="utf-8")
    res = cli("check", "--no-cache", "doc.md")
    assert res.exit_code == 2
    assert res.stderr.strip().splitlines() == [
        "claimcheck: internal error: RuntimeError: boom (a bug in claimcheck; rerun with --debug for the traceback and report it)"]
    assert "Traceback" not in res.stderr
    with pytest.raises(RuntimeError, match="boom"):
        cli("--debug", "check", "--no-cache", "doc.md")
