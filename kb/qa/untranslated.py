"""untranslated: the target is still English, or identical to the source."""
import unicodedata

from kb.qa.pair import Findings, Pair


def check(pair: Pair, out: Findings) -> None:
    """Identical to the EN text, or detected as English: an error."""
    target = pair.target.strip()
    if not target:
        return
    if unicodedata.normalize("NFKC", target) == unicodedata.normalize("NFKC", pair.en.strip()):
        out.error("the translation is identical to the EN text: translate it")
    elif pair.target_language() == "en" and not pair.other_language():  # Spanish is not "still English"
        out.error(f"the translation is still English: write it in {pair.lang.upper()}")
