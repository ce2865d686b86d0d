"""Reference peaks of links and memories, and the lookup of what a sentence talks about.

``rules/knowledge/peaks.yaml`` lists the specified (vendor/standard) bandwidth of interconnects and device
memories. :class:`KnowledgeBase` loads it strictly, finds the links and devices a sentence names
(:meth:`KnowledgeBase.find_subjects`) and picks the peak a figure should be compared with
(:meth:`KnowledgeBase.peak_for`), comparing like with like: a per-direction figure with a per-direction
peak, a bits figure preferably with a bits peak, a PCIe x16 figure with the x16 total rather than one lane.

Typical use::

    kb = KnowledgeBase.default()
    for m in kb.find_subjects("NVLink4의 대역폭은 450 GB/s이다"):
        peak = kb.peak_for(m, direction="per-direction")   # 450 GB/s per direction
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Iterable, Iterator

from claimcheck import yamlio
from claimcheck.errors import RuleDefinitionError
from claimcheck.prefilter import TextCache

KINDS = ("link", "memory")
UNITS = ("GB/s", "Gb/s", "TB/s", "GT/s")
DIRECTIONS = ("per-direction", "bidirectional", "aggregate")
PERS = ("lane", "link", "port", "device")
STATUSES = ("announced", "unverified")
DIMENSIONS = ("bytes/s", "bits/s", "transfers/s")

_REQUIRED = ("id", "names", "kind", "value", "unit", "direction", "per", "source")
_OPTIONAL = ("note", "derived", "status")
_ALLOWED = _REQUIRED + _OPTIONAL
_TOP_KEYS = ("version", "peaks")
_ID_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")

# Bytes per second in one unit of each peak unit (GT/s counts symbols, not bytes).
_BYTES_PER_S = {"GB/s": 1e9, "Gb/s": 1e9 / 8, "TB/s": 1e12, "GT/s": None}
_UNIT_DIMENSION = {"GB/s": "bytes/s", "TB/s": "bytes/s", "Gb/s": "bits/s", "GT/s": "transfers/s"}
# Units accepted by Peak.value_in() and as a peak_for() dimension.
_CONVERT = {
    "B/s": 1.0, "kB/s": 1e3, "KB/s": 1e3, "MB/s": 1e6, "GB/s": 1e9, "TB/s": 1e12, "PB/s": 1e15,
    "KiB/s": 2.0**10, "MiB/s": 2.0**20, "GiB/s": 2.0**30, "TiB/s": 2.0**40,
    "b/s": 1 / 8, "kb/s": 1e3 / 8, "Kb/s": 1e3 / 8, "Mb/s": 1e6 / 8, "Gb/s": 1e9 / 8, "Tb/s": 1e12 / 8,
    "bps": 1 / 8, "Kbps": 1e3 / 8, "Mbps": 1e6 / 8, "Gbps": 1e9 / 8, "Tbps": 1e12 / 8,
    "GBps": 1e9, "TBps": 1e12, "MBps": 1e6,
}
_PHRASE = {"per-direction": "per direction", "bidirectional": "bidirectional", "aggregate": "aggregate"}
_PER_RANK = {"device": 3, "link": 2, "port": 2, "lane": 1}


def _fmt_number(value: float) -> str:
    if float(value).is_integer():
        return str(int(value))
    return f"{value:.6f}".rstrip("0").rstrip(".")


@dataclass(frozen=True, slots=True)
class Peak:
    """One reference figure: the specified bandwidth of a link or a device memory.

    ``derived`` is true when the figure is computed rather than quoted (in the file, or by
    :meth:`KnowledgeBase.peak_for` halving a bidirectional peak); ``note`` then says how.
    """

    id: str
    names: tuple[str, ...]
    kind: str
    value: float
    unit: str
    direction: str
    per: str
    source: str
    note: str | None = None
    derived: bool = False
    status: str | None = None

    @property
    def bytes_per_s(self) -> float | None:
        """The figure in bytes per second (GB/s = 1e9, Gb/s = 1e9/8, TB/s = 1e12); ``None`` for GT/s."""
        factor = _BYTES_PER_S[self.unit]
        return None if factor is None else self.value * factor

    @property
    def dimension(self) -> str:
        """``bytes/s``, ``bits/s`` or ``transfers/s``: what the unit counts."""
        return _UNIT_DIMENSION[self.unit]

    @property
    def label(self) -> str:
        """The entry's first name, e.g. ``PCIe 5.0 x16``."""
        return self.names[0]

    def describe(self) -> str:
        """The figure in words, e.g. ``64 GB/s per direction``."""
        return f"{_fmt_number(self.value)} {self.unit} {_PHRASE[self.direction]}"

    def value_in(self, unit: str) -> float | None:
        """The figure converted to ``unit`` (``GB/s``, ``Gb/s``, ``MB/s``, ``GiB/s``, ``Tb/s``...).

        ``None`` when either side counts transfers (GT/s) rather than bytes, unless both are GT/s.
        Raises :class:`ValueError` for a unit that is not a data rate.
        """
        if unit == "GT/s" or self.unit == "GT/s":
            return self.value if unit == self.unit else None
        if unit not in _CONVERT:
            raise ValueError(f"unknown rate unit {unit!r}; known: {', '.join(sorted(_CONVERT))}, GT/s")
        return self.bytes_per_s / _CONVERT[unit]


