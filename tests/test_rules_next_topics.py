"""The predicates of the next topics no predicate modelled (bench/ruling_topics.py): the legend rule (704.5j),
replacement effects (614, 616), face-down objects (708), the Commander variant (903), X (107.3), protection (702.16)
and double-faced cards (712), then the six of 2026-12-06's third session (copies entering, "alone" in combat, several
instances of a keyword, a player leaving, where abilities function, APNAP order) — the cases their examples files don't show."""
from collections import Counter

import pytest

from kb.characteristics import of_object
from kb.model import Card, GameObject, Permanent, Zone
from kb.rules.commander import color_identity, commander_tax, commander_to_command_zone
from kb.rules.copy import copy_characteristics
from kb.rules.face_down import enters_abilities_apply, face_down_characteristics, face_down_revealed
from kb.rules.legend_rule import legend_rule
from kb.rules.mdfc import double_faced_characteristics, mdfc_face_played
from kb.rules.protection import protection_stops
from kb.rules.registry import NotModeled
from kb.rules.replacement import replacement_chooser, replacements_choosable_first, zone_change_replaced
from kb.rules.x import x_of_entered_permanent


def permanent(name: str, type_line: str, controller: str = "you", **card) -> Permanent:
    """A permanent of a one-faced card."""
    return Permanent(Card.from_json({"name": name, "type_line": type_line, **card}), controller)


def test_the_legend_rule_is_per_controller_and_per_name():
    ayara = [permanent("Ayara, First of Locthwain", "Legendary Creature — Elf Noble") for _ in range(2)]
    theirs = permanent("Ayara, First of Locthwain", "Legendary Creature — Elf Noble", "opponent")
    other = permanent("Ayara, Widow of the Realm", "Legendary Creature — Elf Noble")
    found = legend_rule([*ayara, theirs, other])
    assert found == [{"controller": "you", "name": "Ayara, First of Locthwain", "keeps": 1, "put_into_graveyard": 1,
                      "destroyed": False, "sacrificed": False, "dies": True}]


def test_a_split_legend_shares_a_name_with_either_half_and_nameless_legends_share_none():
    # 201.2a: one name in common is the same name; an object with no name has none in common with any other
    split = Permanent(Card.from_json({"faces": [{"name": "Kaya", "type_line": "Legendary Creature — Human"},
                                                {"name": "Lavinia", "type_line": "Legendary Creature — Human"}],
                                      "layout": "split"}), "you")
    kaya = permanent("Kaya", "Legendary Creature — Human")
    assert [r["name"] for r in legend_rule([split, kaya])] == ["Kaya"]
    nameless = [Permanent(Card.from_json({"faces": [{"name": "", "type_line": "Legendary Creature — Shapeshifter"}]}),
                          "you") for _ in range(2)]
    assert legend_rule(nameless) == []


@pytest.mark.parametrize("affected, zone, chooser", [
    ("player", Zone.BATTLEFIELD, "the affected player"), ("object", Zone.STACK, "its controller"),
    ("object", Zone.HAND, "its owner"), ("object", Zone.EXILE, "its owner"), ("object", Zone.LIBRARY, "its owner")])
def test_who_orders_replacement_effects(affected, zone, chooser):
    assert replacement_chooser(affected, zone) == chooser


def test_replacement_effects_go_first_by_kind_then_any():
    effects = [("A", "other"), ("B", "back face up"), ("C", "copy"), ("D", "control"), ("E", "self-replacement")]
    assert [replacements_choosable_first(effects[:n]) for n in range(1, 6)] == [["A"], ["B"], ["C"], ["D"], ["E"]]
    assert replacements_choosable_first([]) == []
    with pytest.raises(ValueError, match="kind must be one of"):
        replacements_choosable_first([("A", "trigger")])
    with pytest.raises(ValueError, match="affected must be one of"):
        replacement_chooser("creature")


def test_a_replacement_that_keeps_the_destination_lets_the_event_happen():
    kept = zone_change_replaced(Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.GRAVEYARD)
    assert kept == {"from": "battlefield", "to": "graveyard", "original_event_happens": True, "dies": True}
    assert zone_change_replaced(Zone.HAND, Zone.GRAVEYARD, Zone.EXILE)["dies"] is False


