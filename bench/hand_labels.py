"""Write ingest/hand_labels.json: the predicates labellers found for real rulings, from the reported topic sets.

    python bench/hand_labels.py

A set joins only once it has reported as it came (bench/eval/README.md), as for the link model's learning; the
build then links each ruling a labeller saw to the labeller's predicates, and infers only those the labeller could
not name (linker_topics_predicates.json: the predicates there were when the set was labelled). A text labelled again
against every predicate (the relabel sets, `bench/label_packet.py --relabel K`) takes its newest labels (relabel40–47,
labelled against 146 predicates, before relabel1–39, against 142); a text in two sets otherwise (two rulings worded
alike) keeps the first set's; report19b, report19's rulings labelled again for the labellers' agreement, is not among
them. bench/link_model.py learns from each text's labels as chosen here (NEWEST_FIRST).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from ingest.hand_labels import HAND_LABELS_FILE, HandLabels, text_key  # noqa: E402

EVAL = Path(__file__).resolve().parent / "eval"
KNOWN = EVAL / "linker_topics_predicates.json"
REPORTED = ("linker_topics_tune.json", "linker_topics_report.json",
            *(f"linker_topics_report{n}.json" for n in range(2, 161)))
RELABELLED = tuple(sorted((p.name for p in EVAL.glob("linker_topics_relabel*.json")),
                          key=lambda name: -int(name.removeprefix("linker_topics_relabel").removesuffix(".json"))))
NEWEST_FIRST = RELABELLED + REPORTED  # the sets in the order a text takes its labels from: the newest labelling first


def hand_labels(names: tuple[str, ...] = NEWEST_FIRST) -> HandLabels:
    """The labels of these sets, each text's from the first set holding it (the newest relabel set first)."""
    known = json.loads(KNOWN.read_text(encoding="utf-8"))
    labels: dict[str, tuple[int, tuple[str, ...]]] = {}
    for index, name in enumerate(names):
        for item in json.loads((EVAL / name).read_text(encoding="utf-8")):
            labels.setdefault(text_key(item["comment"]), (index, tuple(sorted(item["labels"]["predicates"]))))
    return HandLabels(labels, names, tuple(frozenset(known[name]) for name in names))


def main() -> None:
    """Write the file and say what it holds."""
    found = hand_labels()
    HAND_LABELS_FILE.write_text(json.dumps(found.to_json(), ensure_ascii=False, separators=(",", ":")) + "\n",
                                encoding="utf-8")
    linked = sum(bool(predicates) for _, predicates in found.labels.values())
    print(f"{HAND_LABELS_FILE}: {len(found.labels)} texts from {len(found.sets)} sets, {linked} with predicates")


if __name__ == "__main__":
    main()
