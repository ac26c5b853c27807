"""The ability predicates: activated, triggered, static, mana abilities, sorcery timing (kb/rules/ability.py)."""
import pytest
from hypothesis import given
from hypothesis import strategies as st

from kb.rules.ability import TurnMoment, ability_kind, has_sorcery_timing, is_mana_ability
from kb.rules.registry import NotModeled


@pytest.mark.parametrize("text, kind", [
    ("{2}, {T}, Sacrifice this artifact: Draw a card.", "activated"),
    ("−3: Destroy target creature.", "activated"),
    ("Boast — {1}{R}: This creature deals 1 damage to any target.", "activated"),
    ("When this creature enters, choose one —", "triggered"),
    ("When this creature dies, you may pay {2}. If you do, draw a card.", "triggered"),
    ("I, II — Create a 1/1 white Soldier creature token.", "triggered"),
    ("Spells your opponents cast cost {1} more to cast.", "static"),
    ('Enchanted land has "{T}: Add two mana of any one color."', "static"),
    ("This creature can't block.", "static"),
])
def test_ability_kind(text, kind):
    assert ability_kind(text) == kind


@pytest.mark.parametrize("text, kind", [("Flying", "static"), ("Ward {2}", "triggered"),
                                        ("Ward—Pay 3 life.", "triggered"), ("Equip {1}", "activated"),
                                        ("Kicker {2}{R}", "static"), ("Changeling", "static")])
def test_a_keyword_without_reminder_text_has_the_kind_cr_702_gives_it(text, kind):
    assert ability_kind(text) == kind


@pytest.mark.parametrize("text", ["Flying, vigilance", "Partner", "Glorp {2}"])
def test_a_keyword_line_the_cr_gives_no_kind_is_not_modelled(text):
    # several keywords are several abilities (ask about each); Partner names no kind; Glorp is no keyword
    with pytest.raises(NotModeled):
        ability_kind(text)


@pytest.mark.parametrize("text, kinds", [("Madness {1}{R}", "static, triggered"), ("Ravenous", "static, triggered"),
                                         ("Dash {2}{R}", "static"), ("Enlist", "static, triggered"),
                                         ("Swampwalk", "static"), ("Nonbasic landwalk", "static")])
def test_a_keyword_standing_for_several_abilities_has_each_kind_the_cr_gives(text, kinds):
    # 702.35a Madness, 702.156a Ravenous (a replacement effect is a static ability's), 702.154a Enlist; 702.109a
    # Dash's delayed trigger is created by a static ability; 702.14b "Landwalk is an evasion ability"
    assert ability_kind(text) == kinds


def test_only_cr_ability_words_and_keywords_are_read_through():
    assert ability_kind("To solve — You control three or more artifacts.") == "triggered"  # 719.3a
    assert ability_kind("Max speed — {T}: Add {R}.") == "static"  # 702.178a
    assert ability_kind("Boast — {1}{R}: This creature deals 1 damage to any target.") == "activated"
    assert ability_kind("Council’s dilemma — When this creature enters, starting with you, each player votes.") == "triggered"
    with pytest.raises(NotModeled, match="207.2c"):
        ability_kind("Totally Made Up — {T}: Add {G}.")


def test_one_ability_at_a_time():
    with pytest.raises(ValueError):
        ability_kind("Flying\n{T}: Add {G}.")


@pytest.mark.parametrize("text, expected", [
    ("{T}: Add {C}{C}.", True),
    ("{T}, Pay 1 life: Add one mana of any color.", True),
    ("{T}: Add {C}. This land deals 1 damage to you.", True),
    ("{1}{G}: Untap target land.", False),
    ("{T}: Target player adds {G}.", False),
    ("Whenever a player taps a land for mana, that player adds one mana of any type that land produced.", True),
    ("Whenever this creature attacks, add {R}.", False),
])
def test_is_mana_ability(text, expected):
    assert is_mana_ability(text) is expected


def test_sorcery_timing_needs_priority():
    assert not has_sorcery_timing("Alice", TurnMoment("Alice", True, "Bob", True))


COSTS = st.lists(st.sampled_from(["{T}", "{1}", "{G}", "{2}{U}", "Sacrifice a creature", "Discard a card"]),
                 min_size=1, max_size=3, unique=True).map(", ".join)
EFFECTS = st.sampled_from(["Draw a card.", "Target creature gets +1/+1 until end of turn.", "Scry 1."])
MANA = st.sampled_from(["{G}", "{C}{C}", "one mana of any color", "{R}{R}{R}"])


@given(COSTS, EFFECTS)
def test_cost_colon_effect_is_activated_and_not_mana(cost, effect):
    assert ability_kind(f"{cost}: {effect}") == "activated"
    assert not is_mana_ability(f"{cost}: {effect}")


@given(COSTS, MANA)
def test_cost_colon_add_mana_is_a_mana_ability(cost, mana):
    assert is_mana_ability(f"{cost}: Add {mana}.")


@given(st.sampled_from(["When", "Whenever", "At"]), EFFECTS)
def test_trigger_words_make_triggered_abilities(word, effect):
    assert ability_kind(f"{word} this creature attacks, {effect[0].lower()}{effect[1:]}") == "triggered"
