"""Every field of real bulk records turned into every JSON type (Hypothesis): the build never fails; a problem,
if any, names the record that was changed; every other record's rulings are built."""
from __future__ import annotations

import copy
import os
import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ingest.build import build
from conftest import MTGJSON_SETS

ROOT = Path(__file__).resolve().parents[1]
STX = MTGJSON_SETS / "STX.json"
SCRYFALL_CARDS = ROOT / "data" / "sources" / "cards" / "seed-cards.scryfall.json"
pytestmark = [pytest.mark.slow,  # a build per example: run by .ci/run as its second step (-m slow)
              pytest.mark.skipif(not STX.exists(), reason="../shared/data/mtgjson is not here")]
SETTINGS = settings(max_examples=int(os.environ.get("RULINGS_KB_EXAMPLES", "20")), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
TYPOGRAPHY = str.maketrans({"’": "'", "“": '"', "”": '"', "—": "-"})
ANY_JSON = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70), st.floats(allow_nan=False),
                     st.text(max_size=30), st.lists(st.integers(), max_size=3),
                     st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
                     st.just("x" * 100_000), st.just([[[[[]]]]]))


def real_set_records() -> list[dict]:
    """Seven real STX entries: single-faced cards with rulings and French/Japanese data, the two faces of a
    modal double-faced card, and two without rulings."""
    cards = json.loads(STX.read_text(encoding="utf-8"))["data"]["cards"]
    chosen = [c for c in cards if c.get("rulings") and c.get("foreignData") and not c.get("faceName")][:3]
    chosen += [c for c in cards if c.get("faceName") == "Wandering Archaic" or
               c.get("faceName") == "Explore the Vastlands"][:2]
    chosen += [c for c in cards if not c.get("rulings")][:2]
    return chosen


def scryfall_rulings(records: list[dict]) -> list[dict]:
    """The same records' real rulings in Scryfall's rulings bulk shape."""
    return [{"object": "ruling", "oracle_id": c["identifiers"]["scryfallOracleId"], "source": "wotc",
             "published_at": r["date"], "comment": r["text"]} for c in records for r in c.get("rulings", [])]


def paths_of(value, prefix=()) -> list[tuple]:
    """Every path (keys and indexes) inside a JSON value, the value itself included."""
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += paths_of(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value[:3]):
            out += paths_of(v, prefix + (i,))
    return out


def replaced(value, path: tuple, new):
    """value with the part at path replaced by new (a copy)."""
    if not path:
        return new
    value = copy.deepcopy(value)
    inner = value
    for step in path[:-1]:
        inner = inner[step]
    inner[path[-1]] = new
    return value


def plain(text: str) -> str:
    """A ruling's text as compared here."""
    return " ".join(text.translate(TYPOGRAPHY).split())


def built_rulings(db: Path) -> set[tuple[str, str]]:
    """(date, text) of every EN ruling of a database."""
    import sqlite3

    return {(p, plain(t)) for p, t in sqlite3.connect(db).execute(
        "select r.published, t.text from rulings r join ruling_texts t on t.ruling_id = r.id and t.lang = 'en'")}


RECORDS = real_set_records() if STX.exists() else []
UNCHANGED: dict[str, set] = {}


def problems_of(tmp_path: Path, name: str, document) -> tuple[Path, list]:
    """Build the document alone; (the database, its problems)."""
    path = tmp_path / name
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    db = tmp_path / f"{name}.db"
    db.unlink(missing_ok=True)
    return db, build([path], db).problems


def check(tmp_path: Path, name: str, document, original, others_rulings: set, named) -> None:
    """Build the document: no exception; a problem the unchanged records did not have names the changed one;
    the others' rulings are all there."""
    if name not in UNCHANGED:  # the unchanged records' own problems (a real ruling with no text), built once
        UNCHANGED[name] = {(code, line) for _, line, _, code, _ in problems_of(tmp_path, "unchanged-" + name,
                                                                                 original)[1]}
    before = UNCHANGED[name]
    db, problems = problems_of(tmp_path, name, document)
    for _, line, _, code, message in problems:
        if line is not None and (code, line) not in before and code not in ("untranslated_names", "no_oracle_id"):
            assert named(line, message), (code, line, message)
    assert others_rulings <= built_rulings(db)


@SETTINGS
@given(data=st.data())
def test_any_field_of_a_real_mtgjson_card_entry_becomes_any_json_type(tmp_path, data):
    victim = data.draw(st.integers(0, len(RECORDS) - 1))
    path = data.draw(st.sampled_from(paths_of(RECORDS[victim])))
    new = data.draw(ANY_JSON)
    cards = list(RECORDS)
    cards[victim] = replaced(cards[victim], path, new)
    others = {(r["date"], plain(r["text"])) for i, c in enumerate(RECORDS) if i != victim
              for r in c.get("rulings", []) if r["text"].strip()}
    def document(cards):
        return {"meta": {"version": "5.2.0"}, "data": {"code": "STX", "name": "Strixhaven",
                                                        "releaseDate": "2021-04-23", "cards": cards, "tokens": []}}
    check(tmp_path, "STX.json", document(cards), document(RECORDS), others,
          lambda line, message: line == victim + 1 or f"data.cards[{victim}]" in message)


@SETTINGS
@given(data=st.data())
def test_any_field_of_a_real_scryfall_ruling_becomes_any_json_type(tmp_path, data):
    rulings = scryfall_rulings(RECORDS)
    victim = data.draw(st.integers(0, len(rulings) - 1))
    path = data.draw(st.sampled_from(paths_of(rulings[victim])))
    changed = list(rulings)
    changed[victim] = replaced(rulings[victim], path, data.draw(ANY_JSON))
    others = {(r["published_at"], plain(r["comment"])) for i, r in enumerate(rulings) if i != victim
              and r["comment"].strip()}
    check(tmp_path, "rulings.json", changed, rulings, others,
          lambda line, message: line == victim + 1 or f"[{victim}]" in message)


@SETTINGS
@given(data=st.data())
def test_any_field_of_a_scryfall_card_becomes_any_json_type(tmp_path, data):
    cards = json.loads(SCRYFALL_CARDS.read_text(encoding="utf-8"))
    victim = data.draw(st.integers(0, len(cards) - 1))
    path = data.draw(st.sampled_from(paths_of(cards[victim])))
    changed = list(cards)
    changed[victim] = replaced(cards[victim], path, data.draw(ANY_JSON))
    check(tmp_path, "cards.json", changed, cards, set(),
          lambda line, message: line == victim + 1 or f"[{victim}]" in message)
    names = {c["name"] for i, c in enumerate(cards) if i != victim}
    import sqlite3

    built = {n for (n,) in sqlite3.connect(tmp_path / "cards.json.db").execute("select name from cards")}
    assert names <= built


def test_the_paths_cover_every_field_of_the_records():
    paths = {p for r in RECORDS for p in paths_of(r)}
    assert {("rulings", 0, "text"), ("foreignData", 0, "language"), ("identifiers", "scryfallOracleId"),
            ("faceName",), ("name",)} <= paths
    assert len(paths) > 100 and re.search("Environmental", json.dumps(RECORDS))
