"""Literal prefilters for long alternations of regular expressions.

Python's ``re`` tries every branch of ``\\bNCCL\\b|\\bMPI\\b|...`` at every position of the text, so a
pattern of forty branches costs forty small matches per character. Most branches need some literal
text to match ("nccl", "mpi"). :class:`Prefiltered` derives, when it compiles a pattern, the literals
each top-level branch needs, and at match time runs only the branches whose literals occur in the
text. The matches are exactly those of the whole pattern (same spans, same order): a branch is skipped
only when it cannot match anywhere in the text, and a pattern whose literals cannot be derived safely
runs unfiltered.

Literals are compared on the lower-cased text (see :func:`fold`), which is computed once per text and
shared by every pattern run over it, as is the set of literals it holds: one Aho-Corasick pass over the text
finds the literals of every prepared pattern at once (see :class:`_LiteralIndex`).
"""

from __future__ import annotations

import operator
import re

try:
    from re import _parser as _sre_parse  # Python 3.11+
except ImportError:  # pragma: no cover - Python 3.10
    import sre_parse as _sre_parse

# NOTE: under re.IGNORECASE without re.ASCII these four non-ASCII letters match ASCII letters
# (İ and ı match i, ſ matches s, the Kelvin sign matches k; see the `re` docs on IGNORECASE); lower-casing
# does not map them onto the ASCII letter, so a text holding one is matched unfiltered.
_ASCII_LOOKALIKES = ("\u0130", "\u0131", "\u017f", "\u212a")
_MAX_STRINGS = 32  # alternatives kept when expanding the exact strings of a sequence ("error bars?" -> 2)
_MAX_SET = 8  # characters of a class expanded into alternatives ("[-_ ]" -> 3)
_ZERO_WIDTH_AROUND = re.compile(r"((?:\\[bBAZ]|[$^])*)(\(\?:.*\))((?:\\[bBAZ]|[$^])*)", re.S)
_INLINE_FLAGS = re.compile(r"\(\?[aiLmsux]+\)")  # "(?i)" applies to the whole pattern, not to one branch


CACHED_TEXT = 65536  # NOTE: longer texts are not kept by the caches of texts (a 5 MB line would hold memory for nothing)


class TextCache:
    """What was worked out from a text, for the last ``size`` texts (first in, first out); a text over
    :data:`CACHED_TEXT` characters is not kept."""

    def __init__(self, size: int):
        self._size = size
        self._entries: dict = {}

    def __contains__(self, key) -> bool:
        return key in self._entries

    def get(self, key):
        return self._entries.get(key)

    def put(self, key, text: str, value):
        """Keep ``value`` under ``key`` (``text`` is what it was worked out from); returns ``value``."""
        if len(text) <= CACHED_TEXT:
            if len(self._entries) >= self._size:
                del self._entries[next(iter(self._entries))]  # NOTE: the oldest (dicts keep insertion order)
            self._entries[key] = value
        return value

    def clear(self) -> None:
        self._entries.clear()


# NOTE: id(text) -> (text, fold): the text is held, so its id is not reused; a sentence and its block are read in turn
_FOLDS = TextCache(16)


def fold(text: str) -> str | None:
    """The text literals are looked for in (lower-cased), or None when a prefilter cannot be exact on it."""
    hit = _FOLDS.get(id(text))
    if hit is not None and hit[0] is text:
        return hit[1]
    return _FOLDS.put(id(text), text, (text, _fold(text)))[1]


def _fold(text: str) -> str | None:
    if text.isascii():
        return text.lower()
    if any(c in text for c in _ASCII_LOOKALIKES):
        return None
    folded = text.lower()
    return folded if len(folded) == len(text) else None  # NOTE: match positions are read on the folded text


