"""One search behind every search box: rulings in every language, card names, CR rules and glossary.

Text is indexed in FTS5 (`search_fts`, tokenizer porter unicode61 remove_diacritics 2): English is
stemmed ("unlocking" finds "unlock"), case and accents fold ("deverrouiller" finds "déverrouiller").
Japanese and Chinese have no spaces, so each run of CJK characters is indexed as its overlapping
character bigrams, as Lucene's CJK analyzer does: a query of two or more CJK characters becomes the
phrase of its bigrams and finds that substring wherever it occurs (部屋, 墓地, 開放). Queries are
never passed to FTS5 as syntax: every word is quoted, so any input answers with results or none.
"""
from __future__ import annotations

import asyncio

import html
import re
import unicodedata
import dataclasses
import json
from dataclasses import dataclass, field

from kb.search_query import TYPES, conditions, parse
from kb.search_vocabulary import Suggestion, per_file, vocabulary
from mtg.search_text import CJK, CJK_RUN, bigrams, fold, name_key

QUERY_PART = re.compile(f"[{CJK}]+|[^\\W_]+(?:['’][^\\W_]+)*", re.UNICODE)
MAX_QUERY = 200  # characters of a query that are looked at; the rest is ignored
MAX_PARTS = 12
OPERATORS = {"AND", "OR", "NOT", "NEAR"}  # FTS5 operator words a user may type: ignored, every word is required
TOKENIZE = "porter unicode61 remove_diacritics 2"


def fts_query(q: str) -> str | None:
    """An FTS5 query matching every word of q (all must occur), or None when q has no word at all."""
    parts = QUERY_PART.findall(unicodedata.normalize("NFKC", q or "")[:MAX_QUERY])[:MAX_PARTS]
    terms = []
    for part in parts:
        if part in OPERATORS:
            continue
        if CJK_RUN.fullmatch(part):
            grams = bigrams(part)
            terms.append(f'"{grams[0]}"*' if len(part) == 1 else '"' + " ".join(grams) + '"')
        else:
            terms.append('"' + part.replace("’", "'").replace('"', "") + '"')
    return " AND ".join(terms) or None


def snippet(text: str, q: str, width: int = 220) -> str:
    """Escaped HTML of the part of text around the first query word, every query word in <mark>."""
    parts = [p for p in QUERY_PART.findall(unicodedata.normalize("NFKC", q or "")[:MAX_QUERY]) if p]
    folded = fold(text)
    spans = []
    for part in parts:
        if len(part) < 2 and not CJK_RUN.fullmatch(part):
            continue  # "t" of t:room, "a": no highlight of every word starting with it
        needle = fold(part)
        pattern = re.escape(needle) if CJK_RUN.fullmatch(part) else r"\b" + re.escape(needle[:max(4, len(needle) - 3)])
        spans += [(m.start(), m.end() if CJK_RUN.fullmatch(part) else _word_end(folded, m.end()))
                  for m in re.finditer(pattern, folded)]
    spans.sort()
    start = max(0, spans[0][0] - width // 3) if spans else 0
    while 0 < start < len(text) and not text[start - 1].isspace() and not CJK_RUN.match(text[start]):
        start -= 1  # begin on a word
    end = min(len(text), start + width)
    out, at = [], start
    for s, e in spans:
        if s < at or e > end:
            continue
        out += [html.escape(text[at:s]), "<mark>", html.escape(text[s:e]), "</mark>"]
        at = e
    out.append(html.escape(text[at:end]))
    return ("…" if start else "") + "".join(out) + ("…" if end < len(text) else "")


def _word_end(text: str, at: int) -> int:
    """The end of the word that runs through position at."""
    while at < len(text) and (text[at].isalnum()):
        at += 1
    return at


@dataclass(frozen=True)
class Result:
    """One search result: what it is, its id, the language it was found in, a title, a snippet, its page."""

    type: str
    id: str
    lang: str | None
    title: str
    snippet: str
    url: str
    status: str  # "official original", "machine translation", "unreviewed draft", … (kb.ruling_page.text_status)


def page_url(base: str, kind: str, ref: str) -> str:
    """The page of a result (the one place that knows where each kind of thing is shown)."""
    from urllib.parse import quote

    if kind == "ruling":
        return f"{base}/rulings/{quote(ref)}"
    if kind == "card":  # a card's row page: its key tilde-encoded, as Datasette wants ("A // B" has slashes)
        from datasette.utils import tilde_encode

        return f"{base}/cards/{tilde_encode(ref)}"
    if kind == "rule":
        return f"/cr/{quote(ref)}"
    if kind == "mechanic":
        return f"/mechanics/{quote(ref)}"
    return f"/glossary/{quote(ref)}"


@dataclass
class Answer:
    """What a search answers: the results shown, how many of each kind were found, "did you mean", the official
    term for a rendering the terminology forbids, and the parts of the query that were not understood."""

    query: str
    results: list[Result] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)  # per result type, everything found
    suggestions: list[Suggestion] = field(default_factory=list)
    official: Suggestion | None = None
    not_understood: tuple[str, ...] = ()

    @property
    def total(self) -> int:
        return sum(self.counts.values())


