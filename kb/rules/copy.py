"""Copying abilities on the stack (CR 707.10) and abilities linked to them (CR 607)."""
from __future__ import annotations

import re

from dataclasses import dataclass, replace

from kb.characteristics import Characteristics, of_object
from kb.model import Card, Face, GameObject
from kb.rules.ability import ability_kind, is_mana_ability
from kb.rules.registry import NotModeled, predicate
from kb.rules.words import choice


@dataclass(frozen=True)
class StackAbility:
    """An activated or triggered ability on the stack with the decisions made as it was put there."""

    source: str  # the object that generated it (CR 113.7)
    controller: str
    text: str = ""
    x: int | None = None
    modes: tuple[int, ...] = ()  # chosen modes, by index
    targets: tuple[str, ...] = ()
    division: tuple[int, ...] = ()  # damage or counters per target, in the order of targets
    paid_with: tuple[str, ...] = ()  # what paid its costs, for effects that refer to it ("the sacrificed creature")
    is_copy: bool = False

    def __post_init__(self) -> None:
        if self.division and len(self.division) != len(self.targets):
            raise ValueError("a division gives one amount to each target (CR 601.2d)")


@dataclass(frozen=True)
class ExileRecord:
    """Cards one instance of an ability (the original or a copy) exiled, with that ability's source and name."""

    source: str  # the object whose ability it is; a copy has the original's source (CR 707.10b)
    ability: str  # which of the source's abilities, e.g. "enters: exile"
    cards: tuple[Card, ...]
    object_id: int | None = None  # which object named `source` (two objects of one name are two objects, 400.7)


def _card(name: str, power: str | None = None) -> Card:
    """A creature card (or a noncreature card without power) for examples."""
    if power is None:  # pragma: no mutate
        return Card((Face(name, "{1}", "Artifact"),))  # pragma: no mutate
    return Card((Face(name, "{2}", "Creature — Beast", (), power, power),))  # pragma: no mutate


@predicate("copy", cr=["707.10", "707.10b", "707.10c", "115.7f", "115.8"])
def copy_ability(original: StackAbility, controller: str, new_targets: list[str] | None = None) -> StackAbility:
    """The copy of an ability on the stack that `controller` puts onto the stack, optionally with new targets."""
    # 707.10: "A copy of a spell or ability copies both the characteristics ... and all decisions made for
    # it, including modes, targets, the value of X, and additional or alternative costs." "If an effect of
    # the copy refers to objects used to pay its costs, it uses the objects used to pay the costs of the
    # original". "A copy of a spell or ability is controlled by the player under whose control it was put
    # on the stack." 707.10b: "A copy of an ability has the same source as the original ability."
    copy = replace(original, controller=controller, is_copy=True)
    if new_targets is None:
        return copy
    # 707.10c: the player may choose new targets, leaving any unchanged; 115.7f: "the original division
    # can't be changed"; 115.8: choosing new targets "doesn't allow that player to change its mode".
    if len(new_targets) != len(original.targets):
        raise ValueError(f"the copy needs {len(original.targets)} target(s), as the original has")
    return replace(copy, targets=tuple(new_targets))


@predicate("copy", cr=["707.10", "113.10"])
def copy_onto_stack(
    stack: list[StackAbility], index: int, controller: str, new_targets: list[str] | None = None
) -> tuple[StackAbility, ...]:
    """The stack (bottom first) after copying the ability at `index`: the copy goes on top."""
    # 707.10: "To copy a spell, activated ability, or triggered ability means to put a copy of it onto the
    # stack" -- an instance on the stack; no object "gains" or "has" the ability (113.10).
    if not 0 <= index < len(stack):  # nothing there to copy (a negative index counts from the bottom: none either)
        raise ValueError(f"no ability at index {index} of a stack of {len(stack)}")
    return tuple(stack) + (copy_ability(stack[index], controller, new_targets),)


