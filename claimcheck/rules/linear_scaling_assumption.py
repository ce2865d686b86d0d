"""linear-scaling-assumption: N devices (or N times the bandwidth) assumed to give N times the speed.

The phrasings below are matched in the claim's sentence: a count of devices followed by the same
number as a speedup ("8 GPUs, so 8x the throughput", "8개의 가속기로 8배", "8분의 1"), doubling one side and
doubling (or halving) the other ("the speed would double", "twice the nodes, half the time"), and
linear or perfect scaling stated as a fact ("scales linearly", "increases the bandwidth linearly",
"선형 확장"). A sentence whose figures are all backed by a cited measurement is not an assumption and is
not reported; the finding is made once per sentence, on its first unmeasured claim. A table whose caption or heading
says its figures assume linear scaling ("Throughput per node count (assuming linear)") is reported once, on its first
claim.
"""

from __future__ import annotations

import re
from typing import Iterator

from claimcheck import prefilter
from claimcheck.extract import DATA_SIZE_AXIS, DEVICE_WORDS
from claimcheck.rules._helpers import block_claims, block_text, cited_measurement, sentence_claims, sentence_text, table_claims
from claimcheck.rules.base import Hit

_N = r"(?<![\w.,])([2-9]|[1-9][0-9]{1,4})"
_DEV = r"(?:GPUs?|accelerators?|devices?|cards?|chips?|nodes?|workers?|ranks?|servers?|machines?|NICs?|links?|HCAs?)"
_DEV_KO = r"(?:GPU|가속기|노드|장치|카드|서버|링크)"
_SPEED_KO = r"(?:성능|속도|처리량|빠르|빨라|향상|가속|단축|대역폭)"
_TIMES_KO = r"(?:배|분의\s*1(?![\d.]))"  # "8배", "8분의 1로 줄어든다" (one eighth of the time)
_NOT_LINEAR = r"(?<!super)(?<!super-)(?<!sub)(?<!sub-)(?<!non-)(?<!non)"

PATTERNS = [prefilter.compile(p, re.I) for p in (
    # a device count and the same number as a speedup
    _N + r"\s*(?:x\s*)?(?:[A-Z]{1,4}\d{2,4}\w*\s+)?" + _DEV + r"\b[^.;]{0,80}?(?<![\d.,])\1(?:\.0+)?\s*(?:x|×|times)\b(?!\s*[A-Z]{1,4}\d)",
    _N + r"(?:\.0+)?\s*(?:x|×|times)\s+(?:the\s+|more\s+|higher\s+|faster\s+)?(?:\w+\s+){0,3}?(?:with|on|using|from|across|by)\s+\1\s*(?:x\s*)?" + _DEV + r"\b",
    _N + r"\s*(?:배|개|대)(?:의|로|를)?\s*[^.]{0,20}?" + _DEV_KO + r"[^.]{0,60}?(?<![\d.,])\1\s*" + _TIMES_KO,
    _DEV_KO + r"[^.]{0,30}?" + _N + r"\s*(?:배|개|대)(?=[^.]{0,60}?" + _SPEED_KO + r")[^.]{0,60}?(?<![\d.,])\1\s*" + _TIMES_KO,
    # doubling one side doubles (or halves) the other
    r"\b(?:double|doubling|doubles|twice|2x)\s+(?:the\s+)?(?:number of\s+)?(?:GPUs|nodes|accelerators|devices|links|NICs|"
    r"bandwidth|link speed|network speed|(?:inter|intra)-?node (?:bandwidth|speed|network))\b[^.;]{0,80}?\b(?:double[sd]?|twice|halve[sd]?|half|2x)\b",
    r"\b(?:speed|throughput|bandwidth|performance)\s+(?:would|will|should)\s+(?:double|triple|quadruple)\b",
    r"\b(?:would|will|should|could)\s+(?:roughly\s+|about\s+|approximately\s+|nearly\s+|almost\s+|effectively\s+)?(?:double|triple|quadruple|halve)\s+"
    r"(?:the\s+)?(?:[\w-]+\s+)?(?:speed|throughput|bandwidth|performance)\b",
    # "with fewer GPUs you will simply wait proportionally longer": the time taken in proportion to the devices
    r"\b(?:fewer|more)\s+" + _DEV + r"\b[^.;]{0,60}?\bproportionally\s+(?:longer|shorter|faster|slower|more|less)\b",
    r"\b(?:replicas?|" + _DEV + r")\b[^.;]{0,60}?\bproportional\s+(?:gains?|increases?|speed-?ups?|improvements?|growth)\b",
    r"(?:두\s*배|2\s*배)로?\s*(?:늘리|증가|높이)[^.]{0,40}?(?:두\s*배|2\s*배|절반|반으로)",
    # linear or perfect scaling stated as a fact
    r"\b(?:increase|grow|decrease|drop|reduce|scale|improve|rise|fall|shrink)(?:s|d|es|ed|ing)?\s+(?:[\w-]+\s+){0,4}?" + _NOT_LINEAR + r"linearly\b",
    r"\b" + _NOT_LINEAR + r"linearly\s+(?:with|in)\s+(?:the\s+)?(?:number|count|#)\b",
    r"\b" + _NOT_LINEAR + r"linear(?:ly)?\s+(?:speed-?ups?|scaling|scalability|increase|decrease|gains?)\b",
    r"\bperfect(?:ly)?\s+(?:linear\s+)?scal\w*|\bscal\w*\s+perfectly\b",
    r"\b(?:proportional(?:ly)?|in proportion)\s+to\s+(?:the\s+)?(?:number|count)\s+of\s+" + _DEV,
    r"(?<!초)선형(?:적으로|으로|적인|인)?\s*(?:확장|증가|감소|비례|향상|늘어|줄어|빨라|가속|스케일링)",
    _DEV_KO + r"\s*(?:의\s*)?(?:수|개수|대수)에\s*(?:정)?비례",
)]


_NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
                 "twelve": 12, "sixteen": 16, "twenty": 20, "thirty-two": 32, "sixty-four": 64, "두": 2, "네": 4, "여덟": 8}
_NUMBER_WORD = re.compile(r"\b(?:" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True)) + r")\b(?=\s)", re.I)


# "difficult to achieve linear speedup", "does not scale linearly": the phrase is denied, not assumed.
_NEGATED = re.compile(r"\b(?:not|never|no|cannot|can't|won't|doesn't|don't|isn't|aren't|rarely|seldom|unlikely|impossible|"
                      r"difficult|hard|fails? to|far from|instead of|rather than|(?:better|more\s+efficient(?:ly)?|faster)\s+than)\b|않|못|어렵", re.I)


def _digits(text: str) -> str:
    """Spelled-out counts as digits ("eight GPUs" -> "8 GPUs"), so one pattern reads both."""
    return _NUMBER_WORD.sub(lambda m: str(_NUMBER_WORDS[m.group(0).lower()]).ljust(len(m.group(0))), text)


_LOAD_AXIS = re.compile(r"\b(?:concurrency|concurrent (?:requests|users|clients)|threads|clients|connections|users|QPS|request rate)\b|"
                        r"동시\s*(?:요청|사용자|연결|처리)|스레드|"
                        # NOTE: "scales linearly with operational intensity", "linear speedup to the compression ratio": linear in a
                        # property of the work, not in the devices it runs on
                        r"\blinear(?:ly)?\b[^.;]{0,30}?\b(?:with|to|in)\s+(?:the\s+)?(?:operational|arithmetic|compute|compression|sequence|context|"
                        r"batch|message|payload|problem|input|model|data|tensor|matrix)\b", re.I)


# a table's caption or heading saying its figures assume linear scaling ("Multi-node throughput (assuming linear)")
_LINEAR_FRAME = re.compile(r"\b(?:assum\w*|if)\s+(?:perfect(?:ly)?\s+|ideal(?:ly)?\s+)?linear(?:\s+scaling)?\b|\blinear(?:\s+scaling)?\s+assumed\b|"
                           r"선형\s*(?:확장|스케일링)?\s*(?:을|를)?\s*가정", re.I)


