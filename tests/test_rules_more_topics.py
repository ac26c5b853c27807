"""The predicates of the five topics added after the first seventeen (bench/ruling_topics.py): dice (706), Sagas
(714), kicker (702.33), state-based actions (704) and layers (613) — the cases their examples files don't show."""
import pytest

from kb.model import Card, Permanent, Player, PowerToughnessEffect
from kb.rules.ability import TurnMoment
from kb.rules.casting import may_cast_now
from kb.rules.combat import assigns_combat_damage_in_step, declared_as_attacker
from kb.rules.dice import die_roll_result, results_table_row, rolls_that_count
from kb.rules.kicker import kicked_cost, targets_to_choose, was_kicked
from kb.rules.layers import AbilityEffect, abilities_in_layers, power_toughness_in_layers
from kb.rules.registry import NotModeled
from kb.rules.saga import chapters_of, chapters_triggered, saga_sacrificed
from kb.rules.state_based_actions import state_based_actions


def permanent(name: str, type_line: str, text: str = "", power: str | None = None, toughness: str | None = None,
              **state) -> Permanent:
    """A permanent of a one-faced card, with its state on the battlefield."""
    card = {"name": name, "type_line": type_line, "oracle_text": text}
    if power is not None:
        card.update(power=power, toughness=toughness)
    return Permanent(Card.from_json(card), state.pop("controller", "you"), **state)


def test_a_modified_result_may_leave_the_die_s_range_but_the_natural_result_may_not():
    assert die_roll_result(20, 1, [-3])["result"] == -2
    assert die_roll_result(6, 6, [2, 1]) == {"natural": 6, "result": 9, "triggers_roll_abilities": True}
    with pytest.raises(ValueError, match="d6"):
        die_roll_result(6, 7)
    with pytest.raises(ValueError):
        die_roll_result(20, 0)


def test_a_results_table_reads_ranges_single_numbers_and_open_rows():
    rows = ["1", "2-5", "6+"]
    assert [results_table_row(n, rows) for n in (1, 2, 5, 6, 40)] == ["1", "2-5", "2-5", "6+", "6+"]
    assert results_table_row(0, rows) is None  # below every row (706.3a: "if any")
    assert results_table_row(21, ["1—9", "10—19", "20"]) is None  # above a top with no N+
    assert results_table_row(15, ["1 – 9", "10 – 19"]) == "10 – 19"
    with pytest.raises(ValueError, match="results table row"):
        results_table_row(3, ["three"])


def test_ignored_rolls_are_the_lowest_or_highest_and_one_of_a_tie():
    assert rolls_that_count([4, 4, 9], ignore_lowest=1) == [4, 9]
    assert rolls_that_count([12, 3, 17], ignore_highest=1) == [12, 3]
    assert rolls_that_count([5, 2]) == [5, 2]
    with pytest.raises(ValueError):
        rolls_that_count([5], ignore_lowest=2)
    with pytest.raises(ValueError):
        rolls_that_count([5, 6], ignore_lowest=-1)


def test_chapters_trigger_once_each_however_many_counters_come():
    assert chapters_triggered([1, 2, 3], 0, 3) == [1, 2, 3]
    assert chapters_triggered([1, 2, 3], 3, 4) == []  # already past every chapter
    assert chapters_triggered([1, 1, 2], 0, 2) == [1, 2]  # "I, II —" is one ability a number (714.2c)
    assert chapters_triggered([1, 2, 3], 0, 3, read_ahead=True, entered_this_turn=True) == [3]  # 702.155a
    assert chapters_triggered([1, 2, 3], 1, 2, read_ahead=True, entered_this_turn=False) == [2]
    with pytest.raises(ValueError):
        chapters_triggered([1, 2, 3], 2, 1)
    with pytest.raises(ValueError):
        chapters_triggered([0, 1], 0, 1)


def test_a_saga_is_sacrificed_only_with_chapters_at_its_final_number_and_none_waiting():
    assert saga_sacrificed([1, 2, 3], 2) is False
    assert saga_sacrificed([1, 2, 3, 4], 3) is False
    assert saga_sacrificed([], 5) is False  # a Saga that lost its chapter abilities stays (714.4)
    assert saga_sacrificed([1, 2], 2, chapter_ability_on_stack=True) is False


