"""Streaming the records of a large JSON source: one record at a time, each decoded by the standard library.

The document is walked member by member (`members`, `items`) and each record is decoded on its own by
`json.JSONDecoder.raw_decode`, in C. Memory is bounded by the largest record, never by the file or by how deep
it nests: a record larger than `Limits.record_chars`, nested deeper than Python's recursion limit (about 1,000
levels) or not valid JSON is skipped (its text scanned past, not kept) and reported as a `BadRecord`; the
records after it are read. ijson, used before, keeps a prefix string per open level, so one record of 200 KB
nested 100,000 deep took 24 GB.
"""
from __future__ import annotations

import codecs
import json
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from ingest.compressed import CompressionBomb, open_source
from ingest.records import ParsedDocument
from ingest.sources import CONTROL

Progress = Callable[[int], None] | None  # called with the number of bytes of the file just read

CHUNK = 1 << 20
WHITE = re.compile(r"[ \t\n\r]*")
# Outside strings, runs of openers or closers and quotes; inside, what ends or escapes.
STRUCTURE = re.compile(r'[\[{]+|[\]}]+|"')
IN_STRING = re.compile(r'[\\"]')
DECODER = json.JSONDecoder()
CONTROL_ESCAPE = re.compile(r"\\u00(?:0[0-8bBcCeEfF]|1[0-9a-fA-F]|7[fF])")  # one, escaped, in JSON text
ARRAY_START = re.compile(r"^\s*\[")
OBJECT_KIND = re.compile(r'"object"\s*:\s*"(?P<kind>card|ruling)"')
REPLACED = "rulings-kb-count-replaced"
_replaced = [0]


def _count_replaced(error: UnicodeDecodeError) -> tuple[str, int]:
    """Undecodable bytes become U+FFFD and are counted (one warning per file)."""
    _replaced[0] += 1
    return "\ufffd", error.end


codecs.register_error(REPLACED, _count_replaced)


@dataclass(frozen=True)
class Limits:
    """How large one record may be (in characters); deeper nesting than the recursion limit is refused too."""

    record_chars: int = 16 << 20  # MTGJSON's largest card entry is under 100 KB, Scryfall's about 40 KB


LIMITS = Limits()


class BadRecord(Exception):
    """One value could not be taken (too large, too deep, not JSON); the stream is past it and goes on."""


class Unreadable(Exception):
    """The document stops being JSON here: nothing after this point can be read."""


def first_object_kind(head: str) -> str | None:
    """The first "object" a JSON array's head names (Scryfall bulk files: "card", "ruling"), or None; not only the
    first element's, so a file whose first record is broken is still known for what it is."""
    m = OBJECT_KIND.search(head) if ARRAY_START.match(head) else None
    return m["kind"] if m else None


def text_field(record: object, key: str) -> str | None:
    """A string field of a record, stripped; None when absent, empty, not a string, or the record not an object."""
    value = record.get(key) if type(record) is dict else None  # exact types: a million calls for the real corpus
    return (value.strip() or None) if type(value) is str else None


def text_fields(record: dict, keys: tuple[str, ...]) -> list[str | None]:
    """text_field of each key of a record known to be an object, the lookups in one pass (a card entry has ten)."""
    return [(value.strip() or None) if type(value) is str else None for value in map(record.get, keys)]


def list_field(record: object, key: str) -> list:
    """A list field of a record; [] when absent or of another type (the caller warns when it matters)."""
    value = record.get(key) if isinstance(record, dict) else None
    return value if isinstance(value, list) else []


def member_path(parent: str, key: str) -> str:
    """The JSON path of an object member: data.cards, data["Fire // Ice"]."""
    return f"{parent}.{key}" if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", key) else f"{parent}[{json.dumps(key)}]"