# Ranking (FTS5's bm25) costs about two microseconds per matching text, where matching alone costs a twentieth
# of that: a kind of document matching more than RANKED texts ranks the first RANKED of them in index order, so
# that a word found in half the corpus still answers in about ten milliseconds (100,000 rulings: "mana" matches
# 35,000 texts; ranking 10,000 took 19 ms, 5,000 take 12).
RANKED = 5_000
# One FTS5 search of one kind of document under the query's filters: ranked (bm25) among the first RANKED matches
# in index order, one row per ruling, card, rule or term whatever language matched (SQLite takes the bare columns
# of the row holding min(rank)).
FTS_SQL = """select d.ref, d.lang, d.title, d.text, d.status, min(f.rank) as best
from search_fts f join search_docs d on d.rowid = f.rowid {join}
where search_fts match :query and f.rowid between :first and :last and d.type = :type
  and (f.rowid <= :bound or d.ref in (select value from json_each(:exact))) {where}
group by d.ref order by d.ref in (select value from json_each(:exact)) desc, best, d.ref
limit :limit offset :offset"""
FTS_COUNT = """select count(distinct d.ref) from search_fts f join search_docs d on d.rowid = f.rowid {join}
where search_fts match :query and f.rowid between :first and :last and d.type = :type {where}"""
FTS_BOUND = """select f.rowid from search_fts f join search_docs d on d.rowid = f.rowid
where search_fts match :query and f.rowid between :first and :last and d.type = :type
order by f.rowid limit 1 offset :skip"""
# The rowids each kind of document lies in. The build lays them out in stretches (search_layout: one a type, one a
# card kind for cards), each ref's documents in a group of `stride` rowids, so FTS5 reads only that stretch of a
# word's matches, and the refs a word matches are counted as the groups of its matches, from the index alone
# ("créature" at 100,000 rulings: its CR rules' count and page 25 -> 0.4 ms, its 32,436 rulings of 48,769 matching
# texts counted in 5 ms, not 51 by joining each match to its row). A patch puts a text in its ruling's group; a
# document added anywhere else forgets the layout (the trigger search_layout_stale): then each type lies between its
# first and last rowid (search_docs_type), the type test keeps the answers right, and refs are counted by joining.
FTS_GROUPS = """select count(distinct (rowid - :first) / :stride) from search_fts
where search_fts match :query and rowid between :first and :last"""
LAYOUT = "select type, kind, first, last, stride from search_layout"
KIND_ROWS = "select type, null, min(rowid), max(rowid), null from search_docs group by type"
# Filters alone, no words: cards A to Z, rulings newest first, rules in the CR's order.
CARDS = """select c.oracle_id as ref, 'en' as lang, c.name as title, coalesce(c.type_line, '') as text,
'official' as status from cards c where {where} order by c.name limit :limit offset :offset"""
RULINGS = """select r.id as ref, t.lang, '' as title, t.text, 'official' as status from rulings r
join ruling_texts t on t.ruling_id = r.id and t.lang = :text_lang where {where}
order by r.published desc, r.id limit :limit offset :offset"""
RULES = """select number as ref, 'en' as lang, 'CR ' || number as title, number || ' ' || text as text,
'official' as status from rules where cr_version = (select max(cr_version) from cr_editions) and {where}
order by line limit :limit offset :offset"""
COUNTS = {"card": "select count(*) from cards c where {where}",
          "ruling": """select count(*) from rulings r where exists (select 1 from ruling_texts t
                       where t.ruling_id = r.id and t.lang = :text_lang) and {where}""",
          "rule": "select count(*) from rules where cr_version = (select max(cr_version) from cr_editions) and {where}"}
