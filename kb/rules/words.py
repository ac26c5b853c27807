"""The words a predicate's string argument is given in: each choice by its name or by the words its docstring and
rulings use for it ("regenerated", "destroy all creatures"), so that a call written from the doc is understood."""
from __future__ import annotations

from collections.abc import Iterable, Mapping


def plain(words: str) -> str:
    """Lower case, straight apostrophes, one space between words."""
    return " ".join(words.lower().replace("’", "'").split())


def choice(words: str, known: Iterable[str], aliases: Mapping[str, str] | None = None) -> str | None:
    """The known choice that words name, as given or by an alias (None when neither)."""
    said = plain(words)
    if said in known:
        return said
    return (aliases or {}).get(said)
