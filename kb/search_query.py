"""The search's query language, parsed once: words and "quoted phrases", Scryfall's filters where they apply to
cards (t: o: mv/cmc c: set: layout: is:) and the rulings' own (date: lang: status: rule: mechanic:), each turned
into SQL over the real tables (cards, card_faces, card_names, printings, rulings, ruling_texts, ruling_mechanics,
ruling_predicates). A prefix that is not a filter (foo:bar), or a filter whose value is not understood (mv>=abc),
is searched as words and reported: a query is never an error.

Card filters choose cards; ruling filters choose rulings (rule: also the rule and its subrules, mechanic: also
the mechanic); both together choose the rulings of the cards. lang: keeps what has a text or a name in that
language (the CR is English).
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

MAX_QUERY = 200  # characters of a query that are looked at; the rest is ignored
TOKEN = re.compile(r'(?P<neg>-)?(?P<key>[A-Za-z]+)(?P<op>!=|>=|<=|:|=|>|<)(?P<value>"[^"]*"?|[^\s"]+)'
                   r'|"(?P<phrase>[^"]*)"?|(?P<word>[^\s"]+)')
OPS = {"≥": ">=", "≤": "<=", "≠": "!="}
KEYS = {"t": "type", "type": "type", "o": "oracle", "oracle": "oracle", "mv": "mv", "cmc": "mv", "manavalue": "mv",
        "c": "color", "color": "color", "colour": "color", "set": "set", "s": "set", "e": "set", "edition": "set",
        "layout": "layout", "is": "is", "date": "date", "lang": "lang", "language": "lang", "status": "status",
        "rule": "rule", "cr": "rule", "mechanic": "mechanic"}
CARD_KEYS = frozenset({"type", "oracle", "mv", "color", "set", "layout", "is"})
RULING_KEYS = frozenset({"date", "status", "rule", "mechanic"})
ORDERED = frozenset({"mv", "date", "color"})  # the keys that take < <= > >=
TYPES = ("card", "mechanic", "glossary", "ruling", "rule")  # every kind of result, in the order a page shows them

COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G", "blanc": "W", "bleu": "U",
               "noir": "B", "rouge": "R", "vert": "G", "白": "W", "青": "U", "黒": "B", "赤": "R", "緑": "G"}
COLORLESS, MULTICOLOR = ("c", "colorless", "incolore", "無色"), ("m", "multicolor", "multicolore", "多色")
LANGS = {"en": "en", "english": "en", "anglais": "en", "英語": "en", "fr": "fr", "french": "fr", "français": "fr",
         "francais": "fr", "フランス語": "fr", "ja": "ja", "jp": "ja", "japanese": "ja", "japonais": "ja",
         "日本語": "ja"}
# status: -> the texts it means (mtg.text_status names them so); "missing": no text in the language at all
STATUSES = {"official": "origin = 'original'", "original": "origin = 'original'", "machine": "origin = 'machine'",
            "site": "origin = 'site'", "draft": "origin = 'draft'",
            "unreviewed": "origin = 'draft' and not reviewed and not stale",
            "reviewed": "origin = 'draft' and reviewed and not stale", "stale": "origin = 'draft' and stale",
            "missing": None}
KINDS = ("token", "emblem", "dungeon", "helper")  # is:token … (cards.kind); a search shows kind 'card' otherwise
IS_LAYOUTS = {"dfc": ("transform", "modal_dfc", "double_faced_token", "meld", "reversible_card"),
              "mdfc": ("modal_dfc",), "transform": ("transform",), "split": ("split", "aftermath"),
              "flip": ("flip",), "adventure": ("adventure",), "meld": ("meld",), "leveler": ("leveler",),
              "saga": ("saga",), "class": ("class",), "aftermath": ("aftermath",)}
DATE = re.compile(r"^\d{4}(?:-\d{2}(?:-\d{2})?)?$")
RULE = re.compile(r"^\d{3}(?:\.\d+[a-z]?)?$")
NUMBER = re.compile(r"^\d+(?:\.5)?$")


@dataclass(frozen=True)
class Part:
    """A piece of the free text: a word as typed, or a quoted phrase."""

    text: str
    phrase: bool = False


@dataclass(frozen=True)
class Filter:
    """key (canonical: type, oracle, mv, …), op (: = != < <= > >=), value, negated (-t:land), raw (as typed)."""

    key: str
    op: str
    value: str
    negated: bool
    raw: str


@dataclass(frozen=True)
class Query:
    """A parsed query: its free text, its filters, and what looked like a filter but is not one of ours."""

    parts: tuple[Part, ...] = ()
    filters: tuple[Filter, ...] = ()
    not_understood: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        """The free text, quotes removed (what an exact card name or a suggestion is looked up by)."""
        return " ".join(p.text for p in self.parts if p.text.strip())

    def keys(self) -> set[str]:
        return {f.key for f in self.filters}

    def values(self, *keys: str) -> list[str]:
        """The values of the filters of these keys that are not negated (what the snippets highlight)."""
        return [f.value for f in self.filters if f.key in keys and not f.negated]


def parse(q: str) -> Query:
    """The query of a search box: NFKC (full-width colons and letters fold), at most MAX_QUERY characters."""
    text = unicodedata.normalize("NFKC", q or "")[:MAX_QUERY]
    for sign, op in OPS.items():
        text = text.replace(sign, op)
    parts, filters, odd = [], [], []
    for m in TOKEN.finditer(text):
        if m.group("phrase") is not None:
            parts.append(Part(m.group("phrase"), phrase=True))
        elif m.group("word") is not None:
            parts.append(Part(m.group("word")))
        else:
            raw, value = m.group(0), m.group("value").strip('"')
            key = KEYS.get(m.group("key").lower())
            op, negated = m.group("op"), bool(m.group("neg"))
            if op == "!=":
                op, negated = "=", not negated
            filter_ = Filter(key, op, value, negated, raw) if key and _valid(key, op, value) else None
            if filter_:
                filters.append(filter_)
            else:  # searched as words, and said so
                odd.append(raw)
                parts.append(Part(f"{m.group('key')} {value}"))
    return Query(tuple(parts), tuple(filters), tuple(odd))


def _valid(key: str, op: str, value: str) -> bool:
    """Whether a filter's value (and comparison) is one this key understands."""
    if not value.strip() or (op in ("<", "<=", ">", ">=") and key not in ORDERED):
        return False
    checks = {"mv": lambda v: bool(NUMBER.match(v)), "date": lambda v: bool(DATE.match(v)),
              "color": lambda v: colors(v) is not None, "lang": lambda v: v.lower() in LANGS,
              "status": lambda v: v.lower() in STATUSES, "rule": lambda v: bool(RULE.match(v.lower())),
              "is": lambda v: v.lower() in KINDS or v.lower() in IS_LAYOUTS}
    return checks.get(key, lambda v: True)(value)


