"""One characteristics query for every layout and zone (kb/characteristics.py), checked card by card against the CR."""
import json
import sqlite3

import pytest

from kb.characteristics import characteristics, characteristics_json
from kb.cr_lists import ability_words, creature_types
from kb.model import Card, GameObject, ObjectState, Zone
from kb.rules.party import party_size
from kb.rules.registry import NotModeled
from kb.sql_functions import register_functions


def face(name, cost, type_line, text="", power=None, toughness=None, **extra):
    """A Scryfall face (or one-faced card) object."""
    return {"name": name, "mana_cost": cost, "type_line": type_line, "oracle_text": text,
            **({"power": power, "toughness": toughness} if power else {}), **extra}


def card(layout, *faces):
    """A Scryfall card object of several faces."""
    return {"name": " // ".join(f["name"] for f in faces), "layout": layout, "card_faces": list(faces)}


FIRE_ICE = card("split", face("Fire", "{1}{R}", "Instant"), face("Ice", "{1}{U}", "Instant"))
TURN_BURN = card("split", face("Turn", "{2}{U}", "Instant", "Fuse"), face("Burn", "{1}{R}", "Instant", "Fuse"))
DUSK_DAWN = card("split", face("Dusk", "{2}{W}{W}", "Sorcery"), face("Dawn", "{3}{W}{W}", "Sorcery", "Aftermath"))
ROOM = card("split", face("Bottomless Pool", "{U}", "Enchantment — Room"),
            face("Locker Room", "{4}{U}", "Enchantment — Room"))
AKKI = card("flip", face("Akki Lavarunner", "{3}{R}", "Creature — Goblin Warrior", "", "1", "1"),
            face("Tok-Tok, Volcano Born", "", "Legendary Creature — Goblin Shaman", "", "2", "2"))
DELVER = card("transform", face("Delver of Secrets", "{U}", "Creature — Human Wizard", "", "1", "1"),
              face("Insectile Aberration", "", "Creature — Human Insect", "Flying", "3", "2", color_indicator=["U"]))
VALKI = card("modal_dfc", face("Valki, God of Lies", "{1}{B}", "Legendary Creature — God", "", "2", "1"),
             face("Tibalt, Cosmic Impostor", "{5}{B}{R}", "Legendary Planeswalker — Tibalt"))
BRUNA = card("meld", face("Bruna, the Fading Light", "{5}{W}{W}", "Legendary Creature — Angel Horror", "", "5", "7"),
             face("Brisela, Voice of Nightmares", "", "Legendary Creature — Eldrazi Angel", "", "9", "10"))
GIANT = card("adventure", face("Bonecrusher Giant", "{2}{R}", "Creature — Giant", "", "4", "3"),
             face("Stomp", "{1}{R}", "Instant — Adventure"))
FLESHGORGER = {"layout": "prototype", **face("Phyrexian Fleshgorger", "{7}{B}", "Creature — Phyrexian Wurm",
                                              "Prototype {1}{B}{B} — 3/3\nMenace, lifelink, ward—Pay life equal to "
                                              "Phyrexian Fleshgorger's power.", "7", "5")}
FIREBALL = {"layout": "normal", **face("Fireball", "{X}{R}", "Sorcery")}
FINKS = {"layout": "normal", **face("Kitchen Finks", "{1}{G/W}{G/W}", "Creature — Ouphe", "Persist", "3", "2")}
DISMEMBER = {"layout": "normal", **face("Dismember", "{1}{B/P}{B/P}", "Instant")}
OUTCAST = {"layout": "normal", **face("Changeling Outcast", "{B}", "Creature — Shapeshifter",
                                      "Changeling (This card is every creature type.)\nThis creature can't block "
                                      "and can't be blocked.", "1", "1")}


def chars(card_json, **state):
    return characteristics_json(card_json, state)