def test_face_down_characteristics_need_a_known_way_and_zone():
    assert face_down_characteristics("manifest").abilities == ()
    assert face_down_characteristics("cloak", Zone.STACK).abilities == ("Ward {2}",)
    with pytest.raises(ValueError, match="how must be one of"):
        face_down_characteristics("bestow")
    with pytest.raises(ValueError, match="406.3a"):
        face_down_characteristics("morph", Zone.EXILE)


def test_a_copy_of_a_disguised_permanent_copies_its_ward():
    # 708.2, 707.2: the face-down values, ward {2} included (702.168a), are the copiable values (audit 2's b142)
    gatekeeper = GameObject.from_json({"card": {"name": "Unyielding Gatekeeper", "mana_cost": "{1}{W}",
                                                "type_line": "Creature — Elephant Soldier", "oracle_text": "Disguise {1}{W}",
                                                "power": "3", "toughness": "2"},
                                       "state": {"face_down": True, "face_down_by": "disguise"}})
    clone = GameObject.from_json({"card": {"name": "Clone", "mana_cost": "{3}{U}", "type_line": "Creature — Shapeshifter",
                                           "oracle_text": "", "power": "0", "toughness": "0"}})
    assert copy_characteristics(gatekeeper, clone).abilities == ("Ward {2}",)
    assert of_object(gatekeeper).power == "2"


@pytest.mark.parametrize("event", ["enters", "dies", ""])
def test_an_unknown_event_is_refused_naming_the_known(event):
    with pytest.raises(ValueError, match="turned face up"):
        enters_abilities_apply(event)


@pytest.mark.parametrize("from_zone, to_zone, revealed", [
    (Zone.BATTLEFIELD, Zone.HAND, True), (Zone.BATTLEFIELD, Zone.EXILE, True), (Zone.STACK, Zone.EXILE, True)])
def test_face_down_objects_are_revealed_as_they_move(from_zone, to_zone, revealed):
    assert face_down_revealed(from_zone, to_zone) is revealed


@pytest.mark.parametrize("from_zone, to_zone", [(Zone.HAND, Zone.EXILE), (Zone.BATTLEFIELD, Zone.BATTLEFIELD)])
def test_face_down_reveal_is_refused_where_708_9_says_nothing(from_zone, to_zone):
    with pytest.raises(ValueError):
        face_down_revealed(from_zone, to_zone)


def test_the_commander_tax_counts_only_casts_from_the_command_zone():
    assert [commander_tax(n) for n in range(4)] == [0, 2, 4, 6]
    assert commander_tax(3, Zone.GRAVEYARD) == 0
    with pytest.raises(ValueError):
        commander_tax(-1)


def test_color_identity_reads_every_face_indicator_and_all_colors():
    adventurer = Card.from_json({"faces": [{"name": "Bonecrusher Giant", "mana_cost": "{2}{R}", "type_line": "Creature"},
                                           {"name": "Stomp", "mana_cost": "{1}{R}", "type_line": "Instant — Adventure"}],
                                 "layout": "adventure"})
    assert color_identity(adventurer) == ("R",)
    back = Card.from_json({"faces": [{"name": "Front", "mana_cost": "{1}", "type_line": "Artifact"},
                                     {"name": "Back", "type_line": "Creature", "color_indicator": ["B", "W"]}],
                           "layout": "transform"})
    assert color_identity(back) == ("W", "B")
    courier = Card.from_json({"name": "Transguild Courier", "mana_cost": "{4}", "type_line": "Artifact Creature",
                              "oracle_text": "Transguild Courier is all colors."})
    assert color_identity(courier) == ("W", "U", "B", "R", "G")
    phyrexian = Card.from_json({"name": "Dismember", "mana_cost": "{1}{B/P}{B/P}", "type_line": "Instant",
                                "oracle_text": "Target creature gets -5/-5 until end of turn."})
    assert color_identity(phyrexian) == ("B",)
    with pytest.raises(NotModeled, match="903.4b"):
        color_identity(Card.from_json({"name": "Painter's Servant", "mana_cost": "{2}", "type_line": "Artifact",
                                       "oracle_text": "As this creature enters, choose a color."}))


