"""The result cache: unchanged files are served from earlier runs, anything that could change a result misses."""

from __future__ import annotations

import json
import re

import pytest

from claimcheck import api, cache
from claimcheck.config import Settings

from conftest import DOC


@pytest.fixture()
def here_cache(monkeypatch):
    """The cache where it goes by default (no CLAIMCHECK_CACHE_DIR)."""
    monkeypatch.delenv("CLAIMCHECK_CACHE_DIR", raising=False)


@pytest.fixture()
def count_analyses(monkeypatch):
    """How many files were analysed (not served from the cache)."""
    calls = []
    real = api.check_file

    def counting(path, display, settings):
        calls.append(display)
        return real(path, display, settings)

    monkeypatch.setattr(api, "check_file", counting)
    return calls


def _json(res):
    assert res.exit_code in (0, 1), res.stderr
    return json.loads(res.stdout)


def test_second_run_is_served_from_the_cache_with_identical_output(cli, workdir, here_cache, count_analyses):
    (workdir / "doc.md").write_text(DOC, encoding="utf-8")
    (workdir / "ko.md").write_text("이 링크의 대역폭은 900 GB/s이다.\n", encoding="utf-8")
    first = cli("check", "--no-config", "--format", "json", ".")
    assert sorted(count_analyses) == ["doc.md", "ko.md"]
    second = cli("check", "--no-config", "--format", "json", ".")
    assert sorted(count_analyses) == ["doc.md", "ko.md"]  # nothing analysed again
    assert second.stdout == first.stdout and second.exit_code == first.exit_code == 1
    assert len(_json(second)["claims"]) == 4
    folder = workdir / ".claimcheck_cache"
    assert "claimcheck" in (folder / "CACHEDIR.TAG").read_text(encoding="utf-8")
    assert (folder / ".gitignore").read_text(encoding="utf-8").splitlines()[-1] == "*"
    assert len(list(folder.rglob("*.json"))) == 2


def test_text_and_html_outputs_are_the_same_from_the_cache(cli, workdir, count_analyses):
    (workdir / "doc.md").write_text(DOC, encoding="utf-8")
    text = [cli("check", "--no-config", "doc.md").stdout for _ in range(2)]
    assert text[0] == text[1] and "doc.md:3:" in text[0]
    html = []
    for name in ("a.html", "b.html"):
        cli("report", "--no-config", "-o", name, "doc.md")
        page = (workdir / name).read_text(encoding="utf-8")
        # NOTE: the time of writing differs, in both of its forms (ISO and "2026-01-31 09:05 UTC")
        html.append(re.sub(r"\d{4}-\d\d-\d\d[T ]\d\d:\d\d(:\d\dZ| UTC)", "TIME", page))
    assert html[0] == html[1]
    assert count_analyses == ["doc.md"]


def test_an_edited_file_is_analysed_again(cli, workdir, count_analyses):
    doc = workdir / "doc.md"
    doc.write_text("We measured 368 GB/s.\n", encoding="utf-8")
    cli("check", "--no-config", "doc.md")
    doc.write_text("We measured 368 GB/s.\n\nNVLink 4 is rated at 900 GB/s.\n", encoding="utf-8")
    res = cli("check", "--no-config", "--format", "json", "doc.md")
    assert count_analyses == ["doc.md", "doc.md"]
    assert [c["text"] for c in _json(res)["claims"]] == ["368 GB/s", "900 GB/s"]


def test_the_same_bytes_under_another_name_are_not_served_the_other_path(cli, workdir, count_analyses):
    (workdir / "a.md").write_text(DOC, encoding="utf-8")
    (workdir / "b.md").write_text(DOC, encoding="utf-8")
    cli("check", "--no-config", "a.md")
    res = cli("check", "--no-config", "--format", "json", "b.md")
    assert count_analyses == ["a.md", "b.md"]
    assert {c["path"] for c in _json(res)["claims"]} == {"b.md"}


@pytest.mark.parametrize("flags", [["--ignore", "missing-conditions"], ["--select", "inferred-claim"],
                                   ["--no-inline-config"], ["--warn-unused-suppressions"]])
