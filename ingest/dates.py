"""Dates as printed in EN, FR and JA sources, read with Babel's month names into ISO dates."""
from __future__ import annotations

import datetime as dt
import re
import unicodedata
from functools import cache, lru_cache

from babel.dates import get_month_names

LOCALES = ("en", "fr", "ja")


def _fold(word: str) -> str:
    """Lower-case, drop accents and a trailing period: "Févr." -> "fevr"."""
    decomposed = unicodedata.normalize("NFKD", word.strip().lower().rstrip("."))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@cache
def month_numbers() -> dict[str, int]:
    """Every wide and abbreviated month name of our locales (Babel/CLDR data) -> month number."""
    table: dict[str, int] = {}
    for locale in LOCALES:
        for width in ("wide", "abbreviated"):
            for context in ("format", "stand-alone"):
                for number, name in get_month_names(width, context, locale).items():
                    table[_fold(name)] = number
    # Common short forms CLDR does not list ("sept" is listed; "sep" in EN is; "fev" folds from "févr").
    table.setdefault("fev", 2)
    return table


DAY_MONTH_YEAR = re.compile(r"^(\d{1,2})(?:er|st|nd|rd|th)?\s+([^\W\d_]+\.?)\s+(\d{4})$", re.I)
MONTH_DAY_YEAR = re.compile(r"^([^\W\d_]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$", re.I)
JAPANESE = re.compile(r"^(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日$")
ISO = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")


@cache
def _french_months() -> frozenset[str]:
    """Folded French month names, wide and abbreviated (Babel/CLDR)."""
    return frozenset(_fold(name) for width in ("wide", "abbreviated") for context in ("format", "stand-alone")
                     for name in get_month_names(width, context, "fr").values())


def date_language(text: str) -> str | None:
    """The language a printed date is written in: "ja" (年月日), "fr" (day, French month), "en", or None."""
    text = unicodedata.normalize("NFKC", text).strip()
    if JAPANESE.match(text):
        return "ja"
    if m := DAY_MONTH_YEAR.match(text):
        return "fr" if _fold(m[2]) in _french_months() or _fold(m[2]) == "fev" else "en"
    if MONTH_DAY_YEAR.match(text):
        return "en"
    return None


@lru_cache(maxsize=4096)  # a corpus has a few hundred dates, each on thousands of lines
def parse_date(text: str) -> str | None:
    """Read "20 septembre 2024", "1er sept. 2023", "2024年9月20日", "September 20, 2024" as ISO; None if not a date."""
    text = unicodedata.normalize("NFKC", text).strip()
    if m := JAPANESE.match(text) or ISO.match(text):  # no month names needed (Babel's take 50 ms to read)
        year, month, day = (int(g) for g in m.groups())
    elif m := DAY_MONTH_YEAR.match(text):
        day, month, year = int(m[1]), month_numbers().get(_fold(m[2])), int(m[3])
    elif m := MONTH_DAY_YEAR.match(text):
        month, day, year = month_numbers().get(_fold(m[1])), int(m[2]), int(m[3])
    else:
        return None
    if month is None:
        return None
    try:
        return dt.date(year, month, day).isoformat()
    except ValueError:
        return None
