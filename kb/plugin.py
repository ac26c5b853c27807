"""The Datasette plugin of rulings-kb (registered by entry point, so plain `datasette kb.db` loads it)."""
from __future__ import annotations

import sqlite3

import datasette.handle_exception
from datasette import hookimpl

from kb.home import home_stats
from kb.card_page import card_page
from kb.ruling_page import ruling_page
from kb.sql_functions import register_functions


ROW_PAGES = {"rulings": "ruling.html", "cards": "card.html"}  # templates/row.html extends the one named


@hookimpl
def extra_template_vars(template, datasette, request, view_name):
    """The home page's counts; a card's names and rulings; a ruling's texts side by side, findings and predicates."""
    if template == "index.html":
        async def home():
            return {"kb": await home_stats(datasette)}

        return home
    table = request.url_vars.get("table") if request is not None and view_name == "row" else None
    if table not in ROW_PAGES:
        return {}

    async def row_page():
        from datasette.utils import tilde_decode

        from kb.site import is_knowledge_base

        db = datasette.get_database(request.url_vars["database"])
        if not is_knowledge_base(db.path):
            return {}
        key = tilde_decode(request.url_vars["pks"])
        page = {"kb_card": await card_page(db, key)} if table == "cards" else {"ruling": await ruling_page(db, key)}
        return page | {"kb_row_template": ROW_PAGES[table]}

    return row_page


def breakable(name: str):
    """An identifier escaped, with a line-break opportunity after each underscore (total_<wbr>cost): a long
    predicate name wraps in a narrow column, and is still copied whole."""
    from markupsafe import Markup, escape

    return Markup("_<wbr>").join(escape(part) for part in str(name).split("_"))


# Datasette 0.65 calls every handle_exception hook, its own too, and its own prints each exception as a rich
# traceback with the locals of every frame when rich is installed: a 404 page took 0.65 s of CPU and a screenful of
# console output (a crawler asking for missing pages kept a core busy). A 4xx is an answer, not a fault: its page is
# rendered below; a 500 still prints its plain traceback (the same handler's traceback.print_exc()).
datasette.handle_exception.rich = None


@hookimpl
def handle_exception(datasette, request, exception):
    """A 4xx page (not found, forbidden, bad request) rendered as Datasette renders it, but with the request, which
    Datasette's own handler leaves out: without it the header has no home link and no language switch. JSON
    addresses and other errors are left to Datasette."""
    from datasette.utils.asgi import Base400, Response

    if not isinstance(exception, Base400) or request.path.endswith(".json"):
        return None

    async def page():
        info = {"ok": False, "error": exception.args[0] if exception.args else "", "status": exception.status,
                "title": None}
        html = await datasette.render_template([f"{exception.status}.html", "error.html"], info, request=request)
        return Response.html(html, status=exception.status)

    return page


@hookimpl
def startup(datasette):
    """The file each database opened (kb/served_file.py), and the home page's counts read before the first visitor
    comes (0.4 s at 100,000 rulings; then kept, for an immutable database: kb/immutable_cache.py)."""
    async def warm():
        from datasette.database import QueryInterrupted

        from kb.served_file import remember_files

        remember_files(datasette)
        try:
            await home_stats(datasette)
        except (sqlite3.Error, QueryInterrupted):
            pass  # never keep the server from starting: the home page shows the error when it is opened

    return warm


@hookimpl
def get_metadata(datasette, key, database, table):
    """Our title, table descriptions and canned queries for every rulings-kb database served (kb/site.py)."""
    from kb.site import site_metadata

    return site_metadata(datasette)


@hookimpl
def prepare_connection(conn):
    """Every rule predicate as a SQL function, e.g. party_size('["Creature — Human Cleric"]')."""
    from kb.sql_errors import record

    register_functions(conn, on_error=record)  # a failure is kept to tell the user why (kb/sql_errors.py)


