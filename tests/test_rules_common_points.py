"""The predicates of points many real rulings make that no predicate decided (2026-12-07): countering (701.6), the
defending player (508.5), phasing (702.26), emblems (114), a library holding fewer cards than asked (121, 701.17) and
searching it (701.23) — the cases their examples files don't show."""
import pytest

from kb.model import Card, Permanent
from kb.rules.ability import TurnMoment
from kb.rules.casting import countered, may_cast_now, may_play_land
from kb.rules.combat import defending_player
from kb.rules.registry import NotModeled
from kb.rules.triggers import (EVENT_MEETS, TRIGGER_CONDITIONS, ability_resolves_after_source_leaves, looks_back_in_time,
                               triggers_on)
from kb.rules.zones import emblem, from_library, library_search, phasing


def permanent(name: str, type_line: str, controller: str = "you", **state) -> Permanent:
    """A permanent of a one-faced card."""
    return Permanent(Card.from_json({"name": name, "type_line": type_line}), controller, **state)


def test_a_spell_that_can_be_countered_goes_to_the_graveyard_and_an_ability_ceases_to_exist():
    spell = countered("countered")
    assert spell["countered"] and not spell["resolves"] and spell["goes_to"] == "graveyard"
    assert countered("countered", is_spell=False)["goes_to"] is None
    uncounterable_ability = countered("countered", cant_be_countered=True, is_spell=False)
    assert uncounterable_ability == {"countered": False, "resolves": True, "goes_to": None, "costs_refunded": False,
                                     "legal_target": True, "other_effects_happen": True}


@pytest.mark.parametrize("how, zone", [("exiled", "exile"), ("returned to hand", "hand"), ("bounced", "hand")])
def test_exiling_or_returning_is_not_countering_whether_or_not_it_can_be_countered(how, zone):
    for cant in (False, True):
        answer = countered(how, cant_be_countered=cant)
        assert (answer["countered"], answer["resolves"], answer["goes_to"]) == (False, False, zone)


def test_an_ability_exiled_as_a_turn_ends_ceases_to_exist_and_none_is_returned_to_a_hand():
    exiled = countered("exiled", is_spell=False)  # 723.1b: Time Stop, Sundial of the Infinite (rules_audit22 s010)
    assert (exiled["countered"], exiled["resolves"], exiled["goes_to"]) == (False, False, None)
    assert countered("exile it", cant_be_countered=True, is_spell=False) == exiled
    with pytest.raises(ValueError, match="no card"):  # 405.1 (rules_audit22 s011)
        countered("returned to hand", is_spell=False)
    with pytest.raises(ValueError, match="how must be one of"):
        countered("destroyed")


def test_the_defending_player_of_a_planeswalker_or_battle_is_not_attacked_itself():
    walker = permanent("Jace Beleren", "Legendary Planeswalker — Jace", "player C")
    assert defending_player(attacked=walker) == {"defending_player": "player C", "attacking_a_player": False}
    battle = permanent("Invasion of Zendikar", "Battle — Siege", "player C")
    assert defending_player(attacked=battle, protector="player D")["defending_player"] == "player D"
    assert defending_player("player E") == {"defending_player": "player E", "attacking_a_player": True}


def test_what_no_creature_attacks_is_refused_saying_why():
    with pytest.raises(ValueError, match="one of them"):
        defending_player()
    with pytest.raises(ValueError, match="one of them"):
        defending_player("player A", attacked=permanent("Jace Beleren", "Legendary Planeswalker — Jace"))
    with pytest.raises(ValueError, match="give protector"):
        defending_player(attacked=permanent("Invasion of Zendikar", "Battle — Siege"))
    with pytest.raises(ValueError, match="no planeswalker or battle"):  # 506.3 (rules_audit22 s021)
        defending_player(attacked=permanent("Grizzly Bears", "Creature — Bear"))


