"""punctuation: the sentence ends as the target language wants (JA 。), through translate-toolkit's endpunc;
inside the text, JA uses its own marks (、。？「」) and FR its quotes and spaces (« », a space before : ; ? !)."""
from functools import cache

from translate.filters import checks

from kb.qa.pair import Findings, Pair
from mtg.regex import quick

JA_CHAR = r"[\u3040-\u30ff\u4e00-\u9fff]"
# A Western mark between Japanese characters, or a straight quote around Japanese text. Not the ", " between the parts
# of a cost, which official Japanese texts print so (「{1}, {T}, カード１枚を捨てる：カード１枚を引く。」).
JA_WESTERN = quick(rf"(?<={JA_CHAR})[.?!](?=\s*{JA_CHAR})|(?<={JA_CHAR}),(?![^。「」]*：)(?=\s*{JA_CHAR})"
                   rf"|\"(?={JA_CHAR})")
# A French high mark glued to the word before it ("contrôlez?"), straight double quotes (« » in French), or
# guillemets without the space inside them («pellicule»: « pellicule », with a no-break space).
FR_GLUED = quick(r"(?<=[^\W\d_])[;?!]|(?<=[^\W\d_]):(?!\S)|\"[^\"]+\"|«(?=\S)|(?<=\S)»")


CLOSING = ('"', "”", "»", "」", "』")


@cache
def _checker(lang: str) -> checks.StandardChecker:
    """translate-toolkit's standard checker configured for the target language."""
    return checks.StandardChecker(checks.CheckerConfig(targetlanguage=lang))


FULL_STOP = {"fr": ".", "ja": "。"}  # what endpunc makes of an EN text's final full stop in each language


def _plain_full_stops(en: str, target: str, lang: str) -> bool:
    """Whether both texts end with a letter or digit and one full stop, the target's in its language's form: endpunc
    passes such a pair (most of them), so it is not run."""
    stop = FULL_STOP[lang]
    return len(en) > 1 and len(target) > 1 and en.endswith(".") and target.endswith(stop) and \
        en[-2].isalnum() and target[-2].isalnum()


def check(pair: Pair, out: Findings) -> None:
    """A different sentence end than the EN text's (in the target language's punctuation) is a warning."""
    en, target = pair.en.strip(), pair.target.strip()
    if en.endswith(CLOSING) and not target.endswith(CLOSING):  # 'reads "… {1}{G}."' ends as its sentence does
        en = en.rstrip("".join(CLOSING))
    try:
        if not _plain_full_stops(en, target, pair.lang):  # most pairs: endpunc would agree, without its cost
            _checker(pair.lang).endpunc(en, target)
    except checks.FilterFailure:
        want = "。" if pair.lang == "ja" and pair.en.rstrip().endswith(".") else "the EN text's punctuation"
        out.warning(f"the sentence should end with {want}")
        return
    inner = (JA_WESTERN if pair.lang == "ja" else FR_GLUED).search(pair.target)
    if inner:
        want = "、。？「」" if pair.lang == "ja" else "« » and a space before : ; ? !"
        out.warning(f"“{inner.group()[:20]}” is not {pair.lang.upper()} punctuation: use {want}")
