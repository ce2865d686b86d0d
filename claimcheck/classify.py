"""Decide each draft's evidence class from its cues, by the precedence of CLAIMS.md section 2.

1. A source that is itself benchmark output (a log row, busbw/algbw columns) makes the claim ``measured``.
2. A figure in the conclusion of its sentence ("..., so it scales linearly") or a computed figure
   (arithmetic, "would", "will take", "expect") is ``inferred``, unless a run is described next to it. A bare
   conditional ("if you use X", "X를 사용하면") is weaker: with a result told in the past or a cited table or
   figure ("... 향상되었습니다", "As you can see") it tells when the measurement was made.
   A peak bound ("up to 900 GB/s", 최대 16배) on a link or device, alone or under a bare conditional, or a speed
   ratio bound on a number format or hardware unit (tf32, Tensor Cores) states the specification, unless the
   sentence names software whose result it could be or cites a figure or table.
3. Otherwise the cues nearest to the figure vote, weighted by distance: an explicit run (measured cue +
   figure) beats spec words when both are close.
4. Tables take their class from the header cell, row label, caption and section.
5. With no cue at all, a link or device figure reads as a specification, a ratio or efficiency as a result.
The patterns it reads are data: the ``classify.*`` entries of ``rules/knowledge/claims.yaml``.
"""

from __future__ import annotations

import functools
import re

from claimcheck.extract import CONTRAST_TURN, MEASURED_BELOW, PAST_CHANGE_VERBS, TEST_SPECS, UTILISATION_WORDS, Draft, holds_rate_or_time, negated_cue, projection_heading, rough_sentences
from claimcheck.units import RATE_UNIT_NOUNS, REAL_TIME, SIZE_OVER_TIME, is_hangul, parse_unit

# NOTE: the cue patterns and word lists are data, under `classify:` in rules/knowledge/claims.yaml, read here as
# p["classify.<name>"]; this module holds the logic that weighs them.


# NOTE: a list item's own line, with its marker ("- 5x faster training"); a paragraph indented under an item is prose
_PEAK_WORD = re.compile(r"\bpeak\b", re.I)
_BULLET = re.compile(r"[\s>]*(?:[-*+]|\d{1,2}[.)])\s")


# the cue a figure gets from its section alone (a run told there, a results heading, the document's opening), by how the
# section told it; the engine knows a figure classed by these alone from one with a cue of its own
NAMED_LINK_CUE, FULL_RATE_CUE = "a link named by its rate", "the full rate"
LINK_RATE_CUES = frozenset((NAMED_LINK_CUE, FULL_RATE_CUE))  # the cues that class a rate vendor-peak only for the link it names
# the cues of a figure or statement inferred from a link's presence or rating (link-presence-as-speed reads them)
LINK_PRESENCE_CUE, LINK_RATE_AS_SPEED_CUE = "a link's presence taken as speed", "a link's rate taken as an operation's speed"
LINK_AS_SPEED_CUES = frozenset((LINK_PRESENCE_CUE, LINK_RATE_AS_SPEED_CUE))
SECTION_CUES = {"document": "a test the document's opening declares", "heading": "a results heading", "told": "a run told earlier in the section"}


_RUN_TIME_COLUMN = re.compile(r"\b(?:run\s*time|runtime|wall[- ]?clock|elapsed|duration|execution time|job time)\b|실행\s*시간|소요\s*시간", re.I)
_FIRST_PERSON_BEFORE = re.compile(r"\b(?:we|I)\s+$", re.I)


_SIZE_OVER_TIME_BEFORE = re.compile(SIZE_OVER_TIME)  # "800 GB / 200 s = " before a rate
# a run's time, then its rate in brackets: "in 70 seconds (1.5 GB/s)", "in 30 s (which is 3.5 GB/s)"
_RUN_TIME_BEFORE_RATE = re.compile(r"\b(?:in|took|takes|taking|within)\s+(?:about\s+|roughly\s+|~)?[0-9][0-9.,]*\s*(?:ms|s|sec|secs|seconds|min|mins|minutes|hours?)\s*"
                                   r"\(\s*(?:which\s+is\s+|i\.e\.,?\s+|or\s+|about\s+|~|≈)?$", re.I)


def _section_cue(draft: Draft) -> str:
    return SECTION_CUES.get(draft.section_run, SECTION_CUES["told"])


def _score(cues, *, ratio: bool) -> dict[str, float]:
    scores = {"measured": 0.0, "vendor-peak": 0.0, "inferred": 0.0}
    for cls, phrase, weight, dist in cues:
        if ratio and cls == "vendor-peak" and weight < 3:
            continue  # NOTE: "up to 6x faster" is a result's bound, not a datasheet figure
        if cls == "inferred" or weight <= 0:
            continue  # inference is decided by the clause logic below, not by vote
        if dist > 0 and is_hangul(phrase):
            dist /= 2.0  # NOTE: a Korean verb ends its clause, after what it governs ("... 속도를 기록하며"): nearer than it looks
        scores[cls] += weight / (1.0 + abs(dist) / 3.0)
    return scores


# NOTE: where a clause ends; a cue past one speaks for another clause ("3.9TBps vs 3.35TBps) - but it would have an
# unfair advantage")
# NOTE: ", which may become a bottleneck" is a clause of its own: its hedge is not the figure's
# NOTE: and a line that opens with its own label ("**Expected:** 1.5x" over "**Actual:** 0% (1,150 → 1,140 tokens/s)"): a
# statement of its own, though no full stop ends the line before
def _own_side(sentence: str, start: int, end: int) -> tuple[int, int]:
    """The span of the side of a contrast the figure at ``start:end`` stands on ("InfiniBand NDR provides 400 Gb/s per port" in
    "..., but in our ib_write_bw test a single QP reached 388 Gb/s"): a run named past the turn is the other figure's."""
    lo = max((m.end() for m in CONTRAST_TURN.finditer(sentence, 0, max(0, start))), default=0)
    turn = CONTRAST_TURN.search(sentence, end)
    return lo, turn.start() if turn else len(sentence)


_CLAUSE_BREAK = re.compile(r";|\s[-–—]\s|—|\)\s*-\s|,\s+(?:but|while|whereas|although|though|which)\b|\bbut\b|\n(?=[ \t]*[*_]*[^\W\d][^:：\n]{0,40}[:：])")


def _clause(sentence: str, start: int, end: int, before: int = 120, after: int = 30) -> tuple[int, int]:
    """The span of the clause around a figure: shortly before it, or just after it."""
    lo, hi = max(0, start - before), min(len(sentence), end + after)
    for m in _CLAUSE_BREAK.finditer(sentence, lo, start):
        lo = m.end()
    m = _CLAUSE_BREAK.search(sentence, end, hi)
    if m is not None:
        hi = m.start()
    return lo, hi


def _local(sentence: str, start: int, end: int, pattern: re.Pattern, before: int = 120, after: int = 30):
    """A match of ``pattern`` in the clause around a figure."""
    return pattern.search(sentence, *_clause(sentence, start, end, before, after))


def _inference_before(sentence: str, start: int, end: int, p: dict) -> bool:
    """Whether an inference word of the figure's clause stands before the figure's end, other than a sentence-opening "So"
    (a discourse marker: "So A100 spec is 312 TFLOPS, so probably ..." states the spec before it predicts)."""
    lo, hi = _clause(sentence, start, end)
    return any(m.start() < end and not (m.group(0).lower() in ("so", "thus", "hence", "therefore", "consequently", "그러므로", "따라서") and not sentence[:m.start()].strip(" *-_>"))
               for m in p["classify.strong-inference"].finditer(sentence, lo, hi))


_THRESHOLD_BEFORE = re.compile(r"[<>≤≥]=?\s*[~≈]?\s*$")  # NOTE: "대역폭 > 2× PCIe면 hybrid": a threshold a rule tests, not a configuration run
# a device named in a Korean conditional ("GPU 8개를 쓰면", "노드를 두 배로 늘리면"): what adding or changing hardware would give
_DEVICE_NAMED_KO = re.compile(r"GPU|NPU|TPU|노드|가속기|카드|서버|칩|머신|인스턴스")


def _measured_configuration_ko(draft: Draft, conditional: str, sentence: str, off: int, fig_end: int, p: dict) -> bool:
    """Whether a Korean conditional names the configuration a figure was measured in: after a run told in the paragraph or
    the section ("fortio로 측정했다. ... 요청마다 새 연결을 맺으면 p50이 1.52ms까지 올라갑니다."). Not a count of devices or
    hardware ("GPU 8개를 쓰면 8배"), what one can do ("4배로 키울 수 있습니다"), a hypothetical ("-다면") or a threshold after
    ">": those stay predictions."""
    return is_hangul(conditional) and not conditional.endswith(("다면", "라면")) and not draft.qualitative and not draft.arithmetic \
        and (draft.after_run or bool(draft.section_run) or _told_earlier_in_block(draft, p)) \
        and not _THRESHOLD_BEFORE.search(sentence, max(0, off - 4), max(0, off)) and not p["classify.ability"].search(sentence, fig_end) \
        and not (draft.scaling is not None and draft.scaling.devices) and not p["classify.hardware"].search(sentence[:max(0, off)]) \
        and not _DEVICE_NAMED_KO.search(sentence, 0, max(0, off))


def _told_earlier_in_block(draft: Draft, p: dict) -> bool:
    """Whether the claim's paragraph or list item told a run before the claim's sentence ("We ran both GPUs with the same
    settings. ...", "fortio로 지연을 측정했다. ...")."""
    return draft.block is not None and draft.block.scope in ("paragraph", "list-item") and p["extract.section-run"].search(
        draft.block.text, 0, max(0, draft.sentence_span.start - draft.block.span.start)) is not None


# a harness, a test or an evaluation that ran, told in the third person ("Our harness ran Mistral-7B ...", "TensorRT-LLM evaluation of
# the new H200 GPU achieves 11,819 tokens/s"): a run told, as "we ran" tells one
_RUN_TOLD_THIRD_PERSON = re.compile(r"\b(?:our|the|this|that|a|an)\s+(?:[\w-]+\s+){0,2}?(?:harness|benchmark|test|tests|suite|setup|rig|evaluation|experiment|sweep)"
                                    r"\s+(?:(?:also|then|first|again)\s+)?(?:ran|runs|measured|timed|achieve[sd]?|reache[sd]|showed|shows|gave|gives)\b|"
                                    r"\bevaluation\s+of\b(?:[^.;]|\.(?=\S)){0,200}?\b(?:achieve[sd]?|reache[sd]|runs|ran)\b|"
                                    # NOTE: "SGLang consistently outperforms vLLM, achieving up to 3.8x higher throughput", "Now, let us
                                    # test the FP8 performance": a result given with its run word, a test the paragraph sets out to run
                                    r"\b(?:achiev(?:ed|es|ing)|reach(?:ed|es|ing)|recorded|obtained)\s+(?:up\s+to\s+|about\s+|around\s+|~)?[0-9]|"
                                    r"\blet(?:'s|’s|\s+us)\s+(?:now\s+)?(?:test|benchmark|measure|compare|evaluate|run)\b", re.I)


def _run_named_earlier_in_block(draft: Draft, p: dict) -> bool:
    """Whether the claim's paragraph or list item named a run before the claim's sentence, in its own words or in those of a
    harness or an evaluation that ran."""
    if draft.block is None or draft.block.scope not in ("paragraph", "list-item"):
        return False
    before = draft.block.text[:max(0, draft.sentence_span.start - draft.block.span.start)]
    return bool(before) and _RUN_TOLD_THIRD_PERSON.search(before) is not None


# "works out at", "equates to", "comes to", "that is": a rate worked out from what came before it
_WORKED_OUT_BEFORE = re.compile(r"(?:\b(?:works?|worked|working)\s+out\s+(?:at|to)|\b(?:equates?|equated|amounts?|amounted|comes?|came|translates?|translated)\s+(?:in)?to|"
                                r"\b(?:that|which)\s+(?:is|was|means|meant|gives|gave))"
                                r"(?:\s+(?:an?|about|around|roughly|nearly|almost|just\s+over|just\s+under|over|under|some|[\w-]+ly|fast|quick|speedy|impressive|respectable|healthy|staggering))*\s*[~≈]?\s*$", re.I)
# a transfer told in the past with its size and the time it took ("moved 2 TB of data ... in under twenty seconds", "transferred
# a terabyte in less than nine seconds", "wrote 400 GB in 31 s")
_NUMBER_WORD = r"(?:[0-9][0-9.,]*|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a\s+few|several|half\s+a)"
_TIMED_TRANSFER = re.compile(r"\b(?:moved|transferred|copied|wrote|written|read|loaded|streamed|shifted|pushed|pulled|ingested|restored|saved|checkpointed|synced|uploaded|downloaded)\b"
                             r"[^.;]{0,80}?\b" + _NUMBER_WORD + r"\s*(?:[KMGTPE]i?B|(?:kilo|mega|giga|tera|peta|exa)bytes?)\b"
                             r"[^.;]{0,80}?\b(?:in|within|inside)\s+(?:(?:just\s+)?(?:under|less\s+than|about|around|roughly|nearly|just\s+over|over|some)\s+)?"
                             + _NUMBER_WORD + r"\s*(?:ms|s|sec|secs|seconds?|min|mins|minutes?|h|hrs?|hours?)\b", re.I)


def _timed_transfer_before(draft: Draft, sentence: str, off: int) -> bool:
    """Whether a transfer told with its size and the time it took stands before the figure, in its sentence or earlier in
    its paragraph."""
    if _TIMED_TRANSFER.search(sentence, 0, max(0, off)):
        return True
    if draft.block is None or draft.block.scope not in ("paragraph", "list-item"):
        return False
    return _TIMED_TRANSFER.search(draft.block.text[:max(0, draft.sentence_span.start - draft.block.span.start)]) is not None


_AT_WORD = re.compile(r"\bat\b", re.I)
# a clause of its own between an "at" and the figure ("A source at the lab said the 104 GB/s ..."): the "at" places someone
_TOLD_BETWEEN = re.compile(r"\b(?:said|says|told|tells|reported|reports|noted|notes|claimed|claims|believes?|believed|thinks?|thought|added|explained|"
                           r"confirmed|confirms|stressed|pointed\s+out|reckoned|estimated)\b", re.I)


def _detached_at(sentence: str, off: int) -> bool:
    """Whether the last "at" before the figure belongs to a clause of its own that tells who said something about the figure
    ("An analyst at the firm said the 92 GB/s ..."), rather than placing the figure ("runs at 92 GB/s")."""
    last = None
    for last in _AT_WORD.finditer(sentence, max(0, off - 80), max(0, off)):
        pass
    return last is not None and _TOLD_BETWEEN.search(sentence, last.end(), max(0, off)) is not None


_SUM_WORD = re.compile(r"\b(?:total|totals|totalling|totaling|together|combined|summed|sum|aggregate|aggregated|altogether|in\s+all|add(?:s|ed|ing)?\s+up)\b|합계|합산|합치면|총", re.I)
_RATE_IN_TEXT = re.compile(r"(?<![\w.])([0-9][0-9,]*(?:\.[0-9]+)?)\s*([KMGTP]i?B/s(?:ec)?|[KMGTP]B/sec|[KMGT]b/s|[KMGT]bps|[KMGT]bit/s)\b", re.I)


def _sum_of_results_before(draft: Draft, sentence: str, off: int, p: dict) -> bool:
    """Whether two rates told before the figure, in its sentence or earlier in its paragraph, add up to it, and a run was told
    there: the figure is their sum."""
    before = sentence[:max(0, off)]
    if draft.block is not None and draft.block.scope in ("paragraph", "list-item"):
        before = draft.block.text[:max(0, draft.sentence_span.start - draft.block.span.start)] + " " + before
    if not (p["classify.measured-source"].search(before) or p["extract.run-words"].search(before) or p["extract.section-run"].search(before)
            or _RESULT_VERBS.search(before)):
        return False
    target = draft.value * draft.unit.scale
    rates = []
    for m in _RATE_IN_TEXT.finditer(before[-600:]):
        unit = parse_unit(m.group(2))
        if unit is not None and unit.dimension == draft.unit.dimension:
            rates.append(float(m.group(1).replace(",", "")) * unit.scale)
    return any(abs(a + b - target) <= 0.015 * target for i, a in enumerate(rates) for b in rates[i + 1:])


_RESULT_VERBS = re.compile(r"\b(?:reached|achieved|obtained|measured|hit|got|saw|recorded|peaked|sustained|delivered|came\s+(?:in|out))\b", re.I)


# a frequency hedge on a ranking verb ("usually matches or beats vLLM", "often exceeds TensorRT-LLM")
_HEDGED_RANKING = re.compile(r"\s+(?:(?:matches|equals|beats|exceeds|outperforms|surpasses|wins|leads|edges\s+out|trails|lags)\b|is\s+(?:faster|quicker|ahead))", re.I)
# a run that showed something, then "could" (past ability): "A second run ... showed that the node could achieve 88 GB/s"
_RUN_SHOWED_BEFORE = re.compile(r"\b(?:tests?|testing|runs?|benchmarks?|configurations?|experiments?|evaluations?|measurements?|trials?)\b[^.;]{0,80}?"
                                r"\b(?:showed|demonstrated|proved|confirmed|revealed|established)\s+(?:that\s+)?[^.;]{0,100}$", re.I)
_COULD_REACH_AFTER = re.compile(r"\s+(?:achieve|reach|sustain|deliver|hit|push|handle|move|process|serve|attain|do)\b", re.I)
# a ranking scoped to what ran ("in this case", "on this dataset", "in the ShareGPT test", "on L40S")
_RANKING_SCOPE = re.compile(r"\bin\s+(?:this|that|each|every|both|all)\s+(?:cases?|settings?|configurations?|tests?|runs?|scenarios?|benchmarks?|experiments?)\b|"
                            r"\bon\s+(?:this|that|each|these)\s+(?:datasets?|workloads?|models?|benchmarks?|hardware|GPUs?|cards?|nodes?|clusters?|platforms?)\b|"
                            r"\bin\s+(?:the|our)\s+(?:[\w-]+\s+){0,2}?(?:tests?|runs?|benchmarks?|experiments?|sweeps?)\b", re.I)
_OBSERVATION_FRAME = re.compile(r"\b(?:observations?|findings?|takeaways?|results?)\s+(?:is|was|are|were)\s+that\b|\bwe\s+(?:also\s+)?(?:observed?|found|noticed|saw)\b", re.I)


def _generalises(sentence: str, p: dict) -> bool:
    """Whether a word of the sentence makes it a rule of thumb: not a frequency hedge on a ranking verb ("usually matches or
    beats vLLM, with up to 2.6x"), which says how often one side wins, not that the figure is general."""
    return any(not _HEDGED_RANKING.match(sentence, m.end()) for m in p["classify.generalisation"].finditer(sentence))


# a link, then what it is said to make of an operation ("..., making reduce-scatter 5-7x faster", "which makes collectives 4x
# quicker", "so all-reduce runs 3x faster")
_LINK_MAKES_OP_BEFORE = re.compile(r"(?:,\s*|\b(?:which|that|thus|so)\s+)(?:making|makes|made|lets|letting|renders|rendering|so\s+that|thus|so)\s+"
                                   r"(?:(?:the|your|its|their|all|most)\s+)?(?:[\w-]+\s+){0,2}?"
                                   r"(?:all-?reduce|all-?gather|reduce-?scatter|all-?to-?all|broadcast|collectives?|communication|gradient\s+(?:sync\w*|exchange|all-?reduce)|"
                                   r"training|inference|jobs?|checkpoint\w*|transfers?|data\s+loading|synchroni[sz]ation)(?:\s+(?:operations?|steps?|times?|runs?|calls?))?"
                                   r"\s+(?:(?:run|runs|complete|completes|finish|finishes|up\s+to|about|roughly|around|~)\s+)*[~≈]?$", re.I)


# a verb of estimating that governs the clause the figure stands in ("reckoned the system ran at", "figured that it was about")
_ESTIMATE_VERB_BEFORE = re.compile(r"\b(reckon(?:s|ed)?|figur(?:es|ed)(?!\s+out)|guess(?:es|ed)?|guesstimat(?:es|ed)|estimat(?:es|ed)|surmis(?:es|ed)|ballpark(?:s|ed))\s+"
                                   r"(?:that\s+)?(?:the|it|this|that|they|their|its|our|we|a|an)\b", re.I)


# a link's support or absence as the reason for speed or scale, told in Korean ("NVLink 지원으로 ... 빠르게 연결", "NVLink/NVSwitch로
# ... 확장이 용이", "NVLink 미지원이라 ... 불리")
_KO_LINK_AS_SPEED = re.compile(r"(?:NVLink|NVSwitch|InfiniBand|Infinity\s*Fabric|RoCE\w*|EFA|xGMI|인피니밴드)[^.\n]{0,12}?(?:으로|로|덕분에|덕에|미지원|비지원|없어)"
                               r"[^.\n]{0,40}?(?:빠르|빠른|고속|확장|유리|불리)", re.I)


def _ranking_scoped(sentence: str, p: dict) -> bool:
    """Whether a ranking names the runs it ranks: a scope word, or the hardware they ran on ("highest throughput on L40S")."""
    if _RANKING_SCOPE.search(sentence):
        return True
    return any(re.search(r"\bon\s+(?:an?\s+|one\s+|[0-9]+\s*x?\s*)?$", sentence[max(0, hw.start() - 12):hw.start()], re.I)
               for hw in p["classify.hardware"].finditer(sentence))


