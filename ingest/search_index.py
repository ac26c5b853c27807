"""The search index the build writes: one document per ruling text, card name, CR rule and glossary sense."""
from __future__ import annotations

import sqlite3
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cache

from ingest.records import AsidePart, Tables
from mtg.text_status import text_status
from mtg.search_text import index_form


def rule_and_card_docs(tables: Tables, newest_cr: str | None, keys_only: bool = False) -> Iterator[tuple]:
    """(type, ref, lang, title, text, status, kind) of the glossary's, the rules' and the cards' documents (kind:
    card, token, emblem, dungeon, helper): final once the cards and the CR are assembled; keys_only: (type, ref,
    kind) alone, made without the titles."""
    rows = tables.rows
    for g in rows["glossary"]:
        if g["cr_version"] == newest_cr:
            yield ("glossary", g["term"], None) if keys_only else (
                "glossary", g["term"], "en", g["term"], f"{g['term']}: {g['text']}", "official", None)
    for r in rows["rules"]:
        if r["cr_version"] == newest_cr:
            yield ("rule", r["number"], None) if keys_only else (
                "rule", r["number"], "en", f"CR {r['number']}", f"{r['number']} {r['text']}", "official", None)
    names = {c["oracle_id"]: c["name"] for c in rows["cards"]}
    kinds = {c["oracle_id"]: c["kind"] for c in rows["cards"]}
    for c in rows["cards"]:
        yield ("card", c["oracle_id"], c["kind"]) if keys_only else (
            "card", c["oracle_id"], "en", c["name"], " ".join(filter(None, (c["name"], c["type_line"]))), "official",
            c["kind"])
    for f in rows["card_faces"]:
        oid = f["oracle_id"]
        yield ("card", oid, kinds[oid]) if keys_only else (
            "card", oid, "en", names[oid], f["name"], "official", kinds[oid])
    for n in rows["card_names"]:
        oid = n["oracle_id"]
        yield ("card", oid, kinds[oid]) if keys_only else (
            "card", oid, n["lang"], names[oid], n["name"], "official", kinds[oid])


def ruling_docs(tables: Tables, keys_only: bool = False) -> Iterator[tuple]:
    """rule_and_card_docs' tuples for the ruling texts (titled by date and the cards each names): final once those
    are known."""
    rows = tables.rows
    if keys_only:
        yield from (("ruling", t["ruling_id"], None) for t in rows["ruling_texts"])
        return
    names = {c["oracle_id"]: c["name"] for c in rows["cards"]}
    published = {r["id"]: r["published"] for r in rows["rulings"]}
    cards_of: dict[str, list[str]] = defaultdict(list)
    for link in rows["ruling_cards"]:
        cards_of[link["ruling_id"]].append(names[link["oracle_id"]])
    for t in rows["ruling_texts"]:
        rid = t["ruling_id"]
        title = " · ".join([published[rid], *sorted(cards_of.get(rid, []))])
        yield "ruling", rid, t["lang"], title, t["text"], text_status(t), None


@dataclass
class Stretch:
    """The rowids of one kind of document (a card kind for cards): each ref's documents in a group of `stride`
    rowids, so that the distinct refs a word matches are counted from the full-text index alone (kb/search.py)."""

    type: str
    kind: str | None
    first: int
    groups: dict[str, int]  # ref -> its group's number, in the order the documents come
    stride: int

    @property
    def last(self) -> int:
        return self.first + len(self.groups) * self.stride - 1


def stretches(keys: Iterable[tuple[str, str, str | None]], first: int = 1) -> dict[tuple[str, str | None], Stretch]:
    """The stretch of each (type, card kind) of the documents (type, ref, card kind), one after another from rowid
    first in the order they first come."""
    sizes: dict[tuple[str, str | None], Counter] = {}
    for kind, ref, card_kind in keys:
        sizes.setdefault((kind, card_kind), Counter())[ref] += 1
    out = {}
    for key, per_ref in sizes.items():
        out[key] = Stretch(*key, first, {ref: n for n, ref in enumerate(per_ref)}, max(per_ref.values()))
        first = out[key].last + 1
    return out


FTS_ROWS = "INSERT INTO search_fts (rowid, indexed) SELECT rowid, index_form(text) FROM search_docs WHERE rowid >= ?"


class SearchIndex:
    """search_docs (what a hit shows) and search_fts (what is matched), sharing their rowid, laid out in stretches
    (search_layout), one for each kind of document. Written aside by the second core in two parts, one after the
    other into one file: the glossary's, rules' and cards' documents as soon as the cards and the CR are assembled
    (add_rules_and_cards), the rulings' once the cards they name are known (add_rulings); the real corpus's build
    then writes a quarter of the documents in its last, busiest second, not all of them."""

    def __init__(self, tables: Tables, newest_cr: str | None) -> None:
        """For the rows of tables and the newest CR edition's rules and glossary."""
        self.tables, self.newest_cr = tables, newest_cr

    def add_rules_and_cards(self) -> None:
        """The first part: the glossary's, rules' and cards' documents."""
        self._part(lambda keys_only: rule_and_card_docs(self.tables, self.newest_cr, keys_only))

    def add_rulings(self) -> None:
        """The second part: the ruling texts' documents."""
        self._part(lambda keys_only: ruling_docs(self.tables, keys_only))

    def _part(self, docs: Callable[[bool], Iterator[tuple]]) -> None:
        """A part whose stretches come after those the parts before wrote (so the part needs nothing of them but
        their last rowid, read from the file as it starts)."""
        first: list[int] = []

        def before(conn: sqlite3.Connection) -> None:
            first[:] = conn.execute("SELECT coalesce(max(last), 0) + 1 FROM search_layout").fetchone()

        @cache
        def laid() -> dict[tuple[str, str | None], Stretch]:  # once, in the process that writes them
            return stretches(docs(True), first[0])

        def rows() -> Iterator[dict]:
            seen: Counter = Counter()  # documents of each ref so far: its place in its group
            part = laid()
            for kind, ref, lang, title, text, status, card_kind in docs(False):
                s = part[kind, card_kind]
                place = seen[kind, ref]
                seen[kind, ref] += 1
                yield {"rowid": s.first + s.groups[ref] * s.stride + place, "type": kind, "ref": ref, "lang": lang,
                       "title": title, "text": text, "status": status, "kind": card_kind}

        def layout() -> Iterator[dict]:
            return ({"type": s.type, "kind": s.kind, "first": s.first, "last": s.last, "stride": s.stride}
                    for s in laid().values())

        def after(conn: sqlite3.Connection) -> None:
            conn.create_function("index_form", 1, index_form, deterministic=True)
            conn.execute(FTS_ROWS, first)
        self.tables.aside_part(AsidePart([("search_docs", rows), ("search_layout", layout)], before, after))
