"""The game-object model: plain dataclasses the rule predicates reason about."""
from __future__ import annotations

import dataclasses
import functools
import inspect
import json
import re
import types
import typing
from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class Zone(StrEnum):
    """Where an object is (CR 400.1), plus outside the game."""

    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"
    OUTSIDE = "outside"


MANA_SYMBOL = re.compile(r"\{([^{}]+)\}")


@dataclass(frozen=True)
class ManaCost:
    """A printed mana cost as its symbols, e.g. "{2}{W/U}" -> ("2", "W/U") (CR 107.4, 202.1)."""

    symbols: tuple[str, ...] = ()

    @classmethod
    def parse(cls, text: str | None) -> "ManaCost":
        """Read "{2}{W/U}"; raises ValueError on anything that is not a run of {symbols}."""
        text = (text or "").strip()
        if MANA_SYMBOL.sub("", text).strip():
            raise ValueError(f"not a mana cost: {text!r}")
        return cls(tuple(s.upper() for s in MANA_SYMBOL.findall(text)))

    def __str__(self) -> str:
        return "".join("{%s}" % s for s in self.symbols)


@dataclass(frozen=True)
class TypeLine:
    """A type line split into supertypes, card types and subtypes (CR 205)."""

    supertypes: tuple[str, ...] = ()
    card_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()

    SUPERTYPES = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World"})

    @classmethod
    def parse(cls, text: str) -> "TypeLine":
        """Read "Legendary Creature — Human Cleric" (em dash, en dash or hyphen separate subtypes)."""
        parts = re.split(r"\s*[—–]\s*|\s+-\s+", text.strip(), maxsplit=1)
        head = parts[0]
        tail = parts[1] if len(parts) > 1 else ""
        words = head.split()
        supers = tuple(w for w in words if w in cls.SUPERTYPES)
        types_ = tuple(w for w in words if w not in cls.SUPERTYPES)
        return cls(supers, types_, tuple(tail.split()))

    def __str__(self) -> str:
        head = " ".join(self.supertypes + self.card_types)
        return f"{head} — {' '.join(self.subtypes)}" if self.subtypes else head


@dataclass(frozen=True)
class Face:
    """One face of a card: a Room door, an Adventure, or the only face of a normal card (CR 200)."""

    name: str
    mana_cost: str = ""
    type_line: str = ""
    abilities: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    color_indicator: tuple[str, ...] = ()  # CR 204: colors printed left of the type line, e.g. ("G",)

    @property
    def cost(self) -> ManaCost:
        """The face's mana cost as symbols."""
        return ManaCost.parse(self.mana_cost)

    @property
    def types(self) -> TypeLine:
        """The face's type line, split."""
        return TypeLine.parse(self.type_line)


@dataclass(frozen=True)
class Card:
    """A physical card; layout says how its faces combine ("normal", "room", "adventure")."""

    faces: tuple[Face, ...]
    layout: str = "normal"

    @property
    def name(self) -> str:
        """The full printed name, faces joined by " // " as in Oracle."""
        return " // ".join(f.name for f in self.faces)

    @classmethod
    def from_json(cls, data: Any) -> "Card":
        """A card from the model's {"faces": [...], "layout": ...} or from a Scryfall card object."""
        if isinstance(data, dict) and "faces" in data:
            unknown = set(data) - {"faces", "layout"}
            if unknown:
                raise ValueError(f"Card has no field(s) {sorted(unknown)}")
            return cls(tuple(from_jsonable(Face, f) for f in data["faces"]), data.get("layout", "normal"))
        return cls.from_scryfall(data)

    @classmethod
    def from_scryfall(cls, data: dict[str, Any]) -> "Card":
        """A card from a Scryfall card object (layout, name, mana_cost, type_line, oracle_text, card_faces[]).

        Scryfall files Rooms under layout "split"; a split card whose halves are both Rooms is "room" here.
        """
        if not isinstance(data, dict) or not data.get("name"):
            raise ValueError("a Scryfall card object needs at least a name")
        faces = tuple(_scryfall_face(f) for f in data.get("card_faces") or [data])
        layout = data.get("layout") or "normal"
        if layout == "split" and len(faces) == 2 and all("Room" in f.types.subtypes for f in faces):
            layout = "room"
        return cls(faces, layout)


def _scryfall_face(data: dict[str, Any]) -> Face:
    """One face of a Scryfall card object (or the object itself for a one-faced card)."""
    text = data.get("oracle_text") or ""
    return Face(name=data.get("name") or "", mana_cost=data.get("mana_cost") or "",
                type_line=data.get("type_line") or "", abilities=tuple(line for line in text.split("\n") if line),
                power=data.get("power"), toughness=data.get("toughness"),
                color_indicator=tuple(data.get("color_indicator") or ()))


