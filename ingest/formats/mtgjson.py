"""MTGJSON AtomicCards and AllPrintings: cards with identifiers, rulings and foreignData (French, Japanese)."""
from __future__ import annotations

import re
from pathlib import Path

from ingest.dates import parse_date
from ingest.formats.json_records import Progress, object_items, text_field
from ingest.records import CardFace, CardRecord, LocalizedName, ParsedDocument, RulingEntry

FORMAT = "mtgjson"
STREAMED = True
SNIFF = re.compile(r'^\s*\{\s*"(meta|data)"\s*:')
LANGUAGES = {"French": "fr", "Japanese": "ja"}


def sniff_head(head: str) -> bool:
    """True when the file is an MTGJSON object: {"meta": …, "data": …}."""
    return bool(SNIFF.match(head)) and '"data"' in head


def _faces_of(value: object) -> list[dict]:
    """The card entries of a data member: AtomicCards maps a name to its faces, AllPrintings a set to its cards."""
    if isinstance(value, list):
        return [v for v in value if isinstance(v, dict)]
    if isinstance(value, dict) and isinstance(value.get("cards"), list):
        return [v for v in value["cards"] if isinstance(v, dict)]
    return []


def _oracle_id(entry: dict) -> str | None:
    """The Scryfall oracle id MTGJSON records for a card."""
    identifiers = entry.get("identifiers")
    return text_field(identifiers, "scryfallOracleId") if isinstance(identifiers, dict) else None


def parse_file(path: Path, progress: Progress = None) -> ParsedDocument:
    """Cards (one per oracle id, faces gathered), their rulings and their French and Japanese names."""
    doc = ParsedDocument(format=FORMAT, lang="en", title="MTGJSON cards")
    cards: dict[str, CardRecord] = {}
    seen_rulings: set[tuple[str, str, str]] = set()
    seen_names: set[tuple[str, str, str]] = set()
    for number, _key, value in object_items(path, doc, "data", progress=progress):
        for entry in _faces_of(value):
            name, oracle_id = text_field(entry, "name"), _oracle_id(entry)
            if not name:
                doc.warn(number, "incomplete_card", f"record {number}: a card without a name: skipped")
                continue
            face_name = text_field(entry, "faceName")
            if oracle_id and oracle_id not in cards:
                cards[oracle_id] = CardRecord(number, oracle_id, name, text_field(entry, "layout"),
                                              None if face_name else text_field(entry, "manaCost"),
                                              None if face_name else text_field(entry, "type"),
                                              None if face_name else text_field(entry, "text"))
                doc.cards.append(cards[oracle_id])
            card = cards.get(oracle_id) if oracle_id else None
            if card is not None and face_name and face_name not in {f.name for f in card.faces}:
                card.faces.append(CardFace(face_name, text_field(entry, "manaCost"), text_field(entry, "type"),
                                           text_field(entry, "text")))
            for ruling in entry.get("rulings") or []:
                text = text_field(ruling, "text") if isinstance(ruling, dict) else None
                published = parse_date(text_field(ruling, "date") or "") if isinstance(ruling, dict) else None
                if not text or published is None:
                    doc.warn(number, "incomplete_ruling", f"record {number} ({name}): a ruling without a readable "
                                                          "date or text: skipped")
                    continue
                if (key := (name, published, text)) not in seen_rulings:
                    seen_rulings.add(key)
                    doc.rulings.append(RulingEntry(number, number, published, "", text, None, "original",
                                                   oracle_id=oracle_id, card_name=name))
            for foreign in entry.get("foreignData") or []:
                lang = LANGUAGES.get(foreign.get("language")) if isinstance(foreign, dict) else None
                printed = text_field(foreign, "name") if lang else None
                if not printed:
                    continue
                face = None
                if face_name and card is not None:
                    face = next(i for i, f in enumerate(card.faces) if f.name == face_name)
                    printed = text_field(foreign, "faceName") or printed
                if (key := (oracle_id or name, lang, str(face))) not in seen_names:
                    seen_names.add(key)
                    doc.card_names.append(LocalizedName(number, lang, printed, text_field(foreign, "type"),
                                                        text_field(foreign, "text"), "mtgjson", face, oracle_id,
                                                        face_name or name))
    return doc
