"""An object's characteristics from its card and its state, the CR applied in order (CR 109.3, 613, 702.73a, 708-718).

characteristics(card, state) first picks the copiable values (layer 1: which face or halves exist in this
zone and state, face-down values, prototype values), then applies the type-changing effects it models
(layer 4: "is every creature type", as changeling does). Anything else it would need — a copy effect,
a melded pair, a layout it does not know — raises NotModeled naming the case: never a guess.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from kb.cr_lists import creature_types
from kb.model import Card, Face, GameObject, ManaCost, ObjectState, Permanent, TypeLine, Zone
from kb.rules.cost import COLOR_SYMBOLS, COLORS, mana_value
from kb.rules.registry import NotModeled

# Layouts whose card has one face of characteristics (CR 200-300s); the frame differs, the rules do not.
ONE_FACE = frozenset({"normal", "leveler", "saga", "class", "case", "mutate", "token", "emblem", "battle",
                      "augment", "host", "planar", "scheme", "vanguard"})
WARD_2_FACE_DOWN = frozenset({"disguise", "cloak"})  # face down with ward {2} (702.168a, 701.58a)
CHANGELING = re.compile(r"^Changeling\b(?! \w)")  # the keyword alone on its line, reminder text allowed
PROTOTYPE = re.compile(r"^Prototype (?P<cost>(?:\{[^}]+\})+) [—-] (?P<power>[^/\s]+)/(?P<toughness>\S+)", re.MULTILINE)


@dataclass(frozen=True)
class Characteristics:
    """The characteristics the SQL function returns: names, mana cost and value, colors, types, P/T, rules text."""

    names: tuple[str, ...]
    mana_cost: str
    mana_value: int
    colors: tuple[str, ...]
    card_types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    power: str | None = None
    toughness: str | None = None
    abilities: tuple[str, ...] = ()  # the rules text, one ability a line


@dataclass(frozen=True)
class _Values:
    """Copiable values being assembled: the faces whose characteristics exist, and any overrides."""

    faces: tuple[Face, ...]
    cost_from: tuple[Face, ...] | None = None  # faces whose mana costs give the mana value, if not `faces`
    has_cost: bool = True  # False for a back face: it has no mana cost (712.8c/e) but a mana value
    cost: str | None = None  # prototype's alternative mana cost (718.3b)
    power: str | None = None
    toughness: str | None = None


def characteristics(card: Card, state: ObjectState) -> Characteristics:
    """The object's characteristics in its zone and state (see the module docstring for the order)."""
    values = _copy_values(state.copy_of, state) if state.copy_of is not None else _copiable_values(card, state)
    result = _evaluate(values, state)
    if state.types_added:
        result = _add_types(result, state.types_added)
    if state.abilities_added:  # layer 6 (613.1f): ability-adding effects
        result = replace(result, abilities=result.abilities + state.abilities_added)
    # 613.3: characteristic-defining abilities (changeling, 702.73a) apply first within their layer
    if state.every_creature_type or any(CHANGELING.match(line) for f in values.faces for line in f.abilities):
        return _every_creature_type(result)
    return result


def of_object(obj: GameObject) -> Characteristics:
    """characteristics() of a game object (its card in its state)."""
    return characteristics(obj.card, obj.state)


def of_permanent(permanent: Permanent) -> Characteristics:
    """characteristics() of a permanent (its card on the battlefield, doors unlocked, types added)."""
    return characteristics(permanent.card, permanent.state())


def _add_types(result: Characteristics, added: tuple[str, ...]) -> Characteristics:
    """Layer 4 (613.1d): effects that make the object also these types ("becomes an artifact creature")."""
    lines = [parse_type_line(text) for text in added]
    return replace(result, card_types=_union([result.card_types, *(t.card_types for t in lines)]),
                   subtypes=_union([result.subtypes, *(t.subtypes for t in lines)]),
                   supertypes=_union([result.supertypes, *(t.supertypes for t in lines)]))


def _copy_values(original: GameObject, copier: ObjectState) -> _Values:
    """Layer 1 (613.2a): a copy takes the copiable values of what it copies (707.2), itself maybe a copy, the face that
    is up (707.8); a copy of a transformed back face or of a melded permanent has mana value 0 (202.3b, 712.8e, 712.8g);
    a copy of a Room permanent has both its doors, locked or unlocked by the copy's own designations, which are not
    copied (709.5b, 709.5c, 709.5d: a Room that enters with neither half cast has both locked)."""
    state = original.state
    if state.copy_of is None and original.card.layout == "room" and state.zone == Zone.BATTLEFIELD:
        return _copiable_values(original.card, replace(state, zone=copier.zone, unlocked=copier.unlocked))
    values = _copy_values(state.copy_of, copier) if state.copy_of is not None else \
        _copiable_values(original.card, state)
    if values.cost_from is not None:  # the back face's mana value came from front faces: a copy has none of them
        return replace(values, cost_from=None, has_cost=False)
    return values


