"""unit-ambiguity: a bandwidth figure whose unit or direction leaves the reader guessing.

Checks, first match wins (one finding per figure):

1. bits vs bytes against the named link: the number is the link's peak in the other unit, 8x off
   (``NDR 400 GB/s``: NDR is 400 Gb/s = 50 GB/s; ``NVLink 4 at 900 Gb/s``);
1c. a direction stated against the named link's own: its bidirectional headline called per direction
   (``NVLink 4: 900 GB/s per direction``), or its one-way rate called bidirectional (``PCIe Gen5 x16: 64 GB/s
   bidirectional``);
1d. one rate restated in the other unit that does not reconcile (``26.5 GB/s per link (53 Gbps)``, ``8x400 Gbps -> 3.2 TB/s``);
   a bytes figure that is the payload of the bits figure under a line code reconciles (``SATA 6 Gb/s (600 MB/s)``: 8b/10b
   carries 8 bits in 10; 128b/130b and 128b/132b likewise);
1e. a data rate that is a message rate beside it times the message size, in the other unit (``10240 messages/sec`` and
   ``10.000000 Mb/sec`` for 1024-byte messages: 10 MiB/s under a megabit label);
2. a network port rate written in bytes (``400GB/s`` per InfiniBand port; ports are quoted in Gb/s);
3. GT/s presented as bytes: a transfer rate called bandwidth, or a byte figure that equals the link's
   GT/s lane rate (``PCIe 5.0 x16 bandwidth is 32 GB/s``);
4. a thousands separator read as a decimal point (``1.555 GB/s`` for an A100, 1000x below its peak);
5. GiB/s and GB/s mixed in one sentence (a 7% difference that reads as a measurement gap);
6. a link figure (vendor-peak or measured) with no direction: neither per-direction nor bidirectional is
   stated in the sentence or the table header/caption ("aggregate" or "total" names a scope, not a
   direction). Bus/algorithm bandwidth (nccl-tests) and an Ethernet class ("200 GbE") are skipped: their direction is fixed
   by definition; so is memory bandwidth, named in the figure's own phrase ("3.2 TB/s peak HBM
   bandwidth"), which has no link direction. In a table the finding is made once per column, or once per row in a key-value spec table
   whose row label names the link ("| Interconnect Bandwidth | 400GB/sec |" under "| Memory Bandwidth | ... |").

Before these, for any kind: a figure whose unit the document never states (a results table with no unit in its
header, caption or section) is reported, once per table.
"""

from __future__ import annotations

import math
import re
from typing import Iterator

from claimcheck import prefilter
from claimcheck.model import EvidenceClass
from claimcheck.rules._helpers import (DEFINED_METRICS, LINK_WORDS, NETWORK_PORT_WORDS, NON_LINK_WORDS, block_claims, block_text, doc_index, first_in_column, fmt, sentence_claims,
                                       sentence_text, subject_entries, table_claims, table_text)
from claimcheck.rules.base import Hit
from claimcheck.units import parse_unit, to_base

_PER_PORT = prefilter.compile(r"\bports?\b|\bper (?:NIC|HCA|adapter|card|link)\b|\bNIC\b|\bHCA\b|\badapter\b|포트", re.I)
_SCOPE_WORDS = prefilter.compile(r"\bper node\b|\bper (?:server|instance|box|system)\b|\btotal\b|\baggregate\w*|\bcombined\b|(?<!intra-)(?<!inter-)\bnode\b|"
                          r"\bsystem\b|\bbisection\b|\bsum\b|합계|총|"
                          # a multiplier (8x, 8 x 400, x 8 ports) is a scope; a PCIe lane width (Gen5 x16, 5.0 x16) is not
                          r"\b\d+(?:[x×]|\s+[x×]\s)|(?<!pcie)(?<!pcie )(?<!gen\d)(?<!gen\d )(?<!gen \d )(?<!\d\.0 )[x×]\s*\d+\b", re.I)
