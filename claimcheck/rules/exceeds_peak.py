"""exceeds-peak: a measured bandwidth above the known peak of the link or device it names.

Like is compared with like: a per-direction figure with the per-direction peak, a bidirectional one
with the bidirectional sum, an aggregate with an aggregate. A link figure that states no direction is
read as one direction (what bandwidth tools measure). A device named in an interconnect context
("H200 ... busbw", "8x H100 all-reduce") is compared with that device's NVLink, not its memory.

NOTE: with in-network reduction (NVLink SHARP/NVLS, InfiniBand SHARP) nccl-tests still applies the ring
factor 2(n-1)/n, so all-reduce bus bandwidth can legitimately exceed the wire peak, up to about
peak x 2(n-1)/(n+1). By default the rule still reports it (a figure above the wire rate must be labelled
as not a wire rate) and says so in the message; option ``allow-in-network-reduction`` compares such
figures with that bound instead.
"""

from __future__ import annotations

import re
from typing import Iterator

from claimcheck import prefilter
from claimcheck.rules._helpers import (IN_NETWORK_REDUCTION, block_text, find_subjects, fmt, half_unit, reference_figure, sentence_text,
                                       subject_entries, table_text)
from claimcheck.rules.base import Hit

_INTERCONNECT = prefilter.compile(
    r"NVLink|NVLS|NVSwitch|\bbusbw\b|\balgbw\b|bus bandwidth|all[-_ ]?reduce|all[-_ ]?gather|reduce[-_ ]?scatter|all[-_ ]?to[-_ ]?all|"
    r"intra-?node|\bp2p\b|peer[- ]to[- ]peer|\bNCCL\b|nccl-tests|GPU[- ]to[- ]GPU|nvbandwidth", re.I)
_MEMORY = prefilter.compile(r"\bmemory\b|\bHBM\w*|\bDRAM\b|메모리|\bSTREAM\b|\btriad\b|\bcopy kernel\b", re.I)
# NOTE: the ranks of an all-reduce, so GPUs and "8x H100", not the knowledge's `devices` (which counts nodes and
# servers too: "on 16 nodes" is 128 ranks, not 16)
_DEVICES = re.compile(r"\b(\d{1,5})\s*(?:x\s*|-)?(?:[A-Z]{1,4}\d{2,4}\w*\s+)?(?:GPUs?|ranks?|accelerators?)\b|\b(\d{1,5})\s*x\s*[A-Z]{1,4}\d{2,4}|"
                      r"GPU\s*(\d{1,5})\s*(?:개|장)", re.I)
# NOTE: a total over a switch or a whole system, not one device's links
_SYSTEM_TOTAL = re.compile(r"bisection|이분\s*대역폭|\bsystem[- ]wide\b|\bper (?:node|server|system|rack|tray)\b|시스템 전체", re.I)


def _candidates(claim, ctx):
    """Subject names to try, nearest first: the claim's own, then its table, paragraph and section."""
    seen = []
    if claim.subject:
        seen.append(claim.subject)
    for text in (table_text(ctx), block_text(ctx) if not ctx.draft.table_cues else "", " ".join(ctx.draft.block.section)):
        for m in find_subjects(ctx.kb, text):
            if m.text not in seen:
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
    """Yield a finding when a measured bandwidth is above the named link's or device's peak."""
    q = claim.quantity
    if ctx.kb is None or q is None or q.dimension not in ("bytes/s", "bits/s") or reference_figure(claim, ctx):
        return  # NOTE: "advertised 600GBps" in a measured sentence is the peak, whatever its class
    sentence = sentence_text(ctx)
    context = sentence + "\n" + table_text(ctx)
    topic = _topic(ctx, sentence)
    if q.direction == "aggregate" and (_SYSTEM_TOTAL.search(sentence) or (_devices(claim, sentence) or 1) > 1):
        return  # NOTE: "8-GPU 기준 bisection 3.6 TB/s": a sum over several devices, not comparable with one device's peak
    for name in _candidates(claim, ctx):
        picked = _pick(ctx, name, topic)
        if picked is None:
            continue
        subject, kind = picked
        direction = q.direction or ("per-direction" if kind == "link" else None)
        try:
            peak = ctx.kb.peak_for(subject, dimension=q.unit, direction=direction, kind=kind)
            limit = peak.value_in(q.unit) if peak is not None else None
        except ValueError:
            return
        if not limit:
            continue
        break
    else:
        return
    tolerance = float(options.get("tolerance", 0.0))
    reduction = bool(IN_NETWORK_REDUCTION.search(context + "\n" + block_text(ctx)))
    bound, bound_note = limit, ""
    if reduction and options.get("allow-in-network-reduction") and kind == "link":
        n = _devices(claim, context) or 8
        bound = limit * 2 * (n - 1) / (n + 1)
        bound_note = f" (with in-network reduction on {n} GPUs the bound is {fmt(bound, 1)} {q.unit})"
    if q.value - half_unit(claim.text) <= bound * (1.0 + tolerance):
        return
    msg = f"measured {claim.text} is above the {peak.label} peak of {peak.describe()}{bound_note} (source: {_short(peak.source)})"
    if "~" in peak.id and peak.note:  # derived by the lookup from the other direction
        msg += f"; the peak is {peak.note.split(' (')[0]}"
    if reduction:
        msg += ("; the text names in-network reduction (NVLS/SHARP): all-reduce bus bandwidth is then not a wire rate - "
                "label it so and give algbw")
    elif q.direction is None and kind == "link":
        msg += "; a figure with no direction is read as one way - if it is a bidirectional sum, say so"
    elif kind == "link":
        msg += "; check the unit and the link it was measured on"
    yield Hit(msg + ".")


def _devices(claim, context: str) -> int | None:
    if claim.scaling is not None and claim.scaling.devices:
        return claim.scaling.devices
    nums = [int(g) for m in _DEVICES.finditer(context) for g in m.groups() if g]
    return max(nums) if nums else None


def _short(source: str) -> str:
    """The first citation of a peak's source ("nvidia.com/..." without the parenthesised secondary copies)."""
    return source.split(";")[0].split(" (")[0].strip()
