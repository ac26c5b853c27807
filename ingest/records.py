"""What parsers produce: plain records with their source line, before they become rows."""
from __future__ import annotations

import sqlite3
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from mtg.terms import Term

WARNING = "warning"
ERROR = "error"


@dataclass
class Problem:
    """Something in a source that needs a human: a stray line (warning) or an unparseable date (error)."""

    line: int | None
    severity: str
    code: str
    message: str


@dataclass(slots=True)
class RulingEntry:
    """One dated ruling as found on a page: its text line, date line and what the page says of it."""

    line: int
    date_line: int
    published: str
    source: str
    text: str
    detected_lang: str | None
    origin: str  # "original" (published text), "machine" (page says AI translation), "site"
    oracle_id: str | None = None  # the card the source files the ruling under (Scryfall, MTGJSON)
    card_name: str | None = None  # the card's name where the source gives a name, not an id
    record: str | None = None  # JSON sources: the ruling's path in the file (data.cards[17].rulings[2])
    # The other places the same text is printed in this file (bulk files repeat a ruling on every printing):
    # (line or record number, record path, oracle id, card name), in file order.
    repeats: list[tuple[int, str | None, str | None, str | None]] = field(default_factory=list)


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


@dataclass(slots=True)
class CardFace:
    """One face, half or door of a card, as its source prints it."""

    name: str
    mana_cost: str | None
    type_line: str | None
    oracle_text: str | None


# What a game object of a card source is (CR 108.2b: tokens are not cards; 114: emblems; 309.2: dungeons
# are nontraditional cards outside the game); only "card" counts as a card in counts, search and indexes.
KINDS = ("card", "token", "emblem", "dungeon", "helper")
NAME_KEY = "name:"  # the key of a card whose source gives no oracle id


@dataclass(slots=True)
class CardRecord:
    """A card's English Oracle characteristics (faces empty for one-faced cards)."""

    line: int
    oracle_id: str
    name: str
    layout: str | None
    mana_cost: str | None
    type_line: str | None
    oracle_text: str | None
    faces: list[CardFace] = field(default_factory=list)
    kind: str = "card"  # one of KINDS
    record: str | None = None  # JSON sources: the path of the record it was read from


@dataclass(slots=True)
class Printing:
    """One printing of a card in a set (MTGJSON set files, Scryfall card files)."""

    line: int
    oracle_id: str
    set_code: str
    number: str | None
    rarity: str | None
    record: str


@dataclass
class CardSet:
    """A set as its card source names it."""

    line: int
    code: str
    name: str | None
    released: str | None
    set_type: str | None


@dataclass(slots=True)
class LocalizedName:
    """A card's official FR or JA name (face None: the whole card), keyed by oracle id or English name."""

    line: int
    lang: str
    name: str
    type_line: str | None
    text: str | None
    source: str  # "scryfall", "mtgjson", "forge"
    face: int | None = None  # index of the face in the card's faces; None for the whole card
    oracle_id: str | None = None
    english: str | None = None  # the English name of the card or face, where the source has no oracle id
    record: str | None = None  # JSON sources: the path of the record (the newest printing) it was read from
    printings: int = 1  # how many printings of the source print this name
    newest: str = ""  # the release date of the newest of them ("" when the source gives none)


@dataclass
class TermRecord:
    """A row of the terminology file: the term, and the line it is on."""

    line: int
    term: Term


@dataclass
class TermRendering:
    """A row of the term base (data/terms/attested.csv, ingest/term_base.py): how official card texts render an EN
    term in one language, how many attest it, and example cards."""

    line: int
    en: str
    kind: str  # glossary (a CR glossary term, keywords among them), curated (terms.csv), phrase (recurring)
    lang: str
    rendering: str
    attested: int
    texts: int
    dice: float
    examples: list[str]