_PORT_RATES = {25.0, 50.0, 100.0, 200.0, 400.0, 800.0, 1600.0, 3200.0}
_LANE = prefilter.compile(r"\blanes?\b|\bper lane\b|\bsignal\w*|\bline rate\b|\bsymbol\w*|레인", re.I)
_BANDWIDTH_WORD = prefilter.compile(r"\bbandwidth\b|\bthroughput\b|\bdata rate\b|\bspeed\b|대역폭|처리량|속도", re.I)
_UNDECLARED = prefilter.compile(
    r"\buni-?\s*(?:directional)?\s*(?:or|/|vs\.?|nor)\s*bi-?\s*-?directional\b|\bbi-?\s*(?:directional)?\s*(?:or|/|nor)\s*uni-?\s*-?directional\b|"
    r"\bwhether\b[^.]{0,40}\bdirection\w*|\bdirection\w*\b[^.]{0,20}\b(?:not|never|un)\s*(?:stated|specified|given|declared|said|known)\b|"
    r"\bomits? (?:the )?direction\b|\bwithout (?:saying|stating|giving) (?:the )?direction\b|방향(?:을|이)?\s*(?:명시|밝히|표기)(?:하)?지\s*않", re.I)
# NOTE: "pinned HtoD copies", "D->H", "for transfers in a single direction", "applies to one direction only": one way
_ONE_WAY = prefilter.compile(r"\bhost[- ]to[- ]device\b|\bdevice[- ]to[- ]host\b|\bdevice[- ]to[- ]device\b|\b[HD]2[HD]\b|\b[HD]to[HD]\b|"
                      r"\b[HD]\s?(?:->|→)\s?[HD]\b|\bingress\b|\begress\b|\b(?:TX|RX)\b|"
                      r"\bsend(?:ing)? bandwidth\b|\breceive bandwidth\b|\b(?:a\s+)?(?:single|one|either)\s+direction(?:\s+only)?\b", re.I)
# A measured collective's bandwidth is an algorithm or bus bandwidth: its direction is fixed by that definition.
_COLLECTIVE = prefilter.compile(r"\ball[-_ ]?reduce\w*|\ball[-_ ]?gather\w*|\breduce[-_ ]?scatter\w*|\ball[-_ ]?to[-_ ]?all\b|\balltoall\b|"
                         r"\bbroadcast\b|올리듀스", re.I)
_BINARY = re.compile(r"^[KMGTP]iB/s$")
_ETHERNET_CLASS = re.compile(r"(?:[0-9]\s*(?:GbE|GigE|TbE|G\s*Ethernet))$")
_DECIMAL_BYTES = re.compile(r"^[KMGTP]B/s$")
_ETHERNET_AFTER = re.compile(r"\s*(?:Ethernet|이더넷)\b")
# tools that measure one direction of a link unless told otherwise, and the words that tell them otherwise
_ONE_WAY_TOOL = re.compile(r"\biperf3?\b|\bib_(?:write|read|send)_bw\b|\bosu_bw\b|\bqperf\b|\bnetperf\b|\bsockperf\b|\bntttcp\b", re.I)
_BOTH_WAYS_RUN = re.compile(r"\bbidir\w*|\bbi-directional\b|\bosu_bibw\b|\bfull[- ]duplex\b|(?<![\w-])-b\b|--bidir|양방향", re.I)


# NOTE: "| Guest to host | 31Gbps |", "| client → server | 9.1 Gbps |" under "| Direction | ... |": a row label that names the
# two ends of a transfer states its one direction (not "1 to 8 GPUs": a range)
_FROM_TO_LABEL = re.compile(r"\W*[^\W\d][\w-]*(?:\s+[^\W\d][\w-]*)?\s+(?:to|→|->)\s+[^\W\d][\w-]*(?:\s+[^\W\d][\w-]*)?\W*", re.I)
_ENDPOINT = re.compile(r"\b(?:host|guest|vm|device|gpu|cpu|client|server|node|container|pod|nic|peer|local|remote|sender|receiver)s?\b", re.I)
_DIRECTION_AXIS = re.compile(r"\bdirection\b|\bpath\b|방향", re.I)


