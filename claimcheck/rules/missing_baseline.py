"""missing-baseline: a speedup, relative change or efficiency with no stated base.

Looked at: ratios ("2.5x faster", "16배"), relative changes ("50% higher throughput", "54% 단축"),
scaling efficiencies, and qualitative superlinear claims. The base must be named where the figure is:

* a ratio or change needs a comparator in its own clause ("than A100", "over 1 GPU", "vs. DDP",
  "relative to", "from 8 to 64 GPUs", "3.4x of `multiprocessing.Pool`", "2x the standard library", "as fast as libpng", "a replacement for GD",
  "a 25% reduction from its PX4 generation", "matches the result of X with 4x speedup", "대비", "보다", "에 비해"); when the
  sentence has one such figure the whole sentence counts, when it has several each figure's clause must name its own,
  unless the clause opens on its figure and elides the base ("13x over Foo with caching, and up to 30x without"); a link
  or device named right after a ratio is its base ("1.6 TB/s fabric, 12x PCIe Gen4");
  a sentence right before it, in its paragraph and with no relative figure of its own, may name the base by setting up
  the comparison ("We compare directly to the Rapid system. ... up to 4x speedup");
* a summary restating a change the document gave earlier with its base ("53.7% 향상" after "| 6.69 tok/s | 10.28 tok/s |
  +53.7% |") has that base;
* an efficiency needs a base case in its sentence, paragraph or table ("relative to 1 GPU", "single node",
  "from 8 to 256 GPUs", "baseline"), or a device count: on N devices efficiency is S/N by definition;
* a scaling speedup conditioned on a device count ("with 8 GPUs, 7.2x") is relative to one device; a
  speedup of a new method or version over another is not, and must name the other;
* a comparator that names nothing ("existing systems", "SOTA", "competing frameworks", "기존 시스템")
  counts as no base.

Table cells take their comparator from the header and caption, a row marked as the base ("기준", "1.0x (baseline)"),
or a sentence of their section or the one above it about its tables ("every speedup in the tables below is relative to
the FP16 path"), and are reported once per column. In a sentence that says "respectively", the bases it names are
shared by all its figures.
"""

from __future__ import annotations

import re
from typing import Iterator

from claimcheck import prefilter
from claimcheck.classify import HEADING_COMPARES
from claimcheck.extract import UTILISATION_WORDS, lead_paragraph
from claimcheck.rules._helpers import (SUPERLINEAR, block_claims, block_text, claims_in, device_counts, doc_index, explained_gain, find_subjects, first_in_column,
                                       half_unit, sentence_claims, sentence_text, significant_digits, table_text)
from claimcheck.rules.base import Hit
from claimcheck.units import KOREAN_NUMERALS, REAL_TIME, parse_unit, to_base

# a metric, not a system: "3x of speedup", "2x of the throughput", "4x of the peak"
_METRIC_NOUN = (r"(?:speed-?ups?|improvements?|gains?|throughput|performance|speed|bandwidth|latency|time|cost|memory|peak|theoretical|"
                r"hardware|ideal|maximum|max|total|original\s+(?:throughput|speed|performance|time))\b")
# a system a figure is N times of, named by its kind ("the standard library", "the next fastest parser", "the stock allocator")
_SYSTEM_NOUN = (r"(?:librar(?:y|ies)|libs?|implementations?|versions?|releases?|builds?|parsers?|seriali[sz]ers?|encoders?|decoders?|"
                r"codecs?|compilers?|runtimes?|engines?|frameworks?|allocators?|kernels?|baselines?|original|reference|defaults?|stdlib|"
                r"interpreters?|drivers?|modules?|packages?|crates?|binar(?:y|ies)|predecessors?|ones?)\b")  # NOTE: "5x the Python one"
# NOTE: "TCP에서 RoCE로 바꾸자 ... 2.4배", "vNIC에서 (...) SR-IOV 네트워크로 전환하자 ... 3배": the setup changed from is the base
# (no object between: "노드에서 배치를 64로 늘리자" names no base); "노드 1대에서 2대로", "랙 1대(GPU 72개)에서 4대(GPU 288개)로":
# the device count scaled from
_KO_FROM_TO = (r"(?<=[\w)])에서\s+(?:[^\s.;:을를]*[^\s.;:을를]\s+){0,6}?[^\s.;:]*?(?:으로|로)\s+(?:[^\s.;:]+\s+){0,2}?"
               r"(?:바꾸|바꿔|바꿨|바꾼|바꿀|전환|교체|변경|옮기|옮겨|옮겼|옮긴|갈아타|갈아탔|업그레이드|늘리|늘려|늘렸|늘린|올리|올려|올렸|올린|줄이|줄여|줄였|줄인|확장하|확장했|확장한)|"
               r"[0-9]+\s*(?:대|장|개|노드|GPU)(?:\s*\([^()\n]{0,30}\))?에서\s*[0-9]+\s*(?:대|장|개|노드|GPU)?(?:\s*\([^()\n]{0,30}\))?\s*(?:으로|로)(?=\s)")
