"""A fingerprint of Python code: what a database's build version and every cache's key are made of."""
from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path


@cache
def code_version(roots: tuple[Path, ...]) -> str:
    """A fingerprint of the Python files under roots: any change to them changes it."""
    digest = hashlib.sha256()
    for root in roots:
        for path in sorted([root] if root.is_file() else root.rglob("*.py")):
            digest.update(path.relative_to(root.parent).as_posix().encode() + path.read_bytes())
    return digest.hexdigest()[:16]
