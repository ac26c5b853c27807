"""Zones (CR 400): a moved object is a new object (400.7, and what its exceptions carry over), "dies" (700.4), what
an effect reads of an object that has left the zone it expected (608.2h), what an exiled card shows (406.3), phasing,
which moves nothing (702.26), emblems in the command zone (114), the hand's maximum size (402.2), taking or searching
for cards of a library that holds fewer than asked (121, 701.17, 701.23), and discarding from a hand that does
(701.9)."""
from __future__ import annotations

import re

from kb.model import Permanent, Zone
from kb.rules.registry import NotModeled, predicate
from kb.rules.words import choice, plain

PUBLIC = frozenset({Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.STACK, Zone.EXILE, Zone.COMMAND})  # 400.2
HIDDEN = frozenset({Zone.LIBRARY, Zone.HAND})  # 400.2
HOW = ("", "resolves", "cast", "played")


@predicate("zones", cr=["400.7", "400.7a", "400.7b", "400.7c", "400.7d", "400.7e", "400.7g", "400.7i"])
def new_object_after_zone_change(from_zone: Zone, to_zone: Zone, how: str = "") -> dict[str, object]:
    """Whether an object moving from one zone to another becomes a new object with no memory of its past: effects,
    counters, damage, choices and targets on the old one don't follow it (400.7, and its exceptions 400.7a–i).

    how: "resolves" (a permanent spell becoming a permanent), "cast" (a card cast by an effect's permission),
    "played" (a land played so), or "". Answers {"new_object": True, "carried_over": [what still applies]}.
    """
    if from_zone == to_zone:
        raise ValueError(f"an object that stays in the {from_zone} changes no zone")
    if how not in HOW:
        raise ValueError(f"how must be one of {HOW}, not {how!r}")
    carried: list[str] = []
    if how == "resolves":
        if (from_zone, to_zone) != (Zone.STACK, Zone.BATTLEFIELD):
            raise ValueError("only a permanent spell resolves from the stack onto the battlefield")
        carried += ["effects that changed the spell's characteristics or controller",  # 400.7a
                    "static abilities' grants that function on the battlefield",  # 400.7b
                    "prevention of damage from the spell",  # 400.7c
                    "what was paid and spent to cast it"]  # 400.7d
    if how == "cast" and to_zone == Zone.STACK:
        carried.append("the effect that let it be cast")  # 400.7g-h
    if how == "played" and to_zone == Zone.BATTLEFIELD:
        carried.append("the effect that let it be played")  # 400.7i
    if to_zone in PUBLIC:
        carried.append("its own zone-change triggers find it")  # 400.7e
    return {"new_object": True, "carried_over": carried}


@predicate("zones", cr=["700.4"])
def dies(from_zone: Zone, to_zone: Zone) -> bool:
    """Whether a zone change is the object "dying": put into a graveyard from the battlefield (700.4); exiled, returned
    to hand or put into a library instead is not."""
    return from_zone == Zone.BATTLEFIELD and to_zone == Zone.GRAVEYARD


@predicate("zones", cr=["610.3", "610.3a", "610.3b", "610.3c"])
def until_event_move(event_happened_first: bool) -> dict[str, object]:
    """What a one-shot effect that exiles or moves an object "until" an event does ("until this leaves the
    battlefield"): the object returns immediately after the event, nothing happening in between, under its owner's
    control; if the event already happened after the ability triggered or was put on the stack, the object doesn't
    move at all (610.3, 610.3a–c).

    event_happened_first: the event (the exiling permanent leaving) happened before the ability resolved. Answers
    {"moves": False, "returns": None} then, else {"moves": True, "returns": "immediately after the event, under its
    owner's control"}.
    """
    if event_happened_first:
        return {"moves": False, "returns": None}
    return {"moves": True, "returns": "immediately after the event, under its owner's control"}


