"""MTGJSON v5: set files, AllPrintings ({code: set}) and AtomicCards ({name: [face, …]}), plain or compressed.

Each card entry (a printing, or a face of one) is a record: numbered from 1 in file order, with its JSON path
(`data.cards[17]`, `data.KHM.cards[17]`, `data["Fire // Ice"][0]`). Cards are gathered by Scryfall oracle id
with their faces; every ruling of every entry is kept with its path (`….rulings[2]`); French and Japanese
printed names, type lines and texts are tallied across printings (printed_names.py). Entries of a set's
`tokens` are tokens, emblems, dungeons or helper cards, never cards (CR 108.2b, 114, 309.2).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from ingest.dates import parse_date
from ingest.formats.json_records import (BadRecord, JsonStream, Progress, json_document, member_path,
                                         text_field, text_fields)
from ingest.formats.printed_names import WHOLE, PrintedNames
from ingest.records import (NAME_KEY, CardFace, CardRecord, CardSet, ParsedDocument, Printing, RulingEntry)

FORMAT = "mtgjson"
STREAMED = True
SNIFF = re.compile(r'^\s*\{\s*"(meta|data)"\s*:')
LANGUAGES = {"French": "fr", "Japanese": "ja"}
# The text fields of a card entry the build reads, looked up in one pass.
FIELDS = ("name", "faceName", "layout", "manaCost", "type", "text", "side", "setCode", "number", "rarity")
# Members of an MTGJSON set object (v5): a data object holding these is one set, not AllPrintings or AtomicCards.
SET_MEMBERS = frozenset({
    "baseSetSize", "block", "booster", "cards", "cardsphereSetId", "code", "codeV3", "decks", "isFoilOnly",
    "isForeignOnly", "isNonFoilOnly", "isOnlineOnly", "isPaperOnly", "isPartialPreview", "keyruneCode",
    "languages", "mcmId", "mcmIdExtras", "mcmName", "mtgoCode", "name", "parentCode", "releaseDate",
    "sealedProduct", "tcgplayerGroupId", "tokens", "totalSetSize", "translations", "type"})


def sniff_head(head: str) -> bool:
    """True when the file is an MTGJSON object: {"meta": …, "data": …}."""
    return bool(SNIFF.match(head)) and '"data"' in head


@dataclass
class _Card:
    """A card being gathered from its entries: the first entry's characteristics, its faces by side."""

    record: CardRecord
    faces: dict[str, tuple[str, CardFace]] = field(default_factory=dict)  # face name -> (side, face)


def _kind(type_line: str | None, layout: str | None, in_tokens: bool) -> str:
    """What a game object is: a card, or (in a set's tokens) a token, an emblem, a dungeon or a helper card."""
    type_line, layout = type_line or "", layout or ""
    if "Dungeon" in type_line.split(" — ")[0]:
        return "dungeon"
    if not in_tokens:
        return "card"
    if layout == "emblem" or type_line.startswith("Emblem"):
        return "emblem"
    if layout == "art_series" or type_line in ("Card", ""):
        return "helper"
    return "token"


