"""One parser module per source format, chosen by content, never by file name.

Text formats have sniff(source) -> bool and parse(source) -> ParsedDocument over the file's lines.
Streamed formats (large JSON) have STREAMED = True, sniff_head(head) -> bool over the first bytes, and
parse_file(path) -> ParsedDocument reading records one at a time.
"""
from __future__ import annotations

import importlib
import re
from functools import cache
from pathlib import Path
from types import ModuleType

from ingest.sources import HEAD_BYTES, SourceText, read_head

# The parsers in the order they are tried, each imported when a file first needs its kind (a build or rebuild of bulk
# JSON files imports no text parser: 0.06 s of a rebuild's start). PARSERS and STREAMED_PARSERS are the modules.
TEXT_FORMATS = ("comprehensive_rules", "rulings_page", "ja_mechanic_page", "po_catalog", "terms_table",
                "term_base_table", "forge_cardnames")
STREAMED_FORMATS = ("scryfall_rulings", "scryfall_cards", "mtgjson")


@cache
def _parsers(names: tuple[str, ...]) -> tuple[ModuleType, ...]:
    """The parser modules of these formats, imported now if not yet."""
    return tuple(importlib.import_module(f"ingest.formats.{name}") for name in names)


def __getattr__(name: str) -> tuple[ModuleType, ...]:
    """PARSERS (the text formats') and STREAMED_PARSERS (the streamed formats'), imported when first asked for."""
    if name == "PARSERS":
        return _parsers(TEXT_FORMATS)
    if name == "STREAMED_PARSERS":
        return _parsers(STREAMED_FORMATS)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def detect_streamed_format(head: str) -> ModuleType | None:
    """The streamed parser that recognises a file from its first bytes, or None."""
    return next((parser for parser in _parsers(STREAMED_FORMATS) if parser.sniff_head(head)), None)


# A JSON array whose first records are broken or huge (a 100 KB string in place of the first card) is looked at
# again, further: its first 4 MiB. Real records are under 100 KB, so a real file is known from its first 64 KiB.
LONG_HEAD_BYTES = 64 * HEAD_BYTES
ARRAY_START = re.compile(r"\s*\[")


def streamed_format(path: Path) -> ModuleType | None:
    """The streamed parser for a file, from its first 64 KiB, or its first 4 MiB when that is a JSON array not known
    yet; None when it is not a streamed format."""
    head = read_head(path)
    parser = detect_streamed_format(head)
    if parser is None and ARRAY_START.match(head) and len(head) >= HEAD_BYTES // 2:
        parser = detect_streamed_format(read_head(path, LONG_HEAD_BYTES))
    return parser


def detect_format(source: SourceText) -> ModuleType | None:
    """The parser whose sniff recognises the content (never the file name), or None."""
    return next((parser for parser in _parsers(TEXT_FORMATS) if parser.sniff(source)), None)
