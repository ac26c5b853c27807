"""Copy predicates (CR 707.10, 607): copied abilities and linked exiles."""
import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kb.model import Card, Face
from kb.rules.copy import (
    ExileRecord, StackAbility, copy_ability, copy_onto_stack, is_copyable_stack_ability, linked_exiled_cards,
    linked_exiled_power_total, made_again_for_copy, tokens_copying_exiled_card,
)
from kb.rules.registry import NotModeled


# --- copying --------------------------------------------------------------------------------------

names = st.sampled_from(["Alice", "Bob", "Carol", "Bear", "Elves"])
abilities = st.builds(
    lambda source, controller, x, modes, targets, paid: StackAbility(
        source, controller, "text", x, modes, tuple(targets), tuple(range(1, len(targets) + 1)), paid
    ),
    names, names, st.one_of(st.none(), st.integers(0, 20)), st.lists(st.integers(0, 3), max_size=2).map(tuple),
    st.lists(names, max_size=3), st.lists(names, max_size=2).map(tuple),
)


@given(abilities, names, st.data())
def test_a_copy_keeps_every_decision_but_controller_and_maybe_targets(original, controller, data):
    new_targets = data.draw(st.one_of(st.none(), st.lists(names, min_size=len(original.targets),
                                                          max_size=len(original.targets))))
    copy = copy_ability(original, controller, new_targets)
    assert copy.is_copy and copy.controller == controller
    assert copy.targets == (original.targets if new_targets is None else tuple(new_targets))
    kept = ("source", "text", "x", "modes", "division", "paid_with")
    assert all(getattr(copy, f) == getattr(original, f) for f in kept)


def test_new_targets_must_be_as_many():
    original = StackAbility("Bear", "Alice", targets=("Bob", "Carol"), division=(2, 1))
    with pytest.raises(ValueError):
        copy_ability(original, "Alice", ["Bob"])
    with pytest.raises(ValueError):
        copy_ability(original, "Alice", ["Bob", "Carol", "Dan"])


def test_division_must_match_targets():
    with pytest.raises(ValueError):
        StackAbility("Bear", "Alice", targets=("Bob",), division=(2, 1))


def test_copy_onto_stack_leaves_the_original_in_place():
    stack = [StackAbility("Bear", "Alice", x=1), StackAbility("Elves", "Bob", targets=("Alice",))]
    after = copy_onto_stack(stack, 0, "Bob")
    assert after[:2] == tuple(stack) and after[2].source == "Bear" and after[2].controller == "Bob"


def test_unknown_decision_is_not_modeled():
    with pytest.raises(NotModeled):
        made_again_for_copy("color of the copy")


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Landfall — Whenever a land you control enters, you gain 1 life.", True),
        ("When this creature enters, choose one — • Draw a card. • Scry 2.", True),
        ("Sacrifice a creature: Add {C}{C}.", False),
        ("{T}: Add one mana of any color.", False),
        ("{T}: Target player adds {R}.", True),  # needs a target: not a mana ability
        ("Attach this to target creature.", False),  # "At..." inside a word is no trigger
        ("Creatures you control get +1/+1.", False),
    ],
)
def test_copyable_stack_abilities(text, expected):
    assert is_copyable_stack_ability(text) is expected


def test_a_bare_keyword_is_copyable_as_the_kind_cr_702_gives_it():
    assert is_copyable_stack_ability("Equip {2}") is True  # 702.6a an activated ability
    assert is_copyable_stack_ability("Flying") is False  # 702.9a static
    assert is_copyable_stack_ability("Ward {1}") is True  # 702.21a triggered
    with pytest.raises(NotModeled):
        is_copyable_stack_ability("Partner")  # CR 702.124 gives no single kind


# --- linked abilities -----------------------------------------------------------------------------


def card(name: str, power: str | None) -> Card:
    return Card((Face(name, "{1}", "Creature — Beast" if power else "Artifact", (), power, power),))


@given(st.lists(st.lists(st.integers(0, 9), max_size=3), min_size=1, max_size=4))
def test_linked_ability_sees_every_instance(instances):
    records = [
        ExileRecord("Portal", "exile", tuple(card(f"C{i}-{j}", str(p)) for j, p in enumerate(powers)))
        for i, powers in enumerate(instances)
    ] + [ExileRecord("Other", "exile", (card("Elsewhere", "5"),))]
    exiled = [p for powers in instances for p in powers]
    assert len(linked_exiled_cards(records, "Portal", "exile")) == len(exiled)
    assert linked_exiled_power_total(records, "Portal", "exile") == sum(exiled)
    assert len(tokens_copying_exiled_card(records, "Portal", "exile")) == len(exiled)


def test_a_card_without_power_adds_0_and_one_whose_power_is_defined_elsewhere_is_not_modeled():
    records = [ExileRecord("Portal", "exile", (card("Sol Ring", None), card("Bears", "2")))]
    assert linked_exiled_power_total(records, "Portal", "exile") == 2  # 208.3, 107.2
    records = [ExileRecord("Portal", "exile", (card("Tarmogoyf", "*"),))]
    with pytest.raises(NotModeled):  # a characteristic-defining ability reads the game (604.3)
        linked_exiled_power_total(records, "Portal", "exile")


def test_a_different_ability_of_the_same_object_is_not_linked():
    records = [ExileRecord("Portal", "exile", (card("A", "1"),)), ExileRecord("Portal", "other", (card("B", "1"),))]
    assert linked_exiled_cards(records, "Portal", "exile") == ("A",)


def test_stack_ability_is_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        StackAbility("Bear", "Alice").x = 3
