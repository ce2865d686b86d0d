"""Markdown (CommonMark + GFM tables) to blocks: a line scan, with markdown-it-py's token stream and line maps
for the units whose structure the scan does not read itself.

Block text is the exact source slice, so every claim's position is a position in the file. Tables are split
into header and row blocks with cell spans. A run of ``|`` lines with no delimiter row (a table pasted without
``|---|``) is still read as a table, its first line the header.
"""

from __future__ import annotations

import functools
import operator
import re
from bisect import bisect_right
from itertools import accumulate

import yaml

from claimcheck.model import Block, Document, Span
from claimcheck.sources.latex import plain_math
from claimcheck.sources.rst import list_table_blocks, plain_references, rewritten_prose
from claimcheck.units import parse_figure


@functools.lru_cache(maxsize=1)
def _parser():
    from markdown_it import MarkdownIt
    from mdit_py_plugins.front_matter import front_matter_plugin

    # NOTE: only block structure is used; inline parsing (half the cost) is switched off.
    md = MarkdownIt("commonmark", {"html": True}).enable("table").use(front_matter_plugin)
    md.disable(["inline", "text_join"], ignoreInvalid=True)
    return md


_DELIM = re.compile(r"^(?=[^|\n]*\||\s*:?-{2,})\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$")  # NOTE: GFM takes "|:-:|" (one dash) too
_CELL_TOKEN = re.compile(r"\\.|[`|]")


def split_cells(line: str, base: int) -> list[Span]:
    """Spans (document offsets) of the stripped cells of a pipe-table line starting at offset ``base``.

    Cells are separated by ``|`` outside backtick code; a backslash escapes the next character.
    """
    n = len(line)
    i = n - len(line.lstrip())
    if line.startswith("|", i):
        i += 1
    seps = []
    in_code = False
    for m in _CELL_TOKEN.finditer(line, i):
        ch = m.group()
        if ch == "|":
            if not in_code:
                seps.append(m.start())
        elif ch == "`":
            in_code = not in_code
    seps.append(n)
    cells = []
    start = i
    for end in seps:
        seg = line[start:end]
        content = seg.strip()
        if content or end < n:
            lead = start + len(seg) - len(seg.lstrip())
            cells.append(Span(base + lead, base + lead + len(content)))
        start = end + 1
    return cells


