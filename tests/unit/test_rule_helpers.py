"""Per-document facts shared by the rules (claimcheck.rules._helpers)."""

from claimcheck.rules._helpers import _DocIndex
from claimcheck.sources import parse_text

_DOC = """# Setup

First paragraph of the setup, forty characters.

Second paragraph of the setup section.

# Results

We measured 370 GB/s busbw.
"""


def test_section_text_holds_the_heading_path_and_only_its_blocks():
    index = _DocIndex(parse_text(_DOC, "d.md"))
    text = index.section_text(("Results",), 8000)
    assert text.startswith("Results\n")
    assert "370 GB/s" in text and "setup" not in text


def test_section_text_honours_each_limit_whatever_the_order_of_calls():
    index = _DocIndex(parse_text(_DOC, "d.md"))
    short = index.section_text(("Setup",), 10)
    full = index.section_text(("Setup",), 8000)
    assert "First paragraph" in short and "Second paragraph" not in short
    assert "First paragraph" in full and "Second paragraph" in full
    assert index.section_text(("Setup",), 10) == short


def test_section_text_of_an_unknown_section_is_its_path_only():
    index = _DocIndex(parse_text(_DOC, "d.md"))
    assert index.section_text(("Nowhere",), 8000) == "Nowhere"


def test_table_rows_are_those_of_one_table():
    doc = parse_text("| Size | busbw |\n|---|---|\n| 1 GB | 366 GB/s |\n\nText.\n\n| a | b |\n|---|---|\n| 2 | 3 |\n", "t.md")
    index = _DocIndex(doc)
    first = {b.table for b in doc.blocks if b.scope.startswith("table") and "busbw" in b.text}.pop()
    assert index.table_rows(first) == "| Size | busbw |\n| 1 GB | 366 GB/s |"
    assert index.table_rows(first + 1) == "| a | b |\n| 2 | 3 |"
    assert index.table_rows(99) == ""


def test_device_counts_read_the_knowledge_pattern_a_pack_extends(tmp_path):
    """The rules count devices with the extractor's `devices` pattern, so a pack that teaches it a new device
    teaches both."""
    from types import SimpleNamespace

    from claimcheck.lexicon import load_lexicon
    from claimcheck.rules._helpers import device_counts

    text = "16 IPUs per pod, 2 nodes of 8 GPUs, GPU 4개"
    assert device_counts(SimpleNamespace(lexicon=load_lexicon()), text) == [2, 8, 4]
    (tmp_path / "claims.yaml").write_text("devices: '(\\d+)\\s*IPUs?'\n", encoding="utf-8")
    assert device_counts(SimpleNamespace(lexicon=load_lexicon((str(tmp_path),))), text) == [16, 2, 8, 4]


def test_significant_digits_counts_trailing_zeros_only_after_a_point():
    from claimcheck.rules._helpers import significant_digits

    assert [significant_digits(t) for t in ("47.3 GB/s", "0.260", "12195", "1,600 GB/s", "900", "3.2", "0.8", "x")] == \
        [3, 3, 5, 2, 1, 2, 1, 0]


def test_column_cells_are_the_body_cells_of_one_column():
    d = parse_text("| op | a | b |\n|---|---|---|\n| get | 1.0 | 2.0 |\n| put | 3.0 | 4.0 |\n", "t.md")
    idx = _DocIndex(d)
    assert [d.text[c.start:c.end] for c in idx.column_cells(0, 2)] == ["2.0", "4.0"]


def test_explained_gain_is_a_known_ratio_named_and_explained():
    from claimcheck.rules._helpers import explained_gain

    def at(sentence, figure):
        i = sentence.index(figure)
        return explained_gain(sentence, i, i + len(figure))

    assert at("The 3x speedup is largely due to the new hash table.", "3x")
    assert at("This 1.8x gain comes from batching the fsyncs.", "1.8x")
    assert at("쓰기 처리량의 4배 향상은 배치 커밋 덕분이다.", "4배")
    assert not at("A 3x speedup is due to nothing in particular.", "3x")  # no known gain: a new figure
    assert not at("It gives a 3x speedup over the old parser.", "3x")
    assert not at("4배 향상은 기대된다.", "4배")
