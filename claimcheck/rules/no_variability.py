"""no-variability: a measured figure with no repetitions, spread or confidence stated.

Evidence of variability is looked for in the claim's sentence, its paragraph (or table header, caption
and rows), its section, and the document's methodology or setup sections or its opening (the paragraphs before its first
heading, or under its title before the next heading), which speak for every result, or a sentence
anywhere telling how every figure was had from repeated runs ("each test is repeated 3 times and the median is reported"): a spread (±, std, σ, variance, min/max, a range, "varied from 5.2 to 11.8", percentiles, median, error
bars, coefficient of variation, confidence interval, an error margin, a table's figures given as ranges, a table's percentile columns
("| Latency 95% | Latency 99% |", "| 99th |"), a log's per-interval rows above its summary line (iperf)) or repetitions
("5 runs", "best of three", "averaged over 10 iterations", "repeated", nccl-tests' "iters: 20"; Korean 표준편차, 분산, 5회 반복, 평균).

To keep one report from flooding, the finding is made once per sentence, once per table and once per
code or log block, on the first measured figure there. A figure given only in a log row is measured by
the tool that printed it; its variability is that of the run, so the whole block counts as one.
"""

from __future__ import annotations

import re
from typing import Iterator

from claimcheck import prefilter
from claimcheck.conditions import setup_blocks
from claimcheck.model import EvidenceClass
from claimcheck.rules._helpers import (block_claims, block_text, doc_index, section_has, sentence_claims, sentence_text, table_claims, table_rows_text,
                                       table_text)
from claimcheck.rules.base import Hit
from claimcheck.units import ENGLISH_NUMERALS

_SPELLED_COUNT = "|".join((*ENGLISH_NUMERALS, "twelve", "twenty", "fifty", "a hundred"))
_NUMBER_WORD = rf"(?:\d+|{_SPELLED_COUNT})"
# NOTE: the kind of a run count ("5 warmup / 20 trial iterations per payload", "40 timed iterations", "10 measured runs")
_RUN_KIND = r"(?:(?:timed|trial|measured|measurement|benchmark(?:ed)?|independent|repeated|identical)\s+)?"
_RUN_TIMES = (r"\b(?:ran|run|rerun|repeated|executed|measured|performed|conducted|benchmarked|tested)\b[^.\n]{0,50}?\b" + _NUMBER_WORD +
              r"\s+times\b(?!\s+(?:faster|slower|more|less|higher|lower|as|the|larger|smaller|better|worse))|"
              rf"\b(?:{_SPELLED_COUNT})\s+(?:runs|trials|repetitions|repeats|iterations)\b")

VARIABILITY = prefilter.compile(
    r"±|\+/-|\+-\s?[0-9]|\bstd\b|\bstdev\b|\bstd\.?\s*dev\w*|\bstandard deviation|σ|\bsigma\b|\bvariance\b|\bvariability\b|\bvariation\b|"
    r"\bconfidence interval|\b\d+\s*%\s*CI\b|\bCI\b|\bpercentiles?\b|\bp(?:50|90|95|99|999)\b|\bp\((?:50|90|95|99|99\.9|999)\)|\bmedian\b|\bmin(?:imum)?\s*/\s*max(?:imum)?\b|"
    r"\bmin(?:imum)?\b(?:[^.\n]|\.(?=[0-9])){0,30}\bmax(?:imum)?\b|\b(?:spread|jitter|noise|error bars?|run-to-run)\b|\branged? (?:from|between)\b|\b(?:var(?:ied|ies|y|ying)|fluctuat(?:ed|es|e|ing))\s+(?:from|between)\s+[~≈]?[0-9]|\bcoefficient of variation|\bcv%?\b|"
    r"\b(?:i|t|lat|bw)_(?:min|max|p99|cv|stdev|std)\b|\b\d+\s+" + _RUN_KIND + r"(?:runs|trials|repetitions|repeats|reps|seeds|measurements|iterations|iters|times each)\b|"
    r"\brepeated\b|\brepeats?\b|\b(?:averaged|average[ds]?|mean|median)\s+(?:over|of|across|from)\s+(?:\d+|the|all|several|multiple|many|"
    r"three|five|ten|twenty|repeated)\b|\biter(?:ation)?s?\s*[:=]?\s*\d+|\b-n\s+\d+\b|\b(?:best|worst) of " + _NUMBER_WORD + r"\b|"
    r"표준\s*편차|편차|분산|신뢰\s*구간|중앙값|백분위|\d+\s*회|\d+\s*번\s*(?:반복|측정|실행|시행)|반복\s*(?:측정|실행|실험)|"
    r"평균(?:값|을|으로|하여|해)|최소[^.\n]{0,10}최대|"
    # NOTE: criterion's "time: [2.11 µs 2.13 µs 2.15 µs]" (an estimate between its interval's bounds), "Found 3 outliers among 100
    # measurements"; "go test -count 10" and benchstat's runs
    r"\b(?:time|thrpt):\s*\[\s*[0-9][0-9.,]*\s*\S+\s+[0-9][0-9.,]*\s*\S+\s+[0-9][0-9.,]*\s*\S+\s*\]|\boutliers\s+among\b|(?<![\w-])-count[= ]\d+|"
    # NOTE: "0.813 GB/s (error margin: 0.001 GB/s)", "a margin of error of 2%", "standard error 0.4 ms", Google Benchmark's
    # "BM_Parse_stddev" aggregate row: each the spread of the figure beside it
    r"\berror\s+margins?\b|\bmargins?\s+of\s+error\b|\bstandard\s+errors?\b|\bstd\.?\s+err(?:or)?\b|(?-i:\bStdErr\b)|_stddev\b|"
    r"\bAvg:\s*\d+\s+Max:\s*\d+|"  # NOTE: cyclictest's "Min: 7 Act: 11 Avg: 12 Max: 64" over its loops
    # NOTE: a run repeated a number of times ("we ran each configuration 5 times", "each test was run three times", "three
    # trials"); a bare "5 times" is a ratio ("5 times faster"), so the run's verb comes first or a run noun follows the number
    + _RUN_TIMES, re.I)


