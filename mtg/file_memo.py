"""What is read from a shipped file, read once per process while the file is unchanged.

A test run makes a hundred builds in two processes, each reading the same terminology and exemplars (0.15 s a build);
a file edited between two builds (a translator's terms, a test's own copy) is read again: the key holds its size and
modification time.
"""
from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")


def stamp(path: Path | None) -> tuple[str, int, int] | None:
    """A file's path, size and modification time (None: no path, or no such file)."""
    if path is None:
        return None
    try:
        st = path.stat()
    except OSError:
        return None
    return str(path.resolve()), st.st_size, st.st_mtime_ns


def file_memo(read: Callable[..., T]) -> Callable[..., T]:
    """read(*paths), remembered by the paths' stamps: call it with the same unchanged files and it is not run again.
    What read returns is shared by its callers: return immutable things (tuples of frozen dataclasses)."""
    @lru_cache(maxsize=16)
    def remembered(paths: tuple[Path | None, ...], stamps: tuple) -> T:
        return read(*paths)

    def memo(*paths: Path | None) -> T:
        return remembered(paths, tuple(stamp(p) for p in paths))
    memo.__doc__ = read.__doc__
    return memo


def json_and_digest(path: Path) -> tuple[object, str] | None:
    """A shipped JSON file's content and the SHA-256 of its bytes (its fingerprint: a digest of the parsed content
    took 65 ms of every build for the link model, this 2), or None when it is absent; its callers are file_memo's."""
    if not path.exists():
        return None
    content = path.read_bytes()
    return json.loads(content), hashlib.sha256(content).hexdigest()
