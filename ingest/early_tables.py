"""Tables final before the build's end, written by the second core while the build goes on, into the file that
becomes the database: the card tables once the cards are assembled (while the rulings are read), then the
rulings' own tables once they are (while the cards they name are read and the links added). The write opens that
file and adds the other tables: inserting and indexing the real corpus's 310,000 card and ruling rows took 1.6 s
on the build's path, and copying them in from files of their own 0.3 s.

A worker that fails leaves its file unused: the write inserts every table itself, and the failure is a problem row.
"""
from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable, Iterable
from pathlib import Path

from ingest.background import Background, BackgroundFailed, can_fork
from ingest.records import Tables
from ingest.schema import create_schema, full_text, indexes_of

GROUPS = {  # no step after the one named adds to these tables
    "card": ("sets", "cards", "card_faces", "card_names", "printings"),  # add_cards
    "ruling": ("rulings", "ruling_texts", "ruling_sources", "ruling_aliases", "ruling_mechanics",  # add_drafts
               "cr_editions", "sections", "rules", "glossary", "keywords", "rule_changes"),  # and _add_cr, before
}
EARLY_ROWS = 10_000  # from this many rows, writing them aside is worth a process


def temporary_of(out: Path, pid: int | None = None) -> Path:
    """The file the build of process pid (default: this one) writes before renaming it over out; its parts are
    named after it (.search, .early), so that an abandoned one is found and removed with it."""
    return out.with_name(f".{out.name}.tmp-{pid or os.getpid()}")


def scratch(path: Path, fresh: bool = False) -> sqlite3.Connection:
    """A connection to a file the build writes and nobody reads before it is done (its temporary file or a part of
    it): no journal, no syncs, a 32 MiB cache (the inserts' B-trees stay cached, 12 % faster); a new file if fresh."""
    if fresh:
        path.unlink(missing_ok=True)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = OFF")  # a half-written file is deleted, never used
    conn.execute("PRAGMA synchronous = OFF")
    conn.execute("PRAGMA cache_size = -32000")
    return conn


def part_of(tmp: Path, part: str) -> Path:
    """A part of the build's temporary file tmp, written beside it (the search index: "search")."""
    return tmp.with_name(f"{tmp.name}.{part}")


class EarlyTables:
    """The groups of tables written aside as soon as final (start()), one group after another into one file that
    becomes the database: take() hands it to the write, which adds the other tables to it."""

    def __init__(self, out: Path, insert: Callable[[sqlite3.Connection, str, Iterable[dict]], None]) -> None:
        """For a build writing out; insert(conn, table, rows) is the build's own insert."""
        self.out, self.insert = out, insert
        self.file = part_of(temporary_of(out), "early")  # named by the build's pid, not a worker's
        self.last: Background | None = None  # the worker writing the latest group
        self.broken = False  # a worker failed: the file is not used, the write inserts every group
        self.tables: tuple[str, ...] = ()  # the tables of the groups written aside (or being written)
        self.search = None  # the search index's AsideWriter (ingest/aside.py), when build.py started writing it early

    def start(self, tables: Tables, group: str) -> None:
        """Write a group's tables aside now (after the previous group's), when there are enough rows and a second
        core and no earlier group failed."""
        names = GROUPS[group]
        if self.broken or not can_fork() or sum(len(tables.rows.get(t, ())) for t in names) < EARLY_ROWS:
            return
        first = self.last is None
        if not first and not self._wait():  # one writer at a time: the previous group was written long since
            return
        self.tables += names
        self.last = Background(lambda: self._write(tables, group, first), f"writing the {group} tables")

    def _wait(self) -> bool:
        """Wait for the latest group's worker; False (the file dropped, every group left to the write) if it
        failed."""
        last, self.last = self.last, None
        last.result_or(self._broken)  # its share done by the write (a full disk fails here too, and is said as one)
        return not self.broken

    def _broken(self) -> None:
        """A group's worker failed: the file is dropped and the write inserts every group."""
        self.broken, self.tables = True, ()
        self.file.unlink(missing_ok=True)

    def _write(self, tables: Tables, group: str, first: bool) -> None:
        """In the second process: a group's tables and their indexes, into the file (made with every table of the
        schema, unindexed, by the first group)."""
        conn = scratch(self.file, fresh=first)
        try:
            if first:
                create_schema(conn, indexes=False)
            conn.execute("BEGIN")
            for table in GROUPS[group]:
                self.insert(conn, table, tables.rows.get(table, ()))
            conn.execute("COMMIT")
            conn.executescript(indexes_of(GROUPS[group]))
            full_text(conn, GROUPS[group])  # the write's longest step on one core (0.6 s of the real corpus's build)
        finally:
            conn.close()

    def take(self, tmp: Path) -> bool:
        """Make the file written aside the build's temporary file tmp, once its last group is in: True when it is
        (its tables written and indexed, the others created empty); False when there is none to take (the write
        starts a new file and inserts every table)."""
        if self.last is None or not self._wait():
            return False
        os.replace(self.file, tmp)
        return True

    def discard(self) -> None:
        """Wait for the workers (if any) and delete their files: the build failed before the write."""
        if self.search is not None:
            self.search.discard()
        if self.last is not None:
            try:
                self.last.result()
            except BackgroundFailed:
                pass
        self.search = self.last = None
        part_of(temporary_of(self.out), "search").unlink(missing_ok=True)
        self.file.unlink(missing_ok=True)