# 707.10: decisions made as the ability was put on the stack are copied; "Choices that are normally made on
# resolution are not copied." False: carried over from the original; True: made again for the copy.
MADE_AGAIN_FOR_COPY = {
    "modes": False,
    "x": False,
    "targets": False,  # unless the copying effect lets the player choose new ones (707.10c)
    "division": False,
    "activation cost payment": False,  # the copy isn't activated; the original's payment counts for it
    "choice on resolution": True,
    "cost paid on resolution": True,
}
# the same decisions as people name them (707.10: "modes, targets, the value of X, and additional or alternative
# costs" are copied; "choices that are normally made on resolution are not")
DECISION_NAMES = {"mode": "modes", "target": "targets", "value of x": "x", "the value of x": "x",
                  "additional costs": "activation cost payment", "additional cost": "activation cost payment",
                  "alternative costs": "activation cost payment", "alternative cost": "activation cost payment",
                  "additional or alternative costs": "activation cost payment",
                  "choices made on resolution": "choice on resolution", "choice made on resolution": "choice on resolution",
                  "division of damage": "division", "divided damage": "division"}


# the words that name a decision when people describe it ("how damage is divided", "whether an additional cost was
# paid", "cards chosen as it resolves"), first found first
DECISION_WORDS = (("resolv", "choice on resolution"), ("divid", "division"), ("division", "division"),
                  ("additional cost", "activation cost payment"), ("alternative cost", "activation cost payment"),
                  ("kicker", "activation cost payment"), ("mode", "modes"), ("target", "targets"))


def _decision_named(named: str) -> str:
    """A decision as MADE_AGAIN_FOR_COPY names it: by its own name or a usual one, else by the words it contains."""
    named = DECISION_NAMES.get(named, named)
    if named in MADE_AGAIN_FOR_COPY:
        return named
    if named in ("x", "value of x") or re.search(r"\bvalue (?:of|for) x\b", named):
        return "x"
    return next((decision for words, decision in DECISION_WORDS if words in named), named)


@predicate("copy", cr=["707.10"])
def made_again_for_copy(decision: str) -> bool:
    """Whether a decision about an ability is made again for its copy (True) or carried over (False).

    decision: "modes", "x", "targets", "division", "activation cost payment" (carried over: 707.10), "choice on
    resolution" or "cost paid on resolution" (made again as the copy resolves), or words for them.
    """
    named = _decision_named(" ".join(decision.lower().split()))
    if named not in MADE_AGAIN_FOR_COPY:
        raise NotModeled(f"decision {decision!r}; known: {sorted(MADE_AGAIN_FOR_COPY)}")
    return MADE_AGAIN_FOR_COPY[named]


@predicate("copy", cr=["707.10", "113.3b", "113.3c", "113.3d", "605.1a", "605.1b", "605.3b", "605.4a"])
def is_copyable_stack_ability(text: str) -> bool:
    """Whether an ability's text is an activated or triggered ability that uses the stack, so it can be copied there."""
    # 707.10: only a "spell, activated ability, or triggered ability" is copied onto the stack; 113.3d
    # static abilities are not. 605.3b: "An activated mana ability doesn't go on the stack, so it can't
    # be targeted" (nor copied there); 605.4a: "A triggered mana ability doesn't go on the stack".
    return ability_kind(text) in ("activated", "triggered") and not is_mana_ability(text)


def _linked_exiled(records: list[ExileRecord], source: str, ability: str,
                   object_id: int | None = None) -> tuple[Card, ...]:
    """Every card exiled by the ability and its copies, which the linked ability sees as "the exiled card"."""
    # 607.2a: the second ability "refers only to cards in the exile zone that were put there as a result
    # of an instruction to exile them in the first ability"; a copy is that ability with that source (707.10b).
    # 607.1 links abilities of one object: two objects with the same name (400.7) are two objects.
    mine = [r for r in records if (r.source, r.ability) == (source, ability)]
    objects = {r.object_id for r in mine}
    if object_id is None and len(objects) > 1:
        raise ValueError(f"{len(objects)} objects named {source!r} exiled cards: say which one (object_id); "
                         "each object's linked abilities see only its own exiled cards (CR 607.1, 400.7)")
    return tuple(card for r in mine if object_id is None or r.object_id == object_id for card in r.cards)