_COMPARATOR = prefilter.compile(
    r"\bthan\b|\bover\s+(?![~≈]?[0-9])|\bvs\.?(?=\s|$)|\bv\.s\.(?=\s|$)|\bversus\b|\bout-?perform(?:s|ed|ing)?\s+(?!by\b)\S|\b(?:ahead of|behind|trail(?:s|ed|ing)?|lag(?:s|ged|ging)?(?:\s+behind)?|beat(?:s|en|ing)?|outpac(?:es|ed|ing)|surpass(?:es|ed|ing)?|outstrip(?:s|ped|ping)?|edg(?:es|ed|ing)\s+out)\s+(?!by\b)[\w.-]|\bexceed(?:s|ed|ing)?\s+(?!by\b|[~≈]?[0-9]|(?:the\s+|its\s+|their\s+)?(?:expectations?|targets?|goals?|requirements?|limits?|budgets?|peak|theoretical)\b)[\w.-]|\bcompared (?:to|with)\b|\bcomparing\b|\brelative to\b|\bagainst\b|\bbaselines?\b|"
    r"\bfrom\s+[0-9~≈]|\bnormali[sz]ed (?:to|by|against)\b|\bof (?:the )?(?:hardware |theoretical |advertised )?(?:peak|line rate|ideal)\b|"
    r"\b(?:1|one|single|a single)[- ](?:GPU|node|device|accelerator|core|process|server)\s+(?:baseline|base)\b|"
    r"\bversus\b|\binstead of\b|\b(?:superior|inferior) to\b|\b(?:throughput|speed|performance|bandwidth|rate|time)\s+of\s+(?:a\s+|one\s+|the\s+|an?\s+|\d)|\bw\.?r\.?t\.?\b|\bwith respect to\b|\bfrom\b[^.;]{1,60}?\bto\b|\S\s*(?:->|→)\s*\S|"
    r"\breplac\w+\b[^.;]{0,60}?\bwith\b|\b(?:after|by|when) (?:applying|using|enabling|adding|switching|replacing|turning on)\b|"
    r"\bwith this (?:optimi[sz]ation|change|technique|feature|fix)\b|\bwith(?:out)? (?:and without|or without)\b|"
    # "(TF32 to mixed precision)" in a speedup's header, "speedup from CUDA graphs" (the run without them), "1.4x the eager throughput"
    r"\((?!time\b|up\b)[\w.+ -]{1,30}?\s(?:to|→|->)\s[\w.+ -]{1,30}\)|\b(?:speed-?ups?|gains?|improvements?)\s+(?:from|with|by)\s+(?![0-9~])|"
    r"\b[0-9]+(?:\.[0-9]+)?\s*[x×]\s+(?:the|that of)\s+(?:[\w-]+\s+)?(?:throughput|performance|speed|bandwidth|latency|time)\b|"
    r"(?:\btimes|[0-9][x×]|배)[*_]*\s+(?:that|those)\s+of\s+[\w`*]|\bbeyond\s+(?![~≈]?[0-9])(?:the\s+|an?\s+)?[\w`*-]{3,}|"  # "the median TTFT of engine-b is 4 times that of vLLM"
    # NOTE: "3.4x of `multiprocessing.Pool`", "3.4x of the subprocess pool": N times a named system's figure (not "3x of
    # speedup", "2x of the throughput": a metric, no system)
    r"(?:[0-9][x×]|\btimes)[*_]*\s+of\s+(?:[`*_]|(?:the|an?|our|its|their)\s+(?!" + _METRIC_NOUN + r")[\w`*-]|(?-i:[a-z]+[A-Z.]|[A-Z0-9]))|"
    # NOTE: "2-3x the nearest other library and 10x the standard library", "4 times the stock allocator", "3x the A100": N times
    # a system named by its kind or its model (not "8x the throughput", "4x the GPUs": a metric or a count)
    r"(?:[0-9][x×]|\btimes)[*_]*\s+(?:that\s+of\s+)?the\s+(?:[\w.+#-]+\s+){0,3}?" + _SYSTEM_NOUN + "|"
    r"(?:[0-9][x×]|\btimes)[*_]*\s+(?:that\s+of\s+)?the\s+(?-i:[A-Z][\w-]*[0-9][\w.-]*)(?![\w.-])(?!\s*(?:GPU|node|card|chip|server|device)s\b)|"
    # NOTE: "a replacement for GD, usually 5x faster", "3-5x as fast as libzap", "a 25% reduction from its previous PX4
    # generation", "matches (or reproduces) the published accuracy of X with a 4x speedup": each names the other side
    r"\b(?:drop-in\s+)?(?:replacements?|substitutes?|alternatives?|successors?)\s+(?:for|to|of)\s+(?!(?:the\s+)?(?:same|it|this|that)\b)[\w`*]|"
    r"\bas\s+(?:fast|quick|slow|high|low|efficient|much|many|large|small|good)\s+as\s+(?![~≈]?[0-9]|possible\b|needed\b|necessary\b|required\b|expected\b|usual\b|ever\b)[\w`*]|"
    r"\b(?:reductions?|increases?|decreases?|drops?|declines?|rises?|savings?|boosts?|uplifts?|cuts?)\s+from\s+(?![~≈]?[0-9])[\w`*]|"
    r"\b(?:match|reproduc|equal|replicat)\w*\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:results?|accuracy|scores?|quality|performance|numbers|figures?)\s+of\s+[\w`*]|"
    r"(?<!거)의\s*(?:약\s*|거의\s*)?(?:[0-9][0-9.]*|" + "|".join(KOREAN_NUMERALS) + r")\s*배|"
    # NOTE: "4노드 구성의 처리량에서 다시 1.8배 늘었다": the figure it grew from is the base
    r"(?<=\S)의\s*(?:성능|처리량|속도|대역폭|지연|결과|수치)(?:에서|으로부터)(?=\s)|"  # NOTE: "1.24PF의 20배", "1스레드의 두 배": N times the figure or run before it
    r"[을를]\s+(?:\S+\s+){0,3}?(?:앞서|앞선|앞섰|능가|상회|웃돌|압도)|"  # NOTE: "RoCE가 TCP를 약 3배 앞섰다": the object is the base
    r"사용 시|사용하면|사용할 때|사용하는 경우|적용하면|적용하여|적용했을 때|적용하였을 때|적용 시|적용한 경우|대비|보다|에 비해|비해|기준\s*(?:으로|대비|점|선|치|값)|[을를]\s*기준|\(\s*기준\s*\)|와 비교|과 비교|에서\s*[0-9.]+\s*(?:초|분|ms|s)?\s*(?:로|으로)|" + _KO_FROM_TO,
    re.I)
_EFFICIENCY_BASE = prefilter.compile(
    r"\b(?:1|one|single|a single)[- ]?(?:GPU|node|device|accelerator|server|machine)s?\b|\brelative to\b|\bcompared (?:to|with)\b|"
    r"\bvs\.?(?=\s|$)|\bv\.s\.(?=\s|$)|\bversus\b|\bfrom\s+\d+\s*(?:to|→|->)\s*\d+|\bbaselines?\b|\bbase case\b|\bnormali[sz]ed\b|\bideal\b|"
    r"\bover\s+(?:a\s+|the\s+)?(?:\d+|one|single)\b|\bdoubl\w+ the number\b|\bnumber of \w+ (?:is|are) doubled\b|단일|1\s*(?:개의?\s*)?(?:GPU|노드)|대비|기준|에 비해|" + _KO_FROM_TO, re.I)
