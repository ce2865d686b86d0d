"""sources: decoding, Markdown and plain-text parsing into blocks with exact spans and positions."""

from __future__ import annotations

import pytest

from claimcheck.errors import InputError
from claimcheck.model import Document, Location, Span
from claimcheck.sources import BinaryFile, decode, load_document, parse_text, read_bytes

DOC = """\
---
title: Fabric notes
system: 2 nodes of 8 H100
---

# Results

First line of the intro
and its second line.

## All-reduce

- item with 5 GB/s
- second item

> quoted 3 us

| Size | busbw (GB/s) |
|---|---:|
| 1 GB | 366 |
| 2 GB |  370 |

```bash
mpirun -np 16 ./build/all_reduce_perf -b 1G
```

### Small messages

    indented code line

Last paragraph.
"""


@pytest.fixture(scope="module")
def doc() -> Document:
    return parse_text(DOC, "notes.md", "markdown")


def blocks_of(doc: Document, scope: str):
    return [b for b in doc.blocks if b.scope == scope]


def loc(doc: Document, block) -> tuple[int, int, int, int]:
    where = doc.locate(block.span)
    return where.line, where.column, where.end_line, where.end_column


def test_block_text_is_the_exact_source_slice(doc):
    for block in doc.blocks:
        assert DOC[block.span.start:block.span.end] == block.text


def test_block_scopes_in_order(doc):
    assert [b.scope for b in doc.blocks] == [
        "front-matter", "paragraph", "heading", "paragraph", "heading", "list-item", "list-item", "blockquote",
        "table.header", "table.row", "table.row", "code", "heading", "code", "paragraph",
    ]


def test_front_matter_is_parsed_and_located(doc):
    assert doc.front_matter == {"title": "Fabric notes", "system": "2 nodes of 8 H100"}
    (fm,) = blocks_of(doc, "front-matter")
    assert loc(doc, fm) == (1, 1, 4, 4)


def test_front_matter_title_is_also_prose(doc):
    """A post's title may make a claim: its line is a paragraph too; other keys ("system:") are not."""
    title = doc.blocks[1]
    assert (title.scope, title.text) == ("paragraph", "title: Fabric notes")
    assert loc(doc, title)[:2] == (2, 1)


def test_heading_path(doc):
    headings = blocks_of(doc, "heading")
    assert [b.text for b in headings] == ["# Results", "## All-reduce", "### Small messages"]
    assert [b.section for b in headings] == [("Results",), ("Results", "All-reduce"), ("Results", "All-reduce", "Small messages")]
    assert loc(doc, headings[1]) == (11, 1, 11, 14)
    (last,) = [b for b in doc.blocks if b.text == "Last paragraph."]
    assert last.section == ("Results", "All-reduce", "Small messages")


def test_multi_line_paragraph_position(doc):
    (para,) = [b for b in doc.blocks if b.text.startswith("First line")]
    assert para.text == "First line of the intro\nand its second line."
    assert loc(doc, para) == (8, 1, 9, 21)


def test_list_items_and_blockquote(doc):
    items = blocks_of(doc, "list-item")
    assert [b.text for b in items] == ["- item with 5 GB/s", "- second item"]
    assert loc(doc, items[0]) == (13, 1, 13, 19)
    (quote,) = blocks_of(doc, "blockquote")
    assert quote.text == "> quoted 3 us"
    assert loc(doc, quote) == (16, 1, 16, 14)


def test_table_header_rows_and_cells(doc):
    (header,) = blocks_of(doc, "table.header")
    rows = blocks_of(doc, "table.row")
    assert header.header == ("Size", "busbw (GB/s)")
    assert loc(doc, header) == (18, 1, 18, 24)
    assert [b.text for b in rows] == ["| 1 GB | 366 |", "| 2 GB |  370 |"]
    assert {b.table for b in rows} == {header.table}
    assert all(b.header == ("Size", "busbw (GB/s)") for b in rows)
    assert [[DOC[c.start:c.end] for c in b.cells] for b in rows] == [["1 GB", "366"], ["2 GB", "370"]]
    # NOTE: cell spans are stripped of padding: "370" in "| 2 GB |  370 |" starts at column 11.
    second = rows[1].cells[1]
    assert doc.locate(second) == Location("notes.md", 21, 11, 21, 14)
    assert doc.locate(rows[0].cells[0]) == Location("notes.md", 20, 3, 20, 7)


