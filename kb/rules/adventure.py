"""Adventurer cards: characteristics by zone, leaving the stack, "has an Adventure", casting from exile (CR 715).

An adventurer Card has layout "adventure", faces[0] its normal characteristics, faces[1] its Adventure.
"""
from __future__ import annotations

from dataclasses import dataclass

from kb.characteristics import characteristics
from kb.model import Card, Face, ObjectState, Permanent, Spell, Zone
from kb.rules.ability import ALICE_MAIN, ALICE_MAIN_STACK, BOB_MAIN, TurnMoment, has_sorcery_timing
from kb.rules.cost import mana_value, total_cost, total_cost_without_paying_mana_cost
from kb.rules.registry import Example, NotModeled, predicate

NORMAL, ADVENTURE = 0, 1

# Questing Druid // Seek the Beast, the card of the rulings; costs and texts are illustrative, chosen to
# agree with the rulings (a green creature of mana value 2; its Adventure a sorcery).
QUESTING_DRUID = Card(layout="adventure", faces=(
    Face("Questing Druid", "{1}{G}", "Creature — Human Druid",
         ("Whenever you cast a spell that's white, blue, black, or red, put a +1/+1 counter on this creature.",),
         "1", "1"),
    Face("Seek the Beast", "{1}{R}", "Sorcery — Adventure",
         ("Exile the top two cards of your library. Until the end of your next turn, you may play those cards.",)),
))
GRIZZLY_BEARS = Card(faces=(Face("Grizzly Bears", "{1}{G}", "Creature — Bear", (), "2", "2"),))
DRUID_ADVENTURE = Spell(QUESTING_DRUID, "Alice", cast_face=ADVENTURE, as_adventure=True)
DRUID_ADVENTURE_COPY = Spell(QUESTING_DRUID, "Alice", cast_face=ADVENTURE, as_adventure=True, is_copy=True)
DRUID_CREATURE_SPELL = Spell(QUESTING_DRUID, "Alice", cast_face=NORMAL)

# 110.4 "There are six permanent types: artifact, battle, creature, enchantment, land, and planeswalker."
PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")


@dataclass(frozen=True)
class AdventureExit:
    """Where an Adventure spell's card goes as it leaves the stack, and what remains possible afterwards."""

    zone: Zone
    may_cast_as_permanent: bool
    ceases_to_exist: bool


def _adventurer(card: Card) -> Card:
    """The card itself, after checking it is an adventurer card with a normal face and an Adventure."""
    if card.layout != "adventure" or len(card.faces) != 2:
        raise ValueError(f"{card.name} is not an adventurer card")
    return card


def face_matches(face: Face, card_types: tuple[str, ...] = (), max_mana_value: int | None = None) -> bool:
    """Whether a face has one of card_types ("permanent" for any permanent type) and at most max_mana_value."""
    wanted = set(card_types)
    if "permanent" in wanted:
        wanted |= set(PERMANENT_TYPES)
    if wanted and not wanted & set(face.types.card_types):
        return False
    if max_mana_value is not None and "X" in face.cost.symbols:
        raise NotModeled("a permission's mana value limit for a spell with {X} (CR 601.3a)")
    return max_mana_value is None or mana_value(face.cost) <= max_mana_value


@predicate("adventure", cr=["715.3b", "715.4"], examples=[
    Example((QUESTING_DRUID, "stack"), QUESTING_DRUID.faces[ADVENTURE],
            "When casting a spell as an Adventure, use the alternative characteristics and ignore all",
            kwargs={"as_adventure": True}),
    Example((QUESTING_DRUID, "graveyard"), QUESTING_DRUID.faces[NORMAL],
            "while it’s in your graveyard, Questing Druid is a green creature card whose mana value is 2"),
    Example((QUESTING_DRUID, "stack"), QUESTING_DRUID.faces[NORMAL],
            "An adventurer card is a permanent card in every zone except the stack, as well as while on the"),
    Example((QUESTING_DRUID, "exile"), QUESTING_DRUID.faces[NORMAL],
            "If the spell leaves the stack, it immediately resumes using its normal characteristics.",
            kwargs={"as_adventure": True}, note="it was cast as an Adventure, but has left the stack"),
])
def adventure_characteristics(card: Card, zone: Zone | str, as_adventure: bool = False) -> Face:
    """The face whose characteristics an adventurer card has in a zone (as_adventure: it was cast as one)."""
    _adventurer(card)
    # 715.3b on the stack as an Adventure, its alternative characteristics; 715.4 elsewhere its normal ones:
    # the one characteristics query (kb/characteristics.py) decides, this returns the face it chose
    found = characteristics(card, ObjectState(zone=Zone(zone), cast=ADVENTURE if as_adventure else NORMAL))
    return next(f for f in card.faces if f.name in found.names)


