"""SARIF output: valid against the official 2.1.0 schema and shaped the way GitHub code scanning reads it."""

from __future__ import annotations

import copy
import hashlib
import json
from pathlib import Path
from urllib.parse import urlsplit

import jsonschema
import pytest

from claimcheck.reporters.sarif import render

SCHEMA_PATH = Path(__file__).resolve().parents[1] / "data" / "sarif-schema-2.1.0.json"
SCHEMA_SHA256 = "ddddcccbf95c7c50c037b5b07eff4140556278ca574ff374db46786b5fce7949"


@pytest.fixture(scope="module")
def validator():
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    # The file is the OASIS standard's own schema (errata 01), not a hand-written subset.
    assert schema["id"] == "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    assert schema["title"] == "Static Analysis Results Format (SARIF) Version 2.1.0 JSON Schema"
    assert len(schema["definitions"]) == 52
    # NOTE: pinned so the vendored file cannot drift from the published text by an accidental edit.
    assert hashlib.sha256(SCHEMA_PATH.read_bytes()).hexdigest() == SCHEMA_SHA256
    jsonschema.Draft4Validator.check_schema(schema)
    return jsonschema.Draft4Validator(schema)


RULES = [
    {"id": "unit-ambiguity", "severity": "warning", "applies_to": "any class, bandwidth",
     "description": "A figure whose unit or direction is ambiguous. GB/s and Gb/s differ eightfold.",
     "help": "Write the unit exactly and say whether a link figure is per direction or bidirectional.",
     "help_uri": "https://claimcheck.readthedocs.io/en/latest/rules/unit-ambiguity/"},
    {"id": "missing-conditions", "severity": "error", "applies_to": "measured, any kind",
     "description": "A measured figure that does not disclose its workload, system or software conditions.",
     "help": "", "help_uri": ""},
    {"id": "no-variability", "severity": "info", "applies_to": "measured, any kind",
     "description": "A measured figure with no repetitions or spread", "help": "State the spread.", "help_uri": None},
]


def claim(path, line, col, text, sentence, findings, evidence="measured", kind="bandwidth", end_line=None, **extra):
    c = {"path": path, "line": line, "column": col, "end_line": end_line or line,
         "end_column": col + len(text) if end_line is None else 5,
         "text": text, "sentence": sentence, "kind": kind, "evidence": evidence,
         "quantity": {"value": 1.0, "unit": "GB/s", "direction": None}, "subject": None, "scaling": None,
         "cues": [], "conditions": {"workload": [], "system": [], "software": []}, "missing": [],
         "findings": [{"rule": r, "severity": s, "message": m} for r, s, m in findings]}
    c.update(extra)
    return c


def wire(*claims):
    sev = {"error": 0, "warning": 0, "info": 0}
    for c in claims:
        for f in c["findings"]:
            sev[f["severity"]] += 1
    return {"version": 1, "claims": list(claims),
            "summary": {"files": len({c["path"] for c in claims}), "claims": len(claims), "by_evidence": {},
                        "by_kind": {}, "findings": sev}}


def sample():
    return wire(
        claim("docs/a.md", 3, 14, "900 GB/s", "This link's bandwidth is 900 GB/s.",
              [("unit-ambiguity", "warning", "No direction given for a link figure: 900 GB/s.")], evidence="vendor-peak"),
        claim("docs/a.md", 9, 1, "370 GB/s", "We measured 370 GB/s.",
              [("missing-conditions", "error", "Measured bandwidth claim does not state its workload, software conditions."),
               ("no-variability", "info", "No spread.")], missing=["workload", "software"], source="results/x.log:12"),
        claim("docs/sub dir/b.md", 2, 7, "7.2x", "With 8 GPUs we got\n7.2x.",
              [("linear-scaling-assumption", "warning", "N GPUs assumed to give Nx.")], kind="scaling",
              evidence="inferred", end_line=3),
    )


META = {"tool_version": "0.1.0", "rules": RULES, "fail_on": "error", "exit_code": 1, "root": ""}


def test_valid_against_the_official_schema(validator):
    log = json.loads(render(sample(), META))
    errors = sorted(validator.iter_errors(log), key=str)
    assert errors == []
    # An empty run is valid too, and still lists every rule.
    empty = json.loads(render(wire(), META))
    assert list(validator.iter_errors(empty)) == []
    assert empty["runs"][0]["results"] == []
    assert [r["id"] for r in empty["runs"][0]["tool"]["driver"]["rules"]] == [r["id"] for r in RULES]


