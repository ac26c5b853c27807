"""The translator's commands on PO catalogs: check (qa), export from the KB, import into data/po."""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path

from ingest.build import DATA_DIR
from ingest.cards import CardIndex
from ingest.terms import load_terms
from kb.po import LANGS, PoEntry, PoError, match_orphans, read_catalog, render_catalog, updated_entries, write_atomically
from kb.qa import Finding, Pair, check_pair

PO_DIR = DATA_DIR / "po"
EN_TEXTS = """select r.id, t.text from rulings r join ruling_texts t on t.ruling_id = r.id and t.lang = 'en'
join documents d on d.id = r.document_id order by r.published, d.path, r.line"""


def current_en(db: Path) -> list[tuple[str, str]]:
    """(ruling id, EN text) of every ruling of the KB, in catalog order (date, page, line)."""
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return conn.execute(EN_TEXTS).fetchall()
    finally:
        conn.close()


def catalog_language(path: Path, lang: str | None) -> tuple[str, list[PoEntry]]:
    """The catalog's entries and language (the header's, or --lang when given; they must agree)."""
    header_lang, entries = read_catalog(path)
    lang = lang or header_lang
    if lang not in LANGS:
        raise PoError(f"{path}: language {lang!r} unknown: give --lang fr or --lang ja")
    if header_lang and header_lang != lang:
        raise PoError(f"{path}: the header says Language: {header_lang}, but --lang is {lang}")
    return lang, entries


@dataclass(frozen=True)
class EntryFinding:
    """A QA finding on one catalog entry."""

    entry: PoEntry
    finding: Finding


def card_names_of(db: Path | None) -> list:
    """The official names of the KB's cards (none without a KB)."""
    if db is None:
        return []
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return CardIndex.from_db(conn).all_card_names()
    finally:
        conn.close()


def qa_catalog(path: Path, lang: str | None, en_texts: list[tuple[str, str]],
               db: Path | None = None) -> tuple[str, list[EntryFinding]]:
    """Check every entry against the KB's current EN text and terminology."""
    lang, entries = catalog_language(path, lang)
    current = dict(en_texts)
    moved = {e.msgctxt: rid for rid, e in match_orphans([e for e in entries if e.msgctxt not in current],
                                                       current).items()}
    terms, cards = tuple(load_terms()), tuple(card_names_of(db))
    results = []
    for e in entries:
        rid = e.msgctxt if e.msgctxt in current else moved.get(e.msgctxt)
        if rid is None:
            results.append(EntryFinding(e, Finding("stale", "error", f"no ruling {e.msgctxt!r} in the KB, and no EN "
                                                   "text like this msgid: the ruling was removed; drop the entry")))
            continue
        pair = Pair(current[rid], e.msgstr, lang, terms, cards, made_from=e.msgid, previous=e.previous)
        results += [EntryFinding(e, f) for f in check_pair(pair)]
    return lang, results


def export_catalog(lang: str, en_texts: list[tuple[str, str]], existing: Path | None = None) -> bytes:
    """The catalog for every current ruling, keeping the translations of `existing` (stale ones fuzzy with #|)."""
    old = read_catalog(existing)[1] if existing and existing.exists() else []
    return render_catalog(lang, updated_entries(en_texts, old))


def import_catalog(path: Path, lang: str | None, en_texts: list[tuple[str, str]], dest: Path | None = None) -> Path:
    """Validate a catalog and copy it byte-for-byte to data/po/<lang>.po; on any error nothing is written."""
    lang, entries = catalog_language(path, lang)
    known = dict(en_texts)
    unknown = [e for e in entries if e.msgctxt not in known]
    if unknown:
        lines = ", ".join(f"line {e.line}: {e.msgctxt!r}" for e in unknown[:5])
        raise PoError(f"{path}: {len(unknown)} msgctxt unknown to the KB ({lines}"
                      + (", …" if len(unknown) > 5 else "") + "); export a fresh catalog with export-po")
    seen: set[str] = set()
    for e in entries:
        if e.msgctxt in seen:
            raise PoError(f"{path}:{e.line}: msgctxt {e.msgctxt!r} appears twice")
        seen.add(e.msgctxt)
    target = (dest or PO_DIR) / f"{lang}.po"
    write_atomically(target, path.read_bytes())
    return target
