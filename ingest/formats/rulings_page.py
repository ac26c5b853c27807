"""Dated ruling pages in EN, FR or JA: an optional header, then entries "<date> · source: wotc" + text.

The date is in the page's language ("20 septembre 2024", "1er sept. 2023", "September 20, 2024",
"2024年9月20日"); the source follows with any separator and spacing ("source : wotc", "ソース：wotc").
The format is named after the page's language: fr_rulings_page, en_rulings_page, ja_rulings_page.
"""
from __future__ import annotations

import re
from collections import Counter

from ingest.dates import date_language, parse_date
from mtg.language import detect_languages
from ingest.records import ParsedDocument, Passage, RulingEntry
from ingest.sources import SourceText
from mtg.regex import quick

ENTRY = quick(r"^\s*(?P<date>\S.*?)\s*(?:[·•|—–-]\s*)?(?:source|ソース|出典)\s*[:：]\s*(?P<source>\S.*?)\s*$",
              re.IGNORECASE)
YEAR = quick(r"(?<!\d)(19|20)\d\d(?!\d)")
HAS_WORDS = quick(r"[^\W_]", re.UNICODE)
MACHINE_TRANSLATION = quick(r"traduction\s+FR.*(générée\s+automatiquement|\(IA\))|machine[- ]translat|"
                            r"機械翻訳|AI翻訳", re.IGNORECASE)


SOURCE_WORDS = quick("ource|OURCE|ソース|出典")  # every date line has one: other lines skip the entry regex


def entry_match(line: str) -> re.Match[str] | None:
    """The entry match of a date line, or None (a line naming no source is not matched at all).

    The source may be any label ("wotc", "WotC Rules Team", "wotc (Gatherer)"); a label of several words is taken
    only after something with a year, so a ruling that says "… the source: …" stays a ruling."""
    m = ENTRY.match(line) if SOURCE_WORDS.search(line) else None
    if m and " " in m["source"] and not YEAR.search(m["date"]):
        return None
    return m


def entry_date(line: str) -> tuple[re.Match[str], str | None] | None:
    """The entry match of a date line and its ISO date (None when the date cannot be read), or None."""
    m = entry_match(line)
    return (m, parse_date(m["date"])) if m else None


def sniff(source: SourceText) -> bool:
    """True when the page has "<date> · source:" entry lines (a date is a year with a day and month, read or not)."""
    return any((found := entry_date(line)) and (found[1] or YEAR.search(found[0]["date"]))
               for line in source.lines[:5000])


def page_language(matches: list[re.Match[str] | None]) -> str:
    """The language the page's dates are written in (the most common one), "en" when none says; matches: each
    line's entry_match."""
    langs = Counter(lang for m in matches if m and (lang := date_language(m["date"])))
    return langs.most_common(1)[0][0] if langs else "en"


def _warn_if_empty(doc: ParsedDocument, date_line: tuple[int, str, str] | None, entry: RulingEntry | None) -> None:
    """A readable date line with no ruling text under it is a warning."""
    if date_line and date_line[1] and entry is None:
        doc.warn(date_line[0], "ruling_without_text", "a dated entry with no ruling text under it")


def parse(source: SourceText) -> ParsedDocument:
    """Split the page into header passages and ruling entries; stray lines become warnings."""
    matches = [entry_match(line) for line in source.lines]  # once: the language and the entries read them
    lang = page_language(matches)
    doc = ParsedDocument(format=f"{lang}_rulings_page", lang=lang)
    origin = "site"
    entry: RulingEntry | None = None
    date_line: tuple[int, str, str] | None = None  # (line, iso date or "", source)
    for (number, line), m in zip(source.numbered(), matches):
        if m:
            published = parse_date(m["date"])
            _warn_if_empty(doc, date_line, entry)
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
            doc.passages.append(Passage(number, "header", line.strip(), lang, None))
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
    detected_all = detect_languages([p.text for p in doc.passages] + [e.text for e in doc.rulings])
    for passage, detected in zip(doc.passages, detected_all):
        passage.detected_lang = detected
    for entry, detected in zip(doc.rulings, detected_all[len(doc.passages):]):
        entry.detected_lang = detected
        if entry.detected_lang == "en":
            entry.origin = "original"
    english = sum(e.detected_lang == "en" for e in doc.rulings)
    if origin == "machine" and english and lang != "en":
        header_line = doc.passages[0].line if doc.passages else None
        doc.warn(header_line, "translation_missing",
                 f"the page announces a machine translation, but {english} of its {len(doc.rulings)} "
                 "ruling texts are English: stored as EN originals; their translation is missing")
    return doc
