"""Combat (CR 506–511): who can block whom (evasion abilities), blocks that stand once declared, how a blocked
creature assigns its combat damage (trample, deathtouch), and which player is the defending player (508.5)."""
from __future__ import annotations

import re

from kb.characteristics import keywords, of_object, of_permanent
from kb.model import GameObject, Permanent
from kb.rules.registry import NotModeled, predicate
from kb.rules.words import choice, plain
from kb.rules.targeting import has_quality, qualities_of


# 702.14a: "islandwalk", "nonbasic landwalk", "snow swampwalk", "legendary landwalk"
LANDWALK = re.compile(r"^(?:(non)?([a-z]+) )?([a-z]+?)walk$")


@predicate("combat", cr=["702.9b", "702.17b", "702.111b", "702.28b", "702.31b", "702.36b", "702.13b", "702.14c",
                         "702.118b", "702.16f", "509.1b"])
def can_block(attacker: GameObject, blocker: GameObject, blockers: int = 1, defending_lands: list[str] = ()) -> bool:
    """Whether a creature can block an attacker given their evasion abilities (flying and reach, menace, shadow, fear,
    intimidate, horsemanship, landwalk, "can't be blocked", "… by creatures with power N or less", "can block only
    creatures with flying") and the number of blockers (702.9b, 702.111b, 702.28b,
    702.36b, 702.13b, 702.14c, 509.1b).

    blockers: how many creatures block it in all; defending_lands: the type lines of the defending player's lands.
    """
    theirs, ours = keywords(attacker), keywords(blocker)
    a, b = of_object(attacker), of_object(blocker)
    if any(k.endswith("can't be blocked") for k in theirs) or any(k.endswith("can't block") for k in ours):
        return False
    if any(_protected_from(k, b) for k in theirs):  # 702.16f
        return False
    if "flying" in theirs and not {"flying", "reach"} & ours:  # 702.9b
        return False
    if "horsemanship" in theirs and "horsemanship" not in ours:  # 702.31b
        return False
    if ("shadow" in theirs) != ("shadow" in ours):  # 702.28b, both ways
        return False
    artifact_creature = "Artifact" in b.card_types and "Creature" in b.card_types
    if "fear" in theirs and not (artifact_creature or "B" in b.colors):  # 702.36b
        return False
    if "intimidate" in theirs and not (artifact_creature or set(a.colors) & set(b.colors)):  # 702.13b
        return False
    if "skulk" in theirs and _number(b.power) > _number(a.power):  # 702.118b
        return False
    if "menace" in theirs and blockers < 2:  # 702.111b
        return False
    if blockers > 1 and any(k.endswith("can't be blocked by more than one creature") for k in theirs):  # 509.1b
        return False
    if any(_restricted_by_size(k, b) for k in theirs):  # 509.1b: "can't be blocked by creatures with power 2 or less"
        return False
    if any((by := BLOCKED_BY_QUALITY.search(k)) and has_quality(by[1].replace(" or ", " and "), qualities_of(b)) for k in theirs):
        return False  # 509.1b: "can't be blocked by white creatures", "… by artifact creatures"
    if any((only := ONLY_BLOCKS.search(k)) and only[1] not in theirs for k in ours):  # "can block only creatures with
        return False                                                                   # flying" (509.1b)
    return not any(_walks_over(word, defending_lands) for word in theirs)


BLOCKED_BY_QUALITY = re.compile(r"can't be blocked by ((?!creatures\b)[a-z]+(?: or [a-z]+)?) creatures$")
BLOCKED_BY_SIZE = re.compile(r"can't be blocked by creatures with (power|toughness) (\d+) or (less|greater)$")
ONLY_BLOCKS = re.compile(r"can block only creatures with ([a-z]+)$")


def _restricted_by_size(ability: str, blocker) -> bool:
    """Whether an attacker's "can't be blocked by creatures with power N or less/greater" keeps this blocker out."""
    found = BLOCKED_BY_SIZE.search(ability)
    if not found:
        return False
    value, bound = _number(blocker.power if found[1] == "power" else blocker.toughness), int(found[2])
    return value <= bound if found[3] == "less" else value >= bound


def _protected_from(ability: str, blocker) -> bool:
    """Whether a "protection from [quality]" ability names a quality the blocker's characteristics have (702.16f)."""
    found = re.match(r"^protection from (.+)$", ability)
    if not found:
        return False
    return has_quality(found[1], qualities_of(blocker) | {"everything"})


