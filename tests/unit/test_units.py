"""units: parsing and normalising figures (pure functions, no spaCy)."""

from __future__ import annotations

import pytest

from claimcheck.units import ParsedUnit, parse_figure, parse_number, parse_unit, to_base


@pytest.mark.parametrize("raw,unit,dimension,scale", [
    ("GB/s", "GB/s", "bytes/s", 1e9),
    ("GBps", "GB/s", "bytes/s", 1e9),
    ("GB/sec", "GB/s", "bytes/s", 1e9),
    ("TB/s", "TB/s", "bytes/s", 1e12),
    ("MB/s", "MB/s", "bytes/s", 1e6),
    ("GiB/s", "GiB/s", "bytes/s", 2 ** 30),
    ("Gb/s", "Gb/s", "bits/s", 1e9),
    ("Gbps", "Gb/s", "bits/s", 1e9),
    ("Gbit/s", "Gb/s", "bits/s", 1e9),
    ("Tb/s", "Tb/s", "bits/s", 1e12),
    ("GT/s", "GT/s", "transfers/s", 1e9),
    ("ns", "ns", "time", 1e-9),
    ("us", "us", "time", 1e-6),
    ("µs", "us", "time", 1e-6),  # U+00B5 MICRO SIGN
    ("μs", "us", "time", 1e-6),  # U+03BC GREEK SMALL LETTER MU
    ("usec", "us", "time", 1e-6),
    ("ms", "ms", "time", 1e-3),
    ("s", "s", "time", 1.0),
    ("x", "x", "ratio", 1.0),
    ("×", "x", "ratio", 1.0),
    ("배", "x", "ratio", 1.0),
    ("times", "x", "ratio", 1.0),
    ("%", "%", "percent", 1.0),
    ("percent", "%", "percent", 1.0),
    ("tokens/s", "tokens/s", "rate", 1.0),
    ("token/s", "tokens/s", "rate", 1.0),
    ("samples/sec", "samples/s", "rate", 1.0),
    ("images/s", "images/s", "rate", 1.0),
    ("TFLOPS", "TFLOPS", "flops", 1e12),
    ("PFLOPS", "PFLOPS", "flops", 1e15),
    ("GB", "GB", "bytes", 1e9),
])
def test_parse_unit_normalises(raw, unit, dimension, scale):
    parsed = parse_unit(raw)
    assert parsed == ParsedUnit(unit, dimension, scale)


@pytest.mark.parametrize("raw", ["", "GPUs", "nodes", "foo", "B", "kW", "m"])
def test_parse_unit_rejects_non_units(raw):
    assert parse_unit(raw) is None


def test_bytes_and_bits_stay_distinct():
    """GB/s and Gb/s differ by a factor of 8; normalising must never merge them."""
    assert parse_unit("GB/s").dimension == "bytes/s"
    assert parse_unit("Gb/s").dimension == "bits/s"
    assert to_base(400, parse_unit("Gb/s")) == pytest.approx(50e9)
    assert to_base(50, parse_unit("GB/s")) == pytest.approx(50e9)


@pytest.mark.parametrize("text,value,low,unit", [
    ("900 GB/s", 900.0, None, "GB/s"),
    ("900GB/s", 900.0, None, "GB/s"),
    ("900GBps", 900.0, None, "GB/s"),
    ("400Gbps", 400.0, None, "Gb/s"),
    ("400 Gb/s", 400.0, None, "Gb/s"),
    ("25 GT/s", 25.0, None, "GT/s"),
    ("3.35 TB/s", 3.35, None, "TB/s"),
    ("1.5µs", 1.5, None, "us"),
    ("1.5 us", 1.5, None, "us"),
    ("700 ns", 700.0, None, "ns"),
    ("5 ms", 5.0, None, "ms"),
    ("7.2x", 7.2, None, "x"),
    ("7.2×", 7.2, None, "x"),
    ("8배", 8.0, None, "x"),
    ("92%", 92.0, None, "%"),
    ("90 percent", 90.0, None, "%"),
    ("1,200 tokens/s", 1200.0, None, "tokens/s"),
    ("12 samples per second", 12.0, None, "samples/s"),
    ("400 TFLOPS", 400.0, None, "TFLOPS"),
    ("1.5~2배", 2.0, 1.5, "x"),
    ("2,300~2,500 tokens/s", 2500.0, 2300.0, "tokens/s"),
    ("초당 14.0625GB", 14.0625, None, "GB/s"),
    ("images/sec: 1656.82", 1656.82, None, "images/s"),
    ("busbw: 370", 370.0, None, "GB/s"),
    ("1.25s/iter", 1.25, None, "s"),
    ("55ms/token", 55.0, None, "ms"),
    ("12 ms/frame", 12.0, None, "ms"),
    ("500ms-1s", 1.0, 0.5, "s"),  # the low end in its own unit
    ("1.42ms-11.80ms", 11.8, 1.42, "ms"),
    ("1,840 games/s", 1840.0, None, "games/s"),  # any plural noun counted per second
    ("520,000 tpmC", 520000.0, None, "tpmC"),
    ("0,051 ms", 0.051, None, "ms"),  # a decimal comma after a lone zero
    ("3 gigabytes a second", 3.0, None, "GB/s"),
    ("14 millis", 14.0, None, "ms"),  # Java's and Go's names of the time units
    ("410 micros", 410.0, None, "us"),
    ("850 nanos", 850.0, None, "ns"),
    ("2.15 cycles per input byte", 2.15, None, "cycles/B"),  # a cost per byte: a throughput, lower is faster
    ("0.55 cpb", 0.55, None, "cycles/B"),
    ("0.7 c/B", 0.7, None, "cycles/B"),
    ("0.31 ns/byte", 0.31, None, "ns/B"),
    ("1.1 ns per byte", 1.1, None, "ns/B"),
    ("14.2k sign/s", 14200.0, None, "signatures/s"),
    ("35K ECDH Ops/s", 35000.0, None, "ops/s"),  # the algorithm's name is not a number of the figure
    ("20K to 150K ECDSA P-384 ops/s", 150000.0, 20000.0, "ops/s"),
    ("5K to 80K RSA-2048 operations per second", 80000.0, 5000.0, "ops/s"),
    ("millions of messages per second", 1e6, None, "messages/s"),
])
def test_parse_figure(text, value, low, unit):
    got_value, got_low, got_unit = parse_figure(text)
    assert got_value == pytest.approx(value)
    assert got_low == (pytest.approx(low) if low is not None else None)
    assert got_unit.unit == unit