@pytest.mark.parametrize("to_zone, how, first, dies", [
    (Zone.HAND, "replacement effect", False, False), (Zone.GRAVEYARD, "state-based action", True, True),
    (Zone.BATTLEFIELD, None, True, False), (Zone.COMMAND, None, True, False)])
def test_how_a_commander_returns_to_the_command_zone(to_zone, how, first, dies):
    answer = commander_to_command_zone(to_zone)
    assert (answer["how"], answer["reaches_that_zone_first"], answer["dies"]) == (how, first, dies)
    assert answer["may_go_to_command_zone"] is (how is not None)
    assert commander_to_command_zone(Zone.GRAVEYARD, Zone.HAND)["dies"] is False  # discarded: not from the battlefield


def test_x_of_an_entered_permanent():
    assert [x_of_entered_permanent(3, kind) for kind in ("enters trigger", "enters replacement", "other")] == [3, 3, 0]
    with pytest.raises(ValueError, match="ability must be one of"):
        x_of_entered_permanent(3, "activated")


@pytest.mark.parametrize("what, stopped", [("target", True), ("equip", True), ("counters", False),
                                           ("destroy all", False), ("life loss", False)])
def test_protection_stops_only_what_debt_names(what, stopped):
    assert protection_stops(what)["stopped"] is stopped
    assert protection_stops(what, has_quality=False) == {"stopped": False, "how": None}


def test_protection_refuses_an_unknown_interaction():
    with pytest.raises(ValueError, match="what must be one of"):
        protection_stops("exile")


def test_double_faced_cards_refuse_other_layouts_and_faces():
    plain = Card.from_json({"name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear"})
    with pytest.raises(ValueError, match="layout"):
        double_faced_characteristics(plain, Zone.HAND)
    dfc = Card.from_json({"faces": [{"name": "Front", "mana_cost": "{1}{U}", "type_line": "Creature"},
                                    {"name": "Back", "type_line": "Land"}], "layout": "transform"})
    with pytest.raises(ValueError, match="face_up"):
        double_faced_characteristics(dfc, Zone.BATTLEFIELD, 2)
    assert double_faced_characteristics(dfc, Zone.GRAVEYARD, 1).names == ("Front",)  # 712.8a
    with pytest.raises(ValueError, match="modal"):
        mdfc_face_played(dfc, 1)


def test_alone_in_combat_counts_the_declared_then_those_in_combat_now():
    from kb.rules.combat import alone_in_combat
    assert alone_in_combat(1) == {"declared_alone": True, "now_alone": True}
    assert alone_in_combat(1, in_combat_now=2) == {"declared_alone": True, "now_alone": False}  # 506.5: one joined
    assert alone_in_combat(2, in_combat_now=1) == {"declared_alone": False, "now_alone": True}  # one removed
    assert alone_in_combat(0, was_declared=False) == {"declared_alone": False, "now_alone": True}  # 508.4
    assert alone_in_combat(1, was_declared=False) == {"declared_alone": False, "now_alone": False}  # one declared + it
    with pytest.raises(ValueError):
        alone_in_combat(0)  # it was declared, so at least itself
    with pytest.raises(ValueError, match="removed_from_combat"):
        alone_in_combat(1, in_combat_now=0)
    # it attacked alone, then left combat (audit13 a035): still "attacked alone", no longer attacking alone
    assert alone_in_combat(1, 0, removed_from_combat=True) == {"declared_alone": True, "now_alone": False}
    assert alone_in_combat(2, removed_from_combat=True) == {"declared_alone": False, "now_alone": False}
    with pytest.raises(ValueError):
        alone_in_combat(1, -1, removed_from_combat=True)


def test_entering_as_copy_enters_or_not():
    from kb.rules.copy import entering_as_copy
    assert entering_as_copy("becomes a copy", "nothing") == {"may_choose": True, "copies": False,
                                                              "enters_triggers": False, "as_enters_apply": False}
    assert entering_as_copy("Token copy", "An exiled card")["copies"] is True  # the words in other cases


