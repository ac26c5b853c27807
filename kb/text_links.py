"""Links inside the texts the site shows: rule numbers to their CR pages (rules, glossary, rulings, card texts), and
the names of a ruling's cards to those cards.

A dotted number (`702.19b`, `309.2a`) is always a rule; a bare one only after a word that says so ("rule 309",
"See rule 309", "rules 601 and 602", "section 7", "règle 702", "CR 100"), so "100 damage" stays text. A card name
is linked where it stands whole (at word edges in Latin scripts; anywhere in Japanese, which has no spaces).
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from urllib.parse import quote

from markupsafe import Markup, escape

from mtg.search_text import CJK_RUN

Span = tuple[int, int, str]  # start, end, the address it links to

# "rule(s)/section(s)/règle(s)/CR" then numbers joined by commas, "and", "or", "et", "through" (CR 100.1: "rules
# 100 through 123"): every number of the run is linked.
NAMED = re.compile(r"\b(?:[Rr]ules?|[Ss]ections?|[Rr]ègles?|CR|[Cc]hapters?)\s+(?:\d{1,3}(?:\.\d+[a-z]?)?"
                   r"(?:(?:,\s*|\s+(?:and|or|et|ou|through|to|à)\s+)\d{1,3}(?:\.\d+[a-z]?)?)*)")
NUMBER = re.compile(r"\d{1,3}(?:\.\d+[a-z]?)?")
DOTTED_ALONE = re.compile(r"(?<![\w.])\d{3}\.\d+[a-z]?(?!\w)")


def rule_spans(text: str) -> list[tuple[int, int, str]]:
    """(start, end, number) of every rule number text refers to, in order, none overlapping."""
    spans: dict[int, tuple[int, int, str]] = {}
    for run in NAMED.finditer(text):
        head = run.group().split(None, 1)[0]
        for m in NUMBER.finditer(run.group(), len(head)):
            number = m.group()
            if "." in number or len(number) == 3 or (len(number) == 1 and head.lower().startswith("section")):
                spans[run.start() + m.start()] = (run.start() + m.start(), run.start() + m.end(), number)
    for m in DOTTED_ALONE.finditer(text):
        spans.setdefault(m.start(), (m.start(), m.end(), m.group()))
    out, end = [], -1
    for start in sorted(spans):
        if start >= end:
            out.append(spans[start])
            end = spans[start][1]
    return out


def name_spans(text: str, names: Iterable[tuple[str, str]]) -> list[Span]:
    """(start, end, href) of every whole occurrence of a (name, href) in text, longest names first."""
    spans = []
    for name, href in sorted(set(names), key=lambda n: -len(n[0])):
        if len(name) < 2 or name not in text:
            continue  # most names of a ruling's cards are not in a given text: no pattern made for them
        edge = "" if CJK_RUN.search(name) else r"\b"
        spans += [(m.start(), m.end(), href) for m in re.finditer(f"{edge}{re.escape(name)}{edge}", text)]
    return spans


def linked(text: str | None, names: Iterable[tuple[str, str]] = (), query: str = "", prefix: str = "/cr/") -> Markup:
    """Escaped text with every rule number it refers to made a link to that rule's page (query, e.g.
    "?edition=2025-11-14", added to each), and every (name, href) it holds a link to href."""
    if not text:
        return Markup("")
    text = str(text)
    spans = [(a, b, f"{prefix}{n}{query}") for a, b, n in rule_spans(text)] + name_spans(text, names)
    out, at = [], 0
    for start, end, href in sorted(spans, key=lambda s: (s[0], -s[1])):
        if start < at:
            continue  # inside a longer link already made
        out += [escape(text[at:start]), Markup('<a href="{}">{}</a>').format(href, text[start:end])]
        at = end
    out.append(escape(text[at:]))
    return Markup("").join(out)


def cr_links(text: str | None, query: str = "") -> Markup:
    """Escaped text with every rule number it refers to made a link (the Jinja filter kb_cr_links)."""
    return linked(text, (), query)


def card_href(name: str) -> str:
    """The readable address of a card by its name (/cards/<name>, which leads to its page)."""
    return "/cards/" + quote(name, safe="")