def _row_label_directed(claim, ctx) -> bool:
    """Whether the claim's table row label names its one direction ("Guest to host", "TX", "ingress")."""
    label = doc_index(ctx.doc).row_label(claim.span.start)
    if not label:
        return False
    if _ONE_WAY.search(label):
        return True
    return bool(_FROM_TO_LABEL.fullmatch(label)) and bool(_ENDPOINT.search(label) or _DIRECTION_AXIS.search(table_text(ctx)))


def _direction_stated(claim, ctx, sentence: str) -> bool:
    """The figure's direction is given: next to it, by the table header/caption, or by the one direction
    word of its sentence (when the sentence names only one of the two), or by a one-way transfer name."""
    if claim.quantity.direction in ("per-direction", "bidirectional"):
        return True
    pats = ctx.lexicon.patterns
    uni, bi = pats.get("direction.per-direction"), pats.get("direction.bidirectional")
    text = table_text(ctx)
    if text and any(p is not None and p.search(text) for p in (uni, bi)):
        return True
    if text and _row_label_directed(claim, ctx):
        return True
    has_uni = bool(uni is not None and uni.search(sentence)) or bool(_ONE_WAY.search(sentence))
    has_bi = bool(bi is not None and bi.search(sentence))
    return has_uni != has_bi


# Memory bandwidth (HBM, DRAM, DDR/LPDDR, caches): a device's read/write rate, with no link direction to state
_MEMORY_WORDS = prefilter.compile(r"\bmemory\b|\bHBM\w*|\bDRAM\b|\bGDDR\w*|\b(?:LP)?DDR\d\w*|\bMCDRAM\b|\bSRAM\b|\bcaches?\b|\bL[123]\b|메모리", re.I)
# what bounds the phrase a figure stands in: a list bullet, a line break, a clause mark, a dash, a bracket
_PHRASE_BOUND = re.compile(r"[\n•·;,()\[\]|]|\s[-–—]\s")


def _own_phrase(sentence: str, local: str, claim, ctx) -> str:
    """The phrase of the sentence holding the figure, cut at list bullets, line breaks and clause marks ("4.8 TB/s peak
    memory bandwidth" out of "• 4.8 TB/s peak memory bandwidth\n  • 8x ConnectX-7 NICs")."""
    rel = claim.span.start - ctx.draft.sentence_span.start
    end = rel + len(claim.text)
    cuts = [m.end() for m in _PHRASE_BOUND.finditer(sentence, 0, rel)]
    after = _PHRASE_BOUND.search(sentence, end)
    return sentence[cuts[-1] if cuts else 0: after.start() if after else len(sentence)]


def _is_link_figure(claim, ctx, sentence: str, local: str) -> bool:
    """A link (interconnect) figure, not a memory, storage or compute one: by the words next to it, then by
    its sentence, table and heading, then by the kind of the subject it names."""
    entries = subject_entries(ctx.kb, claim.subject)
    own = _own_phrase(sentence, local, claim, ctx)
    if _MEMORY_WORDS.search(own) and not LINK_WORDS.search(own):
        return False  # NOTE: "4.8 TB/s peak memory bandwidth" in a node list that names NICs next: memory has no link direction
    if LINK_WORDS.search(local):
        return not (NON_LINK_WORDS.search(local) and not entries)
    if NON_LINK_WORDS.search(local):
        return False
    context = "\n".join([sentence, table_text(ctx), " ".join(ctx.draft.block.section)])
    if LINK_WORDS.search(context) and not NON_LINK_WORDS.search(context):
        return True
    return any(e.kind == "link" for e in entries) and not NON_LINK_WORDS.search(sentence)


