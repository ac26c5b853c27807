"""Two labellers of one sample compared (bench/label_agreement.py, ingest/evaluation.Agreement)."""
import json
import sys
from pathlib import Path

import pytest

from ingest.evaluation import Agreement

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from label_agreement import agreement, merged, read_pair  # noqa: E402


def item(rid: str, predicates: list[str], mechanics: list[str] | None = None) -> dict:
    return {"ruling_id": rid, "comment": f"ruling {rid}", "card": "Card",
            "labels": {"mechanics": mechanics or [], "predicates": predicates}}


A = [item("r1", ["dies"], ["zones"]), item("r2", ["when_chosen", "mana_value"], ["targeting", "cost"]),
     item("r3", ["dies"], ["zones"]), item("r4", [])]
B = [item("r1", ["dies"], ["zones"]), item("r2", ["when_chosen"], ["targeting"]), item("r3", []),
     item("r4", ["can_block"], ["combat"])]


def test_agreement_counts_items_labels_and_kappa():
    found = agreement(A, B)
    assert (found.items, found.same, found.both_some, found.a_some, found.b_some) == (4, 1, 2, 3, 3)
    assert (found.shared, found.a_labels, found.b_labels) == (2, 4, 3)
    # observed 2/4 alike on "has a predicate", chance (3*3 + 1*1)/16: worse than chance
    assert found.kappa == pytest.approx((0.5 - 10 / 16) / (1 - 10 / 16))
    assert "the same predicates on 1 (0.25)" in str(found)


def test_kappa_of_full_agreement_is_one():
    same = Agreement()
    for labels in ({"a"}, set(), {"b"}, set()):
        same.add(labels, set(labels))
    assert same.kappa == pytest.approx(1.0)


def test_either_and_both_merge_the_labels():
    either, both = merged(A, B, "either"), merged(A, B, "both")
    assert [i["labels"]["predicates"] for i in either] == [["dies"], ["mana_value", "when_chosen"], ["dies"],
                                                           ["can_block"]]
    assert [i["labels"]["predicates"] for i in both] == [["dies"], ["when_chosen"], [], []]
    assert both[1]["labels"]["mechanics"] == ["targeting"] and either[3]["labels"]["mechanics"] == ["combat"]
    assert either[0]["comment"] == "ruling r1"  # the rest of each item kept


def test_files_of_other_rulings_are_refused(tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text(json.dumps(A), encoding="utf-8")
    b.write_text(json.dumps([B[1], B[0], *B[2:]]), encoding="utf-8")
    with pytest.raises(ValueError, match="first difference: item 0"):
        read_pair(a, b)
    b.write_text(json.dumps(B), encoding="utf-8")
    assert read_pair(a, b) == (A, B)
