"""Counters (CR 122): +1/+1 and -1/-1 counters cancel out (704.5q), none survive a zone change (122.2), and what they
add to power and toughness in layer 7 (122.1a, 613.4)."""
from __future__ import annotations

import re

from kb.model import Zone
from kb.rules.registry import predicate

PT_COUNTER = re.compile(r"^([+-]\d+)/([+-]\d+)$")  # "+1/+1", "-1/-1", "+1/+0", "-0/-1" (122.1a)


@predicate("counters", cr=["704.5q"])
def counters_after_annihilation(counters: dict[str, int]) -> dict[str, int]:
    """The counters a permanent has after +1/+1 and -1/-1 counters on it cancel out as a state-based action (704.5q)."""
    result = {name: n for name, n in counters.items() if n > 0}
    cancelled = min(result.get("+1/+1", 0), result.get("-1/-1", 0))
    for name in ("+1/+1", "-1/-1"):
        if name in result:
            result[name] -= cancelled
    return {name: n for name, n in result.items() if n}


@predicate("counters", cr=["122.2", "400.7", "614.1c"])
def keeps_counters(from_zone: Zone, to_zone: Zone, enters_with: dict[str, int] | None = None) -> dict[str, int]:
    """Whether an object keeps its counters when it changes zones: never, they cease to exist (and aren't "removed");
    a permanent entering "with" counters gets new ones (122.2, 400.7, 614.1c).

    Answers the counters the new object has: only those it enters with.
    """
    if from_zone == to_zone:
        raise ValueError(f"an object that stays in the {from_zone} changes no zone")
    if enters_with and to_zone != Zone.BATTLEFIELD:
        raise ValueError("only a permanent enters with counters (614.1c)")
    return dict(enters_with or {})


@predicate("counters", cr=["122.1a", "613.4", "613.4b", "613.4c"])
def power_toughness_with_counters(power: int, toughness: int, counters: dict[str, int],
                                  modifiers: list[tuple[int, int]] = (), set_to: tuple[int, int] | None = None
                                  ) -> tuple[int, int]:
    """A creature's power and toughness with its +1/+1 and -1/-1 counters and "gets +X/+Y" effects added to base (or
    set) power and toughness, in layer 7 order (122.1a, 613.4).

    set_to: an effect that sets them ("has base power and toughness 1/1", 7b); modifiers: "gets +X/+Y" effects (7c).
    """
    p, t = set_to if set_to is not None else (power, toughness)
    for name, n in counters.items():
        if found := PT_COUNTER.match(name):
            p, t = p + n * int(found.group(1)), t + n * int(found.group(2))
    for dp, dt in modifiers:
        p, t = p + dp, t + dt
    return p, t
