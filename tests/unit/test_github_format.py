"""``--format github`` workflow commands, plus the GitHub Action and the pre-commit hook manifest that use the CLI."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from claimcheck.reporters.github import escape_data, escape_property, render

REPO = Path(__file__).resolve().parents[2]


def claim(path, line, col, text, findings, end_line=None, end_col=None, evidence="measured", kind="bandwidth"):
    return {"path": path, "line": line, "column": col, "end_line": end_line or line,
            "end_column": end_col or col + len(text), "text": text, "sentence": text, "kind": kind,
            "evidence": evidence, "quantity": None, "subject": None, "scaling": None, "cues": [],
            "conditions": {"workload": [], "system": [], "software": []}, "missing": [],
            "findings": [{"rule": r, "severity": s, "message": m} for r, s, m in findings]}


def wire(*claims):
    sev = {"error": 0, "warning": 0, "info": 0}
    for c in claims:
        for f in c["findings"]:
            sev[f["severity"]] += 1
    return {"version": 1, "claims": list(claims), "summary": {"files": 2, "claims": len(claims), "by_evidence": {},
                                                              "by_kind": {}, "findings": sev}}


META = {"tool_version": "0.1.0", "rules": [], "fail_on": "warning", "exit_code": 1, "root": ""}


def test_escaping_rules():
    assert escape_data("100% of 50%\r\nnext") == "100%25 of 50%25%0D%0Anext"
    assert escape_data("a:b,c") == "a:b,c"  # data keeps ':' and ','
    assert escape_property("docs/a,b:c.md") == "docs/a%2Cb%3Ac.md"
    assert escape_property("50%\n") == "50%25%0A"
    # '%' is escaped first, so an already-escaped-looking value round-trips.
    assert escape_property("%3A") == "%253A"


def test_one_annotation_per_finding_with_levels_and_positions():
    data = wire(
        claim("docs/a.md", 3, 14, "900 GB/s", [("unit-ambiguity", "warning", "No direction.")], evidence="vendor-peak"),
        claim("docs/a.md", 9, 1, "370 GB/s", [("missing-conditions", "error", "Missing workload."),
                                              ("no-variability", "info", "No spread.")]),
    )
    lines = render(data, META).splitlines()
    assert lines[:3] == [
        "::warning file=docs/a.md,line=3,col=14,endLine=3,endColumn=22,title=claimcheck (unit-ambiguity)"
        "::No direction.%0Avendor-peak bandwidth claim: 900 GB/s",
        "::error file=docs/a.md,line=9,col=1,endLine=9,endColumn=9,title=claimcheck (missing-conditions)"
        "::Missing workload.%0Ameasured bandwidth claim: 370 GB/s",
        "::notice file=docs/a.md,line=9,col=1,endLine=9,endColumn=9,title=claimcheck (no-variability)"
        "::No spread.%0Ameasured bandwidth claim: 370 GB/s",
    ]
    assert lines[3] == "claimcheck: 2 claims in 2 files; 1 errors, 1 warnings, 1 info (fail-on warning: failed)"
    assert len(lines) == 4


def test_special_characters_are_escaped_in_message_and_properties():
    data = wire(claim("docs/q3:results,final.md", 5, 2, "50% \u2192 90%",
                      [("inconsistent-arithmetic", "error", "Efficiency 50% vs 90%:\r\nthey disagree, badly")],
                      kind="scaling"))
    out = render(data, dict(META, exit_code=0, fail_on="error"))
    first = out.splitlines()[0]
    head, _, message = first.partition("::")[2].partition("::")
    assert head.startswith("error file=docs/q3%3Aresults%2Cfinal.md,line=5,col=2,")
    # Every property value is free of raw ':' and ',' (the separators of the command syntax).
    props = dict(p.split("=", 1) for p in head[len("error "):].split(","))
    assert props["file"] == "docs/q3%3Aresults%2Cfinal.md" and props["title"] == "claimcheck (inconsistent-arithmetic)"
    assert message == "Efficiency 50%25 vs 90%25:%0D%0Athey disagree, badly%0Ameasured scaling claim: 50%25 \u2192 90%25"
    assert "\r" not in out and out.count("\n") == 2  # one annotation and the summary, nothing split
    assert out.splitlines()[1].endswith("(fail-on error: passed)")


def test_multi_line_span_drops_columns():
    data = wire(claim("docs/a.md", 4, 30, "7.2x", [("missing-baseline", "warning", "Relative to what?")],
                      end_line=5, end_col=3, kind="scaling"))
    first = render(data, META).splitlines()[0]
    assert first.startswith("::warning file=docs/a.md,line=4,endLine=5,title=claimcheck (missing-baseline)::")
    assert "col=" not in first and "endColumn=" not in first


def test_paths_are_made_repository_relative_with_root():
    data = wire(claim("a.md", 1, 1, "1 us", [("missing-conditions", "warning", "m")], kind="latency"))
    assert render(data, dict(META, root="docs")).startswith("::warning file=docs/a.md,")


def test_no_findings_prints_only_the_summary():
    out = render(wire(claim("docs/a.md", 1, 1, "1 us", [], kind="latency")), dict(META, exit_code=0))
    assert out == "claimcheck: 1 claims in 2 files; 0 errors, 0 warnings, 0 info (fail-on warning: passed)\n"


# --- action.yml -------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def action():
    return yaml.safe_load((REPO / "action.yml").read_text(encoding="utf-8"))


def steps_by_name(action):
    return {s["name"]: s for s in action["runs"]["steps"]}


def test_action_shape_and_every_input_is_used(action):
    assert action["runs"]["using"] == "composite"
    assert set(action["inputs"]) >= {"paths", "format", "fail-on", "diff-base", "sarif", "version"}
    steps_text = yaml.safe_dump(action["runs"]["steps"])
    for name in action["inputs"]:
        assert re.search(r"inputs\." + re.escape(name) + r"\b", steps_text), f"input {name!r} is never used"
    for step in action["runs"]["steps"]:
        if "run" in step:
            assert step["shell"] == "bash"
            # Inputs reach scripts only through env, never pasted into the script (no shell injection).
            assert "${{" not in step["run"], step["name"]
    upload = next(s for s in action["runs"]["steps"] if s.get("uses", "").startswith("github/codeql-action/upload-sarif@"))
    assert upload["if"] == "inputs.sarif == 'true'"
    assert "steps.sarif.outputs.file" in upload["with"]["sarif_file"]
    # The gate is the last step, so annotations and the upload happen even when findings fail the job.
    assert action["runs"]["steps"][-1]["name"] == "Gate on the findings"


def test_action_uses_options_the_cli_has(action):
    from claimcheck.cli import main

    check = main.commands["check"]
    options = {opt for p in check.params for opt in getattr(p, "opts", [])}
    steps = steps_by_name(action)
    used = set()
    for name in ("Run claimcheck", "Write SARIF"):
        used.update(re.findall(r"(?<![\w-])--[a-z][a-z-]+", steps[name]["run"]))
    assert used and used <= options, used - options
    formats = next(p for p in check.params if p.name == "fmt").type.choices
    assert {"github", "sarif"} <= set(formats)


def _substitute(value: str, inputs: dict, outputs: dict) -> str:
    value = re.sub(r"\$\{\{\s*inputs\.([\w-]+)\s*\}\}", lambda m: inputs[m.group(1)], value)
    return re.sub(r"\$\{\{\s*steps\.([\w-]+)\.outputs\.([\w-]+)\s*\}\}", lambda m: outputs.get(m.group(2), ""), value)


def _run_step(step, inputs, tmp_path, fake_exit=0, outputs=None):
    """Run one ``run:`` step in bash with a fake ``claimcheck`` that records its arguments."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(exist_ok=True)
    fake = bin_dir / "claimcheck"
    fake.write_text('#!/usr/bin/env bash\nprintf "%s\\n" "$@" > "$ARGS_FILE"\nexit "${FAKE_EXIT:-0}"\n')
    fake.chmod(0o755)
    out_file = tmp_path / "github_output"
    out_file.write_text("")
    env = {"PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}", "GITHUB_OUTPUT": str(out_file),
           "RUNNER_TEMP": str(tmp_path), "ARGS_FILE": str(tmp_path / "args"), "FAKE_EXIT": str(fake_exit)}
    env.update({k: _substitute(str(v), inputs, outputs or {}) for k, v in step.get("env", {}).items()})
    proc = subprocess.run(["bash", "-c", step["run"]], env=env, cwd=tmp_path, capture_output=True, text=True)
    args_path = tmp_path / "args"
    args = args_path.read_text().splitlines() if args_path.exists() else None
    if args_path.exists():
        args_path.unlink()
    recorded = dict(line.split("=", 1) for line in out_file.read_text().splitlines() if "=" in line)
    return proc, args, recorded


