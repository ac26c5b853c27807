"""Types (CR 205): what a player may choose as a type or color, whether objects share a type, and how many card types
are among cards (delirium, Tarmogoyf) — each list read from the newest CR edition shipped."""
from __future__ import annotations

from functools import cache

from kb.characteristics import parse_type_line
from kb.cr_lists import creature_types, types_of_kind
from kb.rules.colors import COLOR_NAMES
from kb.rules.registry import predicate
from kb.rules.words import choice, plain

KINDS = ("color", "card type", "supertype", "subtype", "creature type", "basic land type", "land type",
         "artifact type", "enchantment type", "planeswalker type", "spell type", "battle type")
KIND_WORDS = {"colour": "color", "type": "card type", "card types": "card type", "creature types": "creature type",
              "basic land": "basic land type", "basic land types": "basic land type", "land types": "land type",
              "supertypes": "supertype", "subtypes": "subtype"}
SUBTYPE_KINDS = ("creature type", "land type", "artifact type", "enchantment type", "planeswalker type", "spell type",
                 "battle type")
OLD_NAMES = {"tribal": "kindred"}  # 205.2a's kindred was printed and ruled on as "tribal" until 2024
SHARED = ("card type", "creature type", "subtype", "supertype")


def _kind(kind: str, kinds: tuple[str, ...]) -> str:
    """The kind of type a call names, or ValueError listing the kinds."""
    found = choice(kind, kinds, KIND_WORDS)
    if found is None:
        raise ValueError(f"kind is one of {kinds}, not {kind!r}")
    return found


def _lower_list(kind: str) -> frozenset[str]:
    """The CR's list of a kind, lower case (205.2a, 205.3g–q, 205.3m, 205.4a)."""
    if kind == "subtype":
        return frozenset(t.lower() for k in SUBTYPE_KINDS for t in types_of_kind(k))
    return frozenset(t.lower() for t in types_of_kind(kind))


_known = cache(_lower_list)  # made once a process (a call, not a decorator: see registry.py's source_file)


@predicate("types", cr=["105.4", "205.2a", "205.3e", "205.3g", "205.3i", "205.3m", "205.4a"])
def may_choose(kind: str, word: str) -> bool:
    """Whether a player told to choose a color, a card type, a creature type or another kind of type may choose this
    word: a color is one of the five, never "colorless", "multicolored", "gold" or "artifact" (105.4); a subtype is one,
    and only one, existing subtype of the kind asked for — "Cat Warrior" is two creature types, "Vehicle" or "Clue" an
    artifact type, "Curse" an enchantment type, so none is a creature type —, and card types and supertypes are never
    subtypes (205.3e, 205.3m); "tribal" is the card type kindred's old name (205.2a).

    kind: "color", "card type", "supertype", "subtype" (of any kind), "creature type", "basic land type", "land type",
    "artifact type", "enchantment type", "planeswalker type", "spell type" or "battle type"; word: what the player
    names ("Goat", "legendary", "colorless"). Answers True or False.
    """
    said = plain(word)
    found = _kind(kind, KINDS)
    if found == "color":  # 105.4 "'Multicolored' is not a color. Neither is 'colorless.'"
        return said in COLOR_NAMES.values()
    return OLD_NAMES.get(said, said) in _known(found)


def _types(type_line: str, kind: str, every_creature_type: bool) -> set[str]:
    """The types of a kind on one type line, lower case; a split card's "//" halves both count (709.4c)."""
    found: set[str] = set()
    for half in type_line.split("//"):
        line = parse_type_line(half)
        card_types = {OLD_NAMES.get(t.lower(), t.lower()) for t in line.card_types}
        if kind == "card type":
            found |= card_types & _known("card type")
        elif kind == "supertype":
            found |= {t.lower() for t in line.supertypes}
        else:
            subtypes = {t.lower() for t in line.subtypes}
            # 702.73a changeling: every creature type, for an object that can have them (205.3d: creature, kindred)
            if every_creature_type and card_types & {"creature", "kindred"}:
                subtypes |= {t.lower() for t in creature_types()}
            found |= subtypes & _known("creature type") if kind == "creature type" else subtypes
    return found


@predicate("types", cr=["205.2b", "205.3c", "205.3d", "205.3m", "702.73a", "708.2"])
def shares_type(kind: str, type_lines: list[str] | tuple[str, ...],
                every_creature_type: list[int] | tuple[int, ...] = ()) -> bool:
    """Whether objects share a card type, a creature type, a subtype or a supertype: at least one type of that kind
    that every one of them has, whatever else they have (an artifact creature and an enchantment creature share a
    card type; an Elf Warrior, an Elf Wizard and a changeling share a creature type); an object with none — a
    face-down creature, a creature with no creature types — shares none with anything, and an object shares its
    types with itself (205.2b, 702.73a, 708.2).

    kind: "card type", "creature type", "subtype" or "supertype"; type_lines: one per object ("Creature — Elf
    Warrior", "Artifact Creature — Golem", "Creature" for a face-down one), two or more; every_creature_type: the
    indices of those that are every creature type (changeling, Mistform Ultimus). Answers True or False.
    """
    found = _kind(kind, SHARED)
    if len(type_lines) < 2:
        raise ValueError("sharing a type takes two objects or more (an object and itself: give its type line twice)")
    if any(i not in range(len(type_lines)) for i in every_creature_type):
        raise ValueError(f"every_creature_type holds indices of type_lines, 0 to {len(type_lines) - 1}")
    common = None
    for i, line in enumerate(type_lines):
        types = _types(line, found, i in every_creature_type)
        common = types if common is None else common & types
    return bool(common)


@predicate("types", cr=["205.2a", "205.2b", "205.3m", "205.4a", "709.4c"])
def card_types_among(type_lines: list[str] | tuple[str, ...]) -> dict[str, object]:
    """The card types among some cards, as delirium and Tarmogoyf count them: each card type once however many cards
    have it, an artifact creature counting as both, a split card's two halves each, kindred (tribal) too; supertypes
    (legendary, basic, snow) and subtypes (Equipment, Aura, Human) are not card types and count for nothing (205.2a,
    205.4a, 709.4c).

    type_lines: one per card ("Artifact Creature — Golem", "Legendary Land", "Instant // Sorcery"). Answers
    {"card_types": the card types in alphabetical order, "count": how many}.
    """
    found = sorted(set().union(*(_types(line, "card type", False) for line in type_lines)))
    return {"card_types": found, "count": len(found)}