# the first case of a range a scaling is stated over, with its figure ("from 41% for the smallest model to 47%", "from 310
# TFLOPS at 8 nodes to 335 at 64 nodes"): its base
_FROM_FIRST_CASE = re.compile(r"\bfrom\s+[~≈]?[0-9][0-9.,]*\s*(?:%|[A-Za-z/]+)?\s+(?:for|at|on|with|in)\s+[^.;()]{1,60}?\s+to\s+[~≈]?[0-9]", re.I)
_VAGUE = prefilter.compile(
    r"\b(?:than|over|vs\.?|v\.s\.|versus|compared (?:to|with)|relative to|against|out-?perform(?:s|ed|ing)?|surpass(?:es|ed|ing)?|outstrip(?:s|ped|ping)?|exceed(?:s|ed|ing)?|(?<=[0-9][x×] )of|"
    r"(?:replacements?|substitutes?|alternatives?|successors?)\s+(?:for|to|of)|as\s+[\w-]+\s+as|"
    r"(?:reductions?|increases?|decreases?|drops?|declines?|rises?|savings?|boosts?|uplifts?|cuts?)\s+from|"
    r"compar(?:e|es|ed|ing)(?:\s+(?:directly|head[- ]to[- ]head|side[- ]by[- ]side|it|them|this|these|ours?|results?))*\s+(?:to|with|against))\s+(?:the\s+|all\s+|many\s+|most\s+|other\s+|other,?\s+)?"
    r"(?:existing|previous|prior|current|conventional|traditional|competing|competitor\w*|alternative\w*|other|leading|popular|"
    r"SOTA|state[- ]of[- ]the[- ]art|baseline systems?|the competition)\b(?:\s+[\w-]+){0,3}|"
    r"(?:기존|타사|경쟁|다른)\s*(?:시스템|솔루션|프레임워크|방법|제품)\w*\s*(?:대비|보다|에 비해)", re.I)
_PREVIOUS_RELEASE = re.compile(r"\b(?:previous|prior|last)\s+(?:release|version)s?\b", re.I)
# "compared to the previous design", "over our prior implementation": the document's own earlier build, named as such
_PREVIOUS_BUILD = re.compile(r"\b(?:previous|prior|old|original)\s+(?:design|implementation|kernel|algorithm|approach|pipeline)s?\b", re.I)
_VERSION = re.compile(r"\b[A-Za-z][\w.-]*\s+v?\d+\.\d+(?:\.\d+)?\b")
# NOTE: "like vLLM", "such as llama.cpp": a name may open in lower case when a capital or a dot follows inside it
_NAMED_AFTER = re.compile(r"\b(?:such as|like|including|namely|e\.g\.,?)\s+(?:the\s+)?(?:[A-Z0-9]|[a-z]+[A-Z]|[a-z]+\.[a-z])|\(\s*(?:e\.g\.,?\s*)?[A-Z][\w.+-]*[,)\s]")
_COUNT_AFTER = re.compile(r"\s*(?:\d+-?(?:GPU|node|card)s?\b|[A-Z]{1,4}\d{2,4}\b|(?:GPUs?|nodes?|cards?|NICs?|servers?|machines?)\b)", re.I)
_SCALING_TOPIC = prefilter.compile(r"\bscal\w*|\bspeed-?ups?\b|\bGPUs?\b|\bnodes?\b|\bworkers?\b|\bdevices\b|\bparallel\w*|확장|노드|가속기", re.I)
_CHANGE = prefilter.compile(
    r"\bfaster\b|\bslower\b|\bquicker\b|\bhigher\b|\blower\b|\bmore\b|\bless\b|\bfewer\b|\bimprov\w*|\bincreas\w*|\bdecreas\w*|"
    r"\breduc\w*|\bgains?\b|\bbetter\b|\bworse\b|\bspeed-?ups?\b|\bspeeds? up\b|\bboost\w*|\buplift\b|\bsav(?:es|ed|ing)\b|\bcut\b|"
    r"빠르|빨라|느리|느려|향상|단축|감소|증가|개선|높|낮|줄|늘|가속", re.I)
_NOT_RELATIVE = prefilter.compile(r"\bof (?:the )?(?:hardware |theoretical |advertised )?peak\b|\bpeak\b|\bTFLOPS\b|\btheoretical\b|\bspec\b|\bMFU\b|\butili[sz]ation\b|\boccupancy\b|\bof (?:the )?time\b", re.I)
# NOTE: "기준", "baseline", "1.0x", and the two together ("1.0x baseline", "1x (ref)")
_MARKED_BASE = re.compile(r"[^()\[\]]{0,40}[(\[]\s*(?:baseline|base|reference|ref|기준)\s*[)\]]\W*", re.I)  # NOTE: "| 201 (baseline) |", "| FP16 (ref) |"
_BASE_CELL = re.compile(r"\W*(?:(?:1(?:\.0+)?\s*[x×]|[x×]\s*1(?:\.0+)?)\W*(?:기준|baseline|base|reference|ref)?|기준|baseline|base|reference|ref)\W*", re.I)
_BARE_ONE = re.compile(r"[\s*_]*1(?:\.0+)?[\s*_]*")
# a sentence about a document's tables that names what their speedups are relative to ("The speedup in every table below
# is the new kernel compared to FP16 inference.", "아래 표의 속도 향상은 FP16 대비"): the comparator is _COMPARATOR's
_POINTS_AT_TABLES = re.compile(r"\btables?\b|\bbelow\b|\bfollowing\b|\b(?:each|every) row\b|표|아래", re.I)
_SPEEDUP_WORD = re.compile(r"\b(?:speed-?ups?|gains?|improvements?|ratios?)\b|속도\s*향상|가속|개선|배율", re.I)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")


def _base_stated_above(ctx) -> bool:
    """Whether the table's section, or the section it belongs to, says in a sentence about its tables what the speedups
    are relative to; worked out once per section."""
    section = ctx.draft.block.section
    index = doc_index(ctx.doc)
    for s in {section, section[:-1]}:
        key = (s, "missing-baseline:base-above")
        if key not in index._searches:
            index._searches[key] = s != () and any(
                _POINTS_AT_TABLES.search(x) and _SPEEDUP_WORD.search(x) and _COMPARATOR.search(x) and not _VAGUE.search(x)
                for x in _SENTENCE_END.split(index.section_text(s, 4000)))
        if index._searches[key]:
            return True
    return False


