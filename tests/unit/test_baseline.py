"""Baselines keyed on content: survive moved and reflowed text, catch new findings, report stale entries."""

from __future__ import annotations

import copy
import json

import pytest

from claimcheck.baseline import (Baseline, BaselineEntry, build_baseline, dump_baseline, fingerprint, load_baseline,
                                 recompute_summary)
from claimcheck.errors import ConfigError


def claim(path, line, text, sentence, findings, column=1, evidence="measured", kind="bandwidth"):
    return {"path": path, "line": line, "column": column, "end_line": line, "end_column": column + len(text),
            "text": text, "sentence": sentence, "kind": kind, "evidence": evidence,
            "quantity": None, "subject": None, "scaling": None, "cues": [],
            "conditions": {"workload": [], "system": [], "software": []}, "missing": [],
            "findings": [{"rule": r, "severity": s, "message": f"{r} message"} for r, s in findings]}


def run(*claims):
    data = {"version": 1, "claims": list(claims), "summary": {"files": 2}}
    data["summary"] = recompute_summary(data)
    return data


def original():
    return run(
        claim("docs/a.md", 3, "900 GB/s", "The NVLink 4 link is 900 GB/s.", [("unit-ambiguity", "warning")]),
        claim("docs/a.md", 9, "370 GB/s", "We measured 370 GB/s busbw.",
              [("missing-conditions", "warning"), ("no-variability", "info")]),
        claim("docs/b.md", 2, "7.2x", "With 8 GPUs we got 7.2x.", [("missing-baseline", "error")], kind="scaling"),
    )


def test_fingerprint_ignores_position_and_layout_but_not_content():
    c = original()["claims"][0]
    f = c["findings"][0]
    fp = fingerprint(c, f)
    assert len(fp) == 32 and int(fp, 16) >= 0
    moved = dict(c, line=40, column=7, end_line=40, end_column=15)
    assert fingerprint(moved, f) == fp
    reflowed = dict(c, sentence="The  NVLINK 4 link\n is 900 GB/s.", text="900\nGB/s")
    assert fingerprint(reflowed, f) == fp
    assert fingerprint(dict(c, sentence="The NVLink 4 link is 800 GB/s."), f) != fp  # digits count
    assert fingerprint(dict(c, text="900 Gb/s"), f) != fp  # a figure's case is its unit
    assert fingerprint(c, dict(f, rule="peak-as-achieved")) != fp
    assert fingerprint(c, dict(f, message="reworded", severity="error")) == fp


def test_build_baseline_is_sorted_versioned_and_counted():
    data = original()
    dup = claim("docs/a.md", 20, "900 GB/s", "The NVLink 4 link is 900 GB/s.", [("unit-ambiguity", "warning")])
    data["claims"].append(dup)
    base = build_baseline(data)
    assert base["version"] == 1 and base["tool"] == "claimcheck"
    keys = [(e["path"], e["rule"], e["fingerprint"]) for e in base["findings"]]
    assert keys == sorted(keys)
    assert [(e["path"], e["rule"], e["count"], e["text"]) for e in base["findings"]] == [
        ("docs/a.md", "missing-conditions", 1, "370 GB/s"),
        ("docs/a.md", "no-variability", 1, "370 GB/s"),
        ("docs/a.md", "unit-ambiguity", 2, "900 GB/s"),
        ("docs/b.md", "missing-baseline", 1, "7.2x"),
    ]
    assert "line" not in base["findings"][0]  # no line numbers, so the file does not churn on edits
    text = dump_baseline(base)
    assert text.endswith("\n") and json.loads(text) == base
    assert dump_baseline(build_baseline(copy.deepcopy(data))) == text  # deterministic


def test_round_trip_with_text_moved_and_edited(tmp_path):
    path = tmp_path / ".claimcheck-baseline.json"
    path.write_text(dump_baseline(build_baseline(original())), encoding="utf-8")
    base = load_baseline(path)
    assert len(base) == 4

    # Unchanged run: everything is baselined, nothing stale.
    data, stale = base.filter(original())
    assert [c["findings"] for c in data["claims"]] == [[], [], []]
    assert data["summary"]["findings"] == {"error": 0, "warning": 0, "info": 0}
    assert stale == []

    # The next revision: lines moved (a paragraph inserted above), a sentence reflowed, one claim edited,
    # one new claim, one claim removed.
    later = run(
        claim("docs/a.md", 5, "800 GB/s", "The NVLink 4 link is 800 GB/s.", [("unit-ambiguity", "warning")]),
        claim("docs/a.md", 14, "370 GB/s", "We measured\n370 GB/s   busbw.", [("missing-conditions", "warning"),
                                                                             ("no-variability", "info")], column=5),
        claim("docs/a.md", 30, "2 us", "Latency was 2 us.", [("missing-conditions", "warning")], kind="latency"),
    )
    before = copy.deepcopy(later)
    data, stale = base.filter(later)
    assert later == before  # the input is not modified
    kept = [(c["line"], [f["rule"] for f in c["findings"]]) for c in data["claims"]]
    assert kept == [(5, ["unit-ambiguity"]), (14, []), (30, ["missing-conditions"])]
    assert len(data["claims"]) == 3  # claims stay; only their findings are filtered
    assert data["summary"]["findings"] == {"error": 0, "warning": 2, "info": 0}
    assert data["summary"]["claims"] == 3 and data["summary"]["files"] == 2
    assert data["summary"]["by_kind"] == {"bandwidth": 2, "latency": 1}
    assert [(e.path, e.rule, e.text, e.count) for e in stale] == [
        ("docs/a.md", "unit-ambiguity", "900 GB/s", 1),
        ("docs/b.md", "missing-baseline", "7.2x", 1),
    ]
    assert {str(e) for e in stale} == {"docs/a.md: unit-ambiguity '900 GB/s'", "docs/b.md: missing-baseline '7.2x'"}


