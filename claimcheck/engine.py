"""One pass per document: parse -> extract -> classify -> conditions -> rules -> suppress -> sort.

The engine alone builds :class:`Finding` objects, stamping rule id, severity in force and location.
"""

from __future__ import annotations

import dataclasses
import re

from claimcheck.classify import BEST_WORD, LINK_RATE_CUES, NOTHING_BEHIND, SECTION_CUES, UTILISATION_WORDS, classify
from claimcheck.conditions import ConditionFinder
from claimcheck.extract import TOOL_OUTPUT_CUES, Draft, Extractor
from claimcheck.lexicon import Lexicon
from claimcheck.model import Claim, ClaimKind, Document, Evidence, EvidenceClass, FileResult, Finding, Location, Quantity, Span
from claimcheck.rules import Hit, RuleSet
from claimcheck.rules._helpers import explained_gain, half_unit, significant_digits
from claimcheck.units import parse_unit, to_base


@dataclasses.dataclass
class RuleContext:
    """What a python rule may read besides the claim."""

    doc: Document
    kb: object
    draft: Draft
    claims: list  # the document's claims so far (before findings), for cross-claim checks
    lexicon: Lexicon


class Engine:
    """Checks documents with one rule set, lexicon and configuration."""

    def __init__(self, rules: RuleSet, lexicon: Lexicon, settings, kb=None):
        """``settings`` is a :class:`claimcheck.config.Settings`."""
        self.rules = rules
        self.lex = lexicon
        self.settings = settings
        self.kb = kb
        self.extractor = Extractor(lexicon, kb)
        self.active = [s for s in rules if settings.rule_enabled(s.id) and s.type != "evidence"]
        self._options: dict[str, dict] = {}  # rule id -> its options (defaults overridden by the configuration)

    def check_document(self, doc: Document) -> FileResult:
        """All claims of ``doc`` with their findings, sorted by position."""
        drafts = self.extractor.extract(doc)
        directives = None
        if self.settings.inline_config and doc.format == "markdown" and "claimcheck" in doc.text:
            directives = _directives(doc.text, self.rules.ids())
        built: list[tuple[Claim, Draft]] = []
        decided = _ratios_beside_figures(drafts, [classify(d, self.lex.patterns) for d in drafts])
        decided = _summaries_of_results(drafts, decided)
        decided = _reclassed(decided, _restated_speedups(drafts, decided), "measured", "restates a speedup measured in the document")
        decided = _reclassed(decided, _compared_results(drafts, decided, self.lex.patterns["classify.hardware"]), "measured",
                             "compares results measured above")
        decided = _reclassed(decided, _ratios_measured_in_section(drafts, decided), "measured", "restates a ratio measured in its section")
        decided = _reclassed(decided, _restated_ratings(drafts, decided), "vendor-peak", "restates a rating stated earlier in the document")
        decided = _reclassed(decided, _derived_ratings(drafts, decided), "vendor-peak", "works out a rating stated just before it")
        restated = _restated_results(drafts, decided, self.lex.patterns["classify.offer-verbs"])
        decided = _reclassed(decided, restated, "measured", "restates a figure measured in the document")
        decided = _reclassed(decided, _ratios_of_restated(drafts, decided, restated), "measured", "a ratio of the results beside it")
        gains = _explained_gains(drafts, decided)
        decided = _reclassed(decided, {k for k, j in gains.items() if decided[j][0] == "measured"}, "measured", "restates a ratio measured in the document")
        decided = _reclassed(decided, {k for k, j in gains.items() if decided[j][0] == "vendor-peak"}, "vendor-peak",
                             "restates a rating stated earlier in the document")
        restated = {**restated, **{k: j for k, j in gains.items() if decided[j][0] == "measured"}}
        # NOTE: the list items that report a measured result of their own: each is a run, and lends its conditions to
        # no sibling item
        finder = ConditionFinder(doc, self.lex, results=frozenset(
            d.block_index for d, (cls, _) in zip(drafts, decided) if cls == "measured" and d.block.scope == "list-item"))
        for d, (cls, cues) in zip(drafts, decided):
            source = None
            if directives is not None:
                note = directives.note_for(doc.line_of(d.span.start))
                if note is not None:
                    cls, source = note.evidence, note.source
                    cues = [(cls, "inline evidence note")]
            conditions: dict[str, tuple[Evidence, ...]] = {}
            missing: tuple[str, ...] = ()
            if d.source and source is None:
                source = d.source
            if cls == "measured" and d.bench_conditions is not None:
                conditions = {g: tuple(Evidence(g, t) for t in d.bench_conditions.get(g, ())) for g in ("workload", "system", "software")}
                missing = tuple(g for g in ("workload", "system", "software") if not conditions[g] or g in d.bench_incomplete)
                if missing:
                    # NOTE: what the run's output does not print ("Tested on 8 A100 GPUs" above the log, "all_gather_perf" in
                    # the command before it) the document may say
                    found, miss = finder.find(d.sentence, d.sentence_span, d.block_index, groups=missing, figure=d.span)
                    conditions.update({g: conditions[g] + tuple(found[g]) for g in missing if found[g]})
                    missing = tuple(miss)
            elif cls == "measured":
                # NOTE: " | " between the cues: a row label "0" beside a header "GPU" is no "0 GPU"
                # NOTE: the header line without the row's other result columns ("columns") stands in for the whole ("table")
                columns = bool(d.table_cues) and "columns" in d.table_cues
                extra = " | ".join(t for key, ts in d.table_cues.items() if key != "table" or not columns for t in ts if t) if d.table_cues else ""
                if d.forced and d.cues and d.cues[0][1] in TOOL_OUTPUT_CUES:
                    extra = f"{extra} | {TOOL_OUTPUT_CUES[d.cues[0][1]]}"  # NOTE: fio's, iperf3's or ping's own output names the tool that ran
                found, miss = finder.find(d.sentence, d.sentence_span, d.block_index, extra, run_label=d.run_label,
                                          header_in_extra=columns, figure=d.span)
                conditions = {g: tuple(v) for g, v in found.items()}
                missing = tuple(miss)
            q = None
            if d.unit is not None and d.value is not None:
                q = Quantity(d.value, d.unit.unit, d.text, d.span, d.unit.dimension, d.direction, d.low)
            claim = Claim(kind=ClaimKind(d.kind), span=d.span, location=doc.locate(d.span), text=d.text, sentence=_clean(d.sentence),
                          evidence=EvidenceClass(cls), quantity=q, subject=d.subject, scaling=d.scaling,
                          cues=tuple(Evidence(f"{c}:{p}", p) for c, p in cues), conditions=conditions, missing=missing,
                          source=source, scope=d.block.scope)
            built.append((claim, d))
        for k, j in restated.items():
            # NOTE: a summary's "47.3 GB/s confirmed" is the run that measured it: what its own context does not say, that
            # run's conditions do
            claim, d = built[k]
            source = built[j][0]
            conditions = {g: claim.conditions.get(g) or source.conditions.get(g, ()) for g in ("workload", "system", "software")}
            built[k] = (dataclasses.replace(claim, conditions=conditions, missing=tuple(g for g in claim.missing if not conditions[g])), d)
        built = _dedupe(built)
        claims_only = [c for c, _ in built]
        out = []
        said: set[tuple[str, int, str]] = set()  # (rule, sentence start, message): a pattern finding once per sentence
        for claim, d in built:
            findings = []
            ctx = RuleContext(doc, self.kb, d, claims_only, self.lex)
            for spec in self.active:
                if spec.applies_to_class and claim.evidence.value not in spec.applies_to_class:
                    continue
                if spec.applies_to_kind and claim.kind.value not in spec.applies_to_kind:
                    continue
                for hit in self._run(spec, claim, ctx):
                    if spec.type == "pattern":
                        key = (spec.id, d.sentence_span.start, hit.message)
                        if key in said:
                            continue
                        said.add(key)
                    span = hit.span or claim.span
                    line = doc.line_of(span.start)
                    if directives is not None and directives.is_suppressed(spec.id, line):
                        continue
                    findings.append(Finding(spec.id, self.settings.severity_for(spec), hit.message, doc.locate(span), span,
                                            fingerprint(spec.id, claim)))
            out.append(dataclasses.replace(claim, findings=tuple(findings)))
        out.sort(key=lambda c: (c.location.line, c.location.column, c.kind.value))
        warnings = list(doc.warnings)
        if directives is not None:
            notes = list(directives.problems)
            if self.settings.warn_unused_suppressions:
                notes += directives.unused({s.id for s in self.active})
            warnings.extend(f"{doc.path}:{ln}:{col}: {msg}" for ln, col, msg in sorted(notes, key=lambda n: n[:2]))
        return FileResult(doc.path, tuple(out), tuple(warnings))

    def check_report(self, report, display: str) -> FileResult:
        """Claims of a benchmark report file, read streaming by :mod:`claimcheck.benchlogs` (no Document).

        Every row is a measured claim whose conditions come from the run; the run's problems become
        ``benchmark-problem`` findings. Other rules need prose around a claim and do not apply here.
        """
        from claimcheck import benchlogs

        problems = tuple(report.problems)
        spec_rule = self.rules.specs.get("benchmark-problem")
        enabled = spec_rule is not None and self.settings.rule_enabled("benchmark-problem")
        claims = []
        specs = benchlogs.to_claim_specs(report)
        last_line = specs[-1].line if specs else 0
        for s in specs:
            loc = Location(display, s.line, s.column, s.line, s.end_column)
            unit = parse_unit(s.unit)
            q = Quantity(s.value, unit.unit if unit else s.unit, s.text, Span(0, 0), unit.dimension if unit else "",
                         "per-direction" if s.metric in ("busbw", "algbw", "avg-busbw") else None)
            conditions = {g: tuple(Evidence(g, t) for t in (s.conditions or {}).get(g, ())) for g in ("workload", "system", "software")}
            findings = []
            if enabled:
                from claimcheck.rules.benchmark_problem import problems_for

                for p in problems_for(problems, s.line, last_line):
                    findings.append(Finding("benchmark-problem", self.settings.severity_for(spec_rule), f"{p.kind}: {p.message} (line {p.line})",
                                            loc, Span(0, 0)))
            claims.append(Claim(kind=ClaimKind(s.kind), span=Span(0, 0), location=loc, text=s.text, sentence=_clean(s.sentence),
                                evidence=EvidenceClass.MEASURED, quantity=q, cues=(Evidence(f"measured:{s.metric}", s.metric),),
                                conditions=conditions, missing=tuple(g for g in conditions if not conditions[g]),
                                findings=tuple(findings), source=s.source, scope="log"))
        claims.sort(key=lambda c: (c.location.line, c.location.column))
        return FileResult(display, tuple(claims), ())

    def _run(self, spec, claim: Claim, ctx: RuleContext):
        if spec.type == "requires":
            if claim.missing:
                yield Hit(spec.message.format(kind=claim.kind.value, missing=", ".join(claim.missing), figure=claim.text))
        elif spec.type == "class":
            if claim.evidence is EvidenceClass.INFERRED and _marked_estimate(ctx.doc.text, claim.span):
                return  # NOTE: "0.0138 s (estimated)", "an estimated 12 days": the author already says what the message asks
            reason = next((c.text for c in claim.cues), "no measurement is cited")
            yield Hit(spec.message.format(kind=claim.kind.value, reason=_reason(claim, reason), figure=claim.text))
        elif spec.type == "pattern":
            m = spec.pattern.search(claim.sentence)
            if m:
                yield Hit(spec.message.format(kind=claim.kind.value, match=m.group(0), figure=claim.text))
        elif spec.type == "python":
            options = self._options.get(spec.id)
            if options is None:
                options = self._options[spec.id] = self.settings.options_for(spec)
            yield from self.rules.check_fn(spec)(claim, ctx, dict(options))  # NOTE: a copy: a rule may change its own