class _Builder:
    def __init__(self, text: str, path: str):
        self.text = text
        self.path = path
        self.lines = text.split("\n")
        ends = list(accumulate(map(len, self.lines), initial=0))
        self.offsets = list(map(operator.add, ends[:-1], range(len(self.lines))))  # line starts: lengths + newlines
        self.blocks: list[Block] = []
        self.section: list[tuple[int, str]] = []
        self.titles: tuple[str, ...] = ()  # the heading path of the blocks being added
        self.tables = 0
        self.front_matter: dict = {}
        self.warnings: list[str] = []

    def add(self, scope: str, first: int, last: int, **kw) -> None:
        """A block of source lines [first, last) (0-based), without the final newline."""
        last = max(first + 1, min(last, len(self.lines)))
        start = self.offsets[first]
        end = self.offsets[last - 1] + len(self.lines[last - 1])
        self.blocks.append(Block(scope, Span(start, end), self.text[start:end], self.titles, **kw))

    def html_table(self, first: int, last: int) -> bool:
        """Rows of an HTML ``<table>`` in lines [first, last): header and row blocks whose cell spans cover each
        cell's content (its inner tags are blanked by the extractor). A chunk of ``<tr>`` rows after a blank line
        continues the table above it. False when the lines hold no row."""
        last = min(last, len(self.lines))
        start = self.offsets[first]
        chunk = self.text[start:self.offsets[last - 1] + len(self.lines[last - 1])]
        rows = list(_HTML_ROW.finditer(chunk))
        if not rows:
            return False
        prev = self.blocks[-1] if self.blocks else None
        if _HTML_TABLE_OPEN.search(chunk[:rows[0].start()]) or prev is None or not prev.scope.startswith("table.") \
                or not self.text[prev.span.start:prev.span.end].lstrip().lower().startswith("<tr"):
            idx, header = self.tables, ()
            self.tables += 1
        else:
            idx, header = prev.table, prev.header
        # NOTE: the column grid of the header rows, with their colspan and rowspan: each column is named by the labels
        # stacked over it ("Settings TP"), and a body cell takes its own column's name, wherever the spans above put it
        grid: list[list[str]] = []  # the labels of each column, top to bottom
        down: dict[int, int] = {}  # column -> rows a rowspan above still covers
        in_header = not header
        for row in rows:
            cells, heads, spans = [], [], []
            for c in _HTML_CELL.finditer(row.group(0)):
                body = c.group(2)
                lead = len(body) - len(body.lstrip())
                content = body.strip()
                s0 = start + row.start() + c.start(2) + lead
                cells.append(Span(s0, s0 + len(content)))
                heads.append(c.group(1).lower() == "th")
                spans.append((_span_attr(c.group(0), "colspan"), _span_attr(c.group(0), "rowspan")))
            if not cells:
                continue
            cols, col = [], 0
            for colspan, rowspan in spans:
                while down.get(col, 0) > 0:
                    col += 1
                cols.append(col)
                for k in range(col, col + colspan):
                    if rowspan > 1:
                        down[k] = rowspan
                col += colspan
            covered = {k for k, n in down.items() if n > 0}
            sp = Span(start + row.start(), cells[-1].end)
            text = self.text[sp.start:sp.end]
            # NOTE: a first row of bold cells ("<td><b>Model</b></td>") is the header, as <th> cells would be
            # NOTE: a row of <th> cells under the header that holds figures with units ("<th>510 MB/s</th>") is a body row
            # written with the wrong tag, as some READMEs' tables are throughout
            figures = grid and any(_holds_performance_figure(self.text[c.start:c.end]) for c in cells[1:])
            if in_header and ((all(heads) and not figures) or (not header and not grid and all(
                    _BOLD_CELL.fullmatch(self.text[c.start:c.end]) for c in cells))):
                for cell, k, (colspan, _) in zip(cells, cols, spans):
                    label = " ".join(_TAG.sub(" ", self.text[cell.start:cell.end]).split())
                    for j in range(k, k + colspan):
                        while len(grid) <= j:
                            grid.append([])
                        grid[j].append(label)
                header = tuple(" ".join(dict.fromkeys(w for w in labels if w)) for labels in grid)
                self.blocks.append(Block("table.header", sp, text, self.titles, table=idx, header=header, cells=tuple(cells)))
            else:
                in_header = False
                own = header
                if header and (cols != list(range(len(cells))) or any(cs > 1 for cs, _ in spans)):
                    own = tuple(header[k] if k < len(header) else "" for k in cols)  # NOTE: this row's cells, column by column
                self.blocks.append(Block("table.row", sp, text, self.titles, table=idx, header=own, cells=tuple(cells)))
            for k in list(down):
                if k in covered:
                    down[k] -= 1
        return True

    def code(self, first: int, last: int, info: str) -> None:
        """A code block of lines [first, last), and the pipe table printed inside it, if any, as table blocks after it
        (``info`` "code-table"): "Message Size | RCCL Latency | ...", a divider row, then rows."""
        if info.startswith("{list-table}"):
            self.list_table(first, last, info[len("{list-table}"):].strip())
            return
        self.add("code", first, last, info=info)
        if info and info.lower() not in ("text", "txt", "console", "output", "plain", "plaintext", "log", "shell-session"):
            return  # NOTE: a table in Python or a shell script is code, not its output
        k = first
        while k + 2 < last:
            if "|" in self.lines[k] and _DELIM.match(self.lines[k + 1]) and "|" in self.lines[k + 1] and "|" in self.lines[k + 2]:
                end = k + 2
                while end < last and "|" in self.lines[end] and self.lines[end].strip():
                    end += 1
                self.table(k, end, delimited=True, info="code-table")
                k = end
            else:
                k += 1

    def list_table(self, first: int, last: int, title: str) -> None:
        """A MyST ```{list-table} fence (lines [first, last) of its body): its options (":header-rows: 1"), then "* - a"
        rows of "  - b" cells, read as a table; its title is the table's caption."""
        body, header_rows = first, None
        while body < last and (not self.lines[body].strip() or self.lines[body].lstrip().startswith(":")):
            key, _, value = self.lines[body].strip()[1:].partition(":")
            if key.strip().lower() == "header-rows" and value.strip().isdigit():
                header_rows = int(value.strip())
            body += 1
        blocks = list_table_blocks(self.lines, self.offsets, self.text, body, last, header_rows, self.titles, self.tables)
        if not blocks:
            self.add("code", first, last, info="{list-table}")
            return
        self.tables += 1
        fence = self.lines[first - 1] if first > 0 else ""
        if title and title in fence:  # NOTE: "```{list-table} Training throughput": the title on the fence line captions the table
            start = self.offsets[first - 1] + fence.index(title)
            self.blocks.append(Block("table.caption", Span(start, start + len(title)), title, self.titles))
        self.blocks.extend(blocks)

    def table(self, first: int, last: int, delimited: bool, info: str = "") -> None:
        """Rows of a table occupying lines [first, last)."""
        idx = self.tables
        self.tables += 1
        header: tuple[str, ...] = ()
        first_body = False
        for n, ln in enumerate(range(first, last)):
            line = self.lines[ln]
            if not line.strip():
                continue
            if _DELIM.match(line):
                continue
            base = self.offsets[ln]
            cells = tuple(split_cells(line, base))
            sp = Span(base, base + len(line))
            if n == 0 and (delimited or not _looks_numeric(line)):
                header = tuple(self.text[c.start:c.end] for c in cells)
                self.blocks.append(Block("table.header", sp, line, self.titles, table=idx, header=header, cells=cells, info=info))
                first_body = True
            elif first_body and _second_header(header, [self.text[c.start:c.end] for c in cells]):
                # NOTE: "| | BF16 | | FP8 | |" then "| Model | Tokens/sec | | Tokens/sec | Speedup |": the units are in a second
                # header row; each column reads both ("BF16 Tokens/sec")
                header = _merge_headers(header, [self.text[c.start:c.end] for c in cells])
                self.blocks.append(Block("table.header", sp, line, self.titles, table=idx, header=header, cells=cells, info=info))
                first_body = False
            else:
                first_body = False
                self.blocks.append(Block("table.row", sp, line, self.titles, table=idx, header=header, cells=cells, info=info))

    def one_line_code(self, first: int, last: int) -> bool:
        """Whether lines [first, last) are one line of code in a fence's backticks, added as a code block if so."""
        one_line = _ONE_LINE_FENCE.fullmatch(self.lines[first]) if last == first + 1 and "```" in self.lines[first] else None
        if one_line:  # NOTE: the code's own text, without its backticks, as a fence's body
            start = self.offsets[first]
            self.blocks.append(Block("code", Span(start + one_line.start(2), start + one_line.end(2)), one_line.group(2), self.titles))
        return one_line is not None

    def paragraph(self, first: int, last: int, scope: str) -> None:
        """A paragraph, with any run of pipe lines inside it read as an undelimited table."""
        if self.one_line_code(first, last):
            return
        run_start = None
        para_start = first
        for ln in range(first, last + 1):
            is_pipe = ln < last and self.lines[ln].lstrip().startswith("|") and self.lines[ln].count("|") >= 2
            if is_pipe and run_start is None:
                run_start = ln
                if ln > para_start:
                    self.add(scope, para_start, ln)
            elif not is_pipe and run_start is not None:
                self.table(run_start, ln, delimited=False)
                run_start = None
                para_start = ln
        if para_start < last and run_start is None and (not self.blocks or self.blocks[-1].span.end < self.offsets[para_start]):
            self.add(scope, para_start, last)