@dataclass(frozen=True, slots=True)
class SubjectMatch:
    """A mention of a known link or device in a text: ``text[start:end]`` and every entry it names.

    ``alias`` is the name from the knowledge file that matched (e.g. ``NVLink 4`` for ``NVLink4의``).
    """

    start: int
    end: int
    text: str
    entries: tuple[Peak, ...]
    alias: str = ""


# --------------------------------------------------------------------------------------------- matching
# Names are split into tokens (runs of letters, runs of digits). Where a name separates two tokens the
# text may put spaces, hyphens, dots, underscores or slashes there, or nothing ("NVLink4", "NVLink-4");
# where a name glues them only a hyphen may be added; two digit tokens keep their kind of separator
# ("5.0" is not "50"). The same tokenisation gives the canonical key a match is looked up under, so the
# regex and the index cannot disagree.
_TOKEN_RE = re.compile(r"[^\W\d_]+|\d+")
# NOTE: the text is scanned with its Unicode dashes turned into "-" (one character for one, so offsets hold):
# a character class holding them and ASCII characters costs re a 64K-entry bitmap to compile, and the
# names' regex has hundreds of such classes (a tenth of the start-up).
_DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015"
_DASH_TO_HYPHEN = str.maketrans(dict.fromkeys(_DASHES, "-"))
_SEP_ANY = r"[\s\-._/]*"
_SEP_GLUED = r"-?"
_SEP_DIGITS_DOT = r"[.,]"
_SEP_DIGITS_SPACE = r"[\s\-_]+"
# NOTE: the ASCII word classes are case-sensitive groups: under re.IGNORECASE "[A-Za-z]" also takes the Kelvin
# sign, the long s and the dotted and dotless i, which costs re a 64K-entry class for each of the hundreds of names.
_ASCII_WORD = r"(?-i:[A-Za-z0-9_])"
_LEFT = rf"(?<!{_ASCII_WORD})(?:(?<![0-9][.,])|(?![0-9]))"
# NOTE: the right edge only refuses ASCII letters/digits, so glued Korean particles ("H100은",
# "PCIe 5.0 x16으로") still end a name, while "Gen50" and "HDR10" do not contain "Gen5" / "HDR".
_RIGHT = rf"(?!{_ASCII_WORD}|[.,][0-9])"
# NOTE: bare upper-case acronyms (HDR, EDR, XDR, NDR) have other meanings outside interconnects:
# HDR imaging, XDR memory. Followed by one of these words they are not a subject.
_ACRONYM_NOT_BEFORE = (
    r"(?!\s*(?:images?|imaging|video|videos|photos?|photography|displays?|monitors?|screens?|content|"
    r"render(?:ing)?|tone|colou?rs?|gaming|movies?|tvs?|dram|memory)\b)"
)


