"""Adventurer cards: characteristics by zone, leaving the stack, "has an Adventure", casting from exile (CR 715).

An adventurer Card has layout "adventure", faces[0] its normal characteristics, faces[1] its Adventure.
"""
from __future__ import annotations

from dataclasses import dataclass

from kb.characteristics import characteristics
from kb.game import Game
from kb.model import Card, Face, ObjectState, Permanent, Spell, Zone
from kb.rules.ability import TurnMoment, has_sorcery_timing
from kb.rules.cost import mana_value, total_cost, total_cost_without_paying_mana_cost
from kb.rules.registry import NotModeled, predicate

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
DRUID_ADVENTURE = Spell(QUESTING_DRUID, "Alice", cast_face=ADVENTURE, as_adventure=True)
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


@predicate("adventure", cr=["715.3b", "715.4"])
def adventure_characteristics(card: Card, zone: Zone | str, as_adventure: bool = False) -> Face:
    """The face whose characteristics an adventurer card has in a zone (as_adventure: it was cast as one)."""
    _adventurer(card)
    # 715.3b on the stack as an Adventure, its alternative characteristics; 715.4 elsewhere its normal ones:
    # the one characteristics query (kb/characteristics.py) decides, this returns the face it chose
    found = characteristics(card, ObjectState(zone=Zone(zone), cast=ADVENTURE if as_adventure else NORMAL))
    return next(f for f in card.faces if f.name in found.names)


@predicate("adventure", cr=["715.3a", "601.3e", "110.4"])
def adventurer_meets_cast_permission(card: Card, as_adventure: bool, card_types: tuple[str, ...] = (),
                                     max_mana_value: int | None = None) -> bool:
    """Whether casting an adventurer card (as an Adventure or not) fits a permission's types/mana value limit."""
    # 715.3a "When casting an adventurer card as an Adventure, only the alternative characteristics are
    # evaluated to see if it can be cast."
    return face_matches(adventure_characteristics(card, Zone.STACK, as_adventure), card_types, max_mana_value)


@predicate("adventure", cr=["715.3d", "715.3c", "701.6a", "608.2b", "707.10a"])
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


@predicate("adventure", cr=["715.2a", "715.3b"])
def has_an_adventure(card: Card, cast_as_adventure: bool = False) -> bool:
    """Whether an object with this card (or copiable values) "has an Adventure"; cast_as_adventure: a spell so cast.

    A spell cast as an Adventure doesn't: an effect looking for one "won't find an instant or sorcery spell on the
    stack that's been cast as an Adventure" (official ruling), as it has only its alternative characteristics (715.3b).
    """
    # 715.2a "refers to an object that has the alternative characteristics of an Adventure spell, even if
    # the object currently doesn't use them"; 715.3b as an Adventure "the spell has only its alternative
    # characteristics", so it is the Adventure rather than having one.
    return card.layout == "adventure" and not cast_as_adventure


@predicate("adventure", cr=["111.7", "400.7"])
def has_adventure_after_leaving_battlefield(permanent: Permanent, printed_card: Card | None = None) -> bool:
    """Whether what a permanent becomes after leaving the battlefield has an Adventure (printed_card: its own card,
    when it shows another one by a copy effect; by default the card it shows)."""
    # 111.7 "A token that's in a zone other than the battlefield ceases to exist."
    if permanent.is_token:
        return False
    if printed_card is None:  # copying nothing: its own card is the one it shows
        printed_card = permanent.card
    # 400.7 "An object that moves from one zone to another becomes a new object": copy effects end.
    return has_an_adventure(printed_card)


@predicate("adventure", cr=["715.3d", "117.1a", "702.8a"])
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


@predicate("adventure", cr=["715.3b", "118.9", "601.2f"])
def mana_to_cast_adventurer(card: Card, as_adventure: bool = False, without_paying_mana_cost: bool = False,
                            x: int | None = None) -> str:
    """The mana to pay to cast an adventurer card, normally or as an Adventure, possibly without paying its cost.

    Answers a mana cost: "{0}" when nothing is paid.
    """
    face = adventure_characteristics(card, Zone.STACK, as_adventure)
    if without_paying_mana_cost:
        # Casting as an Adventure is not an alternative cost, so "without paying its mana cost" (118.9)
        # may still be applied to it.
        return total_cost_without_paying_mana_cost()
    return total_cost(face.mana_cost, x=x)


@predicate("adventure", cr=["715.3d", "400.7"])
def halves_playable_from_adventure_exile(game: Game, player: str, object_id: int) -> tuple[int, ...]:
    """Which halves player may play of an exiled object by 715.3d's permission: (0,), the card not as an Adventure,
    while the Adventure that exiled it is still that object in exile; () otherwise."""
    exiled = game.get(object_id)
    # 400.7: a card that left exile and came back is a new object: "for as long as that card remains exiled"
    if exiled is None or exiled.zone != Zone.EXILE:
        return ()
    arrival = game.arrival(object_id)
    # 715.3d "Instead of putting a spell that was cast as an Adventure into its owner's graveyard as it resolves, its
    # controller exiles it. For as long as that card remains exiled, that player may play it. It can't be cast as an
    # Adventure this way"
    if arrival is None or arrival.cause != "adventure_resolved" or arrival.player != player:
        return ()
    return (0,)
