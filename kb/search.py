"""One search behind every search box: rulings in every language, card names, CR rules and glossary.

Text is indexed in FTS5 (`search_fts`, tokenizer porter unicode61 remove_diacritics 2): English is
stemmed ("unlocking" finds "unlock"), case and accents fold ("deverrouiller" finds "déverrouiller").
Japanese and Chinese have no spaces, so each run of CJK characters is indexed as its overlapping
character bigrams, as Lucene's CJK analyzer does: a query of two or more CJK characters becomes the
phrase of its bigrams and finds that substring wherever it occurs (部屋, 墓地, 開放). Queries are
never passed to FTS5 as syntax: every word is quoted, so any input answers with results or none.
"""
from __future__ import annotations

import html
import re
import unicodedata
from dataclasses import dataclass

from mtg.search_text import CJK, CJK_RUN, bigrams

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


def fold(text: str) -> str:
    """Lower case without accents, for finding query words in a snippet."""
    return "".join(c for c in unicodedata.normalize("NFKD", text.lower()) if not unicodedata.combining(c))


def snippet(text: str, q: str, width: int = 220) -> str:
    """Escaped HTML of the part of text around the first query word, every query word in <mark>."""
    parts = [p for p in QUERY_PART.findall(unicodedata.normalize("NFKC", q or "")[:MAX_QUERY]) if p]
    folded = fold(text)
    spans = []
    for part in parts:
        needle = fold(part) if not CJK_RUN.fullmatch(part) else part
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


SEARCH_SQL = """
select type, ref, lang, title, text, status, min(rank) as best from (
  select d.type, d.ref, d.lang, d.title, d.text, d.status, f.rank
  from search_fts f join search_docs d on d.rowid = f.rowid
  where search_fts match :query and f.rowid <= :bound {type_filter}
    and (d.kind is null or d.kind = 'card')
  order by f.rank limit 2000
) group by type, ref order by best, type, ref limit :limit offset :offset
"""
# Ranking (FTS5's bm25) costs about two microseconds per matching text, where matching alone costs a twentieth
# of that: a query matching more than RANKED texts ranks the first RANKED of them in index order (glossary,
# rules and cards come first, then rulings), so that a word found in half the corpus still answers in about
# ten milliseconds (100,000 rulings: "mana" matches 35,000 texts; ranking 10,000 took 19 ms, 5,000 take 12).
RANKED = 5_000
BOUND_SQL = "select rowid from search_fts where search_fts match :query order by rowid limit 1 offset :skip"


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
    return f"/glossary/{quote(ref)}"


async def search(db, q: str, base: str = "/kb", kind: str | None = None, limit: int = 20,
                 offset: int = 0) -> list[Result]:
    """Results for q, best first, one per ruling, card, rule or glossary term whatever language matched."""
    query = fts_query(q)
    if query is None:
        return []
    sql = SEARCH_SQL.format(type_filter="and d.type = :type" if kind else "")
    bound = (await db.execute(BOUND_SQL, {"query": query, "skip": RANKED - 1})).first()
    rows = (await db.execute(sql, {"query": query, "type": kind, "limit": limit, "offset": offset,
                                   "bound": bound[0] if bound else 1 << 62})).rows
    return [Result(r["type"], r["ref"], r["lang"], r["title"], snippet(r["text"], q),
                   page_url(base, r["type"], r["ref"]), r["status"]) for r in rows]
