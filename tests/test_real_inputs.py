"""Real inputs from the reference folder beside the project: the Korean textbook chapter and real logs."""

from __future__ import annotations

from pathlib import Path

import pytest

from claimcheck.api import check_paths
from claimcheck.config import Settings

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
pytestmark = pytest.mark.skipif(not SHARED.is_dir(), reason="reference folder ../shared not present")


def test_chapter_flags_its_quoted_misconceptions_as_inferred():
    run = check_paths([str(SHARED / "chapter-07.md")], Settings())
    claims = run.claims
    # NOTE: the chapter quotes "N accelerators give N times", "has NVLink so it is fast", "therefore superior";
    # each is an unsupported inference, and the chapter states no measured or datasheet figure of its own.
    assert claims, "the chapter's quoted claims were not found"
    assert {c.evidence.value for c in claims} == {"inferred"}
    rules = {f.rule for c in claims for f in c.findings}
    assert "link-presence-as-speed" in rules
    assert any(c.kind.value == "scaling" and "N" in c.text for c in claims)  # "N개면 N배"
    # negated statements ("선형 확장을 단정할 수 없다") are not claims
    assert not any("단정" in c.sentence for c in claims)


def test_real_benchmark_logs_are_measured_with_full_conditions():
    samples = sorted((SHARED / "samples").glob("*.txt"))
    assert samples
    run = check_paths([str(p) for p in samples], Settings())
    for f in run.files:
        assert f.claims, f.path
        assert all(c.evidence.value == "measured" and not c.missing for c in f.claims), f.path
        assert all(c.source and c.source.startswith(f.path) for c in f.claims)


def test_markdown_line_reader_agrees_with_markdown_it_on_real_documents():
    """Every table and every block that may hold a claim has the span (and table header) markdown-it-py gives it."""
    from claimcheck.extract import PRESCAN
    from claimcheck.sources import decode, read_bytes
    from claimcheck.sources.markdown import _Builder, _parser, _walk, parse_markdown

    def blocks(found):
        # NOTE: list-item against paragraph is not compared: after a blank line inside a list, the line reader
        # calls an item's later paragraph a paragraph. The front matter's title and summary lines, read as prose,
        # are the reader's own (markdown-it keeps the front matter whole).
        matter = max((b.span.end for b in found if b.scope == "front-matter"), default=-1)
        return {(b.span.start, b.span.end, b.scope.startswith("table"), b.header) for b in found
                if b.scope not in ("code", "front-matter") and b.span.start > matter
                and (b.scope.startswith("table") or PRESCAN.search(b.text))}

    docs = sorted((SHARED / "bench-corpus").rglob("*.md"))
    assert len(docs) > 100
    for path in docs:
        text, _ = decode(read_bytes(path), str(path))
        reference = _Builder(text, "d.md")
        _walk(reference, _parser().parse(text), 0)
        assert blocks(parse_markdown(text, "d.md").blocks) == blocks(reference.blocks), path
