"""Shared helpers of the built-in python rules: the claims of one sentence, the text around a claim
(paragraph, table caption, section), what a claim names, and the precision of a written number.

Rules run on every claim of every file, so anything derived from the whole document (section texts,
table extents) is computed once per document and kept for the next claim of the same document.
"""

from __future__ import annotations

import bisect
import re

from claimcheck import prefilter
from claimcheck.extract import device_count
from claimcheck.model import Claim, EvidenceClass

# NOTE: "a Go port", "the Rust port of fast_float", "ported to Zig": a port of software to another language or platform, not a
# switch or NIC port
_LANGUAGES = tuple(re.escape(name) for name in (
    "Go", "Golang", "Rust", "Java", "Python", "JavaScript", "JS", "TypeScript", "Swift", "Kotlin", "Zig", "Julia", "Ruby", "PHP", "Haskell", "Scala",
    "Nim", "Lua", "Wasm", "WebAssembly", "C++", "C#", "Perl", "Dart", "Elixir", "Erlang", "OCaml", "Fortran", ".NET", "Android", "iOS",
    "Windows", "macOS"))  # NOTE: not "C" ("a USB-C port") nor "Node" ("a node port")
_NETWORK_PORT = ("".join(r"(?<!" + (r"\b" if name[0].isalnum() else "") + name + r"\s)" for name in _LANGUAGES) +
                 r"\bports?\b(?!\s+(?:of|to)\s+(?!(?:the|an?|each|every|its|their|our|one|this|that|ports?|switch\w*|NICs?|HCAs?|hosts?|servers?)\b|[0-9])"
                 r"[\w`*]|\s+(?:in|for)\s+(?:" + "|".join(_LANGUAGES) + r")(?![\w+#]))")
# Words that make a bandwidth figure a link (interconnect) figure rather than a memory or storage one.
LINK_WORDS = prefilter.compile(
    r"\bNVLink\w*|\bNVSwitch\w*|\bNVL\d+\b|\bPCI-?e\w*|\bPCI Express\b|\bInfiniBand\b|\bIB\b|\b[EHNXG]DR\b|\bEthernet\b|"
    r"\b\d+\s*G(?:b)?E\b|\bRoCE\w*|\bEFA\w*|\bNICs?\b|\bHCAs?\b|\bConnectX\S*|\bnetwork\w*|\binterconnect\w*|\binter-?node\b|"
    r"\bintra-?node\b|\bcross-?node\b|\bfabric\b|\bxGMI\b|\bXGMI\b|\bInfinity Fabric\b|\bICI\b|\bC2C\b|\blinks?\b|" + _NETWORK_PORT + r"|"
    r"\bcard[- ]to[- ]card\b|\bGPU[- ]to[- ]GPU\b|\bpeer[- ]to[- ]peer\b|\bp2p\b|\bscale-?(?:up|out)\b|\bSlingshot\b|\bOmni-?Path\b|"
    r"\bCXL\b|\bUPI\b|\bconnectivity\b|\bbisection\b|네트워크|인터커넥트|링크|연결|노드 ?간", re.I)
# Words of a network fabric, its ports and adapters (rated per port, in bits, each way)
NETWORK_PORT_WORDS = prefilter.compile(r"\bInfiniBand\b|\bIB\b|\b[EHNXG]DR\b|\bEthernet\b|\bGbE\b|\b\d+\s*G(?:b)?E\b|\bRoCE\w*|\bNICs?\b|\bHCAs?\b|"
                                       r"\bConnectX\S*|\bEFA\b|\bSlingshot\b|\bOmni-?Path\b", re.I)
# Words that make it a memory, storage or compute figure (where "which direction?" is not the question).
NON_LINK_WORDS = prefilter.compile(
    r"\bmemory\b|\bHBM\w*|\bDRAM\b|\bGDDR\w*|\bcache\b|\bSRAM\b|\bL2\b|\bdisks?\b|\bSSDs?\b|\bNVMe\b|\bstorage\b|\bfile ?systems?\b|"
    r"\bGPFS\b|\bLustre\b|\bcheckpoint\w*|\bI/O\b|\bread(?:s|ing)?\b|\bwrit(?:e|es|ing)\b|메모리|저장|스토리지", re.I)
# Metrics whose direction is fixed by their definition (nccl-tests bus/algorithm bandwidth).
DEFINED_METRICS = prefilter.compile(r"\bbusbw\b|\balgbw\b|\bbus bandwidth\b|\balgorithm bandwidth\b|\bnccl-tests\b|\b\w+_perf\b", re.I)
# In-network reduction: all-reduce bus bandwidth under it is not a wire rate.
IN_NETWORK_REDUCTION = prefilter.compile(r"\bNVLS\w*|\bSHARP\b|\bin-(?:network|switch) reduction\b|\bCollNet\b|\breduction inside the switch\b", re.I)
SUPERLINEAR = re.compile(r"super-?linear|초선형", re.I)

