"""Worked examples as data: kb/rules/<mechanic>.examples.json, read and decoded by the predicates' type hints.

A file holds, for one mechanic:
- "cr": for each CR rule its predicates or examples cite, a short quote of the words relied on
  (the build finds each quote in that rule's text);
- "objects": inputs several examples share (a card, a board, a dungeon), used as {"$": "name"};
- "examples": calls of a predicate with the answer the ruling or rule gives, each citing a ruling by id
  ("ruling") or a CR rule by number ("cr"), with a "quote" of the words it tests.
"""
from __future__ import annotations

import dataclasses
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kb.model import from_jsonable, parameter_names, type_hints
from mtg.regex import gated

RULES_DIR = Path(__file__).resolve().parent
NESTED_REPEAT = re.compile(r"\((?:\?:)?[^()]*(?:[*+]|\{\d*,\})[^()]*\)(?:[*+]|\{\d*,\d*\})")  # (a+)*, (\w+ )+
ENTRY_KEYS = {"predicate", "ruling", "cr", "quote", "args", "kwargs", "expected", "note"}


class ExamplesFileError(ValueError):
    """An examples file that cannot be read as examples: says which file, which example and why."""


@dataclass(frozen=True)
class Example:
    """A worked example: the predicate called with args/kwargs must return expected.

    It cites what it tests, a ruling by id or a CR rule by number, with a quote of the words it relies on.
    """

    args: tuple[Any, ...]
    expected: Any
    quote: str
    ruling: str | None = None
    rule: str | None = None
    kwargs: dict[str, Any] | None = None
    note: str = ""
    where: str = ""  # "kb/rules/party.examples.json example 3"

    @property
    def citation(self) -> str:
        """How the example cites its source, for people: "CR 700.8b: …" or "ruling r…: …"."""
        return f"{'CR ' + self.rule if self.rule else 'ruling ' + str(self.ruling)}: {self.quote}"


@dataclass(frozen=True)
class MechanicExamples:
    """What one mechanic's examples file holds: CR quotes by rule number, and examples by predicate."""

    path: Path
    cr_quotes: dict[str, str]
    examples: dict[str, tuple[Example, ...]]
    cues: dict[str, tuple[str, ...]] = dataclasses.field(default_factory=dict)  # predicate -> regexes of its rulings

    @property
    def where(self) -> str:
        """The file, relative to the project."""
        return shown(self.path)


def examples_path(mechanic: str) -> Path:
    """Where a mechanic's examples live: beside its code."""
    return RULES_DIR / f"{mechanic}.examples.json"


def shown(path: Path) -> str:
    """The file as people should look for it: relative to the project when inside it."""
    try:
        return path.relative_to(RULES_DIR.parents[1]).as_posix()
    except ValueError:
        return path.as_posix()


def load_examples(mechanic: str, functions: dict[str, Any], path: Path | None = None) -> MechanicExamples:
    """Read a mechanic's examples file, decoding each call's inputs and answer by the predicate's type hints.

    functions maps predicate names of this mechanic to their Python functions.
    """
    path = path or examples_path(mechanic)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return MechanicExamples(path, {}, {})
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ExamplesFileError(f"{shown(path)}: not a readable JSON file ({exc})") from exc
    if not isinstance(data, dict) or data.get("mechanic") != mechanic:
        raise ExamplesFileError(f"{shown(path)}: expected an object with \"mechanic\": {mechanic!r}")
    objects = data.get("objects") or {}
    found: dict[str, list[Example]] = {}
    for i, entry in enumerate(data.get("examples") or [], start=1):
        where = f"{shown(path)} example {i}"
        example, name = _example(entry, objects, functions, where)
        found.setdefault(name, []).append(example)
    cues = data.get("cues") or {}
    unknown = set(cues) - set(functions)
    if unknown:
        raise ExamplesFileError(f"{shown(path)}: \"cues\" names no predicate of {mechanic}: {sorted(unknown)}")
    for name, patterns in cues.items():
        for pattern in patterns:
            try:
                gated(pattern, re.IGNORECASE)  # compiled as the linker's cues are: made once (mtg/regex.py)
            except re.error as exc:
                raise ExamplesFileError(f"{shown(path)}: cue of {name} is no regular expression: {pattern!r} ({exc})")
            if NESTED_REPEAT.search(pattern):  # (\w+ )* tries every split of a long text: hours on one ruling
                raise ExamplesFileError(f"{shown(path)}: cue of {name} repeats a repeated group, which can take "
                                        f"exponential time on a long text; bound it ({{0,40}}): {pattern!r}")
    return MechanicExamples(path, dict(data.get("cr") or {}), {k: tuple(v) for k, v in found.items()},
                            {k: tuple(v) for k, v in cues.items()})


