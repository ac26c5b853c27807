"""numbers: the EN text's numbers, in digits (full-width too, after NFKC) or words, are all in the target.

"one" / "un, une" / 一 are left out: they are as often pronouns, articles or parts of words as numbers.
A 1 or 2 in digits that the EN text lacks is not reported either: translations write "a", "both" or
"more than one" that way (JA 1つ, 2つ以上).
"""
from __future__ import annotations

import re
import unicodedata
from collections import Counter
from functools import lru_cache

from kb.qa.pair import Findings, Pair
from kb.qa.symbols import SYMBOL
from mtg.regex import quick

WORDS = {
    "en": {"zero": 0, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
           "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
           "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "twice": 2, "third": 3, "fourth": 4,
           "fifth": 5,
           "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10},
    "fr": {"zéro": 0, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7, "huit": 8, "neuf": 9,
           "dix": 10, "onze": 11, "douze": 12, "treize": 13, "quatorze": 14, "quinze": 15, "seize": 16,
           "dix-sept": 17, "dix-huit": 18, "dix-neuf": 19, "vingt": 20, "troisième": 3, "quatrième": 4, "cinquième": 5,
           "sixième": 6, "septième": 7, "huitième": 8, "neuvième": 9, "dixième": 10},
}
KANJI = {"〇": 0, "零": 0, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}
# A kanji numeral counts only before a counter word, so 一番上 or 十分 are not numbers.
# 両方 ("both of them") stands for two things, as "two" does in the EN text it translates.
JA_NUMBER = quick(r"(ゼロ)|([〇零二三四五六七八九十])(?=[つ枚体人個回度点色種倍]|通り|以上|以下|ターン|番目|である|です|だ)|(両方)")
DIGITS = quick(r"\d+")
# A number word ends a run of letters; number_words() checks it also starts one (a lookbehind here would be
# tried at every position of the text, a scan several times slower).
NUMBER_WORD = {lang: quick(r"(?:" + "|".join(sorted(table, key=len, reverse=True)) + r")(?![^\W\d_])")
               for lang, table in WORDS.items()}
LETTER = quick(r"[^\W\d_]")
# The words no other number word contains: a text without any of them has no number word ("sixth" has "six").
HINTS = {lang: tuple(w for w in table if not any(o != w and o in w for o in table)) for lang, table in WORDS.items()}


def number_words(lowered: str, lang: str) -> list[str]:
    """The number words of a lower-case text, in order, each a whole run of letters ("ten", not in "often")."""
    if not any(word in lowered for word in HINTS[lang]):  # most texts: a few substring tests, no regex scan
        return []
    return [m.group() for m in NUMBER_WORD[lang].finditer(lowered)
            if not (m.start() and LETTER.match(lowered, m.start() - 1))]


# A 2 the translation may add: "both" is « les deux » and 両方, "a pair" is « deux »; otherwise a « deux » not
# of « les deux » (FR) or a 2 counting times (JA ２回, 二度) is one the EN text does not have.
BOTH = {"en": quick(r"\b(?:both|either|pair|doubl(?:e[sd]?|ing)|second|twin|more than one)\b", re.IGNORECASE)}
ZERO_AS_NONE = {"fr": quick(r"\baucune?\b", re.IGNORECASE), "ja": quick(r"ない|ず")}
TWO_ADDED = {"fr": quick(r"(?<!\bles )(?<!\bdes )(?<!\baux )\bdeux\b(?!-points)", re.IGNORECASE),
             "ja": quick(r"(?:2|２|二)(?:回|度|体|枚|個|つ|倍)(?!以上)")}  # ２倍: "double"


TEN_VALUES = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
              "vingt": 20, "trente": 30, "quarante": 40, "cinquante": 50, "soixante": 60}
UNIT_VALUES = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
               "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8, "neuf": 9}
TENS = {"en": quick(r"\b(twenty|thirty|forty|fifty|sixty)-(one|two|three|four|five|six|seven|eight|nine)\b",
                    re.IGNORECASE),
        "fr": quick(r"\b(vingt|trente|quarante|cinquante|soixante)(?:[- ]et[- ]|-)"
                    r"(une?|deux|trois|quatre|cinq|six|sept|huit|neuf)\b", re.IGNORECASE),
        "ja": quick(r"(?!)")}  # JA writes such numbers in digits
# "two or more" may be « plusieurs » or 複数: no 2 is then written.
SEVERAL = {"en": quick(r"\btwo or more\b", re.IGNORECASE), "fr": quick(r"\bplusieurs\b", re.IGNORECASE),
           "ja": quick("複数")}
TWICE_FR = quick(r"\b(?:le|du|au) double\b", re.IGNORECASE)


def number_values(text: str, lang: str) -> tuple[list[int], list[int]]:
    """(numbers written in digits, numbers written as words) of text, in order, symbols like {2} or +1/+1 left out."""
    if not unicodedata.is_normalized("NFKC", text):
        text = unicodedata.normalize("NFKC", text)
    if "{" in text or "/" in text:
        text = SYMBOL.sub(" ", text)
    digits = [int(d) for d in DIGITS.findall(text)]
    if lang == "ja":
        return digits, [0 if m[1] else 2 if m[3] else KANJI[m[2]] for m in JA_NUMBER.finditer(text)]
    table = WORDS[lang]
    if ("-" in text or " et " in text) and TENS[lang].search(text):  # "twenty-one", « vingt et une »: 21
        text = TENS[lang].sub(lambda m: f" {TEN_VALUES[m[1].lower()] + UNIT_VALUES[m[2].lower()]} ", text)
        digits = [int(d) for d in DIGITS.findall(text)]
    if lang == "fr" and "double" in text:
        text = TWICE_FR.sub(" deux ", text)  # "twice that many": « le double de ce nombre »
    return digits, [table[w] for w in number_words(text.lower(), lang)]