def test_settings_that_shape_results_miss(cli, workdir, count_analyses, flags):
    (workdir / "doc.md").write_text(DOC, encoding="utf-8")
    cli("check", "--no-config", "doc.md")
    cli("check", "--no-config", *flags, "doc.md")
    assert count_analyses == ["doc.md", "doc.md"]


def test_settings_applied_after_the_results_hit(cli, workdir, count_analyses):
    (workdir / "doc.md").write_text(DOC, encoding="utf-8")
    assert cli("check", "--no-config", "doc.md").exit_code == 1
    assert cli("check", "--no-config", "--fail-on", "never", "doc.md").exit_code == 0
    assert cli("check", "--no-config", "-q", "--max-warnings", "5", "doc.md").exit_code == 1
    assert count_analyses == ["doc.md"]


def test_an_edited_rule_pack_misses(workdir):
    """(Separate processes, as in use: one process keeps the rule packs it loaded.)"""
    import subprocess
    import sys

    from test_bad_input import RULE_OK

    (workdir / "doc.md").write_text("The new fabric is blazing: we measured 368 GB/s.\n", encoding="utf-8")
    (workdir / "pack").mkdir()
    rule = workdir / "pack" / "house-words.yml"
    rule.write_text(RULE_OK, encoding="utf-8")
    (workdir / ".claimcheck.yaml").write_text("extra-rules: [pack]\n", encoding="utf-8")

    def run():
        return subprocess.run([sys.executable, "-m", "claimcheck", "check", "-q", "doc.md"], cwd=workdir, capture_output=True,
                              text=True, timeout=120).stdout

    assert "info house-words: vague" in run()
    rule.write_text(RULE_OK.replace("message: vague", "message: say how fast"), encoding="utf-8")
    assert "info house-words: say how fast" in run()


def test_reading_warnings_are_repeated_on_a_cached_run(cli, workdir, count_analyses):
    (workdir / "bad.md").write_bytes(b"We measured 368 GB/s \xff on 8 H100.\n")
    first, second = (cli("check", "--no-config", "bad.md") for _ in range(2))
    assert count_analyses == ["bad.md"]
    assert "invalid UTF-8 at byte offset 21" in first.stderr
    assert second.stderr == first.stderr and second.stdout == first.stdout


@pytest.mark.parametrize("off", ["flag", "env"])
def test_no_cache_neither_reads_nor_writes(cli, workdir, here_cache, count_analyses, monkeypatch, off):
    (workdir / "doc.md").write_text(DOC, encoding="utf-8")
    args = ["check", "--no-config", "doc.md"]
    if off == "flag":
        cli(*args)  # fills the cache: --no-cache must not read it
        args.insert(1, "--no-cache")
    else:
        monkeypatch.setenv("CLAIMCHECK_NO_CACHE", "1")
        cli(*args)
    entries = sorted((workdir / ".claimcheck_cache").rglob("*.json")) if (workdir / ".claimcheck_cache").exists() else []
    cli(*args)
    assert count_analyses == ["doc.md", "doc.md"]
    assert sorted((workdir / ".claimcheck_cache").rglob("*.json")) == entries if entries else not (workdir / ".claimcheck_cache").exists()


def test_cache_folder_beside_the_config_file_and_configurable(cli, workdir, here_cache):
    (workdir / "docs").mkdir()
    (workdir / "docs" / "doc.md").write_text(DOC, encoding="utf-8")
    (workdir / ".claimcheck.yaml").write_text("fail-on: never\n", encoding="utf-8")
    sub = workdir / "docs"
    import os

    os.chdir(sub)
    assert cli("check", "doc.md").exit_code == 0
    assert (workdir / ".claimcheck_cache" / "CACHEDIR.TAG").is_file() and not (sub / ".claimcheck_cache").exists()
    (workdir / ".claimcheck.yaml").write_text("fail-on: never\ncache-dir: build/cc\n", encoding="utf-8")
    cli("check", "doc.md")
    assert (workdir / "build" / "cc" / "CACHEDIR.TAG").is_file()  # relative to the config file
    cli("check", "--cache-dir", str(workdir / "flag"), "doc.md")
    assert (workdir / "flag" / "CACHEDIR.TAG").is_file()


