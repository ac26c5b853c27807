"""Scryfall's card bulk files (oracle-cards, default-cards, all-cards): English cards and FR/JA printings."""
from __future__ import annotations

from pathlib import Path

from ingest.formats.json_records import Progress, array_items, first_object_kind, text_field
from ingest.records import CardFace, CardRecord, LocalizedName, ParsedDocument

FORMAT = "scryfall_cards"
STREAMED = True
LANGS = ("fr", "ja")
NAME_KEY = "name:"  # the key of a card whose source gives no oracle id


def sniff_head(head: str) -> bool:
    """True when the file is a JSON array whose first object is a card."""
    return first_object_kind(head) == "card"


def card_record(number: int, record: dict, oracle_id: str) -> CardRecord:
    """The English Oracle characteristics of a Scryfall card object, faces included."""
    faces = [CardFace(text_field(f, "name") or "", text_field(f, "mana_cost"), text_field(f, "type_line"),
                      text_field(f, "oracle_text"))
             for f in record.get("card_faces") or [] if isinstance(f, dict)]
    return CardRecord(number, oracle_id, text_field(record, "name") or "", text_field(record, "layout"),
                      text_field(record, "mana_cost"), text_field(record, "type_line"),
                      text_field(record, "oracle_text"), faces)


def localized_names(number: int, record: dict, oracle_id: str, lang: str) -> list[LocalizedName]:
    """The printed FR/JA name of a localized printing, and of each of its faces."""
    names = []
    if printed := text_field(record, "printed_name"):
        names.append(LocalizedName(number, lang, printed, text_field(record, "printed_type_line"),
                                   text_field(record, "printed_text"), "scryfall", None, oracle_id))
    for index, face in enumerate(f for f in record.get("card_faces") or [] if isinstance(f, dict)):
        if printed := text_field(face, "printed_name"):
            names.append(LocalizedName(number, lang, printed, text_field(face, "printed_type_line"),
                                       text_field(face, "printed_text"), "scryfall", index, oracle_id))
    if not text_field(record, "printed_name") and len(names) > 1:
        names.insert(0, LocalizedName(number, lang, " // ".join(n.name for n in names), None, None, "scryfall",
                                      None, oracle_id))
    return names


def parse_file(path: Path, progress: Progress = None) -> ParsedDocument:
    """English printings give cards (first printing per oracle id); FR/JA printings give official names."""
    doc = ParsedDocument(format=FORMAT, lang="en", title="Scryfall cards")
    seen_cards: set[str] = set()
    seen_names: set[tuple[str, str, int | None]] = set()
    for number, record in array_items(path, doc, progress=progress):
        if not isinstance(record, dict) or record.get("object") != "card":
            doc.warn(number, "not_a_card", f"record {number} is not a card object: skipped")
            continue
        oracle_id = text_field(record, "oracle_id")
        if oracle_id is None:  # reversible cards keep it on their faces
            oracle_id = next((text_field(f, "oracle_id") for f in record.get("card_faces") or []
                              if isinstance(f, dict) and text_field(f, "oracle_id")), None)
        if not text_field(record, "name"):
            doc.warn(number, "incomplete_card", f"record {number} has no name: skipped")
            continue
        if oracle_id is None:
            oracle_id = NAME_KEY + text_field(record, "name")
            doc.warn(number, "no_oracle_id", f"{text_field(record, 'name')!r} has no oracle_id: keyed by its name "
                                             "until a source with its oracle id is loaded")
        lang = record.get("lang", "en")
        if lang == "en" and oracle_id not in seen_cards:
            seen_cards.add(oracle_id)
            doc.cards.append(card_record(number, record, oracle_id))
        elif lang in LANGS:
            for name in localized_names(number, record, oracle_id, lang):
                if (key := (oracle_id, lang, name.face)) not in seen_names:
                    seen_names.add(key)
                    doc.card_names.append(name)
    return doc
