"""evaluate: scoring claimcheck on a labelled corpus (``claimcheck eval``)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from claimcheck.cli import main
from claimcheck.errors import ConfigError
from claimcheck.evaluate import build_doc, evaluate, format_report, load_cases

CORPUS = """\
- id: peak-1
  lang: en
  text: "NVLink 4 is rated at 900 GB/s bidirectional."
  kind: bandwidth
  class: vendor-peak
- id: meas-1
  lang: en
  text: "We measured 368 GB/s busbw for a 1 GB all-reduce on 16 H100 GPUs across 2 nodes with NCCL 2.21."
  kind: bandwidth
  class: measured
  missing: []
- id: none-1
  lang: en
  text: "Each node has 8 GPUs."
  class: none
- id: wrong-label
  lang: en
  text: "The H100 has 80 GB of HBM3."
  class: measured
- id: ko-peak
  lang: ko
  context: "## 사양"
  text: "NVLink 4의 양방향 대역폭은 최대 900 GB/s이다."
  class: vendor-peak
"""


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    path = tmp_path_factory.mktemp("corpus") / "dev.yml"
    path.write_text(CORPUS, encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def result(corpus):
    return evaluate([str(corpus)])


def test_scores_per_class(result):
    assert result["cases"] == 5
    pc = result["per_class"]
    assert (pc["vendor-peak"]["tp"], pc["vendor-peak"]["fp"], pc["vendor-peak"]["fn"]) == (2, 0, 0)
    assert pc["vendor-peak"]["f1"] == pytest.approx(1.0)
    assert (pc["measured"]["tp"], pc["measured"]["fp"], pc["measured"]["fn"]) == (1, 0, 1)
    assert pc["measured"]["precision"] == pytest.approx(1.0)
    assert pc["measured"]["recall"] == pytest.approx(0.5)
    assert pc["measured"]["f1"] == pytest.approx(2 / 3)
    assert pc["inferred"] == {"precision": 0.0, "recall": 0.0, "f1": 0.0, "tp": 0, "fp": 0, "fn": 0}
    assert result["macro_f1"] == pytest.approx((1 + 2 / 3 + 0) / 3)


def test_detection_and_missing_conditions(result):
    det = result["detection"]
    assert det["precision"] == pytest.approx(1.0)
    assert det["recall"] == pytest.approx(3 / 4)
    assert (det["false_alarms"], det["negatives"]) == (0, 1)
    assert result["missing_conditions"]["exact"] == 1 and result["missing_conditions"]["total"] == 1


def test_scores_by_language(result):
    assert result["macro_f1_by_lang"]["ko"] == pytest.approx(1 / 3)
    assert result["macro_f1_by_lang"]["en"] == pytest.approx((1 + 2 / 3) / 3)


def test_errors_name_the_case_and_its_line(result, corpus):
    assert [(e["id"], e["gold"], e["got"]) for e in result["errors"]] == [("wrong-label", ["measured"], [])]
    assert result["errors"][0]["where"] == f"{corpus}:16"


def test_lang_filter(corpus):
    ko = evaluate([str(corpus)], lang="ko")
    assert ko["cases"] == 1 and ko["per_class"]["vendor-peak"]["tp"] == 1


def test_format_report_lines(result, corpus):
    text = format_report(result, show_errors=5)
    lines = text.splitlines()
    assert lines[0] == "cases 5"
    assert lines[1] == "  vendor-peak  P 1.00 R 1.00 F1 1.00  (tp 2 fp 0 fn 0)"
    assert lines[2] == "  measured     P 1.00 R 0.50 F1 0.67  (tp 1 fp 0 fn 1)"
    assert f"  MISS wrong-label ({corpus}:16): gold ['measured'] got []: 'The H100 has 80 GB of HBM3.'" in lines
    assert lines[-1] == "macro-F1 0.556"
    assert not any(line.startswith("  MISS") for line in format_report(result).splitlines())


def test_build_doc_places_text_after_context():
    doc, first, last = build_doc({"context": "## Section\n", "text": "Line one.\nLine two."})
    assert doc == "## Section\n\nLine one.\nLine two.\n"
    assert (first, last) == (3, 4)


def test_cli_eval_text_and_show_errors(corpus):
    runner = CliRunner()
    res = runner.invoke(main, ["eval", str(corpus)])
    assert res.exit_code == 0, res.output
    assert res.output.splitlines()[0] == "cases 5"
    assert "MISS" not in res.output
    res = runner.invoke(main, ["eval", "--show-errors", "1", str(corpus)])
    assert res.exit_code == 0
    assert [line for line in res.output.splitlines() if line.startswith("  MISS")] == [
        f"  MISS wrong-label ({corpus}:16): gold ['measured'] got []: 'The H100 has 80 GB of HBM3.'"]


def test_cli_eval_json(corpus):
    res = CliRunner().invoke(main, ["eval", "--format", "json", "--lang", "en", str(corpus)])
    assert res.exit_code == 0
    data = json.loads(res.output)
    assert data["cases"] == 4
    assert set(data) >= {"per_class", "macro_f1", "detection", "missing_conditions", "errors"}


@pytest.mark.parametrize("text,where,message", [
    ("- id: a\n  text: x\n  colour: red\n", "3:3", "unknown key 'colour' in case"),
    ("- id: a\n  text: x\n  class: guessed\n", "3:3", "unknown class 'guessed'"),
    ("- id: a\n  kind: bandwidth\n", "1:3", "each case must be a mapping with at least `text`"),
    ("id: a\ntext: x\n", "1:1", "a corpus must be a list of cases"),
], ids=["unknown-key", "unknown-class", "no-text", "not-a-list"])
def test_corpus_errors_are_located(tmp_path, text, where, message):
    path = tmp_path / "bad.yml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ConfigError) as info:
        load_cases([str(path)])
    assert str(info.value).startswith(f"{path}:{where}: {message}")


def test_cli_eval_bad_corpus_exits_2(tmp_path):
    path = tmp_path / "bad.yml"
    path.write_text("- id: a\n  text: x\n  colour: red\n", encoding="utf-8")
    res = CliRunner().invoke(main, ["eval", str(path)])
    assert res.exit_code == 2
    assert f"{path}:3:3: unknown key 'colour'" in res.output
    assert "Traceback" not in res.output
