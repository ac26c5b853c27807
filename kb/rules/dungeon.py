"""Dungeons (CR 309) and venturing into the dungeon (CR 701.49): rooms, the venture marker, completion."""
from __future__ import annotations

from dataclasses import dataclass, replace

from kb.model import TypeLine, Zone
from kb.rules.registry import NotModeled, predicate


@dataclass(frozen=True)
class DungeonRoom:
    """One room: its name (flavor text, CR 309.4b), its room ability's effect, and arrows to lower rooms by index."""

    name: str
    effect: str
    leads_to: tuple[int, ...] = ()


@dataclass(frozen=True)
class Dungeon:
    """A dungeon card (CR 309.4): rooms listed top to bottom; room 0 is the topmost, arrows point down."""

    name: str
    rooms: tuple[DungeonRoom, ...]

    def __post_init__(self) -> None:
        if not self.rooms:
            raise ValueError(f"dungeon {self.name!r} has no rooms")
        entered: set[int] = set()
        for i, room in enumerate(self.rooms):
            if any(not i < j < len(self.rooms) for j in room.leads_to):
                raise ValueError(f"room {i} of {self.name!r} has an arrow that doesn't point to a lower room")
            entered.update(room.leads_to)
        if entered != set(range(1, len(self.rooms))):
            raise ValueError(f"{self.name!r}: every room but the topmost needs an arrow into it")

    @property
    def topmost(self) -> int:
        """The index of the topmost room (the only one no arrow points to)."""
        return 0

    @property
    def bottommost(self) -> tuple[int, ...]:
        """The indices of the bottommost rooms (no arrow points away from them)."""
        return tuple(i for i, room in enumerate(self.rooms) if not room.leads_to)


@dataclass(frozen=True)
class VentureState:
    """One player's dungeon progress: the dungeon they own in the command zone, the marker's room, completions."""

    player: str
    dungeon: Dungeon | None = None
    room: int | None = None
    completed: tuple[str, ...] = ()  # names of the dungeons this player completed, in order

    def __post_init__(self) -> None:
        if (self.dungeon is None) != (self.room is None):
            raise ValueError("a venture marker is on a room exactly when the player owns a dungeon in play")
        if self.dungeon is not None and not 0 <= self.room < len(self.dungeon.rooms):
            raise ValueError(f"no room {self.room} in {self.dungeon.name!r}")


@dataclass(frozen=True)
class RoomTrigger:
    """A room ability that triggered: the dungeon, the room's effect, and the player who controls the ability."""

    dungeon: str
    effect: str
    controller: str


# Two of the Adventures in the Forgotten Realms dungeons, with their Oracle room texts; rooms are listed
# top to bottom and `leads_to` holds the printed arrows.
LOST_MINE_OF_PHANDELVER = Dungeon(
    "Lost Mine of Phandelver",
    (
        DungeonRoom("Cave Entrance", "Scry 1.", (1, 2)),
        DungeonRoom("Goblin Lair", "Create a 1/1 red Goblin creature token.", (3, 4)),
        DungeonRoom("Mine Tunnels", "Create a Treasure token.", (4, 5)),
        DungeonRoom("Storeroom", "Put a +1/+1 counter on target creature.", (6,)),
        DungeonRoom("Dark Pool", "Each opponent loses 1 life and you gain 1 life.", (6,)),
        DungeonRoom("Fungi Cavern", "Target creature gets -4/-0 until your next turn.", (6,)),
        DungeonRoom("Temple of Dumathoin", "Draw a card."),
    ),
)
TOMB_OF_ANNIHILATION = Dungeon(
    "Tomb of Annihilation",
    (
        DungeonRoom("Trapped Entry", "Each player loses 1 life.", (1, 3)),
        DungeonRoom("Veils of Fear", "Each player loses 2 life unless they discard a card.", (2,)),
        DungeonRoom(
            "Sandfall Cell", "Each player loses 2 life unless they sacrifice a creature, artifact, or land.", (4,)
        ),
        DungeonRoom("Oubliette", "Discard a card and sacrifice a creature, an artifact, and a land.", (4,)),
        DungeonRoom(
            "Cradle of the Death God",
            "Create The Atropal, a legendary 4/4 black God Horror creature token with deathtouch.",
        ),
    ),
)


