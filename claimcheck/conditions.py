"""Find the disclosed conditions (workload, system, software) of a measured claim in widening scopes:
sentence, paragraph, table (caption, header, row), section, the lead-ins of the enclosing sections, front matter,
command lines of the section.
"""

from __future__ import annotations

import bisect
import re

from claimcheck.extract import LABELLED_LINE, _counts, blank_markup
from claimcheck.lexicon import GROUPS, Lexicon
from claimcheck.model import Document, Evidence, Span
from claimcheck.prefilter import Prefiltered, fold

SECTION_REACH = 8000  # characters of a section read on each side of a claim's block

# "# PowerInfer: Fast LLM Serving ...", "# fastsafetensors", "title: quickload - faster loading": the name a document is about
_TITLE_NAME = re.compile(r"^\s*#?\s*(?:[^\w\s*#]+\s*)?\**([A-Za-z][\w.+-]{2,30})\**\s*(?:$|[:\u2014\u2013|(]|\s-\s)")  # NOTE: "# ⚡️ ShardFormer" too
_TITLE_NAME_PHRASE = re.compile(r"^\s*#?\s*(?:[^\w\s*#]+\s*)?\**((?:[A-Za-z][\w.+-]{1,30}\s+){0,2}?[A-Za-z][\w.+-]{1,30})\**\s+"
                                r"(?:Benchmarks?|Benchmarking|Reports?|Results|Performance|Evaluation|Walkthrough|Measurements|Tests?|"
                                r"Testing|Numbers)\b")
# "PPLX", "UCCL-EP", "MinIO", "v2": a word that is a name (capitals inside or throughout, or a digit), not an English word
_NAME_LIKE = re.compile(r"[A-Za-z]*(?:[a-z][A-Z]|[A-Z]{2}|[0-9])[\w.+-]*")
_NOT_A_NAME = re.compile(r"(?:introduction|overview|results?|benchmarks?|benchmarking|performance|summary|setup|evaluation|conclusions?|"
                         r"background|usage|installation|install|readme|changelog|notes?|faq|appendix|methodology|experiments?|"
                         r"motivation|abstract|contents|quickstart|tutorial|guide|about|features?|examples?|news|updates?|roadmap|"
                         r"citation|license|acknowledg\w*|references?|discussion|analysis|blog|post|report|scaling|inference|training|"
                         r"sku|gpus?|cpus?|apis?|hpc|ai|ml|llms?|nics?|vms?|hw|sw|e2e|kpis?|hsn|io)",
                         re.I)


def _document_product(doc: Document, lexicon: Lexicon) -> tuple[Prefiltered, str] | None:
    """The software a document is about, named alone (or before a colon, dash or parenthesis) in its title, or as the
    subject of its opening "<Name> is a ... library" sentence; None when none names such a thing or it names hardware,
    a model or a setting."""
    for title in _title_candidates(doc):
        found = _product_named(doc, lexicon, title)
        if found is not None:
            return found
    return None


def _title_candidates(doc: Document):
    """Where a document names itself: its front matter's title, its first level-one heading (ATX or setext), an
    HTML ``<h1>``, and the subject of its first "<Name> is a/an ... <kind of software>" sentence."""
    if doc.front_matter and doc.front_matter.get("title"):
        yield str(doc.front_matter["title"])
    first = next((b for b in doc.blocks if b.scope == "heading"), None)
    if first is not None and (first.text.lstrip().startswith("# ") or _SETEXT_TITLE.search(first.text)):
        yield first.text.split("\n", 1)[0]
    h1 = _HTML_TITLE.search(doc.text, 0, 4000)
    if h1:
        yield h1.group(1)
    for b in doc.blocks[:12]:
        if b.scope == "paragraph":
            m = _SELF_DEFINITION.match(b.text)
            if m:
                yield m.group(1)
                break


def _product_named(doc: Document, lexicon: Lexicon, title: str) -> tuple[Prefiltered, str] | None:
    body = doc.text[doc.text.find(title) + len(title):] if title in doc.text else doc.text
    m = _TITLE_NAME.match(title)
    if m is None:
        # NOTE: "# PPLX Garden Benchmark", "# Enroot Import Benchmark Report: ...": a name, then what the page reports of it
        m = _TITLE_NAME_PHRASE.match(title)
        if m is None:
            return None
        words = m.group(1).split()
        if _NOT_A_NAME.fullmatch(words[0]):
            return None
        if not any(_NAME_LIKE.fullmatch(w) for w in words) and not (len(words) <= 2 and _quoted_as_name(doc, words[0].lower())):
            return None  # NOTE: "# Distributed Data Parallel Benchmark": words, not a name
        name = m.group(1) if re.search(r"[\s_-]+".join(map(re.escape, words)), body, re.I) else words[0]
        return _product_checked(lexicon, name, body)
    if _NOT_A_NAME.fullmatch(m.group(1)):
        return None
    name = m.group(1).rstrip(".-")
    if re.fullmatch(r"[A-Z][a-z]+", name):
        return None  # NOTE: "# Accelerators": a capitalised word, not a name (names mix case, "PowerInfer", or are "EAGLE", "MLC")
    if name.islower() and not _quoted_as_name(doc, name):
        return None  # NOTE: a lower-case title is a name ("fastsafetensors") when the text installs, links or quotes it as one
    return _product_checked(lexicon, name, body)


def _quoted_as_name(doc: Document, word: str) -> bool:
    """Whether the text quotes, installs or links ``word`` (lower case) as a name: "`enroot", "install enroot", "/enroot"
    (the whole word: "docs/images/" links no "image")."""
    # NOTE: not a word of a hyphenated path ("/performance/resolver-benchmarks" in a source link links no "resolver")
    return any(lead + word in doc.text and re.search(re.escape(lead + word) + (r"(?![\w-])" if lead == "/" else r"(?!\w)"), doc.text)
               for lead in ("`", "install ", "/"))


_MODEL_AFTER = re.compile(r"\s+(?:model|network|checkpoint|architecture)s?\b|\s*(?:모델|네트워크)", re.I)


def _product_checked(lexicon: Lexicon, name: str, body: str) -> tuple[Prefiltered, str] | None:
    """``name`` as the document's software, when the text after the title names it again and it is not hardware or a model."""
    if name.split()[0].lower() not in body.lower():
        return None  # NOTE: named again in the text, or the document is not about it
    if any(p.search(name) for g in ("system", "workload") for p in lexicon.conditions[g]):
        return None  # NOTE: "# H100: ...", "# Llama-3: ...": hardware or a model, not software
    pattern = re.compile(r"(?<![\w-])" + r"[\s_-]+".join(map(re.escape, name.split())) + r"(?![\w-])", re.I)
    first = pattern.search(body)
    if first is not None and _MODEL_AFTER.match(body, first.end()):
        return None  # NOTE: "Benchmark results for the RankNet Large model on ...": the text introduces it as a model, the workload
    return (Prefiltered(pattern), name) if pattern.search(body) else None


# (and "| Transform |" over "| Rotate | 2210 |": an augmentation, filter or transform each row timed)
_WORKLOAD_KEY = re.compile(r"^\W*(?:workloads?|benchmarks?|tests?|tasks?|operations?|ops?|kernels?|collectives?|scenarios?|quer(?:y|ies)|prompts?|"
                           r"transforms?|transformations?|augmentations?|augmenters?|filters?|"
                           # NOTE: "| network | CPU (ms) |" over "| PoseNet | 183 |", "| Dataset |" over "| citm_catalog |": what each row ran on
                           r"models?|model\s+names?|networks?|nets?|neural\s+networks?|architectures?|datasets?|data\s?sets?|inputs?|input\s+files?|"
                           r"files?|corpus|corpora|suites?|(?:test\s+)?cases?|모델|네트워크|데이터셋|입력|파일|"
                           # NOTE: "| Program | GNU ld | lld |" over "| ffmpeg dbg | 2.1 | 0.4 |": what each row built or linked
                           r"programs?|targets?|projects?|crates?|packages?|repos|repositor(?:y|ies)|build\s+steps?|commands?|대상|프로그램|"
                           r"워크로드|벤치마크|테스트|작업|연산|쿼리|질의|프롬프트)\W*$", re.I)  # NOTE: "| 쿼리 |" over the queries each row ran
_NETWORK_KEY = re.compile(r"^\W*(?:networks?|nets?|네트워크)\W*$", re.I)  # NOTE: a neural network's or a fabric's column
# "| Proxy | rps |", "| Library | GB/s |", "| 프레임워크 | tokens/s |": the rows are the implementations compared
_SOFTWARE_KEY = re.compile(r"^\W*(?:implementations?|librar(?:y|ies)|frameworks?|engines?|(?:inference|serving)\s+engines?|backends?|runtimes?|servers?|"
                           r"(?:reverse\s+)?prox(?:y|ies)|services?|brokers?|load\s+balancers?|web\s+servers?|codecs?|compressors?|parsers?|"
                           # NOTE: "| Tunnel |" over "| OpenVPN (UDP) | 450 Mbps |", "| Variant |" over "| hand-scheduled | 2.9 |"
                           r"protocols?|tunnels?|VPNs?|tools?|clients?|products?|solutions?|variants?|builds?|versions?|"
                           r"algorithms?|languages?|compilers?|serializers?|(?:TLS|SSL|crypto)\s+librar(?:y|ies)|"
                           r"구현|구현체|라이브러리|프레임워크|엔진|백엔드|런타임|서버|프록시|프로토콜|도구|알고리즘|제품|버전)\W*$", re.I)
# a row of a tool's fixed-width output ("json-parse    120.4   0.8   60.1"), its label then its columns, and the header line above
# the rows whose first column names the work ("bench         base (ms)   stddev (%)", "Benchmark     Time")
_FIXED_ROW = re.compile(r"[ \t]*([A-Za-z_][\w.+/:-]*|\d+[A-Za-z_][\w.+-]*)(?:[ \t]{2,}|\t)[-+]?[0-9]")
_FIXED_HEADER = re.compile(r"[ \t]*(bench(?:mark)?s?|tests?|cases?|workloads?|tasks?|programs?|kernels?|ops?|operations?)(?:[ \t]{2,}|\t)\S", re.I)
# a heading of how the runs were made ("### Method", "## Methods", "## 1. 시험 방법", "### How we measured", "## Measuring DNS speed")
_METHOD_HEADING = re.compile(r"^\W*(?:\d+(?:\.\d+)*[.)]?\s*)?(?:methods?|method\s+(?:and|&)\s+setup|measurement\s+method|how\s+we\s+(?:measured|tested)|"
                             r"measuring\s+(?:[\w-]+\s+){0,3}?(?:speed|latency|performance|throughput|bandwidth|response\s+times?)|"
                             r"(?:시험|측정|실험|테스트)\s*방법)\W*$", re.I)
# a result figure in a table row ("2.1 GB/s", "14 ms", "1.3x", "92%"): the row reports a run
_ROW_RESULT = re.compile(r"\d\s*(?:[KMGT]i?B/s|[KMGT]b(?:ps|/s)|[GTP]?FLOPS|ms|µs|us|ns|s|secs?|%|x|×|ops/s|IOPS|req/s|rps|qps|"
                         r"tok(?:ens)?/s|배|초)(?![\w/])", re.I)
