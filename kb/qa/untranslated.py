"""untranslated: the target is still English, identical to the source, or has a sentence or clause left in English."""
import re
import unicodedata

from mtg.language import detect_language
from kb.qa.pair import Findings, Pair, by_terms_identity
from kb.qa.symbols import SYMBOL

EN_WORDS = frozenset("the a an you your it its is are of to for with if that this can't don't doesn't isn't won't "
                     "and or on as be has have will would may can while when whenever each any it's they their "
                     "there those these from by must do does not no so but only also then than even you'd "
                     "you're aren't".split())
FR_WORDS = frozenset("le la les l un une des de du d vous votre vos il elle est sont et ou que qui à au aux en dans "
                     "sur pour par ne n pas ce cette se s son sa ses si qu".split())
CLAUSE = re.compile(r"[^.!?;:。；：,，、]+")
WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
JA_ENGLISH = re.compile(r"[A-Za-z][A-Za-z'’]*(?:[ ,-]+[A-Za-z][A-Za-z'’]*){2,}")  # three English words in a row
QUOTED_NAME = re.compile(r"《[^》]*》")


def english_clause(target: str, lang: str, names: tuple[str, ...], terms: frozenset[str] = frozenset(),
                   en: str = "") -> str | None:
    """The first clause of target left in English (card names aside), if any; terms: EN game terms, which a
    Japanese text left in English shows even in three words ("state-based action"); en: the EN text, whose
    words copied in a row are English left, function words or not ("Timing restrictions still apply")."""
    for name in sorted(names, key=len, reverse=True):
        target = target.replace(name, " ")
    if en and (copied := copied_run(target, en)):
        return copied
    if lang == "ja":
        for found in JA_ENGLISH.finditer(QUOTED_NAME.sub(" ", target)):  # English, not French or a name
            words = WORD.findall(found.group())
            if found.group().lower() in terms or \
                    (any(w.lower() in EN_WORDS for w in words) and not title_case(words)):
                return found.group()  # "its other door stays locked", "Emblems aren't permanents", "state-based action"
        return None
    if ENGLISH_ONLY.isdisjoint(WORD.findall(target.lower())):
        return None  # no word only English has: no clause to look at
    for clause in CLAUSE.findall(target):
        for run in english_runs(clause):  # a clause, or its tail: « … aux bloqueurs and may assign the rest »
            if sum(w in EN_WORDS for w in run) >= 3 or detect_language(" ".join(run)) == "en":
                return " ".join(run)  # "Face-down permanents are colorless": lingua says
    return None


COPIED_RUN = 4  # words of the EN text, in a row: fewer may be a name or a term kept in English


def copied_run(target: str, en: str) -> str | None:
    """A run of COPIED_RUN or more words the translation copies from the EN text, in order, that is no name
    (Title Case) and has no French word."""
    en_text: str | None = None
    run: list[str] = []
    for word in WORD.findall(QUOTED_NAME.sub(" ", SYMBOL.sub(" ", target))) + [""]:
        if word.isascii() and word and word.lower() not in FR_WORDS:
            run.append(word)
            continue
        for start in range(len(run) - COPIED_RUN + 1):  # most runs are shorter: nothing to compare
            window = run[start:start + COPIED_RUN]
            if en_text is None:
                en_text = " " + " ".join(WORD.findall(SYMBOL.sub(" ", en))).lower() + " "
            if not title_case(window) and f" {' '.join(window).lower()} " in en_text:
                return " ".join(window)
        run = []
    return None


NAME_GLUE = frozenset("and of the in to for a an".split())
ENGLISH_ONLY = EN_WORDS - frozenset("a on as an no si".split())  # French writes these too (il a, on, …)


def title_case(words: list[str]) -> bool:
    """Whether the words read as a proper name ("Virtue and Valor", a product kept in English), not a sentence."""
    return all(w[0].isupper() or w in NAME_GLUE for w in words)


def english_runs(clause: str) -> list[list[str]]:
    """Runs of four or more words of a FR clause that have no French word and at least one English one."""
    words = WORD.findall(SYMBOL.sub(" ", clause).lower().replace("’", "'"))  # {W/U} is no word
    if EN_WORDS.isdisjoint(words):
        return []
    runs: list[list[str]] = []
    run: list[str] = []
    for word in words:
        if word in FR_WORDS or not word.isascii():
            runs.append(run)
            run = []
        else:
            run.append(word)
    runs.append(run)
    return [r for r in runs if len(r) >= 4 and any(w in EN_WORDS for w in r)]


@by_terms_identity
def en_terms(terms: tuple) -> frozenset[str]:
    """The EN game terms of several words, lower case: left in a JA text, they are English left untranslated."""
    return frozenset(t.en.lower() for t in terms if " " in t.en or "-" in t.en)


def check(pair: Pair, out: Findings) -> None:
    """Identical to the EN text, or detected as English: an error; a clause left in English: a warning."""
    target = pair.target.strip()
    if not target or pair.other_language() or pair.target_language() not in (pair.lang, "en"):
        return  # Spanish, or French in the JA catalog, is wrong_language's, not "still English"
    if unicodedata.normalize("NFKC", target) == unicodedata.normalize("NFKC", pair.en.strip()):
        out.error("the translation is identical to the EN text: translate it")
    elif pair.target_language() == "en":
        out.error(f"the translation is still English: write it in {pair.lang.upper()}")
    elif clause := english_clause(target, pair.lang, tuple(c.en for c in pair.card_names), en_terms(pair.terms),
                                  pair.en):
        out.warning(f"“{clause[:60]}” is still English: translate it")
