"""negation: the EN text says "not" (can't, never, no, without) and the translation does not, or the reverse."""
from __future__ import annotations

import re

from kb.qa.sentences import sentence_texts
from kb.qa.pair import Findings, Pair
from mtg.regex import quick

# --- what a negation looks like in each language -------------------------------------------------------------

JA_VERB_NEGATION = (  # ない, なかった, ず, ません; not 少ない ("few"), かかわらず ("regardless"), まず ("first"),
    r"(?<!少)な(?:い|く|かっ)|(?<!かかわら)(?<!関わら)(?<!ま)ず(?:に|、|。|$)|限らず|(?<!かまい)(?<!構い)ません"  # nor かまいません
    r"|なし|ではなく|不可能|いいえ|空"  # 空: "empty", which the EN side counts as "no cards"
    r"|無(?:い|く|し)|ておらず|ていず")  # カードが無い (in kanji), コントロールしておらず ("you don't control")
JA_NEGATION = quick(JA_VERB_NEGATION)
# ne/n' … pas, plus, jamais, rien, aucun, ni, personne ("ne … que" is "only", not a negation)
FR_VERB_NEGATION = (r"\b(?:ne|n['’])\s*(?:\S+\s+){0,4}?(?:pas|plus|jamais|rien|aucune?|ni|personne)\b"
                    r"|\b(?:ne|n['’])\s*(?:\S+\s+){0,9}?à\s+aucune?\b"  # « ne pouvez lancer … à aucun moment »
                    r"|\b(?:aucune?|personne|rien|nulle?)\s+(?:\S+\s+){0,3}?(?:ne\b|n['’])")  # « Aucun joueur ne peut »
# "unless" is "if not" (ないかぎり, à moins que), "empty" is "no cards" (カードがない), "insufficient" is "not enough"
# (pas assez, 足りない). The translations' lists hold what says "not" without a verb negation: « sans », « sauf »,
# « plutôt que » ("not to exile"), « hors de » ("not on the stack"), « contrairement », « sinon », « ne … que »
# ("can't … you don't control"); とは異なる ("isn't the same as"), …のまま ("doesn't make it unblocked"), …は例外
# ("unless …"), に限られる ("can't unlock an unlocked door"), でもなければ ("neither … nor").
NEGATION = {
    # "unless" is "if not" (ないかぎり, à moins que), "empty" is "no cards" (カードがない), "insufficient" is
    # "not enough" (pas assez, 足りない)
    "en": quick(r"\b(?:not|never|no(?! matter)|none|nothing|neither|nor|without|cannot|unless|empty|insufficient"
                r"|unable)\b|n['’]t\b",
                re.IGNORECASE),
    "fr": quick(FR_VERB_NEGATION + r"|\b(?:sans|aucune?|jamais|non|ni|pas|vide|sauf|impossible|différente?s?|rien"
                r"|plutôt qu|au maximum|au plus|contrairement|trop tard|sinon)\b"
                r"|\bne\s+(?:\S+\s+){0,3}?qu(?:e\b|['’])"
                r"|\bà moins qu|\bhors d|\bcess\w+|\bresten?t?\b|\bdemeuren?t?\b", re.IGNORECASE),
    "ja": quick(JA_VERB_NEGATION + r"|異な|違う|まま|例外|だけ|のみ|限られ|限る|なければ|無関係|無効|無視"),
}
# A negation the translation adds is reported only when it is a verb's: sans, non or aucun alone are as often
# part of a name or an adjective ("Piscine sans fond").
STRONG = {"fr": quick(FR_VERB_NEGATION, re.IGNORECASE), "ja": JA_NEGATION}
# Verb negations of the EN text ("doesn't resolve", "no Role is created"): when it has several and the
# translation fewer of its own, one may have been dropped.
EN_COUNTED = quick(r"\b(?:not|never|no|none|cannot|without)\b|n['’]t\b", re.IGNORECASE)
# "no name, no abilities, and no mana cost" is one negation of a list: only the list's last "no" is counted.
# Japanese says a list's negation once even without commas (名前もマナ・コストも能力も持たない); French repeats it
# (« ni nom ni sous-type »), so there only a list with commas counts once.
LISTED = {"fr": quick(r"\bno\b(?=[^.;]*?,\s*(?:and\s+|or\s+)?no\b)", re.IGNORECASE),
          "ja": quick(r"\bno\b(?=[^.;]*?(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)no\b)", re.IGNORECASE)}

# --- what says "not" without being a negation, or a negation without saying "not" ---------------------------

