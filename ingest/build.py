"""The build: sources -> parsed documents -> normalized rows -> kb.db, written atomically."""
from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import sys
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

import click
import sqlite_utils

from ingest.align import align_translation
from ingest.cr_excerpts import CrIndex, match_excerpt
from ingest.formats import detect_format
from ingest.linking import add_predicates
from ingest.mechanics import MECHANICS, mechanics_in
from ingest.records import ERROR, WARNING, ParsedDocument, Problem, Tables
from ingest.schema import FULL_TEXT, create_schema
from ingest.sources import SourceText, find_sources, read_source
from ingest.translations import add_drafts, add_findings

PROJECT_ROOT = Path(__file__).resolve().parents[1]
DATA_DIR = PROJECT_ROOT / "data"
DEFAULT_SOURCES = (DATA_DIR / "sources", DATA_DIR / "cr", DATA_DIR / "po")


@dataclass
class Document:
    """A source with its id, what it was read as, and what the parser made of it."""

    id: int
    source: SourceText
    parsed: ParsedDocument


@dataclass
class BuildReport:
    """What a build did: counts per table and every problem with its file and line."""

    out: Path
    counts: dict[str, int]
    problems: list[tuple[str, int | None, str, str, str]]  # path, line, severity, code, message

    @property
    def errors(self) -> int:
        """How many error-level problems."""
        return sum(p[2] == ERROR for p in self.problems)

    @property
    def warnings(self) -> int:
        """How many warnings."""
        return sum(p[2] == WARNING for p in self.problems)

    def summary(self, limit: int = 20) -> str:
        """A few lines for the terminal: counts, then the first problems as path:line."""
        c = self.counts
        lines = [
            f"Built {self.out}: {c['documents']} documents, {c['rulings']} rulings, "
            f"{c['ruling_texts']} ruling texts, {c['cr_editions']} CR editions "
            f"({c['rules']} rules, {c['glossary']} glossary senses), {c['cr_excerpts']} CR excerpts.",
            f"Problems: {self.errors} errors, {self.warnings} warnings (see the problems table).",
        ]
        ordered = sorted(self.problems, key=lambda p: (p[2] != ERROR, p[0], p[1] or 0))
        for path, line, severity, code, message in ordered[:limit]:
            lines.append(f"  {path}:{line or '-'}: {severity}: {code}: {message}")
        if len(ordered) > limit:
            lines.append(f"  … and {len(ordered) - limit} more")
        return "\n".join(lines)


def shown_path(path: Path) -> str:
    """The path as stored: relative to the project when inside it, so builds agree across machines."""
    resolved = path.resolve()
    try:
        return resolved.relative_to(PROJECT_ROOT).as_posix()
    except ValueError:
        return resolved.as_posix()


def read_document(path: Path) -> tuple[SourceText, ParsedDocument]:
    """Read and parse one file; unreadable or unrecognised files become error problems."""
    shown = shown_path(path)
    try:
        source = read_source(path, shown)
    except OSError as exc:
        source = SourceText(shown, "", [])
        parsed = ParsedDocument(format="unreadable", lang=None)
        parsed.error(None, "unreadable", f"cannot read {shown}: {exc.strerror or exc}")
        return source, parsed
    parser = detect_format(source)
    if parser is None:
        parsed = ParsedDocument(format="unknown", lang=None)
        parsed.error(1, "unknown_format", "no parser recognises this content; its lines are kept in source_lines")
        for number, line in source.numbered():
            parsed.claim(number, "unrecognised")
    else:
        parsed = parser.parse(source)
    if source.decode_error:
        parsed.error(None, "not_utf8", f"{source.decode_error}; undecodable bytes replaced by U+FFFD")
    for number, line in source.numbered():
        if number not in parsed.roles:
            parsed.claim(number, "blank" if not line.strip() else "unparsed")
            if line.strip():
                parsed.warn(number, "unparsed_line", f"line {line.strip()[:60]!r} matched nothing in {parsed.format}")
    return source, parsed


def ruling_id(published: str, source: str, text: str) -> str:
    """A stable id from the ruling's content: date, source and normalized text."""
    normal = " ".join(unicodedata.normalize("NFC", text).split())
    return "r" + hashlib.sha256(f"{published}\n{source}\n{normal}".encode()).hexdigest()[:15]


