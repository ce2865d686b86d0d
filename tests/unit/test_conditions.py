"""Condition finding: the conditions of one claim do not depend on which claims were looked at before it."""

from __future__ import annotations

from claimcheck.conditions import ConditionFinder
from claimcheck.lexicon import load_lexicon
from claimcheck.model import Span
from claimcheck.sources import parse_text

DOC = """# Results

The model is BERT-base.

Weights are kept in fp32. We measured 100 GB/s on 8 GPUs with NCCL.

We measured 50 GB/s.
"""


def _find(finder, doc, sentence):
    start = doc.text.index(sentence)
    index = next(i for i, b in enumerate(doc.blocks) if b.span.start <= start < b.span.end)
    found, missing = finder.find(sentence, Span(start, start + len(sentence)), index)
    return {g: [e.text for e in v] for g, v in found.items()}, missing


def test_conditions_do_not_depend_on_earlier_claims():
    lex = load_lexicon()
    doc = parse_text(DOC, "a.md", "markdown")
    alone = _find(ConditionFinder(doc, lex), doc, "We measured 50 GB/s.")
    finder = ConditionFinder(doc, lex)
    first = _find(finder, doc, "We measured 100 GB/s on 8 GPUs with NCCL.")
    assert first[0]["workload"] == ["fp32"]  # read from its paragraph, which is now cached
    after = _find(finder, doc, "We measured 50 GB/s.")
    assert after == alone
    assert alone[0]["workload"] == ["BERT-base"]  # the section's first paragraph that names a workload
    assert alone[0]["system"] == ["8 GPUs"] and alone[1] == []


def test_a_device_count_with_a_thousands_separator_is_whole():
    lex = load_lexicon()
    text = "# Record\n\nDeepSpeed trained BERT-Large in 44 minutes on 1,024 V100 GPUs.\n"
    doc = parse_text(text, "a.md", "markdown")
    found, _ = _find(ConditionFinder(doc, lex), doc, "DeepSpeed trained BERT-Large in 44 minutes on 1,024 V100 GPUs.")
    assert "1,024 V100" in found["system"] and not any(t.startswith("024") for t in found["system"])
