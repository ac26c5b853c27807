"""symbols: mana and tap symbols ({U}, {4}{U}, {X}, {T}) and P/T changes (+1/+1) are kept exactly."""
from __future__ import annotations

import re
import unicodedata
from collections import Counter
from functools import lru_cache

from kb.qa.pair import Findings, Pair

SYMBOL = re.compile(r"\{[^{}]+\}|[+-]\d+/[+-]\d+")  # {U}, {4}{U} as two, {T}, and P/T changes such as +1/+1


# A hybrid symbol as older printed texts write it ({BG}, {2W}) is the one CR 107.4e writes {B/G}, {2/W}.
OLD_HYBRID = re.compile(r"\{([WUBRG2])([WUBRGP])\}")


@lru_cache(maxsize=4096)  # the EN text is checked against its FR and JA texts in turn
def symbols_in(text: str) -> Counter:
    """The symbols of text, after NFKC (so full-width braces count), hybrids written one way."""
    return Counter(OLD_HYBRID.sub(r"{\1/\2}", s) for s in SYMBOL.findall(unicodedata.normalize("NFKC", text)))


def check(pair: Pair, out: Findings) -> None:
    """Each missing or extra symbol is an error."""
    en, target = symbols_in(pair.en), symbols_in(pair.target)
    for symbol in sorted(en - target):
        out.error(f"the symbol {symbol} of the EN text is missing: copy it as written")
    for symbol in sorted(target - en):
        out.error(f"the symbol {symbol} is not in the EN text")
