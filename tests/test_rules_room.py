"""The Room predicates: characteristics, doors on entry, unlocking and locking, names (kb/rules/room.py)."""
from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kb.model import Card, Face, ManaCost, Permanent, Spell, Zone
from kb.rules import room
from kb.rules.ability import ALICE_MAIN
from kb.rules.cost import mana_value
from kb.rules.registry import NotModeled
from kb.rules.room import (BOTTOMLESS_POOL_LOCKER_ROOM, DOORS, can_unlock_door_special_action,
                           doors_becoming_unlocked, doors_unlocked_on_entry, is_fully_unlocked_event,
                           legal_card_names, room_characteristics, times_triggered_with_enter_doublers)


def test_a_search_for_mana_value_4_or_less_cannot_find_the_room_in_a_library():
    assert room_characteristics(BOTTOMLESS_POOL_LOCKER_ROOM, Zone.LIBRARY).mana_value > 4


def test_a_room_is_checked():
    not_room = Card(faces=(Face("Pacifism", "{1}{W}", "Enchantment — Aura"),))
    with pytest.raises(ValueError):
        room_characteristics(not_room, Zone.HAND)
    with pytest.raises(ValueError):
        room_characteristics(BOTTOMLESS_POOL_LOCKER_ROOM, Zone.STACK)  # no cast door
    with pytest.raises(ValueError):
        room_characteristics(BOTTOMLESS_POOL_LOCKER_ROOM, Zone.GRAVEYARD, unlocked=(0,))
    with pytest.raises(ValueError):
        room_characteristics(BOTTOMLESS_POOL_LOCKER_ROOM, Zone.BATTLEFIELD, unlocked=(2,))


def test_a_room_entering_from_the_stack_needs_its_spell():
    with pytest.raises(ValueError):
        doors_unlocked_on_entry(Zone.STACK)


def test_the_unlock_special_action_uses_the_permanents_state():
    locked = Permanent(BOTTOMLESS_POOL_LOCKER_ROOM, "Alice")
    assert [d for d in DOORS if can_unlock_door_special_action("Alice", locked, d, ALICE_MAIN)] == [0, 1]


def test_doublers_of_a_permanent_entering_double_only_its_enters_ability():
    assert times_triggered_with_enter_doublers("Enters", 2) == 3
    assert times_triggered_with_enter_doublers("leaves", 1) == 1  # rules_audit25b b088's "dies" too (603.2d)
    with pytest.raises(ValueError, match="0 or more"):
        times_triggered_with_enter_doublers("enters", -1)


def test_a_flip_or_double_faced_cards_other_name_may_be_chosen_and_other_layouts_are_not_modelled():
    flip = Card(faces=(Face("Budoka Pupil"), Face("Ichiga, Who Topples Oaks")), layout="flip")
    assert legal_card_names(flip) == ("Budoka Pupil", "Ichiga, Who Topples Oaks")  # 201.4c
    aftermath = Card(faces=(Face("Dusk"), Face("Dawn")), layout="aftermath")
    assert legal_card_names(aftermath) == ("Dusk", "Dawn")  # 201.4b: a split card, one half's name
    with pytest.raises(NotModeled):
        legal_card_names(Card(faces=(Face("Art"),), layout="art_series"))


COSTS = st.lists(st.sampled_from(["1", "2", "W", "U", "B", "R", "G", "C", "W/U", "2/B", "G/P"]),
                 min_size=1, max_size=5).map(lambda s: str(ManaCost(tuple(s))))
DOOR_SETS = [frozenset(c) for n in range(3) for c in combinations(sorted(DOORS), n)]


def two_doors(left: str, right: str) -> Card:
    """A Room with these door costs."""
    return Card(layout="room", faces=(Face("Left Door", left, "Enchantment — Room", ("Left text.",)),
                                      Face("Right Door", right, "Enchantment — Room", ("Right text.",))))


@given(COSTS, COSTS, st.sampled_from([z for z in Zone if z not in (Zone.STACK, Zone.BATTLEFIELD)]))
def test_mana_value_off_stack_and_battlefield_is_the_sum_of_the_doors(left, right, zone):
    card = two_doors(left, right)
    assert room_characteristics(card, zone).mana_value == mana_value(left) + mana_value(right)
    assert room_characteristics(card, Zone.BATTLEFIELD, (0, 1)) == room_characteristics(card, zone)


@given(COSTS, COSTS, st.sampled_from(DOOR_SETS))
def test_only_unlocked_doors_count_on_the_battlefield(left, right, unlocked):
    card = two_doors(left, right)
    chars = room_characteristics(card, Zone.BATTLEFIELD, unlocked)
    assert chars.mana_value == sum(mana_value(card.faces[d].mana_cost) for d in unlocked)
    assert len(chars.names) == len(chars.abilities) == len(unlocked)


@given(COSTS, COSTS, st.sampled_from(sorted(DOORS)), st.booleans())
def test_a_room_spell_or_its_copy_has_only_its_cast_door(left, right, door, is_copy):
    spell = Spell(two_doors(left, right), "Alice", cast_face=door, is_copy=is_copy)
    assert room.room_spell_characteristics(spell).mana_value == mana_value((left, right)[door])
    assert doors_unlocked_on_entry(Zone.STACK, spell) == (door,)


@given(st.sampled_from(DOOR_SETS), st.sampled_from(DOOR_SETS))
def test_fully_unlocked_means_ending_with_both_doors_after_unlocking_one(before, after):
    became = doors_becoming_unlocked(tuple(before), tuple(after))
    assert set(became) == after - before
    assert is_fully_unlocked_event(tuple(before), tuple(after)) == (after == DOORS and before != DOORS)
