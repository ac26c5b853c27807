"""Readable, stable addresses: /rulings/<id>, /cards/<name in EN, FR or JA>, /mechanics/<id>, /predicates/<name>.

Each redirects to the page that shows the thing; a card name that is not exactly one card's opens the
search for it instead of failing.
"""
from __future__ import annotations

from urllib.parse import quote, unquote

from datasette.utils import tilde_encode
from datasette.utils.asgi import NotFound, Response

CARD_BY_NAME = """select oracle_id from cards where name = :name collate nocase
union select oracle_id from card_faces where name = :name collate nocase
union select oracle_id from card_names where name = :name collate nocase"""


def _database(datasette):
    """The rulings-kb database being served."""
    return next(db for name, db in datasette.databases.items() if name != "_internal")


async def ruling(datasette, request):
    """/rulings/<id> -> the ruling page."""
    db = _database(datasette)
    rid = unquote(request.url_vars["id"])
    if not (await db.execute("select 1 from rulings where id = ?", [rid])).first():
        raise NotFound(f"no ruling {rid}")
    return Response.redirect(datasette.urls.row(db.name, "rulings", tilde_encode(rid)))


async def card(datasette, request):
    """/cards/<name> -> the card page when the name (EN, FR or JA, card or face) is one card's, else the search."""
    db = _database(datasette)
    name = unquote(request.url_vars["name"])
    found = [r[0] for r in (await db.execute(CARD_BY_NAME, {"name": name})).rows]
    if len(found) == 1:
        return Response.redirect(datasette.urls.row(db.name, "cards", tilde_encode(found[0])))
    return Response.redirect(datasette.urls.path(f"/-/search?type=card&q={quote(name)}"))


async def mechanic(datasette, request):
    """/mechanics/<id> -> the rulings of that mechanic."""
    db = _database(datasette)
    mid = unquote(request.url_vars["id"]).lower()
    if not (await db.execute("select 1 from mechanics where id = ?", [mid])).first():
        raise NotFound(f"no mechanic {mid}")
    return Response.redirect(datasette.urls.database(db.name) + f"/rulings_for_mechanic?mechanic={quote(mid)}")


async def predicate(datasette, request):
    """/predicates/<name> -> the predicate's row."""
    db = _database(datasette)
    name = unquote(request.url_vars["name"])
    if not (await db.execute("select 1 from predicates where name = ?", [name])).first():
        raise NotFound(f"no predicate {name}")
    return Response.redirect(datasette.urls.row(db.name, "predicates", tilde_encode(name)))


ROUTES = [(r"^/rulings/(?P<id>[^/]+)$", ruling), (r"^/cards/(?P<name>[^/]+)$", card),
          (r"^/mechanics/(?P<id>[^/]+)$", mechanic), (r"^/predicates/(?P<name>[^/]+)$", predicate)]
