"""The automatic linker: which predicates a ruling describes, inferred from its words.

A ruling is first filed under mechanics by their EN/FR/JA words (ingest/mechanics.py). Among those
mechanics' predicates, it is linked to the ones whose profile is most like it. A predicate's profile is
its parts: its name and doc line, each ruling its examples cite, each CR rule it implements; a text is
compared with each part (TF-IDF cosine over word stems) and a predicate scores the mean of its two
best parts, so a ruling like one of them counts in full, not diluted by the others, and one chance
likeness is not enough. French and Japanese texts are read through the terminology (FR/JA term -> EN term).
An EN text worded like a ruling labelled by hand (an exemplar, ingest/exemplars.py) also gets its predicates.
With a link model (ingest/link_model.py), an EN text's links are the model's, learned from the rulings labelled by hand,
and for the eight mechanics (link_model.LINKERS_OWN) the linker's own beside them. With hand labels
(ingest/hand_labels.py), an EN text a labeller saw is linked to the labeller's predicates, and inferred only for those
the labeller could not name.
"""
from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from functools import cached_property, lru_cache
from operator import itemgetter

from ingest.exemplars import EXEMPLAR_FLOOR, Exemplar, exemplar_index
from ingest.hand_labels import HandLabels, Labelled
from ingest.link_model import LINKERS_OWN, MODEL_SKIPS, LinkModel, features, written
from ingest.mechanics import GATES, TOPICS, filed_under, mechanics_in
from ingest.terms import to_english
from mtg.regex import Gates, gated
from mtg.terms import Term

WORD = re.compile(r"[a-z]+")
STOP = frozenset("""a an and are as at be been but by can could do does for from has have if in into is it
its it's not of on or that the their them then there these they this to was were when whenever which while
will with won't would you your you're only any each other than such also may must one two all""".split())
# Tuned together by bench/linker_tune.py on the seeds (each left out of its own profile), linker_heldout and
# linker_real_rulings; bench/eval/linker_real_rulings2.json, written apart later, reports (README).
BEST_PARTS = 2  # a predicate scores the mean of this many of its parts' cosines, the best ones
SCORE_FLOOR = 0.5  # below this a predicate is not linked unless it is its mechanic's best
RELATIVE = 0.7  # ... and only when it scores at least this share of the best score
FIRST_FLOOR = 0.3  # a mechanic's best predicate is linked when it scores above this
# A FR or JA text read through the terminology loses words: it is linked to its mechanics' best predicates only,
# only from this score, and only when that best one leads its mechanic's next by this margin: the terms a
# translation keeps often fit two predicates of a mechanic alike (by bench/linker_tune.py on bench/eval/align_tune,
# align_heldout and align_fresh: the most recall at a precision of 0.85; align_fresh2 reports).
TRANSLATED_FLOOR = 0.35
TRANSLATED_MARGIN = 0.08
# A rules topic (zones, targeting, combat…) files a ruling by words most rulings use ("target", "damage"): its
# predicates are linked only from this score (bench/linker_tune.py --topics on bench/eval/linker_topics_tune.json,
# the most rulings decided at a precision of 0.8; linker_topics_report.json reports).
TOPIC_FLOOR = 0.05


def stems(text: str) -> list[str]:
    """Lower-case word stems without stop words ("unlocked" -> "unlock", "copies" -> "copi")."""
    return [found for found in map(stem, WORD.findall(text.lower())) if found]


@lru_cache(maxsize=1 << 16)  # a corpus repeats a vocabulary of some thousand words
def stem(word: str) -> str:
    """A lower-case word without its plural or verb ending; "" for a stop word or one under 3 letters."""
    if word in STOP or len(word) < 3:
        return ""
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word


@dataclass(frozen=True)
class Link:
    """A ruling linked to a predicate, with how and why."""

    predicate: str
    method: str  # "inferred", or "labelled" (by hand, ingest/hand_labels.py); "curated" links are the examples'
    evidence: str
    score: float | None  # an inferred link's score or probability; none for a labelled one


@dataclass(frozen=True)
class Thresholds:
    """When a scored predicate is linked (the defaults are the tuned ones)."""

    floor: float = SCORE_FLOOR
    relative: float = RELATIVE
    first_floor: float = FIRST_FLOOR
    translated_floor: float = TRANSLATED_FLOOR
    translated_margin: float = TRANSLATED_MARGIN
    topic_floor: float = TOPIC_FLOOR
    exemplar_floor: float = EXEMPLAR_FLOOR


