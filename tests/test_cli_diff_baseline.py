"""`check --diff REF` and `--baseline` end to end, in a real git repository."""

from __future__ import annotations

import json
import subprocess

import pytest
from click.testing import CliRunner

from claimcheck.cli import main

OLD = "# Notes\n\nNVLink 4 offers up to 900 GB/s.\n\nWith 8 GPUs you get 8x the throughput.\n"
NEW = OLD + "\nWe measured 370 GB/s busbw.\n\nThe nodes have NVLink, so communication is fast.\n"


def git(cwd, *args):
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True,
                   env={"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.org", "GIT_COMMITTER_NAME": "t",
                        "GIT_COMMITTER_EMAIL": "t@example.org", "PATH": "/usr/bin:/bin", "HOME": str(cwd)})


@pytest.fixture
def repo(tmp_path, monkeypatch):
    git(tmp_path, "init", "-q", "-b", "main")
    (tmp_path / "doc.md").write_text(OLD)
    git(tmp_path, "add", "doc.md")
    git(tmp_path, "commit", "-q", "-m", "one")
    (tmp_path / "doc.md").write_text(NEW)
    git(tmp_path, "commit", "-q", "-am", "two")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def lines_of(res):
    return [c["line"] for c in json.loads(res.stdout)["claims"]]


def test_diff_reports_only_added_lines(repo):
    res = CliRunner().invoke(main, ["check", "--no-config", "--format", "json", "--diff", "HEAD~1", "doc.md"])
    assert res.exit_code == 1
    assert lines_of(res) == [7, 9]
    full = CliRunner().invoke(main, ["check", "--no-config", "--format", "json", "doc.md"])
    assert lines_of(full) == [3, 5, 7, 9]


def test_diff_with_unknown_ref_is_exit_2(repo):
    res = CliRunner().invoke(main, ["check", "--no-config", "--diff", "no-such-ref", "doc.md"])
    assert res.exit_code == 2
    assert "no-such-ref" in res.stderr and "Traceback" not in res.stderr


def test_diff_outside_git_is_exit_2(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "doc.md").write_text(OLD)
    res = CliRunner().invoke(main, ["check", "--no-config", "--diff", "HEAD", "doc.md"])
    assert res.exit_code == 2


def test_baseline_round_trip_survives_moved_text(repo):
    res = CliRunner().invoke(main, ["baseline", "--no-config", "doc.md", "-o", "base.json"])
    assert res.exit_code == 0, res.output
    # move the last paragraph to the top and add one new claim
    moved = "# Notes\n\nThe nodes have NVLink, so communication is fast.\n\n" + OLD.split("\n", 2)[2] + \
        "\nWe measured 370 GB/s busbw.\n\nThis scales linearly to 1024 GPUs.\n"
    (repo / "doc.md").write_text(moved)
    res = CliRunner().invoke(main, ["check", "--no-config", "--format", "json", "--baseline", "base.json", "--show-stale", "doc.md"])
    claims = json.loads(res.stdout)["claims"]
    with_findings = [c for c in claims if c["findings"]]
    assert [c["text"] for c in with_findings] == ["scales linearly"]
    assert res.exit_code == 1