# a first column that gives each row's message size ("| #bytes |", "| Size (B) |", "| 메시지 크기 |"): the size each row ran with
_SIZE_KEY = re.compile(r"^\W*(?:#\s*)?(?:bytes|(?:message|msg|payload|transfer|data)?[ _]?size|메시지\s*크기|크기)\s*(?:\((?:[KMG]i?)?B(?:ytes)?\))?\W*$", re.I)
# the other side of a comparison, right before its figure ("versus 88 TFLOPs", "(140 vs. 88 TFLOPs)"), and a sentence that ties
# it to another party ("reported by another vendor", "than a competing cloud offering", "compared to other [cloud providers](...)")
_OTHER_SIDE_BEFORE = re.compile(r"\b(?:vs\.?|versus|compared\s+(?:to|with)|against)\s*[~≈]?\s*$", re.I)
_THIRD_PARTY = Prefiltered((r"\b(?:other|another|competing|rival|third[- ]party|alternative)\s+(?:\[?[\w'’-]+\s+){0,2}?\[?(?:vendor|provider|cloud|"
                            r"offering|service|system|solution|product|platform|compan(?:y|ie)|implementation|team|lab)s?(?:'s?|’s?)?(?!\w)|"
                            r"\b(?:reported|published|claimed|advertised|quoted)\s+by\b|\bcompetitors?(?:'s?|’s?)?(?!\w)", re.I))
# a table cell that says no: a setting its column names was off ("| N |", "| disabled |", "| 미사용 |", "| ✗ |")
_OFF_CELL = re.compile(r"[\s*_`]*(?:n|no|off|false|disabled?|none|without|w/o|✗|✘|❌|미사용|사용\s*안\s*함|끔|꺼짐|없음|비활성(?:화)?|미적용)[\s*_`]*", re.I)
# NOTE: "| Target |" over "| localhost | 48.6 |": the host a load was sent to, naming no work (nor any hardware)
_HOST_ALIAS = re.compile(r"(?:https?://)?(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[?::1\]?)(?::\d+)?/?", re.I)
_ROW_ID = re.compile(r"#?[A-Za-z]?\d{0,2}[a-z]?")  # NOTE: "| A |", "| T3 |", "| #2 |": a row's letter or number, naming no work
# NOTE: "| 2to3 |", "| 3body |": a name that opens with a digit (not a size, a count or a time: "| 4KB |", "| 8x |", "| 10ms |")
_DIGIT_NAME = re.compile(r"(?!\d+(?:\.\d+)?\s*(?:[KMGT]i?B|bytes?|ms|us|µs|ns|secs?|mins?|x|k|M|rps|qps)\b)\d+[A-Za-z_]*[a-z][A-Za-z_][\w.+-]*", re.I)
# a table's summary row ("| Geometric mean | (ref) | 1.21x slower |", "| Total |", "| 평균 |"): it sums the rows above, naming no work of its own
_SUMMARY_ROW = re.compile(r"\W*(?:geometric\s+mean|geo\.?\s?mean|(?:arithmetic\s+|harmonic\s+)?mean|average|avg|median|total|overall|sum|"
                          r"평균|합계|전체|기하\s*평균)\W*", re.I)
_SETEXT_TITLE = re.compile(r"\n=+\s*$")  # "FooTrain\n========": a level-one heading underlined
_HTML_TITLE = re.compile(r"<h1[^>]*>\s*(?:<[^>]+>\s*)*([^<\n]{3,40}?)\s*<", re.I)
# "MaxText is a high performance, highly scalable, open-source LLM library ...": the document defines its own subject
_SELF_DEFINITION = re.compile(r"^\s*\**([A-Z][\w.+-]{2,30})\**\s+is\s+(?:an?|the)\s+(?:[\w*,/-]+\s+){0,8}?"
                              r"(?:library|framework|engine|toolkit|runtime|package|compiler|server|system|platform|implementation|codebase|"
                              r"stack|tool|suite|benchmark|collection|repository|LLM|project|module|plugin|extension|solution)\b")


# NOTE: prefiltered: most blocks hold none of its literals and pay no regex run
_SUPPORT_LEAD = Prefiltered((r"\b(?:runs?|works?|is supported|are supported)\s+on\s+(?:the\s+)?following\b|\bsupports?\s+(?:the\s+)?following\b|"
                             r"\bsupported\s+(?:GPUs|GPU models|hardware|devices|platforms|accelerators)\b|\bcompatible with the following\b|"
                             r"다음\s*(?:GPU|하드웨어|장치)(?:를|을|에서)?\s*(?:지원|사용할 수)", re.I))


# a list of what a tool is known to work with, not what a run used: "We have tested Foo with the following setup:",
# "Verified on the following platforms:", "Requirements:", and any list under an "## Install" or "## Requirements" heading
_COMPAT_LEAD = Prefiltered((r"\b(?:tested|verified|validated|certified)\s+(?:[\w.-]+\s+){0,3}?(?:with|on|against)\s+(?:the\s+)?following\b|"
                            r"\b(?:tested|verified|validated|supported)\s+(?:platforms|configurations|environments|hardware|GPUs|setups)\s*:|"
                            r"^\W*(?:system\s+|hardware\s+|software\s+)?(?:requirements|prerequisites|dependencies|compatibility)\W*$", re.I))
_COMPAT_HEADING = re.compile(r"^\W*(?:\d+(?:\.\d+)*[.)]?\s*)?(?:install(?:ation|ing)?|(?:system\s+|hardware\s+|software\s+)?requirements|prerequisites|"
                             r"dependencies|compatibility|supported\s+(?:hardware|platforms|GPUs|devices)|getting\s+started|quick\s?start)\b", re.I)


def _compat_blocks(blocks) -> set[int]:
    """Blocks that list what a tool is tested with or requires (a lead that says so and the list items under it, or any
    block under an install or requirements heading): a compatibility matrix, which serves no claim outside its section."""
    out: set[int] = set()
    for j, b in enumerate(blocks):
        if b.section and _COMPAT_HEADING.match(b.section[-1]):
            out.add(j)
        elif b.scope in ("paragraph", "list-item") and _COMPAT_LEAD.search(b.text):
            out.update(_with_list_after(blocks, j))
    return out


def _support_blocks(blocks) -> dict[int, int]:
    """Blocks that list the hardware a tool supports, each with where that list starts in the document: a lead that says
    so (from its phrase on: "On H200 nodes we use ... To try this on supported hardware, ..." ran on H200), and the list
    items right after it (whole)."""
    out: dict[int, int] = {}
    for j, b in enumerate(blocks):
        lead = _SUPPORT_LEAD.search(b.text) if b.scope in ("paragraph", "list-item") else None
        if lead:
            out[j] = b.span.start + lead.start()
            k = j + 1
            while k < len(blocks) and blocks[k].scope == "list-item":
                out[k] = blocks[k].span.start
                k += 1
    return out


_QUESTION_AFTER = re.compile(r"(?:[^.!?\n|>]|\.(?=\w))*\?(?=\s|$)")  # NOTE: the rest of a question, up to its mark (not past a " | " or " > " joining texts)
def _in_slug_owner(text: str, start: int, end: int) -> bool:
    """Whether ``[start, end)`` is part of the lower-case owner of an ``owner/repo`` slug ("deepseek" of "deepseek-ai/FlashMLA",
    "llama" of "meta-llama/Llama-3-8B"), not the whole of a name before a slash ("Llama-2/Mistral", "DeepSeek-V3/R1"), or part of
    the repository's name."""
    lo, hi = start, end
    while lo > 0 and (text[lo - 1].isalnum() or text[lo - 1] in "-._"):
        lo -= 1
    while hi < len(text) and (text[hi].isalnum() or text[hi] in "-._"):
        hi += 1
    while hi > end and text[hi - 1] in ".-":
        hi -= 1  # NOTE: a sentence's full stop is no part of the name ("over EFA/SRD.")
    if (lo, hi) == (start, end):
        return False
    if text[hi:hi + 1] == "/" and text[hi + 1:hi + 2].isalnum() and text[lo:hi].islower():
        return True
    # NOTE: and a part of its repository's name that states no size or version ("llama" of "meta-llama/llama-stack"; not
    # "meta-llama/Llama-3-8B", a model's own id)
    return lo >= 2 and text[lo - 1] == "/" and text[lo - 2].isalnum() and not any(c.isdigit() for c in text[lo:hi])


def _inside_number(text: str, start: int) -> bool:
    """Whether a match at ``start`` opens with a digit that continues a number before it ("1,800", "0.25")."""
    if start == 0 or not text[start].isdigit():
        return False
    before = text[start - 1]
    return before.isdigit() or (before in ".," and start >= 2 and text[start - 2].isdigit())


# NOTE: and a link said to be off, absent or set aside ("NVLink 미연결", "NVLink: inactive", "NVLink = N", "without NVLink", "Unlike InfiniBand"), or
# only likened to what ran ("a transport similar to InfiniBand RC", "nothing equivalent to NVLink SHARP"): not what the run went over
_NOT_THE_LINK_BEFORE = re.compile(r"\bData\s+ex\.\s+method\s*:\s*$|\b(?:without|w/o|no|unlike|instead\s+of|rather\s+than|"
                                  r"(?:equivalent|similar|comparable|analogous|akin|identical)\s+to)\s+(?:an?\s+|the\s+|that\s+of\s+)?$", re.I)
# a post's keys for what it is about, and for the record of the document itself ("version: v3.2_Draft" is the note's own
# revision, not a program a run used)
_TOPIC_WORDS = r"tags?|categor(?:y|ies)|keywords?|topics?|labels?|series|version|revision|doc[_-]?version|status|layout|permalink|slug|authors?|image|images|thumbnail|cover(?:[_-]?image)?|banner|hero|og[_-]?image|teaser|featured[_-]?image|icon|logo|avatar|date|lastmod|last[_-]modified(?:[_-]at)?"
_TOPIC_KEY = re.compile(_TOPIC_WORDS, re.I)
_TOPIC_LINE = re.compile(r"[ \t]*(?:" + _TOPIC_WORDS + r")[ \t]*:", re.I)
_LIST_LINE = re.compile(r"[ \t]*-[ \t]")


def _without_topics(text: str) -> str:
    """Front matter with its tags, categories and keywords blanked (same length, so offsets hold): what a post is about."""
    lines, out, in_topic = text.split("\n"), [], False
    for line in lines:
        if _TOPIC_LINE.match(line) or (in_topic and _LIST_LINE.match(line)):
            in_topic = True
            out.append(" " * len(line))
        else:
            in_topic = False
            out.append(line)
    return "\n".join(out)
_NOT_THE_LINK_AFTER = re.compile(r"\s+relax(?:ed)?\s+order(?:ing)?\b|[*_]{0,2}\s*[:=]\s*(?:no|n|false|0)\b(?![.,]\d|\d)|[*_]{0,2}\s*(?:is\s+|was\s+|:\s*|=\s*|\()?(?:inactive|disabled|not\s+(?:connected|present|"
                                 r"available|enabled|used|active|installed)|unavailable|absent|off\b|미연결|비활성|없음|없이|미사용|미지원|사용\s*안)", re.I)
_BASELINE_BEFORE = re.compile(r"\b(?:than|vs\.?|versus|compared\s+(?:to|with)|relative\s+to)\s+(?:the\s+|an?\s+|on\s+|with\s+)?(?:NVIDIA\s+|AMD\s+)?$", re.I)
_BASELINE_AFTER_KO = re.compile(r"[^\s가-힣]{0,12}\s*(?:대비|보다|에\s*비해|와\s*비교|과\s*비교)")
_DOES_NOT_FIT = re.compile(r"(?:\bnot|n't|\bcannot|\bnever|\btoo\s+(?:big|large)\s+to)\s+fit\s+(?:on|in|into|onto|within)\s+$", re.I)


# devices named as examples of a kind ("On newer chips (such as H100, A100), set ...", "GPUs like the A100 or H100"): what a note
# advises for, not what ran
_EXAMPLE_DEVICE_BEFORE = re.compile(r"\b(?:chips?|GPUs?|cards?|devices?|accelerators?|hardware|architectures?|platforms?|boards?)\s*\(?\s*"
                                    r"(?:such\s+as|like|e\.\s?g\.,?|including|for\s+example,?)\s+(?:the\s+)?(?:[\w.-]+,\s+)*(?:(?:and|or)\s+)?$", re.I)


