"""nlp: the tokenizer keeps a figure and its unit apart whatever the spacing and the glued Korean particle,
``find_figures`` finds NUMBER + UNIT spans, and sentences do not end at ``e.g.``, ``vs.``, decimals or ``GB/s``."""

from __future__ import annotations

import pytest

from claimcheck.nlp import find_figures, get_nlp, is_hangul, tokenize


def tokens(text: str) -> list[str]:
    return [t.text for t in tokenize(text)]


def figures(text: str) -> list[str]:
    return [f.text for f in find_figures(tokenize(text))]


def sentences(text: str) -> list[str]:
    return [s.text for s in tokenize(text).sents]


@pytest.mark.parametrize("text,expected", [
    ("900GB/s", ["900", "GB/s"]),
    ("900 GB/s", ["900", "GB/s"]),
    ("400Gbps", ["400", "Gbps"]),
    ("25 GT/s", ["25", "GT/s"]),
    ("1.5µs", ["1.5", "µs"]),
    ("1.5 us", ["1.5", "us"]),
    ("7.2x", ["7.2", "x"]),
    ("7.2×", ["7.2", "×"]),
    ("8배", ["8", "배"]),
    ("1,200 tokens/s", ["1,200", "tokens/s"]),
    ("3.35 TB/s", ["3.35", "TB/s"]),
])
def test_figure_and_unit_are_separate_tokens(text, expected):
    assert tokens(text) == expected


@pytest.mark.parametrize("text,expected", [
    ("92%였다", ["92", "%", "였다"]),
    ("900 GB/s입니다", ["900", "GB/s", "입니다"]),
    ("900GB/s입니다", ["900", "GB/s", "입니다"]),
    ("900 GB/s이다.", ["900", "GB/s", "이다", "."]),
    ("400Gbps의", ["400", "Gbps", "의"]),
    ("7.2배의", ["7.2", "배", "의"]),
    ("1.5µs에", ["1.5", "µs", "에"]),
    ("3.2x로", ["3.2", "x", "로"]),
    ("1.8us였다", ["1.8", "us", "였다"]),
    ("600 ns이다", ["600", "ns", "이다"]),
    ("대역폭은", ["대역폭", "은"]),
    ("효율은", ["효율", "은"]),
])
def test_korean_particles_split_after_figures_and_claim_words(text, expected):
    assert tokens(text) == expected


@pytest.mark.parametrize("word", ["속도", "차이", "높이", "측정", "결과"])
def test_ordinary_korean_words_are_not_cut(word):
    """A generic "particle after Hangul" rule would cut 속도 into 속 + 도; only claim words and figures lose particles."""
    assert tokens(word) == [word]


@pytest.mark.parametrize("text,expected", [
    ("NVLink 4의 대역폭은 900 GB/s이다.", ["900 GB/s"]),
    ("확장 효율은 92%였다.", ["92%"]),
    ("1,200 tokens/s and 400 TFLOPS", ["1,200 tokens/s", "400 TFLOPS"]),
    ("1.5~2배", ["1.5~2배"]),
    ("2,300~2,500 tokens/s", ["2,300~2,500 tokens/s"]),
    ("350-370 GB/s", ["350-370 GB/s"]),
    ("350–370 GB/s", ["350–370 GB/s"]),  # en dash, as typeset ranges are written
    ("~370 GB/s", ["370 GB/s"]),
    ("초당 14GB", ["초당 14GB"]),
    ("12 samples per second", ["12 samples per second"]),
    ("images/sec: 1656.82", ["images/sec: 1656.82"]),
    ("**900 GB/s**", ["900 GB/s"]),
    ("(900 GB/s)", ["900 GB/s"]),
    ("It takes 0.1 s.", ["0.1 s"]),
    ("8 GPUs, NCCL 2.18, 80 GB", []),
    ("The p99 was 14 millis.", ["14 millis"]),
    ("It needs 2.15 cycles per input byte, or 0.7 c/B.", ["2.15 cycles per input byte", "0.7 c/B"]),  # NOTE: "c/B." loses its period
    ("about 0.55 cpb and 1.1 ns/byte", ["0.55 cpb", "1.1 ns/byte"]),
    ("It ran 3 cycles of tests.", []),
    ("rated for 20K to 150K ECDSA P-384 ops/s", ["20K to 150K ECDSA P-384 ops/s"]),
    ("rated for 35K ECDH Ops/s", ["35K ECDH Ops/s"]),
    ("8K to 60K operations per second", ["8K to 60K operations per second"]),
    ("on 8 H100 tokens/s", []),
])
def test_find_figures(text, expected):
    assert figures(text) == expected


