"""Problems found in the benchmark run a measured figure comes from (``#wrong``, truncation, busbw factor)."""

from __future__ import annotations

from claimcheck.rules.base import Hit

_KINDS = ("wrong-results", "truncated", "busbw-factor", "interleaved")


def problems_for(problems, line: int, last_line: int, excerpt: bool = False):
    """The run's problems to report on the claim at ``line``.

    Row problems (``#wrong``) go to their row; run problems (truncation, a busbw factor off, interleaved
    output) are reported once, on the run's last claim, so a long log does not repeat them per row.
    NOTE: a log quoted in Markdown is usually an excerpt, so truncation is not a problem there.
    """
    for p in problems:
        if p.kind not in _KINDS or (excerpt and p.kind == "truncated"):
            continue
        if p.kind == "wrong-results":
            if p.line == line:
                yield p
        elif line == last_line:
            yield p


def check(claim, ctx, options):
    """Report each problem of the claim's run that bears on this claim."""
    draft = ctx.draft
    problems = getattr(draft, "bench_problems", ()) or ()
    if not problems:
        return
    last = max((c.location.line for c in ctx.claims if c.source and c.scope == claim.scope), default=claim.location.line)
    for p in problems_for(problems, claim.location.line, last, excerpt=claim.scope == "code"):
        yield Hit(f"{p.kind}: {p.message} (line {p.line})")
