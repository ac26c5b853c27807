"""Casting a card from a zone other than the hand: the permission to (601.3), the timing of its type (117.1a), playing a
land instead (305), what casting it involves that putting it onto the battlefield doesn't (601.2, 110.2a), and what
countering a spell does that exiling it or returning it doesn't (701.6)."""
from __future__ import annotations

from kb.rules.ability import TurnMoment, has_sorcery_timing
from kb.rules.registry import NotModeled, predicate
from kb.rules.words import choice


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
    (305.1): refused, may_play_land answers it.
    """
    if "Land" in card_types:
        raise NotModeled("a land is played, not cast (305.1, 305.9): ask may_play_land")
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


LAND_WAYS = ("play", "put onto the battlefield", "cast")
LAND_WAY_WORDS = {"play it": "play", "played": "play", "play a land": "play", "put": "put onto the battlefield",
                  "put it onto the battlefield": "put onto the battlefield", "cast it": "cast"}


@predicate("casting", cr=["305.1", "305.2", "305.2a", "305.2b", "305.3", "305.4", "305.9", "116.2a"])
def may_play_land(player: str, moment: TurnMoment, how: str = "play", lands_played: int = 0, lands_allowed: int = 1,
                  zone: str = "hand", permission: bool | None = None,
                  during_resolution: bool = False) -> dict[str, bool]:
    """Whether player may play a land card now, and whether doing so is their land for the turn: a land is played (a
    special action, never cast) from their hand, or from elsewhere if an effect lets them play it, during their own
    turn, in a main phase with priority and the stack empty (305.1, 116.2a), and only while they have played fewer
    lands this turn than they may, wherever those came from (305.2a–b); never on another player's turn (305.3). An
    effect that puts a land onto the battlefield is no land play, whatever the count and whoever's turn (305.4); one
    that lets them cast cards doesn't let them play a land, which can't be cast (305.9).

    how: "play", "put onto the battlefield" or "cast" (what the rule or effect lets them do with the land card);
    lands_played: lands they have played this turn; lands_allowed: how many they may (one, more by effects); zone:
    where the card is; permission: whether an effect lets them play it from there (default: only from the hand);
    during_resolution: an effect instructs them to play it as it resolves (305.2a), timing aside. Answers
    {"allowed", "land_play": it counts as a land played this turn}.
    """
    way = choice(how, LAND_WAYS, LAND_WAY_WORDS)
    if way is None:
        raise ValueError(f"how must be one of {LAND_WAYS}, not {how!r}")
    if lands_played < 0 or lands_allowed < 0:
        raise ValueError(f"lands played ({lands_played}) and allowed ({lands_allowed}) are counts, never negative")
    if way != "play":  # 305.4: put, not played; 305.9: a land can't be cast
        return {"allowed": way == "put onto the battlefield", "land_play": False}
    may = (zone == "hand" if permission is None else permission) and moment.active_player == player  # 305.1, 305.3
    timely = during_resolution or has_sorcery_timing(player, moment)  # 305.1: a sorcery's time
    allowed = may and timely and lands_played < lands_allowed  # 305.2a-b
    return {"allowed": allowed, "land_play": allowed}


CAST_OR_PUT = {
    "cast": {"cast": True, "uses_stack": True, "can_be_countered": True, "costs_paid": "its total cost",
             "cast_triggers": True},  # 601.2, 601.2f-i, 701.6a
    "put onto the battlefield": {"cast": False, "uses_stack": False, "can_be_countered": False, "costs_paid": "none",
                                 "cast_triggers": False},  # 110.2a: a zone change, none of 601.2
}
CAST_OR_PUT_WORDS = {"cast it": "cast", "cast without paying its mana cost": "cast", "madness": "cast",
                     "flashback": "cast", "retrace": "cast", "put it onto the battlefield": "put onto the battlefield",
                     "put onto the battlefield by an effect": "put onto the battlefield",
                     "put": "put onto the battlefield"}


@predicate("casting", cr=["601.2", "601.2f", "601.2h", "601.2i", "701.6a", "110.2a"])
def cast_or_put(how: str) -> dict[str, object]:
    """What an effect that lets a player cast a card involves, against one that puts it onto the battlefield: a card
    cast by any permission (its own "cast it as though it had flash", madness, flashback, retrace, "you may cast it"
    from exile, "without paying its mana cost") is cast as any spell — put on the stack, its total cost paid (its mana
    cost or one alternative cost, and additional costs), "whenever you cast" abilities triggering, and it can be
    countered as any spell can, unless an ability says it can't be (601.2, 601.2f–i, 701.6a); a card put onto the
    battlefield is not cast: it doesn't use the stack, no cost is paid, additional costs included, and effects that
    apply "as it's cast" don't (110.2a).

    how: "cast" or "put onto the battlefield". Answers {"cast", "uses_stack", "can_be_countered", "costs_paid": "its
    total cost" (what 601.2f makes it: its mana cost or an alternative cost such as "without paying its mana cost",
    plus additional costs) or "none", "cast_triggers"}.
    """
    kind = choice(how, CAST_OR_PUT, CAST_OR_PUT_WORDS)
    if kind is None:
        raise ValueError(f"how must be one of {tuple(CAST_OR_PUT)}, not {how!r}")
    return dict(CAST_OR_PUT[kind])


# 701.6a: how a spell or ability leaves the stack without resolving, and where a spell goes (an ability ceases to exist)
LEAVES_STACK = {"countered": "graveyard", "exiled": "exile", "returned to hand": "hand"}
LEAVES_STACK_WORDS = {"counter": "countered", "counter it": "countered", "exile": "exiled", "exiled from the stack":
                      "exiled", "exile it": "exiled", "returned to its owner's hand": "returned to hand",
                      "return to hand": "returned to hand", "bounced": "returned to hand"}


@predicate("casting", cr=["701.6a", "701.6b", "101.2", "608.2b", "405.1", "723.1b"])
def countered(how: str, cant_be_countered: bool = False, is_spell: bool = True) -> dict[str, object]:
    """What a spell or ability on the stack undergoes when an effect counters it, exiles it or returns it to its
    owner's hand: countered, it doesn't resolve, none of its effects occur, a spell goes to its owner's graveyard and
    no cost paid is refunded (701.6a–b); one that "can't be countered" is still a legal target for a spell or ability
    that counters, which resolves and does all else it says, only not the countering ("can't" wins, 101.2; the
    target is legal, 608.2b); exiling or returning it isn't countering, so it works against such a spell too, and it
    doesn't resolve either.

    how: "countered", "exiled" or "returned to hand"; is_spell: False for an ability, which ceases to exist: countered,
    or exiled as a turn ends (723.1b: Time Stop, Sundial of the Infinite); no ability is returned to a hand, as it has
    no card (405.1). Answers {"countered", "resolves", "goes_to": a zone or None, "costs_refunded": False,
    "legal_target": True, "other_effects_happen": the rest of the effect that countered, exiled or returned it}.
    """
    kind = choice(how, LEAVES_STACK, LEAVES_STACK_WORDS)
    if kind is None:
        raise ValueError(f"how must be one of {tuple(LEAVES_STACK)}, not {how!r}")
    if not is_spell and kind == "returned to hand":  # 405.1: an ability goes on the stack without any card
        raise ValueError("an ability has no card to return to a hand: only a spell can be")
    stays = kind == "countered" and cant_be_countered  # 101.2: the countering does nothing
    return {"countered": kind == "countered" and not stays, "resolves": stays,
            "goes_to": None if stays or not is_spell else LEAVES_STACK[kind], "costs_refunded": False,
            "legal_target": True, "other_effects_happen": True}
