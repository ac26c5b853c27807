"""Translation memory: for a ruling without a French or Japanese text, a draft to start from — the translation of the
most alike English text among translated rulings and the abilities of official card texts, with how alike (rapidfuzz's
ratio, as msgmerge and CAT tools score fuzzy matches) and where it came from.

A suggestion is a draft: the queue shows it beside its match, export-po writes it fuzzy with a `#.` note, and nothing
takes it as a translation until a translator has reviewed it.
"""
from __future__ import annotations

import re
import sqlite3
from collections import Counter
from dataclasses import dataclass

from rapidfuzz import fuzz, process, utils

from mtg.official_texts import official_card_texts

LEAST = 70  # % alike: below, a match helps less than it misleads (CAT tools start their fuzzy matches at 70-75 %)
CANDIDATES = 300  # entries sharing the most rare words with a text, scored in full
WORD = re.compile(r"[a-z]{4,}")
RULINGS = """select e.text, t.text, t.ruling_id, t.origin from ruling_texts t
join ruling_texts e on e.ruling_id = t.ruling_id and e.lang = 'en'
where t.lang = ? and not t.stale and t.origin != 'machine' order by t.ruling_id"""


@dataclass(frozen=True)
class Suggestion:
    """A draft for an English text: the translation of the memory's most alike text, how alike, and its source."""

    text: str
    score: int  # % alike (rapidfuzz ratio of the two English texts)
    source: str  # "ruling r… (official)", "official card text: Consider"
    matched: str  # the English text of the memory entry


class Memory:
    """English texts with their translation in one language, searched by likeness."""

    def __init__(self, entries: list[tuple[str, str, str]]) -> None:
        """entries: (English, translation, where it comes from)."""
        self.entries = entries
        self.postings: dict[str, list[int]] = {}
        for i, (en, _, _) in enumerate(entries):
            for word in set(WORD.findall(en.lower())):
                self.postings.setdefault(word, []).append(i)

    @classmethod
    def from_db(cls, conn: sqlite3.Connection, lang: str) -> "Memory":
        """The memory of a KB in lang: its translated rulings (not stale, not machine translations), then each
        ability of each official card text (a line of the English Oracle text beside the same line of the
        official text, where both have as many lines)."""
        entries = [(en, text, f"ruling {rid} ({origin})") for en, text, rid, origin in conn.execute(RULINGS, [lang])]
        for name, en, text in official_card_texts(conn, lang):
            lines, translated = en.split("\n"), text.split("\n")
            if len(lines) == len(translated):
                entries += [(a, b, f"official card text: {name}") for a, b in zip(lines, translated) if a.strip()]
        return cls(entries)

    def suggest(self, en: str, least: int = LEAST) -> Suggestion | None:
        """The translation of the most alike entry, when at least `least` % alike; its rare words find the entries
        worth scoring (an index of words, as a TM's concordance has), so a memory of 30,000 abilities answers in a
        millisecond."""
        words = sorted(set(WORD.findall(en.lower())), key=lambda w: len(self.postings.get(w, ())))
        shared = Counter(i for w in words[:8] for i in self.postings.get(w, ()))
        if not shared:
            return None
        candidates = [i for i, _ in shared.most_common(CANDIDATES)]
        best = process.extractOne(en, [self.entries[i][0] for i in candidates], scorer=fuzz.ratio,
                                  processor=utils.default_process, score_cutoff=least)
        if best is None:
            return None
        matched, score, at = best
        _, text, source = self.entries[candidates[at]]
        return Suggestion(text, round(score), source, matched)
