"""punctuation: the sentence ends as the target language wants (JA 。), through translate-toolkit's endpunc."""
from functools import cache

from translate.filters import checks

from kb.qa.pair import Findings, Pair


@cache
def _checker(lang: str) -> checks.StandardChecker:
    """translate-toolkit's standard checker configured for the target language."""
    return checks.StandardChecker(checks.CheckerConfig(targetlanguage=lang))


def check(pair: Pair, out: Findings) -> None:
    """A different sentence end than the EN text's (in the target language's punctuation) is a warning."""
    try:
        _checker(pair.lang).endpunc(pair.en.strip(), pair.target.strip())
    except checks.FilterFailure:
        want = "。" if pair.lang == "ja" and pair.en.rstrip().endswith(".") else "the EN text's punctuation"
        out.warning(f"the sentence should end with {want}")