@predicate("adventure", cr=["715.3a", "601.3e", "110.4"], examples=[
    Example((QUESTING_DRUID, True, ("Instant", "Sorcery")), True,
            "if you control Johann, Apprentice Sorcerer (“Once each turn, you may cast an instant or sorcery"),
    Example((QUESTING_DRUID, False, ("Instant", "Sorcery")), False,
            "If you cast an adventurer card as an Adventure, use only its alternative characteristics to determine"),
    Example((QUESTING_DRUID, False, ("permanent",)), True, "CR 715.3a"),
    Example((QUESTING_DRUID, True, ("permanent",)), False, "CR 715.3a"),
    Example((QUESTING_DRUID, True), False, "CR 601.3e", kwargs={"max_mana_value": 1}),
])
def adventurer_meets_cast_permission(card: Card, as_adventure: bool, card_types: tuple[str, ...] = (),
                                     max_mana_value: int | None = None) -> bool:
    """Whether casting an adventurer card (as an Adventure or not) fits a permission's types/mana value limit."""
    # 715.3a "When casting an adventurer card as an Adventure, only the alternative characteristics are
    # evaluated to see if it can be cast."
    return face_matches(adventure_characteristics(card, Zone.STACK, as_adventure), card_types, max_mana_value)


@predicate("adventure", cr=["715.3d", "715.3c", "701.6a", "608.2b", "707.10a"], examples=[
    Example((DRUID_ADVENTURE, "resolves"), AdventureExit(Zone.EXILE, True, False),
            "If a spell is cast as an Adventure, its controller exiles it instead of putting it into its owner’s"),
    Example((DRUID_ADVENTURE, "countered"), AdventureExit(Zone.GRAVEYARD, False, False),
            "If an Adventure spell leaves the stack in any way other than resolving (most likely by being"),
    Example((DRUID_ADVENTURE, "fails_to_resolve"), AdventureExit(Zone.GRAVEYARD, False, False),
            "failing to resolve because its targets have all become illegal), that card won’t be exiled"),
    Example((DRUID_ADVENTURE_COPY, "resolves"), AdventureExit(Zone.EXILE, False, True),
            "If an effect copies an Adventure spell, that copy is exiled as it resolves. It ceases to exist"),
])
def adventure_spell_leaves_stack(spell: Spell, how: str) -> AdventureExit:
    """Where an Adventure spell goes when it "resolves", is "countered" or "fails_to_resolve", and what follows."""
    _adventurer(spell.card)
    if not spell.as_adventure:
        raise ValueError("the spell was not cast as an Adventure")
    # 715.3c "If an Adventure spell is copied, the copy is also an Adventure"; 707.10a "If a copy of a spell is
    # in a zone other than the stack, it ceases to exist."
    if how == "resolves":
        # 715.3d "Instead of putting a spell that was cast as an Adventure into its owner's graveyard as it
        # resolves, its controller exiles it. For as long as that card remains exiled, that player may play it."
        return AdventureExit(Zone.EXILE, not spell.is_copy, spell.is_copy)
    if how in ("countered", "fails_to_resolve"):
        # 701.6a "A countered spell is put into its owner's graveyard."; 608.2b a spell whose targets are
        # all illegal "doesn't resolve. It's removed from the stack and ... put into its owner's graveyard"
        return AdventureExit(Zone.GRAVEYARD, False, spell.is_copy)
    raise NotModeled(f"an Adventure spell leaving the stack by {how!r}")


@predicate("adventure", cr=["715.2a", "715.3b"], examples=[
    Example((QUESTING_DRUID,), True,
            "This refers to a card, spell, or permanent that has an adventurer card’s set of alternative"),
    Example((QUESTING_DRUID,), False,
            "it won’t find an instant or sorcery spell on the stack that’s been cast as an Adventure",
            kwargs={"cast_as_adventure": True}),
    Example((QUESTING_DRUID,), True,
            "If an object becomes a copy of an object that has an Adventure, the copy also has an Adventure.",
            note="the copy's card is its copiable values: Questing Druid's"),
    Example((GRIZZLY_BEARS,), False, "CR 715.2a"),
])
def has_an_adventure(card: Card, cast_as_adventure: bool = False) -> bool:
    """Whether an object with this card (or copiable values) "has an Adventure"; cast_as_adventure: a spell so cast."""
    # 715.2a "refers to an object that has the alternative characteristics of an Adventure spell, even if
    # the object currently doesn't use them"; 715.3b as an Adventure "the spell has only its alternative
    # characteristics", so it is the Adventure rather than having one.
    return card.layout == "adventure" and not cast_as_adventure


