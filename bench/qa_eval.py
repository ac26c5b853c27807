"""Precision and recall of each translation QA check on the labelled set of planted defects and clean pairs.

bench/eval/qa_labelled.jsonl was written apart from the seed drafts the checks were tuned on:
other sentences, each defect planted by hand and labelled with the checks that should fire.

    python bench/qa_eval.py [--verbose]
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

LABELLED = PROJECT_ROOT / "bench" / "eval" / "qa_labelled.jsonl"


def shipped_card_names() -> tuple:
    """The official names of the shipped cards: data/ built into a temporary database."""
    import sqlite3
    import tempfile

    from ingest.build import DEFAULT_SOURCES, build

    db = Path(tempfile.mkdtemp()) / "kb.db"
    build(DEFAULT_SOURCES, db)
    return tuple(CardIndex.from_db(sqlite3.connect(db)).all_card_names())


def evaluate(verbose: bool = False) -> dict[str, Score]:
    """Per check (and "all"): which items it flagged against which it should have."""
    terms, cards = tuple(load_terms()), shipped_card_names()
    scores: dict[str, Score] = defaultdict(Score)
    for item in read_jsonl(LABELLED):
        pair = Pair(item["en"], item["target"], item["lang"], terms, cards,
                    made_from=item.get("made_from"), previous=item.get("previous"))
        fired = {f.check for f in check_pair(pair)}
        expected = set(item["expected"])
        for check in CHECK_NAMES:
            scores[check].add({item["id"]} & ({item["id"]} if check in fired else set()),
                              {item["id"]} if check in expected else set())
        scores["all"].add(fired, expected)
        if verbose and fired != expected:
            print(f"{item['id']}: expected {sorted(expected)}, fired {sorted(fired)}")
    return dict(scores)


def main() -> None:
    """Print precision and recall per check."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verbose", action="store_true", help="list every item where the checks disagree")
    args = parser.parse_args()
    items = read_jsonl(LABELLED)
    clean = sum(not i["expected"] for i in items)
    print(f"labelled set: {LABELLED.relative_to(PROJECT_ROOT)} ({len(items)} pairs: {clean} clean, "
          f"{len(items) - clean} with planted defects; fr {sum(i['lang'] == 'fr' for i in items)}, "
          f"ja {sum(i['lang'] == 'ja' for i in items)})")
    scores = evaluate(args.verbose)
    for check in (*CHECK_NAMES, "all"):
        print(f"{check:<15} {scores[check]}")


if __name__ == "__main__":
    main()
