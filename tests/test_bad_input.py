"""Bad input never shows a traceback: missing and unreadable paths, binary and badly encoded files, BOM, CRLF,
tabs, a 5 MB single line, empty files, malformed config and rule packs. User errors exit 2 and name file:line:col."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

MEASURED = "We measured 368 GB/s busbw for a 1 GB all-reduce on 16 H100 GPUs with NCCL 2.21."


def claims(res) -> list[dict]:
    assert "Traceback" not in res.stderr
    return json.loads(res.stdout)["claims"]


def where(claim: dict) -> tuple[int, int, str]:
    return claim["line"], claim["column"], claim["text"]


def assert_user_error(res, prefix: str) -> None:
    """Exit 2, one ``claimcheck: <prefix>...`` line on stderr, nothing on stdout, no traceback."""
    assert res.exit_code == 2, (res.stdout, res.stderr)
    assert res.stdout == ""
    assert "Traceback" not in res.stderr
    assert res.stderr.startswith(f"claimcheck: {prefix}"), res.stderr


# ---------------------------------------------------------------- paths

def test_missing_path(cli):
    res = cli("check", "--no-config", "nope/missing.md")
    assert res.exit_code == 2
    assert "nope/missing.md: no such file or directory" in res.stderr
    assert "Traceback" not in res.stderr


def test_missing_path_among_good_ones_still_fails(cli, workdir):
    (workdir / "ok.md").write_text(MEASURED + "\n", encoding="utf-8")
    res = cli("check", "--no-config", "ok.md", "missing.md")
    assert res.exit_code == 2 and "missing.md: no such file or directory" in res.stderr


def test_unreadable_file(cli, workdir, monkeypatch):
    """A file that cannot be read is a user error naming it.

    NOTE: as root, mode 000 does not stop reading (CAP_DAC_OVERRIDE), nor does a folder without x permission;
    the test then makes the read fail the way the OS would, by raising PermissionError from ``Path.read_bytes``.
    """
    p = workdir / "secret.md"
    p.write_text(MEASURED + "\n", encoding="utf-8")
    p.chmod(0)
    try:
        if os.access(p, os.R_OK):
            real = Path.read_bytes

            def denied(self):
                if self.name == "secret.md":
                    raise PermissionError(13, "Permission denied", str(self))
                return real(self)

            monkeypatch.setattr(Path, "read_bytes", denied)
        res = cli("check", "--no-config", "secret.md")
    finally:
        p.chmod(0o644)
    assert_user_error(res, "secret.md: permission denied")


def test_config_that_is_a_directory(cli, workdir):
    (workdir / "ok.md").write_text(MEASURED + "\n", encoding="utf-8")
    (workdir / "confdir").mkdir()
    res = cli("check", "--config", "confdir", "ok.md")
    assert res.exit_code == 2
    assert "confdir" in res.stderr and "is a directory" in res.stderr
    assert "Traceback" not in res.stderr


def test_output_that_cannot_be_written(cli, workdir):
    (workdir / "ok.md").write_text(MEASURED + "\n", encoding="utf-8")
    res = cli("check", "--no-config", "--output", "ok.md/report.txt", "ok.md")
    assert_user_error(res, "ok.md/report.txt: cannot write")


# ---------------------------------------------------------------- content

def test_binary_file_is_skipped_with_a_warning(cli, workdir):
    (workdir / "image.md").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00")
    (workdir / "ok.md").write_text(MEASURED + "\n", encoding="utf-8")
    res = cli("check", "--no-config", "--format", "json", "image.md", "ok.md")
    assert res.exit_code == 0
    assert "claimcheck: warning: image.md: binary file skipped" in res.stderr.splitlines()
    data = json.loads(res.stdout)
    assert [c["path"] for c in data["claims"]] == ["ok.md"]
    assert data["summary"]["files"] == 1


def test_binary_file_in_a_directory_walk(cli, workdir):
    (workdir / "docs").mkdir()
    (workdir / "docs" / "blob.md").write_bytes(bytes(range(256)) * 4)
    (workdir / "docs" / "ok.md").write_text(MEASURED + "\n", encoding="utf-8")
    res = cli("check", "--no-config", "docs")
    assert res.exit_code == 0
    assert "claimcheck: warning: docs/blob.md: binary file skipped" in res.stderr.splitlines()
    assert res.stdout.startswith("docs/ok.md:1:13: measured bandwidth")


def test_invalid_utf8_is_replaced_and_the_rest_still_checked(cli, workdir):
    data = b"# Notes\n\nBad \xff\xfe bytes here.\n\n" + MEASURED.encode() + b"\n"
    (workdir / "bad.md").write_bytes(data)
    offset = data.index(b"\xff")
    res = cli("check", "--no-config", "--format", "json", "bad.md")
    assert res.exit_code == 0
    assert res.stderr.splitlines() == [
        f"claimcheck: warning: bad.md: invalid UTF-8 at byte offset {offset}; undecodable bytes replaced with U+FFFD"]
    assert [where(c) for c in claims(res)] == [(5, 13, "368 GB/s")]


def test_invalid_utf8_offset_counts_the_bom(cli, workdir):
    """The byte offset is an offset in the file, BOM included."""
    data = b"\xef\xbb\xbfBad \xff byte.\n\n" + MEASURED.encode() + b"\n"
    (workdir / "bom-bad.md").write_bytes(data)
    offset = data.index(b"\xff")
    res = cli("check", "--no-config", "bom-bad.md")
    assert f"bom-bad.md: invalid UTF-8 at byte offset {offset};" in res.stderr


def test_invalid_utf8_on_the_claim_line_keeps_columns(cli, workdir):
    """One replacement character per bad byte sequence, so the columns of the line's later characters hold."""
    data = b"Caf\xe9: " + MEASURED.encode() + b"\n"
    (workdir / "latin1.md").write_bytes(data)
    res = cli("check", "--no-config", "--format", "json", "latin1.md")
    assert [where(c) for c in claims(res)] == [(1, 19, "368 GB/s")]
    assert "invalid UTF-8 at byte offset 3" in res.stderr


