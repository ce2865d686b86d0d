"""Plain text and logs: paragraphs separated by blank lines; benchmark-looking runs become ``log`` blocks."""

from __future__ import annotations

import re

from claimcheck.model import Block, Document, Span

_TABLE_ROW = re.compile(r"^\s*[#]?\s*[0-9][0-9,_.]*(?:\s+\S+){2,}\s*$")


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
        s = offsets[i_start]
        e = offsets[i_end - 1] + len(lines[i_end - 1])
        chunk = text[s:e]
        rows = sum(1 for ln in lines[i_start:i_end] if _TABLE_ROW.match(ln))
        scope = "log" if rows >= 2 and rows * 2 >= (i_end - i_start) else "paragraph"
        blocks.append(Block(scope, Span(s, e), chunk))

    for i, line in enumerate(lines):
        if line.strip():
            if start is None:
                start = i
        elif start is not None:
            flush(start, i)
            start = None
    if start is not None:
        flush(start, len(lines))
    return Document(path, text, "text", blocks, warnings=warnings, line_starts=offsets)