def _copiable_values(card: Card, state: ObjectState) -> _Values:
    """Layer 1 (613.2a): which faces' characteristics the object has, per layout, zone and state."""
    zone, layout, faces = state.zone, card.layout, card.faces
    if state.face_down:
        if zone == Zone.EXILE:
            # 406.3a "A card exiled face down has no characteristics"
            return _Values((Face(name="", type_line=""),), has_cost=False)
        # 708.2a "a 2/2 face-down creature with no text, no name, no subtypes, and no mana cost"
        if zone not in (Zone.BATTLEFIELD, Zone.STACK):
            raise NotModeled("a face-down card in a zone other than exile, the battlefield and the stack (CR 406.3a "
                             "and 708.2 cover those)")
        # 702.168a, 701.58a: a disguised or cloaked permanent also has ward {2}
        listed = ("Ward {2}",) if state.face_down_by in WARD_2_FACE_DOWN else ()
        return _Values((Face(name="", type_line="Creature", abilities=listed),), power="2", toughness="2")
    on_stack, on_battlefield = zone == Zone.STACK, zone == Zone.BATTLEFIELD
    if layout in ONE_FACE or layout == "prototype":
        _faces(card, 1)
        if layout == "prototype" and state.prototyped and (on_stack or on_battlefield):
            return _prototyped(faces[0])  # 718.3b; elsewhere 718.4: only its normal characteristics
        return _Values(faces)
    if layout in ("split", "room", "aftermath"):  # aftermath: a split card (702.127a), MTGJSON's layout name
        _faces(card, 2)
        if on_stack and not state.fused:
            # 709.3b "While on the stack, only the characteristics of the half being cast exist."
            return _Values((faces[_chosen(state.cast, 2, "half cast")],))
        if layout == "room" and on_battlefield:
            # 709.5: a locked door has no name, mana cost or rules text; 709.5a the type line is shared
            open_doors = tuple(f for i, f in enumerate(faces) if i in state.unlocked)
            return _Values(open_doors or (Face(name="", type_line=faces[0].type_line),), has_cost=bool(open_doors))
        return _Values(faces)  # 709.4 (and 709.4d for a fused split spell)
    if layout == "flip":
        _faces(card, 2)
        if on_battlefield and _chosen(state.face, 2, "face up") == 1:
            # 710.1b-c the alternative name, text, type line and P/T; "color and mana cost don't change"
            return _Values((replace(faces[1], mana_cost=faces[0].mana_cost, color_indicator=faces[0].color_indicator),))
        return _Values(faces[:1])  # 710.2
    if layout in ("transform", "modal_dfc", "double_faced_token", "reversible_card"):
        _faces(card, 2)
        if not (on_stack or on_battlefield):
            return _Values(faces[:1])  # 712.8a "only the characteristics of its front face"
        up = _chosen(state.cast if on_stack and state.cast is not None else state.face, 2, "face up")
        if up == 1 and layout == "transform":
            # 712.8c/e the back face's characteristics, "its mana value is calculated using the mana cost of its
            # front face" (202.3b); the back face itself has no mana cost
            return _Values(faces[1:], cost_from=faces[:1], has_cost=False)
        return _Values(faces[up:up + 1])  # 712.8d/f
    if layout == "meld":
        _faces(card, 2)
        if on_battlefield and state.face == 1:
            if state.melded_with is None:
                raise NotModeled("a melded permanent: its characteristics are the combined back face of both cards "
                                 "and its mana value the sum of both front faces (CR 712.8g); give the other card "
                                 "(state key 'melded_with')")
            _faces(state.melded_with, 2)
            # 712.8g "only the characteristics of the combined back face, and its mana value is the sum of the mana
            # values of its front faces"
            return _Values(faces[1:], cost_from=(faces[0], state.melded_with.faces[0]), has_cost=False)
        return _Values(faces[:1])  # 712.8a-b
    if layout in ("adventure", "omen"):
        _faces(card, 2)
        if on_stack and _chosen(state.cast or 0, 2, "face cast") == 1:
            # 715.3b "only its alternative characteristics"; 720.3b "While on the stack as an Omen, the spell has
            # only its alternative characteristics."
            return _Values(faces[1:])
        return _Values(faces[:1])  # 715.4; 720.4 "In every zone except the stack ... only its normal characteristics"
    raise NotModeled(f"the {layout!r} layout")


def _faces(card: Card, count: int) -> None:
    """Check the card has the number of faces its layout has."""
    if len(card.faces) != count:
        raise ValueError(f"a {card.layout} card has {count} face(s), {card.name!r} has {len(card.faces)}")


def _chosen(index: int | None, count: int, what: str) -> int:
    """A face or half index that must be given and exist."""
    if index is None:
        raise NotModeled(f"which {what} (state key 'cast' or 'face'): a split card's characteristics on the stack "
                         "are those of the half cast (CR 709.3b)")
    if not 0 <= index < count:
        raise ValueError(f"{what} {index} does not exist: this card has {count}")
    return index


