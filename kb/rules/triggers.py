"""Triggered abilities (CR 603) and abilities on the stack (113.7a): which events meet a trigger condition, independent
of their source, intervening "if" clauses, zone-change triggers that look back in time, the order of simultaneous
triggers (APNAP), when a condition is checked, and when a delayed triggered ability triggers."""
from __future__ import annotations

import re

from kb.rules.registry import predicate
from kb.rules.words import choice

ON_STACK = ("activated", "triggered", "loyalty", "delayed triggered")
# 603.10a-c: the events whose abilities "look back in time"; the others are checked just after the event (603.10)
LOOKS_BACK = frozenset({"leaves the battlefield", "dies", "put into a graveyard from the battlefield",
                        "leaves a graveyard", "public object put into a hand", "public object put into a library",
                        "phases out", "becomes unattached", "loses control", "gains control from an opponent",
                        "spell is countered", "player loses the game",  # 603.10d-f
                        "sacrificed", "destroyed"})  # from the battlefield (701.21a, 701.8a): leaves it (603.6c)
LOOKS_AFTER = frozenset({"enters", "cast", "attacks", "blocks", "deals damage", "becomes the target", "draws",
                         "gains life", "loses life", "put into a graveyard from anywhere", "discarded", "exiled",
                         "becomes tapped", "counter put on", "dealt damage",
                         "phases in"})  # 603.10a: of phasing, only phasing out looks back


@predicate("triggers", cr=["113.7a", "608.2h", "400.7"])
def ability_resolves_after_source_leaves(kind: str) -> dict[str, object]:
    """Whether an activated or triggered ability on the stack still resolves when its source has left the battlefield
    (or been destroyed, exiled, countered…), and what it reads of the source: its last known information (113.7a,
    608.2h).

    kind: "activated", "triggered", "loyalty" or "delayed triggered" ("… ability" too). Answers {"resolves",
    "reads_source_as" ("last known information"), "affects_source"}: what it would do to the source itself ("put a
    +1/+1 counter on it", "return it") it can't, the source being a new object now (400.7).
    """
    kind = choice(kind, ON_STACK, {f"{k} ability": k for k in ON_STACK}) or kind
    if kind not in ON_STACK:
        raise ValueError(f"kind must be one of {ON_STACK} (a spell is its own source; a mana ability doesn't use the "
                         f"stack), not {kind!r}")
    return {"resolves": True, "reads_source_as": "last known information", "affects_source": False}


@predicate("triggers", cr=["603.4"])
def intervening_if_resolves(true_at_event: bool, true_on_resolution: bool) -> dict[str, bool]:
    """Whether an intervening-"if" triggered ability ("When/Whenever/At …, if …, …") triggers and then does anything:
    its condition is checked when the event happens and again as it resolves (603.4).

    Answers {"triggers", "does_anything"}, each True or False.
    """
    return {"triggers": true_at_event, "does_anything": true_at_event and true_on_resolution}


EVENT_NAMES = {"enters the battlefield": "enters", "leaves": "leaves the battlefield", "is countered": "spell is countered",
               "loses the game": "player loses the game", "put into a graveyard": "put into a graveyard from anywhere"}


def _event_named(event: str) -> str:
    """An event as LOOKS_BACK and LOOKS_AFTER name it, from the words people use: what leaves a graveyard ("a card
    leaves your graveyard", "is put into a library from a graveyard") leaves a graveyard (603.10a); what is put into a
    graveyard from elsewhere than the battlefield is put there "from anywhere"; "loses control of …" and "an opponent
    gains control of it" lose control; put anywhere else "from the battlefield", it leaves the battlefield."""
    event = EVENT_NAMES.get(event, event)
    if event in LOOKS_BACK or event in LOOKS_AFTER:
        return event
    if re.search(r"\bleaves? (?:a|your|their|its owner's|an opponent's) graveyard\b|\bfrom (?:a|your|their) graveyard\b",
                 event):
        return "leaves a graveyard"
    if re.search(r"\binto (?:a|your|their|its owner's) graveyard from (?:a|your|their|its owner's)? ?(?:library|hand)\b",
                 event):
        return "put into a graveyard from anywhere"
    if event.startswith("loses control") or re.search(r"\b(?:an opponent|another player) gains control of\b", event):
        return "loses control"  # 603.10a: "when a player loses control of an object"
    if re.search(r"\bfrom the battlefield\b", event):  # to a hand, a library, exile: it leaves the battlefield
        return "leaves the battlefield"
    return event


