"""Evidence linking: measured figures in documents checked against benchmark logs (--evidence)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from claimcheck.cli import main

LOG = """\
# nccl-tests version 2.13.9 nccl-headers=22104 nccl-library=22104
# Collective test starting: all_reduce_perf
# nThread 1 nGpus 1 minBytes 1073741824 maxBytes 8589934592 step: 2(factor) warmup iters: 5 iters: 20 agg iters: 1 validation: 1 graph: 0
#
# Using devices
#  Rank  0 Group  0 Pid  1001 on      hosta device  0 [0x18] NVIDIA H100 80GB HBM3
#  Rank  1 Group  0 Pid  1002 on      hosta device  1 [0x2a] NVIDIA H100 80GB HBM3
#  Rank  2 Group  0 Pid  1003 on      hostb device  0 [0x18] NVIDIA H100 80GB HBM3
#  Rank  3 Group  0 Pid  1004 on      hostb device  1 [0x2a] NVIDIA H100 80GB HBM3
NCCL version 2.21.5+cuda12.4
#
#                                                              out-of-place                       in-place
#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong
#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)
  1073741824     268435456     float     sum      -1  15870.2   67.66  101.49      0  15861.9   67.69  101.54      0
  8589934592    2147483648     float     sum      -1 125004.6   68.72  103.07      0 124990.2   68.72  103.08      0