RULING_HEADS = """select r.id, r.published, rc.oracle_id from rulings r
left join ruling_cards rc on rc.ruling_id = r.id and rc.method in ('source', 'page') where r.id in ({marks})"""
OF_CARDS = """{id} in (select rc.ruling_id from ruling_cards rc join cards c on c.oracle_id = rc.oracle_id
where rc.method in ('source', 'page') and {where})"""
OVERVIEW = {"card": 5, "mechanic": 5, "glossary": 3, "ruling": 10, "rule": 5}  # shown per kind without ?type=


async def find(db, q: str, reader: str = "en", base: str = "/kb", kind: str | None = None, limit: int = 20,
               offset: int = 0) -> Answer:
    """Everything q finds (kb/search_query.py says its language), best first within each kind: an exact card
    name first, then cards, mechanics, glossary terms, rulings and rules (TYPES). With kind, one page of that
    kind; without, the first few of each (OVERVIEW) and how many there are."""
    query = parse(q)
    answer = Answer(q, not_understood=query.not_understood)
    if not query.parts and not query.filters:
        return answer
    vocab = await vocabulary(db)
    cond = conditions(query, vocab)
    answer.not_understood += tuple(cond.notes)
    words = [p.text for p in query.parts if p.text.strip()]
    marks = " ".join(words + query.values("oracle", "type"))  # what the snippets highlight
    fts = fts_query(" ".join(f'"{p.text}"' if p.phrase else p.text for p in query.parts))
    types = [t for t in TYPES if t in cond.types and (kind is None or kind == t)]
    # The kinds are searched at once: SQLite lets go of the GIL, so Datasette's query threads use both cores.
    found = await asyncio.gather(*(_kind(db, type_, query, cond, vocab, fts, *((limit, offset) if kind else
                                                                                (OVERVIEW[type_], 0)))
                                   for type_ in types))
    for type_, (count, rows) in zip(types, found):
        if count:
            answer.counts[type_] = count
            answer.results += [Result(type_, r["ref"], r["lang"], r["title"], snippet(r["text"], marks),
                                      page_url(base, type_, r["ref"]), r["status"]) for r in rows]
    answer.results = await _titled(db, answer.results, vocab, reader)
    text = query.text
    if text and not vocab.exact(text):
        answer.official = vocab.official_term(text)
        if len(answer.results) < 3 or not any(r.type == "card" for r in answer.results):
            answer.suggestions = vocab.suggest(text, reader)
    return answer


async def search(db, q: str, base: str = "/kb", kind: str | None = None, limit: int = 20,
                 offset: int = 0) -> list[Result]:
    """The results of find() alone (English titles)."""
    return (await find(db, q, "en", base, kind, limit, offset)).results


async def _kind(db, type_, query, cond, vocab, fts, limit, offset) -> tuple[int, list[dict]]:
    """(how many, the rows of one page) of one kind of result."""
    if type_ == "mechanic":
        return _mechanics(query, cond, vocab, limit, offset)
    if type_ == "glossary":
        return await _glossary(db, query, vocab, fts, limit, offset)
    where, join, params = _filters(type_, cond)
    exact = _exact_cards(query, cond, vocab) if type_ == "card" else []
    if exact and cond.card:  # an exact name under card filters must pass them too
        allowed = {r[0] for r in (await db.execute(
            f"select c.oracle_id from cards c where c.oracle_id in (select value from json_each(:ids)) and "
            f"{' and '.join(cond.card)}", dict(params, ids=json.dumps(exact)))).rows}
        exact = [oid for oid in exact if oid in allowed]
    if fts is None:
        if type_ not in COUNTS or not cond.filtered:
            return 0, []
        sql_where = " and ".join(_filters_no_words(where, type_)) or "1"
        count = (await db.execute(COUNTS[type_].format(where=sql_where), params)).first()[0]
        sql = {"card": CARDS, "ruling": RULINGS, "rule": RULES}[type_].format(where=sql_where)
        rows = (await db.execute(sql, dict(params, limit=limit, offset=offset))).rows
        return count, [dict(r) for r in rows]
    return await _fts_page(db, fts, type_, join, "".join(" and " + w for w in where), params, exact, limit, offset,
                           plain=not cond.filtered)


