"""meaning: a change of meaning that keeps the words' shape — may/must, who (an opponent or any player), a target or
not, any number of / up to, the zones, token or nontoken, how long an effect lasts — read through each sense's
renderings in EN, FR and JA (the official ones, as printed on cards: kb/qa/meaning_senses.py).

Negations are negation's to report; a dropped sentence is omission's.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from kb.qa.meaning_senses import DIMENSIONS, GATES, SENSES, Sense
from kb.qa.sentences import sentences
from kb.qa.pair import Findings, Pair


def count(sense: Sense, text: str, lang: str) -> int:
    """How many times text says the sense in lang (what says it otherwise is left out first: "may not" is a
    negation's)."""
    for pattern in sense.unless.get(lang, ()):
        text = pattern.sub(" ", text)
    found = len(sense.patterns[lang].findall(text))
    return min(found, 1) if not sense.counted else found


@dataclass(frozen=True)
class Change:
    """One dimension's senses the translation says fewer times (lost) or more (added) than the EN text."""

    dimension: str
    lost: tuple[str, ...]
    added: tuple[str, ...]

    def message(self) -> str:
        """The warning for the translator."""
        what = "; ".join([f"the EN text says “{s}” and the translation does not (as often)" for s in self.lost] +
                         [f"the translation says “{s}”, which the EN text does not (as often)" for s in self.added])
        return f"{self.dimension}: {what}: is the meaning changed?"


@lru_cache(maxsize=1024)  # omission asks too, before the check runs
def changes(pair: Pair) -> tuple[Change, ...]:
    """What changed, per dimension: a sense the EN text says and the translation does not (its rule "always"), or
    says fewer times while another sense of the dimension is said more ("swap": "must put … may cast" read « peut …
    peut »); a sense only the translation says (rule "always"), or says more while another is said less."""
    if not pair.en.strip() or not pair.target.strip():
        return ()
    if sentences(pair.target, pair.lang) < sentences(pair.en, "en"):
        return ()  # a sentence less: what it said is lost with it, which is omission's to report
    en, target = pair.en, pair.target
    for card in pair.card_names:  # "Exquisite Archangel": a name says no sense
        en = en.replace(card.en, " ")
        target = target.replace(card.in_lang(pair.lang), " ") if card.in_lang(pair.lang) else target
    in_en, in_target = GATES["en"].candidates(en), GATES[pair.lang].candidates(target)  # the senses worth searching
    said = {s.name: (count(s, en, "en") if s.name in in_en else 0,
                     count(s, target, pair.lang) if s.name in in_target else 0) for s in SENSES}
    found = []
    for dimension in DIMENSIONS:
        senses = [s for s in SENSES if s.dimension == dimension]
        fewer = {s.name for s in senses if said[s.name][0] > said[s.name][1]}
        more = {s.name for s in senses if said[s.name][1] > said[s.name][0] and s.added != "never"}
        lost = tuple(s.name for s in senses if s.name in fewer and s.lost != "never" and (
            (s.lost == "always" and not said[s.name][1]) or more - {s.name}))
        added = tuple(s.name for s in senses if s.name in more and (
            (s.added == "always" and not said[s.name][0]) or fewer - {s.name}))
        if lost or added:
            found.append(Change(dimension, lost, added))
    return tuple(found)


def said_otherwise(pair: Pair) -> bool:
    """Whether the translation says something else in some dimension (a sense added), not only less: a text short
    for its EN text then changed its meaning rather than dropped a phrase."""
    return any(c.added for c in changes(pair))


def check(pair: Pair, out: Findings) -> None:
    """Each dimension whose senses changed (changes()): a warning."""
    for change in changes(pair):
        out.warning(change.message())
