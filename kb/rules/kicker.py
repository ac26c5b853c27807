"""Kicker (CR 702.33): an optional additional cost; whether a spell, a copy or a permanent was kicked and how many
times, what kicking adds to the cost (not to the mana value), and the targets only a kicked spell chooses."""
from __future__ import annotations

from kb.rules.copy import copy_is_cast
from kb.rules.cost import mana_value, total_cost
from kb.rules.registry import predicate

HOW = ("cast", "copy of a spell", "permanent from the spell", "copy of a permanent", "put onto the battlefield")


@predicate("kicker", cr=["702.33d", "707.10", "707.2", "608.3", "400.7"])
def was_kicked(times_declared: int, how: str = "cast") -> dict[str, object]:
    """Whether an object was kicked, and how many times: a spell whose controller declared paying a kicker cost was
    kicked (twice with two costs or multikicker paid twice); a copy of a spell copies that choice, as does the
    permanent the spell becomes; a copy of a permanent (a token copy) or a card put onto the battlefield wasn't cast
    and wasn't kicked (702.33d, 707.10, 707.2).

    times_declared: the kicker costs paid for the spell in question (the original, for a copy or its permanent);
    how: "cast", "copy of a spell", "permanent from the spell", "copy of a permanent" or "put onto the battlefield".
    Answers {"kicked", "times"}.
    """
    if how not in HOW:
        raise ValueError(f"how must be one of {HOW}, not {how!r}")
    if times_declared < 0:
        raise ValueError(f"a kicker cost is paid 0 or more times, not {times_declared}")
    if how in ("copy of a spell", "copy of a permanent"):  # what a copy keeps is the copy topic's (707.10, 707.2)
        keeps = copy_is_cast(how)["kicked_if_original_was"]
    else:  # the spell and the permanent it becomes (608.3) were cast; a card put onto the battlefield wasn't
        keeps = how != "put onto the battlefield"
    times = times_declared if keeps else 0
    return {"kicked": times > 0, "times": times}


@predicate("kicker", cr=["702.33a", "702.33c", "601.2f", "118.8", "202.3", "118.9"])
def kicked_cost(mana_cost: str, kicker_cost: str, times: int = 1, without_paying_mana_cost: bool = False,
                x: int | None = None) -> dict[str, object]:
    """What a kicked spell costs: its mana cost (or nothing, cast without paying it) plus its kicker cost once each
    time it's kicked, an additional cost added before reductions — while its mana cost and mana value stay those
    printed (702.33a, 702.33c, 601.2f, 202.3). x: the X announced, for a cost with {X} (its mana value on the stack
    counts it, 202.3e). Answers {"total_cost", "mana_value"}."""
    if times < 0:
        raise ValueError(f"a spell is kicked 0 or more times, not {times}")
    paid = "" if without_paying_mana_cost else mana_cost
    return {"total_cost": total_cost(paid, increases=(kicker_cost,) * times, x=0 if without_paying_mana_cost else x),
            "mana_value": mana_value(mana_cost, x)}


@predicate("kicker", cr=["702.33g", "702.33c", "601.2c", "115.1"])
def targets_to_choose(targets: int, kicked_targets: int = 0, times_kicked: int = 0, per_kick: bool = False) -> int:
    """How many targets a spell with kicker chooses as it's cast: those of the part of its text that applies only if
    it was kicked are chosen only when it is (702.33g), once more for each time with multikicker ("one more target for
    each time it was kicked"); the rest always (601.2c).

    targets: the targets it always has; kicked_targets: those only a kicked spell has (per kick, with per_kick).
    """
    if min(targets, kicked_targets, times_kicked) < 0:
        raise ValueError("targets and kicks are counted from 0")
    if not times_kicked:
        return targets
    return targets + kicked_targets * (times_kicked if per_kick else 1)