class JsonStream:
    """A JSON document read one value at a time from a binary stream, with positions kept small."""

    def __init__(self, handle: BinaryIO, limits: Limits = LIMITS) -> None:
        """Read from handle (UTF-8, BOM allowed; undecodable bytes replaced and counted in `replaced`; control
        characters other than tab and line ends taken out of strings and counted in `controls`)."""
        self.handle, self.limits = handle, limits
        self.decoder = codecs.getincrementaldecoder("utf-8-sig")(errors=REPLACED)
        self.buf, self.pos, self.eof, self.replaced = "", 0, False, 0
        self.suspect, self.controls = False, 0  # suspect: the text read holds an escaped control character

    def _more(self, at_least: int = CHUNK) -> bool:
        """Append the next bytes to the buffer (dropping what is before pos); False at the end of the file."""
        if self.eof:
            return False
        before = _replaced[0]
        data = self.handle.read(max(at_least, CHUNK))
        text = self.decoder.decode(data, final=not data)
        self.replaced += _replaced[0] - before
        self.buf = self.buf[self.pos:] + text
        self.pos = 0
        self.eof = not data
        self.suspect = self.suspect or bool(CONTROL_ESCAPE.search(self.buf, max(0, len(self.buf) - len(text) - 6)))
        return True

    def _peek(self) -> str:
        """The next character that is not white space ("" at the end of the file)."""
        buf, pos = self.buf, self.pos
        if pos < len(buf) and buf[pos] not in " \t\n\r":
            return buf[pos]
        while True:
            self.pos = WHITE.match(self.buf, self.pos).end()
            if self.pos < len(self.buf) or not self._more():
                return self.buf[self.pos:self.pos + 1]

    def kind(self) -> str:
        """What the next value is: "{", "[", '"', "scalar", or "" at the end."""
        c = self._peek()
        return c if c in ("{", "[", '"', "") else "scalar"

    def _expect(self, char: str) -> None:
        """Step over char, or stop: the document is not JSON here."""
        if self._peek() != char:
            raise Unreadable(f"expected {char!r}, found {self._peek()[:1] or 'the end of the file'!r}")
        self.pos += 1

    def _separator(self, closer: str) -> bool:
        """After a member or element: True for a comma, False for the closer; anything else stops the reading."""
        c = self._peek()
        if c in (",", closer):
            self.pos += 1
            return c == ","
        raise Unreadable(f"expected ',' or {closer!r}, found {c or 'the end of the file'!r}")

    def members(self) -> Iterator[str]:
        """The keys of the object that comes next; the caller reads (or skips) each member's value in turn."""
        self._expect("{")
        if self._peek() == "}":
            self.pos += 1
            return
        while True:
            if self._peek() != '"':
                raise Unreadable("expected a member name")
            key = self.value()
            self._expect(":")
            yield key
            if not self._separator("}"):
                return

    def items(self) -> Iterator[int]:
        """The indexes (from 0) of the array that comes next; the caller reads (or skips) each element in turn."""
        self._expect("[")
        if self._peek() == "]":
            self.pos += 1
            return
        index = 0
        while True:
            yield index
            index += 1
            if not self._separator("]"):
                return

    def value(self) -> Any:
        """The next value, decoded; a value too large, too deep or not JSON is skipped and raised as BadRecord."""
        if not self._peek():
            raise Unreadable("the file ends where a value was expected")
        start = self.pos
        while True:
            try:
                value, end = DECODER.raw_decode(self.buf, self.pos)
            except json.JSONDecodeError as exc:
                incomplete = exc.pos >= len(self.buf) - 8 or exc.msg.startswith("Unterminated string")
                if self.eof or not incomplete:
                    self._skip_from(start)
                    raise BadRecord(f"not valid JSON ({exc.msg})") from None
            except RecursionError:
                self._skip_from(start)
                raise BadRecord("nested deeper than about 1,000 levels") from None
            else:
                if end - start > self.limits.record_chars:
                    self.pos = end
                    raise BadRecord(f"larger than {self.limits.record_chars >> 20} MiB")
                if end < len(self.buf) or self.eof or not isinstance(value, (int, float)):
                    if self.suspect and CONTROL_ESCAPE.search(self.buf, start, end):
                        value = self._without_controls(value)
                    self.pos = end
                    return value
            grown = len(self.buf) - start
            if grown > self.limits.record_chars:
                self._skip_from(start)
                raise BadRecord(f"larger than {self.limits.record_chars >> 20} MiB")
            self._more(min(grown, self.limits.record_chars + 1 - grown))  # doubling, never far past the limit
            start = self.pos

    def _without_controls(self, value: Any) -> Any:
        """The value with control characters (but tab and line ends) taken out of every string, counted."""
        if isinstance(value, str):
            cleaned = CONTROL.sub("", value)
            self.controls += len(value) - len(cleaned)
            return cleaned
        if isinstance(value, list):
            return [self._without_controls(v) for v in value]
        if isinstance(value, dict):
            return {self._without_controls(k): self._without_controls(v) for k, v in value.items()}
        return value

    def skip(self) -> None:
        """Step over the next value without keeping it (BadRecord when it is not JSON)."""
        self.value()

    def _skip_from(self, start: int) -> None:
        """Scan past the value at start without decoding or keeping it: strings skipped, brackets matched (a closer
        of the wrong kind closes what it meets, so a record broken inside ends where its object closes)."""
        self.pos = start
        if self.buf[start] not in '{["':
            raise Unreadable(f"a value that is not JSON: {self.buf[start:start + 20]!r}")
        open_: list[str] = []
        in_string = False
        while True:
            buf, pos = self.buf, self.pos
            while True:
                if in_string:
                    m = IN_STRING.search(buf, pos)
                    if m is None:
                        pos = len(buf)
                        break
                    if m.group() == "\\":
                        if m.end() >= len(buf):
                            pos = m.start()
                            break
                        pos = m.end() + 1
                        continue
                    in_string, pos = False, m.end()
                    if not open_:
                        self.pos = pos
                        return
                    continue
                m = STRUCTURE.search(buf, pos)
                if m is None:
                    pos = len(buf)
                    break
                run = m.group()
                if run == '"':
                    in_string, pos = True, m.end()
                elif run[0] in "[{":
                    open_.extend(run)
                    pos = m.end()
                else:
                    for i, closer in enumerate(run):
                        opener = "[" if closer == "]" else "{"
                        while len(open_) > 1 and open_[-1] != opener:
                            open_.pop()
                        open_.pop()
                        if not open_:
                            self.pos = m.start() + i + 1
                            return
                    pos = m.end()
            self.pos = pos
            if not self._more():
                raise Unreadable("the file ends inside a value")

    def at_end(self) -> bool:
        """Whether only white space is left."""
        return self._peek() == ""


