"""The rule registry: every ``rules/*.yml`` file is one rule, its id equal to the file stem.

Rule types (``type:``):
- ``requires`` — a measured claim must disclose its condition groups (``missing-conditions``);
- ``pattern`` — a regular expression over the claim's sentence, for claims of the classes/kinds in ``applies-to``;
- ``class`` — every claim of the classes in ``applies-to`` (e.g. every inferred claim);
- ``evidence`` — applied after the engine against benchmark logs given with ``--evidence``
  (:mod:`claimcheck.evidence`);
- ``python`` — a check that computes (arithmetic, peak look-ups), in the module named by ``module:``; the
  module is imported only when the rule first runs.
Loading is strict: unknown keys, types, classes, kinds or options fail with ``file:line:col``.
"""

from __future__ import annotations

import functools
import importlib
import re
from pathlib import Path

from claimcheck import yamlio
from claimcheck.errors import RuleDefinitionError
from claimcheck.lexicon import KNOWLEDGE_FILES
from claimcheck.model import ClaimKind, EvidenceClass, Severity
from claimcheck.prefilter import Prefiltered
from claimcheck.resources import data_path
from claimcheck.rules.base import OPTION_TYPES, RULE_TYPES, Hit, RuleSpec

__all__ = ["RuleSet", "load_rules", "Hit", "RuleSpec"]

_KEYS = {"id", "type", "severity", "description", "help", "message", "applies-to", "options", "pattern", "module"}
_CLASSES = {e.value for e in EvidenceClass}
_KINDS = {k.value for k in ClaimKind}
_SEVERITIES = {s.value for s in Severity}


def _as_list(node, key, allowed, path):
    value = node.get(key)
    if value is None:
        return ()
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        yamlio.fail(node, f"{key} must be a name or a list of names", key, value=True)
    for i, v in enumerate(value):
        if v not in allowed:
            line, col = value.where(i) if hasattr(value, "where") else node.where(key)
            raise RuleDefinitionError(f"unknown {key} {v!r} (allowed: {', '.join(sorted(allowed))})", path, line, col)
    return tuple(value)


def parse_rule(data, path: str) -> RuleSpec:
    """Validate one rule file's data and build its :class:`RuleSpec`."""
    if not isinstance(data, dict):
        raise RuleDefinitionError("a rule file must be a mapping", path, 1, 1)
    for key in data:
        if key not in _KEYS:
            line, col = data.where(key)
            raise RuleDefinitionError(f"unknown key {key!r} (allowed: {', '.join(sorted(_KEYS))})", path, line, col)
    for key in ("id", "type", "severity", "description"):
        if key not in data:
            line, col = data.where()
            raise RuleDefinitionError(f"missing required key {key!r}", path, line, col)
        if not isinstance(data[key], str):
            yamlio.fail(data, f"{key} must be a string", key, value=True)
    stem = Path(path).stem
    if data["id"] != stem:
        yamlio.fail(data, f"rule id {data['id']!r} must equal the file name {stem!r}", "id", value=True)
    if data["type"] not in RULE_TYPES:
        yamlio.fail(data, f"unknown rule type {data['type']!r} (allowed: {', '.join(RULE_TYPES)})", "type", value=True)
    if data["severity"] not in _SEVERITIES:
        yamlio.fail(data, f"unknown severity {data['severity']!r} (allowed: error, warning, info)", "severity", value=True)
    applies = data.get("applies-to") or {}
    if not isinstance(applies, dict):
        yamlio.fail(data, "applies-to must be a mapping with class and/or kind", "applies-to", value=True)
    for key in applies:
        if key not in ("class", "kind"):
            line, col = applies.where(key)
            raise RuleDefinitionError(f"unknown key {key!r} in applies-to (allowed: class, kind)", path, line, col)
    classes = _as_list(applies, "class", _CLASSES, path) if applies else ()
    kinds = _as_list(applies, "kind", _KINDS, path) if applies else ()
    options = {}
    raw_opts = data.get("options") or {}
    if not isinstance(raw_opts, dict):
        yamlio.fail(data, "options must be a mapping of name -> {type, default}", "options", value=True)
    for name, spec in raw_opts.items():
        if not isinstance(spec, dict) or set(spec) - {"type", "default"} or spec.get("type") not in OPTION_TYPES:
            line, col = raw_opts.where(name)
            raise RuleDefinitionError(f"option {name!r} needs type ({', '.join(OPTION_TYPES)}) and default", path, line, col)
        default = spec.get("default")
        if not isinstance(default, OPTION_TYPES[spec["type"]]) or (spec["type"] != "bool" and isinstance(default, bool)):
            line, col = spec.where("default") if hasattr(spec, "where") else (None, None)
            raise RuleDefinitionError(f"default of option {name!r} must be of type {spec['type']}", path, line, col)
        options[name] = (spec["type"], default)
    pattern = None
    if data["type"] == "pattern":
        if not isinstance(data.get("pattern"), str):
            yamlio.fail(data, "a pattern rule needs a `pattern:` regular expression", "pattern" if "pattern" in data else None)
        try:
            pattern = Prefiltered(re.compile(data["pattern"], re.IGNORECASE))
        except re.error as exc:
            yamlio.fail(data, f"bad pattern: {exc}", "pattern", value=True)
    module = data.get("module")
    if data["type"] == "python" and not isinstance(module, str):
        yamlio.fail(data, "a python rule needs `module:` (a dotted module path with a check() function)", None)
    for key in ("help", "message"):
        if key in data and not isinstance(data[key], str):
            yamlio.fail(data, f"{key} must be a string", key, value=True)
    line, _ = data.where("id")
    return RuleSpec(id=data["id"], type=data["type"], severity=Severity(data["severity"]), description=data["description"].strip(),
                    help=(data.get("help") or "").strip(), message=(data.get("message") or "").strip(), applies_to_class=classes,
                    applies_to_kind=kinds, options=options, pattern=pattern, module=module, source=f"{path}:{line}")


