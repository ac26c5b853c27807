"""A game with identity (kb/game.py): an object that changes zones is a new object (CR 400.7), and the events say who
did what to which object."""
import json
import sqlite3

import pytest

from kb.game import Game, Tracked
from kb.model import Card, Face, Zone
from kb.rules.adventure import halves_playable_from_adventure_exile
from kb.rules.room import door_unlocked_by
from kb.sql_functions import register_functions

GIANT = Card((Face("Bonecrusher Giant", "{2}{R}", "Creature — Giant"), Face("Stomp", "{1}{R}", "Instant — Adventure")),
             "adventure")
ROOM = Card((Face("Bottomless Pool", "{U}", "Enchantment — Room"), Face("Locker Room", "{4}{U}", "Enchantment — Room")),
            "room")


def test_a_zone_change_makes_a_new_object_and_says_why():
    game = Game((Tracked(1, GIANT, Zone.STACK, "Alice", "Alice"),))
    game = game.move(1, Zone.EXILE, cause="adventure_resolved", player="Alice")
    assert game.get(1) is None and game.get(2).zone == Zone.EXILE and game.get(2).controller is None
    assert game.arrival(2).cause == "adventure_resolved" and halves_playable_from_adventure_exile(game, "Alice", 2) == (0,)
    later = game.move(2, Zone.GRAVEYARD, player="Bob").move(3, Zone.EXILE, player="Bob")
    assert halves_playable_from_adventure_exile(later, "Alice", 4) == ()  # 400.7: not the object the Adventure exiled
    with pytest.raises(ValueError):
        later.move(2, Zone.HAND)  # object 2 is gone


def test_unlocking_records_who_unlocked_each_door_and_the_full_unlock():
    game = Game((Tracked(7, ROOM, Zone.BATTLEFIELD, "Alice", "Alice"),)).unlock(7, 0, "Alice", cause="entered")
    assert door_unlocked_by(game, 7, 0) == "Alice" and door_unlocked_by(game, 7, 1) is None
    game = game.unlock(7, 1, "Bob")  # e.g. Bob controls it now
    assert door_unlocked_by(game, 7, 1) == "Bob" and [e.kind for e in game.events][-1] == "fully_unlocked"
    with pytest.raises(ValueError):
        game.unlock(7, 1, "Bob")  # already unlocked
    moved = game.move(7, Zone.HAND)
    assert door_unlocked_by(moved, 8, 0) is None and moved.get(8).unlocked == frozenset()


def test_the_game_reaches_sql_as_json():
    conn = sqlite3.connect(":memory:")
    register_functions(conn)
    game = {"objects": [{"id": 2, "card": {"faces": [{"name": "Bonecrusher Giant", "type_line": "Creature — Giant"},
                                                     {"name": "Stomp", "type_line": "Instant — Adventure"}],
                                           "layout": "adventure"}, "zone": "exile", "owner": "Alice"}],
            "events": [{"kind": "zone_change", "object": 1, "player": "Alice", "new_object": 2, "to_zone": "exile",
                        "cause": "adventure_resolved"}]}
    found = conn.execute("select halves_playable_from_adventure_exile(?, 'Alice', 2)", [json.dumps(game)]).fetchone()[0]
    assert json.loads(found) == [0]


def test_moves_and_unlocks_record_exactly_what_happened():
    from kb.game import Event

    game = Game((Tracked(3, GIANT, Zone.HAND, "Alice"), Tracked(9, ROOM, Zone.BATTLEFIELD, "Bob", "Bob")))
    cast = game.move(3, Zone.STACK, cause="cast", player="Alice")
    assert cast.events == (Event("zone_change", 3, "Alice", 10, Zone.STACK, "cast"),)
    assert cast.get(10).controller == "Alice" and cast.get(9) == game.get(9)  # the Room is untouched
    taken = cast.move(10, Zone.BATTLEFIELD, controller="Bob")
    assert taken.get(11).controller == "Bob" and taken.events[-1] == Event("zone_change", 10, None, 11,
                                                                           Zone.BATTLEFIELD, "effect")
    assert taken.move(11, Zone.GRAVEYARD).get(12).controller is None  # 108.4a: no controller off the stack/battlefield
    empty = Game((), (Event("zone_change", 1, None, 5, Zone.EXILE),))
    assert empty.arrival(5).object == 1 and empty.arrival(6) is None
    opened = game.unlock(9, 0, "Bob").unlock(9, 1, "Bob")
    assert opened.events == (Event("door_unlocked", 9, "Bob", cause="special_action", door=0),
                             Event("door_unlocked", 9, "Bob", cause="special_action", door=1),
                             Event("fully_unlocked", 9, "Bob", cause="special_action"))
    assert opened.get(3) == game.get(3) and opened.get(9).unlocked == frozenset({0, 1})
    with pytest.raises(ValueError):
        game.unlock(3, 0, "Alice")  # a card in a hand is no Room permanent
    with pytest.raises(ValueError):
        game.unlock(42, 0, "Alice")  # no such object


def test_a_new_object_never_takes_an_id_an_event_already_gave():
    from kb.game import Event

    game = Game((Tracked(1, GIANT, Zone.EXILE, "Alice"),), (Event("zone_change", 2, "Bob", 6, Zone.GRAVEYARD),))
    assert [o.id for o in game.move(1, Zone.HAND).objects] == [7]
    assert [o.id for o in Game((Tracked(4, GIANT, Zone.HAND, "Alice"),)).move(4, Zone.EXILE).objects] == [5]


def test_a_door_locked_again_was_unlocked_by_no_one_until_it_is_unlocked_again():
    game = Game((Tracked(7, ROOM, Zone.BATTLEFIELD, "Alice", "Alice"),)).unlock(7, 0, "Alice", cause="entered")
    game = game.unlock(7, 1, "Alice").lock(7, 1)  # 709.5g: it loses that unlocked designation
    assert game.get(7).unlocked == frozenset({0}) and door_unlocked_by(game, 7, 1) is None
    assert door_unlocked_by(game, 7, 0) == "Alice"
    assert door_unlocked_by(game.unlock(7, 1, "Bob"), 7, 1) == "Bob"  # 709.5h: it triggers again, for Bob
    with pytest.raises(ValueError):
        game.lock(7, 1)  # locked already