ONLY = quick(r"しか[^。、]{0,16}?(?:ない|ません|なかった|ず)")  # 1つしか選べません: "only one", as ne … que
# …た後でなければ…できません: "can only … after", "must … before": two negations, none
ONLY_AFTER = quick(r"でなければ[^。]{0,60}?(?:ない|ません)")
OBLIGATION = quick(r"(?:なければ|なくては)(?:ならない|なりません|ならず)")  # "must": two negations, none
PERMISSION = quick(r"(?:て|で)も?(?:かまわ|構わ)(?:ない|ず|なかった)")  # "may": ～てもかまわない, none
# "It doesn't matter whether…", "no matter how…", "not just", "no limit", « Peu importe », « n'importe quel »,
# 関係ない, だけでなく ("as well as"): a concession, not a negation of the sentence's meaning.
CONCESSION = {
    "en": quick(r"\b(?:it\s+)?(?:does|did)n['’]t\s+matter\b|\bno matter\b|\bregardless\b"
                r"|\bnot (?:just|only)\b|\bno (?:limit|maximum)\b", re.IGNORECASE),
    "fr": quick(r"\bpeu importe\b|\bn['’]importe\b|\bquel(?:le)?s? que so(?:it|ient)\b"
                r"|\bn['’](?:a|ont)(?: donc)? pas d['’]importance\b|\bnon seulement\b", re.IGNORECASE),
    "ja": quick(r"(?:に)?(?:かかわらず|関わらず|関係なく)|関係(?:は)?ない|問題(?:は)?ない"
                r"|違い(?:は)?ない|だけでなく|のみならず|ばかりでなく|に限らず"),
}
CONCESSION_HINT = quick(r"matter|regardless|not just|not only|no limit|no maximum", re.IGNORECASE)
# "can't … unless X" and "no … unless X" say "only if X": a translation may say so without a negation.
ONLY_IF = {"en": quick(r"(?:\bno\b|\bnot\b|n['’]t\b|\bnever\b)[^.;]*\bunless\b", re.IGNORECASE),
           "fr": quick(r"\bque si\b|\bqu['’]à condition\b|\b(?:seulement|uniquement) si\b", re.IGNORECASE),
           "ja": quick(r"場合(?:に)?(?:のみ|だけ|限り)|ときのみ|ときだけ")}
# "can't … unless you don't …", two negations, is often said as "only": « ne … que », だけ / のみ / しか.
RESTRICTIVE = {"fr": quick(r"\bne\s+(?:\S+\s+){0,3}?qu(?:e\b|['’])", re.IGNORECASE),
               "ja": quick("だけ|のみ|しか")}
# Words that say "not" without a negation ("ignored", "instead of", "rather than", "stays the same"): an EN
# sentence with one may be translated with a negation (無視される or « ne sont pas prises en compte », 追放されず,
# 唱えられるわけではない, 変わらない), which is then not an added one.
IMPLICIT = quick(r"\b(?:ignor\w*|instead|rather than|other than|except|only|stays?|remains?|"
                 r"lose[sd]?|los(?:t|ing)|ceases?|stops?|fails?|lacks?|zero|impossible|prevent\w*|removed?|"
                 r"non-?[a-z]+|"
                 r"at most|at least|otherwise|up to|largest|greatest|maximum|"
                 r"hidden|locked|though|however|pass(?:es|ed)? over|skip(?:s|ped)?|"
                 r"unchanged|unaffected|unblocked|unpaid|unknown)\b", re.IGNORECASE)
# "illegal", "invalid": a translation may say « n'est plus une cible légale » (one negation more than the EN).
NEGATIVE_WORD = quick(r"\b(?:illegal|invalid|unable)\b", re.IGNORECASE)
# "doesn't stop you from targeting" says "you can target": a translation without a negation keeps it, unless
# the stopping verb stays (« vous empêche de cibler » flips it).
DOUBLE = quick(r"(?:n['’]t|\bnot)\s+(?:stop|prevent|keep)\w*\b[^.;]*?\bfrom\b", re.IGNORECASE)
STOP = {"fr": quick(r"\bempêch|\bprévien|\bprévenu", re.IGNORECASE), "ja": quick("妨げ|防")}


def only_double_negation(sentence: str, target: str, lang: str) -> bool:
    """Whether the sentence's one negation is a double one ("doesn't stop … from") the translation says positively."""
    return bool(DOUBLE.search(sentence)) and len(NEGATION["en"].findall(sentence)) == 1 and \
        not STOP[lang].search(target)


# "stays", "remains", "still" in the EN sentence: « reste », « demeure », まま translate them, and are then no
# negation of their own (the lists above count them as one: « il reste » for "it doesn't leave").
KEPT = {"en": quick(r"\b(?:stays?|remains?|still)\b", re.IGNORECASE),
        "fr": quick(r"\b(?:resten?t?|demeuren?t?)\b", re.IGNORECASE),
        "ja": quick("まま|変わり(?:は|が)?(?:ない|ありません)|変わらない|変わりません")}  # "still": 変わりはない
JA_NAME = quick(r"《[^》]*》")
NOT_THIS = quick(r"(?:これ|それ|あなた)でない")
NONTOKEN = quick(r"トークンでは?な[いく]|トークンでも(?:[^、。]{0,12}?)でもな[いく]")  # a name in 《》, official or not: 《底なしの池》 says no "not"


# --- the check ------------------------------------------------------------------------------------------------

