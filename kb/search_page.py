"""The search routes: /-/search renders results as a page, /-/search.json answers the same as JSON, and
/-/complete.json completes card names as they are typed."""
from __future__ import annotations

from dataclasses import asdict

from datasette.utils.asgi import Response
from markupsafe import Markup

from kb import i18n
from kb.home import kb_database
from kb.i18n import N_
from kb.search import OVERVIEW, Answer, find, page_url
from kb.search_query import TYPES

KINDS = TYPES
KIND_NAMES = {"ruling": N_("ruling"), "card": N_("card"), "rule": N_("rule"), "glossary": N_("glossary"),
              "mechanic": N_("mechanic")}
KIND_LABELS = {"ruling": N_("rulings"), "card": N_("cards"), "rule": N_("rules"), "glossary": N_("glossary"),
               "mechanic": N_("mechanics")}
PAGE_SIZE = 20


async def _answer(datasette, request) -> tuple[str, str | None, int, Answer]:
    """The query, the kind asked for, the page number and what the search answers."""
    q = request.args.get("q", "")[:2000]
    kind = request.args.get("type") if request.args.get("type") in KINDS else None
    try:
        page = max(1, min(int(request.args.get("page", "1")), 100))
    except ValueError:
        page = 1
    db = await kb_database(datasette)
    if db is None or "search_fts" not in await db.table_names():
        return q, kind, page, Answer(q)
    base = datasette.urls.database(db.name)
    return q, kind, page, await find(db, q, i18n.current(), base, kind, PAGE_SIZE, (page - 1) * PAGE_SIZE)


def _as_json(answer: Answer) -> dict:
    return {"count": answer.total, "counts": answer.counts, "results": [asdict(r) for r in answer.results],
            "suggestions": [asdict(s) for s in answer.suggestions],
            "official": asdict(answer.official) if answer.official else None,
            "not_understood": list(answer.not_understood)}


async def search_json(datasette, request):
    """{"query", "type", "page", "count", "counts", "results": [{"type", "id", "lang", "title", "snippet", "url",
    "status"}, …], "suggestions", "official", "not_understood"} for ?q= (and ?type=, ?page=)."""
    q, kind, page, answer = await _answer(datasette, request)
    return Response.json({"query": q, "type": kind, "page": page, **_as_json(answer)})


async def search_html(datasette, request):
    """The results page: without ?type=, the first few of each kind with how many there are; with it, one kind,
    paged."""
    q, kind, page, answer = await _answer(datasette, request)
    shown = [asdict(r) | {"snippet": Markup(r.snippet)} for r in answer.results]  # escaped by kb.search.snippet
    groups = [(t, [r for r in shown if r["type"] == t]) for t in KINDS if any(r["type"] == t for r in shown)]
    pages = -(-answer.counts.get(kind, 0) // PAGE_SIZE) if kind else 1
    return Response.html(await datasette.render_template(
        "search.html", {"q": q, "kind": kind, "kinds": KINDS, "kind_names": KIND_NAMES, "kind_labels": KIND_LABELS,
                        "page": page, "pages": pages, "groups": groups, "answer": answer, "overview": OVERVIEW,
                        "more": kind is not None and page < pages}, request=request))


async def complete_json(datasette, request):
    """[{"name", "lang", "url"}, …]: up to 10 card names (EN, FR or JA) that ?q= begins, for the search box."""
    from kb.search_vocabulary import vocabulary

    db = await kb_database(datasette)
    q = request.args.get("q", "")[:100]
    if db is None or not q.strip():
        return Response.json([])
    base = datasette.urls.database(db.name)
    found = (await vocabulary(db)).complete(q)
    return Response.json([{"name": c.name, "lang": c.lang, "url": page_url(base, "card", c.oracle_id)}
                          for c in found])
