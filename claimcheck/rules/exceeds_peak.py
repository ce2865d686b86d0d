"""exceeds-peak: a measured bandwidth above the known peak of the link or device it names.

The same bound holds for a share of a peak above 100 % and for a size moved in a time over one named link.

Like is compared with like: a per-direction figure with the per-direction peak, a bidirectional one
with the bidirectional sum, an aggregate with an aggregate. A link figure that states no direction is
read as one direction (what bandwidth tools measure). A device named in an interconnect context
("H200 ... busbw", "8x H100 all-reduce") is compared with that device's NVLink, not its memory. A link the sentence
names only as a comparison object ("about 5 GB/s, similar to PCIe 3.0 x4") is not the figure's link.

NOTE: with in-network reduction (NVLink SHARP/NVLS, InfiniBand SHARP) nccl-tests still applies the ring
factor 2(n-1)/n, so all-reduce bus bandwidth can legitimately exceed the wire peak, up to about
peak x 2(n-1)/(n+1). NCCL runs all-reduce with NVLS by default where NVSwitch offers it, so an
all-reduce's bus bandwidth over NVLink is compared with that bound, named or not. Elsewhere (InfiniBand
SHARP, CollNet) the rule still reports a figure above the wire rate (it must be labelled as not a wire
rate) and says so in the message; option ``allow-in-network-reduction`` compares such figures with that
bound instead.
"""

from __future__ import annotations

import re
from typing import Iterator

from claimcheck import prefilter
from claimcheck.rules._helpers import (IN_NETWORK_REDUCTION, NETWORK_PORT_WORDS, block_text, find_subjects, fmt, half_unit, reference_figure, section_has,
                                       sentence_text, subject_entries, table_text)
from claimcheck.extract import COMPARISON_BASE_BEFORE, KO_PEAK_WORD, SHARE_OF_PEAK
from claimcheck.model import ClaimKind, EvidenceClass
from claimcheck.rules.base import Hit
from claimcheck.units import parse_number, parse_unit, to_base

_INTERCONNECT = prefilter.compile(
    r"NVLink|NVLS|NVSwitch|\bbusbw\b|\balgbw\b|bus bandwidth|all[-_ ]?reduce|all[-_ ]?gather|reduce[-_ ]?scatter|all[-_ ]?to[-_ ]?all|"
    r"intra-?node|\bp2p\b|peer[- ]to[- ]peer|\bNCCL\b|nccl-tests|GPU[- ]to[- ]GPU|nvbandwidth", re.I)
_MEMORY = prefilter.compile(r"\bmemory\b|\bHBM\w*|\bDRAM\b|메모리|\bSTREAM\b|\btriad\b|\bcopy kernel\b", re.I)
# NOTE: the ranks of an all-reduce, so GPUs and "8x H100", not the knowledge's `devices` (which counts nodes and
# servers too: "on 16 nodes" is 128 ranks, not 16)
_DEVICES = re.compile(r"\b(\d{1,5})\s*(?:x\s*|-)?(?:[A-Z]{1,4}\d{2,4}\w*\s+)?(?:GPUs?|ranks?|accelerators?)\b|\b(\d{1,5})\s*x\s*[A-Z]{1,4}\d{2,4}|"
                      r"GPU\s*(\d{1,5})\s*(?:개|장)", re.I)
_ON_CHIP = re.compile(r"\bregisters?\b|\bregister file\b|\bSMEM\b|\bshared memory\b|\bL[123]\b(?:\s*cache)?|(?<!KV )(?<!KV-)(?<!page )\bcaches?\b|\bSRAM\b|\bon-chip\b|"
                      r"\bTMEM\b|\btensor memory\b|레지스터|공유\s*메모리|(?<!KV )(?<!KV)캐시", re.I)  # NOTE: not a KV cache or the page cache
# NOTE: a total over a switch or a whole system, not one device's links
_SYSTEM_TOTAL = re.compile(r"bisection|이분\s*대역폭|\bsystem[- ]wide\b|\bper (?:node|server|system|rack|tray)\b|시스템 전체", re.I)


