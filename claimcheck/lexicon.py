"""Load the declarative knowledge under ``rules/knowledge/``: cue lexicons, condition patterns, claim patterns.

Loading is strict: an unknown key, a wrong type or a regular expression that does not compile raises
:class:`RuleDefinitionError` at ``file:line:col``. Extra knowledge folders (a user's ``extra-rules``) may add
phrases and patterns; they are merged after the built-in ones.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from pathlib import Path

from claimcheck import yamlio
from claimcheck.errors import RuleDefinitionError
from claimcheck.prefilter import PatternSet, Prefiltered
from claimcheck.resources import data_path

CLASSES = ("measured", "vendor-peak", "inferred")
GROUPS = ("workload", "system", "software")
# NOTE: ASCII word boundaries, so "NVLink는" and "A100에서" still end a Latin word before the Korean particle.
_FLAGS = re.IGNORECASE | re.ASCII
# NOTE: a pattern that opens with "(?u)" keeps Unicode classes instead: there "NIC를" is one word, and "\bNICs?\b"
# does not match in it
_UNICODE = "(?u)"


def _compile(source: str) -> re.Pattern:
    """A pattern as written in YAML: case-insensitive, ASCII classes unless it opens with ``(?u)``."""
    if source.startswith(_UNICODE):
        return re.compile(source[len(_UNICODE):], re.IGNORECASE)
    return re.compile(source, _FLAGS)


def _merged(old: re.Pattern, new: re.Pattern) -> re.Pattern:
    """A built-in pattern extended by a user's pack: either matches, each with its own classes (ASCII or Unicode)."""
    if old.flags & re.ASCII and new.flags & re.ASCII:
        return re.compile(f"(?:{old.pattern})|(?:{new.pattern})", _FLAGS)
    return re.compile("|".join(f"(?a:{pat.pattern})" if pat.flags & re.ASCII else f"(?:{pat.pattern})" for pat in (old, new)), re.IGNORECASE)


@dataclass
class Lexicon:
    """Everything the extractor and classifier read from YAML."""

    cues: list[tuple[str, str, float]] = field(default_factory=list)  # (class, phrase, weight)
    # NOTE: lists while the packs load, then one PatternSet per group
    conditions: dict[str, list[Prefiltered] | PatternSet] = field(default_factory=lambda: {g: [] for g in GROUPS})
    patterns: dict[str, re.Pattern] = field(default_factory=dict)
    sources: list[str] = field(default_factory=list)


def _regex(node, key, path):
    value = node[key] if isinstance(node, dict) else node
    if not isinstance(value, str):
        yamlio.fail(node, f"expected a regular expression string, got {type(value).__name__}", key if isinstance(node, dict) else None, value=True)
    try:
        return _compile(value)
    except re.error as exc:
        line, col = yamlio.where(node, key, value=True) if isinstance(node, dict) else (None, None)
        raise RuleDefinitionError(f"bad pattern {key!r}: {exc}", path, line, col) from None


def _check_keys(node, allowed, path, what):
    if not isinstance(node, dict):
        line, col = yamlio.where(node)
        raise RuleDefinitionError(f"{what} must be a mapping", path, line, col)
    for key in node:
        if key not in allowed:
            line, col = node.where(key) if hasattr(node, "where") else (None, None)
            raise RuleDefinitionError(f"unknown key {key!r} in {what} (allowed: {', '.join(sorted(allowed))})", path, line, col)


def _load_cues(data, path, lex: Lexicon):
    _check_keys(data, {"version", "classes"}, path, "cue lexicon")
    classes = data.get("classes") or {}
    _check_keys(classes, set(CLASSES), path, "classes")
    for cls, entries in classes.items():
        if not isinstance(entries, list):
            yamlio.fail(classes, f"classes.{cls} must be a list", cls, value=True)
        for i, entry in enumerate(entries):
            _check_keys(entry, {"en", "ko", "weight"}, path, f"classes.{cls}[{i}]")
            weight = entry.get("weight", 1)
            if not isinstance(weight, (int, float)) or isinstance(weight, bool):
                yamlio.fail(entry, "weight must be a number", "weight", value=True)
            for lang in ("en", "ko"):
                phrases = entry.get(lang) or []
                if not isinstance(phrases, list) or not all(isinstance(p, str) for p in phrases):
                    yamlio.fail(entry, f"{lang} must be a list of phrases", lang, value=True)
                lex.cues.extend((cls, p, float(weight)) for p in phrases)


