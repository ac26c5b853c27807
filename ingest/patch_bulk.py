"""Incremental rebuilds of bulk card files (MTGJSON, Scryfall): when a changed set file brings new or corrected
rulings and official names but the same cards, a copy of the database gets its new rows instead of a full build.

What such a file gives the database, and what else that depends on it:
- its places of rulings (ruling_sources), the rulings found nowhere else (with their texts, mechanics, links,
  QA findings, search entries), the first place of every ruling it holds, and each ruling's cards;
- its printings, and the official names it tallies (card_names), merged with every other source of those cards
  (read from the parse cache: printings say which files hold a card);
- its documents, build_inputs and problems rows.
It declines (ingest/patch.Declined: the caller builds in full) whenever a full build could decide otherwise: other
cards or sets, a ruling printed in two typographies, a ruling with a translation, a PO draft or an example,
a ruling also on a rulings page, a name change on a card of a translated ruling, or a parse not in the cache.
"""
from __future__ import annotations

import sqlite3
from collections import defaultdict

from ingest.cache_format import flatten
from ingest.card_mentions import capitalised_words
from ingest.cards import add_names, add_printings
from ingest.mechanics import mechanics_in
from ingest.patch_rows import Declined, add_search_doc, insert_rows, insert_search_doc, remove_search_docs
from ingest.records import Tables
from ingest.rulings import DEFAULT_SOURCE, meaning_key, normalized, ruling_id
from ingest.translations import untranslated_rows
from mtg.search_text import index_form
from kb.rules.examples import cited_rulings

BULK = ("mtgjson", "scryfall_cards", "scryfall_rulings")


def check_bulk(old_format: str | None, old_parsed, new_parsed) -> None:
    """Declined unless the file was and is a bulk card file with the same cards and sets."""
    if old_format not in BULK or new_parsed.format not in BULK:
        raise Declined("not a bulk card file")
    if old_parsed is None:
        raise Declined("the earlier parse of the file is not in the cache")
    if flatten(old_parsed.cards) != flatten(new_parsed.cards) or flatten(old_parsed.sets) != flatten(new_parsed.sets):
        raise Declined("the file gives other cards or sets")


def _key(e) -> tuple[str, str]:
    """The key a full build gives an EN ruling: its date and its meaning."""
    return e.published, meaning_key(e.text)