@predicate("triggers", cr=["603.10", "603.10a", "603.10b", "603.10c", "603.10d", "603.10e", "603.10f", "603.6a"])
def looks_back_in_time(event: str) -> bool:
    """Whether an ability that triggers on this kind of event checks the game as it was just before the event
    (leaves-the-battlefield and "dies" abilities, leaving a graveyard, a public object put into a hand or library)
    rather than just after (603.10, 603.10a), so objects that leave at the same time see each other.

    event: what the ability triggers on, one of LOOKS_BACK's ("leaves the battlefield", "dies", "leaves a graveyard",
    "phases out", "becomes unattached", "loses control", "spell is countered"…) or LOOKS_AFTER's ("enters", "cast",
    "attacks", "deals damage", "becomes the target", "exiled", "phases in"…), or words for them; "sacrificed" and
    "destroyed" look back, the permanent leaving the battlefield (603.6c).
    """
    event = _event_named(" ".join(event.lower().split()))
    if event in LOOKS_BACK:
        return True
    if event in LOOKS_AFTER:
        return False
    raise ValueError(f"unknown event {event!r}; known: {sorted(LOOKS_BACK | LOOKS_AFTER)}")


@predicate("triggers", cr=["603.3b", "101.4", "405.5"])
def trigger_order(triggered: list[tuple[str, str]], turn_order: list[str]) -> dict[str, list[str]]:
    """The order in which abilities that trigger at the same time are put on the stack and resolve: APNAP order, each
    player ordering their own, the last put on the stack resolving first (603.3b, 405.5).

    triggered: (controller, ability) pairs, each player's in the order they choose to put them on the stack;
    turn_order: the players from the active player. Answers {"stack_bottom_first", "resolution_order"}.
    """
    unknown = {player for player, _ in triggered} - set(turn_order)
    if unknown:
        raise ValueError(f"controllers {sorted(unknown)} are not in turn_order {turn_order}")
    stack = [ability for player in turn_order for owner, ability in triggered if owner == player]
    return {"stack_bottom_first": stack, "resolution_order": stack[::-1]}


@predicate("triggers", cr=["603.3", "405.5", "113.7a"])
def trigger_resolves_before_spell(spell_countered: bool) -> dict[str, bool]:
    """Whether an ability that triggers on casting a spell resolves before that spell and whether it resolves if the
    spell is countered: it goes on the stack on top of the spell, so it resolves first, and it exists apart from the
    spell (603.3, 405.5, 113.7a).

    Answers {"resolves_before_spell", "resolves"}.
    """
    del spell_countered  # 113.7a: the ability is independent of what caused it
    return {"resolves_before_spell": True, "resolves": True}


@predicate("triggers", cr=["603.2c", "603.2e"])
def times_triggered(occurrences: list[int], each_occurrence: bool) -> int:
    """How many times an ability triggers: once each time its trigger event occurs (one life-gaining event, one
    damage event however many sources deal damage at once), but once for each occurrence when one event contains
    several ("whenever a creature dies" and three die at once) (603.2c).

    occurrences: for each event, how many occurrences of the trigger condition it holds; each_occurrence: the trigger
    condition counts occurrences (a creature dying) rather than events (you gaining life).
    """
    return sum(occurrences) if each_occurrence else sum(1 for n in occurrences if n > 0)



