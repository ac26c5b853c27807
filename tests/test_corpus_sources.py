"""Cards and bulk sources: Scryfall, MTGJSON, Forge, dated pages in three languages, one ruling many sources."""
import json
import sqlite3

import pytest
from click.testing import CliRunner

from ingest import build as build_module
from ingest.build import DATA_DIR, DEFAULT_SOURCES, build
from kb.cli import main

POOL = "b9ac4856-5cdb-479f-b0f5-7fa0b232a5ff"  # Bottomless Pool // Locker Room, as shipped
DRUID = "00000000-0000-4000-8000-00000000d001"
ZAP = "00000000-0000-4000-8000-000000000a1b"
SHARED = "If Zap Bolt deals 3 damage to a creature, that creature can't block this turn."


def rows(db, sql, *args):
    conn = sqlite3.connect(db)
    try:
        return conn.execute(sql, args).fetchall()
    finally:
        conn.close()


@pytest.fixture
def corpus(tmp_path):
    """A small corpus in every bulk format, naming two cards; built with the shipped cards and CR."""
    src = tmp_path / "src"
    src.mkdir()
    (src / "rulings.json").write_text(json.dumps([
        {"object": "ruling", "oracle_id": ZAP, "source": "wotc", "published_at": "2024-09-20", "comment": SHARED},
        {"object": "ruling", "oracle_id": DRUID, "source": "scryfall", "published_at": "2023-09-01",
         "comment": "Questing Druid's ability triggers for a spell that is red and green."},
        {"object": "ruling", "oracle_id": ZAP, "source": "wotc", "published_at": "bad date", "comment": "x"},
    ], indent=1))
    (src / "cards.json").write_text(json.dumps([
        {"object": "card", "oracle_id": ZAP, "name": "Zap Bolt", "lang": "en", "layout": "normal",
         "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Zap Bolt deals 3 damage to any target."},
        {"object": "card", "oracle_id": ZAP, "name": "Zap Bolt", "lang": "fr", "printed_name": "Éclair foudroyant",
         "printed_type_line": "Éphémère", "printed_text": "L'Éclair foudroyant inflige 3 blessures."},
        {"object": "card", "oracle_id": DRUID, "name": "Questing Druid // Seek the Beast", "lang": "en",
         "layout": "adventure", "card_faces": [
             {"object": "card_face", "name": "Questing Druid", "mana_cost": "{1}{G}", "type_line": "Creature — Human Druid"},
             {"object": "card_face", "name": "Seek the Beast", "mana_cost": "{1}{R}", "type_line": "Instant — Adventure"}]},
    ], indent=1))
    (src / "AtomicCards.json").write_text(json.dumps({"meta": {"version": "5.2.2"}, "data": {
        "Zap Bolt": [{"name": "Zap Bolt", "layout": "normal", "manaCost": "{R}", "type": "Instant",
                      "identifiers": {"scryfallOracleId": ZAP},
                      "rulings": [{"date": "2024-09-20", "text": SHARED},
                                  {"date": "2025-01-10", "text": "Zap Bolt can target a planeswalker; it deals 3."}],
                      "foreignData": [{"language": "Japanese", "name": "ザップ・ボルト", "type": "インスタント"},
                                      {"language": "German", "name": "Zappblitz"}]}]}}))
    (src / "cardnames-ja-JP.txt").write_text("Questing Druid|探索するドルイド|クリーチャー — 人間・ドルイド|\n"
                                             "Seek the Beast|獣の探索|インスタント — 出来事|\n"
                                             "Unknown Card|不明なカード||\n", encoding="utf-8")
    (src / "en-page.txt").write_text("Rulings for Zap Bolt\nSeptember 20, 2024 — Source: wotc\n" + SHARED + "\n")
    (src / "ja-page.txt").write_text("《ザップ・ボルト》の裁定\n2024年9月20日 · ソース：wotc\n"
                                     "《ザップ・ボルト》がクリーチャーに3点のダメージを与えた場合、そのクリーチャーはこのターンブロックできない。\n",
                                     encoding="utf-8")
    out = tmp_path / "kb.db"
    report = build([src, DATA_DIR / "sources" / "cards", DATA_DIR / "cr"], out)
    return report, out