# a figure's own mark that it is an estimate: right after it in brackets, or right before it
_ESTIMATE_MARK_AFTER = re.compile(r"[*_`]*\s*[(\[]\s*(?:est\.?|estimated?|estimation|approx\.?|추정치?|예상치?)\s*[)\]]", re.I)
_ESTIMATE_MARK_BEFORE = re.compile(r"(?:\b(?:est\.|estimated|an estimate of|estimate:)|추정치?\s*:?|예상치\s*:?)\s*[~≈]?\s*$", re.I)


def _marked_estimate(text: str, span) -> bool:
    """Whether the document marks a figure as an estimate where it stands ("0.0138 s (estimated)", "est. 3 days")."""
    return bool(_ESTIMATE_MARK_AFTER.match(text, span.end) or _ESTIMATE_MARK_BEFORE.search(text, max(0, span.start - 24), span.start))


def _reason(claim: Claim, cue: str) -> str:
    if cue == "conclusion":
        return "a conclusion drawn in the same sentence"
    if cue in ("computed", "comparison of specifications"):
        return f"a figure {cue if cue != 'computed' else 'computed, not measured'}"
    if cue == "no baseline":
        return "a speedup with no measurement or baseline"
    return f"'{cue}'"


_SUMMARY_HEADING = re.compile(r"\b(?:conclusions?|summary|summari[sz]ing|key (?:takeaways|findings|results)|takeaways|findings|results|"
                              r"wrap[- ]up|discussion)\b|결론|요약|정리|시사점", re.I)


