"""Literal prefilters for regular expressions.

Python's ``re`` skips ahead only when a pattern starts with a literal or a character set. A case-insensitive
alternation of words behind ``\\b`` (most cue and condition patterns) gets neither, so it is tried at every
position of the text, at 1-3 MB/s. :func:`prefilter` wraps such a pattern with the set of literals one of
which every match must contain; when none occurs in the text (a substring test, hundreds of MB/s) the
pattern cannot match and is not run. The filter is exact: it never hides a match, it only skips texts
where the pattern has none.
"""

from __future__ import annotations

import re
import sys

try:  # NOTE: Python 3.11 renamed sre_parse and sre_constants to private modules of re
    from re import _constants as _c
    from re import _parser as _sre_parse
except ImportError:  # pragma: no cover - Python 3.10
    import sre_constants as _c  # type: ignore[no-redef]
    import sre_parse as _sre_parse  # type: ignore[no-redef]

_REPEATS = tuple(getattr(_c, name) for name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT") if hasattr(_c, name))


def _weight(literal: str) -> int:
    """How well a literal filters: its length, but 0 for one ASCII character (it occurs in nearly every text)."""
    return 0 if len(literal) == 1 and literal.isascii() else len(literal)


def required_literals(pattern: str, flags: int = 0) -> frozenset[str] | None:
    """Literals one of which occurs in every match of ``pattern`` (lower-cased when it ignores case).

    None when no such set is known (the pattern is then always run). Case-insensitive patterns without
    ``re.ASCII`` get no set: Unicode case folding matches a few characters (the Kelvin sign, the long s)
    that ``str.lower`` does not map to their ASCII letters.
    """
    try:
        parsed = _sre_parse.parse(pattern, flags)
    except (re.error, RecursionError):
        return None
    flags |= parsed.state.flags
    if flags & re.IGNORECASE and not flags & re.ASCII:
        return None
    found = _required(list(parsed), bool(flags & re.IGNORECASE))
    if not found or min(map(_weight, found)) == 0:
        return None
    # NOTE: a literal that contains another of the set adds nothing ("linear" covers "linearly")
    return frozenset(lit for lit in found if not any(o != lit and o in lit for o in found))


def _better(a: frozenset[str], b: frozenset[str] | None) -> bool:
    """Whether literal set ``a`` filters more than ``b``: longer shortest literal, then fewer literals."""
    if b is None:
        return True
    return (min(map(_weight, a)), -len(a)) > (min(map(_weight, b)), -len(b))


def _required(items, fold: bool) -> frozenset[str] | None:
    """The best literal set required by a sequence of parsed items (one of its literals is in every match)."""
    best: frozenset[str] | None = None
    run: list[str] = []

    def consider(cands):
        nonlocal best
        if cands and _better(cands, best):
            best = cands

    for op, av in items:
        if op is _c.LITERAL:
            run.append(chr(av).lower() if fold else chr(av))
            continue
        if run:
            consider(frozenset(["".join(run)]))
            run = []
        if op is _c.SUBPATTERN:
            _group, add_flags, del_flags, sub = av
            if not (add_flags | del_flags) & re.IGNORECASE:
                consider(_required(list(sub), fold))
        elif op is _c.BRANCH:
            alternatives = [_required(list(alt), fold) for alt in av[1]]
            if all(alternatives):
                consider(frozenset().union(*alternatives))
        elif op in _REPEATS and av[0] >= 1:
            consider(_required(list(av[2]), fold))
        elif getattr(_c, "ATOMIC_GROUP", None) is not None and op is _c.ATOMIC_GROUP:
            consider(_required(list(av), fold))
        # NOTE: any other item (class, any, anchor, lookaround, reference) ends the run and requires nothing
    if run:
        consider(frozenset(["".join(run)]))
    return best


# NOTE: the lower-cased form of the text last tested; the patterns of one pass test the same text in turn.
_lowered: list = [None, ""]


def _lower(text: str) -> str:
    if _lowered[0] is not text:
        _lowered[0] = text
        _lowered[1] = text.lower()
    return _lowered[1]


class Prefiltered:
    """A compiled pattern that skips texts holding none of its required literals.

    It offers the methods of ``re.Pattern`` used here (search, match, fullmatch, finditer, findall) and its
    attributes (``pattern``, ``flags``, ``groups``, ``groupindex``).
    """

    __slots__ = ("regex", "literals", "fold", "_finder")

    def __init__(self, regex: re.Pattern, literals: frozenset[str]):
        self.regex = regex
        self.literals = tuple(sorted(literals, key=len))
        self.fold = bool(regex.flags & re.IGNORECASE)
        # NOTE: a few literals are tested with `in`; many at once with one case-sensitive alternation, which
        # re scans quickly because every branch starts with a literal character.
        self._finder = re.compile("|".join(map(re.escape, self.literals))).search if len(self.literals) > 6 else None

    def may_match(self, text: str) -> bool:
        """False only when the pattern cannot match ``text``."""
        hay = _lower(text) if self.fold else text
        if self._finder is not None:
            return self._finder(hay) is not None
        return any(lit in hay for lit in self.literals)

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize):
        return self.regex.search(text, pos, endpos) if self.may_match(text) else None

    def match(self, text: str, pos: int = 0, endpos: int = sys.maxsize):
        return self.regex.match(text, pos, endpos) if self.may_match(text) else None

    def fullmatch(self, text: str, pos: int = 0, endpos: int = sys.maxsize):
        return self.regex.fullmatch(text, pos, endpos) if self.may_match(text) else None

    def finditer(self, text: str, pos: int = 0, endpos: int = sys.maxsize):
        return self.regex.finditer(text, pos, endpos) if self.may_match(text) else iter(())

    def findall(self, text: str, pos: int = 0, endpos: int = sys.maxsize):
        return self.regex.findall(text, pos, endpos) if self.may_match(text) else []

    @property
    def pattern(self) -> str:
        return self.regex.pattern

    @property
    def flags(self) -> int:
        return self.regex.flags

    @property
    def groups(self) -> int:
        return self.regex.groups

    @property
    def groupindex(self):
        return self.regex.groupindex

    def __repr__(self) -> str:
        return f"Prefiltered({self.regex!r}, {len(self.literals)} literals)"


def prefilter(regex: re.Pattern):
    """``regex`` wrapped in a :class:`Prefiltered` when it has required literals, else ``regex`` itself."""
    if isinstance(regex, Prefiltered):
        return regex
    literals = required_literals(regex.pattern, regex.flags)
    return Prefiltered(regex, literals) if literals else regex


def compile(pattern: str, flags: int = 0):  # noqa: A001 - mirrors re.compile
    """``re.compile`` plus :func:`prefilter`."""
    return prefilter(re.compile(pattern, flags))
