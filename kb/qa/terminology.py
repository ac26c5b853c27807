"""terminology: an EN game term of the text is rendered by its official FR/JA term."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache

from mtg.terms import Term
from kb.qa.pair import Findings, Pair, by_terms_identity
from mtg.regex import quick


@cache
def sense(term: Term) -> str | None:
    """"noun" or "verb" when the term's notes say it is only that ("noun only: …": another row has the other)."""
    return next((s for s in ("noun", "verb") if term.notes.startswith(f"{s} only")), None)


@cache
def en_pattern(term: Term) -> re.Pattern[str]:
    """The EN term with its plural (and, unless a noun, verb endings); case matters when it is capitalised."""
    noun = term.notes.startswith("noun")
    endings = "s|es" if noun else "s|es|d|ed|ing"
    forms = [re.escape(term.en) + f"(?:{endings})?"]
    if term.en.endswith("y"):  # party -> parties, copy -> copied (and "parts" is not "party")
        forms.append(re.escape(term.en[:-1]) + ("ies" if noun else "(?:ies|ied)"))
    flags = 0 if term.en[0].isupper() and not is_template(term) else re.IGNORECASE
    first = term.en[0] if term.en[0].isalpha() and len(term.en) > 1 else ""  # every form starts with it
    return re.compile(word_start(first + "(?:" + "|".join(f[len(first):] for f in forms) + ")") + r"(?!\w)", flags)


def word_start(pattern: str, not_after: str = r"\w") -> str:
    r"""(?<!not_after) + pattern; when pattern starts with a plain letter, that letter is matched before the
    lookbehind, so the regex engine skips to where the letter stands instead of trying the lookbehind at every
    character (a search 2–5 times faster)."""
    first = pattern[:1]
    if first.isalpha() and pattern[1:2] not in ("?", "*", "+", "{"):
        return rf"{first}(?<!{not_after}{first}){pattern[1:]}"
    return rf"(?<!{not_after})" + pattern


def word_stem(word: str) -> str:
    """The part of a FR word any inflection keeps: déverrouiller -> déverrouill, activées -> activ."""
    for ending in ("ées", "ée", "és", "er", "é", "es", "e", "s"):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[: -len(ending)]
    return word


def ja_stem(term: str) -> str:
    """The part of a JA term any inflection keeps: 開放する -> 開放, 閉鎖されている -> 閉鎖, 唱える -> 唱え,
    打ち消す -> 打ち消 (打ち消された, 打ち消さない: a verb's last kana is what conjugation changes)."""
    for ending in ("されている", "する", "される"):
        if term.endswith(ending) and len(term) > len(ending):
            return term[: -len(ending)]
    if len(term) > 1 and term[-1] in "うくぐすつぬぶむる":
        return term[:-1]
    return term


# What French inflection adds to a stem: plural, feminine, and the verb endings rulings use
# (déverrouillez, déverrouillé·e·s, déverrouillent, déverrouillait, déverrouillant, déverrouillera…).
FR_ENDINGS = ("e", "es", "s", "x", "er", "ez", "ons", "ent", "é", "ée", "és", "ées", "ait", "aient", "ant",
              "era", "eront", "erait", "eraient", "ai", "a", "as", "èrent", "erez", "erons", "age",  # déverrouillage
              "ement")  # « au cours du lancement d'un sort »: the casting of a spell
FR_ENDING = "(?:" + "|".join(sorted(map(re.escape, FR_ENDINGS), key=len, reverse=True)) + ")?"
REFLEXIVE = re.compile(r"^(?:s'|s’|se )", re.IGNORECASE)  # "s'aventurer": the imperative says "Aventurez-vous"


def soft_c(stem: str) -> str:
    """A stem ending in c also matches its ç before a and o: lancer, « en lançant », « nous lançons »."""
    return stem[:-1] + "[cç]" if stem.endswith("c") else stem


