"""Sacrifice (CR 701.21): only one's own permanents, never destruction, and who chooses what is sacrificed."""
from __future__ import annotations

from kb.model import Zone
from kb.rules.registry import predicate


@predicate("sacrifice", cr=["701.21a", "701.8b", "700.4"])
def can_sacrifice(zone: Zone, controlled_by_player: bool, indestructible: bool = False) -> dict[str, bool]:
    """Whether a player can sacrifice an object: only a permanent on the battlefield that they control, whatever its
    indestructible or regeneration shields; sacrificing isn't destroying, and a creature sacrificed dies (701.21a,
    701.8b, 700.4).

    Answers {"can_sacrifice", "destroyed", "dies"}.
    """
    del indestructible  # 701.21a: "Sacrificing a permanent doesn't destroy it"
    able = zone == Zone.BATTLEFIELD and controlled_by_player
    return {"can_sacrifice": able, "destroyed": False, "dies": able}


@predicate("sacrifice", cr=["701.21a", "608.2d", "101.4"])
def sacrifice_choices(permanents: list[tuple[str, str]], player: str, count: int = 1) -> dict[str, object]:
    """Which permanents a player told to sacrifice some permanents chooses among, and when: the player sacrificing
    chooses among permanents they control that fit, as the effect resolves; with no more than the number asked for,
    all of them (701.21a, 608.2d, 101.4).

    permanents: (name, controller) of each permanent that fits the instruction. Answers {"chooser", "among": the names
    of the player's own, "must_sacrifice": those names left no choice about, "when": "as the effect resolves"}.
    """
    among = [name for name, controller in permanents if controller == player]
    return {"chooser": player, "among": among, "must_sacrifice": among if len(among) <= count else [],
            "when": "as the effect resolves"}
