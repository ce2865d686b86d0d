"""Benchmark output as input files and as fenced blocks: claims, sources, and problems of the run."""

from __future__ import annotations

from pathlib import Path

from claimcheck.api import check_paths, check_text
from claimcheck.config import Settings

ROOT = Path(__file__).resolve().parents[1]
LOG = (ROOT / "examples" / "allreduce-2node.log").read_text()


def test_out_files_are_found_in_a_directory_walk(tmp_path):
    (tmp_path / "job.out").write_text(LOG)
    run = check_paths([str(tmp_path)], Settings())
    (f,) = run.files
    assert f.path.endswith("job.out")
    assert len(f.claims) == 13
    assert all(c.evidence.value == "measured" and c.source == f"{f.path}:{c.location.line}" for c in f.claims)
    assert f.claims[-1].text == "100.644"  # the "# Avg bus bandwidth" line


def test_wrong_results_make_the_row_not_evidence(tmp_path):
    bad = LOG.replace("102.57      0  31398.4", "102.57      3  31398.4")
    (tmp_path / "bad.log").write_text(bad)
    (f,) = check_paths([str(tmp_path / "bad.log")], Settings()).files
    flagged = [c for c in f.claims if any(x.rule == "benchmark-problem" for x in c.findings)]
    assert {c.location.line for c in flagged} == {18}  # both groups of the line that reported #wrong
    assert "wrong" in flagged[0].findings[0].message


def test_a_fenced_excerpt_is_not_a_truncated_run():
    lines = LOG.split("\n")
    excerpt = "\n".join(lines[:17])  # header and the first rows, no "# Avg bus bandwidth"
    doc = f"# All-reduce on 4 H100\n\n```\n{excerpt}\n```\n"
    res = check_text(doc, path="a.md")
    assert len(res.claims) == 6
    assert res.claims[0].location.line == 18  # the first data row, inside the fence
    assert not any(f.rule == "benchmark-problem" for c in res.claims for f in c.findings)
