"""A fingerprint of Python code: what a database's build version and every cache's key are made of."""
from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path


def fingerprinted(roots: tuple[Path, ...]) -> list[Path]:
    """The files a fingerprint of roots reads: each root that is a file, and the Python files under each folder."""
    return [path for root in roots for path in sorted([root] if root.is_file() else root.rglob("*.py"))]


@cache
def code_version(roots: tuple[Path, ...]) -> str:
    """A fingerprint of the Python files under roots (and of each root that is a file): a change to any changes it."""
    digest = hashlib.sha256()
    for path in fingerprinted(roots):
        root = next(r for r in roots if path == r or r in path.parents)
        digest.update(path.relative_to(root.parent).as_posix().encode() + path.read_bytes())
    return digest.hexdigest()[:16]
