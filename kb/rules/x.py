"""X (CR 107.3): what X an entering permanent's abilities see (107.3m). That {X} is 0 off the stack is mana_value's
(202.3e), and 0 when cast without paying cast_without_paying_mana_cost's (107.3b)."""
from __future__ import annotations

from kb.rules.registry import predicate


@predicate("x", cr=["107.3m", "107.3g", "400.7"])
def x_of_entered_permanent(spell_x: int, ability: str) -> int:
    """The X a permanent that was a spell with X uses: its enters triggered abilities and "enters with" replacement
    effects that refer to X use the spell's value (107.3m); anything else it has (a static or activated ability, its
    mana value) sees {X} as 0 (107.3g).

    ability: "enters trigger", "enters replacement" or "other".
    """
    kinds = ("enters trigger", "enters replacement", "other")
    if ability not in kinds:
        raise ValueError(f"ability must be one of {kinds}, not {ability!r}")
    return spell_x if ability != "other" else 0