def test_chapter_numbers_are_read_from_the_chapter_symbols():
    saga = permanent("The Eldest Reborn", "Enchantment — Saga", "(Sacrifice after III.)\nI — Each opponent "
                     "sacrifices a creature.\nII — Each opponent discards a card.\nIII — Put target creature.")
    assert chapters_of(saga) == [1, 2, 3]
    combined = permanent("Long Saga", "Enchantment — Saga",
                         "I, II — Draw a card.\nIV — You win.\nVII — Again.\nIX — Lose.\nXIV — Once more.")
    assert chapters_of(combined) == [1, 2, 4, 7, 9, 14]


def test_only_a_cast_spell_its_copies_and_its_permanent_are_kicked():
    assert was_kicked(2, "permanent from the spell") == {"kicked": True, "times": 2}
    assert was_kicked(1, "put onto the battlefield") == {"kicked": False, "times": 0}
    assert was_kicked(0) == {"kicked": False, "times": 0}
    with pytest.raises(ValueError, match="how must be"):
        was_kicked(1, "reanimated")
    with pytest.raises(ValueError):
        was_kicked(-1)


def test_kicker_adds_to_the_cost_once_a_kick_and_never_to_the_mana_value():
    assert kicked_cost("{X}{R}{R}", "{1}", times=3, x=2) == {"total_cost": "{5}{R}{R}", "mana_value": 4}
    assert kicked_cost("{1}{U}", "{1}{U}", times=0) == {"total_cost": "{1}{U}", "mana_value": 2}
    assert kicked_cost("{X}{G}", "{2}", without_paying_mana_cost=True, x=5)["total_cost"] == "{2}"
    with pytest.raises(ValueError, match="not a mana cost"):
        kicked_cost("{R}", "Sacrifice a Goblin")


def test_targets_only_a_kicked_spell_has_are_chosen_only_when_kicked():
    assert targets_to_choose(1, kicked_targets=1, times_kicked=0) == 1
    assert targets_to_choose(0, kicked_targets=1, times_kicked=1) == 1  # Goblin Barrage's player target
    assert targets_to_choose(1, kicked_targets=1, times_kicked=3, per_kick=False) == 2
    with pytest.raises(ValueError):
        targets_to_choose(-1)


def test_toughness_0_is_not_destruction_so_indestructible_does_not_help():
    god = permanent("Shield Bearer", "Creature — Soldier", "Indestructible", "2", "2", counters={"-1/-1": 2})
    assert [a["rule"] for a in state_based_actions([god])] == ["704.5f"]
    hit = permanent("Shield Bearer", "Creature — Soldier", "Indestructible", "2", "2", damage=5)
    assert state_based_actions([hit]) == []


def test_lethal_damage_needs_toughness_above_0_and_some_damage():
    from kb.rules.damage import lethal

    assert lethal(0, 3, False, False) is False  # toughness 0 is 704.5f's, not damage's
    assert lethal(-1, 3, True, False) is False
    assert lethal(2, 0, True, False) is False  # deathtouch needs damage dealt (704.5h)
    assert lethal(2, 2, False, False) is True and lethal(3, 1, True, False) is True
    assert lethal(2, 9, True, True) is False  # indestructible (702.12b)


def test_a_destroyed_creature_s_row_says_what_happened_and_a_missing_power_is_no_matter():
    card = Card.from_json({"name": "Wall", "type_line": "Creature — Wall", "toughness": "3"})
    wall = Permanent(card, "you", damage=3)
    assert state_based_actions([wall]) == [{"rule": "704.5g", "permanent": 0, "action": "destroyed", "destroyed": True,
                                            "sacrificed": False, "dies": True, "regeneration_can_replace": True}]


