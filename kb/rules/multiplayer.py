"""Multiplayer (CR 800, 810, 101.4): a team's shared life total, a player leaving the game, the order of choices made at once."""
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
