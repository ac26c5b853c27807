"""Copying abilities on the stack (CR 707.10) and abilities linked to them (CR 607)."""
from __future__ import annotations

from dataclasses import dataclass, replace

from kb.model import Card, Face
from kb.rules.ability import ability_kind, is_mana_ability
from kb.rules.registry import Example, NotModeled, predicate


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


FIREBALL_LIKE = StackAbility(
    "Goblin Artillerist", "Alice", "{X}, {T}, Sacrifice a creature: This deals X damage divided as you choose "
    "among any number of targets.", x=3, targets=("Bob", "Bob's Llanowar Elves"), division=(2, 1),
    paid_with=("sacrificed Grizzly Bears",),
)
FLING_LIKE = StackAbility(
    "Fling Totem", "Alice", "{1}{R}, Sacrifice a creature: This deals damage equal to the sacrificed creature's "
    "power to any target.", targets=("Bob",), paid_with=("sacrificed Colossal Dreadmaw (power 6)",),
)
MODAL = StackAbility("Charm Totem", "Alice", "Choose one — • Draw a card. • Target player mills two cards.",
                     modes=(1,), targets=("Bob",))


def _card(name: str, power: str | None = None) -> Card:
    """A creature card (or a noncreature card without power) for examples."""
    if power is None:  # pragma: no mutate
        return Card((Face(name, "{1}", "Artifact"),))  # pragma: no mutate
    return Card((Face(name, "{2}", "Creature — Beast", (), power, power),))  # pragma: no mutate


SPOT_EXILES = [
    ExileRecord("The Spot, Living Portal", "enters: exile", (_card("Serra Angel", "4"), _card("Sol Ring"))),
    ExileRecord(
        "The Spot, Living Portal", "enters: exile", (_card("Colossal Dreadmaw", "6"), _card("Ornithopter", "0"))
    ),
    ExileRecord("Banisher Priest", "enters: exile", (_card("Llanowar Elves", "1"),)),
]


@predicate(
    "copy",
    cr=["707.10", "707.10b", "707.10c", "115.7f", "115.8"],
    examples=[
        Example(
            (FIREBALL_LIKE, "Alice"), replace(FIREBALL_LIKE, is_copy=True),
            ruling="has an X whose value was determined as it was activated, the copy will have the same value of X",
        ),
        Example(
            (FIREBALL_LIKE, "Alice", ["Carol", "Bob"]),
            replace(FIREBALL_LIKE, targets=("Carol", "Bob"), is_copy=True),
            ruling="the division and number of targets can't be changed",
            note="New targets: Carol gets 2 damage, Bob 1, as divided for the original.",
        ),
        Example(
            (MODAL, "Carol", ["Alice"]), replace(MODAL, controller="Carol", targets=("Alice",), is_copy=True),
            ruling="the mode is copied and can't be changed",
        ),
        Example(
            (FIREBALL_LIKE, "Bob"), replace(FIREBALL_LIKE, controller="Bob", is_copy=True),
            ruling="The source of the copy is the same as the source of the original ability.",
            note="Bob controls the copy; its source is still Goblin Artillerist.",
        ),
        Example(
            (FLING_LIKE, "Alice"), replace(FLING_LIKE, is_copy=True),
            ruling="effects based on those costs that were paid for the original ability are copied",
            note="No creature is sacrificed for the copy; it too deals 6, the power of the one sacrificed before.",
        ),
    ],
)
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


@predicate(
    "copy",
    cr=["707.10", "113.10"],
    examples=[
        Example(
            ([MODAL, FIREBALL_LIKE], 1, "Alice"), (MODAL, FIREBALL_LIKE, replace(FIREBALL_LIKE, is_copy=True)),
            ruling="creates another instance of that ability on the stack. It doesn't cause any object to gain",
            note="Peter Parker's Camera copies the top ability; no permanent gains it, the original stays.",
        ),
    ],
)
def copy_onto_stack(
    stack: list[StackAbility], index: int, controller: str, new_targets: list[str] | None = None
) -> tuple[StackAbility, ...]:
    """The stack (bottom first) after copying the ability at `index`: the copy goes on top."""
    # 707.10: "To copy a spell, activated ability, or triggered ability means to put a copy of it onto the
    # stack" -- an instance on the stack; no object "gains" or "has" the ability (113.10).
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


@predicate(
    "copy",
    cr=["707.10"],
    examples=[
        Example(("choice on resolution",), True,
                ruling="Any choices made when the ability resolves won't have been made yet when it's copied."),
        Example(("cost paid on resolution",), True,
                ruling="If a triggered ability asks you to pay a cost, you pay that cost for the copy separately."),
        Example(("activation cost payment",), False,
                ruling="You can't choose to pay any activation costs for the copy."),
        Example(("modes",), False,
                ruling='If the ability is modal (that is, if it says, "Choose one —" or similar)'),
    ],
)
def made_again_for_copy(decision: str) -> bool:
    """Whether a decision about an ability is made again for its copy (True) or carried over (False)."""
    if decision not in MADE_AGAIN_FOR_COPY:
        raise NotModeled(f"decision {decision!r}; known: {sorted(MADE_AGAIN_FOR_COPY)}")
    return MADE_AGAIN_FOR_COPY[decision]


