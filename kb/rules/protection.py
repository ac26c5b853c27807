"""Protection (CR 702.16): what a quality stops — damage, enchanting and equipping, blocking, targeting ("DEBT") —
and what it doesn't (an effect that doesn't target, damage from another source, a player's own permanents)."""
from __future__ import annotations

from kb.rules.registry import predicate
from kb.rules.words import choice

STOPPED = {  # what protection from a quality stops, for a source or object with that quality (702.16b-f)
    "damage": "prevented",  # 702.16e
    "enchant": "can't be attached; attached ones go to the graveyard",  # 702.16c (an Aura)
    "equip": "can't be attached; attached ones become unattached",  # 702.16d (an Equipment or Fortification)
    "block": "can't block it",  # 702.16f: creatures with the quality can't block an attacker with protection
    "target": "can't be targeted",  # 702.16b
}
NOT_STOPPED = ("untargeted effect", "sacrifice", "destroy all", "life loss", "counters")
WORDS = {  # the doc's words for them
    "fortify": "equip", "targeted": "target", "targeting": "target", "blocking": "block", "combat damage": "damage",
    "destroy all creatures": "destroy all", "each player sacrifices": "sacrifice", "lose life": "life loss",
    "loses life": "life loss", "counters put on it": "counters", "an effect that doesn't target": "untargeted effect",
}


@predicate("protection", cr=["702.16a", "702.16b", "702.16c", "702.16d", "702.16e", "702.16f", "702.16j", "702.16k"])
def protection_stops(what: str, has_quality: bool = True) -> dict[str, object]:
    """What protection from a quality does to something with that quality: its damage is prevented, it can't enchant,
    equip or fortify, it can't block the attacker with protection, it can't target (702.16b–f: "DEBT"); nothing else —
    an effect that doesn't target ("destroy all creatures", "each player sacrifices"), life loss or counters put on
    it aren't stopped. Something without the quality is never stopped.

    what: "damage", "enchant", "equip", "block", "target", or one of "untargeted effect", "sacrifice", "destroy all",
    "life loss", "counters". Answers {"stopped", "how"}: how is None when not stopped, else "prevented" (damage),
    "can't be attached; attached ones go to the graveyard" (enchant), "can't be attached; attached ones become
    unattached" (equip), "can't block it" (block) or "can't be targeted" (target).
    """
    named = choice(what, (*STOPPED, *NOT_STOPPED), WORDS)
    if named is None:
        raise ValueError(f"what must be one of {(*STOPPED, *NOT_STOPPED)}, not {what!r}")
    what = named
    stopped = has_quality and what in STOPPED
    return {"stopped": stopped, "how": STOPPED[what] if stopped else None}