_OTHER_WAY = {"per-direction": "bidirectional", "bidirectional": "per-direction"}
_ALGBW = re.compile(r"\balgbw\b|\balgorithm(?:ic)? bandwidth\b", re.I)
_BUSBW = re.compile(r"\bbusbw\b|\bbus bandwidth\b", re.I)
_PEAK_WORDS = prefilter.compile(r"\bpeak\b|\bspec(?:s|ifications?|ified|ifies|sheets?)?\b|\bline rate\b|\btheoretical\b|\bof the link\b|\bwire speed\b|이론|사양", re.I)


def _quoted(sentence: str, rel: int) -> bool:
    """Whether offset ``rel`` of ``sentence`` stands inside quotation marks ('marketing pages sometimes say "400Gbps
    bidirectional"'): the document reports what another says, often to correct it."""
    return sentence.count('"', 0, rel) % 2 == 1 or sentence.count("“", 0, rel) > sentence.count("”", 0, rel)


def _near(a: float, b: float, rel: float = 0.03) -> bool:
    return b != 0 and abs(a / b - 1.0) <= rel


def check(claim, ctx, options) -> Iterator[Hit]:
    """Yield at most one finding about the unit or direction of a bandwidth figure."""
    q = claim.quantity
    if q is not None and q.dimension == "unstated":
        group = table_claims(ctx) or [claim]
        if next((c for c in group if c.quantity is not None and c.quantity.dimension == "unstated"), None) is claim:
            yield Hit(f"{claim.text}: no unit is stated for the figures of this table, in its header, caption or section; say "
                      "what they measure and in which unit (tokens/s, ms, GB/s).")  # NOTE: once per table
        return
    if q is None or q.dimension not in ("bytes/s", "bits/s", "transfers/s") or claim.kind.value != "bandwidth":
        return
    sentence = sentence_text(ctx)
    rel = claim.span.start - ctx.draft.sentence_span.start
    local = sentence[max(0, rel - 40): rel + len(claim.text) + 40]
    entries = subject_entries(ctx.kb, claim.subject)
    scoped = q.direction == "aggregate" or bool(_SCOPE_WORDS.search(local))

    # 1. bits vs bytes against the named link's peak
    if entries and q.dimension in ("bytes/s", "bits/s") and not scoped:
        plausible, swapped = False, None
        for e in entries:
            if e.dimension == "transfers/s":
                continue
            peak = _in(e, q.unit) if _unit_ok(q.unit) else 0.0
            if not peak:
                continue
            r = q.value / peak
            if 0.5 <= r <= 1.05:
                plausible = True
            elif e.dimension != q.dimension and (_near(r, 8.0) or _near(r, 1 / 8)):
                swapped = swapped or e
        if swapped is not None and not plausible:
            other = "Gb/s" if q.dimension == "bytes/s" else "GB/s"
            yield Hit(f"{claim.text} for {claim.subject}: {swapped.label} is {swapped.describe()} "
                      f"({fmt(swapped.value_in(q.unit))} {q.unit}); the figure is 8x off - {other} written as {q.unit}?")
            return

    # 1c. a direction stated against the named link's own: its bidirectional headline called per direction ("NVLink 4:
    # 900 GB/s per direction"), or its one-way rate called bidirectional ("PCIe Gen5 x16: 64 GB/s bidirectional")
    if entries and q.direction in _OTHER_WAY and q.dimension in ("bytes/s", "bits/s") and not scoped and _unit_ok(q.unit) \
            and not _quoted(sentence, rel):
        rated = [e for e in entries if e.dimension != "transfers/s" and _near(q.value, _in(e, q.unit), 0.02)]
        if rated and not any(e.direction == q.direction for e in rated):
            wrong = next((e for e in rated if e.direction == _OTHER_WAY[q.direction]), None)
            if wrong is not None:
                right = next((e for e in entries if e.direction == q.direction and e.dimension != "transfers/s" and e.per == wrong.per), None)
                stated = q.direction.replace("-", " ")
                also = f" ({fmt(_in(right, q.unit))} {q.unit} {stated})" if right is not None and _in(right, q.unit) else ""
                yield Hit(f"{claim.text} is stated {stated}, but {wrong.label}'s {fmt(wrong.value)} {wrong.unit} is "
                          f"{'the sum of both directions' if wrong.direction == 'bidirectional' else 'one direction'}{also}; "
                          f"correct the direction or the figure.")
                return

    # 1d. the same rate restated in brackets in the other unit, not reconciling ("26.5 GB/s per link (53 Gbps)": 53 Gb/s is
    # 6.6 GB/s), or a product of rates worked out in the other unit ("8x400 Gbps -> 3.2 TB/s": 3.2 Tb/s is 400 GB/s)
    # NOTE: "USB 3.0: 5 Gb/s (500 MB/s)": the payload after 8b/10b encoding, not a slip
    restated = _restated_other_unit(claim, ctx, sentence, rel)
    if restated is not None:
        yield Hit(restated)
        return

    # 1e. a data rate that is the message rate times the message size in the other unit ("10240 messages/sec" and "10.000000
    # Mb/sec" for 1024-byte messages: 10 MiB/s under a megabit label)
    mislabelled = _message_rate_mismatch(claim, ctx)
    if mislabelled is not None:
        yield Hit(mislabelled)
        return

    # 1b. algbw set against a link peak: algbw is bytes/time of the collective, not a wire rate (busbw is)
    if _ALGBW.search(local) and (entries or _PEAK_WORDS.search(sentence)) and not _BUSBW.search(local):
        yield Hit(f"{claim.text} is an algbw figure compared with a link's peak; algbw is not a link rate - compare the "
                  f"bus bandwidth (busbw = algbw x the collective's factor, 2(n-1)/n for all-reduce).")
        return

    # 2. a network port rate written in bytes
    if (q.dimension == "bytes/s" and q.unit == "GB/s" and q.value in _PORT_RATES and NETWORK_PORT_WORDS.search(sentence)
            and _PER_PORT.search(sentence) and not scoped):
        yield Hit(f"{claim.text} per port: network port rates are quoted in bits ({fmt(q.value)} Gb/s = "
                  f"{fmt(q.value / 8)} GB/s); say which unit is meant.")
        return

    # 3. GT/s presented as bytes
    if q.dimension == "transfers/s":
        same_number = any(c is not claim and c.quantity is not None and c.quantity.dimension == "bytes/s"
                          and _near(c.quantity.value, q.value, 0.01) for c in sentence_claims(ctx))
        if same_number or (_BANDWIDTH_WORD.search(local) and not _LANE.search(sentence)):
            yield Hit(f"{claim.text} is a symbol rate per lane and direction, not a byte bandwidth; give the payload "
                      f"rate in GB/s (after encoding) and its direction.")
            return
    elif entries and q.dimension == "bytes/s":
        lane = [e for e in entries if e.dimension == "transfers/s" and _near(q.value, e.value, 0.001)]
        if lane and not any(e.dimension != "transfers/s" and _unit_ok(q.unit) and 0.9 <= q.value / (_in(e, q.unit) or float("inf")) <= 1.05
                            for e in entries):
            yield Hit(f"{claim.text} equals the {lane[0].label} lane rate of {fmt(lane[0].value)} GT/s, which counts "
                      f"transfers, not bytes; the payload rate differs after encoding and lane count.")
            return

    # 4. a thousands separator read as a decimal point
    if entries and re.fullmatch(r"[0-9]{1,3}\.[0-9]{3}", _number(claim.text) or "") and _unit_ok(q.unit):
        for e in entries:
            if e.dimension != "transfers/s" and _near(q.value * 1000, _in(e, q.unit), 0.02):
                yield Hit(f"{claim.text} is 1000x below the {e.label} peak of {e.describe()}: a thousands separator "
                          f"read as a decimal point? Write {fmt(q.value * 1000)} {q.unit}.")
                return

    # 5. GiB/s next to GB/s
    rates = [c for c in sentence_claims(ctx) if c.quantity is not None and (_BINARY.match(c.quantity.unit) or _DECIMAL_BYTES.match(c.quantity.unit))]
    binary = [c for c in rates if _BINARY.match(c.quantity.unit)]
    decimal = [c for c in rates if _DECIMAL_BYTES.match(c.quantity.unit)]
    if binary and decimal and rates[0] is claim:
        yield Hit(f"{binary[0].text} (binary, 1 GiB/s = 1.074 GB/s) and {decimal[0].text} (decimal) are compared in one "
                  f"sentence; use one unit.")
        return

    # 6. no direction for a link figure
    if claim.evidence not in (EvidenceClass.VENDOR_PEAK, EvidenceClass.MEASURED) or ctx.draft.forced or q.dimension == "transfers/s":
        return
    undeclared = bool(_UNDECLARED.search(sentence))
    if not undeclared and _direction_stated(claim, ctx, sentence):
        return
    if not undeclared and (_ETHERNET_CLASS.search(claim.text) or _ETHERNET_AFTER.match(ctx.doc.text, claim.span.end)):
        return  # NOTE: "200 GbE", "100GigE", "25 Gigabit Ethernet": an Ethernet standard, whose rate is each way by its definition
    if not undeclared and claim.evidence == EvidenceClass.MEASURED:
        tools = sentence + "\n" + table_text(ctx) + "\n" + block_text(ctx)
        if _ONE_WAY_TOOL.search(tools) and not _BOTH_WAYS_RUN.search(tools):
            return  # NOTE: "iperf between two nodes measured 21.4 Gbps": the tool measures one direction unless told otherwise
    if DEFINED_METRICS.search(sentence) or DEFINED_METRICS.search(table_text(ctx)) or (
            claim.evidence == EvidenceClass.MEASURED and (_COLLECTIVE.search(sentence) or DEFINED_METRICS.search(block_text(ctx))
                                                          or any(_COLLECTIVE.search(e.text) for e in claim.conditions.get("workload", ())))):
        return  # NOTE: "`busbw` climbs ... a single node reaches 838.97GBps": a collective's result, in its paragraph or its run
    if not _is_link_figure(claim, ctx, sentence, local):
        return
    # NOTE: once per column, but in a key-value table whose row label names the link ("| Interconnect Bandwidth | 400GB/sec |"
    # under "| Memory Bandwidth | 2,039GB/sec |", "| NVLink | 600GB/s |" under a generic "| 항목 | 값 |") once per row label: the
    # rows above are other quantities
    idx = doc_index(ctx.doc)
    label = _label_key(idx.row_label(claim.span.start))
    keyed = bool(label) and bool(LINK_WORDS.search(label)) and not NON_LINK_WORDS.search(label) and (
        bool(_BANDWIDTH_WORD.search(label)) or (len(ctx.draft.block.cells) == 2 and not _column_says_what(ctx, idx, claim)))
    if not first_in_column(claim, ctx, lambda c: c.kind == claim.kind and c.quantity is not None and (
            not keyed or _label_key(idx.row_label(c.span.start)) == label)):
        return
    scope = " (an aggregate names a scope, not a direction)" if q.direction == "aggregate" else ""
    yield Hit(f"{claim.text}: no direction stated{scope}; say whether it is per direction or the bidirectional sum "
              f"(link peaks are often quoted as both-way sums, measurements usually one way).")


