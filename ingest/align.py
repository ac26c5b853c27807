"""Aligning a translated ruling to its EN original: same date, and numbers, symbols and names agree."""
from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from dataclasses import dataclass

NUMBER = re.compile(r"\d+")
SYMBOL = re.compile(r"\{[^{}]+\}|[+-]\d+/[+-]\d+")
NAME = re.compile(r"\b[A-Z][\w’']+(?:\s+(?:of|the|de|du|la|le)?\s*[A-Z][\w’']+)*")


@dataclass(frozen=True)
class Signature:
    """What a faithful translation keeps from its source: numbers, mana/tap symbols, proper names."""

    numbers: tuple[str, ...]
    symbols: tuple[str, ...]
    names: frozenset[str]


def signature(text: str) -> Signature:
    """Numbers and symbols (after NFKC, so full-width digits count) and capitalised names of text."""
    text = unicodedata.normalize("NFKC", text)
    symbols = SYMBOL.findall(text)
    bare = SYMBOL.sub(" ", text)
    names = {n for n in NAME.findall(bare) if " " in n}
    return Signature(tuple(sorted(NUMBER.findall(bare))), tuple(sorted(symbols)), frozenset(names))


class Aligner:
    """EN rulings indexed by date, numbers and symbols, so each translation is compared with its few candidates."""

    def __init__(self) -> None:
        """An empty index; add EN rulings with add()."""
        self.index: dict[tuple, dict[str, frozenset[str]]] = defaultdict(dict)

    def add(self, ruling_id: str, published: str, en_text: str) -> None:
        """Index one EN ruling."""
        sig = signature(en_text)
        self.index[(published, sig.numbers, sig.symbols)][ruling_id] = sig.names

    def align(self, text: str, published: str) -> str | None:
        """The id of the one EN ruling of that date that text translates, or None when none or several agree."""
        wanted = signature(text)
        candidates = self.index.get((published, wanted.numbers, wanted.symbols), {})
        if not candidates:
            return None
        scores = {rid: len(names & wanted.names) - len(names ^ wanted.names) for rid, names in candidates.items()}
        best = max(scores.values())
        winners = [rid for rid, score in scores.items() if score == best]
        return winners[0] if len(winners) == 1 else None

