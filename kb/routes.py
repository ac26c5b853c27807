"""Every address of the site beside Datasette's own, and the one way a page of ours is rendered (as HTML, or as
JSON when its address ends in .json)."""
from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from datasette.utils.asgi import NotFound, Response

from kb.addresses import JSON, as_json, json_not_found, wants_json
from kb.home import served

Loader = Callable[[Any, Any, str], Awaitable[dict[str, Any]]]  # (database, request, database URL) -> page data


def page(template: str, load: Loader, name: str = "page"):
    """A route rendering template with what load returns (as `name`), the database name and its URL (`base`); with
    .json at the end of the address, what load returns, as JSON."""
    async def route(datasette, request):
        db = await served(datasette)
        base = datasette.urls.database(db.name)
        try:
            data = await load(db, request, base)
        except NotFound as error:
            if wants_json(request):
                return json_not_found(error)
            raise
        if wants_json(request):
            return Response.json(data, default=as_json)
        return Response.html(await datasette.render_template(
            template, {name: data, "database": db.name, "base": base}, request=request))
    return route


def routes() -> list[tuple[str, Callable]]:
    """(regex, view) of every route the plugin registers."""
    from kb import (card_page, document_page, glossary_page, mechanic_page, predicate_page, queue_page,
                    readable_urls, rule_page, ruling_page, term_base_page)
    from kb.search_page import complete_json, search_html, search_json

    return [
        (r"^/-/search$", search_html), (r"^/-/search\.json$", search_json), (r"^/-/complete\.json$", complete_json),
        (r"^/cr" + JSON, page("cr_contents.html", rule_page.contents, "cr")),
        (r"^/cr/(?P<number>\d(?:\d\d(?:\.\d+[a-z]?)?)?)" + JSON, page("rule.html", rule_page.rule_data, "rule")),
        (r"^/cards" + JSON, page("cards_index.html", card_page.index)),
        (r"^/rulings" + JSON, page("rulings_index.html", ruling_page.index)),
        (r"^/glossary" + JSON, page("glossary_index.html", glossary_page.index)),
        (r"^/terms" + JSON, page("terms_index.html", term_base_page.index)),
        (r"^/mechanics" + JSON, page("mechanics_index.html", mechanic_page.index)),
        (r"^/predicates" + JSON, page("predicates_index.html", predicate_page.index)),
        (r"^/documents" + JSON, page("documents_index.html", document_page.index)),
        (r"^/mechanics/(?P<id>[^/]+?)" + JSON, page("mechanic.html", mechanic_page.load)),
        (r"^/predicates/(?P<name>[^/]+?)" + JSON, page("predicate.html", predicate_page.load)),
        (r"^/glossary/(?P<term>[^/]+?)" + JSON, page("glossary.html", glossary_page.load)),
        (r"^/documents/(?P<id>\d+)" + JSON, page("document.html", document_page.load)),
        (r"^/problems" + JSON, page("problems.html", queue_page.problems)),
        (r"^/translators" + JSON, page("translators.html", queue_page.translators)),
        *readable_urls.ROUTES,
    ]
