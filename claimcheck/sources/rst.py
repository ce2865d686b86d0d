"""reStructuredText (Sphinx and Read the Docs pages): sections, paragraphs, list items, tables and code, with exact spans.

A line scan, not a docutils parse (docutils is not a dependency, and a check needs positions, not a document tree):

* a title is a line underlined (and optionally overlined) with one repeated punctuation character at least as long
  as it; levels follow the order in which the adornment styles first appear, as docutils assigns them;
* ``.. code-block:: lang``, ``.. code::``, ``.. sourcecode::`` and the indented block after a paragraph ending in
  ``::`` are code (their text is context, as fenced code is in Markdown); ``.. list-table::`` and grid tables
  (``+---+---+``) become table rows under their header row; the bodies of other directives (``note``, ``figure``,
  ``admonition``) are prose, read as blocks of their own; comments and the bodies of ``toctree``, ``raw``, ``math``,
  ``image`` are skipped; simple tables (``=====  =====`` borders) and inline ``csv-table`` bodies are table rows too;
* a line starting with ``-``, ``*``, ``+``, ``#.`` or ``1.`` opens a list item, continued by its indented lines;
  other runs of non-blank lines are paragraphs.
"""

from __future__ import annotations

import re

from claimcheck.model import Block, Document, Span

_ADORNMENT = re.compile(r"^([!-/:-@\[-`{-~])\1{2,}\s*$")  # "=====", "-----", "~~~~" (ASCII punctuation only)
_DIRECTIVE = re.compile(r"^(\s*)\.\.\s+([A-Za-z][\w:-]*)::\s*(.*)$")
_COMMENT = re.compile(r"^(\s*)\.\.(?:\s|$)")
_OPTION = re.compile(r"^\s*:[\w -]+:(?:\s|$)")
_BULLET = re.compile(r"^(\s*)(?:[-*+•]|#\.|\d{1,3}[.)]|\(\d{1,3}\))\s+\S")
_LIST_TABLE_ROW = re.compile(r"\s*\*\s+-(?:\s+|$)")  # "* - a": a list-table's row, and its first cell
_LIST_TABLE_CELL = re.compile(r"\s*-(?:\s+|$)")  # "  - b": the row's next cell
_EMPHASIS = re.compile(r"\*\*[^*]+\*\*|\*[^*]+\*")
_GRID_BORDER = re.compile(r"^\s*\+(?:[-=]+\+)+\s*$")
_CODE_DIRECTIVES = {"code-block", "code", "sourcecode", "highlight"}
_SIMPLE_BORDER = re.compile(r"^\s*=+(?:[ \t]+=+)+\s*$")  # "=====  ======": a simple table's border (two columns or more)
_SIMPLE_SPAN_RULE = re.compile(r"^\s*-+(?:[ \t]+-+)*\s*$")  # "------  ------" under a header cell that spans columns
# NOTE: "`25% faster <https://example.org/results>`_", "`results`_", ":ref:`30% fewer stalls <tuning>`": a hyperlink reference or a
# cross-reference, whose text is prose (only ``double backticks`` make a literal); its target is no part of what a reader sees
_REFERENCE_TEXT = r"(?!`)(?P<text>[^`<\n]{1,200}?(?:\n[^`<\n]{1,200}?)?)(?P<target>\s*<[^<>`\n]{1,400}>)?"
_REFERENCES = (re.compile(r"(?<![`\w])`" + _REFERENCE_TEXT + r"`__?(?![\w`])"),
               re.compile(r"(?<![`\w]):(?:ref|doc|term|abbr|any|numref):`" + _REFERENCE_TEXT + r"`(?![\w`])"))
# NOTE: the same link pasted into Markdown ("`25% faster <https://x.org>`_" in a page converted from reStructuredText): with a
# URL and the trailing underscore it is no code span anybody meant
_URL_REFERENCE = re.compile(r"(?<![`\w])`(?!`)(?P<text>[^`<\n]{1,200}?(?:\n[^`<\n]{1,200}?)?)\s*<[a-z][a-z+.-]{1,10}://[^<>`\n]{1,400}>`__?(?![\w`])")
_SKIPPED_DIRECTIVES = {"toctree", "raw", "math", "image", "include", "literalinclude", "only", "contents", "autosummary",
                       "automodule", "autoclass", "autofunction", "glossary", "graphviz", "mermaid"}


