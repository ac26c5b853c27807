"""Room cards: characteristics by zone, doors unlocked on entry, unlocking and locking, names (CR 709).

A Room Card has layout "room" and two faces, its doors: 0 the left door, 1 the right door.
"""
from __future__ import annotations


from kb.characteristics import Characteristics, characteristics
from kb.game import Game
from kb.model import Card, Face, ObjectState, Permanent, Spell, Zone
from kb.rules.ability import TurnMoment, has_sorcery_timing
from kb.rules.adventure import face_matches
from kb.rules.registry import NotModeled, predicate
from kb.rules.words import plain

LEFT, RIGHT = 0, 1
DOORS = frozenset({LEFT, RIGHT})

# Bottomless Pool // Locker Room, the Room of the rulings. Its costs and texts are illustrative, chosen to
# agree with the rulings: mana value 6 in a library, Bottomless Pool castable with "mana value 3 or less",
# Locker Room not.
BOTTOMLESS_POOL_LOCKER_ROOM = Card(layout="room", faces=(
    Face("Bottomless Pool", "{U}", "Enchantment — Room",
         ("When you unlock this door, return up to one target creature to its owner's hand.",)),
    Face("Locker Room", "{4}{U}", "Enchantment — Room",
         ("Whenever one or more creatures you control deal combat damage to a player, draw a card.",)),
))
POOL, LOCKER = BOTTOMLESS_POOL_LOCKER_ROOM.faces
ROOM_TYPE = "Enchantment — Room"


def _room_permanent(unlocked: tuple[int, ...], controller: str = "Alice") -> Permanent:
    """Bottomless Pool // Locker Room on the battlefield with these doors unlocked (for examples)."""
    return Permanent(BOTTOMLESS_POOL_LOCKER_ROOM, controller, unlocked=frozenset(unlocked))  # pragma: no mutate


NONE_UNLOCKED, POOL_UNLOCKED, BOTH_UNLOCKED = _room_permanent(()), _room_permanent((LEFT,)), _room_permanent((0, 1))


def _room(card: Card) -> Card:
    """The card itself, after checking it is a Room: two doors with one shared type line."""
    # 709.5a "Each half of a split card with a shared type line shares the types and subtypes"
    if card.layout != "room" or len(card.faces) != 2 or card.faces[0].type_line != card.faces[1].type_line:
        raise ValueError(f"{card.name} is not a Room card")
    return card


def _doors(doors: frozenset[int] | tuple[int, ...] | list[int]) -> frozenset[int]:
    """A set of door indexes, checked to be doors of a Room."""
    doors = frozenset(doors)
    if not doors <= DOORS:
        raise ValueError(f"a Room's doors are 0 and 1, not {sorted(doors)}")
    return doors


@predicate("room", cr=["709.3b", "709.4", "709.4b", "709.4c", "709.5", "709.5a", "202.3a", "202.3d"])
def room_characteristics(card: Card, zone: Zone | str, unlocked: frozenset[int] | tuple[int, ...] = (),
                         cast_door: int | None = None) -> Characteristics:
    """A Room's characteristics in a zone: unlocked doors on the battlefield, cast_door on the stack."""
    _room(card)
    zone, unlocked = Zone(zone), _doors(unlocked)
    if unlocked and zone != Zone.BATTLEFIELD:
        raise ValueError("only a permanent has unlocked designations (CR 709.5c)")
    if zone == Zone.STACK and cast_door not in DOORS:
        raise ValueError("a Room spell on the stack needs its cast door (0 or 1)")
    # 709.3b the door cast on the stack, 709.5 the unlocked doors on the battlefield, 709.4 both elsewhere;
    # 709.4b combined mana costs, 202.3a no mana cost: the one characteristics query (kb/characteristics.py)
    # 709.5a the shared type line stays whatever doors are unlocked
    return characteristics(card, ObjectState(zone=zone, cast=cast_door if zone == Zone.STACK else None,
                                             unlocked=unlocked))


@predicate("room", cr=["709.3b", "709.3c", "709.5b"])
def room_spell_characteristics(spell: Spell) -> Characteristics:
    """The characteristics of a Room spell (or a copy of one) on the stack: only its cast door's."""
    # 709.5b "The existence of each half ... is part of that object's copiable values, even if that object
    # is a spell on the stack"; 709.3c a copy "retains the characteristics of the two halves separated into
    # the same two halves": a copy keeps both doors and the choice of which was cast.
    return room_characteristics(spell.card, Zone.STACK, cast_door=spell.cast_face)


