"""The build as a whole: nothing lost, stable ids, identical rebuilds, atomic writes, exit codes."""
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import fr_page
from ingest import build as build_module
from ingest.build import DEFAULT_SOURCES, build
from ingest.rulings import ruling_id
from kb.cli import main


def dump(path) -> list[str]:
    """The database content as SQL statements."""
    conn = sqlite3.connect(path)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()


def test_every_source_line_has_a_row(db):
    for doc in db.execute("select id, line_count from documents"):
        lines = db.execute("select line, role from source_lines where document_id = ? order by line",
                           [doc["id"]]).fetchall()
        assert [r["line"] for r in lines] == list(range(1, doc["line_count"] + 1))
    unexplained = db.execute("""select count(*) from source_lines s where role in ('unparsed', 'unrecognised')
        and not exists (select 1 from problems p where p.document_id = s.document_id and p.line = s.line)""")
    assert unexplained.fetchone()[0] == 0


def test_every_ruling_line_is_a_ruling(db):
    texts = db.execute("select count(*) from source_lines where role = 'ruling_text'").fetchone()[0]
    assert texts == db.execute("select count(*) from ruling_texts where origin != 'draft'").fetchone()[0] == 57


def test_foreign_keys_hold(db):
    assert db.execute("pragma foreign_key_check").fetchall() == []


def test_documents_are_detected_by_content(db):
    formats = sorted(r[0] for r in db.execute("select format from documents"))
    assert formats == (["comprehensive_rules"] * 2 + ["forge_cardnames"] * 2 + ["fr_rulings_page"] * 4
                       + ["ja_mechanic_page"] + ["po_catalog"] * 2 + ["scryfall_cards"] * 2 + ["term_base", "terms_table"])


def test_ruling_ids_come_from_content(db):
    for row in db.execute("select r.id, r.published, r.source, t.text from rulings r join ruling_texts t "
                          "on t.ruling_id = r.id and t.lang = 'en'"):
        assert row["id"] == ruling_id(row["published"], row["source"], row["text"])


def test_seeds_build_with_warnings_only(built):
    report, _ = built
    assert report.errors == 0 and report.warnings > 0


def test_rebuild_is_identical(built, tmp_path):
    again = tmp_path / "again.db"
    build(DEFAULT_SOURCES, again)
    assert dump(again) == dump(built[1])


def test_interrupted_build_keeps_the_old_database(tmp_path, write_page, monkeypatch):
    out = tmp_path / "kb.db"
    write_page("a.txt", *fr_page(("20 septembre 2024", "A ruling about Rooms and doors.")))
    build([tmp_path / "a.txt"], out)
    before = dump(out)

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(build_module, "create_schema", interrupted)
    with pytest.raises(KeyboardInterrupt):
        build([tmp_path / "a.txt"], out)
    assert dump(out) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.txt", "kb.db"]


def test_cli_exits_0_on_warnings_and_1_on_errors(tmp_path, write_page):
    good = write_page("good.txt", *fr_page(("20 septembre 2024", "A ruling."), ("20 septembre 2024", "Another.")), "//")
    result = CliRunner().invoke(main, ["build", "--out", str(tmp_path / "g.db"), str(good)])
    assert result.exit_code == 0, result.output
    assert "2 rulings" in result.output and "stray_line" in result.output
    bad = write_page("bad.txt", *fr_page(("20 Foo 2024", "A ruling.")))
    result = CliRunner().invoke(main, ["build", "--out", str(tmp_path / "b.db"), str(bad)])
    assert result.exit_code == 1
    assert "bad.txt:2: error: bad_date" in result.output


def test_unknown_format_is_an_error_and_its_lines_are_kept(tmp_path, write_page):
    path = write_page("notes.txt", "shopping list", "milk")
    report = build([path], tmp_path / "u.db")
    assert [(p[2], p[3]) for p in report.problems if p[0].endswith("notes.txt")] == [("error", "unknown_format")]
    conn = sqlite3.connect(tmp_path / "u.db")
    assert conn.execute("select text, role from source_lines order by line").fetchall() == [
        ("shopping list", "unrecognised"), ("milk", "unrecognised")]


def test_a_ruling_repeated_across_pages_adds_sources_and_within_a_page_warns(tmp_path, write_page):
    en = "If you control 2 Clerics, it costs {1} less."
    fr = "Si vous contrôlez 2 clercs, elle coûte {1} de moins."
    for name in ("a.txt", "b.txt"):
        write_page(name, *fr_page(("20 septembre 2024", en), ("20 septembre 2024", fr)))
    write_page("c.txt", *fr_page(("20 septembre 2024", en), ("20 septembre 2024", en)))
    report = build([tmp_path], tmp_path / "d.db")
    codes = sorted(p[3] for p in report.problems if p[2] == "warning")
    assert codes.count("duplicate_ruling") == 1 and codes.count("duplicate_translation") == 0
    assert report.errors == 0 and report.counts["rulings"] == 1 and report.counts["ruling_texts"] == 2
    conn = sqlite3.connect(tmp_path / "d.db")
    places = conn.execute("""select d.path, s.line from ruling_sources s join documents d on d.id = s.document_id
                             order by 1, 2""").fetchall()
    assert [(Path(p).name, line) for p, line in places] == [
        ("a.txt", 3), ("a.txt", 5), ("b.txt", 3), ("b.txt", 5), ("c.txt", 3), ("c.txt", 5)]


def test_a_po_catalog_given_twice_is_loaded_once(tmp_path):
    from ingest.build import DATA_DIR

    for name in ("fr.po", "fr-copy.po"):
        (tmp_path / name).write_bytes((DATA_DIR / "po" / "fr.po").read_bytes())
    report = build([DATA_DIR / "sources", tmp_path], tmp_path / "p.db")
    assert [p[3] for p in report.problems].count("duplicate_translation") == 57
    assert report.errors == 0


@pytest.mark.parametrize("folder", ["/proc/rulings-kb-test", "/sys/rulings-kb-test"])
def test_an_output_folder_that_cannot_be_written_is_one_line_and_exit_2(tmp_path, folder):
    from click.testing import CliRunner

    from kb.cli import main

    page = tmp_path / "page.txt"
    page.write_text("September 20, 2024 · source: wotc\nA ruling.\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["build", "--out", f"{folder}/kb.db", str(page)])
    assert result.exit_code == 2 and "Traceback" not in result.output
    [line] = result.output.strip().splitlines()
    assert line.startswith(f"error: {folder}/kb.db cannot be written") and "Nothing was written" in line
