"""What both kinds of patch (ingest/patch.py, ingest/patch_bulk.py) share: the changed source, the refusal, rows
inserted one by one, and a ruling text's search entry added or taken out as the build makes them."""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from mtg.search_text import index_form
from mtg.text_status import text_status


class Declined(Exception):
    """This change cannot be patched in; the caller builds in full."""


@dataclass
class Changed:
    """A changed source: its document id in the last build, and what reading it gave now (shaped as the build's
    Document, which the rulings step reads); a bulk card file also what it gave the last build."""

    id: int
    path: str
    source: object
    parsed: object
    new: bool = False  # added since the last build (after every file it had)
    old_parsed: object = None  # a bulk card file's parse of the last build (ingest/patch_bulk.py)


def insert_rows(conn: sqlite3.Connection, table: str, rows: list[dict]) -> int | None:
    """Insert rows (dicts with the same keys); the last rowid."""
    last = None
    for row in rows:
        columns = list(row)
        last = conn.execute(f"insert into [{table}] ({', '.join(f'[{c}]' for c in columns)}) values "
                            f"({', '.join('?' * len(columns))})", [row[c] for c in columns]).lastrowid
    return last


def add_search_doc(conn: sqlite3.Connection, t: dict) -> None:
    """A ruling text's search entry, titled as the build titles it (date, then the names of its cards)."""
    published = conn.execute("select published from rulings where id = ?", [t["ruling_id"]]).fetchone()[0]
    names = sorted(name for (name,) in conn.execute("select c.name from ruling_cards rc join cards c on "
                                                    "c.oracle_id = rc.oracle_id where rc.ruling_id = ?",
                                                    [t["ruling_id"]]))
    insert_search_doc(conn, {"type": "ruling", "ref": t["ruling_id"], "lang": t["lang"],
                             "title": " · ".join([published, *names]), "text": t["text"], "status": text_status(t)})


def insert_search_doc(conn: sqlite3.Connection, doc: dict) -> None:
    """One search entry and its full-text row, in its ref's group of the build's layout where there is room."""
    rowid = laid_out_slot(conn, doc["type"], doc.get("kind"), doc["ref"])
    rowid = insert_rows(conn, "search_docs", [doc if rowid is None else {"rowid": rowid, **doc}])
    conn.execute("insert into search_fts (rowid, indexed) values (?, ?)", [rowid, index_form(doc["text"])])


def laid_out_slot(conn: sqlite3.Connection, type_: str, kind: str | None, ref: str) -> int | None:
    """A rowid of ref's group in the search layout (ingest/search_index.py) that no entry holds, or of a new group
    at the end of its stretch when ref has none and nothing lies beyond; None when there is no room: the entry then
    goes after every other and the layout is forgotten (the trigger search_layout_stale), the search still right."""
    laid = conn.execute("select rowid, first, last, stride from search_layout where type = ? and kind is ?",
                        [type_, kind]).fetchone()
    if laid is None:
        return None
    row, first, last, stride = laid
    taken = {r for (r,) in conn.execute("select rowid from search_docs where ref = ? and type = ? and rowid between "
                                        "? and ?", [ref, type_, first, last])}
    if taken:
        group = first + (min(taken) - first) // stride * stride
        return next((r for r in range(group, group + stride) if r not in taken), None)
    if conn.execute("select 1 from search_docs where rowid > ? limit 1", [last]).fetchone():
        return None
    conn.execute("update search_layout set last = ? where rowid = ?", [last + stride, row])
    return last + 1


def remove_search_docs(conn: sqlite3.Connection, texts: set[tuple[str, str, str]]) -> None:
    """Delete these ruling texts' (ruling, lang, text) search entries and full-text rows (contentless: deleted with
    the indexed form), found in one pass over the refs, not one per text."""
    refs = sorted({rid for rid, _, _ in texts})
    for start in range(0, len(refs), 500):  # within SQLite's limit on host parameters
        some = refs[start:start + 500]
        found = conn.execute(f"select rowid, ref, lang, text from search_docs where type = 'ruling' and ref in "
                             f"({', '.join('?' * len(some))})", some).fetchall()
        for rowid, rid, lang, text in found:
            if (rid, lang, text) in texts:
                conn.execute("insert into search_fts (search_fts, rowid, indexed) values ('delete', ?, ?)",
                             [rowid, index_form(text)])
                conn.execute("delete from search_docs where rowid = ?", [rowid])