# what stands between a rate and its restatement: a few words, an opening bracket ("per direction (53 Gbps", "(= 400 GB/s")
_RESTATE_OPEN = re.compile(r"(?:\s+[\w-]+){0,3}[*_]*\s*\(\s*(?:i\.e\.,?\s*|=\s*|or\s+|about\s+|~|≈)?$", re.I)
# "8x400 Gbps -> 3.2 TB/s", "8 × 400 Gb/s = 3.2 TB/s": a count times a rate, then what it comes to
_PRODUCT_BEFORE = re.compile(r"(?<![\w.])((?:\d+\s*[x×*]\s*)+)$")  # NOTE: "3*8*200Gbps": a chain of counts multiplies
_COMES_TO = re.compile(r"^\s*(?:->|→|=|≈|gives|is|makes)\s*(?:about\s+|~|≈)?$", re.I)


def _bytes_per_second(q) -> float | None:
    unit = parse_unit(q.unit)
    return to_base(q.value, unit) if unit is not None and unit.dimension in ("bytes/s", "bits/s") and unit.scale else None


def _restated_other_unit(claim, ctx, sentence: str, rel: int) -> str | None:
    """A message when the rate is stated again, in bits where it is in bytes or the other way, and the two disagree; None
    when they agree or nothing restates it."""
    q = claim.quantity
    mine = _bytes_per_second(q)
    if mine is None:
        return None
    start = ctx.draft.sentence_span.start
    for other in sentence_claims(ctx):
        oq = other.quantity
        if other is claim or oq is None or oq.dimension not in ("bytes/s", "bits/s") or oq.dimension == q.dimension:
            continue
        o_rel = other.span.start - start
        theirs = _bytes_per_second(oq)
        if theirs is None or o_rel <= rel:
            continue
        between = sentence[rel + len(claim.text): o_rel]
        factor = 1
        if _COMES_TO.match(between):
            times = _PRODUCT_BEFORE.search(sentence, 0, rel)
            if times is None:
                continue
            factor = math.prod(int(n) for n in re.findall(r"\d+", times.group(1)))
        elif not _RESTATE_OPEN.fullmatch(between):
            continue
        expected = mine * factor
        if not theirs or 0.9 <= theirs / expected <= 1.1 or _line_coded(q.dimension, expected, theirs):
            return None
        slip = " - Gb and GB mixed up?" if _near(theirs / expected, 8.0, 0.1) or _near(theirs / expected, 1 / 8, 0.1) else ""
        shown = f"{factor} x {claim.text}" if factor > 1 else claim.text
        as_other = fmt(expected / to_base(1.0, parse_unit(oq.unit)), 3)
        return (f"{shown} is {as_other} {oq.unit}, not the {other.text} written beside it{slip}; state one rate in one unit "
                f"(1 GB/s = 8 Gb/s).")
    return None