@pytest.mark.parametrize("card_json, state, names, cost, value, colors", [
    # 709.4 / 709.4b: in every zone but the stack, both halves combined
    (FIRE_ICE, {"zone": "library"}, ["Fire", "Ice"], "{1}{R}{1}{U}", 4, ["U", "R"]),
    (FIRE_ICE, {"zone": "graveyard"}, ["Fire", "Ice"], "{1}{R}{1}{U}", 4, ["U", "R"]),
    # 709.3b on the stack only the half cast
    (FIRE_ICE, {"zone": "stack", "cast": 0}, ["Fire"], "{1}{R}", 2, ["R"]),
    # 709.4d / 702.102b a fused split spell is both halves
    (TURN_BURN, {"zone": "stack", "fused": True}, ["Turn", "Burn"], "{2}{U}{1}{R}", 5, ["U", "R"]),
    # aftermath is a split card: Dawn cast from the graveyard is only Dawn on the stack
    (DUSK_DAWN, {"zone": "stack", "cast": 1}, ["Dawn"], "{3}{W}{W}", 5, ["W"]),
    (DUSK_DAWN, {"zone": "hand"}, ["Dusk", "Dawn"], "{2}{W}{W}{3}{W}{W}", 9, ["W"]),
    # 709.5: a Room on the battlefield has the name and cost of its unlocked doors only
    (ROOM, {"zone": "battlefield", "unlocked": [1]}, ["Locker Room"], "{4}{U}", 5, ["U"]),
    (ROOM, {"zone": "battlefield", "unlocked": []}, [], "", 0, []),
    (ROOM, {"zone": "exile"}, ["Bottomless Pool", "Locker Room"], "{U}{4}{U}", 6, ["U"]),
    # 710.1b-c flipped: the alternative name and types, the same mana cost and color
    (AKKI, {"zone": "battlefield", "face": 1}, ["Tok-Tok, Volcano Born"], "{3}{R}", 4, ["R"]),
    (AKKI, {"zone": "graveyard", "face": 1}, ["Akki Lavarunner"], "{3}{R}", 4, ["R"]),  # 710.2
    # 712.8e back face up: its own characteristics, no mana cost, the front face's mana value; 202.2e indicator
    (DELVER, {"zone": "battlefield", "face": 1}, ["Insectile Aberration"], "", 1, ["U"]),
    (DELVER, {"zone": "hand", "face": 1}, ["Delver of Secrets"], "{U}", 1, ["U"]),  # 712.8a
    # 712.8f a modal double-faced card is the face cast or up, with that face's own cost
    (VALKI, {"zone": "stack", "cast": 1}, ["Tibalt, Cosmic Impostor"], "{5}{B}{R}", 7, ["B", "R"]),
    (VALKI, {"zone": "graveyard"}, ["Valki, God of Lies"], "{1}{B}", 2, ["B"]),
    (BRUNA, {"zone": "stack"}, ["Bruna, the Fading Light"], "{5}{W}{W}", 7, ["W"]),  # 712.8b
    # 715.3b / 715.4 an Adventure on the stack, the creature everywhere else
    (GIANT, {"zone": "stack", "cast": 1}, ["Stomp"], "{1}{R}", 2, ["R"]),
    (GIANT, {"zone": "exile"}, ["Bonecrusher Giant"], "{2}{R}", 3, ["R"]),
    # 718.3b prototyped: the alternative mana cost (and its colors); 718.4 elsewhere the normal ones
    (FLESHGORGER, {"zone": "battlefield", "prototyped": True}, ["Phyrexian Fleshgorger"], "{1}{B}{B}", 3, ["B"]),
    (FLESHGORGER, {"zone": "graveyard", "prototyped": True}, ["Phyrexian Fleshgorger"], "{7}{B}", 8, ["B"]),
    # 202.3e X is 0 off the stack and its value on it; 202.3f-g hybrid and Phyrexian; 202.2d their colors
    (FIREBALL, {"zone": "hand"}, ["Fireball"], "{X}{R}", 1, ["R"]),
    (FIREBALL, {"zone": "stack", "x": 5}, ["Fireball"], "{X}{R}", 6, ["R"]),
    (FINKS, {"zone": "battlefield"}, ["Kitchen Finks"], "{1}{G/W}{G/W}", 3, ["W", "G"]),
    (DISMEMBER, {"zone": "stack"}, ["Dismember"], "{1}{B/P}{B/P}", 3, ["B"]),
])
def test_names_cost_value_and_colors_follow_the_layout_and_zone(card_json, state, names, cost, value, colors):
    found = chars(card_json, **state)
    assert (found["names"], found["mana_cost"], found["mana_value"], found["colors"]) == (names, cost, value, colors)


