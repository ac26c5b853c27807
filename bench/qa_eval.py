"""Precision and recall of each translation QA check on a labelled set of planted defects and clean pairs.

    python bench/qa_eval.py                                         # qa_fresh17, the newest set (report only)
    python bench/qa_eval.py --set bench/eval/qa_heldout.jsonl [--verbose]  # tuning sets
    python bench/qa_eval.py --set bench/eval/qa_labelled.jsonl [--verbose]

bench/eval/qa_labelled.jsonl (47 pairs) was written apart from the seed drafts, and the checks were then
tuned on it; bench/eval/qa_heldout.jsonl (236 pairs) was written by a helper that saw neither the checks'
code nor the older set, reported once, then tuned on; bench/eval/qa_final.jsonl (208 pairs) was written
afterwards by another helper, apart from all of them, reported, then tuned on in a third round;
bench/eval/qa_fresh_{fr,ja}.jsonl and qa_fresh2_* to qa_fresh16_* (about 300 pairs each) were written by
further helpers, each reported once as it came and then tuned on in the next round; bench/eval/qa_fresh17_*
(300 pairs), the newest, is only reported and is the default (bench/eval/README.md).
The false-alarm rate is the share of clean pairs on which any check fired.
"""
from __future__ import annotations

import argparse
from pathlib import Path
from collections import defaultdict

from ingest.build import PROJECT_ROOT
from ingest.evaluation import Score, read_jsonl
from ingest.cards import CardIndex
from ingest.terms import load_terms
from kb.qa import CHECK_NAMES, Pair, check_pair

HELD_OUT = [PROJECT_ROOT / "bench" / "eval" / f"qa_fresh17_{lang}.jsonl" for lang in ("fr", "ja")]


def shipped_card_names() -> tuple:
    """The official names of the shipped cards: data/ built into a temporary database."""
    import sqlite3
    import tempfile

    from ingest.build import DEFAULT_SOURCES, build

    db = Path(tempfile.mkdtemp()) / "kb.db"
    build(DEFAULT_SOURCES, db)
    return tuple(CardIndex.from_db(sqlite3.connect(db)).all_card_names())


def evaluate(labelled: Path | list[Path] = HELD_OUT, verbose: bool = False) -> dict[str, Score]:
    """Per check (and "all", and "false alarms" on clean pairs): which items it flagged against which it should have."""
    terms, cards = tuple(load_terms()), shipped_card_names()
    scores: dict[str, Score] = defaultdict(Score)
    for item in (item for path in ([labelled] if isinstance(labelled, Path) else labelled) for item in read_jsonl(path)):
        pair = Pair(item["en"], item["target"], item["lang"], terms, cards,
                    made_from=item.get("made_from"), previous=item.get("previous"))
        fired = {f.check for f in check_pair(pair)}
        expected = set(item["expected"])
        for check in CHECK_NAMES:
            scores[check].add({item["id"]} & ({item["id"]} if check in fired else set()),
                              {item["id"]} if check in expected else set())
        scores["all"].add(fired, expected)
        if not expected:
            scores["clean pairs"].add({item["id"]} if fired else set(), set())
        if verbose and fired != expected:
            print(f"{item['id']}: expected {sorted(expected)}, fired {sorted(fired)}")
    return dict(scores)


def main() -> None:
    """Print precision and recall per check."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verbose", action="store_true", help="list every item where the checks disagree")
    parser.add_argument("--set", type=Path, nargs="+", default=HELD_OUT, help="labelled JSONL sets (pooled)")
    args = parser.parse_args()
    items = [item for path in args.set for item in read_jsonl(path)]
    clean = sum(not i["expected"] for i in items)
    print(f"labelled set: {' + '.join(map(str, args.set))} ({len(items)} pairs: {clean} clean, "
          f"{len(items) - clean} with planted defects; fr {sum(i['lang'] == 'fr' for i in items)}, "
          f"ja {sum(i['lang'] == 'ja' for i in items)})")
    scores = evaluate(args.set, args.verbose)
    for check in (*CHECK_NAMES, "all"):
        print(f"{check:<15} {scores[check]}")
    alarms = scores["clean pairs"].fp
    print(f"false alarms: {alarms} of {clean} clean pairs ({alarms / clean if clean else 0:.0%}) had a finding")


if __name__ == "__main__":
    main()
