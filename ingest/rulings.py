"""Rulings at build: one row per ruling however many sources repeat it, translations aligned, cards attached."""
from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import dataclass
from types import MappingProxyType
from collections.abc import Callable, Iterable
from typing import Protocol

from ingest.align import Aligner, EnRuling, en_signature
from ingest.background import Background, SharedWork
from ingest.cards import CardIndex
from ingest.card_mentions import quoted_ja_names
from ingest.mechanics import MECHANICS, mechanics_in
from ingest.page_cards import page_card
from kb.cr_lists import newest_glossary_terms
from ingest.records import WARNING, Problem, RulingEntry, Tables

DEFAULT_SOURCE = "wotc"  # for sources that do not say who wrote a ruling (MTGJSON)


def normalized(text: str) -> str:
    """NFC with white space folded: the form rulings are compared and hashed in (the text itself when already so,
    not a copy: a corpus holds a hundred thousand of them)."""
    folded = " ".join(unicodedata.normalize("NFC", text).split())
    return text if folded == text else folded


# Typography that does not change a ruling's meaning: the same ruling is printed with straight and curly
# apostrophes and quotes, and with dashes of several lengths, on different cards of the same set.
TYPOGRAPHY = {"’": "'", "‘": "'", "‛": "'", "“": '"', "”": '"', "„": '"', "—": "-", "–": "-", "‐": "-", "‑": "-"}
TYPOGRAPHIC = re.compile("[" + "".join(TYPOGRAPHY) + "]")


def meaning_key(text: str) -> str:
    """The form two EN rulings are compared in: normalized, with apostrophes, quotes and dashes made plain."""
    text = normalized(text)
    return TYPOGRAPHIC.sub(lambda m: TYPOGRAPHY[m.group()], text) if TYPOGRAPHIC.search(text) else text


def ruling_id(published: str, source: str, text: str) -> str:
    """A stable id from the ruling's content: date, source and normalized text."""
    return "r" + hashlib.sha256(f"{published}\n{source}\n{normalized(text)}".encode()).hexdigest()[:15]


def _english_first(entries: list[tuple[object, RulingEntry]]) -> Iterable[tuple[object, RulingEntry]]:
    """EN entries that name their source, then those that do not (so ids never depend on file order)."""
    english = [(d, e) for d, e in entries if e.detected_lang in (None, "en")]
    return [x for x in english if x[1].source] + [x for x in english if not x[1].source]


def _texts_as_most_print_them(english: list[tuple[object, RulingEntry]],
                              key_of: dict[str, str]) -> dict[tuple[str, str], str]:
    """(date, meaning key) -> the text most sources print for that ruling (ties: the typographic spelling);
    key_of is filled with each text's meaning key (a bulk file repeats a text on every printing)."""
    counts: dict[tuple[str, str], dict[str, int]] = {}
    for _, e in english:
        key = key_of.get(e.text)
        if key is None:
            key = key_of[e.text] = meaning_key(e.text)
        variants = counts.setdefault((e.published, key), {})
        variants[e.text] = variants.get(e.text, 0) + 1 + len(e.repeats)
    return {key: (next(iter(v)) if len(v) == 1 else max(v, key=lambda t: (v[t], t))) for key, v in counts.items()}


def _ids(english: list[tuple[object, RulingEntry]], key_of: dict[str, str],
         shown: dict[tuple[str, str], str]) -> dict[tuple[str, str], str]:
    """(date, meaning key) -> the ruling's id, from its first EN entry's source and the text most sources print."""
    ids: dict[tuple[str, str], str] = {}
    for _, e in english:
        key = (e.published, key_of[e.text])
        if key not in ids:
            ids[key] = ruling_id(e.published, e.source or DEFAULT_SOURCE, shown[key])
    return ids


READ_CHUNK = 500  # EN texts a process reads (mechanics, cards named, links: 0.1 s) at a time
NO_DRAFTS = MappingProxyType({})  # one empty mapping for the many EN rulings without a draft


