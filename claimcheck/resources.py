"""Locate the shipped data folders (``rules/``, ``reports/``) in a checkout and in an installed wheel.

In a wheel they are copied to ``claimcheck/_data/``; in a source checkout they sit beside the package.
"""

from __future__ import annotations

from pathlib import Path

_PKG = Path(__file__).resolve().parent


def data_path(*parts: str) -> Path:
    """Path of a shipped data file or folder, e.g. ``data_path("rules", "knowledge", "peaks.yaml")``."""
    installed = _PKG.joinpath("_data", *parts)
    if installed.exists():
        return installed
    return _PKG.parent.joinpath(*parts)
