"""The rules topics' helpers (kb/rules/combat.py, targeting.py; kb/cr_lists.py's quoted kinds) on the cases the CR
names: the worked examples call the predicates, these pin what decides each answer."""
import pytest

from kb.cr_lists import _quoted_kinds
from kb.model import GameObject
from kb.characteristics import of_object
from kb.rules.combat import _number, _protected_from, _walks_over, can_block, combat_damage_assignment
from kb.rules.registry import NotModeled
from kb.rules.targeting import can_be_targeted, fits_target_phrase, when_chosen


def creature(name: str, cost: str, type_line: str, text: str = "", power: str = "2", toughness: str = "2"):
    """A creature on the battlefield, as a game object."""
    return GameObject.from_json({"card": {"name": name, "mana_cost": cost, "type_line": type_line,
                                          "oracle_text": text, "power": power, "toughness": toughness}})


BEARS = creature("Grizzly Bears", "{1}{G}", "Creature — Bear")
ORNITHOPTER = creature("Ornithopter", "{0}", "Artifact Creature — Thopter", "Flying", "0", "2")
SNOW_BEAR = creature("Snow Bear", "{1}{G}", "Snow Creature — Bear")
MERFOLK = creature("Merfolk", "{U}", "Creature — Merfolk")


@pytest.mark.parametrize("subrule, kinds", [
    # 702.32a: the abilities are quoted after "means"; a quote before it is the keyword's own name
    ("Fading is a keyword that represents two abilities. “Fading N” means “This permanent enters with N fade counters "
     "on it” and “At the beginning of your upkeep, remove a fade counter from this permanent.”", ["static", "triggered"]),
    ("Foo represents three abilities. “Foo” means “{T}: Add {C}.,” “When this enters, draw a card,” and “at the "
     "beginning of combat, it gets +1/+1.”", ["activated", "triggered", "static"]),
    ("“When X” is no ability. Bar means “Whenever you draw, scry 1.”", ["triggered"]),
])
def test_a_keyword_represents_the_abilities_it_quotes(subrule, kinds):
    assert _quoted_kinds(subrule) == kinds


@pytest.mark.parametrize("keyword, lands, unblockable", [
    ("islandwalk", ["Basic Land — Island"], True), ("islandwalk", ["Basic Land — Forest"], False),
    ("landwalk", ["Land — Urza’s Tower"], True), ("landwalk", [], False),
    ("nonbasic landwalk", ["Basic Land — Forest"], False), ("nonbasic landwalk", ["Land"], True),
    ("snow swampwalk", ["Basic Snow Land — Swamp"], True), ("snow swampwalk", ["Basic Land — Swamp"], False),
    ("legendary landwalk", ["Legendary Land"], True), ("flying", ["Basic Land — Island"], False),
])
def test_landwalk_reads_the_defending_lands(keyword, lands, unblockable):
    assert _walks_over(keyword, lands) is unblockable  # 702.14c


@pytest.mark.parametrize("ability, blocker, stopped", [
    ("protection from green", BEARS, True), ("protection from blue", BEARS, False),
    ("protection from artifacts", ORNITHOPTER, True), ("protection from artifacts", BEARS, False),
    ("protection from creatures", BEARS, True), ("protection from colorless", ORNITHOPTER, True),
    ("protection from colorless", BEARS, False), ("protection from all colors", BEARS, True),
    ("protection from all colors", ORNITHOPTER, False), ("protection from white and from green", BEARS, True),
    ("protection from everything", ORNITHOPTER, True), ("protection from snow", SNOW_BEAR, False),
    ("protection from merfolk", MERFOLK, True), ("flying", BEARS, False),
])
def test_protection_stops_blockers_with_its_quality(ability, blocker, stopped):
    assert _protected_from(ability, of_object(blocker)) is stopped  # 702.16f


def test_a_printed_power_is_a_number_or_not_modeled():
    assert _number("-1") == -1 and _number("3") == 3
    for value in ("*", "1+*", None):
        with pytest.raises(NotModeled):
            _number(value)


def test_blocking_reads_the_blockers_characteristics_through_the_model():
    knight = creature("White Knight", "{W}{W}", "Creature — Human Knight", "First strike\nProtection from black")
    zombie = creature("Walking Corpse", "{1}{B}", "Creature — Zombie")
    assert not can_block(knight, zombie) and can_block(knight, BEARS)
    assert can_block(ORNITHOPTER, creature("Spider", "{G}", "Creature — Spider", "Reach")) and not can_block(
        ORNITHOPTER, BEARS)
    assert combat_damage_assignment(creature("Trampler", "{G}", "Creature — Beast", "Trample", "5", "5"), [])[
        "most_to_player"] == 5


@pytest.mark.parametrize("abilities, by_opponent, qualities, can", [
    (["Protection from snow"], False, ["snow"], False), (["Protection from creatures"], True, ["creature"], False),
    (["Protection from creatures"], True, ["instant"], True), (["Protection from white and from blue"], False, ["blue"], False),
    (["Hexproof from black"], True, ["Black"], False), (["Protection from everything"], False, [], False),
    (["Ward {2}"], True, [], True), (["Hexproof"], False, [], True),
])
def test_targeting_reads_the_qualities_in_any_case_and_number(abilities, by_opponent, qualities, can):
    assert can_be_targeted(abilities, by_opponent, qualities) is can  # 702.11, 702.16b


@pytest.mark.parametrize("choice, when", [
    ("X", "as it's put on the stack"), ("the value of X", "as it's put on the stack"), ("Modes", "as it's put on the stack"),
    ("whether to kick it", "as it's put on the stack"), ("how the cost is paid", "as it's put on the stack"),
    ("the number of cards in a hand", "as it resolves"), ("which creature to sacrifice", "as it resolves"),
    ("the creatures' power", "as it resolves"),
])
def test_choices_in_other_words(choice, when):
    assert when_chosen(choice) == when  # 601.2b-g, 608.2d, 608.2h


def test_an_unknown_choice_is_refused_naming_the_known():
    with pytest.raises(ValueError, match="known"):
        when_chosen("the weather")


@pytest.mark.parametrize("phrase, tapped, yours, fits", [
    ("target creature", True, True, True), ("target untapped creature", True, True, False),
    ("target tapped creature", False, True, False), ("target creature you control", False, False, False),
    ("target creature an opponent controls", False, True, False), ("target creature an opponent controls", False, False, True),
])
def test_a_target_phrase_asks_only_for_its_words(phrase, tapped, yours, fits):
    assert fits_target_phrase(phrase, tapped, yours) is fits  # 115.1