def _tokens(text: str) -> list[tuple[str, str]]:
    """(separator before, token) pairs of ``text``; ``×`` counts as the letter x."""
    text = text.replace("×", "x")
    out = []
    pos = 0
    for m in _TOKEN_RE.finditer(text):
        out.append((text[pos:m.start()], m.group(0)))
        pos = m.end()
    return out


def _canonical_tokens(text: str) -> list[tuple[str, str, bool]]:
    """Tokens with case folded, ``generation`` -> ``gen``, a ``.0`` after an integer dropped.

    Each item is (joiner, token, glued): joiner is ``""`` (any separator or none), ``"."`` or ``" "``
    (between two digit tokens, after a dot/comma or another separator); glued is true when nothing
    separated the token from the previous one in ``text``.
    """
    out: list[tuple[str, str, bool]] = []
    for sep, tok in _tokens(text):
        tok = tok.casefold()
        if tok == "generation":
            tok = "gen"
        joiner = ""
        if out and tok.isdigit() and out[-1][1].isdigit():
            joiner = "." if ("." in sep or "," in sep) else " "
            if joiner == "." and set(tok) == {"0"}:
                continue  # "5.0" is "5"
        out.append((joiner, tok, bool(out) and sep == ""))
    return out


def _key(text: str) -> str:
    """Canonical lookup key of a name or of matched text (``PCI Express 5.0 ×16`` -> ``pcie5x16``)."""
    key = "".join(j + t for j, t, _ in _canonical_tokens(text))
    return key.replace("pciexpress", "pcie")


def _token_pattern(tok: str, nxt: str | None) -> str:
    if tok.isdigit():
        # NOTE: every integer also matches with a ".0" after it ("NVLink 4.0" for "NVLink 4").
        return re.escape(tok) + r"(?:[.,]0)?"
    if tok == "pcie":
        return r"pci(?:[\s\-]*e(?:xpress)?)"
    if tok == "gen" and not (nxt and nxt.isdigit()):
        # "4th gen NVLink" = "4th generation NVLink"; but not "Generation 5" for "Gen5".
        return r"gen(?:eration)?"
    if tok == "x" and nxt and nxt.isdigit():
        return "[x×]"
    return re.escape(tok)


def _edge_patterns(name: str) -> list[str]:
    """One regex piece per token of ``name``, each including the separator that may precede it.

    Where the name separates two tokens ("NVLink 4", "ConnectX-7") the text may use any separator or
    none ("NVLink4"); where the name glues them ("H100", "Gen5") the text may add a hyphen only, so
    "a 100%" is not an A100 and "Tensor Cores (Gen 3)" is not PCIe. After a leading word, "Gen 5" is
    also accepted for "Gen5" ("PCIe Gen 5 x16").
    """
    toks = _canonical_tokens(name)
    pieces = []
    for i, (joiner, tok, glued) in enumerate(toks):
        nxt = toks[i + 1][1] if i + 1 < len(toks) else None
        if i == 0:
            sep = ""
        elif joiner == ".":
            sep = _SEP_DIGITS_DOT
        elif joiner == " ":
            sep = _SEP_DIGITS_SPACE
        elif glued and not (tok.isdigit() and toks[i - 1][1] == "gen" and i > 1):
            sep = _SEP_GLUED
        else:
            sep = _SEP_ANY
        pieces.append(sep + _token_pattern(tok, nxt))
    return pieces


def _is_bare_acronym(name: str) -> bool:
    return bool(re.fullmatch(r"[A-Z]{2,4}", name.strip()))


