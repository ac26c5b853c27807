"""Targeting (CR 115): who can be targeted (hexproof, shroud, protection, ward), the same target twice, what a spell
does when its targets are illegal as it resolves (608.2b), and when its choices are made (601.2, 608.2)."""
from __future__ import annotations

import re

from kb.rules.registry import predicate

# when each choice of a spell or ability is made: as it's cast/activated/put on the stack, or as it resolves
AS_CAST = frozenset({"targets", "modes", "x in its cost", "additional or alternative costs", "division among targets",
                     "how to pay its costs"})  # 601.2b-h, 603.3d
AS_IT_RESOLVES = frozenset({"information from the game", "choices its effect offers", "x it asks to pay",
                            "ward's x", "objects its effect affects"})  # 608.2h, 608.2d, 702.21b, 611.2c
PROTECTION = re.compile(r"^(hexproof|protection) from (.+)$")


@predicate("targeting", cr=["608.2b"])
def resolution_with_targets(targets_legal: list[bool]) -> dict[str, object]:
    """What a spell or ability does as it tries to resolve when some or all of its targets are illegal (left the zone,
    gained hexproof or protection, no longer fit the targeting criteria): none legal, it doesn't resolve and none of
    its effects happen; some legal, it resolves but doesn't affect the illegal ones or use them to determine anything
    (608.2b).

    targets_legal: one entry a target, True while it is legal. Answers {"resolves", "affects": the legal ones' indexes}.
    """
    if not targets_legal:
        raise ValueError("a spell or ability without targets is not checked by 608.2b")
    legal = [i for i, ok in enumerate(targets_legal) if ok]
    return {"resolves": bool(legal), "affects": legal}


@predicate("targeting", cr=["115.3"])
def may_choose_same_target(chosen: list[list[str]]) -> bool:
    """Whether the same object or player can be chosen for two targets: never twice for one instance of the word
    "target", once for each instance when the text says "target" several times (115.3).

    chosen: for each instance of "target", the objects or players chosen for it ("two target creatures" is one).
    """
    return all(len(set(names)) == len(names) for names in chosen)


@predicate("targeting", cr=["702.11b", "702.11c", "702.11d", "702.18a", "702.16b", "702.21a"])
def can_be_targeted(target_abilities: list[str], by_opponent: bool, source_qualities: list[str] = ()) -> bool:
    """Whether a permanent or player can be the target of a spell or ability: hexproof stops only opponents' spells and
    abilities, shroud all of them, protection from a quality those with that quality; ward doesn't stop targeting
    but counters unless its cost is paid (702.11b, 702.18a, 702.16b, 702.21a).

    target_abilities: its abilities ("Hexproof", "Protection from red", "Hexproof from black", "Ward {2}");
    by_opponent: the spell or ability is an opponent's; source_qualities: the source's colors, types ("red",
    "instant", "creature"), for protection and "hexproof from".
    """
    qualities = {q.lower() for q in source_qualities}
    for ability in (a.strip().rstrip(".").lower() for a in target_abilities):
        if ability == "shroud" or (ability == "hexproof" and by_opponent):
            return False
        if found := PROTECTION.match(ability):
            kind, quality = found.groups()
            if kind == "hexproof" and not by_opponent:
                continue
            if quality == "everything" or _has_quality(quality, qualities):
                return False
    return True


def _has_quality(quality: str, qualities: set[str]) -> bool:
    """Whether a protection quality ("red", "creatures", "white and from blue") fits any of the source's."""
    named = {q.strip().removeprefix("from ").removesuffix("s") for q in re.split(r",| and ", quality) if q.strip()}
    return any(q.removesuffix("s") in named for q in qualities)


@predicate("targeting", cr=["601.2b", "601.2c", "603.3d", "608.2h", "608.2d", "611.2c", "702.21b"])
def when_chosen(choice: str) -> str:
    """When a choice or value of a spell or ability is fixed: targets, modes, X and how a cost is paid as it's cast,
    activated or put on the stack (601.2b–c, 603.3d); information it reads from the game (numbers of cards, power,
    who controls what), the objects its effect affects and choices its effect offers only as it resolves (608.2h,
    608.2d, 611.2c).

    Answers "as it's put on the stack" or "as it resolves".
    """
    if choice in AS_CAST:
        return "as it's put on the stack"
    if choice in AS_IT_RESOLVES:
        return "as it resolves"
    raise ValueError(f"unknown choice {choice!r}; known: {sorted(AS_CAST | AS_IT_RESOLVES)}")
