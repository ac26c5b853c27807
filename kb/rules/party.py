"""Party (CR 700.8): how many creatures are in a player's party, and the party cards' costs."""
from __future__ import annotations

from dataclasses import dataclass

from kb.characteristics import characteristics, of_object
from kb.model import Card, GameObject, ObjectState, TypeLine, Zone
from kb.rules.cost import cast_without_paying_mana_cost, mana_value, total_cost
from kb.rules.registry import predicate

PARTY_TYPES = ("Cleric", "Rogue", "Warrior", "Wizard")


def _party_types(permanent: str | TypeLine | GameObject) -> frozenset[str]:
    """The party creature types a permanent could count as; none for a noncreature.

    A type line is read as printed; a game object through its characteristics, so changeling and
    "is every creature type" count (702.73a).
    """
    if isinstance(permanent, GameObject):
        if permanent.state.zone != Zone.BATTLEFIELD:
            raise ValueError(f"a party is made of permanents: {permanent.card.name} is in the {permanent.state.zone}")
        found = of_object(permanent)
        types = TypeLine(found.supertypes, found.card_types, found.subtypes)
    else:
        types = TypeLine.parse(permanent) if isinstance(permanent, str) else permanent
    if "Creature" not in types.card_types:
        return frozenset()
    return frozenset(PARTY_TYPES).intersection(types.subtypes)


def _count_party(candidates: list[frozenset[str]]) -> int:
    """The largest number of party types filled by distinct creatures (augmenting paths)."""
    filled_by: dict[int, str] = {}  # creature index -> the party type it is counted as

    def fill(party_type: str, visited: set[int]) -> bool:
        for i, types in enumerate(candidates):
            if party_type in types and i not in visited:
                visited.add(i)
                # Take a free creature, or move its current type to another creature.
                if i not in filled_by or fill(filled_by[i], visited):
                    filled_by[i] = party_type
                    return True
        return False

    return sum(fill(party_type, set()) for party_type in PARTY_TYPES)


@predicate("party", cr=["700.8", "700.8a", "700.8b"])
def party_size(type_lines: list[str | TypeLine | GameObject]) -> int:
    """The number of creatures in a player's party, given the permanents they control (type lines or objects)."""
    # 700.8: "up to one Cleric creature ..., up to one Rogue ..., up to one Warrior ..., and up to one Wizard"
    candidates = [_party_types(t) for t in type_lines]
    # 700.8b: "counted as the party member for only one of those types ... in such a way to get the
    # highest result" -- a maximum matching of creatures to the four types, never a greedy pick.
    # 700.8a: "performed automatically by the game and results in a number between zero and four"
    return _count_party([c for c in candidates if c])


@predicate("party", cr=["700.8c"])
def has_full_party(type_lines: list[str | TypeLine | GameObject]) -> bool:
    """Whether a player has a full party (four creatures in their party)."""
    # 700.8c: "A player has a full party if there are four creatures in that player's party."
    return party_size(type_lines) == 4


@predicate("party", cr=["700.8a", "700.8b"])
def party_count_is_legal(type_lines: list[str | TypeLine | GameObject], count: int) -> bool:
    """Whether a player may use `count` as the number of creatures in their party (only the maximum is legal)."""
    # 700.8a: "Players don't declare which specific creatures they control are in their party"
    # 700.8b: "it is counted in such a way to get the highest result"
    return count == party_size(type_lines)


@dataclass(frozen=True)
class PartyCost:
    """The total cost to pay for a spell and its mana value, which that total doesn't change."""

    total_cost: str
    mana_value: int