class _LiteralIndex:
    """Which literals of the prepared patterns occur in a folded text, found in one pass and shared by every pattern
    run over that text.

    NOTE: testing each literal with ``in`` costs a scan of the text per literal, and a text is read by a hundred
    patterns of fifty literals each; one Aho-Corasick automaton over all the literals reads it once. Literals of
    patterns prepared since the automaton was built are tested with ``in`` until the next build, which waits until
    they are a quarter as many as the literals built in (a check prepares its patterns as it first meets them).
    Literals of one or two characters ("a", "in") are left to ``in``, which finds them at once: in the automaton their
    occurrences, on every line, would cost more than all the other literals'.
    """

    def __init__(self):
        self.literals: set[str] = set()  # every literal registered
        self.built: frozenset[str] = frozenset()  # the literals the automaton holds
        self.generation = 0  # incremented at each build
        self._automaton = None
        # NOTE: keyed by the text itself: a sentence is cut from its block again by each stage that reads it
        self._present = TextCache(64)

    def register(self, literals) -> None:
        self.literals.update(s for s in literals if len(s) >= _INDEXED_LENGTH)

    def present(self, folded: str) -> set[str]:
        """The built literals that occur in ``folded``."""
        found = self._present.get(folded)
        if found is not None:
            return found
        if len(self.literals) - len(self.built) > len(self.built) // 4:
            self._build()
        found = set(map(_second, self._automaton.iter(folded))) if self._automaton is not None else set()
        return self._present.put(folded, folded, found)

    def _build(self) -> None:
        self._automaton, self.built = _automaton(self.literals), frozenset(self.literals)
        self.generation += 1
        self._present.clear()


def _automaton(words):
    """An Aho-Corasick automaton over ``words``, each its own value."""
    import ahocorasick  # NOTE: not on the start-up path: the first text a pattern reads builds it

    automaton = ahocorasick.Automaton()
    for w in words:
        automaton.add_word(w, w)
    automaton.make_automaton()
    return automaton


_INDEXED_LENGTH = 3
_second = operator.itemgetter(1)
_INDEX = _LiteralIndex()


class _LiteralUser:
    """What Prefiltered and PatternSet share: the literals they need (``_literal_set``) and which of them a folded text holds,
    read from the shared index, with literals the index has not built yet tested with ``in``."""

    _literal_set: frozenset = frozenset()
    _unbuilt: tuple = ()  # literals the shared index did not hold at its generation `_generation`
    _generation = -1

    def _present(self, folded: str) -> list[str]:
        index = _INDEX
        found = index.present(folded)
        if self._generation != index.generation:
            self._generation = index.generation
            self._unbuilt = tuple(s for s in self._literal_set if s not in index.built)
        present = list(self._literal_set & found)
        if self._unbuilt:
            present += [s for s in self._unbuilt if s in folded]
        return present


class AnyWord:
    """``found(text)``: whether any of ``words`` occurs in ``text`` (exactly ``any(w in text for w in words)``), by one
    Aho-Corasick pass that stops at the first occurrence instead of a scan of the text per word."""

    def __init__(self, words):
        self.words = tuple(words)
        self._automaton = None

    def found(self, text: str) -> bool:
        if self._automaton is None:
            self._automaton = _automaton(self.words)
        return next(self._automaton.iter(text), None) is not None


def _usable(ch: str) -> bool:
    """A literal character whose matches all lower-case to ``ch.lower()``, one character for one.

    ASCII qualifies (bar the four look-alikes :func:`fold` guards against); so does a caseless character
    (Hangul, ``±``), which matches only itself. A cased non-ASCII letter does not: str.lower() of "Σ"
    depends on its context.
    """
    return ch.isascii() or ch.lower() == ch.upper() == ch.casefold() == ch


def _strings(items) -> tuple[set[str] | None, set[str] | None]:
    """(exact, needed) of a parsed sequence: every string it can match (lower-cased, when few), and a set
    of strings one of which every match contains (None when nothing is known)."""
    run: set[str] = {""}  # exact strings of the current run of exact items
    single = ""  # the one string of the current run of items that each match one string
    exact = True
    needed: list[set[str]] = []  # NOTE: every one of these holds; the most selective is kept
    for op, av in items:
        ex, need = _item(op, av)
        if ex is not None and len(ex) == 1:
            single += next(iter(ex))
        else:
            needed.append({single})
            single = ""
        if ex is not None:
            joined = {a + b for a in run for b in ex}
            if len(joined) <= _MAX_STRINGS:
                run = joined
                continue
            needed.append(run)
            run = ex
        else:
            needed.append(run)
            if need is not None:
                needed.append(need)
            run = {""}
        exact = False
    needed += [{single}, run]
    return (run if exact else None), _best(needed)


