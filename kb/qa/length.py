"""length: a translation much shorter or longer than usual for the language pair (something dropped or added)."""
from kb.qa.pair import Findings, Pair

# Characters of target per character of EN in MTG rulings: FR runs longer than EN, JA much shorter.
EXPECTED = {"fr": (0.8, 1.8), "ja": (0.2, 0.9)}


def check(pair: Pair, out: Findings) -> None:
    """Outside the expected ratio of lengths: a warning."""
    if not pair.en.strip() or not pair.target.strip():
        return
    low, high = EXPECTED[pair.lang]
    ratio = len(pair.target.strip()) / len(pair.en.strip())
    if ratio < low:
        out.warning(f"the translation is {ratio:.0%} of the EN length (usual: {low:.0%}–{high:.0%}): is something missing?")
    elif ratio > high:
        out.warning(f"the translation is {ratio:.0%} of the EN length (usual: {low:.0%}–{high:.0%}): is something added?")
