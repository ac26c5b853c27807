"""Predicates at build time: their rows, their examples run and their citations checked."""
from __future__ import annotations

import json
import re
import traceback

from ingest.records import ERROR, WARNING, Problem
from kb.model import to_jsonable
from kb.rules.registry import Example, NotModeled, Predicate

SPACE = re.compile(r"\s+")


def fold(text: str) -> str:
    """Fold quotes and white space, so a quote is found whatever the apostrophes and line breaks."""
    return SPACE.sub(" ", text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')).strip()


def quoted(quote: str, text: str | None) -> bool:
    """Whether text says the quoted words (after folding)."""
    return text is not None and bool(quote.strip()) and fold(quote) in fold(text)


def run_example(pred: Predicate, example: Example) -> tuple[object, bool]:
    """Run one example: (actual result or error text, passed)."""
    try:
        actual = pred.run(example)
    except NotModeled as exc:
        return f"NotModeled: {exc}", False
    except Exception:  # an example that crashes is reported, never hidden
        return "error: " + traceback.format_exc(limit=2).strip().splitlines()[-1], False
    return actual, to_jsonable(actual) == to_jsonable(example.expected)


def example_citations(preds: dict[str, Predicate], en_texts: dict[str, str]) -> dict[tuple[str, str], str]:
    """(ruling id, predicate) -> why, for every ruling of en_texts an example cites: the curated links."""
    return {(example.ruling, pred.name): f"example {pred.name}#{i} cites this ruling"
            for pred in preds.values() for i, example in enumerate(pred.examples, start=1)
            if example.ruling in en_texts}


def predicate_rows(preds: dict[str, Predicate], en_texts: dict[str, str], rule_texts: dict[str, str],
                   newest: str | None) -> tuple[list[dict], list[dict], list[Problem]]:
    """Rows for predicates and their examples (each run now), and the problems found doing it.

    en_texts: EN ruling text by id; rule_texts: rule text by number in the newest CR edition.
    Every quote (of a rule a predicate cites, of the ruling or rule an example tests) must be found in
    that text, and every example must give its answer: otherwise the build reports an error.
    """
    problems: list[Problem] = []
    predicates, examples = [], []
    unresolved: list[str] = []
    for pred in preds.values():
        predicates.append({"name": pred.name, "mechanic": pred.mechanic, "doc": pred.doc,
                           "signature": pred.signature, "source_file": pred.source_file,
                           "source_line": pred.source_line, "cr_rules": json.dumps(list(pred.cr_rules)),
                           "cr_quotes": json.dumps(dict(pred.cr_quotes), ensure_ascii=False),
                           "examples_file": pred.examples_file, "usage": pred.usage})
        if newest:
            problems += _check_rule_quotes(pred, rule_texts, newest)
        for i, example in enumerate(pred.examples, start=1):
            actual, passed = run_example(pred, example)
            where = f"{example.where}: {pred.name}"
            if example.ruling is not None and example.ruling not in en_texts:
                unresolved.append(f"{pred.name}#{i}")
            elif example.ruling is not None and not quoted(example.quote, en_texts[example.ruling]):
                problems.append(Problem(None, ERROR, "example_quote_not_found",
                                        f"{where} quotes words ruling {example.ruling} does not say: {example.quote!r}"))
            elif newest and example.rule is not None:
                problems += _check_quote(where, example.rule, example.quote, rule_texts, newest)
            if not passed:
                problems.append(Problem(None, ERROR, "example_failed",
                                        f"{where} ({example.citation[:60]!r}) expected "
                                        f"{json.dumps(to_jsonable(example.expected))}, got {json.dumps(to_jsonable(actual), default=str)}"))
            ruling_id = example.ruling if example.ruling in en_texts else None
            examples.append({"id": f"{pred.name}#{i}", "predicate": pred.name, "ruling_id": ruling_id,
                             "rule_number": example.rule, "citation": example.quote, "note": example.note,
                             "input": json.dumps(to_jsonable({"args": example.args, "kwargs": example.kwargs or {}}),
                                                 ensure_ascii=False),
                             "expected": json.dumps(to_jsonable(example.expected), ensure_ascii=False),
                             "actual": json.dumps(to_jsonable(actual), ensure_ascii=False, default=str),
                             "passed": int(passed), "source": example.where, "cited_ruling": example.ruling})
    if unresolved:
        problems.append(Problem(None, WARNING, "example_citation_unresolved",
                                f"{len(unresolved)} examples cite a ruling this build does not hold (see "
                                f"examples.citation): {', '.join(unresolved[:8])}" + (" …" if len(unresolved) > 8 else "")))
    if newest is None:
        problems.append(Problem(None, WARNING, "cr_missing",
                                "no CR edition among the sources: predicates' CR citations were not checked"))
    return predicates, examples, problems


def _check_rule_quotes(pred: Predicate, rule_texts: dict[str, str], newest: str) -> list[Problem]:
    """Each rule a predicate cites must exist and say the words its mechanic's examples file quotes of it."""
    where = f"{pred.source_file}:{pred.source_line}: {pred.name}"
    problems = []
    for number, quote in pred.cr_quotes:
        if quote is None:
            problems.append(Problem(None, ERROR, "cr_quote_missing",
                                    f"{where} cites CR {number}, but {pred.examples_file} quotes no words of it "
                                    "(add them under \"cr\")"))
        else:
            problems += _check_quote(where, number, quote, rule_texts, newest)
    return problems


def _check_quote(where: str, number: str, quote: str, rule_texts: dict[str, str], newest: str) -> list[Problem]:
    """An error when CR number is not in the newest edition, or does not say the quoted words."""
    if number not in rule_texts:
        return [Problem(None, ERROR, "predicate_cites_unknown_rule",
                        f"{where} cites CR {number}, which is not in the {newest} edition")]
    if not quoted(quote, rule_texts[number]):
        return [Problem(None, ERROR, "cr_quote_not_found",
                        f"{where} quotes words CR {number} ({newest}) does not say: {quote!r}")]
    return []
