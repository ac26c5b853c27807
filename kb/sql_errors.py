"""Why a query failed in one of our SQL functions, told to the user instead of "user-defined function raised exception".

Python's sqlite3 replaces the message of any exception raised in a SQL function by that generic line, so
Datasette can only show it. Every failure of one of our functions on the server's connections is kept a
moment (`record`, installed by the plugin); when a query page or its JSON answers 400 with the generic line,
the line is replaced by the latest failure of a function the query calls: "party_size('not json'): 'not json'
is not JSON". The query is never run again to learn it.
"""
from __future__ import annotations

import html
import json
import re
import threading
import time
from collections import deque
from urllib.parse import parse_qsl

GENERIC = "user-defined function raised exception"
KEPT_S = 30.0  # how long a failure waits for its 400 answer
_RECENT: deque[tuple[float, str, str]] = deque(maxlen=200)  # (when, function, line), newest last
_LOCK = threading.Lock()


def record(name: str, line: str) -> None:
    """Keep a function's failure (called on the thread that ran the query)."""
    with _LOCK:
        _RECENT.append((time.monotonic(), name, line))


def explain(sql: str) -> str | None:
    """The latest failure, still kept, of a function this SQL calls (None if none)."""
    now = time.monotonic()
    with _LOCK:
        recent = list(_RECENT)
    for when, name, line in reversed(recent):
        if now - when <= KEPT_S and re.search(rf"\b{re.escape(name)}\s*\(", sql, re.IGNORECASE):
            return line
    return None


async def query_of(datasette, path: str, args: dict[str, str]) -> tuple[str, str, dict[str, str]] | None:
    """(database file, sql, params) of a query page: /db?sql=… or a canned query /db/name; None otherwise."""
    parts = path.strip("/").removesuffix(".json").split("/")
    if not parts or parts[0] not in datasette.databases or len(parts) > 2:
        return None
    db = datasette.databases[parts[0]]
    if len(parts) == 2:
        canned = await datasette.get_canned_query(parts[0], parts[1], None)
        sql = canned["sql"] if canned else None
    else:
        sql = args.get("sql")
    if not sql:
        return None
    return db.path, sql, {k: v for k, v in args.items() if k != "sql" and not k.startswith("_")}


def replace_generic(body: bytes, content_type: str, explanation: str) -> bytes:
    """The page or JSON with the generic line replaced by the explanation, escaped for where it goes."""
    if "json" in content_type:
        return body.replace(json.dumps(GENERIC).encode(), json.dumps(explanation, ensure_ascii=False).encode())
    return body.replace(GENERIC.encode(), html.escape(explanation).encode())


async def explained(datasette, scope: dict, events: list[dict]) -> list[dict]:
    """A held 400 answer (start and body events), its generic line replaced by why the function failed."""
    start, body = events[0], b"".join(e.get("body", b"") for e in events[1:])
    if GENERIC.encode() in body:
        args = dict(parse_qsl(scope.get("query_string", b"").decode("utf-8", "replace"), keep_blank_values=True))
        query = await query_of(datasette, scope["path"], args)
        why = explain(query[1]) if query else None
        if why:
            content_type = dict(start["headers"]).get(b"content-type", b"").decode()
            body = replace_generic(body, content_type, why)
            start = dict(start, headers=[(k, v) for k, v in start["headers"] if k.lower() != b"content-length"]
                         + [(b"content-length", str(len(body)).encode())])
    return [start, {"type": "http.response.body", "body": body, "more_body": False}]
