"""Precision and recall of the automatic ruling -> predicate linker on a held-out labelled set.

The linker's thresholds were tuned on the seed rulings only; the labelled sets in bench/eval were
written apart from them:

- bench/eval/linker_heldout.jsonl (the default): one object per line, {id, lang, text, predicates};
  the expected mechanics are those of the expected predicates.
- bench/eval/linker_real_rulings.json: real published rulings in Scryfall's rulings bulk format (a JSON
  array of {object, oracle_id, source, published_at, comment}) plus "card" and
  "labels": {"mechanics": [...], "predicates": [...]}; every text is EN, and the expected mechanics are
  the labelled ones, so a ruling filed under a mechanic with no fitting predicate still counts.

- a folder of translated pages with gold.jsonl (bench/eval/align_heldout): each FR/JA text is linked on its
  own, as a ruling with no EN original would be, and scored against the curated predicates of the EN ruling
  it translates (the predicates whose examples cite that ruling).

At the "mechanics" level the linker's answer is the mechanics of the predicates it links (as in the
"predicates" level); for a set with labelled mechanics, "mechanics, by words" also scores the mechanics
the build files a ruling under by their words alone (`ruling_mechanics`).

    python bench/linker_eval.py [--db kb.db] [--set bench/eval/linker_real_rulings.json] [--verbose]
    python bench/linker_eval.py --set bench/eval/align_heldout     # FR and JA texts, reported apart
"""
from __future__ import annotations

import argparse
import json
import sqlite3
from collections import defaultdict
from pathlib import Path

from ingest.build import DEFAULT_SOURCES, PROJECT_ROOT, build
from ingest.evaluation import Coverage, Score, read_jsonl
from ingest.linking import linker_from_db
from ingest.mechanics import TOPICS, mechanics_in
from kb.rules.registry import all_predicates

HELDOUT = PROJECT_ROOT / "bench" / "eval" / "linker_heldout.jsonl"
REAL_RULINGS = PROJECT_ROOT / "bench" / "eval" / "linker_real_rulings.json"


def read_labelled(path: Path) -> list[dict]:
    """Items {id, lang, text, predicates, mechanics}; mechanics is None when the set labels predicates only.

    A file whose content is a JSON array is read as Scryfall-format rulings with labels; anything else as
    JSON lines (the original held-out format).
    """
    content = path.read_text(encoding="utf-8")
    if not content.lstrip().startswith("["):
        return [{**item, "mechanics": None} for item in read_jsonl(path)]
    items = []
    for number, ruling in enumerate(json.loads(content), start=1):
        try:
            labels = ruling["labels"]
            items.append({"id": f"{number} ({ruling.get('card', '?')})", "lang": "en", "text": ruling["comment"],
                          "predicates": list(labels["predicates"]), "mechanics": list(labels["mechanics"])})
        except (KeyError, TypeError) as exc:
            raise ValueError(f"{path}: ruling {number} lacks comment or labels.predicates/mechanics ({exc})")
    return items


def translated_items(folder: Path, conn: sqlite3.Connection) -> list[dict]:
    """The FR/JA texts of a folder of translated pages, each labelled with its EN ruling's curated predicates."""
    curated: dict[str, list[str]] = defaultdict(list)
    for rid, name in conn.execute("select ruling_id, predicate from ruling_predicates where method = 'curated'"):
        curated[rid].append(name)
    items = []
    for g in read_jsonl(folder / "gold.jsonl"):
        if g["en_ruling"] is None:
            continue
        text = (folder / g["page"]).read_text(encoding="utf-8").splitlines()[g["line"] - 1]
        items.append({"id": f"{g['page']}:{g['line']}", "lang": g["lang"], "text": text,
                      "predicates": sorted(curated[g["en_ruling"]]), "mechanics": None})
    return items


def evaluate(db: Path, labelled: Path = HELDOUT, verbose: bool = False) -> dict[str, Score | Coverage]:
    """Scores overall, by mechanic level and by language."""
    conn = sqlite3.connect(db)
    linker = linker_from_db(conn)
    mechanic_of = {name: p.mechanic for name, p in all_predicates().items()}  # the code's, as the linker's
    scores: dict[str, Score | Coverage] = defaultdict(Score)
    coverage = scores["rulings linked to a predicate that decides them"] = Coverage()
    items = translated_items(labelled, conn) if labelled.is_dir() else read_labelled(labelled)
    for item in items:
        unknown = [p for p in item["predicates"] if p not in mechanic_of]
        if unknown:
            raise ValueError(f"{labelled}: item {item['id']} labels unknown predicates {unknown}")
        predicted = {link.predicate for link in linker.link(item["text"], item["lang"])}
        expected = set(item["predicates"])
        scores["predicates"].add(predicted, expected)
        # the sets written before the rules topics (issue 25) label the eight mechanics' predicates only
        scores["predicates of the eight mechanics"].add({p for p in predicted if mechanic_of[p] not in TOPICS},
                                                         {p for p in expected if mechanic_of[p] not in TOPICS})
        coverage.add(bool(predicted & expected), bool(expected))
        scores[f"predicates, {item['lang']}"].add(predicted, expected)
        expected_mechanics = ({mechanic_of[p] for p in expected} if item["mechanics"] is None
                              else set(item["mechanics"]))
        linked_mechanics = {mechanic_of[p] for p in predicted}
        scores["mechanics"].add(linked_mechanics, expected_mechanics)
        if item["mechanics"] is not None:
            scores["mechanics, by words"].add({m for m, _ in mechanics_in(item["text"])}, expected_mechanics)
        if verbose and (predicted != expected or linked_mechanics != expected_mechanics):
            print(f"{item['id']}: expected {sorted(expected)} {sorted(expected_mechanics)}, "
                  f"linked {sorted(predicted)} {sorted(linked_mechanics)}")
    return dict(scores)


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, help="a built kb.db (default: build data/ into a temporary file)")
    parser.add_argument("--set", dest="labelled", type=Path, default=HELDOUT,
                        help=f"the labelled set (default: {HELDOUT.relative_to(PROJECT_ROOT)})")
    parser.add_argument("--verbose", action="store_true", help="list every item the linker got wrong")
    args = parser.parse_args()
    db = args.db
    if db is None:
        import tempfile

        db = Path(tempfile.mkdtemp()) / "kb.db"
        build(DEFAULT_SOURCES, db)
    labelled = args.labelled.resolve()
    shown = labelled.relative_to(PROJECT_ROOT) if labelled.is_relative_to(PROJECT_ROOT) else labelled
    print(f"held-out set: {shown}" + ("" if labelled.is_dir() else f" ({len(read_labelled(labelled))} items)"))
    scores = evaluate(db, labelled, verbose=args.verbose)
    width = max(16, *map(len, scores))
    for name, score in sorted(scores.items()):
        print(f"{name:<{width}} {score}")


if __name__ == "__main__":
    main()
