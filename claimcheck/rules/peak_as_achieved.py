"""peak-as-achieved: a vendor-peak figure used as if it were achieved performance.

Four shapes, each reported once per sentence:

1. a time predicted from a link rate ("at 200Gbps this will take 0.64 s", "H100 @ 450GBps: 16/450 =
   0.035 s"): the rate is a line rate, transfers reach 80-90 % of it at best, and the direction, the
   protocol and the collective's traffic pattern are ignored;
2. a speed ratio computed from two specifications ("NVLink is ~7x faster than PCIe", "the all-reduce
   becomes ~18x slower across nodes" right after quoting 900 GB/s and 50 GB/s): the ratio of two peaks
   is not the ratio of what the two paths deliver;
3. a predicted aggregate that is a peak times a device count ("400 Gb/s per node, so 64 nodes will reach
   25.6 Tb/s");
4. a "measured" figure that is exactly the named link's peak (nothing measures the line rate);
5. a predicted share of a link worked out from its peak ("Over NVLink at 600 GB/s, it is 5% of available bandwidth"): the
   load is set against the specification, not against what the link delivers.

A figure that is given as a bound ("at least", "at best", "lower bound", "이론상") is not reported.
"""

from __future__ import annotations

import re
from typing import Iterator

from claimcheck import prefilter
from claimcheck.model import EvidenceClass
from claimcheck.rules._helpers import (LINK_WORDS, cited_measurement, claims_in, find_subjects, fmt, reference_figure, first_hit,
                                       subject_entries)
from claimcheck.rules.base import Hit
from claimcheck.units import SIZE_OVER_TIME, parse_unit

_RATE_FIG = re.compile(r"(?<![\w.])([0-9][0-9,]*(?:\.[0-9]+)?)\s*(GB/s|GBps|Gb/s|Gbps|TB/s|TBps|Tb/s|Tbps|MB/s|MBps)", re.I)
_TIME_FIG = re.compile(r"(?<![\w.])[0-9][0-9,]*(?:\.[0-9]+)?\s*(?:ms|msecs?|secs?|seconds?|s|us|µs|usecs?|mins?|minutes|초|밀리초)(?![A-Za-z0-9/])", re.I)
_ARITH = prefilter.compile(r"=|[0-9]\s*/\s*[0-9]|\b(?:will|would|it'?ll)\s+(?:take|finish|need)\b|걸릴|소요될", re.I)
# Words of moving data in a time: a latency quoted next to a rate ("130 ns port-to-port") is not a transfer time.
_TRANSFER = prefilter.compile(r"\b(?:take|takes|took|taking|finish\w*|complete\w*|need\w*|send\w*|move\w*|transfer\w*|cross\w*|"
                       r"reduce\w*|gather\w*|sync\w*|exchange\w*)\b|[0-9]\s*/\s*[0-9]|=|걸리|걸릴|걸린|소요|보내|전송", re.I)
# A predicted result, as opposed to arithmetic on specifications ("18 links x 53.125 GB/s = 956.25 GB/s").
_ACHIEVE = prefilter.compile(r"\b(?:will|would|should|could|reach\w*|achiev\w*|get|gets|deliver\w*|give[sn]?|attain\w*|expect\w*|"
                      r"sustain\w*)\b|도달|달성|얻|낼 수|예상", re.I)
_BOUND = prefilter.compile(r"\bat least\b|\bat best\b|\bno less than\b|\bno faster than\b|\blower bound\b|\bupper bound\b|\bbest[- ]case\b|"
                    r"\bin theory\b|\btheoretical(?:ly)?\b|\bideal(?:ly)?\b|\bminimum\b|이론상|이론적|최소|최선의 경우", re.I)
_SPEC = prefilter.compile(r"\btheoretical\w*|\bspec(?:s|ifications?|ified|ifies|sheets?)?\b|\bpeak\b|\bline rate\b|\bwire (?:speed|rate)\b|\brated\b|\bdatasheet\b|\bup to\b|"
                   r"\bnominal\b|\badvertis\w+|\bmax(?:imum)?\b|\bheadline\b|이론|사양|최대|스펙|정격", re.I)
_COMPARE = prefilter.compile(r"\bthan\b|\bvs\.?\b|\bversus\b|\bcompared (?:to|with)\b|\brelative to\b|\bover\b|보다|대비|에 비해", re.I)
_MEASURED_CUE = prefilter.compile(r"\bmeasured\b|\bbenchmark\w*|\bwe (?:got|get|see|saw|observed)\b|\bobserved\b|측정|실측", re.I)