class EnTextWork(Protocol):
    """More work on each distinct EN ruling text, done in the same shared reading (ingest/linking.py links the texts
    to predicates there), which files the text under its mechanics too."""

    def start(self, en_texts: dict[str, str]) -> Callable[[str], tuple[list[tuple[str, str]], object]]:
        """Before the reading begins, with every EN text by ruling id: the work on one text, giving the mechanics
        mechanics_in finds in it and the work's result."""

    def take(self, results: dict[str, object]) -> None:
        """What the work gave, by text."""


@dataclass
class EnglishTexts:
    """The EN rulings' meanings: each text's meaning key, the text most sources print for each (date, meaning), and
    its ruling id; worked out from the parsed sources alone, so a worker can while the cards are assembled."""

    key_of: dict[str, str]  # a text as printed -> its meaning key
    shown: dict[tuple[str, str], str]  # (date, meaning key) -> the text most sources print
    ids: dict[tuple[str, str], str]  # (date, meaning key) -> the ruling's id


PARALLEL_RULINGS = 5000  # from this many ruling entries, a worker works out the EN texts while the cards are assembled


def english_texts(documents: list) -> EnglishTexts:
    """The EN rulings' meanings, texts and ids of these parsed documents."""
    english = _english_first([(d, e) for d in documents for e in d.parsed.rulings])
    key_of: dict[str, str] = {}
    shown = _texts_as_most_print_them(english, key_of)
    return EnglishTexts(key_of, shown, _ids(english, key_of, shown))


def english_texts_aside(documents: list) -> Callable[[], EnglishTexts]:
    """english_texts, worked out by a worker from now on when there are many rulings (the real corpus's 0.4 s, off
    the build's path while it assembles the cards on its own): a function giving them."""
    if sum(len(d.parsed.rulings) for d in documents) < PARALLEL_RULINGS:
        return lambda: english_texts(documents)
    worker = Background(lambda: english_texts(documents), "working out the EN rulings' texts")
    return lambda: worker.result_or(lambda: english_texts(documents))


