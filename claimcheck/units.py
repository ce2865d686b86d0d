"""Parse and normalise figures: ``900GBps`` -> 900.0 GB/s (bytes/s), ``400 Gbps`` -> 400.0 Gb/s (bits/s).

Pure functions, no spaCy. Canonical units: ``GB/s`` ``Gb/s`` (and K/M/T/P prefixes, ``GiB/s`` kept binary),
``GT/s``, ``ns`` ``us`` ``ms`` ``s``, ``x`` (a ratio), ``%``, ``tokens/s`` ``samples/s`` ``images/s``
``it/s`` ``requests/s``, ``TFLOPS`` (and G/P), ``FLOP/cycle`` ``B/cycle`` (a rate per clock cycle).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_NUM = r"[0-9][0-9,_]*(?:\.[0-9]+)?(?:[eE][+-]?[0-9]{1,2}(?![0-9]))?"  # NOTE: "8.1e11 bytes/s", scientific notation
_NUM_RE = re.compile(_NUM)

_PREFIX = {"K": 1e3, "M": 1e6, "G": 1e9, "T": 1e12, "P": 1e15, "E": 1e18}
_SPELLED_PREFIX = {"kilo": "K", "mega": "M", "giga": "G", "tera": "T", "peta": "P", "exa": "E", "기가": "G", "테라": "T", "메가": "M", "페타": "P", "엑사": "E"}
# NOTE: "2.31엑사플롭스", "40테라플랍스", "1.5 페타플롭": a FLOP rate spelled in Hangul, with each SI prefix and both spellings of flops
KOREAN_FLOP_PREFIXES = "메가|기가|테라|페타|엑사"
KOREAN_FLOP_RATE = rf"(?:{KOREAN_FLOP_PREFIXES})플[롭랍]스?"
_BIN = {"Ki": 2**10, "Mi": 2**20, "Gi": 2**30, "Ti": 2**40, "Pi": 2**50}


# Nouns of a rate of work before "/s" or "per second" ("tokens/s", "tok/s", "samples per second")
RATE_NOUNS = ("objects", "object", "obj", "files", "transactions", "txns", "txn", "tx", "examples", "example", "ex", "tokens", "token", "toks", "tok", "t", "samples", "sample", "samp", "images", "image", "img", "sequences", "seqs", "seq",
              "requests", "request", "reqs", "req", "queries", "query", "steps", "timesteps", "env-steps", "it", "iterations", "iteration", "iters", "iter",
              "messages", "message", "msgs", "msg", "rpcs", "rpc", "calls", "records", "record", "recs", "rec", "events", "items", "item",
              "inferences", "inference", "infer", "infs", "inf", "predictions", "prediction", "frames",  # NOTE: a serving tool's rates (perf_analyzer)
              "imgs", "documents", "document", "docs", "doc", "rows", "vectors", "embeddings", "passages", "pages", "batches",  # a loader's, an indexer's
              "packets", "packet", "pkts", "pkt",  # a forwarder's
              "writes", "reads", "inserts", "updates", "lookups",  # a database's or a key-value store's
              "characters", "chars",  # NOTE: "85 chars/s": a speech engine's text read per second
              "hashes",  # NOTE: "120,000 hashes/s": a hasher's or a password cracker's
              "handshakes", "handshake", "signatures", "sigs", "verifications",  # a TLS terminator's, a signer's
              "sign", "verify", "encryptions", "decryptions",  # NOTE: "1,850 sign/s", "62k verify/s": a signer's, as openssl speed counts them
              "connections", "connection", "conns", "conn", "sessions",  # a proxy's or a load balancer's new connections
              "tasks", "task", "jobs",  # a scheduler's ("4,000 tasks per second")
              "allocations", "allocs", "rounds",  # an allocator's, a consensus or ping-pong benchmark's
              "points", "point", "datapoints", "metrics", "spans", "lines", "entries", "keys",  # NOTE: a time-series store's or a log pipeline's ("3.2M points/sec", "6500 point/s")
              "operations", "ops")  # NOTE: "50 million operations per second": spelled out, as ops/s
RATE_NOUN = "|".join(RATE_NOUNS)
# NOTE: "1,840 games/s", "90 widgets per second": any plural noun counted per second is a rate of that work
# units of time and size that end in s, "cycles per second" (a frequency) and "users/s" (a load generator's spawn rate, a setting)
NOT_COUNTED = ("bytes", "bits", "hours", "hrs", "mins", "minutes", "seconds", "secs", "days", "weeks", "months", "years", "cycles", "users")
COUNTED_NOUN = rf"(?!(?i:{'|'.join(NOT_COUNTED)})\b)[A-Za-z][a-z]+s"
COUNTED_PER_SECOND = COUNTED_NOUN + r"(?:\s?/\s?s(?:ec)?\b|\s+per\s+sec)"
# a FLOP rate after its prefix, in any of the casings documents use ("TFLOPS", "TFLOPs/s", "TFlops", "TFLops/s", "Tflops")
FLOP_RATE = r"(?:[Ff][Ll][Oo][Pp][Ss](?:/s(?:ec)?)?|[Ff][Ll][Oo][Pp]/s(?:ec)?)"
# NOTE: "3.2 POPS", "100 PetaOps (Int8)", "26 TOP/s", "1.2 EOPS", "12 TeraOps": an accelerator's operations per second over
# the SI prefixes from giga up, spelled as FLOPS are; "MOPS" and "Kops/s" stay a service's count of operations (see below)
COMPUTE_OP_RATE = r"(?:(?:[GTPE]|[Gg]iga|[Tt]era|[Pp]eta|[Ee]xa)(?:(?:OPS|OPs|Ops)(?:/s(?:ec)?)?|OP/s(?:ec)?)|(?:[Gg]iga|[Tt]era|[Pp]eta|[Ee]xa)ops(?:/s(?:ec)?)?)"
# NOTE: "400-Gbps optics", "a 3.35-TB/s memory system", "a 990-TFLOPS part": a rate joined to its number by a hyphen, as a
# compound adjective; never a size or a time ("a 16-GB card", "a 30-second warm-up" name a capacity and a setting)
HYPHENATED_RATE = rf"(?:[KMGTP]i?B(?:/s(?:ec)?|ps)|[KMGTP](?:b/s|bps|bits?/s|bE)|[kmgt]bps|[GM]T/s|[GTPE]{FLOP_RATE})"
# operations per second as storage benchmarks write them ("9100 iops", "220K IOPS", "512,004 IOP/sec")
IOPS_WORDS = ("IOPS", "iops", "IOPs", "IOps")  # NOTE: "IOps": how some storage harnesses print it
IOPS_UNIT = r"[kKM]?(?:" + "|".join(IOPS_WORDS) + r"|IOP/s(?:ec)?)"
# TPC-C's and HammerDB's transactions per minute ("1.68M tpmC", "210,000 NOPM": new orders per minute)
PER_MINUTE_COUNT = r"tpm-?C|TpmC|tpmc|NOPM"
# rates counted in a unit of their own, which a count multiplier may stand before ("220 K IOPS", "2k pps", "1.68M tpmC"):
# operations, queries, requests, writes, transactions, packets, hashes, frames a second; transactions a minute
# NOTE: "950K SPS", "250k-900k sps": a simulator's or an RL trainer's (environment) steps per second
STEP_RATE_WORDS = ("SPS", "sps")
COUNTED_RATES = (*IOPS_WORDS, "QPS", "qps", "RPS", "rps", "WPS", "wps", "TPS", "tps", "pps", "PPS", "H/s", "H/sec", "FPS", "fps", *STEP_RATE_WORDS, "tpmC", "tpm-C", "NOPM")
# units a rate's qualifier words may stand before ("310k total FPS", "2M raw env FPS", "950K agent SPS")
QUALIFIED_RATE_UNIT = r"(?:FPS|fps|SPS|sps)\b"
# operations, requests or messages per second with their multiplier ("5.1 Mops/s", "640 Kops/s", "2 Mreq/s", "3 MRPCs/s")
SCALED_OP_RATE = r"[kKMG](?:ops|op|reqs?|RPCs?|msgs?)/s(?:ec)?"
# a size over a time, worked out before the rate it gives ("1200 GB / 300 s = ", "8 GiB in 2.1 s ≈ "): a run's rate, not a time
# predicted from a rate
SIZE_OVER_TIME = r"[0-9][0-9.,]*\s*[KMGT]i?B\s*(?:/|in)\s*[0-9][0-9.,]*\s*(?:s|sec|secs|seconds|ms|min|mins|minutes)\s*(?:=|≈|~|->|→)\s*[~≈]?\s*"
# hashes per second, as miners and password crackers print them ("41.2 MH/s", "3.5 GH/s", "1873442 H/s")
HASH_RATE = r"[kKMGTP]?H/s(?:ec)?"
EDGE_RATE = r"[KMGT]?TEPS\b"  # NOTE: graph traversal, edges per second (Graph500: "2.1 GTEPS", "1.48e9 TEPS")
# the operations of a cipher or a signer counted per second, which the algorithm's name may stand before ("200K ECDSA Ops/s")
OP_RATE_NOUNS = ("ops", "operations", "sign", "verify", "signatures", "verifications", "handshakes", "encryptions", "decryptions")
# NOTE: "200K ECDSA Ops/s", "5K RSA-2048 operations per second", "40K P-256 sign/s": the algorithm named between a count and its rate
ALGORITHM_NAME = r"(?-i:[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+|[A-Z][A-Z0-9]+)"
ALGORITHM_NAMES = ALGORITHM_NAME + r"(?:\s+" + ALGORITHM_NAME + r")?"  # NOTE: "ECDSA P-384": the scheme and its curve or key size
NAMED_OP_RATE = ALGORITHM_NAMES + r"\s+(?i:" + "|".join(OP_RATE_NOUNS) + r")\s*(?:/\s*s(?:ec)?\b|per\s+sec)"
# the prescans' form of those rates after their number, the count multiplier set apart or before a capital ("200K Ops/s")
OP_RATE_SCAN = r"(?:[kKM]\s?)?(?:" + NAMED_OP_RATE + r"|(?i:" + "|".join(OP_RATE_NOUNS) + r")(?:\s?/|\s+per\b))"
# NOTE: "0.64 cycles per byte", "2.15 cycles per input byte", "1.1 ns/byte", "0.2 cpb": the cost of processing one byte of
# input, the inverse of a throughput (a cipher's, a hash's, a parser's); a rate whose lower value is the faster
PER_BYTE_COST = r"(?:(?i:cycles?|c|ns|nanoseconds?)\s*(?:/\s*|\s+per\s+(?:input\s+)?)(?:(?i:bytes?)|B)|(?i:cpb))\b"
# NOTE: "16 double precision FLOP/clock", "256 FP64 Flops/cycle/CU", "64 B/clk", "32 bytes per cycle": work or data per clock
# cycle of a core, a compute unit or a cache slice, as architecture guides state a part's capability (the clock not said)
PER_CYCLE_WHAT = r"(?:[Ff][Ll][Oo][Pp][Ss]?|[Ff]lops?|[Oo][Pp][Ss]|[Bb]ytes?|B)"
PER_CYCLE_OF = r"(?:CU|SM|core|slice|channel|tile|EU|XVE|SIMD|thread|warp|wavefront|lane|port)"
PER_CYCLE_RATE = PER_CYCLE_WHAT + r"(?:\s*/\s*|\s+per\s+(?:clock\s+)?)(?:clk|clocks?|cycles?)\b(?:\s*/\s*" + PER_CYCLE_OF + r"\b)?"
# the number format or precision between a number and its rate per cycle ("32 double-precision FLOP/cycle", "1024 FP8 ops/clk")
PER_CYCLE_PRECISION = r"(?:(?i:double|single|half|mixed)[- ]precision|DP|SP|HP|(?i:mx|nv)?(?i:fp|bf|tf|int)[0-9]{1,2})"
# the prescans' form: the rate per cycle after its number, a precision between ("512 FP16 Flops/cycle")
PER_CYCLE_SCAN = r"(?:" + PER_CYCLE_PRECISION + r"\s+)?" + PER_CYCLE_RATE
# a count per second whose multiplier stands for the noun it leaves out ("1.2M/sec", "330k/s", "4.4M / s")
BARE_COUNT_PER_SECOND = r"[kKM]\s?/\s?s(?:ec(?:ond)?)?\b"
# what one step of work is, in a time per item ("1.25s/iter", "55ms/token", "12 ms/frame")
PER_ITEM = (r"(?:it|iter|iteration|step|batch|tokens?|tok|op|ops|operations?|call|img|images?|samples?|requests?|req|query|frames?|"
            r"alloc(?:ation)?s?|free|items?|elements?|inserts?|lookups?|messages?|entry|keys?|push|pop|배치|이미지|토큰|스텝|요청)")  # NOTE: "5 ns per alloc"
# pixels per second, as decoders and resizers count them ("124.8 Megapixel / sec", "412.5 Mpx/s", "95 MP/s", "310 Mpixels/sec")
PIXEL_WORD = r"(?:[kKMG](?:px|pix|pixels?|P)|(?:[Kk]ilo|[Mm]ega|[Gg]iga)[- ]?[Pp]ixels?)"
PIXEL_RATE = PIXEL_WORD + r"\s*(?:/\s*s(?:ec(?:ond)?)?\b|per\s+sec(?:ond)?\b)"
# what a run did to each item, counted per second ("150.59 decoded/sec"): items done per second
DONE_WORDS = ("decoded", "encoded", "transcoded", "processed", "resized", "loaded", "completed", "served", "indexed", "inserted")
DONE_PER_SECOND = r"(?:" + "|".join(DONE_WORDS) + r")\s?/\s?s(?:ec(?:ond)?)?\b"
# a rate per device and minute ("231.5 samples/(GPU*min)"): the device and the minute in one bracketed denominator
PER_DEVICE_MINUTE = r"/\s*\(\s*(?:GPU|gpu|device|chip|node|card)\s*[*·×]\s*min(?:ute)?\s*\)"
# bases read or aligned per unit of time, as sequencers and aligners count them ("45 Gbp/h", "1.2 Mbp/s")
BASE_RATE = r"[kKMGT]?bp\s*/\s*(?:s|sec|min|h|hr|hour|day)\b"
# the periods a count of work is spread over when it is not a second ("252 genomes per day", "38 samples/day", "90 jobs/h")
PERIODS = {"min": 60.0, "minute": 60.0, "h": 3600.0, "hr": 3600.0, "hour": 3600.0, "day": 86400.0, "d": 86400.0, "week": 604800.0}
LONG_PERIOD = r"(?:min(?:ute)?|h|hr|hour|day|week)\b"
_SECONDS_IN = {**PERIODS, "s": 1.0, "sec": 1.0, "second": 1.0}  # NOTE: a period's length, the second too


def _period_name(period: str) -> str:
    """The short name a rate's unit gives its period ("hour" -> "h", "second" -> "s", "d" -> "day")."""
    return {"second": "s", "sec": "s", "minute": "min", "hr": "h", "hour": "h", "d": "day"}.get(period, period)
