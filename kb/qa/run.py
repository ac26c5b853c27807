"""Running every check on a pair, in the fixed order of the check vocabulary."""
from __future__ import annotations

import kb.qa.card_names as card_names
import kb.qa.length as length
import kb.qa.meaning as meaning
import kb.qa.missing as missing
import kb.qa.negation as negation
import kb.qa.numbers as numbers
import kb.qa.omission as omission
import kb.qa.punctuation as punctuation
import kb.qa.stale as stale
import kb.qa.symbols as symbols
import kb.qa.templating as templating
import kb.qa.terminology as terminology
import kb.qa.untranslated as untranslated
import kb.qa.wrong_language as wrong_language
from kb.qa.pair import Finding, Findings, Pair

CHECKS = {
    "missing": missing.check,
    "untranslated": untranslated.check,
    "wrong_language": wrong_language.check,
    "omission": omission.check,  # a dropped sentence or clause; a text only short yields to a meaning changed
    "symbols": symbols.check,
    "negation": negation.check,
    # before numbers and terminology: "graveyard" read « main », "up to two" read « n'importe quel nombre » are
    # meanings changed, not a number lost or a wrong word
    "meaning": meaning.check,
    "numbers": numbers.check,
    "terminology": terminology.check,
    "templating": templating.check,
    "card_names": card_names.check,
    "stale": stale.check,
    "punctuation": punctuation.check,
    "length": length.check,
}
CHECK_NAMES = tuple(CHECKS)
# When the text is missing, untranslated or in another language, the other checks would only repeat it.
BLOCKING = ("missing", "untranslated", "wrong_language")


# A check that says it better: a dropped sentence is an omission, not only a short text, and its terms are
# that sentence's problem (a sentence left in English is untranslated, which blocks the rest anyway).
SAID_BETTER_BY = {"length": ("omission",), "terminology": ("omission", "meaning"), "numbers": ("meaning",),
                  "templating": ("omission", "symbols", "meaning"), "meaning": ("omission", "negation")}


# Each check with the checks whose firing skips it (the blocking ones, and those that say it better).
PLAN = tuple((name, check, frozenset(SAID_BETTER_BY.get(name, ())).union(
    BLOCKING if name not in BLOCKING and name != "stale" else ())) for name, check in CHECKS.items())


def check_pair(pair: Pair) -> list[Finding]:
    """Every finding for a pair; content checks are skipped once a blocking check has fired."""
    out = Findings("")  # one collector, renamed for each check in turn
    fired: set[str] = set()
    for name, check, skipped_by in PLAN:
        if fired and not fired.isdisjoint(skipped_by):
            continue
        out.check, before = name, len(out.items)
        check(pair, out)
        if len(out.items) > before:
            fired.add(name)
    return out.items