# Out of bounds values : 0 OK
# Avg bus bandwidth    : 102.295
#
# Collective test concluded: all_reduce_perf
"""

COND = "for an 8 GiB all-reduce with NCCL 2.21 on 4 H100 over 2 nodes"


@pytest.fixture
def project(tmp_path, monkeypatch):
    (tmp_path / "results").mkdir()
    (tmp_path / "results" / "ar.log").write_text(LOG)
    (tmp_path / "docs").mkdir()
    monkeypatch.chdir(tmp_path)
    return tmp_path


def run(doc: str, *extra):
    from pathlib import Path

    Path("docs/a.md").write_text(doc, encoding="utf-8")
    res = CliRunner().invoke(main, ["check", "--no-config", "--format", "json", "docs", "--evidence", "results/*.log",
                                    "--select", "not-backed-by-evidence,contradicts-evidence,unit-ambiguity", *extra])
    assert res.exit_code in (0, 1), res.output
    return json.loads(res.stdout)["claims"]


def test_matching_busbw_is_backed_and_cites_the_row(project):
    (claim,) = run(f"We measured 103.07 GB/s busbw {COND}.\n")
    assert claim["source"] == "results/ar.log:16"
    assert claim["findings"] == []


def test_algbw_quoted_as_busbw_contradicts_with_both_numbers(project):
    (claim,) = run(f"We measured 68.72 GB/s busbw {COND}.\n")
    (f,) = claim["findings"]
    assert f["rule"] == "contradicts-evidence" and f["severity"] == "error"
    assert "68.72 GB/s" in f["message"] and "103.07" in f["message"] and "results/ar.log:16" in f["message"]


def test_figure_above_best_run_contradicts(project):
    (claim,) = run(f"We measured 150 GB/s busbw {COND}.\n")
    (f,) = claim["findings"]
    assert f["rule"] == "contradicts-evidence"
    assert "103.08" in f["message"]


def test_unmatched_figure_is_not_backed(project):
    (claim,) = run(f"We measured 90 GB/s busbw {COND}.\n")
    assert [f["rule"] for f in claim["findings"]] == ["not-backed-by-evidence"]
    assert "source" not in claim


def test_busbw_without_saying_so_is_unit_ambiguity(project):
    (claim,) = run(f"We measured 103.07 GB/s {COND}.\n")
    assert claim["source"] == "results/ar.log:16"
    assert [f["rule"] for f in claim["findings"]] == ["unit-ambiguity"]


def test_size_must_match_when_stated(project):
    (claim,) = run("We measured 101.49 GB/s busbw for a 64 MiB all-reduce with NCCL 2.21 on 4 H100 over 2 nodes.\n")
    assert [f["rule"] for f in claim["findings"]] == ["not-backed-by-evidence"]


def test_evidence_from_config(project):
    (project / ".claimcheck.yaml").write_text("evidence: ['results/*.log']\n")
    (project / "docs" / "a.md").write_text(f"We measured 150 GB/s busbw {COND}.\n")
    res = CliRunner().invoke(main, ["check", "--format", "json", "docs"])
    assert res.exit_code == 1
    rules = [f["rule"] for c in json.loads(res.stdout)["claims"] for f in c["findings"]]
    assert "contradicts-evidence" in rules


def test_glob_matching_nothing_is_a_usage_error(project):
    (project / "docs" / "a.md").write_text("x\n")
    res = CliRunner().invoke(main, ["check", "docs", "--evidence", "nothing/*.log"])
    assert res.exit_code == 2
    assert "matches no file" in res.stderr


NCCL_JSON = __import__("pathlib").Path(__file__).resolve().parent / "fixtures" / "logs" / "nccl-tests-json_all_reduce_8xH100.json"


def _json_project(tmp_path, monkeypatch, text: str, doc: str = "We measured 398.06 GB/s busbw for a 1 GiB all-reduce "
                                                                  "with NCCL 2.27 on 8 H100 in one node.\n"):
    (tmp_path / "results").mkdir()
    (tmp_path / "results" / "ar.json").write_text(text, encoding="utf-8")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "a.md").write_text(doc, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    res = CliRunner().invoke(main, ["check", "--no-config", "--format", "json", "docs", "--evidence", "results/*.json",
                                    "--select", "not-backed-by-evidence,contradicts-evidence"])
    assert res.exit_code in (0, 1), res.output
    return json.loads(res.stdout)["claims"], res.stderr


def test_nccl_tests_json_report_backs_a_figure(tmp_path, monkeypatch):
    (claim,), err = _json_project(tmp_path, monkeypatch, NCCL_JSON.read_text(encoding="utf-8"))
    assert claim["source"] == "results/ar.json:1" and claim["findings"] == [] and err == ""


def test_wrong_row_of_a_json_report_is_not_evidence_but_the_others_are(tmp_path, monkeypatch):
    text = NCCL_JSON.read_text(encoding="utf-8")
    i = text.index('{"size":1073741824')
    bad = text[:i] + text[i:].replace('"nwrong":0.000000', '"nwrong":3.000000', 2)  # both placements of the 1 GiB row
    doc = ("We measured 398.06 GB/s busbw for a 1 GiB all-reduce with NCCL 2.27 on 8 H100 in one node.\n\n"
           "We measured 73.11 GB/s busbw for a 1 MiB all-reduce with NCCL 2.27 on 8 H100 in one node.\n")
    big, small = _json_project(tmp_path, monkeypatch, bad, doc)[0]
    assert [f["rule"] for f in big["findings"]] == ["not-backed-by-evidence"]
    assert small["findings"] == [] and small["source"] == "results/ar.json:1"


def test_evidence_file_that_is_no_report_is_named_on_stderr(tmp_path, monkeypatch):
    (claim,), err = _json_project(tmp_path, monkeypatch, '{"name": "settings", "retries": 3}\n')
    assert "results/ar.json: no bandwidth row" in err and "not a benchmark report" in err
    assert [f["rule"] for f in claim["findings"]] == ["not-backed-by-evidence"]


def test_nccl_tests_json_report_checked_as_a_document_gives_measured_rows(tmp_path, monkeypatch):
    (tmp_path / "ar.json").write_text(NCCL_JSON.read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    res = CliRunner().invoke(main, ["check", "--no-config", "--format", "json", "ar.json"])
    claims = json.loads(res.stdout)["claims"]
    line = (tmp_path / "ar.json").read_text(encoding="utf-8")
    assert [c["evidence"] for c in claims] == ["measured"] * 5
    for c in claims:
        assert c["line"] == 1 and line[c["column"] - 1: c["end_column"] - 1] == c["text"]
    assert claims[2]["conditions"]["software"] == ["NCCL 2.27.3", "nccl-tests"] and claims[2]["missing"] == []