def check(claim, ctx, options) -> Iterator[Hit]:
    """Yield a finding when the claim's sentence assumes that speed grows in proportion to resources."""
    if cited_measurement(claim):
        return
    others = [c for c in sentence_claims(ctx) if not cited_measurement(c)]
    if others and others[0] is not claim:
        return  # NOTE: one finding per sentence, on its first unmeasured claim
    cues = ctx.draft.table_cues
    if cues:
        framed = _LINEAR_FRAME.search(" ".join([*cues.get("caption", ()), *cues.get("section", [""])[-1:]]))
        if framed:
            rows = table_claims(ctx) or [claim]
            if rows[0] is claim:  # NOTE: once per table, on its first claim
                yield Hit(f"the table is worked out '{framed.group(0).strip()}': N times the devices taken to give N times the speed; "
                          f"communication and synchronisation grow with the device count - measure the scaling and state the efficiency.")
            return
    sentence = _digits(sentence_text(ctx))
    hit = _device_ratio(sentence, others) or (_one_device_multiplied(sentence, _digits(block_text(ctx))) if claim.evidence.value != "measured" else None)
    if hit is not None:
        yield hit
        return
    if (_LOAD_AXIS.search(sentence) or DATA_SIZE_AXIS.search(sentence)) and not DEVICE_WORDS.search(sentence):
        # NOTE: "scales well with increased concurrency up to 32 threads": load on one system, not N devices; "Linear scaling:
        # 10x data = ~10x time": a cost that grows with the data read
        return
    # NOTE: "TTFT가 요청 순서에 따라 선형으로 증가": a time growing linearly with the load or the size, no devices multiplied
    time_only = claim.kind.value == "latency" and not DEVICE_WORDS.search(sentence) and not _DEVICE_KO.search(sentence)
    efficiency = any(c.scaling is not None and c.scaling.efficiency is not None and c.evidence.value == "measured" for c in sentence_claims(ctx))
    folded = prefilter.fold(sentence)
    for pat in PATTERNS:
        m = pat.search(sentence, folded)
        if m and pat is PATTERNS[0] and _PORT_SUM.search(m.group(0)) and _RATE_OPERAND.match(sentence, m.end()):
            continue  # NOTE: "4 HCAs: 4 x 200 Gb/s gives 800 Gb/s": the ports' rated speeds summed to the aggregate rating
        if m and time_only and _LINEAR_WORD.search(m.group(0)):
            continue
        if m and _IDEAL_BEFORE.search(sentence, max(0, m.start() - 12), m.start()) and any(
                c.evidence.value == "measured" for c in block_claims(ctx) if c is not claim):
            continue  # NOTE: "Ideal linear scaling on four servers would be 10 minutes" beside the 11 minutes measured: a yardstick
        if m and efficiency and _HEDGED_LINEAR.search(sentence, max(0, m.start() - 12), m.start() + 1):
            continue  # NOTE: "near-linear scaling at 96% efficiency": the word describes the efficiency measured beside it
        if m and _HEDGED_LINEAR.search(sentence, max(0, m.start() - 12), m.start() + 1) and _measured_scaling_in_block(claim, ctx):
            # NOTE: "The runtime offers nearly linear scaling. ... we measured 91% efficiency from 32 to 256 GPUs.": a topic
            # sentence the measured scaling of its paragraph bears out, not an assumption (a bare "linear" still is one)
            continue
        if m and not _NEGATED.search(sentence[max(0, m.start() - 40):m.start()]):
            phrase = re.sub(r"\s+", " ", m.group(0)).strip()
            yield Hit(f"'{phrase}' assumes that N times the devices or bandwidth give N times the speed; communication, "
                      f"synchronisation and serial work do not shrink that way - measure the scaling and state the efficiency.")
            return
    sc = claim.scaling  # NOTE: no wording matched: the figures themselves
    if sc is not None and sc.devices and sc.devices > 1 and sc.speedup and not sc.baseline and claim.evidence.value != "measured" \
            and abs(sc.speedup - sc.devices) <= 0.005 * sc.devices:
        # NOTE: "so 8x to 16x faster depending on whether 8 or 16 GPUs were used": a speedup that is its device count, unmeasured
        yield Hit(f"{claim.text} on {sc.devices} devices is exactly the device count: it assumes perfect scaling; communication "
                  f"and synchronisation grow with the device count - measure the speedup and state the efficiency.")
        return


def _measured_scaling_in_block(claim, ctx) -> bool:
    """Whether another claim of the claim's paragraph is a measured scaling (an efficiency, a speedup on a device count, or
    "we achieved near-linear scaling from 128 to 1024 GPUs")."""
    return any(c is not claim and c.evidence.value == "measured" and c.kind.value == "scaling" for c in block_claims(ctx))


_DEVICE_KO = re.compile(r"GPU|NPU|TPU|" + _DEV_KO)
_IDEAL_BEFORE = re.compile(r"\b(?:ideal|perfect|theoretical)\s+$", re.I)
_LINEAR_WORD = re.compile(r"linear|선형", re.I)
_HEDGED_LINEAR = re.compile(r"\b(?:near|nearly|almost|close to)[- ]l|거의\s*선|선형에\s*가까", re.I)


