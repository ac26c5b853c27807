"""Party (CR 700.8): how many creatures are in a player's party, and the party cards' costs."""
from __future__ import annotations

from dataclasses import dataclass

from kb.characteristics import of_object
from kb.model import Card, Face, GameObject, ObjectState, TypeLine, Zone
from kb.rules.cost import cast_without_paying_mana_cost, mana_value, total_cost
from kb.rules.registry import Example, predicate

PARTY_TYPES = ("Cleric", "Rogue", "Warrior", "Wizard")

# Boards used by several examples (type lines of the permanents a player controls).
CLERIC_AND_CLERIC_WIZARD = ["Creature — Human Cleric", "Creature — Elf Cleric Wizard"]
FULL_BOARD = [
    "Creature — Kor Cleric",
    "Creature — Vampire Rogue",
    "Creature — Human Warrior",
    "Creature — Merfolk Wizard",
]


# A changeling creature: its printed type line says Shapeshifter, its ability says every creature type (702.73a).
CHANGELING = GameObject(Card((Face("Changeling Outcast", "{B}", "Creature — Shapeshifter",
                                   ("Changeling (This card is every creature type.)",
                                    "Changeling Outcast can't block and can't be blocked."), "1", "1"),)),
                        ObjectState(zone=Zone.BATTLEFIELD))


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


@predicate(
    "party",
    cr=["700.8", "700.8a", "700.8b"],
    examples=[
        Example(
            (FULL_BOARD,), 4,
            ruling="check whether you control a Cleric, whether you control a Rogue, whether you control a Warrior",
        ),
        Example(
            (["Creature — Human Cleric", "Creature — Human Cleric", "Artifact — Equipment"],), 1,
            ruling="Each creature you control can be counted for only one of those checks.",
            note="Two Clerics answer only the Cleric check; the noncreature permanent is ignored.",
        ),
        Example(
            (CLERIC_AND_CLERIC_WIZARD,), 2,
            ruling="if you control a Cleric and a Cleric Wizard, the number of creatures in your party is two",
        ),
        Example(
            (["Creature — Human Cleric Rogue", "Creature — Elf Rogue Warrior",
              "Creature — Dwarf Cleric Warrior"],), 3,
            ruling="there are multiple ways to count that creature that could result in a different number",
            note="Each two-type creature takes a different type; greedy first-type counting would give 2.",
        ),
        Example(
            (["Creature — Human Cleric", "Creature — Elf Rogue", "Creature — Dwarf Warrior", CHANGELING],), 4,
            "CR 702.73a", note="The changeling is every creature type, so it fills the one type left: Wizard.",
        ),
        Example(
            ([CHANGELING, CHANGELING, CHANGELING, CHANGELING],), 4, "CR 702.73a",
            note="Four changelings fill the four types, one each (700.8b).",
        ),
        Example(
            (["Creature — Goblin Shaman", "Enchantment Creature — Human Wizard", "Kindred Instant — Rogue"],), 1,
            ruling="An ability referring to the number of creatures in your party gets a number from zero to four.",
            note="A Kindred Rogue instant is not a creature; the Shaman has no party type.",
        ),
    ],
)
def party_size(type_lines: list[str | TypeLine | GameObject]) -> int:
    """The number of creatures in a player's party, given the permanents they control (type lines or objects)."""
    # 700.8: "up to one Cleric creature ..., up to one Rogue ..., up to one Warrior ..., and up to one Wizard"
    candidates = [_party_types(t) for t in type_lines]
    # 700.8b: "counted as the party member for only one of those types ... in such a way to get the
    # highest result" -- a maximum matching of creatures to the four types, never a greedy pick.
    # 700.8a: "performed automatically by the game and results in a number between zero and four"
    return _count_party([c for c in candidates if c])


