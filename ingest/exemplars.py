"""Exemplars: real rulings labelled by hand with the predicates that decide them (ingest/exemplars.json, made
by bench/exemplars.py from the labelled sets already reported). Official rulings repeat one wording across cards
("… overwrites all previous effects that set the creature's base power and toughness …"), so a ruling worded like a
labelled one is about what it is about: the linker links a text to the predicates of its nearest exemplar when their
TF-IDF cosine is at least EXEMPLAR_FLOOR (the card's own name left out of both), those of the mechanics and topics the
text is filed under."""
from __future__ import annotations

import json
import math
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from itertools import repeat
from operator import mul
from pathlib import Path

from mtg.file_memo import file_memo

EXEMPLARS_FILE = Path(__file__).with_name("exemplars.json")  # beside its code, as a rule module's examples
# Each of the six newest reported sets (report4 to report9) left out in turn and linked with the others as exemplars
# (bench/exemplars.py --tune): the lowest floor whose added links were about as precise as the cue linker's own (0.69
# against 0.71; 0.61 at 0.6), adding 20 rulings decided to its 202 of 900. Most added links counted wrong are rulings of
# one wording that two labellers labelled apart (Fry and Toski, cosine 1.00: one labeller linked fits_target_phrase, the
# other none).
# Again once report10 had run and joined (report5 to report10, the cues of its round): 0.77 against 0.76, +22 of 234.
EXEMPLAR_FLOOR = 0.7


@dataclass(frozen=True)
class Exemplar:
    """A real ruling, its card and the predicates a labeller found decide it (none: it is about none of them)."""

    text: str
    card: str
    predicates: tuple[str, ...]
    labelled_in: str  # the labelled set of bench/eval it comes from


def load_exemplars(path: Path = EXEMPLARS_FILE) -> list[Exemplar]:
    """The shipped exemplars ([] when the file is absent)."""
    return list(_read_exemplars(path))


@file_memo
def _read_exemplars(path: Path) -> tuple[Exemplar, ...]:
    """load_exemplars, read once a process while the file is unchanged."""
    if not path.exists():
        return ()
    return tuple(Exemplar(e["text"], e["card"], tuple(e["predicates"]), e["labelled_in"])
                 for e in json.loads(path.read_text(encoding="utf-8")))


@lru_cache(maxsize=4)  # the same exemplars for every build of a process (a test run makes a hundred)
def exemplar_index(exemplars: tuple[Exemplar, ...], stems: Callable[[str], list[str]]) -> ExemplarIndex:
    """The index of these exemplars, made once a process."""
    return ExemplarIndex(list(exemplars), stems)


def without_names(text: str, card: str) -> str:
    """A ruling's text with its card's name (each face's, and the part before a comma) left out: the whole name first,
    so that the same exemplar is read alike in every process (a set's order changes with each one's hash seed, and
    "Gideon" taken out before "Gideon, Champion of Justice" left "Champion of Justice" in)."""
    for face in filter(None, re.split(r"\s*//\s*", card)):
        for name in dict.fromkeys((face, face.split(",")[0])):
            text = text.replace(name, " ")
    return text


class ExemplarIndex:
    """The exemplars with predicates as TF-IDF vectors over word stems, found through the three-word phrases they
    hold (an exemplar with none links nothing, so it is left out)."""

    def __init__(self, exemplars: list[Exemplar], stems: Callable[[str], list[str]]) -> None:
        """exemplars; stems: the linker's text -> word stems."""
        self.exemplars = [e for e in exemplars if e.predicates]
        words = [stems(without_names(e.text, e.card)) for e in self.exemplars]
        frequency = Counter(word for found in words for word in set(found))
        self.idf = {word: math.log((1 + len(words)) / (1 + n)) + 1 for word, n in frequency.items()}
        self.vectors = [self._weigh(Counter(found)) for found in words]
        self.phrases: dict[tuple[str, ...], set[int]] = {}  # three stems in a row -> the exemplars that say them
        for i, found in enumerate(words):
            for phrase in _phrases(found):
                self.phrases.setdefault(phrase, set()).add(i)

    def _weigh(self, bag: Counter) -> dict[str, float]:
        """TF-IDF weights of the words the exemplars know, normalized to unit length: a word none has (most often the
        ruling's own card name) tells nothing about likeness and is left out."""
        vector = {w: (1 + math.log(n)) * self.idf[w] for w, n in bag.items() if w in self.idf}
        norm = math.sqrt(sum(v * v for v in vector.values())) or 1.0
        return {w: v / norm for w, v in vector.items()}

    def nearest(self, found: list[str], floor: float = EXEMPLAR_FLOOR) -> tuple[float, Exemplar] | None:
        """The exemplar most like a text (its word stems), with its cosine, when that is at least floor, of those
        sharing a three-word phrase with it: a ruling worded like another shares phrases (on the real corpus this finds
        96 % of what comparing each text with every exemplar finds, in a third of the time)."""
        phrases = self.phrases
        said = [phrases[phrase] for phrase in _phrases(found) if phrase in phrases]
        if not said:
            return None
        candidates = set().union(*said)
        query = self._weigh(Counter(found))
        words, weights, vectors = list(query), list(query.values()), self.vectors
        # each cosine summed in the query's word order as before, in C: the search 12 % faster on the real corpus
        best = max((sum(map(mul, weights, map(vectors[i].get, words, repeat(0.0)))), -i) for i in candidates)
        return (best[0], self.exemplars[-best[1]]) if best[0] >= floor else None


def _phrases(words: list[str]) -> set[tuple[str, ...]]:
    """The three-word phrases of a list of stems."""
    return set(zip(words, words[1:], words[2:]))
