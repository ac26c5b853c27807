"""What the ruling page shows: the ruling in EN | FR | JA with origin, status and QA findings, and its rules."""
from __future__ import annotations

from typing import Any

from kb.i18n import N_
from mtg.text_status import text_status

LANGS = ("en", "fr", "ja")
TEXTS = """select t.lang, t.text, t.origin, t.reviewed, t.stale, t.detected_lang, d.path, t.line, t.document_id
from ruling_texts t left join documents d on d.id = t.document_id where t.ruling_id = ?
order by t.lang, t.origin = 'draft' desc, t.origin"""
FINDINGS = """select lang, origin, "check", severity, message from qa_findings where ruling_id = ?
order by severity, "check" """
PREDICATES = """select p.name, p.doc, p.mechanic, p.cr_rules, p.source_file, p.source_line, rp.method, rp.evidence
from ruling_predicates rp join predicates p on p.name = rp.predicate where rp.ruling_id = ?
order by rp.method, p.name"""
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


# Every status a text can show (text_status, rulings_side_by_side, search_docs), marked for the UI catalogs.
STATUSES = (N_("official"), N_("official original"), N_("original"), N_("machine translation"), N_("machine"),
            N_("unreviewed draft"), N_("reviewed"), N_("stale draft"), N_("draft"))


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
    return {"ruling_id": ruling_id, "columns": columns, "predicates": predicates, "examples": examples,
            "published": heading["published"] if heading else None, "source": heading["source"] if heading else None,
            "mechanics": [dict(r) for r in (await db.execute(MECHANICS, [ruling_id])).rows], "cards": cards}
