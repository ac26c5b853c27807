"""Scryfall's rulings bulk file: a JSON array of {"object": "ruling", oracle_id, source, published_at, comment}."""
from __future__ import annotations

from pathlib import Path

from ingest.dates import parse_date
from ingest.formats.json_records import Progress, array_records, first_object_kind, json_document, text_field
from ingest.records import ParsedDocument, RulingEntry

FORMAT = "scryfall_rulings"
STREAMED = True


def sniff_head(head: str) -> bool:
    """True when the file is a JSON array whose first object is a ruling."""
    return first_object_kind(head) == "ruling"


def parse_file(path: Path, progress: Progress = None) -> ParsedDocument:
    """Every ruling object becomes an EN ruling of its card (line = record number); bad records are problems."""
    doc = ParsedDocument(format=FORMAT, lang="en", title="Scryfall rulings")
    with json_document(path, doc, progress) as stream:
        for number, where, record in array_records(stream, doc):
            if not isinstance(record, dict) or record.get("object") != "ruling":
                doc.warn(number, "not_a_ruling", f"{where}: record {number} is not a ruling object: skipped")
                continue
            comment, oracle_id = text_field(record, "comment"), text_field(record, "oracle_id")
            published = parse_date(text_field(record, "published_at") or "")
            if not comment or not oracle_id or published is None:
                missing = [k for k, v in (("comment", comment), ("oracle_id", oracle_id), ("published_at", published))
                           if not v]
                doc.warn(number, "incomplete_ruling", f"{where}: record {number} lacks a readable "
                                                      f"{', '.join(missing)}: skipped")
                continue
            source = (text_field(record, "source") or "wotc").lower()
            doc.rulings.append(RulingEntry(number, number, published, source, comment, None, "original",
                                           oracle_id=oracle_id, record=where))
    return doc