# a count joined to a result column's header ("21 GPU (ms)": a latency under "| GPU (ms) |", not 21 GPUs): a unit in parentheses
# after the devices names what the column measured, which a count of devices never has
_RESULT_UNIT_AFTER = re.compile(r"\s*\(\s*(?:ms|s|secs?|µs|us|ns|min|fps|it/s|img/s|[KMGT]?i?B/s|[KMGT]?b(?:/s|ps)|tok(?:ens)?/s|ops/s|"
                                r"[GT]?FLOPS|qps|rps|%|x|×|밀리초|초)\s*\)", re.I)
# hardware a data is kept on ("compressed data stored on SSDs help with write endurance", "fewer writes to NVMe drives"): where
# a use case keeps its data, not the machine a run used, when its sentence tells no run ("the shards stored on NVMe were read at
# 6 GB/s" does)
_STORED_ON_BEFORE = re.compile(r"\b(?:stored|written|saved|kept|persisted|archived|cached|spilled|writes?)\s+(?:on|to|in|onto)\s+"
                               r"(?:the\s+|an?\s+|their\s+|your\s+)?(?:[\w-]+\s+){0,2}$", re.I)


_INDEX_COLUMN_HEAD = re.compile(r"\W*(?:layers?|stages?|levels?|blocks?|tiers?|lvl|depth|레이어|계층|단계)\b", re.I)


def _without_index_label(block, hits: list, text: str) -> list:
    """``hits`` of a table row without the hardware its first cell names under a header of indexes ("| Layer |" over
    "| L4 |": a layer's, stage's or level's index, not the NVIDIA L4 the run used)."""
    if not hits or block.scope != "table.row" or not block.header or not block.cells or not _INDEX_COLUMN_HEAD.match(block.header[0]):
        return hits
    first = block.cells[0]
    label = text[first.start:first.end].strip(" *`_").casefold()
    return [e for e in hits if not (first.start <= e.span.start < first.end if e.span is not None else e.text.strip().casefold() in label)]


def _not_the_system(text: str, start: int, end: int) -> bool:
    """Whether hardware named at ``[start, end)`` is not what the run used: a link said to be off or perftest's key-exchange
    channel ("NVLink 미연결", "Data ex. method : Ethernet", "PCIe relax order"), the system compared against ("6.7x faster than
    A100", "A100 대비 2배"), a device ruled out ("models do not fit on a single GPU"), or devices given as examples of a kind ("newer chips
    (such as H100, A100)")."""
    return bool(_NOT_THE_LINK_BEFORE.search(text, max(0, start - 40), start) or _NOT_THE_LINK_AFTER.match(text, end)
                or _BASELINE_BEFORE.search(text, max(0, start - 24), start) or _BASELINE_AFTER_KO.match(text, end)
                or _DOES_NOT_FIT.search(text, max(0, start - 40), start) or _EXAMPLE_DEVICE_BEFORE.search(text, max(0, start - 60), start)
                or (text[start].isdigit() and _RESULT_UNIT_AFTER.match(text, end)))


_COMMENT_LINE = re.compile(r"^[ \t]*(?:#|//|--(?=[ \t]))[ \t]*[A-Za-z]", re.M)  # NOTE: not a "--nproc_per_node 2" flag line


def _stanza(text: str, at: int) -> tuple[int, int] | None:
    """The part of a code block that a comment line heads, down to the line holding offset ``at``, when the block has two
    comment lines or more (runs printed one after another, each under its own "# run with ..."); None otherwise."""
    comments = [m.start() for m in _COMMENT_LINE.finditer(text)]
    if len(comments) < 2:
        return None
    above = [c for c in comments if c <= at]
    if not above:
        return None
    end = text.find("\n", at)
    return above[-1], end if end >= 0 else len(text)


def setup_blocks(blocks) -> list[int]:
    """Blocks of two or more labelled setup lines ("**Hardware:** ...", "**Software:** ..."), in one paragraph or in
    list items side by side; a block of labelled lines one of which is a setup line ("**Author:** ...",
    "**Validation:** run on ..."); and a paragraph that is only a setup label ("Hardware:") with the list under it."""
    lines = [len(_SETUP_LINE.findall(b.text)) if b.scope in ("paragraph", "list-item") and ":" in b.text else 0 for b in blocks]
    out = []
    for j, n in enumerate(lines):
        if n >= 2 or (n == 1 and blocks[j].scope == "list-item" and any(
                0 <= k < len(blocks) and lines[k] and blocks[k].scope == "list-item" for k in (j - 1, j + 1))) \
                or (n == 1 and blocks[j].scope == "paragraph" and (len(LABELLED_LINE.findall(blocks[j].text)) >= 2 or _RUN_SETUP_LINE.match(blocks[j].text))) \
                or (blocks[j].scope == "paragraph" and _SETUP_DECLARED.search(blocks[j].text)):
            out.append(j)
        elif n == 1 and blocks[j].scope == "paragraph" and _SETUP_LABEL_ONLY.fullmatch(blocks[j].text):
            out.extend(_with_list_after(blocks, j))
    return out


def _fixed_row_label(text: str, at: int) -> tuple[int, int] | None:
    """The bounds of the label of the fixed-width output row of ``text`` that holds offset ``at``, when a header line above it
    names the first column as the work each row ran ("bench", "Benchmark", "test"); None otherwise."""
    lo = text.rfind("\n", 0, max(0, at)) + 1
    m = _FIXED_ROW.match(text, lo)
    if m is None or _WORKLOAD_KEY.match(m.group(1)) or _SUMMARY_ROW.fullmatch(m.group(1).replace("_", " ")):
        return None
    if not any(_FIXED_HEADER.match(line) for line in text[:lo].split("\n")[-40:]):
        return None
    return m.start(1), m.end(1)


def _title_blocks(blocks) -> list[int]:
    """The document's level-one title heading and the key-value list items right under it ("# Results vs. 2.0.0" over "- ref:
    v1.9.2", "- machine: linux-aarch64"): they state what every run of the document used, as front matter does, though a
    later level-one heading ("Benchmarks with tag 'numeric':" underlined) opens another section; [] when the first heading is
    no title."""
    first = next((j for j, b in enumerate(blocks) if b.scope == "heading"), None)
    if first is None or not (blocks[first].text.lstrip().startswith("# ") or _SETEXT_TITLE.search(blocks[first].text)):
        return []
    out = [first]
    for j in range(first + 1, min(len(blocks), first + 16)):
        if blocks[j].scope == "heading":
            break
        if blocks[j].scope == "list-item" and _KEY_VALUE_ITEM.match(blocks[j].text):
            out.append(j)
    return out


def _with_list_after(blocks, j: int) -> list[int]:
    """Block ``j`` and the list items right after it: a lead-in and the list it introduces."""
    k = j + 1
    while k < len(blocks) and blocks[k].scope == "list-item":
        k += 1
    return list(range(j, k))


# the label of a line that names the setup of the runs outright ("Test environment: ...", "측정 환경: Ubuntu 22.04, HailoRT 4.17")
_RUN_SETUP = r"test(?:ed)? (?:setup|environment)|(?:benchmark|measurement) (?:setup|environment)|(?:테스트|측정|실험|벤치마크) 환경"
_SETUP_LABEL = r"[*_]{0,2}(?:hardware|software|system|gpus?|accelerators?|environment|framework|librar(?:y|ies)|runtime|container|platform|stack|validation|validated (?:on|with)|tested (?:on|with)|" \
               r"test(?:ed)? (?:hardware|system|platform)|testbed|test bed|cpus?|ram|memory|storage|disks?|network|interconnect|fabric|cluster|nodes?|os|operating system|" \
               r"workloads?|models?|datasets?|compilers?|drivers?|" + _RUN_SETUP + r"|하드웨어|소프트웨어|환경|시스템|워크로드|모델|데이터셋|메모리|스토리지|" \
               r"네트워크|운영\s*체제|드라이버)[*_]{0,2}\s*:"
# a paragraph that states the setup of every run ("The experimental setup used one node with 4x A100 ...", "All experiments
# were run on two DGX H100 nodes", "All benchmarks: ...", "모든 실험은 A100 8장에서 진행했다")
# NOTE: prefiltered: it reads every paragraph of a document, and few hold its literals
_SETUP_DECLARED = Prefiltered((r"\b(?:the|our)\s+(?:experimental|benchmark(?:ing)?|test|evaluation|measurement)\s+(?:setup|environment|platform)\s+"
                               r"(?:uses|used|is|was|consists|consisted|comprises|comprised|includes|included)\b|"
                               # NOTE: and "**Test environment.** All benchmarks: A100, CUDA 12.4, ...", a labelled declaration for every run
                               r"\ball\s+(?:(?:of\s+)?(?:the|our)\s+)?(?:experiments|benchmarks|runs|measurements|tests|results)(?:\s*:|\s+(?:in this \w+\s+)?"
                               r"(?:were|are)\s+(?:run|performed|conducted|executed|done|measured|obtained|collected)\s+(?:on|with|using)\b)|"
                               r"\b(?:our|the)\s+test\s?bed\s+(?:is|was|consists|comprises|has|had)\b|"
                               r"모든\s*(?:실험|측정|벤치마크|테스트)(?:은|는)\s*[^.\n]{0,60}(?:에서|으로|로)\s*(?:진행|수행|측정|실행)", re.I))
_RUN_SETUP_LINE = re.compile(r"(?m)^\s*(?:[-*+]\s+)?[*_]{0,2}(?:" + _RUN_SETUP + r")[*_]{0,2}\s*:", re.I)  # enough alone
_SETUP_LINE = re.compile(r"(?m)^\s*(?:[-*+]\s+)?" + _SETUP_LABEL, re.I)
_SETUP_LABEL_ONLY = re.compile(r"\s*" + _SETUP_LABEL + r"[*_]{0,2}\s*", re.I)  # "Hardware:", "**Software:**" alone


# a list item that states one fact of a setup or a run ("- Throughput: ~390 TFLOPS/GPU", "- **GPU**: 8x H100")
_KEY_VALUE_ITEM = re.compile(r"\s*(?:[-*+]\s+|[0-9]{1,2}[.)]\s+)?[*_`]*[^:：\n]{1,40}?[*_`]*[:：]\s")


# the frame of a library cited as one of others or as a convention, right before its name ("other MoE libraries (e.g.
# DeepEP)", "existing frameworks such as Megatron", "the convention used by nccl-tests"): what the text follows, not what ran
_CITED_BEFORE = re.compile(r"\b(?:other|existing|prior|previous|popular|related)\s+(?:[\w-]+\s+){0,3}?(?:librar(?:y|ies)|frameworks?|implementations?|"
                           r"systems?|engines?|projects?|tools?|works?)\s*(?:\(\s*)?(?:e\.\s?g\.|such as|like|including)[,:]?\s+"
                           r"(?:[\w.-]+(?:\s+[\w.-]+)?,\s+)*(?:and\s+|or\s+)?$|"
                           r"\bconventions?\s+(?:used\s+|set\s+|followed\s+)?(?:by|of|in)\s+(?:[\w.-]+\s+){0,4}?(?:\(\s*)?(?:e\.\s?g\.|such as|like)?[,:]?\s*$", re.I)


# a library or product cited as one a run did not use: its users ("used by Acme and Globex", "powers FooDB"), one it is said to
# be absent from, set against or likened to ("not available in GCC", "unlike BarLib", "instead of BazLib", "similar to InfiniBand SHARP")
_NOT_RUN_BEFORE = re.compile(r"\b(?:(?:used|adopted|relied\s+(?:up)?on|trusted|deployed)\s+(?:in\s+production\s+)?by|in\s+production\s+at|"
                             r"powers|users\s+include|not\s+(?:available|supported|present|vectori[sz]ed|implemented|used)\s+(?:in|by|on|with)|"
                             r"unlike|instead\s+of|rather\s+than|without|compared\s+(?:to|with)|than|(?:equivalent|similar|comparable|analogous|akin)\s+to)\s+(?:the\s+)?"
                             r"(?:[\w.+-]+(?:\s+[\w.+-]+)?(?:,\s+|\s+(?:and|or)\s+))*(?:(?:and|or)\s+)?(?:[\w.+-]+\s+)?$", re.I)
