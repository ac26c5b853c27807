"""Scryfall's card bulk files (oracle-cards, default-cards, all-cards): English cards and FR/JA printings."""
from __future__ import annotations

from pathlib import Path

from ingest.dates import parse_date
from ingest.formats.json_records import (Progress, array_records, first_object_kind, json_document, list_field,
                                         text_field)
from ingest.formats.printed_names import PrintedNames
from ingest.records import NAME_KEY, CardFace, CardRecord, ParsedDocument, Printing

FORMAT = "scryfall_cards"
STREAMED = True
LANGS = ("fr", "ja")
KIND_OF_LAYOUT = {"token": "token", "double_faced_token": "token", "emblem": "emblem", "art_series": "helper"}


def sniff_head(head: str) -> bool:
    """True when the file is a JSON array whose first object is a card."""
    return first_object_kind(head) == "card"


def kind_of(record: dict) -> str:
    """A card, or a token, emblem, dungeon or helper card (CR 108.2b, 114, 309.2), from its layout and type."""
    if "Dungeon" in (text_field(record, "type_line") or "").split(" — ")[0]:
        return "dungeon"
    return KIND_OF_LAYOUT.get(text_field(record, "layout") or "", "card")


def _faces(record: dict) -> list[dict]:
    """The card's faces that are objects."""
    return [f for f in list_field(record, "card_faces") if isinstance(f, dict)]


def card_record(number: int, record: dict, oracle_id: str, where: str | None = None) -> CardRecord:
    """The English Oracle characteristics of a Scryfall card object, faces included."""
    faces = [CardFace(text_field(f, "name") or "", text_field(f, "mana_cost"), text_field(f, "type_line"),
                      text_field(f, "oracle_text")) for f in _faces(record)]
    return CardRecord(number, oracle_id, text_field(record, "name") or "", text_field(record, "layout"),
                      text_field(record, "mana_cost"), text_field(record, "type_line"),
                      text_field(record, "oracle_text"), faces, kind_of(record), where)


def _tally_names(names: PrintedNames, number: int, where: str, record: dict, oracle_id: str, lang: str) -> None:
    """The printed FR/JA name of a localized printing and of each of its faces."""
    released = parse_date(text_field(record, "released_at") or "") or ""
    english = text_field(record, "name")
    if printed := text_field(record, "printed_name"):
        names.add(oracle_id, lang, None, printed, english, text_field(record, "printed_type_line"),
                  text_field(record, "printed_text"), released, number, where)
    printed_faces = []
    for index, face in enumerate(_faces(record)):
        if printed := text_field(face, "printed_name"):
            printed_faces.append(printed)
            names.add(oracle_id, lang, str(index), printed, text_field(face, "name"),
                      text_field(face, "printed_type_line"), text_field(face, "printed_text"), released, number,
                      f"{where}.card_faces[{index}]")
    if not text_field(record, "printed_name") and len(printed_faces) > 1:
        names.add(oracle_id, lang, None, " // ".join(printed_faces), english, None, None, released, number, where)


def parse_file(path: Path, progress: Progress = None) -> ParsedDocument:
    """English printings give cards (first printing per oracle id); every printing its set; FR/JA printings give
    official names, types and texts."""
    doc = ParsedDocument(format=FORMAT, lang="en", title="Scryfall cards")
    cards: dict[str, CardRecord] = {}
    names = PrintedNames("scryfall")
    with json_document(path, doc, progress) as stream:
        for number, where, record in array_records(stream, doc):
            if not isinstance(record, dict) or record.get("object") != "card":
                doc.warn(number, "not_a_card", f"{where}: record {number} is not a card object: skipped")
                continue
            if record.get("card_faces") is not None and not isinstance(record.get("card_faces"), list):
                doc.warn(number, "bad_field", f"{where}.card_faces is not a list: the card is read without faces")
            oracle_id = text_field(record, "oracle_id")
            if oracle_id is None:  # reversible cards keep it on their faces
                oracle_id = next((text_field(f, "oracle_id") for f in _faces(record) if text_field(f, "oracle_id")),
                                 None)
            if not text_field(record, "name"):
                doc.warn(number, "incomplete_card", f"{where}: record {number} has no name: skipped")
                continue
            if oracle_id is None:
                oracle_id = NAME_KEY + text_field(record, "name")
                doc.warn(number, "no_oracle_id", f"{where}: {text_field(record, 'name')!r} has no oracle_id: keyed "
                                                 "by its name until a source with its oracle id is loaded")
            lang = record.get("lang", "en")
            if (lang == "en" or not isinstance(lang, str)) and oracle_id not in cards:
                cards[oracle_id] = card_record(number, record, oracle_id, where)
                doc.cards.append(cards[oracle_id])
            elif lang in LANGS:
                _tally_names(names, number, where, record, oracle_id, lang)
            if set_code := text_field(record, "set"):
                doc.printings.append(Printing(number, oracle_id, set_code.upper(), text_field(record,
                                              "collector_number"), text_field(record, "rarity"), where))

    def english_of(oid: str, face: str | None) -> str | None:
        """The English name of a card of this file, or of its face numbered `face`."""
        card = cards.get(oid)
        if card is None:
            return None
        return card.faces[int(face)].name if face is not None and int(face) < len(card.faces) else card.name
    doc.card_names += names.names(lambda oid, face: int(face), english_of)
    names.report(doc)
    return doc
