"""The vocabulary both the build and the checks use: a game term in EN, FR and JA, and a card's names."""
from __future__ import annotations

from dataclasses import dataclass


class InLanguages:
    """Something written in EN, FR and JA, one field per language."""

    def in_lang(self, lang: str) -> str:
        """The text in `lang` ("en", "fr" or "ja"), "" when unknown."""
        return getattr(self, lang)


@dataclass(frozen=True)
class Term(InLanguages):
    """An EN game term with its FR and JA terms (empty when not known: never invented)."""

    en: str
    fr: str
    ja: str
    notes: str
    fr_source: str
    ja_source: str
    fr_forbidden: str = ""  # renderings never to use, "|" between them (door: porte)
    ja_forbidden: str = ""
    fr_also: str = ""  # other renderings official card texts attest (the term base), "|" between them: Cleric 僧侶
    ja_also: str = ""

    def forbidden(self, lang: str) -> tuple[str, ...]:
        """The renderings of this term never to use in lang."""
        return tuple(w.strip() for w in getattr(self, f"{lang}_forbidden", "").split("|") if w.strip())

    def also(self, lang: str) -> tuple[str, ...]:
        """The other renderings of this term that official translations print, accepted beside the official one."""
        return tuple(w.strip() for w in getattr(self, f"{lang}_also", "").split("|") if w.strip())


@dataclass(frozen=True)
class CardName(InLanguages):
    """A card's name in EN, FR and JA ("" when the official name is not known: never invented).

    Built from the cards and card_names tables (ingest/cards.py), which hold official names only."""

    en: str
    fr: str
    ja: str
    fr_source: str
    ja_source: str
