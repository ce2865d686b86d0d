"""inconsistent-arithmetic: figures of one sentence (or table row) that contradict each other.

Recomputed only from complete tuples, never guessing a missing term, and honouring the rounding of what
is written (half a unit of the last digit of each input):

1. devices N, speedup S and efficiency E: E must be S / (N / b), b the devices of a stated base
   ("relative to 8 GPUs"; default 1) - "8 GPUs, 7.2x, 90%" is consistent, "8 GPUs, 4x, 90%" is not;
2. an efficiency above 100 %, or a strong-scaling speedup above the device ratio, not called superlinear;
3. "linear" or "near-linear" for a computed or stated efficiency below 80 %, also computed from a table of time or rate per
   device count in the same section (S = T1/TN or RN/R1, E = S/N at the count the sentence names, else the largest);
4. a bus bandwidth and an algorithm bandwidth of one row or sentence that do not match the collective's
   factor (all-reduce 2(n-1)/n; all-gather, reduce-scatter, all-to-all (n-1)/n; broadcast, reduce,
   send/recv 1), n the ranks stated in the sentence or row (benchmark logs: see ``benchmark-problem``);
5. a time reduction given as the speedup ("3.75/2.51-1 = 49% shorter": the time fell by 33 %);
6. a ratio stated for two figures it compares ("from 1,000 to 3,000 samples/s, a 3.5x speedup": 3x), or worked out
   in the text ("610/300 = 2.5x": 2.03);
7. a speedup or efficiency column of a table that no figure of its row explains: against the row its column is relative
   to (the nearest row above reading 1.0x or 100 %), each result column gives a ratio (a rate over the base's, a base's time
   over the row's), an efficiency divides it by the devices' ratio, and two results of one unit in the row give theirs;
   the cell must match one of them;
8. latencies of one distribution out of order: a higher percentile below a lower one ("p50 12 ms, p99 9 ms").
9. a count times one link's rate against the total written after it: bits read as bytes or bytes as bits ("8 × 400Gbps =
   3.2TB/s": 3.2 Tb/s is 400 GB/s), and after "=" or "≈" any other difference ("4 × 60 GB/s = 200 GB/s").

One finding per sentence or row.
"""

from __future__ import annotations

import re
from typing import Iterator

from claimcheck import prefilter
from claimcheck.rules._helpers import SUPERLINEAR, claims_in, device_counts, doc_index, first_hit, fmt, half_unit, pct, table_claims, table_text
from claimcheck.extract import BASE_RATIO_CELL, BASELINE_MARK, DEVICE_CELL, DEVICE_KEY
from claimcheck.rules.base import Hit
from claimcheck.units import ENGLISH_NUMERALS, parse_number, parse_unit, to_base

_BASE_DEVICES = re.compile(
    r"\b(?:relative to|compared (?:to|with)|vs\.?|versus|over|than|from)\s+(?:a\s+|the\s+)?(?:single|one|(\d+))\s*[- ]?(?:GPUs?|nodes?|devices?|accelerators?|ranks?)\b"
    r"|(?:(\d+)\s*(?:개의?\s*)?(?:GPU|노드|가속기)|단일\s*(?:GPU|노드))\s*(?:대비|기준|에 비해)", re.I)
_WEAK = prefilter.compile(r"\bweak[- ]scaling\b|\bweak\b|\bscaled speedup\b|\bGustafson\b|약한 확장|약한 스케일링", re.I)
# NOTE: not "79.6% of linear scaling", which measures against linear scaling instead of claiming it
_LINEAR_WORD = prefilter.compile(r"(?<!super)(?<!super-)(?<!sub)(?<!sub-)(?<!\bof )(?<!of the )(?<!of ideal )(?<!of perfect )\b(?:near[- ]|almost |nearly |close to )?linear(?:ly)?\b|(?<!초)선형", re.I)
_NODES_AND_GPUS = re.compile(r"\bnodes?\b.*\bGPUs?\b|\bGPUs?\b.*\bnodes?\b|노드.*GPU|GPU.*노드", re.I)
_COMPARATOR_OTHER = prefilter.compile(r"\bthan\b|\bvs\.?\b|\bversus\b|\bcompared (?:to|with)\b|보다|대비|에 비해", re.I)
_COLLECTIVES = (
    (re.compile(r"all[-_ ]?reduce|allreduce|올리듀스", re.I), "all-reduce", lambda n: 2 * (n - 1) / n),
    (re.compile(r"all[-_ ]?gather|allgather|reduce[-_ ]?scatter|reducescatter|all[-_ ]?to[-_ ]?all|alltoall", re.I), "all-gather/reduce-scatter/all-to-all", lambda n: (n - 1) / n),
    (re.compile(r"\bbroadcast|\breduce_perf\b|\breduce\b(?![-_ ]?scatter)|sendrecv|send/recv", re.I), "broadcast/reduce/sendrecv", lambda n: 1.0),
)
_RANKS = re.compile(r"\b(\d{1,5})\s*(?:x\s*)?(?:[A-Z]{1,4}\d{2,4}\w*\s+)?(?:GPUs?|ranks?|processes|devices)\b|\bn\s*=\s*(\d{1,5})\b|\bnranks\s*[=:]?\s*(\d{1,5})", re.I)
_RATIO_FORMULA = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*/\s*(\d+(?:\.\d+)?)\s*-\s*1\b")
_FROM_TO = re.compile(r"\bfrom\s+(\d+(?:\.\d+)?)\s*(?:s|ms|us|µs|sec\w*|min\w*|hours?|h)?\s+(?:to|down to)\s+(\d+(?:\.\d+)?)\s*(?:s|ms|us|µs|sec\w*|min\w*|hours?|h)\b|"
                      r"(\d+(?:\.\d+)?)\s*(?:초|분|시간|s|ms)\s*(?:에서|→|->)\s*(\d+(?:\.\d+)?)\s*(?:초|분|시간|s|ms)", re.I)
_TIME_CUT = re.compile(r"단축|감소|줄|\breduc\w*|\bcut\b|\bdecreas\w*|\bshorter\b|\bless time\b|\bdrop\w*|\bsav(?:ed|es|ing)\b|\bfell\b|\blower\b", re.I)


def _scaling_parts(claims):
    speedups = [c for c in claims if c.scaling and c.scaling.speedup is not None and c.quantity and c.quantity.low is None]
    effs = [c for c in claims if c.scaling and c.scaling.efficiency is not None]
    devices = [c.scaling.devices for c in claims if c.scaling and c.scaling.devices]
    return speedups, effs, (max(devices) if devices else None)