class _Trie:
    """Names as a token trie, turned into one regex so the text is scanned once for all names."""

    __slots__ = ("children", "end", "acronym")

    def __init__(self):
        self.children: dict[str, _Trie] = {}
        self.end = False  # a name ends here
        self.acronym: str | None = None  # ... and it is a bare capital acronym (when no other name ends here)

    def add(self, pieces: list[str], acronym: str | None) -> None:
        node = self
        for piece in pieces:
            node = node.children.setdefault(piece, _Trie())
        if acronym and not (node.end and node.acronym is None):
            node.acronym = acronym
        elif not acronym:
            node.acronym = None
        node.end = True

    def pattern(self) -> str:
        # NOTE: continuations come before "stop here", so the regex takes the longest name first;
        # longer pieces are tried first so a token that prefixes another cannot shadow it.
        alts = [p + child.pattern() for p, child in sorted(self.children.items(), key=lambda kv: -len(kv[0]))]
        if self.end and self.acronym:
            # NOTE: a bare acronym matches in capitals only (lower-case "ndr"/"hdr" are mostly URLs and
            # file names) and not before words that give it another meaning ("HDR images").
            alts.append(f"(?<=(?-i:{re.escape(self.acronym)}))" + _RIGHT + _ACRONYM_NOT_BEFORE)
        elif self.end:
            alts.append(_RIGHT)
        return alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"


# --------------------------------------------------------------------------------------------- loading
def _fail(node, message: str, key=None, path: str | None = None, value: bool = False):
    yamlio.fail(node, message, key=key, error=RuleDefinitionError, path=path, value=value)


def _where_text(path: str | None, line: int | None) -> str:
    return f"{path}:{line}" if line is not None else str(path)


def _parse_entry(raw, path: str) -> Peak:
    for key in raw:
        if key not in _ALLOWED:
            _fail(raw, f"unknown key {key!r} in peak entry; allowed: {', '.join(_ALLOWED)}", key=key, path=path)
    missing = [k for k in _REQUIRED if k not in raw]
    if missing:
        ident = f" {raw['id']!r}" if isinstance(raw.get("id"), str) else ""
        _fail(raw, f"peak entry{ident} is missing {', '.join(missing)}", path=path)

    def text(key: str, optional: bool = False) -> str | None:
        value = raw.get(key)
        if value is None and optional:
            return None
        if not isinstance(value, str) or not value.strip():
            _fail(raw, f"{key!r} must be a non-empty string, got {type(value).__name__} {value!r}", key=key, path=path, value=True)
        return value.strip()

    def choice(key: str, allowed: tuple[str, ...], optional: bool = False) -> str | None:
        value = raw.get(key)
        if value is None and optional:
            return None
        if value not in allowed:
            _fail(raw, f"{key!r} must be one of {', '.join(allowed)}; got {value!r}", key=key, path=path, value=True)
        return value

    ident = text("id")
    if not _ID_RE.match(ident):
        _fail(raw, f"'id' must be kebab-case (lower-case letters, digits, single hyphens); got {ident!r}",
              key="id", path=path)
    names = raw["names"]
    if not isinstance(names, list) or not names:
        _fail(raw, f"'names' must be a non-empty list of strings; got {type(names).__name__}", key="names", path=path, value=True)
    for i, name in enumerate(names):
        if not isinstance(name, str) or not _tokens(name):
            where = names if isinstance(names, yamlio.LocList) else raw
            _fail(where, f"'names' item {i + 1} must be a string with letters or digits; got {name!r}",
                  key=i if where is names else "names", path=path)
    value = raw["value"]
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value > 0:
        _fail(raw, f"'value' must be a positive number; got {type(value).__name__} {value!r}", key="value", path=path, value=True)
    derived = raw.get("derived", False)
    if not isinstance(derived, bool):
        _fail(raw, f"'derived' must be true or false; got {derived!r}", key="derived", path=path, value=True)
    return Peak(
        id=ident,
        names=tuple(n.strip() for n in names),
        kind=choice("kind", KINDS),
        value=float(value),
        unit=choice("unit", UNITS),
        direction=choice("direction", DIRECTIONS),
        per=choice("per", PERS),
        source=text("source"),
        note=text("note", optional=True),
        derived=derived,
        status=choice("status", STATUSES, optional=True),
    )


