"""Baselines: record today's findings so that a run reports only the ones added since.

A finding is identified by its file and a content fingerprint (rule + normalised sentence + figure), never
by its line number, so moving a paragraph, editing other lines or reflowing the sentence keeps it matched.
Identical fingerprints in one file are counted: if a baseline holds two and the document now has three,
one is reported.

File format (JSON, written by :func:`dump_baseline`, keys sorted so diffs stay small)::

    {"version": 1, "tool": "claimcheck",
     "findings": [{"path": "docs/a.md", "rule": "unit-ambiguity", "fingerprint": "9c1f...", "text": "900 GB/s",
                   "count": 1}, ...]}

``text`` (the figure) is there for people reading the file and is not used for matching. Paths are compared
as written in the wire format (relative to where ``claimcheck`` ran, forward slashes), so write and use a
baseline from the same directory, normally the repository top; a renamed file's findings come back as new
and its old entries as stale.
"""

from __future__ import annotations

import copy
import hashlib
import json
import re
from dataclasses import dataclass

from claimcheck.errors import ConfigError

BASELINE_VERSION = 1
_WS = re.compile(r"\s+")


def normalise_sentence(sentence: str) -> str:
    """Whitespace collapsed to one space, case folded, digits and punctuation kept."""
    return _WS.sub(" ", sentence).strip().casefold()


def fingerprint(claim: dict, finding: dict) -> str:
    """A finding's identity that survives moving text: hash of rule, normalised sentence and figure text.

    ``claim`` and ``finding`` are wire-format dicts. The figure keeps its case (``Gb/s`` is not ``GB/s``)
    but not its line breaks, so reflowing a paragraph does not change the fingerprint.
    """
    figure = _WS.sub(" ", claim.get("text", "")).strip()
    key = f"{finding['rule']}\x1f{normalise_sentence(claim.get('sentence', ''))}\x1f{figure}"
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:32]


def _path(p: str) -> str:
    p = p.replace("\\", "/")
    while p.startswith("./"):
        p = p[2:]
    return p


@dataclass(frozen=True, slots=True)
class BaselineEntry:
    """One fingerprint of one file, ``count`` times."""

    path: str
    rule: str
    fingerprint: str
    text: str = ""
    count: int = 1

    def to_dict(self) -> dict:
        return {"path": self.path, "rule": self.rule, "fingerprint": self.fingerprint, "text": self.text,
                "count": self.count}

    def __str__(self) -> str:
        times = f" (x{self.count})" if self.count != 1 else ""
        return f"{self.path}: {self.rule} {self.text!r}{times}"


def build_baseline(data: dict) -> dict:
    """The baseline of a wire-format run: every finding's fingerprint per file, counted, sorted, versioned."""
    counts: dict[tuple[str, str, str], list] = {}
    for claim in data.get("claims", ()):
        path = _path(claim["path"])
        for finding in claim.get("findings", ()):
            key = (path, finding["rule"], fingerprint(claim, finding))
            slot = counts.setdefault(key, [claim.get("text", ""), 0])
            slot[1] += 1
    entries = [BaselineEntry(p, r, fp, text, n).to_dict() for (p, r, fp), (text, n) in sorted(counts.items())]
    return {"version": BASELINE_VERSION, "tool": "claimcheck", "findings": entries}


def dump_baseline(baseline: dict) -> str:
    """A baseline as stable, diff-friendly JSON text (ends with a newline)."""
    return json.dumps(baseline, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def recompute_summary(data: dict) -> dict:
    """``data["summary"]`` with its claim and finding counts recomputed from ``data["claims"]``."""
    from claimcheck.model import summarize

    summary = dict(data.get("summary", {}))
    fresh = summarize(list(data.get("claims", ())), summary.get("files", 0))
    fresh.pop("files")
    summary.update(fresh)
    return summary


class Baseline:
    """A loaded baseline; :meth:`filter` removes the findings it already knows."""

    def __init__(self, entries: list[BaselineEntry], path: str | None = None):
        self.entries = list(entries)
        self.path = path

    def __len__(self) -> int:
        return sum(e.count for e in self.entries)

    def filter(self, data: dict) -> tuple[dict, list[BaselineEntry]]:
        """``(data without baselined findings, stale entries)``.

        The returned wire dict is a copy: claims are kept (only their findings are filtered) and the summary's
        counts are recomputed. Stale entries are the baseline's findings that no longer occur, with ``count``
        set to how many of them are gone, so a user knows the baseline can be rewritten.
        """
        budget: dict[tuple[str, str], int] = {}
        info: dict[tuple[str, str], BaselineEntry] = {}
        for e in self.entries:
            key = (_path(e.path), e.fingerprint)
            budget[key] = budget.get(key, 0) + e.count
            info.setdefault(key, e)
        out = copy.deepcopy(data)
        for claim in out.get("claims", ()):
            path = _path(claim["path"])
            kept = []
            for finding in claim.get("findings", ()):
                key = (path, fingerprint(claim, finding))
                if budget.get(key, 0) > 0:
                    budget[key] -= 1
                else:
                    kept.append(finding)
            claim["findings"] = kept
        out["summary"] = recompute_summary(out)
        stale = [BaselineEntry(info[k].path, info[k].rule, info[k].fingerprint, info[k].text, n)
                 for k, n in sorted(budget.items()) if n > 0]
        return out, stale


def _bad(path: str, message: str) -> ConfigError:
    return ConfigError(f"invalid baseline: {message}", path)


def load_baseline(path) -> Baseline:
    """Read a baseline file. A missing, unreadable or malformed file raises :class:`ConfigError` naming it
    (and the line and column when the JSON itself does not parse)."""
    name = str(path)
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except FileNotFoundError:
        raise ConfigError("baseline file does not exist (create it with 'claimcheck baseline')", name) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"cannot read baseline: {getattr(exc, 'strerror', None) or exc}", name) from None
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ConfigError(f"baseline is not valid JSON: {exc.msg}", name, exc.lineno, exc.colno) from None
    if not isinstance(raw, dict):
        raise _bad(name, "expected a JSON object with 'version' and 'findings'")
    if raw.get("version") != BASELINE_VERSION:
        raise _bad(name, f"unsupported version {raw.get('version')!r} (expected {BASELINE_VERSION}); "
                         "rewrite it with 'claimcheck baseline'")
    items = raw.get("findings")
    if not isinstance(items, list):
        raise _bad(name, "'findings' must be a list")
    entries = []
    for i, item in enumerate(items):
        where = f"findings[{i}]"
        if not isinstance(item, dict):
            raise _bad(name, f"{where} must be an object")
        for key in ("path", "rule", "fingerprint"):
            if not isinstance(item.get(key), str) or not item[key]:
                raise _bad(name, f"{where}.{key} must be a non-empty string")
        count = item.get("count", 1)
        if not isinstance(count, int) or isinstance(count, bool) or count < 1:
            raise _bad(name, f"{where}.count must be a positive integer")
        text = item.get("text", "")
        entries.append(BaselineEntry(item["path"], item["rule"], item["fingerprint"], text if isinstance(text, str) else "",
                                     count))
    return Baseline(entries, name)