def _holds(group, claim) -> bool:
    """Whether ``claim`` itself is in ``group`` (identity: comparing claims field by field is slow)."""
    return any(c is claim for c in group)


def _count(ctx, sentence: str, n: int | None) -> int | None:
    """The largest device count of the sentence (the extractor's, or one read here)."""
    nums = device_counts(ctx, sentence)
    best = max(nums + ([n] if n else []), default=None)
    return best if best and best > 1 else n


_BASE_COUNT = re.compile(r"^\s*([1-9][0-9,]*)\s+\S")


def _base_devices(sentence: str, claims=()) -> int:
    """The devices the sentence's speedups are relative to ("relative to 8 GPUs"), else the base the extractor read for
    one of its claims (a table row's, from the row its column is relative to), else 1."""
    m = _BASE_DEVICES.search(sentence)
    if not m:
        for c in claims:
            b = _BASE_COUNT.match(c.scaling.baseline or "") if c.scaling is not None else None
            if b:
                return int(b.group(1).replace(",", ""))
        return 1
    num = m.group(1) or m.group(2)
    return int(num) if num else 1


def _gains_without_devices(claim, ctx, base: int) -> bool:
    """Whether the claim's table also gives a speedup on the base's own device count ("| 1 | cache + int8 | 8.0 s | 2.50x |"
    over "| 2 | cache + int8 + patch parallel | 5.0 s | 4.00x |"): its speedups add other changes to the devices, so one
    above the device ratio is no arithmetic slip."""
    others = table_claims(ctx) or ()
    return any(c is not claim and c.scaling is not None and c.scaling.speedup and (c.scaling.devices or 1) <= base
               and c.scaling.speedup - half_unit(c.text) > 1.0 for c in others)


def _check_scaling(claim, ctx, sentence, claims) -> Hit | None:
    speedups, effs, n = _scaling_parts(claims)
    if claim not in speedups and claim not in effs:
        return None
    n = _count(ctx, sentence, n)
    weak = _WEAK.search(sentence) is not None
    superlinear = SUPERLINEAR.search(sentence) is not None
    # 1. N, S and E together
    if n and len(speedups) == 1 and len(effs) == 1:
        s_claim, e_claim = speedups[0], effs[0]
        if claim is not e_claim or (s_claim is not e_claim and s_claim.scaling.devices is None):
            return None  # NOTE: a speedup over a version or another system ("이전 버전보다 1.4배") is not over the sentence's devices
        b = _base_devices(sentence, claims)
        ratio = n / b if b and n > b else None
        if ratio:
            s, e = s_claim.scaling.speedup, e_claim.scaling.efficiency
            expected = s / ratio
            slack = half_unit(e_claim.text) / 100 + half_unit(s_claim.text) / ratio + 0.002
            if abs(expected - e) > slack:
                base = f" relative to {b}" if b > 1 else ""
                return Hit(f"{s_claim.text} on {n} devices{base} is {pct(expected)} efficiency ({fmt(s)} / {fmt(ratio)}), "
                           f"not the {e_claim.text} stated; recheck the speedup, the device count or the efficiency.")
        return None
    # 2. above ideal without saying superlinear
    if _holds(effs, claim) and claim.scaling.efficiency > 1.0 + half_unit(claim.text) / 100 and not superlinear:
        return Hit(f"{claim.text} efficiency is above 100 % (better than ideal) and the text does not call it superlinear; "
                   f"check the baseline, or explain the superlinear effect (cache, memory per device).")
    if _holds(speedups, claim) and n and not weak and not superlinear and claim.kind.value == "scaling":
        b = _base_devices(sentence, claims)
        ratio = n / b if n > b else None
        other = _COMPARATOR_OTHER.search(sentence) and not _BASE_DEVICES.search(sentence)
        if ratio and not other and not _NODES_AND_GPUS.search(sentence) and claim.scaling.speedup - half_unit(claim.text) > ratio \
                and not _gains_without_devices(claim, ctx, b):
            return Hit(f"{claim.text} on {n} devices{f' relative to {b}' if b > 1 else ''} is more than the ideal {fmt(ratio)}x "
                       f"of strong scaling and is not called superlinear; check the baseline or say it is weak scaling.")
    # 3. "linear" for a low efficiency
    m = _LINEAR_WORD.search(sentence)
    if m and not superlinear:
        e = None
        if _holds(effs, claim):
            e = claim.scaling.efficiency
        elif _holds(speedups, claim) and n and not effs:
            b = _base_devices(sentence, claims)
            if n > b:
                e = claim.scaling.speedup / (n / b)
        if e is not None and e < 0.8:
            return Hit(f"'{m.group(0)}' scaling with {claim.text} means {pct(e)} efficiency; below 80 % is not linear - "
                       f"state the efficiency instead of the word.")
    return None


# a table column that counts devices ("GPUs", "Number of GPU's", "# nodes", "GPU 수") and one that gives a time or a rate per
# run: what "almost linear speedup" said of the table can be recomputed from it (S = T1/TN or RN/R1, E = S/N)
_DEVICE_COLUMN = re.compile(r"^\W*(?:#\s*|no\.?\s+|num(?:ber)?\s+)?(?:of\s+)?(?:[A-Z]{1,4}\d{2,4}\w*\s+)?(?:GPU|node|device|accelerator|rank|card|worker)"
                            r"(?:'s|s|es)?(?:\s*\(\s*[Nn]\s*\))?(?:\s+(?:count|used))?\W*$|^\W*(?:GPU|노드|가속기)\s*(?:수|개수)\W*$", re.I)
_TIME_COLUMN = re.compile(r"\b(?:(?:wall|execution|run|elapsed|total|training|mapping|alignment)[- ]?(?:clock\s+)?time|runtime|time\s+to\s+\w+|duration|elapsed)\b|"
                          r"^\W*time\b|실행\s*시간|소요\s*시간", re.I)
_RATE_COLUMN = re.compile(r"\bthroughput\b|\b(?:samples|images|tokens|reads|queries|sequences|steps|it)\s*/\s*s(?:ec)?\b|처리량", re.I)
_NOT_A_RUN_COLUMN = re.compile(r"speed-?ups?|efficien|\bper\s+(?:GPU|device|node|rank|card|accelerator)\b|/\s*(?:GPU|device|node)\b|%|\bvs\.?(?!\w)|"
                               r"\brelative\b|\bcost\b|\bcomm\w*|\blatency\b|배|효율", re.I)
_PLAIN_CELL = re.compile(r"^\W*([0-9][0-9,]*(?:\.[0-9]+)?)\s*(?:[a-zA-Zµ/]{1,8}|초|분|시간)?\W*$")


