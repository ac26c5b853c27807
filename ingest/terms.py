"""The EN/FR/JA terminology in data/terms: official terms with the source of each translation."""
from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from pathlib import Path

TERMS_FILE = Path(__file__).resolve().parents[1] / "data" / "terms" / "terms.csv"
COLUMNS = ("en", "fr", "ja", "notes", "fr_source", "ja_source")


@dataclass(frozen=True)
class Term:
    """An EN game term with its FR and JA terms (empty when not known: never invented)."""

    en: str
    fr: str
    ja: str
    notes: str
    fr_source: str
    ja_source: str

    def in_lang(self, lang: str) -> str:
        """The term in `lang` ("en", "fr" or "ja"), "" when unknown."""
        return getattr(self, lang)


def load_terms(path: Path = TERMS_FILE) -> list[Term]:
    """Read the terms CSV; a missing column or a row without its EN term is a ValueError naming the line."""
    with path.open(newline="", encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        missing = set(COLUMNS) - set(reader.fieldnames or ())
        if missing:
            raise ValueError(f"{path}:1: missing column(s) {sorted(missing)}")
        terms = []
        for row in reader:
            if not (row["en"] or "").strip():
                raise ValueError(f"{path}:{reader.line_num}: a term needs its EN form")
            terms.append(Term(*((row[c] or "").strip() for c in COLUMNS)))
        return terms


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
