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


def file_key(db) -> tuple | None:
    """The identity of an immutable database's file (path, inode, size, modification time); None when mutable."""
    if db.is_mutable or not db.path:
        return None
    try:
        st = os.stat(db.path)
    except OSError:
        return None
    return db.path, st.st_ino, st.st_size, st.st_mtime_ns


async def once(db, name: str, compute: Callable[[], Awaitable[T]]) -> T:
    """compute()'s result for this database file, computed at the first call for an immutable one."""
    key = file_key(db)
    if key is None:
        return await compute()
    key += (name,)
    if key not in _RESULTS:
        _RESULTS[key] = await compute()
    return _RESULTS[key]
