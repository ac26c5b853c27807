"""Readable, stable addresses that lead to Datasette's row pages: /rulings/<id>, /cards/<name in EN, FR or JA>.

Each redirects to the page that shows the thing; a card name that is not exactly one card's opens the
search for it instead of failing.
"""
from __future__ import annotations

from urllib.parse import quote, unquote

from datasette.utils import tilde_encode
from datasette.utils.asgi import NotFound, Response

from kb.routes import served

CARD_BY_NAME = """select oracle_id from cards where name = :name collate nocase
union select oracle_id from card_faces where name = :name collate nocase
union select oracle_id from card_names where name = :name collate nocase"""


async def ruling(datasette, request):
    """/rulings/<id> -> the ruling page, or 404."""
    db = await served(datasette)
    rid = unquote(request.url_vars["id"])
    if not (await db.execute("select 1 from rulings where id = ?", [rid])).first():
        raise NotFound(f"no ruling {rid!r}")
    return Response.redirect(datasette.urls.row(db.name, "rulings", tilde_encode(rid)))


async def card(datasette, request):
    """/cards/<name> -> the card page when the name (EN, FR or JA, card or face) is one card's, else the search."""
    db = await served(datasette)
    name = unquote(request.url_vars["name"])
    found = [r[0] for r in (await db.execute(CARD_BY_NAME, {"name": name})).rows]
    if len(found) == 1:
        return Response.redirect(datasette.urls.row(db.name, "cards", tilde_encode(found[0])))
    return Response.redirect(datasette.urls.path(f"/-/search?type=card&q={quote(name)}"))


ROUTES = [(r"^/rulings/(?P<id>[^/]+)$", ruling), (r"^/cards/(?P<name>[^/]+)$", card)]
