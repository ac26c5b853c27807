"""Damage and life (CR 120, 119): what damage does to each recipient (infect, wither, lifelink), when it destroys a
creature (704.5g–h, indestructible 702.12b), how a life total changes (119.3–119.10), fighting (701.14), and what
a prevention effect stops (615)."""
from __future__ import annotations

from kb.characteristics import keywords, of_object, of_permanent
from kb.model import GameObject, Permanent
from kb.rules.combat import _number
from kb.rules.layers import of_creature
from kb.rules.registry import predicate
from kb.rules.words import choice

RECIPIENTS = ("player", "creature", "planeswalker", "battle")


@predicate("damage", cr=["120.3a", "120.3b", "120.3c", "120.3d", "120.3e", "120.3f", "702.15b", "702.90b"])
def damage_results(source: GameObject, recipient: str, amount: int) -> dict[str, int]:
    """What damage does by recipient and source: a player loses that much life (infect: poison counters), a
    planeswalker loses that many loyalty counters, a creature gets that much damage marked (wither or infect: -1/-1
    counters), and a lifelink source's controller gains that much life (120.3, 702.15b, 702.90b).

    recipient: "player", "creature", "planeswalker" or "battle". Answers the changes, each a number, under the keys
    "life_lost" or "poison_counters" (a player), "damage_marked" or "-1/-1_counters" (a creature), "loyalty_removed",
    "defense_removed", and "controller_gains_life" (lifelink); {} for no damage.
    """
    if recipient not in RECIPIENTS:
        raise ValueError(f"recipient must be one of {RECIPIENTS}, not {recipient!r}")
    if amount <= 0:
        return {}
    theirs = keywords(source)
    infect, wither = "infect" in theirs, "wither" in theirs
    results = {"player": {"poison_counters": amount} if infect else {"life_lost": amount},
               "creature": {"-1/-1_counters": amount} if infect or wither else {"damage_marked": amount},
               "planeswalker": {"loyalty_removed": amount},
               "battle": {"defense_removed": amount}}[recipient]
    if "lifelink" in theirs:
        results = {**results, "controller_gains_life": amount}
    return results


@predicate("damage", cr=["704.5g", "704.5h", "702.12b", "120.6"])
def destroyed_by_damage(creature: GameObject, damage: int, from_deathtouch: bool = False) -> bool:
    """Whether a creature is destroyed by damage as a state-based action: total marked damage at least its toughness,
    or any damage from a deathtouch source; indestructible ones aren't; damage stays marked until the cleanup step
    (704.5g, 704.5h, 702.12b, 120.6).

    damage: all damage marked on it this turn; from_deathtouch: some was dealt by a source with deathtouch.
    """
    toughness = _number(of_object(creature).toughness)
    return lethal(toughness, damage, from_deathtouch, "indestructible" in keywords(creature))


def lethal(toughness: int, damage: int, from_deathtouch: bool, indestructible: bool) -> bool:
    """704.5g, 704.5h: damage destroys a creature with toughness above 0 (702.12b: not an indestructible one)."""
    if indestructible or toughness <= 0 or damage <= 0:
        return False  # toughness 0 or less is another state-based action, not damage (704.5f)
    return damage >= toughness or from_deathtouch


LIFE_EVENTS = ("gain", "lose", "set", "exchange")
LIFE_WORDS = {"gains": "gain", "gains life": "gain", "loses": "lose", "loses life": "lose", "becomes": "set",
              "set to": "set", "exchange life totals": "exchange", "exchanged": "exchange"}