def test_counts_let_one_more_identical_finding_through():
    c = claim("docs/a.md", 1, "900 GB/s", "Up to 900 GB/s.", [("unit-ambiguity", "warning")])
    raw = build_baseline(run(c, dict(c, line=5)))
    assert raw["findings"][0]["count"] == 2
    base = Baseline([BaselineEntry(**e) for e in raw["findings"]])
    data, stale = base.filter(run(c, dict(c, line=5), dict(c, line=9)))
    assert [len(x["findings"]) for x in data["claims"]] == [0, 0, 1]
    assert stale == []
    data, stale = base.filter(run(c))
    assert [(e.count, str(e)) for e in stale] == [(1, "docs/a.md: unit-ambiguity '900 GB/s'")]


def test_the_same_sentence_in_another_file_is_new():
    raw = build_baseline(original())
    base = Baseline([BaselineEntry(**e) for e in raw["findings"]])
    moved = copy.deepcopy(original())
    moved["claims"][2]["path"] = "docs/renamed.md"
    data, stale = base.filter(moved)
    assert [f["rule"] for f in data["claims"][2]["findings"]] == ["missing-baseline"]
    assert [e.path for e in stale] == ["docs/b.md"]


def test_paths_are_compared_in_one_form(tmp_path):
    path = tmp_path / "b.json"
    path.write_text(dump_baseline(build_baseline(original())), encoding="utf-8")
    variant = copy.deepcopy(original())
    for c in variant["claims"]:
        c["path"] = "./" + c["path"].replace("/", "\\")
    data, stale = load_baseline(path).filter(variant)
    assert data["summary"]["findings"] == {"error": 0, "warning": 0, "info": 0} and stale == []


def test_malformed_json_names_file_line_and_column(tmp_path):
    path = tmp_path / "base.json"
    path.write_text('{\n  "version": 1,\n  "findings": [\n    {"path": "a.md",, }\n  ]\n}\n', encoding="utf-8")
    with pytest.raises(ConfigError) as err:
        load_baseline(path)
    assert (err.value.path, err.value.line, err.value.column) == (str(path), 4, 21)  # the second comma
    assert str(err.value).startswith(f"{path}:4:21: baseline is not valid JSON")


@pytest.mark.parametrize("content, message", [
    ("[]", "expected a JSON object"),
    ('{"version": 2, "findings": []}', "unsupported version 2"),
    ('{"version": 1}', "'findings' must be a list"),
    ('{"version": 1, "findings": [3]}', "findings[0] must be an object"),
    ('{"version": 1, "findings": [{"path": "a.md", "rule": "r"}]}', "findings[0].fingerprint must be a non-empty string"),
    ('{"version": 1, "findings": [{"path": "a.md", "rule": "r", "fingerprint": "ab", "count": 0}]}',
     "findings[0].count must be a positive integer"),
    ('{"version": 1, "findings": [{"path": "a.md", "rule": "r", "fingerprint": "ab", "count": true}]}',
     "findings[0].count must be a positive integer"),
])
def test_wrong_structure_is_a_config_error_naming_the_file(tmp_path, content, message):
    path = tmp_path / "base.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ConfigError, match=message.replace("[", r"\[").replace("]", r"\]")) as err:
        load_baseline(path)
    assert err.value.path == str(path)
    assert str(err.value).startswith(f"{path}: invalid baseline: ")


def test_missing_or_unreadable_file(tmp_path):
    with pytest.raises(ConfigError, match="baseline file does not exist") as err:
        load_baseline(tmp_path / "nope.json")
    assert err.value.path == str(tmp_path / "nope.json")
    bad = tmp_path / "latin1.json"
    bad.write_bytes(b'{"version": 1, "findings": [], "x": "\xff"}')
    with pytest.raises(ConfigError, match="cannot read baseline"):
        load_baseline(bad)