@predicate(
    "copy",
    cr=["707.10", "113.3b", "113.3c", "113.3d", "605.1a", "605.1b", "605.3b", "605.4a"],
    examples=[
        Example(("{1}, {T}: Draw a card.",), True,
                ruling="An activated mana ability is one that produces mana as it resolves, not one that costs mana"),
        Example(("{T}: Add {G}.",), False,
                ruling="An activated mana ability is one that produces mana as it resolves, not one that costs mana"),
        Example(("Equip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)",), True,
                ruling="Some keyword abilities (such as equip) are activated abilities"),
        Example(("Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)",),
                True, ruling="Some keyword abilities (such as prowess) are triggered abilities"),
        Example(("At the beginning of your upkeep, you lose 1 life.",), True,
                ruling='Triggered abilities use the words "when," "whenever," or "at."'),
        Example(("{2}, {T}, Sacrifice a creature: Draw two cards.",), True,
                ruling='Activated abilities contain a colon. They\'re generally written "[Cost]: [Effect]."'),
        Example(("Creatures you control get +1/+1.",), False, ruling="CR 113.3d"),
        Example(("Enchanted creature has “{T}: Add {G}.”",), False, ruling="CR 113.3d",
                note="A static ability granting a mana ability; the colon is inside the granted ability."),
        Example(("Whenever you tap a Forest for mana, add an additional {G}.",), False, ruling="CR 605.1b"),
        Example(("+1: Add {R}{R}.",), True, ruling="CR 605.1a", note="A loyalty ability is never a mana ability."),
    ],
)
def is_copyable_stack_ability(text: str) -> bool:
    """Whether an ability's text is an activated or triggered ability that uses the stack, so it can be copied there."""
    # 707.10: only a "spell, activated ability, or triggered ability" is copied onto the stack; 113.3d
    # static abilities are not. 605.3b: "An activated mana ability doesn't go on the stack, so it can't
    # be targeted" (nor copied there); 605.4a: "A triggered mana ability doesn't go on the stack".
    return ability_kind(text) in ("activated", "triggered") and not is_mana_ability(text)


TWO_PRIESTS = [
    ExileRecord("Banisher Priest", "enters: exile", (_card("Llanowar Elves", "1"),), object_id=1),
    ExileRecord("Banisher Priest", "enters: exile", (_card("Grizzly Bears", "2"),), object_id=2),
]


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


@predicate(
    "copy",
    cr=["607.1", "607.2a", "607.3", "707.10b", "400.7"],
    examples=[
        Example(
            (SPOT_EXILES, "The Spot, Living Portal", "enters: exile"),
            ("Serra Angel", "Sol Ring", "Colossal Dreadmaw", "Ornithopter"),
            ruling="if The Spot, Living Portal's enters-the-battlefield ability is copied and four cards are exiled",
            note="Its dies ability returns all four; Banisher Priest's exile isn't linked to it.",
        ),
        Example(
            (SPOT_EXILES, "Banisher Priest", "enters: exile"), ("Llanowar Elves",),
            ruling="If an ability is linked to a second ability, copies of that ability are also linked",
        ),
        Example(
            (TWO_PRIESTS, "Banisher Priest", "enters: exile"), ("Grizzly Bears",), "CR 607.1",
            kwargs={"object_id": 2}, note="two Banisher Priests: each one's ability sees only what it exiled",
        ),
    ],
)
def linked_exiled_cards(records: list[ExileRecord], source: str, ability: str,
                        object_id: int | None = None) -> tuple[str, ...]:
    """Names of the cards a linked ability's "the exiled card" refers to: all exiled by the ability and its copies."""
    # 607.3: "the ability refers to each of the exiled cards."
    return tuple(card.name for card in _linked_exiled(records, source, ability, object_id))


@predicate(
    "copy",
    cr=["607.3"],
    examples=[
        Example(
            ([SPOT_EXILES[1], replace(SPOT_EXILES[1], cards=(_card("Grizzly Bears", "2"),))],
             "The Spot, Living Portal", "enters: exile"), 8,
            ruling="If these answers are being used to determine the value of a variable, the sum is used.",
            note="Powers 6, 0 and 2 of the cards exiled by the ability and its copy.",
        ),
    ],
)
def linked_exiled_power_total(records: list[ExileRecord], source: str, ability: str) -> int:
    """The value a linked ability gets for "the exiled card's power" when several cards were exiled: the sum."""
    # 607.3: "it gets multiple answers. If these answers are used to determine the value of a variable,
    # the sum of the answers is used."
    powers = [card.faces[0].power for card in _linked_exiled(records, source, ability)]
    if not all(p is not None and p.isdigit() for p in powers):
        raise NotModeled(f"power of an exiled card that has no fixed printed power: {powers}")
    return sum(int(p) for p in powers)


@predicate(
    "copy",
    cr=["607.3"],
    examples=[
        Example(
            (SPOT_EXILES, "The Spot, Living Portal", "enters: exile"),
            SPOT_EXILES[0].cards + SPOT_EXILES[1].cards,
            ruling='If an ability attempts to create a token that is a copy of "the exiled card,"',
        ),
        Example(
            (SPOT_EXILES, "Unrelated Object", "enters: exile"), (),
            ruling="CR 607.1", note="Nothing was exiled by this object's ability, so no token.",
        ),
    ],
)
def tokens_copying_exiled_card(records: list[ExileRecord], source: str, ability: str) -> tuple[Card, ...]:
    """The cards a linked "create a token that's a copy of the exiled card" ability makes one token copy of each."""
    # 607.3: "If that ability creates a token that is a copy of 'the' card, then for each exiled card, it
    # creates a token that is a copy of that card."
    return _linked_exiled(records, source, ability)


__all__ = [
    "StackAbility", "ExileRecord", "copy_ability", "copy_onto_stack", "made_again_for_copy",
    "is_copyable_stack_ability", "linked_exiled_cards", "linked_exiled_power_total", "tokens_copying_exiled_card",
]