def add_rulings(tables: Tables, documents: list, cards: CardIndex, mentions: Mentions,
                terms: tuple = (), also: EnTextWork | None = None,
                meanings: EnglishTexts | None = None) -> list[tuple[int, Problem]]:
    """EN rulings (one row per date and text, every place in ruling_sources), then translations aligned to them.

    mentions finds the cards an EN text names; terms are the game terms the aligner compares; meanings: the
    EN texts' (english_texts, made now when not given). The EN texts' mechanics and cards (and what also does with
    them) are read by a worker and this process together while this one gives ids and rows.
    """
    problems: list[tuple[int, Problem]] = []
    done: set[tuple[str, str]] = set()
    first_at: dict[str, tuple[int, str, int]] = {}
    in_page: dict[tuple[int, tuple[str, str]], int] = {}
    aligner = Aligner(terms, cards.names_in_languages)
    entries = [(d, e) for d in documents for e in d.parsed.rulings]
    translated_dates = {e.published for _, e in entries if e.detected_lang not in (None, "en")}
    drafts: dict[str, dict[str, str]] = {}
    for d in documents:
        for draft in d.parsed.drafts:
            drafts.setdefault(draft.ruling_id, {}).setdefault(draft.lang, draft.text)
    english = _english_first(entries)
    meanings = meanings or english_texts(documents)
    key_of, shown, by_key = meanings.key_of, meanings.shown, meanings.ids
    texts = list(dict.fromkeys(shown.values()))
    mentions.prepare("en")  # made once, before the worker is forked
    more = also.start({rid: shown[key] for key, rid in by_key.items()}) if also else None
    aligned = {shown[k] for k in shown if k[0] in translated_dates}  # only these are compared with translations

    def read(some: list[str]) -> list[tuple]:
        read = []
        for t in some:
            found, done = more(t) if more else (mechanics_in(t), None)
            read.append((found or (), mentions.en(t) or (), en_signature(t) if t in aligned else None, done))
        return read
    reading = SharedWork(read, texts, READ_CHUNK, "reading EN rulings")
    new: list[tuple[str, object, RulingEntry]] = []
    aliases: dict[str, str] = {}
    sourced: set[tuple[str, int, int]] = set()
    for d, e in english:
        key = (e.published, key_of[e.text])
        if (d.id, key) in in_page and d.parsed.format.endswith("_page"):
            problems.append((d.id, Problem(e.line, WARNING, "duplicate_ruling",
                                           f"same ruling as line {in_page[(d.id, key)]} of this page; kept once")))
        in_page.setdefault((d.id, key), e.line)
        rid = by_key[key]
        if key not in done:
            done.add(key)
            text = shown[key]
            first_at[rid] = (d.id, d.source.path, e.line)
            new.append((rid, d, e, text))
            tables.add("rulings", id=rid, published=e.published, source=e.source or DEFAULT_SOURCE,
                       document_id=d.id, line=e.line, en_missing=0)
            tables.add("ruling_texts", ruling_id=rid, lang="en", text=text, detected_lang=e.detected_lang,
                       origin=e.origin, document_id=d.id, line=e.line, source_sha256=None, reviewed=None, stale=0)
        if e.text != shown[key] and normalized(e.text) != normalized(shown[key]):
            alias = ruling_id(e.published, e.source or DEFAULT_SOURCE, e.text)
            if alias != rid and alias not in aliases:
                aliases[alias] = rid
                tables.add("ruling_aliases", alias=alias, ruling_id=rid, text=e.text)
        if (rid, d.id, e.line) not in sourced:  # a ruling given twice at one place of a page is one source
            sourced.add((rid, d.id, e.line))
            _add_source(tables, rid, d, e, cards)
        for line, record, oracle_id, card_name in e.repeats:  # the file's other places of the same text
            if (rid, d.id, line) not in sourced:
                sourced.add((rid, d.id, line))
                _add_place(tables, rid, d.id, line, e.source, oracle_id, card_name, record, cards)
    read = dict(zip(texts, reading.finish()[0]))
    if also:
        also.take({text: r[3] for text, r in read.items()})
    for rid, d, e, text in new:
        found, named, signature, _ = read[text]
        mentions.remember(text, named)
        if e.published in translated_dates:  # the cards its text names (a translation names the same ones)
            aligner.add(EnRuling(rid, e.published, text, (d.id, e.line), frozenset(oid for oid, _ in named),
                                 drafts.get(rid, NO_DRAFTS), signature))
        _add_mechanics(tables, rid, found)
    problems += add_translations(tables, entries, aligner, first_at, cards)
    return problems


def add_translations(tables: Tables, entries: list, aligner: Aligner, first_at: dict,
                      cards: CardIndex) -> list[tuple[int, Problem]]:
    """FR/JA texts: attached to the one EN ruling they agree with, else kept as rulings needing EN."""
    problems = []
    seen_texts: dict[tuple[str, str, str], tuple[int, int]] = {}
    translated = [(d, e) for d, e in entries if e.detected_lang not in (None, "en")]
    alignment: dict[int, str | None] = {}
    pages = _by_document(translated)
    for page, found in zip(pages, align_pages(aligner, pages)):
        alignment |= {id(e): rid for (_, e), rid in zip(page, found)}
    for d, e in translated:
        aligned = alignment[id(e)]
        rid = aligned or ruling_id(e.published, e.source or DEFAULT_SOURCE, e.text)
        key = (rid, e.detected_lang, e.origin)
        if key in seen_texts:
            first_doc, first_line = seen_texts[key]
            if first_doc == d.id:
                problems.append((d.id, Problem(e.line, WARNING, "duplicate_translation",
                                               f"a {e.detected_lang.upper()} {e.origin} text of ruling {rid} is "
                                               f"already at line {first_line} of this page; kept once")))
            _add_source(tables, rid, d, e, cards)
            continue
        seen_texts[key] = (d.id, e.line)
        if aligned is None and rid not in first_at:
            first_at[rid] = (d.id, d.source.path, e.line)
            tables.add("rulings", id=rid, published=e.published, source=e.source or DEFAULT_SOURCE,
                       document_id=d.id, line=e.line, en_missing=1)
            _add_mechanics(tables, rid, mechanics_in(e.text))
            problems.append((d.id, Problem(e.line, WARNING, "needs_en",
                                           f"{e.detected_lang.upper()} ruling of {e.published} matches no EN ruling "
                                           "(same date, numbers, symbols and names): look up the EN original")))
        tables.add("ruling_texts", ruling_id=rid, lang=e.detected_lang, text=e.text, detected_lang=e.detected_lang,
                   origin=e.origin, document_id=d.id, line=e.line, source_sha256=None, reviewed=None, stale=0)
        _add_source(tables, rid, d, e, cards)
    return problems


