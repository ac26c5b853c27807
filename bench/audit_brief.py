"""Write the brief of a fresh rules audit: what its auditor reads of the predicates, and nothing of their code.

    python bench/audit_brief.py --out /tmp/audit28 name [name …]
    python bench/audit_brief.py --out /tmp/audit28 --draw 20 --seed 1210 [--plain]   # 20 predicates at random

Writes OUT/preds_sigs.md (each predicate's signature, the CR rules it cites, its docstring: the words each argument
takes and the keys of its answer), OUT/forms.md (the source of every model type reachable from those signatures,
arguments and answers, types inside types too: the game-object model's dataclasses, not the predicates) and OUT/cr.txt
(the newest Comprehensive Rules in data/cr). The auditor writes cases in bench/rules_audit.py's format from these,
the CR and the real set files (bench/eval/README.md). --plain draws only predicates whose inputs are plain JSON values.
Briefs written by hand twice left out a type (VentureState, rules_audit24; AdventureExit, Characteristics and
DungeonRoom, rules_audit25c), and 21 cases could not be judged as they came: this walk finds every one.
"""
from __future__ import annotations

import argparse
import dataclasses
import enum
import inspect
import random
import sys
import typing
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from label_packet import copy_newest_cr  # noqa: E402
from kb.model import type_hints  # noqa: E402
from kb.rules.registry import Predicate, all_predicates  # noqa: E402



def model_types(hint: object, found: dict[str, type] | None = None) -> dict[str, type]:
    """The project's dataclasses and enums a type hint reaches, by qualified name, the fields of each walked too."""
    found = {} if found is None else found
    if isinstance(hint, type) and hint.__module__.split(".")[0] == "kb" and (
            dataclasses.is_dataclass(hint) or issubclass(hint, enum.Enum)):
        name = f"{hint.__module__}.{hint.__qualname__}"
        if name not in found:
            found[name] = hint
            if dataclasses.is_dataclass(hint):
                for field_hint in type_hints(hint).values():
                    model_types(field_hint, found)
    for arg in typing.get_args(hint):
        if arg is not Ellipsis and not isinstance(arg, str):
            model_types(arg, found)
    return found


def is_plain(pred: Predicate) -> bool:
    """Whether every argument of a predicate is a plain JSON value (no model type)."""
    return not any(model_types(h) for name, h in type_hints(pred.func).items() if name != "return")


def signatures_md(preds: list[Predicate]) -> str:
    """preds_sigs.md: each predicate's signature, the rules it cites and its docstring."""
    parts = [f"# The {len(preds)} predicates under audit\n",
             "Each is called with JSON arguments; a model type is a JSON object of its fields (forms.md). A value a "
             "docstring doesn't list may be refused (ValueError) or answered as the CR says.\n"]
    for p in preds:
        parts.append(f"## {p.name} (topic `{p.mechanic}`)\n\nCR rules it cites: {', '.join(p.cr_rules)}\n\n"
                     f"```python\ndef {p.name}{p.signature}\n```\n\n{p.doc}\n")
        if p.usage:
            parts.append(p.usage.replace("\n", "\n\n") + "\n")
    return "\n".join(parts)


def forms_md(preds: list[Predicate]) -> str:
    """forms.md: the source of every model type the predicates' arguments and answers reach."""
    found: dict[str, type] = {}
    for p in preds:
        for hint in type_hints(p.func).values():
            model_types(hint, found)
    parts = ["# The model types, and their JSON forms\n",
             "A dataclass is a JSON object of its fields (a field left out takes its default), a tuple or frozenset a "
             "JSON list, an enum its value. Card, ObjectState and GameObject read their own JSON (from_json below); a "
             "Card may also be a Scryfall card object.\n"]
    for name in sorted(found):
        parts.append(f"## {name}\n\n```python\n{inspect.getsource(found[name])}```\n")
    return "\n".join(parts)


def main() -> None:
    """Write the brief of the predicates named or drawn."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="the predicates under audit")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--draw", type=int, help="draw this many predicates at random instead of naming them")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--plain", action="store_true", help="with --draw: only predicates with plain JSON inputs")
    args = parser.parse_args()
    registry = all_predicates()
    unknown = [n for n in args.names if n not in registry]
    if unknown or bool(args.names) == bool(args.draw):
        parser.error(f"name predicates or --draw N, not both ({', '.join(unknown) or 'no predicate'} unknown)")
    if args.draw:
        pool = sorted(n for n, p in registry.items() if is_plain(p) or not args.plain)
        names = sorted(random.Random(args.seed).sample(pool, args.draw))
    else:
        names = args.names
    preds = [registry[n] for n in names]
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "preds_sigs.md").write_text(signatures_md(preds), encoding="utf-8")
    (args.out / "forms.md").write_text(forms_md(preds), encoding="utf-8")
    copy_newest_cr(args.out)
    print(f"{args.out}: {len(preds)} predicates ({', '.join(names)})")


if __name__ == "__main__":
    main()
