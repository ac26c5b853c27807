"""Results of pure per-text work (QA findings, predicate links) kept between builds in the cache folder.

An entry is keyed by a 16-byte hash of its inputs; the store itself by the code and shared inputs
(terms, linker profiles) it was made with, so a change to either starts an empty store. Only the
entries a build used are saved, so the store never outgrows the corpus. Stores are JSON read back
against the type of their results (ingest/cache_format.py): a damaged or crafted file is ignored, never run.
"""
from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from ingest.cache_format import BadEntry, dump, loads

T = TypeVar("T")


def fingerprint(*parts: object) -> str:
    """A short hash of the repr of parts (terms, profiles, code versions)."""
    return hashlib.blake2b(repr(parts).encode(), digest_size=8).hexdigest()


class Memo:
    """A dict from input hash to result, loaded from and saved to JSON files per kind and version.

    Two processes sharing the work (a forked worker and the build) each save what they used to their own
    part file; a build loads every part of its version.
    """

    def __init__(self, folder: Path | None, kind: str, version: str, result: Any = Any) -> None:
        """Open the store of this kind and version in folder (None: remember nothing); result is the type hint of
        one result (list[Finding]), against which a stored file is read back."""
        self.folder, self.kind, self.version = folder, kind, version
        self.old: dict[str, object] = {}
        self.used: dict[str, object] = {}
        for path in sorted(folder.glob(f"memo-{kind}-{version}*.json")) if folder else ():
            try:
                self.old.update(loads(path.read_bytes(), dict[str, result]))
            except (OSError, BadEntry):
                path.unlink(missing_ok=True)  # damaged or not ours: the work is done again

    @staticmethod
    def key(parts: tuple[str | None, ...]) -> str:
        """The hex 16-byte hash of a result's inputs."""
        return hashlib.blake2b("\x1f".join("\x00" if p is None else p for p in parts).encode(), digest_size=16).hexdigest()

    def has(self, parts: tuple[str | None, ...]) -> bool:
        """Whether the result for these inputs is stored."""
        key = self.key(parts)
        return key in self.used or key in self.old

    def get(self, parts: tuple[str | None, ...], compute: Callable[[], T]) -> T:
        """The stored result for these inputs, or compute() stored now."""
        key = self.key(parts)
        if key in self.used:
            return self.used[key]
        value = self.old[key] if key in self.old else compute()
        self.used[key] = value
        return value

    def save(self, part: str = "") -> None:
        """Write the entries this process used to its part file (atomically); other versions are dropped."""
        if self.folder is None:
            return
        path = self.folder / f"memo-{self.kind}-{self.version}{'-' + part if part else ''}.json"
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            for stale in [*self.folder.glob(f"memo-{self.kind}-*.json"), *self.folder.glob(f"memo-{self.kind}-*.pickle")]:
                if not stale.name.startswith(f"memo-{self.kind}-{self.version}") or stale.suffix == ".pickle":
                    stale.unlink(missing_ok=True)
            tmp = path.with_name(f".{path.name}.{os.getpid()}")
            with tmp.open("wb") as handle:
                dump(self.used, handle)
            os.replace(tmp, path)
        except OSError:
            pass