@dataclass(frozen=True)
class Rowids:
    """The rowids one kind of document lies between; stride: each ref's documents in a group of that many rowids
    (None: not laid out so, since a patch)."""

    first: int
    last: int
    stride: int | None = None


ALL_ROWS = Rowids(0, 1 << 62)


async def _fts_page(db, fts: str, type_: str, join: str, extra: str, params: dict, exact: list[str], limit: int,
                    offset: int, plain: bool = False) -> tuple[int, list[dict]]:
    """(how many documents of one kind match fts under the conditions `extra`, one page of them ranked, the
    `exact` refs first); plain: no condition but the kind's own (counted from the full-text index alone)."""
    stretches = await kind_rows(db)
    card_kind = params.get("card_kind") if type_ == "card" else None  # cards lie in one stretch a card kind
    stretch = stretches.get((type_, card_kind)) or stretches.get((type_, None)) or ALL_ROWS
    first, last = stretch.first, stretch.last
    params = dict(params, query=fts, type=type_, bound=1 << 62, exact=json.dumps(exact), first=first, last=last)
    if plain and stretch.stride:
        count_sql, count_params = FTS_GROUPS, {"query": fts, "first": first, "last": last, "stride": stretch.stride}
    else:
        count_sql, count_params = FTS_COUNT.format(join=join, where=extra), params
    count = (await db.execute(count_sql, count_params)).first()[0]
    if count > RANKED:  # only then is ranking bounded (most words match fewer: one scan of the index saved)
        bound = (await db.execute(FTS_BOUND, {"query": fts, "type": type_, "skip": RANKED - 1, "first": first,
                                              "last": last})).first()
        params["bound"] = bound[0] if bound else params["bound"]
        if not exact:  # then the bound is a stretch of rowids FTS5 reads alone, not a test of each match's row
            params["last"] = min(last, params["bound"])
    rows = (await db.execute(FTS_SQL.format(join=join, where=extra), dict(params, limit=limit, offset=offset))).rows
    return count, [dict(r) for r in rows]


async def kind_rows(db) -> dict[tuple[str, str | None], Rowids]:
    """The stretch of rowids of each (type, card kind) as the build laid them out, else of each type; read once a
    file."""
    def load(conn) -> dict[tuple[str, str | None], Rowids]:
        laid_out = conn.execute("select 1 from sqlite_master where name = 'search_layout'").fetchone()
        rows = conn.execute(LAYOUT).fetchall() if laid_out else []
        return {(type_, kind): Rowids(first, last, stride)
                for type_, kind, first, last, stride in rows or conn.execute(KIND_ROWS)}
    return await per_file(db, "search kind rows", load)


def _exact_cards(query, cond, vocab) -> list[str]:
    """The cards whose name (any language, card or face, "A // B") is exactly the query's words, of the kind
    asked (cards unless is:token and the like)."""
    return [oid for oid in vocab.exact(query.text) if vocab.cards[oid][1] == cond.kind] if query.text else []


def _filters(type_: str, cond) -> tuple[list[str], str, dict]:
    """The SQL conditions, join and parameters the query's filters put on one kind of result."""
    params = dict(cond.params)
    where: list[str] = []
    join = ""
    if type_ == "card":
        join = "join cards c on c.oracle_id = d.ref"
        where = ["c.kind = :card_kind", *cond.card]
        params["card_kind"] = cond.kind
        if cond.lang:
            where.append("d.lang = :lang")
            params["lang"] = cond.lang
    elif type_ == "ruling":
        ruling_id = "d.ref"
        where = [w.format(id=ruling_id) for w in cond.ruling]
        if cond.card:
            where.append(OF_CARDS.format(id=ruling_id, where=" and ".join(["c.kind = :card_kind", *cond.card])))
            params["card_kind"] = cond.kind
        elif cond.kind != "card":
            where.append(OF_CARDS.format(id=ruling_id, where="c.kind = :card_kind"))
            params["card_kind"] = cond.kind
        if cond.lang:
            where.append("d.lang = :lang")
            params["lang"] = cond.lang
        params["text_lang"] = cond.lang or "en"
    elif type_ == "rule":
        where = [w.format(number="d.ref") for w in cond.rule]
    return where, join, params


