"""Plain text and logs: paragraphs separated by blank lines; benchmark-looking runs become ``log`` blocks."""

from __future__ import annotations

import re

from claimcheck.model import Block, Document, Span

_TABLE_ROW = re.compile(r"^\s*[#]?\s*[0-9][0-9,_.]*(?:\s+\S+){2,}\s*$")
# a printed dict or JSON object of metrics ("{'train_runtime': 40.2, 'train_samples_per_second': 310.5}"): program output
# a line that opens or closes a listing block in plain text: AsciiDoc's "----", Markdown's fences
_FENCE = re.compile(r"^\s*(?:-{4,}|`{3,}|~{3,})\s*$")
_BULLET = re.compile(r"^\s*[*+•-]\s+\S")  # a list item's first line: its bullet, then its text
_LIST_TABLE_ROW = re.compile(r"^\s*\*\s+-\s")  # an RST list-table's row: "* - cell"
_DICT_LINE = re.compile(r"^\s*\{\s*['\"][\w .()/-]{1,60}['\"]\s*:\s*[-+]?[0-9][^\n]*\}\s*$")


def parse_plain(text: str, path: str, warnings=()) -> Document:
    """Split ``text`` into paragraph blocks; lines that look like benchmark output rows become ``log`` blocks."""
    blocks = []
    start = None
    pos = 0
    lines = text.split("\n")
    offsets = []
    for line in lines:
        offsets.append(pos)
        pos += len(line) + 1

    def flush(i_start, i_end):
        dicts = [i for i in range(i_start, i_end) if _DICT_LINE.match(lines[i])]
        if dicts and len(dicts) < i_end - i_start:
            # NOTE: a printed dict among other lines is output of its own: a log block between the paragraph's parts
            cut = i_start
            for i in range(i_start, i_end + 1):
                if i == i_end or (i in dicts) != (cut in dicts):
                    if i > cut:
                        _add(cut, i, "log" if cut in dicts else None)
                    cut = i
            return
        _add(i_start, i_end, "log" if dicts else None)

    def _add(i_start, i_end, scope):
        s = offsets[i_start]
        e = offsets[i_end - 1] + len(lines[i_end - 1])
        chunk = text[s:e]
        rows = sum(1 for ln in lines[i_start:i_end] if _TABLE_ROW.match(ln))
        scope = scope or ("log" if rows >= 2 and rows * 2 >= (i_end - i_start) else "paragraph")
        bullets = [i for i in range(i_start, i_end) if _BULLET.match(lines[i])] if scope == "paragraph" else []
        indents = {len(lines[i]) - len(lines[i].lstrip()) for i in bullets}
        if len(bullets) >= 2 and len(indents) == 1 and not any(_LIST_TABLE_ROW.match(lines[i]) for i in bullets):
            # NOTE: one level of bullets only: nested ones, and RST's list-table rows ("* - Method" over "  - 829"), are not entries
            # NOTE: "  * r1 chunk=1M" over "    Average throughput: ...", "  * r3" over "    Max theoretical ...": a list, each
            # item with its indented lines an entry of its own, as Markdown reads one (no full stops end the entries)
            for a, b in zip([i_start, *bullets], [*bullets, i_end]):
                if b > a:
                    ps, pe = offsets[a], offsets[b - 1] + len(lines[b - 1])
                    blocks.append(Block("list-item" if a in bullets else "paragraph", Span(ps, pe), text[ps:pe]))
            return
        blocks.append(Block(scope, Span(s, e), chunk))

    fence = None  # NOTE: the delimiter line of an open listing block, and the line after it
    for i, line in enumerate(lines):
        if fence is not None:
            if line.strip() == fence[0]:
                if i > fence[1]:
                    s, e = offsets[fence[1]], offsets[i - 1] + len(lines[i - 1])
                    blocks.append(Block("code", Span(s, e), text[s:e]))
                fence = None
            continue
        delimiter = _FENCE.match(line)
        if delimiter:
            # NOTE: "----" (AsciiDoc's listing block), "```", "~~~": a console dump or program output set apart, read as code
            if start is not None:
                flush(start, i)
                start = None
            fence = (line.strip(), i + 1)
            continue
        if line.strip():
            if start is None:
                start = i
        elif start is not None:
            flush(start, i)
            start = None
    if fence is not None and fence[1] < len(lines):
        # NOTE: a listing never closed: its lines are read as text, as they were written
        for i in range(fence[1], len(lines)):
            if lines[i].strip():
                start = i if start is None else start
            elif start is not None:
                flush(start, i)
                start = None
    if start is not None:
        flush(start, len(lines))
    return Document(path, text, "text", blocks, warnings=warnings, line_starts=offsets)
