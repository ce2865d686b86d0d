"""Benchmark report parsers: nccl-tests / rccl-tests, OSU, CSV / JSON results."""

from __future__ import annotations

import dataclasses
import statistics
import tracemalloc
from pathlib import Path

import pytest

from claimcheck.benchlogs import (
    BenchReport,
    check_report,
    format_size,
    parse_lines,
    parse_path,
    sniff,
    to_claim_specs,
)
from claimcheck.benchlogs.nccl_tests import COLLECTIVES, busbw_factor
from claimcheck.benchlogs.osu import _operation
from claimcheck.benchlogs.results import column
from claimcheck.errors import InputError

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "logs"
SAMPLES = Path(__file__).resolve().parents[2] / ".." / "shared" / "samples"


def fixture(name: str) -> BenchReport:
    return parse_path(FIXTURES / name)


def lines_of(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def kinds(report: BenchReport) -> list[str]:
    return [p.kind for p in report.problems]


def assert_spans_point_at_figures(report: BenchReport, path: Path) -> None:
    """Every claim's (line, column, end_column) must slice its own text out of the file."""
    text = lines_of(path)
    specs = to_claim_specs(report)
    assert specs
    for spec in specs:
        line = text[spec.line - 1]
        assert line[spec.column - 1 : spec.end_column - 1] == spec.text, spec
        assert float(spec.text) == pytest.approx(spec.value) or report.format.startswith("results")


# --------------------------------------------------------------------------------------------
# sniffing


@pytest.mark.parametrize(
    "name, expected",
    [
        ("nccl_every_collective_8xH100.log", "nccl-tests"),
        ("nccl_all_reduce_16xH100_2node.log", "nccl-tests"),
        ("nccl_alltoall_interleaved.log", "nccl-tests"),
        ("rccl_broadcast_8xMI300X.log", "nccl-tests"),
        ("osu_bw_v7.4.log", "osu"),
        ("osu_allreduce_full_v7.4.log", "osu"),
        ("results_nccl_sweep.csv", "results-csv"),
        ("results_units.csv", "results-csv"),
        ("results_osu.json", "results-json"),
        ("results_lines.jsonl", "results-json"),
    ],
)
def test_sniff_by_content(name, expected):
    head = (FIXTURES / name).read_text(encoding="utf-8")[:4000]
    assert sniff(head) == expected
    assert parse_path(FIXTURES / name).format == expected


@pytest.mark.parametrize(
    "head",
    [
        "",
        "# Results\n\nWe measured 370 GB/s on 8 GPUs.\n",
        "name,age\nbob,3\n",
        '[{"name": "bob", "age": 3}]',
        "hello, world\n",
        "\x00\x01\x02 binary junk",
    ],
)
def test_sniff_rejects_other_content(head):
    assert sniff(head) is None


def test_sniff_ignores_the_file_name(tmp_path):
    # A log saved with a .csv name is still a log; an unknown file gives an empty report.
    src = (FIXTURES / "osu_bw_v7.4.log").read_text(encoding="utf-8")
    (tmp_path / "data.csv").write_text(src, encoding="utf-8")
    assert parse_path(tmp_path / "data.csv").format == "osu"
    (tmp_path / "notes.log").write_text("nothing to see\n", encoding="utf-8")
    report = parse_path(tmp_path / "notes.log")
    assert report.format == "unknown" and report.rows == () and report.problems == ()


# --------------------------------------------------------------------------------------------
# nccl-tests


def test_every_collective_parses_with_both_groups():
    path = FIXTURES / "nccl_every_collective_8xH100.log"
    report = parse_path(path)
    assert report.operations == tuple(c for c in COLLECTIVES if c != "alltoallv")
    assert report.tool == "nccl-tests" and report.tool_version == "2.19.4"
    assert report.library == "NCCL" and report.library_version == "2.27.3"  # decoded nccl-library=22703
    assert (report.n_gpus, report.n_ranks, report.n_nodes) == (8, 8, 1)
    assert report.devices == ("NVIDIA H100 80GB HBM3",)
    assert report.params["nThread"] == "1" and report.params["iters"] == "20"
    assert report.problems == () and not report.truncated
    assert len(report.rows) == 10 * 6 * 2
    assert len([s for s in report.summary if s.metric == "avg-busbw"]) == 10
    expected = {
        "all_reduce": ("sum", -1), "all_gather": ("none", -1), "reduce_scatter": ("sum", -1),
        "broadcast": ("none", 0), "reduce": ("sum", 0), "alltoall": ("none", -1), "sendrecv": ("none", -1),
        "gather": ("none", 0), "scatter": ("none", 0), "hypercube": ("none", -1),
    }  # fmt: skip
    for op, (redop, root) in expected.items():
        rows = [r for r in report.rows if r.operation == op]
        assert len(rows) == 12, op
        assert [r.group for r in rows[:2]] == ["out-of-place", "in-place"]
        assert {(r.redop, r.root) for r in rows} == {(redop, root)}
        assert all(r.n_ranks == 8 and r.wrong == 0 for r in rows)
        # busbw really is algbw times the collective's factor (to printed precision).
        f = busbw_factor(op, 8)
        assert all(abs(r.busbw_GBps - r.algbw_GBps * f) <= 0.01 * f + 0.006 for r in rows), op
        # Avg bus bandwidth is the mean of every printed busbw cell of the test.
        avg = next(s.value for s in report.summary if s.operation == op and s.metric == "avg-busbw")
        assert statistics.mean(r.busbw_GBps for r in rows) == pytest.approx(avg, abs=0.01)
    assert_spans_point_at_figures(report, path)


def test_row_fields_and_spans_of_a_data_line():
    path = FIXTURES / "nccl_all_reduce_16xH100_2node.log"
    report = parse_path(path)
    text = lines_of(path)
    oop, inp = [r for r in report.rows if r.size_bytes == 1 << 33]
    line = text[oop.line - 1]
    assert oop.raw == line and inp.line == oop.line
    assert (oop.group, inp.group) == ("out-of-place", "in-place")
    assert oop.count == (1 << 33) // 4 and oop.dtype == "float" and oop.redop == "sum" and oop.root == -1
    for row in (oop, inp):
        for name, value in (("time", row.time_us), ("algbw", row.algbw_GBps), ("busbw", row.busbw_GBps)):
            s, e = row.spans[name]
            assert float(line[s:e]) == value
    # The in-place busbw is the 12th field, the out-of-place one the 8th.
    assert oop.spans["busbw"][0] == line.index(line.split()[7])
    assert inp.spans["busbw"] == (line.rindex(line.split()[11]), line.rindex(line.split()[11]) + len(line.split()[11]))


def test_two_node_old_format_conditions():
    path = FIXTURES / "nccl_all_reduce_16xH100_2node.log"
    report = parse_path(path)
    assert report.operation == "all_reduce"  # named by the command line, not by a starting line
    assert report.tool_version is None
    assert report.hosts == ("gpu-node-a17", "gpu-node-a18") and report.n_nodes == 2
    assert (report.n_gpus, report.n_ranks) == (16, 16)
    assert (report.library, report.library_version, report.runtime) == ("NCCL", "2.21.5", "CUDA 12.4")
    assert report.problems == ()
    specs = to_claim_specs(report)
    # one busbw claim per row group plus the Avg line: no algbw/time claims.
    assert len(specs) == len(report.rows) + 1
    assert {s.metric for s in specs} == {"busbw", "avg-busbw"}
    peak = [s for s in specs if s.role == "peak"]
    assert len(peak) == 1 and peak[0].value == max(r.busbw_GBps for r in report.rows)
    assert peak[0].conditions == {
        "workload": ["all_reduce", "8 GiB", "float", peak[0].group],
        "system": ["16 GPUs", "NVIDIA H100 80GB HBM3", "2 nodes", "16 ranks"],
        "software": ["NCCL 2.21.5", "nccl-tests", "CUDA 12.4"],
    }
    assert peak[0].kind == "bandwidth" and peak[0].unit == "GB/s"
    assert peak[0].sentence == lines_of(path)[peak[0].line - 1].strip()
    assert peak[0].source == f"{report.path}:{peak[0].line}"
    avg = [s for s in specs if s.role == "summary"]
    assert len(avg) == 1 and avg[0].metric == "avg-busbw" and avg[0].value == report.avg_busbw()
    assert "8 B to 8 GiB" in avg[0].conditions["workload"]
    assert_spans_point_at_figures(report, path)


def test_wrong_results_are_problems():
    report = fixture("nccl_all_gather_wrong_results.log")
    wrong = [p for p in report.problems if p.kind == "wrong-results"]
    assert [p.line for p in wrong] == [18, 19, 21]
    assert "3 out-of-place, 3 in-place at 16 MiB" in wrong[0].message
    assert "12 in-place at 32 MiB" in wrong[1].message
    assert "not evidence" in wrong[0].message
    assert "out-of-bounds values FAILED" in wrong[2].message
    assert [r.wrong for r in report.rows if r.line == 19] == [0, 12]


def test_truncated_run():
    path = FIXTURES / "nccl_reduce_scatter_truncated.log"
    report = parse_path(path)
    assert report.truncated and report.avg_busbw() is None
    (problem,) = report.problems
    assert problem.kind == "truncated" and problem.line == len(lines_of(path))
    assert "8 MiB" in problem.message and "Avg bus bandwidth" in problem.message
    assert len(report.rows) == 36


def test_interleaved_output_is_read_and_flagged():
    path = FIXTURES / "nccl_alltoall_interleaved.log"
    report = parse_path(path)
    assert len(report.rows) == 10 and report.avg_busbw() == pytest.approx(13.409)
    assert (report.n_gpus, report.n_nodes) == (8, 2)
    # NCCL INFO lines inside the table are noted, and the NCCL version they print is used.
    assert kinds(report) == ["interleaved"]
    assert report.problems[0].line == 20 and "2 foreign lines" in report.problems[0].message
    assert (report.library_version, report.runtime) == ("2.20.3", "CUDA 12.3")
    # Spans include the rank tag: columns are real file columns.
    assert report.rows[0].spans["size"][0] > len("[1,0]<stdout>:")
    assert_spans_point_at_figures(report, path)


HEADER = "# nThread 1 nGpus 1 minBytes 8 maxBytes 64 step: 2(factor) warmup iters: 5 iters: 20 agg iters: 1 validation: 1 graph: 0"
COLS = "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong"


def rank(r: int, pid: int, host: str, dev: int = 0) -> str:
    return f"#  Rank {r:2d} Group  0 Pid {pid:6d} on {host:>10s} device {dev:2d} [0x1a] NVIDIA H100 80GB HBM3"


def row(size: int, algbw: float, busbw: float, dtype: str = "float", redop: str = "sum", root: int = -1,
        count: int | None = None, wrong: int = 0) -> str:  # fmt: skip
    count = size // 4 if count is None else count
    return (f"{size:12d}  {count:12d}  {dtype:>8s}  {redop:>6s}  {root:6d}    20.00  {algbw:6.2f}  {busbw:6.2f}  {wrong:5d}"
            f"    20.00  {algbw:6.2f}  {busbw:6.2f}  {wrong:5d}")  # fmt: skip


def test_independent_runs_mixed_are_interleaved():
    # mpirun started 2 copies of a non-MPI build: both print a header and "Rank 0".
    lines = [HEADER, HEADER, rank(0, 100, "host-a"), rank(0, 200, "host-b"), COLS,
             row(1 << 20, 10.0, 0.0), row(1 << 20, 10.0, 0.0), "# Avg bus bandwidth    : 0 "]  # fmt: skip
    report = parse_lines(lines, "mixed.log")
    messages = [p.message for p in report.problems if p.kind == "interleaved"]
    assert any("printed again" in m for m in messages)
    assert any("rank 0 is listed twice" in m for m in messages)
    assert any("same message size" in m for m in messages)


def test_mangled_row_is_interleaved_not_fatal():
    good = row(1 << 20, 10.0, 17.5)
    lines = [HEADER, *(rank(i, 100 + i, "h") for i in range(8)), COLS, good, good[:40] + "NCCL" + good[30:70],
             row(1 << 21, 20.0, 35.0), "# Avg bus bandwidth    : 26.25 "]  # fmt: skip
    report = parse_lines(lines, "m.log", fmt="nccl-tests")
    assert len(report.rows) == 4
    assert [(p.kind, p.line) for p in report.problems] == [("interleaved", 12)]


def test_the_tests_own_cycle_note_is_not_foreign_but_other_lines_are():
    # NOTE: rccl-tests run with -N prints "# Testing 1 cycle." between its column header and its rows
    good = [row(1 << 20, 10.0, 17.5), row(1 << 21, 20.0, 35.0)]
    own = parse_lines([HEADER, *(rank(i, 100 + i, "h") for i in range(8)), COLS, "# Testing 3 cycles.", *good], "c.log", fmt="nccl-tests")
    assert len(own.rows) == 4 and "interleaved" not in kinds(own)  # NOTE: two sizes, each out-of-place and in-place
    other = parse_lines([HEADER, *(rank(i, 100 + i, "h") for i in range(8)), COLS, "# Testing the network again", *good], "c.log",
                        fmt="nccl-tests")
    assert "interleaved" in kinds(other)


def test_rows_left_out_by_whoever_pasted_the_output_are_no_foreign_lines():
    good = [row(1 << 20, 10.0, 17.5), row(1 << 21, 20.0, 35.0)]
    for mark in ("...", "…", "[...]", "# ...", "(snip)"):
        report = parse_lines([HEADER, *(rank(i, 100 + i, "h") for i in range(8)), COLS, good[0], mark, good[1]], "t.log", fmt="nccl-tests")
        assert len(report.rows) == 4 and "interleaved" not in kinds(report), mark


def test_busbw_factor_mismatch():
    report = fixture("nccl_all_reduce_bad_factor.log")
    (problem,) = report.problems
    assert problem.kind == "busbw-factor" and problem.line == 18
    assert "2(n-1)/n = 1.750" in problem.message and "14 of 14" in problem.message


def test_busbw_factor_depends_on_the_rank_count():
    report = fixture("nccl_all_reduce_16xH100_2node.log")
    assert check_report(report) == []
    # The same rows claimed for 8 ranks no longer agree with 2(n-1)/n.
    as_8 = dataclasses.replace(report, rows=tuple(dataclasses.replace(r, n_ranks=8) for r in report.rows))
    problems = check_report(as_8)
    assert [p.kind for p in problems] == ["busbw-factor"]
    # Rows below 0.05 GB/s agree with any factor at 2 decimals; the rest do not.
    assert "of 32 values disagree" in problems[0].message


@pytest.mark.parametrize(
    "op, n, factor",
    [("all_reduce", 8, 1.75), ("all_reduce", 16, 1.875), ("all_gather", 8, 0.875), ("reduce_scatter", 4, 0.75),
     ("alltoall", 2, 0.5), ("gather", 8, 0.875), ("scatter", 8, 0.875), ("broadcast", 8, 1.0), ("reduce", 8, 1.0),
     ("sendrecv", 8, 1.0), ("hypercube", 8, 1.0), ("all_reduce", 1, 0.0), ("mystery", 8, None), ("all_reduce", None, None)],
)  # fmt: skip
def test_busbw_factor_table(op, n, factor):
    assert busbw_factor(op, n) == factor


def test_unknown_column_is_recorded_and_rows_still_read():
    report = fixture("nccl_sendrecv_unknown_column.log")
    assert kinds(report) == ["unknown-column"]
    assert "i_cv%" in report.problems[0].message
    first = report.rows[0]
    assert first.extra["i_cv%"] == "1.5" and "i_cv%" in first.spans
    assert first.busbw_GBps == first.algbw_GBps  # sendrecv factor 1: columns did not shift


def test_rows_without_a_matching_header_are_read_by_position():
    lines = [HEADER, *(rank(i, 10 + i, "h") for i in range(2)), COLS,
             row(1 << 20, 10.0, 10.0, redop="none") + "  2024-05-01T10:00:00", "# Avg bus bandwidth    : 10 "]  # fmt: skip
    report = parse_lines(lines, "w.log")
    assert len(report.rows) == 2 and report.rows[1].busbw_GBps == 10.0
    assert kinds(report) == ["unknown-column"]


def test_rccl_tests_variant():
    path = FIXTURES / "rccl_broadcast_8xMI300X.log"
    report = parse_path(path)
    assert (report.tool, report.tool_version) == ("rccl-tests", "develop:7f1c2b9")
    assert (report.library, report.library_version, report.runtime) == ("RCCL", "2.20.5", "ROCm 6.2.0")
    assert report.devices == ("AMD Instinct MI300X",) and report.operation == "broadcast"
    assert report.problems == ()  # the "Errors with asterisks" legend is not foreign output
    assert_spans_point_at_figures(report, path)


def test_collective_inferred_when_nothing_names_it():
    report = fixture("nccl_unnamed_reduce_scatter.log")
    assert report.operation == "reduce_scatter" and report.problems == ()


@pytest.mark.parametrize(
    "redop, root, mult, expected",
    [("sum", -1, 1, "all_reduce"), ("sum", 0, 1, "reduce"), ("none", 0, 1, "broadcast"), ("none", -1, 1, "sendrecv"),
     ("sum", -1, 4, "reduce_scatter"), ("none", -1, 4, None)],
)  # fmt: skip
def test_inference_rules(redop, root, mult, expected):
    size = 1 << 20
    lines = [HEADER, *(rank(i, 10 + i, "h", i) for i in range(4)), COLS,
             row(size, 1.0, 1.0, redop=redop, root=root, count=size // (4 * mult)), "# Avg bus bandwidth    : 1 "]  # fmt: skip
    assert parse_lines(lines, "x.log").operation == expected


def test_several_tests_in_one_file_keep_their_own_ranks():
    lines = [HEADER, *(rank(i, 10 + i, "a", i) for i in range(2)), COLS, row(1 << 20, 10.0, 10.0), "# Avg bus bandwidth    : 10 ",
             HEADER, *(rank(i, 10 + i, "a", i) for i in range(4)), COLS, row(1 << 20, 10.0, 15.0), "# Avg bus bandwidth    : 15 "]  # fmt: skip
    report = parse_lines(lines, "two.log")
    assert report.operations == ("all_reduce", "all_reduce")
    assert [r.n_ranks for r in report.rows] == [2, 2, 4, 4]
    assert report.n_ranks == 4 and report.problems == ()
    assert [s.n_ranks for s in report.summary] == [2, 4]
    avg = [s for s in to_claim_specs(report) if s.role == "summary"]
    assert [a.conditions["workload"][:3] for a in avg] == [["all_reduce", "1 MiB", "float"]] * 2
    assert ["2 ranks" in avg[0].conditions["system"], "4 ranks" in avg[1].conditions["system"]] == [True, True]


def test_log_lines_without_hash_and_with_srun_labels():
    body = [HEADER, *(rank(i, 10 + i, "n1", i) for i in range(2)), COLS, row(1 << 20, 10.0, 10.0), "# Avg bus bandwidth    : 10 "]
    stripped = [line.lstrip("#") for line in body]
    report = parse_lines(stripped, "s.log", fmt="nccl-tests")
    assert (report.n_ranks, len(report.rows), report.avg_busbw()) == (2, 2, 10.0)
    labelled = [f"0: {line}" for line in body]
    report = parse_lines(labelled, "l.log")
    assert report.format == "nccl-tests" and report.rows[0].spans["size"][0] > 3 and report.problems == ()


# --------------------------------------------------------------------------------------------
# OSU


def test_osu_bandwidth():
    path = FIXTURES / "osu_bw_v7.4.log"
    report = parse_path(path)
    assert (report.tool, report.tool_version, report.operation) == ("OSU Micro-Benchmarks", "7.4", "bw")
    assert (report.library, report.n_ranks, report.dtype) == ("MPI", 2, "MPI_CHAR")
    assert len(report.rows) == 23 and report.problems == ()
    last = report.rows[-1]
    assert last.size_bytes == 1 << 22 and last.bandwidth_MBps == pytest.approx(24447.54, abs=0.01)
    specs = to_claim_specs(report)
    assert {(s.kind, s.unit, s.metric) for s in specs} == {("bandwidth", "MB/s", "bandwidth")}
    assert [s.role for s in specs].count("peak") == 1
    assert specs[-1].conditions["workload"] == ["bw", "4 MiB", "MPI_CHAR"]
    assert specs[-1].conditions["software"] == ["MPI", "OSU Micro-Benchmarks 7.4"]
    assert_spans_point_at_figures(report, path)


def test_osu_bibw_with_device_buffers():
    report = fixture("osu_bibw_cuda_v7.3.log")
    assert report.operation == "bibw" and report.params["accelerator"] == "CUDA"
    assert report.params["buffers"] == "DEVICE (D) -> DEVICE (D)"
    assert "buffers DEVICE (D) -> DEVICE (D)" in to_claim_specs(report)[0].conditions["workload"]


def test_osu_latency():
    path = FIXTURES / "osu_latency_v7.4.log"
    report = parse_path(path)
    assert report.operation == "latency" and report.rows[0].size_bytes == 0
    assert report.rows[0].latency_us == 1.71 and report.rows[0].bandwidth_MBps is None
    specs = to_claim_specs(report)
    assert {(s.kind, s.unit, s.metric) for s in specs} == {("latency", "us", "latency")}
    assert_spans_point_at_figures(report, path)


def test_osu_collective_full_columns():
    path = FIXTURES / "osu_allreduce_full_v7.4.log"
    report = parse_path(path)
    assert report.operation == "allreduce" and report.dtype == "MPI_FLOAT" and report.n_ranks is None
    first = report.rows[0]
    assert first.latency_us == 3.9 and first.extra == {"min_latency": "3.63", "max_latency": "4.21", "iterations": "1000"}
    assert report.problems == ()
    assert_spans_point_at_figures(report, path)


def test_osu_alltoall_and_message_rate():
    report = fixture("osu_alltoall_v7.2.log")
    assert report.operation == "alltoall" and len(report.rows) == 17
    report = fixture("osu_mbw_mr_v7.4.log")
    assert report.operation == "mbw_mr" and report.n_ranks == 8
    assert report.rows[0].bandwidth_MBps == 12.0 and "message_rate" in report.rows[0].extra


def test_osu_failed_validation():
    report = fixture("osu_latency_validation_fail.log")
    (problem,) = report.problems
    assert problem.kind == "wrong-results" and report.rows[problem.line - 4].size_bytes == 4096


def test_osu_header_without_rows_and_unknown_column():
    report = parse_lines(["# OSU MPI Latency Test v7.4", "# Size          Latency (us)"], "t.log")
    assert report.truncated and kinds(report) == ["truncated"]
    report = parse_lines(
        ["# OSU MPI Latency Test v7.4", "# Size          Latency (us)          Jitter (us)", "8   1.50   0.02"], "u.log"
    )
    assert kinds(report) == ["unknown-column"] and report.rows[0].extra == {"Jitter (us)": "0.02"}


def test_nccl_rows_grepped_out_of_a_log_are_read_as_an_excerpt():
    """Result rows pasted without banner or header, one per node count between separator lines, are nccl-tests rows:
    read, with no interleaving or truncation blamed on the excerpt."""
    row = "  4294967296    1073741824     float     sum      -1    {t}  {a}  {b}      0    {t}  {a}  {b}      0"
    lines = ["$ grep -E 'node|4294967296' allreduce.log", "=== 1-node ===", row.format(t="24510", a="175.23", b="306.66"),
             "=== 2-node ===", row.format(t="25031", a="171.59", b="321.73")]
    report = parse_lines(lines, "excerpt.log")
    assert report.format == "nccl-tests" and not report.problems and not report.truncated
    assert sorted({r.busbw_GBps for r in report.rows}) == [306.66, 321.73]


def test_osu_runs_one_after_another_are_not_interleaved():
    """The commands of the next run between two complete OSU tables stand between them, not inside one; a line that
    breaks one table's rows still does."""
    run = ["export HIP_VISIBLE_DEVICES=0,{peer}", "mpirun -n 2 osu_bw -m 1048576:1048576 D D", "# OSU MPI-ROCM Bandwidth Test v7.2",
           "# Size      Bandwidth (MB/s)", "1048576            {bw}"]
    lines = [x.format(peer=1, bw="98000.5") for x in run] + [""] + [x.format(peer=2, bw="31000.2") for x in run] + ["mpirun: done"]
    report = parse_lines(lines, "runs.log")
    assert [r.bandwidth_MBps for r in report.rows] == [98000.5, 31000.2] and "interleaved" not in kinds(report)
    broken = parse_lines(["# OSU MPI Bandwidth Test v7.4", "# Size      Bandwidth (MB/s)", "1        0.9", "[rank 1] hello",
                          "2        1.8"], "broken.log")
    assert [(p.kind, p.line) for p in broken.problems] == [("interleaved", 4)]


@pytest.mark.parametrize(
    "title, sub, expected",
    [("Bandwidth", None, "bw"), ("Bi-Directional Bandwidth", None, "bibw"), ("Latency", None, "latency"),
     ("Allreduce Latency", None, "allreduce"), ("Reduce_scatter Latency", None, "reduce_scatter"),
     ("Broadcast Latency", None, "bcast"), ("Non-blocking Allreduce Latency", None, "iallreduce"),
     ("All-to-All Personalized Exchange Latency", None, "alltoall"), ("Bandwidth", "_Put", "put_bw"),
     ("Multiple Bandwidth / Message Rate", None, "mbw_mr")],
)  # fmt: skip
def test_osu_operation_names(title, sub, expected):
    assert _operation(title, sub) == expected


# --------------------------------------------------------------------------------------------
# results files


def test_results_csv():
    path = FIXTURES / "results_nccl_sweep.csv"
    report = parse_path(path)
    assert len(report.rows) == 5 and kinds(report) == ["unknown-column"]
    assert (report.library, report.library_version, report.tool) == ("NCCL", "2.21.5", "nccl-tests")
    assert report.n_gpus is None  # rows differ (8 and 16 GPUs): conditions are per row
    first, last = report.rows[0], report.rows[-1]
    assert (first.size_bytes, first.group, first.busbw_GBps, first.algbw_GBps) == (16777216, "out-of-place", 241.85, 138.2)
    assert last.extra == {"rack": "r12"}
    assert check_report(report) == list(report.problems) and len(report.problems) == 1  # factors agree per GPU count
    specs = to_claim_specs(report)
    assert len(specs) == 5 and {s.metric for s in specs} == {"busbw"}
    assert [s.value for s in specs if s.role == "peak"] == [322.86, 347.70]  # one peak per GPU count
    assert specs[-1].conditions["system"] == ["16 GPUs", "NVIDIA H100 80GB HBM3", "2 nodes", "InfiniBand NDR"]
    assert specs[0].conditions["system"] == ["8 GPUs", "NVIDIA H100 80GB HBM3", "1 node", "NVLink 4"]
    assert specs[0].conditions["workload"] == ["all_reduce", "16 MiB", "bfloat16", "out-of-place"]
    assert_spans_point_at_figures(report, path)


def test_results_csv_busbw_factor_uses_the_gpu_count():
    lines = ["operation,size,algbw,busbw,gpus", "all_gather,1GiB,400.00,350.00,8", "all_gather,1GiB,400.00,350.00,16"]
    report = parse_lines(lines, "f.csv")
    assert [(p.kind, p.line) for p in report.problems] == [("busbw-factor", 3)]
    assert "all_gather on 16 ranks" in report.problems[0].message


def test_results_csv_units():
    report = fixture("results_units.csv")
    bw_bits, lat, bw_bytes = report.rows
    assert bw_bits.size_bytes == 4 << 20 and bw_bits.bandwidth_MBps == pytest.approx(24500.0)  # 196 Gb/s
    assert lat.latency_us == pytest.approx(1.83)  # 1830 ns
    assert bw_bytes.size_bytes == 1 << 20 and bw_bytes.bandwidth_MBps == pytest.approx(23400.0)
    specs = to_claim_specs(report)
    assert [(s.text, s.value, s.unit) for s in specs] == [("196.0", 24.5, "GB/s"), ("1830", 1.83, "us"), ("23.4", 23.4, "GB/s")]
    assert specs[1].conditions["system"] == ["ConnectX-7", "2 ranks"]


def test_results_json_pretty_printed():
    path = FIXTURES / "results_osu.json"
    report = parse_path(path)
    assert (report.tool, report.tool_version, report.library) == ("OSU Micro-Benchmarks", "7.4", "Open MPI")
    bw, lat = report.rows
    assert bw.bandwidth_MBps == 23911.47 and lat.latency_us == 1.83
    assert kinds(report) == ["unknown-column"] and "notes" in report.problems[0].message
    specs = to_claim_specs(report)
    text = lines_of(path)
    for spec in specs:  # the claim sits on the line of its own value
        assert text[spec.line - 1][spec.column - 1 : spec.end_column - 1] == spec.text
    assert [s.line for s in specs] == [5, 15]
    assert specs[0].sentence.startswith('{ "benchmark": "osu_bw"')


def test_results_json_lines():
    report = fixture("results_lines.jsonl")
    assert [r.size_bytes for r in report.rows] == [64 << 20, 1 << 30]
    assert report.rows[1].wrong == 0 and report.n_gpus == 8 and report.devices == ("NVIDIA H200",)
    assert to_claim_specs(report)[1].conditions["software"] == ["NCCL 2.23.4"]


@pytest.mark.parametrize(
    "name, expected",
    [("busbw_GBps", ("busbw", "GBps")), ("busbw (GB/s)", ("busbw", "GB/s")), ("Bus BW [GB/s]", ("busbw", "GB/s")),
     ("bw_Gbps", ("bandwidth", "Gbps")), ("latency_us", ("latency", "us")), ("Avg Latency (us)", ("latency", "us")),
     ("size_bytes", ("size", "bytes")), ("#wrong", ("wrong", None)), ("num_gpus", ("gpus", None)),
     ("rack", (None, None))],
)  # fmt: skip
def test_results_column_names(name, expected):
    assert column(name) == expected


def test_results_malformed_rows_are_recorded():
    report = parse_lines(["size,busbw,gpus", "1024,1.5,8", "2048", "4096,3.0,8"], "bad.csv")
    assert [r.size_bytes for r in report.rows] == [1024, 4096]
    assert [(p.kind, p.line) for p in report.problems] == [("malformed", 3)]
    report = parse_lines(['[{"size": 1, "busbw": 2.0},', '{"size": 2, "busbw": }]'], "bad.json")
    assert len(report.rows) == 1 and [(p.kind, p.line) for p in report.problems] == [("malformed", 2)]


# --------------------------------------------------------------------------------------------
# lines, locations, robustness


def test_first_line_keeps_markdown_line_numbers():
    path = FIXTURES / "nccl_all_reduce_16xH100_2node.log"
    block = lines_of(path)
    markdown = ["# Results", "", "```text", *block, "```"]
    report = parse_lines(markdown[3:-1], "docs/results.md", first_line=4)
    direct = parse_path(path)
    assert [r.line for r in report.rows] == [r.line + 3 for r in direct.rows]
    for spec in to_claim_specs(report):
        assert markdown[spec.line - 1][spec.column - 1 : spec.end_column - 1] == spec.text
        assert spec.path == "docs/results.md"


@pytest.mark.parametrize("fmt", [None, "nccl-tests", "osu", "results-csv", "results-json"])
@pytest.mark.parametrize(
    "lines",
    [
        [],
        [""],
        ["#"],
        ["# Avg bus bandwidth    : banana"],
        ["# Out of bounds values : x"],
        ["#  Rank  x Group"],
        ["   8  2  float  sum  -1  1.0  x  y  0"],
        ["\ufeff# nThread 1 nGpus 1", "12 12 12 12 12 12 12 12 12 12 12 12 12 12 12 12 12 12"],
        ["# OSU MPI Bandwidth Test v7.4", "# Size    Bandwidth (MB/s)", "1 x", "-1 -1", "1e999 5"],
        ['[{"busbw": [1, 2]}, {"size": {"a": 1}}, 3, "x"]'],
        ['{"busbw": "\\"quoted\\" \\\\", "size": "8 furlongs"}', "{", "}}}]]]"],
        ["size,busbw", '"1,2', "x,y,z,w", ",,,"],
        ["\x00\x01\x02\x03" * 50],
        ["9" * 5000 + " " + "1" * 5000],
    ],
)
def test_odd_input_never_raises(lines, fmt):
    report = parse_lines(lines, "odd.txt", fmt=fmt)
    assert isinstance(report, BenchReport)
    to_claim_specs(report)
    check_report(report)


def test_missing_path_is_an_input_error(tmp_path):
    with pytest.raises(InputError) as info:
        parse_path(tmp_path / "nope.log")
    assert str(tmp_path / "nope.log") in str(info.value)
    with pytest.raises(InputError):
        parse_path(tmp_path)


def test_format_size():
    assert [format_size(n) for n in (8, 1000, 1024, 3 << 20, 10 << 30, None)] == ["8 B", "1000 B", "1 KiB", "3 MiB", "10 GiB", "?"]


def test_large_log_streams_in_bounded_memory(tmp_path):
    # ~20 MB: a normal all_reduce table buried in NCCL INFO logging (NCCL_DEBUG=INFO on 16 ranks).
    path = tmp_path / "big.log"
    info = "gpu-node-a17:31880:31990 [0] NCCL INFO Channel 07/32 : 0[0] -> 1[1] via P2P/CUMEM/read " + "x" * 40 + "\n"
    head = [HEADER, *(rank(i, 100 + i, "gpu-node-a17" if i < 8 else "gpu-node-a18", i % 8) for i in range(16)), COLS]
    with path.open("w", encoding="utf-8") as fh:
        fh.write("\n".join(head) + "\n")
        fh.write(info * 80_000)
        for k in range(3, 34):
            size = 1 << k
            algbw = round(size / (40.0 + size / 180e3) / 1e3, 2)
            fh.write(row(size, algbw, round(algbw * 1.875, 2)) + "\n")
            fh.write(info * 2500)
        fh.write("# Out of bounds values : 0 OK\n# Avg bus bandwidth    : 100.5 \n")
    size = path.stat().st_size
    assert size > 19_000_000
    tracemalloc.start()
    try:
        report = parse_path(path)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(report.rows) == 62 and report.avg_busbw() == 100.5 and report.n_nodes == 2
    assert [p.kind for p in report.problems] == ["interleaved"]
    # Bounded: a small constant, not a fraction of the file (the file alone would be ~20 MB).
    assert peak < 3_000_000, peak
    assert peak < size / 10


def test_row_limit_bounds_memory_of_huge_tables():
    lines = (row(1 << (3 + i % 30), 1.0, 1.75) for i in range(5_000))
    report = parse_lines(lines, "rows.log", fmt="nccl-tests", max_rows=100)
    assert len(report.rows) == 100 and report.rows_seen == 10_000
    assert "row-limit" in kinds(report)


# --------------------------------------------------------------------------------------------
# the real samples (reference folder, when present)

SAMPLE_FACTS = [
    # file, n_gpus, nodes, device, avg busbw, peak busbw, library, version, tool
    ("nccl-tests_all_reduce_16xH100_2node_gcp-a3mega.txt", 16, 2, "NVIDIA H100 80GB HBM3", 70.742, 338.82, "NCCL", None, "nccl-tests"),
    ("nccl-tests_all_reduce_16xA100_2node_oci-roce.txt", 16, 2, "NVIDIA A100-SXM4-40GB", 220.921, 222.88, "NCCL", None, "nccl-tests"),
    ("nccl-tests_all_reduce_8xGH200_2node_slingshot_v2.18.3.txt", 8, 2, "NVIDIA GH200 120GB", 17.8617, 107.63, "NCCL", "2.30.4", "nccl-tests"),
    ("rccl-tests_all_reduce_16xMI308X_2node.txt", 16, 2, "AMD Instinct MI308X", 95.233, 333.07, "RCCL", "2.27.7", "rccl-tests"),
]  # fmt: skip


@pytest.mark.parametrize("name, gpus, nodes, device, avg, peak, library, version, tool", SAMPLE_FACTS)
def test_real_samples(name, gpus, nodes, device, avg, peak, library, version, tool):
    if not SAMPLES.is_dir():
        pytest.skip(f"reference samples folder not present: {SAMPLES}")
    path = SAMPLES / name
    report = parse_path(path)
    assert report.format == "nccl-tests" and report.operation == "all_reduce"
    assert (report.n_gpus, report.n_ranks, report.n_nodes, report.devices) == (gpus, gpus, nodes, (device,))
    assert report.avg_busbw() == avg
    assert (report.library, report.library_version, report.tool) == (library, version, tool)
    assert report.problems == () and not report.truncated
    assert max(r.busbw_GBps for r in report.rows) == peak
    # Avg bus bandwidth = mean of every printed busbw cell (rounding of the printed cells aside).
    assert statistics.mean(r.busbw_GBps for r in report.rows) == pytest.approx(avg, abs=0.01)
    specs = to_claim_specs(report)
    assert [s.value for s in specs if s.role == "peak"] == [peak]
    assert_spans_point_at_figures(report, path)


# --------------------------------------------------------------------------------------------
# nccl-tests JSON reports (-J): the layout of the writer in nccl-tests src/util.cu, one line


NCCL_JSON = FIXTURES / "nccl-tests-json_all_reduce_8xH100.json"


def test_nccl_json_is_sniffed_and_read_like_the_text_log():
    text = NCCL_JSON.read_text(encoding="utf-8")
    assert sniff(text[:65536]) == "nccl-tests-json"
    r = parse_path(NCCL_JSON)
    assert (r.format, r.tool, r.operation, r.library, r.library_version) == ("nccl-tests-json", "nccl-tests", "all_reduce", "NCCL", "2.27.3")
    assert (r.n_gpus, r.n_ranks, r.hosts, r.devices) == (8, 8, ("node1",), ("NVIDIA H100 80GB HBM3",))
    assert r.params["nGpus"] == "8" and r.params["iters"] == "20" and not r.truncated
    assert [(x.size_bytes, x.group) for x in r.rows] == [(1 << 20, "out-of-place"), (1 << 20, "in-place"),
                                                           (1 << 30, "out-of-place"), (1 << 30, "in-place")]
    assert [p.kind for p in r.problems] == []  # NOTE: busbw/algbw is 2(n-1)/n on every row
    line = text.splitlines()[0]
    for row in r.rows:
        start, end = row.spans["busbw"]
        assert row.field_lines["busbw"] == 1 and line[start:end] == row.texts["busbw"]
        assert float(row.texts["busbw"]) == pytest.approx(row.busbw_GBps)
    avg = r.avg_busbw()
    assert avg == pytest.approx(235.6)


def test_nccl_json_claims_carry_the_run_conditions():
    specs = to_claim_specs(parse_path(NCCL_JSON))
    assert [s.role for s in specs] == ["row", "row", "peak", "row", "summary"]
    peak = specs[2]
    assert peak.metric == "busbw" and peak.value == pytest.approx(398.061263) and peak.line == 1
    assert peak.conditions["workload"] == ["all_reduce", "1 GiB", "float", "out-of-place"]
    assert "NCCL 2.27.3" in peak.conditions["software"] and "8 GPUs" in peak.conditions["system"]
    assert "1 MiB to 1 GiB" in specs[-1].conditions["workload"]


def test_nccl_json_pretty_printed_keeps_each_figure_on_its_line(tmp_path):
    import json

    pretty = json.dumps(json.loads(NCCL_JSON.read_text(encoding="utf-8")), indent=2)
    path = tmp_path / "pretty.json"
    path.write_text(pretty, encoding="utf-8")
    r = parse_path(path)
    lines = pretty.splitlines()
    assert len(r.rows) == 4 and len({row.line for row in r.rows}) == 4
    for row in r.rows:
        at = row.field_lines["busbw"]
        start, end = row.spans["busbw"]
        assert '"bus_bw"' in lines[at - 1] and lines[at - 1][start:end] == row.texts["busbw"]


def test_nccl_json_cut_off_keeps_complete_results_and_says_so(tmp_path):
    text = NCCL_JSON.read_text(encoding="utf-8")
    cut = text[: text.index('{"size":1073741824') + 40]  # NOTE: the run died while writing the second result
    path = tmp_path / "cut.json"
    path.write_text(cut, encoding="utf-8")
    r = parse_path(path)
    assert r.truncated and [x.size_bytes for x in r.rows] == [1 << 20, 1 << 20]
    assert "truncated" in kinds(r)


def test_nccl_json_wrong_results_are_a_problem(tmp_path):
    text = NCCL_JSON.read_text(encoding="utf-8")
    bad = text.replace('"nwrong":0.000000', '"nwrong":12.000000', 1)
    path = tmp_path / "wrong.json"
    path.write_text(bad, encoding="utf-8")
    r = parse_path(path)
    assert [x.wrong for x in r.rows] == [12, 0, 0, 0]
    assert "wrong-results" in kinds(r)


def test_nccl_json_not_confused_with_a_results_list():
    assert sniff('[{"op": "all_reduce", "size": 1024, "busbw": 12.5}]') == "results-json"
    assert sniff('{"name": "x", "version": 2}') != "nccl-tests-json"