# plural nouns counted per day or hour that are no work a system does ("twice per day", "3 doses per day", "5 commits per day")
NOT_WORK_PER_PERIOD = ("times", "people", "visitors", "customers", "patients", "doses", "meals", "employees", "developers", "engineers", "members",
                       "commits", "releases", "deploys", "deployments", "posts", "emails", "visits", "miles", "kilometers", "calories", "steps",
                       "words")  # NOTE: "readers at 700 words per minute": a person's reading speed, a yardstick
COUNTED_PER_PERIOD_SCAN = r"[A-Za-z][a-z]+s\s*(?:/\s*|per\s+|an?\s+)" + LONG_PERIOD  # NOTE: the prescans' superset: no exclusions, far cheaper
COUNTED_PER_PERIOD = rf"(?!(?i:{'|'.join(NOT_COUNTED + NOT_WORK_PER_PERIOD)})\b)" + COUNTED_PER_PERIOD_SCAN
# media processed per unit of time ("2,880 hours of audio per day", "118 hours of audio per hour"): a speed against real time
MEDIA_PER_PERIOD = r"(?:hours?|hrs?|h|minutes?|mins?|seconds?|secs?)\s+of\s+(?:audio|speech|video|recordings?)\s*(?:/\s*|per\s+|an?\s+)(?:s|sec|second|min(?:ute)?|h|hr|hour|day|week)\b"
# a count of work spelled as a magnitude ("billions of protein sequences per day", "millions of steps per second")
MAGNITUDE_WORDS = {"thousands": 1e3, "millions": 1e6, "billions": 1e9, "trillions": 1e12}
_RATE_WORDS = {"example": "examples", "ex": "examples", "txns": "transactions", "txn": "transactions", "tx": "transactions", "token": "tokens", "tok": "tokens", "toks": "tokens", "t": "tokens", "sample": "samples", "samp": "samples", "image": "images",
               "img": "images", "seq": "sequences", "seqs": "sequences", "request": "requests", "reqs": "requests", "req": "requests",
               "queries": "requests", "query": "requests", "message": "messages", "msgs": "messages", "msg": "messages",
               "iterations": "it", "iteration": "it", "iters": "it", "iter": "it", "rpcs": "requests", "rpc": "requests", "calls": "requests",
               "inference": "inferences", "infer": "inferences", "predictions": "inferences", "prediction": "inferences",
               "item": "items", "record": "records", "recs": "records", "rec": "records", "infs": "inferences", "inf": "inferences", "event": "events", "imgs": "images", "document": "documents", "docs": "documents",
               "doc": "documents", "obj": "objects", "object": "objects", "packet": "packets", "pkts": "packets", "pkt": "packets", "operations": "ops", "chars": "characters",
               "handshake": "handshakes", "sigs": "signatures", "connection": "connections", "conns": "connections", "conn": "connections",
               "task": "tasks", "allocs": "allocations", "sign": "signatures", "verify": "verifications"}