@predicate("copy", cr=["607.1", "607.2a", "607.3", "707.10b", "400.7"])
def linked_exiled_cards(records: list[ExileRecord], source: str, ability: str,
                        object_id: int | None = None) -> tuple[str, ...]:
    """Names of the cards a linked ability's "the exiled card" refers to: all exiled by the ability and its copies."""
    # 607.3: "the ability refers to each of the exiled cards."
    return tuple(card.name for card in _linked_exiled(records, source, ability, object_id))


@predicate("copy", cr=["607.3"])
def linked_exiled_power_total(records: list[ExileRecord], source: str, ability: str) -> int:
    """The value a linked ability gets for "the exiled card's power" when several cards were exiled: the sum (a card
    with no power, 0)."""
    # 607.3: "it gets multiple answers. If these answers are used to determine the value of a variable,
    # the sum of the answers is used."
    # 208.3, 107.2: a card with no printed power (a land once animated: Phyrexian Ingester's ruling) has none: 0
    powers = [card.faces[0].power or "0" for card in _linked_exiled(records, source, ability)]
    if not all(p.isdigit() for p in powers):
        raise NotModeled(f"power of an exiled card that has no fixed printed power: {powers}")
    return sum(int(p) for p in powers)


@predicate("copy", cr=["607.3"])
def tokens_copying_exiled_card(records: list[ExileRecord], source: str, ability: str) -> tuple[Card, ...]:
    """The cards a linked "create a token that's a copy of the exiled card" ability makes one token copy of each."""
    # 607.3: "If that ability creates a token that is a copy of 'the' card, then for each exiled card, it
    # creates a token that is a copy of that card."
    return _linked_exiled(records, source, ability)


__all__ = [
    "StackAbility", "ExileRecord", "copy_ability", "copy_onto_stack", "made_again_for_copy",
    "is_copyable_stack_ability", "linked_exiled_cards", "linked_exiled_power_total", "tokens_copying_exiled_card",
]


@predicate("copy", cr=["707.10c"])
def copy_targets_are_legal(original: tuple[str, ...], chosen: tuple[str, ...], legal: tuple[str, ...]) -> bool:
    """Whether chosen can be the targets of a copy whose controller "may choose new targets": as many as the
    original's, each either left unchanged (legal or not) or a new legal one."""
    # 707.10c "The player may leave any number of the targets unchanged, even if those targets would be illegal.
    # If the player chooses to change some or all of the targets, the new targets must be legal."
    if len(chosen) != len(original):
        return False  # the copy has the original's targets, each kept or changed: their number can't change
    return all(new == old or new in legal for old, new in zip(original, chosen))


@predicate("copy", cr=["707.2", "707.8", "613.2a", "202.3b", "712.8g"])
def copy_characteristics(original: GameObject, copy: GameObject) -> Characteristics:
    """The characteristics of an object that copies another (a Clone, a token copy): the copiable values of the
    original's face that's up, as modified by its own copy effects and face-down status, with mana value 0 for a copy
    of a transformed back face or of a melded permanent; the copy's own zone and effects apply after (707.2, 707.8,
    613.2a, 202.3b, 712.8g)."""
    return of_object(replace(copy, state=replace(copy.state, copy_of=original)))



# How a copy comes to be -> (whether it was cast, whether it is kicked when the original was)
COPY_KINDS = {
    # 707.10: "a copy of a spell isn't cast"; it copies "additional or alternative costs": kicked if the original was
    "copy of a spell": (False, True),
    "cast a copy": (True, False),  # 707.12: "the copy becomes cast"; its costs are paid (or not) as it's cast
    "copy of a permanent": (False, False),  # 707.2: copiable values only; kicked is a choice made casting the spell
    "token copy of a permanent": (False, False),
    # 707.10: "a copy of an activated ability isn't activated"; an ability is never cast, nor kicked (702.33a: spells)
    "copy of an ability": (False, False),
}
COPY_KIND_WORDS = {"copy of an activated ability": "copy of an ability",
                   "copy of a triggered ability": "copy of an ability"}