def _enter(state: VentureState, dungeon: Dungeon | None) -> VentureState:
    """Put a chosen dungeon into the command zone with the marker on its topmost room."""
    if dungeon is None:
        raise ValueError("venturing with no dungeon in the command zone needs a chosen dungeon (CR 309.2a)")
    return replace(state, dungeon=dungeon, room=dungeon.topmost)


def _complete(state: VentureState) -> VentureState:
    """Remove the player's dungeon from the game, which completes it."""
    return replace(state, dungeon=None, room=None, completed=state.completed + (state.dungeon.name,))


def _next_room(arrows: tuple[int, ...], chosen_room: int | None) -> int:
    """The room an arrow leads to: the only one, or the chosen one among several."""
    if chosen_room is None and len(arrows) == 1:
        return arrows[0]
    if chosen_room not in arrows:
        raise ValueError(f"choose one of the rooms {list(arrows)} the arrows lead to, not {chosen_room!r}")
    return chosen_room


@predicate("dungeon", cr=["701.49a", "701.49b", "701.49c", "309.2a", "309.4", "309.4a", "309.5", "309.5a", "309.5b", "309.7"])
def venture_into_dungeon(
    state: VentureState, chosen_dungeon: Dungeon | None = None, chosen_room: int | None = None
) -> VentureState:
    """A player's dungeon progress after they venture into the dungeon once."""
    if state.dungeon is None:
        # 309.2a: "while they don't own a dungeon card in the command zone, they choose a dungeon card they
        # own from outside the game and put it into the command zone." 309.4a: marker "on the topmost room".
        if chosen_room is not None:
            raise ValueError("no arrow is followed when entering a dungeon")
        return _enter(state, chosen_dungeon)
    arrows = state.dungeon.rooms[state.room].leads_to
    if not arrows:
        # 309.5b: marker on the bottommost room: "they remove that dungeon card from the game. They then
        # choose a dungeon card ... and put it into the command zone ... venture marker on the topmost room."
        # 309.7: "A player completes a dungeon as that dungeon card is removed from the game."
        if chosen_room is not None:
            raise ValueError("no arrow is followed when completing a dungeon")
        return _enter(_complete(state), chosen_dungeon)
    # 309.5a: "move their venture marker ... following the direction of an arrow pointing away from the
    # room ... If there are multiple arrows ..., they choose one of them to follow."
    if chosen_dungeon is not None:
        raise ValueError("no dungeon is chosen while the marker moves inside a dungeon (CR 309.3)")
    return replace(state, room=_next_room(arrows, chosen_room))


@predicate("dungeon", cr=["309.6", "704.5t"])
def must_remove_dungeon(state: VentureState, room_ability_pending: bool) -> bool:
    """Whether the state-based action removes the player's dungeon (marker on a bottommost room, nothing pending)."""
    # 309.6: "If a player's venture marker is on the bottommost room of a dungeon card, and that dungeon
    # card isn't the source of a room ability that has triggered but not yet left the stack, the dungeon
    # card's owner removes it from the game."
    if state.dungeon is None:
        return False
    return state.room in state.dungeon.bottommost and not room_ability_pending


@predicate("dungeon", cr=["309.6", "309.7", "704.5t"])
def dungeon_after_state_based_actions(state: VentureState, room_ability_pending: bool) -> VentureState:
    """A player's dungeon progress after the dungeon state-based action is checked."""
    # 309.7: "A player completes a dungeon as that dungeon card is removed from the game."
    return _complete(state) if must_remove_dungeon(state, room_ability_pending) else state


@predicate("dungeon", cr=["309.7"])
def dungeon_completed(state: VentureState, dungeon_name: str | None = None) -> bool:
    """Whether the player has completed a dungeon (or the named one)."""
    # 309.7: completion happens "as that dungeon card is removed from the game"
    if dungeon_name is None:
        return bool(state.completed)
    return dungeon_name in state.completed


