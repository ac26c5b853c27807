"""The Japanese mechanic page: JA prose stored as ja, glossary senses and CR lines matched to the CR."""
from ingest.build import build


def test_description_is_stored_as_japanese(db):
    rows = db.execute("select p.kind, p.lang, p.detected_lang, p.mechanic from passages p join documents d "
                      "on d.id = p.document_id where d.format = 'ja_mechanic_page' order by line").fetchall()
    kinds = {r["kind"]: tuple(r)[1:] for r in rows}
    assert kinds["description"] == ("ja", "ja", "room")
    assert kinds["title"][0] == "ja"


def test_sixteen_cr_lines_match_the_cr(db):
    rows = db.execute("select ref, status, rule_number from cr_excerpts where kind = 'rule'").fetchall()
    assert len(rows) == 16
    assert {r["status"] for r in rows} == {"exact"}
    assert sorted(r["ref"] for r in rows) == sorted(
        ["309.1", "309.2", "309.3", "309.4", "309.5", "309.6", "309.7", "309.2a", "309.2b", "309.2c", "309.2d",
         "309.4a", "309.4b", "309.4c", "309.5a", "309.5b"])


def test_glossary_senses_are_found_by_their_wording(db):
    rows = db.execute("select ref, glossary_term, status from cr_excerpts where kind = 'glossary' order by ref")
    assert [tuple(r) for r in rows] == [("1", "Room", "exact"), ("2", "Room", "exact")]


def test_chrome_lines_are_warnings(db):
    rows = db.execute("select line, severity from problems where code = 'site_chrome' order by line").fetchall()
    assert [tuple(r) for r in rows] == [(23, "warning"), (24, "warning")]


def test_a_differing_excerpt_is_a_problem(write_page, tmp_path):
    from ingest.build import DATA_DIR

    write_page("ja.txt", "部屋", "MTGメカニクス", "部屋は新しいエンチャントのサブタイプです。", "部屋 Rules",
               "- 309.7: A player completes a dungeon when that dungeon card is removed from the game.",
               "- 999.9: Not a rule.")
    report = build([tmp_path, DATA_DIR / "cr" / "MagicCompRules-2026-01-16.txt"], tmp_path / "out.db")
    codes = sorted((p[1], p[3]) for p in report.problems if p[0].endswith("ja.txt"))
    assert codes == [(5, "cr_excerpt_differs"), (6, "cr_excerpt_unknown")]
    message = next(p[4] for p in report.problems if p[3] == "cr_excerpt_differs")
    assert "'when that dungeon" in message and "'as that dungeon" in message
