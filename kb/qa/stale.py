"""stale: the translation was made from an older EN text."""
from kb.qa.pair import Findings, Pair
from mtg.word_diff import word_diff_text


def check(pair: Pair, out: Findings) -> None:
    """The EN text changed since the draft (PO #| previous msgid, or a msgid that is no longer the EN text)."""
    older = pair.previous if pair.previous is not None else pair.made_from
    if older is not None and older.strip() != pair.en.strip():
        out.warning(f"the EN text changed since this translation; update it: {word_diff_text(older, pair.en)}")
    elif pair.previous is not None:
        out.warning("the EN text changed since this translation (see the previous msgid): update it")
