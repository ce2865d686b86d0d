"""Lines added or changed since a git revision, for gating only what a pull request touched.

``changed_lines(ref, paths)`` maps each changed file (relative to the repository top, forward slashes)
to the set of 1-based line numbers on the new side of ``git diff --unified=0``:

- The diff is taken from the merge base of REF and ``HEAD`` to the working tree, so a branch that is behind
  its base is not blamed for lines the base changed since (``git diff --merge-base`` semantics). A range
  written by the user (``A..B`` or ``A...B``) is passed to git as it is and compares two commits.
- Renames are followed (``--find-renames``): a renamed file with no content change maps to an empty set,
  a renamed and edited file maps to its edited lines under its new name.
- Deleted files and pure deletions add nothing: there is no new-side line to report on.
- Untracked files (not ignored) count as fully added: every line is new to a reviewer, and a local
  ``claimcheck check --diff main`` before ``git add`` should not silently skip a new document.

Every failure a user can cause (no git, not a repository, an unknown REF, a shallow clone without the base)
raises :class:`~claimcheck.errors.InputError`, which the CLI reports with exit code 2.
"""

from __future__ import annotations

import functools
import os
import posixpath
import re
import subprocess

from claimcheck.errors import InputError

_HUNK = re.compile(rb"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")
# NOTE: every option that a user's git config could change is pinned, so the output is parseable anywhere:
# prefixes (diff.noprefix / diff.mnemonicPrefix), relative paths (diff.relative), external diff drivers,
# colour, and octal-quoting of non-ASCII names (core.quotePath).
_DIFF_OPTS = ("--unified=0", "--no-color", "--no-ext-diff", "--find-renames", "--no-relative",
              "--src-prefix=a/", "--dst-prefix=b/")


def _git(args: list[str], cwd: str | None) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(["git", "-c", "core.quotePath=false", *args], cwd=cwd or None, capture_output=True,
                              check=False)
    except FileNotFoundError:
        raise InputError("git is not installed or not on PATH (needed for --diff)") from None
    except NotADirectoryError:
        raise InputError("not a directory", cwd) from None


def _stderr(proc: subprocess.CompletedProcess) -> str:
    text = proc.stderr.decode("utf-8", "replace").strip()
    return text.splitlines()[-1] if text else f"git exited with status {proc.returncode}"


@functools.lru_cache(maxsize=64)
def _toplevel(cwd: str) -> str:
    proc = _git(["rev-parse", "--show-toplevel"], cwd)
    if proc.returncode != 0:
        why = _stderr(proc)
        detail = "" if "not a git repository" in why else f" ({why})"
        raise InputError(f"not inside a git repository{detail}", cwd)
    return os.path.realpath(proc.stdout.decode("utf-8", "surrogateescape").strip())


def repo_root(cwd: str | None = None) -> str:
    """Absolute path of the top of the git work tree that contains ``cwd`` (default: the current directory)."""
    return _toplevel(os.path.realpath(cwd or os.getcwd()))


def to_repo_relative(path: str, cwd: str | None = None) -> str:
    """``path`` (absolute, or relative to ``cwd``) as a forward-slash path relative to the repository top.

    This is the key :func:`changed_lines` uses, so ``changed_lines(...).get(to_repo_relative(p), set())``
    is the changed-line set of a file named as the user named it. Raises :class:`InputError` when
    ``cwd`` is not inside a git work tree or ``path`` lies outside it.
    """
    base = os.path.realpath(cwd or os.getcwd())
    full = os.path.realpath(os.path.join(base, path))
    # NOTE: look up the repository from the file's own directory, so a path into a nested repository
    # (a submodule) is made relative to that repository, as git itself would.
    start = full if os.path.isdir(full) else os.path.dirname(full)
    while not os.path.isdir(start):  # a deleted file: climb to a directory that still exists
        start = os.path.dirname(start)
    try:
        top = _toplevel(start)
    except InputError:
        top = _toplevel(base)  # NOTE: raises "not a git repository" when cwd is not in one either
        raise InputError("is outside the git repository " + top, path) from None
    rel = os.path.relpath(full, top)
    if rel == os.pardir or rel.startswith(os.pardir + os.sep):
        raise InputError("is outside the git repository " + top, path)
    return "." if rel == os.curdir else rel.replace(os.sep, "/")


