"""The source documents: their index (/documents, every file read, with its format and problems) and a document's
page (/documents/3): its lines as read, each linked to what it became, problems inline."""
from __future__ import annotations

from collections import defaultdict
from typing import Any
from urllib.parse import quote

from datasette.utils import tilde_encode
from datasette.utils.asgi import NotFound

LINES_PER_PAGE = 500
DOCUMENT = "select id, path, sha256, format, lang, title, line_count, records from documents where id = ?"
LINES = "select line, text, role from source_lines where document_id = ? and line between ? and ? order by line"
PROBLEMS = "select line, severity, code, message from problems where document_id = ? order by line is not null, line, id"
# What a line became: (query over document_id and a line range giving line, label, key) and how to link the key.
BECAME = (
    ("select line, 'ruling ' || ruling_id, ruling_id from ruling_sources where document_id = ? and line between ? and ?",
     lambda base, key: f"{base}/rulings/{tilde_encode(key)}"),
    ("select line, lang || ' text of ruling ' || ruling_id, ruling_id from ruling_texts where document_id = ? "
     "and line between ? and ? and lang != 'en'", lambda base, key: f"{base}/rulings/{tilde_encode(key)}"),
    ("select line, 'CR ' || number, number || '?edition=' || cr_version from rules where document_id = ? "
     "and line between ? and ?", lambda base, key: f"/cr/{key}"),
    ("select line, 'CR section ' || number, number || '?edition=' || cr_version from sections where document_id = ? "
     "and line between ? and ?", lambda base, key: f"/cr/{key}"),
    ("select line, 'glossary: ' || term, term from glossary where document_id = ? and line between ? and ?",
     lambda base, key: f"/glossary/{quote(key)}"),
    ("select line, 'CR excerpt ' || ref || ' (' || status || ')', coalesce(rule_number, glossary_term) from cr_excerpts "
     "where document_id = ? and line between ? and ?",
     lambda base, key: f"/cr/{key}" if key and key[0].isdigit() else f"/glossary/{quote(key or '')}"),
    ("select line, lang || ' name of card ' || name, oracle_id from card_names where document_id = ? "
     "and line between ? and ?", lambda base, key: f"{base}/cards/{tilde_encode(key)}"),
)


INDEX = """select d.id, d.path, d.format, d.lang, d.title, d.line_count, d.records,
  (select count(*) from problems p where p.document_id = d.id and p.severity = 'error') as errors,
  (select count(*) from problems p where p.document_id = d.id and p.severity = 'warning') as warnings
from documents d order by d.path"""


async def index(db, request, base: str) -> dict[str, Any]:
    """/documents: every source document the build read, by path, with its format, language, size and problems."""
    rows = [dict(r) for r in (await db.execute(INDEX)).rows]
    formats: dict[str, int] = {}
    for r in rows:
        formats[r["format"]] = formats.get(r["format"], 0) + 1
    return {"documents": rows, "formats": formats}


def page_of(line: int) -> int:
    """The page of a document on which a line is shown."""
    return (line - 1) // LINES_PER_PAGE + 1


SQLITE_MAX_INTEGER = 2 ** 63  # a larger id is no document's (and SQLite cannot take it: OverflowError)


def line_url(document_id: int, line: int | None) -> str:
    """The address of a source line on its document's page (the document's first page when no line)."""
    return f"/documents/{document_id}?page={page_of(line)}#L{line}" if line else f"/documents/{document_id}"


async def load(db, request, base: str) -> dict[str, Any]:
    """/documents/<id>[?page=N]: one page of the document's lines with what each became and its problems."""
    number = int(request.url_vars["id"])
    doc = (await db.execute(DOCUMENT, [number])).first() if number < SQLITE_MAX_INTEGER else None
    if doc is None:
        raise NotFound(f"no document {request.url_vars['id']}")
    pages = max(1, page_of(doc["line_count"])) if doc["line_count"] else 1
    try:
        page = min(max(1, int(request.args.get("page", "1"))), pages)
    except ValueError:
        page = 1
    first, last = (page - 1) * LINES_PER_PAGE + 1, page * LINES_PER_PAGE
    became: dict[int, list[tuple[str, str]]] = defaultdict(list)
    for sql, link in BECAME:
        for line, label, key in (await db.execute(sql, [doc["id"], first, last])).rows:
            became[line].append((label, link(base, key)))
    problems: dict[int | None, list[dict]] = defaultdict(list)
    for p in (await db.execute(PROBLEMS, [doc["id"]])).rows:
        problems[p["line"]].append(dict(p))
    lines = [dict(r, became=became.get(r["line"], []), problems=problems.get(r["line"], []))
             for r in (await db.execute(LINES, [doc["id"], first, last])).rows]
    elsewhere = [p for line, found in problems.items() for p in found
                 if line is None or not first <= line <= last or not doc["line_count"]]
    return {"document": dict(doc), "lines": lines, "page": page, "pages": pages, "problems": elsewhere,
            "problem_count": sum(map(len, problems.values()))}
