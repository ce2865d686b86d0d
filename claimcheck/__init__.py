"""claimcheck: a linter for performance claims in documents and benchmark reports.

The package root stays light: importing it must not load spaCy, Jinja2 or the Markdown
parser. ``check_text`` and ``check_paths`` are resolved lazily from :mod:`claimcheck.api`.
"""

__version__ = "0.1.0"

__all__ = ["__version__", "check_text", "check_paths"]


def __getattr__(name):  # NOTE: PEP 562 lazy attribute so `import claimcheck` stays cheap.
    if name in ("check_text", "check_paths"):
        from claimcheck import api

        return getattr(api, name)
    raise AttributeError(name)