def _only_conditional(sentence: str, start: int, end: int, p: dict) -> bool:
    """Whether every inference word in the figure's clause is a bare conditional ("if you use X", "X를 사용하면")."""
    lo, hi = _clause(sentence, start, end)
    return all(p["classify.conditional"].fullmatch(m.group(0)) for m in p["classify.strong-inference"].finditer(sentence, lo, hi))


_CONCLUSION_AFTER = re.compile(r"(?:suggest(?:ing|s)?|indicat(?:ing|es)|impl(?:ying|ies)|which\s+(?:suggests|indicates|implies))\b", re.I)
_SPECULATIVE = re.compile(r"\bspeculat\w*|\bno[- ]spec\b|\bspec[- ]?(?:dec\w*|tokens?|draft\w*|len\w*|k)\b|\b(?:ngram|n-gram|draft|eagle\d?|medusa|mtp|model-draft)"
                          r"[- ]spec\b|\bspec\s+(?:enabled|disabled|on|off)\b|\bdraft\s+(?:model|tokens?)\b", re.I)
_OPERATION_AT = re.compile(r"\b(?:reads?|writes?|copy|copies|transfers?|uploads?|downloads?|loads?|saves?|checkpoints?|restores?|ingest(?:ion|s)?|"
                           r"reading|writing|copying|transferring|uploading|downloading|loading|saving|checkpointing|restoring|ingesting)\s+at\s+(?:about\s+|around\s+|~|≈)?$", re.I)
_ORDER_OF = re.compile(r"\b(?:on\s+the\s+order\s+of|in\s+the\s+(?:range|ballpark|neighbo(?:u)?rhood)\s+of)\s+(?:about\s+|~|≈)?$", re.I)
# how a piece of software was built, then "so" and the gap it shows ("has not been recompiled for the new CPU, so it is about 50%
# slower than ..."): the cause of a gap observed, not a conclusion drawn past it
_BUILD_CAUSE_SO = re.compile(r"\b(?:built|rebuilt|compiled|recompiled|vectori[sz]ed|optimi[sz]ed|tuned|linked|packaged|configured|enabled|disabled)\b"
                             r"[^.;]{0,80}?,?\s+so\s+(?:it|this|that|they|the\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:is|was|are|were|runs?|ran)\s+"
                             r"(?:about\s+|roughly\s+|around\s+|nearly\s+|almost\s+|only\s+|~|≈)?$", re.I)
_COMPARED_AFTER = re.compile(r"\s*(?:%|[x×])?\s*(?:slower|faster|quicker)\s+than\s+\S", re.I)
# a figure written as a range ("15-40 ms", "50-80k msgs/s", "1–3 million msgs/s")
_RANGE_FIGURE = re.compile(r"[~≈]?[0-9][0-9.,]*\s*[kKM]?\s*(?:-|–|~|to)\s*[0-9]")
RANGE_WITH_NO_RUN = "a range with no run behind it"


def _ranges_side_by_side(draft: Draft) -> bool:
    """Whether another value cell of the figure's row holds a range too ("| GET latency | 0.3-0.8 ms | 0.2-0.5 ms |"): products
    set side by side in ranges, a decision guide's rules of thumb. Not a lone range in a results column ("| Indexing | 15-30% |"
    between "| Attribute get | 12% |" and "| Calls | 18% |"): one of the results, as its single-valued neighbours are."""
    cells = [c.strip(" *_`") for c in draft.sentence.strip().strip("|").split("|")][1:]
    return sum(1 for c in cells if _RANGE_FIGURE.match(c)) >= 2
# what a product is said to make possible ("FlashShard 2.0 enables training ... up to 6x faster compared to prior art"): a capability
# told, as "offers" tells one, not what a run against the baseline gave
_ENABLING_CUES = frozenset(("enables", "allows", "empowers", "lets you"))
# the largest size the authors' runs reached, told in the first person with no modal ("we only scale to 512 GPUs")
_RUN_RANGE = re.compile(r"\b(?:we|I)\s+(?:(?:only|just|also|then|first|further|successfully)\s+)?(?:scale|scaled|ran|run|went|tested|trained|benchmarked|measured)"
                        r"\s+(?:(?!(?:near-?|almost\s+|nearly\s+)?linear|perfect|ideal)[\w-]+\s+){0,3}?(?:up\s+)?to\s+[0-9][0-9,]*\s*(?:GPUs|nodes|accelerators|devices|chips|ranks|cards|workers|servers)\b", re.I)
# a ratio between the steps of a hierarchy ("every one ... ten times slower than the tier above it", "each an order of magnitude
# slower than the previous")
_HIERARCHY_STEP = re.compile(r"\b(?:each|every)\b[^.;]{0,60}?\b(?:faster|slower|quicker|higher|lower|greater|larger|smaller)\s+than\s+(?:the\s+)?"
                             r"(?:(?:previous|preceding|next|following)(?:\s+(?:one|tier|level|layer|rung|stage))?(?![\w-])(?!\s+(?:run|release|version|build|commit|generation|model|result))"
                             r"|(?:one|tier|level|layer|rung|stage)\s+(?:above|below|before|after)\b)", re.I)
_CHANGE_MODALS = frozenset(("would", "could", "will", "should", "might", "may"))
_FROM_BEFORE = re.compile(r"\b(?:reduc\w*|cut\w*|lower\w*|drop\w*|bring\w*|brought|take|takes|raise\w*|increas\w*|lift\w*|push\w*|boost\w*|improv\w*|"
                          r"decreas\w*|shrink\w*|go|goes|fall|falls)\b[^.;]{0,40}?\bfrom\s+(?:the\s+current\s+|today's\s+|about\s+|around\s+|~|≈)?$", re.I)
_TO_FIGURE_AFTER = re.compile(r"\s+(?:down\s+|up\s+)?to\s+(?:about\s+|around\s+|roughly\s+|under\s+|below\s+|over\s+|~|≈)?[0-9]", re.I)
_OWN_BOUND = re.compile(r"[*_\s]*(최대|up\s+to)\s*[~≈]?[0-9]", re.I)
# the product a new one is set against: its own predecessor ("전작 대비", "over the previous generation") or a class of hardware
_PREDECESSOR = re.compile(r"전작|전\s*세대|이전\s*(?:세대|모델|제품)|구형|\b(?:previous|prior|last|older|earlier)[- ](?:gen(?:eration)?|model|chip|part)\b|\bpredecessor\b", re.I)
_DEVICE_CLASS = re.compile(r"(?:CPU|GPU|NPU|TPU|ASIC|FPGA)s?", re.I)
_RELEASE_HEADING = re.compile(r"^\W*(?:version\s+|release\s+)?\[?v?\d+\.\d+(?:\.\d+)*(?:[-.]?(?:rc|beta|alpha)\d*)?\]?(?:\s*[-–(]|\s*$)|\b(?:change\s*log|changes|release\s+notes?|what's\s+new)\b|"
                              r"변경\s*(?:사항|내역|이력)|릴리(?:스|즈)\s*노트", re.I)
_GOAL_HEADING = re.compile(r"\b(?:(?:design\s+|performance\s+|project\s+)?(?:goals?|targets?|objectives?|aims?)|non-goals?|roadmap)\b|목표", re.I)
CODEC_RATE_CUE = "a codec's or parser's rate of work"
_MODEL_PHASES = frozenset(("decode", "decoding", "encode", "encoding", "디코딩", "인코딩"))
# work a codec, parser or cipher does on data ("it compresses at about 250 MB/s", "the parser runs at roughly 1 GB/s", "AES-GCM
# encryption at 3.1 GB/s per core"): no datasheet rates it, whatever CPU the sentence names; the rate of a run
_CODEC_WORK = re.compile(r"\b(?:(?:de)?compress(?:es|ed|ing|ion|or|ors)?|(?:en|de|trans)cod(?:e|es|ed|ing|er|ers)|pars(?:e|es|ed|ing|er|ers)|"
                         r"(?:de)?seriali[sz](?:e|es|ed|ing|ation|er|ers)|(?:en|de)crypt(?:s|ed|ing|ion|or)?|hash(?:es|ed|ing|er)?|checksumm?(?:s|ed|ing)?|"
                         r"tokeni[sz](?:e|es|ed|ing|er|ers)|minif(?:y|ies|ied|ying|ier))\b|압축|해제|인코딩|디코딩|파싱|직렬화|암호화|복호화|해싱", re.I)
_CODEC_AT = re.compile("(?:" + _CODEC_WORK.pattern + r")(?:\s+(?:runs?|ran|works?|operates?|goes|went|is|was|are|were)|(?:\s+(?!at\b)[\w-]+){1,2}?)?\s+at\s+(?:about\s+|around\s+|roughly\s+|~|≈)?$", re.I)
# a rate figure, then the ratio set in apposition to it ("4.8TB/s of memory bandwidth, a 1.4X increase over", "900 GB/s—7x")
_RATE_APPOSED_BEFORE = re.compile(r"[0-9]\s*(?:[KMGTPE]i?B/s|[KMGTP]b/s|[KMGT]bps|[KMGTP]B/sec|[GTPE]FLOPS|[TP]OPS)\b(?:\s+(?:of\s+)?[\w-]+){0,4}\s*(?:,|—|–|\s-)\s*"
                                  r"(?:an?\s+|about\s+|roughly\s+|nearly\s+|almost\s+|over\s+|~|≈)*$", re.I)
# a ratio against a number format ("4-bit inference, 2.4x faster than FP16"), of a piece of work: no datasheet ranks a serving
# engine's or a kernel's work in one format against another; "int8 is 2x faster than bf16", with no work named, ranks formats
_PRECISION_BASELINE = re.compile(r"\b(?:than|vs\.?|versus|over|compared\s+(?:to|with))\s+(?:the\s+|an?\s+)?(?:bf16|fp16|fp32|fp8|tf32|int8|int4|half[- ]precision|full[- ]precision)\b", re.I)
_INFERENCE_WORK = re.compile(r"\b(?:inference|decoding|decode|prefill|serving|generation|training|kernels?|GEMMs?|matmuls?)\b", re.I)
_ASSESSED_AS_EXPECTED = re.compile(r"expected\s+(?:for|given|with|of|on)\s+(?!(?:the\s+)?(?:next|future|upcoming|coming|final)\b|20[0-9][0-9]\b)"
                                   r"|(?<=as )expected\b", re.I)


# NOTE: "the theoretical peak will be 75 GB/s": the spec noun phrase is what "will be" says, a peak worked out, not a result predicted
_ASSUMING = re.compile(r"\bassuming\b", re.I)
_PLANNED_JOB = re.compile(r"\b(?:will|would|should)\s+(?:take|need|require|last)\b|\bwe\s+(?:will\s+)?need\b|\b(?:estimated|projected)\b", re.I)
_SPEC_WILL_BE = re.compile(r"(?:\s+[\w-]+){0,3}?\s+(?:will|would)\s+be\s+(?:about\s+|around\s+|roughly\s+|~\s*|≈\s*)?", re.I)
_RUN_LABEL = re.compile(r"\W*(?:(?:마이크로\s*)?벤치마크|측정|실측|실험|(?:micro-?)?benchmark\w*|measurements?|measured|results?)[^:：\n]{0,40}[:：]", re.I)  # NOTE: "마이크로벤치마크(RTX 4090):"
# NOTE: "21 ms, quicker than light could reach the origin", "faster than we could read it": a modal inside the "than"
# clause after the figure is the yardstick's hypothesis, not the figure's
_THAN_CLAUSE_BEFORE = re.compile(r"\bthan\s+(?:[\w'’-]+\s+){1,5}$", re.I)
_EXPECTATION_SET_AGAINST = re.compile(r"\b(?:instead\s+of|rather\s+than|vs\.?|versus|compared\s+(?:to|with)|against|short\s+of|below|above)\s+(?:the\s+|an?\s+|our\s+)?$", re.I)
_PER_DEVICE_CUES = frozenset(("per gpu", "per chip", "per card", "per accelerator"))
# rates of a workload's work, of requests, records and operations (a datasheet rates links, FLOPs, I/O and packets, not these)
_WORK_NOUNS = RATE_UNIT_NOUNS - {"packets"}
# "86.83→66.47 GB/s": a change between two precise figures, what two runs gave (no rule of thumb is written to the hundredth)
_PRECISE_CHANGE = re.compile(r"[0-9]\.[0-9]+\s*(?:[A-Za-z/%]+\s*)?(?:→|->|⟶)\s*[0-9][0-9,]*\.[0-9]+")
_COMES_OUT = frozenset(("나온다", "나옵니다", "나와요"))
_KO_RULE = re.compile(r"[가-힣](?:으면|면)[\s,](?:[^.!?\n]|\.(?=[0-9]))*?(?:" + "|".join(sorted(_COMES_OUT)) + ")")
_PAREN_OPEN_BEFORE = re.compile(r"\(([^()]{0,24})$")
_ADDRESS = re.compile(r"(?<=\]\()[^)\s]+|\bhttps?://[^\s)>\]]+")
_PAREN_CLOSE_AFTER = re.compile(r"[^()]{0,24}\)")
# NOTE: "NVLink 4.0 (900 GB/s)", "PCIe Gen5 x16 (64 GB/s)", "H100 SXM5 (3.35 TB/s)": a generation, form factor or width
# after the name is still the name
_GENERATION_AFTER = re.compile(r"(?:[\s-]+(?:v?\d{1,2}(?:\.\d)?|Gen\s?\d|x\d{1,2}|SXM\d?|PCIe|NVL\d*|OAM|HGX))+$", re.I)


_PAREN_NOTE = re.compile(r"\(([^()]{1,60})\)")
# "- The HTTP server takes 33% of the total execution time": a share of a whole a profile measured, no speedup
# a sentence in which software named first says what it is and offers ("LZ4 is a lossless compression algorithm, providing
# ...", "zstd offers ..."): a product's own description, no run
# NOTE: and a feature list's item ("* Fast: compression speeds at 250 MB/sec and beyond"): a label of a quality, then the
# figure that backs it, as a project advertises itself
_SELF_DESCRIBED = re.compile(r"[^.;]*\b(?:is|are)\b[^.;]*\b(?:providing|offering|delivering|featuring|with)\b|\S+\s+(?:provides|offers|delivers|features)\b|"
                             r"\W*(?:fast|faster|speed|quick|efficient|scalable|performance|high[- ]performance|low[- ]latency)\W*:", re.I)
# an ability to reach a bound right before a figure ("capable of achieving up to", "can reach up to"), and the words beside the
# first person's that tell a run
_ABLE_UP_TO_BEFORE = re.compile(r"\b((?:can|could|capable\s+of|able\s+to|designed\s+to)\s+(?:\w+\s+)?(?:achiev\w*|reach\w*|hit|sustain\w*|attain\w*)\s+up\s+to)\s+"
                                r"(?:about\s+|around\s+|roughly\s+|~|≈)?$", re.I)
# a run named by the test it was, anywhere in the sentence ("in a controlled test", "in our load tests", "testing shows")
_NAMED_TEST = re.compile(r"\bin\s+(?:a|an|the|our|my|these|those|internal|controlled|recent)\s+(?:[\w-]+\s+){0,2}?(?:tests?|testing|benchmarks?|benchmarking|experiments?|trials?|testnets?)\b|"
                         r"\b(?:testing|tests|benchmarks|experiments)\s+(?:shows?|showed|demonstrated?)\b|"
                         # NOTE: "That sweep tops out at 482 GBps": the top of a run (not "a Gen5 x16 slot tops out at 63 GB/s")
                         r"\b(?:that|this|the|our|each|every|my)\s+(?:sweep|run|test|benchmark|measurement)s?\s+(?:tops?|topped|peaks?|peaked|maxe[sd])\s+out\b", re.I)
_RUN_WORD = re.compile(r"\b(?:measured|tested|benchmarked|in\s+(?:this|these)\s+(?:tests?|runs?|experiments?))\b", re.I)
_VERSIONED = re.compile(r"[A-Za-z]\s+v?\d+\.\d+")  # "Spark 3.5.2", "RAPIDS 25.12": software named with its version
_SHARE_OF_WHOLE_AFTER = re.compile(r"\s+of\s+(?:the\s+|all\s+)?(?:total|overall|whole|entire|end-to-end|e2e)?\s*(?:[\w-]+\s+){0,2}?"
                                   r"(?:time|runtime|run\s*time|latency|step|steps|cycles|samples|execution)\b", re.I)
_BASE_IN_PARENS_AFTER = re.compile(r"[^()\n]{0,16}\((?=[^()]*[0-9][^()]*(?:→|->|=>|\bto\b|\bvs\.?|에서|대비)[^()]*[0-9])[^()]{3,100}\)")
# NOTE: "- 노드 1대에서 8대로 늘렸을 때 **확장 효율 91%**.", "TCP에서 RoCE로 바꾸자 2.4배": a Korean realis connective ("-었을 때",
# "-자", "-었더니") tells a change that was made and what it gave, a run told (not "-면", what would happen)
# a Korean gain told in the general present right after its figure ("두 배 더 향상됩니다", "3배 빨라집니다", "30% 줄어든다")
_KO_GENERAL_GAIN_AFTER = re.compile(r"\s*(?:(?:더|가량|정도|이상|까지|만큼|로|으로|의|이|가)\s*)*(?:[가-힣]+(?:이|가|을|를)\s+)?"
                                    r"((?:향상|개선|증가|감소|단축|가속)(?:됩니다|된다|합니다|한다|돼요|해요|됨)|(?:빨라|높아|낮아|짧아|줄어|늘어)(?:집니다|진다|져요|짐|듭니다|든다|납니다|난다))(?![가-힣])")
_KO_RUN_TOLD = re.compile(r"(?:었|았|였|렸|혔|꿨|췄|웠|했|됐|켰|뒀|놨|겼)을\s*때|(?:하|늘리|올리|바꾸|줄이|낮추|키우|켜|끄|옮기)자\s+[가-힣A-Za-z0-9*]|"
                          r"(?:었|았|였|렸|혔|꿨|췄|웠|했|됐|켰|겼)더니")


def _hardware_apposition(sentence: str, off: int, end: int, p: dict) -> bool:
    """Whether the figure at [off, end) stands in parentheses right after a product or link's name ("A100 (312 TFLOPS)")."""
    opened = _PAREN_OPEN_BEFORE.search(sentence, max(0, off - 25), max(0, off))
    if opened is None or not _PAREN_CLOSE_AFTER.match(sentence, end):
        return False
    before = sentence[max(0, opened.start() - 30):opened.start()].rstrip()
    before = before[:len(before) - len(m.group(0))] if (m := _GENERATION_AFTER.search(before)) and m.start() > 0 else before
    return any(m.end() == len(before) for m in p["classify.hardware"].finditer(before)) or p["classify.capability-noun"].search(before) is not None


# a count of round trips ("2 RTT", "three round trips", "a single round-trip"), a round-trip time given as a figure ("45 ms RTT",
# "an RTT of 45 ms"), and one right after a time ("90 ms at 45 ms RTT"): what a time worked out from round trips is made of
_ROUND_TRIP_COUNT = re.compile(r"\b(?:[0-9]+(?:\.[0-9]+)?|one|two|three|four|five|six|half\s+an?|an?\s+(?:single|extra|additional)|single|extra|additional)"
                               r"[- ]?(?:RTTs?|round[- ]trips?)\b", re.I)
_RTT_FIGURE = re.compile(r"[0-9]\s*(?:ns|us|µs|μs|ms|s)\s+(?:of\s+)?(?:RTT|round[- ]trip(?:\s+time)?)\b|\b(?:RTT|round[- ]trip\s+time)\s+(?:of|is|=|:)\s*[~≈]?[0-9]", re.I)
_AT_RTT_AFTER = re.compile(r"[*_]*\s*(?:at|with|for|on|over)\s+(?:an?\s+)?[~≈]?[0-9][0-9.,]*\s*(?:ns|us|µs|μs|ms|s)\s+(?:of\s+)?(?:RTT|round[- ]trip(?:\s+time)?)\b", re.I)
_RTT_NOUN_AFTER = re.compile(r"[*_]*\s*(?:of\s+)?(?:RTT|round[- ]trip(?:\s+time)?)\b", re.I)
_RATIO_FIGURE = re.compile(r"[0-9](?:\.[0-9]+)?\s*(?:[x×%]|배)")  # NOTE: "- Linear scaling to 8 nodes (7.7x)": the item's own result
# a goal or plan the sentence states before its figure ("My aim was to", "we plan to", "The target is to", "I wanted to")
_GOAL_BEFORE = re.compile(r"\b(?:my|our|the|their|its|his|her|a|one|main|primary|stated|first|ultimate|long-term)\s+(?:[\w-]+\s+)?(?:aims?|goals?|targets?|objectives?|ambitions?|plans?)"
                          r"\s+(?:is|was|are|were|has\s+been|will\s+be)\s+(?:to|that|for)\b|\b(?:we|I|they|he|she|the\s+team)\s+(?:(?:really|also|originally|initially|now)\s+)?"
                          r"(?:want(?:ed)?|aim(?:ed)?|plan(?:ned)?|intend(?:ed)?|hope[ds]?|strive|strove|set\s+out)\s+to\b|\b(?:aims?|plans?|intends?)\s+to\b(?!\s+(?:measure|test|benchmark|compare))", re.I)
_SO_QUESTION = re.compile(r"[\W_]*so\s*,?\s+(?:why|how|what|where|when|who|which|is|are|was|were|does|do|did|can|could|should)\b[^?]*\?", re.I)
# a run said not to have happened yet ("_[test pending]_", "not yet measured"), a bound sign before a figure ("<= 80 ms"), "up to"
_PENDING_TEST = re.compile(r"\b(?:tests?|testing|measurements?|benchmarks?|validation|verification)\s+(?:is\s+|are\s+)?(?:pending|outstanding|to\s+come|TBD)\b|"
                           r"\bpending\s+(?:integration\s+)?(?:tests?|testing|measurements?|benchmarks?|validation|verification)\b|"
                           r"\bnot\s+yet\s+(?:tested|measured|benchmarked|validated|verified)\b|\buntested\b", re.I)
