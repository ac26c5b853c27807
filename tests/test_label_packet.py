"""A labeller's packet (bench/label_packet.py): the sample leaves out what is labelled, the same for a seed."""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from label_packet import again, draw, labelled_ids, predicates_md  # noqa: E402


def test_every_labelled_set_and_other_packets_are_left_out(tmp_path):
    other = tmp_path / "other"
    other.mkdir()
    (other / "sample.json").write_text(json.dumps([{"ruling_id": "r-not-yet-labelled"}]), encoding="utf-8")
    known = labelled_ids([other])
    assert "r-not-yet-labelled" in known
    report140 = Path(__file__).resolve().parents[1] / "bench" / "eval" / "linker_topics_report140.json"
    assert {item["ruling_id"] for item in json.loads(report140.read_text(encoding="utf-8"))} <= known


def test_a_sample_is_drawn_from_the_rest_the_same_for_a_seed(built):
    import sqlite3
    conn = sqlite3.connect(built[1])
    everything = {r for (r,) in conn.execute("SELECT ruling_id FROM ruling_cards WHERE method IN ('source', 'page')")}
    first = draw(conn, 7, 5, set())
    left_out = {first[0]["ruling_id"], first[1]["ruling_id"]}
    again = draw(conn, 7, 5, set())
    assert first == again and len(first) == 5
    assert {item["ruling_id"] for item in first} <= everything
    assert not left_out & {item["ruling_id"] for item in draw(conn, 7, 5, left_out)}
    assert set(first[0]) == {"object", "oracle_id", "source", "published_at", "comment", "card", "card_oracle_text",
                             "ruling_id", }
    assert first[0]["comment"] and first[0]["card"]


def test_every_predicate_is_listed_under_its_topic():
    text = predicates_md({"zones": ("Zones", "400")})
    assert "## topic `zones` — Zones (CR 400)" in text
    assert "**`last_known_information`**" in text.split("## topic `zones`")[1].split("## topic")[0]


def test_a_labelled_set_is_given_again_as_it_was_drawn_without_its_labels():
    name = "linker_topics_report157.json"
    labelled = json.loads((Path(__file__).resolve().parents[1] / "bench" / "eval" / name).read_text(encoding="utf-8"))
    sample = again(name)
    assert len(sample) == len(labelled) == 150 and all("labels" not in item for item in sample)
    assert [dict(item, labels=first["labels"]) for item, first in zip(sample, labelled)] == labelled
