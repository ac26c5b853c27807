"""What changed in the CR from one edition to the next: rules added, removed or reworded.

A rule's text here is its whole printed text: callers pass the rule text with its examples
joined by newlines (`rule_texts` does this for parsed rules), so a rule whose only change is
in an example is "changed". Rules are compared by number alone: a renumbered rule shows as a
change at each number it moved through, as the CR's own numbering does; a removed rule whose words
stand at another number of the next edition names it (`moved_to`: 702.124p became 702.124n).
"""
from __future__ import annotations

import re
from collections.abc import Iterable


from ingest.records import Rule

NUMBER_PART = re.compile(r"\d+|\D+")
MOVED = 90  # rapidfuzz ratio (0-100) from which a removed rule's text is the same rule at a new number


def rule_order(number: str) -> tuple[tuple[int, int | str], ...]:
    """Sort key in CR order: numeric parts as numbers (701.9 < 701.10), a rule before its subrules."""
    return tuple((0, int(part)) if part.isdigit() else (1, part) for part in NUMBER_PART.findall(number))


def normalized(text: str) -> str:
    """The text with every run of whitespace made one space and the ends trimmed."""
    return " ".join(text.split())


def rule_texts(rules: Iterable[Rule]) -> dict[str, str]:
    """Rule number to its text with its examples on the following lines; the first of a repeated number wins."""
    texts: dict[str, str] = {}
    for rule in rules:
        texts.setdefault(rule.number, "\n".join([rule.text, *rule.examples]))
    return texts


def rule_changes(editions: dict[str, dict[str, str]]) -> list[dict]:
    """Rules added, removed or changed between each pair of consecutive editions (versions sorted)."""
    versions = sorted(editions)
    rows: list[dict] = []
    for before, after in zip(versions, versions[1:]):
        old, new = editions[before], editions[after]
        new_texts = {n: normalized(t) for n, t in new.items()}
        for number in sorted(old.keys() | new.keys(), key=rule_order):
            from_text, to_text = old.get(number), new.get(number)
            if from_text is None:
                change = "added"
            elif to_text is None:
                change = "removed"
            elif normalized(from_text) != normalized(to_text):
                change = "changed"
            else:
                continue
            rows.append({"from_version": before, "to_version": after, "number": number, "change": change,
                         "from_text": from_text, "to_text": to_text,
                         "moved_to": moved_to(from_text, new_texts) if change == "removed" else None})
    return rows


def moved_to(text: str, edition: dict[str, str]) -> str | None:
    """The number at which an edition (number -> normalized text) prints text again: the most alike rule, at least
    MOVED alike; or None."""
    from rapidfuzz import fuzz, process  # 0.02 s to import: only when two CR editions are compared

    found = process.extractOne(normalized(text), edition, scorer=fuzz.ratio, score_cutoff=MOVED)
    return found[2] if found else None