@cache
def fr_pattern(term: str) -> re.Pattern[str]:
    """A FR term in any inflection, whole words only: "main" is not in "maintenant", "aventure" not in "aventurier"."""
    words = REFLEXIVE.sub("", term).split()
    parts = [elidable(w) if w.lower() in ELIDED else
             soft_c(re.escape(word_stem(w))) + FR_ENDING + "s?"  # Guerrier: Guerri + er + s
             for w in words]
    if len(words) == 1 and words[0].endswith("er"):
        parts[0] = "(?:re|ré)?" + parts[0]  # a verb done again: « relancée » is cast again
    if REFLEXIVE.match(term):
        parts[0] += r"(?:-vous|-nous|-toi)?"  # the imperative of a reflexive verb
    if len(words) > 1 and words[0].endswith("er"):
        parts[0] += ADVERB  # « vous vous aventurez deux fois dans le donjon »
    return re.compile(word_start(r"(?:\s+|(?<=')\s*)".join(parts)) + r"(?:(?<=')|(?!\w))", re.IGNORECASE)


# What may stand between a verb and the rest of its term: « s'aventurer à nouveau / deux fois dans le donjon ».
ADVERB = (r"(?:\s+(?:(?:deux|trois|quatre|cinq|plusieurs|\d+)\s+fois|à nouveau|de nouveau|encore|aussi|également"
          r"|alors|ensuite|immédiatement|toujours|donc))?")
ELIDED = frozenset("que de le la se ne".split())  # « chaque fois qu'une créature », « l'un »


CONTRACTED = {"de": ("du", "des")}  # « Au début du combat » is « Au début de » + le


def elidable(word: str) -> str:
    """A short word before another, whole, elided or contracted: que or qu', de, d', du or des (the apostrophe
    straight: see straight())."""
    forms = [re.escape(word), re.escape(word[:-1]) + "'", *map(re.escape, CONTRACTED.get(word.lower(), ()))]
    return "(?:" + "|".join(forms) + ")"


@cache
def term_hint(term: str, lang: str) -> str:
    """Letters every form of the term contains (lower case; JA after NFKC): a text without them lacks the term."""
    if lang == "ja":
        return max(re.split("[をが]", unicodedata.normalize("NFKC", ja_stem(term))), key=len)  # が may be は
    words = REFLEXIVE.sub("", unicodedata.normalize("NFC", term)).split()
    return max((word_stem(w).removesuffix("c") for w in words), key=len).lower() if words else ""  # lanc(er), lanç(ant)


def has_term(target: str, term: str, lang: str) -> bool:
    """Whether target contains the term in some inflected form (each word of a FR phrase inflected)."""
    hint = term_hint(term, lang)
    folded = normalized(target, "ja") if lang == "ja" else lower_once(target)
    return hint in folded and uses_term(target, term, lang)


@lru_cache(maxsize=256)
def lower_once(text: str) -> str:
    """text.lower(), once per target."""
    return text.lower()


KATAKANA_END = re.compile(r"[ァ-ヺー]$")
KATAKANA_START = re.compile(r"^[ァ-ヺ]")


def uses_term(target: str, term: str, lang: str) -> bool:
    """Whether target uses the term at least once, in any inflected form (the first match is enough)."""
    return term_regex(term, lang).search(normalized(target, lang)) is not None


def count_term(target: str, term: str, lang: str) -> int:
    """How many times target uses the term, in any inflected form (JA: by the stem conjugation keeps)."""
    return len(term_regex(term, lang).findall(normalized(target, lang)))


@lru_cache(maxsize=256)  # every term of a pair is looked for in the same target
def normalized(text: str, lang: str) -> str:
    """JA: NFKC (full- and half-width alike: ［コスト］ is [コスト]); FR: NFC with straight apostrophes."""
    return unicodedata.normalize("NFKC", text) if lang == "ja" else straight(unicodedata.normalize("NFC", text))


@cache
def term_regex(term: str, lang: str) -> re.Pattern[str]:
    """The pattern of a term in any inflected form, compiled once (count_term)."""
    if lang != "ja":
        return fr_pattern(straight(unicodedata.normalize("NFC", term)))
    term = unicodedata.normalize("NFKC", ja_stem(term))
    if "が" in term:  # パーティーが全員そろっている is also パーティーは全員そろっている
        return re.compile(re.escape(term).replace("が", "[がはも]"))
    head, _, tail = term.partition("を")
    if tail:  # ダンジョンを探索する, or as official cards print it, ダンジョン探索をする
        return re.compile(re.escape(head + "を") + ".{0,6}?" + re.escape(tail) + "|" + re.escape(head + tail))
    start = word_start(re.escape(term), "[ァ-ヺー]") if KATAKANA_START.search(term) else re.escape(term)
    return re.compile(start + ("(?![ァ-ヺー])" if KATAKANA_END.search(term) else ""))  # ロック is not in ブロック