def _header_rows(options: dict[str, tuple[int, str]]) -> int | None:
    """A table directive's ``:header-rows:`` option, or None when it is absent or not a number."""
    try:
        return int(options["header-rows"][1]) if "header-rows" in options else None
    except ValueError:
        return None


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


class _Reader:
    def __init__(self, text: str):
        self.text = text
        self.lines = text.split("\n")
        self.offsets = []
        pos = 0
        for line in self.lines:
            self.offsets.append(pos)
            pos += len(line) + 1
        self.blocks: list[Block] = []
        self.styles: list[tuple[str, bool]] = []  # adornment styles (character, overlined) in order of first use
        self.section: list[str] = []
        self.tables = 0

    def span(self, i: int, j: int, col: int = 0) -> Span:
        return _lines_span(self.lines, self.offsets, i, j, col)

    def add(self, scope: str, i: int, j: int, col: int = 0, **kw) -> None:
        while j > i and not self.lines[j - 1].strip():
            j -= 1
        if j <= i:
            return
        sp = self.span(i, j, col)
        if sp.end > sp.start:
            self.blocks.append(Block(scope, sp, self.text[sp.start:sp.end], tuple(self.section), **kw))

    def block_end(self, i: int, indent: int) -> int:
        """The first line at or after ``i`` that is not blank and is indented ``indent`` or less (the end of a body)."""
        n = len(self.lines)
        j = i
        while j < n and (not self.lines[j].strip() or _indent(self.lines[j]) > indent):
            j += 1
        return j

    def title_at(self, i: int) -> tuple[int, str, tuple[str, bool]] | None:
        """(lines used, title, style) when a section title starts at line ``i``."""
        lines, n = self.lines, len(self.lines)
        line = lines[i]
        over = _ADORNMENT.match(line)
        if over and i + 2 < n and lines[i + 1].strip() and lines[i + 2].rstrip() == line.rstrip() \
                and len(line.rstrip()) >= len(lines[i + 1].rstrip()):
            return 3, lines[i + 1].strip(), (over.group(1), True)
        if line.strip() and not over and _indent(line) == 0 and i + 1 < n:
            under = _ADORNMENT.match(lines[i + 1])
            if under and len(lines[i + 1].rstrip()) >= len(line.rstrip()) and (i == 0 or not lines[i - 1].strip()):
                return 2, line.strip(), (under.group(1), False)
        return None

    def heading(self, i: int, used: int, title: str, style: tuple[str, bool]) -> None:
        if style not in self.styles:
            self.styles.append(style)
        level = self.styles.index(style)
        self.section = self.section[:level] + [title]
        self.add("heading", i, i + used)

    def _new_table(self) -> int:
        """The index of the next table."""
        self.tables += 1
        return self.tables - 1

    def _title_caption(self, i: int, title: str) -> None:
        """A table directive's title on line ``i`` (".. list-table:: Training throughput (images/sec)"): its caption."""
        if title:
            self.add("table.caption", i, i + 1, self.lines[i].index(title, self.lines[i].index("::") + 2))

    def list_table(self, i: int, j: int, header_rows: int | None) -> None:
        """Rows of a ``list-table`` body (lines ``i`` to ``j``): "* - a" opens a row, "  - b" adds a cell."""
        blocks = list_table_blocks(self.lines, self.offsets, self.text, i, j, header_rows, tuple(self.section), self.tables)
        if blocks:
            self._new_table()
            self.blocks.extend(blocks)

    def grid_table(self, i: int) -> int:
        """Rows of a grid table starting at line ``i`` (a border); returns the line after it."""
        n = len(self.lines)
        j = i
        while j < n and self.lines[j].strip() and (self.lines[j].lstrip().startswith(("+", "|"))):
            j += 1
        border = self.lines[i]
        cols = [m.start() for m in re.finditer(r"\+", border)]
        if len(cols) < 2:
            return j
        table = self._new_table()
        header: tuple[str, ...] = ()
        has_header = any(self.lines[k].lstrip().startswith("+=") for k in range(i, j))
        k = i + 1
        in_header = has_header
        while k < j:
            if _GRID_BORDER.match(self.lines[k]):
                if self.lines[k].lstrip().startswith("+="):
                    in_header = False
                k += 1
                continue
            # NOTE: one text line of a row (a multi-line cell's other lines are read as their own rows, as plain text)
            line = self.lines[k]
            cells = []
            for a, b in zip(cols, cols[1:]):
                if b > len(line):
                    break
                seg = line[a + 1:b]
                lead = len(seg) - len(seg.lstrip())
                start = self.offsets[k] + a + 1 + lead
                cells.append(Span(start, max(start, start + len(seg.strip()))))
            if cells:
                if in_header:
                    header = self._row_block(k, cells, None, table)
                else:
                    self._row_block(k, cells, header, table)
            k += 1
        return j

    def _row_block(self, k: int, cells: list[Span], header: tuple[str, ...] | None, table: int) -> tuple[str, ...]:
        """A header row (``header`` None) or a body row of ``table`` on line ``k``, unless it is an empty body row;
        returns the row's cell texts."""
        texts = tuple(self.text[c.start:c.end] for c in cells)
        line = self.lines[k]
        sp = Span(self.offsets[k] + _indent(line), self.offsets[k] + len(line.rstrip()))
        scope = "table.header" if header is None else "table.row"
        if header is None or any(t.strip() for t in texts):
            self.blocks.append(Block(scope, sp, self.text[sp.start:sp.end], tuple(self.section), table,
                                     texts if header is None else header, tuple(cells)))
        return texts

    def _cells_between(self, k: int, bounds: list[tuple[int, int]]) -> list[Span]:
        """The stripped cells of line ``k`` between the column bounds (the last one runs to the line's end)."""
        line, cells = self.lines[k], []
        for c, (a, b) in enumerate(bounds):
            if a >= len(line):
                break
            seg = line[a:] if c == len(bounds) - 1 else line[a:b]
            lead = len(seg) - len(seg.lstrip())
            start = self.offsets[k] + a + lead
            cells.append(Span(start, start + len(seg.strip())))
        return cells

    def simple_table(self, i: int) -> int:
        """Rows of a simple table whose top border is line ``i``; returns the line after it.

        NOTE: the table ends at a border followed by a blank line (or the end); with three borders, the rows above
        the second are the header, and a column is named by its cells on all of the header's lines ("Throughput"
        over "samples/s"). A line whose first column is blank continues the row above it, as in docutils:
        it is read as a row of its own (its figures keep their own line), as a grid table's other lines are.
        """
        lines, n = self.lines, len(self.lines)
        borders, j = [i], i + 1
        while j < n:
            if _SIMPLE_BORDER.match(lines[j]):
                borders.append(j)
                if j + 1 >= n or not lines[j + 1].strip():
                    break
            j += 1
        if len(borders) < 2:
            return i + 1  # NOTE: no closing border: not a table (the line is read as text)
        end = borders[-1] + 1
        bounds = [(m.start(), m.end()) for m in re.finditer(r"=+", lines[i])]
        bounds = [(a, bounds[c + 1][0] if c + 1 < len(bounds) else b) for c, (a, b) in enumerate(bounds)]
        table = self._new_table()
        header_end = borders[1] if len(borders) >= 3 else i
        names: list[list[str]] = [[] for _ in bounds]  # NOTE: a column's name, over the header's lines
        for k in range(i + 1, borders[-1]):
            if k in borders or not lines[k].strip() or _SIMPLE_SPAN_RULE.match(lines[k]):
                continue
            cells = self._cells_between(k, bounds)
            if not cells:
                continue
            if k < header_end:
                for c, t in enumerate(self._row_block(k, cells, None, table)):
                    if t:
                        names[c].append(t)
            else:
                self._row_block(k, cells, tuple(" ".join(parts) for parts in names) if header_end > i else (), table)
        return end

    def csv_table(self, i: int, body: int, j: int, arg: str, options: dict[str, tuple[int, str]]) -> None:
        """Rows of an inline ``csv-table`` (lines ``body`` to ``j``), under its ``:header:`` option or header rows.

        NOTE: a table read from ``:file:`` or ``:url:`` has no body here and gives no rows.
        """
        import csv

        self._title_caption(i, arg)
        table = self._new_table()
        delim = options.get("delim", (0, ","))[1]
        delim = {"tab": "\t", "space": " "}.get(delim, delim[:1] or ",")

        def fields(k: int, col: int = 0) -> list[Span]:
            line = self.lines[k]
            try:
                values = next(csv.reader([line[col:]], delimiter=delim, skipinitialspace=True))
            except (csv.Error, StopIteration):
                return []
            cells, pos = [], col
            for v in values:
                q = line.find(v, pos) if v else -1
                if q < 0:
                    continue  # NOTE: an empty field, or one with doubled quotes: it holds no text to point at
                cells.append(Span(self.offsets[k] + q, self.offsets[k] + q + len(v)))
                pos = q + len(v)
            return cells

        header: tuple[str, ...] = ()
        if "header" in options:
            k, _ = options["header"]
            col = self.lines[k].index(":header:") + len(":header:")
            cells = fields(k, col)
            if cells:
                header = self._row_block(k, cells, None, table)
        header_rows = _header_rows(options) or 0
        r = 0
        for k in range(body, j):
            if not self.lines[k].strip():
                continue
            cells = fields(k)
            if not cells:
                continue
            if r < header_rows:
                header = self._row_block(k, cells, None, table)
            else:
                self._row_block(k, cells, header, table)
            r += 1

    def read(self, start: int = 0, stop: int | None = None) -> None:
        lines = self.lines
        n = len(lines) if stop is None else stop
        i = start
        literal_next = False
        while i < n:
            line = lines[i]
            if not line.strip():
                i += 1
                continue
            ind = _indent(line)
            if literal_next and ind > 0:
                j = self.block_end(i, ind - 1)
                self.add("code", i, min(j, n), ind)
                literal_next = False
                i = j
                continue
            literal_next = False
            title = self.title_at(i) if stop is None or i + 1 < n else None
            if title is not None:
                self.heading(i, *title)
                i += title[0]
                continue
            d = _DIRECTIVE.match(line)
            if d:
                name, arg = d.group(2).lower(), d.group(3).strip()
                j = self.block_end(i + 1, ind)
                j = min(j, n)
                body = i + 1
                options = {}  # NOTE: name -> (line, value)
                while body < j and (not lines[body].strip() or _OPTION.match(lines[body])):
                    if lines[body].strip():
                        key, _, value = lines[body].strip()[1:].partition(":")
                        options[key.strip().lower()] = (body, value.strip())
                    body += 1
                if name in _CODE_DIRECTIVES:
                    if body < j:
                        self.add("code", body, j, _indent(lines[body]), info=arg.split()[0] if arg else "")
                elif name == "list-table":
                    self._title_caption(i, arg)
                    self.list_table(body, j, _header_rows(options))
                elif name == "csv-table":
                    self.csv_table(i, body, j, arg, options)
                elif name not in _SKIPPED_DIRECTIVES:
                    self.read(body, j)  # NOTE: a note's, a figure's or an admonition's body is prose
                i = j
                continue
            if _COMMENT.match(line):
                i = self.block_end(i + 1, ind)
                continue
            if _GRID_BORDER.match(line):
                i = self.grid_table(i)
                continue
            if _SIMPLE_BORDER.match(line):
                j = self.simple_table(i)
                if j > i + 1:
                    i = j
                    continue
            if _BULLET.match(line):
                j = i + 1
                while j < n and lines[j].strip() and not _BULLET.match(lines[j]) and _indent(lines[j]) > ind:
                    j += 1
                self.add("list-item", i, j, ind)
                literal_next = lines[j - 1].rstrip().endswith("::")
                i = j
                continue
            j = i + 1
            while j < n and lines[j].strip() and not _BULLET.match(lines[j]) and not _DIRECTIVE.match(lines[j]) \
                    and not (j + 1 < n and self.title_at(j)):
                j += 1
            self.add("paragraph", i, j, ind)
            literal_next = lines[j - 1].rstrip().endswith("::")
            i = j