def _column_has_base(ctx, claim) -> bool:
    """Whether another row of the claim's table marks its cell in the claim's column as the base ("기준", "baseline", "1.0x")."""
    idx = doc_index(ctx.doc)
    here = idx.cell_of(claim.span.start)
    text = ctx.doc.text
    # NOTE: in a column of ratios a bare "1" or "1.00" is the base too ("| 1 GPU | 60.0 | 1 |" under "| Speedup |")
    ratio = claim.quantity is not None and claim.quantity.unit == "x"
    return here is not None and here[1] >= 0 and (any(
        not c.start <= claim.span.start < max(c.end, c.start + 1) and (
            _BASE_CELL.fullmatch(text[c.start:c.end]) or _MARKED_BASE.fullmatch(text[c.start:c.end]) or (ratio and _BARE_ONE.fullmatch(text[c.start:c.end])))
        for c in idx.column_cells(*here)) or (here[1] > 0 and any(
            # NOTE: "| baseline | 204 |" over "| pipelined | 212 (+ 1.04x) |": a row labelled as the base
            (_BASE_CELL.fullmatch(text[c.start:c.end]) or _MARKED_BASE.fullmatch(text[c.start:c.end])) and not _BARE_ONE.fullmatch(text[c.start:c.end])
            for c in idx.column_cells(here[0], 0))))


# NOTE: "(ref)", "412 (baseline)", "기준": a cell marked as the reference, whatever column it stands in (not "base", a model
# size in "| BERT | base | 1.8x |")
_REFERENCE_WORD = re.compile(r"[^()\[\]]{0,40}[(\[]\s*(?:baseline|reference|ref|기준)\s*[)\]]\W*|\W*(?:baseline|reference|기준)\W*", re.I)


def _table_marks_reference(ctx, claim) -> bool:
    """Whether a body cell of the claim's table, in another value column, is marked as the reference ("| Geometric mean |
    (ref) | 1.25x slower |", "| Total | 412 (baseline) | 530 | 1.29x |"): that column is the base of every ratio of the
    table (pyperf's and pyperformance's compare tables mark their reference column so)."""
    idx = doc_index(ctx.doc)
    here = idx.cell_of(claim.span.start)
    if here is None or here[1] <= 0:
        return False
    text = ctx.doc.text
    return any(j not in (0, here[1]) and _REFERENCE_WORD.fullmatch(text[c.start:c.end])
               for b in idx.body_rows(here[0]) for j, c in enumerate(b.cells))


def _row_has_both_figures(ctx, claim) -> bool:
    """Whether the claim's table row holds two other figures of one unit whose quotient is the claim's ratio ("| 30.2ms |
    95.0ms | 3.1× |"): its base is one of them (two figures giving another ratio are not the runs it compares)."""
    row = ctx.draft.block
    if row.scope != "table.row":
        # NOTE: a row's cell read without its table ("| 3body | 120 ms | 150 ms: 1.25x slower |"): the row the index holds
        here = doc_index(ctx.doc).cell_of(claim.span.start)
        row = next((b for b in doc_index(ctx.doc).body_rows(here[0]) if b.span.start <= claim.span.start < b.span.end), row) if here else row
    if row.scope != "table.row" or claim.quantity is None or claim.quantity.unit != "x" or not claim.quantity.value:
        return False
    figures = [c.quantity for c in claims_in(ctx, row.span.start, row.span.end)
               if c is not claim and c.quantity is not None and c.quantity.dimension not in ("ratio", "percent", "unstated") and c.quantity.value]
    # NOTE: "| 150 ms | 120 ms: 1.25x slower |", "| 7234.11 | 6017.82 | 0.83x |": a slowdown, or a factor under one, is the
    # same quotient read the other way
    ratio = claim.quantity.value if claim.quantity.value >= 1 else 1 / claim.quantity.value
    if claim.quantity.low is not None or any(f.low is not None for f in figures):
        # NOTE: "| 22-24 GB/s | 6-9 GB/s | 3-4x |": figures given as ranges give a range of quotients, which the ratio's range meets
        low = claim.quantity.low if claim.quantity.low is not None else claim.quantity.value
        return claim.quantity.value >= 1 and any(a.unit == b.unit and _quotients_meet(a, b, low, claim.quantity.value)
                                                 for k, a in enumerate(figures) for b in figures[k + 1:])
    return any(a.unit == b.unit and abs(max(a.value, b.value) / min(a.value, b.value) - ratio) <= 0.06 * ratio
               for k, a in enumerate(figures) for b in figures[k + 1:])


def _quotients_meet(a, b, low: float, high: float) -> bool:
    """Whether the quotients of two figures, either given as a range, reach the range ``[low, high]`` of a ratio (6% slack)."""
    a_lo, b_lo = (a.low if a.low is not None else a.value), (b.low if b.low is not None else b.value)
    if min(a_lo, b_lo) <= 0:
        return False
    if a_lo + a.value < b_lo + b.value:
        a, b, a_lo, b_lo = b, a, b_lo, a_lo
    return a_lo / b.value <= high * 1.06 and a.value / b_lo >= low * 0.94


def _own_cell(ctx, claim) -> str:
    """The text of the table cell holding the claim ("" when it is in none)."""
    here = doc_index(ctx.doc).cell_of(claim.span.start)
    block = ctx.draft.block
    if here is None or here[1] < 0 or block.scope != "table.row" or here[1] >= len(block.cells):
        return ""
    cell = block.cells[here[1]]
    return ctx.doc.text[cell.start:cell.end]


_VAGUE_WORD = re.compile(r"\b(?:existing|previous|prior|current|conventional|traditional|legacy|alternative|baseline|default|standard)\b", re.I)


def _column_names_vague(ctx, vague: str) -> bool:
    """Whether the vague base ("vs traditional", "than the conventional path") is a column of the table that the claim's
    heading or paragraph stands over, in its section ("| Direct load | Traditional load |"): that column's figures are the
    base. Only the adjective is matched, so "existing systems" over a table with no "Existing" column stays vague."""
    word = _VAGUE_WORD.search(vague)
    if word is None:
        return False
    blocks, i = ctx.doc.blocks, ctx.draft.block_index
    section = ctx.draft.block.section
    key = re.compile(r"\b" + re.escape(word.group(0)) + r"\b", re.I)
    for j in range(i + 1, min(len(blocks), i + 6)):
        b = blocks[j]
        if b.scope == "heading" or b.section != section:
            return False
        if b.table >= 0 and b.scope.startswith("table"):
            return any(key.search(h) for h in b.header[1:])
    return False


