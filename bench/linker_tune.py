"""Tune the linker's thresholds on the tuning sets; the report set is never read here.

    python bench/linker_tune.py [--db kb.db]

EN thresholds (first_floor, floor, relative) are chosen on three sets pooled: the seed rulings, each linked by a
linker whose profiles leave it out, scored against their curated links; bench/eval/linker_heldout.jsonl (its EN
texts); bench/eval/linker_real_rulings.json. The translated thresholds (translated_floor, translated_margin) are
chosen on the FR/JA texts of bench/eval/align_tune, align_heldout and align_fresh. Each grid is printed with
precision, recall and F1 per set; last, the best EN point by F1 (ties: the higher precision) and the FR/JA
point with the most recall at a precision of at least 0.85. The defaults in ingest/linker.py are those points. bench/eval/linker_real_rulings2.json and align_fresh2 report (bench/linker_eval.py).
"""
from __future__ import annotations

import argparse
import itertools
import sqlite3
import tempfile
from collections.abc import Iterable
from pathlib import Path

from ingest.build import DEFAULT_SOURCES, PROJECT_ROOT, build
from ingest.evaluation import Score
from ingest.linker import PredicateLinker, Scored, Thresholds, choose
from ingest.linking import curated_texts, linker_from_db
from linker_eval import read_labelled, translated_items

EVAL = PROJECT_ROOT / "bench" / "eval"
EN_SETS = (EVAL / "linker_heldout.jsonl", EVAL / "linker_real_rulings.json")
TRANSLATED_SETS = (EVAL / "align_tune", EVAL / "align_heldout", EVAL / "align_fresh")
FIRST_FLOORS = (0.15, 0.2, 0.25, 0.3, 0.35, 0.4)
FLOORS = (0.25, 0.3, 0.4, 0.5, 0.6)
RELATIVES = (0.7, 0.8, 0.9, 1.0)
TRANSLATED_FLOORS = (0.2, 0.25, 0.3, 0.35, 0.4)
TRANSLATED_MARGINS = (0.0, 0.04, 0.08, 0.12)
# A translated text's link is kept for precision: a FR or JA reader is shown few links, but right ones.
TRANSLATED_PRECISION = 0.85

Case = tuple[str, str, list[Scored], set[str]]  # (set, lang, scored predicates, expected predicates)


def scored(linker: PredicateLinker, text: str, lang: str) -> list[Scored]:
    """A text's scored predicates (those of the mechanics it is filed under), before any threshold."""
    english, found = linker.mechanics(text, lang)
    return linker.scores(linker.vector(english), found) if found else []


def seed_cases(conn: sqlite3.Connection) -> Iterable[Case]:
    """Each seed ruling scored by a linker that has not seen it, with its curated links."""
    cited = curated_texts(conn)
    curated: dict[str, set[str]] = {}
    texts = {}
    for rid, pred, text in conn.execute("""select p.ruling_id, p.predicate, t.text from ruling_predicates p
            join ruling_texts t on t.ruling_id = p.ruling_id and t.lang = 'en' where p.method = 'curated'"""):
        curated.setdefault(rid, set()).add(pred)
        texts[rid] = text
    for rid, expected in sorted(curated.items()):
        linker = linker_from_db(conn, {name: [t for t in ts if t != texts[rid]] for name, ts in cited.items()})
        yield "seeds", "en", scored(linker, texts[rid], "en"), expected


def labelled_cases(conn: sqlite3.Connection, sets: Iterable[Path], langs: set[str]) -> Iterable[Case]:
    """The items of labelled sets in these languages, scored by the linker of the database."""
    linker = linker_from_db(conn)
    for path in sets:
        items = translated_items(path, conn) if path.is_dir() else read_labelled(path)
        for item in items:
            if item["lang"] in langs:
                yield path.name, item["lang"], scored(linker, item["text"], item["lang"]), set(item["predicates"])


def grid(cases: list[Case], points: Iterable[Thresholds]) -> list[tuple[Score, Thresholds]]:
    """Print precision, recall and F1 per set and pooled at each point; return (pooled score, point) of each."""
    rows = []
    for point in points:
        scores: dict[str, Score] = {}
        for name, lang, found_scores, expected in cases:
            predicted = {predicate for _, predicate, _, _ in choose(found_scores, lang, point)}
            for key in (name, "pooled"):
                scores.setdefault(key, Score()).add(predicted, expected)
        print(f"{point}: F1 {f1(scores['pooled']):.2f}; " +
              "; ".join(f"{k} P {s.precision:.2f} R {s.recall:.2f}" for k, s in scores.items()))
        rows.append((scores["pooled"], point))
    return rows


def f1(score: Score) -> float:
    """The harmonic mean of precision and recall."""
    return 2 * score.precision * score.recall / ((score.precision + score.recall) or 1)


def best(rows: list[tuple[Score, Thresholds]], min_precision: float | None = None) -> tuple[Score, Thresholds]:
    """The best F1 (ties: higher precision, then the first point); with min_precision, the best recall among the
    points that reach it."""
    if min_precision is not None:
        return max((r for r in rows if r[0].precision >= min_precision),
                   key=lambda r: (round(r[0].recall, 4), round(r[0].precision, 4)))
    return max(rows, key=lambda r: (round(f1(r[0]), 4), round(r[0].precision, 4)))


def main() -> None:
    """Print both grids, each with its best point last."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path)
    args = parser.parse_args()
    db = args.db or Path(tempfile.mkdtemp()) / "kb.db"
    if args.db is None:
        build(DEFAULT_SOURCES, db)
    conn = sqlite3.connect(db)
    en = [*seed_cases(conn), *labelled_cases(conn, EN_SETS, {"en"})]
    score, point = best(grid(en, (Thresholds(floor=floor, relative=relative, first_floor=first) for first, floor,
                                  relative in itertools.product(FIRST_FLOORS, FLOORS, RELATIVES))))
    print(f"best EN (F1): {point}: {score}, F1 {f1(score):.2f}")
    translated = list(labelled_cases(conn, TRANSLATED_SETS, {"fr", "ja"}))
    score, point = best(grid(translated, (Thresholds(translated_floor=floor, translated_margin=margin) for floor, margin
                                          in itertools.product(TRANSLATED_FLOORS, TRANSLATED_MARGINS))),
                        TRANSLATED_PRECISION)
    print(f"best FR/JA (recall at precision >= {TRANSLATED_PRECISION}): {point}: {score}")

if __name__ == "__main__":
    main()
