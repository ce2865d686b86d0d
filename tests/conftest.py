"""Shared fixtures: a small document set and a CLI runner that works in a temporary folder."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

# Three claims in three sections, so that conditions of one do not leak into another:
# a vendor-peak figure (no finding), a measured one missing two condition groups (a warning),
# and a prediction (an inferred claim, an error).
PEAK = "# Link\n\nNVLink 4 is rated at 900 GB/s bidirectional.\n"
MEASURED = "# Scaling\n\nScaling efficiency was 92% on 8 accelerators.\n"
INFERRED = "# Outlook\n\nWe expect 3,000 tokens/s on 64 GPUs.\n"
DOC = "\n".join([PEAK, MEASURED, INFERRED])


@pytest.fixture(autouse=True)
def _own_cache(tmp_path_factory, monkeypatch):
    """Each test's result cache in a folder of its own: no test is served another's results, none writes in the
    checkout. Tests of where the cache goes by default remove the variable."""
    monkeypatch.setenv("CLAIMCHECK_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))
    monkeypatch.delenv("CLAIMCHECK_NO_CACHE", raising=False)


@pytest.fixture()
def workdir(tmp_path, monkeypatch) -> Path:
    """An empty working directory (no config above it is picked up: tests pass --no-config or write their own)."""
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.fixture()
def cli(workdir):
    """``cli("check", "doc.md")`` -> click Result, run in ``workdir`` with stderr kept apart."""
    from claimcheck.cli import main

    try:
        runner = CliRunner(mix_stderr=False)
    except TypeError:  # NOTE: click >= 8.2 always keeps stderr apart and dropped the argument.
        runner = CliRunner()

    def invoke(*args, **kw):
        kw.setdefault("prog_name", "claimcheck")
        return runner.invoke(main, [str(a) for a in args], catch_exceptions=False, **kw)

    return invoke