def join_repo_path(root: str | None, path: str) -> str:
    """The repository-relative, forward-slash form of a reported ``path`` given the run's ``root``.

    ``root`` is what reporters receive as ``meta["root"]``: either a repository-relative prefix
    (``""`` or ``"docs"``), or the absolute directory the paths are relative to, in which case the
    path is made relative to the git repository containing it (and left relative to ``root`` when
    there is no repository). SARIF and GitHub annotations need repository-relative paths.
    """
    p = path.replace("\\", "/")
    if p in ("-", "<stdin>"):
        return p  # standard input has no place in the repository
    if (root and os.path.isabs(root)) or os.path.isabs(path):
        base = root if root and os.path.isabs(root) else os.getcwd()
        try:
            return to_repo_relative(path, base)
        except InputError:
            full = os.path.normpath(os.path.join(base, path))
            rel = os.path.relpath(full, base)
            return full.replace(os.sep, "/") if rel.startswith(os.pardir) else rel.replace(os.sep, "/")
    r = (root or "").replace("\\", "/").strip("/")
    joined = posixpath.normpath(posixpath.join(r, p)) if r not in ("", ".") else posixpath.normpath(p)
    return joined


def _unquote(name: bytes) -> bytes:
    """Undo git's C-style quoting of a path in a diff header (``"a/sp\\"ace"``)."""
    if not name.startswith(b'"'):
        return name
    body = name[1:-1] if name.endswith(b'"') else name[1:]
    out = bytearray()
    i = 0
    simple = {ord("n"): 10, ord("t"): 9, ord("r"): 13, ord('"'): 34, ord("\\"): 92, ord("a"): 7, ord("b"): 8,
              ord("f"): 12, ord("v"): 11}
    while i < len(body):
        c = body[i]
        if c == 0x5C and i + 1 < len(body):  # backslash
            n = body[i + 1]
            if 0x30 <= n <= 0x37:
                out.append(int(body[i + 1:i + 4], 8))
                i += 4
                continue
            out.append(simple.get(n, n))
            i += 2
            continue
        out.append(c)
        i += 1
    return bytes(out)


def _header_path(line: bytes, prefix: bytes) -> str | None:
    """The path of a ``+++ b/path`` line, or ``None`` for ``/dev/null``."""
    raw = line[4:].rstrip(b"\n")
    if raw.endswith(b"\t"):  # git appends a tab to names that contain spaces in some versions
        raw = raw[:-1]
    raw = _unquote(raw)
    if raw == b"/dev/null":
        return None
    if raw.startswith(prefix):
        raw = raw[len(prefix):]
    return raw.decode("utf-8", "surrogateescape")


def parse_unified_diff(patch: bytes) -> dict[str, set[int]]:
    """New-side line numbers per file of a ``git diff --unified=0`` patch (prefixes ``a/`` and ``b/``).

    Files that appear in the patch with no added lines (a pure rename, a binary file, a file whose lines
    were only deleted) map to an empty set; deleted files are left out.
    """
    out: dict[str, set[int]] = {}
    current: str | None = None
    old_left = new_left = 0  # lines of the current hunk still to read
    for line in patch.splitlines(keepends=True):
        if old_left or new_left:
            # NOTE: inside a hunk every line is content, even one that looks like a header: an added
            # line "++ x" is printed as "+++ x". Count the hunk's lines off instead of matching them.
            if line.startswith(b"\\"):  # "\ No newline at end of file"
                continue
            if old_left and line.startswith(b"-"):
                old_left -= 1
                continue
            if new_left and line.startswith(b"+"):
                new_left -= 1
                continue
            old_left = new_left = 0  # a malformed hunk: read this line as a header
        if line.startswith(b"diff --git "):
            current = None
        elif line.startswith(b"rename to "):
            current = _unquote(line[len(b"rename to "):].rstrip(b"\n")).decode("utf-8", "surrogateescape")
            out.setdefault(current, set())
        elif line.startswith(b"Binary files "):
            m = re.search(rb" and (.+) differ$", line.rstrip(b"\n"))
            name = _header_path(b"+++ " + m.group(1), b"b/") if m else None
            if name is not None:
                out.setdefault(name, set())
        elif line.startswith(b"+++ "):
            current = _header_path(line, b"b/")
            if current is not None:
                out.setdefault(current, set())
        elif line.startswith(b"@@ "):
            m = _HUNK.match(line)
            if m:
                old_left = int(m.group(2)) if m.group(2) is not None else 1
                start = int(m.group(3))
                new_left = int(m.group(4)) if m.group(4) is not None else 1
                if current is not None:
                    out[current].update(range(start, start + new_left))
    return out


