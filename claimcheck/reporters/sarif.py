"""``--format sarif``: SARIF 2.1.0 as GitHub code scanning reads it.

One run; ``tool.driver.rules`` lists every rule (so a rule shows in the code-scanning UI even before it
fires) and each finding is a result pointing at its claim's figure. Choices GitHub's ingestion makes for us:

- ``artifactLocation.uri`` is repository-relative with forward slashes and ``uriBaseId: %SRCROOT%``.
- ``partialFingerprints.primaryLocationLineHash`` is our own content fingerprint (rule + normalised sentence
  + figure, see :mod:`claimcheck.baseline`) with GitHub's ``:N`` occurrence suffix, not a hash of the line,
  so an alert survives edits elsewhere in the file instead of closing and reopening.
- Levels: error -> ``error``, warning -> ``warning``, info -> ``note``.
- ``shortDescription``/``fullDescription`` are capped at GitHub's 1024 characters; empty strings are never
  written (GitHub rejects them).
- The claim's evidence class and kind go in ``result.properties`` (and class/kind tags on the rule), so
  classification is data, separate from the pass/fail gate.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from urllib.parse import quote

from claimcheck.baseline import fingerprint
from claimcheck.gitdiff import join_repo_path

SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json"
DEFAULT_INFORMATION_URI = "https://pypi.org/project/claimcheck/"
LEVELS = {"error": "error", "warning": "warning", "info": "note"}
PROBLEM_SEVERITY = {"error": "error", "warning": "warning", "info": "recommendation"}
MAX_DESCRIPTION = 1024


def _cap(text: str, limit: int = MAX_DESCRIPTION) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "\u2026"


def _first_sentence(text: str) -> str:
    flat = " ".join(text.split())
    for i, ch in enumerate(flat):
        if ch in ".!?" and (i + 1 == len(flat) or flat[i + 1] == " "):
            return flat[: i + 1]
    return flat


def _pascal(rule_id: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in rule_id.replace("_", "-").split("-") if part)


def _tags(applies_to: str) -> list[str]:
    tags = ["claimcheck"]
    for part in applies_to.replace(",", "/").split("/"):
        part = part.strip()
        if part and not part.startswith("any ") and part not in tags:
            tags.append(part)
    return tags


def _descriptor(rule: dict) -> dict:
    rid = rule["id"]
    description = (rule.get("description") or "").strip() or f"claimcheck rule {rid}."
    help_text = (rule.get("help") or "").strip() or description
    help_uri = (rule.get("help_uri") or "").strip()
    markdown = help_text
    if help_uri:
        markdown += f"\n\n[{rid} documentation]({help_uri})"
    severity = rule.get("severity") or "warning"
    out = {
        "id": rid,
        "name": _pascal(rid),
        "shortDescription": {"text": _cap(_first_sentence(description))},
        "fullDescription": {"text": _cap(description)},
        "help": {"text": help_text, "markdown": markdown},
        "defaultConfiguration": {"level": LEVELS.get(severity, "warning")},
        "properties": {"tags": _tags(rule.get("applies_to") or ""), "precision": "medium",
                       "problem.severity": PROBLEM_SEVERITY.get(severity, "warning")},
    }
    if help_uri:
        out["helpUri"] = help_uri  # NOTE: GitHub ignores it; VS Code's SARIF viewer and others link it.
    return out


def _artifact(path: str, root) -> dict:
    rel = join_repo_path(root, path)
    if os.path.isabs(rel) or rel.startswith("/"):
        # Outside any repository and not under root: an absolute file URI, with no base to resolve against.
        return {"uri": Path(rel).as_uri()}
    return {"uri": quote(rel, safe="/"), "uriBaseId": "%SRCROOT%"}


def _result(claim: dict, finding: dict, index: int, occurrence: int, artifact: dict) -> dict:
    fp = fingerprint(claim, finding)
    props = {"evidence": claim["evidence"], "kind": claim["kind"], "claim": claim.get("text", ""),
             "tags": [claim["evidence"], claim["kind"]]}
    if claim.get("missing"):
        props["missing"] = list(claim["missing"])
    if claim.get("source"):
        props["source"] = claim["source"]
    return {
        "ruleId": finding["rule"],
        "ruleIndex": index,
        "level": LEVELS.get(finding["severity"], "warning"),
        "message": {"text": finding.get("message") or finding["rule"]},
        "locations": [{"physicalLocation": {
            "artifactLocation": artifact,
            "region": {"startLine": claim["line"], "startColumn": claim["column"],
                       "endLine": claim.get("end_line", claim["line"]),
                       "endColumn": max(claim.get("end_column", claim["column"] + 1), 1)},
        }}],
        "partialFingerprints": {"primaryLocationLineHash": f"{fp[:16]}:{occurrence}", "claimcheck/v1": fp},
        "properties": props,
    }


def build(data: dict, meta: dict) -> dict:
    """The SARIF log as a dict (``render`` serialises it)."""
    descriptors = [_descriptor(r) for r in meta.get("rules", ())]
    index = {d["id"]: i for i, d in enumerate(descriptors)}
    root = meta.get("root")
    results = []
    seen: dict[tuple[str, str], int] = {}
    artifacts: dict[str, dict] = {}
    for claim in data.get("claims", ()):
        art = artifacts.get(claim["path"])
        if art is None:
            art = artifacts[claim["path"]] = _artifact(claim["path"], root)
        for finding in claim.get("findings", ()):
            rid = finding["rule"]
            if rid not in index:
                # A finding from a rule the metadata does not list: describe it so ruleIndex stays valid.
                index[rid] = len(descriptors)
                descriptors.append(_descriptor({"id": rid, "severity": finding.get("severity")}))
            key = (art["uri"], fingerprint(claim, finding))
            seen[key] = seen.get(key, 0) + 1
            results.append(_result(claim, finding, index[rid], seen[key], art))
    driver = {
        "name": "claimcheck",
        "version": str(meta.get("tool_version") or "0"),
        "informationUri": meta.get("information_uri") or DEFAULT_INFORMATION_URI,
        "rules": descriptors,
    }
    if meta.get("tool_version"):
        driver["semanticVersion"] = str(meta["tool_version"])
    exit_code = int(meta.get("exit_code") or 0)
    run = {
        "tool": {"driver": driver},
        "invocations": [{"executionSuccessful": True, "exitCode": exit_code}],
        "columnKind": "unicodeCodePoints",
        "results": results,
    }
    return {"$schema": SCHEMA_URI, "version": "2.1.0", "runs": [run]}


def render(data: dict, meta: dict) -> str:
    """SARIF 2.1.0 JSON text of a wire-format run."""
    return json.dumps(build(data, meta), indent=2, ensure_ascii=False) + "\n"