def test_what_the_cr_says_of_several_instances_is_read_from_it():
    from kb.cr_lists import newest_rules, several_instances, several_instances_of
    said = several_instances()
    assert said["lifelink"] == ("702.15f", "redundant") and said["prowess"] == ("702.108b", "separately")
    assert said["protection"] == ("702.16m", "redundant") and said["fortify"] == ("702.67c", "other")
    assert said["toxic"] == ("702.164b", "separately")  # the sum of all its N values (audit14 k030)
    rules = newest_rules()
    redundant = {n for n, t in rules.items() if n.startswith("702.") and "are redundant" in t and "instances" in t}
    assert {rule for rule, how in said.values() if how == "redundant"} == redundant  # every such rule, each once
    assert several_instances_of({"702.9": "Flying", "702.9c": "Multiple instances of flying on the same creature are "
                                 "redundant."}) == {"flying": ("702.9c", "redundant")}
    afresh = several_instances_of(rules)  # computed at test time, not the cached list (mutants of it are seen)
    assert afresh == said and Counter(how for _, how in afresh.values()) == {"separately": 45, "redundant": 32, "other": 2}
    assert afresh["toxic"] == ("702.164b", "separately") and afresh["blitz"] == ("702.152b", "other")
    assert "scry" not in afresh and "landfall" not in afresh  # a keyword action, an ability word


def test_multiple_instances_names_a_keyword_or_refuses():
    from kb.rules.ability import multiple_instances
    assert multiple_instances("Islandwalk") == {"redundant": True, "each_separately": False, "rule": "702.14e"}
    assert multiple_instances("Hexproof from black")["rule"] == "702.11h"
    assert multiple_instances("trample over planeswalkers")["rule"] == "702.19g"
    with pytest.raises(ValueError):
        multiple_instances("banana")
    with pytest.raises(NotModeled, match="702.67c"):
        multiple_instances("fortify")  # any of its fortify abilities may be used: neither
    with pytest.raises(NotModeled, match="113.2c"):
        multiple_instances("changeling")  # a static keyword the CR says nothing of


def test_when_player_leaves_follows_800_4a_in_its_order():
    from kb.rules.multiplayer import when_player_leaves
    assert when_player_leaves(True, "by a control-changing effect") == "leaves the game"  # owned: first of all
    assert when_player_leaves(True, "ability or copy on the stack") == "leaves the game"  # an owned copy (707.10)
    assert when_player_leaves(True, in_ante=True) == "stays"  # 800.4n (audit15 m031)
    # Geth put it under their control, then Treachery: once the effect ends it is still theirs (audit15 m033)
    assert when_player_leaves(False, "by a control-changing effect", otherwise_theirs=True) == "exiled"
    assert when_player_leaves(False, "by a control-changing effect") == "control returns"


def test_functions_in_takes_zones_only_for_the_kinds_that_name_them():
    from kb.rules.ability import KIND_WORDS, WITH_ZONES, functions_in
    for alias, kind in KIND_WORDS.items():  # every alias answers as the kind it names, in every zone
        zones = ("graveyard",) if kind in WITH_ZONES else ()
        for zone in ("battlefield", "stack", "hand", "graveyard", "command", "entering the battlefield"):
            assert functions_in(alias, zone, zones) == functions_in(kind, zone, zones), (alias, zone)
    assert functions_in("how it can be cast", "stack", ("graveyard",))  # 113.6e: and on the stack
    assert not functions_in("how it can be cast", "hand", ("graveyard",))
    assert functions_in("states its zones", "exile", ("exile",)) and not functions_in("states its zones", "hand", ("exile",))
    with pytest.raises(ValueError, match="give them"):
        functions_in("states its zones", "exile")
    with pytest.raises(ValueError, match="only for the kinds"):
        functions_in("characteristic-defining", "exile", ("exile",))
    with pytest.raises(ValueError, match="unknown zone"):
        functions_in("characteristic-defining", "sideboard")
    with pytest.raises(ValueError, match="unknown kind"):
        functions_in("keyword", "battlefield")


def test_apnap_order_starts_with_the_active_player_and_refuses_strangers():
    from kb.rules.multiplayer import apnap_order
    assert apnap_order(["A", "B", "C"], "C")["order"] == ["C", "A", "B"]
    assert apnap_order(["A", "B", "C"], "A", ["C", "B"])["order"] == ["B", "C"]  # turn order, not the order given
    with pytest.raises(ValueError):
        apnap_order(["A", "B"], "Z")
    with pytest.raises(ValueError):
        apnap_order(["A", "B"], "A", ["A", "Z"])
    with pytest.raises(ValueError):
        apnap_order(["A", "B", "A"], "A")


