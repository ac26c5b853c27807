"""The CR glossary: its index (/glossary, every term A to Z with its FR/JA terms) and a term's page (/glossary/Room,
/glossary/Pièce, /glossary/部屋): the senses of a term, each once, its FR/JA terms and the rules that use it."""
from __future__ import annotations

from typing import Any

from datasette.utils.asgi import NotFound

from kb.addresses import url_value
from kb.rule_page import chosen_edition, editions_of
from kb.term_base_page import renderings_of

SENSES = """select g.term, g.sense, g.text, g.note, g.cr_version from glossary g
where lower(g.term) = lower(?) order by g.sense, g.cr_version desc"""
TERMS = "select en, fr, ja, notes, fr_source, ja_source from terms where lower(en) = lower(?)"
# A French or Japanese word for a glossary term: the terminology's (terms.fr, terms.ja) or a mechanic's name.
ENGLISH_OF = """select en from terms where lower(fr) = lower(:word) or ja = :word
union all select name from mechanics where lower(name_fr) = lower(:word) or name_ja = :word limit 1"""
RULES = """select number, text from rules where cr_version = (select max(cr_version) from cr_editions)
and instr(lower(text), lower(?)) order by line limit 20"""
INDEX = """select g.term, count(*) as senses, t.fr, t.ja from glossary g
left join (select en, min(fr) as fr, min(ja) as ja from terms group by lower(en)) t on lower(t.en) = lower(g.term)
where g.cr_version = ? group by g.term order by g.term collate nocase"""


def initial(term: str) -> str:
    """The letter a term is filed under in the index (# for digits and signs)."""
    first = term[:1].upper()
    return first if first.isalpha() else "#"


async def index(db, request, base: str) -> dict[str, Any]:
    """/glossary[?edition=]: every term of one edition, grouped by initial, with its FR/JA terms where known."""
    editions = await editions_of(db)
    edition = chosen_edition(request, editions)
    letters: dict[str, list[dict]] = {}
    for r in (await db.execute(INDEX, [edition])).rows:
        letters.setdefault(initial(r["term"]), []).append(dict(r))
    return {"edition": edition, "editions": editions, "letters": letters,
            "count": sum(map(len, letters.values()))}


async def load(db, request, base: str) -> dict[str, Any]:
    """/glossary/<term in EN, FR or JA>: each sense with the editions that word it so (a sense unchanged across
    editions is shown once)."""
    asked = url_value(request, "term")
    rows = [dict(r) for r in (await db.execute(SENSES, [asked])).rows]
    if not rows:
        english = (await db.execute(ENGLISH_OF, {"word": asked})).first()
        rows = [dict(r) for r in (await db.execute(SENSES, [english[0]])).rows] if english else []
    if not rows:
        raise NotFound(f"no glossary term {asked!r}")
    senses: list[dict[str, Any]] = []
    for r in rows:  # newest edition first within a sense: later editions with the same words join it
        same = next((s for s in senses if s["sense"] == r["sense"] and s["text"] == r["text"]), None)
        if same:
            same["editions"].append(r["cr_version"])
        else:
            senses.append(r | {"editions": [r["cr_version"]]})
    return {"term": rows[0]["term"], "asked": asked, "senses": senses,
            "terms": [dict(r) for r in (await db.execute(TERMS, [rows[0]["term"]])).rows],
            "printed": (await renderings_of(db, [rows[0]["term"]])).get(rows[0]["term"].lower(), {}),
            "rules": [dict(r) for r in (await db.execute(RULES, [rows[0]["term"]])).rows]}
