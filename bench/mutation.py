"""Mutation testing of the game model and the rule predicates: run mutmut, then score and sort the survivors.

    python bench/mutation.py            # mutmut run (config in pyproject.toml [tool.mutmut]), then the report
    python bench/mutation.py --no-run   # the report of the last run

mutmut leaves decorated functions alone, and every predicate is registered by a decorator (`@predicate`), so the
predicates' own bodies would never be mutated. The run therefore works on a copy of the project (TREE) in which each
`@predicate(...)` is rewritten as the same call made just after the function's body (`predicate(...)(name)`): the
same registration, the same behaviour, and bodies mutmut can see.

A survivor is a mutant no test noticed. Some only reword or drop an error message (mutmut rewrites every
string, "XX…XX" or a change of case, or passes None): the report counts those apart, since the tests check
that the error is raised, not its exact wording. Every other survivor is listed with its diff for review.
"""
from __future__ import annotations

import argparse
import ast
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

ERROR_CONTEXT = re.compile(r"raise |Error\(|NotModeled\(")
DROPPED_MESSAGE = re.compile(r"raise \w+\(None\)")
STRING = re.compile(r"""(?:[rbfu]{0,2})("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')""")


ROOT = Path(__file__).resolve().parent.parent
TREE = Path(tempfile.gettempdir()) / "rulings-kb-mutation"  # the copy mutmut runs in (and --no-run reads)


def mutmut(*args: str) -> str:
    """Run mutmut in the copy and return its standard output."""
    return subprocess.run([sys.executable, "-m", "mutmut", *args], capture_output=True, text=True, cwd=TREE).stdout


def registered_after(source: str) -> str:
    """A module's source with each `@predicate(...)` decorator made a call after its function's body."""
    lines = source.splitlines(keepends=True)
    functions = [node for node in ast.parse(source).body if isinstance(node, ast.FunctionDef)
                 and len(node.decorator_list) == 1 and isinstance(call := node.decorator_list[0], ast.Call)
                 and isinstance(call.func, ast.Name) and call.func.id == "predicate"]
    for node in reversed(functions):  # bottom up, so the line numbers above stay true
        decorator = node.decorator_list[0]
        lines.insert(node.end_lineno, f"{ast.get_source_segment(source, decorator)}({node.name})\n")
        del lines[decorator.lineno - 1:node.lineno - 1]
    return "".join(lines)


def prepare_tree() -> None:
    """Copy the project's tracked files to TREE, the predicates registered after their bodies."""
    shutil.rmtree(TREE, ignore_errors=True)
    tracked = subprocess.run(["git", "ls-files"], capture_output=True, text=True, cwd=ROOT, check=True).stdout
    for name in tracked.splitlines():
        target = TREE / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if (ROOT / name).exists():
            shutil.copy2(ROOT / name, target)
    for path in (TREE / "kb" / "rules").glob("*.py"):
        path.write_text(registered_after(path.read_text(encoding="utf-8")), encoding="utf-8")


def statuses() -> dict[str, str]:
    """Every mutant of the last run with its status (killed, survived, no tests, timeout, …)."""
    found = {}
    for line in mutmut("results", "--all", "true").splitlines():
        name, _, status = line.strip().rpartition(": ")
        if name:
            found[name] = status
    return found


def rewords_a_message(diff: str) -> bool:
    """Whether a mutant only changes (or drops) the message of an error being raised: the error stays."""
    removed = [l[1:] for l in diff.splitlines() if l.startswith("-") and not l.startswith("---")]
    added = [l[1:] for l in diff.splitlines() if l.startswith("+") and not l.startswith("+++")]
    if not removed or not added:
        return False
    if all(DROPPED_MESSAGE.search(a) for a in added) and all("raise " in r for r in removed[:1]):
        return True  # raise ValueError(f"...") -> raise ValueError(None)
    if len(removed) != len(added):
        return False
    same_code = all(STRING.sub('""', a) == STRING.sub('""', b) for a, b in zip(removed, added))
    return same_code and bool(ERROR_CONTEXT.search(diff))


def module(name: str) -> str:
    """kb.rules.cost.x_total_cost__mutmut_3 -> kb.rules.cost."""
    return re.split(r"\.x[_ǁ]", name, maxsplit=1)[0]


def main() -> None:
    """Run (unless --no-run), then print the score per module and every survivor that is not a rewording."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-run", action="store_true", help="report on the last run only")
    parser.add_argument("--children", default="2", help="parallel mutmut workers")
    args = parser.parse_args()
    if not args.no_run:
        prepare_tree()
        subprocess.run([sys.executable, "-m", "mutmut", "run", "--max-children", args.children], check=False, cwd=TREE)
    found = statuses()
    if not found:
        sys.exit("no mutmut results: run without --no-run first")
    per_module: dict[str, Counter] = defaultdict(Counter)
    survivors = []
    for name, status in found.items():
        kind = status
        if status == "survived":
            diff = mutmut("show", name)
            kind = "reworded message" if rewords_a_message(diff) else "survived"
            if kind == "survived":
                survivors.append((name, diff))
        per_module[module(name)][kind] += 1
    print(f"{'module':<24} {'mutants':>8} {'killed':>7} {'reworded':>9} {'survived':>9} {'no tests':>9} {'score':>7}")
    totals = Counter()
    for name, counts in sorted(per_module.items()):
        totals.update(counts)
        print(_row(name, counts))
    print(_row("all", totals))
    print(f"\nSurvivors that change behaviour ({len(survivors)}):")
    for name, diff in survivors:
        print(f"\n== {name}\n" + "\n".join(l for l in diff.splitlines() if l.startswith(("+", "-", "@@"))))


def _row(name: str, counts: Counter) -> str:
    """One line of the table: the score is killed / (mutants that change behaviour and have tests)."""
    mutants = sum(counts.values())
    killed = counts["killed"] + counts["timeout"]
    judged = mutants - counts["reworded message"] - counts["no tests"]
    score = f"{killed / judged:.1%}" if judged else "-"
    return (f"{name:<24} {mutants:>8} {killed:>7} {counts['reworded message']:>9} {counts['survived']:>9} "
            f"{counts['no tests']:>9} {score:>7}")


if __name__ == "__main__":
    main()
