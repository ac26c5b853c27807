"""Japanese mechanic pages: title, "MTGメカニクス", a description, "<title> Rules", glossary senses, CR lines, chrome."""
from __future__ import annotations

import re

from mtg.language import detect_language, japanese_share
from ingest.mechanics import mechanic_named
from ingest.records import CrExcerpt, ParsedDocument, Passage
from ingest.sources import SourceText

FORMAT = "ja_mechanic_page"
CATEGORY = "MTGメカニクス"
RULES_HEADING = re.compile(r"^(?P<title>.+?)\s+Rules\s*$")
GLOSSARY_SENSE = re.compile(r"^(?P<sense>\d+)\.\s+(?P<text>.+)$")
CR_LINE = re.compile(r"^-\s*(?P<number>\d{3}(?:\.\d+[a-z]?)?)\s*[:：]\s*(?P<text>.+)$")


def sniff(source: SourceText) -> bool:
    """True when the page opens with a Japanese title and carries the mechanics category or CR lines."""
    lines = [line for line in source.lines if line.strip()]
    if not lines or japanese_share(lines[0]) < 0.5:
        return False
    return any(line.strip() == CATEGORY for line in lines[:3]) or any(CR_LINE.match(line) for line in lines)


def parse(source: SourceText) -> ParsedDocument:
    """Read the page top-down; lines after the CR block are site chrome (warnings)."""
    doc = ParsedDocument(format=FORMAT, lang="ja")
    stage = "title"
    mechanic = None
    for number, raw in source.numbered():
        line = raw.strip()
        if not line:
            doc.claim(number, "blank")
            continue
        heading = RULES_HEADING.match(line)
        if stage == "title":
            doc.title = line
            found = mechanic_named(line)
            mechanic = found.id if found else None
            doc.claim(number, "title")
            doc.passages.append(Passage(number, "title", line, "ja", detect_language(line), mechanic))
            stage = "intro"
        elif stage == "intro" and line == CATEGORY:
            doc.claim(number, "category")
            doc.passages.append(Passage(number, "category", line, "ja", detect_language(line), mechanic))
        elif stage in ("intro", "description") and heading:
            doc.claim(number, "heading")
            doc.passages.append(Passage(number, "heading", line, "ja", detect_language(line), mechanic))
            stage = "rules"
        elif stage in ("intro", "description"):
            doc.claim(number, "description")
            lang = detect_language(line)
            doc.passages.append(Passage(number, "description", line, lang or "ja", lang, mechanic))
            stage = "description"
        elif stage == "rules" and (m := CR_LINE.match(line)):
            doc.claim(number, "cr_excerpt")
            doc.excerpts.append(CrExcerpt(number, "rule", m["number"], m["text"].strip()))
        elif stage == "rules" and (m := GLOSSARY_SENSE.match(line)):
            doc.claim(number, "glossary_excerpt")
            doc.excerpts.append(CrExcerpt(number, "glossary", m["sense"], m["text"].strip()))
        else:
            stage = "chrome"
            doc.claim(number, "chrome")
            doc.warn(number, "site_chrome", f"site navigation text {line!r} ignored")
    if mechanic is None and doc.title:
        doc.warn(1, "unknown_mechanic", f"no known mechanic is named {doc.title!r}")
    return doc