def check(pair: Pair, out: Findings) -> None:
    """A negation on one side only of a sentence is a warning: the meaning may be flipped (card names are not read).

    Compared sentence by sentence when both texts have as many; split or merged otherwise, they are compared whole.
    """
    if not pair.en.strip() or not pair.target.strip():
        return
    if not NEGATION["en"].search(pair.en) and not STRONG[pair.lang].search(pair.target):
        return  # most pairs: no "not" on either side, so none lost or added (rewriting only takes negations away)
    en, target = comparable(pair)
    en_parts, target_parts = sentence_texts(en, "en"), sentence_texts(target, pair.lang)
    problem = (whole_problem(en, target, pair.lang) if len(en_parts) != len(target_parts) else
               next(filter(None, (sentence_problem(e, t, pair.lang) for e, t in zip(en_parts, target_parts))), None))
    if problem:
        out.warning(problem)


def comparable(pair: Pair) -> tuple[str, str]:
    """The EN text and translation without concessions and card names; JA obligations, permissions and しか…ない
    rewritten as what they mean."""
    en = CONCESSION["en"].sub(" ", pair.en) if CONCESSION_HINT.search(pair.en) else pair.en
    target = CONCESSION[pair.lang].sub(" ", pair.target)
    if pair.lang == "ja" and ("な" in target or "しか" in target or "わ" in target):
        target = ONLY.sub("のみ", PERMISSION.sub("てよい", OBLIGATION.sub("必要がある", target)))
        if "でなければ" in target:
            target = ONLY_AFTER.sub("場合のみ", target)
    for card in pair.card_names:  # "Piscine sans fond" is a name, not a negation
        en = en.replace(card.en, " ")
        target = target.replace(card.in_lang(pair.lang), " ") if card.in_lang(pair.lang) else target
    if pair.lang == "ja" and "《" in target:
        target = JA_NAME.sub(" ", target)
    if pair.lang == "ja" and "トークン" in target:
        target = NONTOKEN.sub("トークン以外", target)  # "nontoken" says no "not": the meaning check compares it
    if pair.lang == "ja" and "でない" in target:
        target = NOT_THIS.sub("他の", target)  # 「これでない人間」 is "another Human" (official templating since 2021)
    return en, target


FLIPPED = ("the EN text says “not” (can't, never, no, without) and the translation has no negation: "
           "is the meaning flipped?")
ADDED = "the translation has a negation the EN text does not have: is the meaning flipped?"


def whole_problem(en: str, target: str, lang: str) -> str | None:
    """Texts split or merged differently: only a negation lost, or added, altogether."""
    if NEGATION["en"].search(en):
        if not NEGATION[lang].search(target) and not (ONLY_IF["en"].search(en) and ONLY_IF[lang].search(target)):
            return FLIPPED
        return None
    return ADDED if STRONG[lang].search(target) and not IMPLICIT.search(en) else None


def excused(e: str, t: str, lang: str) -> bool:
    """Whether the EN sentence says "not" without a negation (IMPLICIT), so a negation in its translation is no
    addition; "only" excuses one only when the translation says "only" as « ne … que », しか, だけ or のみ
    ("can be unlocked only while" read 開放できません is a flip)."""
    said = {m.group().lower() for m in IMPLICIT.finditer(e)}
    return bool(said) and (said != {"only"} or bool(RESTRICTIVE[lang].search(t)))


def sentence_problem(e: str, t: str, lang: str) -> str | None:
    """What is wrong with the negations of one EN sentence and its translation, if anything."""
    if "unless" in e.lower() and ONLY_IF["en"].search(e) and ONLY_IF[lang].search(t):
        return None  # "can't … unless" is « ne … que si », « seulement si », 場合のみ: two negations, none
    if KEPT["en"].search(e):
        t = KEPT[lang].sub(" ", t)  # « il reste » for "it stays", 変わりはない for "still": no "not"
    if not NEGATION["en"].search(e):
        return ADDED if STRONG[lang].search(t) and not excused(e, t, lang) else None
    double = only_double_negation(e, t, lang)
    if double and STRONG[lang].search(t):
        return ("the EN text says “doesn't stop … from” (so one can) and the translation says one cannot: "
                "is the meaning flipped?")
    if not NEGATION[lang].search(t):
        return None if double else FLIPPED
    if (counted := len(EN_COUNTED.findall(e))) >= 2 and not IMPLICIT.search(e) and not RESTRICTIVE[lang].search(t) \
            and (wanted := counted - len(LISTED[lang].findall(e))) >= 2 and len(NEGATION[lang].findall(t)) < wanted:
        return f"an EN sentence has {wanted} negations and its translation fewer: is one meaning flipped?"
    if lang == "fr" and (strong := len(STRONG["fr"].findall(t))) >= 2 and strong > len(NEGATION["en"].findall(e)) \
            and not IMPLICIT.search(e) and not NEGATIVE_WORD.search(e):
        return "an EN sentence has fewer negations than its translation: is one meaning flipped?"
    return None
