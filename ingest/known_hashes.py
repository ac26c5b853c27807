"""Source files' SHA-256 remembered in the cache folder by what stat says of each file, so that a rebuild reads only
the files that changed to learn which did (the 574 files of the real corpus took 0.13 s to hash, on two cores).

A hash is taken from the store only when the file's path, size, inode, modification and change times are all those
it was hashed with: writing a file, or putting another in its place (an editor's save, tar, git checkout), sets its
change time, which no program can set back. A file changed less than RACY_NS before it was hashed is hashed again
next time: a second change in the same clock tick would leave both times as they were.
"""
from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

from ingest.memo import Memo

RACY_NS = 2_000_000_000
VERSION = "1"  # of what a key holds


def stat_key(path: Path, now_ns: int) -> tuple[str, ...] | None:
    """What the store knows a file by; None when the file is not there or changed too recently to be trusted."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    if max(st.st_mtime_ns, st.st_ctime_ns) > now_ns - RACY_NS:
        return None
    return (os.fspath(path.absolute()), str(st.st_size), str(st.st_ino), str(st.st_mtime_ns), str(st.st_ctime_ns))


def known_hashes(files: list[Path], folder: Path | None,
                 hash_all: Callable[[list[Path]], dict[Path, str]]) -> dict[Path, str]:
    """The SHA-256 of every readable file: from the store in folder (None: no store) when the file is unchanged,
    else from hash_all(the other files); the store then keeps what this build saw."""
    memo = Memo(folder, "hashes", VERSION, str)
    now = time.time_ns()
    keys = {path: stat_key(path, now) for path in files} if folder else {}
    known = {path: memo.get(key, lambda: "") for path, key in keys.items() if key is not None and memo.has(key)}
    hashed = hash_all([path for path in files if path not in known])
    for path, sha in hashed.items():
        if keys.get(path) is not None:
            memo.get(keys[path], lambda sha=sha: sha)
    if folder is not None and hashed:
        memo.save()
    return known | hashed
