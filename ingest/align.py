"""Aligning translated rulings to their EN originals: a page's texts against the EN rulings of their date.

Each pair (translated text, EN ruling of the same date) is scored by what a faithful translation keeps:
numbers (digits or words, 二, 両方) and symbols, the cards it names (official FR/JA names or English),
game terms (data/terms), French cognates, length (as Gale–Church align sentences), and likeness to the
ruling's draft translation when there is one. A page is then aligned as bitext aligners do (bleualign):
first the anchors, texts whose best ruling the evidence alone makes sure of (and which is best for no
other text); then the whole page against the EN document most anchors come from, keeping its order (a
monotonic alignment), so order decides what the words alone cannot. A text no candidate clearly wins stays
unaligned (a ruling that needs its EN original): never a guess. On a crowded date only a shortlist is
scored, by numbers, symbols and length.
"""
from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Mapping
from functools import cache

from kb.qa.numbers import number_values, numbers_in
from kb.qa.symbols import SYMBOL
from kb.qa.terminology import checked_terms, uses_term
from mtg.regex import quick

# Length of a translation over its EN text, in characters, as ln(ratio): mean and spread (measured on the
# seed drafts: FR runs about 15 % longer, JA about 0.4 times as long).
LENGTH = {"fr": (math.log(1.15), 0.25), "ja": (math.log(0.42), 0.3)}
WEIGHTS = {"numbers": 1.0, "symbols": 1.0, "cards": 1.5, "terms": 1.5, "length": 1.0, "draft": 3.0, "cognates": 2.0}
COGNATES_FULL = 0.4  # the share of a French text's long-word stems an EN original typically shares
FLOOR = 0.0  # a pair whose evidence is against it on balance is never aligned
MARGIN = 0.5  # how much better the page's alignment must be with a pair than without it
ANCHOR, ANCHOR_MARGIN = 2.0, 1.0  # a text attached on evidence alone, before order is used: sure and far ahead
MANY_CANDIDATES = 60  # above this many EN rulings on a date, only those with the text's numbers and symbols
CROWDED, SHORTLIST = 24, 8  # above CROWDED candidates, only the SHORTLIST likeliest by numbers, symbols, length


BOTH = quick(r"\bboth\b", re.IGNORECASE)  # "both" is two, as 両方 and "les deux" are
WORD = quick(r"[A-Za-z]{5,}")  # words long enough to be cognates (the text is made ASCII first)


def _numbers(text: str, lang: str) -> Counter:
    """Every number of text, in digits or words (EN "both" as 2), as one multiset."""
    digits, words = numbers_in(text, lang)
    both = len(BOTH.findall(text)) if lang == "en" and "oth" in text.lower() else 0
    if not words and not both:
        return digits  # numbers_in's own multiset, shared: read, never changed
    total = Counter(digits)
    total.update(words)
    if both:
        total[2] += both
    return total


def _signature(numbers: Counter, symbols: Counter) -> tuple:
    """Numbers and symbols as a sorted, hashable pair."""
    return tuple(sorted(numbers.elements())), tuple(sorted(symbols.elements()))


def en_signature(text: str) -> tuple:
    """_signature of an EN text, made without multisets (every EN ruling of a crowded date gets one)."""
    folded = unicodedata.normalize("NFKC", text)
    digits, words = number_values(folded, "en")
    numbers = digits + words + [2] * len(BOTH.findall(folded))
    return tuple(sorted(numbers)), tuple(sorted(SYMBOL.findall(folded)))


def _stems(text: str) -> frozenset[str]:
    """The first four letters, accents removed, of each long word: FR and EN share them in cognates
    (effet/effect, alternatif/alternative, déterminer/determine)."""
    bare = unicodedata.normalize("NFKD", text.casefold()).encode("ascii", "ignore").decode()  # é -> e
    return frozenset({w[:4] for w in WORD.findall(bare)})