def test_types_combine_on_a_split_card_and_come_from_the_face_up():
    assert chars(ROOM, zone="battlefield", unlocked=[])["card_types"] == ["Enchantment"]  # 709.5a shared type line
    assert chars(ROOM, zone="battlefield", unlocked=[])["subtypes"] == ["Room"]
    tibalt = chars(VALKI, zone="battlefield", face=1)
    assert (tibalt["card_types"], tibalt["subtypes"], tibalt["supertypes"]) == (["Planeswalker"], ["Tibalt"], ["Legendary"])
    stomp = chars(GIANT, zone="stack", cast=1)
    assert (stomp["card_types"], stomp["subtypes"]) == (["Instant"], ["Adventure"])
    assert chars(FLESHGORGER, zone="stack", prototyped=True)[("power")] == "3"  # 718.3b


def test_a_face_down_permanent_is_a_nameless_colorless_2_2_creature():
    # 708.2a "a 2/2 face-down creature with no text, no name, no subtypes, and no mana cost"
    found = chars(GIANT, zone="battlefield", face_down=True)
    assert found == {"names": [], "mana_cost": "", "mana_value": 0, "colors": [], "card_types": ["Creature"],
                     "subtypes": [], "supertypes": [], "power": "2", "toughness": "2", "abilities": []}
    outcast = chars(OUTCAST, zone="battlefield", face_down=True)
    assert outcast["subtypes"] == []  # face down it has no changeling ability


def test_changeling_is_every_creature_type_in_every_zone():
    # 702.73a "This object is every creature type. This ability works everywhere, even outside the game."
    for zone in ("library", "hand", "battlefield", "graveyard", "exile"):
        found = chars(OUTCAST, zone=zone)
        assert set(found["subtypes"]) == creature_types() and "Cleric" in found["subtypes"]
    assert len(creature_types()) > 300 and "Time Lord" in creature_types()  # read from CR 205.3m


def test_every_creature_type_needs_a_creature_or_kindred_to_have_them():
    # 205.3d an object can't gain a subtype that doesn't correspond to one of its types
    assert chars(FIRE_ICE, zone="hand", every_creature_type=True)["subtypes"] == []
    assert "Wizard" in chars(FINKS, zone="battlefield", every_creature_type=True)["subtypes"]


def test_the_party_counts_changelings_and_type_changing_effects():
    cleric, rogue, warrior = "Creature — Human Cleric", "Creature — Elf Rogue", "Creature — Dwarf Warrior"
    changeling = GameObject.from_json({"card": OUTCAST})
    assert party_size([cleric, rogue, warrior, changeling]) == 4
    assert party_size([changeling] * 4) == 4 and party_size([changeling] * 6) == 4
    maskwood = GameObject.from_json({"card": FINKS, "state": {"every_creature_type": True}})  # e.g. Maskwood Nexus
    assert party_size([maskwood, cleric]) == 2
    with pytest.raises(ValueError, match="permanents"):
        party_size([GameObject.from_json({"card": OUTCAST, "state": {"zone": "graveyard"}})])


@pytest.mark.parametrize("card_json, state, case", [
    (BRUNA, {"zone": "battlefield", "face": 1}, "melded permanent"),
    (FIRE_ICE, {"zone": "stack"}, "half cast"),
    (FIREBALL, {"zone": "stack"}, "value of X"),
    ({"layout": "art_series", **face("Art", "", "Card")}, {"zone": "hand"}, "art_series"),
    (GIANT, {"zone": "graveyard", "face_down": True}, "face-down card in a zone other than exile"),
])
def test_what_the_model_does_not_cover_raises_not_modeled_naming_it(card_json, state, case):
    with pytest.raises(NotModeled, match=case):
        chars(card_json, **state)


@pytest.mark.parametrize("state, message", [
    ({"zone": "sideboard"}, "zone must be one of"), ({"colour": "red"}, "unknown state key"),
    ({"zone": "stack", "cast": 2}, "does not exist"), ({"x": -1}, "whole number"),
])
def test_an_impossible_state_is_an_error_that_says_why(state, message):
    with pytest.raises(ValueError, match=message):
        chars(FIRE_ICE, **state)