@predicate("damage", cr=["119.3", "119.5", "119.7", "119.8", "119.9", "119.10", "107.1b"])
def life_total_change(life: int, event: str, amount: int, cant_gain: bool = False,
                      cant_lose: bool = False) -> dict[str, object]:
    """What a life-changing effect does to a player's life total: a gain or loss of that much (a player can lose more
    life than they have); a life total set to a number, or exchanged for another player's, is the gain or loss that
    ends there; a player who can't gain life gains none — a set or an exchange that would raise their total doesn't
    happen, and a replacement effect that would replace their life gain does nothing — as one who can't lose life loses
    none; gaining 0 life is no life gain event, so "whenever you gain life" abilities don't trigger (119.3, 119.5,
    119.7–119.10).

    life: the player's life total before; event: "gain", "lose", "set" ("becomes") or "exchange"; amount: the life
    gained or lost (a negative amount is 0, 107.1b), the number set, or the other player's life total for an exchange.
    Answers {"life": the total after, "gained", "lost", "happens": whether the life total changes,
    "gain_replacements_apply": whether an "if you would gain life" replacement effect applies}. An exchange either
    player can't make happens for neither: ask of each.
    """
    kind = choice(event, LIFE_EVENTS, LIFE_WORDS)
    if kind is None:
        raise ValueError(f"event must be one of {LIFE_EVENTS}, not {event!r}")
    if kind in ("gain", "lose"):
        amount = max(amount, 0)  # 107.1b: a negative amount (a creature's negative power) is 0
    change = {"gain": amount, "lose": -amount}.get(kind, amount - life)
    if (change > 0 and cant_gain) or (change < 0 and cant_lose):
        change = 0
    return {"life": life + change, "gained": max(change, 0), "lost": max(-change, 0), "happens": change != 0,
            "gain_replacements_apply": change > 0}


FIGHTERS = ("first", "second")


@predicate("damage", cr=["701.14a", "701.14b", "701.14c", "701.14d", "120.8", "120.2b"])
def fight(first: Permanent, second: Permanent | None = None, gone: list[str] = ()) -> dict[str, object]:
    """What happens when a spell or ability has two creatures fight: each deals damage equal to its power now (layer 7)
    to the other, at once (701.14a); it is not combat damage (701.14d), so trample and "deals combat damage" abilities
    have nothing to do with it, while the creature is the source — its deathtouch, lifelink, infect or wither apply,
    not the spell's (120.2b; damage_results, and destroyed_by_damage for deathtouch); a creature with 0 or less power
    deals no damage, though it fights (120.8); a creature fighting itself deals itself twice its power (701.14c); and
    if either is no longer on the battlefield, no longer a creature, or an illegal target of the resolving spell or
    ability, neither fights nor deals damage (701.14b).

    first, second: the two creatures (second None: first fights itself); gone: "first" and/or "second", each that has
    left the battlefield, stopped being a creature or become an illegal target before the fight. Answers {"fights",
    "combat_damage": False, "dealt": [{"by", "to", "amount", "results"}]}: the damage each deals ("by" and "to" the
    creatures' names), with what it does (damage_results), none when it deals none.
    """
    unknown = sorted(set(gone) - set(FIGHTERS))
    if unknown or (second is None and "second" in gone):
        raise ValueError(f"gone names the fighting creatures, {FIGHTERS} (second only when there is one), "
                         f"not {list(gone)}")
    if gone:  # 701.14b: neither fights
        return {"fights": False, "combat_damage": False, "dealt": []}
    pairs = [(first, first, 2)] if second is None else [(first, second, 1), (second, first, 1)]
    dealt = []
    for source, target, times in pairs:
        amount = of_creature(source, ("power",))[0] * times
        if amount > 0:  # 120.8: a source that would deal 0 damage deals none
            dealt.append({"by": _name(source), "to": _name(target), "amount": amount,
                          "results": damage_results(source.as_object(), "creature", amount)})
    return {"fights": True, "combat_damage": False, "dealt": dealt}


def _name(permanent: Permanent) -> str:
    """A permanent's name as the game reads it now."""
    names = of_permanent(permanent).names
    return names[0] if names else ""


# 615.7, 615.8, 615.10, 615.1a: the kinds of prevention effect, by how much of the damage they stop
PREVENTIONS = ("shield", "next time", "each source", "all")
PREVENTION_WORDS = {"prevent the next n damage": "shield", "prevention shield": "shield",
                    "the next time a source would deal damage": "next time", "next instance": "next time",
                    "prevent n of that damage": "each source", "prevent all damage": "all",
                    "prevent all combat damage": "all", "protection": "all"}