def colors(value: str) -> str | None:
    """The colors a c: value names, as WUBRG letters ("" colorless, "M" multicolor), or None if it names none."""
    v = value.lower()
    if v in COLORLESS:
        return ""
    if v in MULTICOLOR:
        return "M"
    if v in COLOR_WORDS:
        return COLOR_WORDS[v]
    if v and all(ch in "wubrg" for ch in v):
        return "".join(sorted(set(v.upper()), key="WUBRG".index))
    return None


def color_matches(op: str, wanted: str, has: str) -> bool:
    """Whether a card of colors `has` (WUBRG letters) answers c<op>wanted (c: is "at least", as on Scryfall)."""
    if wanted == "M":
        return len(has) >= 2
    w, h = set(wanted), set(has)
    if wanted == "" and op in (":", "="):
        return not h
    return {":": h >= w, ">=": h >= w, "=": h == w, ">": h > w, "<=": h <= w, "<": h < w}[op]


def number_matches(op: str, wanted: float, has: float) -> bool:
    return {":": has == wanted, "=": has == wanted, ">=": has >= wanted, ">": has > wanted, "<=": has <= wanted,
            "<": has < wanted}[op]


class Lookups:
    """What turning filters into SQL needs from the database (kb.search_vocabulary.Vocabulary has it)."""

    def mana_keys(self, test) -> list[str]: ...  # the "mana_cost\x1flayout" keys whose (mana value, colors) pass
    def mechanic_id(self, name: str) -> str | None: ...
    def predicates_citing(self, number: str) -> list[str]: ...
    def rule_family(self, number: str) -> list[str]: ...  # the rule and its subrules in the newest CR


