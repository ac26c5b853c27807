"""Write ingest/hand_labels.json: the predicates labellers found for real rulings, from the reported topic sets.

    python bench/hand_labels.py

A set joins only once it has reported as it came (bench/eval/README.md), as for the link model's learning; the
build then links each ruling a labeller saw to the labeller's predicates, and infers only those the labeller could
not name (linker_topics_predicates.json: the predicates there were when the set was labelled). A text labelled again
against every predicate (the relabel sets, `bench/label_packet.py --relabel K`) takes its newest labels (relabel57–59,
against 153 predicates, before relabel52–56, against 151, before relabel48–51, against 149, before relabel40–47,
against 146, before relabel1–39, against 142); a text in two sets otherwise (two rulings worded alike) keeps the
first set's; report19b (report19's rulings labelled again for the labellers' agreement) and report157b–160b
(report157–160's against all 149, to measure the model that never learned them) are not among them.
bench/link_model.py learns from each text's labels as chosen here (NEWEST_FIRST).
"""
from __future__ import annotations

import json
import re
import sys
from functools import cache
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


# Groups of predicates added after most sets were labelled, each with the words outside which none of them decides a
# ruling (checked on labels, bench/eval/README.md): a text of an older set that a group's pattern does not find is known
# decided by none of its predicates, as if its labeller could have named them — the build infers nothing of them for
# it, and the link model learns so.
REACH = EVAL / "new_predicates_reach.json"


@cache
def _reach() -> tuple[tuple[re.Pattern, frozenset[str]], ...]:
    """The reach file's groups: each pattern with its predicates."""
    groups = json.loads(REACH.read_text(encoding="utf-8"))["groups"]
    return tuple((re.compile(g["pattern"], re.IGNORECASE), frozenset(g["predicates"])) for g in groups)


def known_for(named: frozenset[str], text: str) -> frozenset[str]:
    """The predicates a labelling that could name these settles for a text: those, and each REACH group's newer ones
    when its pattern does not find the text."""
    settled = named
    for beyond, newer in _reach():
        if not newer <= named and not beyond.search(text):
            settled |= newer
    return settled


def hand_labels(names: tuple[str, ...] = NEWEST_FIRST) -> HandLabels:
    """The labels of these sets, each text's from the first set holding it (the newest relabel set first); a set's
    texts beyond some REACH groups' patterns under another entry of the set, one for each such set of groups, knowing
    their predicates too."""
    known = json.loads(KNOWN.read_text(encoding="utf-8"))
    sets, knowns = list(names), [frozenset(known[name]) for name in names]
    # a set's index and what its texts beyond some groups' patterns settle -> their entry (a text one group's pattern
    # finds is not settled for that group, though another text of its set beyond every pattern is)
    beyond: dict[tuple[int, frozenset[str]], int] = {}
    labels: dict[str, tuple[int, tuple[str, ...]]] = {}
    for index, name in enumerate(names):
        for item in json.loads((EVAL / name).read_text(encoding="utf-8")):
            key, predicates = text_key(item["comment"]), tuple(sorted(item["labels"]["predicates"]))
            if key in labels:
                continue
            settled = known_for(knowns[index], item["comment"])
            if settled != knowns[index]:
                if (index, settled) not in beyond:
                    beyond[index, settled] = len(sets)
                    sets.append(name)
                    knowns.append(settled)
                labels[key] = (beyond[index, settled], predicates)
            else:
                labels[key] = (index, predicates)
    return HandLabels(labels, tuple(sets), tuple(knowns))


def main() -> None:
    """Write the file and say what it holds."""
    found = hand_labels()
    HAND_LABELS_FILE.write_text(json.dumps(found.to_json(), ensure_ascii=False, separators=(",", ":")) + "\n",
                                encoding="utf-8")
    linked = sum(bool(predicates) for _, predicates in found.labels.values())
    print(f"{HAND_LABELS_FILE}: {len(found.labels)} texts from {len(found.sets)} sets, {linked} with predicates")


if __name__ == "__main__":
    main()
