"""Serving: the home page tells a newcomer what is inside; stale databases are rebuilt."""
import asyncio
import os
import sqlite3
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from datasette.app import Datasette

from conftest import fr_page, free_port
from ingest.build import build
from kb.cli import main
from mtg.paths import TEMPLATES
from kb.serve import datasette_args, staleness
from kb.site import METADATA


def get(db_path, path):
    """GET a page from Datasette configured as `rulings-kb serve` does."""
    ds = Datasette([], immutables=[str(db_path)], template_dir=str(TEMPLATES),
                   metadata=__import__("yaml").safe_load(METADATA.read_text()))
    return asyncio.run(ds.client.get(path))


def test_home_page_says_what_is_inside(built):
    _, path = built
    html = get(path, "/").text
    for text in ("57 rulings", "6,223 Comprehensive Rules", "January 16, 2026, November 14, 2025", "glossary senses",
                 'href="/problems"', 'href="/translators"', 'href="/kb/rulings_side_by_side"', "Room</a> (16)",
                 "57 of 57 rulings", "executable rule predicates"):
        assert text in html


def test_side_by_side_rulings_have_their_english_text(built):
    _, path = built
    rows = get(path, "/kb/rulings_side_by_side.json?_shape=array&_size=100").json()
    assert len(rows) == 57 and all(r["en"] for r in rows)
    assert {(r["fr_status"], r["ja_status"]) for r in rows} == {("unreviewed draft", "unreviewed draft")}


def test_ruling_search_finds_by_words(built):
    _, path = built
    rows = get(path, "/kb/ruling_search.json?_shape=array&q=Bottomless").json()
    assert rows and all("Bottomless" in r["text"] for r in rows)


def test_serve_uses_loopback_and_an_immutable_database(tmp_path):
    args = datasette_args(tmp_path / "kb.db", 8123)
    assert args[args.index("--host") + 1] == "127.0.0.1" and "-i" in args and "8123" in args


def test_staleness_comes_from_the_manifest_not_from_times(tmp_path, write_page):
    page = write_page("p.txt", *fr_page(("20 septembre 2024", "If you control 2 Clerics, it costs {1} less.")))
    db = tmp_path / "kb.db"
    assert staleness(db, (page,)) == "missing"
    build([page], db)
    assert staleness(db, (page,)) is None
    os.utime(page, (time.time() + 10,) * 2)  # a newer file with the same bytes is not a change
    assert staleness(db, (page,)) is None
    other = write_page("q.txt", *fr_page(("1er sept. 2023", "Another ruling with 3 cards.")))
    assert "other inputs" in staleness(db, (page, other))
    page.write_text(page.read_text() + "\n")
    assert "other inputs" in staleness(db, (page,))


@pytest.mark.parametrize("content", [b"my notes\n", b"", b"\x00\x01binary\xff" * 100])
def test_commands_never_write_over_a_file_they_did_not_make(tmp_path, content):
    target = tmp_path / "notes.txt"
    target.write_bytes(content)
    for args in (["coverage", "--db", str(target)], ["build", "--out", str(target), str(tmp_path / "none")],
                 ["export-po", "--lang", "fr", "--db", str(target)]):
        (tmp_path / "none").mkdir(exist_ok=True)
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 2, (args, result.output)
        assert "rulings-kb" in result.output and "Traceback" not in result.output
        assert target.read_bytes() == content


def test_another_programs_sqlite_file_is_refused(tmp_path):
    target = tmp_path / "other.db"
    conn = sqlite3.connect(target)
    conn.execute("create table notes (text)")
    conn.commit()
    conn.close()
    before = target.read_bytes()
    result = CliRunner().invoke(main, ["coverage", "--db", str(target)])
    assert result.exit_code == 2 and "another program" in result.output
    assert target.read_bytes() == before


def test_a_card_is_found_by_its_french_name_with_its_rulings(built):
    rows = get(built[1], "/kb/rulings_of_card.json?_shape=array&name=Piscine").json()
    assert rows and {r["card"] for r in rows} == {"Bottomless Pool // Locker Room"}
    assert all(r["en"] and r["fr_status"] == "unreviewed draft" for r in rows)
    dates = [r["published"] for r in rows]
    assert dates == sorted(dates, reverse=True)