def _conflicts(a: Peak, b: Peak) -> bool:
    """Two entries sharing a name contradict each other when they describe the same quantity differently."""
    if (a.kind, a.direction, a.per, a.dimension == "transfers/s") != (b.kind, b.direction, b.per, b.dimension == "transfers/s"):
        return False
    va = a.bytes_per_s if a.bytes_per_s is not None else a.value
    vb = b.bytes_per_s if b.bytes_per_s is not None else b.value
    return abs(va - vb) > 0.005 * max(va, vb)


def _derive(peak: Peak, direction: str) -> Peak:
    """``peak`` re-expressed in the other direction of a full-duplex link (half or double)."""
    if direction == "per-direction":
        value, how = peak.value / 2, "half of"
    else:
        value, how = peak.value * 2, "twice"
    note = f"{how} {peak.describe()} ({peak.id}): a full-duplex link carries the same rate each way"
    return replace(peak, id=f"{peak.id}~{direction}", value=round(value, 9), direction=direction,
                   derived=True, note=note)


def _dimension_of(dimension: str) -> str:
    if dimension in DIMENSIONS:
        return dimension
    if dimension in _UNIT_DIMENSION:
        return _UNIT_DIMENSION[dimension]
    if dimension in _CONVERT:
        return "bits/s" if dimension.endswith(("b/s", "bps")) else "bytes/s"
    raise ValueError(f"unknown dimension {dimension!r}; use one of {', '.join(DIMENSIONS)} or a rate unit")


