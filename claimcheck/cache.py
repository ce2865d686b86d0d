"""The result cache: a file whose bytes, path and configuration are unchanged is not analysed again.

Like ruff's cache: one entry per checked file under ``.claimcheck_cache/`` (in the folder of the config file
in force, else the working directory; ``cache-dir`` / ``--cache-dir`` / ``CLAIMCHECK_CACHE_DIR`` move it,
``--no-cache`` / ``CLAIMCHECK_NO_CACHE=1`` turn it off, ``claimcheck clean`` deletes it). An entry's name is a
hash of everything its result depends on: claimcheck's version and code, the built-in and extra rule packs,
the settings that shape analysis, the file's display path and its bytes. Any change is a miss, never a stale
hit. Entries are JSON (a cache folder may be shared; unpickling it would run whatever someone put there),
written atomically, and a cache that cannot be read or written is simply not used.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
from importlib import metadata
from dataclasses import fields, is_dataclass
from enum import Enum
from pathlib import Path

from claimcheck import __version__, model

CACHE_DIR_NAME = ".claimcheck_cache"
_TAG = "Signature: 8a477f597d28d172789f06886806bc55\n# This file is a cache directory tag created by claimcheck.\n"
_CLASSES = {cls.__name__: cls for cls in (model.FileResult, model.Claim, model.Span, model.Location, model.Quantity,
                                          model.Scaling, model.Evidence, model.Finding)}
_ENUMS = {cls.__name__: cls for cls in (model.EvidenceClass, model.ClaimKind, model.Severity)}
_PKG = Path(__file__).resolve().parent


def cache_dir(settings, flag: str | None = None) -> Path:
    """The cache's folder: ``--cache-dir``, else ``CLAIMCHECK_CACHE_DIR``, else the config's ``cache-dir``, else
    ``.claimcheck_cache`` beside the config file in force, else in the working directory."""
    env = os.environ.get("CLAIMCHECK_CACHE_DIR")
    if flag or env:
        return Path(flag or env)
    if settings.cache_dir:
        return Path(settings.cache_dir)
    if settings.source:
        return Path(settings.source).resolve().parent / CACHE_DIR_NAME
    return Path.cwd() / CACHE_DIR_NAME


def disabled_by_env() -> bool:
    return os.environ.get("CLAIMCHECK_NO_CACHE", "").strip().lower() not in ("", "0", "false", "no")


def _tree_signature(root: Path, h, contents: bool = False) -> None:
    """Feed ``h`` the relative path, size and modification time (or the bytes) of every file under ``root``."""
    if not root.is_dir():
        return
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__" and not d.startswith("."))
        for name in sorted(files):
            if name.endswith((".pyc", ".pyo")):
                continue
            p = Path(folder) / name
            try:
                if contents:
                    sig = p.read_bytes()
                else:
                    st = p.stat()
                    sig = f"{st.st_size}\0{st.st_mtime_ns}".encode()
            except OSError:
                continue
            h.update(f"{p.relative_to(root).as_posix()}\0{len(sig)}\0".encode() + sig + b"\n")


def fingerprint(settings) -> str:
    """A hash of what every result depends on besides the file itself."""
    from claimcheck.resources import data_path

    h = hashlib.sha256(f"claimcheck {__version__}\n".encode())
    for dist in ("spacy", "markdown-it-py"):  # NOTE: their tokens and source maps are our positions
        try:
            h.update(f"{dist} {metadata.version(dist)}\n".encode())
        except metadata.PackageNotFoundError:
            pass
    shaping = settings.to_dict()
    for key in ("source", "cache-dir", "fail-on", "max-warnings", "evidence"):  # NOTE: applied after the results
        shaping.pop(key, None)
    h.update(json.dumps(shaping, sort_keys=True, default=str).encode())
    # NOTE: the code and the shipped rules too, not just the version: a checkout edited in place must not be served
    # old results; a user's own packs are small, and go by their bytes
    for root, contents in ((_PKG, False), (data_path("rules"), False), *((Path(p), True) for p in settings.extra_rules)):
        h.update(f"\n[{root}]\n".encode())
        _tree_signature(root, h, contents)
    return h.hexdigest()


class ResultCache:
    """Results of checked files, keyed by the run's fingerprint, the file's display path and its bytes."""

    def __init__(self, directory: Path, fingerprint: str):
        self.directory = Path(directory)
        self.fingerprint = fingerprint
        self._ready: bool | None = None

    def _entry(self, display: str, path: Path) -> Path | None:
        h = hashlib.sha256(f"{self.fingerprint}\0{display}\0".encode())
        try:
            with open(path, "rb") as fh:
                for chunk in iter(lambda: fh.read(1 << 20), b""):
                    h.update(chunk)
        except OSError:
            return None  # NOTE: the check itself reports the unreadable file
        key = h.hexdigest()
        return self.directory / __version__ / key[:2] / f"{key}.json"

    def get(self, display: str, path: Path):
        """(the cached result of ``path`` shown as ``display`` or None, the entry to :meth:`put` a miss's result in)."""
        entry = self._entry(display, path)
        if entry is None:
            return None, None
        try:
            result = decode(entry.read_text(encoding="utf-8"))
        except (OSError, ValueError, KeyError, TypeError):
            return None, entry  # NOTE: no entry yet, or a damaged one: analysed again and rewritten
        if not isinstance(result, model.FileResult) or result.path != display:
            return None, entry
        return result, entry

    def put(self, entry: Path | None, result) -> None:
        if entry is None or not self._prepare():
            return
        try:
            entry.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=entry.parent, prefix=".tmp-", suffix=".json")
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                # NOTE: json.dumps, not json.dump: dump streams through the pure-Python encoder, dumps runs the C one
                fh.write(json.dumps(encode(result), ensure_ascii=False, separators=(",", ":")))
            os.replace(tmp, entry)  # NOTE: atomic: a reader (another job, another run) sees all of it or none
        except OSError:
            self._ready = False

    def _prepare(self) -> bool:
        """Create the cache folder with its tag files once; False when it cannot be written."""
        if self._ready is None:
            try:
                self.directory.mkdir(parents=True, exist_ok=True)
                tag = self.directory / "CACHEDIR.TAG"
                if not tag.exists():
                    tag.write_text(_TAG, encoding="utf-8")
                ignore = self.directory / ".gitignore"
                if not ignore.exists():
                    ignore.write_text("# Created by claimcheck automatically.\n*\n", encoding="utf-8")
                self._ready = True
            except OSError:
                self._ready = False
        return self._ready


