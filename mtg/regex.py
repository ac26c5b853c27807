"""Regexes that skip to where a match can start.

Python's regex engine scans a pattern that opens with \\b, a lookbehind, or (case-blind) a letter by trying the
whole pattern at every character of the text; it only jumps ahead on its own when the pattern opens with a
character it can look for. quick() puts such a look-ahead in front: (?=[the characters a match can start
with]). The matches are the same (tests/test_regex.py compares them on labelled and generated texts); a search
of a ruling is up to 6 times faster, which the build feels: the QA checks run a few dozen searches a text.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import Generic, TypeVar

try:  # the engine's own parser (Python 3.11+): without it, patterns are simply left as they are
    from re import _constants as sre, _parser as sre_parse
except ImportError:  # pragma: no cover - another Python
    sre = sre_parse = None

CATEGORIES = {"CATEGORY_DIGIT": r"\d", "CATEGORY_NOT_DIGIT": r"\D", "CATEGORY_SPACE": r"\s",
              "CATEGORY_NOT_SPACE": r"\S", "CATEGORY_WORD": r"\w", "CATEGORY_NOT_WORD": r"\W"}


def quick(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """re.compile(pattern, flags), led by a look-ahead of its possible first characters when that helps."""
    return _led(pattern, flags, _parsed(pattern, flags))


def _led(pattern: str, flags: int, parsed) -> re.Pattern[str]:
    """quick() of a pattern already parsed (None: not parsed), compiled once: patterns are parsed once for all that is
    read from them (their first characters, their needles), where that took four parses and two compilations."""
    first = _first_of(parsed) if parsed is not None else None
    return re.compile(f"(?=[{''.join(sorted(first))}])(?:{pattern})" if first else pattern, flags)


def _parsed(pattern: str, flags: int):
    """The engine's parse of a pattern, or None (no parser here, or a pattern it refuses: re.compile says why)."""
    if sre_parse is None:
        return None
    try:
        return sre_parse.parse(pattern, flags)
    except Exception:  # noqa: BLE001 - a parser of another version, or a bad pattern: re.compile raises
        return None


# What Python's case-blind matching also takes for an ASCII letter that lower() does not make that letter (found by
# trying every code point; tests/test_regex.py tries them again): "ı" and "ſ", and "İ", which lower() makes "i̇".
FOLD = str.maketrans({"\u0131": "i", "\u017f": "s", "\u0307": None})
K = TypeVar("K")
SHORTEST_NEEDLE = 3  # a shorter literal is in most texts: not worth looking for (a CJK character counts two)


def fold(text: str) -> str:
    """Text lower-cased as a case-blind search sees it: where needles are looked for."""
    lowered = text.lower()
    if lowered.isascii() or not ("\u0131" in lowered or "\u017f" in lowered or "\u0307" in lowered):
        return lowered
    return lowered.translate(FOLD)


@dataclass(frozen=True)
class Gated:
    """A pattern and its needles: it matches only texts holding one of them (None: any text)."""

    compiled: re.Pattern[str] | None  # None: compiled from `later` when first searched with
    needles: frozenset[str] | None
    source: str = ""  # the pattern as written
    later: tuple = field(default=(), repr=False, compare=False)  # (pattern, flags, its parse)

    @cached_property
    def pattern(self) -> re.Pattern[str]:
        """The compiled pattern (a patch that tries one text compiles only the patterns whose needles it holds)."""
        return self.compiled if self.compiled is not None else _led(*self.later)


def gated(pattern: str, flags: int = 0, lazy: bool = False) -> Gated:
    """quick(pattern, flags) with its needles: most texts hold none of a pattern's words and are skipped unsearched.
    lazy: compiled when first searched with (not before the build's workers fork, which would each compile it).
    Made once a process for the same arguments, however given (the examples' check of a cue makes the linker's)."""
    return _gated(pattern, flags, lazy)


@lru_cache(maxsize=4096)  # the same patterns for every build of a process (a test run makes dozens)
def _gated(pattern: str, flags: int, lazy: bool) -> Gated:
    """gated(), its arguments given in full (lru_cache keys a call by how its arguments were given)."""
    parsed = _parsed(pattern, flags)
    return Gated(None if lazy else _led(pattern, flags, parsed), _needles_of(parsed) if parsed is not None else None,
                 pattern, (pattern, flags, parsed) if lazy else ())