def test_fenced_code_keeps_body_and_info(doc):
    fenced = [b for b in blocks_of(doc, "code") if b.info]
    assert len(fenced) == 1
    assert fenced[0].info == "bash"
    assert fenced[0].text == "mpirun -np 16 ./build/all_reduce_perf -b 1G"
    assert loc(doc, fenced[0]) == (24, 1, 24, 44)


def test_indented_code_block(doc):
    (indented,) = [b for b in blocks_of(doc, "code") if not b.info]
    assert indented.text == "    indented code line"
    assert loc(doc, indented) == (29, 1, 29, 23)


def test_undelimited_pipe_table():
    text = "Measured with NCCL 2.21:\n| Size | busbw (GB/s) |\n| 1 GB | 365 |\n\nAfter.\n"
    d = parse_text(text, "t.md", "markdown")
    assert [(b.scope, b.text) for b in d.blocks] == [
        ("paragraph", "Measured with NCCL 2.21:"),
        ("table.header", "| Size | busbw (GB/s) |"),
        ("table.row", "| 1 GB | 365 |"),
        ("paragraph", "After."),
    ]
    row = d.blocks[2]
    assert row.header == ("Size", "busbw (GB/s)")
    assert d.locate(row.cells[1]) == Location("t.md", 3, 10, 3, 13)


def test_undelimited_numeric_first_line_is_a_row_not_a_header():
    d = parse_text("| 1 GB | 365 |\n| 2 GB | 370 |\n", "t.md", "markdown")
    assert [b.scope for b in d.blocks] == ["table.row", "table.row"]


def test_escaped_and_code_pipes_do_not_split_cells():
    text = "| a | b |\n|---|---|\n| x \\| y | `p|q` |\n"
    d = parse_text(text, "t.md", "markdown")
    row = blocks_of(d, "table.row")[0]
    assert [text[c.start:c.end] for c in row.cells] == ["x \\| y", "`p|q`"]


def test_invalid_front_matter_is_a_warning_not_an_error():
    d = parse_text("---\nkey: [unclosed\n---\n\nText.\n", "bad.md", "markdown")
    assert d.front_matter == {}
    assert len(d.warnings) == 1 and d.warnings[0].startswith("bad.md:") and "front matter is not valid YAML" in d.warnings[0]


def test_format_follows_suffix_when_not_given():
    assert parse_text("# T\n", "a.md").format == "markdown"
    assert parse_text("# T\n", "a.markdown").format == "markdown"
    assert parse_text("# T\n", "a.txt").format == "text"
    assert parse_text("# T\n", "run.log").format == "text"
    assert parse_text("T\n=\n", "index.rst").format == "rst"


RST = """\
=========
 Serving
=========

Intro paragraph about the engine,
on two lines.

Throughput
----------

.. note::

   Numbers are from one run.

.. list-table:: Decode throughput
   :header-rows: 1

   * - Setup
     - Rate
   * - 1 node
     - 1,850 tokens/s

.. list-table::

   * - **GPUs**
     - **Time**
   * - 8
     - 79.76 s (2 epochs,
       40.7 images/sec)

+--------+----------+
| Link   | GB/s     |
+========+==========+
| NVLink | 900      |
+--------+----------+

- first item
  continued
- second item

Run it like this::

    all_reduce_perf -b 8 -e 8G -g 8

.. code-block:: bash

   nccl-tests --help

.. This is a comment that holds 900 GB/s
   and is skipped.

Latency
~~~~~~~

Last words.
"""


def _table_cells(d):
    """(scope, table, header, cell texts) of each table row and header of document ``d``."""
    return [(b.scope, b.table, b.header, [d.text[c.start:c.end] for c in b.cells]) for b in d.blocks
            if b.scope in ("table.header", "table.row")]