def _reclassed(decided: list, picked, cls: str, cue: str) -> list:
    """``decided`` with the drafts at the indexes ``picked`` classed ``cls`` for the reason ``cue``."""
    if not picked:
        return decided
    return [((cls, [(cls, cue)]) if k in picked else x) for k, x in enumerate(decided)]


_GENERIC_HARDWARE = frozenset(("link", "port", "switch", "링크", "스위치", "nic", "ib"))


def _spaced(text: str) -> str:
    """``text`` lower-cased, each run of spaces, hyphens and underscores one space ("A100 80GB" and "A100-80GB" read the same)."""
    return re.sub(r"[\s_-]+", " ", text.lower())


def _compared_results(drafts: list[Draft], decided: list, hardware) -> set[int]:
    """Drafts ranking hardware "by its specifications" ("MI300X is 1.2x faster than H100") whose every named device has a
    figure measured earlier in the same section: the ranking compares the document's own results, not datasheets."""
    picked = set()
    for k, (d, (cls, cues)) in enumerate(zip(drafts, decided)):
        if cls != "inferred" or not cues or cues[0][1] != "comparison of specifications" or d.block is None:
            continue
        names = {m.group(0).lower() for m in hardware.finditer(d.sentence)} - _GENERIC_HARDWARE
        if len(names) < 2:
            continue
        names = {n for n in names if not any(n != o and n in o for o in names)}  # NOTE: "Gaudi" of "Habana Gaudi2" is that "Gaudi2"
        # NOTE: a table row's devices may be named by its header ("| Gaudi2 latency (s) | A100-80GB latency (s) |"): "A100
        # 80GB" and "A100-80GB" are one device, so names are compared with a hyphen read as a space
        above = {_spaced(" ".join((o.sentence, *(o.block.header if o.block.scope == "table.row" else ())))) for o, (c, _) in zip(drafts, decided)
                 if c == "measured" and o.block is not None and o.block_index < d.block_index and o.block.section == d.block.section}
        if all(any(re.search(rf"(?<![a-z0-9]){re.escape(_spaced(n))}(?![a-z0-9])", t) for t in above) for n in names):
            picked.add(k)
    return picked


def _ratios_measured_in_section(drafts: list[Draft], decided: list) -> set[int]:
    """Drafts ranking hardware "by its specifications" whose very ratio a measured figure of the same section gives ("Gaudi2
    is x2.44 faster than A100" over a table whose speedup row reads x2.44): that result, restated."""
    measured = {(d.block.section, d.value) for d, (c, _) in zip(drafts, decided)
                if c == "measured" and d.block is not None and d.unit is not None and d.unit.dimension == "ratio" and d.value is not None}
    return {k for k, (d, (cls, cues)) in enumerate(zip(drafts, decided))
            if cls == "inferred" and cues and cues[0][1] == "comparison of specifications" and d.block is not None
            and (d.block.section, d.value) in measured}


def _summaries_of_results(drafts: list[Draft], decided: list) -> list:
    """A bare speedup in a list under a "Conclusions" or "Summary" heading, after the document measured what it sums up,
    is that summary: measured, not "a speedup with nothing behind it" (a feature list with nothing measured before it
    stays inferred)."""
    out = list(decided)
    measured_blocks = sorted({d.block_index for d, (cls, _) in zip(drafts, decided) if cls == "measured"})
    if not measured_blocks:
        return out
    for k, (d, (cls, cues)) in enumerate(zip(drafts, decided)):
        if cls == "inferred" and (_introduces_results(drafts, decided, k) or _ranks_table_below(drafts, decided, k)):
            out[k] = ("measured", [("measured", "a summary of the results it introduces")])
            continue
        if cls == "inferred" and _sums_up_table_above(drafts, decided, k):
            out[k] = ("measured", [("measured", "a summary of the table above")])
            continue
        if cls != "inferred" or not cues or cues[0][1] != NOTHING_BEHIND:
            continue
        heading = d.block.section[-1] if d.block is not None and d.block.section else ""
        if len(measured_blocks) >= 2 and _SUMMARY_HEADING.search(heading) and sum(1 for b in measured_blocks if b < d.block_index) >= 2:
            out[k] = ("measured", [("measured", "a summary of the results above")])
        elif _SUMMARY_HEADING.search(heading) and _measured_before(drafts, decided, k):
            out[k] = ("measured", [("measured", "restates a change measured above")])
    return out


_SIGNIFICANT = re.compile(r"[1-9][0-9]*\.?[0-9]*[0-9]|[1-9]\.[0-9]*[1-9]")  # NOTE: "43%", "4.3x", "43.0%": two significant digits or more


