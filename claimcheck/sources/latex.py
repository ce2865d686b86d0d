"""Inline TeX math in prose, rewritten in place as the plain text a reader sees, at the same length.

Course notes and papers write figures in math: ``30$\\times$``, ``30 $\\mu$s``, ``$\\beta \\approx 15$ GB/s``,
``$6500~\\mathrm{GB}/\\mathrm{s}$``. The readers of claims see numbers and units, so each math span is replaced by
its plain reading (``×``, ``µ``, ``≈``, the text of ``\\text{...}``, ``2.8e12`` for ``2.8 \\times 10^{12}``), padded
with spaces to the span's length: every offset, line and column of the document stays where it was. The reading is
set against the span's end, next to what follows (``$\\beta \\approx 15$ GB/s`` reads ``... ≈ 15 GB/s``); it is set
against its start when it continues what stands before it: a sign right after a number (``30×``), or a unit whose
rest is glued after the span, which is then read with it (``30 $\\mu$s`` reads ``30 µs``).

Only spans that are math are touched: a ``$...$`` on one line whose content holds a TeX command, or is a bare number
(``$15$``); prices such as ``$5 and $10`` hold neither. Code spans in backticks are left alone; fenced code is never
given to this module.
"""

from __future__ import annotations

import re

_SYMBOLS = {
    "times": "×", "mu": "µ", "approx": "≈", "sim": "~", "simeq": "≈", "le": "≤", "leq": "≤", "ge": "≥", "geq": "≥",
    "lt": "<", "gt": ">", "cdot": "·", "pm": "±",
}
_TEXT_COMMANDS = ("text", "mathrm", "textrm", "mathit", "textit", "mathbf", "textbf", "operatorname", "rm", "mbox")
# a math span: $$...$$ or $...$ on one line, or \(...\); not inside a code span (those are skipped before)
_MATH = re.compile(r"\$\$(?P<d>[^$\n]{1,200}?)\$\$|(?<![\\$A-Za-z_])\$(?P<s>[^$\n]{1,120}?)\$(?!\d)|\\{1,2}\((?P<p>[^\n]{1,120}?)\\{1,2}\)")  # NOTE: "\\(...\\)" as Markdown escapes it
_TAIL = re.compile(r"[A-Za-z/]+")  # NOTE: "$\mu$s": the rest of a unit glued after the span
_CODE_SPAN = re.compile(r"(`+)[^`\n]*?\1")
_COMMAND = re.compile(r"\\([A-Za-z]+|[%,;:! ])")
_SCIENTIFIC = re.compile(r"([0-9][0-9.]*)\s*\\(?:times|cdot)\s*10\^\{?([-+]?[0-9]{1,3})\}?")
_FRACTION = re.compile(r"\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}")
_BARE_NUMBER = re.compile(r"\s*[-+]?[0-9][0-9.,]*\s*")


def _reading(content: str) -> str | None:
    """The plain text a math span's content reads as, or None when it is not math."""
    if "\\" not in content and not _BARE_NUMBER.fullmatch(content):
        return None

    def command(m: re.Match) -> str:
        name = m.group(1)
        if name in (",", ";", ":", "!", " "):
            return " "
        if name == "%":
            return "%"
        if name in _TEXT_COMMANDS:
            return ""  # NOTE: "\text{ seconds}": the braces' content is kept below
        return _SYMBOLS.get(name, " ")  # NOTE: a variable's name ("\beta") is no part of a figure

    # NOTE: "2.8 \times 10^{12}": a number in scientific notation, read as one ("2.8e12")
    content = _SCIENTIFIC.sub(lambda m: f"{m.group(1)}e{m.group(2)}", content)
    content = _FRACTION.sub(r"(\1)/(\2)", content)  # NOTE: "\frac{a}{b}" is "(a)/(b)", not the two numbers glued
    out = _COMMAND.sub(command, content)
    out = out.replace("{", "").replace("}", "").replace("~", " ")
    return " ".join(out.split())


def plain_math(text: str) -> str:
    """``text`` with its inline math spans read as plain text, at the same length (see the module docstring)."""
    if "$" not in text and "\\(" not in text:
        return text
    code = [(m.start(), m.end()) for m in _CODE_SPAN.finditer(text)] if "`" in text else []
    parts = []
    last = 0
    for m in _MATH.finditer(text):
        if any(a < m.end() and m.start() < b for a, b in code):
            continue
        content = next(g for g in m.groups() if g is not None)
        reading = _reading(content)
        if reading is None or len(reading) > len(m.group(0)):
            continue
        end = m.end()
        tail = _TAIL.match(text, end)
        if tail and reading and not reading[-1].isspace():
            reading, end = reading + tail.group(0), tail.end()  # NOTE: "30 $\mu$s" reads "30 µs", the unit whole
        width = end - m.start()
        # NOTE: the reading stands at the span's start when it continues what is before it ("30$\times$", a unit with
        # its tail), else at its end, next to what follows ("$\beta \approx 15$ GB/s")
        left = tail is not None and end == tail.end() or (m.start() > 0 and text[m.start() - 1].isdigit() and reading[:1] in "×%")
        parts.append(text[last:m.start()])
        parts.append(reading.ljust(width) if left else reading.rjust(width))
        last = end
    if not parts:
        return text
    parts.append(text[last:])
    return "".join(parts)
