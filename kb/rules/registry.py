"""The predicate registry: each rule predicate with its mechanic, CR rules and worked examples."""
from __future__ import annotations

import dataclasses
import inspect
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from kb.rules.examples import Example, load_examples, shown

MECHANICS = ("room", "dungeon", "party", "adventure", "role", "copy", "cost", "ability",
             # the rules topics real rulings are most about (bench/ruling_topics.py, docs/rules.md)
             "zones", "triggers", "targeting", "combat", "counters", "attachments", "tokens", "damage", "sacrifice",
             "control", "multiplayer",
             # the next topics no predicate modelled (2026-12-03, third session)
             "legend_rule", "replacement", "face_down", "commander", "x", "protection", "mdfc",
             # and the next five (2026-12-03, fourth session), then the last (fifth session)
             "dice", "state_based_actions", "layers", "kicker", "saga", "casting",
             # when players can respond: 384 real rulings (2026-12-06, second session)
             "priority",
             # an object's colors and devotion, types chosen and shared (2026-12-07, fifteenth session)
             "colors", "types",
             # what "doesn't untap" effects do in the untap step (2026-12-07, fifteenth session)
             "untap")


@dataclass(frozen=True)
class Predicate:
    """A pure function implementing part of a rule, with its references and examples.

    cr_quotes holds, for each rule in cr_rules, the words of the rule it relies on (None when the
    mechanic's examples file gives none); examples and quotes come from that file.
    """

    name: str
    mechanic: str
    doc: str
    cr_rules: tuple[str, ...]
    func: Callable[..., Any]
    examples: tuple[Example, ...] = ()
    cr_quotes: tuple[tuple[str, str | None], ...] = ()
    examples_file: str = ""
    cues: tuple[str, ...] = ()  # for a rules topic's predicate: regexes of the words its rulings use (the linker's)
    usage: str = ""  # the docstring's later paragraphs, one a line: the words each argument takes, the answer's keys

    @property
    def signature(self) -> str:
        """The Python signature, e.g. "(card: Card, zone: Zone) -> int"."""
        return str(inspect.signature(self.func))

    @property
    def source_file(self) -> str:
        """The module file defining the predicate, relative to the project root."""
        return source_file(self.func)

    @property
    def source_line(self) -> int:
        """The line of the function's `def` (below its decorators)."""
        return def_line(self.func)

    def run(self, example: Example) -> Any:
        """Call the predicate on an example's inputs."""
        return self.func(*example.args, **(example.kwargs or {}))


def _source_file(func: Callable[..., Any]) -> str:
    """The file defining a function, as shown (relative to the project root)."""
    return shown(Path(inspect.getsourcefile(func) or "").resolve())


def _def_line(func: Callable[..., Any]) -> int:
    """The line of a function's `def`."""
    lines, first = inspect.getsourcelines(func)
    return first + next(i for i, line in enumerate(lines) if line.lstrip().startswith("def "))


# Found once per process (inspect tokenizes the source: 0.2 s a build, and a test run makes a hundred builds). Not
# decorators: kb/rules' only decorator is @predicate (bench/mutation.py moves it after the body for mutmut).
source_file = lru_cache(maxsize=None)(_source_file)
def_line = lru_cache(maxsize=None)(_def_line)


class NotModeled(NotImplementedError):
    """Raised by a predicate for a case its model does not cover (say which, never guess)."""


REGISTRY: dict[str, Predicate] = {}


def predicate(mechanic: str, cr: list[str] | tuple[str, ...]):
    """Register the decorated function as a predicate of `mechanic` implementing CR rules `cr`.

    Its worked examples are data, in kb/rules/<mechanic>.examples.json.
    """
    if mechanic not in MECHANICS:
        raise ValueError(f"unknown mechanic {mechanic!r}; expected one of {MECHANICS}")

    def register(func: Callable[..., Any]) -> Callable[..., Any]:
        paragraphs = [" ".join(part.split()) for part in (func.__doc__ or "").strip().split("\n\n")]
        doc = paragraphs[0]  # its first paragraph, on one line
        if not doc:
            raise ValueError(f"predicate {func.__name__} needs a one-line docstring")
        if func.__name__ in REGISTRY:
            raise ValueError(f"predicate {func.__name__} registered twice")
        REGISTRY[func.__name__] = Predicate(func.__name__, mechanic, doc, tuple(cr), func,
                                            usage="\n".join(p for p in paragraphs[1:] if p))
        return func

    return register


NOT_RULES = {"registry", "examples", "words"}  # modules of kb.rules that define no predicate
_with_examples: set[str] = set()  # mechanics whose examples are attached to their predicates


def all_predicates() -> dict[str, Predicate]:
    """Import every rule module, attach each mechanic's examples file, and return the registry by name."""
    import importlib
    import pkgutil

    import kb.rules

    for info in pkgutil.iter_modules(kb.rules.__path__):
        if info.name not in NOT_RULES:
            importlib.import_module(f"kb.rules.{info.name}")
    for mechanic in sorted({p.mechanic for p in REGISTRY.values()} - _with_examples):
        attach_examples(mechanic)
    return dict(sorted(REGISTRY.items()))


def attach_examples(mechanic: str) -> None:
    """Give each predicate of mechanic its examples and the quotes of the rules it cites, from the data file."""
    preds = {name: p for name, p in REGISTRY.items() if p.mechanic == mechanic}
    data = load_examples(mechanic, {name: p.func for name, p in preds.items()})
    for name, pred in preds.items():
        REGISTRY[name] = dataclasses.replace(
            pred, examples=data.examples.get(name, ()), examples_file=data.where, cues=data.cues.get(name, ()),
            cr_quotes=tuple((number, data.cr_quotes.get(number)) for number in pred.cr_rules))
    _with_examples.add(mechanic)
