"""Equipment and Auras (CR 301.5, 303.4): what becomes of them when what they're attached to leaves or turns illegal
(704.5m–n), what equip may attach to (702.6a), and who activates their abilities (301.5d, 303.4e)."""
from __future__ import annotations

from kb.characteristics import keywords, of_object
from kb.model import GameObject
from kb.rules.registry import predicate
from kb.rules.targeting import can_be_targeted, qualities_of

KINDS = ("Aura", "Equipment", "Fortification")


def _kind(attachment: GameObject) -> str:
    """Which kind of attachment an object is, by its subtypes."""
    found = [k for k in KINDS if k in of_object(attachment).subtypes]
    if not found:
        raise ValueError("an attachment is an Aura, Equipment or Fortification (its subtypes say none)")
    return found[0]


@predicate("attachments", cr=["704.5m", "704.5n", "303.4c", "301.5c"])
def attachment_after_host_leaves(attachment: GameObject) -> str:
    """What happens to an Aura, Equipment or Fortification when the permanent it's attached to leaves the battlefield
    or becomes an illegal object for it: an Aura goes to its owner's graveyard, an Equipment or Fortification becomes
    unattached and stays on the battlefield (704.5m, 704.5n, 303.4c, 301.5c).

    Answers "put into its owner's graveyard" or "unattached, stays on the battlefield".
    """
    if _kind(attachment) == "Aura":
        return "put into its owner's graveyard"
    return "unattached, stays on the battlefield"


@predicate("attachments", cr=["702.6a", "301.5b", "301.5c", "702.151b"])
def can_equip(equipment: GameObject, creature: GameObject, same_controller: bool, sorcery_timing: bool,
              is_itself: bool = False) -> bool:
    """Whether an Equipment's equip ability may attach it to this permanent now: only a creature its controller
    controls, only as a sorcery, never itself or (without reconfigure) while it's a creature (702.6a, 301.5b–c).

    same_controller: the creature's controller is the Equipment's; sorcery_timing: its controller could cast a sorcery.
    """
    if _kind(equipment) != "Equipment":
        raise ValueError("equip is an ability of Equipment")
    if is_itself or not (same_controller and sorcery_timing) or "Creature" not in of_object(creature).card_types:
        return False
    # the equip ability targets (702.6a): shroud stops it, hexproof not (its own controller's); protection stops the
    # targeting and the attaching by an Equipment with the quality (702.16b, 702.16d)
    source = of_object(equipment)
    if not can_be_targeted(sorted(keywords(creature)), by_opponent=False, source_qualities=sorted(qualities_of(source))):
        return False
    return "Creature" not in source.card_types or any(k.startswith("reconfigure") for k in keywords(equipment))


@predicate("attachments", cr=["301.5d", "303.4e"])
def who_activates_attachment_ability(granted: bool) -> str:
    """Who may activate an ability of an Aura or Equipment: the Aura's or Equipment's own controller; of an ability it
    grants the creature ("has", "gains"), the creature's controller (301.5d, 303.4e).

    granted: the ability is one the attachment gives the permanent it's attached to. Answers "the controller of the
    permanent it's attached to" or "the attachment's controller".
    """
    return "the controller of the permanent it's attached to" if granted else "the attachment's controller"
