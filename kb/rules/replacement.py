"""Replacement effects (CR 614, 616): who orders them and which may go first, and what happens instead (614.6)."""
from __future__ import annotations

from kb.model import Zone
from kb.rules.registry import predicate
from kb.rules.zones import dies

# 616.1a-e: the kinds of replacement effect one of which must be applied before any other, in that order
FIRST_KINDS = ("self-replacement", "control", "copy", "back face up")
KINDS = (*FIRST_KINDS, "other")
AFFECTED = ("player", "object")


@predicate("replacement", cr=["616.1", "108.4a", "101.4"])
def replacement_chooser(affected: str, zone: Zone = Zone.BATTLEFIELD) -> str:
    """Who chooses which of several replacement or prevention effects applies first to an event: the affected player,
    or the affected object's controller — its owner when it has none, as a card outside the battlefield and the
    stack (616.1, 108.4a); never the controller of the effects' sources.

    affected: "player" or "object"; zone: where the affected object is. Answers "the affected player", "its
    controller" or "its owner".
    """
    if affected not in AFFECTED:
        raise ValueError(f"affected must be one of {AFFECTED}, not {affected!r}")
    if affected == "player":
        return "the affected player"
    return "its controller" if zone in (Zone.BATTLEFIELD, Zone.STACK) else "its owner"


@predicate("replacement", cr=["616.1a", "616.1b", "616.1c", "616.1d", "616.1e", "616.1f"])
def replacements_choosable_first(effects: list[tuple[str, str]]) -> list[str]:
    """Which of the replacement effects that would apply to one event may be chosen to apply first: a
    self-replacement effect if any, else one that changes who controls the permanent as it enters, else one that makes
    it enter as a copy, else one that makes it enter back face up, else any (616.1a–e); after each, the rest are
    looked at again (616.1f).

    effects: (name, kind) of each, kind one of "self-replacement", "control", "copy", "back face up", "other".
    """
    for name, kind in effects:
        if kind not in KINDS:
            raise ValueError(f"{name}: kind must be one of {KINDS}, not {kind!r}")
    for kind in FIRST_KINDS:
        if chosen := [name for name, k in effects if k == kind]:
            return chosen
    return [name for name, _ in effects]


@predicate("replacement", cr=["614.6", "614.1a", "700.4", "603.6a"])
def zone_change_replaced(from_zone: Zone, to_zone: Zone, instead_to: Zone | None = None) -> dict[str, object]:
    """What happens when an object would move from one zone to another and a replacement effect sends it elsewhere
    ("exile it instead"): the original event never happens, the modified one does — only abilities that look for
    that one trigger, so a creature exiled instead of being put into a graveyard doesn't die (614.6, 700.4).

    instead_to: the zone the replacement effect puts it into (None: no replacement applies). Answers {"from",
    "to", "original_event_happens", "dies"}.
    """
    to = instead_to or to_zone
    return {"from": str(from_zone), "to": str(to), "original_event_happens": instead_to in (None, to_zone),
            "dies": dies(from_zone, to)}
