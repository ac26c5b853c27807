"""Every predicate as a SQL function: JSON (or plain text) in, JSON or a scalar out."""
from __future__ import annotations

import inspect
import json
import typing
from typing import Any, Callable

from kb.model import from_jsonable, to_jsonable
from kb.rules.registry import Predicate, all_predicates


def decode_argument(raw: Any, annotation: Any) -> Any:
    """A SQL value as the predicate's parameter: str parameters take text as is, others parse JSON."""
    if not isinstance(raw, str) or annotation is str:
        return raw
    try:
        value = json.loads(raw)
    except json.JSONDecodeError:
        return raw  # plain text such as '{2}{W/U}' or 'library'
    return from_jsonable(annotation, value)


def encode_result(value: Any) -> Any:
    """A predicate's answer as a SQL value: numbers and text as they are, booleans 0/1, the rest JSON."""
    value = to_jsonable(value)
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, (dict, list)):
        return json.dumps(value, ensure_ascii=False)
    return value


def sql_function(pred: Predicate) -> Callable[..., Any]:
    """Wrap a predicate for sqlite3.create_function."""
    hints = typing.get_type_hints(pred.func)
    params = list(inspect.signature(pred.func).parameters.values())

    def call(*raw: Any) -> Any:
        if len(raw) > len(params):
            raise ValueError(f"{pred.name} takes at most {len(params)} arguments, got {len(raw)}")
        args = [decode_argument(value, hints.get(p.name, Any)) for value, p in zip(raw, params)]
        return encode_result(pred.func(*args))

    return call


def register_functions(conn) -> list[str]:
    """Register every predicate on a SQLite connection; return their names."""
    names = []
    for name, pred in all_predicates().items():
        conn.create_function(name, -1, sql_function(pred), deterministic=True)
        names.append(name)
    return names