def test_find_figures_prefers_the_longest_span():
    spans = find_figures(tokenize("1.5~2배 빨랐다"))
    assert [(s.start_char, s.end_char) for s in spans] == [(0, 6)]


@pytest.mark.parametrize("text,expected", [
    ("For mid-sized messages, e.g. 64 MB, we measured 180 GB/s. Next one.",
     ["For mid-sized messages, e.g. 64 MB, we measured 180 GB/s.", "Next one."]),
    ("It peaks at 900 GB/s. We measured 700 GB/s vs. 650 GB/s before.",
     ["It peaks at 900 GB/s.", "We measured 700 GB/s vs. 650 GB/s before."]),
    ("We got 3.14 us. Then 2.5 ms.", ["We got 3.14 us.", "Then 2.5 ms."]),
    ("The rate, i.e. one direction, is 200 Gb/s. Fine.", ["The rate, i.e. one direction, is 200 Gb/s.", "Fine."]),
    ("This holds for NCCL, MPI, etc. in general. Yes.", ["This holds for NCCL, MPI, etc. in general.", "Yes."]),
    ("이론상 최대 대역폭은 450 GB/s이다. 실제로 측정한 값은 410 GB/s였다.",
     ["이론상 최대 대역폭은 450 GB/s이다.", "실제로 측정한 값은 410 GB/s였다."]),
    ("It takes 0.1 s. Then it stops.", ["It takes 0.1 s.", "Then it stops."]),
])
def test_sentence_splitting(text, expected):
    assert sentences(text) == expected


def test_token_offsets_are_offsets_of_the_input():
    text = "측정 결과 900GB/s입니다"
    doc = tokenize(text)
    for tok in doc:
        assert text[tok.idx:tok.idx + len(tok.text)] == tok.text


def test_is_hangul():
    assert is_hangul("대역폭 900 GB/s")
    assert not is_hangul("bandwidth 900 GB/s")


@pytest.mark.parametrize("text", [
    "", " ", ".", "...", "NVLink 4 gives 900 GB/s. PCIe Gen5 x16 gives 64 GB/s!",
    "We measured 370 GB/s (busbw). Then: 8 GPUs, so 8x?! Maybe.", "Hi . . . there", "끝。다음 문장", "a) first. b) second",
    '"Quoted." Next one.', "e.g. this stays one sentence, vs. that.",
])
def test_sentence_starts_are_the_sentencizers(text):
    """tokenize() sets the sentence starts spaCy's own sentencizer component would set."""
    nlp = get_nlp()
    ours = tokenize(text)
    theirs = nlp.get_pipe("sentencizer")(nlp.make_doc(text))
    assert [t.is_sent_start for t in ours] == [t.is_sent_start for t in theirs]
    assert [s.text for s in ours.sents] == [s.text for s in theirs.sents]


def test_sentence_ends_after_a_binary_size():
    """"8GiB." ends a sentence like "8GB." does (spaCy's own period rule misses the lower-case i)."""
    assert tokens("a payload of 8GiB. Then") == ["a", "payload", "of", "8", "GiB", ".", "Then"]
    assert [s.text for s in tokenize("a payload of 8GiB. Then 2x faster.").sents] == ["a payload of 8GiB.", "Then 2x faster."]


GUARDED_CASES = [
    "The step took 1m12.6s, and the warm-up 2h05m.", "A 3-fold gain, then a 2.5-FOLD one.", "It reached ~107k tokens/second and 4백만 msg/s.",
    "52.3k input tokens per second", "Tokens/sec: 106,979", "images/sec: 1656.82 and busbw: 370", "Achieved TFLOPS: 939.7",
    "처리량(req/s)은 44,991이었다", "qps가 12,480에서 44,991로 올랐다", "TFLOPS는 939.7", "x2.63 faster", "두 배 빠르다",
    "It needs 2.15 cycles per input byte, or 0.7 c/B and 0.2 cpb.", "rated for 20K to 150K ECDSA P-384 ops/s and 35K ECDH Ops/s",
    "8K to 60K operations per second, 3 K to 9 K IOPS", "**Throughput (tokens/s)**:  1,234", "TFLOPS/GPU:  167.43", "tokens/s/GPU: 2,950", "no figure here at all", "12 GB of memory, 8 GPUs",
]