_NUMBER = re.compile(r"[0-9][0-9,_]*(?:\.([0-9]+))?")


class _DocIndex:
    """Per-document facts derived once: section texts and table extents."""

    def __init__(self, doc):
        self.doc = doc
        self._sections: dict[tuple, str] = {}  # (heading path, limit) -> text
        self._by_section: dict[tuple, list[str]] | None = None
        self._searches: dict[tuple, bool] = {}
        self._tables: dict[int, tuple[int, int]] = {}
        self._rows: list = []  # table row blocks in document order
        self._row_texts: dict[int, list[str]] = {}  # table -> its header and row texts
        for b in doc.blocks:
            if b.table >= 0 and b.scope.startswith("table"):
                lo, hi = self._tables.get(b.table, (b.span.start, b.span.end))
                self._tables[b.table] = (min(lo, b.span.start), max(hi, b.span.end))
                self._rows.append(b)
                self._row_texts.setdefault(b.table, []).append(b.text)
        self._row_starts = [b.span.start for b in self._rows]
        self._claims_of = None
        self._claims: list = []
        self._claim_starts: list[int] = []

    def section_text(self, section: tuple, limit: int) -> str:
        """The heading path and the blocks under it, up to the block that passes ``limit`` characters."""
        key = (section, limit)
        if key not in self._sections:
            if self._by_section is None:
                self._by_section = {}
                for b in self.doc.blocks:  # NOTE: grouped once, so each section costs its own blocks only
                    if b.scope != "front-matter":
                        self._by_section.setdefault(b.section, []).append(b.text)
            parts, size = [], 0
            for text in self._by_section.get(section, ()):
                parts.append(text)
                size += len(text)
                if size > limit:
                    break
            if section:
                parts.insert(0, " > ".join(section))
            self._sections[key] = "\n".join(parts)
        return self._sections[key]

    def table_extent(self, table: int) -> tuple[int, int] | None:
        return self._tables.get(table)

    def table_rows(self, table: int) -> str:
        """Text of every header and row of table ``table``, one per line."""
        return "\n".join(self._row_texts.get(table, ()))

    def body_rows(self, table: int) -> list:
        """The body rows (blocks) of table ``table``, in document order."""
        return [b for b in self._rows if b.table == table and b.scope == "table.row"]

    def column_cells(self, table: int, column: int) -> list:
        """The spans of column ``column`` in the body rows of table ``table``."""
        return [b.cells[column] for b in self._rows if b.table == table and b.scope == "table.row" and len(b.cells) > column]

    def cell_of(self, offset: int) -> tuple[int, int] | None:
        """(table index, column index) of the table cell holding ``offset``, or None."""
        i = bisect.bisect_right(self._row_starts, offset) - 1
        if i < 0:
            return None
        b = self._rows[i]
        if not b.span.start <= offset < b.span.end:
            return None
        for j, cell in enumerate(b.cells):
            if cell.start <= offset < max(cell.end, cell.start + 1):
                return b.table, j
        return b.table, -1

    def row_label(self, offset: int) -> str:
        """The first cell of the table row holding ``offset`` when ``offset`` is in a later cell ("" otherwise): what a
        key-value row ("| Interconnect Bandwidth | 400GB/sec |") is of."""
        i = bisect.bisect_right(self._row_starts, offset) - 1
        if i < 0:
            return ""
        b = self._rows[i]
        if not b.span.start <= offset < b.span.end or len(b.cells) < 2 or offset < b.cells[1].start:
            return ""
        return self.doc.text[b.cells[0].start:b.cells[0].end].strip(" *_`")


_CACHE: list = [None]


def doc_index(doc) -> _DocIndex:
    """The :class:`_DocIndex` of ``doc`` (one document is cached: rules see a document's claims in a row)."""
    idx = _CACHE[0]
    if idx is None or idx.doc is not doc:
        idx = _DocIndex(doc)
        _CACHE[0] = idx
    return idx


def claims_in(ctx, start: int, end: int) -> list[Claim]:
    """The document's claims whose figure starts inside ``[start, end)``, in document order."""
    idx = doc_index(ctx.doc)
    if idx._claims_of is not ctx.claims:
        # NOTE: sorted once per document, then bisected: a scan per call would be quadratic in claims.
        idx._claims_of = ctx.claims
        idx._claims = sorted(ctx.claims, key=lambda c: c.span.start)
        idx._claim_starts = [c.span.start for c in idx._claims]
    lo = bisect.bisect_left(idx._claim_starts, start)
    hi = bisect.bisect_left(idx._claim_starts, end)
    return idx._claims[lo:hi]