def _table_with_base_above(ctx) -> bool:
    """Whether a table in the claim's section, ending at most two blocks above it, has a row marked as the base ("1.0x",
    "baseline", "기준"): a sentence right under it sums the table up against that row."""
    blocks, i = ctx.doc.blocks, ctx.draft.block_index
    section = ctx.draft.block.section
    text = ctx.doc.text
    j, seen = i - 1, 0
    while j >= 0 and seen <= 2 and blocks[j].section == section:
        b = blocks[j]
        if b.scope == "table.row":
            table = b.table
            while j >= 0 and blocks[j].table == table and blocks[j].scope in ("table.row", "table.header"):
                if blocks[j].scope == "table.row" and any(_BASE_CELL.fullmatch(text[c.start:c.end]) for c in blocks[j].cells[1:]):
                    return True
                j -= 1
            return False
        if b.scope != "table.caption":
            seen += 1
        j -= 1
    return False


_RESPECTIVELY = re.compile(r"\brespectively\b|각각", re.I)
_CLAUSE_SPLIT = re.compile(r"[,;:]|\s(?:and|but|while|whereas|with)\s|\s-\s|—|그리고|하지만|그러나|며,|고,")


# The device count as the condition of the speedup ("with 8 GPUs", "on 64 nodes", "GPU 8개를 쓰면", "8개의 GPU로").
_DEVICE_CONDITION = prefilter.compile(
    r"\b(?:with|on|using|across|over)\s+(?:\d{1,6})\s*(?:x\s*)?(?:[A-Z]{1,4}\d{2,4}\w*\s+)?(?:GPUs|accelerators|devices|nodes|workers|ranks|chips|cards)\b|"
    r"(?:GPU|가속기|노드)\s*\d{1,6}\s*(?:개|대)(?:를|을)?\s*(?:쓰면|사용하면|쓸 때|사용할 때|로)|\d{1,6}\s*개의?\s*(?:GPU|가속기|노드)(?:를|을|로)|"
    # a device multiplier: the base is the count before it ("doubling the GPUs", "GPU 수를 4배로 늘리면")
    r"\b(?:doubl\w+|tripl\w+|quadrupl\w+)\s+(?:the\s+)?(?:number of\s+)?(?:GPUs|nodes|devices|accelerators|workers)\b|"
    r"\b\d+\s*x\s+(?:more|as many|the)\s+(?:GPUs|nodes|devices|accelerators|workers)\b|"
    r"(?:GPU|가속기|노드)[^.]{0,10}?(?:\d+\s*배|두\s*배)로?\s*(?:늘리|증가|확장)", re.I)
# A speedup of one method over another (needs the other named), not of N devices over one.
_METHOD = prefilter.compile(r"\bnew\b|\balgorithm\b|\bmethod\b|\boptimi[sz]\w*|\btechnique\b|\bversion\b|\bkernels?\b|\bimplementation\b|"
                     r"\bframework\b|\blibrary\b|\bpatch\b|\bfix\b|알고리즘|기법|방법|최적화|버전|커널", re.I)


def _device_count(claim, ctx, text: str) -> int | None:
    if claim.scaling is not None and claim.scaling.devices:
        return claim.scaling.devices
    return max(device_counts(ctx, text), default=None)


def _clause(sentence: str, rel_start: int, rel_end: int) -> str:
    """The clause of ``sentence`` holding ``[rel_start, rel_end)``: from the previous to the next boundary."""
    left = sentence[:rel_start]
    right = sentence[rel_end:]
    cuts = list(_CLAUSE_SPLIT.finditer(left))
    lo = cuts[-1].end() if cuts else 0
    m = _CLAUSE_SPLIT.search(right)
    hi = rel_end + (m.start() if m else len(right))
    return sentence[lo:hi]


# what may stand between a clause boundary and its figure in a clause that elides its subject, verb and base ("..., and up to
# 20x without it", "... and 4x faster at fp8"): hedges and articles only, no new subject ("and the B200 gives 4x")
_ELIDED_LEAD = re.compile(r"\s*(?:(?:up\s+to|about|around|roughly|nearly|almost|approximately|at\s+least|more\s+than|over|even|only|just|"
                          r"an?|another|a\s+further|an\s+additional|~|≈)\s*)*", re.I)


_JOINED_BY = re.compile(r"\b(?:and|but|or|while|whereas)\s*$", re.I)  # a conjunction right before a clause: coordinated with the one before


def _clause_start(sentence: str, rel: int) -> int:
    """Offset in ``sentence`` where the clause holding offset ``rel`` starts (as :func:`_clause` cuts it)."""
    cuts = list(_CLAUSE_SPLIT.finditer(sentence[:rel]))
    return cuts[-1].end() if cuts else 0


def _elided_base(claim, sentence: str, rel: int, relative: list, offset: int) -> bool:
    """Whether the claim's clause opens on its figure, eliding subject, verb and base ("13x faster than Foo with caching,
    and up to 30x without caching"), and an earlier relative figure of the sentence names a base in its own clause: a
    coordinated figure shares the base of the one it is coordinated with."""
    lo = _clause_start(sentence, rel)
    if lo == 0 or not _ELIDED_LEAD.fullmatch(sentence[lo:rel]) or not _JOINED_BY.search(sentence, max(0, lo - 10), lo):
        return False  # NOTE: a clause only listed after a comma ("2-3x faster than A100, 6x faster for fp8") shares no base
    for other in relative:
        o_rel = other.span.start - offset
        if other is claim or o_rel >= rel:
            continue
        own = _clause(sentence, o_rel, o_rel + len(other.text))
        if _COMPARATOR.search(own) and not _VAGUE.search(own):
            return True
    return False


# NOTE: "9x PCIe Gen6", "7× NVLink 3": a ratio followed at once by a link or device the knowledge names is N times that one
_RATIO_THEN_NAME = re.compile(r"[*_]*\s+(?:the\s+|that\s+of\s+(?:the\s+)?)?")


def _names_base_after(claim, ctx, sentence: str, rel: int) -> bool:
    """Whether a ratio is followed directly by a named link or device ("... 1.6 TB/s, 6x PCIe Gen6"): its base."""
    if claim.quantity is None or claim.quantity.dimension != "ratio":
        return False
    after = sentence[rel + len(claim.text):]
    m = _RATIO_THEN_NAME.match(after)
    if m is None:
        return False
    return any(s.start == m.end() for s in find_subjects(ctx.kb, after[:m.end() + 40]))


