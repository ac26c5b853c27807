"""The term base mined from official translations: for each CR glossary term, keyword, curated term and recurring
phrase of the English card texts, how the official French and Japanese card texts render it, with how many texts
attest each rendering and example cards.

    rulings-kb mine-terms --db real.db --out data/terms/attested.csv

A rendering is a French word sequence (up to 6 words) or a Japanese character sequence (2 to 12 characters) found in
the official texts of the cards whose English text has the term, scored by Dice's coefficient between the two sets
of texts (2·both / (with the term + with the rendering)), as term-translation extraction from parallel text does
(Smadja, McKeown and Hatzivassiloglou 1996). data/terms/terms.csv stays the curated layer on top: its official
terms are kept whatever the counts say, and its forbidden renderings stay forbidden.
"""
from __future__ import annotations

import csv
import json
import random
import re
import sqlite3
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from mtg.official_texts import official_card_texts

FIELDS = ("en", "kind", "lang", "rendering", "attested", "texts", "dice", "examples")
GLOSSARY = "select distinct term from glossary where cr_version = (select max(cr_version) from cr_editions)"
# Reminder text, (…) or （…）, left out on both sides: "Unleash (You may have this creature enter…)" would make the
# reminder's words the best rendering of the keyword, and the keyword is what a translator looks up.
REMINDER = re.compile(r"[(（][^()（）]*[)）]")
EN_WORD = re.compile(r"[a-z]+|\d+")  # "owner's" holds the word owner
FR_WORD = re.compile(r"[^\W\d_][\w'’-]*", re.UNICODE)
JA_SPLIT = re.compile(r"[、。，．（）()「」『』〈〉《》：:；;！？!?\s\n{}0-9０-９+\-−/＋／]+")  # マナ・コスト is one term
SAMPLE = 150  # texts of a term read for candidate renderings (all of them are counted for the chosen ones)
CANDIDATES = 30  # the most frequent candidates of a term whose texts are counted
COMMON = 0.3  # a word in more than this share of a language's texts is a function word (de, la, を…)
MIN_ATTESTED = 1
MIN_DICE = 0.2
SECOND = 0.7  # another rendering besides the best needs at least this score (and 85 % of the best's)
RARE = (5, 0.5)  # a term in fewer texts than this needs at least this score: chance agrees with two texts easily


@dataclass(frozen=True)
class Rendering:
    """One attested rendering of an EN term in lang."""

    en: str
    kind: str
    lang: str
    rendering: str
    attested: int  # official texts whose EN has the term and whose translation has this rendering
    texts: int  # official texts whose EN has the term
    dice: float
    examples: tuple[str, ...]


@dataclass
class Corpus:
    """The official pairs of one language, indexed by EN word and by target word (FR) or character pair (JA)."""

    lang: str
    names: list[str]
    en: list[str]
    target: list[str]
    en_index: dict[str, set[int]]
    target_index: dict[str, set[int]]
    cache: dict[str, set[int]] = field(default_factory=dict)  # rendering -> texts, for the terms that share them

    @classmethod
    def read(cls, conn: sqlite3.Connection, lang: str) -> "Corpus":
        """Every official text of lang beside its card's English text."""
        rows = [(n, REMINDER.sub(" ", en).lower().replace("’", "'"), _fold(REMINDER.sub(" ", t), lang))
                for n, en, t in official_card_texts(conn, lang)]
        corpus = cls(lang, [r[0] for r in rows], [r[1] for r in rows], [r[2] for r in rows], defaultdict(set),
                     defaultdict(set))
        for i, (_, en, target) in enumerate(rows):
            for w in set(EN_WORD.findall(en)):
                corpus.en_index[w].add(i)
            for key in _keys(target, lang):
                corpus.target_index[key].add(i)
        return corpus

    def with_en(self, term: str) -> set[int]:
        """The texts whose English has the term as whole words."""
        words = EN_WORD.findall(term.lower())
        if not words:
            return set()
        found = set.intersection(*(self.en_index.get(w, set()) for w in words))
        pattern = re.compile(r"(?<![a-z])" + re.escape(term.lower().replace("’", "'")) + r"(?![a-z])")
        return {i for i in found if pattern.search(self.en[i])}

    def with_target(self, rendering: str) -> set[int]:
        """The texts whose translation has the rendering (whole words in French)."""
        if rendering not in self.cache:
            self.cache[rendering] = self._with_target(rendering)
        return self.cache[rendering]

    def common(self, rendering: str) -> bool:
        """Whether every word (FR) or character pair (JA) of the rendering is a common one: no term is only that."""
        most = COMMON * len(self.target)
        if self.lang == "ja" and len(rendering) == 1:
            return len(self.with_target(rendering)) > most
        return all(len(self.target_index.get(k, ())) > most for k in _keys(rendering, self.lang))

    def _with_target(self, rendering: str) -> set[int]:
        """with_target(), uncached."""
        keys = _keys(rendering, self.lang)
        if self.lang == "ja" and len(rendering) == 1:  # a kanji alone has no character pair: every text is read
            return {i for i, text in enumerate(self.target) if rendering in text}
        found = set.intersection(*(self.target_index.get(k, set()) for k in keys)) if keys else set()
        if self.lang == "ja":
            return {i for i in found if rendering in self.target[i]}
        pattern = re.compile(r"(?<!\w)" + re.escape(rendering) + r"(?!\w)")
        return {i for i in found if pattern.search(self.target[i])}