def _run_table(ctx, table: int):
    """{devices: [time or rate per result column]}, the columns (index, "time" or "rate") and the first row of a table whose header has
    one device-count column and time or rate columns, every body row giving a device count and a plain number in each;
    None otherwise."""
    rows = doc_index(ctx.doc).body_rows(table)
    if len(rows) < 2:
        return None
    header = rows[0].header
    devs = [k for k, h in enumerate(header) if _DEVICE_COLUMN.match(h) or DEVICE_KEY.match(h)]
    if len(devs) != 1:
        return None
    cols = []
    for k, h in enumerate(header):
        if k == devs[0] or _NOT_A_RUN_COLUMN.search(h):
            continue
        if _TIME_COLUMN.search(h):
            cols.append((k, "time"))
        elif _RATE_COLUMN.search(h):
            cols.append((k, "rate"))
    if not cols:
        return None
    by_n = {}
    for row in rows:
        if len(row.cells) != len(header):
            return None
        d = DEVICE_CELL.match(_cell_text(ctx.doc, row, devs[0]))
        if d is None:
            return None
        n = int(d.group(1).replace(",", ""))
        values = []
        for k, _ in cols:
            v = _PLAIN_CELL.match(_cell_text(ctx.doc, row, k))
            values.append(parse_number(v.group(1)) if v else None)
        if n in by_n or any(v is None or v <= 0 for v in values):
            return None  # NOTE: two rows of one count are two configurations: which is the scaling is not clear
        by_n[n] = values
    return (by_n, cols, rows[0]) if len(by_n) >= 2 else None


def _section_run_tables(ctx):
    """The device-count tables that a sentence's "linear" speaks of, nearest first: those of its own section, else the
    nearest one above it in a sibling section of the same parent ("Results > Table" for "Discussion")."""
    idx = doc_index(ctx.doc)
    block = ctx.draft.block
    here = block.section
    same, sibling = [], []
    seen = set()
    for b in idx._rows:
        if b.table in seen:
            continue
        seen.add(b.table)
        if b.section == here:
            same.append(b)
        elif len(here) >= 2 and b.section[:len(here) - 1] == here[:-1] and b.span.end <= block.span.start:
            sibling.append(b)
    same.sort(key=lambda b: abs(b.span.start - block.span.start))
    sibling.sort(key=lambda b: block.span.start - b.span.start)
    return same or sibling[:1]


def _check_linear_table(claim, ctx, sentence, claims) -> Hit | None:
    """"almost linear speedup" in prose over a table of time or rate per device count: the table's own speedup on the
    devices the sentence names (else its largest count) over its smallest count, divided by their ratio."""
    sc = claim.scaling
    if sc is None or ctx.draft.block.scope.startswith("table") or sc.speedup is not None or sc.efficiency is not None:
        return None
    m = _LINEAR_WORD.search(claim.text) or (_LINEAR_WORD.search(sentence) if sc.qualitative in ("linear", "near-linear") else None)
    if m is None or SUPERLINEAR.search(sentence) or _WEAK.search(sentence):
        return None
    speedups, effs, _ = _scaling_parts(claims)
    if speedups or effs:
        return None  # NOTE: the sentence's own figures are checked by _check_scaling
    for first in _section_run_tables(ctx):
        if _WEAK.search(" ".join(first.section) + " " + " ".join(first.header)):
            return None
        found = _run_table(ctx, first.table)
        if found is None:
            continue
        by_n, cols, head = found
        b = min(by_n)
        n = sc.devices if sc.devices else max(by_n)
        if n not in by_n or n <= b:
            return None
        best = None
        for k, (_, kind) in enumerate(cols):
            lo, hi = by_n[b][k], by_n[n][k]
            speedup = lo / hi if kind == "time" else hi / lo
            if kind == "time" and hi >= lo:
                return None  # NOTE: a time that grows with the devices is weak scaling or a slowdown, not what "linear" judges
            e = speedup / (n / b)
            if best is None or e > best[0]:
                best = (e, speedup, k)
        e, speedup, k = best
        if e >= 0.8:
            return None
        start = (doc_index(ctx.doc).table_extent(head.table) or (head.span.start,))[0]
        line = ctx.doc.text.count("\n", 0, start) + 1
        base = f" relative to {b}" if b > 1 else ""
        column = re.sub(r"\s+", " ", head.header[cols[k][0]]).strip(" *_`")
        return Hit(f"'{m.group(0)}' scaling, but the table at line {line} gives {fmt(speedup, 2)}x on {n} devices{base} "
                   f"({column}: {fmt(by_n[b][k])} on {b}, {fmt(by_n[n][k])} on {n}), {pct(e)} efficiency; below 80 % is not linear - "
                   f"state the efficiency instead of the word.")
    return None


def _collective(text: str):
    for pat, name, factor in _COLLECTIVES:
        if pat.search(text):
            return name, factor
    return None


def _ranks(ctx, text: str) -> int | None:
    nums = [int(g) for m in _RANKS.finditer(text) for g in m.groups() if g]
    return max(nums) if nums else None


_RANK_HEADER = re.compile(r"^\s*(?:#\s*|num(?:ber of)?\s*)?(?:gpus?|ranks?|n|nranks|devices|world[ _]size|procs?|processes)\s*(?:\(.*\))?\s*$", re.I)


def _row_ranks(ctx) -> int | None:
    """The rank count of a table row, from a column headed GPUs / ranks / n."""
    cues = ctx.draft.table_cues or {}
    block = ctx.draft.block
    if not cues or block.scope != "table.row":
        return None
    cols = [h.strip() for h in " ".join(cues.get("table", ())).split("|")]
    for j, cell in enumerate(block.cells):
        if j < len(cols) and _RANK_HEADER.match(cols[j]):
            m = re.fullmatch(r"\s*(\d{1,5})\s*", ctx.doc.text[cell.start:cell.end])
            if m:
                return int(m.group(1))
    return None


