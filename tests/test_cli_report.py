"""``claimcheck report`` and ``claimcheck baseline`` take the flags of ``check`` that choose files, rules and
findings, so the HTML report and the baseline see what ``check`` sees with the same flags."""

from __future__ import annotations

import json

from conftest import DOC
from test_report_html import parse


def _page(path):
    return parse(path.read_text(encoding="utf-8"))


def _rule_findings(dom) -> dict[str, int]:
    """Findings per rule, as the 'Rules in force' section shows them (rules with none left out)."""
    out = {}
    for card in dom.find(id="rules").find_all("article", cls="rule"):
        n = int(card.find("span", cls="rule-count").norm().split()[0])
        if n:
            out[card.find("code").norm()] = n
    return out


def test_report_writes_the_page_and_exits_0_even_when_the_gate_fails(cli, workdir):
    (workdir / "doc.md").write_text(DOC, encoding="utf-8")
    res = cli("report", "--no-config", "doc.md", "-o", "out/audit.html", "--title", "Link review")
    assert res.exit_code == 0, res.stderr
    assert res.stderr.strip() == "wrote out/audit.html (3 claims in 1 files)"
    dom = _page(workdir / "out" / "audit.html")
    assert dom.find("h1").norm() == "Link review"
    assert dom.find(id="t-claims").norm() == "3"
    assert dom.find(id="verdict").norm() == "Fail exit 1"  # the inferred claim is an error


def test_report_select_ignore_and_fail_on_shape_the_page(cli, workdir):
    (workdir / "doc.md").write_text(DOC, encoding="utf-8")
    res = cli("report", "--no-config", "--select", "missing-conditions,inferred-claim", "doc.md", "-o", "a.html")
    assert res.exit_code == 0
    counts = _rule_findings(_page(workdir / "a.html"))
    assert counts == {"missing-conditions": 1, "inferred-claim": 1}

    res = cli("report", "--no-config", "--select", "missing-conditions,inferred-claim", "--ignore", "inferred-claim",
              "doc.md", "-o", "b.html")
    assert res.exit_code == 0
    dom = _page(workdir / "b.html")
    assert _rule_findings(dom) == {"missing-conditions": 1}
    assert dom.find(id="verdict").norm() == "Pass exit 0"  # a warning does not fail at the default threshold

    res = cli("report", "--no-config", "--select", "missing-conditions", "--fail-on", "warning", "doc.md", "-o", "c.html")
    assert res.exit_code == 0
    assert _page(workdir / "c.html").find(id="verdict").norm() == "Fail exit 1"


def test_report_include_exclude_and_file_warnings(cli, workdir):
    (workdir / "docs").mkdir()
    (workdir / "docs" / "a.md").write_text(DOC, encoding="utf-8")
    (workdir / "docs" / "b.md").write_text("NVLink 4 is rated at 900 GB/s bidirectional.\n", encoding="utf-8")
    (workdir / "docs" / "image.md").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00")
    res = cli("report", "--no-config", "--exclude", "**/a.md", "docs", "-o", "r.html")
    assert res.exit_code == 0
    assert "claimcheck: warning: docs/image.md: binary file skipped" in res.stderr.splitlines()
    assert res.stderr.splitlines()[-1] == "wrote r.html (1 claims in 1 files)"  # the binary file is skipped, not counted


def test_report_unknown_rule_is_a_usage_error(cli, workdir):
    (workdir / "doc.md").write_text(DOC, encoding="utf-8")
    res = cli("report", "--no-config", "--select", "no-such-rule", "doc.md", "-o", "r.html")
    assert res.exit_code == 2
    assert "unknown rule 'no-such-rule' in --select" in res.stderr
    assert not (workdir / "r.html").exists()


def test_report_diff_needs_git(cli, workdir):
    (workdir / "doc.md").write_text(DOC, encoding="utf-8")
    res = cli("report", "--no-config", "--diff", "HEAD", "doc.md", "-o", "r.html")
    assert res.exit_code == 2
    assert not (workdir / "r.html").exists()


def test_report_with_evidence_links_a_measured_figure_to_its_log(cli, workdir):
    (workdir / "doc.md").write_text(
        "# All-reduce\n\nWe measured 900 GB/s busbw with all-reduce at 8 GB on 8 H100 with NCCL 2.21.\n", encoding="utf-8")
    (workdir / "run.log").write_text(
        "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong\n"
        "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)\n"
        "  8589934592    2147483648     float     sum      -1    40000  214.75  375.81      0    40000  214.75  375.81      0\n",
        encoding="utf-8")
    res = cli("report", "--no-config", "--select", "contradicts-evidence", "--evidence", "run.log", "doc.md", "-o", "r.html")
    assert res.exit_code == 0, res.stderr
    assert _rule_findings(_page(workdir / "r.html")) == {"contradicts-evidence": 1}


def test_baseline_takes_the_selection_flags(cli, workdir):
    (workdir / "doc.md").write_text(DOC, encoding="utf-8")
    res = cli("baseline", "--no-config", "--select", "inferred-claim", "doc.md", "-o", "base.json")
    assert res.exit_code == 0
    assert res.stderr.strip() == "wrote base.json (1 findings)"
    rules = [f["rule"] for f in json.loads((workdir / "base.json").read_text(encoding="utf-8"))["findings"]]
    assert rules == ["inferred-claim"]