PARALLEL_PAGES = 64  # from this many translated pages, a forked worker shares the alignment
PAGE_CHUNK = 16  # pages a process aligns at a time


def align_pages(aligner: Aligner, pages: list[list]) -> list[list[str | None]]:
    """Each page's alignment, in order; pages are independent, so on two cores a worker and this process share
    them (SharedWork)."""
    def align(some: list[list]) -> list[list[str | None]]:
        return [aligner.align_page([(e.text, e.published, e.detected_lang) for _, e in page]) for page in some]
    if len(pages) < PARALLEL_PAGES:
        return align(pages)
    return SharedWork(align, pages, PAGE_CHUNK, "aligning translated pages").finish()[0]


def _by_document(entries: list) -> list[list]:
    """Entries grouped by their document, each group in page order."""
    pages: dict[int, list] = {}
    for d, e in entries:
        pages.setdefault(d.id, []).append((d, e))
    return list(pages.values())


def _add_source(tables: Tables, rid: str, d, e: RulingEntry, cards: CardIndex) -> None:
    """The place a ruling entry was found."""
    _add_place(tables, rid, d.id, e.line, e.source, e.oracle_id, e.card_name, e.record, cards)


def _add_place(tables: Tables, rid: str, doc_id: int, line: int, source: str, oracle_id: str | None,
               card_name: str | None, record: str | None, cards: CardIndex) -> None:
    """One place a ruling was found, with the card the source files it under (resolved by name if need be)."""
    if oracle_id is None and card_name:
        found = cards.resolve(card_name)
        oracle_id = found[0] if found else None
    tables.add("ruling_sources", ruling_id=rid, document_id=doc_id, line=line, source=source or None,
               oracle_id=oracle_id, card_name=card_name, record=record)


def _add_mechanics(tables: Tables, rid: str, found: list[tuple[str, str]]) -> None:
    """File a ruling under the mechanics its text names (mechanics_in: method "inferred", evidence the words)."""
    for mechanic, evidence in found:
        tables.add("ruling_mechanics", ruling_id=rid, mechanic=mechanic, method="inferred", evidence=evidence)


def mention_stopwords(glossary_terms: Iterable[str]) -> frozenset[str]:
    """Names that are not read as card names: the newest CR's glossary terms (a format's too, without the glossary's
    "Variant": "Two-Headed Giant", CR 810) and the mechanics' names. With no CR edition among the sources (no terms),
    the shipped edition's: a build of bulk card files alone read 240 rulings as naming the card Two-Headed Giant."""
    terms = [t.lower() for t in glossary_terms] or [t.lower() for t in newest_glossary_terms()]
    return frozenset(terms + [t.removesuffix(" variant") for t in terms]) | {m.name.lower() for m in MECHANICS}


