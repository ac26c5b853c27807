"""Translations at build time: PO drafts into ruling_texts, and every FR/JA text checked by kb/qa."""
from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Iterator
from functools import cache
from pathlib import Path

from ingest.background import SharedWork
from mtg.language import detect_language
from ingest.records import WARNING, Problem, Tables, TranslationDraft
from ingest.rulings import meaning_key
from ingest.cards import CardIndex
from ingest.memo import Memo, fingerprint
from mtg.code_version import code_version
from mtg.terms import Term
from mtg.po import PoEntry, match_orphans
import kb.qa
from kb.qa import Finding, Pair  # kb.qa.check_pair, and every check with it, imported when first called

TARGET_LANGS = ("fr", "ja")
INGEST = Path(__file__).resolve().parent
QA_CODE = (INGEST.parent / "kb" / "qa", INGEST.parent / "mtg")  # every module the checks import (tests/test_fingerprints.py)


def sha256(text: str) -> str:
    """The hex SHA-256 of a text, the fingerprint of the EN text a translation was made from."""
    return hashlib.sha256(text.encode()).hexdigest()


def add_drafts(tables: Tables, drafts: list[tuple[int, TranslationDraft]]) -> list[tuple[int, Problem]]:
    """Load PO drafts as ruling_texts (origin "draft"); a draft whose ruling's EN text changed is stale.

    A ruling id derives from its EN text, so a corrected EN text has a new id: the draft made from
    the old text is found again by the likeness of its msgid, as msgmerge does, and marked stale.
    """
    en = {t["ruling_id"]: t["text"] for t in tables.rows["ruling_texts"] if t["lang"] == "en"}
    aliases = {a["alias"]: a["ruling_id"] for a in tables.rows["ruling_aliases"]}  # the same ruling, other typography
    moved = {}
    for lang in TARGET_LANGS:  # each catalog is matched on its own: a ruling has one draft per language
        orphans = [d for _, d in drafts if d.lang == lang and d.ruling_id not in en and d.ruling_id not in aliases]
        moved |= {id(d): rid for rid, d in _match(orphans, en).items()}
    problems = []
    loaded: dict[tuple[str, str], str] = {}
    for doc_id, d in drafts:
        rid = d.ruling_id if d.ruling_id in en else aliases.get(d.ruling_id) or moved.get(id(d))
        if (rid, d.lang) in loaded:
            problems.append((doc_id, Problem(d.line or None, WARNING, "duplicate_translation",
                                             f"a {d.lang.upper()} draft of ruling {rid} is already loaded from "
                                             f"{loaded[(rid, d.lang)]}; kept once")))
            continue
        if rid is None:
            problems.append((doc_id, Problem(d.line or None, WARNING, "po_unknown_ruling",
                                             f"msgctxt {d.ruling_id!r} is no ruling of this build: entry not loaded")))
            continue
        if rid != d.ruling_id and d.ruling_id not in aliases:
            problems.append((doc_id, Problem(d.line or None, WARNING, "po_ruling_changed",
                                             f"msgctxt {d.ruling_id!r}: its EN text changed (now ruling {rid}); "
                                             "loaded as a stale draft")))
        loaded[(rid, d.lang)] = f"document {doc_id} line {d.line}"
        stale = d.previous is not None or meaning_key(d.made_from) != meaning_key(en[rid])
        tables.add("ruling_texts", ruling_id=rid, lang=d.lang, text=d.text, detected_lang=detect_language(d.text),
                   origin="draft", document_id=doc_id, line=d.line, source_sha256=sha256(d.made_from),
                   reviewed=int(not d.fuzzy), stale=int(stale))
    return problems


def _match(orphans: list[TranslationDraft], en: dict[str, str]) -> dict[str, TranslationDraft]:
    """Ruling id -> the orphaned draft whose EN source is most like that ruling's EN text."""
    entries = [PoEntry(str(i), d.made_from, "", True, None, 0) for i, d in enumerate(orphans)]
    return {rid: orphans[int(e.msgctxt)] for rid, e in match_orphans(entries, en).items()}


QA_CHUNK = 500  # rulings a process claims at a time: the worker and, once its own work is done, the build
PARALLEL_QA = 200  # from this many rulings with a FR or JA text to check, a forked worker shares them


def add_findings(tables: Tables, drafts: list[tuple[int, TranslationDraft]], terms: list[Term],
                 card_index: CardIndex, cache: Path | None = None) -> None:
    """Every FR/JA text checked (QA findings), in a forked worker while the build goes on, written once ready.

    Only rulings with a FR or JA text are checked: one without either gets its `missing` rows as it is written (a
    bulk file's 24,000 EN rulings were checked, pickled back and unpickled for the same two rows each, 1.2 s of the
    second core). The rulings checked are cut into chunks of QA_CHUNK that the worker claims one after another; when
    the build has written everything else, it claims the chunks left, so both cores finish together. The rows come in
    ruling order, the same however the chunks were shared; each process keeps what it checked in its cache part.
    """
    checker = TranslationChecker(tables, drafts, tuple(terms), card_index)
    memo = Memo(cache, "qa", fingerprint(code_version(QA_CODE), checker.terms), list[Finding])
    checked = sorted(checker.translated & checker.en.keys())

    def check(rulings: list[str]) -> list[list[dict]]:
        return [checker.rows(rid, memo) for rid in rulings]
    work = (SharedWork(check, checked, QA_CHUNK, "the translation checks", lambda: memo.save("worker"))
            if len(checked) >= PARALLEL_QA else None)

    def merged() -> Iterator[dict]:
        found = dict(zip(checked, work.finish()[0] if work else check(checked)))
        memo.save()
        number = 0
        for rid in sorted(checker.en):
            for row in found[rid] if rid in found else untranslated_rows(rid):
                number += 1
                row["id"] = number
                yield row
    tables.stream("qa_findings", merged, waits=(lambda: not work.claimed()) if work else None)