@predicate("zones", cr=["608.2h", "113.7a", "400.7"])
def last_known_information(expected_zone: Zone, now_in: Zone, moved_to_hidden: bool = False) -> dict[str, object]:
    """What an effect reads of a specific object — its power, toughness, counters, colors, types, controller, mana
    value, copiable values, the source of the ability itself: its current information while it is in the zone the
    effect expects it in; once it has left that zone (sacrificed as a cost, destroyed, exiled, countered, returned to a
    hand), or when the effect itself moved it from a public zone to a hidden one, its last known information — the
    object as it last existed in that zone, with every counter, Aura and effect then applying —, never the new object it
    became elsewhere (608.2h, 113.7a, 400.7).

    expected_zone: where the effect expects the object ("battlefield" for a sacrificed or destroyed creature, "stack"
    for the spell that triggered it, "graveyard" for a target card there); now_in: where it is as the effect needs the
    information; moved_to_hidden: this effect put it into a hand or library. Answers {"uses": "current information" or
    "last known information", "as_it_last_existed_in": the expected zone, or None}.
    """
    if moved_to_hidden and now_in not in HIDDEN:
        raise ValueError(f"moved_to_hidden is an effect moving it to a hand or library, not to the {now_in}")
    if now_in == expected_zone and not moved_to_hidden:
        return {"uses": "current information", "as_it_last_existed_in": None}
    return {"uses": "last known information", "as_it_last_existed_in": str(expected_zone)}


@predicate("zones", cr=["406.3", "406.3a", "406.3b", "406.4", "601.3f"])
def exiled_card_view(face_down: bool, may_look: bool = False) -> dict[str, bool]:
    """What a card in exile shows, and to whom: exiled cards are face up and any player may look at them at any time;
    a card exiled face down can be looked at only by a player an instruction allows (406.3), and it has no
    characteristics, so it can't be targeted, nor chosen as a card of some name, type or color, even by that player
    (406.3a) — who alone may choose it as a card, others only its pile, at random (406.4); an effect that lets a player
    cast spells from among face-down exiled cards reaches one only if that player may look at it (406.3b, 601.3f).

    face_down: it was exiled face down; may_look: this player is allowed to look at it. Answers {"face_up",
    "any_player_may_look", "player_may_look", "has_characteristics", "castable_by_permission"}.
    """
    player_may_look = not face_down or may_look
    return {"face_up": not face_down, "any_player_may_look": not face_down, "player_may_look": player_may_look,
            "has_characteristics": not face_down, "castable_by_permission": player_may_look}


PHASINGS = ("phases out", "phases in")
PHASING_WORDS = {"phase out": "phases out", "phased out": "phases out", "phasing out": "phases out",
                 "phase in": "phases in", "phased in": "phases in", "phasing in": "phases in"}


@predicate("zones", cr=["702.26a", "702.26b", "702.26c", "702.26d", "702.26g", "702.26m"])
def phasing(event: str, permanent: Permanent, attached: list[Permanent] = (), untap_step_skipped: bool = False,
            until: str = "") -> dict[str, object]:
    """What a permanent phasing out or in does and doesn't do: it changes no zone and no controller, so it stays the
    same object with its counters (a token too), and no "enters" or "leaves the battlefield" ability triggers
    (702.26d); phased out it is treated as though it doesn't exist — no target, no abilities, no attacking or blocking,
    removed from combat (702.26b) — until it phases in during its controller's next untap step (702.26a, c), or when
    the event an effect phased it out until happens (Oubliette: "until Oubliette leaves the battlefield"), and the
    Auras and Equipment attached to it phase out and in with it, still attached (702.26g); a skipped untap step has no
    phasing, so what is phased out waits for the next untap step its controller has (702.26m).

    event: "phases out" or "phases in"; attached: the permanents attached to it; untap_step_skipped: it would phase in
    or out in an untap step that is skipped; until: the event an effect phases it out until ("" for the untap step).
    Answers {"phases", "exists": whether the game treats it as existing after, "same_object", "zone_change_triggers":
    False, "counters", "with_it": the attached permanents' names, "phases_in": when one phased out after phases in}.
    """
    kind = choice(event, PHASINGS, PHASING_WORDS)
    if kind is None:
        raise ValueError(f"event must be one of {PHASINGS}, not {event!r}")
    if until and kind == "phases in":
        raise ValueError("until is the event a permanent phases out until: give it with \"phases out\"")
    if untap_step_skipped and not until:  # 702.26m: the untap step's phasing doesn't occur
        return {"phases": False, "exists": kind == "phases out", "same_object": True, "zone_change_triggers": False,
                "counters": dict(permanent.counters), "with_it": [],
                "phases_in": "its controller's next untap step that isn't skipped" if kind == "phases in" else None}
    return {"phases": True, "exists": kind == "phases in", "same_object": True, "zone_change_triggers": False,
            "counters": dict(permanent.counters), "with_it": [p.card.name for p in attached],
            "phases_in": (until or "its controller's next untap step") if kind == "phases out" else None}


