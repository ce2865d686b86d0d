"""``--format github``: GitHub Actions workflow commands, one annotation per finding.

    ::error file=docs/a.md,line=3,col=14,endLine=3,endColumn=22,title=claimcheck (unit-ambiguity)::message

error -> ``::error``, warning -> ``::warning``, info -> ``::notice``. Values are escaped as the Actions
runner unescapes them: in the message ``%`` ``\\r`` ``\\n`` become ``%25`` ``%0D`` ``%0A``; in properties
``:`` and ``,`` also become ``%3A`` and ``%2C``. ``col``/``endColumn`` are dropped when a figure spans lines,
because GitHub only honours columns on single-line annotations. A plain summary line ends the output.
NOTE: GitHub shows at most 10 annotations of each level per step (50 per job); upload SARIF for more.
"""

from __future__ import annotations

from claimcheck.gitdiff import join_repo_path

COMMANDS = {"error": "error", "warning": "warning", "info": "notice"}


def escape_data(text: str) -> str:
    """Escape a workflow-command message (the part after ``::``)."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    """Escape a workflow-command property value (``file=``, ``title=``...)."""
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def annotation(claim: dict, finding: dict, path: str) -> str:
    """One ``::level file=...::message`` line for ``finding`` of ``claim``."""
    line, end_line = claim["line"], claim.get("end_line", claim["line"])
    props = [("file", path), ("line", str(line))]
    if end_line == line:
        props += [("col", str(claim["column"])), ("endLine", str(end_line)),
                  ("endColumn", str(claim.get("end_column", claim["column"])))]
    else:
        props.append(("endLine", str(end_line)))
    props.append(("title", f"claimcheck ({finding['rule']})"))
    message = finding.get("message") or finding["rule"]
    message += f"\n{claim['evidence']} {claim['kind']} claim: {claim.get('text', '')}"
    if claim.get("source"):
        message += f" (source: {claim['source']})"
    head = ",".join(f"{k}={escape_property(v)}" for k, v in props)
    return f"::{COMMANDS.get(finding['severity'], 'warning')} {head}::{escape_data(message)}"


def render(data: dict, meta: dict) -> str:
    """Workflow commands for every finding, then a one-line summary."""
    root = meta.get("root")
    paths: dict[str, str] = {}
    lines = []
    for claim in data.get("claims", ()):
        path = paths.get(claim["path"])
        if path is None:
            path = paths[claim["path"]] = join_repo_path(root, claim["path"])
        for finding in claim.get("findings", ()):
            lines.append(annotation(claim, finding, path))
    s = data.get("summary", {})
    n = s.get("findings", {})
    verdict = "failed" if meta.get("exit_code") else "passed"
    lines.append(f"claimcheck: {s.get('claims', 0)} claims in {s.get('files', 0)} files; {n.get('error', 0)} errors, "
                 f"{n.get('warning', 0)} warnings, {n.get('info', 0)} info (fail-on {meta.get('fail_on', 'error')}: {verdict})")
    return "\n".join(lines) + "\n"
