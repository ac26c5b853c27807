"""Predicates at build time: their rows, their examples run and their citations checked."""
from __future__ import annotations

import json
import re
import traceback
from dataclasses import dataclass

from ingest.records import ERROR, WARNING, Problem
from kb.model import to_jsonable
from kb.rules.registry import Example, NotModeled, Predicate, all_predicates

CR_CITATION = re.compile(r"^CR\s+(?P<number>\d{3}(?:\.\d+[a-z]?)?)$")
SPACE = re.compile(r"\s+")


def _fold(text: str) -> str:
    """Fold quotes and white space so a citation matches the ruling whatever its apostrophes."""
    return SPACE.sub(" ", text.replace("’", "'").replace("“", '"').replace("”", '"')).strip()


@dataclass
class Citation:
    """What an example's `ruling` citation resolved to: a ruling id, a CR rule number, or nothing."""

    ruling_id: str | None
    rule_number: str | None


def resolve_citation(cite: str, en_texts: dict[str, str]) -> Citation:
    """A quote of one EN ruling -> its id; "CR 309.6" -> the rule; anything else -> neither."""
    if m := CR_CITATION.match(cite.strip()):
        return Citation(None, m["number"])
    quote = _fold(cite)
    hits = [rid for rid, text in en_texts.items() if quote in _fold(text)]
    return Citation(hits[0] if len(hits) == 1 else None, None)


def run_example(pred: Predicate, example: Example) -> tuple[object, bool]:
    """Run one example: (actual result or error text, passed)."""
    try:
        actual = pred.run(example)
    except NotModeled as exc:
        return f"NotModeled: {exc}", False
    except Exception:  # an example that crashes is reported, never hidden
        return "error: " + traceback.format_exc(limit=2).strip().splitlines()[-1], False
    return actual, to_jsonable(actual) == to_jsonable(example.expected)


def predicate_rows(en_texts: dict[str, str], rule_numbers: set[str], newest: str | None):
    """Rows for predicates, examples and curated ruling links, and the problems found doing it."""
    preds = all_predicates()
    problems: list[Problem] = []
    predicates, examples, links = [], [], {}
    unresolved: list[str] = []
    for pred in preds.values():
        predicates.append({"name": pred.name, "mechanic": pred.mechanic, "doc": pred.doc,
                           "signature": pred.signature, "source_file": pred.source_file,
                           "source_line": pred.source_line, "cr_rules": json.dumps(list(pred.cr_rules))})
        for number in pred.cr_rules:
            if newest and number not in rule_numbers:
                problems.append(Problem(None, ERROR, "predicate_cites_unknown_rule",
                                        f"{pred.source_file}:{pred.source_line}: {pred.name} cites CR {number}, "
                                        f"which is not in the {newest} edition"))
        for i, example in enumerate(pred.examples, start=1):
            cite = resolve_citation(example.ruling, en_texts)
            actual, passed = run_example(pred, example)
            where = f"{pred.source_file}:{pred.source_line}: {pred.name} example {i}"
            if cite.ruling_id is None and cite.rule_number is None:
                unresolved.append(f"{pred.name}#{i}")
            elif newest and cite.rule_number and cite.rule_number not in rule_numbers:
                problems.append(Problem(None, ERROR, "predicate_cites_unknown_rule",
                                        f"{where} cites CR {cite.rule_number}, not in the {newest} edition"))
            if not passed:
                problems.append(Problem(None, WARNING, "example_failed",
                                        f"{where} (ruling {cite.ruling_id or example.ruling[:40]!r}) expected "
                                        f"{json.dumps(to_jsonable(example.expected))}, got {json.dumps(to_jsonable(actual), default=str)}"))
            examples.append({"id": f"{pred.name}#{i}", "predicate": pred.name, "ruling_id": cite.ruling_id,
                             "rule_number": cite.rule_number, "citation": example.ruling, "note": example.note,
                             "input": json.dumps(to_jsonable({"args": example.args, "kwargs": example.kwargs or {}}),
                                                 ensure_ascii=False),
                             "expected": json.dumps(to_jsonable(example.expected), ensure_ascii=False),
                             "actual": json.dumps(to_jsonable(actual), ensure_ascii=False, default=str),
                             "passed": int(passed)})
            if cite.ruling_id:
                links[(cite.ruling_id, pred.name)] = f"example {pred.name}#{i} cites this ruling"
    if unresolved:
        problems.append(Problem(None, WARNING, "example_citation_unresolved",
                                f"{len(unresolved)} examples cite a ruling that matches no single EN ruling of this "
                                f"build (see examples.citation): {', '.join(unresolved[:8])}"
                                + (" …" if len(unresolved) > 8 else "")))
    if newest is None:
        problems.append(Problem(None, WARNING, "cr_missing",
                                "no CR edition among the sources: predicates' CR citations were not checked"))
    return preds, predicates, examples, links, problems
