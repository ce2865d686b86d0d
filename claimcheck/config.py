"""Configuration: ``.claimcheck.yaml`` (or ``.claimcheck.yml``) or ``[tool.claimcheck]`` in ``pyproject.toml``,
found by walking up from the working directory; command-line flags override it.

Keys: ``include``, ``exclude`` (globs), ``select``, ``ignore`` (rule ids), ``severity`` (rule -> level),
``rules`` (rule -> ``{severity, enabled, <option>: value}``), ``extra-rules`` (folders of YAML rule packs),
``fail-on`` (error|warning|info|never), ``max-warnings``, ``evidence`` (globs of benchmark logs),
``inline-config`` (bool), ``warn-unused-suppressions`` (bool), ``cache-dir`` (the result cache's folder). Validation is strict and names ``file:line:col``.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from claimcheck import yamlio
from claimcheck.errors import ConfigError
from claimcheck.model import Severity

_TOML_TEXT: dict[str, str] = {}
CONFIG_NAMES = (".claimcheck.yaml", ".claimcheck.yml", "claimcheck.yaml")
DEFAULT_INCLUDE = ("**/*.md", "**/*.markdown", "**/*.rst", "**/*.txt", "**/*.log", "**/*.out")
FAIL_ON = ("error", "warning", "info", "never")
KEYS = {"include", "exclude", "select", "ignore", "severity", "rules", "extra-rules", "fail-on", "max-warnings", "evidence",
        "inline-config", "warn-unused-suppressions", "cache-dir"}


@dataclass(frozen=True)
class Settings:
    """The configuration in force for a run."""

    include: tuple[str, ...] = DEFAULT_INCLUDE
    exclude: tuple[str, ...] = ()
    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    severity: dict[str, str] = field(default_factory=dict)
    rule_options: dict[str, dict[str, Any]] = field(default_factory=dict)
    disabled: tuple[str, ...] = ()
    extra_rules: tuple[str, ...] = ()
    fail_on: str = "error"
    max_warnings: int | None = None
    evidence: tuple[str, ...] = ()
    inline_config: bool = True
    warn_unused_suppressions: bool = False
    cache_dir: str | None = None  # None: .claimcheck_cache beside the config file, else in the working directory
    source: str | None = None  # the file it came from

    def rule_enabled(self, rule_id: str) -> bool:
        if rule_id in self.disabled:
            return False
        if self.select and not any(_matches(rule_id, s) for s in self.select):
            return False
        return not any(_matches(rule_id, s) for s in self.ignore)

    def severity_for(self, spec) -> Severity:
        level = self.severity.get(spec.id)
        return Severity(level) if level else spec.severity

    def options_for(self, spec) -> dict[str, Any]:
        opts = spec.defaults()
        opts.update(self.rule_options.get(spec.id, {}))
        return opts

    def to_dict(self) -> dict:
        """The settings as shown in reports ("the config that was in force")."""
        return {"source": self.source, "include": list(self.include), "exclude": list(self.exclude), "select": list(self.select),
                "ignore": list(self.ignore), "severity": dict(self.severity), "rules": {k: dict(v) for k, v in self.rule_options.items()},
                "disabled": list(self.disabled), "extra-rules": list(self.extra_rules), "fail-on": self.fail_on,
                "max-warnings": self.max_warnings, "evidence": list(self.evidence), "inline-config": self.inline_config,
                "warn-unused-suppressions": self.warn_unused_suppressions, "cache-dir": self.cache_dir}


def _matches(rule_id: str, sel: str) -> bool:
    return rule_id == sel or (sel.endswith("*") and rule_id.startswith(sel[:-1])) or sel == "all"


def find_config(start: Path | None = None) -> Path | None:
    """The nearest config file from ``start`` (default: working directory) upwards."""
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        for name in CONFIG_NAMES:
            p = folder / name
            if p.is_file():
                return p
        py = folder / "pyproject.toml"
        if py.is_file() and re.search(r"^\[tool\.claimcheck(?:\.|\])", py.read_text(encoding="utf-8", errors="replace"), re.M):
            return py
    return None


def _toml_pos(text: str, key: str, value: bool = False) -> tuple[int | None, int | None]:
    """(line, column) of ``key = ...`` (of what follows ``=`` with ``value``) inside the ``[tool.claimcheck...]``
    tables (tomllib keeps no positions)."""
    start = 0
    head = re.search(r"^\[tool\.claimcheck(?:\.|\])", text, re.M)
    if head:
        start = head.start()
    m = re.compile(rf"^([ \t]*)\"?{re.escape(str(key))}\"?[ \t]*=[ \t]*", re.M).search(text, start)
    if not m:
        m = re.compile(rf"^\[tool\.claimcheck\.(?:rules\.)?\"?{re.escape(str(key))}\"?\]", re.M).search(text, start)
        if not m:
            return None, None
        return text.count("\n", 0, m.start()) + 1, 1
    line_start = text.rfind("\n", 0, m.start()) + 1
    return text.count("\n", 0, m.start()) + 1, (m.end() - line_start if value else len(m.group(1))) + 1


def load_config(path: Path) -> dict:
    """Raw config mapping from a YAML file or a pyproject.toml ``[tool.claimcheck]`` table."""
    if path.name == "pyproject.toml":
        try:
            import tomllib
        except ModuleNotFoundError:  # Python 3.10
            import tomli as tomllib
        text = path.read_text(encoding="utf-8", errors="replace")
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            m = re.search(r"line (\d+), column (\d+)", str(exc))
            raise ConfigError(f"invalid TOML: {exc}", str(path), int(m.group(1)) if m else None, int(m.group(2)) if m else None) from None
        table = data.get("tool", {}).get("claimcheck", {})
        _TOML_TEXT[str(path)] = text
        return {"__toml__": text, **table}
    data = yamlio.load(path, error=ConfigError)
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ConfigError("config must be a mapping of keys to values", str(path), 1, 1)
    return data


def _where(data, key, path, value=False, item=None):
    toml = data.get("__toml__") if isinstance(data, dict) else None
    if toml is None and not hasattr(data, "where") and str(path).endswith(".toml"):
        toml = _TOML_TEXT.get(str(path))  # NOTE: a nested TOML table: find the key in the file's text
    value = value or item is not None  # NOTE: an item is in the value; TOML and a scalar value stop at the value
    if toml is not None:
        line, col = _toml_pos(toml, key, value)
        return str(path), line, col
    items = data.get(key) if isinstance(data, dict) else None
    line, col = items.where(item) if item is not None and isinstance(items, yamlio.LocList) else yamlio.where(data, key, value)
    return str(path), line, col


def _fail(data, key, path, message, *, value=False, item=None):
    """Raise a ConfigError at ``key`` in ``data``; at its value with ``value``, at item ``item`` of its list value.

    NOTE: an unknown key is reported at the key, a wrong value at the value, as ruff and sqlfluff do.
    """
    p, line, col = _where(data, key, path, value, item)
    raise ConfigError(message, p, line, col)


def _str_list(data, key, path):
    value = data.get(key)
    if value is None:
        return None
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        _fail(data, key, path, f"{key} must be a list of strings", value=True)
    for i, v in enumerate(value):
        if not isinstance(v, str):
            _fail(data, key, path, f"{key} must be a list of strings, got {v!r}", item=i)
    return tuple(value)


def settings_from(data: dict, path: Path, rules=None, base: Settings | None = None) -> Settings:
    """Validate a raw config mapping into :class:`Settings`; ``rules`` (a RuleSet) validates rule names and options."""
    s = base or Settings()
    for key in data:
        if key == "__toml__":
            continue
        if key not in KEYS:
            _fail(data, key, path, f"unknown config key {key!r} (allowed: {', '.join(sorted(KEYS))})")
    kw: dict[str, Any] = {"source": str(path)}
    for key, attr in (("include", "include"), ("exclude", "exclude"), ("select", "select"), ("ignore", "ignore"),
                      ("evidence", "evidence")):
        v = _str_list(data, key, path)
        if v is not None:
            kw[attr] = v
    extra = _str_list(data, "extra-rules", path)
    if extra is not None:
        resolved = []
        for i, e in enumerate(extra):
            folder = (path.parent / e).resolve() if not os.path.isabs(e) else Path(e)
            if not folder.is_dir():
                _fail(data, "extra-rules", path, f"extra-rules folder {e!r} does not exist", item=i)
            resolved.append(str(folder))
        kw["extra_rules"] = tuple(resolved)
    if "fail-on" in data:
        if data["fail-on"] not in FAIL_ON:
            _fail(data, "fail-on", path, f"fail-on must be one of {', '.join(FAIL_ON)}, got {data['fail-on']!r}", value=True)
        kw["fail_on"] = data["fail-on"]
    if "max-warnings" in data:
        if not isinstance(data["max-warnings"], int) or isinstance(data["max-warnings"], bool) or data["max-warnings"] < 0:
            _fail(data, "max-warnings", path, "max-warnings must be a non-negative integer", value=True)
        kw["max_warnings"] = data["max-warnings"]
    if "inline-config" in data:
        if not isinstance(data["inline-config"], bool):
            _fail(data, "inline-config", path, "inline-config must be true or false", value=True)
        kw["inline_config"] = data["inline-config"]
    if "warn-unused-suppressions" in data:
        if not isinstance(data["warn-unused-suppressions"], bool):
            _fail(data, "warn-unused-suppressions", path, "warn-unused-suppressions must be true or false", value=True)
        kw["warn_unused_suppressions"] = data["warn-unused-suppressions"]
    if "cache-dir" in data:
        if not isinstance(data["cache-dir"], str) or not data["cache-dir"].strip():
            _fail(data, "cache-dir", path, "cache-dir must be a folder path", value=True)
        d = data["cache-dir"]
        kw["cache_dir"] = str(path.parent / d) if not os.path.isabs(d) else d  # NOTE: relative to the config file
    severity = dict(s.severity)
    if "severity" in data:
        sev = data["severity"]
        if not isinstance(sev, dict):
            _fail(data, "severity", path, "severity must map rule ids to error, warning or info", value=True)
        for rid, level in sev.items():
            if level not in ("error", "warning", "info"):
                _fail(sev, rid, path, f"severity of {rid!r} must be error, warning or info, got {level!r}", value=True)
            severity[rid] = level
    options = {k: dict(v) for k, v in s.rule_options.items()}
    disabled = set(s.disabled)
    if "rules" in data:
        table = data["rules"]
        if not isinstance(table, dict):
            _fail(data, "rules", path, "rules must map rule ids to their settings", value=True)
        for rid, conf in table.items():
            if conf is False or conf == "off":
                disabled.add(rid)
                continue
            if not isinstance(conf, dict):
                _fail(table, rid, path, f"settings of rule {rid!r} must be a mapping (or false to disable it)", value=True)
            spec = rules.specs.get(rid) if rules is not None else None
            for opt, value in conf.items():
                if opt == "severity":
                    if value not in ("error", "warning", "info"):
                        _fail(conf, opt, path, f"severity of {rid!r} must be error, warning or info, got {value!r}", value=True)
                    severity[rid] = value
                elif opt == "enabled":
                    if not isinstance(value, bool):
                        _fail(conf, opt, path, f"enabled of {rid!r} must be true or false", value=True)
                    if not value:
                        disabled.add(rid)
                else:
                    if spec is not None and opt not in spec.options:
                        allowed = ", ".join(["severity", "enabled", *spec.options]) or "severity, enabled"
                        _fail(conf, opt, path, f"unknown option {opt!r} for rule {rid!r} (allowed: {allowed})")
                    if spec is not None:
                        typ = spec.options[opt][0]
                        from claimcheck.rules.base import OPTION_TYPES

                        if not isinstance(value, OPTION_TYPES[typ]) or (typ != "bool" and isinstance(value, bool)):
                            _fail(conf, opt, path, f"option {opt!r} of rule {rid!r} must be of type {typ}", value=True)
                    options.setdefault(rid, {})[opt] = value
    if rules is not None:
        for rid in list(severity) + list(options) + list(disabled):
            if rid not in rules:
                where = data.get("rules") if isinstance(data.get("rules"), dict) and rid in data["rules"] else data.get("severity")
                _fail(where if isinstance(where, dict) else data, rid if isinstance(where, dict) else "rules", path, f"unknown rule {rid!r}")
        for key in ("select", "ignore"):
            for i, rid in enumerate(kw.get(key, ())):
                if not rid.endswith("*") and rid != "all" and rid not in rules:
                    _fail(data, key, path, f"unknown rule {rid!r} in {key}", item=i)
    kw["severity"] = severity
    kw["rule_options"] = options
    kw["disabled"] = tuple(sorted(disabled))
    return replace(s, **kw)