def _bus_alg_pair(claim, ctx, sentence, claims):
    """(busbw value, busbw text, algbw value, algbw text) of the claim's row or sentence, or None."""
    block = ctx.draft.block
    if block.scope in ("code", "log"):
        return None  # NOTE: benchmark output is checked by benchmark-problem, with the log's own rank count
    header_of = {}
    cues = ctx.draft.table_cues or {}
    text = sentence
    bus = [c for c in claims if c.kind.value == "bandwidth" and c.quantity is not None]
    if cues:
        # a table row: the column headers say which cell is which
        head = " ".join(cues.get("table", ()))
        cols = [h.strip().lower() for h in head.split("|")]
        if not any("busbw" in h or "bus bw" in h for h in cols) or not any("algbw" in h or "alg bw" in h for h in cols):
            return None
        cells = block.cells
        for c in bus:
            for j, cell in enumerate(cells):
                if cell.start <= c.span.start < cell.end and j < len(cols):
                    header_of[id(c)] = cols[j]
        b = next((c for c in bus if "busbw" in header_of.get(id(c), "") or "bus bw" in header_of.get(id(c), "")), None)
        a = next((c for c in bus if "algbw" in header_of.get(id(c), "") or "alg bw" in header_of.get(id(c), "")), None)
    else:
        b = a = None
        for c in bus:
            rel = c.span.start - ctx.draft.sentence_span.start
            around = text[max(0, rel - 25): rel + len(c.text) + 25].lower()
            before = text[max(0, rel - 25): rel].lower()
            if ("busbw" in before or "bus bandwidth" in before) and b is None:
                b = c
            elif ("algbw" in before or "algorithm bandwidth" in before) and a is None:
                a = c
            elif "busbw" in around and b is None:
                b = c
            elif "algbw" in around and a is None:
                a = c
    if a is None or b is None or a.quantity.unit != b.quantity.unit:
        return None
    if claim is not b:
        return None
    return b.quantity.value, b.text, a.quantity.value, a.text


def _check_busbw(claim, ctx, sentence, claims) -> Hit | None:
    if claim.kind.value != "bandwidth" or claim.quantity is None:
        return None
    pair = _bus_alg_pair(claim, ctx, sentence, claims)
    if pair is None:
        return None
    bus, bus_text, alg, alg_text = pair
    context = "\n".join([sentence, table_text(ctx), " ".join(ctx.draft.block.section)])
    coll = _collective(context)
    n = _row_ranks(ctx) or _ranks(ctx, context)
    if coll is None or not n or n < 2:
        return None
    name, factor = coll
    expected = alg * factor(n)
    slack = 0.01 * expected + half_unit(bus_text) + half_unit(alg_text) * factor(n)
    if abs(bus - expected) > slack:
        return Hit(f"busbw {bus_text} does not match algbw {alg_text} for {name} on {n} ranks: the factor is "
                   f"{fmt(factor(n), 4)}, so busbw should be {fmt(expected, 2)}; recheck the rank count or the figures.")
    return None


def _check_time_cut(claim, ctx, sentence, claims) -> Hit | None:
    q = claim.quantity
    if q is None or q.dimension != "percent":
        return None
    rel = claim.span.start - ctx.draft.sentence_span.start
    if not _TIME_CUT.search(sentence[rel: rel + 80]) and not _TIME_CUT.search(sentence[max(0, rel - 30): rel]):
        return None
    pairs = [(float(m.group(1)), float(m.group(2))) for m in _RATIO_FORMULA.finditer(sentence)]
    for m in _FROM_TO.finditer(sentence):
        a, b = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        pairs.append((float(a), float(b)))
    for before, after in pairs:
        if before <= 0 or after <= 0:
            continue
        hi, lo = max(before, after), min(before, after)
        speedup = (hi / lo - 1) * 100
        cut = (1 - lo / hi) * 100
        tol = half_unit(claim.text) + 0.6
        if abs(q.value - speedup) <= tol and abs(q.value - cut) > tol + 1:
            return Hit(f"{claim.text} is the speedup ({fmt(hi)}/{fmt(lo)} - 1), not the time reduction: the time fell by "
                       f"{fmt(cut, 0)}% (1 - {fmt(lo)}/{fmt(hi)}).")
    return None


# "610/300 = 2.03x", "(1.2 / 0.4 ≈ 3×)": a ratio worked out in the text (bare numbers, so nothing is converted)
_QUOTIENT = re.compile(r"(?<![\w.,/])(\d[\d,]*(?:\.\d+)?)\s*/\s*(\d[\d,]*(?:\.\d+)?)\s*(?:=|≈|~=)\s*(\d+(?:\.\d+)?)\s*(?:x|×|times|배)?(?![\w.]|\.\d)")
_OPERATOR_BEFORE = re.compile(r"[/*×÷]\s*$")
# what may stand between two figures that are compared: "from A to B", "A vs B", "A, up from B", "A에서 B로"
_PAIRED = re.compile(r"^\s*(?:[A-Za-z][\w-]*\s+){0,2}(?:\(\w+\)\s*)?,?\s*(?:vs\.?|versus|against|compared (?:to|with)|(?:up|down) from|to|→|->|에서|대비)\s*$", re.I)
# what may stand between the pair and its ratio: "..., a 3x speedup", "(2.5×)", "— 3배", "로 3배"
_PAIR_THEN_RATIO = re.compile(r"^\s*(?:(?!(?:and|but|while|whereas|with|on|in|at|when|if)\b)[A-Za-z]+\s*){0,2}[\s,(—–:=*_-]*(?:로|으로)?\s*"
                              r"(?:(?:a|an|i\.e\.|or|that is|which is|for|giving|roughly)\s+)*$", re.I)
# an arrow between two figures, the second one's label after it ("CPU: 7 min -> GPU: 2 seconds")
_ARROW_THEN_LABEL = re.compile(r"^\s*[,;]?\s*(?:->|→|=>)\s*(?:[A-Za-z][\w-]*\s+){0,4}?[A-Za-z][\w-]*\s*:\s*(?:about\s+|around\s+|~|≈)?$")
_RATIO_IN_PARENS = re.compile(r"\s*(?:[A-Za-z]+\s+){0,2}[*_]{0,2}\(\s*((\d+(?:\.\d+)?)\s*[x×])\s*\)")
_MORE_AFTER = re.compile(r"\s*(?:more|higher|greater|larger|bigger|increase)\b", re.I)
_HEDGED = re.compile(r"(?:~|≈|about|around|roughly|nearly|almost|over|more than|up to|at least|약|거의|최대)\s*$", re.I)
_PAIR_DIMENSIONS = ("bytes/s", "bits/s", "rate", "flops", "time", "transfers/s")


def _quotient(a: float, a_text: str, b: float, b_text: str, r_text: str) -> tuple[float, float]:
    """a / b, and the slack a ratio written ``r_text`` may be off by: half a unit of the last digit of each input, as
    written, and 1 % more."""
    expected = a / b
    return expected, expected * (half_unit(a_text) / max(a, 1e-9) + half_unit(b_text) / b) + half_unit(r_text) + 0.01 * expected


_OPENS_BRACKET = re.compile(r"^[^()\n]{0,60}\(\s*$")