def test_every_bulk_format_is_detected_by_content(corpus):
    _, db = corpus
    formats = dict((p.rsplit("/", 1)[-1], f) for p, f in rows(db, "select path, format from documents"))
    assert formats["rulings.json"] == "scryfall_rulings" and formats["cards.json"] == "scryfall_cards"
    assert formats["AtomicCards.json"] == "mtgjson" and formats["cardnames-ja-JP.txt"] == "forge_cardnames"
    assert formats["en-page.txt"] == "en_rulings_page" and formats["ja-page.txt"] == "ja_rulings_page"


def test_one_ruling_found_in_three_sources_is_one_row_with_three_places(corpus):
    report, db = corpus
    [(rid,)] = rows(db, "select ruling_id from ruling_texts where text = ?", SHARED)
    places = rows(db, """select d.format, s.source, s.oracle_id from ruling_sources s
                         join documents d on d.id = s.document_id where s.ruling_id = ? order by 1""", rid)
    assert places == [("en_rulings_page", "wotc", None), ("ja_rulings_page", "wotc", None),
                      ("mtgjson", None, ZAP), ("scryfall_rulings", "wotc", ZAP)]
    assert rows(db, "select lang, origin from ruling_texts where ruling_id = ? order by lang", rid) == [
        ("en", "original"), ("ja", "site")]
    assert rows(db, "select count(*) from rulings r join ruling_texts t on t.ruling_id = r.id where t.text = ?",
                SHARED) == [(1,)]


def test_rulings_get_their_cards_from_the_source_or_their_words(corpus):
    _, db = corpus
    links = rows(db, """select t.text, c.name, rc.method from ruling_cards rc join cards c using (oracle_id)
                        join ruling_texts t on t.ruling_id = rc.ruling_id and t.lang = 'en' order by 1, 2""")
    assert (SHARED, "Zap Bolt", "source") in links
    assert ("Questing Druid's ability triggers for a spell that is red and green.",
            "Questing Druid // Seek the Beast", "source") in links
    assert ("Zap Bolt can target a planeswalker; it deals 3.", "Zap Bolt", "source") in links


def test_official_names_come_from_each_source_and_none_is_invented(corpus):
    report, db = corpus
    names = rows(db, "select c.name, n.lang, n.face, n.name, n.source from card_names n join cards c using (oracle_id) "
                     "where c.oracle_id in (?, ?) order by 1, 2, 3, 5", ZAP, DRUID)
    assert names == [
        ("Questing Druid // Seek the Beast", "fr", 1, "En quête de la bête", "forge"),  # shipped Forge FR
        ("Questing Druid // Seek the Beast", "ja", None, "探索するドルイド // 獣の探索", "forge"),
        ("Questing Druid // Seek the Beast", "ja", 0, "探索するドルイド", "forge"),
        ("Questing Druid // Seek the Beast", "ja", 1, "獣の探索", "forge"),
        ("Zap Bolt", "fr", None, "Éclair foudroyant", "scryfall"),
        ("Zap Bolt", "ja", None, "ザップ・ボルト", "mtgjson")]
    codes = [(p[0].rsplit("/", 1)[-1], p[3]) for p in report.problems]
    assert ("cardnames-ja-JP.txt", "names_of_unknown_cards") in codes
    assert ("rulings.json", "incomplete_ruling") in codes


def test_the_shipped_seed_rulings_that_name_a_card_get_that_card(db):
    named = {"Bottomless Pool", "Panharmonicon", "Seek the Beast", "Peter Parker", "The Spot", "Coveted Prize",
             "Doubling Season", "Ellivere", "Johann", "Tenacious Tomeseeker", "Questing Druid"}
    texts = db.execute("select ruling_id, text from ruling_texts where lang = 'en' and origin = 'original'").fetchall()
    naming = {r["ruling_id"] for r in texts if any(n in r["text"].replace("’", "'") for n in named)}
    linked = {r[0] for r in db.execute("select ruling_id from ruling_cards")}
    assert naming and naming <= linked
    seek = db.execute("""select c.name from ruling_cards rc join cards c using (oracle_id)
                         join ruling_texts t on t.ruling_id = rc.ruling_id where t.text like '%Seek the Beast%'""")
    assert "Questing Druid // Seek the Beast" in {r[0] for r in seek}
    assert db.execute("select name from card_names where oracle_id = ? and lang = 'fr' and face is null",
                      [POOL]).fetchone()[0] == "Piscine sans fond // Vestiaire"
    assert db.execute("select count(*) from card_names where name = 'Questing Druid'").fetchone()[0] == 0


