"""A built wheel works on its own: rules/ and the knowledge files ship inside it.

Builds the wheel, installs it (not editable) into one fresh virtual environment for the module, and runs the
installed console script from a folder outside the checkout. Dependencies come from the package index or
pip's cache, so this is slow; it is marked ``slow``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from claimcheck import __version__

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[1]
DOC = "# Fabric\n\nNVLink 4 is rated at 900 GB/s bidirectional.\n\nScaling efficiency was 92% on 8 accelerators.\n"


def _run(cmd, **kw):
    res = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=900, **kw)
    assert res.returncode == 0, f"{cmd} failed ({res.returncode}):\n{res.stdout[-3000:]}\n{res.stderr[-3000:]}"
    return res


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """(claimcheck script, venv python, a folder outside the checkout holding doc.md)."""
    root = tmp_path_factory.mktemp("wheel")
    dist = root / "dist"
    _run([sys.executable, "-m", "build", "--wheel", "--outdir", dist, REPO])
    (wheel,) = dist.glob("claimcheck-*.whl")
    venv = root / "venv"
    _run([sys.executable, "-m", "venv", venv])
    bindir = venv / ("Scripts" if os.name == "nt" else "bin")
    python = bindir / "python"
    _run([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", wheel])
    elsewhere = root / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "doc.md").write_text(DOC, encoding="utf-8")
    return bindir / "claimcheck", python, elsewhere


def claimcheck(installed, *args, ok=(0,)):
    script, _, cwd = installed
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    res = subprocess.run([str(script), *args], cwd=cwd, capture_output=True, text=True, timeout=300, env=env)
    assert res.returncode in ok, (res.returncode, res.stdout, res.stderr)
    assert "Traceback" not in res.stderr
    return res


def test_installed_package_is_not_the_checkout(installed):
    _, python, cwd = installed
    res = _run([python, "-c", "import claimcheck; print(claimcheck.__file__)"], cwd=cwd)
    location = Path(res.stdout.strip()).resolve()
    assert REPO not in location.parents
    assert "site-packages" in location.parts
    assert (location.parent / "_data" / "rules" / "missing-conditions.yml").is_file()


def test_version(installed):
    assert claimcheck(installed, "--version").stdout == f"claimcheck, version {__version__}\n"


def test_rules_ship(installed):
    lines = claimcheck(installed, "rules").stdout.splitlines()
    ids = {line.split()[0] for line in lines}
    assert {"missing-conditions", "inferred-claim"} <= ids


def test_check_finds_claims_so_knowledge_ships(installed):
    res = claimcheck(installed, "check", "--no-config", "--format", "json", "doc.md")
    data = json.loads(res.stdout)
    assert [(c["text"], c["evidence"]) for c in data["claims"]] == [("900 GB/s", "vendor-peak"), ("92%", "measured")]
    assert data["claims"][0]["subject"] == "NVLink 4"  # from the shipped peaks knowledge
    assert data["claims"][1]["missing"] == ["workload", "software"]


def test_explain(installed):
    res = claimcheck(installed, "explain", "missing-conditions")
    assert res.stdout.startswith("missing-conditions (warning; applies to measured, any kind)")
