"""punctuation: the sentence ends as the target language wants (JA 。), through translate-toolkit's endpunc;
inside the text, JA uses its own marks (、。？「」) and FR its quotes and spaces (« », a space before : ; ? !)."""
import re
from functools import cache

from translate.filters import checks

from kb.qa.pair import Findings, Pair

JA_CHAR = r"[\u3040-\u30ff\u4e00-\u9fff]"
# A Western mark between Japanese characters, or a straight quote around Japanese text.
JA_WESTERN = re.compile(rf"(?<={JA_CHAR})[,.?!](?=\s*{JA_CHAR})|\"(?={JA_CHAR})")
# A French high mark glued to the word before it ("contrôlez?"), or straight double quotes (« » in French).
FR_GLUED = re.compile(r"(?<=[^\W\d_])[;?!]|(?<=[^\W\d_]):(?!\S)|\"[^\"]+\"")


CLOSING = ('"', "”", "»", "」", "』")


@cache
def _checker(lang: str) -> checks.StandardChecker:
    """translate-toolkit's standard checker configured for the target language."""
    return checks.StandardChecker(checks.CheckerConfig(targetlanguage=lang))


def check(pair: Pair, out: Findings) -> None:
    """A different sentence end than the EN text's (in the target language's punctuation) is a warning."""
    en, target = pair.en.strip(), pair.target.strip()
    if en.endswith(CLOSING) and not target.endswith(CLOSING):  # 'reads "… {1}{G}."' ends as its sentence does
        en = en.rstrip("".join(CLOSING))
    try:
        _checker(pair.lang).endpunc(en, target)
    except checks.FilterFailure:
        want = "。" if pair.lang == "ja" and pair.en.rstrip().endswith(".") else "the EN text's punctuation"
        out.warning(f"the sentence should end with {want}")
        return
    inner = (JA_WESTERN if pair.lang == "ja" else FR_GLUED).search(pair.target)
    if inner:
        want = "、。？「」" if pair.lang == "ja" else "« » and a space before : ; ? !"
        out.warning(f"“{inner.group()[:20]}” is not {pair.lang.upper()} punctuation: use {want}")