def test_schema_rejects_what_github_would_reject(validator):
    # The schema is not a rubber stamp: a wrong level or a 0 line fails it.
    log = json.loads(render(sample(), META))
    bad = copy.deepcopy(log)
    bad["runs"][0]["results"][0]["level"] = "warn"
    assert list(validator.iter_errors(bad))
    bad = copy.deepcopy(log)
    bad["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]["startLine"] = 0
    assert list(validator.iter_errors(bad))


def test_driver_and_rules():
    log = json.loads(render(sample(), META))
    assert log["version"] == "2.1.0" and log["$schema"].startswith("https://")
    driver = log["runs"][0]["tool"]["driver"]
    assert driver["name"] == "claimcheck" and driver["version"] == "0.1.0" and driver["semanticVersion"] == "0.1.0"
    assert urlsplit(driver["informationUri"]).scheme == "https"
    rules = {r["id"]: r for r in driver["rules"]}
    ua = rules["unit-ambiguity"]
    assert ua["name"] == "UnitAmbiguity"
    assert ua["shortDescription"] == {"text": "A figure whose unit or direction is ambiguous."}
    assert ua["fullDescription"]["text"] == RULES[0]["description"]
    assert ua["help"]["text"] == RULES[0]["help"]
    assert ua["help"]["markdown"].endswith(f"({RULES[0]['help_uri']})")
    assert ua["helpUri"] == RULES[0]["help_uri"]
    assert ua["defaultConfiguration"] == {"level": "warning"}
    assert ua["properties"]["tags"] == ["claimcheck", "bandwidth"]
    mc = rules["missing-conditions"]
    assert mc["defaultConfiguration"] == {"level": "error"}
    assert "helpUri" not in mc  # no empty strings: GitHub rejects them
    assert mc["help"]["text"] == mc["fullDescription"]["text"]
    assert mc["properties"]["tags"] == ["claimcheck", "measured"]
    assert mc["properties"]["problem.severity"] == "error"
    nv = rules["no-variability"]
    assert nv["defaultConfiguration"] == {"level": "note"}
    assert nv["properties"]["problem.severity"] == "recommendation"
    # A finding from a rule missing in the metadata gets a descriptor so its ruleIndex stays valid.
    assert rules["linear-scaling-assumption"]["defaultConfiguration"] == {"level": "warning"}
    for r in driver["rules"]:
        for key in ("shortDescription", "fullDescription"):
            assert 0 < len(r[key]["text"]) <= 1024


def test_long_descriptions_are_capped():
    long = dict(RULES[1], description="word " * 600)
    log = json.loads(render(wire(), dict(META, rules=[long])))
    rule = log["runs"][0]["tool"]["driver"]["rules"][0]
    assert len(rule["fullDescription"]["text"]) == 1024 and rule["fullDescription"]["text"].endswith("\u2026")


def test_results():
    log = json.loads(render(sample(), META))
    run = log["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    results = run["results"]
    assert [(r["ruleId"], r["level"]) for r in results] == [
        ("unit-ambiguity", "warning"), ("missing-conditions", "error"), ("no-variability", "note"),
        ("linear-scaling-assumption", "warning")]
    for r in results:
        assert rules[r["ruleIndex"]]["id"] == r["ruleId"]
    first = results[0]
    assert first["message"] == {"text": "No direction given for a link figure: 900 GB/s."}
    loc = first["locations"][0]["physicalLocation"]
    assert loc["artifactLocation"] == {"uri": "docs/a.md", "uriBaseId": "%SRCROOT%"}
    assert loc["region"] == {"startLine": 3, "startColumn": 14, "endLine": 3, "endColumn": 22}
    assert first["properties"]["evidence"] == "vendor-peak" and first["properties"]["kind"] == "bandwidth"
    assert first["properties"]["tags"] == ["vendor-peak", "bandwidth"]
    second = results[1]
    assert second["properties"]["missing"] == ["workload", "software"]
    assert second["properties"]["source"] == "results/x.log:12"
    last = results[3]
    # Relative, forward slashes, percent-encoded: a URI reference, not a file-system path.
    assert last["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "docs/sub%20dir/b.md"
    assert last["locations"][0]["physicalLocation"]["region"] == {"startLine": 2, "startColumn": 7, "endLine": 3,
                                                                   "endColumn": 5}
    assert run["invocations"] == [{"executionSuccessful": True, "exitCode": 1}]


def uris(log):
    return [r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in log["runs"][0]["results"]]


def test_root_prefix_makes_paths_repository_relative(tmp_path):
    got = uris(json.loads(render(sample(), dict(META, root="site"))))
    assert got[0] == "site/docs/a.md" and got[-1] == "site/docs/sub%20dir/b.md"
    # The CLI passes its absolute working directory; outside a repository paths stay relative to it.
    got = uris(json.loads(render(sample(), dict(META, root=str(tmp_path)))))
    assert got[0] == "docs/a.md" and got[-1] == "docs/sub%20dir/b.md"


def fingerprints(data):
    log = json.loads(render(data, META))
    return [r["partialFingerprints"]["primaryLocationLineHash"] for r in log["runs"][0]["results"]]


def test_fingerprints_are_stable_across_unrelated_edits():
    before = fingerprints(sample())
    assert len(set(before)) == len(before)
    assert all(fp.endswith(":1") and len(fp.split(":")[0]) == 16 for fp in before)
    moved = sample()
    for c in moved["claims"]:
        c["line"] += 12  # a paragraph was inserted above every claim
        c["end_line"] += 12
        c["column"] += 2
    moved["claims"][2]["sentence"] = "With 8   GPUs we\ngot 7.2x."  # reflowed
    assert fingerprints(moved) == before
    edited = sample()
    edited["claims"][0]["sentence"] = "This link's bandwidth is 450 GB/s."
    after = fingerprints(edited)
    assert after[0] != before[0] and after[1:] == before[1:]


def test_identical_findings_get_distinct_occurrence_numbers():
    c = sample()["claims"][0]
    data = wire(c, dict(c, line=30), dict(c, path="docs/other.md"))
    fps = fingerprints(data)
    assert fps[0].endswith(":1") and fps[1].endswith(":2")
    assert fps[0].split(":")[0] == fps[1].split(":")[0]
    assert fps[2].endswith(":1")  # counted per file


def test_output_is_deterministic_json_text():
    a, b = render(sample(), META), render(copy.deepcopy(sample()), META)
    assert a == b and a.endswith("\n")
    assert json.loads(a)["runs"][0]["columnKind"] == "unicodeCodePoints"