def _measured_before(drafts: list[Draft], decided: list, k: int) -> bool:
    """Whether a measured draft before draft ``k`` has its value and dimension, written with two significant digits or
    more ("**생성 속도 43.0% 향상**" under "결론" after a table whose change column reads "+43.0%"): the result, restated."""
    d = drafts[k]
    if d.unit is None or d.value is None or d.unit.dimension not in ("ratio", "percent") or not _SIGNIFICANT.search(d.text):
        return False
    return any(decided[j][0] == "measured" and o.unit is not None and o.unit.dimension == d.unit.dimension and o.value is not None
               and abs(abs(o.value) - d.value) < 1e-9 for j, o in enumerate(drafts[:k]))


def _ranks_table_below(drafts: list[Draft], decided: list, k: int) -> bool:
    """Whether the qualitative draft ``k`` ranks by name what the measured table right below it compares ("On 2xH200 the
    Ulysses strategy gives the lowest latency" over "| Ulysses | 2.1 | 1.4 |"): the table's result, said in words."""
    d = drafts[k]
    if not d.qualitative or d.block is None or d.block.scope != "paragraph" or not _SUPERLATIVE_RANK.search(d.sentence):
        return False
    below = [j for j in range(k + 1, min(len(drafts), k + 60)) if drafts[j].block is not None and drafts[j].block.scope == "table.row"
             and drafts[j].block.section == d.block.section and 0 < drafts[j].block_index - d.block_index <= 12]
    if not below or drafts[below[0]].block_index - d.block_index > 3 or any(decided[j][0] != "measured" for j in below):
        return False
    # NOTE: the rows' labels (first cells), one of which the sentence names
    names = {w.lower() for w in re.findall(r"\b[A-Z][\w-]{2,}\b", d.sentence)}
    return any(names & {w.lower() for w in re.findall(r"[\w-]{3,}", _cell_text(drafts[j].block, drafts[j].block.cells[0]))}
               for j in below if drafts[j].block.cells)


def _cell_text(block, span) -> str:
    """The text of a table row's cell: the row's own text, cut at the cell's span."""
    return block.text[span.start - block.span.start:span.end - block.span.start]


_SUPERLATIVE_RANK = re.compile(r"\b(?:the\s+)?(?:lowest|highest|fastest|slowest|best|worst)\s+(?:latency|throughput|speed|performance|time)\b|\bwins\b|\bperforms\s+best\b", re.I)


def _introduces_results(drafts: list[Draft], decided: list, k: int) -> bool:
    """Whether the qualitative draft ``k`` is a sentence that ends in a colon and introduces the measured results right
    below it ("The run shows near-linear scaling:" over "- 8 GCDs: 150 TFLOPS (95% scaling efficiency)", "전 플랫폼에서 MoE가
    Dense보다 빠르다:" over a table of runs): it sums up what it shows, judged only by its own words (no "therefore")."""
    d, (_, cues) = drafts[k], decided[k]
    if not d.qualitative or not d.sentence.rstrip(" *_").endswith((":", "：")) or not cues:
        return False
    if any(c[0] == "inferred" and c[1] not in d.text for c in cues):
        return False  # NOTE: "Therefore it scales linearly:": a conclusion drawn, whatever follows
    start = next((j for j in range(k + 1, len(drafts)) if drafts[j].block_index > d.block_index), None)
    if start is None or drafts[start].block_index - d.block_index > 2:
        return False  # NOTE: the results must open right after it (a list or a table), not further down
    first = drafts[start].block_index
    return any(decided[j][0] == "measured" and drafts[j].block.section == d.block.section
               for j in range(start, len(drafts)) if drafts[j].block_index - first <= 12)


def _sums_up_table_above(drafts: list[Draft], decided: list, k: int) -> bool:
    """Whether the qualitative draft ``k`` stands right under a table of at least two measured figures of its section, and
    is inferred for its own words alone ("With RDMA enabled, the benchmark shows lower latency at every size." under the
    table of both): it reads the table, no conclusion drawn beyond it."""
    d, (_, cues) = drafts[k], decided[k]
    if not d.qualitative or d.block is None or not cues or any(c[0] != "inferred" or c[1].lower() not in d.text.lower() for c in cues):
        return False
    last_row = next((drafts[j] for j in range(k - 1, -1, -1) if drafts[j].block_index == d.block_index - 1), None)
    if last_row is None or last_row.block is None or last_row.block.scope != "table.row":
        return False
    table = last_row.block.table
    return sum(1 for j in range(k) if decided[j][0] == "measured" and (o := drafts[j].block) is not None
               and o.scope == "table.row" and o.table == table and o.section == d.block.section) >= 2