def _agreement(a: Counter | frozenset, b: Counter | frozenset) -> float | None:
    """1 when both hold the same things, 0 when they share nothing; None when both are empty (no evidence)."""
    if not a and not b:
        return None
    if a == b:
        return 1.0
    if not a or not b:
        return 0.0
    if isinstance(a, Counter):
        return sum((a & b).values()) / sum((a | b).values())
    return len(a & b) / len(a | b)


def _trigrams(text: str) -> Counter:
    """Character trigrams of the folded text, for likeness to a draft."""
    text = " ".join(unicodedata.normalize("NFKC", text).casefold().split())
    return Counter(text[i:i + 3] for i in range(max(len(text) - 2, 1)))


def _cosine(a: Counter, b: Counter) -> float:
    """Cosine of two trigram profiles."""
    dot = sum(n * b[g] for g, n in a.items() if g in b)
    norm = math.sqrt(sum(n * n for n in a.values()) * sum(n * n for n in b.values()))
    return dot / norm if norm else 0.0


class EnRuling:
    """An EN ruling as the aligner sees it: its id, date, text, place in its source, cards and drafts.

    What it is compared on is worked out when first needed and kept in slots: a build holds one per EN ruling
    of every translated date, a hundred thousand at scale."""

    __slots__ = ("id", "published", "text", "position", "cards", "drafts", "_terms_in", "_draft_trigrams",
                 "_numbers", "_symbols", "_stems", "_signature", "_log_length")

    def __init__(self, id: str, published: str, text: str, position: tuple[int, int],  # noqa: A002 - the ruling's id
                 cards: frozenset[str] = frozenset(), drafts: Mapping[str, str] | None = None,
                 signature: tuple | None = None) -> None:
        """position: (document id, line), the order of rulings on their EN page; cards: oracle ids of the cards it
        names or is filed under; drafts: lang -> draft translation; signature: en_signature(text), if known."""
        self.id, self.published, self.text, self.position = id, published, text, position
        self.cards, self.drafts = cards, drafts if drafts is not None else {}
        self._terms_in = self._draft_trigrams = None
        self._numbers = self._symbols = self._stems = self._log_length = None
        self._signature = signature

    @property
    def terms_in(self) -> dict[str, frozenset[str]]:
        """lang -> its EN terms with an official term in lang (filled by _en_terms)."""
        if self._terms_in is None:
            self._terms_in = {}
        return self._terms_in

    @property
    def draft_trigrams(self) -> dict[str, Counter]:
        """lang -> its draft's trigrams, once."""
        if self._draft_trigrams is None:
            self._draft_trigrams = {}
        return self._draft_trigrams

    @property
    def numbers(self) -> Counter:
        """Numbers in digits or words."""
        if self._numbers is None:  # the signature's numbers are the same multiset, "both" as 2 included
            self._numbers = Counter(self.signature[0])
        return self._numbers

    @property
    def stems(self) -> frozenset[str]:
        """Stems of its long words, for cognates."""
        if self._stems is None:
            self._stems = _stems(self.text)
        return self._stems

    @property
    def symbols(self) -> Counter:
        """Mana, tap and P/T symbols."""
        if self._symbols is None:
            self._symbols = Counter(self.signature[1])
        return self._symbols

    @property
    def signature(self) -> tuple:
        """Numbers and symbols as one hashable value, for the quick comparison of many candidates (the multisets
        themselves are made only for the rulings scored in full: a crowded date indexes every ruling)."""
        if self._signature is None:
            self._signature = en_signature(self.text)
        return self._signature

    @property
    def log_length(self) -> float:
        """ln of the text's length."""
        if self._log_length is None:
            self._log_length = math.log(max(len(self.text), 1))
        return self._log_length


