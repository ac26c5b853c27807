"""The Commander variant (CR 903): the commander tax, color identity, and how a commander returns to the command
zone (903.9a: after it is put into a graveyard or exile; 903.9b: instead of a hand or library)."""
from __future__ import annotations

import re

from kb.characteristics import colors_of
from kb.model import Card, Zone
from kb.rules.ability import REMINDER
from kb.rules.cost import COLORS
from kb.rules.registry import NotModeled, predicate
from kb.rules.zones import dies

SYMBOLS = re.compile(r"\{[^{}]+\}")  # the mana symbols a rules text holds, as a mana cost writes them
ALL_COLORS = re.compile(r"\bis (?:all colors|every color)\b", re.IGNORECASE)  # a characteristic-defining ability
CHOSEN_COLOR = re.compile(r"\bis the (?:chosen )?colors?\b|\bchoose a color\b", re.IGNORECASE)


@predicate("commander", cr=["903.8", "601.2f"])
def commander_tax(times_cast_from_command_zone: int, from_zone: Zone = Zone.COMMAND) -> int:
    """The commander tax: the generic mana a commander cast from the command zone costs more, {2} for each earlier
    time its caster cast it from there this game; cast from anywhere else it costs nothing more (903.8).

    Answers the additional generic mana ({4} after two earlier casts is 4).
    """
    if times_cast_from_command_zone < 0:
        raise ValueError("a number of earlier casts is 0 or more")
    return 2 * times_cast_from_command_zone if from_zone == Zone.COMMAND else 0


@predicate("commander", cr=["903.4", "903.4c", "903.4d", "903.4e", "202.2", "204.1"])
def color_identity(card: Card) -> tuple[str, ...]:
    """A card's color identity: the colors of the mana symbols in its mana costs and rules text (reminder text
    ignored), its color indicators and the colors its characteristic-defining abilities give, over all its faces —
    a back face and an Adventure included (903.4, 903.4c–e). Answers the colors in WUBRG order; () is colorless."""
    found: set[str] = set()
    for face in card.faces:
        text = "".join(SYMBOLS.findall(" ".join(REMINDER.sub("", line) for line in face.abilities)))  # 903.4c
        found |= set(colors_of(face.mana_cost + text, face.color_indicator))  # 202.2: hybrid gives each color
        if any(ALL_COLORS.search(line) for line in face.abilities):
            found |= set(COLORS)
        elif any(CHOSEN_COLOR.search(line) for line in face.abilities):
            raise NotModeled("a color chosen before the game (903.4b) is the player's choice, not the card's")
    return tuple(c for c in COLORS if c in found)


@predicate("commander", cr=["903.9", "903.9a", "903.9b", "614.5", "700.4"])
def commander_to_command_zone(to_zone: Zone, from_zone: Zone = Zone.BATTLEFIELD) -> dict[str, object]:
    """Whether and how a commander put into another zone may go to the command zone instead: from a graveyard or exile,
    after it gets there, as a state-based action (so it dies first, and what looks for it there sees it: 903.9a);
    instead of a hand or library, as a replacement effect (903.9b: it never gets there).

    Answers {"may_go_to_command_zone", "how": "state-based action" | "replacement effect" | null,
    "reaches_that_zone_first", "dies"}.
    """
    if to_zone in (Zone.GRAVEYARD, Zone.EXILE):
        how = "state-based action"
    elif to_zone in (Zone.HAND, Zone.LIBRARY):
        how = "replacement effect"
    else:
        how = None
    return {"may_go_to_command_zone": how is not None, "how": how, "reaches_that_zone_first": how != "replacement effect",
            "dies": how == "state-based action" and dies(from_zone, to_zone)}
