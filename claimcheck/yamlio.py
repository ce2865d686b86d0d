"""YAML loading that remembers where every value came from.

All YAML the tool reads (rule packs, knowledge, config, fixtures) goes through :func:`load`, so any
error can name ``file:line:col``. Mappings load as :class:`LocMap` and sequences as :class:`LocList`;
both are ordinary ``dict``/``list`` subclasses with a ``pos`` attribute (1-based line, column) and a
``marks`` dict giving the position of each key (for maps) or item (for lists). Duplicate keys are an error.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from claimcheck.errors import ClaimcheckError, RuleDefinitionError


class LocMap(dict):
    """A dict that knows the source position of itself, of each key and of each key's value."""

    __slots__ = ("pos", "marks", "vmarks", "path")

    def where(self, key=None, value: bool = False) -> tuple[int, int]:
        """(line, column) of ``key`` (of its value with ``value``), or of the mapping itself."""
        marks = self.vmarks if value else self.marks
        if key is not None and key in marks:
            return marks[key]
        return self.pos


class LocList(list):
    """A list that knows the source position of itself and of each item."""

    __slots__ = ("pos", "marks", "path")

    def where(self, index=None) -> tuple[int, int]:
        """(line, column) of item ``index``, or of the list itself."""
        if index is not None and 0 <= index < len(self.marks):
            return self.marks[index]
        return self.pos


def _pos(node) -> tuple[int, int]:
    return node.start_mark.line + 1, node.start_mark.column + 1


class _Loader(yaml.SafeLoader):
    path = "<string>"


class _BuiltinLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
    """libyaml's parser, about 10x faster, for the shipped rule packs and knowledge only.

    NOTE: it is more lenient than PyYAML's own parser (a tab after ``key:``) and words its errors differently,
    so a user's files keep the one parser whose behaviour the error messages were written for.
    """

    path = "<string>"


def _construct_map(loader: _Loader, node: yaml.MappingNode):
    loader.flatten_mapping(node)
    out = LocMap()
    out.pos = _pos(node)
    out.marks = {}
    out.vmarks = {}
    out.path = loader.path
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if key in out:
            line, col = _pos(key_node)
            raise RuleDefinitionError(f"duplicate key {key!r}", loader.path, line, col)
        out[key] = loader.construct_object(value_node, deep=True)
        out.marks[key] = _pos(key_node)
        out.vmarks[key] = _pos(value_node)
    return out


def _construct_seq(loader: _Loader, node: yaml.SequenceNode):
    out = LocList(loader.construct_object(child, deep=True) for child in node.value)
    out.pos = _pos(node)
    out.marks = [_pos(child) for child in node.value]
    out.path = loader.path
    return out


for _cls in (_Loader, _BuiltinLoader):
    _cls.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_map)
    _cls.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_seq)


def load_text(text: str, path: str = "<string>", error=RuleDefinitionError, builtin: bool = False):
    """Parse YAML ``text``; syntax errors become ``error`` located at ``path:line:col``.

    ``builtin`` selects the fast parser, for files shipped with claimcheck.
    """
    loader = (_BuiltinLoader if builtin else _Loader)(text)
    loader.path = path
    try:
        return loader.get_single_data()
    except ClaimcheckError:
        raise
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        col = mark.column + 1 if mark else None
        raise error(f"invalid YAML: {exc.problem or exc.context}", path, line, col) from None
    except yaml.YAMLError as exc:
        raise error(f"invalid YAML: {exc}", path) from None
    finally:
        loader.dispose()


def load(path: str | Path, error=RuleDefinitionError):
    """Read and parse the YAML file at ``path`` (UTF-8)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise error(f"cannot read: {exc}", str(path)) from None
    return load_text(text, str(path), error, builtin=_is_builtin(path))


def _is_builtin(path: Path) -> bool:
    from claimcheck.resources import data_path

    try:
        path.resolve().relative_to(data_path("rules").resolve())
    except ValueError:
        return False
    return True


def where(node, key=None, value: bool = False) -> tuple[int | None, int | None]:
    """Position of ``node`` (or of its ``key``, or of that key's value) when it came from :func:`load`, else (None, None)."""
    if isinstance(node, LocMap):
        return node.where(key, value)
    if isinstance(node, LocList):
        return node.where(key)
    return None, None


def fail(node, message: str, key=None, error=RuleDefinitionError, path: str | None = None, value: bool = False):
    """Raise ``error`` located at ``node``'s (or its ``key``'s, or with ``value`` that key's value's) position.

    NOTE: an unknown or missing key is reported at the key, a wrong value at the value.
    """
    line, col = where(node, key, value)
    raise error(message, path or getattr(node, "path", None), line, col)
