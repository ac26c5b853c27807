"""Tune the linker's thresholds on the seed rulings only, leaving each ruling out of its own profile.

    python bench/linker_tune.py [--db kb.db]

Prints a grid of (floor, relative) with leave-one-out precision, recall and F1 on the seeds'
curated links; the defaults in ingest/linker.py are the best F1 row. The held-out set
(bench/linker_eval.py) is never looked at here.
"""
from __future__ import annotations

import argparse
import itertools
import sqlite3
import tempfile
from pathlib import Path

from ingest.build import DEFAULT_SOURCES, build
from ingest.evaluation import Score
from ingest.linking import curated_texts, linker_from_db

FLOORS = (0.1, 0.15, 0.2, 0.25, 0.3)
RELATIVES = (0.6, 0.7, 0.8, 0.9, 1.0)
FIRST_FLOORS = (0.0, 0.05, 0.1, 0.15, 0.2)


def leave_one_out(conn: sqlite3.Connection, **tuning: float) -> Score:
    """Link each seed ruling with a linker that has not seen it; score against its curated links."""
    cited = curated_texts(conn)
    curated: dict[str, set[str]] = {}
    texts = {}
    for rid, pred, text in conn.execute("""select p.ruling_id, p.predicate, t.text from ruling_predicates p
            join ruling_texts t on t.ruling_id = p.ruling_id and t.lang = 'en' where p.method = 'curated'"""):
        curated.setdefault(rid, set()).add(pred)
        texts[rid] = text
    score = Score()
    for rid, expected in sorted(curated.items()):
        without = {name: [t for t in ts if t != texts[rid]] for name, ts in cited.items()}
        linker = linker_from_db(conn, without, **tuning)
        score.add({link.predicate for link in linker.link(texts[rid])}, expected)
    return score


def main() -> None:
    """Print the grid, best F1 last."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path)
    args = parser.parse_args()
    db = args.db or Path(tempfile.mkdtemp()) / "kb.db"
    if args.db is None:
        build(DEFAULT_SOURCES, db)
    conn = sqlite3.connect(db)
    rows = []
    for floor, relative, first in itertools.product(FLOORS, RELATIVES, FIRST_FLOORS):
        s = leave_one_out(conn, floor=floor, relative=relative, first_floor=first)
        f1 = 2 * s.precision * s.recall / ((s.precision + s.recall) or 1)
        rows.append((round(f1, 4), -floor, -relative, -first, s))
        print(f"floor {floor:.2f} relative {relative:.1f} first_floor {first:.2f}: {s}, F1 {f1:.2f}")
    f1, floor, relative, first, s = max(rows, key=lambda r: r[:4])
    print(f"best: floor {-floor} relative {-relative} first_floor {-first}: {s}, F1 {f1:.2f}")


if __name__ == "__main__":
    main()
