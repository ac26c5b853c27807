"""The card a rulings page is about: a card's rulings page lists rulings of that card, most of which never name it.

A page names no card in a header, so its card is read from its rulings: the card named by the most of them,
ahead of every other card (counting first the rulings, then those naming it outside an example). A card named
only in examples ("For example, Bottomless Pool // Locker Room has a mana value of 6") must be named by at least
three rulings; a page whose cards are named once or twice each, and only in examples, is no card's page.
"""
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

PARENTHESES = re.compile(r"\([^()]*\)")
EXAMPLE = re.compile(r"(?:For example|For instance).*|(?:such as|perhaps due to)[^.]*\.?", re.IGNORECASE | re.DOTALL)
MIN_EXAMPLE_ONLY = 3  # rulings that name a card only in examples before the page counts as that card's


def outside_examples(text: str) -> str:
    """The text without its examples: parentheses, "For example …" to the end, "such as …" to the sentence end."""
    return EXAMPLE.sub(" ", PARENTHESES.sub(" ", text))


def page_card(texts: list[str], find: Callable[[str], list[tuple[str, str]]]) -> tuple[str, int] | None:
    """(oracle id, rulings naming it) of the card the page's EN rulings are about, or None when it is not clear.

    find(text) gives the (oracle id, name) of each card a text names.
    """
    named, outside = Counter(), Counter()
    for text in texts:
        cards = {oid for oid, _ in find(text)}
        named.update(cards)
        if cards:
            outside.update({oid for oid, _ in find(outside_examples(text))} & cards)
    if not named:
        return None
    ranked = sorted(named, key=lambda oid: (-named[oid], -outside[oid], oid))
    top = ranked[0]
    if len(ranked) > 1 and (named[top], outside[top]) == (named[ranked[1]], outside[ranked[1]]):
        return None
    if not outside[top] and named[top] < MIN_EXAMPLE_ONLY and len(ranked) > 1:
        return None
    return top, named[top]
