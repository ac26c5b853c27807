"""Results of pure per-text work (QA findings, predicate links) kept between builds in the cache folder.

An entry is keyed by a 16-byte hash of its inputs; the store itself by the code and shared inputs
(terms, linker profiles) it was made with, so a change to either starts an empty store. Only the
entries a build used are saved, so the store never outgrows the corpus.
"""
from __future__ import annotations

import hashlib
import os
import pickle
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")


def fingerprint(*parts: object) -> str:
    """A short hash of the repr of parts (terms, profiles, code versions)."""
    return hashlib.blake2b(repr(parts).encode(), digest_size=8).hexdigest()


class Memo:
    """A dict from input hash to result, loaded from and saved to one pickle file per kind and version."""

    def __init__(self, folder: Path | None, kind: str, version: str) -> None:
        """Open the store of this kind and version in folder (None: remember nothing)."""
        self.path = folder / f"memo-{kind}-{version}.pickle" if folder else None
        self.old: dict[bytes, object] = {}
        self.used: dict[bytes, object] = {}
        if self.path and self.path.exists():
            try:
                with self.path.open("rb") as handle:
                    self.old = pickle.load(handle)
            except (OSError, pickle.UnpicklingError, EOFError):
                self.old = {}

    @staticmethod
    def key(parts: tuple[str | None, ...]) -> bytes:
        """The 16-byte hash of a result's inputs."""
        return hashlib.blake2b("\x1f".join("\x00" if p is None else p for p in parts).encode(), digest_size=16).digest()

    def get(self, parts: tuple[str | None, ...], compute: Callable[[], T]) -> T:
        """The stored result for these inputs, or compute() stored now."""
        key = self.key(parts)
        if key in self.used:
            return self.used[key]
        value = self.old[key] if key in self.old else compute()
        self.used[key] = value
        return value

    def save(self) -> None:
        """Write the entries this build used (atomically); older entries and other versions are dropped."""
        if self.path is None:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            for stale in self.path.parent.glob(f"{self.path.name.split('-')[0]}-{self.path.name.split('-')[1]}-*"):
                if stale != self.path:
                    stale.unlink(missing_ok=True)
            tmp = self.path.with_name(f".{self.path.name}.{os.getpid()}")
            with tmp.open("wb") as handle:
                pickle.dump(self.used, handle, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, self.path)
        except OSError:
            pass