def _prototyped(face: Face) -> _Values:
    """718.3b: only the alternative power, toughness and mana cost (and the colors of that mana cost)."""
    found = next(filter(None, (PROTOTYPE.match(line) for line in face.abilities)), None)
    if found is None:
        raise ValueError(f"{face.name!r} has no 'Prototype {{cost}} — P/T' ability")
    return _Values((face,), cost=found["cost"], power=found["power"], toughness=found["toughness"])


def _evaluate(values: _Values, state: ObjectState) -> Characteristics:
    """Names, mana cost and value, colors, types and P/T from the chosen faces (709.4a-c combine halves)."""
    faces = values.faces
    cost = values.cost if values.cost is not None else "".join(f.mana_cost for f in faces) if values.has_cost else ""
    cost_faces = values.cost_from or faces
    value_cost = values.cost if values.cost is not None else "".join(f.mana_cost for f in cost_faces)
    # 202.3e X is its chosen value on the stack, 0 elsewhere
    x = state.x if state.zone == Zone.STACK else None
    if state.zone == Zone.STACK and "{X}" in value_cost.upper() and x is None:
        raise NotModeled("the value of X (state key 'x'): on the stack it counts in the mana value (CR 202.3e)")
    types = [parse_type_line(f.type_line) for f in faces]
    return Characteristics(
        names=tuple(f.name for f in faces if f.name),
        mana_cost=str(ManaCost.parse(cost)),
        mana_value=mana_value(value_cost, x) if values.has_cost or values.cost_from else 0,
        colors=colors_of(cost, [c for f in faces for c in f.color_indicator]),
        card_types=_union(t.card_types for t in types),
        subtypes=_union(t.subtypes for t in types),
        supertypes=_union(t.supertypes for t in types),
        power=values.power if values.power is not None else faces[0].power if len(faces) == 1 else None,
        toughness=values.toughness if values.toughness is not None else faces[0].toughness if len(faces) == 1 else None,
        abilities=tuple(a for f in faces for a in f.abilities),
    )


def parse_type_line(text: str) -> TypeLine:
    """A type line with two-word creature types kept whole ("Time Lord", CR 205.3m)."""
    line = TypeLine.parse(text)
    words, subtypes, i = line.subtypes, [], 0
    while i < len(words):
        pair = " ".join(words[i:i + 2])
        if pair in creature_types():
            subtypes.append(pair)
            i += 2
        else:
            subtypes.append(words[i])
            i += 1
    return TypeLine(line.supertypes, line.card_types, tuple(subtypes))


def colors_of(cost: str, indicator: list[str] | tuple[str, ...] = ()) -> tuple[str, ...]:
    """202.2: the colors of the mana symbols (hybrid and Phyrexian: each color in them, 202.2d), plus the color
    indicator (202.2e), in WUBRG order."""
    found = {c for symbol in ManaCost.parse(cost).symbols for c in symbol.split("/") if c in COLOR_SYMBOLS}
    found |= {c for c in indicator if c in COLOR_SYMBOLS}
    return tuple(c for c in COLORS if c in found)


def _union(groups) -> tuple[str, ...]:
    """The items of several tuples, each once, in first-seen order (709.4c: each type on either half)."""
    seen: dict[str, None] = {}
    for group in groups:
        seen.update(dict.fromkeys(group))
    return tuple(seen)


def _every_creature_type(result: Characteristics) -> Characteristics:
    """Layer 4 (613.1d): "This object is every creature type" (702.73a), for an object that can have them:
    205.3d an object can't have a subtype that doesn't correspond to one of its types (creature, kindred)."""
    if not {"Creature", "Kindred", "Tribal"} & set(result.card_types):
        return result
    others = tuple(s for s in result.subtypes if s not in creature_types())
    return replace(result, subtypes=others + tuple(sorted(creature_types())))


def characteristics_json(card: dict, state: dict | None = None) -> dict[str, Any]:
    """The SQL function characteristics(card_json, state_json): a Scryfall card object (or the model's
    {"faces", "layout"}) and a state; JSON with names, mana_cost, mana_value, colors, card_types, subtypes,
    supertypes (and power, toughness)."""
    from kb.model import to_jsonable

    return to_jsonable(characteristics(Card.from_json(card), ObjectState.from_json(state)))


def keywords(obj: GameObject) -> frozenset[str]:
    """The object's ability lines and their keywords (separated by commas, or by semicolons as older Oracle texts do:
    "Haste; horsemanship"), lower case, without reminder text: "Flying, vigilance (…)" gives "flying" and
    "vigilance"; "Protection from red" stays whole (702.1)."""
    found = set()
    for line in of_object(obj).abilities:
        bare = re.sub(r"\s*\([^()]*\)", "", line).strip().rstrip(".").lower()
        found.add(bare)
        found.update(part.strip() for part in re.split(r"[,;]", bare))
    return frozenset(found)