def test_phasing_keeps_the_object_and_a_skipped_untap_step_keeps_it_as_it_was():
    token = permanent("Spirit", "Token Creature — Spirit", is_token=True, counters={"flying": 1})
    out = phasing("phase out", token)
    assert (out["exists"], out["same_object"], out["counters"], out["phases_in"]) == (
        False, True, {"flying": 1}, "its controller's next untap step")
    stays_in = phasing("phases out", token, untap_step_skipped=True)
    assert (stays_in["phases"], stays_in["exists"], stays_in["with_it"]) == (False, True, [])
    aura = permanent("Rancor", "Enchantment — Aura", attached_to=0)
    back = phasing("phasing in", token, [aura])
    assert (back["exists"], back["with_it"], back["phases_in"], back["zone_change_triggers"]) == (
        True, ["Rancor"], None, False)
    with pytest.raises(ValueError, match="event must be one of"):
        phasing("blinks", token)


def test_what_is_phased_out_waits_for_an_untap_step_it_has_or_for_the_event_it_phased_out_until():
    bear = permanent("Grizzly Bears", "Creature — Bear")
    waits = phasing("phases in", bear, untap_step_skipped=True)  # 702.26m (rules_audit22 s031)
    assert (waits["phases"], waits["exists"], waits["phases_in"]) == (
        False, False, "its controller's next untap step that isn't skipped")
    oubliette = phasing("phases out", bear, until="Oubliette leaves the battlefield", untap_step_skipped=True)
    assert (oubliette["phases"], oubliette["exists"], oubliette["phases_in"]) == (
        True, False, "Oubliette leaves the battlefield")
    with pytest.raises(ValueError, match="phases out"):
        phasing("phases in", bear, until="Oubliette leaves the battlefield")


def test_an_emblem_outlasts_its_source_and_leaves_only_with_its_owner():
    assert emblem("you")["zone"] == "command" and emblem("you", "the planeswalker leaves the battlefield")["zone"]
    gone = emblem("player B", "player leaves the game")
    assert gone["zone"] is None and not gone["abilities_function"] and gone["owner"] == "player B"
    with pytest.raises(ValueError, match="name them"):
        emblem("")
    with pytest.raises(NotModeled, match="known"):
        emblem("you", "the emblem is copied")


# The three of the eleventh session: fighting (701.14), a creature attacking undeclared (508.4) and what an entering
# permanent's abilities see of those entering with it (603.6a, 614.12).

def creature(name: str, power: str, toughness: str, text: str = "", **state) -> Permanent:
    """A creature permanent of a one-faced card."""
    card = Card.from_json({"name": name, "type_line": "Creature — Test", "power": power, "toughness": toughness,
                           "oracle_text": text})
    return Permanent(card, "you", **state)


def test_fighting_deals_power_now_from_the_creature_itself_and_nothing_when_one_is_gone():
    from kb.model import PowerToughnessEffect
    from kb.rules.damage import fight
    pumped = creature("Bear", "2", "2", counters={"+1/+1": 1})
    lifelinker = creature("Nighthawk", "2", "3", "Flying\nDeathtouch\nLifelink")
    answer = fight(pumped, lifelinker)
    assert answer["fights"] and not answer["combat_damage"]
    assert [(d["by"], d["to"], d["amount"]) for d in answer["dealt"]] == [("Bear", "Nighthawk", 3),
                                                                           ("Nighthawk", "Bear", 2)]
    assert answer["dealt"][1]["results"] == {"damage_marked": 2, "controller_gains_life": 2}  # its own lifelink
    assert fight(pumped, lifelinker, ["first", "second"])["dealt"] == []
    shrunk = creature("Shrunk", "1", "1", power_toughness_effects=(PowerToughnessEffect("7c", -3, 0, 1),))
    assert fight(shrunk)["dealt"] == []  # 120.8: negative power deals nothing, even to itself
    rats = creature("Rats", "1", "1", "Deathtouch")
    assert [d["amount"] for d in fight(rats, pumped)["dealt"]] == [1, 3]  # a power of 1 deals its 1
    assert fight(creature("Wall", "4", "*"), rats)["dealt"][0]["amount"] == 4  # only its power is read
    starred = creature("Tarmogoyf", "*", "1+*")
    with pytest.raises(NotModeled, match="power of Tarmogoyf"):
        fight(starred, pumped)
    with pytest.raises(ValueError, match="gone names"):
        fight(pumped, lifelinker, ["third"])
    with pytest.raises(ValueError, match="gone names"):
        fight(pumped, gone=["second"])