SHIELD_CHOOSER = "the protected player or the protected permanent's controller"


@predicate("damage", cr=["615.1a", "615.5", "615.6", "615.7", "615.8", "615.9", "615.10", "615.12", "615.12a",
                         "615.13", "120.4b", "702.16e"])
def damage_prevented(damage: int | list[int], effect: str, amount: int | None = None, unpreventable: bool = False,
                     source_matches: bool = True) -> dict[str, object]:
    """What a prevention effect does to the damage that would be dealt to what it protects: damage prevented never
    happens — no life lost, no lifelink, no "is dealt damage" trigger (615.6, 120.4b) — though abilities that trigger
    when damage is prevented do (615.13); a shield ("prevent the next N damage") stops N in all, whatever the sources
    or events, and when sources would deal damage at once the protected player or permanent's controller chooses which
    it stops (615.7); "the next time a source would deal damage" stops that whole instance, however much (615.8); a
    static "prevent N of that damage" stops N of each source's damage, each time (615.10); "prevent all" (protection
    too, 702.16e) stops it all. Damage that can't be prevented is dealt in full, yet each prevention effect still
    applies to it once — its other effects happen (Protean Hydra still loses counters) — and uses up no shield (615.5,
    615.12, 615.12a). An effect from a source of a chosen kind rechecks the source: if it no longer matches, nothing
    is prevented and the shield stays (615.9).

    damage: the damage each source would deal at once (a number for one source); effect: "shield" or "each source"
    (with amount: N), "next time" or "all"; unpreventable: the damage can't be prevented; source_matches: the source
    still has the properties the effect names. Answers {"prevented", "dealt", "shield_left" (a shield's N left, else
    None), "used_up" (the effect is gone: a shield at 0, a "next time" used), "applies" (how many times the effect
    applies, its other effects with it: once to damage dealt at once, "each source" once a source), "damage_results"
    (some damage is dealt, with its results and triggers), "prevention_triggers", "chooser" (who chooses which damage a
    shield stops, when it can't stop all of several sources', else None)}.
    """
    kind = choice(effect, PREVENTIONS, PREVENTION_WORDS)
    amounts = [damage] if isinstance(damage, int) else list(damage)
    if kind is None:
        raise ValueError(f"effect must be one of {PREVENTIONS}, not {effect!r}")
    if any(a < 0 for a in amounts) or not amounts:
        raise ValueError(f"damage is what each source would deal, 0 or more, not {damage!r}")
    if (kind in ("shield", "each source")) != (amount is not None) or (amount is not None and amount < 1):
        raise ValueError(f"a {kind!r} effect takes amount, a number of damage 1 or more ({amount!r} given); "
                         "only a shield or each source does")
    if kind == "next time" and len(amounts) > 1:
        raise ValueError("a \"next time\" effect is about one source: give its damage alone")
    dealing = [a for a in amounts if a > 0]  # 120.8: a source that would deal 0 damage deals none
    total, n = sum(dealing), amount or 0
    if not dealing or not source_matches:  # 615.9: no longer the chosen kind of source: not applied, not used
        prevented, applies = 0, 0
    elif unpreventable:  # 615.12, 615.12a: applied once, prevents nothing, reduces no shield
        prevented, applies = 0, len(dealing) if kind == "each source" else 1
    else:
        prevented = {"shield": min(n, total), "each source": sum(min(n, a) for a in dealing),
                     "next time": total, "all": total}[kind]
        applies = len(dealing) if kind == "each source" else 1
    shield_left = n - prevented if kind == "shield" else None
    used_up = shield_left == 0 if kind == "shield" else kind == "next time" and prevented > 0
    chooser = (SHIELD_CHOOSER if kind == "shield" and applies and not unpreventable and len(dealing) > 1
               and n < total else None)
    return {"prevented": prevented, "dealt": total - prevented, "shield_left": shield_left, "used_up": used_up,
            "applies": applies, "damage_results": total > prevented, "prevention_triggers": prevented > 0,
            "chooser": chooser}
