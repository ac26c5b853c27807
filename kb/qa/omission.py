"""omission: the translation has fewer sentences than the EN text and is short for it: one may be dropped."""
from __future__ import annotations

import re
from functools import lru_cache

from kb.qa.length import EXPECTED
from kb.qa.pair import Findings, Pair

# A sentence ends at . ! ? (or 。！？) before a capital, a quote or the end; "e.g." and "i.e." do not end one.
SENTENCE_END = {
    "en": re.compile(r"(?<!\be\.g)(?<!\bi\.e)[.!?](?=\s+[\"“«(]?[A-Z0-9{]|\s*$)"),
    "fr": re.compile(r"(?<!\bp\. ex)[.!?](?=\s+[\"“«(]?[A-ZÀ-Ý0-9{]|\s*$)"),
    "ja": re.compile(r"[。！？]|[.?!](?=\s|$)"),  # Western marks too: a wrong mark is punctuation's to report
}
QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”|«[^»]*»|「[^」]*」")  # quoted card text has sentences of its own


@lru_cache(maxsize=4096)  # the EN text is checked against its FR and JA texts in turn
def sentences(text: str, lang: str) -> int:
    """How many sentences text has (at least 1 when it has any text), quoted passages left out."""
    bare = QUOTED.sub("Q", text.strip())
    return max(len(SENTENCE_END[lang].findall(bare)), 1 if bare else 0)


def check(pair: Pair, out: Findings) -> None:
    """Fewer sentences than the EN text, and shorter than the middle of the usual ratio: a warning."""
    if not pair.en.strip() or not pair.target.strip():
        return
    en, target = sentences(pair.en, "en"), sentences(pair.target, pair.lang)
    low, high = EXPECTED[pair.lang]
    ratio = len(pair.target.strip()) / len(pair.en.strip())
    if target < en and ratio < (low + high) / 2:
        out.warning(f"the EN text has {en} sentences, the translation {target} (and is {ratio:.0%} of its length): "
                    "is a sentence missing?")
