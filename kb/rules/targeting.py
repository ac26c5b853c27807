"""Targeting (CR 115): who can be targeted (hexproof, shroud, protection, ward), the same target twice, what a spell
does when its targets are illegal as it resolves (608.2b), and when its choices are made (601.2, 608.2)."""
from __future__ import annotations

import re

from kb.cr_lists import keywords_that_target
from kb.rules.registry import predicate

# when each choice of a spell or ability is made: as it's cast/activated/put on the stack, or as it resolves
AS_CAST = frozenset({"targets", "modes", "x in its cost", "additional or alternative costs", "division among targets",
                     "how to pay its costs"})  # 601.2b-h, 603.3d
AS_IT_RESOLVES = frozenset({"information from the game", "choices its effect offers", "x it asks to pay",
                            "ward's x", "objects its effect affects"})  # 608.2h, 608.2d, 702.21b, 611.2c
# the same choices in other words: what is announced while casting (601.2b-g), what the effect reads or offers later
CAST_WORDS = re.compile(r"^(?:x|the value of x|value of x)$|\btargets?\b|\bmodes?\b|\bkick|\b(?:additional|alternative) cost"
                        r"|\bhow [\w ]{0,40}\b(?:is|are|will be) paid\b|\bdivi(?:de|sion)")
RESOLUTION_WORDS = re.compile(r"\binformation\b|\bfrom the game\b|\bwho controls\b|\bnumbers? of\b|\bhow many\b"
                              r"|\bcount|\bpower\b|\btoughness\b|\blife total\b|\bwhich\b"
                              r"|\bwhether to\b|\bon resolution\b|\bas it resolves\b|\baffect(?:s|ed)\b")
# what the game says of a target (its power, its controller): information read as it resolves (608.2h), not the target
OF_A_TARGET = re.compile(r"\btarget\w*(?: \w+)?['’]s? (?:power|toughness|mana value|life total|controller|colou?rs?)\b")
PROTECTION = re.compile(r"^(hexproof|protection) from (.+)$")


@predicate("targeting", cr=["608.2b"])
def resolution_with_targets(targets_legal: list[bool]) -> dict[str, object]:
    """What a spell or ability does as it tries to resolve when some or all of its targets are illegal (left the zone,
    gained hexproof or protection, no longer fit the targeting criteria): none legal, it doesn't resolve and none of
    its effects happen; some legal, it resolves but doesn't affect the illegal ones or use them to determine anything
    (608.2b); one without targets (Fireball cast with none) isn't checked, and resolves.

    targets_legal: one entry a target, True while it is legal. Answers {"resolves", "affects": the legal ones' indexes}.
    """
    legal = [i for i, ok in enumerate(targets_legal) if ok]
    return {"resolves": bool(legal) or not targets_legal, "affects": legal}


PUT_ON_STACK = {"spell": "can't be cast", "activated": "can't be activated", "triggered": "removed from the stack"}


@predicate("targeting", cr=["601.2", "601.2c", "602.2b", "603.3d"])
def targets_can_be_chosen(kind: str, required: list[int], legal: list[int], up_to: bool = False) -> dict[str, object]:
    """Whether a spell can be cast, an ability activated or a triggered ability put on the stack with the targets it
    requires: every target is chosen, legally, as it goes on the stack (601.2c), so a spell or activated ability
    without enough legal targets can't be cast or activated (601.2, 602.2b), and a triggered ability is removed from
    the stack (603.3d); "up to N" or "any number of" targets may be fewer, none included.

    kind: "spell", "activated" or "triggered"; required: for each instance of the word "target", how many it requires
    ("three target creatures": 3, each one different); legal: how many different legal choices each instance has.
    Answers {"allowed", "outcome": "put on the stack" or, when not allowed, "can't be cast", "can't be activated" or
    "removed from the stack", "targets": how many are chosen for each instance, [] when not allowed}.
    """
    if kind not in PUT_ON_STACK:
        raise ValueError(f"kind must be one of {tuple(PUT_ON_STACK)}, not {kind!r}")
    if len(required) != len(legal) or min([*required, *legal], default=0) < 0:
        raise ValueError("required and legal give one count for each instance of the word target")
    allowed = up_to or all(have >= need for need, have in zip(required, legal))
    return {"allowed": allowed, "outcome": "put on the stack" if allowed else PUT_ON_STACK[kind],
            "targets": [min(need, have) for need, have in zip(required, legal)] if allowed else []}


@predicate("targeting", cr=["115.3"])
def may_choose_same_target(chosen: list[list[str]]) -> bool:
    """Whether the same object or player can be chosen for two targets: never twice for one instance of the word
    "target", once for each instance when the text says "target" several times (115.3).

    chosen: for each instance of "target", the objects or players chosen for it ("two target creatures" is one).
    """
    return all(len(set(names)) == len(names) for names in chosen)


