"""Literal prefilters give exactly the matches of the pattern they wrap, on any text."""

from __future__ import annotations

import random
import re
import sys

import pytest

from claimcheck import prefilter
from claimcheck.lexicon import load_lexicon
from claimcheck.prefilter import Prefiltered, fold
from claimcheck.rules.no_variability import VARIABILITY

PATTERNS = [
    (r"\bNCCL\b|\bMPI\b|\bnccl-tests\b|\b\w+_perf\b|\bosu_\w+", re.I | re.A),
    (r"\ball[-_ ]?reduce(?:_perf)?\b|\bseq(?:uence)?[ _-]?len(?:gth)?\b|\berror bars?\b", re.I),
    (r"\b(?:[HABVL]\d{2,3}[A-Z]?|GH200|MI\d{3}X?|TITAN\s?RTX)\b", re.I | re.A),
    (r"(?<![\w.])\d+\s*GB/s|\bmin(?:imum)?\b[^.\n]{0,30}\bmax(?:imum)?\b|±|σ|\bsigma\b", re.I),
    (r"\bstd\b|[(]x[)]|[]a]b|\|pipe\||배치|메시지 크기|\bK\b", re.I),  # classes, escapes, Korean, a Kelvin sign's letter
    (r"(a)(b)?|abc", re.I),  # groups: not split
    (r"(?i)nvlink|pcie", 0),  # a global inline flag: not split
    (r"x*|y", re.I),  # a branch that matches the empty string: not split
    (r"(?x) nv link | pci e  # verbose", 0),
    (r"^\s*-?\s*\d+|\d+$", re.M),
    (r"Foo|BAR|baz", 0),  # case-sensitive
]

TEXTS = [
    "", "NCCL all_reduce_perf on 8x H100 (NVLink), nccl-tests 2.1, osu_bw; MPI-3",
    "seq len 2048, sequence_length 4096, all-reduce, All Reduce_perf, allreduce", "error bar and error bars",
    "KELVIN \u212a and \u212aelvin, \u0130stanbul, \u0131, \u017ftd, \u017f", "std (x) ]b ab |pipe| 배치 메시지 크기",
    "min 3 max 5. minimum/maximum; 10 GB/s, 1.5GB/s, x10 GB/s", "ΣIGMA σ ς ± sigma", "abc ab a", "nvlink PCIE",
    "Foo foo BAR bar baz BAZ", "  - 12\n34\nabc 56", "yyy x xx",
]


def spans(it):
    return [(m.start(), m.end(), m.group(0)) for m in it]


def random_texts(n=300, seed=7):
    rng = random.Random(seed)
    alphabet = list("abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./+()|[]±σΣς배치\n") + list(prefilter._ASCII_LOOKALIKES)
    words = [w for t in TEXTS for w in re.split(r"(\s+)", t) if w]
    out = []
    for _ in range(n):
        parts = [rng.choice(words) if rng.random() < 0.6 else "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 6)))
                 for _ in range(rng.randint(0, 12))]
        out.append("".join(parts))
    return out


@pytest.mark.parametrize("source,flags", PATTERNS)
def test_same_matches_as_the_pattern(source, flags):
    regex = re.compile(source, flags)
    pf = Prefiltered(regex)
    for text in TEXTS + random_texts():
        assert spans(pf.finditer(text)) == spans(regex.finditer(text)), text
        assert spans(pf.finditer(text, fold(text))) == spans(regex.finditer(text)), text
        m, n = pf.search(text), regex.search(text)
        assert (m and m.span()) == (n and n.span()), text


@pytest.mark.parametrize("source,flags", PATTERNS)
def test_a_source_compiled_as_needed_has_the_same_matches(source, flags):
    regex = re.compile(source, flags)
    pf = prefilter.compile(source, flags)
    assert pf.pattern == regex.pattern
    for text in TEXTS + random_texts(100):
        assert spans(pf.finditer(text)) == spans(regex.finditer(text)), text
        m, n = pf.search(text), regex.search(text)
        assert (m and m.span()) == (n and n.span()), text
        for pos in range(0, len(text), 3):
            m, n = pf.match(text, pos), regex.match(text, pos)
            assert (m and m.span()) == (n and n.span()), (text, pos)
    assert pf.regex.pattern == source and pf.regex.flags == regex.flags


