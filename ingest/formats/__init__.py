"""One parser module per source format; each has sniff(source) -> bool and parse(source) -> ParsedDocument."""
from __future__ import annotations

from types import ModuleType

from ingest.formats import comprehensive_rules, fr_rulings_page, ja_mechanic_page, po_catalog
from ingest.sources import SourceText

PARSERS: tuple[ModuleType, ...] = (comprehensive_rules, fr_rulings_page, ja_mechanic_page, po_catalog)


def detect_format(source: SourceText) -> ModuleType | None:
    """The parser whose sniff recognises the content (never the file name), or None."""
    return next((parser for parser in PARSERS if parser.sniff(source)), None)