def test_rst_sections_paragraphs_lists_and_code():
    d = parse_text(RST, "serving.rst")
    assert all(d.text[b.span.start:b.span.end] == b.text for b in d.blocks)
    heads = [(b.text.split("\n")[1] if b.text.startswith("=") else b.text.split("\n")[0], b.section) for b in d.blocks if b.scope == "heading"]
    assert heads == [(" Serving", ("Serving",)), ("Throughput", ("Serving", "Throughput")), ("Latency", ("Serving", "Throughput", "Latency"))]
    paras = [b.text for b in d.blocks if b.scope == "paragraph"]
    assert paras == ["Intro paragraph about the engine,\non two lines.", "Numbers are from one run.", "Run it like this::", "Last words."]
    assert [b.text for b in d.blocks if b.scope == "list-item"] == ["- first item\n  continued", "- second item"]
    code = [(b.text, b.info) for b in d.blocks if b.scope == "code"]
    assert code == [("all_reduce_perf -b 8 -e 8G -g 8", ""), ("nccl-tests --help", "bash")]
    assert not any("comment" in b.text for b in d.blocks)


def test_rst_list_tables_and_grid_tables_become_rows_under_their_header():
    d = parse_text(RST, "serving.rst")
    cells = _table_cells(d)
    assert cells == [
        ("table.header", 0, ("Setup", "Rate"), ["Setup", "Rate"]),
        ("table.row", 0, ("Setup", "Rate"), ["1 node", "1,850 tokens/s"]),
        ("table.header", 1, ("**GPUs**", "**Time**"), ["**GPUs**", "**Time**"]),  # NOTE: no header-rows option, but a bold first row
        ("table.row", 1, ("**GPUs**", "**Time**"), ["8", "79.76 s (2 epochs,\n       40.7 images/sec)"]),
        ("table.header", 2, ("Link", "GB/s"), ["Link", "GB/s"]),
        ("table.row", 2, ("Link", "GB/s"), ["NVLink", "900"]),
    ]
    assert [b.text for b in d.blocks if b.scope == "table.caption"] == ["Decode throughput"]


def test_rst_claims_are_found_in_tables_and_directories_include_rst(tmp_path):
    from claimcheck.api import check_paths
    from claimcheck.config import Settings

    (tmp_path / "bench.rst").write_text("Results\n=======\n\nWe measured decode throughput on 8 H100 with vLLM 0.6 for Llama 8B.\n\n"
                                        ".. list-table::\n   :header-rows: 1\n\n   * - Batch\n     - Throughput (tokens/s)\n"
                                        "   * - 64\n     - 2,950\n", encoding="utf-8")
    result = check_paths([str(tmp_path)], Settings())
    claims = [c for f in result.files for c in f.claims]
    assert [(c.text, c.evidence.value, c.location.line) for c in claims] == [("2,950", "measured", 12)]


def test_plain_text_paragraphs_and_log_blocks():
    text = "Intro line one.\nline two.\n\n   1048576   37.59   37.91\n  1073741824  366.43  366.67\n\nEnd.\n"
    d = parse_text(text, "run.txt", "text")
    assert [(b.scope, b.text) for b in d.blocks] == [
        ("paragraph", "Intro line one.\nline two."),
        ("log", "   1048576   37.59   37.91\n  1073741824  366.43  366.67"),
        ("paragraph", "End."),
    ]
    assert d.locate(d.blocks[2].span) == Location("run.txt", 7, 1, 7, 5)


def test_locate_is_one_based_with_exclusive_end():
    d = Document("p.md", "ab\ncdef\n", "text")
    assert d.locate(Span(0, 2)) == Location("p.md", 1, 1, 1, 3)
    assert d.locate(Span(3, 7)) == Location("p.md", 2, 1, 2, 5)
    assert d.locate(Span(1, 5)) == Location("p.md", 1, 2, 2, 3)
    assert d.line_of(3) == 2 and d.line_start(2) == 3


