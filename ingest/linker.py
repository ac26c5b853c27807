"""The automatic linker: which predicates a ruling describes, inferred from its words.

A ruling is first filed under mechanics by their EN/FR/JA words (ingest/mechanics.py). Among those
mechanics' predicates, it is linked to the ones whose profile (name, doc line, the texts of the
rulings their examples cite, the CR rules they implement) is most like it: TF-IDF cosine over
word stems. French and Japanese texts are read through the terminology (FR/JA term -> EN term).
"""
from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from ingest.mechanics import mechanics_in
from ingest.terms import Term, to_english

WORD = re.compile(r"[a-z]+")
STOP = frozenset("""a an and are as at be been but by can could do does for from has have if in into is it
its it's not of on or that the their them then there these they this to was were when whenever which while
will with won't would you your you're only any each other than such also may must one two all""".split())
SCORE_FLOOR = 0.25  # below this a predicate is not linked unless it is its mechanic's best (tuned on the seeds)
RELATIVE = 0.9  # link every predicate scoring at least this share of the best score (tuned on the seeds)
FIRST_FLOOR = 0.2  # a mechanic's best predicate is linked when it scores above this (tuned on the seeds)
# A FR or JA text read through the terminology loses words: it is linked to its mechanics' best predicates only,
# only from this score, and only when that best one leads its mechanic's next by this margin: the terms a
# translation keeps often fit two predicates of a mechanic alike (tuned on bench/eval/align_tune, align_heldout and
# align_fresh: precision 0.71 FR / 0.74 JA without the margin, 0.88 / 0.88 with it; align_fresh2 reports).
TRANSLATED_FLOOR = 0.3
TRANSLATED_MARGIN = 0.08


def stems(text: str) -> list[str]:
    """Lower-case word stems without stop words ("unlocked" -> "unlock", "copies" -> "copi")."""
    return [found for found in map(stem, WORD.findall(text.lower())) if found]


@lru_cache(maxsize=1 << 16)  # a corpus repeats a vocabulary of some thousand words
def stem(word: str) -> str:
    """A lower-case word without its plural or verb ending; "" for a stop word or one under 3 letters."""
    if word in STOP or len(word) < 3:
        return ""
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word


@dataclass(frozen=True)
class Link:
    """A ruling linked to a predicate, with how and why."""

    predicate: str
    method: str
    evidence: str
    score: float


class PredicateLinker:
    """Links texts to predicates by mechanic words, then by similarity to each predicate's profile."""

    def __init__(self, profiles: dict[str, tuple[str, str]], terms: list[Term] | None = None,
                 floor: float = SCORE_FLOOR, relative: float = RELATIVE, first_floor: float = FIRST_FLOOR,
                 translated_floor: float = TRANSLATED_FLOOR, translated_margin: float = TRANSLATED_MARGIN):
        """profiles: predicate name -> (mechanic, profile text); floor and relative as tuned on the seeds."""
        self.floor, self.relative, self.first_floor = floor, relative, first_floor
        self.translated_floor, self.translated_margin = translated_floor, translated_margin
        self.mechanic_of = {name: mech for name, (mech, _) in profiles.items()}
        self.terms = terms or []
        bags = {name: Counter(stems(text)) for name, (_, text) in profiles.items()}
        docs = len(bags) or 1
        frequency = Counter(word for bag in bags.values() for word in bag)
        self.idf = {word: math.log((1 + docs) / (1 + n)) + 1 for word, n in frequency.items()}
        self.vectors = {name: self._weigh(bag) for name, bag in bags.items()}
        self.postings: dict[str, list[tuple[str, float]]] = {}  # word -> (predicate, weight) of those that have it
        for name, vector in self.vectors.items():
            for word, weight in vector.items():
                self.postings.setdefault(word, []).append((name, weight))

    def fingerprint(self) -> tuple:
        """What the links depend on besides the text: profiles' vectors, terms and thresholds."""
        return (sorted((name, sorted(vector.items())) for name, vector in self.vectors.items()),
                sorted(self.mechanic_of.items()), self.terms, self.floor, self.relative, self.first_floor,
                self.translated_floor, self.translated_margin)

    def _weigh(self, bag: Counter) -> dict[str, float]:
        """TF-IDF weights, normalized to unit length."""
        vector = {w: (1 + math.log(n)) * self.idf.get(w, 0.0) for w, n in bag.items()}
        norm = math.sqrt(sum(v * v for v in vector.values())) or 1.0
        return {w: v / norm for w, v in vector.items()}

    def link(self, text: str, lang: str = "en", filed: dict[str, str] | None = None) -> list[Link]:
        """The predicates text describes, best first (empty when it names none of our mechanics).

        filed: for an EN text, the mechanics (id -> evidence) the build already found in it, not searched again.
        """
        english = to_english(text, lang, self.terms)
        if filed is not None and lang == "en":
            found = filed
        else:
            found = dict(mechanics_in(english) + ([] if lang == "en" else mechanics_in(text)))
        if not found:
            return []
        vector = self._weigh(Counter(stems(english)))
        shared: dict[str, dict[str, float]] = {name: {} for name, mechanic in self.mechanic_of.items()
                                               if mechanic in found}
        for word, weight in vector.items():  # the cosine, summed over the words text and profile share
            for name, theirs in self.postings.get(word, ()):
                if name in shared:
                    shared[name][word] = weight * theirs
        scored = sorted(((sum(words.values()), name, self.mechanic_of[name], words) for name, words in shared.items()),
                        key=lambda s: (-s[0], s[1]))
        links, best_of = [], set()
        top = scored[0][0] if scored else 0.0
        runner_up = {} if lang == "en" else self._runners_up(scored)
        for score, name, mechanic, words_shared in scored:
            if lang != "en" and (mechanic in best_of or score < self.translated_floor or
                                 score - runner_up.get(mechanic, 0.0) < self.translated_margin):
                best_of.add(mechanic)  # a translated text's mechanic gets its best predicate or none
                continue
            first = mechanic not in best_of and score > self.first_floor
            if first or (score >= self.floor and score >= self.relative * top):
                best_of.add(mechanic)
                words = ", ".join(w for w, _ in sorted(words_shared.items(), key=lambda kv: -kv[1])[:4])
                links.append(Link(name, "inferred", f"{mechanic} word {found[mechanic]!r}; "
                                  f"similar words: {words} (score {score:.2f})", round(score, 4)))
        return links

    @staticmethod
    def _runners_up(scored: list[tuple]) -> dict[str, float]:
        """The second-best score of each mechanic in a best-first list (0 when it has one predicate)."""
        seen: dict[str, int] = {}
        runner_up: dict[str, float] = {}
        for score, _, mechanic, _ in scored:
            seen[mechanic] = seen.get(mechanic, 0) + 1
            if seen[mechanic] == 2:
                runner_up[mechanic] = score
        return runner_up