# NOTE: "```rtt min/avg/max/mdev = 0.18/0.30/0.49/0.06 ms```": a paragraph that is one code span in a fence's backticks, as GitHub
# shows a tool's one line of output; read as that output, like a fenced block's body
_ONE_LINE_FENCE = re.compile(r" {0,3}(`{3,})(?!`)(\S(?:[^`]*\S)?)(?<!`)\1\s*")
_HTML_ROW_START = re.compile(r"<tr\b", re.I)
_FRONT_MATTER_PROSE = re.compile(r"^(?:title|subtitle|description|summary|excerpt|tagline|tldr|abstract)\s*:\s*\S", re.I)
_HTML_TABLE_OPEN = re.compile(r"<table\b", re.I)
_HTML_TABLE_LINE = re.compile(r"</?(?:table|thead|tbody|tfoot|tr|td|th|caption|colgroup|col)\b", re.I)  # a line of an HTML table's markup
_TABLE_LINE = re.compile(r"^ {0,3}<table\b", re.I | re.M)
_TABLE_CLOSE = re.compile(r"</table\s*>", re.I)
_TABLE_REACH = 200_000  # characters an HTML table is read on for its closing tag
_HTML_ROW = re.compile(r"<tr\b[^>]*>.*?(?=<tr\b|</tr>|</tbody>|</thead>|</table>|\Z)", re.I | re.S)
_HTML_CELL = re.compile(r"<(t[hd])\b[^>]*>(.*?)(?=</t[hd]>|<t[hd]\b|\Z)", re.I | re.S)
_HTML_PROSE = re.compile(r"\s*<(?!!|\?|/?(?:table|thead|tbody|tr|td|th|style|script|pre|code|svg|img|iframe|video|audio|picture|source|object|embed|math|textarea|select|form)\b)[A-Za-z/]", re.I)
_TAG = re.compile(r"<[^>]*>")
_SPAN_ATTR = {name: re.compile(rf"\b{name}\s*=\s*[\"']?\s*([0-9]+)", re.I) for name in ("colspan", "rowspan")}


def _span_attr(cell: str, name: str) -> int:
    """A cell's colspan or rowspan (1 when absent or out of reason)."""
    m = _SPAN_ATTR[name].search(cell[:cell.find(">") + 1])
    return min(max(int(m.group(1)), 1), 100) if m else 1
_HTML_TEXT = re.compile(r"[A-Za-z\uac00-\ud7a3]{2}")


def _second_header(header, cells) -> bool:
    """Whether the first body row of a table is a second header row: the first groups columns (some of its cells
    are empty), this one names units ("Tokens/sec") and holds no figure; or the first is empty and this one names the
    columns."""
    from claimcheck.extract import _header_unit
    from claimcheck.units import parse_unit

    if not header:
        return False
    # NOTE: "| BS | 90% | 99% | Avg |" under "| | FP16 Latency (ms) Percentiles | | |": percentile labels, not figures
    labels = any(_STATISTIC_LABEL.fullmatch(c.strip(" *")) for c in cells) or any(_PERCENTILE_GROUP.search(h) for h in header)
    if any(re.match(r"\s*[*~≈<>]*[0-9]", c) and not (labels and _PERCENTILE_LABEL.fullmatch(c.strip(" *"))) for c in cells):
        return False
    named = [c.strip().strip("()[]*_ ") for c in cells if c.strip()]
    if named and not cells[0].strip() and all(parse_unit(c) is not None for c in named):
        return True  # NOTE: "| Codec | C.speed |" then "| | MB/s |": a row of units alone under the columns they measure
    if not any(not h.strip() for h in header):
        return False
    if not any(h.strip() for h in header):
        return sum(1 for c in cells if c.strip()) >= 2  # NOTE: an empty header row over the real one ("| | | |" then "| Setting | FA2 (us) |")
    return any(c.strip() and _header_unit(c.strip()) is not None for c in cells)