def test_apnap_order_takes_who_begins_and_refuses_shared_team_turns():
    from kb.rules.multiplayer import apnap_order
    from kb.rules.registry import NotModeled
    assert apnap_order(["A", "B", "C", "D"], "A", first="D")["order"] == ["D", "A", "B", "C"]  # 701.38a: a vote
    with pytest.raises(ValueError):
        apnap_order(["A", "B"], "A", first="Z")
    with pytest.raises(NotModeled, match="805.6"):  # audit17 p028, p029
        apnap_order(["A", "B", "C", "D"], "A", teams=[["A", "B"], ["C", "D"]])


def test_last_known_information_once_the_object_left_the_zone_expected():
    from kb.rules.zones import last_known_information
    assert last_known_information("battlefield", "battlefield") == {"uses": "current information",
                                                                    "as_it_last_existed_in": None}
    assert last_known_information("battlefield", "graveyard") == {"uses": "last known information",
                                                                  "as_it_last_existed_in": "battlefield"}
    assert last_known_information("stack", "exile")["as_it_last_existed_in"] == "stack"
    # 608.2h: moved by the effect itself from a public zone to a hidden one
    assert last_known_information("graveyard", "library", moved_to_hidden=True)["uses"] == "last known information"
    with pytest.raises(ValueError, match="moved_to_hidden"):
        last_known_information("battlefield", "graveyard", moved_to_hidden=True)  # a graveyard isn't hidden
    # audit18 q006: Dark Confidant's card, revealed from the library, put into the hand: it left the zone expected
    assert last_known_information("library", "hand", moved_to_hidden=True) == {"uses": "last known information",
                                                                               "as_it_last_existed_in": "library"}


def test_negative_number_is_zero_only_as_an_effects_amount():
    from kb.rules.x import negative_number
    assert negative_number(-2, "damage") == 0 and negative_number(0, "result") == 0
    assert negative_number(2, "life") == 2
    assert negative_number(-2, "comparison") == -2 and negative_number(-2, "calculation") == -2
    assert negative_number(-1, "toughness") == -1
    assert negative_number(-3, "double") == -3 and negative_number(4, "doubled") == 4  # 701.10b-c: the change
    assert negative_number(-5, "sets") == -5
    with pytest.raises(ValueError, match="use must be one of"):
        negative_number(-1, "halved")


def test_life_total_change_gains_loses_sets_and_exchanges():
    from kb.rules.damage import life_total_change
    assert life_total_change(10, "gain", 3) == {"life": 13, "gained": 3, "lost": 0, "happens": True,
                                                "gain_replacements_apply": True}
    assert life_total_change(3, "loses", 4)["life"] == -1  # more life than they have
    assert life_total_change(4, "set", 15)["gained"] == 11 and life_total_change(40, "set", 15)["lost"] == 25
    assert life_total_change(15, "set", 15)["happens"] is False
    assert life_total_change(5, "exchange", 3)["lost"] == 2 and life_total_change(3, "exchange", 5)["gained"] == 2
    blocked = life_total_change(3, "exchange", 5, cant_gain=True)  # 119.7: the exchange doesn't happen
    assert blocked == {"life": 3, "gained": 0, "lost": 0, "happens": False, "gain_replacements_apply": False}
    assert life_total_change(3, "exchange", 5, cant_lose=True)["life"] == 5  # only a loss is stopped
    assert life_total_change(5, "lose", 2, cant_gain=True)["life"] == 3  # only a gain is stopped
    assert life_total_change(10, "gain", 0)["happens"] is False  # 119.9: no life gain event
    assert life_total_change(10, "gain", 1)["gain_replacements_apply"] is True  # the least gain is one
    assert life_total_change(10, "gain", 1, cant_gain=True)["life"] == 10
    assert life_total_change(15, "gain", -2)["happens"] is False  # audit19 s004: 107.1b, a negative amount is 0
    assert life_total_change(15, "lose", -2)["life"] == 15
    with pytest.raises(ValueError, match="event must be one of"):
        life_total_change(10, "double", 2)


