"""One parser module per source format, chosen by content, never by file name.

Text formats have sniff(source) -> bool and parse(source) -> ParsedDocument over the file's lines.
Streamed formats (large JSON) have STREAMED = True, sniff_head(head) -> bool over the first bytes, and
parse_file(path) -> ParsedDocument reading records one at a time.
"""
from __future__ import annotations

import re
from pathlib import Path
from types import ModuleType

from ingest.formats import (comprehensive_rules, forge_cardnames, ja_mechanic_page, mtgjson, po_catalog, rulings_page,
                            scryfall_cards, scryfall_rulings, term_base_table, terms_table)
from ingest.sources import HEAD_BYTES, SourceText, read_head

PARSERS: tuple[ModuleType, ...] = (comprehensive_rules, rulings_page, ja_mechanic_page, po_catalog, terms_table,
                                   term_base_table, forge_cardnames)
STREAMED_PARSERS: tuple[ModuleType, ...] = (scryfall_rulings, scryfall_cards, mtgjson)


def detect_streamed_format(head: str) -> ModuleType | None:
    """The streamed parser that recognises a file from its first bytes, or None."""
    return next((parser for parser in STREAMED_PARSERS if parser.sniff_head(head)), None)


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
    return next((parser for parser in PARSERS if parser.sniff(source)), None)