# When each kind of condition is checked (603.2, 603.4, 602.5, 601.3, 601.5, 601.2c, 608.2b, 608.2h): a condition is
# read only then, so a change before or after it is no matter
CHECKED_AT = {
    "trigger condition": ("trigger event",),  # 603.2: the event matches or not; only an intervening "if" is read again
    "intervening if": ("trigger event", "resolution"),  # 603.4
    "activation restriction": ("begin", "put on the stack"),  # 602.5, 602.1b: "activate only …": how it is activated
    "casting permission": ("begin", "put on the stack"),  # 601.3, and once proposed (601.5), not while paying costs
    "target restriction": ("put on the stack", "resolution"),  # 601.2c, 602.2b, 603.3d; 608.2b
    "effect condition": ("resolution",),  # 608.2h: "determined only once, when the effect is applied"
}
MOMENTS = ("trigger event", "begin", "put on the stack", "paying costs", "resolution", "after resolution")
MOMENT_WORDS = {"trigger": "trigger event", "triggers": "trigger event", "when it triggers": "trigger event",
                "begin casting": "begin", "begin to cast": "begin", "begin activating": "begin",
                "begin to activate": "begin", "cast": "put on the stack", "activation": "put on the stack",
                "activate": "put on the stack", "activated": "put on the stack", "announcement": "put on the stack",
                "proposal": "put on the stack", "costs": "paying costs", "paying its costs": "paying costs",
                "resolves": "resolution", "on resolution": "resolution", "as it resolves": "resolution",
                "later": "after resolution", "after it resolves": "after resolution"}
CONDITION_WORDS = {"trigger event": "trigger condition", "activate only": "activation restriction",
                   "restriction": "activation restriction", "metalcraft": "activation restriction",
                   "permission": "casting permission", "may cast": "casting permission",
                   "target": "target restriction", "targets": "target restriction", "if": "intervening if",
                   "condition of its effect": "effect condition", "effect": "effect condition"}


@predicate("triggers", cr=["603.2", "603.4", "602.1b", "602.5", "601.3", "601.5", "601.2c", "608.2b", "608.2h"])
def condition_checked_at(kind: str, moment: str) -> bool:
    """Whether a condition of a spell or ability is checked at a moment — so whether its change then matters: a trigger
    condition only as the event happens ("the creature's power is checked only to see if the ability triggers", 603.2);
    an intervening "if" then and again on resolution (603.4); an activation restriction ("activate only if you control
    three artifacts") as the ability is activated, so losing the artifacts after doesn't stop it (602.1b, 602.5); what
    lets a player cast a spell as they begin to cast it and again once it is proposed, not while its costs are paid
    (601.3, 601.5: "once you begin to cast the spell, losing control of Lurrus won't affect the spell"); the words of
    "target …" as it is put on the stack and again on resolution, never after (601.2c, 608.2b); a condition of the
    effect ("if it has toughness 2 or less, destroy it") only as the effect is applied, so not as the spell is cast
    (608.2h).

    kind: "trigger condition", "intervening if", "activation restriction", "casting permission", "target restriction"
    or "effect condition"; moment: "trigger event", "begin" (to cast or activate it), "put on the stack" (proposed:
    put there, modes and targets chosen), "paying costs", "resolution" or "after resolution".
    """
    checked = CHECKED_AT.get(choice(kind, CHECKED_AT, CONDITION_WORDS) or "")
    if checked is None:
        raise ValueError(f"kind must be one of {tuple(CHECKED_AT)}, not {kind!r}")
    when = choice(moment, MOMENTS, MOMENT_WORDS)
    if when is None:
        raise ValueError(f"moment must be one of {MOMENTS}, not {moment!r}")
    return when in checked


DELAYED_WORDINGS = ("next", "for a duration")  # "at the beginning of the next end step"; "whenever … this turn"