# units of a count of items per second that each carry a size (a message rate, not requests or tokens)
_ITEM_RATES = ("messages/s", "records/s", "events/s", "packets/s")
# NOTE: "message size 1024 bytes", "-msg_size=1024", "--record-size 100", "1 KiB messages", "100-byte records"
_ITEM_SIZE = re.compile(
    r"\b(?:message|msg|record|payload|packet|event)[ _-]?(?:size|bytes|length|len)\b\s*(?:[:=]|\s+of|\s+is|\s+was)?\s*([0-9][0-9,]*)\s*(B|bytes?|KB|kB|KiB|k)?(?![\w.])|"
    r"(?<![\w.])([0-9][0-9,]*)\s*-?\s*(B|bytes?|KB|kB|KiB)\s+(?:messages|msgs|records|payloads|packets|events)\b", re.I)


def _item_sizes(text: str) -> set[float]:
    """The item sizes ``text`` states, in bytes ("1 KB" read both ways: 1000 and 1024)."""
    sizes: set[float] = set()
    for m in _ITEM_SIZE.finditer(text):
        number, unit = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        n = float(number.replace(",", ""))
        unit = (unit or "b").lower()
        sizes.update({n * 1000, n * 1024} if unit in ("kb", "k") else {n * 1024} if unit == "kib" else {n})
    return {x for x in sizes if x > 0}


