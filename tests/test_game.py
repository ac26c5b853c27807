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