def test_combat_trigger_step_names_the_step_and_what_comes_after():
    from kb.rules.combat import combat_trigger_step
    assert combat_trigger_step("attacks") == {"step": "declare attackers step", "before": "blockers are declared",
                                              "blocked_or_unblocked_known": False}
    assert combat_trigger_step("exalted") == combat_trigger_step("attacks")
    assert combat_trigger_step("becomes blocked")["step"] == "declare blockers step"
    assert combat_trigger_step("unblocked")["blocked_or_unblocked_known"] is True
    assert combat_trigger_step("beginning of combat")["before"] == "attackers are declared"
    assert combat_trigger_step("deals combat damage")["step"] == "combat damage step"
    assert combat_trigger_step("end of combat")["before"] == "creatures are removed from combat"
    with pytest.raises(ValueError, match="event must be one of"):
        combat_trigger_step("dies")
    # audit19 s034: first-strike damage's triggers resolve before the regular combat damage step (510.4)
    assert combat_trigger_step("deals combat damage", first_strike=True)["before"] == "the regular combat damage step"
    with pytest.raises(ValueError, match="first_strike"):
        combat_trigger_step("attacks", first_strike=True)


def test_condition_checked_at_each_kind_only_at_its_moments():
    from kb.rules.triggers import condition_checked_at
    assert condition_checked_at("trigger condition", "trigger event") is True
    assert condition_checked_at("trigger condition", "resolution") is False  # 603.2: only an intervening "if" again
    assert condition_checked_at("intervening if", "resolution") is True  # 603.4
    assert condition_checked_at("activation restriction", "activate") is True
    assert condition_checked_at("activation restriction", "resolution") is False  # 602.1b: not part of the effect
    assert condition_checked_at("casting permission", "begin casting") is True  # 601.3
    assert condition_checked_at("casting permission", "put on the stack") is True  # 601.5: once proposed
    assert condition_checked_at("casting permission", "paying costs") is False  # 601.5: not while paying
    assert condition_checked_at("target restriction", "begin") is False  # not chosen yet
    assert [condition_checked_at("target restriction", m) for m in ("cast", "on resolution", "later")] == \
        [True, True, False]  # 601.2c, 608.2b
    assert condition_checked_at("effect condition", "resolution") is True  # 608.2h
    assert condition_checked_at("effect condition", "cast") is False
    with pytest.raises(ValueError, match="kind must be one of"):
        condition_checked_at("mana cost", "resolution")
    with pytest.raises(ValueError, match="moment must be one of"):
        condition_checked_at("trigger condition", "upkeep")


def test_delayed_trigger_next_triggers_once_and_never_backs_up():
    from kb.rules.triggers import delayed_trigger_next
    assert delayed_trigger_next() == {"can_trigger": True, "when": "the next time its event occurs"}
    made_in_step = delayed_trigger_next("next", created_during_that_step=True)  # 513.2
    assert made_in_step["can_trigger"] is True and "doesn't back up" in made_in_step["when"]
    assert delayed_trigger_next("next", triggered_before=True)["can_trigger"] is False  # 603.7b, countered or not
    assert delayed_trigger_next("for a duration", triggered_before=True)["can_trigger"] is True
    assert delayed_trigger_next("for a duration", duration_over=True)["can_trigger"] is False
    assert delayed_trigger_next("next", duration_over=True)["when"].startswith("never: its duration is over")
    with pytest.raises(ValueError, match="wording must be one of"):
        delayed_trigger_next("whenever")


def test_exiled_card_view_face_down_has_no_characteristics_even_to_who_may_look():
    from kb.rules.zones import exiled_card_view
    assert exiled_card_view(False) == {"face_up": True, "any_player_may_look": True, "player_may_look": True,
                                       "has_characteristics": True, "castable_by_permission": True}  # 406.3
    hidden = exiled_card_view(True)
    assert not any(hidden.values())
    looked = exiled_card_view(True, may_look=True)  # 406.3a-b, 601.3f
    assert looked["player_may_look"] and looked["castable_by_permission"] and not looked["has_characteristics"]
    assert exiled_card_view(False, may_look=True) == exiled_card_view(False)


