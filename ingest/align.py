"""Aligning a translated ruling to its EN original: same date, and numbers, symbols and names agree."""
from __future__ import annotations

import re
import unicodedata
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


def align_translation(text: str, candidates: dict[str, str]) -> str | None:
    """The id of the one EN ruling (id -> EN text, same date) that text translates, or None."""
    wanted = signature(text)
    agreeing = {}
    for ruling_id, en_text in candidates.items():
        sig = signature(en_text)
        if sig.numbers == wanted.numbers and sig.symbols == wanted.symbols:
            agreeing[ruling_id] = len(sig.names & wanted.names) - len(sig.names ^ wanted.names)
    if not agreeing:
        return None
    best = max(agreeing.values())
    winners = [rid for rid, score in agreeing.items() if score == best]
    return winners[0] if len(winners) == 1 else None
