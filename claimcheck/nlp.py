"""spaCy pipeline used for tokenizing candidate text and matching rules.

One blank multi-language pipeline (``xx``) serves English and Korean and mixed text; mecab-ko cannot be
installed, so ``lang/ko`` is not used. The tokenizer gets rules so a figure and its unit are separate
tokens whatever the spacing and particles (``900GB/s입니다`` -> ``900`` ``GB/s`` ``입니다``).
This module imports spaCy at import time; everything else imports it lazily, only when text is analysed.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import re
import sys
import types


def _import_spacy_without_its_cli():
    """Import spaCy without running ``spacy/cli/__init__.py``: a third of its import time (typer, weasel, requests,
    httpx, rich, Jinja2), for a command line this program never calls.

    spaCy's ``__init__`` imports only ``info`` from ``spacy.cli.info``; while it runs, ``spacy.cli`` is an empty
    package over spaCy's own ``cli`` folder and ``spacy.cli.info`` a module whose ``info`` imports the real one when
    called. Both leave ``sys.modules`` afterwards, so ``import spacy.cli`` later gets the real package, and so does
    the attribute ``spacy.cli`` (imported on first use). Should spaCy change so that this fails, the plain import runs instead.
    """
    if "spacy" in sys.modules:
        return
    spec = importlib.util.find_spec("spacy")
    if spec is None or not spec.submodule_search_locations:
        return
    cli = types.ModuleType("spacy.cli")
    cli.__path__ = [f"{location}/cli" for location in spec.submodule_search_locations]
    info = types.ModuleType("spacy.cli.info")

    def lazy_info(*args, **kwargs):
        from spacy.cli.info import info as real_info
        return real_info(*args, **kwargs)

    info.info = lazy_info
    sys.modules["spacy.cli"], sys.modules["spacy.cli.info"] = cli, info
    try:
        import spacy
    except Exception:  # NOTE: spaCy wanted more of its cli than ``info``: import it whole
        for name in [m for m in sys.modules if m == "spacy" or m.startswith("spacy.")]:
            del sys.modules[name]
        return
    finally:
        for name in ("spacy.cli.info", "spacy.cli"):
            if sys.modules.get(name) in (cli, info):
                del sys.modules[name]
    if vars(spacy).get("cli") is cli:
        del spacy.cli
    if "cli" not in vars(spacy) and "__getattr__" not in vars(spacy):

        def lazy_cli(name):  # NOTE: ``spacy.cli`` without importing it, as after a plain import of spaCy
            if name == "cli":
                return importlib.import_module("spacy.cli")
            raise AttributeError(f"module 'spacy' has no attribute {name!r}")

        spacy.__getattr__ = lazy_cli


_import_spacy_without_its_cli()

import numpy  # noqa: E402
import spacy  # noqa: E402
from spacy.matcher import Matcher  # noqa: E402
from spacy.tokenizer import Tokenizer  # noqa: E402
from spacy.attrs import IS_PUNCT, LIKE_NUM, LOWER, NORM, ORTH, SENT_START  # noqa: E402
from spacy.util import compile_infix_regex, compile_prefix_regex, compile_suffix_regex, filter_spans  # noqa: E402

from claimcheck.units import BASE_RATE, COMPUTE_OP_RATE, PER_BYTE_COST, PER_CYCLE_OF, PER_CYCLE_PRECISION, PER_CYCLE_SCAN, PER_CYCLE_WHAT, ALGORITHM_NAME, NAMED_OP_RATE, OP_RATE_NOUNS, DONE_WORDS, MAGNITUDE_WORDS, NOT_WORK_PER_PERIOD, PERIODS, PIXEL_RATE, PIXEL_WORD, QUALIFIED_RATE_UNIT, BARE_COUNT_PER_SECOND, COUNTED_PER_SECOND, COUNTED_RATES, IOPS_WORDS, IOPS_WORKLOAD_WORDS, NOT_COUNTED, PER_MINUTE_COUNT, ENGLISH_NUMERALS, FOOTNOTE_MARKS, HANGUL, HASH_RATE, HYPHENATED_RATE, KOREAN_FLOP_RATE, EDGE_RATE, IOPS_UNIT, PER_ITEM, SCALED_OP_RATE, KO_BOUNDS, MYRIADS, SPELLED_FOLDS, KOREAN_NUMERALS, LINK_NOUNS, MAGNITUDE_ARTICLES, SPELLED_RATIO_FOLLOWERS, KOREAN_RATE, PER_DEVICE, PER_DEVICE_WORDS, FLOP_RATE, RATE_NOUN, RATE_NOUNS, RATE_QUALIFIER, is_hangul  # noqa: E402


# NOTE: particles are split only after a digit, %, Latin letter, µ, a closing bracket or the units 배/개,
# and after a closed list of claim keywords: a generic "particle after Hangul" rule would cut 속도, 차이, 높이.
PARTICLES = sorted(
    {"입니다", "이었다", "이었고", "이었으며", "이었습니다", "였습니다", "이며", "이고", "이다", "였다", "였으며", "였고", "였지만", "이었지만", "였으나", "이었으나",
     "였는데", "이었는데", "이지만", "이므로", "이라", "이어서", "일", "에서는", "에서", "으로", "로는", "에는",
     "은", "는", "이", "가", "을", "를", "의", "에", "로", "와", "과", "도", "만", "까지", "부터", "보다", "이상", "정도",
     "수준", "대", "씩", "밖에", "만에", "나", "만을", "만이", "만으로", "만큼", "다", "라는", "이라는", "라고", "이라고", "로서",
     "라", "급", "지만", "인데", "인데도"},  # NOTE: "1.8 TB/s라 ...", "200 Gb/s급을": a copula's connective, a class of rate;
    # "19 TB/s지만", "113.6토큰인데": a copula's concessive or its "and yet"
    key=len, reverse=True)
_P = "|".join(PARTICLES)
_P_AFTER_DIGIT = "|".join(p for p in PARTICLES if not p.startswith("만"))
KEYWORDS = ["대역폭", "처리량", "지연시간", "지연", "효율", "속도", "확장", "성능", "가속기", "노드", "링크", "토큰", "샘플", "이미지", "요청"]

_PER_SECOND = ("s", "sec", "second")  # "tokens/s", "tokens/sec", "tokens/second"
_PER_MINUTE = ("min", "minute")  # "40 msg/min", "12 images/min": a rate of work per minute
RATE_TOKENS = tuple(f"{noun}/{per}" for noun in RATE_NOUNS for per in (*_PER_SECOND, *_PER_MINUTE))  # NOTE: "samples/second": one token each
# NOTE: "1,225 token/gpu/sec": a rate of work per device, the device between the noun and the second
PER_DEVICE_RATE_TOKENS = tuple(f"{noun}/{dev}/{per}" for noun in ("tokens", "token", "tok", "samples", "sample", "images", "image", "sequences", "seqs")
                               for dev in PER_DEVICE_WORDS for per in ("s", "sec"))

# Units as tokens (the Matcher's UNIT). Byte/bit rates, transfer rates, times, ratios, rates of work.
BYTE_RATE = r"[kKMGTP]i?B(?:ytes?)?(?:/s(?:ec)?|ps|/secs?|/min|/hr|/hour|/S)"  # NOTE: "4.2 TB/min", "3 TB/hour": a checkpoint's or a copy's rate
BIT_RATE = r"[KMGTP](?:b/s|bps|bs|bits?/s|b/sec|bits?/sec|Bits?/s(?:ec)?|bits?|bE|igE)|[kmgt]bps|(?:[Kk]ilo|[Mm]ega|[Gg]iga|[Tt]era)bits?|기가비트|테라비트|메가비트"
UNIT_TOKEN = (
    rf"(?:{BYTE_RATE}|{BIT_RATE}|[KMGTP]Bps|bytes?/s(?:ec)?|[GM]T/s|[GM]T/sec|[GTPE]FLOP|[GTPE]{FLOP_RATE}|FLOP[Ss]?/s(?:ec)?|"
    rf"(?:[Gg]iga|[Tt]era|[Pp]eta|[Ee]xa)(?:flops|FLOPS|FLOPs)|{KOREAN_FLOP_RATE}|TOP[Ss]|{COMPUTE_OP_RATE}|(?i:{RATE_NOUN})(?:{PER_DEVICE})?/(?:s(?:ec(?:ond)?)?|min(?:ute)?)|RPCs?/s(?:ec)?|rps|RPS|wps|WPS|qps|QPS|q/s|TPS|tps|fps|FPS|SPS|sps|RTF[xX]|{IOPS_UNIT}|{PER_MINUTE_COUNT}|[kKMG]?pps|[kKMG]PPS|[KM]OPS|[kKMG]pkts?/s(?:ec)?|ops/s(?:ec)?|{SCALED_OP_RATE}|{HASH_RATE}|{EDGE_RATE}|operations/s(?:ec(?:ond)?)?|"
    r"(?:ns|ps|us|µs|μs)/day|µs|μs|us|uS|usec|usecs|[µμ]secs?|millis|micros|nanos|ns|nsec|nsecs|ms|msec|msecs|secs?|seconds?|s|mins?|minutes|hours?|hrs?|days?|weeks?|months?|(?:nano|micro|milli)seconds?|"
    r"나노초|마이크로초|밀리초|초|분|시간|"
    r"x|X|×|배|%)"
)
UNIT_RE = re.compile(rf"^{UNIT_TOKEN}$")
NUM_RE = r"^[~≈]?[0-9][0-9,_]*(?:\.[0-9]+)?\+?$"
_ESCAPED_DECIMAL = re.compile(r"[0-9]+\\\.[0-9]+")  # NOTE: "2\.4": a Markdown-escaped decimal point, as some docs sources write it
_SCIENTIFIC = re.compile(r"[0-9]+(?:\.[0-9]+)?[eE][+-]?[0-9]{1,2}")

_ABBREVIATIONS = ["e.g.", "i.e.", "vs.", "etc.", "approx.", "cf.", "Fig.", "fig.", "Eq.", "No.", "ca.", "resp.", "et al.", "al.",
                  "Dr.", "Mr.", "Inc.", "Ltd.", "Sec.", "sec.", "v.", "U.S."]


def _create_tokenizer(nlp):
    """The tokenizer with claim rules: prefixes, suffixes, infixes and special cases (see the module docstring).

    NOTE: built once, with the rules, instead of spaCy's default tokenizer amended afterwards: the defaults'
    affix regexes would be compiled only to be replaced, and each amendment reloads every special case.
    """
    # NOTE: a new word type costs one call per lexical attribute; the matchers and the sentencizer read only these
    getters = nlp.vocab.lex_attr_getters
    kept = {k: v for k, v in getters.items() if k in (LOWER, NORM, LIKE_NUM, IS_PUNCT)}
    like_num = kept.get(LIKE_NUM)
    if like_num is not None:  # NOTE: "8.1e11" (bytes/s) is a number too
        kept[LIKE_NUM] = lambda text: like_num(text) or _SCIENTIFIC.fullmatch(text) is not None or _ESCAPED_DECIMAL.fullmatch(text) is not None
    nlp.vocab.lex_attr_getters = kept
    unit_end = rf"(?:기가비트|테라비트|{KOREAN_FLOP_RATE}|[KMGT]bits?|[GT]bE|GigE|[kKMGTP]i?B/s|[KMGTP]i?Bytes?/s(?:ec)?|[KMGTP]i?Bps|[KMGTP]i?B/sec|[KMGTP]b/s(?:ec)?|[KMGTP]bps|[kKMG]?[Pp][Pp][Ss]|[KMGT][Bb]its?/s(?:ec)?|{IOPS_UNIT}|GT/s(?:ec)?|[GTPE]{FLOP_RATE}|{COMPUTE_OP_RATE}|[TPE]F|tokens?/s|TPS|tps|[Ff][Pp][Ss]|[QqRr][Pp][Ss]|(?:ns|ps|us|µs|μs)/day|µs|μs|us|uS|ms|ns|[mun]secs?|[µμ]secs?|cpb|hrs?|mins?|secs?|GB|TB|MB|GiB|TiB|MiB|배|개|장|편|토큰|샘플|이미지|프레임|건|%|x|×|나노초|마이크로초|밀리초|초|분|시간)"
    suffixes = list(nlp.Defaults.suffixes) + [
        r"[↑↓]$",  # NOTE: "9.6%↑": the direction of a change, apart from its figure
        r"(?<=[A-Za-z0-9%µ.])(?:\[[0-9]{1,3}(?:[,–-]\s?[0-9]{1,3})*\])+$",  # NOTE: "4 GB/s.[3][4]": a citation's marks after a figure
        rf"(?<=[0-9A-Za-zµ%])[{FOOTNOTE_MARKS}]+$",  # NOTE: "8.4ms†", "2.1 ms¹": a footnote's mark after a figure
        r"(?<=[↑↓])[.,;:)]$",  # NOTE: "12.7%↓.": the change's arrow, then the sentence's end
        r"\\[.,;:)]$",  # NOTE: "1\.125 GB/s\.": Markdown-escaped punctuation after a figure
        rf"(?<=[%)\]`A-Za-zµ×배개↑↓+])(?:급(?:{_P})?|{_P})$|(?:(?<=[0-9]장)|(?<=[0-9]편))(?:{_P})$",  # NOTE: "200 Gb/s급을", "97.3%↓를", "0.9×였다", "120장의": a class of rate, a change or a counter, then its particle
        # NOTE: after a digit "만" is a myriad ("12만" is 120,000), not the particle "only": it stays on its number, and a
        # particle after it is split off ("1.5만이었다")
        rf"(?<=[0-9])(?:급(?:{_P})?|{_P_AFTER_DIGIT})$|(?:(?<=[0-9]만)|(?<=[0-9]억)|(?<=[0-9]천))(?:{_P})$",
        rf"(?:(?<=[0-9]초)|(?<=^초)|(?<=^밀리초)|(?<=^마이크로초)|(?<=^나노초)|(?<=/초)|(?<=나노초)|(?<=마이크로초)|(?<=밀리초)|(?<=[0-9]분)|(?<=[0-9]시간)|(?<=플롭스)|(?<=플롭)|(?<=플랍스)|(?<=플랍)|(?<=비트)|(?<=[0-9]건)|(?<=프레임))(?:{_P})$",  # NOTE: "2마이크로초입니다", "5분이", "3시간의", "토큰/초의": a time unit's particle (and "87.42 초였다": after a space)
        "(?:" + "|".join(f"(?<={k})" for k in KEYWORDS) + rf")(?:{_P})$",
        rf"(?<=[0-9]){unit_end}$",
        r"(?<=[0-9])s$",  # NOTE: "3.2s"; "1990s" and "100s of" are told apart by the extractor
        r"(?<=[0-9])[xX×]$",
        r"\*+$",
        r"(?:(?<=[0-9BbsSxX%]))\+$",  # NOTE: "400 Gbps+", "2x+", "200만 TPS+": a lower bound, the figure itself before it
        r"(?<=[0-9][kKM])\+$",  # NOTE: "56k+": the same after a count multiplier
        rf"(?<=/s){PER_DEVICE}$|(?<=/sec){PER_DEVICE}$",  # NOTE: "tokens/s/GPU": the rate, then its denominator
        r"(?<=[0-9][KMGTP]iB)\.$",  # NOTE: spaCy's period rule wants a lower-case or two capital letters before it
        r"(?<=GbE)\.$|(?<=TbE)\.$|(?<=GigE)\.$",  # NOTE: "connected by 100 GbE.": the unit, then the period
        r"(?<=[0-9][BMKT])\.$",  # NOTE: "... on Mistral-7B. For Qwen2-72B, ...": a model's size in parameters, then the sentence's end
        r"(?<=[0-9][X×])\.$", r"(?<=uS)\.$", r"(?<=[0-9][KMGTP]B)\.$", r"(?<=[0-9]TB/s)\.$",  # "1.16X.", "80GB.": the same
        r"(?<=B/S)\.$",  # NOTE: "2.85 GiB/S.": the same
        r"(?<=[a-z]/B)\.$",  # NOTE: "0.7 c/B.", "3 ns/B.": a cost per byte, then the period (the infix "/" would keep it on the "B")
        r"(?<=tpmC)\.$|(?<=NOPM)\.$",  # NOTE: "31,800 tpmC.": the same
    ]
    prefixes = list(nlp.Defaults.prefixes) + [r"\*+", r"~", r"≈", r"(?i:sub|under|over)-(?=[0-9])", r"\\~", r"w/(?=[0-9])", r"@(?=[0-9])", r"<(?=[0-9])", r">(?=[0-9])",
                                              r"[≥≤⩾⩽](?=[0-9])",  # NOTE: "≥212 TFLOPs", "≤9 us": a bound glued to its figure, as "<" and ">" are
                                              r"[x×](?=[0-9]+\.[0-9]+$)", r"−(?=[0-9])"]  # NOTE: "x2.63" ("x86" stays a name); "−38%", a Unicode minus
    # NOTE: "4--12x" (a TeX en dash): one token, ahead of spaCy's own rule that would split the dash in two
    infixes = [r"(?<=[0-9])--(?=[0-9])"] + list(nlp.Defaults.infixes) + [
        r"(?<=[0-9][kKM])[-–~](?=[0-9][0-9.,]*[kKM]?$)",  # NOTE: "250k-900k sps", "300k-1.2M": a range, each end with its count multiplier
        rf"(?<=[0-9])-(?=[{HANGUL}])",
        r"(?<=[0-9])\\?~(?=[0-9])",
        r"(?<=[0-9])~(?=[-+−][0-9])",  # NOTE: "-3~-9%", "+2~+6%": a range of signed changes
        r"(?<=^[0-9])[x×](?=[0-9]{2,4}(?:[GMT]b|[GT]B)?$)|(?<=^[0-9]{2})[x×](?=[0-9]{2,4}(?:[GMT]b|[GT]B)?$)",  # NOTE: "8x400 Gbps": a count of links, then each one's rate
        r"(?<=[0-9])[-–](?=[0-9]+(?:\.[0-9]+)?[xX×%])",
        r"(?<=[0-9])[xX×](?=(?:--|[-–~])[0-9])", r"(?<=[0-9][xX×])(?:--|[-–~])(?=[0-9])",  # NOTE: "1.6x-2.5x", "5X--7X": both ends of a range of ratios
        r"(?<=[0-9])%(?=(?:--|[-–~])[0-9])",  # NOTE: "8%-35%": both ends of a range of percentages
        r"(?<=%)(?:--|[-–~])(?=[0-9])",  # NOTE: "17.5%--20.5%" too
        r"(?<=[0-9])[–—](?=[0-9])",
        # NOTE: "410/790/1480 tokens/s": three numbers or more sharing the unit after them, one per setting (a fraction "1/2" stays)
        r"(?<=[0-9])/(?=[0-9][0-9.,]*/[0-9])",
        r"(?:(?<=[0-9]/[0-9])|(?<=[0-9]/[0-9]{2})|(?<=[0-9]/[0-9]{3})|(?<=[0-9]/[0-9]{4})|(?<=[0-9]/[0-9]\.[0-9])|(?<=[0-9]/[0-9]{2}\.[0-9]))/(?=[0-9])",
        r"(?<=[0-9])±(?=[0-9])",
        r"(?<=[A-Za-z])[≈~](?=[0-9])",  # NOTE: "wait≈190 us": a name, then its approximate value
        r"(?<=[A-Za-z0-9])=(?=[~≈]?[0-9])",  # NOTE: "p99=24 s", "TTFT=120ms": a name, then its value
        r"[()]",
        r"(?<=[다요죠])\.(?=[가-힣])",  # NOTE: "지원합니다.즉": a Korean sentence end left unspaced, where the sentence ends
        r"(?<=[)\]])\.(?=[가-힣])",  # NOTE: "...를 제공합니다).따라서": the same after a closing bracket
        r"[→⇒➔⟶]",  # NOTE: "28.6초→8.7초": a change's arrow is a token of its own, and so is the unit before it
        r"·(?=[~≈]?[0-9])",  # NOTE: "153GB/s NVLink·43GB/s RDMA": an interpunct joining two figures
        r"(?<=[↑↓%])·",  # NOTE: "18.0%↑·TTFT 12.7%↓": an interpunct after a change, before the next metric
        r"(?<=[0-9])%(?=[↑↓·])", r"(?<=%)[↑↓](?=\S)",  # NOTE: "141%↑·p99": the figure, the direction of its change, then the rest
        r"(?<=[0-9])\+(?=[A-Za-z])",  # NOTE: "150+TFLOPs": a lower bound glued to its unit
        r"(?<=[A-Za-z0-9])@(?=[0-9])",  # NOTE: "HBMe@4.8TBps", "GDDR7@1.8TBps": a part named, then its rate
        r"(?<=[0-9])(?:초|분|밀리초|마이크로초|나노초|ms|us|µs|μs|s|x|×|%)(?=[→⇒➔⟶(]|/[0-9])",  # NOTE: "3.25ms(79% 절감)", "448ms/420ms" too
        # NOTE: "(1.66ms-13.30ms range)": both ends of a range of times, each with its unit
        r"(?<=[0-9])(?:ms|us|µs|μs|ns|s)(?=[-–][0-9])", r"(?:(?<=[0-9]ms)|(?<=[0-9]us)|(?<=[0-9]µs)|(?<=[0-9]μs)|(?<=[0-9]ns)|(?<=[0-9]s))[-–](?=[0-9])",
        rf"(?<=[0-9])(?:ms|us|µs|μs|s|sec|secs|min|mins)(?=/{PER_ITEM}\b)",  # NOTE: "1.25s/iter", "3min/iteration": the time of one step
        r"(?<=[0-9]ms)/(?=[0-9])|(?<=[0-9]us)/(?=[0-9])|(?<=[0-9]µs)/(?=[0-9])|(?<=[0-9]s)/(?=[0-9])",
        rf"(?<=[0-9])(?:[KMGT]i?B/s|[KMGT]i?Bps|[GMT]b/s|[GMT]bps|[KMGT][Bb]its?/s|GT/s|tokens?/s|[GTPE]{FLOP_RATE})(?=[(){HANGUL}])",  # "989TFLOPS(FP16)", "800Gbit/s(약 ...)"
        rf"(?<=[0-9])-(?={HYPHENATED_RATE}(?![A-Za-z]))",  # NOTE: "800-Gbps transceivers", "a 1.6-Tbps engine": the unit hyphenated to its number
        # NOTE: "600페타플롭스(PF)급", "600PF(페타플롭스)급": a FLOP rate, then its unit glossed in brackets
        rf"(?<=[0-9])(?:{KOREAN_FLOP_RATE}|[TPE]F)(?=\()",
        r"(?<=[0-9])(?:[GT]B/s|[GT]Bps|[GT]bps)(?=/)",
        r"(?<=[0-9])(?:[KMGTP]i?B|[KMGT]b)(?=\()",  # NOTE: "1.6TB(테라바이트)": the figure, its unit, then the unit spelled in brackets
        r"(?<=[0-9])[KMGTP]i?B(?=/second)",  # NOTE: "16GB/second": the figure, its unit, per second
        r"(?<=[0-9])[KMGTP]i?B/(?:min|hr|hour)$",  # NOTE: "850GB/min": the figure, then its unit
        r"(?<=ps)/(?=[0-9])",  # NOTE: "100Gbps/200Gbps": two figures
        r"(?<=[0-9])[KMGT]i?[Bb](?=/초)", r"(?<=[KMGT][Bb])/(?=초)",  # NOTE: "200Gb/초": the figure, its unit, per second
        r"(?<=[0-9])(?:토큰|샘플|이미지|요청|쿼리|건|프레임)(?=/초)",  # NOTE: "210,000건/초": the figure, what it counts, per second
        r"(?<=[0-9])[KMGT]bits?(?=/초)", r"(?<=[KMGT]bit)/(?=초)", r"(?<=[KMGT]bits)/(?=초)",  # NOTE: "25Gbits/초" too
    ]
    # NOTE: spaCy's base exceptions keep "s." and "x." whole (initials); here they are units at a sentence end.
    rules = {k: v for k, v in nlp.Defaults.tokenizer_exceptions.items() if not re.fullmatch(r"[A-Za-z]\.", k)}
    byte_rates = [f"{p}{b}/{per}" for p in "KMGTP" for b in ("B", "iB", "b", "Byte", "Bytes") for per in ("s", "sec")] + ["kB/s", "kB/sec", "kiB/s"] + [
        f"{p}{b}/S" for p in "KMGT" for b in ("B", "iB")] + [  # NOTE: "2.85 GiB/S": the second in capitals, as some tools print it
        f"{p}{b}/{per}" for p in "KMGTP" for b in ("B", "iB") for per in ("min", "hr", "hour")]  # "TB/sec", "GiB/s", "TB/min"
    flop_rates = [f"{p}{f}/{per}" for p in ("", "G", "T", "P") for f in ("FLOP", "FLOPs", "FLOPS", "Flops", "FLops", "flops") for per in ("s", "sec")]  # "700 TFLOP/s", "TFLOPs/sec"
    bit_rates = [f"{p}{b}/{per}" for p in "KMGT" for b in ("bit", "bits", "Bit", "Bits") for per in ("s", "sec")]  # "25 Gbit/s", "940 MBit/s"
    ops_rates = ["ops/s", "ops/sec", "operations/s", "operations/sec", "operations/second",  # "551,934 operations/sec"
                 # NOTE: "5.1 Mops/s", "640 Kops/s", "2 Mreq/s": operations, requests or messages per second, with their multiplier
                 *(f"{p}{n}/{per}" for p in "kKMG" for n in ("ops", "op", "req", "reqs", "RPC", "RPCs", "msg", "msgs") for per in ("s", "sec")),
                 *(f"{p}H/{per}" for p in ("", "k", "K", "M", "G", "T", "P") for per in ("s", "sec"))]  # NOTE: "3.5 GH/s": hashes per second
    # NOTE: "26 TOP/s", "3 POPS/s", "40 TeraOps/sec": an accelerator's operations per second, one token each (see units.COMPUTE_OP_RATE)
    compute_op_rates = [f"{p}{o}/{per}" for p in ("G", "T", "P", "E", "Giga", "Tera", "Peta", "Exa", "giga", "tera", "peta", "exa")
                        for o in ("OP", "OPS", "OPs", "Ops", *(("ops",) if len(p) > 1 else ())) for per in ("s", "sec")]
    # NOTE: "9,800 Tok/s", "7,400 Tokens/sec": a rate of work capitalised, as headings and titles write it
    rate_tokens = [*RATE_TOKENS, *(t.capitalize() for t in RATE_TOKENS if len(t.split("/")[0]) > 1), *PER_DEVICE_RATE_TOKENS,
                   *(f"{p}{n}/{per}" for p in "kKMG" for n in ("pkt", "pkts") for per in ("s", "sec"))]  # NOTE: "9.2 Mpkt/s"
    for special in [*byte_rates, *flop_rates, *compute_op_rates, *bit_rates, "ns/day", "ps/day", "us/day", "µs/day", "μs/day", "GT/s", "MT/s", "GT/sec", "MT/sec", *rate_tokens, "bytes/s", "bytes/sec", "byte/s", "q/s", "IOP/s", "IOP/sec", "GB/secs", "RPC/s", "RPCs/s", "RPC/sec", "RPCs/sec", *ops_rates, *_ABBREVIATIONS]:
        rules[special] = [{ORTH: special}]
    return Tokenizer(
        nlp.vocab,
        rules=rules,
        prefix_search=compile_prefix_regex(prefixes).search,
        suffix_search=compile_suffix_regex(suffixes).search,
        infix_finditer=compile_infix_regex(infixes).finditer,
        token_match=nlp.Defaults.token_match,
        url_match=_url_match(nlp.Defaults.url_match),
    )


def _url_match(default):
    """spaCy's URL matcher, except for Korean words joined by a period ("것입니다.안타깝게도": an unspaced sentence end,
    not a domain name)."""
    if default is None:
        return None

    def match(text):
        if "/" not in text and _HANGUL_DOT.search(text):
            return None
        return default(text)
    return match


_HANGUL_DOT = re.compile(rf"[{HANGUL}]\.[{HANGUL}]")


@spacy.registry.tokenizers("claimcheck.Tokenizer.v1")
def _tokenizer_factory():
    return _create_tokenizer


@functools.lru_cache(maxsize=1)
def get_nlp():
    """The shared blank pipeline: ``xx`` tokenizer with claim rules and a sentencizer."""
    nlp = spacy.blank("xx", config={"nlp": {"tokenizer": {"@tokenizers": "claimcheck.Tokenizer.v1"}}})
    nlp.add_pipe("sentencizer", config={"punct_chars": list(SENTENCE_PUNCT)})
    return nlp


_CITATION_MARKS = re.compile(r"(?:\[[0-9]{1,3}(?:[,–-]\s?[0-9]{1,3})*\])+")
SENTENCE_PUNCT = (".", "!", "?", "。", "！", "？")


@functools.lru_cache(maxsize=1)
def _sentence_punct_hashes():
    strings = get_nlp().vocab.strings
    return numpy.array([strings.add(ch) for ch in SENTENCE_PUNCT], dtype=numpy.uint64)


def tokenize(text: str):
    """Tokenize and split sentences (no other pipeline components run).

    The sentence starts are those of the pipeline's ``sentencizer`` (a word after sentence punctuation, with
    only punctuation between), computed on the token arrays: the component itself makes a Python object per
    token, which cost more than the tokenizer on candidate text.
    """
    doc = get_nlp().make_doc(text)
    n = len(doc)
    if n == 0:
        return doc
    arr = doc.to_array([ORTH, IS_PUNCT])
    ends = numpy.isin(arr[:, 0], _sentence_punct_hashes())
    word_mask = (arr[:, 1] == 0) & ~ends
    if "[" in text and _CITATION_MARKS.search(text):  # NOTE: "... 4 GB/s.[2][5] Next": a citation's marks close the sentence before them, as punctuation does
        word_mask &= numpy.array([_CITATION_MARKS.fullmatch(t.text) is None for t in doc], dtype=bool)
    words = numpy.flatnonzero(word_mask)
    ends_before = numpy.cumsum(ends)  # sentence punctuation up to and including each token
    before_word = numpy.where(words > 0, ends_before[words - 1], 0)
    previous = numpy.concatenate(([-1], words[:-1]))
    since_previous = before_word - numpy.where(previous >= 0, ends_before[previous], 0)
    starts = numpy.full(n, -1, dtype=numpy.int64)
    starts[0] = 1
    starts[words[since_previous > 0]] = 1
    doc.from_array([SENT_START], starts.astype(numpy.uint64).reshape(-1, 1))
    return doc


# NOTE: LIKE_NUM is a lexeme flag computed once per word type, so the Matcher's first token test is a
# table look-up instead of a regex per token; "~4.0" is split into "~" "4.0" by the prefix rules.
NUM = {"LIKE_NUM": True}
UNIT = {"TEXT": {"REGEX": rf"^{UNIT_TOKEN}$"}}
BYTES = {"TEXT": {"REGEX": r"^[KMGTP]i?B$"}}
_SIZE_OR_BITS = {"TEXT": {"REGEX": r"^[KMGTP](?:i?B|b|bits?)$"}}
RANGE = {"TEXT": {"IN": ["~", "-", "–", "--", "to", "\\~", "～", "—"]}}
# NOTE: sets, not REGEX predicates: a set is a hash look-up per token, a regex a match per new word
RATE = {"LOWER": {"IN": [*RATE_TOKENS, *(t.lower() for t in PER_DEVICE_RATE_TOKENS)]}}
PER = {"LOWER": {"IN": sorted({f"/{w.lower()}" for w in PER_DEVICE_WORDS})}}  # "tokens/s" "/GPU"
QUALIFIER = {"LOWER": {"IN": RATE_QUALIFIER.split("|")}}
MULTIPLIER = {"TEXT": {"IN": ["K", "k", "M", "B", "thousand", "million", "billion", "trillion", "Thousand", "Million", "Billion", "Trillion"]}}

_PRECISIONS = ["bf16", "fp16", "fp8", "fp4", "fp6", "fp32", "fp64", "tf32", "int8", "int4", "mxfp8", "mxfp4", "nvfp4"]
_HOURS_MINUTES = ["hour", "hours", "hr", "hrs", "h", "시간", "minute", "minutes", "min", "mins", "분"]
_MINUTES_SECONDS = ["minute", "minutes", "min", "mins", "분", "second", "seconds", "sec", "secs", "s", "초"]

# a rate unit that can end a label ("Achieved TFLOPS: 939.7"); not a time or a ratio, which end other words' labels
KEY_UNIT = {"TEXT": {"REGEX": rf"^{UNIT_TOKEN}$", "NOT_IN": ["µs", "μs", "us", "usec", "usecs", "millis", "micros", "nanos", "ns", "ms", "msec", "msecs", "sec", "secs", "second",
                                                              "seconds", "s", "min", "mins", "minutes", "hour", "hours", "hr", "hrs", "day", "days",
                                                              "x", "X", "×", "배", "%", "초", "분", "시간"]}}
# NOTE: the blanks a masked emphasis leaves ("**3,800** tokens/s" reads "  3,800   tokens/s") are tokens of their own
_BLANK = {"TEXT": {"IN": [" " * n for n in range(1, 5)]}, "OP": "?"}
_ALIGNING_BLANKS = {"TEXT": {"REGEX": "^ +$"}, "OP": "?"}  # NOTE: the run of spaces that aligns a printed report's values in a column
_FLOP_WORD = {"TEXT": {"REGEX": r"^(?:[GTPE][Ff][Ll][Oo][Pp][Ss]?|[TPE]F)$"}}  # NOTE: one predicate for both patterns after a number
_FOLLOWER = {"LOWER": {"IN": list(SPELLED_RATIO_FOLLOWERS)}}
_SPELLED_FIRST = frozenset([*ENGLISH_NUMERALS, "twice", *MAGNITUDE_ARTICLES])


_SPREAD_SIGN = {"TEXT": {"IN": ["±", "+/-", "+-"]}}
_BRACKETED_SPREAD_GUARD = r"[0-9] ?\( ?(?:±|\+/?-)"


class _Guarded:
    """A figure pattern whose first token spaCy's Matcher tests by a Python call (a set, a regular expression): on
    every token of every text, it cost as much as all the other patterns together. It runs only on a text where
    ``guard`` matches, which every text holding a match of the pattern does; so the figures found are the same."""

    def __init__(self, guard: str, flags: int, pattern: list):
        self.guard = re.compile(guard, flags)
        self.pattern = pattern


_BARE_COUNT_RATE_GUARD = r"[0-9]\s?" + BARE_COUNT_PER_SECOND  # "1.2M/sec", "330k/s"
_GLUED_MULTIPLIER = rf"[0-9.,](?:[kKM]|{MYRIADS})"  # NOTE: the end of a number with its count multiplier glued on
_PLUS = {"TEXT": "+", "OP": "?"}  # NOTE: a lower bound after a number ("56k+")
_GLUED_NUM = {"TEXT": {"REGEX": rf"^[0-9][0-9.,]*(?:[kKM]|{MYRIADS})$"}}  # "107k", "4백만": a number with its count multiplier
_PER_WHO = {"TEXT": {"REGEX": "^(?:사용자|유저|GPU|요청|노드|세션|카드|스트림)당$"}, "OP": "?"}  # NOTE: "초당 사용자당 210토큰": per second, per user
_MYRIAD_NUM = {"TEXT": {"REGEX": rf"^[0-9][0-9.,]*(?:{MYRIADS})$"}}  # "12만": a number with a Korean myriad glued on
# NOTE: "10만 이상의 QPS", "3000 정도의 tokens/s": a Korean bound or approximation between a number and its unit
_KO_ABOUT = [*(f"{w}의" for w in KO_BOUNDS), *KO_BOUNDS]

_COUNTED_RATES = list(COUNTED_RATES)  # operations, queries, requests, transactions, packets per second
_QUALIFIED_RATE = {"TEXT": {"REGEX": rf"^{QUALIFIED_RATE_UNIT}$"}}  # "FPS", "SPS": after the words that say what is counted
_COUNTED_OR_RATE = {"TEXT": {"IN": [*COUNTED_RATES, *RATE_TOKENS]}}
_PIXELS = {"TEXT": {"REGEX": rf"^{PIXEL_WORD}$"}}
_COUNTED_PLURAL = {"LOWER": {"REGEX": r"^[a-z]{2,}s$", "NOT_IN": list(NOT_COUNTED)}}
# a plural noun of work counted over a period ("genomes per day"), and a word that may qualify it ("protein sequences")
_PERIOD_NOUN = {"LOWER": {"REGEX": r"^[a-z]{2,}s$", "NOT_IN": [*NOT_COUNTED, *NOT_WORK_PER_PERIOD]}}
_MODIFIER = {"LOWER": {"REGEX": r"^[a-z][a-z-]+$", "NOT_IN": ["per", "a", "an", "of", "the", "and", "or", *NOT_COUNTED, *NOT_WORK_PER_PERIOD]}}
_PERIOD = {"LOWER": {"IN": [p for p in PERIODS if p != "d"]}}
_PER_PERIOD_GUARD = r"[0-9][kKmM]?\s+(?:[a-z][a-z-]+\s+)?[a-z]{2,}s\s*(?:/\s*|per\s+|an?\s+)(?:min|minute|h|hr|hour|day|week)\b"
_MAGNITUDE_GUARD = r"\b(?:" + "|".join(MAGNITUDE_WORDS) + r")\s+of\s+"
_REAL_TIME_FACTOR_GUARD = r"real[- ]?time\s+factor|\bRTF\s*:\s*[0-9]"
_REAL_TIME_FACTOR_NAMES = ([{"LOWER": "real"}, {"TEXT": "-", "OP": "?"}, {"LOWER": "time"}, {"LOWER": "factor"}],
                           [{"LOWER": "real"}, {"TEXT": "-", "OP": "?"}, {"LOWER": "time"}, {"LOWER": "factor"}, {"TEXT": "("}, {"TEXT": "RTF"}],
                           [{"TEXT": "RTF"}])
_REAL_TIME_FACTOR_TAILS = ([{"LOWER": {"IN": ["was", "is", "of", ":", "=", "):", ")"]}, "OP": "?"}, {"TEXT": ":", "OP": "?"}, {"TEXT": {"IN": ["~", "≈"]}, "OP": "?"}, NUM],
                           [{"LOWER": {"IN": [":", "=", "):"]}}, NUM, {"TEXT": "/"}, NUM, {"TEXT": "="}, NUM])
_COUNTED_GUARD = r"[0-9]\s?(?:[-–~]\s?[0-9][0-9.,]*\s?)?" + COUNTED_PER_SECOND
# NOTE: "0.64 cycles per byte", "2.15 cycles per input byte", "1.1 ns/byte", "0.2 cpb": a cost per byte (see units.PER_BYTE_COST)
_PER_BYTE_GUARD = r"[0-9]\s?(?:[-–~]\s?[0-9][0-9.,]*\s?)?" + PER_BYTE_COST
_PER_BYTE_COST_OF = {"LOWER": {"IN": ["cycles", "cycle", "c", "ns", "nanoseconds", "nanosecond"]}}
# NOTE: "16 double precision FLOP/clock", "256 FP64 Flops/cycle/CU", "64 B/clk", "32 bytes per cycle": a rate per clock cycle
# (see units.PER_CYCLE_RATE), the number format or precision between the number and its unit
_PER_CYCLE_GUARD = r"[0-9]\s?(?:[-–~]\s?[0-9][0-9.,]*\s?)?" + PER_CYCLE_SCAN
_PER_CYCLE_PRECISIONS = ([], [{"TEXT": {"REGEX": rf"^{PER_CYCLE_PRECISION}$"}}],
                         *([{"LOWER": {"IN": ["double", "single", "half", "mixed"]}}, *dash, {"LOWER": "precision"}] for dash in ([], [{"TEXT": "-"}])))
_PER_CYCLE = {"LOWER": {"IN": ["clk", "clock", "clocks", "cycle", "cycles"]}}
_PER_CYCLE_TAILS = ([{"TEXT": {"REGEX": rf"^{PER_CYCLE_WHAT}$"}}, {"TEXT": "/"}, _PER_CYCLE],
                    [{"TEXT": {"REGEX": rf"^{PER_CYCLE_WHAT}$"}}, {"TEXT": "/"}, _PER_CYCLE, {"TEXT": "/"}, {"TEXT": {"REGEX": rf"^{PER_CYCLE_OF}$"}}],
                    [{"TEXT": {"REGEX": rf"^{PER_CYCLE_WHAT}$"}}, {"LOWER": "per"}, {"LOWER": "clock", "OP": "?"}, _PER_CYCLE])
# NOTE: "200K ECDSA Ops/s", "5K to 80K RSA-2048 operations per second": the algorithm named between a count and its rate (see
# units.NAMED_OP_RATE), and a range whose ends each carry their count multiplier, set apart from the number ("30 K to 200 K")
_NAMED_OP_GUARD = r"[0-9]\s?[kKM]?\s+" + NAMED_OP_RATE
_MULTIPLIED_RANGE_GUARD = r"[0-9]\s?[kKM]\s*(?:[-–~]|to\s)\s*[0-9][0-9.,]*\s?[kKM]\s"
_ALGORITHM = {"TEXT": {"REGEX": rf"^{ALGORITHM_NAME}$"}}
_OP_RATE = {"LOWER": {"IN": [f"{n}/{per}" for n in OP_RATE_NOUNS for per in ("s", "sec")]}}
_OP_RATE_TAILS = ([_OP_RATE], [{"LOWER": {"IN": list(OP_RATE_NOUNS)}}, {"LOWER": "per"}, {"LOWER": {"IN": ["second", "sec"]}}])
_KM = {"TEXT": {"IN": ["K", "k", "M"]}}
_PER_BYTE_TAILS = ([{"LOWER": "per"}, {"LOWER": "input", "OP": "?"}, {"LOWER": {"IN": ["byte", "bytes"]}}],
                   [{"TEXT": "/"}, {"TEXT": {"IN": ["byte", "bytes", "Byte", "Bytes", "B"]}}])
_COUNTED_NOUN = {"LOWER": {"REGEX": r"^[a-z]{2,}s$", "NOT_IN": list(NOT_COUNTED)}}

# "1h12m" (as the suffix rule splits it), "1h 12m": hours and minutes in time's own notation
_HOURS_MINUTES_TOKENS = ([{"TEXT": {"REGEX": r"^[0-9]{1,3}h[0-9]{1,2}$"}}, {"TEXT": "m"}], [{"TEXT": {"REGEX": r"^[0-9]{1,3}h$"}}, NUM, {"TEXT": "m"}])
_DURATION_TO = {"LOWER": {"IN": ["to", "-", "–", "→", "->", "⇒"]}}

FIGURE_PATTERNS = {
    "figure": [
        [NUM, UNIT],
        [NUM, {"TEXT": "+"}, UNIT],  # "16+ RPS": a lower bound
        _Guarded(r"[0-9]-[KMGTPkmgt]", 0, [NUM, {"TEXT": "-"}, {"TEXT": {"REGEX": rf"^{HYPHENATED_RATE}$"}}]),  # NOTE: "800-Gbps" (see HYPHENATED_RATE)
        [NUM, RANGE, NUM, UNIT],
        [NUM, {"TEXT": "to"}, {"TEXT": {"IN": ["~", "≈"]}}, NUM, UNIT],  # NOTE: "from ~61 to ~20 GB/s": both ends approximate
        [NUM, {"TEXT": "에서"}, NUM, UNIT],  # NOTE: "284에서 227 TFLOPS로": from one figure to the other, the unit said once
        [NUM, {"TEXT": {"IN": ["±", "+/-", "+-"]}}, NUM, UNIT],
        _Guarded(r"(?i)\bbetween\s+[~≈]?[0-9]", 0, [NUM, {"LOWER": "and"}, NUM, UNIT]),  # NOTE: "between 3.1 and 4.4x": a range
        # NOTE: "12.5 (±0.3) ms", "0.267 (+/- 0.002) second": the spread in brackets between the figure and its unit
        _Guarded(_BRACKETED_SPREAD_GUARD, 0, [NUM, {"TEXT": "("}, _SPREAD_SIGN, NUM, {"TEXT": ")"}, UNIT]),
        _Guarded(_BRACKETED_SPREAD_GUARD, 0, [NUM, {"TEXT": "("}, {"TEXT": "+"}, {"TEXT": "/-"}, NUM, {"TEXT": ")"}, UNIT]),
        _Guarded(_BRACKETED_SPREAD_GUARD, 0, [NUM, {"TEXT": "("}, {"TEXT": {"REGEX": r"^±[0-9][0-9.,]*$"}}, {"TEXT": ")"}, UNIT]),
        [NUM, UNIT, RANGE, NUM, UNIT],
        [NUM, RATE, PER],
        [NUM, RANGE, NUM, RATE, PER],
        # NOTE: "9.8M 4KiB random-read IOPS", "4.1M read IOPS": the block size and the access between the rate and its unit
        _Guarded(r"[0-9]\s?[kKM]?\s+" + IOPS_WORKLOAD_WORDS, 0, [NUM, {"TEXT": {"IN": ["K", "k", "M"]}, "OP": "?"}, {"TEXT": {"REGEX": r"^[0-9]+[KMG]i?B?$"}, "OP": "?"},
                                                                {"LOWER": {"IN": ["random", "rand", "sequential", "seq"]}, "OP": "?"}, {"TEXT": "-", "OP": "?"},
                                                                {"LOWER": {"IN": ["read", "write", "mixed", "rw", "reads", "writes"]}}, {"TEXT": {"IN": list(IOPS_WORDS)}}]),
        # NOTE: "1,840 games/s", "1,790–1,910 games/s", "90 widgets per second": any plural noun counted per second
        _Guarded(_COUNTED_GUARD, 0, [NUM, _COUNTED_NOUN, {"TEXT": "/"}, {"LOWER": {"IN": ["s", "sec"]}}]),
        _Guarded(_COUNTED_GUARD, 0, [NUM, RANGE, NUM, _COUNTED_NOUN, {"TEXT": "/"}, {"LOWER": {"IN": ["s", "sec"]}}]),
        _Guarded(_COUNTED_GUARD, 0, [NUM, _COUNTED_NOUN, {"LOWER": "per"}, {"LOWER": {"IN": ["second", "sec"]}}]),
        [NUM, QUALIFIER, RATE, {**PER, "OP": "?"}],  # "5,000 output tokens/s"
        [NUM, {"TEXT": "+"}, QUALIFIER, RATE, {**PER, "OP": "?"}],  # "56,000+ input tokens/s": a lower bound of a rate of work
        # NOTE: "12K tok/s", "1.5 million tokens per second": a count multiplier before a rate of work
        [NUM, MULTIPLIER, _PLUS, _BLANK, RATE, {**PER, "OP": "?"}],  # NOTE: "2.5K+ requests/s" too: a lower bound; "**4M** msg/s": the emphasis left blanks
        [NUM, {"TEXT": {"IN": ["K", "k", "M"]}}, _PLUS, {"TEXT": {"IN": _COUNTED_RATES}}],  # NOTE: "220 K IOPS", "1.2 M QPS"
        # NOTE: "2M raw FPS", "220 k total env FPS", "3M env steps/second": 0-2 words between a rate and its count multiplier say what is counted
        [NUM, {"TEXT": {"IN": ["K", "k", "M"]}}, QUALIFIER, {**QUALIFIER, "OP": "?"}, _QUALIFIED_RATE],
        [NUM, QUALIFIER, {**QUALIFIER, "OP": "?"}, _QUALIFIED_RATE],  # "2,400,000 total SPS"
        [NUM, MULTIPLIER, QUALIFIER, {**QUALIFIER, "OP": "?"}, RATE, {**PER, "OP": "?"}],
        _Guarded(_GLUED_MULTIPLIER, 0, [_GLUED_NUM, QUALIFIER, {**QUALIFIER, "OP": "?"}, _QUALIFIED_RATE]),  # "220k total FPS"
        # NOTE: "250k-900k sps", "300k-1.2M sps": a range, each end with its count multiplier
        _Guarded(_GLUED_MULTIPLIER, 0, [_GLUED_NUM, RANGE, _GLUED_NUM, {**QUALIFIER, "OP": "?"}, {**QUALIFIER, "OP": "?"}, _COUNTED_OR_RATE]),
        _Guarded(_GLUED_MULTIPLIER, 0, [_GLUED_NUM, RANGE, NUM, {"TEXT": {"IN": ["K", "k", "M"]}}, {**QUALIFIER, "OP": "?"}, {**QUALIFIER, "OP": "?"}, _COUNTED_OR_RATE]),
        # NOTE: "124.8 Megapixel / sec", "412.5 Mpx/s", "95 MP/s": pixels per second (the slash rule splits the unit)
        _Guarded(r"[0-9]\s*" + PIXEL_RATE, 0, [NUM, _PIXELS, {"TEXT": "/"}, {"LOWER": {"IN": ["s", "sec", "second"]}}]),
        _Guarded(r"[0-9]\s*" + PIXEL_RATE, 0, [NUM, _PIXELS, {"LOWER": "per"}, {"LOWER": {"IN": ["s", "sec", "second"]}}]),
        *(_Guarded(_PER_BYTE_GUARD, 0, [*head, _PER_BYTE_COST_OF, *tail]) for head in ([NUM], [NUM, RANGE, NUM]) for tail in _PER_BYTE_TAILS),
        *(_Guarded(_NAMED_OP_GUARD, 0, [*head, _ALGORITHM, {**_ALGORITHM, "OP": "?"}, *tail]) for head in ([NUM, {**_KM, "OP": "?"}], [NUM, _KM, RANGE, NUM, _KM], [_GLUED_NUM], [_GLUED_NUM, RANGE, _GLUED_NUM])
          for tail in _OP_RATE_TAILS),
        *(_Guarded(_MULTIPLIED_RANGE_GUARD, 0, [NUM, _KM, RANGE, NUM, _KM, *tail]) for tail in ([{"LOWER": {"IN": sorted({t.lower() for t in (*COUNTED_RATES, *RATE_TOKENS)})}}], [{"LOWER": {"IN": list(RATE_NOUNS)}}, {"LOWER": "per"}, {"LOWER": {"IN": ["second", "sec"]}}])),
        *(_Guarded(_PER_CYCLE_GUARD, 0, [*head, *precision, *tail]) for head in ([NUM], [NUM, RANGE, NUM]) for precision in _PER_CYCLE_PRECISIONS for tail in _PER_CYCLE_TAILS),
        _Guarded(_PER_BYTE_GUARD, 0, [NUM, {"LOWER": "cpb"}]), _Guarded(_PER_BYTE_GUARD, 0, [NUM, RANGE, NUM, {"LOWER": "cpb"}]),
        [NUM, {"LOWER": {"IN": list(DONE_WORDS)}}, {"TEXT": "/"}, {"LOWER": {"IN": ["s", "sec", "second"]}}],  # "150.59 decoded/sec"
        # NOTE: "231.5 samples/(GPU*min)", "40 samples per GPU per minute": a rate per device and minute
        *([NUM, {**MULTIPLIER, "OP": "?"}, *noun, {"TEXT": "("}, {"TEXT": {"REGEX": r"^(?:GPU|gpu|device|chip|node|card)[*·×]min(?:ute)?$"}}, {"TEXT": ")"}]
          for noun in ([_COUNTED_PLURAL, {"TEXT": "/"}], [{"LOWER": {"REGEX": r"^[a-z]{2,}s/$"}}])),  # NOTE: "samples/" "(": as the bracket rule splits it
        [NUM, {**MULTIPLIER, "OP": "?"}, _COUNTED_PLURAL, {"LOWER": "per"}, {"LOWER": {"IN": ["gpu", "device", "chip", "node", "card"]}}, {"LOWER": "per"}, {"LOWER": {"IN": ["minute", "min"]}}],
        # NOTE: "252 genomes per day", "38 samples/day", "1.2M reads per hour": work counted over a longer period
        _Guarded(_PER_PERIOD_GUARD, re.I, [NUM, {**MULTIPLIER, "OP": "?"}, {**_MODIFIER, "OP": "?"}, _PERIOD_NOUN, {"LOWER": {"IN": ["/", "per", "a", "an"]}}, _PERIOD]),
        _Guarded(r"[0-9]\s*" + BASE_RATE, 0, [NUM, {"TEXT": {"REGEX": r"^[kKMGT]?bp$"}}, {"TEXT": "/"}, {"LOWER": {"IN": ["s", "sec", "min", "h", "hr", "hour", "day"]}}]),  # "45 Gbp/h"
        # NOTE: "2,880 hours of audio per day": media processed over a period
        [NUM, {"LOWER": {"IN": ["hours", "hour", "hrs", "hr", "h", "minutes", "minute", "mins", "min", "seconds", "second", "secs", "sec"]}}, {"LOWER": "of"},
         {"LOWER": {"IN": ["audio", "speech", "video", "recording", "recordings"]}}, {"LOWER": {"IN": ["/", "per", "a", "an"]}}, {"LOWER": {"IN": ["s", "sec", "second", *PERIODS]}}],
        # NOTE: "billions of protein sequences per day", "millions of steps per second": a magnitude in words, then a rate of work
        _Guarded(_MAGNITUDE_GUARD, re.I, [{"LOWER": {"IN": list(MAGNITUDE_WORDS)}}, {"LOWER": "of"}, {**_MODIFIER, "OP": "?"}, _PERIOD_NOUN, {"LOWER": {"IN": ["/", "per", "a", "an"]}},
                                          _PERIOD]),
        _Guarded(_MAGNITUDE_GUARD, re.I, [{"LOWER": {"IN": list(MAGNITUDE_WORDS)}}, {"LOWER": "of"}, {**_MODIFIER, "OP": "?"}, _COUNTED_PLURAL, {"LOWER": {"IN": ["/", "per", "a", "an"]}},
                                          {"LOWER": {"IN": ["s", "sec", "second"]}}]),  # NOTE: "millions of physics steps per second"
        # NOTE: "The real-time factor was 0.011", "Real time factor (RTF): 1.204 / 109.500 = 0.011", "RTF: 1.2 / 3.4 = 0.35": the factor, named
        *(_Guarded(_REAL_TIME_FACTOR_GUARD, re.I, [*name, *tail]) for name in _REAL_TIME_FACTOR_NAMES for tail in _REAL_TIME_FACTOR_TAILS),
        [NUM, {"LOWER": {"IN": ["thousand", "million", "billion", "trillion"]}}, {"TEXT": {"IN": _COUNTED_RATES}}],  # NOTE: "2 Million RPS", "1.2 million QPS"
        [NUM, MULTIPLIER, {**QUALIFIER, "OP": "?"}, {"LOWER": {"IN": list(RATE_NOUNS)}}, {"LOWER": "per"}, {"LOWER": {"IN": ["second", "sec", "gpu", "minute", "min"]}}],
        # NOTE: "1.2M/sec", "330k/s", "2.5 M/s": a count per second whose multiplier stands for the noun it leaves out
        _Guarded(_BARE_COUNT_RATE_GUARD, 0, [_GLUED_NUM, {"TEXT": "/"}, {"LOWER": {"IN": ["s", "sec", "second"]}}]),
        _Guarded(_BARE_COUNT_RATE_GUARD, 0, [NUM, {"TEXT": {"IN": ["K", "k", "M"]}}, {"TEXT": "/"}, {"LOWER": {"IN": ["s", "sec", "second"]}}]),
        [NUM, MULTIPLIER, {**QUALIFIER, "OP": "?"}, {"LOWER": {"IN": list(RATE_NOUNS)}}, {"TEXT": "-"}, {"LOWER": "per"}, {"TEXT": "-"},
         {"LOWER": {"IN": ["second", "sec"]}}],  # NOTE: "21 billion messages-per-second"
        [{"TEXT": "초당"}, {"TEXT": {"IN": ["최대", "약", "평균", "최소", "최고"]}, "OP": "?"}, NUM, _SIZE_OR_BITS],  # NOTE: "초당 12 TB", "초당 최대 1.2 Tb": an amount of bytes or bits each second
        [{"TEXT": "초당"}, _PER_WHO, {"TEXT": {"IN": ["최대", "약", "평균", "최소", "최고"]}, "OP": "?"}, NUM, {"TEXT": "개", "OP": "?"}, {"TEXT": {"IN": ["의", "이상의", "이상"]}, "OP": "?"}, {"TEXT": {"REGEX": "^(?:" + "|".join(KOREAN_RATE) + ")"}}],
        # NOTE: "초당 12만 토큰", "초당 약 3만 건": a Korean myriad glued to the number
        [{"TEXT": "초당"}, _PER_WHO, {"TEXT": {"IN": ["최대", "약", "평균", "최소", "최고"]}, "OP": "?"}, _MYRIAD_NUM, {"TEXT": "개", "OP": "?"}, {"TEXT": {"IN": ["의", "이상의", "이상"]}, "OP": "?"}, {"TEXT": {"REGEX": "^(?:" + "|".join(KOREAN_RATE) + ")"}}],
        [NUM, {"TEXT": {"IN": list(KOREAN_RATE)}}, {"TEXT": "/"}, {"TEXT": "초"}],  # "200 토큰/초"
        [NUM, {"LOWER": {"IN": list(RATE_NOUNS)}}, {"TEXT": "/"}, {"LOWER": {"IN": ["s", "sec", "second"]}}],  # "140 tokens / sec"
        *([{"TEXT": numeral}, {"TEXT": "배"}] for numeral in KOREAN_NUMERALS),  # "두 배", "세 배"
        # NOTE: "4 800G ports", "8x 400G NICs": a port's or a NIC's line rate written as a bare "G"
        *([{"TEXT": rate, "SPACY": False}, {"TEXT": "G"}, {"LOWER": {"IN": list(LINK_NOUNS)}}] for rate in ("10", "25", "40", "50", "100", "200", "400", "800", "1600")),
        # NOTE: "three times faster", "twice as long", "an order of magnitude lower": the word after is matched, then trimmed
        # NOTE: plain word tests, one pattern a word: a set test on a pattern's first token is a predicate run on every token
        *([{"LOWER": word}, {"LOWER": "times"}, _FOLLOWER] for word in ENGLISH_NUMERALS),
        [{"LOWER": "twice"}, _FOLLOWER],
        *([{"LOWER": word}] for word in SPELLED_FOLDS),  # NOTE: "up to eightfold", "a threefold drop"
        *([{"LOWER": word}, {"TEXT": "-"}, {"LOWER": "fold"}] for word in ENGLISH_NUMERALS),  # "a three-fold gain"
        *([{"LOWER": word}, {"LOWER": "order"}, {"LOWER": "of"}, {"LOWER": "magnitude"}, _FOLLOWER] for word in MAGNITUDE_ARTICLES),
        [NUM, _FLOP_WORD, {"TEXT": "/"}, {"LOWER": {"IN": ["s", "sec"]}}],  # "240 PFlop/s"
        [NUM, {"LOWER": {"IN": ["gigaflop", "teraflop", "petaflop", "exaflop", "gigaflops", "teraflops", "petaflops", "gigaops", "teraops", "petaops", "exaops"]}}, {"TEXT": "/"},
         {"LOWER": {"IN": ["s", "sec"]}}],  # "150 teraFLOP/s": the slash rule splits the unit
        [NUM, {"LOWER": {"IN": _HOURS_MINUTES}}, {"LOWER": "and", "OP": "?"}, NUM, {"LOWER": {"IN": _MINUTES_SECONDS}}],  # "7 hours and 40 minutes", "7시간 40분"
        [NUM, {"LOWER": {"IN": ["nano", "micro", "milli"]}}, {"TEXT": "-"}, {"LOWER": {"IN": ["second", "seconds"]}}],  # "80 nano-seconds"
        # NOTE: "6 million messages a second": a rate of work per second in words
        [NUM, {**MULTIPLIER, "OP": "?"}, {"LOWER": {"IN": list(RATE_NOUNS)}}, {"LOWER": {"IN": ["a", "an"]}}, {"LOWER": "second"}],
        [NUM, {"LOWER": {"IN": _PRECISIONS}}, UNIT],  # "990 bf16 TFLOP/s", "1979 FP8 TFLOPS": the number format between
        # NOTE: "990 bf16 TC TFLOP/s" (tensor cores, dense or sparse after the format), "655 BF16/FP16/TF32 TFLOPS" (formats sharing a rate)
        [NUM, {"LOWER": {"IN": _PRECISIONS}}, {"LOWER": {"IN": ["tc", "tensor", "dense", "sparse", "core"]}}, UNIT],
        [NUM, {"LOWER": {"IN": _PRECISIONS}}, {"TEXT": "/"}, {"LOWER": {"IN": _PRECISIONS}}, {"TEXT": "/", "OP": "?"}, {"LOWER": {"IN": _PRECISIONS}, "OP": "?"}, UNIT],
        [{"LOWER": "factor"}, {"LOWER": "of", "OP": "?"}, NUM],  # "by a factor of 3", "a factor 3 slower"
        [{"LOWER": "factor"}, {"LOWER": "of", "OP": "?"}, {"LOWER": {"IN": list(ENGLISH_NUMERALS)}}],  # "a factor of two", "a factor three slower"
        _Guarded(r"[0-9][hm][0-9]", 0, [{"TEXT": {"REGEX": r"^[0-9]{1,3}[hm][0-9]{1,2}(?:\.[0-9]+)?[ms]$"}}]),  # "1m12.6s", "2h05m": time's own notation
        _Guarded(r"[0-9][hm][0-9]", 0, [{"TEXT": {"REGEX": r"^[0-9]{1,3}[hm][0-9]{1,2}(?:\.[0-9]+)?$"}}, {"TEXT": {"IN": ["s", "m"]}}]),  # ... as the suffix rule splits it
        # NOTE: "1m 47.8s", "1h 20m": the same notation with a space, as the tokenizer splits it
        _Guarded(r"[0-9][hm] [0-9]", 0, [NUM, {"TEXT": "m"}, NUM, {"TEXT": "s"}]),
        _Guarded(r"[0-9][hm] [0-9]", 0, [{"TEXT": {"REGEX": r"^[0-9]{1,3}h$"}}, NUM, {"TEXT": "m"}]),
        # NOTE: "from 1h12m to 38m", "1h 05m → 47m": a change between two durations, the bare "38m" minutes by the hours beside it
        *(_Guarded(r"[0-9]h\s?[0-9]{1,2}m", 0, [*hours, _DURATION_TO, NUM, {"TEXT": "m"}]) for hours in _HOURS_MINUTES_TOKENS),
        *(_Guarded(r"[0-9]h\s?[0-9]{1,2}m", 0, [NUM, {"TEXT": "m"}, _DURATION_TO, *hours]) for hours in _HOURS_MINUTES_TOKENS),
        # NOTE: "2h05m30s", "1h 35m 29s": hours, minutes and seconds, one duration
        _Guarded(r"[0-9]h[0-9]{1,2}m[0-9]", 0, [{"TEXT": {"REGEX": r"^[0-9]{1,4}h[0-9]{1,2}m[0-9]{1,2}(?:\.[0-9]+)?s?$"}}, {"TEXT": "s", "OP": "?"}]),
        _Guarded(r"[0-9]h [0-9]", 0, [{"TEXT": {"REGEX": r"^[0-9]{1,4}h$"}}, NUM, {"TEXT": "m"}, NUM, {"TEXT": "s"}]),
        [NUM, {"TEXT": "-", "OP": "?"}, {"LOWER": {"IN": ["fold", "factor"]}}],  # "3 fold", "a 5.75 factor"
        _Guarded(r"[0-9]-fold", re.I, [{"LOWER": {"REGEX": r"^[0-9]+(?:\.[0-9]+)?-fold$"}}]),  # "3-fold" (one token: the hyphen rule splits letters only)
        [NUM, {"TEXT": "분"}, {"TEXT": "의"}, NUM],  # "8분의 1로 줄어든다": a fraction (one eighth), not eight minutes
        [NUM, BYTES, {"LOWER": "per"}, {"LOWER": {"IN": ["second", "sec", "s"]}}],
        # NOTE: "900 gigabytes per second", "3.35 terabytes/second", "400 gigabits per second", "3 gigabytes a second": a rate spelled out
        [NUM, {"LOWER": {"REGEX": r"^(?:kilo|mega|giga|tera|peta)(?:bytes?|bits?)$"}}, {"LOWER": {"IN": ["per", "/", "a"]}}, {"LOWER": {"IN": ["second", "sec", "s"]}}],
        [NUM, {"LOWER": {"IN": ["giga", "tera", "peta", "exa"]}}, {"LOWER": {"IN": ["flops", "flop/s", "flops/s"]}}],  # "40 Tera FLOPs"
        [NUM, {"TEXT": {"IN": ["TOPs", "TOPS"]}}, {"TEXT": "/"}, {"TEXT": "s"}],  # "45 TOPs/s"
        [NUM, {"TEXT": {"REGEX": r"^(?:[KMGTP]i?B|bytes?)$"}}, {"TEXT": "/"}, {"LOWER": {"IN": ["s", "sec", "second"]}}],  # "16GB / second", "1e10 bytes/second"
        [NUM, {"TEXT": {"REGEX": r"^[KMGTP](?:i?B|b|bits?)$"}}, {"TEXT": "/"}, {"TEXT": "초"}],  # "260 GB/초", "25Gbits/초"
        [NUM, {**QUALIFIER, "OP": "?"}, {"LOWER": {"IN": [*RATE_NOUNS, "bytes"]}}, {"LOWER": "per"}, {"LOWER": {"IN": ["second", "sec", "gpu"]}}],
        # NOTE: "120,000 messages-per-second": the rate hyphenated as a compound (the infix rule splits it)
        [NUM, {**QUALIFIER, "OP": "?"}, {"LOWER": {"IN": [*RATE_NOUNS, "bytes"]}}, {"TEXT": "-"}, {"LOWER": "per"}, {"TEXT": "-"}, {"LOWER": {"IN": ["second", "sec"]}}],
        [NUM, {"LOWER": "times"}],
        [NUM, _FLOP_WORD],  # NOTE: "7.6 TF (Rpeak, FP64)": teraFLOPS as HPC pages write them (a bare "PFlop" does not parse)
        *([{"TEXT": sign, "SPACY": False}, NUM] for sign in ("x", "×")),  # "x2.63": the factor written first (the prefix rule splits it)
        [NUM, RANGE, NUM, {"LOWER": "times"}],
        [NUM, {"LOWER": {"IN": ["percent", "per"]}}, {"LOWER": {"IN": ["cent"]}, "OP": "?"}],
        [NUM, RANGE, NUM, {"LOWER": "percent"}],  # NOTE: "45–55 percent": a range of shares
        _Guarded(":", 0, [{"LOWER": {"IN": ["images/sec", "samples/sec", "tokens/sec", "sequences/sec", "images/s", "samples/s", "tokens/s",
                           "throughput", "busbw", "algbw"]}}, {"TEXT": ":"}, _BLANK, NUM]),
        # NOTE: "- **Achieved TFLOPS**: 939.7", "Throughput (tokens/s): 1,234": a label ending in its unit, then the number
        _Guarded(":", 0, [KEY_UNIT, _BLANK, {"TEXT": ":"}, _ALIGNING_BLANKS, NUM]),
        _Guarded(":", 0, [KEY_UNIT, _BLANK, {"TEXT": ":"}, _ALIGNING_BLANKS, NUM, RANGE, NUM]),  # NOTE: "Read IOPS: 9,000-11,000"
        # NOTE: "Peak IOPS: ~32K": the count multiplier glued to the number
        _Guarded(":", 0, [KEY_UNIT, _BLANK, {"TEXT": ":"}, _ALIGNING_BLANKS, {"TEXT": {"IN": ["~", "≈"]}}, NUM]),
        _Guarded(":", 0, [KEY_UNIT, _BLANK, {"TEXT": ":"}, _ALIGNING_BLANKS, {"TEXT": {"IN": ["~", "≈"]}, "OP": "?"}, NUM, {"TEXT": {"IN": ["K", "k", "M"]}}]),
        # NOTE: "TFLOPS/GPU: 167.43", "tokens/s/GPU: 2,950", "TFLOPS per GPU: 160": the label's unit is per device
        _Guarded(":", 0, [KEY_UNIT, PER, _BLANK, {"TEXT": ":"}, _BLANK, NUM]),
        _Guarded(":", 0, [KEY_UNIT, {"TEXT": "/"}, {"LOWER": {"IN": sorted({w.lower() for w in PER_DEVICE_WORDS})}}, _BLANK, {"TEXT": ":"}, _BLANK, NUM]),
        _Guarded(":", 0, [KEY_UNIT, {"LOWER": "per"}, {"LOWER": {"IN": sorted({w.lower() for w in PER_DEVICE_WORDS})}}, _BLANK, {"TEXT": ":"}, _BLANK, NUM]),
        _Guarded(":", 0, [{"LOWER": {"IN": list(RATE_NOUNS)}}, {"TEXT": "/"}, {"LOWER": {"IN": ["s", "sec", "second"]}}, _BLANK, {"TEXT": ":"}, _BLANK, NUM]),  # "Tokens/sec: 106,979"
        _Guarded(":", 0, [{"LOWER": {"IN": list(RATE_NOUNS)}}, {"LOWER": "per"}, {"LOWER": {"IN": ["s", "sec", "second"]}}, _BLANK, {"TEXT": ":"}, _BLANK, NUM]),  # "Tokens per second: 274.7"
        [{"TEXT": "("}, UNIT, {"TEXT": ")"}, _BLANK, {"TEXT": ":"}, _ALIGNING_BLANKS, NUM],
        [{"TEXT": "("}, UNIT, {"TEXT": "):"}, _ALIGNING_BLANKS, NUM],  # "Mean TTFT (ms): 81.3", "Mean TTFT (ms):      81.3" (aligned output)
        # NOTE: "처리량(req/s)은 44,991이었다", "Throughput (tok/s) was 1,234", "qps가 44,991": a rate unit as the label, then its value
        [{"TEXT": "("}, KEY_UNIT, {"TEXT": ")"}, {"LOWER": {"IN": ["은", "는", "이", "가", "was", "is", "were", "are", "of", "="]}}, NUM],
        _Guarded("[은는이가]", 0, [KEY_UNIT, {"TEXT": {"IN": ["은", "는", "이", "가"]}}, NUM]),
        # NOTE: "a speedup of × 1.4": the multiplication sign set apart before its factor (not "4 × 1.4", arithmetic: the extractor
        # drops a sign after a number)
        _Guarded(r"(?<![0-9)])(?<![0-9)] )×\s[0-9]", 0, [{"TEXT": "×"}, NUM]),
        # NOTE: "an RTF of 0.023", "RTFx: 2100", "RTF 0.12": a real-time factor named, then its value
        _Guarded(r"\bRTFx?\b", 0, [{"TEXT": {"IN": ["RTF", "RTFx"]}}, {"LOWER": {"IN": ["of", "is", "was", ":", "=", "은", "는", "이", "가"]}, "OP": "?"},
                                      {"TEXT": {"IN": ["~", "≈"]}, "OP": "?"}, NUM]),
        _Guarded("[은는이가]", 0, [KEY_UNIT, {"TEXT": {"IN": ["은", "는", "이", "가"]}}, NUM, {"TEXT": "에서"}, NUM]),  # "qps가 12,480에서 44,991로": the value it reached
        _Guarded(_GLUED_MULTIPLIER, 0, [KEY_UNIT, {"TEXT": {"IN": ["은", "는", "이", "가"]}}, _MYRIAD_NUM]),  # "QPS는 1.5만"
        # NOTE: "~107k tokens/second": the count multiplier glued to the number
        # NOTE: "4백만 msg/s" too; "56k+ input tokens/s": a lower bound
        _Guarded(_GLUED_MULTIPLIER, 0, [_GLUED_NUM, _PLUS, _BLANK, {**QUALIFIER, "OP": "?"}, RATE, {**PER, "OP": "?"}]),
        _Guarded(_GLUED_MULTIPLIER, 0, [_GLUED_NUM, _PLUS, _BLANK, {"TEXT": {"IN": _COUNTED_RATES}}]),  # "220K IOPS", "1.5만 QPS"
        [NUM, {"TEXT": {"IN": _KO_ABOUT}}, UNIT],  # "100,000 이상의 QPS"
        # NOTE: "10만 이상의 QPS", "10만개의 QPS": the myriad, and the counter after it, glued to the number
        _Guarded(_GLUED_MULTIPLIER, 0, [{"TEXT": {"REGEX": rf"^[0-9][0-9.,]*(?:{MYRIADS})개?$"}}, {"TEXT": {"IN": [*_KO_ABOUT, "의"]}}, UNIT]),
        _Guarded(_GLUED_MULTIPLIER, 0, [_GLUED_NUM, _BLANK, {**QUALIFIER, "OP": "?"}, {"LOWER": {"IN": list(RATE_NOUNS)}}, {"LOWER": "per"},
         {"LOWER": {"IN": ["second", "sec"]}}]),  # "52.3k input tokens per second"
        # NOTE: "1.25 s/iter", "16.8 ms/token": the time of one step (the slash rule splits it)
        [NUM, {"LOWER": {"IN": ["s", "sec", "secs", "ms", "us", "µs", "μs", "min", "mins"]}}, {"TEXT": "/"}, {"LOWER": {"IN": ["it", "iter", "iteration", "step", "batch", "op", "call",
                                                                                                 "배치", "이미지", "토큰", "스텝", "요청"]}}],
    ],
}




def _after_numbers(pattern: list) -> list:
    """``pattern`` with an optional blank token after each number."""
    out = []
    for tok in pattern:
        out.append(tok)
        if tok is NUM:
            out.append(_BLANK)
    return out


def _with_blanks(pattern: list, blanks: bool) -> list:
    return _after_numbers(pattern) if blanks and pattern[-1] is not NUM else pattern


@functools.lru_cache(maxsize=2)
def figure_matcher(blanks: bool = False):
    """Matcher for NUMBER + UNIT figures (ranges and a few multi-word units included), but for the guarded patterns
    (see :func:`guarded_matchers`); ``blanks``: one that also allows a blank token after each number (dearer, so used
    only on text that has one)."""
    nlp = get_nlp()
    matcher = Matcher(nlp.vocab)
    for key, patterns in FIGURE_PATTERNS.items():
        matcher.add(key, [_with_blanks(p, blanks) for p in patterns if not isinstance(p, _Guarded)])
    return matcher


@functools.lru_cache(maxsize=2)
def guarded_matchers(blanks: bool = False) -> tuple:
    """(guard, matcher) for each guard of the figure patterns: the matcher of its patterns, run on a text only where
    the guard matches."""
    nlp = get_nlp()
    by_guard: dict = {}
    for key, patterns in FIGURE_PATTERNS.items():
        for p in patterns:
            if isinstance(p, _Guarded):
                by_guard.setdefault((p.guard.pattern, p.guard.flags), (p.guard, []))[1].append((key, _with_blanks(p.pattern, blanks)))
    out = []
    for guard, entries in by_guard.values():
        matcher = Matcher(nlp.vocab)
        for key, pattern in entries:
            matcher.add(key, [pattern])
        out.append((guard, matcher))
    return tuple(out)


_TO_PARTICLES = ("로", "으로", "까지")
_NUMBER_THEN_BLANKS = re.compile(r"[0-9]\s{2,}")


# the nouns a setting's value follows ("sequence length 1024", "batch size 64"): a number after one is the setting's
_SETTING_NOUNS = frozenset(("length", "len", "size", "seqlen", "batch", "bs", "heads", "dim", "context", "concurrency", "threads", "nodes", "gpus", "=", ":"))


# NOTE: "1초에 2.31엑사플롭스", "1초당 약 40만 건", "1초마다 1.2 TB": "in one second", the rate's period, before its figure
_PER_ONE_SECOND = ("에", "당", "마다", "동안")
_ABOUT_WORDS = ("약", "최대", "평균", "최소", "최고", "무려", "대략")


# NOTE: "25Gbit egress", "a 10 Gbit uplink": a link's rate with the "/s" left out; but "16Gbit GDDR6 chips", "a 1 Tbit NAND die":
# a memory part's density, a size
_BARE_BITS = frozenset(f"{p}{b}" for p in "KMGT" for b in ("bit", "bits", "Bit", "Bits"))
_MEMORY_WORDS = re.compile(r"(?i:dram|sdram|sram|nand|flash|die|dies|density|densities|memory|capacity|dimms?|eeprom|rom|(?:lp|g)?ddr[0-9]?[a-z]?|hbm[0-9]?e?)$")
_NETWORK_WORDS = frozenset((*LINK_NOUNS, "egress", "ingress", "uplinks", "uplink", "downlink", "lan", "wan", "internet", "line", "wire", "throughput", "speed", "rate"))


def _memory_bits(doc, span) -> bool:
    """Whether a figure in bits without "/s" ("16Gbit") names a memory part's density: a memory word within three words
    after it and no network word around it."""
    after = [t.text for t in doc[span.end:span.end + 3]]
    around = {t.lower_ for t in doc[max(0, span.start - 4):span.end + 3]}
    return any(_MEMORY_WORDS.match(w) for w in after) and not (around & _NETWORK_WORDS)


def _per_one_second(doc, span) -> bool:
    """Whether ``span`` ("1초") is the period of a rate stated after it ("1초에 2.31엑사플롭스"), not a time of its own."""
    if len(span) != 2 or span[0].text != "1" or doc[span.end].text not in _PER_ONE_SECOND:
        return False
    k = span.end + 1
    while k < len(doc) and doc[k].text in _ABOUT_WORDS:
        k += 1
    return k < len(doc) and (doc[k].like_num or doc[k].text[:1].isdigit())


def find_figures(doc, text: str | None = None):
    """Non-overlapping figure spans of a tokenized doc, longest first (``1.5~2배`` beats ``2배``); ``text`` is
    ``doc.text`` when the caller has it at hand."""
    if text is None:
        text = doc.text
    blanks = bool(_NUMBER_THEN_BLANKS.search(text))
    spans = [doc[s:e] for _, s, e in figure_matcher(blanks)(doc)]
    for guard, matcher in guarded_matchers(blanks):
        if guard.search(text):
            spans += [doc[s:e] for _, s, e in matcher(doc)]
    out = []
    for span in filter_spans(spans):
        if span.end + 1 < len(doc) and span[-1].text == "초" and _per_one_second(doc, span):
            continue
        if span[-1].text in _BARE_BITS and _memory_bits(doc, span):
            continue
        if span[0].lower_ in _SPELLED_FIRST and span[-1].lower_ in SPELLED_RATIO_FOLLOWERS:
            span = span[:-1]  # NOTE: "three times faster": the follower only told that the multiplier compares
        elif not span[0].like_num and span.end < len(doc) and UNIT_RE.match(doc[span.end].text):
            span = doc[span.end - 1:span.end + 1]  # NOTE: "throughput: 41,500 tokens/s": the figure is the number and its own unit
        elif len(span) > 2 and span[1].text == "에서" and (span.end >= len(doc) or doc[span.end].text not in _TO_PARTICLES):
            span = span[2:]  # NOTE: "동시성 16에서 +24.2%": "에서" there says where, not from what; "284에서 227 TFLOPS로" is a change
        elif len(span) > 3 and span[1].lower_ == "to" and span.start > 0 and doc[span.start - 1].lower_ in _SETTING_NOUNS:
            # NOTE: "from ~320 TFLOPS at sequence length 1024 to ~600 TFLOPS": the first number is the setting's, not the range's low end
            span = span[3:] if span[2].text in ("~", "≈") else span[2:]
        out.append(span)
    return sorted(out, key=lambda s: s.start)


class PhraseLexicon:
    """Cue phrases matched on a tokenized doc.

    Plain English phrases go to a spaCy ``PhraseMatcher`` on lower-case tokens (hash look-ups, fast).
    One-word prefixes (``measur*``) and Korean stems, which must match the start of a glued token
    (``측정`` in ``측정된``), are tested with ``str.startswith`` per token; Korean phrases of several
    words fall back to a regular expression, run only when the text has Hangul.
    """

    def __init__(self, entries):
        """``entries``: iterable of (label, phrase) pairs."""
        from spacy.matcher import PhraseMatcher

        nlp = get_nlp()
        self.phrases = PhraseMatcher(nlp.vocab, attr="LOWER")
        self.keys: dict[int, tuple[str, str]] = {}
        self.prefixes: list[tuple[str, str, str]] = []  # (lowercase prefix, label, phrase)
        alternatives = []
        self.regex_labels: list[tuple[str, str]] = []
        for label, phrase in entries:
            words = phrase.split()
            if len(words) == 1 and (is_hangul(phrase) or phrase.endswith("*")):
                self.prefixes.append((phrase.rstrip("*").lower(), label, phrase))
            elif is_hangul(phrase) or "*" in phrase:
                parts = [re.escape(w.rstrip("*")) + (r"\w*" if w.endswith("*") else "") for w in words]
                body = r"\s+".join(parts)
                alternatives.append(f"(?P<g{len(self.regex_labels)}>{body})")
                self.regex_labels.append((label, phrase))
            else:
                key = f"{label}\x1f{phrase}"
                self.keys[nlp.vocab.strings.add(key)] = (label, phrase)
                self.phrases.add(key, [nlp.make_doc(phrase)])
        self.prefix_tuple = tuple(p for p, _, _ in self.prefixes)
        latin = sorted({p for p, _, _ in self.prefixes if not is_hangul(p)}, key=len, reverse=True)
        hangul = sorted({p for p, _, _ in self.prefixes if is_hangul(p)}, key=len, reverse=True)
        self.latin_re = re.compile(r"\b(?:" + "|".join(map(re.escape, latin)) + r")", re.I) if latin else None
        self.hangul_re = re.compile("|".join(map(re.escape, hangul))) if hangul else None
        self.regex = re.compile("|".join(alternatives), re.IGNORECASE) if alternatives else None

    def __call__(self, doc, text: str | None = None):
        """(label, phrase, span) for every match; ``text`` is ``doc.text`` when the caller has it at hand."""
        found = []
        for match_id, s, e in self.phrases(doc):
            label, phrase = self.keys[match_id]
            found.append((label, phrase, doc[s:e]))
        if text is None:
            text = doc.text  # NOTE: spaCy rebuilds it from every token, a cost worth avoiding
        hangul = is_hangul(text)
        for rx in (self.latin_re, self.hangul_re if hangul else None):
            if rx is None:
                continue
            for m in rx.finditer(text):
                span = doc.char_span(m.start(), m.end(), alignment_mode="expand")
                if span is None or len(span) != 1 or span[0].idx != m.start():
                    continue  # NOTE: a stem counts only at the start of a token
                low = span[0].lower_
                for p, label, phrase in self.prefixes:
                    if low.startswith(p):
                        found.append((label, phrase, span))
        if self.regex is not None and hangul:
            for m in self.regex.finditer(text):
                span = doc.char_span(m.start(), m.end(), alignment_mode="expand")
                if span is None or len(span) == 0:
                    continue
                label, phrase = self.regex_labels[int(m.lastgroup[1:])]
                found.append((label, phrase, span))
        return found
