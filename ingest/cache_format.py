"""What the cache folder holds: plain JSON, never code. Dataclasses are written as lists of their fields and read
back field by field against their type hints, so an entry that is damaged, crafted or of another shape is refused
(BadEntry) and the work is simply done again; nothing in a cache file is ever run."""
from __future__ import annotations

import dataclasses
import json
import operator
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Any


PLAIN = (int, float, str, bool, type(None))


class BadEntry(ValueError):
    """A cache entry that is not what its key says it holds."""


def flatten(value: Any) -> Any:
    """A dataclass as the list of its fields (recursively), lists and dicts as they are: JSON-ready."""
    kind = type(value)
    if kind in PLAIN:
        return value
    if kind in (list, tuple):
        if not value:
            return []
        first = type(value[0])
        if first is tuple and all(type(x) in PLAIN for x in value[0]):
            return value  # places and other tuples of plain values: JSON lists as they are
        if dataclasses.is_dataclass(first):
            flat = _flattener(first)
            return [flat(v) for v in value]
        return [flatten(v) for v in value]
    if hasattr(value, "to_cache"):
        return value.to_cache()
    if dataclasses.is_dataclass(value):
        return _flattener(kind)(value)
    if kind is dict:
        return {k: flatten(v) for k, v in value.items()}
    return value


@cache
def _flattener(cls: type) -> Callable[[Any], Any]:
    """The fields of a dataclass as a list (a tuple when all are plain), read in C, the others flattened."""
    hints = typing.get_type_hints(cls)
    fields = _fields(cls)
    get = operator.attrgetter(*(f.name for f in fields)) if len(fields) > 1 else (lambda o: (getattr(o, fields[0].name),))
    nested = [i for i, f in enumerate(fields)
              if not all(a in PLAIN for a in (typing.get_args(hints[f.name]) or (hints[f.name],)))]
    if not nested:
        return get

    def flat(value):
        values = list(get(value))
        for i in nested:
            values[i] = flatten(values[i])
        return values
    return flat


def dumps(value: Any) -> bytes:
    """The JSON bytes of a value (dataclasses flattened)."""
    return json.dumps(flatten(value), ensure_ascii=False, separators=(",", ":")).encode()


def dump(mapping: dict[str, Any], handle: typing.BinaryIO, chunk: int = 2_000) -> None:
    """dumps(mapping) written to handle a few thousand entries at a time: the same bytes, never the whole store in
    memory at once (the links of 100,000 rulings are 12 MB of JSON: flattened, as text and as bytes, 45 MiB at the
    build's peak)."""
    items = list(mapping.items())
    handle.write(b"{")
    for start in range(0, len(items), chunk):
        handle.write(b"," * (start > 0) + dumps(dict(items[start:start + chunk]))[1:-1])
    handle.write(b"}")


def loads(data: bytes, hint: Any) -> Any:
    """The value of the JSON bytes, rebuilt as `hint` says (a dataclass, list[...], dict[str, ...], …); BadEntry
    when it is not JSON or not of that shape."""
    try:
        raw = json.loads(data)
    except (ValueError, UnicodeDecodeError) as exc:
        raise BadEntry(f"not JSON ({exc})") from None
    return reader(hint)(raw)


@cache
def _fields(cls: type) -> tuple[dataclasses.Field, ...]:
    """The fields of a dataclass that __init__ takes, in order."""
    return tuple(f for f in dataclasses.fields(cls) if f.init)


@cache
def reader(hint: Any) -> Callable[[Any], Any]:
    """A function checking a JSON value against a type hint and rebuilding it (dataclasses from their lists)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is Any:
        return lambda v: v
    if origin in (typing.Union, types.UnionType):
        options = [reader(a) for a in args]
        simple = tuple(a for a in args if a in (int, float, str, bool, type(None)))
        if len(simple) == len(args):
            return _scalar(simple)

        def either(v):
            for read in options:
                try:
                    return read(v)
                except BadEntry:
                    pass
            raise BadEntry(f"{v!r:.40} is none of {hint}")
        return either
    if origin is tuple and len(args) > 1 and args[1] is not Ellipsis:
        parts = [reader(a) for a in args]
        if all(hasattr(read, "kinds") for read in parts):
            kinds = [read.kinds for read in parts]

            def plain_tuple(v):
                if type(v) is not list or len(v) != len(kinds):
                    raise BadEntry(f"{v!r:.40} is not a list of {len(kinds)}")
                for x, allowed in zip(v, kinds):
                    if type(x) not in allowed:
                        raise BadEntry(f"{x!r:.40} is of the wrong type")
                return tuple(v)
            return plain_tuple

        def fixed(v):
            if not isinstance(v, list) or len(v) != len(parts):
                raise BadEntry(f"{v!r:.40} is not a list of {len(parts)}")
            return tuple(read(x) for read, x in zip(parts, v))
        return fixed
    if origin in (list, tuple) or hint in (list, tuple):
        item = reader(args[0]) if args else (lambda v: v)

        def many(v):
            if not isinstance(v, list):
                raise BadEntry(f"{v!r:.40} is not a list")
            return [item(x) for x in v]
        return many
    if origin is dict or hint is dict:
        value = reader(args[1]) if args else (lambda v: v)

        def mapping(v):
            if not isinstance(v, dict):
                raise BadEntry(f"{v!r:.40} is not an object")
            return {str(k): value(x) for k, x in v.items()}
        return mapping
    if hasattr(hint, "from_cache"):
        return hint.from_cache
    if dataclasses.is_dataclass(hint):
        return _dataclass(hint)
    if hint in (int, float, str, bool, type(None)):
        return _scalar((hint,))
    raise TypeError(f"no cache reader for {hint!r}")


def _kinds(allowed: tuple[type, ...]) -> frozenset[type]:
    """The exact types a JSON value may have for these (an int where a float is allowed too; no bool for int)."""
    return frozenset(allowed) | (frozenset({int}) if float in allowed else frozenset())


def _scalar(allowed: tuple[type, ...]) -> Callable[[Any], Any]:
    """A check that a value is one of these plain types."""
    kinds = _kinds(allowed)

    def check(v):
        if type(v) not in kinds:
            raise BadEntry(f"{v!r:.40} is not {' or '.join(k.__name__ for k in allowed)}")
        return v
    check.kinds = kinds  # type: ignore[attr-defined]  (a flat dataclass checks its fields without calls)
    return check


def _dataclass(cls: type) -> Callable[[Any], Any]:
    """A dataclass rebuilt from the list of its fields, each checked: plain ones by type in one loop, the others by
    their readers."""
    hints = typing.get_type_hints(cls)
    fields = _fields(cls)
    readers = [reader(hints[f.name]) for f in fields]
    kinds = [getattr(read, "kinds", None) for read in readers]
    nested = [(i, read) for i, read in enumerate(readers) if kinds[i] is None]
    count = len(fields)

    def build(v):
        if type(v) is not list or len(v) != count:
            raise BadEntry(f"{cls.__name__}: {v!r:.60} is not a list of its {count} fields")
        for x, allowed in zip(v, kinds):
            if allowed is not None and type(x) not in allowed:
                raise BadEntry(f"{cls.__name__}: {x!r:.40} is of the wrong type")
        if nested:
            v = list(v)
            for i, read in nested:
                v[i] = read(v[i])
        try:
            return cls(*v)
        except TypeError as exc:
            raise BadEntry(f"{cls.__name__}: {exc}") from None
    return build
