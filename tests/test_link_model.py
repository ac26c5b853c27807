"""The link model: an EN text's links to the rules topics' predicates, learned from the labelled rulings."""
import json

import pytest

from conftest import bench_script
from ingest.link_model import LINK_MODEL_FILE, MODEL_SKIPS, LinkModel, chance, features, load_link_model, written
from ingest.linker import PredicateLinker, stems
from kb.rules.registry import all_predicates

PROFILES = {"one": ("targeting", ["target chosen as the spell is cast", "targets are chosen when cast"]),
            "two": ("targeting", ["illegal target as it resolves", "a spell with an illegal target does not resolve"]),
            "opened": ("room", ["a door unlocked", "unlock a door of a room"]),
            "paid": ("cost", ["the total cost is paid", "pay the cost of the spell"])}
CUES = {"one": ("again for each copy",), "two": ("target",)}  # TEXT: only "two" is cued
TEXT = "You choose the target as you cast the spell; if it is illegal as it resolves, it does not resolve."
ROOM_TEXT = "If you unlock a door, you choose the target as you cast the spell."


def test_a_texts_inputs_are_its_stems_each_two_in_a_row_its_words_two_in_a_row_its_cues_and_what_it_is_filed_under():
    assert features(["unlock", "door"], ["two"], ["room"]) == {"unlock", "door", "unlock door", "cue:two", "in:room"}
    assert features(["unlock", "door"], [], [], ["if", "you", "unlock", "a", "door"]) == {
        "unlock", "door", "unlock door", "w:if you", "w:you unlock", "w:unlock a", "w:a door"}  # stop words kept
    assert features([], [], []) == frozenset()


def test_a_predicate_is_linked_from_the_floor_most_likely_first_with_the_inputs_weighing_most():
    model = LinkModel({"door": {"a": 3.0, "b": 1.0}, "unlock": {"a": 1.0, "b": 0.5}, "cue:b": {"b": -1.0}},
                      {"a": -1.0, "b": -1.0, "c": 5.0}, 0.5)
    assert model.chances({"door", "unlock"}) == {"a": chance(3.0), "b": chance(0.5)}  # c: no input weighs for it
    assert model.chances({"door", "cue:b"}) == {"a": chance(2.0), "b": chance(-1.0)}
    assert model.linked(frozenset({"door", "unlock"})) == [("a", chance(3.0), ["door", "unlock"]),
                                                           ("b", chance(0.5), ["door", "unlock"])]
    assert model.linked(frozenset({"door", "cue:b"})) == [("a", chance(2.0), ["door"])]
    # only the predicates asked for (a labelled text's newer ones), each as it would be linked among all
    assert model.linked(frozenset({"door", "unlock"}), frozenset({"b"})) == [("b", chance(0.5), ["door", "unlock"])]
    assert model.linked(frozenset({"door", "unlock"}), frozenset()) == []
    assert chance(100.0) == pytest.approx(1.0) and chance(-1000.0) > 0.0 and chance(0.0) == 0.5


def linker(model: LinkModel | None) -> PredicateLinker:
    return PredicateLinker(PROFILES, [], CUES, link_model=model, topic_floor=0.05)