@dataclass
class Conditions:
    """The SQL a query's filters make: conditions on a card (alias c), on a ruling id, on a rule number; the result
    types they allow; the parameters; what could not be used."""

    card: list[str] = field(default_factory=list)
    ruling: list[str] = field(default_factory=list)  # each with {id} for the ruling id's expression
    rule: list[str] = field(default_factory=list)  # each with {number}
    lang: str | None = None
    mechanic: str | None = None  # mechanic:room: the one mechanic result shown
    kind: str = "card"
    types: tuple[str, ...] = TYPES
    params: dict = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    def param(self, value) -> str:
        name = f"f{len(self.params)}"
        self.params[name] = value
        return ":" + name

    @property
    def filtered(self) -> bool:
        return bool(self.card or self.ruling or self.rule or self.lang or self.kind != "card")


KEY = "(coalesce(c.mana_cost, '') || char(31) || coalesce(c.layout, ''))"


def conditions(query: Query, lookups: Lookups) -> Conditions:
    """The SQL of every filter of query."""
    out = Conditions()
    for f in query.filters:  # first: status: reads the language
        if f.key == "lang":
            lang = LANGS[f.value.lower()]
            if f.negated:
                out.ruling.append(f"{{id}} not in (select ruling_id from ruling_texts where lang = {out.param(lang)})")
            else:
                out.lang = lang
    card_filters = [f for f in query.filters if f.key in CARD_KEYS]
    ruling_filters = [f for f in query.filters if f.key in RULING_KEYS]
    for f in card_filters:
        sql = _card_sql(f, out, lookups)
        if sql:
            out.card.append(f"not ({sql})" if f.negated else sql)
    for f in ruling_filters:
        sql = _ruling_sql(f, out, lookups)
        if sql:
            out.ruling.append(f"not ({sql})" if f.negated else sql)
    for f in ruling_filters:
        if f.key == "rule" and not f.negated:
            family = out.param(_json(lookups.rule_family(f.value.lower())))
            out.rule.append("{number} in (select value from json_each(" + family + "))")
        if f.key == "mechanic" and not f.negated:
            out.mechanic = lookups.mechanic_id(f.value)
    types = set(TYPES)
    if card_filters or out.kind != "card":
        types &= {"card", "ruling"} if ruling_filters else {"card"}
    if ruling_filters:
        keys = {f.key for f in ruling_filters if not f.negated}
        types &= {"ruling"} | ({"rule"} if "rule" in keys else set()) | ({"mechanic"} if "mechanic" in keys else set())
        if card_filters:
            types.discard("card")
    if out.lang and out.lang != "en":
        types -= {"rule", "glossary"}
    out.types = tuple(t for t in TYPES if t in types)
    return out


def _json(values) -> str:
    import json

    return json.dumps(list(values), ensure_ascii=False)


def _like(value: str) -> str:
    """A LIKE pattern finding value anywhere ('\\' escapes)."""
    return "%" + value.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"


