"""The data model: frozen records that flow sources -> extract -> classify -> rules -> report.

Nothing here imports the rest of the package. ``RunResult.to_dict()`` is the documented JSON wire
format (``--format json``, version 1); every reporter is built from these records.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field, fields
from enum import Enum
from typing import Any, Mapping


class StrEnum(str, Enum):
    """str-valued enum (``enum.StrEnum`` is 3.11+)."""

    def __str__(self) -> str:
        return self.value


class EvidenceClass(StrEnum):
    VENDOR_PEAK = "vendor-peak"
    MEASURED = "measured"
    INFERRED = "inferred"


class ClaimKind(StrEnum):
    BANDWIDTH = "bandwidth"
    LATENCY = "latency"
    SCALING = "scaling"
    THROUGHPUT = "throughput"


class Severity(StrEnum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"

    @property
    def rank(self) -> int:
        return {"error": 3, "warning": 2, "info": 1}[self.value]


GROUPS = ("workload", "system", "software")


def _set_slots(cls: type) -> tuple:
    """The slot setters of a frozen slots dataclass, one per field, for a hand-written ``__init__``.

    NOTE: the generated ``__init__`` of a frozen class assigns each field through ``object.__setattr__``;
    calling the slots' own setters does the same about twice as fast, and the readers build many spans and
    blocks. Equality, hashing, ``repr``, ``dataclasses.replace`` and the frozen ``__setattr__`` stay generated.
    """
    return tuple(getattr(cls, f.name).__set__ for f in fields(cls))


@dataclass(frozen=True, slots=True, init=False)
class Span:
    """Half-open ``[start, end)`` character offsets into ``Document.text``."""

    start: int
    end: int

    def __init__(self, start: int, end: int):
        _set_start(self, start)
        _set_end(self, end)


_set_start, _set_end = _set_slots(Span)


@dataclass(frozen=True, slots=True)
class Location:
    """1-based line and column (in characters) of a span; ``end_column`` is exclusive."""

    path: str
    line: int
    column: int
    end_line: int
    end_column: int


@dataclass(frozen=True, slots=True, init=False)
class Block:
    """A scoped piece of a document.

    scope: ``heading`` | ``paragraph`` | ``list-item`` | ``blockquote`` | ``table.header`` | ``table.row``
    | ``table.caption`` | ``code`` | ``log`` | ``front-matter``.
    ``section`` is the heading path; ``table`` is the index of the table a row belongs to (``-1`` when none);
    ``header`` holds the header cells of that table; ``cells`` the spans of the row's cells.
    """

    scope: str
    span: Span
    text: str
    section: tuple[str, ...] = ()
    table: int = -1
    header: tuple[str, ...] = ()
    cells: tuple[Span, ...] = ()
    info: str = ""  # fenced code info string (e.g. "bash")

    def __init__(self, scope: str, span: Span, text: str, section: tuple[str, ...] = (), table: int = -1,
                 header: tuple[str, ...] = (), cells: tuple[Span, ...] = (), info: str = ""):
        _set_scope(self, scope)
        _set_span(self, span)
        _set_text(self, text)
        _set_section(self, section)
        _set_table(self, table)
        _set_header(self, header)
        _set_cells(self, cells)
        _set_info(self, info)


_set_scope, _set_span, _set_text, _set_section, _set_table, _set_header, _set_cells, _set_info = _set_slots(Block)


class Document:
    """A parsed source file: its text, blocks and front matter; locates spans as lines and columns."""

    __slots__ = ("path", "text", "format", "blocks", "front_matter", "_line_starts", "warnings")

    def __init__(self, path: str, text: str, format: str, blocks=(), front_matter=None, warnings=(), line_starts=None):
        """``line_starts``, when the caller has them, are the offsets of the lines of ``text`` (0 first)."""
        self.path = path
        self.text = text
        self.format = format
        self.blocks = tuple(blocks)
        self.front_matter = dict(front_matter or {})
        self.warnings = list(warnings)
        if line_starts is None:
            line_starts = [0]
            find = text.find
            i = find("\n")
            while i != -1:
                line_starts.append(i + 1)
                i = find("\n", i + 1)
        self._line_starts = line_starts

    def line_of(self, offset: int) -> int:
        """1-based line of a character offset."""
        return bisect.bisect_right(self._line_starts, offset)

    def line_start(self, line: int) -> int:
        """Offset of the first character of 1-based ``line``."""
        return self._line_starts[max(0, min(line, len(self._line_starts)) - 1)]

    def locate(self, span: Span) -> Location:
        """Turn a span into a :class:`Location` (bisect over line starts)."""
        line = self.line_of(span.start)
        col = span.start - self._line_starts[line - 1] + 1
        end = max(span.end, span.start)
        end_line = self.line_of(max(end - 1, span.start)) if end > span.start else line
        end_col = end - self._line_starts[end_line - 1] + 1
        return Location(self.path, line, col, end_line, end_col)


@dataclass(frozen=True, slots=True)
class Quantity:
    """A figure as written (``raw``) and normalised (``value`` in ``unit``)."""

    value: float
    unit: str
    raw: str
    span: Span
    dimension: str = ""  # "bytes/s" | "bits/s" | "transfers/s" | "time" | "ratio" | "percent" | "rate" | "flops"
    direction: str | None = None  # "per-direction" | "bidirectional" | "aggregate" | None
    low: float | None = None  # lower end of a range "100~400 Gb/s"

    def to_dict(self) -> dict:
        return {"value": self.value, "unit": self.unit or None, "direction": self.direction}  # NOTE: null when unstated


@dataclass(frozen=True, slots=True)
class Scaling:
    """Devices N, speedup S and efficiency E (a fraction, 0.9 for 90%) where stated."""

    devices: int | None = None
    speedup: float | None = None
    efficiency: float | None = None
    baseline: str | None = None
    qualitative: str | None = None  # "linear", "near-linear", "superlinear"
    weak: bool = False

    def to_dict(self) -> dict:
        return {
            "devices": self.devices,
            "speedup": self.speedup,
            "efficiency": self.efficiency,
            "baseline": self.baseline,
            "qualitative": self.qualitative,
        }


@dataclass(frozen=True, slots=True)
class Evidence:
    """One cue or condition found, with the text that satisfied it."""

    label: str  # e.g. "measured:measured", "system:device-count"
    text: str
    span: Span | None = None


@dataclass(frozen=True, slots=True)
class Finding:
    """What a rule says about a claim; ``engine`` stamps id, severity and location."""

    rule: str
    severity: Severity
    message: str
    location: Location
    span: Span
    fingerprint: str = ""

    def to_dict(self) -> dict:
        return {"rule": self.rule, "severity": self.severity.value, "message": self.message}


@dataclass(frozen=True, slots=True)
class Claim:
    """One performance claim and what claimcheck concluded about it."""

    kind: ClaimKind
    span: Span
    location: Location
    text: str
    sentence: str
    evidence: EvidenceClass
    quantity: Quantity | None = None
    subject: str | None = None
    scaling: Scaling | None = None
    cues: tuple[Evidence, ...] = ()
    conditions: Mapping[str, tuple[Evidence, ...]] = field(default_factory=dict)
    missing: tuple[str, ...] = ()
    findings: tuple[Finding, ...] = ()
    source: str | None = None  # cited evidence (inline note or benchmark log row)
    scope: str = "paragraph"

    def to_dict(self) -> dict:
        loc = self.location
        out = {
            "path": loc.path,
            "line": loc.line,
            "column": loc.column,
            "end_line": loc.end_line,
            "end_column": loc.end_column,
            "text": self.text,
            "sentence": self.sentence,
            "kind": self.kind.value,
            "evidence": self.evidence.value,
            "quantity": self.quantity.to_dict() if self.quantity else None,
            "subject": self.subject,
            "scaling": self.scaling.to_dict() if self.scaling else None,
            "cues": [c.text for c in self.cues],
            "conditions": {g: [e.text for e in self.conditions.get(g, ())] for g in GROUPS},
            "missing": list(self.missing),
            "findings": [f.to_dict() for f in self.findings],
        }
        if self.source:
            out["source"] = self.source
        return out


@dataclass(frozen=True, slots=True)
class FileResult:
    """Claims of one file, sorted by position, plus non-fatal warnings about reading it."""

    path: str
    claims: tuple[Claim, ...] = ()
    warnings: tuple[str, ...] = ()
    skipped: bool = False


@dataclass(frozen=True, slots=True)
class RunResult:
    """Everything one ``check`` run found."""

    files: tuple[FileResult, ...] = ()

    @property
    def claims(self) -> list[Claim]:
        return [c for f in self.files for c in f.claims]

    def findings(self) -> list[tuple[Claim, Finding]]:
        return [(c, f) for c in self.claims for f in c.findings]

    def to_dict(self) -> dict[str, Any]:
        """The JSON wire format, version 1 (documented in the README)."""
        claims = [c.to_dict() for c in self.claims]
        return {"version": 1, "claims": claims, "summary": summarize(claims, sum(1 for f in self.files if not f.skipped))}


def summarize(claims: list[dict], files: int) -> dict:
    """The wire format's ``summary`` of a list of wire-format claims (also used after filtering them)."""
    by_ev: dict[str, int] = {}
    by_kind: dict[str, int] = {}
    sev = {"error": 0, "warning": 0, "info": 0}
    for c in claims:
        by_ev[c["evidence"]] = by_ev.get(c["evidence"], 0) + 1
        by_kind[c["kind"]] = by_kind.get(c["kind"], 0) + 1
        for f in c.get("findings", ()):
            sev[f["severity"]] = sev.get(f["severity"], 0) + 1
    return {"files": files, "claims": len(claims), "by_evidence": dict(sorted(by_ev.items())),
            "by_kind": dict(sorted(by_kind.items())), "findings": sev}


def rule_counts(claims: list[dict]) -> list[tuple[str, int]]:
    """Findings per rule of wire-format claims, most frequent first (``--statistics``)."""
    counts: dict[str, int] = {}
    for c in claims:
        for f in c.get("findings", ()):
            counts[f["rule"]] = counts.get(f["rule"], 0) + 1
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
