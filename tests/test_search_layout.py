"""The search index's rowids are laid out by kind and ref (ingest/search_index.py), so kb/search.py counts the refs
a word matches from the full-text index alone; the counts equal those made by joining each match to its row, and a
database whose layout was forgotten (an entry added after the others) answers the same."""
from __future__ import annotations

import asyncio
import shutil
import sqlite3

import pytest
from datasette.app import Datasette

from conftest import search_layout_holds
from kb.search import find

WORDS = ["room", "door", "unlock", "copy", "target", "party", "Pièce", "créature", "部屋", "能力", "Bottomless Pool",
         "mana", "the", "lang:fr créature", "is:token", "dungeon"]


def answers(path, words) -> dict[str, tuple[int, dict, list]]:
    """Each word's total, counts by kind and first page's ids, through the one search."""
    db = Datasette([], immutables=[str(path)]).get_database()

    async def run():
        return {w: (a.total, dict(a.counts), [(r.type, r.id) for r in a.results])
                for w in words for a in [await find(db, w)]}
    return asyncio.run(run())


def test_the_build_lays_out_every_kind_of_entry(built):
    assert search_layout_holds(built[1])
    conn = sqlite3.connect(built[1])
    kinds = {(t, k) for t, k in conn.execute("select type, kind from search_layout")}
    assert {("ruling", None), ("rule", None), ("glossary", None), ("card", "card")} <= kinds


def test_counts_from_the_layout_equal_counts_by_joining(built, tmp_path):
    forgotten = tmp_path / "forgotten.db"
    shutil.copy(built[1], forgotten)
    conn = sqlite3.connect(forgotten)
    conn.execute("delete from search_layout")
    conn.commit()
    conn.close()
    laid_out, joined = answers(built[1], WORDS), answers(forgotten, WORDS)
    assert laid_out == joined
    assert sum(total for total, _, _ in laid_out.values()) > 100  # the words find things


def test_an_entry_added_after_the_others_forgets_the_layout_and_search_stays_right(built, tmp_path):
    copy = tmp_path / "added.db"
    shutil.copy(built[1], copy)
    conn = sqlite3.connect(copy)
    rid = conn.execute("select ref from search_docs where type = 'ruling' limit 1").fetchone()[0]
    rowid = conn.execute("insert into search_docs (type, ref, lang, title, text, status) values "
                         "('ruling', ?, 'fr', 't', 'zyxwvu', 'draft')", [rid]).lastrowid
    conn.execute("insert into search_fts (rowid, indexed) values (?, 'zyxwvu')", [rowid])
    conn.commit()
    assert conn.execute("select count(*) from search_layout").fetchone()[0] == 0  # search_layout_stale
    conn.close()
    assert answers(copy, ["zyxwvu"])["zyxwvu"][0] == 1
    assert answers(copy, ["créature"])["créature"][:2] == answers(built[1], ["créature"])["créature"][:2]


@pytest.mark.parametrize("known", [True, False])
def test_an_entry_a_patch_adds_goes_in_its_refs_group_and_keeps_the_layout(built, tmp_path, known):
    """A text replaced takes its ruling's freed rowid; a new ruling's text opens a group after the last one."""
    from ingest.patch_rows import insert_search_doc, remove_search_docs

    copy = tmp_path / "slot.db"
    shutil.copy(built[1], copy)
    conn = sqlite3.connect(copy)
    last = conn.execute("select last from search_layout where type = 'ruling'").fetchone()[0]
    ref, lang, text = conn.execute("select ref, lang, text from search_docs where type = 'ruling' and lang = 'ja' "
                                   "limit 1").fetchone()
    if known:
        remove_search_docs(conn, {(ref, lang, text)})
    else:
        ref = "r-new-ruling"
    insert_search_doc(conn, {"type": "ruling", "ref": ref, "lang": "ja", "title": "t", "text": "qwertz",
                             "status": "draft"})
    conn.commit()
    rowid, new_last = conn.execute("select d.rowid, l.last from search_docs d, search_layout l where d.text = "
                                   "'qwertz' and l.type = 'ruling'").fetchone()
    conn.close()
    assert (rowid <= last and new_last == last) if known else (rowid == last + 1 and new_last > last)
    assert search_layout_holds(copy)
    assert answers(copy, ["qwertz"])["qwertz"][0] == 1