def _card_sql(f: Filter, out: Conditions, lookups: Lookups) -> str | None:
    """A condition on cards c for one card filter."""
    v = f.value
    if f.key == "type":  # the English type line (every face's), or an official FR/JA printed one
        p = out.param(_like(v))
        return (f"(c.type_line like {p} escape '\\' or c.oracle_id in (select oracle_id from card_names "
                f"where type_line like {p} escape '\\'))")
    if f.key == "oracle":  # the Oracle text of the card or a face, or an official FR/JA printed text
        p = out.param(_like(v))
        names = (f" or c.oracle_id in (select oracle_id from card_names where text like {p} escape '\\')"
                 if not v.isascii() else "")
        return (f"(c.oracle_text like {p} escape '\\' or c.oracle_id in (select oracle_id from card_faces "
                f"where oracle_text like {p} escape '\\'){names})")
    if f.key in ("mv", "color"):
        if f.key == "mv":
            wanted = float(v)
            keys = lookups.mana_keys(lambda mv, _c: mv is not None and number_matches(f.op, wanted, mv))
        else:
            named = colors(v)
            keys = lookups.mana_keys(lambda _mv, has: has is not None and color_matches(f.op, named, has))
        return f"{KEY} in (select value from json_each({out.param(_json(keys))}))"
    if f.key == "set":
        return f"c.oracle_id in (select oracle_id from printings where set_code = {out.param(v.upper())})"
    if f.key == "layout":
        return f"c.layout = {out.param(v.lower())}"
    if f.key == "is":
        if v.lower() in KINDS:
            if f.negated:
                return None  # cards of kind 'card' are never tokens
            out.kind = v.lower()
            return None
        return f"c.layout in (select value from json_each({out.param(_json(IS_LAYOUTS[v.lower()]))}))"
    return None


def _ruling_sql(f: Filter, out: Conditions, lookups: Lookups) -> str | None:
    """A condition on a ruling id ({id}) for one ruling filter."""
    v = f.value
    if f.key == "date":  # a year or month is the whole period: date>2024 is 2025 on, date<=2024-09 to its end
        op = {":": "=", "=": "="}.get(f.op, f.op)
        if op == "=":
            cond = f"published like {out.param(v + '%')}"
        elif op in (">", "<="):
            cond = f"published {op} {out.param(v + '~')}"  # '~' sorts after every digit and '-'
        else:
            cond = f"published {op} {out.param(v)}"
        return f"{{id}} in (select id from rulings where {cond})"
    if f.key == "status":
        langs = [out.lang] if out.lang else None
        lang_sql = f" and lang = {out.param(out.lang)}" if out.lang else ""
        if STATUSES[v.lower()] is None:  # missing: no text in the language (or in French or Japanese)
            missing = [f"{{id}} not in (select ruling_id from ruling_texts where lang = {out.param(lang)})"
                       for lang in (langs or ["fr", "ja"])]
            return "(" + " or ".join(missing) + ")"
        return f"{{id}} in (select ruling_id from ruling_texts where {STATUSES[v.lower()]}{lang_sql})"
    if f.key == "mechanic":
        mechanic = lookups.mechanic_id(v)
        if mechanic is None:  # not one of ours: nothing has it
            out.notes.append(f.raw)
            return "0"
        return f"{{id}} in (select ruling_id from ruling_mechanics where mechanic = {out.param(mechanic)})"
    if f.key == "rule":  # linked to a predicate citing the rule or a subrule, or citing it in its text
        number = v.lower()
        predicates = lookups.predicates_citing(number)
        cited = out.param(rule_citation_fts(number, lookups.rule_family(number)))
        return (f"({{id}} in (select ruling_id from ruling_predicates where predicate in (select value from "
                f"json_each({out.param(_json(predicates))}))) or {{id}} in (select ref from search_docs where "
                f"rowid in (select rowid from search_fts where search_fts match {cited}) and type = 'ruling'))")
    return None


def rule_citation_fts(number: str, family: list[str]) -> str:
    """An FTS5 query for texts citing rule `number` or one of its subrules ("709.5" is indexed as 709 5)."""
    numbers = sorted(set(family) | {number})
    if len(numbers) > 60:  # a whole section: the section number followed by anything
        head = number.split(".")[0]
        return f'"{head}"'
    return " OR ".join('"' + n.replace(".", " ") + '"' for n in numbers)
