"""Texts as the search index holds them: NFKC, and each run of Japanese or Chinese characters as its
overlapping character bigrams (as Lucene's CJK analyzer does), since those languages write no spaces. The build
indexes this form; the site's search (kb/search.py) asks in it."""
from __future__ import annotations

import re
import unicodedata

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
