"""The search index the build writes: one document per ruling text, card name, CR rule and glossary sense."""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator

from ingest.records import Tables
from kb.ruling_page import text_status
from kb.search import index_form


def search_docs(tables: Tables, newest_cr: str | None) -> Iterator[tuple[str, str, str | None, str, str, str]]:
    """(type, ref, lang, title, text, status) of every document: glossary, rules, cards, then ruling texts."""
    rows = tables.rows
    for g in rows["glossary"]:
        if g["cr_version"] == newest_cr:
            yield "glossary", g["term"], "en", g["term"], f"{g['term']}: {g['text']}", "official"
    for r in rows["rules"]:
        if r["cr_version"] == newest_cr:
            yield "rule", r["number"], "en", f"CR {r['number']}", f"{r['number']} {r['text']}", "official"
    names = {c["oracle_id"]: c["name"] for c in rows["cards"]}
    for c in rows["cards"]:
        yield "card", c["oracle_id"], "en", c["name"], " ".join(filter(None, (c["name"], c["type_line"]))), "official"
    for f in rows["card_faces"]:
        yield "card", f["oracle_id"], "en", names[f["oracle_id"]], f["name"], "official"
    for n in rows["card_names"]:
        yield "card", n["oracle_id"], n["lang"], names[n["oracle_id"]], n["name"], "official"
    published = {r["id"]: r["published"] for r in rows["rulings"]}
    cards_of: dict[str, list[str]] = defaultdict(list)
    for link in rows["ruling_cards"]:
        cards_of[link["ruling_id"]].append(names[link["oracle_id"]])
    for t in rows["ruling_texts"]:
        rid = t["ruling_id"]
        title = " · ".join([published[rid], *sorted(cards_of.get(rid, []))])
        yield "ruling", rid, t["lang"], title, t["text"], text_status(t)


def add_search_docs(tables: Tables, newest_cr: str | None) -> None:
    """search_docs (what a hit shows) and search_fts (what is matched), sharing their rowid; made at write time."""
    tables.stream("search_docs", lambda: (
        {"rowid": i, "type": kind, "ref": ref, "lang": lang, "title": title, "text": text, "status": status}
        for i, (kind, ref, lang, title, text, status) in enumerate(search_docs(tables, newest_cr), start=1)))
    tables.derive("INSERT INTO search_fts (rowid, indexed) SELECT rowid, index_form(text) FROM search_docs",
                  {"index_form": index_form})