def _fold(text: str, lang: str) -> str:
    """NFKC for Japanese (full-width digits), lower case and straight apostrophes for French."""
    text = unicodedata.normalize("NFKC", text) if lang == "ja" else text.lower()
    return text.replace("’", "'")


def _keys(text: str, lang: str) -> set[str]:
    """What the target index holds for a text: its words (FR) or its character pairs (JA)."""
    if lang == "ja":
        return {text[i:i + 2] for i in range(len(text) - 1)}
    return set(FR_WORD.findall(text))


# French words no rendering begins or ends with: « sur le champ de bataille » is « champ de bataille » in context.
FR_FUNCTION = frozenset("de d' la le les l' du des un une votre vos son sa ses leur leurs à au aux en pour sur dans et "
                        "ou que qu' qui ne n' pas cette ce ces cet est se s' il elle ils elles vous y".split())
JA_SCRIPT = re.compile(r"[\u30a0-\u30ff]+|[\u3400-\u9fff々]+|[\u3040-\u309f]+|.", re.DOTALL)  # katakana, kanji, kana
HIRAGANA = re.compile(r"[\u3040-\u309f]")


def _ja_candidates(text: str) -> set[str]:
    """Japanese character sequences that may be a rendering: 2 to 12 characters beginning with kanji or katakana,
    starting and ending where a script run does (or inside a run of kanji, 各対戦相手 holding 対戦相手), never in the
    middle of a katakana word (ターン, not ーン); a kanji alone, a verb in kana."""
    out = set()
    for run in JA_SPLIT.split(text):
        chunks = [m.group() for m in JA_SCRIPT.finditer(run)]
        starts, ends, at = [], set(), 0
        for chunk in chunks:
            kanji = "\u3400" <= chunk[0] <= "\u9fff"
            if not HIRAGANA.match(chunk):
                starts += range(at, at + len(chunk)) if kanji else [at]
            ends.update(range(at + 1, at + len(chunk) + 1) if kanji else [at + len(chunk)])
            at += len(chunk)
        for a in starts:
            out.update(run[a:b] for b in ends if 2 <= b - a <= 12)
        # a kanji standing alone between kana is a word of its own (森, Forest; 山, Mountain), and so is a run of
        # kana that makes a verb (はずす, unattach)
        out.update(c for c in chunks if (len(c) == 1 and "\u3400" <= c <= "\u9fff") or
                   (len(c) >= 3 and HIRAGANA.match(c)))
    return out


def _candidates(texts: list[str], lang: str, longest: int) -> Counter:
    """Word sequences (FR, up to `longest` words, not beginning or ending with a function word) or character
    sequences (JA, _ja_candidates) of texts, each counted once a text."""
    counts: Counter = Counter()
    for text in texts:
        seen = set()
        if lang == "ja":
            seen = _ja_candidates(text)
        else:
            for clause in re.split(r"[.,;:()«»\"\n]+", text):
                words = FR_WORD.findall(clause)
                for a in range(len(words)):
                    if words[a] in FR_FUNCTION:
                        continue
                    for b in range(a + 1, min(len(words), a + longest) + 1):
                        if words[b - 1] not in FR_FUNCTION:
                            seen.add(" ".join(words[a:b]))
        counts.update(seen)
    return counts


