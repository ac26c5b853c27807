"""Every registered predicate's worked examples: they run, survive JSON, and quote what the sources say.

Seed rulings and CR rules come from the shipped build (the session fixture `db`), so the quotes are
checked against what the parsers read, not against a second parse of the files.
"""
import json
import re
import tarfile
from collections import Counter

import pytest
from conftest import MTGJSON_ARCHIVE

from ingest.predicates import quoted
from ingest.rulings import DEFAULT_SOURCE, ruling_id
from kb.model import to_jsonable
from kb.rules.examples import ExamplesFileError, load_examples
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
def newest_rules(db) -> dict[str, str]:
    """Rule texts of the newest shipped CR edition, by number."""
    rows = db.execute("SELECT number, text FROM rules WHERE cr_version = (SELECT max(cr_version) FROM cr_editions)")
    texts = dict(rows.fetchall())
    assert texts, "no CR edition in the build"
    return texts


@pytest.mark.parametrize("pred, example", EXAMPLES)
def test_example_gives_expected(pred, example):
    assert to_jsonable(pred.run(example)) == to_jsonable(example.expected)


@pytest.mark.parametrize("pred", BY_PREDICATE)
def test_examples_survive_json(pred, tmp_file):
    """Each example's input as stored in the examples table, read back by the predicate's type hints, gives the same
    answer (one test a predicate: four hundred examples would be four hundred tests' overhead)."""
    for example in pred.examples:
        stored = json.loads(json.dumps(to_jsonable({"args": list(example.args), "kwargs": example.kwargs or {}})))
        entry = {"predicate": pred.name, "ruling": "r0", "quote": "q", "args": stored["args"],
                 "kwargs": stored["kwargs"], "expected": to_jsonable(example.expected)}
        again = load_from(tmp_file({"mechanic": pred.mechanic, "examples": [entry]}), pred)
        assert to_jsonable(pred.run(again)) == to_jsonable(example.expected), example.where


@pytest.mark.parametrize("pred", BY_PREDICATE)
def test_examples_quote_what_they_cite(pred, en_rulings, newest_rules):
    """A ruling example quotes words of that ruling; a CR example words of that rule (the build checks the same). A
    ruling the shipped build does not hold is a real ruling of the shared sets: the slow
    test_real_rulings_say_what_examples_quote finds it in the MTGJSON archive."""
    for example in pred.examples:
        assert (example.ruling is None) != (example.rule is None), example.where
        if example.ruling is not None:
            assert len(example.quote) >= 20, f"{example.where}: too short to say what is tested: {example.quote!r}"
            if example.ruling in en_rulings:
                assert quoted(example.quote, en_rulings[example.ruling]), (example.where, example.quote)
        else:
            assert quoted(example.quote, newest_rules.get(example.rule)), (example.where, example.rule, example.quote)


@pytest.mark.parametrize("pred", BY_PREDICATE)
def test_predicate_has_examples(pred):
    assert pred.examples, f"{pred.name} has no worked example"


@pytest.mark.parametrize("pred", BY_PREDICATE)
def test_predicate_quotes_each_rule_it_cites(pred, newest_rules):
    assert pred.examples_file.startswith("kb/rules/") and pred.examples_file.endswith(".examples.json")
    for number, quote in pred.cr_quotes:
        assert quote, f"{pred.examples_file} quotes nothing of CR {number}, which {pred.name} cites"
        assert quoted(quote, newest_rules.get(number)), (pred.name, number, quote)


@pytest.mark.parametrize("pred", BY_PREDICATE)
def test_no_example_only_repeats_another(pred):
    """Two examples of one predicate with the same inputs test nothing new: one exists only to cite."""
    inputs = Counter(json.dumps(to_jsonable([e.args, e.kwargs or {}]), sort_keys=True) for e in pred.examples)
    assert [i for i, n in inputs.items() if n > 1] == []


