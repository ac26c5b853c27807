"""French-site rulings pages: a French header, then entries "20 septembre 2024 · source : wotc" + text."""
from __future__ import annotations

import re

from ingest.dates import parse_date
from ingest.language import detect_language
from ingest.records import ParsedDocument, Passage, RulingEntry
from ingest.sources import SourceText

FORMAT = "fr_rulings_page"
ENTRY = re.compile(r"^\s*(?P<date>[^·]+?)\s*·\s*source\s*:\s*(?P<source>\S+)\s*$")
HAS_WORDS = re.compile(r"[^\W_]", re.UNICODE)
MACHINE_TRANSLATION = re.compile(r"traduction\s+FR.*(générée\s+automatiquement|\(IA\))", re.I)


def sniff(source: SourceText) -> bool:
    """True when the page has dated "· source :" entries and a French header before them."""
    entries = [i for i, line in enumerate(source.lines) if ENTRY.match(line)]
    if not entries:
        return False
    header = " ".join(source.lines[: entries[0]])
    return detect_language(header) == "fr" if header.strip() else False


def _warn_if_empty(doc: ParsedDocument, date_line: tuple[int, str, str] | None, entry: RulingEntry | None) -> None:
    """A readable date line with no ruling text under it is a warning."""
    if date_line and date_line[1] and entry is None:
        doc.warn(date_line[0], "ruling_without_text", "a dated entry with no ruling text under it")


def parse(source: SourceText) -> ParsedDocument:
    """Split the page into header passages and ruling entries; stray lines become warnings."""
    doc = ParsedDocument(format=FORMAT, lang="fr")
    origin = "site"
    entry: RulingEntry | None = None
    date_line: tuple[int, str, str] | None = None  # (line, iso date or "", source)
    for number, line in source.numbered():
        if m := ENTRY.match(line):
            _warn_if_empty(doc, date_line, entry)
            published = parse_date(m["date"])
            doc.claim(number, "ruling_date")
            if published is None:
                doc.error(number, "bad_date", f"cannot read the date {m['date']!r}; the ruling under it is not ingested")
            date_line, entry = (number, published or "", m["source"].lower()), None
        elif not line.strip():
            doc.claim(number, "blank")
        elif not HAS_WORDS.search(line):
            doc.claim(number, "stray")
            doc.warn(number, "stray_line", f"stray line {line.strip()!r} ignored")
        elif date_line is None:
            doc.claim(number, "header")
            doc.title = doc.title or line.strip()
            if MACHINE_TRANSLATION.search(line):
                origin = "machine"
            doc.passages.append(Passage(number, "header", line.strip(), "fr", detect_language(line)))
        elif entry is not None:  # a second paragraph of the same ruling
            doc.claim(number, "ruling_text")
            entry.text += "\n" + line.strip()
        elif not date_line[1]:
            doc.claim(number, "rejected")
        else:
            doc.claim(number, "ruling_text")
            entry = RulingEntry(number, date_line[0], date_line[1], date_line[2], line.strip(), None, origin)
            doc.rulings.append(entry)
    _warn_if_empty(doc, date_line, entry)
    for entry in doc.rulings:
        entry.detected_lang = detect_language(entry.text)
        if entry.detected_lang == "en":
            entry.origin = "original"
    english = sum(e.detected_lang == "en" for e in doc.rulings)
    if origin == "machine" and english:
        header_line = doc.passages[0].line if doc.passages else None
        doc.warn(header_line, "translation_missing",
                 f"the page announces an AI French translation, but {english} of its {len(doc.rulings)} "
                 "ruling texts are English: stored as EN originals; their FR translation is missing")
    return doc