def test_changed_rules_between_the_newest_editions(built):
    rows = get(built[1], "/kb/changed_rules.json?_shape=array&to_version=").json()
    assert len(rows) == 16 and {"number": "610.5", "change": "added"}.items() <= rows[[r["number"] for r in rows]
                                                                                      .index("610.5")].items()


def test_every_response_carries_the_security_headers(built):
    for path in ("/", "/-/search?q=unlock", "/kb/rulings.json", "/nowhere"):
        headers = get(built[1], path).headers
        assert "default-src 'self'" in headers["content-security-policy"], path
        assert headers["x-content-type-options"] == "nosniff"
        assert headers["referrer-policy"] in ("no-referrer", "same-origin")  # Datasette sets the stricter one


def test_serving_limits_sql_time_and_rows():
    args = datasette_args(Path("kb.db"), 8001)
    settings = dict(zip(args[args.index("--setting") + 1::3], args[args.index("--setting") + 2::3]))
    assert settings["sql_time_limit_ms"] == "2000" and settings["max_returned_rows"] == "1000"
    assert settings["suggest_facets"] == "off"  # a GROUP BY per column on every table page: slow at scale


def test_an_impossible_port_is_one_clear_line():
    result = CliRunner().invoke(main, ["serve", "--port", "99999"])
    assert result.exit_code == 2 and "99999 is not in the range 1<=x<=65535" in result.output


def test_a_card_page_shows_official_names_with_their_source_and_its_rulings(built):
    html = get(built[1], "/kb/cards/b9ac4856-5cdb-479f-b0f5-7fa0b232a5ff").text
    for text in ('<h1><span lang="en">Bottomless Pool // Locker Room</span></h1>', "Piscine sans fond // Vestiaire",
                 "official, from forge", "no official name known", "Rulings of this card (16), newest first",
                 "unreviewed draft", "<strong>Locker Room</strong><br>",
                 'aria-label="4 generic mana"', 'aria-label="blue mana"'):
        assert text in html, text
    # another card's name in one of its rulings leads to that card; its own name links nowhere
    assert '<a href="/cards/Panharmonicon">Panharmonicon</a>' in html
    assert 'href="/cards/Bottomless%20Pool' not in html
    named = get(built[1], "/kb/cards/name~3ACoveted~20Prize").text
    assert "Prix convoité" in named and "切望の報奨" in named


def test_a_cr_rule_page_links_its_references_and_shows_what_changed(built):
    page = get(built[1], "/cr/309.2")
    assert page.status_code == 200 and "<h1>CR 309.2</h1>" in page.text
    assert 'href="/cr/701.49"' in page.text and 'href="/cr/309.2a"' in page.text  # the newest edition: no ?edition=
    assert "dungeon_may_enter_game" in page.text
    older = get(built[1], "/cr/309.2?edition=2025-11-14").text
    assert 'href="/cr/309.2a?edition=2025-11-14"' in older  # an older edition's links stay in it
    changed = get(built[1], "/cr/702.124a").text
    assert "November 14, 2025 → January 16, 2026: changed" in changed and "<del>friends forever, </del>" in changed
    assert get(built[1], "/cr/702.124p?edition=2025-11-14").status_code == 200
    removed = get(built[1], "/cr/702.124p")  # removed from the newest edition: shown from the one that has it
    assert removed.status_code == 200 and "is not in the January 16, 2026 edition" in removed.text
    assert 'Its words are now at <a href="/cr/702.124n">702.124n</a>' in removed.text
    assert get(built[1], "/cr/999.9").status_code == 404


def test_only_the_projects_database_is_rebuilt_a_users_own_build_is_served_as_it_is(tmp_path, write_page, monkeypatch,
                                                                                   capsys):
    import kb.serve

    page = write_page("p.txt", *fr_page(("20 septembre 2024", "If you control 2 Clerics, it costs {1} less.")))
    custom = tmp_path / "mine.db"
    build([page], custom)
    before = custom.read_bytes()
    kb.serve.ensure_built(custom)
    assert custom.read_bytes() == before and "is out of date" in capsys.readouterr().err
    monkeypatch.setattr(kb.serve, "DEFAULT_DB", custom)
    kb.serve.ensure_built(custom)
    assert sqlite3.connect(custom).execute("select count(*) from rulings").fetchone()[0] == 57


