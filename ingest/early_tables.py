"""Tables final before the build's end, written by the second core into a file of their own each while the build
goes on, then copied into the database whole: the card tables once the cards are assembled (while the rulings
are read), the rulings' own tables once they are (while the cards they name are read and the links added).

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

GROUPS = {  # no step after the one named adds to these tables
    "card": ("sets", "cards", "card_faces", "card_names", "printings"),  # add_cards
    "ruling": ("rulings", "ruling_texts", "ruling_sources", "ruling_aliases", "ruling_mechanics"),  # add_drafts
}
EARLY_ROWS = 10_000  # from this many rows, writing them aside is worth a process


def temporary_of(out: Path, pid: int | None = None) -> Path:
    """The file the build of process pid (default: this one) writes before renaming it over out; its parts are
    named after it (.search, .early.<group>), so that an abandoned one is found and removed with it."""
    return out.with_name(f".{out.name}.tmp-{pid or os.getpid()}")


def part_of(tmp: Path, part: str) -> Path:
    """A part of the build's temporary file tmp, written beside it (the search index: "search")."""
    return tmp.with_name(f"{tmp.name}.{part}")


def side_path(out: Path, group: str, pid: int) -> Path:
    """The file a group of tables is written to, beside the build's temporary file."""
    return part_of(temporary_of(out, pid), f"early.{group}")


class EarlyTables:
    """The groups of tables being written aside (each started by start(), once final); merge() copies them in."""

    def __init__(self, out: Path, insert: Callable[[sqlite3.Connection, str, Iterable[dict]], None]) -> None:
        """For a build writing out; insert(conn, table, rows) is the build's own insert (used where no fork is)."""
        self.out, self.insert, self.pid = out, insert, os.getpid()  # the build's pid names the files, not a worker's
        self.workers: dict[str, Background] = {}
        self.tables: tuple[str, ...] = ()
        self.search: Background | None = None  # the search index, when build.py started writing it aside early

    def start(self, tables: Tables, group: str = "card") -> None:
        """Write a group's tables aside now, when there are enough rows and a second core."""
        names = GROUPS[group]
        if can_fork() and sum(len(tables.rows.get(t, ())) for t in names) >= EARLY_ROWS:
            self.tables += names
            self.workers[group] = Background(lambda: self._write(tables, group, self.path(group)),
                                             f"writing the {group} tables")

    def path(self, group: str) -> Path:
        """The file a group's tables are written to."""
        return side_path(self.out, group, self.pid)

    def _write(self, tables: Tables, group: str, path: Path) -> str:
        """In the second process: a group's tables and their indexes, in a file of their own at path; its path."""
        path.unlink(missing_ok=True)
        conn = sqlite3.connect(path, isolation_level=None)
        try:
            conn.execute("PRAGMA journal_mode = OFF")
            conn.execute("PRAGMA synchronous = OFF")
            conn.execute("PRAGMA cache_size = -32000")
            create_schema(conn, indexes=False)
            conn.execute("BEGIN")
            for table in GROUPS[group]:
                self.insert(conn, table, tables.rows.get(table, ()))
            conn.execute("COMMIT")
            conn.executescript(indexes_of(GROUPS[group]))
        finally:
            conn.close()
        return str(path)

    def merge(self, conn: sqlite3.Connection, tables: Tables) -> None:
        """Copy the tables written aside into conn's database, whose copies of them are empty and indexed (inserted
        here instead when a worker failed); their files deleted."""
        workers, self.workers = self.workers, {}
        for group, worker in workers.items():
            path = self.path(group)
            try:
                side = worker.result()
            except BackgroundFailed as exc:  # its share done here (a full disk fails here too, and is said as one)
                FAILURES.append(f"{exc.args[0].splitlines()[0]} (its share was redone in the main process)")
                path.unlink(missing_ok=True)
                conn.execute("BEGIN")
                for table in GROUPS[group]:
                    self.insert(conn, table, tables.rows.get(table, ()))
                conn.execute("COMMIT")
                continue
            try:
                conn.execute("ATTACH DATABASE ? AS early", [side])
                conn.execute("BEGIN")
                for table in GROUPS[group]:
                    conn.execute(f"INSERT INTO main.[{table}] SELECT * FROM early.[{table}]")
                conn.execute("COMMIT")
                conn.execute("DETACH DATABASE early")
            finally:
                path.unlink(missing_ok=True)

    def discard(self) -> None:
        """Wait for the workers (if any) and delete their files: the build failed before the merge."""
        if self.search is not None:
            try:
                self.search.result()
            except BackgroundFailed:
                pass
            self.search = None
            part_of(temporary_of(self.out, self.pid), "search").unlink(missing_ok=True)
        workers, self.workers = self.workers, {}
        for group, worker in workers.items():
            try:
                worker.result()
            except BackgroundFailed:
                pass
            self.path(group).unlink(missing_ok=True)
