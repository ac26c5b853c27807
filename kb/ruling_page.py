"""The rulings: their index (/rulings, newest first, by language and mechanic) and what a ruling's page shows: the
ruling in EN | FR | JA with origin, status and QA findings, its cards and its rules."""
from __future__ import annotations

import json
from typing import Any

from kb.addresses import pages
from kb.i18n import N_, current
from kb.predicate_page import METHOD_RANK
from kb.text_links import card_href
from mtg.text_status import text_status

LANGS = ("en", "fr", "ja")
TEXTS = """select t.lang, t.text, t.origin, t.reviewed, t.stale, t.detected_lang, d.path, t.line, t.document_id
from ruling_texts t left join documents d on d.id = t.document_id where t.ruling_id = ?
order by t.lang, t.origin = 'draft' desc, t.origin"""
FINDINGS = """select lang, origin, "check", severity, message from qa_findings where ruling_id = ?
order by severity, "check" """
PREDICATES = """select p.name, p.doc, p.mechanic, p.cr_rules, p.source_file, p.source_line, rp.method, rp.evidence
from ruling_predicates rp join predicates p on p.name = rp.predicate where rp.ruling_id = ?
order by """ + METHOD_RANK + """, p.name"""
EXAMPLES = "select id, predicate, expected, actual, passed from examples where ruling_id = ? order by id"
HEADING = "select published, source from rulings where id = ?"
MECHANICS = """select distinct m.id, m.name, m.name_fr, m.name_ja from ruling_mechanics rm
join mechanics m on m.id = rm.mechanic where rm.ruling_id = ? order by m.id"""
CARDS = """select c.oracle_id, c.name, rc.method,
  (select name from card_names n where n.oracle_id = c.oracle_id and n.lang = 'fr' and n.face is null
   order by n.preferred desc limit 1) as fr,
  (select name from card_names n where n.oracle_id = c.oracle_id and n.lang = 'ja' and n.face is null
   order by n.preferred desc limit 1) as ja
from ruling_cards rc join cards c on c.oracle_id = rc.oracle_id where rc.ruling_id = ? order by c.name"""
# Every name the cards of some rulings (a JSON array of ids) go by (card, faces, official FR/JA names) that one of
# the ruling's texts holds, each with its ruling and the card's English name; the cards of :besides (a card's own
# page) left out. A ruling printed on hundreds of cards names few of them: the texts are searched here, in SQLite.
NAMES = """with mine as (select rc.ruling_id, c.oracle_id, c.name from ruling_cards rc join cards c
  on c.oracle_id = rc.oracle_id where rc.ruling_id in (select value from json_each(:ids))
  and c.oracle_id is not :besides),
named as (select ruling_id, name as card, name from mine
  union select m.ruling_id, m.name, f.name from mine m join card_faces f on f.oracle_id = m.oracle_id
  union select m.ruling_id, m.name, n.name from mine m join card_names n on n.oracle_id = m.oracle_id)
select ruling_id, card, name from named x
where exists(select 1 from ruling_texts t where t.ruling_id = x.ruling_id and instr(t.text, x.name))"""


PER_PAGE = 100
# Newest first, each with its cards (up to three names) and its text in every language.
INDEX = """select s.id, s.published, s.en, s.fr, s.fr_status, s.ja, s.ja_status,
  (select group_concat(name, ' · ') from (select coalesce((select n.name from card_names n
     where n.oracle_id = c.oracle_id and n.lang = :reader and n.face is null and n.preferred limit 1), c.name) as name
   from ruling_cards rc join cards c on c.oracle_id = rc.oracle_id
   where rc.ruling_id = s.id and rc.method in ('source', 'page') order by c.name limit 3)) as cards
from rulings_side_by_side s where (:mechanic = '' or s.id in (select ruling_id from ruling_mechanics
  where mechanic = :mechanic)) and (:lang = '' or exists(select 1 from ruling_texts t where t.ruling_id = s.id
  and t.lang = :lang)) order by s.published desc, s.id limit :limit offset :offset"""
COUNT = """select count(*) from rulings r where (:mechanic = '' or r.id in (select ruling_id from ruling_mechanics
  where mechanic = :mechanic)) and (:lang = '' or exists(select 1 from ruling_texts t where t.ruling_id = r.id
  and t.lang = :lang))"""


async def index(db, request, base: str) -> dict[str, Any]:
    """/rulings[?lang=fr&mechanic=room&page=2]: rulings newest first, 100 a page."""
    args = request.args
    chosen = {"lang": args.get("lang") if args.get("lang") in LANGS else "", "mechanic": args.get("mechanic") or ""}
    count = (await db.execute(COUNT, chosen)).first()[0]
    where_we_are = pages(request, count, PER_PAGE)
    params = dict(chosen, limit=PER_PAGE, offset=where_we_are["offset"], reader=current())
    mechanics = [dict(r) for r in (await db.execute("select id, name, name_fr, name_ja from mechanics order by id")).rows]
    return {"rulings": [dict(r) for r in (await db.execute(INDEX, params)).rows], "pager": where_we_are,
            "filters": chosen, "mechanics": mechanics, "langs": LANGS}


# Every status a text can show (text_status, rulings_side_by_side, search_docs), marked for the UI catalogs.
STATUSES = (N_("official"), N_("official original"), N_("original"), N_("machine translation"), N_("machine"),
            N_("unreviewed draft"), N_("reviewed"), N_("stale draft"), N_("draft"))


async def card_names_of(db, ruling_ids: list[str], besides: str | None = None) -> dict[str, list[tuple[str, str]]]:
    """Per ruling, every (name, card address) its cards go by, to link them in its texts (not the card `besides`)."""
    out: dict[str, list[tuple[str, str]]] = {}
    for ruling, card, name in (await db.execute(NAMES, {"ids": json.dumps(ruling_ids), "besides": besides})).rows:
        out.setdefault(ruling, []).append((name, card_href(card)))
    return out


async def ruling_page(db, ruling_id: str) -> dict[str, Any]:
    """The columns (one per language) and the predicates of one ruling."""
    texts = [dict(r) for r in (await db.execute(TEXTS, [ruling_id])).rows]
    findings = [dict(r) for r in (await db.execute(FINDINGS, [ruling_id])).rows]
    columns = []
    for lang in LANGS:
        mine = [dict(t, status=text_status(t)) for t in texts if t["lang"] == lang]
        for t in mine:
            t["findings"] = [f for f in findings if f["lang"] == lang and f["origin"] == t["origin"]]
        missing = [f for f in findings if f["lang"] == lang and f["origin"] is None]
        columns.append({"lang": lang, "texts": mine, "findings": missing})
    predicates = [dict(r) for r in (await db.execute(PREDICATES, [ruling_id])).rows]
    examples = [dict(r) for r in (await db.execute(EXAMPLES, [ruling_id])).rows]
    heading = (await db.execute(HEADING, [ruling_id])).first()
    cards = [dict(r) for r in (await db.execute(CARDS, [ruling_id])).rows]
    names = (await card_names_of(db, [ruling_id])).get(ruling_id, [])
    return {"card_names": names, "ruling_id": ruling_id, "columns": columns, "predicates": predicates, "examples": examples,
            "published": heading["published"] if heading else None, "source": heading["source"] if heading else None,
            "mechanics": [dict(r) for r in (await db.execute(MECHANICS, [ruling_id])).rows], "cards": cards}