def _walks_over(word: str, lands: list[str]) -> bool:
    """Whether a landwalk keyword makes its creature unblockable against these lands' type lines (702.14c)."""
    found = LANDWALK.match(word)
    if not found:
        return False
    negated, qualifier, kind = found.groups()
    for line in lands:
        words = set(line.lower().replace("—", " ").split())
        if (kind == "land" or kind in words) and (qualifier is None or (qualifier in words) != bool(negated)):
            return True
    return False


def _number(value: str | None) -> int:
    """A printed power or toughness as a number (a "*" is a characteristic-defining ability this doesn't compute)."""
    if value is None or not value.lstrip("-").isdigit():
        raise NotModeled(f"power or toughness {value!r}: a characteristic-defining ability or an object without one")
    return int(value)


@predicate("combat", cr=["509.1h", "506.4", "506.4a", "510.1c", "702.19d"])
def stays_blocked(attacker: GameObject, blockers_left: int) -> dict[str, bool]:
    """Whether an attacking creature is still blocked and deals combat damage when its blockers leave or are removed
    from combat, or when the abilities that allowed or forbade the block change after blockers are declared (509.1h,
    506.4, 506.4a, 510.1c, 702.19d).

    blockers_left: the blocking creatures still blocking it as combat damage is assigned. Answers {"blocked",
    "assigns_combat_damage", "to_player"}: with none left it assigns no damage, unless it has trample (702.19d).
    """
    if blockers_left < 0:
        raise ValueError(f"blockers_left counts the creatures still blocking it, 0 or more, not {blockers_left}")
    trample = bool({"trample", "trample over planeswalkers"} & keywords(attacker))
    power = _number(of_object(attacker).power)
    deals = power > 0 and (blockers_left > 0 or trample)
    return {"blocked": True, "assigns_combat_damage": deals, "to_player": deals and blockers_left == 0}


@predicate("combat", cr=["510.1a", "510.1c", "702.19b", "702.19d", "702.2c", "120.4a"])
def combat_damage_assignment(attacker: GameObject, blockers: list[GameObject],
                             damage_marked: list[int] = ()) -> dict[str, object]:
    """How a blocked attacking creature assigns its combat damage among its blockers and, with trample, to the player,
    planeswalker or battle it attacks: lethal damage to the blockers first (damage already marked counts; 1 is lethal
    from deathtouch) (510.1a, 510.1c, 702.19b, 702.2c).

    Answers {"power", "lethal": each blocker's lethal damage, "most_to_player": the most its controller may assign
    to what it attacks (0 without trample)}.
    """
    power = max(_number(of_object(attacker).power), 0)  # 510.1a: 0 or less assigns none
    theirs = keywords(attacker)
    trample = bool({"trample", "trample over planeswalkers"} & theirs)
    if not blockers:  # 510.1c: none; 702.19d: with trample, all of it to what it attacks
        return {"power": power, "lethal": [], "most_to_player": power if trample else 0}
    marked = list(damage_marked) or [0] * len(blockers)
    if len(marked) != len(blockers):
        raise ValueError("damage_marked needs one entry a blocker")
    lethal = [max(0, min(1, _number(of_object(b).toughness) - m)) if "deathtouch" in theirs
              else max(0, _number(of_object(b).toughness) - m) for b, m in zip(blockers, marked)]
    return {"power": power, "lethal": lethal, "most_to_player": max(0, power - sum(lethal)) if trample else 0}


# 506.4: what removes a permanent from combat, and (506.4a–c) what does not
REMOVES_FROM_COMBAT = {
    "leaves the battlefield": True, "controller changes": True, "phases out": True, "removed from combat": True,
    "regenerates": True, "stops being a creature": True,
    "tapped": False, "untapped": False,  # 506.4b
    "can't attack": False, "can't block": False,  # 506.4a: what would have kept it from attacking or blocking
    "loses the ability that let it attack or block": False, "condition to attack or block no longer met": False,
    "attacked planeswalker leaves": False, "attacked battle leaves": False,  # 506.4c
}
COMBAT_EVENT_WORDS = {  # the doc's and the rulings' words for REMOVES_FROM_COMBAT's events
    "regenerated": "regenerates", "regenerating": "regenerates", "regenerate": "regenerates",
    "left the battlefield": "leaves the battlefield", "leaving the battlefield": "leaves the battlefield",
    "phased out": "phases out", "phasing out": "phases out", "stopped being a creature": "stops being a creature",
    "stopping being a creature": "stops being a creature", "becomes tapped": "tapped", "becomes untapped": "untapped",
}


