"""Sagas (CR 714): which chapter abilities lore counters trigger, read ahead (702.155), and when the Saga is sacrificed
(714.4, 704.5s)."""
from __future__ import annotations

import re

from kb.characteristics import of_permanent
from kb.model import Permanent
from kb.rules.registry import predicate

CHAPTER = re.compile(r"^([IVX]+(?:\s*,\s*[IVX]+)*)\s*[—–-]")  # "I —", "II, III —" (714.2a, 714.2c)
ROMAN = {"I": 1, "V": 5, "X": 10}


def _roman(numeral: str) -> int:
    """A Roman numeral's value ("IV" -> 4)."""
    values = [ROMAN[c] for c in numeral]
    return sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values))


def chapters_of(permanent: Permanent) -> list[int]:
    """The chapter numbers of a Saga permanent's chapter abilities, from its abilities' chapter symbols (714.2a)."""
    return sorted({_roman(n.strip()) for line in of_permanent(permanent).abilities
                   if (found := CHAPTER.match(line)) for n in found.group(1).split(",")})


def _final_chapter(chapters: list[int]) -> int:
    """714.2d: the greatest chapter number among its chapter abilities; 0 when it has none."""
    if any(n < 1 for n in chapters):
        raise ValueError(f"chapter numbers are I, II, III… (1, 2, 3…), not {chapters}")
    return max(chapters, default=0)


@predicate("saga", cr=["714.2b", "714.2c", "714.3a", "714.3b", "702.155a", "603.2c"])
def chapters_triggered(chapters: list[int], before: int, after: int, read_ahead: bool = False,
                       entered_this_turn: bool = False) -> list[int]:
    """The chapter abilities that trigger when lore counters are put on a Saga: each chapter N whose count went from
    less than N to at least N, once each, however many counters came at once — so a Saga whose counters were removed
    triggers its chapters again; with read ahead, the turn it entered only the chapter equal to its count triggers
    (714.2b, 714.2c, 702.155a). A Saga entering has before 0 and after 1 (or the number read ahead chose, 714.3a).

    Answers the chapter numbers that trigger, lowest first.
    """
    _final_chapter(chapters)
    if not 0 <= before <= after:
        raise ValueError(f"putting lore counters on a Saga takes it from {before} to at least {before}, not {after}")
    found = sorted({n for n in chapters if before < n <= after})
    if read_ahead and entered_this_turn:
        found = [n for n in found if n == after]
    return found


@predicate("saga", cr=["714.4", "704.5s", "714.2d", "701.21a"])
def saga_sacrificed(chapters: list[int], lore: int, chapter_ability_on_stack: bool = False) -> bool:
    """Whether the state-based action sacrifices a Saga: it has one or more chapter abilities, its lore counters are at
    least its final chapter number, and no chapter ability it is the source of has triggered and not yet left the stack
    — so it stays while its last chapter resolves, and a Saga that lost its chapter abilities stays (714.4,
    704.5s)."""
    final = _final_chapter(chapters)
    return final > 0 and lore >= final and not chapter_ability_on_stack  # final 0: no chapter abilities (714.2d)