_DESCRIPTOR_AFTER = re.compile(r"\s*(?:[\w-]+\s+)?(?:NDR|HDR|XDR|EDR|InfiniBand|IB|Ethernet|RoCE\w*|EFA|NICs?|HCAs?|links?|ports?|network|fabric|"
                               r"NVLink\w*|PCIe\w*)(?![A-Za-z0-9])", re.I)
_DESCRIPTOR_BEFORE = re.compile(r"\b(?:over|via|through|across|on|with)\s+(?:an?\s+|the\s+|one\s+|its\s+)?$", re.I)
_SCALE_CACHE: dict[str, tuple[str, float] | None] = {}


def _base(q) -> tuple[str, float] | None:
    """(family, value in base units) of a rate or throughput figure: bytes/s for bits and bytes alike."""
    if q is None:
        return None
    if q.unit not in _SCALE_CACHE:
        u = parse_unit(q.unit)
        if u is None or u.dimension not in ("bytes/s", "bits/s", "flops", "rate"):
            _SCALE_CACHE[q.unit] = None
        else:
            scale = u.scale / 8 if u.dimension == "bits/s" else u.scale
            family = "bytes/s" if u.dimension in ("bytes/s", "bits/s") else u.dimension + ":" + (u.unit if u.dimension == "rate" else "")
            _SCALE_CACHE[q.unit] = (family, scale)
    got = _SCALE_CACHE[q.unit]
    return None if got is None else (got[0], q.value * got[1])


def _is_time(c) -> bool:
    return c.quantity is not None and c.quantity.dimension == "time"


def _is_rate(c) -> bool:
    return c.quantity is not None and c.quantity.dimension in ("bytes/s", "bits/s")


_SIZE = re.compile(r"(?<![\w.])([0-9]+(?:\.[0-9]+)?)\s*(KB|MB|GB|TB|KiB|MiB|GiB|TiB|Kb|Mb|Gb|Tb)(?![A-Za-z0-9/])")
_SIZE_SCALE = {"KB": 1e3, "MB": 1e6, "GB": 1e9, "TB": 1e12, "KiB": 2.0**10, "MiB": 2.0**20, "GiB": 2.0**30, "TiB": 2.0**40,
               "Kb": 1e3 / 8, "Mb": 1e6 / 8, "Gb": 1e9 / 8, "Tb": 1e12 / 8}


# a rate worked out as a size over a time ("1200 GB / 300 s = 4.00 GB/s", "8 GiB in 2.1 s ≈ 3.8 GiB/s")
_RATE_FROM_SIZE_TIME = re.compile(SIZE_OVER_TIME + r"[0-9][0-9.,]*\s*[KMGT]i?B(?:/s|ps)\b")


def _size_over_rate(sentence: str, rates, times) -> bool:
    """True when a stated time equals a stated size divided by a stated rate (or twice that, as all-reduce
    moves the data twice): the time was computed from the rate, not measured."""
    sizes = [float(m.group(1)) * _SIZE_SCALE[m.group(2)] for m in _SIZE.finditer(sentence)]
    for r in rates:
        b = _base(r.quantity)
        if b is None or b[0] != "bytes/s" or b[1] <= 0:
            continue
        for t in times:
            u = parse_unit(t.quantity.unit)
            if u is None or u.dimension != "time":
                continue
            seconds = t.quantity.value * u.scale
            for size in sizes:
                for factor in (1.0, 2.0):
                    if seconds > 0 and abs(size * factor / b[1] / seconds - 1.0) <= 0.1:
                        return True
    return False


def _predicted_time(claim, ctx, sentence: str, claims) -> Hit | None:
    """Shape 1: a time computed from a link rate in the same sentence."""
    rates = [c for c in claims if _is_rate(c) and not cited_measurement(c)]
    written = None if rates else _RATE_FIG.search(sentence)
    if not rates and written is None:
        return None
    if any(cited_measurement(c) and (_is_time(c) or _is_rate(c)) for c in claims) or _MEASURED_CUE.search(sentence):
        return None
    times = [c for c in claims if _is_time(c) and c.evidence != EvidenceClass.MEASURED or _is_time(c) and not c.cues]
    if not times and not _TIME_FIG.search(sentence):
        return None
    if times:
        predicted = (ctx.draft.arithmetic or _size_over_rate(sentence, rates, times)
                     or any(c.evidence == EvidenceClass.INFERRED for c in times) and bool(_TRANSFER.search(sentence)))
    else:  # the time was not read as a claim (inside code, no time word): the arithmetic must be visible
        predicted = bool(_ARITH.search(sentence))
    if not predicted:
        return None
    if _BOUND.search(sentence) or _RATE_FROM_SIZE_TIME.search(sentence):
        return None  # NOTE: "1200 GB / 300 s = 4.00 GB/s": the rate worked out from a size and the time a run took, not the other way
    # NOTE: the finding goes on the peak that was misused; on the predicted time when the rate is no claim.
    rate_at = rates[0].span.start if rates else ctx.draft.sentence_span.start + written.start()
    after = [t for t in times if t.span.start > rate_at]
    anchor = rates[0] if rates else after[0] if after else times[0] if times else None
    if anchor is not claim:
        return None
    time = (after or times or [None])[0]
    time_text = time.text if time is not None else (_TIME_FIG.search(sentence[rate_at - ctx.draft.sentence_span.start:]) or
                                                    _TIME_FIG.search(sentence)).group(0)
    rate = rates[0].text if rates else written.group(0)
    return Hit(f"{time_text} is computed from the {rate} rate as if it were achieved; transfers reach 80-90 % of a line "
               f"rate at best (protocol overhead, direction, the collective's traffic) - measure it, or present the time "
               f"as a lower bound.")


