"""Matching CR rules and glossary senses quoted on pages to the CR editions we ship."""
from __future__ import annotations

import re
from dataclasses import dataclass

from ingest.records import CrExcerpt, Problem, WARNING

SPACE = re.compile(r"\s+")


def same_wording(a: str, b: str) -> bool:
    """Equal once runs of white space are folded."""
    return SPACE.sub(" ", a).strip() == SPACE.sub(" ", b).strip()


@dataclass
class CrIndex:
    """The shipped CR editions, newest first: rule texts by number and glossary senses."""

    rules: dict[str, dict[str, str]]  # version -> number -> text
    glossary: dict[str, list[tuple[str, int, str]]]  # version -> (term, sense, text)

    @property
    def versions(self) -> list[str]:
        """Edition versions, newest first."""
        return sorted(self.rules, reverse=True)


def match_excerpt(excerpt: CrExcerpt, index: CrIndex) -> tuple[dict, Problem | None]:
    """The cr_excerpts row for an excerpt, and a warning when its wording or number is not in the CR."""
    row = {"kind": excerpt.kind, "ref": excerpt.ref, "text": excerpt.text,
           "cr_version": None, "rule_number": None, "glossary_term": None}
    if excerpt.kind == "glossary":
        for version in index.versions:
            for term, sense, text in index.glossary[version]:
                if sense == int(excerpt.ref) and same_wording(text, excerpt.text):
                    return row | {"status": "exact", "cr_version": version, "glossary_term": term}, None
        return row | {"status": "unknown"}, Problem(
            excerpt.line, WARNING, "cr_glossary_unknown",
            f"glossary sense {excerpt.ref} {excerpt.text[:60]!r} is in no shipped CR edition's glossary")
    holding = [v for v in index.versions if excerpt.ref in index.rules[v]]
    exact = [v for v in holding if same_wording(index.rules[v][excerpt.ref], excerpt.text)]
    if exact:
        return row | {"status": "exact", "cr_version": exact[0], "rule_number": excerpt.ref}, None
    if holding:
        version = holding[0]
        official = SPACE.sub(" ", index.rules[version][excerpt.ref])
        quoted = SPACE.sub(" ", excerpt.text)
        at = next((i for i, (a, b) in enumerate(zip(official, quoted)) if a != b), min(len(official), len(quoted)))
        return row | {"status": "differs", "cr_version": version, "rule_number": excerpt.ref}, Problem(
            excerpt.line, WARNING, "cr_excerpt_differs",
            f"CR {excerpt.ref} as quoted differs from the {version} edition at character {at}: "
            f"page has {quoted[at:at + 40]!r}, CR has {official[at:at + 40]!r}")
    return row | {"status": "unknown"}, Problem(
        excerpt.line, WARNING, "cr_excerpt_unknown", f"CR {excerpt.ref} is in no shipped CR edition")