def test_a_creature_attacking_undeclared_attacks_what_its_controller_chooses_unless_the_effect_said():
    from kb.rules.combat import enters_attacking
    chosen = enters_attacking("created tapped and attacking")
    assert chosen["attacking"] and chosen["chosen_by"] == "its controller" and not chosen["declaration_rules_apply"]
    assert "planeswalker" in chosen["attacks"] and "battle" in chosen["attacks"]
    named = enters_attacking("an effect says it is attacking", specified="player B")
    assert (named["attacking"], named["attacks"], named["chosen_by"]) == (True, "player B", None)
    assert enters_attacking(specified="player B", specified_gone=True)["attacking"] is False
    narrowed = enters_attacking(specified="that opponent or a planeswalker they control", chooses="its controller")
    assert narrowed["chosen_by"] == "its controller"  # Adeline (rules_audit23 s026)
    assert enters_attacking(creature=False)["attacking"] is False  # 506.3a: a noncreature token put in attacking
    assert enters_attacking(under_attacking_player=False)["attacks"] is None  # 506.3b
    with pytest.raises(ValueError, match="give specified"):
        enters_attacking(specified_gone=True)
    with pytest.raises(ValueError, match="give specified"):
        enters_attacking(chooses="its controller")
    with pytest.raises(ValueError, match="how must be one of"):
        enters_attacking("declared")


def test_what_an_entering_permanent_sees_of_those_entering_with_it():
    from kb.rules.replacement import enters_at_same_time
    assert enters_at_same_time("etb trigger") == {"sees_them": True, "rule": "603.6a"}
    assert enters_at_same_time("enters as a copy") == {"sees_them": False, "rule": "603.6d"}
    assert enters_at_same_time("each other creature enters with") == {"sees_them": False, "rule": "614.12"}
    assert enters_at_same_time("continuous effect")["sees_them"] is True
    with pytest.raises(ValueError, match="ability must be one of"):
        enters_at_same_time("dies")


def test_a_prevention_effect_stops_what_its_kind_stops_and_unpreventable_damage_only_sets_off_its_other_effects():
    from kb.rules.damage import damage_prevented
    shield = damage_prevented([2, 2], "prevent the next N damage", amount=5)
    assert (shield["prevented"], shield["dealt"], shield["shield_left"], shield["used_up"]) == (4, 0, 1, False)
    assert shield["chooser"] is None and not shield["damage_results"]  # a shield that stops it all chooses nothing
    assert damage_prevented(3, "shield", amount=3)["used_up"] is True  # 615.7: reduced to 0
    assert damage_prevented([3, 1], "shield", amount=2)["chooser"]  # 615.7: it can't stop all of both
    per_source = damage_prevented([2, 2], "each source", amount=1, unpreventable=True)
    assert (per_source["prevented"], per_source["applies"]) == (0, 2)  # 615.12, 615.10: applied once to each
    once = damage_prevented(4, "next time", unpreventable=True)  # 615.12: not prevented, the shield waits
    assert (once["dealt"], once["used_up"], once["applies"], once["prevention_triggers"]) == (4, False, 1, False)
    nothing = damage_prevented([0, 0], "all")  # 120.8: no damage, no event
    assert (nothing["applies"], nothing["dealt"], nothing["damage_results"]) == (0, 0, False)
    assert damage_prevented([0, 3], "each source", amount=1)["applies"] == 1
    assert damage_prevented(2, "protection")["prevented"] == 2  # 702.16e
    for wrong in ({"effect": "shield"}, {"effect": "all", "amount": 2}, {"effect": "shield", "amount": 0}):
        with pytest.raises(ValueError, match="takes amount"):
            damage_prevented(3, **wrong)
    with pytest.raises(ValueError, match="effect must be one of"):
        damage_prevented(3, "redirect")
    with pytest.raises(ValueError, match="0 or more"):
        damage_prevented([-1], "all")
    with pytest.raises(ValueError, match="0 or more"):
        damage_prevented([], "all")
    with pytest.raises(ValueError, match="one source"):
        damage_prevented([1, 2], "next time")