# what a methodology says of every run: how many repetitions, and which statistic or spread ("5 runs per configuration",
# "rep=200, median", "standard deviation < 4%"); stricter than VARIABILITY, which a figure's own sentence is read for
# (not a compiler's "-std=c++17" in a build section)
METHOD_RUNS = re.compile(
    r"\b\d+\s+" + _RUN_KIND + r"(?:runs|trials|repetitions|repeats|reps|measurements|iterations|iters|times)\b|\b(?:rep|reps|repeat|repeats|iters|iterations|runs|"
    r"trials)\s*[=:]?\s*\d+\b|\bstandard deviation\b|(?<!-)\bstd(?:\.?\s*dev)?\b(?!\s*=)|±|\bmedian\b|\bconfidence intervals?\b|"
    r"\b(?:averaged|mean|median)\s+(?:over|of|across)\s+\d+|\b(?:best|worst) of " + _NUMBER_WORD + r"\b|\d+\s*회\s*(?:반복|측정|실행|평균)|반복\W{0,4}[^|\n]{0,12}?\d+\s*회|표준\s*편차|중앙값|" + _RUN_TIMES, re.I)


# a sentence anywhere that tells how every figure was had from repeated runs ("This process is repeated 3 times, and the
# median bandwidth of each trial is reported", "we report the minimum time over 1,500 runs")
RUNS_REPORTED = prefilter.compile(
    r"(?:\brepeated\b|\b[0-9][0-9,]*\s+(?:times|runs|trials|repetitions|iterations)\b)[^.\n]{0,120}?\b(?:median|mean|average|minimum|maximum|min|max|best|"
    r"fastest|lowest)\b[^.\n]{0,60}?\b(?:is|are|was|were)\s+(?:then\s+)?(?:reported|taken|used|kept|shown|plotted)\b|"
    r"\b(?:we|I)\s+(?:then\s+)?(?:report|take|keep|use|show|plot)\s+(?:the\s+)?(?:median|mean|average|minimum|maximum|best|fastest|lowest)\b"
    r"[^.\n]{0,80}?(?:\b[0-9][0-9,]*\s+(?:times|runs|trials|repetitions|iterations)\b|\brepeated\b)|"
    r"[0-9]+\s*(?:회|번)\s*(?:반복|실행|측정)[^.\n]{0,60}?(?:중앙값|평균|최솟값|최소값|최댓값|최대값)", re.I)


