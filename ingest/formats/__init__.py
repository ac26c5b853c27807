"""One parser module per source format, chosen by content, never by file name.

Text formats have sniff(source) -> bool and parse(source) -> ParsedDocument over the file's lines.
Streamed formats (large JSON) have STREAMED = True, sniff_head(head) -> bool over the first bytes, and
parse_file(path) -> ParsedDocument reading records one at a time.
"""
from __future__ import annotations

from types import ModuleType

from ingest.formats import (comprehensive_rules, forge_cardnames, ja_mechanic_page, mtgjson, po_catalog, rulings_page,
                            scryfall_cards, scryfall_rulings, terms_table)
from ingest.sources import SourceText

PARSERS: tuple[ModuleType, ...] = (comprehensive_rules, rulings_page, ja_mechanic_page, po_catalog, terms_table,
                                   forge_cardnames)
STREAMED_PARSERS: tuple[ModuleType, ...] = (scryfall_rulings, scryfall_cards, mtgjson)


def detect_streamed_format(head: str) -> ModuleType | None:
    """The streamed parser that recognises a file from its first bytes, or None."""
    return next((parser for parser in STREAMED_PARSERS if parser.sniff_head(head)), None)


def detect_format(source: SourceText) -> ModuleType | None:
    """The parser whose sniff recognises the content (never the file name), or None."""
    return next((parser for parser in PARSERS if parser.sniff(source)), None)