class RuleSet:
    """All rules known to a run, by id, in a stable order."""

    def __init__(self, specs: list[RuleSpec]):
        self.specs = {s.id: s for s in specs}
        self._checks: dict[str, object] = {}

    def __iter__(self):
        return iter(sorted(self.specs.values(), key=lambda s: s.id))

    def __contains__(self, rule_id: str) -> bool:
        return rule_id in self.specs

    def get(self, rule_id: str) -> RuleSpec:
        return self.specs[rule_id]

    def ids(self) -> set[str]:
        return set(self.specs)

    def check_fn(self, spec: RuleSpec):
        """The ``check`` function of a python rule, imported on first use."""
        if spec.id not in self._checks:
            try:
                mod = importlib.import_module(spec.module)
            except ImportError as exc:
                raise RuleDefinitionError(f"cannot import module {spec.module!r}: {exc}", spec.source.rsplit(":", 1)[0]) from None
            fn = getattr(mod, "check", None)
            if fn is None:
                raise RuleDefinitionError(f"module {spec.module!r} has no check() function", spec.source.rsplit(":", 1)[0])
            self._checks[spec.id] = fn
        return self._checks[spec.id]


def rule_files(folder: Path) -> list[Path]:
    """Rule files of a folder (``*.yml``/``*.yaml``): not the ``knowledge/`` subfolder nor the lexicon's files, data
    that extend the built-in cues, conditions and claim patterns."""
    return sorted(p for p in list(folder.glob("*.yml")) + list(folder.glob("*.yaml")) if p.is_file() and p.name not in KNOWLEDGE_FILES)  # NOTE: a pack may keep them beside its rules


def load_rules(extra_dirs: tuple[str, ...] = ()) -> RuleSet:
    """Built-in rules plus the rules of each extra folder; a duplicate id names both sources."""
    return _load(tuple(str(d) for d in extra_dirs))


@functools.lru_cache(maxsize=8)
def _load(extra_dirs: tuple[str, ...]) -> RuleSet:
    specs: dict[str, RuleSpec] = {}
    folders = [data_path("rules")] + [Path(d) for d in extra_dirs]
    for folder in folders:
        if not folder.is_dir():
            raise RuleDefinitionError("rule folder does not exist", str(folder))
        for path in rule_files(folder):
            spec = parse_rule(yamlio.load(path), str(path))
            if spec.id in specs:
                line = spec.source.rsplit(":", 1)[1]
                raise RuleDefinitionError(f"duplicate rule id {spec.id!r} (already defined at {specs[spec.id].source})", str(path), int(line), 1)
            specs[spec.id] = spec
    return RuleSet(list(specs.values()))
