"""User-facing errors. Each carries where it happened; the CLI prints ``path:line:col: message``
and exits with :data:`EXIT_USAGE_OR_CONFIG`. No traceback is ever shown for these."""

from __future__ import annotations

EXIT_OK = 0
EXIT_FINDINGS = 1
EXIT_USAGE_OR_CONFIG = 2


class ClaimcheckError(Exception):
    """Base of every error caused by the user's input, config or rules."""

    def __init__(self, message: str, path: str | None = None, line: int | None = None, column: int | None = None):
        super().__init__(message)
        self.message = message
        self.path = path
        self.line = line
        self.column = column

    def __str__(self) -> str:
        where = ""
        if self.path:
            where = str(self.path)
            if self.line is not None:
                where += f":{self.line}"
                if self.column is not None:
                    where += f":{self.column}"
            where += ": "
        return where + self.message


class ConfigError(ClaimcheckError):
    """A configuration file or option is invalid."""


class RuleDefinitionError(ClaimcheckError):
    """A rule pack or knowledge file is invalid."""


class InputError(ClaimcheckError):
    """A path to check is missing, unreadable or of the wrong type."""