def test_the_model_card_form_and_the_scryfall_form_agree():
    model = Card.from_scryfall(ROOM)
    from kb.model import to_jsonable
    assert model.layout == "room"
    for state in ({"zone": "library"}, {"zone": "battlefield", "unlocked": [0]}, {"zone": "stack", "cast": 1}):
        assert characteristics_json(to_jsonable(model), state) == chars(ROOM, **state)
    assert characteristics(model, ObjectState(zone=Zone.BATTLEFIELD, unlocked=frozenset({0}))).names == ("Bottomless Pool",)


def test_characteristics_is_a_sql_function_and_a_bad_call_says_why():
    conn = sqlite3.connect(":memory:")
    errors = []
    register_functions(conn, on_error=lambda name, line: errors.append(line))
    row = conn.execute("select characteristics(?, ?)", [json.dumps(DELVER), '{"zone": "battlefield", "face": 1}'])
    assert json.loads(row.fetchone()[0])["names"] == ["Insectile Aberration"]
    assert conn.execute("select characteristics(?, NULL)", [json.dumps(FIRE_ICE)]).fetchone()[0] is None
    with pytest.raises(sqlite3.OperationalError):
        conn.execute("select characteristics(?, '{\"zone\": \"moon\"}')", [json.dumps(FIRE_ICE)]).fetchone()
    assert "zone must be one of" in errors[-1]


def test_the_cr_lists_are_read_from_the_shipped_rules():
    words = ability_words()
    assert {"landfall", "council’s dilemma", "will of the council", "descend 4"} <= words  # CR 207.2c
    assert "max speed" not in words and "to solve" not in words  # keywords and case text, not ability words


def test_the_build_writes_the_keywords_of_each_cr_edition(db):
    rows = {(r["cr_version"], r["category"], r["name"]): r["kind"] for r in db.execute("select * from keywords")}
    for edition in ("2025-11-14", "2026-01-16"):
        assert rows[(edition, "keyword ability", "Flying")] == "static"  # 702.9a "an evasion ability"
        assert rows[(edition, "keyword ability", "Ward")] == "triggered"  # 702.21a
        assert rows[(edition, "keyword ability", "Equip")] == "activated"  # 702.6a
        assert rows[(edition, "keyword ability", "Modular")] == "static, triggered"  # 702.43a represents both
        assert rows[(edition, "keyword action", "Venture into the Dungeon")] == "action"  # 701.49
        assert rows[(edition, "ability word", "landfall")] == "none"  # 207.2c: no rules meaning
    per_edition = {e: sum(1 for (v, *_rest) in rows if v == e) for e in ("2025-11-14", "2026-01-16")}
    assert all(n > 300 for n in per_edition.values())


def test_effects_that_add_types_make_a_land_or_a_vehicle_a_creature():
    # 613.1d layer 4: a crewed Vehicle "becomes an artifact creature" (702.122a); Mutavault "becomes a 2/2
    # creature with all creature types", so it counts in a party
    mutavault = {"layout": "normal", **face("Mutavault", "", "Land", "{T}: Add {C}.")}
    assert chars(mutavault, zone="battlefield")["card_types"] == ["Land"]
    animated = chars(mutavault, zone="battlefield", types_added=["Creature"], every_creature_type=True)
    assert animated["card_types"] == ["Land", "Creature"] and "Warrior" in animated["subtypes"]
    as_object = GameObject.from_json({"card": mutavault, "state": {"types_added": ["Creature"],
                                                                     "every_creature_type": True}})
    assert party_size([as_object, "Creature — Human Cleric"]) == 2
    assert party_size([GameObject.from_json({"card": mutavault}), "Creature — Human Cleric"]) == 1


# --- cases found by mutation testing (bench/mutation.py): each pins a branch a mutant changed unnoticed ---

def test_a_face_or_half_that_does_not_exist_is_an_error():
    for card_json, state in ((AKKI, {"zone": "battlefield", "face": 2}), (GIANT, {"zone": "stack", "cast": 2}),
                             (VALKI, {"zone": "battlefield", "face": 2}), (FIRE_ICE, {"zone": "stack", "cast": 2})):
        with pytest.raises(ValueError, match="does not exist"):
            chars(card_json, **state)


def test_a_flip_card_keeps_its_front_colors_and_cost_when_flipped():
    # 710.1c "A flip card's color and mana cost don't change if the permanent is flipped."
    odd = card("flip", face("Front", "{2}{W}", "Creature — Human"), face("Back", "", "Creature — Spirit",
                                                                          color_indicator=["B"]))
    flipped = chars(odd, zone="battlefield", face=1)
    assert (flipped["names"], flipped["colors"], flipped["mana_cost"]) == (["Back"], ["W"], "{2}{W}")


