"""X (CR 107.3): what X an entering permanent's abilities see (107.3m). That {X} is 0 off the stack is mana_value's
(202.3e), and 0 when cast without paying cast_without_paying_mana_cost's (107.3b)."""
from __future__ import annotations

from kb.rules.registry import predicate
from kb.rules.words import choice

KINDS = ("enters trigger", "enters replacement", "other")
WORDS = {  # the doc's words for them
    "enters triggered ability": "enters trigger", "enters the battlefield trigger": "enters trigger",
    "enters with": "enters replacement", "enters with replacement": "enters replacement",
    "static ability": "other", "activated ability": "other", "mana value": "other",
}


@predicate("x", cr=["107.3m", "107.3g", "400.7"])
def x_of_entered_permanent(spell_x: int, ability: str) -> int:
    """The X a permanent that was a spell with X uses: its enters triggered abilities and "enters with" replacement
    effects that refer to X use the spell's value (107.3m); anything else it has (a static or activated ability, its
    mana value) sees {X} as 0 (107.3g).

    ability: "enters trigger", "enters replacement" ("enters with") or "other" ("static ability", "activated ability",
    "mana value").
    """
    kind = choice(ability, KINDS, WORDS)
    if kind is None:
        raise ValueError(f"ability must be one of {KINDS}, not {ability!r}")
    return spell_x if kind != "other" else 0
