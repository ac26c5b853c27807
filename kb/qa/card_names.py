"""card_names: a card named in the EN text appears under its official name, or kept in English when none is known."""
import re
import unicodedata
from functools import cache

from mtg.terms import CardName
from kb.qa.pair import Findings, Pair

APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "ʼ": "'", "＇": "'"})
CURLY = re.compile("[" + "".join(map(chr, APOSTROPHES)) + "]")  # any of them


@cache
def comparable_name(name: str) -> str:
    """comparable() of a card name, computed once per name."""
    return comparable(name)


def comparable(text: str) -> str:
    """NFC with typographic apostrophes made straight: "Peter Parker’s Camera" matches "Peter Parker's Camera"."""
    text = unicodedata.normalize("NFC", text)
    return text.translate(APOSTROPHES) if CURLY.search(text) else text  # translate() costs even with nothing to do


NAME_WORD = re.compile(r"[A-Z][a-z]{4,}")


def english_left(en_name: str, official: str, target: str) -> str | None:
    """A word of the EN name (5 letters or more) that the official name lacks and the translation still has:
    « le Tomeseeker tenace » beside « Chercheur de grimoires tenace »."""
    words = set(NAME_WORD.findall(en_name)) - set(NAME_WORD.findall(official))
    return next((w for w in sorted(words) if whole_name_in(w, target)), None) if words else None


def _word_char(c: str) -> bool:
    """Whether c continues a word of a spaced script: Japanese runs on without spaces (の, が, を after a name)."""
    return c.isalnum() and not ("\u3040" <= c <= "\u30ff" or "\u3400" <= c <= "\u9fff" or "\uff00" <= c <= "\uffef")


def whole_name_in(name: str, text: str) -> bool:
    """Whether text holds the name as whole words: « Piscine sans fonds » is not « Piscine sans fond », "Flying" does
    not name the card Fly; in Japanese, 《エイヴンの鳥群使い》 or エイヴンの鳥群使いが (card texts print names bare)."""
    start = text.find(name)
    while start >= 0:
        end = start + len(name)
        if not (start and _word_char(text[start - 1]) and _word_char(name[0])) and \
                not (end < len(text) and _word_char(text[end]) and _word_char(name[-1])):
            return True
        start = text.find(name, start + 1)
    return False


def short_name(card: CardName, lang: str, en: str, target: str, out: Findings) -> None:
    """A legendary card called by the part of its name before the comma ("The Spot" for "The Spot, Living
    Portal"; CR 201.5c) is called by the same part of its official name (« La Tache »): an error when it is not."""
    official = card.in_lang(lang)
    if ", " not in card.en or not official or ", " not in official:
        return
    short, official_short = card.en.split(", ")[0], official.split(", ")[0]
    if whole_name_in(comparable_name(short), en) and short != official_short and \
            not whole_name_in(comparable_name(official_short), target):
        out.error(f"card name “{short}” (short for “{card.en}”) must be written “{official_short}”")


def check(pair: Pair, out: Findings) -> None:
    """Official name missing: error. No official name known and the EN name dropped: warning."""
    if not pair.card_names:
        return
    en, target = comparable(pair.en), comparable(pair.target)
    for card in pair.card_names:
        if not (whole_name_in(comparable_name(card.en), en) or whole_name_in(comparable_name(card.en) + "s", en)):
            # "Flying" does not name the card Fly; "two Panharmonicons" names Panharmonicon
            short_name(card, pair.lang, en, target, out)
            continue
        official = card.in_lang(pair.lang)
        if official and not whole_name_in(comparable_name(official), target):
            out.error(f"card name “{card.en}” must be written “{official}”")
        elif official and pair.lang == "ja" and not pair.card_text and f"《{official}》" not in target:
            out.warning(f"in a ruling, the card name is written in 《》: 《{official}》")  # card texts print it bare
        elif official and (left := english_left(card.en, official, target)):
            out.error(f"card name “{card.en}” is written half in English (“{left}”): write “{official}”")
        elif not official and comparable_name(card.en) not in target:
            out.warning(f"card name “{card.en}” is missing; no official {pair.lang.upper()} name is known, "
                        "so keep the English name")