@contextmanager
def json_document(path: Path, doc: ParsedDocument, progress: Progress = None,
                  limits: Limits = LIMITS) -> Iterator[JsonStream]:
    """A JsonStream over the file (decompressed if need be); where the JSON stops being readable, an error
    saying after which record (doc.record_count) it stopped, the records before it kept."""
    try:
        with open_source(path, progress) as handle:
            stream = JsonStream(handle, limits)
            try:
                yield stream
                if not stream.at_end():
                    doc.warn(None, "trailing_data", "text after the end of the JSON document: ignored")
            finally:
                if stream.controls:
                    doc.warn(None, "control_characters", f"{stream.controls} control characters (U+0000 to U+001F "
                                                          "but tab and line ends) taken out of the file's texts")
                if stream.replaced:
                    doc.error(None, "not_utf8", f"{stream.replaced} undecodable byte sequences replaced by U+FFFD "
                                                "(JSON files are UTF-8)")
    except (Unreadable, CompressionBomb) as exc:
        doc.error(None, "bad_json", f"the JSON stops being readable after record {doc.record_count} ({exc}); "
                                    "the records before it are kept")
    except (OSError, EOFError, ValueError) as exc:  # lzma/gzip/zip errors on a damaged archive
        doc.error(None, "bad_json", f"the file stops being readable after record {doc.record_count} ({exc}); "
                                    "the records before it are kept")


def array_records(stream: JsonStream, doc: ParsedDocument) -> Iterator[tuple[int, str, Any]]:
    """(record number from 1, path, value) of each element of the top-level array (Scryfall's bulk files); a bad
    record is an error naming it, and the next one is read."""
    if stream.kind() != "[":
        doc.error(None, "bad_json", "a Scryfall bulk file is one JSON array")
        return
    for index in stream.items():
        number = doc.record_count + 1  # counted once read (or skipped): a cut record is not "read"
        try:
            value = stream.value()
        except BadRecord as exc:
            doc.record_count = number
            doc.error(number, "bad_record", f"[{index}]: {exc}: skipped")
            continue
        doc.record_count = number
        yield number, f"[{index}]", value
