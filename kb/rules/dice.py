"""Rolling a die (CR 706): a roll's natural result and its result after modifiers, the row of a results table a
result reads, and which rolls count when some are ignored."""
from __future__ import annotations

import re

from kb.rules.registry import predicate

ROW = re.compile(r"^\s*(\d+)\s*(?:([-–—])\s*(\d+)|(\+))?\s*$")  # "20", "1—9", "10-19", "6+" (706.3a)


@predicate("dice", cr=["706.1a", "706.2", "706.6", "706.7"])
def die_roll_result(sides: int, natural: int, modifiers: list[int] = (), ignored: bool = False,
                    planar: bool = False) -> dict[str, object]:
    """A die roll's natural result (the number on the die, 1 to N) and its result after every modifier, which may fall
    below 1 or above N; an ignored roll never happened: it has no result and triggers nothing; the planar die has no
    numerical result, though rolling it is rolling a die (706.1a, 706.2, 706.6, 706.7).

    Answers {"natural", "result", "triggers_roll_abilities"}: natural and result None when ignored or planar.
    """
    if not planar and not 1 <= natural <= sides:
        raise ValueError(f"a d{sides} shows 1 to {sides}, not {natural}")
    if ignored or planar:
        return {"natural": None, "result": None, "triggers_roll_abilities": not ignored}
    return {"natural": natural, "result": natural + sum(modifiers), "triggers_roll_abilities": True}


@predicate("dice", cr=["706.3", "706.3a"])
def results_table_row(result: int, rows: list[str]) -> str | None:
    """The row of a results table a roll's result reads, rows as printed ("1—9", "10—19", "20", "6+"): a range's
    ends count, "N+" has no top; a result no row covers (below the lowest, above a top with no "N+") reads none
    (706.3a)."""
    for row in rows:
        found = ROW.match(row)
        if not found:
            raise ValueError(f"a results table row is N, N1—N2 or N+, not {row!r}")
        low = int(found.group(1))
        high = None if found.group(4) else int(found.group(3) or low)
        if low <= result and (high is None or result <= high):
            return row
    return None


@predicate("dice", cr=["706.6", "706.2"])
def rolls_that_count(rolls: list[int], ignore_lowest: int = 0, ignore_highest: int = 0) -> list[int]:
    """The rolls that count when a player rolls dice and ignores the lowest (or highest) ones: an ignored roll never
    happened, for the effect that asked for it and for abilities that trigger on rolls; of tied rolls one is ignored
    (706.6). Answers the counted rolls, in the order rolled."""
    if ignore_lowest < 0 or ignore_highest < 0 or ignore_lowest + ignore_highest > len(rolls):
        raise ValueError(f"can't ignore {ignore_lowest} lowest and {ignore_highest} highest of {len(rolls)} rolls")
    order = sorted(range(len(rolls)), key=lambda i: (rolls[i], i))
    ignored = set(order[:ignore_lowest]) | set(order[len(order) - ignore_highest:] if ignore_highest else ())
    return [roll for i, roll in enumerate(rolls) if i not in ignored]