# the words that make what follows them a comparison object, not the figure's own link: "about 5 GB/s, similar to PCIe 3.0 x4"
# NOTE: and the base of a comparison ("seven times higher than PCIe Gen5", "1.6 TB/s, 12x PCIe Gen4")
_COMPARED_TO = re.compile(r"(?:\b(?:similar|comparable|equivalent|akin)\s+to|\b(?:roughly\s+|about\s+|approximately\s+|much\s+|nearly\s+)?the\s+same\s+as|"
                          + COMPARISON_BASE_BEFORE + r"|"
                          r"\bon\s+(?:a\s+)?par\s+with|(?P<like>\blike))\s+(?:(?:that|those)\s+of\s+)?(?:[A-Za-z][\w'-]*\s+){0,2}?$", re.I)


def _compared_only(claim, ctx) -> set[str]:
    """Keys of the links and devices the claim's sentence names only as a comparison object ("Thunderbolt 4 gives about
    5 GB/s, similar to PCIe 3.0 x4"): the figure is not of them. "like" counts after the figure only ("links like PCIe 5.0
    x16 reach ..." gives an example of the subject)."""
    sentence, base = sentence_text(ctx), ctx.draft.sentence_span.start
    rel_e = claim.span.end - base
    compared, plain = set(), set()
    for m in find_subjects(ctx.kb, sentence):
        c = _COMPARED_TO.search(sentence, max(0, m.start - 60), m.start)
        key = _subject_key(m.text)
        if c is not None and not (c.group("like") and m.start < rel_e):
            compared.add(key)
        else:
            plain.add(key)
    return compared - plain


def _subject_key(name: str) -> str:
    return re.sub(r"[\s._-]+", "", name).lower()


def _candidates(claim, ctx):
    """Subject names to try, nearest first: the claim's own, then its sentence (a line of output: "HDR port: 190 Gbps"
    under "EDR port: 96 Gbps" is of HDR), table, paragraph or block, and section; never a link the sentence names only
    as a comparison object."""
    seen = []
    skip = _compared_only(claim, ctx) if not ctx.draft.table_cues else set()
    if claim.subject and _subject_key(claim.subject) not in skip:
        seen.append(claim.subject)
    for text in (sentence_text(ctx), table_text(ctx), block_text(ctx) if not ctx.draft.table_cues else "", " ".join(ctx.draft.block.section)):
        for m in find_subjects(ctx.kb, text):
            if m.text not in seen and _subject_key(m.text) not in skip:
                seen.append(m.text)
    return seen


def _topic(ctx, sentence: str) -> str | None:
    """``link`` or ``memory``: what the figure measures, from its sentence and column first, then its caption."""
    cues = ctx.draft.table_cues or {}
    near = "\n".join([sentence, *cues.get("header", ()), *cues.get("table", ()), *cues.get("label", ())])
    far = "\n".join([*cues.get("caption", ()), *cues.get("section", ()), block_text(ctx) if not cues else ""])
    for text in (near, far):
        link, memory = bool(_INTERCONNECT.search(text)), bool(_MEMORY.search(text))
        if link != memory:
            return "link" if link else "memory"
    return None


def _pick(ctx, name: str, topic: str | None):
    """(subject name, entry kind) to compare with, or None when the figure's topic is unclear."""
    entries = subject_entries(ctx.kb, name)
    if not entries:
        return None
    kinds = {e.kind for e in entries}
    if topic == "link":
        if "link" in kinds:
            return name, "link"
        redirect = f"{name} NVLink"
        if any(e.kind == "link" for e in subject_entries(ctx.kb, redirect)):
            return redirect, "link"
        return None
    if topic == "memory":
        return (name, "memory") if "memory" in kinds else None
    if len(kinds) == 1:
        return name, kinds.pop()
    return None


def check(claim, ctx, options) -> Iterator[Hit]:
    """Yield a finding when a measured bandwidth is above the named link's or device's peak: a peak the knowledge
    holds first, else one the document itself states for the same link."""
    q = claim.quantity
    if q is not None and q.dimension == "percent":
        yield from _share_above_peak(claim, ctx)
        return
    if q is not None and q.dimension == "time":
        yield from _moved_too_fast(claim, ctx, options)
        return
    if claim.kind != ClaimKind.BANDWIDTH or q is None or q.dimension not in ("bytes/s", "bits/s") or reference_figure(claim, ctx) or _no_peak_bounds(claim, ctx):
        return  # NOTE: "advertised 600GBps" in a measured sentence is the peak, whatever its class
    if section_has(ctx, _LOGICAL_FIGURES):
        return  # NOTE: "Note: these are logical bandwidths; the 2-node figure counts traffic to the local rank too": no one link's rate
    hits = list(_known_peak(claim, ctx, options)) if ctx.kb is not None else []
    yield from hits or _stated_peak(claim, ctx, options)


