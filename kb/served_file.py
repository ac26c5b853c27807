"""A database rebuilt at its path is served: the server notices the new file and opens it, no restart needed.

`rulings-kb build` writes a new file and renames it over the old one, so a server holding the old one open kept
answering from the deleted file (and `/-/databases.json` showed the new path with the old size and hash). At most
once a second, a request checks each immutable database's file; when its inode changed, a new Database is put
in its place under the same name. Requests already running finish on the old file; the next ones read the new
one; the old connections are closed once nothing can still be using them.
"""
from __future__ import annotations

import asyncio
import os
import threading
import time

from datasette.database import Database

CHECK_EVERY_S = 1.0
CLOSE_AFTER_S = 60.0  # a request still reading the old file has this long (SQL stops at 2 s)
_state = {"checked": 0.0}
_lock = threading.Lock()


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


def remember_files(datasette) -> None:
    """At startup: the file each immutable database opened."""
    for db in datasette.databases.values():
        if not db.is_mutable and not db.is_memory and db.path and not hasattr(db, "opened"):
            db.opened = file_identity(db.path)


def follow_rebuilt_files(datasette) -> None:
    """Put a new Database in place of each immutable one whose file was replaced (at most once a second)."""
    now = time.monotonic()
    with _lock:
        if now - _state["checked"] < CHECK_EVERY_S:
            return
        _state["checked"] = now
    databases = dict(datasette.databases)
    replaced = []
    for name, db in databases.items():
        if db.is_mutable or db.is_memory or not db.path:
            continue
        current = file_identity(db.path)
        if current is None or current == getattr(db, "opened", current):
            continue
        fresh = ServedFile(datasette, db.path)
        fresh.name, fresh.route = db.name, db.route
        databases[name] = fresh
        replaced.append(db)
    if replaced:
        datasette.databases = databases  # one assignment: a request sees the old set or the new, never half
        for old in replaced:
            closing = threading.Timer(CLOSE_AFTER_S, old.close)
            closing.daemon = True  # never what keeps a stopping server alive
            closing.start()
