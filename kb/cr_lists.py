"""Lists the Comprehensive Rules spell out, read from the newest shipped edition: creature types (205.3m),
ability words (207.2c), keyword abilities (702.x) and keyword actions (701.x).

Read by content (ingest's CR parser) once per process, so a new edition in data/cr updates them.
"""
from __future__ import annotations

import re
from functools import cache

from ingest.paths import DATA_DIR


@cache
def newest_rules() -> dict[str, str]:
    """Rule number -> text of the newest CR edition under data/cr."""
    from ingest.build import read_document

    editions = {}
    for path in sorted((DATA_DIR / "cr").glob("*.txt")):
        _, parsed = read_document(path)
        if parsed.format == "comprehensive_rules" and parsed.cr_version:
            editions[parsed.cr_version] = {r.number: r.text for r in parsed.rules}
    if not editions:
        raise LookupError(f"no Comprehensive Rules edition in {DATA_DIR / 'cr'}")
    return editions[max(editions)]


def _listed(text: str, introduced_by: str) -> tuple[str, ...]:
    """The items of the enumeration "… <introduced_by> A, B, and C." in a rule's text."""
    tail = text.split(introduced_by, 1)[1].split(".")[0]
    return tuple(item.strip() for item in re.split(r",\s*(?:and\s+)?", tail) if item.strip())


@cache
def creature_types() -> frozenset[str]:
    """Every creature type (205.3m: "One creature type is two words long: Time Lord. All other … are one word long: …")."""
    text = newest_rules()["205.3m"]
    two_words = re.findall(r"two words long: ([^.]+)\.", text)
    return frozenset(_listed(text, "one word long:")) | {t.strip() for t in two_words}


@cache
def ability_words() -> frozenset[str]:
    """Every ability word (207.2c: "The ability words are …")."""
    return frozenset(_listed(newest_rules()["207.2c"], "The ability words are"))


def _titles(section: str) -> dict[str, str]:
    """Name (lower case) -> number of each titled rule of a section: "702.142" "Boast" -> {"boast": "702.142"}."""
    pattern = re.compile(rf"{re.escape(section)}\.\d+")
    return {text.strip().lower(): number for number, text in newest_rules().items()
            if pattern.fullmatch(number) and len(text) < 60}


@cache
def keyword_abilities() -> dict[str, str]:
    """Every keyword ability with its rule (702.2 Deathtouch … 702.178 Max Speed)."""
    return _titles("702")


@cache
def keyword_actions() -> dict[str, str]:
    """Every keyword action with its rule (701.2 Activate … )."""
    return _titles("701")
