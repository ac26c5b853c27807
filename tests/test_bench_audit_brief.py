"""bench/audit_brief.py: an audit's brief names every model type its predicates' arguments and answers reach."""
from conftest import bench_script

from kb.rules.registry import all_predicates


def test_the_forms_reach_the_types_inside_the_answers_and_inside_other_types():
    brief = bench_script("audit_brief")
    preds = [all_predicates()[n] for n in ("adventure_spell_leaves_stack", "double_faced_characteristics",
                                           "room_ability_trigger")]
    forms = brief.forms_md(preds)
    # the three a hand-written brief left out (rules_audit25c), and VentureState's Dungeon's rooms (rules_audit24)
    for name in ("kb.rules.adventure.AdventureExit", "kb.characteristics.Characteristics",
                 "kb.rules.dungeon.DungeonRoom", "kb.rules.dungeon.VentureState", "kb.model.Face"):
        assert f"## {name}\n" in forms
    assert "def adventure_spell_leaves_stack" not in forms  # the model, never the predicates' code
    sigs = brief.signatures_md(preds)
    assert sigs.count("\n## ") == 3 and "CR rules it cites: 309.4c" in sigs


def test_plain_predicates_take_no_model_type():
    brief = bench_script("audit_brief")
    registry = all_predicates()
    assert brief.is_plain(registry["maximum_hand_size"]) and not brief.is_plain(registry["fight"])