class Aligner:
    """The EN rulings of a build, by date; align_page() attaches a page's translated texts to them."""

    def __init__(self, terms: tuple = (),
                 names_of: Callable[[str], dict[str, tuple[str, ...]]] = lambda oracle_id: {}) -> None:
        """terms: the game terms; names_of: oracle id -> lang ("en", "fr", "ja") -> names of the card."""
        self.by_date: dict[str, list[EnRuling]] = {}
        self.by_signature: dict[str, dict[tuple, list[EnRuling]]] = {}  # date -> signature -> its rulings
        self.terms = tuple(terms)
        self.names_of = cache(names_of)

    def add(self, ruling: EnRuling) -> None:
        """Index one EN ruling."""
        self.by_date.setdefault(ruling.published, []).append(ruling)

    def align_page(self, texts: list[tuple[str, str, str]]) -> list[str | None]:
        """For each (text, date, lang) of one page, in page order: the id of the EN ruling it translates, or None.

        First the texts the evidence alone attaches (a clear best, and the best text for that ruling); then
        the page is aligned against the EN document most of those come from, keeping its order (a monotonic
        alignment by dynamic programming, as bitext aligners do): a pair is kept only when every alignment
        without it, the text left out or given another ruling, is worse by MARGIN.
        """
        views = [_Text(text, lang, self) for text, _, lang in texts]
        found = [view.likeliest(self._candidates(view, published)) for view, (_, published, _) in zip(views, texts)]
        scores: list[dict[str, float]] = []
        for view, candidates in zip(views, found):
            if len(candidates) == 1 and view.signature_only:  # a crowded date: its numbers and symbols alone
                scores.append({candidates[0].id: ANCHOR + ANCHOR_MARGIN})
                continue
            view.named = view.cards_named(frozenset(oid for e in candidates for oid in e.cards))
            scores.append({e.id: score for e in candidates if (score := view.score(e)) >= FLOOR})
        by_id = {e.id: e for f in found for e in f}
        chosen = _clear_winners(scores)
        documents = Counter(by_id[rid].position[0] for rid in chosen if rid) or \
            Counter(by_id[max(s, key=s.get)].position[0] for s in scores if s)
        if not documents:
            return chosen
        document = documents.most_common(1)[0][0]  # the EN page this page translates, as far as order goes
        rulings = sorted((e for e in by_id.values() if e.position[0] == document), key=lambda e: e.position)
        column = {e.id: j for j, e in enumerate(rulings)}
        gain = [[None] * len(rulings) for _ in texts]  # what aligning text i to ruling j adds, if it may
        for i, found_scores in enumerate(scores):
            for rid, score in found_scores.items():
                if rid in column and chosen[i] in (None, rid):
                    gain[i][column[rid]] = score
        for i, j in enumerate(_monotonic(gain)):
            if chosen[i] is None and j is not None and rulings[j].id not in chosen:
                chosen[i] = rulings[j].id
        return chosen

    def _candidates(self, view: "_Text", published: str) -> list[EnRuling]:
        """The EN rulings of that date; on a crowded date, only those with the text's very numbers and symbols."""
        found = self.by_date.get(published, [])
        if len(found) <= MANY_CANDIDATES:
            return found
        if published not in self.by_signature:  # indexed once per crowded date
            index: dict[tuple, list[EnRuling]] = {}
            for e in found:
                index.setdefault(e.signature, []).append(e)
            self.by_signature[published] = index
        return self.by_signature[published].get(_signature(view.numbers, view.symbols), [])


def _clear_winners(scores: list[dict[str, float]]) -> list[str | None]:
    """Per text, the ruling whose score is at least ANCHOR, beats every other by ANCHOR_MARGIN, and which no
    other text scores as high."""
    top: dict[str, list[float]] = {}  # ruling -> its two best scores over the page's texts
    for found in scores:
        for rid, score in found.items():
            best = top.setdefault(rid, [float("-inf"), float("-inf")])
            if score > best[0]:
                best[:] = [score, best[0]]
            elif score > best[1]:
                best[1] = score
    chosen: list[str | None] = []
    for found in scores:
        ranked = sorted(found.items(), key=lambda kv: -kv[1])
        best = ranked[0] if ranked else None
        # no other text as high: this text's score is the ruling's best, and the second best is lower
        clear = best and best[1] >= ANCHOR and best[1] - (ranked[1][1] if len(ranked) > 1 else 0.0) >= ANCHOR_MARGIN \
            and top[best[0]][1] < best[1]
        chosen.append(best[0] if clear else None)
    return chosen