_METHOD_HEADING = re.compile(r"\bmethod|\bhow\s+we\b|\bprocedure|\bprotocol|\bmeasurement\s+setup|\b(?:test|benchmark|experiment\w*)\s+setup|방법|절차", re.I)
_SPAN_CELL = re.compile(r"\s*[~≈]?[0-9][0-9.,]*\s*[-–]\s*[0-9][0-9.,]*")  # NOTE: "301-307", not "13 s to 9.5 s" (a change)


def _method_states_runs(ctx) -> bool:
    """Whether a section of the document that describes how the runs were done ("### Methodology", "## Setup") states
    their repetitions or spread ("5 runs per configuration, results averaged"): it holds for every result of the document."""
    index = doc_index(ctx.doc)
    key = ("method-runs", METHOD_RUNS.pattern)
    if key not in index._searches:
        setup = ctx.lexicon.patterns["classify.setup-heading"]
        paths = {b.section for b in ctx.doc.blocks if b.scope == "heading" and b.section and setup.search(b.section[-1])}
        # NOTE: and a paragraph or list that declares the setup of every run ("**Test environment.** All benchmarks: A100, ...,
        # 5 timed repetitions"), wherever it stands
        # NOTE: and the sections under a methodology's ("## Methodology" > "### Suite details" > "**Runs:** 7 iterations per
        # test"), not under any setup heading's ("## Tools" > "### Tool A" tells how Tool A's runs went, not Tool B's)
        methods = [path for path in paths if _METHOD_HEADING.search(path[-1])]
        index._searches[key] = any(METHOD_RUNS.search(index.section_text(sub, 4000)) for sub in paths | {
            b.section for b in ctx.doc.blocks if b.section and any(b.section[:len(path)] == path for path in methods)}) or any(
            METHOD_RUNS.search(ctx.doc.blocks[j].text) for j in setup_blocks(ctx.doc.blocks)) or any(
            _opening_states_runs(b.text) for b in _opening_blocks(ctx.doc.blocks)) or any(
            RUNS_REPORTED.search(b.text) for b in ctx.doc.blocks if b.scope in ("paragraph", "list-item", "blockquote"))
    return index._searches[key]


def _opening_blocks(blocks) -> list:
    """The document's opening, when sections follow it: the paragraphs and list items before its first heading, and under
    its first heading (the title) before a heading nested under it. Like a setup section it tells how every figure below was
    had ("Engine: foo 1.2. Hardware: ... Best of three runs per configuration.")."""
    heads = [k for k, b in enumerate(blocks) if b.scope == "heading"]
    if not heads:
        return []  # NOTE: no section after it: the claims share its section, which section_has reads
    end = heads[0]
    top = len(blocks[heads[0]].section)
    if len(heads) > 1 and len(blocks[heads[1]].section) > top and not any(len(blocks[k].section) <= top for k in heads[1:]):
        # NOTE: "# Title" / lead / "## Results": the title's lead speaks for its sections; not the first of several "## ..."
        # experiments ("## Point-to-point" / lead / "### Results", then "## All-gather" / "### Results"), whose lead is its own
        end = heads[1]
    return [b for b in blocks[:end] if b.scope in ("paragraph", "list-item", "blockquote")]


def _lead_states_runs(ctx) -> bool:
    """Whether the lead-in of a section enclosing the claim's ("## All-gather" / "All runs are repeated 50 times." / "###
    Results") states the runs' repetitions or spread. The enclosing sections are found by position, walking up from the
    claim's block, so a second "### Results" reads its own parent's lead, not the first one's of the same title."""
    blocks, here = ctx.doc.blocks, ctx.draft.block_index
    path = ctx.draft.block.section
    if here is None or len(path) < 2:
        return False
    index = doc_index(ctx.doc)
    key = ("lead-runs", here)
    if key not in index._searches:
        found = False
        for j in range(here - 1, max(-1, here - 400), -1):
            b = blocks[j]
            if len(b.section) >= len(path) or b.section != path[:len(b.section)]:
                continue  # NOTE: the claim's own section (section_has reads it) or a sibling's subsection
            if b.scope == "heading" and len(b.section) <= 1:
                break  # NOTE: the top-level heading above the claim: its lead has been read
            if b.scope in ("paragraph", "list-item", "blockquote") and _opening_states_runs(b.text):
                found = True
                break
        index._searches[key] = found
    return index._searches[key]


_BARE_TIMES = re.compile(r"[0-9][0-9,]*\s+(?:\w+\s+)?times", re.I)