class KnowledgeBase:
    """The peaks of known links and memories, indexed by name.

    Build one with :meth:`load` (strict, errors at ``file:line:col``) or :meth:`default` (the shipped file).
    """

    def __init__(self, peaks: Iterable[Peak]):
        """Index ``peaks`` (already validated). Raises :class:`ValueError` on a duplicate id."""
        self._peaks: tuple[Peak, ...] = tuple(peaks)
        self._by_id: dict[str, Peak] = {}
        self._order: dict[str, int] = {}
        self._by_key: dict[str, tuple[Peak, ...]] = {}
        self._alias: dict[str, str] = {}
        for i, peak in enumerate(self._peaks):
            if peak.id in self._by_id:
                raise ValueError(f"duplicate peak id {peak.id!r}")
            self._by_id[peak.id] = peak
            self._order[peak.id] = i
            for name in peak.names:
                key = _key(name)
                have = self._by_key.get(key, ())
                if peak not in have:
                    self._by_key[key] = have + (peak,)
                self._alias.setdefault(key, name)
        self._regex: re.Pattern[str] | None = None
        self._subjects = TextCache(256)  # NOTE: text -> its mentions; a sentence is asked about per claim and per rule

    # ------------------------------------------------------------------ construction
    @classmethod
    def load(cls, paths: Iterable[Path | str] | Path | str) -> "KnowledgeBase":
        """Load and validate one or more peaks files.

        Raises :class:`RuleDefinitionError` at ``file:line:col`` for invalid YAML, an unknown or missing key,
        a wrong type or enum value (allowed values listed), a duplicate id (naming both places), or a name
        shared by two entries that describe the same quantity with different figures.
        """
        if isinstance(paths, (str, Path)):
            paths = [paths]
        peaks: list[Peak] = []
        first_seen: dict[str, tuple[str, int | None]] = {}
        name_owner: dict[str, list[tuple[Peak, str, int | None]]] = {}
        for path in paths:
            path = Path(path)
            if path.is_dir():
                raise RuleDefinitionError("is a directory; expected a peaks YAML file", str(path))
            doc = yamlio.load(path, error=RuleDefinitionError)
            where = str(path)
            entries = cls._entries_of(doc, where)
            for i, raw in enumerate(entries):
                if not isinstance(raw, dict):
                    _fail(entries, f"peak entry {i + 1} must be a mapping with keys {', '.join(_REQUIRED)}; "
                                   f"got {type(raw).__name__}", key=i, path=where)
                peak = _parse_entry(raw, where)
                line, _ = yamlio.where(raw, "id")
                if peak.id in first_seen:
                    other_path, other_line = first_seen[peak.id]
                    _fail(raw, f"duplicate peak id {peak.id!r}; first defined at {_where_text(other_path, other_line)}",
                          key="id", path=where)
                first_seen[peak.id] = (where, line)
                names = raw["names"]
                for j, name in enumerate(peak.names):
                    key = _key(name)
                    for other, other_path, other_line in name_owner.get(key, ()):
                        if other.id != peak.id and _conflicts(other, peak):
                            node, at = (names, j) if isinstance(names, yamlio.LocList) else (raw, "names")
                            _fail(node, (f"name {name!r} of {peak.id!r} ({peak.describe()} per {peak.per}) also names "
                                         f"{other.id!r} ({other.describe()} per {other.per}) at "
                                         f"{_where_text(other_path, other_line)}; entries may share a name only when "
                                         f"they differ in kind, direction, per or unit dimension"),
                                  key=at, path=where)
                    name_owner.setdefault(key, []).append((peak, where, line))
                peaks.append(peak)
        return cls(peaks)

    @staticmethod
    def _entries_of(doc, where: str) -> list:
        if not isinstance(doc, dict):
            raise RuleDefinitionError(
                "a peaks file must be a mapping with 'version: 1' and a 'peaks' list",
                where, *(yamlio.where(doc) if doc is not None else (None, None)))
        for key in doc:
            if key not in _TOP_KEYS:
                _fail(doc, f"unknown top-level key {key!r}; allowed: {', '.join(_TOP_KEYS)}", key=key, path=where)
        if doc.get("version") != 1:
            _fail(doc, f"'version' must be 1; got {doc.get('version')!r}", key="version" if "version" in doc else None,
                  path=where)
        entries = doc.get("peaks")
        if not isinstance(entries, list):
            _fail(doc, "'peaks' must be a list of peak entries", key="peaks" if "peaks" in doc else None, path=where)
        return entries

    @classmethod
    def default(cls) -> "KnowledgeBase":
        """The built-in knowledge (``rules/knowledge/peaks.yaml``), loaded once per process."""
        return _default()

    # ------------------------------------------------------------------ access
    def all_peaks(self) -> tuple[Peak, ...]:
        """Every entry, in file order."""
        return self._peaks

    def get(self, id: str) -> Peak | None:  # noqa: A002 - the field is called id
        """The entry with this id, or ``None``."""
        return self._by_id.get(id)

    def __len__(self) -> int:
        return len(self._peaks)

    def __iter__(self) -> Iterator[Peak]:
        return iter(self._peaks)

    def __contains__(self, id: object) -> bool:
        return id in self._by_id

    # ------------------------------------------------------------------ subjects
    def _matcher(self) -> re.Pattern[str]:
        if self._regex is None:
            trie = _Trie()
            for peak in self._peaks:
                for name in peak.names:
                    trie.add(_edge_patterns(name), acronym=name.strip() if _is_bare_acronym(name) else None)
            body = "|".join(p + child.pattern() for p, child in sorted(trie.children.items(), key=lambda kv: -len(kv[0])))
            self._regex = re.compile(f"{_LEFT}(?:{body})", re.IGNORECASE)
        return self._regex

    def find_subjects(self, text: str) -> list[SubjectMatch]:
        """Every mention of a known link or device in ``text``, left to right, non-overlapping, longest first.

        Case, spacing, hyphens and dots are ignored ("NVLink4", "NVLink-4", "PCIe Gen 5 x16"); a match never
        starts or ends inside an ASCII word ("Gen50" holds no "Gen5") but may be followed by Korean particles.
        """
        cached = self._subjects.get(text)
        if cached is not None:
            return list(cached)
        out = []
        scan = text.translate(_DASH_TO_HYPHEN) if any(d in text for d in _DASHES) else text
        for m in self._matcher().finditer(scan):
            found = text[m.start():m.end()]
            key = _key(found)
            entries = self._by_key.get(key)
            if entries:  # NOTE: always true by construction; guarded so a regex/key mismatch cannot crash a run
                out.append(SubjectMatch(m.start(), m.end(), found, entries, self._alias[key]))
        self._subjects.put(text, text, tuple(out))
        return out

    def entries_for(self, subject: "str | SubjectMatch") -> tuple[Peak, ...]:
        """Entries a subject names: a :class:`SubjectMatch`, an exact name, or the longest name inside a string."""
        if isinstance(subject, SubjectMatch):
            return subject.entries
        exact = self._by_key.get(_key(subject))
        if exact:
            return exact
        matches = self.find_subjects(subject)
        if not matches:
            return ()
        return max(matches, key=lambda m: m.end - m.start).entries

    def peak_for(self, subject: "str | SubjectMatch", *, dimension: str = "bytes/s", direction: str | None = None,
                 kind: str | None = None) -> Peak | None:
        """The peak a figure about ``subject`` should be compared with, or ``None`` when nothing comparable is known.

        ``dimension`` is what the figure counts (``bytes/s``, ``bits/s``, ``transfers/s``, or a unit such as
        ``Gb/s``); byte and bit figures are comparable, transfers only with GT/s. ``direction`` is the figure's:

        * ``per-direction`` / ``bidirectional``: an entry of that direction first; else a link peak of the other
          direction halved / doubled (a derived Peak whose note says so); else an aggregate as an upper bound.
        * ``aggregate``: aggregate entries, else a bidirectional total; never a per-direction port rate.
        * ``None``: the headline as sources quote it (bidirectional before aggregate before per-direction).

        Ties go to per-device totals over links and lanes (``PCIe 5.0 x16`` -> the x16 figure), shipping over
        announced or unverified entries, quoted over derived figures, the figure's unit family (Gb/s peaks for a
        bits figure), then file order. ``kind`` (``link``/``memory``) restricts the entries considered.
        """
        if direction is not None and direction not in DIRECTIONS:
            raise ValueError(f"unknown direction {direction!r}; use one of {', '.join(DIRECTIONS)} or None")
        if kind is not None and kind not in KINDS:
            raise ValueError(f"unknown kind {kind!r}; use one of {', '.join(KINDS)} or None")
        want = _dimension_of(dimension)
        best: tuple | None = None
        best_peak: Peak | None = None
        for entry in self.entries_for(subject):
            if kind is not None and entry.kind != kind:
                continue
            if (entry.dimension == "transfers/s") != (want == "transfers/s"):
                continue
            option = self._option(entry, direction)
            if option is None:
                continue
            peak, dir_score = option
            score = (
                dir_score,
                _PER_RANK[entry.per],
                entry.status is None,
                not entry.derived,
                entry.dimension == want,
                -self._order.get(entry.id, 0),
            )
            if best is None or score > best:
                best, best_peak = score, peak
        return best_peak

    @staticmethod
    def _option(entry: Peak, direction: str | None) -> tuple[Peak, int] | None:
        if direction is None:
            return entry, {"bidirectional": 3, "aggregate": 2, "per-direction": 1}[entry.direction]
        if entry.direction == direction:
            return entry, 3
        if direction == "aggregate":
            # NOTE: a per-GPU "bidirectional" sum is what people call aggregate NVLink bandwidth; a per-port
            # rate is not comparable with a sum over ports, so it is never offered for an aggregate figure.
            return (entry, 1) if entry.direction == "bidirectional" else None
        if entry.direction == "aggregate":
            return entry, 1  # an upper bound for either direction of the same device
        if entry.kind == "link":
            return _derive(entry, direction), 2
        return None


@functools.lru_cache(maxsize=1)
def _default() -> KnowledgeBase:
    from claimcheck.resources import data_path

    return KnowledgeBase.load([data_path("rules", "knowledge", "peaks.yaml")])
