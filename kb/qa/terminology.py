"""terminology: an EN game term of the text is rendered by its official FR/JA term."""
from __future__ import annotations

import re
import unicodedata
from functools import cache

from ingest.terms import Term
from kb.qa.pair import Findings, Pair


@cache
def en_pattern(term: Term) -> re.Pattern[str]:
    """The EN term with its plural (and, unless a noun, verb endings); case matters when it is capitalised."""
    endings = "s|es" if "noun" in term.notes else "s|es|d|ed|ing|ied|ies"
    stem = term.en[:-1] if term.en.endswith("y") and "noun" not in term.notes else term.en
    flags = 0 if term.en[0].isupper() else re.IGNORECASE
    return re.compile(rf"\b(?:{re.escape(term.en)}|{re.escape(stem)}(?:{endings}))\b", flags)


def word_stem(word: str) -> str:
    """The part of a FR word any inflection keeps: déverrouiller -> déverrouill, activées -> activ."""
    for ending in ("ées", "ée", "és", "er", "é", "es", "e", "s"):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[: -len(ending)]
    return word


def ja_stem(term: str) -> str:
    """The part of a JA term any inflection keeps: 開放する -> 開放, 閉鎖されている -> 閉鎖."""
    for ending in ("されている", "する", "される"):
        if term.endswith(ending) and len(term) > len(ending):
            return term[: -len(ending)]
    return term


def has_term(target: str, term: str, lang: str) -> bool:
    """Whether target contains the term in some inflected form (each word of a FR phrase inflected)."""
    target, term = unicodedata.normalize("NFC", target), unicodedata.normalize("NFC", term)
    if lang == "ja":
        return ja_stem(term) in target
    pattern = r"\s+".join(re.escape(word_stem(w)) + r"\w*" for w in term.split())
    return re.search(rf"\b{pattern}", target, re.IGNORECASE) is not None


@cache
def en_hint(term: Term) -> str:
    """Lower-case letters every match of en_pattern(term) contains: a text without them is not searched."""
    return (term.en[:-1] if term.en.endswith("y") else term.en).lower()


@cache
def checked_terms(terms: tuple[Term, ...], lang: str) -> tuple[tuple[Term, str, str, re.Pattern[str]], ...]:
    """(term, official term, hint, EN pattern) of the terms that have an official term in lang."""
    return tuple((t, t.in_lang(lang), en_hint(t), en_pattern(t)) for t in terms if t.in_lang(lang))


def check(pair: Pair, out: Findings) -> None:
    """An EN term present whose official target term is absent is a warning naming both."""
    en = pair.en
    for card in sorted(pair.card_names, key=lambda c: -len(c.en)):  # "Locker Room" is a name, not a Room
        en = en.replace(card.en, " ")
    lowered = en.lower()
    for term, official, hint, pattern in checked_terms(pair.terms, pair.lang):
        if hint in lowered and pattern.search(en) and not has_term(pair.target, official, pair.lang):
            out.warning(f"EN term “{term.en}” should be translated “{official}” (data/terms)")
