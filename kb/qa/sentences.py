"""Sentences of a text, as the checks count and compare them (omission, negation, meaning, consistency)."""
from __future__ import annotations

from functools import lru_cache

from mtg.regex import quick

# A sentence ends at . ! ? (or 。！？) before a capital, a quote or the end; "e.g." and "i.e." do not end one.
# (The lookbehinds follow the mark: leading a pattern, they would be tried at every character, five times slower.)
SENTENCE_END = {
    "en": quick(r"[.!?](?<!\be\.g[.!?])(?<!\bi\.e[.!?])(?=\s+[\"“«(]?[A-Z0-9{]|\s*$)"),
    "fr": quick(r"[.!?](?<!\bp\. ex[.!?])(?=\s+[\"“«(]?[A-ZÀ-Ý0-9{]|\s*$)"),
    "ja": quick(r"[。！？]|[.?!](?=\s|$)"),  # Western marks too: a wrong mark is punctuation's to report
}
QUOTED = quick(r"\"[^\"]*\"|“[^”]*”|«[^»]*»|「[^」]*」")  # quoted card text has sentences of its own
QUOTE_MARK = quick("[\"“«「]")  # most texts quote nothing: QUOTED.sub is then skipped


def sentences(text: str, lang: str) -> int:
    """How many sentences text has, quoted passages left out (a last one without its final mark counts too:
    a missing mark is punctuation's to report)."""
    return len(sentence_texts(text, lang))


@lru_cache(maxsize=4096)  # omission and negation split the same texts
def sentence_texts(text: str, lang: str) -> tuple[str, ...]:
    """The sentences of text, in order, each quoted passage standing as "Q" (a last one without its mark too)."""
    bare, pieces, start = text.strip(), [], 0
    if QUOTE_MARK.search(bare):
        bare = QUOTED.sub("Q", bare)
    for end in SENTENCE_END[lang].finditer(bare):
        pieces.append(bare[start:end.end()].strip())
        start = end.end()
    return tuple(pieces + [bare[start:].strip()] if bare[start:].strip() else pieces)