DEFAULTS = {"paths": ".", "format": "github", "fail-on": "error", "diff-base": "", "sarif": "false", "version": "",
            "python-version": "3.12"}


@pytest.mark.skipif(shutil.which("bash") is None, reason="bash is needed to run the action's steps")
def test_action_check_step_passes_inputs_to_the_cli(action, tmp_path):
    step = steps_by_name(action)["Run claimcheck"]
    inputs = dict(DEFAULTS, paths="docs\nREADME.md  -odd name.md", **{"fail-on": "warning", "diff-base": "origin/main"})
    proc, args, out = _run_step(step, inputs, tmp_path, fake_exit=1)
    assert proc.returncode == 0, proc.stderr  # the step records the code; the gate fails the job later
    assert args == ["check", "--format", "github", "--fail-on", "warning", "--diff", "origin/main", "--",
                    "docs", "README.md", "-odd", "name.md"]
    assert out == {"exit-code": "1"}
    proc, args, out = _run_step(step, DEFAULTS, tmp_path, fake_exit=0)
    assert args == ["check", "--format", "github", "--fail-on", "error", "--", "."] and out == {"exit-code": "0"}
    # A glob in paths is passed to claimcheck as written, not expanded by the shell.
    (tmp_path / "x.md").write_text("")
    _, args, _ = _run_step(step, dict(DEFAULTS, paths="*.md"), tmp_path)
    assert args[-1] == "*.md"


