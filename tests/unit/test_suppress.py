"""Inline directives: every form, the problems they report, and what must not count as a directive."""

from __future__ import annotations


from claimcheck.suppress import EvidenceNote, parse_directives

RULES = {"unit-ambiguity", "missing-conditions", "peak-as-achieved"}


def suppressed(d, rule, lines):
    """The subset of ``lines`` on which ``rule`` is suppressed."""
    return {n for n in lines if d.is_suppressed(rule, n)}


def test_text_without_directives():
    d = parse_directives("The link is 900 GB/s.\n<!-- an ordinary comment -->\n", RULES)
    assert not d.is_suppressed("unit-ambiguity", 1)
    assert d.note_for(1) is None and d.note_for(2) is None
    assert d.problems == []


def test_disable_next_line_with_rule_list():
    text = (
        "intro\n"  # 1
        "<!-- claimcheck-disable-next-line unit-ambiguity,missing-conditions -->\n"  # 2
        "The link is 900 GB/s.\n"  # 3
        "Another 900 GB/s.\n"  # 4
    )
    d = parse_directives(text, RULES)
    assert suppressed(d, "unit-ambiguity", range(1, 5)) == {3}
    assert suppressed(d, "missing-conditions", range(1, 5)) == {3}
    assert suppressed(d, "peak-as-achieved", range(1, 5)) == set()
    assert d.problems == []


def test_disable_next_line_without_rules_skips_blank_lines_and_stacked_comments():
    text = (
        "<!-- claimcheck-disable-next-line -->\n"  # 1
        "\n"  # 2
        "<!-- claimcheck: measured -->\n"  # 3
        "We got 370 GB/s.\n"  # 4
        "Next 370 GB/s.\n"  # 5
    )
    d = parse_directives(text, RULES)
    for rule in RULES:
        assert suppressed(d, rule, range(1, 6)) == {4}
    assert d.note_for(4) == EvidenceNote("measured", None, 3)


def test_disable_line_applies_to_its_own_line():
    text = "| 16 | 370 GB/s | <!-- claimcheck-disable-line missing-conditions -->\n| 32 | 700 GB/s |\n"
    d = parse_directives(text, RULES)
    assert suppressed(d, "missing-conditions", (1, 2)) == {1}
    assert not d.is_suppressed("unit-ambiguity", 1)


def test_disable_enable_range_for_one_rule():
    text = (
        "a 1\n"  # 1
        "<!-- claimcheck-disable unit-ambiguity -->\n"  # 2
        "b 2\n"  # 3
        "c 3\n"  # 4
        "<!-- claimcheck-enable unit-ambiguity -->\n"  # 5
        "d 4\n"  # 6
    )
    d = parse_directives(text, RULES)
    assert suppressed(d, "unit-ambiguity", range(1, 7)) == {2, 3, 4}
    assert suppressed(d, "missing-conditions", range(1, 7)) == set()
    assert d.problems == []


def test_disable_all_then_enable_one_rule_keeps_the_others_off():
    text = (
        "<!-- claimcheck-disable -->\n"  # 1
        "x\n"  # 2
        "<!-- claimcheck-enable missing-conditions -->\n"  # 3
        "y\n"  # 4
        "<!-- claimcheck-enable -->\n"  # 5
        "z\n"  # 6
    )
    d = parse_directives(text, RULES)
    assert suppressed(d, "missing-conditions", range(1, 7)) == {1, 2}
    assert suppressed(d, "unit-ambiguity", range(1, 7)) == {1, 2, 3, 4}
    # A rule the engine knows nothing about is covered by "all rules" too.
    assert d.is_suppressed("some-future-rule", 4)
    assert d.problems == []


def test_disable_without_enable_runs_to_the_end_of_the_file():
    d = parse_directives("a\n<!-- claimcheck-disable peak-as-achieved -->\nb\nc\nd\n", RULES)
    assert suppressed(d, "peak-as-achieved", range(1, 6)) == {2, 3, 4, 5}


def test_disable_file_anywhere_in_the_file():
    d = parse_directives("a 1\nb 2\n<!-- claimcheck-disable-file -->\n", RULES)
    assert all(d.is_suppressed(rule, n) for rule in RULES for n in (1, 2, 3, 100))
    d = parse_directives("a 1\n<!-- claimcheck-disable-file unit-ambiguity -->\nb 2\n", RULES)
    assert d.is_suppressed("unit-ambiguity", 1) and d.is_suppressed("unit-ambiguity", 3)
    assert not d.is_suppressed("missing-conditions", 1)


