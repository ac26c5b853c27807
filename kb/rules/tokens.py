"""Tokens (CR 111): what a token leaving the battlefield does (111.7–8, 704.5d) and what counts as a card (108.2)."""
from __future__ import annotations

import re

from kb.model import Zone
from kb.rules.registry import predicate

NOT_CARDS = ("token", "token permanent", "copy of a spell", "emblem")
CARDS = ("card", "card in a zone", "permanent represented by a card", "spell represented by a card",
         "nontoken permanent", "nontoken spell")


@predicate("tokens", cr=["111.7", "111.8", "704.5d", "700.4"])
def token_leaving_battlefield(to_zone: Zone) -> dict[str, object]:
    """What happens to a token that leaves the battlefield: it goes to that zone (so it "dies" and leave-the-battlefield
    abilities trigger), then ceases to exist as a state-based action and can't move again or come back (111.7, 111.8,
    704.5d).

    Answers {"goes_to", "dies", "leave_triggers_trigger", "ceases_to_exist", "can_return"}.
    """
    if to_zone == Zone.BATTLEFIELD:
        raise ValueError("a token leaving the battlefield goes to another zone")
    return {"goes_to": str(to_zone), "dies": to_zone == Zone.GRAVEYARD, "leave_triggers_trigger": True,
            "ceases_to_exist": True, "can_return": False}


@predicate("tokens", cr=["108.2", "111.1", "707.10"])
def is_card(kind: str) -> bool:
    """Whether an object is a card, for a rule or text that says "card": a card or an object represented by one, not a
    token, a copy of a spell or an emblem (108.2, 111.1, 707.10)."""
    kind = " ".join(kind.lower().split())
    if kind in NOT_CARDS:
        return False
    if kind in CARDS:
        return True
    words = set(re.findall(r"[a-z]+", kind))
    if words & {"token", "tokens", "copy", "copies", "emblem", "emblems"}:  # 111.1, 707.10: none is a card, whatever it
        return False                                                          # copies ("a token copy of a card")
    if words & {"card", "cards"}:  # 108.2: a card in any state ("a split card", "a manifested card") is one
        return True
    raise ValueError(f"unknown kind {kind!r}; known: {sorted(NOT_CARDS + CARDS)}, or any words naming a card, a token, "
                     "a copy or an emblem")
