"""Readable, stable addresses: /rulings/<id>, /cards/<name in EN, FR or JA>, /mechanics/<id>, /predicates/<name>.

Each redirects to the page that shows the thing; a card name that is not exactly one card's opens the
search for it instead of failing.
"""
from __future__ import annotations

from urllib.parse import quote, unquote

from datasette.utils import tilde_encode
from datasette.utils.asgi import NotFound, Response

from kb.home import kb_database

CARD_BY_NAME = """select oracle_id from cards where name = :name collate nocase
union select oracle_id from card_faces where name = :name collate nocase
union select oracle_id from card_names where name = :name collate nocase"""


async def _database(datasette):
    """The rulings-kb database being served (404 when there is none)."""
    db = await kb_database(datasette)
    if db is None:
        raise NotFound("no rulings-kb database is served")
    return db


async def _row(datasette, table: str, key: str):
    """A redirect to the row of table whose primary key is key, or 404."""
    db = await _database(datasette)
    column = (await db.primary_keys(table))[0]
    if not (await db.execute(f"select 1 from [{table}] where [{column}] = ?", [key])).first():
        raise NotFound(f"no {table} {key!r}")
    return Response.redirect(datasette.urls.row(db.name, table, tilde_encode(key)))


async def ruling(datasette, request):
    """/rulings/<id> -> the ruling page."""
    return await _row(datasette, "rulings", unquote(request.url_vars["id"]))


async def predicate(datasette, request):
    """/predicates/<name> -> the predicate's row."""
    return await _row(datasette, "predicates", unquote(request.url_vars["name"]))


async def card(datasette, request):
    """/cards/<name> -> the card page when the name (EN, FR or JA, card or face) is one card's, else the search."""
    db = await _database(datasette)
    name = unquote(request.url_vars["name"])
    found = [r[0] for r in (await db.execute(CARD_BY_NAME, {"name": name})).rows]
    if len(found) == 1:
        return Response.redirect(datasette.urls.row(db.name, "cards", tilde_encode(found[0])))
    return Response.redirect(datasette.urls.path(f"/-/search?type=card&q={quote(name)}"))


async def mechanic(datasette, request):
    """/mechanics/<id> -> the rulings of that mechanic."""
    db = await _database(datasette)
    mid = unquote(request.url_vars["id"]).lower()
    if not (await db.execute("select 1 from mechanics where id = ?", [mid])).first():
        raise NotFound(f"no mechanic {mid}")
    return Response.redirect(datasette.urls.database(db.name) + f"/rulings_for_mechanic?mechanic={quote(mid)}")


ROUTES = [(r"^/rulings/(?P<id>[^/]+)$", ruling), (r"^/cards/(?P<name>[^/]+)$", card),
          (r"^/mechanics/(?P<id>[^/]+)$", mechanic), (r"^/predicates/(?P<name>[^/]+)$", predicate)]
