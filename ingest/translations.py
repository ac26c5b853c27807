"""Translations at build time: PO drafts into ruling_texts, and every FR/JA text checked by kb/qa."""
from __future__ import annotations

import hashlib

from ingest.records import WARNING, Problem, Tables, TranslationDraft
from ingest.terms import load_card_names, load_terms
from kb.qa import Pair, check_pair

TARGET_LANGS = ("fr", "ja")


def sha256(text: str) -> str:
    """The hex SHA-256 of a text, the fingerprint of the EN text a translation was made from."""
    return hashlib.sha256(text.encode()).hexdigest()


def add_drafts(tables: Tables, drafts: list[tuple[int, TranslationDraft]]) -> list[tuple[int, Problem]]:
    """Load PO drafts as ruling_texts (origin "draft"); unknown ruling ids are warnings."""
    en = {t["ruling_id"]: t["text"] for t in tables.rows["ruling_texts"] if t["lang"] == "en"}
    problems = []
    for doc_id, d in drafts:
        if d.ruling_id not in en:
            problems.append((doc_id, Problem(d.line or None, WARNING, "po_unknown_ruling",
                                             f"msgctxt {d.ruling_id!r} is no ruling of this build: entry not loaded")))
            continue
        stale = d.previous is not None or d.made_from.strip() != en[d.ruling_id].strip()
        tables.add("ruling_texts", ruling_id=d.ruling_id, lang=d.lang, text=d.text, detected_lang=None,
                   origin="draft", document_id=doc_id, line=d.line, source_sha256=sha256(d.made_from),
                   reviewed=int(not d.fuzzy), stale=int(stale))
    return problems


def add_findings(tables: Tables, drafts: dict[tuple[str, str], TranslationDraft]) -> None:
    """Check every FR/JA text against its EN ruling; a ruling with no text in a language is `missing`."""
    terms, cards = tuple(load_terms()), tuple(load_card_names())
    texts = tables.rows["ruling_texts"]
    en = {t["ruling_id"]: t["text"] for t in texts if t["lang"] == "en"}
    by_lang: dict[tuple[str, str], list[dict]] = {}
    for t in texts:
        by_lang.setdefault((t["ruling_id"], t["lang"]), []).append(t)
    number = 0
    for rid in sorted(en):
        for lang in TARGET_LANGS:
            for t in by_lang.get((rid, lang)) or [{"text": "", "origin": None}]:
                draft = drafts.get((rid, lang)) if t["origin"] == "draft" else None
                pair = Pair(en[rid], t["text"], lang, terms, cards,
                            made_from=draft.made_from if draft else None, previous=draft.previous if draft else None)
                for f in check_pair(pair):
                    number += 1
                    tables.add("qa_findings", id=number, ruling_id=rid, lang=lang, origin=t["origin"],
                               check=f.check, severity=f.severity, message=f.message)
