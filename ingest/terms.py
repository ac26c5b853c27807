"""The EN/FR/JA terminology at build time: data/terms/terms.csv read, the terms table written (the Term and
CardName types are mtg/terms.py)."""
from __future__ import annotations

import re
import unicodedata
from pathlib import Path

from mtg.paths import DATA_DIR
from mtg.terms import Term

TERMS_DIR = DATA_DIR / "terms"
TERMS_FILE = TERMS_DIR / "terms.csv"


def load_terms(path: Path = TERMS_FILE) -> list[Term]:
    """The game terms of a terminology file (the shipped data/terms/terms.csv by default), read by its parser."""
    from ingest.formats import terms_table
    from ingest.sources import read_source

    return [record.term for record in terms_table.parse(read_source(path, str(path))).terms]


def term_pattern(term: str, lang: str) -> re.Pattern[str]:
    """A pattern finding term in text: whole words for EN/FR (FR -er verbs in any form), substring for JA."""
    if lang == "ja":
        return re.compile(re.escape(term))
    escaped = re.escape(term)
    if lang == "fr" and " " not in term and term.endswith("er"):
        escaped = re.escape(term[:-2]) + r"\w*"
    return re.compile(rf"\b{escaped}\b", re.IGNORECASE)


def to_english(text: str, lang: str, terms: list[Term]) -> str:
    """Replace the FR/JA terms of text by their EN terms, longest first, so EN tools can read it."""
    if lang == "en":
        return text
    for term in sorted((t for t in terms if t.in_lang(lang)), key=lambda t: -len(t.in_lang(lang))):
        text = term_pattern(term.in_lang(lang), lang).sub(f" {term.en} ", text)
    return text


def add_terms(tables, documents: list, cards) -> None:
    """Rows for the terminology the sources carry, each FR/JA term with the official card text that attests it.

    A term is attested in a language by a card whose Oracle text uses the EN term and whose official
    translated text (card_names.text) uses the FR/JA term; NULL when no shipped card does (unverified).
    """
    records = [(d, record) for d in documents for record in d.parsed.terms]
    attested = _attestations([record.term for _, record in records], tables.rows["card_names"], cards)
    for d, record in records:
        t = record.term
        tables.add("terms", en=t.en, fr=t.fr, ja=t.ja, notes=t.notes, fr_source=t.fr_source,
                   ja_source=t.ja_source, fr_forbidden=t.fr_forbidden, ja_forbidden=t.ja_forbidden,
                   fr_attested=attested.get((t, "fr")), ja_attested=attested.get((t, "ja")), document_id=d.id,
                   line=record.line)


def _attestations(terms: list[Term], card_names: list[dict], cards) -> dict[tuple[Term, str], str]:
    """(term, lang) -> the first card (in the order of card_names) whose official text attests the term.

    Each text is read once: one pattern of the terms' letters finds which terms it may hold, then those
    are checked properly, until every term is attested or the texts run out.
    """
    from kb.qa.terminology import en_hint, en_pattern, has_term, term_hint

    found: dict[tuple[Term, str], str] = {}
    for lang in ("fr", "ja"):
        wanted: dict[str, list[Term]] = {}
        for t in terms:
            if t.in_lang(lang):
                wanted.setdefault(term_hint(t.in_lang(lang), lang), []).append(t)
        hints = re.compile("|".join(map(re.escape, sorted(wanted, key=len, reverse=True))))
        left = sum(len(ts) for ts in wanted.values())
        for n in card_names:
            card = cards.cards.get(n["oracle_id"])
            if n["lang"] != lang or card is None or not n["text"] or not left:
                continue
            text = unicodedata.normalize("NFKC", n["text"]) if lang == "ja" else n["text"].lower()
            present = set(hints.findall(text))
            if not present:
                continue
            en = "\n".join([card.oracle_text or ""] + [f.oracle_text or "" for f in card.faces])
            for hint in present:
                for t in wanted[hint]:
                    if (t, lang) not in found and en_hint(t) in en.lower() and en_pattern(t).search(en) \
                            and has_term(n["text"], t.in_lang(lang), lang):
                        found[(t, lang)] = f"{card.name} (official {lang.upper()} card text)"
                        left -= 1
    return found