def _scaled_peak(claim, ctx, sentence: str, claims) -> Hit | None:
    """A predicted aggregate that is a peak multiplied by a device count ("400 Gb/s per node, 64 nodes will
    reach 25.6 Tb/s"): the peak, assumed achieved on every device at once."""
    if not _is_rate(claim) or cited_measurement(claim) or _BOUND.search(sentence):
        return None
    mine = _base(claim.quantity)
    if mine is None:
        return None
    for other in claims:
        if other is claim or not _is_rate(other) or other.evidence != EvidenceClass.INFERRED or other.span.start < claim.span.start:
            continue
        theirs = _base(other.quantity)
        if theirs is None or mine[1] <= 0:
            continue
        k = theirs[1] / mine[1]
        if (k >= 2 and abs(k - round(k)) <= 0.01 * k and re.search(rf"(?<![\d.]){int(round(k))}(?![\d.])", sentence)
                and _ACHIEVE.search(sentence)):
            return Hit(f"{other.text} is {claim.text} times {int(round(k))}: a peak assumed to be achieved by every device "
                       f"at once; aggregate bandwidth has to be measured (contention, topology, the collective's traffic).")
    return None


def _window_figures(claim, ctx):
    """Rate and throughput figures in the sentence and in up to two blocks before it in the same section."""
    blocks = ctx.doc.blocks
    i = ctx.draft.block_index
    start = ctx.draft.sentence_span.start
    j = i
    while j > 0 and i - j < 2 and blocks[j - 1].section == blocks[i].section:
        j -= 1
        start = blocks[j].span.start
    return [c for c in claims_in(ctx, start, ctx.draft.sentence_span.end) if c is not claim]


def _ratio_of_specs(claim, ctx, sentence: str, claims) -> Hit | None:
    """Shape 2: a speed ratio that is the ratio of two specification figures or of two links' peaks."""
    q = claim.quantity
    if q is None or q.dimension != "ratio" or cited_measurement(claim) or _BOUND.search(sentence):
        return None
    if ctx.draft.table_cues:
        return None  # NOTE: a ratio column of a spec table is arithmetic on specs, not a claim of speed
    lo, hi = (q.low if q.low is not None else q.value), q.value
    lo, hi = lo * 0.88, hi * 1.12
    figures = []
    for c in _window_figures(claim, ctx):
        if c.evidence == EvidenceClass.MEASURED and (c.cues or (c.quantity is not None and c.quantity.dimension == "rate")):
            continue  # NOTE: "2 GPUs: 4,300 tokens/sec, 8 GPUs: 15,570 tokens/sec": a rate of work is a run's, no datasheet's
        if c.evidence == EvidenceClass.INFERRED:
            continue  # NOTE: "expected to go from 9 tok/s to 22 tok/s": a projection is no specification figure
        b = _base(c.quantity)
        if b is not None:
            figures.append((c, b))
    for a, (fa, va) in figures:
        for b, (fb, vb) in figures:
            if a is not b and fa == fb and vb > 0 and lo <= va / vb <= hi:
                return Hit(f"{claim.text} is the ratio of two specification figures ({a.text} / {b.text} = "
                           f"{fmt(va / vb, 1)}); peaks are not what either path delivers - compare measured figures.")
    # named links on both sides: their peaks' ratio
    text = sentence
    prev = ctx.doc.text[max(ctx.draft.block.span.start, ctx.draft.sentence_span.start - 300): ctx.draft.sentence_span.start]
    names = []
    for m in find_subjects(ctx.kb, prev + " " + text):
        links = [e for e in m.entries if e.kind == "link" and e.dimension != "transfers/s"]
        if links and all(m.entries != n[1] for n in names):
            names.append((m.text, m.entries))
    for i, (na, _) in enumerate(names):
        for nb, _ in names[i + 1:]:
            pa = _peak(ctx, na)
            pb = _peak(ctx, nb)
            if pa and pb:
                r = max(pa[0], pb[0]) / min(pa[0], pb[0])
                if lo <= r <= hi:
                    big, small = (pa, pb) if pa[0] >= pb[0] else (pb, pa)
                    return Hit(f"{claim.text} is the ratio of two peaks ({big[1]} / {small[1]} = {fmt(r, 1)}); "
                               f"what the two links deliver differs from their specifications - compare measured figures.")
    # a comparison with a link on each side and no measurement
    m = _COMPARE.search(sentence)
    if m and claim.evidence != EvidenceClass.MEASURED:
        left, right = sentence[:m.start()], sentence[m.end():]
        if (LINK_WORDS.search(left) or _RATE_FIG.search(left)) and (LINK_WORDS.search(right) or _RATE_FIG.search(right)):
            return Hit(f"{claim.text} compares two links by their specifications, not by a measurement; the ratio of "
                       f"peaks is not the ratio of delivered bandwidth.")
    return None


