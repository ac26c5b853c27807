"""Priority (CR 117): when players can respond, that is cast spells and activate abilities — only a player with
priority can, and no one has it while a spell is being cast or resolves, during the untap and cleanup steps, or while
the game performs state-based actions."""
from __future__ import annotations

from kb.rules.registry import predicate
from kb.rules.words import choice

# moment -> whether a player gets priority then (the rule that says so beside each)
MOMENTS = {
    "casting": False,  # a spell being cast or an ability activated, its costs being paid: priority comes after (117.3c)
    "resolving": False,  # 117.2e, 608.2g
    "untap step": False,  # 117.3a, 502.4
    "cleanup step": False,  # 514.3; unless an ability triggered or a state-based action was performed (514.3a)
    "state-based action": False,  # performed before anyone would get priority (117.2d)
    "turn-based action": False,  # declaring attackers or blockers, the draw for the turn (117.2c, 508.1, 509.1)
    "ending the turn": False,  # an effect ending the turn, until its cleanup step (723.1c, 723.1f)
    "special action": False,  # it doesn't use the stack: nothing to respond to (116.1, 116.2b)
    "static ability": False,  # priority doesn't apply to it (117.2b)
    "mana ability": False,  # it doesn't use the stack and can't be responded to (605.3b)
    "on the stack": True,  # once it's cast or activated, its caster gets priority, then the others (117.3c, 117.7)
    "after resolving": True,  # 117.3b
    "step": True,  # the beginning of any other step or phase, its turn-based actions and triggers done (117.3a)
}
MOMENT_WORDS = {  # the rulings' and the doc's words for a moment
    "cast": "casting", "being cast": "casting", "announced": "casting", "activating": "casting",
    "being activated": "casting", "paying costs": "casting", "paying its costs": "casting",
    "paying the cost": "casting",
    "resolves": "resolving", "during resolution": "resolving", "on resolution": "resolving",
    "as it resolves": "resolving", "while it resolves": "resolving",
    "untap": "untap step", "before upkeep": "untap step", "cleanup": "cleanup step", "mana abilities": "mana ability",
    "state-based actions": "state-based action", "turning face up": "special action",
    "declaring attackers": "turn-based action", "declaring blockers": "turn-based action",
    "declare attackers": "turn-based action", "declare blockers": "turn-based action",
    "end the turn": "ending the turn", "ends the turn": "ending the turn",
    "after it's cast": "on the stack", "in response": "on the stack", "after it resolves": "after resolving",
    "upkeep": "step", "draw step": "step", "main phase": "step", "combat": "step", "end step": "step",
}


@predicate("priority", cr=["117.1", "117.1d", "117.2b", "117.2c", "117.2d", "117.2e", "117.3a", "117.3b", "117.3c",
                           "116.1", "502.4", "508.1i", "514.3", "514.3a", "601.2g", "605.3b", "608.2g", "702.61a",
                           "702.61b", "723.1c"])
def can_respond(moment: str, asked_for_mana: bool | None = None, cleanup_again: bool = False,
                split_second: bool = False) -> dict[str, bool]:
    """Whether players can respond at a moment of the game — cast a spell, activate an ability — and whether mana
    abilities can be activated then: only a player with priority can respond, and no one has it while a spell is cast
    or an ability activated and paid for, while one resolves (whatever it has players choose or do), during the untap
    and (normally) cleanup steps, or as state-based actions, special actions and static abilities apply; players get
    it once a spell or ability is on the stack, after one resolves, and in the other steps — though while a spell with
    split second is on the stack no one can cast a spell or activate an ability but a mana ability. A mana ability
    doesn't use the stack: it can't be responded to. Mana abilities can be activated by a player with priority, or
    whenever a mana payment is asked for: a spell's or ability's cost with mana, a cost to attack, a morph cost, an
    effect resolving (117.1, 117.1d, 117.2b–e, 117.3a–c, 116.1, 502.4, 508.1i, 514.3, 601.2g, 605.3b, 608.2g,
    702.61a–b, 723.1c).

    moment: "casting" (a spell being cast or an ability activated, its costs paid), "resolving", "untap step",
    "cleanup step", "state-based action", "turn-based action" (declaring attackers or blockers), "ending the turn"
    (an effect ending it, until its cleanup step), "special action",
    "static ability", "mana ability", "on the stack" (after it's cast or activated: "in response"), "after resolving"
    or "step" (the beginning of another step or phase); asked_for_mana: whether a mana payment is asked for then (by
    default, only while casting: a cost without mana, as Force of Will's alternative cost, is False; a cost to attack,
    a morph cost or an effect resolving that asks for mana, True); cleanup_again: in the cleanup step, an ability
    triggered or a state-based action was performed, so players get priority and another cleanup step follows
    (514.3a); split_second: a spell with split second is on the stack. Answers {"can_respond", "mana_abilities"}.
    """
    named = choice(moment, MOMENTS, MOMENT_WORDS)
    if named is None:
        raise ValueError(f"unknown moment {moment!r}; expected one of {sorted(MOMENTS)}")
    priority = MOMENTS[named] or (named == "cleanup step" and cleanup_again)
    asked = named == "casting" if asked_for_mana is None else asked_for_mana
    return {"can_respond": priority and not split_second, "mana_abilities": priority or asked}


# a moment no player has priority -> when what happened during it is dealt with: the next time a player would receive
# priority (117.5)
HELD = {
    "casting": "after it's cast",  # 601.2i, 602.2i
    "resolving": "after it finishes resolving",  # 608.2, 608.2p
    "untap step": "in the upkeep",  # 502.4
    "cleanup step": "in the cleanup step, then another cleanup step",  # 514.3a
    "ending the turn": "in the cleanup step, then another cleanup step",  # 723.1f
    "mana ability": "after it resolves",  # a mana ability resolves at once (405.6c)
}


@predicate("priority", cr=["117.5", "603.3", "704.3", "502.4", "500.11", "514.3a", "608.2p", "601.2i", "405.6c",
                           "723.1f"])
def held_until(during: str, upkeep_skipped: bool = False, draw_skipped: bool = False) -> str:
    """When what happens at a moment no player has priority is dealt with — an ability that triggers then, a
    state-based action whose condition arises then (a creature dealt lethal damage dies): the next time a player would
    receive priority, state-based actions first, then the triggered abilities go on the stack — after the spell is
    cast or the ability activated, after a spell or ability finishes resolving (however early in its resolution the
    event), in the upkeep for the untap step (the first step not skipped after it), and in the cleanup step itself —
    also for an effect ending the turn —, after which another cleanup step follows; when a player has priority, at
    once (117.5, 603.3, 704.3, 502.4, 500.11, 514.3a, 608.2p, 601.2i, 405.6c, 723.1f).

    during: one of can_respond's moments (its words too): "casting", "resolving", "untap step", "cleanup step", "mana
    ability", "ending the turn" (Time Stop, Sundial of the Infinite), or one when players have priority;
    upkeep_skipped, draw_skipped: the turn's upkeep (Eon Hub), its draw step (Necropotence) is skipped, so the untap
    step's wait for the next step that isn't. Answers "after it's cast", "after it finishes resolving", "in the
    upkeep", "in the draw step", "in the main phase", "in the cleanup step, then another cleanup step", "after it
    resolves" or "at once".
    """
    named = choice(during, MOMENTS, MOMENT_WORDS)
    if named is None:
        raise ValueError(f"unknown moment {during!r}; expected one of {sorted(MOMENTS)}")
    if named == "untap step" and upkeep_skipped:
        return "in the main phase" if draw_skipped else "in the draw step"
    return HELD.get(named, "at once")