@pytest.mark.parametrize("source", [r"\bNCCL\b|(unclosed", r"a|b)", r"x|[z-a]", r"\1|a", r"a|b{2,1}"])
def test_a_bad_pattern_fails_when_it_first_runs(source):
    for use in (lambda pf: pf.search("ab"), lambda pf: list(pf.finditer("ab")), lambda pf: pf.match("ab"), lambda pf: pf.regex):
        with pytest.raises(re.error):
            use(prefilter.compile(source, re.I))


def test_built_in_condition_patterns_are_split_and_exact():
    lex = load_lexicon()
    texts = TEXTS + random_texts(100)
    for group, pats in lex.conditions.items():
        for pf in pats:
            assert pf.branches is not None and len(pf.branches) > 1, pf.pattern
            for text in texts:
                assert spans(pf.finditer(text)) == spans(pf.regex.finditer(text))


def test_built_in_claim_patterns_are_exact():
    """The extractor wraps every claims.yaml pattern; search, finditer and match agree with re on any text."""
    lex = load_lexicon()
    texts = TEXTS + random_texts(100) + ["We measured 370 GB/s, so it scales linearly; ideally 8x faster than 1 GPU.",
                                         "This is 2x faster. 따라서 선형 확장된다.", "up to 8 GPUs"]
    for name, regex in lex.patterns.items():
        if not isinstance(regex, re.Pattern):
            continue  # NOTE: "conditions.software" searches the condition group's own patterns in turn, not a claims.yaml one
        pf = Prefiltered(regex)
        for text in texts:
            assert spans(pf.finditer(text)) == spans(regex.finditer(text)), (name, text)
            m, n = pf.search(text), regex.search(text)
            assert (m and m.span()) == (n and n.span()), (name, text)
            for pos in (0, len(text) // 2):
                m, n = pf.match(text, pos), regex.match(text, pos)
                assert (m and m.span()) == (n and n.span()), (name, text, pos)


def test_variability_is_split():
    assert len(VARIABILITY.branches) > 20
    assert VARIABILITY.search("median of 5 runs").group(0) == "median"
    assert VARIABILITY.search("nothing here") is None


def test_needed_literals():
    pf = Prefiltered(re.compile(r"\bseq(?:uence)?[ _-]?len(?:gth)?\b|\bGPUs?\b|\b(?:one|two)\s+nodes?\b", re.I))
    assert [b.needs for b in pf.branches] == [("seq",), ("gpu",), ("node",)]
    assert [b.starts for b in pf.branches][1:] == [("gpu", "gpus"), ("one", "two")]
    assert Prefiltered(re.compile(r"\b\d+\s*\w\b", re.I)).branches[0].needs is None
    assert Prefiltered(re.compile(r"\bΣ\w+", re.I)).branches[0].needs is None  # a cased Greek letter is no literal


def test_live_branches_are_those_whose_literals_occur():
    """No literal present, one, or several: the branches run are the literal-free ones and those needing a present
    literal, in pattern order."""
    pf = Prefiltered(re.compile(r"\bNCCL\b|\d+x|\bMPI\b|\bnccl-tests\b|\bgloo\b", re.I))
    for text in ("", "8x", "NCCL 8x", "mpi", "nccl-tests and MPI", "gloo, MPI, nccl"):
        folded = fold(text)
        want = [b for b in pf.branches if b.needs is None or any(s in folded for s in b.needs)]
        assert pf._live(text, None) == (want, folded), text


def test_literal_index_serves_patterns_prepared_before_and_after_its_build(monkeypatch):
    """The shared literal index finds a pattern's literals whether they were built into its automaton or came later
    (tested one by one until the next build), and a text read again is served from its cache."""
    index = prefilter._LiteralIndex()
    monkeypatch.setattr(prefilter, "_INDEX", index)
    words = ["nccl", "gloo", "rccl", "ucx", "mpich", "openmpi", "nvlink", "nvswitch", "pcie"]
    first = Prefiltered(re.compile("|".join(rf"\b{w}\b" for w in words) + r"|\bIB\b", re.I))
    texts = ["NCCL over gloo", "ib only", "nothing here", "GLOO and nccl-tests", "IB", "PCIe and NVLink", "MPI"]
    for text in texts:
        assert spans(first.finditer(text)) == spans(first.regex.finditer(text)), text
    assert index.generation == 1 and index.built == set(words)  # NOTE: "ib" is too short to index
    later = Prefiltered(re.compile(r"\bMPI\b|\bnccl\b", re.I))  # NOTE: one new literal: fewer than a quarter
    for text in texts:
        assert spans(later.finditer(text)) == spans(later.regex.finditer(text)), text
    assert index.generation == 1 and later._unbuilt == ("mpi",)
    more = Prefiltered(re.compile(r"\bInfiniBand\b|\bRoCE\b|\bEthernet\b", re.I))
    for text in texts + ["InfiniBand NDR, RoCE v2", "roce"]:
        assert spans(more.finditer(text)) == spans(more.regex.finditer(text)), text
        assert spans(later.finditer(text)) == spans(later.regex.finditer(text)), text
    assert index.generation == 2 and {"mpi", "roce"} <= index.built and later._unbuilt == ()
    assert index.present("roce and nccl") == {"roce", "nccl"}
    assert index.present("roce and nccl") is index.present("roce and nccl")


def test_lookalikes_text_runs_unfiltered():
    assert fold("\u212a") is None and fold("\u0130") is None
    regex = re.compile(r"\bkelvin\b|\bistanbul\b", re.I)
    pf = Prefiltered(regex)
    for text in ("\u212aelvin", "\u0130stanbul", "\u0131stanbul"):
        assert spans(pf.finditer(text)) == spans(regex.finditer(text))


def test_ascii_lookalikes_are_all_the_non_ascii_letters_matching_ascii():
    chars = "".join(chr(i) for i in range(128, sys.maxunicode + 1) if not 0xD800 <= i <= 0xDFFF)
    assert sorted(set(re.findall("[a-z]", chars, re.I))) == sorted(prefilter._ASCII_LOOKALIKES)


def test_caseless_literals_match_only_themselves():
    """A character usable as a literal that is not ASCII is the lower case of no other character."""
    for i in range(128, sys.maxunicode + 1):
        ch = chr(i)
        low = ch.lower()
        if low != ch and len(low) == 1:
            assert low.isascii() or not prefilter._usable(low), hex(i)


def test_every_built_in_pattern_and_branch_compiles():
    import importlib
    import pkgutil

    import claimcheck
    import claimcheck.rules

    found = []
    names = [f"claimcheck.{m.name}" for m in pkgutil.iter_modules(claimcheck.__path__)]
    names += [f"claimcheck.rules.{m.name}" for m in pkgutil.iter_modules(claimcheck.rules.__path__)]
    for name in names:
        if name in ("claimcheck.__main__",):
            continue
        for value in vars(importlib.import_module(name)).values():
            for item in value if isinstance(value, (list, tuple)) else [value]:
                if isinstance(item, Prefiltered):
                    found.append(item)
    assert len(found) > 30
    for pf in found:
        assert isinstance(pf.regex, re.Pattern)
        for branch in pf.branches or ():
            assert isinstance(branch.regex, re.Pattern)


def test_any_word_is_any_substring():
    words = ("scal", "fast", " times ", "선형", "두 배", "fold")
    finder = prefilter.AnyWord(words)
    for text in TEXTS + random_texts() + ["scales", "it is 3 times faster", "선형 확장", "두배", "두 배로", "manifold", "times"]:
        assert finder.found(text) == any(w in text for w in words), text


@pytest.mark.parametrize("source,flags", PATTERNS)
def test_impossible_means_no_match_in_the_text_or_any_part_of_it(source, flags):
    regex = re.compile(source, flags)
    pf = Prefiltered(regex)
    for text in TEXTS + random_texts(150):
        if not pf.possible(text):
            assert all(regex.search(text[i:j]) is None for i in range(0, len(text) + 1, 4) for j in range(i, len(text) + 1, 5)), text
    assert not Prefiltered(re.compile(r"\bnccl\b|\bgloo\b", re.I)).possible("MPI over InfiniBand")
    assert Prefiltered(re.compile(r"\bnccl\b|\b\d+\b", re.I)).possible("no literal, but a branch that needs none")


def test_long_texts_are_not_kept_by_the_text_caches(monkeypatch):
    index = prefilter._LiteralIndex()
    monkeypatch.setattr(prefilter, "_INDEX", index)
    pf = Prefiltered(re.compile(r"\bnccl\b|\bgloo\b|\bucx\b", re.I))
    short, long = "nccl over gloo", "gloo " * (prefilter.CACHED_TEXT // 5 + 1) + "nccl"
    for text in (short, long):
        assert spans(pf.finditer(text)) == spans(pf.regex.finditer(text))
    assert short in index._present and fold(short) is fold(short)
    assert len(long) > prefilter.CACHED_TEXT and long.lower() not in index._present and id(long) not in prefilter._FOLDS


@pytest.mark.parametrize("flags", [re.I, re.I | re.A])
def test_a_branch_opening_at_a_word_boundary_skips_starts_inside_words(flags):
    """"\\bND\\w*v\\d\\b" is tried only where "nd" starts a word, as \\w means under the flags ("é" is a word character
    but under re.ASCII), and finds what the pattern finds."""
    regex = re.compile(r"\bND\w*v\d\b|\bHGX\b|x\d+", flags)
    pf = Prefiltered(regex)
    assert [b.word_start for b in pf.branches] == ["ascii" if flags & re.A else "unicode"] * 2 + [None]
    for text in ["and NDv4 second nd96asr_v4 _ndv5 éndv4 (NDv2) 2ndv3", "ÉNDV4 and HGX, xHGX x8"] + random_texts(100):
        assert spans(pf.finditer(text)) == spans(regex.finditer(text)), text


def test_pattern_set_runs_exactly_the_patterns_that_can_match():
    """live(): in the set's order, every pattern that is run whole or has a branch whose literals occur; search(): the
    first pattern's match, as a loop over all the patterns would give."""
    pats = [Prefiltered(re.compile(s, f)) for s, f in PATTERNS] + [re.compile(r"H100", re.I)]
    pset = prefilter.PatternSet(pats)
    for text in TEXTS + random_texts(150):
        want = [p for p in pats if not isinstance(p, Prefiltered) or p.possible(text)]
        assert pset.live(text) == want, text
        first = next((m for p in pats if (m := p.search(text)) is not None), None)
        got = pset.search(text)
        assert (got and (got.re.pattern, got.span())) == (first and (first.re.pattern, first.span())), text


def test_built_in_condition_groups_are_pattern_sets_that_skip_absent_literals():
    lex = load_lexicon()
    software = lex.conditions["software"]
    assert isinstance(software, prefilter.PatternSet) and lex.patterns["conditions.software"] is software
    live = software.live("built with NCCL 2.18 on 8 GPUs")
    assert 0 < len(live) < len(software) // 2
    assert software.search("built with NCCL 2.18").group(0).startswith("NCCL")


def test_a_branch_finds_its_starts_again_on_another_text_or_an_earlier_position():
    """The next occurrence of each start is kept between calls on one text; another text, or a position before the last,
    starts afresh."""
    regex = re.compile(r"\b(?:the|our)\s+setup\b", re.I)
    branch = Prefiltered(regex).branches[0]
    a, b = "the setup, our setup; the  setup", "OUR SETUP and the rest, the setup"
    for text, pos in ((a, 0), (a, 11), (b, 0), (a, 5), (a, 22), (b, 20), (b, 30), (a, 0)):
        m, n = branch.next(text, fold(text), pos), regex.search(text, pos)
        assert (m and m.span()) == (n and n.span()), (text, pos)
    long = "the " * 50_000 + "our setup"
    assert branch.next(long, fold(long), 0).start() == len(long) - len("our setup")