@dataclass(frozen=True)
class ObjectState:
    """What the card alone does not say: where the object is and how it got there (the SQL state_json keys)."""

    zone: Zone = Zone.HAND
    cast: int | None = None  # on the stack: the half, face or Adventure (1) that was cast
    face: int = 0  # the face up: a double-faced card's back (1), or a flip card flipped (1)
    unlocked: frozenset[int] = frozenset()  # a Room's unlocked doors (709.5c), on the battlefield
    face_down: bool = False  # 708.2
    # what turned it face down, when that lists characteristics (708.2): "disguise" (702.168a) or "cloak" (701.58a)
    # give ward {2}; anything else ("morph", "manifest", "") none
    face_down_by: str = ""
    x: int | None = None  # the value chosen for X, on the stack (202.3e)
    every_creature_type: bool = False  # changeling (702.73a) or an effect "is every creature type"
    fused: bool = False  # both halves of a split card with fuse cast (702.102a)
    prototyped: bool = False  # cast as a prototyped spell (718.3)
    # type-changing effects that add types (layer 4, 613.1d), as type lines: "Artifact Creature" for a crewed
    # Vehicle (702.122a), "Creature — Elemental" for an animated land
    types_added: tuple[str, ...] = ()
    # effects that give the object abilities (layer 6, 613.1f): "gains flying", an Equipment's "has trample"
    abilities_added: tuple[str, ...] = ()
    # a copy effect (layer 1, 613.2a, 707.2): the object it copies, whose copiable values it takes
    copy_of: "GameObject | None" = None
    # a melded permanent (712.4a): the other card of its meld pair, on the battlefield back face up with this one
    melded_with: "Card | None" = None

    @classmethod
    def from_json(cls, data: dict[str, Any] | None) -> "ObjectState":
        """A state from the SQL function's state_json; unknown keys and impossible values are errors."""
        data = dict(data or {})
        unknown = set(data) - set(cls.__dataclass_fields__)
        if unknown:
            raise ValueError(f"unknown state key(s) {sorted(unknown)}; known: {sorted(cls.__dataclass_fields__)}")
        if data.get("zone", "hand") not in _ZONES:
            raise ValueError(f"zone must be one of {sorted(_ZONES)}, not {data['zone']!r}")
        for key in ("cast", "face", "x"):
            if data.get(key) is not None and (not isinstance(data[key], int) or data[key] < 0):
                raise ValueError(f"{key} must be a whole number ≥ 0, not {data[key]!r}")
        copied, melded = data.pop("copy_of", None), data.pop("melded_with", None)
        return cls(zone=Zone(data.pop("zone", "hand")), unlocked=frozenset(data.pop("unlocked", ())),
                   types_added=tuple(data.pop("types_added", ())),
                   abilities_added=tuple(data.pop("abilities_added", ())),
                   copy_of=None if copied is None else GameObject.from_json(copied),
                   melded_with=None if melded is None else Card.from_json(melded), **data)


_ZONES = {z.value for z in Zone}


@dataclass(frozen=True)
class GameObject:
    """A card in a state: what every characteristic is computed from (kb/characteristics.py)."""

    card: Card
    state: ObjectState = ObjectState(zone=Zone.BATTLEFIELD)

    @classmethod
    def from_json(cls, data: Any) -> "GameObject":
        """{"card": <Scryfall card object or {"faces", "layout"}>, "state": {...}} (state defaults to the battlefield)."""
        if not isinstance(data, dict) or "card" not in data:
            raise ValueError('a game object is {"card": {...}, "state": {...}}')
        unknown = set(data) - {"card", "state"}
        if unknown:
            raise ValueError(f"a game object has no key(s) {sorted(unknown)}")
        return cls(Card.from_json(data["card"]), ObjectState.from_json({"zone": "battlefield", **(data.get("state") or {})}))


@dataclass(frozen=True)
class Player:
    """A player, known by name, with what the state-based actions read of them (CR 704.5a–c)."""

    name: str
    life: int = 20
    poison: int = 0  # poison counters (122.1f)
    drew_from_empty_library: bool = False  # since state-based actions were last checked (704.5b)


@dataclass(frozen=True)
class PowerToughnessEffect:
    """An effect of layer 7 (613.4): defining (7a, a characteristic-defining ability), setting (7b), modifying (7c:
    "gets +N/+N") or switching (7d) power and toughness, with its timestamp (613.7)."""

    sublayer: str
    power: int = 0
    toughness: int = 0
    timestamp: int = 0


@dataclass
class Permanent:
    """A card or token on the battlefield (CR 110) with its state and designations."""

    card: Card
    controller: str
    timestamp: int = 0
    is_token: bool = False
    unlocked: frozenset[int] = frozenset()  # Room doors by face index (CR 709.5)
    attached_to: int | None = None  # index of the permanent it enchants/equips, if any
    designations: frozenset[str] = frozenset()
    types_added: tuple[str, ...] = ()  # types effects give it now (a crewed Vehicle: "Artifact Creature")
    counters: dict[str, int] = dataclasses.field(default_factory=dict)  # "+1/+1", "loyalty", "lore"… (122)
    damage: int = 0  # damage marked on it this turn (120.3e, 120.6)
    deathtouch_damage: bool = False  # dealt damage by a source with deathtouch since the last check (704.5h)
    power_toughness_effects: tuple[PowerToughnessEffect, ...] = ()  # layer 7's effects on it (613.4), counters aside

    def state(self) -> "ObjectState":
        """Its state as the characteristics query reads it: on the battlefield, doors unlocked, types added."""
        return ObjectState(zone=Zone.BATTLEFIELD, unlocked=self.unlocked, types_added=self.types_added)

    def as_object(self) -> GameObject:
        """The game object it is: its card in that state (what keywords and damage read)."""
        return GameObject(self.card, self.state())