_PERCENTILE_LABEL = re.compile(r"(?:p|P)?[0-9]{2}(?:\.[0-9]+)?\s*%?|(?:p|P)[0-9]{2,3}")
_STATISTIC_LABEL = re.compile(r"(?i:avg|average|mean|median|min|max|std)")
_PERCENTILE_GROUP = re.compile(r"(?i:percentiles?)")


def _merge_headers(top, second) -> tuple[str, ...]:
    """Each column's two header cells as one ("BF16 Tokens/sec"); a group label spans the empty cells after it, but a
    title alone in the first cell of a wide row ("Max Throughput [tokens/s] | | | | |") names the table, not a group of
    its columns: it stays with the first column only (a count or size column under it is no throughput)."""
    if len(top) >= 3 and top[0].strip() and not any(t.strip() for t in top[1:]):
        return tuple(" ".join(x for x in (top[0].strip(), second[0].strip() if second else "") if x) if j == 0 else
                     (second[j].strip() if j < len(second) else "") for j in range(max(len(top), len(second))))
    out, group = [], ""
    for j in range(max(len(top), len(second))):
        t = top[j].strip() if j < len(top) else ""
        group = t or group
        s = second[j].strip() if j < len(second) else ""
        out.append(" ".join(x for x in (group if s else t, s) if x))
    return tuple(out)


def _looks_numeric(line: str) -> bool:
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    return any(re.fullmatch(r"[~≈<>*]*[0-9][0-9,._]*\s*\S{0,8}", c) for c in cells if c)


def _line_tests(pattern: str) -> tuple[re.Pattern, re.Pattern]:
    """A line regex (never matching across a newline) as a test of one line, and as a search for the next
    line it matches after a newline. NOTE: a search starting with the newline lets the regex engine jump from
    newline to newline, several times faster than trying ``^`` at every character."""
    return re.compile(pattern, re.M), re.compile(r"\n(?=" + pattern + ")", re.M)


# A line that makes a unit more than a plain paragraph (list, quote, table, HTML, indentation, rule, heading).
# NOTE: a table's delimiter row need not start with "|" ("---|---", ":-- | --:"), nor its header.
_NOT_PLAIN, _NOT_PLAIN_AFTER = _line_tests(
    r"(?:[^\S\n]|[-*+][^\S\n]|[-*+]$|\d{1,9}[.)](?:[^\S\n]|$)|>|<|\||#|(?:\*[^\S\n]*){3,}$|(?:_[^\S\n]*){3,}$"
    r"|=+[^\S\n]*$|-+[^\S\n]*$|:?-+:?[ \t]*\|[-:| \t]*$|\[[^\]\n]+\]:)")
_DIGIT = re.compile(r"[0-9]")
_SETEXT = re.compile(r"^ {0,3}(=+|-+)\s*$")
_FENCE_OPEN = re.compile(r"^( {0,3})(`{3,}|~{3,})(.*)$")
_ATX = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$")
_CONTINUES = re.compile(r"^(?:[ \t]+\S|[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]|[ \t]*>)")
# A line the scan must look at: a possible fence, an ATX heading, a blank line, a "<pre>" block, or the start of an HTML comment
# that does not end on its line (a CommonMark HTML block that runs to the line holding "-->", blank lines and
# fences inside it included: commented-out text is not read).
_EVENT_LINE, _EVENT = _line_tests(r"(?: {0,3}(?:```|~~~|#{1,6}(?:[ \t]|$)|<!--(?!.*-->)|(?i:<pre)(?=[\s>]))|[^\S\n]*$)")
_COMMENT_OPEN = re.compile(r" {0,3}<!--(?!.*-->)")
# NOTE: "<pre>" ... "</pre>": preformatted text, as HTML pages and some READMEs print a benchmark's output; read as a
# fenced code block (its body is benchmark output to parse, not prose)
_PRE_OPEN = re.compile(r" {0,3}<pre(?=[\s>])", re.I)
_PRE_CLOSE = re.compile(r"</pre\s*>", re.I)


def _pre_body(lines: list[str], first: int, close: int) -> tuple[int, int]:
    """The lines of a ``<pre>`` block opened on line ``first`` and closed on line ``close`` that hold its text: the
    opening and closing lines only when they hold more than tags."""
    lo = first if _TAG.sub("", lines[first]).strip() else first + 1
    hi = close + 1 if close > first and _TAG.sub("", lines[close]).strip() else close
    return lo, max(lo, hi)
_NONBLANK = re.compile(r"\S")


# A line of three or more fields each of which may be a field of a numeric row (extract._is_numeric_row).
_ROW_FIELD = r"(?:[0-9][0-9,_.]*|N/A|-|[a-z]+\d*)"
_ROW_CANDIDATE = re.compile(rf"^[^\S\n]*{_ROW_FIELD}(?:[^\S\n]+{_ROW_FIELD}){{2,}}[^\S\n]*$", re.M)


def _needs_parser(chunk: str) -> bool:
    """Whether a run of lines may hold a claim or a table, so its exact block structure matters."""
    from claimcheck.extract import PRESCAN, _has_key_value, _is_numeric_row, _unit_key

    if "|" in chunk or PRESCAN.search(chunk) or _HTML_ROW_START.search(chunk):
        return True  # NOTE: an HTML table's cells may be bare numbers under a header that names the unit
    if _unit_key(chunk) or _has_key_value(chunk):
        return True  # NOTE: "- **Read IOPS**: 9,000": a label ending in its unit, then the value, as the extractor reads it
    # NOTE: a bare row of numbers (benchmark output pasted as text) needs digits, so most chunks stop here;
    # of the others, only lines made of row-like fields can be one.
    return _DIGIT.search(chunk) is not None and any(
        _is_numeric_row(m.group()) for m in _ROW_CANDIDATE.finditer(chunk))


