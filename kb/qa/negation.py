"""negation: the EN text says "not" (can't, never, no, without) and the translation does not, or the reverse."""
from __future__ import annotations

import re

from kb.qa.omission import sentences
from kb.qa.pair import Findings, Pair

JA_NEGATION = re.compile(  # ない, なかった, ず, ません; not 少ない ("few"), かかわらず ("regardless"), まず ("first"),
    r"(?<!少)な(?:い|く|かっ)|(?<!かかわら)(?<!関わら)(?<!ま)ず(?:に|、|。|$)|限らず|(?<!かまい)(?<!構い)ません"  # nor かまいません
    r"|なし|ではなく|不可能|いいえ|空")  # 空: "empty", which the EN side counts as "no cards"
# ne/n' … pas, plus, jamais, rien, aucun, ni, personne ("ne … que" is "only", not a negation)
FR_VERB_NEGATION = r"\b(?:ne|n['’])\s*(?:\S+\s+){0,4}?(?:pas|plus|jamais|rien|aucune?|ni|personne)\b"
NEGATION = {
    # "unless" is "if not" (ないかぎり, à moins que), "empty" is "no cards" (カードがない)
    "en": re.compile(r"\b(?:not|never|no(?! matter)|none|nothing|neither|nor|without|cannot|unless|empty)\b|n['’]t\b",
                     re.IGNORECASE),
    "fr": re.compile(FR_VERB_NEGATION + r"|\b(?:sans|aucune?|jamais|non|ni|pas|vide|sauf si)\b|\bà moins qu",
                     re.IGNORECASE),  # "mais pas les deux"
    "ja": JA_NEGATION,
}
# Verb negations of the EN text ("doesn't resolve", "no Role is created"): when it has several and the
# translation fewer of its own, one may have been dropped.
EN_COUNTED = re.compile(r"\b(?:not|never|no|none|cannot)\b|n['’]t\b", re.IGNORECASE)
# A negation the translation adds is reported only when it is a verb's: sans, non or aucun alone are as often
# part of a name or an adjective ("Piscine sans fond").
STRONG = {"fr": re.compile(FR_VERB_NEGATION, re.IGNORECASE), "ja": JA_NEGATION}
OBLIGATION = re.compile(r"(?:なければ|なくては)(?:ならない|なりません|ならず)")  # "must": two negations, none


def check(pair: Pair, out: Findings) -> None:
    """A negation on one side only is a warning: the meaning may be flipped (card names are not read).

    Compared only when both texts have as many sentences: a sentence dropped or added is omission's or
    length's to report, not a flipped meaning.
    """
    if not pair.en.strip() or not pair.target.strip():
        return
    if sentences(pair.en, "en") != sentences(pair.target, pair.lang):
        return
    en, target = pair.en, OBLIGATION.sub("必要がある", pair.target)
    for card in pair.card_names:  # "Piscine sans fond" is a name, not a negation
        en = en.replace(card.en, " ")
        target = target.replace(card.in_lang(pair.lang), " ") if card.in_lang(pair.lang) else target
    has_en, has_target = bool(NEGATION["en"].search(en)), bool(NEGATION[pair.lang].search(target))
    if has_en and not has_target:
        out.warning("the EN text says “not” (can't, never, no, without) and the translation has no negation: "
                    "is the meaning flipped?")
    elif (wanted := len(EN_COUNTED.findall(en))) >= 2 and len(NEGATION[pair.lang].findall(target)) < wanted:
        out.warning(f"the EN text has {wanted} negations and the translation fewer: is one meaning flipped?")
    elif not has_en and STRONG[pair.lang].search(target):
        out.warning("the translation has a negation the EN text does not have: is the meaning flipped?")