@predicate(
    "party",
    cr=["700.8c"],
    examples=[
        Example(
            (FULL_BOARD,), True,
            ruling='Some cards refer to you having a "full party." This is true if the number of creatures',
        ),
        Example(
            (["Creature — Human Cleric Rogue Warrior Wizard"],), False,
            ruling='Some cards refer to you having a "full party." This is true if the number of creatures',
            note="One creature with all four types is one creature in the party.",
        ),
        Example(
            (["Creature — Human Cleric Wizard", "Creature — Elf Rogue Wizard", "Creature — Orc Warrior Rogue",
              "Creature — Human Wizard"],), True,
            ruling="If a creature has more than one party creature type, and there are multiple ways to count",
        ),
    ],
)
def has_full_party(type_lines: list[str | TypeLine | GameObject]) -> bool:
    """Whether a player has a full party (four creatures in their party)."""
    # 700.8c: "A player has a full party if there are four creatures in that player's party."
    return party_size(type_lines) == 4


@predicate(
    "party",
    cr=["700.8a", "700.8b"],
    examples=[
        Example(
            (CLERIC_AND_CLERIC_WIZARD, 1), False,
            ruling="You can't choose to have it be just one by counting the Cleric Wizard first as a Cleric.",
        ),
        Example(
            (["Creature — Human Cleric", "Creature — Human Rogue", "Creature — Human Warrior"], 2), False,
            ruling="You can't choose to exclude creatures from this count to lower the number.",
        ),
        Example(
            (["Creature — Human Cleric", "Creature — Human Rogue", "Creature — Human Warrior"], 3), True,
            ruling="you never have to designate specific creatures as being in your party",
        ),
    ],
)
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


@predicate(
    "party",
    cr=["601.2f", "118.7a", "202.3", "700.8"],
    examples=[
        Example(
            ("{4}{B}{B}", ["Creature — Human Cleric", "Creature — Elf Rogue"]), PartyCost("{2}{B}{B}", 6),
            ruling="To determine the total cost of a spell, start with the mana cost or alternative cost you're paying",
            note="A spell that costs {1} less for each creature in your party, with two in the party.",
        ),
        Example(
            ("{3}{W}", FULL_BOARD), PartyCost("{W}", 4),
            ruling="The mana value of the spell is determined only by its mana cost, no matter what the total cost",
            note="The reduction can't touch the colored part of the cost (CR 118.7a).",
        ),
        Example(
            ("{2}{U}", FULL_BOARD), PartyCost("{U}", 3),
            ruling="no player may attempt to change that number after you begin to cast the spell",
            note="The board is the one when the total cost is locked in (CR 601.2f); sacrificing a party "
                 "creature to a mana ability afterwards doesn't change the cost.",
        ),
        Example(
            ("{3}", FULL_BOARD), PartyCost("{0}", 3),
            ruling="CR 601.2f",
            note="A mana cost reduced to nothing is {0}; it can't go lower.",
        ),
        Example(
            ("{1}{R}", ["Creature — Human Warrior"]), PartyCost("{1}{R}", 2),
            ruling="To determine the total cost of a spell, start with the mana cost or alternative cost you're paying",
            kwargs={"cost_increase": 1},
            note="Cost increases are added before reductions: {1}{R} +{1} -{1} = {1}{R}.",
        ),
    ],
)
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
    """A spell a player tries to cast "without paying its mana cost" through Coveted Prize's full-party clause."""

    type_line: str
    mana_cost: str
    x: int = 0
    zone: Zone = Zone.HAND  # where the card is as it's cast; the card just searched for is in hand
    during_resolution: bool = True  # cast while Coveted Prize resolves, not later
    alternative_cost: str | None = None  # another alternative cost applied too (evoke, ...), if any
    additional_costs_paid: tuple[str, ...] = ()  # additional costs the player pays (kicker, ...)
    mandatory_additional_costs: tuple[str, ...] = ()  # additional costs the card requires


COVETED_PRIZE_MAX_MANA_VALUE = 4  # "...cast a spell with mana value 4 or less from your hand..."


