"""The knowledge files' patterns: their classes (ASCII or Unicode), and a user's pack extending them."""

import re
from pathlib import Path

import pytest

import claimcheck.classify
from claimcheck.errors import RuleDefinitionError
from claimcheck.lexicon import load_lexicon


def test_patterns_use_ascii_classes_so_a_korean_particle_ends_a_latin_word():
    lex = load_lexicon()
    assert lex.patterns["classify.hardware"].search("NVLink는 빠르다") is not None
    assert lex.patterns["classify.hardware"].flags & re.ASCII


def test_a_pattern_opening_with_u_keeps_unicode_classes():
    """"(?u)" in front: "NIC를" is one word there, so a rated link ("50 Gbps NIC") is not read in it."""
    rated = load_lexicon().patterns["classify.rated-link"]
    assert not rated.flags & re.ASCII
    assert rated.pattern.startswith("(?u)") is False  # NOTE: the marker chooses the flags; it is not left in the pattern
    assert rated.search("a 50 Gbps NIC, nearly saturated") is not None
    assert rated.search("50 Gbps NIC를 거의 채웠다") is None


def test_a_users_pack_extends_a_unicode_pattern_each_part_keeping_its_classes(tmp_path: Path):
    (tmp_path / "claims.yaml").write_text("classify:\n  rated-link: '\\bbrochure\\b'\n", encoding="utf-8")
    rated = load_lexicon((str(tmp_path),)).patterns["classify.rated-link"]
    assert rated.search("brochure에 적힌 값") is not None  # the user's part: ASCII classes, as the docs say
    assert rated.search("the Brochure") is not None  # case-insensitive
    assert rated.search("a 50 Gbps NIC, nearly saturated") is not None  # the built-in part still matches ...
    assert rated.search("50 Gbps NIC를 거의 채웠다") is None  # ... with its own Unicode classes


def test_a_users_unicode_pattern_extends_an_ascii_one(tmp_path: Path):
    (tmp_path / "claims.yaml").write_text("classify:\n  hardware: '(?u)\\bIPU\\b'\n", encoding="utf-8")
    hardware = load_lexicon((str(tmp_path),)).patterns["classify.hardware"]
    assert hardware.search("IPU는") is None and hardware.search("the IPU is") is not None
    assert hardware.search("NVLink는") is not None  # the built-in part keeps ASCII classes


def test_a_bad_unicode_pattern_is_reported_at_its_place(tmp_path: Path):
    (tmp_path / "claims.yaml").write_text("classify:\n  hardware: '(?u)(IPU'\n", encoding="utf-8")
    with pytest.raises(RuleDefinitionError) as err:
        load_lexicon((str(tmp_path),))
    assert err.value.line == 2 and "bad pattern" in str(err.value)


def test_every_pattern_the_classifier_reads_is_in_the_knowledge_files():
    """The classifier's cue lists are data: each name it reads is defined under `classify:` in claims.yaml."""
    source = Path(claimcheck.classify.__file__).read_text(encoding="utf-8")
    names = set(re.findall(r'p\["(classify\.[a-z-]+)"\]', source))
    assert len(names) > 30
    assert names <= set(load_lexicon().patterns)


@pytest.mark.parametrize("heading, setup", [
    ("측정 환경", True), ("2. 실험 환경", True), ("측정 환경과 경계", True), ("클러스터 구성요약", True), ("3. 환경 재구축", True),
    ("링크 설정별 측정", False), ("왜 RPi5 환경에선 쪼개도 안 빨라지나", False), ("배치 설정에 따른 처리량 변화", False),
])
def test_a_korean_setup_heading_ends_with_its_setup_word(heading, setup):
    """The patterns use ASCII classes, so a bare \\W would read Hangul as punctuation and let any heading that holds
    환경 or 설정 somewhere pass for a setup section."""
    assert (load_lexicon().patterns["classify.setup-heading"].search(heading) is not None) is setup


@pytest.mark.parametrize("heading, overview", [("개요", True), ("1. 소개", True), ("시스템 개요와 측정 결과", False)])
def test_a_korean_overview_heading_is_the_whole_heading(heading, overview):
    assert (load_lexicon().patterns["classify.overview-heading"].search(heading) is not None) is overview


def test_a_denied_always_is_a_hedge_not_an_inference_cue():
    """"not always the case" qualifies a statement; "always" alone generalises it."""
    strong = load_lexicon().patterns["classify.strong-inference"]
    assert strong.search("Ring is faster here, but that is not always the case") is None
    assert strong.search("Ring isn't always faster on PCIe") is None
    assert strong.search("Ring is always faster on PCIe") is not None


def test_token_prediction_is_what_the_model_does_not_a_forecast():
    """"멀티토큰예측", "토큰 예측을": the technique that predicts tokens; "처리량은 ... 예측된다" forecasts the speed."""
    lex = load_lexicon()
    assert lex.patterns["classify.strong-inference"].search("멀티토큰예측을 켜면") is None
    assert lex.patterns["extract.token-prediction-before"].search("MTP는 토큰 ") is not None
    assert lex.patterns["classify.strong-inference"].search("처리량은 40% 높아질 것으로 예측된다") is not None