def _pair_in_brackets_after(claims, end: int, sentence: str, start: int):
    """The two figures of one unit compared in brackets after a ratio ("5x faster search than the tree (0.30 ms vs 6.10 ms)"),
    as :func:`_compared_pair` gives them."""
    after = [c for c in claims if c.span.start >= end]
    if len(after) < 2:
        return None
    first, last = after[0], after[1]
    p, q = first.quantity, last.quantity
    if p is None or q is None or p.low is not None or q.low is not None or p.dimension != q.dimension or p.unit != q.unit \
            or p.dimension not in _PAIR_DIMENSIONS:
        return None
    if not _OPENS_BRACKET.match(sentence[end - start: first.span.start - start]) or not _PAIRED.match(sentence[first.span.end - start: last.span.start - start]) \
            or not sentence[last.span.end - start:].lstrip().startswith(")"):
        return None
    return p.value, q.value, first.text, last.text, first


def _compared_pair(claims, at: int, sentence: str, start: int):
    """(one, other, text of each, the claim the pair opens with) of the two figures of one unit compared just before the
    ratio at document offset ``at`` in ``sentence`` (which begins at offset ``start``): two figures joined by "to", "vs",
    "against" ..., or a range after "from" (one claim)."""
    before = [c for c in claims if c.quantity is not None and c.quantity.dimension in _PAIR_DIMENSIONS and c.span.end <= at]
    if not before:
        return None
    last = before[-1]
    if not _PAIR_THEN_RATIO.match(sentence[last.span.end - start: at - start]):
        return None
    q = last.quantity
    if q.low is not None:
        if not re.search(r"\bfrom\s*$|에서\s*$", sentence[max(0, last.span.start - start - 12): last.span.start - start], re.I):
            return None  # NOTE: "1,000 to 3,000 samples/s" alone is a spread, not a change
        m = re.match(r"\s*(\d[\d,]*(?:\.\d+)?)\s*([^\d\s]*)\s*(?:to|-|–|~|→|->)\s*(.+)$", last.text)
        if m is None:
            return None
        low = q.low
        if m.group(2):  # NOTE: "from 1.04s to 96ms": each end in its own unit
            own, unit = parse_unit(m.group(2)), parse_unit(q.unit)
            if own is None or unit is None or own.dimension != unit.dimension:
                return None
            low = q.low * own.scale / unit.scale
        return low, q.value, last.text[:m.end(2)].strip(), m.group(3), last
    if len(before) < 2:
        return None
    first = before[-2]
    p = first.quantity
    if p.low is not None or p.dimension != q.dimension:
        return None
    value = p.value
    if p.unit != q.unit:
        # NOTE: "about 7 min -> 2 seconds": one dimension, each figure in its own unit
        own, unit = parse_unit(p.unit), parse_unit(q.unit)
        if own is None or unit is None or own.dimension != unit.dimension or not unit.scale:
            return None
        value = p.value * own.scale / unit.scale
    between = sentence[first.span.end - start: last.span.start - start]
    if not (_PAIRED.match(between) or _ARROW_THEN_LABEL.match(between)):
        return None
    return value, q.value, first.text, last.text, first


_UNIT_AFTER = re.compile(r"\s?(?:[KMGTPkmµμun]i?[A-Za-z]|[A-Za-z]*/|초|밀리초|마이크로초)")  # a prefixed unit after a quotient's result


def _check_stated_ratio(claim, ctx, sentence, claims) -> Hit | None:
    start = ctx.draft.sentence_span.start
    if "/" in sentence and ("=" in sentence or "≈" in sentence):
        for m in _QUOTIENT.finditer(sentence):
            if _OPERATOR_BEFORE.search(sentence, max(0, m.start() - 4), m.start()):
                continue  # NOTE: "1e12 / 88862.37 / 86400 = 130.25": the tail of a longer chain, not a quotient of its own
            owner = [c for c in claims if c.span.start - start < m.end()] or claims[:1]
            if owner[-1] is not claim:
                continue
            a, b, r = (parse_number(m.group(k)) for k in (1, 2, 3))
            if a is None or r is None or not b:
                continue
            expected, slack = _quotient(a, m.group(1), b, m.group(2), m.group(3))
            if abs(expected - r) > slack and not (_UNIT_AFTER.match(sentence, m.end(3)) and any(
                    abs(expected * 1000.0 ** k - r) <= slack for k in (-3, -2, -1, 1, 2, 3))):
                # NOTE: "14/600 = 23.3 ms/token": 14 GB over 600 GB/s is 0.0233 s, written in the unit after it
                return Hit(f"{m.group(1)}/{m.group(2)} is {fmt(expected, 2)}, not the {m.group(3)} written; recheck the figures or the ratio.")
    q = claim.quantity
    if q is None:
        return None
    if q.dimension == "ratio" and q.low is None:
        ratio_text, value, at, end = claim.text, q.value, claim.span.start, claim.span.end
    elif q.dimension in _PAIR_DIMENSIONS:
        # NOTE: "180 GB/s vs 60 GB/s before (2.1×)": a ratio in parentheses after the pair is read as the pair's (the
        # extractor keeps no claim of its own for it)
        m = _RATIO_IN_PARENS.match(sentence, claim.span.end - start)
        if m is None or any(c.span.start - start == m.start(1) for c in claims):
            return None
        ratio_text, value, at, end = m.group(1), float(m.group(2)), start + m.start(1), start + m.end(1)
    else:
        return None
    rel = at - start
    if _HEDGED.search(sentence[max(0, rel - 12): rel]):
        return None  # NOTE: "about 3x", "over 2x": a rounded or bounding ratio is not recomputed
    pair = _compared_pair(claims, at, sentence, start) or (_pair_in_brackets_after(claims, end, sentence, start) if q.dimension == "ratio" else None)
    if pair is None:
        return None
    a, b, a_text, b_text, _ = pair
    if a <= 0 or b <= 0:
        return None
    (hi, hi_text), (lo, lo_text) = sorted(((a, a_text), (b, b_text)), reverse=True)
    expected, slack = _quotient(hi, hi_text, lo, lo_text, ratio_text)
    if abs(expected - value) <= slack or expected * 0.8 <= value <= expected:
        return None  # NOTE: a round figure below the ratio ("a 10x improvement" for 10.8x) understates, within a fifth
    if abs(expected - 1 - value) <= slack and _MORE_AFTER.match(sentence, end - start):
        return None  # NOTE: "3x more" is also read as "+200 %"
    return Hit(f"{ratio_text} does not match {a_text} against {b_text}: their ratio is {fmt(expected, 2)}x; "
               f"recheck the figures or the ratio.")


_SPEEDUP_COLUMN = re.compile(r"speed-?ups?|\bvs\.?(?!\w)|\bversus\b|\brelative\b|^\W*[x×]\W*$|\(\s*[x×]\s*\)|배|향상|가속", re.I)
_RATE_DIMENSIONS = ("bytes/s", "bits/s", "rate", "flops", "transfers/s")


