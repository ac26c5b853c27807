"""The term base (/terms): each EN term — CR glossary term, curated term, recurring phrase — with the FR and JA
renderings official card texts print, how many texts attest each, and example cards (term_renderings, mined by
ingest/term_base.py); beside it, the curated term (terms.csv) the checks hold a translator to."""
from __future__ import annotations

import json
from typing import Any

from kb.addresses import pages

PER_PAGE = 100
KINDS = ("glossary", "curated", "phrase")
TERMS = """select en, min(kind) as kind, max(texts) as texts from term_renderings
where (:kind = '' or kind = :kind) and (:q = '' or instr(lower(en), lower(:q)) or instr(lower(rendering), lower(:q)))
group by lower(en) order by lower(en) limit :limit offset :offset"""
COUNT = """select count(distinct lower(en)) from term_renderings where (:kind = '' or kind = :kind)
and (:q = '' or instr(lower(en), lower(:q)) or instr(lower(rendering), lower(:q)))"""
RENDERINGS = """select lower(en) as key, lang, rendering, attested, texts, dice, examples from term_renderings
where lower(en) in (select value from json_each(:keys)) order by lang, attested desc"""
CURATED = """select lower(en) as key, fr, ja from terms where lower(en) in (select value from json_each(:keys))"""


async def renderings_of(db, terms: list[str]) -> dict[str, dict[str, list[dict]]]:
    """Per term (lower case), per language, its attested renderings, most attested first."""
    out: dict[str, dict[str, list[dict]]] = {}
    for r in (await db.execute(RENDERINGS, {"keys": json.dumps([t.lower() for t in terms])})).rows:
        shown = out.setdefault(r["key"], {}).setdefault(r["lang"], [])
        if all(x["rendering"] != r["rendering"] for x in shown):  # a term both curated and in the glossary: once
            shown.append(dict(r, examples=json.loads(r["examples"])))
    return out


async def index(db, request, base: str) -> dict[str, Any]:
    """/terms[?kind=glossary&q=exil&page=2]: the term base, A to Z, 100 terms a page."""
    args = request.args
    chosen = {"kind": args.get("kind") if args.get("kind") in KINDS else "", "q": (args.get("q") or "").strip()}
    count = (await db.execute(COUNT, chosen)).first()[0]
    where = pages(request, count, PER_PAGE)
    terms = [dict(r) for r in (await db.execute(TERMS, dict(chosen, limit=PER_PAGE, offset=where["offset"]))).rows]
    keys = json.dumps([t["en"].lower() for t in terms])
    curated = {r["key"]: dict(r) for r in (await db.execute(CURATED, {"keys": keys})).rows}
    found = await renderings_of(db, [t["en"] for t in terms])
    for t in terms:
        t["renderings"] = found.get(t["en"].lower(), {})
        t["curated"] = curated.get(t["en"].lower())
    return {"terms": terms, "pager": where, "filters": chosen, "kinds": KINDS}
