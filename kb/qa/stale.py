"""stale: the translation was made from an older EN text."""
from kb.qa.pair import Findings, Pair


def check(pair: Pair, out: Findings) -> None:
    """The EN text changed since the draft (PO #| previous msgid, or a msgid that is no longer the EN text)."""
    if pair.previous is not None:
        out.warning("the EN text changed since this translation (see the previous msgid): update it")
    elif pair.made_from is not None and pair.made_from.strip() != pair.en.strip():
        out.warning("this translation was made from an older EN text: compare and update it")