def test_the_model_decides_the_topics_links_and_says_why():
    assert [link.predicate for link in linker(None).link(TEXT)] == ["two"]  # the linker alone: the cued one
    assert linker(LinkModel({}, {}, 0.5)).link(TEXT) == []  # the model links no topic predicate: none
    model = LinkModel({"cast": {"one": 4.0}, "cue:two": {"two": -2.0}}, {"one": -1.0, "two": 0.0}, 0.5)
    [link] = linker(model).link(TEXT)
    assert (link.predicate, link.method, link.score) == ("one", "inferred", round(chance(3.0), 4))
    assert link.evidence == ("the link model learned from the rulings labelled by hand: probability 0.95, "
                             "most from 'cast'")
    cued = LinkModel({"cue:two": {"two": 1.0}, "in:targeting": {"two": 1.0}}, {"two": 0.0}, 0.5)
    assert "most from a cue of two, filed under targeting" in linker(cued).link(TEXT)[0].evidence
    worded = LinkModel({"illegal resolv": {"two": 2.0}}, {"two": 0.0}, 0.5)  # stems shown as the text says them
    assert linker(worded).link(TEXT)[0].evidence.endswith("most from 'illegal resolves'")
    said = LinkModel({"w:if it": {"two": 2.0}}, {"two": 0.0}, 0.5)  # two words in a row as written
    assert linker(said).link(TEXT)[0].evidence.endswith("most from 'if it'")
    twice = LinkModel({"delay trigger": {"two": 2.0}, "w:delayed triggered": {"two": 1.5}}, {"two": 0.0}, 0.5)
    [link] = linker(twice).link("Delayed triggered abilities trigger once.")  # the stems and the words alike: once
    assert link.evidence.endswith("probability 0.97, most from 'delayed triggered'")


def test_the_mechanics_own_links_are_kept_beside_the_models():
    alone = [link.predicate for link in linker(None).link(ROOM_TEXT)]
    assert "opened" in alone
    model = LinkModel({"choose": {"one": 4.0}}, {"one": 0.0}, 0.5)
    assert [link.predicate for link in linker(model).link(ROOM_TEXT)] == ["opened", "one"]


def test_the_model_links_no_predicate_the_linker_does_not_know_nor_a_mechanics():
    model = LinkModel({"cast": {"gone": 9.0, "opened": 9.0}}, {"gone": 0.0, "opened": 0.0}, 0.5)
    assert linker(model).link(TEXT) == []


def test_the_model_links_cost_and_ability_predicates_beside_the_linkers_own_but_no_seed_mechanics():
    model = LinkModel({"cast": {"paid": 9.0, "opened": 9.0}}, {"paid": 0.0, "opened": 0.0}, 0.5, beside=0.5)
    assert "cost" not in MODEL_SKIPS and "room" in MODEL_SKIPS
    assert [link.predicate for link in linker(model).link(TEXT)] == ["paid"]
    unsure = LinkModel({"cast": {"paid": 1.0, "one": 1.0}}, {"paid": 0.0, "one": 0.0}, 0.5, beside=0.8)
    assert [link.predicate for link in linker(unsure).link(TEXT)] == ["one"]  # cost's from beside: 0.73 is not enough
    assert unsure.fingerprint() != LinkModel(unsure.weights, unsure.bias, 0.5, beside=0.7).fingerprint()


def test_the_models_inputs_are_the_builds_reading_of_the_text():
    chosen = linker(None)
    assert chosen.inputs(TEXT) == features(stems(TEXT), ["two"], ["targeting"], written(TEXT))
    assert {"w:if it", "w:it is", "w:does not"} < chosen.inputs(TEXT)
    assert written("It WON'T trigger; Chandra’s Pyrohelix doesn’t.") == ["it", "won’t", "trigger", "chandra’s",
                                                                           "pyrohelix", "doesn’t"]  # apostrophes kept
    model = LinkModel({"cast": {"one": 4.0}}, {"one": 0.0}, 0.5)
    assert linker(model).file_and_link(TEXT)[1] == linker(model).link(TEXT)  # the build's reading, and link()'s


def test_a_translation_keeps_the_linkers_own_thresholds():
    model = LinkModel({}, {}, 0.5)
    assert linker(model).link(TEXT, "fr") == linker(None).link(TEXT, "fr")


def test_the_model_changes_the_linkers_fingerprint():
    one = LinkModel({"cast": {"one": 1.0}}, {"one": 0.0}, 0.5)
    other = LinkModel({"cast": {"one": 2.0}}, {"one": 0.0}, 0.5)
    assert linker(one).fingerprint() != linker(None).fingerprint() != linker(other).fingerprint()
    assert linker(one).fingerprint() != linker(LinkModel(one.weights, one.bias, 0.6)).fingerprint()