def test_bom_does_not_shift_columns(cli, workdir):
    (workdir / "bom.md").write_bytes(b"\xef\xbb\xbf" + MEASURED.encode() + b"\n")
    res = cli("check", "--no-config", "--format", "json", "bom.md")
    assert res.stderr == ""
    (claim,) = claims(res)
    assert where(claim) == (1, 13, "368 GB/s")
    assert claim["sentence"] == MEASURED


def test_crlf_positions(cli, workdir):
    text = "# Results\r\n\r\nIntro line.\r\n" + MEASURED + "\r\n\r\n| Size | busbw (GB/s) |\r\n|---|---|\r\n| 1 GB | 366 |\r\n"
    (workdir / "crlf.md").write_bytes(text.encode())
    res = cli("check", "--no-config", "--format", "json", "crlf.md")
    got = claims(res)
    assert [where(c) for c in got] == [(4, 13, "368 GB/s"), (8, 10, "366")]
    assert all("\r" not in c["sentence"] for c in got)


def test_old_mac_line_endings(cli, workdir):
    (workdir / "cr.md").write_bytes(b"# Results\r\r" + MEASURED.encode() + b"\r")
    assert [where(c) for c in claims(cli("check", "--no-config", "-f", "json", "cr.md"))] == [(3, 13, "368 GB/s")]


def test_tabs_count_as_one_column(cli, workdir):
    (workdir / "tabs.md").write_text("Result:\t" + MEASURED + "\n\n| Size |\tbusbw (GB/s) |\n|---|---|\n| 1 GB |\t366 |\n",
                                     encoding="utf-8")
    got = claims(cli("check", "--no-config", "--format", "json", "tabs.md"))
    assert [where(c) for c in got] == [(1, 21, "368 GB/s"), (5, 10, "366")]


def test_empty_file(cli, workdir):
    (workdir / "empty.md").write_bytes(b"")
    res = cli("check", "--no-config", "empty.md")
    assert res.exit_code == 0
    assert res.stdout == "1 file(s), 0 claim(s) (none); 0 error(s), 0 warning(s), 0 info; gate pass\n"
    assert res.stderr == ""


def test_whitespace_only_and_bom_only_files(cli, workdir):
    (workdir / "blank.md").write_text("\n\n   \n\t\n", encoding="utf-8")
    (workdir / "bomonly.txt").write_bytes(b"\xef\xbb\xbf")
    res = cli("check", "--no-config", "blank.md", "bomonly.txt")
    assert res.exit_code == 0
    assert res.stdout.startswith("2 file(s), 0 claim(s)")


