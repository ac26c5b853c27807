"""The Datasette plugin of rulings-kb (registered by entry point, so plain `datasette kb.db` loads it)."""
from __future__ import annotations

from datasette import hookimpl

from kb.home import home_stats
from kb.card_page import card_page
from kb.ruling_page import ruling_page
from kb.sql_functions import register_functions


@hookimpl
def extra_template_vars(template, datasette, request, view_name):
    """The home page's counts; a card's names and rulings; a ruling's texts side by side, findings and predicates."""
    if template == "index.html":
        async def home():
            return {"kb": await home_stats(datasette)}

        return home
    if view_name == "row" and request is not None and request.url_vars.get("table") == "cards":
        async def card():
            from datasette.utils import tilde_decode

            db = datasette.get_database(request.url_vars["database"])
            return {"kb_card": await card_page(db, tilde_decode(request.url_vars["pks"]))}

        return card
    if view_name == "row" and request is not None and request.url_vars.get("table") == "rulings":
        async def ruling():
            db = datasette.get_database(request.url_vars["database"])
            return {"ruling": await ruling_page(db, request.url_vars["pks"])}

        return ruling
    return {}


@hookimpl
def prepare_connection(conn):
    """Every rule predicate as a SQL function, e.g. party_size('["Creature — Human Cleric"]')."""
    register_functions(conn)


@hookimpl
def prepare_jinja2_environment(env):
    """A `fromjson` filter for JSON columns such as predicates.cr_rules; `tilde` for keys in row URLs."""
    import json

    from datasette.utils import tilde_encode

    env.filters["fromjson"] = json.loads
    env.filters["tilde"] = tilde_encode  # a primary key as Datasette's row URLs want it ("party_size#1" -> "party_size~231")


@hookimpl
def register_routes():
    """/-/search (HTML) and .json: one search; /cr/<number>; /rulings/<id>, /cards/<name>, /mechanics/, /predicates/."""
    from kb.readable_urls import ROUTES
    from kb.rule_page import rule_page
    from kb.search_page import search_html, search_json

    return [(r"^/-/search$", search_html), (r"^/-/search\.json$", search_json),
            (r"^/cr/(?P<number>\d{3}(?:\.\d+[a-z]?)?)$", rule_page), *ROUTES]


SECURITY_HEADERS = [
    # Datasette's own pages use inline scripts and styles; everything else comes from this site only.
    (b"content-security-policy", b"default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' "
                                 b"'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; "
                                 b"frame-ancestors 'none'; form-action 'self'"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"same-origin"),
    (b"x-frame-options", b"DENY"),
]


@hookimpl
def asgi_wrapper(datasette):
    """Every response carries the security headers (CSP, nosniff, referrer policy, no framing)."""
    def wrap(app):
        async def with_headers(scope, receive, send):
            async def send_with_headers(event):
                if event["type"] == "http.response.start":
                    names = {name.lower() for name, _ in event.get("headers", [])}
                    event = dict(event, headers=[*event.get("headers", []),
                                                 *(h for h in SECURITY_HEADERS if h[0] not in names)])
                await send(event)
            await app(scope, receive, send_with_headers)
        return with_headers
    return wrap