# the whole a share after it is of, in Korean before it: "이론 대역폭의 108%", "피크 대비 104%"
_KO_PEAK_BEFORE = re.compile(KO_PEAK_WORD + r"\s*(?:[\w/]+\s*){0,2}?(?:의|대비)\s*[~≈]?\s*$")
_PEAK_HEAD = re.compile(r"\b(?:peak|theoretical|spec(?:ification)?|line[- ]rate|wire[- ]rate)\b|이론|피크", re.I)
# what may pass a wire rate's bound and says so: a bus bandwidth (in-network reduction), compressed or cached data, both
# directions summed, a superlinear effect
_BEYOND_THE_WIRE = re.compile(r"\bbusbw\b|\bbus[- ]?(?:bandwidth|bw)\b|\bNVLS\b|\bSHARP\b|in-(?:network|switch)|\bcompress\w*|\beffective\b|"
                              r"\bcach(?:e|es|ed|ing)\b|super-?linear|\bbi-?directional\b|\bboth directions\b|\bduplex\b|버스\s*대역폭|압축|캐시|양방향|초선형", re.I)


# a note that the section's figures are not a wire rate: logical or algorithm bandwidths, or counting traffic that never
# crosses the link ("these are logical bandwidths; ... counts the traffic to the local rank as well")
_LOGICAL_FIGURES = re.compile(r"\blogical\s+(?:bandwidths?|bw|throughputs?|rates?)\b|\b(?:is|are)\s+(?:the\s+)?algorithm(?:ic)?\s+bandwidths?\b|"
                              r"\b(?:counts?|includes?|including|contains?)\b[^.\n]{0,40}?\b(?:local|loopback|intra-?node|same-node)\s+"
                              r"(?:rank\s+|GPU\s+)?traffic\b|\btraffic\s+to\s+the\s+local\b|논리\s*대역폭", re.I)
# the direction the figures of an output block or a section are given in: p2pBandwidthLatencyTest's "Bidirectional
# P2P=Enabled Bandwidth Matrix (GB/s)", nvbandwidth's "device_to_device_bidirectional_memcpy_ce", "## Unidirectional results"
_BIDIRECTIONAL = re.compile(r"(?<![A-Za-z])bi-?directional(?![A-Za-z])|\bboth\s+directions\b|\bduplex\b|양방향", re.I)
_UNIDIRECTIONAL = re.compile(r"(?<![A-Za-z])uni-?directional(?![A-Za-z])|\bper[- ]direction\b|\bone[- ]way\b|\beach\s+way\b|단방향", re.I)


def _heading_direction(text: str) -> str | None:
    uni, bi = _UNIDIRECTIONAL.search(text), _BIDIRECTIONAL.search(text)
    if bool(uni) == bool(bi):
        return None  # NOTE: neither, or both ("Unidirectional and bidirectional results"): no one direction
    return "bidirectional" if bi else "per-direction"


def _direction(claim, ctx) -> str | None:
    """The figure's direction: its own, else the nearest header line above it in its output block ("Bidirectional P2P=Enabled
    Bandwidth Matrix (GB/s)" over the matrix rows), its column's header ("| Bandwidth (bidirectional) |"), or its section's
    heading ("## Bidirectional results")."""
    if claim.quantity.direction:
        return claim.quantity.direction
    block = ctx.draft.block
    if block.scope in ("code", "log"):
        for line in reversed(ctx.doc.text[block.span.start:claim.span.start].split("\n")[-60:]):
            if re.search(r"[A-Za-z]{3}", line) and (found := _heading_direction(line)):
                return found
    for head in (ctx.draft.table_cues or {}).get("header", ()):
        if found := _heading_direction(head):
            return found
    return _heading_direction(block.section[-1]) if block.section else None