@predicate("triggers", cr=["603.7", "603.7a", "603.7b", "513.2"])
def delayed_trigger_next(wording: str = "next", created_during_that_step: bool = False, triggered_before: bool = False,
                         duration_over: bool = False) -> dict[str, object]:
    """When a delayed triggered ability triggers: one worded "next" only once, the next time its event occurs — once
    triggered, never again, even if it was countered or did nothing (603.7b: "the cards remain exiled forever"); one
    created during the step it names ("at the beginning of the next end step", made during an end step) at that step's
    next occurrence, as the step doesn't back up (513.2); one with a stated duration ("this turn") at each occurrence
    within it, and once the duration is over it has ceased to exist; none before it is created (603.7a).

    wording: "next" or "for a duration"; created_during_that_step: it was made during the step or phase it names;
    triggered_before: it has already triggered; duration_over: its stated duration, if any ("next … this turn"
    included), has ended. Answers {"can_trigger", "when"}.
    """
    if wording not in DELAYED_WORDINGS:
        raise ValueError(f"wording must be one of {DELAYED_WORDINGS}, not {wording!r}")
    if duration_over:
        return {"can_trigger": False, "when": "never: its duration is over, and it has ceased to exist"}
    if wording == "for a duration":
        return {"can_trigger": True, "when": "each time its event occurs within its duration"}
    if triggered_before:
        return {"can_trigger": False, "when": "never again: it triggers only once"}
    if created_during_that_step:
        return {"can_trigger": True, "when": "that step's next occurrence (the step doesn't back up)"}
    return {"can_trigger": True, "when": "the next time its event occurs"}


_LEAVES = ("dies", "put into a graveyard from the battlefield", "put into a graveyard from anywhere",
           "leaves the battlefield")  # 700.4: "dies" is "is put into a graveyard from the battlefield"
