"""Precision and recall of the automatic ruling -> predicate linker on the held-out labelled set.

The linker's thresholds were tuned on the seed rulings only; bench/eval/linker_heldout.jsonl was
written apart from them (other rulings, FR and JA texts, and rulings of no modelled mechanic).

    python bench/linker_eval.py [--db kb.db] [--verbose]
"""
from __future__ import annotations

import argparse
import sqlite3
from collections import defaultdict
from pathlib import Path

from ingest.build import DEFAULT_SOURCES, PROJECT_ROOT, build
from ingest.evaluation import Score, read_jsonl
from ingest.linking import linker_from_db

HELDOUT = PROJECT_ROOT / "bench" / "eval" / "linker_heldout.jsonl"


def evaluate(db: Path, labelled: Path = HELDOUT, verbose: bool = False) -> dict[str, Score]:
    """Scores overall, by mechanic level and by language."""
    conn = sqlite3.connect(db)
    linker = linker_from_db(conn)
    mechanic_of = dict(conn.execute("select name, mechanic from predicates"))
    scores: dict[str, Score] = defaultdict(Score)
    for item in read_jsonl(labelled):
        predicted = {link.predicate for link in linker.link(item["text"], item["lang"])}
        expected = set(item["predicates"])
        scores["predicates"].add(predicted, expected)
        scores[f"predicates, {item['lang']}"].add(predicted, expected)
        scores["mechanics"].add({mechanic_of[p] for p in predicted}, {mechanic_of[p] for p in expected})
        if verbose and predicted != expected:
            print(f"{item['id']}: expected {sorted(expected)}, linked {sorted(predicted)}")
    return dict(scores)


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, help="a built kb.db (default: build data/ into a temporary file)")
    parser.add_argument("--verbose", action="store_true", help="list every item the linker got wrong")
    args = parser.parse_args()
    db = args.db
    if db is None:
        import tempfile

        db = Path(tempfile.mkdtemp()) / "kb.db"
        build(DEFAULT_SOURCES, db)
    print(f"held-out set: {HELDOUT.relative_to(PROJECT_ROOT)} ({len(read_jsonl(HELDOUT))} items)")
    for name, score in sorted(evaluate(db, verbose=args.verbose).items()):
        print(f"{name:<16} {score}")


if __name__ == "__main__":
    main()
