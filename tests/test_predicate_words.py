"""A predicate's string argument is understood in the words its docstring and the rulings use (kb/rules/words.py):
each alias gives the answer of the choice it names, and words naming nothing are still refused."""
from __future__ import annotations

import pytest

from kb.rules.combat import (CAN_WORDS, COMBAT_EVENT_WORDS, DECLARED_WORDS, declared_as_attacker, removed_from_combat,
                             requirements_obeyed)
from kb.rules.copy import COPIED_WORDS, COPYING_WORDS, entering_as_copy
from kb.rules.cost import can_pay_life
from kb.rules.multiplayer import LEAVER_CONTROL_WORDS, when_player_leaves
from kb.rules.priority import MOMENT_WORDS, can_respond, held_until
from kb.rules.protection import WORDS as PROTECTION_WORDS
from kb.rules.protection import protection_stops
from kb.rules.registry import NotModeled
from kb.rules.words import choice, plain
from kb.rules.x import WORDS as X_WORDS
from kb.rules.x import x_of_entered_permanent

ALIASED = [(removed_from_combat, COMBAT_EVENT_WORDS), (declared_as_attacker, DECLARED_WORDS),
           (protection_stops, PROTECTION_WORDS), (lambda kind: x_of_entered_permanent(3, kind), X_WORDS),
           (lambda can: requirements_obeyed([can, "yes"], [1, 1], [1]), CAN_WORDS), (can_respond, MOMENT_WORDS),
           (held_until, MOMENT_WORDS), (entering_as_copy, COPYING_WORDS),
           (lambda chosen: entering_as_copy("enters as a copy", chosen), COPIED_WORDS),
           (lambda how: when_player_leaves(False, how), LEAVER_CONTROL_WORDS)]


@pytest.mark.parametrize(("call", "words"), ALIASED)
def test_every_alias_answers_as_the_choice_it_names(call, words):
    for alias, name in words.items():
        assert call(alias) == call(name), alias
        assert call(alias.upper()) == call(name), alias


def test_the_audit_s_words_are_understood():
    """rules_audit7's six calls written from the docstrings' prose (g023, g026, g101-g103, g134)."""
    assert declared_as_attacker("created tapped and attacking") == {"attacking": True, "declared": False,
                                                                    "attack_triggers": False}  # 508.4
    assert protection_stops("destroy all creatures") == {"stopped": False, "how": None}  # 702.16b
    assert x_of_entered_permanent(4, "enters with") == 4  # 107.3m
    assert x_of_entered_permanent(4, "mana value") == 0  # 107.3g
    assert x_of_entered_permanent(5, "activated ability") == 0
    assert removed_from_combat("regenerated") == {"removed": True, "combat_damage": "none"}  # 506.4


def test_words_naming_nothing_are_refused():
    with pytest.raises(NotModeled):
        declared_as_attacker("attacked")
    with pytest.raises(NotModeled):
        removed_from_combat("gains flying")
    with pytest.raises(ValueError):
        protection_stops("destroy target creature")
    with pytest.raises(ValueError):
        x_of_entered_permanent(2, "enters")
    with pytest.raises(ValueError, match="unknown moment"):
        can_respond("whenever")
    with pytest.raises(ValueError, match="unknown moment"):
        held_until("whenever")
    with pytest.raises(ValueError, match="unknown way of copying"):
        entering_as_copy("copies")
    with pytest.raises(ValueError, match="unknown object to copy"):
        entering_as_copy("enters as a copy", "a spell")
    with pytest.raises(ValueError, match="unknown way of copying"):
        entering_as_copy("enters", "nothing")
    with pytest.raises(ValueError, match="unknown control"):
        when_player_leaves(False, "borrowed")
    with pytest.raises(ValueError, match="amounts of 0 or more"):
        can_pay_life(5, -1)


def test_choice_reads_words_as_people_type_them():
    assert plain("  Can’t   Block ") == "can't block"
    assert choice("Can’t block", ("can't block",)) == "can't block"
    assert choice("Regenerated", ("regenerates",), {"regenerated": "regenerates"}) == "regenerates"
    assert choice("regenerated", ("regenerates",)) is None


def test_requirements_are_counted_as_the_cr_counts_them():
    """508.1c-d: a restriction disobeyed is illegal whatever the requirements; a cost is never owed."""
    assert requirements_obeyed(["no"], [1], [0])["legal"] is False  # a tapped creature declared
    assert requirements_obeyed(["yes", "yes"], [2, 1], [0, 1], most=1)["legal"] is False  # over the restriction
    assert requirements_obeyed(["yes", "yes", "yes"], [0, 2, 1], [1, 2], most=2) == {"legal": True, "obeyed": 3,
                                                                                    "most_obeyable": 3}
    assert requirements_obeyed(["with a cost", "yes"], [3, 1], [0], most=1) == {"legal": True, "obeyed": 3,
                                                                               "most_obeyable": 1}  # paid: more
    with pytest.raises(ValueError):
        requirements_obeyed(["yes"], [1, 1], [])
    with pytest.raises(ValueError):
        requirements_obeyed(["yes", "yes"], [1, 1], [0, 0])
    with pytest.raises(ValueError):
        requirements_obeyed(["maybe"], [1], [])