# a count of network ports times one port's rate: the rated aggregate, a capacity; not a speed assumed of N devices
_PORT_SUM = re.compile(r"\b(?:NICs?|links?|HCAs?)\b", re.I)
_RATE_OPERAND = re.compile(r"\s*\d[\d.,]*\s*(?:[KMGTP]?(?:bps|b/s|B/s|bit/s)|GT/s)", re.I)


_FROM_TO = re.compile(r"\bfrom\s+(\d{1,6})\s*(?:" + _DEV + r")?\s*(?:to|→|->)\s*(\d{1,6})\s*" + _DEV + r"\b|"
                      r"(\d{1,6})\s*(?:개|대)?(?:의)?\s*(?:" + _DEV_KO + r")?\s*(?:에서)\s*(\d{1,6})\s*(?:개|대)", re.I)


# one device's result multiplied to stand for several ("we doubled the throughput measured on one L40S to estimate two cards",
# "multiplied the single-GPU tokens/s by 8 to project the 8-GPU node"): N devices taken to give N times one
_PERF_NOUN = r"(?:the\s+|its\s+|our\s+|their\s+|each\s+)?(?:[\w/-]+\s+){0,2}?(?:throughput|performance|speed|tokens?|samples?|results?|numbers?|figures?|scores?|bandwidth|rates?|TFLOPS)\b"
_MULTIPLIED_PERF = re.compile(r"\b(?:(?P<verb>doubl|tripl|quadrupl)(?:ed|es|ing|e)\s+" + _PERF_NOUN + r"|multipl(?:ied|ies|y|ying)\s+" + _PERF_NOUN +
                              r"[^.;]{0,60}?\bby\s+(?:a\s+factor\s+of\s+)?(?P<n>[2-9]|[1-9][0-9]{1,3})(?![\d.]))", re.I)
_ONE_DEVICE = re.compile(r"\b(?:one|single|a single|1)[- ](?:[\w-]+[- ])?(?:GPU|card|device|accelerator|chip|node|server|[A-Z]{1,4}\d{2,4}\w*)s?\b|"
                         r"\bper[- ](?:GPU|card|device|accelerator|chip|node)\b", re.I)
_VERB_FACTOR = {"doubl": 2, "tripl": 3, "quadrupl": 4}


def _one_device_multiplied(sentence: str, paragraph: str) -> Hit | None:
    """One device's measured result multiplied by N to stand for N devices ("doubled the throughput measured on one card to
    estimate two cards working together"): linear scaling assumed, not measured. The one device and the N may be named in
    the sentence or its paragraph ("Comparing two A40s with one W7900 would not be fair. We doubled its throughput ...")."""
    m = _MULTIPLIED_PERF.search(sentence)
    if m is None or _NEGATED.search(sentence[max(0, m.start() - 40):m.start()]):
        return None
    sentence = paragraph if paragraph and sentence in paragraph else sentence
    if not _ONE_DEVICE.search(sentence):
        return None
    n = _VERB_FACTOR[m.group("verb").lower()] if m.group("verb") else int(m.group("n"))
    if not re.search(rf"(?<![\d.,]){n}\s*-?\s*(?:x\s*)?(?:[\w-]+[- ])?(?:GPU|card|device|accelerator|chip|node|server|[A-Z]{{1,4}}\d{{2,4}}\w*)s?\b",
                     sentence, re.I):
        return None
    phrase = re.sub(r"\s+", " ", m.group(0)).strip()
    return Hit(f"'{phrase}' takes {n} devices to give {n} times one device's result; communication, synchronisation and "
               f"serial work do not shrink that way - measure the {n}-device run.")


def _device_ratio(sentence: str, claims) -> Hit | None:
    """A speedup equal to the ratio of the device counts it goes between ("from 8 to 64 GPUs gives 8x")."""
    m = _FROM_TO.search(sentence)
    if not m:
        return None
    a, b = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
    a, b = int(a), int(b)
    if a <= 0 or b <= a:
        return None
    ideal = b / a
    for c in claims:
        q = c.quantity
        if q is not None and q.dimension == "ratio" and abs(q.value - ideal) <= 0.005 * ideal:
            return Hit(f"{c.text} for {a} -> {b} devices is exactly the device ratio: it assumes perfect scaling; "
                       f"communication and synchronisation grow with the device count - measure the speedup and state "
                       f"the efficiency.")
    return None