def test_columns_count_characters_not_bytes():
    text = "대역폭은 900 GB/s이다"
    d = Document("k.md", text, "text")
    start = text.index("900")
    assert d.locate(Span(start, start + 8)) == Location("k.md", 1, 6, 1, 14)


# ---------------------------------------------------------------- decoding

def test_decode_plain_utf8():
    assert decode("대역폭 900 GB/s".encode(), "a.md") == ("대역폭 900 GB/s", [])


def test_decode_strips_bom():
    text, warnings = decode(b"\xef\xbb\xbf# Title\n", "a.md")
    assert text == "# Title\n" and warnings == []


def test_decode_normalises_crlf_and_cr():
    text, _ = decode(b"one\r\ntwo\rthree\n", "a.md")
    assert text == "one\ntwo\nthree\n"


def test_decode_invalid_utf8_is_replaced_with_offset_warning():
    data = b"ok line\nbad \xff\xfe byte 900 GB/s\n"
    text, warnings = decode(data, "docs/a.md")
    assert text == "ok line\nbad \ufffd\ufffd byte 900 GB/s\n"
    assert warnings == ["docs/a.md: invalid UTF-8 at byte offset 12; undecodable bytes replaced with U+FFFD"]


def test_decode_utf16_with_bom():
    data = b"\xff\xfe" + "대역폭 900 GB/s\r\n".encode("utf-16-le")
    assert decode(data, "a.md") == ("대역폭 900 GB/s\n", [])


def test_decode_binary_raises():
    with pytest.raises(BinaryFile):
        decode(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "img.md")


def test_read_bytes_errors_are_input_errors(tmp_path):
    with pytest.raises(InputError, match="no such file"):
        read_bytes(tmp_path / "missing.md")
    with pytest.raises(InputError, match="is a directory"):
        read_bytes(tmp_path)


def test_load_document_from_disk_with_crlf(tmp_path):
    p = tmp_path / "c.md"
    p.write_bytes(b"# T\r\n\r\nWe measured 366 GB/s.\r\n")
    d = load_document(p, "c.md")
    assert d.text == "# T\n\nWe measured 366 GB/s.\n"
    (para,) = [b for b in d.blocks if b.scope == "paragraph"]
    assert d.locate(para.span) == Location("c.md", 3, 1, 3, 22)


def _front_matter_cases():
    import yaml
    from pathlib import Path

    data = yaml.safe_load((Path(__file__).parents[1] / "fixtures" / "sources" / "front-matter.yml").read_text("utf-8"))
    return [(True, text) for text in data["flat"]] + [(False, text) for text in data["other"]]


@pytest.mark.parametrize("flat, text", _front_matter_cases())
def test_front_matter_reads_as_yaml_safe_load(flat, text):
    import yaml

    from claimcheck.sources.markdown import _flat_mapping, _load_front_matter

    def outcome(load, arg):
        try:
            return "value", repr(load(arg))
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            return "error", mark.line if mark else None

    lines = text.split("\n")
    try:
        fast = _flat_mapping(lines)
    except yaml.YAMLError:  # a scalar without a constructor ("="); the full parser reports it
        fast = None
    assert (fast is not None) == flat
    assert outcome(_load_front_matter, lines) == outcome(yaml.safe_load, text)


def _simple_unit_cases():
    import yaml
    from pathlib import Path

    data = yaml.safe_load((Path(__file__).parents[1] / "fixtures" / "sources" / "simple-units.yml").read_text("utf-8"))
    return [(True, text) for text in data["read"]] + [(False, text) for text in data["declined"]]


@pytest.mark.parametrize("read, unit", _simple_unit_cases())
def test_line_reader_gives_markdown_its_blocks(read, unit):
    from claimcheck.sources.markdown import _Builder, _parser, _read_simple, _walk

    fast = _Builder(unit, "u.md")
    n = len(fast.lines)
    assert _read_simple(fast, 0, n) == read
    if read:
        slow = _Builder(unit, "u.md")
        _walk(slow, _parser().parse(unit), 0)
        assert fast.blocks == slow.blocks
    else:
        assert fast.blocks == []


