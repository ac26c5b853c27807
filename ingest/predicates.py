"""Predicates at build time: their rows, their examples run and their citations checked."""
from __future__ import annotations

import bisect
import itertools
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


class CitationIndex:
    """Every EN ruling text folded once, joined, so each quote is one fast substring search."""

    def __init__(self, en_texts: dict[str, str]) -> None:
        """Index id -> EN text."""
        self.ids = list(en_texts)
        folded = [_fold(text) for text in en_texts.values()]
        self.starts = list(itertools.accumulate((len(t) + 1 for t in folded), initial=0))
        self.joined = "\x00".join(folded)

    def ruling_of(self, quote: str) -> str | None:
        """The id of the one ruling whose text contains quote, or None (no ruling, or several)."""
        at = self.joined.find(quote)
        if at < 0 or not quote:
            return None
        i = bisect.bisect_right(self.starts, at) - 1
        again = self.joined.find(quote, at + 1)
        while again >= 0 and again < self.starts[i + 1]:  # a second place in the same ruling is still one ruling
            again = self.joined.find(quote, again + 1)
        return self.ids[i] if again < 0 else None


def resolve_citation(cite: str, index: CitationIndex) -> Citation:
    """A quote of one EN ruling -> its id; "CR 309.6" -> the rule; anything else -> neither."""
    if m := CR_CITATION.match(cite.strip()):
        return Citation(None, m["number"])
    return Citation(index.ruling_of(_fold(cite)), None)


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
    citations = CitationIndex(en_texts)
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
            cite = resolve_citation(example.ruling, citations)
            actual, passed = run_example(pred, example)
            where = f"{pred.source_file}:{pred.source_line}: {pred.name} example {i}"
            if cite.ruling_id is None and cite.rule_number is None:
                unresolved.append(f"{pred.name}#{i}")
            elif newest and cite.rule_number and cite.rule_number not in rule_numbers:
                problems.append(Problem(None, ERROR, "predicate_cites_unknown_rule",
                                        f"{where} cites CR {cite.rule_number}, not in the {newest} edition"))
            if not passed:
                problems.append(Problem(None, ERROR, "example_failed",
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
