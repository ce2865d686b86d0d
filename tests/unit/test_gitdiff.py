"""changed_lines against a real git repository: added, changed, moved, renamed and deleted lines."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from claimcheck.errors import InputError
from claimcheck.gitdiff import changed_lines, join_repo_path, parse_unified_diff, to_repo_relative


@pytest.fixture(autouse=True)
def _hermetic_git(monkeypatch, tmp_path_factory):
    """No user or system git config (a diff.noprefix or an identity there must not matter)."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", os.devnull)
    for var in ("AUTHOR", "COMMITTER"):
        monkeypatch.setenv(f"GIT_{var}_NAME", "Test")
        monkeypatch.setenv(f"GIT_{var}_EMAIL", "test@example.org")
    monkeypatch.delenv("GIT_DIR", raising=False)
    monkeypatch.delenv("GIT_WORK_TREE", raising=False)


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True, text=True).stdout


def lines(n: int, tag: str) -> str:
    return "".join(f"{tag} line {i}\n" for i in range(1, n + 1))


def write(repo: Path, name: str, text: str) -> None:
    p = repo / name
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text, encoding="utf-8")


@pytest.fixture
def repo(tmp_path):
    """Two commits on ``main`` (HEAD~1 -> HEAD), then uncommitted and untracked changes on top."""
    r = tmp_path / "repo"
    r.mkdir()
    git(r, "init", "-q", "-b", "main")
    write(r, "docs/a.md", lines(10, "a"))
    write(r, "docs/moved.md", "# Moved\n\nfirst paragraph\nstill first\n\nsecond paragraph\n\nthird paragraph\n")
    write(r, "docs/old-name.md", lines(5, "rename"))
    write(r, "docs/edited-old.md", lines(6, "edit"))
    write(r, "docs/gone.md", lines(3, "gone"))
    write(r, "docs/with space.md", lines(3, "space"))
    write(r, "docs/대역폭.md", lines(3, "ko"))
    write(r, "notes/other.md", lines(3, "other"))
    write(r, ".gitignore", "*.log\n")
    git(r, "add", "-A")
    git(r, "commit", "-q", "-m", "first")

    # Second commit: edit, insert, delete, move, rename, delete a file.
    a = lines(10, "a").splitlines(keepends=True)
    a[2] = "a line 3, now changed\n"  # changed: line 3
    a[5:5] = ["inserted one\n", "++ not a diff header\n"]  # added: new lines 6 and 7
    del a[9]  # old line 8 (after the insert it sits at index 9): a pure deletion, no new-side line
    write(r, "docs/a.md", "".join(a))
    write(r, "docs/moved.md", "# Moved\n\nsecond paragraph\n\nthird paragraph\n\nfirst paragraph\nstill first\n")
    git(r, "mv", "docs/old-name.md", "docs/new-name.md")
    git(r, "mv", "docs/edited-old.md", "docs/edited-new.md")
    e = lines(6, "edit").splitlines(keepends=True)
    e[3] = "edit line 4, changed after the rename\n"
    write(r, "docs/edited-new.md", "".join(e))
    git(r, "rm", "-q", "docs/gone.md")
    sp = lines(3, "space").splitlines(keepends=True)
    sp[1] = "space line 2 changed\n"
    write(r, "docs/with space.md", "".join(sp))
    ko = lines(3, "ko").splitlines(keepends=True)
    ko.append("대역폭 900 GB/s\n")
    write(r, "docs/대역폭.md", "".join(ko))
    git(r, "add", "-A")
    git(r, "commit", "-q", "-m", "second")

    # Working tree: an uncommitted edit, an untracked file and an ignored one.
    o = lines(3, "other").splitlines(keepends=True)
    o[0] = "other line 1 edited, not committed\n"
    write(r, "notes/other.md", "".join(o))
    write(r, "docs/untracked.md", "one\ntwo\nthree")  # no final newline: still three lines
    write(r, "docs/ignored.log", "not a document\n")
    return r


def test_changed_lines_since_previous_commit(repo):
    changed = changed_lines("HEAD~1", [], cwd=str(repo))
    assert changed["docs/a.md"] == {3, 6, 7}
    # A paragraph moved within a file is a deletion plus an addition: its new lines (with the blank line
    # that now precedes it) count as changed; the paragraphs that stayed put do not.
    assert changed["docs/moved.md"] == {6, 7, 8}
    # A pure rename has no changed lines; a renamed and edited file has its edits, under the new name.
    assert changed["docs/new-name.md"] == set()
    assert changed["docs/edited-new.md"] == {4}
    assert "docs/old-name.md" not in changed and "docs/edited-old.md" not in changed
    # Deleted files have no new side at all.
    assert "docs/gone.md" not in changed
    # Names with spaces and non-ASCII characters come back unquoted.
    assert changed["docs/with space.md"] == {2}
    assert changed["docs/대역폭.md"] == {4}
    # Uncommitted edits count; untracked files count as fully added; ignored files do not appear.
    assert changed["notes/other.md"] == {1}
    assert changed["docs/untracked.md"] == {1, 2, 3}
    assert "docs/ignored.log" not in changed
    assert set(changed) == {"docs/a.md", "docs/moved.md", "docs/new-name.md", "docs/edited-new.md",
                            "docs/with space.md", "docs/대역폭.md", "notes/other.md", "docs/untracked.md"}


def test_changed_lines_limited_to_paths_from_a_subdirectory(repo):
    changed = changed_lines("HEAD~1", ["a.md", "untracked.md"], cwd=str(repo / "docs"))
    # Keys stay relative to the repository top even when run from a subdirectory.
    assert changed == {"docs/a.md": {3, 6, 7}, "docs/untracked.md": {1, 2, 3}}