@predicate("room", cr=["709.3", "709.3a"])
def is_legal_door_choice_to_cast(card: Card, doors: tuple[int, ...]) -> bool:
    """Whether casting these doors of a Room as one spell is a legal choice (exactly one door)."""
    _room(card)
    # 709.3 "A player chooses which half of a split card they are casting before putting it onto the stack."
    return len(set(doors)) == 1 and set(doors) <= DOORS


@predicate("room", cr=["709.3a", "601.3e"])
def can_cast_door_with_permission(card: Card, door: int, card_types: tuple[str, ...] = (),
                                  max_mana_value: int | None = None) -> bool:
    """Whether casting this door fits a permission limited to card types and/or a maximum mana value."""
    _room(card)
    # 709.3a "Only the chosen half is evaluated to see if it can be cast."
    return face_matches(card.faces[door], card_types, max_mana_value)


@predicate("room", cr=["709.5d", "707.10f", "608.3f"])
def doors_unlocked_on_entry(from_zone: Zone | str, spell: Spell | None = None) -> tuple[int, ...]:
    """The doors a Room has unlocked as it enters from from_zone (spell: the Room spell resolving, if any)."""
    # 709.5d "If it's entering the battlefield and neither half was cast as a spell, it enters with neither
    # unlocked designation."
    if Zone(from_zone) != Zone.STACK:
        return ()
    if spell is None or spell.cast_face not in DOORS:
        raise ValueError("a Room entering from the stack is a resolving Room spell with a cast door")
    _room(spell.card)
    # 709.5d "given the 'left half unlocked' designation as it enters the battlefield if its left half was
    # cast as a spell"; a copy keeps the choice (709.5b) and becomes a token as it resolves (608.3f).
    return (spell.cast_face,)


@predicate("room", cr=["709.5f", "709.5g"])
def doors_choosable_to(permanent: Permanent, action: str) -> tuple[int, ...]:
    """The doors of a Room permanent an effect may choose to "unlock" or to "lock" (none: it does nothing)."""
    _room(permanent.card)
    unlocked = _doors(permanent.unlocked)
    if action == "unlock":
        # 709.5f "To unlock half of a permanent, a player chooses a locked half of that permanent"
        return tuple(sorted(DOORS - unlocked))
    if action == "lock":
        # 709.5g "To lock half of a permanent, a player chooses an unlocked half of that permanent"
        return tuple(sorted(unlocked))
    raise ValueError(f"action is 'lock' or 'unlock', not {action!r}")


@predicate("room", cr=["115.1", "205.3h", "709.5f", "709.5g"])
def can_target_room_with_door_effect(permanent: Permanent, player: str) -> bool:
    """Whether a "target Room you control" lock/unlock effect of player may target this permanent."""
    # 115.1 a target is an object the spell or ability chooses: here a permanent with the enchantment type
    # Room (205.3h), read through its characteristics; the doors' states don't matter for the target, only
    # choosing a door to lock or unlock (709.5f, 709.5g) can find none.
    found = characteristics(permanent.card, ObjectState(zone=Zone.BATTLEFIELD, unlocked=permanent.unlocked))
    return "Room" in found.subtypes and permanent.controller == player


@predicate("room", cr=["709.5e", "116.2m"])
def can_unlock_door_special_action(player: str, permanent: Permanent, door: int, moment: TurnMoment) -> bool:
    """Whether player may now take the special action of paying door's unlock cost on this Room permanent."""
    # 709.5e "A player who controls a permanent that has one or more locked halves may pay the mana cost of
    # a locked half ... any time they have priority and the stack is empty during a main phase of their turn."
    return (permanent.controller == player and door in doors_choosable_to(permanent, "unlock")
            and has_sorcery_timing(player, moment))


@predicate("room", cr=["603.3d"])
def door_trigger_goes_on_stack(targets_required: int, legal_targets: int) -> bool:
    """Whether an unlock trigger needing targets_required targets goes on the stack with legal_targets available."""
    # 603.3d "If a choice is required when the triggered ability goes on the stack but no legal choices can
    # be made for it ... the ability is simply removed from the stack."
    return legal_targets >= targets_required


@predicate("room", cr=["709.5h"])
def doors_becoming_unlocked(before: tuple[int, ...], after: tuple[int, ...]) -> tuple[int, ...]:
    """The doors whose "when you unlock this door" abilities trigger when a Room's unlocked doors go before→after."""
    # 709.5h "These abilities trigger when that permanent is given the appropriate unlocked designation,
    # regardless of whether it was given that designation while entering the battlefield or after"
    return tuple(sorted(_doors(after) - _doors(before)))


