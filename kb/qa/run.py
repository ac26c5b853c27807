"""Running every check on a pair, in the fixed order of the check vocabulary."""
from __future__ import annotations

from kb.qa import (card_names, length, missing, negation, numbers, omission, punctuation, stale, symbols,
                   templating, terminology, untranslated, wrong_language)
from kb.qa.pair import Finding, Findings, Pair

CHECKS = {
    "missing": missing.check,
    "untranslated": untranslated.check,
    "wrong_language": wrong_language.check,
    "omission": omission.check,
    "numbers": numbers.check,
    "symbols": symbols.check,
    "terminology": terminology.check,
    "templating": templating.check,
    "card_names": card_names.check,
    "negation": negation.check,
    "stale": stale.check,
    "punctuation": punctuation.check,
    "length": length.check,
}
CHECK_NAMES = tuple(CHECKS)
# When the text is missing, untranslated or in another language, the other checks would only repeat it.
BLOCKING = ("missing", "untranslated", "wrong_language")


# A check that says it better: a dropped sentence is an omission, not only a short text, and its terms are
# that sentence's problem (a sentence left in English is untranslated, which blocks the rest anyway).
SAID_BETTER_BY = {"length": ("omission",), "terminology": ("omission",), "templating": ("omission", "symbols")}


def check_pair(pair: Pair) -> list[Finding]:
    """Every finding for a pair; content checks are skipped once a blocking check has fired."""
    found: list[Finding] = []
    fired: set[str] = set()
    for name, check in CHECKS.items():
        if name not in BLOCKING and name != "stale" and not fired.isdisjoint(BLOCKING):
            continue
        if name in SAID_BETTER_BY and not fired.isdisjoint(SAID_BETTER_BY[name]):
            continue
        findings = Findings(name)
        check(pair, findings)
        if findings.items:
            found += findings.items
            fired.add(name)
    return found