_TO_A_PLAYER = ("deals damage", "deals damage to a player")
# 603.2: the trigger conditions each event meets, by the CR's definitions of its words, and no others
EVENT_MEETS: dict[str, tuple[str, ...]] = {
    "draws a card": ("draws a card",),  # 121.1
    "card put into hand": (),  # put there without the word "draw": no card drawn (121.1)
    "casts a spell": ("casts a spell", "casts or copies a spell"),  # 601.2i
    "casts a copy": ("casts a spell", "casts or copies a spell"),  # 707.12: a copy cast is cast
    "copies a spell": ("copies a spell", "casts or copies a spell"),  # 707.10: a copy of a spell isn't cast
    "copies an ability": ("copies an ability",),  # 707.10: no spell, and a copied ability isn't activated
    "activates an ability": ("activates an ability",),  # 602.1
    "plays a land": ("plays a land", "enters"),  # 116.2a, 305.1: a special action, never a spell cast
    "enters": ("enters",),  # put onto the battlefield: not played (116.2a), not cast
    "enters tapped": ("enters",),  # 603.2e: it never "becomes tapped"
    "enters with counters": ("enters", "counter put on"),  # 122.6
    "put onto the battlefield attacking": ("enters",),  # 508.3a: never declared, it doesn't "attack"
    "put onto the battlefield blocking": ("enters", "becomes blocked"),  # 509.3a; the attacker is blocked (509.3c)
    "enters transformed": ("enters",),  # 712.14a: back face up as it enters; it never transforms (701.27a)
    "becomes a creature": ("becomes a creature",),  # already on the battlefield, a creature doesn't enter (603.6a)
    "becomes attached": ("becomes attached",),  # 701.3a: no zone change, so it doesn't enter
    "becomes a copy": (),  # 707.2: it neither enters nor transforms into what it copies (701.27e)
    "creates a token": ("creates a token", "enters"),  # 111.1
    "investigates": ("investigates", "creates a token", "enters"),  # 701.16a: a Clue created otherwise isn't
    "beginning of a step": ("beginning of a step",),  # 603.2b
    "step skipped": (),  # 614.10a: nothing of a skipped step happens
    "spell is countered": ("spell is countered",),  # 701.6a
    "spell doesn't resolve": (),  # 608.2b: its targets all illegal, removed, not countered
    "declared as an attacker": ("attacks",),  # 508.3a
    "declared as a blocker": ("blocks",),  # 509.3a
    "becomes blocked": ("becomes blocked",),  # 509.3c
    "mutates": ("mutates",),  # 702.140c-d: it merges and doesn't enter
    "transforms": ("transforms",),  # 712.18: the same object, it doesn't enter; 701.27b: nor is it turned face up
    "turned face up": ("turned face up",),  # 701.27b
    "destroyed": ("destroyed", *_LEAVES),  # 701.8a
    "sacrificed": ("sacrificed", *_LEAVES),  # 701.21a: sacrificing doesn't destroy
    "put into a graveyard from the battlefield": _LEAVES,  # 0 toughness, the legend rule: not destroyed (701.8b)
    "exiled from the battlefield": ("exiled", "leaves the battlefield"),
    "returned to hand from the battlefield": ("leaves the battlefield",),
    "discarded": ("discarded", "put into a graveyard from anywhere"),  # 701.9a
    "milled": ("milled", "put into a graveyard from anywhere"),  # 701.17a
    "becomes tapped": ("becomes tapped",),
    "tapped for mana": ("tapped for mana", "becomes tapped", "activates an ability"),  # 106.12, 106.12a
    "tapped for mana producing none": ("becomes tapped", "activates an ability"),  # 106.12a: "and produces mana"
    "tapped to pay a cost": ("becomes tapped",),  # "Tap an untapped creature you control": not its {T} (106.12)
    "becomes untapped": ("becomes untapped",),
    "becomes the target": ("becomes the target",),
    "counter put on": ("counter put on",),  # whatever put it there
    "counter removed": ("counter removed",),
    "gains life": ("gains life",),
    "gains 0 life": (),  # 119.9: no life gain event
    "life total set higher": ("gains life",),  # 119.5
    "life total set lower": ("loses life",),  # 119.5
    "loses life": ("loses life",),
    "pays life": ("pays life", "loses life"),  # 119.4; life lost another way isn't paid
    "deals combat damage to a player": (*_TO_A_PLAYER, "deals combat damage", "deals combat damage to a player",
                                        "loses life"),  # 120.3a: damage to a player is life lost
    "deals noncombat damage to a player": (*_TO_A_PLAYER, "loses life"),
    "deals combat damage to a creature": ("deals damage", "deals combat damage"),
    "deals noncombat damage to a creature": ("deals damage",),
    "scries": ("scries",), "scries 0": (),  # 701.22b: no scry event
    "surveils": ("surveils",), "surveils 0": (),  # 701.25c
}
TRIGGER_CONDITIONS = tuple(sorted({c for met in EVENT_MEETS.values() for c in met}))
EVENT_WORDS = {"draw": "draws a card", "draws": "draws a card", "cast": "casts a spell", "play a land": "plays a land",
               "land played": "plays a land", "put onto the battlefield": "enters", "enters the battlefield": "enters",
               "enters the battlefield tapped": "enters tapped", "attacks": "declared as an attacker",
               "blocks": "declared as a blocker", "dies": "put into a graveyard from the battlefield",
               "sacrifice": "sacrificed", "destroy": "destroyed", "discard": "discarded", "mill": "milled",
               "tapped": "becomes tapped", "untapped": "becomes untapped", "targeted": "becomes the target",
               "attached": "becomes attached", "animated": "becomes a creature", "countered": "spell is countered",
               "step begins": "beginning of a step",
               "scry 0": "scries 0", "surveil 0": "surveils 0", "gain 0 life": "gains 0 life"}
TRIGGER_WORDS = {"draw": "draws a card", "cast": "casts a spell", "magecraft": "casts or copies a spell",
                 "enters the battlefield": "enters", "tap for mana": "tapped for mana",
                 "is put into a graveyard from the battlefield": "put into a graveyard from the battlefield",
                 "put into a graveyard": "put into a graveyard from anywhere"}
BECOMES = ("becomes tapped", "becomes untapped", "becomes blocked")  # 603.2e: a change of state, not the state


@predicate("triggers", cr=["603.2", "603.2e", "603.2f", "603.2g", "121.1", "116.2a", "707.10", "122.6", "106.12",
                           "119.9", "701.21a", "702.140c", "120.3b"])