@pytest.mark.parametrize("unit", [
    "GPUs | busbw\n---|---\n8 | 370 GB/s",
    "Size | busbw\n:-- | --:\n1 GB | 366 GB/s\n2 GB | 370 GB/s",
    "We measured:\nGPUs | busbw\n--- | ---\n8 | 370 GB/s",
    "| GPUs | busbw |\n|---|---|\n| 8 | 370 GB/s |",
    "- 370 GB/s |\n---|---",
    "370 GB/s | a\nb ---|---",
])
def test_document_reading_gives_markdown_its_tables(unit):
    """A whole document read by the line scan has the blocks markdown-it-py gives, tables without leading pipes included."""
    from claimcheck.sources.markdown import _Builder, _parser, _walk, parse_markdown

    slow = _Builder(unit, "u.md")
    _walk(slow, _parser().parse(unit), 0)
    got = [(b.scope, b.text, b.header) for b in parse_markdown(unit, "u.md").blocks]
    assert got == [(b.scope, b.text, b.header) for b in slow.blocks]


def test_a_multi_line_html_comment_is_skipped_whole_fences_and_blank_lines_included():
    from claimcheck.sources.markdown import _Builder, _parser, _walk, parse_markdown

    text = ("Intro with 370 GB/s.\n<!--\nWe measured 300 GB/s.\n\n```shell\nrun\n``` -->\n\n"
            "| GPUs | busbw |\n|---|---|\n| 8 | 366 GB/s |\n\n<!-- one line --> stays\n\n```\ncode\n```\n")
    got = [(b.scope, b.text) for b in parse_markdown(text, "c.md").blocks]
    assert ("table.row", "| 8 | 366 GB/s |") in got
    assert not any("300 GB/s" in t or "run" == t for _, t in got)
    assert ("code", "code") in got
    reference = _Builder(text, "c.md")
    _walk(reference, _parser().parse(text), 0)
    assert [(b.scope, b.text) for b in reference.blocks if b.scope != "paragraph"] == [s for s in got if s[0] != "paragraph"]


def test_an_html_table_with_blank_lines_in_its_cells_is_read_to_its_closing_tag():
    from claimcheck.sources.markdown import parse_markdown

    text = ("Results on one H100:\n<table>\n<tr><th>Model</th><th>Latency (ms)</th></tr>\n<tr><td>7B</td><td>\n\n"
            "**12.5**\n\n</td></tr>\n</table>\n\nAfter the table.\n")
    blocks = parse_markdown(text, "t.md").blocks
    got = [(b.scope, " ".join(b.text.split())) for b in blocks]
    assert got[0] == ("paragraph", "Results on one H100:")
    assert [s for s, _ in got[1:3]] == ["table.header", "table.row"]
    row = blocks[2]
    assert [text[c.start:c.end] for c in row.cells] == ["7B", "**12.5**"]
    assert row.header == ("Model", "Latency (ms)")
    assert got[3:] == [("paragraph", "After the table.")]


def test_an_html_table_that_never_closes_is_read_as_before():
    from claimcheck.sources.markdown import parse_markdown

    text = "<table>\n<tr><th>Model</th><th>Latency (ms)</th></tr>\n\nWe measured 12 ms on one H100.\n"
    got = [(b.scope, b.text) for b in parse_markdown(text, "t.md").blocks]
    assert ("paragraph", "We measured 12 ms on one H100.") in got


def test_a_one_dash_delimiter_row_is_no_table_row():
    from claimcheck.sources.markdown import parse_markdown

    blocks = parse_markdown("| GPUs | busbw |\n|:-:|-|\n| 8 | 366 GB/s |\n", "t.md").blocks
    assert [(b.scope, b.text) for b in blocks] == [("table.header", "| GPUs | busbw |"), ("table.row", "| 8 | 366 GB/s |")]


