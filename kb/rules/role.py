"""Roles (CR 303.7): the Role tokens, the one-Role-per-controller rule, and when a Role is created at all."""
from __future__ import annotations

import re

from kb.characteristics import of_permanent
from kb.model import Card, Face, Permanent
from kb.rules.registry import NotModeled, predicate

ROLE_TYPE_LINE = "Enchantment — Aura Role"

# 111.10j-r: each predefined Role token is "a colorless Aura Role enchantment token named [name] with
# enchant creature and" these abilities.
ROLE_ABILITIES: dict[str, tuple[str, ...]] = {
    "Cursed": ("Enchanted creature has base power and toughness 1/1.",),
    "Monster": ("Enchanted creature gets +1/+1 and has trample.",),
    "Royal": ("Enchanted creature gets +1/+1 and has ward {1}.",),
    "Sorcerer": ("Enchanted creature gets +1/+1 and has “Whenever this creature attacks, scry 1.”",),
    "Virtuous": ("Enchanted creature gets +1/+1 for each enchantment you control.",),
    "Wicked": (
        "Enchanted creature gets +1/+1.",
        "When this token is put into a graveyard from the battlefield, each opponent loses 1 life.",
    ),
    "Young Hero": (
        "Enchanted creature has “Whenever this creature attacks, if its toughness is 3 or less, "
        "put a +1/+1 counter on it.”",
    ),
}


def _creature(name: str) -> Card:
    """A vanilla creature card for examples."""
    return Card((Face(name, "{1}{G}", "Creature — Bear", (), "2", "2"),))  # pragma: no mutate


def _creature_with(ability: str, type_line: str = "Creature — Human Knight") -> Card:
    """A creature card for examples with one keyword ability."""
    return Card((Face("Test Subject", "{1}{W}", type_line, (ability,), "2", "2"),))  # pragma: no mutate


def _role(kind: str, controller: str, timestamp: int, attached_to: int = 0) -> Permanent:
    """A Role token permanent for examples."""
    role = role_token_card(kind)  # pragma: no mutate
    return Permanent(role, controller, timestamp, is_token=True, attached_to=attached_to)  # pragma: no mutate


@predicate("role", cr=["111.10j", "111.10k", "111.10m", "111.10n", "111.10p", "111.10q", "111.10r", "303.7"])
def role_token_card(kind: str) -> Card:
    """The characteristics of a predefined Role token ("Monster", "Young Hero", ...)."""
    if kind not in ROLE_ABILITIES:
        raise ValueError(f"no predefined Role token named {kind!r}; known: {sorted(ROLE_ABILITIES)}")
    # 111.10j: "a colorless Aura Role enchantment token named Cursed with enchant creature and ..."
    return Card((Face(kind, "", ROLE_TYPE_LINE, ("Enchant creature",) + ROLE_ABILITIES[kind]),))


def _is_role(permanent: Permanent) -> bool:
    """Whether a permanent is a Role (an Aura with the Role subtype)."""
    return any("Role" in face.types.subtypes for face in permanent.card.faces)


def _chosen_survivor(tied: list[int], kept: list[int] | None) -> int:
    """The one Role among simultaneous newest ones that their controller chose to keep."""
    chosen = [i for i in tied if i in (kept or ())]
    if len(chosen) != 1:
        raise ValueError(f"Roles {tied} have the same newest timestamp: `kept` must name exactly one of them")
    return chosen[0]