def test_cost_payment_legal_in_full_once_and_declinable_unless_mandatory():
    from kb.rules.cost import cost_payment_legal
    assert cost_payment_legal("decline") is True  # 118.12a, 118.5
    assert cost_payment_legal("decline", mandatory=True) is False  # 118.8
    assert cost_payment_legal("pay in part") is False  # 601.2h
    assert cost_payment_legal("pay", can_pay_fully=False) is False  # 118.3
    assert cost_payment_legal("pay") is True
    assert cost_payment_legal("pay", times=2) is False and cost_payment_legal("pay", times=2, most_times=2) is True
    with pytest.raises(ValueError, match="choice must be one of"):
        cost_payment_legal("pay twice")
    with pytest.raises(ValueError, match="at least once"):
        cost_payment_legal("pay", times=0)


def test_continuous_effect_applies_for_its_duration_static_ones_only_while_true():
    from kb.rules.control import continuous_effect_applies
    assert continuous_effect_applies("resolved", "until end of turn") is True  # 611.2a: whatever its source does
    assert continuous_effect_applies("resolved", "until end of turn", duration_holds=False) is False
    assert continuous_effect_applies("resolved", "", duration_holds=False) is True  # no duration: the whole game
    assert continuous_effect_applies("resolved", "for as long as", started=False) is False  # 611.2b
    assert continuous_effect_applies("resolved", "for as long as", duration_holds=False) is False
    assert continuous_effect_applies("resolved", "for as long as") is True
    assert continuous_effect_applies("static") is True
    assert continuous_effect_applies("static", source_on_battlefield=False) is False  # 113.3d
    assert continuous_effect_applies("static", condition_true=False) is False  # 611.3a
    assert continuous_effect_applies("one-shot", condition_true=False, source_on_battlefield=False) is True  # 610.1
    with pytest.raises(ValueError, match="origin must be one of"):
        continuous_effect_applies("triggered")
    with pytest.raises(ValueError, match="duration must be one of"):
        continuous_effect_applies("resolved", "this turn")


def test_cast_or_put_a_cast_card_is_a_spell_a_put_one_pays_nothing():
    from kb.rules.casting import cast_or_put
    cast = cast_or_put("cast")
    assert cast == {"cast": True, "uses_stack": True, "can_be_countered": True, "costs_paid": "its total cost",
                    "cast_triggers": True}
    assert cast_or_put("madness") == cast_or_put("flashback") == cast
    put = cast_or_put("put onto the battlefield")
    assert not any(v for k, v in put.items() if k != "costs_paid") and put["costs_paid"] == "none"
    put["cast"] = True  # a copy: the table itself is not changed
    assert cast_or_put("put")["cast"] is False
    with pytest.raises(ValueError, match="how must be one of"):
        cast_or_put("copy")


def test_can_tap_for_cost_tapped_never_summoning_sickness_only_for_its_own_tap_symbol():
    from kb.rules.cost import can_tap_for_cost
    assert can_tap_for_cost("{T}", tapped=False) is True
    assert can_tap_for_cost("{T}", tapped=True) is False  # 107.5
    assert can_tap_for_cost("{T}", tapped=False, controlled_since_turn_began=False) is False  # 302.6
    assert can_tap_for_cost("{T}", tapped=False, controlled_since_turn_began=False, haste=True) is True  # 602.5a
    assert can_tap_for_cost("{T}", tapped=False, is_creature=False, controlled_since_turn_began=False) is True
    assert can_tap_for_cost("tap an untapped", tapped=False, controlled_since_turn_began=False) is True  # 702.51a
    assert can_tap_for_cost("tap an untapped", tapped=True) is False  # 118.3
    assert can_tap_for_cost("none", tapped=True, controlled_since_turn_began=False) is True
    assert can_tap_for_cost("{Q}", tapped=True) is True and can_tap_for_cost("{Q}", tapped=False) is False  # 107.6
    assert can_tap_for_cost("{Q}", tapped=True, controlled_since_turn_began=False) is False  # 302.6
    with pytest.raises(ValueError, match="cost must be one of"):
        can_tap_for_cost("{C}", tapped=False)
