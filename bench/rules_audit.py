"""A fresh case audit of the rule predicates: cases written apart from the code and its examples, run once.

    python bench/rules_audit.py [--set bench/eval/rules_audit1.jsonl] [--verbose]

Each line of the set is one case: {"id", "predicate", "args", "kwargs"?, "expected", "cr", "why"}, inputs and answer
in the JSON the SQL functions take and give, or "expected": "NotModeled" for a case the author judged the CR leaves
to information the inputs cannot carry, or "expected": "ValueError" for inputs that name nothing the predicate knows
(a word that is no keyword). A case is right when the predicate gives the expected answer; a refusal
(NotModeled) where the case expects an answer counts wrong, as does an error. Prints the share right, each kind of
miss, and with --verbose every miss.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ingest.evaluation import read_jsonl  # noqa: E402
from kb.model import to_jsonable  # noqa: E402
from kb.rules.examples import ExamplesFileError, _example  # noqa: E402
from kb.rules.registry import NotModeled, all_predicates  # noqa: E402

DEFAULT = Path(__file__).resolve().parent / "eval" / "rules_audit1.jsonl"


def judge(case: dict, preds: dict) -> tuple[str, object]:
    """("right" | "wrong" | "refused" | "error" | "malformed", what the predicate gave)."""
    pred = preds.get(case.get("predicate"))
    if pred is None:
        return "malformed", f"no predicate {case.get('predicate')!r}"
    refuse = case.get("expected") == "NotModeled"
    invalid = case.get("expected") == "ValueError"
    entry = {"predicate": pred.name, "cr": str(case.get("cr") or "?"), "quote": case.get("why") or "?",
             "args": case.get("args", []), "kwargs": case.get("kwargs") or {},
             "expected": None if refuse or invalid else case.get("expected")}
    try:
        example, _ = _example(entry, {}, {pred.name: pred.func}, f"case {case.get('id')}")
    except ExamplesFileError as exc:  # an input the predicate's types refuse ('sideboard' for a Zone) is the ValueError
        return ("right" if invalid and isinstance(exc.__cause__, ValueError) else "malformed"), str(exc)
    try:
        actual = pred.run(example)
    except NotModeled as exc:
        return ("right" if refuse else "refused"), f"NotModeled: {exc}"
    except ValueError as exc:  # inputs naming nothing known: right when the case says so
        return ("right" if invalid else "error"), f"ValueError: {exc}"
    except Exception as exc:  # a crash is a wrong answer, reported
        return "error", f"{type(exc).__name__}: {exc}"
    if refuse or invalid:
        return "wrong", actual
    return ("right" if to_jsonable(actual) == to_jsonable(example.expected) else "wrong"), actual


def main() -> None:
    """Run the set and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", type=Path, default=DEFAULT)
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--triage", type=Path, help="a file reading each miss by hand (bench/eval/rules_audit1_triage.json)")
    parser.add_argument("--format-only", action="store_true",
                        help="only say which cases are malformed (for the author, who must not see the answers)")
    args = parser.parse_args()
    preds = all_predicates()
    cases = read_jsonl(args.set)
    outcome: Counter = Counter()
    for case in cases:
        kind, actual = judge(case, preds)
        if args.format_only:
            if kind == "malformed":
                print(f"malformed: {case.get('id')}: {actual}")
            outcome["malformed" if kind == "malformed" else "well-formed"] += 1
            continue
        outcome[kind] += 1
        if args.verbose and kind != "right":
            print(f"{kind}: {case.get('id')} {case.get('predicate')} (CR {case.get('cr')}): expected "
                  f"{json.dumps(case.get('expected'), ensure_ascii=False)}, got "
                  f"{json.dumps(to_jsonable(actual), ensure_ascii=False, default=str)[:300]}")
    if args.format_only:
        print(f"{outcome['well-formed']} well-formed, {outcome['malformed']} malformed")
        return
    judged = len(cases) - outcome["malformed"]
    print(f"{args.set.name}: {outcome['right']} of {judged} judged cases right ({outcome['right'] / max(judged, 1):.1%}); "
          f"wrong {outcome['wrong']}, refused {outcome['refused']}, errors {outcome['error']}, "
          f"malformed {outcome['malformed']}")
    if args.triage:
        read = json.loads(args.triage.read_text(encoding="utf-8"))
        same = {case_id for case_id in read.get("same_answer", {})}
        misses = [c["id"] for c in cases if judge(c, preds)[0] != "right"]
        meant = sum(1 for case_id in misses if case_id in same)
        left = [case_id for case_id in misses if case_id not in same]
        print(f"with the misses read by hand ({args.triage.name}): {outcome['right'] + meant} of {len(cases)} right or "
              f"the same answer in other words ({(outcome['right'] + meant) / len(cases):.1%}); left: {', '.join(left)}")


if __name__ == "__main__":
    main()
