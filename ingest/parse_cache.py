"""What each source produced, kept by its SHA-256 and the parsers' code, so an unchanged file is not parsed again.

Entries are JSON (ingest/cache_format.py), never pickles: a crafted file in the cache folder runs nothing, and
one that is damaged, of another shape or for another file is discarded (the source parsed again, with a warning).
"""
from __future__ import annotations

import copy
import os
import re
from dataclasses import dataclass
from pathlib import Path

from ingest.cache_format import BadEntry, dumps, loads
from ingest.leftovers import writer_gone
from mtg.code_version import code_version
from ingest.records import ParsedDocument
from ingest.sources import SourceText

INGEST_DIR = Path(__file__).resolve().parent
MTG_DIR = INGEST_DIR.parent / "mtg"
# The code a parse depends on: every ingest module (formats, records, dates, language), the PO reader and the
# regex helper (tests/test_fingerprints.py checks that every module a parser imports is here).
PARSER_CODE = (INGEST_DIR, MTG_DIR)
ENTRY = re.compile(r"[0-9a-f]{64}-(?P<version>[0-9a-f]{16})\.json")  # an entry's name: file SHA-256, parser version
OLD_ENTRY = re.compile(r"[0-9a-f]{64}-[0-9a-f]{16}\.pickle")  # what versions before 2026-12-02 kept: deleted


@dataclass
class CachedParse:
    """One entry: the key it was made for, and the pair it holds."""

    sha256: str
    parser: str
    source: SourceText
    parsed: ParsedDocument


def parser_version() -> str:
    """A fingerprint of the parsing code: any change to it makes every cached parse stale."""
    return code_version(PARSER_CODE)


class ParseCache:
    """A folder of JSON (source, parsed document) pairs named by file SHA-256 and parser version.

    Only the current parser version is kept: prune() drops the others and the temporary files of writers that were
    killed. An entry that cannot be used is deleted and noted in `discarded` (sha256 -> why), for the build to say.
    """

    def __init__(self, folder: Path) -> None:
        """Use (and create on first write) this folder."""
        self.folder = folder
        self.discarded: dict[str, str] = {}
        self.pending: list[tuple[str, SourceText, ParsedDocument, int]] | None = None  # put() deferred: see defer()

    def defer(self) -> None:
        """Keep what put() is given until write_pending(): the build has it written by its second core later."""
        self.pending = []

    def write_pending(self) -> int:
        """Write the entries put() kept, each as it was put (problems added to it since are not the file's); how
        many."""
        pending, self.pending = self.pending or [], None
        for sha256, source, parsed, problems in pending:
            as_put = copy.copy(parsed)
            as_put.problems = parsed.problems[:problems]
            self.put(sha256, (source, as_put))
        return len(pending)

    def _path(self, sha256: str) -> Path:
        """Where the entry of a file with this hash lives."""
        return self.folder / f"{sha256}-{parser_version()}.json"

    def get(self, sha256: str) -> tuple[SourceText, ParsedDocument] | None:
        """The cached pair, or None when absent or not usable (then the file is simply parsed again)."""
        path = self._path(sha256)
        try:
            data = path.read_bytes()
        except OSError:
            return None
        try:
            entry = loads(data, CachedParse)
            if (entry.sha256, entry.parser) != (sha256, parser_version()):
                raise BadEntry(f"it holds the parse of another file or parser ({entry.sha256[:12]}…)")
        except BadEntry as exc:
            self.discarded[sha256] = f"{path.name}: {exc}"
            path.unlink(missing_ok=True)
            return None
        return entry.source, entry.parsed

    def prune(self) -> int:
        """Delete entries of other parser versions (and pickles of earlier releases) and temporaries whose writer is
        gone; how many were deleted."""
        current = parser_version()
        deleted = 0
        try:
            names = [entry.name for entry in os.scandir(self.folder)]
        except OSError:
            return 0
        for name in names:
            if entry := ENTRY.fullmatch(name):
                stale = entry["version"] != current
            elif OLD_ENTRY.fullmatch(name):
                stale = True
            else:  # .<name>.json.<pid>: a put() (or a memo's save) that never reached its rename
                stale = name.startswith(".") and (".json." in name or ".pickle." in name) and \
                    writer_gone(name.rsplit(".", 1)[-1])
            if stale:
                try:
                    (self.folder / name).unlink()
                    deleted += 1
                except OSError:
                    pass
        return deleted

    def put(self, sha256: str, value: tuple[SourceText, ParsedDocument]) -> bytes | None:
        """Store a pair atomically (temporary file, then rename; a cache that cannot be written is skipped); the
        entry's bytes (encode), or None when put() is deferred (defer())."""
        if self.pending is not None:
            self.pending.append((sha256, *value, len(value[1].problems)))
            return None
        data = encode(sha256, *value)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            target = self._path(sha256)
            tmp = target.with_name(f".{target.name}.{os.getpid()}")
            tmp.write_bytes(data)
            os.replace(tmp, target)
        except OSError:
            pass
        return data


def encode(sha256: str, source: SourceText, parsed: ParsedDocument) -> bytes:
    """A parse as the bytes of its cache entry: also how the parsing worker hands its parses back (JSON reads back
    in C, where pickle took longer to write these records than to parse them)."""
    return dumps(CachedParse(sha256, parser_version(), source, parsed))


def decode(data: bytes) -> tuple[SourceText, ParsedDocument]:
    """The parse that encode() made these bytes of (BadEntry when they hold none)."""
    entry = loads(data, CachedParse)
    return entry.source, entry.parsed