@predicate("role", cr=["303.7a", "704.5y", "613.7e", "613.7m"])
def roles_put_into_graveyard(battlefield: list[Permanent], kept: list[int] | None = None) -> tuple[int, ...]:
    """Indices of the Roles the Role state-based action puts into graveyards; `kept` resolves ties."""
    # 303.7a: "If a permanent has more than one Role controlled by the same player attached to it, each of
    # those Roles except the one with the most recent timestamp is put into its owner's graveyard."
    groups: dict[tuple[int, str], list[int]] = {}
    for i, permanent in enumerate(battlefield):
        if _is_role(permanent) and permanent.attached_to is not None:
            groups.setdefault((permanent.attached_to, permanent.controller), []).append(i)
    doomed: list[int] = []
    for roles in groups.values():
        newest = max(battlefield[i].timestamp for i in roles)
        tied = [i for i in roles if battlefield[i].timestamp == newest]
        # Roles attached at the same time: their controller chooses which one to keep (613.7m orders them).
        survivor = tied[0] if len(tied) == 1 else _chosen_survivor(tied, kept)
        doomed.extend(i for i in roles if i != survivor)
    return tuple(sorted(doomed))


# Protection qualities a colorless Aura Role enchantment token has, and ones it can't have.
_ROLE_QUALITIES = frozenset({"enchantments", "auras", "colorless", "everything"})
_NOT_ROLE_QUALITIES = frozenset({
    "white", "blue", "black", "red", "green", "multicolored", "monocolored", "each color", "all colors",
    "artifacts", "creatures", "lands", "planeswalkers", "instants", "sorceries",
})


def _keywords(permanent: Permanent) -> set[str]:
    """The permanent's keyword abilities (read through its characteristics), lower-cased, one per keyword."""
    found: set[str] = set()
    for ability in of_permanent(permanent).abilities:
        line = re.sub(r"\([^)]*\)", "", ability).strip().rstrip(".").lower()
        found.update(part.strip() for part in line.split(",") if "." not in line)
    return found


def _protections(keywords: set[str]) -> set[str]:
    """The qualities of the permanent's protection abilities."""
    return {k.removeprefix("protection from ") for k in keywords if k.startswith("protection from ")}


def _can_be_enchanted_by_role(permanent: Permanent, keywords: set[str]) -> bool:
    """Whether a Role (enchant creature; colorless Aura enchantment) can legally enchant the permanent."""
    if "Creature" not in of_permanent(permanent).card_types:
        return False
    qualities = _protections(keywords)
    unknown = qualities - _ROLE_QUALITIES - _NOT_ROLE_QUALITIES
    if unknown:
        raise NotModeled(f"protection from {sorted(unknown)} against a Role")
    return not qualities & _ROLE_QUALITIES


def _legal_target(permanent: Permanent, creator: str, keywords: set[str]) -> bool:
    """Whether the permanent (a creature: see _can_be_enchanted_by_role) is still a legal "target creature"."""
    # 702.18a: shroud: "can't be the target of spells or abilities"; 702.11b: hexproof: "can't be the
    # target of spells or abilities your opponents control"
    if "shroud" in keywords or ("hexproof" in keywords and permanent.controller != creator):
        return False
    if any(k.startswith("hexproof from") for k in keywords) or _protections(keywords):
        raise NotModeled("hexproof from / protection from a quality against the Role-creating source")
    return True


@predicate("role", cr=["303.4i", "702.16c", "608.2b", "702.11b", "702.18a", "115.10a", "702.122a", "715.4"])
def role_token_created(enchanted: Permanent, creator: str, targeted: bool) -> bool:
    """Whether a resolving spell or ability creates its Role token attached to `enchanted` (as it is now)."""
    keywords = _keywords(enchanted)
    # 303.4i: attached to an object "it can't legally enchant ... If the Aura is a token, it isn't created."
    # 702.16c: "A permanent ... with protection can't be enchanted by Auras that have the stated quality."
    if not _can_be_enchanted_by_role(enchanted, keywords):
        return False
    # 608.2b: "If all its targets ... are now illegal, the spell or ability doesn't resolve." (The
    # permanent is taken to be the only target.) 115.10a: an affected object that isn't targeted isn't
    # a target, so hexproof and shroud don't matter then.
    return not targeted or _legal_target(enchanted, creator, keywords)


__all__ = ["ROLE_ABILITIES", "role_token_card", "roles_put_into_graveyard", "role_token_created"]