_AT_MOST_BEFORE = re.compile(r"(<=|=<|≤)\s*[`*_]{0,2}\s*[~≈]?$", re.I)
_TOLD_PAST = re.compile(r"\b(?:\w+ed|got|saw|ran|hit|reached|measured)\b|(?:었|았|였|했)", re.I)
_UP_TO_BEFORE = re.compile(r"\bup\s+to\s*[`*_]{0,2}\s*[~≈]?$", re.I)
# a scenario the sentence opens with ("For a training run that takes 30 days ...", "Imagine a job which moves 4 TB ...")
_SCENARIO_OPEN = re.compile(r"[\W_]*(?:for|take|imagine|consider|say|suppose)\s+(?:a|an|one|some)\s+(?:[\w-]+\s+){0,4}?(?:that|which)\s+"
                            r"(?:takes?|runs?|lasts?|needs?|costs?|spends?|moves?|transfers?|reads?|writes?)\b", re.I)
# NOTE: "A100 대비 약 2.4배 많은 토큰을 처리할 수 있었다", "H100 대비 1.3배 많이 처리하였으며": work a run did, told in the past,
# not products ranked by their datasheets
_KO_WORK_DONE = re.compile(r"(?:처리|생성|학습|추론|완료|전송|수행|실행)(?:할\s*수\s*있었|했|하였|됐|되었)")
_HPL_LABEL_BEFORE = re.compile(r"(?<![\w])((?-i:R_?peak|R_?max)|이론\s*성능|실측\s*성능)\s*(?:\([^()]{0,12}\))?\s*(?:[:=은는이가]\s*)?(?:약\s*|~\s*|≈\s*)?$", re.I)
_LINEAR_CLAIM = re.compile(r"\blinear(?:ly)?\b|선형", re.I)


def _unrated_words(draft: Draft, sentence: str, off: int) -> set[str]:
    """Spec words that rate nothing where the figure stands."""
    unrated: set[str] = set()
    if draft.unit is not None and draft.unit.dimension == "rate":
        # NOTE: "1,150 → 1,140 tokens/s per GPU", "at the speed of around 300 k toks/sec": "per GPU" and "at" rate a device
        # or a link; no datasheet gives a workload's rate of work per device, nor one reached "at"
        unrated |= _PER_DEVICE_CUES | ({"at"} if draft.unit.unit.split("/")[0] in _WORK_NOUNS else set())
    if _SPECULATIVE.search(sentence):
        unrated |= {"spec", "specs"}  # NOTE: "the no-spec baseline decodes 90 t/s", "with ngram spec enabled": speculative decoding
    if not draft.qualitative and (_OPERATION_AT.search(sentence, max(0, off - 40), max(0, off)) or (_CODEC_AT.search(sentence, max(0, off - 50), max(0, off))
                                                                                     and not _SELF_DESCRIBED.match(sentence))):
        # NOTE: "Sequential write at 380 MB/s", "checkpoint saves at 2.1 GB/s", "it compresses text at about 300 MB/s": the speed an
        # operation ran at (not in a library's own description of what it offers: "X is a codec, providing compression speed at ...")
        unrated.add("at")
    return unrated


# the run words a product's description borrows ("which achieves 1,600 TOPS", "to achieve 400Gb/s", "an effective bandwidth of")
_BORROWED_RUN_WORDS = frozenset(("achieve", "achieves", "achieving", "sustain", "sustains", "effective", "reach", "reaches"))
# ... after a purpose or an ability ("can bond two x16 interfaces to achieve", "is able to achieve", "designed to sustain")
_PURPOSE_ACHIEVE_BEFORE = re.compile(r"\b(?:to|can|could|will|able\s+to|designed\s+to|built\s+to|engineered\s+to)\s+(?:\w+\s+)?"
                                     r"(achieve|sustain|reach)\s+(?:about\s+|around\s+|roughly\s+|~|≈)?$", re.I)
# ... in a rate worked out from a signalling rate and its encoding ("resulting in an effective bandwidth of 400Gb/s")
_DERIVED_EFFECTIVE_BEFORE = re.compile(r"\b(?:resulting\s+in|results?\s+in|giving|gives|yielding|yields|for)\s+an?\s+(effective)\s+(?:[\w-]+\s+){0,3}?"
                                       r"(?:of\s+)?(?:about\s+|around\s+|~|≈)?$", re.I)
# ... or told in the present of a product or link ("the Maia die ... which achieves 1,600 TOPS", "NVLink, which sustains 900 GB/s")
# the part a description is of ("the Tensor-Streaming Processor architecture, which achieves 750 TOPS", "the LPU ... achieves")
_PRODUCT_NOUN = re.compile(r"\b(?:chips?|dies|die|processors?|architecture|accelerators?|adapters?|systolic\s+arrays?|(?-i:[A-Z]{1,2}PUs?)|ASICs?|SoCs?|silicon|packages?|modules?)\b", re.I)
_PAYLOAD_WORD = re.compile(r"\b(?:payloads?|message\s+sizes?|messages?|transfer\s+sizes?|buffer\s+sizes?)\b", re.I)
_PRESENT_ACHIEVES_BEFORE = re.compile(r"\b(achieves|sustains)\s+(?:about\s+|around\s+|roughly\s+|~|≈)?$", re.I)


def _rated_achievement(draft: Draft, sentence: str, off: int, p: dict) -> str | None:
    """The borrowed run word that makes a device or link figure a rating ("can bond two PCIe Gen4 x16 interfaces to achieve
    400Gb/s", "resulting in an effective bandwidth of 200Gb/s", "a systolic array which achieves 1,600 TOPS at FP8"): a
    product's description in the words of a run, with no run, tool, software or workload told."""
    if draft.qualitative or draft.unit is None or draft.unit.dimension not in ("flops", "bytes/s", "bits/s", "transfers/s") \
            or draft.section_run or draft.after_run or draft.reported_context or draft.shown_above or draft.changed or draft.arithmetic:
        return None
    run_cues = [c for c in draft.cues if c[0] == "measured" and c[2] >= 2]
    if not run_cues or any(c[1].lower() not in _BORROWED_RUN_WORDS for c in run_cues):
        return None
    if p["classify.first-person"].search(sentence) or _RUN_WORD.search(sentence) or _NAMED_TEST.search(sentence) \
            or p["conditions.software"].search(sentence) or p["classify.named-workload"].search(sentence) or p["classify.cited"].search(sentence) \
            or p["classify.strong-inference"].search(sentence) or _PAYLOAD_WORD.search(sentence):
        return None
    block = draft.block.text if draft.block is not None and draft.block.scope in ("paragraph", "list-item") else sentence
    if p["classify.metric-names"].search(block) or p["classify.tool-cues"].search(block) or p["extract.run-words"].search(block):
        return None  # NOTE: "The `busbw` column grows with the payload. ... one B200 node reaches 790 GBps": the paragraph reads runs
    before = sentence[max(0, off - 70):max(0, off)]
    if (m := _PURPOSE_ACHIEVE_BEFORE.search(before) or _DERIVED_EFFECTIVE_BEFORE.search(before)) is not None:
        return m.group(1).lower()
    if (m := _PRESENT_ACHIEVES_BEFORE.search(before)) is not None and (
            p["classify.hardware"].search(sentence, 0, max(0, off)) or p["classify.link-named"].search(sentence, 0, max(0, off))
            or _PRODUCT_NOUN.search(sentence, 0, max(0, off))):
        return m.group(1).lower()
    return None


def _per_cycle(unit) -> bool:
    """Whether ``unit`` counts per clock cycle ("FLOP/cycle", "B/cycle"): what an architecture does each clock."""
    return unit.unit.endswith("/cycle")


