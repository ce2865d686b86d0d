"""Literal prefilters: the literals a pattern requires, and a prefiltered pattern finds exactly what re finds."""

from __future__ import annotations

import random
import re

import pytest

from claimcheck import fastre
from claimcheck.lexicon import load_lexicon

FLAGS = re.IGNORECASE | re.ASCII


@pytest.mark.parametrize("pattern, flags, expected", [
    (r"\bfaster\b|\bslower\b", FLAGS, {"faster", "slower"}),
    (r"\bspeed-?ups?\b", FLAGS, {"speed"}),  # the longest run of literals of the branch
    (r"\b(?:step|training|run)[- ]time\b", FLAGS, {"time"}),  # one literal beats three shorter ones
    (r"\b(?:is|are) (?:very )?(?:fast|faster)\b", FLAGS, {"fast"}),  # "faster" is covered by "fast"
    (r"NVLink\w*", 0, {"NVLink"}),  # case kept when the pattern keeps it
    (r"NVLink\w*", FLAGS, {"nvlink"}),
    (r"(?:ab)+c", 0, {"ab"}),  # a repeat of at least one
    (r"선형|총", 0, {"선형", "총"}),  # one Hangul syllable is selective enough
    (r"(?:fast)?er", 0, {"er"}),  # the optional group is not required
    (r"(?i:fast)er", 0, {"er"}),  # an inline flag changes the case rule inside its group, so the group is skipped
])
def test_required_literals(pattern, flags, expected):
    assert fastre.required_literals(pattern, flags) == frozenset(expected)


@pytest.mark.parametrize("pattern, flags", [
    (r"\b[0-9]+x\b", FLAGS),  # no literal at all
    (r"(?:ab)*c", 0),  # the repeat may match nothing, "c" is one ASCII letter
    (r"fast|[0-9]+", 0),  # one branch requires nothing
    (r"fast|x", 0),  # one ASCII character filters nothing
    (r"faster", re.IGNORECASE),  # Unicode case folding ("K" matches the Kelvin sign)
    (r"(?=fast)", 0),  # lookarounds consume nothing
])
def test_no_literals(pattern, flags):
    assert fastre.required_literals(pattern, flags) is None


def test_prefilter_keeps_plain_patterns():
    rx = re.compile(r"[0-9]+x")
    assert fastre.prefilter(rx) is rx
    wrapped = fastre.compile(r"\bfaster\b", FLAGS)
    assert isinstance(wrapped, fastre.Prefiltered)
    assert fastre.prefilter(wrapped) is wrapped
    assert wrapped.pattern == r"\bfaster\b" and wrapped.flags & re.IGNORECASE


def _texts(patterns):
    """Texts that hold the patterns' literals in many cases and contexts, and texts that hold none."""
    rng = random.Random(7)
    words = ["the", "GPU", "NVLink", "bandwidth", "8x", "900 GB/s", "선형", "확장", "faster", "Speed-Up", "latency",
             "all-reduce", "busbw:", "370", "(", ")", ".", ",", "\n", "scales", "linearly", "Imagine", "we", "measured"]
    literals = sorted({lit for p in patterns for lit in (fastre.required_literals(p.pattern, p.flags) or ())})
    out = ["", "nothing to see here", "1 2 3"]
    for _ in range(400):
        parts = [rng.choice(words) for _ in range(rng.randint(1, 12))]
        for _ in range(rng.randint(0, 3)):
            lit = rng.choice(literals)
            parts.insert(rng.randint(0, len(parts)), rng.choice([lit, lit.upper(), lit.title()]))
        out.append(rng.choice([" ", "", "  "]).join(parts))
    return out


def test_prefiltered_finds_what_re_finds():
    lex = load_lexicon([])
    patterns = list(lex.patterns.values()) + [p for group in lex.conditions.values() for p in group]
    texts = _texts(patterns)
    checked = 0
    for rx in patterns:
        fast = fastre.prefilter(rx)
        if fast is rx:
            continue
        checked += 1
        for text in texts:
            assert [m.span() for m in fast.finditer(text)] == [m.span() for m in rx.finditer(text)], (rx.pattern, text)
            assert bool(fast.search(text)) == bool(rx.search(text))
            assert bool(fast.match(text)) == bool(rx.match(text))
    assert checked > 20  # NOTE: most shipped patterns have required literals