def test_damage_is_lethal_against_toughness_through_layer_7_and_deathtouch_needs_any():
    grown = permanent("Bear", "Creature — Bear", "", "2", "2", damage=3, counters={"+1/+1": 2})
    assert state_based_actions([grown]) == []
    shrunk = permanent("Bear", "Creature — Bear", "", "2", "2", damage=2, power_toughness_effects=(
        PowerToughnessEffect("7c", 1, 1),))
    assert state_based_actions([shrunk]) == []
    touched = permanent("Bear", "Creature — Bear", "", "2", "2", damage=1, deathtouch_damage=True)
    assert [(a["rule"], a["destroyed"], a["regeneration_can_replace"]) for a in state_based_actions([touched])] == [
        ("704.5h", True, True)]
    lethal = permanent("Bear", "Creature — Bear", "", "2", "2", damage=2)
    assert state_based_actions([lethal])[0]["rule"] == "704.5g"


def test_a_printed_star_needs_its_defined_value():
    with pytest.raises(NotModeled, match="7a"):
        state_based_actions([permanent("Maro", "Creature — Elemental", "", "*", "*")])


def test_planeswalkers_auras_legends_and_players_are_all_checked_at_once():
    found = state_based_actions(
        [permanent("Jace", "Legendary Planeswalker — Jace", counters={"loyalty": 0}),
         permanent("Pacifism", "Enchantment — Aura", "Enchant creature"),
         permanent("Pacifism", "Enchantment — Aura", "Enchant creature", attached_to=0),
         permanent("Isamaru", "Legendary Creature — Dog", "", "2", "1"),
         permanent("Isamaru", "Legendary Creature — Dog", "", "2", "1")],
        [Player("you", drew_from_empty_library=True), Player("them", life=1, poison=9)])
    assert [(a["rule"], a.get("permanent", a.get("player", a.get("name")))) for a in found] == [
        ("704.5b", "you"), ("704.5i", 0), ("704.5m", 1), ("704.5j", "Isamaru")]
    assert found[-1]["put_into_graveyard"] == 1 and found[1]["dies"] is True


def test_a_saga_with_a_chapter_waiting_stays_and_one_without_goes():
    saga = permanent("Saga", "Enchantment — Saga", "I — Draw a card.\nII — Draw a card.", counters={"lore": 2})
    assert state_based_actions([saga], sources_of_waiting_abilities=[0]) == []
    assert state_based_actions([saga])[0]["rule"] == "704.5s"


def test_layer_7_applies_sublayers_in_order_and_timestamps_within_one():
    later_first = [PowerToughnessEffect("7b", 5, 5, timestamp=9), PowerToughnessEffect("7b", 1, 1, timestamp=3)]
    assert power_toughness_in_layers("2", "2", later_first) == (5, 5)
    assert power_toughness_in_layers("1+*", "2", [PowerToughnessEffect("7a", 4, 0)]) == (4, 0)  # 7a defines both
    assert power_toughness_in_layers("1+*", "-1") == (1, -1)
    assert power_toughness_in_layers("*+2", "*-1") == (2, -1)
    assert power_toughness_in_layers("3", "1", [PowerToughnessEffect("7d"), PowerToughnessEffect("7d")]) == (3, 1)
    with pytest.raises(NotModeled):
        power_toughness_in_layers("*", "*", [PowerToughnessEffect("7a", 1, 1), PowerToughnessEffect("7a", 2, 2)])
    with pytest.raises(ValueError, match="sublayers"):
        power_toughness_in_layers("2", "2", [PowerToughnessEffect("7e", 1, 1)])
    with pytest.raises(ValueError, match="printed power"):
        power_toughness_in_layers("X", "2")


def test_layer_6_removes_and_adds_in_timestamp_order():
    effects = [AbilityEffect(loses=("Flying",), timestamp=2), AbilityEffect(gains=("Flying", "Haste"), timestamp=1)]
    assert abilities_in_layers(["Flying", "Vigilance"], effects) == ["Vigilance", "Haste"]
    assert abilities_in_layers(["Reach"], [AbilityEffect(gains=("Reach",))]) == ["Reach"]


