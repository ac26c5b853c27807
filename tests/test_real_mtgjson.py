"""Real MTGJSON set files (../shared/data/mtgjson/sets, as MTGJSON published them) through the build.

Every count is taken from the file itself with the json module, apart from the parser: cards, rulings, the
card–ruling pairs, printings, official names; then the same files compressed, in AllPrintings and AtomicCards
shape, and with one record spoiled.
"""
from __future__ import annotations

import bz2
import gzip
import json
import lzma
import re
import sqlite3
import zipfile
from collections import defaultdict
from pathlib import Path

import pytest

from ingest.build import build
from conftest import MTGJSON_SETS

SETS = MTGJSON_SETS
pytestmark = pytest.mark.skipif(not (SETS / "KHM.json").exists(), reason="../shared/data/mtgjson is not here")
TYPOGRAPHY = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "—": "-", "–": "-"})


def plain(text: str) -> str:
    """A ruling's text with its typography made plain (written here apart from ingest.rulings.meaning_key)."""
    return " ".join(text.translate(TYPOGRAPHY).split())


def counts_of(*codes: str) -> dict:
    """What the set files hold, counted straight from their JSON."""
    cards, rulings, pairs, printings, names, entries = set(), set(), set(), set(), set(), 0
    for code in codes:
        data = json.loads((SETS / f"{code}.json").read_text(encoding="utf-8"))["data"]
        for entry in data["cards"]:
            oid = entry["identifiers"]["scryfallOracleId"]
            cards.add(oid)
            printings.add((oid, data["code"], entry["number"]))
            for r in entry.get("rulings", []):
                if r["text"].strip():
                    entries += 1
                    rulings.add((r["date"], plain(r["text"])))
                    pairs.add((oid, r["date"], plain(r["text"])))
            for f in entry.get("foreignData", []):
                lang = {"French": "fr", "Japanese": "ja"}.get(f["language"])
                if lang and (lang == "fr" or re.search("[\u3040-\u30ff\u4e00-\u9fff]", f.get("faceName") or f["name"])):
                    names.add((oid, lang, f.get("faceName") or f["name"]))
    return {"cards": cards, "rulings": rulings, "pairs": pairs, "printings": printings, "names": names,
            "entries": entries}


@pytest.fixture(scope="module")
def real(tmp_path_factory):
    """KHM and MID built together: (report, connection)."""
    out = tmp_path_factory.mktemp("real") / "kb.db"
    report = build([SETS / "KHM.json", SETS / "MID.json"], out)
    conn = sqlite3.connect(out)
    yield report, conn
    conn.close()


def test_counts_taken_from_the_files_equal_the_rows(real):
    report, db = real
    expected = counts_of("KHM", "MID")
    assert report.errors == 0
    assert db.execute("select count(*) from cards where kind = 'card'").fetchone()[0] == len(expected["cards"])
    got = {(p, plain(t)) for p, t in db.execute("select r.published, t.text from rulings r join ruling_texts t on "
                                                "t.ruling_id = r.id and t.lang = 'en'")}
    assert got == expected["rulings"]  # no ruling lost, none twice (one per meaning)
    pairs = {(oid, p, plain(t)) for oid, p, t in db.execute(
        "select rc.oracle_id, r.published, t.text from ruling_cards rc join rulings r on r.id = rc.ruling_id "
        "join ruling_texts t on t.ruling_id = r.id and t.lang = 'en' where rc.method = 'source'")}
    assert pairs == expected["pairs"]  # every ruling attached to every card it is printed on
    assert db.execute("select count(*) from ruling_sources").fetchone()[0] == expected["entries"]
    assert {tuple(r) for r in db.execute("select oracle_id, set_code, number from printings p where exists "
                                         "(select 1 from cards c where c.oracle_id = p.oracle_id and kind = 'card')")} \
        == expected["printings"]
    names = {(oid, lang, name) for oid, lang, name in db.execute(
        "select n.oracle_id, n.lang, n.name from card_names n")}
    assert {(o, l, re.sub(r"\s+", " ", n)) for o, l, n in expected["names"]} <= names | {
        (o, l, n) for o, l, n in expected["names"] if " // " in n}


def test_every_place_names_its_record_and_the_record_holds_the_ruling(real):
    _, db = real
    files = {path: json.loads(Path(path).read_text(encoding="utf-8")) for (path,) in
             db.execute("select path from documents where format = 'mtgjson'")}
    rows = db.execute("select d.path, s.record, t.text from ruling_sources s join documents d on d.id = s.document_id "
                      "join ruling_texts t on t.ruling_id = s.ruling_id and t.lang = 'en' order by random() limit 300")
    for path, record, text in rows:
        value = files[path]
        for key, index in re.findall(r"\.(\w+)|\[(\d+)\]", "." + record):
            value = value[key] if key else value[int(index)]
        assert plain(value["text"]) == plain(text), record
    with_rulings = sum(1 for code in ("KHM", "MID") for entry in json.loads((SETS / f"{code}.json").read_text(
        encoding="utf-8"))["data"]["cards"] if any(r["text"].strip() for r in entry.get("rulings", [])))
    # one record number per card entry, never one for a whole file
    assert db.execute("select count(*) from (select distinct document_id, line from ruling_sources)").fetchone()[0] \
        == with_rulings