NONE: Counter = Counter()  # the multiset of most texts' numbers, shared: numbers_in's results are never changed in place


@lru_cache(maxsize=4096)  # the EN text is checked against its FR and JA texts in turn
def numbers_in(text: str, lang: str) -> tuple[Counter, Counter]:
    """number_values as multisets (shared, like every cached result: read them, never change them)."""
    digits, words = number_values(text, lang)
    return Counter(digits) if digits else NONE, Counter(words) if words else NONE


# "first" and "second" are left out of the numbers ("first strike" is « initiative »), but one said as the other
# is a changed number: "first ability" as « deuxième capacité ».
ORDINALS = {"en": {1: quick(r"\bfirst\b", re.IGNORECASE), 2: quick(r"\bsecond\b", re.IGNORECASE)},
            "fr": {1: quick(r"\bprem(?:ier|ière)s?\b", re.IGNORECASE),
                   2: quick(r"\b(?:deuxième|second)e?s?\b", re.IGNORECASE)}}


def changed_ordinal(pair: Pair) -> tuple[int, int] | None:
    """(EN ordinal, target ordinal) when the EN text says only one of first / second and the translation only
    the other."""
    lowered = pair.en.lower()
    if pair.lang not in ORDINALS or ("first" not in lowered and "second" not in lowered):
        return None
    en = {n for n, pattern in ORDINALS["en"].items() if pattern.search(pair.en)}
    target = {n for n, pattern in ORDINALS[pair.lang].items() if pattern.search(pair.target)}
    return (en.pop(), target.pop()) if len(en) == len(target) == 1 and en != target else None


# "more than seven" is ８枚以上 in Japanese ("eight or more"), "fewer than three" ２体以下: the number moves by one.
MORE_THAN = quick(r"\b(more|fewer|less) than (\d+|" + "|".join(WORDS["en"]) + r")\b", re.IGNORECASE)
JA_BOUND = quick(r"(\d+)(?:[^\d\s。、]{0,2})?(以上|以下)")


def shifted_bounds(pair: Pair) -> tuple[Counter, Counter]:
    """(EN numbers, JA numbers) that say the same bound one apart: "more than 7" and ８以上."""
    if pair.lang != "ja" or "than" not in pair.en:
        return Counter(), Counter()
    said = Counter((m[1].lower(), int(m[2]) if m[2].isdigit() else WORDS["en"][m[2].lower()])
                   for m in MORE_THAN.finditer(pair.en))
    en: Counter = Counter()
    ja: Counter = Counter()
    for m in JA_BOUND.finditer(unicodedata.normalize("NFKC", pair.target)):
        n, kind = int(m[1]), ("more" if m[2] == "以上" else "fewer")
        bound = n - 1 if kind == "more" else n + 1
        for word in (("more",) if kind == "more" else ("fewer", "less")):
            if said[(word, bound)] > 0:
                said[(word, bound)] -= 1
                en[bound] += 1
                ja[n] += 1
                break
    return en, ja


def check(pair: Pair, out: Findings) -> None:
    """A missing EN number is an error; a number in digits that the EN text lacks is a warning."""
    if (changed := changed_ordinal(pair)):
        out.error(f"the EN text says the {'first' if changed[0] == 1 else 'second'}, the translation the "
                  f"{'first' if changed[1] == 1 else 'second'}: check the number")
    en_digits, en_words = numbers_in(pair.en, "en")
    digits, words = numbers_in(pair.target, pair.lang)
    if not (en_digits or en_words or digits or words):
        return  # most rulings: no number on either side
    moved_en, moved_target = shifted_bounds(pair)  # ８枚以上 for "more than seven": neither is missing nor added
    digits = digits - moved_target
    wanted, found = en_digits + en_words - moved_en, digits + words
    if wanted[2] > found[2] and SEVERAL["en"].search(pair.en) and SEVERAL[pair.lang].search(pair.target):
        wanted[2] -= 1
    if 0 in wanted and 0 not in found and ZERO_AS_NONE[pair.lang].search(pair.target):
        wanted.pop(0)  # "zero targets": « aucune cible », 対象を取らない
    for number, count in sorted((wanted - found).items()):
        out.error(f"the number {number} of the EN text is missing" + (f" ({count} times)" if count > 1 else ""))
    added = [n for n in digits - wanted if n > 2] + [n for n in words - wanted if n > 2]
    if found[2] > wanted[2] and found[2] > wanted[2] + len(BOTH["en"].findall(pair.en)) and \
            TWO_ADDED[pair.lang].search(pair.target):
        added.append(2)  # « deux nouvelles cibles », 追加で２回 for "new targets", "an additional time"
    for number in sorted(set(added)):
        out.warning(f"the number {number} is not in the EN text: check it")