Scored = tuple[float, str, str, int | None]  # (score, predicate, mechanic, its best part: an index of vectors)


class PredicateLinker:
    """Links texts to predicates by mechanic words, then by similarity to the parts of each predicate's profile."""

    def __init__(self, profiles: dict[str, tuple[str, list[str]]], terms: list[Term] | None = None,
                 cues: dict[str, tuple[str, ...]] | None = None, exemplars: list[Exemplar] | None = None,
                 link_model: LinkModel | None = None, hand: HandLabels | None = None, **tuning: float) -> None:
        """profiles: predicate name -> (mechanic, the texts of its profile's parts); cues: a rules topic's predicate ->
        the patterns of the words its rulings use (it is linked only to a text one of them finds); exemplars: rulings
        labelled by hand (an EN text worded like one gets its predicates); link_model: links an EN text to the
        predicates it learned but the seed mechanics' (link_model.MODEL_SKIPS), beside the linker's own links of the
        eight mechanics (link_model.LINKERS_OWN); hand: the rulings labelled by hand, each EN text a labeller saw
        linked to their predicates (inferred only for those they could not name); tuning: Thresholds' fields."""
        self.thresholds = Thresholds(**tuning)
        self.link_model = link_model
        self.hand = hand
        self._newer: dict[frozenset[str], frozenset[str]] = {}  # a set's predicates -> the predicates made since
        unknown = sorted({p for e in exemplars or () for p in e.predicates} - set(profiles))
        if unknown:
            raise ValueError(f"exemplars name predicates that don't exist: {unknown}")
        self.exemplars = exemplar_index(tuple(exemplars), stems) if exemplars else None
        # each cue a pattern led by the characters a match can start with and searched only in texts holding one of
        # its literal words (mtg/regex.py): the cues searched in every text were most of the real corpus's linking
        self.cues = cue_gates(cues or {})
        self.cued = frozenset(cues or ())  # the predicates that have cues
        self.mechanic_of = {name: mech for name, (mech, _) in profiles.items()}
        self.terms = terms or []
        parts = [(name, bag) for name, (_, texts) in profiles.items() for text in texts
                 if (bag := Counter(stems(text)))]  # a part without a word left is no part
        # word weights from the parts of the mechanics' predicates their words alone link: the rules topics' many parts,
        # and those of predicates only their cues link, would reweigh the words the others were tuned on (a copy
        # predicate added with cues cost the held-out set a room link); a word only they use weighs as the rarest
        own = [bag for name, bag in parts if self.mechanic_of[name] not in TOPICS and name not in (cues or {})]
        frequency = Counter(word for bag in own for word in bag)
        rarest = math.log(1 + len(own)) + 1
        self.idf = {word: rarest for _, bag in parts for word in bag}
        self.idf.update({word: math.log((1 + len(own)) / (1 + n)) + 1 for word, n in frequency.items()})
        self.vectors = [(name, self._weigh(bag)) for name, bag in parts]
        self.part_count = Counter(name for name, _ in parts)
        self.names_of: dict[str, list[str]] = {}  # mechanic -> its predicates
        for name, mechanic in self.mechanic_of.items():
            self.names_of.setdefault(mechanic, []).append(name)
        self.postings: dict[str, dict[str, list[tuple[int, float]]]] = {}  # mechanic -> word -> (part, weight)
        for part, (name, vector) in enumerate(self.vectors):
            for word, weight in vector.items():
                self.postings.setdefault(self.mechanic_of[name], {}).setdefault(word, []).append((part, weight))

    def fingerprint(self) -> tuple:
        """What the links depend on besides the text: the parts' vectors, terms, thresholds, cues and exemplars."""
        return ([(name, sorted(vector.items())) for name, vector in self.vectors], sorted(self.mechanic_of.items()),
                self.terms, BEST_PARTS, self.thresholds,
                sorted((key, cue.source) for key, cue in self.cues.gates.items()),
                [] if self.exemplars is None else self.exemplars.exemplars,
                None if self.link_model is None else self.link_model.fingerprint(),
                None if self.hand is None else self.hand.digest)

    def _weigh(self, bag: Counter) -> dict[str, float]:
        """TF-IDF weights, normalized to unit length."""
        vector = {w: (1 + math.log(n)) * self.idf.get(w, 0.0) for w, n in bag.items()}
        norm = math.sqrt(sum(v * v for v in vector.values())) or 1.0
        return {w: v / norm for w, v in vector.items()}

    def vector(self, english: str) -> dict[str, float]:
        """A text's TF-IDF vector over word stems."""
        return self._weigh(Counter(stems(english)))

    def mechanics(self, text: str, lang: str = "en", filed: dict[str, str] | None = None) -> tuple[str, dict[str, str]]:
        """The text in English words (through the terminology) and the mechanics it is filed under (id -> evidence).

        filed: for an EN text, the mechanics the build already found in it, not searched again.
        """
        english = to_english(text, lang, self.terms)
        if filed is not None and lang == "en":
            return english, filed
        return english, dict(mechanics_in(english) + ([] if lang == "en" else mechanics_in(text)))

    def scores(self, vector: dict[str, float], mechanics: set[str] | dict[str, str]) -> list[Scored]:
        """Every predicate of these mechanics scored against a text's vector, best first: a predicate's score is the
        mean of its BEST_PARTS best parts' cosines (of all its parts, when it has fewer)."""
        cosine: defaultdict[int, float] = defaultdict(float)  # part -> its cosine with the text
        for mechanic in mechanics:
            postings = self.postings.get(mechanic, {})
            for word, weight in vector.items():
                for part, theirs in postings.get(word, ()):
                    cosine[part] += weight * theirs
        by_name: dict[str, list[tuple[float, int]]] = {name: [] for m in mechanics for name in self.names_of.get(m, ())}
        for part, score in cosine.items():
            by_name[self.vectors[part][0]].append((score, part))
        scored = []
        for name, found in by_name.items():
            best = sorted(found, reverse=True)[:BEST_PARTS]
            score = sum(s for s, _ in best) / min(BEST_PARTS, self.part_count[name]) if best else 0.0
            scored.append((score, name, self.mechanic_of[name], best[0][1] if best else None))
        return sorted(scored, key=lambda s: (-s[0], s[1]))

    def link(self, text: str, lang: str = "en", filed: dict[str, str] | None = None) -> list[Link]:
        """The predicates text describes, best first (empty when it names none of our mechanics and no cue finds it),
        each with the words its best part shares with the text; filed as in mechanics()."""
        labelled = self.hand.of(text) if self.hand is not None and lang == "en" else None
        if labelled is not None and not self.newer(labelled):
            return self.hand_links(labelled)  # nothing to infer: the text is not read
        english, found = self.mechanics(text, lang, filed)
        return self._beside_hand(labelled, self._linked(english, lang, found, set(self.cues.matches(english)),
                                                        self._inferable(labelled)))

    def newer(self, labelled: Labelled) -> frozenset[str]:
        """The predicates a text's labeller could not name (made since): the ones still inferred for it."""
        if labelled.known not in self._newer:
            self._newer[labelled.known] = frozenset(self.mechanic_of) - labelled.known
        return self._newer[labelled.known]

    def hand_links(self, labelled: Labelled) -> list[Link]:
        """A labelled text's links: its labeller's predicates (those that still exist)."""
        return [Link(name, "labelled", f"a labeller's judgement, apart from the linker, in {labelled.labelled_in} "
                     "(bench/eval)", None) for name in labelled.predicates if name in self.mechanic_of]

    def _inferable(self, labelled: Labelled | None) -> frozenset[str] | None:
        """The predicates worth inferring for a text: those its labeller could not name (None: every one, for a text no
        labeller saw); the others' links would be dropped beside the labeller's (_beside_hand)."""
        return None if labelled is None else self.newer(labelled)

    def _beside_hand(self, labelled: Labelled | None, inferred: list[Link]) -> list[Link]:
        """A text's links: inferred ones alone if no labeller saw it, else the labeller's and those inferred of the
        predicates they could not name."""
        if labelled is None:
            return inferred
        newer = self.newer(labelled)
        return self.hand_links(labelled) + [link for link in inferred if link.predicate in newer]

    @cached_property
    def reading(self) -> Gates:
        """The mechanics' and the cues' patterns searched for together, one look for their words, not two (made when
        first used: only the build's reading of EN texts, 20 ms a linker, needs them)."""
        return Gates({**{("mechanic", key): gate for key, gate in GATES.gates.items()},
                      **{("cue", *key): gate for key, gate in self.cues.gates.items()}}, group=_kind_and_name)

    def file_and_link(self, text: str) -> tuple[list[tuple[str, str]], list[Link]]:
        """An EN text's mechanics (as mechanics_in files it) and its links: the mechanics' and the cues' patterns
        searched for in one pass (two passes took 0.3 s more of the real corpus's build); a text a labeller saw, all of
        whose predicates they could name, is only filed."""
        labelled = self.hand.of(text) if self.hand is not None else None
        if labelled is not None and not self.newer(labelled):
            return mechanics_in(text), self.hand_links(labelled)
        matches = self.reading.matches(text)
        filed = filed_under((key, match) for (kind, key), match in matches.items() if kind == "mechanic")
        return filed, self._beside_hand(labelled, self._linked(text, "en", dict(filed),
                                                               {key for kind, key in matches if kind == "cue"},
                                                               self._inferable(labelled)))

    def _linked(self, english: str, lang: str, found: dict[str, str], cued: set[str],
                only: frozenset[str] | None = None) -> list[Link]:
        """link() of a text in English words, filed under found and found by the cues of cued; with only, the links
        to those predicates alone (the others' are left unmade, not dropped: 2,700 labelled texts of the real corpus
        are read for a few newer predicates)."""
        words = stems(english)
        if lang != "en" or self.link_model is None:
            return self._proposed(words, lang, found, cued)
        # the eight mechanics' links as the linker makes them, then the model's beside them
        own = only is None or any(self.mechanic_of[name] in LINKERS_OWN for name in only)  # only: newer()'s names
        mine = self._proposed(words, lang, {m: e for m, e in found.items() if m in LINKERS_OWN},
                              {name for name in cued if self.mechanic_of[name] in LINKERS_OWN}) if own else []
        linked = {link.predicate for link in mine}
        modelled = [(name, chance, reasons)
                    for name, chance, reasons in self.link_model.linked(features(words, cued, found, written(english)),
                                                                        only)
                    if name not in linked and name in self.mechanic_of and self.mechanic_of[name] not in MODEL_SKIPS
                    and chance >= self.link_model.floor_for(self.mechanic_of[name])]
        if modelled:  # each stem as the text first says it, for the evidence (most texts get no model link)
            said: dict[str, str] = {}
            for word in WORD.findall(english.lower()):
                said.setdefault(stem(word), word)
            mine += [Link(name, "inferred", f"the link model learned from the rulings labelled by hand: probability "
                          f"{chance:.2f}, most from {', '.join(dict.fromkeys(_shown(r, said) for r in reasons))}",
                          round(chance, 4)) for name, chance, reasons in modelled]
        return mine

    def inputs(self, text: str) -> frozenset[str]:
        """An EN text's inputs to the link model as the build reads the text (for the model's learning)."""
        english, found = self.mechanics(text)
        return features(stems(english), self.cues.matches(english), found, written(english))

    def _proposed(self, words: list[str], lang: str, found: dict[str, str], cued: set[str]) -> list[Link]:
        """The linker's own links of a text (its English words' stems), filed under found and found by the cues of
        cued."""
        found = {**{self.mechanic_of[name]: "a cue" for name in sorted(cued)}, **found}
        if not found:  # neither filed nor cued: nothing to score, and an exemplar links only to what it is filed under
            return []
        like = self._like_exemplar(words, found, self.thresholds.exemplar_floor) if lang == "en" else []
        # a rules topic's predicates, and any other with cues, are linked only to a text their cues find: a topic none
        # of whose predicates' cues found the text has nothing to score (most real rulings name a topic in passing)
        scoring = {m for m in found if m not in TOPICS} | {self.mechanic_of[name] for name in cued}
        links: list[Link] = []
        if scoring:
            vector = self._weigh(Counter(words))
            scored = [s for s in self.scores(vector, scoring)
                      if s[1] in cued or (s[2] not in TOPICS and s[1] not in self.cued)]
            for score, name, mechanic, part in choose(scored, lang, self.thresholds, cued):
                shared = sorted(((vector[w] * weight, w) for w, weight in self.vectors[part][1].items() if w in vector),
                                reverse=True)
                links.append(Link(name, "inferred", f"{mechanic} word {found[mechanic]!r}; similar words: "
                                  f"{', '.join(w for _, w in shared[:4])} (score {score:.2f})", round(score, 4)))
        linked = {link.predicate for link in links}
        return links + [link for link in like if link.predicate not in linked]

    def _like_exemplar(self, words: list[str], filed: dict[str, str], floor: float) -> list[Link]:
        """The predicates of the labelled ruling most like an EN text (its word stems), when it is like enough
        (ingest/exemplars.py), of the mechanics and topics the text is filed under: a like wording on another subject is
        no link."""
        nearest = self.exemplars.nearest(words, floor) if self.exemplars else None
        if not nearest:
            return []
        score, exemplar = nearest
        said = exemplar.text if len(exemplar.text) <= 80 else exemplar.text[:80].rsplit(" ", 1)[0] + "…"
        return [Link(name, "inferred", f"worded like a ruling of {exemplar.card} labelled by hand "
                     f"({exemplar.labelled_in}): “{said}” (similarity {score:.2f})", round(score, 4))
                for name in exemplar.predicates if self.mechanic_of[name] in filed]