@pytest.mark.parametrize("path, lands_on", [
    ("/cards/Piscine%20sans%20fond", "/kb/cards/b9ac4856-5cdb-479f-b0f5-7fa0b232a5ff"),
    ("/cards/locker%20room", "/kb/cards/b9ac4856-5cdb-479f-b0f5-7fa0b232a5ff"),
    ("/cards/%E5%80%8D%E5%A2%97%E3%81%AE%E5%AD%A3%E7%AF%80", "/kb/cards/01546b7d-a233-4176-8843-d732074dc5b6"),
    ("/cards/Nothing%20Like%20It", "/-/search?type=card&q=Nothing%20Like%20It"),
])
def test_readable_addresses_lead_to_their_pages(built, path, lands_on):
    response = get(built[1], path)
    assert response.status_code == 302 and response.headers["location"] == lands_on


def test_readable_addresses_of_nothing_are_404(built, db):
    rid = db.execute("select id from rulings limit 1").fetchone()[0]
    assert get(built[1], f"/rulings/{rid}").headers["location"] == f"/kb/rulings/{rid}"
    for path in ("/rulings/rnothing", "/mechanics/banding", "/predicates/nothing", "/glossary/nothing",
                 "/documents/999999"):
        assert get(built[1], path).status_code == 404


def test_a_missing_page_is_answered_without_printing_a_traceback(built, capfd):
    # Datasette's own handler printed each 404 as a rich traceback with every frame's locals: 0.65 s a page
    assert get(built[1], "/predicates/nothing").status_code == 404
    out, err = capfd.readouterr()
    assert "Traceback" not in out + err and "NotFound" not in out + err


@pytest.mark.parametrize("query, params, check", [
    ("rulings_missing_translation", "&lang=fr", lambda rows: rows == []),
    ("stale_translations", "", lambda rows: rows == []),
    ("rulings_for_predicate", "&predicate=party_size", lambda rows: rows and rows[0]["method"] == "curated"),
    ("rulings_for_rule", "&number=709.5", lambda rows: rows and all(r["predicate"] for r in rows)),
    ("failing_examples", "", lambda rows: rows == []),
    ("problems_by_source", "", lambda rows: rows and {"path", "errors", "warnings"} <= set(rows[0])),
])
def test_canned_queries_for_analysts(built, query, params, check):
    response = get(built[1], f"/kb/{query}.json?_shape=array{params}")
    assert response.status_code == 200 and check(response.json()), response.text[:300]


def test_plain_datasette_serves_the_same_site_whatever_the_file_is_called(built, tmp_path):
    copy = tmp_path / "my-rulings.db"
    copy.write_bytes(built[1].read_bytes())
    other = tmp_path / "notes.db"
    sqlite3.connect(other).execute("create table notes (x)").connection.close()
    ds = Datasette([str(copy), str(other)])  # what `datasette my-rulings.db notes.db` does: no options

    def fetch(path):
        return asyncio.run(ds.client.get(path))
    home = fetch("/").text
    assert "What is inside" in home and 'href="/my-rulings/rulings_side_by_side"' in home
    rid = sqlite3.connect(copy).execute("select id from rulings order by id limit 1").fetchone()[0]
    assert "Rules that decide it" in fetch(f"/my-rulings/rulings/{rid}").text
    assert fetch("/my-rulings/rulings_of_card?card=Panharmonicon").status_code == 200  # a canned query
    assert "One row per dated ruling" in fetch("/my-rulings/rulings").text  # the table descriptions
    assert fetch("/notes/rulings_of_card").status_code == 404  # another database gets none of it


def test_serving_a_database_that_does_not_exist_is_an_error_naming_it(tmp_path):
    missing = tmp_path / "mine.db"
    result = CliRunner().invoke(main, ["serve", "--db", str(missing), "--port", str(free_port())])
    assert result.exit_code == 2 and str(missing) in result.output and "does not exist" in result.output
    assert "--build" in result.output and not missing.exists()


def test_a_busy_port_is_said_before_anything_is_built(tmp_path):
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = CliRunner().invoke(main, ["serve", "--db", str(tmp_path / "new.db"), "--build", "--port", str(port)])
    assert result.exit_code == 2 and f"port {port}" in result.output and "--port" in result.output
    assert "Building" not in result.output and not (tmp_path / "new.db").exists()


def test_a_number_too_big_for_sqlite_in_an_address_is_a_404(built):
    for path in ("/documents/" + "9" * 26, "/documents/99999999999999999999?page=" + "9" * 30):
        assert get(built[1], path).status_code == 404, path