@predicate("dungeon", cr=["309.4c"])
def room_ability_trigger(before: VentureState, after: VentureState) -> RoomTrigger | None:
    """The room ability that triggers when a player's progress goes from `before` to `after`, if any.

    before, after: one player's progress; the marker moves only along an arrow, or onto the topmost room of a dungeon
    just put into the command zone (309.5a–b): any other move is refused.
    """
    # 309.4c: "When you move your venture marker into this room, [effect.]" ... "Each room ability is
    # controlled by the player who owns the dungeon card that is that ability's source."
    if after.player != before.player:
        raise ValueError(f"one player's progress: {before.player!r} before, {after.player!r} after")
    if after.dungeon is None or after == before:
        return None
    same_dungeon = before.dungeon == after.dungeon and before.completed == after.completed
    if same_dungeon and after.room not in before.dungeon.rooms[before.room].leads_to:  # 309.5a
        raise ValueError(f"no arrow leads from room {before.room} to room {after.room} of {after.dungeon.name!r}")
    if not same_dungeon and after.room != after.dungeon.topmost:  # 309.5b
        raise ValueError(f"a dungeon put into the command zone has the marker on its topmost room, not {after.room}")
    return RoomTrigger(after.dungeon.name, after.dungeon.rooms[after.room].effect, after.player)


@predicate("dungeon", cr=["309.2", "309.2d", "309.3"])
def dungeon_may_enter_game(state: VentureState, by_venture: bool) -> bool:
    """Whether a dungeon card the player owns may be brought into the game now."""
    # 309.2d: "If an effect other than a venture into the dungeon keyword action would bring a dungeon card
    # into the game ..., it doesn't". 309.3: "they can't bring a dungeon card into the game if a dungeon
    # card they own is in the command zone."
    return by_venture and state.dungeon is None


@predicate("dungeon", cr=["309.2b", "309.2c"])
def dungeon_may_move_to(zone: Zone) -> bool:
    """Whether a dungeon card in the command zone can move to `zone`."""
    # 309.2b: "put into the command zone until it leaves the game." 309.2c: "Dungeon cards are not
    # permanents. They can't be cast. Dungeon cards can't leave the command zone except as they leave the game."
    return zone in (Zone.COMMAND, Zone.OUTSIDE)


NONTRADITIONAL_TYPES = frozenset({"Plane", "Phenomenon", "Scheme", "Vanguard", "Conspiracy"})


@predicate("dungeon", cr=["309.1", "309.2"])
def dungeon_rules_allow_in_deck(type_line: str) -> bool:
    """Whether the dungeon rules allow a card with this type line in a deck or sideboard."""
    types = TypeLine.parse(type_line).card_types
    if NONTRADITIONAL_TYPES.intersection(types):
        raise NotModeled(f"deck rules for nontraditional cards other than dungeons ({type_line})")
    # 309.1: "Dungeon is a card type seen only on nontraditional Magic cards."
    # 309.2: "Dungeon cards aren't part of a player's deck or sideboard."
    return "Dungeon" not in types


@predicate("dungeon", cr=["309.4", "309.4b", "309.5"])
def ventures_to_reach_bottom(dungeon: Dungeon) -> tuple[int, int]:
    """The fewest and most ventures that take a player from no dungeon to this dungeon's bottommost room."""
    # 309.4b: room "names are considered flavor text and do not affect game play" -- only arrows count.
    # Rooms are listed top to bottom, so walk them bottom-up: ventures from each room to the bottom.
    shortest: list[int] = [0] * len(dungeon.rooms)
    longest: list[int] = [0] * len(dungeon.rooms)
    for i in reversed(range(len(dungeon.rooms))):
        arrows = dungeon.rooms[i].leads_to
        shortest[i] = 1 + min((shortest[j] for j in arrows), default=0)
        longest[i] = 1 + max((longest[j] for j in arrows), default=0)
    # The first venture puts the marker on the topmost room (309.4a); each later one moves it one room.
    return shortest[dungeon.topmost], longest[dungeon.topmost]


__all__ = [
    "DungeonRoom", "Dungeon", "VentureState", "RoomTrigger", "LOST_MINE_OF_PHANDELVER", "TOMB_OF_ANNIHILATION",
    "venture_into_dungeon", "must_remove_dungeon", "dungeon_after_state_based_actions", "dungeon_completed",
    "room_ability_trigger", "dungeon_may_enter_game", "dungeon_may_move_to", "dungeon_rules_allow_in_deck",
    "ventures_to_reach_bottom",
]