def _needs(parsed) -> tuple[str, ...] | None:
    """Strings one of which every match of a parsed pattern contains, or None."""
    _, need = _strings(parsed)
    if not need or "" in need:
        return None
    # NOTE: a text holding "gpus" holds "gpu": a string containing another string of the set adds nothing
    return tuple(sorted(s for s in need if not any(t != s and t in s for t in need)))


def _starts(parsed) -> tuple[str, ...] | None:
    """Strings one of which every match of a parsed pattern begins with (two characters or more), or None."""
    run = {""}
    for op, av in parsed:
        ex, _ = _item(op, av)
        if ex is None:
            break
        joined = {a + b for a in run for b in ex}
        if len(joined) > _MAX_STRINGS:
            break
        run = joined
    return tuple(sorted(run)) if min(map(len, run)) >= 2 else None


def _best(sets: list[set[str]]) -> set[str] | None:
    """The most selective needed set: strings of three characters or more, then the fewest strings, then
    the longest shortest string."""
    useful = [s for s in sets if s and "" not in s]
    if not useful:
        return None
    return max(useful, key=lambda s: (min(3, min(map(len, s))), -len(s), min(map(len, s))))


def _item(op, av) -> tuple[set[str] | None, set[str] | None]:
    """(exact, needed) of one parsed item (see :func:`_strings`)."""
    P = _sre_parse
    if op is P.LITERAL:
        ch = chr(av)
        return ({ch.lower()}, {ch.lower()}) if _usable(ch) else (None, None)
    if op is P.IN:
        chars = [chr(v) for o, v in av if o is P.LITERAL]
        if len(chars) == len(av) <= _MAX_SET and all(map(_usable, chars)):
            ex = {c.lower() for c in chars}
            return ex, ex
        return None, None
    if op in (P.AT, P.ASSERT, P.ASSERT_NOT):
        return {""}, None  # NOTE: zero-width: the strings on either side stay adjacent in the text
    if op is P.SUBPATTERN:
        return _strings(av[-1])
    if op is getattr(P, "ATOMIC_GROUP", None):  # NOTE: Python 3.11+
        return _strings(av)
    if op is P.BRANCH:
        parts = [_strings(seq) for seq in av[1]]
        if all(ex is not None for ex, _ in parts):
            ex = set().union(*(ex for ex, _ in parts))
            if len(ex) <= _MAX_STRINGS:
                return ex, (ex if "" not in ex else None)
        if all(need is not None for _, need in parts):
            return None, set().union(*(need for _, need in parts))
        return None, None
    if op in (P.MAX_REPEAT, P.MIN_REPEAT, getattr(P, "POSSESSIVE_REPEAT", None)):
        lo, hi, sub = av
        ex, need = _strings(sub)
        if lo == 0:
            return (ex | {""}, None) if hi == 1 and ex is not None else (None, None)
        return (ex, need) if lo == hi == 1 else (None, need)
    return None, None  # any character, a category, a range, a back-reference: nothing known


def _split(source: str) -> list[str]:
    """The top-level branches of a pattern's source.

    ``\\b(?:A|B)\\b`` counts as ``\\bA\\b|\\bB\\b``: a zero-width assertion matches one way only, so
    both forms try the same things in the same order.
    """
    m = _ZERO_WIDTH_AROUND.fullmatch(source)
    if m and _matching_paren(source, m.end(1)) == m.start(3) - 1:
        inner = _branches(source[m.end(1) + 3:m.start(3) - 1])
        if len(inner) > 1:
            return [m.group(1) + b + m.group(3) for b in inner]
    return _branches(source)


def _matching_paren(source: str, start: int) -> int:
    """Index of the ")" closing the "(" at ``start`` (-1 when unbalanced)."""
    depth = 0
    for i, ch in _tokens(source, start):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return i
    return -1


