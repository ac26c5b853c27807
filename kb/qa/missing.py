"""missing: no translation at all."""
from kb.qa.pair import Findings, Pair


def check(pair: Pair, out: Findings) -> None:
    """An empty or blank target is an error."""
    if not pair.target.strip():
        out.error(f"no {pair.lang.upper()} translation: translate the EN text")