@predicate("adventure", cr=["111.7", "400.7"], examples=[
    Example((Permanent(QUESTING_DRUID, "Alice", is_token=True),), False,
            "If it changes zones, it will either cease to exist (if it’s a token) or cease to be a copy"),
    Example((Permanent(QUESTING_DRUID, "Alice"), GRIZZLY_BEARS), False,
            "If it changes zones, it will either cease to exist (if it’s a token) or cease to be a copy",
            note="a nontoken copy of Questing Druid whose own card is Grizzly Bears"),
    Example((Permanent(GRIZZLY_BEARS, "Alice"), QUESTING_DRUID), True, "CR 400.7",
            note="a Questing Druid that was copying Grizzly Bears is itself again"),
])
def has_adventure_after_leaving_battlefield(permanent: Permanent, printed_card: Card | None = None) -> bool:
    """Whether what a permanent becomes after leaving the battlefield has an Adventure (printed_card: its own card)."""
    # 111.7 "A token that's in a zone other than the battlefield ceases to exist."
    if permanent.is_token:
        return False
    if printed_card is None:
        raise ValueError("a nontoken permanent needs its printed card")
    # 400.7 "An object that moves from one zone to another becomes a new object": copy effects end.
    return has_an_adventure(printed_card)


@predicate("adventure", cr=["715.3d", "117.1a", "702.8a"], examples=[
    Example(("Alice", ALICE_MAIN, DRUID_ADVENTURE), True,
            "For as long as it remains exiled, that player may cast it as a permanent spell."),
    Example(("Alice", ALICE_MAIN_STACK, DRUID_ADVENTURE), False,
            "Normally, you’ll be able to cast it only during your main phase while the stack is empty."),
    Example(("Alice", BOB_MAIN, DRUID_ADVENTURE), False,
            "You must still follow any timing restrictions and permissions for the permanent spell you cast"),
    Example(("Alice", ALICE_MAIN, None), False,
            "If an adventurer card ends up in exile for any other reason than by exiling itself while resolving"),
    Example(("Bob", TurnMoment("Bob", True, "Bob", True), DRUID_ADVENTURE), False, "CR 715.3d",
            note="only the Adventure spell's controller gets the permission"),
    Example(("Alice", ALICE_MAIN, DRUID_ADVENTURE_COPY), False,
            "it’s not possible to cast the copy as a permanent"),
])
def may_cast_from_adventure_exile(player: str, moment: TurnMoment, resolved_adventure: Spell | None) -> bool:
    """Whether player may now cast the card a resolved Adventure spell exiled (None: exiled some other way)."""
    if resolved_adventure is None:
        return False
    if not adventure_spell_leaves_stack(resolved_adventure, "resolves").may_cast_as_permanent:
        return False
    # 715.3d "For as long as that card remains exiled, that player may play it."
    if resolved_adventure.controller != player:
        return False
    face = adventure_characteristics(resolved_adventure.card, Zone.EXILE)
    # 702.8a "“Flash” means “You may play this card any time you could cast an instant.”"
    if any(a.split(" (")[0] == "Flash" for a in face.abilities):
        return moment.priority_player == player
    # 117.1a "A player may cast a noninstant spell during their main phase any time they have priority and the
    # stack is empty" (302.1 and 307.1 say so for casting from a hand; the permission here is 715.3d's)
    return has_sorcery_timing(player, moment)


@predicate("adventure", cr=["715.3b", "118.9", "601.2f"], examples=[
    Example((QUESTING_DRUID,), "{1}{R}", "CR 715.3b", kwargs={"as_adventure": True}),
    Example((QUESTING_DRUID,), "{1}{G}", "CR 715.4"),
    Example((QUESTING_DRUID,), "{0}",
            "Casting a card as an Adventure isn’t casting it for an alternative cost. Effects that allow you",
            kwargs={"as_adventure": True, "without_paying_mana_cost": True}),
])
def mana_to_cast_adventurer(card: Card, as_adventure: bool = False, without_paying_mana_cost: bool = False,
                            x: int | None = None) -> str:
    """The mana to pay to cast an adventurer card, normally or as an Adventure, possibly without paying its cost."""
    face = adventure_characteristics(card, Zone.STACK, as_adventure)
    if without_paying_mana_cost:
        # Casting as an Adventure is not an alternative cost, so "without paying its mana cost" (118.9)
        # may still be applied to it.
        return total_cost_without_paying_mana_cost()
    return total_cost(face.mana_cost, x=x)