def _combat_event_named(event: str) -> str:
    """An event as REMOVES_FROM_COMBAT names it, from the words people use: an effect that "removes it from combat"
    (506.4), "loses haste" or another ability (506.4a), "an opponent gains control of it" (506.4)."""
    if (known := choice(event, REMOVES_FROM_COMBAT, COMBAT_EVENT_WORDS)) is not None:
        return known
    if re.search(r"\bremoves? (?:it|them|that creature|the creature) from combat\b", event):
        return "removed from combat"
    if re.fullmatch(r"(?:it )?loses? (?:haste|vigilance|flying|reach|horsemanship|shadow|the ability [\w ]+"
                    r"|an ability)", event):
        return "loses the ability that let it attack or block"
    if re.search(r"\bgains? control of (?:it|them|that creature)\b|\bchanges? controllers?\b", event):
        return "controller changes"
    return event


@predicate("combat", cr=["506.4", "506.4a", "506.4b", "506.4c"])
def removed_from_combat(event: str) -> dict[str, object]:
    """Whether an event removes an attacking or blocking creature from combat: leaving the battlefield, a change of
    controller, phasing out, regenerating, stopping being a creature or an effect that says so do; being tapped or
    untapped, an effect that would have kept it from attacking or blocking, losing what let it attack, or the
    planeswalker or battle it attacks leaving don't, and it goes on attacking or blocking (506.4, 506.4a–c).

    event: one of REMOVES_FROM_COMBAT's ("stops being a creature", "untapped", "attacked planeswalker leaves"…).
    Answers {"removed", "combat_damage": "none", "as usual", or "none if unblocked" (an attacker whose planeswalker or
    battle left it, 506.4c)}.
    """
    named = _combat_event_named(plain(event))
    if named not in REMOVES_FROM_COMBAT:
        raise NotModeled(f"event {event!r}; known: {sorted(REMOVES_FROM_COMBAT)}")
    removed = REMOVES_FROM_COMBAT[named]
    damage = "none" if removed else "none if unblocked" if named.startswith("attacked ") else "as usual"
    return {"removed": removed, "combat_damage": damage}


STRIKES = ("", "first strike", "double strike")  # what decides the combat damage steps a creature assigns in


@predicate("combat", cr=["510.4", "702.7b", "702.7c", "702.4c", "702.4d"])
def assigns_combat_damage_in_step(step: str, had: str = "", has: str = "", two_steps: bool = True) -> bool:
    """Whether an attacking or blocking creature assigns combat damage in a combat damage step: with first strike or
    double strike in combat as the combat damage step begins there are two; in the first only creatures with first
    strike or double strike assign, in the second those that had neither as the first began and those that have
    double strike now — so one that loses double strike, or first strike, after the first step deals no more damage,
    one given first strike late still deals its damage, one given double strike late deals it again (510.4, 702.7b–c,
    702.4c–d).

    step: "first" or "second" (the regular one); had: "", "first strike" or "double strike", as the first combat
    damage step began ("" too for a creature not yet in combat then, such as a Ninja put onto the battlefield during
    it); has: the same, now; two_steps: False when no attacking or blocking creature had either as the combat damage
    step began, so there is one step and every creature assigns in it (510.1). A creature removed from combat assigns
    none (506.4: removed_from_combat).
    """
    if step not in ("first", "second") or had not in STRIKES or has not in STRIKES:
        raise ValueError(f"step is 'first' or 'second', had and has one of {STRIKES}")
    if not two_steps:
        return True
    if step == "first":
        return had != ""
    return had == "" or has == "double strike"


# 508.3a, 508.4: how a creature came to be attacking, by the words rulings use -> whether it was declared
DECLARED = {"declared": True, "declared as an attacker": True,
            "put onto the battlefield attacking": False, "enters attacking": False, "created attacking": False,
            "ninjutsu": False, "effect says attacking": False}