def _share_above_peak(claim, ctx) -> Iterator[Hit]:
    """A share of a peak above 100 % ("108% of the theoretical PCIe bandwidth", "피크 대비 104%", a "% of peak" column
    at 103.5): an achieved rate cannot pass the bound it is a share of."""
    q = claim.quantity
    if q.low is not None or q.value - half_unit(claim.text) <= 100.0:
        return
    sentence, rel_s = sentence_text(ctx), claim.span.start - ctx.draft.sentence_span.start
    rel_e = claim.span.end - ctx.draft.sentence_span.start
    cues = ctx.draft.table_cues or {}
    if cues:
        if not any(_PEAK_HEAD.search(h) for h in cues.get("header", ())):
            return
    elif not (SHARE_OF_PEAK.match(sentence, rel_e) or _KO_PEAK_BEFORE.search(sentence, max(0, rel_s - 40), rel_s)):
        return
    if _BEYOND_THE_WIRE.search(sentence) or any(_BEYOND_THE_WIRE.search(h) for h in cues.get("header", ())):
        return
    yield Hit(f"measured {claim.text} of a peak is above the peak itself: an achieved rate cannot pass the bound it is a share of; "
              "say what the figure counts that the peak does not (both directions, cached or compressed data, bus bandwidth with "
              "in-network reduction), or check the peak it was divided by.")


# a size moved in the time after it: "copied 1237 MB in 12 ms", "a 4 GB shard took 20 ms", "4 GiB transfers within 90 us"
_SIZE_MOVED_BEFORE = re.compile(r"(?<![\w.])([0-9][0-9,]*(?:\.[0-9]+)?)\s*([KMGT]i?B|kB)\b(?:\s+[\w-]+){0,4}?\s+"
                                r"(?:in|within|takes?|took|taking|(?:is|was|were|are)\s+(?:moved|copied|sent|transferred)\s+in)\s+"
                                r"(?:just\s+|only\s+|about\s+|around\s+|roughly\s+|~|≈)?$", re.I)
# what lets one transfer use several links at once: a count of devices or links, "each", "in parallel"
_SEVERAL_LINKS = re.compile(r"\b(?:[2-9]|[1-9][0-9]+)\s*(?:[x×]\s*)?(?:[\w-]+\s+)?(?:GPUs?|links?|lanes?|NICs?|HCAs?|ports?|rails?|devices?|nodes?|"
                            r"ranks?|accelerators?|cards?|streams?)\b|\b(?:two|four|eight|dual|quad|all|every|each)\s+(?:[\w-]+\s+)?(?:GPUs?|links?|"
                            r"NICs?|ports?|rails?|devices?|nodes?|ranks?)\b|\bparallel\b|\baggregate\b|\bcompress\w*|\bbi-?directional\b|\bboth directions\b|"
                            r"\bcach(?:e|ed|ing)\b|\bpinned\b.*\bpageable\b|병렬|동시|양방향|압축", re.I)


def _moved_too_fast(claim, ctx, options) -> Iterator[Hit]:
    """A size and the time it moved in over a named link, whose quotient is above the link's one-way peak ("1237 MB in 12 ms
    over PCIe Gen5 x16" is 103 GB/s; the link carries 64 GB/s each way)."""
    q = claim.quantity
    if ctx.kb is None or q.low is not None or q.value <= 0:
        return
    sentence, rel_s = sentence_text(ctx), claim.span.start - ctx.draft.sentence_span.start
    m = _SIZE_MOVED_BEFORE.search(sentence, max(0, rel_s - 80), rel_s)
    if m is None or _SEVERAL_LINKS.search(sentence) or _COLLECTIVE.search(sentence):
        # NOTE: a collective's time across nodes is no one link's: most of what a rank moves stays inside its node
        return
    size_unit, time_unit = parse_unit(m.group(2)), parse_unit(q.unit)
    size = parse_number(m.group(1))
    if size_unit is None or time_unit is None or time_unit.dimension != "time" or not size:
        return
    # NOTE: the least the size could be and the most the time could be, as written, so rounding never fires
    slowest = (size - half_unit(m.group(1))) * size_unit.scale / ((q.value + half_unit(claim.text)) * time_unit.scale)
    found = _first_peak(claim, ctx, "link", "GB/s", "per-direction")
    if found is None or slowest <= found[1] * 1e9 * (1.0 + float(options.get("tolerance", 0.0))):
        return
    peak = found[0]
    rate = size * size_unit.scale / (q.value * time_unit.scale) / 1e9
    yield Hit(f"{m.group(1)} {m.group(2)} in {claim.text} is {fmt(rate, 1)} GB/s, above the {peak.label} peak of "
              f"{peak.describe()} (source: {_short(peak.source)}); check the size, the time and the link, or say how the "
              "transfer used more than one link.")