def test_changed_lines_at_head_has_only_working_tree_changes(repo):
    changed = changed_lines("HEAD", ["."], cwd=str(repo))
    assert changed == {"notes/other.md": {1}, "docs/untracked.md": {1, 2, 3}}


def test_commit_range_compares_commits_only(repo):
    changed = changed_lines("HEAD~1..HEAD", [], cwd=str(repo))
    assert changed["docs/a.md"] == {3, 6, 7}
    assert "notes/other.md" not in changed and "docs/untracked.md" not in changed


def test_diff_is_taken_from_the_merge_base(repo):
    # main moves on after the feature branch forked: the feature must not be blamed for main's edits.
    git(repo, "stash", "-u", "-q")
    git(repo, "checkout", "-q", "-b", "feature", "HEAD~1")
    write(repo, "docs/feature.md", "feature work\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "feature")
    changed = changed_lines("main", [], cwd=str(repo))
    assert changed == {"docs/feature.md": {1}}


def test_shallow_clone_without_the_merge_base_says_how_to_fix_it(repo, tmp_path):
    git(repo, "stash", "-u", "-q")
    git(repo, "checkout", "-q", "-b", "side", "HEAD~1")
    write(repo, "docs/side.md", "side\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "side")
    clone = tmp_path / "shallow"
    subprocess.run(["git", "clone", "-q", "--depth", "1", "--no-single-branch", repo.as_uri(), str(clone)],
                   check=True, capture_output=True)
    with pytest.raises(InputError, match="shallow clone.*fetch-depth: 0"):
        changed_lines("origin/main", [], cwd=str(clone))


def test_unknown_ref_is_an_input_error(repo):
    with pytest.raises(InputError, match="unknown git revision 'no-such-branch'"):
        changed_lines("no-such-branch", [], cwd=str(repo))
    with pytest.raises(InputError, match="unknown git revision 'nope'"):
        changed_lines("nope..HEAD", [], cwd=str(repo))


def test_not_a_repository_is_an_input_error(tmp_path):
    plain = tmp_path / "plain"
    plain.mkdir()
    with pytest.raises(InputError, match="not inside a git repository") as err:
        changed_lines("HEAD", [], cwd=str(plain))
    assert str(err.value) == f"{plain.resolve()}: not inside a git repository"


def test_paths_inside_a_repository_from_a_directory_outside_it(repo, tmp_path):
    changed = changed_lines("HEAD~1", [str(repo / "docs" / "a.md")], cwd=str(tmp_path))
    assert changed == {"docs/a.md": {3, 6, 7}}
    changed = changed_lines("HEAD~1", ["repo/docs/with space.md"], cwd=str(tmp_path))
    assert changed == {"docs/with space.md": {2}}


def test_to_repo_relative(repo):
    assert to_repo_relative("a.md", cwd=str(repo / "docs")) == "docs/a.md"
    assert to_repo_relative("docs/with space.md", cwd=str(repo)) == "docs/with space.md"
    assert to_repo_relative(str(repo / "notes" / "other.md")) == "notes/other.md"
    assert to_repo_relative("docs/gone.md", cwd=str(repo)) == "docs/gone.md"  # deleted files still map
    with pytest.raises(InputError, match="outside the git repository"):
        to_repo_relative("../elsewhere.md", cwd=str(repo))


def test_join_repo_path(repo, tmp_path):
    assert join_repo_path("", "docs/a.md") == "docs/a.md"
    assert join_repo_path(None, "./docs\\a.md") == "docs/a.md"
    assert join_repo_path("docs", "a.md") == "docs/a.md"
    assert join_repo_path("docs/", "../README.md") == "README.md"
    assert join_repo_path(str(repo), "-") == "-"  # standard input
    # An absolute root (the CLI passes its working directory) is resolved against the repository top.
    assert join_repo_path(str(repo / "docs"), "a.md") == "docs/a.md"
    outside = tmp_path / "no-git"
    outside.mkdir()
    assert join_repo_path(str(outside), "x/y.md") == "x/y.md"


def test_parse_unified_diff_by_hand():
    patch = (
        b"diff --git a/x.md b/x.md\n"
        b"index 1..2 100644\n"
        b"--- a/x.md\n"
        b"+++ b/x.md\n"
        b"@@ -2 +2,2 @@\n"
        b"-old\n"
        b"+++ an added line that looks like a header\n"
        b"+@@ -1 +1 @@ so does this one\n"
        b"@@ -9,2 +10,0 @@\n"
        b"-gone\n"
        b"-gone too\n"
        b"@@ -20 +20 @@\n"
        b"-last\n"
        b"\\ No newline at end of file\n"
        b"+last\n"
        b"\\ No newline at end of file\n"
        b'diff --git "a/q\\"uote.md" "b/q\\"uote.md"\n'
        b'--- "a/q\\"uote.md"\n'
        b'+++ "b/q\\"uote.md"\n'
        b"@@ -0,0 +1,3 @@\n"
        b"+a\n+b\n+c\n"
        b"diff --git a/del.md b/del.md\n"
        b"deleted file mode 100644\n"
        b"--- a/del.md\n"
        b"+++ /dev/null\n"
        b"@@ -1 +0,0 @@\n"
        b"-x\n"
        b"diff --git a/pic.png b/pic.png\n"
        b"Binary files a/pic.png and b/pic.png differ\n"
        b'diff --git "a/caf\\303\\251.md" "b/caf\\303\\251.md"\n'
        b'+++ "b/caf\\303\\251.md"\n'
        b"@@ -1 +1 @@\n-x\n+y\n"
    )
    assert parse_unified_diff(patch) == {
        "x.md": {2, 3, 20},
        'q"uote.md': {1, 2, 3},
        "pic.png": set(),
        "café.md": {1},
    }
