"""A database rebuilt at its path is served: the server notices the new file and opens it, no restart needed.

`rulings-kb build` writes a new file and renames it over the old one, so a server holding the old one open kept
answering from the deleted file (and `/-/databases.json` showed the new path with the old size and hash). Each
request checks each immutable database's file first (a stat: microseconds); when it changed, a new Database is put
in its place under the same name. Requests already running finish on the old object; the next ones read the new
file; the old connections are closed once nothing can still be using them. The check was once a second: a
request in that second could open a new connection of the old object on the new file and see its rows while
`/-/databases.json` still gave the old size (a flaky test caught it).
"""
from __future__ import annotations

import asyncio
import os
import threading

from datasette.database import Database

CLOSE_AFTER_S = 60.0  # a request still reading the old file has this long (SQL stops at 2 s)
_lock = threading.Lock()  # one swap at a time (the loop's thread and any other caller)


class ServedFile(Database):
    """An immutable database file, with connections of its own (Datasette keeps them by database name, which a
    newer file of the same name must not inherit), and the file it opened (device and inode)."""

    def __init__(self, ds, path: str) -> None:
        """Open path as immutable."""
        super().__init__(ds, path=path, is_mutable=False)
        self.opened = file_identity(path)
        self._connections = threading.local()

    async def execute_fn(self, fn):
        """fn(connection) on one of the executor's threads, on this object's own connection for that thread."""
        if self.ds.executor is None:
            return await super().execute_fn(fn)

        def in_thread():
            conn = getattr(self._connections, "conn", None)
            if conn is None:
                conn = self.connect()
                self.ds._prepare_connection(conn, self.name)
                self._connections.conn = conn
            return fn(conn)
        return await asyncio.get_running_loop().run_in_executor(self.ds.executor, in_thread)


def file_identity(path: str) -> tuple[int, int, int] | None:
    """(device, inode, size) of a file, None when it cannot be read."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_dev, st.st_ino, st.st_size


def _replaced(db) -> bool:
    """Whether db is an immutable database whose file at its path is no longer the one it opened."""
    if db.is_mutable or db.is_memory or not db.path:
        return False
    current = file_identity(db.path)
    return current is not None and current != getattr(db, "opened", current)


def remember_files(datasette) -> None:
    """At startup: the file each immutable database opened."""
    for db in datasette.databases.values():
        if not db.is_mutable and not db.is_memory and db.path and not hasattr(db, "opened"):
            db.opened = file_identity(db.path)


def follow_rebuilt_files(datasette) -> None:
    """Put a new Database in place of each immutable one whose file was replaced."""
    if not any(_replaced(db) for db in datasette.databases.values()):
        return
    with _lock:
        databases = dict(datasette.databases)
        replaced = [db for db in databases.values() if _replaced(db)]
        for db in replaced:
            fresh = ServedFile(datasette, db.path)
            fresh.name, fresh.route = db.name, db.route
            databases[db.name] = fresh
        datasette.databases = databases  # one assignment: a request sees the old set or the new, never half
        for old in replaced:
            closing = threading.Timer(CLOSE_AFTER_S, old.close)
            closing.daemon = True  # never what keeps a stopping server alive
            closing.start()
