"""Inline directives in Markdown comments: turn rules off for a line, a range or a file, and state a claim's evidence.

Forms (rule lists are comma- or space-separated rule ids; no list means every rule):

    <!-- claimcheck-disable-next-line RULE[,RULE] -->   the next non-blank line
    <!-- claimcheck-disable-line RULE[,RULE] -->        the line the comment is on
    <!-- claimcheck-disable RULE -->  ...  <!-- claimcheck-enable RULE -->   a range of lines
    <!-- claimcheck-disable-file [RULE,...] -->          the whole file, wherever the comment stands
    <!-- claimcheck: measured source=results/allreduce.log -->   an evidence note

An evidence note sets the class (``vendor-peak``, ``measured`` or ``inferred``) of the claims on the next
non-blank line (or on its own line, when the comment follows text) and cites where the figure comes from.
``source`` is optional; a value with spaces can be quoted (``source="run 3/log.txt"``).

A range starts on the line of its ``disable`` comment and ends before the line of the matching ``enable``.
``disable`` with no rule and then ``enable RULE`` turns RULE back on while the others stay off.

Comments must sit on one line. Directives inside fenced code blocks (```` ``` ```` or ``~~~``) and inside
inline code spans are examples, not directives, and are ignored. Mistakes (an unknown rule, an unknown
class, an ``enable`` with no ``disable``, a misspelt directive) are collected in :attr:`Directives.problems`
for the engine to report as warnings; they never stop a run.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field

EVIDENCE_CLASSES = ("vendor-peak", "measured", "inferred")
ALL = "*"

_COMMENT = re.compile(r"<!--(.*?)-->")
_CODE_SPAN = re.compile(r"(`+)(.+?)\1")
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})(.*)$")
_DIRECTIVE = re.compile(r"\s*claimcheck(?P<name>-[A-Za-z-]*|:)(?P<rest>.*?)\s*$", re.S)
_RULE_TOKEN = re.compile(r"[^\s,]+")
_NOTE_TOKEN = re.compile(r"""[^\s=]+=(?:"[^"]*"|'[^']*'|\S*)|\S+""")

_SCOPED = ("disable-next-line", "disable-line", "disable-file", "disable", "enable")


@dataclass(frozen=True, slots=True)
class EvidenceNote:
    """An inline ``<!-- claimcheck: CLASS source=... -->`` note; ``line`` is the note's own 1-based line."""

    evidence: str
    source: str | None
    line: int


@dataclass(frozen=True, slots=True)
class _State:
    """Which rules a range directive has turned off: all (``star``) except ``exempt``, plus ``rules``.

    ``by`` maps each of ``rules`` (and ``*`` when ``star``) to the directive that turned it off.
    """

    star: bool = False
    exempt: frozenset = frozenset()
    rules: frozenset = frozenset()
    by: tuple = ()  # ((rule or "*", directive index), ...)

    def covers(self, rule_id: str) -> bool:
        return (self.star and rule_id not in self.exempt) or rule_id in self.rules

    def origins(self, rule_id: str) -> list[tuple[int, str]]:
        """(directive index, target) of the range directives that turn ``rule_id`` off here."""
        out = []
        for target, idx in self.by:
            if (target == rule_id and rule_id in self.rules) or (target == ALL and self.star and rule_id not in self.exempt):
                out.append((idx, target))
        return out

    @property
    def empty(self) -> bool:
        return not self.star and not self.rules


