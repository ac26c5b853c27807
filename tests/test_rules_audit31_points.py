"""The points a fresh audit (bench/eval/rules_audit31*.jsonl, 2026-12-07) found the predicates missing: a yes or no
given as anything else, the docstring's own words for a choice read on resolution, a stack index with nothing there."""
import sqlite3

import pytest

from kb.model import from_jsonable
from kb.rules.copy import StackAbility, copy_onto_stack
from kb.rules.targeting import when_chosen
from kb.rules.zones import until_event_move
from kb.sql_functions import register_functions


@pytest.mark.parametrize("value, read", [(True, True), (False, False), (1, True), (0, False)])
def test_a_yes_or_no_is_true_false_or_sqlites_one_and_zero(value, read):
    assert from_jsonable(bool, value) is read and from_jsonable(bool | None, value) is read


@pytest.mark.parametrize("value", ["yes", "countered", 2, -1, 0.5, [], {}])
def test_anything_else_for_a_yes_or_no_is_refused_never_read_as_true(value):
    with pytest.raises(ValueError, match="not true or false"):
        from_jsonable(bool, value)
    with pytest.raises(ValueError, match="not true or false"):
        from_jsonable(bool | None, value)
    assert from_jsonable(bool | None, None) is None


def test_sql_refuses_a_word_or_a_two_for_a_yes_or_no_and_takes_one_and_zero():
    conn = sqlite3.connect(":memory:")
    register_functions(conn)
    assert conn.execute("select until_event_move(1)").fetchone()[0] == '{"moves": false, "returns": null}'
    assert conn.execute("select until_event_move('true')").fetchone()[0] == '{"moves": false, "returns": null}'
    for bad in ("'yes'", "2"):
        with pytest.raises(sqlite3.OperationalError):
            conn.execute(f"select until_event_move({bad})").fetchone()
    assert until_event_move(False)["moves"] is True


@pytest.mark.parametrize("words", ["information it reads from the game", "numbers of cards", "who controls what",
                                   "power"])
def test_the_docstrings_own_words_for_information_read_from_the_game_are_read_as_it_resolves(words):
    assert when_chosen(words) == "as it resolves"  # 608.2h


@pytest.mark.parametrize("index", [2, 5, -1])
def test_copying_an_ability_where_the_stack_has_none_is_refused(index):
    stack = [StackAbility("Flametongue Kavu", "Alice", "deals 4 damage to target creature", targets=("Grizzly Bears",)),
             StackAbility("Mogg Fanatic", "Bob", "It deals 1 damage to any target.", targets=("Alice",))]
    with pytest.raises(ValueError, match="no ability at index"):
        copy_onto_stack(stack, index, "Alice")
    assert copy_onto_stack(stack, 1, "Alice")[-1].source == "Mogg Fanatic"