def patch_bulk(conn: sqlite3.Connection, context, change) -> None:
    """Replace what the changed bulk file gave the database by what it gives now."""
    doc_id, old, new = change.id, change.old_parsed, change.parsed
    keys_old = {_key(e) for e in old.rulings}
    new_entries: dict[tuple, list] = defaultdict(list)
    for e in sorted(new.rulings, key=lambda e: not e.source):  # entries naming their source first, as a build
        new_entries[_key(e)].append(e)
    affected = keys_old | set(new_entries)
    shown = {}  # meaning key -> (ruling id, the text shown) of the database's EN rulings on the dates involved
    dates = sorted({published for published, _ in affected})
    for rid, published, text in conn.execute(
            f"select r.id, r.published, t.text from rulings r join ruling_texts t on t.ruling_id = r.id and "
            f"t.lang = 'en' and t.origin = 'original' where r.published in ({','.join('?' * len(dates))})", dates):
        shown[(published, meaning_key(text))] = (rid, text)
    known = {k: shown[k] for k in affected if k in shown}
    if keys_old - set(known):
        raise Declined("the database lacks a ruling the file gave")
    _refuse_shared_rulings(conn, {rid for rid, _ in known.values()}, doc_id)
    for k, entries in new_entries.items():
        texts = {normalized(e.text) for e in entries} | ({normalized(known[k][1])} if k in known else set())
        if len(texts) > 1:
            raise Declined("a ruling printed in two typographies (the shown one is decided by all sources)")

    conn.execute("delete from ruling_sources where document_id = ?", [doc_id])
    added = {}
    for k, entries in new_entries.items():
        if k not in known:
            first = entries[0]
            rid = ruling_id(first.published, first.source or DEFAULT_SOURCE, first.text)
            if conn.execute("select 1 from rulings where id = ? union all select 1 from ruling_aliases where "
                            "alias = ?", [rid, rid]).fetchone():
                raise Declined("a new ruling's id is already taken")
            added[k] = (rid, first)
            known[k] = (rid, first.text)
    rows = [(known[k][0], doc_id, line, e.source or None, oracle_id, card_name, record)
            for k, entries in new_entries.items() for e in entries
            for line, record, oracle_id, card_name in [(e.line, e.record, e.oracle_id, e.card_name), *e.repeats]]
    conn.executemany("insert into ruling_sources (ruling_id, document_id, line, source, oracle_id, card_name, record) "
                     "values (?, ?, ?, ?, ?, ?, ?)", [_resolved(context, r) for r in rows])
    cited = cited_rulings()  # the examples' rows and the build's problems depend on them
    removed = [known[k][0] for k in keys_old - set(new_entries)
               if not conn.execute("select 1 from ruling_sources where ruling_id = ?", [known[k][0]]).fetchone()]
    if cited & (set(removed) | {rid for rid, _ in added.values()}):
        raise Declined("a ruling the predicates' examples test")
    for rid in removed:
        _remove_ruling(conn, rid)
    dates = {k[0] for k in added} | {published for published, _ in keys_old - set(new_entries)}
    if any(conn.execute("select 1 from ruling_texts t join rulings r on r.id = t.ruling_id where t.lang != 'en' "
                        "and r.published = ?", [d]).fetchone() for d in sorted(dates)) or \
            (added and conn.execute("select 1 from problems where code in ('po_unknown_ruling', 'po_ruling_changed') "
                                    "limit 1").fetchone()):
        raise Declined("a ruling added or removed on a date of translated rulings, or PO drafts looking for theirs")
    for k, (rid, first) in added.items():
        _add_ruling(conn, context, rid, first, doc_id)
    for k in affected - set(added) - {k for k in keys_old - set(new_entries) if known[k][0] in removed}:
        _move_first_place(conn, known[k][0], k[0], known[k][1])
    _relink_cards(conn, context, {known[k][0] for k in affected} - set(removed))
    _patch_printings(conn, context, change)
    _patch_names(conn, context, change)


def _resolved(context, row: tuple) -> tuple:
    """A ruling_sources row with the card a name stands for where the source gives a name and no id."""
    rid, doc_id, line, source, oracle_id, card_name, record = row
    if oracle_id is None and card_name:
        found = context.cards.resolve(card_name)
        oracle_id = found[0] if found else None
    return rid, doc_id, line, source, oracle_id, card_name, record


def _refuse_shared_rulings(conn: sqlite3.Connection, rulings: set[str], doc_id: int) -> None:
    """Declined when a ruling of the file has a translation or a draft, a curated link, another typography, or a
    place on a rulings page (its page card and alignment belong to a full build)."""
    for rid in sorted(rulings):
        if conn.execute("select 1 from ruling_texts where ruling_id = ? and lang != 'en' union all "
                        "select 1 from ruling_aliases where ruling_id = ? union all "
                        "select 1 from ruling_predicates where ruling_id = ? and method = 'curated' union all "
                        "select 1 from ruling_sources s join documents d on d.id = s.document_id where "
                        "s.ruling_id = ? and d.format not in ('mtgjson', 'scryfall_cards', 'scryfall_rulings')",
                        [rid, rid, rid, rid]).fetchone():
            raise Declined("a ruling of the file is translated, linked by hand, or also on another kind of source")