class _Gatherer:
    """Cards, faces, rulings, names, printings and sets of one MTGJSON file, record by record."""

    def __init__(self, doc: ParsedDocument) -> None:
        """Gather into doc."""
        self.doc = doc
        self.cards: dict[str, _Card] = {}
        self.names = PrintedNames("mtgjson")
        self.pending_names: list[tuple] = []  # names waiting for their set's release date (it comes after cards)
        self.codeless: list[tuple[Printing, CardSet]] = []  # printings that take their set's code once it is read
        self.strings: dict[str, str] = {}
        self.first_of: dict[tuple[str, str], RulingEntry] = {}  # (date, text) -> its first entry in the file

    def _same(self, text: str | None) -> str | None:
        """The one copy of a string this file repeats (a ruling on every printing, a card's name and id)."""
        return self.strings.setdefault(text, text) if text is not None else None

    def entry(self, number: int, path: str, entry: object, card_set: CardSet | None, in_tokens: bool) -> None:
        """One card entry: a printing (set files, AllPrintings) or a face (AtomicCards)."""
        doc = self.doc
        if not isinstance(entry, dict):
            doc.warn(number, "bad_record", f"{path}: a card entry that is not an object: skipped")
            return
        name, face_name, layout, mana_cost, type_line, text, side, code, collector, rarity = text_fields(entry, FIELDS)
        name, oracle_id = self._same(name), self._same(_oracle_id(entry))
        if not name:
            doc.warn(number, "incomplete_card", f"{path}: a card without a name: skipped")
            return
        key = oracle_id or NAME_KEY + (face_name or name)
        card = self.cards.get(key)
        if card is None:
            record = CardRecord(number, key, name, layout, mana_cost, type_line, text,
                                kind=_kind(type_line, layout, in_tokens), record=path)
            card = self.cards[key] = _Card(record)
            if oracle_id is None:
                doc.warn(number, "no_oracle_id", f"{path}: {face_name or name!r} has no Scryfall oracle id: keyed by "
                                                 "its name until a source with its oracle id is loaded")
        if face_name and face_name not in card.faces:
            card.faces[face_name] = (side or "~", CardFace(face_name, mana_cost, type_line, text))
        if code or card_set is not None:
            printing = Printing(number, key, code or "", collector, rarity, path)
            self.doc.printings.append(printing)
            if not code:
                self.codeless.append((printing, card_set))
        self._rulings(number, path, entry, key, name if oracle_id else face_name or name)
        self._names(number, path, entry, key, face_name, name, card_set)

    def _rulings(self, number: int, path: str, entry: dict, key: str, name: str) -> None:
        """Every ruling of the entry, with its own path; one printed twice in the entry is kept once."""
        rulings = entry.get("rulings")
        if rulings is not None and not isinstance(rulings, list):
            self.doc.warn(number, "bad_field", f"{path}.rulings is not a list: its rulings are skipped")
            return
        seen = set()
        for i, ruling in enumerate(rulings or []):
            text = text_field(ruling, "text")
            published = parse_date(text_field(ruling, "date") or "")
            if not text or published is None:
                self.doc.warn(number, "incomplete_ruling", f"{path}.rulings[{i}] ({name}): a ruling without a "
                                                           "readable date or text: skipped")
                continue
            if (published, text) in seen:
                continue
            seen.add((published, text))
            oracle_id, record = None if key.startswith(NAME_KEY) else key, f"{path}.rulings[{i}]"
            first = self.first_of.get((published, text))
            if first is not None:  # printed on an earlier entry of the file: one more place of that ruling
                first.repeats.append((number, record, oracle_id, name))
                continue
            self.first_of[(published, text)] = entry_ = RulingEntry(number, number, published, "", text, None,
                                                                    "original", oracle_id=oracle_id, card_name=name,
                                                                    record=record)
            self.doc.rulings.append(entry_)

    def _names(self, number: int, path: str, entry: dict, key: str, face_name: str | None, name: str,
               card_set: CardSet | None) -> None:
        """The entry's French and Japanese names (the face's, and the whole card's when the source gives it)."""
        foreign_data = entry.get("foreignData")
        if foreign_data is not None and not isinstance(foreign_data, list):
            self.doc.warn(number, "bad_field", f"{path}.foreignData is not a list: its names are skipped")
            return
        for i, foreign in enumerate(foreign_data or []):
            language = foreign.get("language") if isinstance(foreign, dict) else None
            lang = LANGUAGES.get(language) if isinstance(language, str) else None
            printed = text_field(foreign, "name") if lang else None
            if not printed:
                continue
            where = f"{path}.foreignData[{i}]"
            type_line, text = text_field(foreign, "type"), text_field(foreign, "text")
            if face_name:
                whole = printed if " // " in printed else None
                face_printed = text_field(foreign, "faceName") or (None if whole else printed)
                if face_printed:
                    self.pending_names.append((key, lang, face_name, face_printed, face_name, type_line, text, card_set,
                                               number, where))
                if whole:
                    self.pending_names.append((key, lang, None, whole, name, None, None, card_set, number, where))
            else:
                self.pending_names.append((key, lang, None, printed, name, type_line, text, card_set, number, where))

    def finish(self) -> None:
        """Cards with their faces in side order (a card with one face only is that face, as a meld half is);
        names dated by their set's release date."""
        doc = self.doc
        for printing, card_set in self.codeless:
            printing.set_code = card_set.code
        for key, card in self.cards.items():
            record = card.record
            faces = [face for _, face in sorted(card.faces.values(), key=lambda sf: sf[0])]
            if len(faces) == 1 or (faces and len({f.name for f in faces}) == 1):
                record.name, faces = faces[0].name, []
            if faces:
                record.mana_cost = " // ".join(f.mana_cost for f in faces if f.mana_cost) or None
                record.type_line = " // ".join(f.type_line for f in faces if f.type_line) or None
                record.oracle_text = None
            record.faces = faces
            doc.cards.append(record)
        for key, lang, face, printed, english, type_line, text, card_set, number, where in self.pending_names:
            released = (card_set.released or "") if card_set is not None else ""
            self.names.add(key, lang, face, printed, english, type_line, text, released, number, where)
        faces_of = {key: [f.name for f in c.record.faces] for key, c in self.cards.items()}
        doc.card_names += self.names.names(
            lambda key, face: faces_of[key].index(face) if face in faces_of.get(key, []) else
            WHOLE if key in faces_of and not faces_of[key] else None,
            lambda key, face: face or self.cards[key].record.name)
        self.names.report(doc)