DECLARED_WORDS = {  # the doc's and the rulings' words for DECLARED's ways
    "declared as attacking": "declared", "created tapped and attacking": "created attacking",
    "token created tapped and attacking": "created attacking", "entered attacking": "enters attacking",
    "enters tapped and attacking": "enters attacking", "put onto the battlefield tapped and attacking":
    "put onto the battlefield attacking", "put in by ninjutsu": "ninjutsu",
    "returned to the battlefield attacking": "put onto the battlefield attacking",
    "stated to be attacking": "effect says attacking", "an effect says it is attacking": "effect says attacking",
}


@predicate("combat", cr=["508.1a", "508.3a", "508.4", "702.49c"])
def declared_as_attacker(how: str) -> dict[str, bool]:
    """Whether an attacking creature was declared as an attacker, and so whether abilities that trigger "whenever" it
    "attacks" trigger for it and it "attacked": one chosen in the declare attackers step was; one put onto the
    battlefield attacking (a token created tapped and attacking, a Ninja put in by ninjutsu, a creature Kaalia puts in)
    or that an effect says is attacking is attacking but never was declared, and never "attacked" (508.1a, 508.3a,
    508.4, 702.49c).

    how: "declared", "put onto the battlefield attacking" ("enters attacking", "created attacking", "ninjutsu") or
    "effect says attacking". Answers {"attacking", "declared", "attack_triggers"}.
    """
    named = choice(how, DECLARED, DECLARED_WORDS)
    if named is None:
        raise NotModeled(f"how {how!r}; known: {sorted(DECLARED)}")
    declared = DECLARED[named]
    return {"attacking": True, "declared": declared, "attack_triggers": declared}


CHOSEN = "its controller's choice of a defending player, a planeswalker one controls or a battle one protects"


@predicate("combat", cr=["508.4", "508.4a", "508.4b", "508.4c", "506.3", "506.3a", "506.3b", "506.3e"])
def enters_attacking(how: str = "put onto the battlefield attacking", specified: str = "",
                     specified_gone: bool = False, chooses: str = "", creature: bool = True,
                     under_attacking_player: bool = True) -> dict[str, object]:
    """What a creature put onto the battlefield attacking, or that an effect says is attacking, attacks: its controller
    chooses which defending player, planeswalker a defending player controls or battle a defending player protects —
    not necessarily what the creature that made it attacks, nor what it attacked before — unless the effect says what
    (508.4; ninjutsu says: what the returned creature attacked, 702.49c); if the effect names a player no longer in the
    game, or a planeswalker or battle no longer on the battlefield or no longer one, it isn't attacking — one put onto
    the battlefield still enters (508.4a-b); and the requirements, restrictions and costs of declaring attackers don't
    apply to it (508.4c). Only a creature, and not a battle, under an attacking player's control is ever attacking
    (506.3a, b, e). Whether it was declared as an attacker, and so whether "whenever … attacks" triggers, is
    declared_as_attacker's.

    how: how it came to be attacking undeclared: "put onto the battlefield attacking", "enters attacking", "created
    attacking", "ninjutsu" or "stated to be attacking" (declared_as_attacker's words); specified: what the effect says
    it attacks ("" when it doesn't say); specified_gone: that player left the game, or that planeswalker or battle is
    gone or no longer one a defending player controls or protects; chooses: who chooses among what the effect specifies
    when it names more than one ("that player or a planeswalker they control": "its controller"; "" when it names one);
    creature: False for a noncreature permanent or a battle; under_attacking_player: False when its controller isn't an
    attacking player. Answers {"attacking", "attacks": what it attacks (None when not attacking), "chosen_by": who
    chooses that (None when the effect says), "declaration_rules_apply": False}.
    """
    way = choice(how, DECLARED, DECLARED_WORDS)
    if way is None or DECLARED[way]:  # 508.4: only a creature never declared as an attacker
        raise ValueError(f"how must be one of {sorted(w for w, declared in DECLARED.items() if not declared)}, "
                         f"not {how!r}")
    if (specified_gone or chooses) and not specified:
        raise ValueError("specified_gone and chooses say of what the effect specifies: give specified")
    if specified_gone or not creature or not under_attacking_player:  # 508.4a-b, 506.3a-b, e: never attacking
        return {"attacking": False, "attacks": None, "chosen_by": None, "declaration_rules_apply": False}
    return {"attacking": True, "attacks": specified or CHOSEN,
            "chosen_by": (chooses or None) if specified else "its controller", "declaration_rules_apply": False}