class Mentions:
    """The cards a ruling text names, by language, each text read once (EN texts serve the aligner and ruling_cards)."""

    def __init__(self, cards: CardIndex, stopwords: frozenset[str]) -> None:
        """Matchers of the EN and FR card names (one-word names that are game terms skipped) and the JA names,
        each made when first needed (a patch of bulk EN rulings never reads French)."""
        self.cards, self.stopwords = cards, stopwords
        self._matchers: dict[str, object] = {}
        self._ja: dict[str, str] | None = None
        self.seen: dict[str, list[tuple[str, str]]] = {}

    @property
    def matchers(self) -> dict[str, object]:
        """The EN and FR matchers (made now if not yet)."""
        for lang in ("en", "fr"):
            self._matcher(lang)
        return self._matchers

    def prepare(self, lang: str) -> None:
        """Make a language's matcher now (before a fork, so both processes share it)."""
        self._matcher(lang)

    def _matcher(self, lang: str):
        """The matcher of one language's names."""
        if lang not in self._matchers:
            self._matchers[lang] = self.cards.matcher(lang, self.stopwords)
        return self._matchers[lang]

    @property
    def ja_names(self) -> dict[str, str]:
        """Official JA names -> their card."""
        if self._ja is None:
            self._ja = {name: oid for (oid, lang, _), name in self.cards.names.items() if lang == "ja"}
        return self._ja

    def en(self, text: str) -> list[tuple[str, str]]:
        """(oracle id, name) of each card an EN text names."""
        return self.find(text, "en")

    def remember(self, text: str, found) -> None:
        """What an EN text names, found elsewhere (the shared reading of EN texts), so it is not searched again."""
        self.seen[text] = found

    def find(self, text: str, lang: str) -> list[tuple[str, str]]:
        """(oracle id, name) of each card a text in lang names (JA: the names it sets in 《》)."""
        if lang == "ja":
            return [(self.ja_names[n], n) for n in quoted_ja_names(text) if n in self.ja_names]
        if lang != "en":
            return self._matcher(lang).find(text)
        if text not in self.seen:
            self.seen[text] = self._matcher("en").find(text)
        return self.seen[text]


def add_ruling_cards(tables: Tables, cards: CardIndex, mentions: Mentions, paths: dict[int, str],
                     pages: set[int] = frozenset()) -> None:
    """ruling_cards: the card a source files a ruling under ("source"), the card of the rulings page it is on
    ("page", page_cards.py), then cards its text names ("mentioned")."""
    links: dict[tuple[str, str], tuple[str, str]] = {}
    on_page: dict[int, list[str]] = {}
    for s in tables.rows["ruling_sources"]:
        if s["oracle_id"] in cards.cards:
            where = f"{paths[s['document_id']]}:{s['record'] or s['line']}"
            links.setdefault((s["ruling_id"], s["oracle_id"]), ("source", where))
        if s["document_id"] in pages:
            on_page.setdefault(s["document_id"], []).append(s["ruling_id"])
    en_text = {t["ruling_id"]: t["text"] for t in tables.rows["ruling_texts"] if t["lang"] == "en"}
    for doc_id, rulings in sorted(on_page.items()):
        rulings = list(dict.fromkeys(r for r in rulings if r in en_text))
        found = page_card([en_text[r] for r in rulings], mentions.en)
        if found:
            oid, named = found
            evidence = f"{paths[doc_id]}: a page of {len(rulings)} rulings, {named} of which name {cards.cards[oid].name}"
            for rid in rulings:
                links.setdefault((rid, oid), ("page", evidence))
    en_rulings = set(en_text)
    for t in tables.rows["ruling_texts"]:
        if t["origin"] == "draft" or (t["lang"] != "en" and t["ruling_id"] in en_rulings):
            continue  # a translation of an EN ruling: the EN text names its cards
        for oid, name in mentions.find(t["text"], t["lang"]):
            links.setdefault((t["ruling_id"], oid), ("mentioned", name))
    for (rid, oid), (method, evidence) in sorted(links.items()):
        tables.add("ruling_cards", ruling_id=rid, oracle_id=oid, method=method, evidence=evidence)
