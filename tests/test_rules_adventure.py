"""The Adventure predicates: characteristics, leaving the stack, "has an Adventure" (kb/rules/adventure.py)."""
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ingest.predicates import resolve_citation
from kb.model import Card, Face, Permanent, Spell, Zone
from kb.rules import adventure, room
from kb.rules.ability import ALICE_MAIN, TurnMoment
from kb.rules.adventure import (ADVENTURE, DRUID_ADVENTURE, DRUID_CREATURE_SPELL, NORMAL, QUESTING_DRUID,
                                adventure_characteristics, adventure_spell_leaves_stack,
                                has_adventure_after_leaving_battlefield, may_cast_from_adventure_exile)
from kb.rules.registry import REGISTRY, NotModeled

ROOT = Path(__file__).resolve().parents[1]
PREDICATES = [p for p in REGISTRY.values() if p.func.__module__ == adventure.__name__]
EXAMPLES = [(p, ex) for p in PREDICATES for ex in p.examples]


def seed_rulings() -> dict[str, str]:
    """EN seed rulings by "page:line": the line after each "DATE · source : wotc" line."""
    rulings = {}
    for path in sorted((ROOT / "data/sources/seeds").glob("*.txt")):
        lines = path.read_text(encoding="utf-8").splitlines()
        rulings |= {f"{path.name[:3]}:{i + 2}": lines[i + 1] for i, line in enumerate(lines[:-1])
                    if line.endswith("· source : wotc")}
    return rulings


def cr_numbers() -> set[str]:
    """Every rule number of the shipped CR edition."""
    text = (ROOT / "data/cr/MagicCompRules-2026-01-16.txt").read_text(encoding="utf-8")
    return {m[1] for m in re.finditer(r"^(\d{3}\.\d+[a-z]?)[. ]", text, re.MULTILINE)}


@pytest.mark.parametrize("pred, example", EXAMPLES, ids=[f"{p.name}-{i}" for i, (p, _) in enumerate(EXAMPLES)])
def test_registered_example(pred, example):
    assert pred.run(example) == example.expected


def test_citations_resolve():
    rulings, numbers = seed_rulings(), cr_numbers()
    for pred in PREDICATES:
        assert set(pred.cr_rules) <= numbers, pred.name
        for ex in pred.examples:
            cite = resolve_citation(ex.ruling, rulings)
            assert cite.ruling_id or cite.rule_number in numbers, (pred.name, ex.ruling)
            assert cite.rule_number or len(ex.ruling) >= 30, ex.ruling


def test_adventure_seed_rulings_are_cited():
    """Every Adventure ruling of page 003 is cited (Role rulings: role mechanic; card names: room.py)."""
    rulings = seed_rulings()
    cited = {resolve_citation(ex.ruling, rulings).ruling_id
             for p in (*PREDICATES, REGISTRY[room.can_choose_card_name.__name__]) for ex in p.examples}
    wanted = [rid for rid, text in rulings.items() if rid.startswith("003:") and "Role" not in text]
    assert len(wanted) == 12 and set(wanted) <= cited


def test_a_spell_not_cast_as_an_adventure_has_no_adventure_exit():
    with pytest.raises(ValueError):
        adventure_spell_leaves_stack(DRUID_CREATURE_SPELL, "resolves")
    with pytest.raises(NotModeled):
        adventure_spell_leaves_stack(DRUID_ADVENTURE, "returned to hand")


def test_only_adventurer_cards():
    bears = Card(faces=(Face("Grizzly Bears", "{1}{G}", "Creature — Bear"),))
    with pytest.raises(ValueError):
        adventure_characteristics(bears, Zone.HAND)


def test_flash_lets_the_exiled_card_be_cast_at_instant_speed():
    flashy = Card(layout="adventure", faces=(
        Face("Flashy Knight", "{1}{W}", "Creature — Human Knight", ("Flash",), "2", "2"),
        Face("Quick Errand", "{W}", "Instant — Adventure", ("You gain 2 life.",)),
    ))
    spell = Spell(flashy, "Alice", cast_face=ADVENTURE, as_adventure=True)
    opponents_turn = TurnMoment("Bob", False, "Alice", False)
    assert may_cast_from_adventure_exile("Alice", opponents_turn, spell)
    assert not may_cast_from_adventure_exile("Alice", opponents_turn, DRUID_ADVENTURE)
    assert may_cast_from_adventure_exile("Alice", ALICE_MAIN, DRUID_ADVENTURE)


def test_a_nontoken_permanent_needs_its_printed_card():
    with pytest.raises(ValueError):
        has_adventure_after_leaving_battlefield(Permanent(QUESTING_DRUID, "Alice"))


@given(st.sampled_from(list(Zone)), st.booleans())
def test_alternative_characteristics_only_on_the_stack_as_an_adventure(zone, as_adventure):
    face = adventure_characteristics(QUESTING_DRUID, zone, as_adventure)
    expected = ADVENTURE if zone == Zone.STACK and as_adventure else NORMAL
    assert face == QUESTING_DRUID.faces[expected]


@given(st.booleans(), st.sampled_from(["resolves", "countered", "fails_to_resolve"]))
def test_only_a_resolved_card_may_later_be_cast(is_copy, how):
    spell = Spell(QUESTING_DRUID, "Alice", cast_face=ADVENTURE, as_adventure=True, is_copy=is_copy)
    exit_ = adventure_spell_leaves_stack(spell, how)
    assert exit_.may_cast_as_permanent == (how == "resolves" and not is_copy)
    assert exit_.ceases_to_exist == is_copy