def test_five_megabyte_single_line(cli, workdir):
    filler = "Filler words about the machine room and its cables. " * 50_000
    text = filler + MEASURED + " " + filler + "The link is rated at 900 GB/s bidirectional."
    assert len(text) > 5_000_000 and "\n" not in text
    (workdir / "big.md").write_text(text + "\n", encoding="utf-8")
    start = time.monotonic()
    res = cli("check", "--no-config", "--format", "json", "big.md")
    elapsed = time.monotonic() - start
    got = claims(res)
    assert [where(c) for c in got] == [
        (1, len(filler) + 13, "368 GB/s"), (1, text.index("900 GB/s") + 1, "900 GB/s")]
    assert [c["evidence"] for c in got] == ["measured", "vendor-peak"]
    assert elapsed < 60, f"5 MB line took {elapsed:.1f} s"


def test_utf16_file(cli, workdir):
    (workdir / "wide.txt").write_bytes(b"\xff\xfe" + (MEASURED + "\r\n").encode("utf-16-le"))
    assert [where(c) for c in claims(cli("check", "--no-config", "-f", "json", "wide.txt"))] == [(1, 13, "368 GB/s")]


# ---------------------------------------------------------------- malformed config

@pytest.mark.parametrize("text,location,message", [
    ("fail-on: warning\nbogus: 1\n", "2:1", "unknown config key 'bogus'"),
    ("rules:\n  missing-conditions:\n    severity: fatal\n", "3:15", "severity of 'missing-conditions' must be error, warning or info"),
    ("include: [\n", "2:1", "invalid YAML"),
    ("rules:\n  no-such-rule: false\n", "2:3", "unknown rule 'no-such-rule'"),
    ("fail-on: error\nextra-rules: [missing-pack]\n", "2:15", "extra-rules folder 'missing-pack' does not exist"),
], ids=["unknown-key", "bad-severity", "yaml-syntax", "unknown-rule", "missing-pack"])
def test_malformed_config_exits_2_with_location(cli, workdir, text, location, message):
    (workdir / "ok.md").write_text(MEASURED + "\n", encoding="utf-8")
    (workdir / ".claimcheck.yaml").write_text(text, encoding="utf-8")
    res = cli("check", "ok.md")
    assert_user_error(res, f"{workdir / '.claimcheck.yaml'}:{location}: {message}")


def test_config_with_invalid_utf8(cli, workdir):
    (workdir / "ok.md").write_text(MEASURED + "\n", encoding="utf-8")
    (workdir / ".claimcheck.yaml").write_bytes(b"fail-on: \xff\n")
    res = cli("check", "ok.md")
    assert res.exit_code == 2
    assert f"claimcheck: {workdir / '.claimcheck.yaml'}" in res.stderr and "Traceback" not in res.stderr


# ---------------------------------------------------------------- malformed rule packs (extra-rules)

RULE_OK = "id: house-words\ntype: pattern\nseverity: info\ndescription: Vague speed words.\npattern: blazing\nmessage: vague\n"


@pytest.mark.parametrize("name,text,location,message", [
    ("house-words.yml", RULE_OK.replace("severity: info\n", "severity: info\ncolour: red\n"), "4:1", "unknown key 'colour'"),
    ("house-words.yml", RULE_OK.replace("type: pattern", "type: magic"), "2:7", "unknown rule type 'magic'"),
    ("house-words.yml", RULE_OK.replace("severity: info", "severity: fatal"), "3:11", "unknown severity 'fatal'"),
    ("house-words.yml", RULE_OK.replace("pattern: blazing", "pattern: 'fast('"), "5:10", "bad pattern"),
    ("house-words.yml", RULE_OK.replace("id: house-words", "id: other-name"), "1:5",
     "rule id 'other-name' must equal the file name 'house-words'"),
    ("house-words.yml", "id: house-words\ntype: [unclosed\n", "3:1", "invalid YAML"),
    ("house-words.yml", RULE_OK + "applies-to: {class: guessed}\n", "7:14", "unknown class 'guessed'"),
    ("missing-conditions.yml", RULE_OK.replace("house-words", "missing-conditions"), "1:1", "duplicate rule id 'missing-conditions'"),
    ("knowledge/cues.yaml", "version: 1\nclasses:\n  measured:\n    - {en: [clocked in], wieght: 2}\n", "4:26", "unknown key 'wieght'"),
    ("knowledge/conditions.yaml", "version: 1\ngroups:\n  workload:\n    - 'all-reduce('\n", "4:7", "bad pattern in groups.workload"),
], ids=["unknown-key", "unknown-type", "unknown-severity", "bad-regex", "id-not-stem", "yaml-syntax", "unknown-class",
        "duplicate-id", "lexicon-unknown-key", "condition-bad-regex"])