def parse_rst(text: str, path: str, warnings=()) -> Document:
    """Parse reStructuredText ``text`` into a :class:`Document` with exact block spans."""
    r = _Reader(text)
    r.read()
    if "`" in text:
        text = _plain_references(r, text)
    return Document(path, text, "rst", r.blocks, warnings=warnings, line_starts=r.offsets)


def plain_references(text: str, urls_only: bool = False) -> str:
    """``text`` with its hyperlink references and cross-references read as their text, at the same length: the marks and the
    target become spaces ("`25% faster <https://x.org>`_" reads " 25% faster" and blanks), so offsets, lines and columns hold;
    ``urls_only``: only links to a URL (Markdown, where single backticks are code)."""
    if "`" not in text:
        return text
    chars = list(text)
    for m in (m for pattern in ((_URL_REFERENCE,) if urls_only else _REFERENCES) for m in pattern.finditer(text)):
        for k in (*range(m.start(), m.start("text")), *range(m.end("text"), m.end())):
            if chars[k] != "\n":
                chars[k] = " "
    return "".join(chars)


def _plain_references(r: _Reader, text: str) -> str:
    """The document's text with the references of its prose blocks read as plain text (:func:`plain_references`). Code keeps
    its backticks."""
    return rewritten_prose(r.blocks, text, plain_references, ("code",))