def _no_peak_bounds(claim, ctx) -> bool:
    """Whether no single link's or device's peak can bound the figure: a sum over several devices ("8-GPU 기준 bisection
    3.6 TB/s"), or an on-chip tier (">100 TB/s for accessing registers, ~20-30 TB/s for SMEM")."""
    sentence = sentence_text(ctx)
    if claim.quantity.direction == "aggregate" and (_SYSTEM_TOTAL.search(sentence) or (_devices(claim, sentence) or 1) > 1):
        return True
    rel_s, rel_e = claim.span.start - ctx.draft.sentence_span.start, claim.span.end - ctx.draft.sentence_span.start
    if _ON_CHIP.search(sentence, max(0, rel_s - 40), min(len(sentence), rel_e + 40)) is not None:
        return True
    # NOTE: "| Configuration | L2 Bandwidth |" over "| 132 SMs | 3,900 GB/s |": the column or the table's title names the tier
    cues = ctx.draft.table_cues or {}
    return any(_ON_CHIP.search(text) for text in (*cues.get("header", ()), *cues.get("caption", ())[:1]) if text)


# NOTE: the links a document may state a peak for, by family; a phrase can name several ("InfiniBand 400 Gb/s RDMA
# network card" is InfiniBand and RDMA)
_FAMILIES = (
    ("NVLink", re.compile(r"\bNVLink\w*|\bNVSwitch\w*", re.I)),
    ("PCIe", re.compile(r"\bPCI-?e\w*|\bPCI Express\b", re.I)),
    ("xGMI", re.compile(r"\bxGMI\b|\bInfinity Fabric\b", re.I)),
    ("InfiniBand", re.compile(r"\bInfiniBand\b|\bIB\b|\bConnectX\S*|\bCX-?\d\b|\b[NHE]DR\b|인피니밴드", re.I)),
    ("Ethernet", re.compile(r"\bEthernet\b|\b\d*\s*GbE\b|이더넷", re.I)),
    ("RDMA", re.compile(r"\bRDMA\b|\bRoCE\w*|\bNICs?\b|\bnetwork cards?\b|\bHCAs?\b|\bEFA\b", re.I)),
)
# a link's rate given for one of several ("8x 400 Gb/s NICs", "two 200 Gb/s ports"): a measurement may use them all
_MULTIPLIED = re.compile(r"(?:\b\d+\s*[x×]|\b(?:two|four|eight|dual|quad)|\d+\s*(?:개|장))\s*(?:[\w-]+\s+){0,2}$", re.I)
_COLLECTIVE = re.compile(r"\bbusbw\b|\balgbw\b|\bbus bandwidth\b|all[-_ ]?reduce|all[-_ ]?gather|reduce[-_ ]?scatter|\bcollectives?\b", re.I)


def _families_near(text: str, start: int, end: int, before: int = 50, after: int = 30) -> set[str]:
    """The link families named nearest to the figure at ``text[start:end]`` (all of them on a tie)."""
    best, found = None, set()
    for name, pattern in _FAMILIES:
        for m in pattern.finditer(text, max(0, start - before), min(len(text), end + after)):
            if start <= m.start() < end:
                d = 0  # "100GbE": the figure names it
            else:
                d = start - m.end() if m.end() <= start else m.start() - end
                if d < 0:
                    continue
            if best is None or d < best - 2:
                best, found = d, {name}
            elif abs(d - best) <= 2:
                found.add(name)
    return found


def _claim_families(claim, ctx) -> set[str]:
    """What link the measured figure is of: a note right after it ("153 GB/s (RDMA)"), its column ("RDMA bandwidth"),
    else the words nearest to it in its sentence."""
    doc_text = ctx.doc.text
    s, e = claim.span.start, claim.span.end
    note = _families_near(doc_text, s, e, before=0, after=12)
    if note:
        return note
    cues = ctx.draft.table_cues or {}
    for head in cues.get("header", ()):
        fam = {name for name, pattern in _FAMILIES if pattern.search(head)}
        if fam:
            return fam
    if cues:
        return set()
    sent = ctx.draft.sentence_span
    return _families_near(doc_text[sent.start:sent.end], s - sent.start, e - sent.start)