def cue_gates(cues: dict[str, tuple[str, ...]], lazy: bool = False) -> Gates[tuple[str, int]]:
    """Each predicate's cues, each a case-blind pattern behind its own needles (mtg/regex.py), matches() naming the
    predicate: a text is searched only for the cues whose words it holds, and for none of a predicate once one found
    it (one pattern of all a predicate's cues, searched whole whenever one's words were there, took a fifth more of the
    linker's search); lazy: each compiled when a text first holds its needles (a patch trying one text compiles
    a few)."""
    return Gates({(name, i): gated(pattern, re.IGNORECASE, lazy)
                  for name, patterns in cues.items() for i, pattern in enumerate(patterns)}, group=itemgetter(0))


def cue_needles(cues: Gates) -> list[tuple[str, list[str] | None]]:
    """Each cue of cue_gates() as (pattern, its needles or None): what a patch reads to see whether a text can be
    cued without parsing the patterns again (ingest/patch.py)."""
    return [(gate.source, sorted(gate.needles) if gate.needles is not None else None) for gate in cues.gates.values()]


def _shown(name: str, said: dict[str, str]) -> str:
    """A link model's input as its evidence names it: a cue's predicate, a mechanic filed under, or the text's words
    (said: each stem as the text says it, "resolv" -> "resolves")."""
    if name.startswith("cue:"):
        return f"a cue of {name[4:]}"
    if name.startswith("in:"):
        return f"filed under {name[3:]}"
    if name.startswith("w:"):
        return repr(name[2:])
    return repr(" ".join(said.get(part, part) for part in name.split()))


