"""The predicate registry: each rule predicate with its mechanic, CR rules and worked examples."""
from __future__ import annotations

import inspect
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

MECHANICS = ("room", "dungeon", "party", "adventure", "role", "copy", "cost", "ability")


@dataclass(frozen=True)
class Example:
    """A worked example: the predicate called with args/kwargs must return expected.

    ruling cites where the example comes from: a distinctive quote of an EN ruling's text
    (resolved to the ruling id at build time) or "CR 309.6" for a CR rule.
    """

    args: tuple[Any, ...]
    expected: Any
    ruling: str
    kwargs: dict[str, Any] | None = None
    note: str = ""


@dataclass(frozen=True)
class Predicate:
    """A pure function implementing part of a rule, with its references and examples."""

    name: str
    mechanic: str
    doc: str
    cr_rules: tuple[str, ...]
    examples: tuple[Example, ...]
    func: Callable[..., Any]

    @property
    def signature(self) -> str:
        """The Python signature, e.g. "(card: Card, zone: Zone) -> int"."""
        return str(inspect.signature(self.func))

    @property
    def source_file(self) -> str:
        """The module file defining the predicate, relative to the project root."""
        path = Path(inspect.getsourcefile(self.func) or "")
        root = Path(__file__).resolve().parents[2]
        try:
            return path.resolve().relative_to(root).as_posix()
        except ValueError:
            return path.as_posix()

    @property
    def source_line(self) -> int:
        """The line of the function's `def` (below its decorators)."""
        lines, first = inspect.getsourcelines(self.func)
        return first + next(i for i, line in enumerate(lines) if line.lstrip().startswith("def "))

    def run(self, example: Example) -> Any:
        """Call the predicate on an example's inputs."""
        return self.func(*example.args, **(example.kwargs or {}))


class NotModeled(NotImplementedError):
    """Raised by a predicate for a case its model does not cover (say which, never guess)."""


REGISTRY: dict[str, Predicate] = {}


def predicate(mechanic: str, cr: list[str] | tuple[str, ...], examples: list[Example] | tuple[Example, ...] = ()):
    """Register the decorated function as a predicate of `mechanic` implementing CR rules `cr`."""
    if mechanic not in MECHANICS:
        raise ValueError(f"unknown mechanic {mechanic!r}; expected one of {MECHANICS}")

    def register(func: Callable[..., Any]) -> Callable[..., Any]:
        doc = (func.__doc__ or "").strip().splitlines()
        if not doc:
            raise ValueError(f"predicate {func.__name__} needs a one-line docstring")
        if func.__name__ in REGISTRY:
            raise ValueError(f"predicate {func.__name__} registered twice")
        REGISTRY[func.__name__] = Predicate(
            func.__name__, mechanic, doc[0], tuple(cr), tuple(examples), func
        )
        return func

    return register


def all_predicates() -> dict[str, Predicate]:
    """Import every rule module and return the registry, by name."""
    import importlib
    import pkgutil

    import kb.rules

    for info in pkgutil.iter_modules(kb.rules.__path__):
        if info.name != "registry":
            importlib.import_module(f"kb.rules.{info.name}")
    return dict(sorted(REGISTRY.items()))
