"""Multiplayer and Two-Headed Giant (CR 800, 810): a team's shared life total."""
from __future__ import annotations

from kb.rules.registry import predicate


@predicate("multiplayer", cr=["810.9", "810.9a"])
def team_life_change(changes: list[int]) -> int:
    """How a Two-Headed Giant team's shared life total changes: damage, life loss and life gain happen to each player,
    and each result applies to the team's total, so "each opponent loses 2 life" costs the opposing team 4; a cost or
    effect that reads a player's life total reads the team's (810.9, 810.9a).

    changes: each player's life change (negative for damage or loss), in the same event.
    """
    return sum(changes)
