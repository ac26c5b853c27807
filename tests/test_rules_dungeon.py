"""Dungeon predicates (CR 309, 701.49): venturing and completion."""
import pytest
from hypothesis import given
from hypothesis import strategies as st

from kb.model import Zone
from kb.rules.dungeon import (
    LOST_MINE_OF_PHANDELVER, TOMB_OF_ANNIHILATION, Dungeon, DungeonRoom, RoomTrigger, VentureState,
    dungeon_after_state_based_actions, dungeon_completed, dungeon_may_move_to, dungeon_rules_allow_in_deck,
    must_remove_dungeon, room_ability_trigger, venture_into_dungeon, ventures_to_reach_bottom,
)
from kb.rules.registry import NotModeled


# --- venturing ------------------------------------------------------------------------------------

ALICE = VentureState("Alice")


def test_walk_through_lost_mine_and_complete_it():
    state = venture_into_dungeon(ALICE, chosen_dungeon=LOST_MINE_OF_PHANDELVER)
    for room in (1, 4, 6):  # Goblin Lair, Dark Pool, Temple of Dumathoin
        state = venture_into_dungeon(state, chosen_room=room if room != 6 else None)
        assert state.room == room
    assert must_remove_dungeon(state, room_ability_pending=True) is False
    assert must_remove_dungeon(state, room_ability_pending=False) is True
    done = dungeon_after_state_based_actions(state, room_ability_pending=False)
    assert done == VentureState("Alice", completed=("Lost Mine of Phandelver",))
    assert dungeon_completed(done) and dungeon_completed(done, "Lost Mine of Phandelver")
    assert not must_remove_dungeon(done, room_ability_pending=False)
    # The next venture starts a new dungeon (CR 309.2a), and its topmost room triggers.
    again = venture_into_dungeon(done, chosen_dungeon=TOMB_OF_ANNIHILATION)
    expected = RoomTrigger("Tomb of Annihilation", "Each player loses 1 life.", "Alice")
    assert room_ability_trigger(done, again) == expected


def test_venture_from_the_bottommost_room_triggers_the_new_topmost_room():
    before = VentureState("Alice", LOST_MINE_OF_PHANDELVER, 6)
    after = venture_into_dungeon(before, chosen_dungeon=LOST_MINE_OF_PHANDELVER)
    assert after.completed == ("Lost Mine of Phandelver",)
    assert room_ability_trigger(before, after).effect == "Scry 1."


@pytest.mark.parametrize(
    "state, kwargs",
    [
        (ALICE, {}),  # no dungeon chosen
        (ALICE, {"chosen_dungeon": LOST_MINE_OF_PHANDELVER, "chosen_room": 1}),  # no arrow to follow yet
        (VentureState("Alice", LOST_MINE_OF_PHANDELVER, 0), {}),  # two arrows, none chosen
        (VentureState("Alice", LOST_MINE_OF_PHANDELVER, 0), {"chosen_room": 3}),  # no arrow to Storeroom
        (VentureState("Alice", LOST_MINE_OF_PHANDELVER, 3), {"chosen_room": 5}),
        (VentureState("Alice", LOST_MINE_OF_PHANDELVER, 3), {"chosen_dungeon": TOMB_OF_ANNIHILATION}),
        (VentureState("Alice", LOST_MINE_OF_PHANDELVER, 6), {}),  # completing: a new dungeon must be chosen
    ],
)
def test_missing_or_illegal_choices_are_refused(state, kwargs):
    with pytest.raises(ValueError):
        venture_into_dungeon(state, **kwargs)


@pytest.mark.parametrize(
    "rooms",
    [
        (),
        (DungeonRoom("Top", "", (1,)), DungeonRoom("Up", "", (0,))),  # an arrow pointing up
        (DungeonRoom("Top", "", (1,)), DungeonRoom("A", ""), DungeonRoom("Island", "")),  # nothing leads in
        (DungeonRoom("Top", "", (5,)), DungeonRoom("A", "")),
    ],
)
def test_malformed_dungeons_are_refused(rooms):
    with pytest.raises(ValueError):
        Dungeon("Broken", rooms)


def test_marker_and_dungeon_go_together():
    with pytest.raises(ValueError):
        VentureState("Alice", LOST_MINE_OF_PHANDELVER, None)
    with pytest.raises(ValueError):
        VentureState("Alice", LOST_MINE_OF_PHANDELVER, 7)


def test_bottommost_and_topmost_rooms():
    assert LOST_MINE_OF_PHANDELVER.topmost == 0
    assert LOST_MINE_OF_PHANDELVER.bottommost == (6,)
    assert TOMB_OF_ANNIHILATION.bottommost == (4,)


def test_other_nontraditional_cards_are_not_modeled():
    with pytest.raises(NotModeled):
        dungeon_rules_allow_in_deck("Plane — Dominaria")


def test_dungeon_can_only_stay_or_leave_the_game():
    assert [z for z in Zone if dungeon_may_move_to(z)] == [Zone.COMMAND, Zone.OUTSIDE]


@given(st.sampled_from([LOST_MINE_OF_PHANDELVER, TOMB_OF_ANNIHILATION]), st.data())
def test_any_walk_reaches_the_bottom_within_the_computed_bounds(chosen, data):
    state = venture_into_dungeon(ALICE, chosen_dungeon=chosen)
    ventures = 1
    while state.room not in chosen.bottommost:
        arrows = chosen.rooms[state.room].leads_to
        nxt = venture_into_dungeon(state, chosen_room=data.draw(st.sampled_from(arrows)))
        assert nxt.room > state.room  # the marker only moves down
        assert room_ability_trigger(state, nxt).effect == chosen.rooms[nxt.room].effect
        state, ventures = nxt, ventures + 1
    low, high = ventures_to_reach_bottom(chosen)
    assert low <= ventures <= high
    assert not dungeon_completed(state)


def test_a_marker_moves_only_along_an_arrow_or_onto_a_new_dungeons_topmost_room():
    """rules_audit25c c080: Goblin Lair has no arrow to Fungi Cavern (309.5a); a new dungeon starts at its top (309.5b)."""
    in_goblin_lair = VentureState("Alice", LOST_MINE_OF_PHANDELVER, 1)
    with pytest.raises(ValueError, match="no arrow leads from room 1 to room 5"):
        room_ability_trigger(in_goblin_lair, VentureState("Alice", LOST_MINE_OF_PHANDELVER, 5))
    with pytest.raises(ValueError, match="topmost room"):
        room_ability_trigger(VentureState("Alice"), VentureState("Alice", LOST_MINE_OF_PHANDELVER, 1))
    with pytest.raises(ValueError, match="one player's progress"):
        room_ability_trigger(in_goblin_lair, VentureState("Bob", LOST_MINE_OF_PHANDELVER, 3))
    assert room_ability_trigger(in_goblin_lair, VentureState("Alice", LOST_MINE_OF_PHANDELVER, 4)).controller == "Alice"
