"""Which language a text is actually in: a script check for Japanese, then lingua (EN/FR/JA only)."""
from __future__ import annotations

import os
from functools import cache, lru_cache

from lingua import Language, LanguageDetectorBuilder

from mtg.regex import quick

LANGS = {Language.ENGLISH: "en", Language.FRENCH: "fr", Language.JAPANESE: "ja"}
JAPANESE_CHARS = quick(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]")
LETTERS = quick(r"[^\W\d_]")


@cache
def _detector():
    """The lingua detector restricted to our three languages (built once per process)."""
    return LanguageDetectorBuilder.from_languages(*LANGS).build()


def japanese_share(text: str) -> float:
    """The share of letters that are kana or kanji."""
    if not JAPANESE_CHARS.search(text):
        return 0.0  # most texts: no list of letters made
    letters = LETTERS.findall(text)
    return len(JAPANESE_CHARS.findall(text)) / len(letters) if letters else 0.0


# Words only French has among the languages these texts come in (not Spanish, Italian, Portuguese or German
# either), and English function words. A text full of the one and without the other is plain to read.
FRENCH_WORDS = frozenset("""vous votre une dans avec pour cette sont peut chaque aux pas elle leur lorsque jusqu mais
donc alors qu quand même être été où ainsi seulement toujours aussi encore chacun chacune celle celui ceux lui nous
ils elles avez pouvez devez contrôlez lancez piochez cartes créature créatures capacité capacités joueur joueurs
adversaire bataille champ jeton jetons coût valeur marqueur marqueurs blessures groupe""".split())
ENGLISH_WORDS = frozenset("""the of and is you your that this it its to with if can an are be from for each when
which would has have was""".split())
ACCENTED = frozenset("éèêàçùûîôœëïâ")
NAME_GLUE = quick(r"\b([A-Z][\w’'-]*) (?:(?:of|the|from|and|in|to|for|with) )+(?=[A-Z])")  # Hound of the Sea


def words_of(text: str) -> list[str]:
    """text split at whitespace and apostrophes (as re.split(r"[\\s'’]+") without its empty ends, 4 times faster)."""
    return text.replace("'", " ").replace("’", " ").split()


def plain_language(text: str) -> str | None:
    """"fr" or "en" when the text's common words leave no doubt, so lingua need not be asked; else None.

    French: three French-only words, an accented letter, and no more than one English function word for four of
    them once card names are read as names ("Hound of the Sea"). English: three English function words, no French
    one and no accented letter. On every text of the seeds, evaluation sets and a 100,000-ruling corpus this
    agrees with lingua, except four French texts lingua took for English (README, "At scale").
    """
    french = english = 0
    for word in words_of(NAME_GLUE.sub(r"\1 ", text).lower()):
        word = word.strip(".,;:!?()«»\"“”")
        if word in FRENCH_WORDS:
            french += 1
        elif word in ENGLISH_WORDS:
            english += 1
    if french >= 3 and 4 * english <= french and not ACCENTED.isdisjoint(text.lower()):
        return "fr"
    if english >= 3 and not french and ACCENTED.isdisjoint(text.lower()):
        return "en"
    return None


def detect_language(text: str) -> str | None:
    """Return "en", "fr" or "ja" for the language of text, or None when it has no words to judge."""
    return detect_languages([text])[0]


_pool_owner: list[int] = []  # the process whose lingua thread pool exists


def _parallel_safe() -> bool:
    """Whether lingua's thread pool may be used here: not in a process forked after it started (it would hang)."""
    if not _pool_owner:
        _pool_owner.append(os.getpid())
    return _pool_owner[0] == os.getpid()


def detect_languages(texts: list[str]) -> list[str | None]:
    """detect_language for many texts at once: lingua reads the Latin-script ones not plain (in parallel threads)."""
    results: list[str | None] = [None] * len(texts)
    latin: list[int] = []
    for i, text in enumerate(texts):
        if LETTERS.search(text):
            if japanese_share(text) >= 0.3:  # kana/kanji beside Latin card names is still Japanese
                results[i] = "ja"
            else:
                results[i] = plain_language(text)
                if results[i] is None:
                    latin.append(i)
    latin_texts = [JAPANESE_CHARS.sub(" ", texts[i]) for i in latin]
    if _parallel_safe():
        found = _detector().detect_languages_in_parallel_of(latin_texts)
    else:
        found = [_detector().detect_language_of(text) for text in latin_texts]
    for i, language in zip(latin, found):
        results[i] = LANGS.get(language) if language else None
    return results


KANA = quick(r"[\u3040-\u30ff\uff66-\uff9f]")
CATALOG_LANGS = {Language.ENGLISH: "en", Language.FRENCH: "fr", Language.GERMAN: "de", Language.SPANISH: "es",
                 Language.ITALIAN: "it", Language.PORTUGUESE: "pt"}


