"""``--format junit``: JUnit XML for CI test-report views (GitLab, Jenkins, Azure, CircleCI).

One ``<testsuite>`` per file that has claims and one ``<testcase>`` per claim. A claim with findings at or
above ``fail_on`` gets one ``<failure>`` (type = the first such rule, text = every such finding); findings
below the gate go to the test case's ``<system-out>``, so they are visible without failing the report.
``fail_on: never`` reports every finding in ``<system-out>`` and no failure.

Text is escaped by ElementTree; characters that XML 1.0 cannot carry at all (most C0 controls) are
replaced with U+FFFD first, so the document is always well-formed.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from claimcheck.gitdiff import join_repo_path

RANK = {"error": 3, "warning": 2, "info": 1}
_INVALID_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")


def _clean(text: str) -> str:
    return _INVALID_XML.sub("\ufffd", text)


def _threshold(fail_on) -> int:
    if fail_on in (None, ""):
        return RANK["error"]
    return RANK.get(str(fail_on), 99)  # "never" (or anything else): nothing fails


def _line(f: dict) -> str:
    return f"{f['severity']}: {f['rule']}: {f.get('message', '')}"


def build(data: dict, meta: dict) -> ET.Element:
    """The ``<testsuites>`` element (``render`` serialises it)."""
    threshold = _threshold(meta.get("fail_on"))
    root = meta.get("root")
    by_file: dict[str, list[dict]] = {}
    for claim in data.get("claims", ()):
        by_file.setdefault(claim["path"], []).append(claim)
    suites = ET.Element("testsuites", name="claimcheck")
    total = failed = 0
    for path in sorted(by_file):
        shown = join_repo_path(root, path)
        claims = by_file[path]
        suite = ET.SubElement(suites, "testsuite", name=_clean(shown))
        n_fail = 0
        for claim in claims:
            name = f"line {claim['line']} col {claim['column']}: {claim['kind']} claim {claim.get('text', '')!r}"
            case = ET.SubElement(suite, "testcase", name=_clean(name), classname=_clean(shown.replace("/", ".")),
                                 file=_clean(shown), line=str(claim["line"]))
            gating = [f for f in claim.get("findings", ()) if RANK.get(f["severity"], 0) >= threshold]
            below = [f for f in claim.get("findings", ()) if RANK.get(f["severity"], 0) < threshold]
            if gating:
                n_fail += 1
                first = gating[0]
                msg = first.get("message", "") + (f" (and {len(gating) - 1} more)" if len(gating) > 1 else "")
                failure = ET.SubElement(case, "failure", message=_clean(msg), type=_clean(first["rule"]))
                body = [f"{shown}:{claim['line']}:{claim['column']}: {claim['evidence']} {claim['kind']} claim"]
                body += [_line(f) for f in gating]
                body.append(f"sentence: {claim.get('sentence', '')}")
                if claim.get("source"):
                    body.append(f"source: {claim['source']}")
                failure.text = _clean("\n".join(body))
            extra = [_line(f) for f in below]
            if claim.get("source"):
                extra.append(f"source: {claim['source']}")
            if extra:
                out = ET.SubElement(case, "system-out")
                out.text = _clean("\n".join(extra))
        suite.set("tests", str(len(claims)))
        suite.set("failures", str(n_fail))
        suite.set("errors", "0")
        suite.set("skipped", "0")
        total += len(claims)
        failed += n_fail
    suites.set("tests", str(total))
    suites.set("failures", str(failed))
    suites.set("errors", "0")
    return suites


def render(data: dict, meta: dict) -> str:
    """JUnit XML text of a wire-format run."""
    tree = build(data, meta)
    ET.indent(tree)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(tree, encoding="unicode") + "\n"
