"""The search index the build writes: one document per ruling text, card name, CR rule and glossary sense."""
from __future__ import annotations

from collections import defaultdict

from ingest.records import Tables
from kb.ruling_page import text_status
from kb.search import index_form


def add_search_docs(tables: Tables, newest_cr: str | None) -> None:
    """Rows of search_docs (what a hit shows) and search_fts (what is matched), sharing their rowid."""
    rows = tables.rows
    published = {r["id"]: r["published"] for r in rows["rulings"]}
    names = {c["oracle_id"]: c["name"] for c in rows["cards"]}
    cards_of: dict[str, list[str]] = defaultdict(list)
    for link in rows["ruling_cards"]:
        cards_of[link["ruling_id"]].append(names[link["oracle_id"]])
    docs = []
    for t in rows["ruling_texts"]:
        rid = t["ruling_id"]
        title = " · ".join([published[rid], *sorted(cards_of.get(rid, []))])
        docs.append(("ruling", rid, t["lang"], title, t["text"], text_status(t)))
    for c in rows["cards"]:
        docs.append(("card", c["oracle_id"], "en", c["name"], " ".join(filter(None, (c["name"], c["type_line"]))), "official"))
    for f in rows["card_faces"]:
        docs.append(("card", f["oracle_id"], "en", names[f["oracle_id"]], f["name"], "official"))
    for n in rows["card_names"]:
        docs.append(("card", n["oracle_id"], n["lang"], names[n["oracle_id"]], n["name"], "official"))
    for r in rows["rules"]:
        if r["cr_version"] == newest_cr:
            docs.append(("rule", r["number"], "en", f"CR {r['number']}", f"{r['number']} {r['text']}", "official"))
    for g in rows["glossary"]:
        if g["cr_version"] == newest_cr:
            docs.append(("glossary", g["term"], "en", g["term"], f"{g['term']}: {g['text']}", "official"))
    for rowid, (kind, ref, lang, title, text, status) in enumerate(docs, start=1):
        tables.add("search_docs", rowid=rowid, type=kind, ref=ref, lang=lang, title=title, text=text, status=status)
        tables.add("search_fts", rowid=rowid, indexed=index_form(text))
