"""Role predicates (CR 303.7): the Role rule and Role creation."""
import pytest
from hypothesis import given
from hypothesis import strategies as st

from kb.model import Card, Face, Permanent
from kb.rules.registry import NotModeled
from kb.rules.role import ROLE_ABILITIES, role_token_card, role_token_created, roles_put_into_graveyard


# --- the Role rule --------------------------------------------------------------------------------

BEAR = Permanent(Card((Face("Grizzly Bears", "{1}{G}", "Creature — Bear", (), "2", "2"),)), "Alice", 1)


def role_on(kind: str, controller: str, timestamp: int, attached_to: int = 0) -> Permanent:
    return Permanent(role_token_card(kind), controller, timestamp, is_token=True, attached_to=attached_to)


def test_simultaneous_newest_roles_need_a_choice():
    board = [BEAR, role_on("Monster", "Alice", 2), role_on("Royal", "Alice", 7), role_on("Wicked", "Alice", 7)]
    with pytest.raises(ValueError):
        roles_put_into_graveyard(board)
    with pytest.raises(ValueError):
        roles_put_into_graveyard(board, kept=[1])  # the older Role can't be kept
    with pytest.raises(ValueError):
        roles_put_into_graveyard(board, kept=[2, 3])  # keep only one
    assert roles_put_into_graveyard(board, kept=[3]) == (1, 2)


def test_unattached_and_non_role_auras_are_ignored():
    aura = Permanent(Card((Face("Pacifism", "{1}{W}", "Enchantment — Aura", ("Enchant creature",)),)), "Alice", 9,
                     attached_to=0)
    assert roles_put_into_graveyard([BEAR, role_on("Monster", "Alice", 2), aura]) == ()


role_kinds = st.sampled_from(sorted(ROLE_ABILITIES))
roles = st.lists(
    st.tuples(role_kinds, st.sampled_from(["Alice", "Bob", "Carol"]), st.sampled_from([0, 1])), max_size=8
)


@given(roles)
def test_one_role_per_controller_and_permanent_survives(specs):
    board = [BEAR, BEAR] + [role_on(k, c, 10 + i, attached_to=a) for i, (k, c, a) in enumerate(specs)]
    doomed = set(roles_put_into_graveyard(board))
    survivors = [p for i, p in enumerate(board) if i >= 2 and i not in doomed]
    keys = [(p.attached_to, p.controller) for p in survivors]
    assert len(keys) == len(set(keys)) == len({(a, c) for _, c, a in specs})
    for p in survivors:  # the newest of its group
        assert p.timestamp == max(q.timestamp for q in board[2:] if (q.attached_to, q.controller) ==
                                  (p.attached_to, p.controller))
    assert roles_put_into_graveyard([BEAR, BEAR] + survivors) == ()


# --- Role tokens and their creation ----------------------------------------------------------------


@pytest.mark.parametrize("kind", sorted(ROLE_ABILITIES))
def test_role_tokens_are_colorless_aura_roles_with_enchant_creature(kind):
    face = role_token_card(kind).faces[0]
    assert face.name == kind and face.mana_cost == ""
    assert face.types.card_types == ("Enchantment",) and face.types.subtypes == ("Aura", "Role")
    assert face.abilities[0] == "Enchant creature"


def test_seven_roles_and_no_others():
    assert sorted(ROLE_ABILITIES) == ["Cursed", "Monster", "Royal", "Sorcerer", "Virtuous", "Wicked", "Young Hero"]
    with pytest.raises(ValueError):
        role_token_card("Mighty")


def creature_with(*abilities: str, controller: str = "Bob", type_line: str = "Creature — Elf") -> Permanent:
    return Permanent(Card((Face("Subject", "{G}", type_line, abilities, "1", "1"),)), controller, 1)


@pytest.mark.parametrize(
    "enchanted, creator, targeted, expected",
    [
        (creature_with("Flying, hexproof"), "Alice", True, False),
        (creature_with("Flying, hexproof"), "Alice", False, True),
        (creature_with("Protection from everything"), "Bob", False, False),
        (creature_with("Protection from Auras"), "Bob", False, False),
        (creature_with("Protection from creatures"), "Bob", False, True),
        (creature_with(type_line="Artifact — Equipment"), "Bob", False, False),  # enchant creature
        (creature_with("Shroud (This creature can't be the target of spells or abilities.)"), "Bob", True, False),
        (creature_with("Ward {2}"), "Alice", True, True),  # ward doesn't stop targeting
    ],
)
def test_role_creation(enchanted, creator, targeted, expected):
    assert role_token_created(enchanted, creator, targeted) is expected


def test_role_creation_not_modeled_cases():
    with pytest.raises(NotModeled):  # depends on the Role-creating source's color
        role_token_created(creature_with("Protection from red"), "Alice", True)
    with pytest.raises(NotModeled):
        role_token_created(creature_with("Hexproof from black"), "Alice", True)
    with pytest.raises(NotModeled):
        role_token_created(creature_with("Protection from Humans"), "Alice", False)