RST_TABLES = """\
Scaling
=======

===========  ==========  =======
Nodes        Throughput
-----------------------  -------
             samples/s   Speedup
===========  ==========  =======
1            410         1.0x
4            1,560       3.8x
===========  ==========  =======

.. csv-table:: Decode on one node
   :header: "Batch", "Rate, tokens/s"
   :widths: 10, 20

   64, "2,950"
   128, 5100

.. csv-table::
   :header-rows: 1
   :delim: ;

   Link; GB/s
   NVLink; 900

.. csv-table:: From a file
   :file: results.csv

=====  =====
left   right
=====  =====
"""


def test_rst_simple_tables_and_csv_tables_become_rows_under_their_header():
    d = parse_text(RST_TABLES, "scaling.rst")
    cells = _table_cells(d)
    assert cells == [
        ("table.header", 0, ("Nodes", "Throughput"), ["Nodes", "Throughput"]),
        ("table.header", 0, ("", "samples/s", "Speedup"), ["", "samples/s", "Speedup"]),
        # NOTE: a column is named by all the header's lines
        ("table.row", 0, ("Nodes", "Throughput samples/s", "Speedup"), ["1", "410", "1.0x"]),
        ("table.row", 0, ("Nodes", "Throughput samples/s", "Speedup"), ["4", "1,560", "3.8x"]),
        ("table.header", 1, ("Batch", "Rate, tokens/s"), ["Batch", "Rate, tokens/s"]),  # NOTE: a quoted comma stays in its cell
        ("table.row", 1, ("Batch", "Rate, tokens/s"), ["64", "2,950"]),
        ("table.row", 1, ("Batch", "Rate, tokens/s"), ["128", "5100"]),
        ("table.header", 2, ("Link", "GB/s"), ["Link", "GB/s"]),
        ("table.row", 2, ("Link", "GB/s"), ["NVLink", "900"]),
        # NOTE: table 3 reads a file: no rows; two borders: no header
        ("table.row", 4, (), ["left", "right"]),
    ]
    assert [b.text for b in d.blocks if b.scope == "table.caption"] == ["Decode on one node", "From a file"]
    assert all(d.text[b.span.start:b.span.end] == b.text for b in d.blocks)
    assert not [b for b in d.blocks if b.scope == "paragraph"]  # NOTE: no border, option or cell is read as prose


def test_rst_simple_table_figures_are_claims_on_their_own_lines(tmp_path):
    from claimcheck.api import check_paths
    from claimcheck.config import Settings

    (tmp_path / "bench.rst").write_text(RST_TABLES, encoding="utf-8")
    result = check_paths([str(tmp_path)], Settings())
    found = [(c.text, c.location.line, c.location.column) for f in result.files for c in f.claims]
    assert ("3.8x", 10, 26) in found and ("2,950", 17, 9) in found and ("900", 25, 12) in found


def test_rst_list_table_caption_names_the_unit_of_its_bare_columns(tmp_path):
    from claimcheck.api import check_paths
    from claimcheck.config import Settings

    (tmp_path / "kernels.rst").write_text(
        "Kernels\n=======\n\nWe timed both kernels on one H100 SXM with CUDA 12.6 and PyTorch 2.5 for fp16 rows.\n\n"
        ".. list-table:: Median microseconds per launch\n   :header-rows: 1\n\n"
        "   * - Rows\n     - Groups\n     - Old kernel\n     - New kernel\n"
        "   * - 65,536\n     - 8\n     - 412.5\n     - 301.7\n", encoding="utf-8")
    result = check_paths([str(tmp_path)], Settings())
    found = [(c.text, c.quantity.unit, c.evidence.value) for f in result.files for c in f.claims]
    assert found == [("412.5", "us", "measured"), ("301.7", "us", "measured")]  # NOTE: not the count of groups


# ---- inline TeX math in prose ----

from claimcheck.sources.latex import plain_math  # noqa: E402
from claimcheck.sources.markdown import parse_markdown  # noqa: E402