def classify(draft: Draft, p: dict) -> tuple[str, list[tuple[str, str]]]:
    """Return (class, decisive cues as (class, phrase)); ``p`` holds the lexicon's compiled patterns."""
    if draft.forced:
        return draft.forced, [(draft.forced, c[1]) for c in draft.cues[:1]]
    if draft.table_cues:
        estimate = _estimate_by_footnote(draft, p)
        return estimate if estimate is not None else _classify_table(draft, p)
    sentence = draft.sentence
    if "://" in sentence:  # NOTE: "[xGMI blogpost](https://.../mi300x-rccl-xgmi/...)": words in an address are no cue
        sentence = _ADDRESS.sub(lambda m: " " * len(m.group(0)), sentence)
    off = draft.span.start - draft.sentence_span.start - (len(sentence) - len(sentence.lstrip())) if not draft.qualitative else 0
    fig_end = off + len(draft.text)
    unrated = _unrated_words(draft, sentence, off)
    if unrated:
        draft.cues = [c for c in draft.cues if not (c[0] == "vendor-peak" and c[1].lower() in unrated)]
    if not draft.qualitative and any(c[0] == "vendor-peak" for c in draft.cues):
        others = _other_figures_notes(sentence, off, fig_end)
        # NOTE: "18Gb/s with GRO disabled at full CPU load, compared with 100Gb/s (line rate) with GRO enabled": the spec
        # word in another figure's own note rates that figure; and an "at" after the figure places it ("at full CPU load",
        # "at 4 KB messages"), it rates nothing ("connected at 100 Gb/s" stands before)
        draft.cues = [c for c in draft.cues if not (c[0] == "vendor-peak" and (
            (c[1].lower() in others and _outside_notes(sentence, c[1], others[c[1].lower()]) == 0)
            or (c[1].lower() == "at" and c[3] > 0 and draft.unit is not None and draft.unit.dimension in ("bytes/s", "bits/s"))
            or (c[1].lower() == "at" and c[3] < 0 and _detached_at(sentence, off))))]
    ratio = draft.unit is not None and draft.unit.dimension in ("ratio", "percent")
    scores = _score(draft.cues, ratio=ratio)
    # NOTE: metric names (busbw, algbw) label a figure; they do not say that anything ran.
    near_run = [c for c in draft.cues if c[0] == "measured" and abs(c[3]) <= 6 and c[2] >= 2 and not p["classify.metric-names"].fullmatch(c[1])]
    hpl_label = _HPL_LABEL_BEFORE.search(sentence, max(0, off - 24), max(0, off)) if not draft.qualitative else None
    if hpl_label is not None:
        # NOTE: "Rmax 3.1 TFLOPS, Rpeak 3.9 TFLOPS였다": each HPL label names the figure right after it, whatever the other's says
        rpeak = hpl_label.group(1).lower().replace("_", "").startswith("rpeak") or hpl_label.group(1).startswith("이론")
        return ("vendor-peak", [("vendor-peak", hpl_label.group(1))]) if rpeak else ("measured", [("measured", hpl_label.group(1))])
    topic = _korean_topic_clause(sentence, fig_end) if not draft.qualitative and not ratio else None
    if topic is not None:
        # NOTE: "1.6 TB/s는 양방향 이론값이고, 610 GB/s는 우리가 측정한 단방향 실측값입니다": each figure the topic of its own
        # clause, which names what it is; the other clause's words are the other figure's
        return topic
    bound_note = _BOUND_IN_PARENS_BEFORE.search(sentence, max(0, off - 20), max(0, off)) if not draft.qualitative and not ratio else None
    if bound_note is not None and _PAREN_CLOSE_AFTER.match(sentence, fig_end) and (told := p["extract.run-words"].search(sentence, 0, bound_note.start())) \
            and not any(c[0] == "vendor-peak" and c[2] >= 3 for c in draft.cues) and not p["classify.strong-inference"].search(sentence):
        # NOTE: "we measured a high per-GPU rate for the 70B model (>212 TFLOPs)", "we were able to keep ... (over 150 TFLOPs)":
        # a lower bound in brackets on what the run before it gave, its result, not a rating
        return "measured", [("measured", told.group(0))]
    own_note = _RATING_NOTE_AFTER.match(sentence, fig_end) if not draft.qualitative else None
    if own_note is not None and not ratio:
        # NOTE: "against 25 Gb/s (line rate) once it was enabled": the figure's own note names it a rating, whatever the
        # sentence ran
        return "vendor-peak", [("vendor-peak", own_note.group(1))]
    if not draft.qualitative and not ratio and _SPEC_BEFORE_PAREN.search(sentence, max(0, off - 60), max(0, off)):
        # NOTE: "well above the theoretical bandwidth (25 GB/s) of the two adapters": the figure in brackets is what the spec
        # word before it names, whatever the sentence ran
        return "vendor-peak", [("vendor-peak", _SPEC_BEFORE_PAREN.search(sentence, max(0, off - 60), max(0, off)).group(1))]
    attributed = (_ATTRIBUTED_BEFORE.search(sentence, max(0, off - 60), max(0, off)) or _ATTRIBUTED_AFTER.match(sentence, fig_end)) \
        if not draft.qualitative and not ratio else None
    if attributed is not None:
        # NOTE: "Well short of the declared 600 GB/s", "a speed of 600 GB/s was initially stated for the link": the figure is
        # told as what someone stated, a rating reported, whatever the sentence ran (the bare "was" is the attribution's)
        return "vendor-peak", [("vendor-peak", attributed.group(1).lower())]
    if ratio and not near_run and not draft.qualitative and not p["classify.first-person"].search(sentence) and (
            source := p["classify.maker-says"].search(sentence, max(0, off - 120), max(0, off))) is not None:
        # NOTE: "The vendor says the new NPU is 20% faster than the previous generation", "the maker claims ... 9 times faster":
        # the maker's own comparison of its parts, a rating told as a ratio (no run of the document's behind it); not "trails
        # the vendor library by 6%", a result against the maker's library
        return "vendor-peak", [("vendor-peak", source.group(0))]
    if not draft.qualitative and draft.unit is not None and draft.unit.dimension == "transfers/s" and (
            grade := _SPEED_GRADE_BEFORE.search(sentence, max(0, off - 40), max(0, off))) is not None:
        # NOTE: "16x32GB DDR5 5600 MT/s [5600 MT/s]": the memory's speed grade, a rating of the part, whatever ran on it
        return "vendor-peak", [("vendor-peak", grade.group(1))]
    if not draft.qualitative and not draft.section_run and (able := _ABLE_UP_TO_BEFORE.search(sentence, max(0, off - 60), max(0, off))) is not None \
            and not p["classify.first-person"].search(sentence) and not _RUN_WORD.search(sentence):
        # NOTE: "It is capable of achieving up to 9 million QPS", "the kernels can achieve up to 120 GB/s": what a product is able
        # to reach, no run told
        return "vendor-peak", [("vendor-peak", able.group(1))]
    if (rated := _rated_achievement(draft, sentence, off, p)) is not None:
        return "vendor-peak", [("vendor-peak", rated)]
    own_word = _OWN_WORD_AFTER.match(sentence, fig_end) if not draft.qualitative else None
    if own_word is not None and own_word.group(1).lower() in ("effective", "sustained", "actual") \
            and any(c[0] == "inferred" and c[3] == -6 for c in draft.cues):
        # NOTE: "- Per-GPU bandwidth: 4-6 GB/s effective" under "What you can expect": the kind of figure the section
        # expects, no run (the section's frame is the cue at -6)
        own_word = None
    if own_word is not None:
        # NOTE: "(1.1 Mpps measured vs. 5.0-7.0 Mpps projected for one core)": each figure's own word after it names its
        # class, whatever the other's says
        word = own_word.group(1).lower()
        cls = "measured" if word in _OWN_RUN_WORDS else "vendor-peak" if word in _OWN_SPEC_WORDS else "inferred"
        return cls, [(cls, word)]
    if not draft.qualitative and not ratio and _AGAINST_FIGURE_AFTER.match(sentence, fig_end) and any(
            c[0] == "measured" and c[2] >= 2 and c[3] < 0 for c in draft.cues) and not p["classify.strong-inference"].search(sentence):
        # NOTE: "a copy measures 396 GB/s one way against the 450 GB/s spec, and 784 GB/s duplex against 900 GB/s": a figure set
        # against another, in a sentence a run word opens, is the result; the one after "against" is the reference
        return "measured", [("measured", "a result set against a reference")]
    own_run = _MEASURED_NOTE_AFTER.match(sentence, fig_end) if not draft.qualitative else None
    if own_run is None and not draft.qualitative and not draft.table_cues:
        # NOTE: "... up to 2.9x faster than the FP16 baseline. (Tested with Llama-3-8B.)": a note in brackets right after the
        # sentence says the figure was run
        offset = draft.sentence_span.end - draft.block.span.start
        after = draft.block.text[offset:] if 0 <= offset <= len(draft.block.text) else ""
        own_run = _MEASURED_NOTE_AFTER.match(after) if after.lstrip(" *_").startswith("(") else None
    if own_run is None and not draft.qualitative and draft.reported_context == MEASURED_BELOW:
        own_run = MEASURED_BELOW  # NOTE: "... provides up to 950 tok/s." over "<sub>Preliminary measured performance.</sub>"
    if draft.qualitative:
        q_end = draft.span.end - draft.sentence_span.start
        theory = _THEORY_NOTE_AFTER.match(draft.sentence, q_end) if 0 <= q_end <= len(draft.sentence) else None
        if theory is not None:
            # NOTE: "결과: - Linear scaling (이론적)": the claim's own note calls it what theory gives, whatever the lead-in says
            return "inferred", [("inferred", theory.group(1))]
    if own_run is not None:
        # NOTE: "which will take 9000 steps, runs at 11 sec/step (measured on this cluster)": the figure's own note
        # says a run gave it, whatever the sentence predicts around it
        return "measured", [("measured", "a note that it was measured")]
    hedge = next((c for c in draft.cues if c[0] == "inferred" and 0 < c[3] <= 4 and c[2] > 0 and _KO_HEDGE.fullmatch(c[1])), None)
    could_be = not draft.qualitative and _KO_COULD_BE_AFTER.match(sentence, fig_end) is not None
    if (hedge is not None or could_be) and not draft.shown_above:
        # NOTE: "이전에 측정한 성능의 2배일 것 같다", "12–13 Gbps일 수 있다": the figure's own ending guesses; the run word modifies the
        # base it is set against
        return "inferred", [("inferred", hedge[1] if hedge is not None else "일 수 있")]
    if draft.shown_above and not draft.arithmetic:
        # NOTE: the figure restates benchmark output printed just above it: a run, whatever the wording
        return "measured", [("measured", "shown in the output above")] + [(c[0], c[1]) for c in near_run[:2]]
    # NOTE: "our estimate leads to a 1.3x speedup": the first person owns an estimate there, it reports no run
    near_run = [c for c in near_run if not (p["classify.first-person"].fullmatch(c[1]) and any(
        i[0] == "inferred" and i[2] >= 3 and 0 < i[3] - c[3] <= 2 for i in draft.cues))]
    infer_cues = [c for c in draft.cues if c[0] == "inferred" and c[2] >= 2 and -14 <= c[3] <= 0]  # NOTE: a cue after the figure opens the next clause
    strong_infer = _local(sentence, off, fig_end, p["classify.strong-inference"]) if not draft.qualitative else p["classify.strong-inference"].search(
        sentence, 0, _premise_end(sentence, off, draft, p))
    if strong_infer is not None and strong_infer.group(0).lower() == "could" and p["extract.lookup-after"].match(sentence, strong_infer.end()):
        strong_infer = None  # NOTE: "we could get the maximum bandwidth from the GPU spec": where the figure is found, no hypothesis
    if strong_infer is not None and strong_infer.group(0).lower() == "could" and _COULD_REACH_AFTER.match(sentence, strong_infer.end()) \
            and _RUN_SHOWED_BEFORE.search(sentence, max(0, strong_infer.start() - 160), strong_infer.start()):
        # NOTE: "This second test configuration showed that the server ... could achieve 113.13GB/s": what a run showed was
        # possible, "could" the past of "can", no hypothesis
        strong_infer = None
        infer_cues = [c for c in infer_cues if c[1].lower() != "could"]
    if strong_infer is not None and strong_infer.group(0).lower() == "could" and p["extract.could-observe-after"].match(sentence, strong_infer.end()) \
            and _FIRST_PERSON_BEFORE.search(sentence, max(0, strong_infer.start() - 12), strong_infer.start()):
        # NOTE: "We could observe 7x higher bus bandwidth": what the authors saw in their run, a past ability, no hypothesis
        strong_infer = None
        infer_cues = [c for c in infer_cues if c[1].lower() != "could"]
    if strong_infer is not None and strong_infer.start() >= fig_end and not _inference_before(sentence, off, fig_end, p) and (
            (_CONCLUSION_AFTER.match(sentence, strong_infer.start()) and "," in sentence[fig_end:strong_infer.start()])
            or _EXPECTATION_SET_AGAINST.search(sentence, fig_end, strong_infer.start())
            or (strong_infer.group(0).lower() in ("could", "would", "might") and _THAN_CLAUSE_BEFORE.search(sentence, fig_end, strong_infer.start()))
            or _ASSESSED_AS_EXPECTED.match(sentence, strong_infer.start())):
        # NOTE: "4018.25 fps total, ~3.1x faster, suggesting PPU work is the bottleneck": what the figure suggests is the
        # conclusion, the figure its evidence; "running at 1,150 tokens/s instead of the expected 2,400": the expectation
        # is the other figure's; "13.6 tokens/sec (expected for Q4_K_M on this board)", "..., as expected": the figure judged
        # against what one expects of its setup, not predicted
        word = strong_infer.group(0).lower()
        strong_infer = None
        infer_cues = [c for c in infer_cues if c[1].lower() != word]
    if strong_infer is not None and strong_infer.group(0).endswith("면") and not ratio and not draft.qualitative and (
            draft.after_run or draft.section_run or _PRECISE_CHANGE.search(sentence)) \
            and not [c for c in draft.cues if c[0] == "inferred" and c[2] >= 2 and not c[1].endswith("면")] \
            and not any(not m.group(0).endswith("면") for m in p["classify.strong-inference"].finditer(sentence, strong_infer.end())):
        # NOTE: "fortio로 측정했다. 요청마다 새 연결을 맺으면 p50이 1.517ms까지 올라갑니다": under a run told before it, the
        # condition names the configuration that was run, not a hypothesis (a ratio, "늘리면 2배", stays a generalisation)
        strong_infer = None
        infer_cues = []
    if strong_infer is not None and strong_infer.start() < off and strong_infer.group(0).lower() in _CHANGE_MODALS and not draft.arithmetic \
            and _FROM_BEFORE.search(sentence, max(0, off - 30), max(0, off)) and _TO_FIGURE_AFTER.match(sentence, fig_end):
        # NOTE: "Local NVMe would reduce flush latency from 2.6 ms to 10-100 us": the modal governs where the change would lead;
        # the value it starts from is the state now (the run's, or the rating's), restated
        strong_infer = None
        infer_cues = [c for c in infer_cues if c[1].lower() not in _CHANGE_MODALS]
    if strong_infer is not None:  # NOTE: "달성할 수 있습니다" (can achieve): the run word inside a modal reports no run ...
        # ... nor one the modal governs ("users may get results anywhere between 10Gbps and 800Gbps")
        # NOTE: every modal of the clause before the figure, not only the first: "We expect that tuning would result in 3x"
        modals = [strong_infer] + [m for m in p["classify.strong-inference"].finditer(sentence, strong_infer.end(), max(strong_infer.end(), off))]
        for modal in modals:
            governed = sentence[modal.end():modal.end() + 24].lower()
            near_run = [c for c in near_run if c[1] not in modal.group(0) and not (c[1].isascii() and re.match(
                r"\s*(?:\w+\s+){0,2}?" + re.escape(c[1].lower()) + r"\b", governed))]
    if _KO_RULE.search(sentence) and not draft.table_cues and not draft.section_run and not draft.after_run and not draft.reported_context \
            and all(c[1] in _COMES_OUT for c in draft.cues if c[0] == "measured"):
        # NOTE: "RoCE와 GPUDirect RDMA를 함께 쓰면 All-reduce 대역폭이 TCP 대비 3배 이상 나온다", with no run told around it: a rule
        # of the form "use X and Y comes out", a general conclusion, not a result ("... 돌렸다" before it makes it one)
        return "inferred", [("inferred", "a rule: use it and this comes out")]
    spec_word = [c for c in draft.cues if c[0] == "vendor-peak" and p["classify.spec-only"].fullmatch(c[1]) and -8 <= c[3] < 0]
    # NOTE: "인스턴스 정격(50 Gbps)", "rated (400 Gb/s)": the spec word, then its figure in parentheses
    own_phrase = [m for m in p["classify.spec-only"].finditer(sentence, max(0, off - 60), max(0, off))
                  if not re.search(r"(?<![A-Za-z0-9_])[0-9]|\(", sentence[m.end():off]) or sentence[m.end():off].strip(" *") == "("]
    # NOTE: no datasheet gives a rate of work (see below); a rate per clock cycle ("256 FP64 FLOPs/cycle/CU") is the
    # architecture's, not work done
    work_rate = draft.unit is not None and draft.unit.dimension == "rate" and not _per_cycle(draft.unit)
    if spec_word and own_phrase and not ratio and not work_rate and not draft.qualitative and (
            not _inference_before(sentence, off, fig_end, p) or _SPEC_WILL_BE.fullmatch(sentence, own_phrase[-1].end(), off)) and not any(
            c[0] == "measured" and c[2] >= 3 and spec_word[0][3] < c[3] < 0 for c in draft.cues):
        # NOTE: "we observed that the aggregated theoretical bandwidth per GPU reaches 336 GB/s": the figure's own
        # noun phrase calls it theoretical, whoever observed it; "the spec is 312 TFLOPS, so we would probably get ..."
        # predicts from it later in the sentence, but the spec is still a spec
        return "vendor-peak", [("vendor-peak", spec_word[0][1])]
    decisive = lambda cls: [(c[0], c[1]) for c in sorted(draft.cues, key=lambda c: abs(c[3])) if c[0] == cls][:3]
    if work_rate and not draft.qualitative and strong_infer is None and not infer_cues and (scores["measured"] > 0 or draft.section_run or draft.after_run):
        rated = [c for c in draft.cues if c[0] == "vendor-peak" and c[2] > 0 and abs(c[3]) <= 12]
        best = [c for c in rated if BEST_WORD.fullmatch(c[1]) and abs(c[3]) <= 6]
        if best and not [c for c in rated if c[2] >= 2 and not BEST_WORD.fullmatch(c[1])] and not p["classify.spec-sentence"].search(sentence):
            # NOTE: "peak throughput was 2,900 tokens/s at 64 concurrent requests", "c4 aggregate 90 tok/s, peak 121 tok/s" beside
            # a run: no datasheet rates a workload's rate of work, so its peak is the best of the runs ("offers a peak of" stays one)
            return "measured", [("measured", f"{best[0][1]} of the runs")]
    if work_rate and not draft.qualitative and strong_infer is None and not infer_cues and draft.unit.unit.split("/")[0] in _WORK_NOUNS \
            and scores["vendor-peak"] > 0 and max((c[2] for c in draft.cues if c[0] == "vendor-peak"), default=0) < 3 \
            and (model := p["classify.named-workload"].search(sentence)) is not None and not p["classify.spec-sentence"].search(sentence):
        # NOTE: "The Orca appliance delivers 880 tokens per second on Mixtral 8x22B": a rate of work on a named model is what a
        # run of that model gave (the maker's own), no datasheet's capability; its conditions are checked as any result's
        return "measured", [("measured", f"a rate of work on {model.group(0)}")]
    if not ratio and not draft.qualitative and not draft.arithmetic and _hardware_apposition(sentence, off, fig_end, p) \
            and not any(c[0] == "measured" and abs(c[3]) <= 3 for c in draft.cues) \
            and not (draft.unit is not None and draft.unit.dimension == "time"):  # NOTE: "(1.84s versus 0.92s)": no datasheet rates a time
        # NOTE: "A100(BF16 312 TFLOPS)에서 H100으로 ... 올라가면", "the H100 (3.35 TB/s) and the H200": a product's figure
        # set beside its name is its rating, whatever the sentence goes on to say or predict
        return "vendor-peak", [("vendor-peak", "a figure in parentheses after a product's name")]
    if not ratio and not draft.qualitative and draft.unit is not None and draft.unit.dimension != "time" \
            and p["classify.requirement-before"].search(sentence[max(0, off - 50):max(0, off)]):
        # NOTE: "측정됐고 필요한 지속 처리율은 2.0 GB/s라", "the required sustained rate is 2 GB/s": the rate a need names,
        # whatever the sentence measured beside it
        return "inferred", [("inferred", "a requirement")]
    if not ratio and not draft.qualitative and not near_run and draft.unit is not None and draft.unit.dimension != "time" \
            and p["classify.requirement-after"].match(sentence, fig_end):
        # NOTE: "100Gbps is not enough", "800-1000 Gbps is ideal", "400 GB/s면 충분하다": a rate judged against a need
        # is a requirement, a general conclusion, neither a rating nor a result
        return "inferred", [("inferred", "a requirement")]
    if not draft.qualitative and not ratio and strong_infer is None and draft.unit is not None and draft.unit.dimension in ("bytes/s", "bits/s") \
            and _WORKED_OUT_BEFORE.search(sentence, max(0, off - 60), max(0, off)) and _timed_transfer_before(draft, sentence, off):
        # NOTE: "The array moved 1 TB into the node in under nine seconds. That works out at 113 GB/s": a rate worked out from a
        # transfer that was timed, the run's rate ("at" there places the figure, it rates nothing)
        return "measured", [("measured", "a rate worked out from a timed transfer")]
    if not draft.qualitative and not ratio and strong_infer is None and draft.value is not None and draft.unit is not None \
            and draft.unit.dimension in ("bytes/s", "bits/s") and _SUM_WORD.search(sentence, *_clause(sentence, off, fig_end)) \
            and _sum_of_results_before(draft, sentence, off, p):
        # NOTE: "... reached 101 GB/s and the device-to-host copy 94 GB/s. Together that is 195 GB/s.", "The total output is 672
        # GB/s": the sum of two results told just before it, itself a result (the sum a run gave, not an aggregate rating)
        return "measured", [("measured", "the sum of results told before it")]
    if draft.summed and not near_run and strong_infer is None:
        # NOTE: "so `8x200=1600Gbps`", "18 links at 53.125 GB/s = 956.25 GB/s": rates multiplied out are the rate of the whole
        return "vendor-peak", [("vendor-peak", "a rate worked out from rates")]
    # NOTE: "was trained on 25Gbps Ethernet", "ran over 100 Gb/s RoCE": the run's verb governs the link it ran on, not the rate
    ran_on = p["classify.ran-on"].search(sentence[max(0, off - 30):max(0, off)]) is not None
    if draft.rating and (ran_on or not [c for c in near_run if abs(c[3]) <= 2 and not p["classify.first-person"].fullmatch(c[1])
                                        and not p["classify.tool-cues"].fullmatch(c[1])]):
        # NOTE: "scales so well on a 40 Gigabit Ethernet system": the link is named by its nominal rate, a condition
        # of the run at most; whatever ran, that rate was not measured
        return "vendor-peak", [("vendor-peak", NAMED_LINK_CUE)]
    if draft.whole_of and not near_run and (not strong_infer or draft.whole_spec) and draft.unit is not None and draft.unit.dimension not in ("ratio", "percent"):
        # NOTE: "So 376 GB/s out of 450 GB/s is 83%": the whole a result is measured against is its specification
        return "vendor-peak", [("vendor-peak", "the whole a result is set against")] + decisive("vendor-peak")[:2]

    if draft.conclusion and p["classify.past-result"].search(sentence, fig_end) and p["extract.korean-connector"].search(sentence, 0, off) \
            and not strong_infer:
        conclusion = False  # "NVLink가 있었기 때문에 학습이 2배 빨라졌다": a reason, then what was observed
    elif draft.conclusion and not strong_infer and _PAST_CHANGE_TO.search(sentence, max(0, off - 80), max(0, off)):
        conclusion = False  # NOTE: "We moved the decoding out of the loop. As a result, the ping time fell to 15 ms": what the change gave
    elif draft.conclusion and not strong_infer and ratio and _BUILD_CAUSE_SO.search(sentence[:max(0, off)]) and _COMPARED_AFTER.match(sentence, fig_end) \
            and not p["classify.link-named"].search(sentence):
        conclusion = False  # NOTE: "The vendor libm was not built with NEON, so it is about 35% slower than musl's": the cause of a gap seen
    elif draft.conclusion and _SO_QUESTION.match(sentence):
        conclusion = False  # NOTE: "So why did the hooks take 0.7 s there?": "so" opens a question about a figure seen, it concludes nothing
    else:
        conclusion = draft.conclusion
    if conclusion and not near_run:
        if draft.direction and scores["vendor-peak"] > 0 and not strong_infer:
            return "vendor-peak", decisive("vendor-peak")  # "it is bidirectional, so only 512 GB/s one way": a spec restated
        return "inferred", [("inferred", "conclusion")] + decisive("inferred")
    weak_peak = [c for c in draft.cues if c[0] == "vendor-peak" and abs(c[3]) <= 12 and c[2] > 0]
    bound = [c for c in weak_peak if p["classify.bound"].fullmatch(c[1])]
    other_infer = [c for c in infer_cues if not p["classify.conditional"].fullmatch(c[1])]
    if bound and not near_run and not draft.arithmetic and not other_infer and not draft.qualitative and (
            strong_infer is None or _only_conditional(sentence, off, fig_end, p)) and not (
            draft.reported_context or p["classify.cited"].search(sentence) or p["conditions.software"].search(sentence)
            or (ratio and _local(sentence, off, fig_end, p["classify.result-verb"]))):
        # NOTE: "tf32를 bf16과 혼합하면 처리량을 최대 16배까지", "with NVLink you get up to 900 GB/s": a capability
        # bound ("up to" + a product, link or number format) under the condition of using it states its
        # specification, unless software is named whose result it could be or a figure or table backs it; a speed
        # ratio also needs the feature named.
        if not ratio or (p["classify.capability"].search(sentence) and not (draft.scaling is not None and draft.scaling.devices)):
            if strong_infer is not None or ratio:
                return "vendor-peak", [("vendor-peak", bound[0][1])]
    if strong_infer is not None and not other_infer and _only_conditional(sentence, off, fig_end, p) and (
            p["classify.past-result"].search(sentence, fig_end) or p["classify.cited"].search(sentence) or p["classify.ab-toggle"].search(sentence)
            # NOTE: "마이크로벤치마크: 매번 동기화 시 14.6 us, 끝에 한 번만 하면 5.9 us": under a run named before it, each
            # conditional names the configuration a figure was measured in
            or _RUN_LABEL.match(sentence) or _measured_configuration_ko(draft, strong_infer.group(0), sentence, off, fig_end, p)):
        # "OpenBLAS로 전환하면 성능이 두 배 향상되었습니다", "As you can see, if you are not careful ... a 2x slowdown":
        # the conditional tells when it was measured; "X를 켜지 않으면 140 tokens/s이고, 켜면 205 tokens/s": which run was which
        strong_infer = None
        infer_cues = []
    source = p["classify.measured-source"].search(sentence, 0, max(0, off)) if strong_infer is not None else None
    if source and not draft.arithmetic and not other_infer and p["classify.ability"].search(strong_infer.group(0)):
        # NOTE: "실제 측정 결과에 따르면 ... 85%를 달성할 수 있습니다", "according to our measurements it can reach 85%": what
        # the measurement showed is possible, not a prediction
        return "measured", [("measured", source.group(0))]
    if draft.unit is not None and draft.unit.dimension == "time" and draft.unit.scale >= 3600 and not draft.changed \
            and (plan := _ASSUMING.search(sentence) or _PLANNED_JOB.search(sentence, max(0, off - 60), max(0, off))) is not None:
        # NOTE: "roughly 25 days of training on 512 A100s (assuming no failures)", "We need 12 days to finish at this scale": how
        # long a job is planned to take, worked out from a rate, not how long one took
        return "inferred", [("inferred", plan.group(0))]
    if not draft.qualitative and strong_infer is None and not ratio:
        pending = _PENDING_TEST.search(draft.block.text) if draft.block is not None and draft.block.scope in ("list-item", "paragraph") else None
        at_most = _AT_MOST_BEFORE.search(sentence, max(0, off - 12), max(0, off)) \
            if not any(c[0] == "measured" and c[2] >= 2 for c in draft.cues) else None
        if pending is not None and any(_TOLD_PAST.search(c[1]) for c in near_run):
            pending = None  # NOTE: "we measured 18 Gbps; the 25 Gbps test is pending": a run told, whatever else waits
        if pending is not None or at_most is not None:
            # NOTE: "- the guest reaches up to `20 Gbps` ... _[test pending]_": no run yet, so a bound stated is the specification
            # (else a figure with nothing behind it); "It takes `<= 80 ms` to boot": a bound a guarantee gives, not arithmetic
            if at_most is not None or _UP_TO_BEFORE.search(sentence, max(0, off - 12), max(0, off)) or scores["vendor-peak"] > 0:
                return "vendor-peak", [("vendor-peak", at_most.group(1) if at_most is not None else "a bound whose test is pending")]
            return "inferred", [("inferred", pending.group(0))]
    if not near_run and not draft.qualitative and (scene := _SCENARIO_OPEN.match(sentence)) is not None:
        # NOTE: "For a backup that takes 8 hours on disk, the tape run takes 11 hours": a scenario set up to illustrate, its
        # figures assumed or worked out, no run
        return "inferred", [("inferred", "a scenario: " + scene.group(0).strip(" *_"))]
    if not near_run and not draft.qualitative and not (draft.section_run or draft.after_run or draft.reported_context or draft.shown_above or draft.changed) \
            and not any(c[0] == "measured" and c[2] >= 2 for c in draft.cues) and not p["classify.first-person"].search(sentence) \
            and (what_if := _HYPOTHETICAL_BEFORE.search(sentence, _clause(sentence, off, fig_end)[0], max(0, off))) is not None:
        # NOTE: "directly impacts whether your 8-GPU training job finishes in 6 hours or 18 hours", "Pick the right fabric and
        # your run wraps up in 4 hours": the reader's job as it might go, no run of the document's
        return "inferred", [("inferred", "a hypothetical: " + what_if.group(0).strip()[:40])]
    goal = _GOAL_BEFORE.search(sentence, 0, max(0, off)) if not draft.qualitative else None
    if goal is not None and not near_run and not draft.changed:
        # NOTE: "My aim was to build the whole tree in 3 seconds", "We plan to get there in two releases, each raising the speed
        # by 60%", "The target is to bring rebuilds down to 400 ms": a goal or a plan, no run behind it
        return "inferred", [("inferred", goal.group(0).strip())]
    if draft.unit is not None and draft.unit.dimension == "time" and not near_run and not draft.qualitative and draft.section_run is not True \
            and not _RTT_NOUN_AFTER.match(sentence, fig_end) and (_AT_RTT_AFTER.match(sentence, fig_end) or (
                _ROUND_TRIP_COUNT.search(sentence) and any(m.start() >= fig_end or m.end() <= off for m in _RTT_FIGURE.finditer(sentence)))):
        # NOTE: "a full handshake costs 2 RTT (90 ms at 45 ms RTT)", "on a 45 ms RTT path, three round trips come to 135 ms": a
        # time worked out as round trips times a round-trip time, not one a run took
        return "inferred", [("inferred", "round trips times a round-trip time")]
    # NOTE: "`<= 125 ms`": the "=" of a bound sign is no arithmetic
    computed = draft.arithmetic and not _AT_MOST_BEFORE.search(sentence, max(0, off - 12), max(0, off))
    if not draft.qualitative and not draft.shown_above and (guess := _ESTIMATE_VERB_BEFORE.search(sentence, _clause(sentence, off, fig_end)[0], max(0, off))) is not None \
            and not re.search(r"[0-9]", sentence[guess.end():max(0, off)]):
        # NOTE: "The testers reckoned the system ran at 5 million IOPS", "we figured the array was doing about 3 GB/s": a figure
        # someone estimated, whatever run verb the estimate holds
        return "inferred", [("inferred", guess.group(1).lower())]
    if (computed or strong_infer or infer_cues) and not near_run:
        cue = strong_infer.group(0) if strong_infer else infer_cues[0][1] if infer_cues else "computed"
        return "inferred", [("inferred", cue)]
    rule_of_thumb = _local(sentence, off, fig_end, p["classify.generalisation"]) if ratio and not draft.qualitative else None
    if rule_of_thumb and _HEDGED_RANKING.match(sentence, rule_of_thumb.end()) and (
            draft.section_run or draft.after_run or _told_earlier_in_block(draft, p) or _run_named_earlier_in_block(draft, p)):
        # NOTE: "We ran Qwen2-72B ... . ServeKit usually matches or beats vLLM, with up to 2.6x higher throughput": the hedge
        # says how often the engine wins among the runs told, the figure is the best of them
        rule_of_thumb = None
    if rule_of_thumb and (not near_run or not p["classify.first-person"].search(sentence)):
        # NOTE: "GEMM kernels typically achieve 70-80% of peak": what such kernels do in general, not a run of this
        # document ("we typically see 2x" is still what the authors measured)
        return "inferred", [("inferred", rule_of_thumb.group(0))]  # "typically ~2x faster", "usually 50% MFU"
    if draft.qualitative and draft.block is not None and draft.block.scope == "list-item" and _LINEAR_CLAIM.search(draft.text) and not _RATIO_FIGURE.search(sentence) \
            and not p["classify.first-person"].search(sentence) and not p["classify.cited"].search(sentence) \
            and not any(c[0] == "measured" and c[2] >= 2 and c[1].lower() in sentence.lower() for c in draft.cues):
        # NOTE: "- **Linear scaling** with worker count" under "..., which shows:": linear is what the lead-in concludes from
        # its runs, not what they measured; only the item's own run word or figure makes it a result
        return "inferred", [("inferred", _LINEAR_CLAIM.search(draft.text).group(0))]
    if draft.qualitative and strong_infer is None and (ran_to := _RUN_RANGE.search(sentence)) is not None \
            and ran_to.start() <= draft.span.end - draft.sentence_span.start and draft.span.start - draft.sentence_span.start <= ran_to.end():
        # NOTE: "At 8K context we only scaled to 128 nodes, as more left step time flat": the largest size the authors ran, the
        # range of their runs, not a prediction past it ("we can scale to", "will scale to" stay one)
        return "measured", [("measured", ran_to.group(0))]
    if draft.qualitative:
        # NOTE: a qualitative claim is a result only when a run is reported: first person, a figure or table cited, past tense.
        past = any(c[0] == "measured" and c[1].endswith("ed") for c in draft.cues)
        # NOTE: "In this experiment, A outperforms B in both throughput and latency": the run the comparison reports is named
        named_run = any(c[0] == "measured" and c[1].lower().startswith(("in this ", "in these ", "in our ", "in my ")) for c in draft.cues)
        if scores["measured"] >= 1.5 and not strong_infer and (p["classify.reported"].search(sentence) or past or named_run):
            return "measured", decisive("measured")
        cited = p["classify.cited"].search(sentence)
        if cited and not strong_infer:
            return "measured", [("measured", cited.group(0))]  # "As Tables 2 and 3 show, we can improve performance"
        if (draft.after_run or draft.reported_context) and not strong_infer and not draft.conclusion:
            # NOTE: "Here are some benchmark results. The new router significantly improves throughput.": what the run showed
            return "measured", [("measured", draft.reported_context or "a run told just before")]
        change = p["classify.past-change"].search(draft.text)
        if change and not strong_infer and not draft.conclusion and not p["classify.premise-before"].search(sentence[:max(0, draft.span.start - draft.sentence_span.start)]) \
                and (p["classify.first-person"].search(sentence) or draft.section_run):
            # NOTE: "Throughput doubled when we switched to FP8", "the step time halved" in a section that told a run: a
            # change seen, told in the past
            return "measured", [("measured", change.group(0))]
        if _KO_LINK_AS_SPEED.search(draft.text) and not strong_infer:
            # NOTE: "A100은 NVLink 지원으로 여러 GPU를 빠르게 연결 가능": a link's support taken as speed, a conclusion (CLAIMS.md
            # section 2), not the link's rating, whatever "지원" says
            return "inferred", [("inferred", LINK_PRESENCE_CUE)]
        if scores["vendor-peak"] >= 1 and p["classify.hardware"].search(sentence) and not re.search(r"\bscal|확장|선형", draft.text, re.I | re.A) \
                and not p["classify.superlative"].search(sentence):
            # NOTE: "It ... delivers the best performance among known implementations": a ranking with nothing measured
            # behind it, not a rating, however a link is named
            return "vendor-peak", decisive("vendor-peak")
        if not strong_infer and not draft.conclusion and p["classify.superlative"].search(sentence) and (
                draft.section_run or draft.after_run or _told_earlier_in_block(draft, p) or _run_named_earlier_in_block(draft, p)) and (
                _ranking_scoped(sentence, p) or (draft.block is not None and _OBSERVATION_FRAME.search(draft.block.text))):
            # NOTE: "In the offline run, ServeKit ends up achieving the highest throughput in this case", "A further observation is
            # that ... it achieves the best performance" under a run told: the ranking the runs gave, scoped to them
            return "measured", [("measured", "a ranking scoped to the runs")]
        return "inferred", decisive("inferred") or [("inferred", draft.text)]
    sc = draft.scaling
    base_n = None
    if sc is not None and sc.baseline:
        bm = re.match(r"([0-9]+) ", sc.baseline)
        base_n = int(bm.group(1)) if bm else None
    expected = (sc.devices / base_n) if (sc is not None and sc.devices and base_n) else (sc.devices if sc is not None else None)
    if ratio and sc is not None and expected and sc.speedup and abs(sc.speedup - expected) <= 0.01 * expected and scores["measured"] < 2:
        return "inferred", [("inferred", f"{sc.devices} devices, {sc.speedup:g}x")]  # N devices assumed to give N times
    # NOTE: "NVLink is 7x faster than PCIe", "int8 is 2x faster than bf16": hardware ranked by its specs.
    # "That is 77x slower" about a run is not that, so the copula form needs hardware named in the sentence.
    # A run told anywhere in the sentence ("In our evaluation, the H200 is up to 1.9x faster than the H100") makes the
    # ranking a result, however far the words stand from the figure.
    run_told = any(c[0] == "measured" and c[2] >= 2 for c in draft.cues)
    if ratio and draft.about_computed and not run_told:
        # NOTE: "`4GiB / 50GBps` = 85.9ms. That is 3.9x more than measured.": the ratio of a prediction, itself one
        return "inferred", [("inferred", "a ratio of the figure computed before")]
    if ratio and not strong_infer and not draft.qualitative and (done := _KO_WORK_DONE.search(sentence, fig_end)) is not None \
            and not p["classify.spec-sentence"].search(sentence):
        return "measured", [("measured", done.group(0))]
    if ratio and not run_told and not draft.qualitative and not (draft.section_run or draft.after_run or draft.reported_context or draft.shown_above) \
            and scores["measured"] == 0 and (step := _HIERARCHY_STEP.search(sentence)) is not None \
            and not p["classify.first-person"].search(sentence) and not p["classify.cited"].search(sentence):
        # NOTE: "Data moves through five tiers, every one about ten times slower than the tier above it", "each an order of
        # magnitude slower than the previous": a rule over a hierarchy of links or memories, no run of this document
        return "inferred", [("inferred", "a step of a hierarchy: " + step.group(0).strip())]
    if ratio and not run_told and not draft.qualitative and not (draft.after_run or draft.reported_context or draft.shown_above) \
            and (making := _LINK_MAKES_OP_BEFORE.search(sentence, max(0, off - 100), max(0, off))) is not None \
            and (p["classify.link-named"].search(sentence, 0, making.start()) or p["classify.rated-link"].search(sentence, 0, making.start())):
        # NOTE: "connected via 200 Gbps InfiniBand, making all-reduce operations 8-12x faster than standard Ethernet": a link's
        # rate taken as the speed of an operation over it, which no run showed (CLAIMS.md section 2, a link's presence as speed)
        return "inferred", [("inferred", LINK_RATE_AS_SPEED_CUE)]
    kind_cmp = ratio and not draft.section_run and p["classify.kind-baseline"].search(sentence) is not None
    if ratio and not kind_cmp and not strong_infer and not draft.qualitative and _RATE_APPOSED_BEFORE.search(sentence, max(0, off - 90), max(0, off)) \
            and (p["classify.hardware-baseline"].search(sentence, fig_end) or _PREDECESSOR.search(sentence, fig_end)):
        # NOTE: "HBM3e at 6.4 TB/s of memory bandwidth, a 1.6X increase over H100": a ratio set in apposition to the figure
        # before it is that figure's gain over the base, of that figure's class (a rating's, a result's), decided beside it
        return "measured", []
    if ratio and ((draft.copula_comparison and p["classify.hardware"].search(sentence)) or p["classify.hardware-baseline"].search(sentence) or kind_cmp) \
            and scores["measured"] < 2 and not run_told and not (draft.after_run and (p["classify.first-person"].search(sentence) or p["classify.this-run"].search(sentence))) \
            and not draft.reported_context and not (not kind_cmp and p["classify.named-workload"].search(sentence)) \
            and not (not kind_cmp and (_told_earlier_in_block(draft, p) or _run_named_earlier_in_block(draft, p))) \
            and not (not kind_cmp and _PRECISION_BASELINE.search(sentence) and not p["classify.hardware-baseline"].search(_PRECISION_BASELINE.sub(" ", sentence))
                     and _INFERENCE_WORK.search(sentence)) \
            and not (not kind_cmp and _rates_side_by_side(sentence)) \
            and not (not kind_cmp and _KO_WORK_DONE.search(sentence, fig_end) and not p["classify.spec-sentence"].search(sentence)) \
            and not (not kind_cmp and _VERSIONED.search(sentence) and p["conditions.software"].search(sentence) and p["conditions.workload"].search(sentence)):
        # NOTE: (not "Spark RAPIDS on four L4 GPUs was 1.08x faster than CPU Spark on TPC-DS SF1000 (Spark 3.5.2, RAPIDS 25.12)":
        # a benchmark run with its software's versions, no datasheet ranks that)
        # NOTE: "We benchmarked both boards ... The MI250 is 1.7x faster than the A100 in this test."; "With Llama-70B at ISL/OSL
        # 2048/128, one B200 is 2.1x more performant than one H100": a model and its load ran, no datasheet ranks that
        # NOTE: "Gather is 3x more efficient than a broadcast", "inter-node links are an order of magnitude slower than
        # intra-node ones": kinds of operation or link ranked in general, no run of this document
        offered = [c for c in draft.cues if c[0] == "vendor-peak" and -12 <= c[3] <= 0 and p["classify.offer-verbs"].fullmatch(c[1])]
        if offered and not kind_cmp and not strong_infer and any(c[0] == "vendor-peak" and -4 <= c[3] <= 0 and p["classify.bound"].fullmatch(c[1]) for c in draft.cues):
            # NOTE: "HBM3e offers up to 1.4x the bandwidth of HBM3": the maker's bound on its part over the last one, a rating
            return "vendor-peak", [("vendor-peak", offered[0][1])]
        return "inferred", [("inferred", "comparison of kinds of operation or link" if kind_cmp else "comparison of specifications")]
    if ratio and draft.unit.dimension == "ratio" and scores["measured"] == 0 and scores["vendor-peak"] == 0:
        # NOTE: "competitive at 0.94x", "parity at 1.01x": "at" places a ratio, it bounds nothing (a link "at 400 Gb/s" is rated)
        # NOTE: nor "has": "ClickHouse has a total response time 1.8x that of StarRocks" possesses a result, it bounds nothing
        # NOTE: nor "aggregate": "the new aggregate is 10x faster" names a query operator, no link's sum
        weak_peak = [c for c in draft.cues if c[0] == "vendor-peak" and abs(c[3]) <= 12 and c[2] > 0 and c[1].lower() not in ("at", "has", "have", "aggregate")]
        if weak_peak:  # "up to 7x faster", "offering 15x": a marketing bound with no run behind it ...
            paragraph = draft.block.text if draft.block is not None and draft.block.scope in ("paragraph", "list-item") and len(draft.block.text) < 1500 else ""
            cited = p["classify.cited"].search(sentence) or p["classify.cited"].search(paragraph)
            if (_told_earlier_in_block(draft, p) or _run_named_earlier_in_block(draft, p)) and not strong_infer:
                # NOTE: "We ran both GPUs with the same settings. ... `1xL40S` delivers 2.84x higher throughput than `1xA10G`": the
                # paragraph told its run before the comparison, whose verb then reports what the run gave
                return "measured", [("measured", "a run told earlier in the paragraph")]
            if cited or draft.reported_context or draft.after_run:  # ... unless it reports a chart, a table or the run told
                # just before: "up to 3x faster (Figure 4)", "Evaluation shows ... . It outperforms llama.cpp by up to 11x"
                return "measured", [("measured", cited.group(0) if cited else draft.reported_context or "a run told just before")]
            offered = [c for c in weak_peak if p["classify.bound"].fullmatch(c[1]) or p["classify.offer-verbs"].fullmatch(c[1])]
            if draft.section_run and not offered and not strong_infer:
                # NOTE: "The older card runs at roughly 0.6x the speed of the new one" under a run told: "at" bounds nothing
                return "measured", [("measured", _section_cue(draft))]
            if draft.section_run and not strong_infer and (best_gain := _BEST_GAIN.search(sentence)) is not None:
                # NOTE: "The max speed-up is x3.9 for a block with few conflicts" under a run told: the best of the runs' gains,
                # no datasheet gives a speedup
                return "measured", [("measured", f"{best_gain.group(0)} of the runs")]
            vendor = [c for c in weak_peak if p["classify.vendor-source"].fullmatch(c[1])]
            if vendor and offered:
                # NOTE: "제조사 발표 자료는 '최대 4배 빠른 추론'을 내세운다", "the vendor claims up to 4x": the maker's own bound
                return "vendor-peak", [("vendor-peak", vendor[0][1])]
            if offered and p["classify.hardware"].search(sentence, 0, max(0, off)) and not p["conditions.software"].search(sentence) and not (
                    draft.scaling is not None and draft.scaling.devices):
                # ... and a product's own bound ("The Quantum-2 switch delivers up to 4x higher throughput", "Blackwell은
                # 최대 4배의 처리량 향상을 제공합니다") is the vendor's capability figure, as its absolute bounds are
                return "vendor-peak", [("vendor-peak", offered[0][1])]
            baseline = p["classify.named-baseline"].search(sentence)
            base_text = (baseline.group("base") or baseline.group("base_ko") or baseline.group("base_rt") or "") if baseline else ""
            if baseline and not strong_infer and not p["conditions.software"].search(sentence) and not p["classify.first-person"].search(sentence) \
                    and any(p["classify.bound"].fullmatch(c[1]) and -4 <= c[3] <= 0 for c in weak_peak) \
                    and (_PREDECESSOR.search(sentence, max(0, baseline.start() - 12), baseline.end()) or p["classify.hardware"].search(base_text)
                         or _DEVICE_CLASS.fullmatch(base_text.strip())):
                # NOTE: "전작 대비 최대 4배", "GPU 대비 최대 3배 높은 와트당 처리량", "up to 5x over the previous generation": a product's
                # bound over its predecessor or a class of hardware, the maker's rating told as a ratio (no software ran for it)
                return "vendor-peak", [("vendor-peak", next(c[1] for c in weak_peak if p["classify.bound"].fullmatch(c[1])))]
            if baseline and not strong_infer and not p["classify.ability"].search(sentence) and not _generalises(sentence, p) \
                    and not p["classify.any-scale"].search(sentence) and not any(p["classify.offer-verbs"].fullmatch(c[1]) or c[1].lower() in _ENABLING_CUES for c in weak_peak):
                # NOTE: "throughput improvements of up to 2.5x" against existing systems, "Up to 2x improvement compared to
                # ZeRO-2 Offload": the best of runs set against a named baseline, a result (its conditions are checked)
                return "measured", [("measured", f"a comparison with {(baseline.group('base') or baseline.group('base_ko') or baseline.group('base_rt')).rstrip('.,;:')}")]
            if not strong_infer and (draft.section_run or _run_named_earlier_in_block(draft, p)) and any(
                    _HEDGED_RANKING.match(sentence, m.end()) for m in p["classify.generalisation"].finditer(sentence, 0, max(0, off))):
                # NOTE: "FastServe often equals or beats TGI, with up to 1.9x higher throughput" after the runs were told: the best
                # of the runs against the engine it beats, the hedge how often it wins
                return "measured", [("measured", _section_cue(draft) if draft.section_run else "a run told earlier in the paragraph")]
            return "inferred", [("inferred", weak_peak[0][1])]
    if p["classify.result-list"].match(sentence):
        return "measured", [("measured", "a result per configuration")]  # "- 2 GPUs: 47.7 GBps"
    best = max(scores, key=lambda k: scores[k])
    if best == "vendor-peak" and draft.unit is not None and draft.unit.dimension == "time" and draft.unit.unit in ("s", "min", "h", "days") \
            and max((c[2] for c in draft.cues if c[0] == "vendor-peak"), default=0) < (3 if draft.changed else 2):
        # NOTE: "we have 6 minutes loading for the full model vs 20 seconds", "TTFT 28.6초→8.7초": how long something took (before and
        # after a change, whatever a clause beside it rates); no datasheet gives
        # a duration in seconds or more
        return "measured", [("measured", "a duration a run took")]
    if best == "vendor-peak" and work_rate and any(c[0] == "vendor-peak" and p["classify.worked-out-peak"].match(c[1]) for c in draft.cues):
        # NOTE: "8-GPU theoretical peak (batch=8/GPU): ~6,950 QPS": no datasheet gives a workload's rate of work; a theoretical
        # one is worked out from a run or a rating
        return "inferred", [("inferred", "a theoretical rate of work, worked out")]
    if best == "vendor-peak" and draft.unit is not None and draft.unit.dimension in ("flops", "rate", "bytes/s", "bits/s", "time") \
            and (draft.subject is None or draft.unit.dimension == "time") \
            and max((c[2] for c in draft.cues if c[0] == "vendor-peak"), default=0) < 3 and p["classify.statistic-before"].search(sentence, max(0, off - 60), off):
        # NOTE: "Each node delivers an average throughput of ~73.7k tokens/s during prefilling", "capable of ... with an average
        # latency of 11 us" (a device's too: no datasheet gives an average time): only runs have an average
        return "measured", [("measured", "a statistic of the runs")]
    if best == "vendor-peak" and not draft.rating and not draft.qualitative and max((c[2] for c in draft.cues if c[0] == "vendor-peak"), default=0) < 3 \
            and (test := _NAMED_TEST.search(sentence, *_own_side(sentence, off, fig_end))) is not None and not p["classify.strong-inference"].search(sentence):
        # NOTE: "In a controlled test with 12 validators, the protocol is capable of handling 250,000 transactions per second",
        # "our router delivers 40 Gb/s in the throughput test": a run named outranks the capability words (CLAIMS.md precedence)
        return "measured", [("measured", test.group(0))]
    if best == "vendor-peak" and draft.unit is not None and draft.unit.dimension in ("flops", "rate", "bytes/s") and max(
            (c[2] for c in draft.cues if c[0] == "vendor-peak"), default=0) < 3:
        # NOTE: in the figure's own clause ("NVLink 4 offers up to 900 GB/s, while nccl-tests reports 740 GB/s": the tool ran for
        # the 740)
        own_lo, own_hi = _own_side(sentence, off, fig_end)
        software = p["conditions.software"].search(sentence[own_lo:own_hi])
        # NOTE: not when a spec word follows the figure ("with DeepEP on H800 (~160 GB/s NVLink maximum bandwidth)"); an
        # "up to" there begins the next figure ("achieving over 3,800 tok/s/gpu at up to 6.7x faster than A100")
        if software and own_lo + software.start() <= 2 and _SELF_DESCRIBED.match(sentence) and not p["classify.first-person"].search(sentence):
            software = None  # NOTE: "LZ4 is a lossless compression algorithm, providing compression speed at 400 MB/s per core": the
            # library says what it offers, as a product's page does; no run is told
        if software and not any(c[0] == "vendor-peak" and c[2] >= 2 and 0 < c[3] <= 20 and c[1].lower() not in ("up to", "최대") for c in draft.cues):
            # "ZeRO-2 runs 100B models on 400 V100 GPUs with over 38 teraflops per GPU": what the software ran at
            return "measured", [("measured", software.group(0))]
    if best == "vendor-peak" and all(c[1] in ("최대", "up to") for c in draft.cues if c[0] == "vendor-peak") and any(
            c[0] == "measured" and is_hangul(c[1]) and c[2] >= 2 for c in draft.cues) and p["classify.past-result"].search(sentence, fig_end):
        # NOTE: "최대 초당 30,000토큰의 처리량을 달성했습니다", "처리량이 최대 1.7배 향상되었다": the best a run reached, told in the past
        return "measured", decisive("measured")
    if best == "vendor-peak" and all(p["classify.bound"].fullmatch(c[1]) for c in draft.cues if c[0] == "vendor-peak") and draft.block is not None \
            and draft.block.section and p["classify.table-measured"].search(draft.block.section[-1]) \
            and not p["classify.hardware"].search(sentence) and not p["classify.strong-inference"].search(sentence) \
            and not p["classify.spec-sentence"].search(sentence):  # NOTE: not 'the provider docs say "maximum egress bandwidth is 2 Gbps"'
        # NOTE: "## 결과" then "단일 노드 최대 throughput: 41,500 tokens/s": under a results heading the maximum is the best run
        return "measured", [("measured", f"{p['classify.table-measured'].search(draft.block.section[-1]).group(0)} (heading)")]
    if best == "vendor-peak" and draft.after_run and p["classify.result-comparison"].search(sentence) and max(
            (c[2] for c in draft.cues if c[0] == "vendor-peak"), default=0) < 3:
        # NOTE: "We re-ran the benchmark on both servers. The new server also offers a speedup over the old one: 1400.5
        # samples/s versus 870.3": after a run, "offers" a comparison of results, not a datasheet's figure
        return "measured", [("measured", "a run told just before")]
    if best == "vendor-peak" and draft.subject is None and _PEAK_WORD.search(sentence) and p["classify.statistic-word"].search(sentence) \
            and (_PEAK_WORD.search(sentence, max(0, off - 45), off) or p["classify.statistic-word"].search(sentence, max(0, off - 45), off)) \
            and max((c[2] for c in draft.cues if c[0] == "vendor-peak" and c[1].lower() not in ("peak", "up to", "max", "maximum")), default=0) < 3:
        # NOTE: "highlighting both peak and average values, with peak throughput reaching up to 40 GiB/s": the peak of a
        # series beside its average is the top of what a run drew, not a rating (a figure with neither word just before
        # it, "can reach up to 20 TB/s", is another thing the sentence rates)
        return "measured", [("measured", "the peak of a series beside its average")]
    # NOTE: "Sequential writes drop to ~2 GB/s peak throughput": "peak" naming the top of a curve a run drew
    curve_peak = (p["classify.peak-of-curve"].match(sentence, fig_end) is not None or p["classify.peak-label"].match(sentence[:max(0, off)]) is not None
                  or p["classify.peak-in-parens"].search(sentence[:max(0, off)]) is not None) \
        and (draft.after_run or draft.section_run)  # ... or labelling a run's best ("**Peak Bandwidth**: ~850 GB/s", "(peak: 190 tokens/s)")
    # NOTE: under a results heading, a sentence naming a product or a link by its rate may still state a rating
    # ("The RTX 5090's massive 1.79 TB/s bandwidth", "25 Gbps networking"): only a run told makes it a result
    heading_only = draft.section_run == "heading" and not draft.after_run and (
        p["classify.hardware"].search(sentence) is not None or draft.rating or p["classify.rated-link"].search(sentence) is not None
        or p["classify.spec-sentence"].search(sentence) is not None  # ... and a sentence that quotes a specification ("the vendor specification showing ... (2.3 GB/s)")
        # NOTE: "# Benchmark Results" > "## Hardware" > "- **Memory Bandwidth**: 800 GB/s": the setup's rating, under the results title
        or (draft.block is not None and bool(draft.block.section) and p["classify.setup-heading"].search(draft.block.section[-1]) is not None
            and draft.unit is not None and draft.unit.dimension in ("bytes/s", "bits/s", "flops", "transfers/s")))
    if best == "vendor-peak" and (draft.after_run or draft.section_run) and not heading_only and draft.subject is None and not draft.arithmetic \
            and not p["classify.strong-inference"].search(sentence) and max((c[2] for c in draft.cues if c[0] == "vendor-peak"
                                                                          and not (curve_peak and c[1].lower() == "peak")), default=0) < 2 \
            and (draft.after_run or not (p["classify.link-named"].search(sentence) and not p["classify.payload"].search(sentence)) and not p["classify.requirement"].search(sentence)):
        # NOTE: "We ran TransferBench on one node. The slowest path is 44.8 GB/s per link.": after a run, a figure that
        # names no product, with only a unit's words ("per link", "at"), is that run's result; so in a section that
        # told a run ("The write knee point caps at 150 MB/s")
        return "measured", [("measured", "a run told just before" if draft.after_run else _section_cue(draft))]
    if strong_infer is None and (draft.kind == "bandwidth" or (draft.unit is not None and draft.unit.dimension == "flops")) and draft.subject is None \
            and (state := p["classify.first-person-state"].search(sentence, max(0, off - 40), max(0, off))) \
            and not p["classify.link-named"].search(sentence) and not p["classify.hardware"].search(sentence):
        # NOTE: "After the fix we are back at ~19 GB/s", "we now get 21 GB/s": where the authors' own runs stand, not a rating
        return "measured", [("measured", state.group(0).strip())]
    if strong_infer is None and draft.subject is None and not draft.rating and (
            mine := _OWN_RUN_BEFORE.search(sentence, max(0, off - 120), max(0, off)) or (
                _OWN_DEVICE_BEFORE.search(sentence, max(0, off - 120), max(0, off)) if draft.kind == "bandwidth" else None)) \
            and not _CAPABILITY_VERB.search(sentence, mine.end(), max(0, off)) \
            and all(c[2] < 2 or p["classify.bound"].fullmatch(c[1]) for c in draft.cues if c[0] == "vendor-peak") \
            and (mine.re is _OWN_RUN_BEFORE or not (p["classify.link-named"].search(sentence) or p["classify.hardware"].search(sentence))):
        # NOTE: "my phone can download up to 720 Mbits/sec", "the download on my laptop is still 380 Mbits/sec", "Our newest
        # benchmarks run at up to 3M steps/second": what the author's own device or runs gave, "up to" the best of them; a
        # device's capability ("my router supports up to 2.4 Gbps", "our servers have 200 Gb/s") stays a rating
        return "measured", [("measured", mine.group(0).strip())]
    if strong_infer is None and draft.unit is not None and draft.unit.dimension == "percent" and (
            _UTILISATION_NOUN.match(sentence, fig_end) or _UTILISATION_LABEL_BEFORE.search(sentence, max(0, off - 40), max(0, off))
            or _LINE_RATE_SHARE.match(sentence, fig_end)):
        # NOTE: "4 kB copies managing only about 3% utilization", "62% MFU", "- MME utilization: 95-98%": a share of the peak a run reached; no datasheet
        # gives a utilisation, whatever "theoretical" names the whole it is a share of
        return "measured", [("measured", "a utilisation reached")]
    if strong_infer is None and draft.unit is not None and draft.unit.dimension in ("bytes/s", "bits/s") and _FULL_RATE_BEFORE.search(sentence, max(0, off - 16), max(0, off)):
        return "vendor-peak", [("vendor-peak", FULL_RATE_CUE)]  # NOTE: "close to the full 10 Gbps bandwidth of the VM": the rate it has
    if strong_infer is None and draft.unit is not None and draft.unit.dimension in ("bytes/s", "bits/s", "flops") and _ROOFLINE_AFTER.match(sentence, fig_end):
        return "vendor-peak", [("vendor-peak", "roofline")]  # NOTE: "as it nears the 48 GB/s roofline": the bound drawn from the peak
    if strong_infer is None and p["classify.tool-command-result"].search(sentence, max(0, off - 160), max(0, off)):
        # NOTE: "`ib_write_bw -q 8 -s 64K` = **21.4 Gb/s**": a benchmark's command line, then what it printed
        return "measured", [("measured", "a benchmark command's result")]
    if scores[best] > 0:
        # NOTE: a run described near the figure outranks spec words (CLAIMS.md precedence).
        if best == "vendor-peak" and scores["measured"] >= 2 and min((abs(c[3]) for c in draft.cues if c[0] == "measured"), default=99) < min(
                (abs(c[3]) for c in draft.cues if c[0] == "vendor-peak"), default=99):
            best = "measured"
        return best, decisive(best)
    if ratio and not draft.cues and not (draft.after_run or draft.section_run or draft.reported_context or draft.shown_above or draft.changed) \
            and (general := _KO_GENERAL_GAIN_AFTER.match(sentence, fig_end)) is not None and not p["classify.first-person"].search(sentence) \
            and not p["classify.cited"].search(sentence) and not _KO_RUN_TOLD.search(sentence) and not _told_earlier_in_block(draft, p):
        # NOTE: "새 스위치를 쓰는 경우 이 작업은 기존 구성의 성능에서 다시 두 배 더 향상됩니다": a gain told in the general present,
        # with nothing run, cited or rated behind it, is a conclusion whose conditions were dropped (a run tells its gain in the
        # past: "두 배 향상되었습니다")
        return "inferred", [("inferred", "a gain told in the general present: " + general.group(1))]
    if ratio:
        if draft.block is not None and draft.block.scope == "list-item" and _BULLET.match(draft.block.text) and len(draft.block.text) <= 400 \
                and not draft.reported_context and not draft.after_run \
                and not draft.section_run and not p["classify.first-person"].search(sentence) and not p["classify.cited"].search(sentence) \
                and not p["classify.named-baseline"].search(sentence) and not p["classify.hardware"].search(sentence) \
                and not holds_rate_or_time(sentence[:max(0, off)]) \
                and not _BASE_IN_PARENS_AFTER.match(sentence, fig_end) \
                and not _SHARE_OF_WHOLE_AFTER.match(sentence, fig_end) and not _KO_RUN_TOLD.search(sentence, 0, max(0, off)) \
                and not (draft.block.section and HEADING_COMPARES.search(draft.block.section[-1]) and _HEADING_SOURCE.search(draft.block.section[-1])) \
                and not any(_RELEASE_HEADING.search(h) for h in draft.block.section):
            # NOTE: "- torch.compile: 6.1 ms (1.5배 빠름)": the item's own result compared
            # NOTE: "- 지연 약 12% 감소(80.0s → 70.4s)", "- 14% faster (2,000 to 2,280 tok/s)": the two results it was worked out from
            # NOTE: "- 5x faster training", "- Inference accelerated by 38%": a bare speedup in a list of features, with no
            # run, baseline, hardware or chart behind it, is a conclusion whose conditions were dropped
            # (under a release's heading, "## 4.2.0", "### Changelog", the item is that release's change against the one before,
            # "- Parsing integers improved by 15%", as "- Decoding is about 30% faster" is: a measured change, its base the last release)
            # (under a heading that sets two systems side by side and names where its figures come from, "#### runsc v. runc
            # (from the HotCloud'19 study)", the items are that comparison's results; "## FooDB vs BarDB" alone is a feature list)
            return "inferred", [("inferred", NOTHING_BEHIND)]
        return "measured", []
    if draft.kind == "bandwidth" and p["conditions.software"].search(sentence) and p["classify.payload"].search(sentence):
        return "measured", [("measured", "software run on a payload")]  # "with nccl 2.27 that gives 482 GBps at a 16GiB payload"
    if draft.after_run and draft.subject is None and not draft.arithmetic and not p["classify.strong-inference"].search(sentence):
        return "measured", [("measured", "a run told just before")]
    if draft.section_run and not heading_only and draft.subject is None and not draft.arithmetic and not p["classify.strong-inference"].search(sentence) \
            and not (p["classify.link-named"].search(sentence) and not p["classify.payload"].search(sentence)) and not (not sentence[:max(0, off)].strip(" -*•>\t") and p["classify.rate-as-subject"].match(sentence, fig_end)) \
            and not p["classify.requirement"].search(sentence):
        # NOTE: "We ran IOR on 960 nodes." ... "- 716,886 MiB/sec (POSIX write)": a flat figure naming no product or link,
        # in a section that told a run, is that run's result
        return "measured", [("measured", _section_cue(draft))]
    if draft.reported_context and p["classify.statistic-word"].search(draft.reported_context) and draft.subject is None and not draft.arithmetic \
            and strong_infer is None and not p["classify.link-named"].search(sentence):
        # NOTE: "Average throughput:" over "- Node A (Sender): 912 Mbits/sec": a list announced as results, naming no link
        return "measured", [("measured", draft.reported_context)]
    if draft.reported_context and _RESULTS_WORD.search(draft.reported_context) and draft.block is not None and draft.block.scope == "list-item" \
            and draft.subject is None and not draft.arithmetic and strong_infer is None and not p["classify.link-named"].search(sentence) \
            and scores["vendor-peak"] == 0 and not _CAPABILITY_VERB.search(sentence) and not draft.rating and not p["classify.hardware"].search(sentence):
        # NOTE: "**Results (laptop client, iperf3 run):**" over "* router --> laptop: 41.2Mbps(TCP)": the items are the results
        return "measured", [("measured", draft.reported_context)]
    if draft.changed and draft.subject is None and draft.kind == "bandwidth" and strong_infer is None:
        # NOTE: "lifted per-rank bandwidth from 11.4 GB/s to 17.95 GB/s", "220GB/s → 125GB/s": a value before and after a
        # change is what runs gave, not a datasheet's (a link named, "NVLink went from 600 to 900 GB/s", stays its rating); an
        # inference of its own clause ("..., which already suggests the link is fine") draws on it, it does not unmake it
        return "measured", [("measured", "a value before and after a change")]
    if draft.kind == "bandwidth" and draft.subject is None and scores["vendor-peak"] == 0 and strong_infer is None \
            and any(m.end() == sentence.find(draft.text, m.end()) for m in _SIZE_OVER_TIME_BEFORE.finditer(sentence)):
        # NOTE: "Average throughput: 800 GB / 200 s = 4.00 GB/s": a size over the time a run took, worked out from the run
        return "measured", [("measured", "a size over the time it took")]
    if draft.kind in ("bandwidth", "throughput") and draft.subject is None and scores["vendor-peak"] == 0 and strong_infer is None \
            and _RUN_TIME_BEFORE_RATE.search(sentence, max(0, off - 40), max(0, off)):
        # NOTE: "builds the files in 70 seconds (1.5 GB/s) on a MacBook Air": the rate of the run timed just before it
        return "measured", [("measured", "the rate of a timed run")]
    if draft.kind == "bandwidth" and draft.unit is not None and draft.unit.dimension == "bytes/s" and scores["vendor-peak"] == 0 and strong_infer is None \
            and not draft.rating and not draft.summed and not draft.arithmetic and not p["classify.link-named"].search(sentence) and not p["classify.rated-link"].search(sentence):
        # NOTE: "Usually around 300 MB/s.", "Typical JSON parsers manage on the order of 200 MB/s": what such software does in
        # general, with no run and no rating behind it, a conclusion whose conditions were dropped
        if (general := p["classify.generalisation"].search(sentence) or _ORDER_OF.search(sentence, max(0, off - 30), max(0, off))) is not None \
                and not near_run and not p["classify.first-person"].search(sentence):
            return "inferred", [("inferred", general.group(0))]
        if draft.block is not None and draft.block.section and _GOAL_HEADING.search(draft.block.section[-1]) and not draft.after_run:
            # NOTE: "## Design goals" over "- 3 GB/s scanning speed": a target the project sets itself, neither a rating nor a run
            return "inferred", [("inferred", "a design goal")]
        work = _CODEC_WORK.search(sentence, _clause(sentence, off, fig_end)[0], max(0, off))
        if work is not None and not p["classify.spec-sentence"].search(sentence) and not p["classify.hardware"].search(sentence, max(0, off - 25), max(0, off)) \
                and not (work.group(0).lower() in _MODEL_PHASES and p["classify.hardware"].search(sentence)):
            # NOTE: not "Decode 86% (GDDR6X 717 GB/s 기준)", nor "the H100's HBM bandwidth during decode is 3.35 TB/s": a model's
            # decode phase on a device named is no codec's work
            # NOTE: "On one core of a Xeon Gold 6338, the decoder runs at roughly 900 MB/s": a codec's or parser's rate on the CPU it
            # ran on; no datasheet rates that work, whatever CPU is named
            return "measured", [("measured", CODEC_RATE_CUE)]
    if (draft.kind == "bandwidth" and not _unnamed_result(draft, sentence, p)) or (draft.kind == "latency" and draft.unit is not None and draft.unit.unit in ("ns", "us")
                                     and p["classify.link-named"].search(sentence) and not p["classify.timed-work"].search(sentence)
                                     and not _ADDED_TIME.search(sentence, max(0, off - 40), fig_end + 30)):
        # a link or device figure stated flatly reads as its specification ("NVLink latency is about 1 us"); a
        # kernel's or an operation's time ("the decode kernel takes 41 us") was timed
        return "vendor-peak", []
    if draft.unit is not None and draft.unit.dimension == "flops" and (p["classify.hardware"].search(sentence) or p["classify.rated-format-after"].match(sentence, fig_end)
                                                                     or p["classify.rated-format-before"].search(sentence[max(0, off - 40):max(0, off)])) \
            and not draft.reported_context and not draft.changed:  # NOTE: "117.8 → 140.2 TFLOPS": a figure before and after a change is what runs gave
        # "989 TFLOPS on H100" with nothing run: the datasheet figure; so is "- 64 PFLOPS FP8 (with sparsity)", a rate per number format
        return "vendor-peak", []
    return "measured", []


