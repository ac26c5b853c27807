"""Precision and recall of a labeller against a labelled set kept apart from tuning."""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path


@dataclass
class Score:
    """Counts of true positives, false positives and false negatives, and the ratios."""

    tp: int = 0
    fp: int = 0
    fn: int = 0

    def add(self, predicted: set, expected: set) -> None:
        """Count one item's predicted labels against its expected labels."""
        self.tp += len(predicted & expected)
        self.fp += len(predicted - expected)
        self.fn += len(expected - predicted)

    @property
    def precision(self) -> float:
        """tp / (tp + fp); 1.0 when nothing was predicted."""
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        """tp / (tp + fn); 1.0 when nothing was expected."""
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    def __str__(self) -> str:
        return f"precision {self.precision:.2f} ({self.tp}/{self.tp + self.fp}), " \
               f"recall {self.recall:.2f} ({self.tp}/{self.tp + self.fn})"


@dataclass
class Coverage:
    """How many texts got at least one right link, of all and of those a predicate decides (the most possible)."""

    linked: int = 0
    decidable: int = 0
    total: int = 0

    def add(self, linked_right: bool, decidable: bool) -> None:
        """Count one item."""
        self.linked += linked_right
        self.decidable += decidable
        self.total += 1

    def __str__(self) -> str:
        share = self.linked / self.total if self.total else 0.0
        return (f"{share:.2f} ({self.linked}/{self.total}; {self.decidable} have a predicate that decides them, "
                f"{self.linked / self.decidable if self.decidable else 0.0:.2f} of those)")


def read_jsonl(path: Path) -> list[dict]:
    """One JSON object per non-blank line; a bad line is a ValueError naming file and line."""
    items = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if line.strip():
            try:
                items.append(json.loads(line))
            except json.JSONDecodeError as exc:
                raise ValueError(f"{path}:{number}: {exc.msg}") from exc
    return items


@dataclass
class Agreement:
    """How two labellers of the same items agree on the predicates that decide each: items labelled alike, each
    one's labels the other gave too, and Cohen's kappa on whether an item has a predicate at all."""

    items: int = 0
    same: int = 0  # items given the same set of predicates (none and none included)
    both_some: int = 0  # items both gave a predicate
    a_some: int = 0
    b_some: int = 0
    shared: int = 0  # labels both gave
    a_labels: int = 0
    b_labels: int = 0

    def add(self, a: set[str], b: set[str]) -> None:
        """Count one item's two label sets."""
        self.items += 1
        self.same += a == b
        self.both_some += bool(a) and bool(b)
        self.a_some += bool(a)
        self.b_some += bool(b)
        self.shared += len(a & b)
        self.a_labels += len(a)
        self.b_labels += len(b)

    @property
    def kappa(self) -> float:
        """Cohen's kappa of "has a predicate that decides it": agreement beyond what chance would give."""
        n = self.items
        if not n:
            return 1.0
        neither = n - self.a_some - self.b_some + self.both_some
        observed = (self.both_some + neither) / n
        chance = (self.a_some * self.b_some + (n - self.a_some) * (n - self.b_some)) / (n * n)
        return (observed - chance) / (1 - chance) if chance < 1 else 1.0

    def __str__(self) -> str:
        n = self.items or 1
        return (f"{self.items} items: the same predicates on {self.same} ({self.same / n:.2f}); a predicate by A on "
                f"{self.a_some}, by B on {self.b_some}, by both on {self.both_some} (kappa {self.kappa:.2f}); of A's "
                f"{self.a_labels} labels B gave {self.shared} ({self.shared / max(self.a_labels, 1):.2f}), of B's "
                f"{self.b_labels} A gave {self.shared} ({self.shared / max(self.b_labels, 1):.2f})")
