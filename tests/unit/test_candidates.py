"""Which sentences reach spaCy: the candidate windows of the extractor's cheap prescan.

A window must hold every sentence a claim can come from (the claim fixtures check that end to end);
these cases pin the other side, that text which cannot make a claim is not tokenized.
"""

from __future__ import annotations

import pytest

from claimcheck import api
from claimcheck.config import Settings
from claimcheck.extract import mask


@pytest.fixture(scope="module")
def extractor():
    return api._engine(Settings()).extractor


def windows(extractor, text):
    masked, _ = mask(text)
    return [masked[s:e].strip() for s, e, _, _ in extractor._windows(masked, text)[0]]


@pytest.mark.parametrize("text, expected", [
    ("NVLink 4 gives 900 GB/s.", ["NVLink 4 gives 900 GB/s."]),  # a rate is always a candidate
    ("The model needs 16 GB of memory.", []),  # a size never makes a claim
    ("We waited 2 hours for the queue.", []),  # a time without a head word is a setting, not a latency
    ("The all-reduce took 2 ms.", ["The all-reduce took 2 ms."]),
    ("It is 3x faster than before.", ["It is 3x faster than before."]),
    ("Use 8x more memory.", []),  # a ratio without a performance head word
    ("The job scales linearly.", ["The job scales linearly."]),  # a qualitative claim
    ("A fast path exists for small inputs.", []),  # a claim word alone, no qualitative pattern
    ("Intro text. It has 16 GB. NVLink gives 900 GB/s. And 2 hours.", ["NVLink gives 900 GB/s."]),
    ("busbw: 370.2", ["busbw: 370.2"]),  # benchmark output quoted as key: value
])
def test_candidate_windows(extractor, text, expected):
    assert windows(extractor, text) == expected


@pytest.mark.parametrize("cell, listed", [
    ("5.1 / 3.2", True), (" 20.21 / <br>13.84 / <br>24.00 ", True), ("**7.76** / 21.06 / 28.50", True), ("5.1/ <br>3.2", True),
    ("1/2", False), ("12/05", False), ("5.1 / 3.2 GB/s", False), ("read / write", False), ("5.1", False),
])
def test_a_cell_of_numbers_listed_with_a_spaced_slash(cell, listed):
    from claimcheck.extract import _NUMBER_LIST_CELL

    assert bool(_NUMBER_LIST_CELL.fullmatch(cell)) is listed


@pytest.mark.parametrize("line", [
    "latency: 12.5 ms", "TTFT=81.3 ms", "elapsed time: 3.2 s", "2.1 ms per token", "Duration: 14 s", "응답 시간: 120 ms", "지연 35 us",
    "Time to first token: 80 ms", "throughput: 24 samples/s", "no figure", "E2E 4.4 s",
])
def test_the_printed_time_gate_never_hides_a_match(line):
    """The words _printed_time looks for first are in every text _PRINTED_TIME matches."""
    from claimcheck.extract import _PRINTED_TIME, _printed_time

    for text in (line, line.upper(), f"```\n{line}\n```"):
        assert _printed_time(text) is (_PRINTED_TIME.search(text) is not None), text


@pytest.mark.parametrize("text, unit", [
    ("thresholds of 100 Mbps download and 20 Mbps upload", "Mb/s"), ("Rates in Kbps and Mbps", "Mb/s"),
    ("Median download (Mbps) by percentile", "Mb/s"),
])
def test_units_named_in_a_caption_read_a_bit_rate_as_one(text, unit):
    """"Mbps" is a bit rate, not "M" (millions) of a counted noun "bps": reading it so failed with an error."""
    from claimcheck.extract import _find_units_in

    assert [u.unit for u in _find_units_in(text)][:1] == [unit]
