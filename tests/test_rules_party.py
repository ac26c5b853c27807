"""Party predicates (CR 700.8): the registered set, the maximum-matching count, and costs."""
import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kb.model import Card, Face, TypeLine, Zone
from kb.rules import party
from kb.rules.party import (
    PARTY_TYPES, PartyCost, PartyFreeCast, coveted_prize_may_cast, has_full_party, party_count_is_legal,
    party_reduced_cost, party_size,
)
from kb.rules.registry import REGISTRY, NotModeled


def test_module_registers_predicates():
    assert {p.name for p in REGISTRY.values() if p.func.__module__ == party.__name__} == {
        "party_size", "has_full_party", "party_count_is_legal", "party_reduced_cost", "coveted_prize_may_cast",
    }


# --- party size ------------------------------------------------------------------------------------


def party_types(type_line: str) -> set[str]:
    types = TypeLine.parse(type_line)
    return set(PARTY_TYPES) & set(types.subtypes) if "Creature" in types.card_types else set()


def brute_force_party_size(type_lines: list[str]) -> int:
    """Try every way to count each creature as one of its party types (or not at all)."""
    options = [[None, *sorted(party_types(t))] for t in type_lines]
    return max(len({t for t in pick if t}) for pick in itertools.product(*options))


creature = st.lists(st.sampled_from(PARTY_TYPES + ("Human", "Elf")), unique=True, max_size=5).map(
    lambda ts: "Creature — " + " ".join(ts) if ts else "Creature"
)
noncreature = st.lists(st.sampled_from(PARTY_TYPES), unique=True, max_size=2).map(
    lambda ts: "Kindred Sorcery — " + " ".join(ts) if ts else "Artifact"
)
type_line = st.one_of(creature, creature, noncreature)


@pytest.mark.parametrize(
    "board, expected",
    [
        (["Creature — Cleric Rogue", "Creature — Rogue Warrior", "Creature — Cleric Warrior"], 3),
        (["Creature — Cleric Rogue", "Creature — Cleric"], 2),  # greedy "first type" gives 1
        (["Creature — Wizard Cleric", "Creature — Wizard Rogue", "Creature — Rogue Warrior",
          "Creature — Cleric"], 4),
        (["Creature — Cleric Rogue Warrior Wizard"] * 3 + ["Creature — Wizard"], 4),
        (["Creature — Cleric Rogue Warrior Wizard"] * 5, 4),
        ([], 0),
        (["Land — Forest", "Kindred Instant — Wizard Rogue"], 0),
        ([TypeLine.parse("Creature — Elf Cleric"), "Creature — Elf Cleric"], 1),
    ],
)
def test_party_size_boards(board, expected):
    assert party_size(board) == expected


def test_party_size_large_board_is_cheap():
    rng = random.Random(7)
    board = ["Creature — " + " ".join(rng.sample(PARTY_TYPES, rng.randint(1, 2))) for _ in range(5000)]
    board += ["Creature — Human"] * 5000
    one_of_each_kind = sorted({frozenset(party_types(t)): t for t in board}.values())  # a sub-board: lower bound
    assert party_size(board) == brute_force_party_size(one_of_each_kind) == 4


@settings(max_examples=300)
@given(st.lists(type_line, max_size=6))
def test_party_size_is_the_brute_force_maximum(board):
    assert party_size(board) == brute_force_party_size(board)


@given(st.lists(type_line, max_size=12))
def test_party_size_bounds(board):
    size = party_size(board)
    assert 0 <= size <= 4
    assert size <= sum(1 for t in board if "Creature" in TypeLine.parse(t).card_types)
    assert has_full_party(board) == (size == 4)


@given(st.lists(type_line, max_size=10), type_line)
def test_adding_a_permanent_never_lowers_party_size(board, extra):
    assert party_size(board + [extra]) >= party_size(board)


@given(st.lists(type_line, max_size=10), st.randoms())
def test_party_size_ignores_order(board, rng):
    shuffled = list(board)
    rng.shuffle(shuffled)
    assert party_size(shuffled) == party_size(board)


@given(st.lists(type_line, max_size=8), st.integers(0, 4))
def test_only_the_maximum_count_is_legal(board, count):
    assert party_count_is_legal(board, count) == (count == party_size(board))


# --- costs ----------------------------------------------------------------------------------------


@given(st.integers(0, 8), st.lists(st.sampled_from("WUBRG"), max_size=3), st.lists(type_line, max_size=6))
def test_party_reduction_keeps_colored_mana_and_mana_value(generic, colored, board):
    colors = "".join("{%s}" % c for c in colored)
    result = party_reduced_cost("{%d}%s" % (generic, colors), board)
    left = max(0, generic - party_size(board))
    assert result.total_cost == (("{%d}" % left if left else "") + colors or "{0}")
    assert result.mana_value == generic + len(colored)


def test_party_reduction_with_x():
    assert party_reduced_cost("{X}{G}", ["Creature — Elf Cleric"], x=3) == PartyCost("{2}{G}", 4)


def test_party_reduction_leaves_hybrid_symbols_alone():
    assert party_reduced_cost("{1}{W/U}", ["Creature — Cleric"]) == PartyCost("{W/U}", 2)


FULL = ["Creature — Cleric", "Creature — Rogue", "Creature — Warrior", "Creature — Wizard"]


def sorcery(mana_cost: str) -> Card:
    """A one-faced sorcery with this mana cost."""
    return Card((Face("Test Sorcery", mana_cost, "Sorcery"),))


def test_free_cast_needs_hand_and_mana_value():
    assert coveted_prize_may_cast(FULL, PartyFreeCast(sorcery("{2}{B}{B}")))
    assert not coveted_prize_may_cast(FULL, PartyFreeCast(sorcery("{2}{B}{B}"), zone=Zone.GRAVEYARD))
    assert not coveted_prize_may_cast(FULL, PartyFreeCast(sorcery("{3}{B}{B}")))
    assert coveted_prize_may_cast(
        FULL, PartyFreeCast(sorcery("{B}"), additional_costs_paid=("sacrifice a creature",),
                            mandatory_additional_costs=("sacrifice a creature",))
    )


def test_free_cast_of_a_split_card_needs_the_half_cast():
    fire_ice = Card((Face("Fire", "{1}{R}", "Instant"), Face("Ice", "{1}{U}", "Instant")), layout="split")
    with pytest.raises(NotModeled, match="half"):
        coveted_prize_may_cast(FULL, PartyFreeCast(fire_ice))
    assert coveted_prize_may_cast(FULL, PartyFreeCast(fire_ice, cast=0))