# a sentence about a run that did not happen: a hypothetical ("Local NVMe drives would cut this to 80 us", "if we switched to
# FooMQ") or one still to come ("I will post numbers with BarBLAS once I have built it", "we plan to try ..."): its hardware
# and software are not the measured run's
_UNRUN_SENTENCE = re.compile(r"\bwould(?:n't|\s+not)?\s+(?:\w+\s+)?(?:be|have|cut|drop|reduce|lower|raise|increase|improve|give|get|"
                             r"bring|make|take|let|help|speed|halve|double|yield|allow|need|mean|likely|probably|also)\b|"
                             r"\bif\s+(?:we|you|I|one|they)\s+(?:had\s+)?(?:used?|switch(?:ed)?|mov(?:e|ed)|migrat(?:e|ed)|upgrad(?:e|ed)|ran|run)\b|"
                             r"(?:\bwill|'ll|\u2019ll)\s+(?:post|try|add|test|share|publish|update|benchmark|compare|report|follow)\b|\bplan(?:s|ned|ning)?\s+to\b|"
                             r"\bonce\s+(?:I|we|it|they)\s+(?:have|has|get|got|build|built)\b|\bhas\s+not\s+(?:yet\s+)?been\s+(?:built|rebuilt|tried|tested)\b|"
                             r"\bha(?:ve|s)n't\s+(?:yet\s+)?(?:been\s+)?(?:tried|tested|built|rebuilt|run)\b|\bnot\s+yet\s+(?:tried|tested|built|run|used)\b", re.I)


def _sentence_at(text: str, at: int) -> tuple[int, int]:
    """The bounds of the sentence (or line, or table cell) of ``text`` that holds offset ``at``."""
    lo = max(text.rfind(". ", 0, at), text.rfind("\n", 0, at), text.rfind(" | ", 0, at), text.rfind("! ", 0, at), text.rfind("? ", 0, at))
    hi = min((k for k in (text.find(". ", at), text.find("\n", at), text.find(" | ", at)) if k >= 0), default=len(text))
    return lo + 1, hi


def _unrun(text: str, at: int) -> bool:
    """Whether the sentence of ``text`` at offset ``at`` tells a run that did not happen (a hypothetical or one to come), and
    no run that did ("We measured 2.6 ms on NVMe, which would be ..." reports a run)."""
    lo, hi = _sentence_at(text, at)
    if not _UNRUN_SENTENCE.search(text, lo, hi):
        return False
    return not _OWN_RUN.search(text[lo:hi])


def _tells_a_run(text: str, at: int) -> bool:
    """Whether the sentence of ``text`` at offset ``at`` holds a figure or a run verb."""
    lo, hi = _sentence_at(text, at)
    return any(c.isdigit() for c in text[lo:hi]) or bool(_OWN_RUN.search(text[lo:hi]))


# a condition named as what a result depends on ("depending on batch size and model", "varies with the GPU", "배치 크기나 모델 구조에
# 따라 다르지만"): no value or identity is stated, so the group is not disclosed (a term with a number is: "batch 32")
_HEDGE_BEFORE = re.compile(r"\b(?:depend(?:s|ing|ent)?\s+(?:up)?on|var(?:y|ies|ying|iable)\s+(?:with|by|across|between|depending)|"
                           r"differs?\s+(?:with|by|across)|sensitive\s+to|(?:is|are)\s+a\s+function\s+of)\s+([^.;:!?\n|]{0,40})$", re.I)
# NOTE: what a run used, after the hedge ("latency varies with message size over InfiniBand"): the hedge governs no more
_HEDGE_GAP_ENDS = re.compile(r"\b(?:over|on|using|via|at|in|for|with|we|our|measured|ran|was|were)\b", re.I)
_HEDGE_AFTER = re.compile(r"[^.;:!?\n|]{0,40}?(?:에\s*따라|에\s*따른|마다)\s*(?:결과가?\s*|성능이?\s*|수치가?\s*)?(?:달라|다르|다름|차이|상이|변(?:하|동|화))")


def _hedged(text: str, start: int, end: int) -> bool:
    """Whether a condition at ``[start, end)`` holding no number is named only as what a result depends on."""
    if any(c.isdigit() for c in text[start:end]):
        return False
    before = _HEDGE_BEFORE.search(text, max(0, start - 60), start)
    return bool((before and not _HEDGE_GAP_ENDS.search(before.group(1))) or _HEDGE_AFTER.match(text, end))


# a parenthetical of examples ("(e.g. Llama 13B on an A100-40G)", "(like NVIDIA H100)", "(예: ...)"): other setups named to
# illustrate, which count only when the text names nothing else of their group
_EXAMPLE_PAREN = re.compile(r"\(\s*(?:e\.\s?g\.|for\s+(?:example|instance)|such\s+as|like|예[:：]|예를\s*들(?:어|면)|예컨대)[,:]?\s[^()\n]*\)", re.I)
# a shell prompt before a command ("[hpl@head01 ~]$ mpirun ...", "bench@gpu-07:~/runs$ ./run.sh", "(venv) me@box:~$"): its user
# and host name the account and the machine logged into, often after a benchmark ("hpl", "nccl"), not what ran
_SHELL_PROMPT = re.compile(r"(?m)(?:^|(?<=`))[ \t]*(?:\([\w.-]+\)[ \t]*)?(?:\[[\w.-]+@[\w.-]+(?:[ \t]+[^\]\n]*)?\]|[\w.-]+@[\w.-]+(?::[^\s$#]*)?)[ \t]?[$#%>](?=\s)")


# the name of a workload setting with no value ("batch size", "sequence length", "precision", "배치"): a setting named, none stated
# ("the batch size could be set larger", "분산 배치한 뒤": placement, not a batch), unless a value is bound to it ("batch size 32",
# "batch size of 8", "32 batch size", "배치 크기는 16") or a table's header names the column its rows fill
_BARE_SETTING = re.compile(r"batch[ _-]?(?:size|tokens)|seq(?:uence)?[ _-]?len(?:gth)?|seqlen|(?:context|input|output)\s+length|precision|dtype|"
                           r"배치(?:\s*(?:크기|사이즈|차원))?|시퀀스\s*길이", re.I)
_VALUE_AFTER = re.compile(r"[*_`]*\s*(?:(?:per|/)\s*(?:GPU|device|rank|node|replica|core|worker|chip|card|accelerator|step)\s*)?(?:\(\s*)?"
                          r"(?:(?:of|=|:|is|was|were|set\s+to|to|from|at|가|이|는|은|를|을|로|으로)\s*)?(?:(?:up\s+to|about|around|only)\s+)?[~≈]?\s*"
                          r"(?:[0-9]|(?:FP|BF|TF|INT|MXFP|NVFP)[0-9])", re.I)
_VALUE_BEFORE = re.compile(r"[0-9][\w.,]*\s*(?:[x×]\s*)?(?:의\s*)?$|(?:FP|BF|TF|INT|MXFP|NVFP)[0-9]+\s*$|"
                           r"[0-9][\w.,]*\s*[가-힣]{0,3}\s*(?:구성된|이루어진|짜리|단위의?)\s*$", re.I)  # NOTE: "이미지 120개로 구성된 배치": its size told before it


def _unbound_setting(text: str, start: int, end: int) -> bool:
    """Whether a workload condition at ``[start, end)`` names a setting without a value bound to it (not in a table line)."""
    if not _BARE_SETTING.fullmatch(text[start:end].strip()):
        return False
    lo, hi = text.rfind("\n", 0, start) + 1, text.find("\n", end)
    if "|" in text[lo:hi if hi >= 0 else len(text)]:
        return False  # NOTE: "| Model | Batch Size | tokens/s |": the column its rows fill
    return not (_VALUE_AFTER.match(text, end) or _VALUE_BEFORE.search(text, max(0, start - 16), start))


# the name a section heading opens with ("GcmForge (hand-scheduled)", "2. SLOTHY (optimized)"), and the numbered parts of a
# document that are no names ("Test1", "ENV 2", "Run-3")
_VARIANT_NAME = re.compile(r"(?:\d+(?:\.\d+)*[.)]?\s+)?([A-Za-z][\w.+-]{1,30})(?![\w.+-])")
_NUMBERED_PART = re.compile(r"(?:test|env|run|case|exp|experiment|config|setup|step|phase|round|trial|scenario|part|table|fig|figure|"
                            r"section|option|variant|version|stage|level|node|host|server|machine|box|gpu|cpu|v)[-_ ]?\d+[a-z]?", re.I)


# "8 GPUs", "a single GPU", "on one node": how many devices, not which
_BARE_COUNT = re.compile(r"(?:on\s+)?(?:an?\s+)?(?:[0-9][0-9,]*|single|one|two|four|eight|sixteen|multiple)[- ]+(?:x\s*)?"
                         r"(?:GPUs?|nodes?|devices?|accelerators?|chips?|ranks?|cards?|[HTNX]PUs?|servers?|machines?)", re.I)


# a column of how many devices each row ran on, counted or as a parallel degree ("| GPUs |", "| #GPU |", "| TP |", "| TP Size |",
# "| Tensor Parallel |"): the row's own count, which a count in the prose around the table ("runs on a single GPU") does not override
# (not "| GPU |" alone, a backend's column of times: "| resnet50 | 45 | 12 |" under "| Model | CPU | GPU |")
_ROW_DEVICES_HEAD = re.compile(r"\W*(?:(?:number|num|no\.?|#)\s*(?:of\s+)?(?P<one>GPUs?|devices?|accelerators?|cards?|chips?|[HTNX]PUs?)|"
                               r"(?P<noun>GPUs|devices|accelerators|cards|chips|[HTNX]PUs))\W*", re.I)
_PARALLEL_HEAD = re.compile(r"\W*(?:TP|tp[ _-]?size|tensor[ _-]?parallel(?:ism)?(?:[ _-]?(?:size|degree))?)\W*", re.I)
_PARALLEL_DEGREE = re.compile(r"(?:TP|tp[ _-]?size|tensor[ _-]?parallel(?:ism)?(?:[ _-]?(?:size|degree))?)\s*[=:]?\s*[0-9]{1,3}", re.I)
_ROW_COUNT_VALUE = re.compile(r"[\s*_`]*([0-9]{1,4})[\s*_`]*")


_MODEL_NAME = re.compile(r"(?-i:[A-Z]{1,4}[0-9]{2,4})|\b(?:DGX|HGX|Gaudi|TPU|Xeon|EPYC|Grace|MI[0-9]{3}|Trainium|Inferentia|Ascend)", re.I)


# a run said to share another's setup ("On the same host", "on the same box", "with the same data")
_SAME_SETUP = Prefiltered((r"\b(?:the\s+same|that\s+same|this\s+same)\s+(?:host|box|machine|node|server|system|setup|hardware|cluster|instance|"
                           r"VM|GPU|CPU|data(?:set)?|input|sample|workload|configuration|config|environment)s?\b", re.I))


# a heading of a section that sums up the ones before it ("### Conclusion", "## Summary", "## Takeaways")
_CLOSING_HEADING = re.compile(r"^\W*(?:\d+(?:\.\d+)*[.)]?\s*)?(?:conclusions?|summary|summing\s+up|takeaways?|key\s+takeaways|wrap[- ]?up|"
                              r"tl;?dr|결론|요약|정리)\W*$", re.I)