def straight(text: str) -> str:
    """Typographic apostrophes made straight: « Choisissez l’un — » is « Choisissez l'un — »."""
    return text.replace("’", "'") if "’" in text else text


@cache
def en_hint(term: Term) -> str:
    """Lower-case letters every match of en_pattern(term) contains: a text without them is not searched."""
    return (term.en[:-1] if term.en.endswith("y") else term.en).lower()


@dataclass(frozen=True, slots=True)
class CheckedTerm:
    """A term with an official rendering in one language, and what checking it needs, derived once per build."""

    term: Term
    official: str
    official_hint: str  # term_hint(official, lang): letters every form of the official term has
    hint: str  # en_hint(term)
    pattern: re.Pattern[str]  # en_pattern(term)
    sense: str | None
    template: bool
    forbidden: tuple[str, ...]
    longer: tuple[tuple[str, re.Pattern[str]], ...]  # containing_terms(…)[term]


@by_terms_identity
def checked_terms(terms: tuple[Term, ...], lang: str, templates: bool | None = None) -> tuple[CheckedTerm, ...]:
    """The terms that have an official term in lang (templates only, terms only, or both when templates is None).

    Remembered by the terms tuple's identity, not by hashing its dozens of terms for every pair."""
    longer = containing_terms(terms)
    return tuple(CheckedTerm(t, t.in_lang(lang), term_hint(t.in_lang(lang), lang), en_hint(t), en_pattern(t), sense(t),
                             is_template(t), t.forbidden(lang), longer.get(t, ()))
                 for t in terms if t.in_lang(lang) and templates in (None, is_template(t)))


# After a noun-only term, these words make it a verb: "Counter target spell", "counter it" (the verb's own
# term, if any, is checked on its own row).
VERB_OBJECT = re.compile(r"\s+(?:target|it(?!\s+(?:has|had|is|was|would|will|gets|got|puts|put)\b)|"
                         r"that(?!\s+(?:are|is|was|were|have|has|had|you|it|they)\b)|this|the|"
                         r"all|each|up to|any|those|them|a spell|spells|your)\b", re.IGNORECASE)
NOUN_BEFORE = re.compile(r"(?:\b(?:any|no|its|their|those|these|all|of|more|fewer|many|and|loyalty|poison|"
                         r"doubles?|puts?|removes?|with|without|[+-]\d+/[+-]\d+)|\d)\s+$",
                         re.IGNORECASE)  # "any counters it had", "two +1/+1 counters", "doubles counters that …"
VERB_BEFORE = quick(r"(?:\bto|\bcan['’]t be|\bwon['’]t|\bcan(?:['’]t|not)?|\bmay|\bwould|\bmust|\bdon['’]t"
                    r"|\bdoesn['’]t)\s+$", re.IGNORECASE)  # "You can't counter a mana ability"


def occurrences(checked: CheckedTerm, en: str) -> int:
    """How many times the EN text uses the term in its sense: "counter" the noun is not "counter target spell"."""
    found, meant, trigger = 0, checked.sense, checked.template and "triggered ability" in checked.term.notes
    if meant is None and not trigger:  # most terms: every match counts
        return len(checked.pattern.findall(en))
    for m in checked.pattern.finditer(en):
        if trigger and not about_a_trigger(en, m.start()):
            continue  # "checked whenever a player would receive priority" is no trigger condition (毎回)
        before = en[max(0, m.start() - 24):m.start()]  # the words just before: "any ", "can't be "
        word = m.group().lower()
        as_verb = not NOUN_BEFORE.search(before) and bool(
            VERB_OBJECT.match(en, m.end()) or word.endswith(("ed", "ing")) or
            (VERB_BEFORE.search(before) and not word.endswith("s")))  # "apply to counters" is the noun
        found += meant is None or (meant == "verb") == as_verb
    return found


TRIGGER_WORDS = quick(r"trigger|[\"“«]", re.IGNORECASE)


def about_a_trigger(en: str, at: int) -> bool:
    """Whether the sentence around en[at] begins there (an ability's text), speaks of a trigger or quotes one."""
    start = max(en.rfind(mark, 0, at) for mark in ".!?") + 1
    ends = [i for i in (en.find(mark, at) for mark in ".!?") if i >= 0]
    return not en[start:at].strip() or bool(TRIGGER_WORDS.search(en[start:min(ends) if ends else len(en)]))


