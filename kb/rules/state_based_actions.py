"""State-based actions (CR 704): what one check finds, performed all at once as a single event (704.3) — players who
lose, creatures put into graveyards or destroyed, planeswalkers out of loyalty, the legend rule, unattached Auras,
counters that cancel out and finished Sagas — each read from the one model and the topic's own predicate."""
from __future__ import annotations

from kb.characteristics import keywords, of_permanent
from kb.model import GameObject, Permanent, Player
from kb.rules.counters import counters_after_annihilation
from kb.rules.damage import lethal
from kb.rules.layers import of_creature
from kb.rules.legend_rule import legend_rule
from kb.rules.registry import predicate
from kb.rules.saga import chapters_of, saga_sacrificed

# put into a graveyard from the battlefield: it dies (700.4), though nothing destroyed or sacrificed it
TO_GRAVEYARD = {"action": "put into its owner's graveyard", "destroyed": False, "sacrificed": False, "dies": True}


def _creature(index: int, permanent: Permanent) -> list[dict[str, object]]:
    """704.5f, 704.5g, 704.5h: toughness 0 or less, else lethal or deathtouch damage; toughness through layer 7."""
    _, toughness = of_creature(permanent, ("toughness",))
    if toughness <= 0:  # regeneration can't replace it, indestructible doesn't stop it
        return [{"rule": "704.5f", "permanent": index, **TO_GRAVEYARD, "regeneration_can_replace": False}]
    indestructible = "indestructible" in keywords(permanent.as_object())
    if lethal(toughness, permanent.damage, permanent.deathtouch_damage, indestructible):
        rule = "704.5g" if permanent.damage >= toughness else "704.5h"
        return [{"rule": rule, "permanent": index, "action": "destroyed", "destroyed": True, "sacrificed": False,
                 "dies": True, "regeneration_can_replace": True}]
    return []


@predicate("state_based_actions", cr=["704.3", "704.5a", "704.5b", "704.5c", "704.5f", "704.5g", "704.5h", "704.5i",
                                      "704.5j", "704.5m", "704.5q", "704.5s", "704.4"])
def state_based_actions(permanents: list[Permanent], players: list[Player] = (),
                        sources_of_waiting_abilities: list[int] = ()) -> list[dict[str, object]]:
    """Every state-based action one check performs, all at once as one event (704.3): a player at 0 or less life,
    with ten or more poison counters or who drew from an empty library loses (704.5a–c); a creature with toughness 0
    or less is put into its owner's graveyard — not destroyed, so neither indestructible nor regeneration helps
    (704.5f); one with lethal or deathtouch damage is destroyed (704.5g–h); a planeswalker with 0 loyalty (704.5i),
    the legend rule's extra legends (704.5j) and an Aura attached to nothing (704.5m) are put into graveyards; +1/+1 and
    -1/-1 counters cancel out (704.5q); a Saga whose lore counters reached its final chapter is sacrificed (704.5s).
    What happened during a spell's resolution in between doesn't matter, only the state now (704.4).

    A creature's toughness is read through layer 7 (power_toughness_in_layers: its printed toughness, its
    power_toughness_effects and counters); a printed * without its 7a value given is refused (NotModeled).
    sources_of_waiting_abilities: indices of permanents that are the source of a triggered ability not yet left the
    stack (a Saga's last chapter). Answers one row per action, players first, then permanents in order, then the
    legend rule's: {"rule", "player" or "permanent" (an index) or "controller" and "name" (704.5j), "action": "loses
    the game", "put into its owner's graveyard", "destroyed", "sacrificed" or "counters removed", and for a permanent
    that leaves "destroyed", "sacrificed", "dies" (700.4) and for a creature "regeneration_can_replace"; for 704.5q
    "counters", those left}; [] when none applies, and the check ends.
    """
    actions: list[dict[str, object]] = []
    for player in players:
        for rule, lost in (("704.5a", player.life <= 0), ("704.5b", player.drew_from_empty_library),
                           ("704.5c", player.poison >= 10)):
            if lost:
                actions.append({"rule": rule, "player": player.name, "action": "loses the game"})
    for index, permanent in enumerate(permanents):
        values = of_permanent(permanent)
        if "Creature" in values.card_types:
            actions += _creature(index, permanent)
        if "Planeswalker" in values.card_types and permanent.counters.get("loyalty", 0) <= 0:
            actions.append({"rule": "704.5i", "permanent": index, **TO_GRAVEYARD})
        if "Aura" in values.subtypes and permanent.attached_to is None:
            actions.append({"rule": "704.5m", "permanent": index, **TO_GRAVEYARD})
        if permanent.counters.get("+1/+1") and permanent.counters.get("-1/-1"):
            actions.append({"rule": "704.5q", "permanent": index, "action": "counters removed",
                            "counters": counters_after_annihilation(permanent.counters)})
        if "Saga" in values.subtypes and saga_sacrificed(chapters_of(permanent), permanent.counters.get("lore", 0),
                                                          index in sources_of_waiting_abilities):
            actions.append({"rule": "704.5s", "permanent": index, "action": "sacrificed", "destroyed": False,
                            "sacrificed": True, "dies": True})
    for found in legend_rule(permanents):
        actions.append({"rule": "704.5j", "controller": found["controller"], "name": found["name"],
                        "action": "put into its owner's graveyard", "put_into_graveyard": found["put_into_graveyard"],
                        "destroyed": False, "sacrificed": False, "dies": True})
    return actions
