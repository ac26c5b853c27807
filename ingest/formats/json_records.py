"""Streaming the records of a large JSON source (ijson): one at a time, so memory stays flat."""
from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, BinaryIO

import ijson

from ingest.records import ParsedDocument

FIRST_OBJECT_KIND = re.compile(r'^\s*\[\s*\{[^{}\[\]]*?"object"\s*:\s*"(?P<kind>\w+)"')


def first_object_kind(head: str) -> str | None:
    """The "object" of the first element of a JSON array (Scryfall bulk files: "card", "ruling"), or None."""
    m = FIRST_OBJECT_KIND.match(head)
    return m["kind"] if m else None


def _read_errors(doc: ParsedDocument, count: int, exc: Exception) -> None:
    """A JSON source that is cut or malformed: an error saying after which record it stopped."""
    doc.error(None, "bad_json", f"the JSON stops being readable after record {count} ({exc}); "
                                "the records before it are kept")


Progress = Callable[[int], None] | None  # called with the number of bytes just read


class CountingReader:
    """A binary file that tells `progress` how many bytes each read took (for a progress bar on big files)."""

    def __init__(self, handle: BinaryIO, progress: Progress) -> None:
        """Wrap handle."""
        self.handle, self.progress = handle, progress

    def read(self, size: int = -1) -> bytes:
        """Read like the file, then report the bytes read."""
        data = self.handle.read(size)
        if self.progress:
            self.progress(len(data))
        return data


def array_items(path: Path, doc: ParsedDocument, prefix: str = "item",
                progress: Progress = None) -> Iterator[tuple[int, Any]]:
    """(record number from 1, value) of each element at prefix; a read error is a problem, never an exception."""
    count = 0
    try:
        with path.open("rb") as handle:
            for count, value in enumerate(ijson.items(CountingReader(handle, progress), prefix, use_float=True),
                                          start=1):
                yield count, value
    except (ijson.JSONError, ValueError, UnicodeDecodeError) as exc:
        _read_errors(doc, count, exc)
    doc.record_count = count


def object_items(path: Path, doc: ParsedDocument, prefix: str,
                 progress: Progress = None) -> Iterator[tuple[int, str, Any]]:
    """(record number from 1, key, value) of each member of the object at prefix; errors as problems."""
    count = 0
    try:
        with path.open("rb") as handle:
            for count, (key, value) in enumerate(ijson.kvitems(CountingReader(handle, progress), prefix,
                                                               use_float=True), start=1):
                yield count, key, value
    except (ijson.JSONError, ValueError, UnicodeDecodeError) as exc:
        _read_errors(doc, count, exc)
    doc.record_count = count


def text_field(record: dict, key: str) -> str | None:
    """A string field of a record, stripped; None when absent, empty or not a string."""
    value = record.get(key)
    return value.strip() or None if isinstance(value, str) else None
