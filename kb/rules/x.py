"""X and numbers (CR 107): what X an entering permanent's abilities see (107.3m), and what a negative number becomes
(107.1b). That {X} is 0 off the stack is mana_value's (202.3e), and 0 when cast without paying
cast_without_paying_mana_cost's (107.3b)."""
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
    if spell_x < 0:
        raise ValueError(f"X is chosen 0 or more (107.1b), not {spell_x}")
    return spell_x if kind != "other" else 0


USES = ("result", "calculation", "value", "doubled", "set")
USE_WORDS = {  # the doc's words for them
    "damage": "result", "life": "result", "cards": "result", "counters": "result", "x": "result",
    "amount": "result", "total": "calculation", "sum": "calculation", "comparison": "calculation",
    "compare": "calculation", "power": "value", "toughness": "value", "double": "doubled", "sets": "set",
    "becomes": "set",
}


@predicate("x", cr=["107.1b", "701.10b", "701.10c"])
def negative_number(value: int, use: str) -> int:
    """The number the game uses where a value is less than zero: a game value such as a creature's power can be
    negative, and a calculation or comparison (a total power, a power compared to another) uses it as it is; but a
    calculation whose result is the effect's amount — damage dealt, life gained or lost, cards drawn, counters put, an
    X — uses 0 instead, unless the effect doubles, triples or sets a life total or a power and toughness: doubling a
    negative power gives the creature -X/-0, X being how far below 0 it is (107.1b, 701.10b–c).

    use: "result" (the effect's amount: "damage", "life", "cards", "counters", "X"), "calculation" (a "total" or
    "comparison"), "value" (the game value itself: "power", "toughness"), "doubled" (the change doubling a power or
    toughness gives: +X, or -X when negative) or "set". Answers the number used.
    """
    kind = choice(use, USES, USE_WORDS)
    if kind is None:
        raise ValueError(f"use must be one of {USES}, not {use!r}")
    return max(0, value) if kind == "result" else value
