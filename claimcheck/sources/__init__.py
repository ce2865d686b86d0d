"""Read a file into a :class:`~claimcheck.model.Document`: decoding, then a parser picked by suffix or content.

Decoding never drops data: a BOM is removed, CRLF and CR become LF (columns stay those of the logical line),
invalid UTF-8 is replaced and reported with its byte offset, and binary files are skipped with a warning.
"""

from __future__ import annotations

from pathlib import Path

from claimcheck.errors import InputError
from claimcheck.model import Document

MARKDOWN_SUFFIXES = {".md", ".markdown", ".mdown", ".mkd", ".mdx"}
RST_SUFFIXES = {".rst", ".rest"}


class BinaryFile(Exception):
    """Raised for a file that is not text; the caller skips it with a warning."""


def decode(data: bytes, path: str) -> tuple[str, list[str]]:
    """Bytes to text, with warnings for what had to be repaired."""
    warnings: list[str] = []
    head = data[:8192]
    if b"\x00" in head and not (head.startswith(b"\xff\xfe") or head.startswith(b"\xfe\xff")):
        raise BinaryFile(path)
    bom = 0
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
        bom = 3
    elif data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16").replace("\r\n", "\n").replace("\r", "\n"), warnings
        except UnicodeDecodeError:
            raise BinaryFile(path) from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        warnings.append(f"{path}: invalid UTF-8 at byte offset {exc.start + bom}; undecodable bytes replaced with U+FFFD")
        text = data.decode("utf-8", errors="replace")
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text, warnings


def read_bytes(path: Path) -> bytes:
    """Read a file, turning OS errors into :class:`InputError`."""
    try:
        return path.read_bytes()
    except IsADirectoryError:
        raise InputError("is a directory, expected a file", str(path)) from None
    except FileNotFoundError:
        raise InputError("no such file", str(path)) from None
    except PermissionError:
        raise InputError("permission denied", str(path)) from None
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror or exc}", str(path)) from None


def parse_text(text: str, path: str, fmt: str | None = None, warnings=()) -> Document:
    """Parse already-decoded text. ``fmt`` is ``markdown``, ``rst`` or ``text``; guessed from the suffix when None."""
    if fmt is None:
        suffix = Path(path).suffix.lower()
        fmt = "markdown" if suffix in MARKDOWN_SUFFIXES else "rst" if suffix in RST_SUFFIXES else "text"
    if fmt == "markdown":
        from claimcheck.sources.markdown import parse_markdown

        return parse_markdown(text, path, warnings)
    if fmt == "rst":
        from claimcheck.sources.rst import parse_rst

        return parse_rst(text, path, warnings)
    from claimcheck import benchlogs

    bench = benchlogs.sniff(text[:65536])
    if bench:
        # NOTE: a whole benchmark report is one log block; the engine parses it with claimcheck.benchlogs.
        from claimcheck.model import Block, Span

        return Document(path, text, bench, [Block("log", Span(0, len(text)), text)], warnings=warnings)
    from claimcheck.sources.text import parse_plain

    return parse_plain(text, path, warnings)


def load_document(path: Path, display: str | None = None, fmt: str | None = None) -> Document:
    """Read, decode and parse one file. Raises :class:`BinaryFile` for binary content."""
    display = display or str(path)
    text, warnings = decode(read_bytes(path), display)
    return parse_text(text, display, fmt, warnings)