CAN = ("yes", "with a cost", "no")  # whether a creature can attack (or block) now: freely, only if a cost is paid, not
CAN_WORDS = {"can": "yes", "able": "yes", "only with a cost": "with a cost", "if a cost is paid": "with a cost",
             "can't": "no", "cannot": "no", "unable": "no", "tapped": "no"}


@predicate("combat", cr=["508.1c", "508.1d", "509.1b", "509.1c"])
def requirements_obeyed(can: list[str], requirements: list[int], chosen: list[int],
                        most: int | None = None) -> dict[str, object]:
    """Whether a declaration of attackers (or of blockers) obeys as many requirements ("attacks each combat if able",
    "blocks if able", "must be blocked if able") as could be obeyed without disobeying a restriction: a creature that
    can't attack or block (tapped, summoning sick, a restriction) ignores its requirement, and one that could only if a
    cost were paid need not, since no player is required to pay it (508.1c-d, 509.1b-c).

    can: for each creature, "yes", "with a cost" or "no"; requirements: how many requirements each is under; chosen:
    the indices of those declared; most: a restriction "no more than N creatures can attack" (or block), None for none.
    Answers {"legal", "obeyed", "most_obeyable"}. Other restrictions (menace's two blockers, "can't attack alone") are
    not modeled: a creature they keep out is given as "no".
    """
    kinds = [choice(c, CAN, CAN_WORDS) for c in can]
    if None in kinds:
        raise ValueError(f"can must be one of {CAN}, not {can[kinds.index(None)]!r}")
    if len(requirements) != len(kinds) or len(set(chosen)) != len(chosen) or any(
            not 0 <= i < len(kinds) for i in chosen):
        raise ValueError("requirements must give one count per creature, and chosen distinct indices of them")
    free = sorted((requirements[i] for i, k in enumerate(kinds) if k == "yes"), reverse=True)
    most_obeyable = sum(free[:most] if most is not None else free)  # 508.1d: costs aren't paid to obey more
    obeyed = sum(requirements[i] for i in chosen)
    restrictions_obeyed = all(kinds[i] != "no" for i in chosen) and (most is None or len(chosen) <= most)  # 508.1c
    return {"legal": restrictions_obeyed and obeyed >= most_obeyable, "obeyed": obeyed, "most_obeyable": most_obeyable}


@predicate("combat", cr=["506.5", "702.83b", "508.4", "805.10b"])
def alone_in_combat(declared: int, in_combat_now: int | None = None, was_declared: bool = True,
                    removed_from_combat: bool = False) -> dict[str, bool]:
    """Whether a creature "attacks alone" (or "blocks alone") and whether it "is attacking alone" (or blocking): it
    attacks alone when it is the only creature declared as an attacker in that declare attackers step — by the whole
    team in Two-Headed Giant —, however many are attacking later (others removed from combat, or put onto the
    battlefield attacking, change nothing, nor does its own removal from combat); one put onto the battlefield attacking
    was never declared, so it never attacks alone; it is attacking alone while it is attacking and no other creature is
    (506.5, 702.83b, 508.4, 805.10b).

    declared: the creatures declared as attackers (blockers) in that step, this one included when it was declared —
    the team's in Two-Headed Giant; in_combat_now: the creatures attacking (blocking) now, this one included (by default,
    those declared, and this one if it wasn't); was_declared: False for a creature put onto the battlefield attacking or
    otherwise never declared; removed_from_combat: this creature has left combat since (then in_combat_now counts the
    others). Answers {"declared_alone", "now_alone"}.
    """
    if declared < (1 if was_declared else 0):
        raise ValueError(f"{declared} creatures declared, this one {'included' if was_declared else 'not'}")
    if removed_from_combat:
        now = in_combat_now if in_combat_now is not None else declared - (1 if was_declared else 0)
    else:
        now = in_combat_now if in_combat_now is not None else declared + (0 if was_declared else 1)
        if now < 1:
            raise ValueError("this creature is in combat, so at least 1 creature is: say removed_from_combat=True when "
                             "it has left combat")
    if now < 0:
        raise ValueError(f"{now} creatures in combat")
    return {"declared_alone": was_declared and declared == 1, "now_alone": not removed_from_combat and now == 1}