def _message_rate_mismatch(claim, ctx) -> str | None:
    """A message when a byte or bit rate equals, in the other unit, a message rate beside it times the message size the
    block, its section or (when it states only one) the document gives: "Data throughput: 10.000000 Mb/sec" under
    "10240.00 messages/sec" with 1024-byte messages is 10 MiB/s, 83.9 Mb/s. A rate that agrees in its own unit is fine."""
    q = claim.quantity
    unit = parse_unit(q.unit) if q.unit else None
    if unit is None or not unit.scale or unit.dimension not in ("bytes/s", "bits/s") or unit.scale < 1000:
        return None
    block = ctx.draft.block
    near = block_claims(ctx) if block.scope in ("code", "log", "paragraph", "list-item") else sentence_claims(ctx)
    rates = [c for c in near if c is not claim and c.quantity is not None and c.quantity.unit in _ITEM_RATES and c.quantity.value > 0]
    if not rates:
        return None
    sizes = _item_sizes(block.text) or _item_sizes(doc_index(ctx.doc).section_text(block.section, 8000))
    if not sizes:
        whole = _item_sizes(ctx.doc.text)
        sizes = whole if len(whole) == 1 or (len(whole) == 2 and max(whole) / min(whole) == 1.024) else set()
    k = round(math.log(unit.scale, 1000))
    prefix = q.unit[0]
    bits = unit.dimension == "bits/s"
    # the figure read in the other unit: decimal and binary bytes for a bit label, bits for a byte label
    readings = ([(q.value * 1000 ** k, f"{prefix}B/s"), (q.value * 1024 ** k, f"{prefix}iB/s")] if bits
                else [(q.value * 1000 ** k / 8, f"{prefix}b/s")])
    for rate in rates:
        for size in sorted(sizes):
            true = rate.quantity.value * size  # bytes/s
            if _near(to_base(q.value, unit), true, 0.02):
                return None  # NOTE: the label agrees with the rate times the size
            for value, other in readings:
                if _near(value, true, 0.01):
                    as_labelled = true * 8 / unit.scale if bits else true / unit.scale
                    return (f"{claim.text} is {rate.text} x {fmt(size)}-byte messages = {fmt(q.value)} {other}, which is "
                            f"{fmt(as_labelled)} {q.unit}; the label says {'bits' if bits else 'bytes'}, the figure is "
                            f"{'bytes' if bits else 'bits'} - state the unit the tool computes.")
    return None