class TranslationChecker:
    """What the checks of one build need: the EN texts, every text by ruling and language, drafts and card names."""

    def __init__(self, tables: Tables, drafts: list[tuple[int, TranslationDraft]], terms: tuple[Term, ...],
                 card_index: CardIndex) -> None:
        """Index the tables' ruling texts and named cards once."""
        self.terms = terms
        texts = tables.rows["ruling_texts"]
        self.en = {t["ruling_id"]: t["text"] for t in texts if t["lang"] == "en"}
        self.by_lang: dict[tuple[str, str], list[dict]] = {}
        for t in texts:
            self.by_lang.setdefault((t["ruling_id"], t["lang"]), []).append(t)
        self.translated = {rid for rid, lang in self.by_lang if lang != "en"}  # the checks read names of these only
        self.named: dict[str, list] = {}
        for link in tables.rows["ruling_cards"]:
            if link["ruling_id"] in self.translated:
                self.named.setdefault(link["ruling_id"], []).extend(card_index.card_names(link["oracle_id"]))
        self.sources = {(doc_id, d.line): d for doc_id, d in drafts}

    def rows(self, rid: str, memo: Memo) -> list[dict]:
        """The findings of one ruling's FR and JA texts (a language without a text is `missing`), from memo if seen.

        Findings of a pair already checked by an earlier build with the same checks and terms come from the cache.
        """
        rows = []
        for lang in TARGET_LANGS:
            if (rid, lang) not in self.by_lang:  # no text at all: the findings depend on the language alone
                rows += _absent_rows(rid, lang)
                continue
            for t in self.by_lang[(rid, lang)]:
                draft = self.sources.get((t.get("document_id"), t.get("line"))) if t["origin"] == "draft" else None
                pair = Pair(self.en[rid], t["text"], lang, self.terms, tuple(self.named.get(rid, ())),
                            made_from=draft.made_from if draft else None, previous=draft.previous if draft else None,
                            detected=t.get("detected_lang"))
                inputs = (pair.en, pair.target, lang, pair.made_from, pair.previous, pair.detected,
                          *(f"{c.en}|{c.fr}|{c.ja}" for c in pair.card_names))
                for f in memo.get(inputs, lambda: kb.qa.check_pair(pair)):
                    rows.append({"id": None, "ruling_id": rid, "lang": lang, "origin": t["origin"],
                                 "check": f.check, "severity": f.severity, "message": f.message})
        return rows


@cache
def _absent_findings(lang: str) -> tuple[Finding, ...]:
    """The findings of a language with no text (`missing`, and only it): the same for every ruling."""
    return tuple(kb.qa.check_pair(Pair("", "", lang)))


def _absent_rows(rid: str, lang: str) -> list[dict]:
    """The qa_findings rows of a ruling without a text in lang."""
    return [{"id": None, "ruling_id": rid, "lang": lang, "origin": None, "check": f.check, "severity": f.severity,
             "message": f.message} for f in _absent_findings(lang)]


def untranslated_rows(rid: str, built: sqlite3.Connection | None = None) -> list[dict]:
    """The qa_findings rows of a ruling with no FR or JA text, as TranslationChecker.rows gives them (no terms or
    cards read: a patch adding an EN ruling needs these only; the build writes these for every such ruling).

    built: a database the same code built (a patch's), whose rows for a language without a text are read instead of
    running the checks (which imports every check: 0.1 s of a rebuild), as they are the same for every ruling."""
    if built is not None and (said := _absent_rows_built(built)) is not None:
        return [dict(row, ruling_id=rid) for row in said]
    return [row for lang in TARGET_LANGS for row in _absent_rows(rid, lang)]


def _absent_rows_built(conn: sqlite3.Connection) -> list[dict] | None:
    """The rows of a ruling without FR or JA text in a built database (None when every ruling has a text in one)."""
    rows = []
    for lang in TARGET_LANGS:
        found = conn.execute("""select "check", severity, message from qa_findings where lang = ? and origin is null
            and ruling_id = (select ruling_id from qa_findings where lang = ? and origin is null limit 1) order by id""",
                             [lang, lang]).fetchall()
        if not found:
            return None
        rows += [{"id": None, "ruling_id": None, "lang": lang, "origin": None, "check": check, "severity": severity,
                  "message": message} for check, severity, message in found]
    return rows
