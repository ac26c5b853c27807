"""The search index the build writes: one document per ruling text, card name, CR rule and glossary sense."""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator

from ingest.records import Tables
from mtg.text_status import text_status
from mtg.search_text import index_form


def search_docs(tables: Tables, newest_cr: str | None) -> Iterator[tuple[str, str, str | None, str, str, str,
                                                                         str | None]]:
    """(type, ref, lang, title, text, status, kind) of every document: glossary, rules, cards (kind: card, token,
    emblem, dungeon, helper), then ruling texts."""
    rows = tables.rows
    for g in rows["glossary"]:
        if g["cr_version"] == newest_cr:
            yield "glossary", g["term"], "en", g["term"], f"{g['term']}: {g['text']}", "official", None
    for r in rows["rules"]:
        if r["cr_version"] == newest_cr:
            yield "rule", r["number"], "en", f"CR {r['number']}", f"{r['number']} {r['text']}", "official", None
    names = {c["oracle_id"]: c["name"] for c in rows["cards"]}
    kinds = {c["oracle_id"]: c["kind"] for c in rows["cards"]}
    for c in rows["cards"]:
        yield "card", c["oracle_id"], "en", c["name"], " ".join(filter(None, (c["name"], c["type_line"]))), \
            "official", c["kind"]
    for f in rows["card_faces"]:
        yield "card", f["oracle_id"], "en", names[f["oracle_id"]], f["name"], "official", kinds[f["oracle_id"]]
    for n in rows["card_names"]:
        yield "card", n["oracle_id"], n["lang"], names[n["oracle_id"]], n["name"], "official", kinds[n["oracle_id"]]
    published = {r["id"]: r["published"] for r in rows["rulings"]}
    cards_of: dict[str, list[str]] = defaultdict(list)
    for link in rows["ruling_cards"]:
        cards_of[link["ruling_id"]].append(names[link["oracle_id"]])
    for t in rows["ruling_texts"]:
        rid = t["ruling_id"]
        title = " · ".join([published[rid], *sorted(cards_of.get(rid, []))])
        yield "ruling", rid, t["lang"], title, t["text"], text_status(t), None


def add_search_docs(tables: Tables, newest_cr: str | None) -> None:
    """search_docs (what a hit shows) and search_fts (what is matched), sharing their rowid; made at write time."""
    tables.stream("search_docs", aside=True, rows=lambda: (
        {"rowid": i, "type": kind, "ref": ref, "lang": lang, "title": title, "text": text, "status": status,
         "kind": card_kind}
        for i, (kind, ref, lang, title, text, status, card_kind) in enumerate(search_docs(tables, newest_cr),
                                                                                 start=1)))
    tables.derive("INSERT INTO search_fts (rowid, indexed) SELECT rowid, index_form(text) FROM search_docs",
                  {"index_form": index_form})