@predicate(
    "party",
    cr=["700.8c", "608.2g", "107.3b", "118.9a", "118.8", "202.3e", "305.9"],
    examples=[
        Example(
            (FULL_BOARD, PartyFreeCast("Creature — Human Knight", "{3}{W}")), True,
            ruling="Timing permissions based on a card's type are ignored.",
            note="A creature card is cast mid-resolution, with Coveted Prize still on the stack.",
        ),
        Example(
            (FULL_BOARD, PartyFreeCast("Sorcery", "{2}{B}", during_resolution=False)), False,
            ruling="You can't wait to cast it later in the turn.",
        ),
        Example(
            (["Creature — Human Cleric", "Creature — Human Rogue", "Creature — Human Warrior"],
             PartyFreeCast("Instant", "{B}")), False,
            ruling='Some cards refer to you having a "full party." This is true if the number of creatures',
        ),
        Example(
            (FULL_BOARD, PartyFreeCast("Sorcery", "{X}{R}", x=2)), False,
            ruling="you must choose 0 as the value of X when casting it without paying its mana cost",
        ),
        Example(
            (FULL_BOARD, PartyFreeCast("Sorcery", "{X}{R}", x=0)), True,
            ruling="you must choose 0 as the value of X when casting it without paying its mana cost",
        ),
        Example(
            (FULL_BOARD, PartyFreeCast("Creature — Elemental", "{3}{U}{U}")), False,
            ruling="CR 202.3",
            note="Mana value 5 is more than 4.",
        ),
        Example(
            (FULL_BOARD, PartyFreeCast("Creature — Elemental", "{3}{U}", alternative_cost="evoke")), False,
            ruling="you can't choose to cast it for any alternative costs",
        ),
        Example(
            (FULL_BOARD, PartyFreeCast("Instant", "{1}{R}", additional_costs_paid=("kicker {1}",))), True,
            ruling="You can, however, pay additional costs.",
        ),
        Example(
            (FULL_BOARD, PartyFreeCast("Sorcery", "{1}{B}", mandatory_additional_costs=("sacrifice a creature",))),
            False,
            ruling="If the card has any mandatory additional costs, you must pay those to cast the card.",
        ),
        Example(
            (FULL_BOARD, PartyFreeCast("Creature — Vampire Rogue", "{1}{B}", zone=Zone.HAND)), True,
            ruling="The card you search for may be the one you cast.",
            note="Coveted Prize puts the searched card into your hand before the full-party cast.",
        ),
        Example(
            (FULL_BOARD, PartyFreeCast("Artifact Land", "")), False,
            ruling="CR 305.9",
            note="A land can't be cast, even without paying its mana cost.",
        ),
    ],
)
def coveted_prize_may_cast(type_lines: list[str | TypeLine | GameObject], spell: PartyFreeCast) -> bool:
    """Whether Coveted Prize's full-party clause lets the player cast this spell without paying its mana cost."""
    # 700.8c: the clause needs "four creatures in that player's party"
    if not has_full_party(type_lines):
        return False
    # 305.9: an object that's both a land and another card type "can't be cast as a spell"
    if "Land" in TypeLine.parse(spell.type_line).card_types:
        return False
    # 608.2g: "If an effect ... allows a player to cast a spell during resolution, they do so by following
    # the steps in rules 601.2a-i" -- then or never, and type-based timing is not checked.
    if not spell.during_resolution:
        return False
    # Coveted Prize: "... cast a spell with mana value 4 or less from your hand ..."
    if spell.zone != Zone.HAND:
        return False
    # 107.3b X must be 0; 118.9a "Only one alternative cost"; 118.8 mandatory additional costs are paid.
    if not cast_without_paying_mana_cost(
        spell.mana_cost, spell.alternative_cost, spell.x, spell.mandatory_additional_costs, spell.additional_costs_paid
    ):
        return False
    # 202.3e: X is treated as the number chosen for it while the object is on the stack
    return mana_value(spell.mana_cost, spell.x) <= COVETED_PRIZE_MAX_MANA_VALUE


__all__ = [
    "PARTY_TYPES", "PartyCost", "PartyFreeCast", "party_size", "has_full_party", "party_count_is_legal",
    "party_reduced_cost", "coveted_prize_may_cast",
]
