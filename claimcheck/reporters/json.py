"""``--format json``: the wire format, version 1 (documented in the README)."""

from __future__ import annotations

import json


def render(data: dict, meta: dict) -> str:
    """Pretty-printed JSON of the wire dict, UTF-8 kept as is."""
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"
