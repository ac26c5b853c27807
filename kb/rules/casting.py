"""Casting a card from a zone other than the hand: the permission to (601.3), and the timing of its type (117.1a)."""
from __future__ import annotations

from kb.rules.ability import TurnMoment
from kb.rules.registry import NotModeled, predicate


@predicate("casting", cr=["601.3", "117.1a", "307.1", "608.2g", "702.8a"])
def may_cast_now(player: str, moment: TurnMoment, card_types: list[str], zone: str = "hand",
                 permission: bool | None = None, during_resolution: bool = False, flash: bool = False) -> bool:
    """Whether player may begin to cast a card now: from their hand by the rules, from anywhere else (a graveyard,
    exile, a library) only if a rule or effect allows it (601.3), and either way at its type's normal time: an
    instant (or a card with flash, or one cast as though it had flash) any time they have priority, any other in their
    main phase with priority and the stack empty (117.1a, 307.1, 702.8a) — unless an effect lets them cast it while
    that effect resolves, which is when they cast it, timing aside (608.2g).

    card_types: its card types ("Creature", "Sorcery"…); zone: where it is; permission: whether a rule or effect lets
    player cast it from there (default: only from the hand); during_resolution: the effect allowing it is resolving
    and lets them cast it now; flash: it has flash or may be cast as though it had flash. A land is played, not cast
    (305.1): refused.
    """
    if "Land" in card_types:
        raise NotModeled("a land is played, not cast (305.1): its land plays are not modelled here")
    allowed = zone == "hand" if permission is None else permission  # 601.3: a rule (the hand) or an effect
    if not allowed:
        return False
    if during_resolution:  # 608.2g: cast as the effect resolves, with no one receiving priority
        return True
    if moment.priority_player != player:  # 117.1a: only a player with priority casts
        return False
    if "Instant" in card_types or flash:  # 117.1a, 702.8a
        return True
    return moment.active_player == player and moment.main_phase and moment.stack_empty  # 117.1a, 307.1