def rewritten_prose(blocks: list[Block], text: str, rewrite, skip: tuple[str, ...]) -> str:
    """The document's text with the slice of each block outside the scopes ``skip`` replaced by ``rewrite`` of it (a text of
    the same length); every block whose slice changed is rebuilt on it, in place, so that a block's text stays the exact
    slice of the document's. A block inside one already rewritten is rewritten with it."""
    pieces, last = [], 0
    for blk in sorted(blocks, key=lambda b: b.span.start):
        if blk.scope in skip or blk.span.start < last:
            continue
        plain = rewrite(blk.text)
        if plain != blk.text:
            pieces += [text[last:blk.span.start], plain]
            last = blk.span.end
    if not pieces:
        return text
    pieces.append(text[last:])
    text = "".join(pieces)
    blocks[:] = [blk if text[blk.span.start:blk.span.end] == blk.text else
                 Block(blk.scope, blk.span, text[blk.span.start:blk.span.end], blk.section, blk.table, blk.header, blk.cells, blk.info)
                 for blk in blocks]
    return text


def _lines_span(lines: list[str], offsets: list[int], i: int, j: int, col: int = 0) -> Span:
    """Lines ``i`` to ``j - 1``, from column ``col`` of the first, without trailing blanks."""
    start = offsets[i] + min(col, len(lines[i]))
    return Span(start, max(start, offsets[j - 1] + len(lines[j - 1].rstrip())))


