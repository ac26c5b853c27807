"""wrong_language: the target is in a language other than the catalog's (and not English)."""
from kb.qa.pair import Findings, Pair

NAMES = {"en": "English", "fr": "French", "ja": "Japanese"}


def check(pair: Pair, out: Findings) -> None:
    """A FR text in the JA catalog (or the reverse) is an error; English is `untranslated`'s."""
    found = pair.target_language()
    if found and found not in (pair.lang, "en"):
        out.error(f"the text is {NAMES[found]}, but this is the {NAMES[pair.lang]} catalog")