def _restated_results(drafts: list[Draft], decided: list, offer_verbs) -> dict[int, int]:
    """The drafts that restate a figure the document measured, each with the index of that measured draft.

    A figure stated flatly reads as a specification when nothing near it says otherwise; but the same value and unit
    measured elsewhere in the document ("| Host-to-host write | 4 MB | 47.3 GB/s |" after "We ran ib_write_bw ...") makes
    a summary's "Link check passed: 47.3 GB/s" or "against the 47.3 GB/s baseline" that result, restated. Only a value
    of three significant digits or more counts, and only where no link or device is named: a round 900 GB/s, or
    "EFA v2 3.2Tbps", is as likely a datasheet's as a run's.
    """
    measured: dict[tuple, int] = {}
    values: dict[str, list[tuple[float, int]]] = {}  # NOTE: every measured single value, per unit, for the ranges below
    for k, d in enumerate(drafts):
        if decided[k][0] == "measured" and d.unit is not None and d.value is not None and d.low is None:
            values.setdefault(d.unit.unit, []).append((d.value, k))
            if _precise(d.text):
                measured.setdefault((d.unit.unit, d.value), k)
    out = {}
    for k, d in enumerate(drafts):
        cls, cues = decided[k]
        # NOTE: a figure that names its link or device ("EFA v2 3.2Tbps", "the HBM's 3.35 TB/s") is that part's rating
        # NOTE: "| Max Bandwidth | 47.10 Gbps |" in a summary after the runs measured 47.10: the best run, restated
        best_of = bool(cues) and all(c == "vendor-peak" and BEST_WORD.fullmatch(p.strip("* ")) for c, p in cues)
        # NOTE: "With a 23.4 Gbps link confirmed", "will see the full 23.4 Gbps" after iperf3 measured 23.4 Gbits/sec: the
        # link's rate the run found, not its rating
        as_link = bool(cues) and all(c == "vendor-peak" and p in LINK_RATE_CUES for c, p in cues)
        # NOTE: "약 1.5x (3.0s vs 4.5s)의 성능 향상을 제공합니다" after "... 4.5s, ... 3.0s였습니다": no datasheet rates a time; an
        # offering verb before times the document measured restates them
        offered_time = bool(cues) and d.unit is not None and d.unit.dimension == "time" and all(c == "vendor-peak" and offer_verbs.fullmatch(p) for c, p in cues)
        if offered_time and d.subject is None and d.value is not None and d.low is None:
            j = next((i for v, i in values.get(d.unit.unit, ()) if i < k and v == d.value and drafts[i].block is not None and d.block is not None
                      and drafts[i].block.section == d.block.section), None)
            if j is not None:
                out[k] = j
                continue
        if cls == "vendor-peak" and (not cues or best_of or as_link) and d.subject is None and d.unit is not None and d.value is not None:
            if d.low is not None:
                # NOTE: "- **Pinned copy:** 24-25 GB/s" in the takeaways after a table that measured 24.6 GB/s: the runs summed
                # up as a narrow range around what was measured before it
                j = next((i for v, i in values.get(d.unit.unit, ()) if i < k and d.low <= v <= d.value), None) \
                    if 0 < d.low and d.value - d.low <= 0.5 * d.value else None
            else:
                j = measured.get((d.unit.unit, d.value)) if _precise(d.text) else None
                if j is None and not cues and d.block is not None and d.block.scope != "table.row" and _WHOLE_DIGITS.match(d.text):
                    # NOTE: "Client-side throughput (410 MB/s) is higher than volume throughput (290 MB/s) because ..." after
                    # the run measured "~410 MB/s" and "290 MB/s": a figure of three digits or more, with no cue of its own,
                    # written with the very unit of an earlier result, restates it however round
                    unit = _written_unit(d.text)
                    j = next((i for v, i in values.get(d.unit.unit, ()) if i < k and v == d.value and _written_unit(drafts[i].text) == unit), None)
                if j is None and d.block is not None and d.block.scope == "heading":
                    j = _measured_below(drafts, decided, k)
                if j is None and d.block is not None and _CONVERSION.search(d.sentence):
                    # NOTE: "Gbps로 환산하면:" then "- EFA: 1,200 MB/s ≈ 9.6 Gbps" after "measured ... EFA 1,200 MB/s": the section's
                    # result converted, however round its value
                    j = next((i for v, i in values.get(d.unit.unit, ()) if i < k and v == d.value and drafts[i].block is not None
                              and drafts[i].block.section == d.block.section and 0 < d.block_index - drafts[i].block_index <= 3), None)
                    prev = drafts[k - 1] if k > 0 and k - 1 in out else None
                    if j is None and prev is not None and prev.sentence_span == d.sentence_span and prev.unit is not None and prev.value is not None:
                        a, b = to_base(prev.value, prev.unit), to_base(d.value, d.unit)
                        j = out[k - 1] if abs(a - b) <= 0.1 * b else None  # ... and the same quantity in the unit it is converted to ("≈ 9.6 Gbps")
            if j is not None:
                out[k] = j
    return out


# a number of three digits or more before its decimal point ("540", "1,250", "365.2"; not "40" or "3.2")
_WHOLE_DIGITS = re.compile(r"\W*[1-9](?:[0-9]{2,}|[0-9]{0,2}(?:,[0-9]{3})+)(?:\.[0-9]+)?(?![0-9])")


def _written_unit(text: str) -> str:
    """The unit of a figure as written, without its number and spacing ("~540 MB/s" -> "MB/s")."""
    return re.sub(r"^[^0-9]*[0-9][0-9.,]*\s*", "", text).strip()


_CONVERSION = re.compile(r"[0-9]\s*(?:[KMGT]i?B/s|[KMGT]i?Bps|[KMGT]b/s|[KMGT]bps|Gbits?/s)\s*[*_]*\s*(?:≈|~=|=|→|->)[*_\s]*(?:약\s*|about\s*|~)?[*_\s]*[0-9]", re.I)


_CONTEXT_CUES = frozenset(SECTION_CUES.values())


def _restated_ratings(drafts: list[Draft], decided: list) -> set[int]:
    """The drafts classed measured only by their section ("## 실험 결과" above "CPU 120 GFLOPS, NPU 8000 GFLOPS의 peak 차이")
    whose value and unit the document stated earlier as a rating ("CPU는 이론상 120 GFLOPS"): that rating, restated, not a
    result (a cue of their own, "we got 120 GFLOPS", keeps them measured)."""
    rated: set[tuple] = set()
    out = set()
    for k, d in enumerate(drafts):
        cls, cues = decided[k]
        if d.unit is None or d.value is None or d.low is not None:
            continue
        key = (d.unit.unit, d.value)
        if cls == "vendor-peak":
            rated.add(key)
        elif cls == "measured" and key in rated and cues and all(c == "measured" and p in _CONTEXT_CUES for c, p in cues):
            out.add(k)
    return out


# "This equates to 45.3 TFLOPS for both dies", "which corresponds to 50 GB/s per link": the sentence works a figure out
# from the one just before it
_DERIVED_OPENING = re.compile(r"^\W*(?:this|that|which|it|these|together(?:,)?\s+(?:this|they))\s+(?:equates|corresponds|amounts|translates|works out|"
                              r"comes|adds up)\s+to\b|^\W*(?:this|that|which)\s+(?:gives|yields|means)\b|^\W*(?:이는|즉)\b", re.I)


