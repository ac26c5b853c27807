"""consistency: one EN sentence translated differently across a catalog (rulings repeat sentences word for word).

A catalog-wide check, run on a whole PO file (kb/catalogs.py) rather than on one pair: for every EN sentence
found in several entries whose EN text and translation have as many sentences (so the i-th translates the
i-th), the entries whose translation of it differs from the most usual one (the earliest on a tie) are told
which wording the others use.
"""
from __future__ import annotations

import unicodedata
from collections import Counter

from kb.qa.sentences import sentence_texts
from kb.qa.pair import Finding

MIN_WORDS = 4  # shorter sentences ("Yes.") may well be translated differently by context


def _folded(sentence: str) -> str:
    """A sentence as compared: NFKC, one space, case-folded, typographic apostrophes straight, no final mark."""
    text = " ".join(unicodedata.normalize("NFKC", sentence).replace("’", "'").split()).casefold()
    return text.rstrip(".!?。！？ ")


def check_catalog(entries: list[tuple[str, str, str]], lang: str) -> dict[str, list[Finding]]:
    """Key -> consistency warnings, for entries given as (key, EN text, translation), in catalog order."""
    seen: dict[str, list[tuple[str, str, str]]] = {}  # EN sentence -> (key, folded translation, translation)
    for key, en, target in entries:
        en_parts, target_parts = sentence_texts(en, "en"), sentence_texts(target, lang)
        if not target.strip() or len(en_parts) != len(target_parts):
            continue
        for e, t in zip(en_parts, target_parts):
            if len(e.split()) >= MIN_WORDS and "Q" not in e.split():
                seen.setdefault(_folded(e), []).append((key, _folded(t), t))
    found: dict[str, list[Finding]] = {}
    for sentence, uses in seen.items():
        counts = Counter(folded for _, folded, _ in uses)
        if len(counts) < 2:
            continue
        usual = max(counts, key=lambda f: (counts[f], -next(i for i, u in enumerate(uses) if u[1] == f)))
        wording = next(t for _, f, t in uses if f == usual)
        for key, folded, _ in uses:
            if folded != usual:
                found.setdefault(key, []).append(Finding(
                    "consistency", "warning", f"the EN sentence “{sentence}” is translated “{wording}” in "
                    f"{counts[usual]} other entr{'y' if counts[usual] == 1 else 'ies'}: use the same wording, "
                    "or check which one is right"))
    return found
