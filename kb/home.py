"""What the home page tells a newcomer: which database holds the KB and how much is in it."""
from __future__ import annotations

from typing import Any

from datasette.utils.asgi import NotFound

from kb.immutable_cache import once

COUNTS = {
    "rulings": "select count(*) from rulings",
    "editions": "select count(*) from cr_editions",
    "rules": "select count(*) from rules",
    "cards": "select count(*) from cards where kind = 'card'",  # tokens, emblems, dungeons, helpers are not cards
    "glossary": "select count(*) from glossary",
    "documents": "select count(*) from documents",
    "predicates": "select count(*) from predicates",
    "examples": "select count(*) from examples",
    "examples_passing": "select count(*) from examples where passed",
    "rulings_linked": "select count(distinct ruling_id) from ruling_predicates",
    "errors": "select count(*) from problems where severity = 'error'",
    "warnings": "select count(*) from problems where severity = 'warning'",
}
BY_LANG = "select lang, count(*) as n from ruling_texts group by lang order by lang"
BY_MECHANIC = """select m.id, m.name, m.name_fr, m.name_ja, count(rm.ruling_id) as n from mechanics m
left join ruling_mechanics rm on rm.mechanic = m.id group by m.id order by n desc, m.id"""
EDITIONS = "select cr_version from cr_editions order by cr_version desc"
LATEST = """select s.id, s.published, s.en, s.fr, s.fr_status, s.ja, s.ja_status,
  (select group_concat(c.name, ' · ') from ruling_cards rc
  join cards c on c.oracle_id = rc.oracle_id where rc.ruling_id = s.id) as cards
from rulings_side_by_side s order by s.published desc, s.id limit 8"""
TRANSLATION_COVERAGE = """select l.lang,
  (select count(distinct ruling_id) from ruling_texts t where t.lang = l.lang) as translated,
  (select count(*) from ruling_texts t where t.lang = l.lang and t.origin = 'draft' and not t.reviewed) as unreviewed,
  (select count(*) from ruling_texts t where t.lang = l.lang and t.origin = 'draft' and t.reviewed) as reviewed,
  (select count(*) from ruling_texts t where t.lang = l.lang and t.stale) as stale,
  (select count(*) from ruling_texts t where t.lang = l.lang and t.origin = 'machine') as machine,
  (select count(distinct ruling_id) from qa_findings f where f.lang = l.lang and f.severity = 'error') as with_errors
from (select 'fr' as lang union all select 'ja') l"""


async def kb_database(datasette) -> Any | None:
    """The first attached database that has a rulings table."""
    for db in datasette.databases.values():
        if await db.table_exists("rulings"):
            return db
    return None


async def home_stats(datasette) -> dict[str, Any] | None:
    """Counts by table, language, mechanic and CR edition for the home page."""
    db = await kb_database(datasette)
    if db is None:
        return None
    return await once(db, "home", lambda: _stats(db))


async def _stats(db) -> dict[str, Any]:
    """home_stats, read from the database."""
    stats: dict[str, Any] = {"database": db.name}
    for key, sql in COUNTS.items():
        stats[key] = (await db.execute(sql)).first()[0]
    stats["languages"] = [dict(r) for r in (await db.execute(BY_LANG)).rows]
    stats["mechanics"] = [dict(r) for r in (await db.execute(BY_MECHANIC)).rows]
    stats["cr_versions"] = [r[0] for r in (await db.execute(EDITIONS)).rows]
    stats["translations"] = [dict(r) for r in (await db.execute(TRANSLATION_COVERAGE)).rows]
    stats["latest"] = [dict(r) for r in (await db.execute(LATEST)).rows]
    return stats


async def served(datasette):
    """The rulings-kb database being served (404 when there is none)."""
    db = await kb_database(datasette)
    if db is None:
        raise NotFound("no rulings-kb database is served")
    return db