def _derived_ratings(drafts: list[Draft], decided: list) -> set[int]:
    """The drafts with no cue of their own in a sentence that works its figure out from a rating just before it ("Each
    link runs at 25 GT/s, a peak of 50 GB/s. This equates to 400 GB/s for the eight links."): ratings too, not results."""
    out = set()
    for k in range(1, len(drafts)):
        d, (cls, cues) = drafts[k], decided[k]
        prev = drafts[k - 1]
        if cls != "measured" or cues or d.table_cues or d.qualitative or not _DERIVED_OPENING.search(d.sentence):
            continue
        if decided[k - 1][0] == "vendor-peak" and prev.sentence_span.end <= d.sentence_span.start \
                and prev.block_index >= d.block_index - 1 and prev.unit is not None and d.unit is not None and prev.unit.dimension == d.unit.dimension:
            out.add(k)
    return out


_TWO_DECIMALS = re.compile(r"[0-9]\.[0-9]{2}")
_BOUND_CUES = frozenset({"up to", "delivers", "offers", "provides", "최대", "제공"})
_OFFER_CUES = _BOUND_CUES | {"has", "have", "gives", "give"}
_BASELINE_NAME = re.compile(r"\b(?:than|over|vs\.?|versus|compared (?:to|with)|relative to|against)\s+(?:the\s+|an?\s+|our\s+)?([\w.+-]{3,})")


def _explained_gains(drafts: list[Draft], decided: list) -> dict[int, int]:
    """The ratios with no cue of their own named as a known gain and explained ("The 4x speedup is due to the SIMD tokenizer",
    "처리량의 6배 향상은 새 파이프라인 덕분이다"), each with the last earlier ratio of the same value the document measured or
    rated: that figure, restated, of its class (a rating stays a rating, a result a result)."""
    out = {}
    for k, d in enumerate(drafts):
        if decided[k][1] or d.unit is None or d.unit.dimension != "ratio" or d.value is None or d.low is not None:
            continue
        if not explained_gain(d.sentence, d.span.start - d.sentence_span.start, d.span.end - d.sentence_span.start):
            continue
        j = next((i for i in range(k - 1, -1, -1) if drafts[i].unit is not None and drafts[i].unit.dimension == "ratio"
                  and drafts[i].value == d.value and drafts[i].sentence_span != d.sentence_span
                  and decided[i][0] in ("measured", "vendor-peak") and (decided[i][1] or decided[i][0] == "vendor-peak")), None)
        if j is not None:
            out[k] = j
    return out


def _restated_speedups(drafts: list[Draft], decided: list) -> set[int]:
    """The speedups classed inferred for a marketing bound alone ("it delivers up to 24x higher throughput than HF
    Transformers") that the document measured against the same baseline ("... achieves 24x higher throughput than HF
    Transformers" under its results): the result, restated. Its own scope's conditions are still its own."""
    measured: set[tuple] = set()  # NOTE: (kind, value, baseline) of each measured speedup
    exact: set[float] = set()  # NOTE: the values of the measured speedups written with two decimals or more
    tops: set[tuple] = set()  # NOTE: (kind, top) of each measured range of speedups ("2x to 6x higher throughput than v0.4")
    for k, d in enumerate(drafts):
        if decided[k][0] == "measured" and d.unit is not None and d.unit.dimension == "ratio" and d.value is not None:
            measured.update((d.kind, d.value, base) for base in _baselines(d.sentence))
            if _TWO_DECIMALS.search(d.text):
                exact.add(d.value)
            if d.low is not None:
                tops.add((d.kind, d.value))
    out = set()
    for k, d in enumerate(drafts):
        cls, cues = decided[k]
        if cls != "inferred" or d.unit is None or d.unit.dimension != "ratio" or not cues or not all(c == "inferred" and p.lower() in _BOUND_CUES for c, p in cues):
            continue
        baselines = _baselines(d.sentence)
        if any((d.kind, d.value, base) in measured for base in baselines):
            out.add(k)
        elif not baselines and d.low is None and d.value in exact and _TWO_DECIMALS.search(d.text):
            out.add(k)  # NOTE: "- **Small batches**: Up to 2.25x speedup" under a table that measured 2.25x: the best run, restated
        elif not baselines and d.low is None and (d.kind, d.value) in tops:
            out.add(k)  # NOTE: "- Up to 6x higher throughput" over "... achieves 2x to 6x higher throughput than v0.4": the top of that range
    return out


def _baselines(sentence: str) -> set[str]:
    """The first word of each baseline a sentence names ("than the reference PyTorch loop": "reference")."""
    return {m.group(1).rstrip(".,;:").lower() for m in _BASELINE_NAME.finditer(sentence)}


def _measured_below(drafts: list[Draft], decided: list, k: int) -> int | None:
    """The measured draft of the same value and unit in the section a heading ``k`` opens ("## Raw throughput: 46 GB/s"
    over "... the pair of hosts sustained 46 GB/s"): the heading states that result, however round."""
    d = drafts[k]
    path = d.block.section
    for j in range(k + 1, len(drafts)):
        o = drafts[j]
        if o.block is None or o.block.section[:len(path)] != path:
            break
        if decided[j][0] == "measured" and o.unit is not None and o.unit.unit == d.unit.unit and o.value == d.value:
            return j
    return None


def _precise(written: str) -> bool:
    """Whether the number written in ``written`` has three significant digits or more ("47.3", "284.98", "0.260", "12195";
    not "900", "1,600", "3.2" or "0.8"): a value that precise is hardly met twice in one document by chance."""
    return significant_digits(written) >= 3


_UTILISATION_AFTER = re.compile(rf"[*_]*\s*(?:{UTILISATION_WORDS}|(?:of\s+)?(?:the\s+)?peak|효율)\b", re.I)


_SPEED_LOSS_AFTER = re.compile(r"[*_]*\s*(?:(?:performance|perf|throughput|speed|bandwidth|FPS|fps|frame[- ]?rate)\s+)?"
                               r"(?:drop|loss|penalty|hit|slowdown|degradation|regression)\b", re.I)
