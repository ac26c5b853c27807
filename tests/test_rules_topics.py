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


RIDER = creature("Rider", "{1}{R}", "Creature — Human", "Horsemanship")
SHADE = creature("Shade", "{1}{B}", "Creature — Spirit", "Shadow")
DREAD = creature("Dread", "{1}{B}{B}", "Creature — Horror", "Fear")
THUG = creature("Thug", "{1}{R}", "Creature — Human", "Intimidate")
WALL = creature("Wall of Stone", "{1}{R}{R}", "Creature — Wall", "Defender\nWall of Stone can't block.")


@pytest.mark.parametrize("attacker, blocker, can", [
    (RIDER, BEARS, False), (RIDER, creature("Other Rider", "{G}", "Creature — Human", "Horsemanship"), True),
    (BEARS, RIDER, True),  # 702.31b: only attackers are restricted
    (SHADE, BEARS, False), (BEARS, SHADE, False),  # 702.28b, both ways
    (SHADE, creature("Other Shade", "{B}", "Creature — Spirit", "Shadow"), True),
    (DREAD, BEARS, False), (DREAD, ORNITHOPTER, True), (DREAD, creature("Rat", "{B}", "Creature — Rat"), True),
    (DREAD, creature("Relic", "{2}", "Artifact — Equipment"), False),  # an artifact, not an artifact creature
    (THUG, BEARS, False), (THUG, ORNITHOPTER, True), (THUG, creature("Goblin", "{R}", "Creature — Goblin"), True),
    (BEARS, WALL, False),  # "can't block"
])
def test_evasion_keywords_each_as_the_cr_says(attacker, blocker, can):
    assert can_block(attacker, blocker) is can  # 702.31b, 702.28b, 702.36b, 702.13b, 509.1b


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


# --- the second audit's fixes (bench/eval/rules_audit2_triage.json): each helper pinned on the cases that decide it

@pytest.mark.parametrize("event, looks_back", [
    ("a card leaves your graveyard", True), ("leaves an opponent's graveyard", True),
    ("is put into a library from a graveyard", True), ("returned to the battlefield from your graveyard", True),
    ("a card is put into your graveyard from your library", False), ("put into a graveyard from a hand", False),
    ("is put into its owner's graveyard from their hand", False), ("loses control of a permanent", True),
    ("loses control", True), ("phases in", False), ("phases out", True), ("dies", True), ("enters", False),
    ("leaves", True),  # EVENT_NAMES: "leaves the battlefield"
])
def test_events_are_read_by_their_words(event, looks_back):
    from kb.rules.triggers import looks_back_in_time
    assert looks_back_in_time(event) is looks_back


@pytest.mark.parametrize("event", ["gains a counter", "a card leaves your library", "put into a graveyard from exile"])
def test_an_event_of_no_known_kind_is_refused(event):
    from kb.rules.triggers import looks_back_in_time
    with pytest.raises(ValueError, match="unknown event"):
        looks_back_in_time(event)


BEAST = creature("Questing Beast", "{2}{G}{G}", "Legendary Creature — Beast",
                 "Questing Beast can't be blocked by creatures with power 2 or less.", "4", "4")
GIANT = creature("Hill Giant", "{3}{R}", "Creature — Giant", "", "3", "3")
WALL = creature("Wall", "{1}{W}", "Creature — Wall", "", "0", "5")
TALL_ONLY = creature("Tall Only", "{1}{G}", "Creature — Beast",
                     "Tall Only can't be blocked by creatures with toughness 3 or greater.", "2", "2")
BORROWER = creature("Brazen Borrower", "{1}{U}{U}", "Creature — Faerie Rogue",
                    "Flying\nBrazen Borrower can block only creatures with flying.", "3", "1")


@pytest.mark.parametrize("attacker, blocker, can", [
    (BEAST, BEARS, False), (BEAST, GIANT, True), (BEAST, WALL, False),  # power 2, 3, 0
    (TALL_ONLY, GIANT, False), (TALL_ONLY, BEARS, True), (TALL_ONLY, WALL, False),  # toughness 3, 2, 5
    (BEARS, BORROWER, False), (ORNITHOPTER, BORROWER, True),
])
def test_blocking_restrictions_by_size_and_by_what_a_blocker_may_block(attacker, blocker, can):
    assert can_block(attacker, blocker) is can


