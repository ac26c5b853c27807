"""Texts as the search index holds them: NFKC, and each run of Japanese or Chinese characters as its
overlapping character bigrams (as Lucene's CJK analyzer does), since those languages write no spaces. The build
indexes this form; the site's search (kb/search.py) asks in it. Folding (case, accents, width) keeps a text's
length, so where a word is found in the folded text is where it is in the text; names and terms are looked up by
name_key."""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f"
CJK_RUN = re.compile(f"[{CJK}]+")


def bigrams(run: str) -> list[str]:
    """Overlapping character pairs of a CJK run ("部屋を" -> 部屋, 屋を); a lone character stays itself."""
    return [run] if len(run) < 2 else [run[i:i + 2] for i in range(len(run) - 1)]


def index_form(text: str) -> str:
    """The text as indexed: NFKC, each CJK run replaced by its bigrams separated by spaces."""
    if text.isascii():
        return text  # most EN texts: already NFKC, and no CJK run
    if not unicodedata.is_normalized("NFKC", text):
        text = unicodedata.normalize("NFKC", text)
    if not CJK_RUN.search(text):
        return text
    return CJK_RUN.sub(lambda m: " " + " ".join(bigrams(m.group(0))) + " ", text)


APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "＇": "'"})
FURIGANA = re.compile(r"\([\u3040-\u309f\u30fc]+\)")  # 脱(ぬ)ぎ捨(す)て: the reading printed beside a kanji


@lru_cache(maxsize=65536)
def fold_char(ch: str) -> str:
    """One character folded to one: lower case, accents off, kana and kanji as NFKC (ｶ -> カ, パ stays パ)."""
    if ch.isascii():
        return ch.lower()
    if CJK_RUN.match(ch) or "\uff61" <= ch <= "\uff9f":
        n = unicodedata.normalize("NFKC", ch)
        return n if len(n) == 1 else ch
    if ch in "’‘＇":
        return "'"
    bare = "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c)).lower()
    return bare[0] if bare else ch


def fold(text: str) -> str:
    """text with each character folded (fold_char): the same length, so a match in it is a match in text."""
    return text.lower() if text.isascii() else "".join(map(fold_char, text))


def name_key(text: str) -> str:
    """How a name or term is looked up: NFKC, folded, furigana and extra spaces gone, "A//B" as "a // b"."""
    text = FURIGANA.sub("", unicodedata.normalize("NFKC", text or ""))
    text = re.sub(r"\s*//\s*", " // ", fold(text).translate(APOSTROPHES))
    return " ".join(text.split())
