"""What parsers produce: plain records with their source line, before they become rows."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

WARNING = "warning"
ERROR = "error"


@dataclass
class Problem:
    """Something in a source that needs a human: a stray line (warning) or an unparseable date (error)."""

    line: int | None
    severity: str
    code: str
    message: str


@dataclass
class RulingEntry:
    """One dated ruling as found on a page: its text line, date line and what the page says of it."""

    line: int
    date_line: int
    published: str
    source: str
    text: str
    detected_lang: str | None
    origin: str  # "original" (published text), "machine" (page says AI translation), "site"


@dataclass
class TranslationDraft:
    """A translation from a PO catalog: the ruling it translates, the EN text it was made from, its state."""

    line: int
    ruling_id: str
    lang: str
    text: str
    made_from: str
    fuzzy: bool
    previous: str | None


@dataclass
class Passage:
    """A non-ruling text of a page (title, description, header) stored under its language."""

    line: int
    kind: str
    text: str
    lang: str | None
    detected_lang: str | None
    mechanic: str | None = None


@dataclass
class CrExcerpt:
    """A CR rule or glossary sense quoted on a page; matched against the shipped CR at build."""

    line: int
    kind: str  # "rule" or "glossary"
    ref: str  # rule number ("309.2a") or glossary sense number ("1")
    text: str


@dataclass
class Rule:
    """A numbered CR rule or subrule with its examples (CR 100-905)."""

    number: str
    parent: str
    section: str
    text: str
    line: int
    examples: list[str] = field(default_factory=list)


@dataclass
class Section:
    """A CR part ("3. Card Types") or section ("309. Dungeons")."""

    number: str
    title: str
    part: str | None
    line: int


@dataclass
class GlossarySense:
    """One sense of a CR glossary term; unnumbered entries have sense 1."""

    term: str
    sense: int
    text: str
    note: str | None
    line: int


@dataclass
class ParsedDocument:
    """Everything one parser made of one source, with the role of each line it claimed."""

    format: str
    lang: str | None
    title: str | None = None
    rulings: list[RulingEntry] = field(default_factory=list)
    passages: list[Passage] = field(default_factory=list)
    excerpts: list[CrExcerpt] = field(default_factory=list)
    drafts: list[TranslationDraft] = field(default_factory=list)
    rules: list[Rule] = field(default_factory=list)
    sections: list[Section] = field(default_factory=list)
    glossary: list[GlossarySense] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    cr_version: str | None = None
    roles: dict[int, str] = field(default_factory=dict)

    def claim(self, line: int, role: str) -> None:
        """Record what a line became (every source line must get a role)."""
        self.roles[line] = role

    def warn(self, line: int | None, code: str, message: str) -> None:
        """Add a warning problem."""
        self.problems.append(Problem(line, WARNING, code, message))

    def error(self, line: int | None, code: str, message: str) -> None:
        """Add an error problem."""
        self.problems.append(Problem(line, ERROR, code, message))


@dataclass
class Tables:
    """Rows for every table, in a stable order."""

    rows: dict[str, list[dict]] = field(default_factory=lambda: defaultdict(list))

    def add(self, table: str, **row) -> None:
        """Append one row to a table."""
        self.rows[table].append(row)