def test_every_seed_ruling_is_cited(en_rulings):
    assert len(en_rulings) == SEED_RULINGS
    uncited = set(en_rulings) - {e.ruling for p in PREDICATES for e in p.examples}
    assert not uncited, [en_rulings[rid] for rid in sorted(uncited)]


def test_every_cr_rule_quoted_on_the_japanese_page_is_cited(db):
    on_page = {number for (number,) in db.execute(
        "SELECT e.ref FROM cr_excerpts e JOIN documents d ON d.id = e.document_id"
        " WHERE e.kind = 'rule' AND d.path GLOB ?", (JA_PAGE,))}
    assert len(on_page) == JA_PAGE_EXCERPTS
    cited = {e.rule for p in PREDICATES for e in p.examples} | {n for p in PREDICATES for n in p.cr_rules}
    assert on_page <= cited, sorted(on_page - cited)


@pytest.fixture
def tmp_file(tmp_path):
    """data -> a JSON file of it in the test's own temporary folder (pytest removes old ones: a folder of
    tempfile.mkdtemp() per example was left behind by every run, 278,000 under mutation testing)."""
    made = iter(range(10**6))

    def write(data: dict):
        path = tmp_path / f"x{next(made)}.examples.json"
        path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        return path
    return write


def load_from(path, pred):
    """The one example of pred in the examples file at path."""
    return load_examples(pred.mechanic, {pred.name: pred.func}, path).examples[pred.name][0]


PARTY = next(p for p in PREDICATES if p.name == "party_size")


@pytest.mark.parametrize("entry, says", [
    ({"predicate": "nope", "cr": "700.8", "quote": "q", "args": [[]], "expected": 0}, "no predicate 'nope'"),
    ({"predicate": "party_size", "cr": "700.8", "ruling": "r1", "quote": "q", "args": [[]], "expected": 0},
     "cite exactly one"),
    ({"predicate": "party_size", "quote": "q", "args": [[]], "expected": 0}, "cite exactly one"),
    ({"predicate": "party_size", "cr": "700.8", "quote": " ", "args": [[]], "expected": 0}, "quote"),
    ({"predicate": "party_size", "cr": "700.8", "quote": "q", "args": [{"$": "board"}], "expected": 0},
     "no object 'board'"),
    ({"predicate": "party_size", "cr": "700.8", "quote": "q", "args": [[]], "expected": 0, "rulng": "x"},
     "unknown key(s) ['rulng']"),
    ({"predicate": "party_size", "cr": "700.8", "quote": "q", "args": [[{"card": {}}]], "expected": 0},
     "party_size"),
])
def test_malformed_example_is_refused_naming_file_and_entry(entry, says, tmp_file):
    path = tmp_file({"mechanic": "party", "examples": [entry]})
    with pytest.raises(ExamplesFileError) as caught:
        load_from(path, PARTY)
    assert str(caught.value).startswith(f"{path} example 1") and says in str(caught.value)


@pytest.mark.parametrize("cues, says", [
    ({"nope": ["x"]}, "names no predicate of party"),
    ({"party_size": ["(unclosed"]}, "no regular expression"),
    ({"party_size": [r"\bleft (?:\w+[- ]?)*ability"]}, "exponential time"),  # hours on one long ruling, measured
    ({"party_size": [r"(a+)+b"]}, "exponential time"),
])
def test_a_cue_that_is_no_safe_pattern_is_refused(cues, says, tmp_file):
    """Cues run on every ruling the build links: one that backtracks without bound would hang the build."""
    path = tmp_file({"mechanic": "party", "cues": cues, "examples": []})
    with pytest.raises(ExamplesFileError, match=re.escape(says)):
        load_examples("party", {PARTY.name: PARTY.func}, path)


def test_cues_take_linear_time_on_hostile_text():
    """Every cue of the shipped files on 200 KB of text built to make a regex backtrack: each finishes its search
    (the structural check refuses nested repeats; this runs them all once, as the build would)."""
    text = "the creature that left the battlefield before its ability " * 3400 + "!"
    for pred in PREDICATES:
        for cue in pred.cues:
            re.search(cue, text, re.IGNORECASE)  # completes: a catastrophic pattern would not, and the test would hang
    assert sum(len(p.cues) for p in PREDICATES) > 100


