"""Double-faced cards (CR 712): which face's characteristics a modal or transforming double-faced card has in each
zone (712.8), and how a modal double-faced card's chosen face is played (712.11b, 712.12)."""
from __future__ import annotations

from kb.characteristics import Characteristics, characteristics
from kb.model import Card, ObjectState, Zone
from kb.rules.registry import predicate

DOUBLE_FACED = ("modal_dfc", "transform")


def _double_faced(card: Card) -> None:
    """Refuse a card that isn't a modal or transforming double-faced card."""
    if card.layout not in DOUBLE_FACED or len(card.faces) != 2:
        raise ValueError(f"a double-faced card has layout {' or '.join(DOUBLE_FACED)} and two faces, not "
                         f"{card.layout!r} with {len(card.faces)}")


@predicate("mdfc", cr=["712.8a", "712.8d", "712.8e", "712.8f", "712.11b", "712.14", "202.3b"])
def double_faced_characteristics(card: Card, zone: Zone, face_up: int = 0) -> Characteristics:
    """A double-faced card's characteristics: its front face's alone in any zone but the battlefield and the stack
    (712.8a); there, the face that's up (712.8d–f) — a transforming card's back face with the mana value of its front
    face (712.8e), a modal card's back face with its own mana cost.

    face_up: 0 (front) or 1 (back), on the stack the face cast.
    """
    _double_faced(card)
    if face_up not in (0, 1):
        raise ValueError("face_up is 0 (the front face) or 1 (the back face)")
    state = ObjectState(zone=zone, face=face_up, cast=face_up if zone == Zone.STACK else None)
    return characteristics(card, state)


@predicate("mdfc", cr=["712.11b", "712.12", "305.2", "305.9"])
def mdfc_face_played(card: Card, face: int) -> dict[str, object]:
    """How a modal double-faced card is played with the face its player chooses: a land face is played as a land (it
    is the turn's land play, not a spell), any other face is cast as a spell with only that face's characteristics
    (712.11b, 712.12).

    Answers {"played_as": "land" | "spell", "uses_land_play", "mana_value"}: the chosen face's, as it would be on the
    stack or battlefield.
    """
    _double_faced(card)
    if card.layout != "modal_dfc":
        raise ValueError("only a modal double-faced card is played with either face (712.11b); a transforming one is "
                         "cast with its front face up unless an effect says otherwise (712.11)")
    values = double_faced_characteristics(card, Zone.BATTLEFIELD, face)
    land = "Land" in values.card_types
    return {"played_as": "land" if land else "spell", "uses_land_play": land, "mana_value": values.mana_value}