@dataclass
class Directives:
    """The directives of one document, ready for per-finding questions."""

    file_rules: set = field(default_factory=set)  # rules off for the whole file ("*" = all)
    line_rules: dict = field(default_factory=dict)  # line -> set of rules off on that line ("*" = all)
    notes: dict = field(default_factory=dict)  # target line -> EvidenceNote
    problems: list = field(default_factory=list)  # (line, column, message)
    directives: list = field(default_factory=list)  # (line, column, name, targets) of each disabling directive
    _starts: list = field(default_factory=list)  # range segments: sorted start lines ...
    _states: list = field(default_factory=list)  # ... and the _State in force from each
    _file_by: dict = field(default_factory=dict)  # target -> directive indexes (disable-file)
    _line_by: dict = field(default_factory=dict)  # line -> {target -> directive indexes} (disable-line, -next-line)
    _used: set = field(default_factory=set)  # (directive index, target) that turned off at least one finding

    def is_suppressed(self, rule_id: str, line: int) -> bool:
        """Whether findings of ``rule_id`` on 1-based ``line`` are turned off by a directive.

        A True answer is taken to mean a finding was suppressed: every directive that covers it counts as used
        (see :meth:`unused`).
        """
        origins = []
        if self._file_by:
            for target in (ALL, rule_id):
                origins.extend((idx, target) for idx in self._file_by.get(target, ()))
        on_line = self._line_by.get(line)
        if on_line:
            for target in (ALL, rule_id):
                origins.extend((idx, target) for idx in on_line.get(target, ()))
        i = bisect.bisect_right(self._starts, line) - 1
        if i >= 0:
            origins.extend(self._states[i].origins(rule_id))
        self._used.update(origins)
        return bool(origins)

    def unused(self, active: set[str] | None = None) -> list[tuple[int, int, str]]:
        """(line, column, message) of each rule a disabling directive names that turned off no finding.

        ``active`` are the rules that ran; a directive for another rule is called out as such.
        """
        out = []
        for idx, (line, col, name, targets) in enumerate(self.directives):
            for target in targets:
                if (idx, target) in self._used:
                    continue
                what = "any rule" if target == ALL else f"rule {target!r}"
                why = "" if target == ALL or active is None or target in active else " (the rule is not enabled in this run)"
                out.append((line, col, f"unused claimcheck-{name} directive: no finding of {what} to suppress{why}"))
        return out

    def _add_line(self, line: int, idx: int, targets) -> None:
        self.line_rules.setdefault(line, set()).update(targets)
        by = self._line_by.setdefault(line, {})
        for target in targets:
            by.setdefault(target, []).append(idx)

    def note_for(self, line: int) -> EvidenceNote | None:
        """The evidence note that applies to claims on 1-based ``line``, if any."""
        return self.notes.get(line)


def _blank_code_spans(line: str) -> str:
    # NOTE: keep offsets (columns) intact by blanking with spaces rather than deleting.
    return _CODE_SPAN.sub(lambda m: " " * len(m.group(0)), line) if "`" in line else line


def _rules(rest: str, offset: int, known: set[str], lineno: int, name: str, problems: list) -> set[str]:
    """The rule ids of a directive's argument; unknown ones are reported and dropped."""
    out = set()
    for m in _RULE_TOKEN.finditer(rest):
        rid = m.group(0)
        if rid in known:
            out.add(rid)
        else:
            problems.append((lineno, offset + m.start() + 1, f"unknown rule {rid!r} in claimcheck-{name} directive"))
    return out


def _note(rest: str, col: int, lineno: int, problems: list) -> tuple[str, str | None] | None:
    """(class, source) of an evidence note's argument, or ``None`` (with a problem) when it is unusable."""
    # NOTE: a small tokenizer rather than shlex, which would eat the backslashes of a Windows path.
    words = _NOTE_TOKEN.findall(rest)
    classes = ", ".join(EVIDENCE_CLASSES)
    if not words:
        problems.append((lineno, col, f"claimcheck evidence note without a class (one of {classes})"))
        return None
    cls, source = words[0], None
    for word in words[1:]:
        key, eq, value = word.partition("=")
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        if key == "source" and eq and value:
            source = value
        else:
            problems.append((lineno, col, f"unknown item {word!r} in claimcheck note (expected source=PATH)"))
    if cls not in EVIDENCE_CLASSES:
        problems.append((lineno, col, f"unknown evidence class {cls!r} in claimcheck note (one of {classes})"))
        return None
    return cls, source


