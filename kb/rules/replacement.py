"""Replacement effects (CR 614, 616): who orders them and which may go first, what happens instead (614.6), what
an ability of a permanent entering sees of those entering with it (614.12), and how many counters, tokens, cards,
life or mana effects that double or add to them make (614.1a, 616.1)."""
from __future__ import annotations

import re
from itertools import permutations

from kb.model import Zone
from kb.rules.registry import NotModeled, predicate
from kb.rules.words import choice, plain
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


# 616.1: who chooses the order of the effects that modify how many, by what the event gives
COUNTED = {"counters": "the permanent's controller", "counters as it enters": "the controller it enters under",
           "counters on a player": "that player", "tokens": "the player who would create them",
           "cards drawn": "the player who would draw them", "life gained": "the player who would gain it",
           "mana": "the player who would add it"}
MODIFIER = re.compile(r"(double|triple)|(plus|minus|additional) (\d+)")
MOST_ORDERED = 6  # effects whose every order is tried (720 orders)


@predicate("replacement", cr=["614.1a", "614.5", "616.1", "616.1e", "616.1f", "122.6", "107.1b"])
def amount_after_replacements(amount: int, effects: list[str], event: str = "counters") -> dict[str, object]:
    """How many counters, tokens, cards drawn, life or mana an event gives once replacement effects that change how
    many have applied: each applies once, in the order the affected player chooses — the controller of the permanent
    the counters go on, the player who would create the tokens, draw, gain or add (616.1, 616.1e) — each to the event
    as the ones before left it (614.5, 616.1f), so two that double make four times the original number and three make
    eight; "that many plus N" (Hardened Scales, Winding Constrictor) and "twice that many" apply only if one or more
    would be given, while "enters with an additional N" (Renata, Bramblewood Paragon) gives N to a permanent that
    would enter with none (122.6); "minus N" (Vizier of Remedies) leaves no fewer than 0 (107.1b), and nothing left,
    nothing more is added. An effect that doesn't apply yet waits: it may be chosen once one would be given (616.1f).

    amount: the number the event would give; effects: each "double", "triple", "plus N", "minus N" or "additional N"
    (a permanent entering only), in the order chosen (each applied when it first can); event: "counters", "counters
    as it enters", "counters on a player", "tokens", "cards drawn", "life gained" or "mana". Answers {"amount": the
    number in that order, "possible": every number an order of them gives, "chooser"}.
    """
    said = plain(event)
    chooser = COUNTED.get(said)
    if chooser is None:
        raise ValueError(f"event must be one of {tuple(COUNTED)}, not {event!r}")
    if amount < 0:
        raise ValueError(f"amount is a number of things given, 0 or more, not {amount}")
    parsed = tuple(_modifier(e, entering=said == "counters as it enters") for e in effects)
    if len(parsed) > MOST_ORDERED:
        raise NotModeled(f"{len(parsed)} effects: every order of at most {MOST_ORDERED} is tried")
    possible = sorted({_applied(amount, order) for order in permutations(parsed)})
    return {"amount": _applied(amount, parsed), "possible": possible, "chooser": chooser}


def _modifier(effect: str, entering: bool) -> tuple[str, int]:
    """("times" | "plus" | "minus" | "additional", N) from "double", "plus 1"…; "additional" only for a permanent
    entering."""
    said = MODIFIER.fullmatch(plain(effect))
    if said is None:
        raise ValueError(f'an effect is "double", "triple", "plus N", "minus N" or "additional N", not {effect!r}')
    if said[1]:
        return "times", 2 if said[1] == "double" else 3
    if said[2] == "additional" and not entering:
        raise ValueError('"additional N" is what a permanent enters with: event "counters as it enters"')
    return said[2], int(said[3])


def _applied(amount: int, effects: tuple[tuple[str, int], ...]) -> int:
    """The number once the effects have applied, each the first in this order that applies now: one that changes "one
    or more" applies only once there is one (616.1f: only the effects applicable now may be chosen, the rest wait)."""
    waiting = list(effects)
    while ready := next((e for e in waiting if e[0] == "additional" or amount > 0), None):
        waiting.remove(ready)
        how, n = ready
        if how == "additional":
            amount += n
        else:
            amount = amount * n if how == "times" else max(0, amount + n if how == "plus" else amount - n)
    return amount