# the noun of each rate-of-work unit as parse_unit writes it ("tokens" of "tokens/s", "it" of "it/s")
RATE_UNIT_NOUNS = frozenset(_RATE_WORDS.get(n, n) for n in RATE_NOUNS)
# The denominator of a rate per device or per user ("tokens/s/GPU", "tok/s/user"), kept in the unit
PER_DEVICE_WORDS = ("GPU", "gpu", "user", "device", "chip", "accelerator", "node", "card")
PER_DEVICE = r"/\s*(?:" + "|".join(PER_DEVICE_WORDS) + ")"
# Words between a number and a rate that say which tokens are counted ("5,000 output tokens/s")
# NOTE: "551,934 write operations/sec"; "150K HTTP requests per second": the protocol of the requests counted
RATE_QUALIFIER = (r"output|out|generated|generation|input|prompt|decode|decoding|prefill|total|completed|aggregate|sustained|env|environment|simulation|sim|agent|raw|physics|"
                  r"read|write|random|sequential|http|HTTP|https|HTTPS|grpc|gRPC|api|API|new|TLS|tls|TCP|tcp")  # NOTE: "38,000 new connections/s"


@dataclass(frozen=True)
class ParsedUnit:
    """A unit as written, normalised."""

    unit: str  # canonical spelling
    dimension: str  # bytes/s | bits/s | transfers/s | time | ratio | percent | rate | flops | bytes
    scale: float = 1.0  # factor to the dimension's base (B/s, bit/s, s, ...)


# NOTE: a figure whose unit the document never states ("| colossal-inference | 326.4 | 582.72 |" under a sweep of batch
# sizes): a claim all the same, with a unit-ambiguity finding
UNSTATED = ParsedUnit("", "unstated")


_DECIMAL_COMMA = re.compile(r"[0-9]+,[0-9]{1,2}|0,[0-9]+")  # NOTE: "0,051 msec": after a lone zero a comma can only be a decimal one


def _to_float(n: str) -> float:
    """A number as written: "1,200" is 1200, "2,43" (a decimal comma; thousands come in threes) is 2.43."""
    return float(n.replace(",", ".")) if _DECIMAL_COMMA.fullmatch(n) else float(n.replace(",", "").replace("_", ""))


def parse_number(text: str) -> float | None:
    """``1,200`` -> 1200.0, ``8_589_934_592`` -> 8589934592.0; None when not a number."""
    m = _NUM_RE.search(text)
    if not m:
        return None
    if m.start() and text[m.start() - 1] == "." and not text[max(0, m.start() - 2):m.start() - 1].isalnum():
        # NOTE: "| go build | .971 |": a decimal written without its leading zero, as shell time tables print it
        return float("0." + m.group(0)) if m.group(0).isdigit() else None
    try:
        return _to_float(m.group(0))  # NOTE: "2,43 exaflops", "52,61 s": a decimal comma
    except ValueError:
        return None


_KOREAN_RATE_UNIT = re.compile(r"(토큰|샘플|이미지|요청|쿼리|건|프레임)\s*/\s*(?:초|s|sec)")