# a block that tells a run with its own result ("With DeepVariant 1.6 and 8 threads, calling took 95 minutes in our run")
_OWN_RUN = Prefiltered((r"\b(?:took|takes|taking|measured|reached|achieved|clocked|completed\s+in|finished\s+in|ran\s+in|runs\s+in|"
                        r"in\s+(?:our|this|that)\s+(?:run|test|benchmark|experiment)s?)\b", re.I))


# a table cell that holds a result: a figure, or several slash-separated ("88.1 / 97.5 / 119.9", "- / 12.0"), with a unit
_RESULT_VALUE = r"[*_~≈]*(?:[-+]?\d[\d.,]*(?:\s*[a-zA-Zµ%×]{1,8}(?:/[a-zA-Z]{1,3})?)?|-|–|—|n/a|N/A|OOM|timeout|failed)[*_]*"
_RESULT_CELL = re.compile(r"\s*" + _RESULT_VALUE + r"(?:\s*/\s*" + _RESULT_VALUE + r")*\s*")

# a column of ratios between the columns beside it ("Speedup", "A vs B", "Ratio", "향상", "대비")
_COMPARED_HEAD = re.compile(r"speed-?ups?|ratio|\bvs\.?(?!\w)|versus|relative|improvement|gain|faster|slower|×|\(x\)|향상|대비|개선|배율", re.I)
# the variants a header packs into one column, slash-separated ("AllToAll LL/LL128/Simple", "AllGather K0/K1/K2"), each the
# setting of one of the cell's slash-separated figures
_HEADER_VARIANTS = re.compile(r"(?<![\w/])([A-Za-z][\w.+-]*(?:/[A-Za-z0-9][\w.+-]*)+)(?![\w/])")
_NOT_VARIANTS = re.compile(r"(?:.*/)?(?:s|secs?|sec\)?|gpus?|nodes?|iters?|steps?|ms|us|ns|hr|h|day|op|req|token|sample)\)?", re.I)
_CELL_VALUES = re.compile(r"[^/|]+")


def _cell_variant(head: str, value: str, at: int) -> str:
    """``head`` with its slash-packed variants reduced to the one of the figure at offset ``at`` of its cell ``value``
    ("AllGather K0/K1/K2" over "125.06 / 255.64 / 124.89": "AllGather K1" for 255.64); ``head`` unchanged otherwise."""
    parts = [m for m in _CELL_VALUES.finditer(value)]
    if len(parts) < 2:
        return head
    for m in _HEADER_VARIANTS.finditer(head):
        variants = m.group(1).split("/")
        if len(variants) != len(parts) or _NOT_VARIANTS.fullmatch(m.group(1)) or any(_NOT_VARIANTS.fullmatch(v) for v in variants[1:]):
            continue
        i = next((n for n, p in enumerate(parts) if p.start() <= at < p.end()), None)
        if i is None:
            return head
        return head[:m.start(1)] + variants[i] + head[m.end(1):]
    return head


def _own_line(sentence: str, base: int, figure: Span, found: dict[str, list[Evidence]]) -> dict[str, list[Evidence]]:
    """``found`` in a sentence of several lines, without what the other lines that report a result of their own state of a
    group the figure's own line states too ("... with 2 QPs per port: 44.1 GB/s" over "... with 16 QPs per port: 31.7 GB/s":
    each line its own queue count)."""
    at = figure.start - base
    lo = sentence.rfind("\n", 0, max(0, at)) + 1
    hi = sentence.find("\n", at)
    hi = len(sentence) if hi < 0 else hi

    def other_result(e: Evidence) -> bool:
        k = e.span.start - base
        if lo <= k < hi:
            return False
        a, b = sentence.rfind("\n", 0, max(0, k)) + 1, sentence.find("\n", k)
        return bool(_ROW_RESULT.search(sentence, a, len(sentence) if b < 0 else b))

    out = {}
    for g, es in found.items():
        mine = [e for e in es if e.span is not None and lo <= e.span.start - base < hi]
        out[g] = [e for e in es if e.span is None or not other_result(e)] if mine else es
    return out


# a list item opened by a date or a release tag, as a changelog's or a README's "Latest News" items are ("- [2024/11] ...",
# "* **2025-02-14**: ...", "- Mar 2024: ...", "- v0.6.0: ..."): each is its own note, whose conditions are not its siblings'
_DATED_ITEM = re.compile(r"\s*(?:[-*+]\s+|[0-9]{1,2}[.)]\s+)?[*_`\\\[(]*(?:(?:19|20)[0-9]{2}[/.-](?:0?[1-9]|1[0-2])(?:[/.-][0-9]{1,2})?|"
                         r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+(?:[0-9]{1,2},?\s+)?(?:19|20)[0-9]{2}|"
                         r"v?[0-9]+\.[0-9]+(?:\.[0-9]+)?(?=[*_`\\\])]*\s*[:\]\u2013\u2014-]))[*_`\\\])]*\s*[:\u2013\u2014-]?\s", re.I)


# the turn of a sentence that sets two results side by side ("35% of step time over Ethernet but only 9% over InfiniBand",
# "MPICH gave 2.1 us, whereas Open MPI gave 2.6 us", "… 인 반면 …")
_CONTRAST = re.compile(r"[\s,]+(?:but|while|whereas|versus|vs\.?|compared\s+(?:to|with))\s+|;\s+|\s*반면(?:에)?[,\s]+", re.I)
_SIDED_GROUPS = ("system", "software")  # NOTE: what the two sides of a contrast ran on or with
_COUNTED = re.compile(r"\W*(?:[0-9]|(?:an?\s+)?(?:single|one|two|three|four|eight|sixteen)\b)", re.I)