@pytest.mark.skipif(shutil.which("bash") is None, reason="bash is needed to run the action's steps")
def test_action_sarif_and_gate_steps(action, tmp_path):
    steps = steps_by_name(action)
    inputs = dict(DEFAULTS, sarif="true", **{"diff-base": "abc123"})
    proc, args, out = _run_step(steps["Write SARIF"], inputs, tmp_path, fake_exit=1)
    assert proc.returncode == 0, proc.stderr  # findings never fail the SARIF step
    sarif_file = str(tmp_path / "claimcheck.sarif")
    assert args == ["check", "--format", "sarif", "--fail-on", "never", "--output", sarif_file, "--diff", "abc123",
                    "--", "."]
    assert out == {"file": sarif_file}
    proc, _, out = _run_step(steps["Write SARIF"], inputs, tmp_path, fake_exit=2)
    assert proc.returncode == 2 and out == {}  # a usage or config error does
    for code in ("0", "1", "2"):
        proc, _, _ = _run_step(steps["Gate on the findings"], inputs, tmp_path, outputs={"exit-code": code})
        assert proc.returncode == int(code)


# --- .pre-commit-hooks.yaml -------------------------------------------------------------------------------

def test_pre_commit_manifest_is_valid():
    manifest = REPO / ".pre-commit-hooks.yaml"
    proc = subprocess.run([sys.executable, "-m", "pre_commit", "validate-manifest", str(manifest)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    hooks = yaml.safe_load(manifest.read_text(encoding="utf-8"))
    hook = next(h for h in hooks if h["id"] == "claimcheck")
    assert hook["entry"] == "claimcheck check" and hook["language"] == "python"
    assert hook["types_or"] == ["markdown", "text"]
    from claimcheck.cli import main

    assert "check" in main.commands  # the entry point names a real subcommand


def test_pre_commit_validation_is_not_a_rubber_stamp(tmp_path):
    bad = tmp_path / ".pre-commit-hooks.yaml"
    bad.write_text("- id: claimcheck\n  name: claimcheck\n  entry: claimcheck check\n  language: python\n"
                   "  types_or: [markdown, no-such-file-type]\n")
    proc = subprocess.run([sys.executable, "-m", "pre_commit", "validate-manifest", str(bad)],
                          capture_output=True, text=True)
    assert proc.returncode != 0
    assert "no-such-file-type" in proc.stdout + proc.stderr