def _peak(ctx, name: str):
    try:
        p = ctx.kb.peak_for(name, direction="per-direction", kind="link")
    except ValueError:
        return None
    if p is None or p.value_in("GB/s") is None:
        return None
    return p.value_in("GB/s"), f"{p.label} {p.describe()}"


def _measured_peak(claim, ctx, sentence: str, claims) -> Hit | None:
    """Shape 3: a measured figure that is exactly the named link's specified peak."""
    q = claim.quantity
    if not _is_rate(claim) or not cited_measurement(claim) or _SPEC.search(sentence) or reference_figure(claim, ctx):
        return None
    rel = claim.span.start - ctx.draft.sentence_span.start
    if _DESCRIPTOR_AFTER.match(sentence[rel + len(claim.text):]) or _DESCRIPTOR_BEFORE.search(sentence[:rel]):
        return None  # "over 400 Gb/s NDR": the figure names the link the measurement ran on
    entries = list(subject_entries(ctx.kb, claim.subject))
    for m in find_subjects(ctx.kb, sentence):
        entries.extend(e for e in m.entries if e not in entries)
    for e in entries:
        if e.dimension == "transfers/s":
            continue
        try:
            v = e.value_in(q.unit)
        except ValueError:
            continue
        if v and abs(q.value - v) <= 0.005 * v:
            return Hit(f"measured {claim.text} is exactly the {e.label} peak of {e.describe()}; measurements reach "
                       f"80-90 % of a line rate - is this the specification figure?")
    return None


# what a share is of: the link's bandwidth or capacity ("5% of available bandwidth", "4% of the link", "a tenth of its capacity")
_SHARE_OF_LINK = re.compile(r"\s*of\s+(?:the\s+|its\s+|our\s+|this\s+|that\s+)?(?:(?:available|total|usable|full|nominal|raw|link|peak|"
                            r"theoretical|maximum|max|NVLink|PCIe|network|fabric)\s+){0,2}(?:bandwidth|capacity|link|line[- ]rate|throughput)\b", re.I)


def _share_of_peak(claim, ctx, sentence: str, claims) -> Hit | None:
    """Shape 5: an inferred share of a link worked out from a peak quoted in its sentence or just before it ("Over NVLink
    at 600 GB/s bidirectional, it is 5% of available bandwidth")."""
    q = claim.quantity
    if q is None or q.dimension != "percent" or claim.evidence != EvidenceClass.INFERRED or _BOUND.search(sentence):
        return None
    rel_e = claim.span.end - ctx.draft.sentence_span.start
    if not _SHARE_OF_LINK.match(sentence, rel_e):
        return None
    peak = next((c for c in _window_figures(claim, ctx) if _is_rate(c) and c.evidence == EvidenceClass.VENDOR_PEAK), None)
    if peak is None:
        return None
    return Hit(f"{claim.text} is a share of {peak.text}, a peak: the link delivers less than its specification, so the share of "
               f"what it really carries is larger - work it out from a measured bandwidth.")


def check(claim, ctx, options) -> Iterator[Hit]:
    """Yield one finding when the claim uses a peak as achieved performance."""
    yield from first_hit(claim, ctx, (_predicted_time, _scaled_peak, _ratio_of_specs, _measured_peak, _share_of_peak))