def test_effects_that_double_or_add_apply_once_each_in_the_order_chosen():
    from kb.rules.replacement import amount_after_replacements
    assert amount_after_replacements(2, ["double", "plus 1"]) == {
        "amount": 5, "possible": [5, 6], "chooser": "the permanent's controller"}  # Doubling Season, Hardened Scales
    assert amount_after_replacements(0, ["double", "plus 1"])["possible"] == [0]  # "one or more": none, no event
    assert amount_after_replacements(0, ["additional 2"], "counters as it enters")["amount"] == 2
    assert amount_after_replacements(1, ["minus 3"])["amount"] == 0  # 107.1b
    assert amount_after_replacements(1, ["triple"], "life gained")["chooser"] == "the player who would gain it"
    assert amount_after_replacements(1, ["Plus  2"], "Counters on a player")["amount"] == 3
    assert amount_after_replacements(3, [])["possible"] == [3]
    with pytest.raises(ValueError, match="additional N"):
        amount_after_replacements(1, ["additional 1"], "tokens")
    with pytest.raises(ValueError, match="an effect is"):
        amount_after_replacements(1, ["quadruple"])
    with pytest.raises(ValueError, match="event must be one of"):
        amount_after_replacements(1, ["double"], "damage")
    with pytest.raises(ValueError, match="0 or more"):
        amount_after_replacements(-1, ["double"])
    with pytest.raises(NotModeled, match="every order"):
        amount_after_replacements(1, ["double"] * 7)


def test_rules_audit25_misses_answered():
    """rules_audit25a: a copy of an ability isn't activated (707.10), a spell without targets resolves (608.2b checks
    only targets), and X is never chosen negative (107.1b)."""
    from kb.rules.copy import copy_is_cast
    from kb.rules.targeting import resolution_with_targets
    from kb.rules.x import x_of_entered_permanent
    assert copy_is_cast("copy of an activated ability") == {"cast": False, "kicked_if_original_was": False}
    with pytest.raises(ValueError, match="made_by must be one of"):
        copy_is_cast("copy of a dream")
    assert resolution_with_targets([]) == {"resolves": True, "affects": []}
    assert resolution_with_targets([False]) == {"resolves": False, "affects": []}
    with pytest.raises(ValueError, match="0 or more"):
        x_of_entered_permanent(-1, "enters replacement")
    assert x_of_entered_permanent(0, "enters trigger") == 0


def test_rules_audit25c_misses_answered():
    """rules_audit25c: an exiled land has no power, so it adds 0 (Phyrexian Ingester; 208.3, 107.2), and a creature
    can't have fewer than no blockers."""
    from kb.model import Face, GameObject
    from kb.rules.combat import stays_blocked
    from kb.rules.copy import ExileRecord, linked_exiled_power_total
    land = Card((Face("Mutavault", type_line="Land"),))
    bear = Card((Face("Grizzly Bears", "{1}{G}", "Creature — Bear", power="2", toughness="2"),))
    records = [ExileRecord("Phyrexian Ingester", "enters: exile", (land, bear))]
    assert linked_exiled_power_total(records, "Phyrexian Ingester", "enters: exile") == 2
    with pytest.raises(ValueError, match="0 or more"):
        stays_blocked(GameObject(bear), -1)


def test_rules_audit25b_and_26_misses_answered():
    """rules_audit25b b055: MTGJSON writes a loyalty cost in brackets, "[+1]:" (606.2); rules_audit26 t028: an effect
    that doesn't apply yet waits for one that gives something (616.1f: Storyweave, then Corpsejack Menace)."""
    from kb.rules.ability import is_mana_ability
    from kb.rules.replacement import amount_after_replacements
    assert is_mana_ability("[+1]: Add {R}{R}.") is False
    assert is_mana_ability("[−2]: Add {B}.") is False
    assert is_mana_ability("{T}: Add {R}.") is True
    waited = amount_after_replacements(0, ["double", "plus 1", "additional 2"], "counters as it enters")
    assert waited == {"amount": 5, "possible": [5, 6], "chooser": "the controller it enters under"}
    assert amount_after_replacements(0, ["plus 1"], "counters as it enters")["possible"] == [0]