def clean(directory: Path) -> bool:
    """Delete a cache folder; False when there was none. Refuses a folder that is not a claimcheck cache."""
    directory = Path(directory)
    if not directory.exists():
        return False
    tag = directory / "CACHEDIR.TAG"
    if not directory.is_dir() or not tag.is_file() or "claimcheck" not in tag.read_text(encoding="utf-8", errors="replace"):
        raise OSError("not a claimcheck cache (no CACHEDIR.TAG written by claimcheck), not deleted")
    shutil.rmtree(directory)
    return True


def encode(obj):
    """A model record as JSON data that :func:`decode` turns back into an equal record."""
    if isinstance(obj, Enum):
        return {"@e": type(obj).__name__, "v": obj.value}
    if is_dataclass(obj):
        return {"@": type(obj).__name__, **{f.name: encode(getattr(obj, f.name)) for f in fields(obj)}}
    if isinstance(obj, (tuple, list)):
        return [encode(v) for v in obj]
    if isinstance(obj, dict) or hasattr(obj, "items"):
        return {"@m": [[k, encode(v)] for k, v in obj.items()]}
    return obj


def decode(text: str):
    """The record that :func:`encode` turned into ``text`` (JSON)."""
    return json.loads(text, object_hook=_hook)


def _hook(d: dict):
    # NOTE: the parser hands over each object innermost first, so a record's fields are records already; the
    # model's sequences are tuples, and JSON has only lists.
    if "@" in d:
        cls = _CLASSES[d.pop("@")]
        return cls(**{k: tuple(v) if type(v) is list else v for k, v in d.items()})
    if "@e" in d:
        return _ENUMS[d["@e"]](d["v"])
    if "@m" in d:
        return {k: tuple(v) if type(v) is list else v for k, v in d["@m"]}
    return d