def _oracle_id(entry: dict) -> str | None:
    """The Scryfall oracle id MTGJSON records for a card."""
    return text_field(entry.get("identifiers"), "scryfallOracleId")


class _Reader:
    """Walks an MTGJSON document: meta, then data as one set, a map of sets, or a map of card names."""

    def __init__(self, stream: JsonStream, doc: ParsedDocument) -> None:
        """Read stream into doc."""
        self.stream, self.doc, self.gather = stream, doc, _Gatherer(doc)

    def _next_value(self, number: int, path: str):
        """The next value, or None when it is a bad record (reported with its number and path)."""
        try:
            return self.stream.value()
        except BadRecord as exc:
            self.doc.error(number, "bad_record", f"{path}: {exc}: skipped")
            return None

    def _skip(self, path: str) -> None:
        """Step over a value the build does not use (reported when it is not even JSON)."""
        try:
            self.stream.skip()
        except BadRecord as exc:
            self.doc.warn(None, "bad_record", f"{path}: {exc}: skipped")

    def document(self) -> None:
        """The whole file."""
        stream = self.stream
        if stream.kind() != "{":
            self.doc.error(None, "bad_json", "an MTGJSON file is one JSON object")
            return
        for key in stream.members():
            if key == "meta" and stream.kind() == "{":
                meta = self._next_value(0, "meta")
                version = text_field(meta, "version")
                if version:
                    self.doc.title = f"MTGJSON {version}"
            elif key == "data" and stream.kind() == "{":
                self._data()
            else:
                self._skip(member_path("", key)[1:])
        self.gather.finish()

    def _data(self) -> None:
        """data: one set's members, sets by code (AllPrintings), or faces by card name (AtomicCards)."""
        stream, shape, single = self.stream, None, None
        for key in stream.members():
            kind = stream.kind()
            if shape is None:
                shape = "set" if key in SET_MEMBERS else "atomic" if kind == "[" else "sets" if kind == "{" else "set"
            path = member_path("data", key)
            if shape == "set":
                single = single or self._new_set(None)
                self._set_member(key, path, single)
            elif shape == "sets" and kind == "{":
                card_set = self._new_set(key)
                for member in stream.members():
                    self._set_member(member, member_path(path, member), card_set)
            elif shape == "atomic" and kind == "[":
                self._entries(path, None, False)
            else:
                self._skip(path)

    def _new_set(self, code: str | None) -> CardSet:
        """A set whose members are about to be read (AllPrintings gives its code as the key)."""
        card_set = CardSet(self.doc.record_count + 1, code or "", None, None, None)
        self.doc.sets.append(card_set)
        return card_set

    def _set_member(self, key: str, path: str, card_set: CardSet) -> None:
        """One member of a set object: its cards and tokens as records; its code, name, date and type kept."""
        stream = self.stream
        if key in ("cards", "tokens") and stream.kind() == "[":
            self._entries(path, card_set, key == "tokens")
        elif key in ("code", "name", "releaseDate", "type") and stream.kind() == '"':
            value = self._next_value(0, path)
            value = value if isinstance(value, str) else None
            if key == "code" and value:
                card_set.code = value
            elif key == "name":
                card_set.name = value
            elif key == "releaseDate":
                card_set.released = parse_date(value or "") or value
            elif key == "type":
                card_set.set_type = value
        else:
            self._skip(path)

    def _entries(self, path: str, card_set: CardSet | None, in_tokens: bool) -> None:
        """Each card entry of an array as a record."""
        for index in self.stream.items():
            number, where = self.doc.record_count + 1, f"{path}[{index}]"
            entry = self._next_value(number, where)
            self.doc.record_count = number  # counted once read or skipped: a cut record is not "read"
            if entry is None:
                continue
            try:
                self.gather.entry(number, where, entry, card_set, in_tokens)
            except (TypeError, AttributeError, ValueError, KeyError) as exc:
                self.doc.error(number, "bad_record", f"{where}: a record of an unexpected shape ({exc}): skipped")


def parse_file(path: Path, progress: Progress = None) -> ParsedDocument:
    """Cards (one per oracle id, faces gathered), every ruling with its record, FR/JA names and texts, printings."""
    doc = ParsedDocument(format=FORMAT, lang="en", title="MTGJSON cards")
    with json_document(path, doc, progress) as stream:
        _Reader(stream, doc).document()
    doc.sets = [s for s in doc.sets if s.code]
    return doc
