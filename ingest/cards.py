"""Cards at build: one row per oracle id with its faces, official FR/JA names, and the index that finds them."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from ingest.card_mentions import NameMatcher, fold
from ingest.formats.scryfall_cards import NAME_KEY
from ingest.records import WARNING, CardFace, CardRecord, LocalizedName, Problem, Tables
from ingest.terms import CardName

# Which source's card record wins when several describe the same oracle id, and whose names come first.
SOURCE_RANK = {"scryfall_cards": 0, "mtgjson": 1}
NAME_SOURCE_RANK = {"scryfall": 0, "mtgjson": 1, "forge": 2}


@dataclass
class CardIndex:
    """The cards of a build: records by oracle id, English card and face names, official FR/JA names."""

    cards: dict[str, CardRecord] = field(default_factory=dict)
    english: dict[str, tuple[str, int | None]] = field(default_factory=dict)  # folded name -> (oracle id, face)
    names: dict[tuple[str, str, int | None], str] = field(default_factory=dict)  # (oracle id, lang, face) -> name

    def resolve(self, english_name: str) -> tuple[str, int | None] | None:
        """(oracle id, face index or None) of an English card or face name."""
        return self.english.get(fold(english_name).casefold())

    def matcher(self, lang: str, stopwords: frozenset[str] = frozenset()) -> NameMatcher:
        """A matcher of every card and face name in lang (official names only for fr/ja)."""
        if lang == "en":
            named = {c.name: oid for oid, c in self.cards.items()}
            named |= {f.name: oid for oid, c in self.cards.items() for f in c.faces if f.name}
        else:
            named = {name: oid for (oid, name_lang, _), name in self.names.items() if name_lang == lang}
        return NameMatcher(named, stopwords)

    @classmethod
    def from_db(cls, conn) -> "CardIndex":
        """The index as a build made it, read back from a kb.db connection (for the translator's commands)."""
        index = cls()
        for oid, name, layout, cost, type_line, text, line in conn.execute(
                "select oracle_id, name, layout, mana_cost, type_line, oracle_text, line from cards"):
            index.cards[oid] = CardRecord(line, oid, name, layout, cost, type_line, text)
        for oid, name, cost, type_line, text in conn.execute(
                "select oracle_id, name, mana_cost, type_line, oracle_text from card_faces order by oracle_id, face"):
            index.cards[oid].faces.append(CardFace(name, cost, type_line, text))
        for oid, lang, face, name in conn.execute(
                "select oracle_id, lang, face, name from card_names order by rowid"):
            index.names.setdefault((oid, lang, face), name)
        index.index_english()
        return index

    def index_english(self) -> None:
        """Index every card and face by its English name (the first card keeps a shared name)."""
        for oid, card in sorted(self.cards.items()):
            self.english.setdefault(fold(card.name).casefold(), (oid, None))
            for i, face in enumerate(card.faces):
                self.english.setdefault(fold(face.name).casefold(), (oid, i))

    def all_card_names(self) -> list[CardName]:
        """Every card's names in EN/FR/JA, faces included."""
        return [name for oid in sorted(self.cards) for name in self.card_names(oid)]

    def names_in_languages(self, oracle_id: str) -> dict[str, tuple[str, ...]]:
        """The card's and its faces' names by language ("en", and "fr"/"ja" where official), for the aligner."""
        names = self.card_names(oracle_id) if oracle_id in self.cards else []
        return {lang: tuple(n for c in names if (n := getattr(c, lang))) for lang in ("en", "fr", "ja")}

    def card_names(self, oracle_id: str) -> list[CardName]:
        """The card and each of its faces as EN/FR/JA names, for the translation checks ("" when unknown)."""
        card = self.cards[oracle_id]
        parts = [(card.name, None)] + [(f.name, i) for i, f in enumerate(card.faces) if f.name != card.name]
        result = []
        for name, face in parts:
            fr, ja = self.names.get((oracle_id, "fr", face), ""), self.names.get((oracle_id, "ja", face), "")
            result.append(CardName(name, fr, ja, "official" if fr else "", "official" if ja else ""))
        return result


def add_cards(tables: Tables, documents: list) -> tuple[CardIndex, list[tuple[int, Problem]]]:
    """Rows for cards, card_faces and card_names from every card source; the index of their names."""
    index, problems = CardIndex(), []
    ranked = sorted(((SOURCE_RANK.get(d.parsed.format, 9), d.source.path, d) for d in documents if d.parsed.cards),
                    key=lambda x: x[:2])
    with_ids = {c.name for _, _, d in ranked for c in d.parsed.cards if not c.oracle_id.startswith(NAME_KEY)}
    for _, _, d in ranked:
        for card in d.parsed.cards:
            if card.oracle_id in index.cards or (card.oracle_id.startswith(NAME_KEY) and card.name in with_ids):
                continue
            index.cards[card.oracle_id] = card
            tables.add("cards", oracle_id=card.oracle_id, name=card.name, layout=card.layout,
                       mana_cost=card.mana_cost, type_line=card.type_line, oracle_text=card.oracle_text,
                       document_id=d.id, line=card.line)
            for i, face in enumerate(card.faces):
                tables.add("card_faces", oracle_id=card.oracle_id, face=i, name=face.name, mana_cost=face.mana_cost,
                           type_line=face.type_line, oracle_text=face.oracle_text)
    index.index_english()
    problems += _add_names(tables, index, documents)
    return index, problems


def _add_names(tables: Tables, index: CardIndex, documents: list) -> list[tuple[int, Problem]]:
    """Official names keyed to their card (by oracle id, else by English name); faces composed into a whole name."""
    problems, rows = [], {}
    for d in documents:
        unknown = []
        for name in d.parsed.card_names:
            where = (name.oracle_id, name.face) if name.oracle_id in index.cards else None
            if where is None and name.english:
                where = index.resolve(name.english)
                if where and name.face is not None and where[1] is None:
                    where = (where[0], name.face)
            if where is None:
                unknown.append(name)
                continue
            key = (where[0], name.lang, where[1], name.source)
            rows.setdefault(key, (d.id, name))
        if unknown:
            problems.append((d.id, Problem(unknown[0].line, WARNING, "names_of_unknown_cards",
                                           f"{len(unknown)} names belong to cards absent from the card sources "
                                           f"(first: {unknown[0].english or unknown[0].oracle_id!r}): not loaded")))
    faces_named = defaultdict(dict)
    for (oid, lang, face, source), (doc_id, name) in rows.items():
        if face is not None:
            faces_named[(oid, lang, source)][face] = (doc_id, name)
    for (oid, lang, source), faces in faces_named.items():
        card = index.cards[oid]
        if (oid, lang, None, source) not in rows and len(faces) == len(card.faces) > 1:
            doc_id, first = faces[0]
            whole = LocalizedName(first.line, lang, " // ".join(faces[i][1].name for i in sorted(faces)), None, None,
                                  source, None, oid)
            rows[(oid, lang, None, source)] = (doc_id, whole)
    for (oid, lang, face, source), (doc_id, name) in sorted(rows.items(), key=lambda kv: (
            kv[0][0], kv[0][1], -1 if kv[0][2] is None else kv[0][2], NAME_SOURCE_RANK.get(kv[0][3], 9))):
        index.names.setdefault((oid, lang, face), name.name)
        tables.add("card_names", oracle_id=oid, lang=lang, face=face, name=name.name, type_line=name.type_line,
                   text=name.text, source=source, document_id=doc_id, line=name.line)
    return problems