def test_rulings_differing_only_in_typography_are_one_with_both_sources(real):
    _, db = real
    aliases = db.execute("select a.text, t.text, (select count(*) from ruling_sources s where s.ruling_id = a.ruling_id) "
                         "from ruling_aliases a join ruling_texts t on t.ruling_id = a.ruling_id and t.lang = 'en'"
                         ).fetchall()
    for variant, shown, places in aliases:
        assert variant != shown and plain(variant) == plain(shown) and places >= 2


def test_tokens_and_emblems_are_kept_as_what_they_are(real):
    _, db = real
    kinds = dict(db.execute("select kind, count(*) from cards group by kind").fetchall())
    assert kinds["token"] > 10 and kinds["emblem"] >= 1 and kinds["helper"] >= 1
    # "Treasure", "Zombie", "Shard" are words of rulings: a token's name is never taken for a card mentioned
    assert db.execute("select count(*) from ruling_cards rc join cards c using (oracle_id) where c.kind != 'card' "
                      "and rc.method = 'mentioned'").fetchone()[0] == 0
    assert db.execute("select count(*) from search_docs where kind = 'token'").fetchone()[0] > 0


def test_a_card_with_two_official_japanese_names_keeps_both(real):
    _, db = real
    names = db.execute("select name, preferred, printings from card_names where oracle_id = ? and lang = 'ja' "
                       "order by preferred desc", ["1d85eec2-80db-466c-bd48-d2a12866e8bd"]).fetchall()
    assert {n for n, _, _ in names} == {"年経枝指", "年経た枝指"}
    assert [p for _, p, _ in names] == [1, 0] and all(count >= 1 for _, _, count in names)


def test_official_french_and_japanese_type_lines_and_texts_come_in(real):
    _, db = real
    [(fr_type, fr_text)] = db.execute("select type_line, text from card_names where lang = 'fr' and preferred and "
                                      "name = 'Fanfaron d''Axgard'").fetchall()
    assert fr_type == "Créature : nain et guerrier" and fr_text.startswith("Vantardise — {1}{W} : Dégagez")
    assert db.execute("select count(*) from card_names where lang = 'ja' and text is not null").fetchone()[0] > 400


def write_compressed(tmp_path: Path, name: str, kind: str) -> Path:
    """The real file compressed as MTGJSON ships it (.xz, .gz, .bz2, .zip)."""
    data = (SETS / name).read_bytes()
    path = tmp_path / f"{name}.{kind}"
    if kind == "zip":
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
            z.writestr(name, data)
    else:
        path.write_bytes({"xz": lzma.compress, "gz": gzip.compress, "bz2": bz2.compress}[kind](data))
    return path


@pytest.mark.slow  # a real set built five times (10 s of the default run's CPU): .ci/run's slow step
@pytest.mark.parametrize("kind", ["xz", "gz", "bz2", "zip"])
def test_a_compressed_set_file_gives_the_same_rows(tmp_path, kind):
    path = write_compressed(tmp_path, "STX.json", kind)
    report = build([path], tmp_path / "kb.db")
    expected = counts_of("STX")
    assert report.errors == 0 and report.counts["rulings"] == len(expected["rulings"])
    assert report.counts["ruling_sources"] == expected["entries"]


@pytest.mark.slow  # two real-set builds: .ci/run's slow step
def test_an_allprintings_file_and_an_atomiccards_file_give_the_same_rulings(tmp_path):
    sets = {code: json.loads((SETS / f"{code}.json").read_text(encoding="utf-8"))["data"] for code in ("KHM", "STX")}
    all_printings = tmp_path / "AllPrintings.json"
    all_printings.write_text(json.dumps({"meta": {"version": "5.2.0"}, "data": sets}), encoding="utf-8")
    atomic: dict[str, list] = defaultdict(list)
    for data in sets.values():
        for entry in data["cards"]:
            faces = atomic[entry["name"]]
            if not any(f.get("faceName") == entry.get("faceName") for f in faces):
                faces.append({k: v for k, v in entry.items() if k not in ("number", "setCode", "uuid")})
    atomic_path = tmp_path / "AtomicCards.json"
    atomic_path.write_text(json.dumps({"meta": {"version": "5.2.0"}, "data": atomic}), encoding="utf-8")
    expected = counts_of("KHM", "STX")
    for path in (all_printings, atomic_path):
        report = build([path], tmp_path / f"{path.stem}.db")
        assert report.errors == 0 and report.counts["rulings"] == len(expected["rulings"]), path.name
        db = sqlite3.connect(tmp_path / f"{path.stem}.db")
        assert db.execute("select count(*) from cards where kind = 'card'").fetchone()[0] == len(expected["cards"])
        [(record,)] = db.execute("select record from ruling_sources limit 1").fetchall()
        assert record.startswith(("data.KHM.cards[", "data.STX.cards[", 'data["'))


