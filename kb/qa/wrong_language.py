"""wrong_language: the target is in a language other than the catalog's (and not English)."""
from kb.qa.pair import Findings, Pair

NAMES = {"en": "English", "fr": "French", "ja": "Japanese", "zh": "Chinese", "ko": "Korean", "de": "German",
         "es": "Spanish", "it": "Italian", "pt": "Portuguese"}


def check(pair: Pair, out: Findings) -> None:
    """A text in another language than the catalog's (FR in the JA catalog, Spanish, Chinese…) is an error;
    English is `untranslated`'s."""
    found = pair.other_language() or pair.target_language()
    if found and found not in (pair.lang, "en"):
        out.error(f"the text is {NAMES[found]}, but this is the {NAMES[pair.lang]} catalog")