class Roles:
    """The role of each line of a source (lines from 1), as one list: a corpus has a million lines, and a dict of
    them cost ten times the memory."""

    __slots__ = ("_roles",)

    def __init__(self) -> None:
        """No line claimed yet."""
        self._roles: list[str | None] = [None]

    def __setitem__(self, line: int, role: str) -> None:
        """Give a line its role."""
        if line >= len(self._roles):
            self._roles.extend([None] * (line + 1 - len(self._roles)))
        self._roles[line] = role

    def get(self, line: int | None, default: str | None = None) -> str | None:
        """The line's role, or default when it has none."""
        role = self._roles[line] if line is not None and 0 < line < len(self._roles) else None
        return default if role is None else role

    def __getitem__(self, line: int) -> str:
        """The line's role (KeyError when it has none)."""
        role = self.get(line)
        if role is None:
            raise KeyError(line)
        return role

    def __contains__(self, line: object) -> bool:
        """Whether the line has a role."""
        return isinstance(line, int) and self.get(line) is not None

    def __iter__(self):
        """The lines that have a role, in order."""
        return (line for line, role in enumerate(self._roles) if role is not None)

    def __getstate__(self):
        """Pickled as its list (a worker's parse comes back through a pipe)."""
        return self._roles

    def __setstate__(self, roles) -> None:
        """Read back from its list."""
        self._roles = roles

    def to_cache(self) -> list[str | None]:
        """As the cache folder keeps it (ingest/cache_format.py): the list of roles."""
        return self._roles

    @classmethod
    def from_cache(cls, value: object) -> "Roles":
        """Read back from the cache, every role checked (BadEntry otherwise)."""
        from ingest.cache_format import BadEntry

        if not isinstance(value, list) or not value or value[0] is not None or \
                not all(r is None or type(r) is str for r in value):
            raise BadEntry("line roles that are not a list of names")
        roles = cls()
        roles._roles = value
        return roles


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
    cards: list[CardRecord] = field(default_factory=list)
    card_names: list[LocalizedName] = field(default_factory=list)
    printings: list[Printing] = field(default_factory=list)
    sets: list[CardSet] = field(default_factory=list)
    terms: list[TermRecord] = field(default_factory=list)
    renderings: list[TermRendering] = field(default_factory=list)
    record_count: int = 0  # JSON sources: how many records were read (they have no lines)
    problems: list[Problem] = field(default_factory=list)
    cr_version: str | None = None
    roles: Roles = field(default_factory=Roles)

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
class AsidePart:
    """Rows that need nothing else written, made at write time by the second core into a file of its own, with what
    makes more rows from them there: a part of the search index. Parts are written one after another into that file, each as soon as its rows are final."""

    streams: list[tuple[str, Callable[[], Iterable[dict]]]]  # (table, its rows)
    before: Callable[[sqlite3.Connection], None] | None = None  # reads what the parts before wrote to the file
    after: Callable[[sqlite3.Connection], None] | None = None  # makes rows from those written (the full-text rows)


@dataclass
class Tables:
    """Rows for every table, in a stable order; big tables copied from sources are streamed at write time."""

    rows: dict[str, list[dict]] = field(default_factory=lambda: defaultdict(list))
    streams: dict[str, list[Callable[[], Iterable[dict]]]] = field(default_factory=lambda: defaultdict(list))
    waiting: dict[str, Callable[[], bool]] = field(default_factory=dict)  # table -> whether its rows still wait
    aside_parts: list[AsidePart] = field(default_factory=list)  # written by the second core (ingest/build.py)

    def add(self, table: str, **row) -> None:
        """Append one row to a table."""
        self.rows[table].append(row)

    def stream(self, table: str, rows: Callable[[], Iterable[dict]], waits: Callable[[], bool] | None = None) -> None:
        """Rows made only when written (source_lines: every line of every source), so they never sit in memory.

        waits: whether the rows still wait for a worker (qa_findings), asked at write time: if so the table is written
        after all others, else with them.
        """
        self.streams[table].append(rows)
        if waits is not None:
            self.waiting[table] = waits

    def aside_part(self, part: AsidePart) -> None:
        """A part of the rows written aside, after those given before."""
        self.aside_parts.append(part)

    @property
    def aside(self) -> list[str]:
        """The tables written aside, sorted."""
        return sorted({table for part in self.aside_parts for table, _ in part.streams})
