"""The term base (data/terms/attested.csv, mined by `rulings-kb mine-terms`): attested FR/JA renderings of EN terms."""
from __future__ import annotations

import csv
import json

from ingest.records import ParsedDocument, TermRendering
from ingest.sources import SourceText

FORMAT = "term_base"
COLUMNS = ("en", "kind", "lang", "rendering", "attested", "texts", "dice", "examples")


def sniff(source: SourceText) -> bool:
    """True when the first line is the term base's CSV header."""
    try:
        header = next(csv.reader(source.lines[:1]), []) if source.lines else []
    except csv.Error:
        return False
    return tuple(h.strip() for h in header) == COLUMNS


def parse(source: SourceText) -> ParsedDocument:
    """One rendering per row; a row that is not one (a language other than fr/ja, a count not a number) is a warning
    at its line."""
    doc = ParsedDocument(format=FORMAT, lang="en", title="Term base")
    reader = csv.reader(source.lines)
    next(reader)
    doc.claim(1, "header")
    for number, row in enumerate(reader, start=2):
        values = dict(zip(COLUMNS, (v.strip() for v in row)))
        if not any(values.values()):
            doc.claim(number, "blank")
            continue
        try:
            examples = json.loads(values.get("examples") or "[]")
            rendering = TermRendering(number, values["en"], values["kind"], values["lang"], values["rendering"],
                                      int(values["attested"]), int(values["texts"]), float(values["dice"]),
                                      [str(e) for e in examples])
            if rendering.lang not in ("fr", "ja") or not rendering.en or not rendering.rendering:
                raise ValueError("a rendering needs its EN term, fr or ja, and the rendering")
        except (KeyError, ValueError, TypeError) as exc:
            doc.claim(number, "stray")
            doc.warn(number, "bad_term_rendering", f"not a term-base row ({exc}): ignored")
            continue
        doc.claim(number, "term rendering")
        doc.renderings.append(rendering)
    return doc