def _load_conditions(data, path, lex: Lexicon):
    _check_keys(data, {"version", "groups"}, path, "conditions")
    groups = data.get("groups") or {}
    _check_keys(groups, set(GROUPS), path, "groups")
    for group, pats in groups.items():
        if not isinstance(pats, list):
            yamlio.fail(groups, f"groups.{group} must be a list of patterns", group, value=True)
        for i in range(len(pats)):
            if not isinstance(pats[i], str):
                line, col = pats.where(i)
                raise RuleDefinitionError("expected a regular expression string", path, line, col)
            try:
                lex.conditions[group].append(Prefiltered(_compile(pats[i])))
            except re.error as exc:
                line, col = pats.where(i)
                raise RuleDefinitionError(f"bad pattern in groups.{group}: {exc}", path, line, col) from None


_CLAIM_KEYS = {"version", "kinds", "ratio-heads", "not-performance", "not-claim", "qualitative", "time-heads", "direction",
               "devices", "baseline", "classify", "extract"}


def _load_claims(data, path, lex: Lexicon):
    _check_keys(data, _CLAIM_KEYS, path, "claim patterns")
    for key, value in data.items():
        if key == "version":
            continue
        if isinstance(value, dict):
            for sub in value:
                name = f"{key}.{sub}"
                pat = _regex(value, sub, path)
                if name in lex.patterns:  # NOTE: a user's pack extends a built-in pattern instead of replacing it.
                    pat = _merged(lex.patterns[name], pat)
                lex.patterns[name] = pat
        else:
            pat = _regex(data, key, path)
            if key in lex.patterns:
                pat = _merged(lex.patterns[key], pat)
            lex.patterns[key] = pat


_LOADERS = {"cues.yaml": _load_cues, "conditions.yaml": _load_conditions, "claims.yaml": _load_claims}
KNOWLEDGE_FILES = frozenset(_LOADERS)  # NOTE: read from a pack's folder or its knowledge/ subfolder; not rule files


def load_lexicon(extra_dirs: tuple[str, ...] = ()) -> Lexicon:
    """Built-in knowledge plus ``cues.yaml``/``conditions.yaml``/``claims.yaml`` from each extra folder."""
    return _load(tuple(str(d) for d in extra_dirs))


@functools.lru_cache(maxsize=8)
def _load(extra_dirs: tuple[str, ...]) -> Lexicon:
    lex = Lexicon()
    folders = [data_path("rules", "knowledge")] + [Path(d) for d in extra_dirs]
    for n, folder in enumerate(folders):
        for name, loader in _LOADERS.items():
            for candidate in (folder / name, folder / "knowledge" / name):
                if candidate.is_file():
                    data = yamlio.load(candidate)
                    loader(data, str(candidate), lex)
                    lex.sources.append(str(candidate))
                    break
            else:
                if n == 0:
                    raise RuleDefinitionError(f"built-in knowledge file {name} is missing", str(folder))
    # NOTE: each group is a PatternSet: a text is read only by the patterns whose literals it holds. The classifier asks
    # whether a sentence names software at all ("up to 2x" of a library is its result, not a datasheet's): the group's own
    # patterns, each searched in turn (a pack's pattern may carry inline flags, so they cannot be joined into one).
    lex.conditions = {g: PatternSet(pats) for g, pats in lex.conditions.items()}
    lex.patterns["conditions.software"] = lex.conditions["software"]
    lex.patterns["conditions.system"] = lex.conditions["system"]
    lex.patterns["conditions.workload"] = lex.conditions["workload"]
    return lex