def test_a_size_restriction_reads_its_own_number_and_direction():
    from kb.rules.combat import _restricted_by_size
    two = of_object(creature("Two", "{1}", "Creature — X", "", "2", "4"))
    assert _restricted_by_size("x can't be blocked by creatures with power 2 or less", two)
    assert not _restricted_by_size("x can't be blocked by creatures with power 1 or less", two)
    assert _restricted_by_size("x can't be blocked by creatures with power 2 or greater", two)
    assert not _restricted_by_size("x can't be blocked by creatures with power 3 or greater", two)
    assert _restricted_by_size("x can't be blocked by creatures with toughness 4 or greater", two)
    assert not _restricted_by_size("x can't be blocked by creatures with toughness 3 or less", two)
    assert not _restricted_by_size("flying", two)


@pytest.mark.parametrize("decision, again", [
    ("how damage is divided", False), ("whether an additional cost was paid", False), ("its kicker cost", False),
    ("an alternative cost", False), ("which mode", False), ("the targets", False), ("the value of X", False),
    ("a value for X", False), ("X", False), ("cards chosen as it resolves", True), ("choices made on resolution", True),
    ("division", False), ("targets", False),
])
def test_copy_decisions_are_read_by_their_words(decision, again):
    from kb.rules.copy import made_again_for_copy
    assert made_again_for_copy(decision) is again


def test_a_copy_decision_of_no_known_kind_is_refused():
    from kb.rules.copy import made_again_for_copy
    with pytest.raises(NotModeled, match="decision"):
        made_again_for_copy("the color of the sky")


@pytest.mark.parametrize("text, type_line, kind", [
    ("Flashback {1}{R}", "Sorcery", "static"), ("Kicker {4}", "Instant", "static"), ("Decayed", "", "static, triggered"),
    ("Epic", "Sorcery", "spell"), ("Ascend", "Instant", "spell"), ("Ascend", "Creature — Vampire", "static"),
    ("Ascend", "", "spell"), ("Draw two cards.", "Sorcery", "spell"), ("Flying", "Creature — Bird", "static"),
    ("Flying creatures you control get +1/+1.", "Enchantment", "static"),
    ("Cycling {2} (Discard this card: Draw a card.)", "Instant", "activated"),
    ("I — Create a 1/1 token.", "Enchantment — Saga", "triggered"),
])
def test_a_keyword_line_keeps_its_cr_kind_on_any_card(text, type_line, kind):
    from kb.rules.ability import ability_kind
    assert ability_kind(text, type_line) == kind


@pytest.mark.parametrize("text, keyword", [
    ("Flashback {1}{R}", True), ("Ward—Pay 3 life.", True), ("Flying", True), ("Draw two cards.", False),
    ("Flying, vigilance", False), ("Equip {2}: attach", False), ("", False), ("Creatures you control get +1/+1", False),
    ("II — Draw a card.", False),
])
def test_what_is_a_keyword_line(text, keyword):
    from kb.rules.ability import _is_keyword_line
    assert _is_keyword_line(text) is keyword


@pytest.mark.parametrize("cost, reduction, total", [
    ("{4}{U}", "{2/U}", "{2}{U}"),  # the 2 takes more off than the U
    ("{1}{U}", "{2/U}", "{1}"),  # one generic left: the U takes as much, and a colored half wins the tie
    ("{U}", "{2/U}", ""),  # no generic: only the U takes anything
    ("{3}{W}", "{W/U}", "{3}"),  # the cost's own color
    ("{3}", "{W/U}", "{2}"),  # neither color: a generic mana
    ("{5}{W}", "{2/W}", "{3}{W}"),
])
def test_a_hybrid_reduction_takes_the_half_that_takes_the_most_off(cost, reduction, total):
    from kb.rules.cost import total_cost
    assert total_cost(cost, reductions=(reduction,)) == (total or "{0}")


@pytest.mark.parametrize("quality, qualities, has", [
    ("all colors", {"red"}, True), ("all colors", {"colorless"}, False), ("each color", {"green"}, True),
    ("red", {"red"}, True), ("artifacts", {"artifact"}, True), ("white and from blue", {"blue"}, True),
    ("red", {"blue"}, False),
])
def test_protection_qualities(quality, qualities, has):
    from kb.rules.targeting import has_quality
    assert has_quality(quality, qualities) is has


