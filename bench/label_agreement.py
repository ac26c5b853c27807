"""How two labellers of one sample agree, and the linker scored against each, against either and against both.

A linker scored against one labeller cannot be more precise than another labeller would be: where two people
labelled the same real rulings apart, what one found the other did not is the ceiling of that measure. Both files
must hold the same rulings in the same order (the linker_topics_reportN.json format, bench/eval/README.md).

    python bench/label_agreement.py A.json B.json [--db kb.db] [--verbose]

With --db the linker is scored four ways: against A, against B, against either (a link is right when either
labeller gave it, an item decided when it links a predicate either gave) and against both (only the labels both
gave count).
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from linker_eval import evaluate  # noqa: E402

from ingest.evaluation import Agreement  # noqa: E402

PREDICATES = "rulings linked to a predicate that decides them"


def read_pair(a: Path, b: Path) -> tuple[list[dict], list[dict]]:
    """The two labelled files, checked to hold the same rulings in the same order."""
    first, second = (json.loads(p.read_text(encoding="utf-8")) for p in (a, b))
    ids = [[item.get("ruling_id") or item["comment"] for item in items] for items in (first, second)]
    if ids[0] != ids[1]:
        at = next((i for i, (x, y) in enumerate(zip(*ids)) if x != y), min(map(len, ids)))
        raise ValueError(f"{a} and {b} do not label the same rulings in the same order (first difference: item {at})")
    return first, second


def agreement(first: list[dict], second: list[dict], verbose: bool = False) -> Agreement:
    """The two labellers' agreement on each item's predicates."""
    found = Agreement()
    for number, (x, y) in enumerate(zip(first, second), start=1):
        a, b = set(x["labels"]["predicates"]), set(y["labels"]["predicates"])
        found.add(a, b)
        if verbose and a != b:
            print(f"{number} ({x.get('card', '?')}): A {sorted(a)}, B {sorted(b)}")
    return found


def merged(first: list[dict], second: list[dict], how: str) -> list[dict]:
    """The items labelled with the predicates (and topics) either labeller gave ("either") or both gave ("both")."""
    combine = set.union if how == "either" else set.intersection
    out = []
    for x, y in zip(first, second):
        labels = {key: sorted(combine(set(x["labels"][key]), set(y["labels"][key])))
                  for key in ("mechanics", "predicates")}
        out.append({**x, "labels": labels})
    return out


def main() -> None:
    """Print the agreement, then (with --db) the linker's four scores."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("a", type=Path)
    parser.add_argument("b", type=Path)
    parser.add_argument("--db", type=Path, help="a built kb.db: the linker scored against A, B, either and both")
    parser.add_argument("--verbose", action="store_true", help="list every item the labellers labelled apart")
    args = parser.parse_args()
    first, second = read_pair(args.a, args.b)
    print(f"labellers: A {args.a.name}, B {args.b.name}")
    print(f"agreement: {agreement(first, second, args.verbose)}")
    if args.db is None:
        return
    with tempfile.TemporaryDirectory() as folder:
        sets = {"A": args.a, "B": args.b}
        for how in ("either", "both"):
            sets[how] = Path(folder) / f"{how}.json"
            sets[how].write_text(json.dumps(merged(first, second, how), ensure_ascii=False), encoding="utf-8")
        for name, path in sets.items():
            scores = evaluate(args.db, path)
            print(f"linker against {name:6s}: predicates {scores['predicates']}; decided {scores[PREDICATES]}")


if __name__ == "__main__":
    main()