@predicate("party", cr=["601.2f", "118.7a", "202.3", "700.8"])
def party_reduced_cost(
    mana_cost: str, type_lines: list[str | TypeLine | GameObject], per_creature: int = 1, cost_increase: int = 0,
    x: int = 0, hybrid_as: tuple[str, ...] = (),
) -> PartyCost:
    """Total cost of a spell that costs {per_creature} less for each creature in your party, and its mana value.

    hybrid_as: how each hybrid or Phyrexian symbol will be paid (CR 601.2b), needed when a {2/C} meets a reduction.
    """
    # 601.2f: "the mana cost ..., plus all additional costs and cost increases, and minus all cost
    # reductions"; 118.7a: a generic reduction affects "only the generic mana component of that cost".
    reduction = per_creature * party_size(type_lines)
    total = total_cost(mana_cost, increases=("{%d}" % cost_increase,), reductions=("{%d}" % reduction,), x=x,
                       hybrid_as=hybrid_as)
    # 202.3: "The mana value of an object is a number equal to the total amount of mana in its mana cost"
    return PartyCost(total, mana_value(mana_cost, x))


@dataclass(frozen=True)
class PartyFreeCast:
    """A spell a player tries to cast "without paying its mana cost" through Coveted Prize's full-party clause.

    The card is read through the game model (a Scryfall card object in JSON), as it will be on the stack:
    the half or face cast, X as chosen.
    """

    card: Card
    cast: int | None = None  # the half or face cast, for a card with several (709.3, 715.3)
    x: int = 0
    zone: Zone = Zone.HAND  # where the card is as it's cast; the card just searched for is in hand
    during_resolution: bool = True  # cast while Coveted Prize resolves, not later
    alternative_cost: str | None = None  # another alternative cost applied too (evoke, ...), if any
    additional_costs_paid: tuple[str, ...] = ()  # additional costs the player pays (kicker, ...)
    mandatory_additional_costs: tuple[str, ...] = ()  # additional costs the card requires


COVETED_PRIZE_MAX_MANA_VALUE = 4  # "...cast a spell with mana value 4 or less from your hand..."


@predicate("party", cr=["700.8c", "608.2g", "107.3b", "118.9a", "118.8", "202.3e", "305.9", "702.127a"])
def coveted_prize_may_cast(type_lines: list[str | TypeLine | GameObject], spell: PartyFreeCast) -> bool:
    """Whether Coveted Prize's full-party clause lets the player cast this spell without paying its mana cost."""
    # 700.8c: the clause needs "four creatures in that player's party"
    if not has_full_party(type_lines):
        return False
    # 601.2a-b: the spell's characteristics are those it has on the stack (the half cast, X chosen; 202.3e)
    found = characteristics(spell.card, ObjectState(zone=Zone.STACK, cast=spell.cast, x=spell.x))
    # 305.9: an object that's both a land and another card type "can't be cast as a spell"
    if "Land" in found.card_types:
        return False
    # 608.2g: "If an effect ... allows a player to cast a spell during resolution, they do so by following
    # the steps in rules 601.2a-i" -- then or never, and type-based timing is not checked.
    if not spell.during_resolution:
        return False
    # Coveted Prize: "... cast a spell with mana value 4 or less from your hand ..."
    if spell.zone != Zone.HAND:
        return False
    # 702.127a "This half of this split card can't be cast from any zone other than a graveyard" (aftermath)
    if spell.cast is not None and any(a.startswith("Aftermath") for a in spell.card.faces[spell.cast].abilities):
        return False
    # 107.3b X must be 0; 118.9a "Only one alternative cost"; 118.8 mandatory additional costs are paid.
    if not cast_without_paying_mana_cost(
        found.mana_cost, spell.alternative_cost, spell.x, spell.mandatory_additional_costs, spell.additional_costs_paid
    ):
        return False
    # 202.3e: X is treated as the number chosen for it while the object is on the stack
    return found.mana_value <= COVETED_PRIZE_MAX_MANA_VALUE


__all__ = [
    "PARTY_TYPES", "PartyCost", "PartyFreeCast", "party_size", "has_full_party", "party_count_is_legal",
    "party_reduced_cost", "coveted_prize_may_cast",
]
