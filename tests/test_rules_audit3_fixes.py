"""What the third fresh audit (bench/eval/rules_audit3.jsonl) found wrong or refused, pinned as the CR decides it:
a keyword line with reminder text, keywords whose rule targets, blocking by color, combat and look-back events named
in other words, a permanent's own card, and a copy of a Room (709.5b)."""
import pytest

from kb.characteristics import keywords, of_object
from kb.cr_lists import keywords_that_target
from kb.model import Card, GameObject, Permanent
from kb.rules.ability import ability_kind
from kb.rules.adventure import has_adventure_after_leaving_battlefield
from kb.rules.combat import can_block, removed_from_combat
from kb.rules.copy import copy_characteristics
from kb.rules.targeting import uses_targets
from kb.rules.triggers import looks_back_in_time


def creature(name: str, text: str, type_line: str = "Creature — Soldier", cost: str = "{1}{W}"):
    """A creature on the battlefield, as a game object."""
    return GameObject.from_json({"card": {"name": name, "mana_cost": cost, "type_line": type_line,
                                          "oracle_text": text, "power": "2", "toughness": "2"}})


def test_a_keyword_line_with_reminder_text_has_the_keywords_kinds():
    # 702.63a: vanishing is a static ability and two triggered ones, however its reminder text spells them out
    text = ("Vanishing 3 (This creature enters with three time counters on it. At the beginning of your upkeep, "
            "remove a time counter from it. When the last is removed, sacrifice it.)")
    assert ability_kind(text) == ability_kind("Vanishing 3") == "static, triggered"


@pytest.mark.parametrize("line, targets", [("Modular 2", True), ("Provoke", True), ("Soulshift 5", True),
                                           ("Hexproof", False), ("Flying", False), ("Ward {2}", False)])
def test_a_keyword_targets_when_its_rule_says_target(line, targets):
    # 702.43a modular "… on target artifact creature"; 702.11a hexproof says "can't be the target of": no target
    assert uses_targets(line) is targets


def test_the_keywords_that_target_are_read_from_the_cr():
    assert {"modular", "provoke", "equip", "backup"} <= keywords_that_target()
    assert not {"hexproof", "shroud", "ward", "protection"} & keywords_that_target()


def test_keywords_separated_by_semicolons_are_each_a_keyword():
    assert {"haste", "horsemanship"} <= keywords(creature("Lu Bu", "Haste; horsemanship"))


@pytest.mark.parametrize("blocker_cost, blocker_type, can", [
    ("{W}{W}", "Creature — Soltari Cleric", False),  # white: kept out
    ("{B}", "Creature — Zombie", True),
    ("{2}", "Artifact Creature — Golem", True),
])
def test_an_attacker_that_cant_be_blocked_by_a_color(blocker_cost, blocker_type, can):
    # 509.1b: a blocking restriction by a quality of the blocker
    horror = creature("Dauthi Horror", "Dauthi Horror can't be blocked by white creatures.", cost="{1}{B}")
    assert can_block(horror, creature("Blocker", "", blocker_type, blocker_cost)) is can


@pytest.mark.parametrize("event, removed", [("an effect removes it from combat", True), ("loses haste", False),
                                            ("an opponent gains control of it", True)])
def test_combat_events_named_in_other_words(event, removed):
    assert removed_from_combat(event)["removed"] is removed  # 506.4, 506.4a


@pytest.mark.parametrize("event", ["an opponent gains control of it", "put into a hand from the battlefield",
                                   "returned to its owner's library from the battlefield"])
def test_losing_control_and_leaving_the_battlefield_look_back(event):
    assert looks_back_in_time(event)  # 603.10a


ADVENTURER = Card.from_json({"layout": "adventure", "faces": [
    {"name": "Brazen Borrower", "mana_cost": "{1}{U}{U}", "type_line": "Creature — Faerie Rogue", "abilities": []},
    {"name": "Petty Theft", "mana_cost": "{1}{U}", "type_line": "Instant — Adventure", "abilities": []}]})


def test_a_permanent_copying_nothing_is_its_own_card():
    assert has_adventure_after_leaving_battlefield(Permanent(ADVENTURER, "Alice"))  # 400.7
    assert not has_adventure_after_leaving_battlefield(Permanent(ADVENTURER, "Alice", is_token=True))  # 111.7


ROOM = {"layout": "room", "faces": [
    {"name": "Unholy Annex", "mana_cost": "{2}{B}", "type_line": "Enchantment — Room", "abilities": ["Draw."]},
    {"name": "Ritual Chamber", "mana_cost": "{3}{B}{B}", "type_line": "Enchantment — Room", "abilities": ["Demon."]}]}


def test_a_copy_of_a_room_has_its_own_designations():
    # 709.5b: both doors are copiable values; 709.5c-d: the unlocked designations aren't, and a Room that enters with
    # neither half cast has both locked: no name, mana cost or rules text
    original = GameObject.from_json({"card": ROOM, "state": {"zone": "battlefield", "unlocked": [0]}})
    assert of_object(original).names == ("Unholy Annex",)
    mirrormade = {"name": "Mirrormade", "mana_cost": "{1}{U}{U}", "type_line": "Enchantment", "oracle_text": ""}
    locked = GameObject.from_json({"card": mirrormade, "state": {"zone": "battlefield"}})
    copied = copy_characteristics(original, locked)
    assert (copied.names, copied.mana_cost, copied.mana_value, copied.subtypes) == ((), "", 0, ("Room",))
    unlocked = GameObject.from_json({"card": mirrormade, "state": {"zone": "battlefield", "unlocked": [1]}})
    assert copy_characteristics(original, unlocked).names == ("Ritual Chamber",)
