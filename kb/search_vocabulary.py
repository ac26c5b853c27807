"""The words the search knows beside its full-text index, read once per database file: card names in EN/FR/JA
(exact names, "did you mean", completion, titles in the reader's language), the terminology (`terms`: FR/JA terms
searched with their English one, renderings the terminology forbids pointed to the official term), glossary terms,
mechanics (their names and the words their rulings were filed under by), mana values and colors of mana costs, and
what rule: needs (the newest CR's numbers, the rules each predicate cites).

Held in memory: about 66,000 names and 900 mana costs for the 23,000 cards of the real corpus (a few MB, read in
under a second at the first search); an immutable or unchanged file is read once, a rebuilt one again.
"""
from __future__ import annotations

import bisect
import json
import threading
from collections import defaultdict
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process

from kb.immutable_cache import file_of
from kb.model import ManaCost
from kb.rules.cost import COLOR_SYMBOLS, COLORS, mana_value
from mtg.search_text import CJK_RUN, name_key

SPLIT_COST = frozenset({"split", "aftermath"})  # 709.4: a split card's mana value and colors are both halves'
SUGGEST_AT = 80  # rapidfuzz ratio (0-100) a name or term needs to be offered as "did you mean"
COMPLETIONS = 10


@dataclass(frozen=True)
class Suggestion:
    """A "did you mean": the text to search instead, its language, why (a card name, a term, the official term)."""

    text: str
    lang: str
    why: str  # "name", "term", "official term"
    note: dict = field(default_factory=dict, compare=False)  # official term: {"word", "en"}


@dataclass(frozen=True)
class Completion:
    name: str
    lang: str
    oracle_id: str


