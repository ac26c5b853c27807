"""French-site rulings pages: dates, stray lines, English texts under a French header, FR alignment."""
import sqlite3
from collections import Counter

from conftest import FR_HEADER, fr_page
from ingest.build import build


def test_seed_rulings_by_date(db):
    dates = Counter(r[0] for r in db.execute("select published from rulings"))
    assert dates == {"2024-09-20": 16, "2025-09-19": 11, "2023-09-01": 20, "2020-09-25": 10}
    assert {r[0] for r in db.execute("select source from rulings")} == {"wotc"}


def test_seed_texts_are_stored_as_the_english_they_are(db):
    rows = db.execute("select lang, detected_lang, origin from ruling_texts where origin != 'draft'").fetchall()
    assert len(rows) == 57
    assert {tuple(r) for r in rows} == {("en", "en", "original")}
    missing = db.execute("select count(*) from problems where code = 'translation_missing'").fetchone()[0]
    assert missing == 4


def test_stray_line_is_a_warning_at_its_line(db):
    row = db.execute("""select p.severity, p.line from problems p join documents d on d.id = p.document_id
                        where p.code = 'stray_line'""").fetchall()
    assert [tuple(r) for r in row] == [("warning", 42)]
    line = db.execute("""select s.text, s.role from source_lines s join documents d on d.id = s.document_id
                         where d.path like '%003_e553755ff7ad653d.txt' and s.line = 42""").fetchone()
    assert tuple(line) == ("// ", "stray")


def test_french_text_is_aligned_to_its_english_ruling(write_page, tmp_path):
    en = "If you control 2 Clerics, Coveted Prize costs {1} less to cast."
    fr = "Si vous contrôlez 2 clercs, Coveted Prize coûte {1} de moins à lancer."
    other = "Une capacité qui se déclenche ne fait rien si elle n'a pas de cibles légales."
    write_page("en.txt", *fr_page(("25 septembre 2020", en)))
    write_page("fr.txt", *fr_page(("25 sept. 2020", fr), ("1er septembre 2023", other)))
    report = build([tmp_path], tmp_path / "out.db")
    conn = sqlite3.connect(tmp_path / "out.db")
    texts = conn.execute("select r.en_missing, t.lang, t.origin, t.text from ruling_texts t "
                         "join rulings r on r.id = t.ruling_id order by t.lang, r.published").fetchall()
    assert texts == [(0, "en", "original", en), (0, "fr", "machine", fr), (1, "fr", "machine", other)]
    same = conn.execute("select count(distinct ruling_id) from ruling_texts where text in (?, ?)", [en, fr]).fetchone()
    assert same == (1,)
    assert [p[3] for p in report.problems if p[3] == "needs_en"] == ["needs_en"]


def test_unreadable_date_is_an_error_and_the_build_says_so(write_page, tmp_path):
    write_page("bad.txt", FR_HEADER, "32 septembre 2024 · source : wotc", "Some ruling text here.",
               "20 septembre 2024 · source : wotc", "A good ruling text here.")
    report = build([tmp_path], tmp_path / "out.db")
    assert report.errors == 1
    assert [(p[1], p[3]) for p in report.problems if p[2] == "error"] == [(2, "bad_date")]
    assert report.counts["rulings"] == 1


def test_a_date_without_text_is_a_warning(write_page, tmp_path):
    write_page("p.txt", FR_HEADER, "20 septembre 2024 · source : wotc", "20 septembre 2024 · source : wotc",
               "A ruling text.", "21 septembre 2024 · source : wotc")
    report = build([tmp_path], tmp_path / "out.db")
    assert sorted((p[1], p[3]) for p in report.problems if p[3] == "ruling_without_text") == [
        (2, "ruling_without_text"), (5, "ruling_without_text")]
    assert report.counts["rulings"] == 1
