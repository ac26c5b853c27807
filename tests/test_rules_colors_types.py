"""The predicates of colors (105, 202.2, 700.5), of types chosen, shared and counted (205) and of discarding from a hand
that holds fewer cards than asked (701.9) — the cases their examples files don't show."""
import pytest

from kb.rules.colors import devotion, object_colors
from kb.rules.types import card_types_among, may_choose, shares_type
from kb.rules.zones import discard


def test_an_object_is_each_color_of_its_symbols_and_indicator_and_effects_apply_in_timestamp_order():
    assert object_colors("{W/P}{U}")["colors"] == ["white", "blue"]  # 202.2d Phyrexian, in WUBRG order
    assert object_colors("{C}{C}")["colorless"]  # {C} is colorless mana, not a color (107.4c)
    assert object_colors("{2}{G}", ["U"])["colors"] == ["blue", "green"]  # indicator beside the cost (202.2e)
    later = object_colors("{R}", effects=["colorless", "white in addition to its other colors"])
    assert later["colors"] == ["white"] and later["monocolored"]
    assert object_colors("{B}", effects=["all colors"])["colors"] == ["white", "blue", "black", "red", "green"]
    assert object_colors("{B}", effects=["all colors", "green"])["colors"] == ["green"]  # 105.3: a new color replaces


@pytest.mark.parametrize("args, kwargs", [(("{W}",), {"color_indicator": ["gold"]}),
                                          (("{W}",), {"effects": ["artifact"]}), (("W",), {}), (("{W}{Q}",), {})])
def test_words_that_are_no_color_and_costs_that_are_no_mana_cost_are_refused(args, kwargs):
    with pytest.raises(ValueError):
        object_colors(*args, **kwargs)


def test_devotion_counts_symbols_not_mana_value_and_each_hybrid_once():
    assert devotion(["{W/U}{W/U}"], ["white", "blue"]) == 2  # each symbol once toward both (700.5)
    assert devotion(["{2/W}{2/W}{2/W}"], "white") == 3  # one color word alone is read too
    assert devotion(["{G}{G}", "{4}"], ["red"]) == 0
    with pytest.raises(ValueError):
        devotion(["{G}"], [])
    with pytest.raises(ValueError):
        devotion(["{G}"], ["colorless"])  # 105.4: colorless is no color to be devoted to


@pytest.mark.parametrize("kind, word, allowed", [
    ("creature type", "Time Lord", True),  # the one two-word creature type (205.3m)
    ("creature type", "Goblin", True), ("creature type", "goblin", True), ("creature type", "Human Soldier", False),
    ("creature type", "Equipment", False), ("artifact type", "Equipment", True), ("subtype", "Aura", True),
    ("subtype", "legendary", False), ("card type", "kindred", True), ("card type", "Summon", False),
    ("basic land type", "Forest", True), ("basic land type", "Desert", False), ("land type", "Desert", True),
    ("color", "green", True), ("color", "multicolored", False), ("color", "gold", False), ("supertype", "snow", True),
])
def test_a_choice_is_one_existing_word_of_the_kind_asked_for(kind, word, allowed):
    assert may_choose(kind, word) is allowed


def test_a_kind_of_choice_the_docstring_does_not_list_is_refused():
    with pytest.raises(ValueError, match="kind is one of"):
        may_choose("name", "Goblin")


def test_sharing_needs_a_type_every_object_has_and_changeling_only_gives_creature_types_to_what_can_have_them():
    assert not shares_type("creature type", ["Creature — Elf Warrior", "Creature — Elf", "Creature — Goblin"])
    assert shares_type("creature type", ["Creature — Shapeshifter", "Creature — Goblin"], every_creature_type=[0])
    # 205.3d: an instant that is every creature type has none (no creature or kindred type)
    assert not shares_type("creature type", ["Instant", "Creature — Goblin"], every_creature_type=[0])
    assert shares_type("creature type", ["Kindred Instant — Goblin", "Creature — Goblin Rogue"])
    assert not shares_type("card type", ["Legendary Creature — Elf", "Legendary Enchantment"])
    assert shares_type("supertype", ["Legendary Creature — Elf", "Legendary Enchantment"])
    assert shares_type("card type", ["Instant // Sorcery", "Sorcery"])  # 709.4c: a split card has both halves' types


