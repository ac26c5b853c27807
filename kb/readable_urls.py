"""Readable, stable addresses that lead to Datasette's row pages: /rulings/<id>, /cards/<name in EN, FR or JA>.

Each redirects to the page that shows the thing; a card name that is not exactly one card's opens the
search for it instead of failing. With .json at the end, each answers what its page shows, as JSON.
"""
from __future__ import annotations

from urllib.parse import quote

from datasette.utils import tilde_encode
from datasette.utils.asgi import NotFound, Response

from kb.home import served
from kb.addresses import JSON, as_json, json_not_found, url_value, wants_json

CARD_BY_NAME = """select c.oracle_id, c.kind from (select oracle_id from cards where name = :name collate nocase
union select oracle_id from card_faces where name = :name collate nocase
union select oracle_id from card_names where name = :name collate nocase) m join cards c on c.oracle_id = m.oracle_id
order by c.kind != 'card', c.oracle_id"""


async def ruling(datasette, request):
    """/rulings/<id> -> the ruling page, or 404."""
    db = await served(datasette)
    rid = url_value(request, "id")
    if not (await db.execute("select 1 from rulings where id = ?", [rid])).first():
        if wants_json(request):
            return json_not_found(NotFound(f"no ruling {rid!r}"))
        raise NotFound(f"no ruling {rid!r}")
    if wants_json(request):
        from kb.ruling_page import ruling_page

        return Response.json(await ruling_page(db, rid), default=as_json)
    return Response.redirect(datasette.urls.row(db.name, "rulings", tilde_encode(rid)))


async def card(datasette, request):
    """/cards/<name> -> the card page when the name (EN, FR or JA, card or face, "A // B") is one card's (a card
    before a token of the same name), else the search."""
    db = await served(datasette)
    name = url_value(request, "name")
    found = [tuple(r) for r in (await db.execute(CARD_BY_NAME, {"name": name})).rows]
    cards = [oid for oid, kind in found if kind == "card"]
    found = cards if len(cards) == 1 else [oid for oid, _ in found]
    if wants_json(request):
        from kb.card_page import card_page

        if not found:
            return json_not_found(NotFound(f"no card named {name!r}"))
        return Response.json({"name": name, "cards": [await card_page(db, oid) for oid in found]}, default=as_json)
    if len(found) == 1:
        return Response.redirect(datasette.urls.row(db.name, "cards", tilde_encode(found[0])))
    return Response.redirect(datasette.urls.path(f"/-/search?type=card&q={quote(name)}"))


ROUTES = [(r"^/rulings/(?P<id>[^/]+?)" + JSON, ruling), (r"^/cards/(?P<name>.+?)" + JSON, card)]  # "A // B" has slashes