_SPEC_AS_BASE = re.compile(r"[0-9]\s*(?:[KMGTP]i?B/s|[KMGT]b/s|[GT]bps|[GTP]FLOPS|TOPS)\s*\)?\s*(?:기준|대비)|(?:기준|대비)\s*[0-9]", re.I)


# a gap between ratings said to reach a run ("a 12x gap that shows up directly in step time", "which carries over into
# training time"): a prediction made from peaks (CLAIMS.md section 2), not the ratio of the ratings alone
_CARRIED_INTO_RUN = re.compile(r"\b(?:show(?:s|ed|ing)?\s+up|turn(?:s|ed)?\s+up|appear(?:s|ed|ing)?|translat(?:es|ed|ing)|carr(?:y|ies|ied)\s+(?:over|through))"
                               r"\s+(?:[\w-]+\s+){0,2}?(?:in|into|to|as)\s+(?:the\s+|a\s+|our\s+)?(?:[\w-]+\s+)?"
                               r"(?:step|iteration|training|inference|epoch|end-to-end|job|wall[- ]?clock|run|decod|generation)", re.I)


def _ratio_of_ratings(d: Draft) -> tuple:
    """The class of a ratio whose figures are all ratings: theirs, unless the sentence carries it into a run's time."""
    if _CARRIED_INTO_RUN.search(d.sentence, d.span.end - d.sentence_span.start):
        return ("inferred", [("inferred", "a gap of ratings carried into a run")])
    return ("vendor-peak", [("vendor-peak", "a ratio of the specifications beside it")])


def _ratios_beside_figures(drafts: list[Draft], decided: list) -> list:
    """A ratio in a table row or a sentence whose other figures are all specifications ("| HBM | 3 TB/s | 6 TB/s | 2.0x |",
    "NVLink 4 gives 900 GB/s, 1.5x the 600 GB/s of NVLink 3") compares those specifications: it is one too, unless
    something about the ratio itself said otherwise (a cue)."""
    rows: dict[tuple, list[int]] = {}
    for k, d in enumerate(drafts):
        if d.block is not None and d.block.scope == "table.row":
            rows.setdefault((d.block_index,), []).append(k)
        elif d.block is not None and not d.qualitative:
            rows.setdefault((d.block_index, d.sentence_span.start), []).append(k)
    out = list(decided)
    for members in rows.values():
        if len(members) < 2:
            continue
        for k in members:
            d, (cls, cues) = drafts[k], decided[k]
            if cls == "inferred" and _quotient_of_figures(drafts, decided, members, k, "measured"):
                # NOTE: "**5x faster import** (31.0s vs 155.2s)": the ratio of the two results it stands beside
                out[k] = ("measured", [("measured", "a ratio of the results beside it")])
                continue
            if cls == "measured" and cues and _quotient_of_figures(drafts, decided, members, k):
                # NOTE: "its inter-node side is twice as fast - 800Gbps per accelerator against B200's 400Gbps": the ratio of
                # two ratings it stands beside, whatever verb the sentence uses ("shows")
                out[k] = _ratio_of_ratings(d)
                continue
            if cls != "measured" or cues or d.unit is None or d.unit.dimension not in ("ratio", "percent"):
                continue
            if _UTILISATION_AFTER.match(d.sentence, d.span.end - d.sentence_span.start):
                continue  # NOTE: "610 TFLOPs/s, 62% MFU": a utilisation is what a run reached, never a specification
            if _SPEED_LOSS_AFTER.match(d.sentence, d.span.end - d.sentence_span.start):
                continue  # NOTE: "| 10 Gbps | ~50% performance drop |": a loss of speed is what a run showed, never a specification
            others = [decided[j][0] for j in members if j != k and drafts[j].unit is not None
                      and drafts[j].unit.dimension not in ("ratio", "percent")]
            if d.unit.dimension == "percent" and _SPEC_AS_BASE.search(d.sentence):
                continue  # NOTE: "Decode 89% (GDDR6X 1008 GB/s 기준)": a share of the rating named as its base, what a run used
            if others and all(c == "vendor-peak" for c in others):
                out[k] = _ratio_of_ratings(d)
                continue
            lead = _coordinated_lead(drafts, decided, members, k)
            if lead is not None:  # "up to 1.9x over A, 1.8x over B and 1.7x over C": one verb, one class
                out[k] = (decided[lead][0], [(decided[lead][0], f"coordinated with {drafts[lead].text}")])
    for k, d in enumerate(drafts):
        if out[k][0] == "inferred" and out[k][1] and out[k][1][0][1] == NOTHING_BEHIND and d.block is not None and d.block.scope == "list-item":
            # NOTE: "- CPU: 70ms", "- GPU: 150ms", "- Winner: CPU (2x faster)": the ratio of the results listed just above it
            above = [j for j in range(k - 1, max(-1, k - 8), -1) if drafts[j].block is not None and drafts[j].block.scope == "list-item"
                     and drafts[j].block.section == d.block.section and d.block_index - drafts[j].block_index <= 3
                     and out[j][0] == "measured" and drafts[j].unit is not None and drafts[j].unit.dimension not in ("ratio", "percent")][:3]
            if len(above) >= 2 and _quotient_of_figures(drafts, out, [*above, k], k, "measured"):
                out[k] = ("measured", [("measured", "a ratio of the results listed above it")])
    for members in rows.values():
        # NOTE: "740 TFLOPs/s (FP16), 75% MFU": a rate given with the utilisation it reached is that run's rate, not a rating
        if len(members) >= 2 and any(out[j][0] == "measured" and drafts[j].unit is not None and drafts[j].unit.dimension == "percent"
                                     and _UTILISATION_AFTER.match(drafts[j].sentence, drafts[j].span.end - drafts[j].sentence_span.start)
                                     for j in members):
            for k in members:
                if out[k][0] == "vendor-peak" and not out[k][1] and drafts[k].unit is not None and drafts[k].unit.dimension == "flops":
                    out[k] = ("measured", [("measured", "a rate beside the utilisation it reached")])
    for k, d in enumerate(drafts):
        # NOTE: "# L40S has 2.8x A10G throughput in vLLM" over "... L40S reached 1210 tok/s, A10G 431 tok/s": a heading's ratio,
        # with only an offering verb behind it, that divides the results of the first block of its section states them
        cls, cues = out[k]
        if d.block is None or d.block.scope != "heading" or cls == "measured" or d.unit is None or d.unit.dimension != "ratio" \
                or not all(p.lower() in _OFFER_CUES for _, p in cues):
            continue
        below = [j for j in range(k + 1, min(len(drafts), k + 40)) if drafts[j].block is not None
                 and drafts[j].block.section[:len(d.block.section)] == d.block.section and out[j][0] == "measured"]
        first = [j for j in below if drafts[j].block_index == drafts[below[0]].block_index] if below else []
        if first and _quotient_of_figures(drafts, out, [k] + first, k, "measured"):
            out[k] = ("measured", [("measured", "a ratio of the results below it")])
    # NOTE: "Our checkpoint write time drops from 300 s to 40 s. Step latency is thus improved by 7.5x.": a lone ratio that
    # divides the results of the sentence just before it restates them, whatever "thus" says
    sentences = sorted(key for key in rows if len(key) == 2)
    for before, key in zip(sentences, sentences[1:]):
        if before[0] != key[0]:
            continue
        lone = [k for k in rows[key] if out[k][0] == "inferred" and drafts[k].unit is not None and drafts[k].unit.dimension == "ratio"]
        if len(rows[key]) == 1 and lone and _quotient_of_figures(drafts, out, rows[before] + lone, lone[0], "measured"):
            out[lone[0]] = ("measured", [("measured", "a ratio of the results just before it")])
    return out


