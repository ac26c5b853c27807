"""Serving: the home page tells a newcomer what is inside; stale databases are rebuilt."""
import asyncio
import os
import time

from datasette.app import Datasette

from kb.serve import METADATA, TEMPLATES, datasette_args, is_stale


def get(db_path, path):
    """GET a page from Datasette configured as `rulings-kb serve` does."""
    ds = Datasette([], immutables=[str(db_path)], template_dir=str(TEMPLATES),
                   metadata=__import__("yaml").safe_load(METADATA.read_text()))
    return asyncio.run(ds.client.get(path))


def test_home_page_says_what_is_inside(built):
    _, path = built
    html = get(path, "/").text
    for text in ("57 rulings", "6,223 Comprehensive Rules", "2026-01-16, 2025-11-14", "glossary senses",
                 'href="/kb/problems"', 'href="/kb/rulings_side_by_side"', "Room</a> (16)",
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


def test_stale_when_missing_or_older_than_data(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "a.txt").write_text("x")
    db = tmp_path / "kb.db"
    assert is_stale(db, data)
    db.write_text("")
    assert not is_stale(db, data)
    later = time.time() + 10
    os.utime(data / "a.txt", (later, later))
    assert is_stale(db, data)