_UTILISATION_BEFORE = re.compile(rf"\b(?:{UTILISATION_WORDS})\b[^.;,0-9]{{0,25}}$", re.I)


def _kind_of(claim, sentence: str, rel: int) -> str | None:
    """``ratio``, ``change``, ``efficiency``, ``superlinear`` or None (not a relative figure)."""
    q = claim.quantity
    if q is not None and q.dimension == "ratio" and _COUNT_AFTER.match(sentence[rel + len(claim.text):]):
        return None  # "4x 8-GPU nodes": a count, not a speedup
    if q is None:
        sc = claim.scaling
        if sc is not None and sc.qualitative == "superlinear" and SUPERLINEAR.search(claim.text):
            return "superlinear"  # NOTE: the text itself must say superlinear ("superior" is not)
        return None
    if q.dimension == "ratio":
        return "ratio"
    if q.dimension != "percent":
        return None
    if claim.scaling is not None and claim.scaling.efficiency is not None:
        return "efficiency"
    after = sentence[rel + len(claim.text): rel + len(claim.text) + 40]
    before = sentence[max(0, rel - 25): rel]
    if _NOT_RELATIVE.search(after) or _UTILISATION_BEFORE.search(sentence, max(0, rel - 40), rel):
        return None  # NOTE: "the MFU can go up to 52% when the batch is larger": a share of the peak, its base the peak
    if _CHANGE.search(after) or re.search(r"\bby\s*$|\b(?:up|down)\s*$", before):
        return "change"
    return None


def _earlier_in_block(claim, ctx) -> list:
    """Claims of the claim's paragraph or list item in the sentences before its own."""
    start = ctx.draft.sentence_span.start
    return [c for c in block_claims(ctx) if c.span.end <= start]


def _pair_before(claim, ctx) -> bool:
    """Whether the claim's sentence states, before it, two absolute figures of one dimension: the two runs a change is of."""
    dims = [c.quantity.dimension for c in sentence_claims(ctx) if c.quantity is not None and c.span.end <= claim.span.start
            and c.quantity.dimension not in ("ratio", "percent")]
    return any(dims.count(d) >= 2 for d in set(dims))


def _base_value(q) -> tuple[str, float] | None:
    """(dimension, value in the dimension's base unit) of an absolute figure; bits and bytes per second are one dimension."""
    if q is None or q.dimension in ("ratio", "percent", "") or q.value <= 0:
        return None
    unit = parse_unit(q.unit) if q.unit else None
    if unit is None:
        return (q.dimension, q.value) if q.dimension == "unstated" else None
    return ("bytes/s" if unit.dimension == "bits/s" else unit.dimension), to_base(q.value, unit)


def _agreeing_pair(claim, kind: str, figures) -> bool:
    """Whether two absolute figures of one dimension among ``figures`` give the claim's ratio or change: they are the two
    runs it compares, so its base is stated ("| 0.5 ms | 50 ms | 100x |", "A took 164 ms ... B was 9.7x slower")."""
    target = claim.quantity.value
    if target <= 0 or (kind == "ratio" and target <= 1):
        return False
    values: dict[str, list[float]] = {}
    for c in figures:
        bv = _base_value(c.quantity) if c is not claim else None
        if bv is not None:
            values.setdefault(bv[0], []).append(bv[1])
    for vs in values.values():
        for i, a in enumerate(vs):
            for b in vs[i + 1:]:
                hi, lo = max(a, b), min(a, b)
                if lo <= 0 or hi == lo:
                    continue
                got = [hi / lo] if kind == "ratio" else [(hi / lo - 1) * 100, (1 - lo / hi) * 100]
                if any(abs(g - target) <= 0.05 * target + (0.05 if kind == "ratio" else 0.5) for g in got):
                    return True
    return False


def _previous_block_claims(ctx) -> list:
    """Claims of the block right before the claim's, in its section (the bullet or paragraph a comparison follows; all the
    rows of a table: "| on | 212s |" over "| off | 265s |", then "With it on, the job ends ~20% sooner.")."""
    i = ctx.draft.block_index
    blocks = ctx.doc.blocks
    if i <= 0 or blocks[i - 1].section != ctx.draft.block.section:
        return []
    b = blocks[i - 1].span
    if blocks[i - 1].table >= 0 and blocks[i - 1].scope.startswith("table"):
        extent = doc_index(ctx.doc).table_extent(blocks[i - 1].table)
        if extent is not None:
            return claims_in(ctx, *extent)
    return claims_in(ctx, b.start, b.end)


