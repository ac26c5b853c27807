"""Real rulings labelled by hand: the predicates a labeller, apart from the linker, found deciding each.

`python bench/hand_labels.py` writes ingest/hand_labels.json from the topic sets of bench/eval once each has reported
as it came. The build links a ruling whose EN text a labeller saw to the labeller's predicates (method "labelled"), and
infers links only for the predicates that set's labeller could not name (newer than the labelling); a text nobody
labelled is linked by the linker and the link model as before. Evaluation builds its linkers without them.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path

from mtg.file_memo import file_memo, json_and_digest

HAND_LABELS_FILE = Path(__file__).resolve().parent / "hand_labels.json"


def text_key(text: str) -> str:
    """The key of an EN ruling text in the file (its exact words: a reworded ruling is labelled again)."""
    return hashlib.blake2b(text.encode("utf-8"), digest_size=8).hexdigest()


@dataclass(frozen=True)
class Labelled:
    """What a labeller found for one text: the predicates, the set it was labelled in, the predicates they could
    name."""

    predicates: tuple[str, ...]
    labelled_in: str
    known: frozenset[str]


@dataclass(frozen=True)
class HandLabels:
    """Each labelled text's predicates (by text_key) and set, and each set's predicates (those it could name)."""

    labels: dict[str, tuple[int, tuple[str, ...]]]  # text key -> (set index, predicates)
    sets: tuple[str, ...]
    known: tuple[frozenset[str], ...]  # by set index
    digest: str = field(default="", compare=False)

    def of(self, text: str) -> Labelled | None:
        """The labels of an EN text, if a labeller saw it."""
        found = self.labels.get(text_key(text))
        if found is None:
            return None
        index, predicates = found
        return Labelled(predicates, self.sets[index], self.known[index])

    def to_json(self) -> dict:
        """The file's content: each distinct list of predicates a set could name once, sorted."""
        lists = sorted({tuple(sorted(k)) for k in self.known})
        return {"sets": list(self.sets), "known": [list(k) for k in lists],
                "set_known": [lists.index(tuple(sorted(k))) for k in self.known],
                "labels": {key: [index, list(predicates)] for key, (index, predicates) in sorted(self.labels.items())}}


def load_hand_labels(path: Path = HAND_LABELS_FILE) -> HandLabels | None:
    """The shipped labels (None when the file is absent: every text is inferred)."""
    return _read(path)


@file_memo
def _read(path: Path) -> HandLabels | None:
    """load_hand_labels, read once a process while the file is unchanged."""
    if (read := json_and_digest(path)) is None:
        return None
    data, digest = read
    lists = [frozenset(k) for k in data["known"]]
    return HandLabels({key: (index, tuple(predicates)) for key, (index, predicates) in data["labels"].items()},
                      tuple(data["sets"]), tuple(lists[i] for i in data["set_known"]), digest)