def test_maximum_hand_size_in_timestamp_order():
    from kb.rules.zones import maximum_hand_size
    assert maximum_hand_size() == {"maximum": 7, "discards": None}  # 402.2
    assert maximum_hand_size(["no maximum", "-4"], hand=12) == {"maximum": None, "discards": 0}
    assert maximum_hand_size(["no maximum", "−1", "3", "+2"])["maximum"] == 5
    assert maximum_hand_size(["+1"], hand=8)["discards"] == 0
    assert maximum_hand_size(["–2"])["maximum"] == 5
    with pytest.raises(ValueError, match="each effect is"):
        maximum_hand_size(["double"])
    with pytest.raises(ValueError, match="0 or more"):
        maximum_hand_size([], hand=-1)


def test_two_headed_giant_counts_events_for_the_team_or_the_player():
    from kb.rules.multiplayer import two_headed_giant
    assert two_headed_giant("Each opponent's end step") == {"counts_for": "the team", "times": 1, "rule": "805.4d"}
    assert two_headed_giant("each opponent's upkeep", refers_to_that_player=True)["times"] == 2
    assert two_headed_giant("each upkeep", refers_to_that_player=True)["times"] == 1  # not "each player's"
    assert two_headed_giant("can't gain life")["counts_for"] == "the team"
    assert two_headed_giant("damage")["counts_for"] == "the player it happens to"
    assert two_headed_giant("defending player") == {"counts_for": "one player", "times": 1, "rule": "805.10e"}
    with pytest.raises(ValueError, match="event must be one of"):
        two_headed_giant("mulligan")


@pytest.mark.parametrize("event, meets, misses", [
    ("sacrificed", ("dies", "sacrificed", "leaves the battlefield"), ("destroyed",)),  # 701.21a
    ("put into a graveyard from the battlefield", ("dies", "put into a graveyard from anywhere"), ("destroyed",)),
    ("discarded", ("put into a graveyard from anywhere",), ("dies", "leaves the battlefield")),  # 603.6c
    ("plays a land", ("enters",), ("casts a spell",)),  # 116.2a
    ("put onto the battlefield attacking", ("enters",), ("attacks",)),  # 508.3a
    ("mutates", ("mutates",), ("enters",)),  # 702.140c
    ("transforms", ("transforms",), ("enters", "turned face up")),  # 712.18, 701.27b
    ("casts a copy", ("casts a spell", "casts or copies a spell"), ()),  # 707.12
    ("copies a spell", ("casts or copies a spell",), ("casts a spell",)),  # 707.10
    ("tapped for mana", ("tapped for mana", "becomes tapped", "activates an ability"), ()),  # 106.12
    ("life total set higher", ("gains life",), ("loses life",)),  # 119.5
    ("pays life", ("loses life",), ()),  # 119.4
    ("gains 0 life", (), ("gains life",)),  # 119.9
    ("scries 0", (), ("scries",)),  # 701.22b
    ("surveils 0", (), ("surveils",)),  # 701.25c
])
def test_an_event_meets_the_conditions_its_definition_gives(event, meets, misses):
    assert all(triggers_on(condition, event) for condition in meets)
    assert not any(triggers_on(condition, event) for condition in misses)


def test_a_trigger_needs_the_change_the_event_and_the_ability():
    assert triggers_on("becomes untapped", "becomes untapped") and not triggers_on("becomes untapped",
                                                                                   "becomes untapped", already=True)
    assert triggers_on("becomes the target", "becomes the target", already=True)  # 603.2e names states only
    assert not triggers_on("dies", "destroyed", replaced=True)  # 603.2g: regenerated, exiled instead
    assert not triggers_on("enters", "enters", visible=False)  # 603.2f
    assert not triggers_on("loses life", "deals combat damage to a player", infect=True)  # 120.3b
    assert triggers_on("loses life", "pays life", infect=True)  # infect is about damage only
    assert triggers_on("deals damage to a player", "deals combat damage to a player", infect=True)