def _ratios_of_restated(drafts: list[Draft], decided: list, restated) -> set[int]:
    """Ratios not measured whose sentence sets beside them figures that restate the document's results, the ratio their
    quotient ("약 1.5x (3.0s vs 4.5s)의 향상을 제공합니다" after the two times were measured): the result, compared."""
    picked = set()
    for k, d in enumerate(drafts):
        if decided[k][0] == "measured" or d.unit is None or d.unit.dimension != "ratio":
            continue
        members = [j for j in range(max(0, k - 4), min(len(drafts), k + 5)) if drafts[j].sentence_span == d.sentence_span]
        beside = [j for j in members if j != k and drafts[j].unit is not None and drafts[j].unit.dimension not in ("ratio", "percent")]
        if beside and all(j in restated for j in beside) and _quotient_of_figures(drafts, decided, members, k, "measured"):
            picked.add(k)
    return picked


def _quotient_of_figures(drafts: list[Draft], decided: list, members: list[int], k: int, cls: str = "vendor-peak") -> bool:
    """Whether the ratio ``k`` (a factor, not a share) is the quotient of two figures of class ``cls`` and of one dimension
    in its sentence, and every other figure there is of that class too."""
    d = drafts[k]
    if d.unit is None or d.unit.dimension != "ratio" or d.value is None or d.value <= 1 or d.block is None or d.block.scope == "table.row":
        return False
    others = [j for j in members if j != k and drafts[j].unit is not None and drafts[j].unit.dimension not in ("ratio", "percent")]
    if not others or any(decided[j][0] != cls for j in others):
        return False
    # NOTE: a change ("from 300 s to 40 s") gives both its ends
    values = [(drafts[j].unit.dimension, v * drafts[j].unit.scale) for j in others for v in (drafts[j].value, drafts[j].low) if v]
    if len(values) < 2:
        return False
    slack = half_unit(d.text) + 0.02 * d.value  # NOTE: "7x" stands for 6.5 to 7.5 ("14.2s vs 104.4s" is 7.35)
    return any(da == db and b > 0 and abs(a / b - d.value) <= slack for da, a in values for db, b in values)


_COORDINATION = re.compile(r"[^.;:!?]{0,80}")
_OWN_RUN = re.compile(r"\b(?:we|our|measured|observed|achieved|got|saw|reached|recorded)\b|측정|실측|기록|달성", re.I)


def _coordinated_lead(drafts: list[Draft], decided: list, members: list[int], k: int) -> int | None:
    """The earlier ratio of the same sentence whose class a cue-less ratio shares: the two joined by a comma or
    "and" within one clause, nothing between them telling a run of its own."""
    d = drafts[k]
    if d.block is None or d.block.scope == "table.row":
        return None
    earlier = [j for j in members if j < k and drafts[j].unit is not None and drafts[j].unit.dimension in ("ratio", "percent")
               and decided[j][1] and decided[j][0] != "measured"]
    if not earlier:
        return None
    j = earlier[-1]
    lo = drafts[j].span.end - d.sentence_span.start
    hi = d.span.start - d.sentence_span.start
    between = d.sentence[lo:hi] if 0 <= lo <= hi <= len(d.sentence) else ""
    if not between or not _COORDINATION.fullmatch(between) or _OWN_RUN.search(between) or not re.search(r",|\band\b|그리고|및", between):
        return None
    return j


def _clean(sentence: str) -> str:
    return re.sub(r"\s+", " ", sentence).strip()


def _dedupe(built):
    """One claim per span (a table cell read twice, overlapping matches)."""
    seen = set()
    out = []
    for claim, d in built:
        key = (claim.span.start, claim.span.end)
        if key in seen:
            continue
        seen.add(key)
        out.append((claim, d))
    return out


def fingerprint(rule_id: str, claim: Claim) -> str:
    """A finding's identity that survives moving text (the same hash baselines and SARIF use)."""
    from claimcheck.baseline import fingerprint as _fp

    return _fp({"sentence": claim.sentence, "text": claim.text}, {"rule": rule_id})


def _directives(text: str, known: set[str]):
    try:
        from claimcheck.suppress import parse_directives
    except ImportError:  # NOTE: suppression support lands separately; without it, directives are inert.
        return None
    return parse_directives(text, known)
