"""A fingerprint of Python code: what a database's build version and every cache's key are made of."""
from __future__ import annotations

import hashlib
from collections.abc import Iterator
from functools import cache
from pathlib import Path


def _under(roots: tuple[Path, ...]) -> Iterator[tuple[Path, Path]]:
    """(root, file) for each root that is a file, and for the Python files under each folder."""
    for root in roots:
        for path in sorted([root] if root.is_file() else root.rglob("*.py")):
            yield root, path


def fingerprinted(roots: tuple[Path, ...]) -> list[Path]:
    """The files a fingerprint of roots reads."""
    return [path for _, path in _under(roots)]


@cache
def code_version(roots: tuple[Path, ...]) -> str:
    """A fingerprint of the Python files under roots (and of each root that is a file): a change to any changes it."""
    digest = hashlib.sha256()
    for root, path in _under(roots):
        digest.update(path.relative_to(root.parent).as_posix().encode() + path.read_bytes())
    return digest.hexdigest()[:16]
