"""The EN/FR/JA terminology in data/terms: official terms with the source of each translation."""
from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from pathlib import Path

TERMS_DIR = Path(__file__).resolve().parents[1] / "data" / "terms"
TERMS_FILE = TERMS_DIR / "terms.csv"
CARD_NAMES_FILE = TERMS_DIR / "card_names.csv"
COLUMNS = ("en", "fr", "ja", "notes", "fr_source", "ja_source")
CARD_COLUMNS = ("en", "fr", "ja", "fr_source", "ja_source")


class InLanguages:
    """Something written in EN, FR and JA, one field per language."""

    def in_lang(self, lang: str) -> str:
        """The text in `lang` ("en", "fr" or "ja"), "" when unknown."""
        return getattr(self, lang)


@dataclass(frozen=True)
class Term(InLanguages):
    """An EN game term with its FR and JA terms (empty when not known: never invented)."""

    en: str
    fr: str
    ja: str
    notes: str
    fr_source: str
    ja_source: str


@dataclass(frozen=True)
class CardName(InLanguages):
    """A card's name in EN, FR and JA ("" when the official name is not known: never invented)."""

    en: str
    fr: str
    ja: str
    fr_source: str
    ja_source: str


def _read_rows(path: Path, columns: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The rows of a CSV with these columns; a missing column or EN value is a ValueError naming the line."""
    with path.open(newline="", encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        missing = set(columns) - set(reader.fieldnames or ())
        if missing:
            raise ValueError(f"{path}:1: missing column(s) {sorted(missing)}")
        rows = []
        for row in reader:
            if not (row["en"] or "").strip():
                raise ValueError(f"{path}:{reader.line_num}: a row needs its EN form")
            rows.append(tuple((row[c] or "").strip() for c in columns))
        return rows


def load_terms(path: Path = TERMS_FILE) -> list[Term]:
    """The game terms of data/terms/terms.csv."""
    return [Term(*row) for row in _read_rows(path, COLUMNS)]


def load_card_names(path: Path = CARD_NAMES_FILE) -> list[CardName]:
    """The card names of data/terms/card_names.csv."""
    return [CardName(*row) for row in _read_rows(path, CARD_COLUMNS)]


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