def parse_directives(text: str, known_rules: set[str]) -> Directives:
    """Read every ``<!-- claimcheck... -->`` directive of a Markdown document.

    ``known_rules`` are the valid rule ids; a directive naming another id is reported in
    :attr:`Directives.problems` and otherwise ignored. Lines are 1-based.
    """
    if "claimcheck" not in text:
        return Directives()
    d = Directives()
    problems = d.problems
    state = _State()
    segments: dict[int, _State] = {}
    pending_rules: list[tuple[int, set[str]]] = []  # (directive, rules) of disable-next-line, waiting for the next non-blank line
    pending_note: EvidenceNote | None = None
    fence: str | None = None
    # NOTE: split on "\n" only, as Document.line_of counts lines; str.splitlines would also split on
    # form feeds and U+2028 and shift every line number after them.
    for lineno, line in enumerate(text.split("\n"), 1):
        m = _FENCE.match(line)
        if fence is not None:
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and not m.group(2).strip():
                fence = None
            continue
        if not line.strip():
            continue
        opens_fence = m is not None and not (m.group(1)[0] == "`" and "`" in m.group(2))
        comments = [] if opens_fence or "claimcheck" not in line else list(_COMMENT.finditer(_blank_code_spans(line)))
        only_comments = bool(comments) and not _COMMENT.sub("", line).strip()
        if not only_comments:
            # A content line (or a fence opening) takes what the lines above left for "the next line".
            for idx, targets in pending_rules:
                d._add_line(lineno, idx, targets)
            pending_rules = []
            if pending_note is not None:
                d.notes[lineno] = pending_note
                pending_note = None
        if opens_fence:
            fence = m.group(1)
            continue
        for cm in comments:
            dm = _DIRECTIVE.match(cm.group(1))
            if not dm:
                continue
            col = cm.start() + 1
            name, rest = dm.group("name"), dm.group("rest")
            if name == ":":
                parsed = _note(rest, col, lineno, problems)
                if parsed is not None:
                    note = EvidenceNote(parsed[0], parsed[1], lineno)
                    if only_comments:
                        pending_note = note
                    else:
                        d.notes[lineno] = note
                continue
            name = name[1:]
            if name not in _SCOPED:
                problems.append((lineno, col, f"unknown claimcheck directive 'claimcheck-{name}' (expected one of "
                                 + ", ".join("claimcheck-" + n for n in _SCOPED) + ", or 'claimcheck: CLASS')"))
                continue
            rules = _rules(rest, cm.start(1) + dm.start("rest"), known_rules, lineno, name, problems)
            if not rules and _RULE_TOKEN.search(rest):
                continue  # every rule named was unknown: do nothing rather than everything
            targets = rules or {ALL}
            if name != "enable":
                idx = len(d.directives)
                d.directives.append((lineno, col, name, tuple(sorted(targets))))
            if name == "disable-file":
                d.file_rules.update(targets)
                for target in targets:
                    d._file_by.setdefault(target, []).append(idx)
            elif name == "disable-line":
                d._add_line(lineno, idx, targets)
            elif name == "disable-next-line":
                pending_rules.append((idx, targets))
            elif name == "disable":
                if ALL in targets:
                    state = _State(star=True, by=((ALL, idx),))
                else:
                    kept = tuple((t, i) for t, i in state.by if t not in targets)
                    state = _State(state.star, state.exempt - targets, state.rules | targets,
                                   kept + tuple((t, idx) for t in sorted(targets)))
                segments[lineno] = state
            else:  # enable
                if ALL in targets:
                    if state.empty:
                        problems.append((lineno, col, "claimcheck-enable without a matching claimcheck-disable"))
                    state = _State()
                else:
                    for rid in sorted(targets):
                        if not state.covers(rid):
                            problems.append((lineno, col, f"claimcheck-enable {rid} without a matching claimcheck-disable"))
                    state = _State(state.star, state.exempt | targets if state.star else frozenset(), state.rules - targets,
                                   tuple((t, i) for t, i in state.by if t not in targets))
                segments[lineno] = state
    for line in sorted(segments):
        d._starts.append(line)
        d._states.append(segments[line])
    return d