def _files() -> tuple[dict, ...]:
    """Every examples file as read (a patch asks for their citations, and for their cues)."""
    return tuple(json.loads(path.read_text(encoding="utf-8")) for path in sorted(RULES_DIR.glob("*.examples.json")))


def _ruling_examples() -> list[dict]:
    """Every example of every examples file that cites a ruling, as written (its examples not built)."""
    return [e for data in _files() for e in data.get("examples") or [] if isinstance(e, dict) and e.get("ruling")]


def cited_rulings() -> set[str]:
    """The ids of the rulings every examples file cites, read without building its examples (for a patch that must
    not touch them)."""
    return {e["ruling"] for e in _ruling_examples()}


def quoted_rulings() -> dict[str, set[str]]:
    """The words each examples file quotes from a ruling -> the predicates whose examples quote them (for the link
    model's learning: bench/link_model.py)."""
    quoted: dict[str, set[str]] = {}
    for e in _ruling_examples():
        quoted.setdefault(e["quote"].strip(), set()).add(e["predicate"])
    return quoted


def file_cues() -> dict[str, tuple[str, ...]]:
    """Predicate -> its cues, as every examples file gives them, read without importing the predicates (for a patch
    that only needs to know whether a cue finds a new ruling)."""
    return {name: tuple(patterns) for data in _files() for name, patterns in (data.get("cues") or {}).items()}


def _example(entry: Any, objects: dict[str, Any], functions: dict[str, Any], where: str) -> tuple[Example, str]:
    """One entry of the file as (Example, predicate name); anything malformed raises naming the entry."""
    if not isinstance(entry, dict):
        raise ExamplesFileError(f"{where}: an example is a JSON object")
    unknown = set(entry) - ENTRY_KEYS
    missing = {"predicate", "quote", "args", "expected"} - set(entry)
    if unknown or missing:
        raise ExamplesFileError(f"{where}: unknown key(s) {sorted(unknown)}, missing {sorted(missing)}")
    name = entry["predicate"]
    if name not in functions:
        raise ExamplesFileError(f"{where}: no predicate {name!r} in this mechanic ({', '.join(sorted(functions))})")
    if ("ruling" in entry) == ("cr" in entry):
        raise ExamplesFileError(f"{where}: cite exactly one of \"ruling\" (an id) or \"cr\" (a rule number)")
    if not str(entry["quote"]).strip():
        raise ExamplesFileError(f"{where}: the quote of the words the example tests is empty")
    func = functions[name]
    hints = type_hints(func)
    params = parameter_names(func)
    try:
        raw_args = _resolve(entry["args"], objects)
        if len(raw_args) > len(params):
            raise ValueError(f"{len(raw_args)} arguments for {len(params)} parameters")
        args = tuple(from_jsonable(hints.get(p, Any), v) for p, v in zip(params, raw_args))
        kwargs = {k: from_jsonable(hints.get(k, Any), v) for k, v in _resolve(entry.get("kwargs") or {}, objects).items()}
        expected = from_jsonable(hints.get("return", Any), _resolve(entry["expected"], objects))
    except (ValueError, TypeError) as exc:
        raise ExamplesFileError(f"{where}: {name}: {exc}") from exc
    return Example(args, expected, entry["quote"], entry.get("ruling"), entry.get("cr"), kwargs or None,
                   entry.get("note", ""), where), name


def _resolve(value: Any, objects: dict[str, Any]) -> Any:
    """value with every {"$": name} replaced by the file's object of that name (objects may use others)."""
    if isinstance(value, dict):
        if set(value) == {"$"}:
            if value["$"] not in objects:
                raise ValueError(f"no object {value['$']!r} in the file's \"objects\"")
            return _resolve(objects[value["$"]], objects)
        return {k: _resolve(v, objects) for k, v in value.items()}
    if isinstance(value, list):
        return [_resolve(v, objects) for v in value]
    return value