def _monotonic(gain: list[list[float | None]]) -> list[int | None]:
    """For each row (text), the column (EN ruling) of the best order-keeping alignment, kept where it clearly wins.

    before[i][j]: the best total aligning rows < i to columns < j; after[i][j]: rows >= i to columns >= j.
    A row's pair (i, j) is kept when the best total with it beats by MARGIN the best total without it
    (row i left out, or given any other column).
    """
    rows, cols = len(gain), len(gain[0]) if gain else 0
    before = [[0.0] * (cols + 1) for _ in range(rows + 1)]
    for i in range(rows):
        for j in range(cols):
            pair = before[i][j] + gain[i][j] if gain[i][j] is not None else 0.0
            before[i + 1][j + 1] = max(before[i][j + 1], before[i + 1][j], pair)
    after = [[0.0] * (cols + 1) for _ in range(rows + 1)]
    for i in range(rows - 1, -1, -1):
        for j in range(cols - 1, -1, -1):
            pair = after[i + 1][j + 1] + gain[i][j] if gain[i][j] is not None else 0.0
            after[i][j] = max(after[i + 1][j], after[i][j + 1], pair)
    chosen: list[int | None] = []
    for i in range(rows):
        with_pair = {j: before[i][j] + gain[i][j] + after[i + 1][j + 1] for j in range(cols) if gain[i][j] is not None}
        left_out = max(before[i][j] + after[i + 1][j] for j in range(cols + 1))
        if not with_pair:
            chosen.append(None)
            continue
        best = max(with_pair, key=with_pair.get)
        rival = max([left_out] + [total for j, total in with_pair.items() if j != best])
        chosen.append(best if with_pair[best] - rival >= MARGIN else None)
    return chosen


