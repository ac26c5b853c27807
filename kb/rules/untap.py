"""The untap step (CR 502): whether a tapped permanent untaps, and what "doesn't untap during its controller's (next)
untap step" effects do — they stop only the untap step's untapping, all of them at once, and wait for a step that
isn't skipped."""
from __future__ import annotations

from kb.rules.registry import predicate
from kb.rules.words import choice

MOMENTS = ("its controller's untap step", "another player's untap step", "a spell or ability")
MOMENT_WORDS = {"untap step": "its controller's untap step", "your untap step": "its controller's untap step",
                "its controller's next untap step": "its controller's untap step",
                "controller's untap step": "its controller's untap step",
                "other player's untap step": "another player's untap step",
                "each other player's untap step": "another player's untap step",
                "an opponent's untap step": "another player's untap step",
                "spell or ability": "a spell or ability", "an effect": "a spell or ability",
                "effect": "a spell or ability", "a spell": "a spell or ability", "an ability": "a spell or ability"}


@predicate("untap", cr=["502.3", "614.10a", "701.26b"])
def untaps(tapped: bool, during: str = "its controller's untap step", next_step_effects: int = 0,
           lasting_effects: int = 0, skipped: bool = False, untaps_in_others: bool = False) -> dict[str, object]:
    """Whether a permanent untaps: in its controller's untap step, unless an effect says it doesn't — every "doesn't
    untap during its controller's next untap step" effect applies to that one step, all of them at once, even when the
    permanent is already untapped as it begins (then they do nothing, and never apply later), and waits for an untap
    step that isn't skipped; such an effect follows the permanent, not its controller (502.3, 614.10a). In another
    player's untap step it untaps only if an effect untaps it then (Seedborn Muse), and effects about its controller's
    untap step don't stop that; nothing untaps in a skipped untap step; a spell or ability that untaps it does, whatever
    such effects say, and ends none of them. Only a tapped permanent untaps (701.26b). A stun counter, which replaces
    an untap (122.1d), is not modelled.

    tapped: it is tapped as the moment comes; during: "its controller's untap step", "another player's untap step" or
    "a spell or ability" (one that untaps it); next_step_effects: the "doesn't untap during its controller's next untap
    step" effects on it still waiting; lasting_effects: those that say so of every such step while they last
    (Claustrophobia, "as long as"); skipped: that untap step is skipped; untaps_in_others: an effect untaps it during
    other players' untap steps. Answers {"untaps", "next_step_effects_left": those still waiting after this moment}.
    """
    moment = choice(during, MOMENTS, MOMENT_WORDS)
    if moment is None:
        raise ValueError(f"during is one of {MOMENTS}, not {during!r}")
    if next_step_effects < 0 or lasting_effects < 0:
        raise ValueError(f"effects are counted, 0 or more, not {next_step_effects} and {lasting_effects}")
    if moment == "a spell or ability":  # the effects stop only the untap step's untapping
        return {"untaps": tapped, "next_step_effects_left": next_step_effects}
    if skipped:  # 614.10a "Anything scheduled for the 'next' occurrence … waits for the first … that isn't skipped",
        # and nothing untaps in a skipped step, another player's included (Stasis and Seedborn Muse)
        return {"untaps": False, "next_step_effects_left": next_step_effects}
    if moment == "another player's untap step":  # 502.3 the active player untaps what they control; effects about
        # its controller's untap step apply in that step alone
        return {"untaps": tapped and untaps_in_others, "next_step_effects_left": next_step_effects}
    return {"untaps": tapped and not next_step_effects and not lasting_effects, "next_step_effects_left": 0}