_RESULTS_WORD = re.compile(r"\bresults?\b(?!\s+(?:in|from)\b)|결과", re.I)  # NOTE: not "... must be measured:", a requirement
_SECTION_POINTER = re.compile(r"\b(?:refer\s+to|see|consult)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:section|page|chapter|appendix)\b", re.I)
# a change told in the past, right before its figure
_PAST_CHANGE_TO = re.compile(r"\b" + PAST_CHANGE_VERBS + r"\b(?:\s+[\w-]+){0,4}?\s+(?:to|by)\s+(?:about\s+|around\s+|roughly\s+|~|≈)?$", re.I)


# NOTE: "Runtime B adds 7µs of extra latency across the network", "an overhead of 800 ns": what a layer or a change costs on
# top, which only a run shows; no datasheet rates it
_ADDED_TIME = re.compile(r"\badd(?:s|ed|ing)?\b|\b(?:extra|additional|added)\s+(?:latency|delay|time|overhead)\b|\boverhead\b|\bpenalty\b|추가|오버헤드", re.I)


def _unnamed_result(draft: Draft, sentence: str, p: dict) -> bool:
    """Whether a flat bandwidth names nothing a datasheet could rate: no link, device or product, no subject, no rating."""
    return draft.subject is None and not draft.rating and not draft.arithmetic and draft.unit is not None and draft.unit.dimension == "bytes/s" \
        and p["classify.io-result"].search(sentence) is not None \
        and not p["classify.hardware"].search(sentence) and not p["classify.link-named"].search(sentence) \
        and not p["classify.rated-link"].search(sentence) and not p["classify.spec-sentence"].search(sentence)