# What an emblem outlasts: anything that happens to permanents or to its source, not its owner leaving (800.4a)
EMBLEM_EVENTS = {"": True, "its source leaves the battlefield": True, "permanents are destroyed, exiled or returned": True,
                 "its owner leaves the game": False}
EMBLEM_WORDS = {"the planeswalker leaves the battlefield": "its source leaves the battlefield",
                "source leaves": "its source leaves the battlefield", "destroy all permanents":
                "permanents are destroyed, exiled or returned", "player leaves the game": "its owner leaves the game"}


@predicate("zones", cr=["114.1", "114.2", "114.4", "114.5", "800.4a"])
def emblem(player: str, event: str = "") -> dict[str, object]:
    """What an emblem a player gets is: a marker in the command zone, owned and controlled by that player, neither a
    card nor a permanent (114.1, 114.2, 114.5), whose abilities function there (114.4) — so it stays and works for the
    rest of the game, whatever happens to the planeswalker or other source that gave it, and nothing that destroys,
    exiles or returns permanents touches it; it leaves the game only with its owner (800.4a).

    event: one of EMBLEM_EVENTS ("its source leaves the battlefield", "its owner leaves the game"…), or "" for none.
    Answers {"zone": "command" or None (gone), "owner", "controller", "permanent": False, "card": False,
    "abilities_function"}.
    """
    if not player:
        raise ValueError("an emblem is given to a player: name them")
    kind = choice(event, EMBLEM_EVENTS, EMBLEM_WORDS)
    if kind is None:
        raise NotModeled(f"event {event!r}; known: {sorted(EMBLEM_EVENTS)}")
    stays = EMBLEM_EVENTS[kind]
    return {"zone": "command" if stays else None, "owner": player, "controller": player, "permanent": False,
            "card": False, "abilities_function": stays}


HAND_SIZE_EFFECT = re.compile(r"no maximum|([+\-−–]?)(\d+)")
NORMAL_HAND_SIZE = 7  # 402.2


@predicate("zones", cr=["402.2", "514.1", "613.11", "107.1b"])
def maximum_hand_size(effects: list[str] = (), hand: int | None = None) -> dict[str, object]:
    """A player's maximum hand size, normally seven (402.2), once the effects that change it have applied in timestamp
    order, as effects on the game's rules do (613.11): one that sets it ("your maximum hand size is two", "you have
    no maximum hand size") replaces what came before it, one that raises or reduces it changes what is there then —
    never below 0 (107.1b), and nothing with no maximum. As the cleanup step begins the active player discards down to
    it (514.1).

    effects: in timestamp order, each "no maximum", "N" (it is N), "+N" or "-N"; hand: the cards in their hand then.
    Answers {"maximum": the number, or None for no maximum; "discards": how many cards they discard (None without
    hand)}.
    """
    if hand is not None and hand < 0:
        raise ValueError(f"hand counts cards, 0 or more, not {hand}")
    maximum: int | None = NORMAL_HAND_SIZE
    for effect in effects:
        said = HAND_SIZE_EFFECT.fullmatch(plain(effect))
        if said is None:
            raise ValueError(f'each effect is "no maximum", "N", "+N" or "-N", not {effect!r}')
        sign, number = said.groups()
        if number is None:
            maximum = None
        elif not sign:
            maximum = int(number)
        elif maximum is not None:
            maximum = max(0, maximum + (int(number) if sign == "+" else -int(number)))
    discards = None if hand is None else 0 if maximum is None else max(0, hand - maximum)
    return {"maximum": maximum, "discards": discards}