def check(claim, ctx, options) -> Iterator[Hit]:
    """Yield a finding when a relative figure does not say what it is relative to."""
    sentence = sentence_text(ctx)
    rel = claim.span.start - ctx.draft.sentence_span.start
    kind = _kind_of(claim, sentence, rel)
    if kind is None:
        return
    in_table = bool(ctx.draft.table_cues)
    context = table_text(ctx) if in_table else ""
    compared = sentence if not in_table else sentence + "\n" + context
    vague = _VAGUE.search(compared)
    if vague and _NAMED_AFTER.search(compared, vague.start(), vague.end() + 40):
        vague = None  # NOTE: "popular serving systems such as Orca and vLLM": the vague words, then the systems they are
    elif vague and _PREVIOUS_BUILD.search(vague.group(0)):
        vague = None  # NOTE: "8 to 12% speedup compared to the previous design": the build before the change, a stated base
    elif vague and _PREVIOUS_RELEASE.search(vague.group(0)) and _VERSION.search(compared):
        vague = None  # NOTE: "FooServe 2.3 achieves 1.2x over the previous release": the release before the one named
    elif vague and _column_names_vague(ctx, vague.group(0)):
        vague = None  # NOTE: "### Zero-copy vs conventional: 3x faster" over "| Zero-copy read | Conventional read |": the column is the base
    if kind in ("efficiency", "superlinear"):
        if claim.scaling is not None and claim.scaling.devices and kind == "superlinear":
            return
        if kind == "superlinear" and _FROM_FIRST_CASE.search(sentence) and not vague:
            return  # NOTE: "superlinear scaling (throughput per GPU grew from 310 for the 1-node job to 335 for the largest)": the first case is the base
        cues = ctx.draft.table_cues or {}
        topic = "\n".join([sentence, *cues.get("header", ()), *cues.get("table", ())])
        if kind == "efficiency" and (_NOT_RELATIVE.search(topic) or not _SCALING_TOPIC.search(topic + "\n" + context)):
            return  # an efficiency of peak (MFU, bandwidth utilisation) has its base: the peak
        scope = "\n".join([sentence, context, block_text(ctx) if not in_table else ""])
        if _EFFICIENCY_BASE.search(scope) and not vague:
            return
        if kind == "efficiency" and not vague and _device_count(claim, ctx, sentence + "\n" + context):
            return  # NOTE: efficiency on N devices is S/N by definition: relative to one device
        what = "scaling efficiency" if kind == "efficiency" else "superlinear scaling"
        if in_table and not first_in_column(claim, ctx, lambda c: c.scaling is not None and c.scaling.efficiency is not None):
            return
        yield Hit(f"{claim.text}: {what} with no stated base - relative to 1 GPU, 1 node, or which configuration? "
                  f"Give the base and its absolute performance.")
        return
    if (kind == "ratio" and claim.kind.value == "scaling" and not vague and _DEVICE_CONDITION.search(sentence)
            and not _METHOD.search(sentence)):
        return  # "with 8 GPUs, 7.2x": a scaling speedup on N devices is relative to one device by definition
    if REAL_TIME.search(sentence if not in_table else sentence + "\n" + context):
        return  # NOTE: "2.4x realtime", "| RTF |": a speed against the media's own duration
    if kind == "ratio" and claim.quantity.value == 1 and claim.quantity.low is None:
        return  # NOTE: "| Adam | 900s | 1.0× |": a speedup of one is the base itself
    if not in_table and _table_with_base_above(ctx):
        return  # NOTE: "1-bit compression provides 2.2-2.3x speedup" under a table whose 1.0x row is the base
    if kind in ("ratio", "change") and not vague and _agreeing_pair(
            claim, kind, sentence_claims(ctx) if in_table else [*_previous_block_claims(ctx), *_earlier_in_block(claim, ctx), *sentence_claims(ctx)]):
        # NOTE: the two runs it compares are stated beside it, in its row or sentence, the sentences before it in its paragraph
        # ("... took 20 minutes. ... the older one took 2 hours. That's a 6x speedup.") or the block above
        return
    if not in_table and doc_index(ctx.doc).cell_of(claim.span.start) is not None and not vague and (_table_marks_reference(ctx, claim) or _row_has_both_figures(ctx, claim)):
        return  # NOTE: a row's cell read without its table's cues ("| 3body | 120 ms | 150 ms: 1.25x slower |") still has its row
    if in_table:
        if _COMPARATOR.search(context) and not vague:
            return
        if not vague and _COMPARATOR.search(_own_cell(ctx, claim)):
            return  # NOTE: "| 연산 | H900 대비 최대 4배 (새 포맷) |", "| 3.2x vs. the CPU path |": the cell names its own base
        if _column_has_base(ctx, claim):
            return  # NOTE: "| TP64 | 410 | 기준 |" above "| EP16PP4 | 620 | 1.5x |": the column names the row it is relative to
        if _table_marks_reference(ctx, claim):
            return  # NOTE: "| Geometric mean | (ref) | 1.25x slower |": the table marks its reference column
        if _row_has_both_figures(ctx, claim):
            return  # NOTE: "| 256 MB | 30.2ms | 95.0ms | 3.1× |": the row gives the two figures the ratio is the quotient of
        if not vague and _base_stated_above(ctx):
            return  # NOTE: "The speedup in every table below is X compared to FP16." in the section or the one above it
        if not first_in_column(claim, ctx, lambda c: c.quantity is not None and c.quantity.dimension == claim.quantity.dimension):
            return
    else:
        relative = [c for c in sentence_claims(ctx) if c.quantity is not None and c.quantity.dimension in ("ratio", "percent")]
        # NOTE: "3.1x over A and 6.0x over B, with decoding 1.8x and 2.9x faster, respectively": the bases are shared in order
        shared = _RESPECTIVELY.search(sentence) is not None
        text = sentence if len(relative) <= 1 or shared else _clause(sentence, rel, rel + len(claim.text))
        if len(relative) > 1:
            # NOTE: a comparator after the last relative figure is shared by all of them
            # ("7.1x for A and 5.4x for B compared to C"); one before it belongs to its own clause.
            last = relative[-1]
            tail = sentence[last.span.start - ctx.draft.sentence_span.start + len(last.text):]
            if _COMPARATOR.search(tail):
                text += " " + tail
            # a leading condition ("After applying X, ...") is shared too
            head = sentence[:relative[0].span.start - ctx.draft.sentence_span.start]
            if _COMPARATOR.search(head):
                text += " " + head
        if vague and (len(relative) <= 1 or vague.start() >= sentence.find(text)):
            yield Hit(f"{claim.text} is relative to '{vague.group(0).strip()}', which names no system; give the base "
                      f"configuration and its absolute performance.")
            return
        if _COMPARATOR.search(text):
            return
        if len(relative) > 1 and not shared and not vague and _elided_base(claim, sentence, rel, relative, ctx.draft.sentence_span.start):
            return  # NOTE: "a 9x speedup over Foo with caching, and up to 20x without it": the second clause elides the base
        if not vague and _names_base_after(claim, ctx, sentence, rel):
            return  # NOTE: "- Link: 1.6 TB/s coherent fabric, 6x PCIe Gen6": the link named right after the ratio is its base
        if not vague and _pair_before(claim, ctx):
            return  # NOTE: "켜지 않으면 1400 tokens/s이고, 켜면 1600 tokens/s로 상승해 14.3% 향상": the change of the two figures before it
    if vague:
        yield Hit(f"{claim.text} is relative to '{vague.group(0).strip()}', which names no system; give the base "
                  f"configuration and its absolute performance.")
        return
    if _lead_names_base(ctx) or _close_names_base(ctx) or _heading_names_base(ctx):
        # NOTE: "**Key advantages over small.node**:" over "- 4x network bandwidth": the lead-in names the base of its items (so
        # does a list's heading: "#### runsc v. runc" over "- Simple syscalls 3.1x slower")
        return
    if not in_table and _previous_sentence_names_base(ctx):
        return  # NOTE: "We benchmark it against the Foo scheduler. It finishes the suite 2x faster.": the sentence before names it
    if not in_table and _restates_based_figure(claim, ctx, kind):
        return  # NOTE: a conclusion's "생성 속도 43.0% 향상" after "| 41.2 tok/s | 58.9 tok/s | +43.0% |": that result, restated
    noun = "speedup" if kind == "ratio" else "change"
    yield Hit(f"{claim.text}: a {noun} with no stated base - relative to what (1 GPU, the previous version, another "
              f"system)? Name the base and give its absolute figure.")