@functools.lru_cache(maxsize=1024)
def _peak_and_measured(peak: re.Pattern, measured: re.Pattern, relative: re.Pattern, text: str, peak_text: str | None = None,
                       statistic: re.Pattern | None = None):
    """Matches of the two table-cue patterns in ``text`` (the peak one in ``peak_text`` when given), the spec words of a
    reference ("% of spec") blanked first, and a "max" that names a statistic of the runs (``statistic`` after it) skipped."""
    blanked = relative.sub(lambda m: " " * len(m.group(0)), text if peak_text is None else peak_text)
    # NOTE: "We test the kernels on H800 (~160 GB/s NVLink maximum bandwidth)": a peak in parentheses is that figure's
    # own note, not what the table below reports
    blanked = _PAREN_FIGURE.sub(lambda m: " " * len(m.group(0)), blanked)
    # NOTE: "기존 대비 최대 35% 처리량 향상을 보고한다" in a note under the table: a bound before a figure of its own is that figure's
    blanked = _BOUND_BEFORE_FIGURE.sub(lambda m: " " * len(m.group(0)), blanked)
    if "Hz" in blanked:
        blanked = _CLOCK_BOUND.sub(lambda m: " " * len(m.group(0)), blanked)  # NOTE: "a Cortex-A72 at a max clock of 1.8GHz": the CPU's clock
    if "spec" in blanked:
        blanked = TEST_SPECS.sub(lambda m: m.group(0)[:-len(m.group(m.lastindex))] + " " * len(m.group(m.lastindex)), blanked)  # the word ends each match
    found = peak.search(blanked)
    # NOTE: "`spread_ms`: max p95 minus median p95 across ranks" in a legend above the table: an order statistic of the runs
    while statistic is not None and found is not None and found.group(0).lower() in ("max", "maximum") and statistic.match(blanked, found.end()):
        found = peak.search(blanked, found.end())
    # NOTE: "이 숫자들은 성능 측정값이 아니다", "these are not measurements": a run word denied tells no run
    return found, next((m for m in measured.finditer(text) if not negated_cue(text, m.start(), m.end())), None)


# a Korean figure as the topic of its clause ("610 GB/s는 ..."), the clause up to its connective or comma, and the words in it that
# say what the figure is (a run's, "측정한 ... 실측값"; a rating, "이론값", "사양")
_KO_TOPIC_AFTER = re.compile(r"[*_]*\s*(?:는|은)\s")
_KO_CLAUSE_END = re.compile(r"(?:이고|이며|고|며|지만|으나|인데|는데)?\s*[,，;]|[.。!?](?![0-9])|\n")
_KO_RUN_IN_CLAUSE = re.compile(r"측정|실측|실험|벤치마크|관찰|관측|재\s?(?:보니|봤|본)|돌려\s?(?:보니|본)")
_KO_SPEC_IN_CLAUSE = re.compile(r"이론|사양|스펙|정격|공칭|명시|피크|광고|최대")


def _korean_topic_clause(sentence: str, fig_end: int) -> tuple[str, list[tuple[str, str]]] | None:
    """The class the clause a Korean figure is the topic of gives it ("610 GB/s는 우리가 측정한 단방향 실측값"), when the clause
    holds words of one class only."""
    if not _KO_TOPIC_AFTER.match(sentence, fig_end):
        return None
    end = _KO_CLAUSE_END.search(sentence, fig_end)
    clause = sentence[fig_end:end.start() if end else len(sentence)]
    run, spec = _KO_RUN_IN_CLAUSE.search(clause), _KO_SPEC_IN_CLAUSE.search(clause)
    if run and not spec:
        return "measured", [("measured", run.group(0))]
    if spec and not run:
        return "vendor-peak", [("vendor-peak", spec.group(0))]
    return None


_BOUND_IN_PARENS_BEFORE = re.compile(r"\(\s*(?:>=?|≥|over|above|more\s+than|at\s+least|upwards\s+of)\s*[~≈]?\s*$", re.I)
_RATING_NOTE_AFTER = re.compile(r"[*_]*\s*\(\s*(?:the\s+)?(line rate|wire speed|theoretical(?:\s+(?:peak|max(?:imum)?))?|spec(?:ified|ification)?|rated|nominal|datasheet|advertised|Rpeak)\s*\)", re.I)
# "11 sec/step (measured on this cluster)", "(8 TFLOPs) ... (as measured)": the figure's own note says a run gave it
_AGAINST_FIGURE_AFTER = re.compile(r"[*_]*\s*(?:[\w-]+\s+){0,4}?(?:against|versus|vs\.?)\s+(?:the\s+|a\s+|its\s+)?[~≈]?[0-9]", re.I)
_MEASURED_NOTE_AFTER = re.compile(r"[*_]*\s*(?:\([^()]{0,30}\)\s*)?(?:[^().;]{0,70}?\s)?\(\s*(?:as\s+)?(?:measured|observed|benchmarked|profiled|tested|evaluated)\b[^()]{0,60}\)", re.I)
# a figure and its own rating note ("100Gb/s (line rate)", "25 GB/s (theoretical)")
_FIGURE_WITH_NOTE = re.compile(r"[0-9][0-9.,]*\s*[A-Za-zµμ/]+" + _RATING_NOTE_AFTER.pattern, re.I)


def _other_figures_notes(sentence: str, off: int, fig_end: int) -> dict[str, list[tuple[int, int]]]:
    """The spec words of the rating notes of the sentence's other figures ("compared with 100Gb/s (line rate)"), with
    where each stands."""
    notes: dict[str, list[tuple[int, int]]] = {}
    for m in _FIGURE_WITH_NOTE.finditer(sentence):
        if m.start() <= off < m.end() or off <= m.start() < fig_end:
            continue
        notes.setdefault(m.group(1).lower(), []).append(m.span(1))
    return notes


def _outside_notes(sentence: str, phrase: str, spans: list[tuple[int, int]]) -> int:
    """How many times ``phrase`` stands in ``sentence`` outside ``spans``."""
    return sum(1 for m in re.finditer(r"\b" + re.escape(phrase) + r"\b", sentence, re.I) if not any(a <= m.start() < b for a, b in spans))


_OWN_WORD_AFTER = re.compile(r"[*_]*\s+(measured|observed|achieved|effective|sustained|actual|projected|predicted|expected|estimated|extrapolated|"
                             r"theoretical|nominal|rated)"
                             r"(?=\s*(?:vs\.?|versus|and\b|,|;|\)|for\b|on\b|per\b|at\b|in\b|with\b|\.(?!\d)|$))", re.I)
