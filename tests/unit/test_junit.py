"""``--format junit``: well-formed XML, a suite per file, a case per claim, failures at or above fail_on."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from claimcheck.reporters.junit import render


def claim(path, line, col, text, findings, sentence=None, evidence="measured", kind="bandwidth"):
    return {"path": path, "line": line, "column": col, "end_line": line, "end_column": col + len(text), "text": text,
            "sentence": sentence or text, "kind": kind, "evidence": evidence, "quantity": None, "subject": None,
            "scaling": None, "cues": [], "conditions": {"workload": [], "system": [], "software": []}, "missing": [],
            "findings": [{"rule": r, "severity": s, "message": m} for r, s, m in findings]}


def wire(*claims):
    return {"version": 1, "claims": list(claims), "summary": {"files": 2, "claims": len(claims)}}


def sample():
    return wire(
        claim("docs/a.md", 3, 14, "900 GB/s", [("unit-ambiguity", "warning", "No direction.")], evidence="vendor-peak"),
        claim("docs/a.md", 9, 1, "370 GB/s", [("missing-conditions", "error", "Missing workload."),
                                              ("exceeds-peak", "error", "Above the peak."),
                                              ("no-variability", "info", "No spread.")]),
        claim("docs/a.md", 12, 1, "2 us", [], kind="latency"),
        claim("docs/b.md", 2, 7, "7.2x", [("missing-baseline", "warning", "Relative to what?")], kind="scaling"),
    )


def parse(text: str) -> ET.Element:
    assert text.startswith('<?xml version="1.0" encoding="UTF-8"?>\n')
    return ET.fromstring(text.encode("utf-8"))


def test_structure_and_counts_at_fail_on_error():
    root = parse(render(sample(), {"fail_on": "error", "root": ""}))
    assert root.tag == "testsuites"
    assert (root.get("tests"), root.get("failures"), root.get("errors")) == ("4", "1", "0")
    suites = root.findall("testsuite")
    assert [s.get("name") for s in suites] == ["docs/a.md", "docs/b.md"]
    assert [(s.get("tests"), s.get("failures")) for s in suites] == [("3", "1"), ("1", "0")]
    cases = suites[0].findall("testcase")
    assert [c.get("name") for c in cases] == [
        "line 3 col 14: bandwidth claim '900 GB/s'",
        "line 9 col 1: bandwidth claim '370 GB/s'",
        "line 12 col 1: latency claim '2 us'",
    ]
    assert cases[0].get("classname") == "docs.a.md" and cases[0].get("file") == "docs/a.md"
    assert cases[0].get("line") == "3"
    # A warning below fail_on is reported without failing.
    assert cases[0].find("failure") is None
    assert cases[0].find("system-out").text == "warning: unit-ambiguity: No direction."
    failure = cases[1].find("failure")
    assert failure.get("type") == "missing-conditions"
    assert failure.get("message") == "Missing workload. (and 1 more)"
    assert failure.text.splitlines() == [
        "docs/a.md:9:1: measured bandwidth claim",
        "error: missing-conditions: Missing workload.",
        "error: exceeds-peak: Above the peak.",
        "sentence: 370 GB/s",
    ]
    assert cases[1].find("system-out").text == "info: no-variability: No spread."
    assert list(cases[2]) == []  # a clean claim is a passing test case


def test_fail_on_levels():
    def failures(fail_on):
        return parse(render(sample(), {"fail_on": fail_on, "root": ""})).get("failures")

    assert failures("warning") == "3"
    assert failures("info") == "3"
    assert failures("never") == "0"
    assert failures(None) == "1"  # default: error


def test_escaping_and_characters_xml_cannot_carry():
    nasty = 'Use <b> & "quotes" \'here\'\x00\x07 \u2028ok'
    data = wire(claim("docs/<&>.md", 1, 1, "1 <us>", [("missing-conditions", "error", nasty)],
                      sentence="a]]>b \x1b[31m"))
    text = render(data, {"fail_on": "error", "root": ""})
    root = parse(text)  # well-formed despite markup and control characters
    suite = root.find("testsuite")
    assert suite.get("name") == "docs/<&>.md"
    failure = suite.find("testcase/failure")
    assert failure.get("message") == 'Use <b> & "quotes" \'here\'\ufffd\ufffd \u2028ok'
    assert "sentence: a]]>b \ufffd[31m" in failure.text
    assert "\x00" not in text and "\x1b" not in text


def test_empty_run_is_valid():
    root = parse(render(wire(), {"fail_on": "error", "root": ""}))
    assert root.get("tests") == "0" and root.findall("testsuite") == []


def test_root_prefix():
    root = parse(render(sample(), {"fail_on": "error", "root": "site"}))
    assert root.find("testsuite").get("name") == "site/docs/a.md"
    assert root.find("testsuite/testcase").get("classname") == "site.docs.a.md"