# For _read_simple: a list item line (marker, one space, content), content that would open another block
# inside the item (fence, HTML, quote, rule, nested list, heading), and markdown-it's table delimiter row.
_ITEM = re.compile(r"(?:[-*+]|([0-9]{1,9})[.)]) (?=\S)")
_OPENS_BLOCK = re.compile(
    r"```|~~~|[<>-]|([*_])(?:[ \t]*\1){2,}[ \t]*$|[*+](?:[ \t]|$)|[0-9]{1,9}[.)](?:[ \t]|$)|#{1,6}(?:[ \t]|$)")
_MD_DELIM = re.compile(r"(?:[|:][-|: \t]|-[-|:])[-|: \t]*")
_DELIM_CELL = re.compile(r":?-+:?")
_UNESCAPED_PIPE = re.compile(r"(?<!\\)\|")
_MAX_AUTOCOMPLETED_CELLS = 0x10000  # markdown-it-py ends a table body that would need more empty cells


def _table_columns(header: str, delim: str) -> int:
    """Column count of a GFM table with these header and delimiter lines (both unindented), as markdown-it-py
    counts them; 0 when they make no table, -1 when the header ends in whitespace other than spaces or tabs."""
    if not _MD_DELIM.fullmatch(delim):
        return 0
    cells = delim.split("|")
    aligns = 0
    for i, cell in enumerate(cells):
        cell = cell.strip(" \t")
        if cell:
            if not _DELIM_CELL.fullmatch(cell):
                return 0
            aligns += 1
        elif 0 < i < len(cells) - 1:
            return 0
    header = header.rstrip(" \t")
    if header[-1:].isspace():
        return -1  # NOTE: which other whitespace markdown-it trims depends on its version
    columns = len(_UNESCAPED_PIPE.findall(header)) + 1
    if header.startswith("|"):
        columns -= 1
    if columns and header.endswith("|") and not header.endswith("\\|"):
        columns -= 1
    return columns if columns == aligns else 0


# a whole link reference definition on one line: ``[label]: https://example.org "title"``
_LINK_DEFINITION = re.compile(r" {0,3}\[[^\]\n]+\]:[ \t]*<?\S+>?(?:[ \t]+(?:\"[^\"]*\"|'[^']*'|\([^()]*\)))?[ \t]*")


def _holds_performance_figure(cell: str) -> bool:
    """Whether an HTML cell is one figure with a unit of speed, time, ratio or share ("510 MB/s", "1.8x"), read as the
    extractor reads figures."""
    parsed = parse_figure(" ".join(_TAG.sub(" ", cell).split()))
    return parsed is not None and parsed[2].dimension not in ("bytes", "count")


def _is_definition(lines: list[str]) -> bool:
    """Whether these lines may start a link reference definition (``[label]: url``)."""
    return lines[0].startswith("[") and any("]:" in ln for ln in lines)


# For _flat_mapping: a line ``key: value`` of an unindented block mapping whose key is a plain word and whose
# value is empty, a quoted string without escapes or a one-line plain scalar that opens no other construct.
_FLAT_ENTRY = re.compile(
    r"([A-Za-z_][\w.-]{0,127}):(?: +(?:\"([^\"\\]*)\"|'([^']*)'|([^-?:,\[\]{}#&*!|>'\"%@` ](?:[^:#]|:(?! |$)|(?<! )#)*?)))? *",
    re.ASCII)
_FLAT_SKIP = re.compile(r"(?: *|#.*)")  # blank and comment lines
_YAML_SPECIAL = re.compile("[^\n\x20-\x7e\xa0-\ud7ff\ue000-\ufefe\uff00-\ufffd\U00010000-\U0010ffff]|[\u2028\u2029]")


def _flat_mapping(lines: list[str]):
    """The value PyYAML's ``safe_load`` gives these lines when they are a flat ``key: value`` mapping
    (see :data:`_FLAT_ENTRY`); None for any other YAML.

    NOTE: PyYAML's pure-Python parser takes about 0.5 ms for a few lines of front matter, most of the cost of
    a short document. Scalars are typed by a SafeLoader's own resolver and constructor (booleans, numbers,
    dates, null), so the values are those ``safe_load`` returns; the text may hold no tab, line separator,
    BOM or character the YAML reader rejects.
    """
    if any(_YAML_SPECIAL.search(ln) for ln in lines):
        return None
    loader = None
    out = {}
    for line in lines:
        m = _FLAT_ENTRY.fullmatch(line)
        if m is None:
            if _FLAT_SKIP.fullmatch(line):
                continue
            return None
        if loader is None:
            loader = yaml.SafeLoader("")
        key, double, single, plain = m.groups()
        value = double if double is not None else single if single is not None else plain or ""
        quoted = double is not None or single is not None
        out[_scalar(loader, key, False)] = _scalar(loader, value, quoted)
    return out if out else None


def _scalar(loader, text: str, quoted: bool):
    """A scalar node's value as ``loader`` constructs it (tag resolved as for a plain or a quoted scalar)."""
    node = yaml.ScalarNode(loader.resolve(yaml.ScalarNode, text, (not quoted, quoted)), text)
    return loader.construct_object(node)