@pytest.mark.parametrize("args, kwargs", [(("color", ["Creature", "Creature"]), {}),
                                          (("card type", ["Creature"]), {}),
                                          (("creature type", ["Creature — Elf", "Creature — Elf"]),
                                           {"every_creature_type": [2]})])
def test_sharing_a_kind_not_listed_among_fewer_than_two_objects_or_a_missing_index_is_refused(args, kwargs):
    with pytest.raises(ValueError):
        shares_type(*args, **kwargs)


def test_card_types_count_once_each_with_tribal_read_as_kindred_and_split_halves_both():
    among = card_types_among(["Tribal Instant — Faerie", "Instant // Sorcery", "Snow Land"])
    assert among == {"card_types": ["instant", "kindred", "land", "sorcery"], "count": 4}
    assert card_types_among([]) == {"card_types": [], "count": 0}


def test_a_discard_takes_what_the_hand_holds_unless_it_is_a_cost_and_a_whole_hand_is_always_allowed():
    assert discard(2, 5) == {"allowed": True, "cards": 2, "chosen_by": "discarding player"}
    assert discard(3, 2, as_cost=True)["allowed"] is False  # 118.3
    assert discard(0, 4, whole_hand=True)["cards"] == 4
    assert discard(1, 2, may_choose=True)["allowed"] is True
    assert discard(3, 2, may_choose=True)["allowed"] is False  # Remorseless Punishment's ruling
    assert discard(1, 2, chosen_by="opponent")["chosen_by"] == "another player"


@pytest.mark.parametrize("args, kwargs", [((-1, 2), {}), ((1, -2), {}), ((1, 2), {"chosen_by": "the judge"})])
def test_a_discard_with_a_negative_count_or_a_chooser_the_docstring_does_not_list_is_refused(args, kwargs):
    with pytest.raises(ValueError):
        discard(*args, **kwargs)


def test_colorless_is_read_in_any_words_devoid_too_and_no_cost_is_colorless():
    assert object_colors() == {"colors": [], "monocolored": False, "multicolored": False, "colorless": True}
    assert object_colors("{G}", effects=["devoid"])["colorless"]
    assert object_colors("{G}", effects=["colorless until end of turn"])["colorless"]
    with pytest.raises(ValueError):
        devotion(["{G}", "{Q}"], ["green"])  # not a mana cost (107.4)


def test_each_half_of_a_two_faced_type_line_counts_and_keeps_its_own_types():
    adventurer = "Legendary Creature — Human Knight // Sorcery — Adventure"
    assert card_types_among([adventurer]) == {"card_types": ["creature", "sorcery"], "count": 2}
    assert shares_type("creature type", [adventurer, "Creature — Human"])
    assert shares_type("supertype", [adventurer, "Legendary Enchantment"])
    assert may_choose("creature types", "Elf")  # the kind in the plural, as rulings say it


def test_a_subtype_is_any_kind_of_subtype_and_a_creature_type_only_a_creature_type():
    assert shares_type("subtype", ["Artifact — Equipment", "Artifact — Equipment"])
    assert not shares_type("creature type", ["Artifact — Equipment", "Artifact — Equipment"])
    # changeling adds the creature types to a kindred object's own subtypes (702.73a, 205.3m)
    assert shares_type("subtype", ["Kindred Artifact — Shapeshifter Equipment", "Artifact — Equipment"],
                       every_creature_type=[0])
    assert shares_type("creature type", ["Kindred Instant", "Creature — Goblin"], every_creature_type=[0])
