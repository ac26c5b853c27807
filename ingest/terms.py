"""The EN/FR/JA terminology at build time: data/terms/terms.csv read, the terms table written (the Term and
CardName types are mtg/terms.py)."""
from __future__ import annotations

import json
import re
import unicodedata
from collections import Counter
from pathlib import Path

from mtg.file_memo import file_memo
from mtg.paths import DATA_DIR
from mtg.terms import Term

TERMS_DIR = DATA_DIR / "terms"
TERMS_FILE = TERMS_DIR / "terms.csv"
TERM_BASE_FILE = TERMS_DIR / "attested.csv"
# Which renderings of the term base the checks take beside a curated term's: those printed in at least ALSO[0] of its
# texts with a Dice of ALSO[1], never a forbidden one, in Japanese never one kanji or kana alone. A glossary term
# without a curated row is not checked from the counts alone: a rendering printed beside nearly every use of a word
# is not always its translation ("zone" is 統率領域 on the cards that say "command zone"), so terms.csv, curated
# with the term base at hand, stays what the checks hold a translator to.
ALSO = (5, 0.9)  # attested texts, Dice
KANA_ONLY = re.compile(r"[\u3040-\u309f]+")  # a rendering all in hiragana is grammar (とする), not a term


def load_terms(path: Path = TERMS_FILE, base: Path | None = TERM_BASE_FILE) -> list[Term]:
    """The game terms of a terminology file (the shipped data/terms/terms.csv by default), read by its parser, with
    what the term base (data/terms/attested.csv) attests merged in (with_term_base)."""
    return list(_read_terms(path, base))


@file_memo
def _read_terms(path: Path, base: Path | None) -> tuple[Term, ...]:
    """load_terms, read once a process while the two files are unchanged."""
    from ingest.formats import term_base_table, terms_table
    from ingest.sources import read_source

    terms = [record.term for record in terms_table.parse(read_source(path, str(path))).terms]
    if base is None or not base.exists():
        return tuple(terms)
    return tuple(with_term_base(terms, term_base_table.parse(read_source(base, str(base))).renderings))


def with_term_base(terms: list[Term], renderings: list) -> list[Term]:
    """The curated terms with the renderings official texts attest besides theirs: printed beside at least ALSO[0] of
    the term's texts with a Dice of ALSO[1], never a forbidden one or a part of one (« converti »), never another
    term's official rendering (« marqueur » is the counter you put, not the spell you counter) or a longer term's
    (« arrive » renders "enters the battlefield"), never for a rules template (one wording) or a term with two
    senses."""
    from dataclasses import replace

    from ingest.term_base import overlap as _overlap

    by_term: dict[str, dict[tuple[str, str], object]] = {}
    for r in renderings:
        by_term.setdefault(r.en.lower(), {}).setdefault((r.lang, r.rendering), r)
    rows = Counter(t.en.lower() for t in terms)
    officials = {(lang, t.in_lang(lang).lower()) for t in terms for lang in ("fr", "ja") if t.in_lang(lang)}
    out = []
    for t in terms:
        if t.notes.startswith("template") or rows[t.en.lower()] > 1:
            out.append(t)
            continue
        also = {}
        word = re.compile(rf"(?<![a-z]){re.escape(t.en.lower())}(?![a-z])")
        longer = {(rl, rendering.lower()) for en, found in by_term.items() if en != t.en.lower() and word.search(en)
                  for rl, rendering in found}  # "enters the battlefield" is « arrive », "battlefield" is not
        for lang in ("fr", "ja"):
            own, forbidden = t.in_lang(lang).lower(), [w.lower() for w in t.forbidden(lang)]
            also[f"{lang}_also"] = "|".join(
                r.rendering for (rl, _), r in by_term.get(t.en.lower(), {}).items()
                if rl == lang and r.attested >= ALSO[0] and r.dice >= ALSO[1]
                and not (own and _overlap(r.rendering.lower(), own, lang))  # an inflection: has_term knows it
                and not (lang == "ja" and (len(r.rendering) < 2 or KANA_ONLY.fullmatch(r.rendering)))  # 出, とする
                and not any(r.rendering.lower() in w or w in r.rendering.lower() for w in forbidden)
                and (lang, r.rendering.lower()) not in officials and (lang, r.rendering.lower()) not in longer)
        out.append(replace(t, **also))
    return out


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
    """Rows for the terminology the sources carry, each FR/JA term with the official card text that attests it, and
    for the term base's renderings (term_renderings).

    A term is attested in a language by a card whose Oracle text uses the EN term and whose official
    translated text (card_names.text) uses the FR/JA term; NULL when no shipped card does (unverified).
    """
    for d in documents:
        for r in d.parsed.renderings:
            tables.add("term_renderings", en=r.en, kind=r.kind, lang=r.lang, rendering=r.rendering, attested=r.attested,
                       texts=r.texts, dice=r.dice, examples=json.dumps(r.examples, ensure_ascii=False),
                       document_id=d.id, line=r.line)
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
        if not wanted:  # no term in this language (no terms table among the sources): an empty pattern matches
            continue    # everywhere, and every official text would be read for nothing
        hints = re.compile("|".join(map(re.escape, sorted(wanted, key=len, reverse=True))))
        for n in card_names:
            card = cards.cards.get(n["oracle_id"])
            if n["lang"] != lang or card is None or not n["text"]:
                continue
            text = unicodedata.normalize("NFKC", n["text"]) if lang == "ja" else n["text"].lower()
            present = set(hints.findall(text))
            if not present:
                continue
            en = "\n".join([card.oracle_text or ""] + [f.oracle_text or "" for f in card.faces])
            for hint in present:
                for t in wanted.get(hint, ()):
                    if (t, lang) not in found and en_hint(t) in en.lower() and en_pattern(t).search(en) \
                            and has_term(n["text"], t.in_lang(lang), lang):
                        found[(t, lang)] = f"{card.name} (official {lang.upper()} card text)"
            done = [h for h in present if h in wanted and all((t, lang) in found for t in wanted[h])]
            if done:  # a hint whose terms are all attested is looked for no more ("créature" is in most texts)
                for h in done:
                    del wanted[h]
                if not wanted:
                    break
                hints = re.compile("|".join(map(re.escape, sorted(wanted, key=len, reverse=True))))
    return found
