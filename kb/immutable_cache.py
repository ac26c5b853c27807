"""Results that depend only on a served database's rows, computed once per process for an immutable file.

`rulings-kb serve` serves its database immutable (`-i`): counts over 100,000 rulings that took 0.1 to 0.4 s a page
are then the same for every request. A mutable database (plain `datasette kb.db`) is read afresh each time.
"""
from __future__ import annotations

import os
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

T = TypeVar("T")
_RESULTS: dict[tuple, Any] = {}


def file_of(db) -> tuple | None:
    """The file a database reads: the one it opened, when kb/served_file.py recorded it (an old object still
    answering while a rebuilt file takes its place must not file its results under the new file), else the one at
    its path now (path, inode, size, modification time); None in memory or when it cannot be read."""
    path = getattr(db, "path", None)
    if not path or getattr(db, "is_memory", False):
        return None
    if getattr(db, "opened", None) is not None:
        return (path, *db.opened)
    try:
        st = os.stat(path)
    except OSError:
        return None
    return path, st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns


def file_key(db) -> tuple | None:
    """The identity of an immutable database's file (file_of); None when mutable: read afresh each time."""
    return None if db.is_mutable else file_of(db)


async def once(db, name: str, compute: Callable[[], Awaitable[T]]) -> T:
    """compute()'s result for this database file, computed at the first call for an immutable one."""
    key = file_key(db)
    if key is None:
        return await compute()
    key += (name,)
    if key not in _RESULTS:
        _RESULTS[key] = await compute()
    return _RESULTS[key]
