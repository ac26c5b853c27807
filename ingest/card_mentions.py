"""Finding card names in ruling texts: the longest known name at each capitalised word (a word trie)."""
from __future__ import annotations

import re
import unicodedata

TOKEN = re.compile(r"\w+|[^\w\s]")
JA_QUOTED = re.compile(r"《(?P<name>[^《》]+)》")
END = ""  # trie key marking the end of a name (no token is empty)
SENTENCE_END = frozenset(".!?:\"“«(")  # tokens after which a capital opens a sentence (or a quoted one)


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
        """names: name -> card id; a name that is also a game term (stopwords, lower case: "Two-Headed Giant", the
        format of CR 810, not the card) or a lone letter ("X", the card, is mostly the variable) is skipped."""
        self.trie: dict = {}
        for name, card in names.items():
            words = tokens(name)
            if not words or " ".join(words).lower() in stopwords or fold(name).lower() in stopwords \
                    or (len(words) == 1 and len(words[0]) < 2):
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
            if best and best[1] - i == 1 and (i == 0 or words[i - 1] in SENTENCE_END):
                best = None  # one capitalised word opening a sentence is its first word ("What happens…", "When…"),
                # seldom the card of that name (Who // What // When // Where // Why); mid-sentence it is one
            if best:
                found.append(best[0])
                i = best[1]
            else:
                i += 1
        return found


def quoted_ja_names(text: str) -> list[str]:
    """Names a Japanese text sets in 《》, as card names are written in Japanese rulings."""
    return [m["name"].strip() for m in JA_QUOTED.finditer(text)]
