"""Layers of continuous effects (CR 613): power and toughness through layer 7's sublayers, and abilities through layer
6, each in timestamp order within its layer (613.7). Copy effects (layer 1) are the copy topic's, control (layer 2) the
control topic's; dependencies (613.8) aren't modelled: effects are applied in timestamp order."""
from __future__ import annotations

import re
from dataclasses import dataclass

from kb.characteristics import of_permanent
from kb.model import Permanent, PowerToughnessEffect
from kb.rules.counters import power_toughness_with_counters
from kb.rules.registry import NotModeled, predicate

PRINTED = re.compile(r"^(?:(-?\d+)|(\d+)?([+-])?\*(?:([+-])(\d+))?)$")  # "3", "*", "*+1", "1+*" (208.2, 604.3)
SUBLAYERS = ("7a", "7b", "7c", "7d")


@dataclass(frozen=True)
class AbilityEffect:
    """An effect of layer 6 (613.1f): abilities it adds, abilities it removes, or all of them ("loses all abilities"),
    with its timestamp (613.7)."""

    gains: tuple[str, ...] = ()
    loses: tuple[str, ...] = ()
    loses_all: bool = False
    timestamp: int = 0


def has_star(value: str | None) -> bool:
    """Whether a printed power or toughness has a * (208.2): a characteristic-defining ability gives its value."""
    return value is not None and "*" in value


def of_creature(permanent: Permanent, needed: tuple[str, ...] = ("power", "toughness")) -> tuple[int, int]:
    """A permanent's power and toughness now, through layer 7 (power_toughness_in_layers: its printed values, its
    power_toughness_effects and counters); a needed value printed * without its 7a value given, or none, is refused
    (NotModeled)."""
    values, effects = of_permanent(permanent), permanent.power_toughness_effects
    for name in needed:
        value = getattr(values, name)
        if value is None or (has_star(value) and not any(e.sublayer == "7a" for e in effects)):
            raise NotModeled(f"the {name} of {values.names[0] if values.names else 'a creature'} ({value!r}): give "
                             "its characteristic-defining ability's value as a 7a effect")
    return power_toughness_in_layers(values.power or "0", values.toughness or "0", effects, permanent.counters)


def _printed(value: str) -> int:
    """A printed power or toughness as a number, a * as 0: "*+1" -> 1 (208.2)."""
    found = PRINTED.match(value.replace(" ", ""))
    if not found:
        raise ValueError(f"a printed power or toughness is a number, *, *+N or N+*, not {value!r}")
    if found.group(1) is not None:
        return int(found.group(1))
    number = int(found.group(5) or found.group(2) or 0)
    return -number if found.group(4) == "-" else number


@predicate("layers", cr=["613.4", "613.4a", "613.4b", "613.4c", "613.4d", "613.7", "613.3", "604.3", "208.2"])
def power_toughness_in_layers(power: str, toughness: str, effects: list[PowerToughnessEffect] = (),
                              counters: dict[str, int] | None = None) -> tuple[int, int]:
    """A creature's power and toughness through layer 7: a characteristic-defining ability's values first (7a) — a
    printed * without one (an object that lost it) counts as 0, so */* is 0/0 and */*+1 is 0/1 —, then setting effects
    in timestamp order, the latest overwriting the earlier (7b), then every modifying effect and +1/+1 or -1/-1
    counter, whenever it began (7c), then switches (7d) (613.4, 613.7, 208.2).

    effects: PowerToughnessEffect values; counters: e.g. {"+1/+1": 2}.
    """
    p, t = _printed(power), _printed(toughness)
    by_layer = {sub: sorted((e for e in effects if e.sublayer == sub), key=lambda e: e.timestamp) for sub in SUBLAYERS}
    unknown = {e.sublayer for e in effects} - set(SUBLAYERS)
    if unknown:
        raise ValueError(f"layer 7's sublayers are {SUBLAYERS}, not {sorted(unknown)}")
    if len(by_layer["7a"]) > 1:
        raise NotModeled("two characteristic-defining abilities of power and toughness on one object")
    for effect in by_layer["7a"] + by_layer["7b"]:  # 7a defines, 7b sets: each replaces the values so far
        p, t = effect.power, effect.toughness
    p, t = power_toughness_with_counters(p, t, counters or {}, [(e.power, e.toughness) for e in by_layer["7c"]])
    for _ in by_layer["7d"]:
        p, t = t, p
    return p, t


@predicate("layers", cr=["613.1f", "613.7", "613.7a", "613.7b", "613.5"])
def abilities_in_layers(printed: list[str], effects: list[AbilityEffect] = ()) -> list[str]:
    """The abilities an object has after layer 6: its printed abilities, then each ability-adding or -removing effect
    in timestamp order, so "loses all abilities" removes what it had and what earlier effects gave it, and an ability
    given later stays (613.1f, 613.7). Answers the abilities, printed ones first."""
    abilities = list(printed)
    for effect in sorted(effects, key=lambda e: e.timestamp):
        if effect.loses_all:
            abilities = []
        abilities = [a for a in abilities if a not in effect.loses]
        abilities += [a for a in effect.gains if a not in abilities]
    return abilities