class ConditionFinder:
    """Caches per-block matches so a section is scanned once however many claims it holds."""

    def __init__(self, doc: Document, lexicon: Lexicon, results: frozenset[int] = frozenset()):
        """``results``: the list items that report a measured result of their own."""
        self.doc = doc
        self._results = results
        self.lex = lexicon
        self._block_cache: dict[int, dict[str, list[Evidence]]] = {}
        # NOTE: keyed by (text, offset), the scan's only inputs: the claims of one sentence share its scan, and a
        # one-sentence paragraph's sentence and block share theirs
        self._scans: dict[tuple[str, int | None], dict[str, list[Evidence]]] = {}
        self._section_cache: dict[tuple, dict[str, list[Evidence]]] = {}
        self._run_software: dict[int, tuple[str, ...]] = {}
        self._section_runs: dict[tuple, list[int]] = {}
        self._fm = None
        self._sections: dict[tuple, list[int]] = {}
        self._starts: dict[tuple, list[int]] = {}
        for j, b in enumerate(doc.blocks):
            self._sections.setdefault(b.section, []).append(j)
        self._title_blocks = _title_blocks(doc.blocks)
        product = _document_product(doc, lexicon)
        self._product, self._product_name = product if product is not None else (None, None)
        # NOTE: "## Setup", "## Experimental environment", "## 1. 실험 환경": a section that states the runs' conditions for
        # the whole document, as front matter does
        setup = lexicon.patterns["classify.setup-heading"]
        # ... and its subsections ("## Configuration" > "### fio Test Command Example" and its command)
        # ... each with the path of its setup heading: it serves the claims outside that heading's tree (the subsections of
        # "## Tools" may each be a tool's own results, and serve each other no more than other sections do)
        overview = lexicon.patterns["classify.overview-heading"]
        self._overview = [s for s in self._sections if 1 <= len(s) <= 2 and overview.search(s[-1])]
        self._setup = []
        for s in self._sections:
            root = next((k for k, h in enumerate(s) if setup.search(h)), None)
            if root is not None:
                self._setup.append((s, s[:root + 1]))
        # NOTE: "**Hardware:** NVIDIA H100 80GB ... **Software:** CUDA 12.8, CUTLASS 4.3.0" anywhere in the document: a
        # block of labelled setup lines states the conditions of the whole document, as a setup section does
        # ... unless it lists what a tool was tested with or requires ("We have tested Foo with the following setup:" under
        # "## Install"): a compatibility matrix, which its own section may read, but which states no run's conditions
        compat = _compat_blocks(doc.blocks)
        self._setup_blocks = [j for j in setup_blocks(doc.blocks) if j not in compat]
        # NOTE: "The engine runs on the following GPUs:" and the list under it name the hardware a tool supports, not
        # the system a run used: they disclose no system
        self._support_blocks = _support_blocks(doc.blocks)
        # NOTE: "Both tables were taken with osu_latency at 4 KiB ..." closing the last of several subsections: a note on
        # the runs of every subsection of the parent, though it stands, by its place, in the last
        # (with the list that may follow it: "These reference values were established using the following parameters:")
        self._closing_notes = []
        closing = lexicon.patterns["classify.closing-note"]
        for j, b in enumerate(doc.blocks):
            if b.scope == "paragraph" and len(b.section) >= 2 and closing.match(b.text):
                members = self._sections[b.section]
                after = members[members.index(j) + 1:]
                if all(doc.blocks[k].scope == "list-item" for k in after) \
                        and sum(1 for s in self._sections if len(s) == len(b.section) and s[:-1] == b.section[:-1]) >= 2:
                    self._closing_notes += [(k, b.section[:-1]) for k in (j, *after)]

    def _scan(self, text: str, offset: int | None, groups=GROUPS) -> dict[str, list[Evidence]]:
        """Up to three conditions per group found in ``text`` (only the ``groups`` asked for; each group of a
        text is scanned at most once)."""
        cache = self._scans.setdefault((text, offset), {})
        todo = [g for g in groups if g not in cache]
        if todo:
            cache.update(self._scan_groups(text, offset, todo))
        return {g: cache[g] if g in groups else [] for g in GROUPS}

    def _scan_groups(self, text: str, offset: int | None, groups) -> dict[str, list[Evidence]]:
        """Up to three conditions per group of ``groups`` found in ``text`` (each group independent of the others)."""
        found: dict[str, list[Evidence]] = {g: [] for g in groups}
        text = original = blank_markup(text)
        if "\\_" in text:
            text = text.replace("\\_", "__")  # NOTE: Markdown-escaped underscores (NC96ads\_A100\_v4), same length
        folded = fold(text)  # NOTE: shared by every pattern's literal prefilter
        examples = [m.span() for m in _EXAMPLE_PAREN.finditer(text)] if "(" in text else []
        prompts = [m.span() for m in _SHELL_PROMPT.finditer(text)] if "@" in text else []
        for group in groups:
            hits = found[group]
            aside: list[Evidence] = []  # NOTE: what the text names only as an example, kept in case it names nothing else
            pats = self.lex.conditions[group].live(text, folded)  # NOTE: only the patterns whose literals the text holds
            if group == "software" and self._product is not None:
                pats = (*pats, self._product)  # NOTE: the document's own software, named where the claim stands
            for pat in pats:
                if len(hits) >= 3:
                    break  # NOTE: three examples are enough to show; the other patterns need not run
                for m in pat.finditer(text, folded):
                    value = original[m.start():m.end()].strip().lstrip("-*+| ").replace("**", "").replace("__", "")  # NOTE: a list item's bullet
                    if "  " in value or "\n" in value:
                        value = " ".join(value.split())  # NOTE: "GRU_Small  모델" (a heading's code unwrapped), "10\nNodes": one line
                    if not value:
                        continue
                    if group == "workload" and "/" in text and _in_slug_owner(text, m.start(), m.end()):
                        continue  # NOTE: "deepseek-ai/FlashMLA", "meta-llama/...": an organisation's repository, not a model that ran
                    if _inside_number(text, m.start()):
                        continue  # NOTE: "800 steps" out of "1,800 steps/sec", "25 vCPU" out of "0.25 vCPU": the tail of another number
                    if group == "system" and _not_the_system(text, m.start(), m.end()):
                        continue
                    if group == "software" and _CITED_BEFORE.search(text, max(0, m.start() - 80), m.start()):
                        continue  # NOTE: "following the convention of other libraries (e.g. DeepEP)": a library cited, not the one run
                    if group == "software" and _NOT_RUN_BEFORE.search(text, max(0, m.start() - 60), m.start()):
                        continue  # NOTE: "used by DuckDB and Spark", "not available in GCC": a library's users or absence, not what ran
                    if group == "software" and (_BASELINE_AFTER_KO.match(text, m.end()) or _BASELINE_BEFORE.search(text, max(0, m.start() - 24), m.start())):
                        continue  # NOTE: "Triton 대비 3배", "vs. BarServe": the software compared against, not the one that ran
                    if group == "system" and _STORED_ON_BEFORE.search(text, max(0, m.start() - 60), m.start()) \
                            and not _tells_a_run(text, m.start()):
                        continue  # NOTE: "Smaller blobs written to NVMe drives mean less wear": a use case's storage
                    if group != "workload" and _unrun(text, m.start()):
                        continue  # NOTE: "Local NVMe would cut it to 80 us", "I will post BarBLAS numbers": hardware or software not run
                    if _hedged(text, m.start(), m.end()):
                        continue  # NOTE: "depending on batch size", "배치 크기에 따라 다르지만": a condition named, none stated
                    if group != "workload" and "?" in text and _QUESTION_AFTER.match(text, m.end()):
                        # NOTE: "Would that include the NVLink bridges?": a question asks what ran, it does not say (the work a
                        # question names is the topic the figures after it answer: "Can the gather overlap? It measured 8 GB/s")
                        continue
                    if prompts and any(lo <= m.start() < hi for lo, hi in prompts):
                        continue  # NOTE: "[NCCL@login01 ~]$ mpirun ... ./osu_bw": the prompt's user, not the library that ran
                    if group == "workload" and _unbound_setting(text, m.start(), m.end()):
                        continue  # NOTE: "batch size를 더 크게 잡을 수 있었음", "분산 배치한 뒤": a setting's name, no value of it
                    if any(h.text.casefold() == value.casefold() for h in hits):
                        continue  # NOTE: the same words again (a caption repeated in a table's context) show nothing new
                    span = Span(offset + m.start(), offset + m.end()) if offset is not None else None
                    if any(lo <= m.start() < hi for lo, hi in examples):
                        # NOTE: "optimized for large models (e.g. Llama 13B on NVIDIA A100-40G) ... for Llama 3 8B on 1 H100": an
                        # earlier target named to illustrate, not the run, when the text names one of its own
                        if len(aside) < 3 and not any(h.text.casefold() == value.casefold() for h in aside):
                            aside.append(Evidence(group, value, span))
                        continue
                    hits.append(Evidence(group, value, span))
                    if len(hits) >= 3:
                        break
            if not hits and aside:
                hits.extend(aside)
        return found

    def block(self, i: int, groups=GROUPS) -> dict[str, list[Evidence]]:
        """Conditions of block ``i`` for the ``groups`` asked for, and for any group asked for before."""
        cache = self._block_cache.setdefault(i, {})
        todo = [g for g in groups if g not in cache]
        if todo:
            b = self.doc.blocks[i]
            text = _without_topics(b.text) if b.scope == "front-matter" else b.text
            if b.scope == "heading" and "`" in text:
                text = text.replace("`", " ")  # NOTE: "## `GRU_Small` 모델": a name a heading sets in code is the name, same length
            found = self._scan(text, b.span.start, todo)
            support = self._support_blocks.get(i)
            for g in todo:
                cache[g] = [e for e in found[g] if e.span is None or e.span.start < support] if g == "system" and support is not None else found[g]
            if "system" in todo:
                cache["system"] = _without_index_label(b, cache["system"], self.doc.text)
        return {g: cache.get(g, []) for g in GROUPS}

    def _grouping_cell(self, block_index: int) -> Span | None:
        """For a table row whose first cell is blank, the first cell of the nearest row above in the same table that is
        not (the rows that leave it blank belong to its group); None otherwise."""
        blocks, text = self.doc.blocks, self.doc.text
        row = blocks[block_index]
        if row.scope != "table.row" or not row.cells or text[row.cells[0].start:row.cells[0].end].strip(" *_`"):
            return None
        for j in range(block_index - 1, max(-1, block_index - 40), -1):
            b = blocks[j]
            if b.table != row.table or b.scope != "table.row" or not b.cells:
                return None
            if text[b.cells[0].start:b.cells[0].end].strip(" *_`"):
                return b.cells[0]
        return None

    def front_matter(self) -> dict[str, list[Evidence]]:
        if self._fm is None:
            fm = self.doc.front_matter
            # NOTE: a post's tags and categories ("tags: [PyTorch, DeepSpeed]") say what it is about, not what a run used
            text = "\n".join(f"{k}: {v}" for k, v in fm.items() if not _TOPIC_KEY.fullmatch(str(k))) if fm else ""
            self._fm = self._scan(text, None)
        return self._fm

    def find(self, sentence: str, sentence_span: Span, block_index: int, extra: str = "",
             groups=GROUPS, run_label: str | None = None, header_in_extra: bool = False,
             figure: Span | None = None) -> tuple[dict[str, list[Evidence]], list[str]]:
        """Conditions found per group of ``groups`` (first scope that satisfies each group wins) and those missing.

        ``run_label`` is the row label of a sweep table, what ran at each setting: unless it names hardware or a model
        ("| 8x A100 |", "| Llama-2 7B |"), it is the implementation, the software condition ("| Pipeline Inference |").
        ``figure`` is the claim's own figure: no condition of it ("node answered 10450 RPS" is no load offered at 10450 RPS).
        """
        result: dict[str, list[Evidence]] = {g: [] for g in GROUPS}
        pending = set(groups)
        if figure is not None and sentence_span.start <= figure.start <= sentence_span.end and _THIRD_PARTY.search(sentence) \
                and _OTHER_SIDE_BEFORE.search(sentence, max(0, figure.start - sentence_span.start - 40), figure.start - sentence_span.start):
            # NOTE: "ours ran at 140 TFLOPs, versus 88 TFLOPs reported by another vendor": the other side's figure is its run, whose
            # conditions the text does not give; ours are not its
            return result, [g for g in groups]

        off = self._switched_off(self.doc.blocks[block_index]) if self.doc.blocks[block_index].scope == "table.row" else frozenset()

        def take(found):
            if off:
                # NOTE: "| 미사용 | 88s |" under "| NVLink | 시간 |": the run went without the link its column names
                found = {**found, "system": [e for e in found["system"] if e.text.casefold() not in off]}
            if figure is not None:
                # NOTE: a condition that holds the figure's number is the figure read again; words inside a figure's span after
                # its number ("10.94M 4KiB random-read IOPS") still name its workload
                found = {g: [e for e in es if e.span is None or not (e.span.start <= figure.start < e.span.end)] for g, es in found.items()}
            for g in list(pending):
                if found[g]:
                    keys: list[str] = []
                    uniq: list[Evidence] = []
                    for e in found[g]:  # NOTE: the same condition twice ("DeepSpeed", "DeepSpeed") says nothing new,
                        key = e.text.casefold()  # nor one inside another ("NeMo 24.08" in "Container: NeMo 24.08")
                        # (not a whole line around it: "Host: Amazon EC2 c5.xlarge one" adds nothing to "c5.xlarge")
                        inside = next((n for n, k in enumerate(keys) if k in key and k != key and len(key) <= 2 * len(k) + 8), None)
                        if inside is not None:
                            keys[inside], uniq[inside] = key, e  # NOTE: the fuller one says more ("Data Size: 64 B", not "Data Size")
                        elif not any(key in k or k in key for k in keys):
                            keys.append(key)
                            uniq.append(e)
                    result[g] = uniq[:3]
                    pending.discard(g)

        blocks = self.doc.blocks
        block = blocks[block_index]
        column_head = None
        if extra and figure is not None and block.scope == "table.row" and len(block.header) >= 3:
            # NOTE: "| Size | RCCL Gather | Bar++ Scatter LL/LL128 |" over "| 64M | 90.2 | 71.0 / 80.4 |": a cell's conditions are
            # its own column's, not the other result columns' headers, and one of slash-packed variants is its own figure's
            extra, column_head = self._own_column(block, figure, extra)
        own = self._scan(sentence, sentence_span.start, tuple(pending))
        own["system"] = _without_index_label(block, own["system"], self.doc.text)
        if figure is not None and "\n" in sentence and block.scope in ("paragraph", "list-item", "blockquote"):
            own = _own_line(sentence, sentence_span.start, figure, own)
        if figure is not None and block.scope in ("paragraph", "list-item", "blockquote", "heading"):
            own = self._own_side(sentence, sentence_span.start, figure, own, tuple(pending))
        take(own)
        if pending and block.scope in ("code", "log"):
            stanza = _stanza(block.text, sentence_span.start - block.span.start)
            if stanza is not None:  # NOTE: "# run with Horovod 0.21" over its lines, "# run with BytePS 0.2.5" over the next ones
                take(self._scan(block.text[stanza[0]:stanza[1]], block.span.start + stanza[0], tuple(pending)))
        if "workload" in pending and block.scope in ("code", "log"):
            label = _fixed_row_label(block.text, sentence_span.start - block.span.start)
            if label is not None:
                # NOTE: "deltablue    88.0   1.2   70.4" under "bench   base (ms) ...": the row's label is what ran, not the label of
                # another row of the block
                start = block.span.start + label[0]
                result["workload"] = [Evidence("workload", block.text[label[0]:label[1]], Span(start, start + label[1] - label[0]))]
                pending.discard("workload")
        if pending:
            take(self.block(block_index, tuple(pending)))
        above = self._grouping_cell(block_index) if pending else None
        if above is not None:  # NOTE: "| LibA 1.0 | 16 | 40.1 |" over "|  | 32 | 38.7 |": a blank first cell repeats the one above
            take(self._scan(self.doc.text[above.start:above.end], above.start, tuple(pending)))
        if "workload" in pending and block.scope == "table.row" and block.header and block.cells and _WORKLOAD_KEY.match(block.header[0]):
            # NOTE: "| Workload | HBv2 |" over "| FIO on local NVMe SSD | 2.7 GB/s |": the row's label is what ran
            label = self.doc.text[block.cells[0].start:block.cells[0].end].strip(" *")
            # NOTE: not hardware or software under "| Network |" ("| InfiniBand HDR |": the fabric, not a neural network)
            if label and (not label[0].isdigit() or (_DIGIT_NAME.fullmatch(label) and not self._scan(label, None, ("system",))["system"])) \
                    and not _ROW_ID.fullmatch(label) and not _SUMMARY_ROW.fullmatch(label) and not _HOST_ALIAS.fullmatch(label) and not (
                    _NETWORK_KEY.match(block.header[0]) and any(self._scan(label, None, ("system", "software"))[g] for g in ("system", "software"))):
                result["workload"] = [Evidence("workload", label, block.cells[0])]
                pending.discard("workload")
                cell = block.cells[0]
                if "software" in groups and result["software"] and all(
                        e.span is not None and cell.start <= e.span.start < cell.end for e in result["software"]):
                    # NOTE: "| sqlite dbg | 2.10s | 0.41s |" under "| target |": the program the row built is its workload, not
                    # the software that ran (the column's linker, the section's tool)
                    result["software"] = []
                    pending.add("software")
        if "software" in pending and block.scope == "table.row" and block.header and block.cells and _SOFTWARE_KEY.match(block.header[0]):
            # NOTE: "| Proxy |" over "| HAProxy | 5253.4 |": the row's label is the software that ran
            label = self.doc.text[block.cells[0].start:block.cells[0].end].strip(" *`")
            if label and not label[0].isdigit():
                result["software"] = [Evidence("software", label, block.cells[0])]
                pending.discard("software")
        if "software" in pending and extra and block.scope == "table.row" and len(block.header) >= 3:
            # NOTE: "| Metric | FooMQ | BarMQ |" over "| p99 | 15 ms | 4 ms |": the cell's own column header (the first of the
            # table's cues) names the software of its figure, before the header line that names every column's
            head = extra.split(" | ", 1)[0].strip()
            if head and (head in {h.strip() for h in block.header[1:]} or head == column_head):
                take({**{g: [] for g in GROUPS}, "software": self._scan(head, None, ("software",))["software"]})
        if "software" in pending and run_label:
            label_groups = self._scan(run_label, None)
            # NOTE: a number format in the label ("| stock fp16 |") says how it ran; a model ("| Llama-2 7B |") is what ran
            if not label_groups["system"] and all(self.lex.patterns["classify.capability"].fullmatch(e.text) for e in label_groups["workload"]):
                result["software"] = [Evidence("software", run_label, None)]
                pending.discard("software")
        if pending and block.table >= 0:
            # NOTE: ``header_in_extra``: the cell's own header line is in ``extra``, without the row's other result columns
            for j in range(max(0, block_index - 60), min(len(blocks), block_index + 60)) if not header_in_extra else ():
                if blocks[j].table == block.table and blocks[j].scope == "table.header":
                    take(self.block(j, tuple(pending)))
            if extra:
                cues = self._scan(extra, None)
                cues["system"] = _without_index_label(block, cues["system"], self.doc.text)
                take(cues)
        elif pending and extra:
            take(self._scan(extra, None))
        if "workload" in pending and block.scope == "table.row" and block.header and block.cells and _SIZE_KEY.match(block.header[0]):
            # NOTE: "| 1024 | 2871.5 |" under "| #bytes | 대역폭 (MB/s) |": the row's message size is its workload (after the
            # table's own cues, which name a size column they know in full: "Data Size: 4096 B")
            label = self.doc.text[block.cells[0].start:block.cells[0].end].strip(" *`")
            if re.fullmatch(r"\d[\d,.]*\s*(?:[KMGT]i?B|B|bytes?|[KMG])?", label):
                result["workload"] = [Evidence("workload", f"{block.header[0].strip()} {label}", block.cells[0])]
                pending.discard("workload")
        # NOTE: a paragraph that tells another tool's run with its own result ("We measured BWA-MEM2 2.2.1 on two Xeon
        # sockets: ... took 3.1 hours" beside "With DeepVariant 1.6 and 8 threads, calling took 95 minutes") is that run's:
        # when the claim's sentence names its own software, such a paragraph lends it no conditions of any group
        others = self._other_runs(sentence, sentence_span, block_index) if pending else frozenset()
        if pending:
            take(self.section(block.section, code=False, near=block_index, groups=pending, skip=others))
        if "software" in pending and block.scope in ("code", "log", "table.row"):
            # NOTE: "### GcmForge (hand-scheduled)" beside "### BoringSSL (baseline)": a section per implementation, each
            # heading naming the one whose output it holds, though the name is in no list
            variant = self._variant_heading(block.section)
            if variant is not None:
                result["software"] = [variant]
                pending.discard("software")
        for depth in range(len(block.section) - 1, -1, -1):
            if not pending:
                break
            # NOTE: the lead-in of the enclosing sections ("Local benchmark (A100-80GB, PyTorch 2.2)" above "#### Training"
            # and "#### Inference"), and the document's opening before its first heading, serve each subsection, the
            # nearest first; the opening of a lead-in is read however far below the claim stands
            take(self.section(block.section[:depth], code=False, near=block_index, groups=pending, lead=True, skip=others))
        if pending and block.section and _CLOSING_HEADING.match(block.section[-1]):
            # NOTE: "### ENV1", "### Test1", then "### Conclusion": a conclusion or summary sums up the sibling sections
            # before it, whose setups are its conditions (the nearest first; not an install or requirements section)
            for sib in self._siblings_before(block.section):
                if not pending:
                    break
                take(self.section(sib, code=False, groups=pending))
        if pending and block.section:
            # NOTE: "## Throughput" with "### Method" under it, or "## 1. 시험 방법" before "## 2. 결과": how the runs were made,
            # told in a subsection of the claim's section or a sibling before it
            for sec in self._method_sections(block.section):
                if not pending:
                    break
                take(self.section(sec, code=False, groups=pending))
        for j, parent in self._closing_notes:
            if not pending:
                break
            if j != block_index and block.section[:len(parent)] == parent and block.section != parent:
                take(self.block(j, tuple(pending)))
        if pending and self.doc.front_matter:
            take(self.front_matter())
        for j in self._setup_blocks:
            if not pending:
                break
            take(self.block(j, tuple(pending)))
        for setup, root in self._setup:
            if not pending:
                break
            if setup != block.section and (setup == root or block.section[:len(root)] != root):
                take(self.section(setup, code=False, groups=pending))
                if pending:
                    take(self.section(setup, code=True, groups=pending))
        if pending:
            take(self.section(block.section, code=True, near=block_index, groups=pending))
        if "software" in pending and self._product_name is not None:
            # NOTE: a document titled with a software's name, or opening "FooTrain is a training library ...", reports
            # that software's results: its name is the document's software, as front matter would state it
            result["software"] = [Evidence("software", self._product_name, None)]
            pending.discard("software")
        for ov in self._overview:  # NOTE: after the document's own name, which says it better
            if "software" not in pending:
                break
            # NOTE: "## Overview" opening "This chapter adds a PCIe path to the FooEP library": the document's software (its
            # hardware there is what the software supports or targets, not what a run used)
            if ov != block.section and self._sections[ov][0] < block_index:
                take(self.section(ov, code=False, near=self._sections[ov][0], groups=("software",), lead=True))
        for j in self._title_blocks:
            if not pending:
                break
            # NOTE: "# Hanul KNL nodes: MPI comparison (LAMMPS)", then "## 3. mvapich2 vs openmpi": the title names the machine
            # and the application of every section below it, and so does the key-value list right under it
            take(self.block(j, tuple(pending)))
        row_devices = self._row_devices(block) if "system" in groups and block.scope == "table.row" else None
        if row_devices is not None:
            # NOTE: "| llama_70b | 4 | 1,450 |" under "| Model | TP | ... |" below "... tokens/s on a single GPU": the row's own
            # device count or tensor-parallel degree is its system; a bare count the prose states is another run's
            mine = row_devices.text.casefold()
            rest = [e for e in result["system"] if e.text.casefold() != mine and not _BARE_COUNT.fullmatch(e.text)]
            result["system"] = [row_devices, *rest][:3]
            pending.discard("system")
        if "system" in groups and result["system"] and all(_BARE_COUNT.fullmatch(e.text) or _PARALLEL_DEGREE.fullmatch(e.text)
                                                           for e in result["system"]):
            # NOTE: "| torch_ddp | 4 |" under "#GPU": the row says how many devices, its section which ones ("8xA100, PCIe")
            for scope in (self.section(block.section, code=False, near=block_index, groups=("system",)),
                          *(self.section(block.section[:d], code=False, near=block_index, groups=("system",), lead=True)
                            for d in range(len(block.section) - 1, -1, -1))):
                have = {e.text.casefold() for e in result["system"]}
                named = []
                for e in scope["system"]:  # NOTE: "A100", not "1024 A100" (another run's count), and each name once
                    if _MODEL_NAME.search(e.text) and not re.match(r"\W*[0-9]", e.text) and e.text.casefold() not in have:
                        have.add(e.text.casefold())
                        named.append(e)
                if named:
                    result["system"] = (result["system"] + named)[:3]
                    break
        return result, [g for g in groups if g in pending]

    def _own_column(self, block, figure: Span, extra: str) -> tuple[str, str | None]:
        """The table cues ``extra`` of the figure at ``figure`` in row ``block`` without the headers of the row's other
        result columns that name conditions, with its own header reduced to the variant of its figure; and that header."""
        text, cells, header = self.doc.text, block.cells, block.header
        c = next((k for k, cell in enumerate(cells) if cell.start <= figure.start < cell.end), None)
        if not c or c >= len(header) or not header[c].strip():
            return extra, None
        own = header[c].strip()
        if _COMPARED_HEAD.search(own):
            return extra, None  # NOTE: "| PyTorch | DeepSpeed | Speedup |": a ratio's column compares the columns beside it
        mine = _cell_variant(own, text[cells[c].start:cells[c].end], figure.start - cells[c].start)
        marker = "\x00" * len(own)
        out = extra.replace(own, marker)
        for k in range(1, min(len(header), len(cells))):
            h = header[k].strip()
            if k == c or not h or h == own or h not in out or _counts(h):
                continue  # NOTE: "| Batch Size |", "| GPUs |": a setting of the row's runs, not another run
            value = text[cells[k].start:cells[k].end]
            if not _RESULT_CELL.fullmatch(value):
                continue  # NOTE: a setting column ("| Nodes | 2 |" keeps "2 Nodes"), a label or a note
            named = self._scan(h, None)
            if not (named["workload"] or named["software"] or (named["system"] and not re.fullmatch(r"[\s*]*\d+[\s*]*", value))):
                continue
            out = out.replace(h, " " * len(h))  # NOTE: "| RCCL Broadcast |" beside "| RCCL Scatter |": another run's column
        return out.replace(marker, mine), mine

    def _own_side(self, sentence: str, base: int, figure: Span, found: dict[str, list[Evidence]], groups) -> dict[str, list[Evidence]]:
        """``found`` in a sentence that sets two results side by side, without the hardware and software the other side's
        result names in place of what the figure's own side names ("35% over Ethernet but only 9% over InfiniBand": the 9% is
        InfiniBand's; the "32-GPU" run both sides share is each one's, a count being no fabric)."""
        at = figure.start - base
        if not 0 <= at < len(sentence) or not any(g in groups for g in _SIDED_GROUPS):
            return found
        cuts = list(_CONTRAST.finditer(sentence))
        if not cuts:
            return found
        edges = [0, *(p for m in cuts for p in (m.start(), m.end())), len(sentence)]
        sides = [(edges[k], edges[k + 1]) for k in range(0, len(edges), 2)]
        own = next((side for side in sides if side[0] <= at < side[1]), None)
        others = [side for side in sides if side != own and _ROW_RESULT.search(sentence, side[0], side[1])]
        if own is None or not others:
            return found
        masked = list(sentence)
        for lo, hi in others:
            masked[lo:hi] = " " * (hi - lo)
        kept = self._scan("".join(masked), base, tuple(g for g in _SIDED_GROUPS if g in groups))
        out = dict(found)
        for g in _SIDED_GROUPS:
            if g not in groups:
                continue
            mine = {bool(_COUNTED.match(e.text)) for e in kept[g] if e.span is not None and own[0] <= e.span.start - base < own[1]}
            have = {e.text.casefold() for e in kept[g]}
            # NOTE: the other side's own kind of item (its fabric, when this side names one; its count, when this side counts)
            # is its alone; what this side does not name of that kind both share
            theirs = [e for e in found[g] if e.span is not None and e.text.casefold() not in have and bool(_COUNTED.match(e.text)) not in mine
                      and any(lo <= e.span.start - base < hi for lo, hi in others)]
            out[g] = sorted(kept[g] + theirs, key=lambda e: e.span.start if e.span is not None else -1)[:3]
        return out

    def _row_devices(self, block) -> Evidence | None:
        """The count of devices row ``block`` states in a column of its own ("4" under "| GPUs |" is "4 GPUs", under "| TP |"
        "TP 4"), when exactly one such column holds a plain number; None otherwise."""
        found = []
        for k, cell in enumerate(block.cells[:len(block.header)]):
            if k == 0:
                continue  # NOTE: the row's key ("| 8 | 312 GB/s |" under "| GPUs | busbw |") is a sweep's setting, read as such elsewhere
            head = block.header[k].strip(" *_`")
            m = _ROW_COUNT_VALUE.fullmatch(self.doc.text[cell.start:cell.end])
            if m is None or not head:
                continue
            value = m.group(1)
            counted = _ROW_DEVICES_HEAD.fullmatch(head)
            if counted:
                noun = (counted.group("one") or counted.group("noun")).rstrip("sS")
                found.append(Evidence("system", f"{value} {noun if value == '1' else noun + 's'}", cell))
            elif _PARALLEL_HEAD.fullmatch(head):
                found.append(Evidence("system", f"{head} {value}", cell))
        return found[0] if len(found) == 1 else None

    def _switched_off(self, block) -> frozenset[str]:
        """The hardware (casefolded) named by the headers of the columns that row ``block`` answers with a no ("| N |",
        "| off |", "| 미사용 |" under "| NVLink |"): what its run went without."""
        out: set[str] = set()
        for k, cell in enumerate(block.cells[:len(block.header)]):
            if _OFF_CELL.fullmatch(self.doc.text[cell.start:cell.end]):
                out.update(e.text.casefold() for e in self._scan(block.header[k], None, ("system",))["system"])
        return frozenset(out)

    def _method_sections(self, section: tuple) -> list[tuple]:
        """The sections headed as a method ("Method", "Methods", "시험 방법") that are children of ``section`` or siblings
        before it, the children first."""
        children = [s for s in self._sections if len(s) == len(section) + 1 and s[:-1] == section and _METHOD_HEADING.match(s[-1])]
        before = []
        for s in self._sections:
            if s == section:
                break
            if len(s) == len(section) and s[:-1] == section[:-1] and _METHOD_HEADING.match(s[-1]):
                before.append(s)
        return children + before[::-1]

    def _other_runs_table(self, j: int, own: int) -> bool:
        """Whether block ``j`` is the header or a row of another table than ``own`` whose first column names the work of
        each row ("| 워크로드 | KX |" over "| 로컬 NVMe FIO | 2.1 GB/s |", "| Benchmark | ... |"): its header is no condition,
        and a row that holds a result is another run, whose workload and disk are its own, not a later table's (a row
        without one, "| Llama-2 7B | 32 |" under "| Model | Batch |", states a setup, and still serves)."""
        b = self.doc.blocks[j]
        if b.table < 0 or b.table == own or b.scope not in ("table.row", "table.header") or len(b.header) < 2 \
                or not _WORKLOAD_KEY.match(b.header[0]):
            return False
        return b.scope == "table.header" or bool(_ROW_RESULT.search(b.text))

    def _variant_heading(self, section: tuple) -> Evidence | None:
        """The heading of ``section`` as the software its output ran with, when it opens with a name ("GcmForge", "SLOTHY",
        not "Results" or "Test1"), names no hardware, workload or known software, and a sibling heading names known software
        (the document gives each implementation a section); None otherwise."""
        if not section:
            return None
        head = section[-1].strip(" #*`_")
        m = _VARIANT_NAME.match(head)
        if m is None or _NOT_A_NAME.fullmatch(m.group(1)) or _NUMBERED_PART.fullmatch(m.group(1)) or not _NAME_LIKE.fullmatch(m.group(1)):
            return None
        if any(self._scan(head, None)[g] for g in GROUPS):
            return None
        siblings = (s for s in self._sections if len(s) == len(section) and s[:-1] == section[:-1] and s != section)
        if not any(self._scan(s[-1], None, ("software",))["software"] for s in siblings):
            return None
        return Evidence("software", head[:60], None)

    def _list_of(self, i: int) -> tuple[int, int]:
        """The first and last block of the run of list items that holds block ``i``."""
        blocks = self.doc.blocks
        lo = hi = i
        while lo > 0 and blocks[lo - 1].scope == "list-item":
            lo -= 1
        while hi + 1 < len(blocks) and blocks[hi + 1].scope == "list-item":
            hi += 1
        return lo, hi

    def _siblings_before(self, section: tuple) -> list[tuple]:
        """The sections at the level of ``section`` under the same parent that come before it, the nearest first (at most
        four; no install or requirements section)."""
        out = []
        for s in self._sections:
            if s == section:
                break
            if len(s) == len(section) and s[:-1] == section[:-1] and not _COMPAT_HEADING.match(s[-1]):
                out.append(s)
        return out[::-1][:4]

    def _runs_of(self, j: int) -> tuple[str, ...]:
        """The software named by block ``j`` when it tells a run with a result of its own (a paragraph or list item with a run
        verb and a figure), casefolded; () otherwise."""
        got = self._run_software.get(j)
        if got is None:
            b = self.doc.blocks[j]
            got = ()
            # NOTE: not a lead-in ("Measured on the same node at a 16GiB payload, all with 8 GPUs engaged:"): it introduces
            # the table, list or log below it, whose figures it sets up
            if b.scope in ("paragraph", "list-item") and not b.text.rstrip(" *_").endswith(":") and _OWN_RUN.search(b.text) \
                    and any(c.isdigit() for c in b.text):
                got = tuple(e.text.casefold() for e in self.block(j, ("software",))["software"])
            self._run_software[j] = got
        return got

    def _other_runs(self, sentence: str, sentence_span: Span, block_index: int) -> frozenset[int]:
        """The blocks of the claim's section that tell the run of other software than the claim's sentence names (none when
        the sentence names no software)."""
        mine = [e.text.casefold() for e in self._scan(sentence, sentence_span.start, ("software",))["software"]]
        if not mine or _SAME_SETUP.search(self.doc.blocks[block_index].text):
            return frozenset()  # NOTE: "On the same host STAR 2.7.11 mapped ...": the writer points back to the other run's setup
        heads = {m.split()[0] for m in mine}
        folded = sentence.casefold()
        out = []
        blocks = self.doc.blocks
        block = blocks[block_index]
        caption = -1  # NOTE: the paragraph right above the claim's table is its caption, whatever it tells
        if block.table >= 0:
            caption = block_index
            while caption > 0 and blocks[caption - 1].table == block.table:
                caption -= 1
            caption -= 1
        runs = self._section_runs.get(block.section)
        if runs is None:  # NOTE: once per section: the claims of a long section each look at its few runs only
            runs = self._section_runs[block.section] = [j for j in self._sections.get(block.section, ()) if self._runs_of(j)]
        for j in runs:
            if j == block_index or j == caption or abs(blocks[j].span.start - block.span.start) > SECTION_REACH:
                continue
            theirs = self._runs_of(j)
            if not any(t.split()[0] in heads or t.split()[0] in folded for t in theirs) \
                    and not any(h in blocks[j].text.casefold() for h in heads):
                out.append(j)
        return frozenset(out)

    def section(self, section: tuple, code: bool, near: int | None = None, groups=GROUPS, lead: bool = False,
                skip: frozenset[int] = frozenset()) -> dict[str, list[Evidence]]:
        """Conditions found in a section's prose (or in its code blocks).

        NOTE: a section can be a whole long document without headings; only the part within
        :data:`SECTION_REACH` characters of the claim's block is read, so the cost stays bounded. The other rows of
        the table a claim stands in are not its conditions ("| NVMe write | 30 us | DC P3608 |" does not run over the
        fabric a sibling row names), unless the table is a two-column list of one setup's facts.
        """
        blocks = self.doc.blocks
        members = self._sections.get(section, ())
        if near is not None and members:
            # NOTE: bisect over the section's block starts: a scan per claim would be quadratic in a long section.
            starts = self._starts.get(section)
            if starts is None:
                starts = self._starts[section] = [blocks[j].span.start for j in members]
            lo = bisect.bisect_left(starts, blocks[near].span.start - SECTION_REACH - 1)
            hi = bisect.bisect_right(starts, blocks[near].span.end + SECTION_REACH)
            head = bisect.bisect_right(starts, starts[0] + SECTION_REACH) if lead else 0  # NOTE: the section's opening
            members = members[:head] + members[max(head, lo - 1):hi] if head < max(0, lo - 1) else members[:max(head, hi)]
        groups = tuple(sorted(groups))
        # NOTE: a two-column key-value table ("| Runtime | RBLN SDK 1.2 |", "| Measured | 225 GB/s |") states facts of one
        # setup, so its rows serve each other; a wider table's rows are separate runs
        # (a two-column table under a test column, "| Test | Result |", lists runs too)
        own_table = blocks[near].table if near is not None and blocks[near].scope == "table.row" and (
            len(blocks[near].header) >= 3 or (blocks[near].header and _WORKLOAD_KEY.match(blocks[near].header[0]))) else -1
        # NOTE: so with the items of a list that each report a result ("1. Up to 5.7x for multi-GPU inference ...",
        # "3. Up to 3x ... on a single GPU"): each is a run, and a sibling item's hardware is not this one's
        # ("- Time per iteration: ~5 s on 512 H100s" over "- Throughput: ~390 TFLOPS/GPU" are facts of one run)
        own_list = self._list_of(near) if near is not None and near in self._results and not _KEY_VALUE_ITEM.match(blocks[near].text) else ()
        # NOTE: the table a paragraph introduces right below it ("... (Table 7 Case (1) to (4))" over "| **Case** | ... (on 64
        # V100) |") is the one it speaks of, not another run's
        intro_table = next((blocks[k].table for k in (near + 1, near + 2) if k < len(blocks) and blocks[k].table >= 0), -1) \
            if near is not None and blocks[near].table < 0 and blocks[near].scope == "paragraph" else -1
        # NOTE: and with a dated list item ("- [2024/11] FooServe 0.3 reaches 22 RPS on ..."): a release note of its own, which the
        # hardware and engines of the other dated items ("- [2025/02] ... on 8 x MI250") are not
        # (of whichever list: a README folds each year's items into a list of its own)
        dated = near is not None and blocks[near].scope == "list-item" and bool(_DATED_ITEM.match(blocks[near].text))
        key = (section, code, members[0] if members else -1, members[-1] if members else -1, len(members), groups, own_table, own_list, skip,
               intro_table, dated)
        if key not in self._section_cache:
            merged: dict[str, list[Evidence]] = {g: [] for g in GROUPS}
            facts: dict[str, int] = {}  # NOTE: the two-column table a group's first finds came from
            for j in members:
                if (self.doc.blocks[j].scope == "code") != code or j in skip:
                    continue
                if own_table >= 0 and blocks[j].table == own_table and blocks[j].scope in ("table.row", "table.header"):
                    continue  # NOTE: the header too: a cell's own column header comes with the claim, the others' are other runs'
                if blocks[j].table != intro_table and self._other_runs_table(j, blocks[near].table if near is not None else -1):
                    continue
                if own_list and j != near and j in self._results and own_list[0] <= j <= own_list[1] and not _KEY_VALUE_ITEM.match(blocks[j].text):
                    continue
                if dated and j != near and blocks[j].scope == "list-item" and _DATED_ITEM.match(blocks[j].text):
                    continue
                # NOTE: the rows of a two-column table of one setup's facts ("| 메모리 | 64 GB |" over "| 가속기 | NVIDIA L4 |") are
                # read together, as the lines of one paragraph are: its first row that names a system is not all of it
                fact_row = blocks[j].scope == "table.row" and len(blocks[j].header) == 2
                wanted = tuple(g for g in groups if not merged[g] or (fact_row and facts.get(g) == blocks[j].table and len(merged[g]) < 3))
                if not wanted:
                    break  # NOTE: every group asked for is found; the rest of the section need not be read
                found = self.block(j, wanted)
                for g in wanted:  # NOTE: not the other groups the block's cache may hold: claim order must not matter
                    if found[g] and not merged[g] and fact_row:
                        facts[g] = blocks[j].table
                    merged[g].extend(found[g][:3 - len(merged[g])])
            self._section_cache[key] = merged
        return self._section_cache[key]
