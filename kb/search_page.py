"""The search routes: /-/search renders results as a page, /-/search.json as {"results": [...]}."""
from __future__ import annotations

from dataclasses import asdict

from datasette.utils.asgi import Response
from markupsafe import Markup

from kb.home import kb_database
from kb.i18n import N_
from kb.search import search

KINDS = ("ruling", "card", "rule", "glossary")
KIND_NAMES = {"ruling": N_("ruling"), "card": N_("card"), "rule": N_("rule"), "glossary": N_("glossary")}
KIND_LABELS = {"ruling": N_("rulings"), "card": N_("cards"), "rule": N_("rules"), "glossary": N_("glossary")}
PAGE_SIZE = 20


async def _results(datasette, request) -> tuple[str, str | None, int, list]:
    """The query, the kind filter, the page number and the results of a request."""
    q = request.args.get("q", "")[:2000]
    kind = request.args.get("type") if request.args.get("type") in KINDS else None
    try:
        page = max(1, min(int(request.args.get("page", "1")), 100))
    except ValueError:
        page = 1
    db = await kb_database(datasette)
    if db is None or "search_fts" not in await db.table_names():
        return q, kind, page, []
    base = datasette.urls.database(db.name)
    return q, kind, page, await search(db, q, base, kind, PAGE_SIZE, (page - 1) * PAGE_SIZE)


async def search_json(datasette, request):
    """{"results": [{"type", "id", "lang", "title", "snippet", "url"}, …]} for ?q= (and ?type=, ?page=)."""
    q, kind, page, results = await _results(datasette, request)
    return Response.json({"query": q, "type": kind, "page": page, "results": [asdict(r) for r in results]})


async def search_html(datasette, request):
    """The results page: the same search, grouped per ruling, with highlighted snippets."""
    q, kind, page, results = await _results(datasette, request)
    shown = [asdict(r) | {"snippet": Markup(r.snippet)} for r in results]  # snippet: escaped by kb.search.snippet
    return Response.html(await datasette.render_template(
        "search.html", {"q": q, "kind": kind, "kinds": KINDS, "kind_names": KIND_NAMES, "kind_labels": KIND_LABELS,
                        "page": page, "results": shown,
                        "more": len(results) == PAGE_SIZE}, request=request))