def _verify(ref: str, cwd: str) -> None:
    proc = _git(["rev-parse", "--verify", "--quiet", "--end-of-options", ref + "^{commit}"], cwd)
    if proc.returncode != 0:
        raise InputError(f"unknown git revision {ref!r} (fetch it first, e.g. 'git fetch origin {ref}')")


def _base(ref: str, cwd: str) -> list[str]:
    """What to pass to ``git diff``: the merge base of REF and HEAD, or the user's own range."""
    if ".." in ref:
        left, _, right = ref.replace("...", "..").partition("..")
        for side in (left, right):
            if side:
                _verify(side, cwd)
        return [ref]
    _verify(ref, cwd)
    proc = _git(["merge-base", ref, "HEAD"], cwd)
    if proc.returncode == 0:
        return [proc.stdout.decode().strip()]
    shallow = _git(["rev-parse", "--is-shallow-repository"], cwd)
    if shallow.returncode == 0 and shallow.stdout.strip() == b"true":
        raise InputError(f"no merge base between {ref!r} and HEAD in this shallow clone; fetch more history "
                         "(actions/checkout: 'fetch-depth: 0'; GitLab: 'GIT_DEPTH: 0')")
    # NOTE: unrelated histories (or no HEAD yet): diffing against REF itself is the only meaningful answer.
    return [ref]


def _count_lines(path: str) -> int:
    try:
        with open(path, "rb") as fh:
            data = fh.read()
    except OSError:
        return 0
    if not data:
        return 0
    return data.count(b"\n") + (0 if data.endswith(b"\n") else 1)


def changed_lines(ref: str, paths: list[str], cwd: str | None = None) -> dict[str, set[int]]:
    """Map each file changed since ``ref`` under ``paths`` to its added or changed new-side lines (1-based).

    Keys are relative to the repository top with forward slashes (compare them with
    :func:`to_repo_relative`). ``paths`` are files or directories relative to ``cwd`` (default: the current
    directory); an empty list means the whole repository. Untracked, non-ignored files count as fully added.
    Raises :class:`InputError` when git is missing, ``cwd`` is not in a work tree, or ``ref`` is unknown.
    """
    where = os.path.realpath(cwd or os.getcwd())
    try:
        _toplevel(where)  # NOTE: fail with "not inside a git repository" before any other git message
    except InputError:
        # Run from outside the work tree on paths inside it: use the repository of the first path.
        found = next((p for p in (os.path.join(where, q) for q in paths) if os.path.exists(p)), None)
        if found is None:
            raise
        outer = where
        where = os.path.realpath(found if os.path.isdir(found) else os.path.dirname(found))
        _toplevel(where)
        paths = [os.path.realpath(os.path.join(outer, q)) for q in paths]
    base = _base(ref, where)
    spec = ["--", *paths] if paths else []
    proc = _git(["diff", *_DIFF_OPTS, *base, *spec], where)
    if proc.returncode != 0:
        raise InputError(f"git diff {ref} failed: {_stderr(proc)}")
    changed = parse_unified_diff(proc.stdout)
    if ".." not in ref:
        others = _git(["ls-files", "--others", "--exclude-standard", "--full-name", "-z", *spec], where)
        if others.returncode != 0:
            raise InputError(f"git ls-files failed: {_stderr(others)}")
        top = _toplevel(where)
        for raw in others.stdout.split(b"\0"):
            if not raw:
                continue
            name = raw.decode("utf-8", "surrogateescape")
            n = _count_lines(os.path.join(top, name))
            changed[name] = set(range(1, n + 1))
    return changed