# What a player may be told to do with the top cards of their library, and the words rulings use for each
LIBRARY_ACTIONS = ("draw", "mill", "look", "reveal", "move")
LIBRARY_ACTION_WORDS = {"draws": "draw", "drawing": "draw", "mills": "mill", "milling": "mill",
                        "look at": "look", "looks at": "look", "scry": "look", "surveil": "look", "reveals": "reveal",
                        "put into your hand": "move", "put into your graveyard": "move", "exile": "move",
                        "exiles": "move", "put": "move", "moves": "move"}


@predicate("zones", cr=["121.2", "121.3", "121.4", "121.5", "121.6a", "701.17b", "701.20e", "704.5b", "118.3"])
def from_library(action: str, count: int, in_library: int, may_choose: bool = False, as_cost: bool = False,
                 replaced: bool = False) -> dict[str, object]:
    """What a player told to take cards from the top of their library does when it holds fewer: they draw one card at a
    time, as many as there are, and a draw from an empty library loses the game when state-based actions are next
    checked, though none that another effect replaces (121.2, 121.4, 704.5b, 121.6a); milling, looking at, revealing
    or moving cards without the word "draw" takes what there is and loses nothing (701.17b, 701.20e, 121.5); a choice
    to mill more cards than the library holds can't be taken, nor a cost of more cards than it holds but drawing, while
    a choice to draw from an empty library can (701.17b, 118.3, 121.3).

    action: "draw", "mill", "look" (look at, scry, surveil), "reveal" or "move" (put into a hand, graveyard or exile
    without the word "draw"); count: the cards the instruction names; in_library: the cards there; may_choose: the
    player chooses whether to do it; as_cost: it is part of a cost; replaced: the draws are replaced by another effect
    (Underrealm Lich). Answers {"allowed": whether it may be done or chosen, "cards": how many cards of the library it
    takes, "loses_game": whether the player loses when state-based actions are next checked}.
    """
    kind = choice(action, LIBRARY_ACTIONS, LIBRARY_ACTION_WORDS)
    if kind is None:
        raise ValueError(f"action is one of {LIBRARY_ACTIONS}, not {action!r}")
    if count < 0 or in_library < 0:
        raise ValueError(f"count and in_library count cards, 0 or more, not {count} and {in_library}")
    if replaced and kind != "draw":
        raise ValueError("only draws are replaced here (121.6a)")
    # 701.17b a choice or cost to mill more than there is can't be taken; 118.3 no other cost of more cards than the
    # library holds can be paid either (Whirling Catapult), but a draw can be attempted (121.3, Psychic Vortex)
    if count > in_library and ((kind == "mill" and may_choose) or (as_cost and kind != "draw")):
        return {"allowed": False, "cards": 0, "loses_game": False}
    if replaced:  # 121.6a: applied even when no card could be drawn, so no draw from an empty library
        return {"allowed": True, "cards": 0, "loses_game": False}
    # 121.2 one draw at a time: the draws past the last card are each a draw from an empty library (121.4)
    return {"allowed": True, "cards": min(count, in_library), "loses_game": kind == "draw" and count > in_library}


SEARCHED_FOR = ("stated quality", "any card", "undefined quality")
SEARCHED_FOR_WORDS = {"a card": "any card", "cards": "any card", "quantity": "any card", "a quantity": "any card",
                      "card": "any card", "stated": "stated quality", "a stated quality": "stated quality",
                      "quality": "stated quality", "type": "stated quality", "name": "stated quality",
                      "color": "stated quality", "undefined": "undefined quality",
                      "an undefined quality": "undefined quality"}