def list_table_blocks(lines: list[str], offsets: list[int], text: str, i: int, j: int, header_rows: int | None, section: tuple,
                      table: int) -> list[Block]:
    """The header and row blocks of a ``list-table`` body (lines ``i`` to ``j``: "* - a" opens a row, "  - b" adds a cell), as
    table ``table``; the directive of reStructuredText and of MyST Markdown (a ```{list-table} fence)."""
    rows: list[list[tuple[int, int]]] = []  # per row, the (line, column) of each cell's first line
    cell_lines: dict[tuple[int, int], int] = {}
    for k in range(i, j):
        m = _LIST_TABLE_ROW.match(lines[k])
        if m:
            rows.append([(k, m.end())])
            continue
        m = _LIST_TABLE_CELL.match(lines[k])
        if m and rows:
            rows[-1].append((k, m.end()))
    if not rows:
        return []

    # NOTE: a cell runs from its first line to the line before the next cell or row (its continuation lines)
    starts = sorted(c for row in rows for c in row)
    for idx, c in enumerate(starts):
        nxt = starts[idx + 1][0] if idx + 1 < len(starts) else j
        end = c[0] + 1
        while end < nxt and lines[end].strip():
            end += 1
        cell_lines[c] = end
    row_cells = [tuple(_lines_span(lines, offsets, k, cell_lines[(k, col)], col) for k, col in row) for row in rows]
    row_texts = [tuple(" ".join(text[c.start:c.end].split()) for c in cells) for cells in row_cells]
    if header_rows is None:
        # NOTE: no ":header-rows:" option, but a first row of bold names ("* - **Cluster Setup**") is the header
        header_rows = 1 if len(rows) > 1 and all(_EMPHASIS.fullmatch(t) for t in row_texts[0]) else 0
    header: tuple[str, ...] = ()
    out = []
    for r, (cells, texts) in enumerate(zip(row_cells, row_texts)):
        sp = Span(cells[0].start, max(cells[-1].end, cells[0].start))
        if r < header_rows:
            header = texts  # NOTE: the last header row names the columns
            out.append(Block("table.header", sp, text[sp.start:sp.end], section, table, texts, cells))
        else:
            out.append(Block("table.row", sp, text[sp.start:sp.end], section, table, header, cells))
    return out