def _cell_text(doc, row, k: int) -> str:
    return doc.text[row.cells[k].start:row.cells[k].end].strip(" *`_") if k < len(row.cells) else ""


def _cell_claim(cells_claims, row, k: int):
    """The one figure claim of cell ``k`` of ``row`` (None when the cell holds none, or several)."""
    if k >= len(row.cells):
        return None
    inside = [c for c in cells_claims if row.cells[k].start <= c.span.start < row.cells[k].end]
    return inside[0] if len(inside) == 1 and inside[0].quantity is not None and inside[0].quantity.low is None else None


def _check_table_ratio(claim, ctx, sentence, claims) -> Hit | None:
    block = ctx.draft.block
    sc, q = claim.scaling, claim.quantity
    if block.scope != "table.row" or q is None or q.low is not None:
        return None
    idx = doc_index(ctx.doc)
    here = idx.cell_of(claim.span.start)
    if here is None or here[1] < 0:
        return None
    j = here[1]
    if q.dimension == "ratio" and (sc is not None and sc.speedup or j < len(block.header) and _SPEEDUP_COLUMN.search(block.header[j])):
        stated = sc.speedup if sc is not None and sc.speedup else q.value  # NOTE: "| Speedup |" of a technique, too
    elif q.dimension == "percent" and sc is not None and sc.efficiency and claim.kind.value == "scaling":
        stated = sc.efficiency
    else:
        return None
    if BASE_RATIO_CELL.match(_cell_text(ctx.doc, block, j)):
        return None  # NOTE: "| caffeine | 16 | 90.0 | 1.00 |" after benzene's rows: a row of 1.00 starts a case of its own, a base
    rows = idx.body_rows(block.table)
    at = next((i for i, b in enumerate(rows) if b is block), None)
    if at is None:
        return None
    base = next((b for b in reversed(rows[:at]) if BASE_RATIO_CELL.match(_cell_text(ctx.doc, b, j))), None)
    if base is None or len(base.cells) != len(block.cells):
        return None
    dev = next((k for k, h in enumerate(block.header) if k < len(base.cells) and DEVICE_KEY.match(h)), None)
    base_devices = DEVICE_CELL.match(_cell_text(ctx.doc, base, dev)) if dev is not None else None
    row_devices = DEVICE_CELL.match(_cell_text(ctx.doc, block, dev)) if dev is not None else None
    fewer = base_devices is not None and row_devices is not None and int(base_devices.group(1).replace(",", "")) < int(row_devices.group(1).replace(",", ""))
    if base is not rows[0] and not fewer and not any(BASELINE_MARK.search(_cell_text(ctx.doc, base, c)) for c in range(len(base.cells)) if c != j):
        return None  # NOTE: "| BERT | 10.0 | 10.0 | 1.0x |" amid models: a row with no gain, not the one the column is relative to
    own = [c for c in claims if c is not claim]
    base_claims = claims_in(ctx, base.span.start, base.span.end)
    device_ratio = None
    if q.dimension == "percent":
        # NOTE: an efficiency is a speedup over the devices' ratio: the row's devices and the base row's, from the column
        # that counts them
        if sc.devices is None or base_devices is None:
            return None
        device_ratio = sc.devices / int(base_devices.group(1).replace(",", ""))
    candidates = []  # (ratio the figures give, how it was had)
    for col in range(len(block.cells)):
        mine, theirs = _cell_claim(own, block, col), _cell_claim(base_claims, base, col)
        if col == j or mine is None or theirs is None:
            continue
        a, b = mine.quantity, theirs.quantity
        if a.unit != b.unit or a.dimension != b.dimension or a.value <= 0 or b.value <= 0:
            continue
        if a.dimension in _RATE_DIMENSIONS:
            ratio, label = a.value / b.value, f"{mine.text} against {theirs.text}"
        elif a.dimension == "time":
            ratio, label = b.value / a.value, f"{theirs.text} against {mine.text}"
        else:
            continue
        slack = ratio * (half_unit(mine.text) / a.value + half_unit(theirs.text) / b.value) + 0.01 * ratio
        candidates.append((ratio, slack, label))
    # NOTE: "| Model | Eager (ms) | Compiled (ms) | Speedup |": two results of the row may be what its speedup compares
    same = [c for c in own if c.quantity is not None and c.quantity.low is None and c.quantity.dimension in (*_RATE_DIMENSIONS, "time")]
    for x in same:
        for y in same:
            if x is not y and x.quantity.unit == y.quantity.unit and 0 < y.quantity.value <= x.quantity.value:
                ratio = x.quantity.value / y.quantity.value
                candidates.append((ratio, ratio * (half_unit(x.text) / x.quantity.value + half_unit(y.text) / y.quantity.value) + 0.01 * ratio, None))
    if not any(label for _, _, label in candidates):
        return None
    if device_ratio is not None:
        candidates = [(r / device_ratio, sl / device_ratio, label) for r, sl, label in candidates] + candidates  # NOTE: weak scaling: the ratio itself
        if sc.speedup is None and (s := next((c.scaling.speedup for c in own if c.scaling is not None and c.scaling.speedup), None)):
            candidates.append((s / device_ratio, half_unit("0.01") / device_ratio, None))
    unit = 100.0 if q.dimension == "percent" else 1.0
    tol = half_unit(claim.text) / unit
    if any(abs(r - stated) <= sl + tol for r, sl, _ in candidates):
        return None
    ratio, _, label = next(c for c in candidates if c[2])
    shown = pct(ratio) if q.dimension == "percent" else f"{fmt(ratio, 2)}x"
    what = "efficiency" if q.dimension == "percent" else "speedup"
    base_label = f"{_cell_text(ctx.doc, base, 0)}, {_cell_text(ctx.doc, base, j)}" if j else _cell_text(ctx.doc, base, j)
    return Hit(f"{claim.text} does not match its row: {label} in the base row ({base_label}) gives {shown}"
               f"{f' on {fmt(device_ratio)}x the devices' if device_ratio else ''}; recheck the figures or the {what}.")


# a change in percent told after the pair it is of ("from 10,000 to 80,000 pps, a 700% increase") or with its ratio
# ("3,950% (39.5x)"): what kind of change the words say
_GROWTH_NEAR = re.compile(r"\b(?:improvements?|increases?|increased|gains?|speed-?ups?|boosts?|uplifts?|more|higher|greater|grew|growth|rise|rose)\b|향상|증가|개선", re.I)
_SHRINK_NEAR = re.compile(r"\b(?:reductions?|decreases?|decreased|drops?|dropped|cuts?|lower|less|fewer|shorter|smaller|fell|savings?)\b|감소|단축|절감", re.I)
_FORWARD_JOIN = re.compile(r"\bto\b|→|->|에서", re.I)
_PERCENT_THEN_RATIO = re.compile(r"\s*\(\s*((\d+(?:\.\d+)?)\s*[x×])\s*\)")