class Gates(Generic[K]):
    """Gated patterns searched together: the needles of all of them looked for once in a text, then only the
    patterns holding one of those (and those without needles) searched."""

    def __init__(self, gates: dict[K, Gated], group: Callable[[K], Hashable] | None = None) -> None:
        """gates: key -> gated pattern, in the order candidates() keeps; group: what matches() names a key's match by,
        when several patterns stand for one thing (a predicate's cues, each behind its own needles: a text holding one
        cue's words is searched for that cue alone, where one pattern of them all was searched whole)."""
        self.gates = gates
        self.group = group
        self.by_needle: dict[str, list[K]] = {}
        for key, gate in gates.items():
            for needle in gate.needles or ():
                self.by_needle.setdefault(needle, []).append(key)
        self.needles = frozenset(self.by_needle)
        self.always = {key for key, gate in gates.items() if gate.needles is None}
        self.rank = {key: i for i, key in enumerate(gates)}
        self.longest = longest_needles(self.needles)
        # a needle found -> the keys of every needle it holds (those starting where it starts are its prefixes)
        self.keys_in = {needle: {key for other in self.needles if other in needle for key in self.by_needle[other]}
                        for needle in self.needles}

    def candidates(self, text: str) -> set[K]:
        """The keys of the patterns that may match text (every one that does is among them)."""
        found = set(self.always)
        for needle in set(self.longest.findall(fold(text))):
            found |= self.keys_in[needle]
        return found

    def matches(self, text: str) -> dict:
        """key -> the first match of its pattern, for every pattern that matches text, in the gates' order; with a
        group, group -> the match of its first pattern (in that order) that matches, the others not searched."""
        gates, group = self.gates, self.group
        ordered = sorted(self.candidates(text), key=self.rank.__getitem__)
        if group is None:
            return {key: m for key in ordered if (m := gates[key].pattern.search(text))}
        found: dict = {}
        for key in ordered:
            name = group(key)
            if name not in found and (m := gates[key].pattern.search(text)):
                found[name] = m
        return found


@lru_cache(maxsize=64)
def longest_needles(needles: frozenset[str]) -> re.Pattern[str]:
    """A pattern whose findall gives, at each place of a text, the longest needle starting there: the needles as a
    trie of alternatives (a(?:b(?:c)?)?), which the engine walks a character at a time, where testing each needle
    against the text took twice as long for the linker's 286 (the build's longest search)."""
    trie: dict = {}
    for needle in needles:
        node = trie
        for char in needle:
            node = node.setdefault(char, {})
        node[""] = {}  # a needle ends here

    def alternatives(node: dict) -> str:
        branches = [re.escape(char) + alternatives(child) for char, child in sorted(node.items()) if char]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 and "" not in node else f"(?:{'|'.join(branches)})"
        return body + "?" * ("" in node)  # greedy: the longer needle first, the shorter one if it fails
    return re.compile(f"(?=({alternatives(trie)}))" if trie else "(?!)")


def needles(pattern: str, flags: int = 0) -> frozenset[str] | None:
    """Lower-case literal strings one of which is in fold(text) whenever the pattern matches text, or None when
    the pattern has no such strings of SHORTEST_NEEDLE characters ("\\b(?:un)?lock(?:s|ed)?\\b" -> {"lock"})."""
    parsed = _parsed(pattern, flags)
    return _needles_of(parsed) if parsed is not None else None


def _needles_of(parsed) -> frozenset[str] | None:
    """needles() of a parsed pattern."""
    found = _needles(parsed.data)
    return frozenset(found) if found and _worth(found) >= SHORTEST_NEEDLE else None


def _worth(found: set[str]) -> int:
    """How rare the commonest of some needles is, roughly: its length, a character beyond ASCII counting two."""
    return min(len(needle) + sum(not c.isascii() for c in needle) for needle in found)


def _needles(items: list) -> set[str] | None:
    """The best needles of a sequence of parsed items: its longest literal run, or a group's needles if longer."""
    candidates, run = [], ""
    for op, av in items:
        if op is sre.LITERAL and _caseless_safe(chr(av)):
            run += chr(av).lower()
            continue
        if run:
            candidates.append({run})
        run = ""
        if op is sre.SUBPATTERN:
            found = _needles(av[3].data)
        elif op is sre.BRANCH:
            alternatives = [_needles(list(alternative)) for alternative in av[1]]
            found = set().union(*alternatives) if all(alternatives) else None
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, getattr(sre, "POSSESSIVE_REPEAT", None)) and av[0] >= 1:
            found = _needles(av[2].data)
        else:  # a class, any character, an assertion (a look-ahead's text may lie outside the match): no needle
            found = None
        if found:
            candidates.append(found)
    if run:
        candidates.append({run})
    return max(candidates, key=_worth, default=None)


