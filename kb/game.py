"""A game with identity: objects that become new objects when they change zones (CR 400.7), and what happened to them
(zone changes and why, doors unlocked and by whom), as plain data a predicate reads.

Rulings such as "for as long as it remains exiled" (715.3d) or "the player who unlocks this door" (709.5h) are about
one object at one time: a card that leaves exile and comes back is another object, with no permission left.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from kb.model import Card, Zone


@dataclass(frozen=True)
class Tracked:
    """One object of the game: its id (a new one after each zone change), card, zone, owner and controller."""

    id: int
    card: Card
    zone: Zone
    owner: str
    controller: str | None = None  # on the stack or the battlefield
    unlocked: frozenset[int] = frozenset()  # a Room's unlocked doors (709.5c)


# the events a game records, each with the causes predicates tell apart
CAUSES: dict[str, frozenset[str]] = {
    "zone_change": frozenset({"adventure_resolved", "resolved", "cast", "countered", "effect", "state_based_action",
                              "played", "cost"}),
    "door_unlocked": frozenset({"entered", "special_action", "effect"}),
    "fully_unlocked": frozenset({"entered", "special_action", "effect"}),
}


@dataclass(frozen=True)
class Event:
    """Something that happened: an object changed zones (becoming new_object), a door was unlocked by a player…"""

    kind: str  # "zone_change", "door_unlocked", "fully_unlocked"
    object: int
    player: str | None = None  # who did it: the controller of what moved it, the player who unlocked
    new_object: int | None = None  # zone_change: the object it became (400.7)
    to_zone: Zone | None = None
    cause: str = ""  # zone_change: why ("adventure_resolved", "effect", "cast", …); door_unlocked: "entered", "special_action"
    door: int | None = None

    def __post_init__(self) -> None:
        """An event of a kind or cause no predicate knows is refused, naming the known ones (never read as another)."""
        if self.kind not in CAUSES:
            raise ValueError(f"unknown event kind {self.kind!r}; known: {sorted(CAUSES)}")
        if self.cause and self.cause not in CAUSES[self.kind]:
            raise ValueError(f"unknown cause {self.cause!r} of a {self.kind} event; known: {sorted(CAUSES[self.kind])}")


@dataclass(frozen=True)
class Game:
    """The objects now in the game and the events so far, oldest first."""

    objects: tuple[Tracked, ...] = ()
    events: tuple[Event, ...] = ()

    def get(self, object_id: int) -> Tracked | None:
        """The object with this id, if it still exists (an object that changed zones does not: 400.7)."""
        return next((o for o in self.objects if o.id == object_id), None)

    def arrival(self, object_id: int) -> Event | None:
        """The zone change that made this object (None for an object the game began with)."""
        return next((e for e in self.events if e.kind == "zone_change" and e.new_object == object_id), None)

    def move(self, object_id: int, to_zone: Zone, cause: str = "effect", player: str | None = None,
             controller: str | None = None) -> "Game":
        """The game after the object moves to to_zone: 400.7 "An object that moves from one zone to another becomes a
        new object with no memory of or relation to its previous existence"."""
        old = self.get(object_id)
        if old is None:
            raise ValueError(f"no object {object_id} in the game (it may have become another object)")
        new_id = max((o.id for o in self.objects), default=0) + 1
        new_id = max(new_id, max((e.new_object or 0 for e in self.events), default=0) + 1)
        on_top = to_zone in (Zone.STACK, Zone.BATTLEFIELD)
        moved = replace(old, id=new_id, zone=to_zone, controller=(controller or old.owner) if on_top else None,
                        unlocked=frozenset())
        return Game(tuple(o for o in self.objects if o.id != object_id) + (moved,),
                    self.events + (Event("zone_change", object_id, player, new_id, to_zone, cause),))

    def unlock(self, object_id: int, door: int, player: str, cause: str = "special_action") -> "Game":
        """The game after player unlocks a door of a Room permanent (709.5f), with the events it triggers on."""
        room = self.get(object_id)
        if room is None or room.zone != Zone.BATTLEFIELD:
            raise ValueError(f"object {object_id} is no permanent on the battlefield")
        if door in room.unlocked:
            raise ValueError(f"door {door} of object {object_id} is unlocked already")
        opened = replace(room, unlocked=room.unlocked | {door})
        events = (Event("door_unlocked", object_id, player, cause=cause, door=door),)
        if len(opened.unlocked) == len(room.card.faces):  # 709.5i both halves unlocked: "fully unlocks"
            events += (Event("fully_unlocked", object_id, player, cause=cause),)
        return self._with(opened, events)

    def lock(self, object_id: int, door: int) -> "Game":
        """The game after a door of a Room permanent is locked: it loses that unlocked designation (709.5g)."""
        room = self.get(object_id)
        if room is None or door not in room.unlocked:
            raise ValueError(f"door {door} of object {object_id} is not an unlocked door of a permanent")
        return self._with(replace(room, unlocked=room.unlocked - {door}))

    def _with(self, changed: Tracked, events: tuple[Event, ...] = ()) -> "Game":
        """The game with an object changed in place (the same id: no zone change) and these events after the others."""
        return Game(tuple(changed if o.id == changed.id else o for o in self.objects), self.events + events)