@pytest.mark.parametrize("source, reading", [
    ("a latency of 30 $\\mu$s here", "30 µs"),
    ("3.1$\\times$ faster", "3.1×"),
    ("gives $\\beta \\approx 15$ GB/s", "≈ 15 GB/s"),
    ("moves $6500~\\mathrm{GB}/\\mathrm{s}$ of traffic", "6500 GB/s"),
    ("at $2.8 \\times 10^{12}$ bytes/s", "2.8e12 bytes/s"),
    ("$$t = \\frac{160}{18} \\text{ ms}$$", "t = (160)/(18) ms"),
])
def test_inline_math_reads_as_plain_text_at_the_same_length(source, reading):
    plain = plain_math(source)
    assert len(plain) == len(source)
    assert reading in " ".join(plain.split())


@pytest.mark.parametrize("source", [
    "It costs $5 and $10 per hour.",
    "Run `echo $\\times$` in a shell.",
    "No math here at all.",
])
def test_prices_code_spans_and_plain_text_are_left_alone(source):
    assert plain_math(source) == source


def test_markdown_prose_reads_math_but_fenced_code_keeps_its_dollars():
    text = "Latency is 30 $\\mu$s.\n\n```bash\necho \"$\\mu$\"\n```\n"
    doc = parse_markdown(text, "m.md")
    assert len(doc.text) == len(text)
    assert "30 µs" in doc.text
    assert 'echo "$\\mu$"' in doc.text
    assert all(b.text == doc.text[b.span.start:b.span.end] for b in doc.blocks)


from claimcheck.sources.rst import plain_references  # noqa: E402


@pytest.mark.parametrize("source,words", [
    ("is `25% faster <https://x.org/r>`_ than", ["is", "25%", "faster", "than"]),  # NOTE: a link's text is prose
    ("see `results`_ and `notes`__", ["see", "results", "and", "notes"]),
    (":ref:`8% less <tuning>` here", ["8%", "less", "here"]),  # NOTE: a cross-reference's text
    ("``5 ms`` and :code:`7 ms` and `x`", ["``5", "ms``", "and", ":code:`7", "ms`", "and", "`x`"]),  # NOTE: literals and plain interpreted text stay
    ("`20% faster\n<https://x.org>`_", ["20%", "faster"]),  # NOTE: a link whose target wraps
])
def test_rst_references_read_as_their_text_at_the_same_length(source, words):
    plain = plain_references(source)
    assert plain.split() == words
    assert len(plain) == len(source) and plain.count("\n") == source.count("\n")


def test_rst_reference_text_reaches_the_block_and_the_document():
    d = parse_text("Speed\n=====\n\nIt is `30% faster <https://x.org>`_ than before.\n\n.. code-block:: rst\n\n   `a <b>`_\n", "notes.rst")
    (para,) = [b for b in d.blocks if b.scope == "paragraph"]
    assert para.text.split() == ["It", "is", "30%", "faster", "than", "before."] and d.text[para.span.start:para.span.end] == para.text
    (code,) = [b for b in d.blocks if b.scope == "code"]
    assert code.text == "`a <b>`_"  # NOTE: code keeps its backticks


def test_markdown_reads_only_rst_links_to_a_url():
    d = parse_text("It is `12% faster <https://x.org>`_ than before, with `cfg <x>`_ set.\n", "notes.md")
    (para,) = d.blocks
    assert para.text.split() == ["It", "is", "12%", "faster", "than", "before,", "with", "`cfg", "<x>`_", "set."]


def test_markdown_one_line_code_in_fence_backticks_is_a_code_block():
    d = parse_text("Ping:\n\n```rtt min/avg/max/mdev = 0.1/0.2/0.3/0.04 ms```\n\nA ```x``` y\n", "notes.md")
    assert [(b.scope, b.text) for b in d.blocks] == [("paragraph", "Ping:"), ("code", "rtt min/avg/max/mdev = 0.1/0.2/0.3/0.04 ms"),
                                                     ("paragraph", "A ```x``` y")]
    code = d.blocks[1]
    assert d.text[code.span.start:code.span.end] == code.text