def parse_unit(raw: str) -> ParsedUnit | None:
    """Normalise a unit token (or a short unit phrase) as written."""
    u = raw.strip().rstrip(".:")
    low = u.lower()
    if low[:5] in ("nano-", "micro", "milli") and "-" in low[:7]:
        low = u = low.replace("-", "", 1)  # NOTE: "80 nano-seconds", "3 milli-seconds": the unit hyphenated
    if low in ("x", "×", "times", "배") or u in ("RTF", "RTFx", "RTFX", "xRT"):  # NOTE: "240.2 RTFX": audio seconds a second
        return ParsedUnit("x", "ratio")  # NOTE: "RTF: 0.05": a real-time factor, the processing time over the media's duration
    if low in ("%", "percent", "per cent"):
        return ParsedUnit("%", "percent")
    if re.fullmatch(PER_MINUTE_COUNT, u):
        return ParsedUnit("NOPM" if low == "nopm" else "tpmC", "rate", 1 / 60)
    ko_rate = _KOREAN_RATE_UNIT.fullmatch(u)
    if ko_rate:  # NOTE: "토큰/초", "이미지/초": a rate of work per second, as Korean headers write it
        return ParsedUnit(KOREAN_RATE[ko_rate.group(1)], "rate")
    # NOTE: "latency in millis", "3 micros": Java's and Go's names of the time units (TimeUnit.MILLISECONDS, "millis")
    if low in ("ns", "nsec", "nsecs", "nanosecond", "nanoseconds", "nanos", "나노초"):
        return ParsedUnit("ns", "time", 1e-9)
    if low in ("us", "µs", "μs", "usec", "usecs", "µsec", "μsec", "µsecs", "μsecs", "microsecond", "microseconds", "micros", "마이크로초"):
        return ParsedUnit("us", "time", 1e-6)
    if low in ("ms", "msec", "msecs", "millisecond", "milliseconds", "millis", "밀리초"):
        return ParsedUnit("ms", "time", 1e-3)
    if low in ("s", "sec", "secs", "second", "seconds", "초"):
        return ParsedUnit("s", "time", 1.0)
    if low in ("min", "mins", "minutes", "분"):
        return ParsedUnit("min", "time", 60.0)
    if low in ("hour", "hours", "hr", "hrs", "h", "시간"):
        return ParsedUnit("h", "time", 3600.0)
    if low in ("day", "days"):
        return ParsedUnit("days", "time", 86400.0)
    if low in ("week", "weeks"):
        return ParsedUnit("weeks", "time", 604800.0)
    if low in ("month", "months"):
        return ParsedUnit("months", "time", 2629800.0)  # NOTE: a twelfth of a Julian year
    m = re.fullmatch(r"(ns|us|µs|μs|ms|s|secs?|mins?)\s*/\s*" + PER_ITEM, low)
    if m:  # NOTE: "0.232 s/iter", "16.8 ms/token": the time one step takes
        return parse_unit(m.group(1))
    m = re.fullmatch(r"([KMGTP])T/s(?:ec)?", u)
    if m:
        return ParsedUnit(f"{m.group(1)}T/s", "transfers/s", _PREFIX[m.group(1)])
    m = re.fullmatch(r"(" + PER_CYCLE_WHAT + r")(?:\s*/\s*|\s+per\s+(?:clock\s+)?)(?:clk|clocks?|cycles?)(?:\s*/\s*(" + PER_CYCLE_OF + r"))?", u)
    if m:  # NOTE: "FLOP/clock", "Flops/cycle/CU", "bytes per cycle": work or data per clock cycle, a rate in its own unit
        what = "B" if m.group(1).lower().startswith("b") else "ops" if m.group(1).lower() == "ops" else "FLOP"
        return ParsedUnit(f"{what}/cycle" + (f"/{m.group(2)}" if m.group(2) else ""), "rate")
    if re.fullmatch(PER_BYTE_COST, u):  # NOTE: "cycles per input byte", "ns/byte", "cpb": a cost per byte, told as a throughput
        return ParsedUnit("ns/B" if low.startswith("n") else "cycles/B", "rate", 1e-9 if low.startswith("n") else 1.0)
    m = re.fullmatch(r"([KMGTP])(i?)Bytes?\s*/\s*s(?:ec)?", u)
    if m:  # NOTE: "MByte/s", "GBytes/sec": likwid's and some STREAM builds' spelling of bytes per second
        return parse_unit(f"{m.group(1)}{m.group(2)}B/s")
    m = re.fullmatch(r"([KMGTP])(i?)B(?:(?:\s*/\s*[sS](?:ec(?:ond)?s?)?|ps|\s*per\s*sec(?:ond)?|\s*/\s*초)(?:/(?:GPU|gpu|device|chip|node|rank|link|port|lane))?)?", u) \
        or re.fullmatch(r"(k)(i?)B(?:\s*/\s*s(?:ec(?:ond)?s?)?|ps)", u)  # NOTE: "9665804.50 kB/s": the SI kilo, as IOzone, fio and dd print it
    if m and u != f"{m.group(1)}{m.group(2)}B":
        p = m.group(1).upper() + m.group(2)
        scale = _BIN.get(p, _PREFIX[m.group(1).upper()])
        return ParsedUnit(f"{p}B/s", "bytes/s", scale)
    m = re.fullmatch(r"([KMGTP])(i?)B\s*/\s*(min|hr|hour)", u)
    if m:  # NOTE: "4.2 TB/min", "3 TB/hour": a byte rate per minute or hour, normalised to bytes per second
        p = m.group(1) + m.group(2)
        return ParsedUnit(f"{p}B/{'min' if m.group(3) == 'min' else 'h'}", "bytes/s", _BIN.get(p, _PREFIX[m.group(1)]) / (60.0 if m.group(3) == "min" else 3600.0))
    m = re.fullmatch(r"([KMGTP])(?:(?:b/s|bps|bit/s|bits/s|b/sec|bit/sec|bits/sec|Bits?/s(?:ec)?)(?:/(?:port|lane|link))?|bs|bit|bits|bE|igE|b(?:its?)?\s*/\s*초)", u) \
        or re.fullmatch(r"([kmgt])bps", u)  # NOTE: "800 Gb/s/port", "112 Gbps/lane": the rate of one port or lane
    if m:  # NOTE: "25 Gbit/s"; "40 gbps"; "40 Gbit Ethernet" names the link's rate
        return ParsedUnit(f"{m.group(1).upper()}b/s", "bits/s", _PREFIX[m.group(1).upper()])
    m = re.fullmatch(r"(kilo|mega|giga|tera|기가|테라|메가)(?:bits?|비트)(?:/s|/sec|\s*(?:per|a)\s*sec(?:ond)?)?", low)
    if m:  # "40 Gigabit Ethernet", "100기가비트"
        p = _SPELLED_PREFIX[m.group(1)]
        return ParsedUnit(f"{p}b/s", "bits/s", _PREFIX[p])
    m = re.fullmatch(r"(kilo|mega|giga|tera|peta)bytes?\s*(?:/\s*s(?:ec(?:ond)?)?|(?:per|a)\s+sec(?:ond)?)", low)
    if m:  # NOTE: "900 gigabytes per second", "3.35 terabytes/second", "3 gigabytes a second": a byte rate spelled out
        p = _SPELLED_PREFIX[m.group(1)]
        return ParsedUnit(f"{p}B/s", "bytes/s", _PREFIX[p])
    if re.fullmatch(r"bytes?\s*(?:/\s*s(?:ec(?:ond)?)?|per\s+sec(?:ond)?)", low):  # "8.1e11 bytes/s"
        return ParsedUnit("B/s", "bytes/s", 1.0)
    m = re.fullmatch(r"([KMGTP])(i?)B", u)
    if m:
        p = m.group(1) + m.group(2)
        return ParsedUnit(f"{p}B", "bytes", _BIN.get(p, _PREFIX[m.group(1)]))
    m = re.fullmatch(rf"([GTPE]){FLOP_RATE}(?:/(?:GPU|gpu|device|chip))?", u) or re.fullmatch(
        r"([GTPE])FLOP[Ss]?/(?:GPU|gpu|device|chip)/s(?:ec)?", u)  # NOTE: "TFLOP/chip/sec": the device before the time
    if m:
        return ParsedUnit(f"{m.group(1)}FLOPS", "flops", _PREFIX[m.group(1)])
    m = re.fullmatch(rf"(giga|tera|peta|exa)\s?flop(?:s|/s(?:ec)?|s/s(?:ec)?)|({KOREAN_FLOP_PREFIXES})플[롭랍]스?", low)
    if m:  # "64 teraflops", "1.44 ExaFLOPS", "4.4 테라플롭스"
        p = _SPELLED_PREFIX[m.group(1) or m.group(2)]
        return ParsedUnit(f"{p}FLOPS", "flops", _PREFIX[p])  # NOTE: "40 Tera FLOPs": the prefix a word of its own
    if re.fullmatch(r"flops?/s(?:ec)?|flops", low) and u != "flops":  # "FLOPs/s", "FLOPS": no prefix (a lower-case word is not)
        return ParsedUnit("FLOPS", "flops", 1.0)
    if u in ("TF", "PF", "EF"):
        return ParsedUnit(f"{u[0]}FLOPS", "flops", _PREFIX[u[0]])  # NOTE: "7.6 TF (Rpeak, FP64)"
    if low in ("tops", "tops/s", "top/s"):  # NOTE: "275 TOPs", "45 TOPS/s": tera-operations per second
        return ParsedUnit("TOPS", "flops", 1e12)
    m = re.fullmatch(COMPUTE_OP_RATE, u)
    if m:  # NOTE: "40 Teraops/s", "840 Gigaops", "3.2 POPS", "100 PetaOps": operations per second with the prefix
        word = re.match(r"(?i:giga|tera|peta|exa)", u)
        p = _SPELLED_PREFIX[word.group(0).lower()] if word else u[0]
        return ParsedUnit(f"{p}OPS", "flops", _PREFIX[p])
    m = re.fullmatch(rf"({RATE_NOUN})\s*(?:/\s*s(?:ec(?:ond)?)?|per\s+sec(?:ond)?|an?\s+second)(?:\s*/\s*([a-z]+))?", low)
    if m and (m.group(2) is None or re.fullmatch(PER_DEVICE, "/" + m.group(2))):
        word = _RATE_WORDS.get(m.group(1), m.group(1))
        per = "" if m.group(2) is None else "/" + (m.group(2).upper() if m.group(2) == "gpu" else m.group(2))
        return ParsedUnit(f"{word}/s{per}", "rate")
    m = re.fullmatch(rf"({RATE_NOUN})\s*(?:/\s*|per\s+)min(?:ute)?", low)
    if m:  # NOTE: "40 msg/min", "12 images per minute": a rate of work per minute, normalised to per second
        return ParsedUnit(f"{_RATE_WORDS.get(m.group(1), m.group(1))}/min", "rate", 1 / 60)
    m = re.fullmatch(rf"({RATE_NOUN}|[a-z]+s)\s*" + PER_DEVICE_MINUTE, low) \
        or re.fullmatch(rf"({RATE_NOUN}|[a-z]+s)\s+per\s+(gpu|device|chip|node|card)\s+per\s+min(?:ute)?", low)
    if m and m.group(1) not in NOT_COUNTED:  # NOTE: "231.5 samples/(GPU*min)", "samples per GPU per minute": per device and minute
        return ParsedUnit(f"{_RATE_WORDS.get(m.group(1), m.group(1))}/min/GPU", "rate", 1 / 60)
    m = re.fullmatch(rf"(?:({RATE_NOUN})|([a-z]+s))\s*(?:/\s*|per\s+|an?\s+)({'|'.join(PERIODS)})", low)
    if m and m.group(3) in PERIODS and (m.group(1) or m.group(2) not in NOT_COUNTED + NOT_WORK_PER_PERIOD) and not (m.group(2) and m.group(3) == "d"):
        # NOTE: "252 genomes per day", "38 samples/day", "90 jobs/h": work counted over a longer period, normalised to per second
        word = _RATE_WORDS.get(m.group(1) or m.group(2), m.group(1) or m.group(2))
        return ParsedUnit(f"{word}/{_period_name(m.group(3))}", "rate", 1 / _SECONDS_IN[m.group(3)])
    m = re.fullmatch(r"([kmgt]?)bp\s*/\s*(s|sec|min|h|hr|hour|day)", low)
    if m:  # NOTE: "45 Gbp/h": bases sequenced or aligned over time, normalised to bases per second
        prefix = m.group(1).upper()
        return ParsedUnit(f"{prefix}bp/{_period_name(m.group(2))}", "rate", (_PREFIX[prefix] if prefix else 1.0) / _SECONDS_IN[m.group(2)])
    m = re.fullmatch(r"(hours?|hrs?|h|minutes?|mins?|seconds?|secs?)\s+of\s+(audio|speech|video|recordings?)\s*(?:/\s*|per\s+|an?\s+)(s|sec|second|min|minute|h|hr|hour|day|week)", low)
    if m:  # NOTE: "2,880 hours of audio per day": media processed over time, normalised to media seconds a second (times real time)
        media = parse_unit(m.group(1))
        return ParsedUnit(f"{media.unit} {m.group(2).rstrip('s')}/{_period_name(m.group(3))}", "rate", media.scale / _SECONDS_IN[m.group(3)])
    m = re.fullmatch(PIXEL_RATE.replace(PIXEL_WORD, "(" + PIXEL_WORD + ")", 1), u)
    if m:  # NOTE: "412.5 Mpx/s", "124.8 Megapixel / sec": pixels per second, with their multiplier
        prefix = m.group(1)[0].upper()
        return ParsedUnit(f"{prefix}px/s", "rate", _PREFIX[prefix])
    m = re.fullmatch(r"(" + "|".join(DONE_WORDS) + r")\s*/\s*s(?:ec(?:ond)?)?", low)
    if m:  # NOTE: "150.59 decoded/sec": items a run decoded (processed, loaded) each second
        return ParsedUnit(f"{m.group(1)}/s", "rate")
    if low == "sps":
        return ParsedUnit("steps/s", "rate")  # NOTE: "950K SPS": environment steps per second of an RL simulator or trainer
    m = re.fullmatch(rf"({RATE_NOUN})\s*/\s*([a-z]+)\s*/\s*s(?:ec(?:ond)?)?", low)
    if m and re.fullmatch(PER_DEVICE, "/" + m.group(2)):  # "tokens/GPU/s": the device before the time
        word = _RATE_WORDS.get(m.group(1), m.group(1))
        return ParsedUnit(f"{word}/s/" + (m.group(2).upper() if m.group(2) == "gpu" else m.group(2)), "rate")
    if u == "S/s":  # NOTE: "Throughput (S/s)" beside "(T/s)": samples per second
        return ParsedUnit("samples/s", "rate")
    if low == "wps":
        return ParsedUnit("wps", "rate")  # NOTE: "369K wps" beside "270K rps" (a store's writes), a trainer's "wps" (words): a rate either way
    if low in ("rps", "qps", "q/s"):
        return ParsedUnit("requests/s", "rate")
    if low in ("iops", "iop/s", "iop/sec", "ops/s", "ops/sec", "op/s", "operations/s", "operations/sec", "operations/second") or re.fullmatch(r"[km]iops", low):
        # NOTE: storage and key-value benchmarks count operations per second ("35,098,607 IOPS", "551,934 operations/sec")
        if low.endswith("iops") and low[0] in "km":  # NOTE: "87.9 kIOPS": thousands of operations a second, said so in the unit
            return ParsedUnit(f"{low[0].replace('m', 'M')}IOPS", "rate", {"k": 1e3, "m": 1e6}[low[0]])
        return ParsedUnit("IOPS" if "iops" in low else "ops/s", "rate")
    if re.fullmatch(r"[KM]OPS", u):  # NOTE: "3.2 MOPS": millions of operations per second, as Mops/s (not TOPS, a compute rate)
        return parse_unit(f"{u[0]}ops/s")
    m = re.fullmatch(r"([kKMG])?(?:pps|PPS|pkts?/s(?:ec)?)", u)
    if m:  # NOTE: "14.88 Mpps", "9.2 Mpkt/s": a forwarder's packets per second
        return ParsedUnit(f"{m.group(1).upper() if m.group(1) else ''}pps", "rate", _PREFIX[m.group(1).upper()] if m.group(1) else 1.0)
    m = re.fullmatch(SCALED_OP_RATE.replace("[kKMG]", "([kKMG])", 1), u)
    if m:  # NOTE: "5.1 Mops/s", "640 Kops/s", "2 Mreq/s": operations, requests or messages per second, with their multiplier
        what = u[1:].split("/")[0].lower().rstrip("s")
        base = {"op": "ops/s", "req": "requests/s", "rpc": "requests/s", "msg": "messages/s"}[what]
        return ParsedUnit(f"{m.group(1).upper()}{base}", "rate", _PREFIX[m.group(1).upper()])
    m = re.fullmatch(HASH_RATE.replace("[kKMGTP]?", "([kKMGTP]?)", 1), u)
    if m:  # NOTE: "41.2 MH/s": hashes per second, with their multiplier
        prefix = m.group(1).upper()
        return ParsedUnit(f"{prefix}hashes/s", "rate", _PREFIX[prefix] if prefix else 1.0)
    m = re.fullmatch(EDGE_RATE.replace("[KMGT]?", "([KMGT]?)", 1), u)
    if m:  # NOTE: "2.1 GTEPS": traversed edges per second, with their multiplier
        return ParsedUnit(f"{m.group(1)}TEPS", "rate", _PREFIX[m.group(1)] if m.group(1) else 1.0)
    if low == "fps":
        return ParsedUnit("frames/s", "rate")  # NOTE: frames (or images) per second of a vision model
    m = re.fullmatch(r"(ns|ps|us|µs|μs)\s*/\s*day", low)
    if m:  # NOTE: "61.4 ns/day": a molecular-dynamics code's simulated time per day of wall time
        return ParsedUnit(f"{'us' if m.group(1) in ('µs', 'μs') else m.group(1)}/day", "rate")
    m = re.fullmatch(r"tps(?:\s*/\s*([a-z]+))?", low)
    if m and (m.group(1) is None or re.fullmatch(PER_DEVICE, "/" + m.group(1))):  # "TPS", "TPS/User"
        return ParsedUnit("tokens/s" + ("" if m.group(1) is None else "/" + (m.group(1).upper() if m.group(1) == "gpu" else m.group(1))), "rate")
    return None


