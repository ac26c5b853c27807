"""What a glossary page (/glossary/Room) shows: the CR glossary's senses of a term, each once, and its FR/JA terms."""
from __future__ import annotations

from typing import Any
from urllib.parse import unquote

from datasette.utils.asgi import NotFound

SENSES = """select g.term, g.sense, g.text, g.note, g.cr_version from glossary g
where lower(g.term) = lower(?) order by g.sense, g.cr_version desc"""
TERMS = "select en, fr, ja, notes, fr_source, ja_source from terms where lower(en) = lower(?)"
RULES = """select number, text from rules where cr_version = (select max(cr_version) from cr_editions)
and instr(lower(text), lower(?)) order by line limit 20"""


async def load(db, request, base: str) -> dict[str, Any]:
    """/glossary/<term>: each sense with the editions that word it so (a sense unchanged across editions is shown once)."""
    term = unquote(request.url_vars["term"])
    rows = [dict(r) for r in (await db.execute(SENSES, [term])).rows]
    if not rows:
        raise NotFound(f"no glossary term {term!r}")
    senses: list[dict[str, Any]] = []
    for r in rows:  # newest edition first within a sense: later editions with the same words join it
        same = next((s for s in senses if s["sense"] == r["sense"] and s["text"] == r["text"]), None)
        if same:
            same["editions"].append(r["cr_version"])
        else:
            senses.append(r | {"editions": [r["cr_version"]]})
    return {"term": rows[0]["term"], "senses": senses,
            "terms": [dict(r) for r in (await db.execute(TERMS, [rows[0]["term"]])).rows],
            "rules": [dict(r) for r in (await db.execute(RULES, [rows[0]["term"]])).rows]}