def _stated_peak(claim, ctx, options) -> Iterator[Hit]:
    """A measured figure above the highest peak the document states for the same link (the knowledge may not know it:
    "CX7 InfiniBand 400 Gb/s RDMA network card (~50 GB/s maximum bandwidth)" over a column of "RDMA bandwidth")."""
    q = claim.quantity
    if _COLLECTIVE.search(sentence_text(ctx) + "\n" + " ".join((ctx.draft.table_cues or {}).get("header", ()))):
        return  # NOTE: a collective's bus bandwidth sums what several NICs or links carry
    families = _claim_families(claim, ctx)
    if not families:
        return
    text = ctx.doc.text
    best = None
    direction = _direction(claim, ctx)
    for other in ctx.claims:
        oq = other.quantity
        if other.evidence != EvidenceClass.VENDOR_PEAK or oq is None or oq.dimension not in ("bytes/s", "bits/s"):
            continue
        if direction in ("bidirectional", "aggregate") and oq.direction != direction:
            continue  # NOTE: a two-way sum is compared with a stated two-way peak only
        line_start = text.rfind("\n", 0, other.span.start) + 1
        line_end = text.find("\n", other.span.end)
        line = text[line_start: line_end if line_end >= 0 else len(text)]
        # NOTE: the peak's own clause names its link ("RDMA skips the stack. Link aggregation caps at ~2.5 GB/s; RDMA hits
        # 6+ GB/s": the 2.5 GB/s is not RDMA's)
        at, to = other.span.start - line_start, other.span.end - line_start
        lo = max(line.rfind(";", 0, at), line.rfind(". ", 0, at)) + 1
        hi = min((k for k in (line.find(";", to), line.find(". ", to)) if k >= 0), default=len(line))
        if not families & _families_near(line[lo:hi], at - lo, to - lo):
            continue
        if _MULTIPLIED.search(text, max(line_start, other.span.start - 30), other.span.start):
            return  # NOTE: "8x 400 Gb/s NICs": the stated rate of this link is one of several
        unit = parse_unit(oq.unit)
        value = to_base(oq.value, unit) if unit is not None else None
        if value and (best is None or value > best[0]):
            best = (value, other)
    mine_unit = parse_unit(q.unit)
    if best is None or mine_unit is None:
        return
    limit, peak = best
    tolerance = float(options.get("tolerance", 0.0))
    if to_base(q.value - half_unit(claim.text), mine_unit) <= limit * (1.0 + tolerance):
        return
    name = "/".join(sorted(families))
    stated = peak.text
    if peak.quantity.unit != q.unit:
        stated += f" ({fmt(limit / to_base(1.0, mine_unit), 3)} {q.unit})"
    yield Hit(f"measured {claim.text} is above the {stated} the document states for the {name} link (line {peak.location.line}); "
              "say what the figure counts if it is not a wire rate (a sum over links, data forwarded over another link), "
              "or check the unit.")


def _first_peak(claim, ctx, topic: str | None, unit: str, direction: str | None):
    """(peak, its value in ``unit``, entry kind) of the nearest subject the knowledge holds a peak for (``topic``: ``link``,
    ``memory`` or None for either), a link's read per direction unless ``direction`` is given; None when there is none."""
    for name in _candidates(claim, ctx):
        picked = _pick(ctx, name, topic)
        if picked is None:
            continue
        subject, kind = picked
        try:
            peak = ctx.kb.peak_for(subject, dimension=unit, direction=direction or ("per-direction" if kind == "link" else None), kind=kind)
            limit = peak.value_in(unit) if peak is not None else None
        except ValueError:
            return None
        if limit:
            return peak, limit, kind
    return None