def _opening_states_runs(text: str) -> bool:
    """Whether an opening paragraph states the runs' repetitions or spread (METHOD_RUNS), not a bare "3 times" (a ratio: "3
    times faster", "another 3 to 5 times of increase"; a repetition has its run's verb: "each test was run 3 times")."""
    return any(not _BARE_TIMES.fullmatch(m.group(0)) for m in METHOD_RUNS.finditer(text))


# a percentile column of a table header ("| Latency 95% | Latency 99% |", "| 99th |", "| P95 (ms) |"): its rows give the spread
_PERCENTILE_HEAD = re.compile(r"\b(?:50|75|90|95|99|99\.9|99\.99)(?:th|\s*(?:pct|%ile))\b|\bp\s?(?:50|75|90|95|99|99\.9|999)\b|"
                              r"(?:\b(?:latency|lat|response time|ttft|tpot|itl|e2e|delay|rtt)|지연)\W{0,3}(?:50|75|90|95|99|99\.9|99\.99)\s*%|"
                              r"(?<![\w.])(?:50|75|90|95|99|99\.9|99\.99)\s*%\W{0,3}(?:(?:latency|lat|response time|ttft|tpot|itl|e2e|delay|rtt)\b|지연)", re.I)
# iperf's per-interval rows ("[  5]   1.00-2.00   sec  14.2 MBytes   119 Mbits/sec"), beside its summary: the run's spread
_INTERVAL_ROW = re.compile(r"^\s*\[\s*(?:\d+|SUM)\]\s+([0-9]+(?:\.[0-9]+)?)\s*-\s*[0-9]+(?:\.[0-9]+)?\s+sec\b", re.M)


def _interval_rows(text: str) -> bool:
    """Whether a log shows a tool's per-interval rows (two or more starting after 0), not only its summary lines."""
    return sum(1 for m in _INTERVAL_ROW.finditer(text) if float(m.group(1)) > 0) >= 2


_MEAN_HEAD = re.compile(r"(?:avg|average|mean|median|평균|중앙값)\b.*", re.I)


def _run_columns(ctx) -> bool:
    """Whether the table's header names one column several times beside their mean, the runs side by side ("| | 시간 | 시간 |
    시간 | 평균 |"; not "| cpp | speedup | trt | speedup |", one ratio a backend)."""
    heads = [h.strip(" *").lower() for h in (ctx.draft.table_cues or {}).get("table", [""])[0].split(" | ")[1:] if h.strip(" *")]
    return max((heads.count(h) for h in set(heads)), default=0) >= 2 and any(_MEAN_HEAD.fullmatch(h) for h in heads)


def _first_measured(claims) -> object | None:
    return next((c for c in claims if c.evidence == EvidenceClass.MEASURED), None)


def check(claim, ctx, options) -> Iterator[Hit]:
    """Yield a finding when nothing near a measured figure states how much it varies."""
    block = ctx.draft.block
    if block.scope in ("code", "log"):
        group, where, scopes = block_claims(ctx), "this output", lambda: (block.text,)
    elif (table := table_claims(ctx)) is not None:
        group, where, scopes = table, "this table", lambda: (table_text(ctx), table_rows_text(ctx))
    else:
        group, where, scopes = sentence_claims(ctx), "this sentence", lambda: (sentence_text(ctx), block_text(ctx))
    if _first_measured(group) is not claim:
        return  # NOTE: decided before any text is read: most claims are not the first of their group
    if where == "this table" and any(c.quantity is not None and c.quantity.low is not None and _SPAN_CELL.match(c.text)
                                     for c in group if c.evidence == EvidenceClass.MEASURED):
        return  # NOTE: "| 301-307 GB/s |": a table giving each result as the range its runs spanned states their spread
    if where == "this table" and (_run_columns(ctx) or any(_PERCENTILE_HEAD.search(h) for h in block.header)):
        return  # NOTE: "| Latency avg | Latency 95% | Latency 99% |": percentile columns state the spread
    if where == "this output" and _interval_rows(block.text):
        return  # NOTE: iperf's per-second rows above its summary line show how the run varied
    if any(text and VARIABILITY.search(text) for text in scopes()):
        return
    if section_has(ctx, VARIABILITY) or _method_states_runs(ctx) or _lead_states_runs(ctx):
        return
    yield Hit(f"{claim.text}: no repetitions, spread or confidence stated for {where}; say how many runs and give "
              f"the spread (min/max, std or a percentile), or that the figure is from a single run.")