@predicate("room", cr=["709.5i"])
def is_fully_unlocked_event(before: tuple[int, ...], after: tuple[int, ...]) -> bool:
    """Whether a Room's unlocked doors going from before to after makes "fully unlock" abilities trigger."""
    # 709.5i "triggers when that permanent has one of the two unlocked designations and gets the other, or
    # when it has neither designation and gains both."
    return bool(doors_becoming_unlocked(before, after)) and _doors(after) == DOORS


@predicate("room", cr=["709.5h", "603.6a", "603.2d"])
def times_triggered_with_enter_doublers(trigger_event: str, enter_doublers: int = 0) -> int:
    """How often a Room's "unlock" or "enters" ability triggers when it enters with enter_doublers applying.

    trigger_event: "enters", or what else triggers it ("unlock", "leaves"…): those trigger once, the doublers of a
    permanent entering don't apply to them (709.5h, 603.2d).
    """
    if enter_doublers < 0:
        raise ValueError(f"enter_doublers counts effects, 0 or more, not {enter_doublers}")
    if plain(trigger_event) == "enters":
        # 603.2d "determine how many times it should trigger, then that ability triggers that many times"
        return 1 + enter_doublers
    # 709.5h an unlock ability triggers on the door's designation, not on the permanent entering (603.6a)
    return 1


NAMED_BY_EACH_FACE = frozenset({"normal", "room", "split", "aftermath", "adventure", "omen", "flip", "transform",
                                "modal_dfc", "meld", "prototype"})


@predicate("room", cr=["709.4a", "201.4b", "201.4c", "201.4d", "201.4f", "715.5"])
def legal_card_names(card: Card) -> tuple[str, ...]:
    """The names a player may choose for this card when told to choose a card name (never the combined name)."""
    if card.layout not in NAMED_BY_EACH_FACE:
        raise NotModeled(f"choosing a name of a {card.layout!r} card")
    # 709.4a "the player must choose one of those names and not both"; 715.5 "If an effect instructs a
    # player to choose a card name and the player wants to choose an adventurer card's alternative name,
    # the player may do so."; 201.4c a flip card's alternative name, 201.4d the back face of a double-faced card
    # (transforming or modal), "the player may do so"; an Omen's alternative name as an adventurer's (720.2)
    return tuple(dict.fromkeys(f.name for f in card.faces if f.name))


@predicate("room", cr=["201.4a", "201.4b", "201.4f"])
def can_choose_card_name(card: Card, name: str, card_types: tuple[str, ...] = ()) -> bool:
    """Whether name may be chosen for this card when told to choose a card name (of one of card_types)."""
    names = legal_card_names(card)
    if name not in names:
        return False
    # 201.4b "use only that half's characteristics"; 201.4f "use the card's characteristics as modified by
    # its alternative characteristics" — in both cases, those of the face bearing the name.
    return face_matches(card.faces[names.index(name)], card_types)


def _card_types_outside_stack(card: Card) -> tuple[str, ...]:
    """A card's card types in a zone other than the stack and the battlefield (the one characteristics query)."""
    return characteristics(card, ObjectState(zone=Zone.GRAVEYARD)).card_types


@predicate("room", cr=["709.2", "709.4c", "715.2c", "715.4"])
def count_cards_of_type(cards: tuple[Card, ...], card_type: str | None = None) -> int:
    """How many cards (not stack or battlefield) there are, or how many have card_type; a Room counts once."""
    # 709.2 "each split card is only one card"; 715.2c "each adventurer card is only one card"
    return sum(1 for c in cards if card_type is None or card_type in _card_types_outside_stack(c))


@predicate("room", cr=["709.5h", "709.5i", "400.7"])
def door_unlocked_by(game: Game, object_id: int, door: int) -> str | None:
    """The player who unlocked this door of this Room permanent (as it entered, or later), for "when you unlock this
    door"; None while it is locked or if this object never had it unlocked."""
    # 709.5h "These abilities trigger when that permanent is given the appropriate unlocked designation, regardless
    # of whether it was given that designation while entering the battlefield or after entering the battlefield."
    # 709.5c a half without the unlocked designation is "locked", as after 709.5g locks it: no one unlocked it now
    room = game.get(object_id)
    if room is None or door not in room.unlocked:
        return None
    # 400.7: the events of the object it was before a zone change are not this object's.
    found = [e for e in game.events if e.kind == "door_unlocked" and e.object == object_id and e.door == door]
    return found[-1].player if found else None