_OWN_RUN_WORDS = ("measured", "observed", "achieved", "effective", "sustained", "actual")
_OWN_SPEC_WORDS = ("theoretical", "nominal", "rated")
_VERSUS_NUMBER = re.compile(r"[0-9][0-9,.]*\s*(?:[A-Za-z/]+\s+)?(?:vs\.?|versus)\s+([0-9][0-9,.]*[^,;()]{0,24})", re.I)


def _rates_side_by_side(sentence: str) -> bool:
    """Whether ``sentence`` sets two rates or times side by side ("(11,000 vs 8,030 tokens/s)"): the runs a ratio beside them
    was worked out from ("FP8 gives a 37% speedup over BF16 (11,000 vs 8,030 tokens/s)")."""
    return any(holds_rate_or_time(m.group(1)) for m in _VERSUS_NUMBER.finditer(sentence)) if "vs" in sentence or "versus" in sentence else False


def _min_twin(header: str, peak: re.Match, table_line: str) -> bool:
    """Whether the table has the header's twin with "min" for its "max" ("| TRIAD min GB/s | TRIAD max GB/s |"): the least and
    the most the runs gave, order statistics, not a rating."""
    if peak.group(0).lower() not in ("max", "maximum"):
        return False
    twin = (header[:peak.start()] + ("min" if peak.group(0).lower() == "max" else "minimum") + header[peak.end():]).strip().lower()
    return any(c.strip(" *").lower() == twin for c in table_line.split(" | "))


# the best gain of a set of runs ("the max speed-up", "the largest improvement", "최대 향상폭")
_BEST_GAIN = re.compile(r"\b(?:max(?:imum)?|largest|highest|best|peak)\s+(?:observed\s+|measured\s+)?(?:speed-?ups?|gains?|improvements?)\b|최대\s*(?:속도\s*)?향상(?:폭|률)?", re.I)
# a heading that names where its figures come from ("(from the HotCloud'19 study)", "Benchmark results", "측정 결과")
_HEADING_SOURCE = re.compile(r"\b(?:study|paper|benchmarks?|measured|results?|tests?|experiments?|evaluation)\b|측정|실험|결과|벤치마크", re.I)
# a heading that sets two things side by side ("runsc v. runc", "A vs B", "Start-up time (X compared to Y)"): the base of the
# comparisons under it
HEADING_COMPARES = re.compile(r"\S\s+(?:vs\.?|v\.|versus|compared\s+(?:to|with)|relative\s+to|against)\s+\S|대비|와\s*비교|과\s*비교", re.I)
_CLOCK_BOUND = re.compile(r"\b(?:max(?:imum)?|peak|boost|up\s+to)\s+(?:(?:boost\s+)?(?:clock|frequency|freq)\s+(?:of\s+|speed\s+(?:of\s+)?)?)?[~≈]?[0-9][0-9.]*\s*[GM]Hz\b", re.I)
_PAREN_FIGURE = re.compile(r"\([^()]*[0-9][^()]*\)")
_BOUND_BEFORE_FIGURE = re.compile(r"(?:\bup\s+to|최대)(?=\s*(?:약\s*|about\s+|~|≈)?[0-9])", re.I)
_FIGURE_UNIT = re.compile(r"[0-9][0-9.,]*\s*([A-Za-zµμ/%]+(?:/[A-Za-z]+)?)")


@functools.lru_cache(maxsize=512)
def _other_ratings_blanked(text: str, dimension: str) -> str:
    """``text`` with its sentences that state a figure of another dimension than the table's ("The theoretical peak for
    H200 BF16 is 989 TFLOPS." above a table of step times and MFU) blanked: their spec words rate that figure, not the
    table's."""
    def other(sentence: str) -> bool:
        dims = {u.dimension for u in (parse_unit(m.group(1)) for m in _FIGURE_UNIT.finditer(sentence)) if u is not None}
        dims.discard("bytes")
        return bool(dims) and dimension not in dims

    return "".join(" " * (e - b) if other(text[b:e]) else text[b:e] for b, e in rough_sentences(text))


# a memory part's name right before its transfer rate ("DDR5 5600 MT/s", "LPDDR5X-8533 MT/s", "[5600 MT/s]" repeated after it)
_SPEED_GRADE_BEFORE = re.compile(r"\b((?:LP)?DDR\d[A-Z]?|GDDR\d[A-Z]?|HBM\d[eE]?)(?:[- ]\d{4,5})?\s*(?:[0-9][0-9,]*\s*MT/s\s*)?[\[(]?\s*$", re.I)
_SPEC_BEFORE_PAREN = re.compile(r"(?<!% of )(?<!% of the )(?<!% of its )\b(theoretical|peak|rated|nominal|specified|spec|advertised|line[- ]rate|datasheet)\s+(?:[\w-]+\s+){0,2}\(\s*[~≈]?\s*$", re.I)
# a figure someone else is said to give, in the attributive or the passive ("the declared 600 GB/s", "a speed of 600 GB/s was
# initially stated for the link", "the quoted bandwidth of 3.2 TB/s"): the maker's figure reported, not a run's
_ATTRIBUTION_WORDS = r"(stated|declared|quoted|claimed|advertised|announced|marketed|promised|touted|promoted|headline|nominal)"
_ATTRIBUTED_BEFORE = re.compile(r"\b(?:the|its|their|this|that|an?)\s+(?:originally\s+|initially\s+|officially\s+|publicly\s+|widely\s+|much[- ])?"
                                + _ATTRIBUTION_WORDS + r"\s+(?:[\w-]+\s+){0,2}?(?:of\s+)?(?:about\s+|around\s+|~|≈)?$", re.I)
_ATTRIBUTED_AFTER = re.compile(r"[*_]*\s+(?:(?:that|which)\s+)?(?:was|were|is|are|had\s+been|has\s+been|have\s+been)\s+"
                               r"(?:initially\s+|originally\s+|officially\s+|first\s+|publicly\s+|widely\s+)?" + _ATTRIBUTION_WORDS + r"\b", re.I)
_THEORY_NOTE_AFTER = re.compile(r"[*_]*\s*\(\s*(이론(?:적|상|치)?|theoretical(?:ly)?|in theory|ideal(?:ly)?|expected|예상)\s*\)", re.I)
_FASTER_CELL = re.compile(r"[*_]*\s*(?:faster|quicker|speed-?up|더 빠름|빠름|빠르게|빨라짐)[*_!]*\s*(?:\||$)", re.I)  # a cell that reads "2.5x faster"


_ESTIMATE_NOTE = re.compile(r"(?P<col>[^\s.:;]{2,30})\s+(?:column|values?|figures?)\s+(?:is|are)\s+(?:an?\s+)?(?:estimates?|estimated|projections?|projected|extrapolat\w*)\b|"
                            # "the estimation of the Maximum Performance Rmax": a column named by its symbol, not by a common word
                            r"\bestimat\w*\s+of\s+(?:the\s+)?(?:[A-Za-z]+\s+){0,3}?(?P<col2>R_?(?:max|peak)\b|[A-Za-z]+_\w+)", re.I)
_QUALIFIED_LABEL = re.compile(r"(?P<what>[^()]*[A-Za-z가-힣][^()]*?)\s*\((?P<hw>[^()]+)\)")


# what names a share of the peak a run reached ("62% MFU", "about 3% utilization"); the engine adds "of peak" and 효율
# the author's own runs or device named before a figure ("our latest benchmarks run at", "on my laptop", "my phone can download")
_OWN_RUN_BEFORE = re.compile(r"\bour\s+(?:[\w-]+\s+){0,2}?(?:benchmarks?|tests?|runs?|experiments?|measurements?|trials?)\b(?![-\w])", re.I)
_OWN_DEVICE_BEFORE = re.compile(r"\bmy\s+(?:own\s+)?(?:[\w.-]+\s+){0,2}?(?:phone|tablet|laptop|notebook|desktop|computer|PC|machine|box|rig|servers?|hosts?|NAS|workstation|"
                                r"MacBook[\w ]{0,8}|Mac(?:\s*mini)?|ThinkPad|iPhone|Pixel|router|client|devices?|cards?|SSD|drives?|disks?|NIC|board|VMs?|"
                                r"instances?|systems?|setup|build|homelab|cluster|nodes?)\b", re.I)
_CAPABILITY_VERB = re.compile(r"\b(?:has|have|had|supports?|supported|offers?|provides?|comes?\s+with|rated|equipped|features?|ships?|is\s+capable|are\s+capable)\b", re.I)
_UTILISATION_NOUN = re.compile(rf"[*_]{{0,2}}\s*(?:{UTILISATION_WORDS})\b", re.I)
_LINE_RATE_SHARE = re.compile(r"[*_]{0,2}\s*(?:of\s+)?(?:the\s+|its\s+)?(?:link'?s?\s+|port'?s?\s+)?line[- ]rate\b", re.I)  # NOTE: "achieves 95% line rate"
_FULL_RATE_BEFORE = re.compile(r"\b(?:the|its|their|a)\s+full\s+(?:~|≈)?$", re.I)
_ROOFLINE_AFTER = re.compile(r"[*_]{0,2}\s*(?:memory\s+|bandwidth\s+|compute\s+)?roofline\b", re.I)
_FOOTNOTE_MARK = re.compile(r"(?:\*|†|‡)(?![*\w])")


def _estimate_by_footnote(draft: Draft, p: dict) -> tuple[str, list] | None:
    """A table cell whose figure carries a footnote mark ("| ~40.2* |") that a note under the table calls an estimate
    ("*Estimated from the acceptance rate: ..."): a figure worked out, not measured."""
    start, at = draft.span.start - draft.sentence_span.start, draft.span.end - draft.sentence_span.start
    after = draft.sentence[at:at + 4]
    if draft.sentence[:start].endswith(("**", "__")) and after[:2] in ("**", "__"):
        after = after[2:]  # NOTE: "| **40.2** |": bold, no mark
    if not _FOOTNOTE_MARK.match(after):
        return None
    note = next((m for c in draft.table_cues.get("caption", []) if (m := p["classify.estimate-note"].search(c))), None)
    return ("inferred", [("inferred", note.group(0).strip(" *†‡"))]) if note else None


def _premise_end(sentence: str, off: int, draft: Draft, p: dict) -> int:
    """Where a qualitative claim's own clause ends: at the connector after it when it is the premise ("We have observed near
    linear scaling to 256 GPUs, implying that a run would take ten days": the "would" belongs to the conclusion)."""
    if draft.conclusion:
        return len(sentence)
    conn = p["extract.connector"].search(sentence, max(0, off))
    return conn.start() if conn is not None else len(sentence)


def _implementation_columns(header: list[str], p: dict) -> bool:
    """Whether two or more value columns of a table name implementations ("| Ours | cuBLAS |", "| eager | fused |")."""
    named = [h for h in header[1:] if p["conditions.software"].search(h) or p["classify.implementation-column"].fullmatch(h.strip(" *`"))]
    return len(named) >= 2


def _hardware_qualifies_label(cues: dict, p: dict) -> bool:
    """Whether the table names hardware only in its row label, in parentheses after what ran ("| reduce (A10) |")."""
    if p["classify.hardware"].search(" ".join(cues.get("header", []))):
        return False  # NOTE: "| | H100 | H200 |": the columns are products
    m = _QUALIFIED_LABEL.fullmatch(cues.get("label", [""])[-1].strip(" *"))
    return m is not None and bool(p["classify.hardware"].search(m.group("hw"))) and not p["classify.hardware"].search(m.group("what"))


# a first column naming implementations: its rows are runs of each ("| Kernel | TFLOPS |", "| Backend | tok/s |")
_IMPLEMENTATION_KEY = re.compile(r"^\W*(?:kernels?(?:\s+names?)?|implementations?|methods?|librar(?:y|ies)|backends?|frameworks?|engines?|"
                                 r"versions?|variants?|approach(?:es)?|algorithms?|optimi[sz]ations?|"
                                 # NOTE: "| Codec | Compress (MB/s) |", "| Allocator | ops/s |": software compared, one row each
                                 r"codecs?|compressors?|compression(?:\s+(?:method|algorithm|level))?|allocators?|hash(?:es|\s+functions?)?|ciphers?|"
                                 r"serializers?|parsers?|databases?|DBs?|proxy|proxies|runtimes?|schedulers?|queues?|clients?|compilers?|"
                                 r"커널|구현|방법|라이브러리|백엔드|프레임워크|엔진|버전|코덱|압축\s*(?:방식|알고리즘)?|할당자)\W*$", re.I)
BEST_WORD = re.compile(r"peak|max(?:imum)?|best|최대|최고", re.I)  # the words that make a figure the best of runs or a rating
_TEX_R = re.compile(r"\$?R_\{?\\?(?:text|mathrm|rm)?\{?(max|peak)\}?\}?\$?")


_UTILISATION_LABEL_BEFORE = re.compile(r"\butili[sz]ation\b[*_]*\s*(?:[:：=]|\bof\b|\bwas\b|\bis\b|\bat\b|\breached\b|\bhit\b)?\s*[*_]*\s*(?:about|around|roughly|~|≈)?\s*$", re.I)
NOTHING_BEHIND = "a speedup with nothing behind it"  # the cue of a bare speedup in a list, as reports show it
_THEORETICAL = re.compile(r"theor|ideal|이론", re.I)


# a Korean ending of conjecture right after a figure ("2배일 것 같다", "늘어날 듯하다", "빠르지 않을까")
_KO_HEDGE = re.compile(r"것 같\w*|듯\s*\w*|지 않을까")
_KO_COULD_BE_AFTER = re.compile(r"\s*(?:정도|가량|쯤|수준)?\s*일\s*수도?\s*있")  # NOTE: "12–13 Gbps일 수 있다": the figure's own "it could be"
# a note that says a table's figures come from a model ("Throughput modeled from internal measurements", "results are simulated")
_MODELED_NOTE = re.compile(r"\b(?:throughput|performance|results?|numbers?|figures?|values?|latenc(?:y|ies)|speed(?:up)?s?)\s+(?:is\s+|are\s+|was\s+|were\s+)?"
                           r"(?:modell?ed|simulated|extrapolated)\b|\b(?:modell?ed|simulated)\s+(?:from|using|with|on|based on)\b", re.I)
_RUN_WORD_GOVERNS = re.compile(r"[\s*_]*(?:(?:the|its|their)\s+)?")  # nothing but an article between a run word and a peak word
_SPEC_NOUN = re.compile(r"spec(?:s|ification)?|스펙|사양|datasheet|데이터시트", re.I)  # the word alone, not "rated" or "theoretical"


# the column a product's new features or improvements are listed under ("주요 개선점", "Key improvements", "What's new")
_FEATURE_HEADER = re.compile(r"(?:주요\s*)?(?:개선\s*(?:점|사항|내용)|특징|신기능|새\s*기능|변경\s*(?:점|사항))|\b(?:key\s+|main\s+)?(?:improvements?|new\s+features?|highlights?|what's\s+new|enhancements?)\b", re.I)
# a cell that is a figure alone ("| 0.32 |", "| 31% |"): two in a row make it a row of results, not a list of features
_BARE_FIGURE_CELL = re.compile(r"(?<=\|)[\s*_]*[~≈]?[0-9][0-9.,]*\s*(?:%|[x×]|[A-Za-zµ/]{1,8})?[\s*_]*(?=\|)")
_GENERATION_WORD = re.compile(r"[0-9]\s*세대|\bgen(?:eration)?\s*[0-9]|\b(?:[0-9]+(?:st|nd|rd|th)|next|new|latest)[- ](?:gen(?:eration)?)\b", re.I)


def label_text(cues: dict) -> str:
    """A table figure's row label ("| 파티셔닝 3세대 | ..."), or nothing."""
    return cues.get("label", [""])[-1]


# a heading that sets out a plan or a proposal ("업그레이드 계획", "Proposed layout", "Roadmap"), a header of advantages ("| 장점 |",
# "| Pros |", "| Expected benefit |")
_PLAN_HEADING = re.compile(r"계획|예상|추천|제안|목표|기대|\b(?:plan|plans|planned|planning|proposal|proposed|roadmap|wish\s*list)\b", re.I)
_PROS_HEADER = re.compile(r"장점|단점|이점|기대\s*효과|예상\s*효과|\b(?:pros|cons|advantages?|benefits?|upsides?|downsides?|expected\s+(?:gains?|benefits?|effects?))\b", re.I)


# the reader's own job as it might go ("whether your 8-GPU job finishes in", "and your run wraps up in", "your training will take")
_HYPOTHETICAL_BEFORE = re.compile(r"\bwhether\s+(?:or\s+not\s+)?(?:your|the|a|an)\s+(?:[\w-]+\s+){0,4}?(?:jobs?|runs?|training|fine-?tuning|models?|workloads?|steps?|epochs?|builds?|queries|query|"
                                  r"transfers?|checkpoints?|pipelines?)\b[^.;]{0,40}$|"
                                  r"\byour\s+(?:[\w-]+\s+){0,4}?(?:jobs?|runs?|training|fine-?tuning|workloads?|steps?|epochs?|builds?|queries|query|transfers?|checkpoints?|pipelines?)\s+"
                                  r"(?:(?:will|would|could|might|can)\s+)?(?:finish(?:es)?|wraps?\s+up|completes?|takes?|ends?|runs?|lasts?|drops?|shrinks?|falls?)\b[^.;]{0,30}$", re.I)


