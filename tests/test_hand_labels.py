"""Rulings labelled by hand (ingest/hand_labels.py): the file, and how the linker links a text a labeller saw."""
import json
import sys
from pathlib import Path

from ingest.hand_labels import HandLabels, load_hand_labels, text_key
from ingest.linking import build_linker
from kb.rules.registry import all_predicates

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from hand_labels import NEWEST_FIRST, hand_labels, known_for  # noqa: E402

CHOSEN = "Cleaver Riot affects only creatures you control at the time it resolves."  # the linker infers when_chosen
EVERY = frozenset(all_predicates())


def labels(text: str, predicates: tuple[str, ...], known: frozenset[str] = EVERY) -> HandLabels:
    return HandLabels({text_key(text): (0, predicates)}, ("linker_topics_reportX.json",), (known,))


def linker_with(hand: HandLabels):
    linker = build_linker(all_predicates(), {}, {})
    linker.hand = hand
    return linker


def test_the_file_is_what_the_reported_sets_say(tmp_path):
    written = hand_labels(("linker_topics_report140.json",))
    path = tmp_path / "hand_labels.json"
    path.write_text(json.dumps(written.to_json()), encoding="utf-8")
    read = load_hand_labels(path)
    assert read.labels == written.labels and read.known == written.known and len(read.labels) == 150
    item = json.loads((Path(__file__).resolve().parents[1] / "bench" / "eval" /
                       "linker_topics_report140.json").read_text(encoding="utf-8"))[42]
    found = read.of(item["comment"])
    assert found.predicates == tuple(sorted(item["labels"]["predicates"]))
    assert found.labelled_in == "linker_topics_report140.json"
    assert read.of(item["comment"] + " ") is None  # a reworded ruling is not the labelled one


def test_a_labelled_text_gets_its_labellers_predicates_and_nothing_inferred():
    linker = linker_with(labels(CHOSEN, ("continuous_effect_applies",)))
    for links in (linker.link(CHOSEN), linker.file_and_link(CHOSEN)[1]):
        assert [(link.predicate, link.method, link.score) for link in links] == \
            [("continuous_effect_applies", "labelled", None)]
        assert "linker_topics_reportX.json" in links[0].evidence
    assert linker_with(labels(CHOSEN, ())).link(CHOSEN) == []  # "no predicate decides it" is a label too


def test_predicates_newer_than_the_labelling_are_still_inferred():
    linker = linker_with(labels(CHOSEN, ("continuous_effect_applies",), EVERY - {"when_chosen"}))
    assert [(link.predicate, link.method) for link in linker.link(CHOSEN)] == \
        [("continuous_effect_applies", "labelled"), ("when_chosen", "inferred")]
    assert linker.file_and_link(CHOSEN)[1] == linker.link(CHOSEN)


def test_a_predicate_that_no_longer_exists_is_no_link():
    assert linker_with(labels(CHOSEN, ("a_removed_predicate",))).link(CHOSEN) == []


def test_evaluation_measures_the_linker_without_the_labels():
    assert build_linker(all_predicates(), {}, {}).hand is None
    assert build_linker(all_predicates(), {}, {}, labelled=True).hand is load_hand_labels()


def test_the_labels_are_in_the_links_fingerprint():
    plain, labelled = build_linker(all_predicates(), {}, {}), build_linker(all_predicates(), {}, {}, labelled=True)
    assert plain.fingerprint() != labelled.fingerprint()