def _span_set(doc, matchers):
    return sorted({(s, e) for m in matchers for _, s, e in m(doc)})


@pytest.mark.parametrize("blanks", [False, True])
def test_guarded_figure_patterns_find_what_all_patterns_together_find(blanks):
    """A pattern run only where its guard matches finds nothing that the pattern run everywhere would find more: over
    the examples and cases of each guarded pattern, the matches are those of one matcher holding every pattern."""
    from pathlib import Path

    from spacy.matcher import Matcher

    from claimcheck import nlp

    everything = Matcher(get_nlp().vocab)
    for key, patterns in nlp.FIGURE_PATTERNS.items():
        everything.add(key, [nlp._with_blanks(p.pattern if isinstance(p, nlp._Guarded) else p, blanks) for p in patterns])
    root = Path(__file__).resolve().parents[2]
    lines = [ln for f in sorted((root / "examples").glob("*.md")) for ln in f.read_text(encoding="utf-8").splitlines() if ln.strip()]
    guarded = nlp.guarded_matchers(blanks)
    assert len(guarded) >= 4
    for text in GUARDED_CASES + lines:
        doc = tokenize(text)
        got = {(s, e) for _, s, e in nlp.figure_matcher(blanks)(doc)}
        for guard, matcher in guarded:
            found = {(s, e) for _, s, e in matcher(doc)}
            assert not found or guard.search(text), (guard.pattern, text)  # NOTE: the guard is a necessary condition
            got |= found
        assert sorted(got) == _span_set(doc, [everything]), text


def test_guarded_figure_patterns_are_found():
    assert figures("The step took 1m12.6s.") == ["1m12.6s"]
    assert figures("A 3-fold gain.") == ["3-fold"]
    assert figures("It served 52.3k input tokens per second.") == ["52.3k input tokens per second"]
    assert figures("Tokens/sec: 106,979") == ["Tokens/sec: 106,979"]
    assert figures("TFLOPS/GPU:  167.43") == ["TFLOPS/GPU:  167.43"]  # NOTE: per device, and blanks after the colon
    assert figures("Model TFLOPS per GPU: 160") == ["TFLOPS per GPU: 160"]
    assert figures("qps가 12,480에서 44,991로") == ["qps가 12,480에서 44,991"]
    assert figures("x2.63 faster") == ["x2.63"]
    assert figures("두 배 빠르다") == ["두 배"]


@pytest.mark.parametrize("text,expected", [
    ("a 1.6-Tbps optical engine", ["1.6-Tbps"]),  # NOTE: a rate hyphenated to its number
    ("each 200-Gbps/lane laser", ["200-Gbps"]),
    ("a 3.35-TB/s memory system", ["3.35-TB/s"]),
    ("a 16-GB card with a 64-bit bus", []),  # NOTE: a size and a width stay whole words
    ("3-5 GB/s", ["3-5 GB/s"]),  # NOTE: a range keeps its ends
])
def test_hyphenated_rates(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize("text,expected", [
    ("목표 사양은 480페타플롭스(PF)급 이상이다.", ["480페타플롭스"]),  # NOTE: the unit glossed in brackets after the figure
    ("720PF(페타플롭스)급 장비", ["720PF"]),
    ("1초에 1.35엑사플롭스의 성능", ["1.35엑사플롭스"]),  # NOTE: "1초에": in one second, the period of the rate after it
    ("1초에 가까운 지연", ["1초"]),  # NOTE: no figure after it: a time of its own
    ("420테라플랍스를 제공", ["420테라플랍스"]),
])
def test_korean_flop_rates_and_the_second_they_are_counted_in(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize("text,expected", [
    ("offers 25Gbit egress", ["25Gbit"]),  # NOTE: a link's rate with "/s" left out, glued to its number
    ("twelve 16Gbit GDDR6 chips", []),  # NOTE: a memory part's density
    ("a 8 Gbit DRAM die", []),
    ("a 100Gbit link to the DRAM pool", ["100Gbit"]),  # NOTE: a network word beside it: the link's rate
])
def test_bits_without_per_second(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize("text,expected", [
    ("went from 1h12m to 38m", ["1h12m to 38m"]),
    ("from 1h 12m → 38m", ["1h 12m → 38m"]),
    ("took 38m on the runner", []),  # NOTE: "m" alone may be metres or millions
])
def test_hours_and_minutes_and_bare_minutes_set_against_them(text, expected):
    assert figures(text) == expected
