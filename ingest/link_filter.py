"""The link filter: which of an EN text's candidate links to keep, by a model learned from the labelled rulings.

The linker proposes its links as candidates (found by its cues, by its words' likeness to each predicate's profile, or
by a labelled exemplar, and every predicate a cue found), and a rules topic's predicates of the nearest exemplar from a
lower similarity than it would link alone (`exemplar_floor`: the shipped file's 0.7 is the linker's own, so none since
these were found the least precise, bench/link_filter.py); a logistic model weighs each candidate by the predicate, how
it was found, its score and rank, and the text's words beside that predicate and its mechanic, and keeps those whose
probability of deciding the ruling is at least the file's floor. The weights are data (ingest/link_filter.json), learned
by bench/link_filter.py from the sets of bench/eval already reported (each candidate labelled right when a labeller
named its predicate), never from a set still to report on. The model judges only the rules topics' predicates it has
seen right often enough (`judges`): another predicate's candidate is kept when the linker alone would link it (the eight
mechanics' rulings — Rooms, dungeons, party… — are few among the labelled sets, and their thresholds were tuned on the
seeds and the held-out set). FR and JA texts keep the linker's own thresholds: the model learned from EN words.
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path

from mtg.file_memo import file_memo

LINK_FILTER_FILE = Path(__file__).with_name("link_filter.json")  # beside its code, as the exemplars
KINDS = ("cue", "words", "exemplar")  # how a candidate was found: a cue's phrasing, its mechanic's words, an exemplar
MOST_CANDIDATES = 5  # a text's count of candidates weighs up to this many


@dataclass(frozen=True)
class Candidate:
    """A proposed link as the model reads it."""

    predicate: str
    mechanic: str
    kind: str  # one of KINDS
    score: float  # the linker's: the profile's likeness, or the exemplar's similarity
    rank: int  # its place among the text's candidates, best first
    own: bool = False  # the linker alone would link it


def features(words: frozenset[str], candidate: Candidate, count: int) -> dict[str, float]:
    """The model's inputs for one candidate of a text with these word stems and count candidates in all."""
    p, k = candidate.predicate, candidate.kind
    found = {"bias": 1.0, f"p={p}": 1.0, f"k={k}": 1.0, f"pk={p}{k}": 1.0, "sc": candidate.score,
             f"sck={k}": candidate.score, "rank0": float(candidate.rank == 0),
             "n": min(count, MOST_CANDIDATES) / MOST_CANDIDATES}
    for word in words:
        found[f"m|{candidate.mechanic}|{word}"] = 1.0
        found[f"p|{p}|{word}"] = 1.0
    return found


def probability(weights: dict[str, float], inputs: dict[str, float]) -> float:
    """The logistic model's probability for these inputs."""
    z = sum(weights.get(name, 0.0) * value for name, value in inputs.items())
    return 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))


@dataclass(frozen=True)
class LinkFilter:
    """Learned weights, the floor a kept link's probability reaches, the predicates the model judges, and the exemplar
    similarity from which a rules topic's predicates are candidates."""

    weights: dict[str, float]
    floor: float
    exemplar_floor: float
    judges: frozenset[str]  # the predicates the model decides on; the others' candidates are kept when own
    trained_on: tuple[str, ...] = ()

    def kept(self, words: frozenset[str], candidates: list[Candidate]) -> list[tuple[Candidate, float | None]]:
        """The candidates kept, in their order, each with its probability (None: not judged, kept as the linker's)."""
        chances = [(c, probability(self.weights, features(words, c, len(candidates)))
                    if c.predicate in self.judges else None) for c in candidates]
        return [(c, chance) for c, chance in chances if (c.own if chance is None else chance >= self.floor)]

    def fingerprint(self) -> tuple:
        """What the kept links depend on."""
        return (sorted(self.weights.items()), self.floor, self.exemplar_floor, sorted(self.judges))

    def to_json(self) -> dict:
        """The file's content (weights sorted, so that a retraining shows as a diff of what changed)."""
        return {"floor": self.floor, "exemplar_floor": self.exemplar_floor, "trained_on": list(self.trained_on),
                "judges": sorted(self.judges), "weights": dict(sorted(self.weights.items()))}


def load_link_filter(path: Path = LINK_FILTER_FILE) -> LinkFilter | None:
    """The shipped filter (None when the file is absent: the linker's own thresholds decide)."""
    return _read(path)


@file_memo
def _read(path: Path) -> LinkFilter | None:
    """load_link_filter, read once a process while the file is unchanged."""
    if not path.exists():
        return None
    data = json.loads(path.read_text(encoding="utf-8"))
    return LinkFilter(data["weights"], data["floor"], data["exemplar_floor"], frozenset(data["judges"]),
                      tuple(data.get("trained_on", ())))