def test_a_text_labelled_again_takes_its_newest_labels():
    eval_dir = Path(__file__).resolve().parents[1] / "bench" / "eval"
    known = json.loads((eval_dir / "linker_topics_predicates.json").read_text(encoding="utf-8"))
    again = json.loads((eval_dir / "linker_topics_relabel1.json").read_text(encoding="utf-8"))[0]
    found = hand_labels(("linker_topics_relabel1.json", "linker_topics_tune.json", "linker_topics_report.json",
                         *(f"linker_topics_report{n}.json" for n in range(2, 39)))).of(again["comment"])
    assert found.labelled_in == "linker_topics_relabel1.json"
    assert found.known == known_for(frozenset(known["linker_topics_relabel1.json"]), again["comment"])
    assert len(known["linker_topics_relabel1.json"]) == 142 and found.known >= frozenset(known["linker_topics_relabel1.json"])
    assert found.predicates == tuple(sorted(again["labels"]["predicates"]))
    newest = next(name for name in NEWEST_FIRST if any(
        item["comment"] == again["comment"] for item in json.loads((eval_dir / name).read_text(encoding="utf-8"))))
    assert load_hand_labels().of(again["comment"]).labelled_in == newest
    assert NEWEST_FIRST.index("linker_topics_relabel2.json") < NEWEST_FIRST.index("linker_topics_relabel1.json")


def test_a_text_beyond_the_newer_predicates_reach_knows_them_and_one_within_does_not():
    """bench/eval/new_predicates_reach.json: a text of a set labelled before countered, phasing… that the pattern does
    not find is settled for them too (nothing inferred: the build's links of it are its labeller's alone)."""
    older = frozenset(all_predicates()) - {"countered", "defending_player", "emblem", "phasing"}
    beyond = "Cleaver Riot affects only creatures you control at the time it resolves."
    within = "Phasing out doesn't cause any “leaves the battlefield” abilities to trigger."
    assert known_for(older, beyond) == EVERY and known_for(older, within) == older
    assert known_for(EVERY, within) == EVERY
    for text, inferred in ((beyond, []), (within, ["phasing"])):
        hand = HandLabels({text_key(text): (0, ())}, ("linker_topics_reportX.json",), (known_for(older, text),))
        assert [link.predicate for link in linker_with(hand).link(text) if link.method == "inferred"] == inferred

def test_each_group_of_newer_predicates_is_settled_by_its_own_words():
    """A text labelled against the four of relabel40–47 but before fight and the two entering predicates is settled for
    those three when their group's words don't find it, whatever the four's words do."""
    three = {"fight", "enters_attacking", "enters_at_same_time"}
    before_three = frozenset(all_predicates()) - three
    about_phasing = "Phasing out doesn't cause any “leaves the battlefield” abilities to trigger."
    about_fighting = ("If either target is an illegal target when Swift Kick tries to resolve, neither creature will deal "
                      "or be dealt damage.")
    assert known_for(before_three, about_phasing) == EVERY
    assert known_for(before_three, about_fighting) == before_three
    older = before_three - {"countered", "defending_player", "emblem", "phasing"}
    assert known_for(older, about_fighting) == older | {"countered", "defending_player", "emblem", "phasing"}


def test_each_shipped_text_knows_what_its_own_words_settle_not_what_another_text_of_its_set_does():
    """Two texts of one set beyond different groups' patterns are settled for different predicates: each shipped text
    knows exactly its set's predicates and those of the groups whose patterns don't find it (a set once had one entry
    for all its texts beyond any pattern, so a text about a library learned nothing of from_library)."""
    shipped, known = load_hand_labels(), json.loads((Path(__file__).resolve().parents[1] / "bench" / "eval" /
                                                     "linker_topics_predicates.json").read_text(encoding="utf-8"))
    texts = {item["comment"]: name for name in reversed(NEWEST_FIRST)
             for item in json.loads((Path(__file__).resolve().parents[1] / "bench" / "eval" / name)
                                    .read_text(encoding="utf-8"))}  # the newest set holding each text wins
    wrong = [text for text, name in texts.items() if (found := shipped.of(text)) is not None
             and found.labelled_in == name and found.known != known_for(frozenset(known[name]), text)]
    assert wrong == []
    library = ("If there are fewer than ten cards in that player's library, that player puts all the cards from their "
               "library into their")
    text = next(t for t in texts if t.startswith(library))
    assert "from_library" not in shipped.of(text).known