def _load_front_matter(lines: list[str]):
    """``yaml.safe_load`` of the front matter lines (a flat mapping is read without the full parser)."""
    try:
        data = _flat_mapping(lines)
    except Exception:  # NOTE: let the full parser raise whatever it raises for these lines
        data = None
    return yaml.safe_load("\n".join(lines)) if data is None else data


def _read_simple(b: _Builder, first: int, last: int) -> bool:
    """Add the blocks of the unit [first, last) when it is text lines followed by one table, or by list items
    that each hold one paragraph; False, adding nothing, for any other shape (markdown-it-py reads those).

    The unit's lines are not blank, except blank lines between list items; fences and ATX headings are
    already split off by the line scan.
    """
    lines = b.lines
    k = first
    while k < last and "|" not in lines[k] and not _NOT_PLAIN.match(lines[k]):
        k += 1
    if k == last:
        return False
    # NOTE: text before the table or list is a paragraph if nothing in it can open another block: not a
    # definition, nor front matter (to markdown-it's plugin, the parsed text's first line may open it when
    # it starts with "-"; the same holds for a table header).
    if k > first and (lines[first].startswith("-") or _is_definition(lines[first:k])):
        return False
    line = lines[k]
    if "|" in line and not _ITEM.match(line):
        if k + 2 > last or line.startswith("-") or (line[0] != "|" and _NOT_PLAIN.match(line)):
            return False
        columns = _table_columns(line, lines[k + 1])
        if columns <= 0 or (last - k - 2) * columns > _MAX_AUTOCOMPLETED_CELLS:
            return False
        for ln in range(k + 2, last):  # a body row is any line that opens no other block
            row = lines[ln]
            if row[0] != "|" and _NOT_PLAIN.match(row):
                return False
        if k > first:
            b.paragraph(first, k, "paragraph")
        b.table(k, last, delimited=True)
        return True
    items = []  # (first line, end line) of each item's paragraph
    ln = k
    while ln < last:
        line = lines[ln]
        m = _ITEM.match(line)
        if not m:
            if not line.strip(" \t") and items and ln + 1 < last:
                ln += 1  # a blank line between items ends the item's paragraph
                continue
            return False
        if ln == k and k > first and m.group(1) is not None and int(m.group(1)) != 1:
            return False  # NOTE: only an ordered list starting at 1 interrupts a paragraph
        content = m.end()
        if _OPENS_BLOCK.match(line, content) or (ln == first and line[0] == "-" and line.startswith("--", content + 1)):
            return False  # NOTE: "- a--" opening the parsed text is front matter to markdown-it's plugin
        end = ln + 1
        while end < last and lines[end] and not _ITEM.match(lines[end]) and not _NOT_PLAIN.match(lines[end]):
            if _MD_DELIM.fullmatch(lines[end]):
                return False  # NOTE: a delimiter row under a line with "|" makes a table, even of an item line
            end += 1  # lazy continuation lines
        if line.startswith("[", content) and _is_definition([line[content:]] + lines[ln + 1:end]):
            return False
        items.append((ln, end))
        ln = end
    if k > first:
        b.paragraph(first, k, "paragraph")
    for start, end in items:
        b.paragraph(start, end, "list-item")
    return True