@dataclass
class Spell:
    """A card or copy on the stack (CR 112); cast_face is the chosen door or Adventure face."""

    card: Card
    controller: str
    cast_face: int | None = None
    as_adventure: bool = False
    is_copy: bool = False
    x: int | None = None


def to_jsonable(value: Any) -> Any:
    """Turn model objects (dataclasses, enums, tuples, sets) into JSON-ready values."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, StrEnum):
        return str(value)
    if isinstance(value, dict):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, (frozenset, set)):
        return sorted((to_jsonable(v) for v in value), key=repr)
    if isinstance(value, (list, tuple)):
        return [to_jsonable(v) for v in value]
    return value


@functools.cache
def type_hints(obj: Any) -> dict[str, Any]:
    """typing.get_type_hints(obj), worked out once a function or class: with postponed annotations each call evaluates
    every annotation's string again (0.2 s of a build's start, over the 698 worked examples)."""
    return typing.get_type_hints(obj)


@functools.cache
def parameter_names(func: Any) -> tuple[str, ...]:
    """The names of a function's parameters, in order (read once a function)."""
    return tuple(inspect.signature(func).parameters)


def from_jsonable(cls: Any, data: Any) -> Any:
    """Build a model object of type cls from JSON-ready data (the inverse of to_jsonable)."""
    origin = typing.get_origin(cls)
    args = typing.get_args(cls)
    if cls is Any or data is None:
        return data
    if origin in (typing.Union, types.UnionType):
        return _from_union([a for a in args if a is not type(None)], data)
    if isinstance(cls, type) and "from_json" in vars(cls):  # a class that knows its own JSON form
        return cls.from_json(data)
    if dataclasses.is_dataclass(cls):
        if not isinstance(data, dict):
            raise ValueError(f"{cls.__name__} expects a JSON object, got {data!r}")
        hints = type_hints(cls)
        names = {f.name for f in dataclasses.fields(cls)}
        unknown = set(data) - names
        if unknown:
            raise ValueError(f"{cls.__name__} has no field(s) {sorted(unknown)}")
        return cls(**{k: from_jsonable(hints[k], v) for k, v in data.items()})
    if origin is tuple:
        item = args[0] if args else Any
        return tuple(from_jsonable(item, v) for v in data)
    if origin is frozenset:
        return frozenset(from_jsonable(args[0] if args else Any, v) for v in data)
    if origin is list:
        return [from_jsonable(args[0] if args else Any, v) for v in data]
    if isinstance(cls, type) and issubclass(cls, StrEnum):
        return cls(data)
    if cls is bool:
        return _truth(data)
    return data


def _truth(data: Any) -> bool:
    """A yes or no: true or false, or SQLite's 1 or 0; anything else ("yes", 2) is refused, never read as true."""
    if isinstance(data, bool):
        return data
    if type(data) is int and data in (0, 1):
        return bool(data)
    raise ValueError(f"{json.dumps(data, ensure_ascii=False)[:40]} is not true or false")


def _from_union(members: list[Any], data: Any) -> Any:
    """The first member type of a union that accepts data (dataclasses for objects, containers for lists).

    When members were tried and none accepts it, that is an error (never the raw JSON passed on).
    """
    if members == [bool]:  # bool | None: a yes or no, or nothing
        return _truth(data)
    errors: list[Exception] = []
    for member in members:
        kind = typing.get_origin(member) or member
        fits = (
            (isinstance(data, dict) and dataclasses.is_dataclass(kind))
            or (isinstance(data, list) and kind in (tuple, frozenset, list))
            or (isinstance(data, str) and isinstance(kind, type) and issubclass(kind, StrEnum))
        )
        if fits:
            try:
                return from_jsonable(member, data)
            except (ValueError, TypeError) as exc:
                errors.append(exc)
    if errors and not any((typing.get_origin(m) or m) in (dict, Any) for m in members):
        names = " | ".join(getattr(m, "__name__", str(m)) for m in members)
        raise ValueError(f"{json.dumps(data, ensure_ascii=False)[:80]} is none of {names}: {errors[-1]}")
    return data


__all__ = [
    "Zone", "ManaCost", "TypeLine", "Face", "Card", "ObjectState", "GameObject", "Player", "PowerToughnessEffect",
    "Permanent", "Spell",
    "to_jsonable", "from_jsonable",
]