def test_parse_figure_keeps_capacity_as_bytes():
    """80 GB is a capacity: it parses, but with the ``bytes`` dimension that extraction skips."""
    value, _, unit = parse_figure("80 GB")
    assert (value, unit.dimension) == (80.0, "bytes")


@pytest.mark.parametrize("text", ["hello", "GB/s", "", "NCCL 2.18", "8 GPUs", "3 cycles", "millions of people per day"])
def test_parse_figure_rejects_non_figures(text):
    assert parse_figure(text) is None


@pytest.mark.parametrize("text,value", [("1,200", 1200.0), ("8_589_934_592", 8589934592.0), ("3.35", 3.35), ("0", 0.0)])
def test_parse_number(text, value):
    assert parse_number(text) == value


def test_parse_number_none_without_digits():
    assert parse_number("abc") is None


@pytest.mark.parametrize("value,unit,base", [
    (1, "GiB/s", 2.0 ** 30), (1.5, "us", 1.5e-6), (700, "ns", 7e-7), (3.35, "TB/s", 3.35e12), (92, "%", 92.0),
])
def test_to_base(value, unit, base):
    assert to_base(value, parse_unit(unit)) == pytest.approx(base)


def test_a_decimal_comma_is_a_decimal_point():
    # NOTE: thousands come in threes: "1,024" is a thousand and more, "2,43" and "52,61" are written with a decimal comma
    assert parse_figure("2,43 exaflops")[0] == 2.43
    assert parse_figure("52,61 s")[0] == 52.61
    assert parse_figure("1,024 GB/s")[0] == 1024.0


@pytest.mark.parametrize("text,value,unit", [
    ("2.31엑사플롭스", 2.31, "EFLOPS"),  # NOTE: every SI prefix of the Korean spelling, 엑사 too
    ("40 테라플랍스", 40.0, "TFLOPS"),  # NOTE: flops spelled 플랍스
    ("1.5 페타플롭", 1.5, "PFLOPS"),
])
def test_korean_flop_rates_in_both_spellings(text, value, unit):
    got = parse_figure(text)
    assert got is not None and got[0] == value and got[2].unit == unit and got[2].dimension == "flops"


def test_a_decimal_without_its_leading_zero_is_a_fraction():
    assert parse_number(".971") == pytest.approx(0.971)  # NOTE: not 971
    assert parse_number("| .5 |") == pytest.approx(0.5)
    assert parse_number("v.5") == 5.0  # NOTE: a letter before the point: no decimal of its own


@pytest.mark.parametrize("text,value,low", [
    ("1h12m to 38m", 38.0, 72.0),
    ("2h 05m → 47m", 47.0, 125.0),
    ("40m to 1h 5m", 65.0, 40.0),
])
def test_a_change_between_hours_and_minutes_is_in_minutes(text, value, low):
    assert parse_figure(text) == (value, low, ParsedUnit("min", "time", 60.0))


def test_minutes_alone_in_a_range_are_no_duration():
    assert parse_figure("38m to 40m") is None  # NOTE: "m" alone may be metres or millions
