"""The Adventure predicates: characteristics, leaving the stack, "has an Adventure" (kb/rules/adventure.py)."""
import pytest
from hypothesis import given
from hypothesis import strategies as st

from kb.model import Card, Face, Permanent, Spell, Zone
from kb.rules.ability import ALICE_MAIN, TurnMoment
from kb.rules.adventure import (ADVENTURE, DRUID_ADVENTURE, DRUID_CREATURE_SPELL, NORMAL, QUESTING_DRUID,
                                adventure_characteristics, adventure_spell_leaves_stack,
                                has_adventure_after_leaving_battlefield, may_cast_from_adventure_exile)
from kb.rules.registry import NotModeled


def test_a_spell_not_cast_as_an_adventure_has_no_adventure_exit():
    with pytest.raises(ValueError):
        adventure_spell_leaves_stack(DRUID_CREATURE_SPELL, "resolves")
    with pytest.raises(NotModeled):
        adventure_spell_leaves_stack(DRUID_ADVENTURE, "returned to hand")


def test_only_adventurer_cards():
    bears = Card(faces=(Face("Grizzly Bears", "{1}{G}", "Creature — Bear"),))
    with pytest.raises(ValueError):
        adventure_characteristics(bears, Zone.HAND)


def test_flash_lets_the_exiled_card_be_cast_at_instant_speed():
    flashy = Card(layout="adventure", faces=(
        Face("Flashy Knight", "{1}{W}", "Creature — Human Knight", ("Flash",), "2", "2"),
        Face("Quick Errand", "{W}", "Instant — Adventure", ("You gain 2 life.",)),
    ))
    spell = Spell(flashy, "Alice", cast_face=ADVENTURE, as_adventure=True)
    opponents_turn = TurnMoment("Bob", False, "Alice", False)
    assert may_cast_from_adventure_exile("Alice", opponents_turn, spell)
    assert not may_cast_from_adventure_exile("Alice", opponents_turn, DRUID_ADVENTURE)
    assert may_cast_from_adventure_exile("Alice", ALICE_MAIN, DRUID_ADVENTURE)


def test_a_nontoken_permanent_copying_nothing_is_its_printed_card():
    # two fresh audits (b060, c059) asked without a printed card: 400.7 answers, the card it shows is its own
    assert has_adventure_after_leaving_battlefield(Permanent(QUESTING_DRUID, "Alice"))


@given(st.sampled_from(list(Zone)), st.booleans())
def test_alternative_characteristics_only_on_the_stack_as_an_adventure(zone, as_adventure):
    face = adventure_characteristics(QUESTING_DRUID, zone, as_adventure)
    expected = ADVENTURE if zone == Zone.STACK and as_adventure else NORMAL
    assert face == QUESTING_DRUID.faces[expected]


@given(st.booleans(), st.sampled_from(["resolves", "countered", "fails_to_resolve"]))
def test_only_a_resolved_card_may_later_be_cast(is_copy, how):
    spell = Spell(QUESTING_DRUID, "Alice", cast_face=ADVENTURE, as_adventure=True, is_copy=is_copy)
    exit_ = adventure_spell_leaves_stack(spell, how)
    assert exit_.may_cast_as_permanent == (how == "resolves" and not is_copy)
    assert exit_.ceases_to_exist == is_copy