def test_evidence_notes():
    text = (
        "<!-- claimcheck: measured source=results/allreduce.log -->\n"  # 1
        "The all-reduce reached 370 GB/s.\n"  # 2
        "<!-- claimcheck: vendor-peak source=\"specs/nvlink 4.pdf\" -->\n"  # 3
        "\n"  # 4
        "NVLink 4 offers 900 GB/s.\n"  # 5
        "So it scales linearly. <!-- claimcheck: inferred -->\n"  # 6
        "Plain line.\n"  # 7
    )
    d = parse_directives(text, RULES)
    assert d.note_for(2) == EvidenceNote("measured", "results/allreduce.log", 1)
    assert d.note_for(5) == EvidenceNote("vendor-peak", "specs/nvlink 4.pdf", 3)
    assert d.note_for(6) == EvidenceNote("inferred", None, 6)  # after text: its own line
    assert d.note_for(1) is None and d.note_for(7) is None
    assert d.problems == []


def test_problems_are_reported_with_line_and_column():
    text = (
        "<!-- claimcheck-disable-next-line no-such-rule -->\n"  # 1
        "x\n"  # 2
        "<!-- claimcheck: guessed source=a.log -->\n"  # 3
        "y\n"  # 4
        "<!-- claimcheck-enable unit-ambiguity -->\n"  # 5
        "  <!-- claimcheck-disabel -->\n"  # 6
        "<!-- claimcheck: measured sauce=a.log -->\n"  # 7
        "z\n"  # 8
        "<!-- claimcheck-enable -->\n"  # 9
        "<!-- claimcheck: -->\n"  # 10
    )
    d = parse_directives(text, RULES)
    assert [(ln, col) for ln, col, _ in d.problems] == [(1, 35), (3, 1), (5, 1), (6, 3), (7, 1), (9, 1), (10, 1)]
    messages = [m for _, _, m in d.problems]
    assert messages[0] == "unknown rule 'no-such-rule' in claimcheck-disable-next-line directive"
    assert "unknown evidence class 'guessed'" in messages[1] and "vendor-peak, measured, inferred" in messages[1]
    assert messages[2] == "claimcheck-enable unit-ambiguity without a matching claimcheck-disable"
    assert "unknown claimcheck directive 'claimcheck-disabel'" in messages[3]
    assert messages[4] == "unknown item 'sauce=a.log' in claimcheck note (expected source=PATH)"
    assert messages[5] == "claimcheck-enable without a matching claimcheck-disable"
    assert "without a class" in messages[6]
    # A directive whose only rule is unknown does nothing (rather than disabling every rule).
    assert not d.is_suppressed("unit-ambiguity", 2)
    # A note with an unknown class sets nothing; a note with an unknown key still sets its class.
    assert d.note_for(4) is None
    assert d.note_for(8) == EvidenceNote("measured", None, 7)


def test_directives_in_code_are_examples_not_directives():
    text = (
        "```markdown\n"  # 1
        "<!-- claimcheck-disable-file -->\n"  # 2
        "<!-- claimcheck-disable -->\n"  # 3
        "```\n"  # 4
        "~~~~\n"  # 5
        "<!-- claimcheck-disabel -->\n"  # 6
        "```\n"  # 7  (a shorter or different fence does not close ~~~~)
        "~~~~\n"  # 8
        "Use `<!-- claimcheck-disable-line -->` to silence a line.\n"  # 9
        "Real 900 GB/s.\n"  # 10
    )
    d = parse_directives(text, RULES)
    assert not any(d.is_suppressed(rule, n) for rule in RULES for n in range(1, 11))
    assert d.problems == []


def test_a_note_before_a_fence_does_not_leak_past_it():
    text = "<!-- claimcheck: measured -->\n```\nsize busbw\n```\nWe think 900 GB/s.\n"
    d = parse_directives(text, RULES)
    assert d.note_for(5) is None


def test_line_numbers_count_newlines_only():
    # A form feed or U+2028 inside a line must not shift line numbers (Document.line_of counts "\n").
    text = "a\fb\u2028c\n<!-- claimcheck-disable-next-line -->\ntarget 1\n"
    d = parse_directives(text, RULES)
    assert suppressed(d, "unit-ambiguity", range(1, 5)) == {3}