@dataclass
class Vocabulary:
    """Names, terms, mechanics and mana costs of one database (see the module's doc)."""

    cards: dict[str, tuple[str, str]] = field(default_factory=dict)  # oracle_id -> (EN name, kind)
    by_key: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))  # name_key -> oracle ids
    titles: dict[str, dict[str, str]] = field(default_factory=lambda: defaultdict(dict))  # oid -> lang -> name
    choices: dict[str, list] = field(default_factory=lambda: {"latin": [], "cjk": []})  # (key, shown, lang, oid)
    complete_keys: list = field(default_factory=list)  # sorted (key, shown, lang, oid): names, then word starts
    translations: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))  # FR/JA term key -> EN
    forbidden: dict[str, tuple[str, str, str]] = field(default_factory=dict)  # key -> (lang, official, EN)
    terms: list = field(default_factory=list)  # (key, shown, lang) of every term, glossary term, mechanic name
    glossary: dict[str, str] = field(default_factory=dict)  # key -> glossary term
    mechanics: list[dict] = field(default_factory=list)  # id, name, name_fr, name_ja, cr_rule, words (keys)
    mana: dict[str, tuple[float | None, str | None]] = field(default_factory=dict)  # cost\x1flayout -> (mv, WUBRG)
    predicates: list[tuple[str, list[str]]] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)  # numbers of the newest CR
    # the keys of choices by length (then their order), for rapidfuzz; by_length: (length, index in choices) alike
    choice_keys: dict[str, list[str]] = field(default_factory=dict)
    by_length: dict[str, list[tuple[int, int]]] = field(default_factory=dict)
    term_choices: dict[str, list] = field(default_factory=dict)  # terms by script

    @classmethod
    def load(cls, conn) -> "Vocabulary":
        """Read everything from an open sqlite3 connection to a rulings-kb database."""
        v = cls()
        faces = defaultdict(dict)
        for oid, name, kind, layout, cost in conn.execute("select oracle_id, name, kind, layout, mana_cost from cards"):
            v.cards[oid] = (name, kind)
            v.titles[oid]["en"] = name
            v._name(name, "en", oid, kind)
            key = f"{cost or ''}\x1f{layout or ''}"
            if key not in v.mana:
                v.mana[key] = _mana(cost, layout)
        for oid, face, name in conn.execute("select oracle_id, face, name from card_faces order by oracle_id, face"):
            faces[oid][face] = name
            if oid in v.cards:
                v._name(name, "en", oid, v.cards[oid][1])
        named = defaultdict(dict)
        for oid, lang, face, name, preferred in conn.execute(
                "select oracle_id, lang, face, name, preferred from card_names order by preferred desc, "
                "printings desc, name"):
            if oid not in v.cards:
                continue
            v._name(name, lang, oid, v.cards[oid][1], shown=bool(preferred))
            if preferred:
                named[(oid, lang)].setdefault(face, name)
        for (oid, lang), by_face in named.items():
            whole = by_face.get(None)
            if whole is None and faces.get(oid) and all(f in by_face for f in faces[oid]):
                whole = " // ".join(by_face[f] for f in sorted(faces[oid]))
            if whole:
                v.titles[oid][lang] = whole
        v.complete_keys.sort()
        v._terms(conn)
        v._mechanics(conn)
        newest = conn.execute("select max(cr_version) from cr_editions").fetchone()[0]
        v.rules = [r[0] for r in conn.execute("select number from rules where cr_version = ?", [newest])]
        for (term,) in conn.execute("select distinct term from glossary where cr_version = ?", [newest]):
            v.glossary[name_key(term)] = term
            v.terms.append((name_key(term), term, "en"))
        v.predicates = [(n, json.loads(c or "[]")) for n, c in conn.execute("select name, cr_rules from predicates")]
        v.by_length = {script: sorted((len(c[0]), i) for i, c in enumerate(names)) for script, names in v.choices.items()}
        v.choice_keys = {script: [v.choices[script][i][0] for _, i in v.by_length[script]] for script in v.choices}
        v.term_choices = {script: [t for t in v.terms if bool(CJK_RUN.search(t[0])) == (script == "cjk")]
                          for script in ("latin", "cjk")}
        return v

    def _name(self, name: str, lang: str, oid: str, kind: str, shown: bool = True) -> None:
        """Index one spelling of a card's (or a face's) name."""
        key = name_key(name)
        if not key:
            return
        self.by_key[key].add(oid)
        if kind != "card" or not shown:
            return
        self.choices["cjk" if CJK_RUN.search(key) else "latin"].append((key, name, lang, oid))
        self.complete_keys.append((key, name, lang, oid))
        words = key.split(" ")
        for i in range(1, len(words)):  # "pool" completes "Bottomless Pool"
            if words[i] != "//" and len(words[i]) > 1:
                self.complete_keys.append((" ".join(words[i:]), name, lang, oid))

    def _terms(self, conn) -> None:
        """The terminology: FR/JA terms to their English one, forbidden renderings to the official term."""
        rows = conn.execute("select en, fr, ja, fr_forbidden, ja_forbidden from terms").fetchall()
        official = {(lang, name_key(row[i])) for row in rows for i, lang in ((1, "fr"), (2, "ja")) if row[i]}
        for en, fr, ja, fr_forbidden, ja_forbidden in rows:
            self.terms.append((name_key(en), en, "en"))
            for lang, term, banned in (("fr", fr, fr_forbidden), ("ja", ja, ja_forbidden)):
                if not term:
                    continue
                self.terms.append((name_key(term), term, lang))
                for form in _forms(term, lang):
                    self.translations[form].add(en)
                for word in filter(None, (banned or "").split("|")):
                    key = name_key(word)
                    if (lang, key) not in official and key not in self.forbidden:
                        self.forbidden[key] = (lang, term, en)
                        self.translations[key].add(en)

    def _mechanics(self, conn) -> None:
        """Each mechanic with the words that find it: its names and the evidence its rulings were filed by."""
        evidence = defaultdict(set)
        for mechanic, word in conn.execute("select mechanic, evidence from ruling_mechanics where evidence is not null "
                                           "group by mechanic, lower(evidence)"):
            evidence[mechanic].add(name_key(word))
        for mid, name, cr_rule, name_fr, name_ja in conn.execute(
                "select id, name, cr_rule, name_fr, name_ja from mechanics order by id"):
            names = {name_key(n) for n in (mid, name, name_fr, name_ja) if n}
            self.mechanics.append({"id": mid, "name": name, "name_fr": name_fr, "name_ja": name_ja,
                                   "cr_rule": cr_rule, "names": names, "words": names | evidence[mid]})
            for n, lang in ((name, "en"), (name_fr, "fr"), (name_ja, "ja")):
                if n:
                    self.terms.append((name_key(n), n, lang))

    # what kb.search_query.conditions asks (kb.search_query.Lookups)

    def mana_keys(self, test) -> list[str]:
        return [key for key, (mv, colors) in self.mana.items() if test(mv, colors)]

    def mechanic_id(self, name: str) -> str | None:
        key = name_key(name)
        return next((m["id"] for m in self.mechanics if key in m["names"]), None)

    def rule_family(self, number: str) -> list[str]:
        """The rule and its subrules in the newest CR (709.5: 709.5, 709.5a, …; 709: 709.1, 709.1a, …)."""
        return [r for r in self.rules if r == number or r.startswith(number + ".")
                or (r.startswith(number) and "." in number and r[len(number):].isalpha())]

    def predicates_citing(self, number: str) -> list[str]:
        family = set(self.rule_family(number)) | {number}
        return [name for name, cited in self.predicates if family & set(cited)]

    # what the search asks

    def exact(self, text: str) -> list[str]:
        """The cards (kind 'card' first) whose name, a face's name or an official FR/JA name is exactly text."""
        found = self.by_key.get(name_key(text), set())
        return sorted(found, key=lambda oid: (self.cards[oid][1] != "card", self.cards[oid][0], oid))

    def title(self, oid: str, lang: str) -> tuple[str, str]:
        """(a card's name in lang when it has an official one, else its English name; the language it is in)."""
        names = self.titles.get(oid, {})
        if lang in names:
            return names[lang], lang
        return names.get("en", oid), "en"

    def suggest(self, text: str, lang: str) -> list[Suggestion]:
        """Names and terms close to text (rapidfuzz ratio >= SUGGEST_AT), best first; a card is offered by its
        whole name in the language the close spelling is in."""
        key = name_key(text)
        if len(key) < 3:
            return []
        script = "cjk" if CJK_RUN.search(key) else "latin"
        found: dict[str, tuple[float, Suggestion]] = {}
        names, by_length = self.choices[script], self.by_length[script]
        # ratio >= 80 needs the shorter key at least two thirds of the longer (2·min/(a+b) >= 0.8): only names of
        # such lengths are compared (a fifth of the 45,000 for a word of 9 letters: 19 ms a search before)
        low = bisect.bisect_left(by_length, ((2 * len(key) + 2) // 3, -1))
        high = bisect.bisect_right(by_length, (3 * len(key) // 2, len(names)))
        close = process.extract(key, self.choice_keys[script][low:high], scorer=fuzz.ratio, score_cutoff=SUGGEST_AT,
                                limit=None)
        best = sorted(((score, by_length[low + j][1]) for _, score, j in close), key=lambda p: (-p[0], p[1]))[:5]
        for score, i in best:  # as extract over all of them ranks: by score, then by order
            _, shown, name_lang, oid = names[i]
            whole, whole_lang = self.title(oid, name_lang)
            if name_key(whole) != key:
                found.setdefault(name_key(whole), (score, Suggestion(whole, whole_lang, "name")))
        terms = self.term_choices[script]
        for _, score, i in process.extract(key, [t[0] for t in terms], scorer=fuzz.ratio, score_cutoff=SUGGEST_AT,
                                           limit=3):
            tkey, shown, term_lang = terms[i]
            if tkey != key:
                found.setdefault(tkey, (score + 0.5, Suggestion(shown, term_lang, "term")))
        return [s for _, s in sorted(found.values(), key=lambda p: -p[0])][:3]

    def official_term(self, text: str) -> Suggestion | None:
        """The official term when text is a rendering the terminology forbids (扉 -> ドア, for "door")."""
        key = name_key(text)
        if key in self.forbidden:
            lang, official, en = self.forbidden[key]
            return Suggestion(official, lang, "official term", {"word": text, "en": en})
        return None

    def complete(self, prefix: str, limit: int = COMPLETIONS) -> list[Completion]:
        """Up to limit card names (any language) starting with prefix, or one of their words starting with it;
        Japanese names containing it."""
        key = name_key(prefix)
        if not key:
            return []
        out: dict[tuple[str, str], Completion] = {}
        at = bisect.bisect_left(self.complete_keys, (key,))
        while at < len(self.complete_keys) and len(out) < limit:
            k, shown, lang, oid = self.complete_keys[at]
            if not k.startswith(key):
                break
            out.setdefault((shown, oid), Completion(shown, lang, oid))
            at += 1
        if len(out) < limit and CJK_RUN.search(key):
            for k, shown, lang, oid in self.choices["cjk"]:
                if key in k:
                    out.setdefault((shown, oid), Completion(shown, lang, oid))
                    if len(out) >= limit:
                        break
        return sorted(out.values(), key=lambda c: (not name_key(c.name).startswith(key), len(c.name), c.name))

    def english_terms(self, text: str) -> set[str]:
        """The English terms of a FR/JA term or of a rendering the terminology forbids (pièce -> Room)."""
        return self.translations.get(name_key(text), set())

    def mechanics_for(self, words: list[str]) -> list[dict]:
        """The mechanics one of these words (or phrases) names or files rulings by; Japanese also inside a run."""
        keys = {name_key(w) for w in words if w.strip()}
        found = []
        for m in self.mechanics:
            if keys & m["words"] or any(CJK_RUN.fullmatch(n) and len(n) > 1 and n in k
                                        for n in m["names"] for k in keys if CJK_RUN.search(k)):
                found.append(m)
        return found


def _forms(term: str, lang: str) -> set[str]:
    """The keys a FR/JA term is found by: itself, and a Japanese verb without its する (開放する: 開放)."""
    key = name_key(term)
    forms = {key}
    if lang == "ja" and key.endswith("する") and len(key) > 3:
        forms.add(key[:-2])
    return forms


def _mana(cost: str | None, layout: str | None) -> tuple[float | None, str | None]:
    """(mana value, colors as WUBRG letters) of a card's mana cost: a split card's halves together (709.4), else
    the first face's; None where the cost is not one of CR 107.4's (a half {HW}, an Un-card's oddity)."""
    halves = [h.strip() for h in (cost or "").split("//")]
    used = halves if layout in SPLIT_COST else halves[:1]
    try:
        mv = float(sum(mana_value(h) for h in used))
        symbols = [s for h in used for s in ManaCost.parse(h).symbols]
    except ValueError:
        return None, None
    found = {c for s in symbols for c in s.split("/") if c in COLOR_SYMBOLS}
    return mv, "".join(c for c in COLORS if c in found)


_CACHE: dict[tuple, object] = {}
_LOADING = threading.Lock()


async def per_file(db, name: str, load):
    """load(conn) for this database file, once while the file is unchanged (always, for an in-memory one)."""
    identity = file_of(db)
    if identity is None:
        return await db.execute_fn(load)
    key = identity + (name,)
    if key not in _CACHE:
        await db.execute_fn(lambda conn: _load_once(key, conn, load))
    return _CACHE[key]


def _load_once(key: tuple, conn, load) -> None:
    """Load into the cache unless another thread just did; forget what an older version of the file held."""
    with _LOADING:
        if key in _CACHE:
            return
        value = load(conn)
        for old in [k for k in _CACHE if k[0] == key[0] and k[-1] == key[-1]]:
            del _CACHE[old]
        _CACHE[key] = value


async def vocabulary(db) -> Vocabulary:
    return await per_file(db, "vocabulary", Vocabulary.load)
