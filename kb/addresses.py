"""What our addresses hold: values as a user typed them (any script or accent), and the .json form of every page."""
from __future__ import annotations

import datetime
from typing import Any
from urllib.parse import unquote

from datasette.utils import tilde_decode

JSON = r"(?P<format>\.json)?$"  # every page of ours has its JSON form: the same address with .json


def url_value(request, name: str) -> str:
    """A value from the address as typed: percent-encoded (Pi%C3%A8ce) or tilde-encoded as Datasette redirects
    such addresses (Pi~C3~A8ce), both read back to Pièce."""
    value = unquote(request.url_vars[name])
    return tilde_decode(value) if "~" in value else value


def wants_json(request) -> bool:
    """True when the address ends in .json."""
    return bool(request.url_vars.get("format"))


def as_json(value: Any) -> Any:
    """What json.dumps cannot write (dates, sets, rows), as JSON can."""
    if isinstance(value, (datetime.date, datetime.datetime)):
        return value.isoformat()
    if isinstance(value, (set, frozenset, tuple)):
        return list(value)
    if hasattr(value, "keys"):
        return dict(value)
    return str(value)


def json_not_found(error: Exception):
    """A .json address that names nothing: a JSON 404 as Datasette writes its errors (raising NotFound would have
    Datasette redirect an address with %20 in it to its tilde form, which no longer ends in .json)."""
    from datasette.utils.asgi import Response

    return Response.json({"ok": False, "error": str(error), "status": 404, "title": None}, status=404)


def page_number(request) -> int:
    """The ?page= of an index (1 when absent or not a number)."""
    try:
        return max(1, int(request.args.get("page") or 1))
    except ValueError:
        return 1


def pages(request, count: int, per_page: int) -> dict[str, Any]:
    """Where an index of count items stands: its page, how many pages, and the query strings of the previous and
    next pages (the other arguments kept)."""
    from urllib.parse import parse_qsl, urlencode

    page, last = page_number(request), max(1, -(-count // per_page))
    args = [(k, v) for k, v in parse_qsl(request.query_string, keep_blank_values=True) if k != "page"]
    return {"page": page, "pages": last, "count": count, "offset": (page - 1) * per_page,
            "previous": "?" + urlencode([*args, ("page", page - 1)]) if page > 1 else None,
            "next": "?" + urlencode([*args, ("page", page + 1)]) if page < last else None}