@pytest.mark.parametrize("spoil", ["rulings_not_a_list", "entry_not_an_object", "foreign_data_number",
                                   "language_a_list", "not_json", "deep"])
def test_one_bad_record_is_a_problem_naming_it_and_the_rest_builds(tmp_path, spoil):
    text = (SETS / "STX.json").read_text(encoding="utf-8")
    data = json.loads(text)
    cards = data["data"]["cards"]
    victim = 7
    lost = bool(cards[victim].get("rulings"))
    marker = '"__spoiled__"'
    if spoil == "rulings_not_a_list":
        cards[victim]["rulings"] = 5
    elif spoil == "entry_not_an_object":
        cards[victim] = 5
    elif spoil == "foreign_data_number":
        cards[victim]["foreignData"] = 5
        lost = False
    elif spoil == "language_a_list":
        cards[victim]["foreignData"][0]["language"] = ["French"]
        lost = False
    else:
        cards[victim] = "__spoiled__"
    written = json.dumps(data)
    if spoil == "not_json":
        written = written.replace(marker, '{"name": "Broken", "rulings": [}')
    elif spoil == "deep":
        written = written.replace(marker, "[" * 50_000 + "]" * 50_000)
    path = tmp_path / "STX.json"
    path.write_text(written, encoding="utf-8")
    report = build([path], tmp_path / "kb.db")
    original = json.loads(text)["data"]["cards"]
    others = {(r["date"], plain(r["text"])) for i, c in enumerate(original) if i != victim
              for r in c.get("rulings", []) if r["text"].strip()}
    assert report.counts["rulings"] == len(others | (set() if lost else counts_of("STX")["rulings"]))
    assert report.counts["cards"] >= len(counts_of("STX")["cards"]) - 1
    named = [p for p in report.problems if f"data.cards[{victim}]" in p[4]]
    if spoil != "language_a_list":  # a language that is not a string is simply not French or Japanese
        assert named and all(p[1] == victim + 1 for p in named), report.problems  # the entry's record number


def test_a_game_term_is_not_read_as_the_card_of_that_name_without_a_cr_among_the_sources(tmp_path):
    """NEO's rulings about Two-Headed Giant games name the format (CR 810), not the card Two-Headed Giant: with no CR
    edition among the sources, the shipped CR's glossary says which names are game terms."""
    data = json.loads((SETS / "NEO.json").read_text(encoding="utf-8"))
    giant = {"name": "Two-Headed Giant", "manaCost": "{2}{R}{R}", "type": "Creature — Giant Warrior",
             "types": ["Creature"], "text": "Double strike", "power": "4", "toughness": "4", "layout": "normal",
             "setCode": "NEO", "number": "999", "rarity": "rare", "uuid": "00000000-0000-4000-8000-000000000999",
             "identifiers": {"scryfallOracleId": "00000000-0000-4000-8000-00000000aaaa"}}
    data["data"]["cards"].append(giant)
    path = tmp_path / "neo.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    out = tmp_path / "kb.db"
    build([path], out)
    conn = sqlite3.connect(out)
    about_the_format = conn.execute("select count(*) from ruling_texts where text like '%Two-Headed Giant%'").fetchone()[0]
    assert about_the_format >= 1
    assert conn.execute("select count(*) from ruling_cards where oracle_id = ?", [giant["identifiers"]["scryfallOracleId"]]
                        ).fetchone()[0] == 0


def test_a_ruling_a_labeller_saw_is_linked_to_their_predicates_and_inferred_only_for_newer_ones(real):
    from ingest.hand_labels import load_hand_labels
    from kb.rules.registry import all_predicates

    _, db = real
    hand, existing = load_hand_labels(), set(all_predicates())
    links: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    for rid, predicate, method in db.execute("select ruling_id, predicate, method from ruling_predicates"):
        links[rid][method].add(predicate)
    seen = 0
    for rid, text in db.execute("select ruling_id, text from ruling_texts where lang = 'en'"):
        labelled = hand.of(text)
        if labelled is None:
            assert not links[rid]["labelled"]
            continue
        seen += 1
        assert links[rid]["labelled"] == set(labelled.predicates) & existing - links[rid]["curated"]
        assert not links[rid]["inferred"] & labelled.known  # what the labeller could name is theirs alone
    assert seen > 500  # KHM and MID: most of their rulings are in the labelled samples
