"""Reporters, imported on demand by name. Each module exposes ``render(data: dict, meta: dict) -> str``,
where ``data`` is the JSON wire dict (``RunResult.to_dict()``) and ``meta`` describes the run (rules, gate, config).
"""

from __future__ import annotations

import importlib

REPORTERS = {
    "text": "claimcheck.reporters.text",
    "json": "claimcheck.reporters.json",
    "sarif": "claimcheck.reporters.sarif",
    "github": "claimcheck.reporters.github",
    "junit": "claimcheck.reporters.junit",
    "html": "claimcheck.reporters.html",
}


def get_reporter(name: str):
    """The ``render`` function of reporter ``name``."""
    return importlib.import_module(REPORTERS[name]).render