@predicate("copy", cr=["707.10", "707.12", "707.2"])
def copy_is_cast(made_by: str) -> dict[str, bool]:
    """Whether a copy was cast, and whether it is kicked when the original was: a copy of a spell is created on the
    stack, not cast (cast triggers don't see it), with the original's choices and costs, kicker included; a copy an
    effect says to cast is cast; a copy of a permanent takes copiable values only, never whether it was kicked
    (707.10, 707.12, 707.2).

    made_by: "copy of a spell", "cast a copy", "copy of a permanent", "token copy of a permanent" or "copy of an
    ability" (activated or triggered: not activated, 707.10). Answers {"cast", "kicked_if_original_was"}.
    """
    named = choice(made_by, COPY_KINDS, COPY_KIND_WORDS)
    if named is None:
        raise ValueError(f"made_by must be one of {sorted(COPY_KINDS)}, not {made_by!r}")
    cast, kicked = COPY_KINDS[named]
    return {"cast": cast, "kicked_if_original_was": kicked}


COPYING = {"enters as a copy": True, "becomes a copy": False}  # how -> whether it enters the battlefield as it copies
COPYING_WORDS = {"enters as a copy of": "enters as a copy", "enters as a copy of another": "enters as a copy",
                 "enters that's a copy": "enters as a copy", "that's a copy": "enters as a copy",
                 "token copy": "enters as a copy", "token created as a copy": "enters as a copy",
                 "created as a copy": "enters as a copy", "becomes a copy of": "becomes a copy",
                 "becomes a copy after it's on the battlefield": "becomes a copy"}
COPIED = ("on the battlefield", "a card", "entering at the same time", "nothing")
COPIED_WORDS = {"already on the battlefield": "on the battlefield", "a permanent": "on the battlefield",
                "a card in another zone": "a card", "card": "a card", "an exiled card": "a card",
                "a card in a graveyard": "a card", "enters at the same time": "entering at the same time",
                "entering simultaneously": "entering at the same time", "none": "nothing",
                "chooses nothing": "nothing", "not to copy anything": "nothing"}


@predicate("copy", cr=["707.5", "707.4", "614.1c", "614.12a", "603.6a"])
def entering_as_copy(how: str, chosen: str = "on the battlefield") -> dict[str, bool]:
    """What copying does as a permanent enters, or after: one that enters "as a copy" or "that's a copy" (a Clone, a
    token copy) is a copy as it enters, not after (707.5): of what is chosen before it enters — an object already on the
    battlefield or a card the effect names, never one entering at the same time (614.12a) — or, when its card allows,
    of nothing, entering as itself; either way it enters, so its enters-the-battlefield triggered abilities (the copied
    ones) trigger and its "as [this] enters" and "enters with" abilities (the copied ones) apply (614.1c, 603.6a). One
    already on the battlefield that becomes a copy neither enters nor leaves: none of those trigger or apply (707.4); when
    it becomes one as something else enters (an Aura's "as enters" choice), that choice too is made before, so not of an
    object entering at the same time (614.12a).

    how: "enters as a copy" (a token created as a copy too) or "becomes a copy" (already on the battlefield); chosen:
    what it would copy: "on the battlefield" (an object already there), "a card" (in another zone), "entering at the
    same time" or "nothing" — as the copying card or effect permits: whether its text allows choosing nothing, or a card
    in another zone, is that text's, not modelled here. Answers {"may_choose", "copies", "enters_triggers",
    "as_enters_apply"}.
    """
    named, copied = choice(how, COPYING, COPYING_WORDS), choice(chosen, COPIED, COPIED_WORDS)
    if named is None:
        raise ValueError(f"unknown way of copying {how!r}; expected one of {sorted(COPYING)}")
    if copied is None:
        raise ValueError(f"unknown object to copy {chosen!r}; expected one of {list(COPIED)}")
    enters = COPYING[named]
    may_choose = copied != "entering at the same time"  # chosen before it enters (614.12a): not there yet
    return {"may_choose": may_choose, "copies": may_choose and copied != "nothing", "enters_triggers": enters,
            "as_enters_apply": enters}