_UNIT_TAIL = re.compile(
    r"(?<![A-Za-z])(?P<unit>(?:(?i:" + RATE_NOUN + r")|[a-z]+s)\s*(?:" + PER_DEVICE_MINUTE + r"|\s+per\s+(?:GPU|gpu|device|chip|node|card)\s+per\s+min(?:ute)?)|"
    + MEDIA_PER_PERIOD + r"|(?:(?i:" + RATE_NOUN + r")\s*(?:/\s*|per\s+)|" + COUNTED_PER_PERIOD[:-len(LONG_PERIOD)] + r")"
    + LONG_PERIOD + r"|" + BASE_RATE + r"|" + PIXEL_RATE + r"|" + DONE_PER_SECOND + r"|SPS|sps|RTF[xX]|nsecs?|"
    r"(?:ns|ps|us|µs|μs)\s*/\s*day|[KMGTP]i?Bytes?\s*/\s*s(?:ec)?|ki?B(?:/s(?:ec)?|ps)|[KMGTP]i?B\s*/\s*(?:min|hr|hour)|(?<=[0-9\s])[TPE]F|[KMGTP]i?B\s*/\s*초|[KMGTP]b(?:its?)?\s*/\s*초|[KMGTP]i?B(?:/s|ps)/(?:GPU|gpu|device|chip|node|port|lane|link)|[KMGTP](?:b/s|bps)/(?:port|lane|link)|[KMGTP]i?B(?:\s*/\s*[sS](?:ec(?:ond)?s?)?|ps)?(?:\s*per\s*sec(?:ond)?)?|[KMGTP](?:b/s(?:ec)?|bps|bs|bits?/s(?:ec)?|Bits?/s(?:ec)?|bits?|bE|igE)|[kmgt]bps|[KMGTP]T/s(?:ec)?|"
    r"(?:[Kk]ilo|[Mm]ega|[Gg]iga|[Tt]era|기가|테라|메가)(?:bits?|비트)(?:/s|/sec|\s*(?:per|a)\s*sec(?:ond)?)?|(?:[Kk]ilo|[Mm]ega|[Gg]iga|[Tt]era|[Pp]eta)?bytes?\s*(?:/\s*s(?:ec(?:ond)?)?|per\s+sec(?:ond)?)|(?:[Kk]ilo|[Mm]ega|[Gg]iga|[Tt]era|[Pp]eta)bytes?\s+a\s+second|"
    rf"[GTPE]?{FLOP_RATE}(?:\s*{PER_DEVICE})?|(?:[Gg]iga|[Tt]era|[Pp]eta|[Ee]xa)\s?(?:flops|FLOPS|FLOPs|(?:flop|FLOP)[sS]?/s(?:ec)?)|" + KOREAN_FLOP_RATE + rf"|TOP[Ss](?:/s)?|{COMPUTE_OP_RATE}|(?i:{RATE_NOUN})\s*(?:/\s*s(?:ec(?:ond)?)?|per\s+sec(?:ond)?|an?\s+second)(?:\s*{PER_DEVICE})?|(?i:{RATE_NOUN})\s*(?:/\s*|per\s+)min(?:ute)?|(?i:{RATE_NOUN}){PER_DEVICE}/s(?:ec)?|"
    r"RPCs?/s(?:ec)?|rps|RPS|wps|WPS|qps|QPS|q/s|TPS|tps|fps|FPS|" + IOPS_UNIT + r"|" + PER_MINUTE_COUNT + r"|[kKMG]?pps|[kKMG]PPS|[KM]OPS|[kKMG]pkts?/s(?:ec)?|ops/s(?:ec)?|" + SCALED_OP_RATE + r"|" + HASH_RATE + r"|" + EDGE_RATE + r"|" + PER_BYTE_COST + r"|" + PER_CYCLE_RATE + r"|operations/s(?:ec(?:ond)?)?|(?:ns|us|µs|μs|ms|s|secs?|mins?)\s*/\s*" + PER_ITEM + r"|"
    r"µs|μs|us|uS|usecs?|[µμ]secs?|millis|micros|nanos|ns|ms|msecs?|secs?|seconds?|mins?|minutes|hours?|hrs?|days?|weeks?|months?|s|x|X|×|배|%|times|percent|"
    r"(?:nano|micro|milli)-?seconds?|나노초|마이크로초|밀리초|초|분|시간)\s*$")


