"""Control (CR 108.4): who controls spells, permanents and abilities, and what controlling a creature since the
turn began allows (302.6, "summoning sickness")."""
from __future__ import annotations

from kb.characteristics import keywords, of_object
from kb.model import GameObject
from kb.rules.registry import predicate

WHO = {"spell": "the player who cast it",  # 112.2? see 601.2a: the caster
       "permanent": "the player it entered the battlefield under",  # 110.2
       "activated ability": "the player who activated it",  # 113.8
       "triggered ability": "the player who controlled its source when it triggered",  # 113.8, 603.3a
       "card": "none: its owner stands in",  # 108.4, 108.4a
       "loyalty ability": "the player who activated it",  # 606.1: a loyalty ability is an activated ability; 113.8
       "delayed triggered ability": "the player who controlled the spell or ability that created it"}  # 603.7d


@predicate("control", cr=["108.4", "108.4a", "110.2", "113.8", "603.3a", "603.7d"])
def controller_of(kind: str) -> str:
    """Who controls a spell, a permanent, an activated ability or a triggered ability: its caster, the player it
    entered under, its activator, the controller of its source when it triggered; a delayed triggered ability, the
    controller of what created it (108.4, 110.2, 113.8, 603.3a, 603.7d).

    kind: "spell", "permanent", "activated ability", "loyalty ability", "triggered ability", "delayed triggered
    ability" or "card". Answers one of "the player who cast it", "the player it entered the battlefield under", "the
    player who activated it", "the player who controlled its source when it triggered", "the player who controlled
    the spell or ability that created it", "none: its owner stands in".
    """
    if kind not in WHO:
        raise ValueError(f"kind must be one of {sorted(WHO)}, not {kind!r}")
    return WHO[kind]


@predicate("control", cr=["302.6", "702.10b", "702.10c"])
def can_attack_or_tap(creature: GameObject, controlled_since_turn_began: bool) -> bool:
    """Whether a creature can attack or pay a {T} or {Q} cost: its controller must have controlled it continuously
    since their most recent turn began, unless it has haste (302.6, 702.10).

    controlled_since_turn_began: its controller has controlled it continuously since their most recent turn began.
    """
    if "Creature" not in of_object(creature).card_types:
        return True  # 302.6 restricts creatures only: a noncreature artifact's {T} ability works the turn it arrives
    return controlled_since_turn_began or "haste" in keywords(creature)
