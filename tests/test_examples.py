"""Every registered predicate's worked examples: they run, survive JSON, and cite what the sources hold.

Seed rulings and CR rule numbers come from the shipped build (the session fixture `db`), so the
citations are checked against what the parsers read, not against a second parse of the files.
"""
import inspect
import json
import typing

import pytest

from ingest.predicates import CitationIndex, resolve_citation
from kb.model import from_jsonable, to_jsonable
from kb.rules.registry import all_predicates

PREDICATES = list(all_predicates().values())
EXAMPLES = [pytest.param(p, ex, id=f"{p.name}#{i}") for p in PREDICATES for i, ex in enumerate(p.examples, start=1)]
BY_PREDICATE = [pytest.param(p, id=p.name) for p in PREDICATES]

SEED_RULINGS = 57  # EN rulings on the seed pages
JA_PAGE = "data/sources/seeds/001_*.txt"  # the Japanese dungeon page quoting CR 309
JA_PAGE_EXCERPTS = 16


@pytest.fixture(scope="module")
def en_rulings(db) -> dict[str, str]:
    """EN ruling texts of the build, by ruling id."""
    return dict(db.execute("SELECT ruling_id, text FROM ruling_texts WHERE lang = 'en'").fetchall())


@pytest.fixture(scope="module")
def newest_rules(db) -> set[str]:
    """The rule numbers of the newest shipped CR edition."""
    rows = db.execute("SELECT number FROM rules WHERE cr_version = (SELECT max(cr_version) FROM cr_editions)")
    numbers = {number for (number,) in rows}
    assert numbers, "no CR edition in the build"
    return numbers


@pytest.fixture(scope="module")
def citations(en_rulings):
    """What every example's citation resolves to."""
    return [resolve_citation(ex.ruling, CitationIndex(en_rulings)) for p in PREDICATES for ex in p.examples]


@pytest.mark.parametrize("pred, example", EXAMPLES)
def test_example_gives_expected(pred, example):
    assert pred.run(example) == example.expected


@pytest.mark.parametrize("pred, example", EXAMPLES)
def test_example_survives_json(pred, example):
    """Inputs written as JSON and read back with the predicate's type hints give the same inputs and result."""
    hints = typing.get_type_hints(pred.func)
    names = list(inspect.signature(pred.func).parameters)
    data = json.loads(json.dumps(to_jsonable({"args": list(example.args), "kwargs": example.kwargs or {}})))
    args = [from_jsonable(hints[names[i]], v) for i, v in enumerate(data["args"])]
    kwargs = {k: from_jsonable(hints[k], v) for k, v in data["kwargs"].items()}
    assert to_jsonable({"args": args, "kwargs": kwargs}) == data
    assert to_jsonable(pred.func(*args, **kwargs)) == to_jsonable(example.expected)


@pytest.mark.parametrize("pred", BY_PREDICATE)
def test_predicate_has_examples(pred):
    assert pred.examples, f"{pred.name} has no worked example"


@pytest.mark.parametrize("pred", BY_PREDICATE)
def test_predicate_cr_rules_exist(pred, newest_rules):
    assert set(pred.cr_rules) <= newest_rules, sorted(set(pred.cr_rules) - newest_rules)


@pytest.mark.parametrize("pred, example", EXAMPLES)
def test_example_citation_resolves(pred, example, en_rulings, newest_rules):
    cite = resolve_citation(example.ruling, CitationIndex(en_rulings))
    if example.ruling.startswith("CR "):
        assert cite.rule_number in newest_rules, example.ruling
    else:
        assert len(example.ruling) >= 30, f"too short to be a distinctive quote: {example.ruling!r}"
        assert cite.ruling_id is not None, f"matches no single EN seed ruling: {example.ruling!r}"


def test_every_seed_ruling_is_cited(en_rulings, citations):
    assert len(en_rulings) == SEED_RULINGS
    uncited = set(en_rulings) - {c.ruling_id for c in citations}
    assert not uncited, [en_rulings[rid] for rid in sorted(uncited)]


def test_every_cr_rule_quoted_on_the_japanese_page_is_cited(db, citations):
    quoted = {number for (number,) in db.execute(
        "SELECT e.ref FROM cr_excerpts e JOIN documents d ON d.id = e.document_id"
        " WHERE e.kind = 'rule' AND d.path GLOB ?", (JA_PAGE,))}
    assert len(quoted) == JA_PAGE_EXCERPTS
    cited = {c.rule_number for c in citations} | {n for p in PREDICATES for n in p.cr_rules}
    assert quoted <= cited, sorted(quoted - cited)
