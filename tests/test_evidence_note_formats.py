"""An inline evidence note sets a claim's class and cites its source in every output format."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from claimcheck.cli import main

DOC = """# Results

<!-- claimcheck: measured source=results/allreduce-8gpu.log -->
The fabric reaches 400 GB/s between the two racks.
"""


@pytest.fixture
def doc(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.md").write_text(DOC, encoding="utf-8")
    return "a.md"


def _run(doc, fmt):
    res = CliRunner().invoke(main, ["check", "--no-config", "--format", fmt, "--fail-on", "never", doc])
    assert res.exit_code == 0, res.output
    return res.stdout


def test_note_sets_class_and_source_in_json(doc):
    (claim,) = json.loads(_run(doc, "json"))["claims"]
    assert claim["evidence"] == "measured"
    assert claim["source"] == "results/allreduce-8gpu.log"
    assert claim["line"] == 4


@pytest.mark.parametrize("fmt", ["text", "sarif", "github", "junit", "html"])
def test_source_is_shown(doc, fmt):
    out = _run(doc, fmt)
    assert "results/allreduce-8gpu.log" in out


def test_no_inline_config_ignores_the_note(doc):
    res = CliRunner().invoke(main, ["check", "--no-config", "--format", "json", "--no-inline-config", doc])
    (claim,) = json.loads(res.stdout)["claims"]
    assert claim["evidence"] != "measured" or "source" not in claim
    assert "source" not in claim


def test_statistics_with_a_machine_format_go_to_stderr(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "b.md").write_text("With 8 GPUs you get 8x the throughput.\n", encoding="utf-8")
    res = CliRunner().invoke(main, ["check", "--no-config", "--format", "json", "--statistics", "b.md"])
    json.loads(res.stdout)  # stdout is still pure JSON
    assert any(line.split()[-1] == "linear-scaling-assumption" for line in res.stderr.splitlines())
