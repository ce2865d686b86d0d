"""Blocks -> claim drafts: find figures and qualitative claims, their kind, subject, direction and scaling.

Only candidate text reaches spaCy: a cheap regular-expression prescan picks the blocks that hold a figure
or a claim word, and long blocks are cut into windows around the candidates (spaCy's tokenizer is ~70x slower
than a regex scan, so pushing every byte through it would not meet the speed target).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field, replace

from claimcheck import prefilter
from claimcheck.lexicon import Lexicon
from claimcheck.model import Block, Document, Scaling, Span
from claimcheck.units import BASE_RATE, COMPUTE_OP_RATE, PER_BYTE_COST, PER_CYCLE_SCAN, OP_RATE_SCAN, COUNTED_PER_PERIOD_SCAN, DONE_PER_SECOND, MAGNITUDE_WORDS, MEDIA_PER_PERIOD, PER_DEVICE_MINUTE, PIXEL_RATE, QUALIFIED_RATE_UNIT, COUNT_MULTIPLIERS, BARE_COUNT_PER_SECOND, COUNTED_PER_SECOND, COUNTED_RATES, IOPS_WORDS, IOPS_WORKLOAD_WORDS, PER_MINUTE_COUNT, FOOTNOTE_MARKS, HASH_RATE, HYPHENATED_RATE, KOREAN_FLOP_RATE, EDGE_RATE, IOPS_UNIT, PER_ITEM, REAL_TIME, SCALED_OP_RATE, KO_BOUNDS, MYRIADS, ENGLISH_NUMERALS, SPELLED_FOLD, FLOP_RATE, KOREAN_NUMERALS, MAGNITUDE_ARTICLES, PER_DEVICE_WORDS, PORT_RATE, SPELLED_RATIO_FOLLOWERS, KOREAN_RATE, RATE_NOUN, RATE_QUALIFIER, UNSTATED, ParsedUnit, is_hangul, parse_figure, parse_number, parse_unit, to_base

_BRACKETED_SPREAD = r"\(\s?(?:±|\+/?-)\s?[0-9.]+\)\s?"  # NOTE: "12.5 (±0.3) ms": a spread in brackets before the unit

# the number a figure opens with, up to its unit: a range's other end, a count multiplier ("12K", "1.5 million", "12만")
# and a Korean bound between the number and its unit ("20만 이상의 QPS", "3000 정도의 tokens/s"); shared by the scans below
_NUMBER_HEAD = (r"[0-9][*`]{0,2}\+?(?:\s{1,3}|\\|-(?=" + HYPHENATED_RATE + r"))?(?:[~\-–]\s?[0-9.]+\s?|" + _BRACKETED_SPREAD + r")?(?:(?:[KkMB][*`]{0,2}\+?|\s?(?i:thousand|million|billion|trillion)|" + MYRIADS +
                r")\s{1,4}(?=[a-z]|IOPS|QPS|RPS|TPS|RPCs?\b|H/s|FPS\b|fps\b|SPS\b|(?:HTTPS?|API)\s|(?:raw|env|sim)\s+(?:FPS|fps|SPS)\b))?(?:[만억]?개?\s?(?:" + "|".join(KO_BOUNDS) + r")의?\s{1,2}|[만억]개?의\s{1,2})?"
                # NOTE: "990 bf16 TC TFLOP/s", "655 BF16/FP16/TF32 TFLOPS": the number format(s) between the number and its rate
                r"(?:(?i:(?:mx|nv)?(?:fp|bf|tf|int)[0-9]{1,2})(?:/[A-Za-z0-9]{2,6}){0,3}\s{1,3}(?:(?i:tc|tensor|dense|sparse)\s{1,3})?)?")

# rates whose unit is a word of their own or several words ("950K SPS", "310k total FPS", "412.5 Mpx/s", "150.59 decoded/sec",
# "231.5 samples/(GPU*min)", "252 genomes per day", "45 Gbp/h", "2,880 hours of audio per day", "240.2 RTFX")
_WORDED_RATE = (rf"SPS\b|sps\b|RTF[xX]\b|(?:(?:{RATE_QUALIFIER})\s+){{1,2}}{QUALIFIED_RATE_UNIT}|{PIXEL_RATE}|{DONE_PER_SECOND}|{BASE_RATE}|{MEDIA_PER_PERIOD}|"
                rf"[a-z]+s\s*{PER_DEVICE_MINUTE}|[a-z]+s\s+per\s+(?:GPU|gpu|device|chip|node|card)\s+per\s+min|(?:[a-z][a-z-]+\s+)?{COUNTED_PER_PERIOD_SCAN}")

# NOTE: the prescan must be a superset of what the Matcher and qualitative patterns find. It is a regex
# that starts with a digit (sre scans for the first character fast) plus plain substring tests for the
# claim words, because one big case-insensitive alternation was the slowest step of a whole check.
_DIGIT_UNIT = re.compile(
    _NUMBER_HEAD + r"(?:" + _WORDED_RATE + r"|" + PORT_RATE + r"|[KMGTP]i?B|ki?B(?=/s)|[KMGTP]b|[KMGTP]igE|[kmgt]bps|[KMGTP]T/|[GTPE]?[Ff][Ll][Oo][Pp][Ss]?/s|[GTPE][Ff][Ll][Oo][Pp]|[TPE]F\b|(?:[Gg]iga|[Tt]era|[Pp]eta|[Ee]xa)(?:flop|FLOP)|" + KOREAN_FLOP_RATE + r"|TOP[Ss]|" + COMPUTE_OP_RATE + r"|(?:[Gg]iga|[Tt]era|[Pp]eta)\s?(?:flop|FLOP)|(?:[Kk]ilo|[Mm]ega|[Gg]iga|[Tt]era|[Pp]eta)bytes?\s*(?:/|per\b|an?\s+second\b)|(?:[Gg]iga|[Tt]era|[Pp]eta)ops\b|[xX]\b|×|배|%|percent|times|"
    r"µs|μs|us\b|uS\b|usec|ns\b|nsec|ms\b|msec|s\b|sec|second|(?:nano|micro|milli)-?sec|(?:nano|micro|milli)s\b|mins?\b|minutes|hours?\b|hrs?\b|h\s?[0-9]{1,2}m\b|days?\b|weeks?\b|months?\b|tokens?|samples?|images?|"
    rf"{PER_BYTE_COST}|{PER_CYCLE_SCAN}|{OP_RATE_SCAN}|"
    rf"(?:(?i:{RATE_NOUN})|bytes?|RPCs?)(?:\s?/|\s+per\b|-per-|\s+an?\s+second\b)|{COUNTED_PER_SECOND}|{BARE_COUNT_PER_SECOND}|(?:[kKM]\s+)?{IOPS_WORKLOAD_WORDS}|(?:{RATE_QUALIFIER})\s+(?:{RATE_NOUN})(?:/|\s+per\b)|{IOPS_UNIT}|(?:{PER_MINUTE_COUNT})\b|[kKMG]?pps\b|[kKMG]PPS\b|fps\b|FPS\b|(?:raw|env|sim)\s+(?:FPS|fps|SPS)\b|[KM]OPS\b|[kKMG]pkts?/s|ops/s|{SCALED_OP_RATE}|{HASH_RATE}|{EDGE_RATE}|operations/s|RPCs?/s|rps|RPS|wps|WPS|qps|QPS|q/s|TPS|tps\b|(?:[Kk]ilo|[Mm]ega|[Gg]iga|[Tt]era)bit|"
    r"나노초|마이크로초|밀리초|초|분|시간|토큰|샘플|이미지|요청|쿼리|기가비트|테라비트)",
    re.ASCII)  # NOTE: ASCII \b, so "600 ns이다" ends the unit before the Korean copula
_CLAIM_WORDS = ("linear", "scal", "bottleneck", "achieves higher", "achieved higher", "achieve higher", "negligible", "communication cost", "insignificant", "ignored", "superior", "fast", "slow", "improv",
                "network-bound", "bandwidth", "busbw", "algbw", "images/sec", "significantly", "dramatically", "gains", "further",
                "doubl", "halve", "tripl", "quadrupl", "proportional", "overhead", "invisible", "essentially free", "effectively free", "practically free", "basically free", "nearly free", "almost free", "is free", "are free", "hide", "the more", "the higher", "reduc", "lower", "boost", "accelerat", "speeds up", "sped up", "빠를", "우월", "빨랐", "빨라", "느렸", "느려", "빠름", "느림", "배로", "초당", "선형", "확장", "빠르", "빠른", "빠릅", "느리", "느린", "느립", "병목", "영향", "좋습니다", "무시",
                "두 배", "세 배", "네 배", "twice", " times ", "magnitude", "factor of", "fold", "outperform", "decreas", "highest", "lowest", " lag", "on par", "performance cost", "performance penalty", "performance hit",
                "performance loss", "in half", "virtually no", "practically no", "almost no", "nearly no", "hardly any", "no noticeable", "better perf", "better throughput", "better latenc", "higher perf", "higher throughput", "lower latenc",
                "best perf", "surpass", "improvements over", "better speed", "higher speed", "greater speed", "향상", "개선", "높입", "높이", "높일", "증가", "지연", "빨리", "느릴", "저하", "오래", "시간이", "레이턴시", "대기 시간", "이점", "우위", "통신", "절반", "오버헤드", "가속", "나은", "우수한", "뛰어난")

# NOTE: the _DIGIT_UNIT matches that can make a claim. A rate (bytes/s, bits/s, GT/s, FLOPS, tokens/s, ...) is
# always a figure. A ratio, percentage or time makes a claim only with a head word in its sentence ("faster",
# "latency", "takes") or arithmetic. A size ("16 GB") never does, so a sentence holding only that skips spaCy.
_RATE_FIGURE = re.compile(
    _NUMBER_HEAD + r"(?:" + _WORDED_RATE + r"|" + PORT_RATE + r"|[kKMGTP]i?B(?:\s?/|ps|\s*per\b|ytes?/|its?/)|[KMGTP]b(?:/|ps|s\b|its?\b|its?/|E\b)|[KMGTP]igE\b|[kmgt]bps|[KMGTP]T/|[GTPE]?[Ff][Ll][Oo][Pp][Ss]?/s|[GTPE][Ff][Ll][Oo][Pp]|[TPE]F\b|(?:[Gg]iga|[Tt]era|[Pp]eta|[Ee]xa)(?:flop|FLOP)|" + KOREAN_FLOP_RATE + r"|TOP[Ss]|" + COMPUTE_OP_RATE + r"|(?:[Gg]iga|[Tt]era|[Pp]eta)\s(?:flop|FLOP)|(?:[Kk]ilo|[Mm]ega|[Gg]iga|[Tt]era|[Pp]eta)bytes?\s*(?:/|per\b|an?\s+second\b)|"
    rf"(?:(?:{RATE_QUALIFIER})\s+)?(?:(?i:{RATE_NOUN})|bytes?|RPCs?)(?:/|\s/\s?(?=s\b|sec)|\s+per\b|-per-|\s+an?\s+second\b)|{COUNTED_PER_SECOND}|{BARE_COUNT_PER_SECOND}|{PER_BYTE_COST}|{PER_CYCLE_SCAN}|{OP_RATE_SCAN}|(?:[kKM]\s+)?{IOPS_WORKLOAD_WORDS}|seq\w*(?:/|\s+per\b)|(?:ns|ps|us|µs|μs)/day|{IOPS_UNIT}|(?:{PER_MINUTE_COUNT})\b|[kKMG]?pps\b|[kKMG]PPS\b|fps\b|FPS\b|(?:raw|env|sim)\s+(?:FPS|fps|SPS)\b|[KM]OPS\b|[kKMG]pkts?/s|ops/s|{SCALED_OP_RATE}|{HASH_RATE}|{EDGE_RATE}|operations/s|RPCs?/s|rps|RPS|wps|WPS|qps|QPS|q/s|TPS|tps\b|(?:[Kk]ilo|[Mm]ega|[Gg]iga|[Tt]era)bit|(?:토큰|샘플|이미지|요청|쿼리|건|프레임)\s*/\s*초|기가비트|테라비트)",
    re.ASCII)
_SPELLED_RATIO = re.compile("(?:" + "|".join(KOREAN_NUMERALS) + r")\s배(?!수)")  # "성능이 두 배 향상": a ratio in words
# "three times faster", "twice as long", "an order of magnitude lower": an English ratio in words (see nlp's figure patterns)
_SPELLED_RATIO_EN = re.compile(r"\b(?:(?:" + "|".join(ENGLISH_NUMERALS) + r")\s+times|twice|(?:" + "|".join(MAGNITUDE_ARTICLES) + r")\s+order\s+of\s+magnitude)\s+(?:"
                               + "|".join(SPELLED_RATIO_FOLLOWERS) + r")\b", re.I)


def _spelled_ratio(piece: str) -> bool:
    """Whether ``piece`` holds a ratio in words, Korean ("두 배") or English ("three times faster"); the cheap tests first."""
    if "배" in piece and _SPELLED_RATIO.search(piece):
        return True
    return ("times" in piece or "wice" in piece or "magnitude" in piece) and _SPELLED_RATIO_EN.search(piece) is not None
_HEADED_FIGURE = re.compile(
    r"[0-9]\*{0,2}\+?(?:\s{1,3}|\\)?(?:[~\-–]\s?[0-9.]+\s?|" + _BRACKETED_SPREAD + r")?(?:[xX]\b|×|배|%|percent|times|µs|μs|us\b|uS\b|usec|ns\b|nsec|ms\b|msec|s\b|sec|second|(?:nano|micro|milli)-?sec|(?:nano|micro|milli)s\b|mins?\b|minutes|hours?\b|hrs?\b|h\s?[0-9]{1,2}m\b|days?\b|weeks?\b|months?\b|"
    r"나노초|마이크로초|밀리초|초|분|시간)",
    re.ASCII)
# "- **Achieved TFLOPS**: 939.7", "Throughput (tokens/s): 1,234": a label that ends in its unit, then the number
_UNIT_KEY = re.compile(rf"(?:[KMGTP]i?B(?:/s(?:ec)?|ps)|[KMGTP]b(?:/s|ps)|[GTPE]?FLOP[Ss]?(?:/s)?|TOPS|(?:{RATE_NOUN})/s(?:ec(?:ond)?)?|RPS|QPS|TPS|k?IOPS|"
                       r"(?:\((?:ms|us|µs|μs|ns|s|sec)\)))(?:\s*/\s*(?:" + "|".join(PER_DEVICE_WORDS) + r")|\s+per\s+(?:" + "|".join(PER_DEVICE_WORDS) + r"))?\)?[*_ ]*:[*_ ]*[~≈]?[0-9]", re.I)
_COLON_NUMBER = re.compile(r":[*_ ]*[~≈]?[0-9]")


# "처리량(req/s)은 44,991", "qps가 12,480에서 44,991로", "Throughput (tok/s) was 1,234": the unit as a label, then a particle or a verb
_PARTICLE_NUMBER = re.compile(r"[은는이가] ?[0-9]|\) (?:was|is|were|are|of) [0-9]")
_UNIT_LABEL = re.compile(rf"(?:\((?:[KMGTP]i?B/s|[KMGTP]b/s|[GTPE]?FLOPS|(?:{RATE_NOUN})/s(?:ec)?|RPS|QPS|TPS|IOPS)\) (?:was|is|were|are|of) |"
                         rf"(?<![A-Za-z])(?:[KMGTP]i?B/s|[KMGTP]b/s|[GTPE]?FLOPS|(?:{RATE_NOUN})/s(?:ec)?|RPS|QPS|TPS|IOPS)\)? ?[은는이가] ?)[0-9]", re.I)


def _unit_key(text: str) -> bool:
    """Whether ``text`` holds a label ending in its unit, then a number ("Achieved TFLOPS: 939.7", "qps가 44,991"); the cheap tests first."""
    if ":" in text and _COLON_NUMBER.search(text) is not None and _UNIT_KEY.search(text) is not None:
        return True
    return _PARTICLE_NUMBER.search(text) is not None and _UNIT_LABEL.search(text) is not None


_LABEL_VALUE_FIGURE = re.compile(r":\s*[0-9][0-9,.]*$")  # "TFLOPS per GPU: 398.2": a figure read as its label, then the value
_FACTOR_IN_WORDS = re.compile(r"\bfactor\s+(?:of\s*)?(?:[~≈]?\s*[0-9]|(?:two|three|four|five|six|seven|eight|nine|ten)\b)|[0-9]\s*-?\s*fold\b|[0-9]\s+factor\b|" + SPELLED_FOLD.pattern, re.I)  # "by a factor of 3", "3-fold", "eightfold"
_SPACED_TIMES = re.compile(r"[0-9]\s+[x×]$")  # "4 ×": a sign set apart from its number, as arithmetic writes it
_NUMBER_AFTER = re.compile(r"[ \t]*[0-9]")
# "× 2.85 ≈ 40.2", "x 4 = 32": a multiplication sign between two numbers (not "1.5x 8 GPUs", a speedup and its devices)
_RESOURCE_MULTIPLE_BEFORE = re.compile(r"\b(?:replicas?|nodes?|GPUs?|instances?|workers?|pods?|servers?|machines?)\b(?:(?:\s+(?:count|number))?\s+|(?:\s+[a-z]+){0,3}?\s+from\s+)"
                                       r"(?:[0-9]+\s*[x×]\s*(?:→|->|to|,)\s*)*$", re.I)  # NOTE: "the number of replicas in a deployment from 1x → 2x"
_OPERAND_BEFORE = re.compile(r"[0-9)][ \t]*(?:[A-Za-z][\w/.-]*[ \t]*)?$")  # NOTE: "4 ×", "80 layers ×": a count multiplied
_MULTIPLIED_AFTER = re.compile(r"[ \t]*[~≈]?\(?[0-9][0-9,]*(?:\.[0-9]+)?\)?(?![0-9.,]|\s*[A-Za-z가-힣%µμ])")
_FACTOR_FIRST = re.compile(r"[x×](?<![A-Za-z0-9][x×])[0-9]+\.[0-9]|(?<![0-9)])(?<![0-9)] )×\s[0-9]+\.[0-9]")  # NOTE: "x2.63", "× 1.4": the factor before its number


_CLAUSE_EDGE = re.compile(r"[,;:]\s|\s[-–—]\s|\b(?:which|where|whereas|while)\b")


def _clause_of(sentence: str, start: int, end: int) -> str:
    """The clause of ``sentence`` around [start, end): from the comma, semicolon, dash or relative word before it to the
    one after it."""
    lo = max((m.end() for m in _CLAUSE_EDGE.finditer(sentence, 0, start)), default=0)
    nxt = _CLAUSE_EDGE.search(sentence, end)
    return sentence[lo:nxt.start() if nxt else len(sentence)]


def holds_rate_or_time(text: str) -> bool:
    """Whether ``text`` holds a rate or a duration with its unit ("6.1 ms", "40.7 images/sec"; not a ratio, share or size)."""
    return _RATE_FIGURE.search(text) is not None or _OTHER_FIGURE_IN_CELL.search(text) is not None


def _performance_figure(text: str) -> bool:
    """Whether ``text`` holds a rate, or a time, ratio or share (not a size, a count or a version)."""
    return _RATE_FIGURE.search(text) is not None or _HEADED_FIGURE.search(text) is not None


# the values a sweep's header runs over ("8", "16", "2(1)", "4k", "1,024")
_SWEEP_VALUE = re.compile(r"[0-9][0-9,.]*\s*[kKM]?(?:\s*\([0-9]+\))?")


class _Prescan:
    """``search(text)``: truthy when ``text`` may hold a claim (a figure with a unit, or a claim word)."""

    @staticmethod
    def search(text: str):
        if _DIGIT_UNIT.search(text):
            return True
        # NOTE: far faster than one alternation of the words; "a x1.33 speedup": a factor written before its number
        return _CLAIM_WORD.found(text.lower()) or _FACTOR_FIRST.search(text) is not None


_CLAIM_WORD = prefilter.AnyWord(_CLAIM_WORDS)
PRESCAN = _Prescan()

_LINK_PATTERNS = (
    re.compile(r"<!--.*?-->", re.S),
    re.compile(r"\]\([^)\s]*(?:\s+\"[^\"]*\")?\)"),  # link targets
    re.compile(r"https?://\S+"),
)
# and inline HTML tags (<br>), and citation numbers pasted after a sentence ("기록했습니다.21 따라서", "as reported.12 The"):
# kept, they glue two sentences and pass for figures
_MASK_PATTERNS = (*_LINK_PATTERNS, re.compile(r"<[a-zA-Z/][^<>]{0,600}>"), re.compile(r"(?<=[가-힣a-z)]\.)[0-9]{1,3}(?=\s)"),
                  re.compile(r"\\(?=\n)"))  # NOTE: "되었다.\" then a new line: Markdown's hard line break, no part of the sentence
_MARKUP_CHARS = re.compile(r"<[!a-zA-Z/]|\]\(|https?://")


def _blank(chars: list[str], text: str, start: int, end: int) -> None:
    """Blank ``chars[start:end]`` but its line breaks (``chars`` is ``text`` as a list, with other parts blanked)."""
    if start < end:
        part = text[start:end]
        chars[start:end] = (" " * (end - start)) if "\n" not in part else [" " if c != "\n" else c for c in part]


def blank_markup(text: str) -> str:
    """``text`` with comments, link targets, URLs and HTML tags blanked (same length, so offsets hold): a URL's
    anchor ("#a100-80gb") or a tag's attribute (``bgcolor="#21eb15"``) names nothing the document discloses."""
    if not _MARKUP_CHARS.search(text):
        return text
    chars = list(text)
    for pat in _MASK_PATTERNS:
        for m in pat.finditer(text):
            _blank(chars, text, m.start(), m.end())
    return "".join(chars)


_INLINE_CODE = re.compile(r"`[^`\n]+`")
# NOTE: only a duration: a rate or a ratio set in code is as often a string quoted or a variable ("`2x` tokens")
# NOTE: a figure alone in code, set so for emphasis ("`3273.17ms`", "`>180 TFLOPS`", "`88%`", "`9.83배`"): read as the figure
# NOTE: also a range and a share of the peak after it ("`935-955 GFLOPS (~80% of the peak)`"): a result line set in code
_CODE_FIGURE = re.compile(r"`[~≈]?[0-9]+\.[0-9]+\s?[xX×]`|"  # NOTE: "`3.13X`" (not "a pool of `2x` tokens")
                          r"`[<>~≈]?\s?[0-9][0-9,]*(?:\.[0-9]+)?(?:\s?[-–~]\s?[0-9][0-9,]*(?:\.[0-9]+)?)?\s?(?:µs|μs|us|ms|ns|s|sec|seconds|%|배|[KMGT]i?B/s|[GT]B/sec|[GMT]bps|[GMT]b/s|"
                          rf"[GTP]{FLOP_RATE}|(?:tokens?|tok|samples|images|it|requests|req)/s(?:ec)?)\+?(?:\s\(\s?[~≈]?[0-9][0-9.]*\s?%[^()`\n]{{0,40}}\))?`")
# NOTE: "(`9.4 Gbit/s` measured by `iperf3`)", "`1.2 Tbit/sec`", "`7.5 GBit/s`": a link rate alone in code in any spelling the unit
# parser reads (not only _CODE_FIGURE's short list), read as the figure
_CODE_LINK_RATE = re.compile(r"`[<>~≈]?\s?[0-9][0-9,]*(?:\.[0-9]+)?\s?([KMGTPkmgt][A-Za-z]{0,3}/s(?:ec)?|[KMGTPkmgt][A-Za-z]{0,3}ps)\+?`")
_LINK_RATE_DIMENSIONS = frozenset(("bytes/s", "bits/s", "transfers/s"))


def _code_link_rate(span: str) -> bool:
    """Whether inline code ``span`` (with its backticks) holds a link rate and nothing else."""
    m = _CODE_LINK_RATE.fullmatch(span)
    unit = parse_unit(m.group(1)) if m else None
    return unit is not None and unit.dimension in _LINK_RATE_DIMENSIONS


# NOTE: "`340Gbps`, `80GiB`, `125TFLOPS`": spellings listed as examples of a notation, not figures of anything
_CODE_LIST_AFTER = re.compile(r"\s*[,;/]\s*`")
_CODE_LIST_BEFORE = re.compile(r"`\s*[,;/]\s*$")
_CODE_RESULT = re.compile(r"=\s*([~≈]?[0-9][0-9,]*(?:\.[0-9]+)?(?:[eE][+-]?[0-9]{1,2})?\s?(?:µs|μs|us|ms|ns|s|sec|seconds|mins?|minutes|hours?|"
                          r"[KMGT]i?B/s|[KMGT]B/sec|[GT]bps|TFLOPS|tokens/s))`$")
# a number alone in code ("`5e14` bf16 FLOPs/s", "`1.5e10` bytes / second"): the figure, its unit after the code
_CODE_NUMBER = re.compile(r"`[~≈]?[0-9](?:\.[0-9]+)?[eE][+-]?[0-9]{1,2}`")  # NOTE: scientific only: "`60` seconds" is a setting
_TEX_UNIT = re.compile(r"\\(?:text|mathrm|rm|textrm)\s*\{\s*([A-Za-zµμ/%. ]{1,12}?)\s*\}|\\[,;!]")
_LIQUID_TAG = re.compile(r"\{%.*?%\}", re.S)  # a Jekyll/Liquid template tag
_MASK_CHARS = re.compile(r"<|\]\(|https?://|`|\*\*|\\|\{%|[가-힣a-z)]\.[0-9]{1,3}\s|\$[~≈]?[0-9]|~~|[0-9][\u00a0\u2009\u202f][0-9]|[0-9]만\s?[1-9]천|\[\^|&(?:times|#215|#x[dD]7);")  # NOTE: text without any of these is its own mask
_TEX_POWER = re.compile(r"\$?([0-9]+(?:\.[0-9]+)?)\s*(?:\\times|\\cdot)\s*10\s*\^\s*\{?\s*\+?([0-9]{1,2})\s*\}?\$?")
_LOGLIKE = re.compile(r"\b[A-Za-z][\w/ ]*:\s+[0-9][0-9.,]*\s*(?:[KMGT]i?B/s|[GT]bps|samples/s|tokens/s|images/sec|TFLOPS|us|ms)?\b.*,|"
                      # NOTE: "`algo throughput: 1329.4242 Gbps`", "`busbw: 361.2 GB/s`": one field a benchmark printed, with its unit
                      r"^`\s*[A-Za-z][\w/ ]*:\s+[0-9][0-9.,]*\s*(?:[KMGT]i?B/s|[KMGT]i?Bps|[GMT]bps|[GMT]b/s|samples/s|tokens/s|images/sec|TFLOPS|us|µs|ms)\s*`$")
_DIGIT = re.compile(r"[0-9]")
_COLUMN_WORDS = ("busbw", "algbw", "bandwidth", "latency")  # column names of benchmark output in a code block
_HEADER_FIELDS = _COLUMN_WORDS + ("latency(us)",)
_VALUE_COMMENT = re.compile(r"\s*[0-9][0-9.,]*\s+#\s")  # NOTE: "12  # host PCIe bandwidth in GB/s": a setting and its comment, no header
_ARITH = re.compile(r"[0-9]\s*[*/×]\s*[0-9(]|=\s*[0-9]")
_WINDOW = 1500
_MAX_BLOCK = 6000


# "`Samples per second`: `31.4`" (MLPerf's results pages): a metric's name set in code, a colon, its value set in code
_CODE_LABEL = r"`[A-Za-z][A-Za-z /()%-]{1,60}`"
_CODE_WORDS = re.compile(_CODE_LABEL)
_CODE_LABEL_BEFORE = re.compile(_CODE_LABEL + r"\s*:\s*$")
_PLAIN_LABEL_BEFORE = re.compile(r"(?:^|(?<=[\s(]))[*_]{0,2}[A-Za-z][\w /()%-]{0,40}/s(?:ec)?\s*:[*_]{0,2}\s*$")  # "_Requests/sec:_ `98112.40`"
_CODE_COUNT = re.compile(r"`\s*[~≈]?[0-9][0-9,]*(?:\.[0-9]+)?[kKM]?\s*`")
_CODE_VALUE = re.compile(r"`\s*[~≈]?[0-9][0-9,]*(?:\.[0-9]+)?\s*`")
_CODE_VALUE_AFTER = re.compile(r"\s*:\s*`\s*[~≈]?[0-9]")


_COMPARED_CODE_BEFORE = re.compile(r"\b(?:than|vs\.?|versus|over|against|compared\s+(?:to|with)|relative\s+to|of)\s+(?:the\s+)?$", re.I)
_MATH_FIGURE = re.compile(r"(?<![\w$\\])\$[~≈]?\s?[0-9][0-9.,]*\s?(?:[A-Za-zµμ%/]{1,12}|[가-힣]{1,3})?\$(?![A-Za-z0-9_$])")


def _rate_after_code(number: str, after: str) -> bool:
    """Whether a number set in code ("3.8k", "1,240") and the text after its code span read as a rate ("steps/sec")."""
    last = max(k for k, c in enumerate(number) if c.isdigit())
    return _RATE_FIGURE.match(number + after, last) is not None or _TIME_PER_ITEM_AFTER.match(after) is not None


# "`1.53` microseconds per range": a time per unit of work after a number set in code (a bare "`60` seconds" is a setting)
_TIME_PER_ITEM_AFTER = re.compile(r"\s*(?:ns|us|µs|μs|ms|nanoseconds?|microseconds?|milliseconds?)\s+per\s+(?:[0-9][\w.]*\s+)?[A-Za-z]", re.I)


_ERROR_OR_WASTE_BEFORE = re.compile(r"(?:오차|낭비\s*(?:적재|전송|량|율|비율)?|적중률|\b(?:absolute|relative|percentage|prediction|estimation|fit)\s+errors?|\bMAPE|\bwasted\s+\w+)"
                                    r"(?:\s*(?:은|는|이|가|of|is|was|:))?\s*(?:약\s*|최대\s*|about\s+|~\s*)?$", re.I)
# NOTE: a plain space is no such separator in prose: "BF16 312 TFLOPS", "NVLink 5 900GB/s" are two numbers
# NOTE: a plain space groups thousands only in a number of three groups or more, before its unit ("1 874 310 pps"); two
# numbers side by side ("BF16 312 TFLOPS", "8 400 Gb/s links") are not one
_SPACE_GROUPED = re.compile(r"(?<![0-9.,])[0-9]{1,2}(?: [0-9]{3}){2,}(?![0-9.,])(?=\s?[A-Za-zµ%/])")
_NARROW_THOUSANDS = re.compile(r"(?<![0-9.,])[0-9]{1,3}(?:[\u00a0\u2009\u202f][0-9]{3})+(?![0-9])")
_FOOTNOTE_MARK = re.compile(r"\[\^[^\]\s]{1,12}\]|<sup>\s*(?:[*†‡§a-z]{1,3}|\[?[0-9]{1,2}\]?)\s*</sup>(?!\s*[0-9])", re.I)
_TIMES_ENTITY = re.compile(r"&(?:times|#215|#x[dD]7);")
_KOREAN_COMPOUND = re.compile(r"(?<![0-9.,])([0-9]{1,4})만(\s?)([1-9])천(?![0-9만억])")  # "1만 2천", "2만5천"
_STRUCK = re.compile(r"(?<!~)~~(?=\S)(?:[^~\n]|~(?!~)){1,400}?(?<=\S)~~(?!~)")  # NOTE: a range's "~" inside ("~~26~30 tok/s~~")


def mask(text: str) -> tuple[str, bool]:
    """Blank out link targets, URLs, HTML and inline code (same length, so offsets hold).

    Returns the masked text and whether inline code held arithmetic (a sign of a computed figure).
    """
    spaced = _SPACE_GROUPED.search(text)
    if not spaced and not _MASK_CHARS.search(text):
        return text, False  # NOTE: most table cells and many sentences hold nothing to blank
    chars = list(text)
    arithmetic = False

    def blank(m, keep_ends=0):
        _blank(chars, text, m.start() + keep_ends, m.end() - keep_ends)

    for pat in _MASK_PATTERNS:
        for m in pat.finditer(text):
            blank(m)
    # NOTE: "2\u202f006 GB/s" (a (narrow) no-break space), "1 874 310 pps" (plain spaces, three groups or more before a unit):
    # thousands grouped SI style, read as "2,006" and "1,874,310"
    for m in (*_NARROW_THOUSANDS.finditer(text), *(_SPACE_GROUPED.finditer(text) if spaced else ())):
        for k in range(m.start(), m.end()):
            if chars[k] in " \u00a0\u2009\u202f":
                chars[k] = ","
    for m in _TIMES_ENTITY.finditer(text) if "&" in text else ():
        chars[m.start():m.end()] = ["×"] + [" "] * (m.end() - m.start() - 1)  # NOTE: "3.5&times; faster": the sign, as HTML writes it
    for m in _KOREAN_COMPOUND.finditer(text) if "천" in text else ():
        # NOTE: "1만 2천 토큰" is 12,000 and "1만2천" 1.2만: written as one number of the same length, so offsets hold
        figure = f"{m.group(1)}{m.group(3)}000" if m.group(2) else f"{m.group(1)}.{m.group(3)}만"
        chars[m.start():m.end()] = list(figure)
    for m in _FOOTNOTE_MARK.finditer(text) if ("[^" in text or "<sup" in text) else ():
        blank(m)  # NOTE: "240.9[^1]", "251.3<sup>*</sup>": a footnote's mark after a figure, not part of it
    for m in _STRUCK.finditer(text) if "~~" in text else ():
        blank(m)  # NOTE: "~~40 tok/s after batching~~": a figure struck through is withdrawn, no claim
    for m in _MATH_FIGURE.finditer(text) if "$" in text else ():
        chars[m.start()] = chars[m.end() - 1] = " "  # NOTE: "$0.21ms$": a figure set as inline math, read as the figure
    for m in _INLINE_CODE.finditer(text):
        if _ARITH.search(m.group(0)):
            arithmetic = True
        if _LOGLIKE.search(m.group(0)):
            continue  # NOTE: `throughput: 24.26 samples/s` is benchmark output quoted inline, not code
        if (_CODE_FIGURE.fullmatch(m.group(0)) or _CODE_NUMBER.fullmatch(m.group(0)) or _code_link_rate(m.group(0))) \
                and not (_CODE_LIST_AFTER.match(text, m.end()) or _CODE_LIST_BEFORE.search(text, max(0, m.start() - 4), m.start())):
            chars[m.start()] = chars[m.end() - 1] = " "
            continue  # NOTE: "one step took `3273.17ms`", "`5e14` bf16 FLOPs/s": a figure set in code, read as the figure
        if _CODE_COUNT.fullmatch(m.group(0)) and _rate_after_code(m.group(0)[1:-1].strip(), text[m.end():m.end() + 40]):
            chars[m.start()] = chars[m.end() - 1] = " "
            continue  # NOTE: "about `3.8k` steps/sec", "`1,240` tokens/s": a number set in code before its rate's unit
        if _CODE_VALUE.fullmatch(m.group(0)) and (_CODE_LABEL_BEFORE.search(text, max(0, m.start() - 70), m.start())
                                                  or _PLAIN_LABEL_BEFORE.search(text, max(0, m.start() - 50), m.start())):
            chars[m.start()] = chars[m.end() - 1] = " "
            continue  # NOTE: ... and the value after it
        if _CODE_WORDS.fullmatch(m.group(0)) and _CODE_VALUE_AFTER.match(text, m.end()):
            chars[m.start()] = chars[m.end() - 1] = " "
            continue  # NOTE: "`Samples per second`: `31.4`" (MLPerf's results pages): a metric's name set in code, then its value
        if _COMPARED_CODE_BEFORE.search(text, max(0, m.start() - 30), m.start()) and not _DIGIT.search(m.group(0)):
            chars[m.start()] = chars[m.end() - 1] = " "
            continue  # NOTE: "2.5x faster than `gym.vector_env`": the baseline set in code is what the ratio is against
        result = _CODE_RESULT.search(m.group(0))
        if result:  # NOTE: "takes `8e9 / (8 * 1.5e10) = 66ms`": the worked result, read as a (computed) figure
            _blank(chars, text, m.start(), m.start() + result.start(1))
            chars[m.end() - 1] = " "
            continue
        blank(m, keep_ends=1)
    for m in _LIQUID_TAG.finditer(text):
        # NOTE: '{% include table.html data="Flash,Read,5 GB/s,20 GB/s" %}': a template's arguments separate their cells by
        # commas, which are no thousands separators ("4,240 GB/s" is the cells "4" and "240 GB/s")
        for k in range(m.start(), m.end()):
            if chars[k] == ",":
                chars[k] = ";"
    for m in _TEX_UNIT.finditer(text):  # NOTE: "$T_s = 234\text{ms}$": the unit inside a TeX wrapper, read as written
        inner = m.group(1) or ""
        chars[m.start():m.end()] = list(inner + " " * (m.end() - m.start() - len(inner)))
    for m in _TEX_POWER.finditer(text):  # NOTE: "$2.8 \times 10^{12}$ bytes/s": the figure in scientific notation, as "2.8e12"
        figure = f"{m.group(1)}e{m.group(2)}"
        chars[m.start():m.end()] = list(" " * (m.end() - m.start() - len(figure)) + figure)  # NOTE: beside its unit
    out = "".join(chars).replace("**", "  ").replace("\\~", " ~").replace("\\%", " %").replace("\\_", " _").replace("\\times", "×     ")
    return out, arithmetic


def _zero_rate(d) -> bool:
    """Whether a draft is a rate of zero ("BW peak 0.00" perftest prints when it measured no peak, "Avg prompt throughput:
    0.0 tokens/s" on an idle engine's log line): no speed anything reached; or a time of zero a program printed ("Avg HTTP
    time: 0 usec" from a client that timed nothing): no time anything took."""
    if d.value != 0 or d.low is not None or d.unit is None:
        return False
    return d.unit.dimension in ("bytes/s", "bits/s", "rate", "flops", "transfers/s") or (
        d.unit.dimension == "time" and d.block is not None and d.block.scope in ("code", "log")
        and not _MINIMUM_WORD.search(d.sentence))  # NOTE: "Min latency: 0 ms" is a fastest run rounded down, a result


_MINIMUM_WORD = re.compile(r"\bmin(?:imum)?\b|최소", re.I)


_REFERENCE_HEAD = re.compile(r"\b(?:peak|line[- ]?rate|theoretical|spec(?:ification)?|rated|nominal|link\s+(?:speed|rate))\b|이론|피크|사양|정격", re.I)


def _once_per_reference_column(drafts: list) -> list:
    """Drafts, with a reference value a table repeats on every row of its column ("| Line rate (Gbps) |" over "| 400 |" on
    each row) kept on its first row only: one rating, not one per row. A column whose values differ anywhere (a datasheet's
    table of products, some of which share a rating) keeps them all."""
    columns: dict = {}
    placed = []
    for d in drafts:
        key = None
        b = d.block
        if b is not None and b.scope == "table.row" and b.header and d.value is not None and d.unit is not None:
            col = next((k for k, c in enumerate(b.cells) if c.start <= d.span.start < max(c.end, c.start + 1)), None)
            if col is not None and col < len(b.header) and _REFERENCE_HEAD.search(b.header[col]):
                key = (b.table, col)
                columns.setdefault(key, []).append((d.value, d.unit.unit))
        placed.append((d, key))
    constant = {k for k, v in columns.items() if len(v) >= 2 and len(set(v)) == 1}
    kept: set = set()
    out = []
    for d, key in placed:
        if key in constant:
            if key in kept:
                continue
            kept.add(key)
        out.append(d)
    return out


@dataclass
class Draft:
    """A claim being built; :mod:`claimcheck.classify` and the engine turn it into a :class:`Claim`."""

    kind: str
    span: Span
    text: str
    sentence_span: Span
    sentence: str
    block: Block
    block_index: int
    unit: ParsedUnit | None = None
    value: float | None = None
    low: float | None = None
    direction: str | None = None
    subject: str | None = None
    scaling: Scaling | None = None
    cues: list[tuple[str, str, float, int]] = field(default_factory=list)  # (class, phrase, weight, char distance)
    sentence_classes: dict[str, float] = field(default_factory=dict)
    conclusion: bool = False  # after "so"/"therefore"/"따라서" in its sentence
    qualitative: bool = False
    arithmetic: bool = False
    summed: bool = False  # a link rate worked out from others ("`8x200=1600Gbps`"): a specification restated
    table_cues: dict[str, list[str]] = field(default_factory=dict)
    forced: str | None = None  # class decided by the source (benchmark output)
    source: str | None = None  # path:line of the benchmark row a figure comes from
    bench_conditions: dict | None = None  # conditions taken from the run itself
    bench_incomplete: tuple = ()  # groups of those the run leaves incomplete (a collective benchmark that names no collective)
    bench_problems: tuple = ()
    has_baseline: bool = False
    copula_comparison: bool = False
    reported_context: str | None = None  # a caption, or a results lead-in above a list item (see Extractor._reported_context)
    shown_above: str | None = None  # the output line just above that holds this figure (see Extractor._shown_above)
    whole_of: bool = False  # the reference after "out of" ("376 GB/s out of 450 GB/s"): what the figure before it is a share of
    after_run: bool = False  # the sentence before, in the same paragraph, told a run
    # a block before this one, in the same section, told a run (True), or a heading above calls the section results
    # ("heading"); see Extractor._mark_section_runs
    section_run: bool | str = False
    rating: bool = False  # a link named by its rate ("a 40 Gigabit Ethernet system"): its nominal speed
    changed: bool = False  # a value before or after a change written with an arrow ("117.8 → 140.2 TFLOPS"): a run's, not a datasheet's
    whole_spec: bool = False  # a whole called a specification ("80% of the advertised 300GBps"), whatever is predicted of the share
    about_computed: bool = False  # "That is 3.9x more than measured" right after a figure computed by arithmetic
    run_label: str | None = None  # the row label of a sweep table ("| colossal-inference | 326.4 | 582.72 |"): what ran


# A figure that is the result of arithmetic written just before it: "`16/450` = 0.035 secs", "= 85.9ms".
_DIVIDED = re.compile(r"[0-9a-zA-Z)]\s*/\s*[0-9(]")
# NOTE: "= " after a value or an expression ("180 / 225 = 80%", "\frac{..}{..} = 0.11 s"), not after a name ("T_c = 45 ms" names a value)
_COMPUTED_BEFORE = re.compile(r"(?:(?:^|[^\sA-Za-z_])\s*=|`[^`]*[0-9a-zA-Z)]\s*[*/×]\s*[0-9(][^`]*`\s*(?:=|is|gives)?|"
                              r"[*/×÷]\s*[~≈]?[0-9][^=≈\n]{0,40}?≈)\s*(?:about\s+|~|≈)?\s*$")  # NOTE: "~35GB / 2GB/s(디스크) ≈ 17.5초"
# "80 layers × 2 syncs × 2μs = **320 microseconds**": a time worked out as a product, the last factor and "=" before it
_PRODUCT_BEFORE = re.compile(r"[×÷]\s*[~≈]?[0-9][^=≈×÷\n]{0,24}?=\s*[*_]{0,2}\s*(?:about\s+|~|≈)?\s*$")
_NAMED_VALUE_BEFORE = re.compile(r"(?<![\w.])[A-Za-z_]+[0-9]*(?:\.[0-9]+)?\s*=\s*(?:about\s+|~|≈)?\s*$")  # "p99=", "p99.9 = "
# "At 900 GB/s, ... takes 0.1 s", "With 50 GB/s of NIC bandwidth a 4 GB all-reduce takes ...": a time derived from a rate.
_AT_RATE = re.compile(r"(?:(?<![\w])(?:at|with|given)\s+|@\s*)(?:a\s+|an\s+|the\s+)?[0-9][0-9.,]*\s*(?:[KMGTP]i?B/s|[KMGTP]i?Bps|[KMGTP]b/s|[KMGTP]bps)", re.I)
# "At 25 us per AllReduce, 120 calls take 3 ms": a total time derived from a time per operation
_AT_TIME_PER = re.compile(r"(?:(?<![\w])(?:at|with|given)\s+|@\s*)(?:about\s+|~|≈)?[0-9][0-9.,]*\s*(?:ns|us|µs|μs|ms|s|sec|seconds?|milliseconds?|microseconds?)"
                          r"\s+(?:(?:per|an?)\s+\w|each\b)", re.I)  # NOTE: "which, at 40 ms each, is 120 ms"
_TOLD_RUN = re.compile(r"\b(?:took|was|were|measured|observed|recorded|completed|finished|ran)\b", re.I)


def _time_per_operation(before: str) -> bool:
    """A time per operation stated before the figure, and the figure not told as what a run took."""
    m = _AT_TIME_PER.search(before)
    return m is not None and not _TOLD_RUN.search(before, m.end())


_LINK_TECHNOLOGY_AFTER = re.compile(r"\s*(?:EFA|InfiniBand|IB|Ethernet|GbE|RoCE\w*|NICs?)(?![A-Za-z0-9])")  # "40 gbps InfiniBand": a link class named by its rate
_LINK_NOUN_BEFORE = re.compile(r"(?:\b(?:an?|the|its|their|our)\s+(?:[\w-]+\s+)?(?:fabric|network|interconnect|link|links|NICs?|adapters?|ports?)|"
                               # "linked by NVLink with 600 GB/s", "8 A100 NVLink GPUs with 600GB/s": the link technology named
                               r"\b(?:NVLink\w*|NVSwitch|InfiniBand|IB|RoCE\w*|EFA|Ethernet|xGMI|Infinity Fabric)(?:\s+[\w-]+)?)\s+"
                               r"(?:of|with|rated at)\s+(?:up to\s+)?$", re.I)
_ATTRIBUTIVE_BEFORE = re.compile(r"(?:\b(?:with|a|an|this|that|the|our|their|its|on)\s+)$", re.I)
_COUNTED_BEFORE = re.compile(r"(?:\b(?:one|each|two|four|eight|single|dual)\s+)$", re.I)  # "over one 200 Gb/s HDR link"
_ATTRIBUTIVE_AFTER = re.compile(r"\s*(?:[\w-]+\s+)?(?:EFA|InfiniBand|IB|Ethernet|RoCE|NIC|NICs|setup|connection|link|links|network|interconnect|fabric|cross-node|inter-node|intra-node|adapter|port|test-?bed|test)(?![A-Za-z0-9])", re.I)  # NOTE: "200 Gbps NIC를": a particle may follow; "a 40 Gbps lab test": the link the test ran on
# a time metric named in snake case, its unit the key's last part ("p99_latency_ms", "mean_ttft_s")
_TIMED_KEY_SOURCE = r"[a-z0-9_]*?(?:latency|ttft|tpot|itl|e2el|time)_?[a-z0-9]*?_(ms|us|ns|s|sec|secs|seconds)"
# NOTE: also the metrics dict a Hugging Face Trainer prints: {'train_samples_per_second': 1.963, ...}
_KEY_VALUE = prefilter.compile(
    r"(?P<key>\b(?:total\s+)?(?:images?\s?/\s?sec(?:ond)?|images?\s?/\s?s|samples?\s?/\s?s(?:ec(?:ond)?)?|tokens?\s?/\s?s(?:ec(?:ond)?)?|throughput|busbw|algbw|"
    r"bw|bandwidth|goodput|"  # NOTE: qperf's "bw  =  11.6 GB/sec": with its unit only (a bare "bw = 3" is no rate)
    r"(?<![0-9.,~≈] )(?<![0-9.,~≈])(?:[KMGT]i?B\s?/\s?s(?:ec(?:ond)?)?|(?:messages?|msgs?|requests?|reqs?|ops|operations?|events?|records?|queries|transactions?)\s?/\s?s(?:ec(?:ond)?)?)(?=\s*:)|"  # "MB/sec: 1487.41" (not "26.5 GB/s = 478")
    r"(?-i:[GT]FLOP(?:[Ss](?:/s)?|/s)|[gt]flops)|"  # NOTE: Megatron's "TFLOPs: 131.07", torchtitan's "tflops: 349.1" in a log line
    r"(?<![\w-])(?:tps|wps|mfu)(?![\w-])|"  # NOTE: a trainer's "tps: 6,021  mfu: 35.3%": tokens (words) per second, model FLOPs utilisation
    r"[a-z_]*?(?:samples|tokens|steps|images|requests|queries|messages|msgs|packets|ops|operations|transactions)_per_s(?:ec(?:ond)?)?|(?:samples|tokens|steps|images|requests|queries) per second|[a-z]+_runtime|"
    # NOTE: "p99_latency_ms = 41.2", "mean_ttft_ms: 81.3": a time metric named in snake case, its unit the key's last part
    r"(?<![(,=\"'])(?<![(,=] )(?!(?:min|max|target|timeout|sleep|interval|warmup|wait|slo)_)" + _TIMED_KEY_SOURCE + "|"
    r"(?<![\"'])[a-z0-9]+_(?:rps|qps))(?:\s?/\s?(?:device|gpu|chip|node|core|host))?)['\"]?\s*[:=]\s*"
    r"(?P<num>[0-9][0-9,]*(?:\.[0-9]+)?(?:[eE][+-]?[0-9]{1,2}(?![0-9]))?)(?![ \t]*(?:[*/×^]|\+(?![-/])))"  # NOTE: no operand ("tflops = 2 * 4 * 2048 / 8e3": a sum worked out)
    r"(?:\s*(?P<unit>samples?/s|tokens?/s|images?/s(?:ec)?|[KMGT]i?B/s(?:ec)?|[KMGT]bits?/s(?:ec)?|[KMGT]bps|TFLOPS|FPS)(?![\w/])(?![ \t]*(?:\([^()\n]{1,16}\))?[ \t]*[:=][ \t]*[0-9]))?", re.I)  # NOTE: a unit is no key of the next value
# NOTE: "loss: 2.3141  TFLOPs: 349.1": a unit followed by a colon and a number is the key of the next value, not this
# number's unit (a loss read as TFLOPS)
_NEXT_KEY = re.compile(r"[ \t]*(?:\([^()\n]{1,16}\))?[ \t]*[:=][ \t]*[-+]?[0-9]")  # NOTE: also "TFLOPs (ckpt): 37.60"
_UNIT_TAIL = re.compile(r"[0-9.,]\s*[^\W\d]+\S*$")
_PER_DEVICE_KEY = re.compile(r"\s?/\s?(?:device|gpu|chip|node|core|host)$", re.I)
_LOG_KEY_UNITS = {"wps": ParsedUnit("words/s", "rate"), "mfu": ParsedUnit("%", "percent")}  # NOTE: keys no unit parser reads
_KV_GATE = re.compile(r"[:=]\s*[0-9]")  # NOTE: what every _KEY_VALUE match holds, found far faster than the pattern itself


def _has_key_value(text: str) -> bool:
    """Whether ``text`` holds a benchmark key-value (``_KEY_VALUE``), the cheap test first."""
    return _KV_GATE.search(text) is not None and _KEY_VALUE.search(text) is not None
_TIME_COLUMN = re.compile(r"\b(?:time|runtime|duration|elapsed|wall[- ]?clock|cost)\b|시간|소요", re.I)  # NOTE: "Data Cost (bs=256)" over "1.4s"
# A column of shares of a whole ("% of Total", "Share", "비중"): a breakdown, not a performance figure
_SHARE_COLUMN = re.compile(r"\bshare\b|\bof (?:the )?total\b|\bfraction\b|\bproportion\b|\bbreakdown\b|비중|점유율|"
                           # NOTE: a profiler's "| Self CPU % | CPU total % |", "| Time % |": each row's share of the time
                           r"\bself\s+(?:cpu|cuda|gpu|xpu|device)\s*\(?%|\b(?:cpu|cuda|gpu|xpu|device)\s+total\s*\(?%|\btime\s*\(?%|^\W*비율\W*$", re.I)
# NOTE: "| Audio Duration | Processing Time |": the length of the input media, not a time taken
_MEDIA_LENGTH_WORDS = r"\b(?:audio|clip|video|media|speech|utterance|recording|input)[ _-]?(?:duration|length|len)\b|(?:오디오|음성|영상|입력)\s*(?:길이|재생\s*시간)"
_MEDIA_LENGTH = re.compile(_MEDIA_LENGTH_WORDS + r"|^\W*(?:input\s+|test\s+)?(?:audio|clip|video|recording)s?\W*(?:\((?:s|sec|seconds|min|minutes|h|hours)\))?\W*$", re.I)  # NOTE: "| Audio (s) |"
# NOTE: "Test Clip Duration: 7.43 seconds", "the dataset has a total duration of 5.4 hours": the media's length named just before
_MEDIA_LENGTH_BEFORE = re.compile(r"(?:" + _MEDIA_LENGTH_WORDS + r"|\b(?:audio|clips?|videos?|recordings?|dataset|corpus|test\s+set)\b[^0-9\n.;]{0,24}?"
                                  r"\b(?:duration|length)\b)[^0-9\n]{0,16}$", re.I)
# A column of times that are settings or limits ("Timeout (ms)", "Default (s)"), not how long anything took
_SETTING_COLUMN = re.compile(r"\b(?:timeouts?|intervals?|period|deadlines?|budgets?|SLA|SLO|TTL|delay|wait\w*|sleep|expir\w*|retention|every|limits?|"
                             r"thresholds?|targets?|defaults?|settings?|options?|parameters?|values?|(?:max|min)(?:imum)?(?!\s*(?:p?[0-9]{2}(?:\.[0-9]+)?(?:th|%)|p[0-9]{2}\b|percentile)))\b|설정|기본값|제한|목표|주기|간격|"
                             + _MEDIA_LENGTH.pattern, re.I)
_PER_SECOND_KEY = re.compile(r"(samples|tokens|steps|images|requests|queries|messages|msgs|packets|ops|operations|transactions)[_ ]per[_ ]s(?:ec(?:ond)?)?$", re.I)
_TIMED_KEY = re.compile(_TIMED_KEY_SOURCE + "$", re.I)
_COPULA_CMP = re.compile(r"\b(?:is|are|was|be|'s)\s+(?:about\s+|roughly\s+|~)?[~≈]?[0-9][0-9.]*\s*(?:-\s*[0-9.]+\s*)?[x×]\s+(?:faster|slower|higher|lower|greater|more|less|larger|wider|quicker)\b", re.I)
# NOTE: Korean's present-tense comparison ("5~10배 빠르다", "3배 빨라진다"), not a past one ("빨랐다": seen in a run); it ranks
# hardware only in a sentence that tells no run ("측정한 새 엔진은 ... 2.5배 빠르다" reports one)
_KO_COPULA_CMP = re.compile(r"[0-9][0-9.]*\s*(?:[~-]\s*[0-9][0-9.]*\s*)?배\s*(?:더\s*|정도\s*|가량\s*|이상\s*)?(?:빠르다|빠릅니다|빨라진다|빨라집니다|느리다|느립니다|높다|높습니다|낮다|낮습니다)", re.I)
_UNIT_COLUMN = re.compile(r"^\W*(?:units?|metric)\W*$|^\W*단위\W*$", re.I)
# a first column naming the load a run was offered ("RPS", "QPS", "Request rate", "Concurrency"): each row's setting
_LOAD_KEY = re.compile(r"^\W*(?:(?:target|offered|input|arrival|request|publish(?:ing)?|send(?:ing)?|produce|producer|ingest(?:ion)?)\s+)?(?:RPS|QPS|request[ _-]?rate|arrival[ _-]?rate|rate|load|concurrency|"
                       r"max[ _-]?concurrency|num[ _-]?prompts|clients?|users?|"
                       # NOTE: "| Selectivity | Rows | GPU | CPU |", "| Churn (%) |": the share of the data a query keeps, of pods churned: a setting
                       r"selectivity|sparsity|density|churn(?:\s+rate)?|fill(?:\s+(?:rate|factor))?|load\s+factor|skew|write\s+ratio|read\s+ratio|hit\s+ratio)(?:\s*\([^()]*\))?\W*$", re.I)
_TARGET_COLUMN = re.compile(r"^\W*(?:(?:key|pass|passing|test|minimum|min\.?)\s+)?(?:thresholds?|targets?|criteri(?:on|a)|requirements?|required|goals?|SLA|SLO|pass(?:ing)? (?:mark|criteri\w+|thresholds?)|"
                            r"acceptance(?: criteri\w+)?|기준\w*|목표\w*|요구\w*|임계\w*|경보\s*기준\w*|알림\s*기준\w*)\W*$", re.I)
_BASELINE_ROW_LABEL = re.compile(r"\W*기준선?\W*")  # NOTE: a row labelled "기준" is the baseline run the others are set against, not a pass mark
_TARGET_WORDS = re.compile(r"\b(?:expected|thresholds?|targets?|criteri\w+|requirements?|goals?|SLA|SLO|limits?|min(?:imum)?|max(?:imum)?)\b|기준|목표", re.I)
_TECHNIQUE_SPEEDUP_HEAD = re.compile(r"\b(?:speed[- ]?ups?|gains?)\s+(?:from|with|of|by|using)\s+(?!(?:1|one|a single|single)\b)(?![0-9]+\s*(?:GPUs?|nodes?))[A-Za-z]", re.I)
_LABEL_SETTING_TIME = re.compile(r"[A-Za-z][^()|]*\([^()]*?(?:,\s*)?[0-9]+(?:\.[0-9]+)?\s*(?:s|sec|secs|seconds|min|mins|minutes)\)")
_PLAIN_VALUE_CELL = re.compile(r"^[\s*]*[~≈]?[0-9]")
_BOUND_CELL = re.compile(r"^\s*(?:[<>≥≤]=?|at least|at most)\s*[0-9]", re.I)
_TIME_WORD_END = re.compile(r"\b(?:time|latency|duration|runtime|elapsed|TTFT|TPOT|ITL)\W?$", re.I)
_HEADER_UNIT = re.compile(
    r"[(\[]([^)\]]*)[)\]]|(?<!/)\b(microseconds?|milliseconds?|nanoseconds?|마이크로초|밀리초|나노초|GBps|GB/s|Gbps|Gb/s|TBps|TB/s|MB/s|GT/s|TFLOPS|TFLOP/s(?:ec)?(?:/GPU)?|us|usecs?|µs|ms|ns|(?:tokens?|tok)/s(?:ec(?:ond)?)?(?:/(?:GPU|user))?|"
    r"samples?/s(?:ec)?(?:/GPU)?|TPS(?:/(?:GPU|user))?|[kmg]?pps|k?IOPS|QPS|RPS|(?<!GPU )(?<!GPU-)(?:days|hours|minutes)|(?<=\bin )(?:mins|hrs|secs)|%)(?![\w/])", re.I)
# NOTE: "| ISL/OSL | 1 GPUs TP1 | 2 GPUs TP2 |": a column per configuration of N devices holds results, not counts
# NOTE: "| ISL 128, OSL 128 |", "| batch=32 |", "| 동시 요청 64 |": the setting the column's runs used, with its value; the cells
# are results at it, not counts
_VALUED_SETTING_HEAD = re.compile(r"\W*(?:[A-Za-z가-힣][A-Za-z가-힣 ._-]{0,24}?\s*[=:]?\s*[0-9][0-9,]*[kKM]?\s*(?:[,/&;]\s*|\s+and\s+)?)+\W*")
_CONFIG_HEAD = re.compile(r"^\W*[0-9]+\s*[x×]?\s*(?:GPUs?|nodes?|chips?|devices?|cards?|accelerators?|ranks?)\b", re.I)


def _after_rows(doc: Document, k: int, table: int) -> int:
    """The index of the first block from ``k`` on that is not a row of ``table``."""
    while k < len(doc.blocks) and doc.blocks[k].scope == "table.row" and doc.blocks[k].table == table:
        k += 1
    return k


# emoji and dingbats at either end of a cell ("**3-4x** ⚡", "✅ 120 ms", "🚀 2.5x"), with their joiners and variation selectors,
# and an up or down arrow (↑ ↓ ▲ ▼ △ ▽) that marks a change's direction on either side of it ("최대 3~4x ↑", "↓ 69.1%")
# a column of moments after an event (a timeline): "장애 후", "주입 후 경과", "T+", "time since start", "elapsed since kill", "timestamp"
_AND_SPLIT = re.compile(r"\b(?:and|but|while|whereas)\b", re.I)
_BY_RIGHT_BEFORE = re.compile(r"\bby\s+(?:nearly |about |roughly |up to |over |around |~|≈)?[*_]{0,2}\s*$", re.I)
# NOTE: "NCCL out-performs MPI by 2.1x", "the fused kernel surpasses cuBLAS by 18%", "edges out the old one by 9%": a comparative verb
# with its margin "by N" is a ratio's head word, as "is 2.1x faster than" is (the knowledge's ratio heads have "outperforms", "beats")
_OUTDONE_BY = re.compile(r"\b(?:out-perform(?:s|ed|ing)?|surpass(?:es|ed|ing)?|outstrip(?:s|ped|ping)?|outdo(?:es|ne|ing)?|outdid|outclass(?:es|ed|ing)?|"
                         r"edg(?:es|ed|ing)\s+out)\s+(?:\S+\s+){0,5}?by\s+(?:nearly |about |roughly |up to |over |around |as much as |~|≈)?[*_]{0,2}\s*[0-9]", re.I)
_DIRECTION_DENIED = re.compile(r"(?:\bnot|\bwithout|\bw/o|\bno|\bnon-?)\s*(?:the\s+|a\s+)?$", re.I)
# a lane width written after a PCIe generation ("PCIe Gen5 16x", "PCIe 4.0 16x"): how many lanes, no speedup
_LANES_BEFORE = re.compile(r"\bPCI-?e\s*(?:Gen\s*[1-7]|[1-7]\.0)?\s*$|\bGen\s*[1-7]\s*$", re.I)
_SERIES_NAME = re.compile(r"[0-9]+00s|(?:19|20)[0-9]0s")  # "900s", "3000s", "1990s": checked with what stands before them
_SERIES_BEFORE = re.compile(r"\b(?:GTX|RTX|GT|GeForce|Radeon|RX|HD|Quadro|Tesla|Xeon|Core|Ryzen|EPYC|Instinct|MI|series|the|early|late|mid)[\s-]*$", re.I)
_ELAPSED_HEAD = re.compile(r"^\W*(?:elapsed(?:\s+time)?|time\s+elapsed|wall[- ]?clock(?:\s+time)?|wall\s+time|cumulative\s+time|경과(?:\s*시간)?)"
                           r"(?:\s*\([^)]*\))?\W*$", re.I)
# NOTE: an HPL/HPCG-style row's run time ("Time(secs)", "Wall time (s)") beside its FLOP rate: the length of the run, not a latency
_RUN_TIME_HEAD = re.compile(r"^\W*(?:(?:total|wall(?:[- ]?clock)?|run|solve|solver|elapsed|execution)\s+)?(?:time|run\s*time|duration|elapsed|time\s+to\s+solution)"
                            r"(?:\s*\([^)]*\))?\W*$", re.I)
_FLOP_RATE_HEAD = re.compile(r"\b[KMGTPE]?FLOP(?:S|/s)\b", re.I)
_PROGRESS_KEY = re.compile(r"^\W*(?:global[ _-]?)?(?:steps?|epochs?|iter(?:ation)?s?|updates?|에폭|에포크|스텝)\W*$", re.I)
_MOMENT_HEAD = re.compile(r"^\W*(?:(?:장애|주입|발생|시작|kill|중단|종료)\s*(?:후|이후)(?:\s*경과)?|경과(?:\s*시간)?|시각|시점|T\s*\+|timestamps?|"
                          r"(?:time|elapsed)\s+(?:since|after)\b[^|]{0,30}|(?:at|after)\s+t\s*=)\W*(?:\((?:s|ms|초|sec|seconds)\))?\W*$", re.I)
_PICTOGRAPH_EDGE = re.compile(r"^(?:[\u2191\u2193\u25b2\u25b3\u25bc\u25bd\u2600-\u27bf\u2b00-\u2bff\U0001f000-\U0001faff\ufe0f\u200d]\s*)+|"
                              r"(?:\s*[\u2191\u2193\u25b2\u25b3\u25bc\u25bd\u2600-\u27bf\u2b00-\u2bff\U0001f000-\U0001faff\ufe0f\u200d])+$|"
                              rf"(?<=[0-9A-Za-zµ%])[{FOOTNOTE_MARKS}]+$")  # NOTE: "8.4ms†", "2.1 ms¹": a footnote's mark


# a column named by its metric alone ("| Throughput |", "| Latency |", "| 처리량 |"): its numbers are that metric's results
# NOTE: "| TS throughput |", "| Latency P50 |", "| p99 latency |": a statistic or a system's initials beside the metric
_BARE_METRIC_HEAD = re.compile(r"(?:[A-Z]{2,5}\s+)?(?i:(?:(?:gen|generation|total|output|input|prefill|decode|request|token|overall|e2e|end-to-end|avg|mean|median)\s+)?"
                               r"(?:throughput|tput|thpt)|bandwidth|(?:(?:p\d{1,2}(?:\.\d+)?|mean|median|avg|average|tail|max|min)\s+)?latency(?:\s+(?:p\d{1,2}(?:\.\d+)?|mean|median|avg|average|max|min))?|speed|처리량|대역폭|지연\s*시간|속도|"
                               r"(?:epoch|step|iteration|training|train|wall(?:-?clock)?|elapsed|execution|run|solve|inference)\s*time|time\s+to\s+(?:train|solution)|runtime|"
                               r"(?:학습|훈련|에폭|에포크|실행|추론)\s*시간)")  # NOTE: "| Epoch Time |" over "| 620 |": a time in a unit left unsaid


def _table_rows(doc: Document, index: int, table: int) -> list[Block]:
    """The rows of ``table``, one of which is block ``index``."""
    start = index
    while start > 0 and doc.blocks[start - 1].scope == "table.row" and doc.blocks[start - 1].table == table:
        start -= 1
    return doc.blocks[start:_after_rows(doc, index, table)]


def _flag_columns(doc: Document, index: int, table: int) -> frozenset[int]:
    """The columns of ``table`` (whose row is block ``index``) that hold only 0 and 1 over two rows or more: a setting
    switched off and on ("| threads | direct | case |" over "| 32 | 1 | 4k write |"), not a figure in the table's unit.
    A table of one row is read with the rows of the nearest earlier table with the same header."""
    rows = _table_rows(doc, index, table)
    header = doc.blocks[index].header
    if len(rows) == 1 and header:
        for j in range(index - 1, max(-1, index - 400), -1):
            b = doc.blocks[j]
            if b.scope == "table.row" and b.table != table and b.header == header:
                rows = rows + _table_rows(doc, j, b.table)
                break
    if len(rows) < 2:
        return frozenset()
    width = min(len(b.cells) for b in rows)
    return frozenset(j for j in range(width)
                     if all(doc.text[b.cells[j].start:b.cells[j].end].strip(" *") in ("0", "1") for b in rows))


_SIGNED_CELL = re.compile(r"[+\-−]?\s*([0-9][0-9,]*(?:\.[0-9]+)?)")


def _relative_unit(value: float, others: list[float]) -> ParsedUnit | None:
    """The unit of a number under a relative column, from the row's other numbers: "%" when it is the change of one of
    them over another ("| 202 | 140 | 44.29 |"), "x" when it is their quotient, None when neither (no guess)."""
    for i, a in enumerate(others):
        for k, b in enumerate(others):
            if i == k or b == 0:
                continue
            if abs(abs(a - b) / b * 100 - value) <= max(0.01 * value, 0.06):
                return ParsedUnit("%", "percent")
            if abs(a / b - value) <= max(0.01 * value, 0.006):
                return ParsedUnit("x", "ratio")
    return None


def _written_unit(cell: str) -> ParsedUnit | None:
    """The unit of a cell that is one number with its unit ("**59.5 ms**", "15.7 ms"), not a size; else None."""
    m = _WRITTEN_FIGURE.fullmatch(cell.strip(" *"))
    if m is None:
        return None
    unit = parse_unit(m.group(1))
    return unit if unit is not None and unit.dimension not in ("bytes", "ratio", "percent") else None


_WRITTEN_FIGURE = re.compile(r"[~≈]?[0-9][0-9,]*(?:\.[0-9]+)?\s*([A-Za-zµμ/]+(?:/[A-Za-z]+)?)")


_RESULT_UNIT_HEAD = re.compile(r"[(\[]\s*(?:ms|msec|us|µs|μs|ns|s|sec|seconds?|milliseconds?|microseconds?|mins?|[KMGT]i?B/s|[KMGT]b(?:/s|ps)|GBps|MBps|"
                               r"(?:tokens?|tok|samples?|images?|img|req(?:uests)?|queries|ops|frames?)/s(?:ec)?|fps|FPS|[kM]?IOPS|QPS|RPS|TFLOPS|GFLOPS|it/s|밀리초|마이크로초|초)\s*[)\]]\s*$")

def _row_pairs(text: str, cells, header: list[str]) -> list[tuple[int, str]]:
    """(column, "cell header") for the cells of a row after its key, each under its column's name."""
    out = []
    for k in range(1, min(len(cells), len(header))):
        value, head = text[cells[k].start:cells[k].end].strip(" *"), header[k].strip(" *")
        if (_NUMERIC_CELL.match(value) or _performance_figure(value)) and (not _counts(head) or _RESULT_UNIT_HEAD.search(head)):
            continue  # NOTE: "| 8 | 0.21 | 0.20 | 1.72 |" under "| Size | Default | Same Socket | Different Node |": the other
            # columns' results, each under its own configuration, are no setting of this one; nor is "| GPU (ms) |" over
            # "21" a count of GPUs: the unit in its brackets makes it the time the GPU backend took
        if value and head and value != head:
            out.append((k, _pair(value, head)))
    return out


# "| Runtime | ... |" over "| ollama | ... |": a column of the implementations that ran
_SOFTWARE_COLUMN = re.compile(r"^\W*(?:runtimes?|engines?|frameworks?|backends?|librar(?:y|ies)|databases?|db|implementations?|servers?|"
                              r"(?:serving|inference) (?:engines?|servers?|systems?|frameworks?)|software|tools?|stacks?|런타임|엔진|프레임워크|라이브러리)\W*$", re.I)


# a time of a latency benchmark's ("2노드 `osu_allreduce`는 ... 88 µs였다")
_LATENCY_TOOL = re.compile(r"\bosu_\w+|\b\w+_perf\b|\bib_\w+_lat\b|\bperftest\b|\bnccl-tests\b|\brccl-tests\b|\bsockperf\b|\bqperf\b|\bnetperf\b|\bping\b", re.I)
# the time a training job takes ("Est. time to train in days", "training takes 54 days on 16,000 H100 GPUs")
_JOB_TIME = re.compile(r"\btime to (?:train|fine-?tune|converge|pre-?train)\b|\btrain(?:ing)? time\b|\b(?:days|hours|weeks) to (?:train|fine-?tune)\b|"
                       r"\btrain(?:ing|s|ed)?\b[^.|]{0,40}\b(?:takes?|took|in)\b|학습\s*시간|훈련\s*시간|학습에\s*\S*\s*걸|"
                       # NOTE: "~25 days of continuous training on 512 A100s", "20.5 days of compute on 5,000 V100s"
                       r"\b(?:days|hours|weeks|months)\s+of\s+(?:continuous\s+|uninterrupted\s+|wall[- ]?clock\s+)?(?:training|pre-?training|compute|GPU[- ]time)\b", re.I)
# "from 41% for the smallest model to 47-48% for the largest": both ends of a change are of one metric
_FROM_BEFORE = re.compile(r"\bfrom\s+(?:about\s+|~)?$", re.I)
_TO_BEFORE = re.compile(r"\bto\s+(?:about\s+|~)?$", re.I)
# ", whereas the second card sustains 85-89%": a second figure of the metric the first one named
_ELLIPTIC_CONTRAST = re.compile(r"[,;]\s*(?:while|whereas|compared (?:to|with)|versus|vs\.?|against|but)\b|반면|비해|대비", re.I)
# "| Channels Last 메모리 형식 |": an optimisation named after memory, not a capacity
_LAYOUT_LABEL = re.compile(r"\bmemory[- ](?:format|layout)\b|\bchannels[ _]last\b|메모리\s*(?:형식|포맷|레이아웃)", re.I)
# "| 변화 |", "| Delta |": a column of the change of each row's result
_CHANGE_COLUMN = re.compile(r"^\W*(?:(?:fold|relative|rel\.|net|x)[- ]?)?(?:change|delta|Δ|diff(?:erence)?|improvement|gain|compare|comparison|변화|증감|차이|개선율?|변화율|비교)\W*$|\bchange\s*\(%\)", re.I)
# "“무엇이 빨라졌는가”", "빨라졌는지 확인": a question, after the claim word
_KO_QUESTION_AFTER = re.compile(r"[가-힣]{0,2}?(?:는가|는지|나요|을까|ㄹ까|는가요)(?![가-힣])")
# NOTE: "GPU는 ... 다양한 워크로드의 작업 속도를 향상시킵니다.": a product's general blurb in the present, with no figure, no base
# (보다, 대비), no scaling, no degree (크게, 훨씬), no ability (수 있), no condition or reason, no run told: no claim
_KO_GENERIC_GAIN_AFTER = re.compile(r"(?:(?<=향상|개선|증가)(?:시킵니다|시킨다|합니다|한다)|(?<=높입)니다)\s*[.!]?[\s*_]*$")
_KO_GENERIC_GAIN_NOT = re.compile(r"[0-9]|보다|대비|에 비해|비교|확장|선형|비례|따라서|그러므로|므로|때문|덕분|결과|실험|측정|실측|"
                                  r"더\s|크게|대폭|훨씬|상당히|획기적|현저|극적|몇\s*배|두\s*배|세\s*배|수\s*있|[가-힣]면\s|\b(?:than|vs)\b", re.I)
# "| A100 | 12-14 |" under a unit header: a range of results; "2024-10" is a month
_BARE_RANGE_CELL = re.compile(r"[~≈]?\s*([0-9][0-9,]*(?:\.[0-9]+)?)\s*[-–~]\s*([0-9][0-9,]*(?:\.[0-9]+)?)")
_YEAR_MONTH = re.compile(r"(?:19|20)[0-9]{2}\s*[-–]\s*(?:0?[1-9]|1[0-2])")
# "The following tables show ...", "다음 표들에서는 ...": a lead that points at the tables ahead
_THROUGHPUT_HEAD = re.compile(r"\bthroughputs?\b|처리량", re.I)
_TABLES_AHEAD = re.compile(r"\b(?:the\s+)?following\s+tables?\b|\btables?\s+below\b|\bbelow\s+(?:you\s+(?:can|will)\s+)?(?:find|are|is|we\s+(?:show|list|give))\b|"
                           r"\b(?:shown|listed|given|reported)\s+below\b|다음\s*표|아래\s*표|아래에서|아래는", re.I)
# "### A100 (batch size: 1)", "batch size = 64": the one setting the runs below used, not a table of settings
_SETTING_VALUE = re.compile(r"(?:\bbatch[ -]sizes?|배치 크기)(?:\s+of\s+(?:the\s+)?\w+)?\s*(?:[:=]|\bis\b|\bwas\b|\bof\b)?\s*[0-9]", re.I)  # "batch size of input is 1"
# a lead-in that announces settings ("Batch sizes at which those results were reached:"): the table holds no results
# ("First token latency by batch size (ms)", "배치 크기별 지연": results keyed by the setting, not the settings)
_SETTING_LEAD = re.compile(r"(?<!\bby )(?<!\bper )(?<!\bacross )(?<!\bvs )(?<!\bvs\. )(?<!\bversus )\bbatch[ -]sizes?\b|\bsettings\b|\bconfigurations?\b|"
                           r"\bhyper-?parameters?\b|\bparameters used\b|배치 크기(?!\s*(?:별|에 따른|에 따라))|설정값", re.I)


def _last_sentence(text: str) -> str:
    """The last sentence of a paragraph: of a lead-in, the one that introduces the table ("In this test the training
    configuration had ... The results are in the table below." leads into results, not settings)."""
    return _SENTENCE_END.split(text.rstrip())[-1]


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z(`*])|(?<=[다요])\.\s+")


_POSITION_HEAD = re.compile(r"(?:rank(?:ing)?|#|no\.?|place|position|pos\.?|순위|순번|등수)", re.I)


def _pair(value: str, head: str) -> str:
    """A row's cell under its column's name as a condition: "128 GPUs", or "software: ollama" under "Runtime"."""
    head = head.strip(" *")
    if _POSITION_HEAD.fullmatch(head):
        return ""  # NOTE: "1" under "| Rank |" is a place in a leaderboard, not one MPI rank
    if _SOFTWARE_COLUMN.match(head):
        return f"software: {value}"
    counted = _DEVICE_COUNT_HEAD.fullmatch(head)
    if counted and _NUMERIC_CELL.match(value):
        noun = counted.group("noun") or counted.group("one") + "s"
        return f"{value} {noun[:-1] if value == '1' else noun}"  # NOTE: "256" under "Number of GPUs", "2" under "Model Parallel GPUs": "256 GPUs"
    sized = _SIZE_UNIT_HEAD.fullmatch(head)
    if sized and _NUMERIC_CELL.match(value):
        return f"{sized.group('name')}: {value} {sized.group('unit')}"  # NOTE: "65536" under "Data Size (B)": "Data Size: 65536 B"
    return f"{value} {head}"


# a column of device counts ("| Number of GPUs |", "| # GPUs |", "| Model Parallel GPUs |", "| Nodes |"; not "| 12 ranks |", a
# configuration whose results the column holds)
_DEVICE_COUNT_HEAD = re.compile(r"\W*(?:(?:number|num|no\.?|#)\s*(?:of\s+)?)?(?:(?![0-9])[\w-]+\s+){0,2}?(?P<noun>GPUs|nodes|devices|accelerators|chips|ranks|cards|[HTNX]PUs)\W*|"
                                r"\W*(?:number|num|no\.?|#)\s*(?:of\s+)?(?P<one>GPU|node|device|accelerator|chip|rank|card|[HTNX]PU)\W*", re.I)
_SIZE_UNIT_HEAD = re.compile(r"(?P<name>[^()]*?(?:size|bytes|length|message|payload|msg)[^()]*?)\s*\(\s*(?P<unit>[KMGT]?i?B|[Bb]ytes?)\s*\)", re.I)


# "| GPU resident |", "| Metal end-to-end GPU |", "| CPU threads |": one processor with words on how it ran (not "| GPU |" alone, nor
# "| GPU count |", "| # GPUs |")
_QUALIFIED_BACKEND_HEAD = re.compile(r"\W*(?!.*\b(?:counts?|number|num|ids?|index|model|type|name)\b)(?=.*[A-Za-z]\s+(?:GPU|CPU|NPU|TPU)\b|\W*(?:GPU|CPU|NPU|TPU)\s+[A-Za-z])"
                                     r"(?:[A-Za-z][\w-]*\s+){0,3}(?:GPU|CPU|NPU|TPU)(?:\s+[A-Za-z][\w-]*){0,3}\W*", re.I)


@functools.lru_cache(maxsize=4096)
def _counts(head: str) -> bool:
    """Whether a column holds counts or sizes, going by its header ("TensorRT (GPU)" names the device it ran on)."""
    named = re.sub(r"\s*\([^()]*\)", "", head)
    head = named if named.strip(" *") else head
    if "_" in head and _COUNTISH.search(head.split("_", 1)[1].replace("_", " ")):
        return True  # NOTE: "disk_size_mb", "num_experts": a count or size in snake case ("gpu_low" names a backend)
    if _DEVICES_COUNTED.search(head):
        return False  # NOTE: "| 128x H100 GPUs (GBS=256) |", "| 8 GPUs |": a configuration the column's results ran on
    if _PLACEMENT_HEAD.search(head):
        return False  # NOTE: "| Same Core Pair |", "| Different Node |": where the ranks sat, a run's placement, not a count
    if _ZERO_HEAD.fullmatch(head):
        return True  # NOTE: "| Zero1 |", "| ZeRO stage |": how optimizer state was sharded, a setting (not "BS32", a run's name)
    if _DEVICE_COUNT_HEAD.fullmatch(head.strip(" *")):
        return True  # NOTE: "| #Cards |", "| # HPU |", "| Number of devices |": how many devices each row ran on
    if _QUALIFIED_BACKEND_HEAD.fullmatch(head):
        return False  # NOTE: "| GPU resident |", "| CPU threads |": the processor a column ran on and how, not a count of GPUs
    return _COUNTISH.search(head) is not None and not _CONFIG_HEAD.match(head) and not _VALUED_SETTING_HEAD.fullmatch(head)


# "... almost linearly with the number of SSDs", "... across 8 nodes": what a scaling claim in words scales over is devices
_OVER_DEVICES_AFTER = re.compile(r"[^.;]{0,20}?\b(?:with (?:the )?(?:number|count) of|(?:across|over|to) (?:\d+ |multiple |more |many )?(?:GPUs|nodes|devices|SSDs|drives|disks|workers|ranks|accelerators|servers|chips))\b", re.I)
_UNIT_ALIAS = re.compile(r"(?<![\w/])(?P<unit>[A-Za-z]+/[A-Za-z]+(?:/[A-Za-z]+)?)\s*\((?P<alias>[A-Za-z]{2,6})\)")  # "tokens/sec/GPU (wps)"
_KO_SUBJECT_BEFORE = re.compile(r"([가-힣A-Za-z]+)(?:이|가|은|는|을|를)\s*(?:약\s*|대략\s*|거의\s*)?$")  # "컨텍스트가 ": the noun a Korean figure is of
# the noun an English figure is of, right before it ("a compression ratio of up to ", "the size ratio was ")
_EN_NOUN_OF_BEFORE = re.compile(r"\b((?:[A-Za-z-]+\s+){0,2}[A-Za-z-]+)\s+(?:of|is|was|were|are|reaches|reached|stays?|=|:)\s+"
                                r"(?:(?:up\s+to|about|around|roughly|over|nearly|almost|only|just|~)\s+)?[~≈]?$", re.I)
_PERCENT_END = re.compile(r"[~≈]?[0-9][0-9.,]*(?:\s*[-–~]\s*[0-9][0-9.,]*)?\s*%[*_]*")  # a share as written, a range too
# NOTE: "a 25-35% speed-up": a change against a base, not a scaling efficiency whatever scaling the sentence tells of
_EFFICIENCY_LOSS_AFTER = re.compile(r"\s*(?:의\s*)?(?:(?:scaling|parallel|확장|스케일링|병렬)\s*)?(?:efficiency|효율성?)\s*(?:loss|drop|penalty|손실|저하|감소)", re.I)
# a share of the operations a workload mixes: after the share ("100% read workload", "30% writes", "5% updates") or before it
# ("read ratio of 30%", "write 비율 30%")
_MIX_AFTER = re.compile(r"[*_]*\s*(?:reads?|writes?|updates?|inserts?|deletes?|lookups?|scans?|GETs?|SETs?|PUTs?|read-only|write-only|read-heavy|write-heavy|"
                        r"읽기|쓰기)\b(?!\s*(?:throughput|latency|bandwidth|speed|performance|IOPS|rate|time)\b)", re.I)
_MIX_BEFORE = re.compile(r"(?:\b(?:read|write|update|insert|get|set|put)s?\s*(?:ratio|share|fraction|proportion|mix|percentage)|읽기\s*비율|쓰기\s*비율|\bwrite\s*비율|\bread\s*비율)"
                         r"\s*(?:of|is|was|=|:|은|는|이|가)?\s*[~≈]?$", re.I)
# a figure denied by its verb, set as a goal by a gerund that opens the sentence, or needed: no result
_DENIED_OR_SOUGHT_BEFORE = re.compile(r"\b(?:does|do|did|is|are|was|were|has|have)\s*(?:n[o'’]t|never)\s+(?:show|demonstrate|reach|achieve|deliver|give|provide|yield|hit|"
                                      r"come\s+close\s+to|approach)\w*\s+(?:an?\s+|the\s+|any\s+|anything\s+like\s+(?:an?\s+)?)?(?:[\w-]+\s+)?[~≈]?$|"
                                      r"^\W*(?:reaching|hitting|achieving|getting\s+to|sustaining|serving)\s+(?:over\s+|above\s+)?[~≈]?$|"
                                      r"\b(?:don[’']?t|do\s+not|doesn[’']?t|does\s+not|won[’']?t|will\s+not)\s+(?:really\s+|even\s+)?need\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+)?[~≈]?$", re.I)
_ITEM_LABEL = re.compile(r"^\W*([^\W\d][^:：]{0,40}?)[*_ ]*[:：][*_ ]*[~≈]?$")  # "- **Memory**: ", a list item's label before its figure
_REFERENCE_CELL = re.compile(r"\b(?:baseline|reference|ref)\b|기준", re.I)
_PLACEMENT_HEAD = re.compile(r"\b(?:same|different|other|cross|across|separate|remote|local|intra|inter|another|between|within)[- ](?:[a-z]+\s)?(?:nodes?|cores?|sockets?|hosts?|"
                             r"gpus?|numa|racks?|switch(?:es)?|dies?|chips?)\b", re.I)
_ZERO_HEAD = re.compile(r"\W*zero(?:[0-3]|[ _-]?stage)\W*", re.I)
# a header naming the devices a column's runs used by their number ("128x H100 GPUs"; not "2-GPU DDP", a setup's name)
_DEVICES_COUNTED = re.compile(r"\b[0-9]+\s*[x×]?\s*(?:[A-Z][\w-]*\s+){0,2}(?:gpus?|nodes?|devices?|chips?|cards?|accelerators?)\b", re.I)


# NOTE: how busy a device or its memory was (nvidia-smi's "GPU-Util", a process's "RAM usage"): a share of time or space,
# no speed; a share of a peak rate is "MFU", "bandwidth utilization"
_RESOURCE_SHARE = re.compile(r"\b(?:GPU|SM|CPU|VRAM|RAM|HBM|memory|disk|NIC)\s+(?:utili[sz]ation|util|usage|load|busy|occupancy)\b|사용률|점유율", re.I)
_COUNTISH = re.compile(r"^\W*model\b|배치|크기|해상도|개수|횟수|(?<![가-힣])수$|\s수\b|레이어|길이|동시|출시|연도|년도|\b(?:released|release (?:year|date)|launch(?:ed| year| date)?|introduced|dates?)\b|^\W*(?:nq|top[-_ ]?k|ef|ef[-_ ]?(?:search|construction)|nprobe|nlist)\W*$|\b(?:lengths?|len|isl|osl|concurren\w*|users|clients|prompts|requests|gpus?|lanes?|links?|nodes?|nics?|ports?|count|size|bytes|batch|seq\w*|notes?|stack|height|(?<!-)(?<!code )(?<!text )(?<!image )(?<!token )gen\w*|pins?|year|ranks?|#|bs|bsz|dp|tp|pp|sp|layers?|params?|res(?:olution)?|"
                       r"waves?|io[ _-]?depth|queue[ _-]?depth|micro[ _-]?batch\w*|(?:tensor |matrix |cuda )?cores?|SMs?|MMEs?|CUs?|units|steps?|epochs?|index|id|heads?|hidden|parameters?|vocab\w*|experts?|dim(?:ension)?s?|grad(?:ient)?[ _-]?acc\w*|(?:num[ _-]?)?beams?|groups?|rows?|cols?|columns?|shards?|partitions?)\b|"
                       # NOTE: a launch's parallel degrees and batch settings, as the whole header ("| CP | EP | ETP | VPP | GBS | GA |")
                       r"^\W*(?:cp|ep|edp|etp|vpp|mbs|gbs|ga)\W*$|"
                       # NOTE: "| Threads |", "| # workers |", "| numjobs |": how many of a thing the run used, as the whole header
                       r"^\W*(?:#|num(?:ber)?(?:\s+of)?|n)?[ _]?(?:chips?|hosts?|threads?|workers?|procs?|processes|jobs|streams?|connections?|conns?|replicas?|qd)\W*$|"
                       # NOTE: "| Cnt |", "| Forks |", "| Samples |": how many runs a harness made (JMH, divan), as the whole header
                       r"^\W*(?:cnt|forks?|samples|iters|iterations|runs|trials|reps|repetitions|warm-?ups?|measurements)\W*$|"
                       # NOTE: a GEMM's or an attention's shape, one letter a column ("| M | N | K |", "| B | H | S | D |")
                       r"^\W*(?-i:[MNKBHSDL])\W*$|"
                       r"\bat\s+(?:the\s+)?(?:peak|best|max(?:imum)?)\b|"  # NOTE: "| K at Peak |": the setting the best run used
                       r"(?-i:\b[A-Z][a-z]+\s+(?:EP|ETP|EDP|VPP))\W*$", re.I)  # NOTE: "| Receive EP |": the degree the column's runs used ("| My UCCL EP |" names a library)
_CELL_FIGURE = re.compile(r"^(?:(?i:up to)\s+|최대\s*)?[*~≈<>+\-−\s]*[0-9][0-9,._]*(?:\s*[-~–]\s*[0-9][0-9,._]*)?(?:만|억)?\+?\s*(?:(?:[kKM]|\s?(?i:thousand|million|billion))(?=\s*(?:(?i:" + RATE_NOUN + r")/s(?:ec(?:ond)?)?|" + COUNTED_PER_SECOND + "|" + "|".join(map(re.escape, COUNTED_RATES)) + r")\b)\s*)?(?:[kKMGTP]i?B(?:/s|ps)(?:/(?:GPU|gpu|device|chip|node|port|lane|link))?|[KMGTP](?:b/s|bps)(?:/(?:port|lane|link))?|[GM]T/s|[GTP]"+FLOP_RATE+r"(?:/(?:GPU|gpu|device|chip))?|(?:tokens?|toks?)/s(?:/(?:GPU|gpu|user|device|chip))?|samp(?:les)?/s|images?/s|it/s|(?i:" + RATE_NOUN + r")/s(?:ec)?|" + COUNTED_PER_SECOND + r"|" + BARE_COUNT_PER_SECOND + r"|rps|wps|[kKMG]?pps|[kKMG]?PPS|qps|QPS|tps|TPS|SPS|sps|" + PIXEL_RATE + "|" + DONE_PER_SECOND + "|" + BASE_RATE + "|" + IOPS_UNIT + r"|" + PER_MINUTE_COUNT + r"|µs|μs|us|ms|ns|[num]secs?|s|secs?|seconds?|mins?|minutes|hours?|hrs?|days?|밀리초|마이크로초|초|분|시간|x|×|배|%)[*\s]*$")
_CONFIG_PAREN = re.compile(r"\s*[(\[][^()\[\]]*=[^()\[\]]*[)\]]")
# a bare number compared with the figure before it ("versus 870.3", "vs. 1.85"): the same unit, not a count or a unit of its own
_VERSUS_BARE = re.compile(r"\s*(?:versus|vs\.?|against|compared (?:to|with))\s+[~≈]?([0-9][0-9,]*(?:\.[0-9]+)?)(?![.,]?[0-9])"
                          r"(?=\s*(?:[.,;:)\]]|$)|\s+(?:for|at|on|with|in|when|and|or|from|under|of|the|respectively|before|after|without)\b)", re.I)
_BANDWIDTH_LABEL = re.compile(r"bandwidth|대역폭|\bBW\b|busbw|algbw", re.I)
_SIZE_OF_WORKLOAD = re.compile(r"param\w*|smaller|larger|bigger|model size|batch size|sequence lengths?|context", re.I)
_CONDITION_LEAD = re.compile(r"\b(?:at|for|on|with|using|when|while|across)\b", re.I)
# NOTE: "18.40M +- 0.3M", "18.40M +-" (the spread left blank): the figure with its count multiplier, then its spread
_BOUND_IN_CELL = re.compile(r"[≥≤<>]=?\s*[~≈]?[0-9]|\bat (?:least|most)\b|이상|이하|미만|초과")  # "D2D BW ≥ 90% of 1.8 TB/s": a pass mark
_SPREAD_CELL = re.compile(r"^(?P<v>[~≈]?[0-9][0-9,._]*[kKMG]?)\s*(?:±|\+/-|\+-)\s*(?:[0-9][0-9,._]*[kKMG]?)?(?P<tail>\s*[^\s0-9±]*)$"
                          r"|^(?P<bv>[~≈]?[0-9][0-9,._]*[kKMG]?)\s*\(\s*(?:±|\+/-|\+-)\s*[0-9][0-9,._]*[kKMG]?\s*\)(?P<btail>\s*[^\s0-9±()]*)$")  # NOTE: "0.267 (+/- 0.002) second"
_CELL_TAIL = re.compile(r"\s+(?:(?:속도|처리량|지연(?:\s*시간)?|성능|대역폭)\s+)?(?:이상\s+)?(?:향상|개선|단축|감소|증가|빨라짐|느려짐|가속|빠름|느림|회귀|저하)$|"
                        r"\s+(?:faster|slower|speed-?up|higher|lower|better|worse|improvement|reduction|regression)$|"
                        # "12.7x realtime", "3× faster than real time": a speed against the audio's or video's own duration
                        r"(?<=[x×])\s*(?:faster\s+than\s+)?real[- ]?time(?:\s+speed)?$|"
                        # "-6.1% latency", "+41% throughput": a change, then the metric it is of
                        r"(?<=[%x×])\s+(?:latency|throughput|bandwidth|TTFT|TPOT|ITL|step time|speed)$|"
                        # "~18% performance drop", "9% FPS loss", "12% slowdown": a loss of speed, the mirror of a gain
                        r"(?<=%)\s+(?:(?:performance|perf|throughput|speed|bandwidth|FPS|frame[- ]?rate)\s+)?(?:drop|loss|penalty|hit|slowdown|degradation)$|"
                        # "81.0% peak BW", "66% of peak TFLOPS": a share of a peak, a utilisation
                        r"(?<=%)\s+(?:of\s+)?(?:the\s+)?peak(?:\s+(?:BW|bandwidth|TFLOPS|FLOPS|throughput))?$|"
                        # "0.03s per token", "12 ms per step": the time of one step of work
                        r"(?<=[0-9]s|ms|us|µs)\s+per\s+(?:token|step|iteration|batch|request|image|sample|layer)$|"
                        # "190 GB/s (MLC)", "1.3 GB/s read": a note on the figure
                        r"\s*\([^()]{1,40}\)$|\s+(?:read|write|each|total|avg|mean|median|peak|per (?:GPU|node|port|link|direction))$|"
                        # NOTE: "1~2 μs 수준", "40 μs 정도", "2μs 내외": the figure, then the Korean word that says it is approximate
                        r"\s*(?:수준|정도|내외|안팎|가량|남짓|전후)$", re.I)
# NOTE: "with a replication factor of 3", "an oversubscription factor of 2": a setting of the system, not a speedup
_SETTING_FACTOR = re.compile(r"\b(?:replication|oversubscription|over-subscription|blocking|expansion|compression|padding|tiling|unroll(?:ing)?|"
                             r"sharding|upsampling|downsampling|pacing|duplication|redundancy|scale|load)\s+$", re.I)  # NOTE: TPC-H "a scale factor of 300": the data's size
BASELINE_MARK = _BASELINE_MARK = re.compile(r"\b(?:baseline|base|ref(?:erence)?)\b|기준값?|베이스라인", re.I)
_RATE_AFTER_HIT = re.compile(r"\s*(?:rates?|ratios?|%)", re.I)
_ARROW_FROM = re.compile(r"[~≈]?[0-9][0-9.,]*\s*%?\s*(?:→|->|⇒|=>)\s*[~≈]?$")
# NOTE: a rate naming the link a Korean sentence's run happened on ("25GbE 네트워크에서", "1 Gbps 이더넷 회선을 통해")
_LINK_PLACE_KO = re.compile(r"\s*\)?\s*(?:[A-Za-z-]+\s+)?(?:이더넷|인피니밴드|InfiniBand|Ethernet|RoCE|NIC|회선|링크|네트워크|망)(?:\s*(?:회선|링크|네트워크|망|포트))?\s*(?:\([^()]*\))?\s*"
                            r"(?:에서|상에서|환경에서|위에서|으로|로|을 통해|를 통해|을 거쳐|를 거쳐|을 사용한|를 사용한|을 쓴|를 쓴)(?![가-힣])|"
                            r"\s*(?:[A-Za-z-]+\s+)?환경(?:에서|하에서)(?![가-힣])")  # NOTE: "CX7 400Gb/s 환경에서": the run's environment
_POSSIBLE_RESULT = re.compile(r"(?:가|는|이|도)?\s*(?:나올|나타날|달라질|얻을|얻어질)\s*(?:수|것)")
# NOTE: a list item that is a label and a ratio only ("- DSV3 MTP: 1.5-2.0×", "- ngram: 1.1-1.3x")
_LABELLED_RATIO = r"\s*[-*+]?\s*[^:：\n]{1,60}[:：]\s*\**[~≈]?[0-9][0-9.]*(?:\s*[-~–]\s*[0-9][0-9.]*)?\s*[xX×]\**"
# NOTE: "- **Model 8B FP8:** our chip shows a **1.03X** in 4-node runs": a labelled item that ends with its ratio, a few words of
# where it was run after it at most (one of a list of results; the metric is named by a sibling, the lead-in or the heading)
_TRAILING_RATIO_ITEM = re.compile(r"\s*[-*+]?\s*[*_`]*[^:：\n]{1,60}[:：]\s*[*_`]*(?:[^\n:]{0,60}?\s)?\**[~≈]?[0-9][0-9.]*\s*[xX×]\**"
                                  r"(?:\s+(?:on|in|at|for|with|across|over|under)\s[^\n;:]{0,40}?)?\s*\.?\s*")
_BARE_RATIO_ITEM = re.compile(_LABELLED_RATIO + r"\s*(?:\([^()]*\))?\s*")
_RATIO_ITEM = re.compile(_LABELLED_RATIO + r"(?P<tail>[^\n]{0,40})")
# NOTE: ... and a label and a share ("- 16 GPUs: 90%", "- 4 nodes: 95-98%")
_LABELLED_SHARE = _LABELLED_RATIO.replace(r"[xX×]\**", r"%\**")
_BARE_SHARE_ITEM = re.compile(_LABELLED_SHARE + r"\s*(?:\([^()]*\))?\s*")
_SHARE_ITEM = re.compile(_LABELLED_SHARE + r"(?P<tail>[^\n]{0,40})")
# NOTE: a share is a gain, or a scaling efficiency ("Weak-scaling efficiency:"); not any share ("GPU utilization:")
_SHARE_LEAD = re.compile(r"\b(?:gains?|speed-?ups?|improvements?|uplifts?|boosts?|faster|slower|reductions?|(?:scaling\s+)?efficiency)\b|"
                         r"향상|가속|개선|빨라|단축|효율", re.I)
_PHASE_WORD = re.compile(r"decode|decoding|prefill|디코드|디코딩|프리필", re.I)
_RATIO_HEADING = re.compile(r"\b(?:vs\.?|versus|compared|comparison|relative|ratios?|speed-?ups?|gains?|uplifts?|performance)\b|대비|비교|향상", re.I)
_GAIN_LEAD = re.compile(r"\b(?:gains?|speed-?ups?|improvements?|uplifts?|boosts?|faster|slower|reductions?)\b|향상|가속|개선|빨라|단축", re.I)
# NOTE: "1. Up to 4.1x for decoder models (*Figure 2*)" under "the reductions in latency were:": the item opens with its ratio
_RATIO_FIRST_ITEM = re.compile(r"\W*(?:\d{1,2}[.)]\s+)?(?:(?:up to|about|around|over|nearly|roughly)\s+|[~≈])?[0-9][0-9.,]*\s*[xX×]\s", re.I)
# NOTE: "- **20 ms**, when the prompt is cached" under "Latency with ... :": the item opens with its time
_TIME_FIRST_ITEM = re.compile(r"\W*(?:\d{1,2}[.)]\s+)?(?:(?:about|around|roughly|nearly|under|over)\s+|[~≈<>])?[0-9][0-9.,]*\s*(?:ns|us|µs|μs|ms|msec|usec|s|secs?|seconds)\b", re.I)
_DIVIDED_BY = re.compile(r"(?:/|÷)\s*$")
_EQUALS_SHARE = re.compile(r"\s*(?:\))?\s*(?:=|≈|~=)\s*[~≈]?[0-9][0-9.,]*\s*%")
_MODAL_BEFORE = re.compile(r"\b(?:can|could|cannot|can't|will|would|won't|may|might|must|should|to|not|never)\s+(?:\w+\s+)?$", re.I)
_OF_IDEAL_AFTER = re.compile(r"[0-9][0-9.]*\s*%\s+of\s+(?:the\s+)?(?:ideal|linear|perfect)\b", re.I)
_WITHIN_BEFORE = re.compile(r"\bwithin\s*(?:[~≈]\s*)?$|이내|오차\s*$", re.I)
_RESULTS_HEADING = re.compile(r"\b(?:results?|measurements?|measured|findings|observations)\b|측정\s*결과|실측|(?:벤치마크|실험|테스트|성능|추론|서빙|학습|확장|비교|실행)\s*결과|"
                              r"(?<![가-힣])결과\s*$", re.I)  # NOTE: "## 랙 스케일 추론 결과", "## 결과": the results of the runs
# NOTE: "### Conclusion", "## Key takeaways", "## 요약": a section that sums up the one before it, whose runs it speaks of
_SUMMING_UP_HEADING = re.compile(r"^\W*(?:[0-9]+(?:\.[0-9]+)*\.?\s*)?(?:conclusions?|summary|summing\s+up|takeaways?|key\s+(?:findings|takeaways|results)|wrap[- ]?up|tl;?dr|"
                                 r"결론|요약|정리)\W*$", re.I)
_REACHED_AFTER_KO = re.compile(r"\s*(?:올라|오르|오른|증가|늘어|늘었|늘린|향상|도달|상승|개선|높아|높였|높일|끌어올|달성|나왔|나오|기록|측정|뽑)")
# NOTE: "100~300 tok/s/user 범위에서 ...": a region of the curve; not "1,450~1,620 tok/s 범위였다", "... 범위에 머물렀다", "범위에서
# 움직였다": the spread of the result itself
_RANGE_POINT_KO = re.compile(r"\s*(?:까지(?![가-힣])|부근|근처|(?:범위|구간)(?=\s*(?:내|안)?\s*(?:에서|의)(?![가-힣]))(?!\s*(?:내|안)?\s*에서\s+(?:\S+\s+)?(?:움직|오가|오갔|변동|머물|유지|분포|형성|나왔|나오|측정))|수준에서)")
_AT_POINT_KO = re.compile(r"\s*에서(?![가-힣])")
_FROM_TO_KO = re.compile(r"\s*에서\s+[~≈]?[0-9][^.。]{0,30}?(?:으로|로)(?![가-힣])")
_RTT_IN_PARENS = re.compile(r"\(\s*(?:[\w-]+\s+)?RTT\s*[:=]?\s*[~≈]?$", re.I)
_MODEL_NUMBER = re.compile(r"[0-9]{3,5}X")
_PERCENT_LOW_HEAD = re.compile(r"\W*(?:[0-9]+(?:\.[0-9]+)?\s*%|p(?:1|0\.1|01))\s*lows?\W*", re.I)
_PARTS_COUNTED_AFTER = re.compile(r"\s+(?-i:[A-Z][\w.-]*)(?:\s+[\w.-]+){0,2}?\s+[0-9][0-9.]*\s*(?:Gb/s|Gbps|GB/s|GBps|Tb/s|Tbps|G|GbE|Gb)(?![\w/])")
_DATA_MULTIPLIED_AFTER = re.compile(r"\s+(?:more\s+|as\s+much\s+|the\s+)?(?:data|rows|points|records|input|dataset)\b(?!\s+(?:rate|throughput|bandwidth|transfer|speed|movement|and|saving|savings|reduction|efficiency))|"
                                    # NOTE: "4× samples per iteration", "4× the batch per iteration", "2× the batch size": a setting
                                    # scaled with the devices, not a speedup
                                    r"\s+(?:more\s+|the\s+)?(?:(?:global\s+|micro-?\s*)?batch(?:\s+size)?|(?:samples|frames|envs|environments|rollouts|steps|tokens|sequences|images)\s+per\s+"
                                    r"(?:iteration|step|update|batch|epoch))\b", re.I)
_ARTICLE_BEFORE = re.compile(r"\b(?:the|an?|our|my|their|this|that|each)\s+$", re.I)
_RATIO_FOLLOWER = re.compile(r"[*_]*\s*(?:faster|slower|quicker|speed-?ups?|more|less|fewer|higher|lower|better|worse|greater|larger|smaller|improvement|increase|"
                             r"reduction|gains?|boost|jump|drop|decrease|over|than|as\b|the\s+(?:throughput|performance|speed|bandwidth|rate|cost|time))\b", re.I)


@functools.lru_cache(maxsize=256)
def _model_named_in(text: str, number: str) -> bool:
    """Whether ``text`` names ``number`` ("5950X") after a brand or a series elsewhere ("Ryzen 9 5950X"): a model number."""
    return re.search(r"(?:\b[A-Z][A-Za-z]+(?:\s+[A-Z]{1,3})?(?:\s+[0-9])?\s+|(?<![\w-])(?:[A-Za-z]{1,2}[0-9]{1,2}|[A-Z])-)" + re.escape(number) + r"\b",
                     text) is not None
_MEDIA_BITRATE = re.compile(r"\bbit[- ]?rates?\b|비트\s*레이트|\b(?:H\.?26[45]|HEVC|AVC|AV1|VP[89]|x26[45]|NVENC|AAC|Opus|MP3|codecs?|encod(?:e|es|ed|ing)|transcod\w*)\b", re.I)
_CARDS_PLURAL = re.compile(r"[1-5]0[5-9]0s")
_CARDS_BEFORE = re.compile(r"(?:\b(?:RTX|GTX|RX|GeForce|Radeon|Quadro|TITAN)|\b(?:[0-9]+\s*[x×]?|two|three|four|six|eight|several|multiple|many|our|the|these|those|with|and|or))\s+$", re.I)
_MODEL_BEFORE = re.compile(r"\b[A-Z][A-Za-z]+(?:\s+[A-Z]{1,3})?(?:\s+[0-9])?\s+$")
# NOTE: "Xeon w9-3495X", "Xeon W-3175X": a model number glued by a hyphen to its tier ("w9", "W"), not a speedup
_MODEL_HYPHEN_BEFORE = re.compile(r"(?<![\w-])(?:[A-Za-z]{1,2}[0-9]{1,2}|[A-Z])-$")
_FOOTNOTE_PART = re.compile(r"\W*(?:note|footnote)\s+[A-Z0-9]{1,3}\s*[:.)]|\W*\[\^?[0-9A-Za-z]{1,3}\]\s*:?", re.I)  # "Note B: ...", "[^2]: ..."
# a column of figures each with its spread in brackets after it, as its name says ("Mean latency (std dev)", "Time (± σ)")
_SPREAD_IN_PARENS_HEAD = re.compile(r"[^\W\d].*\(\s*(?:±\s*)?(?:std(?:[ _.-]?dev)?|stdev|sd|σ|standard deviation|표준\s*편차)\s*\)\s*$", re.I)
_PAIRED_SPREAD_CELL = re.compile(r"(?P<v>[~≈]?[0-9][0-9,._]*\s*[A-Za-zµμ/%]*)\s*\(\s*(?:±\s*)?[0-9][0-9,._]*\s*[A-Za-zµμ/%]*\s*\)")
_SPREAD_HEAD = re.compile(r"(?<![A-Za-z])std(?:[ _-]?dev)?(?![A-Za-z])|(?<![A-Za-z])stdev(?![A-Za-z])|\bstandard deviation\b|(?<![A-Za-z])(?:variance|spread|jitter|imbalance)(?![A-Za-z])|\brun-to-run\b|\bσ|표준\s*편차|편차|\bCV\b|\bmdev\b|(?<![A-Za-z])r?MAD(?![A-Za-z])|\bmedian absolute deviation\b", re.I)
_CHORE_KO = re.compile(r"설치|재?빌드|다운로드|업로드|셋업|프로비저닝|부팅|기동|재시작|재생성|InService|준비(?:됐|되었|가 끝|가 완료|\s*완료)|"
                       r"(?:다시\s*)?만드니|생성(?:됐|되었|이 끝|이 완료)|\bboot\w*|\bspin(?:ning)? up\b|\bprovision\w*")
_CHORE = re.compile(r"설치|재?빌드|다운로드|업로드|셋업|\binstall\w*|\bdownload\w*|\bset(?:ting)? up\b|\bsetup\b|\bprovision\w*|\bdocker (?:build|pull)\b|\bpip install\b", re.I)
_LABEL_VALUE_ITEM = re.compile(r"\s*(?:[-*+]\s+)?[*_`]*[^:：\n]{1,40}[*_`]*[:：]\s*(?:(?:최대|최소|약|평균|up to|about|around)\s*)?[~≈<>]?[0-9]", re.I)
_KO_AS_FOLLOWS = re.compile(r"(?:다음|아래)과\s*같(?:다|습니다)\.?$")  # NOTE: "... 대기 시간은 다음과 같다.": a lead-in, as a colon ends one
_DASH_BETWEEN = re.compile(r"\s[—–-]\s+")


class _TailFigure:
    """The part of a matched figure span after ``offset`` (a dash between two figures), with the span's tokens."""

    def __init__(self, fig, offset: int, end: int | None = None):
        self.text = fig.text[offset:end]
        self.start_char = fig.start_char + offset
        self.end_char = fig.end_char if end is None else fig.start_char + end
        self.start, self.end = fig.start, fig.end


def _split_share_apposition(figs: list, msent: str, s0: int) -> list:
    """Split a figure span "1,520 Gbps — 95%" followed by "of the theoretical ..." into the achieved figure and its share
    of the peak, set apart by dashes; other dash-joined spans ("~150 ms — 7배") keep only their tail, read in the loop."""
    out = []
    for fig in figs:
        dash = _DASH_BETWEEN.search(fig.text) if "—" in fig.text or "–" in fig.text else None
        if dash is not None and parse_figure(fig.text) is None and (head := parse_figure(fig.text[:dash.start()])) is not None \
                and head[2].dimension in ("bytes/s", "bits/s", "rate", "flops") and (tail := parse_figure(fig.text[dash.end():])) is not None \
                and tail[2].dimension == "percent" and SHARE_OF_PEAK.match(msent, fig.end_char - s0):
            out += [_TailFigure(fig, 0, dash.start()), _TailFigure(fig, dash.end())]
        else:
            out.append(fig)
    return out


_AGAINST_ACTUAL = re.compile(r"\b(?:vs\.?|versus|and|against)\s+(?:the\s+)?(?:actual|measured|observed|achieved|real)\b|(?:대비|와|과)\s*(?:실측|실제|측정)|"
                             # NOTE: "실제 측정값으로 예상 수치 교체", "replace the expected numbers with measured ones": the projection replaced
                             r"(?:실측|실제\s*측정)값?(?:으로|로)|\bwith\s+(?:the\s+)?(?:actual|measured)\s+(?:values?|numbers?|results?|figures?|ones)\b", re.I)
def projection_heading(path) -> str | None:
    """The nearest heading of ``path`` that frames its section as predictions ("## Expected gains", "## What You Should
    See", "## 예상"), unless a nearer one names results; "Expected vs Actual Performance" holds both, so it frames nothing."""
    for h in reversed(path):
        if _PROJECTION_HEADING.search(h):
            return None if _AGAINST_ACTUAL.search(h) else h.strip()
        if _RESULTS_HEADING.search(h):
            return None
    return None


_IMPACT_LABEL = re.compile(r"\s*(?:[-*+]\s+)?[*_]{0,2}((?:expected\s+|estimated\s+|potential\s+|likely\s+)?(?:impact|benefits?)|기대\s*효과)[*_]{0,2}\s*[:：]", re.I)
_SCALE_SUFFIX_CELL = re.compile(r"^([~≈]?[0-9][0-9,]*(?:\.[0-9]+)?)([KMGTP])$")
_KO_IF_AFTER = re.compile(r"(?:으면|면)(?![가-힣])")
_KO_NOT = r"\s*(?:하|되)?지\s*(?:않|못)"  # "증가하지 않", "늘지 못": a denial after the phrase
_KO_NOT_AFTER = re.compile(_KO_NOT)
_KO_NOT_IF_AFTER = re.compile(_KO_NOT + r"(?:는다면|았다면|으면|을\s*때|는\s*경우|을\s*경우|다면)")  # ... under "if" or "when"
_QUOTE_END_AFTER = re.compile(r"[^“”\"]{0,30}[”\"]")
_QUOTED_SPEECH = re.compile(r"[“\"][^”\"]*$")
_QUOTE_CLOSE = re.compile(r"[^“”\"]*[”\"]\s*(?:라고|이라고|고|라는|란)")
_BOLD_LABEL_ONLY = re.compile(r"\s*[-*+]\s+\*\*(?![^*]*\b(?:is|are|was|were|has|have|gives?|makes?)\b)[^*]+\*\*\s*[:：]?\s*")
_BARE_NUMBER = re.compile(r"\s*[~≈]?[0-9][0-9,]*(?:\.[0-9]+)?\s*")
_KO_LOAD_AFTER = re.compile(r"\s*(?:으로|로)\s+(?:[^\s.]+\s+){0,2}?(?:연결|커넥션|동시|부하|요청을?\s*(?:보내|쏘)|보내|쏘|걸어|걸었|걸고|주입)")
_LOAD_LIST_AFTER = re.compile(r"\s*[,·/]\s*(?:keep-?alive|HTTP/?\d?|[0-9]+\s*(?:connections?|conns?|threads?|clients?|workers?|streams?|concurrent)|(?:연결|커넥션|스레드|동시)\s*[0-9]*)", re.I)
_SIZE_TARGET_AFTER = re.compile(r"[\s0-9,.~-]*(?:[KMGT]i?B\b|tokens?\b|sequences?\b|context\b|batch\b|parameters?\b|layers?\b|experts?\b|토큰|시퀀스|배치)", re.I)
_LABEL_LINE = re.compile(r"^\s*[*_]*[^\W\d][^:：\n]{0,80}[:：][*_]*\s*\S(?!.*[.。]\s*$)")
_BRACKET_OPENED = re.compile(r"[*_]*\s*\(\s*[~≈]?\s*")  # NOTE: all that stands between a figure and the share in brackets after it
# the Korean order of a share of the peak in brackets after a figure: the whole first ("(이론치의 80%)", "(피크 대비 80%)"), or
# the peak's own figure and then the share ("(이론치 2.0 TB/s의 30%)")
KO_PEAK_WORD = r"(?:이론\s*(?:치|값|상|\s*최대치?|\s*피크)?|피크|최대치|스펙|사양|하드웨어\s*피크)"
_KO_PEAK_OF = re.compile(r"[*_]*\s*\(\s*" + KO_PEAK_WORD + r"\s*(?:의|대비)\s*[~≈]?\s*")
_KO_PEAK_OPENED = re.compile(r"[*_]*\s*\(\s*" + KO_PEAK_WORD + r"\s*[:：]?\s*[~≈]?\s*")
_KO_OF_BEFORE_SHARE = re.compile(r"\s*(?:의|대비)\s*[~≈]?\s*")
_PEAK_SHARE_NOTE = re.compile(r"\s*(?:of\s+(?:the\s+)?)?(?:peak|theoretical|line[- ]rate|spec|max(?:imum)?)\b", re.I)
_QUOTED = re.compile(r"[\"“]([^\"”\n]{3,160})[\"”]")


_BEST_RUN_WORDS = ("peak", "max", "maximum")  # NOTE: before a figure shown to be a share of a rating, they name the best run


def _achieved_share(draft) -> None:
    """Mark ``draft`` as what was achieved of a peak a share after it is of: the peak words after it are that whole's, and
    a "peak" or "max" before it names the best of the runs ("the LU peak of 3,400 TFLOPS is 86% of the theoretical peak")."""
    draft.cues = [c for c in draft.cues if not (c[0] == "vendor-peak" and (c[3] > 0 or c[1].lower() in _BEST_RUN_WORDS))]
    draft.cues.insert(0, ("measured", "a share of the peak", 2.0, 1))


def _fold_heading(text: str) -> str:
    """A heading's words, lower-cased, without its marks ("## The 150x speedup" -> "the 150x speedup")."""
    return " ".join(re.sub(r"^[#\s]+|[*_`]", "", text).lower().split())


MEASURED_BELOW = "a note below that says it was measured"  # the reported context of a paragraph a measured note follows
# a short note under a paragraph that says its figures were run ("<sub>Preliminary measured performance, subject to change.</sub>")
_MEASURED_NOTE_BELOW = re.compile(r"^\W*(?:<(?:sub|sup|small|i|em)>\s*)?[*_]*\s*(?:preliminary\s+|all\s+|figures\s+|numbers\s+)?(?:measured|benchmarked)\b", re.I)
_CLOSER_TO_AFTER = re.compile(r"\s*(?:에|으로)\s*가까울수록|\s*(?:에|으로)\s*가까워질수록")
_CLOSER_TO_BEFORE = re.compile(r"\bthe\s+closer\s+(?:\w+\s+){0,3}?to\s+[~≈]?$", re.I)
_SPREAD_BEFORE = re.compile(r"(?:±|\+/-|\+-)\s*$")
# NOTE: "Standard deviations were under 0.25 tok/s", "표준편차는 1.2 ms": the spread of runs, not a figure of its own
_SPREAD_WORD_BEFORE = re.compile(r"(?:\bstandard\s+deviations?|\bstd\.?(?:\s*dev\.?)?|\bstdev|\bstddev|\bvariance|표준\s*편차)[*_]*\s*"
                                 r"(?:(?:was|were|is|are|of|stayed|remained|[:=]|는|은|가|이)\s*)?(?:(?:under|below|within|less than|about|around|only)\s*)?[~≈<]?\s*$", re.I)
_EXAMPLE_OPEN = re.compile(r"\(\s*(?:e\.g\.|eg\.|for example|for instance|예[:：]|예를 들어)[^()]*$", re.I)
_ABOUT = r"(?:about|approx\.?|approximately|around|roughly|약)\s+"  # "about 1.3 GB/s read"
_TIME_RATIO_IN_CELL = re.compile(r"(?<![\w.])[~≈]?[0-9][0-9,]*(?:\.[0-9]+)?\s?(?:ms|us|µs|μs|ns|s|초|밀리초|x|×|배)(?![\w/])")
_CELL_START = re.compile(rf"(?:{_ABOUT})?[*~≈<>+\-−\s]*[0-9x×]", re.I)  # a cell that opens with a figure
def _sentence_cell(cell: str, head: str, casebook: bool) -> bool:
    """Whether a table cell (not the row's key) is written as a sentence, to be read as one: long and wordy with a rate in it
    ("| EPTQ(FE8)는 235.2 tok/s로 QTIP 180.5 tok/s를 넘는다. |"), or telling a change of speed in words under a column of no
    unit ("| ~6% throughput improvement |", "| TTFT 900ms vs 90ms |"); not a pass mark, nor a casebook's effect."""
    if _BOUND_IN_CELL.search(cell) or _TARGET_COLUMN.match(head) or _TARGET_WORDS.search(head):
        return False
    words = len(cell.split())
    if len(cell) > 30 and words >= 6 and not _CELL_START.match(cell) and _RATE_FIGURE.search(cell):
        return True
    if words >= 3 and _LINEAR_IN_CELL.search(cell):
        return True  # NOTE: "| Max throughput | Scales linearly with brokers |": a scaling claim in words, read as the same words in prose
    return words >= 3 and not casebook and _CELL_PERF_WORD.search(cell) is not None and _CELL_CHANGE_FIGURE.search(cell) is not None \
        and (not _CELL_START.match(cell) or _header_unit(head) is None)


_LINEAR_IN_CELL = re.compile(r"\b(?:scal(?:es|ing|ed)?|grows?|growing|increases?|rises?)\s+(?:almost\s+|nearly\s+|near-?|roughly\s+)?linear(?:ly)?\b|"
                             r"\b(?:near-?|almost\s+)?linear(?:ly)?\s+(?:scal\w*|with\s+(?:the\s+)?(?:number|count)\s+of)|선형\s*(?:확장|증가|스케일)", re.I)
_CELL_PERF_WORD = re.compile(r"\b(?:throughput|latency|TTFT|TPOT|ITL|speed-?ups?|faster|slower|bandwidth|step[- ]time|tokens?/s|tok/s)\b|처리량|지연|속도|대역폭|빨라|느려", re.I)
_CELL_CHANGE_FIGURE = re.compile(r"[0-9](?:[0-9.,]*)\s*(?:%|[x×](?![0-9A-Za-z])|배|ms\b|s\b|µs|us\b|초)", re.I)
_CELL_LEAD = re.compile(rf"^{_ABOUT}", re.I)
_FACTOR_CELL = re.compile(r"^[*~≈\s]*(?:[x×]|×\s)[0-9]+(?:\.[0-9]+)?[*\s]*$")  # NOTE: "× 2.1" too (the sign set apart)
_SPACED_THOUSANDS = re.compile(r"[~≈]?[0-9]{1,3}(?:[ \u00a0\u2009\u202f][0-9]{3})+(?:\.[0-9]+)?")
_CELL_FOOTNOTE_MARK = re.compile(r"\s*(?:\[(?:[0-9]{1,2}|[a-z]|[*†‡§])\]|[†‡§¹²³⁴⁵⁶⁷⁸⁹]+|\^[0-9]{1,2})$")  # "209.05s [1]", "3.1 ms†", "41 ms^2"
# NOTE: "could save 300 milliseconds", "cuts 40 ms from each request": time taken off, a latency told without the word
# NOTE: a compiler's or a program's cost in hardware counters ("mean cycles reduction of 1.1%", "icount regressions"): how long it
# takes, counted rather than timed
_COUNTER_CHANGE = re.compile(r"\b(?:cycles|icount|instructions?(?::u)?|instruction\s+counts?|task-clock|cpu[- ]time|wall[- ]?time)\s+"
                             r"(?:reductions?|improvements?|regressions?|decreases?|increases?|wins?|savings?)\b", re.I)
_RESPONSE_STATISTIC = re.compile(r"\b[0-9]{2}(?:\.[0-9]+)?(?:th|st|nd|rd)\s+percentile\b|\bp(?:50|75|90|95|99|99\.9|999)\b|\bresponses?\b|\bTTFB\b|"
                                 r"\btime[- ]to[- ]first[- ]byte\b|\bround[- ]trips?\b|\bRTTs?\b", re.I)
_STATISTIC_HEAD = re.compile(r"(?i:\W*(?:min(?:imum)?|max(?:imum)?|median|mean|avg\.?|average|fastest|slowest|best|worst|p[0-9]{2}(?:\.[0-9])?|"
                             r"[0-9]{2}(?:th|st|nd|rd)\s+percentile)\b[^|]{0,16})")  # "| Median |", "| Fastest (ms) |"
_TIME_SAVED_VERB = (r"\b(?:sav(?:e|es|ed|ing)|cut(?:s|ting)?|shav(?:e|es|ed|ing)|trim(?:s|med|ming)?|knock(?:s|ed|ing)?\s+off|shed(?:s|ding)?|"
                    r"(?:reduc|decreas|lower)(?:e|es|ed|ing)\s+(?:[\w-]+\s+){0,3}?by)\s+(?:about\s+|around\s+|roughly\s+|up\s+to\s+|over\s+|nearly\s+|almost\s+|another\s+|~|≈)?")
_TIME_SAVED_BEFORE = re.compile(_TIME_SAVED_VERB + "$", re.I)
# NOTE: "a change that saves 10 ms hasn't been shown to": a saving supposed, to say what would follow
_SUPPOSED_SAVER = re.compile(r"\b(?:an?|any|every|each)\s+(?:[\w-]+\s+){0,2}?(?:that|which)\s+" + _TIME_SAVED_VERB + "$", re.I)
_TIME_SAVED = re.compile(_TIME_SAVED_VERB + r"[0-9][0-9.,]*\s*(?:ns|us|µs|μs|ms|msec|milliseconds?|microseconds?|nanoseconds?|s|secs?|seconds?)\b", re.I)
_NO_LEADING_ZERO = re.compile(r"^[~≈]?\.[0-9]+(?:\s*[A-Za-zµμ%]{1,8})?$")  # ".971", ".45 s": no version or name (".NET")
_NUMERIC_CELL = re.compile(r"^[*~≈<>\s]*[0-9][0-9,._]*(?:[eE][+-]?[0-9]{1,2})?[*\s]*$")  # NOTE: "8.1e11" under "HBM BW (bytes/s)"
# A rate with its unit inside a cell of other words ("3세대, 600GB/s", "80GB HBM3, 3.35TB/s", "2.0TB/s로 대폭 상승"): a
# rate is a figure whatever surrounds it (times and ratios in such cells are left alone: "2 GPUs, 3x" is not a claim)
_RATE_IN_CELL = re.compile(r"(?<![\w.])(?:[~≈]\s?)?(?:[0-9][0-9,]*(?:\.[0-9]+)?\s?[-–~]\s?)?[0-9][0-9,]*(?:\.[0-9]+)?(?:[kKM](?=\s?(?:IOPS|qps|QPS)))?\s?(?:[kKMGTP]i?B(?:/s|ps)|[KMGTP](?:b/s|bps)|[GM]T/s|[GTP]"+FLOP_RATE+r"|(?:tokens?|toks?|t)/s|IOPS|IOP/s|qps|QPS)(?:/(?:GPU|gpu|device|chip|node))?(?![A-Za-z/])")  # NOTE: "생성 속도 18 t/s": llama.cpp's tokens/s
# A cell that is a number and a unit word the cell forms above do not list ("7.8 teraFLOPS", "1.27 microseconds")
_NUMBER_WORD_CELL = re.compile(r"^[*~≈<>\s]*[0-9][0-9,]*(?:\.[0-9]+)?\s*[A-Za-zµμ가-힣][\w/µμ]*[*\s]*$")
# Where a cell holds several figures ("1.27 us, 99.1 GB/s", "1.7 GB/s read, 1.0 GB/s write"): each part opens with a number
# NOTE: "96.4초 → 12.1초", "1.13초에서 0.036초": a value before and after a change, each a figure of the cell; "25 Gbps x2
# ports = 50 Gbps": a rate and the total it makes
# (and "25339 IOps@7.6ms", "977 MB/s@17.2ms": a rate, then the latency it was reached at)
_CELL_PART_SEP = re.compile(r"\s*(?:,|;|\s/\s|\s\\\|\s|<br\s*/?>|→|⇒|->|(?<=[0-9가-힣%])에서|\s=|(?<=[A-Za-z])@)\s*(?=[~≈+\-−]?[0-9])", re.I)
# A column that declares a unit of something else ("Compute Clock (MHz)", "TDP (W)", "Memory (GB)"): no unit of the prose
_VERSION_CELL = re.compile(r"^[*\s]*v?[0-9]+(?:\.[0-9]+){2,}[*\s]*$")  # "26.02.000", "1.15.0.42": a version
_SETTINGS_KEY = re.compile(r"^\W*(?:param(?:eter)?s?|settings?|options?|keys?|fields?|components?|hyper-?param\w*|config\w*|variables?|knobs?|"
                           r"설정|항목|구성 요소|파라미터)\W*$", re.I)
_QUALITY_SCORES = r"VMAF|PSNR|MS-SSIM|SSIM|XPSNR|butteraugli|SSIMULACRA2?"  # a codec's quality scores, no speed
# A column of identifiers ("| Port |" over "11434", "| PID |", "| Version |") or of shares that are no speed ("| 압축률 |",
# "| Hit rate |", "| Accuracy |"): neither the unit the prose around names nor a performance share
_NOT_A_MEASURE_HEAD = re.compile(r"^\W*(?:ports?|포트|pids?|ids?|번호|versions?|버전|years?|연도|seeds?|"
                                 r"compression(?:\s+ratio)?|(?:cache\s+)?hit\s*rates?|accuracy|압축\s*률|압축\s*비율|적중\s*률|정확도|"
                                 r"(?:waste|miss|padding)\s*(?:ratio|rate|share)s?|낭비\s*(?:비율|율)|미스\s*(?:비율|율)|(?:캐시\s*)?(?:miss|hit|미스|히트)\s*(?:율|률|비율)|"
                                 # NOTE: "| 200 (%) | 503 (%) |", "| 5xx |", "| Success rate |": how the requests ended, not how fast
                                 r"HTTP\s+[1-5][0-9]{2}|[1-5](?:xx|XX)|[1-5][0-9]{2}\s*(?:\(%\)|%|(?:responses?|codes?|status)\b)|non-?2xx|success(?:ful)?(?:\s*(?:rate|ratio))?|"
                                 r"(?:error|failure|timeout)\s*(?:rate|ratio)s?|(?:성공|실패|에러|오류)\s*(?:률|율|비율)|"
                                 # NOTE: "| 학습 파라미터 비율 |", "| trainable params (%) |": a share of the model, not a speed
                                 r"(?:trainable\s+)?param(?:eter)?s?\s*(?:ratio|share|fraction|%|\(%\))|(?:학습\s*)?(?:파라미터|매개변수)\s*(?:비율|비중)|"
                                 # NOTE: "| 시뮬레이션 예측 | 실측 | 오차 |": how far a model's prediction is off, not a speed
                                 r"(?:(?:relative|prediction|model|abs(?:olute)?)\s+)?(?:errors?|err|MAPE|MAE|RMSE|deviation)|(?:예측\s*)?오차(?:율)?|"
                                 # NOTE: "| VMAF |", "| PSNR (dB) |", "| BD-rate % |", "| size change % |": a codec's quality or size, not its speed
                                 r"(?:avg\.?\s+|mean\s+)?(?:" + _QUALITY_SCORES + r")(?:\s*\(dB\))?|BD[- ]?rate|(?:file\s+)?size\s+(?:change|delta|diff(?:erence)?)|"
                                 # NOTE: "| Uptime |" over "99.95%", "| Score |" over "72", "| CLS |" over "0.04": a service's
                                 # availability, an audit's points, a layout shift; none is how fast anything went
                                 r"uptime|availability|가용성|(?:(?:lighthouse|performance|perf|audit|pagespeed|overall)\s+)?scores?|점수|CLS|cumulative\s+layout\s+shift|"
                                 r"(?:(?:session|tls)\s+)?(?:resumption|reuse)(?:\s*(?:rate|ratio))?)\W*(?:\(%\))?\W*$", re.I)
_QUALITY_HEAD = re.compile(r"\b(?:" + _QUALITY_SCORES + r")\b", re.I)  # a codec's quality score
# a first column of shares that name the setting of each row ("| 수정 위치 |", "| Sparsity |", "| Edit depth (%) |", "| Load (%) |")
_SHARE_KEY_HEAD = re.compile(r"위치|비율|깊이|희소|\b(?:position|depth|sparsity|density|ratio|fraction|share|load|level|mix|percent(?:age)?|selectivity|churn|fill)\b", re.I)
_IDEAL_HEAD = re.compile(r"^\W*(?:ideal|perfect|linear)\b|^\W*이상적", re.I)  # (a "Theoretical" column is the rating, vendor-peak)
_BITRATE_HEAD = re.compile(r"\bbit[\s-]?rate\b|^\W*(?:[kM]bps|[kM]b/s)\W*$", re.I)
_OTHER_UNIT_HEAD = re.compile(r"[(\[]\s*(?:[KMG]?Hz|W|watts?|°C|V|mm²?|nm|[KMGT]i?B|cores?|count|#|USD|\$|J(?:/\w+)?|k?Wh)\s*[)\]]|"
                              # a column of energy, power or cost by its name alone ("| J/token |", "| 전력 |")
                              r"^\W*(?:J/\w+|joules?(?:/\w+)?|k?Wh|k?W|watts?|energy|power|전력|에너지|cost|price|비용|가격)\W*$|"
                              # NOTE: a rate of its own the parser does not know ("| words/min |", "| pages per hour |"): not the caption's unit
                              r"\b[a-z]+s?\s*(?:/|\bper\s+)(?:min(?:ute)?|hour|hr|h|day)\b|" + _NOT_A_MEASURE_HEAD.pattern, re.I)
_INPUT_LENGTH_HEAD = re.compile(r"\b(?:sequence|seq|input|audio|clip|utterance|prompt|context|recording|file|video|track|song)[ _-]*(?:length|len|duration)\b|"
                                r"(?:입력|오디오|시퀀스|프롬프트|녹음|파일|영상)\s*(?:길이|시간)|^\W*(?:length|len\.?|길이)\W*$", re.I)  # NOTE: "| Recording | Length |"
# NOTE: "| tok/s per $ |", "| samples/s/USD |": a rate per unit of money, a cost figure, not a rate of work
_NO_RESULT_CELLS = frozenset(("", "-", "—", "–", "n/a", "na", "oom", "x", "tbd", "?"))  # a result column's cell left without a result
_PER_MONEY_HEAD = re.compile(r"(?:/|\bper\b)\s*(?:\$|USD\b|dollars?\b|€|EUR\b)", re.I)
# A benchmark summary line "Metric (unit): value", and the metrics of a serving benchmark that are latencies
_BAR_FIELD = re.compile(r"[^|]+")
_METRIC_UNIT_LINE = re.compile(r"^\s*(?P<key>[A-Za-z\[][\w .\-/\[\]]{0,60}?)\s*\((?P<unit>[^()]{1,20})\)\s*:\s*(?P<num>[0-9][0-9,]*(?:\.[0-9]+)?)\s*$")
_SERVING_TIME_KEY = re.compile(r"\b(?:latency|TTFT|TPOT|ITL|E2EL|(?:benchmark|total|wall|elapsed|run|step|iteration)\s+(?:time|duration)|duration)\b", re.I)
# What stands between a figure and the same figure in another unit ("15.49 GB/s = 123.92 Gbps")
_EQUALS_BETWEEN = re.compile(r"\s*(?:=|≈|~=|==|is|or|i\.e\.,?)\s*[~≈]?\s*")
_CLAUSE_CUT = re.compile(r",|;|，|\band\b")
_COMPARATIVE_ONLY = re.compile(r"\s*(?:(?:higher|lower|better|worse|more|less|greater|smaller|fewer|larger|bigger)\s+)?(?:(?:이상|이하|가량|정도|더|가까이)\s*)*")  # "3.8x higher cache hit rate"
_IN_LINK_TEXT = re.compile(r"\[[^\]\[]*$")  # an open "[" before a point ...
_LINK_TEXT_END = re.compile(r"[^\[\]]*\]\(")  # ... closed by "](" after it: inside a link's text
_NEGLIGIBLE_OTHER = re.compile(r"\bmemory\b|\baccuracy\b|\bquality\b|\bprecision\b|\bperplexity\b|\bloss\b|\bconvergence\b|메모리|정확도|품질|손실|수렴", re.I)
_NEGLIGIBLE_PERF = re.compile(r"communicat|\bcomms?\b|overhead|latenc|\btime\b|speed|throughput|slow|\bparallel\w*|\bscal\w*|\bloss of (?:parallel\s+|scaling\s+)?efficiency\b|"
                              r"통신|오버헤드|지연|시간|속도|처리량", re.I)  # NOTE: "parallelizes with virtually no loss of efficiency"


def _negligible_kind(sentence: str) -> str:
    """The kind of a "negligible" claim, from what is negligible: communication is a scaling claim (CLAIMS.md's
    negligible-communication), a time or launch overhead a latency one, the cost of recomputing a throughput one."""
    if re.search(r"latenc|지연", sentence, re.I):
        return "latency"
    if re.search(r"communicat|\bcomms?\b|all-?reduce|all-?gather|\bnetwork|\bsync\w*|통신|동기화", sentence, re.I):
        return "scaling"
    if re.search(r"\btime\b|\bduration\b|\blaunch\w*|\bwall[- ]?clock|시간", sentence, re.I):
        return "latency"
    if re.search(r"\bperformance cost\b|\brecomput\w*|\brematerializ\w*|\bthroughput\b|처리량|재계산", sentence, re.I):
        return "throughput"
    return "scaling"


_TARGET_AFTER = re.compile(r"\s*(?!(?:으로|로|가|이|은|는|을|를|와|과)\s)(?:[\w-]+\s+)?(?:SLAs?|SLOs?|targets?|budgets?|deadlines?|requirements?|thresholds?|caps?)(?![A-Za-z])|\s*(?:목표|요구 사항|요구사항|임계값)|"
                           # NOTE: "TTFT 4초, TPOT 80ms의 SLO에서": each value of a list the SLO is made of
                           r"(?:\s*,\s*(?:[A-Za-z]+\s*)?[~≈]?[0-9][0-9.,]*\s*[A-Za-zµμ초분]+){1,3}\s*(?:의\s*)?(?:SLAs?|SLOs?|targets?|budgets?)(?![A-Za-z])|"

                           # "80% 이상 안 나오면 ... 문제다": the mark a conditional tests, not a result
                           r"\s*(?:이상|이하|미만|초과)\S{0,2}\s+(?:\S+\s+){0,2}?\S*(?<!보)(?:으면|면)(?=[\s,])|"
                           # "busbw가 20GB/s 미만일 때": the case a guide goes on to treat, not a result
                           r"\s*(?:이상|이하|미만|초과|보다\s*(?:낮|높|작|크)(?:을|은))(?:일|인)?\s*(?:때|경우|시(?![가-힣]))|"
                           # "8ms 이하의 지연시간을 원하는 경우": what a reader wants, not what anything does
                           r"\s*(?:이하|미만|이내|이상|넘는)?\S{0,3}\s+(?:\S+\s+)?\S*?(?:원하는|원할|원한다면|원하면|요구하는|요구되는|필요로 하는|필요한 경우)", re.I)
# how long a test was set to run, or to warm up: "30 seconds duration", "10 s warmup", "for a duration of 45s", "warm-up of 5 s",
# "Settings: ..., duration 60 s"
# NOTE: and how long a test ran or how long its input lasts ("14 hours of soak testing", "1.5 hours of audio"), no speed
_RUN_LENGTH_AFTER = re.compile(r"[*_`]*\s*(?:(?:test|run|benchmark|load)\s+)?(?:duration|warm-?ups?|cool-?downs?)\b|"
                               r"\s+of\s+(?:(?:continuous|sustained|soak|stress|load|burn-?in|endurance|stability)\s+)?(?:testing|soak|burn-?in|uptime|operation|"
                               r"(?:recorded\s+|input\s+|raw\s+)?(?:audio|speech|video|footage|recordings?|podcasts?))\b", re.I)
# NOTE: "2-20 hours of wait time in the queue", "sit in the queue for more than 3 hours": a scheduler's wait, no speed of anything
_QUEUE_WAIT_AFTER = re.compile(r"\s+(?:of\s+)?(?:wait(?:ing)?(?:\s+time)?|queue(?:d|ing)?(?:\s+time)?)\s+(?:in|on)\s+(?:the\s+|a\s+)?(?:queue|scheduler|slurm)\b|"
                               r"\s+(?:of\s+)?(?:queue|queuing|queueing)\s+(?:wait|time|delay)\b", re.I)
_QUEUE_WAIT_BEFORE = re.compile(r"\b(?:in|on)\s+(?:the\s+)?queue\s+(?:for\s+)?(?:more\s+than\s+|less\s+than\s+|about\s+|up\s+to\s+|over\s+|~)?$", re.I)
# NOTE: "- **Duration:** 45s" under "### Parameters": how long the test was set to run
_DURATION_LABEL = re.compile(r"\W*(?:(?:test|run|benchmark|load)\s+)?(?:duration|length|run\s+length|run\s+time|runtime)[*_`]*\s*[:=][*_`\s]*[~≈]?", re.I)
_SETTINGS_HEADING = re.compile(r"\b(?:param\w*|settings?|config\w*|options?|setup|arguments?|flags?)\b|설정|파라미터|옵션", re.I)
_RUN_LENGTH_BEFORE = re.compile(r"(?:\b(?:test|run|benchmark|load|soak|measurement)\s+duration|\bfor\s+a\s+duration|\bwarm-?ups?|\bcool-?downs?|"
                                r"\b(?:each|every)\s+(?:[\w-]+\s+){0,3}?(?:step|stage|phase|run|test|trial|window)\s+(?:lasted|lasts|ran\s+for|runs\s+for)|"
                                r"\bsustained\s+(?:for|over)(?:\s+at\s+least)?|\bover\s+a\s+(?:period|window)\s+of)"
                                r"(?:\s+(?:of|was|is|set\s+to))?\s*[:=]?\s*[~≈]?$", re.I)
# NOTE: "held that rate for more than 15 minutes", "running the gdsio tool for at least 10 minutes": how long the run was
# kept going (a rate held, a tool run for a minimum), a setting of the test and no latency
_HELD_FOR_BEFORE = re.compile(r"(?:\b(?:held|holds?|holding|kept|keeps?|keeping|sustain(?:s|ed|ing)?|maintain(?:s|ed|ing)?)\b[^.;:]{0,60}?\bfor(?:\s+(?:more\s+than|over|at\s+least))?|"
                              r"\b(?:ran|runs?|running|tested|testing|stress(?:ed|ing)?|soak(?:ed|ing)?|loop(?:ed|ing)?)\b[^.;:]{0,60}?\bfor\s+"
                              r"(?:more\s+than|over|at\s+least|a\s+minimum\s+of|upwards\s+of|no\s+less\s+than))\s+(?:about\s+|around\s+|roughly\s+|~|≈)?$", re.I)
# NOTE: "For reference, a human blink takes about 300 ms", "By comparison, a hummingbird's wingbeat lasts 15 milliseconds": an everyday
# duration set beside a result as a yardstick; its subject is no system, link, model or operation, so it is no latency claim
_YARDSTICK_BEFORE = re.compile(r"(?i:^\W*(?:for\s+(?:reference|comparison|context|perspective|scale)|by\s+comparison|in\s+comparison|as\s+a\s+(?:reference|yardstick)|"
                               r"to\s+put\s+(?:this|that|it|these|those)(?:\s+numbers?)?\s+in(?:to)?\s+perspective)\s*[,:]?\s*)"
                               r"(?P<subject>(?:[a-z][a-z'-]*\s+){1,7}?)(?:takes|lasts|is|spans|needs)\s+(?:about\s+|around\s+|roughly\s+|approximately\s+|some\s+|only\s+|just\s+|~|≈)?$")
_TECHNICAL_NOUN = re.compile(r"\b(?:gpus?|cpus?|tpus?|disks?|ssds?|hdds?|drives?|nvme|network\w*|packets?|requests?|quer(?:y|ies)|tokens?|models?|kernels?|links?|memory|"
                             r"caches?|ram|dram|round[- ]?trips?|pings?|hops?|seeks?|reads?|writes?|calls?|syscalls?|switch\w*|servers?|nodes?|clusters?|transfers?|"
                             r"cop(?:y|ies)|messages?|frames?|steps?|iterations?|epochs?|jobs?|runs?|builds?|compil\w*|boots?|inference|training|pass(?:es)?|layers?|"
                             r"batch(?:es)?|functions?|lookups?|fetch\w*|access(?:es)?|instructions?|cycles?|interrupts?|context|threads?|process(?:es)?|databases?|"
                             r"handshakes?|connections?|fib(?:re|er)s?|cables?|wires?|signals?|bus|routers?|apps?|applications?|programs?|scripts?|operations?|"
                             r"transactions?|responses?|uploads?|downloads?|streams?|renders?|screens?|displays?|monitors?|refresh\w*|machines?|computers?|chips?|"
                             # NOTE: "For comparison, the baseline takes 40 ms", "our old loader": what a result is set against is a claim
                             r"baselines?|previous|old|older|new|newer|default|stock|vanilla|original|versions?|implementations?|our|their|same|"
                             r"costs?|overheads?|latenc(?:y|ies)|times?|medians?|means?|averages?|p[0-9]+|results?|values?|speeds?|rates?|throughput|bandwidth)\b", re.I)
# NOTE: "With 80 layers and 48 tokens per second, that is:", "Assuming 2,000 samples/s, an epoch takes ...": a rate a reckoning
# starts from, its input (a load supposed), not a result; a "with" or "given" premise only before what it works out ("that is", "this
# gives", "we need") and the sum it works out (a figure or a colon), since "With 8 GPUs, we reached ..." has its figure after the comma (a link's rate in a premise stays: it is a peak a prediction rests on)
_PREMISE_LEAD = re.compile(r"[\W_]*(?:(?P<supposed>assum(?:e|ing)|suppos(?:e|ing)|(?:let'?s\s+)?say|if\s+we\s+(?:take|assume|say))|with|given|taking)\b"
                           r"(?P<clause>(?:[^,;:.!?]|(?<=[0-9])[,.](?=[0-9]))*?)(?=[;:]|(?<![0-9]),|,(?![0-9]))", re.I)  # NOTE: "2,000" and "1.5" do not end the clause
_RECKONING_AFTER = re.compile(r"[,;:]\s*(?:that(?:'s|\s+is|\s+gives|\s+means|\s+comes\s+to|\s+works\s+out)|this(?:\s+is|\s+gives|\s+means|\s+comes\s+to|\s+works\s+out)|"
                              r"which\s+(?:is|gives|means)|(?:we|you)\s+(?:get|need|have|move|send)|then\b|it(?:'s|\s+is|\s+comes\s+to|\s+works\s+out)|"
                              r"the\s+(?:total|sum|traffic|load|volume)\b|each\s+[\w-]+\s+(?:needs|takes|gets|moves|sends)\b)", re.I)
_WORKED_OUT_AFTER = re.compile(r"\s*(?:about\s+|roughly\s+|approximately\s+|around\s+|some\s+|a\s+total\s+of\s+|~|≈)?[0-9]|\s*:")
_RUN_IN_PREMISE = re.compile(r"\b(?:measured|observed|recorded|reached|achieved|attained|sustained|got|saw|ran|we\s+(?:hit|see))\b", re.I)
# NOTE: "- run: 2025-01-09, 3 warm-up / 40 timed iterations per size, 71 seconds total", "12 min for the whole sweep": how long a
# sweep over many sizes took, bookkeeping of the run (its date, its iterations per point), no latency of any operation
_SWEEP_TOTAL_AFTER = re.compile(r"[*_]*\s+(?:in\s+)?total\b|[*_]*\s+(?:for|over)\s+the\s+(?:whole|entire|full|complete)\s+(?:sweep|suite|matrix|grid|benchmark\s+run)\b", re.I)
_RUN_BOOKKEEPING = re.compile(r"\b(?:19|20)[0-9]{2}-[01][0-9]-[0-3][0-9]\b|\bsweep\b|\b(?:iterations?|iters?|trials?|runs?|repetitions?|repeats?|reps|samples?)\s+"
                              r"(?:per|for\s+each|at\s+each|each)\s+(?:message\s+|buffer\s+|transfer\s+)?(?:sizes?|payloads?|messages?|buffers?|points?|configs?|configurations?|cases?)\b", re.I)
_SETTINGS_LINE = re.compile(r"\W*(?:test\s+|run\s+|benchmark\s+|load\s+)?(?:settings?|parameters?|config(?:uration)?|options?|setup)[*_]{0,2}\s*:", re.I)
_DURATION_WORD_BEFORE = re.compile(r"\b(?:duration|length|time)\s*[:=]?\s*[~≈]?$", re.I)
# the frame rate of the media a run was given, not a rate it reached: "Frame rate: 30 FPS", "1080p video at 30 fps", "4K@60fps"
_MEDIA_RATE_BEFORE = re.compile(r"(?:\b(?:frame[\s_-]*rate|video|videos|stream|streams|camera|cameras|display|capture|playback|source|refresh[\s_-]*rate|footage)|"
                                r"\b(?:[0-9]{3,4}[pi]|[248]K|[0-9]{3,4}\s*[x×]\s*[0-9]{3,4}))[*_`]*\s*(?:[:=]\s*|\bat\s+|@\s*|\bof\s+)?[*_`]*\s*[~≈]?$", re.I)
_MEDIA_RATE_AFTER = re.compile(r"[*_`]*\s*(?:videos?|streams?|input|camera|cameras|source|playback|footage|content|clips?|feeds?)\b", re.I)
_BOUND_OPERATOR_BEFORE = re.compile(r"(?:<|<=|≤|>|>=|≥)\s*[~≈]?$")
# NOTE: "on a linear axis everything under ~40 GB/s is squashed into the bottom", "values above 2 ms are clipped in the chart": a range
# of a plot's scale named to explain how to read it, no figure on anything
_RANGE_OF_VALUES_BEFORE = re.compile(r"\b(?:everything|anything|all|values?|numbers?|bars?|points?|dots?|lines?|curves?|results?|figures?|whatever|data)\s+"
                                     r"(?:(?:that|which)\s+(?:is|are|falls?|lies?|sits?)\s+)?(?:below|under|beneath|above|over|beyond|past|(?:less|more|lower|higher|greater|smaller)\s+than)\s*"
                                     r"(?:~|≈|about\s+|roughly\s+|around\s+)?$", re.I)
# NOTE: "the y-axis is a linear scale", "plotted on a log axis": the kind of a chart's axis, no scaling with devices
_AXIS_SCALE = re.compile(r"(?:linear|log(?:arithmic)?)[- ](?:scale|axis|axes)\b(?!-|\s+(?:with|to|across|up|out|on|over|beyond|from|in)\b)", re.I)
_CHART_WORDS = re.compile(r"\b(?:charts?|plots?|graphs?|[xy][- ]?axis|axes|log[- ]?scale|linear\s+scale|scale\s+of\s+the|histograms?|legend|heat-?maps?|figure|diagram|"
                          r"squash\w*|squeez\w*|compress\w*\s+(?:in)?to\s+the\s+(?:bottom|top)|clipped|cut\s+off\s+at)\b", re.I)
_REQUIREMENT_WORDS = re.compile(r"\b(?:SLOs?|SLAs?|goodput|thresholds?|targets?|requirements?|criteri(?:on|a)|constraints?|budgets?|pass(?:es|ing)?|fails?)\b|목표|기준|요건|요구|"
                                 r"\b(?:SLOs?|SLAs?|goodput)(?=[가-힣])|만족|충족", re.I)  # NOTE: "goodput은 TTFT ≤ 0.5초와 ...를 만족한 요청의 비율": the particle glued
# NOTE: "(need 40% improvement)", "a 3x speedup is required", "60% reduction needed": a change still to be made, a goal, not a result
_NEEDED_CHANGE_AFTER = re.compile(r"[*_]*\s*(?:more\s+|further\s+|additional\s+)?(?:[\w-]+\s+)?(?:improvements?|reductions?|speed-?ups?|gains?|decreases?|increases?|cuts?|faster|lower|less)[*_]*\s*"
                                  r"(?:is\s+|are\s+|still\s+|would\s+be\s+|will\s+be\s+)?(?:needed|required|necessary|to\s+go)\b", re.I)
_NEEDED_CHANGE_BEFORE = re.compile(r"\b(?:need(?:s|ed)?|requires?|required|must\s+(?:find|gain|get|achieve)|still\s+(?:needs?|requires?))\s+(?:an?\s+|another\s+|a\s+further\s+|at\s+least\s+|about\s+|~)?$", re.I)
# NOTE: "heavy loss and latency (20%/1 second RTT)", "a packet loss of 2%": the loss a path was given, a condition of the run
_LOSS_BEFORE = re.compile(r"\b(?:packet\s+)?loss(?:\s+rates?)?(?:\s+and\s+(?:latency|delay|RTT|jitter))?\s*(?:of|=|:|\(|at)?\s*(?:~|about\s+)?$", re.I)
_LOSS_SLASH_TIME_AFTER = re.compile(r"\s*/\s*[~≈]?[0-9][0-9.,]*\s*(?:ms|s|sec|seconds?|milliseconds?)\s*(?:RTT|round[- ]trip|delay|latency)\b", re.I)
# NOTE: "while a 40Mbps background stream ran", "with 2 Gbps of cross traffic": a load put beside the run, a setting
_BACKGROUND_LOAD_AFTER = re.compile(r"[*_]*\s*(?:of\s+)?(?:[\w-]+\s+)?(?:background|cross|competing|interfering|noise|noisy[- ]neighbou?r)[\s-]+(?:traffic|streams?|flows?|loads?|transfers?|iperf\w*)\b", re.I)
_BACKGROUND_LOAD_BEFORE = re.compile(r"\b(?:background|cross|competing|interfering)[\s-]+(?:traffic|streams?|flows?|loads?)\s+(?:of|at)\s+(?:~|about\s+)?$", re.I)
# NOTE: "kept each worker thread at 100% utilization", "by using 100% of one host core": a load held or a CPU budget, no speed
_HELD_AT_BEFORE = re.compile(r"\b(?:keep|keeps|kept|keeping|hold|holds|held|holding|pin|pins|pinned|pinning|drive|drives|drove|driven|driving)\b[^.;,]{0,40}?\bat\s+(?:~|about\s+|a\s+steady\s+)?$", re.I)
_CPU_BUDGET = re.compile(r"\b(?:using|uses|used|consum\w*|tak(?:es|ing)|burn\w*|eat\w*|occupy\w*|occupie[sd])\s+(?:about\s+|around\s+|roughly\s+|only\s+|~)?$", re.I)
_CPU_SHARE_AFTER = re.compile(r"\s*of\s+(?:the\s+|a\s+|an\s+|one\s+|each\s+|its\s+)?(?:[\w-]+\s+){0,2}?(?:CPUs?|cores?|vCPUs?|hyperthreads?|threads?)\b", re.I)
_UTILISATION_WORD_AFTER = re.compile(r"[*_]*\s*(?:CPU\s+)?(?:utili[sz]ation|util|load|busy|usage)\b", re.I)
# NOTE: "`./make-figs.sh` takes about 5m", "running `bash reproduce.sh` needs 20 minutes": how long a step of the
# reproduction takes a reader, no claim about the system measured (not "`python -c "import torch"` took 20 seconds": a
# command timed, the figure is the point)
_SCRIPT_TAKES_BEFORE = re.compile(r"`[^`\n]*(?:\./|\.sh\b|\.py\b|\.bash\b|\.ps1\b|\bmake\b|\bbash\b)[^`\n]*`\s*(?:script\s+|step\s+)?"
                                 r"(?:takes|took|needs|requires|runs\s+for|lasts)\s+(?:about\s+|around\s+|roughly\s+|approximately\s+|approx\.?\s+|up\s+to\s+|~|≈)?$", re.I)
# NOTE: "(a 4x speedup cuts the runtime to a quarter)", "a 2x improvement halves the time": what a ratio means, explained
_RATIO_EXPLAINED_AFTER = re.compile(r"[*_]*\s*(?:improvement|speed-?up|gain|faster)\s+(?:halves|cuts|reduces|divides|means|equals|is\s+the\s+same\s+as)\s+(?:the|a|your)\s+"
                                    r"(?:run\s*time|runtime|wall[- ]?clock(?:\s+time)?|time|duration|latency)\b(?:\s+(?:to|by|in)\s+(?:a\s+|one\s+)?(?:half|third|quarter|fifth|tenth|[0-9]+(?:st|nd|rd|th)))?", re.I)
# NOTE: "Hundreds of teams use it and run thousands of builds per day": what users do with a tool, a count of use, not a
# rate anything was shown to sustain
_USAGE_RATE_BEFORE = re.compile(r"\b(?:use[sd]?|using|users?|developers?|engineers?|teams?|customers?|companies|organi[sz]ations|people|adopt\w*)\b[^.;]{0,60}?"
                                r"\b(?:run|runs|running|ran|perform\w*|do|does|doing|did|execut\w*|trigger\w*|launch\w*|submit\w*|make|makes|making|start\w*)\s+"
                                r"(?:over\s+|more\s+than\s+|about\s+|around\s+|some\s+|roughly\s+|~)?(?:(?:tens|hundreds|dozens)\s+of\s+)?$", re.I)
_STILL_TO_GO_AFTER = re.compile(r"\s*(?:more|longer|extra|still)\b|\s+to\s+(?:finish|complete|converge|train)\b", re.I)
_GOAL_WORD = r"(?:SLAs?|SLOs?|targets?|thresholds?|goals?|requirements?)"
_TARGET_BEFORE = re.compile(r"(?:\b(?:SLAs?|SLOs?|targets?|budgets?|deadlines?|requirements?|thresholds?|goals?|constraints?|caps?)|목표(?:치|값)?|요건|요구\s*(?:사항|조건))\s*(?:of|is|was|=|:|\(|은|는|이|가)?\s*"
                            r"(?:under|below|above|within|<|>|≤|≥)?\s*(?:~|about\s+)?$|"
                            # "adopted only if it gives at least 5% improvement": the bar a change must clear, not a result
                            r"\b(?:only\s+if|provided\s+(?:that\s+)?|as\s+long\s+as|unless)\b[^.;:\n]{0,60}?\b(?:at\s+least|at\s+most|more\s+than|less\s+than|"
                            r"no\s+(?:less|more)\s+than)\s*(?:~|about\s+)?$|"
                            # NOTE: "Our goal is an RTT of 20~30ms", "the threshold of 100 Mbps download and 20 Mbps upload": the
                            # goal's metric named between, and each value of a list the threshold is made of
                            rf"\b{_GOAL_WORD}\s+(?:is|was|are|were)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){{1,3}}?(?:of|at|=|:)\s*(?:~|about\s+)?$|"
                            rf"\b{_GOAL_WORD}\s*(?:of|is|was|are|were|=|:)\s*[~≈]?[0-9][^.;:\n]{{0,40}}?\s(?:and|or)\s+(?:~|about\s+)?$|"
                            # "an HPA with a target CPU utilization of 70%", "the target p99 latency is 50 ms": a setting aimed at
                            r"\btarget(?:ed)?\s+(?:[A-Za-z][\w-]*\s+){1,3}?(?:of|is|was|=|:|at)\s*(?:~|about\s+)?$|"
                            # "목표는 busbw가 링크 대역폭의 85% 정도에 이르는 것": the target told before the figure, in its clause
                            r"목표(?:는|은|로는|치는)\s+[^.\n。]{0,60}?$|"
                            # "For voice we need 15+ tok/s", "the app requires under 200 ms": what a use needs, not what ran
                            r"\b(?:we|you|it|they|one|users?|apps?|applications?)\s+(?:would\s+)?(?:need|needs|require|requires)\s+(?:at least|at most|under|below|above|over|"
                            r"(?:more|less) than|roughly|about|around)?\s*(?:>=?|<=?|≥|≤)?\s*[~≈]?$|"
                            # "Both read and write speeds must be >=190 Gbit/s", "Desired speed: 621 Gbit/s": a mark a check demands
                            r"\bmust\s+(?:be|reach|exceed|achieve|hit|stay|remain|meet)\s*(?:at least|at most|above|below|over|under|(?:more|less|greater|fewer|higher|lower) than|"
                            r"no (?:less|lower|more|higher) than|within)?\s*(?:>=?|<=?|≥|≤)?\s*(?:~|about\s+)?$|"
                            r"\bdesired\s+(?:speed|rate|bandwidth|throughput|latency|value)\s*[:=]?\s*$|"
                            # "When busbw is below 20 GB/s, ...", "if the latency goes above 5 ms": the case a guide treats, not a result
                            r"(?:^|[^\w])(?:when|whenever|if|once|unless|until)\s+(?:the\s+|your\s+|its\s+)?[\w/-]+(?:\s+[\w/-]+)?\s+(?:(?:is|are|gets?|goes|stays?|drops?|falls?|rises?|"
                            r"climbs?)\s+(?:below|above|under|over|past|beyond|(?:less|more|greater|lower|higher)\s+than)|exceeds?|surpasses?)\s*(?:~|about\s+|roughly\s+)?$|"
                            # "Acceptance criteria: bandwidth above 350 GB/s and at least 90%": the marks a run must pass
                            r"\b(?:criteri(?:on|a)|acceptance|pass(?:ing)?\s+(?:mark|bar)|targets?|goals?|requirements?)\b[^.;]{0,80}?"
                            r"\b(?:above|below|under|within|at least|at most|more than|less than|>|<|≥|≤)\s*$|"
                            # "If MFU < 30%:", "When communication is heavy (>30% of step time)": the mark a condition tests
                            r"^\W*(?:if|when|whenever)\b(?![^<>≤≥]*\b(?:we|were|was)\b)[^.;:]{0,32}?(?:<=?|>=?|≤|≥)\s*$|"
                            # "When first-token latency is kept under 500 ms, ...": a constraint the run was held to
                            r"\b(?:kept|keep|keeping|held|capped|constrained|limited)\s+(?:to\s+)?(?:under|below|within|at most|<|≤)\s*(?:~|about\s+)?$|"
                            # "if you need a latency under 8 ms": what a reader wants, not what anything does
                            r"\b(?:if|when|where)\s+(?:you|users?|the application|your \w+)\s+(?:want|wants|need|needs|require|requires)\s+(?:\S+\s+){0,3}?"
                            r"(?:under|below|within|above|at least|at most|less than|more than|over|<|>|≤|≥)?\s*(?:~|about\s+)?$", re.I)
_SPEC_WHOLE = re.compile(r"\b(?:advertised|theoretical|rated|nominal|spec(?:ified|ification)?|datasheet|peak|line[- ]rate)\b", re.I)
_FIGURE_NEXT = re.compile(r"\s*(?:[\w-]+\s+)?[~≈]?[0-9][0-9.,]*\s*[A-Za-z/]*")
_RATE_WHOLE = re.compile(r"\s*(?:the\s+|its\s+|an?\s+)?([~≈]?[0-9][0-9.,]*\s*(?:[KMGTP]i?B(?:ps|/s)|[KMGTP]b(?:ps|/s)|[GTP]FLOPS|GT/s))")
_PIPE_ROW = re.compile(r"^\s*\|(?:[^|\n]*\|){2,}\s*$")
# a lead-in that introduces what a program printed ("**Output**:", "prints:", "결과는 다음과 같습니다:")
_OUTPUT_LEAD = re.compile(r"(?:\boutputs?\b|\bprints?\b|\bprinted\b|\bresults?\b|\bgives\b|\bshows\b|(?<!\bto be )(?<!\bbe )\bmeasured\b|출력|결과|측정)[^\n]{0,60}:\s*\**\s*$", re.I)
_RUN_LEAD = re.compile(r"\b(?:run|reproduce|install|execute|launch|command|type)\b|실행|설치", re.I)  # "To reproduce the results, run:"
_OUTPUT_TIME = re.compile(r"\b(?:in|took|takes|time|elapsed|latency|duration)\b\s*[:=]?\s*(?P<num>[0-9][0-9,]*(?:\.[0-9]+)?)\s*"
                          r"(?P<unit>seconds?|secs?|s|ms|msec|us|µs|minutes?|mins?)\b", re.I)
_PAPER_LINK_END = re.compile(r"[^\[\]]*\]\((?:https?://)?(?:www\.)?(?:arxiv\.org|doi\.org|openreview\.net|aclanthology\.org|papers\.nips\.cc|"
                             r"proceedings\.\w+|dl\.acm\.org|ieeexplore\.ieee\.org|link\.springer\.com|semanticscholar\.org)", re.I)
_SPEC_CORNER = re.compile(r"^\W*(?:specs?|specifications?|datasheet|사양|스펙)\W*$", re.I)
# "480GBps (39% faster)": a ratio in brackets that makes its own comparison, not a share of the figure before it
# "(94% scaling efficiency)", "(96.5% 스케일링 효율)" after a rate: the scaling the rate shows, a claim of its own
_EFFICIENCY_AFTER = re.compile(r"[*_]{0,2}\s*(?:scaling|parallel|weak[- ]scaling|strong[- ]scaling|확장|스케일링|병렬)\s*(?:efficiency|효율)", re.I)
# a sentence that says the one before it was measured ("This was measured with iperf3", "These numbers were obtained on ...")
_TOLD_MEASURED_AFTER = re.compile(r"\s*(?:this|these|that|those|it|they|the\s+(?:above\s+)?(?:numbers?|figures?|results?|rates?|measurements?))\s+"
                                  r"(?:was|were|is|are|has\s+been|have\s+been)\s+(?:all\s+)?(?:measured|obtained|collected|benchmarked|recorded)\b", re.I)
_DOTTED_VERSION = re.compile(r"[0-9]+\.(?![0-9]{3}\.[0-9]{3}(?![0-9]))[0-9]+\.[0-9]+(?![0-9])")  # not "1.234.567", thousands grouped by dots
_PER_BEFORE = re.compile(r"\bper\s+(?:every\s+)?$", re.I)
_OFFERED_TO_AFTER = re.compile(r"\s+(?:to|against|into)\s+(?:the\s+|a\s+|an\s+|one\s+|two\s+|three\s+|each\s+|every\s+|[0-9]+\s+)?(?:[\w-]+\s+){0,2}?"
                               r"(?:pods?|replicas?|services?|servers?|endpoints?|backends?|instances?|proxies|proxy|gateways?|sidecars?|targets?|apps?|"
                               r"applications?|clusters?|containers?|deployments?|workers?)\b", re.I)
_BARE_EFFICIENCY_AFTER = re.compile(r"\s*[*_]{0,2}\s*(?:efficiency|efficient|효율)", re.I)
_COMPARATIVE_AFTER = re.compile(r"\s*(?:faster|slower|higher|lower|better|worse|more|less|speed-?up|improvement|gain|increase|decrease|reduction)\b|"
                                r"\s*(?:더\s*)?(?:빠름|빠른|빨라|빠르|느림|느린|느려|향상|개선|단축|감소|증가)", re.I)  # NOTE: "2.9 ms (3.2배 빠름)"
_AGAINST_BASELINE_AFTER = re.compile(r"\s*(?:the|over\s+the|over)\s+(?:[\w/.,-]+\s+){0,4}?baselines?\b", re.I)  # "= 2.6x the no-draft baseline"
_RATE_CAPACITY_SHARE = re.compile(r"[*_]*\s*of\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,4}?(?:network|link|NIC|wire|read|write|I/O|IO|"
                                  r"throughput|bandwidth|port|fabric|egress|ingress)\s+capacity\b", re.I)  # not "disk capacity": space
SHARE_OF_PEAK = re.compile(r"\s*of\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+|[~≈]?[0-9][0-9.,]*\s*(?:[KMGTP]i?B(?:/s|ps)|[KMGTP]b(?:/s|ps)|[GTP]FLOP/?s)\s+){0,4}?"
                            r"(?:peak|theoretical|spec(?:ification)?s?|line rate|wire rate)\b", re.I)  # NOTE: "107% of the 450 GB/s spec"
# what stands between a figure and a share that restates it ("64 teraflops ... which is over 50%", "193.72Gbps
# on one adapter, 96.9%", "235GBps (40%", "3.02 TB/s, reaching 90%"): no other clause in between
_APPOSITIVE_SHARE = re.compile(r"^[^.;]{0,70}?(?:\b(?:which|that)\s+(?:is|was|are|were)|\b(?:is|was|are|were|reaches|reached|reaching|achieving|attaining|hitting|or)|\(|,|\s[—–]|\bi\.e\.,?)\s*(?:over|about|around|roughly|nearly|almost|only|just|~|≈)?\s*$", re.I)
_IF_PREMISE = re.compile(r"^\W*(?:if|when|whenever|in case)\b[^,;:]*(?=,)", re.I)  # the condition of a sentence, up to its comma
_FORMULA = re.compile(r"^\s*[A-Za-z_가-힣][\w.]*(?:[ /][\w.]+){0,3}\s*=\s*(?![^\n]*(?:\s-{1,2}\w|\.py\b|\.sh\b|\bpython\b|/\w+/))[^=\n]*(?:[*/]|\bceil\b|\bfloor\b|\bmin\(|\bmax\()", re.M)  # "speedup = ceil(C/S1) / ceil(C/S2)"
_COEFFICIENT_HEAD = re.compile(r"계수|\bcoefficients?\b|\bmultipliers?\b|\bpacing\b|\bscale factors?\b", re.I)
_UNITS_HEAD = re.compile(r"\W*(?:대수|장비 수|구성|units?|config(?:uration)?s?|setups?|nodes?|gpus?|machines?|servers?|boxes|systems?)\W*", re.I)
_RATIO_HEAD = re.compile(r"\bratio\b|\bvs\.?\b|\bversus\b|\brelative\b|배율|대비", re.I)
# "| Time Improvement |", "| 배속 |" over bare numbers: how many times faster, as "| Speedup |" reads
_IMPROVEMENT_HEAD = r"\b(?:time|speed|throughput|runtime)\s+improvements?\b|배속"
_SPEEDUP_HEAD = re.compile(r"\bspeed[- ]?ups?\b|\bspeed (?:gain|increase)\b|" + _IMPROVEMENT_HEAD + "|속도 향상|속도 증가|가속", re.I)
# a column of one side of a comparison ("Tput w/o fusion", "Baseline", "Optimized", "적용 전"): a speedup beside it is of that change
_COMPARED_COLUMN = re.compile(r"\bw/o\b|\bwithout\b|\bbaseline\b|\bbefore\b|\bafter\b|\bvanilla\b|\bstock\b|\boptimi[sz]ed\b|\b(?:un)?fused\b|\bfusion\b|적용\s*(?:전|후)", re.I)
DEVICE_KEY = _DEVICE_KEY = re.compile(r"^\W*(?:#\s*(?:of\s+)?(?:gpus?|nodes?|devices?|cards?|processes|procs)|(?:num(?:ber)?[ _]?(?:of[ _])?)?(?:[a-z]{1,4}\d{2,4}[a-z]?\s+)?(?:gpus|nodes|devices|accelerators|ranks|workers|cards|(?:mpi\s+)?processes|procs)|"
                         r"world[ _]size|GPU\s*(?:수|개수)|노드\s*(?:수|개수)|가속기\s*(?:수|개수))\b", re.I)  # counts, not "| GPU |" naming models
_TQDM_RATE = re.compile(r"\b\d+/\d+\s*\[[0-9:]+<[0-9:?]+,\s*(?P<num>[0-9]+(?:\.[0-9]+)?)\s*(?P<unit>it/s)(?:,[^\]\n]*)?\]")
# NOTE: "1초 간격으로 수집", "30초 cool-down", "1초 전 KV": an interval, a pause or a moment, not how long something took
_TIME_SETTING_AFTER = re.compile(r"\s*(?:간격|주기|전(?:의|에)?(?=\s|$)|후(?:에)?(?=\s|$)|쿨다운|워밍업|휴지|cool-?down|warm-?up|intervals?\b|timeout\b|sleep\b|pause\b)", re.I)
# NOTE: "a 16s (128 frames) clip", "10 s of 720p video", "60 minutes of audio": the length of the media made or read, a workload
_MEDIA_LENGTH_AFTER = re.compile(r"\s*(?:\(\s*[0-9]+\s*frames?\s*\)\s*)?(?:long\s+|of\s+(?:[\w.-]+\s+){0,2}?)?(?:videos?|clips?|audio|footage|recordings?|speech)\b"
                                r"|\s*\(\s*[0-9]+\s*frames?\s*\)|\s*(?:길이의?\s*)?(?:영상|동영상|비디오|오디오|음성|클립)", re.I)
_EVERY_BEFORE = re.compile(r"(?<!token )(?<!tokens )(?<!step )(?<!image )(?<!sample )(?<!request )\b(?:every|each)\s+(?:~|about\s+|other\s+)?$", re.I)  # NOTE: "1 token every 13 ms" is a rate
# "by up to 11.69x while retaining model accuracy": the size or quality word after is what the gain kept, a condition
_IMPOSED = re.compile(r"\b(?:throttl\w*|limit(?:ed|s)?|capp(?:ed|ing)|shap(?:ed|ing)|emulat\w*|simulat\w*|delay|netem|tc|settings?|conditions?)\b|제한|설정|에뮬레이", re.I)
_CHART_START = re.compile(r"\s*(?:!\[|<img\b|<figure\b|<p[^>]*>\s*<img\b|\[!\[)", re.I)
_LABELLED_TIME = re.compile(r"\W*(?:[^:\n]{1,80}?(?::[*_]{0,2}|\s[-–—=]))?\s*[~≈]?[0-9][0-9.,]*(?:\s*[-–~]\s*[0-9][0-9.,]*)?\s*(?:ns|us|µs|μs|ms|msec|usec)\b"
                            r"(?:\s*[-–~]\s*[0-9][0-9.,]*\s*(?:ns|us|µs|μs|ms|msec|usec)\b)?\s*(?:\([^()]{0,60}\))?[\s.*]*")


def _labelled_time_lines(text: str) -> bool:
    """Whether ``text`` is labelled sub-second times, one per line ("**Average:** ~9.4 μs" over "**Range:** 8.1 μs - 11.2 μs")."""
    return all(_LABELLED_TIME.fullmatch(line) for line in text.split("\n") if line.strip())
# a labelled duration of any size whose label names a time ("**Self CUDA time total:** 4.078s", "Total wall time: 12.4 s")
# a print that names the elapsed time before its figure with no colon ("CUDA event elapsed time on training loop 40.1sec")
_ELAPSED_NO_COLON = r"\b(?:elapsed|wall[- ]?clock)\s+time\b[^:=\n0-9]{0,40}?\s"
_LABELLED_DURATION = re.compile(r"\W*[^:\n]{0,60}\b(?:time|duration|elapsed)\b[^:\n]{0,20}:[*_\s]*[~≈]?[0-9][0-9.,]*\s*(?:ns|us|µs|μs|ms|s|secs?|seconds|mins?|minutes)\b[\s.*]*|"
                                r"\W*[^:\n]{0,60}" + _ELAPSED_NO_COLON + r"[~≈]?[0-9][0-9.,]*\s*(?:ns|us|µs|μs|ms|s|secs?|seconds|mins?|minutes)\b[\s.*]*", re.I)
# a labelled time that a run was set to, not one it took ("Warmup: 50 ms", "Heartbeat: 200 ms", "tc netem delay: 25 ms")
_SETTING_LABEL = re.compile(r"\b(?:warm-?up|heartbeat|netem|jitter|back-?off|poll\w*|cool-?down|window|cadence|frequency|tick|quantum|slice|"
                            r"config\w*|set|setting|default|requested|target|budget|deadline|SLO|SLA)\b|=", re.I)
# words in a parenthesis that make its figure a claim of its own, not the one before restated: "12.5 GB/s
# (realistically ~11.5 GB/s ...)", "~23 GB/s (~92% of theoretical 25 GB/s)"
_OWN_FIGURE_IN_PARENS = re.compile(r"\b(?:realistic\w*|actual\w*|measured|effective\w*|observed|in practice|achieved|sustained|theoretical\w*|peak|spec\w*|"
                                   r"rated|nominal|max\w*|of|vs\.?|versus|compared|median|mean|average|avg|min\w*|p50|p90|p95|p99|std\w*|중앙값|평균|최소|최대|"
                                   # NOTE: "the full 16 Gbps (iperf reports 14.9 Gbits/sec)": what a tool reported beside the rating
                                   r"reports?|reported|shows?|showed|gives?|gave|got|gets|measures?|측정|실측)(?![\w])|이론|피크|사양|스펙|정격|공칭", re.I)  # "(이론 성능 165 TFLOPS의 91%)"
_UNIT_AS_MODIFIER = re.compile(r"\s+(?:categories|category|types?|kinds?|values|metrics?|columns?|rows?|modes?|classes|buckets?|tiers?)\b", re.I)
_RTT_AFTER = re.compile(r"\s*(?:of\s+)?(?:RTTs?|round[- ]trip(?:\s+times?)?)\b", re.I)
_PATH_BEFORE = re.compile(r"(?:\b(?:with|over|at|and)\s+(?:an?\s+|the\s+)?|[(,]\s*|"
                          # NOTE: "on a 60 ms RTT link", "on that same 60 ms RTT path": the path the figure is told for
                          r"\b(?:on|across|via)\s+(?:an?|the|that|this|our|its)\s+(?:same\s+)?)(?:~|about\s+)?$", re.I)
_IMPOSED_DELAY_BEFORE = re.compile(r"\b(?:sett?ing|set|configur(?:e|es|ed|ing)|emulat\w*|simulat\w*|inject\w*|impos\w*|add(?:s|ed|ing)?\s+(?:an?\s+)?(?:artificial|emulated|synthetic))\b[^.;]{0,40}?"
                                   r"\b(?:round[- ]trip(?:\s+time)?|RTT|delay|latency|lag)\s+(?:of|to|=)\s*(?:~|about\s+|around\s+)?$|"
                                   r"\bnetem\b[^.;]{0,30}?\bdelay\s*(?:of\s+|=\s*|:\s*)?(?:~|about\s+)?$|"
                                   # NOTE: "Emulated WAN Delay (35 ms)", "artificial latency: 20 ms": the delay named as imposed, then its value
                                   r"\b(?:emulat|simulat|inject|artificial|synthetic|impos|added)\w*\s+(?:[\w-]+\s+){0,2}?(?:round[- ]trip(?:\s+time)?|RTT|delay|latency|lag)\s*[(:=]\s*(?:~|about\s+)?$", re.I)
_IMPOSED_BEFORE = re.compile(r"\b(?:throttl\w*|limit(?:ed|ing)|capp(?:ed|ing)|shap(?:ed|ing)|emulat\w*|restrict\w*)\b[^.;,]{0,30}?\b(?:to|at)\s*(?:~|about\s+)?$", re.I)
_PERCENTILE_AFTER = re.compile(r"\s*(?:percentile|tile)\b", re.I)
_PERCENTILE_DEFINITION = re.compile(r"\s+of\s+(?:all\s+)?(?:messages|requests|samples|operations|calls|queries|iterations|runs)\s+(?:had|have|has|completed|finished|were|are|took)\b[^.;]{0,40}\b(?:below|under|within|less than)\b", re.I)
# NOTE: "30분 창 집계": the span a query or a metric covers, a setting ("a 170 us window" in English is as often a result)
_DATE_OFFSET_AFTER = re.compile(r"\s+(?:after|before|since|into|from)\s+(?:the\s+|our\s+|its\s+)?(?:launch|start|release|kick-?off|beginning|deadline|"
                                r"announcement|outage|incident|cutover|migration|upgrade|restart)\b", re.I)
_WINDOW_AFTER = re.compile(r"\s*(?:간|동안)\s*(?:[^\s.]+\s+){0,4}?(?:측정|실행|돌렸|돌려|수행|테스트|워밍업|수집|부하|반복|유지|걸었|걸어)|\s*(?:창|윈도우|버킷)(?=\s|[의을를이가에]|$)|"
                           # NOTE: "averaged over a 4 second period", "a 10 s sliding window", "during the 60 seconds of each experiment":
                           # the span a metric is taken over or a run was held, a setting ("the measured 170 us window" is a result)
                           r"(?i:[\s-]*(?:(?:sliding|rolling|moving|averaging|sampling|measurement|tumbling)[\s-]+(?:periods?|windows?|buckets?)|periods?|buckets?)\b|"
                           r"\s+of\s+(?:each|every|the)\s+(?:[\w-]+(?:'s)?\s+){0,2}?(?:experiment|run|test|trial|benchmark|warm-?up)(?:'s)?(?:\s+(?:duration|length))?\b)")
_WINDOW_BEFORE = re.compile(r"\b(?:ran|run|runs|measured|measure|benchmarked|tested|profiled|sampled|collected|warmed up|averaged|aggregated|smoothed)\b[^.;,]{0,40}?\b(?:for|over)\s+"
                            r"(?:a\s+|the\s+first\s+|the\s+last\s+|about\s+|around\s+|roughly\s+|~)?$|"
                            # NOTE: "the p50 over the past 7 days", "during the last 12 hours": the span a dashboard or a monitor
                            # looks back over, whatever verb leads to it
                            r"\b(?:over|during|for|in|across|within)\s+the\s+(?:past|last|previous|preceding|trailing)\s+(?:~|about\s+|roughly\s+)?$", re.I)
_COMPOUND_MODIFIER = re.compile(r"\b[A-Za-z]+(?:-[A-Za-z]+)+(?=\s+[A-Za-z])")
_PER_COST_AFTER = re.compile(r"\s*(?:(?:better|higher|greater|lower|more|improved)\s+)?(?:[\w-]+\s+)?(?:cost|price|power|energy)[- ](?:performance|efficiency)\b|"
                             r"\s*(?:(?:better|higher|greater|lower|more|improved)\s+)?(?:performance|perf|throughput|tokens?)\s*(?:per\s+(?:watt|joule|dollar|\$)|/\s*(?:W|J|\$))", re.I)
_PER_ENERGY = re.compile(r"\bper\s+(?:watt|joule|dollar|kwh)\b|/\s*(?:W|J|kWh|\$)\b|(?:와트|전력)당", re.I)
# (and "with similar memory", "at the same accuracy": what stays as it was while the speed changes; "3x of them at the same
# cost" is how many, not how fast)
_CONDITION_CLAUSE = re.compile(r"\b(?:while|without|with no|keeping|maintaining|retaining|preserving)\b|"
                               r"\b(?:with|at)\s+(?:a\s+)?(?:similar|comparable|the same|equal|identical|unchanged|no (?:extra|additional|more))\s+(?!(?:\w+\s+)?(?:cost|price|budget|spend))", re.I)
_OWN_NOUN_GAP = re.compile(r"\s*(?:의|of(?:\s+the|\s+its)?|more|fewer|less|수준(?:에|의)?(?:\s+불과한)?)?\s*(?:active|activated|활성)?\s*", re.I)
_PERF_WORDS = re.compile(r"faster|slower|throughput|speed|sped up|accelerat|latency|bandwidth|performance(?!\s+per\s+(?:watt|dollar|\$))|\bFPS\b|frame[- ]?rates?|빠르|빠릅|느립|속도|성능|처리량|지연|대역폭|단축|(?:scaling|parallel|weak-scaling|strong-scaling) efficiency|확장 효율|병렬 효율", re.I)


def _under_exercises(doc: Document, index: int, block: Block) -> bool:
    """Whether a block sits under an exercises heading, or under a short label line that names one ("✍️ 확인 문제")
    above the list it belongs to."""
    if block.section and _EXERCISE_HEADING.search(block.section[-1]):
        return True
    if block.scope != "list-item":
        return False
    j = _list_lead(doc, index, 30)
    b = doc.blocks[j] if j is not None else None
    return b is not None and b.scope == "paragraph" and len(b.text) <= 40 and bool(_EXERCISE_HEADING.search(b.text))


def _lines_at(block: Block, lines):
    """(start offset in the document, line) for each of a block's lines."""
    pos = block.span.start
    for line in lines:
        yield pos, line
        pos += len(line) + 1


def _one_device_row(text: str, cells, header) -> bool:
    """Whether a table row is the one-device run ("| 1 | ... |" under a GPU-count header, "| 1 GPU | ... |")."""
    for k, c in enumerate(cells):
        cell = text[c.start:c.end].strip(" *")
        head = header[k] if k < len(header) else ""
        if (cell == "1" and _DEVICE_KEY.match(head)) or re.fullmatch(r"1\s*(?:x\s*)?(?:GPU|node|device|accelerator|card)s?", cell, re.I):
            return True
    return False


def _spec_lead(doc: Document, index: int, block: Block) -> str | None:
    """The spec word of the lead-in above a list item ("Here are the specs of the accelerator for reference:"), or None."""
    if block.scope != "list-item":
        return None
    parent = _parent_item(doc, index)
    if parent is not None and doc.blocks[parent].text.rstrip(" *_").endswith(":") and len(doc.blocks[parent].text) <= 120:
        # NOTE: "- **Peak compute**:" over "  - BF16 dense: 989 TFLOPS"
        lead = doc.blocks[parent].text
        m = _SPEC_WORDS.search(lead) or _PEAK_WORD.search(lead)
        return m.group(0) if m and not _PARENT_RUN_WORDS.search(lead) else None
    j = _list_lead(doc, index, 30)
    b = doc.blocks[j] if j is not None else None
    if b is None or b.scope != "paragraph" or not b.text.rstrip(" *_").endswith(":") or len(b.text) > 300:
        return None
    m = _SPEC_WORDS.search(b.text)
    if m is None and len(b.text) <= 80 and not _PARENT_RUN_WORDS.search(b.text):
        m = _LINK_RATE_LEAD.search(b.text)  # NOTE: "**HDR (200 Gb/s)**:" over "- Effective: ~23 GB/s per port": the link's rating
    if m is None and not _PARENT_RUN_WORDS.search(b.text):
        m = _OFFER_LEAD.search(b.text)  # NOTE: "The provider offers RoCE networking with:": what a product comes with, its ratings
    return m.group(0) if m else None


_LINK_RATE_LEAD = re.compile(r"\b(?:[NHEX]DR|InfiniBand|NVLink\s*\d*|PCIe\s*(?:Gen\s*)?\d*(?:\.0)?|RoCE\w*|EFA\w*|Ethernet|xGMI|UALink|CXL)\s*\(\s*[0-9][0-9.,]*\s*(?:[GT]b(?:/s|ps)|[GT]B/s|GT/s)\s*\)", re.I)
_OFFER_LEAD = re.compile(r"\b(?:offers?|provides?|comes|features?)\b(?=[^:.]{0,80}\bwith\s*[:：][*_ ]*$)|\b(?:offers?|provides?)\s*[:：][*_ ]*$|"
                         r"(?:제공|지원)(?:하며|합니다|한다)?\s*[:：][*_ ]*$", re.I)
_PEAK_WORD = re.compile(r"\bpeak\b|\brated\b|\bnominal\b|피크|최대", re.I)
_PARENT_RUN_WORDS = re.compile(r"\bmeasur\w*|\bachiev\w*|\bobserv\w*|\bresults?\b|\bbenchmark\w*|\bour\b|\bwe\b|측정|결과|실측", re.I)


_SETUP_KEY = re.compile(r"^\s*[-*+]\s+(?:\*\*|__)?(?:hardware|framework|software|setup|system|configuration|config|environment|platform|"
                        r"cluster|nodes|gpus|accelerators?|하드웨어|소프트웨어|환경|구성|시스템)(?:\*\*|__)?\s*:", re.I)


_SETUP_KEY_ANY = re.compile(_SETUP_KEY.pattern, re.I | re.M)  # the same, anywhere in a document


_TABLE_LABEL_WORD = re.compile(r"[A-Za-z0-9가-힣][\w .+/-]{0,40}")
_NOT_A_LABEL = re.compile(r"[\W\d_]*|구분|항목|이름|name|model|metric|config\w*|setup|run|case|category|item|type|backend|system|method|variant|mode", re.I)


def _table_compared(doc: Document, index: int, block: Block, measured: re.Pattern) -> str | None:
    """"the table above" when ``block`` sets a ratio between two of the column or row names of a table of results just above
    it in its section ("측정 환경: ..." and "| 구분 | A | B |" over its rows, then "B는 A에 비해 약 3배 빠르다"); else None. The
    table is one of results when its section, up to it, says so (``measured``): a table of ratings compared is no run."""
    if not _RATIO_CELL_TEXT.search(block.text) and "배" not in block.text:
        return None
    labels: set[str] = set()
    k = index - 1
    while k >= 0 and k > index - 12:
        b = doc.blocks[k]
        if b.section != block.section or b.scope == "heading":
            break
        if b.scope == "table.header":
            labels.update(h for h in b.header[1:])
        elif b.scope == "table.row" and b.cells:
            labels.add(doc.text[b.cells[0].start:b.cells[0].end])
        elif labels:
            break  # NOTE: the blocks between the table and the sentence end the search
        k -= 1
    if not labels:
        return None
    lead = []  # NOTE: the section's heading and the blocks before the table
    while k >= 0 and doc.blocks[k].section == block.section:
        lead.append(doc.blocks[k].text)
        if doc.blocks[k].scope == "heading":
            break
        k -= 1
    if not measured.search("\n".join(lead)):
        return None
    names = {label.strip(" *_`") for label in labels}
    names = {n for n in names if _TABLE_LABEL_WORD.fullmatch(n) and not _NOT_A_LABEL.fullmatch(n)}
    found = sum(1 for n in names if re.search(r"(?<![A-Za-z0-9])" + re.escape(n) + r"(?![A-Za-z0-9])", block.text))
    return "the table above" if found >= 2 else None


def _siblings(doc: Document, index: int):
    """The indexes of the other items of the list block ``index`` belongs to, at its own depth."""
    own = _indent(doc, doc.blocks[index])
    for step in (-1, 1):
        k = index + step
        while 0 <= k < len(doc.blocks) and doc.blocks[k].scope == "list-item" and abs(k - index) <= 30:
            depth = _indent(doc, doc.blocks[k])
            if depth < own:
                break
            if depth == own:
                yield k
            k += step


def _indent(doc: Document, block: Block) -> int:
    """The column a block's text (a list item's marker) starts at on its first line."""
    return block.span.start - (doc.text.rfind("\n", 0, block.span.start) + 1) + len(block.text) - len(block.text.lstrip(" \t"))


def _parent_item(doc: Document, index: int) -> int | None:
    """The index of the list item that the nested list item ``index`` belongs to (None for a top-level item)."""
    own = _indent(doc, doc.blocks[index])
    for j in range(index - 1, max(-1, index - 30), -1):
        b = doc.blocks[j]
        if b.scope != "list-item":
            return None
        if _indent(doc, b) < own:
            return j
    return None


def _list_lead(doc: Document, index: int, reach: int) -> int | None:
    """The index of the block just above the list that block ``index`` belongs to (None past ``reach`` blocks)."""
    for j in range(index - 1, max(-1, index - reach), -1):
        if doc.blocks[j].scope != "list-item":
            return j
    return None


_LIST_MARKER = re.compile(r"^(?:[-*+]|[0-9]{1,2}[.)])\s+")


def _parent_lead(doc: Document, index: int) -> int | None:
    """The parent item of nested list item ``index`` when it ends in a colon and so leads its items in ("* **Average
    Throughput**:", "- Projected performance on 384 cores:"); None otherwise."""
    k = _parent_item(doc, index)
    return k if k is not None and doc.blocks[k].text.rstrip(" *_").endswith((":", "：")) else None


def lead_paragraph(doc: Document, index: int, reach: int = 12) -> str:
    """The text of the paragraph just above the list that block ``index`` belongs to ("" when there is none)."""
    j = _list_lead(doc, index, reach)
    return doc.blocks[j].text if j is not None and doc.blocks[j].scope == "paragraph" else ""


_EXERCISE_HEADING = re.compile(r"\b(?:exercises?|quiz(?:zes)?|review questions|self-check|check your understanding)\b|연습\s*문제|확인\s*문제|퀴즈|생각해\s*볼\s*문제", re.I)
_EXPECTED_KIND_WORDS = frozenset(("effective", "actual", "real-world", "in practice", "sustained", "practical"))
_PROJECTION_HEADING = re.compile(r"^\W*(?:expected|projected|projections?|estimated|estimates?|predicted|predictions?|forecasts?)\b|(?:예상|기대|예측|추정)\s*(?:결과|성능|수치)|"
                                 # "What Good/Expected Values Look Like", "Expected results for m6i.metal:", "you can expect:"
                                 r"\b(?:expected|projected|estimated|predicted|typical|anticipated)\s+(?:good\s+)?(?:values?|results?|performance|gains?|"
                                 r"numbers?|figures?|bandwidth|latency|throughput|speed-?ups?)\b|\byou (?:can|should) expect\b|\bbased on typical\b|"
                                 # "What You Should See", "..., expect:", "Example Single-Node Performance (8x H100):"
                                 r"\bwhat (?:you|we) (?:should|can|will|would) (?:see|expect|get)\b|\bexpect\s*:\s*$|"
                                 r"^\W*examples?\s+(?:[\w-]+\s+){0,3}?(?:performance|results?|numbers?|figures?|bandwidth|throughput|latency)\b|"
                                 r"^\W*(?:예상|전망|추정|예측)(?:\s|$|되는|치|\W)|"
                                 # NOTE: "사전 학습 자원 추정", "노드별 처리량 예측치", "학습 시간 시뮬레이션": Korean puts the word last
                                 r"(?:예상|전망|추정|예측|시뮬레이션)(?:치|값)?\W*$|"
                                 # "도입 시 기대 효과", "Expected benefits": what a plan hopes for
                                 r"기대\s*(?:효과|성능|치|값)|예상\s*(?:효과|성능|개선)|\bexpected\s+(?:benefits?|impacts?|improvements?|effects?|outcomes?)\b|"
                                 # "Performance Prediction", "Throughput Estimates for 1024 GPUs": English may put the word last too
                                 r"\b(?:performance|throughput|bandwidth|latency|scaling|speed-?up|step[- ]time|training[- ]time)\s+(?:predictions?|projections?|estimates?|forecasts?|"
                                 r"expectations)\b|"
                                 # "Estimating the throughput ceiling", "Back-of-the-envelope sizing": the section works figures out
                                 r"^\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:estimating|estimation\s+of|back[- ]of[- ](?:the[- ])?envelope|sizing)\b|"
                                 # "### Example Calculation", "계산 예시": the section works an example out ("Worked example: <model> training
                                 # step" is as often a real run shown in full)
                                 r"^\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:an?\s+)?(?:example|sample)\s+(?:calculations?|computations?|math)\b|"
                                 r"(?:계산|산출)\s*(?:예시|예제)", re.I)
# a quantity that is no speed as the subject of a growth ("통신량은", "memory usage"): what grows linearly is a cost
_GROWING_QUANTITY_BEFORE = re.compile(r"\b(?:memory|cost|storage|disk|size|footprint)\s+(?:scaling|efficiency|growth|usage|use)\b[*_]*\s*[:：][*_]*\s+|(?:통신\s*량|메모리(?:\s*사용량)?|사용량|비용|파라미터\s*수|매개변수\s*수|데이터\s*(?:크기|양)|용량)(?:은|는|이|가|도|을|를)(?=\s)|"
                                      # NOTE: "메모리 사용량을 선형적으로 줄인다", "reduces memory linearly": a cost that shrinks, no speed
                                      r"\b(?:reduces?|reduced|cuts?|shrinks?|lowers?|saves?)\s+(?:the\s+)?(?:memory(?:\s+(?:usage|footprint|use))?|cost|storage)\s+|"
                                      r"\b(?:communication\s+volume|memory(?:\s+(?:usage|footprint|use))?|cost|parameter\s+count|storage)\s+"
                                      r"(?:grows|increases|rises|scales)\b", re.I)
_EVENT_COUNT_BEFORE = re.compile(r"\b(?:calls?|called|invokes?|invoked|runs?|ran|repeats?|repeated|retries|retried|executes?|executed|loops?|looped|"
                                 r"iterates?|fires?|fired|happens?|happened|occurs?|occurred|flush(?:es|ed)?|syncs?|synced|restarts?|restarted)\b[^.;,]{0,40}$|"
                                 r"[0-9]\s*[*×x]\s*$", re.I)  # NOTE: "500*2000 times fib(25)": a count of calls, its factors multiplied
_TIMES_COMPARED_AFTER = re.compile(r"\s+(?:faster|slower|more|less|fewer|higher|lower|greater|larger|smaller|bigger|better|worse|quicker|longer|shorter|"
                                   r"as|the|that|over|than|speed|throughput|bandwidth|performance|improvement|increase|reduction)\b", re.I)
# a bare figure and a note of words in brackets after it ("~120 (실측)", "2,450 (순차 큐잉 추정)", "41 (est.)")
# NOTE: "| 14200 (13900) |", "| 235 (40%) |": the figure, then another of the same run in brackets (another setting's, or a share)
_NOTED_CELL = re.compile(r"(?P<v>[~≈]?\s*[0-9][0-9.,]*(?:[kKM](?![A-Za-z]))?)\s*\((?P<note>[^()0-9]{1,30}|[~≈]?\s*[0-9][0-9.,]*\s*%?)\)")
# a column named by the processor or backend a run used ("CPU", "GPU", "NPU", "XNNPACK", "Core ML", "CUDA")
_BACKEND_HEAD = re.compile(r"\W*(?:CPU|GPU|NPU|TPU|DSP|ANE|Neural Engine|Core\s?ML|XNNPACK|QNN|NNAPI|Metal|MPS|Vulkan|OpenCL|CUDA|ROCm|TensorRT|"
                           r"ONNX\s?Runtime|OpenVINO)(?:\s*(?:\([^()]{0,20}\)|\d{1,2}\s*threads?))?\W*", re.I)
_TIME_AXIS_NAME = re.compile(r"\W*(?:time|elapsed|timestamp|ts|t|clock|wall)(?:[_ ]?(?:\[[^\]]*\]|\([^()]*\)|s|sec|secs|ms))?\W*", re.I)
_ACHIEVED_HEAD = re.compile(r"\W*(?:achieved|actual|measured|observed|sustained|delivered|달성|실측)\W*", re.I)
_UNIT_NOTE_EARLY = re.compile(r"\b(?:units?|단위)\s*[:：]", re.I)
_SUB_SUP = re.compile(r"\s*<(su[bp])>.*?</\1>", re.I)
# NOTE: "Loading pipeline components...: 100%|...| 6/6 [00:02<00:00, 2.91it/s]", "Downloading shards": how fast files
# were fetched or a model's parts loaded, no rate of the work benchmarked
_LOADING_BAR = re.compile(r"\s*(?:\S+\s+)?(?:Loading|Downloading|Fetching|Extracting|Resolving|Uploading)\b", re.I)
_WALL_TIME = re.compile(r"\bWall time:\s*(?P<fig>(?P<a>[0-9]+(?:\.[0-9]+)?)\s*(?P<u>µs|us|ms|s|min)(?:\s+(?P<b>[0-9]+(?:\.[0-9]+)?)\s*s)?)")
_RATE_OUTPUT = re.compile(rf"(?<![\w.])(?P<num>[0-9][0-9,]*(?:\.[0-9]+)?)\s*(?P<unit>(?:{RATE_NOUN})/s(?:ec(?:ond)?)?)(?![\w/])")
# a byte or bit rate printed with its unit glued or spaced ("9.25GB/s", "24.29 GB/s", "940 Mbps") in a row of output
_BYTE_RATE_OUTPUT = re.compile(r"(?<![\w.])(?P<num>[0-9][0-9,]*(?:\.[0-9]+)?)\s?(?P<unit>[KMGT]i?B/s(?:ec)?|[KMGT]i?Bps|[KMGT]bits?/s(?:ec)?|[KMGT]b/s|[KMGT]bps)(?![\w/])")
_ROW_NUMBER = re.compile(r"(?<![\w.])[0-9][0-9,]*(?:\.[0-9]+)?")
_NOT_AN_OUTPUT_ROW = re.compile(r"[|│├┤└┘┌┐─═║╔╗╚╝►◄→←⇒×÷≈█▓░]|[가-힣]|^\s*\[\s*(?:\d+|SUM)\]|\s[x*/]\s*[0-9]")
_ROW_WORD = re.compile(r"\b[A-Za-z]{3,}\b")
_PLAIN_OUTPUT_INFO = ([], ["text"], ["console"], ["output"], ["log"], ["txt"], ["plaintext"], ["shell-session"])


def _output_rows_byte_rates(index, block, lines) -> list[Draft]:
    """Byte and bit rates on the rows of a program's tabular output ("      1024kB     0.11ms    9.25GB/s   2.52%"): a line of
    three or more numbers, not a command, a setting or a sum; each a measured bandwidth. A line with one figure ("NVLink:
    900 GB/s") may be a list of ratings, and is left to the readers of named metrics."""
    out = []
    for pos, line in _lines_at(block, lines):
        if len(_ROW_NUMBER.findall(line)) < 3 or _COMMAND_LINE.match(line) or _FLAG.search(line) or "=" in line \
                or _NOT_AN_OUTPUT_ROW.search(line) or len(_ROW_WORD.findall(line)) > 4:
            continue  # NOTE: a diagram, a sum, a note in words, or iperf's per-second lines (its own reader takes the totals)
        out.extend(d for m in _BYTE_RATE_OUTPUT.finditer(line)
                   if (d := _match_draft(m, "num", "unit", pos, line, block, index, "benchmark output")) is not None and d.kind == "bandwidth")
    return out


# a printed time under its metric's name ("TTFT: 81.60 ± 0.54 ms", "eval time =  1600.20 ms") or per unit of work
# ("16.84 ms per token"), and a printed token rate in words ("59.37 tokens per second", "5.10 tps")
_TIME_UNIT_OUT = r"(?:ms|msec|s|sec|secs|seconds|us|usecs?|µs|μs|ns|min)"
_PRINTED_TIME = re.compile(
    r"(?:(?:\b(?:time|latency|TTFT|TPOT|ITL|duration|elapsed|runtime|run time|wall[- ]?clock|time to first(?: token)?|p(?:50|75|90|95|99|99\.9|999)|avg|average|mean|median|med|max|min)\b|\bp\((?:50|75|90|95|99|99\.9|999)\)|지연(?:\s*시간)?|레이턴시|(?:소요|응답|처리)\s*시간|평균|중앙값)[^:=\n]{0,12}[:=]\s*[~≈]?\s*|"
    r"\b(?:took|latency)\s+(?:about\s+|~|≈)?(?=[0-9])|"  # NOTE: "First inference took 41.7 ms", "latency 5123 usec": printed without a colon
    # NOTE: "CUDA event elapsed time on training loop 40.1sec": a print that names the elapsed time, with no colon
    + _ELAPSED_NO_COLON + r"|"
    r"(?<![\w.])(?=[0-9][0-9,]*(?:\.[0-9]+)?\s*" + _TIME_UNIT_OUT + r"\s+per\s+(?:token|step|iteration|batch|request|run|query|image|sample|item|call|message|op|operation)\b))"
    r"(?P<num>[0-9][0-9,]*(?:\.[0-9]+)?)(?:\s*(?:±|\+/-)\s*[0-9][0-9.]*)?\s*(?P<unit>" + _TIME_UNIT_OUT + r")(?![\w/])(?!\s*[0-9]+(?:\.[0-9]+)?\s*" + _TIME_UNIT_OUT + r"\b)", re.I)  # NOTE: "1min 29s" is read whole elsewhere
# NOTE: what every _PRINTED_TIME match holds, one of them found in one pass: a time word before the figure, or "per"
# after it ("2.1 ms per token")
_PRINTED_TIME_WORDS = prefilter.AnyWord(("time", "latency", "ttft", "tpot", "itl", "duration", "elapsed", "wall", "지연", "레이턴시", "시간", "per",
                                         "avg", "average", "mean", "median", "med", "max", "min", "took", "p(", "평균", "중앙값",
                                          "p50", "p75", "p90", "p95", "p99", "p999"))


_STATISTIC_VALUE_AFTER = re.compile(r"\s*[=:]\s*[0-9]")
_STATISTIC_OF_TIME = re.compile(r" (?:latency|time|duration|RTT|TTFT|TPOT|ITL)\s*[:=]", re.I)


def _printed_time(text: str) -> bool:
    """``_PRINTED_TIME.search(text)``, skipped where none of the words it needs occurs."""
    folded = prefilter.fold(text)  # NOTE: None where a non-ASCII letter could match an ASCII one (then no skipping)
    if folded is not None and not _PRINTED_TIME_WORDS.found(folded):
        return False
    return _PRINTED_TIME.search(text) is not None


# "Hardware peak: 9000.0 TFLOPS", "│ Achieved: 939.7 TF │": a compute rate a program printed under its name
# NOTE: found by the figure (a digit first: fast), then its key read back from it
# NOTE: "ATTN_FWD:  152311.7 Gflop/s", "[152311.7]Gflop/s": a profiler's casing, and the value in brackets as CUTLASS's examples print it
_PRINTED_FLOPS = prefilter.compile(r"(?<![\w.])\[?(?P<num>[0-9][0-9,]*(?:\.[0-9]+)?)\]?\s*(?P<unit>[GTPE](?i:FLOP/s|FLOPS)|[GTP]F)(?![\w/])")
_FLOPS_KEY = re.compile(r"(?P<key>[A-Za-z][\w .()/@^,×*+-]{0,40}?)\s*[:=]\s*$")  # NOTE: "Measured GEMM (2048^2, fp32):"
_FLOPS_SHORT = {"TF": "TFLOPS", "GF": "GFLOPS", "PF": "PFLOPS"}
# a heading that calls the block under it what a program printed ("### Sample Output", "실행 결과")
_OUTPUT_HEADING = re.compile(r"\W*(?:(?:sample|example|expected|actual|program|console|terminal|raw|test|benchmark)\s+)?outputs?\W*$|"
                             r"\W*(?:[\w.-]+\s+)?(?:benchmark|bench|performance|test)\s+results?\W*$|"  # NOTE: "#### memcpy Benchmark Results"
                             r"\W*(?:(?:our|the|raw|sample|example|measured)\s+)?results?\b(?!\s+(?:of\s+)?(?:will|should|may|can|are\s+expected))|"  # NOTE: "## Results (8x H100 node)"
                             r"\W*typical\s+(?:results?|numbers?|outputs?|runs?)\W*$|"  # NOTE: "## Typical results" over what the script printed
                             r"\W*(?:출력|실행\s*결과|출력\s*(?:예시|결과))\W*$", re.I)
# NOTE: not "BW peak", "Mean BW peak", "latency max": perftest's and a load tool's highest sample among the runs
_PEAK_KEY = re.compile(r"(?<!\bBW )(?<!\bbandwidth )(?<!\bthroughput )(?<!\blatency )(?<!\blat )(?<!\brate )(?:\bpeak\b|\bmax(?:imum)?\b)|"
                       r"\btheoretical\b|\bspec\w*|\brated\b", re.I)
_PROJECTED_KEY = re.compile(r"\bexpected\b|\bestimated?\b|\bpredicted\b|\bprojected\b|\btarget\b", re.I)
_FLAG = re.compile(r"--[A-Za-z]")  # "--timeout 30s": a command's setting
_PRINTED_RATE = prefilter.compile(r"(?<![\w.])(?P<num>[0-9][0-9,]*(?:\.[0-9]+)?)\s*(?P<unit>tokens per second|tps)\b", re.I)
_WHAT_IF_LINE = re.compile(r"^\s*(?:#\s*)?(?:if|assume|assuming|suppose|say)\b", re.I)
# NOTE: "alice@node1 16:52 (1181) gdrcopy>numactl -N 1 copybw", "root@gpu01:~# ib_write_bw": a prompt that names the user and host
_USER_PROMPT = r"[\w.-]+@[\w.-]+[^\n$>#%]{0,40}[$>#%]\s*[A-Za-z./]"
_COMMAND_LINE = re.compile(r"^\s*(?:[$>#%]|" + _USER_PROMPT + r"|(?:python3?|torchrun|deepspeed|accelerate|bash|sh|export|cd|pip|vllm|srun|mpirun)\b)")
_TEST_SUMMARY = re.compile(r"\b[0-9]+ (?:passed|failed|skipped|errors?|xfailed|deselected)\b")
# NOTE: where the words after a figure stop being about it: a semicolon, or "and" before a second verb of change ("speeds up
# models by 3x and reduces memory by 3x", "starts at 1.2x and grows to 3.4x"); not "and" between nouns ("data and training cost")
_CLAUSE_AFTER = re.compile(r";|,? and (?:then )?(?=(?:reduc|increas|grow|grew|rais|rise|rose|drop|improv|cut(?:s|ting)?\b|lower|doubl|halv|fall|fell|climb|"
                           r"stay|remain|use[sd]?\b|using|need|requir|sav|consum|shrink|shrank|decreas)\w*)", re.I)
_SIZE_AFTER = re.compile(r"\s*(?:larger|bigger|longer|smaller|shorter|more)\s+(?:[\w-]+\s+)?(?:batch(?:es)?|sequences?|contexts?|models?|inputs?|prompts?|memory)\b|"
                         r"\s*(?:less\s+|more\s+|lower\s+)?(?:memory|footprint|VRAM|capacity|HBM|DRAM|RAM|storage)\b(?![- ](?:bandwidth|throughput|speed|traffic))|"
                         r"\s*(?:fewer|more)\s+(?:model\s+)?(?:params|parameters|weights)\b|"  # NOTE: "2x more HBM", "1.3x more params": a size
                         r"\s*(?:더\s+)?(?:큰|긴|작은|많은)\s+(?:\S+\s+)?(?:배치|문장|시퀀스|컨텍스트|모델|입력|메모리)|"
                         # NOTE: "상위 0.1% 채널", "the top 1% of requests": a share of items, not a speed
                         r"(?<=%)\s*(?:의\s*)?(?:채널|요청|토큰|파라미터|레이어|가중치|사용자|샘플|channels?\b|requests?\b|tokens?\b|parameters?\b|layers?\b|weights?\b|users?\b|samples?\b)", re.I)
_SUBJECT_METRIC = re.compile(r"\b(?:throughput|speed|latency|bandwidth|MFU|HFU|TFLOPS|performance|step time|utili[sz]ation)\b|처리량|속도|지연|대역폭", re.I)
_BY_BEFORE = re.compile(r"\bby\s+(?:over\s+|about\s+|roughly\s+|nearly\s+|almost\s+|up to\s+|~|≈)?$", re.I)
_MATRIX_UNIT = re.compile(r"\((GB/s|MB/s|us|µs|usec)\)")
_MATRIX_LINE = re.compile(r"\bmatrix\b|^\s*D\\D\b|^\s*(?:src|memcpy)\s*\\", re.I)
# NOTE: what marks a code block as a quoted specification rather than a run ("peak" and "max" also label results)
_SPEC_WORDS = re.compile(r"\bspec(?:s|ification)?\b|\bdatasheet\b|\btheoretical\b|\badvertised\b|\bofficial\b|사양|스펙|이론", re.I)
_CAPABLE = re.compile(r"\bcapable\b|\bsupported\b|\brated\b", re.I)  # "(capable of 504.112 Gb/s ...)" in dmesg: a spec
_OUTPUT_UNITS = {
    "bytes/s": re.compile(r"[KMGT]i?B(?:/s|ps|/sec)|\bbusbw\b|\balgbw\b|\bbandwidth\b|\bbw\b", re.I),
    "bits/s": re.compile(r"[KMGT](?:b/s|bps|bit/s)|\bbandwidth\b"),
    "transfers/s": re.compile(r"[GM]T/s"),
    "rate": re.compile(r"/s(?:ec)?\b|per_second|per second|\bthroughput\b", re.I),
    "flops": re.compile(r"FLOP", re.I),
    "time": re.compile(r"\b(?:ms|us|µs|usec|sec|secs|seconds|time|latency|runtime|elapsed)\b", re.I),
    "ratio": re.compile(r"[0-9]\s*[x×]\b|\bspeed-?up\b|\btimes faster\b", re.I),
    "percent": re.compile(r"%"),
}
_OUTPUT_NUMBER = re.compile(r"(?<![\w.])[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|(?<![\w.])[0-9]+(?:\.[0-9]+)?")
_CAPTION_LINE = re.compile(r"(?mi)^[\s*_>]*((?:figure|fig\.|table|그림|표)\s*(?:\d+[a-z]?|[A-Z]|[IVX]+))\s*[:.]")  # "Figure 3:", "*Figure G: ...*"
# (cue phrases it applies to, None for every cue; the lexicon pattern; whether it reads the 40 characters before the cue,
# the whole sentence before it ("all-before") or the text after it):
# where a cue loses its sense
_PLURAL_SUBJECT_BEFORE = re.compile(r"\b(?:[A-Za-z][a-z]{2,}[^s\W]s|[Tt]hey|[Bb]oth|[Aa]ll)\s+$")  # "operations peak at", "Clients peak at", not "its peak at"
_CUE_SENSE = (
    (("up to", "maximum", "max", "at"), "extract.range-of-config", "after"),
    (("up to",), "extract.progress-before", "before"),
    (None, "extract.negated-before", "before"),
    (("peak", "maximum", "max"), "extract.achieved-before", "before"),
    (("up to",), "extract.observed-after", "after"),
    (("at",), "extract.bound-after", "after"),
    (("at",), "extract.first-person-run-before", "before"),
    (("at",), "extract.run-verb-before", "before"),
    (("projection",), "extract.module-before", "before"),
    (("peak",), "extract.peak-of-results-after", "after"),
    (("peak", "max", "maximum"), "extract.memory-before", "before"),
    (("max", "maximum"), "extract.statistic-after", "after"),
    (("max", "maximum"), "extract.statistics-before", "before"),  # "min 5500 | avg 5505 | max 5510"
    (("at",), "extract.percentile-after", "after"),  # "reached 2.0 GB/s at 10ms p99"
    (("could",), "extract.lookup-after", "after"),
    (("actual", "actually"), "extract.varies-after", "after"),
    (("could",), "extract.request-after", "after"),
    (("공칭", "이론", "사양", "스펙", "정격"), "extract.compared-reference-after", "after"),
    (("예상", "expected"), "extract.year-before", "before"),
    (("expected",), "extract.against-expectation-before", "before"),  # "as expected", "than expected", "(within expected range)", "2.9x expected"
    (("예상", "expected"), "extract.against-expectation-after", "after"),
    (("예상", "expected"), "extract.year-after", "after"),
    (("suggests", "suggest", "suggested", "shows", "show", "showed"), "extract.source-before", "before"),
    (("has", "have"), "extract.auxiliary-after", "after"),
    (("spec", "specs"), "extract.speculative-after", "after"),
    (("so",), "extract.degree-after", "after"),
    (("measured",), "extract.reference-than-before", "before"),
    (("if you", "if we"), "extract.perception-after", "after"),
    (("예측", "추정", "예상"), "extract.compound-noun-after", "after"),
    (("예측",), "extract.token-prediction-before", "before"),  # "멀티토큰예측", "토큰 예측을": what the model does, no forecast
    (("결론", "conclusion"), "extract.label-after", "after"),  # "- 결론: ...": a summary bullet's label, no inference drawn
    (("offers", "offer", "provides", "provide", "delivers"), "extract.change-offered-after", "after"),  # "X offers a speedup over A100: ..."
    (("always", "never", "thus", "hence"), "extract.hyphen-compound-after", "after"),  # "an always-on server"
    (("내며", "내고", "낸다", "내는"), "extract.location-missing-before", "all-before"),  # NOTE: the whole sentence before the cue
)
# NOTE: "최대 4/16건 동시 유지", "최대 400건", "max 64 concurrent": the most requests kept in flight, a setting of the load
_NOT_A_SPEED_PEAK = re.compile(r"\s*[0-9][0-9/,.~-]*\s*(?:건|명)(?=\s|$|의|를|을)|\s*(?:[0-9][0-9/,.~-]*\s*(?:건|개|명)?\s*(?=동시|concurren))?(?:GPU\s+|HBM\s+)?(?:memory|VRAM|RAM|usage|power|temperature|batch(?:\s+size)?|context|sequence|메모리|사용량|전력|온도|배치|컨텍스트|"
                               # NOTE: "the maximum queue size is 1024", "a maximum concurrency of 32": a setting's limit
                               r"queue|concurren\w*|number\s+of|depth|connections?|threads?|entries|retries|timeout|길이|큐|동시|이득|효과|개선|향상|절감)"
                               r"(?!\s*(?:bandwidth|throughput|BW|band|대역폭|처리량))", re.I)
_PRODUCT_BEFORE_MAX = re.compile(r"\b(?:M\d|Pro|iPhone\s?\d+\s?Pro)[- ]?$")
_PRODUCT_AFTER_MAX = re.compile(r"-?Q\b|\s+(?:Pro|Ultra)\b|\s?1[0-9]{3}\b")  # NOTE: "Data Center GPU Max 1550": a product's model number
_CONFIGURED_HEAD = re.compile(r"설정(?:된|값|한)|\bconfigured\b|\bset\s+to\b", re.I)
_REFERENCE_LINE_AFTER = re.compile(r"\s*(?:line|mark|baseline|reference|level|threshold)\b", re.I)
_SIZES_BEFORE = re.compile(r"[0-9][0-9.,]*\s*-?\s*(?:[KMGT]i?B(?![/A-Za-z0-9])|bytes?\b)[^0-9]{0,24}?[0-9][0-9.,]*\s*-?\s*(?:[KMGT]i?B(?![/A-Za-z0-9])|bytes?\b)[^0-9]{0,24}$")
_WORK_RATE_AFTER = re.compile(r"\s+(?:only\s+|about\s+|around\s+|roughly\s+|~|≈)*[0-9][0-9.,]*\s*[kKM]?\s*(?:fps|FPS|frames?/s|tok(?:en)?s?/s|it/s|samples?/s|images?/s|steps?/s|SPS)\b")
_KO_CAUSE_BEFORE = re.compile(r"(?:경합|원인|병목|때문|탓|현상|충돌|간섭|스로틀링|throttling|contention)\s*(?:으로|로|이|가)?\s*$", re.I)
# a percentage that is no speed, by what follows it: a point in a schedule ("once training is about 70% through the first
# pass"), a fault a test imposed ("when 20% of spine uplinks were disabled", "under 25% link failures"), a share of a
# population ("where 90% of the speed tests were faster", "37% of rural users"; not "85% of the servers' peak")
# the words that make a qualitative claim one of latency ("reduces latency", "지연 시간을 단축", "faster all-reduce")
_CLAIM_LATENCY_WORD = re.compile(r"지연|레이턴시|대기\s*시간|오버헤드|\blatenc|\bttft\b|\btpot\b|\b(?:slower|faster) (?:all-?reduce|all-?gather|reduce-?scatter|"
                                 r"all-?to-?all|collective|communication)")
_SHARE_NOT_SPEED_AFTER = re.compile(
    r"\s*(?:of\s+the\s+way\s+)?through\b|\s+(?:into|of\s+the\s+way\s+into)\s+(?:the\s+)?(?:training|epoch|run|schedule|warm-?up)\b|"
    r"\s*of\s+(?:the\s+|all\s+)?(?:[\w-]+\s+){0,2}?(?:links|uplinks|downlinks|ports|paths|switches|NICs|nodes|GPUs|servers|cables|disks|drives)\s+"
    r"(?:were\s+|are\s+|was\s+|is\s+)?(?:disabled|failed|fail|failing|down|removed|cut|lost|drained|killed|taken\s+down)|"
    r"\s*(?:link|node|port|GPU|switch|disk|drive|packet)\s+(?:failures?|loss|drops?)\b|"
    r"\s*of\s+(?:the\s+|all\s+|our\s+|their\s+)?(?:[\w-]+\s+){0,2}?(?:tests|runs|users|testers|samples|requests|queries|clients|connections|"
    r"measurements|homes|households|subscribers|respondents|locations|sites|handshakes|sessions|lookups|visits|page\s*views)\b(?!['’])|"
    # NOTE: "92% session resumption", "99.95% uptime": how often a session was reused or a service was up, no speed
    r"\s*(?:(?:[\w-]+|TLS|0-?RTT)\s+)?(?:resumption|reuse|uptime|availability)\b|"
    # NOTE: "유럽이 전체의 31.4%를 차지했다", "상위 세 나라가 65% 이상을 점유": a share of a whole, no speed
    r"\s*(?:이상|이하|가량|정도|내외|남짓|가까이|안팎)?\s*(?:을|를)\s*(?:차지|점유)", re.I)
# a change told in the past ("fell to", "was reduced to", "rose by"): what a run showed after the change told before it
PAST_CHANGE_VERBS = (r"(?:fell|dropped|rose|climbed|jumped|went\s+(?:down|up)|(?:was|were)\s+(?:successfully\s+)?(?:reduced|cut|lowered|raised|increased|"
                     r"improved|decreased|brought\s+down)|decreased|increased|improved|shrank|grew)")
_PAST_CHANGE_AFTER = re.compile(r",?\s+(?:[^.;:]|\.(?=[0-9])){0,80}?\b" + PAST_CHANGE_VERBS + r"\s+(?:[\w-]+\s+){0,4}?(?:to|by)\s", re.I)
_CAUSAL_IN_AFTER = re.compile(r"\s+in\b", re.I)
_GET_BEFORE = re.compile(r"\b(?:get|gets|getting|deliver|delivers|delivering|see|produce|produces|return|returns)\s+(?:the\s+|their\s+|your\s+)?$|\bas\s+an?\s+$", re.I)
_OF_AFTER = re.compile(r"\s+of\b", re.I)
_REACH_NOUN_BEFORE = re.compile(r"\b(?:the|its|their|longer|extended|signal|cable|optical|copper|electrical)\s+$", re.I)
_PER_SECOND_AFTER = re.compile(r"\s*(?:/\s*s|per\s+s)", re.I)
_FIGURE_RIGHT_AFTER = re.compile(r"\s+(?:up to\s+|about\s+|roughly\s+|around\s+|~|≈)?[0-9]")
_CONSEQUENCE = re.compile(r"결과(?:이|였|입니|이었)?(?:다|습니다|니다)(?=[\s.!,]|$)|결과(?:로서|로)(?=\s)")  # "... 결합된 결과다"
_COUNTERFACTUAL = re.compile(r"[가-힣]*(?:었|았|였|됐|했|졌)(?:다면|더라면|을(?![가-힣])(?!\s*때))")  # NOTE: "측정했을 때" (when we measured) tells a run
_LINK_AS_CONDITION = re.compile(r"\b(?:with|without|using|via|over)\s+(?:an?\s+|the\s+)?(?:NVLink|PCIe|InfiniBand|IB|Ethernet|RoCE)\b(?![- ]bandwidth)|"
                                # NOTE: "NVlink가 없는 DDP", "NVLink를 쓴 DDP": the Korean for the same, the link as a setup's condition
                                r"(?:NVLink|PCIe|InfiniBand|IB|Ethernet|RoCE)(?:가|이|를|을)?\s*(?:있는|없는|쓴|쓰는|사용한|사용하는|켠|끈|연결된)|"
                                # NOTE: "9-17% faster when bandwidth is available": the bandwidth a speedup depends on, not its quantity
                                r"\b(?:when|if|where|while|as long as)\s+(?:the\s+|enough\s+|more\s+)?(?:memory\s+)?bandwidth\s+(?:is\s+)?(?:available|allows|permits|free|idle|plentiful|spare)\b", re.I)
# NOTE: "... 더 빠른 학습을 구현하는 방법을 살펴본다": the way to faster training a guide will show, an aim, no claim
_KO_PURPOSE_AFTER = re.compile(r"\s*(?:\S+\s+){0,2}?\S*?(?:수 있도록|도록|려면|려고|데 관심|기 위해|기 위한|(?:는|할) (?:방법|방안))")
# (not "1 msec per token": a time per item, a latency)
_PER_UNIT_TIME_AFTER = re.compile(r"(?:에|당)\s*(?:처리|생성|전송|읽|쓰)|당\b|\s+per\b(?!\s+(?:output\s+|generated\s+)?(?:tokens?|steps?|iterations?|batch(?:es)?|requests?|quer(?:y|ies)|images?|samples?|items?|calls?|ops?|operations?|epochs?|layers?|messages?|packets?)\b)")
_DEFINED_UNIT = r"[KMGTP]?(?:i?B|b|FLOPS|T)(?:/s|ps)?"  # the units a definition equates ("1000 GFLOPS = 1 TFLOPS")
_UNIT_DEFINED_AFTER = re.compile(rf"\s*=\s*1(?:\.0+)?\s*{_DEFINED_UNIT}(?![A-Za-z])")
_UNIT_DEFINED_BEFORE = re.compile(rf"[0-9][0-9,.]*\s*{_DEFINED_UNIT}\s*=\s*$")
_METRIC_AFTER = re.compile(r"\**\s*(?:the\s+)?(?:(?:more|higher|lower|better|worse|greater|faster|slower|shorter|less|fewer|increased|improved|reduced)\s+|(?:increase|reduction|improvement|decrease|gain|drop|boost|cut)\s+in\s+(?:the\s+)?|"
                           r"(?:이상\s+|가량\s+|정도\s+)?(?:더\s+)?(?:빠른|높은|낮은|짧은|향상된|개선된|증가한|증가된|늘어난|감소한|감소된|줄어든|단축된)\s+)?"
                           r"(?:max(?:imum)?\s+|peak\s+|average\s+|mean\s+)?"
                           r"(?:end-to-end\s+|e2e\s+|overall\s+|decode\s+|prefill\s+|inference\s+|training\s+|serving\s+|generation\s+|(?:first|1st)[- ]token\s+|학습\s+|추론\s+)?"
                           # NOTE: "1.8x more Qwen-72B throughput", "22x higher than HBM bandwidth": up to two words before the metric
                           r"(?P<gap>(?:(?!(?:while|whereas|but|and|or|when|with|as|at|under|across|for|per|on)\b)[A-Za-z0-9.-]+\s+){0,2}?)"  # NOTE: not into the next clause
                           # NOTE: "3x higher read throughput or 3x higher write latency": what the metric is of
                           r"(?:(?:read|write|random|sequential|network|memory|I/O|IO|disk|token|output|input|request|tail|p50|p90|p95|p99|median|"
                           r"cluster|aggregate|effective|sustained|읽기|쓰기|네트워크|토큰|요청)\s+)?"
                           r"(?P<metric>throughput|latency|bandwidth|busbw|algbw|TTFT|TPOT|ITL|speed(?![- ]?up)|performance|QPS|RPS|TPS|IOPS|ops/s(?:ec)?|"
                           # NOTE: "74% more requests per second and ... TTFT": a rate of work named in words
                           r"(?:requests?|queries|tokens?|samples?|images?|frames?|packets?|messages?|transactions?|operations?)\s+(?:per\s+sec(?:ond)?|/\s*s(?:ec)?\b|an?\s+second)|"
                           r"처리량|처리율|지연(?:\s*시간)?|대역폭)(?:\b|(?=[가-힣]))", re.I)  # NOTE: "a 30x QPS boost": a rate of work named
_METRIC_BEFORE_KO = re.compile(r"(?P<metric>처리량|처리율|지연(?:\s*시간)?|레이턴시|대역폭|TTFT|TPOT|ITL)(?:은|는|이|가|을|를)?\s*(?:약\s*|최대\s*|평균\s*)?$")
# "throughput is improved by 60-85%", "latency dropped by 40%": the metric a change in its own clause names, before it
_METRIC_BEFORE_EN = re.compile(r"\b(?P<metric>throughput|latenc(?:y|ies)|bandwidth|TTFT|TPOT|ITL|RPS|QPS|TPS|IOPS|(?:requests?|queries|tokens?)\s+per\s+second)\s+(?:(?:is|was|are|were|has been|have been|got|gets)\s+)?[_*]?"
                               r"(?:improved|increased|decreased|reduced|rose|rises|fell|falls|dropped|drops|grew|grows|went (?:up|down)|cut|lowered|raised|boosted)\s+"
                               r"by\s+(?:up to\s+|about\s+|roughly\s+|nearly\s+|~)?$", re.I)


def _named_kind(metric: str) -> str:
    """The claim kind of a metric a ratio names ("throughput", "TTFT", "지연 시간", "대역폭")."""
    low = metric.lower()
    if low.startswith(("laten", "ttft", "tpot", "itl", "지연", "레이턴시")):
        return "latency"
    return "bandwidth" if low.startswith(("bandw", "busbw", "algbw", "대역폭")) else "throughput"


# "3x dense layers", "a 3x draft-layer configuration": a multiplicity of parts, not a speedup
_COUNT_AFTER = re.compile(r"\s*(?:[A-Za-z]+[- ])?(?:layers?|heads?|experts?|replicas?|copies|instances|threads|blocks?|channels?|shards?|stages?|lanes?|"
                          r"ports?|links?(?!\s+(?:bandwidth|speed|rate|ratio|throughput|latency)))\b|\s*(?:레인|포트|링크(?!\s*(?:대역폭|속도)))|"
                          # NOTE: "4x NVLink (each 25GB/s)": how many links of a kind, not a ratio (not "2x PCIe 4.0", nor "18x link ratio")
                          r"\s*(?:NVLinks?|NVSwitch(?:es)?|ConnectX\S*|InfiniBand|IB|[HNEX]DR|EFA|RoCE|Ethernet)\b(?!\s*(?:v?[0-9]|Gen\s*[0-9]))"
                          r"(?!\s+(?:ratio|speed|bandwidth|BW|rate|throughput|latency|advantage|gap|difference)\b)", re.I)  # NOTE: "4x 레인", "a 4x lane port": a width
# "1x master, 10x Kafka agents", "6x broker // 3 producers", "4x worker nodes": a cluster's members counted, not a speedup
_MEMBERS_AFTER = re.compile(r"\s*(?!(?:more|less|fewer|faster|slower|higher|lower|better|worse|larger|smaller|bigger|the|as|on|across|over|with|"
                            r"per|for|from|to|in|at|vs|than|of|by|and|or)\b)(?:[A-Za-z]+[- ]){0,2}(?:nodes?|servers?|hosts?|machines?|VMs?|brokers?|"
                            r"masters?|workers?|agents?|producers?|consumers?|clients?|partitions?|executors?|pods?|containers?|vCPUs?|coordinators?|controllers?|"
                            r"leaders?|followers?|managers?|gateways?|routers?|prox(?:y|ies)|load ?generators?|"
                            r"sockets?|disks?|SSDs?|NVMes?|drives?|racks?|connections?|NICs?|HCAs?|adapters?|instances?)\b|\s*(?:prefill|decode)\s+(?:and|\+|(?:[A-Z][\w-]*\d[\w-]*\s+)?(?:workers?|instances?|nodes?|servers?|GPUs?|pods?))\b", re.I)
# NOTE: "2x Grace CPUs", "4x Slingshot-11 NICs", "8x Instinct MI300X accelerators": a node's parts listed with their count;
# the part may carry a capitalised product name before it, never a comparative ("2x Faster GPU performance")
_PARTS_AFTER = re.compile(r"\s*(?:(?!(?i:faster|slower|higher|lower|better|more|greater|bigger|larger|quicker|up|over|than|vs)\b)(?-i:[A-Z0-9])[\w.+-]*\s+){0,3}"
                          r"(?:CPUs?|GPUs?|GCDs?|[ADIT]PUs?|accelerators?|processors?|DIMMs?|NICs?|HCAs?|SSDs?|switch(?:es)?|sockets?|cards?|modules?)\b"
                          r"(?![ \t]+(?:performance|throughput|bandwidth|speed|speed-?ups?|acceleration|compute|power|efficiency|utili[sz]ation|"
                          r"decod\w*|inference|training|prefill)\b|[ \t]*(?:\S+[ \t]+)?(?:가속|향상|성능|속도|처리량|빨라|빠르|디코드|추론|학습))", re.I)
_MORE_DATA_AFTER = re.compile(r"\s*(?:more|fewer|larger|bigger|smaller|longer)\s+(?:[\w-]+\s+)?(?:vectors|rows|records|data|datasets?|documents|"
                              r"parameters|params|items|keys|entries|files|points|samples\s+in\s+the\s+dataset|inputs?|prompts?|contexts?|sequences?)\b|"
                              r"\s*(?:increase|growth)\s+in\s+(?:the\s+)?(?:dataset|data|input|index|corpus|problem)\s+size\b", re.I)
_AT_BEFORE = re.compile(r"\b(?:at|during|under|in)\s+(?:the\s+)?\[?$", re.I)  # NOTE: "at [peak throughput](...)" too
_REACHED_TOP_AFTER = re.compile(r"\s*(?:에|을|를|치에|치를)\s*(?:도달|이르|이른|찍|달했|달하)")
_COMPARED_AT_BEFORE = re.compile(r"\b(?:faster|slower|quicker|higher|lower|better|worse|ahead|behind)\s+(?:at|during|under)\s+(?:the\s+)?$", re.I)
_OPERATING_POINT = re.compile(r"\s+(?:throughput|load|traffic|concurrency|demand|hours?|usage|utili[sz]ation)\b", re.I)
_UNSET = object()
_WHOLE_FIGURE = re.compile(r"out of\s+(?:the\s+|an?\s+)?[~≈]?[0-9][0-9.,]*\s*[A-Za-z/]*", re.I)
_BANDWIDTH_WORDS = re.compile(r"\bbandwidth(?![- ]bound)|\b(?:DRAM|HBM|memory)\s+throughput\b|\bNVLink|\bPCIe|\bcomms\b|(?<!neural )(?<!transformer )(?<!deep )(?<!convolutional )(?<!recurrent )(?<!residual )(?<!graph )(?<!adversarial )\bnetwork(?!s\s+(?:for|such as|like)\b)|\bbusbw\b|\balgbw\b|(?<![A-Za-z])(?:[GT]B|Gb)(?:ps|/s)\b|대역폭", re.I)
# NOTE: a speedup is a scaling figure when it is set against a number of devices ("7.2x on 8 GPUs", "over a
# single GPU", "GPU 수를 늘리면"); one over another framework, kernel or chip at the same count ("3.75x faster than
# Megatron on Azure GPUs", "6x speedup compared with ZeRO-Offload") is a throughput figure.
_DEVICE_COUNT = re.compile(
    r"(?<![\w.-])[0-9][0-9,]*\s*(?:x\s*)?(?:[A-Z]{1,4}[0-9]{2,4}\w*\s+)?(?:GPUs?|accelerators?|devices?|cards?|chips?|nodes?|workers?|ranks?|servers?|machines|processes|replicas)\b|"
    r"\b(?:a\s+)?(?:single|one|two|four|eight|sixteen|multiple|more|fewer)[- ](?:GPU|node|device|accelerator|server|machine|replica|card|chip)s?\b|\b[0-9]+-(?:GPU|node|card)\b|"
    r"(?<![\w.-])[0-9]{1,4}\s+(?-i:[A-Z]{1,3}[0-9]{2,4}[A-Z]?)s\b|"  # NOTE: "8 A800s": devices counted by their model, in the plural
    r"\bmulti-?(?:GPU|node)\b|\bnumber of (?:GPUs|nodes|devices|accelerators|workers|ranks)\b|\b(?:GPUs|nodes|devices|accelerators|workers) (?:is|are) doubled\b|"
    r"\bdoubl\w+ (?:the )?(?:number of )?(?:GPUs|nodes|devices|accelerators|workers)\b|"
    r"\b[0-9]+\s*x\s+(?:more|as many|the)\s+(?:GPUs|nodes|devices|accelerators|workers)\b|"
    r"[0-9]+\s*개의?\s*(?:GPU|가속기|노드|서버)|(?:GPU|가속기|노드|서버)(?:를|을|가|이|는|은)?\s*[0-9]+\s*(?:개|대|장)|(?:GPU|가속기|노드|서버|장비|카드)\s*(?:의\s*)?(?:수|개수)|"
    r"(?:GPU|가속기|노드|서버|장비|카드)(?:\s*(?:수|개수|대수))?(?:를|을)\s*(?:[0-9]+|두|세|네|여덟)\s*배|단일 (?:GPU|노드|가속기)", re.I)
# NOTE: a base of devices named by their model ("compared to a single A800", "than 1xH100"); where nothing is compared,
# "4xH100" is the system a technique ran on ("a 2.6x speedup from torch.compile on 4xH100"), no number of devices scaled
_MODEL_COUNT = re.compile(r"(?<![\w.-])[0-9]{1,4}[x×](?-i:[A-Z]{1,3}[0-9]{2,4}[A-Z]?|MI[0-9]{3}X?)\b|"
                          r"(?:an?\s+)?(?:single|one)\s+(?-i:[A-Z]{1,3}[0-9]{2,4}[A-Z]?|MI[0-9]{3}X?)\b", re.I)
# NOTE: "over 5 runs", "over the last 10 iterations": the runs a figure is averaged over, no base it is set against
_COMPARATOR = re.compile(r"\b(?:than|over(?!\s+(?:NVLink|PCIe|InfiniBand|IB|Ethernet|RoCE|EFA|TCP|the (?:network|fabric|wire)|[0-9][0-9.]*\s*[GT]b|"
                         r"(?:the\s+)?(?:last\s+|first\s+)?(?:[0-9][0-9,]*|several|multiple|many|two|three|five|ten)\s+(?:runs?|iterations?|trials?|repetitions?|reps|seeds|samples|measurements|attempts|invocations)\b))|vs\.?|versus|"
                         r"compared (?:to|with)|relative to|against)\s+(?:the\s+|an?\s+)?|(?P<ko>보다|대비|에 비해)", re.I)


def device_count(text: str) -> int | None:
    """A count of devices as written: "1,024", "512", and "2K" (2,048: device counts go in powers of two)."""
    t = text.replace(",", "")
    if t[-1:] in ("k", "K") and t[:-1].isdigit():
        return int(t[:-1]) * 1024
    return int(t) if t.isdigit() else None


_RESPECTIVE_COUNTS = re.compile(r"\b(?:with|on|using|across|for|at)\s+((?:[0-9]{1,5}\s*,\s*)+(?:and\s+)?[0-9]{1,5})\s+[A-Za-z]", re.I)
_RATIO_IN_LIST = re.compile(r"(?<![\w.])[0-9][0-9.]*\s*[xX×](?![\w])")


def _respective_count(sentence: str, pos: int) -> int | None:
    """The device count of the ratio at ``pos`` in a list of ratios and a list of as many counts, paired "respectively"."""
    m = _RESPECTIVE_COUNTS.search(sentence)
    if m is None or pos > m.start():
        return None
    counts = [int(n) for n in re.findall(r"[0-9]+", m.group(1))]
    ratios = [r.start() for r in _RATIO_IN_LIST.finditer(sentence, 0, m.start())]
    if len(ratios) != len(counts) or pos not in ratios:
        return None
    return counts[ratios.index(pos)]


@functools.lru_cache(maxsize=512)
def _scaling_context(sentence: str) -> bool:
    """Whether a ratio in ``sentence`` is a scaling figure: scaling words, a speedup over a number of devices, or an
    efficiency or overhead not set against another system ("1.2x better efficiency than the small 1.3B model"
    compares models). Cached: the cells of a table column share one context."""
    unscaled = _NOT_SCALING_EFFICIENCY.sub(" ", _SCALE_NOUN.sub(" ", sentence))
    if re.search(r"scal|확장", unscaled, re.I | re.A):
        return True
    if _TPCC_WORDS.search(sentence):
        return False  # NOTE: TPC-C's efficiency is the tpmC got over the most its warehouses allow, on however many nodes
    return bool(_over_devices(sentence) or (re.search(r"efficien(?!tly)|효율(?!적)|overhead", unscaled, re.I | re.A) and not _against_systems(sentence)))


def _against_systems(sentence: str) -> bool:
    """Whether a comparator in ``sentence`` names another system, model or method rather than a number of
    devices ("1.2x better efficiency than the small 1.3B model", "than Megatron")."""
    return _comparator_bases(sentence) is False


# A share of a link's capacity or a latency's ideal ("~39% of raw interconnect bandwidth", "Latency Efficiency: ~60%",
# "bus bandwidth utilization"): the link's or the latency's figure, not scaling
_LINK_SHARE = re.compile(r"%\s*of\s+(?:the\s+)?(?:(?:raw|available|link|interconnect|network|bus|nominal|wire|hardware)\s+){1,3}bandwidth\b|"
                         r"\b(?:latency|bandwidth|link|bus|network|interconnect)\s+(?:efficiency|utili[sz]ation)\b|"
                         # "~39% efficiency of raw interconnect bandwidth", "38.5% of raw interconnect": a share of what a link moves
                         r"\b(?:efficiency|utili[sz]ation)\s+of\s+(?:the\s+)?(?:(?:raw|available|link|interconnect|network|bus|nominal|wire|hardware|peak)\s+){0,3}(?:bandwidth|link|interconnect)\b|"
                         r"%\s*of\s+(?:the\s+)?(?:raw|available|nominal|peak)\s+(?:link|interconnect|network|bus)\b|"
                         r"(?:대역폭|링크|네트워크|버스|인터커넥트|통신)\s*(?:의\s*)?(?:효율|활용률|이용률)|효율적인\s*대역폭|유효\s*대역폭", re.I)
_IMPERATIVE_TASK = re.compile(r"(?-i:Improve|Reduce|Optimi[sz]e|Speed\s+up|Accelerate)\b")  # verbs only: "Lower latency than NVMe" is a comparison
_AIM_BEFORE = re.compile(r"\b(?:working on|work on|plan(?:s|ning)? (?:to|on)|aim(?:s|ing)? (?:to|at)|in order to|so as to|goal (?:is|was) to|"
                         r"focus(?:es|ed|ing)? on|try(?:ing)? to|tries to|hope to|want to|need to|help(?:s)? (?:to )?|"
                         # NOTE: "We remain committed to steadily improving the performance": an intent for later, no result
                         r"(?:committed|dedicated|devoted|determined) to|intend(?:s|ing)? to|strive(?:s)? to|seek(?:s|ing)? to|look(?:s|ing)? forward to|"
                         r"will (?:continue|keep)(?: to| on)?|"
                         # NOTE: "You want your whole service to be fast": a wish for something, no claim about it
                         r"(?:want|wants|need|needs|would like|expect|expects)\s+(?:\w+\s+){1,4}?to)\s+(?:\w+\s+){0,2}$", re.I)
_RELATIVE_QUALITY_HEAD = re.compile(r"%\s*of\s+(?:the\s+)?(?:bf16|fp16|fp32|fp8|baseline|base|original|unquantized|full[- ]precision|reference)\s+(?:performance|score|quality)", re.I)
# "성능"/"performance" alone beside benchmark scores means a model's quality
_BARE_PERFORMANCE = re.compile(r"성능|\bperformance\b")
_MODEL_QUALITY = re.compile(r"\baccura[a-z]*|\bperplexity(?![a-z])|\bscores?(?![a-z])|\bMMLU|\bHumanEval|\bGSM8K|\bMATH(?![A-Za-z])|\bBLEU|"
                            r"\bdistillation|\bRL(?![A-Za-z])|\bfine-?tun[a-z]*|정확도|점수|품질|코딩|코드|추론 능력|증류|파라미터 규모|모델 크기", re.I)
_QUALITY_SECTION = re.compile(r"\baccura\w*|\bperplexity\b|\bquality\b|\bevals?\b|\bevaluation of (?:quality|accuracy)\b|정확도|품질", re.I)
_CONVERGENCE_BEFORE = re.compile(r"(?:수렴|학습\s*곡선)\s*(?:속도|률|율)?\s*(?:이|가|은|는|도)?\s*$|\bconvergence\s+(?:speed|rate)?\s*(?:is|was|gets|becomes)?\s*$|\bconverges?\s+$", re.I)
_FUTURE_RELEASES_BEFORE = re.compile(r"\b(?:as|when|once|if)\s+(?:(?:future|later|new|newer|upcoming|subsequent)\s+)?(?:software\s+)?(?:releases?|updates?|versions?)\s+(?:\w+\s+){0,2}$", re.I)
_SPEED_WORDS = re.compile(r"\bspeed|\bthroughput|\blatenc|\bfaster|\bslower|tok(?:en)?s?/s|속도|처리량|지연|빠르|느리|가속", re.I)
_QUALITY_WORDS = re.compile(r"\baccura\w*|\bperplexity\b|\bexact[- ]match\b|\bstrict[- ]match\b|\bscores?\b|정확도", re.I)
_GOAL_LEAD = re.compile(r"\W*(?:목표|목적|goals?|objectives?|aims?)\s*[:：]", re.I)  # "목표: 낮은 지연 시간 제공": a goal, not a claim
_IMAGE_ALT = re.compile(r"!\[[^\]\n]*\]")
_PURPOSE_BEFORE = re.compile(r"\b(?:to (?:make sure|ensure)|in order that)\b[^.;]{0,70}$|\bso that\b[^.;,]{0,70}$|"
                             r"\bwe (?:will|shall|'ll) (?:now )?(?:compare|evaluate|measure|show|discuss|look at|study|analy[sz]e|examine|explore|report|benchmark)\b[^.;]{0,50}$", re.I)
# NOTE: "a number of enhancements to further improve performance", "offload engines that boost performance and scalability": what
# a product's features are for, a blurb with no figure and nothing compared against
_FEATURE_PURPOSE_BEFORE = re.compile(r"\b(?:enhancements?|features?|capabilit(?:y|ies)|engines?|offloads?|technolog(?:y|ies)|innovations?|mechanisms?|"
                                     r"functions?|functionality|extensions?|accelerators?)\b(?:\s+[\w-]+){0,3}?\s+(?:that|which|to|designed\s+to|built\s+to|"
                                     r"intended\s+to|meant\s+to)\s+(?:(?:further|greatly|also|help(?:\s+to)?|can|will)\s+)*$", re.I)
_GENERIC_GAIN = re.compile(r"(?:improv|boost|enhanc|increas|accelerat|maximi[sz])\w*\s+(?:the\s+|overall\s+|system\s+)*performance\b", re.I)
_AIM_AT_BEFORE = re.compile(r"\b(?:in order )?to (?:achieve|attain|reach|deliver|obtain|get|provide)\s+$", re.I)
_SUPERLATIVE_AT = re.compile(r"(?:the\s+)?(?:fastest|quickest|lowest|highest|best|maximum|optimal|peak)\b", re.I)
_SIZE_SCALING_AFTER = re.compile(r"\s+(?:across|with|for|over)\s+(?:different\s+|all\s+|large\s+|small\s+|varying\s+|the\s+)?"
                                 r"(?:(?:message|payload|batch|sequence|input|tensor|transfer|buffer|model|data(?:set)?|problem|table|index|graph|file|corpus)\s+(?:sizes?|lengths?)|"
                                 r"(?:the\s+)?(?:amount|volume|size)\s+of\s+(?:the\s+)?(?:data|input))\b|"  # NOTE: "query time scales linearly with data size": a cost of the problem's size
                                 # NOTE: "scales linearly with the number of SMs", "with the clock": a chip's parts or clock, whose
                                 # product is how a peak is worked out, not devices added
                                 r"\s+with\s+(?:the\s+)?(?:(?:number|count)\s+of\s+)?(?:SMs?|CUs|compute\s+units|(?:tensor\s+|CUDA\s+)?cores|clock(?:\s+(?:speed|rate|frequency))?|frequency)(?:\s+count)?\b|"
                                 # NOTE: "scales linearly with service count", "with the number of rules": a cost of the problem's size
                                 r"\s+(?:with|in)\s+(?:the\s+)?(?:(?:number|count)\s+of\s+)?(?:services?|rules?|routes?|endpoints?|policies|policy|entries|entry|keys?|"
                                 r"items?|records?|rows?|elements?|objects?|files?|tables?|columns?|edges?|vertices|nodes\s+in\s+the\s+graph)(?:\s+count)?\b", re.I)
# a curve over transfer sizes ("a near-linear region between 100KB and 8MB, where each doubling of message size ..."),
# told with no devices in the sentence: how a transfer grows with its size
# NOTE: "144 ms for 1M points (linear scaling)", "10x data = ~10x time": a cost that grows with the data
# a query reads (told with no devices, the axis of a linear claim is that data)
_DATA_SIZE_AXIS = (r"\b[0-9]+\s*[x×]\s+(?:more\s+)?(?:data|rows|points|records)\b(?!\s+(?:and|saving|savings|reduction|efficiency))|"
                   r"\bfor\s+[0-9][0-9.,]*\s*(?:[kKMB]|thousand|million|billion)?\s+(?:points|rows|records|vectors|documents|items|keys|entries|events|series)\b")
DATA_SIZE_AXIS = re.compile(_DATA_SIZE_AXIS, re.I)
_SIZE_AXIS = re.compile(r"\b(?:message|payload|buffer|transfer|block)\s+sizes?\b|\bbetween\s+[0-9.]+\s*[KMG]i?B\s+and\s+[0-9.]+\s*[KMG]i?B\b|" + _DATA_SIZE_AXIS, re.I)
# "twice the GPUs", "2x the number of nodes", "three times as many GPUs": the devices multiplied (after a ratio), and the
# multiple itself (in a sentence)
_MULTIPLIED_DEVICES = r"\s+(?:the\s+|as\s+many\s+)(?:number\s+of\s+)?(?:GPUs|nodes|devices|ranks|workers|accelerators|chips|cards|servers|machines)\b"
_DEVICES_MULTIPLIED = re.compile(_MULTIPLIED_DEVICES, re.I)  # after a ratio: "2x| the GPUs"
_DEVICE_MULTIPLE = re.compile(r"\b((?:" + "|".join(ENGLISH_NUMERALS) + r")\s+times|twice|[0-9]+(?:\.[0-9]+)?\s*[x×])" + _MULTIPLIED_DEVICES, re.I)
# words that name devices (or machines) as what work spreads over; shared with the linear-scaling rule
DEVICE_WORDS = re.compile(r"\b(?:GPUs?|nodes?|devices?|ranks?|workers?|accelerators?|chips?|cards?|servers?|machines?|replicas|boards?)\b|노드|가속기|장치|보드", re.I)
# "메모리 효율 50% 향상", "energy efficiency": the efficiency of a resource, not of scaling or speed
_RESOURCE_EFFICIENCY = r"(?:메모리|에너지|전력|비용|데이터|저장)\s*효율(?:성)?|\b(?:memory|energy|power|cost|data|storage)[- ]efficiency"
_NON_PERF_SUBJECT = re.compile(r"(?:\bCV\s*[<>≤≥=]?|\bcoefficient of variation\s*[<>≤≥=]?|\bstd(?:ev)?\s*[<>≤≥=]?|\bvariance\s*[<>≤≥=]?|\bjitter\s*[<>≤≥=]?|변동\s*계수|점유율|시장\s*점유|비용|\bcost(?:s|ing)?|\bprices?|전력\s*(?:소모|소비|사용)(?:량)?|소비\s*전력|\bmarket share|\bpower (?:consumption|draw|usage)|"
                               r"\bGPU-?Util\w*|\benergy (?:use|usage|consumption)|\b(?:memory|RAM|VRAM)\s+(?:use|usage|footprint|consumption)|연산량|파라미터(?:\s*수)?|매개변수|에너지|메모리(?:\s*사용량)?|용량|VRAM|"
                               r"(?:블록|토큰|요청|레이어|파라미터)\s*수|나머지|(?:\bcache\s+)?\bhit\s*(?:rate|ratio)s?|적중률|(?:캐시\s*)?히트율|정확도|\baccuracy|품질|\bquality|"
                               r"\bacceptance(?:\s+(?:rates?|ratios?|lengths?))?|수락률|채택률|수용률|"  # NOTE: speculative decoding's share of drafts accepted
                               # NOTE: "the full-handshake rate from 35% to 12%", "uptime was 99.9%": how often, no speed
                               r"\b(?:full[- ]handshake|resumption|session\s+reuse|uptime|availability)(?:\s+(?:rates?|ratios?|share))?(?:\s+from)?|가용성|"
                               + _RESOURCE_EFFICIENCY + ")"
                               r"(?:은|는|이|가|을|를|도|\s+(?:is|was|of|rose|grew|fell|increased|dropped|went up|by)|\s*[(:：]\s*(?:currently\s+|now\s+|about\s+|현재\s*)?)?"
                               r"\s*[*_]{0,2}\s*(?:약\s*|about\s*|~|≈|>|≥)?$", re.I)
_RESOURCE_EFFICIENCY_RE = re.compile(_RESOURCE_EFFICIENCY, re.I)
# a column of a machine's load: "CPU", "CPU broker", "RAM (%)", "Mem %", "메모리" (not "CPU time", "CPU offload speedup")
_RESOURCE_USE_HEAD = re.compile(r"[\W_]*(?:(?:avg|average|mean|median|max|min|peak|total|sys(?:tem)?|user)[\s_.-]+)?(?:CPU|RAM|Mem(?:ory)?|메모리)\b(?![^|]*\b(?:time|latency|throughput|speed\w*|offload\w*|bandwidth|tok\w*/s|inference)\b)", re.I)
# NOTE: also "above 6 RPS", "after 5 RPS", "at low 1 RPS", "between 2 and 4 RPS": where on the load axis something happens
# NOTE: "both keep up a load above 12 requests per second", "sustains a request rate of over 40 req/s": the load a server was
# shown to bear, a result (not a rate a client offered)
_LOAD_BORNE_BEFORE = re.compile(r"\b(?:sustain(?:s|ed|ing)?|keep(?:s|ing)?\s+up(?:\s+with)?|kept\s+up(?:\s+with)?|handl(?:e|es|ed|ing)|absorb(?:s|ed|ing)?|"
                                r"withst(?:and|ands|ood|anding)|cop(?:e|es|ed|ing)\s+with)\s+(?:an?\s+|the\s+)?(?:(?:steady|constant|peak)\s+)?(?:(?:request|query)\s+)?"
                                r"(?:load|rate|traffic)\s+(?:of\s+)?(?:above|over|more\s+than|beyond|in\s+excess\s+of|at\s+least|up\s+to)?\s*(?:about\s+|~|≈)?$", re.I)
_LOAD_BEFORE = re.compile(r"(?:\b(?:at|under|with|above|below|beyond|past|after|until)\s+(?:an?\s+|the\s+)?(?:(?:low|high|light|heavy|moderate)\s+)?(?:(?:offered\s+|target\s+)?(?:request\s+|arrival\s+|query\s+)?(?:rate|load)\s+of\s+)?|"
                          r"\b(?:at|with)\s+(?:an?\s+)?(?:request\s+)?rates?\s+(?:ranging\s+|varying\s+)?from\s+[0-9.]+\s+(?:to|-)\s+|"  # "at a rate ranging from 1 to 16 RPS"
                          # NOTE: "When sending 12k RPS, ...", "we sent 400 RPS to the service": the load the client offered
                          r"\b(?:sending|sent|send|sends|firing|fired|issuing|issued|offering|offered|driving)\s+(?:it\s+|them\s+)?(?:at\s+)?(?:a\s+(?:constant|fixed|steady)\s+(?:rate\s+of\s+)?)?|"
                          r"\b(?:request|arrival|query)\s+rates?\s*(?:of|=|:)?\s*|\bbetween\s+(?:[0-9.]+\s*(?:and|to|-)\s*)?|"
                          # NOTE: "under a load rising from 2 to 40 QPS", "- **Workload:** 4.2 queries per second": the load offered
                          r"\b(?:load|traffic)\s+(?:rising|ranging|varying|going|increasing|growing|swept)\s+from\s+|"
                          r"(?:^|\n)\W*(?:workload|load|offered load|traffic)\W{0,6}[:：][*_\s]*|"
                          # NOTE: "at 20, 200, and 2,000 RPS", "at 20 RPS, 200 RPS and": the later loads of a list of them
                          r"\b(?:at|under|with)\s+(?:[0-9][0-9.,]*\s*(?:[kK]\s*)?(?:RPS|QPS|rps|qps|req/s)?(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)){1,6})(?:~|≈)?$", re.I)
# NOTE: "9 ms (150 MB/s load)", "at 2 GB/s of offered load", "under a 40k msg/s background load": the load the run imposed on
# what it measured, a setting (not "a 3 GB/s load speed", how fast something loads)
_LOAD_NOUN_AFTER = re.compile(r"[\s*_]*(?:of\s+)?(?:(?:offered|background|synthetic|injected|input|constant|steady|client|producer|write|read|publish)\s+)?"
                              r"load\b(?![- ]?(?:time|speed|rate|throughput|bandwidth|latency|balanc\w*|test\w*)\b)"
                              r"(?!\s+(?:the|a|an|it|them|all|our|its|their|weights|models?|data|checkpoints?|files?)\b)", re.I)
# NOTE: "the cluster sustained 150 MB/s of write load", "absorbed a 2M msg/s load": the load taken, a result
_LOAD_TAKEN_BEFORE = re.compile(r"\b(?:sustain\w*|handl\w*|absorb\w*|serv(?:e|es|ed|ing)|process\w*|withst\w*|kept\s+up\s+with|keeps?\s+up\s+with|cop(?:e|es|ed|ing)\s+with|"
                                r"peak\w*|reach\w*|achiev\w*|max(?:ed|es)?\s+out)\b[^.;]{0,24}$", re.I)
# NOTE: "12 producer clients at 2,000 messages per second each", "publishers sending at a fixed 500 msg/s": the rate each load
# generator was set to send at, a setting of the run (not "the writers peaked at 800 MB/s", a result)
_LOAD_AGENT_AT_BEFORE = re.compile(r"\b(?:producers?|publishers?|senders?|writers?|clients?|load[- ]?generators?|injectors?|emitters?)\b"
                                   r"(?:(?!\b(?:peak|reach|top|max|achiev|hit|sustain|manag|saturat|got|get|deliver|plateau|level|ran|run)\w*)[^.;:]){0,30}?"
                                   r"\b(?:at|(?:sending|publishing|producing|writing)(?:\s+at)?)\s+(?:an?\s+)?(?:(?:fixed|constant|steady|target|configured|capped)\s+)?"
                                   r"(?:rate\s+of\s+)?(?:about\s+|around\s+|roughly\s+|~|≈)?$", re.I)
# NOTE: "which puts about 250 messages per second on every queue", "this results in load to 180 partitions at ~83 msg/s",
# "latencies degrade at throughputs higher than 30 MB/s": a load worked out per part, or a threshold on the load axis
_LOAD_SHARE_BEFORE = re.compile(r"\bput(?:s|ting)?\s+(?:about\s+|around\s+|roughly\s+|some\s+|~|≈)?$|"
                                r"\bload\s+(?:of\s+|on\s+|to\s+|across\s+)[^.;]{0,40}?\bat\s*(?:about\s+|~|≈)?$|"
                                r"\bat\s+(?:loads?|throughputs?|(?:ingest|arrival|send|message|publish)\s+rates?|traffic(?:\s+levels?)?)\s+"
                                r"(?:higher|lower|greater|above|below|over|under|beyond|exceeding|past)\s+(?:than\s+)?(?:the\s+)?(?:about\s+|~|≈)?$", re.I)
# NOTE: "Broadcom BCM5719/5720/5725 Gigabit", "Intel X710/XL710": a list of model numbers whose first member has letters
_MODEL_LIST_BEFORE = re.compile(r"(?<![\w.])(?-i:[A-Za-z]{1,6}[0-9]{2,}[A-Za-z]{0,3})(?:/[A-Za-z]{0,3}[0-9]{2,}[A-Za-z]{0,3})*/[A-Za-z]{0,3}$")
_PUT_ON_AFTER = re.compile(r"\s+(?:on|onto|into|across)\b", re.I)
_LEADING_RATE_TEXT = re.compile(r"[\s*(]*[~≈]?[0-9][0-9.,]*\s*[kKMG]?\s*[A-Za-z/]+(?:\s+per\s+sec(?:ond)?)?")  # NOTE: "200 MB/s" of "200 MB/s load"






def _data_as_header(doc: Document, index: int, block: Block) -> bool:
    """Whether a table's header row is a row of results: a cell after the first holds a rate or a time with its unit, and the
    row under it holds one of the same kind in that column (not "| NIC | 25 Gbps | 100 Gbps |" over latencies, a sweep)."""
    below = doc.blocks[index + 1] if index + 1 < len(doc.blocks) else None
    if below is None or below.scope != "table.row" or below.table != block.table or len(below.cells) != len(block.cells) or len(block.cells) < 2:
        return False
    key, below_key = (doc.text[c.start:c.end].strip(" *") for c in (block.cells[0], below.cells[0]))
    if not key or _counts(key) or _PERF_WORDS.search(below_key) or _header_unit(below_key) is not None:
        return False  # NOTE: "| Link | 100 Gbps | 200 Gbps |" over "| Throughput | 92 Gbps | 181 Gbps |": a sweep's header, its rows metrics
    found = False
    for own, under in zip(block.cells[1:], below.cells[1:]):
        top = doc.text[own.start:own.end].strip(" *")
        if not top or not _CELL_FIGURE.match(top):
            continue
        a, b = parse_figure(top.strip("~≈ ")), parse_figure(doc.text[under.start:under.end].strip(" *~≈"))
        if a is None or a[2].dimension not in _HEADER_DATA_DIMENSIONS or b is None or b[2].dimension != a[2].dimension:
            return False
        found = True
    return found


_HEADER_DATA_DIMENSIONS = ("rate", "bytes/s", "bits/s", "flops", "time")


def _calculation_note(text: str) -> bool:
    """Whether a plain fenced block is arithmetic written by hand: a line works a time out of a size and a rate ("Comm time:
    40 / 900 = 0.044s"), and no line reads as code or a command."""
    lines = [line for line in text.split("\n") if line.strip()]
    # NOTE: the rate it rests on stated on a line of its own ("With H100 (900 GB/s NVLink):"); an operand in the arithmetic only
    # ("640 GB / 512 GB/s = 1.25 s") and a sizing with no rate given ("14 / 400 = 0.035 s") are working, not a claim
    return any(_CALC_TIME_LINE.match(line) for line in lines) and not any(_CODE_LINE.search(line) for line in lines) \
        and any(_RATE_IN_CELL.search(line) and "=" not in line and "/" not in _RATE_IN_CELL.sub("", line) for line in lines)


_CALC_TIME_LINE = re.compile(r"\W*[A-Za-z가-힣][^:=\n]{0,40}[:=]\s*[~≈]?[0-9][0-9.,]*\s*[A-Za-z]*\s*[/÷]\s*[~≈]?[0-9][0-9.,]*\s*[A-Za-z/]*\s*[=≈→]\s*[~≈]?"
                             r"[0-9][0-9.,]*\s*(?:s|ms|us|µs|μs|ns|sec|secs|seconds?|minutes?|mins?|hours?|초|분)(?![A-Za-z])")
_CODE_LINE = re.compile(r"^\s*(?:def|class|import|from|for|while|if|return|let|const|var|fn|func|print|#include)\b|[{};]\s*$|^\s*(?:\$|>>>|#!)\s|\w\(.*\)\s*$")


# NOTE: "1. Bulk transfer throughput in MB/s;", "- Handshake throughput in handshakes per second": a unit declared for a topic
_UNIT_DECLARATION = re.compile(r"(?m)^[ \t]*(?:[-*+]|[0-9]{1,2}[.)])?[ \t]*(?P<topic>[A-Za-z][A-Za-z-]*(?:[ \t]+[A-Za-z][A-Za-z-]*){0,4}?)[ \t]+"
                               r"(?:(?:is|are)[ \t]+(?:given|reported|shown|measured)[ \t]+)?in[ \t]+(?P<unit>[A-Za-z/µμ]+(?:[ \t]+per[ \t]+sec(?:ond)?)?)\b")
_DECLARED_METRIC = re.compile(r"\b(?:throughput|latency|bandwidth|speed|rate|time|performance)\b", re.I)
_DECLARATION_FILLER = frozenset({"throughput", "latency", "bandwidth", "speed", "performance", "rate", "time", "the", "and", "data", "all", "results",
                                 "figures", "numbers", "values", "are", "given", "reported", "shown", "measured", "total", "mean", "average", "median"})


def _capacity_head(head: str) -> bool:
    """Whether a column holds sizes: its unit a capacity ("OpenSSL (KiB)", "RSS MB") or its name memory ("Peak memory")."""
    unit = _header_unit(head)
    if unit is not None:
        return unit.dimension == "bytes"
    return _MEMORY_HEAD.search(head) is not None


# NOTE: "2× (via USB 3.0 hub)", "1× (native)": a whole count of parts with a note on how they attach (not "2× (vs. A100)",
# "3x (measured)")
_MULTIPLICITY_CELL = re.compile(r"[0-9]{1,2}\s*[x×]\s*\((?![^)]*\b(?:faster|slower|quicker|speed\w*|baseline|vs\.?|versus|than|over|higher|lower|better|"
                                r"improv\w*|measured|estimated|est|avg|average|mean|median|geomean|peak|throughput|latency|bandwidth)\b)(?![^)]*(?:배|대비|빠|향상|%))[^)]*\)", re.I)
# NOTE: "vLLM 2.7x", "TRT 1.4×", "SGLang 3.9배 빠름": an implementation named, then how many times it is ahead
_NAMED_RATIO_CELL = re.compile(r"(?P<name>[A-Za-z][\w.+-]*)\s+(?P<fig>[0-9]{1,3}(?:\.[0-9]+)?\s?[x×배])(?:\s*(?:빠름|우세|faster|quicker|higher|better|ahead))?")
_WINNER_HEAD = re.compile(r"\b(?:winner|faster|leader|lead|edge|advantage)\b|우세|승자", re.I)
_MEMORY_HEAD = re.compile(r"\b(?:memory|RSS|footprint|heap|resident|VRAM|[KMG]i?B)\b|메모리", re.I)


def _other_measure(figures, fig, msent: str, s0: int) -> bool:
    """Whether a sentence holds a figure besides ``fig`` that is not a link rate named as an attribute ("12x slower"
    on "this 200Gbps setup", "4.1 Gbps" on "40 Gigabit Ethernet"); link rates that are all attributes ("a 25 Gbit/s
    RoCE fabric and a 40 GbE network") are claims each."""
    for other in figures:
        if other is fig:
            continue
        parsed = parse_figure(other.text)
        if parsed is None or parsed[2].dimension not in ("bytes/s", "bits/s"):
            return True
        if not _names_a_link(msent, other.start_char - s0, other.end_char - s0):
            return True
    return False


_COUNT_SUFFIX_CELL = re.compile(r"([~≈]?[0-9][0-9,]*(?:\.[0-9]+)?)\s?([kKMG])")
# "Duration: 14m25.6s", "2h05m", "1m 47.8s"
_CLOCK_CELL = re.compile(r"(?:[A-Za-z][\w ]{0,20}:\s*)?([0-9]{1,3}[hm] ?[0-9]{1,2}(?:\.[0-9]+)?[ms]|"
                         # NOTE: "1h 35m 29s", "2h 32m", "1 min 52 sec", "3 hours 5 minutes": a duration in two or three units
                         r"[0-9]{1,4}\s?h\s?[0-9]{1,2}\s?m\s?[0-9]{1,2}(?:\.[0-9]+)?\s?s|"
                         r"[0-9]{1,4}\s?(?:h|hrs?|hours?|mins?|minutes?)\s+[0-9]{1,2}(?:\.[0-9]+)?\s?(?:m|mins?|minutes?|s|secs?|seconds?))", re.I)
# a time printed as a clock ("0:04:12", "0:00:59.851324", Python's timedelta) or in minutes by "m" ("~100m"), read only in a
# column that names a time ("| runtime |"): elsewhere "10:30:00" is a time of day and "100m" a hundred million
_CLOCK_TIME = re.compile(r"([0-9]{1,3}):([0-5][0-9]):([0-5][0-9](?:\.[0-9]+)?)")
_MINUTES_M = re.compile(r"([0-9]{1,4}(?:\.[0-9]+)?)m")
_PAREN_OPEN_BEFORE_FIG = re.compile(r"\(\s*(?:about\s+|~)?$")
# "Utilization: ~3-9% of 80GB H100 memory": a share of a capacity
_OF_CAPACITY_AFTER = re.compile(r"\s*of\s+(?:the\s+|its\s+|their\s+)?(?:[0-9.]+\s*[KMGT]i?B\s+)?(?:[\w-]+\s+){0,2}?(?:memory|VRAM|HBM|RAM|capacity|disk|storage)\b(?!\s*(?:bandwidth|throughput|speed))", re.I)
# words before a cue that take its sense away: "the maximum achievable result" (no run), "as expected" (agreeing with a
# result), "the inter-token latency at 45 ms" (where a run held a metric)
_POSSIBLE_BEFORE = re.compile(r"\b(?:achievable|attainable|possible|theoretical|ideal)\s+$", re.I)
_RUN_METRIC_BEFORE = re.compile(r"\b(?:latency|latencies|TTFT|TPOT|ITL|time to first token|step time|iteration time|p50|p90|p95|p99)\s*(?:\([A-Z]{2,5}\)\s*)?$", re.I)
# a syllable closed by ㄹ, then a space: the future/conjecture "-ㄹ/을 것이다" ("빠를 것입니다", "일 것이다", "늘어날 것이다")
_CONJECTURE_BEFORE = re.compile("[" + "".join(chr(c) for c in range(0xAC00 + 8, 0xD7A4, 28)) + r"]\s*$")
_PORT_RATE = re.compile(r"[0-9]+G\s|[0-9]\s*(?:[GT]bE|GigE)\b")  # "400G NICs", "a 10G switch", "25 GbE": the link named by its line rate


def _names_a_link(msent: str, rel_s: int, rel_e: int) -> bool:
    """Whether the rate at ``msent[rel_s:rel_e]`` names a link by its rating: "a 200Gbps setup", "40 gbps InfiniBand"."""
    if _LINK_NOUN_BEFORE.search(msent[max(0, rel_s - 40): rel_s]):
        return True  # "nodes linked by a fabric of 400GB/s bandwidth", "an InfiniBand network with 400 Gbps"
    before = msent[max(0, rel_s - 14): rel_s]
    return bool(_ATTRIBUTIVE_AFTER.match(msent, rel_e)) and bool(
        _ATTRIBUTIVE_BEFORE.search(before) or _COUNTED_BEFORE.search(before) or _LINK_TECHNOLOGY_AFTER.match(msent, rel_e))


def _over_devices(sentence: str) -> bool:
    """Whether a speedup in ``sentence`` is set against a number of devices, not against another system."""
    against_devices = _comparator_bases(sentence)
    if against_devices is not None:
        return against_devices  # False: "than Megatron", "NVLink가 없는 DDP보다"; True: "over a single GPU", "단일 GPU 대비"
    if _METHOD_WORDS.search(sentence):
        return False  # "on 16 H100 GPUs the new algorithm gave a 3x speedup": a method over another, same devices
    # NOTE: without a comparator the devices must be several: "1.42x faster for single-GPU inference" is not scaling
    return any(not _ONE_DEVICE.match(m.group(0)) for m in _DEVICE_COUNT.finditer(sentence))


def _comparator_bases(sentence: str) -> bool | None:
    """True when the comparators of ``sentence`` name numbers of devices, False when one names anything else,
    None when there is no comparator."""
    against_devices = None
    for m in _COMPARATOR.finditer(sentence):
        if m.group("ko") is not None:  # Korean: the base stands before 보다/대비 ("단일 GPU로 학습하는 시간보다")
            base = sentence[max(0, m.start() - 25): m.start()]
        else:
            base = sentence[m.end(): m.end() + 30]
            # NOTE: the base starts right after the comparator: "than 1 GPU", not "than Megatron on 64 GPUs"
            base = base if _DEVICE_COUNT.match(base) or re.match(r"[0-9](?![0-9.]*-?(?:bit|byte|way)\b)", base) else re.split(r"\s(?:on|with|using|at|in)\s", base, maxsplit=1)[0]
            if re.match(r"[~≈]?[0-9][0-9.]*\s*(?:[x×%]|times)", base):
                continue  # "over 10x": a bound, not a comparator
            if re.match(r"[0-9]+(?![0-9.]*\s*[-A-Za-z])", base) and _DEVICE_COUNT.search(sentence):  # NOTE: not "16-bit"
                against_devices = True  # "2 GPUs performed 6.5x slower than 8": the count, its noun said before
                continue
        if not _DEVICE_COUNT.search(base) and not _MODEL_COUNT.match(base):
            return False  # "than Megatron", "compared with ZeRO-Offload", "NVLink가 없는 DDP보다"
        against_devices = True
    return against_devices


_METHOD_WORDS = re.compile(r"\bnew (?:algorithm|method|kernel|version|implementation|approach|GPU|chip|accelerator|hardware|system|card|generation)s?\b|\b(?:this|our|the) (?:optimi[sz]ation|technique|kernel|patch|fix|change|feature|release|PR)s?\b|"
                           r"\bwith (?:the )?(?:optimi[sz]ations?|new \w+)\b|\b(?:the )?same (?:[0-9][0-9,]* )?(?:number of )?(?:GPUs|nodes|devices|accelerators|hardware|cluster)\b|"
                           r"\b(?:old|previous|original|baseline|existing) (?:code|version|implementation|kernel|method|approach)\b|\bours\b|"
                           r"\b(?:improv|boost|increas|cut|reduc|lower|speed)\w*\b[^.;]{0,70}\bby (?:about |roughly |nearly |up to |~)?[0-9][0-9.]*\s*%|"
                           r"새로운 (?:알고리즘|기법|방법|커널|버전)|최적화(?:를|로|하여|한)", re.I)


def _head_kind(head: str) -> str | None:
    """The kind a ratio column's own header names ("Compute speedup", "Intra-node speedup", "Step time ratio"),
    before the words of the rest of the table; None when it names no topic."""
    if head and re.search(r"\boverhead\b|오버헤드", head, re.I) and re.search(r"\btime\b|latenc|pipeline|지연|시간", head, re.I):
        return "latency"  # NOTE: "Pipeline overhead", "Time overhead": a share of time
    if head and re.search(r"\bscal(?:ing|e-?out|e-?up)?\s+efficien|\bparallel\s+efficien|확장\s*효율|스케일링\s*효율", head, re.I):
        return "scaling"  # NOTE: "| Scaling efficiency |" over "87.5%", whatever rate the other columns hold
    if head and REAL_TIME.search(head):
        return "throughput"  # NOTE: "| Real Time Ratio |", "| RTF |": how fast media is processed against its length, not a time
    if not head or not re.search(r"speed|faster|slower|ratio|gain|improvement|x\b|×|배|\bvs\b|/|Δ|\bdelta\b|\bchange\b|변화|증감|개선|\b(?:weak|strong) scaling\b", head, re.I):
        return None
    if re.search(r"scal(?!ed[\W_])|efficien|확장|효율", head, re.I):
        return "scaling"  # NOTE: not "scaled_attn_speedup": a scaled (fp8) kernel's speedup, of a technique
    if re.search(r"\btime\b|latenc|\bTTFT\b|\bTPOT\b|\bITL\b|\bE2EL\b|지연|시간|\bp(?:50|90|95|99|99\.9|999)\b|\b(?:50|90|95|99)th\b|\bmedian\b|\btail\b", head, re.I):
        return "latency"  # NOTE: "| p99 Speedup |": a percentile is of a latency
    if _BANDWIDTH_WORDS.search(head) or re.search(r"\b(?:intra|inter)-?node\b|\bHBM\b|\bmemory bandwidth\b", head, re.I):
        return "bandwidth"
    if re.search(r"FLOP|\bcompute\b|throughput|tokens|samples|\bQPS\b|\bRPS\b|\bTPS\b|\bIOPS\b|\bops/s|처리량", head, re.I):
        return "throughput"
    return None


# "data efficiency", "training efficiency", "memory-efficient": efficiencies that are not of scaling
_COUNT_LABEL = re.compile(r"\bcounts?\b|\bnumber of\b", re.I)  # NOTE: "| Largest warehouse count at full efficiency |": a count, not the share
_RESOLUTION_BEFORE = re.compile(r"(?:\b\d{3,4}\s?[x×]\s?\d{3,4}|\b\d{3,4}[pi]|\b[48]K)\s*(?:,|@|\bat\b)?\s*[~≈]?$", re.I)
_LONG_AFTER = re.compile(r"[\s*_]*long\b", re.I)
# the work of people, not of a machine: "8 months to build", "4 weeks of development", "two years in the making"
_EFFORT_AFTER = re.compile(r"[\s*_]*(?:of\s+(?:development|engineering|work|effort|coding|design)|in\s+the\s+making|to\s+(?:build|develop|implement|write|design|ship|"
                           r"come\s+to\s+fruition|get\s+right|migrate|port|rewrite|stabili[sz]e|land)\b)", re.I)
_EFFORT_BEFORE = re.compile(r"\b(?:project|migration|migrating|development|rewrite|rewriting|refactor\w*|effort|porting|implementation|building)\b[^.;0-9]{0,30}"
                            r"\b(?:took|takes|lasted|spanned|required)\b[^.;0-9]{0,16}$", re.I)
# NOTE: "getting the cluster running took me 4x more time than Kafka did", "having spent 3x more effort on X": how long a
# person worked at something, no speed (not "the query took 4x more time", a latency)
_EFFORT_RATIO_AFTER = re.compile(r"[\s*_]*(?:more|less|longer|as\s+much)\s+(?:(?P<effort>effort|engineering|work\s+to|hours\s+of\s+work)|time|hours|days|weeks)\b", re.I)
_PERSON_EFFORT = re.compile(r"\btak(?:e|es|ing)\s+(?:me|us|him|her|them|you)\b|\btook\s+(?:me|us|him|her|them|you|our\s+team|the\s+team)\b|"
                            r"\b(?:having|I|we|I've|we've|I'd|we'd|you|they|team|engineers?|developers?)\s+(?:have\s+|had\s+|also\s+)?spen[dt]\b|"
                            r"\b(?:setting|to\s+set|set\s+it|set\s+them)\s+up\b|\bgetting\s+(?:[\w-]+\s+){1,3}?(?:running|working|up\s+and\s+running|to\s+work)\b|\b(?:learning|troubleshooting)\b", re.I)
# NOTE: "Startup time: 40-90 seconds", "the broker boots in 12 s", "recovery took 3 minutes (JVM warmup)": how long a process
# takes to come up or back, no speed of data or of work
_STARTUP_BEFORE = re.compile(r"\b(?:start-?up|boot(?:-?up)?|reboot|restart|recovery)\s+(?:time|times|duration)?\s*(?:is|was|of|takes?|took|lasted|in|:)?\s*"
                             r"(?:about\s+|around\s+|roughly\s+|under\s+|~|≈)?$|"
                             r"\b(?:boots?|booted|reboots?|rebooted|restarts?|restarted|recovers?|recovered|starts?\s+up|started\s+up|comes?\s+(?:back\s+)?up|came\s+(?:back\s+)?up)\s+"
                             r"(?:in|within|after)\s+(?:about\s+|around\s+|roughly\s+|under\s+|less\s+than\s+|~|≈)?$", re.I)
_STARTUP_AFTER = re.compile(r"\s*\((?![^()]*\b(?:exclud\w*|includ\w*|after|without|w/o|minus|not\s+count\w*|post|ignor\w*)\b)[^()]*\b(?:boot\w*|start-?up|recovery|initiali[sz]ation)\b[^()]*\)|"
                            r"\s+(?:to|for)\s+(?:the\s+)?(?:\w+\s+)?(?:boot|start\s+up|come\s+(?:back\s+)?up|recover|restart|initiali[sz]e)\b|\s+(?:of\s+)?(?:start-?up|boot(?:-?up)?|recovery)\s+time\b", re.I)
# NOTE: "| Broker startup time |", "| Boot (s) |" (not "| p99 after restart |", a latency read once the process is up)
_STARTUP_LABEL = re.compile(r"^[\W_]*(?:(?!(?:after|post|since|following)\b)[\w.-]+\s+){0,2}(?:start-?up|boot(?:-?up)?|reboot|restart|recovery)"
                            r"(?:\s+(?:time|times|duration))?\b(?!\s*(?:throughput|rate|speed|bandwidth))", re.I)
# NOTE: "loading 2 billion records into the topic took ~48 minutes: ~690K records/s": how long the run lasted, the rate
# beside it the claim
_ITEMS_TOOK_BEFORE = re.compile(r"\b[0-9][0-9,.]*(?:\s*(?:[kKMB]\b|thousand|million|billion|trillion))?\s+(?:[\w-]+\s+){0,3}?"
                                r"(?:records|messages|msgs|events|rows|items|entries|documents|objects|keys|requests|transactions|tokens|samples|images|files|lines|pages)\b"
                                r"[^.;]{0,50}?\b(?:in|took|takes|taking|lasted)\s+(?:just\s+|only\s+|under\s+|about\s+|roughly\s+|around\s+|~|≈)?$", re.I)
_RATE_GIVEN_BETWEEN = re.compile(r"[\s*_]*(?:[:=→—–]|->|,\s*(?:or|i\.e\.,?|which\s+is|that\s+is)|\bor)[\s*_]*(?:~|≈|about\s+|roughly\s+|around\s+)?", re.I)
_OVERHEAD_AFTER = re.compile(r"[\s)*_]*(?:space\s+|storage\s+)?overhead\b", re.I)
_SPACE_WORDS = re.compile(r"\b(?:space|storage|on[- ]disk|footprint|bytes)\b", re.I)
_TPCC_WORDS = re.compile(r"\bTPC-?C\b|\bTPROC-?C\b|\btpmC\b|\bNOPM\b|\bwarehouses?\b", re.I)
_NOT_SCALING_EFFICIENCY = re.compile(r"\b(?:data|memory|energy|cost|sample|parameter|training|compute|power|label|communication|space|storage|disk)[- ]efficien\w*", re.I)
def _metric_kind(label: str) -> str | None:
    """The kind a row label names when the rows of a table are metrics ("HBM bandwidth", "bf16 TFLOPS")."""
    if re.search(r"\b[GTPE]?FLOP[Ss]?(?:/s)?\b|\bMAMF\b|throughput|\btput\b|\bthpt\b|tokens/s|samples/s|\bTPS\b|\bQPS\b|\bRPS\b|처리량", label, re.I):
        return "throughput"
    if _BANDWIDTH_WORDS.search(label):
        return "bandwidth"
    if re.search(r"\blatenc|\btime\b|\bTTFT\b|\bTPOT\b|\bITL\b|지연", label, re.I):
        return "latency"
    if re.search(r"\bscaling\b|\bspeed-?up\b|확장", label, re.I):
        return "scaling"  # NOTE: "| Scaling Efficiency | 93% |"
    if re.search(r"속도|\bspeed\b", label, re.I):
        return "throughput"  # NOTE: "| 속도 향상 | 1x | 3.5-7.3x |": how fast the work goes
    return None


_ONE_DEVICE = re.compile(r"(?:a\s+)?(?:single|one)\b|1\s*(?:x\s*)?[A-Za-z]|1-|단일|1\s*개", re.I)
# "at all scales", "large-scale training", "at production scale": a size, not a scaling figure
_SCALE_NOUN = re.compile(r"\bat (?:all |any |every |production |large |massive |extreme )?scales?\b|\b(?:large|small|full|production|massive|extreme|hyper)[- ]scale\b|"
                         r"(?:®\s*|\b)(?-i:Scalable)\b(?=\s*(?-i:[A-Z(®])|\s*(?:Vector|Matrix|processors?))|\bscaled[ _-]dot[ _-]product\b", re.I)  # "Xeon® Scalable", "Scaled Dot Product Attention": names


_LINK_SPEC = re.compile(r"\b(?:uni|bi)-?directional\b|\bduplex\b|\bwire[- ](?:rate|speed)\b|\bline rate\b|\blinks?\b|단방향|양방향", re.I)
_SIZE_CELL = re.compile(r"^[~≈<>]?\s*[0-9][0-9,.]*\s*(?:[KMGTP]i?B|W|kW)$")  # a size or a power, not a rate


# "**Test:** device-to-device copy benchmark (hipMemcpyPeer, 256 MB buffers)", "Benchmark: all_reduce_perf, 8 B to 8 GB": a
# labelled line of a report's opening that names the test it ran
_DECLARED_TEST = re.compile(r"(?im)^\W*(?:tests?|benchmarks?|workloads?|test (?:method|procedure)|measurement|methodology)[*_]{0,2}\s*:[*_]{0,2}\s*\S")
LABELLED_LINE = re.compile(r"(?m)^\W*[A-Z가-힣][\w /-]{0,30}[*_]{0,2}\s*:")  # "**Date:** ...", "Status: ...", "- **GPU**: ..."


def _declared_run(blocks) -> int:
    """The index of the block in a report's opening (before its first section heading below the title) that declares the
    test it ran, among labelled facts ("**Date:** ...", "**Hardware:** ...", "**Test:** ..."); 0 when there is none."""
    for j, b in enumerate(blocks[:12]):
        if len(b.section) > 1:
            break  # NOTE: past the opening
        if b.scope in ("paragraph", "list-item") and _DECLARED_TEST.search(b.text) and len(LABELLED_LINE.findall(b.text)) >= 2:
            return j
    return 0


class Extractor:
    """Finds claim drafts in a document."""

    def __init__(self, lexicon: Lexicon, kb=None):
        """``kb`` is a :class:`claimcheck.knowledge.KnowledgeBase` used to name subjects (optional)."""
        self.lex = lexicon
        self.kb = kb
        self.p = {name: prefilter.Prefiltered(pat) if isinstance(pat, re.Pattern) else pat for name, pat in lexicon.patterns.items()}
        self._cue_matcher = None
        self._result_at: re.Pattern | None = None
        self._subjects: dict[str, list] = {}
        self._table_cache: tuple = (None, None, None, None)  # (document, table key, context, what the rows share)
        self._aliases: tuple = (None, {})  # (document, the units it names by an abbreviation: "tokens/sec/GPU (wps)")
        self._declared: tuple = (None, {})  # (document, the units it declares for a topic: "Bulk transfer throughput in MB/s")
        self._setup_keys: tuple = (None, False)  # (document, whether it lists setup keys)
        self._results_key: tuple | None = None  # (caption, section) of the last table asked about, and its answer
        self._results_value = False
        self._numbers_cache: tuple = (None, {})  # (document, block index -> numbers per line of a code block)
        self._headings: tuple = (None, set())  # (document, its headings folded): what a quotation may name
        self._section_unit_key: tuple | None = None  # (document, table index) of the last table asked about, and its unit
        self._section_unit_value: tuple[ParsedUnit | None, str] = (None, "")
        self._quals = [p for k, p in self.p.items() if k.startswith("qualitative.")]

    # ------------------------------------------------------------------ helpers
    def cue_matcher(self):
        if self._cue_matcher is None:
            from claimcheck.nlp import PhraseLexicon

            self._cue_matcher = PhraseLexicon(((f"{c}|{w}", p) for c, p, w in self.lex.cues))
        return self._cue_matcher

    def result_at(self) -> re.Pattern:
        """The measured cues of the lexicon that end in "at" ("peaked at", "held steady at", "came back at"), right before a
        figure: a result reached at the rate, not a load offered at it ("throughput held steady at 52,000 requests/s")."""
        if self._result_at is None:
            phrases = sorted({p for c, p, _ in self.lex.cues if c == "measured" and p.lower().endswith(" at")}, key=len, reverse=True)
            self._result_at = re.compile(r"\b(?:" + "|".join(re.escape(p) for p in phrases) + r")\s+(?:about\s+|around\s+|roughly\s+|~|≈)?$", re.I) \
                if phrases else re.compile(r"(?!)")
        return self._result_at

    def subject_near(self, text: str, pos: int) -> str | None:
        """The link or device named nearest to ``pos`` in ``text``."""
        if self.kb is None:
            return None
        found = self._subjects.get(text)
        if found is None:
            try:
                found = self.kb.find_subjects(text)
            except Exception:  # NOTE: a knowledge lookup must never stop a check.
                return None
            if len(self._subjects) > 4096:
                self._subjects.clear()
            self._subjects[text] = found  # NOTE: figures of one sentence share its subjects
        # NOTE: "reaches 1.6 TB/s, 12x PCIe Gen4", "seven times higher than PCIe Gen5": the link a figure is set against is
        # not what the figure is of (a figure whose only name is its comparison has no subject)
        # (but "than H100 SXM's 3.35 TB/s", "vs. A100: 19.5 TFLOPs": the base's own figure, right after its name, is of it)
        found = [m for m in found if (m.end <= pos and pos - m.end <= 12)
                 or not (_COMPARED_SUBJECT_BEFORE.search(text, max(0, m.start - 40), m.start) or _COMPARED_SUBJECT_AFTER_KO.match(text, m.end))]
        if not found:
            return None
        best = min(found, key=lambda m: abs(((m.start + m.end) // 2) - pos) + (0 if m.start < pos else 5))
        return best.text

    def _lead_in_direction(self, doc: Document, index: int) -> str | None:
        """The one direction a list's lead-in states for all its items ("Bandwidth per generation (x16, bidirectional):"): the
        parent item ending in a colon, else the paragraph above the list when it ends in one."""
        parent = _parent_lead(doc, index)
        lead = doc.blocks[parent].text if parent is not None else lead_paragraph(doc, index)
        if not lead.rstrip(" *_").endswith((":", "：")):
            return None
        found = {name for name in ("per-direction", "bidirectional") if (pat := self.p.get(f"direction.{name}")) and pat.search(lead)}
        return found.pop() if len(found) == 1 else None

    def direction_near(self, text: str, start: int, end: int, whole: str | None = None) -> str | None:
        """Direction words within a few words of the figure, else anywhere in the sentence when it has one figure."""
        best = None
        for name in ("per-direction", "bidirectional", "aggregate"):
            pat = self.p.get(f"direction.{name}")
            if not pat:
                continue
            for m in pat.finditer(text):
                if _DIRECTION_DENIED.search(text, max(0, m.start() - 16), m.start()):
                    continue  # NOTE: "without the bidirectional flag", "not bidirectional": the direction the run did not use
                d = m.start() - end if m.start() >= end else start - m.end()
                if d <= 40 and (best is None or d < best[0]):
                    best = (d, name)
        if best:
            return best[1]
        if whole:
            for name in ("per-direction", "bidirectional"):
                pat = self.p.get(f"direction.{name}")
                m = pat.search(whole) if pat else None
                if m and not _DIRECTION_DENIED.search(whole, max(0, m.start() - 16), m.start()):
                    return name
        return None

    def scaling_for(self, sentence: str, kind: str, unit: ParsedUnit | None, value: float | None, qual: str | None = None,
                    pos: int | None = None):
        """Devices N, speedup S, efficiency E and baseline stated in the sentence.

        The device count is the mention nearest to the figure at ``pos`` (before the figure preferred):
        "95% on 8 GPUs, so it scales to 1024" gives 8 for the 95%. "from 8 to 64 GPUs" gives 64 devices
        with a baseline of 8.
        """
        if unit is not None and unit.dimension == "ratio" and kind != "scaling" and pos is not None \
                and REAL_TIME.search(sentence, max(0, pos - 30), pos + 60):
            return None  # NOTE: "an RTF of 0.023", "30x faster than real time": speed against the media's length, no speedup
        devices = None
        dm = list(self.p["devices"].finditer(sentence)) if "devices" in self.p else []
        found = []
        base_mention = None
        for m in dm:
            for g in m.groups():
                if g and device_count(g) is not None:
                    if re.search(r"(?:\bthan|\bvs\.?|\bover|\bversus|\bcompared (?:to|with)|\brelative to)\s+(?:on\s+|with\s+|a\s+)?$", sentence[max(0, m.start() - 25):m.start()], re.I) \
                            or re.match(r"\s*(?:대비|보다|에 비해)", sentence[m.end():m.end() + 6]):
                        base_mention = (device_count(g), m.group(0))  # "than on 1 GPU", "단일 GPU 대비": the baseline
                        continue
                    found.append((m.start(), device_count(g)))
        if found:
            if pos is None:
                devices = max(n for _, n in found)
            else:
                devices = min(found, key=lambda f: abs(f[0] - pos) + (0 if f[0] <= pos else 25))[1]
        if pos is not None and found and "respectively" in sentence:
            devices = _respective_count(sentence, pos) or devices  # NOTE: "1.8x, 3.4x and 6.1x with 2, 4 and 8 GPUs, respectively"
        if devices is not None and pos is not None and unit is not None and unit.dimension == "ratio" \
                and _comparator_bases(sentence[max(0, pos - 40):pos + 45]) is False:
            # NOTE: "랙 2대(GPU 144개)로 늘렸을 때 확장 효율 97%를 찍었고 ... 이전 버전보다 최대 1.4배 빨라졌다": a speedup whose own
            # comparator, just before it, names a version or a system is not a speedup over the devices of another clause
            devices = None
        if devices is None:
            mults = list(_DEVICE_MULTIPLE.finditer(sentence))
            before = [m for m in mults if pos is None or m.start() < pos]
            mult = before[-1] if before else (mults[0] if mults else None)  # NOTE: the multiple nearest before the figure
            if mult:  # NOTE: "twice the GPUs give twice the throughput": N times the devices, against the devices before
                parsed = parse_figure(mult.group(1))
                devices = int(parsed[0]) if parsed and float(parsed[0]).is_integer() else None
                base_mention = (1, mult.group(0)) if devices else base_mention
        fm = re.search(r"\bfrom\s+([0-9][0-9,]*[kK]?)\s+(?:to|all the way to)\s+([0-9][0-9,]*[kK]?)(?![\w.])\s*(GPUs|nodes|accelerators|devices|workers|ranks)?", sentence, re.I) \
            or re.search(r"([0-9][0-9,]*)\s*개에서\s*([0-9][0-9,]*)\s*개()", sentence)
        if fm and not fm.group(3) and (after := re.match(r"\s*([^\s,;:()]+)", sentence[fm.end():])) \
                and parse_unit(after.group(1).rstrip(".")) is not None:
            fm = None  # NOTE: "from 1200 to 1800 samples/s": a change of a measured figure, not of the device count
        base_devices = None
        if fm:
            base_devices = device_count(fm.group(1))
            devices = device_count(fm.group(2))
        baseline = None
        bm = self.p["baseline"].search(sentence) if "baseline" in self.p else None
        if bm:
            cut = min(len(sentence), bm.end() + 40)
            if cut < len(sentence) and sentence[cut].isalnum() and (space := sentence.rfind(" ", bm.end(), cut)) > 0:
                cut = space  # NOTE: whole words only: "than the old build in our", not "... in our wrk tes"
            baseline = sentence[bm.start(): cut].split(",")[0].strip()
        if base_devices is not None:
            baseline = f"{base_devices} {fm.group(3) or 'devices'}"
        elif base_mention is not None:
            baseline = base_mention[1]
        speedup = efficiency = None
        if unit is not None and unit.dimension == "ratio":
            speedup = value
            if value and pos is not None and _SLOWDOWN_AFTER.match(sentence, pos):
                speedup = round(1.0 / value, 4)  # NOTE: "each step on 8 GPUs takes 12x longer than on 2": a slowdown, a speedup of 1/12
        elif unit is not None and unit.dimension == "percent" and re.search(r"efficien(?!tly)|효율(?!적)|scaling", sentence, re.I) \
                and not (kind in ("bandwidth", "latency") and _LINK_SHARE.search(sentence)) \
                and not (pos is not None and (end := _PERCENT_END.match(sentence, pos)) is not None and _COMPARATIVE_AFTER.match(sentence, end.end())) \
                and not (pos is not None and _UTILISATION_BEFORE.search(sentence, max(0, pos - 80), pos)) \
                and not (pos is not None and (end := _PERCENT_END.match(sentence, pos)) is not None and _SHARE_OF_DEVICE_AFTER.match(sentence, end.end())):
            # NOTE: "41% efficiency of the link": not a scaling efficiency; nor "MFU climbs from 38% ...": a share of the peak FLOPs;
            # nor "15-18% GPU", "97% of theoretical throughput": how busy a device was, how much of a link's rate was used
            efficiency = value / 100.0 if value is not None else None
            if efficiency is not None and pos is not None and _WITHIN_BEFORE.search(sentence, max(0, pos - 20), pos) \
                    and _OF_IDEAL_AFTER.match(sentence, pos):
                efficiency = 1.0 - efficiency  # NOTE: "to within 1% of ideal scaling": a shortfall from ideal, so 99% efficiency
            elif efficiency is not None and pos is not None and (end := _PERCENT_END.match(sentence, pos)) is not None \
                    and _EFFICIENCY_LOSS_AFTER.match(sentence, end.end()):
                efficiency = round(1.0 - efficiency, 6)  # NOTE: "an 18% efficiency loss", "18%의 효율성 손실": what was lost, so 82% efficiency
        if kind != "scaling" and speedup is None and efficiency is None:
            return None
        if qual is None:
            pat = self.p.get("qualitative.scaling")
            m = pat.search(sentence) if pat else None
            # NOTE: "79.6% of linear scaling" measures against linear scaling; it does not assert it
            if m and not _SHARE_OF.search(sentence[max(0, m.start() - 20):m.start()]) and not _KO_NOT_AFTER.match(sentence, m.end()):
                qual = _linearity(m.group(0).lower())
                if qual == "linear" and _BETTER_THAN_BEFORE.search(sentence, max(0, m.start() - 40), m.start()):
                    qual = "superlinear"
                elif qual == "linear" and _SHORT_OF_BEFORE.search(sentence, max(0, m.start() - 40), m.start()):
                    qual = None
        return Scaling(devices=devices, speedup=speedup, efficiency=efficiency, baseline=baseline, qualitative=qual)

    def kind_for(self, unit: ParsedUnit, sentence: str, utilisation: bool = False) -> str | None:
        """Claim kind from the unit and the words around it; None when the figure is not a performance figure.

        ``utilisation``: the figure is known to be a share of a peak (an "MFU" column), never a scaling figure.
        """
        d = unit.dimension
        if d in ("bytes/s", "bits/s", "transfers/s") or (d == "rate" and unit.unit.startswith("B/cycle")):
            return "bandwidth"  # NOTE: "64 B/clk per L2 slice": data moved per clock cycle, a bandwidth in the clock's unit
        if d in ("rate", "flops"):
            return "throughput"
        if d == "time":
            if unit.scale >= 60 and _JOB_TIME.search(sentence) and self.p["devices"].search(sentence):
                return "scaling"  # NOTE: "Est. time to train in days (10T tokens, 1K GPUs)", "takes 54 days on 16,000 H100 GPUs": a job on N devices
            if self.p["time-heads"].search(sentence):
                return "latency"
            if unit.unit in ("ns", "us", "ms") and _LATENCY_TOOL.search(sentence):
                return "latency"  # NOTE: "2노드 `osu_allreduce`는 32 KB에서 약 88 µs였다": what a latency benchmark printed
            # NOTE: "`reference.py`: 93540μs", "- 91us", "Tuned kernel params - 345μs": a sub-second time as the value of
            # a labelled line or item is how long the thing named took
            labelled = unit.unit in ("ns", "us", "ms") and _LABELLED_TIME.fullmatch(sentence)
            return "latency" if labelled and not (_SETTING_COLUMN.search(sentence) or _SETTING_LABEL.search(sentence)) else None
        if d == "ratio" and REAL_TIME.search(sentence):
            return "throughput"  # NOTE: "an RTF of 0.023", "30x faster than real time": how fast media is processed against its length
        if d in ("ratio", "percent"):
            if d == "percent" and _COUNTER_CHANGE.search(sentence):
                return "latency"  # NOTE: "a mean cycles reduction of 0.83%", "up to 9% icount reductions": the cost of compiling, counted
            if not self.p["ratio-heads"].search(sentence) and not _OUTDONE_BY.search(sentence):
                return None
            if utilisation or (self.p["extract.peak-relative"].search(sentence) and not re.search(r"scal|speed-?up|확장", sentence, re.I | re.A)):
                # NOTE: a share of a device's or link's peak (MFU, "% of spec") is utilisation: compute or link
                flops = re.search(r"FLOP|\bMFU\b|\bHFU\b|\bMAMF\b|matmul|compute", sentence, re.I)
                return "bandwidth" if not flops and (_BANDWIDTH_WORDS.search(sentence) or _LINK_SPEC.search(sentence)) else "throughput"
            share = _LINK_SHARE.search(sentence)
            if share:
                return "latency" if share.group(0).lower().startswith("latency") else "bandwidth"
            if self.p["kinds.scaling"].search(sentence) and _scaling_context(sentence):
                return "scaling"
            if re.search(r"\blatenc|\btime(?![A-Za-z])|\bTTFT(?![A-Za-z])|\bTPOT(?![A-Za-z])|\bITL(?![A-Za-z])|\binter-?token\b|지연|레이턴시|시간(?!당)|단축", sentence, re.I):  # NOTE: "step time을": a particle glued on; "시간당" (per hour) is a rate
                return "latency"
            if _RESPONSE_STATISTIC.search(sentence) and not _RATE_WORDS.search(sentence) and not _BANDWIDTH_WORDS.search(sentence):
                return "latency"  # NOTE: "at the 95th percentile it is 350% faster", "its p50 response is 65% faster": response times compared
            if _BANDWIDTH_WORDS.search(_LINK_AS_CONDITION.sub(" ", sentence)) and not re.search(r"throughput|처리량|\btraining\b|\binference\b|훈련|학습|추론", sentence, re.I):
                return "bandwidth"  # NOTE: "12% slower than the second setup with NVLink" compares setups, not links
            if d == "percent" and re.search(r"빠르|빠릅|빠름|빨랐|느리|느립|느림|느렸", sentence):
                return "scaling"  # NOTE: the dev labels read "DP는 DDP보다 약 10% 느립니다" as a scaling comparison
            return "throughput"
        return None

    # ------------------------------------------------------------------ documents
    def extract(self, doc: Document) -> list[Draft]:
        """All drafts of a document, in document order."""
        drafts: list[Draft] = []
        for i, block in enumerate(doc.blocks):
            scope = block.scope
            if scope in ("paragraph", "list-item", "blockquote", "heading"):
                if _is_numeric_row(block.text):
                    drafts.extend(self._loose_row(doc, i, block))
                    continue
                if scope in ("list-item", "paragraph") and "_" in block.text and _SNAKE_METRIC_LINE.fullmatch(block.text):
                    drafts.extend(self._code(doc, i, block))  # NOTE: "- p99_latency_ms = 41.2": a metric a program printed, quoted in prose
                    continue
                if scope == "paragraph" and "\n" in block.text and _PASTED_OUTPUT.search(block.text):
                    pasted = _one_per_figure(self._code(doc, i, block))
                    if pasted:  # NOTE: a program's output pasted without a fence: a header of units, then rows of numbers
                        drafts.extend(pasted)
                        continue
                if (_QUOTED_WHOLE.fullmatch(block.text) or (scope == "list-item" and _CLAIM_NAMED.search(block.text.strip()))) \
                        and block.section and _REFUTED_HEADING.search(block.section[-1]):
                    continue  # NOTE: '1. **"My laptop has 12 cores, so it should be fast"**' under "Common mistakes": quoted to be refuted
                if not _may_hold_claim(block.text) or _WORKED_EXAMPLE_IF.match(block.text):
                    continue  # NOTE: "예: 32GB를 0.2초 만에 all-reduce 하면 → algbw = 32GB / 0.2초 = 160 GB/s": an example worked out
                drafts.extend(self._prose(doc, i, block))
            elif scope == "table.row":
                drafts.extend(self._table_row(doc, i, block))
            elif scope == "table.header" and _data_as_header(doc, i, block):
                # NOTE: "std parse | 130 MB/s |" over "---|---|" and "lexical | 370 MB/s |": a table with no header row, whose first
                # row of figures the rule line made its header
                drafts.extend(self._table_row(doc, i, Block("table.row", block.span, block.text, block.section, block.table, (), block.cells, block.info)))
            elif scope in ("code", "log"):
                if i + 1 < len(doc.blocks) and doc.blocks[i + 1].info == "code-table":
                    continue  # NOTE: the pipe table printed in it is read as a table, row by row
                read = [d for d in _one_per_figure(self._code(doc, i, block)) if not _axis_tick(doc.text, d)]
                if read and i > 0 and doc.blocks[i - 1].scope in ("paragraph", "list-item") and _projection_lead(_last_sentence(doc.blocks[i - 1].text)):
                    # NOTE: "예상 출력:", "Expected output:" right above the block: what a run should print, no run (not "You can expect
                    # other results on other boxes. A small laptop will output the following:", a run shown)
                    for d in read:
                        d.forced, d.cues = "inferred", [("inferred", "expected output", 3.0, 0)]
                if scope == "code" and block.info.split()[:1] in _NOTE_TAGS and is_hangul(block.text):
                    # NOTE: a block that draws a time axis ("0s ---- 4s ---- 8s") is a diagram: its notes ("← 3초에 끝났지만
                    # 12초까지 대기") explain the drawing, no run
                    drawn = any(_TICK_LINE.fullmatch(line) for line in block.text.splitlines())
                    notes = [] if drawn else self._note_lines(doc, i, block, read)
                    read = sorted(read + notes, key=lambda d: d.span.start) if notes else read
                elif scope == "code" and not read and block.info.split()[:1] in _NOTE_TAGS and _calculation_note(block.text):
                    # NOTE: "With A100 (600 GB/s NVLink):" over "Communication time: 115 / 600 = 0.19s" in a plain fence: an estimate
                    # worked out by hand, read as the prose it is (a time predicted from a link's peak), not a program's output
                    read = self._prose(doc, i, Block("paragraph", block.span, block.text, block.section))
                    for d in read:
                        if d.unit is not None and d.unit.dimension in ("time", "percent", "ratio"):
                            d.forced, d.cues = "inferred", [("inferred", "worked out by hand", 3.0, 0)]  # NOTE: the estimate's terms and results
                drafts.extend(read)
        drafts = _once_per_reference_column([d for d in drafts if not _zero_rate(d)])
        if any(d.unit is not None and d.unit.unit == "tokens/s" for d in drafts) and _TRANSACTIONS_DOC.search(doc.text) \
                and not _TOKENS_DOC.search(doc.text):
            for d in drafts:  # NOTE: "TPS" in a load test of a web or database service (nGrinder, k6, JMeter) counts transactions
                if d.unit is not None and d.unit.unit == "tokens/s":
                    d.unit = TRANSACTIONS_PER_SECOND
        if "&" in doc.text:
            for d in drafts:  # NOTE: "3.5&times;" read as "3.5×" (see mask): the figure's text is the whole entity
                if d.span.end > 0 and doc.text[d.span.end - 1] == "&" and (entity := _TIMES_ENTITY.match(doc.text, d.span.end - 1)):
                    d.span = Span(d.span.start, entity.end())
                    d.text = doc.text[d.span.start:d.span.end]
        if drafts:
            self._mark_section_runs(doc, drafts)
        return drafts

    def _mark_section_runs(self, doc: Document, drafts: list[Draft]) -> None:
        """Set ``section_run`` on the drafts whose section tells a run in a block before theirs (a paragraph or list
        item saying it ran, or a benchmark log); one forward pass over the blocks."""
        pat, command = self.p["extract.section-run"], self.p["extract.section-run-command"]
        told = []
        # NOTE: only the section's own text counts: a parent's "we conducted experiments using three storage
        # configurations" does not make the subsections' configuration lists ("**Throughput**: 1,000 MiB/s") results
        last = max(d.block_index for d in drafts)  # NOTE: the blocks after the last draft's tell no draft anything
        blocks = doc.blocks[:last + 1]
        # NOTE: what a block tells reaches only the later blocks of its run (a heading or a change of section starts the
        # next), so a run's blocks after its last draft, and the runs without a draft, need not be read
        runs, section = [], None  # NOTE: the run each block belongs to
        for block in blocks:
            new_run = block.scope == "heading" or block.section != section
            section = block.section
            runs.append(runs[-1] + new_run if runs else 0)
        until: dict[int, int] = {}
        for d in drafts:
            until[runs[d.block_index]] = max(until.get(runs[d.block_index], -1), d.block_index)
        # NOTE: a code block that printed results ("Requests/sec: 18,200.10" read as measured) tells the run as a log does
        printed = {d.block_index for d in drafts if d.forced == "measured" and d.block.scope == "code"}
        def tells(j: int, block: Block) -> bool:
            return block.scope == "log" or j in printed or (block.scope in ("paragraph", "list-item", "blockquote", "table.caption") and (
                pat.search(block.text) or "`" in block.text and command.search(block.text))) or (block.scope == "code" and command.search(block.text))

        seen = False
        for j, block in enumerate(blocks):
            if j == 0 or runs[j] != runs[j - 1]:
                # NOTE: "## Benchmark Results", "### 측정 결과": a heading that calls its section results tells the run
                seen = "heading" if any(_RESULTS_HEADING.search(h) and not _PROJECTION_HEADING.search(h) for h in block.section) else False
                if seen is False and block.section and _SUMMING_UP_HEADING.match(block.section[-1]):
                    # NOTE: "### Conclusion" after a table of ping runs: "* Encryption adds up to 16µs" sums up those runs; the
                    # section before it of the same parent (or the parent's own text) says whether a run was told
                    seen = self._sibling_told(blocks, j, told, tells)
            told.append(seen if block.scope != "heading" else False)
            if seen is True or j >= until.get(runs[j], -1):
                continue  # NOTE: told already (only a new run resets it), or no draft after it in its run
            if tells(j, block):
                seen = True
        declared = _declared_run(doc.blocks)
        for d in drafts:
            # NOTE: True (a run told), "heading" (a results heading), "document" (a test the opening declares) or False
            d.section_run = told[d.block_index] or (declared and d.block_index > declared and "document")

    @staticmethod
    def _sibling_told(blocks, j: int, told: list, tells) -> bool | str:
        """What the section just before block ``j``'s section, under the same parent, tells: True (a run), "heading" (a
        results heading) or False. Its blocks are read back from ``j`` while they stay in that one sibling."""
        section = tuple(blocks[j].section)
        parent = section[:-1]
        child, state = (), False  # NOTE: () is no heading yet; None is the parent's own text
        for k in range(j - 1, -1, -1):
            here_section = tuple(blocks[k].section)
            if here_section[:len(parent)] != parent or here_section[:len(section)] == section:
                break
            here = here_section[len(parent)] if len(here_section) > len(parent) else None
            if child != () and here != child:
                break
            child = here
            if told[k] is True or tells(k, blocks[k]):
                return True
            if told[k] == "heading" or any(_RESULTS_HEADING.search(h) and not _PROJECTION_HEADING.search(h) for h in here_section):
                state = "heading"
        return state

    def _windows(self, text: str, raw: str, list_item: bool = False) -> tuple[list[tuple[int, int, bool, bool]], bool, bool]:
        """Spans of ``text`` (masked ``raw``) worth tokenizing: the rough sentences that hold a candidate, merged when adjacent.

        NOTE: spaCy's tokenizer is ~70x slower than a regex scan, so only candidate sentences reach it;
        the rough split is conservative (it never splits where spaCy's sentencizer would not).
        Returns the windows, (start, end, hypothetical, prev_measured) where the flags describe the text before the
        window, and whether the hypothetical and the run patterns match anywhere in the block (when not, no sentence
        needs testing); a block without a window is not read further.
        """
        if not _may_hold_claim(text):  # NOTE: PRESCAN's claim words include 초당
            return [], False, False  # NOTE: the block-wide test fails, so every sentence's would
        # NOTE: a qualitative pattern none of whose literals is in the block matches none of its sentences
        quals = None  # NOTE: found on first use: most blocks decide every sentence by its figures alone

        def qual(piece: str) -> bool:
            nonlocal quals
            if quals is None:
                quals = [p for p in self._quals if p.possible(text)]
            return any(p.search(piece) for p in quals)
        heads = (self.p["ratio-heads"], self.p["time-heads"])

        def headed(piece: str, s: int, e: int) -> bool:
            """Whether a ratio, share or time in ``piece`` has what makes it a claim: a head word, code or arithmetic."""
            return bool("`" in piece or "=" in raw[s:e] or heads[0].search(piece) or heads[1].search(piece) or _OUTDONE_BY.search(piece) or _LABELLED_TIME.fullmatch(piece) or ("\n" in raw[s:e] and _labelled_time_lines(raw[s:e]))
                        or _LABELLED_DURATION.fullmatch(piece) or _JOB_TIME.search(piece)  # NOTE: "25 days of training on 512 A100s"
                        or _TIME_SAVED.search(piece)  # NOTE: "I could save 300 milliseconds per link"
                        or _COUNTER_CHANGE.search(piece)  # NOTE: "a mean cycles reduction of 0.83%"
                        or _BARE_RATIO_ITEM.fullmatch(piece) or (list_item and (_LABEL_VALUE_ITEM.match(piece) or _RATIO_FIRST_ITEM.match(piece) or _TIME_FIRST_ITEM.match(piece)
                                                                             or _TRAILING_RATIO_ITEM.fullmatch(piece))))

        pieces = []
        for s, e in rough_sentences(text):
            piece = text[s:e]
            # NOTE: a claim word alone is not enough to pay for spaCy: a qualitative pattern must match too.
            if _DIGIT.search(piece):
                hit = _RATE_FIGURE.search(piece) or ((_HEADED_FIGURE.search(piece) or _spelled_ratio(piece)
                                                      or _FACTOR_FIRST.search(piece) or _FACTOR_IN_WORDS.search(piece)) and headed(piece, s, e)) \
                    or _has_key_value(piece) or "초당" in piece or (PRESCAN.search(piece) and qual(piece)) \
                    or _unit_key(piece) or (_ARROW_PAIR.search(piece) and _HEADED_FIGURE.search(piece)) \
                    or _rtf_value(piece) or _magnitude_rate(piece)
            else:  # NOTE: only a ratio in words, "초당" or a qualitative claim can stand in a sentence without a digit
                hit = ((_spelled_ratio(piece) or _FACTOR_IN_WORDS.search(piece)) and headed(piece, s, e)) or "초당" in piece or (PRESCAN.search(piece) and qual(piece)) \
                    or _magnitude_rate(piece)  # NOTE: "billions of sequences per day"
            pieces.append((s, e, piece, bool(hit)))
        if not any(hit for _, _, _, hit in pieces):
            return [], False, False
        hypothetical_pat, run_pat = self.p["extract.hypothetical"], self.p["extract.run-words"]
        hypothetical_any = hypothetical_pat.search(text) is not None
        run_any = run_pat.search(text) is not None
        windows = []
        hypothetical = False
        prev_measured = False
        cur = None
        for s, e, piece, hit in pieces:
            if hit:
                if cur is None:
                    cur = [s, e, hypothetical, prev_measured]
                else:
                    cur[1] = e
            elif cur is not None:
                windows.append(tuple(cur))
                cur = None
            if hypothetical_any and not hypothetical and hypothetical_pat.search(piece):
                hypothetical = True
            prev_measured = run_any and bool(run_pat.search(piece))
        if cur is not None:
            windows.append(tuple(cur))
        return windows, hypothetical_any, run_any

    def _prose(self, doc: Document, index: int, block: Block) -> list[Draft]:
        from claimcheck.nlp import find_figures, tokenize

        if _under_exercises(doc, index, block):
            return []  # NOTE: "확인 문제", "Exercises": a scenario posed to the reader ("... 4배밖에 안 늘었습니다. 원인을 설명하세요")

        masked_all, _ = mask(block.text)
        if block.scope in ("paragraph", "list-item") and "\n" in masked_all:
            masked_all = masked_all.replace("\n", " ")  # NOTE: a wrapped line ("in 144\nminutes") is one sentence, same offsets
        windows, hypothetical_any, run_any = self._windows(masked_all, block.text, block.scope == "list-item")
        if not windows:
            return []  # NOTE: most blocks that pass the block-wide prescan hold no candidate sentence; they pay for nothing else
        out: list[Draft] = []
        report = _UNSET  # NOTE: the block's caption or results lead-in, looked up once, for its first claim
        spec_lead = None
        # NOTE: "## Expected gains", "## 예상": the section frames its figures as predictions (a run told in the sentence
        # still outvotes it)
        projection = projection_heading(block.section)
        if projection is None and block.scope == "list-item":
            # NOTE: "Expected results for m6i.metal instances:" above the list, or "- Projected performance on 384 cores:" as
            # the parent item of nested ones
            parent = _parent_lead(doc, index)
            for lead_text in (lead_paragraph(doc, index), doc.blocks[parent].text if parent is not None else ""):
                if _projection_lead(lead_text):
                    projection = _LIST_MARKER.sub("", lead_text.strip())
                    break
        if projection is None:
            impact = _IMPACT_LABEL.match(block.text)
            if impact:  # NOTE: "**Impact**: 5-10% throughput improvement": a tip's promised effect, an estimate
                projection = impact.group(1)
        # NOTE: "Using NVIDIA's official datasheet:" above the list: its peaks are ratings, whatever the section expects
        spec_lead = projection is not None and block.scope == "list-item" and self.p["classify.spec-sentence"].search(lead_paragraph(doc, index) or "") is not None
        # benchmark output quoted inline (`throughput: 24.26 samples/s, ...`): its figures were measured
        loglike = [(m.start(), m.end()) for m in _INLINE_CODE.finditer(block.text) if _LOGLIKE.search(m.group(0))]
        # NOTE: a paragraph of "Label: value" lines without full stops, which the sentencizer reads as one sentence
        # (and a list item's lines under its first: "* r3 chunk=4M" over "Max theoretical throughput: ..." and "Average throughput: ...")
        label_lines = "\n" in block.text and (block.scope == "paragraph" and all(_LABEL_LINE.match(x) for x in block.text.split("\n") if x.strip()) or (
            block.scope == "list-item" and all(_LABEL_LINE.match(x) for x in block.text.split("\n")[1:] if x.strip())))
        prev_computed = False  # NOTE: the sentence before made a figure by arithmetic
        for ws, we, hypothetical, prev_measured in windows:
            masked = masked_all[ws:we]
            sdoc = tokenize(masked)
            figures = _with_shared_units(sdoc, find_figures(sdoc, masked))
            cues = self.cue_matcher()(sdoc, masked)
            if ("아니" in masked or "not" in masked or "n't" in masked) and cues:
                cues = [c for c in cues if not (c[0].startswith("measured") and negated_cue(masked, c[2].start_char, c[2].end_char))]
            if " up" in masked and cues:
                # NOTE: "a 2x gap that shows up directly in step time": "show up" is to appear, no run shown
                cues = [c for c in cues if not (c[0].startswith("measured") and c[2].text.lower() in ("show", "shows", "showed", "showing")
                                                and _UP_AFTER.match(masked, c[2].end_char))]
            if "spec" in masked and cues and (tests := {m.start(m.lastindex) for m in TEST_SPECS.finditer(masked)}):
                # NOTE: "the core language specs from the conformance suite", "1,900 specs": tests a suite runs, no specification
                cues = [c for c in cues if not (c[0].startswith("vendor-peak") and c[2].start_char in tests)]
            if "min" in masked and cues:
                # NOTE: "587μs max-min spread", "min/max 3/41 μs": the largest of a run's samples beside its least, no rating
                cues = [c for c in cues if not (c[0].startswith("vendor-peak") and _MIN_MAX.search(masked, max(0, c[2].start_char - 4), c[2].end_char + 4))]
            groups = _ParenGroups(sdoc, masked)
            for sent in sdoc.sents:
                s0, s1 = sent.start_char, sent.end_char
                raw_sent = block.text[ws + s0: ws + s1]
                if raw_sent.strip() and raw_sent != raw_sent.strip():
                    # NOTE: "   - It takes `<= 125 ms` ...": a list item's indentation (or a line break) at an end of the sentence is left
                    # out of its span, so that the span starts and ends where the stripped sentence does
                    s0, s1 = s0 + len(raw_sent) - len(raw_sent.lstrip()), s1 - (len(raw_sent) - len(raw_sent.rstrip()))
                    raw_sent = block.text[ws + s0: ws + s1]
                msent = masked[s0:s1]
                if not msent.strip():
                    continue
                hyp = self.p["extract.hypothetical"].search(msent) if hypothetical_any else None
                if hyp and not (self.p["extract.ideal-word"].regex.fullmatch(hyp.group(0)) and self.p["classify.past-result"].search(msent)):
                    hypothetical = True  # NOTE: "In the ideal world ..." frames the sentences after it in the paragraph too
                if hypothetical or self._not_claim(msent):
                    continue
                commentary = prev_measured and bool(self.p["extract.demonstrative"].match(msent))
                # NOTE: "`4GiB / 50GBps` = 85.9ms. That is 3.9x more than measured.": a ratio about the figure computed just before
                about_computed = prev_computed and bool(self.p["extract.demonstrative"].match(msent))
                after_run = prev_measured  # NOTE: the sentence before told a run ("Here are some benchmark results.")
                prev_measured = run_any and bool(self.p["extract.run-words"].search(msent))
                sent_figs = _split_share_apposition([f for f in figures if f.start >= sent.start and f.end <= sent.end], msent, s0)
                sent_cues = [(lbl, ph, sp) for lbl, ph, sp in cues if sp.start >= sent.start and sp.end <= sent.end
                             and self._cue_counts(ph, sp, masked)]
                conn = None
                m = self.p["extract.connector"].search(msent)
                if m:  # NOTE: a user's pack may extend the pattern without the word group
                    conn = m.start(1) if m.start(1) >= 0 else m.start()
                if conn is None:
                    km = self.p["extract.korean-connector"].search(msent)
                    conn = km.end() if km else None
                if conn is None and "extract.premise-connector" in self.p:
                    pm = self.p["extract.premise-connector"].search(msent)
                    conn = pm.end() if pm else None
                base = block.span.start + ws
                sent_span = Span(base + s0, base + s1)
                made = []
                skip_after = -1
                whole_until = -1  # NOTE: end of the "out of ..." phrase after the previous figure: the whole it is a share of
                spec_whole = False  # ... and whether that phrase calls the whole a specification ("of the advertised")
                for fig in sent_figs:
                    if fig.start_char < skip_after:
                        continue
                    parsed = parse_figure(fig.text)
                    dash = _DASH_BETWEEN.search(fig.text) if parsed is None else None
                    if dash is not None:
                        # NOTE: "exactly 2x - 10.1 PFLOPS", "~150 ms — 7배": a dash between two figures, no range; the one after it
                        fig = _TailFigure(fig, dash.end())
                        parsed = parse_figure(fig.text)
                    if not parsed:
                        continue
                    value, low, unit = parsed
                    if unit.dimension == "bytes":
                        continue
                    rel_s, rel_e = fig.start_char - s0, fig.end_char - s0
                    if _DOTTED_VERSION.match(msent, rel_s) and not (rel_s and msent[rel_s - 1].isalnum()):
                        continue  # NOTE: "with jemalloc 5.3.0 and 38.7 M ops/s": a release number, whatever unit follows the "and"
                    if unit.dimension == "percent" and (_CLOSER_TO_AFTER.match(msent, rel_e) or _CLOSER_TO_BEFORE.search(msent, max(0, rel_s - 30), rel_s)):
                        continue  # NOTE: "100%에 가까울수록", "the closer to 100%, the better": a yardstick a reading is set against
                    if unit.dimension in ("rate", "bytes/s", "bits/s") and _PER_BEFORE.search(msent, max(0, rel_s - 12), rel_s):
                        continue  # NOTE: "about 0.3 vCPU per 1000 requests per second": the rate a cost is counted against
                    if unit.unit == "requests/s" and (_OFFERED_TO_AFTER.match(msent, rel_e) or (
                            block.section and self.p["classify.setup-heading"].search(block.section[-1]) and block.scope == "list-item")):
                        # NOTE: "300 requests per second to two replicas", "- 2,500 requests per second" under "Test setup": the
                        # load the run was offered, a setting
                        continue
                    if unit.dimension == "bits/s" and unit.scale <= 1e6 and _MEDIA_BITRATE.search(msent, max(0, rel_s - 60), rel_s):
                        continue  # NOTE: "encode 1440p HEVC at 25Mb/s", "a bitrate of 6 Mbps": the stream's setting, no link's speed
                    if unit.dimension == "percent" and made and made[-1].unit is not None and made[-1].unit.dimension not in ("percent", "ratio"):
                        prev_end = max(0, made[-1].span.end - made[-1].sentence_span.start)
                        if (SHARE_OF_PEAK.match(msent, rel_e) and _APPOSITIVE_SHARE.search(msent[prev_end: rel_s])) \
                                or (_PEAK_SHARE_NOTE.match(msent, rel_e) and _BRACKET_OPENED.fullmatch(msent, prev_end, rel_s)):
                            # NOTE: "64 teraflops ..., which is over 50% of the hardware peak", "~610 Gbps (17% peak)": the figure
                            # before is what was achieved; the peak words name the whole the share is of, not that figure
                            _achieved_share(made[-1])
                        elif _KO_PEAK_OF.fullmatch(msent, prev_end, rel_s):
                            _achieved_share(made[-1])  # NOTE: "~1.6 TB/s (이론치의 80%)": Korean names the whole before the share
                        elif len(made) >= 2 and _KO_OF_BEFORE_SHARE.fullmatch(msent, prev_end, rel_s) and _KO_PEAK_OPENED.fullmatch(
                                msent, max(0, made[-2].span.end - made[-2].sentence_span.start), max(0, made[-1].span.start - made[-1].sentence_span.start)):
                            _achieved_share(made[-2])  # NOTE: "~600 GB/s (이론치 2.0 TB/s의 30%)": the peak and then its share, in brackets
                    if unit.dimension in ("percent", "ratio") and made and _attached_ratio(msent, rel_s, made, unit.dimension) and not _COMPARATIVE_AFTER.match(msent, rel_e) \
                            and not _AGAINST_BASELINE_AFTER.match(msent, rel_e) \
                            and not (unit.dimension == "percent" and (_efficiency_named(msent, rel_e, made) or _UTILISATION_AFTER.match(msent, rel_e))) \
                            and not (unit.dimension == "percent" and SHARE_OF_PEAK.match(msent, rel_e) and _named_peak(msent, made[-1])):
                        # NOTE: nor "below the rated 256 GB/s (76% of the theoretical peak)": the figure before is the peak the
                        # share is of, not what was achieved
                        # NOTE: nor "a 12x speedup, or 75% efficiency": the efficiency of that speedup, checked against it
                        # NOTE: nor "at 100 tokens/s, we get 70% MBU": a share of the device's peak, named after it
                        continue  # "235GBps (40%)", "396 GBps ... or 88%": a ratio of the figure before it (not "(94% scaling efficiency)")
                    if unit.dimension == "ratio" and not (not float(value).is_integer() or (low is not None and not float(low).is_integer())) and (re.match(r"\s*(?:[A-Z][A-Za-z]*\d|v[2-7](?:e|p|litepod)?-[0-9]|(?:GPU|TPU|node|card|server|chip|accelerator)s?\b|NVIDIA|AMD|Intel|(?:RTX|GTX|GeForce|TITAN|Quadro|Radeon|Tesla|Instinct)\b|[0-9]+x[0-9]|[0-9]+\s*[x×]\s*[A-Z]|[0-9]+-(?:GPU|node|way|card)|[0-9.]+\s*[KMGT]i?B\b(?!/)|[0-9][0-9.,]*\s*[A-Za-z])", msent[rel_e:])
                                                      or _COUNT_AFTER.match(msent, rel_e) or _MEMBERS_AFTER.match(msent, rel_e)
                                                      or (low is None and _PARTS_AFTER.match(msent, rel_e))):
                        continue  # "8x H100", "8x NVIDIA ConnectX-7", "2x v5p-512", "64 x 1.68TBps": a count or a factor, not a speedup
                    if unit.dimension == "ratio" and _MORE_DATA_AFTER.match(msent, rel_e):
                        continue  # NOTE: "10x more vectors", "a 10x larger dataset": the input grown, what a result is set against
                    if unit.dimension == "ratio" and _DEVICES_MULTIPLIED.match(msent, rel_e):
                        continue  # "twice the GPUs", "2x the number of nodes", "three times as many GPUs": the devices multiplied, not a speedup
                    if unit.dimension in ("ratio", "percent") and (self.p["extract.negated-before"].search(msent[max(0, rel_s - 40): rel_s])
                                                                  or self.p["extract.denied-ratio-before"].search(msent[max(0, rel_s - 60): rel_s])
                                                                  or self.p["extract.denied-ratio-after"].regex.match(msent, rel_e)):
                        continue  # NOTE: "That's not 2x faster. That's 50-100x.", "2배 성능이 보장되지는 않는다": a figure denied, not claimed
                    if _SPREAD_WORD_BEFORE.search(msent, max(0, rel_s - 48), rel_s):
                        continue  # NOTE: the spread of the runs, said in words
                    if unit.dimension == "rate" and _OPERATING_POINT_AFTER.match(msent, rel_e):
                        continue  # NOTE: "상호작용성 50 tok/s/user 기준 최대 30배 격차": the rate a comparison is made at, not a result
                    if unit.dimension == "time" and (yard := _YARDSTICK_BEFORE.search(msent, 0, rel_s)) is not None \
                            and not _TECHNICAL_NOUN.search(yard.group("subject")):
                        continue  # NOTE: "For reference, a human blink takes about 300 milliseconds": an everyday yardstick, no claim
                    if unit.dimension == "rate" and (prem := _PREMISE_LEAD.match(msent)) is not None \
                            and prem.start("clause") <= rel_s and rel_e <= prem.end() and not _RUN_IN_PREMISE.search(prem.group("clause")) \
                            and (prem.group("supposed") or ((reckon := _RECKONING_AFTER.match(msent, prem.end())) is not None
                                                            and _WORKED_OUT_AFTER.match(msent, reckon.end()))):
                        continue  # NOTE: "With 60 stages and 90 tokens per second, that is:": the rate a reckoning starts from
                    if not _DIGIT.search(fig.text) and unit.dimension != "ratio" and _UNIT_NAMED_BEFORE.search(msent, max(0, rel_s - 30), rel_s):
                        # NOTE: "MsgRate[Mpps]: message rate in millions of packets per second": a unit named, no figure (not a
                        # ratio: "inter-node links are usually in an order of magnitude slower" compares)
                        continue
                    if unit.dimension == "rate" and _BLOCK_SIZE_IOPS.fullmatch(fig.text) and _ACCESS_BEFORE.search(msent, max(0, rel_s - 16), rel_s):
                        continue  # NOTE: "fio random 4k IOPS": the block size of the I/O the IOPS count, not 4,000 of them
                    if unit.dimension == "percent" and _COUNT_SHARE_BEFORE.search(msent, max(0, rel_s - 30), rel_s):
                        continue  # NOTE: "Files closed / opened: 400 / 392 (98 %)": the share one count is of another, no speed
                    if (_SPREAD_BEFORE.search(msent, max(0, rel_s - 6), rel_s) or fig.text[:1] == "±") \
                            and not _WITHIN_BEFORE.search(msent, max(0, rel_s - 12), rel_s):  # NOTE: "within ±4 %": an agreement, a figure
                        continue  # NOTE: "528.8 TFLOPS (±5 TFLOPS variance)": the spread of the figure before, not a figure
                    if unit.dimension == "time" and _CARDS_PLURAL.fullmatch(fig.text) and _CARDS_BEFORE.search(msent, max(0, rel_s - 24), rel_s):
                        continue  # NOTE: "two RTX 3090s", "our 4090s": consumer cards in the plural, not 3,090 seconds
                    if unit.dimension == "ratio" and _MODEL_NUMBER.fullmatch(fig.text) and (
                            _MODEL_BEFORE.search(msent, max(0, rel_s - 24), rel_s) or _MODEL_HYPHEN_BEFORE.search(msent, max(0, rel_s - 8), rel_s)
                            or _model_named_in(doc.text, fig.text)
                            or (_ARTICLE_BEFORE.search(msent, max(0, rel_s - 8), rel_s) and not _RATIO_FOLLOWER.match(msent, rel_e))):
                        # NOTE: "AMD Ryzen 7 5800X", "Radeon RX 7900X": a model number, not a speedup; so is "the 5950X" when the
                        # document names it with its brand elsewhere, or when no comparison word follows it ("on the 3900X the
                        # client ...", not "a 1000X speedup")
                        continue
                    if ('"' in msent or "“" in msent) and self._quoted_heading(doc, msent, rel_s, rel_e):
                        continue  # NOTE: 'skip ahead to "The 150x speedup"': a section of the document named, not a claim
                    if unit.dimension in ("ratio", "percent") and re.match(r"\s*(?:(?:and|or|to)\s+[0-9.]+\s*[x×%]\s+)?(?:more|less|fewer|lower|higher)\s+(?:number of\s+)?"
                                                              r"(?:GPUs|workers|nodes|memory|resources|devices|hardware)\b(?![- ](?:bandwidth|BW|throughput))", msent[rel_e:], re.I):
                        continue  # NOTE: "2x more GPUs", "4x less memory": how much of a resource (not "2x higher memory bandwidth")
                    if unit.dimension == "ratio" and _PARTS_COUNTED_AFTER.match(msent, rel_e):
                        continue  # NOTE: "4x Pensando 200 Gb/s RoCEv2 per node", "8x ConnectX-7 400Gb/s": how many of a part, each rated
                    if unit.dimension == "ratio" and _DATA_MULTIPLIED_AFTER.match(msent, rel_e):
                        continue  # NOTE: "10x data = ~10x time", "with 4x more rows": how much more data, a size, not a speed
                    if _MODEL_LIST_BEFORE.search(msent, max(0, rel_s - 40), rel_s):
                        continue  # NOTE: "Realtek RTL8111/8168 Gigabit", "Intel I210/211": the other models of a part list, no figure
                    if msent[max(0, rel_s - 1):rel_s] == "^":
                        continue  # NOTE: "MBps = 10^6 bytes/sec": an exponent, not a figure
                    if _OPERATOR_BEFORE.search(msent, max(0, rel_s - 4), rel_s) and self._under_thresholds(doc, index, block):
                        continue  # NOTE: "## Red flags" over "- TTFT > 10 seconds": a bound to watch for, not a result
                    if unit.dimension == "percent" and self.p["extract.mix-share-after"].regex.match(msent, rel_e):
                        continue  # NOTE: "(80% prompt, 20% completion)", "a 30% read / 70% write mix": the workload's make-up, a setting
                    if unit.dimension == "percent" and self.p["extract.threshold-of-share"].regex.search(msent, max(0, rel_s - 80), rel_s):
                        continue  # NOTE: "61% of configurations exceeding 80% utilization": the bar a share is counted by, not a result
                    if unit.dimension == "percent" and _SHARE_NOT_SPEED_AFTER.match(msent, rel_e):
                        continue  # NOTE: a point in a schedule, a fault imposed, a share of a population (_SHARE_NOT_SPEED_AFTER)
                    if fig.text.lower().endswith("fold") and (_COPULA_BEFORE.search(msent, max(0, rel_s - 12), rel_s) or msent[rel_e:rel_e + 1] == ":"):
                        continue  # NOTE: "Our evaluations are four-fold: ...": of four parts, not four times anything
                    if unit.dimension == "ratio" and (msent[rel_e:rel_e + 1].isdigit() or _POWER_OF_TEN_AFTER.match(msent, rel_e)):
                        continue  # NOTE: "a 4x32 by 32x32 tile": a shape; "$1.6 \times 10^{12}$ bytes/s": a mantissa, not a speedup
                    if _UNIT_DEFINED_AFTER.match(msent, rel_e) or (value == 1 and _UNIT_DEFINED_BEFORE.search(msent[max(0, rel_s - 24): rel_s])):
                        continue  # "1000 GFLOPS = 1 TFLOPS": a unit defined, not a figure of anything
                    if _IN_LINK_TEXT.search(raw_sent, 0, rel_s) and _PAPER_LINK_END.match(raw_sent, rel_e):
                        continue  # "[... Training BERT in 76 minutes](https://arxiv.org/...)": a cited paper's title
                    if unit.dimension == "rate" and _UNIT_AS_MODIFIER.match(msent, rel_e):
                        continue  # "there are 4 IOPS categories": a count of kinds of a metric, not a rate
                    if unit.dimension in ("bytes/s", "bits/s", "rate") and (self.p["extract.provisioned-after"].regex.match(msent, rel_e) or self.p["extract.default-before"].regex.search(msent, max(0, rel_s - 24), rel_s)):
                        continue  # NOTE: "io2 볼륨을 16,000 IOPS로 프로비저닝", "provisioned at 3,000 IOPS", "기본값인 125MiB/s": a setting of the volume
                    if unit.dimension == "time" and _IMPOSED_DELAY_BEFORE.search(msent, max(0, rel_s - 80), rel_s):
                        continue  # NOTE: "We emulate the WAN with netem, setting a round-trip time of 80 ms": a delay the run imposed, a setting
                    if unit.dimension in ("bytes/s", "bits/s") and _IMPOSED_BEFORE.search(msent, max(0, rel_s - 50), rel_s):
                        continue  # "we throttled the link to 5 Gbps with tc": a limit the run imposed, a setting
                    if unit.dimension == "time" and _RTT_IN_PARENS.search(msent, max(0, rel_s - 16), rel_s):
                        continue  # NOTE: "서울-도쿄 (RTT 30 ms, 1 Gbps)": the path's round trip, a condition of the runs below it
                    if unit.dimension == "time" and _RTT_AFTER.match(msent, rel_e) and _PATH_BEFORE.search(msent, max(0, rel_s - 40), rel_s):
                        continue  # "over a 1 Gbps path with 50 ms RTT", "(1 Gbps, 50 ms RTT)": the path the run used, a condition
                    if _TARGET_AFTER.match(msent, rel_e) or (_TARGET_BEFORE.search(msent, max(0, rel_s - 100), rel_s) and not _STILL_TO_GO_AFTER.match(msent, rel_e)):
                        # "a 4 tokens/s SLA", "a p99 budget of 200 ms": a requirement, not what anything does ("we need 60 days more to
                        # finish the run" is how long the rest will take)
                        continue
                    if unit.dimension == "percent" and (_LOSS_BEFORE.search(msent, max(0, rel_s - 40), rel_s) or _LOSS_SLASH_TIME_AFTER.match(msent, rel_e)):
                        continue  # NOTE: "loss and latency (20%/1 second RTT)", "a packet loss of 2%": the path's loss, a condition
                    if unit.dimension in ("bytes/s", "bits/s", "rate") and (_BACKGROUND_LOAD_AFTER.match(msent, rel_e) or _BACKGROUND_LOAD_BEFORE.search(msent, max(0, rel_s - 40), rel_s)):
                        continue  # NOTE: "while a 40Mbps background stream ran": a load imposed beside the run, a setting
                    if unit.dimension == "percent" and ((_HELD_AT_BEFORE.search(msent, max(0, rel_s - 60), rel_s) and _UTILISATION_WORD_AFTER.match(msent, rel_e))
                                                        or (_CPU_BUDGET.search(msent, max(0, rel_s - 20), rel_s) and _CPU_SHARE_AFTER.match(msent, rel_e))):
                        continue  # NOTE: "kept the worker at 100% utilization", "using 100% of one host core": a load held, a CPU cost
                    if unit.dimension == "time" and _SCRIPT_TAKES_BEFORE.search(raw_sent, max(0, rel_s - 120), rel_s):
                        continue  # NOTE: "`./make-figs.sh` takes about 5m": how long a reproduction step takes, no claim
                    if unit.dimension == "ratio" and _RATIO_EXPLAINED_AFTER.match(msent, rel_e):
                        continue  # NOTE: "(a 4x speedup cuts the runtime to a quarter)": what a ratio means, explained, no claim
                    if unit.dimension == "rate" and unit.scale <= 1.0 / 86400 * 1.01 and _USAGE_RATE_BEFORE.search(msent, max(0, rel_s - 120), rel_s):
                        continue  # NOTE: "teams run thousands of builds per day with it": how much it is used, not a rate it sustains
                    if unit.dimension in ("percent", "ratio") and (_NEEDED_CHANGE_AFTER.match(msent, rel_e) or _NEEDED_CHANGE_BEFORE.search(msent, max(0, rel_s - 30), rel_s)):
                        continue  # NOTE: "TTI: 4.1s now (need 45% improvement)", "65% reduction needed": a goal still to reach, not a result
                    if _RANGE_OF_VALUES_BEFORE.search(msent, max(0, rel_s - 40), rel_s) and _CHART_WORDS.search(msent):
                        continue  # NOTE: "so everything below ~100 GB/s is compressed into the bottom of the plot": how to read a chart
                    if _BOUND_OPERATOR_BEFORE.search(msent, max(0, rel_s - 4), rel_s) and _REQUIREMENT_WORDS.search(msent):
                        continue  # NOTE: "requests meeting the SLO, i.e. TTFT < 3s and ITL < 40ms": the bounds a requirement sets
                    if unit.dimension == "percent" and (_PERCENTILE_AFTER.match(msent, rel_e) or _PERCENTILE_DEFINITION.match(msent, rel_e)):
                        continue  # "99% percentile", "99% of messages had latency below this value": a percentile named or defined
                    if unit.dimension == "time" and unit.scale >= 60 and _CHORE_KO.search(msent) and not _PERF_WORDS.search(msent):
                        continue  # NOTE: "설치에 20-30분 소요", "the download takes 10 minutes": how long a chore takes, no speed claim
                    if unit.dimension == "time" and value == 1 and _PER_UNIT_TIME_AFTER.match(msent, rel_e):
                        continue  # "1초에 처리되는 토큰 수", "1초당": the denominator of a rate, not a duration
                    if unit.unit == "s" and fig.text[-1:] == "s" and fig.text[-2:-1].isdigit() and (
                            re.match(r"\s+of\b", msent[rel_e:]) or re.fullmatch(r"(?:19|20)[0-9]0s", fig.text)):
                        continue  # "100s of GPUs", "the 1990s": a count or a decade, not seconds
                    if unit.dimension == "time" and unit.scale >= 3600 and _DATE_OFFSET_AFTER.match(msent, rel_e):
                        continue  # NOTE: "7 days after the launch", "two weeks before the deadline": when, not how long anything took
                    if unit.dimension == "time" and (_WINDOW_AFTER.match(msent, rel_e) or _WINDOW_BEFORE.search(msent, max(0, rel_s - 60), rel_s)):
                        continue  # "1시간 동안 측정하고", "we ran the benchmark for 60 seconds": how long a run was held, a setting
                    if unit.dimension == "time" and (_EVERY_BEFORE.search(msent, max(0, rel_s - 14), rel_s) or msent.startswith("마다", rel_e)
                                                     or _TIME_SETTING_AFTER.match(msent, rel_e)):
                        continue  # "save a checkpoint every 10 minutes", "10분마다": an interval, not how long something took
                    if unit.dimension == "time" and unit.scale >= 86400 * 7 and (_EFFORT_AFTER.match(msent, rel_e) or _EFFORT_BEFORE.search(msent, max(0, rel_s - 60), rel_s)):
                        continue  # NOTE: "took over 8 months to build", "the migration took us 4 months": how long people worked, no speed
                    if unit.dimension == "ratio" and (effort := _EFFORT_RATIO_AFTER.match(msent, rel_e)) is not None \
                            and (effort.group("effort") or _PERSON_EFFORT.search(msent)):
                        continue  # NOTE: "setting it up took me 3x more time than Redis": a person's effort, no speed
                    if unit.dimension == "time" and (_STARTUP_BEFORE.search(msent, max(0, rel_s - 40), rel_s) or _STARTUP_AFTER.match(msent, rel_e)):
                        continue  # NOTE: "the broker boots in 12 s", "40-90 s (JVM warmup, recovery)": a process coming up, no speed
                    if unit.dimension == "time" and _ITEMS_TOOK_BEFORE.search(msent, max(0, rel_s - 120), rel_s) and any(
                            f.start_char - s0 >= rel_e and _RATE_GIVEN_BETWEEN.fullmatch(msent, rel_e, f.start_char - s0)
                            and (o := parse_figure(f.text)) is not None and o[2].dimension in ("rate", "bytes/s", "bits/s") for f in sent_figs if f is not fig):
                        continue  # NOTE: "1B rows in 31 min: 540K rows/s": the run's length, the rate it gives the claim (not "in 58 s
                        # (1.7 GB/s)", a time with its rate worked out in brackets)
                    if unit.dimension == "time" and (_MEDIA_LENGTH_AFTER.match(msent, rel_e) or _MEDIA_LENGTH_BEFORE.search(msent, max(0, rel_s - 60), rel_s)):
                        continue  # NOTE: "a 16s (128 frames) clip", "Test clip duration: 7.43 s": how long the media is, what a run produced or read
                    if unit.dimension == "ratio" and fig.text.lower().endswith("times") and _EVENT_COUNT_BEFORE.search(msent, max(0, rel_s - 50), rel_s) \
                            and not _TIMES_COMPARED_AFTER.match(msent, rel_e):
                        continue  # NOTE: "calls fsync 15,493 times", "the loop ran 40 times": how often something happened, no ratio
                    if unit.dimension == "ratio" and self.p["extract.device-multiplier"].search(msent[max(0, rel_s - 12): rel_s]):
                        continue  # "가속기를 8배로 늘리면": the number of devices multiplied, not a speedup
                    if unit.dimension == "ratio" and fig.text[:6].lower() == "factor" and _SETTING_FACTOR.search(msent, max(0, rel_s - 30), rel_s):
                        continue
                    local = msent[max(0, rel_s - 60): rel_e + 60]
                    # NOTE: what the ratio is of reads up to the next figure ("30% more power and a 5% faster HBM")
                    nxt = min((f.start_char - s0 for f in sent_figs if f.start_char - s0 > rel_e), default=len(msent))
                    # NOTE: only the figure's own clause: "(... to 47-48% for the largest models); this is because larger GEMMs",
                    # "speeds up models by 3x and reduces memory by 3x" go on about something else (see _CLAUSE_AFTER)
                    after = _CLAUSE_AFTER.split(msent[rel_e: min(rel_e + 60, nxt)], 1)[0]
                    subject_end = rel_s
                    arrow_from = _ARROW_FROM.search(msent, max(0, rel_s - 16), rel_s)
                    if arrow_from is not None:
                        subject_end = arrow_from.start()  # NOTE: "cache hit rate 30→70%": the pair's subject is before its first value
                    if unit.dimension in ("ratio", "percent") and _NON_PERF_SUBJECT.search(msent, max(0, subject_end - 40), subject_end):
                        continue  # "점유율은 75%이다", "power draw rose 40%", "GPU-Util은 100%로": a share or a power, not a speed
                    if unit.dimension in ("ratio", "percent") and _PAREN_OPEN_BEFORE_FIG.search(msent, max(0, rel_s - 4), rel_s) \
                            and self.p["not-performance"].search(msent[max(0, rel_s - 30): rel_s]) \
                            and not _PERF_WORDS.search(msent[max(0, rel_s - 50): rel_s]) and not self.p["ratio-heads"].search(msent[max(0, rel_s - 50): rel_s]):
                        continue  # NOTE: "as large as 32 batch size (2.6x higher than PyTorch)": the size's ratio, in its parentheses
                    if unit.dimension == "percent" and self.p["extract.share-of-items-before"].regex.search(msent, max(0, rel_s - 30), rel_s):
                        continue  # NOTE: "인기 태스크 중 약 60%가", "of the tasks, about 60%": a share of things counted, not a speed
                    if unit.dimension == "ratio" and self.p["extract.amount-of-work-after"].regex.match(msent, rel_e):
                        continue  # NOTE: "역방향에서는 3배의 플롭스가 필요하므로": an amount of work, not a speed
                    if unit.dimension == "percent" and _OF_CAPACITY_AFTER.match(msent, rel_e) and not _RATE_CAPACITY_SHARE.match(msent, rel_e):
                        continue  # NOTE: "Utilization: ~3-9% of 80GB H100 memory": a share of a capacity, not of a speed
                    if unit.dimension == "ratio" and fig.text.rstrip()[-1:] in ("×", "x", "X") and (
                            _MULTIPLIED_AFTER.match(msent, rel_e) or (_SPACED_TIMES.search(fig.text) and _NUMBER_AFTER.match(msent, rel_e))):
                        continue  # NOTE: "14.10 × 2.85 ≈ 40.2 tok/s", "마이크로배치 4 × 1024토큰": a multiplication sign between two numbers, not a speedup
                    if unit.dimension == "ratio" and _RESOURCE_MULTIPLE_BEFORE.search(msent, max(0, rel_s - 60), rel_s):
                        continue  # NOTE: "Growing the replica count 1x → 2x → 8x": how many replicas, a setting of the runs, not a speedup
                    if unit.dimension == "ratio" and fig.text[:1] == "×" and _OPERAND_BEFORE.search(msent, max(0, rel_s - 30), rel_s):
                        continue  # NOTE: "4 × 1.5 = 6": the sign after a number multiplies it, no factor written first
                    if unit.dimension == "ratio" and msent[rel_e:rel_e + 1] == "씩":
                        continue  # NOTE: "크기를 2배씩 증가": the factor of each step of a sweep, not a speedup
                    if unit.dimension == "ratio" and value == 1 and _REFERENCE_LINE_AFTER.match(msent, rel_e):
                        continue  # NOTE: "Values above the 1.0x line mean ...": a chart's reference line, not a result
                    if unit.dimension in ("ratio", "percent") and _SIZES_BEFORE.search(msent, max(0, rel_s - 80), rel_s):
                        continue  # NOTE: "메모리는 15.9GB에서 7.4GB로 줄어 2.1배", "from 80 GB to 20 GB, 4x less": the ratio of two sizes
                    if unit.dimension in ("ratio", "percent") and _SIZE_AFTER.match(msent, rel_e):
                        continue  # "13.7x larger batches", "3배 더 긴 문장": a capacity ratio, whatever speed follows
                    if unit.dimension in ("ratio", "percent") and (lab := _ITEM_LABEL.match(msent[:rel_s])) is not None \
                            and self._names_no_speed(lab.group(1)) and not _PERF_WORDS.search(_clause_of(msent, rel_s, rel_e)):
                        continue  # NOTE: "- **Memory**: 40% reduction vs BF16": the item's label names what the figure is of
                    if unit.dimension in ("ratio", "percent") and (subj := _KO_SUBJECT_BEFORE.search(msent, max(0, rel_s - 24), rel_s)) is not None \
                            and self._names_no_speed(subj.group(1)):
                        continue  # NOTE: "컨텍스트가 8배 늘어나는 동안", "메모리를 2배 쓰고": the subject or object it is of is a size
                    if unit.dimension in ("ratio", "percent") and (subj := _EN_NOUN_OF_BEFORE.search(msent, max(0, rel_s - 60), rel_s)) is not None \
                            and self._names_no_speed(subj.group(1)):
                        continue  # NOTE: "a compression ratio of up to 40x", "the size ratio was 3x": the noun it is of is no speed
                    if unit.unit == "frames/s" and _RESOLUTION_BEFORE.search(msent, max(0, rel_s - 24), rel_s):
                        continue  # NOTE: "(H.264, 1920x1080, 30fps)", "1080p at 60 fps": the input's format, a condition of the run
                    if unit.dimension == "time" and _LONG_AFTER.match(after):
                        continue  # NOTE: "5 minutes long", "1s long tasks": how long the input or a task is, not a time a run took
                    if unit.dimension == "percent" and _OVERHEAD_AFTER.match(after) and _SPACE_WORDS.search(msent):
                        continue  # NOTE: "needs 110 MB on disk (~6% overhead)", "more space efficient (1.2% overhead ...)": space, no speed
                    other = self.p["not-performance"].search(after) if unit.dimension in ("ratio", "percent") else None
                    if other is not None and unit.dimension == "percent" and _RATE_CAPACITY_SHARE.match(msent, rel_e):
                        other = None  # NOTE: "at 94% of the theoretical raw network capacity": a share of a rate, not of storage
                    own_metric = other is not None and _COMPARATIVE_ONLY.fullmatch(after[:other.start()]) is not None
                    clause_before = _CLAUSE_CUT.split(msent[max(0, rel_s - 40): rel_s])[-1]  # NOTE: "메모리를 줄이고, 처리량을 5배": this clause
                    if other and _SIZE_OF_WORKLOAD.match(other.group(0)) and _CONDITION_LEAD.search(after, 0, other.start()) \
                            and (other.group(0).lower().startswith("param") or not self.p["not-performance"].search(clause_before)):
                        # NOTE: "80% at 512 GPUs for the 11B parameter model", "Up to 3x for relatively smaller chat models":
                        # the size word describes what ran, a condition ("memory grew 30% with a larger batch" is of memory)
                        other = None
                    cond = _CONDITION_CLAUSE.search(after) if other else None  # NOTE: the whole text after it: "at the same cost" looks ahead
                    if other and not _PERF_WORDS.search(after) and not (cond and cond.start() < other.start()) and not (
                            other.start() > 2 and not own_metric and _SUBJECT_METRIC.search(clause_before)
                            and not self.p["not-performance"].search(clause_before)):
                        # NOTE: "20% more memory" is not a performance figure; "Throughput rose by 20% with a larger
                        # batch" is: a size word further on is the condition, the metric before the figure its subject
                        continue
                    if unit.dimension in ("ratio", "percent") and (_PER_ENERGY.search(clause_before) or _PER_COST_AFTER.match(after)):
                        # NOTE: "its peak arithmetic per watt is therefore 25% lower", "3-4x better cost-performance": work per
                        # energy or cost, not a speed
                        continue
                    perf_after = _PERF_WORDS.search(after) if other else None
                    if other and perf_after and other.end() <= min(perf_after.start(), 24) and _OWN_NOUN_GAP.fullmatch(after[:other.start()]) \
                            and after[other.end():perf_after.start()].strip() and not _SUBJECT_METRIC.search(clause_before):
                        # NOTE: "37%의 파라미터만으로 대등한 성능", "with 37% of the parameters it matches the speed": the figure's
                        # own noun is a size; the performance word after it is what that size is enough for
                        continue
                    prev_end = made[-1].span.end - made[-1].sentence_span.start if made else 0
                    if unit.dimension == "percent" and (_MIX_AFTER.match(msent, rel_e) or _MIX_BEFORE.search(msent, max(0, rel_s - 30), rel_s)):
                        continue  # NOTE: "a 100% read workload", "30% writes", "write 비율 30%": the mix of operations that ran, a workload
                    if _DENIED_OR_SOUGHT_BEFORE.search(msent, max(0, rel_s - 60), rel_s):
                        continue  # NOTE: "does not show a 3x advantage", "Reaching 2M RPS is a budget question", "you don't need 500k RPS":
                        # a figure denied, a goal or a need, no result
                    if unit.dimension in ("ratio", "percent") and _ERROR_OR_WASTE_BEFORE.search(msent, max(0, rel_s - 24), rel_s):
                        continue  # NOTE: "평균 절대오차 약 4%", "낭비 적재가 1.3배 적다", "a mean absolute error of 4%": a model's error or a waste, no speed
                    if unit.dimension in ("ratio", "percent") and _BY_BEFORE.search(msent[max(0, rel_s - 60): rel_s]):
                        # "reduces the cost of generation by over 40x", "scale the batch size by 8X": the noun before "by"
                        # (since the figure before it: "throughput rises by 18% and activation memory drops by 45%")
                        # NOTE: a compound before a noun modifies it ("the shared-memory kernel beats the naive one by 14x")
                        before = _COMPOUND_MODIFIER.sub(" ", msent[max(0, rel_s - 60, prev_end): rel_s])
                        if self.p["not-performance"].search(before) and not _PERF_WORDS.search(before):
                            continue  # NOTE: "reduces the latency and cost ... by 1.9x" is still a latency claim
                    listed_metric = None  # NOTE: the metric a list names once, for an item that gives only a label and a figure
                    if block.scope == "list-item" and not self.p["ratio-heads"].search(local) and (
                            (unit.dimension == "ratio" and (_BARE_RATIO_ITEM.fullmatch(msent) or _RATIO_FIRST_ITEM.match(msent) or _TRAILING_RATIO_ITEM.fullmatch(msent)))
                            or (unit.dimension == "percent" and _BARE_SHARE_ITEM.fullmatch(msent))):
                        listed_metric = self._sibling_metric(doc, index, unit.dimension)
                        if listed_metric:  # NOTE: "- DSV3 MTP: 1.5-2.0×" under "- GLM MTP: 2.5-3× throughput": the list names the metric once
                            local = f"{local} {listed_metric}"
                    if unit.dimension in ("ratio", "percent") and not self.p["ratio-heads"].search(local) and not (
                            unit.dimension == "percent" and _COUNTER_CHANGE.search(local)) and not _OUTDONE_BY.search(msent, 0, rel_e) \
                            and not _compared_rate_before(msent, rel_s, rel_e, made) and not (
                            # NOTE: "reduces the time-per-output-token of Qwen-14B on 2x A100 with FooServe 2.3 by 9%": the metric
                            # a change "by" names, words before it in its clause
                            _BY_RIGHT_BEFORE.search(msent, max(0, rel_s - 24), rel_s)
                            and self.p["ratio-heads"].search(_AND_SPLIT.split(_clause_of(msent, rel_s, rel_e)[-200:])[-1])) and not (
                            made and made[-1].unit is not None and made[-1].unit.dimension == unit.dimension
                            and (_ELLIPTIC_CONTRAST.search(msent[max(0, made[-1].span.end - made[-1].sentence_span.start): rel_s])
                                 or _NEXT_ITEM_OPEN.search(msent, max(0, made[-1].span.end - made[-1].sentence_span.start), rel_s)
                                 or _LIST_OF_SAME.fullmatch(msent, max(0, made[-1].span.end - made[-1].sentence_span.start), rel_s)
                                 or (_FROM_BEFORE.search(msent, 0, max(0, made[-1].span.start - made[-1].sentence_span.start))
                                     and _TO_BEFORE.search(msent, 0, rel_s))
                                 # NOTE: "raises X by 20%, and Y by about 15%": a second change "by", in the clause after the first
                                 or (_BY_RIGHT_BEFORE.search(msent, max(0, rel_s - 24), rel_s) and _BY_RIGHT_BEFORE.search(
                                     msent, max(0, made[-1].span.start - made[-1].sentence_span.start - 24), max(0, made[-1].span.start - made[-1].sentence_span.start))))):
                        continue  # NOTE: "... sustains 91-95% of link bandwidth, whereas the second card sustains 85-89%", "from 41% for
                        # the smallest model to 47-48% for the largest": the same metric as the figure before
                    if made and made[-1].unit is not None and made[-1].unit.dimension not in ("ratio", "percent") and _EQUALS_BETWEEN.fullmatch(
                            msent[max(0, made[-1].span.end - made[-1].sentence_span.start): rel_s]) and _restates(made[-1], value, unit) \
                            and unit.dimension not in ("ratio", "percent"):
                        continue  # "15.49 GB/s = 123.92 Gbps": the same figure in another unit ("235 t/s = 2.6x the baseline" is a ratio of its own)
                    if made and _inside_parens_after(msent, rel_s, made) and _restates(made[-1], value, unit, in_parens=_PORT_RATE.search(fig.text) is None) and not (
                            unit.dimension in ("percent", "ratio") and (_COMPARATIVE_AFTER.match(msent, rel_e) or _after_change(msent, made[-1])
                                                                         or _efficiency_named(msent, rel_e, made)
                                                                         or (SHARE_OF_PEAK.match(msent, rel_e) and _named_peak(msent, made[-1])))) \
                            and not _OWN_FIGURE_IN_PARENS.search(msent[max(0, rel_s - 40): rel_s].rsplit("(", 1)[-1]):
                        continue  # "2x higher throughput (1.36 rps vs. 0.67 rps)": the breakdown of the claim before it
                    if unit.dimension in ("bytes/s", "bits/s") and len(sent_figs) > 1 and re.search(r"[A-Za-z][\w-]*\d\w*\s*@\s*$", msent[max(0, rel_s - 24): rel_s]):
                        continue  # "A100 @ 300GBps: `16/300` = 0.053 secs": the rate the arithmetic assumes
                    if unit.dimension == "time" and not fig.text.startswith("(") and (_RUN_LENGTH_AFTER.match(msent, rel_e) or _RUN_LENGTH_BEFORE.search(msent, max(0, rel_s - 40), rel_s)
                                                     or _HELD_FOR_BEFORE.search(msent, max(0, rel_s - 90), rel_s)
                                                     or (_SETTINGS_LINE.match(msent) and _DURATION_WORD_BEFORE.search(msent, max(0, rel_s - 20), rel_s))
                                                     or (_DURATION_LABEL.fullmatch(msent[:rel_s]) and block.section and _SETTINGS_HEADING.search(block.section[-1]))
                                                     or _QUEUE_WAIT_AFTER.match(msent, rel_e) or _QUEUE_WAIT_BEFORE.search(msent, max(0, rel_s - 50), rel_s)
                                                     or (unit.scale >= 1 and _SWEEP_TOTAL_AFTER.match(msent, rel_e) and _RUN_BOOKKEEPING.search(msent))):
                        continue  # NOTE: "30 seconds duration", "warmup 10 s", "for a duration of 45s": how long the test ran, a setting
                    if unit.dimension == "ratio" and _LANES_BEFORE.search(msent, max(0, rel_s - 16), rel_s):
                        continue  # NOTE: "PCIe Gen5 16x를 지원": a link's lane width, no ratio
                    if unit.dimension == "time" and _SERIES_NAME.fullmatch(fig.text) and _SERIES_BEFORE.search(msent, max(0, rel_s - 24), rel_s):
                        continue  # NOTE: "GTX 900s", "the RTX 3000s", "in the 1990s": a product series or a decade, no time
                    if unit.unit == "frames/s" and (_MEDIA_RATE_BEFORE.search(msent, max(0, rel_s - 40), rel_s) or _MEDIA_RATE_AFTER.match(msent, rel_e)):
                        continue  # NOTE: "1080p video at 30 fps", "Frame rate: 30 FPS", "a 60 fps stream": the media's frame rate, a setting
                    if unit.unit == "requests/s" and _KO_LOAD_AFTER.match(msent, rel_e):
                        continue  # NOTE: "200qps로 연결 8개를 쓴 HTTP p50", "초당 500 요청으로 부하를 걸어": the load offered, a setting
                    if unit.unit == "requests/s" and _LOAD_LIST_AFTER.match(msent, rel_e):
                        continue  # NOTE: "100qps·keepalive 연결 4개의 HTTP p50", "at 100 qps, 4 connections": the load offered, a setting
                    if unit.dimension == "rate" and self.p["extract.load-taken-at-before"].regex.search(msent, max(0, rel_s - 30), rel_s):
                        continue  # NOTE: "Results @ 1000 records/s:", "p99 latency at 8000 msg/s": the load the results were taken at
                    if unit.dimension in ("rate", "bytes/s", "bits/s") and self.p["extract.offered-rate-before"].regex.search(msent, max(0, rel_s - 70), rel_s):
                        continue  # NOTE: "for a light write rate (10K writes/sec ...)": the load the run was driven at
                    if unit.dimension in ("rate", "bytes/s", "bits/s") and (
                            (_LOAD_NOUN_AFTER.match(msent, rel_e) and not _LOAD_TAKEN_BEFORE.search(msent, max(0, rel_s - 40), rel_s))
                            or _LOAD_AGENT_AT_BEFORE.search(msent, max(0, rel_s - 80), rel_s)
                            or ((put := _LOAD_SHARE_BEFORE.search(msent, max(0, rel_s - 70), rel_s)) is not None
                                and (not put.group(0).lower().startswith("put") or _PUT_ON_AFTER.match(msent, rel_e)))):
                        continue  # NOTE: "(150 MB/s load)", "producers at 2,000 msg/s each", "puts 250 msg/s on every queue": a load imposed
                    if unit.unit == "requests/s" and _LOAD_BEFORE.search(msent, max(0, rel_s - 30), rel_s) \
                            and not self.result_at().search(msent, max(0, rel_s - 40), rel_s) and not _LOAD_BORNE_BEFORE.search(msent, max(0, rel_s - 60), rel_s):
                        continue  # "TPOT at 32 QPS", "a request rate of 4 req/s": the load offered, a setting of the run
                    if unit.unit == "requests/s" and block.scope == "heading" and _inside_setting_list(msent, rel_s, rel_e):
                        continue  # NOTE: "# Online results (Qwen2-7B on 1 x L40S, vLLM 0.6.1, ShareGPT, 4 RPS)": a load among the run's settings
                    rating = unit.dimension in ("bytes/s", "bits/s") and (_names_a_link(msent, rel_s, rel_e) or _PORT_RATE.search(fig.text) is not None or bool(
                        made and made[-1].rating and _inside_parens_after(msent, rel_s, made)))  # "600 GB/s bidirectional (300 GB/s each way)"
                    if rating and _ATTRIBUTIVE_BEFORE.search(msent[max(0, rel_s - 14): rel_s]) and _other_measure(sent_figs, fig, msent, s0) \
                            and not _LINK_NOUN_BEFORE.search(msent[max(0, rel_s - 40): rel_s]):
                        continue  # "on this 200Gbps inter-node setup the comms are 12x slower": the setup, not the claim
                    point = _RANGE_POINT_KO.match(msent, rel_e) if unit.dimension == "rate" else None
                    if point is not None and point.group(0).strip().startswith("까지") and _REACHED_AFTER_KO.match(msent, point.end()):
                        point = None  # NOTE: "처리량이 14,000 tokens/s까지 올라갔고, ...": the level a result rose to, not a point read at
                    if point is not None and (len(sent_figs) > 1 or not point.group(0).strip().startswith("까지")) or (
                            unit.dimension == "rate" and _AT_POINT_KO.match(msent, rel_e) and not _FROM_TO_KO.match(msent, rel_e) and len(sent_figs) > 1):
                        # NOTE: "100 tok/s/user까지 ... 2배", "300 tok/s/user에서 96,446 tok/s/MW", "100~300 tok/s/user 범위에서": the
                        # operating point or region of a curve; a rate reached with nothing else read at it ("처리량이 1,850
                        # tokens/s까지 올라갔다") is the result itself
                        continue
                    if unit.dimension in ("bytes/s", "bits/s") and _LINK_PLACE_KO.match(msent, rel_e) and _other_measure(sent_figs, fig, msent, s0):
                        continue  # NOTE: "1 Gbps 이더넷 회선(50 ms RTT)에서 ... 920 Mbps였다": the link the run was on, a condition
                    kind = self.kind_for(unit, msent if unit.dimension != "ratio" and not listed_metric else local + " " + msent,
                                         utilisation=unit.dimension == "percent" and _UTILISATION_BEFORE.search(msent, max(0, rel_s - 80), rel_s) is not None)
                    if kind is None and unit.dimension == "time" and unit.unit in ("ns", "us", "ms") and "`" in raw_sent and _LATENCY_TOOL.search(raw_sent):
                        kind = "latency"  # NOTE: the tool named in inline code ("`osu_allreduce`는 ... 88 µs였다"), masked in msent
                    if kind is None and unit.dimension == "time" and unit.scale < 60 and _TIME_SAVED_BEFORE.search(msent, max(0, rel_s - 50), rel_s) \
                            and not _SUPPOSED_SAVER.search(msent, max(0, rel_s - 80), rel_s):
                        kind = "latency"  # NOTE: "I could save 300 milliseconds per link", "shaves 40 ms off each request": time taken off
                    if unit.dimension == "time" and _ITEMS_IN_BEFORE.search(msent, max(0, rel_s - 60), rel_s):
                        kind = "throughput"  # NOTE: "524 proofs in 20 seconds", "1M tokens generated in 30 s": work done in a window, a rate
                    named = _METRIC_AFTER.match(msent, rel_e) if kind in ("latency", "bandwidth", "throughput", "scaling") and unit.dimension in ("ratio", "percent") else None
                    if named is None and kind in ("latency", "bandwidth", "throughput", "scaling") and unit.dimension in ("ratio", "percent"):
                        named = _METRIC_BEFORE_KO.search(msent, max(0, rel_s - 16), rel_s)  # "처리율은 10배 높고 지연 시간은 3배 낮다"
                    if named is None and kind in ("latency", "bandwidth", "throughput") and unit.dimension in ("ratio", "percent"):
                        named = _METRIC_BEFORE_EN.search(msent, max(0, rel_s - 60), rel_s)  # "throughput is improved by 60-85%, while latency ..."
                    if named and kind == "scaling" and (_over_devices(msent) or named.groupdict().get("gap")):
                        named = None  # NOTE: "단일 노드보다 처리량은 9배": a speedup over fewer devices stays scaling; so does one whose metric is words away
                    if named:
                        # NOTE: "2.4x more throughput within the same latency budget": the metric the figure names
                        # decides, not another metric the sentence mentions as a condition
                        kind = _named_kind(named.group("metric"))
                    elif kind == "throughput" and unit.dimension in ("ratio", "percent") and _among_times(sent_figs, fig) and not _RATE_WORDS.search(msent) \
                            and not REAL_TIME.search(msent):  # NOTE: "18.5x real-time - ... in about 65 seconds": a speed against the media's length
                        kind = "latency"  # NOTE: "loaded in 4.1 seconds, 6.5x faster than the old loader's 26.7 seconds": a speedup of a time
                    elif kind == "throughput" and unit.dimension == "ratio" and not named and not _RATE_WORDS.search(msent) and not _RATE_FIGURE.search(msent) \
                            and self._latency_context(doc, index, block, ws + s0):
                        kind = "latency"  # NOTE: "*Figure 4: Time-to-first-token comparison. X is up to 2.6x faster ...*": the metric the caption names
                    if kind in ("latency", "scaling") and unit.dimension == "ratio":
                        compared = self._rate_compared(sent_figs, fig, msent, s0)
                        if compared is not None:
                            kind = compared  # NOTE: "llama.cpp의 7.3 tok/s보다 약 2배 높았고 mean TTFT는 ...": a ratio of the rate it is set against
                    if kind is None and unit.unit in ("ns", "us", "ms") and "\n" in raw_sent and _labelled_time_lines(raw_sent):
                        kind = "latency"  # NOTE: "**Average:** ~9.4 μs" over "**Range:** 8.1 μs - 11.2 μs": one labelled time per line
                    if kind is None and unit.dimension == "time" and block.scope == "list-item" and (
                            _LABEL_VALUE_ITEM.match(msent) or ((opener := _TIME_FIRST_ITEM.match(msent)) is not None and rel_s < opener.end())):
                        # NOTE: "All models show significant P99 latency spikes:" over "- Qwen-30B: 76s"
                        lead_text = lead_paragraph(doc, index).rstrip(" *_")
                        if (lead_text.endswith((":", "：")) or _KO_AS_FOLLOWS.search(lead_text)) and (
                                self.p["time-heads"].search(lead_text) or _RESULTS_HEADING.search(_last_sentence(lead_text))):
                            kind = "latency"  # NOTE: "... in a loop on a Ryzen 5 5600X. Results:" over "1. CPython (3.12) : 48.2 s"
                    if kind is None and unit.dimension == "time" and (_ARROW_BEFORE.search(msent, max(0, rel_s - 12), rel_s) or _ARROW_AFTER.match(msent, rel_e)):
                        kind = "latency"  # NOTE: "라운드 96.5 → 59.5 ms", "verify 63.4 → 47.7 ms": a duration before and after a change
                    if kind is None and unit.dimension == "time" and unit.unit in ("ns", "us", "ms") and (
                            re.search(r"@\s*[~≈]?$", msent[max(0, rel_s - 4):rel_s]) or re.match(r"\s*@\s*[~≈]?[0-9]", msent[rel_e:])):
                        kind = "latency"  # NOTE: "~0.24 GB/s @ ~20us", "10ms @ 1.25 GB/s": the latency at a rate
                    if kind is None and unit.dimension == "time" and (_COMPUTED_BEFORE.search(raw_sent[max(0, rel_s - 40): rel_s])
                                                                      or _AT_RATE.search(msent[:rel_s])):
                        kind = "latency"  # "H100 @ 450GBps: `16/450` = 0.035 secs": a transfer time worked out from a rate
                    if kind is None and unit.dimension in ("ratio", "percent") and _compared_rate_before(msent, rel_s, rel_e, made):
                        kind = made[-1].kind  # NOTE: "178 GB/s to the GPUs, 60x more than NFS": the rate before names what is compared
                    if kind is None:
                        continue
                    # NOTE: "**3,800** tokens/s": the figure as written, without the emphasis inside it
                    written = block.text[ws + fig.start_char: ws + fig.end_char].replace("**", "")
                    if "`" in written or "\\" in written or "^" in written or "$" in written:
                        # NOTE: "180\,\text{ms}", "2.93\times" in TeX, "`5e14` FLOPs/s", "$2.8 \times 10^{12}$ bytes/s": the figure as it reads
                        written = " ".join(masked[fig.start_char:fig.end_char].split())
                    draft = Draft(kind, Span(base + fig.start_char, base + fig.end_char), written,
                                  sent_span, raw_sent.strip(), block, index, unit=unit, value=value, low=low, rating=rating and kind == "bandwidth")
                    draft.direction = self.direction_near(msent, rel_s, rel_e, msent if len(sent_figs) == 1 else None) if kind == "bandwidth" else None
                    if kind == "bandwidth" and draft.direction is None and block.scope == "list-item":
                        draft.direction = self._lead_in_direction(doc, index)  # NOTE: "세대별 대역폭 (x16 기준, 양방향):" over the list
                    draft.subject = self.subject_near(msent, rel_s)
                    draft.changed = bool(_ARROW_BEFORE.search(msent, max(0, rel_s - 12), rel_s) or _ARROW_AFTER.match(msent, rel_e)
                                         or ((low is not None or _TO_FIGURE_AFTER.match(msent, rel_e)) and _CHANGED_FROM.search(msent, max(0, rel_s - 70), rel_s))
                                         or _CHANGED_TO.search(msent, max(0, rel_s - 110), rel_s)
                                         # NOTE: "처리량을 300 TFLOPS에서 500 TFLOPS로": each end of a change, told in Korean
                                         or _KO_FROM_AFTER.match(msent, rel_e) is not None
                                         or (_KO_TO_AFTER.match(msent, rel_e) is not None and _KO_FROM_BEFORE.search(msent, max(0, rel_s - 30), rel_s) is not None))
                    draft.scaling = self.scaling_for(f"{msent} ({listed_metric})" if listed_metric else msent, kind, unit, value, pos=rel_s)
                    # NOTE: "..., so here we get faster collectives than the base board, which provides only 1.2 TBps": a relative
                    # clause stating what a product provides is its rating, outside the conclusion
                    # ... nor are the figures of a comparison in brackets ("so the refinement takes longer (21.7s vs 15.2s)"):
                    # the runs the conclusion rests on
                    evidence = _in_compared_brackets(msent, rel_s, rel_e)
                    draft.conclusion = conn is not None and rel_s > conn and not (
                        rating or evidence or self.p["extract.provides-before"].regex.search(msent, max(conn, rel_s - 40), rel_s))
                    # NOTE: a time or ratio computed from other figures is a prediction; a bandwidth summed from
                    # per-link rates ("18 links at 53.125 GB/s = 956.25 GB/s") restates a spec.
                    computed_from = _COMPUTED_BEFORE.search(raw_sent[max(0, rel_s - 40): rel_s]) or (
                        _PRODUCT_BEFORE.search(raw_sent[max(0, rel_s - 40): rel_s]) if unit.dimension == "time" else None)
                    if computed_from is not None and _NAMED_VALUE_BEFORE.search(raw_sent, max(0, rel_s - 40), rel_s):
                        computed_from = None  # NOTE: "p99=24 s", "p99.9=3.1 ms": a named value, not the result of a sum
                    computed = computed_from is not None
                    draft.arithmetic = unit.dimension not in ("bytes/s", "bits/s", "transfers/s") and (
                        computed or (unit.dimension == "time" and bool(_AT_RATE.search(msent[:rel_s]) or _time_per_operation(msent[:rel_s]))))
                    # NOTE: a count times a rate, not a rate scaled by a fraction ("`381.80GBps * 3/31`", from a result)
                    draft.summed = computed and unit.dimension in ("bytes/s", "bits/s", "transfers/s") and not _DIVIDED.search(computed_from.group(0))
                    draft.has_baseline = bool(self.p["baseline"].search(msent))
                    draft.copula_comparison = bool(_COPULA_CMP.search(msent)) or (
                        _KO_COPULA_CMP.search(msent) is not None and not any(lbl.startswith("measured") for lbl, _, _ in sent_cues))
                    reference = self._reference_after(masked, fig, unit, sent_cues)
                    own_cues = sent_cues if reference is None else [c for c in sent_cues if c not in reference[1]]
                    if reference is not None and reference[1] and unit.dimension in ("percent", "ratio"):
                        # NOTE: "The LU peak of 3,400 TFLOPS is 86% of the theoretical FP8 peak": a share of a spec is reached;
                        # a "peak" or "max" before it is the best run's, no rating of the share
                        own_cues = [c for c in own_cues if not (c[0].startswith("vendor-peak|") and c[2].end_char <= fig.start_char
                                                                and c[1].lower() in _BEST_RUN_WORDS)]
                    if fig.text[:1].isalpha() and _LABEL_VALUE_FIGURE.search(fig.text):
                        # NOTE: "TFLOPS per GPU: 398.2": the label is the figure's unit, not a cue to its class
                        own_cues = [c for c in own_cues if not (fig.start <= c[2].start and c[2].end <= fig.end)]
                    whole_of = bool(made) and fig.start_char < whole_until
                    whole_spec = whole_of and spec_whole
                    whole_until, spec_whole = -1, False
                    if reference is not None:
                        phrase = masked[fig.end_char: reference[2]]
                        # NOTE: "80% of the advertised 300GBps" names the whole a spec; a bare "88% of the 63GBps row"
                        # keeps the whole's own class (the dev labels read it as part of the measurement)
                        spec_whole = bool(_SPEC_WHOLE.search(phrase))
                        if reference[0].lower().startswith("out of") or spec_whole:
                            whole_until = reference[2]
                            nxt_fig = _FIGURE_NEXT.match(masked, whole_until)  # "... of the advertised | 300GBps"
                            if spec_whole and nxt_fig:
                                whole_until = nxt_fig.end()
                    if whole_of:
                        # NOTE: the whole of "reached 746 GB/s out of 900 GB/s": the verb's run is the 746's (and a
                        # share's whole, "61% of 989 TFLOPS in our run", is the peak whatever run the sentence tells)
                        own_cues = [c for c in own_cues if not (c[0].startswith("measured|") and (c[2].end_char <= fig.start_char or whole_spec))]
                    earlier = [f for f in sent_figs if f.end <= fig.start]
                    if earlier and groups.intervals:
                        groups.note_on(fig, earlier[-1], masked)
                    if groups.intervals:
                        groups.measure_of(fig, own_cues, masked)
                    if label_lines:
                        # NOTE: "Link capacity: 400 Gbps" over "Best observed bandwidth: 15.5 GB/s": each line its own statement
                        line_no = block.text.count("\n", 0, ws + fig.start_char)
                        own_cues = [c for c in own_cues if block.text.count("\n", 0, ws + c[2].start_char) == line_no]
                    # NOTE: "we reach up to 1.8x higher throughput (150 TFLOPs vs. 81 TFLOPs)": the two runs a ratio was worked out
                    # from, in brackets after it, are told by the sentence's run verb as the ratio is
                    ratio_before = next((d for d in reversed(made) if d.unit is not None and d.unit.dimension == "ratio"), None) if evidence else None
                    operands = ratio_before is not None \
                        and 0 <= msent.rfind("(", 0, rel_s) - (ratio_before.span.end - ratio_before.sentence_span.start) <= 60
                    others = [f for f in sent_figs if f is not fig]
                    draft.cues = _cues_near(own_cues, fig, groups, others)
                    if operands:  # NOTE: only a run told carries over; "offer up to 1.8x (150 vs. 81 TFLOPs)" rates no operand
                        draft.cues = [c for c in draft.cues if c[0] != "measured"] + [c for c in _cues_near(own_cues, fig, None, others) if c[0] == "measured"]
                    draft.whole_of = whole_of
                    draft.whole_spec = whole_spec
                    if projection and not any(c[0] == "vendor-peak" and c[2] >= 3 and (c[1].lower() not in ("peak", "피크") or spec_lead)
                                              for c in draft.cues):
                        # NOTE: "The theoretical peak ... is 989 TFLOPS" under "## Expected Performance": a rating stays a rating
                        # whatever the section expects ("Peak bandwidth: 300-400 GB/s" there is the top of the expected curve)
                        draft.cues.append(("inferred", projection, 2.0, -6))
                        # NOTE: "- Per-GPU bandwidth: 4-6 GB/s effective" under "What you can expect": the kind of figure
                        # expected ("effective", "real-world"), no run
                        draft.cues = [c for c in draft.cues if not (c[0] == "measured" and c[1].lower() in _EXPECTED_KIND_WORDS)]
                    if reference is not None:
                        # NOTE: weight 1.5 outvotes the figure's own weak spec words but is no reported run (an
                        # "if you" or "would" still makes it a prediction)
                        draft.cues.insert(0, ("measured", reference[0], 1.5, 1))
                    draft.after_run = after_run
                    if made and _EXAMPLE_OPEN.search(msent, max(0, rel_s - 80), rel_s) and any(c[0] == "measured" and c[2] >= 2 for c in made[0].cues):
                        # NOTE: "reaches about 3 TB/s ..., nearly double (e.g., 3.01 TB/s vs 1.46 TB/s)": examples of the result told
                        draft.cues.insert(0, ("measured", "an example of the result before", 2.0, 1))
                    if unit.dimension in ("flops", "bytes/s", "bits/s") and made and made[-1].unit is not None \
                            and made[-1].unit.dimension == unit.dimension and made[-1].value is not None and value > made[-1].value \
                            and _DIVIDED_BY.search(msent, max(0, rel_s - 4), rel_s) and _EQUALS_SHARE.match(msent, rel_e):
                        # NOTE: "940 TFLOPS / 9,000 TFLOPS = 10.44%": the divisor of a share is the peak it is of
                        draft.forced = "vendor-peak"
                        draft.cues = [("vendor-peak", "the whole a share is of", 3.0, 0)]
                        if not made[-1].forced:
                            _achieved_share(made[-1])  # ... and the figure divided by it is what was achieved of that peak
                    at = ws + fig.start_char
                    if any(s <= at < e for s, e in loglike):
                        draft.forced = "measured"
                        draft.cues = [("measured", "benchmark output", 3.0, 0)]
                    made.append(draft)
                    skip_after = fig.end_char
                    bare = _VERSUS_BARE.match(msent, rel_e) if unit.dimension not in ("ratio", "percent") else None
                    if bare:  # "1400.5 samples/s versus 870.3 for batch size 16": the other figure, in the same unit
                        pair_value = parse_number(bare.group(1))
                        if pair_value is not None:
                            made.append(replace(draft, span=Span(base + s0 + bare.start(1), base + s0 + bare.end(1)),
                                                text=bare.group(1), value=pair_value, low=None, cues=list(draft.cues)))
                            skip_after = s0 + bare.end(1)
                for d in made:
                    d.about_computed = about_computed
                prev_computed = any(d.arithmetic for d in made)
                # qualitative claims: none made yet, or a conclusion clause with no figure of its own
                quals = [] if (commentary or block.scope == "heading") else self._qualitative(
                    msent, made, conn, raw_sent, quality_context=_QUALITY_SECTION.search(" ".join(block.section[-2:])) is not None
                    or _QUALITY_WORDS.search(block.text[:max(0, ws + s0)]) is not None)
                for kind, m_s, m_e, qual in quals:
                    draft = Draft(kind, Span(base + s0 + m_s, base + s0 + m_e), raw_sent[m_s:m_e] if m_e <= len(raw_sent) else msent[m_s:m_e],
                                  sent_span, raw_sent.strip(), block, index, qualitative=True, after_run=after_run)
                    draft.subject = self.subject_near(msent, m_s)
                    draft.scaling = self.scaling_for(msent, kind, None, None, qual) if kind == "scaling" else None
                    draft.conclusion = conn is not None and m_s >= conn
                    draft.has_baseline = bool(self.p["baseline"].search(msent))
                    qspan = sdoc.char_span(s0 + m_s, s0 + m_e, alignment_mode="expand")
                    draft.cues = _cues_near(sent_cues, qspan, groups) if qspan is not None else []
                    if projection:
                        draft.cues.append(("inferred", projection, 2.0, -6))  # NOTE: "- Near-linear scaling" under "..., expect:"
                    made.append(draft)
                if made and "![" in block.text:
                    made = [d for d in made if not self._alt_repeated(doc, index, block, d)]
                if made:
                    if report is _UNSET:
                        report = self._reported_context(doc, index, block)
                        spec_lead = _spec_lead(doc, index, block)
                    for d in made:
                        d.reported_context = report
                        if spec_lead and not d.qualitative:
                            d.cues.insert(0, ("vendor-peak", spec_lead, 3.0, -6))  # "Here are the specs ... for reference:" above the list
                        d.shown_above = self._shown_above(doc, index, d)
                    if _TOLD_MEASURED_AFTER.match(block.text, ws + s1):
                        for d in made:  # NOTE: "... top out at 38 Gbit/s. This was measured with iperf3 ...": the run told right after
                            if not d.qualitative:
                                d.cues.insert(0, ("measured", "measured, as the next sentence says", 3.0, 1))
                out.extend(made)
        return out

    @staticmethod
    def _alt_repeated(doc: Document, index: int, block: Block, draft: Draft) -> bool:
        """A figure in an image's alt text that the caption or text just below repeats ("![Launch overhead: 2.4ms](...)"
        then "**Figure 5.** Launch overhead: 2.4ms"), or the line just above that introduces the image ("* Demo on an L4
        (2.5x faster than FP16):" then "![... 2.5x faster ...](demo.gif)"): one claim, the text's."""
        if draft.qualitative:
            return False
        at = draft.span.start - block.span.start
        inside = any(m.start() <= at < m.end() for m in _IMAGE_ALT.finditer(block.text))
        if not inside:
            return False
        after = block.text[draft.span.end - block.span.start:]
        later = [after[after.find(")") + 1:] if ")" in after else ""] + [
            b.text for b in doc.blocks[max(0, index - 1):index] + doc.blocks[index + 1:index + 3]
            if not b.text.lstrip().startswith("![")]  # NOTE: another image's alt is no caption
        figure = draft.text.lower()
        return any(figure in t.lower() for t in later)

    def _sibling_metric(self, doc: Document, index: int, dimension: str = "ratio") -> str | None:
        """The metric a list names once, for a bare "label: N×" or "label: N%" item: the words after the figure of an item
        above of the same shape ("- GLM MTP: 2.5-3× throughput", "- 8 GPUs: 96% scaling efficiency"), or a lead-in ending
        in a colon ("Decode throughput gains:", "Expected scaling efficiency:")."""
        shape, lead = (_RATIO_ITEM, _GAIN_LEAD) if dimension == "ratio" else (_SHARE_ITEM, _SHARE_LEAD)
        for j in range(index - 1, max(-1, index - 12), -1):
            b = doc.blocks[j]
            if b.scope == "list-item":
                item = shape.fullmatch(b.text)
                m = self.p["ratio-heads"].search(item.group("tail")) if item else None
            elif b.scope == "paragraph" and b.text.rstrip(" *_").endswith((":", "：")) and lead.search(b.text):
                # NOTE: "Decode throughput gains:": the metric, not the phase it is of
                m = next((h for h in self.p["ratio-heads"].finditer(b.text) if not _PHASE_WORD.fullmatch(h.group(0))), None)
            elif b.scope == "heading" or (b.scope == "paragraph" and b.text.rstrip(" *_").endswith((":", "："))):
                # NOTE: "## Training throughput vs. the competitor" over "**Key Highlights:**" and the list: a list of ratios
                # that names no metric is of the one its heading names
                heading = doc.blocks[index].section[-1] if doc.blocks[index].section else ""
                m = next((h for h in self.p["ratio-heads"].finditer(heading) if not _PHASE_WORD.fullmatch(h.group(0))), None) \
                    if dimension == "ratio" and _RATIO_HEADING.search(heading) else None
                return m.group(0) if m else None
            else:
                return None
            if m:
                return m.group(0)
            if b.scope != "list-item":
                return None
        return None

    def _names_no_speed(self, noun: str) -> bool:
        """Whether ``noun`` (a label or a subject a figure is of) names a size, a count or another thing that is no speed."""
        return self.p["not-performance"].search(noun) is not None and _PERF_WORDS.search(noun) is None

    def _not_claim(self, msent: str) -> bool:
        """Whether a sentence only sets, defines or asks. A word of that kind in parentheses qualifies a noun of a
        sentence that tells a run ("MTP=4 (모델 카드 권장값)는 95 tok/s로 측정되었다"): it does not make it a setting."""
        premise = self.p["extract.premise-opening"].regex.match(msent)
        if premise is not None:
            # NOTE: "Assuming there is a negligible overhead, ...": a premise, no claim; "Assuming a balanced load, our
            # throughput is within 5.6% of the profile": the claim after the premise stands
            end = _CLAUSE_EDGE.search(msent, premise.end())
            if end is None or not _performance_figure(msent[end.end():]):
                return True
        found = [m for m in self.p["not-claim"].finditer(msent)]
        if found and all(self.p["extract.ideal-word"].regex.fullmatch(m.group(0)) for m in found) and self.p["classify.past-result"].search(msent):
            return False  # NOTE: "이상적으로 2배 단축되는 것에 비해 다소 적게 단축되었습니다": the ideal is the reference of a result told
        if not found:
            return False
        if all(m.group(0).lower() == "by default" for m in found):
            offer = _OFFERED_RATE.search(msent)
            if offer and _RATE_FIGURE.search(msent, offer.end(), offer.end() + 30):
                return False  # NOTE: "By default, the copy service is configured to deliver approximately 9.5 GB/s": a rating
        # NOTE: ... nor does one in a clause of its own without a figure ("We got 180 Gbps with our script, which by default
        # sends 1 GiB messages"): the setting is the tool's, the figure the run's
        aside = all((msent.count("(", 0, m.start()) > msent.count(")", 0, m.start()) and ")" in msent[m.end():])
                    or not _performance_figure(_clause_of(msent, m.start(), m.end())) for m in found)
        return not (aside and (self.p["extract.run-words"].search(msent) or self.p["extract.section-run"].search(msent)))

    def _under_thresholds(self, doc: Document, index: int, block: Block) -> bool:
        """Whether the block stands under a heading, or is an item of a list under a lead-in ("**Red flags indicating RDMA
        issues**:"), that names bounds to watch for."""
        pat = self.p["extract.threshold-heading"]
        if block.section and pat.search(block.section[-1]):
            return True
        text = lead_paragraph(doc, index).rstrip(" *_") if block.scope == "list-item" else ""
        return text.endswith((":", "：")) and pat.search(text) is not None

    @staticmethod
    def _rate_compared(sent_figs, fig, msent: str, s0: int) -> str | None:
        """The kind of the rate a ratio is set against right before it ("7.3 tok/s보다 약 2배", "than 12 GB/s, 3x"), or None."""
        before = [f for f in sent_figs if f.end_char <= fig.start_char]
        if not before:
            return None
        prev = before[-1]
        if not _COMPARED_GAP.fullmatch(msent[prev.end_char - s0:fig.start_char - s0]):
            return None
        parsed = parse_figure(prev.text)
        if parsed is None:
            return None
        return {"rate": "throughput", "flops": "throughput", "bytes/s": "bandwidth", "bits/s": "bandwidth"}.get(parsed[2].dimension)

    def _latency_context(self, doc: Document, index: int, block: Block, start: int) -> bool:
        """Whether the sentence before ``start`` in the block, or a list item's lead-in, names a latency and no rate: the
        metric a bare speedup after it is of ("Latency comparison for 7B models. X is 2.6x faster.", "we cut latency by:")."""
        before = block.text[max(0, start - 300):start]
        spans = [(a, b) for a, b in rough_sentences(before) if before[a:b].strip()]
        context = before[spans[-1][0]:spans[-1][1]] if spans else ""  # NOTE: the sentence just before
        if block.scope == "list-item" and not context.strip():
            context = lead_paragraph(doc, index)[-300:]
        return bool(_LATENCY_METRIC.search(context)) and not _RATE_WORDS.search(context)

    def _cue_counts(self, phrase: str, span, masked: str) -> bool:
        """Whether a cue keeps its sense where it stands (see :data:`_CUE_SENSE`): "non-negligible", "worked up to",
        "at a 16GiB payload", "the observed maximum" and "무시할 수 없다" are no cues."""
        before = masked[max(0, span.start_char - 40):span.start_char]
        if before[-1:] in ("-", "_") and before[-2:-1].isalnum() and _IDENTIFIER_AFTER.match(masked, span.end_char):
            return False  # NOTE: "poll-max-ns=64000", "rx_max_bw": a word inside a setting's or a variable's name, no cue
        if phrase == "peak" and _AT_BEFORE.search(before) and _OPERATING_POINT.match(masked, span.end_char):
            return False  # NOTE: "at peak throughput", "at peak load": an operating point of a run, not a specification
        if phrase == "peak" and _COMPARED_AT_BEFORE.search(before):
            return False  # NOTE: "(11% faster at peak)": where two runs were compared, at their busiest, not a rating
        if phrase == "peak" and _PLURAL_SUBJECT_BEFORE.search(before) and masked.startswith(" at", span.end_char):
            return False  # NOTE: "All three operations peak at ~11.5 GB/s": a verb telling where a curve tops out
        for phrases, key, where in _CUE_SENSE:
            if phrases is not None and phrase not in phrases:
                continue
            text_before = before if where == "before" else masked[:span.start_char] if where == "all-before" else None
            if self.p[key].search(text_before) if text_before is not None else self.p[key].match(masked, span.end_char):
                return False
        if is_hangul(phrase) and _COUNTERFACTUAL.match(masked, span.start_char):
            return False  # NOTE: "향상되었다면", "늘었을 것이다": what would have happened, no result
        if phrase in ("peak", "피크") and _REACHED_TOP_AFTER.match(masked, span.end_char):
            return False  # NOTE: "처리량이 peak에 도달하며 약 3100 tokens/s": the top a measured curve reached, no rating
        if phrase == "최대" and masked.startswith("최대한", span.start_char):
            return False  # NOTE: "NVLink 대역폭을 최대한 활용해" (as fully as possible): an adverb, no peak
        if phrase in ("peak", "피크", "최대", "max", "maximum") and _NOT_A_SPEED_PEAK.match(masked, span.end_char):
            return False  # NOTE: "peak memory", "피크 메모리도 함께 낮췄다", "최대 배치": the most of a size, not a speed's peak
        if phrase in ("max", "maximum") and (_PRODUCT_BEFORE_MAX.search(before) or _PRODUCT_AFTER_MAX.match(masked, span.end_char)):
            return False  # NOTE: "M2-Max", "M3 Max", "Max-Q": a product's name, not a peak
        if (phrase == "projection" or phrase.startswith("predict")) and masked[span.start_char:span.start_char + 1].isupper() \
                and masked[:span.start_char].strip() and not masked[:span.start_char].rstrip().endswith((".", ":")):
            return False  # NOTE: "the Projection recompute", "Multiple Token Prediction (MTP)": a name mid-sentence, not a forecast
        if phrase.startswith("predict") and ("/" in masked[span.start_char:span.end_char] or _PER_SECOND_AFTER.match(masked, span.end_char)):
            return False  # NOTE: "95 predictions/sec", "predictions per second": a serving rate's unit, not a prediction
        if phrase in ("can do", "can perform") and not _FIGURE_RIGHT_AFTER.match(masked, span.end_char):
            return False  # NOTE: "can do 4 exaflops" states a capability; "we can do another sanity check" does not
        if phrase == "reach" and _MODAL_BEFORE.search(before):
            return False  # NOTE: "can reach 900 GB/s", "designed to reach": a capability or a goal; "64K blocks reach 400 MB/s" is a result
        if phrase in ("hit", "hits") and (_RATE_AFTER_HIT.match(masked, span.end_char) or masked[:span.start_char].rstrip().lower().endswith("cache")):
            return False  # NOTE: "cache hit rate 30→70%": a share of lookups, not a result reached
        if phrase in ("result", "results") and _POSSIBLE_BEFORE.search(before):
            return False  # NOTE: "80-90% of the maximum achievable result": a result that could be had, not one a run gave
        if phrase in ("result", "results") and (_CAUSAL_IN_AFTER.match(masked, span.end_char) or _GET_BEFORE.search(before)):
            return False  # NOTE: "should result in a drop", "researchers can get results 2x faster", "as a result": a consequence, no run's results
        if phrase == "추정" and _KO_CAUSE_BEFORE.search(before):
            return False  # NOTE: "(27.5→25.0 tok/s, 메모리 경합 추정)": the cause is guessed, the figures were measured
        if phrase in ("has", "have") and (_WORK_RATE_AFTER.match(masked, span.end_char) or before.rstrip().lower().endswith("still")):
            # NOTE: "the InstancedCubes scene has ~650 fps" (the rate a run of it showed; no datasheet rates a scene), "it still
            # has a 100ms round-trip time" (what is still seen after a fix): no rating
            return False
        if phrase in ("as a result", "consequently") and _PAST_CHANGE_AFTER.match(masked, span.end_char):
            return False  # NOTE: "As a result, the ping time fell to 15 ms": what a change gave, seen; no inference drawn
        if phrase == "reach" and (_OF_AFTER.match(masked, span.end_char) or _REACH_NOUN_BEFORE.search(before)):
            return False  # NOTE: "extend the reach of PCIe signals", "cable reach": a distance, no figure reached
        if phrase == "at" and _RUN_METRIC_BEFORE.search(before):
            return False  # NOTE: "keeps the inter-token latency at roughly 45 ms": where a run held a metric, not a rating
        if phrase in ("것이다", "것입니다") and not _CONJECTURE_BEFORE.search(before):
            return False  # NOTE: "어렵다는 것입니다", "증가한다는 것이다": a plain nominal ending; "빠를 것입니다" (-ㄹ 것) conjectures
        if phrase == "결과" and _POSSIBLE_RESULT.match(masked, span.end_char):
            return False  # NOTE: "5Gbps에서 1600Gbps 사이의 결과가 나올 수 있다": what a run could give, not what one gave
        if phrase == "결과" and _CONSEQUENCE.match(masked, span.start_char):
            return False  # NOTE: "... 결합된 결과다": a consequence of something, not a run's result
        # NOTE: "line rate으로 보여준 것은 아니다": an English cue with a Korean particle glued to it is negated as a Korean one
        return not ((is_hangul(phrase) or is_hangul(masked[span.end_char:span.end_char + 1])) and self.p["extract.negated-after"].match(masked, span.end_char))

    def _shown_above(self, doc: Document, index: int, draft: Draft) -> str | None:
        """The line of benchmark output (a code or log block just above, in the same section) that holds this
        figure: "Best performance (GB/sec): read = 3.69, write = 3.18" above "... 3.69 GB/sec and 3.18 GB/sec".
        The prose restates a run shown in the document. None otherwise.

        NOTE: small whole numbers (8, 16) are GPU counts and sizes in any command line, so they never match.
        """
        v = draft.value
        if v is None or draft.qualitative or draft.unit is None or (v < 10 and float(v).is_integer()):
            return None
        dimension_words = _OUTPUT_UNITS.get(draft.unit.dimension)
        if dimension_words is None or (draft.unit.dimension in ("ratio", "percent") and float(v).is_integer()):
            return None  # NOTE: a whole "16x" matches any batch size of a command line
        if any(c[0] == "vendor-peak" and c[2] >= 3 for c in draft.cues):
            return None  # NOTE: "as PCIe 5 spec is 504Gbps": the sentence names a specification
        section = draft.block.section
        for j in range(index - 1, max(-1, index - 5), -1):
            b = doc.blocks[j]
            if b.section != section or b.scope == "heading":
                return None
            if b.scope not in ("code", "log"):
                continue
            lead = doc.blocks[j - 1] if j > 0 and doc.blocks[j - 1].section == section else None
            if lead is not None and lead.scope in ("paragraph", "list-item") and _SPEC_WORDS.search(lead.text):
                continue  # NOTE: "the A100 spec, which tells us:" above a quoted datasheet line
            if not dimension_words.search(b.text):
                continue  # NOTE: the output must report this kind of quantity (GB/s, samples/s, ms, ...)
            if b.scope == "code" and is_hangul(b.text) and not any(_COMMAND_LINE.match(x) or _PROMPT.match(x) for x in b.text.split("\n")):
                continue  # NOTE: Korean notes in a fence, with no command run: written by hand, not printed
            for line, numbers in self._output_numbers(doc, j):
                if any(abs(n - v) <= 0.005 * max(abs(n), abs(v)) for n in numbers) and not _SPEC_WORDS.search(line) \
                        and not _CAPABLE.search(line) and not _operand_of(line, v):
                    return line.strip()
        return None

    def _output_numbers(self, doc: Document, j: int):
        """(line, the numbers on it) of a code or log block, computed once per block."""
        if self._numbers_cache[0] is not doc:
            self._numbers_cache = (doc, {})
        blocks = self._numbers_cache[1]
        if j not in blocks:
            blocks[j] = [(line, [float(m.replace(",", "")) for m in _OUTPUT_NUMBER.findall(line)])
                         for line in doc.blocks[j].text.split("\n") if _DIGIT.search(line)]
        return blocks[j]

    def _quoted_heading(self, doc: Document, msent: str, rel_s: int, rel_e: int) -> bool:
        """Whether the figure at ``rel_s:rel_e`` is inside a quotation of one of the document's headings."""
        for m in _QUOTED.finditer(msent):
            if m.start(1) <= rel_s and rel_e <= m.end(1):
                if self._headings[0] is not doc:
                    self._headings = (doc, {_fold_heading(b.text) for b in doc.blocks if b.scope == "heading"})
                return _fold_heading(m.group(1)) in self._headings[1]
        return False

    def _has_setup_keys(self, doc: Document) -> bool:
        """Whether any list item of ``doc`` is a setup key ("- **Hardware**: ..."), looked up once per document."""
        if self._setup_keys[0] is not doc:
            self._setup_keys = (doc, _SETUP_KEY_ANY.search(doc.text) is not None)
        return self._setup_keys[1]

    def _reported_context(self, doc: Document, index: int, block: Block) -> str | None:
        """What makes a block's figures results even without a run word: it is a figure or table caption
        ("*Figure 4: Latency comparison ...*"), or a list item under a lead-in that announces results ("We
        observed the following performance results:"). None otherwise."""
        m = _CAPTION_LINE.search(block.text)
        if m:
            return m.group(1)
        nxt = doc.blocks[index + 1] if index + 1 < len(doc.blocks) else None
        if nxt is not None and nxt.scope == "paragraph" and len(nxt.text) <= 200 and nxt.section == block.section \
                and block.scope in ("paragraph", "list-item") and _MEASURED_NOTE_BELOW.match(nxt.text):
            return MEASURED_BELOW  # NOTE: "... provides up to 950 tok/s." over "<sub>Preliminary measured performance.</sub>"
        if nxt is not None and block.text.rstrip(" *_").endswith(":") and _CHART_START.match(nxt.text):
            return "the chart it introduces"  # NOTE: "... delivers up to 3.3x faster first-token latency:" above a chart
        prev = doc.blocks[index - 1] if index > 0 else None
        if block.scope == "paragraph" and prev is not None and prev.scope in ("code", "log") and prev.section == block.section \
                and self.p["extract.section-run-command"].search(prev.text) and holds_rate_or_time(prev.text):
            # NOTE: "$ perf_analyzer ..." and what it printed, then "The TensorRT optimization provided 2x throughput
            # improvement": the paragraph reads the run shown right above it
            return "the benchmark output above"
        if block.scope in ("paragraph", "list-item") and (table := _table_compared(doc, index, block, self.p["classify.table-measured"])) is not None:
            return table  # NOTE: "| 구분 | A | B |" over measured rows, then "B는 A에 비해 약 3배 빠른 지연 시간을 제공합니다": the table's results compared
        if block.scope != "list-item":
            return None
        if self._has_setup_keys(doc) and not _SETUP_KEY.match(block.text) and any(_SETUP_KEY.match(doc.blocks[k].text) for k in _siblings(doc, index)):
            # NOTE: "- **Hardware**: 32 H100", "- **Framework**: Megatron-Core 0.9", "- **Throughput**: 410 TFLOPS/GPU":
            # a figure listed beside the run's setup is what that run gave
            return "a result listed beside its setup"
        j = _list_lead(doc, index, 12)
        if j is None:
            return None
        parent = _parent_lead(doc, index)
        if parent is not None:
            j = parent  # NOTE: "* **Average Throughput**:" over nested items: the parent item leads them in
        b = doc.blocks[j]
        # NOTE: a nested list's parent item too; and a short line of its own over the list ("RESULTS" in a plain-text log), its title
        colon = b.scope in ("paragraph", "list-item") and b.text.rstrip(" *_").endswith(":") or (
            b.scope == "paragraph" and len(b.text) <= 40 and "\n" not in b.text.strip() and not b.text.rstrip().endswith((".", "。", "!", "?")))
        if b.scope == "paragraph" and not colon:
            told = self.p["extract.results-lead"].search(_last_sentence(b.text))
            if told:  # NOTE: "X사는 ... 프리뷰 결과를 냈다.", "NVIDIA submitted its first results." over the list of them
                return told.group(0)
        if b.scope == "paragraph" and not colon and j > 0 and doc.blocks[j - 1].scope == "heading":
            b = doc.blocks[j - 1]  # NOTE: the heading's opening paragraph, then the list: the heading still frames it
        if colon or b.scope == "heading":
            # NOTE: a list right under a results heading ("## MLPerf 결과") reports results as one under a lead-in does
            lead = self.p["classify.table-measured"].search(b.text) or (self.p["classify.statistic-word"].search(b.text) if colon else None)  # NOTE: "**Average Throughput**:"
            return lead.group(0) if lead else None
        return None

    def _reference_after(self, masked: str, fig, unit: ParsedUnit, sent_cues):
        """(the reference phrase, its spec cues, where it ends) when the figure is set against a peak or a whole named
        right after it ("1745 TFLOPS out of a 2250 TFLOPS theoretical spec", "82% of the unidirectional spec") or, in
        the Korean order, right before it ("이론 사양 2250 TFLOPS 중 1745 TFLOPS"); else None."""
        m = self.p["extract.reference-after"].match(masked, fig.end_char)
        if m is None or m.start(1) < 0:
            lo = max(0, fig.start_char - 60)
            b = self.p["extract.reference-before"].search(masked[lo:fig.start_char])
            if b is None:
                return None
            g = 1 if b.start(1) >= 0 else 2  # NOTE: "이론 사양 2250 TFLOPS 중", or "이론치의 25%": the whole named before the share
            spec = [c for c in sent_cues if c[0].startswith("vendor-peak|") and float(c[0].split("|")[1]) >= 3
                    and lo <= c[2].start_char < lo + b.start(g)]
            if not spec:
                return None
            start = min(c[2].start_char for c in spec) if g == 2 else lo + b.start(g)
            return masked[start:lo + b.end(g)], spec, fig.start_char
        relation = m.group(1).lower()
        if relation == "of" and unit.dimension not in ("ratio", "percent"):
            return None
        rate = _RATE_WHOLE.match(masked, m.end(1)) if relation == "of" and unit.dimension == "percent" else None
        if rate is not None:
            return "of " + rate.group(1), [], rate.end()  # NOTE: "88% of 450GBps": the share of a link's or chip's rate
        spec = [c for c in sent_cues if c[0].startswith("vendor-peak|") and float(c[0].split("|")[1]) >= 3
                and m.start(1) <= c[2].start_char < m.end()]  # NOTE: spec words proper, not "at" or "has"
        if relation != "out of" and not spec:
            return None
        if spec:
            end = max(c[2].end_char for c in spec)
        else:  # NOTE: "out of 900 GB/s": the phrase ends with the whole's figure
            whole = _WHOLE_FIGURE.match(masked, m.start(1))
            end = whole.end() if whole else m.end()
        return " ".join(masked[m.start(1):end].split()[:6]), spec, end

    def _qualitative(self, msent: str, made: list[Draft], conn: int | None, raw: str = "", quality_context: bool = False):
        """Qualitative claims of a sentence: (kind, start, end, qualitative label). ``raw`` is the sentence
        before masking (same offsets), where a link's brackets are still visible; ``quality_context``: its section or
        the sentences before it in its block are about a model's quality (accuracy, scores)."""
        made = [d for d in made if not d.rating]  # NOTE: "scales so well on a 40 Gigabit Ethernet system": the link is a condition
        # NOTE: "The loader scales read throughput almost linearly with the number of SSDs, reaching 9 GB/s": a scaling claim
        # in words beside a figure of another kind is a claim of its own
        # NOTE: "weak scaling runs show superlinear scaling, with MFU rising from 40% to 46%": shares of the peak FLOPs beside it
        # are figures of throughput, not the scaling the words claim
        shares_only = bool(made) and all(d.unit is not None and d.unit.dimension == "percent" and d.kind != "scaling"
                                         and _UTILISATION_BEFORE.search(msent, 0, max(0, d.span.start - d.sentence_span.start)) for d in made)
        scaling_only = bool(made) and not any(d.kind == "scaling" or (d.unit is not None and d.unit.dimension in ("ratio", "percent")) for d in made)
        closed = bool(made) and not (conn is not None and not any(d.span for d in made if d.conclusion))  # NOTE: no conclusion clause left
        if closed and not scaling_only and not shares_only:
            return []
        if msent.rstrip().endswith("?"):
            return []  # NOTE: "Which layout ... so that the whole exchange is fast?" asks; it claims nothing
        results = []
        for kind in ("scaling", "negligible", "bandwidth", "throughput"):
            pat = self.p.get(f"qualitative.{kind}")
            if not pat:
                continue
            for m in pat.finditer(msent):
                if (closed or (made and (conn is None or m.start() < conn))) and not (
                        scaling_only and kind == "scaling" and _OVER_DEVICES_AFTER.match(msent, m.end())) and not (
                        shares_only and kind == "scaling" and _linearity(m.group(0).lower()) is not None):
                    continue
                if raw and _IN_LINK_TEXT.search(raw, 0, m.start()) and _LINK_TEXT_END.match(raw, m.end()):
                    continue  # NOTE: a cited title ("[MiCS: Near-linear Scaling for ...](arxiv)") asserts nothing here
                if kind == "throughput" and _AIM_BEFORE.search(msent, max(0, m.start() - 40), m.start()):
                    continue  # "we are actively working on further improving the performance": an aim, not a result
                if _IMPERATIVE_TASK.match(m.group(0)) and not msent[:m.start()].strip(" \t*_#>-+0123456789.)"):
                    continue  # NOTE: "1. **Improve performance of the baseline compiler.**": a task of a plan, not a claim
                if _PURPOSE_BEFORE.search(msent, max(0, m.start() - 80), m.start()) or _GOAL_LEAD.match(msent) or (
                        _AIM_AT_BEFORE.search(msent, max(0, m.start() - 30), m.start()) and _SUPERLATIVE_AT.match(msent, m.start())):
                    # NOTE: "we combine caching and FP8 to achieve the fastest inference speed": the best the work aims at
                    continue  # "to ensure that both units ... do not bottleneck each other", "we will compare the performance gains"
                if kind == "scaling" and _AXIS_SCALE.match(msent, m.start()) and _CHART_WORDS.search(msent):
                    continue  # NOTE: "The bar chart uses a linear scale, so ...": how a chart is drawn
                if _GENERIC_GAIN.match(m.group(0)) and _FEATURE_PURPOSE_BEFORE.search(msent, max(0, m.start() - 80), m.start()):
                    continue  # NOTE: "ConnectX-9 brings engines that further improve performance": what the features are for, a blurb
                if kind == "scaling" and _SIZE_TARGET_AFTER.match(msent, m.end()):
                    continue  # NOTE: "Scale to 256-512 tokens": a longer input, not more devices
                if kind == "scaling" and (_SIZE_SCALING_AFTER.match(msent, m.end()) or _SIZE_AXIS.search(msent) and not DEVICE_WORDS.search(msent)):
                    continue  # "scales well across message sizes": how a transfer grows with its size, not with devices
                if kind == "scaling" and _COMPLEXITY_BEFORE.search(msent, 0, m.start()):
                    continue  # NOTE: "O(n) rule traversal that scales linearly": a cost of the problem's size, no devices
                if kind == "scaling" and (msent[m.start():m.start() + 5].lower() == "scale" and _SETTING_SCALED_BEFORE.search(msent, max(0, m.start() - 30), m.start())
                                          or ((ideal := _IDEAL_SUBJECT.search(msent, 0, m.end())) is not None and ideal.start() < m.start())):
                    # NOTE: "the input size, which we scale linearly with the workers" (a weak-scaling design), "is scaled linearly",
                    # "an ideal runtime should scale linearly" (the yardstick defined): no claim about what ran
                    continue
                if kind == "scaling" and (grows := _GROWING_QUANTITY_BEFORE.search(msent, max(0, m.start() - 50), m.start())) is not None \
                        and not _PERF_WORDS.search(msent, grows.end(), m.start()):
                    continue  # NOTE: "총 통신량은 디바이스 수에 대해 거의 선형적으로 증가", "memory grows linearly with batch": a cost that grows, no speed
                if _KO_PURPOSE_AFTER.match(msent, m.end()):
                    continue  # "더 빠르게 반복할 수 있도록", "더 빠르게 만드는 데 관심이 있다면": a purpose or an interest, not a claim
                if kind == "throughput" and _KO_GENERIC_GAIN_AFTER.match(msent, m.end()) and not made and not _KO_GENERIC_GAIN_NOT.search(msent):
                    continue  # NOTE: "GPU는 다양한 워크로드의 작업 속도를 향상시킵니다.": a general blurb that compares with nothing
                if _KO_QUESTION_AFTER.match(msent, m.end()):
                    continue  # NOTE: "“무엇이 빨라졌는가”보다", "빨라졌는지 확인한다": a question asked, not a claim
                if _KO_IF_AFTER.match(msent, m.end()) or _KO_NOT_IF_AFTER.match(msent, m.end()):
                    # NOTE: "처리량을 높이면 비용이 내려간다": a premise of what follows, not a claim about throughput; so is a denial
                    # under "if" or "when" ("선형으로 증가하지 않는다면 네트워크부터 본다": what to do when it does not scale)
                    continue
                if _QUOTED_SPEECH.search(msent, 0, m.start()) and _QUOTE_CLOSE.match(msent, m.end()):
                    continue  # NOTE: "“decode도 빨라지겠지”라고 보기 쉽습니다": a view quoted, often to refute it
                if self.p["extract.quoted-question-before"].regex.search(msent, max(0, m.start() - 60), m.start()) and _QUOTE_END_AFTER.match(msent, m.end()):
                    continue  # NOTE: 'The question is not "which transport is faster"': a question quoted, not a claim
                if raw and _BOLD_LABEL_ONLY.fullmatch(raw):
                    continue  # NOTE: "- **디코딩 처리량 향상**": a list heading; the items under it say what improved
                premise = _IF_PREMISE.match(msent)
                if premise and m.start() < premise.end():
                    continue  # "If the network is much slower than it should be, check ...": a premise, not a claim
                if self.p["extract.if-clause-before"].regex.search(msent, max(0, m.start() - 60), m.start()):
                    continue  # NOTE: "Run the warm-up twice if decoding is slower than you expect": a condition at the end
                q = m.group(0).lower()
                if kind == "negligible" and q.startswith("minimal") and not self.p["extract.spread-work"].search(msent):
                    continue  # NOTE: "performance tracking with minimal overhead": an overhead, but of nothing spread or sent
                if kind == "throughput" and _BARE_PERFORMANCE.search(q) and (_MODEL_QUALITY.search(msent) or quality_context) and not _SPEED_WORDS.search(msent):
                    # NOTE: "코드 성능이 크게 향상", "better performance on MMLU", "The performance gap ... narrows" under an
                    # accuracy heading: a model's quality, not its speed
                    continue
                if kind == "throughput" and _CONVERGENCE_BEFORE.search(msent, max(0, m.start() - 30), m.start()):
                    continue  # NOTE: "수렴 속도가 느립니다", "the convergence rate is slower": how fast a model learns, not how fast it runs
                if kind == "throughput" and _BARE_PERFORMANCE.search(q) and _FUTURE_RELEASES_BEFORE.search(msent, max(0, m.start() - 60), m.start()):
                    continue  # NOTE: "these numbers may change as later releases improve performance": a caveat, no claim
                label = None
                if kind == "scaling":
                    # NOTE: "4노드 이후 선형으로 증가하지 않았다": linear scaling denied after the phrase, as "not linear" before it
                    label = None if _KO_NOT_AFTER.match(msent, m.end()) else _linearity(q)
                    if label == "linear" and _BETTER_THAN_BEFORE.search(msent, max(0, m.start() - 40), m.start()):
                        label = "superlinear"  # NOTE: "more efficient than linear scaling would predict": better than linear
                    elif label == "linear" and _SHORT_OF_BEFORE.search(msent, max(0, m.start() - 40), m.start()):
                        label = None  # NOTE: "then fell behind linear scaling", "well below linear": linear is the yardstick missed
                real_kind = "scaling" if kind == "negligible" else kind
                latency_named = kind == "throughput" and _CLAIM_LATENCY_WORD.search(q) is not None
                if kind == "throughput" and (_BANDWIDTH_WORDS.search(msent) or "연결" in msent) and not (latency_named and not _BANDWIDTH_WORDS.search(q)):
                    real_kind = "bandwidth"  # NOTE: not "eliminates extra bandwidth use and reduces latency": the claim's own word names it
                if latency_named and real_kind != "bandwidth":
                    real_kind = "latency"  # NOTE: "지연 시간을 단축": a qualitative latency claim
                if kind == "negligible":
                    if self.p["extract.negated-before"].search(msent[max(0, m.start() - 40):m.start()]):
                        continue  # "are unable to fully hide communication overheads": denied, not claimed
                    if _NEGLIGIBLE_OTHER.search(msent) and not _NEGLIGIBLE_PERF.search(msent):
                        continue  # "the effect on memory may be negligible", "negligible accuracy loss": no speed claim
                    real_kind = _negligible_kind(msent)
                results.append((real_kind, m.start(), m.end(), label))
                break
            if results:
                break
        return results

    # ------------------------------------------------------------------ tables
    def _table_context(self, doc: Document, index: int, block: Block):
        """Header cells, caption text (paragraph before and after the table) and the section path."""
        header = block.header
        if header and any("<su" in h for h in header):
            header = tuple(_SUB_SUP.sub("", h) for h in header)  # NOTE: "Throughput <sub>v0.45.0.dev</sub>": a version noted, not the metric
        if not header:  # NOTE: an undelimited table's header may sit a paragraph above the row.
            for j in range(index - 1, max(-1, index - 6), -1):
                b = doc.blocks[j]
                if b.scope in ("table.header", "table.row") and len(b.cells) == len(block.cells):
                    cells = tuple(doc.text[c.start:c.end] for c in b.cells)
                    # NOTE: "| batch_size | 8 | 16 | 32 |": a sweep's settings as a header, numbers though they are
                    if b.scope == "table.header" or not _looks_data(doc, b) or self.p["classify.table-run-key"].match(cells[0]):
                        header = cells
                        break
        if not header:
            header = _continued_header(doc, index, block)  # NOTE: a table continued after a blank line, however long its first part
        caption = []
        j = index - 1
        while j >= 0 and doc.blocks[j].scope in ("table.row", "table.header") and doc.blocks[j].table == block.table:
            j -= 1
        for k in range(j, max(-1, j - 2), -1):
            b = doc.blocks[k]
            if b.scope == "blockquote":
                # NOTE: "> Produced with our script ...; the figures are tokens/s.\n>\n> Each model ...": the whole quote
                first = k
                while first > 0 and first > k - 6 and doc.blocks[first - 1].scope == "blockquote":
                    first -= 1
                caption.append(" ".join(doc.blocks[q].text for q in range(first, k + 1)))
                break
            if b.scope in ("paragraph", "list-item", "heading", "table.caption"):
                text = b.text
                if b.scope == "paragraph" and len(text) < 160 and k > 0 and doc.blocks[k - 1].scope == "paragraph" \
                        and doc.blocks[k - 1].section == b.section and not _RATE_FIGURE.search(text) and not _units_in(text) \
                        and (self.p["conditions.system"].search(text) or self.p["conditions.software"].search(text)) \
                        and self.p["classify.table-measured"].search(doc.blocks[k - 1].text):
                    # NOTE: "The results in the table are from a benchmark ..." then "Intel i7-8700K, rustc 1.70.0.": a line
                    # of the setup between the lead-in and its table; both lead the table
                    text = f"{doc.blocks[k - 1].text}\n{text}"
                caption.append(text)
                break  # NOTE: a heading right above the table is its caption; the paragraph above that belongs to another section
            elif b.scope in ("table.row", "table.header"):
                continue
            else:
                break
        lead = caption[0] if caption else ""
        k = _after_rows(doc, index + 1, block.table)
        # NOTE: a paragraph ending in ":", or one right above another table ("**Table 3** ... 128 GPUs."), introduces
        # the next table instead
        # (a unit note in a quote block counts too: "> 단위: tokens/sec.")
        # (and a list item or quote under the table that names a unit: "- Times are in `ms`.")
        if k < len(doc.blocks) and (doc.blocks[k].scope == "paragraph" or (doc.blocks[k].scope == "blockquote" and _UNIT_NOTE.match(doc.blocks[k].text))
                                    or (doc.blocks[k].scope in ("list-item", "blockquote") and len(doc.blocks[k].text) < 160
                                        and len(_units_in(doc.blocks[k].text, named_only=True)) == 1)) \
                and (len(doc.blocks[k].text) < 300 or _UNIT_NOTE_EARLY.search(doc.blocks[k].text, 0, 200)) \
                and not doc.blocks[k].text.rstrip(" *_").endswith(":") \
                and not (k + 1 < len(doc.blocks) and doc.blocks[k + 1].scope in ("table.header", "table.row")):
            below = doc.blocks[k].text
            if len(below) >= 300:
                # NOTE: "Generation throughput of each engine (Unit: tokens/second). Every run used ...": a long note under the
                # table, of which the sentence that gives the unit is the caption
                note = _UNIT_NOTE_EARLY.search(below, 0, 200)
                stop = below.find(". ", note.end())
                below = below[:stop + 1] if stop >= 0 else below
            caption.append(below)
        formula = ""
        for k in range(j, max(-1, j - 2), -1):  # NOTE: "speedup = ceil(C/S1) / ceil(C/S2)" right above, or above its lead-in
            b = doc.blocks[k]
            if b.scope == "code" and b.text.count("\n") < 4 and _FORMULA.search(b.text):
                formula = b.text.strip()
                break
            if b.scope not in ("paragraph", "list-item"):
                break
            inline = next((m.group(0).strip("`") for m in _INLINE_CODE.finditer(b.text) if _FORMULA.search(m.group(0).strip("`"))), None)
            if inline:  # NOTE: "So `TPOT = 60 / (WPM*1.5)` in seconds": the formula quoted in the lead-in
                formula = inline
                break
        # NOTE: a unit written once, in a column's first cell ("| **59.5 ms** |" over "| 59.9 |"), serves the column
        first = doc.blocks[j + 1] if j + 1 < len(doc.blocks) else None
        if first is not None and first.scope == "table.header":
            first = doc.blocks[j + 2] if j + 2 < len(doc.blocks) else None
        column_units = {}
        if first is not None and first.scope == "table.row" and first.table == block.table:
            for c, cell in enumerate(first.cells[1:], 1):
                unit = _written_unit(doc.text[cell.start:cell.end])
                if unit is not None:
                    column_units[c] = unit
            bare = sum(1 for cell in first.cells[2:] if _NUMERIC_CELL.match(doc.text[cell.start:cell.end].strip(" *")))
            if 1 in column_units and bare >= 2:
                column_units = {0: None}  # NOTE: "| draft | 15.7 ms | 5.4 | 5.2 |": the unit serves its row (rows are metrics), not a column
        return header, "\n".join(caption), " > ".join(block.section), formula, tuple(caption), column_units, lead

    def _table_row(self, doc: Document, index: int, block: Block) -> list[Draft]:
        # NOTE: the rows of a table share their context, except header-less rows, which look for one above them
        key = (block.table, block.header) if block.header else (block.table, index)
        cached_doc, cached_key, context, per_table = self._table_cache
        if cached_doc is not doc or cached_key != key:
            context = self._table_context(doc, index, block)
            per_table = {}  # NOTE: what the rows of one table share, worked out for its first row
            self._table_cache = (doc, key, context, per_table)
        header, caption, section, formula, caption_parts, column_units, lead = context
        cells = block.cells
        if not cells:
            return []
        if "context_unit" not in per_table:
            context_unit = None
            for part in (*caption_parts, section):  # NOTE: the lead-in first, then the note after the table, then the headings
                if _FOOTNOTE_PART.match(part):
                    continue  # NOTE: "Note B: 12 channels rated at 460.8 GB/s per socket": one row's footnote, not the table's unit
                # NOTE: a heading's own figure ("## GPU nodes (2,978 nodes, 379.70 PFlop/s aggregate)") is not its tables' unit
                # (nor is a figure in the heading right above the table: "## A100 80GB with 800 Gbps interconnect" rates the
                # fabric, its table's batch sizes are no Gb/s)
                named = part is section or part.startswith("#")
                units = {u.unit: u for u in _units_in(part, named_only=named)}
                if units and not named and not part.rstrip(" *_").endswith(":") and not _units_in(part, named_only=True) \
                        and not _restated_in_table(doc, index, part):
                    # NOTE: a figure a sentence above the table states as its own claim ("... gained roughly 5 Gbps per direction
                    # in the same run." over "| load | achieved |") is not the cells' unit, unless the table restates it
                    # ("prefill reached 50,302 tokens/sec" over "| Throughput (per node) | 32,206 | 50,302 |")
                    continue
                if units:
                    context_unit = next(iter(units.values())) if len(units) == 1 else None
                    break
            else:
                context_unit, per_table["unit_note"] = self._section_unit(doc, index, block)
                if context_unit is None:
                    context_unit, per_table["unit_note"] = self._sibling_table_unit(doc, index, block, header)
            per_table["context_unit"] = context_unit
            # NOTE: "| Parameter | Value |", "| Component | Version |": a table of settings, whatever unit its section names
            per_table["settings_table"] = bool(header) and bool(_SETTINGS_KEY.match(header[0])) or bool(
                caption_parts and _SETTING_LEAD.search(_last_sentence(caption_parts[0])) and not _SETTING_VALUE.search(caption_parts[0])
                # NOTE: "Test configuration: Xeon 8480, 1 thread, time in milliseconds": a lead naming the unit of the values
                # introduces results
                and not _units_in(caption_parts[0], named_only=True))
            per_table["serving_table"] = sum(_serving_metric_unit(h) is not None for h in header) >= 2
            per_table["flags"] = _flag_columns(doc, index, block.table)
            # NOTE: "We report the tokens/sec/GPU (wps) metric" over "| wps (bf16) |": a unit the document names by an abbreviation
            if self._aliases[0] is not doc:
                self._aliases = (doc, {m.group("alias").lower(): u for m in _UNIT_ALIAS.finditer(doc.text)
                                       if (u := parse_unit(m.group("unit"))) is not None and u.dimension in _RATE_KIND and u.dimension != "time"})
            per_table["sweep"] = self._sweep(header)
            # NOTE: "| Problem | Cause | Fix | Impact |": a casebook of remedies, whose effect cells are read as cells
            per_table["casebook"] = len(self.p["classify.case-column"].regex.findall(" | ".join(header))) >= 3
            per_table["unstated"] = self._unstated_unit_kind(header, caption, section, lead, column_units, per_table["settings_table"]) \
                if context_unit is None and per_table["sweep"] and not per_table["serving_table"] else None
        context_unit, settings_table, serving_table = per_table["context_unit"], per_table["settings_table"], per_table["serving_table"]
        label_cell = doc.text[cells[0].start:cells[0].end]
        # NOTE: the row's key under its column's name ("512" under "GPUs": "512 GPUs"), but not an index of a matrix
        # whose other headers are the same indexes ("| GPU | 0 | 1 | Total |")
        label_key = label_cell.strip(" *")
        key_cue = _pair(label_key, header[0]) if header and len(header) > 1 and label_key \
            and not all(h.strip().isdigit() for h in header[1:] if h.strip()) and label_key not in {h.strip(" *") for h in header[1:]} else ""
        # NOTE: the other cells of the row under their columns' names ("128" under "GPUs", "4096" under "Data Size (B)"):
        # the run's settings, read as its conditions wherever the column stands
        # NOTE: a row with no key still names its devices in a count column ("| Mask R-CNN | 256 | 1.6x |" under "Number of GPUs")
        row_cues = _row_pairs(doc.text, cells, header) if key_cue else [
            (k, _pair(v, header[k])) for k in range(1, min(len(cells), len(header)))
            if _DEVICE_COUNT_HEAD.fullmatch(header[k].strip(" *")) and _NUMERIC_CELL.match(v := doc.text[cells[k].start:cells[k].end].strip(" *"))]
        out = []
        header_line = " | ".join(header)
        # NOTE: "| Test | Metric | Threshold | Observed |" over "| AllReduce | GB/s | > 300 | 391.5 |": a column of units
        # names the unit of the row's bare numbers
        row_unit = None
        for k, h in enumerate(header[:len(cells)]):
            if _UNIT_COLUMN.match(h):
                named = doc.text[cells[k].start:cells[k].end].strip(" *")
                row_unit = parse_unit(named) or _header_unit(named)  # NOTE: "| metric |" over "| busbw GB/s |": the metric, then its unit
                if row_unit is not None and row_unit.dimension == "bytes":
                    row_unit = None
                if row_unit is not None:
                    break  # NOTE: "| Metric | Task | Value | Unit |" (Rally): the metric names no unit, its own column does
        prev = doc.blocks[index - 1] if index > 0 else None
        first_row = prev is not None and prev.table == block.table and prev.scope == "table.header"
        timed_cells = functools.cache(lambda: _timed_cells(doc.text, cells))  # NOTE: asked per time cell, counted once per row

        @functools.cache
        def other_columns(j: int) -> str:
            """The header line a cell's conditions may come from: without the headers of the row's other result columns
            ("| Size | Default | Same Socket | Different Node |": "Same Socket" is the placement of its own column only)."""
            def kept(k: int, h: str) -> bool:
                if k == j or k == 0 or k >= len(cells) or _counts(h):
                    return True
                value = doc.text[cells[k].start:cells[k].end].strip(" *")
                if value.lower() in _NO_RESULT_CELLS:
                    return False  # NOTE: a result column this row leaves empty ("| 128/128 | 4,100 | 9,800 | |" under "| ... | A100 TP4 |")
                return not (_NUMERIC_CELL.match(value) or _performance_figure(value))
            return " | ".join(h for k, h in enumerate(header) if kept(k, h))
        # NOTE: "| busbw | ~390 GB/s | < 350 GB/s | < 280 GB/s |": beside a value, a bound in the same row is its pass mark
        # (of the bound's own kind: "| FabricA | 200Gbps | <600ns |" is a rate and a latency bound, no pass mark)
        @functools.cache
        def bounded_row(bound: str) -> bool:
            own = _leading_unit(bound.lstrip("<>≥≤= ").lstrip())
            for c in cells[1:]:
                value = doc.text[c.start:c.end]
                if _PLAIN_VALUE_CELL.match(value):
                    other = _leading_unit(value.strip(" *~≈"))
                    if own is None or other is None or own.dimension == other.dimension:
                        return True
            return False
        spread_heads = {k for k, h in enumerate(header) if "(" in h and _SPREAD_IN_PARENS_HEAD.search(h)}  # "Mean latency (std dev)"

        def arrowed(whole: Span) -> bool:
            """Whether a value cell holds values before and after a change ("950 → 2,100"), split by :func:`_cell_parts`."""
            w = doc.text[whole.start:whole.end]
            return ("→" in w or "->" in w or "⇒" in w) and _ARROW_PAIR_CELL.fullmatch(w) is not None
        for j, cell, whole in ((j, part, whole) for j, whole in enumerate(cells) for part in _cell_parts(doc.text, whole, j in spread_heads, j > 0)):
            raw = doc.text[cell.start:cell.end]
            from_label = False  # NOTE: whether the cell's unit is the one its row's label names
            text, _ = mask(raw)
            stripped = text.strip(" *")
            if len(stripped) > 2 and stripped[0] == stripped[-1] == "_" and stripped[1] != " ":
                stripped = stripped.strip("_").strip(" *")  # NOTE: "__35.4 it/s__", "_0.8 ms_": emphasis written with underscores
            if "*" in stripped and _CELL_FIGURE.match(unstressed := stripped.replace("*", "")):
                stripped = unstressed  # NOTE: "0.149*s*", "742.7 *KB*/*s*": the unit set in italics, piece by piece
            marked = _PICTOGRAPH_EDGE.search(stripped) is not None
            if marked:
                stripped = _PICTOGRAPH_EDGE.sub("", stripped).strip(" *")  # NOTE: "**3-4x** ⚡", "✅ 120 ms": a mark beside the figure
            unmarked = stripped
            if stripped.startswith("[") and "]" not in stripped:
                stripped = stripped[1:].strip(" *")  # NOTE: "[682](https://...)": a linked figure, its target masked
            if _SPACED_THOUSANDS.fullmatch(stripped):
                stripped = re.sub(r"[ \u00a0\u2009\u202f]", "", stripped)  # NOTE: "1 610.7": thousands grouped with a (thin) space
            if (footnoted := _CELL_FOOTNOTE_MARK.search(stripped)) is not None and (
                    _CELL_FIGURE.match(stripped[:footnoted.start()]) or _NUMERIC_CELL.match(stripped[:footnoted.start()])):
                stripped = stripped[:footnoted.start()]  # NOTE: "148.20s [2]", "3.1 ms†": the figure, then the mark of its footnote
            if _NO_LEADING_ZERO.match(stripped):
                stripped = "0" + stripped.lstrip("~≈")  # NOTE: "| go vet | .731 |": a fraction written without its leading zero
            if not stripped:
                continue
            if j > 0 and cell == whole and not per_table["settings_table"] \
                    and _sentence_cell(stripped, header[j] if j < len(header) else "", per_table["casebook"]):
                # NOTE: "| EPTQ(FE8)는 235.2 tok/s로 QTIP 180.5 tok/s를 넘는다. |", "| one humanoid: 950k steps/s on an A100 |": a
                # cell written as a sentence, read as one; the row and its table are its context; so is a cell that tells a change
                # of speed in words under a column of no unit ("| ~6% throughput improvement |", "| TTFT 900ms vs 90ms |")
                out.extend(self._prose(doc, index, Block("paragraph", Span(whole.start, whole.end), raw, block.section)))
                continue
            if "±" in stripped or "+/-" in stripped or "+-" in stripped:
                spread = _SPREAD_CELL.match(stripped)
                if spread:  # NOTE: "132.19 ± 0.55", "45.3 +/- 0.4 ms": the figure, then its spread
                    stripped = (spread.group("v") or spread.group("bv")) + (spread.group("tail") if spread.group("v") else spread.group("btail"))
            cell_note = None
            if stripped.endswith(")") and (noted := _NOTED_CELL.fullmatch(stripped)) is not None:
                cell_note, stripped = stripped, noted.group("v")  # NOTE: "~120 (실측)", "2,450 (estimated)": the figure, then its own note
            head = header[j] if j < len(header) else ""
            if _TARGET_COLUMN.match(head) or (_BOUND_CELL.match(stripped) and (_TARGET_WORDS.search(head) or bounded_row(stripped))) \
                    or (j > 0 and _TARGET_COLUMN.match(label_key) and not _BASELINE_ROW_LABEL.fullmatch(label_key)):
                continue  # NOTE: "| Threshold | > 300 |", "| Expected | > 1500 tokens/s/GPU |", "| Target | 300 GB/s |": a pass mark, not a result
            if j == 0 and _LABEL_SETTING_TIME.search(stripped):
                continue  # NOTE: "| GPU GEMM (ubergemm, 60 s) |": how long the test ran, a setting named in the row's label
            if _SPREAD_HEAD.search(head) and j not in spread_heads:
                continue  # NOTE: "| 레이턴시 (us) | std_dev (us) |": the spread of the figure beside it, not a figure of its own
            if _CONFIGURED_HEAD.search(head):
                continue  # NOTE: "| 설정된 utilization |", "| Configured rate |": what the run was set to, not what it gave
            if j == 0 and _LOAD_KEY.match(head):
                continue  # NOTE: "| RPS | Engine | Median TTFT |": the request rate each row was offered, a setting of the run
            if j == 0 and len(header) > 1 and _SHARE_KEY_HEAD.search(head) and not self.p["ratio-heads"].search(head) and not _PERF_WORDS.search(head):
                continue  # NOTE: "| 수정 위치 | 절약 |" over "| 10% | 2% |", "| Sparsity | Speedup |": the share each row was set to, a setting
            if j > 0 and _IDEAL_HEAD.search(head):
                continue  # NOTE: "| 이상적 절약 |", "| Ideal speedup |": the yardstick a result is set against, worked out, not a result
            if j > 0 and _PER_MONEY_HEAD.search(head):
                continue  # NOTE: "| tok/s per $ |": a rate per unit of money, a cost
            if _INPUT_LENGTH_HEAD.search(head):
                continue  # NOTE: "| Sequence Length (in seconds) |": how long each input was, a setting of the run, not a time it took
            if _SIZE_RATIO_HEAD.search(head) or (j > 0 and _BARE_RATIO_HEAD.fullmatch(head) and any(_COMPRESSION_HEAD.search(h) for h in header)):
                continue  # NOTE: "| Compression ratio |", "| Ratio |" beside "| Compress MB/s |": a quotient of sizes, no speed
            if j > 0 and _BITRATE_HEAD.search(head) and any(_QUALITY_HEAD.search(h) for h in header):
                continue  # NOTE: "| bitrate (kbps) |" beside "| VMAF |": the size of the stream an encoder wrote, not a speed
            if "=" in head:
                head = _CONFIG_PAREN.sub("", head)  # NOTE: "Old (BS=32)": the run's configuration, not its unit or a count
            parsed = None
            figure = None
            in_words = False  # NOTE: the figure was found among words of the cell ("추론시간 2.61 ms")
            head_unit = _header_unit(head)
            if head_unit is None and j > 0 and header and _ACHIEVED_HEAD.fullmatch(head) and _LOAD_KEY.match(header[0]):
                head_unit = _header_unit(header[0])  # NOTE: "| RPS | Achieved |" over "| 50k | 49.1k |": the rate offered, then the rate got
            if head_unit is None and j > 0 and _PERCENT_LOW_HEAD.fullmatch(head):
                # NOTE: "| Avg FPS | 1% Low | 0.1% Low |": the frame rate of the slowest frames, in the unit of the rate beside it
                head_unit = next((u for h in header if (u := _header_unit(h)) is not None and u.dimension == "rate"), None)
            if (head_unit is None or _TOKEN_RATE_HEAD.match(head)) and self._aliases[1] and head.strip(" *"):
                # NOTE: an abbreviation the document defines wins over its usual reading ("tokens/sec/GPU (wps)")
                head_unit = self._aliases[1].get(head.strip(" *").split()[0].lower()) or head_unit
            scale_suffix = _SCALE_SUFFIX_CELL.match(stripped)
            suffix_unit = head_unit if head_unit is not None or j == 0 or not scale_suffix else _header_unit(label_cell)
            if scale_suffix and suffix_unit is not None and suffix_unit.unit.upper().startswith(scale_suffix.group(2)):
                # NOTE: "23.97T" under "TFLOPS", or in a row named "| GEMM TFLOPS |": the unit's prefix written after the number
                stripped = scale_suffix.group(1)
            span_low = None
            count_scale = 1.0
            counted = _COUNT_SUFFIX_CELL.fullmatch(stripped)
            if counted and j > 0 and (head_unit is None or head_unit.dimension == "rate"):
                # NOTE: "| 12.5k |" under "Throughput (tok/s)", "| 131k |" under "IOPS": a count multiplier on a rate of work (or on
                # the rate the lead-in names: "in msg/s" over "| 1.9 M | 48.2 K |", "(bps)" over "| 1.9 G |")
                stripped, count_scale = counted.group(1), {"k": 1e3, "m": 1e6, "g": 1e9}[counted.group(2).lower()]
            bare_range = _BARE_RANGE_CELL.fullmatch(stripped)
            if bare_range and (head_unit is not None or _header_unit(label_cell) is not None) and j > 0 and not _YEAR_MONTH.fullmatch(stripped):
                # NOTE: "| A100 | 12-14 |" under "| GPU | Per-GPU HPL TFLOPS |": a range of results in the column's unit
                span_low, stripped = parse_number(bare_range.group(1)), bare_range.group(2)
            # NOTE: a column of changes that names no unit ("| rdma | tcp | compare |"): its numbers are not in the table's unit
            relative = _SIGNED_CELL.fullmatch(stripped) if head_unit is None and j > 0 and _CHANGE_COLUMN.match(head) else None
            negative = head_unit is not None and head_unit.dimension == "percent" and j > 0 and stripped[:1] in "-−" and _SIGNED_CELL.fullmatch(stripped) is not None
            if relative is not None:
                # NOTE: "| rdma | tcp | compare |" over "| 140 | 202 | -30.69 |": a change computed from the row, signed
                others = [parse_number(t) for k, c in enumerate(cells) if k not in (0, j)
                          and _NUMERIC_CELL.match(t := doc.text[c.start:c.end].strip(" *"))]
                value = parse_number(relative.group(1))
                unit = _relative_unit(value, [v for v in others if v is not None]) if value is not None else None
                if unit is None:
                    continue
                parsed = (value, None, unit)
            elif (_NUMERIC_CELL.match(stripped) or negative) and not _VERSION_CELL.match(stripped):
                if head_unit is None and j in per_table["flags"]:
                    continue  # NOTE: "| direct |" over 1s and 0s: a switch of the run's settings, not a result
                unit = head_unit
                if unit is None and j > 0 and not _counts(head) and not self.p["classify.statistic-label"].regex.fullmatch(label_key):
                    # "| Peak bf16 TFLOPS (theoretical) | 989 | 2250 |": the row names the unit, whatever unit the prose around
                    # the table names ("| Training step time (seconds per step) | 4.10 |" below a sentence rating a GPU in TFLOPS);
                    # "| min |" beside "| mean |" is a statistic, not minutes
                    unit = _header_unit(label_cell)
                    if unit is not None and unit.dimension == "percent" and (self.p["not-performance"].search(label_cell) or _RESOURCE_SHARE.search(label_cell)
                                                                             or _COUNT_LABEL.search(label_cell)):
                        continue  # NOTE: "| Max VRAM Utilization (%) |", "| Accuracy (%) |": a share of no performance measure
                    from_label = unit is not None
                if unit is None and context_unit is not None and not _counts(head) and (j > 0 or not (head or stripped.isdigit())) and not settings_table \
                        and not _OTHER_UNIT_HEAD.search(head) and not (j > 0 and self.p["not-performance"].search(label_cell)):
                    unit = context_unit  # NOTE: not in a row a size labels ("| Batch Size | 16,384 |" beside "| Throughput | ... |"), nor in
                    # a first column of whole numbers under no header (a printed data frame's index: "|   | M | ... |" over "| 0 | 16 | ... |")
                if unit is None and row_unit is not None and j > 0 and not _counts(head):
                    unit = row_unit
                if unit is None and j > 0 and header and "\\" in header[0] and not _counts(head):
                    unit = _header_unit(header[0].rsplit("\\", 1)[-1])  # "| Accelerator \\ TFLOPS | fp16 |": the corner names it
                if unit is None and j > 0 and not _counts(head) and not _OTHER_UNIT_HEAD.search(head) and not settings_table:
                    # NOTE: a unit written once in the column's first cell, or in the row's first value cell ("| draft |
                    # 15.7 ms | 5.4 | 5.2 |" under configurations): the line's other bare numbers share it
                    unit = column_units.get(j) or (_written_unit(doc.text[cells[1].start:cells[1].end]) if j > 1 and 0 in column_units
                                                    and _metric_kind(head) is None and not _header_unit(head) else None)
                    if unit is not None and j > 0 and _counts(label_key) and _metric_kind(label_key) is None:
                        unit = None  # NOTE: "| Batch size | 16 |" under a first row "| Aggregate rate | 2,310 samples/s |": a setting
                if unit is None and j > 0 and not settings_table and _STATISTIC_HEAD.fullmatch(head.strip(" *")) and cell == whole:
                    # NOTE: "| Min (ms) | Median | Max (ms) |": a statistic left without a unit beside others that all state one
                    # is in that unit
                    shared = {(u.unit, u.dimension) for k, h in enumerate(header) if k not in (0, j)
                              and (u := _header_unit(h)) is not None and _STATISTIC_HEAD.search(h)}
                    if len(shared) == 1 and next(iter(shared))[1] == "time":
                        unit = parse_unit(next(iter(shared))[0])
                if unit is None and cell != whole:
                    if arrowed(whole):
                        # NOTE: "15.7 → 5.4 ms": the value before a change, in the unit after it
                        shared = _ARROW_THEN_UNIT.match(doc.text, cell.end, whole.end)
                        unit = parse_unit(shared.group(1)) if shared else None
                        if unit is None and not settings_table and _BARE_METRIC_HEAD.fullmatch(_CHANGE_WORD_TAIL.sub("", head.strip(" *"))):
                            unit = UNSTATED  # NOTE: "| 처리량 변화 |" over "950 → 2,100": a metric measured before and after, its unit unsaid
                    else:
                        shared = _LEADING_FIGURE.match(doc.text[whole.start:whole.end].rsplit("/", 1)[-1])
                        unit = parse_unit(shared.group(1)) if shared else None  # NOTE: "0.259 / 0.461 / 0.704ms": the unit after the last
                if unit is None and j > 0 and not settings_table and serving_table:
                    # NOTE: "| Median E2E Latency | Median TTFT | Median ITL |" over bare numbers: a serving benchmark's
                    # table, in its tool's units (one such column alone, as in "| TPS | TPOT |", may be in any unit)
                    unit = _serving_metric_unit(head)
                if unit is None and j > 0 and not settings_table and not _counts(head) and label_key and not _NUMERIC_CELL.match(label_key):
                    unit = self._declared_unit(doc, label_key)  # NOTE: "bulk_aes128gcm_sent" under a list "Bulk transfer throughput in MB/s"
                if unit is None and j > 0 and per_table["unstated"] and not _NUMERIC_CELL.match(label_key) \
                        and not self.p["classify.table-run-key"].match(label_key) and not self.p["extract.hyper-label"].regex.search(label_key):
                    unit = UNSTATED  # NOTE: results of a sweep in a unit the document never states (see _unstated_unit_kind)
                if unit is None and j > 0 and _BARE_METRIC_HEAD.fullmatch(head.strip(" *")) and not settings_table \
                        and (self._results_table(f"{caption} {lead}", section) or (header and self.p["classify.table-run-key"].match(header[0]))):
                    # (or in a table keyed by a run's setting: "| TP | gen tput | total tput |", each row what ran at that degree)
                    unit = UNSTATED  # NOTE: "| Mean time (ms) | Throughput |" under "Measured with ...": a result in a unit left unsaid
                if unit is None:
                    continue
                value = parse_number(stripped.lstrip(" *-−"))
                if value is None or (span_low is not None and not span_low < value):
                    continue
                if negative:
                    value = -value  # NOTE: "| q9 | -45.2 |" under "Change (%)": a decrease, the sign kept
                if unit.dimension == "percent" and unit is head_unit and "%" not in head and 0 < value <= 1.0 and "." in stripped:
                    value *= 100.0  # NOTE: "| Scaling efficiency |" over "| 0.90 |": a fraction, not 0.9 percent
                if count_scale != 1.0 and not (unit.dimension == "rate" and count_scale < 1e9 or unit is BITS_PER_SECOND):
                    continue  # NOTE: a count multiplier on no rate of work ("| 4K |" under a time): a size or a setting
                parsed = (value * count_scale, span_low, unit)
            else:
                # NOTE: a cell is one short figure or nothing; a regex does it without spaCy. A change word after it
                # ("25~40% 향상", "1.5배 이상 향상", "2x faster") says what the figure is.
                tail = _CELL_TAIL.search(stripped) if len(stripped) <= 60 and _CELL_START.match(stripped) else None
                figure = stripped[:tail.start()].rstrip() if tail and tail.start() > 0 else stripped
                figure = _CELL_LEAD.sub("", figure)
                clock = _CLOCK_CELL.fullmatch(figure.strip("*~≈ "))
                if clock:
                    figure = clock.group(1)  # NOTE: "Duration: 14m25.6s", "27m12s": time's own notation, after its label
                if _CELL_FIGURE.match(figure) or clock:
                    parsed = parse_figure(figure.strip("*~≈ +-−"))
                elif j > 0 and _TIME_COLUMN.search(head) and (timed := _CLOCK_TIME.fullmatch(figure.strip("*~≈ ")) or _MINUTES_M.fullmatch(figure.strip("*~≈ "))):
                    parsed = (float(timed.group(1)), None, parse_unit("min")) if timed.re is _MINUTES_M else (
                        int(timed.group(1)) * 3600 + int(timed.group(2)) * 60 + float(timed.group(3)), None, parse_unit("s"))
                elif _FACTOR_CELL.match(figure) and (_SPEEDUP_HEAD.search(head) or _SPEEDUP_HEAD.search(label_cell)):
                    parsed = parse_figure(figure.strip("*~≈ ").replace("× ", "×"))  # "| speedup |" over "x2.63", "× 2.1"
                if not parsed and _NUMBER_WORD_CELL.match(figure):
                    parsed = parse_figure(figure.strip("*~≈+ "))  # NOTE: "7.8 teraFLOPS", "900GB/sec", "1.27 microseconds", "+85%"
                if not parsed and len(stripped) <= 80:
                    inner = _RATE_IN_CELL.search(stripped)
                    if inner and not _RATE_IN_CELL.search(stripped, inner.end()):
                        figure, tail = inner.group(0), None  # NOTE: one rate among words ("3세대, 600GB/s"): that rate
                        parsed = parse_figure(figure.strip("*~≈ +-−"))
                if not parsed and len(stripped) <= 80 and not _CELL_START.match(stripped):
                    inner = _TIME_RATIO_IN_CELL.search(stripped)
                    if inner and not _TIME_RATIO_IN_CELL.search(stripped, inner.end()):
                        # NOTE: "추론시간 2.61 ms", "SGLang 대비 평균 2.23× 속도 향상": a time or a ratio among words that say what
                        # it is of (a latency word, a speed word); "2 GPUs, 3x" says neither. A share among words ("지연시간
                        # 100% 은닉", "확장 효율 90% 사수") is a goal more often than a result: not read
                        words = stripped[:inner.start()] + " " + stripped[inner.end():]
                        cand = parse_figure(inner.group(0).strip("*~≈ +-−"))
                        if cand and (self.p["time-heads"].search(words) if cand[2].dimension == "time" else
                                     self.p["ratio-heads"].search(words) and not self.p["not-performance"].search(words)
                                     and not _DATA_MULTIPLIED_AFTER.match(stripped, inner.end())):
                            figure, tail, parsed = inner.group(0), None, cand
                            in_words = True
                if not parsed and j > 0 and (named_ratio := _NAMED_RATIO_CELL.fullmatch(stripped)) is not None and (
                        _CHANGE_COLUMN.match(head) or _SPEEDUP_HEAD.search(head) or _RATIO_HEAD.search(head) or _WINNER_HEAD.search(head)
                        or any(k != j and named_ratio.group("name").lower() in h.lower() for k, h in enumerate(header))):
                    # NOTE: "| 차이 |" over "| vLLM 2.7x |", "| Winner |" over "| Redis 1.8× faster |": how many times the named
                    # column's figure beats the other's, a speedup of one implementation over the other
                    figure, tail, parsed = named_ratio.group("fig"), None, parse_figure(named_ratio.group("fig").strip())
                if not parsed:
                    continue
                if tail and tail.start() > 0:
                    note = tail.group(0).strip()
                    # NOTE: "81.0% peak BW": a share of the peak, as "% of peak" reads in a header
                    head = f"{head} {'% ' + note if note[:4].lower() == 'peak' else note}"
            value, low, unit = parsed
            if unit.dimension == "bytes":
                continue
            if unit.dimension in ("percent", "ratio") and j > 0 and not _PERF_WORDS.search(f"{head} {caption}") and (compared_heads := [
                    header[k] for k, c in enumerate(cells) if k not in (0, j) and k < len(header) and not _counts(header[k])
                    and _NUMERIC_CELL.match(doc.text[c.start:c.end].strip(" *"))]) \
                    and all(_capacity_head(h) for h in compared_heads):
                continue  # NOTE: "| OpenSSL (KiB) | FooTLS (KiB) | vs. |" over "| 70100 | 20400 | -71% |": a change of memory, a capacity
            if value == 0 and low is None and unit.dimension in ("rate", "bytes/s", "bits/s", "flops", "time"):
                continue  # NOTE: "| 0.00 |" under "Input Throughput (tok/s)": a placeholder for what the run did not measure
            if (unit.dimension == "ratio" and value == 1.0 or unit.dimension == "percent" and value == 100.0) and low is None \
                    and _REFERENCE_CELL.search(f"{raw} {label_cell}"):
                continue  # NOTE: "| 1.0× (baseline) |", "| 100% (기준) |": the reference the other rows are measured against
            if unit.dimension == "ratio" and j > 0 and _MULTIPLICITY_CELL.fullmatch(stripped) and not _SPEEDUP_HEAD.search(f"{head} {label_cell}") \
                    and not _RATIO_HEAD.search(f"{head} {label_cell}") and not _PERF_WORDS.search(f"{head} {label_cell}"):
                continue  # NOTE: "| USB 3.0 | 2× (via hub) |", "| M.2 | 1× (PCIe 3.0 x1) |": how many ports a board has, not a speedup
            if unit.dimension == "ratio" and _COEFFICIENT_HEAD.search(head):
                continue  # NOTE: "| pacing 계수 |" over "| 2.0× |", "| Gain multiplier |": a parameter's value, not a speedup
            if unit.dimension == "ratio" and (j == 0 or _UNITS_HEAD.fullmatch(head)) and (_counts(head) or _UNITS_HEAD.fullmatch(head)) \
                    and not _SPEEDUP_HEAD.search(head) and not _RATIO_HEAD.search(head):
                continue  # NOTE: "| 대수 |" over "| 2× |", "| Nodes |" over "| 4x |": how many units the row ran on, not a ratio
            if unit.dimension == "time" and (_STARTUP_LABEL.search(label_cell) or _STARTUP_LABEL.search(head)):
                continue  # NOTE: "| Startup time | 5-10 s |", "| Boot (s) |": how long a process takes to come up, no speed
            if unit.dimension == "time" and unit.scale >= 60 and _CHORE.search(block.text):
                continue  # NOTE: "| ninja 설치 | 1분 |" under "예상 시간": how long a chore takes
            if unit.dimension in ("bytes/s", "bits/s") and j == 0 and (_IMPOSED.search(raw) or _IMPOSED.search(header[0] if header else "")) \
                    and not _SPEC_WHOLE.search(raw) and not re.search(r"\bup to\b|최대", raw, re.I):
                continue  # NOTE: "| throttled to 5 Gbps, 2 ms delay | 3,100 |": a link limit the run imposed, a setting, not a result
            if unit.dimension in ("rate", "bytes/s", "bits/s") and (lead_fig := _LEADING_RATE_TEXT.match(doc.text, cell.start, whole.end)) is not None \
                    and _LOAD_NOUN_AFTER.match(doc.text, lead_fig.end(), whole.end):
                continue  # NOTE: "| p99 (ms) | 4 ms (120 MB/s load) |": the load the latency beside it was taken at, a setting
            if unit.dimension == "ratio" and first_row and re.fullmatch(r"1\s*[x×]?|[x×]\s*1", stripped):
                continue  # NOTE: "| V100 | 125 | 1 |" under "speedup": the reference the column is relative to ("1.00x" is a ratio)
            if unit.dimension == "ratio" and value == 1 and (_BASELINE_MARK.search(raw) or _BASELINE_MARK.match(label_cell.strip(" *`_")) or _BASELINE_MARK.search(head) or any(
                    _BASELINE_MARK.fullmatch(doc.text[c.start:c.end].strip(" *`_()")) for c in cells)):
                continue  # NOTE: "1.0× (baseline)", "| Baseline | 42.1 tok/s | 1.00x |": the row the column is relative to
            if unit.dimension == "ratio" and value == 1 and any(
                    c is not whole and (name := doc.text[c.start:c.end].strip(" *`")) and not name[0].isdigit()
                    and re.search(rf"(?<![\w.-]){re.escape(name)}(?![\w.-])", head, re.I) for c in cells):
                continue  # NOTE: "| bf16 | 9.1 | 1.0 |" under "| vs. bf16 |": the row the column is relative to
            if unit.dimension == "ratio" and value == 1 and j > 0 and _SPEEDUP_HEAD.search(label_cell):
                continue  # NOTE: "| Speedup | x1.0 | x3.04 |": the column the row's speedups are relative to
            if (unit.dimension == "ratio" and value == 1 or unit.dimension == "percent" and value == 100 and re.search(r"efficien|효율", head, re.I)) \
                    and (_one_device_row(doc.text, cells, header) or first_row and any(_DEVICE_KEY.match(h) for h in header)
                         and not _TECHNIQUE_SPEEDUP_HEAD.search(head) and not any(_COMPARED_COLUMN.search(h) for k, h in enumerate(header) if k != j)):
                # NOTE: "| 1 | 475.97 s | 1.00x |" under "| GPUs | ... | Speedup |", "| 1 | 1.00x | 100% |" under "| Efficiency |",
                # "| 8 | 2,000 | 1.00x |" as the first row under "| GPUs |": the base the column is relative to (not the first row of
                # a technique's gain at each device count: "| GPUs | busbw | gain from SHARP |")
                continue
            if unit.dimension in ("ratio", "percent") and self._not_performance_cell(head, label_cell, caption, cells, doc.text, j,
                                                                                      f"{header_line} {section}"):
                continue
            # NOTE: an "MFU" or "% of spec" column is utilisation, whatever the other columns say ("speedup")
            own_share = unit.dimension in ("ratio", "percent") and bool(self.p["extract.peak-relative"].search(head))
            if unit.dimension == "time" and _ELAPSED_HEAD.match(head) and header and _PROGRESS_KEY.match(header[0]):
                continue  # NOTE: "| Step | Eval loss | Elapsed |": when each step was reached, a clock of the run, not how long work took
            if unit.dimension == "time" and _MOMENT_HEAD.search(head):
                continue  # NOTE: "| 장애 후 | 관찰 |" over "| 48.5초 | Node NotReady |", "| T+ (s) | event |": when, after an event, not how long work took
            if unit.dimension == "time" and _MEDIA_LENGTH.search(head):
                continue  # NOTE: "| Audio Duration | Processing Time |": the input's length, not how long anything took
            if unit.dimension == "time" and unit.scale >= 1 and _RUN_TIME_HEAD.match(head) and any(_FLOP_RATE_HEAD.search(h) for k, h in enumerate(header) if k != j):
                continue  # NOTE: "| N | NB | Time(secs) | Gflops |": how long the fixed solve ran, the rate beside it is computed from it
            if unit.dimension in ("percent", "ratio") and _NOT_A_MEASURE_HEAD.match(head):
                continue  # NOTE: "| 압축률 |" over "45%" beside "| 처리량 |": a share of something else, not a speed
            kind = _head_kind(head) if unit.dimension in ("ratio", "percent") and not own_share else None
            if unit.dimension == "ratio" and REAL_TIME.search(stripped):
                kind = "throughput"  # NOTE: "| 14.2x real-time |": a speed against the media's own length, whatever the header says
            if kind is None and unit.dimension == "ratio" and REAL_TIME.search(head):
                kind = "throughput"  # NOTE: "| RTF |", "| Realtime factor |": how fast media is processed against its own duration
            if kind is None and unit.dimension in ("ratio", "percent") and not own_share and _SPEEDUP_HEAD.search(head):
                # NOTE: a "speedup" column is scaling only in a table with a device-count column ("| #GPU | ... | speedup |");
                # next to eager/SDPA or framework columns it compares implementations
                row_metric = _metric_kind(label_cell) if j > 0 else None  # NOTE: "| 추론 지연시간 | 1.0x | 2.71x 가속 |": the row's metric
                if row_metric == "bandwidth" and not _BANDWIDTH_LABEL.search(label_cell):
                    row_metric = None  # NOTE: "| H100 NVLink | 2.1x |": a product's name, not the row's metric
                # NOTE: "Speedup from CUDA graphs", "speedup with fused Adam": a technique's gain at each row's device count,
                # not devices against devices
                by_technique = _TECHNIQUE_SPEEDUP_HEAD.search(head) is not None
                # NOTE: "| 단계 | GPU 1개 | GPU 8개 | 속도 향상 |", "| 1 GPU | 4 GPUs | Speedup |": columns of device counts compared
                across_devices = sum(bool(_DEVICE_COUNT.search(h)) for k, h in enumerate(header) if k not in (0, j)) >= 2
                # NOTE: "| GPUs | Tput w/o fusion | Tput w/ fusion | Speedup |": the speedup of the columns it sits beside, at each
                # row's device count
                by_technique = by_technique or any(_COMPARED_COLUMN.search(h) for k, h in enumerate(header) if k != j)
                kind = "scaling" if not by_technique and (any(_DEVICE_KEY.match(h) for h in header) or _DEVICE_COUNT.search(head) or across_devices) \
                    else row_metric or "throughput"
            if kind is None and unit.dimension == "ratio" and j > 0 and re.search(r"\bratio\b|/|\bvs\b", head, re.I):
                kind = _metric_kind(label_cell)  # "| HBM bandwidth | 4.8TBps | 8.0TBps | 1.67x |": the row's metric
            if kind is None and unit.dimension in ("ratio", "percent") and j > 0 and not own_share and _metric_kind(head) is None:
                kind = _metric_kind(label_cell)  # "| TPS | 150% 증가 |" under "| 지표 | 변화 |": the row names the metric
                if kind == "bandwidth" and not _BANDWIDTH_LABEL.search(label_cell):
                    kind = None  # NOTE: "| NVIDIA A100 PCIe | ... | 81.1% |": a product's name, not the row's metric
            if kind is None and unit.dimension in ("ratio", "percent") and j > 0 and not own_share and head and not any(_DEVICE_KEY.match(h) for h in header):
                kind = _metric_kind(head)  # NOTE: "| dtype | throughput | TTFT p99 |" over "1.7×" and "-12%": each column names its metric
            if kind is None and unit.dimension == "percent" and j > 0 and not own_share and _EFFICIENCY_HEAD.match(head) \
                    and any(_DEVICE_KEY.match(h) for h in header):
                kind = "scaling"  # NOTE: "| GPUs | Images/s | Efficiency |": beside a device count, the efficiency of scaling to it
            if kind is None and unit.dimension == "percent" and j > 0 and _EFFICIENCY_HEAD.match(head) and _TPCC_WORDS.search(f"{header_line} {caption} {section}"):
                kind = "throughput"  # NOTE: "| Warehouses | Efficiency |" in a TPC-C readout: the tpmC got over the most allowed
            if kind is None and unit.dimension in ("ratio", "percent") and j > 0 and not own_share and unit is not UNSTATED:
                # NOTE: "| Ours tok/s/GPU | Reference tok/s/GPU | % of reference |", "| before | after | +150% |" over µs cells:
                # a relative figure is of the metric its sibling columns hold, when they agree
                kind = _sibling_kind(header, j, doc.text, cells)
            if unit is UNSTATED:
                kind = per_table["unstated"] or _metric_kind(head)
            if kind is None and unit.dimension == "ratio" and j > 0 and label_key and (declared := self._declared_unit(doc, label_key)) is not None:
                kind = self.kind_for(declared, f"{label_cell} {head}")  # NOTE: "| bulk_sent | 5120.40 | 4410.22 | 0.86x |": the ratio of the row's rates
            if kind is None:
                # NOTE: a ratio cell's own text ("1.5x") names no topic; without it the column shares one context
                context_text = f"{head} {header_line} {caption} {section}"
                if in_words:
                    context_text = f"{stripped} {context_text}"  # NOTE: "| SGLang 대비 평균 2.23× 속도 향상 |": the cell's own words first
                elif from_label and unit.dimension == "percent":
                    context_text = f"{label_cell} {context_text}"  # NOTE: "| Bus bandwidth utilization (%) |": the row names its share
                # NOTE: a time or rate cell also reads its row's label ("| Broadcast latency | ~40 μs |")
                kind = self.kind_for(unit, context_text if unit.dimension in ("ratio", "percent") else f"{context_text} {label_cell} {raw}", utilisation=own_share)
            if kind == "scaling" and unit.dimension == "percent" and re.search(r"efficien|효율", head, re.I) \
                    and not re.search(r"scal|확장|스케일", head, re.I) and not any(_DEVICE_KEY.match(h) for h in header):
                # NOTE: "| Achieved BW | Theoretical Max | Efficiency |": a share of the peak beside it, not scaling
                beside = " ".join(h for h in header if h is not head)
                if re.search(r"\bBW\b|bandwidth|[GT]B/s|GBps|busbw|algbw|대역폭", beside, re.I):
                    kind = "bandwidth"
                elif re.search(r"FLOP|tokens?/s|samples?/s|throughput|처리량", beside, re.I):
                    kind = "throughput"
            if kind is None and unit.dimension == "time" and (_TIME_COLUMN.search(head) or (j > 0 and header and _TIME_COLUMN.search(header[0]))
                                                              or (j > 0 and _TIME_COLUMN.search(label_cell))):  # NOTE: "| 복원 시간 | 96.4초, 131MiB/s |"
                # NOTE: "| Type | Time |" with "110s" cells: a column of run times; "| Data Cost (bs=256) | CIFAR-10 |" over
                # "| DALI | 1.4s |": the corner names what every cell is
                kind = "latency"
            if kind is None and unit.dimension == "time" and (
                    _header_unit(head) is not None or unit is context_unit or timed_cells() > 1
                    or self._results_table(caption, section) or from_label) and not (
                        # NOTE: "| Decode (1 million times, seconds) | 0.08 |": a row that names its own time is read by its label,
                        # whatever words a lead-in uses for the payload ("numeric values")
                        _SETTING_COLUMN.search(label_cell) if from_label else
                        _SETTING_COLUMN.search(head) if _header_unit(head) is not None else _setting_column(head, header_line, caption)):
                # NOTE: a column that declares its time unit ("Eager (us)") holds results even in a table keyed by settings
                # NOTE: "| Model | eager (ms) | compiled (ms) |", "Results (seconds):", "| A | 2.34s | 1.99s |" under a
                # benchmark: times the table declares or compares, not settings
                kind = "latency"
            if kind is None and unit.dimension == "time" and unit.unit in ("ns", "us", "ms") and j > 0 and _BACKEND_HEAD.fullmatch(head):
                kind = "latency"  # NOTE: "| Model | Device | CPU | GPU |" over "| ... | 9.8 ms |": how long a run took on each processor
            if kind is None and row_unit is not None and unit is row_unit and unit.dimension == "time":
                kind = "latency"  # NOTE: "| Target QPS | Metric | A | B |" over "| 2,000 | p99 (ms) | 6.40 | 9.75 |": the metric column names a time
            if kind is None:
                # NOTE: only the column header can make a bare % or x cell a performance figure (not accuracy, not share)
                if unit.dimension in ("ratio", "percent") and re.search(r"speed|efficien|MFU|HFU|utili[sz]ation|faster|slower|scal|throughput|ratio|vs\b|/", head, re.I):
                    kind = "scaling" if re.search(r"efficien|scal", head, re.I) else "throughput"
                elif unit.dimension in ("ratio", "percent") and _CHANGE_COLUMN.search(head):
                    # NOTE: "| 항목 | 기존 | 신규 | 변화 |" over "| decode median | 8.1 ms | 8.2 ms | +1.14% |": the change of the row's result
                    kind = _metric_kind(label_cell) or (_RATE_KIND.get(context_unit.dimension) if relative is not None and context_unit is not None else None) \
                        or ("latency" if timed_cells() else "throughput")  # NOTE: a change worked out from the row is of its figures
                else:
                    continue
            edge = " " if "*" in raw.strip().strip("*") else " *"  # NOTE: "**44** min" keeps its emphasis whole
            if raw.strip().startswith("__") and raw.strip().endswith("__"):
                edge += "_"  # NOTE: "__35.4 it/s__": bold written with underscores
            basis = text if "<" in raw or "](" in raw or "[^" in raw else raw  # NOTE: "<b>12.5</b>", "[682](url)", "240.9[^1]": the figure, not its markup
            if basis is text and basis.lstrip(" *").startswith("["):
                basis = basis.replace("[", " ", 1)
            sp = Span(cell.start + (len(basis) - len(basis.lstrip(edge))), cell.end - (len(basis) - len(basis.rstrip(edge))))
            if marked:  # NOTE: the figure without the mark beside it
                core = (figure if figure is not None else unmarked).strip()
            else:
                core = figure.strip() if figure is not None and figure != stripped else ""
            if cell_note is not None:
                core = stripped.strip()  # NOTE: "~120 (실측)": the figure without its note
            at = doc.text.find(core, sp.start, sp.end) if core else -1
            if at >= 0:
                sp = Span(at, at + len(core))  # NOTE: "190 GB/s (MLC)", "about 1.3 GB/s read": the figure without its note
            draft = Draft(kind, sp, doc.text[sp.start:sp.end], block.span, block.text.strip(), block, index, unit=unit, value=value, low=low)
            if cell != whole and j > 0 and arrowed(whole):
                draft.changed = True  # NOTE: "950 → 2,100 (+121%)": values a run gave before and after a change, not ratings
            ctx = f"{head} {caption}"
            if kind == "bandwidth":
                # NOTE: "| PCIe Gen4 x16 약 32GB/s 단방향 |": the cell's own words first, then its header and the caption
                rel = sp.start - cell.start
                draft.direction = self.direction_near(raw, rel, rel + len(draft.text)) or self.direction_near(head, 0, 0) \
                    or self.direction_near(caption, 0, 0, caption)
            draft.subject = self.subject_near(label_cell + " " + raw, 0) or self.subject_near(block.text, cell.start - block.span.start)
            # NOTE: a corner header that says what the rows are ("| Spec | H200 | B200 | Ratio |") labels every row
            corner = header[0] if header and j > 0 and _SPEC_CORNER.match(header[0]) else ""
            draft.table_cues = {"header": [head], "caption": [caption], "section": [section], "label": [corner, label_cell] if corner else [label_cell],
                                "table": [header_line], "columns": [other_columns(j)]}
            if lead and lead != caption:
                draft.table_cues["lead"] = [lead]  # NOTE: the lead-in alone, when a note after the table is part of the caption
            if per_table.get("unit_note") and context_unit is not None:
                # NOTE: the prose above other sections, or the note of an earlier table with these columns, that gave the
                # unit ("Each run used fio ... rates below are in MB/s"): how this table's figures were had too
                draft.table_cues.setdefault("lead", []).append(per_table["unit_note"])
            if key_cue:
                draft.table_cues["key"] = [key_cue]
            if j > 0 and per_table.get("sweep") and label_key and not _NUMERIC_CELL.match(label_key):
                draft.run_label = label_key  # NOTE: the rows of a sweep ("| batch_size | 8 | 16 |") are what ran at each setting
            if row_cues:
                draft.table_cues["row"] = [c for k, c in row_cues if k != j]
            if formula:
                draft.table_cues["formula"] = [formula]
            if figure is not None and len(stripped) > len(figure.strip()) + 3:
                draft.table_cues["cell"] = [stripped]  # NOTE: "측정한 대역폭은 370 GB/s": the cell's own words
            if cell_note is not None:
                draft.table_cues["cell"] = [cell_note]
            if kind == "scaling" and unit.dimension in ("ratio", "percent") and not re.search(r"scal|efficien|parallel|확장|효율|스케일|병렬", f"{head} {label_cell} {section} {header_line}", re.I) \
                    and not any(_DEVICE_KEY.match(h) for h in header) and not _DEVICE_COUNT.search(f"{head} {label_cell} {header_line} {caption}"):
                kind = draft.kind = "throughput"  # NOTE: "| **Speedup (%)** | 21.5% |" of one kernel over another: no devices scaled
            draft.scaling = self.scaling_for(f"{head} {label_cell}", kind, unit, value) if kind == "scaling" or (
                unit.dimension == "ratio" and not REAL_TIME.search(head) and not REAL_TIME.search(stripped)) else None  # NOTE: an "| RTF |" or "| 14.2x real-time |" cell is no speedup
            if draft.scaling is not None and draft.scaling.speedup and unit.dimension == "ratio" and _SLOWDOWN_AFTER.match(doc.text, draft.span.end, cell.end):
                # NOTE: "| **4.0x SLOWER** |": a slowdown, a speedup of 1/4
                draft.scaling = replace(draft.scaling, speedup=round(1.0 / draft.scaling.speedup, 4))
            if draft.scaling is not None and draft.scaling.devices is None and kind == "scaling":
                draft.scaling = _row_devices(doc, index, block, j, draft.scaling)
            draft.has_baseline = bool(self.p["baseline"].search(ctx))
            out.append(draft)
        return out

    def _metric_lines(self, index: int, block: Block, lines: list[str]) -> list[Draft]:
        """A benchmark's summary printed as "Metric (unit): value" (vLLM's and SGLang's serving benchmarks)."""
        out = []
        for pos, whole in _lines_at(block, lines):
            # NOTE: Megatron's and DeepSpeed's log lines hold several fields between bars ("iteration 500/ 10000 | elapsed time per
            # iteration (s): 12.41 | ..."): each field is read as a line of its own, at its own column
            for at, line in ([(0, whole)] if "|" not in whole else [(f.start(), f.group(0)) for f in _BAR_FIELD.finditer(whole)]):
                m = _METRIC_UNIT_LINE.match(line)
                unit = parse_unit(m.group("unit")) if m else None
                if unit is None:
                    continue
                draft = _metric_draft(index, block, pos, whole, at, m, unit)
                if draft is not None:
                    out.append(draft)
        return out

    def _sibling_table_unit(self, doc: Document, index: int, block: Block, header: tuple) -> tuple[ParsedUnit | None, str]:
        """The one unit that the note of an earlier table with the same header names, when that table stands in a sibling
        section ("### A100" and its table, then "***Results are in seconds.***"; "### V100" and the same table, no note):
        the same columns hold the same measures. Tables whose notes name no unit are passed over to the one before.
        Returns the unit (or None) and the note that named it: it tells how those measures were had."""
        if not header or block.scope != "table.row":
            return None, ""
        for j in range(index - 1, max(-1, index - 400), -1):
            b = doc.blocks[j]
            if b.scope != "table.header" or b.table == block.table or b.header != header:
                continue
            if b.section[:-1] != block.section[:-1] or not b.section or not block.section:
                return None, ""  # NOTE: the nearest table with these columns is elsewhere in the outline
            # NOTE: its notes only, the paragraphs right above and right below it: a heading names its own section's
            # measure ("#### Throughput (FPS)" over one table, "#### RMSE" over the next with the same columns)
            notes = [doc.blocks[j - 1].text] if j > 0 and doc.blocks[j - 1].scope == "paragraph" else []
            k = _after_rows(doc, j + 1, b.table)
            if k < len(doc.blocks) and doc.blocks[k].scope == "paragraph":
                notes.append(doc.blocks[k].text)
            named = [(u, note) for note in notes for u in _units_in(note)]
            if named:
                return (named[0][0], named[0][1]) if len({u.unit for u, _ in named}) == 1 else (None, "")
            # NOTE: its notes name no unit: it had its measure from an earlier table with these columns, in turn
            # ("## direct write", its unit sentence and table, then "## direct read", "## buffer write" with the same table)
        return None, ""

    def _section_unit(self, doc: Document, index: int, block: Block) -> tuple[ParsedUnit | None, str]:
        """The one unit the prose of the table's section or of an enclosing one states ("## Throughput Measurements ...
        The reported metric is `Total Output Throughput (tokens/sec)`" above "#### Llama 4 Scout" and its table),
        the nearest first, and the paragraph that states it; cached per table."""
        key = self._section_unit_key
        if key is not None and key[0] is doc and key[1] == block.table:
            return self._section_unit_value
        found, note = None, ""
        read = 0
        lead_in = 0  # NOTE: the paragraph just above the heading that opens the table's section, when it points at the tables
        # ahead ("The following tables show iterations per second." over "### A100 (batch size: 1)"), whatever section the
        # document's outline puts it in
        for j in range(index - 1, max(-1, index - 3000), -1):
            b = doc.blocks[j]
            if b.scope == "heading" and b.section == block.section:
                lead_in = 1
                continue
            outside = b.section != block.section[:len(b.section)]
            if lead_in > 0 and outside and b.scope in ("heading", "table.header", "table.row") and len(b.section) == len(block.section) \
                    and b.section[:-1] == block.section[:-1]:
                continue  # NOTE: "### A100 (batch size: 4)" after "### A100 (batch size: 1)" and its table: one lead serves the run of them
            if outside and lead_in > 0 and b.scope == "paragraph" and _TABLES_AHEAD.search(b.text):
                lead_in = 0
                units = {u.unit: u for u in _units_in(b.text, named_only=True)}
                if len(units) == 1:
                    found, note = next(iter(units.values())), b.text
                    break
                continue
            lead_in = 0
            if b.scope != "paragraph" or outside:
                continue
            read += 1
            if read > 30:
                break
            units = {u.unit: u for u in _units_in(b.text, named_only=True)}
            if len(units) == 1:
                found, note = next(iter(units.values())), b.text
                break
            if units:
                break  # NOTE: prose naming several units says which column has which; no guess
        if found is None and block.header and any(_THROUGHPUT_HEAD.search(h) and _header_unit(h) is None for h in block.header):
            # NOTE: "#### Training performance results / We used throughput in items processed per second as the performance
            # metric.", then "#### Inference performance results" over "| Throughput - TF32 |": the document's nearest statement
            # of what its throughputs count serves a throughput column of a sibling section
            for j in range(index - 1, max(-1, index - 400), -1):
                b = doc.blocks[j]
                if b.scope == "paragraph" and _THROUGHPUT_HEAD.search(b.text):
                    units = {u.unit: u for u in _units_in(b.text, named_only=True) if u.dimension in ("rate", "bytes/s", "bits/s")}
                    if units:
                        found, note = (next(iter(units.values())), b.text) if len(units) == 1 else (None, "")
                        break
        self._section_unit_key, self._section_unit_value = (doc, block.table), (found, note)
        return found, note

    def _declared_unit(self, doc: Document, label: str) -> ParsedUnit | None:
        """The unit the document declares elsewhere for what a row's label names: "1. Bulk transfer throughput in MB/s;" and
        "Handshake throughput in handshakes per second" give "bulk_aes128gcm_sent" MB/s and "handshake_full_server"
        handshakes/s, wherever the table stands (in a collapsed block, in an appendix). A word two declarations share names none."""
        if self._declared[0] is not doc:
            found: dict[str, set] = {}
            for m in _UNIT_DECLARATION.finditer(doc.text):
                unit = parse_unit(m.group("unit"))
                if unit is None or unit.dimension not in ("rate", "bytes/s", "bits/s", "flops", "time") or not _DECLARED_METRIC.search(m.group("topic")):
                    continue  # NOTE: a metric declared ("Encode throughput in MB/s"), not a run told ("The test ran in seconds")
                for word in re.findall(r"[A-Za-z]{3,}", m.group("topic")):
                    if word.lower() not in _DECLARATION_FILLER:
                        found.setdefault(word.lower(), set()).add(unit)
            self._declared = (doc, {w: next(iter(us)) for w, us in found.items() if len(us) == 1})
        declared = self._declared[1]
        if not declared:
            return None
        units = {declared[t] for t in re.split(r"[\W_]+", label.lower()) if t in declared}
        return next(iter(units)) if len(units) == 1 else None

    def _sweep(self, header: tuple) -> bool:
        """Whether a header is a sweep: a run's setting as the corner, its values as the other headers
        ("| batch_size | 8 | 16 | 32 |"); the rows are then what ran at each setting."""
        return len(header) >= 3 and bool(self.p["classify.table-run-key"].match(header[0])) \
            and all(_SWEEP_VALUE.fullmatch(h.strip(" *")) for h in header[1:])

    def _unstated_unit_kind(self, header: tuple, caption: str, section: str, lead: str, column_units: dict,
                            settings_table: bool) -> str | None:
        """The kind of the figures of a sweep table (see :meth:`_sweep`) that states no unit anywhere, or None when it
        is not a results table.

        "| batch_size | 8 | 16 | 32 |" over "| colossal-inference | 326.4 | 582.72 | 816.64 |" under "## Performance": in
        a section about performance or after a run told, its cells are results; what they measure comes from the
        section and caption, throughput when they do not say.
        """
        if column_units or any(_header_unit(h) is not None for h in header):
            return None
        if settings_table and (_SETTINGS_KEY.match(header[0]) or not self.p["extract.section-run"].search(lead)):
            return None  # NOTE: a lead-in naming the batch sizes the runs used ("experiments were conducted using multiple
            # batch sizes") does not make a sweep's table one of settings; a "| Parameter |" corner does
        around = f"{caption} {section}"
        if self.p["not-performance"].search(section) or self.p["extract.score-words"].regex.search(around):
            return None  # NOTE: "## Memory", "| Model | MMLU |": sizes and scores, not speeds
        if not (_PERF_WORDS.search(around) or self._results_table(caption, section) or self.p["extract.section-run"].search(lead)):
            return None
        return _metric_kind(around) or "throughput"

    def _results_table(self, caption: str, section: str) -> bool:
        """Whether a table's caption or section names results or a benchmark (cached: its rows share them)."""
        key = (caption, section)
        if key != self._results_key:
            self._results_key, self._results_value = key, bool(self.p["classify.table-measured"].search(f"{caption} {section}"))
        return self._results_value

    def _not_performance_cell(self, head: str, label: str, caption: str, cells, text: str, j: int, around: str = "") -> bool:
        """A ratio or percentage cell of a capacity, power, accuracy or share column or row ("| HBM | 180GiB |
        288GiB | 1.6x |", "| ResNet-18 | 85.85% |" under "Expected accuracy"): not a performance figure. ``around``: the
        table's other headers and its section."""
        own = f"{head} {label}"
        if _RESOURCE_USE_HEAD.match(head) and (text[cells[j].start:cells[j].end].strip(" *").endswith("%") or "%" in head):
            return True  # NOTE: "| CPU broker | RAM broker |" over "97%", "18.2%", "| Avg CPU (%) |" over "63.5": how busy a machine was, not how fast it ran
        if _RELATIVE_QUALITY_HEAD.search(head) and _QUALITY_WORDS.search(around):
            return True  # NOTE: "% of BF16 Performance" beside "Strict-match Accuracy", under "## Accuracy": a model's score kept
        if self.p["not-performance"].search(label) and (not self.p["ratio-heads"].search(label) or _RESOURCE_EFFICIENCY_RE.search(label)) \
                and not _LAYOUT_LABEL.search(label):
            return True  # NOTE: "| HBM 용량 | 80GB | 141GB | 1.8× |" under "향상": the row names a capacity, whatever the column says
        if self.p["not-performance"].search(head) and (not self.p["ratio-heads"].search(head) or _RESOURCE_EFFICIENCY_RE.search(head)):
            return True  # NOTE: "| Cost Efficiency (relative) |", "| Perf/W gain |", "| $/Token |": money or power, whatever the rows are
        if self.p["ratio-heads"].search(own) and not _SHARE_COLUMN.search(own):
            return False
        if self.p["not-performance"].search(own) or _SHARE_COLUMN.search(head) or _SHARE_COLUMN.search(label):
            return True
        if self.p["extract.score-words"].regex.search(head):
            return True  # NOTE: "| MNLI 2.0 - matched |", "| HumanEval pass@1 |": a model's score, not a speed
        if re.search(r"\baccura\w*|\bloss\b|\bperplexity\b|정확도|손실", caption, re.I) and not self.p["ratio-heads"].search(own):
            return True  # NOTE: "Expected accuracy performance will be:" above a table of percentages
        # NOTE: the ratio of a row whose other figures are sizes is a capacity ratio
        sizes = [c for k, c in enumerate(cells) if k != j and k > 0 and _SIZE_CELL.match(text[c.start:c.end].strip(" *"))]
        return bool(sizes) and len(sizes) >= len(cells) - 2

    # ------------------------------------------------------------------ code and logs
    def _note_lines(self, doc: Document, index: int, block: Block, read: list[Draft]) -> list[Draft]:
        """The Korean lines of a plain fenced block, read as prose: notes written by hand in a fence ("NVLink: 900 GB/s
        양방향 대역폭", "-> 100배 빠름"), not what a program printed. Each line is read on its own, as a list item is; a
        box drawn around them ("║ 노드 간 대역폭: 3.2 Tbps ║") is not part of the text. Lines with a figure read already,
        and commands, are left."""
        out: list[Draft] = []
        pos = block.span.start
        for line in block.text.split("\n"):
            start, pos = pos, pos + len(line) + 1
            if not is_hangul(line) or not (_DIGIT.search(line) or "초당" in line) or (_COMMAND_LINE.match(line) and not _NOTE_MARK.match(line)):
                continue
            if any(start <= d.span.start < start + len(line) for d in read):
                continue  # NOTE: a line of output with a Korean word in it has been read as output
            text = _BOX_DRAWING.sub(" ", line)  # NOTE: same length: the offsets stay the document's
            if not _may_hold_claim(text):
                continue
            lead = len(text) - len(text.lstrip())  # NOTE: an indented line: the item starts at its first word, as its sentence does
            out.extend(self._prose(doc, index, Block("list-item", Span(start + lead, start + len(line)), text[lead:], block.section)))
        return out

    def _code(self, doc: Document, index: int, block: Block) -> list[Draft]:
        """Benchmark output inside code blocks and logs (see :meth:`_code_figures`), with the device's specifications a
        program printed among its results read as such (see :func:`_printed_specs`)."""
        drafts = [d for d in self._code_figures(doc, index, block) if not _NEXT_KEY.match(doc.text, d.span.end) or not _UNIT_TAIL.search(d.text)]
        # NOTE: a line whose estimate a reader of its format took ("thrpt:  [1.77 GiB/s 1.79 GiB/s 1.80 GiB/s]") gives no other claim:
        # its other figures are the estimate's bounds, or a row's fastest, slowest and mean
        if "Iterations/Sec" in block.text and _COREMARK_LINE.search(block.text):
            # NOTE: CoreMark's "Total time (secs): 15.7" is how long it chose to run (at least 10 s), not a latency
            drafts = [d for d in drafts if not _COREMARK_RUN_LENGTH.match(d.sentence)] + _coremark_rates(index, block, block.text.split("\n"))
            drafts.sort(key=lambda d: d.span.start)
        read = {d.sentence_span.start for d in drafts if d.cues and d.cues[0][1] in _INTERVAL_CUES}
        if read:
            drafts = [d for d in drafts if d.sentence_span.start not in read or d.cues[0][1] in _INTERVAL_CUES]
        return _printed_specs(block, drafts)

    def _code_figures(self, doc: Document, index: int, block: Block) -> list[Draft]:
        """Benchmark output inside code blocks and logs.

        A block in a known report format (nccl-tests, rccl-tests, OSU, results CSV/JSON) is parsed by
        :mod:`claimcheck.benchlogs`, each row a measured claim with the run's own conditions; otherwise rows
        of numbers under a header that names bandwidth columns are read loosely.
        """
        from claimcheck import benchlogs

        if not _DIGIT.search(block.text):
            return []  # NOTE: every figure read from a code block, in any format, has a digit
        lines = block.text.split("\n")
        if "Score" in block.text and ("thrpt" in block.text or "avgt" in block.text) and _JMH_HEAD.search(block.text):
            return _jmh_scores(index, block, lines)  # JMH: "ReadBench.uringRead  thrpt  5  298.115 ± 1.207  ops/s" (its Error column is no result)
        if benchlogs.sniff(block.text if len(lines) <= 400 else "\n".join(lines[:400])):
            report = benchlogs.parse_lines(lines, doc.path, first_line=doc.line_of(block.span.start))
            if report.format != "unknown":
                drafts = self.bench_drafts(doc, index, block, report)
                if drafts or not report.format.startswith("results"):
                    return drafts  # NOTE: a results table read but no figure in it: the generic readers below may still find some
        out = []
        pos = block.span.start
        header = None
        key_values = _has_key_value(block.text)
        for k, line in enumerate(lines if key_values else ()):  # "total images/sec: 1656.82", "throughput = 24.3 samples/s"
            if "=" in line and (_FIO_JOB.match(line) or _FIO_GROUP.match(line)):
                continue  # NOTE: fio's "read: IOPS=88.1k, BW=344MiB/s": its own reader names the tool
            for m in _KEY_VALUE.finditer(line):
                key = _PER_DEVICE_KEY.sub("", m.group("key").lower())  # NOTE: MaxText's "Tokens/s/device: 1012.3": a rate per device
                per_second = _PER_SECOND_KEY.search(key)
                runtime = key.endswith("_runtime")  # NOTE: a Trainer's "train_runtime": seconds
                timed = _TIMED_KEY.match(key)
                runtime = runtime or timed is not None
                end = m.end("unit" if m.group("unit") else "num")
                unit = (parse_unit(timed.group(1)) if timed else None) or parse_unit(m.group("unit") or "") or (
                    ParsedUnit(f"{per_second.group(1)}/s", "rate") if per_second else None) or parse_unit(_PER_DEVICE_KEY.sub("", m.group("key")).split()[-1]) or (
                    parse_unit(key.upper()) if key.endswith("flops") else None) or _LOG_KEY_UNITS.get(key) or (
                    ParsedUnit("GB/s", "bytes/s", 1e9) if key in ("busbw", "algbw") else None) or (
                    ParsedUnit("s", "time", 1.0) if runtime else None) or (
                    ParsedUnit("requests/s", "rate") if key.endswith(("_rps", "_qps")) else None)  # NOTE: "mean_rps = 812.5"
                if key == "tps" and _TRANSACTIONS_TOOL.search(block.text):
                    unit = TRANSACTIONS_PER_SECOND  # NOTE: pgbench's and sysbench's "tps = 812.5": transactions, not tokens
                if key == "mfu":  # NOTE: "mfu: 35.3%": the share of the device's peak the run reached
                    if not line.startswith("%", end):
                        continue
                    end += 1
                elif unit is None or unit.dimension not in ("rate", "bytes/s", "bits/s", "flops") and not runtime:
                    continue
                kind = "bandwidth" if unit.dimension in ("bytes/s", "bits/s") else "latency" if runtime else "throughput"
                out.append(_output_draft(kind, pos + sum(len(x) + 1 for x in lines[:k]), line, m.start("num"), end,
                                         block, index, unit, parse_number(m.group("num")), "benchmark output"))
        if "):" in block.text:
            out.extend(self._metric_lines(index, block, lines))  # "Request throughput (req/s):   43.21", "Mean TTFT (ms):  81.3"
        if "it/s" in block.text:
            out.extend(self._progress_rates(index, block, lines))  # tqdm: "5000/5000 [00:26<00:00, 187.52it/s]"
        if "Wall time:" in block.text:
            out.extend(self._wall_times(index, block, lines))  # Jupyter's %time: "Wall time: 1min 29s"
        if "sender" in block.text or "receiver" in block.text or "IOPS=" in block.text or "bw=" in block.text or "lat (" in block.text or "sync (" in block.text \
                or "time=" in block.text or "min/avg/max" in block.text or "bits/sec" in block.text:
            out.extend(_tool_summaries(index, block, lines))  # iperf's totals, fio's per-job and group results
        if "(ns/day)" in block.text and "Performance:" in block.text:
            out.extend(_md_performance(index, block, lines))  # GROMACS's md.log: "(ns/day)  (hour/ns)" over "Performance:  158.709  0.151"
        if "Best Rate" in block.text:
            out.extend(_stream_rows(index, block, lines))  # STREAM: "Triad:  44310.2  0.005601  0.005417  0.005872"
        if "time:" in block.text or "thrpt:" in block.text:
            out.extend(_criterion_estimates(index, block, lines))  # criterion: "encode  time:   [2.1140 µs 2.1302 µs 2.1488 µs]"
        if "Latencies" in block.text or ("Requests" in block.text and "throughput]" in block.text):
            out.extend(_vegeta_report(index, block, lines))  # vegeta: "Latencies  [min, mean, 50, 90, 95, 99, max]  210.5µs, ..."
        if "per sec.)" in block.text or "Latency (ms):" in block.text:
            out.extend(_sysbench_summary(index, block, lines))  # sysbench 1.x: "transactions:  3120044 (51999.10 per sec.)"
        if "], " in block.text and "Latency(us)," in block.text or "Throughput(ops/sec)," in block.text:
            out.extend(_ycsb_report(index, block, lines))  # YCSB: "[READ], AverageLatency(us), 312.5"
        if "throughput summary:" in block.text or "latency summary (" in block.text:
            out.extend(_redis_benchmark_summary(index, block, lines))  # redis-benchmark: "throughput summary: 166000.00 requests per second"
        if "Ops/sec" in block.text and _MEMTIER_HEAD.search(block.text):
            out.extend(_memtier_stats(index, block, lines))  # memtier_benchmark's "ALL STATS": "Gets  91204.37  ...  2.08700  ..."
        if "Takes(s):" in block.text and "OPS:" in block.text:
            out.extend(_go_ycsb_lines(index, block, lines))  # go-ycsb: "READ - Takes(s): 60.0, Count: 51200, OPS: 853.3, Avg(us): 2410, ..."
        if " per " in block.text and block.info.split()[:1] in _OUTPUT_TAGS and _PER_ITEM_TIME_LINE.search(block.text):
            read = {d.span.start for d in out}
            out.extend(d for d in _per_item_times(index, block, lines) if d.span.start not in read)  # "5 ns per alloc"
        if "1000s of bytes per second" in block.text:
            out.extend(_openssl_speed_rows(index, block, lines))  # openssl speed: "sha256   301522.11k   811300.42k ..."
        if "(p=" in block.text:
            out.extend(_benchstat_deltas(index, block, lines))  # benchstat: "Encode-16  41.2MB/s ± 3%  47.9MB/s ± 1%  +16.26%  (p=0.000 n=10+10)"
        if "sign/s" in block.text or "op/s" in block.text:
            out.extend(_openssl_pk_rows(index, block, lines))  # openssl speed: "rsa 2048 bits 0.000962s 0.000028s  1039.5  35559.8"
        if "ns/op" in block.text:
            out.extend(_go_bench_rows(index, block, lines))  # go test -bench: "BenchmarkParse-8   1000000   1053 ns/op   480 B/op"
        if "│" in block.text and _DIVAN_HEAD.search(block.text):
            out.extend(_divan_medians(index, block, lines))  # divan: "├─ 64   40.1 ns │ 1.2 µs │ 41.0 ns │ 42.3 ns │ 100000 │ 800000"
        if "Max Write:" in block.text or "Max Read:" in block.text or "Summary of all tests" in block.text:
            out.extend(_ior_summary(index, block, lines))  # IOR: "Max Write: 2210.40 MiB/sec (2317.77 MB/sec)"
        if "SUMMARY rate:" in block.text:
            out.extend(_mdtest_rates(index, block, lines))  # mdtest: "SUMMARY rate:" over "File creation  :  1880.310  1700.900  1790.620  70.010"
        if "FrameTime:" in block.text:
            # glmark2: "[build] use-vbo=false: FPS: 4120 FrameTime: 0.243 ms", the frame rate of each scene
            out.extend(_printed_rows(index, block, lines, _FPS_FRAMETIME, "throughput", parse_unit("FPS"), "benchmark output"))
        if "Avg:" in block.text and "Max:" in block.text:
            out.extend(_cyclictest_rows(index, block, lines))  # cyclictest: "T: 0 ( 1201) P:90 I:500 C: 200000 Min: 7 Act: 11 Avg: 12 Max: 64"
        if "avg =" in block.text or "avg=" in block.text:
            out.extend(_min_max_avg_rows(index, block, lines))  # benchncnn: "mobilenet_v2  min =  4.11  max =  4.52  avg =  4.23"
        if "INFO" in block.text:
            read = {d.span.start for d in out}
            out.extend(d for d in _logged_times(index, block, lines) if d.span.start not in read)  # "... - INFO - Baseline: 9.40 seconds"
        if "+/- sd" in block.text and _STAT_HEAD_LINE.search(block.text.split("+/- sd", 1)[0].rsplit("\n", 1)[-1] + "+/- sd"):
            out.extend(_stat_rows(index, block, lines, out))  # h2load: "time to 1st byte:  18.50ms  120.70ms  77.30ms  20.10ms  68.00%"
        if "Requests/sec:" in block.text:
            out.extend(_loadgen_summary(index, block, lines))  # hey, ghz, oha, wrk: "Requests/sec: 43566.37", "Slowest: 70.97 ms"
        if _RATE_OUTPUT.search(block.text):  # "Time for inference 1: 9.76 sec total, 26.23 tokens/sec."
            # NOTE: "Throughput: 12.3 requests/s, 2310.5 tokens/s": the rates a key-value already read are not read twice
            read = {d.span.start for d in out}
            out.extend(d for d in self._printed_rates(index, block, lines) if d.span.start not in read)
        if _BYTE_RATE_OUTPUT.search(block.text) and block.info.split()[:1] in _PLAIN_OUTPUT_INFO:
            read = {d.span.start for d in out}
            out.extend(d for d in _output_rows_byte_rates(index, block, lines) if d.span.start not in read)
        if _printed_time(block.text) or _PRINTED_RATE.search(block.text) or _PRINTED_FLOPS.search(block.text):
            out.extend(self._printed_metrics(index, block, lines))
        if _BARE_FIGURE_LINE.search(block.text) and _PROMPT_LINE.search(block.text):
            read = {d.span.start for d in out}  # NOTE: "$ ./gemm_tuned" then "41.07 GFLOPS" alone on a line: what the command printed
            out.extend(d for d in _bare_results(index, block, lines) if d.span.start not in read)
        if block.info.split()[:1] in ([], ["text"], ["console"], ["output"], ["log"], ["txt"]) and _METRIC_ROW.search(block.text):
            read = {d.span.start for d in out}  # NOTE: "Median TTFT (ms)   892.41   412.88": a metric with its unit, then one figure per run
            out.extend(d for d in _metric_rows(index, block, lines) if d.span.start not in read)
        if _UNIT_COLUMN_HINT.search(block.text) and (block.info.split()[:1] in ([], ["text"], ["console"], ["output"], ["log"], ["txt"]) or (
                # NOTE: a terminal session pasted under ```shell: "Transfer Size (Bytes)  Bandwidth(GB/s)" over "32000000  12.4" is
                # what the command printed, whatever the fence's tag
                block.info.split()[:1] in _SHELL_TAGS and _PASTED_OUTPUT.search(block.text))):
            out.extend(_unit_column_rows(index, block, lines))  # "gpus  step_ms  img/s" over rows of numbers
        if _JSON_METRIC.search(block.text) and block.info.split()[:1] in ([], ["json"], ["jsonl"], ["text"], ["console"], ["output"], ["log"], ["txt"]):
            out.extend(_json_metrics(index, block, lines))  # '"search_p99_ms": 3.82', '"insert_qps": 20412.7'   # "TTFT: 81.60 ± 0.54 ms", "( 16.84 ms per token, 59.37 tokens per second)"
        lead = doc.blocks[index - 1].text[-120:] if index > 0 and doc.blocks[index - 1].scope in ("paragraph", "list-item") else ""
        if _PERCENTILE_ROW.search(block.text):
            read = {d.span.start for d in out}  # NOTE: "50:  0.41  0.40" under "(end to end, microseconds)": a distribution's rows
            out.extend(d for d in _percentile_rows(index, block, lines, lead) if d.span.start not in read)
        if lead and _OUTPUT_LEAD.search(lead) and not _RUN_LEAD.search(lead):
            out.extend(self._output_times(index, block, lines))  # "**Output**:" then "Generated in 10.97 seconds."
        # NOTE: "We ran the copy tool three times ..." right above: the block is what those runs printed
        # NOTE: and "Output of likwid-bench on the test box:" right above: the block is what a run printed
        ran = bool(lead) and (self.p["extract.section-run"].search(lead) is not None or (_OUTPUT_LEAD.search(lead) is not None and not _RUN_LEAD.search(lead)))
        low_text = block.text.lower()
        if "|" in block.text and _UNIT_CAPTION.search(block.text):
            out.extend(_captioned_pipe_rows(index, block, lines, out))  # "Read Bandwidth (GiB/s) vs Buffer Size" over "64.0 | 131.50"
        if "|" not in block.text and block.info.split()[:1] in _PLAIN_OUTPUT_INFO and _UNIT_CAPTION.search(block.text):
            out.extend(_captioned_aligned_rows(index, block, lines, out))  # "Copy bandwidth (GB/s, mean of 9 runs)" over "size  pinned" and "8 MiB  21.30"
        if "%" in block.text and len(_CUMULATIVE_LATENCY.findall(block.text)) >= 2:
            out.extend(_cumulative_latencies(index, block, lines, out))  # redis-benchmark's "99.17% <= 1 milliseconds"
        if _UNIT_FOOTER.search(block.text):
            out.extend(_unit_footer_rows(index, block, lines, out))  # "Cores  Build A  Build B" over rows, then "Values in seconds"
        if "|" in block.text and (block.info.split()[:1] in _PLAIN_OUTPUT_INFO or block.info.split()[:1] in (["markdown"], ["md"])) \
                and (_UNIT_FOOTER.search(block.text) or _UNIT_COLUMN_HINT.search(block.text)):
            out.extend(_barred_rows(index, block, lines, out, lead))  # "config | step time (ms) | samples/s" over "eager | 21.7 | 368"
        if _UNIT_LABELLED_ROW.search(block.text):
            out.extend(_unit_labelled_rows(index, block, lines, out))  # "32  3648  3 %  |  GB/s:  228  96  183" under kernel names
        if _UNIT_TITLE_LINE.search(block.text):
            out.extend(_unit_titled_lines(index, block, lines, out))  # "Bandwidth in KiB/sec (Read/Write)" over "Random: 438,403 / 315,218"
        if not any(word in low_text for word in _COLUMN_WORDS):
            # NOTE: no column header can name a bandwidth or latency column; what else the lines printed is read last
            return out + _line_figures(index, block, lines, out, ran)  # "98231.4 records/sec (47.96 MB/sec), 14.2 ms avg latency"
        matrix_unit = None
        for line in lines:
            fields = line.lstrip("#").split()
            low = [f.lower() for f in fields]
            if _MATRIX_LINE.search(line):
                # NOTE: a device-by-device matrix (p2pBandwidthLatencyTest, nvbandwidth): its first column is an index
                header = None
                title = _MATRIX_UNIT.search(line)
                matrix_unit = parse_unit(title.group(1)) if title else matrix_unit
            elif matrix_unit is not None and _is_numeric_row(line):
                out.extend(self._matrix_row(index, block, line, pos, matrix_unit))
            elif any(k in low for k in _HEADER_FIELDS) and not _is_numeric_row(line) and not _VALUE_COMMENT.match(line):
                header, matrix_unit = low, None
            elif header and _is_numeric_row(line):
                out.extend(self._row_figures(doc, index, block, line, pos, header))
            elif header and "|" in header and _PIPE_ROW.match(line):
                out.extend(self._pipe_row(index, block, line, pos, header))
            pos += len(line) + 1
        return out + _line_figures(index, block, lines, out, ran)

    def bench_drafts(self, doc: Document, index: int, block: Block, report) -> list[Draft]:
        """Drafts for the claim specs of a parsed benchmark report, located in ``doc``."""
        from claimcheck import benchlogs

        out = []
        problems = tuple(report.problems)
        for spec in benchlogs.to_claim_specs(report):
            start = doc.line_start(spec.line) + spec.column - 1
            sp = Span(start, start + (spec.end_column - spec.column))
            line_span = Span(doc.line_start(spec.line), doc.line_start(spec.line) + len(spec.sentence) + 64)
            unit = parse_unit(spec.unit) or ParsedUnit(spec.unit, "bytes/s")
            draft = Draft(spec.kind, sp, doc.text[sp.start:sp.end] or spec.text, line_span, spec.sentence, block, index,
                          unit=unit, value=spec.value)
            draft.forced = "measured"
            draft.cues = [("measured", spec.metric, 3.0, 0)]
            draft.source = spec.source
            draft.bench_conditions = {g: list(v) for g, v in (spec.conditions or {}).items()}
            draft.bench_incomplete = spec.incomplete
            draft.bench_problems = problems
            draft.direction = "per-direction" if spec.metric in ("busbw", "avg-busbw", "algbw") else None
            if report.devices:
                draft.subject = self.subject_near(" ".join(report.devices[:1]), 0)
            out.append(draft)
        return out

    def _loose_row(self, doc: Document, index: int, block: Block) -> list[Draft]:
        """A line of bare numbers outside a table: benchmark output pasted without a fence."""
        for j in range(index - 1, max(-1, index - 4), -1):
            prev = doc.blocks[j]
            for line in reversed(prev.text.split("\n")):
                fields = [f.lower() for f in line.lstrip("#$ ").split()]
                if any(k in fields for k in ("busbw", "algbw", "bandwidth")) and not _is_numeric_row(line):
                    return self._row_figures(doc, index, block, block.text, block.span.start, fields)
        return []

    def _matrix_row(self, index, block, line, pos, unit):
        """One measured claim per row of a device matrix ("0  5714.94  746.74  746.56"): the row's best link to
        another device (the diagonal is a device to itself, the first column its index)."""
        fields = list(re.finditer(r"\S+", line))
        if len(fields) < 3 or not fields[0].group(0).isdigit():
            return []
        row = int(fields[0].group(0))
        cells = [(k, m, parse_number(m.group(0))) for k, m in enumerate(fields[1:]) if k != row]
        cells = [c for c in cells if c[2] is not None]
        if not cells or unit.dimension not in ("bytes/s", "time"):
            return []
        k, m, value = (max if unit.dimension == "bytes/s" else min)(cells, key=lambda c: c[2])
        kind = "bandwidth" if unit.dimension == "bytes/s" else "latency"
        return [_output_draft(kind, pos, line, m.start(), m.end(), block, index, unit, value, "device matrix")]

    def _progress_rates(self, index, block, lines):
        """The rate a progress bar printed at its end ("100%|████| 5000/5000 [00:26<00:00, 187.52it/s]"): a measured
        throughput in iterations per second."""
        out = []
        for pos, line in _lines_at(block, lines):
            m = _TQDM_RATE.search(line)
            if m and not _LOADING_BAR.match(line):
                out.append(_output_draft("throughput", pos, line, m.start("num"), m.end("unit"), block, index, parse_unit("it/s"),
                                         parse_number(m.group("num")), "progress bar output"))
        return out

    def _wall_times(self, index, block, lines):
        """The wall time Jupyter's ``%time`` printed ("Wall time: 1min 29s", "Wall time: 512 ms"): a measured latency,
        a minutes-and-seconds time given in seconds."""
        out = []
        for pos, line in _lines_at(block, lines):
            m = _WALL_TIME.search(line)
            if m:
                unit = parse_unit(m.group("u"))
                value = float(m.group("a"))
                if m.group("b") is not None:  # "1min 29s": 89 s
                    value, unit = value * 60 + float(m.group("b")), parse_unit("s")
                out.append(_output_draft("latency", pos, line, m.start("fig"), m.end("fig"), block, index, unit, value, "program output"))
        return out

    def _printed_rates(self, index, block, lines):
        """Rates of work a program printed ("..., 26.23 tokens/sec."), on lines that are not commands or settings: each
        a measured throughput."""
        out = []
        for pos, line in _lines_at(block, lines):
            if _COMMAND_LINE.match(line) or (_LOADING_BAR.match(line) and _TQDM_RATE.search(line)):
                continue
            for m in _RATE_OUTPUT.finditer(line):
                if "=" in line[:m.start()] or "--" in line[:m.start()]:
                    continue  # NOTE: "max_rate = 100 tokens/s", "--rate 100 tokens/s": a setting
                unit = parse_unit(m.group("unit"))
                value = parse_number(m.group("num"))
                if unit is not None and value is not None:
                    out.append(_output_draft("throughput", pos, line, m.start("num"), m.end("unit"), block, index, unit, value,
                                             "benchmark output"))
        return out

    def _printed_metrics(self, index, block, lines):
        """Times and rates a program printed with their metric named: "TTFT: 81.60 ± 0.54 ms", "Load time: 3405.69 ms",
        "eval time = 1600.20 ms / 95 runs ( 16.84 ms per token, 59.37 tokens per second)", "New tokens per second: 5.10
        tps". Each a measured latency or throughput; command lines and settings ("timeout: 30 s", "max_rate = 100 tps")
        are not read."""
        out = []
        plain_output = block.info.split()[:1] in _PLAIN_OUTPUT_INFO
        worked = None  # NOTE: whether the block works a sum out, looked up at its first approximate figure
        # NOTE: sysbench's "total time:" over "total number of events:", pgbench's "duration:" under "number of clients:": the
        # length the run was set to
        set_length = "total number of events:" in block.text or "number of clients:" in block.text
        for pos, line in _lines_at(block, lines):
            if _COMMAND_LINE.match(line) or _FLAG.search(line) or _WHAT_IF_LINE.match(line) or _CLOCK_KEY.match(line) \
                    or set_length and _SET_LENGTH_KEY.match(line):
                continue  # NOTE: "If 50ms per step, need: 8GB / 0.05s = 160 GB/s": a sizing worked out in a code block, not output
                # (nor "current time : 19.0 sec", the run's clock, or "test duration : 981.0 sec", its set length)
            prev_end = 0  # NOTE: "avg=13.36s min=12.54s med=13.31s": a word before the figure before is not this one's
            for m in _PRINTED_TIME.finditer(line):
                look_from, prev_end = max(0, m.start() - 30, prev_end), m.end()
                if line[m.start():m.start("num")].rstrip()[-1:] in ("~", "≈") and worked is None:
                    worked = any(_WORKED_SUM.search(x) for x in lines)
                if worked and line[m.start():m.start("num")].rstrip()[-1:] in ("~", "≈"):
                    continue  # NOTE: "Computation time: ~2s" beside "115 / 600 = 0.19s": a figure assumed in a sizing, not printed
                if _ITEMS_IN_RUN_BEFORE.search(line, look_from, m.start("num")):
                    continue  # NOTE: wrk's "824563 requests in 10.10s, 102.23MB read": how long the test ran, not a latency
                unit, value = parse_unit(m.group("unit")), parse_number(m.group("num"))
                setting = _SETTING_COLUMN.search(line, look_from, m.start("num"))
                if setting is not None and setting.group(0).lower() in ("min", "max", "minimum", "maximum") \
                        and _STATISTIC_VALUE_AFTER.match(line, setting.end()):
                    setting = None  # NOTE: k6's "min=12.54s max=14.12s": statistics of the run, each with its own value
                if setting is not None and plain_output and setting.group(0).lower() in ("min", "max", "minimum", "maximum") \
                        and _STATISTIC_OF_TIME.match(line, setting.end()) and not _SETTING_COLUMN.search(line, setting.end(), m.start("num")):
                    setting = None  # NOTE: "Max latency: 22 ms." printed beside "P99 latency: 13 ms.": the slowest run, not a limit set
                if unit is not None and value is not None and unit.dimension == "time" and setting is None:
                    out.append(_output_draft("latency", pos, line, m.start("num"), m.end("unit"), block, index, unit, value, "program output"))
            for m in _PRINTED_FLOPS.finditer(line) if plain_output else ():
                named = _FLOPS_KEY.search(line, max(0, m.start() - 50), m.start())
                if named is None:
                    continue
                value = parse_number(m.group("num"))
                unit = parse_unit(_FLOPS_SHORT.get(m.group("unit").upper(), m.group("unit")))
                key = named.group("key")
                if value is None or unit is None or unit.dimension != "flops" or _SETTING_COLUMN.search(key) or _PER_ITEM_KEY.search(key):
                    continue  # NOTE: "FLOPs/token: 8.78 GF": the work of one token, a count, not a rate
                draft = _output_draft("throughput", pos, line, m.start("num"), m.end("unit"), block, index, unit, value, "program output")
                if _PEAK_KEY.search(key):  # NOTE: "Hardware peak: 9000.0 TFLOPS (B200 bf16)": the device's peak the program printed
                    draft.forced, draft.cues = "vendor-peak", [("vendor-peak", _PEAK_KEY.search(key).group(0), 3.0, 0)]
                elif _PROJECTED_KEY.search(key):
                    draft.forced, draft.cues = "inferred", [("inferred", _PROJECTED_KEY.search(key).group(0), 3.0, 0)]
                out.append(draft)
            for m in _PRINTED_RATE.finditer(line):
                value = parse_number(m.group("num"))
                if value is not None and not _SETTING_COLUMN.search(line, max(0, m.start() - 30), m.start()):
                    out.append(_output_draft("throughput", pos, line, m.start("num"), m.end("unit"), block, index,
                                             ParsedUnit("tokens/s", "rate"), value, "program output"))
        return out

    def _output_times(self, index, block, lines):
        """Durations a program printed ("Generated in 10.97 seconds.", "took 3.2 s") in a block a lead-in calls its
        output: each a measured latency."""
        out = []
        for pos, line in _lines_at(block, lines):
            if _TEST_SUMMARY.search(line):
                continue  # NOTE: "2113 passed, 2848 skipped in 128.24s": how long a test suite took, not a performance figure
            for m in _OUTPUT_TIME.finditer(line):
                if _ITEMS_IN_RUN_BEFORE.search(line, max(0, m.start() - 40), m.start() + 3):
                    continue  # NOTE: wrk's "824563 requests in 10.10s, 102.23MB read": how long the test ran, not a latency
                unit = parse_unit(m.group("unit"))
                value = parse_number(m.group("num"))
                if unit is None or value is None:
                    continue
                out.append(_output_draft("latency", pos, line, m.start("num"), m.end("unit"), block, index, unit, value, "program output"))
        return out

    def _pipe_row(self, index, block, line, pos, header):
        """Figures with units in a pipe-table row printed inside a code block ("| 32KiB | 0.92GBps | 0.49GBps |"),
        under a header that names bandwidth or latency columns: benchmark output, one claim per column."""
        names = [h.strip() for h in " ".join(header).split("|")[1:-1]]
        out = []
        for k, m in enumerate(re.finditer(r"(?<=\|)[^|]*(?=\|)", line)):
            cell = m.group(0).strip()
            name = names[k] if k < len(names) else ""
            if "busbw" in names and name != "busbw":
                continue  # NOTE: one claim per row, the bus bandwidth, as for the rows of a plain log
            parsed = parse_figure(cell) if cell and _CELL_FIGURE.match(cell) else None
            if not parsed or parsed[2].dimension not in ("bytes/s", "bits/s", "rate", "flops", "time"):
                continue
            value, low, unit = parsed
            kind = {"bytes/s": "bandwidth", "bits/s": "bandwidth", "time": "latency"}.get(unit.dimension, "throughput")
            lo = m.start() + (len(m.group(0)) - len(m.group(0).lstrip()))
            draft = _output_draft(kind, pos, line, lo, lo + len(cell), block, index, unit, value, name or "benchmark output", low)
            draft.table_cues = {"header": [name], "table": [" ".join(header)]}
            out.append(draft)
        return out

    def _row_figures(self, doc, index, block, line, pos, header):
        fields = list(re.finditer(r"\S+", line))
        if len(fields) < 2:
            return []
        # NOTE: align from the right: nccl-tests rows may miss leading columns (redop, root) for some collectives.
        offset = len(header) - len(fields)
        out = []
        for k, m in enumerate(fields):
            name = header[k + offset] if 0 <= k + offset < len(header) else ""
            if name not in ("busbw", "algbw", "bandwidth"):
                continue
            value = parse_number(m.group(0))
            if value is None:
                continue
            unit = ParsedUnit("MB/s", "bytes/s", 1e6) if "mb/s" in " ".join(header) else ParsedUnit("GB/s", "bytes/s", 1e9)
            sp = Span(pos + m.start() + (len(line) - len(line)), pos + m.end())
            draft = Draft("bandwidth", sp, m.group(0), Span(pos, pos + len(line)), line.strip(), block, index, unit=unit, value=value)
            draft.forced = "measured"
            draft.table_cues = {"header": [name], "table": [" ".join(header)]}
            draft.cues = [("measured", name, 3.0, 0)]
            out.append(draft)
            if name == "busbw":
                break  # one claim per row: the bus bandwidth
        return out


# a metric a program printed as a JSON or dict key that ends in its unit ("search_p99_ms", "insert_qps", "tokens_per_second")
_JSON_METRIC = re.compile(r"[\"'](?P<key>[A-Za-z][A-Za-z0-9_]*?_(?P<suffix>ms|us|ns|secs?|seconds|s|qps|rps|tps|tflops|tokens_per_s(?:ec(?:ond)?)?)|avg_ts)[\"']"
                          r"\s*:\s*(?P<num>[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)\b")
_SUFFIX_UNIT = {"ts": "tokens/s", "secs": "s", "sec": "s", "seconds": "s", "tokens_per_s": "tokens/s", "tokens_per_sec": "tokens/s", "tokens_per_second": "tokens/s"}
_RATE_KIND = {"time": "latency", "rate": "throughput", "flops": "throughput", "bytes/s": "bandwidth", "bits/s": "bandwidth"}


# a column name that is a time or rate unit, among others on a header line ("step_ms", "img/s", "tok/s", "s/iter")
_BEFORE_AFTER_WORD = re.compile(r"^(?:old|new|base|before|after)\s+", re.I)
_TIME_PER_OP_NAME = re.compile(r"(usecs?|us|µs|μs|ms|msecs?|ns|nsecs?|s|secs?)/(?:xfer|op|iter|it|call|msg|req|transfer|step|batch)", re.I)


def _column_unit(name: str) -> ParsedUnit | None:
    """The unit a printed column's name gives, its bracketed unit first ("t_avg[usec]", "BW average[MiB/sec]")."""
    m = re.search(r"\[([^\[\]]+)\]\s*$", name)
    per_op = _TIME_PER_OP_NAME.fullmatch(_BEFORE_AFTER_WORD.sub("", name))  # NOTE: benchcmp's "old ns/op": the old run's time per op
    if per_op:  # NOTE: "usec/xfer", "us/op", "ms/iter": the time of one operation
        return parse_unit(per_op.group(1))
    return (parse_unit(m.group(1)) if m else None) or _header_unit(name)


_SPREAD_NAME = re.compile(r"std|stdev|var|spread|err", re.I)  # a column of spreads, not of results
def _metric_draft(index: int, block: Block, pos: int, whole: str, at: int, m, unit: ParsedUnit) -> Draft | None:
    """The draft of one "Metric (unit): value" field found at column ``at`` of the line ``whole``."""
    kind = _RATE_KIND.get(unit.dimension)
    if kind is None or (unit.dimension == "time" and not _SERVING_TIME_KEY.search(m.group("key"))):
        return None  # NOTE: a time only under a latency's or a run time's name ("Mean TTFT (ms)", "Benchmark duration (s)")
    return _output_draft(kind, pos, whole, at + m.start("num"), at + m.end("num"), block, index, unit,
                         parse_number(m.group("num")), "benchmark output")


# Any rate, bandwidth or compute rate a program printed, wherever on its line it stands ("98231.4 records/sec (47.96
# MB/sec)", "SET: 812345.10 requests per second", "3225806 ops/sec;", "(993.26 million rows/s., 7.95 GB/s.)"), and a time
# printed as a latency or a time per operation ("14.2 ms avg latency", "0.310 micros/op")
_LINE_RATE = re.compile(
    r"(?<![\w.])(?P<num>[0-9][0-9,]*(?:\.[0-9]+)?)\s*(?P<unit>(?:(?:million|thousand|billion)\s+)?(?:"
    r"[KMGTP]i?B(?:/s(?:ec)?|ps)|[KMGTP]?b(?:/s|ps)|[KMGTP]?(?:bit|byte)s?/s(?:ec)?|[GM]T/s(?:ec)?|"
    # NOTE: "476.2   fps", "950K SPS", "124.8   Megapixel / sec", "150.59 decoded/sec", "45 Gbp/h" (not ffmpeg's stream line "23.98 fps, 23.98 tbr")
    rf"(?:[kKM]\s?)?(?:FPS|fps|SPS|sps)\b(?!,\s*[0-9][0-9.]*k?\s*tbr)|{PIXEL_RATE}|{DONE_PER_SECOND}|{BASE_RATE}|"
    rf"(?:[kKM]\s?)?(?:{RATE_NOUN}|ops|operations)\s*(?:/\s*s(?:ec)?|per\s+sec(?:ond)?)|{IOPS_UNIT}|[KMGTPE]?FLOP/?s|[KMGTPE]FLOPS|qps|tps|rps|QPS|TPS|RPS|[kKMG]?pps|[kKMG]PPS|{SCALED_OP_RATE}|{HASH_RATE}|{EDGE_RATE}|(?:ns|ps|us|µs|μs)/day))(?![\w/])")  # "17K ops/sec", "2.99 Mpps", "12.3 ns/day"
_LINE_TIME = re.compile(
    r"(?<![\w.])(?P<num>[0-9][0-9,]*(?:\.[0-9]+)?)\s*(?P<unit>micros|usec|us|µs|μs|ms|msec|ns|s|sec)(?:/op\b|(?=\s+(?:(?:avg|average|mean|median|"
    r"max|min|p[0-9.]+|[0-9]+th)\s+)?(?:max\s+)?latency\b))|"
    # NOTE: "99th percentile is 44 microseconds for a round trip", "Latency is 1.354 usec": a time printed as a sentence
    r"(?<![\w.])(?P<num2>[0-9][0-9,]*(?:\.[0-9]+)?)\s*(?P<unit2>microseconds|milliseconds|nanoseconds|micros|usecs?|us|µs|μs|ms|ns)\s+"
    r"(?:for\s+an?\s+|per\s+|each\s+)(?:round[- ]?trip|one[- ]way\s+trip|hop|message|op|operation|request|call)\b|"
    r"\blatency\s+(?:is|was|=|:)\s*(?P<num3>[0-9][0-9,]*(?:\.[0-9]+)?)\s*(?P<unit3>microseconds|milliseconds|nanoseconds|usecs?|us|µs|μs|ms|ns)\b", re.I)
# NOTE: a script's summary of a comparison ("Improvement:" over "↑ 42% faster requests/sec"): a relative change with the metric after it
_LINE_PERCENT_CHANGE = re.compile(r"(?<![\w.])(?P<num>[0-9]+(?:\.[0-9]+)?)(?P<pct>\s?%)\s+(?:faster|slower|better|worse|higher|lower|more|less|quicker)\b"
                                  r"(?=[^\n]*?\b(?:requests?|req|throughput|latency|latencies|p[0-9]{2}|response|TTFB|transfers?|downloads?|uploads?|files?|"
                                  r"queries|ops|handshakes?|time|speed|bandwidth|sizes?|tokens?|payloads?|messages?|objects?|pages?|records?|rows|images?|sec|s)\b)", re.I)
_CHANGE_LEAD_LINE = re.compile(r"\s*(?:improvements?|differences?|comparison|speed-?ups?|gains?|deltas?)\s*:\s*$", re.I)
_CHANGED_TIME_METRIC = re.compile(r"\b(?:latenc\w*|p[0-9]{2}|response|TTFB|time)\b", re.I)
_TIMING_ROW = re.compile(r"\s*[A-Za-z][\w.+/-]*(?: [\w.+/()-]+){0,3}(?:\s{2,}|\t+)(?P<num>[0-9][0-9,]*(?:\.[0-9]+)?)\s?(?P<unit>s|secs?|seconds|ms|msec)\b"
                         r"(?:\s+(?:=>|->|→)\s*(?P<ratio>[0-9][0-9.]*)\s?(?P<x>[xX×])\s+(?:faster|slower)\b)?[^0-9\n]*$")
_TIME_AFTER_RATE = re.compile(r"\s*(?:\([^()\n]{1,20}\))?\s*,\s*(?:t\s*[:=]\s*)?(?P<num>[0-9][0-9,]*(?:\.[0-9]+)?)\s*(?P<unit>us|µs|μs|ms|ns)\b")
# NOTE: and a real-time factor printed as its name, then its value or the division that gives it ("Real time factor (RTF): 1.204 /
# 109.500 = 0.011" (sherpa-onnx), "Real-time factor: 0.0332 (infer=...)" (Piper)): the result
_LINE_RATIO = re.compile(r"(?:(?P<rtf>(?i:real[- ]?time\s+factor)(?:\s*\(RTF\))?\s*[:=]\s*(?:[0-9][0-9.,]*\s*/\s*[0-9][0-9.,]*\s*=\s*)?)|(?<![\w.]))"
                         r"(?P<fig>(?P<num>[0-9][0-9,]*(?:\.[0-9]+)?)(?:\s*(?:±|\+/-|\+-)\s*[0-9][0-9.]*)?)(?(rtf)(?![\w.])|\s+times\s+(?:faster|slower)\s+than\b)")
# "rate=100MB/s", "limit = 2 GB/s": a value assigned, a setting; not a result's name ("Throughput = 124.8 Megapixel / sec")
_ASSIGNED_BEFORE = re.compile(r"(?<!throughput)(?<!throughput )(?<!speed)(?<!speed )=\s*$", re.I)
# the key of a "key: value" line that is itself a unit ("GFLOP/s:      26130.440", "GB/s = 12.4")
# (Horovod's benchmark: "Img/sec per GPU: 412.3 +-5.1", "Total img/sec on 16 GPU(s): 6596.8 +-81.6", the spread after it)
_UNIT_AS_KEY = re.compile(r"^\s*(?:total\s+)?(?P<unit>[KMGTP]i?B/s|[KMGTP]i?Bytes?/s|[KMGTP]b/s|[KMGTPE]?FLOP/?s|(?:tokens?|samples?|images?|imgs?|requests?|ops)/s(?:ec)?|IOPS)"
                          r"(?:\s+(?:per|on)\s+[\w() ]{1,24}?)?\s*[:=]\s*(?P<num>[0-9][0-9,]*(?:\.[0-9]+)?)\s*(?P<spread>(?:±|\+-|\+/-)\s*[0-9][0-9.]*\s*)?$", re.I)
# a line of a report keyed by the test's name ("readrandom   :  353.6 MB/sec", "SET: 5.2 ms"): one line each of a report whose
# other lines show it to be output
_PEAK_SHARE_AFTER = re.compile(r"[ \t]*[(\[][ \t]*[~≈]?[0-9][0-9.]*[ \t]*%[ \t]*(?:of[ \t]+)?(?:the[ \t]+)?(?:peak|theoretical|line[- ]rate|spec|max(?:imum)?)\b", re.I)
_RESULT_KEY = re.compile(r"[ \t]*[A-Za-z][\w.-]*[ \t]*:[ \t]+[0-9]")
# NOTE: not a real-time factor a program printed with its division ("Real time factor (RTF): 1.204 / 109.500 = 0.011")
# NOTE: nor benchstat's "(p=0.002 n=8+8)": the samples of the old run and of the new, no sum
# the spread a tool prints after its figure: "(error margin: 0.011 GB/s)", "margin of error 2 ms", "stddev: 0.4 ms", "± 3 MB/s"
_PRINTED_SPREAD_BEFORE = re.compile(r"(?:\b(?:error\s+margin|margin\s+of\s+error|std\.?\s*dev(?:iation)?|stddev|stdev|standard\s+deviation)|±|\+/?-)\s*[:=]?\s*[~≈]?$", re.I)
_BARE_CENTRE = re.compile(r"(?<![\w.])([0-9][0-9,]*(?:\.[0-9]+)?)\s*$")  # the bare figure a spread and a unit follow
_WORKED_SUM = re.compile(r"^(?!.*(?i:real[- ]?time\s+factor\s*(?:\(RTF\))?\s*:))(?!.*\bn=[0-9]+\+[0-9]+\)).*?(?:[0-9)]\s*[*×/+]\s*[0-9(].*=|=.*[0-9)]\s*[*×/+]\s*[0-9(]|[0-9]\s?[A-Za-z/]{1,8}\s*[*×]\s*[0-9(].*=)")  # "115 / 600 = 0.19s",
# "84,000 pps × 22 bytes = 1.8 MB/sec": worked out, not printed
# a count of work items before "in" and a time: the window they were done in ("524 proofs in 20 seconds"), a rate in prose and,
# in a program's summary ("824563 requests in 10.10s"), how long the test ran
_SERVED_ITEMS = "requests|queries|ops|operations|transactions|messages|events|records|calls"  # what a load generator counts


def _items_in(items: str) -> re.Pattern:
    return re.compile(r"\b[0-9][0-9,.]*(?:\s*(?:[kKM]\b|thousand|million|billion))?\s+(?:[\w-]+\s+){0,2}?(?:" + items + r")\s+(?:(?:were\s+|are\s+)?"
                      r"(?:generated|processed|served|handled|indexed|encoded|decoded|ingested|written|read|sent)\s+)?in\s+(?:just\s+|only\s+|under\s+|"
                      r"about\s+|roughly\s+|~|≈)?$", re.I)


_ITEMS_IN_BEFORE = _items_in(_SERVED_ITEMS + "|proofs|images|tokens|samples|frames|rows|documents|hashes|inferences|files|pages")
# NOTE: a program's summary counts requests and its steps or iterations ("100 steps in 1.474s"), not the tokens a generation
# printed it took its time for ("512 tokens in 10.97 s"); in prose "an image in 28 steps in 26 s" is one image's time
_ITEMS_IN_RUN_BEFORE = _items_in(_SERVED_ITEMS + "|iterations|steps")
# a document about the load test of a web or database service, where "TPS" counts transactions, and one that counts
# tokens somewhere (an LLM's serving), where it may count tokens
_TRANSACTIONS_DOC = re.compile(r"\b(?:nGrinder|JMeter|k6|Locust|Gatling|wrk2?|pgbench|sysbench|HammerDB|TPC-?[A-Z]{1,2}|transactions?|MySQL|PostgreSQL|"
                               r"Postgres|MariaDB|Oracle|Redis|Kafka|Tomcat|Spring(?:\s?Boot)?)\b|트랜잭션|부하\s*테스트|응답\s*시간", re.I)
_TOKENS_DOC = re.compile(r"\btok(?:en)?s?\b|토큰|\bLLMs?\b|\bTTFT\b|\bTPOT\b|\bvLLM\b|\bSGLang\b|\bprefill\b|\bdecode\b|tok/s|\bllama|\bGPT", re.I)
TRANSACTIONS_PER_SECOND = ParsedUnit("transactions/s", "rate")
OPS_PER_SECOND = ParsedUnit("ops/s", "rate")
BITS_PER_SECOND = ParsedUnit("b/s", "bits/s", 1.0)  # a column of bits a second whose cells carry their own multiplier
_TRANSACTIONS_TOOL = re.compile(r"\bpgbench\b|\bsysbench\b|\btransactions?\b|\blatency average\b|\binitial connection time\b|\bTPC-?[CBE]\b", re.I)
_SET_LENGTH_KEY = re.compile(r"^\s*(?:total\s+time|duration)\s*:", re.I)
_CLOCK_KEY = re.compile(r"^\s*(?:current\s+time|test\s+duration|uptime|time\s*stamp|timestamp|clock|date)\s*:", re.I)  # the run's clock or length
# a tool that prints the state of a link or device, not a run over it ("nvidia-smi nvlink --status", "ibstat", "ethtool eth0",
# "lspci -vv"): the speeds it prints are the rates the links came up at, their ratings
_STATUS_TOOL = re.compile(r"^\s*(?:[$>#%]\s*)?(?:sudo\s+)?(?:nvidia-smi\b(?!.*\b(?:dmon|pmon)\b)|rocm-smi\b|amd-smi\b|ibstat\b|ibstatus\b|ibv_devinfo\b|"
                          r"ethtool\b|lspci\b|iblinkinfo\b|mlxlink\b|hl-smi\b|dmesg\b)")
_PROMPT = re.compile(r"^\s*(?:\S*[$>%]\s+\S|" + _USER_PROMPT + ")")  # "$ ibstat", "> nvidia-smi nvlink -s", "user@host:~$ lspci"
# a line naming a column by its unit in parentheses, then a line of numbers only ("Transfer Size (Bytes)   Bandwidth(GB/s)"
# over "32000000   12.4"): the columns of a program's output
# a line that is only a snake-case metric and its value ("p99_latency_ms = 41.2", "`mean_rps`: 812.5")
_SNAKE_METRIC_LINE = re.compile(r"\s*(?:[-*+]|[0-9]+[.)])?\s*[*_`]{0,2}[a-z][a-z0-9]*_[a-z0-9_]+[*_`]{0,2}\s*[:=]\s*`?[0-9][0-9,.]*`?\s*")
_PASTED_OUTPUT = re.compile(r"^[^\n]*\w\s*\([A-Za-zµμ/]+\)[^\n]*\n(?:[ \t]*[0-9][0-9.,]*(?:[ \t]+[0-9][0-9.,]*)+[ \t]*(?:\n|$))+", re.M)
# a block that is one quotation, whatever its list marker and emphasis ('1. **"It has NVLink, so it is fast"**')
_QUOTED_WHOLE = re.compile(r"\s*(?:[-*+]|[0-9]+[.)])?\s*[*_]{0,3}\s*[“\"「『][^“”\"「」『』\n]{3,}[”\"」』]\s*[*_]{0,3}[.!?]?\s*", re.S)
# a heading over things said to be wrong ("Common mistakes", "Myths", "❌ Bad reasons", "흔한 오해")
# a paragraph that opens as an example under "if" ("예: 32GB를 0.2초 만에 all-reduce 하면", "e.g. if 32 GB take 0.2 s"): worked out, no run
_WORKED_EXAMPLE_IF = re.compile(r"\W*(?:예|예시|보기)\s*[:：)][^\n]*?(?:하면|라면|이라면|일\s*때)(?:\s|$)|\W*(?:e\.g\.|for example)[,:]?\s+if\b", re.I)
_REFUTED_HEADING = re.compile(r"\b(?:mistakes?|myths?|misconceptions?|fallac(?:y|ies)|pitfalls?|anti-?patterns?|bad (?:reasons?|assumptions?|advice)|"
                              r"wrong (?:assumptions?|beliefs?|ideas?)|don'?t|do not|what not to|misunderstandings?|avoid)\b|❌|오해|잘못된|흔한 실수|착각|피할|피해야|금지", re.I)
# a list item that names a claim instead of making it ("- 450 GB/s가 ... 보장값이라는 주장", "- the claim that ..."), as a list of
# claims to avoid holds them
_CLAIM_NAMED = re.compile(r"(?:주장|표현|claims?|statements?|wording)\W{0,3}$|^\W*(?:the\s+)?(?:claim|statement|idea)\s+that\b", re.I)
_AXIS_AFTER = re.compile(r"[ \t]*[│┃┤┨╢┼├└┗╰]")


def _axis_tick(text: str, d: Draft) -> bool:
    """Whether the figure opens its line and an axis is drawn right after it ("300 tok/s │ ●", "  0 tok/s └────"): a
    tick of a chart drawn in text, not a result (a box table's cell, "│ 939.7 TF │", has its border before it)."""
    start = text.rfind("\n", 0, d.span.start) + 1
    if _AXIS_AFTER.match(text, d.span.end) is not None and not text[start:d.span.start].strip():
        return True
    end = text.find("\n", d.span.end)
    # NOTE: "시간:   0s ------ 4s ------ 8s ------ 12s": a time axis drawn as ticks joined by rules
    return _TICK_LINE.fullmatch(text, start, end if end >= 0 else len(text)) is not None


_TICK_LINE = re.compile(r"[ \t]*(?:[^\d\n:：]{1,12}[:：])?[ \t]*(?:[0-9][0-9.,]*[ \t]*[A-Za-z초분µμ]{0,3}[ \t]*[-─═=—]{3,}[ \t]*){2,}[0-9][0-9.,]*[ \t]*[A-Za-z초분µμ]{0,3}[ \t]*")


# the info strings of a fenced block that can hold notes written by hand: none, or plain text
_NOTE_TAGS = ([], ["text"], ["txt"], ["plaintext"], ["markdown"], ["md"])
_NOTE_MARK = re.compile(r"\s*[#>]")  # NOTE: "# 결과 요약", "> 측정값": a note's mark, not a prompt
_BOX_DRAWING = re.compile(r"[\u2500-\u257f]")  # NOTE: "║", "═", "│", "┃": the lines of a box drawn in text

# what follows a cue word joined into an identifier ("poll-max-ns=", "rx_max_bw", "queue-peak=")
_IDENTIFIER_AFTER = re.compile(r"[-_][A-Za-z0-9]|\s*=|[_A-Za-z0-9]")

# the cues of the readers of a tool's own output format, with the tool each names as the software that ran
TOOL_OUTPUT_CUES = {"iperf3 output": "iperf3", "iperf output": "iperf", "fio output": "fio", "ping output": "ping",
                    "STREAM output": "STREAM", "IOR output": "IOR", "vegeta output": "vegeta", "sysbench output": "sysbench",
                    "YCSB output": "YCSB", "go-ycsb output": "go-ycsb", "JMH output": "JMH", "redis-benchmark output": "redis-benchmark",
                    "memtier output": "memtier_benchmark"}
_OWN_FORMAT_CUES = frozenset((*TOOL_OUTPUT_CUES, "device matrix", "progress bar output"))
_OUTPUT_TAGS = ([], ["text"], ["console"], ["output"], ["log"], ["txt"], ["plaintext"], ["terminal"], ["shell-session"], ["sh-session"])


_SHELL_TAGS = (["bash"], ["sh"], ["shell"], ["zsh"])
_PRINTED_LABEL_LINE = re.compile(r"\s*[A-Za-z][^:\n$`]{0,80}:\s+[~≈]?[0-9]")


def _printed_report(lines: list[str]) -> bool:
    """Whether a block's lines are mostly a program's "label: value" report (no commands to run)."""
    filled = [line for line in lines if line.strip()]
    labelled = sum(1 for line in filled if _PRINTED_LABEL_LINE.match(line))
    return (labelled >= 3 or labelled >= 2 and 2 * labelled >= len(filled)) and not any(_COMMAND_LINE.match(line) for line in filled)


def _line_figures(index: int, block: Block, lines: list[str], read: list[Draft], ran: bool = False) -> list[Draft]:
    """The figures a program printed that the format readers left: every rate or latency on a line that is output,
    which a figure already read on it, a second figure on it, a command run in the block or a run told right above it
    (``ran``) shows it to be."""
    tag = block.info.split()[:1]
    shell = tag in (["bash"], ["sh"], ["shell"], ["zsh"])
    report_only = shell and not any(_PROMPT.match(line) for line in lines)
    if tag not in _OUTPUT_TAGS and not (shell and (not report_only or _printed_report(lines))):
        # NOTE: a shell block is a session, commands and what they printed, when its commands have prompts; one of
        # "label: value" lines alone ("fwd FLOPS per GPU:   81.9 TFLOPS") is what a program printed, tagged shell (its
        # labelled lines, not the rows of a module tree printed under them)
        return []
    if any(d.cues and d.cues[0][1] in _OWN_FORMAT_CUES for d in read):
        return []  # NOTE: a tool whose output format is known has been read as its format says (iperf3's interval lines are samples)
    taken = [(d.span.start, d.span.end, d.unit.dimension if d.unit else None) for d in read]
    # NOTE: "### Sample Output" over the block: what a run printed, the command in the block before it
    # (and a block some format reader has read as output: "180322.11 requests per second" under a latency distribution)
    commanded = ran or any(_COMMAND_LINE.match(line) or _CHANGE_LEAD_LINE.match(line) for line in lines) or bool(block.section and _OUTPUT_HEADING.match(block.section[-1])) \
        or any(d.cues and d.cues[0][1] in ("benchmark output", "program output") for d in read)  # NOTE: "Elapsed time: 18.3s" read under
    # rclone's "Transferred: 30 GiB / 30 GiB, 100%, 1.648 GiB/s, ETA 0s": the rate on the progress line is that run's too
    status = any(_STATUS_TOOL.match(line) for line in lines)
    # NOTE: two or more aligned "name  34.3 s" lines, one with its "=> 1.28 X faster": a timing table printed or typed from a run
    timings = [t for t in map(_TIMING_ROW.match, lines) if t is not None]
    timing_table = len(timings) >= 2 and any(t.group("ratio") for t in timings)
    out = []
    rows, keyed, keyed_output, sentences = [], [], False, []
    for pos, line in _lines_at(block, lines):
        if report_only and not _PRINTED_LABEL_LINE.match(line):
            continue
        if not _DIGIT.search(line) or _COMMAND_LINE.match(line) or _FLAG.search(line) or _WHAT_IF_LINE.match(line) or _TEST_SUMMARY.search(line) \
                or is_hangul(line) or _WORKED_SUM.search(line):
            continue  # NOTE: Korean lines in a fence are notes written by hand, not what a program printed
        found = []
        key = _UNIT_AS_KEY.match(line)
        spread = told = False  # NOTE: told: a time printed as a sentence ("mean is 31.5 microseconds for a round trip")
        if key:
            found.append((key.start("num"), key.end("num"), parse_unit(key.group("unit")), parse_number(key.group("num"))))
            spread = key.group("spread") is not None  # NOTE: "412.3 +-5.1": a figure with its spread is a tool's
        for m in _LINE_RATE.finditer(line):
            parsed = parse_figure(m.group(0))
            if parsed and parsed[2].dimension in ("rate", "flops", "bytes/s", "bits/s", "transfers/s"):
                found.append((m.start(), m.end(), parsed[2], parsed[0]))
                timed = _TIME_AFTER_RATE.match(line, m.end())
                if timed:  # NOTE: "277.95 GB/s (NVL), 553.60 us": the time the same transfer took, printed after its rate
                    found.append((timed.start("num"), timed.end(), parse_unit(timed.group("unit")), parse_number(timed.group("num"))))
        for m in _LINE_RATIO.finditer(line):  # NOTE: hyperfine's summary: "44.43 ± 8.24 times faster than 'baseline'"
            found.append((m.start(), m.end("fig"), parse_unit("x"), parse_number(m.group("num"))))
            spread = spread or m.group("fig") != m.group("num")  # NOTE: a ratio with its spread is a tool's, not a note's
        timing = _TIMING_ROW.match(line) if timing_table else None
        if timing:  # NOTE: "lua-5.4.0  26.9 s  => 1.28 X faster": a name, its time in aligned columns, then the ratio to the row above
            found.append((timing.start("num"), timing.end("unit"), parse_unit(timing.group("unit")), parse_number(timing.group("num"))))
            if timing.group("ratio"):
                found.append((timing.start("ratio"), timing.end("x"), parse_unit("x"), parse_number(timing.group("ratio"))))
        for m in _LINE_PERCENT_CHANGE.finditer(line):  # NOTE: "↑ 42% faster requests/sec", "HTTP/2 78% faster for large files"
            found.append((m.start("num"), m.end("pct"), parse_unit("%"), parse_number(m.group("num"))))
        for m in _LINE_TIME.finditer(line):
            if timing and m.start("num" if m.group("num") else "num2" if m.group("num2") else "num3") == timing.start("num"):
                continue
            g = "num" if m.group("num") else "num2" if m.group("num2") else "num3"
            word = m.group(g.replace("num", "unit"))
            unit = parse_unit(_JAVA_TIME.get(word.lower(), word))
            if unit is not None:
                found.append((m.start(g), m.end() if g == "num" else m.end(g.replace("num", "unit")), unit, parse_number(m.group(g))))  # "0.220 micros/op" whole
                told = told or g != "num"
        on_line = any(pos <= a < pos + len(line) for a, _, _ in taken)
        if on_line and line.lstrip().startswith("|"):
            continue  # NOTE: a pipe table printed in a block has been read column by column ("| 32KiB | 1.44GBps | 0.82GBps |": busbw only)
        if not found:
            continue
        # NOTE: "- 64×512:  ~1490 GB/s (83% peak)": a rate with the share of the peak it reached is a run's result, set in a fence to line up
        peak_share = any(u is not None and u.dimension in _LINK_RATE_DIMENSIONS and _PEAK_SHARE_AFTER.match(line, hi) for _, hi, u, _ in found)
        if not (on_line or commanded or spread or peak_share or len(found) >= 2 or (timing and timing_table)):
            if _RESULT_KEY.match(line):
                keyed.append((pos, line, found, key))  # NOTE: decided once every line of the block is read
            elif told:
                sentences.append((pos, line, found, key))
            continue
        if _RESULT_KEY.match(line):
            keyed_output = True
        rows.append((pos, line, found, key))
    if keyed_output or rows:
        # NOTE: "readrandom : 353.6 MB/sec" under "fillrandom : 40.2 micros/op 24875 ops/sec;", "Total-Tx : 18.62 Gbps" under a
        # per-port row read as output: lines of one report (its "current time : 19.0 sec" is the clock, "test duration" a setting)
        rows += [r for r in keyed if not _CLOCK_KEY.match(r[1])]
    if len(sentences) >= 2:
        rows += sentences  # NOTE: "mean is 31.5 microseconds for a round trip" over "worst is 190 microseconds ...": a program's report
    for pos, line, found, key in sorted(rows, key=lambda r: r[0]):
        for lo, hi, unit, value in sorted(found, key=lambda f: f[0]):
            if value is None or unit is None or any(a < pos + hi and pos + lo < b for a, b, _ in taken):
                continue
            if _SETTING_COLUMN.search(line, max(0, lo - 30), lo) or _ASSIGNED_BEFORE.search(line[:lo]) and not key:
                continue  # NOTE: "rate limit: 100 MB/s", "rate=100MB/s": a setting
            spread_of = _PRINTED_SPREAD_BEFORE.search(line, max(0, lo - 40), lo)
            if spread_of is not None:
                centre = _BARE_CENTRE.search(line, max(0, spread_of.start() - 24), spread_of.start())
                if centre is None or any(a < pos + hi and pos + centre.start() < b for a, b, _ in taken):
                    continue  # NOTE: "0.813 GB/s (error margin: 0.004 GB/s)": the spread of the figure before it, no figure of its own
                lo, value = centre.start(), parse_number(centre.group(1))  # NOTE: "412.3 ± 5.1 MB/s": the figure, its spread, their unit
            if unit.dimension == "flops" and _PER_ITEM_KEY.search(line, max(0, lo - 40), lo):
                continue  # NOTE: "FLOPs per token: 8.78 GFLOPs": operations counted per item, no rate
            if line[:lo].rstrip().endswith("(") and any(b == pos + len(line[:lo].rstrip()[:-1].rstrip()) and dim == unit.dimension for _, b, dim in taken):
                continue  # NOTE: "711MiB/s (746MB/s)": the figure before it, in other units
            kind = _RATE_KIND.get(unit.dimension, "throughput" if unit.dimension == "ratio" else "bandwidth")  # NOTE: GT/s: a link's
            if unit.dimension == "percent":  # NOTE: "↓ 67% better average latency": the metric the change names after it
                kind = "latency" if _CHANGED_TIME_METRIC.search(line, lo) else "throughput"
            draft = _output_draft(kind, pos, line, lo, hi, block, index, unit, value, "benchmark output")
            before = line[max(0, lo - 50):lo]
            if status:
                draft.forced, draft.cues = "vendor-peak", [("vendor-peak", "a link's state a tool printed", 3.0, 0)]
            elif peak := _PEAK_KEY.search(before):  # NOTE: "Theoretical peak: 900 GB/s" printed beside the results
                draft.forced, draft.cues = "vendor-peak", [("vendor-peak", peak.group(0), 3.0, 0)]
            elif projected := _PROJECTED_KEY.search(before):
                draft.forced, draft.cues = "inferred", [("inferred", projected.group(0), 3.0, 0)]
            out.append(draft)
            taken.append((pos + lo, pos + hi, unit.dimension))
    return out


_UNIT_COLUMN_HINT = re.compile(r"[ \t](?:\w*\[[A-Za-z/]+\]|[A-Za-z]+_(?:ms|us|s|sec)|[A-Za-z_]+,\s?(?:[KMGT]i?[Bb](?:/s|ps)|ms|us|µs|ns)|[A-Za-z]+/s(?:ec)?|s/it(?:er)?|(?:ns|us|µs|ms|sec)/op|ms|us|fps|qps|FPS|QPS|(?:[A-Za-z][\w.]*)?\([A-Za-zµμ/]+\))(?=[ \t]|$)", re.M)
_WORD_THEN_UNIT = re.compile(r"[A-Za-z] [A-Za-z]+/(?:s|sec|op|iter)(?=[ \t]{2,}|[ \t]*$)")  # "old MB/s", "new ns/op": a column's unit after a word
_ALIGNED_NAMES = re.compile(r"[ \t]{2,}|\t")  # NOTE: "Backend     Avg Speed (GB/s)   Avg Time (s)": names of several words, aligned
_NAMES_CLOSED = re.compile(r"[^()]+\([^()]+\)\s*")  # NOTE: a column name that ends in its unit in parentheses
_ALIGNED_CELL = re.compile(r"\S+(?: \S+)*")  # NOTE: a cell of a row whose columns runs of spaces set apart
_RATIO_CELL_TEXT = re.compile(r"[+\-−]?[0-9][0-9.]*\s?(?:x|×|%)")
_CELL_NUMBER = re.compile(r"[0-9][0-9,_]*(?:\.[0-9]+)?")  # NOTE: "1_512.30" (Rust's digit groups); not "580.82.07", a version


_RANK_TAG = re.compile(r"[ \t]*\[(?:rank[ \t]*)?\d+(?:,\d+)?\](?:<std(?:out|err)>)?:?[ \t]*", re.I)
# a line a program printed as a message, not a header: words, then a colon and more, or a full stop at the end
_MESSAGE_LINE = re.compile(r"^[ \t]*[A-Za-z][a-z]+(?:[ \t]+[A-Za-z][a-z]*)+[^\[\]|]*?(?::[ \t]+\S|\.[ \t]*$)")


# benchcmp's and benchstat's last column: "speedup" over "3.12x", "delta" over "-24.10%": the new run against the old
_CHANGE_NAME = re.compile(r"speed-?ups?|delta|change|vs\.?\s+base|Δ", re.I)
_CHANGE_CELL = re.compile(r"(?P<ratio>[0-9]+(?:\.[0-9]+)?)\s?[x×]|(?P<sign>[+\-−])(?P<pct>[0-9]+(?:\.[0-9]+)?)%")


def _change_cell(index: int, block: Block, pos: int, line: str, m, units: list) -> Draft | None:
    """A cell of a comparison's change column: a measured speed-up of the new run over the old (a rate +20% is 1.2x, a
    time -20% 1.25x), or None when the compared columns are neither all rates nor all times."""
    cell = _CHANGE_CELL.fullmatch(m.group(0))
    dims = {_RATE_KIND[u.dimension] for u in units}
    if cell is None or not dims or "latency" in dims and len(dims) > 1:
        return None  # NOTE: a change of times and rates at once has no one direction
    if cell.group("ratio") is not None:
        speedup, unit, value = parse_number(cell.group("ratio")), parse_unit("x"), parse_number(cell.group("ratio"))
    else:
        change = parse_number(cell.group("pct"))
        ratio = 1 + (1 if cell.group("sign") == "+" else -1) * change / 100
        if ratio <= 0:
            return None
        speedup, unit, value = (1 / ratio if dims == {"latency"} else ratio), parse_unit("%"), (change if cell.group("sign") == "+" else -change)
    draft = _output_draft("scaling", pos, line, m.start(), m.end(), block, index, unit, value, "benchmark output")
    draft.scaling = Scaling(speedup=round(speedup, 4), baseline="the old run")
    draft.has_baseline = True
    return draft


def _unit_column_rows(index: int, block: Block, lines: list[str]) -> list[Draft]:
    """Rows of numbers a program printed under a header whose columns name time or rate units ("step_ms", "img/s",
    "tokens/s", "s/iter"): one measured claim per such cell. Columns of other units (counts, bytes) are not read."""
    out: list[Draft] = []
    units: list | None = None
    aligned = False  # NOTE: whether the header's names were set apart by runs of spaces
    for pos, line in _lines_at(block, lines):
        cells = None
        tag = _RANK_TAG.match(line)
        if tag:  # NOTE: "[rank 1]  #bytes ...", "[1,0]<stdout>: 65536 ...": the launcher's tag before what a rank printed
            pos, line = pos + tag.end(), line[tag.end():]
        fields = list(re.finditer(r"\S+", line))
        if not fields or _is_rule_line(line):
            continue  # NOTE: the rule under a header ("-----------") keeps the header's columns
        if units is not None and aligned and not _is_value_row(line):
            # NOTE: "CPU-Flat (query)      4.40     1_512.30": a row label of several words, the columns set apart by runs of
            # spaces as the header's names are
            cells = list(_ALIGNED_CELL.finditer(line))
            if len(cells) == len(units) and len(cells) >= 2 and all(_CELL_NUMBER.fullmatch(c.group(0)) or _RATIO_CELL_TEXT.fullmatch(c.group(0))
                                                                    for c in cells[1:]):  # NOTE: benchstat's "2.95x", "-66.33%" beside the rates
                fields = cells
        if units is not None and _MESSAGE_LINE.search(line) and not _is_value_row(line) and fields is not cells:
            continue  # NOTE: "Conflicting CPU frequency values detected: 3200 != 4800.": a warning between the header and its rows
        if not _is_value_row(line) and fields is not cells:
            names: list[str] = []
            for m in fields:  # NOTE: "BW peak[MiB/sec]", "99% percentile[usec]": a name in two words over one column
                if names and "[" in m.group(0) and "[" not in names[-1] and not names[-1].startswith("#"):
                    names[-1] += " " + m.group(0)
                else:
                    names.append(m.group(0))
            aligned = False
            if "(" in line or _WORD_THEN_UNIT.search(line):
                # NOTE: a name of several words with its unit in parentheses ("Avg Speed (GB/s)") or after a word ("old MB/s",
                # Go's benchstat) spans one column of the rows below
                split = [n for n in _ALIGNED_NAMES.split(line.strip()) if n]
                if len(split) >= 2 and any(re.search(r"\([^()]+\)\s*$", n) or _WORD_THEN_UNIT.search(n) for n in split):
                    names, aligned = split, True
                elif len(split) < 2 and (closed := _NAMES_CLOSED.findall(line)) and len(closed) >= 2 and "".join(closed).strip() == line.strip():
                    # NOTE: "Transfer Size (Bytes) Bandwidth(GB/s)" (CUDA's bandwidthTest): one space apart, each name ends in its unit
                    names = [n.strip() for n in closed]
            found = [_column_unit(n) if (not _DIGIT.search(n) or "/" in n or "_" in n or "[" in n) and not _SPREAD_NAME.search(n)
                     and not (k == 0 and _TIME_AXIS_NAME.fullmatch(n)) else None
                     for k, n in enumerate(names)]  # NOTE: "Time [s]" first: when each row was printed, the series' clock
            if {"sy", "id"} <= {n.lower() for n in names}:
                found = [None if n.lower() == "us" else u for n, u in zip(names, found)]  # NOTE: vmstat's "us sy id wa": shares of CPU time, "us" the user's
            units = found if any(u is not None and u.dimension in _RATE_KIND for u in found) and len(names) >= 2 else None
            compared = [k for k, n in enumerate(names) if _CHANGE_NAME.fullmatch(n)] if units else []
            continue
        if units is None or len(units) != len(fields):
            continue  # NOTE: a header of another width ("99% percentile[usec]" is two words) cannot be aligned safely
        for k, m in enumerate(fields):
            unit = units[k]
            value = parse_number(m.group(0))
            if k in compared and (draft := _change_cell(index, block, pos, line, m, [u for u in units if u is not None and u.dimension in _RATE_KIND])) is not None:
                out.append(draft)
                continue
            if unit is None or value is None or unit.dimension not in _RATE_KIND:
                continue
            out.append(_output_draft(_RATE_KIND[unit.dimension], pos, line, m.start(), m.end(), block, index, unit, value, "benchmark output"))
    return out


def _json_metrics(index: int, block: Block, lines: list[str]) -> list[Draft]:
    """Metrics a benchmark printed as JSON or a dict, each key naming its unit: measured latencies and rates.
    Settings ("timeout_s", "max_wait_ms") are not read."""
    out = []
    for pos, line in _lines_at(block, lines):
        for m in _JSON_METRIC.finditer(line):
            if _SETTING_COLUMN.search(m.group("key").replace("_", " ")) or _SPREAD_HEAD.search(m.group("key")):
                continue  # NOTE: llama-bench's "stddev_ns": the spread of the figure beside it, not a figure of its own
            suffix = (m.group("suffix") or "ts").lower()  # NOTE: llama-bench's "avg_ts": tokens per second
            unit = parse_unit(_SUFFIX_UNIT.get(suffix, suffix))
            value = parse_number(m.group("num"))
            if unit is None or value is None or unit.dimension not in _RATE_KIND:
                continue
            out.append(_output_draft(_RATE_KIND[unit.dimension], pos, line, m.start("num"), m.end("num"), block, index, unit, value, "benchmark output"))
    return out


# iperf3's totals ("[  5]   0.00-10.00  sec  1.10 GBytes   943 Mbits/sec    0   sender"), not its per-interval lines
_IPERF_TOTAL = re.compile(r"^\s*\[\s*(?:\d+|SUM)\]\s+[\d.]+-\s*[\d.]+\s+sec\s+[\d.]+\s+[KMGT]?Bytes\s+(?P<num>[\d.]+)\s+(?P<unit>[KMGT]bits/sec)"
                          r"(?:\s+\S+){0,4}?\s+(?:sender|receiver)\s*$")
# iperf 2's lines, which print no sender/receiver total: the ones over the whole run ("[SUM]  0.0-10.0 sec  109 GBytes  93.6
# Gbits/sec"), from second 0 to the last second any line reaches
_IPERF2_LINE = re.compile(r"^\s*\[\s*(?:\d+|SUM)\]\s+(?P<start>[\d.]+)-\s*(?P<end>[\d.]+)\s+sec\s+[\d.]+\s+[KMGT]?Bytes\s+(?P<num>[\d.]+)\s+"
                          r"(?P<unit>[KMGT]bits/sec)\s*$")
# fio's per-job line ("read: IOPS=316k, BW=1234MiB/s (1294MB/s)(12.1GiB/10001msec)") and group line ("READ: bw=1234MiB/s (1294MB/s), ...")
_FIO_JOB = re.compile(r"^\s*(?:read|write|trim)\s*:\s*IOPS=(?P<iops>[\d.]+)(?P<k>[kKM]?),\s*BW=(?P<bw>[\d.]+)(?P<bwu>[KMGT]i?B/s)")
# fio's latency line ("     lat (usec): min=9, max=212, avg=10.66, stdev= 1.05"): its mean; the completion latency
# ("clat") only where the total is not printed
_FIO_LAT = re.compile(r"^\s*(?P<which>c?lat|sync)\s*\((?P<unit>nsec|usec|msec)\)\s*:\s*min=\s*[\d.]+[kKM]?,\s*max=\s*[\d.]+[kKM]?,\s*avg=\s*(?P<avg>[\d.]+)")
# ping's reply lines ("64 bytes from 10.1.2.3: icmp_seq=18 ttl=239 time=7.43 ms") and its summary ("rtt min/avg/max/mdev =
# 0.414/0.504/0.582/0.044 ms", "round-trip min/avg/max/stddev = ...")
_PING_REPLY = re.compile(r"^\s*\d+\s+bytes\s+from\s+\S+.*?\btime[=<]\s*(?P<num>[\d.]+)\s*(?P<unit>ms|us|µs)\b")
_PING_SUMMARY = re.compile(r"^\s*(?:rtt|round-trip)\s+min/avg/max/(?:mdev|stddev)\s*=\s*[\d.]+/(?P<num>[\d.]+)/[\d.]+/[\d.]+\s*(?P<unit>ms|us)\b", re.M)
_FIO_GROUP = re.compile(r"^\s*(?:READ|WRITE|TRIM)\s*:\s*bw=(?P<bw>[\d.]+)(?P<bwu>[KMGT]i?B/s)")


# the summary a load generator prints (hey, ghz, oha, wrk): its request rate, its slowest, fastest and mean request, and
# its latency distribution ("  Requests/sec:\t43566.37", "  Slowest:\t70.97 ms", "  99 % in 4.78 ms", "     99%    4.78ms")
_LOADGEN_RATE = re.compile(r"^\s*Requests/sec\s*:\s*(?P<num>[0-9][0-9,]*(?:\.[0-9]+)?)\s*$")
# wrk's thread statistics of latency ("    Latency   412.10us  120.33us   5.02ms   90.11%": average, spread, maximum) and its
# bytes read per second ("Transfer/sec:      9.81MB")
_WRK_LATENCY = re.compile(r"^\s*Latency\s+(?P<avg>[0-9][0-9.]*)(?P<avgu>us|ms|s)\s+[0-9][0-9.]*(?:us|ms|s)\s+(?P<max>[0-9][0-9.]*)(?P<maxu>us|ms|s)\s+[0-9.]+%\s*$")
_WRK_TRANSFER = re.compile(r"^\s*Transfer/sec\s*:\s*(?P<num>[0-9][0-9.]*)(?P<unit>[KMGT]i?B)\s*$")
_LOADGEN_TIME = re.compile(r"^\s*(?:(?:Slowest|Fastest|Average)\s*:|[0-9]{1,2}(?:\.[0-9]+)?\s*%(?:\s+in)?)\s+(?P<num>[0-9][0-9,]*(?:\.[0-9]+)?)\s*"
                           r"(?P<unit>ms|secs?|s|us|µs|ns)\s*$")


# a model's row of a benchmark that prints the fastest, slowest and mean of its loops without a unit (benchncnn's
# "      resnet50  min =   21.70  max =   23.05  avg =   22.18", in ms)
_MIN_MAX_AVG = re.compile(r"^\s*(?P<name>[A-Za-z][\w.+-]*)\s+min\s*=\s*[0-9][0-9.]*\s+max\s*=\s*[0-9][0-9.]*\s+avg\s*=\s*(?P<num>[0-9][0-9.]*)\s*$")


# the STREAM memory benchmark's table: "Function    Best Rate MB/s  Avg time     Min time     Max time", then a row per kernel
# ("Triad:          44310.2     0.005601     0.005417     0.005872"), its best rate first
_STREAM_HEADER = re.compile(r"^\s*Function\s+Best\s+Rate\s+(?P<unit>[KMGT]i?B/s)\s+Avg\s+time\b", re.M)
_STREAM_ROW = re.compile(r"^\s*(?:Copy|Scale|Add|Triad)\s*:\s+(?P<num>[0-9]+(?:\.[0-9]+)?)\s+[0-9.]+\s+[0-9.]+\s+[0-9.]+\s*$")


def _printed_rows(index, block, lines, row: re.Pattern, kind: str, unit: ParsedUnit, cue: str) -> list[Draft]:
    """A measured figure (group ``num`` of ``row``) from each line of the block that ``row`` matches."""
    out = []
    for pos, line in _lines_at(block, lines):
        m = row.match(line)
        if m and (value := parse_number(m.group("num"))) is not None:
            out.append(_output_draft(kind, pos, line, m.start("num"), m.end("num"), block, index, unit, value, cue))
    return out


def _stream_rows(index, block, lines) -> list[Draft]:
    """The best rate of each kernel under STREAM's header: a measured memory bandwidth in the header's unit."""
    header = _STREAM_HEADER.search(block.text)
    unit = parse_unit(header.group("unit")) if header else None
    return _printed_rows(index, block, lines, _STREAM_ROW, "bandwidth", unit, "STREAM output") if unit is not None else []


def _min_max_avg_rows(index, block, lines) -> list[Draft]:
    """The mean time of each row a benchmark printed as "name min = a max = b avg = c": a measured latency in the unit the
    tool leaves unsaid (its spread printed beside it)."""
    return _printed_rows(index, block, lines, _MIN_MAX_AVG, "latency", UNSTATED, "benchmark output")


# Rust's criterion: "encode/4096   time:   [2.1140 µs 2.1302 µs 2.1488 µs]" and "thrpt:  [1.77 GiB/s 1.79 GiB/s 1.80 GiB/s]":
# the estimate between the bounds of its confidence interval (a "change:" line's percentages are against the last run)
_NUM_UNIT = r"([0-9][0-9,]*(?:\.[0-9]+)?)\s*([A-Za-zµμ/]+)"
_CRITERION_LINE = re.compile(r"^(?P<lead>.*?\b(?:time|thrpt):\s*)\[\s*" + _NUM_UNIT + r"\s+" + _NUM_UNIT + r"\s+" + _NUM_UNIT + r"\s*\]")
# divan: a header "fastest │ slowest │ median │ mean │ samples │ iters" over a tree of rows, each cell a time, the line under
# it (when the bench sets a throughput) a rate per cell
_DIVAN_HEAD = re.compile(r"\bfastest\s*│\s*slowest\s*│\s*median\s*│\s*mean\b")
_DIVAN_CELL = re.compile(r"\s*" + _NUM_UNIT + r"\s*$")


def _match_draft(m: re.Match, num, unit_group, pos: int, line: str, block: Block, index: int, cue: str, kind: str | None = None) -> Draft | None:
    """The figure a reader's match holds (its number and unit groups) as a measured draft of ``kind`` (by default the kind
    its unit's dimension names); None when the number or the unit does not parse."""
    unit, value = parse_unit(m.group(unit_group)), parse_number(m.group(num))
    kind = kind or (_RATE_KIND.get(unit.dimension) if unit is not None else None)
    if unit is None or value is None or kind is None:
        return None
    return _output_draft(kind, pos, line, m.start(num), m.end(unit_group), block, index, unit, value, cue)


def _number_draft(m: re.Match, group, pos: int, line: str, block: Block, index: int, unit: ParsedUnit, cue: str, kind: str | None = None) -> Draft | None:
    """The number a reader's match holds in ``group``, in the unit the format gives it (a column's or a label's), as a
    measured draft of ``kind`` (by default the kind the unit's dimension names); None when the number does not parse."""
    value = parse_number(m.group(group))
    kind = kind or _RATE_KIND.get(unit.dimension)
    if value is None or kind is None:
        return None
    return _output_draft(kind, pos, line, m.start(group), m.end(group), block, index, unit, value, cue)


def _criterion_estimates(index, block, lines) -> list[Draft]:
    """The estimate of each "time:" or "thrpt:" line criterion printed (the middle of its interval's three figures): a
    measured latency or rate, one claim a line."""
    out = []
    for pos, line in _lines_at(block, lines):
        m = _CRITERION_LINE.match(line)
        # NOTE: "change: time: [-2.0% -1.2% -0.4%]": a change against the last run (a % has no kind), not a result
        if m is not None and (draft := _match_draft(m, 4, 5, pos, line, block, index, "criterion output")) is not None:
            out.append(draft)
    return out


def _divan_medians(index, block, lines) -> list[Draft]:
    """The median of each row divan printed under its "fastest │ slowest │ median │ mean" header, the time and, on the line
    under it, the rate: a measured latency or rate, one claim a line."""
    out, column = [], None
    for pos, line in _lines_at(block, lines):
        if column is None:
            if head := _DIVAN_HEAD.search(line):
                # NOTE: the median's cell by its place under the header, the columns aligned: a row's tree ("│  ├─ 64") has bars too
                lo = line.index("│", line.index("│", head.start()) + 1) + 1  # NOTE: past "fastest │ slowest │"
                column = (lo, line.index("│", lo))
            continue
        m = _DIVAN_CELL.match(line, *column)
        if m is not None and (draft := _match_draft(m, 1, 2, pos, line, block, index, "divan output")) is not None:
            out.append(draft)
    return out


# Go's testing package: "BenchmarkParse-8   1000000   1053 ns/op   97.21 MB/s   480 B/op   7 allocs/op", a benchmark's name and
# GOMAXPROCS, its iteration count, the time per operation and, when the bench sets its bytes, the rate; memory per operation
# (B/op, allocs/op) is no speed
_GO_BENCH_LINE = re.compile(r"^\s*Benchmark[_/]?(?P<name>\S*?)(?:-\d+)?\s+\d+\s+(?P<num>\d[\d,]*(?:\.\d+)?)\s+(?P<unit>ns/op)\b"
                            r"(?:\s+(?P<rate>\d[\d,]*(?:\.\d+)?)\s+(?P<runit>MB/s)\b)?")


# benchstat's comparison row: "Encode-16  41.2MB/s ± 3%  47.9MB/s ± 1%  +16.26%  (p=0.000 n=10+10)" (v1) or, under a "sec/op"
# header, "Scan-8  3.104m ± 2%  2.611m ± 1%  -15.88% (p=0.002 n=6)" (v2): the change from the old run to the new, its
# p-value and sample counts after it
_BENCHSTAT_DELTA = re.compile(r"(?<![\w.])(?P<delta>[+\-−][0-9]+(?:\.[0-9]+)?%)\s+\(p=[0-9.]+\s+n=[0-9]+(?:\+[0-9]+)?\)")
_BENCHSTAT_TIME_UNIT = re.compile(r"(?:sec|ns|us|µs|μs|ms|s)/op\b|[0-9](?:ns|µs|μs|us|ms|s|[nµμm])(?=\s)")  # "sec/op", "1.2ms", "3.104m"
_BENCHSTAT_RATE_UNIT = re.compile(r"[0-9.][KMGT]?i?B/s\b|\bB/s\b|\bMB/s\b|/s\b")  # "41.2MB/s", a "B/s" header


def _benchstat_deltas(index, block, lines) -> list[Draft]:
    """The change benchstat printed between the old run and the new of a time or a rate: a measured speed-up over the old
    run (a rate +16% is 1.16x, a time -20% is 1.25x); changes of allocations or bytes per operation are no speed."""
    out, header_unit = [], None
    for pos, line in _lines_at(block, lines):
        m = _BENCHSTAT_DELTA.search(line)
        if m is None:
            if line.strip() and not _DIGIT.search(line.split("(")[0]):
                header_unit = "time" if _BENCHSTAT_TIME_UNIT.search(line) else "rate" if _BENCHSTAT_RATE_UNIT.search(line) else None if (
                    "/op" in line or "B/s" in line or "/s" in line) else header_unit
            continue
        cells = line[:m.start()]
        own = "time" if _BENCHSTAT_TIME_UNIT.search(cells) else "rate" if _BENCHSTAT_RATE_UNIT.search(cells) else None
        if re.search(r"\b(?:B|allocs)/op\b", cells):
            continue  # NOTE: "alloc/op", "allocs/op": memory a run used, no speed
        what = own or header_unit
        change = parse_number(m.group("delta").lstrip("+-−"))
        if what is None or change is None or (m.group("delta")[0] != "+" and change >= 100):
            continue
        sign = 1 if m.group("delta")[0] == "+" else -1
        ratio = 1 + sign * change / 100
        speedup = ratio if what == "rate" else 1 / ratio
        draft = _output_draft("scaling", pos, line, m.start("delta"), m.end("delta"), block, index, parse_unit("%"), sign * change, "benchstat output")
        draft.scaling = Scaling(speedup=round(speedup, 4), baseline="the old run")
        draft.has_baseline = True
        out.append(draft)
    return out


# CoreMark's report: "Iterations/Sec   : 382.165605", "CoreMark 1.0 : 382.165605 / GCC12.2.0 -O3 / Flash" (the score, iterations a
# second) and a score per clock, "CoreMark/MHz : 2.65" or "382.16 / 144MHz = 2.65/MHz"; "Total time (secs)" and "Total ticks" are
# how long it chose to run, "Iterations" how many it ran
_COREMARK_LINE = re.compile(r"^\s*CoreMark\s+[0-9.]+\s*:\s*[0-9]|^\s*CoreMark Size\s*:", re.M)
_COREMARK_RUN_LENGTH = re.compile(r"\s*Total\s+(?:time|ticks)\b|\s*Iterations\s*:", re.I)
_COREMARK_RATE = re.compile(r"^\s*(?:Iterations/Sec|CoreMark\s+[0-9.]+)\s*:\s*(?P<num>[0-9]+(?:\.[0-9]+)?)(?![0-9.])")
_COREMARK_PER_MHZ = re.compile(r"(?:^\s*CoreMark\s*/\s*MHz\s*:\s*|=\s*)(?P<num>[0-9]+(?:\.[0-9]+)?)(?P<unit>\s*(?:Core[Mm]arks?\s*)?/\s*MHz)?(?![0-9.])")


def _coremark_rates(index, block, lines) -> list[Draft]:
    """The rates CoreMark printed: its iterations a second (the CoreMark score), and the score per MHz of clock: measured."""
    out = []
    for pos, line in _lines_at(block, lines):
        m = _COREMARK_RATE.match(line)
        if m is not None:
            out.append(_output_draft("throughput", pos, line, m.start("num"), m.end("num"), block, index, parse_unit("it/s"),
                                     parse_number(m.group("num")), "CoreMark output"))
            continue
        m = _COREMARK_PER_MHZ.search(line)
        if m is not None and (m.group("unit") or line.lstrip().lower().startswith("coremark")):
            out.append(_output_draft("throughput", pos, line, m.start("num"), m.end(), block, index, ParsedUnit("CoreMark/MHz", "rate"),
                                     parse_number(m.group("num")), "CoreMark output"))
    return out


def _go_bench_rows(index, block, lines) -> list[Draft]:
    """The time per operation of each line Go's benchmark runner printed, and its rate when it printed one: measured."""
    out = []
    for pos, line in _lines_at(block, lines):
        m = _GO_BENCH_LINE.match(line)
        if m is None:
            continue
        for num, unit_group, kind in (("num", "unit", "latency"), ("rate", "runit", "bandwidth")):
            if m.group(num) is not None and (draft := _match_draft(m, num, unit_group, pos, line, block, index, "go test -bench output", kind)):
                if m.group("name"):
                    draft.bench_conditions = {"workload": [m.group("name")]}  # NOTE: the benchmark's name is what ran
                out.append(draft)
    return out


# openssl speed: under "The 'numbers' are in 1000s of bytes per second processed.", a header "type  16 bytes  64 bytes ..." over
# rows "sha256   301522.11k   811300.42k ...", each cell the thousands of bytes hashed or ciphered a second at that block size
_OPENSSL_SPEED_HEAD = re.compile(r"^\s*type\s+((?:[0-9]+\s+bytes\s*)+)$")
_OPENSSL_SPEED_CELL = re.compile(r"(?<!\S)([0-9]+(?:\.[0-9]+)?)k(?!\S)")


_OPENSSL_RUN_LABEL = re.compile(r"\s*(?:[$#>]\s*)?(?:openssl\s+speed\b|Doing\s|\+[A-Z]|[^:\n]{1,100}:\s*$)")
# its public-key tables: "sign  verify  sign/s verify/s" (or "op  op/s") over "rsa 2048 bits 0.000962s 0.000028s  1039.5  35559.8",
# " 256 bits ecdsa (nistp256)   0.0000s   0.0001s  41210.3  13220.8": the time of one operation, then the operations a second
_OPENSSL_PK_HEAD = re.compile(r"^\s*(?:sign\s+verify\s+sign/s\s+verify/s|(?:encaps|keygen|encrypt)\s+\w+\s+\w+/s\s+\w+/s|op\s+op/s)\s*$")
_OPENSSL_PK_ROW = re.compile(r"^\s*(?P<name>\S.*?\bbits\b.*?)\s+[0-9.]+s(?:\s+[0-9.]+s)?(?P<rates>(?:\s+[0-9]+(?:\.[0-9]+)?){1,2})\s*$")


def _openssl_pk_rows(index, block, lines) -> list[Draft]:
    """The rates of openssl speed's public-key tables: each "sign/s", "verify/s" or "op/s" cell a measured throughput in
    operations a second, the algorithm and key size its workload (the time of one operation before them says the same)."""
    out, names = [], None
    for pos, line in _lines_at(block, lines):
        if _OPENSSL_PK_HEAD.match(line):
            names = [w for w in line.split() if w.endswith("/s")]
            continue
        m = _OPENSSL_PK_ROW.match(line) if names else None
        if m is None:
            names = names if not line.strip() or _OPENSSL_RUN_LABEL.match(line) else None
            continue
        rates = list(re.finditer(r"[0-9]+(?:\.[0-9]+)?", line[m.start("rates"):]))
        if len(rates) != len(names):
            continue
        for name, r in zip(names, rates):
            lo = m.start("rates") + r.start()
            draft = _output_draft("throughput", pos, line, lo, lo + len(r.group(0)), block, index, parse_unit("ops/s"),
                                  parse_number(r.group(0)), "openssl speed output")
            draft.bench_conditions = {"workload": [f"{' '.join(m.group('name').split())} {name[:-2]}"]}
            out.append(draft)
    return out


def _openssl_speed_rows(index, block, lines) -> list[Draft]:
    """Each cell of the rows openssl speed printed under its block-size header: a measured rate in KB/s, the algorithm and
    the block size its workload."""
    out, sizes = [], None
    for pos, line in _lines_at(block, lines):
        head = _OPENSSL_SPEED_HEAD.match(line)
        if head is not None:
            sizes = re.findall(r"[0-9]+\s+bytes", head.group(1))
            continue
        cells = list(_OPENSSL_SPEED_CELL.finditer(line)) if sizes else []
        if not cells or len(cells) != len(sizes) or not line[:cells[0].start()].strip():
            # NOTE: the table ends at a line of another shape; not at a blank line or a label of the next run between its rows
            # ("openssl speed -evp aes-256-gcm (with AES-NI):", "Doing aes-256-gcm for 3s on 16 size blocks: ...")
            sizes = sizes if not line.strip() or cells or _OPENSSL_RUN_LABEL.match(line) else None
            continue
        name = line[:cells[0].start()].strip()
        for size, cell in zip(sizes, cells):
            draft = _output_draft("bandwidth", pos, line, cell.start(), cell.end(), block, index, parse_unit("KB/s"),
                                  parse_number(cell.group(1)), "openssl speed output")
            draft.bench_conditions = {"workload": [f"{name} {size}"]}
            out.append(draft)
    return out


# a time per unit of work printed on a line of output ("PoolAlloc  64 bytes  100000000 allocs  5 ns per alloc")
_PREMISE_LINE = re.compile(r"\s*(?:#\s*)?(?:if|when|assume|assuming|suppose)\b", re.I)
_PER_ITEM_TIME_LINE = re.compile(rf"(?<![\w.])(?P<num>[0-9][0-9,]*(?:\.[0-9]+)?)\s*(?P<unit>ns|us|µs|μs|ms)\s+per\s+{PER_ITEM}\b")


def _per_item_times(index, block, lines) -> list[Draft]:
    """The times per unit of work a program printed, one claim each: measured latencies."""
    out = []
    for pos, line in _lines_at(block, lines):
        if _ARITH.search(line) or _PREMISE_LINE.match(line):
            continue  # NOTE: "If 40ms per step, need: 6GB / 0.04s = 150 GB/s": a premise worked out, nothing printed
        out.extend(d for m in _PER_ITEM_TIME_LINE.finditer(line) if (d := _match_draft(m, "num", "unit", pos, line, block, index, "program output")))
    return out


# vegeta's report: "Requests  [total, rate, throughput]  30000, 100.00, 99.98" (the rate offered, then the rate got) and
# "Latencies  [min, mean, 50, 90, 95, 99, max]  210.5µs, 480.2µs, ...", each value under its name in the brackets
_VEGETA_LINE = re.compile(r"^\s*(Requests|Latencies)\s+\[([^\]\n]+)\]\s+(\S.*?)\s*$")
_VEGETA_TIME = re.compile(r"([0-9]+(?:\.[0-9]+)?)(ns|µs|μs|us|ms|s)")


def _vegeta_report(index, block, lines) -> list[Draft]:
    """The achieved request rate and the latencies of a vegeta report: measured, each under the name its brackets give."""
    out = []
    for pos, line in _lines_at(block, lines):
        m = _VEGETA_LINE.match(line)
        if m is None:
            continue
        names = [n.strip() for n in m.group(2).split(",")]
        values = list(re.finditer(r"[^,\s][^,]*", line[m.start(3):]))
        if len(names) != len(values):
            continue
        for name, v in zip(names, values):
            lo, text = m.start(3) + v.start(), v.group(0).rstrip()
            if m.group(1) == "Requests":
                if name != "throughput" or (value := parse_number(text)) is None:
                    continue  # NOTE: "total" is a count, "rate" the rate the attack was set to
                draft = _output_draft("throughput", pos, line, lo, lo + len(text), block, index, parse_unit("requests/s"), value, "vegeta output")
            else:
                t = _VEGETA_TIME.fullmatch(text)
                if t is None:
                    continue  # NOTE: "1m2.5s": a Go duration of minutes, no request's latency
                draft = _output_draft("latency", pos, line, lo, lo + len(text), block, index, parse_unit(t.group(2)), parse_number(t.group(1)), "vegeta output")
            out.append(draft)
    return out


# sysbench 1.x's summary: "transactions:   3120044 (51999.10 per sec.)" (the rate, not the count), and under its "Latency (ms):"
# header the mean and the percentile ("avg:  0.61", "95th percentile:  0.94"); "total time:" is the length the run was set to
_SYSBENCH_RATE = re.compile(r"^\s*(?P<what>transactions|queries|events|reads|writes)\s*:\s*\d+\s+\(\s*(?P<num>\d+(?:\.\d+)?)\s+per\s+sec\.\)")
_SYSBENCH_LATENCY_HEAD = re.compile(r"^\s*Latency\s+\((?P<unit>ms|us|µs|ns|s)\)\s*:\s*$")
_SYSBENCH_STATISTIC = re.compile(r"^\s+(?:avg|\d+(?:\.\d+)?th\s+percentile)\s*:\s*(?P<num>\d+(?:\.\d+)?)\s*$")


def _sysbench_summary(index, block, lines) -> list[Draft]:
    """The rates and the mean and percentile latencies of sysbench 1.x's summary: measured, one claim a line."""
    out, unit = [], None
    for pos, line in _lines_at(block, lines):
        if (head := _SYSBENCH_LATENCY_HEAD.match(line)) is not None:
            unit = parse_unit(head.group("unit"))
            continue
        if unit is not None and (m := _SYSBENCH_STATISTIC.match(line)) is not None:
            out.append(_number_draft(m, "num", pos, line, block, index, unit, "sysbench output"))
            continue
        if not line.startswith((" ", "\t")):
            unit = None  # NOTE: the latency statistics end with their indented lines
        if (m := _SYSBENCH_RATE.match(line)) is not None:
            out.append(_number_draft(m, "num", pos, line, block, index, ParsedUnit(f"{m.group('what')}/s", "rate"), "sysbench output"))
    return [d for d in out if d is not None]


# YCSB's report: "[OVERALL], Throughput(ops/sec), 98911.97", "[READ], AverageLatency(us), 312.5", "[READ], 99thPercentileLatency(us), 1203"
# (not its counts, run time or minimum and maximum)
_YCSB_LINE = re.compile(r"^\s*\[(?P<op>[A-Z][A-Z_-]*)\],\s*(?P<metric>Throughput\(ops/sec\)|(?:Average|\d+(?:\.\d+)?th\s?Percentile)Latency\((?P<unit>us|ms)\)),\s*(?P<num>\d+(?:\.\d+)?)\s*$")


def _ycsb_report(index, block, lines) -> list[Draft]:
    """The overall throughput and each operation's mean and percentile latencies of a YCSB report: measured."""
    out = []
    for pos, line in _lines_at(block, lines):
        m = _YCSB_LINE.match(line)
        if m is None:
            continue
        out.append(_number_draft(m, "num", pos, line, block, index, parse_unit(m.group("unit")) if m.group("unit") else OPS_PER_SECOND, "YCSB output"))
    return [d for d in out if d is not None]


# JMH's results under "Benchmark  (param)  Mode  Cnt  Score  Error  Units": each benchmark's score, a rate in throughput
# mode ("thrpt ... 298.115 ± 1.207 ops/s") or a time per operation in average-time mode ("avgt ... 41.3 ± 0.2 ns/op"); its
# secondary metrics ("ReadBench.read:gc.alloc.rate", "...:p0.99") are the profiler's or a sample's, not the benchmark's score
_JMH_HEAD = re.compile(r"(?m)^\s*Benchmark\s+(?:\(\w+\)\s+)*Mode\s+Cnt\s+Score\b")
_JMH_ROW = re.compile(r"^\s*[\w$.]+(?:\s+\S+)*?\s+(?:thrpt|avgt|sample|ss)\s+(?:\d+\s+)?(?P<num>\d[\d,]*(?:\.\d+)?)\s+(?:±\s+\S+\s+)?"
                      r"(?P<unit>ops/(?:s|ms|us|ns)|(?:s|ms|us|ns)/op)\s*$")
_JMH_RATE_SCALE = {"s": 1.0, "ms": 1e3, "us": 1e6, "ns": 1e9}


def _jmh_scores(index, block, lines) -> list[Draft]:
    """The score of each benchmark JMH printed: a measured rate (thrpt) or latency (avgt, ss), one claim a row."""
    out = []
    for pos, line in _lines_at(block, lines):
        m = _JMH_ROW.match(line)
        if m is None or ":" in line[:m.start("num")]:
            continue  # NOTE: "Bench.read:gc.alloc.rate  thrpt ... MB/sec": a secondary metric, not the score
        unit = m.group("unit")
        out.append(_number_draft(m, "num", pos, line, block, index,
                                 ParsedUnit(unit, "rate", _JMH_RATE_SCALE[unit[4:]]) if unit.startswith("ops/") else parse_unit(unit), "JMH output"))
    return [d for d in out if d is not None]


# redis-benchmark's summary: "throughput summary: 166000.00 requests per second", and under "latency summary (msec):" a line
# of names ("avg  min  p50  p95  p99  max") over their values: the rate, the mean and the percentiles (not the least or the
# most); its "Latency by percentile distribution" lines are the same run's histogram, which the summary sums up
_REDIS_THROUGHPUT = re.compile(r"^\s*throughput summary:\s*(?P<num>\d+(?:\.\d+)?)\s+requests per second\s*$")
_REDIS_LATENCY_HEAD = re.compile(r"^\s*latency summary \((?P<unit>msec|usec)\):\s*$")
_SUMMARY_STATISTICS = ("avg", "p50", "p95", "p99", "p99.9")


def _redis_benchmark_summary(index, block, lines) -> list[Draft]:
    """The request rate and the mean and percentile latencies of redis-benchmark's summary: measured."""
    out = []
    at = list(_lines_at(block, lines))
    for k, (pos, line) in enumerate(at):
        if (m := _REDIS_THROUGHPUT.match(line)) is not None:
            out.append(_number_draft(m, "num", pos, line, block, index, parse_unit("requests/s"), "redis-benchmark output"))
        elif (m := _REDIS_LATENCY_HEAD.match(line)) is not None and k + 2 < len(at):
            names, (vpos, values) = at[k + 1][1].split(), at[k + 2]
            cells = list(re.finditer(r"\S+", values))
            if len(cells) != len(names):
                continue
            unit = parse_unit(m.group("unit")[0] + "s")
            out.extend(_number_draft(cell, 0, vpos, values, block, index, unit, "redis-benchmark output")
                       for name, cell in zip(names, cells) if name.lower() in _SUMMARY_STATISTICS)
    return [d for d in out if d is not None]


# memtier_benchmark's table ("Type  Ops/sec  Hits/sec  Misses/sec  Avg. Latency  p50 Latency  p99 Latency  KB/sec"), one row a
# command type: its rate, its mean and percentile latencies (in milliseconds) and its bytes a second; hits and misses are
# shares of the rate, and "---" no value
_MEMTIER_HEAD = re.compile(r"(?m)^\s*Type\s+Ops/sec\s")
_MEMTIER_COLUMNS = {"ops/sec": "ops/s", "avg. latency": "ms", "kb/sec": "KB/s"}


def _memtier_stats(index, block, lines) -> list[Draft]:
    """Each command type's rate, latencies and bandwidth in memtier_benchmark's stats table: measured."""
    out, columns = [], None
    for pos, line in _lines_at(block, lines):
        if _MEMTIER_HEAD.match(line):
            columns = [c.strip().lower() for c in re.split(r"\s{2,}", line.strip())]
            continue
        cells = list(re.finditer(r"\S+", line))
        if columns is None or len(cells) != len(columns) or not cells[0].group(0)[:1].isalpha():
            continue
        for name, cell in zip(columns[1:], cells[1:]):
            unit = _MEMTIER_COLUMNS.get(name) or ("ms" if re.fullmatch(r"p[0-9.]+ latency", name) else None)
            if unit is not None and (draft := _number_draft(cell, 0, pos, line, block, index, parse_unit(unit), "memtier output")) is not None and draft.value > 0:
                out.append(draft)  # NOTE: "0.00" in a row no command of that type ran ("Waits")
    return out


# go-ycsb's line per operation: "READ   - Takes(s): 60.0, Count: 51200, OPS: 853.3, Avg(us): 2410, Min(us): 530, Max(us): 41000,
# 99th(us): 9000, 99.9th(us): 21000": the rate, the mean and the percentiles (not the count, the minimum or the maximum)
_GO_YCSB_LINE = re.compile(r"^\s*[A-Z][A-Z_-]*\s+-\s+Takes\(s\):\s*[\d.]+,")
_GO_YCSB_FIELD = re.compile(r"\b(?:OPS|(?:Avg|\d+(?:\.\d+)?th)\((?P<unit>us|ms)\)):\s*(?P<num>\d+(?:\.\d+)?)")


def _go_ycsb_lines(index, block, lines) -> list[Draft]:
    """The rate and the mean and percentile latencies of each operation's line go-ycsb printed: measured."""
    out = []
    for pos, line in _lines_at(block, lines):
        if not _GO_YCSB_LINE.match(line):
            continue
        out.extend(_number_draft(m, "num", pos, line, block, index, parse_unit(m.group("unit")) if m.group("unit") else OPS_PER_SECOND, "go-ycsb output")
                   for m in _GO_YCSB_FIELD.finditer(line))
    return [d for d in out if d is not None]


# cyclictest (rt-tests): "T: 0 ( 1201) P:90 I:500 C: 200000 Min:      7 Act:   11 Avg:   12 Max:     64", one line a thread, the
# wake-up latencies in microseconds (nanoseconds with -N/--nsecs)
_CYCLICTEST_LINE = re.compile(r"^\s*T:\s*\d+\s*\(\s*\d+\)\s*P:\s*\d+\s+I:\s*\d+\s+C:\s*\d+\s+Min:\s*\d+\s+Act:\s*\d+\s+"
                              r"Avg:\s*(?P<avg>\d+)\s+Max:\s*(?P<max>\d+)")
_NSECS_FLAG = re.compile(r"(?<![\w-])(?:-N\b|--nsecs\b)")


def _cyclictest_rows(index, block, lines) -> list[Draft]:
    """The average and the worst wake-up latency of each thread cyclictest printed: two measured latencies a line."""
    unit = parse_unit("ns" if _NSECS_FLAG.search(block.text) else "us")
    out = []
    for pos, line in _lines_at(block, lines):
        m = _CYCLICTEST_LINE.match(line)
        if m is None:
            continue
        for name in ("avg", "max"):
            out.append(_output_draft("latency", pos, line, m.start(name), m.end(name), block, index, unit, float(m.group(name)), "cyclictest output"))
    return out


# glmark2: "[build] use-vbo=false: FPS: 4120 FrameTime: 0.243 ms", a scene's frame rate and its frame time (one result)
_FPS_FRAMETIME = re.compile(r".*?\bFPS:\s*(?P<num>[0-9]+(?:\.[0-9]+)?)\s+FrameTime:\s*[0-9.]+\s*ms\b")


# a latency distribution printed one percentile a line ("50:    0.41   0.40", "99.99:  18.20  21.70", "p99 = 2.1"), its unit named
# once, in the block's title line or the lead-in above it ("---- SUMMARY (end to end, microseconds) ----")
# (multi-line: matched on a line, or searched for in a whole block)
_PERCENTILE_ROW = re.compile(r"^[ \t]*(?:[Pp](?=\d))?(?:50|75|90|95|97\.5|99(?:\.9+)?|999+|100)(?:\.0+)?[ \t]*(?:%|th)?[ \t]*[:=]?[ \t]+"
                             r"(?P<vals>[0-9][0-9,]*(?:\.[0-9]+)?(?:[ \t]+[0-9][0-9,]*(?:\.[0-9]+)?)*)[ \t]*$", re.M)
_NAMED_TIME_UNIT = re.compile(r"\b(nanoseconds|microseconds|milliseconds|nanos|micros|millis|usecs?|nsecs?|msecs?|ns|us|µs|μs|ms)\b", re.I)
_JAVA_TIME = {"nanos": "ns", "micros": "us", "millis": "ms"}  # NOTE: Java's time unit names, as JLBH and RocksDB print them


def _percentile_rows(index, block, lines, lead: str) -> list[Draft]:
    """The latencies of a distribution printed one percentile a line, in the one time unit the block's other lines or its
    lead-in name: a measured latency a figure."""
    rows = [(pos, line, m) for pos, line in _lines_at(block, lines) if (m := _PERCENTILE_ROW.match(line)) is not None]
    if len(rows) < 3:
        return []
    named = {u for line in lines if not _PERCENTILE_ROW.match(line) for w in _NAMED_TIME_UNIT.findall(line)
             if (u := parse_unit(_JAVA_TIME.get(w.lower(), w.lower()))) is not None}
    if not named:
        named = {u for w in _NAMED_TIME_UNIT.findall(lead) if (u := parse_unit(_JAVA_TIME.get(w.lower(), w.lower()))) is not None}
    if len(named) != 1:
        return []
    unit = named.pop()
    out = []
    for pos, line, m in rows:
        for v in re.finditer(r"[0-9][0-9,]*(?:\.[0-9]+)?", m.group("vals")):
            value = parse_number(v.group(0))
            if value is not None:
                lo = m.start("vals") + v.start()
                out.append(_output_draft("latency", pos, line, lo, lo + len(v.group(0)), block, index, unit, value, "benchmark output"))
    return out


# IOR's summary: "Max Write: 2210.40 MiB/sec (2317.77 MB/sec)" (the best of its repetitions), and under "Summary of all tests:"
# the rows "write  2210.40  2001.12  2105.77 ..." of "Operation  Max(MiB)  Min(MiB)  Mean(MiB)", in MiB a second
_IOR_MAX = re.compile(r"^\s*Max\s+(?:Write|Read):\s*(?P<num>[0-9]+(?:\.[0-9]+)?)\s*(?P<unit>[KMG]iB/sec|[KMG]B/sec)\b")
_IOR_SUMMARY_HEAD = re.compile(r"^\s*Operation\s+Max\((?P<unit>[KMG]iB|[KMG]B)\)\s+Min\([KMG]i?B\)\s+Mean\([KMG]i?B\)")
_IOR_SUMMARY_ROW = re.compile(r"^\s*(?:write|read)\s+[0-9.]+\s+[0-9.]+\s+(?P<num>[0-9]+(?:\.[0-9]+)?)\s")


# mdtest: "SUMMARY rate: (of 3 iterations)" over "Operation  Max  Min  Mean  Std Dev" and rows "File creation  :  1880.3 ...",
# operations a second
_MDTEST_RATE_HEAD = re.compile(r"^\s*SUMMARY\s+rate:")
_MDTEST_ROW = re.compile(r"^\s*[A-Za-z][A-Za-z ]*?\s*:\s+[0-9.]+\s+[0-9.]+\s+(?P<num>[0-9]+(?:\.[0-9]+)?)\s+[0-9.]+\s*$")


def _mdtest_rates(index, block, lines) -> list[Draft]:
    """The mean rate of each operation under mdtest's "SUMMARY rate:" (not its "SUMMARY time:"): a measured throughput in
    operations a second."""
    out, on = [], False
    for pos, line in _lines_at(block, lines):
        if _MDTEST_RATE_HEAD.match(line):
            on = True
        elif line.lstrip().startswith("SUMMARY"):
            on = False  # NOTE: "SUMMARY time:": seconds an operation took, another table
        elif on and (m := _MDTEST_ROW.match(line)) is not None:
            out.append(_output_draft("throughput", pos, line, m.start("num"), m.end("num"), block, index, OPS_PER_SECOND, float(m.group("num")),
                                     "benchmark output"))
    return out


def _ior_summary(index, block, lines) -> list[Draft]:
    """IOR's best rates ("Max Write:", "Max Read:") and the mean rate of each row of its summary of all tests: measured
    bandwidths, in the unit IOR names."""
    out, unit = [], None
    for pos, line in _lines_at(block, lines):
        if (m := _IOR_MAX.match(line)) is not None and (u := parse_unit(m.group("unit"))) is not None:
            out.append(_output_draft("bandwidth", pos, line, m.start("num"), m.end("unit"), block, index, u, float(m.group("num")), "IOR output"))
        elif (head := _IOR_SUMMARY_HEAD.match(line)) is not None:
            unit = parse_unit(f"{head.group('unit')}/s")
        elif unit is not None and (m := _IOR_SUMMARY_ROW.match(line)) is not None:
            out.append(_output_draft("bandwidth", pos, line, m.start("num"), m.end("num"), block, index, unit, float(m.group("num")), "IOR output"))
    return out


_INTERVAL_CUES = frozenset({"criterion output", "divan output", "go test -bench output"})  # the readers of one estimate a line among its spread (see Extractor._code)


# a duration a program logged under a name, after the log's level ("2024-02-01 10:00:05,100 - INFO - Baseline: 9.40 seconds",
# "[INFO] Cached: 4.31 s")
_LOGGED_TIME = re.compile(r"^.{0,40}?\bINFO\b\s*[\]:|-]*\s*(?:[\w.]+\s*[:|-]\s*)?(?P<key>[A-Za-z][\w .()/-]{0,40}?)\s*:\s*"
                          r"(?P<num>[0-9][0-9,]*(?:\.[0-9]+)?)\s*(?P<unit>seconds|secs?|s|ms|milliseconds)\.?\s*$")


_MD_PERF_HEAD = re.compile(r"^\s*\((ns|us|µs|ps)/day\)\s+\(hours?/(?:ns|us|µs|ps)\)\s*$")
_MD_PERF_ROW = re.compile(r"^\s*Performance:\s+(?P<num>[0-9][0-9.]*)\s+[0-9][0-9.]*\s*$")


def _md_performance(index, block, lines) -> list[Draft]:
    """The simulated time per day a molecular dynamics code printed at the end of its log (GROMACS's md.log: "(ns/day)
    (hour/ns)" over "Performance:  158.709  0.151"): a measured throughput."""
    out, unit = [], None
    for pos, line in _lines_at(block, lines):
        head = _MD_PERF_HEAD.match(line)
        if head:
            unit = parse_unit(f"{head.group(1)}/day")
            continue
        m = _MD_PERF_ROW.match(line) if unit is not None else None
        if m and (value := parse_number(m.group("num"))) is not None:
            out.append(_output_draft("throughput", pos, line, m.start("num"), m.end("num"), block, index, unit, value, "benchmark output"))
        unit = None
    return out


def _logged_times(index, block, lines) -> list[Draft]:
    """Durations a program logged at its INFO level under a name ("INFO - Baseline: 9.40 seconds"): each a measured
    latency, unless the name is a setting ("timeout", "interval")."""
    out = []
    for pos, line in _lines_at(block, lines):
        m = _LOGGED_TIME.match(line)
        if m and not _SETTING_COLUMN.search(m.group("key")) and (unit := parse_unit(m.group("unit"))) is not None \
                and (value := parse_number(m.group("num"))) is not None:
            out.append(_output_draft("latency", pos, line, m.start("num"), m.end("unit"), block, index, unit, value, "program output"))
    return out


def _loadgen_summary(index, block, lines) -> list[Draft]:
    """The rate and request times a load generator printed in its summary (a block with its "Requests/sec:" line): each
    measured."""
    out = []
    for pos, line in _lines_at(block, lines):
        if m := _LOADGEN_RATE.match(line):
            out.append(_output_draft("throughput", pos, line, m.start("num"), m.end("num"), block, index, ParsedUnit("requests/s", "rate"),
                                     parse_number(m.group("num")), "load generator output"))
        elif (m := _LOADGEN_TIME.match(line)) and (unit := parse_unit(m.group("unit"))) is not None:
            out.append(_output_draft("latency", pos, line, m.start("num"), m.end("unit"), block, index, unit,
                                     parse_number(m.group("num")), "load generator output"))
        elif m := _WRK_LATENCY.match(line):
            for num, unit_group in (("avg", "avgu"), ("max", "maxu")):
                out.append(_output_draft("latency", pos, line, m.start(num), m.end(unit_group), block, index, parse_unit(m.group(unit_group)),
                                         parse_number(m.group(num)), "load generator output"))
        elif (m := _WRK_TRANSFER.match(line)) and (unit := parse_unit(m.group("unit") + "/s")) is not None:
            out.append(_output_draft("bandwidth", pos, line, m.start("num"), m.end("unit"), block, index, unit,
                                     parse_number(m.group("num")), "load generator output"))
    return [d for d in out if d.value is not None]


def _tool_summaries(index, block, lines) -> list[Draft]:
    """The results iperf3 and fio print at the end of a run: each a measured bandwidth (or rate of I/O operations)."""
    out = []

    def rate(pos, line, m, num, unit_group, tool):
        if (draft := _match_draft(m, num, unit_group, pos, line, block, index, f"{tool} output", "bandwidth")) is not None:
            out.append(draft)

    totals = "lat (" in block.text and re.search(r"^\s*lat\s*\(", block.text, re.M) is not None
    ping_summary = "min/avg/max" in block.text and _PING_SUMMARY.search(block.text) is not None
    iperf2_end = None  # NOTE: the end of iperf 2's whole-run lines, where the block has no iperf3 totals
    if "bits/sec" in block.text and not any(_IPERF_TOTAL.match(x) for x in lines):
        iperf2_end = max((float(m.group("end")) for x in lines if (m := _IPERF2_LINE.match(x))), default=None)
    for pos, line in _lines_at(block, lines):
        if m := _IPERF_TOTAL.match(line):
            rate(pos, line, m, "num", "unit", "iperf3")
        elif iperf2_end and (m := _IPERF2_LINE.match(line)) and float(m.group("start")) == 0.0 and float(m.group("end")) == iperf2_end:
            rate(pos, line, m, "num", "unit", "iperf")
        elif m := _FIO_JOB.match(line):
            iops = parse_number(m.group("iops"))
            if iops is not None:
                out.append(_output_draft("throughput", pos, line, m.start("iops"), m.end("k"), block, index, ParsedUnit("IOPS", "rate"),
                                         iops * COUNT_MULTIPLIERS.get(m.group("k").lower(), 1.0), "fio output"))
            rate(pos, line, m, "bw", "bwu", "fio")
        elif m := _FIO_GROUP.match(line):
            rate(pos, line, m, "bw", "bwu", "fio")
        elif (m := _PING_SUMMARY.match(line)) or (not ping_summary and (m := _PING_REPLY.match(line))):
            # NOTE: ping's round-trip summary (its mean, the unit at the end of the line), or each reply's time where no
            # summary was printed
            value = parse_number(m.group("num"))
            if value is not None:
                out.append(_output_draft("latency", pos, line, m.start("num"), m.end("num" if m.re is _PING_SUMMARY else "unit"),
                                         block, index, parse_unit(m.group("unit")), value, "ping output"))
        elif (m := _FIO_LAT.match(line)) and (m.group("which") in ("lat", "sync") or not totals):  # NOTE: "sync (usec)": each fdatasync's
            value = parse_number(m.group("avg"))
            if value is not None:
                out.append(_output_draft("latency", pos, line, m.start("avg"), m.end("avg"), block, index,
                                         parse_unit(m.group("unit")[0] + "s"), value, "fio output"))
    return out


# a caption line that names the unit of a printed table's values ("Aggregate Read Bandwidth (GiB/s) vs Buffer Size")
_UNIT_CAPTION = re.compile(r"^[ \t]*[A-Za-z][^|\n]*?\(([A-Za-zµμ/]+)(?:[,;][^()|\n]*)?\)[^|\n]*$", re.M)  # NOTE: "(GB/s, median of 5)"
_KEY_COLUMN = re.compile(r"size|\blog|bytes|\bidx\b|index|^\s*#|count|\biters?\b|\bsteps?\b|\branks?\b|\bn\b", re.I)
_BARE_ROW = re.compile(r"^[ \t]*\|?[ \t]*[0-9][0-9.,]*(?:[ \t]*\|[ \t]*[0-9][0-9.,]*)+[ \t]*\|?[ \t]*$")


def _is_rule_line(line: str) -> bool:
    """Whether ``line`` only draws a rule under or between a printed table's rows ("------", "---+---", "|:--|--:|")."""
    return set(line.strip()) <= set("-=+|: ")


def _captioned_pipe_rows(index, block, lines, read) -> list[Draft]:
    """A table printed with bars whose values have no unit of their own, under a caption that names it ("Read Bandwidth
    (GiB/s) vs Buffer Size", then "Size (MiB) | GPU 00 | GPU 01" over "64.0 | 131.50 | 139.20"): each value but the
    first column's (the size or index a row is keyed by) a measured figure in the caption's unit."""
    out, unit, header, keys = [], None, False, set()
    taken = {d.span.start for d in read}
    for pos, line in _lines_at(block, lines):
        cap = _UNIT_CAPTION.match(line)
        if cap and "|" not in line:
            unit, header = parse_unit(cap.group(1)), False
            unit = unit if unit is not None and unit.dimension in _RATE_KIND else None
            continue
        if unit is None:
            continue
        if "|" in line and not header and not _BARE_ROW.match(line):
            header = True  # NOTE: the column names under the caption; those of sizes and indexes key the rows
            keys = {k for k, name in enumerate(n for n in line.strip().strip("|").split("|")) if k == 0 or _KEY_COLUMN.search(name)}
            continue
        if not header or not _BARE_ROW.match(line):
            if line.strip() and not _is_rule_line(line):
                unit, header = None, False  # NOTE: the table ended
            continue
        for k, m in enumerate(re.finditer(r"[0-9][0-9.,]*", line)):
            value = parse_number(m.group(0))
            if k in keys or value is None or pos + m.start() in taken:
                continue
            out.append(_output_draft(_RATE_KIND[unit.dimension], pos, line, m.start(), m.end(), block, index, unit, value, "benchmark output"))
    return out


_ALIGNED_GAP = re.compile(r"[ \t]{2,}|\t")
_ALIGNED_NUMBER = re.compile(r"[~≈]?[0-9][0-9,]*(?:\.[0-9]+)?")


def _captioned_aligned_rows(index, block, lines, read) -> list[Draft]:
    """A table printed in aligned columns whose values have no unit of their own, under a one-line title that names it
    ("Copy bandwidth (GB/s, median of 9 runs)", then "size  pageable  pinned" over "8 MiB  10.94  21.30"): each value
    after the row's key (its first column) a measured figure in the title's unit."""
    out, unit, header = [], None, None
    taken = {d.span.start for d in read}
    for pos, line in _lines_at(block, lines):
        cap = _UNIT_CAPTION.match(line)
        if cap and not _ALIGNED_GAP.search(line.strip()):
            unit = parse_unit(cap.group(1))
            unit, header = (unit if unit is not None and unit.dimension in _RATE_KIND else None), None
            continue
        if unit is None:
            continue
        fields = [(m.start(), m.group(0)) for m in re.finditer(r"\S+(?: \S+)*", line)]
        if header is None:
            # NOTE: the column names right under the title, none of them a number
            header = len(fields) >= 2 and not any(_ALIGNED_NUMBER.fullmatch(f) for _, f in fields)
            unit = unit if header else None
            continue
        if len(fields) < 2 or _ALIGNED_NUMBER.fullmatch(fields[0][1]) or not all(_ALIGNED_NUMBER.fullmatch(f) for _, f in fields[1:]):
            # NOTE: the table ended (a blank line, a note, another title); a row that opens with a bare number ("0.301  0.080",
            # under "avg  min") has no key of its own, a summary other readers know
            unit = None
            continue
        for start, text in fields[1:]:
            value = parse_number(text.lstrip("~≈"))
            if value is not None and pos + start not in taken:
                out.append(_output_draft(_RATE_KIND[unit.dimension], pos, line, start, start + len(text), block, index, unit, value, "benchmark output"))
    return out


# a line that is a figure alone ("41.07 GFLOPS", "0.912s"), and a shell prompt running a program ("$ ./gemm_tuned")
_BARE_FIGURE_LINE = re.compile(r"(?m)^[ \t]*[~≈]?[0-9][0-9,]*(?:\.[0-9]+)?[ \t]*[A-Za-zµμ/]{1,12}[ \t]*$")
_PROMPT_LINE = re.compile(r"(?m)^[ \t]*(?:\$|%|>)[ \t]+\S")
_BARE_KINDS = {"time": "latency", "bytes/s": "bandwidth", "bits/s": "bandwidth", "flops": "throughput", "rate": "throughput"}


def _bare_results(index, block, lines) -> list[Draft]:
    """Figures a command printed alone on a line, after the command's prompt line: each a measured latency, bandwidth or
    throughput by its unit (a bare count or size is no claim)."""
    out, prompted = [], False
    for pos, line in _lines_at(block, lines):
        if _PROMPT_LINE.match(line):
            prompted = True
            continue
        if not prompted or not _BARE_FIGURE_LINE.match(line):
            continue
        parsed = parse_figure(line.strip(" \t~≈"))
        kind = _BARE_KINDS.get(parsed[2].dimension) if parsed is not None else None
        if kind is None:
            continue
        lo = len(line) - len(line.lstrip())
        out.append(_output_draft(kind, pos, line, lo, len(line.rstrip()), block, index, parsed[2], parsed[0], "program output"))
    return out


# a row of an aligned comparison: a metric's label, then two or more bare figures set apart by runs of spaces (and maybe a
# change in percent last): "Median TTFT (ms)       892.41     412.88", "Output tok/s   2740.66   3612.19   +31.8%"
_METRIC_ROW = re.compile(r"(?m)^[ \t]*(?P<label>[A-Za-z가-힣][^\d\n|:=]{1,40}?(?:\([^()\n]{1,12}\))?)[ \t]{2,}(?P<nums>[0-9][0-9,]*(?:\.[0-9]+)?"
                         r"(?:[ \t]{2,}[0-9][0-9,]*(?:\.[0-9]+)?)+)(?:[ \t]{2,}[-+−]?[0-9.]+[ \t]*%)?[ \t]*$")
# the labels of rows that set a run up rather than report it: how long it ran, how often, and (for rates and sizes) the
# load it was given ("Request rate (req/s)", "Batch size", "Max concurrency"); "Request throughput (req/s)" is a result
_ROW_SETTING_TIME = re.compile(r"\b(?:duration|warm-?up|timeouts?|intervals?|period)\b", re.I)
_ROW_SETTING = re.compile(r"\b(?:(?:request|arrival|offered|target|input|send)\s+rate|batch|concurrency|length|size|count)\b", re.I)
_NUMBER_AT = re.compile(r"[0-9][0-9,]*(?:\.[0-9]+)?")


def _metric_rows(index, block, lines) -> list[Draft]:
    """The figures of an aligned comparison printed in a block: each row a metric whose label gives its unit ("Median TTFT
    (ms)", "Output tok/s"), each figure a measured one; rows of settings (duration, batch, request rate) are not read."""
    out = []
    heads: list[tuple[int, str]] = []  # (where each column name ends, the name) of the last header line
    for pos, line in _lines_at(block, lines):
        m = _METRIC_ROW.match(line)
        if m is None:
            if line.strip() and not _DIGIT.search(line):
                heads = [(h.end(), h.group(0)) for h in _ALIGNED_NAME.finditer(line)]
            continue
        label = m.group("label").strip()
        unit = _header_unit(label)
        kind = _BARE_KINDS.get(unit.dimension) if unit is not None else None
        if kind is None or _ROW_SETTING_TIME.search(label) or (_ROW_SETTING.search(label) and unit.dimension != "time") \
                or _SETTING_COLUMN.search(label):
            continue
        for n in _NUMBER_AT.finditer(line, m.start("nums"), m.end("nums")):
            if len(heads) > 1 and _SPREAD_NAME.search(min(heads, key=lambda h: abs(h[0] - n.end()))[1]):
                continue  # NOTE: wrk's "Thread Stats  Avg  Stdev  Max": the spread of the figure beside it, no figure of its own
            value = parse_number(n.group(0))
            if value is not None:
                out.append(_output_draft(kind, pos, line, n.start(), n.end(), block, index, unit, value, "program output"))
    return out


_ALIGNED_NAME = re.compile(r"\S+(?: \S+)*")  # a column name of an aligned header: words a single space apart

# h2load's statistics: "min  max  mean  sd  +/- sd" over "time for request:  301us  98.40ms  12.10ms  4.02ms  91.00%"
_STAT_HEAD_LINE = re.compile(r"^[ \t]+min[ \t]+max[ \t]+mean[ \t]+sd\b", re.I)
_STAT_ROW = re.compile(r"^[ \t]*(?P<label>[A-Za-z][\w /.-]{1,40}?)[ \t]*:[ \t]+(?P<cells>(?:[0-9][0-9,]*(?:\.[0-9]+)?[A-Za-zµμ/]*[ \t]*){4,}(?:[0-9.]+%)?)[ \t]*$")


def _stat_rows(index: int, block: Block, lines: list[str], read: list[Draft]) -> list[Draft]:
    """The mean and the max of each timed row under a "min max mean sd" header (h2load's "time for request", "time to
    1st byte"): measured latencies, the sd beside them their spread; rows of bare numbers ("req/s") are left to others."""
    out, names = [], None
    taken = {d.span.start for d in read}
    for pos, line in _lines_at(block, lines):
        if _STAT_HEAD_LINE.match(line):
            names = [n.lower() for n in line.split()]
            continue
        m = _STAT_ROW.match(line) if names else None
        if m is None:
            if not line.strip():
                names = None
            continue
        for name, cell in zip(names, re.finditer(r"\S+", line[m.start("cells"):])):
            if name not in ("mean", "max"):
                continue
            parsed = parse_figure(cell.group(0))
            if parsed is None or parsed[2].dimension != "time" or pos + m.start("cells") + cell.start() in taken:
                continue
            lo = m.start("cells") + cell.start()
            out.append(_output_draft("latency", pos, line, lo, lo + len(cell.group(0)), block, index, parsed[2], parsed[0], "benchmark output"))
    return out


# a line that names a metric and its unit for the labelled lines under it ("Bandwidth in KiB/sec (Read/Write)", "Latency in usec")
_UNIT_TITLE_LINE = re.compile(r"(?m)^[ \t]*(?:(?P<metric>[A-Za-z][\w -]{1,30}?)[ \t]+in[ \t]+(?P<unit>[A-Za-zµμ/]+)|(?P<rate>IOPS|QPS|RPS|TPS))"
                              r"[ \t]*(?:\([^()\n]{1,30}\))?[ \t]*$")  # NOTE: and a rate's own name ("IOPS (Read/Write)")
_METRIC_WORD = re.compile(r"\b(?:bandwidth|throughput|latency|iops|speed|rate|time)\b", re.I)  # what such a title names
_TITLED_VALUE_LINE = re.compile(r"[ \t]*[A-Za-z][\w .-]{0,30}:[ \t]+(?P<values>[0-9][0-9,.]*(?:[ \t]*/[ \t]*[0-9][0-9,.]*)*)[ \t]*$")


def _unit_titled_lines(index: int, block: Block, lines: list[str], read: list[Draft]) -> list[Draft]:
    """The numbers of labelled lines ("Random:   438,403 / 315,218") under a line naming their metric and unit ("Bandwidth in
    KiB/sec (Read/Write)"), up to a blank line: what a benchmark summary printed, each a measured claim in that unit."""
    out: list[Draft] = []
    taken = {d.span.start for d in read}
    unit = None
    for pos, line in _lines_at(block, lines):
        title = _UNIT_TITLE_LINE.fullmatch(line)
        if title:
            parsed = parse_unit(title.group("unit") or title.group("rate"))
            unit = parsed if parsed is not None and parsed.dimension in _RATE_KIND and (
                title.group("rate") or _METRIC_WORD.search(title.group("metric"))) else None
            continue
        value_line = _TITLED_VALUE_LINE.fullmatch(line) if unit is not None else None
        if value_line is None:
            unit = None if not line.strip() else unit
            continue
        for m in re.finditer(r"[0-9][0-9,.]*", value_line.group("values")):
            lo, hi = value_line.start("values") + m.start(), value_line.start("values") + m.end()
            if pos + lo not in taken and (value := parse_number(m.group(0))) is not None:
                out.append(_output_draft(_RATE_KIND[unit.dimension], pos, line, lo, hi, block, index, unit, value, "benchmark output"))
    return out


_PER_ITEM_KEY = re.compile(r"(?:\bper\s+|/\s*)(?:token|sample|image|step|iteration|request|query|forward|batch)\b[^0-9]*$", re.I)
# a line of a latency distribution: the share of requests done within a time ("99.17% <= 1 milliseconds", "100.00% <= 2 ms")
_CUMULATIVE_LATENCY = re.compile(r"(?m)^[ \t]*[0-9]{1,3}(?:\.[0-9]+)?%[ \t]*`?(?:<=|≤|<)`?[ \t]*(?P<num>[0-9][0-9.]*)[ \t]*"
                                 r"(?P<unit>milliseconds?|ms|microseconds?|usecs?|us|µs|seconds?|s)[ \t]*$")


def _cumulative_latencies(index: int, block: Block, lines: list[str], read: list[Draft]) -> list[Draft]:
    """The times of a latency distribution printed line by line ("99.17% <= 1 milliseconds"): each the bound a share of the
    requests finished within, a measured latency."""
    taken = {d.span.start for d in read}
    out: list[Draft] = []
    for pos, line in _lines_at(block, lines):
        m = _CUMULATIVE_LATENCY.fullmatch(line)
        if m and pos + m.start("num") not in taken and (unit := parse_unit(m.group("unit"))) is not None \
                and (value := parse_number(m.group("num"))):  # NOTE: "58.50% <= 0 milliseconds": below the tool's resolution, no time
            out.append(_output_draft("latency", pos, line, m.start("num"), m.end("unit"), block, index, unit, value, "benchmark output"))
    return out



# a note under (or over) a printed table naming the unit of all its values ("Values in seconds", "All times are in ms")
_UNIT_FOOTER = re.compile(r"(?im)^[ \t#*_]*(?:all\s+)?(?:values|times|timings|figures|numbers|results|durations|latencies|rates|bandwidths?)\s+"
                          r"(?:are\s+)?(?:given\s+|shown\s+|reported\s+)?in\s+(?P<unit>[A-Za-zµμ/]+)[ \t]*(?:\([A-Za-zµμ/]{1,8}\)[ \t]*)?\.?[ \t*_]*$")
_FOOTED_NUMBER = re.compile(r"(?<![\w.])[0-9][0-9,]*(?:\.[0-9]+)?(?![\w.])")


def _unit_footer_rows(index, block, lines, read) -> list[Draft]:
    """The numbers of a printed table whose unit a note under or over it names ("Values in seconds"): each row's first
    number is its key (cores, nodes, size), every other number a measured figure in that unit."""
    m = _UNIT_FOOTER.search(block.text)
    unit = parse_unit(m.group("unit")) if m else None
    kind = _RATE_KIND.get(unit.dimension) if unit is not None else None
    if kind is None:
        return []
    seen = {d.span.start for d in read}
    out: list[Draft] = []
    for pos, line in _lines_at(block, lines):
        if not _is_numeric_row(line):
            continue
        numbers = list(_FOOTED_NUMBER.finditer(line))
        for n in numbers[1:]:
            if pos + n.start() in seen or (value := parse_number(n.group(0))) is None:
                continue
            out.append(_output_draft(kind, pos, line, n.start(), n.end(), block, index, unit, value, "benchmark output"))
    return out


# a table printed with bars between its columns and no Markdown delimiter row ("config | step time (ms) | samples/s", or
# torch.utils.benchmark's "      eager      |   21.7   |   64.2"): a first cell of words, then cells of one number each
# NOTE: a row's label may be a setting's value ("16 | 170.3 | 175.9" under "QD | BW,Gb/s | AVG_LAT,us"): a sweep
_BARRED_ROW = re.compile(r"^\s*\|?\s*(?P<label>[^|\n]*[A-Za-z가-힣][^|\n]*?|[0-9][0-9.,]*[kKMG]?)\s*(?P<cells>(?:\|\s*(?:[~≈]?(?:[0-9][0-9,]*(?:\.[0-9]+)?|\.[0-9]+))?\s*)+)\|?\s*$")  # NOTE: ".8": a decimal printed without its 0
_BARRED_CELL = re.compile(r"(?<=\|)[^|\n]*")  # NOTE: an empty cell keeps its column ("| 33.4 | 33.6 |  |  |": no compile time)
_BARRED_NUMBER = re.compile(r"\s*[~≈]?(?P<num>[0-9][0-9,]*(?:\.[0-9]+)?)\s*")


_BARE_RATE_NAME = re.compile(r"\W*(?:(?:wire|net|avg|average|mean|total|read|write)\s+)?(?:BW|bandwidth|throughput)\W*", re.I)


def _barred_rows(index, block, lines, read, lead: str = "") -> list[Draft]:
    """The figures of a table printed in an output block with bars between its columns: each number under a column whose
    header names a unit ("step time (ms)", "samples/s") or a rate the lead-in gives the unit of ("BW" under "Bandwidth below
    is in Gb/s"), or, where a note names the unit of the whole table ("Times are in milliseconds (ms)."), each number of a row;
    a measured figure in that unit."""
    led = [u for u in _units_in(lead) if u.dimension in ("bytes/s", "bits/s")] if lead else []
    lead_rate = led[0] if len({u.unit for u in led}) == 1 else None
    footer = _UNIT_FOOTER.search(block.text)
    whole = None
    if footer is not None:
        whole = parse_unit(footer.group("unit"))
        note = re.search(r"\(\s*([A-Za-zµμ/]+)\s*\)", block.text[footer.end("unit"):footer.end("unit") + 12])
        whole = parse_unit(note.group(1)) if whole is None and note else whole
    seen = {d.span.start for d in read}
    out: list[Draft] = []
    header: list[ParsedUnit | None] = []
    for pos, line in _lines_at(block, lines):
        if "|" not in line:
            continue
        row = _BARRED_ROW.match(line)
        if row is None:
            names = line.strip().strip("|").split("|")
            if not _DIGIT.search(line.split("|", 1)[1]) or all(c.strip() and not c.strip()[0].isdigit() for c in names):
                header = [_header_unit(c) or (lead_rate if lead_rate is not None and _BARE_RATE_NAME.fullmatch(c) else None)
                          for c in names]  # NOTE: the names over the columns ("step (bs=8)" may hold digits)
            continue
        for k, cell in enumerate(_BARRED_CELL.finditer(line, row.start("cells")), start=1):
            n = _BARRED_NUMBER.fullmatch(line, cell.start(), cell.end())
            unit = header[k] if k < len(header) and header[k] is not None else whole
            kind = _RATE_KIND.get(unit.dimension) if unit is not None else None
            if n is None or kind is None or pos + n.start("num") in seen or (value := parse_number(n.group("num"))) is None:
                continue
            out.append(_output_draft(kind, pos, line, n.start("num"), n.end("num"), block, index, unit, value, "benchmark output"))
    return out


# a row of figures a tool printed after their unit ("  64  7296  6.2 %  |  GB/s:  452  189  341  459"), one per column of the
# header line above it ("blockSize  threads  %occ  |  init  read  scale  triad")
_UNIT_LABELLED_ROW = re.compile(r"(?m)(?:^|\s)(?P<unit>[KMGT]i?B/s|[KMGT]B/s|[GT]FLOP/?s|[GT]F/s|[KMG]b/s|Gbit/s)\s*:\s+"
                                r"(?P<nums>[0-9][0-9,]*(?:\.[0-9]+)?(?:[ \t]+[0-9][0-9,]*(?:\.[0-9]+)?)+)[ \t]*$")
_NUMBER_IN_ROW = re.compile(r"[0-9][0-9,]*(?:\.[0-9]+)?")


def _unit_labelled_rows(index, block, lines, read) -> list[Draft]:
    """Each figure of a row printed after its unit, named by the header above it ("| init read scale triad" over
    "| GB/s: 228 96 183 254"): a measured rate per column; the column's name is what ran."""
    out: list[Draft] = []
    seen = {d.span.start: d for d in read}
    header: list[str] = []
    for pos, line in _lines_at(block, lines):
        m = _UNIT_LABELLED_ROW.search(line)
        if m is None:
            words = line.rsplit("|", 1)[-1].split()
            if words and not any(w[0].isdigit() for w in words):
                header = words  # NOTE: the names over the columns of figures (the part after the last bar)
            continue
        unit = parse_unit(m.group("unit").replace("GF/s", "GFLOP/s").replace("TF/s", "TFLOP/s"))
        if unit is None:
            continue
        nums = list(_NUMBER_IN_ROW.finditer(line, m.start("nums"), m.end("nums")))
        names = header[-len(nums):] if len(header) >= len(nums) else []
        kind = "bandwidth" if unit.dimension in ("bytes/s", "bits/s") else "throughput"
        for k, n in enumerate(nums):
            if (value := parse_number(n.group(0))) is None:
                continue
            draft = seen.get(pos + n.start())  # NOTE: the first figure after the unit, read already as a printed rate
            if draft is None:
                draft = _output_draft(kind, pos, line, n.start(), n.end(), block, index, unit, value, "benchmark output")
                out.append(draft)
            if names and draft.bench_conditions is None:
                # NOTE: the column's name is what ran; the system and software are looked for in the document
                draft.bench_conditions = {"workload": [names[k]]}
    return out


# "9100.00 GFlops (theoretical single precision FMAs)": a printed figure's own note calling it the device's peak
# (not "(78% peak)": the share of the peak the figure reached)
_SPEC_NOTE_AFTER = re.compile(r"\s*\((?![^()]{0,12}%)(?:[^()]{0,30}\b)?(?:theoretical|peak|spec(?:ification)?s?|rated|nominal|datasheet)\b", re.I)
# "------- Device specifications -------", "Device properties:": a program's banner over what it read of the device
_SPEC_BANNER = re.compile(r"^\W*(?:device|hardware|gpu|card)\s+(?:specifications?|specs|properties|capabilities|info(?:rmation)?)\W*$", re.I)
_SPEC_BANNER_REACH = 30  # NOTE: the lines a banner's reach ends within, unless a blank line or another banner ends it first


def _printed_specs(block: Block, drafts: list[Draft]) -> list[Draft]:
    """Make vendor-peak the figures a program printed as the device's specifications: a note after the figure calls it
    theoretical or peak, or the figure stands under a banner such as "Device specifications" with no blank line between."""
    text = block.text
    for d in drafts:
        if d.forced != "measured" or not d.cues or d.cues[0][1] not in ("program output", "benchmark output"):
            continue
        lo, hi = d.span.start - block.span.start, d.span.end - block.span.start
        if not 0 <= lo <= hi <= len(text):
            continue
        note = _SPEC_NOTE_AFTER.match(text, hi)
        if note is not None:
            d.forced, d.cues = "vendor-peak", [("vendor-peak", "a note after the printed figure", 3.0, 0)]
            continue
        above = text[:text.rfind("\n", 0, lo) + 1].split("\n")[:-1][::-1][:_SPEC_BANNER_REACH]
        for line in above:
            if not line.strip() or (line.strip()[:1] in "-=*#" and not _SPEC_BANNER.match(line) and not _DIGIT.search(line)):
                break  # NOTE: a blank line, a rule or another banner ends the section a banner heads
            if _SPEC_BANNER.match(line):
                d.forced, d.cues = "vendor-peak", [("vendor-peak", "printed under the device's specifications", 3.0, 0)]
                break
    return drafts


def _output_draft(kind, line_start, line, lo, hi, block, index, unit, value, cue, low=None) -> Draft:
    """A figure a run printed, ``line[lo:hi]`` of the line starting at ``line_start``: measured, ``cue`` the reason."""
    draft = Draft(kind, Span(line_start + lo, line_start + hi), line[lo:hi], Span(line_start, line_start + len(line)), line.strip(),
                  block, index, unit=unit, value=value, low=low)
    draft.forced = "measured"
    draft.cues = [("measured", cue, 3.0, 0)]
    return draft


_ROUGH_END = re.compile(r"(?<=[.!?。])[\"')\]*]*\s+(?=[^\sa-z])|\n\s*\n|(?<=[다요죠][.])(?=[가-힣])|(?<=[다요죠][)\]][.])(?=[가-힣])")  # NOTE: "것입니다.안타깝게도", "제공합니다).따라서": a sentence end left unspaced
_ABBREV_END = re.compile(r"(?:\be\.g|\bi\.e|\bvs|\betc|\bcf|\bFig|\bfig|\bEq|\bNo|\bal|\bapprox|\bSec|\bv|\bDr|\bMr|\bInc|\bLtd|\b[A-Z])\.$")


def rough_sentences(text: str) -> list[tuple[int, int]]:
    """Conservative sentence spans: split after . ! ? followed by space and a non-lowercase start."""
    out = []
    start = 0
    for m in _ROUGH_END.finditer(text):
        piece_end = m.start()
        if _ABBREV_END.search(text[max(start, piece_end - 8):piece_end].rstrip("\"')]*")):
            continue
        out.append((start, m.end()))
        start = m.end()
    if start < len(text):
        out.append((start, len(text)))
    return out


_PARENS = re.compile(r"[()（）]")


class _SharedUnit:
    """A bare number that shares the unit of the figure after it ("61 and 47 teraflops", "310 vs 990 TFLOPS"): the
    attributes of a figure span the prose reader uses, with ``text`` the number and that unit."""

    __slots__ = ("start", "end", "start_char", "end_char", "text")

    def __init__(self, tok, unit_text: str, chars: tuple[int, int] | None = None, end: int | None = None):
        self.start, self.end = tok.i, tok.i + 1 if end is None else end
        self.start_char, self.end_char = chars or (tok.idx, tok.idx + len(tok.text))
        number = tok.doc.text[self.start_char:self.end_char] if chars else tok.text
        self.text = number if chars and end is not None else f"{number} {unit_text}"


# NOTE: "p50/p99 of 1.2/3.4 ms", "read/write 3.1/2.9 GB/s": two values, one per name, sharing the unit; not a
# fraction ("1/2 GB/s", "3/4"), which is two small whole numbers
_SLASH_PAIR = re.compile(r"([0-9][0-9,]*(?:\.[0-9]+)?)/([0-9][0-9,]*(?:\.[0-9]+)?)")


def _slash_pair(a: str, b: str) -> bool:
    return not (a.isdigit() and b.isdigit() and int(a) <= 16 and int(b) <= 16)


# a number with its count multiplier glued on, as the tokenizer keeps it ("79k", "1.2M"): paired only with another such
_GLUED_COUNT = re.compile(r"[0-9][0-9.,]*[kKM]")
_PAIR_WORDS = frozenset({"and", "vs", "vs.", "versus", "or", "&", "및", "와", "과"})  # NOTE: "31.98 및 35.09 tok/s"
_ARROWS = frozenset({"→", "⇒", "➔", "⟶"})  # "435.1 → 308.2 ms": a value before and after a change
_ARROW_PAIR = re.compile(r"[0-9](?:\s?(?:[A-Za-zµμ%]{1,6}|[가-힣]{1,3}))?\**\s*(?:→|⇒|➔|⟶|->|=>)\s*\**[~≈]?[0-9]")  # "52분 → 9분" too
# "lifted per-rank bandwidth from 11.4 GB/s to 17.95 GB/s", "throughput dropped from ...": a value before and after a change
_CHANGE_VERB = r"\b(?:lift|rais|improv|increas|boost|drop|fell|fall|went|rose|rise|grew|grow|cut|reduc|decreas|climb|jump|slow|sped|bump|moved|regress|degrad)\w*\b"
_ABOUT_WORD = r"(?:(?:around|about|roughly|approximately)\s+|[~≈]\s*)?"
_CHANGED_FROM = re.compile(_CHANGE_VERB + r"[^.;:!?]{0,40}\bfrom\s+" + _ABOUT_WORD + "$", re.I)
# NOTE: "increases throughput from around 600 TFLOPS to around 650 TFLOPS": each end of a change written as two figures
_TO_FIGURE_AFTER = re.compile(r"\s+to\s+" + _ABOUT_WORD + r"[0-9]", re.I)
_CHANGED_TO = re.compile(_CHANGE_VERB + r"[^.;:!?]{0,40}\bfrom\s+" + _ABOUT_WORD + r"[0-9][^.;:!?]{0,30}?\s+to\s+" + _ABOUT_WORD + "$", re.I)
_KO_FROM_AFTER = re.compile(r"\s*에서\s*(?:약\s*|~|≈)?[0-9]")
_KO_TO_AFTER = re.compile(r"\s*(?:으로|로)(?![가-힣])")
_KO_FROM_BEFORE = re.compile(r"[0-9][^.;,]{0,14}?에서\s*(?:약\s*|~|≈)?$")
_KEY_ARROW = re.compile(r"[,:;]\s*[0-9]+\s*(?:→|->)\s*[0-9]")  # a list of "setting→value" pairs
_ARROW_BEFORE = re.compile(r"[0-9](?:\s?(?:[A-Za-zµμ%]{1,6}|[가-힣]{1,3}))?\**\s*(?:→|⇒|➔|⟶|->|=>)\s*\**[~≈]?$")
_ARROW_AFTER = re.compile(r"\**\s*(?:→|⇒|➔|⟶|->|=>)\s*\**[~≈]?[0-9]")
_BEFORE_PAIR = frozenset({"between", "from", "of", "than",  # "between 2 and 3x" is a range; "of 8 and 16 GPUs" counts
                          # NOTE: "410 TFlops for batch 64 and 290 TFlops": the value of a setting the run was at, not a rate
                          "batch", "bs", "size", "length", "seqlen", "len", "depth", "rank", "ranks", "step", "steps", "epoch", "epochs",
                          "iteration", "iterations", "layer", "layers", "heads", "dim", "width"})


def _with_shared_units(doc, figures: list) -> list:
    """``figures`` plus the bare numbers paired with one of them by "and", "vs" or "or" (and a list before those:
    "61, 52 and 47 teraflops"), each with that figure's unit; in text order."""
    if not figures:
        return figures
    taken = {i for f in figures for i in range(f.start, f.end)}
    extra = []
    figures = list(figures)
    for k, f in enumerate(figures):
        head = doc[f.start]
        if head.text in ("~", "≈") and f.end - f.start > 2:
            head = doc[f.start + 1]  # NOTE: "~90 → ~25 tok/s": the figure's number after its tilde
        pair = _SLASH_PAIR.fullmatch(head.text)
        if pair and _slash_pair(pair.group(1), pair.group(2)):
            unit_text = doc.text[head.idx + len(head.text):f.end_char].strip()
            cut = head.idx + pair.end(1)
            extra.append(_SharedUnit(head, unit_text, (head.idx, cut)))
            figures[k] = _SharedUnit(head, unit_text, (cut + 1, f.end_char), f.end)
            continue
        glued = not head.like_num and _GLUED_COUNT.fullmatch(head.text) is not None  # "79k vs 84k pps"
        if not (head.like_num or glued) or any(t.like_num for t in doc[head.i + 1:f.end]):
            continue  # NOTE: a range ("100~400 Gb/s") or a figure that does not start with its number
        unit_text = doc.text[head.idx + len(head.text):f.end_char].strip()
        i = head.i - 1 if head.i == f.start else f.start - 1
        if i >= 2 and doc[i].text in ("~", "≈") and (doc[i - 1].text in _ARROWS or doc[i - 1].text == ">"):
            i -= 1  # NOTE: "~90 → ~25 tok/s": the tilde of the figure after the arrow
        if i >= 2 and doc[i].text == ">" and doc[i - 1].text in ("-", "="):
            i -= 1  # NOTE: "435 -> 308 ms" as the tokenizer splits it
        arrow = i >= 1 and (doc[i].text in _ARROWS or doc[i].text in ("-", "=") and doc[i + 1].text == ">")
        slash = i >= 1 and doc[i].text == "/" and _slash_pair(doc[i - 1].text, head.text)  # "algbw / busbw = 180 / 315 GB/s"
        # NOTE: "from 650 down to 300 tps": a change's start, in the unit of its end
        moved = i >= 3 and doc[i].lower_ == "to" and doc[i - 1].lower_ in ("down", "up") and doc[i - 2].like_num and doc[i - 3].lower_ == "from"
        if moved:
            i -= 1
        if i < 1 or (doc[i].lower_ not in _PAIR_WORDS and not arrow and not slash and not moved):
            continue
        found = []
        j = i - 1
        serial = j >= 1 and doc[j].text == "," and doc[i].lower_ == "and"
        if serial:
            j -= 1  # NOTE: "57,674, 54,543, and 50,302 tokens per second": the list's serial comma
        while j >= 0 and (_GLUED_COUNT.fullmatch(doc[j].text) is not None if glued else doc[j].like_num) and j not in taken:
            found.append(doc[j])
            if j >= 2 and (doc[j - 1].text == "," or (arrow and doc[j - 1].text in _ARROWS)
                           or (slash and doc[j - 1].text == "/" and _slash_pair(doc[j - 2].text, doc[j].text))):
                j -= 2  # NOTE: "57,674, 54,543, and 50,302 tokens/s"; "402→377→301 GB/s", "13.78 / 14.37 / 14.10 tok/s": each of the chain
            else:
                break
        if serial and len(found) < 2:
            continue  # NOTE: "... for batch size 16, and 3.9 TB/s": one number before ", and" joins clauses, not a list
        if not found:
            continue
        first = found[-1].i
        if first > 1 and doc[first - 1].text in ("~", "≈"):
            first -= 1  # NOTE: "~90 → ~25 tok/s": what stands before the tilde decides
        prev = doc[first - 1] if first > 0 else None
        # NOTE: a version or a model number is written after a name ("NCCL 2.18 and 400 Gb/s"): only a number after a
        # verb, a preposition or punctuation shares the unit
        if prev is not None and not arrow and not moved and ((prev.lower_ in _BEFORE_PAIR and not (serial and prev.lower_ == "of"))
                                               or not (prev.is_punct or prev.text == "=" or (prev.text.isalpha() and (prev.text.islower() or is_hangul(prev.text))))):
            continue  # NOTE: "throughputs of 57,674, 54,543, and 50,302 tokens per second": a list, not "of 8 and 16 GPUs"
        if arrow and prev is not None and not (prev.is_punct or prev.text.isalpha() and (prev.text.islower() or is_hangul(prev.text))):
            continue  # NOTE: "435.1 → 308.2 ms", "라운드 96.5 → 59.5 ms": before and after share the unit, not "v2.1 → 3 GB/s"
        if arrow and prev is not None and prev.text in (",", ":", ";") and found[-1].text.isdigit() and len(_KEY_ARROW.findall(doc.text)) >= 2:
            continue  # NOTE: "7168 B sweep: 1→160us, 4→182us, 16→270us": a setting mapped to its time, not a change
        extra.extend(_SharedUnit(t, unit_text) for t in found)
    if not extra:
        return figures
    return sorted([*figures, *extra], key=lambda f: (f.start, f.start_char))


class _ParenGroups:
    """Innermost open parenthesis around a token, computed from the text (no pass over the tokens)."""

    def __init__(self, doc, text: str):
        """``text`` is the text ``doc`` was made from."""
        self.doc = doc
        self.intervals: list[tuple[int, int]] = []
        self.notes: dict[int, int] = {}  # NOTE: a note's parenthesis -> the group of the figure it is on
        stack: list[int] = []
        # NOTE: only round brackets: square ones are Markdown link text ("[125TFLOPS](...)"), part of the sentence
        for m in _PARENS.finditer(text):
            if m.group(0) in "(（":
                stack.append(m.start())
            elif stack:
                self.intervals.append((stack.pop(), m.end()))
        for start in stack:
            self.intervals.append((start, len(text)))

    def __getitem__(self, token_index: int) -> int:
        if not self.intervals:
            return -1
        pos = self.doc[token_index].idx
        best = -1
        for s, e in self.intervals:
            if s <= pos < e and s > best:
                best = s
        return self.notes.get(best, best)

    def note_on(self, figure, before, text: str) -> None:
        """Parentheses opened right after the figure ``before`` and holding ``figure`` ("took 4.9 ms (224 TFLOPS)") are a
        note on it: the words around that figure speak for this one too."""
        inner = self[figure.start]
        if inner >= 0 and before.end_char <= inner and not text[before.end_char:inner].strip():
            self.notes[inner] = self[before.start]


    def measure_of(self, figure, cues, text: str) -> None:
        """Parentheses opened right after a judgement and holding the figure ("the overhead is negligible (<2%)") give
        the judgement's measure: the judging word speaks for the figure."""
        inner = self[figure.start]
        if inner < 0 or inner in self.notes or any(lbl.startswith("measured|") for lbl, _, _ in cues):
            return  # NOTE: "we measured it: negligible (1.2% of the step)": the run's result, judged
        for lbl, _, sp in cues:
            if lbl.startswith("inferred|") and sp.end_char <= inner and not text[sp.end_char:inner].strip():
                self.notes[inner] = self[sp.start]
                return


_BETTER_THAN_BEFORE = re.compile(r"\b(?:better|more\s+efficient(?:ly)?|faster|higher|more)\s+than\s+(?:(?:ideal|perfect|pure)\s+)?$", re.I)
_SHARE_OF = re.compile(r"\bof\s+(?:the\s+)?(?:ideal\s+|perfect\s+)?$", re.I)
_SHORT_OF_BEFORE = re.compile(r"\b(?:behind|below|short\s+of|under|worse\s+than|less\s+than|lower\s+than|slower\s+than|away\s+from)\s+(?:(?:ideal|perfect|pure)\s+)?$", re.I)
# the agent or the passive of "scale": a setting scaled by whoever ran the test ("which we scale linearly", "is scaled linearly")
_SETTING_SCALED_BEFORE = re.compile(r"\b(?:which|that)\s+(?:we|you|they|I|one)\s+(?:also\s+|then\s+|simply\s+|just\s+)?$|\b(?:is|are|was|were|be|been|being)\s+$", re.I)
# "an ideal runtime should scale linearly", "the perfect system would scale linearly": the yardstick, defined
_IDEAL_SUBJECT = re.compile(r"\b(?:an?|the)\s+(?:ideal(?:i[sz]ed)?|perfect(?:ly\s+parallel)?|theoretical)\s+(?:[\w-]+\s+){0,3}(?:(?:should|would|must|will|can)\s+)?"
                            r"(?:scales?\b|be\b|grows?\b)", re.I)
# an algorithm's cost order ("O(n) characteristics"): how a cost grows with the problem's size, not devices added
_COMPLEXITY_BEFORE = re.compile(r"\bO\(\s*(?:[nNkKmM](?:\s*(?:log\s*[nN]|\^?2|²))?|log\s*[nN])\s*\)")



def _one_per_figure(drafts: list[Draft]) -> list[Draft]:
    """The drafts of a code block, one per figure: where two readers of its lines found the same number
    ("New tokens per second: 5.10 tps" is a key-value line and a printed rate), the longer figure."""
    best: dict[int, Draft] = {}
    for d in drafts:
        kept = best.get(d.span.start)
        if kept is None or d.span.end > kept.span.end:
            best[d.span.start] = d
    return [d for d in drafts if best.get(d.span.start) is d]


def _linearity(phrase: str) -> str | None:
    """The scaling a phrase asserts: superlinear, near-linear, linear, or None."""
    if re.search(r"\bnot (?:yet )?(?:scale )?linear|far from linear|sub-?linear", phrase):
        return None  # NOTE: "the scaling is not yet linear": linear scaling denied, not assumed
    if re.search(r"super-?linear", phrase):
        return "superlinear"
    if re.search(r"\b(?:near|almost|nearly|close)", phrase):
        return "near-linear"
    if re.search(r"\b(?:double|triple|quadruple|halve|proportional(?:ly)?)\b", phrase):
        return "linear"  # NOTE: "64 nodes would quadruple the throughput", "fewer GPUs, proportionally longer": linear scaling assumed
    return "linear" if ("linear" in phrase or "선형" in phrase) else None


def _gap(sp, fig) -> int:
    """Tokens between a cue span and a figure span (0 when they overlap)."""
    if sp.end <= fig.start:
        return fig.start - sp.end
    if sp.start >= fig.end:
        return sp.start - fig.end + 1
    return 0


_COMPARED_WITH = re.compile(r"\b(?:below|above|under|over|than|against|versus|vs\.?|short of)\b|보다|대비|에 못 미치|에 비해", re.I)


def _cues_near(sent_cues, fig, groups=None, figs=()):
    """(class, phrase, weight, signed token distance) for each cue of the sentence, relative to figure ``fig``.

    A negative distance means the cue comes before the figure. A cue inside parentheses that do not also
    hold the figure (or the other way round) counts a quarter: "0.4Tbps (effective 340Gbps ...)" keeps
    "effective" with the figure inside the parentheses. A cue that follows another figure after this one is
    that figure's label ("193.72 Gbps on one adapter, 96.9% of its 200 Gbps line rate": the line rate is the
    200) and counts a third here. A cue after this figure but nearer the next one is the next one's ("3.2 Tbps on
    P5, and we measured 2.9 Tbps") and does not count here. Korean puts the verb after what it governs, so a Korean
    cue after this figure stays this figure's, and one before it but past another figure counts a third. A cue
    inside another figure's span ("초당 최대 13,000개의 토큰") is that figure's.
    """
    out = []
    alone = groups is not None and _alone_in_brackets(fig)
    for lbl, ph, sp in sent_cues:
        cls, w = lbl.split("|")
        if sp.end <= fig.start:
            dist = -(fig.start - sp.end)
        elif sp.start >= fig.end:
            dist = sp.start - fig.end + 1
        else:
            dist = 0
        weight = float(w)
        korean_after = dist > 0 and is_hangul(ph)
        if groups is not None and groups[sp.start] != groups[fig.start] and not (
                alone and groups[sp.start] < groups[fig.start] and not any(0 <= f.start - sp.end <= 1 for f in figs if f is not fig)):
            weight = 0.0  # NOTE: a cue inside parentheses speaks for what is inside them, and vice versa; a figure alone in
            # them restates the noun before it ("achieve the same bandwidth (~48 GB/s) in our test", "the peak (900 GB/s)"), but
            # a cue right before another figure is that one's ("up to 2x higher throughput ... at identical latency (9 seconds)")
        elif figs and any(f.start <= sp.start and sp.end <= f.end for f in figs):
            weight = 0.0  # NOTE: "초당 최대 13,000개의 토큰": a word inside another figure is that figure's
        elif figs and cls == "vendor-peak" and not 0 <= fig.start - sp.end <= 1 and any(
                0 <= f.start - sp.end <= 1 and _COMPARED_WITH.search(sp.doc[max(0, sp.start - 2):f.end + 2].text) for f in figs):
            # NOTE: "stays below the nominal 21 GB/s at ~14 GB/s", "공칭 21 GB/s보다 낮은 ~14 GB/s": a spec word right before
            # the figure another is compared with is that figure's
            weight = 0.0
        elif figs and cls == "vendor-peak" and dist < 0 and any(f.end <= sp.start and f.start != fig.start and _SHARE_OF_BETWEEN.fullmatch(sp.doc[f.end:sp.start].text)
                                                                for f in figs):
            # NOTE: "Mode C reaches only 52% of peak, versus 66% for mode A": the peak is the whole the 52% is a share of,
            # no rating of a figure after it (one before it may be that peak: "which is 300GBps, and then I get 80% of the
            # theoretical spec")
            weight = 0.0
        elif korean_after and _KO_CONCESSIVE.search(sp.doc[fig.end:sp.start].text):
            weight = 0.0  # NOTE: "A100의 2×지만 ... 370 TFLOPs/s에 그쳤다": a concessive ends the figure's clause; the verb past it is the next clause's
        elif figs and korean_after:
            pass  # NOTE: a Korean verb follows what it governs: "190 TFLOPS를 기록하며, 초당 13,000 토큰을" - the 190's
        elif figs and dist < 0 and is_hangul(ph) and any(sp.end <= f.start and f.end <= fig.start for f in figs):
            weight /= 3.0  # ... so a Korean verb before this figure, past another one, is most likely that one's
        elif figs and cls != "inferred" and _across_turn(sp, fig, figs, dist):
            weight = 0.0  # NOTE: "NVIDIA rates NVLink 4 at 900 GB/s, although our all-to-all peaked at 610 GB/s", "이 링크는 900 GB/s이지만,
            # nccl-tests로 측정한 busbw는 360 GB/s였다": a cue past a turn of the sentence speaks for the figure on its side
        elif figs and cls != "inferred" and dist > 0:
            # NOTE: only a cue after the figure: a verb before a list ("we measured X at A and Y at B") governs it all
            if any(fig.end <= f.start and f.end <= sp.start for f in figs):
                weight /= 3.0
            elif any(sp.end <= f.start and f.start - sp.end < dist - 1 for f in figs):
                weight = 0.0  # NOTE: nearer the figure after it: "3.2 Tbps (P5), we measured 2.9 Tbps" - the 2.9's cue
        out.append((cls, ph, weight, dist))
    return out


# where an English sentence turns to a contrasting clause: "; we measured", ", while", ", although", ", but", "whereas"
CONTRAST_TURN = re.compile(r";|,\s*(?:but|while|whereas|although|though|yet)\b|\s(?:but|whereas)\s|,\s*and\s+(?=(?:the|our|my|we|I|in\s+(?:our|my|the))\s)", re.I)


def _across_turn(sp, fig, figs, dist: int) -> bool:
    """Whether cue ``sp`` stands past a turn of the sentence from figure ``fig`` (after it, or before it), with another figure on
    the cue's side of the turn: that figure's cue. After the figure a Korean concessive ("...이지만,") turns too; before it
    only an English turn does: a Korean verb before "반면" can govern both sides ("6,700 MB/s까지 측정된 반면, TCP는 1,190
    MB/s에서 정체했다": both were measured)."""
    doc = sp.doc
    if dist > 0:
        between = doc[fig.end:sp.start].text
        return (CONTRAST_TURN.search(between) is not None or _KO_CONCESSIVE.search(between) is not None) \
            and any(f.start >= fig.end for f in figs if f is not fig)
    if dist < 0:
        return CONTRAST_TURN.search(doc[sp.end:fig.start].text) is not None and any(f.end <= fig.start for f in figs if f is not fig)
    return False


_KO_CONCESSIVE = re.compile(r"(?:지만|반면에?)(?=[\s,]|$)")  # "...이지만", "2×지만", "반면": where a Korean clause gives way to another
# a run word denied: "were not measured", "is not a benchmark", "측정값이 아니다"
_NOT_BEFORE_CUE = re.compile(r"\b(?:not|never|n[’']t)\s+(?:(?:a|an|the|our|real|actual|performance)\s+){0,2}$", re.I)
# what sets a name up as the base of a comparison ("than PCIe Gen5", "versus the A100", ", 12x PCIe Gen4" in apposition)
_COMPARED_SUBJECT_AFTER_KO = re.compile(r"\s*(?:의\s*)?(?:대비|보다|에\s*비해|와\s*비교|과\s*비교)")  # "H100 대비 B200에서": the base comes first
COMPARISON_BASE_BEFORE = (r"\bthan|\bvs\.?|\bversus|\bcompared\s+(?:to|with)|\brelative\s+to|\bagainst|"
                          r"[,—–]\s*(?:or\s+)?(?:about\s+|roughly\s+|~|≈)?[0-9][0-9.]*\s*[x×]")  # the words before a comparison's base (shared)
_COMPARED_SUBJECT_BEFORE = re.compile(r"(?:" + COMPARISON_BASE_BEFORE + r")\s+(?:the\s+|an?\s+|its\s+|their\s+|that\s+of\s+)?$", re.I)
_UP_AFTER = re.compile(r"\s+up\b(?!\s+to\b)", re.I)  # "shows up": a phrasal verb, not the cue "shows" (but "showed up to ~1.15x" is)
_NOT_AFTER_CUE_KO = re.compile(r"[가-힣]{0,3}\s*(?:이|가)?\s*(?:아니|아님)")


_OPERATING_POINT_AFTER = re.compile(r"\s*기준(?=\s)(?!\s*(?:대비|보다))")
_BLOCK_SIZE_IOPS = re.compile(r"(?:4|8|16|32|64|128|256|512)\s?[kK]\s*(?:" + "|".join(IOPS_WORDS) + ")")  # "4k IOPS" after an access pattern
_ACCESS_BEFORE = re.compile(r"\b(?:random|rand|sequential|seq|read|write|mixed)\s+$", re.I)
_COUNT_SHARE_BEFORE = re.compile(r"(?:(?<![\w.])[0-9][0-9,]*|%\s*\))\s*/\s*[0-9][0-9,]*\s*\(\s*$")  # "400 / 392 (98 %) / 8 (2 %)"
# "specs" that are tests a suite runs ("the core language specs from the conformance suite", "1,900 specs"), no specification;
# group 1 or 2 is the word
TEST_SPECS = re.compile(r"\b(?:language|test|conformance|unit|integration|rspec|core|failing|passing)\s+(specs?)\b|(?<![\w.])[0-9][0-9,]*\s+(specs)\b|"
                        r"\b(specs?)(?=\s+(?:from|in)\s+(?:the\s+)?(?:[\w-]+\s+)?(?:suite|test))", re.I)
_MIN_MAX = re.compile(r"\bmin(?:imum)?\s*[-/]\s*max(?:imum)?\b|\bmax(?:imum)?\s*[-/]\s*min(?:imum)?\b", re.I)


def negated_cue(text: str, start: int, end: int) -> bool:
    """Whether the cue at ``text[start:end]`` is denied ("these numbers are not performance measurements", "측정값이 아니다")."""
    return _NOT_BEFORE_CUE.search(text, max(0, start - 40), start) is not None or _NOT_AFTER_CUE_KO.match(text, end) is not None


def _alone_in_brackets(fig) -> bool:
    """Whether figure span ``fig`` stands alone in brackets right after a word ("bandwidth (~48 GB/s)"), an approximation mark
    at most beside it."""
    doc = getattr(fig, "doc", None)
    if doc is None:
        return False  # NOTE: a bare number sharing the unit after it ("61 and 47 teraflops") is no figure in brackets
    i = fig.start - 1
    if i >= 0 and doc[i].text in ("~", "≈"):
        i -= 1
    return i >= 1 and doc[i].text == "(" and fig.end < len(doc) and doc[fig.end].text == ")" and doc[i - 1].text.strip("*_")[-1:].isalpha()


_SHARE_OF_BETWEEN = re.compile(r"\s*of(?:\s+[\w-]+){0,4}\s*", re.I)  # "52% | of the theoretical | peak": the words a share's whole is named in
_COMPARED_GAP = re.compile(r"\s*(?:보다|에 비해|대비|than|over|vs\.?|versus)\s*,?\s*(?:약|대략|거의|about|roughly|nearly|~)?\s*", re.I)
def _operand_of(line: str, value: float) -> bool:
    """Whether ``value`` is an operand of the arithmetic on ``line`` ("300 GB / 450 GB/s = 0.67 s": 450 went in, 0.67 came
    out), not what the line reports."""
    if "=" not in line or not _ARITHMETIC_LEFT.search(line.split("=", 1)[0]):
        return False
    return any(abs(float(n.replace(",", "")) - value) <= 0.005 * max(abs(value), 1e-9)
               for n in _PLAIN_NUMBER.findall(line.split("=", 1)[0]))


_ARITHMETIC_LEFT = re.compile(r"[0-9][^/*×÷\n]*\s[/*×÷]\s")
_PLAIN_NUMBER = re.compile(r"(?<![\w.])[0-9][0-9,]*(?:\.[0-9]+)?")
_OFFERED_RATE = re.compile(r"\b(?:deliver|provide|offer|sustain|achieve|reach)\w*\s+(?:(?:up to|approximately|about|around|roughly)\s+|~)?(?=[0-9])", re.I)
_LATENCY_METRIC = re.compile(r"\blatenc|\bTTFT\b|\bTPOT\b|\bITL\b|\btime[- ]to[- ]first[- ]token|\bresponse times?\b|지연|레이턴시", re.I)
_RATE_WORDS = re.compile(r"\bspeed|\bthroughput|\brates?\b|\bper second|\bMFU\b|\bHFU\b|\butili[sz]ation|\befficiency|FLOPS|속도|처리량|성능|효율", re.I)


def _among_times(figs, fig) -> bool:  # NOTE: also a percentage ("28.4 s, a 70% reduction from the 95 s")
    """Whether every other figure of the sentence is a duration (and there is one): a ratio among them compares times."""
    others = [parse_figure(f.text) for f in figs if f is not fig]
    return bool(others) and all(o is not None and o[2].dimension == "time" for o in others)


def _inside_parens_after(msent: str, rel_s: int, made: list[Draft]) -> bool:
    """The figure sits in parentheses opened right after an earlier claim's figure."""
    prev_end = made[-1].span.end - made[-1].sentence_span.start
    between = msent[max(0, prev_end): rel_s]
    if len(between) > 40 or "(" not in between:
        return False
    if ")" in between[:between.rfind("(")]:
        return False  # NOTE: "(1.36 rps vs. 0.67 rps) at identical latency (9 seconds)": that parenthesis closed; this one is another's
    return between.rfind("(") > between.rfind(")") and between.find("(") < 30


def _inside_setting_list(msent: str, start: int, end: int) -> bool:
    """Whether [start, end) is one item of a comma-separated list in parentheses ("(Qwen2-7B, vLLM 0.6.1, 4 RPS)")."""
    opened, closed = msent.rfind("(", 0, start), msent.find(")", end)
    if opened < 0 or closed < 0 or ")" in msent[opened:start] or "(" in msent[end:closed]:
        return False
    return "," in msent[opened:start] or "," in msent[end:closed]


def _restates(prev: Draft, value: float, unit: ParsedUnit, in_parens: bool = False) -> bool:
    """A figure in parentheses after ``prev`` says nothing new: any figure after a ratio ("2x (1.36 vs 0.67 rps)",
    "2.7x (25% warmup plus 75% compression)") or the same quantity in another unit ("900 GB/s (7.2 Tbps)").

    NOTE: another figure of the same kind is a claim of its own: "0.4 Tbps (effective 340 Gbps in all_reduce tests)".
    """
    if prev.unit is None or prev.value is None:
        return True
    if prev.unit.dimension in ("ratio", "percent"):
        # NOTE: "5X slower (needs 5X more data)", "2.7x (25% warmup plus 75% compression)" restate or explain the ratio;
        # the absolute figures it is computed from ("2.1x lower (3.90s versus 1.85s)") are results of their own
        return unit.dimension in ("ratio", "percent")
    if prev.unit.dimension != unit.dimension and {prev.unit.dimension, unit.dimension} != {"bytes/s", "bits/s"}:
        if in_parens and {prev.unit.dimension, unit.dimension} in ({"time", "flops"}, {"time", "bytes/s"}, {"time", "bits/s"}):
            # NOTE: "7.10 ms (19,400 GFLOPS)": a time and the rate it gives are two figures of the run, each a claim
            return False
        if in_parens and {prev.unit.dimension, unit.dimension} == {"time", "rate"} and "/" not in (unit.unit + prev.unit.unit).replace("/s", ""):
            # NOTE: "9100 IOPS (0.11ms latency)": a rate of operations and the time each took; a time per item ("58 tokens/s
            # (17 ms/token)") says the rate again
            return False
        return True
    a, b = to_base(prev.value, prev.unit), to_base(value, unit)  # NOTE: bits/s are counted in bytes/s
    return bool(a and b) and abs(a - b) <= 0.1 * max(a, b)


def _after_change(msent: str, prev: Draft) -> bool:
    """Whether ``prev`` is the value after a change written with an arrow ("96.5 → 59.5 ms")."""
    at = prev.span.start - prev.sentence_span.start
    return _ARROW_BEFORE.search(msent, max(0, at - 12), at) is not None


# what stands between two figures of one list of the same metric ("12.1x for ModelA, 9.0x for ModelB, and 11.4x for ModelC")
_LIST_OF_SAME = re.compile(r"\s*(?:for|on|with|in|at|over)\s+[^\s,;]+(?:\s+[^\s,;]+){0,3}?\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)", re.I)
_NEXT_ITEM_OPEN = re.compile(r"[,;]\s*(?!(?:or|and|i\.e\.|which|about|roughly|around|nearly|almost|only|just|over)\b)[^\W\d][\w.+-]*(?:\s+[^\W\d][\w.+-]*){0,2}\s*\(\s*[~≈]?$")


def _projection_lead(text: str) -> bool:
    """Whether a lead-in calls what follows it a projection ("Expected results for m6i.metal:", "Expected output:", "예상 출력:"):
    a line ending in a colon in the words of a projection heading, not set against actual results."""
    return text.rstrip(" *_").endswith(":") and _PROJECTION_HEADING.search(text) is not None and not _AGAINST_ACTUAL.search(text)


def _efficiency_named(msent: str, rel_e: int, made: list[Draft]) -> bool:
    """Whether the share ending at ``rel_e`` is named a scaling efficiency: "(94% scaling efficiency)", or a bare
    "efficiency" right after a speedup ("a 12x speedup, or 75% efficiency"), a claim of its own set against it."""
    return bool(_EFFICIENCY_AFTER.match(msent, rel_e)) or (
        bool(made) and made[-1].unit is not None and made[-1].unit.dimension == "ratio" and bool(_BARE_EFFICIENCY_AFTER.match(msent, rel_e)))


_MORE_THAN_AFTER = re.compile(r"[*_]*\s+(?:more|higher|greater|faster|better|quicker|bigger|larger)\s+than\s+\S", re.I)
_RATE_APPOSITION = re.compile(r"[^.;:()]{0,60}?(?:,|\s[—–-])\s*(?:or\s+|about\s+|roughly\s+|nearly\s+|almost\s+|over\s+|up\s+to\s+|~|≈)?", re.I)


def _compared_rate_before(msent: str, rel_s: int, rel_e: int, made: list[Draft]) -> bool:
    """Whether a ratio or share set after a rate of its clause compares that rate with a base ("178 GB/s to the GPUs,
    60x more than NFS", "reached 9.1 GB/s - 38% higher than the old pool"): the rate names what is compared."""
    if not made or made[-1].unit is None or made[-1].unit.dimension not in ("bytes/s", "bits/s", "rate", "flops"):
        return False
    prev_end = made[-1].span.end - made[-1].sentence_span.start
    return prev_end <= rel_s and _MORE_THAN_AFTER.match(msent, rel_e) is not None and _RATE_APPOSITION.fullmatch(msent, prev_end, rel_s) is not None


_PEAK_WORD_BEFORE = re.compile(r"\b(?:advertised|stated|quoted|official|theoretical|rated|nominal|spec(?:ified)?|peak|maximum|max)\s+(?:[\w-]+\s+){0,2}?[~≈]?$", re.I)


def _named_peak(msent: str, draft: Draft) -> bool:
    """Whether ``draft``'s figure is named a peak just before it ("the rated 256 GB/s", "a theoretical max of")."""
    start = draft.span.start - draft.sentence_span.start
    return start > 0 and _PEAK_WORD_BEFORE.search(msent, max(0, start - 40), start) is not None


def _attached_ratio(msent: str, rel_s: int, made: list[Draft], dimension: str) -> bool:
    if made[-1].unit is not None and made[-1].unit.dimension == dimension:
        return False  # NOTE: "a 12% gain on one CPU, or 7% on another": a share after a share is another case, not one restated
    prev_end = made[-1].span.end - made[-1].sentence_span.start
    between = msent[max(0, prev_end): rel_s]
    if len(between) > 60:
        return False
    if _after_change(msent, made[-1]):
        return False  # NOTE: "96.5 → 59.5 ms (1.62배)": the speedup of the change, a claim of its own
    if _NEXT_ITEM_OPEN.search(between):
        return False  # NOTE: "DecoderNet (5.1×), BeamNet (3.4×)": the next item of a list, with its own ratio
    if made[-1].unit is not None and made[-1].unit.dimension in ("ratio", "percent") and _BY_RIGHT_BEFORE.search(msent, max(0, rel_s - 24), rel_s):
        return False  # NOTE: "raises X by 20%, and Y by about 15%": a change of its own "by", not the figure before restated
    return bool(re.search(r"\(\s*(?:over|about|around|roughly|only|just|nearly|almost|~|≈)?\s*[~≈]?$|\bor\s+[~≈]?$|,\s*or\s+$|=\s*$|\bi\.e\.\s*$", between.rstrip())) or bool(
        re.fullmatch(r"[^.;]*?\b(?:or|which is|i\.e\.|about|i\.e\.,)\s*[~≈]?", between.strip() + " ")) or "(" in between[-3:]


# NOTE: "=10", "1.2k", "0.00s": fi_pingpong's counts and times keep a sign or a suffix
_ROW_FIELD = re.compile(r"=?[0-9][0-9,_.]*(?:[kKMG]|[mun]?s)?|N/A|-|[a-z]+\d*")
_NUMBER_FIELD = re.compile(r"[0-9][0-9,_.]*")


def _is_numeric_row(text: str) -> bool:
    """A single line of at least three fields, all numbers or short words, three of them numbers."""
    line = text.strip()
    if "\n" in line or not line or not _DIGIT.search(line):
        return False
    fields = line.split()
    return len(fields) >= 3 and all(_ROW_FIELD.fullmatch(f) for f in fields) and sum(
        bool(_NUMBER_FIELD.fullmatch(f)) for f in fields) >= 3


_ROW_LABEL = re.compile(r"[0-9][0-9,_.]*[kKMG]?|[A-Za-z][\w.+-]*")  # a row's first field: a number or a name ("local-nvme", "fp8_e4m3")


def _is_value_row(line: str) -> bool:
    """A printed row under a header: fields all numbers or short words, two of them numbers ("nvme  0.52  27.10")."""
    fields = line.split()
    return len(fields) >= 2 and _ROW_LABEL.fullmatch(fields[0]) is not None and all(_ROW_FIELD.fullmatch(f) for f in fields[1:]) \
        and sum(bool(_NUMBER_FIELD.fullmatch(f)) for f in fields) >= 2



def _looks_data(doc: Document, block: Block) -> bool:
    return any(_NUMERIC_CELL.match(doc.text[c.start:c.end].strip(" *") or "x") for c in block.cells)


# "| Efficiency |", "| Eff. (%) |", "| 효율 |": a column of efficiencies, of scaling when a device count keys the rows
_EFFICIENCY_HEAD = re.compile(r"^\W*(?:(?:parallel|scaling|weak|strong)\s+)?(?:efficiency|eff\.?)(?:\s*\(%\)|\s*%)?\W*$|^\W*(?:확장\s*|병렬\s*)?효율(?:\s*\(%\))?\W*$", re.I)
BASE_RATIO_CELL = _BASE_RATIO_CELL = re.compile(r"^\W*(?:[x×]\s*)?1(?:\.0+)?\s*[x×]?\W*$|^\W*100(?:\.0+)?\s*%\W*$")
DEVICE_CELL = re.compile(r"^\W*([1-9][0-9,]{0,6})(?:\s*[x×]?\s*(?:[A-Z]{1,4}\d{2,4}\w*\s+)?(?:GPUs?|nodes?|devices?|cards?|ranks?|개|대|노드))?\W*$", re.I)


def _row_devices(doc: Document, index: int, block: Block, j: int, scaling: Scaling) -> Scaling:
    """A scaling figure of a table row with the devices of its row and the base its column is relative to, read from a
    device-count column ("| GPUs | Images/s | Speedup |" over "| 16 | 3,900 | 1.95x |"): the row that reads 1.0x or 100 % in
    the figure's column (the nearest above), else a first row holding the fewest devices with no figure in that column."""
    header = block.header
    keys = [k for k, h in enumerate(header) if k != j and k < len(block.cells) and _DEVICE_KEY.match(h)]
    if not keys:
        return scaling
    # NOTE: "| Processes | Nodes |", "| GPUs | Nodes |": the finer count is what was scaled, the nodes only group it
    k = next((k for k in keys if not re.search(r"node|노드", header[k], re.I)), keys[0])

    def cell(b: Block, c: int) -> str:
        return doc.text[b.cells[c].start:b.cells[c].end].strip(" *`_") if c < len(b.cells) else ""

    def devices_of(b: Block) -> int | None:
        m = DEVICE_CELL.match(cell(b, k))
        return int(m.group(1).replace(",", "")) if m else None

    devices = devices_of(block)
    if devices is None:
        return scaling
    rows, i = [], index - 1
    while i >= 0 and doc.blocks[i].table == block.table and doc.blocks[i].scope == "table.row":
        rows.append(doc.blocks[i])
        i -= 1
    base = next((b for b in rows if _BASE_RATIO_CELL.match(cell(b, j))), None)
    base_devices = devices_of(base) if base is not None else None
    if base is None and rows:
        first = rows[-1]
        counts = [n for b in rows if (n := devices_of(b)) is not None]
        if not re.search(r"\d", cell(first, j)) and devices_of(first) is not None and devices_of(first) == min(counts):
            base_devices = devices_of(first)
    if base_devices is not None and base_devices >= devices:
        base_devices = None  # NOTE: not a base of fewer devices: a speedup over something else
    baseline = scaling.baseline or (f"{base_devices} {header[k].strip(' *#') or 'devices'}" if base_devices and base_devices > 1 else None)
    return replace(scaling, devices=devices, baseline=baseline)


def _sibling_kind(header, j: int, text: str, cells) -> str | None:
    """The kind of the figures in the other columns of a row (by their header's unit, or the unit written in the cell),
    when every such column gives the same one."""
    kinds = set()
    for k, cell in enumerate(cells):
        if k == j or k == 0:
            continue
        unit = (_header_unit(header[k]) if k < len(header) else None) or _leading_unit(text[cell.start:cell.end])
        kind = _RATE_KIND.get(unit.dimension) if unit is not None else None
        if kind is not None:
            kinds.add(kind)
    return kinds.pop() if len(kinds) == 1 else None




def _continued_header(doc: Document, index: int, block: Block) -> tuple[str, ...]:
    """The header of the table right above a header-less table of as many columns (its rows continued after a blank line:
    "| Qwen-14B | bf16 | 64.2 |" under the rows of "| Model | Method | Tokens/s |"), or ()."""
    j = index - 1
    while j >= 0 and doc.blocks[j].table == block.table and doc.blocks[j].scope == "table.row":
        j -= 1
    if j < 0 or doc.blocks[j].scope != "table.row" or len(doc.blocks[j].cells) != len(block.cells):
        return ()
    above = doc.blocks[j].table
    while j >= 0 and doc.blocks[j].table == above and doc.blocks[j].scope == "table.row":
        j -= 1
    b = doc.blocks[j] if j >= 0 else None
    if b is None or b.table != above or b.scope != "table.header" or len(b.cells) != len(block.cells):
        return ()
    return tuple(doc.text[c.start:c.end] for c in b.cells)


def _cell_parts(text: str, cell: Span, spread: bool = False, arrows: bool = False) -> list[Span]:
    """The cell, or its parts when it lists several figures, each with its unit ("1.27 us, 99.1 GB/s"); under a column
    named for its figures' spread in brackets (``spread``), the figure before its spread; in a value column (``arrows``),
    the values before and after a change ("950 → 2,100 (+121%)", "draft 15.7 → 5.4 ms")."""
    raw = text[cell.start:cell.end]
    if arrows and ("→" in raw or "->" in raw or "⇒" in raw) and (pair := _ARROW_PAIR_CELL.fullmatch(raw)) is not None:
        return [Span(cell.start + pair.start(g), cell.start + pair.end(g)) for g in ("a", "b", "n", "c", "d") if pair.group(g)]
    if spread and (paired := _PAIRED_SPREAD_CELL.fullmatch(raw.strip())) is not None:
        lead = len(raw) - len(raw.lstrip())  # NOTE: "88.1 ms (1.9 ms)" under "Mean latency (std dev)": the mean, then its spread
        return [Span(cell.start + lead + paired.start("v"), cell.start + lead + paired.end("v"))]
    noted = _NOTED_NUMBER_CELL.fullmatch(raw)
    if noted:  # NOTE: "510(4.2배 빨라짐)", "648 (2.7x faster)": the cell's figure, then a change in parentheses
        return [Span(cell.start + noted.start(1), cell.start + noted.end(1)), Span(cell.start + noted.start(2), cell.start + noted.end(2))]
    qualified = _QUALIFIED_CELL.fullmatch(raw)
    if qualified and parse_unit(qualified.group(2)) is None:  # NOTE: not "12 (ms)", the figure and its unit
        return [Span(cell.start + qualified.start(1), cell.start + qualified.end(1))]
    if _STAT_PAIRS_CELL.fullmatch(raw):  # NOTE: "Min: 2.44s, Max: 2.90s": each statistic of the runs, after its label
        return [Span(cell.start + m.start(1), cell.start + m.end(1)) for m in _STAT_PAIR.finditer(raw)]
    runs = _RUNS_NOTE_CELL.fullmatch(raw)
    if runs:  # NOTE: "8.40 ± 0.10 (n=3)", "12.50 (5 runs)": the cell's figure, then how many runs it sums up
        return [Span(cell.start + runs.start(1), cell.start + runs.end(1))]
    timed = _TIMED_NOTE_CELL.fullmatch(raw)
    if timed:  # NOTE: "1890 (23.9 days)": the cell's figure, then how long a run at that rate would take, worked out from it
        return [Span(cell.start + timed.start(1), cell.start + timed.end(1))]
    if ("/" in raw and _NUMBER_LIST_CELL.fullmatch(raw)) or ("vs" in raw and _VERSUS_CELL.fullmatch(raw)):
        # NOTE: "5.1 / 3.2" under "Read / Write (GB/s)", "21 vs 37" beside "head_dim=128 vs 256": one figure a part
        return [Span(cell.start + m.start(), cell.start + m.end()) for m in _LISTED_NUMBER.finditer(raw)]
    if not _CELL_PART_SEP.search(raw):
        return _clause_parts(text, cell)
    if "(" in raw:
        clauses = _clause_parts(text, cell)
        if len(clauses) > 1:
            return clauses  # NOTE: "79.76 s (2 epochs, 40.7 images/sec)": the comma is inside the note, not between parts
    parts, start = [], 0
    for m in _CELL_PART_SEP.finditer(raw):
        parts.append((start, m.start()))
        start = m.end()
    parts.append((start, len(raw)))
    if "/" in raw and len(parts) > 1 and _opens_with_figure(raw[parts[-1][0]:parts[-1][1]]) and all(
            _BARE_NUMBER.fullmatch(raw[a:b]) for a, b in parts[:-1]) and all(raw[b:c].strip() == "/" for (_, b), (c, _) in zip(parts, parts[1:])):
        return [Span(cell.start + a, cell.start + b) for a, b in parts]  # NOTE: "0.259 / 0.461 / 0.704ms": one unit for all
    if not all(_opens_with_figure(raw[a:b]) for a, b in parts):
        return _clause_parts(text, cell)  # NOTE: "1,024" is one number; "8 GPUs, 3x" holds a count
    return [Span(cell.start + a, cell.start + b) for a, b in parts]


_ARROW_NUMBER = r"[~≈]?[0-9][0-9,]*(?:\.[0-9]+)?(?:\s?(?:[A-Za-zµμ][A-Za-zµμ/]{0,11}|%|[가-힣]{1,3}))?"
# "950 → 2,100 (+121%)", "draft 15.7 → 5.4 ms (16K 컨텍스트에선 158.9 → 13.6 ms)": a value before and after a change, after the
# metric's name, then the change or the same pair under another setting in brackets
_ARROW_PAIR_CELL = re.compile(rf"\s*\**(?:[A-Za-z가-힣][\w-]{{0,15}}\s+)?(?P<a>{_ARROW_NUMBER})\**\s*(?:→|->|⇒)\s*\**(?P<b>{_ARROW_NUMBER})\**"
                              rf"(?:\s*\(\s*\**(?:(?P<n>[+\-−]?[0-9][0-9,]*(?:\.[0-9]+)?\s?(?:%|[x×]|배))|[^()]*?(?P<c>{_ARROW_NUMBER})\s*(?:→|->|⇒)\s*(?P<d>{_ARROW_NUMBER}))\**\s*\))?\s*")
_ARROW_THEN_UNIT = re.compile(r"[\s*]*(?:→|->|⇒)[\s*]*[~≈]?[0-9][0-9,]*(?:\.[0-9]+)?\s?([A-Za-zµμ%가-힣][^\s*,;()]*)")
_CHANGE_WORD_TAIL = re.compile(r"\s*(?:변화|개선|change|improvement|before\s*(?:→|->)\s*after|전\s*(?:→|->)\s*후)\s*$", re.I)
_STAT_LABEL = r"(?:min(?:imum)?|max(?:imum)?|mean|avg|average|median|p[0-9]{2,3}(?:\.[0-9])?)"
_STAT_FIGURE = r"[~≈]?[0-9][0-9,]*(?:\.[0-9]+)?\s*(?:ms|us|µs|μs|ns|s|sec|secs|min)"
_STAT_PAIR = re.compile(rf"{_STAT_LABEL}\s*[:=]\s*({_STAT_FIGURE})", re.I)
_STAT_PAIRS_CELL = re.compile(rf"\s*{_STAT_LABEL}\s*[:=]\s*{_STAT_FIGURE}(?:\s*[,;/]\s*{_STAT_LABEL}\s*[:=]\s*{_STAT_FIGURE})+\s*", re.I)
# "5.1 / 3.2", "20.21 / <br>13.84 / <br>24.00": bare numbers listed with a spaced slash (not "1/2", "12/05"), the column's unit for each
_LISTED_NUMBER = re.compile(r"[~≈]?[0-9][0-9,]*(?:\.[0-9]+)?")
_LISTED_CELL_NUMBER = r"\*{0,2}[~≈]?[0-9][0-9,]*(?:\.[0-9]+)?\*{0,2}"  # NOTE: "**7.76** / 21.06": one bold among them
_NUMBER_LIST_CELL = re.compile(rf"\s*{_LISTED_CELL_NUMBER}(?:(?:\s+/|/\s*<br\s*/?>|\s+/\s*<br\s*/?>)\s*{_LISTED_CELL_NUMBER}|"
                               rf"\s*/\s+{_LISTED_CELL_NUMBER})+\s*", re.I)
_VERSUS_CELL = re.compile(rf"\s*{_LISTED_CELL_NUMBER}\s+vs\.?\s+{_LISTED_CELL_NUMBER}\s*")
# "510(4.2배 빨라짐)", "648 (2.7x faster)": a cell's figure, then its change in parentheses
_NOTED_NUMBER_CELL = re.compile(r"\s*([~≈]?[0-9][0-9,]*(?:\.[0-9]+)?)\s*\(\s*([~≈+\-−]?\s?[0-9][0-9.]*\s*(?:[x×배%])[^()]*?)\s*\)\s*")  # "212 (+ 1.05x)" too
# NOTE: "820 (HBM2)", "64 (INT16)", "1500 (HBM2e)*": the cell's figure, then a word that qualifies it (a memory, a number format)
_QUALIFIED_CELL = re.compile(r"\s*[*_]*([~≈]?[0-9][0-9,]*(?:\.[0-9]+)?)[*_]*\s*\(([A-Za-z][\w.+-]{0,15}(?:\s[\w.+-]{1,10})?)\)[*_†‡]*\s*")
_RUNS_NOTE_CELL = re.compile(r"\s*(\**[~≈]?[0-9][0-9,]*(?:\.[0-9]+)?(?:\s*(?:±|\+/-|\+-)\s*[0-9][0-9.,]*)?\**)\s*"
                             r"\(\s*(?:n\s*=\s*[0-9]+|[0-9]+\s*(?:runs?|trials?|reps?|repetitions?|samples?|seeds?|회|번))\s*\)\s*", re.I)
_TIMED_NOTE_CELL = re.compile(r"\s*\**([~≈]?[0-9][0-9,]*(?:\.[0-9]+)?)\**\s*\(\s*~?[0-9][0-9.,]*\s*(?:days?|d|hours?|hrs?|h|weeks?|months?|일|시간|주)\s*\)\s*")
_CELL_CLAUSE_SEP = re.compile(r",\s+|;\s*|\s+\+\s+(?=[~≈]?[0-9])|\s*·\s*|\s*<br\s*/?>\s*|\s*\((?=\s*[~≈]?[0-9])", re.I)  # NOTE: "400 Gbps per NIC (50 GB/s per direction)"


def _clause_parts(text: str, cell: Span) -> list[Span]:
    """The clauses of a cell that states several rates among words ("같은 AZ 4.96Gbps(재전송 4), 다른 AZ 4.96Gbps(재전송 2)",
    "2.7 GB/s reads; 102k IOPS reads", "153GB/s NVLink·43GB/s RDMA"), each clause holding one; else the cell."""
    raw = text[cell.start:cell.end]
    if len(_RATE_IN_CELL.findall(raw)) + len(_OTHER_FIGURE_IN_CELL.findall(raw)) < 2:
        return [cell]
    parts, start = [], 0
    for m in _CELL_CLAUSE_SEP.finditer(raw):
        parts.append((start, m.start()))
        start = m.end()
    parts.append((start, len(raw)))
    # NOTE: "79.76 s (2 epochs, 40.7 images/sec)": a run's time, then its rate; the count between is no figure
    # NOTE: the closing parenthesis of a note split at its opening one is not part of the figure
    parts = [(a, a + raw[a:b].rstrip().rfind(")")) if raw[a:b].rstrip().endswith(")") and "(" not in raw[a:b] else (a, b) for a, b in parts]
    counts = [len(_RATE_IN_CELL.findall(raw[a:b])) + len(_OTHER_FIGURE_IN_CELL.findall(raw[a:b])) for a, b in parts]
    if sum(1 for n in counts if n == 1) < 2 or any(n > 1 for n in counts):
        return [cell]
    return [Span(cell.start + a, cell.start + b) for (a, b), n in zip(parts, counts) if n == 1]


# a rate of work or a duration among a cell's words, besides the rates _RATE_IN_CELL finds
_OTHER_FIGURE_IN_CELL = re.compile(rf"(?<![\w.])[0-9][0-9,]*(?:\.[0-9]+)?\s?(?:(?:(?!tokens?/|toks?/|t/)(?:{RATE_NOUN})/s(?:ec)?)|s|sec|secs|ms|us|µs|μs|min|mins)(?![A-Za-z/])|"
                                   r"(?<![\w.])[0-9][0-9,]*(?:\.[0-9]+)?\s?(?:(?:밀리초|마이크로초|나노초|초)(?!당)|분(?![의석산포량류기]))")  # NOTE: "1.5초 → 0.8초": Korean time units
_RATE_IN_WORDS = re.compile(rf"\b(?:{RATE_NOUN})\s+per\s+sec(?:ond)?\b")
_LEADING_FIGURE = re.compile(r"\s*[~≈+\-−]?[0-9][0-9.]*(?:\s?[-–~]\s?[0-9][0-9.]*)?(?:[kKM](?!i?[Bb]|pps))?\s*([^\s,;()]+)")  # NOTE: "131MiB/s": the M is the unit's; "30-40 tok/s": a range
_PART_DIMENSIONS = ("bytes/s", "bits/s", "transfers/s", "flops", "rate", "time", "percent")  # NOTE: "-0.27% / -0.06%": two changes


def _leading_unit(part: str) -> ParsedUnit | None:
    """The unit of the number a part of a cell opens with ("1.7 GB/s read", "−3 min 45 s"), or None."""
    m = _LEADING_FIGURE.match(part.strip(" *"))  # NOTE: "**-35% latency / +41% throughput**": the emphasis is not the figure
    return parse_unit(m.group(1)) if m else None


def _opens_with_figure(part: str) -> bool:
    """Whether a part of a cell opens with a number and a rate or time unit ("1.7 GB/s read", "1.27 us")."""
    unit = _leading_unit(part)
    return unit is not None and unit.dimension in _PART_DIMENSIONS


# NOTE: the metric names LLM serving benchmarks print (vLLM's benchmark_serving, SGLang's bench_serving), whose units
# the tools fix: latencies in milliseconds, request and token throughputs per second
_SERVING_LATENCY_HEAD = re.compile(r"^\W*(?:(?:mean|median|avg|average|p50|p90|p95|p99|p99\.9)\s+)?(?:TTFT|TPOT|ITL|E2E(?:L|\s+latency)|"
                                   r"end[- ]to[- ]end\s+latency|time to first token|time per output token|inter[- ]token latency)\W*$", re.I)
_SERVING_RATE_HEAD = re.compile(r"^\W*(?:(?:mean|median|avg|average|total|peak)\s+)?(?:(?P<req>request)|(?:output|input|total)?\s*token)\s+throughput\W*$", re.I)


def _serving_metric_unit(head: str) -> ParsedUnit | None:
    """The unit a serving benchmark's metric column implies when the header gives none ("Median TTFT" in ms)."""
    if _SERVING_LATENCY_HEAD.match(head):
        return parse_unit("ms")
    m = _SERVING_RATE_HEAD.match(head)
    if m:
        return ParsedUnit("requests/s", "rate") if m.group("req") else ParsedUnit("tokens/s", "rate")
    return None


_BARE_PERCENTILE_HEAD = re.compile(r"\s*[*_]*\s*\d{1,2}(?:\.\d+)?\s?%\s*[*_]*\s*")
_TIME_HEAD_UNIT_AFTER = re.compile(r"\b(?:time|runtime|run\s+time|latency|duration|elapsed|wall[- ]?clock)\b[^|]{0,30}?(?:\s[-–—,]\s*|,\s*|\s+in\s+)"
                                   r"(seconds?|secs?|s|ms|milliseconds?|minutes?|mins?|hours?|us|µs|μs|microseconds?)\s*$", re.I)
# a ratio of sizes, not of speeds ("| Compression ratio |", "| 압축률 |"); a bare "| Ratio |" is one in a table of codecs
_SIZE_RATIO_HEAD = re.compile(r"\b(?:compression|compressed|compress|size|file|space|memory|storage|dedup(?:lication)?)\s*ratio|압축\s*(?:률|비율|비)", re.I)
_BARE_RATIO_HEAD = re.compile(r"[\s*_]*ratio[\s*_]*(?:\(\s*[x×%]\s*\)|%)?[\s*_]*", re.I)
# NOTE: "| C MB/s | D MB/s |": TurboBench's and lzbench's compression and decompression speeds (also "| C.speed |" over a
# row of units, the two read as "C.speed MB/s")
_COMPRESSION_HEAD = re.compile(r"\b(?:de)?compress\w*|\bcodecs?\b|\bcompressors?\b|압축|^\W*[CD]\.?\s*(?:[KMG]i?B/s|speed(?:\W*[KMG]i?B/s)?)\W*$", re.I)
_RATIO_OF_UNIT_HEAD = re.compile(r"(?:/s(?:ec)?|FLOPS|\bQPS|\bRPS|\bTPS|\bIOPS|\bp\d{2}|\blatency|\bthroughput)\)?\s+(?:ratio|speed-?up|gain|improvement)s?\b", re.I)


_UNIT_PER_DEVICE_HEAD = re.compile(r"\W*(\S+/s(?:ec)?)\s+per\s+(?:" + "|".join(PER_DEVICE_WORDS) + r")s?\b", re.I)


_HZ_RATE_HEAD = re.compile(r"\b(?:throughput|rate|speed|inference\s+frequency|control\s+frequency)\b[^()]{0,20}\(\s*Hz\s*\)", re.I)


# the names of a share of a device's or link's peak (MFU, "bandwidth utilization", 활용률): shared by the classifier and the rules
UTILISATION_WORDS = r"MFU|HFU|MBU|MXU|(?:bandwidth\s+|link\s+|compute\s+)?utili[sz]ation|활용률"
_UTILISATION_AFTER = re.compile(rf"\s*[*_]{{0,2}}\s*(?:{UTILISATION_WORDS})\b", re.I)
_SHARE_OF_DEVICE_AFTER = re.compile(r"\s*(?:(?:GPU|CPU|SM|NPU|TPU)s?\b(?!\s*(?:scaling|efficiency))|(?:of\s+)?(?:the\s+)?(?:theoretical|peak|line[- ]rate|maximum)\b|"
                                    r"(?:utili[sz]ation|util|busy|occupancy)\b)", re.I)
_UTILISATION_BEFORE = re.compile(r"\b(?:MFU|HFU|model\s+flops\s+utili[sz]ation|utili[sz]ation)\b(?:(?!efficien|효율|scaling)[^.;,\n]){0,60}$", re.I)
# NOTE: from the figure's start: "3x slower", "a factor of 3 slower", "three times slower", "an order of magnitude slower"
_SLOWDOWN_AFTER = re.compile(r"(?:factor\s+(?:of\s+)?|order\s+of\s+)?\S*\s*(?:(?:times|magnitude)\s+)?(?:(?:longer|slower|more\s+slowly|more\s+time|as\s+long)\b|(?:더\s*)?(?:느리|느려|느린|느림|느립|느렸|오래\s*걸|더\s*걸)|회귀)", re.I)
_TOKEN_RATE_HEAD = re.compile(r"[\s*]*(?:WPS|wps|TGS|tgs)[\s*]*")
# NOTE: "| 95% latency (ms) |", "| 99% percentile |": a percentile of the times, not a share
_PERCENTILE_HEAD = re.compile(r"(?<![\w.])(\d{1,2}(?:\.\d+)?)\s?%(?=\s*\([A-Za-zµμ/]+\)|\s*(?:latency|lat|percentile|tile|response\s+time|tail|lows?)\b)", re.I)  # "1% low (FPS)"


_CJK_THEN_LATIN = re.compile(r"(?<=[\u3131-\u318e\uac00-\ud7a3\u4e00-\u9fff])(?=[A-Za-zµμ%])")


_BARE_STATISTIC_HEAD = re.compile(r"[\s*_`]*(?:Min|MIN|min)\.?[\s*_`]*")


_DOUBLY_BRACKETED = re.compile(r"\[\s*\(([^()\[\]]{1,20})\)\s*\]")


@functools.lru_cache(maxsize=4096)
def _header_unit(head: str) -> ParsedUnit | None:
    """The unit a table column declares: ``Uni-dir.<br>(GBps)``, ``busbw (GB/s)``, ``TFLOPS``, ``Latency (us)``."""
    h = re.sub(r"\s*/\s*", "/", re.sub(r"<br\s*/?>", " ", head))  # NOTE: "Tokens / sec / GPU" is "Tokens/sec/GPU"
    if "_" in h and " " not in h.strip():
        h = h.replace("_", " ")  # NOTE: a snake_case metric name ("tokens_per_second", "latency_ms") reads as words
    h = _PERCENTILE_HEAD.sub(r"p\1", h)  # NOTE: "| 50%(s) |", "| 99.9% (ms) |": a percentile of the times, in the unit after it
    h = _CJK_THEN_LATIN.sub(" ", h)  # NOTE: "| 대역폭GB/s |", "| 带宽GB/s |": a unit written right after the metric's Korean or Chinese name
    h = _DOUBLY_BRACKETED.sub(r"(\1)", h)  # NOTE: "| 지연 [(마이크로초)] (Open MPI 5.0) |", "Latency [(us)]": a translation's brackets
    low = h.lower()
    if _TOKEN_RATE_HEAD.fullmatch(h):
        # NOTE: "| WPS |" (torchtitan's words, i.e. tokens, per second), "| TGS |" (tokens per GPU per second)
        return ParsedUnit("tokens/s/GPU", "rate") if h.strip(" *").lower() == "tgs" else ParsedUnit("tokens/s", "rate")
    if _HZ_RATE_HEAD.search(h):
        return ParsedUnit("Hz", "rate")  # NOTE: "| Throughput (Hz) |": inferences per second, as robot policies count them
    if _RATIO_OF_UNIT_HEAD.search(h) or REAL_TIME.search(h):
        # NOTE: "| Ops/s ratio |", "| TFLOPS speedup |": a ratio of the unit, not the unit; "| RTF |", "| Realtime factor |":
        # speech and video speed, the processing time against the media's own duration
        return ParsedUnit("x", "ratio")
    if _BARE_PERCENTILE_HEAD.fullmatch(h) or _BARE_STATISTIC_HEAD.fullmatch(h):
        # NOTE: autocannon's "| Stat | 1% | 50% | 97.5% |": percentiles of the row's metric, in the row's unit; "| Mean | Min | Max |":
        # statistics of the runs, "Min" the least of them, not minutes
        return None
    timed = _TIME_HEAD_UNIT_AFTER.search(h)
    if timed:  # NOTE: "| Execution Time (Depth 10) - Seconds |", "| Time in seconds |", "| Time, s |": the time, then its unit
        return parse_unit(timed.group(1))
    for m in _HEADER_UNIT.finditer(h):
        if m.group(1) is not None and m.group(1).strip().lower() == "s" and m.start() > 0 and h[m.start() - 1].isalpha() \
                and h[m.start() - 1].isascii() and not _TIME_WORD_END.search(h, 0, m.start()):
            continue  # NOTE: "Step(s)", "GPU(s)": a plural, not seconds ("측정(s)": Korean has no plural "s"); "Inference Time(s)" is seconds
        cand = (m.group(1) or m.group(2) or "").strip()
        words = cand.split()
        # NOTE: "(tokens/s per node)", "(GB/s full-duplex)": the unit first; "(Second Round)", "(first minute)": an ordinal or a
        # singular time word before a noun names a run, not a unit
        unit = parse_unit(cand) or parse_unit(words[-1] if words else "") or parse_unit(cand.split(",")[0]) or (
            parse_unit(words[0].rstrip(",;")) if len(words) > 1 and not _ORDINAL_TIME.match(cand) else None)
        if unit and unit.dimension != "bytes":
            return unit
    if re.search(r"\bbusbw\b|\balgbw\b", low):
        return ParsedUnit("GB/s", "bytes/s", 1e9)
    per_device = _UNIT_PER_DEVICE_HEAD.match(h)
    if per_device and (unit := parse_unit(per_device.group(1))) is not None and unit.dimension != "bytes":
        return unit  # NOTE: "| Seq/s per GPU |", "| img/sec per chip |": the unit, then the device it is counted per
    flops = re.search(r"\b([gtpe])flop(?:s\b|/s\b)", low)  # NOTE: not "Model TFLOP", a count of operations
    if flops:  # NOTE: "| LU GFLOPS |", "| GFLOPS (Per GPU) |", "| TFLOPS per GPU |": the rate the row or column holds
        return parse_unit(f"{flops.group(1).upper()}FLOPS")
    ops = re.search(r"\b[tp]ops\b", h, re.I)
    if ops and parse_unit(ops.group(0).upper()):
        return parse_unit(ops.group(0).upper())  # NOTE: "INT8 TOPS": tera-operations per second
    m = _RATE_IN_WORDS.search(re.sub(r"\s*(?:\([^()]{0,12}\))?\s*-?\s*\bper-?\s*", " per ", low))
    if m:  # NOTE: "Samples per second", "Sample (4K)-per-second"
        return parse_unit(m.group(0))
    if re.search(r"\bflops?/s\b", low):
        return ParsedUnit("FLOPS", "flops", 1.0)  # NOTE: "FLOPs/s" over "1.97e14"
    if re.search(r"efficiency|\b[mh]fu\b|utili[sz]ation|^\W*%\s*(?:of\s+)?(?:the\s+)?(?:peak|theor\w*|spec\w*|max\w*|line rate)\b", low):
        return ParsedUnit("%", "percent")  # NOTE: "| % Peak |" over "91.44": a share of the peak
    if re.search(_IMPROVEMENT_HEAD, low) and "%" not in low:
        return ParsedUnit("x", "ratio")  # NOTE: "| Time Improvement |" over "3.13": how many times faster, as "| Speedup |" reads
    if re.search(r"\b(?:weak|strong)\s+scaling\b", low) and not re.search(r"efficien|%", low):
        return ParsedUnit("x", "ratio")  # NOTE: "| Weak Scaling - TF32 |" over "1.869": the throughput over one device's
    if _LLAMA_BENCH_TEST.search(h):
        return ParsedUnit("tokens/s", "rate")  # NOTE: "| pp512 |", "Token generation (tg128)": llama-bench's tests, in tokens/s
    if re.fullmatch(r"\W*(?:(?:per[- ]gpu|gpu)\s+tf|tf\s*/\s*gpu|tf)\W*", low):
        return ParsedUnit("TFLOPS", "flops", 1e12)  # NOTE: "| Per GPU TF |", "| TF/GPU |": TFLOPS as training logs abbreviate them
    if re.search(r"speed[- ]?up|\b(?:speed|performance|throughput)\s+(?:relative|normali[sz]ed)\s+to\b|\brelative\s+(?:speed|performance|throughput)\b", low) \
            or re.match(r"\W*(?:vs\.?|v\.s\.?|versus|relative to|normali[sz]ed to|ratio)(?:\s|$)", low):
        return ParsedUnit("x", "ratio")  # NOTE: "| vs. bf16 |", "| v.s. fp16 |": each cell a ratio to the base it names; "| Speed Up |"
    words = h.strip(" *").split()
    # NOTE: a header that is a unit ("t/s"), or ends in a rate ("8B TFLOP/sec/chip", "Decode tok/s", "프리필 토큰/초") or in a
    # unit word the parser knows ("bw MiBps", "p99 msec"); "IOPS/MBps" is a pair, the unit of neither column alone
    last = words[-1] if words and (len(words) == 1 or "/" in words[-1] or _UNIT_WORD.fullmatch(words[-1])) else ""
    unit = parse_unit(last) if len(last) > 2 else None
    if unit is None and len(words) > 1 and "/" in words[0] and (first := parse_unit(words[0].strip(",;:"))) is not None \
            and first.dimension in ("rate", "bytes/s", "bits/s", "flops"):
        return first  # NOTE: "| Images / sec first epoch |", "| GB/s at 1 MiB |": the rate, then the run it was taken in
    if unit is None and ")" in h and (bare := re.sub(r"\s*\([^()]*\)", "", h).strip()) and bare != h.strip():
        return _header_unit(bare)  # NOTE: "Sequences/Sec (bf16 / TE bf16)", "Images/sec (fp16)": the unit before a note of the runs
    if unit is None and (timed := _NAME_THEN_TIME_UNIT.fullmatch(head)) is not None:
        return parse_unit(timed.group(1))  # NOTE: llama.cpp's "| T_PP s | S_PP t/s |": a time column, its unit a bare "s" after the name
    if unit is None and (counted := _COUNT_PER_SECOND_HEAD.fullmatch(h)) is not None:
        return ParsedUnit(f"{counted.group(1).lower()}/s", "rate", 1.0)  # NOTE: "Timesteps/sec", "atom-steps/sec": things done per second
    return unit if unit is not None and unit.dimension in _PART_DIMENSIONS else None


_NAME_THEN_TIME_UNIT = re.compile(r"\W*(?:[A-Za-z]+_[A-Za-z0-9_]+|T|time|latency|duration)\s+(s|ms|us|µs)\W*", re.I)
# NOTE: a header that is a count of anything per second: the set of things a program counts is open
# (not of errors and other events that are no work done)
_COUNT_PER_SECOND_HEAD = re.compile(r"\W*(?!(?:errors?|failures?|faults?|drops?|retries|retransmits?|timeouts?|misses|evictions?|restarts?|crashes|"
                                    r"alerts?|warnings?|interrupts?|exceptions?)/)([A-Za-z][A-Za-z]{1,24}(?:-[A-Za-z]{2,24})?)/(?:s|sec|second)\W*", re.I)
_UNIT_WORD = re.compile(r"[KMGT]i?Bps|[KMGT]bps|[mun]secs?|(?-i:FPS|QPS|RPS|TPS|k?IOPS|[KM]pps)")  # NOTE: "laptop FPS": a rate's abbreviation
# llama-bench's test names: prompt processing of N tokens, token generation of N (lower case, as the tool prints them;
# "PP8" is a pipeline-parallel size)
_LLAMA_BENCH_TEST = re.compile(r"(?<![\w-])(?:pp\d{3,5}|tg\d{2,5})(?:\s*\+\s*tg\d{2,5})?(?![\w-])")
_OPERATOR_BEFORE = re.compile(r"(?:[<>≤≥]=?|=<|=>)\s*[~≈]?\s*$")
_COPULA_BEFORE = re.compile(r"\b(?:is|are|was|were|be|been)\s+$", re.I)
_COMPARED_BRACKETS = re.compile(r"\(\s*[~≈]?[0-9][^()]{0,40}?\s(?:vs\.?|versus|against)\s+[~≈]?[0-9][^()]{0,40}\)", re.I)


def _in_compared_brackets(text: str, start: int, end: int) -> bool:
    """Whether [start, end) stands in brackets that set two figures against each other ("(21.7s vs 15.2s)")."""
    opened = text.rfind("(", max(0, start - 60), start)
    if opened < 0 or ")" in text[opened:start]:
        return False
    m = _COMPARED_BRACKETS.match(text, opened)
    return m is not None and m.end() >= end


_UNIT_NOTE = re.compile(r"[\s>*_]*(?:단위|units?)[*_]*\s*[:：]", re.I)
_POWER_OF_TEN_AFTER = re.compile(r"\s*\{?\s*10\s*\}?\s*\^")
_ORDINAL_TIME = re.compile(r"(?i)(?:second|minute|hour|day)\s+(?!per\b)[a-z]")
_COUNTED_PER_SECOND = re.compile(r"([KM]\s?|thousands\s+of\s+|millions\s+of\s+)(\w+)")
_PER_SECOND_WORDS = {"iterations": "it/s", "iteration": "it/s", "images": "images/s", "samples": "samples/s", "tokens": "tokens/s",
                     "sequences": "sequences/s", "queries": "requests/s", "requests": "requests/s", "items": "items/s", "records": "records/s",
                     "rows": "rows/s", "events": "events/s", "messages": "messages/s", "transactions": "transactions/s"}
_TIMED_CELL = re.compile(rf"^[*~≈<>\s]*[0-9][0-9,._]*\s*(?:µs|μs|us|ms|ns|s|secs?|seconds?|mins?|minutes|hours?|hrs?|초|분)[*\s{FOOTNOTE_MARKS}]*$")


@functools.lru_cache(maxsize=256)
def _setting_column(head: str, header_line: str, caption: str) -> bool:
    """Whether a column holds settings or limits (cached: the cells of a column share its header and caption)."""
    return bool(_SETTING_COLUMN.search(f"{head} {header_line} {caption}"))


def _timed_cells(text: str, cells) -> int:
    """How many cells of a row hold a time with its unit ("| A - t2i | 2.34s | 1.99s |": two, compared)."""
    return sum(1 for c in cells if _TIMED_CELL.match(text[c.start:c.end]))


_FIGURE_BEFORE_UNIT = re.compile(r"[0-9]\s*$")


_UNITS_IN = prefilter.TextCache(1024)  # NOTE: each row of a table asks about the same caption and headings


_FIGURE_DIGITS = re.compile(r"(?<![\w.])[0-9][0-9,]*(?:\.[0-9]+)?(?=\s*[A-Za-zµμ%/])")


def _may_hold_claim(text: str) -> bool:
    """Whether a block of prose can hold a claim at all: a claim word or a figure with a unit (PRESCAN), or a key-value
    with no unit after its number ("Tokens per second: 274.7", "`Samples per second`: `31.4`"); the others skip spaCy."""
    return bool(PRESCAN.search(text) or _unit_key(text) or _has_key_value(text) or ("`:" in text and _has_key_value(mask(text)[0]))
                or _rtf_value(text) or _magnitude_rate(text))


_RTF_VALUE = re.compile(r"\bRTFx?\b\s*(?:of|is|was|[:=])?\s*[~≈]?[0-9]|"  # NOTE: "an RTF of 0.023": a real-time factor, no unit after it
                        r"(?i:real[- ]?time\s+factor)\s*(?:\(\s*RTF\s*\)\s*)?(?:of|is|was|[:=])?\s*:?\s*[~≈]?[0-9]")  # "The real-time factor was 0.011"


def _rtf_value(text: str) -> bool:
    """Whether ``text`` names a real-time factor, then its value ("RTF: 0.05", "The real-time factor was 0.011"); the cheap tests first."""
    return ("RTF" in text or "actor" in text) and _RTF_VALUE.search(text) is not None


def _magnitude_rate(text: str) -> bool:
    """Whether ``text`` holds a count of work as a magnitude in words, then its rate ("billions of sequences per day")."""
    return ("illions of" in text or "housands of" in text) and _MAGNITUDE_RATE.search(text) is not None


# a count of work as a magnitude in words, then its rate ("billions of protein sequences per day"): a figure without a digit
# NOTE: "given in millions of packets per second", "(expressed in thousands of requests per second)": what a column or a metric is counted
# in, a unit spelled out; the magnitude is a scale, no figure
_UNIT_NAMED_BEFORE = re.compile(r"\b(?:in|as)\s+(?:units\s+of\s+)?$", re.I)
_MAGNITUDE_RATE = re.compile(r"\b(?:" + "|".join(MAGNITUDE_WORDS) + r")\s+of\s+(?:[a-z][a-z-]+\s+)?[a-z]{2,}s\s*(?:/\s*|per\s+|an?\s+)(?:s|sec|second|min|minute|h|hr|hour|day|week)\b", re.I)


def _restated_in_table(doc: Document, index: int, text: str) -> bool:
    """Whether a cell of the table of block ``index`` holds the number of a figure ``text`` states ("50,302 tokens/sec" over
    a row with "| 50,302 |"); the table's blocks are read from its first row on."""
    numbers = {m.group(0) for m in _FIGURE_DIGITS.finditer(text) if "." in m.group(0) or len(m.group(0).replace(",", "")) >= 3}
    table = doc.blocks[index].table
    j = index
    while numbers and j < len(doc.blocks) and doc.blocks[j].table == table:
        b = doc.blocks[j]
        if b.scope == "table.row" and any(doc.text[c.start:c.end].strip(" *") in numbers for c in b.cells):
            return True
        j += 1
    return False


def _units_in(text: str, named_only: bool = False) -> tuple[ParsedUnit, ...]:
    """:func:`_find_units_in`, cached per text (but for long ones)."""
    found = _UNITS_IN.get((text, named_only))
    return found if found is not None else _UNITS_IN.put((text, named_only), text, _find_units_in(text, named_only))


def _find_units_in(text: str, named_only: bool = False) -> tuple[ParsedUnit, ...]:
    """Units named in a caption or heading ("Latency in usecs", "Throughput (tokens/s)", "durations in milliseconds");
    ``named_only``: not the unit of a figure ("a fabric with 400 Gbps network bandwidth" rates the hardware, it does not
    name what a table's columns hold)."""
    out = []
    for m in re.finditer(rf"\b(GBps|GB/s(?:ec)?|Gbps|Gb/s|TBps|TB/s|MBps|MB/s(?:ec)?|MiB/s(?:ec)?|GiB/s(?:ec)?|KB/s(?:ec)?|Mbps|Mb/s|[GTP]{FLOP_RATE}|FPS|usecs?|µs|μs|ms|msecs?|(?:{RATE_NOUN})/s(?:ec(?:ond)?)?)(?![\w/])|\((us|ns)\)|\b(?:durations?|times?|latenc\w+|runtimes?)(?:\s+(?:at|for)\s+(?:the\s+)?(?:p\d{{2,3}}|\d{{2}}(?:\.\d+)?(?:th|%)\s+percentile|median|mean|average))?\s*,?\s+(?:(?:below|here|shown|above)\s+)?(?:are\s+|is\s+)?in\s+(milliseconds?|microseconds?|seconds?|millis|micros|nanos|msecs?|usecs?)\b|"
                         # NOTE: "TTFT median (s):", "TTFT 중앙값(초):": a time metric named with its unit
                         r"\b(?:TTFT|TPOT|ITL|E2EL|latenc\w+|times?|durations?)\b[^()\n.:]{0,20}\((s|ms|us|µs|μs|초|밀리초)\)|"
                         r"\b(?i:results?|times?|durations?)\s*\((seconds|ms|milliseconds|s|초|밀리초)\)|(초|밀리초) 단위|"
                         # NOTE: "표 2. 배치별 첫 토큰 지연 (batch, 밀리초)": the key, then the unit of the values, in parentheses
                         r"\([^()\n,]{1,20},\s*(초|밀리초|마이크로초|ms|us|µs|seconds|milliseconds|microseconds|GB/s|tokens/s)\)|\((밀리초|마이크로초|나노초)\)|"
                         # NOTE: "(us, 5회 중앙값)" under a table: the unit first, then how the values were had
                         r"^\W*\(\s*(usecs?|us|µs|μs|ms|ns|seconds|milliseconds|microseconds|초|밀리초|마이크로초|GB/s|GBps|Gbps|tokens/s|TFLOPS)\s*[,;]|"
                         # NOTE: "The throughput, in K samples per second, ...": a count multiplier before the things counted
                         # NOTE: "Number shows how many uint8 images per second ...", "throughput in records processed per second": the
                         # things counted, then what was done to them
                         r"(?:\b(?:in|is|are)|\b(?i:how\s+many)(?:\s+(?![0-9])[\w-]+){0,2}?)\s+((?:(?-i:[KM])\s?|thousands\s+of\s+|millions\s+of\s+)?(?:iterations|images|samples|tokens|items|sequences|queries|requests|records|rows|events|messages|transactions))\s+"
                         r"(?:(?:processed|trained|generated|served|decoded|encoded|handled|transformed|loaded|inserted|written|read|completed|augmented)\s+)?per\s+second\b|(?:출력\s*|입력\s*)?(토큰|샘플|이미지|요청|쿼리)\s*/\s*초|"
                         # NOTE: "the number of tokens processed per GPU per second", "Images processed per second" (a line of its own),
                         # "TPD: tokens per device per second": a rate of work in words, named (not "3,900 tokens per second", a figure;
                         # not "dividing by 60 gives tokens per second", how one column was worked out)
                         r"(?:^|(?<=\n)|[:：]\s*|\b(?i:the|in|is|are|as|of)\s+)(?:(?i:average|mean|median)\s+)?(?:(?i:number)\s+of\s+)?"
                         r"\b((?i:tokens|samples|images|sequences|queries|requests))\s+(?:(?i:processed|trained|generated|served|decoded|handled)\s+)?"
                         r"(?:(?:per|on\s+each|for\s+each)\s+(?i:GPU|device|accelerator|chip|card|NPU|TPU|worker)\s+)?(?i:per|each|a)\s+(?i:second)\b|"
                         # NOTE: "초당 처리되는 iteration 수" (iterations per second), "초당 생성 토큰 수"
                         r"초당[\s_*]+(?:(?:처리|생성|전송)(?:되는|된|하는|한)?\s+)?(iterations?|토큰|샘플|이미지|요청|쿼리)[\s_*]*수|"
                         # NOTE: "Profile of v2 (unit is us)", "(all times in ms)", "단위: ms"
                         r"(?:\b(?i:units?)\s*(?:is|are|:|=)|단위\s*[:：])\s*(usecs?|us|µs|μs|ms|ns|s|sec|seconds|milliseconds|microseconds|GB/s|GBps|Gbps|Gb/s|TFLOPS|"
                         rf"(?i:{RATE_NOUN})\s?/\s?s(?:ec(?:ond)?)?)(?![A-Za-z0-9_/])|"  # NOTE: "(unit: Tokens / second)" too
                         r"\((?:(?i:all\s+)?(?i:times?|latenc\w+|values?|numbers?)\s+)?in\s+(us|µs|μs|ms|ns|seconds|milliseconds|microseconds)\)|단위\s*[:：]?\s*(us|µs|μs|ms|ns|초|밀리초)(?![\w/])|"
                         # NOTE: "### Lookup latency (milliseconds)", "Shows rate (ops/sec)", "time cost (us/op)", "Median microseconds per
                         # invocation": a unit spelled out for the table below
                         r"\((milliseconds|microseconds|nanoseconds|seconds|ops/s(?:ec)?|(?:us|µs|ns|ms)/op)\)|\b(ops/s(?:ec)?)(?![\w/])|"
                         # NOTE: "(µs/call, totals divided by 50 iterations)": the time of one call, then how it was had
                         r"\(\s*((?:ns|us|µs|μs|ms)/(?:call|op|operation|iter|iteration|step|token|request|launch))\s*[,;)]|"
                         # NOTE: "Median Throughput (bps)": bits a second, the cells with their own multiplier ("147.0 M", "1.9 G")
                         r"\((bps|bits?/s(?:ec)?)\)|"
                         # NOTE: "Figures below are in gigabits per second", "in MB per second": a link's or a codec's rate in words
                         r"\b((?:kilo|mega|giga|tera)(?:bits?|bytes?)\s+(?:per|a)\s+second|(?-i:[KMGT]i?B)\s+per\s+second|(?-i:[KMGT])bits?/s(?:ec)?)(?![\w/])|"
                         r"\b(microseconds|milliseconds|nanoseconds)\s+per\s+(?:invocation|call|op|operation|iteration|step|request|launch|run)\b|"
                         # NOTE: "We ... timed, in seconds, how long it took": the unit of the times the table below holds
                         r"\b(?:timed|measured|reported|recorded|given|listed)\s*,?\s+in\s+(seconds|milliseconds|microseconds)\b", mask(text.replace("`", " "))[0]):
        word = next(g for g in m.groups() if g)
        if named_only and _FIGURE_BEFORE_UNIT.search(text, max(0, m.start() - 3), m.start()):
            continue
        word = re.sub(r"\s+/\s*|/\s+", "/", word)
        if (counted := _COUNTED_PER_SECOND.fullmatch(word)) is not None and counted.group(2).lower() in _PER_SECOND_WORDS:
            # NOTE: not "Mbps" (M, then "bps"): a bit rate, read below
            many = counted.group(1)[0].upper()  # NOTE: "K" (thousands) or "M" (millions): the values are in those, as written
            out.append(ParsedUnit(f"{many} {_PER_SECOND_WORDS[counted.group(2).lower()]}", "rate", 1e3 if many in "KT" else 1e6))
            continue
        if word.lower() in ("bps", "bit/s", "bits/s", "bit/sec", "bits/sec"):
            out.append(BITS_PER_SECOND)
            continue
        u = parse_unit(_PER_SECOND_WORDS.get(word.lower(), KOREAN_RATE.get(word, word)))
        if u:
            out.append(u)
    return tuple(out)