def mine(corpus: Corpus, en: str, kind: str, rng: random.Random, keep: int = 3) -> list[Rendering]:
    """The renderings of one EN term in the corpus's language, best first (at most `keep`)."""
    texts = corpus.with_en(en)
    if len(texts) < MIN_ATTESTED:
        return []
    least = RARE[1] if len(texts) < RARE[0] else MIN_DICE
    sample = rng.sample(sorted(texts), min(SAMPLE, len(texts)))
    longest = min(6, len(en.split()) + 2)
    counts = _candidates([corpus.target[i] for i in sample], corpus.lang, longest)
    floor = max(2, len(sample) // 10) if len(sample) >= 5 else 1  # a rare term: its few texts say it
    scored = []
    ranked = counts.most_common() if len(texts) < RARE[0] else counts.most_common(3 * CANDIDATES)  # a rare term: all
    for candidate, n in [(c, n) for c, n in ranked if not corpus.common(c)][:CANDIDATES if len(texts) >= RARE[0]
                                                                           else None]:
        if n < floor:
            break
        having = corpus.with_target(candidate)
        both = len(texts & having)
        if both >= MIN_ATTESTED:
            scored.append((2 * both / (len(texts) + len(having)), both, candidate, texts & having))
    scored.sort(key=lambda s: (-s[0], -len(s[2])))  # at equal scores the longer: 対戦相手, not 対戦
    chosen: list[Rendering] = []
    for dice, both, candidate, where in scored:
        if dice < least or (chosen and (dice < max(0.85 * chosen[0].dice, SECOND) or both < 0.2 * len(texts))):
            break
        if any(overlap(candidate, c.rendering, corpus.lang) for c in chosen):
            continue  # « le vol » beside « vol », « fin du tour » beside « jusqu'à la fin du »: one rendering
        examples = tuple(sorted({corpus.names[i] for i in where})[:3])
        chosen.append(Rendering(en, kind, corpus.lang, candidate, both, len(texts), round(dice, 3), examples))
        if len(chosen) == keep:
            break
    if not chosen and (everywhere := [x for x in scored if x[1] == len(texts)]):
        # nothing scores enough, but something is printed in every one of the term's texts: the least common such
        # sequence ("Gold Token": 「金」, a kanji many other cards print too)
        dice, both, candidate, where = max(everywhere, key=lambda x: x[0])
        chosen.append(Rendering(en, kind, corpus.lang, candidate, both, len(texts), round(dice, 3),
                                tuple(sorted({corpus.names[i] for i in where})[:3])))
    return chosen


def overlap(a: str, b: str, lang: str) -> bool:
    """Whether two renderings share a word (FR) or overlap as strings (JA): the same rendering cut two ways."""
    if lang == "ja":  # a kanji or katakana in common: 督励 and 励された are one verb
        return bool({c for c in a if not HIRAGANA.match(c)} & {c for c in b if not HIRAGANA.match(c)})
    return bool(set(FR_WORD.findall(a)) & set(FR_WORD.findall(b)))


def recurring_phrases(corpus: Corpus, least: int = 150, most: int = 120) -> list[str]:
    """English word sequences of 3 to 5 words printed on at least `least` cards, the longest kept where a shorter one
    only ever appears inside it ("until end of turn", "enters the battlefield", "target creature you control")."""
    counts: Counter = Counter()
    for text in corpus.en:
        seen = set()
        for clause in re.split(r"[.,;:()\"\n]+", text):
            words = EN_WORD.findall(clause)
            for a in range(len(words)):
                for b in range(a + 3, min(len(words), a + 5) + 1):
                    seen.add(" ".join(words[a:b]))
        counts.update(seen)
    frequent = [(p, n) for p, n in counts.most_common() if n >= least]
    kept = [p for p, n in frequent if not any(p != q and p in q and m >= 0.9 * n for q, m in frequent)]
    return kept[:most]


def terms_to_mine(conn: sqlite3.Connection, curated: list[str]) -> list[tuple[str, str]]:
    """(EN term, kind): the newest CR's glossary terms (keywords among them), the curated terms."""
    glossary = [re.sub(r"\s*\(.*?\)$", "", t) for (t,) in conn.execute(GLOSSARY)]
    out = {t: "glossary" for t in glossary if t and len(t) > 2}
    out |= {t: "curated" for t in curated}
    return sorted(out.items())


def mine_all(db: Path, curated: list[str], progress=None) -> list[Rendering]:
    """Every attested rendering of the glossary terms, curated terms and recurring phrases in French and Japanese."""
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        terms = terms_to_mine(conn, curated)
        out: list[Rendering] = []
        for lang in ("fr", "ja"):
            corpus = Corpus.read(conn, lang)
            phrases = [(p, "phrase") for p in recurring_phrases(corpus) if p not in dict(terms)]
            rng = random.Random(0)
            for n, (en, kind) in enumerate(terms + phrases):
                out += mine(corpus, en, kind, rng)
                if progress:
                    progress(lang, n + 1, len(terms) + len(phrases))
        return out
    finally:
        conn.close()


def write(renderings: list[Rendering], out: Path) -> None:
    """The term base as CSV (FIELDS), sorted by term, language and attestation."""
    rows = sorted(renderings, key=lambda r: (r.en.lower(), r.lang, -r.attested))
    with out.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(FIELDS)
        for r in rows:
            writer.writerow([r.en, r.kind, r.lang, r.rendering, r.attested, r.texts, r.dice, json.dumps(list(r.examples),
                                                                                                   ensure_ascii=False)])
