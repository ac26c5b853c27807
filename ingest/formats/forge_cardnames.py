"""Forge's card-name catalogs: one face a line, "English name|translated name|type line|rules text" (\\n inside)."""
from __future__ import annotations

import re

from mtg.language import catalog_language
from ingest.records import LocalizedName, ParsedDocument
from ingest.sources import SourceText

FORMAT = "forge_cardnames"
FIELDS = 4
# Forge's coded mana cost ("o4oU" for {4}{U}, "oWoU", "o2/W"), which some lines print under the face name at the
# head of the rules text (`Vestiaire\no4oU\nÀ chaque fois…`): not part of the printed rules text.
CODED_COST = re.compile(r"^(?:o[0-9A-Z/]+)+$")


def _fields(line: str) -> list[str] | None:
    """The four fields of a catalog line, or None when the line is not one."""
    parts = line.split("|", FIELDS - 1)
    return parts if len(parts) == FIELDS and parts[0].strip() and parts[1].strip() else None


def sniff(source: SourceText) -> bool:
    """True when nearly every non-blank line of the first hundred has the four |-separated fields."""
    lines = [line for line in source.lines[:100] if line.strip()]
    return bool(lines) and sum(_fields(line) is not None for line in lines) >= 0.9 * len(lines)


def parse(source: SourceText) -> ParsedDocument:
    """Each line gives the official name of a card or face in the catalog's language (detected from content)."""
    rows = [(number, _fields(line)) for number, line in source.numbered()]
    sample = " ".join(f[1] + " " + f[2] for _, f in rows[:400] if f)
    lang = catalog_language(sample)
    doc = ParsedDocument(format=FORMAT, lang=lang, title=f"Forge card names ({lang or 'unknown language'})")
    if lang not in ("fr", "ja"):
        doc.error(1, "catalog_language", f"the catalog's names are not French or Japanese (read as {lang!r}): "
                                         "not loaded")
    for number, fields in rows:
        if fields is None:
            doc.claim(number, "blank" if not source.lines[number - 1].strip() else "stray")
            if source.lines[number - 1].strip():
                doc.warn(number, "stray_line", "not an 'English|translated|type|text' line: ignored")
            continue
        english, name, type_line, text = (f.strip() for f in fields)
        doc.claim(number, "card_name")
        if lang not in ("fr", "ja"):
            continue
        if name == english:
            doc.warn(number, "name_not_translated", f"{english!r} is given untranslated: no official "
                                                    f"{lang.upper()} name taken from this line")
            continue
        doc.card_names.append(LocalizedName(number, lang, name, type_line or None, rules_text(text, name), "forge",
                                            english=english))
    return doc


def rules_text(field: str, name: str) -> str | None:
    """The rules text of a catalog line (its \\n as line breaks), without the face name and coded cost that some
    lines repeat at its head."""
    lines = field.replace("\\n", "\n").split("\n")
    if len(lines) > 2 and lines[0].strip() == name and CODED_COST.match(lines[1].strip()):
        lines = lines[2:]
    return "\n".join(lines).strip() or None