# payload per raw bit of the line codes links are specified with: 8b/10b (SATA, SAS-2, USB 3.0, PCIe 1/2), 128b/130b (PCIe 3-5,
# USB 3.1 Gen 2), 128b/132b (USB 3.2, DisplayPort 2)
_LINE_CODES = (8 / 10, 128 / 130, 128 / 132)


def _line_coded(dimension: str, mine: float, theirs: float) -> bool:
    """Whether the bytes figure of a pair is the payload the bits figure (the line rate) carries under a line code: bits / 8 x
    0.8 for 8b/10b ("6 Gb/s (600 MB/s)", "5 Gb/s (500 MB/s)"), x 128/130 or 128/132 for the newer codes. Both are in bytes per
    second; ``dimension`` is the unit of ``mine``, the figure written first."""
    line, payload = (mine, theirs) if dimension == "bits/s" else (theirs, mine)
    return any(_near(payload, line * code, 0.015) for code in _LINE_CODES)


_RATE_UNIT = re.compile(r"[KMGTP]i?B/s|[KMGTP]b(?:ps|/s)|[KMGTP]B/sec|GT/s", re.I)


def _column_says_what(ctx, idx, claim) -> bool:
    """Whether the header of the claim's column names the quantity ("| Link | Bandwidth (GB/s) |": its rows are items of one
    quantity), rather than a generic value column ("| 항목 | 값 |", "| Spec | |")."""
    here = idx.cell_of(claim.span.start)
    header = ctx.draft.block.header
    if here is None or not 0 <= here[1] < len(header):
        return False
    return bool(_BANDWIDTH_WORD.search(header[here[1]]) or _RATE_UNIT.search(header[here[1]]))


def _label_key(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


def _number(text: str) -> str | None:
    m = re.search(r"[0-9][0-9.,]*", text)
    return m.group(0) if m else None


def _in(entry, unit: str) -> float:
    """The entry's figure in ``unit`` (0.0 when the units cannot be compared)."""
    try:
        return entry.value_in(unit) or 0.0
    except ValueError:
        return 0.0


def _unit_ok(unit: str) -> bool:
    return unit not in ("GT/s", "MT/s", "TT/s")
