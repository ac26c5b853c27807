"""Face-down spells and permanents (CR 708): morph, manifest, disguise and cloak make a 2/2 with no name, text or mana
cost (708.2a); what turning one face up or moving it does (708.3, 708.8, 708.9)."""
from __future__ import annotations

from kb.characteristics import Characteristics, characteristics
from kb.model import Card, Face, ObjectState, Zone
from kb.rules.registry import predicate

HOW = ("", "morph", "megamorph", "manifest", "manifest dread", "disguise", "cloak", "foretell", "an effect")
EVENTS = ("enters face up", "enters face down", "turned face up")
UNSEEN = Card((Face(name="(the face-down card)"),))  # whatever card it is: face down, none of it is seen (708.2)


@predicate("face_down", cr=["708.2", "708.2a", "702.37a", "701.40a", "702.168a", "701.58a", "202.3a"])
def face_down_characteristics(how: str = "", zone: Zone = Zone.BATTLEFIELD) -> Characteristics:
    """The characteristics of a face-down spell or permanent: a 2/2 creature with no name, no text, no subtypes and
    no mana cost (so colorless, mana value 0), and ward {2} when disguise or cloak put it face down (708.2a, 702.37a,
    701.40a, 702.168a, 701.58a).

    how: what turned it face down ("morph", "manifest", "disguise", "cloak", …); zone: the battlefield or the stack.
    """
    if how not in HOW:
        raise ValueError(f"how must be one of {HOW}, not {how!r}")
    if zone not in (Zone.BATTLEFIELD, Zone.STACK):
        raise ValueError("a face-down spell or permanent is on the stack or the battlefield (708.2); a card exiled "
                         "face down has no characteristics at all (406.3a)")
    return characteristics(UNSEEN, ObjectState(zone=zone, face_down=True, face_down_by=how))


@predicate("face_down", cr=["708.3", "708.8", "603.6a", "400.7"])
def enters_abilities_apply(event: str) -> dict[str, bool]:
    """Whether a permanent's "enters" abilities (triggered, or static "as this enters") apply: not when it enters face
    down, since it has none then (708.3), nor when it is turned face up, since it is the same object and has already
    entered (708.8); only when it enters face up.

    event: "enters face up", "enters face down" or "turned face up". Answers {"enters_abilities_apply",
    "new_object"}.
    """
    if event not in EVENTS:
        raise ValueError(f"event must be one of {EVENTS}, not {event!r}")
    return {"enters_abilities_apply": event == "enters face up", "new_object": event != "turned face up"}


@predicate("face_down", cr=["708.9", "400.7"])
def face_down_revealed(from_zone: Zone, to_zone: Zone) -> bool:
    """Whether a face-down object's owner must reveal it as it moves: a face-down permanent leaving the battlefield for
    any zone, or a face-down spell leaving the stack for any zone but the battlefield (708.9)."""
    if from_zone == to_zone:
        raise ValueError(f"an object that stays in the {from_zone} changes no zone")
    if from_zone == Zone.BATTLEFIELD:
        return True
    if from_zone == Zone.STACK:
        return to_zone != Zone.BATTLEFIELD
    raise ValueError("only a face-down spell (on the stack) or permanent (on the battlefield) is revealed by 708.9")
