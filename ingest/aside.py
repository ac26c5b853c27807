"""The tables written aside (the search index): part after part, each as soon as its rows are final, by the second
core into a file beside the build's temporary file, then copied into it by the write (ingest/build.py).

A worker that fails costs time, not the build: the next one writes every part again into a new file, or the write
inserts them itself; the failure is a problem row.
"""
from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable
from pathlib import Path

from ingest.background import YIELDING, Background, BackgroundFailed
from ingest.early_tables import part_of, scratch
from ingest.records import AsidePart, Tables
from ingest.schema import indexes_of, statement_of

ASIDE_FTS = "search_fts"  # the full-text table of the tables written aside, with the shadow tables FTS5 keeps it in
FTS_SHADOWS = ("data", "idx", "docsize", "config")  # a contentless FTS5 table's shadow tables
Insert = Callable[[sqlite3.Connection, str, Iterable[dict]], None]


class AsideWriter:
    """The parts of tables.aside_parts written, one worker after another, into one file beside tmp."""

    def __init__(self, tables: Tables, tmp: Path, insert: Insert) -> None:
        """For a build writing tmp; insert(conn, table, rows) is the build's own insert."""
        self.tables, self.insert = tables, insert
        self.file = part_of(tmp, "search")
        self.worker: Background | None = None
        self.given = 0  # parts handed to a worker so far

    def start(self) -> None:
        """Write the parts given since the last start, after those the last worker wrote (all, if it failed)."""
        parts = self.tables.aside_parts
        if self.given == len(parts):
            return
        done = self._wait()
        todo = parts[done:]
        self.worker = Background(lambda: self._write(todo, fresh=not done) + done, "writing the search index",
                                 YIELDING)  # awaited only as the database is finished
        self.given = len(parts)

    def _wait(self) -> int:
        """How many parts the last worker wrote (0 when there was none, or it failed: its file is dropped)."""
        worker, self.worker = self.worker, None
        if worker is None:
            return 0
        return worker.result_or(self._dropped, by="")  # a full disk fails here too, and is said as one

    def _dropped(self) -> int:
        """No part written: a failed worker's file is dropped."""
        self.file.unlink(missing_ok=True)
        return 0

    def _write(self, parts: list[AsidePart], fresh: bool) -> int:
        """In the second process: parts written into the file (a new one when fresh); how many."""
        conn = scratch(self.file, fresh)
        try:
            if fresh:  # indexed from the start: the write copies them as they are (merge())
                conn.executescript("\n".join(statement_of(t) for t in (*self.tables.aside, ASIDE_FTS)))
                conn.executescript(indexes_of(self.tables.aside))
            for part in parts:
                write_part(conn, part, self.insert)
        finally:
            conn.close()
        return len(parts)

    def merge(self, conn: sqlite3.Connection) -> None:
        """The tables written aside copied into the build's database (their rows, and the full-text index's shadow
        tables as FTS5 wrote them: the same SQLite in the same build, so the same format), then indexed and their
        file deleted; every part written here instead when a worker failed."""
        self.start()  # the parts given since the last worker started, if any
        tables = self.tables.aside
        if self._wait() < len(self.tables.aside_parts):
            for part in self.tables.aside_parts:
                write_part(conn, part, self.insert)
            conn.executescript(indexes_of(tables))
            return
        try:
            conn.executescript(indexes_of(tables))  # as the file has them: both copied whole, page by page (below)
            conn.execute("ATTACH DATABASE ? AS side", [str(self.file)])
            conn.execute("BEGIN")
            for table in tables:
                _copy(conn, table)
            for shadow in FTS_SHADOWS:
                conn.execute(f"DELETE FROM main.[{ASIDE_FTS}_{shadow}]")
                conn.execute(f"INSERT INTO main.[{ASIDE_FTS}_{shadow}] SELECT * FROM side.[{ASIDE_FTS}_{shadow}]")
            conn.execute("COMMIT")
            conn.execute("DETACH DATABASE side")
        finally:
            self.file.unlink(missing_ok=True)

    def discard(self) -> None:
        """Wait for the worker (if any) and delete the file: the build failed before the write."""
        worker, self.worker = self.worker, None
        if worker is not None:
            try:
                worker.result()
            except BackgroundFailed:
                pass
        self.file.unlink(missing_ok=True)


def _copy(conn: sqlite3.Connection, table: str) -> None:
    """A table of the attached file "side" copied into the empty one of main, rowids kept (the full-text index refers to
    them). `SELECT *` into an empty table with the same indexes lets SQLite copy the rows and index entries as stored
    (its transfer optimization: 0.09 s for the real corpus's search index, where row by row and indexing after took
    0.23 s on the build's path); should it insert row by row instead, new rowids would be given: then the rows are
    copied again, rowid by rowid."""
    conn.execute(f"INSERT INTO main.[{table}] SELECT * FROM side.[{table}]")
    ends = "SELECT count(*), max(rowid) FROM {}.[{}]"
    if conn.execute(ends.format("main", table)).fetchone() != conn.execute(ends.format("side", table)).fetchone():
        conn.execute(f"DELETE FROM main.[{table}]")
        columns = ", ".join(["rowid"] + [f"[{c[1]}]" for c in conn.execute(f"PRAGMA main.table_info([{table}])")])
        conn.execute(f"INSERT INTO main.[{table}] ({columns}) SELECT {columns} FROM side.[{table}]")


def write_part(conn: sqlite3.Connection, part: AsidePart, insert: Insert) -> None:
    """One part's rows, then the rows made from them, each in a transaction (no indexes: made where they stay)."""
    if part.before is not None:
        part.before(conn)
    conn.execute("BEGIN")
    for table, rows in part.streams:
        insert(conn, table, rows())
    conn.execute("COMMIT")
    if part.after is not None:
        conn.execute("BEGIN")
        part.after(conn)
        conn.execute("COMMIT")
