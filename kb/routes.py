"""Every address of the site beside Datasette's own, and the one way a page of ours is rendered."""
from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from datasette.utils.asgi import Response

from kb.home import served

Loader = Callable[[Any, Any, str], Awaitable[dict[str, Any]]]  # (database, request, database URL) -> page data


def page(template: str, load: Loader, name: str = "page"):
    """A route rendering template with what load returns (as `name`), the database name and its URL (`base`)."""
    async def route(datasette, request):
        db = await served(datasette)
        base = datasette.urls.database(db.name)
        data = await load(db, request, base)
        return Response.html(await datasette.render_template(
            template, {name: data, "database": db.name, "base": base}, request=request))
    return route


def routes() -> list[tuple[str, Callable]]:
    """(regex, view) of every route the plugin registers."""
    from kb import document_page, glossary_page, mechanic_page, predicate_page, queue_page, readable_urls
    from kb.rule_page import rule_data
    from kb.search_page import search_html, search_json

    return [
        (r"^/-/search$", search_html), (r"^/-/search\.json$", search_json),
        (r"^/cr/(?P<number>\d{3}(?:\.\d+[a-z]?)?)$", page("rule.html", rule_data, "rule")),
        (r"^/mechanics/(?P<id>[^/]+)$", page("mechanic.html", mechanic_page.load)),
        (r"^/predicates/(?P<name>[^/]+)$", page("predicate.html", predicate_page.load)),
        (r"^/glossary/(?P<term>[^/]+)$", page("glossary.html", glossary_page.load)),
        (r"^/documents/(?P<id>\d+)$", page("document.html", document_page.load)),
        (r"^/problems$", page("problems.html", queue_page.problems)),
        (r"^/translators$", page("translators.html", queue_page.translators)),
        *readable_urls.ROUTES,
    ]
