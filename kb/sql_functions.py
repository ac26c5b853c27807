"""Every predicate as a SQL function: JSON (or plain text) in, JSON or a scalar out."""
from __future__ import annotations

import json
import logging
import re
import sqlite3
import typing
from typing import Any, Callable

from kb.model import from_jsonable, parameter_names, to_jsonable, type_hints
from kb.rules.registry import all_predicates

LOG = logging.getLogger("rulings_kb.sql_functions")


def takes_text(annotation: Any) -> bool:
    """Whether a parameter accepts plain text (str, or a union with str)."""
    return annotation is str or str in typing.get_args(annotation)


def decode_argument(raw: Any, annotation: Any) -> Any:
    """A SQL value as the predicate's parameter: str parameters take text as is, others parse JSON.

    Text that is not JSON is an error for a parameter that does not take text (party_size('not json')),
    never a silent wrong answer.
    """
    if annotation is str:
        return raw
    if not isinstance(raw, str):  # a number: 0 or 1 for a yes or no, anything else there refused (from_jsonable)
        return from_jsonable(annotation, raw)
    try:
        value = json.loads(raw)
    except json.JSONDecodeError:
        if takes_text(annotation):
            return raw  # plain text such as '{2}{W/U}' or 'library'
        raise ValueError(f"{raw[:40]!r} is not JSON") from None
    return from_jsonable(annotation, value)


def encode_result(value: Any) -> Any:
    """A predicate's answer as a SQL value: numbers and text as they are, booleans 0/1, the rest JSON."""
    value = to_jsonable(value)
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, (dict, list)):
        return json.dumps(value, ensure_ascii=False)
    return value


# SQLite stops a query at the time limit between its own steps, never inside one Python call: a call is kept
# short by the size of what it is given. A card's JSON is a few KB and a battlefield's a few dozen; at this
# size every function answers in milliseconds (tests/test_sql_functions.py), where a million-item list took 26 s.
MAX_ARGUMENT = 64 << 10  # characters (or bytes) of one argument


def sql_function(name: str, func: Callable[..., Any],
                 on_error: Callable[[str, str], Any] | None = None) -> Callable[..., Any]:
    """Wrap a pure function for sqlite3.create_function; on_error, if given, receives each failure as (the
    function's name, one line)."""
    hints = type_hints(func)  # read once a function, not at each connection's registration
    params = parameter_names(func)

    def call(*raw: Any) -> Any:
        if any(value is None for value in raw):
            return None  # NULL in, NULL out, as SQLite's own functions do
        try:
            if len(raw) > len(params):
                raise ValueError(f"takes at most {len(params)} arguments, got {len(raw)}")
            if any(isinstance(value, (str, bytes)) and len(value) > MAX_ARGUMENT for value in raw):
                raise ValueError(f"an argument longer than {MAX_ARGUMENT:,} characters: these functions take one "
                                 "card, ability or battlefield at a time")
            args = [decode_argument(value, hints.get(p, Any)) for value, p in zip(raw, params)]
            return encode_result(func(*args))
        except Exception as exc:  # one line in the server's log, no traceback; SQLite reports the call failed
            line = f"{name}({', '.join(repr(v)[:40] for v in raw)}): {exc}"
            LOG.info("%s (%s)", line, type(exc).__name__)
            if on_error:
                on_error(name, line)
            raise

    return call


def register_functions(conn, on_error: Callable[[str, str], Any] | None = None) -> list[str]:
    """Register every predicate on a SQLite connection; return their names.

    Python's sqlite3 replaces a function's error message by "user-defined function raised exception", and
    Datasette turns on a traceback on the server for each; the failure is logged in one line instead, and
    given to on_error (kb/sql_errors.py uses it to tell the user why a query failed).
    """
    sqlite3.enable_callback_tracebacks(False)
    functions = {name: pred.func for name, pred in all_predicates().items()} | model_functions()
    for name, func in functions.items():
        conn.create_function(name, -1, sql_function(name, func, on_error), deterministic=True)
    return list(functions)


def model_functions() -> dict[str, Callable[..., Any]]:
    """The game model's own SQL functions (not predicates: they compute, they decide no ruling), and fts_words."""
    from kb.characteristics import characteristics_json

    return {"characteristics": characteristics_json, "fts_words": fts_words}


WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")


def fts_words(q: str) -> str:
    """Any text as an FTS5 query that every word of it must match (each word quoted, so an apostrophe, a quote or
    an FTS operator is never syntax); '""', which matches nothing, when it has no word. For the canned queries
    that search ruling_texts_fts: fts_words('can''t') is '"can't"'."""
    words = [w.replace("’", "'") for w in WORD.findall(str(q))[:12]]
    return " AND ".join(f'"{w}"' for w in words) or '""'

