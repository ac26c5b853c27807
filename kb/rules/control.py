"""Control (CR 108.4): who controls spells, permanents and abilities, what controlling a creature since the turn began
allows (302.6, "summoning sickness"), and how long a control-changing or other continuous effect lasts (611)."""
from __future__ import annotations

from kb.characteristics import keywords, of_object
from kb.model import GameObject
from kb.rules.registry import predicate

WHO = {"spell": "the player who cast it",  # 112.2? see 601.2a: the caster
       "permanent": "the player it entered the battlefield under",  # 110.2
       "activated ability": "the player who activated it",  # 113.8
       "triggered ability": "the player who controlled its source when it triggered",  # 113.8, 603.3a
       "card": "none: its owner stands in",  # 108.4, 108.4a
       "loyalty ability": "the player who activated it",  # 606.1: a loyalty ability is an activated ability; 113.8
       "delayed triggered ability": "the player who controlled the spell or ability that created it"}  # 603.7d


@predicate("control", cr=["108.4", "108.4a", "110.2", "113.8", "603.3a", "603.7d"])
def controller_of(kind: str) -> str:
    """Who controls a spell, a permanent, an activated ability or a triggered ability: its caster, the player it
    entered under, its activator, the controller of its source when it triggered; a delayed triggered ability, the
    controller of what created it (108.4, 110.2, 113.8, 603.3a, 603.7d).

    kind: "spell", "permanent", "activated ability", "loyalty ability", "triggered ability", "delayed triggered
    ability" or "card". Answers one of "the player who cast it", "the player it entered the battlefield under", "the
    player who activated it", "the player who controlled its source when it triggered", "the player who controlled
    the spell or ability that created it", "none: its owner stands in".
    """
    if kind not in WHO:
        raise ValueError(f"kind must be one of {sorted(WHO)}, not {kind!r}")
    return WHO[kind]


@predicate("control", cr=["302.6", "702.10b", "702.10c"])
def can_attack_or_tap(creature: GameObject, controlled_since_turn_began: bool) -> bool:
    """Whether a creature can attack or pay a {T} or {Q} cost: its controller must have controlled it continuously
    since their most recent turn began, unless it has haste (302.6, 702.10).

    controlled_since_turn_began: its controller has controlled it continuously since their most recent turn began.
    """
    if "Creature" not in of_object(creature).card_types:
        return True  # 302.6 restricts creatures only: a noncreature artifact's {T} ability works the turn it arrives
    return controlled_since_turn_began or "haste" in keywords(creature)


EFFECT_ORIGINS = ("resolved", "static", "one-shot")
DURATIONS = ("", "until end of turn", "until your next turn", "for as long as")


@predicate("control", cr=["611.2a", "611.2b", "611.3a", "611.3b", "113.3d", "610.1", "800.4a"])
def continuous_effect_applies(origin: str, duration: str = "", started: bool = True, duration_holds: bool = True,
                              source_on_battlefield: bool = True, condition_true: bool = True) -> bool:
    """Whether an effect still applies after things change: one made by a resolved spell or ability ("gain control of
    target creature", "gets +2/+2 until end of turn") lasts its stated duration, or the whole game with none, whatever
    happens after to its source or to what allowed it — control, power, party size (611.2a; in a multiplayer game an
    effect giving a player control ends when that player leaves the game, 800.4a); one "for as long as …" only while
    that holds, and never if it did not hold when the effect would first apply ("if Dragonlord Silumgar leaves before
    its ability resolves, you won't gain control at all", 611.2b); a static ability's effect is never locked in: only
    while its source is on the battlefield with the ability and its condition holds (611.3a–b, 113.3d); what a one-shot
    effect did has no duration and stands (610.1; an object exiled "until" an event returns by that effect's own
    terms: `until_event_move`).

    origin: "resolved", "static" or "one-shot"; duration: of a resolved effect, "" (none), "until end of turn", "until
    your next turn" or "for as long as"; started: the "for as long as" held when the effect would first apply;
    duration_holds: its stated duration has not ended; source_on_battlefield, condition_true: of a static ability.
    """
    if origin not in EFFECT_ORIGINS:
        raise ValueError(f"origin must be one of {EFFECT_ORIGINS}, not {origin!r}")
    if duration not in DURATIONS:
        raise ValueError(f"duration must be one of {DURATIONS}, not {duration!r}")
    if origin == "one-shot":
        return True
    if origin == "static":
        return source_on_battlefield and condition_true
    if duration == "for as long as":
        return started and duration_holds
    return duration == "" or duration_holds