def assemble(documents: list[Document]) -> tuple[Tables, list[tuple[int | None, Problem]]]:
    """Turn parsed documents into rows: rulings with aligned translations, CR tables, excerpts."""
    tables = Tables()
    problems = [(d.id, p) for d in documents for p in d.parsed.problems]
    for m in MECHANICS:
        tables.add("mechanics", id=m.id, name=m.name, cr_rule=m.cr_rule, name_fr=m.name_fr, name_ja=m.name_ja)
    for d in documents:
        tables.add("documents", id=d.id, path=d.source.path, sha256=d.source.sha256, format=d.parsed.format,
                   lang=d.parsed.lang, title=d.parsed.title, line_count=len(d.source.lines))
        for number, text in d.source.numbered():
            tables.add("source_lines", document_id=d.id, line=number, text=text, role=d.parsed.roles[number])
        for p in d.parsed.passages:
            tables.add("passages", document_id=d.id, line=p.line, kind=p.kind, lang=p.lang,
                       detected_lang=p.detected_lang, text=p.text, mechanic=p.mechanic)
    problems += _add_rulings(tables, documents)
    drafts = [(d.id, draft) for d in documents for draft in d.parsed.drafts]
    problems += add_drafts(tables, drafts)
    add_findings(tables, drafts)
    index = _add_cr(tables, documents)
    for d in documents:
        for excerpt in d.parsed.excerpts:
            row, problem = match_excerpt(excerpt, index)
            tables.add("cr_excerpts", document_id=d.id, line=excerpt.line, **row)
            if problem:
                problems.append((d.id, problem))
    problems += [(None, p) for p in add_predicates(tables, index)]
    return tables, problems


def _add_rulings(tables: Tables, documents: list[Document]) -> list[tuple[int, Problem]]:
    """EN rulings first, then translations aligned to them or kept as rulings needing EN."""
    problems: list[tuple[int, Problem]] = []
    seen: dict[str, tuple[str, int]] = {}
    seen_texts: dict[tuple[str, str, str], str] = {}
    by_date: dict[str, dict[str, str]] = defaultdict(dict)
    entries = [(d, e) for d in documents for e in d.parsed.rulings]
    for d, e in entries:
        if e.detected_lang not in (None, "en"):
            continue
        rid = ruling_id(e.published, e.source, e.text)
        if rid in seen:
            problems.append((d.id, Problem(e.line, WARNING, "duplicate_ruling",
                                           f"same ruling as {seen[rid][0]}:{seen[rid][1]}; kept once")))
            continue
        seen[rid] = (d.source.path, e.line)
        by_date[e.published][rid] = e.text
        tables.add("rulings", id=rid, published=e.published, source=e.source, document_id=d.id, line=e.line,
                   en_missing=0)
        tables.add("ruling_texts", ruling_id=rid, lang="en", text=e.text, detected_lang=e.detected_lang,
                   origin=e.origin, document_id=d.id, line=e.line, source_sha256=None, reviewed=None, stale=0)
        _add_mechanics(tables, rid, e.text)
    for d, e in entries:
        if e.detected_lang in (None, "en"):
            continue
        aligned = align_translation(e.text, by_date.get(e.published, {}))
        rid = aligned or ruling_id(e.published, e.source, e.text)
        key = (rid, e.detected_lang, e.origin)
        if key in seen_texts:
            problems.append((d.id, Problem(e.line, WARNING, "duplicate_translation",
                                           f"a {e.detected_lang.upper()} {e.origin} text of ruling {rid} is already "
                                           f"at {seen_texts[key]}; kept once")))
            continue
        seen_texts[key] = f"{d.source.path}:{e.line}"
        if aligned is None and rid not in seen:
            seen[rid] = (d.source.path, e.line)
            tables.add("rulings", id=rid, published=e.published, source=e.source, document_id=d.id, line=e.line,
                       en_missing=1)
            _add_mechanics(tables, rid, e.text)
            problems.append((d.id, Problem(e.line, WARNING, "needs_en",
                                           f"{e.detected_lang.upper()} ruling of {e.published} matches no EN ruling "
                                           "(same date, numbers, symbols and names): look up the EN original")))
        tables.add("ruling_texts", ruling_id=rid, lang=e.detected_lang, text=e.text, detected_lang=e.detected_lang,
                   origin=e.origin, document_id=d.id, line=e.line, source_sha256=None, reviewed=None, stale=0)
    return problems