def _classify_table(draft: Draft, p: dict):
    """Header cell, then row label, then caption and section decide a table figure's class."""
    cues = draft.table_cues
    header = " ".join(cues.get("header", []))
    if "R_" in header:  # NOTE: "$R_\text{max}$", "R_{peak}": HPL's Rmax and Rpeak as TeX writes them
        cues = {**cues, "header": [_TEX_R.sub(r"R\1", h) for h in cues.get("header", [])],
                "table": [_TEX_R.sub(r"R\1", t) for t in cues.get("table", [])]}
        header = " ".join(cues["header"])
    caption_text = " ".join(cues.get("caption", []))
    estimate = _ESTIMATE_NOTE.search(_TEX_R.sub(r"R\1", caption_text)) if "estimat" in caption_text or "project" in caption_text else None
    if estimate and (estimate.group("col") or estimate.group("col2")).strip(" $*`_").lower() in header.lower():
        # NOTE: "The $R_\text{max}$ column is an estimate: we apply an efficiency factor of 80% to $R_\text{peak}$": the note
        # says the column was worked out, not run
        return "inferred", [("inferred", "a column the note calls an estimate")]
    modeled = _MODELED_NOTE.search(" ".join(cues.get("caption", []) + cues.get("lead", [])))
    if modeled:
        # NOTE: "_Throughput modeled from internal measurements; the switchless server is hypothetical._" under the table: the
        # cells were worked out from a model, whatever the sentence above calls them
        return "inferred", [("inferred", modeled.group(0))]
    spec_column = p["classify.table-peak-header"].search(header)
    if spec_column and not p["classify.table-measured"].search(header):
        return "vendor-peak", [("vendor-peak", spec_column.group(0))]  # a "published" column holds the spec
    projected = p["classify.projected-column"].search(header)
    if projected and not p["classify.table-measured"].search(header):
        return "inferred", [("inferred", projected.group(0))]  # "Est. days to train (10T tokens, 1K GPUs)": worked out, not run
    row_label = cues.get("label", [""])[-1]
    projected = p["classify.projected-column"].match(row_label.strip(" *_`"))
    if projected and not p["classify.table-measured"].search(row_label):
        return "inferred", [("inferred", projected.group(0))]  # NOTE: "| 외삽 | ~20 tok/s |", "| Estimated | 41 min |": the row says it was worked out
    for note in _PAREN_NOTE.findall(cues.get("label", [""])[-1]):
        projected = p["classify.projected-column"].search(note)
        if projected and not p["classify.table-measured"].search(note):
            return "inferred", [("inferred", projected.group(0))]  # NOTE: "| Wall time (3 seeds, 예상) |": the row's own note calls it an estimate
    table_line = cues.get("table", [""])[0]
    section_title = cues.get("section", [""])[-1].split(" > ")[-1] if cues.get("section") else ""
    if (_PROS_HEADER.search(header) or _PLAN_HEADING.search(section_title)) and not (draft.section_run or draft.after_run or draft.reported_context or draft.forced) \
            and not any(p["classify.table-measured"].search(" ".join(cues.get(w, []))) for w in ("header", "label", "caption", "lead", "section")) \
            and not p["classify.table-peak"].search(header):
        # NOTE: "# 업그레이드 계획" over "| 장점 | 설명 |" and "| 생성 속도 3배 향상 | 70B: 12 tok/s → 30-40 tok/s |": the gains a plan
        # or a list of advantages expects, with nothing run behind the table
        return "inferred", [("inferred", "a plan's expected gain")]
    own_bound = _OWN_BOUND.match(draft.text)
    if own_bound and not any(p["classify.table-measured"].search(" ".join(cues.get(w, []))) for w in ("header", "label", "caption", "lead", "section")) \
            and not draft.section_run and not draft.after_run and not draft.reported_context:
        # NOTE: "| 생성형 AI 추론 | 기준 | 최대 12× |": the cell's own bound, as in "**최대 12× 향상**" beside it, with no run
        # behind the table, is the maker's figure (whatever the row compares)
        return "vendor-peak", [("vendor-peak", own_bound.group(1))]
    if len(p["classify.case-column"].findall(table_line)) >= 3 and not p["classify.table-measured"].search(" ".join(cues.get("caption", []) + cues.get("lead", []))):
        # NOTE: "| 문제 | 원인 | 대책 | 효과 |", "| Problem | Cause | Fix | Impact |": a casebook of remedies and the effects
        # claimed for them, not a table of runs
        return "inferred", [("inferred", "an effect claimed for a remedy")]
    if draft.unit is not None and draft.unit.dimension in ("ratio", "percent") and _FEATURE_HEADER.search(header) \
            and not (draft.block is not None and draft.block.scope == "table.row" and len(_BARE_FIGURE_CELL.findall(draft.block.text)) >= 2) and not draft.section_run and not draft.after_run and not draft.reported_context \
            and not any(p["classify.table-measured"].search(" ".join(cues.get(w, []))) for w in ("header", "label", "caption", "lead", "section", "table")):
        # NOTE: "| 구분 | 주요 개선점 |" over "| 3세대 파티셔닝 | 파티션당 4배 연산 |", "| Feature | Improvement |": what a product's new
        # generation brings, as its maker lists it (a product or generation named), or a bare gain with nothing behind it
        # (not "| RTX 4060 | 0.18 | 0.12 | 33% |" under "| GPU | FP16 RTF | INT8 RTF | Improvement |": the gain of the figures beside it)
        named = " ".join([table_line, label_text(cues), *cues.get("cell", []), *cues.get("section", []), *cues.get("caption", [])])
        if p["classify.hardware"].search(named) or _GENERATION_WORD.search(named):
            return "vendor-peak", [("vendor-peak", "a product's list of improvements")]
        return "inferred", [("inferred", NOTHING_BEHIND)]
    path = cues.get("section", [""])[-1].split(" > ")
    heading = projection_heading(path)
    framed = p["classify.projected-table"].search(" ".join(cues.get("caption", []) + path[-1:])) or \
        p["classify.projected-table"].search(" ".join(cues.get("caption", []))) or p["classify.projected-table"].search(" ".join(cues.get("lead", [])))
    frame = heading or (framed.group(0) if framed else None)  # NOTE: an expectation heading at any level above, or the table's own words
    lead_in = " ".join(cues.get("lead", []) or cues.get("caption", [])).rstrip(" *_")
    row_peak = (p["classify.table-peak"].search(cues.get("label", [""])[-1])
                or (p["classify.spec-sentence"].search(lead_in) if lead_in.endswith((":", "：")) else None)) if frame else None
    if row_peak and not p["classify.table-measured"].search(cues.get("label", [""])[-1]) and not p["classify.table-measured"].search(header):
        # NOTE: "| Peak compute per chip (bf16) | 900 TFLOPs |" under "## Back of the envelope calculations": the row names the
        # rating the estimates start from, not one of them (so does a lead-in that quotes the maker's documentation)
        return "vendor-peak", [("vendor-peak", row_peak.group(0))]
    if frame and not (frame == heading and draft.section_run is True) \
            and not p["classify.table-measured"].search(p["classify.projected-table"].sub(" ", " ".join(cues.get("caption", []) + cues.get("lead", [])))):
        # NOTE: "# Expected Performance" over "the training step time was measured as 5.9 seconds" and its table: the
        # results a reproduction should match, not predictions
        return "inferred", [("inferred", frame)]  # "## Expected Performance Differences", "Based on typical results for ...:"
    # NOTE: a table keyed by runs (sequence length, batch size, payload) lists results whatever hardware its header
    # names; a peak word in its caption or section is the best of the runs, since no specification varies with them
    key = table_line.split(" | ")[0]
    runs = p["classify.table-run-key"].match(key)
    label = cues.get("label", [""])[-1]
    if runs and p["classify.model-key"].match(key) and p["classify.hardware"].search(label):
        runs = None  # NOTE: "| Model | HBM BW/chip |" over rows "TPU v5e", "TPU v5p": hardware models, so specifications

    work_rate = draft.unit is not None and draft.unit.dimension == "rate" and not _per_cycle(draft.unit)  # NOTE: "| Tok/s | Price |": no datasheet gives a rate of work
    if p["classify.hardware-key"].match(key) and p["classify.hardware"].search(label) and not work_rate \
            and any(p["classify.spec-column"].match(c) for c in table_line.split(" | ")[1:]) and not p["classify.table-measured"].search(table_line) \
            and not (draft.block is not None and draft.block.section and p["classify.table-measured"].search(draft.block.section[-1])):
        # (not under a results heading: "## Results" over "| GPU | Memory | RTF |" lists runs on each GPU, the memory a column
        # buyers choose by)
        # NOTE: "| Chip | Year | Memory | Bandwidth |" over "| M2 Max | 2023 | 96 GB | 400 GB/s |": products' datasheets
        return "vendor-peak", [("vendor-peak", "a table of hardware specifications")]
    label_words = label.strip(" *").split()
    if label_words and (p["classify.statistic-label"].fullmatch(" ".join(label_words))
                        or (len(label_words) <= 3 and p["classify.statistic-label"].fullmatch(label_words[-1])
                            and not p["classify.hardware"].search(" ".join(label_words)) and not label_words[-1][:1].isupper())):  # not "M1 Max"
        # NOTE: "| max | 27.9 |" beside "| mean | 18.4 |", "| wait max | 277 |": the largest observed value of the runs, not a
        # rated peak
        return "measured", [("measured", "a statistic of the runs")]

    def peak_and_measured(where):
        # NOTE: "For the hardware used in these measurements, refer to the Hardware Specifications section.": a pointer to
        # another section, whose name rates nothing here
        text = _SECTION_POINTER.sub(" ", " ".join(cues.get(where, [])))
        rated = _other_ratings_blanked(text, draft.unit.dimension) if where in ("lead", "caption") and draft.unit is not None else None
        return _peak_and_measured(p["classify.table-peak"], p["classify.table-measured"], p["classify.table-relative"], text, rated,
                                  p["extract.statistic-after"])

    if cues.get("cell"):
        # NOTE: the cell's own note in parentheses ("4 TeraFLOPS (Rpeak, FP64)") speaks for its figure
        cell_text = " ".join(cues["cell"])
        if "%" in cell_text:
            cell_text = p["classify.table-relative"].sub(" ", cell_text)  # NOTE: "81.0% peak BW": a share of the peak
        peak, meas = p["classify.table-peak"].search(cell_text), p["classify.table-measured"].search(cell_text)
        if meas and (not peak or meas.start() < peak.start()):
            # NOTE: "| 대역폭 | 측정한 대역폭은 370 GB/s |": the cell says it was measured; "47.3 Gbps (measured max)": the
            # most of what was measured
            return "measured", [("measured", meas.group(0))]
        if peak and not meas:
            return "vendor-peak", [("vendor-peak", peak.group(0))]
        projected = p["classify.projected-column"].search(cell_text)
        if projected and not meas:
            return "inferred", [("inferred", projected.group(0))]  # NOTE: "| ~2,450 (추정) |": the cell's own note calls it an estimate
    own_section = cues.get("section", [""])[-1].split(" > ")[-1]
    if p["classify.setup-heading"].search(own_section) and (p["classify.hardware"].search(draft.sentence) or p["classify.link-named"].search(draft.sentence)) \
            and not p["classify.table-measured"].search(" ".join(cues.get("caption", [])).replace(own_section, " ")):
        # NOTE: "## Testing Environment" over "| Network | Mellanox ConnectX-4 25 GB NIC (1.25 GB/s, ...) |": the hardware the
        # runs used, rated, whatever the parent section calls benchmarking
        return "vendor-peak", [("vendor-peak", "a setup table")]
    products = [h for h in cues.get("table", [""])[0].split(" | ")[1:] if h.strip(" *")]
    if products and all(p["classify.hardware"].search(h) for h in products) and p["classify.spec-row"].match(label.strip(" *")) \
            and not p["classify.table-measured"].search(cues.get("table", [""])[0]):
        # NOTE: "| | AMD MI300x | NVIDIA H200 |" over "| **Peak Memory Bandwidth** | 5.3TB/s |", "| TFLOPS (FP8) | 2610 |": the
        # products' specifications side by side, whatever benchmark the sentence above mentions
        return "vendor-peak", [("vendor-peak", "a specification table of products")]
    header_peak = p["classify.table-peak"].search(header) if header else None
    if header_peak and (p["classify.statistic-word"].search(header, header_peak.end()) or p["classify.statistic-word"].search(header, 0, header_peak.start())
                        or p["extract.peak-of-results-after"].match(header, header_peak.end())  # NOTE: "| Max Speedup |": the best gain of the runs
                        or p["classify.statistic-column"].search(table_line)
                        or _min_twin(header, header_peak, table_line)
                        or any(p["classify.size-column"].match(c) for c in table_line.split(" | ")[1:])):
        # NOTE: "| Peak (Gbps) | Mean (Gbps) |", "최대 p99 중앙값 (ms)": the best (or the worst) of the runs beside their mean,
        # an order statistic, not a rating; so is "| Peak Bandwidth | At Message Size |", the best run and the size it moved
        return "measured", [("measured", f"{header_peak.group(0)} of the runs")]
    if header and not header_peak and p["classify.statistic-word"].search(header):
        return "measured", [("measured", "a statistic of the runs")]  # NOTE: "| 평균 (ms) |", "| p99 TTFT |": only runs have a mean
    # NOTE: "| Peak Tokens/s |", "| **Max Publish Rate** |": no datasheet rates a workload's rate of work, so its peak is the
    # best run; nor does one rate "| AllReduce | Peak Bus BW |" under a section that told its run: a row named by what ran (a
    # row keyed by a size beside a "| Peak (Gbps) |" of 400 on every row is the link's rating)
    if _RANGE_FIGURE.match(draft.text) and _ranges_side_by_side(draft) and not (draft.section_run or draft.after_run or draft.reported_context or draft.forced) \
            and not any(p["classify.table-measured"].search(" ".join(cues.get(w, []))) for w in ("header", "label", "caption", "lead", "section", "table")) \
            and not (draft.kind == "bandwidth" and draft.unit is not None and draft.unit.dimension == "bits/s"):
        # NOTE: not "| 대역폭 | 10~100Gbps | 200~400Gbps |": the line rates of the generations of a link, its ratings
        # NOTE: "| **Produce latency (p99)** | 15-40 ms | 4-12 ms |" in a comparison of two products with no run, tool or setup
        # anywhere: ranges of a rule of thumb, a conclusion whose conditions were dropped; a "Max throughput" row of them is
        # the products' ratings
        bound_word = p["classify.table-peak"].search(label) or p["classify.table-peak"].search(header) or (
            p["classify.bound"].search(label) if draft.kind in ("throughput", "bandwidth") else None)  # NOTE: "| **Max throughput (one broker)** |"
        if bound_word:
            return "vendor-peak", [("vendor-peak", bound_word.group(0))]
        return "inferred", [("inferred", RANGE_WITH_NO_RUN)]
    named_run = bool(draft.section_run and re.search(r"[A-Za-z가-힣]", label) and not p["classify.hardware"].search(label))
    for k, (text, found) in enumerate(((header, header_peak), (label, p["classify.table-peak"].search(label) if label else None))):
        if found and BEST_WORD.fullmatch(found.group(0)) and not p["classify.spec-qualifier"].search(text) and draft.unit is not None \
                and (draft.unit.dimension == "rate" or (k == 0 and named_run)):
            return "measured", [("measured", f"{found.group(0)} of the runs")]
    implementations = _implementation_columns(table_line.split(" | "), p)  # NOTE: "| Ours | cuBLAS |": runs compared
    # NOTE: "| Specification | Model A |" over "| **Load Time** | 0.31s |": no datasheet gives how long a job takes in seconds
    long_time = draft.unit is not None and draft.unit.dimension == "time" and draft.unit.unit in ("s", "min", "h", "days")
    ratio_cell = draft.unit is not None and draft.unit.dimension == "ratio"
    header_line = " ".join(cues.get("table", []))
    for where in ("header", "label", "lead", "caption", "section"):
        peak, meas = peak_and_measured(where)
        if peak and not meas and long_time and (where in ("header", "label") and peak.group(0).lower().startswith("spec")
                                                or _SPEC_NOUN.fullmatch(peak.group(0).strip())):
            continue  # NOTE: "KV를 fsoffload 스펙으로 저장" over a table of "52.1 s": no specification gives how long a run took
        if peak and not meas and where in ("caption", "section") and ratio_cell and _SPEC_NOUN.fullmatch(peak.group(0).strip()) \
                and _RUN_TIME_COLUMN.search(header_line):
            continue  # NOTE: "### Cost, Spec & Performance" over "| Runtime (hours) | vs Baseline |": a gain between timed runs, not a rating
        if where == "lead":
            if meas and not peak:  # NOTE: "Measured with nvbandwidth ..." above the table outranks a "Theoretical maximum" note below it
                return "measured", [("measured", meas.group(0))]
            continue
        if meas and not peak:
            return "measured", [("measured", meas.group(0))]
        if peak and where in ("caption", "section") and (runs or p["extract.peak-relative"].search(table_line)):
            # NOTE: "*Peak efficiency at largest message size" under a table keyed by message size; "# Peak Throughput
            # Analysis" over a table with a "HW Util" column: only runs have a utilisation, so the peak is their best (and
            # "- Theoretical limit: 165 TFLOPS" over a "% of peak" column is the reference the runs' shares are of)
            return "measured", [("measured", meas.group(0) if meas else "a table of runs")]
        if peak and not meas:
            if where == "label" and len(cues.get("label", [])) == 1:  # NOTE: not under a "Spec" corner, which labels every row
                for wider in ("caption", "section"):  # NOTE: a "Peak Bandwidth" row of a results table: the best run
                    wpeak, wmeas = peak_and_measured(wider)
                    if wpeak and not wmeas:
                        break  # NOTE: "the table lists their datasheet figures": the lead-in calls the rows specifications
                    if wmeas and not wpeak and BEST_WORD.fullmatch(peak.group(0).strip()) and not p["classify.spec-sentence"].search(peak.group(0)) and not (
                            wider == "section" and p["classify.setup-heading"].search(cues.get("section", [""])[0].split(" > ")[-1])):
                        return "measured", [("measured", wmeas.group(0)), ("measured", f"{peak.group(0)} of the runs")]
            if where in ("caption", "section") and BEST_WORD.fullmatch(peak.group(0).strip()) and implementations:
                # NOTE: "### Peak Performance (TFLOPS)" over "| Data Type | Ours | cuBLAS |": the best of a sweep of runs of
                # implementations set side by side; no datasheet rates a library
                return "measured", [("measured", f"{peak.group(0)} of the runs")]
            if where in ("caption", "section") and draft.unit is not None and draft.unit.dimension == "ratio" \
                    and _THEORETICAL.match(peak.group(0)):
                # NOTE: "### Theoretical Speedup" over "| 0.5 | 1.0× | 1.50× |": a ratio worked out, not a rating (no
                # datasheet gives a speedup), as a theoretical ratio in prose is
                return "inferred", [("inferred", peak.group(0))]
            return "vendor-peak", [("vendor-peak", peak.group(0))]
        if peak and meas:
            # both in one place: the one closer to the end of a caption (the later sentence) is about this table; a run
            # word right before the peak word makes it the best of the runs ("Measuring Peak Injection Memory Bandwidths",
            # "the measured peak bandwidth")
            if meas.start() > peak.start() or _RUN_WORD_GOVERNS.fullmatch(meas.string[meas.end():peak.start()]):
                return "measured", [("measured", meas.group(0))]
            return "vendor-peak", [("vendor-peak", peak.group(0))]
    if cues.get("formula"):
        # NOTE: a table worked out from the formula printed just above it ("speedup = ceil(C/S1) / ceil(C/S2)"),
        # with nothing in its header, label or caption saying it ran, holds computed values
        return "inferred", [("inferred", "computed from the formula above")]
    # NOTE: with no cue at all, a table of links or devices lists their specifications; a table of workloads
    # (forward+backward, a model, a batch size) lists results.
    hw = p["classify.hardware"].search(" ".join(cues.get("label", []) + cues.get("caption", []) + cues.get("header", [])))
    # A table keyed by runs lists results, and a share of a peak ("% of spec", "MFU") is never itself a specification.
    # Bare ratios in a table keyed by products ("| A100 | 312 | 2.5 |") compare their specifications; "1.65x" cells
    # report speedups.
    relative = draft.unit is not None and draft.unit.dimension in ("ratio", "percent")
    if relative and draft.unit.dimension == "ratio" and not (hw or draft.section_run or draft.after_run or draft.reported_context) \
            and _FASTER_CELL.match(draft.sentence, draft.span.end - draft.sentence_span.start) \
            and not any(p["classify.table-measured"].search(" ".join(cues.get(w, []))) for w in ("caption", "lead", "section")) \
            and not p["classify.named-baseline"].search(" ".join([header, *cues.get("caption", []), *cues.get("lead", [])])):
        # NOTE: "| Falcon (7B) | [notebook](...) | 2.5x faster | 40% less |": a feature table's bare speedups, with no run,
        # baseline or hardware behind them, as a list of features gives them
        return "inferred", [("inferred", NOTHING_BEHIND)]
    if runs or (relative and (p["classify.table-relative"].search(header) or p["extract.peak-relative"].search(header))):
        return "measured", []
    if relative and p["classify.change-header"].search(header):
        return "measured", []  # NOTE: "| 속도 향상 (%) |", "| Speedup |", "| Improvement |": a change between runs; no datasheet gives one
    if p["extract.peak-relative"].search(table_line):
        return "measured", []  # NOTE: a table with an MFU or "% of peak" column reports runs: only a run has a utilisation
    # NOTE: a duration in seconds or more ("44 min", "2.4 hr") is how long a run took; no datasheet gives one
    # (so is one in milliseconds: "| eager | 0.2810 |" under "Times are in ms", a kernel's or a step's time, no link's latency)
    run_time = draft.unit is not None and draft.unit.dimension == "time" and draft.unit.unit in ("ms", "s", "min", "h", "days")
    # ... nor a rate of work ("tokens/s", "samples/s") or a serving latency (TTFT, TPOT, ITL): a workload's result,
    # whatever device the table names
    # (named by the column or by the row: "| P50 TTFT (ms) | 920 |")
    # NOTE: "| GPU | BF16 RTF |": a real-time factor is the time a run took over its audio's length, never a rating
    work_rate = draft.unit is not None and (draft.unit.dimension == "rate" or bool(p["classify.serving-latency"].search(header))
                                            or bool(p["classify.serving-latency"].search(label)) or bool(REAL_TIME.search(header)))
    if draft.section_run and (not hw or _hardware_qualifies_label(cues, p)):
        # NOTE: "We ran IOR on 960 nodes." then "| Bandwidth | 2.8 GB/s | 19.2 GB/s |" with no product in the table:
        # the results of the run the section told; so are "| MoE layer0 (H100) | 4.7 ms |" rows, what ran named with
        # the hardware it ran on
        return "measured", [("measured", _section_cue(draft))]
    if implementations or _IMPLEMENTATION_KEY.match(key):
        # NOTE: "| Causal | Flash_attn | Tvm.tl |": implementations set side by side on one device are runs compared; no
        # datasheet rates a library; nor rows keyed by them ("| Kernel name | TFLOPS |" over "| PyTorch (2.8) | 558.25 |")
        return "measured", [("measured", "implementations compared")]
    if draft.kind == "latency" and not run_time and not work_rate and p["classify.table-peak"].search(table_line) \
            and not p["classify.table-measured"].search(table_line):
        # NOTE: "| Fabric | Max bandwidth | Latency |" over "| FabricA | 200Gbps | <600ns |": the latency of a row whose other
        # column is a rating is that fabric's specification too
        return "vendor-peak", []
    # (nor does one give a value before and after a change: "| 처리량 변화 |" over "950 → 2,100 (+121%)")
    if (draft.kind == "bandwidth" or hw) and not re.search(r"[x×%]", draft.text) and not run_time and not work_rate and not draft.changed:
        if _TIMED_RUN_HEAD.search(table_line) and not hw:
            # NOTE: "| Codec | Compress (MB/s) | Time (ms) |": rows timed as they ran; no datasheet gives how long a job took
            return "measured", [("measured", "a table of timed runs")]
        if _TEST_AXIS_KEY.match(key) and not hw and not p["classify.hardware"].search(table_line):
            # NOTE: "| Direction | jumbo frames | standard frames |" over "| Guest to host | 31Gbps |": rates per direction, queue
            # count or frame size a test varied; a datasheet names the link or device it rates
            return "measured", [("measured", "a sweep of test settings")]
        if _SIZE_SWEEP_HEAD.search(table_line) and not hw:
            # NOTE: "| size | latency (us) | bwidth |" over "| 2.0MB | 22.4 | 89.3GB/s |": rates at each message size of a
            # sweep; no datasheet gives a link's rate per message size
            return "measured", [("measured", "a sweep of message sizes")]
        return "vendor-peak", []
    return "measured", []


_TIMED_RUN_HEAD = re.compile(r"(?:^|\|)\s*(?:(?:total|wall|elapsed|run|job|execution|compression|decompression|encode|decode)\s*)?(?:time|runtime|elapsed|duration)\s*"
                             r"\(\s*(?:ms|msec|s|sec|secs|seconds|min|minutes)\s*\)\s*(?:\||$)", re.I)
_TEST_AXIS_KEY = re.compile(r"[\s*_]*(?:direction|traffic\s+direction|segment(?:\s+size)?|frame(?:\s+size)?|(?:tx|rx)\s+queues?|queues?|queue\s+pairs?|streams?|flows?|"
                            r"connections?|threads?|(?:i/?o\s+)?depth|iodepth|parallel\s+streams?)(?:\s*(?:/|and|&)\s*[\w ]+)?[\s*_]*(?:\([^)]*\))?[\s*_]*$", re.I)
_SIZE_SWEEP_HEAD = re.compile(r"(?:^|\|)\s*(?:#\s*)?(?:msg|message|data|buffer|payload|transfer|tensor)?[ _]?(?:size|bytes)\s*(?:\([^)]*\))?\s*(?:\||$)", re.I)