@predicate("zones", cr=["701.23b", "701.23c", "701.23d", "701.23e", "701.24c", "701.24d"])
def library_search(looking_for: str, count: int, matching: int, hidden: bool = True, up_to: bool = False,
                   shuffle: bool = True, reveal: bool = False) -> dict[str, object]:
    """What a player searching a zone must and may find: searching a hidden zone such as a library for cards of a stated
    quality (a card type, a color, a name), they may find fewer or none even if some are there; for cards of an
    undefined quality, none; for a quantity alone ("a card", "three cards"), that many or all there are (701.23b–d).
    The cards found aren't revealed unless the effect says so (701.23e), and a library the effect says to shuffle is
    shuffled even if nothing was found (701.24c–d).

    looking_for: "stated quality", "any card" (a quantity alone) or "undefined quality"; count: the cards the
    instruction names; matching: the cards there that fit (for "any card", all the cards there); hidden: a hidden
    zone (a library, a hand) rather than a public one; up_to: the instruction says "up to"; shuffle: the effect says
    to shuffle the library; reveal: it says to reveal the cards found. Answers {"must_find": the fewest cards they may
    find, "may_find": the most, "revealed", "shuffled"}.
    """
    kind = choice(looking_for, SEARCHED_FOR, SEARCHED_FOR_WORDS)
    if kind is None:
        raise ValueError(f"looking_for is one of {SEARCHED_FOR}, not {looking_for!r}")
    if count < 0 or matching < 0:
        raise ValueError(f"count and matching count cards, 0 or more, not {count} and {matching}")
    most = 0 if kind == "undefined quality" else min(count, matching)  # 701.23c: none can be found
    # 701.23b: a stated quality lets a hidden zone's searcher fail to find; a public zone shows what is there
    fewest = 0 if up_to or (kind == "stated quality" and hidden) else most
    return {"must_find": fewest, "may_find": most, "revealed": reveal, "shuffled": shuffle}


DISCARD_CHOOSERS = ("discarding player", "random", "another player")
DISCARD_CHOOSER_WORDS = {"you": "discarding player", "player": "discarding player", "the player": "discarding player",
                         "at random": "random", "randomly": "random", "opponent": "another player",
                         "you choose": "another player", "other player": "another player"}


@predicate("zones", cr=["701.9a", "701.9b", "118.3", "402.1"])
def discard(count: int, in_hand: int, whole_hand: bool = False, may_choose: bool = False, as_cost: bool = False,
            chosen_by: str = "discarding player") -> dict[str, object]:
    """What a player told to discard cards does with fewer in hand: they discard those they have, none from an empty
    hand, and "discard your hand" with none discards nothing; a cost of discarding more cards than the hand holds
    can't be paid, nor a choice to discard more cards than it holds taken, though a choice to discard one's whole hand
    can (118.3, 701.9a); the discarding player chooses which unless the effect says at random or names another chooser
    (701.9b); only cards in hand can be discarded, not one exiled or on top of a library that may be played (402.1).

    count: the cards the instruction names (ignored with whole_hand); in_hand: the cards there; whole_hand: "discard
    your hand"; may_choose: the player chooses whether to discard ("you may discard a card. If you do"); as_cost: it is
    part of a cost; chosen_by: "discarding player", "random" or "another player" (the effect's words). Answers
    {"allowed": whether it may be done or chosen, "cards": how many are discarded, "chosen_by": who picks the cards}.
    """
    picker = choice(chosen_by, DISCARD_CHOOSERS, DISCARD_CHOOSER_WORDS)
    if picker is None:
        raise ValueError(f"chosen_by is one of {DISCARD_CHOOSERS}, not {chosen_by!r}")
    if count < 0 or in_hand < 0:
        raise ValueError(f"count and in_hand count cards, 0 or more, not {count} and {in_hand}")
    wanted = in_hand if whole_hand else count
    # 118.3 a cost can't be paid with cards the hand lacks; nor can a choice to discard them be taken (Remorseless
    # Punishment: "can't choose to discard two cards unless they have at least two cards in hand")
    if not whole_hand and in_hand < count and (as_cost or may_choose):
        return {"allowed": False, "cards": 0, "chosen_by": picker}
    return {"allowed": True, "cards": min(wanted, in_hand), "chosen_by": picker}