def test_flag_beats_environment_beats_config(workdir, monkeypatch):
    s = Settings(cache_dir=str(workdir / "conf"))
    monkeypatch.setenv("CLAIMCHECK_CACHE_DIR", str(workdir / "env"))
    assert cache.cache_dir(s, str(workdir / "flag")) == workdir / "flag"
    assert cache.cache_dir(s) == workdir / "env"
    monkeypatch.delenv("CLAIMCHECK_CACHE_DIR")
    assert cache.cache_dir(s) == workdir / "conf"
    assert cache.cache_dir(Settings()) == workdir / ".claimcheck_cache"


def test_bad_cache_dir_in_config_is_a_config_error(cli, workdir):
    (workdir / ".claimcheck.yaml").write_text("cache-dir: [a, b]\n", encoding="utf-8")
    (workdir / "doc.md").write_text(DOC, encoding="utf-8")
    res = cli("check", "doc.md")
    assert res.exit_code == 2
    assert res.stderr.strip() == f"claimcheck: {(workdir / '.claimcheck.yaml')}:1:12: cache-dir must be a folder path"


def test_a_corrupt_entry_is_analysed_again_and_rewritten(cli, workdir, count_analyses):
    (workdir / "doc.md").write_text(DOC, encoding="utf-8")
    first = cli("check", "--no-config", "--cache-dir", "cc", "doc.md")
    (entry,) = (workdir / "cc").rglob("*.json")
    entry.write_text('{"@": "FileResult", "path": "doc.md", "claims": [{"@": "Nope"}]}', encoding="utf-8")
    second = cli("check", "--no-config", "--cache-dir", "cc", "doc.md")
    third = cli("check", "--no-config", "--cache-dir", "cc", "doc.md")
    assert count_analyses == ["doc.md", "doc.md"]
    assert first.stdout == second.stdout == third.stdout


def test_an_unwritable_cache_does_not_stop_the_check(cli, workdir):
    (workdir / "doc.md").write_text(DOC, encoding="utf-8")
    (workdir / "taken").write_text("a file, not a folder\n", encoding="utf-8")
    res = cli("check", "--no-config", "--cache-dir", "taken/cc", "--format", "json", "doc.md")
    assert res.exit_code == 1 and res.stderr == ""
    assert len(_json(res)["claims"]) == 3


def test_parallel_jobs_fill_and_read_the_same_cache(cli, workdir, count_analyses):
    for i in range(4):
        (workdir / f"d{i}.md").write_text(DOC.replace("92%", f"9{i}%"), encoding="utf-8")
    serial = cli("check", "--no-config", "--no-cache", "--format", "json", ".")
    first = cli("check", "--no-config", "-j", "2", "--format", "json", ".")
    assert first.stdout == serial.stdout
    count_analyses.clear()
    second = cli("check", "--no-config", "-j", "2", "--format", "json", ".")
    assert second.stdout == serial.stdout and count_analyses == []


def test_encode_decode_round_trip_keeps_every_field():
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "examples"
    run = api.check_paths([str(root)], Settings())
    assert sum(len(f.claims) for f in run.files) > 20
    for result in run.files:
        back = cache.decode(json.dumps(cache.encode(result)))
        assert back == result
        assert all(type(c.kind) is type(o.kind) and type(c.cues) is tuple for c, o in zip(back.claims, result.claims))


def test_clean_deletes_the_cache(cli, workdir, here_cache):
    (workdir / "doc.md").write_text(DOC, encoding="utf-8")
    cli("check", "--no-config", "doc.md")
    assert (workdir / ".claimcheck_cache").is_dir()
    res = cli("clean", "--no-config")
    assert res.exit_code == 0 and not (workdir / ".claimcheck_cache").exists()
    assert res.stderr.startswith("removed ")
    again = cli("clean", "--no-config")
    assert again.exit_code == 0 and again.stderr.startswith("no cache at ")


def test_clean_refuses_a_folder_that_is_not_a_cache(cli, workdir):
    (workdir / "notes").mkdir()
    (workdir / "notes" / "keep.md").write_text("mine\n", encoding="utf-8")
    res = cli("clean", "--no-config", "--cache-dir", "notes")
    assert res.exit_code == 2
    assert res.stderr.strip() == "claimcheck: notes: not a claimcheck cache (no CACHEDIR.TAG written by claimcheck), not deleted"
    assert (workdir / "notes" / "keep.md").is_file()
