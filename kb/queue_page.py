"""The work lists: problems found while reading the sources (/problems), drafts awaiting review (/translators)."""
from __future__ import annotations

from typing import Any

from kb.immutable_cache import once


SHOWN = 200
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
QUEUE = f"""select t.ruling_id, t.lang, t.text, t.stale, t.document_id, t.line, r.published,
  (select text from ruling_texts e where e.ruling_id = t.ruling_id and e.lang = 'en' limit 1) as en
from ruling_texts t join rulings r on r.id = t.ruling_id where {DRAFT}
and (:language = '' or t.lang = :language)
and (:check = '' or exists(select 1 from qa_findings f where f.ruling_id = t.ruling_id and f.lang = t.lang
                           and f.origin = 'draft' and f."check" = :check))
and (:mechanic = '' or exists(select 1 from ruling_mechanics m where m.ruling_id = t.ruling_id
                              and m.mechanic = :mechanic))
order by t.stale desc, r.published desc, t.ruling_id limit :limit"""
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


async def translators(db, request, base: str) -> dict[str, Any]:
    """/translators[?language=&check=&mechanic=]: the drafts waiting for review, with their findings, and counts."""
    import json

    chosen = _filters(request, "language", "check", "mechanic")
    drafts = [dict(r) for r in (await db.execute(QUEUE, chosen | {"limit": SHOWN})).rows]
    findings = (await db.execute(FINDINGS, {"ids": json.dumps([d["ruling_id"] for d in drafts])})).rows
    for d in drafts:
        d["findings"] = [dict(f) for f in findings if f["ruling_id"] == d["ruling_id"] and f["lang"] == d["lang"]]
    return await once(db, "translators", lambda: _queue_counts(db)) | {
        "drafts": drafts, "filters": chosen, "shown": SHOWN}


async def _queue_counts(db) -> dict[str, Any]:
    """The review queue's counts by language, check and mechanic (the same for every filter)."""
    return {"counts": [dict(r) for r in (await db.execute(QUEUE_COUNTS)).rows],
            "by_check": [dict(r) for r in (await db.execute(BY_CHECK)).rows],
            "by_mechanic": [dict(r) for r in (await db.execute(BY_MECHANIC)).rows]}