def _close_names_base(ctx) -> bool:
    """Whether the claim is a list item whose list is followed by a sentence naming what its ratios compare ("MI355X vs.
    B200 performance ratio, as shown in Figure 1 below.", "Ratios are our GPU vs. the competitor's")."""
    blocks = ctx.doc.blocks
    i = ctx.draft.block_index
    if blocks[i].scope != "list-item":
        return False
    j = i + 1
    while j < len(blocks) and blocks[j].scope == "list-item" and j - i < 40:
        j += 1
    if j >= len(blocks) or blocks[j].scope != "paragraph" or blocks[j].section != blocks[i].section:
        return False
    first = blocks[j].text.strip()[:200]  # NOTE: its opening, not cut at the period of "vs."
    return bool(_CLOSING_COMPARISON.search(first)) and not _VAGUE.search(first)


_CLOSING_COMPARISON = re.compile(r"\b(?:vs\.?|versus|compared (?:to|with)|relative to)\s+\S[^.]{0,60}?\b(?:ratios?|speed-?ups?)\b|"
                                 r"\bratios?\b[^.]{0,40}?\b(?:vs\.?|versus|compared (?:to|with)|relative to|over)\s+\S", re.I)


def _heading_names_base(ctx) -> bool:
    """Whether the claim is a list item under a heading that sets two things side by side ("runsc v. runc", "A vs B")."""
    block = ctx.draft.block
    return block.scope == "list-item" and bool(block.section) and HEADING_COMPARES.search(block.section[-1]) is not None \
        and not _VAGUE.search(block.section[-1])


def _lead_names_base(ctx) -> bool:
    """Whether the claim is a list item under a lead-in ending in a colon that names what its items are relative to."""
    if ctx.draft.block.scope != "list-item":
        return False
    lead = lead_paragraph(ctx.doc, ctx.draft.block_index).rstrip(" *_")
    return lead.endswith((":", "：")) and len(lead) <= 200 and bool(_COMPARATOR.search(lead)) and not _VAGUE.search(lead)


# "We compare directly to the Rapid system.", "We benchmarked it against `multiprocessing.Pool` on the same task."
_COMPARES_TO = re.compile(r"\bcompar(?:e|es|ed|ing)\b[^.;]{0,40}?\b(?:to|with|against)\s+(?:the\s+|our\s+)?[\w`*]|"
                          r"\b(?:benchmark|evaluat|test|measur|pit)\w*\b[^.;]{0,40}?\bagainst\s+(?:the\s+|our\s+)?[\w`*]|"
                          r"\bcomparisons?\s+(?:to|with|against)\s+\S", re.I)


def _previous_sentence_names_base(ctx) -> bool:
    """Whether the sentence right before the claim's, in its paragraph or list item, sets up a comparison with a named system
    ("We also compare directly to the Rapid system on the same task.") and has no relative figure of its own: the figure of
    the next sentence is relative to that system."""
    block = ctx.draft.block
    start = ctx.draft.sentence_span.start
    if block.scope not in ("paragraph", "list-item", "blockquote") or start <= block.span.start:
        return False
    before = ctx.doc.text[block.span.start:start]
    sentences = [x for x in _SENTENCE_END.split(before) if x.strip()]
    if not sentences:
        return False
    prev = sentences[-1]
    if not _COMPARES_TO.search(prev) or _VAGUE.search(prev):
        return False
    prev_start = block.span.start + before.rfind(prev)
    return not any(c.quantity is not None and c.quantity.dimension in ("ratio", "percent") for c in claims_in(ctx, prev_start, start))


def _block_of(doc, offset: int):
    """The block holding ``offset`` (None when none does)."""
    return next((b for b in doc.blocks if b.span.start <= offset < b.span.end), None)


def _has_base(other, kind: str, ctx) -> bool:
    """Whether an earlier relative figure states its base where it stands: the two figures it is the ratio or change of in its
    table row, log or paragraph ("| 41.2 tok/s | 58.9 tok/s | +43.0% |", "2.10 req/s (+82.6%)" under "1.15 req/s"), or a
    comparator in its sentence ("43% faster than TGI")."""
    block = _block_of(ctx.doc, other.span.start)
    if block is None:
        return False
    if _agreeing_pair(other, kind, claims_in(ctx, block.span.start, block.span.end)):
        return True
    return block.scope not in ("code", "log") and bool(_COMPARATOR.search(other.sentence)) and not _VAGUE.search(other.sentence)


def _restates_based_figure(claim, ctx, kind: str) -> bool:
    """Whether the claim restates relative figures stated earlier in the document with their base: one value written with three
    significant digits or more ("53.7% 향상" after "| 6.69 tok/s | 10.28 tok/s | +53.7% |"), or a range both of whose ends
    are such figures, to the precision written ("17-59% 감소" over rows of +17.0% ... +58.7%). A round "2x" is as likely a
    figure of its own."""
    q = claim.quantity
    if kind not in ("ratio", "change") or q is None or q.value <= 0:
        return False
    rel = claim.span.start - ctx.draft.sentence_span.start
    if q.low is None and significant_digits(claim.text) < 3 and not explained_gain(sentence_text(ctx), rel, rel + len(claim.text)):
        return False  # NOTE: a round one only when named as a known gain: "The 4x speedup is due to ...", "3배 향상은 ... 덕분이다"
    earlier = [c for c in claims_in(ctx, 0, claim.span.start) if c.quantity is not None and c.quantity.dimension == q.dimension]
    if not earlier:
        return False
    if q.low is None:
        ends, tolerance = (q.value,), half_unit(claim.text) + 1e-9
    else:
        written = re.split(r"[-–~]", claim.text)[-1]
        ends, tolerance = (q.low, q.value), 2 * half_unit(written) + 1e-9  # NOTE: "82-142%" over +82.6% and +142.0%: ends cut to integers
    return all(any(abs(abs(c.quantity.value) - end) <= tolerance and c.quantity.low is None and _has_base(c, kind, ctx) for c in earlier)
               for end in ends)
