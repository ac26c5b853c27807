"""Replacement effects (CR 614, 616): who orders them and which may go first, what happens instead (614.6), and what
an ability of a permanent entering sees of those entering with it (614.12)."""
from __future__ import annotations

from kb.model import Zone
from kb.rules.registry import predicate
from kb.rules.words import choice
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


# What each kind of ability of a permanent takes into account of the permanents entering at the same time as it
ENTERING_TOGETHER = {"enters trigger": (True, "603.6a"), "as it enters": (False, "603.6d"),
                     "replacement of another": (False, "614.12"), "static": (True, "611.3a")}
ENTERING_TOGETHER_WORDS = {"when enters": "enters trigger", "whenever another creature enters": "enters trigger",
                           "etb trigger": "enters trigger", "enters with": "as it enters",
                           "enters tapped": "as it enters", "enters as a copy": "as it enters",
                           "devour": "as it enters", "as enters": "as it enters",
                           "each other creature enters with": "replacement of another",
                           "other permanents enter tapped": "replacement of another",
                           "continuous effect": "static", "static ability": "static"}


@predicate("replacement", cr=["603.6a", "603.6d", "614.1c", "614.12", "611.3a"])
def enters_at_same_time(ability: str) -> dict[str, object]:
    """Whether a permanent's ability takes into account the permanents entering the battlefield at the same time as
    it: an enters trigger does — after the event every permanent on the battlefield, the newcomers too, is checked,
    so "whenever another creature enters" triggers for each one entering with it, and they for it (603.6a); what it
    does as it enters ("enters with", "as … enters", "enters tapped", "enters as a copy", devour: 603.6d, 614.1c)
    doesn't — that happens as part of the event, so it can't count, choose, copy or sacrifice a permanent entering
    with it; nor does its replacement effect on other permanents entering ("each other creature you control enters
    with an additional +1/+1 counter", "creatures your opponents control enter tapped"), which applies only to those
    entering after it (614.12: only effects that already exist apply); its static ability's continuous effect
    ("other creatures you control get +1/+1") applies to them once all are on the battlefield (611.3a).

    ability: "enters trigger", "as it enters", "replacement of another" or "static". Answers {"sees_them",
    "rule"}.
    """
    kind = choice(ability, ENTERING_TOGETHER, ENTERING_TOGETHER_WORDS)
    if kind is None:
        raise ValueError(f"ability must be one of {tuple(ENTERING_TOGETHER)}, not {ability!r}")
    sees, rule = ENTERING_TOGETHER[kind]
    return {"sees_them": sees, "rule": rule}