def test_shared_objects_are_substituted(tmp_file):
    path = tmp_file({"mechanic": "party", "objects": {"two": ["Creature — Human Cleric", {"$": "rogue"}],
                                                      "rogue": "Creature — Elf Rogue"},
                     "examples": [{"predicate": "party_size", "cr": "700.8", "quote": "q", "args": [{"$": "two"}],
                                   "expected": 2}]})
    example = load_from(path, PARTY)
    assert example.args == (["Creature — Human Cleric", "Creature — Elf Rogue"],)
    assert PARTY.run(example) == 2


@pytest.mark.parametrize("mechanic", sorted({p.mechanic for p in PREDICATES}))
def test_each_examples_file_read_again_gives_what_the_registry_holds(mechanic):
    """Reading a mechanic's file now (not at import) gives the same examples, quotes and file as the registry."""
    preds = {p.name: p for p in PREDICATES if p.mechanic == mechanic}
    data = load_examples(mechanic, {name: p.func for name, p in preds.items()})
    assert data.examples == {name: p.examples for name, p in preds.items() if p.examples}
    assert data.where == f"kb/rules/{mechanic}.examples.json"
    for p in preds.values():
        assert p.examples_file == data.where
        assert p.cr_quotes == tuple((n, data.cr_quotes[n]) for n in p.cr_rules)
    assert all(e.where.startswith(f"{data.where} example ") for e in sum(data.examples.values(), ()))


def test_attaching_the_examples_again_changes_nothing(monkeypatch):
    from kb.rules import registry

    before = dict(registry.REGISTRY)
    monkeypatch.setattr(registry, "_with_examples", set())
    assert registry.all_predicates() == dict(sorted(before.items()))
    assert registry._with_examples == {p.mechanic for p in before.values()}


def test_the_decorator_registers_name_mechanic_doc_and_rules(monkeypatch):
    from kb.rules import registry

    monkeypatch.setattr(registry, "REGISTRY", {})

    @registry.predicate("party", cr=["700.8"])
    def counted(n: int) -> int:
        """Echo n.

        More lines are not the summary."""
        return n

    assert registry.REGISTRY == {"counted": registry.Predicate("counted", "party", "Echo n.", ("700.8",), counted,
                                                              usage="More lines are not the summary.")}
    with pytest.raises(ValueError, match="registered twice"):
        registry.predicate("party", cr=[])(counted)
    with pytest.raises(ValueError, match="unknown mechanic 'partie'"):
        registry.predicate("partie", cr=[])
    with pytest.raises(ValueError, match="one-line docstring"):
        registry.predicate("party", cr=[])(lambda: None)


@pytest.mark.slow
def test_real_rulings_say_what_examples_quote(en_rulings):
    """Each ruling an example cites that the shipped build does not hold is a real ruling of the shared MTGJSON archive,
    under that id, and says the words the example quotes (ids as the build makes them: date, source "wotc", text)."""
    archive = MTGJSON_ARCHIVE
    if not archive.exists():
        pytest.skip(f"no MTGJSON archive at {archive}")
    texts: dict[str, str] = {}
    with tarfile.open(archive) as tar:
        for member in tar:
            if member.isfile() and member.name.endswith(".json"):
                data = json.load(tar.extractfile(member)).get("data", {})
                for card in data.get("cards", []):
                    for ruling in card.get("rulings") or ():
                        texts.setdefault(ruling_id(ruling["date"], DEFAULT_SOURCE, ruling["text"]), ruling["text"])
    cited = [(p.name, ex) for p in PREDICATES for ex in p.examples if ex.ruling and ex.ruling not in en_rulings]
    assert len(cited) > 40
    for name, ex in cited:
        assert ex.ruling in texts, f"{name}: ruling {ex.ruling} is not in {archive.name}"
        assert quoted(ex.quote, texts[ex.ruling]), (name, ex.ruling, ex.quote)
