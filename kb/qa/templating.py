"""templating: a rules template the EN text quotes ("Choose one —", "[Cost]: [Effect]") in its official wording.

The templates are rows of data/terms/terms.csv whose notes start with "template". An activated ability the EN
text quotes ("{T}: Add one mana") keeps its [Cost]: [Effect] form in FR (« {T} : Ajoutez… ») and JA
(「{T}：…を加える。」), CR 602.1: its cost is not turned into prose ("en payant {T}", "{T}することで").
"""
import re
import unicodedata

from kb.qa.sentences import QUOTED
from kb.qa.pair import Findings, Pair
from kb.qa.terminology import report_terms

COST_COLON = re.compile(r"(?:\{[^{}]+\})+\s*:\s*\S")  # {T}: Add …, {1}{U}: Draw … (after NFKC: ： is :)


def quoted(text: str) -> list[str]:
    """The passages text quotes (ability text, in a ruling), in order, without their quotation marks."""
    return [m.group()[1:-1] for m in QUOTED.finditer(text)]


def check(pair: Pair, out: Findings) -> None:
    """A template of the EN text not in its official FR/JA wording (or in a forbidden one) is a warning; a quoted
    ability is checked on its own against its quoted translation, where the text around it may hold the template."""
    before = len(out.items)
    report_terms(pair, out, templates=True)
    if len(out.items) == before and ('"' in pair.en or "“" in pair.en):  # the whole text's templates are right
        en_quotes, target_quotes = quoted(pair.en), quoted(pair.target)
        if len(en_quotes) == len(target_quotes):
            for en, target in zip(en_quotes, target_quotes):
                report_terms(Pair(en, target, pair.lang, pair.terms, pair.card_names), out, templates=True)
    costs = COST_COLON.findall(pair.en)
    if costs and len(COST_COLON.findall(unicodedata.normalize("NFKC", pair.target))) < len(costs):
        cost = costs[0].rstrip()
        out.warning(f"the activated ability “{cost}…” keeps its [Cost]: [Effect] form (CR 602.1): write its cost, "
                    "a colon, then its effect, as the official card text does")