def triggers_on(condition: str, event: str, already: bool = False, replaced: bool = False, had_ability: bool = True,
                visible: bool = True, infect: bool = False) -> bool:
    """Whether an event meets a triggered ability's trigger condition, so that the ability triggers (603.2): only what
    the condition's words name, by the CR's definitions, and whatever caused it ("for any reason") — a card put into a
    hand without the word "draw" isn't drawn (121.1), a land played isn't cast (116.2a), a copied ability casts and
    copies no spell (707.10), a permanent entering with counters has counters put on it (122.6), a mana ability
    without {T} doesn't tap that creature for mana (106.12), gaining 0 life is no life gain (119.9), one that mutates
    or transforms doesn't enter (702.140c, 712.18); a "becomes" condition only on the change (603.2e).

    condition: what the ability triggers on, one of "activates an ability", "attacks", "becomes a creature",
    "becomes attached", "becomes blocked", "becomes tapped", "becomes the target", "becomes untapped", "beginning of
    a step", "blocks", "casts a spell", "casts or copies a spell", "copies a spell", "copies an ability", "counter
    put on", "counter removed", "creates a token", "deals combat damage", "deals combat damage to a player", "deals
    damage", "deals damage to a player", "destroyed", "dies", "discarded", "draws a card", "enters", "exiled",
    "gains life", "investigates", "leaves the battlefield", "loses life", "milled", "mutates", "pays life", "plays a
    land", "put into a graveyard from anywhere", "put into a graveyard from the battlefield", "sacrificed",
    "scries", "spell is countered", "surveils", "tapped for mana", "transforms", "turned face up". event: what
    happened, one of "draws a card", "card put into hand", "casts a spell", "casts a copy", "copies a spell",
    "copies an ability", "activates an ability", "plays a land", "enters", "enters tapped", "enters with counters",
    "put onto the battlefield attacking", "put onto the battlefield blocking", "enters transformed", "becomes a
    creature", "becomes attached", "becomes a copy", "creates a token", "investigates", "beginning of a step", "step
    skipped", "spell is countered", "spell doesn't resolve", "declared as an attacker", "declared as a blocker",
    "becomes blocked", "mutates", "transforms", "turned face up", "destroyed", "sacrificed", "put into a graveyard
    from the battlefield", "exiled from the battlefield", "returned to hand from the battlefield", "discarded",
    "milled", "becomes tapped", "tapped for mana", "tapped for mana producing none", "tapped to pay a cost",
    "becomes untapped", "becomes the target", "counter put on", "counter removed", "gains life", "gains 0 life",
    "life total set higher", "life total set lower", "loses life", "pays life", "deals combat damage to a player",
    "deals noncombat damage to a player", "deals combat damage to a creature", "deals noncombat damage to a
    creature", "scries", "scries 0", "surveils", "surveils 0"; or words for them ("dies", "draw", "attacks",
    "destroy", "tapped"…). already: the state a "becomes" condition names held before the event (tapped already,
    603.2e); replaced: the event was prevented or replaced and didn't happen (603.2g); had_ability: the source had
    the ability where it functions when the event happened (it had entered, hadn't lost it; 603.2, 113.6); visible:
    the source was at some time visible to all players (603.2f); infect: damage to a player from a source with
    infect, which is poison, not life lost (120.3b).
    """
    happened = choice(event, EVENT_MEETS, EVENT_WORDS)
    if happened is None:
        raise ValueError(f"event must be one of {tuple(EVENT_MEETS)}, not {event!r}")
    wanted = choice(condition, TRIGGER_CONDITIONS, TRIGGER_WORDS)
    if wanted is None:
        raise ValueError(f"condition must be one of {TRIGGER_CONDITIONS}, not {condition!r}")
    poison = infect and wanted == "loses life" and "damage" in happened  # 120.3b
    changed = not (already and wanted in BECOMES)  # 603.2e
    return wanted in EVENT_MEETS[happened] and changed and not (replaced or poison) and had_ability and visible
