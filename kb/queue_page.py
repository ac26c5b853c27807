"""The work lists: problems found while reading the sources (/problems), drafts awaiting review (/translators)."""
from __future__ import annotations

from typing import Any

from kb.immutable_cache import once


SHOWN = 200  # problems listed at most
PROBLEM_COUNTS = "select severity, code, count(*) as n from problems group by severity, code order by severity, n desc"
PROBLEMS = """select p.severity, p.code, p.message, p.line, p.document_id, d.path from problems p
left join documents d on d.id = p.document_id where (:severity = '' or p.severity = :severity)
and (:code = '' or p.code = :code) order by p.severity, d.path, p.line limit :limit"""
DRAFT = "t.origin = 'draft' and (not t.reviewed or t.stale)"
QUEUE_COUNTS = f"""select t.lang, count(*) as drafts, sum(t.stale) as stale,
  sum(exists(select 1 from qa_findings f where f.ruling_id = t.ruling_id and f.lang = t.lang
             and f.origin = 'draft' and f.severity = 'error')) as with_errors
from ruling_texts t where {DRAFT} group by t.lang order by t.lang"""
BY_CHECK = f"""select f.lang, f."check", count(*) as n from qa_findings f join ruling_texts t
on t.ruling_id = f.ruling_id and t.lang = f.lang and t.origin = 'draft' where f.origin = 'draft' and {DRAFT}
group by f.lang, f."check" order by f.lang, n desc"""
BY_MECHANIC = f"""select t.lang, m.mechanic, count(*) as n from ruling_texts t
join ruling_mechanics m on m.ruling_id = t.ruling_id where {DRAFT} group by t.lang, m.mechanic order by t.lang, n desc"""
QUEUE_FROM = f"""from ruling_texts t join rulings r on r.id = t.ruling_id where {DRAFT}
and (:language = '' or t.lang = :language)
and (:check = '' or exists(select 1 from qa_findings f where f.ruling_id = t.ruling_id and f.lang = t.lang
                           and f.origin = 'draft' and f."check" = :check))
and (:mechanic = '' or exists(select 1 from ruling_mechanics m where m.ruling_id = t.ruling_id
                              and m.mechanic = :mechanic))"""
QUEUE = f"""select t.ruling_id, t.lang, t.text, t.stale, t.document_id, t.line, r.published,
  (select text from ruling_texts e where e.ruling_id = t.ruling_id and e.lang = 'en' limit 1) as en
{QUEUE_FROM} order by t.stale desc, r.published desc, t.ruling_id limit :limit offset :offset"""
QUEUE_COUNT = f"select count(*) {QUEUE_FROM}"
FINDINGS = """select ruling_id, lang, "check", severity, message from qa_findings where origin = 'draft'
and ruling_id in (select value from json_each(:ids)) order by severity, "check" """


def _filters(request, *names: str) -> dict[str, str]:
    """The request's filter arguments (absent ones empty), each at most 100 characters."""
    return {name: request.args.get(name, "")[:100] for name in names}


async def problems(db, request, base: str) -> dict[str, Any]:
    """/problems[?severity=&code=]: counts by severity and code, then each problem linked to its document line."""
    chosen = _filters(request, "severity", "code")
    rows = [dict(r) for r in (await db.execute(PROBLEMS, chosen | {"limit": SHOWN})).rows]
    return {"counts": [dict(r) for r in (await db.execute(PROBLEM_COUNTS)).rows], "problems": rows,
            "filters": chosen, "shown": SHOWN}


PER_PAGE = 50
MISSING = """select r.id as ruling_id, r.published, e.text as en from rulings r
join ruling_texts e on e.ruling_id = r.id and e.lang = 'en'
where not exists(select 1 from ruling_texts t where t.ruling_id = r.id and t.lang = :lang)
order by r.published desc, r.id limit :limit offset :offset"""
MISSING_COUNTS = """select l.lang, (select count(*) from rulings r where not exists(select 1 from ruling_texts t
  where t.ruling_id = r.id and t.lang = l.lang)) as n from (select 'fr' as lang union all select 'ja') l"""

async def translators(db, request, base: str) -> dict[str, Any]:
    """/translators[?language=&check=&mechanic=&page=]: the drafts waiting for review, with their findings, 50 a
    page; /translators?missing=fr: the rulings without a French text, each with the translation memory's draft."""
    import json

    from kb.addresses import pages

    chosen = _filters(request, "language", "check", "mechanic", "missing")
    counts = await once(db, "translators", lambda: _queue_counts(db))
    if chosen["missing"] in ("fr", "ja"):
        return counts | {"filters": chosen, "drafts": [], **await _missing(db, request, chosen["missing"])}
    total = (await db.execute(QUEUE_COUNT, chosen)).first()[0]
    where = pages(request, total, PER_PAGE)
    drafts = [dict(r) for r in (await db.execute(QUEUE, chosen | {"limit": PER_PAGE, "offset": where["offset"]})).rows]
    findings = (await db.execute(FINDINGS, {"ids": json.dumps([d["ruling_id"] for d in drafts])})).rows
    for d in drafts:
        d["findings"] = [dict(f) for f in findings if f["ruling_id"] == d["ruling_id"] and f["lang"] == d["lang"]]
    return counts | {"drafts": drafts, "filters": chosen, "pager": where}


async def _missing(db, request, lang: str) -> dict[str, Any]:
    """One page of the rulings without a text in lang, newest first, each with a suggested draft (or none)."""
    from kb.addresses import pages
    from kb.translation_memory import Memory
    from mtg.word_diff import word_diff_html

    counts = {r["lang"]: r["n"] for r in (await once(db, "missing", lambda: _missing_counts(db)))}
    where = pages(request, counts.get(lang, 0), PER_PAGE)
    rows = [dict(r) for r in (await db.execute(MISSING, {"lang": lang, "limit": PER_PAGE,
                                                        "offset": where["offset"]})).rows]
    memory = await once(db, f"memory-{lang}", lambda: db.execute_fn(lambda conn: Memory.from_db(conn, lang)))
    for r in rows:
        found = memory.suggest(r["en"])
        r["suggestion"] = found and {"text": found.text, "score": found.score, "source": found.source,
                                     "diff": word_diff_html(found.matched, r["en"])}
    return {"missing": rows, "missing_lang": lang, "pager": where}


async def _missing_counts(db) -> list[dict]:
    """How many rulings have no text in each language."""
    return [dict(r) for r in (await db.execute(MISSING_COUNTS)).rows]


async def _queue_counts(db) -> dict[str, Any]:
    """The review queue's counts by language, check and mechanic (the same for every filter), and how many rulings
    have no text in each language."""
    return {"counts": [dict(r) for r in (await db.execute(QUEUE_COUNTS)).rows],
            "by_check": [dict(r) for r in (await db.execute(BY_CHECK)).rows],
            "by_mechanic": [dict(r) for r in (await db.execute(BY_MECHANIC)).rows],
            "without": await once(db, "missing", lambda: _missing_counts(db))}
