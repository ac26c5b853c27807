"""What each source produced, kept by its SHA-256 and the parsers' code, so an unchanged file is not parsed again."""
from __future__ import annotations

import hashlib
import os
import pickle
import re
from functools import cache
from pathlib import Path

from ingest.leftovers import writer_gone

INGEST_DIR = Path(__file__).resolve().parent
# The code a parse depends on: every ingest module (formats, records, dates, language), the PO reader and the
# regex helper (tests/test_fingerprints.py checks that every module a parser imports is here).
PARSER_CODE = (INGEST_DIR, INGEST_DIR.parent / "kb" / "po.py", INGEST_DIR.parent / "kb" / "regex.py")
ENTRY = re.compile(r"[0-9a-f]{64}-(?P<version>[0-9a-f]{16})\.pickle")  # an entry's name: file SHA-256, parser version


@cache
def code_version(roots: tuple[Path, ...]) -> str:
    """A fingerprint of the Python files under roots: any change to them changes it."""
    digest = hashlib.sha256()
    for root in roots:
        for path in sorted([root] if root.is_file() else root.rglob("*.py")):
            digest.update(path.relative_to(root.parent).as_posix().encode() + path.read_bytes())
    return digest.hexdigest()[:16]


def parser_version() -> str:
    """A fingerprint of the parsing code: any change to it makes every cached parse stale."""
    return code_version(PARSER_CODE)


class ParseCache:
    """A folder of pickled (source, parsed document) pairs named by file SHA-256 and parser version.

    Only the current parser version is kept: prune() drops the others (each version of a 100,000-ruling corpus
    is about 100 MB) and the temporary files of writers that were killed.
    """

    def __init__(self, folder: Path) -> None:
        """Use (and create on first write) this folder."""
        self.folder = folder

    def _path(self, sha256: str) -> Path:
        """Where the entry of a file with this hash lives."""
        return self.folder / f"{sha256}-{parser_version()}.pickle"

    def get(self, sha256: str):
        """The cached pair, or None when absent or unreadable (then the file is simply parsed again)."""
        try:
            with self._path(sha256).open("rb") as handle:
                return pickle.load(handle)
        except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError):
            return None

    def prune(self) -> int:
        """Delete entries of other parser versions and temporaries whose writer is gone; how many were deleted."""
        current = parser_version()
        deleted = 0
        try:
            names = [entry.name for entry in os.scandir(self.folder)]
        except OSError:
            return 0
        for name in names:
            if entry := ENTRY.fullmatch(name):
                stale = entry["version"] != current
            else:  # .<name>.pickle.<pid>: a put() (or a memo's save) that never reached its rename
                stale = name.startswith(".") and ".pickle." in name and writer_gone(name.rsplit(".", 1)[-1])
            if stale:
                try:
                    (self.folder / name).unlink()
                    deleted += 1
                except OSError:
                    pass
        return deleted

    def put(self, sha256: str, value) -> None:
        """Store a pair atomically (temporary file, then rename); a cache that cannot be written is skipped."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            target = self._path(sha256)
            tmp = target.with_name(f".{target.name}.{os.getpid()}")
            with tmp.open("wb") as handle:
                pickle.dump(value, handle, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, target)
        except OSError:
            pass