class _Text:
    """A translated text with what it is compared on, computed once."""

    def __init__(self, text: str, lang: str, aligner: Aligner) -> None:
        """Read text (in lang) for the comparisons."""
        self.text, self.lang, self.aligner = text, lang, aligner
        folded = unicodedata.normalize("NFKC", text)
        self.symbols = Counter(SYMBOL.findall(folded))
        self.numbers = _numbers(SYMBOL.sub(" ", folded), lang)
        self.folded = folded.replace("’", "'").casefold()
        self.stems = _stems(text) if lang == "fr" else frozenset()
        self._terms: frozenset[str] | None = None
        self._trigrams: Counter | None = None
        self.named: frozenset[str] = frozenset()  # the cards of the page's candidates the text names
        self.signature_only = False  # aligned on its numbers and symbols alone (a crowded date, a unique match)

    def likeliest(self, candidates: list[EnRuling]) -> list[EnRuling]:
        """The candidates worth scoring in full: all of a few; of many, those whose numbers and symbols agree
        first, then by how usual their length ratio is (cheap to compare, as the old signature index did)."""
        if len(candidates) <= CROWDED:
            return candidates
        numbers, symbols = _signature(self.numbers, self.symbols)
        here = math.log(max(len(self.text), 1)) - LENGTH.get(self.lang, (0.0, 1.0))[0]

        def cheap(e: EnRuling) -> tuple:
            return e.signature[0] != numbers, e.signature[1] != symbols, abs(here - e.log_length)
        ranked = sorted(candidates, key=cheap)
        # One ruling of that crowded date has its very numbers and symbols: the landed aligner's whole rule
        # (precision 1.00 on the held-out pages), taken as is where scoring every candidate would not scale.
        self.signature_only = bool(numbers or symbols) and ranked[0].signature == (numbers, symbols) != ranked[1].signature
        return ranked[:1] if self.signature_only else ranked[:SHORTLIST]

    def cards_named(self, cards: frozenset[str]) -> frozenset[str]:
        """Which of these cards the text names: by an official name in its language or the English one."""
        named = set()
        for oid in cards:
            names = self.aligner.names_of(oid)
            if any(n.replace("’", "'").casefold() in self.folded for n in names.get(self.lang, ()) + names.get("en", ())):
                named.add(oid)
        return frozenset(named)

    def terms(self) -> frozenset[str]:
        """The EN terms whose official term in this language the text uses."""
        if self._terms is None:
            folded = unicodedata.normalize("NFKC", self.text) if self.lang == "ja" else self.text.lower()
            self._terms = frozenset(t.term.en for t in checked_terms(self.aligner.terms, self.lang)
                                    if t.official_hint in folded  # most terms end here, cheaply
                                    and uses_term(self.text, t.official, self.lang))
        return self._terms

    def score(self, ruling: EnRuling) -> float:
        """How much the evidence says this text translates the ruling: each kind adds its weight times how far
        it is from no opinion (agreement 1 adds the weight, 0 takes it away); evidence neither text has adds 0."""
        return sum(WEIGHTS[k] * (2 * v - 1) for k, v in self.evidence(ruling).items() if v is not None)

    def evidence(self, ruling: EnRuling) -> dict[str, float | None]:
        """Each kind of evidence, from 0 (disagrees) to 1 (agrees), None when neither text has any."""
        return {
            "numbers": _agreement(self.numbers, ruling.numbers),
            "symbols": _agreement(self.symbols, ruling.symbols),
            "cards": _agreement(self.named, ruling.cards),
            "terms": _agreement(self.terms(), _en_terms(ruling, self.aligner.terms, self.lang)),
            "length": self._length(ruling),
            "draft": self._draft(ruling),
            "cognates": self._cognates(ruling),
        }

    def _cognates(self, ruling: EnRuling) -> float | None:
        """For French: the share of the text's long-word stems the EN text has too, scaled so 0.4 is full; only
        evidence for (from no opinion, 0.5, up to 1): a translation may use few cognates."""
        if self.lang != "fr" or not self.stems:
            return None
        return 0.5 + 0.5 * min(1.0, len(self.stems & ruling.stems) / len(self.stems) / COGNATES_FULL)

    def _length(self, ruling: EnRuling) -> float | None:
        """How usual the length ratio is for this language (1 at the mean, falling off as a Gaussian)."""
        if self.lang not in LENGTH or not ruling.text:
            return None
        mean, spread = LENGTH[self.lang]
        deviation = (math.log(max(len(self.text), 1) / len(ruling.text)) - mean) / spread
        return math.exp(-deviation * deviation / 2)

    def _draft(self, ruling: EnRuling) -> float | None:
        """Likeness to the ruling's draft translation in this language, when it has one."""
        draft = ruling.drafts.get(self.lang)
        if not draft:
            return None
        if self._trigrams is None:
            self._trigrams = _trigrams(self.text)
        if self.lang not in ruling.draft_trigrams:
            ruling.draft_trigrams[self.lang] = _trigrams(draft)
        return _cosine(self._trigrams, ruling.draft_trigrams[self.lang])


def _en_terms(ruling: EnRuling, terms: tuple, lang: str) -> frozenset[str]:
    """The EN terms (with an official term in lang) an EN ruling uses, found once per language."""
    if lang not in ruling.terms_in:
        lowered = ruling.text.lower()
        ruling.terms_in[lang] = frozenset(t.term.en for t in checked_terms(terms, lang)
                                          if t.hint in lowered and t.pattern.search(ruling.text))
    return ruling.terms_in[lang]
