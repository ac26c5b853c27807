"""length: a translation much shorter or longer than usual for the language pair (something dropped or added)."""
from kb.qa.pair import Findings, Pair

# Characters of target per character of EN in MTG rulings: FR runs longer than EN, JA much shorter.
EXPECTED = {"fr": (0.8, 1.8), "ja": (0.2, 0.9)}
# A short text runs longer for its length: Japanese spells out what English leaves implicit in a few fixed
# characters (クリーチャー１体を対象とし、それを破壊する for "Destroy target creature"). The upper bound grows by
# these many characters over the EN length: on the official card texts of the tuning sets (bench/qa_official.py
# --tune), JA texts of under 40 EN characters reached 1.60, 40–80 1.31, over 160 0.80.
SLACK = {"fr": 0, "ja": 24}


def length_ratio(pair: Pair) -> float:
    """Characters of target per character of EN, card names kept in English left out of both (a JA text
    that keeps 《Questing Druid》 is not long for it)."""
    en, target = pair.en.strip(), pair.target.strip()
    for card in sorted(pair.card_names, key=lambda c: -len(c.en)):  # "Bottomless Pool // Locker Room" first
        if card.en in target and card.en in en:
            en, target = en.replace(card.en, ""), target.replace(f"《{card.en}》", "").replace(card.en, "")
    return len(target) / len(en) if en else 1.0


def check(pair: Pair, out: Findings) -> None:
    """Outside the expected ratio of lengths: a warning."""
    if not pair.en.strip() or not pair.target.strip():
        return
    low, high = EXPECTED[pair.lang]
    high += SLACK[pair.lang] / max(len(pair.en.strip()), 1)
    ratio = length_ratio(pair)
    if ratio < low:
        out.warning(f"the translation is {ratio:.0%} of the EN length (usual: {low:.0%}–{high:.0%}): is something missing?")
    elif ratio > high:
        out.warning(f"the translation is {ratio:.0%} of the EN length (usual: {low:.0%}–{high:.0%}): is something added?")