def test_every_double_faced_layout_shows_one_face_at_a_time():
    token = card("double_faced_token", face("Incubator", "", "Artifact — Incubator"),
                 face("Phyrexian Token", "", "Artifact Creature — Phyrexian", "", "0", "0"))
    assert chars(token, zone="battlefield", face=1)["names"] == ["Phyrexian Token"]
    reversible = card("reversible_card", face("Zndrsplt", "{2}{U}", "Legendary Creature — Human Wizard"),
                      face("Zndrsplt Again", "{2}{U}", "Legendary Creature — Human Wizard"))
    assert chars(reversible, zone="battlefield", face=1)["names"] == ["Zndrsplt Again"]
    assert chars(VALKI, zone="battlefield", face=0)["names"] == ["Valki, God of Lies"]  # one face, not both
    assert chars(VALKI, zone="battlefield", face=0, cast=1)["names"] == ["Valki, God of Lies"]  # cast: the stack only


GISELA = card("meld", face("Gisela, the Broken Blade", "{2}{W}{W}", "Legendary Creature — Angel Horror", "", "4", "3"),
              face("Brisela, Voice of Nightmares", "", "Legendary Creature — Eldrazi Angel", "", "9", "10"))


def test_a_melded_permanent_is_the_combined_back_face_with_both_fronts_mana_values():
    # 712.8g "only the characteristics of the combined back face, and its mana value is the sum of the mana values of
    # its front faces": 7 + 4
    found = chars(BRUNA, zone="battlefield", face=1, melded_with=GISELA)
    assert (found["names"], found["mana_value"], found["power"]) == (["Brisela, Voice of Nightmares"], 11, "9")
    assert chars(BRUNA, zone="graveyard", face=1, melded_with=GISELA)["names"] == ["Bruna, the Fading Light"]


def test_a_copy_takes_the_copiable_values_of_the_face_up_in_layer_1():
    # 707.2, 707.8; 202.3b "If a permanent or spell is a copy of the back face of a nonmodal double-faced object … the
    # mana value of the copy is 0"; 712.8g likewise for a copy of a melded permanent; the copy's own effects apply after
    clone = {"layout": "normal", **face("Clone", "{3}{U}", "Creature — Shapeshifter", "", "0", "0")}
    aberration = chars(clone, zone="battlefield", copy_of={"card": DELVER, "state": {"zone": "battlefield", "face": 1}},
                       abilities_added=["Haste"])
    assert (aberration["names"], aberration["mana_value"], aberration["abilities"]) == (
        ["Insectile Aberration"], 0, ["Flying", "Haste"])
    brisela = {"card": BRUNA, "state": {"zone": "battlefield", "face": 1, "melded_with": GISELA}}
    assert chars(clone, zone="battlefield", copy_of=brisela)["mana_value"] == 0
    bears = {"card": {"layout": "normal", **face("Grizzly Bears", "{1}{G}", "Creature — Bear", "", "2", "2")}}
    copy_of_a_copy = chars(clone, zone="battlefield", copy_of={"card": clone, "state": {"copy_of": bears}})
    assert (copy_of_a_copy["names"], copy_of_a_copy["mana_value"]) == (["Grizzly Bears"], 2)  # 707.2 "as modified by other copy effects"


def test_meld_card_front_face_outside_a_melded_permanent():
    assert chars(BRUNA, zone="graveyard", face=1)["names"] == ["Bruna, the Fading Light"]  # 712.4b, 712.8a


def test_the_back_face_mana_value_comes_from_the_front_alone():
    # 712.8e "its mana value is calculated using the mana cost of its front face" (not front + back)
    odd = card("transform", face("Front", "{1}{G}", "Creature — Wolf"), face("Back", "{5}", "Creature — Werewolf"))
    found = chars(odd, zone="battlefield", face=1)
    assert (found["mana_value"], found["mana_cost"]) == (2, "")


def test_hybrid_and_phyrexian_symbols_give_each_of_their_colors():
    twins = {"layout": "normal", **face("Odd Hybrid", "{W/U}{B/P}{2/R}{G/W/P}", "Instant")}
    found = chars(twins, zone="hand")
    assert found["colors"] == ["W", "U", "B", "R", "G"] and found["mana_value"] == 1 + 1 + 2 + 1