def sentence_claims(ctx) -> list[Claim]:
    """All claims of the current claim's sentence (a table row counts as one sentence)."""
    s = ctx.draft.sentence_span
    return claims_in(ctx, s.start, s.end)


def sentence_text(ctx) -> str:
    """The raw text of the current claim's sentence (or table row)."""
    s = ctx.draft.sentence_span
    return ctx.doc.text[s.start:s.end]


def first_hit(claim, ctx, checks):
    """Yield the first hit of ``checks``, each called as ``check(claim, ctx, sentence text, sentence claims)``."""
    sentence, claims = sentence_text(ctx), sentence_claims(ctx)
    for check in checks:
        hit = check(claim, ctx, sentence, claims)
        if hit is not None:
            yield hit
            return


def block_text(ctx) -> str:
    """The paragraph, list item, table row or code block the claim sits in."""
    return ctx.draft.block.text


def table_text(ctx) -> str:
    """Header cell, header row, row label, caption and section of a table claim ("" outside tables)."""
    cues = ctx.draft.table_cues or {}
    return "\n".join(t for key in ("header", "table", "label", "caption", "section") for t in cues.get(key, ()) if t)


def section_has(ctx, pattern, limit: int = 8000) -> bool:
    """Whether ``pattern`` occurs in the claim's section; computed once per section and pattern."""
    index = doc_index(ctx.doc)
    key = (ctx.draft.block.section, pattern.pattern, limit)
    if key not in index._searches:
        index._searches[key] = bool(pattern.search(index.section_text(ctx.draft.block.section, limit)))
    return index._searches[key]


def section_text(ctx, limit: int = 20000) -> str:
    """Text of every block under the claim's heading path (capped at about ``limit`` characters)."""
    return doc_index(ctx.doc).section_text(ctx.draft.block.section, limit)


def table_rows_text(ctx) -> str:
    """Text of every row of the claim's table, header included ("" outside tables)."""
    b = ctx.draft.block
    return doc_index(ctx.doc).table_rows(b.table) if b.table >= 0 and b.scope.startswith("table") else ""


def table_claims(ctx) -> list[Claim] | None:
    """Claims of the table the current claim belongs to, or None when it is not in a table."""
    b = ctx.draft.block
    if b.table < 0 or not b.scope.startswith("table"):
        return None
    extent = doc_index(ctx.doc).table_extent(b.table)
    if extent is None:
        return None
    return claims_in(ctx, *extent)


def first_in_column(claim: Claim, ctx, pred=None) -> bool:
    """True unless an earlier claim of the same table column (satisfying ``pred``) exists.

    Outside tables always True. A column shares its header and caption, so a finding about them is made
    once per column rather than once per cell.
    """
    idx = doc_index(ctx.doc)
    here = idx.cell_of(claim.span.start)
    if here is None:
        return True
    for other in table_claims(ctx) or ():
        if other.span.start >= claim.span.start:
            break
        if idx.cell_of(other.span.start) == here and (pred is None or pred(other)):
            return False
    return True


def block_claims(ctx) -> list[Claim]:
    """Claims of the block (paragraph, code block or log) the current claim belongs to."""
    b = ctx.draft.block.span
    return claims_in(ctx, b.start, b.end)


_REFERENCE_BEFORE = re.compile(
    r"(?:\badvertised|\btheoretical(?:ly)?|\bspec(?:ified|ification)?|\bpeak|\brated|\bline rate|\bnominal|\bdatasheet|"
    r"\bmarketed|\bwire speed|\bagainst(?: the)?|\bout of(?: the)?|\bof the|\bvs\.?|이론(?:상)?|사양|스펙)\s*(?:\w+\s+){0,2}[~≈]?\s*$", re.I)


def reference_figure(claim: Claim, ctx) -> bool:
    """True when the words just before the figure make it the reference (a peak it is compared with):
    "advertised 600GBps", "against the 450GBps spec", "out of 300GBps", "88% of the 63GBps row"."""
    rel = claim.span.start - ctx.draft.sentence_span.start
    before = ctx.doc.text[ctx.draft.sentence_span.start:ctx.draft.sentence_span.start + rel][-40:]
    return bool(_REFERENCE_BEFORE.search(before))


def cited_measurement(claim: Claim) -> bool:
    """True when the claim is measured *and* something in the text says so (not a class by default)."""
    return claim.evidence == EvidenceClass.MEASURED and bool(claim.cues)


