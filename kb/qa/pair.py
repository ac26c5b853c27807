"""What a check looks at (a Pair) and what it reports (Findings)."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import wraps
from typing import Callable, TypeVar

from mtg.terms import CardName, Term

R = TypeVar("R")

ERROR = "error"
WARNING = "warning"


@dataclass(frozen=True)
class Pair:
    """An EN text and its translation into `lang`, with what the checks need to judge it.

    made_from is the EN text the translation was made from (a PO msgid); when it differs from
    en, the translation is stale. previous is gettext's previous msgid (#|), if any.
    """

    en: str
    target: str
    lang: str
    terms: tuple[Term, ...] = ()
    card_names: tuple[CardName, ...] = ()
    made_from: str | None = None
    previous: str | None = None
    detected: str | None = None  # the target's language when the build already detected it
    card_text: bool = False  # a card's own text (printed names bare), not a ruling (names in 《》 in Japanese)

    def target_language(self) -> str | None:
        """The language the target is written in (detected once at build, else now)."""
        from mtg.language import detect_language

        return self.detected or (detect_language(self.target) if self.target.strip() else None)

    def other_language(self) -> str | None:
        """A language other than EN/FR/JA the target is plainly written in (Chinese, Spanish, …), if any."""
        from mtg.language import other_language

        return other_language(self.target) if self.target.strip() else None


def by_terms_identity(derive: Callable[..., R]) -> Callable[..., R]:
    """derive(terms, *rest) remembered for the last terms tuple by its identity, not its hash: a build checks
    every pair with one tuple, and hashing its dozens of terms for each pair costs more than the checks."""
    last: dict[tuple, tuple[tuple, R]] = {}

    @wraps(derive)
    def remembered(terms: tuple, *rest: object) -> R:
        hit = last.get(rest)
        if hit is None or hit[0] is not terms:
            hit = last[rest] = (terms, derive(terms, *rest))
        return hit[1]
    return remembered


@dataclass(frozen=True)
class Finding:
    """One problem a check found: its check name, severity, and what the translator should fix."""

    check: str
    severity: str
    message: str


@dataclass
class Findings:
    """Findings of one check, added with error() and warning()."""

    check: str
    items: list[Finding] = field(default_factory=list)

    def error(self, message: str) -> None:
        """Add an error-level finding."""
        self.items.append(Finding(self.check, ERROR, message))

    def warning(self, message: str) -> None:
        """Add a warning-level finding."""
        self.items.append(Finding(self.check, WARNING, message))
