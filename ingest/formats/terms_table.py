"""The terminology table (data/terms/terms.csv): EN term, official FR and JA terms, notes, sources."""
from __future__ import annotations

import csv

from ingest.records import ParsedDocument, TermRecord
from mtg.terms import Term
from ingest.sources import SourceText

FORMAT = "terms_table"
COLUMNS = ("en", "fr", "ja", "notes", "fr_source", "ja_source")
OPTIONAL = ("fr_forbidden", "ja_forbidden")


def sniff(source: SourceText) -> bool:
    """True when the first line is a CSV header with the terminology's columns."""
    try:
        header = next(csv.reader(source.lines[:1]), []) if source.lines else []
    except csv.Error:  # a first line no CSV reader takes (a field of 100,000 brackets) is no terminology
        return False
    return set(COLUMNS) <= {h.strip() for h in header}


def parse(source: SourceText) -> ParsedDocument:
    """One term per row; a row without its EN term is a warning at its line."""
    doc = ParsedDocument(format=FORMAT, lang="en", title="Terminology")
    reader = csv.reader(source.lines)
    header = [h.strip() for h in next(reader)]
    doc.claim(1, "header")
    for number, row in enumerate(reader, start=2):
        values = dict(zip(header, (v.strip() for v in row)))
        if not any(values.values()):
            doc.claim(number, "blank")
        elif not values.get("en"):
            doc.claim(number, "stray")
            doc.warn(number, "term_without_en", "a terminology row needs its EN term: ignored")
        else:
            doc.claim(number, "term")
            doc.terms.append(TermRecord(number, Term(*(values.get(c, "") for c in COLUMNS + OPTIONAL))))
    return doc