def test_crlf_documents():
    text = "<!-- claimcheck-disable-next-line unit-ambiguity -->\r\nThe link is 900 GB/s.\r\n"
    d = parse_directives(text, RULES)
    assert suppressed(d, "unit-ambiguity", (1, 2)) == {2}
    assert d.problems == []


def test_every_directive_of_a_large_document():
    block = "Some prose with 900 GB/s.\n<!-- claimcheck-disable-next-line unit-ambiguity -->\nline\n\n"
    text = block * 5000  # 20,000 lines
    d = parse_directives(text, RULES)
    assert suppressed(d, "unit-ambiguity", range(1, 20_001)) == set(range(3, 20_001, 4))
    assert d.problems == []


# ---------------------------------------------------------------- unused suppressions

def _unused(d, active=None):
    return [(line, msg.split(":")[0], msg.split("'")[1] if "'" in msg else "*") for line, _, msg in d.unused(active)]


def test_a_directive_that_suppresses_a_finding_is_used():
    d = parse_directives("<!-- claimcheck-disable-next-line unit-ambiguity -->\nThe link is 900 GB/s.\n", RULES)
    assert _unused(d) == [(1, "unused claimcheck-disable-next-line directive", "unit-ambiguity")]
    assert d.is_suppressed("unit-ambiguity", 2)
    assert d.unused() == []


def test_each_rule_of_a_directive_is_used_or_not_on_its_own():
    d = parse_directives("The link is 900 GB/s. <!-- claimcheck-disable-line unit-ambiguity, missing-conditions -->\n", RULES)
    d.is_suppressed("missing-conditions", 1)
    assert _unused(d) == [(1, "unused claimcheck-disable-line directive", "unit-ambiguity")]


def test_a_question_about_another_line_or_rule_does_not_use_a_directive():
    d = parse_directives("<!-- claimcheck-disable-next-line unit-ambiguity -->\nThe link is 900 GB/s.\n\nAgain 900 GB/s.\n", RULES)
    assert not d.is_suppressed("unit-ambiguity", 4)
    assert not d.is_suppressed("missing-conditions", 2)
    assert len(d.unused()) == 1


def test_ranges_and_file_directives_are_tracked_by_the_directive_in_force():
    text = (
        "<!-- claimcheck-disable -->\n"  # 1: every rule
        "a 900 GB/s\n"  # 2
        "<!-- claimcheck-enable -->\n"  # 3
        "<!-- claimcheck-disable missing-conditions -->\n"  # 4
        "b 900 GB/s\n"  # 5
        "<!-- claimcheck-disable missing-conditions -->\n"  # 6: the same rule again
        "c 900 GB/s\n"  # 7
        "<!-- claimcheck-enable missing-conditions -->\n"  # 8
        "<!-- claimcheck-disable-file peak-as-achieved -->\n"  # 9
    )
    d = parse_directives(text, RULES)
    assert d.is_suppressed("unit-ambiguity", 2)  # by line 1
    assert d.is_suppressed("missing-conditions", 7)  # by line 6, which replaced line 4 from there on
    assert not d.is_suppressed("missing-conditions", 9)
    assert _unused(d) == [(4, "unused claimcheck-disable directive", "missing-conditions"),
                          (9, "unused claimcheck-disable-file directive", "peak-as-achieved")]
    assert d.is_suppressed("peak-as-achieved", 5) and d.is_suppressed("missing-conditions", 5)
    assert d.unused() == []


def test_an_unused_directive_for_a_rule_that_did_not_run_says_so():
    d = parse_directives("<!-- claimcheck-disable-file unit-ambiguity -->\n", RULES)
    (msg,) = [m for _, _, m in d.unused({"missing-conditions"})]
    assert msg.endswith("(the rule is not enabled in this run)")
    (msg,) = [m for _, _, m in d.unused({"unit-ambiguity"})]
    assert msg == "unused claimcheck-disable-file directive: no finding of rule 'unit-ambiguity' to suppress"


def test_a_directive_without_rules_is_one_unused_target():
    d = parse_directives("<!-- claimcheck-disable-line -->\n", RULES)
    assert [m for _, _, m in d.unused()] == ["unused claimcheck-disable-line directive: no finding of any rule to suppress"]