def _tokens(source: str, start: int = 0):
    """(index, character) of the metacharacters that matter for nesting: "(", ")" and "|" outside
    character classes and escapes."""
    i, n = start, len(source)
    while i < n:
        ch = source[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "[":  # a character class: "]" right after "[" or "[^" is a member
            i += 2 if source.startswith("[^", i) else 1
            i += 1 if i < n and source[i] == "]" else 0
            while i < n and source[i] != "]":
                i += 2 if source[i] == "\\" else 1
        elif ch in "()|":
            yield i, ch
        i += 1


def _branches(source: str) -> list[str]:
    """The source split at its top-level "|"."""
    parts, depth, start = [], 0, 0
    for i, ch in _tokens(source):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif depth == 0:
            parts.append(source[start:i])
            start = i + 1
    parts.append(source[start:])
    return parts


def _word_char(ch: str, mode: str) -> bool:
    """Whether ``re`` counts ``ch`` as a word character (``\\w``): under re.ASCII ("ascii") or not ("unicode")."""
    if ch == "_":
        return True
    return ch.isalnum() and (mode == "unicode" or ch.isascii())


class _Branch:
    """One top-level branch (or a whole pattern that is not split), with what every match of it needs."""

    __slots__ = ("_regex", "_source", "_flags", "needs", "starts", "word_start", "_memo_text", "_memo_pos", "_memo")

    def __init__(self, regex: re.Pattern | tuple[str, int], parsed):
        """``regex`` is compiled, or a (source, flags) pair compiled on first use.

        NOTE: most branches of a long alternation never run in a given check (their literal is absent), and
        compiling them all cost a fifth of the start-up.
        """
        if isinstance(regex, tuple):
            self._regex, (self._source, self._flags) = None, regex
        else:
            self._regex, self._source, self._flags = regex, None, 0
        self.needs = _needs(parsed)
        self.starts = _starts(parsed)
        self._memo_text, self._memo_pos, self._memo = None, 0, []  # NOTE: see _find
        # NOTE: "\bND\w*v\d\b" begins where "nd" does, and only at a word's start: "and", "second" need no regex run.
        # Set (to "ascii" or "unicode", what \w means under the flags) when the branch opens with \b before a start
        # that is an ASCII word character; the character before a candidate then decides at once.
        flags = self._flags if self._regex is None else self._regex.flags
        self.word_start = None
        if self.starts and len(parsed) and parsed[0] == (_sre_parse.AT, _sre_parse.AT_BOUNDARY) \
                and all(s[0].isascii() and (s[0].isalnum() or s[0] == "_") for s in self.starts):
            self.word_start = "ascii" if flags & re.ASCII else "unicode"

    @property
    def regex(self) -> re.Pattern:
        if self._regex is None:
            self._regex = re.compile(self._source, self._flags)
        return self._regex

    def next(self, text: str, folded: str, pos: int) -> re.Match | None:
        """The first match starting at or after ``pos``."""
        if self.starts is None:
            return self.regex.search(text, pos)
        # NOTE: every match begins with one of `starts`, so only where one occurs can a match begin.
        q = self._find(folded, pos)
        word_start = self.word_start
        while q >= 0:
            if word_start is not None and q > 0 and _word_char(text[q - 1], word_start):
                q = self._find(folded, q + 1)  # NOTE: a word character before it: no \b there, so no match
                continue
            m = self.regex.match(text, q)
            if m is not None:
                return m
            q = self._find(folded, q + 1)
        return None

    def _find(self, folded: str, pos: int) -> int:
        """The first position at or after ``pos`` where one of ``starts`` occurs (-1: none).

        NOTE: the next occurrence of each start is kept between calls on one text, and only one behind ``pos`` is looked
        for again: a start that occurs rarely, or never, would otherwise be looked for to the end of the text at every
        candidate of the others (quadratic on a long text: "our" sought after each "the" of a 5 MB line).
        """
        memo = self._memo
        if self._memo_text is not folded or pos < self._memo_pos:
            self._memo_text = folded
            memo = self._memo = [folded.find(s, pos) for s in self.starts]
        else:
            for k, q in enumerate(memo):
                if 0 <= q < pos:
                    memo[k] = folded.find(self.starts[k], pos)
        self._memo_pos = pos
        best = -1
        for q in memo:
            if q >= 0 and (best < 0 or q < best):
                best = q
        return best


class Prefiltered(_LiteralUser):
    """A compiled pattern that runs only the top-level branches whose literals occur in the text.

    ``search``/``finditer`` take the text and, optionally, its :func:`fold` (pass it when several
    patterns read one text); they return the spans the compiled pattern's own methods return. ``match``
    tests one position, after the literal check on the whole text.
    """

    def __init__(self, regex: re.Pattern | tuple[str, int]):
        """``regex`` is compiled, or a (source, flags) pair compiled only if the whole pattern is ever run.

        NOTE: the literals are derived when the pattern first runs, and a pair is parsed branch by branch and
        each branch compiled on first use: a check of a few files runs few of the rules' patterns, and
        analysing and compiling them all up front cost most of the rule modules' import time.
        """
        if isinstance(regex, tuple):
            self._regex, (self.pattern, self.flags) = None, regex
        else:
            self._regex, self.pattern, self.flags = regex, regex.pattern, regex.flags
        self._ready = False
        self._branches: list[_Branch] | None = None  # None: always run the whole pattern
        self._users: dict[str, list[int]] = {}  # literal -> the branches that need it
        self._literals: tuple[str, ...] = ()
        self._literal_set: frozenset[str] = frozenset()
        self._always: list[int] = []  # branches that need no literal
        self._live_none: list[_Branch] = []
        self._live_one: dict[str, list[_Branch]] = {}

    def _prepare(self) -> None:
        """Split the pattern into branches and derive the literals each needs."""
        self._ready = True
        if not isinstance(self.pattern, str):
            return
        source, flags = self.pattern, self.flags
        try:
            # NOTE: split only a pattern without groups (a branch alone would renumber them) or flags that
            # the branches would not inherit, and whose branches are all non-empty: then the leftmost match
            # of the branches is the pattern's match.
            sources = [] if flags & re.VERBOSE or _INLINE_FLAGS.search(source) else _split(source)
            subs = [_sre_parse.parse(src, flags) for src in sources] if len(sources) > 1 else []
            if subs and all(sub.state.groups == 1 for sub in subs):
                if any(sub.getwidth()[0] == 0 for sub in subs):
                    raise ValueError("a branch can match the empty string")
                self._branches = [_Branch((src, flags), sub) for src, sub in zip(sources, subs)]
            else:
                self._branches = [_Branch(self._regex or (source, flags), _sre_parse.parse(source, flags))]
        except (re.error, ValueError, RecursionError):
            self._branches = None
            if self._regex is None:
                self._regex = re.compile(self.pattern, self.flags)  # NOTE: a bad pattern fails here, on first use
            return
        # NOTE: each literal is looked for once per text, however many branches need it
        users: dict[str, list[int]] = {}
        for k, b in enumerate(self._branches):
            for s in b.needs or ():
                users.setdefault(s, []).append(k)
        self._users = users
        self._literals = tuple(users)
        self._literal_set = frozenset(users)
        _INDEX.register(users)
        self._always = [k for k, b in enumerate(self._branches) if b.needs is None]
        # NOTE: the live branches when no literal, or one, is present (most texts), built once
        self._live_none = [self._branches[k] for k in self._always]
        self._live_one = {s: [self._branches[k] for k in sorted({*self._always, *ks})] for s, ks in users.items()}

    def __repr__(self) -> str:
        return f"Prefiltered({self.pattern!r})"

    @property
    def branches(self) -> list[_Branch] | None:
        """The top-level branches run separately, or None when the whole pattern always runs."""
        if not self._ready:
            self._prepare()
        return self._branches

    @property
    def regex(self) -> re.Pattern:
        """The whole pattern, compiled."""
        if self._regex is None:
            if not self._ready:
                self._prepare()
            whole = self._branches[0] if self._branches is not None and len(self._branches) == 1 else None
            self._regex = whole.regex if whole is not None else re.compile(self.pattern, self.flags)
        return self._regex

    def _live(self, text: str, folded: str | None) -> tuple[list[_Branch] | None, str | None]:
        """The branches that can match ``text`` (None: run the whole pattern) and the folded text."""
        if not self._ready:
            self._prepare()
        if self._branches is None:
            return None, None
        if folded is None:
            folded = fold(text)
            if folded is None:
                return None, None
        if not self._literals:
            return self._live_none, folded
        present = self._present(folded)
        if not present:
            return self._live_none, folded
        if len(present) == 1:
            return self._live_one[present[0]], folded
        live = set(self._always)
        for s in present:
            live.update(self._users[s])
        return [self._branches[k] for k in sorted(live)], folded

    def possible(self, text: str, folded: str | None = None) -> bool:
        """False when no branch can match anywhere in ``text``, nor so in any part of it: every branch needs a literal
        that is absent. True does not mean that one matches."""
        live, _ = self._live(text, folded)
        return live is None or bool(live)

    def search(self, text: str, folded: str | None = None) -> re.Match | None:
        live, folded = self._live(text, folded)
        if live is None:
            return self.regex.search(text)
        best = None
        for branch in live:
            m = branch.next(text, folded, 0)
            if m is not None and (best is None or m.start() < best.start()):
                best = m  # NOTE: strict "<": at one position the earlier branch wins, as in the alternation
        return best

    def match(self, text: str, pos: int = 0) -> re.Match | None:
        """The pattern's match at ``pos``; None at once when no branch can match anywhere in ``text``."""
        live, _ = self._live(text, None)
        if live is not None and not live:
            return None
        return self.regex.match(text, pos)

    def finditer(self, text: str, folded: str | None = None):
        live, folded = self._live(text, folded)
        if live is None:
            yield from self.regex.finditer(text)
            return
        if len(live) == 1 and live[0].starts is None:
            yield from live[0].regex.finditer(text)
            return
        nxt = [b.next(text, folded, 0) for b in live]
        while True:
            best = None
            for m in nxt:
                if m is not None and (best is None or m.start() < best.start()):
                    best = m
            if best is None:
                return
            yield best
            pos = best.end()  # NOTE: no branch matches the empty string, so this advances
            for k, m in enumerate(nxt):
                if m is not None and m.start() < pos:
                    nxt[k] = live[k].next(text, folded, pos)


def compile(source: str, flags: int = 0) -> Prefiltered:
    """``re.compile`` wrapped in a :class:`Prefiltered`, compiled branch by branch as the branches are needed.

    An error in the pattern raises when it first runs. For the patterns of the package's own modules (a test
    runs every one of them); a user's pattern is compiled whole, and so checked, when its rule pack is loaded.
    """
    return Prefiltered((source, flags))


class PatternSet(_LiteralUser):
    """An ordered list of patterns, and ``live(text)``: those of them that can match ``text``, in their order.

    NOTE: a text is read by the forty patterns of a condition group, and four in five of them need a literal the text
    lacks; asking each pattern (:meth:`Prefiltered.possible`) costs more than its regex would on most short texts. The
    set maps every literal to the patterns that need it, so one look at the literals present selects the patterns to run.
    A pattern that is not a :class:`Prefiltered`, or one run whole, is always live.
    """

    def __init__(self, patterns):
        self.patterns = list(patterns)
        self._ready = False
        self._always: list[int] = []  # patterns that can match without any literal
        self._users: dict[str, list[int]] = {}  # literal -> the patterns (indices) one of whose branches needs it

    def __iter__(self):
        return iter(self.patterns)

    def __len__(self) -> int:
        return len(self.patterns)

    def _prepare(self) -> None:
        self._ready = True
        users: dict[str, list[int]] = {}
        for k, p in enumerate(self.patterns):
            branches = p.branches if isinstance(p, Prefiltered) else None
            if branches is None or p._always:
                self._always.append(k)
                continue
            for s in p._literals:
                users.setdefault(s, []).append(k)
        self._users = users
        self._literal_set = frozenset(users)

    def live(self, text: str, folded: str | None = None) -> list:
        """The patterns that can match ``text`` (each may still match nothing), in the set's order."""
        if not self._ready:
            self._prepare()
        if folded is None:
            folded = fold(text)
        if folded is None:
            return self.patterns
        present = self._present(folded)
        if not present:
            return [self.patterns[k] for k in self._always]
        live = set(self._always)
        for s in present:
            live.update(self._users[s])
        return [self.patterns[k] for k in sorted(live)]

    def search(self, text: str):
        """The first match of any of the patterns, in their order (not the leftmost); None when none matches."""
        folded = fold(text)
        for pat in self.live(text, folded):
            m = pat.search(text, folded) if isinstance(pat, Prefiltered) else pat.search(text)
            if m is not None:
                return m
        return None