def _remove_ruling(conn: sqlite3.Connection, rid: str) -> None:
    """Every row of a ruling no source gives any more."""
    texts = conn.execute("select rowid, lang, text from ruling_texts where ruling_id = ?", [rid]).fetchall()
    for rowid, _, text in texts:
        conn.execute("insert into ruling_texts_fts (ruling_texts_fts, rowid, text) values ('delete', ?, ?)",
                     [rowid, text])
    remove_search_docs(conn, {(rid, lang, text) for _, lang, text in texts})
    for table in ("ruling_texts", "ruling_mechanics", "ruling_cards", "ruling_predicates", "qa_findings"):
        conn.execute(f"delete from {table} where ruling_id = ?", [rid])
    conn.execute("delete from rulings where id = ?", [rid])


def _add_ruling(conn: sqlite3.Connection, context, rid: str, e, doc_id: int) -> None:
    """A ruling the file alone gives: its row, EN text, mechanics, links, QA findings and search entry."""
    conn.execute("insert into rulings (id, published, source, document_id, line, en_missing) values (?, ?, ?, ?, ?, 0)",
                 [rid, e.published, e.source or DEFAULT_SOURCE, doc_id, e.line])
    text = {"ruling_id": rid, "lang": "en", "text": e.text, "detected_lang": e.detected_lang, "origin": e.origin,
            "document_id": doc_id, "line": e.line, "source_sha256": None, "reviewed": None, "stale": 0}
    rowid = insert_rows(conn, "ruling_texts", [text])
    conn.execute("insert into ruling_texts_fts (rowid, text) values (?, ?)", [rowid, e.text])
    found = mechanics_in(e.text)
    insert_rows(conn, "ruling_mechanics", [{"ruling_id": rid, "mechanic": m, "method": "inferred", "evidence": ev}
                                       for m, ev in found])
    for link in context.linker.link(e.text, "en", dict(found)) if context.may_link(e.text, found) else ():
        insert_rows(conn, "ruling_predicates", [{"ruling_id": rid, "predicate": link.predicate, "method": link.method,
                                             "evidence": link.evidence, "score": link.score}])
    insert_rows(conn, "qa_findings", untranslated_rows(rid, conn))
    context.new_texts.append(text)


def _move_first_place(conn: sqlite3.Connection, rid: str, published: str, text: str) -> None:
    """A ruling's row and EN text cite its first place, as a full build takes it: sources that name who wrote
    the ruling first, then by file and line; its id must not move."""
    first = conn.execute("select document_id, line, source from ruling_sources where ruling_id = ? order by "
                         "source is null, document_id, line limit 1", [rid]).fetchone()
    if ruling_id(published, first[2] or DEFAULT_SOURCE, text) != rid:
        raise Declined("a ruling's first source changed who wrote it (its id would change)")
    conn.execute("update rulings set document_id = ?, line = ?, source = ? where id = ?",
                 [first[0], first[1], first[2] or DEFAULT_SOURCE, rid])
    conn.execute("update ruling_texts set document_id = ?, line = ? where ruling_id = ? and lang = 'en'",
                 [first[0], first[1], rid])


def _relink_cards(conn: sqlite3.Connection, context, rulings: set[str]) -> None:
    """Each ruling's cards as a full build links them: the cards its sources file it under, then those its text
    names; and its search entry titled with them."""
    paths = dict(conn.execute("select id, path from documents"))
    texts = dict(conn.execute(f"select ruling_id, text from ruling_texts where lang = 'en' and ruling_id in "
                              f"({','.join('?' * len(rulings))})", sorted(rulings)))
    matcher = context.cards.matcher("en", context.mentions.stopwords, capitalised_words(list(texts.values())))
    for rid in sorted(rulings):
        links: dict[str, tuple[str, str]] = {}
        for doc, line, record, oid in conn.execute(
                "select document_id, line, record, oracle_id from ruling_sources where ruling_id = ? order by "
                "source is null, document_id, line", [rid]):
            if oid in context.cards.cards:
                links.setdefault(oid, ("source", f"{paths[doc]}:{record or line}"))
        for oid, name in matcher.find(texts[rid]):  # the names that begin with the texts' capitalised words
            links.setdefault(oid, ("mentioned", name))
        old = {oid: (m, ev) for oid, m, ev in conn.execute("select oracle_id, method, evidence from ruling_cards "
                                                           "where ruling_id = ?", [rid])}
        if old != links:
            conn.execute("delete from ruling_cards where ruling_id = ?", [rid])
            conn.executemany("insert into ruling_cards (ruling_id, oracle_id, method, evidence) values (?, ?, ?, ?)",
                             [(rid, oid, m, ev) for oid, (m, ev) in sorted(links.items())])
            names = sorted(context.cards.cards[oid].name for oid in links)
            published = conn.execute("select published from rulings where id = ?", [rid]).fetchone()[0]
            conn.execute("update search_docs set title = ? where type = 'ruling' and ref = ?",
                         [" · ".join([published, *names]), rid])
    for text in context.new_texts:
        add_search_doc(conn, text)
    context.new_texts.clear()