def device_counts(ctx, text: str) -> list[int]:
    """The device counts ``text`` names ("8 GPUs", "64 nodes", "GPU 8개"), read with the knowledge's ``devices``
    pattern, the one the extractor reads a scaling claim's devices with (a user's pack extends both)."""
    pattern = ctx.lexicon.patterns.get("devices")
    if pattern is None:
        return []
    return [n for m in pattern.finditer(text) for g in m.groups() if g and (n := device_count(g)) is not None]


def half_unit(raw: str) -> float:
    """Half a unit of the last digit written in ``raw`` ("473.1" -> 0.05, "90%" -> 0.5)."""
    m = _NUMBER.search(raw or "")
    if not m or not m.group(1):
        return 0.5
    return 0.5 * 10 ** -len(m.group(1))


# NOTE: "The 4x speedup is due to the SIMD tokenizer", "This 3x gain comes from ...", "처리량의 6배 향상은 새 파이프라인 덕분이다",
# "6배 향상된 것은 ... 때문이다": a ratio named as a known gain and explained restates the ratio given before, not a new run
_HEDGE = r"(?:(?:largely|mostly|mainly|chiefly|entirely|partly|partially|primarily)\s+)?"
_GAIN_NOUN_EN = (r"[*_]*\s*(?:(?:higher|better|faster|lower|overall|end-to-end)\s+)?(?:(?:throughput|performance|speed|latency|bandwidth)\s+)?"
                 r"(?:speed-?ups?|gains?|improvements?|increases?|boosts?|jumps?|uplifts?|differences?|reductions?)\s+")
_EXPLAINED_EN = re.compile(_GAIN_NOUN_EN + r"(?:(?:is|was|are|were)\s+" + _HEDGE + r"(?:due\s+to|because|thanks\s+to|the\s+(?:result|effect)\s+of|"
                           r"down\s+to|explained\s+by|attributable\s+to|attributed\s+to|owed\s+to|caused\s+by)|"
                           r"(?:comes?|came|stems?|stemmed|results?|resulted|derives?|derived|follows?|followed)\s+" + _HEDGE + r"from)\b", re.I)
_DEFINITE_BEFORE = re.compile(r"\b(?:the|this|that|our)\s+(?:[\w-]+\s+)?[~≈]?$", re.I)
_EXPLAINED_KO = re.compile(r"[*_]*\s*(?:의\s*)?(?:(?:성능|처리량|속도|대역폭)\s*)?(?:향상|개선|증가|가속|상승|단축|감소|차이)(?:된\s*것|한\s*것)?\s*(?:은|는|이|가)\s"
                           r"[^.!?\n]{0,120}?(?:덕분|덕택|때문|결과|기인|비롯|힘입)")


def explained_gain(sentence: str, start: int, end: int) -> bool:
    """Whether the ratio at ``sentence[start:end]`` is a gain the sentence explains ("The 4x speedup is due to ...", "6배
    향상은 ... 덕분이다"): a result restated to say where it came from."""
    if _EXPLAINED_KO.match(sentence, end):
        return True
    return bool(_EXPLAINED_EN.match(sentence, end)) and bool(_DEFINITE_BEFORE.search(sentence, 0, start))


def significant_digits(raw: str) -> int:
    """The significant digits of the first number written in ``raw`` ("47.3" -> 3, "0.260" -> 3, "1,600" -> 2; 0 when
    none): trailing zeros count after a decimal point only."""
    m = _NUMBER.search(raw or "")
    if not m:
        return 0
    whole, _, frac = m.group(0).replace(",", "").replace("_", "").partition(".")
    return len((whole + frac).lstrip("0") if frac else whole.lstrip("0").rstrip("0"))


def fmt(value: float, digits: int = 3) -> str:
    """A number for a message: at most ``digits`` significant decimals, no trailing zeros."""
    if abs(value - round(value)) < 1e-9:
        return str(int(round(value)))
    text = f"{value:.{digits}f}".rstrip("0").rstrip(".")
    return text


def pct(fraction: float) -> str:
    """0.905 -> "90.5%"."""
    return f"{fmt(fraction * 100, 1)}%"


def subject_entries(kb, text: str | None):
    """Knowledge-base entries for a subject name (empty when unknown or no knowledge base)."""
    if kb is None or not text:
        return ()
    try:
        return kb.entries_for(text)
    except Exception:  # NOTE: a knowledge lookup must never stop a check.
        return ()


def find_subjects(kb, text: str):
    """Known links and devices named in ``text`` (empty without a knowledge base)."""
    if kb is None or not text:
        return []
    try:
        return kb.find_subjects(text)
    except Exception:  # NOTE: as above
        return []