def is_template(term: Term) -> bool:
    """Whether a row is a rules template ("Choose one —"), checked by the templating check, not as a term."""
    return term.notes.startswith("template")


def meant_otherwise(word: str, term: Term, pair: Pair, en: str, lowered: str) -> bool:
    """Whether a forbidden word may render another EN term of the text ("jouer" for "play", not for "cast"):
    only then may it stand next to the official term ("ライブラリー … 山札" is still wrong)."""
    return any(has_term(other.official, word, pair.lang) for other in checked_terms(pair.terms, pair.lang)
               if other.term is not term and other.hint in lowered and other.pattern.search(en))


# A card name the catalog may not know, by the way split cards and Rooms are named: "Dazzling Theater // Prop Room"
SPLIT_NAME = re.compile(r"(?:[A-Z][\w'’-]*\s)*[A-Z][\w'’-]*\s//\s(?:[A-Z][\w'’-]*)(?:\s[A-Z][\w'’-]*)*")


# no zone: 一方で, « en revanche »; no Room's door: "the number is locked in" is « figé »
IDIOM = quick(r"\bon the other hand\b|\bfirst[- ]hand\b|\blocked in\b"
              r"|\bdraws? an? (?:new |fresh |opening )?hand\b", re.IGNORECASE)  # « piochez sept cartes »


def report_terms(pair: Pair, out: Findings, templates: bool) -> None:
    """Each EN term (or template) present whose official rendering is absent, or rendered a forbidden way."""
    en = pair.en
    for card in sorted(pair.card_names, key=lambda c: -len(c.en)):  # "Locker Room" is a name, not a Room
        en = en.replace(card.en, " ")
    if " // " in en:
        en = SPLIT_NAME.sub(" ", en)
    if "hand" in en or "locked in" in en:
        en = IDIOM.sub(" ", en)
    lowered = en.lower()
    what = "template" if templates else "term"
    for checked in checked_terms(pair.terms, pair.lang, templates):
        if checked.hint not in lowered:
            continue
        term, official, pattern, text = checked.term, checked.official, checked.pattern, en
        for other_hint, other in checked.longer:  # "converted mana cost" is not a "mana cost"
            if other_hint in lowered:
                text = other.sub(" ", text)
        if not (used := occurrences(checked, text)):
            continue
        wrong = [w for w in checked.forbidden if has_term(pair.target, w, pair.lang)]
        if wrong and (count_term(pair.target, official, pair.lang) < used or
                      not meant_otherwise(wrong[0], term, pair, en, lowered)):
            out.warning(f"EN {what} “{term.en}” is translated “{official}”, never “{wrong[0]}” (data/terms)")
        elif not has_term(pair.target, official, pair.lang) and not coordinated(pattern, text, official, pair) \
                and not any(has_term(pair.target, other, pair.lang) for other in term.also(pair.lang)):
            out.warning(f"EN {what} “{term.en}” should be translated “{official}” (data/terms)")


COORDINATION = re.compile(r"\b\w+\s+(?:or|and)\s+$", re.IGNORECASE)


def coordinated(pattern: re.Pattern[str], en: str, official: str, pair: Pair) -> bool:
    """"an activated or triggered ability" is « une capacité activée ou déclenchée »: the noun is said once,
    so the official term's last word alone is enough after "… or" / "… and"."""
    words = official.split()
    return len(words) > 1 and pair.lang == "fr" and \
        any(COORDINATION.search(en[max(0, m.start() - 30):m.start()]) for m in pattern.finditer(en)) and \
        has_term(pair.target, words[-1], pair.lang)


@by_terms_identity
def containing_terms(terms: tuple[Term, ...]) -> dict[Term, tuple[tuple[str, re.Pattern[str]], ...]]:
    """term -> (hint, EN pattern) of the longer terms that contain it ("converted mana cost" holds "mana cost")."""
    found = {t: tuple((en_hint(o), en_pattern(o)) for o in terms if o is not t and len(o.en) > len(t.en) and
                      re.search(rf"(?<!\w){re.escape(t.en.lower())}(?!\w)", o.en.lower()))
             for t in terms}
    return {t: patterns for t, patterns in found.items() if patterns}


def check(pair: Pair, out: Findings) -> None:
    """An EN game term present whose official target term is absent, or a forbidden rendering used: a warning."""
    report_terms(pair, out, templates=False)