def test_rule_changes_between_the_shipped_editions(db):
    changes = {(r["number"], r["change"]) for r in db.execute(
        "select number, change from rule_changes where from_version = '2025-11-14' and to_version = '2026-01-16'")}
    for number in ("610.5", "701.68", "701.68a", "701.68b", "701.68c", "701.68d"):
        assert (number, "added") in changes
    assert ("702.124p", "removed") in changes and ("702.124a", "changed") in changes
    row = db.execute("select from_text, to_text from rule_changes where number = '610.5'").fetchone()
    assert row["from_text"] is None and row["to_text"]


def test_an_english_page_repeating_seed_rulings_adds_sources_not_rulings(tmp_path, built):
    seeds = rows(built[1], "select t.text, r.published from ruling_texts t join rulings r on r.id = t.ruling_id "
                           "where t.lang = 'en' order by r.published, t.text limit 3")
    months = {"2020-09-25": "September 25, 2020", "2023-09-01": "September 1, 2023", "2024-09-20": "September 20, 2024",
              "2025-09-19": "September 19, 2025"}
    page = tmp_path / "en.txt"
    page.write_text("".join(f"{months[d]} · source: wotc\n{t}\n" for t, d in seeds))
    out = tmp_path / "kb.db"
    result = CliRunner().invoke(main, ["build", "--out", str(out), str(DATA_DIR), str(page)])
    assert result.exit_code == 0, result.output
    assert rows(out, "select count(*) from rulings") == rows(built[1], "select count(*) from rulings")
    assert rows(out, "select count(*) from ruling_sources") == [(rows(built[1], "select count(*) from ruling_sources")
                                                                 [0][0] + 3,)]


def test_a_cut_json_file_keeps_its_records_before_the_cut(tmp_path):
    whole = json.dumps([{"object": "ruling", "oracle_id": ZAP, "source": "wotc", "published_at": "2024-09-20",
                         "comment": f"Ruling number {i}."} for i in range(5)], indent=1)
    (tmp_path / "cut.json").write_text(whole[: whole.index("Ruling number 3")])
    report = build([tmp_path / "cut.json"], tmp_path / "kb.db")
    assert report.counts["rulings"] == 3
    [problem] = [p for p in report.problems if p[3] == "bad_json"]
    assert problem[2] == "error" and "after record 3" in problem[4]


@pytest.mark.slow  # builds the data more than once (3-5 s): .ci/run's slow step
def test_unchanged_sources_are_not_parsed_again_and_give_the_same_content(tmp_path, monkeypatch):
    cache, log = tmp_path / "cache", tmp_path / "parsed.log"  # a file: the build's parsing worker writes to it too
    real = build_module._parse

    def logged(path, *args):
        with log.open("a") as out:
            out.write(path.name + "\n")
        return real(path, *args)
    monkeypatch.setattr(build_module, "_parse", logged)
    build(DEFAULT_SOURCES, tmp_path / "a.db", cache=cache)
    first = len(log.read_text().splitlines())
    data = tmp_path / "data"
    (data / "sources").mkdir(parents=True)
    extra = data / "sources" / "extra.txt"
    extra.write_text("September 20, 2024 · source: wotc\nA new ruling about 7 cards.\n")
    log.unlink()
    build((*DEFAULT_SOURCES, data), tmp_path / "b.db", cache=cache)
    assert first > 10 and log.read_text().splitlines() == ["extra.txt"]
    build((*DEFAULT_SOURCES, data), tmp_path / "c.db")  # no cache: everything parsed again
    dump = [list(sqlite3.connect(tmp_path / name).iterdump()) for name in ("b.db", "c.db")]
    assert dump[0] == dump[1]



def test_a_forge_text_that_repeats_the_face_name_and_its_coded_cost_starts_with_its_rules(db):
    """Forge prints `Vestiaire\\no4oU\\n…` for Locker Room: the name and Forge's cost code are not rules text."""
    from ingest.formats.forge_cardnames import rules_text

    [text] = db.execute("select text from card_names where name = 'Vestiaire' and lang = 'fr'").fetchone()
    assert text.startswith("À chaque fois qu'au moins une créature") and "o4oU" not in text
    assert rules_text(r"Vol\nCeci", "Vestiaire") == "Vol\nCeci"  # only the name and a coded cost are dropped