def test_the_shipped_model_is_what_the_script_makes_and_links_real_predicates():
    model = load_link_model()
    script = bench_script("link_model")
    assert model is not None and (model.floor, model.beside, model.trained_on) == (script.FLOOR, script.BESIDE, script.TRAINED_ON)
    mechanic_of = {name: p.mechanic for name, p in all_predicates().items()}
    assert 70 < len(model.bias) and all(mechanic_of[name] not in MODEL_SKIPS for name in model.bias)
    assert {mechanic_of[name] for name in model.bias} >= {"cost", "ability", "targeting", "layers"}
    assert all(abs(w) >= script.PRUNE for by in model.weights.values() for w in by.values())
    assert json.loads(LINK_MODEL_FILE.read_text(encoding="utf-8")) == model.to_json()


def test_a_missing_model_file_is_no_model(tmp_path):
    assert load_link_model(tmp_path / "none.json") is None


def test_learning_keeps_a_predicate_to_the_sets_labelled_when_it_existed():
    script = bench_script("link_model")
    def labelled(labelled_in: str, words: set[str], expected: set[str], known: str) -> object:
        return script.Labelled(labelled_in, "", frozenset(words), frozenset(expected), frozenset({known}), frozenset())
    rulings = [labelled("s1", {"door", "unlock"}, {"a"}, "a"), labelled("s1", {"door", "cast"}, {"a"}, "a"),
               labelled("s1", {"cast", "spell"}, set(), "a"), labelled("s2", {"cast", "spell"}, {"b"}, "b"),
               labelled("s2", {"cast", "door"}, {"b"}, "b")]
    topics = {"a": "targeting", "b": "zones"}
    model = script.learn(rulings, ("s1", "s2"), topics)
    assert set(model.bias) == {"a", "b"} and model.trained_on == ("s1", "s2")
    assert set(script.learn(rulings, (), {"a": "targeting", "b": "room"}).bias) == {"a"}  # a seed mechanic: unlearned
    assert model.chances({"door"})["a"] > 0.5 > model.chances({"spell"}).get("a", 0.0)
    assert "unlock" not in model.weights  # held by one ruling only (MIN_SEEN)
    assert script.learn(rulings, ("s1", "s2"), topics) == model  # a fixed order: the same weights again


def test_the_examples_quotes_teach_the_predicates_that_quote_them_and_no_other():
    rows = bench_script("link_model").example_rulings(linker(None))
    assert len(rows) > 300 and all(r.expected and r.expected == r.known and not r.own for r in rows)
    [row] = [r for r in rows if r.text.startswith("A spell or ability destroys a permanent only if")]
    assert row.expected == {"can_sacrifice"} and {"destroy", "word destroy"} <= row.inputs


@pytest.mark.slow
def test_learning_again_gives_the_shipped_weights():
    """bench/link_model.py learns the same weights again from the labelled sets (in a fixed order): the shipped file is
    current (a new predicate or cue changes the inputs) and the learning reproducible."""
    script = bench_script("link_model")
    from ingest.linking import build_linker
    rulings = script.training(build_linker(all_predicates(), {}, {}, modelled=False))
    held_out = {item["comment"] for name in script.HELD_OUT
                for item in json.loads((script.EVAL / name).read_text(encoding="utf-8"))}
    assert len(held_out) == 597 and not held_out & {r.text for r in rulings}  # relabelled or not, never learned
    assert script.learn(rulings, script.TRAINED_ON).to_json() == load_link_model().to_json()


def test_a_model_file_is_read_with_its_digest(tmp_path):
    one, other = tmp_path / "one.json", tmp_path / "other.json"
    one.write_text(json.dumps(LinkModel({"cast": {"one": 1.0}}, {"one": 0.0}, 0.5).to_json()), encoding="utf-8")
    other.write_text(json.dumps(LinkModel({"cast": {"one": 2.0}}, {"one": 0.0}, 0.5).to_json()), encoding="utf-8")
    read = load_link_model(one)
    assert read.weights == {"cast": {"one": 1.0}} and read.floor == 0.5
    assert read.fingerprint() == load_link_model(one).fingerprint() != load_link_model(other).fingerprint()