def _kind_and_name(key: tuple) -> tuple:
    """What the reading's matches() names a key by: ("mechanic", its key) as it is, ("cue", the predicate) for each cue
    (whose key is ("cue", the predicate, its number))."""
    return key[:2]


def choose(scored: list[Scored], lang: str, thresholds: Thresholds, cued: set[str] = frozenset()) -> list[Scored]:
    """The predicates kept of a best-first list: each mechanic's best one above first_floor, and any other at
    least floor and relative times the best score; for a translated text only its mechanics' best ones, from
    translated_floor and translated_margin ahead of the next; a rules topic's only from topic_floor, as is a
    mechanic's best predicate its cues found (cued: a phrasing of its question is more than its words' likeness)."""
    t = thresholds
    chosen, best_of, best_cued = [], set(), set()
    top = scored[0][0] if scored else 0.0
    runner_up = {} if lang == "en" else _runners_up(scored)
    for entry in scored:
        score, name, mechanic, _ = entry
        if mechanic in TOPICS:  # a rules topic's best cued predicate, from topic_floor
            if score >= t.topic_floor and mechanic not in best_of:
                best_of.add(mechanic)
                chosen.append(entry)
            continue
        if name in cued and lang == "en" and score >= t.topic_floor and mechanic not in best_cued:
            best_cued.add(mechanic)  # a mechanic's best cued predicate, as a topic's
            best_of.add(mechanic)
            chosen.append(entry)
            continue

        if lang != "en" and (mechanic in best_of or score < t.translated_floor or
                             score - runner_up.get(mechanic, 0.0) < t.translated_margin):
            best_of.add(mechanic)  # a translated text's mechanic gets its best predicate or none
            continue
        first = mechanic not in best_of and score > t.first_floor
        if first or (score >= t.floor and score >= t.relative * top):
            best_of.add(mechanic)
            chosen.append(entry)
    return chosen


def _runners_up(scored: list[Scored]) -> dict[str, float]:
    """The second-best score of each mechanic in a best-first list (0 when it has one predicate)."""
    seen: dict[str, int] = {}
    runner_up: dict[str, float] = {}
    for score, _, mechanic, _ in scored:
        seen[mechanic] = seen.get(mechanic, 0) + 1
        if seen[mechanic] == 2:
            runner_up[mechanic] = score
    return runner_up
