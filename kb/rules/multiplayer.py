"""Multiplayer (CR 800, 805, 810, 101.4): a team's shared life total, what a Two-Headed Giant game does to events that
name one player, a player leaving the game, the order of choices made at once."""
from __future__ import annotations

from kb.rules.registry import NotModeled, predicate
from kb.rules.words import choice


@predicate("multiplayer", cr=["810.9", "810.9a"])
def team_life_change(changes: list[int]) -> int:
    """How a Two-Headed Giant team's shared life total changes: damage, life loss and life gain happen to each player,
    and each result applies to the team's total, so "each opponent loses 2 life" costs the opposing team 4; a cost or
    effect that reads a player's life total reads the team's (810.9, 810.9a).

    changes: each player's life change (negative for damage or loss), in the same event.
    """
    return sum(changes)


LEAVER_CONTROL = ("not", "by a control-changing effect", "otherwise", "ability or copy on the stack")
LEAVER_CONTROL_WORDS = {"no": "not", "doesn't control it": "not", "none": "not",
                        "control-changing effect": "by a control-changing effect", "gained control": "by a control-changing "
                        "effect", "cast it": "otherwise", "put onto the battlefield under their control": "otherwise",
                        "returned under their control": "otherwise", "manifested": "otherwise",
                        "ability on the stack": "ability or copy on the stack", "copy of a spell": "ability or copy on the "
                        "stack"}


@predicate("multiplayer", cr=["800.4a", "800.4c"])
def when_player_leaves(owned_by_leaver: bool, controlled_by_leaver: str = "not", otherwise_theirs: bool = False,
                       in_ante: bool = False) -> str:
    """What happens to an object when a player leaves a multiplayer game: every object they own leaves the game with
    them, whoever controls it; then the effects giving them control of objects end, so an object they controlled that way
    returns to the player who would otherwise control it; then what they controlled on the stack that isn't a card (an
    ability, a copy of a spell) ceases to exist; then anything else they still control — cast, put onto the battlefield
    or returned "under their control" from another player's card — is exiled. Objects they neither own nor control stay
    (800.4a, 800.4c): this answers what the leaving does to the object itself, not what follows from their objects
    leaving (a card exiled "until" their permanent leaves the battlefield returns then, 610.3). A card of theirs in the
    ante zone stays (800.4n); an object they control by an effect that they would control without it as well (it
    entered under their control) is still theirs once the effect ends, so it is exiled. Planechase's planar objects
    (901.10) are not modelled.

    owned_by_leaver: the leaving player owns the object; controlled_by_leaver: "not", "by a control-changing effect",
    "otherwise" (they cast it, or it was put onto the battlefield or returned under their control) or "ability or copy on
    the stack"; otherwise_theirs: controlled by an effect, they would control it without it too; in_ante: the object is
    in the ante zone. Answers "leaves the game", "control returns", "ceases to exist", "exiled" or "stays".
    """
    how = choice(controlled_by_leaver, LEAVER_CONTROL, LEAVER_CONTROL_WORDS)
    if how is None:
        raise ValueError(f"unknown control {controlled_by_leaver!r}; expected one of {list(LEAVER_CONTROL)}")
    if owned_by_leaver:  # first of all (a copy of a spell has an owner too, 707.10), but for the ante zone (800.4n)
        return "stays" if in_ante else "leaves the game"
    if how == "by a control-changing effect" and otherwise_theirs:  # the effect ends, and it is still theirs
        return "exiled"
    return {"not": "stays", "by a control-changing effect": "control returns", "otherwise": "exiled",
            "ability or copy on the stack": "ceases to exist"}[how]


@predicate("multiplayer", cr=["101.4", "101.4a", "101.4b", "701.38a", "805.6"])
def apnap_order(players: list[str], active: str, choosing: list[str] | None = None, hidden: bool = False,
                first: str | None = None, teams: list[list[str]] | None = None) -> dict[str, object]:
    """In what order players make choices they would make at the same time, and what each knows: the active player
    first (when among them), then the others in turn order from the active player's left (APNAP); each knows the
    choices made before theirs, but a card chosen in a hidden zone (a hand, a library) may stay face down as it is
    chosen, so later players don't see which; then the actions happen at the same time (101.4, 101.4a, 101.4b). A vote
    starts with the player the card names, usually its controller, then goes in turn order (701.38a). With shared team
    turns each team's players choose in the order the team likes (805.6): not modelled; nor is the order of one player's
    several choices (101.4c).

    players: every player in the game in turn order; active: the player whose turn it is; choosing: those who choose
    ("each opponent"; by default, every player); hidden: the choices are of cards in a hidden zone, or made secretly as
    the card says; first: the player a vote or the card says begins (by default, the active player); teams: the teams
    of a game with shared team turns (refused). Answers {"order", "sees_earlier_choices", "simultaneous"}.
    """
    if active not in players or len(set(players)) != len(players):
        raise ValueError(f"the active player {active!r} must be one of the players {players}, each once")
    chosen = list(players) if choosing is None else list(choosing)
    if not set(chosen) <= set(players) or len(set(chosen)) != len(chosen):
        raise ValueError(f"those choosing {chosen} must be players of the game, each once")
    if teams:
        raise NotModeled("805.6: with shared team turns each team's players choose in the order the team likes")
    if first is not None and first not in players:
        raise ValueError(f"the first player {first!r} must be one of the players {players}")
    start = players.index(first if first is not None else active)
    turn_order = players[start:] + players[:start]
    return {"order": [p for p in turn_order if p in chosen], "sees_earlier_choices": not hidden, "simultaneous": True}