def _filters_no_words(where: list[str], type_: str) -> list[str]:
    """The same conditions on the tables read when there are no words (r.id, number) rather than on documents."""
    if type_ == "card":
        return [w.replace("d.lang = :lang", "c.oracle_id in (select oracle_id from card_names where lang = :lang)")
                for w in where]
    column = {"ruling": "r.id", "rule": "number"}[type_]
    return [w.replace("d.ref", column) for w in where if w != "d.lang = :lang"]  # RULINGS reads :text_lang


def _mechanics(query, cond, vocab, limit: int, offset: int) -> tuple[int, list[dict]]:
    """The mechanics the words name (in any language, or by the words their rulings were filed under), or that
    mechanic: asks for."""
    words = [p.text for p in query.parts if p.text.strip()]
    found = vocab.mechanics_for(words + ([query.text] if len(words) > 1 else [])) if words else []
    if cond.mechanic:
        found = [m for m in vocab.mechanics if m["id"] == cond.mechanic] + [m for m in found if m["id"] != cond.mechanic]
    rows = [{"ref": m["id"], "lang": "en", "title": m["name"], "status": "official",
             "text": " · ".join(filter(None, (m["name"], m["name_fr"], m["name_ja"], f"CR {m['cr_rule']}")))}
            for m in found]
    return len(rows), rows[offset:offset + limit]


async def _glossary(db, query, vocab, fts, limit: int, offset: int) -> tuple[int, list[dict]]:
    """Glossary terms: the one the words are (in English, or a FR/JA term or forbidden rendering of it: Pièce,
    部屋 -> Room) first, then those whose text has the words."""
    named = []
    if query.text:
        for en in sorted({query.text} | vocab.english_terms(query.text)):
            term = vocab.glossary.get(name_key(en))
            if term and term not in named:
                named.append(term)
    rows = [{"ref": t, "lang": "en", "title": t, "text": t, "status": "official"} for t in named]
    count = len(rows)
    if fts is not None:
        found, matched = await _fts_page(db, fts, "glossary", "", " and d.ref not in (select value from json_each"
                                         "(:named))", {"named": json.dumps(named)}, [], offset + limit, 0)
        count, rows = count + found, rows + matched
    return count, rows[offset:offset + limit]


async def _titled(db, results: list[Result], vocab, reader: str) -> list[Result]:
    """Results titled in the reader's language: a card by its official name there (else English), a ruling by its
    date as the reader writes it and its cards' names, a mechanic by its official name."""
    from kb import i18n

    rulings = [r.id for r in results if r.type == "ruling"]
    heads: dict[str, tuple[str, list[str]]] = {}
    if rulings:
        sql = RULING_HEADS.format(marks=", ".join("?" * len(rulings)))
        for rid, published, oid in (await db.execute(sql, rulings)).rows:
            names = heads.setdefault(rid, (published, []))[1]
            if oid in vocab.cards:
                names.append(vocab.title(oid, reader)[0])
    mechanics = {m["id"]: m for m in vocab.mechanics}
    out = []
    with i18n.speaking(reader):
        for r in results:
            title = r.title
            if r.type == "card" and r.id in vocab.cards:
                title = vocab.title(r.id, reader)[0]
            elif r.type == "ruling" and r.id in heads:
                published, names = heads[r.id]
                title = " · ".join([i18n.date(published), *sorted(names)[:3]])
            elif r.type == "mechanic" and r.id in mechanics:
                title = i18n.localized(mechanics[r.id])
            out.append(dataclasses.replace(r, title=title))
    return out