def parse_markdown(text: str, path: str, warnings=()) -> Document:
    """Parse Markdown ``text`` into a :class:`Document` with exact block spans.

    NOTE: markdown-it-py parses about 7 MB/s even without inline rules, slower than the rest of a check. So a
    line scan first finds front matter, fenced code and ATX headings, and groups the other lines into units
    separated by blank lines (a list or quote continued after a blank line stays in its unit). Only units
    that may hold a claim or a table need their exact structure; the others become plain blocks, kept as
    context for conditions. Of those, the shapes :func:`_read_simple` knows (a table, or a list whose items
    each hold one paragraph, either after optional text) are read from the lines; the rest go through
    markdown-it-py, and the line maps of each parsed unit are shifted to its place in the file.
    """
    b = _Builder(text, path)
    b.warnings.extend(warnings)
    lines = b.lines
    n = len(lines)
    i = 0
    if n and lines[0].rstrip() == "---":  # front matter
        for j in range(1, n):
            if lines[j].rstrip() in ("---", "..."):
                b.add("front-matter", 0, j + 1)
                try:
                    data = _load_front_matter(lines[1:j])
                    if isinstance(data, dict):
                        b.front_matter = data
                except yaml.YAMLError as exc:
                    mark = getattr(exc, "problem_mark", None)
                    line = (mark.line + 2) if mark else 1
                    b.warnings.append(f"{path}:{line}: front matter is not valid YAML; read as text")
                for k in range(1, j):  # NOTE: a post's title and summary are prose that may make a claim
                    if _FRONT_MATTER_PROSE.match(lines[k]):
                        b.add("paragraph", k, k + 1)
                i = j + 1
                break
    offsets = b.offsets
    unit_start = None

    def line_at(pos: int) -> int:
        return bisect_right(offsets, pos) - 1

    def next_event(i: int) -> int:
        """The first line from ``i`` on that is blank, a possible fence or an ATX heading (``n`` if none)."""
        if i == 0 and _EVENT_LINE.match(text):
            return 0
        m = _EVENT.search(text, offsets[i] - 1 if i else 0)
        return n if m is None else line_at(m.end())

    def flush(end):
        nonlocal unit_start
        if unit_start is None:
            return
        first, last = unit_start, end
        unit_start = None
        chunk = text[offsets[first]:offsets[last - 1] + len(lines[last - 1])]
        if all(map(_LINK_DEFINITION.fullmatch, lines[first:last])):
            return  # NOTE: link reference definitions render as nothing: no block between a lead-in and its table
        if last == first + 1 and b.one_line_code(first, last):
            return
        plain = not (_NOT_PLAIN.match(chunk) or _NOT_PLAIN_AFTER.search(chunk))
        if plain and "|" not in chunk:
            b.add("paragraph", first, last)  # NOTE: one paragraph, whether or not it may hold a claim
            return
        if _needs_parser(chunk):
            if plain:
                b.paragraph(first, last, "paragraph")  # NOTE: a plain paragraph needs no parser: its lines are the block
                return
            if not _read_simple(b, first, last):
                _walk(b, _parser().parse(chunk), first)
            return
        # NOTE: a plain unit: a setext heading, or one paragraph block (context for conditions only)
        # NOTE: a banner a program printed ("=====" / "DERIVED METRICS" / "=====") is framed by rules above and below: not a
        # heading of the document, whose sections it would otherwise reset
        banner = last - first >= 3 and _SETEXT.match(lines[last - 3]) is not None and lines[last - 3].strip()[:1] == lines[last - 1].strip()[:1]
        if last - first >= 2 and _SETEXT.match(lines[last - 1]) and lines[last - 2].strip() and not banner:
            level = 1 if "=" in lines[last - 1] else 2
            if last - 2 > first:
                b.add("paragraph", first, last - 2)
            _heading(b, level, lines[last - 2].strip(), last - 2, last)
        elif all(ln.startswith(("    ", "\t")) or not ln.strip() for ln in lines[first:last]) and not (
                b.blocks and b.blocks[-1].scope == "list-item"):
            b.add("code", first, last)  # an indented code block
        elif lines[first].lstrip().startswith(("- ", "* ", "+ ")) or re.match(r"^\s*\d{1,9}[.)]\s", lines[first]):
            b.add("list-item", first, last)
        elif lines[first].lstrip().startswith(">"):
            b.add("blockquote", first, last)
        else:
            b.add("paragraph", first, last)

    while i < n:
        e = next_event(i)
        if e > i and unit_start is None:
            unit_start = i  # lines [i, e) are text
        if e == n:
            break
        line = lines[e]
        if not line.strip() and unit_start is not None:
            # NOTE: an HTML table whose cells hold blank lines ("<td>\n\n**3,100**\n\n</td>", Markdown inside a cell)
            # is one table, read to its closing tag, not several HTML blocks and a paragraph between them
            opened = _TABLE_LINE.search(text, offsets[unit_start], offsets[e])
            if opened is not None and _TABLE_CLOSE.search(text, opened.start(), offsets[e]) is None:
                close = _TABLE_CLOSE.search(text, offsets[e], offsets[e] + _TABLE_REACH)
                first = line_at(opened.start())
                if close is not None and _HTML_ROW_START.search(text, opened.start(), close.start()):
                    if first > unit_start:
                        flush(first)
                    unit_start = None
                    i = line_at(close.start()) + 1
                    b.html_table(first, i)
                    continue
        if not line.strip():
            m = _NONBLANK.search(text, offsets[e])
            j = n if m is None else line_at(m.start())
            # a list item or quote continued after blank lines stays in the unit
            if unit_start is not None and j < n and _CONTINUES.match(lines[j]) and _CONTINUES.match(lines[unit_start]):
                i = j
                continue
            flush(e)
            i = j
            continue
        if _COMMENT_OPEN.match(line):
            flush(e)  # NOTE: an HTML comment block interrupts a paragraph; markdown-it-py's walk keeps no block of it
            close = text.find("-->", offsets[e] + line.index("<!--") + 4)
            i = (n if close < 0 else line_at(close) + 1)
            continue
        if _PRE_OPEN.match(line):
            close = _PRE_CLOSE.search(text, offsets[e])
            if close is not None:
                flush(e)
                j = line_at(close.start())
                lo, hi = _pre_body(lines, e, j)
                if hi > lo:
                    b.code(lo, hi, "")
                i = j + 1
                continue
        fence = _FENCE_OPEN.match(line)
        if fence and not (fence.group(2)[0] == "`" and "`" in fence.group(3)):
            flush(e)
            ch, size = fence.group(2)[0], len(fence.group(2))
            j = n
            if e + 1 < n:
                closing = re.compile(rf"\n(?= {{0,3}}{re.escape(ch)}{{{size},}}[^\S\n]*$)", re.M)
                close = closing.search(text, offsets[e + 1] - 1)
                if close:
                    j = line_at(close.end())
            if j > e + 1:
                b.code(e + 1, j, fence.group(3).strip())
            i = j + 1
            continue
        atx = _ATX.match(line)
        if atx and (unit_start is None or not _CONTINUES.match(line)):
            flush(e)
            _heading(b, len(atx.group(1)), (atx.group(2) or "").strip(), e, e + 1)
            i = e + 1
            continue
        if unit_start is None:
            unit_start = e
        i = e + 1
    flush(n)
    b.blocks.sort(key=lambda blk: blk.span.start)
    if "$" in text or "\\(" in text or ">`_" in text:
        text = _plain_math_in_prose(b, text)
    return Document(path, text, "markdown", b.blocks, b.front_matter, b.warnings, line_starts=b.offsets)