def _known_peak(claim, ctx, options) -> Iterator[Hit]:
    """A measured figure above the peak the knowledge holds for the link or device it names."""
    q = claim.quantity
    sentence = sentence_text(ctx)
    context = sentence + "\n" + table_text(ctx)
    direction = _direction(claim, ctx)
    found = _first_peak(claim, ctx, _topic(ctx, sentence), q.unit, direction)
    if found is None:
        return
    peak, limit, kind = found
    if kind == "link" and NETWORK_PORT_WORDS.search(peak.label) and (
            _COLLECTIVE.search(context) or any(c.text.lower() in ("busbw", "algbw") for c in claim.cues)):
        # NOTE: a collective's bus bandwidth across nodes is counted per rank, and most of what each rank moves goes over the
        # links inside its node: it is no rate of one NIC (busbw 78 GB/s over 400 Gb/s of EFA per node is a normal result)
        return
    tolerance = float(options.get("tolerance", 0.0))
    reduction = bool(IN_NETWORK_REDUCTION.search(context + "\n" + block_text(ctx)))
    bound, bound_note = limit, ""
    # NOTE: an all-reduce over NVLink with SHARP named ("from NVLink 4 non-SHARP (370GBps) to NVLink 4 SHARP (480GBps)") is NVLS,
    # whose figures are bus bandwidths
    nvlink_all_reduce = kind == "link" and "NVLink" in peak.label and (
        _all_reduce_bus(claim, ctx, context) or (reduction and bool(_ALL_REDUCE.search(context))))
    if kind == "link" and (nvlink_all_reduce or (reduction and options.get("allow-in-network-reduction"))):
        # NOTE: NCCL runs all-reduce with NVLink SHARP (NVLS) by default where NVSwitch offers it, and nccl-tests still
        # applies the ring factor, so an NVLink all-reduce's bus bandwidth reaches about peak x 2(n-1)/(n+1) whether or
        # not the text names NVLS ("On 8 GPUs, you should reach a peak busBw of ~480GB/s", nccl-tests#212)
        n = _devices(claim, context + "\n" + block_text(ctx)) or 8
        bound = limit * 2 * (n - 1) / (n + 1)
        bound_note = f" (with in-network reduction on {n} GPUs the bound is {fmt(bound, 1)} {q.unit})"
    if q.value - half_unit(claim.text) <= bound * (1.0 + tolerance):
        return
    msg = f"measured {claim.text} is above the {peak.label} peak of {peak.describe()}{bound_note} (source: {_short(peak.source)})"
    if "~" in peak.id and peak.note:  # derived by the lookup from the other direction
        msg += f"; the peak is {peak.note.split(' (')[0]}"
    if nvlink_all_reduce:
        msg += "; all-reduce bus bandwidth with NVLS is not a wire rate, but even so it cannot pass that bound - check the unit and the GPU count"
    elif reduction:
        msg += ("; the text names in-network reduction (NVLS/SHARP): all-reduce bus bandwidth is then not a wire rate - "
                "label it so and give algbw")
    elif direction is None and kind == "link":
        msg += "; a figure with no direction is read as one way - if it is a bidirectional sum, say so"
    elif kind == "link":
        msg += "; check the unit and the link it was measured on"
    yield Hit(msg + ".")


_ALL_REDUCE = re.compile(r"all[-_ ]?reduce|올리듀스", re.I)
_BUS_BANDWIDTH = re.compile(r"\bbusbw\b|\bbus[- ]?(?:bandwidth|bw)\b|버스\s*대역폭", re.I)


def _all_reduce_bus(claim, ctx, context: str) -> bool:
    """Whether the figure is an all-reduce's bus bandwidth (nccl-tests' busbw of all_reduce_perf, "all-reduce busbw")."""
    near = "\n".join((context, block_text(ctx), " ".join(ctx.draft.block.section), *(e.text for e in claim.conditions.get("workload", ()))))
    if not _ALL_REDUCE.search(near):
        return False
    return bool(_BUS_BANDWIDTH.search(near) or any(_BUS_BANDWIDTH.search(c.text) for c in claim.cues))


def _devices(claim, context: str) -> int | None:
    if claim.scaling is not None and claim.scaling.devices:
        return claim.scaling.devices
    nums = [int(g) for m in _DEVICES.finditer(context) for g in m.groups() if g]
    return max(nums) if nums else None


def _short(source: str) -> str:
    """The first citation of a peak's source ("nvidia.com/..." without the parenthesised secondary copies)."""
    return source.split(";")[0].split(" (")[0].strip()