def test_trigger_words_and_refusals():
    assert triggers_on("Dies", "destroy") and triggers_on("magecraft", "copies a spell")
    assert not triggers_on("draw", "card put into hand") and triggers_on("tap for mana", "tapped for mana")
    assert set(TRIGGER_CONDITIONS) == {c for met in EVENT_MEETS.values() for c in met}
    with pytest.raises(ValueError, match="event must be one of"):
        triggers_on("dies", "explodes")
    with pytest.raises(ValueError, match="condition must be one of"):
        triggers_on("whenever a source an opponent controls deals damage", "deals combat damage to a player")


def test_rules_audit28_misses_answered():
    assert ability_resolves_after_source_leaves("activated ability") == ability_resolves_after_source_leaves(
        "activated")  # 28c c001: the kind's words
    assert ability_resolves_after_source_leaves("Triggered ability")["reads_source_as"] == "last known information"
    # 28d d074: "whenever you sacrifice a permanent" is a leaves-the-battlefield ability (603.6c), so it looks back and
    # Havoc Jester sees itself sacrificed with the others (ruling rf90c78d553755dd); "destroyed" the same (701.8a)
    assert looks_back_in_time("sacrificed") and looks_back_in_time("destroyed")


@pytest.mark.parametrize("condition, event", [
    ("enters", "becomes a creature"), ("enters", "becomes attached"), ("blocks", "put onto the battlefield blocking"),
    ("transforms", "enters transformed"), ("tapped for mana", "tapped for mana producing none"),
    ("spell is countered", "spell doesn't resolve"), ("investigates", "creates a token"),
    ("beginning of a step", "step skipped"), ("pays life", "loses life"), ("casts or copies a spell", "becomes a copy"),
])
def test_what_is_not_the_event_a_trigger_names(condition, event):
    assert not triggers_on(condition, event)  # 603.6a, 701.3a, 509.3a, 712.14a, 106.12a, 608.2b, 701.16a, 614.10a
    # rules_audit29 t013: the attacking creature a creature put onto the battlefield blocking blocks becomes blocked,
    # if it was unblocked (509.3c)
    assert triggers_on("becomes blocked", "put onto the battlefield blocking")
    assert not triggers_on("becomes blocked", "put onto the battlefield blocking", already=True)


ALICE = TurnMoment("Alice", main_phase=True, priority_player="Alice", stack_empty=True)


def test_a_land_is_played_in_its_players_main_phase_within_the_count():
    assert may_play_land("Alice", ALICE) == {"allowed": True, "land_play": True}  # 305.1
    assert not may_play_land("Alice", ALICE, lands_played=2, lands_allowed=2)["allowed"]  # 305.2b
    assert may_play_land("Alice", ALICE, lands_played=1, lands_allowed=3)["allowed"]  # 305.2a
    combat = TurnMoment("Alice", main_phase=False, priority_player="Alice", stack_empty=True)
    assert not may_play_land("Alice", combat)["allowed"]  # 305.1: a main phase
    assert may_play_land("Alice", combat, during_resolution=True)["allowed"]  # 305.2a: as an effect resolves
    assert not may_play_land("Alice", ALICE, zone="graveyard")["allowed"]  # from the hand unless an effect lets
    assert may_play_land("Alice", ALICE, zone="graveyard", permission=True)["land_play"]  # counts, from anywhere
    bobs = TurnMoment("Bob", main_phase=True, priority_player="Alice", stack_empty=True)
    assert not may_play_land("Alice", bobs, during_resolution=True, permission=True)["allowed"]  # 305.3
    assert may_play_land("Alice", bobs, how="put", lands_played=5) == {"allowed": True, "land_play": False}  # 305.4