@cache
def _catalog_detector():
    """A detector over the languages card catalogs come in, so a Spanish catalog is not taken for French."""
    return LanguageDetectorBuilder.from_languages(*CATALOG_LANGS).build()


def catalog_language(sample: str) -> str | None:
    """The language of a whole catalog from a sample of its names: "ja" by kana, "zh" for kanji alone, else lingua."""
    if KANA.search(sample):
        return "ja"
    if JAPANESE_CHARS.search(sample):
        return "zh"
    found = _catalog_detector().detect_language_of(sample) if LETTERS.search(sample) else None
    return CATALOG_LANGS.get(found) if found else None


@cache
def _quick_catalog_detector():
    """The catalog languages in lingua's low-accuracy mode: a fast first look before the careful one."""
    return LanguageDetectorBuilder.from_languages(*CATALOG_LANGS).with_low_accuracy_mode().build()


# Words only French has among the languages other_language tells apart: a text with two of them is French,
# and lingua need not be asked (it is asked about every other text).
FRENCH_ONLY = frozenset("vous votre est dans une aux cette sont être peut chaque leur ou même lorsque jusqu avec pour "
                        "joueur jeton jetons créature créatures capacité qu ses jamais fois coûte coût soit deuxième "
                        "payer valeur blessures pouvez choisir cible champ bataille cimetière bibliothèque marqueur "
                        "marqueurs adversaire".split())  # common ruling words no other candidate language has
NOT_A_LETTER = quick(r"[\W\d_]+")


def french_only_words(text: str) -> int:
    """How many of the FRENCH_ONLY words text uses (each counted once): a set lookup, not a regex scan."""
    return len(FRENCH_ONLY.intersection(NOT_A_LETTER.split(text.lower())))


OTHER_LATIN = {Language.GERMAN: "de", Language.SPANISH: "es", Language.ITALIAN: "it", Language.PORTUGUESE: "pt"}
KANJI_ONLY = quick(r"[\u3400-\u4dbf\u4e00-\u9fff]")


HANGUL = quick(r"[\uac00-\ud7a3]")  # Korean syllables


JA_NAME = quick(r"《[^》]*》")  # an official JA card name: its kana say nothing of the sentence around it
SENTENCE = quick(r"[^。！？.!?;]+[。！？.!?;]*")
LIST_ITEM = quick(r"[、，,\s]+")
KEYWORD_LENGTH = 6  # an item of a keyword line: 先制攻撃, プロテクション… (a Chinese sentence runs longer unbroken)
SENTENCE_KANJI = 8  # a sentence part is Chinese from this many kanji and no kana (a JA heading has fewer)
SENTENCE_LATIN = 40  # characters a sentence in Latin letters needs to be judged on its own


@lru_cache(maxsize=1024)  # untranslated and wrong_language both ask about the same text in turn
def other_language(text: str) -> str | None:
    """A language other than EN/FR/JA that text, or one of its sentences, is plainly in: a French ruling
    that goes on in Spanish is Spanish in part ("zh", "ko", "de", "es", "it", "pt")."""
    text = JA_NAME.sub(" ", text)
    if found := whole_other_language(text):
        return found
    parts = [part for part in SENTENCE.findall(text) if part.strip()]
    if len(parts) < 2:
        return None
    for part in parts:
        if KANA.search(part):
            continue  # a Japanese sentence
        if JAPANESE_CHARS.search(part):
            if len(KANJI_ONLY.findall(part)) < SENTENCE_KANJI:
                continue
        elif len(part) < SENTENCE_LATIN and not HANGUL.search(part):
            continue  # too short a Latin sentence to judge alone
        if found := whole_other_language(part):
            return found
    return None


def whole_other_language(text: str) -> str | None:
    """A language other than EN/FR/JA that text is plainly in: "zh" (Han characters and no kana at all), "ko"
    (Hangul), or
    German, Spanish, Italian or Portuguese when lingua, choosing among those and EN/FR, is sure of it."""
    if KANA.search(text):
        return None  # Japanese
    if HANGUL.search(text) and len(HANGUL.findall(text)) >= 4:
        return "ko"
    if JAPANESE_CHARS.search(text):
        if all(len(item) <= KEYWORD_LENGTH for item in LIST_ITEM.split(text) if item):
            return None  # a list of keywords (飛行、先制攻撃、警戒、絆魂): Japanese card texts print them so
        return "zh" if len(KANJI_ONLY.findall(text)) >= 4 else None
    if len(text) < 30 or french_only_words(text) >= 2 or plain_language(text):
        return None  # too short to judge, or plainly English or French
    quick = _quick_catalog_detector().compute_language_confidence_values(text)  # ~5 times faster, trigrams only
    if quick and LANGS.get(quick[0].language) and quick[0].value >= 0.5:
        return None  # plainly English or French: most texts stop here
    values = _catalog_detector().compute_language_confidence_values(text)
    best = values[0] if values else None
    return OTHER_LATIN.get(best.language) if best and best.value >= 0.7 else None