def _check_stated_change(claim, ctx, sentence, claims) -> Hit | None:
    q = claim.quantity
    if q is None or q.dimension != "percent" or q.low is not None:
        return None
    start = ctx.draft.sentence_span.start
    rel, rel_end = claim.span.start - start, claim.span.end - start
    if _HEDGED.search(sentence[max(0, rel - 12): rel]):
        return None  # NOTE: "about 700%", "over 3x": a rounded or bounding figure is not recomputed
    near = sentence[max(0, rel - 30): rel] + " " + sentence[rel_end: rel_end + 30]
    grows, shrinks = _GROWTH_NEAR.search(near) is not None, _SHRINK_NEAR.search(near) is not None
    if grows == shrinks:
        return None  # NOTE: no word, or both: which change is meant is not said
    slack_pct = half_unit(claim.text) + 0.01 * q.value + 0.5
    m = _PERCENT_THEN_RATIO.match(sentence, rel_end)
    if m is not None:
        ratio = float(m.group(2))
        expected = (ratio - 1) * 100 if grows else (1 - 1 / ratio) * 100 if ratio > 0 else None
        slack = slack_pct + half_unit(m.group(1)) * 100
        if expected is not None and abs(expected - q.value) > slack:
            told = f"an increase of {fmt(expected, 1)}%" if grows else f"a reduction of {fmt(expected, 1)}%"
            return Hit(f"{claim.text} does not match the {m.group(1)} beside it: {m.group(1)} is {told}; recheck the percentage or the ratio.")
        return None
    pair = _compared_pair(claims, claim.span.start, sentence, start)
    if pair is None:
        return None
    a, b, a_text, b_text, first = pair
    if a <= 0 or b <= 0:
        return None
    between = sentence[first.span.start - start: rel]
    if not _FORWARD_JOIN.search(between) and not re.search(r"\bfrom\s*$|에서\s*$", sentence[max(0, first.span.start - start - 12): first.span.start - start], re.I):
        return None  # NOTE: "180 vs 60 GB/s, 200% more": which is the base is not said by the order
    if grows and b > a:
        expected, told = (b / a - 1) * 100, "increase"
    elif shrinks and b < a:
        expected, told = (1 - b / a) * 100, "reduction"
    else:
        return None
    slack = expected * (half_unit(a_text) / a + half_unit(b_text) / b) * (b / a if grows else 1) + slack_pct
    if abs(expected - q.value) <= slack:
        return None
    if grows and abs(b / a * 100 - q.value) <= slack + 100 * half_unit(b_text) / a:
        return Hit(f"{claim.text} is the ratio of {b_text} to {a_text} ({fmt(b / a, 2)}x) written as a percentage; the {told} "
                   f"is {fmt(expected, 1)}%.")
    return Hit(f"{claim.text} does not match {a_text} to {b_text}: the {told} is {fmt(expected, 1)}%; recheck the figures or the percentage.")


# a latency's percentile named just before it ("p99: 38 ms", "P95=41ms", "p(90)=300ms", "median 12 ms") or heading its column
_PERCENTILE_BEFORE = re.compile(r"(?:\b[Pp]\(?(\d{2}(?:\.\d+)?|999)\)?|\b(median|med|p50))[\s*_]*(?:latency|TTFT|TPOT|ITL)?[\s*_]*[:=]?[\s*_]*(?:of\s+)?[~≈]?$", re.I)
_PERCENTILE_HEAD = re.compile(r"\b[Pp]\(?(\d{2}(?:\.\d+)?|999)\)?\b|\b(median)\b", re.I)


_TWO_STATES = re.compile(r"\bfrom\b[^.;]{0,60}\bto\b|→|->|\bvs\.?(?=\s)|\bversus\b|\bbefore\b|\bafter\b|\bcompared\b|\bwhile\b|\bwhereas\b|"
                         r"\bbut\b|\breduc\w*|\bdrop\w*|\bfell\b|\bimprov\w*|\bcut\b|\bdecreas\w*|\bincreas\w*|\brose\b|대비|보다|에서", re.I)


def _percentile(claim, ctx, sentence: str) -> float | None:
    """The percentile a latency figure is (50 for a median), from the words just before it or its column's header."""
    rel = claim.span.start - ctx.draft.sentence_span.start
    m = _PERCENTILE_BEFORE.search(sentence, max(0, rel - 24), rel)
    if m is None and ctx.draft.table_cues:
        m = _PERCENTILE_HEAD.search(" ".join(ctx.draft.table_cues.get("header", ())))
    if m is None:
        return None
    if m.group(1) is None:
        return 50.0
    value = m.group(1)
    return 99.9 if value == "999" else float(value)


def _check_percentile_order(claim, ctx, sentence, claims) -> Hit | None:
    q = claim.quantity
    if q is None or q.dimension != "time" or q.low is not None or claim.kind.value != "latency":
        return None
    mine = _percentile(claim, ctx, sentence)
    unit = parse_unit(q.unit)
    if mine is None or unit is None or _TWO_STATES.search(sentence):
        return None  # NOTE: "p99 fell from 120 ms to 80 ms while p50 stayed at 100 ms": figures of two runs, not one distribution
    seconds = q.value * unit.scale
    for other in claims:
        oq = other.quantity
        if other is claim or oq is None or oq.dimension != "time" or oq.low is not None or other.kind.value != "latency":
            continue
        if ctx.draft.table_cues:
            continue  # NOTE: the cells of one row are of one percentile only when their columns say so; read in prose only
        theirs = _percentile(other, ctx, sentence)
        o_unit = parse_unit(oq.unit)
        if theirs is None or o_unit is None or theirs >= mine:
            continue
        if oq.value * o_unit.scale > seconds * (1 + 0.01) + half_unit(claim.text) * unit.scale:
            return Hit(f"{claim.text} at p{fmt(mine)} is below {other.text} at {'the median' if theirs == 50 else f'p{fmt(theirs)}'}: a "
                       f"higher percentile of one distribution cannot be lower; recheck which figure is which.")
    return None


