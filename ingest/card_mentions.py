"""Finding card names in ruling texts: the longest known name at each capitalised word (a word trie)."""
from __future__ import annotations

import re
import unicodedata

TOKEN = re.compile(r"\w+|[^\w\s]")
JA_QUOTED = re.compile(r"《(?P<name>[^《》]+)》")
END = ""  # trie key marking the end of a name (no token is empty)


def fold(text: str) -> str:
    """NFC, typographic apostrophes made straight: "Parker’s" and "Parker's" are one name."""
    return unicodedata.normalize("NFC", text).replace("’", "'").replace("‘", "'")


def tokens(text: str) -> list[str]:
    """Words and punctuation marks: "Portal's" -> Portal, ', s so a possessive still shows the name."""
    return TOKEN.findall(fold(text))


def first_word(text: str) -> str:
    """The first word of a text as tokens() reads it ("" when none)."""
    m = TOKEN.search(fold(text))
    return m.group() if m else ""


def capitalised_words(texts: list[str]) -> set[str]:
    """The capitalised words of texts: where a card name can begin (NameMatcher.find looks nowhere else)."""
    return {w for t in texts for w in tokens(t) if w[:1].isupper()}


class NameMatcher:
    """Names -> the card each belongs to; finds them in text, longest first, without overlaps."""

    def __init__(self, names: dict[str, str], stopwords: frozenset[str] = frozenset()) -> None:
        """names: name -> card id; a one-word name that is also a game term (stopwords, lower case) is skipped."""
        self.trie: dict = {}
        for name, card in names.items():
            words = tokens(name)
            if not words or (len(words) == 1 and words[0].lower() in stopwords):
                continue
            node = self.trie
            for word in words:
                node = node.setdefault(word, {})
            node[END] = (card, name)

    def find(self, text: str) -> list[tuple[str, str]]:
        """(card id, name) of every name in text, in order; at each capitalised word the longest name wins."""
        words, found, i = tokens(text), [], 0
        while i < len(words):
            best, node, j = None, self.trie, i
            if words[i][:1].isupper():
                while j < len(words) and (node := node.get(words[j])) is not None:
                    j += 1
                    if END in node:
                        best = (node[END], j)
            if best:
                found.append(best[0])
                i = best[1]
            else:
                i += 1
        return found


def quoted_ja_names(text: str) -> list[str]:
    """Names a Japanese text sets in 《》, as card names are written in Japanese rulings."""
    return [m["name"].strip() for m in JA_QUOTED.finditer(text)]