# 805, 810: for each event that names one player, whom it counts for in a Two-Headed Giant game, and the rule
TWO_HEADED_GIANT = {
    "life gained": ("the player it happens to", "810.9"),  # each player individually: a teammate's gain isn't yours
    "life lost": ("the player it happens to", "810.9"),
    "damage dealt": ("the player it happens to", "810.9"),
    "life total": ("the team", "810.9a"),  # a player's life total is the team's
    "poison counters": ("the team", "810.10a"),  # shared; fifteen and the team loses (810.8d)
    "loses the game": ("the team", "810.8a"), "wins the game": ("the team", "810.8a"),
    "can't lose the game": ("the team", "810.8a"), "can't win the game": ("the team", "810.8a"),
    "can't gain life": ("the team", "810.9g"), "can't lose life": ("the team", "810.9h"),
    "extra turn": ("the team", "805.8"), "skips a step, phase or turn": ("the team", "805.8"),
    "each player's life total set": ("one player the team chooses", "810.9d"),
    "life totals exchanged with a teammate": ("no one", "810.9e"),  # the exchange won't happen
    "step trigger": ("the team", "805.4d"),  # "at the beginning of each upkeep", "your end step": once a team's step
    "each player's step trigger": ("the team", "805.4d"),  # …unless it refers to "that player" (below)
    "defending player": ("one player", "805.10e"), "attacking player": ("one player", "805.10c"),
}
TWO_HEADED_GIANT_WORDS = {
    "teammate gains life": "life gained", "gains life": "life gained", "gain life": "life gained",
    "loses life": "life lost", "damage": "damage dealt", "is dealt damage": "damage dealt",
    "life total read": "life total", "highest life total": "life total", "poison": "poison counters",
    "lose the game": "loses the game", "win the game": "wins the game", "takes an extra turn": "extra turn",
    "skip": "skips a step, phase or turn", "skips": "skips a step, phase or turn",
    "skips a step": "skips a step, phase or turn", "skips a turn": "skips a step, phase or turn",
    "set life total": "each player's life total set", "exchange life totals": "life totals exchanged with a teammate",
    "each upkeep": "step trigger", "your upkeep": "step trigger", "each end step": "step trigger",
    "each player's upkeep": "each player's step trigger", "each opponent's upkeep": "each player's step trigger",
    "each opponent's end step": "each player's step trigger", "each player's end step": "each player's step trigger",
}
TEAM_SIZE = 2  # 810.1: two teams of two


@predicate("multiplayer", cr=["810.8a", "810.8d", "810.9", "810.9a", "810.9d", "810.9e", "810.9g", "810.9h", "810.10a",
                              "805.4d", "805.8", "805.10c", "805.10e"])
def two_headed_giant(event: str, refers_to_that_player: bool = False) -> dict[str, object]:
    """Whom an event that names one player counts for in a Two-Headed Giant game, and how often an ability that
    triggers at the beginning of a step does: damage, life gained and life lost happen to each player — a teammate's
    life gain isn't yours, though it raises the team's total — while a life total read is the team's (810.9, 810.9a);
    poison counters are the team's, which loses with fifteen (810.10a, 810.8d); a team wins, loses, can't gain or lose
    life as one (810.8a, 810.9g–h); an extra turn, or a skipped step, phase or turn, is the team's (805.8); an effect
    setting each player's life total sets one player's of each team, the team choosing (810.9d), and teammates never
    exchange life totals (810.9e). A team's players share each step, so an ability that triggers at the beginning of
    one triggers once, unless it says "each player's" or "each opponent's" step and refers to "that player": then
    once for each of the team's two players (805.4d). "The defending player" or "the attacking player" is one player
    (805.10c, 805.10e).

    event: "life gained", "life lost", "damage dealt", "life total", "poison counters", "loses the game", "wins the
    game", "can't lose the game", "can't win the game", "can't gain life", "can't lose life", "extra turn", "skips a
    step, phase or turn", "each player's life total set", "life totals exchanged with a teammate", "step trigger"
    ("each upkeep", "your end step"), "each player's step trigger" ("each opponent's upkeep"), "defending player" or
    "attacking player"; refers_to_that_player: a step trigger's condition, effect or "if" clause says "that player".
    Answers {"counts_for": "the player it happens to", "the team", "each player of the team", "one player the team
    chooses", "one player" or "no one"; "times": how many times a step trigger triggers in a team's step (else 1);
    "rule"}.
    """
    kind = choice(event, TWO_HEADED_GIANT, TWO_HEADED_GIANT_WORDS)
    if kind is None:
        raise ValueError(f"event must be one of {tuple(TWO_HEADED_GIANT)}, not {event!r}")
    counts_for, rule = TWO_HEADED_GIANT[kind]
    if kind == "each player's step trigger" and refers_to_that_player:  # 805.4d: once for each appropriate player
        return {"counts_for": "each player of the team", "times": TEAM_SIZE, "rule": rule}
    return {"counts_for": counts_for, "times": 1, "rule": rule}