_NOT_PROSE = ("code", "log", "front-matter")


def _plain_math_in_prose(b: _Builder, text: str) -> str:
    """The document's text with the inline math of its prose blocks read as plain text, at the same length
    (:mod:`claimcheck.sources.latex`), and their reStructuredText links as their text (:func:`plain_references`). Code keeps
    its dollars."""
    return rewritten_prose(b.blocks, text, _plain_prose, _NOT_PROSE)


def _plain_prose(text: str) -> str:
    plain = plain_math(text)
    if ">`_" in plain:
        plain = plain_references(plain, urls_only=True)  # NOTE: "`25% faster <https://...>`_": a reStructuredText link pasted in
    return plain


def _heading(b: _Builder, level: int, title: str, first: int, last: int) -> None:
    while b.section and b.section[-1][0] >= level:
        b.section.pop()
    b.section.append((level, title))
    b.titles = tuple(t for _, t in b.section)
    b.add("heading", first, last)


_BOLD_CELL = re.compile(r"\s*(?:<(b|strong)>\s*[^<>]*?[A-Za-z가-힣][^<>]*?\s*</\1>|\*\*[^*]*?[A-Za-z가-힣][^*]*?\*\*)\s*", re.I)


def _html_prose_lines(b: _Builder, first: int, last: int) -> None:
    """Each line of [first, last) that is prose wrapped in tags ("<p>...</p>") as a paragraph of its own."""
    for k in range(first, last):
        if _HTML_PROSE.match(b.lines[k]) and _HTML_TEXT.search(_TAG.sub(" ", b.lines[k])):
            b.add("paragraph", k, k + 1)


def _walk(b: _Builder, tokens, offset: int) -> None:
    """Add the blocks of a markdown-it token stream whose line maps start at line ``offset``."""
    stack: list[str] = []
    n = len(tokens)
    for i, tok in enumerate(tokens):
        t = tok.type
        if t in ("bullet_list_open", "ordered_list_open", "list_item_open"):
            stack.append("list-item")
        elif t == "blockquote_open":
            stack.append("blockquote")
        elif t in ("bullet_list_close", "ordered_list_close", "list_item_close", "blockquote_close"):
            if stack:
                stack.pop()
        elif not tok.map:
            continue
        elif t == "heading_open":
            title = tokens[i + 1].content.strip() if i + 1 < n else ""
            if tok.markup[:1] in ("=", "-") and _SETEXT.match(title.split("\n", 1)[0]):
                b.paragraph(tok.map[0] + offset, tok.map[1] + offset, "paragraph")  # NOTE: a framed banner, as above
                continue
            _heading(b, int(tok.tag[1:]), title, tok.map[0] + offset, tok.map[1] + offset)
        elif t == "paragraph_open":
            b.paragraph(tok.map[0] + offset, tok.map[1] + offset, stack[-1] if stack else "paragraph")
        elif t == "table_open":
            b.table(tok.map[0] + offset, tok.map[1] + offset, delimited=True)
        elif t in ("fence", "code_block"):
            first, last = tok.map[0] + offset, tok.map[1] + offset
            if t == "fence":  # NOTE: the fence lines themselves are not code; keep only the body.
                first += 1
                last = max(first, last - 1) if last - 1 < len(b.lines) and b.lines[last - 1].lstrip().startswith(("```", "~~~")) else last
            if last > first:
                b.code(first, last, (tok.info or "").strip())
        elif t == "html_block" and _PRE_OPEN.match(tok.content):
            first, last = tok.map[0] + offset, min(tok.map[1] + offset, len(b.lines))
            lo, hi = _pre_body(b.lines, first, last - 1)
            if hi > lo:
                b.code(lo, hi, "")
        elif t == "html_block" and _HTML_ROW_START.search(tok.content):
            # NOTE: "<table><tr><th>TFLOPS / GPU</th>...": rows and cells like a pipe table's; "<p>...</p>" lines of prose
            # glued to the table in one HTML block (no blank line between) are paragraphs before and after it
            first, last = tok.map[0] + offset, min(tok.map[1] + offset, len(b.lines))
            table_lines = [k for k in range(first, last) if _HTML_TABLE_LINE.search(b.lines[k])]
            lo, hi = (table_lines[0], table_lines[-1] + 1) if table_lines else (first, last)
            _html_prose_lines(b, first, lo)
            if not b.html_table(lo, hi):
                _html_prose_lines(b, lo, hi)  # NOTE: "<tr" in prose, no row: the lines are read as prose
            _html_prose_lines(b, hi, last)
        elif t == "html_block" and _HTML_PROSE.match(tok.content) and _HTML_TEXT.search(_TAG.sub(" ", tok.content)):
            # NOTE: "<Tip>\nOn one A100 we measured ...\n</Tip>", "<p align=center>...</p>": prose wrapped in tags (the
            # extractor blanks the tags); comments carry directives (claimcheck.suppress), and tables, scripts, styles
            # and media hold no sentences
            b.add("paragraph", tok.map[0] + offset, tok.map[1] + offset)