def _add_mechanics(tables: Tables, rid: str, text: str) -> None:
    """File a ruling under the mechanics its text names (method "inferred", evidence the words)."""
    for mechanic, evidence in mechanics_in(text):
        tables.add("ruling_mechanics", ruling_id=rid, mechanic=mechanic, method="inferred", evidence=evidence)


def _add_cr(tables: Tables, documents: list[Document]) -> CrIndex:
    """Rows for every CR edition, and the index the excerpt matcher uses."""
    index = CrIndex({}, {})
    for d in documents:
        version = d.parsed.cr_version
        if d.parsed.format != "comprehensive_rules" or version is None:
            continue
        if version in index.rules:
            d.parsed.warn(None, "duplicate_cr_edition", f"the {version} edition is already read from another "
                                                        "file; this copy is not loaded again")
            continue
        tables.add("cr_editions", cr_version=version, title=d.parsed.title, document_id=d.id)
        for s in d.parsed.sections:
            tables.add("sections", cr_version=version, number=s.number, title=s.title, part=s.part,
                       document_id=d.id, line=s.line)
        for r in d.parsed.rules:
            tables.add("rules", cr_version=version, number=r.number, parent=r.parent, section=r.section,
                       text=r.text, examples=json.dumps(r.examples, ensure_ascii=False), document_id=d.id,
                       line=r.line)
        for g in d.parsed.glossary:
            tables.add("glossary", cr_version=version, term=g.term, sense=g.sense, text=g.text, note=g.note,
                       document_id=d.id, line=g.line)
        index.rules[version] = {r.number: r.text for r in d.parsed.rules}
        index.glossary[version] = [(g.term, g.sense, g.text) for g in d.parsed.glossary]
    return index


def write_database(tables: Tables, problems: list[tuple[int, Problem]], out: Path) -> None:
    """Write every table to a temporary file beside out, then rename it over out (atomic)."""
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(f".{out.name}.tmp-{os.getpid()}")
    tmp.unlink(missing_ok=True)
    try:
        conn = sqlite3.connect(tmp)
        conn.execute("PRAGMA foreign_keys = ON")
        db = sqlite_utils.Database(conn)
        with conn:
            create_schema(conn)
            for table, rows in tables.rows.items():
                db[table].insert_all(rows, batch_size=1000)
            db["problems"].insert_all(
                {"id": i, "document_id": doc_id, "line": p.line, "severity": p.severity, "code": p.code,
                 "message": p.message}
                for i, (doc_id, p) in enumerate(sorted(problems, key=lambda x: (x[0] or 0, x[1].line or 0, x[1].code)), 1)
            )
        for table, columns in FULL_TEXT.items():
            db[table].enable_fts(columns, fts_version="FTS5", tokenize="unicode61 remove_diacritics 2")
        conn.execute("VACUUM")
        conn.close()
        os.replace(tmp, out)
    finally:
        tmp.unlink(missing_ok=True)


def _read_all(files: list[Path], progress: bool) -> list[tuple[SourceText, ParsedDocument]]:
    """Read and parse every file, with a progress bar on the terminal when asked."""
    if not progress:
        return [read_document(path) for path in files]
    with click.progressbar(files, label="Parsing sources", file=sys.stderr,
                           item_show_func=lambda p: p.name if p else "") as bar:
        return [read_document(path) for path in bar]


def build(sources: Iterable[Path] = DEFAULT_SOURCES, out: Path = PROJECT_ROOT / "kb.db",
          progress: bool = False) -> BuildReport:
    """Parse every source file, assemble the rows and write the database; never half-writes out."""
    files = sorted(find_sources(list(sources)), key=shown_path)
    documents = [Document(n, *read) for n, read in enumerate(_read_all(files, progress), start=1)]
    tables, problems = assemble(documents)
    write_database(tables, problems, out)
    counts = Counter({table: len(rows) for table, rows in tables.rows.items()})
    paths = {d.id: d.source.path for d in documents} | {None: "(predicates)"}
    report = [(paths[doc_id], p.line, p.severity, p.code, p.message) for doc_id, p in problems]
    return BuildReport(out, counts, report)