HANGUL = "\uac00-\ud7a3"  # Hangul syllables, as a character-class range
FOOTNOTE_MARKS = "\u2020\u2021\u00a7\u00b9\u00b2\u00b3\u2070-\u2079"  # † ‡ § ¹ ² ³ ⁰-⁹ after a figure ("8.4ms†"), as a character-class range
_HANGUL_RE = re.compile(f"[{HANGUL}]")


def is_hangul(text: str) -> bool:
    """True when ``text`` contains a Hangul syllable."""
    return _HANGUL_RE.search(text) is not None


# Korean nouns of a rate of work ("초당 2,400 토큰", "200 토큰/초") and the unit each stands for
# NOTE: and counters after a number ("초당 120장", "초당 0.65편", "초당 3.5개"): images, pieces of media, items each second
KOREAN_RATE = {"토큰": "tokens/s", "샘플": "samples/s", "이미지": "images/s", "요청": "requests/s", "쿼리": "requests/s", "건": "requests/s", "프레임": "frames/s",
               "장": "images/s", "편": "items/s", "개": "items/s"}
# Spelled Korean numbers before 배 ("성능이 두 배 향상"): the value each one stands for
KOREAN_NUMERALS = {"두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9, "열": 10}
# what a line rate written with a bare "G" names ("400G NICs", "a 10G switch", "800G ports")
LINK_NOUNS = ("ports", "port", "nics", "nic", "links", "link", "ethernet", "switches", "switch", "hcas", "hca", "adapters", "adapter",
              "uplinks", "uplink", "optics", "transceivers", "transceiver", "networking", "network", "fabric", "roce", "infiniband",
              "bandwidth", "interconnect", "interconnects", "connectivity")
PORT_RATE = r"G\s+(?i:" + "|".join(LINK_NOUNS) + r")\b"  # after the number: "400G NICs"
# Spelled English multipliers ("three times faster", "twice as long", "an order of magnitude faster") and their values
ENGLISH_NUMERALS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
# the words before "order of magnitude" ("an order of magnitude faster")
MAGNITUDE_ARTICLES = ("an", "a", "one")
# the words that make a spelled multiplier a comparison ("three times faster", "twice the throughput"), not a count ("ran it twice")
SPELLED_RATIO_FOLLOWERS = ("as", "the", "that", "faster", "slower", "quicker", "more", "less", "fewer", "higher", "lower", "better", "worse",
                           "greater", "longer", "shorter")


_SPELLED_ENGLISH = re.compile(r"(twice)|(" + "|".join(ENGLISH_NUMERALS) + r")\s+times|(?:" + "|".join(MAGNITUDE_ARTICLES) + r")\s+(order)\s+of\s+magnitude", re.I)
_PRECISION_WORD = re.compile(r"(?<=\s)(?:bf16|fp16|fp8|fp4|fp6|fp32|fp64|tf32|int8|int4|mxfp8|mxfp4|nvfp4)(?:/(?:bf16|fp16|fp8|fp4|fp6|fp32|fp64|tf32|int8|int4))*"
                             r"(?:\s+(?:tc|tensor|dense|sparse|core))?(?=\s)", re.I)
# the numbers of a multiplier spelled with "-fold" ("eightfold", "a two-fold drop")
FOLD_NUMBERS = {**ENGLISH_NUMERALS, "hundred": 100, "thousand": 1000}
SPELLED_FOLDS = tuple(f"{n}fold" for n in FOLD_NUMBERS)  # "eightfold": one token
SPELLED_FOLD = re.compile(r"\b(" + "|".join(FOLD_NUMBERS) + r")\s*-?\s*fold\b", re.I)
# NOTE: "a factor of 3", "a factor 3 slower", "a factor of two": the factor after its word, in digits or spelled
_FACTOR_WORDS = re.compile(r"factor\s+(?:of\s+)?(" + _NUM + r"|two|three|four|five|six|seven|eight|nine|ten)|(" + _NUM + r")\s*-?\s*(?:fold|factor)", re.I)
_HMS_DURATION = re.compile(r"([0-9]{1,4})\s*(?:h|hrs?|hours?)\s*([0-9]{1,2})\s*(?:m|mins?|minutes?)\s*([0-9]{1,2}(?:\.[0-9]+)?)\s*(?:s|secs?|seconds?)", re.I)
_COMPOUND_DURATION = re.compile(r"(" + _NUM + r")\s*(hours?|hrs?|h|시간|minutes?|mins?|m|분)\s*(?:and\s+)?(" + _NUM + r")\s*(minutes?|mins?|m|분|seconds?|secs?|s|초)", re.I)


MYRIADS = "십만|백만|천만|만|억|천"  # Korean myriads (and thousands), the longest first, as regex alternatives ("12만" is 120,000, "3천" 3,000)
COUNT_MULTIPLIERS = {"k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6, "b": 1e9, "billion": 1e9, "trillion": 1e12,
                "천": 1e3, "만": 1e4, "십만": 1e5, "백만": 1e6, "천만": 1e7, "억": 1e8}  # NOTE: "4백만 msg/s": Korean myriads
_MYRIAD = re.compile(rf"(?<=[0-9])({MYRIADS})")
_MULTIPLIER = re.compile(rf"(?<=[0-9])\s*(K|k|M|B|(?i:thousand|million|billion|trillion)|{MYRIADS})\+?(?=\s+[A-Za-z])")  # NOTE: "56k+ tokens/s": a lower bound


KO_BOUNDS = ("이상", "이하", "정도", "가량", "내외", "수준")  # Korean bounds and approximations written after a number ("20만 이상의 QPS")
_KO_ABOUT = re.compile(r"(?<=[0-9만억])개?\s*(?:(?:" + "|".join(KO_BOUNDS) + r")의?|의)\s+(?=[A-Za-z])")
_SPELLED_PER_SECOND = re.compile(r"\s+per\s+(?:second|sec|s)$|/(?:second|sec)$", re.I)
_HYPHENATED_PER = re.compile(r"(?<=[A-Za-z])-per-(?=sec)", re.I)
_PER_DEVICE_LABEL = re.compile(r"\s+per\s+(?:" + "|".join(PER_DEVICE_WORDS) + r")\s*$", re.I)
_INNER_UNIT = re.compile(r"[0-9.]\s*([A-Za-zµμ가-힣%×/]+)\s*(?:~|-|–|—|to|～)")


# a speed against real time: media processed against its own duration ("2.4x realtime", "3x faster than real time", a
# "Realtime factor" or "RTF" column, "실시간 배속"); its base is stated by the words themselves
# NOTE: "| Speed vs real time |": a speed set against real time; "240.2 RTFX": the inverse real-time factor, in capitals too
REAL_TIME = re.compile(r"(?:[0-9]\s*[x×]|(?<![A-Za-z])[x×])\s*(?:faster\s+than\s+)?real[- ]?time\b|\breal[- ]?time\s+(?:factor|speed|ratio|multiple|multiplier)\b|(?-i:\bRTF[xX]?\b|\bxRT\b)|"
                       r"\b(?:speed|throughput|rate)\s+(?:vs\.?|versus|against|relative\s+to|over)\s+real[- ]?time\b|"
                       r"실시간\s*(?:배속|계수)", re.I)


# a plural noun counted per second before a bare "s" ("games/s", "widgets per second"): a rate of that work, not a time
_COUNTED_PER = re.compile(r"[0-9]\s*(" + COUNTED_NOUN + r")\s*(?:/\s*|\s+per\s+)$")


# I/O operations a second with the workload between the number and the unit ("9.8M 4KiB random-read IOPS", "4.1M read IOPS")
IOPS_WORKLOAD_WORDS = r"(?:[0-9]+\s?[KMG]i?B?\s+)?(?:(?:random|rand|sequential|seq)[- ]?)?(?:read|write|mixed|rw)s?\s+(?:" + "|".join(IOPS_WORDS) + ")"
_IOPS_OF_WORKLOAD = re.compile(r"(" + _NUM + r")\s?([kKM])?\s+" + IOPS_WORKLOAD_WORDS)


# a range whose ends each carry their count multiplier ("250k-900k sps", "300k-1.2M sps")
_MULTIPLIED_RANGE = re.compile(r"(" + _NUM + r")\s?([kKM])\s*(?:[-–~]|to\s)\s*(" + _NUM + r")\s?([kKM])\s+(\S.*)")  # NOTE: "30K to 200K Ops/s" too
# the algorithm's name between a count and its operations per second ("200K ECDSA Ops/s"): not a number of the figure
_ALGORITHM_BEFORE_OPS = re.compile(r"(?<=[0-9kKM])\s+" + ALGORITHM_NAMES + r"(?=\s+(?i:" + "|".join(OP_RATE_NOUNS) + r")\b)")
# a count of work as a magnitude in words, then its rate ("billions of protein sequences per day")
_MAGNITUDE_RATE = re.compile(r"(" + "|".join(MAGNITUDE_WORDS) + r")\s+of\s+(?:([A-Za-z-]+)\s+)?(\S.*)", re.I)
# a real-time factor named, then its value, or the division that gives it ("The real-time factor was 0.011", "Real time factor
# (RTF): 1.204 / 109.500 = 0.011", "Real-time factor: 0.0332 (infer=...)"): the result
REAL_TIME_FACTOR_VALUE = re.compile(r"(?:real[- ]?time\s+factor\s*(?:\(\s*RTF\s*\)\s*)?|RTF\s*)(?:[:=]|\b(?:was|is|of)\b)?\s*(?:" + _NUM
                                    + r"\s*/\s*" + _NUM + r"\s*=\s*)?[~≈]?\s*(" + _NUM + r")", re.I)


_BARE_COUNT_RATE = re.compile(r"(" + _NUM + r")\s?([kKM])\s?/\s?s(?:ec(?:ond)?)?")  # BARE_COUNT_PER_SECOND after its number


# NOTE: "1h12m to 38m", "1h 05m → 47m": hours and minutes (either side may be minutes alone), a change from one to the other
_HOURS_MINUTES = r"[0-9]{1,3}h\s?[0-9]{1,2}m|[0-9]{1,4}\s?m"
_HOURS_MINUTES_RANGE = re.compile(rf"({_HOURS_MINUTES})\s*(?:to|[-–→⇒]|->)\s*({_HOURS_MINUTES})")


def _hours_minutes(text: str) -> float:
    """Minutes of "1h12m" (72), "1h 05m" (65) or "38m" (38)."""
    hours, _, minutes = text.rpartition("h")
    return (float(hours) * 60 if hours else 0.0) + float(minutes.strip().rstrip("m"))


def parse_figure(text: str):
    """Parse a figure span's text: returns (value, low, ParsedUnit) or None.

    Handles ``900 GB/s``, ``1.5~2배``, ``2,300~2,500 tokens/s``, ``초당 14.0625GB``, ``images/sec: 1656.82``.
    """
    t = text.replace("\\~", "~").replace("\\.", ".").strip()
    if t[:1] == "." and t[1:2].isdigit():
        t = "0" + t  # NOTE: ".78 seconds": a decimal written without its leading zero
    if "-per-" in t:
        t = _HYPHENATED_PER.sub(" per ", t)  # NOTE: "120,000 messages-per-second": the rate as a hyphenated compound
    rtf = REAL_TIME_FACTOR_VALUE.fullmatch(t) if "actor" in t or "RTF" in t else None
    if rtf:  # NOTE: "The real-time factor was 0.011", "Real time factor (RTF): 1.204 / 109.500 = 0.011": the factor, its last number
        value = parse_number(rtf.group(1))
        return (value, None, ParsedUnit("x", "ratio")) if value is not None else None
    m = re.match(r"^\(?(?P<u>[A-Za-z/ ]+?)\)?\s*(?::|=|은|는|이|가|(?:(?<=\)\s)|(?<=RTF\s)|(?<=RTFx\s))(?:was|is|were|are|of)(?=\s)|(?<=RTF\s)|(?<=RTFx\s))\s*(?:" + _NUM + r"\s*에서\s*|(?P<lo>" + _NUM + r")\s*[-–~]\s*|[~≈]\s*)?(?P<n>" + _NUM + ")(?P<m>" + MYRIADS + "|[kKM])?$", t)
    if m:  # "images/sec: 1656.82", "busbw: 370"
        # NOTE: "TFLOPS per GPU: 160": the unit before the device it is counted per
        label = _PER_DEVICE_LABEL.sub("", m.group("u"))
        # NOTE: "tokens / sec: 274.7", "Tokens per second: 274.7": a rate spelled across the label, not its last word
        unit = parse_unit(_SPELLED_PER_SECOND.sub("/s", re.sub(r"\s*/\s*", "/", label.strip()))) or parse_unit(label.split()[-1])
        if unit is None and m.group("u").lower() in ("busbw", "algbw"):
            unit = ParsedUnit("GB/s", "bytes/s", 1e9)
        value = parse_number(m.group("n"))
        scale = COUNT_MULTIPLIERS[m.group("m").lower()] if m.group("m") else 1.0  # NOTE: "QPS는 1.5만", "IOPS: ~32K"
        if value is not None:
            value *= scale
        low = parse_number(m.group("lo")) * scale if m.group("lo") else None  # NOTE: "Read IOPS: 9,000-11,000": a range
        return (value, low, unit) if unit and value is not None else None
    worded = _IOPS_OF_WORKLOAD.fullmatch(t)
    if worded:  # NOTE: "9.8M 4KiB random-read IOPS": the block size and the access between the rate and its unit
        value = parse_number(worded.group(1))
        return (value * COUNT_MULTIPLIERS[worded.group(2).lower()] if worded.group(2) else value, None, ParsedUnit("IOPS", "rate")) if value is not None else None
    bare = _BARE_COUNT_RATE.fullmatch(t)
    if bare:  # NOTE: "1.2M/sec", "330k/s": a count per second whose multiplier stands for the noun it leaves out
        value = parse_number(bare.group(1))
        return (value * COUNT_MULTIPLIERS[bare.group(2).lower()], None, ParsedUnit("items/s", "rate")) if value is not None else None
    factor = re.fullmatch(r"[x×]\s*(" + _NUM + ")", t)
    if factor:  # "x2.63": the factor written before its number
        return parse_number(factor.group(1)), None, ParsedUnit("x", "ratio")
    spelled = re.fullmatch(r"(두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s*배", t)
    if spelled:  # "두 배": a ratio spelled in words
        return float(KOREAN_NUMERALS[spelled.group(1)]), None, ParsedUnit("x", "ratio")
    port = re.fullmatch(r"([0-9]{2,4})" + PORT_RATE, t)
    if port:  # "800G ports": a link's line rate
        return float(port.group(1)), None, ParsedUnit("Gb/s", "bits/s", 1e9)
    spelled = _SPELLED_ENGLISH.fullmatch(t)
    if spelled:  # "three times", "twice", "an order of magnitude": an English ratio in words
        value = 2.0 if spelled.group(1) else 10.0 if spelled.group(3) else float(ENGLISH_NUMERALS[spelled.group(2).lower()])
        return value, None, ParsedUnit("x", "ratio")
    fold = SPELLED_FOLD.fullmatch(t)
    if fold:  # "eightfold", "a three-fold drop": a ratio spelled in words
        return float(FOLD_NUMBERS[fold.group(1).lower()]), None, ParsedUnit("x", "ratio")
    factor = _FACTOR_WORDS.fullmatch(t)
    if factor:  # "factor of 3", "3-fold", "a 5.75 factor": a ratio in words
        word = (factor.group(1) or "").lower()
        value = float(ENGLISH_NUMERALS[word]) if word in ENGLISH_NUMERALS else parse_number(factor.group(1) or factor.group(2))
        return (value, None, ParsedUnit("x", "ratio")) if value is not None else None
    hms = _HMS_DURATION.fullmatch(t)
    if hms:  # "4h7m00s", "1h 35m 29s", "2 h 5 min 30 s": hours, minutes and seconds, one duration in seconds
        return float(hms.group(1)) * 3600 + float(hms.group(2)) * 60 + float(hms.group(3)), None, ParsedUnit("s", "time", 1.0)
    hours_to = _HOURS_MINUTES_RANGE.fullmatch(t)
    if hours_to and "h" in t:  # NOTE: "1h12m to 38m", "38m → 1h 5m": a change between two durations, in minutes
        first, second = (_hours_minutes(hours_to.group(k)) for k in (1, 2))
        return second, first, ParsedUnit("min", "time", 60.0)
    clock = re.fullmatch(r"([0-9]{1,3})([hm])([0-9]{1,2}(?:\.[0-9]+)?)([ms])", t)
    if clock and clock.group(2) + clock.group(4) in ("ms", "hm"):  # "1m12.6s": 72.6 s; "2h05m": 125 min
        small = ParsedUnit("s", "time", 1.0) if clock.group(4) == "s" else ParsedUnit("min", "time", 60.0)
        return float(clock.group(1)) * 60 + float(clock.group(3)), None, small
    compound = _COMPOUND_DURATION.fullmatch(t)
    if compound:  # "7 hours and 40 minutes", "7시간 40분", "1m 47.8s": one duration, in its smaller unit
        big, small = (parse_unit("min" if u.lower() == "m" else u) for u in (compound.group(2), compound.group(4)))
        a, b = parse_number(compound.group(1)), parse_number(compound.group(3))
        if big and small and big.dimension == small.dimension == "time" and big.scale > small.scale and a is not None and b is not None:
            return a * big.scale / small.scale + b, None, small
    fraction = re.fullmatch(r"(" + _NUM + r")\s*분의\s*(" + _NUM + ")", t)
    if fraction:  # "8분의 1": one eighth of the time, i.e. 8x less (a ratio, as "8배 줄어든다")
        whole, part = parse_number(fraction.group(1)), parse_number(fraction.group(2))
        return (whole / part, None, ParsedUnit("x", "ratio")) if whole and part else None
    per = re.fullmatch(r"(" + _NUM + r")\s*(" + "|".join(KOREAN_RATE) + r")\s*/\s*초", t)
    if per:  # "200 토큰/초": tokens per second
        value = parse_number(per.group(1))
        return (value, None, ParsedUnit(KOREAN_RATE[per.group(2)], "rate")) if value is not None else None
    per_second = t.startswith("초당")
    if per_second:
        t = t[2:].strip()
        for noun, unit in KOREAN_RATE.items():
            if noun in t:  # "초당 2,400 토큰": tokens per second
                value = parse_number(t)
                myriad = _MYRIAD.search(t)
                if value is not None and myriad:
                    value *= COUNT_MULTIPLIERS[myriad.group(1)]  # NOTE: "초당 12만 토큰": 120,000
                return (value, None, ParsedUnit(unit, "rate")) if value is not None else None
        t = t + "/s"
    if _PRECISION_WORD.search(t):
        t = _PRECISION_WORD.sub(" ", t)  # NOTE: "990 bf16 TFLOP/s": the number format is not a number of the figure
    if _ALGORITHM_BEFORE_OPS.search(t):
        t = _ALGORITHM_BEFORE_OPS.sub("", t)  # NOTE: "5K RSA-2048 operations per second": the key size is not the figure's number
    if _KO_ABOUT.search(t):
        t = _KO_ABOUT.sub(" ", t)  # NOTE: "10만 이상의 QPS", "3000 정도의 tokens/s": the bound is not part of the figure
    ranged = _MULTIPLIED_RANGE.fullmatch(t)
    if ranged:  # NOTE: "300k-1.2M sps": each end of the range with its own count multiplier
        found = parse_figure(f"{ranged.group(3)} {ranged.group(5)}")
        low = parse_number(ranged.group(1))
        if found is not None and found[2].dimension == "rate" and low is not None:
            return (found[0] * COUNT_MULTIPLIERS[ranged.group(4).lower()], low * COUNT_MULTIPLIERS[ranged.group(2).lower()], found[2])
    magnitude = _MAGNITUDE_RATE.fullmatch(t)
    if magnitude:  # NOTE: "billions of protein sequences per day": the magnitude as the figure's value (a lower bound)
        found = parse_figure("1 " + magnitude.group(3))
        if (found is None or found[2].dimension != "rate") and magnitude.group(2):
            found = parse_figure(f"1 {magnitude.group(2)} {magnitude.group(3)}")  # NOTE: "millions of messages per second": no modifier
        return (MAGNITUDE_WORDS[magnitude.group(1).lower()], None, found[2]) if found is not None and found[2].dimension == "rate" else None
    multiplied = _MULTIPLIER.search(t)
    if multiplied:  # NOTE: "12K tok/s", "1.5 million tokens per second": a count multiplier before a rate of work
        found = parse_figure(t[:multiplied.start()] + t[multiplied.end():])
        if found is not None and found[2].dimension == "rate":
            scale = COUNT_MULTIPLIERS[multiplied.group(1).lower()]
            return found[0] * scale, (found[1] * scale if found[1] is not None else None), found[2]
    m = _UNIT_TAIL.search(t)
    if not m:
        return None
    unit = parse_unit(m.group("unit"))
    if unit is None:
        return None
    if unit.dimension == "time" and unit.unit == "s":
        counted = _COUNTED_PER.search(t, 0, m.start())
        if counted is not None and parse_unit(counted.group(1)) is None:
            unit = ParsedUnit(f"{counted.group(1)}/s", "rate")  # NOTE: "1,840 games/s", "5 widgets per second": work of any kind per second
    inner = _INNER_UNIT.search(t, 0, m.start())
    first = parse_unit(inner.group(1)) if inner is not None else None
    if first is not None and first.dimension != unit.dimension:
        return None  # NOTE: "150 ms — 7배": a dash between two figures of different kinds, no range
    nums = [_to_float(n) for n in _NUM_RE.findall(t[: m.start()])]
    if not nums:
        return None
    if "±" in t or "+/-" in t:  # "370 ± 4 GB/s": the figure, then its spread
        return nums[0], None, unit
    value = nums[-1]
    low = nums[0] if len(nums) > 1 else None
    if low is not None and first is not None and first.scale != unit.scale and unit.scale:
        low = low * first.scale / unit.scale  # NOTE: "500ms-1s": the low end in its own unit, 0.5 s
    return value, low, unit


def to_base(value: float, unit: ParsedUnit) -> float:
    """Value in the dimension's base unit (bytes/s for both bytes and bits: bits are divided by 8)."""
    v = value * unit.scale
    if unit.dimension == "bits/s":
        return v / 8.0
    return v