def test_a_land_is_not_cast_and_counts_are_never_negative():
    assert may_play_land("Alice", ALICE, how="cast it", permission=True) == {"allowed": False, "land_play": False}
    with pytest.raises(NotModeled, match="may_play_land"):  # 305.9: may_cast_now sends a land here
        may_cast_now("Alice", ALICE, ["Artifact", "Land"])
    with pytest.raises(ValueError, match="never negative"):
        may_play_land("Alice", ALICE, lands_played=-1)
    with pytest.raises(ValueError, match="how must be one of"):
        may_play_land("Alice", ALICE, how="explore")


def test_the_defaults_are_the_ordinary_case():
    assert triggers_on("loses life", "deals combat damage to a player")  # 120.3a: no infect unless said
    nothing = may_play_land("Alice", ALICE, lands_allowed=0)  # "you can't play lands": none may be, no error
    assert nothing == {"allowed": False, "land_play": False}


@pytest.mark.parametrize("action", ["draw", "mill", "look", "reveal", "move", "scry", "surveil", "exile", "Draws"])
def test_a_library_with_enough_cards_gives_what_is_asked_and_no_one_loses(action):
    assert from_library(action, 3, 10) == {"allowed": True, "cards": 3, "loses_game": False}
    assert from_library(action, 0, 0) == {"allowed": True, "cards": 0, "loses_game": False}


def test_only_drawing_past_the_last_card_loses_the_game_and_only_mill_refuses_a_choice_or_cost_past_it():
    assert from_library("draw", 3, 3)["loses_game"] is False  # the last card drawn: no draw from an empty library
    assert from_library("draw", 4, 3) == {"allowed": True, "cards": 3, "loses_game": True}  # 121.4
    assert from_library("draw", 1, 0, as_cost=True) == {"allowed": True, "cards": 0, "loses_game": True}
    assert from_library("move", 4, 3, may_choose=True) == {"allowed": True, "cards": 3, "loses_game": False}  # 121.5
    assert from_library("mill", 3, 3, as_cost=True) == {"allowed": True, "cards": 3, "loses_game": False}
    assert from_library("mill", 4, 3, as_cost=True) == {"allowed": False, "cards": 0, "loses_game": False}  # 701.17b
    assert from_library("mill", 4, 3) == {"allowed": True, "cards": 3, "loses_game": False}  # instructed: all there
    assert from_library("exile", 2, 1, as_cost=True)["allowed"] is False  # 118.3: Whirling Catapult
    assert from_library("reveal", 2, 2, as_cost=True) == {"allowed": True, "cards": 2, "loses_game": False}
    assert from_library("draw", 2, 5, replaced=True) == {"allowed": True, "cards": 0, "loses_game": False}  # 121.6a


@pytest.mark.parametrize("args, kwargs", [(("shuffle", 1, 1), {}), (("draw", -1, 3), {}), (("mill", 1, -2), {}),
                                          (("mill", 1, 0), {"replaced": True})])
def test_a_library_action_the_docstring_does_not_list_or_a_negative_count_is_refused(args, kwargs):
    with pytest.raises(ValueError):
        from_library(*args, **kwargs)


def test_a_search_finds_as_701_23_says_whatever_the_effect_asks_to_reveal_or_shuffle():
    assert library_search("a card", 2, 1) == {"must_find": 1, "may_find": 1, "revealed": False, "shuffled": True}
    assert library_search("any card", 3, 5, up_to=True)["must_find"] == 0  # "up to three cards"
    assert library_search("Type", 2, 5, reveal=True) == {"must_find": 0, "may_find": 2, "revealed": True,
                                                         "shuffled": True}
    assert library_search("stated quality", 2, 1, hidden=False)["must_find"] == 1  # a graveyard shows what is there
    assert library_search("undefined", 2, 5, hidden=False)["may_find"] == 0
    assert library_search("any card", 1, 0, shuffle=True) == {"must_find": 0, "may_find": 0, "revealed": False,
                                                              "shuffled": True}  # 701.24d: shuffled all the same


@pytest.mark.parametrize("args", [("a land", 1, 1), ("any card", -1, 1), ("any card", 1, -1)])
def test_a_search_for_words_the_docstring_does_not_list_or_a_negative_count_is_refused(args):
    with pytest.raises(ValueError):
        library_search(*args)