@pytest.mark.parametrize("text, targets", [
    ("Destroy target creature.", True), ("Each player sacrifices a creature.", False), ("Equip {2}", True),
    ("Enchant creature", True), ("Bestow {3}{W}", True), ("Mutate {2}{U}", True), ("Fortify {1}", True),
    ("Reconfigure {2}", True), ("Choose a creature. It fights another.", False), ("It deals 2 damage to any target.", True),
    ("  equip {1}", True), ("Return up to two TARGETS.", True), ("Flying", False),
])
def test_what_targets(text, targets):
    from kb.rules.targeting import uses_targets
    assert uses_targets(text) is targets


@pytest.mark.parametrize("event, removed, damage", [
    ("leaves the battlefield", True, "none"), ("phases out", True, "none"), ("regenerates", True, "none"),
    ("Stops  being a creature", True, "none"), ("untapped", False, "as usual"), ("can’t block", False, "as usual"),
    ("attacked battle leaves", False, "none if unblocked"), ("attacked planeswalker leaves", False, "none if unblocked"),
])
def test_what_removes_from_combat(event, removed, damage):
    from kb.rules.combat import removed_from_combat
    assert removed_from_combat(event) == {"removed": removed, "combat_damage": damage}
    with pytest.raises(NotModeled, match="known"):
        removed_from_combat("is dealt damage")


@pytest.mark.parametrize("made_by, cast, kicked", [
    ("copy of a spell", False, True), ("Cast a  copy", True, False), ("copy of a permanent", False, False),
    ("token copy of a permanent", False, False), ("copy of a triggered ability", False, False),
])
def test_what_a_copy_keeps(made_by, cast, kicked):
    from kb.rules.copy import copy_is_cast
    assert copy_is_cast(made_by) == {"cast": cast, "kicked_if_original_was": kicked}
    with pytest.raises(ValueError, match="must be one of"):
        copy_is_cast("copy of an emblem")  # an emblem is never copied: no such copy


@pytest.mark.parametrize("choice, when", [
    ("the target creature's power", "as it resolves"), ("targets' toughness", "as it resolves"),
    ("how a hybrid mana symbol will be paid", "as it's put on the stack"),
    ("the creatures affected by its effect", "as it resolves"), ("the targets", "as it's put on the stack"),
])
def test_what_the_game_says_of_a_target_is_read_as_it_resolves(choice, when):
    assert when_chosen(choice) == when


@pytest.mark.parametrize("kind, who", [
    ("loyalty ability", "the player who activated it"),
    ("delayed triggered ability", "the player who controlled the spell or ability that created it"),
])
def test_who_controls_loyalty_and_delayed_abilities(kind, who):
    from kb.rules.control import controller_of
    assert controller_of(kind) == who


@pytest.mark.parametrize("kind, card", [
    ("split card", True), ("manifested card", True), ("token copy of a card", False),
    ("copy of a card cast from exile", False), ("an emblem", False), ("cards", True), ("tokens", False),
])
def test_a_kind_is_a_card_by_its_words(kind, card):
    from kb.rules.tokens import is_card
    assert is_card(kind) is card
    with pytest.raises(ValueError, match="unknown kind"):
        is_card("a spell")


def test_targets_are_chosen_as_a_spell_or_ability_goes_on_the_stack():
    """601.2c, 603.3d: too few legal targets and a spell can't be cast, an ability activated; a trigger is removed."""
    from kb.rules.targeting import targets_can_be_chosen

    assert targets_can_be_chosen("activated", [1], [0])["outcome"] == "can't be activated"
    assert targets_can_be_chosen("triggered", [2], [2]) == {"allowed": True, "outcome": "put on the stack",
                                                            "targets": [2]}
    assert targets_can_be_chosen("triggered", [2], [1], up_to=True)["targets"] == [1]
    assert targets_can_be_chosen("spell", [], [])["allowed"] is True  # no targets: nothing to choose
    for bad in (("sorcery", [1], [1]), ("spell", [1], []), ("spell", [-1], [0])):
        with pytest.raises(ValueError):
            targets_can_be_chosen(*bad)