@predicate("targeting", cr=["702.11b", "702.11c", "702.11d", "702.18a", "702.16b", "702.21a"])
def can_be_targeted(target_abilities: list[str], by_opponent: bool, source_qualities: list[str] = ()) -> bool:
    """Whether a permanent or player can be the target of a spell or ability: hexproof stops only opponents' spells and
    abilities, shroud all of them, protection from a quality those with that quality; ward doesn't stop targeting
    but counters unless its cost is paid (702.11b, 702.18a, 702.16b, 702.21a).

    target_abilities: its abilities ("Hexproof", "Protection from red", "Hexproof from black", "Ward {2}");
    by_opponent: the spell or ability is an opponent's; source_qualities: the source's colors, types ("red",
    "instant", "creature"), for protection and "hexproof from".
    """
    qualities = {q.lower() for q in source_qualities}
    for ability in (a.strip().rstrip(".").lower() for a in target_abilities):
        if ability == "shroud" or (ability == "hexproof" and by_opponent):
            return False
        if found := PROTECTION.match(ability):
            kind, quality = found.groups()
            if kind == "hexproof" and not by_opponent:
                continue
            if quality == "everything" or has_quality(quality, qualities):
                return False
    return True


def has_quality(quality: str, qualities: set[str]) -> bool:
    """Whether a protection or hexproof quality ("red", "creatures", "white and from blue") names any of these
    qualities, in either number."""
    named = {q.strip().removeprefix("from ").removesuffix("s") for q in re.split(r",| and ", quality) if q.strip()}
    if "all color" in named or "each color" in named:  # 702.16c "protection from all colors" is from each color
        named |= set(COLORS)
    return any(q.removesuffix("s") in named for q in qualities)


COLORS = ("white", "blue", "black", "red", "green")
COLOR_NAMES = dict(zip("WUBRG", COLORS))


def qualities_of(characteristics) -> set[str]:
    """The qualities protection and "hexproof from" name that an object's characteristics have: its colors (or
    colorless), card types and subtypes, in lower case (702.16a)."""
    found = {COLOR_NAMES[c] for c in characteristics.colors} or {"colorless"}
    return found | {t.lower() for t in (*characteristics.card_types, *characteristics.subtypes)}


@predicate("targeting", cr=["601.2b", "601.2c", "603.3d", "608.2h", "608.2d", "611.2c", "702.21b"])
def when_chosen(choice: str) -> str:
    """When a choice or value of a spell or ability is fixed: targets, modes, X and how a cost is paid as it's cast,
    activated or put on the stack (601.2b–c, 603.3d); information it reads from the game (numbers of cards, power,
    who controls what), the objects its effect affects and choices its effect offers only as it resolves (608.2h,
    608.2d, 611.2c).

    Answers "as it's put on the stack" or "as it resolves".
    """
    named = " ".join(choice.lower().split())
    if OF_A_TARGET.search(named):
        return "as it resolves"
    if named in AS_CAST or (named not in AS_IT_RESOLVES and CAST_WORDS.search(named)):
        return "as it's put on the stack"
    if named in AS_IT_RESOLVES or RESOLUTION_WORDS.search(named):
        return "as it resolves"
    raise ValueError(f"unknown choice {choice!r}; known: {sorted(AS_CAST | AS_IT_RESOLVES)}")


@predicate("targeting", cr=["115.1", "601.2c"])
def fits_target_phrase(phrase: str, tapped: bool, controller_is_you: bool = True) -> bool:
    """Whether an object fits a "target [something]" phrase: only the words of the phrase count (its types, "tapped"
    or "untapped", "you control" or "an opponent controls"), so a spell that untaps, taps or pumps can target a
    creature already in that state (115.1, 601.2c).

    phrase: the targeting words ("target creature", "target tapped creature", "target land you control").
    """
    words = phrase.lower().split()
    if ("untapped" in words and tapped) or ("tapped" in words and not tapped):
        return False
    if " you control" in " " + phrase.lower() and not controller_is_you:
        return False
    return not (("opponent controls" in phrase.lower() or "you don't control" in phrase.lower()) and controller_is_you)



# Keyword abilities whose rules target though their words don't say "target": 702.6a equip, 702.67a fortify,
# 702.151a reconfigure ("attach … to target creature"), 702.5a/303.4a an Aura spell's enchant, 702.103a bestow,
# 702.140a mutate ("targets a non-Human creature")
TARGETING_KEYWORDS = re.compile(r"^(?:equip|fortify|reconfigure|enchant|bestow|mutate)\b", re.IGNORECASE)


@predicate("targeting", cr=["115.10", "115.10a", "702.11b", "702.18a", "702.6a"])
def uses_targets(text: str) -> bool:
    """Whether a spell or ability targets: only what its text calls "target", or what its keyword's rule targets
    (equip, enchant, bestow, mutate, and those whose CR 702 rule says "target": modular, provoke…); anything else it
    affects is chosen as it resolves, not targeted, so hexproof, shroud, ward and protection's "can't be the target"
    don't stop that choice (115.10a, 702.11b, 702.18a).

    text: the ability's or spell's text ("Destroy target creature.", "Each player sacrifices a creature.", "Equip {2}").
    """
    line = text.strip().lower()
    return bool(re.search(r"\btargets?\b", line)) or bool(TARGETING_KEYWORDS.search(line)) \
        or any(re.match(rf"{re.escape(name)}\b", line) for name in keywords_that_target())  # 702.43a modular