def test_a_two_word_creature_type_stays_whole_and_keeps_its_neighbours():
    found = chars({"layout": "normal", **face("The Doctor", "{2}", "Legendary Creature — Time Lord Doctor")},
                  zone="battlefield")
    assert found["subtypes"] == ["Time Lord", "Doctor"]
    found = chars({"layout": "normal", **face("Odd", "{2}", "Creature — Human Time Lord")}, zone="battlefield")
    assert found["subtypes"] == ["Human", "Time Lord"]


def test_every_creature_type_keeps_the_other_subtypes_and_adds_each_type_once():
    kindred = {"layout": "normal", **face("Crib Swap", "{2}{W}", "Kindred Instant — Shapeshifter",
                                          "Changeling (This card is every creature type.)")}
    found = chars(kindred, zone="hand")
    assert len(found["subtypes"]) == len(set(found["subtypes"])) == len(creature_types())
    aura = {"layout": "normal", **face("Odd Aura", "{W}", "Enchantment Creature — Aura Human")}
    assert chars(aura, zone="battlefield", every_creature_type=True)["subtypes"][0] == "Aura"


def test_a_prototype_needs_its_prototype_line():
    plain = {"layout": "prototype", **face("No Prototype", "{3}", "Artifact Creature — Construct", "", "3", "3")}
    with pytest.raises(ValueError, match="Prototype"):
        chars(plain, zone="stack", prototyped=True)
    assert chars(FLESHGORGER, zone="stack", prototyped=True)["toughness"] == "3"


def test_added_types_bring_their_subtypes_and_supertypes():
    land = {"layout": "normal", **face("Odd Land", "", "Land")}
    found = chars(land, zone="battlefield", types_added=["Legendary Creature — Elemental"])
    assert (found["card_types"], found["subtypes"], found["supertypes"]) == (["Land", "Creature"], ["Elemental"],
                                                                             ["Legendary"])


def test_model_objects_come_from_json_through_their_own_reader():
    from kb.model import Face, Permanent, from_jsonable, to_jsonable
    # a class with from_json reads its own JSON: a Scryfall object is a Card, {"card", "state"} a GameObject
    assert from_jsonable(Card, ROOM).layout == "room"
    obj = from_jsonable(GameObject, {"card": GIANT, "state": {"zone": "exile"}})
    assert obj.state.zone == Zone.EXILE and obj.card.faces[1].name == "Stomp"
    assert from_jsonable(frozenset[int], [1, 1, 0]) == frozenset({0, 1})
    assert from_jsonable(tuple[str, ...], ["a", "b"]) == ("a", "b") and from_jsonable(list[int], [3]) == [3]
    assert from_jsonable(Zone, "stack") is Zone.STACK and from_jsonable(int | None, None) is None
    permanent = Permanent(Card.from_scryfall(ROOM), "Alice", unlocked=frozenset({1}))
    assert from_jsonable(Permanent, to_jsonable(permanent)) == permanent
    with pytest.raises(ValueError, match="expects a JSON object"):
        from_jsonable(Face, ["not", "an", "object"])
    with pytest.raises(ValueError, match="no field"):
        from_jsonable(Face, {"name": "x", "colour": "red"})
    assert permanent.state() == ObjectState(zone=Zone.BATTLEFIELD, unlocked=frozenset({1}))


def test_room_and_adventure_predicates_refuse_other_cards():
    from kb.model import Face
    from kb.rules.adventure import adventure_characteristics, face_matches
    from kb.rules.room import room_characteristics
    with pytest.raises(ValueError, match="not a Room"):
        room_characteristics(Card.from_scryfall(FIRE_ICE), "hand")  # a split card, not a Room
    odd = Card((Face("A", "{U}", "Enchantment — Room"), Face("B", "{U}", "Enchantment — Aura")), "room")
    with pytest.raises(ValueError, match="not a Room"):
        room_characteristics(odd, "hand")  # 709.5a a Room's halves share one type line
    with pytest.raises(ValueError, match="not an adventurer"):
        adventure_characteristics(Card.from_scryfall(DELVER), "hand")
    stomp = Card.from_scryfall(GIANT).faces[1]
    assert face_matches(stomp, ("instant",)) is False and face_matches(stomp, ("Instant",), 2) is True  # 2 <= 2
    assert face_matches(stomp, ("Instant",), 1) is False and face_matches(stomp, ("permanent",)) is False
    assert face_matches(Card.from_scryfall(GIANT).faces[0], ("permanent",), 3) is True
    fireball = Card.from_scryfall(FIREBALL).faces[0]
    assert face_matches(fireball, ("Sorcery",)) is True  # no mana value limit: X does not matter
    with pytest.raises(NotModeled):
        face_matches(fireball, ("Sorcery",), 3)


