"""Cards at build: one row per oracle id with its faces, official FR/JA names, and the index that finds them."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from ingest.card_mentions import NameMatcher, first_word, fold
from ingest.formats.printed_names import name_key
from ingest.records import NAME_KEY, WARNING, CardFace, CardRecord, LocalizedName, Problem, Tables
from mtg.terms import CardName

# Which source's card record wins when several describe the same oracle id, and whose names come first.
SOURCE_RANK = {"scryfall_cards": 0, "mtgjson": 1}
NAME_SOURCE_RANK = {"scryfall": 0, "mtgjson": 1, "forge": 2}


@dataclass
class CardIndex:
    """The cards of a build: records by oracle id, English card and face names, official FR/JA names."""

    cards: dict[str, CardRecord] = field(default_factory=dict)
    english: dict[str, tuple[str, int | None]] = field(default_factory=dict)  # folded name -> (oracle id, face)
    names: dict[tuple[str, str, int | None], str] = field(default_factory=dict)  # (oracle id, lang, face) -> name
    alternates: list[tuple[str, str, str]] = field(default_factory=list)  # (oracle id, lang, name) not preferred

    def resolve(self, english_name: str) -> tuple[str, int | None] | None:
        """(oracle id, face index or None) of an English card or face name (the names indexed now if not yet)."""
        if not self.english and self.cards:
            self.index_english()
        return self.english.get(fold(english_name).casefold())

    def matcher(self, lang: str, stopwords: frozenset[str] = frozenset(),
                first_words: set[str] | None = None) -> NameMatcher:
        """A matcher of every card and face name in lang (official names only for fr/ja, alternates included);
        tokens, emblems and helper cards are not looked for ("Treasure", "Soldier" are words of rulings).
        first_words: only names beginning with one of these words (a matcher for a few texts, made quickly)."""
        cards = {oid: c for oid, c in self.cards.items() if c.kind in ("card", "dungeon")}
        if lang == "en":
            named = {c.name: oid for oid, c in cards.items()}
            named |= {f.name: oid for oid, c in cards.items() for f in c.faces if f.name}
        else:
            named = {name: oid for oid, name_lang, name in self.alternates if name_lang == lang and oid in cards}
            named |= {name: oid for (oid, name_lang, _), name in self.names.items()
                      if name_lang == lang and oid in cards}
        if first_words is not None:
            named = {name: oid for name, oid in named.items() if first_word(name) in first_words}
        return NameMatcher(named, stopwords)

    @classmethod
    def from_db(cls, conn, names: bool = True) -> "CardIndex":
        """The index as a build made it, read back from a kb.db connection (for the translator's commands);
        names=False leaves out the official FR/JA names and the cards' costs, type lines and texts (a patch of bulk
        files reads names only: the texts were half of the 0.1 s reading took)."""
        index = cls()
        known = "mana_cost, type_line, oracle_text" if names else "null, null, null"
        for oid, name, layout, cost, type_line, text, line, kind in conn.execute(
                f"select oracle_id, name, layout, {known}, line, kind from cards"):
            index.cards[oid] = CardRecord(line, oid, name, layout, cost, type_line, text, kind=kind)
        for oid, name, cost, type_line, text in conn.execute(
                f"select oracle_id, name, {known} from card_faces order by oracle_id, face"):
            index.cards[oid].faces.append(CardFace(name, cost, type_line, text))
        for oid, lang, face, name, preferred in conn.execute(
                "select oracle_id, lang, face, name, preferred from card_names order by rowid") if names else ():
            if preferred:
                index.names.setdefault((oid, lang, face), name)
            else:
                index.alternates.append((oid, lang, name))
        return index  # indexed by English name when first resolved: a patch of bulk rulings seldom needs it

    def index_english(self) -> None:
        """Index every card and face by its English name (cards before tokens; the first keeps a shared name)."""
        for oid, card in sorted(self.cards.items(), key=lambda kv: (kv[1].kind != "card", kv[0])):
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
    """Rows for cards, card_faces, card_names, printings and sets from every card source; the index of names."""
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
                       document_id=d.id, line=card.line, kind=card.kind, record=card.record)
            for i, face in enumerate(card.faces):
                tables.add("card_faces", oracle_id=card.oracle_id, face=i, name=face.name, mana_cost=face.mana_cost,
                           type_line=face.type_line, oracle_text=face.oracle_text)
    index.index_english()
    problems += add_names(tables, index, documents)
    add_printings(tables, index, [d for _, _, d in ranked] + [d for d in documents if not d.parsed.cards])
    return index, problems


def _card_of(index: CardIndex, oracle_id: str | None, english: str | None) -> str | None:
    """The oracle id a source's card key stands for: its own, else the card of that English name."""
    if oracle_id in index.cards:
        return oracle_id
    found = index.resolve(english) if english else None
    return found[0] if found else None


