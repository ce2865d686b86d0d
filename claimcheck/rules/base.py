"""What a rule is: a :class:`RuleSpec` (metadata and option schema, from the rule's YAML file) plus a check.

Rules yield bare :class:`Hit` objects; only :mod:`claimcheck.engine` turns them into findings, stamping the
rule id, the severity in force and the location (as yamllint and sqlfluff do).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Protocol

from claimcheck.model import Severity, Span

RULE_TYPES = ("requires", "pattern", "class", "python", "evidence")
OPTION_TYPES = {"float": (int, float), "int": (int,), "bool": (bool,), "str": (str,), "list": (list,)}


@dataclass(frozen=True)
class Hit:
    """A rule's raw result: a message and, optionally, the span it is about (else the claim's)."""

    message: str
    span: Span | None = None


@dataclass(frozen=True)
class RuleSpec:
    """A rule's metadata, as declared in ``rules/<id>.yml``."""

    id: str
    type: str
    severity: Severity
    description: str
    help: str = ""
    message: str = ""
    applies_to_class: tuple[str, ...] = ()
    applies_to_kind: tuple[str, ...] = ()
    options: dict[str, tuple[str, Any]] = field(default_factory=dict)  # name -> (type, default)
    pattern: Any = None  # compiled regex (a claimcheck.prefilter.Prefiltered) for `pattern` rules
    module: str | None = None
    source: str = ""  # path:line of the definition
    examples: tuple[dict, ...] = ()

    @property
    def applies_to(self) -> str:
        """Human summary of the claims this rule looks at."""
        cls = "/".join(self.applies_to_class) or "any class"
        kind = "/".join(self.applies_to_kind) or "any kind"
        return f"{cls}, {kind}"

    def defaults(self) -> dict[str, Any]:
        return {k: v[1] for k, v in self.options.items()}


class RuleContext(Protocol):
    """What a rule may read besides the claim: the document, the knowledge base, the draft's details."""

    doc: Any
    kb: Any
    draft: Any


CheckFn = Callable[..., Iterable[Hit]]