# a count written before one link's rate: "8 × 400Gbps", "8x 400 Gb/s", "four 200 Gb/s" (then a noun after the rate)
_TIMES_BEFORE = re.compile(r"(?<![\w.])([1-9][0-9]{0,3})\s*[x×*]\s*$|(?<![\w.])([1-9][0-9]{0,3}|two|three|four|five|six|seven|eight|nine|ten|dual|quad)\s+$", re.I)
# "400 Gb/s × 8", "400Gbps NIC 8개로" (a Korean count after the noun; its particle joins it to the total)
_TIMES_AFTER = re.compile(r"\s*(?:[x×*]\s*([1-9][0-9]{0,3})(?![\w.])|(?:[A-Za-z가-힣-]+\s*){0,2}?([1-9][0-9]{0,3})\s*(?:개|장|포트|대)((?:으로|로|면|이면)(?:\s*(?:총|합계|모두))?\s*$)?)")
_COUNTED_NOUN = re.compile(r"\s*(?:[\w-]+\s+){0,2}?(?:ports?|links?|NICs?|HCAs?|lanes?|rails?|adapters?|cards?|channels?|connections?|cables?|uplinks?|"
                           r"interfaces?|GPUs?|devices?|accelerators?|switch(?:es)?|planes?)\b", re.I)
# what joins a count times a rate to its total: "= 3.2 TB/s", "give 800 GB/s", "for a total of", "→"
_PRODUCT_JOIN = re.compile(r"^[\s,)]*(?:(?:each|per\s+\w+|in\s+total|total|combined|together)\s*,?\s*)?(?:(?:which|that|and|to)\s+)?(?:=|≈|~=|→|->|:|\b(?:gives?|giving|gave|provides?|providing|"
                           r"provided|yields?|yielding|totals?|totall?ing|makes?|making|equals?|equalling|add(?:s|ing)?\s+up\s+to|sums?\s+to|amounts?\s+to|"
                           r"for\s+a\s+total\s+of|for\s+an\s+aggregate\s+of|for|offers?|delivers?|(?:we\s+)?gets?)\b)\s*(?:an?\s+|the\s+)?(?:total|aggregate|combined|sum)?\s*"
                           r"(?:of\s+)?(?:about\s+|around\s+|roughly\s+|~|≈)?$", re.I)
_EQUALS = re.compile(r"=|≈")
_SHARED_AFTER = re.compile(r"\s*(?:/|per\s+|each\s+|for\s+each\s+|a\s+|an\s+)(?!(?:node|server|host|machine|system|box|instance|chassis|tray|rack)s?\b)[\w-]+", re.I)
_WORD_COUNTS = {"dual": 2, "quad": 4}


def _times(sentence: str, rate, start: int) -> int | None:
    """The count a rate is multiplied by where it is written: "8 × 400Gbps", "400 Gb/s × 8", "four 200 Gb/s ports"."""
    rel_s, rel_e = rate.span.start - start, rate.span.end - start
    m = _TIMES_BEFORE.search(sentence, max(0, rel_s - 12), rel_s)
    if m and m.group(1):
        return int(m.group(1))
    if m and _COUNTED_NOUN.match(sentence, rel_e):
        word = m.group(2).lower()
        return int(word) if word.isdigit() else _WORD_COUNTS.get(word) or ENGLISH_NUMERALS.get(word)
    after = _TIMES_AFTER.match(sentence, rel_e)
    return int(after.group(1) or after.group(2)) if after else None


def _check_product(claim, ctx, sentence, claims) -> Hit | None:
    """A count times one link's rate against the total written after it ("8 × 400Gbps = 3.2TB/s": 400 GB/s). Bits read as
    bytes (or bytes as bits) are reported whatever joins the two; any other difference only after "=" or "≈"."""
    q = claim.quantity
    if q is None or q.dimension not in ("bytes/s", "bits/s") or q.low is not None:
        return None
    start = ctx.draft.sentence_span.start
    i = next((k for k, c in enumerate(claims) if c is claim), 0)
    if i == 0:
        return None
    rate = claims[i - 1]
    r = rate.quantity
    if r is None or r.dimension not in ("bytes/s", "bits/s") or r.low is not None or r.value <= 0:
        return None
    n = _times(sentence, rate, start)
    if not n or n < 2:
        return None
    between = sentence[rate.span.end - start: claim.span.start - start]
    tail = _TIMES_AFTER.match(between)
    at = tail.end() if tail else 0
    noun = _COUNTED_NOUN.match(between, at)
    join = between[noun.end() if noun else at:]
    if len(join) > 60 or not (_PRODUCT_JOIN.match(join) or (tail and tail.group(3) and not join.strip())):
        return None
    r_unit, q_unit = parse_unit(r.unit), parse_unit(q.unit)
    if r_unit is None or q_unit is None or _SHARED_AFTER.match(sentence, claim.span.end - start):
        return None  # NOTE: "16x 400Gbps NICs = 800 Gb/s per GPU": the total shared among devices the sentence does not count
    expected, total = n * to_base(r.value, r_unit), to_base(q.value, q_unit)
    slack = n * to_base(half_unit(rate.text), r_unit) + to_base(half_unit(claim.text), q_unit) + 0.01 * expected
    if abs(total - expected) <= slack:
        return None
    bits = r_unit.dimension == "bits/s"
    unit = f"{_rate_text(expected, bits)} ({_rate_text(expected, not bits)})"
    written = f"{fmt(n)} × {rate.text}"
    for factor in ((8.0, 1 / 8.0) if r_unit.dimension != q_unit.dimension else ()):
        if abs(total - expected * factor) <= slack * factor + 0.01 * expected * factor:
            slip = "bits as bytes" if q_unit.dimension == "bytes/s" else "bytes as bits"
            return Hit(f"{written} is {unit}, not {claim.text}: the total reads {slip} (a factor of 8); recheck the unit.")
    if _EQUALS.search(join) and r_unit.dimension == q_unit.dimension:
        return Hit(f"{written} is {unit}, not the {claim.text} written; recheck the count, the rate or the total.")
    return None


def _rate_text(base: float, bits: bool) -> str:
    """A rate of ``base`` bytes/s in bits or bytes, with the largest prefix that keeps it at 1 or more ("3.2 Tb/s")."""
    v, mark = (base * 8.0, "b") if bits else (base, "B")
    for prefix, scale in (("P", 1e15), ("T", 1e12), ("G", 1e9), ("M", 1e6), ("K", 1e3)):
        if v >= scale:
            return f"{fmt(v / scale, 2)} {prefix}{mark}/s"
    return f"{fmt(v, 2)} {mark}/s"


def check(claim, ctx, options) -> Iterator[Hit]:
    """Yield one finding when the figures of the claim's sentence or row disagree."""
    yield from first_hit(claim, ctx, (_check_scaling, _check_linear_table, _check_busbw, _check_time_cut, _check_stated_ratio, _check_stated_change,
                                      _check_table_ratio, _check_percentile_order, _check_product))