def add_printings(tables: Tables, index: CardIndex, documents: list) -> None:
    """One row per printing (card, set, collector number) of each source that gives it (so a card's sources are
    known: the rebuild of one changed set file reads them), and per set from the first source."""
    printed: set[tuple[str, str, str, int]] = set()
    sets: set[str] = set()
    for d in documents:
        for s in d.parsed.sets:
            if s.code not in sets:
                sets.add(s.code)
                tables.add("sets", code=s.code, name=s.name, released=s.released, set_type=s.set_type,
                           document_id=d.id, line=s.line)
        names = {c.oracle_id: c.name for c in d.parsed.cards}
        for p in d.parsed.printings:
            oid = _card_of(index, p.oracle_id, names.get(p.oracle_id))
            key = (oid, p.set_code, p.number or "", d.id)
            if oid is None or key in printed:
                continue
            printed.add(key)
            tables.add("printings", oracle_id=oid, set_code=p.set_code, number=p.number or "", rarity=p.rarity,
                       document_id=d.id, line=p.line, record=p.record)


def add_names(tables: Tables, index: CardIndex, documents: list,
               only: set[str] | None = None) -> list[tuple[int, Problem]]:
    """Official names keyed to their card (by oracle id, else by English name), every spelling a source prints kept
    (printings summed across files); per card, language and face one is preferred (shown to readers): the best
    source's (scryfall, mtgjson, forge) newest printing's; faces composed into a whole name where a source names
    only the faces. only: the oracle ids whose names are wanted (a patch redoes some cards' names), else all."""
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
            if only is not None and where[0] not in only:
                continue
            key = (where[0], name.lang, where[1], name.source, name_key(name.name))
            seen = rows.get(key)  # [document id, the newest printing's name, printings, type line, text]
            if seen is None:
                rows[key] = [d.id, name, name.printings, name.type_line, name.text]
                continue
            seen[2] += name.printings
            if name.newest > seen[1].newest:
                seen[0], seen[1] = d.id, name
                seen[3], seen[4] = name.type_line or seen[3], name.text or seen[4]
        if unknown:
            problems.append((d.id, Problem(unknown[0].line, WARNING, "names_of_unknown_cards",
                                           f"{len(unknown)} names belong to cards absent from the card sources "
                                           f"(first: {unknown[0].english or unknown[0].oracle_id!r}): not loaded")))
    best: dict[tuple, tuple] = {}  # (oid, lang, face, source) -> key of its preferred name
    for key, (_, name, printings, _, _) in rows.items():
        group = key[:4]
        if group not in best or (name.newest, printings) > (rows[best[group]][1].newest, rows[best[group]][2]):
            best[group] = key
    faces_named = defaultdict(dict)
    for group, key in best.items():
        oid, lang, face, source = group
        if face is not None:
            faces_named[(oid, lang, source)][face] = rows[key]
    for (oid, lang, source), faces in faces_named.items():
        card = index.cards[oid]
        if (oid, lang, None, source) not in best and len(faces) == len(card.faces) > 1:
            doc_id, first, printings = faces[0][:3]
            whole = LocalizedName(first.line, lang, " // ".join(faces[i][1].name for i in sorted(faces)), None, None,
                                  source, None, oid, record=first.record, newest=first.newest)
            key = (oid, lang, None, source, name_key(whole.name))
            rows[key] = [doc_id, whole, printings, None, None]
            best[(oid, lang, None, source)] = key
    shown: dict[tuple, tuple] = {}  # (oid, lang, face) -> the key of the name readers see: the best source's
    for group, key in sorted(best.items(), key=lambda kv: NAME_SOURCE_RANK.get(kv[0][3], 9)):
        shown.setdefault(group[:3], key)
    preferred = set(shown.values())
    for key, (doc_id, name, printings, type_line, text) in sorted(rows.items(), key=lambda kv: (
            kv[0][0], kv[0][1], -1 if kv[0][2] is None else kv[0][2], NAME_SOURCE_RANK.get(kv[0][3], 9),
            kv[0] not in preferred, kv[0][4])):
        oid, lang, face = key[:3]
        if key in preferred:
            index.names[(oid, lang, face)] = name.name
        else:
            index.alternates.append((oid, lang, name.name))
        tables.add("card_names", oracle_id=oid, lang=lang, face=face, name=name.name, type_line=type_line,
                   text=text, source=key[3], document_id=doc_id, line=name.line, record=name.record,
                   preferred=int(key in preferred), printings=printings if key[3] != "forge" else None)
    return problems