def _caseless_safe(char: str) -> bool:
    """Whether fold() keeps every character a case-blind search takes for char: ASCII, a character without case,
    or one of Latin-1's accented letters (French's), which only their own capital matches."""
    return char.isascii() or char.lower() == char.upper() == char.casefold() == char or \
        "\u00c0" <= char.lower() <= "\u00fe" and char.lower() not in "\u00d7\u00df\u00f7"


def first_characters(compiled: re.Pattern[str]) -> set[str] | None:
    """Class items ("a", "\\d", "a-z") one of which starts every match, when the engine would not skip ahead
    by itself (the pattern opens with an assertion, or ignores case); None when unknown or not worth it."""
    parsed = _parsed(compiled.pattern, compiled.flags)
    return _first_of(parsed) if parsed is not None else None


def _first_of(parsed) -> set[str] | None:
    """first_characters() of a parsed pattern (its flags, inline ones included, are the parse's)."""
    flags, source = parsed.state.flags, parsed.state.str
    if flags & re.VERBOSE or source.startswith("(?") and source[2:3].isalpha():
        return None  # inline flags must stay first; a verbose pattern may end in a comment
    if parsed.data and parsed.data[0] in ((sre.AT, sre.AT_BEGINNING), (sre.AT, sre.AT_BEGINNING_STRING)):
        return None  # anchored: the engine tries the start only
    first, can_be_empty = _starts(parsed.data)
    if first is None or can_be_empty or not first or set(CATEGORIES.values()) & first:
        return None  # any text has a word or a space: a look-ahead for one would only slow the search down
    return first if flags & re.IGNORECASE or _opens_with_assertion(parsed.data) else None


def _opens_with_assertion(items: list) -> bool:
    """Whether some way through the pattern begins with \\b, ^ or a look-around."""
    if not items:
        return False
    op, av = items[0]
    if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
        return True
    if op is sre.SUBPATTERN:
        return _opens_with_assertion(av[3].data)
    if op is sre.BRANCH:
        return any(_opens_with_assertion(list(alternative)) for alternative in av[1])
    return False


def _starts(items: list) -> tuple[set[str] | None, bool]:
    """(class items a match of this sequence can start with, or None for any; whether it can match empty)."""
    first: set[str] = set()
    for op, av in items:
        found, empty = _start(op, av)
        if found is None:
            return None, False
        first |= found
        if not empty:
            return first, False
    return first, True


def _start(op, av) -> tuple[set[str] | None, bool]:
    """_starts for one element of a parsed pattern."""
    if op is sre.LITERAL:
        return {re.escape(chr(av))}, False
    if op is sre.IN:
        return _class_items(av), False
    if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
        return set(), True  # zero-width: the next element starts the match
    if op is sre.SUBPATTERN:
        _, add_flags, del_flags, sub = av
        return (None, False) if add_flags or del_flags else _starts(sub.data)
    if op is sre.BRANCH:
        first, empty = set(), False
        for alternative in av[1]:
            found, alternative_empty = _starts(list(alternative))
            if found is None:
                return None, False
            first, empty = first | found, empty or alternative_empty
        return first, empty
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, getattr(sre, "POSSESSIVE_REPEAT", None)):
        low, _, item = av
        found, empty = _starts(item.data)
        return found, empty or low == 0
    return None, False  # any character (., [^…]), a back-reference: no look-ahead


def _class_items(items: list) -> set[str] | None:
    """The items of a character class [...] as class source, or None for a negated one."""
    out = set()
    for op, av in items:
        if op is sre.LITERAL:
            out.add(re.escape(chr(av)))
        elif op is sre.RANGE:
            out.add(f"{re.escape(chr(av[0]))}-{re.escape(chr(av[1]))}")
        elif op is sre.CATEGORY and str(av) in CATEGORIES:
            out.add(CATEGORIES[str(av)])
        else:
            return None
    return out
