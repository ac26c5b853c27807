"""Counts that depend only on an immutable database file are read once per file; a mutable one is read each time."""
import asyncio
import os
import shutil
from dataclasses import dataclass

from kb.immutable_cache import once


@dataclass
class FakeDb:
    path: str
    is_mutable: bool


def counted(calls: list):
    async def compute():
        calls.append(1)
        return len(calls)
    return compute


def test_an_immutable_file_is_read_once_and_again_when_replaced(tmp_path):
    path = tmp_path / "kb.db"
    path.write_bytes(b"first")
    db, calls = FakeDb(str(path), is_mutable=False), []
    assert [asyncio.run(once(db, "home", counted(calls))) for _ in range(3)] == [1, 1, 1]
    assert asyncio.run(once(db, "translators", counted(calls))) == 2  # another result of the same file
    replacement = tmp_path / "new.db"
    replacement.write_bytes(b"second build")
    os.replace(replacement, path)  # as a build renames its new file over the old one
    assert asyncio.run(once(db, "home", counted(calls))) == 3


def test_a_mutable_or_missing_file_is_read_each_time(tmp_path):
    path = tmp_path / "kb.db"
    path.write_bytes(b"rows")
    calls = []
    assert [asyncio.run(once(FakeDb(str(path), True), "home", counted(calls))) for _ in range(2)] == [1, 2]
    gone = FakeDb(str(tmp_path / "gone.db"), False)
    assert [asyncio.run(once(gone, "home", counted(calls))) for _ in range(2)] == [3, 4]


def test_the_home_page_of_a_rebuilt_file_shows_its_new_counts(built, tmp_path, write_page):
    from ingest.build import build
    from test_serve import get

    served = tmp_path / "kb.db"
    shutil.copy(built[1], served)
    assert "57 rulings" in get(served, "/").text
    build([write_page("one.txt", "September 20, 2024 · source: wotc", "A ruling about 7 cards.")], served)
    assert "1 ruling" in get(served, "/").text and "57 rulings" not in get(served, "/").text


def test_a_database_the_home_counts_cannot_read_still_starts(tmp_path):
    import sqlite3

    from datasette.app import Datasette

    odd = tmp_path / "kb.db"
    with sqlite3.connect(odd) as conn:
        conn.execute("create table rulings (id text primary key)")  # a rulings table, none of the rest
    ds = Datasette([], immutables=[str(odd)])
    asyncio.run(ds.invoke_startup())  # the home counts fail here, and only the home page will say so
    assert asyncio.run(ds.client.get("/-/versions.json")).status_code == 200
