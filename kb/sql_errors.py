"""Why a query failed in one of our SQL functions, told to the user instead of "user-defined function raised exception".

Python's sqlite3 replaces the message of any exception raised in a SQL function by that generic line, so
Datasette can only show it. When a query page or its JSON answers 400 with that line, the query is run
again on a private read-only connection whose functions keep their first failure (the functions are
deterministic, so it fails the same way), and the line is replaced by that failure:
"party_size('not json'): 'not json' is not JSON".
"""
from __future__ import annotations

import asyncio
import html
import json
import sqlite3
import time
from urllib.parse import parse_qsl

from kb.sql_functions import register_functions

GENERIC = "user-defined function raised exception"
TIME_LIMIT_S = 1.0
ROWS = 1001  # as many as a query page fetches (max_returned_rows + 1 at our settings)


def explain(path: str, sql: str, params: dict[str, str]) -> str | None:
    """The first failure of one of our functions when sql runs on the file at path (None if none fails)."""
    failures: list[str] = []
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        register_functions(conn, on_error=failures.append)
        deadline = time.monotonic() + TIME_LIMIT_S
        conn.set_progress_handler(lambda: int(time.monotonic() > deadline), 1000)
        try:
            conn.execute(sql, params).fetchmany(ROWS)
        except (sqlite3.Error, ValueError, OverflowError):
            pass
    finally:
        conn.close()
    return failures[0] if failures else None


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
    if not sql or not db.path:
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
        why = await asyncio.to_thread(explain, *query) if query else None
        if why:
            content_type = dict(start["headers"]).get(b"content-type", b"").decode()
            body = replace_generic(body, content_type, why)
            start = dict(start, headers=[(k, v) for k, v in start["headers"] if k.lower() != b"content-length"]
                         + [(b"content-length", str(len(body)).encode())])
    return [start, {"type": "http.response.body", "body": body, "more_body": False}]