@pytest.mark.parametrize("step, had, has, assigns", [
    ("first", "", "", False), ("first", "first strike", "first strike", True), ("first", "double strike", "", True),
    ("second", "", "", True), ("second", "", "first strike", True),  # 702.7c: given first strike late, still deals
    ("second", "first strike", "", False), ("second", "first strike", "first strike", False),
    ("second", "double strike", "", False), ("second", "double strike", "first strike", False),  # 702.4c
    ("second", "double strike", "double strike", True), ("second", "first strike", "double strike", True),  # 702.4d
])
def test_the_combat_damage_steps_a_creature_assigns_in(step, had, has, assigns):
    """510.4 row by row: the first step is first strike's and double strike's; the second, those that had neither as
    the first began and those that have double strike now."""
    assert assigns_combat_damage_in_step(step, had, has) is assigns
    assert assigns_combat_damage_in_step(step, had, has, two_steps=False) is True  # one step: every creature (510.1)


@pytest.mark.parametrize("step, had, has", [("third", "", ""), ("first", "trample", ""), ("second", "", "lifelink")])
def test_a_combat_damage_step_question_outside_510_4_is_refused(step, had, has):
    with pytest.raises(ValueError):
        assigns_combat_damage_in_step(step, had, has)


@pytest.mark.parametrize("how, declared", [
    ("declared", True), ("Declared as an attacker", True), ("put onto the battlefield attacking", False),
    ("enters  attacking", False), ("created attacking", False), ("ninjutsu", False), ("effect says attacking", False),
])
def test_only_a_creature_declared_as_an_attacker_attacked(how, declared):
    assert declared_as_attacker(how) == {"attacking": True, "declared": declared, "attack_triggers": declared}


def test_an_unknown_way_of_attacking_is_not_modelled():
    with pytest.raises(NotModeled, match="known"):
        declared_as_attacker("teleported")


MINE = TurnMoment("Alice", main_phase=True, priority_player="Alice", stack_empty=True)
MINE_STACK = TurnMoment("Alice", main_phase=True, priority_player="Alice", stack_empty=False)
MY_COMBAT = TurnMoment("Alice", main_phase=False, priority_player="Alice", stack_empty=True)
THEIRS = TurnMoment("Bob", main_phase=True, priority_player="Alice", stack_empty=True)
NO_PRIORITY = TurnMoment("Alice", main_phase=True, priority_player="Bob", stack_empty=True)


@pytest.mark.parametrize("moment, types, flash, may", [
    (MINE, ["Creature"], False, True), (MINE_STACK, ["Creature"], False, False), (MY_COMBAT, ["Sorcery"], False, False),
    (THEIRS, ["Artifact", "Creature"], False, False), (THEIRS, ["Instant"], False, True),
    (THEIRS, ["Creature"], True, True), (MINE_STACK, ["Tribal", "Instant"], False, True),
    (NO_PRIORITY, ["Instant"], False, False), (NO_PRIORITY, ["Creature"], True, False),
])
def test_a_card_is_cast_at_its_types_normal_time_from_any_zone(moment, types, flash, may):
    """117.1a, 307.1, 702.8a: the same time from the hand and, with a permission, from exile or a graveyard."""
    assert may_cast_now("Alice", moment, types, flash=flash) is may
    assert may_cast_now("Alice", moment, types, "exile", permission=True, flash=flash) is may
    assert may_cast_now("Alice", moment, types, "graveyard", permission=False, flash=flash) is False  # 601.3


@pytest.mark.parametrize("zone", ["graveyard", "exile", "library", "command"])
def test_only_the_hand_needs_no_permission(zone):
    assert may_cast_now("Alice", MINE, ["Sorcery"]) is True
    assert may_cast_now("Alice", MINE, ["Sorcery"], zone) is False
    assert may_cast_now("Alice", MINE, ["Sorcery"], "hand", permission=False) is False  # a rule or effect forbids


def test_a_card_cast_while_the_effect_allowing_it_resolves_ignores_timing():
    """608.2g: no one has priority then, and the card's type does not matter."""
    assert may_cast_now("Alice", NO_PRIORITY, ["Sorcery"], "exile", permission=True, during_resolution=True) is True
    assert may_cast_now("Alice", NO_PRIORITY, ["Sorcery"], "exile", during_resolution=True) is False  # no permission


@pytest.mark.parametrize("types", [["Land"], ["Land", "Creature"]])
def test_a_land_is_played_not_cast(types):
    with pytest.raises(NotModeled, match="305.1"):
        may_cast_now("Alice", MINE, types)