def _patch_printings(conn: sqlite3.Connection, context, change) -> None:
    """The file's printings, as now."""
    tables = Tables()
    add_printings(tables, context.cards, [change])
    conn.execute("delete from printings where document_id = ?", [change.id])
    conn.executemany("insert into printings (oracle_id, set_code, number, rarity, document_id, line, record) values "
                     "(?, ?, ?, ?, ?, ?, ?)", [(p["oracle_id"], p["set_code"], p["number"], p["rarity"], p["document_id"],
                                                p["line"], p["record"]) for p in tables.rows["printings"]])


def _patch_names(conn: sqlite3.Connection, context, change) -> None:
    """The official names of the cards whose names the file changed, merged again with every other source of them
    (read from the parse cache), and their search entries."""

    context.name_problems += [p for _, p in add_names(Tables(), context.cards, [change], only=set())]
    before = {tuple(flatten(n)) for n in change.old_parsed.card_names}
    after = {tuple(flatten(n)) for n in change.parsed.card_names}
    changed = before ^ after
    if not changed:
        return
    oids = set()
    for n in change.old_parsed.card_names + change.parsed.card_names:
        if tuple(flatten(n)) in changed:
            oid = n.oracle_id if n.oracle_id in context.cards.cards else \
                (context.cards.resolve(n.english) or (None,))[0] if n.english else None
            if oid:
                oids.add(oid)
    marks = ",".join("?" * len(oids))
    if conn.execute(f"select 1 from ruling_cards rc join ruling_texts t on t.ruling_id = rc.ruling_id where "
                    f"rc.oracle_id in ({marks}) and t.lang != 'en' union all select 1 from rulings where en_missing = 1",
                    sorted(oids)).fetchone():
        raise Declined("a card whose names change has a translated ruling (its checks read the names)")
    sources = [d for (d,) in conn.execute(
        f"select distinct document_id from printings where oracle_id in ({marks}) union select distinct d.id from "
        f"documents d where d.format in ('mtgjson', 'scryfall_cards', 'forge_cardnames') and not exists (select 1 "
        f"from printings p where p.document_id = d.id) order by 1", sorted(oids))]
    documents = [change if d == change.id else context.document(d) for d in sources]
    tables = Tables()
    add_names(tables, context.cards, documents, only=oids)
    rowids = conn.execute(f"select rowid, text from search_docs where type = 'card' and ref in ({marks}) and lang in "
                          f"('fr', 'ja')", sorted(oids)).fetchall()
    for rowid, text in rowids:
        conn.execute("insert into search_fts (search_fts, rowid, indexed) values ('delete', ?, ?)",
                     [rowid, index_form(text)])
        conn.execute("delete from search_docs where rowid = ?", [rowid])
    conn.execute(f"delete from card_names where oracle_id in ({marks})", sorted(oids))
    for row in tables.rows["card_names"]:
        insert_rows(conn, "card_names", [row])
        card = context.cards.cards[row["oracle_id"]]
        insert_search_doc(conn, {"type": "card", "ref": row["oracle_id"], "lang": row["lang"], "title": card.name,
                                 "text": row["name"], "status": "official", "kind": card.kind})