def test_malformed_rule_pack_exits_2_with_location(cli, workdir, name, text, location, message):
    (workdir / "ok.md").write_text(MEASURED + "\n", encoding="utf-8")
    pack = workdir / "pack"
    (pack / name).parent.mkdir(parents=True)
    (pack / name).write_text(text, encoding="utf-8")
    (workdir / ".claimcheck.yaml").write_text("extra-rules: [pack]\n", encoding="utf-8")
    res = cli("check", "ok.md")
    assert_user_error(res, f"{pack.resolve() / name}:{location}: {message}")


def test_good_rule_pack_runs(cli, workdir):
    (workdir / "ok.md").write_text("The new fabric is blazing: we measured 368 GB/s.\n", encoding="utf-8")
    (workdir / "pack").mkdir()
    (workdir / "pack" / "house-words.yml").write_text(RULE_OK, encoding="utf-8")
    (workdir / ".claimcheck.yaml").write_text("extra-rules: [pack]\n", encoding="utf-8")
    res = cli("check", "-q", "ok.md")
    assert res.exit_code == 0
    assert "ok.md:1:40: info house-words: vague" in res.stdout.splitlines()


def test_pack_condition_pattern_with_its_own_flags_is_used(cli, workdir):
    """A pack's software pattern may carry inline flags ("(?x)"); it is searched on its own, never joined."""
    (workdir / "ok.md").write_text("If you use MyLib on 8 H100 you get up to 38 TFLOPS per GPU.\n", encoding="utf-8")
    (workdir / "pack" / "knowledge").mkdir(parents=True)
    (workdir / "pack" / "knowledge" / "conditions.yaml").write_text(
        "version: 1\ngroups:\n  software:\n    - '(?x) \\bMyLib \\b'\n", encoding="utf-8")
    (workdir / ".claimcheck.yaml").write_text("extra-rules: [pack]\n", encoding="utf-8")
    res = cli("check", "--format", "json", "--fail-on", "never", "ok.md")
    assert res.exit_code == 0, res.stderr
    claim = json.loads(res.stdout)["claims"][0]
    assert claim["text"] == "38 TFLOPS" and claim["evidence"] == "inferred"  # a software's bound, not a datasheet's


# ---------------------------------------------------------------- a real process: nothing but one line on stderr

def test_real_process_prints_no_traceback(tmp_path):
    (tmp_path / ".claimcheck.yaml").write_text("fail-on: warning\nbogus: 1\n", encoding="utf-8")
    (tmp_path / "ok.md").write_text(MEASURED + "\n", encoding="utf-8")
    res = subprocess.run([sys.executable, "-m", "claimcheck", "check", "ok.md"], cwd=tmp_path, capture_output=True,
                         text=True, timeout=120)
    assert res.returncode == 2
    assert res.stdout == ""
    (line,) = res.stderr.splitlines()
    assert line.startswith(f"claimcheck: {tmp_path / '.claimcheck.yaml'}:2:1: unknown config key 'bogus' (allowed: ")


def test_pack_knowledge_beside_its_rules_extends_the_claim_patterns(cli, workdir):
    """A pack's claims.yaml may sit beside its rule files: it is knowledge, not a rule (no 'unknown key' error), and
    the device it teaches gives the scaling claim its devices, so no missing-baseline finding."""
    (workdir / "ok.md").write_text("We measured a scaling efficiency of 92% on 16 IPUs with Poplar SDK 3.1 training BERT-Large.\n",
                                   encoding="utf-8")
    base = cli("check", "--format", "json", "--fail-on", "never", "ok.md")
    assert {f["rule"] for f in claims(base)[0]["findings"]} >= {"missing-baseline"}
    (workdir / "pack").mkdir()
    (workdir / "pack" / "claims.yaml").write_text("devices: '(\\d+)\\s*IPUs?'\n", encoding="utf-8")
    (workdir / ".claimcheck.yaml").write_text("extra-rules: [pack]\n", encoding="utf-8")
    res = cli("check", "--format", "json", "--fail-on", "never", "ok.md")
    assert res.exit_code == 0, res.stderr
    (claim,) = claims(res)
    assert claim["scaling"]["devices"] == 16
    assert "missing-baseline" not in {f["rule"] for f in claim["findings"]}