def test_keyword_lines_in_ability_kind():
    from kb.rules.ability import ability_kind
    assert ability_kind("First strike") == "static" and ability_kind("Double strike") == "static"  # two words
    assert ability_kind("Glorp {2} ({2}: Draw a card.)") == "activated"  # an unknown keyword: its reminder says
    with pytest.raises(NotModeled):
        ability_kind("Flying, glorp (This creature can't be blocked.)")


def test_the_cr_lists_computed_afresh(monkeypatch, tmp_path):
    """The cached lists, computed again now (their __wrapped__ functions), from the newest shipped edition."""
    from kb import cr_lists

    rules = cr_lists.newest_rules.__wrapped__()
    assert rules["702.9a"] == "Flying is an evasion ability."
    types = cr_lists.creature_types.__wrapped__()
    assert {"Time Lord", "Cleric", "Shapeshifter", "Zombie"} <= types and len(types) > 250
    assert {"landfall", "council’s dilemma"} <= cr_lists.ability_words.__wrapped__()
    numbers = cr_lists.keyword_abilities.__wrapped__()
    assert numbers["flying"] == "702.9" and numbers["max speed"] == "702.178"
    kinds = cr_lists.keyword_kinds.__wrapped__()
    assert (kinds["flying"], kinds["ward"], kinds["equip"]) == ("static", "triggered", "activated")
    assert kinds["madness"] == "static, triggered" and kinds["max speed"] == "static"
    actions = [k for k in cr_lists.keywords_of(rules) if k.category == "keyword action"]
    assert all(k.kind == "action" and k.cr_rule.startswith("701.") for k in actions) and len(actions) > 60
    terms = cr_lists.newest_glossary_terms.__wrapped__()
    assert {"Two-Headed Giant Variant", "Flying", "Mana Value"} <= set(terms) and len(terms) == len(set(terms)) > 500
    monkeypatch.setattr(cr_lists, "DATA_DIR", tmp_path)
    with pytest.raises(LookupError, match="no Comprehensive Rules edition"):
        cr_lists._newest_edition.__wrapped__()


def test_a_card_exiled_face_down_has_no_characteristics():
    # 406.3a "A card exiled face down has no characteristics"
    found = characteristics_json(GIANT, {"zone": "exile", "face_down": True})
    assert found["names"] == [] and found["card_types"] == [] and found["mana_value"] == 0
    assert characteristics_json(GIANT, {"zone": "exile"})["names"] != []


OMEN = card("omen", face("Dirgur Island Dragon", "{5}{U}", "Creature — Dragon"),
            face("Skimming Strike", "{1}{U}", "Instant — Omen"))


def test_an_omen_card_is_its_omen_only_on_the_stack_cast_as_one():
    # 720.3b "While on the stack as an Omen, the spell has only its alternative characteristics."; 720.4 elsewhere
    assert characteristics_json(OMEN, {"zone": "stack", "cast": 1})["names"] == ["Skimming Strike"]
    assert characteristics_json(OMEN, {"zone": "stack", "cast": 0})["names"] == ["Dirgur Island Dragon"]
    assert characteristics_json(OMEN, {"zone": "hand"})["mana_value"] == 6


def test_an_aftermath_card_has_both_halves_outside_the_stack_as_split_cards_do():
    dusk_dawn = card("aftermath", face("Dusk", "{2}{W}{W}", "Sorcery"), face("Dawn", "{3}{W}{W}", "Sorcery"))
    assert characteristics_json(dusk_dawn, {"zone": "graveyard"})["mana_value"] == 9  # 709.4
    assert characteristics_json(dusk_dawn, {"zone": "stack", "cast": 1})["names"] == ["Dawn"]  # 709.3b
