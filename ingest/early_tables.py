"""The card tables, final once the cards are assembled, written by the second core into a file of their own while
the build assembles rulings and links, then copied into the database whole.

The copy is `INSERT INTO main.t SELECT * FROM side.t` between tables of one schema, empty and indexed alike, which
SQLite does by transferring records and index entries as they are: 0.15 s for the real corpus's 150,000 card rows,
where inserting and indexing them took 0.6 s on the build's path.
"""
from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable, Iterable
from pathlib import Path

from ingest.background import FAILURES, Background, BackgroundFailed, can_fork
from ingest.records import Tables
from ingest.schema import create_schema, indexes_of

EARLY = ("sets", "cards", "card_faces", "card_names", "printings")  # no step after add_cards adds to them
EARLY_ROWS = 10_000  # from this many rows, writing them aside is worth a process


def side_path(out: Path) -> Path:
    """The file the card tables are written to, beside the build's temporary file (removed with it if abandoned)."""
    return out.with_name(f".{out.name}.tmp-{os.getpid()}.early")


class EarlyTables:
    """The card tables being written aside (started by start(), once they are final); merge() copies them in."""

    def __init__(self, out: Path, insert: Callable[[sqlite3.Connection, str, Iterable[dict]], None]) -> None:
        """For a build writing out; insert(conn, table, rows) is the build's own insert (used where no fork is)."""
        self.path, self.insert = side_path(out), insert
        self.worker: Background | None = None
        self.tables: tuple[str, ...] = ()

    def start(self, tables: Tables) -> None:
        """Write the card tables aside now, when there are enough rows and a second core."""
        if can_fork() and sum(len(tables.rows.get(t, ())) for t in EARLY) >= EARLY_ROWS:
            self.tables = EARLY
            self.worker = Background(lambda: self._write(tables), "writing the card tables")

    def _write(self, tables: Tables) -> str:
        """In the second process: the card tables and their indexes, in a file of their own; its path."""
        self.path.unlink(missing_ok=True)
        conn = sqlite3.connect(self.path, isolation_level=None)
        try:
            conn.execute("PRAGMA journal_mode = OFF")
            conn.execute("PRAGMA synchronous = OFF")
            conn.execute("PRAGMA cache_size = -32000")
            create_schema(conn, indexes=False)
            conn.execute("BEGIN")
            for table in EARLY:
                self.insert(conn, table, tables.rows.get(table, ()))
            conn.execute("COMMIT")
            conn.executescript(indexes_of(EARLY))
        finally:
            conn.close()
        return str(self.path)

    def merge(self, conn: sqlite3.Connection, tables: Tables) -> None:
        """Copy the tables written aside into conn's database, whose copies of them are empty and indexed (inserted
        here instead when the worker failed); their file deleted."""
        worker, self.worker = self.worker, None
        if worker is None:
            return
        try:
            side = worker.result()
        except BackgroundFailed as exc:  # its share done here (a full disk fails here too, and is said as one)
            FAILURES.append(f"{exc.args[0].splitlines()[0]} (its share was redone in the main process)")
            self.path.unlink(missing_ok=True)
            conn.execute("BEGIN")
            for table in EARLY:
                self.insert(conn, table, tables.rows.get(table, ()))
            conn.execute("COMMIT")
            return
        try:
            conn.execute("ATTACH DATABASE ? AS early", [side])
            conn.execute("BEGIN")
            for table in EARLY:
                conn.execute(f"INSERT INTO main.[{table}] SELECT * FROM early.[{table}]")
            conn.execute("COMMIT")
            conn.execute("DETACH DATABASE early")
        finally:
            self.path.unlink(missing_ok=True)

    def discard(self) -> None:
        """Wait for the worker (if any) and delete its file: the build failed before the merge."""
        if self.worker is not None:
            try:
                self.worker.result()
            except BackgroundFailed:
                pass
            self.worker = None
        self.path.unlink(missing_ok=True)