@hookimpl
def prepare_jinja2_environment(env):
    """`fromjson` for JSON columns, `tilde` for keys in row URLs, `kb_breakable` for long identifiers, `kb_cr_links`
    for rule numbers in any text, `kb_linked` for rule numbers and card names, `kb_symbols` for {W} and its kin; the interface language: _(), dates, numbers."""
    import json

    from datasette.utils import tilde_encode

    from kb import i18n
    from kb.mana_symbols import with_symbols
    from kb.text_links import cr_links, linked
    from kb.document_page import line_url
    from kb.site import add_templates

    add_templates(env.loader)  # `datasette kb.db` shows our pages too, not only `rulings-kb serve`
    env.filters["fromjson"] = json.loads
    env.filters["tilde"] = tilde_encode  # a primary key as Datasette's row URLs want it ("party_size#1" -> "party_size~231")
    env.filters["kb_breakable"] = breakable
    env.filters["kb_cr_links"] = cr_links
    env.filters["kb_linked"] = linked
    env.filters["kb_symbols"] = with_symbols
    env.add_extension("jinja2.ext.i18n")
    env.install_gettext_callables(i18n.template_gettext, i18n.template_ngettext, newstyle=True)
    env.filters["kb_date"] = i18n.date
    env.filters["kb_number"] = i18n.number
    env.globals.update(kb_locale=i18n.current, kb_locales=i18n.NAMES, kb_switch_url=i18n.switch_url,
                       kb_localized=i18n.localized, kb_line_url=line_url)


@hookimpl
def register_routes():
    """/-/search, /cr/<number>, /mechanics/, /predicates/, /glossary/, /documents/, /problems, /translators, …"""
    from kb.routes import routes

    return routes()


SECURITY_HEADERS = [
    # Datasette's own pages use inline scripts and styles; everything else comes from this site only.
    (b"content-security-policy", b"default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' "
                                 b"'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; "
                                 b"frame-ancestors 'none'; form-action 'self'"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"same-origin"),
    (b"x-frame-options", b"DENY"),
]


def with_headers_added(headers: list, added: list) -> list:
    """headers plus those of added it lacks; Vary values are merged (the page varies by language too)."""
    headers = [(bytes(k), bytes(v)) for k, v in headers]
    names = {name.lower() for name, _ in headers}
    for name, value in added:
        if name == b"vary" and name in names:
            headers = [(k, v + b", " + value if k.lower() == b"vary" else v) for k, v in headers]
        elif name not in names:
            headers.append((name, value))
    return headers


@hookimpl
def asgi_wrapper(datasette):
    """Each request answered in its language (kb.i18n) from the database file as it is now (kb.served_file);
    every response carries the security headers; a query that failed in one of our SQL functions says why
    (kb.sql_errors)."""
    from kb import i18n, sql_errors
    from kb.served_file import follow_rebuilt_files

    def wrap(app):
        async def with_headers(scope, receive, send):
            if scope["type"] != "http":
                return await app(scope, receive, send)
            follow_rebuilt_files(datasette)  # a database rebuilt at its path is served (kb/served_file.py)
            lang, chosen = i18n.locale_of_scope(scope)
            extra = [(b"content-language", lang.encode()), (b"vary", b"Accept-Language, Cookie")]
            if chosen:  # ?_lang= was followed: remember it for a year
                extra.append((b"set-cookie", f"{i18n.COOKIE}={lang}; Path=/; Max-Age=31536000; SameSite=Lax".encode()))

            held: list[dict] = []  # a 400 answer is held until its body is complete, to explain a failed function

            async def send_with_headers(event):
                if event["type"] == "http.response.start":
                    event = dict(event, headers=with_headers_added(event.get("headers", []), [*SECURITY_HEADERS, *extra]))
                    if event["status"] == 400:
                        held.append(event)
                        return
                elif held:
                    held.append(event)
                    if event.get("more_body"):
                        return
                    for out in await sql_errors.explained(datasette, scope, held):
                        await send(out)
                    return
                await send(event)
            with i18n.speaking(lang):
                await app(scope, receive, send_with_headers)
        return with_headers
    return wrap