# 506.1, 507-511: when an ability triggered on a combat event triggers and resolves, and the turn-based action it comes
# before (the players get priority in each step after its turn-based actions: 507.2, 508.2, 509.2, 510.3, 511.1)
COMBAT_TRIGGERS = {
    "beginning of combat": ("beginning of combat step", "attackers are declared"),
    "attacks": ("declare attackers step", "blockers are declared"),
    "blocks": ("declare blockers step", "combat damage is dealt"),
    "becomes blocked": ("declare blockers step", "combat damage is dealt"),
    "attacks and isn't blocked": ("declare blockers step", "combat damage is dealt"),
    "deals combat damage": ("combat damage step", "the end of combat step"),
    "end of combat": ("end of combat step", "creatures are removed from combat"),
}
COMBAT_TRIGGER_WORDS = {"attack": "attacks", "attacks alone": "attacks", "exalted": "attacks",
                        "is blocked": "becomes blocked", "block": "blocks", "unblocked": "attacks and isn't blocked",
                        "isn't blocked": "attacks and isn't blocked",
                        "deals combat damage to a player": "deals combat damage", "at end of combat": "end of combat",
                        "at the beginning of combat": "beginning of combat"}


@predicate("combat", cr=["506.1", "508.2", "508.3", "509.1h", "509.2a", "510.3a", "510.4", "511.2"])
def combat_trigger_step(event: str, first_strike: bool = False) -> dict[str, object]:
    """When an ability that triggers on a combat event triggers and resolves: one that triggers as a creature attacks
    (exalted, "whenever … attacks") in the declare attackers step, before blockers are declared — when no attacking
    creature is yet blocked or unblocked; one on blocking, becoming blocked or not being blocked in the declare blockers
    step, before combat damage is dealt; one on combat damage in the combat damage step; "at beginning of combat" before
    attackers are declared, and "at end of combat" before creatures are removed from combat (506.1, 508.2–3, 509.1h,
    509.2a, 510.3a, 511.2).

    event: "beginning of combat", "attacks", "blocks", "becomes blocked", "attacks and isn't blocked", "deals combat
    damage" or "end of combat"; first_strike: the combat damage was dealt in the first-strike combat damage step, whose
    triggers resolve before the regular one's damage (510.4). Answers {"step": where it triggers and resolves, "before":
    the turn-based action or step it resolves before, "blocked_or_unblocked_known": whether attacking creatures are
    blocked or unblocked by then}.
    """
    kind = choice(event, tuple(COMBAT_TRIGGERS), COMBAT_TRIGGER_WORDS)
    if kind is None:
        raise ValueError(f"event must be one of {tuple(COMBAT_TRIGGERS)}, not {event!r}")
    if first_strike and kind != "deals combat damage":
        raise ValueError("first_strike is of combat damage: say it only of \"deals combat damage\"")
    step, before = COMBAT_TRIGGERS[kind]
    if first_strike:
        step, before = "first-strike combat damage step", "the regular combat damage step"
    return {"step": step, "before": before,
            "blocked_or_unblocked_known": step not in ("beginning of combat step", "declare attackers step")}


@predicate("combat", cr=["506.2", "506.3", "508.1b", "508.5", "508.5a"])
def defending_player(attacked_player: str = "", attacked: Permanent | None = None, protector: str = ""
                     ) -> dict[str, object]:
    """The defending player that an attacking creature's ability, or a spell or ability naming it, means: the player
    it attacks, the controller of the planeswalker it attacks, or the protector of the battle it attacks, and still
    the same one once it's removed from combat (508.5); in a multiplayer game one player for each attacking creature
    (508.5a). Attacking a planeswalker or battle isn't attacking a player (508.1b).

    attacked_player: the player it attacks; or attacked: the planeswalker or battle it attacks (a battle's protector
    given as protector). Answers {"defending_player", "attacking_a_player": whether it attacks that player itself}.
    """
    if bool(attacked_player) == (attacked is not None):
        raise ValueError("give the player it attacks or the planeswalker or battle it attacks, one of them")
    if attacked_player:
        return {"defending_player": attacked_player, "attacking_a_player": True}
    card_types = of_permanent(attacked).card_types
    if "Battle" in card_types:
        if not protector:
            raise ValueError("a battle's defending player is its protector: give protector")
        return {"defending_player": protector, "attacking_a_player": False}
    if "Planeswalker" not in card_types:  # 506.3: only a player, a planeswalker or a battle can be attacked
        raise ValueError(f"{attacked.card.name} is no planeswalker or battle: only those and players can be attacked")
    return {"defending_player": attacked.controller, "attacking_a_player": False}
