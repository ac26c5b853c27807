"""The build: sources -> parsed documents -> normalized rows -> kb.db, written atomically."""
from __future__ import annotations

import errno
import gc
import json
import lzma
import operator
import os
import re
import sqlite3
import sys
import threading
import time
import zipfile
from concurrent.futures import ThreadPoolExecutor
from collections import Counter
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Iterator

import click

from ingest.aside import AsideWriter
from ingest.background import FAILURES, SharedWork, afterwards, finish_afterwards
from ingest.cards import add_cards
from ingest.compressed import CompressionBomb, read_bytes
from ingest.early_tables import EarlyTables, scratch, temporary_of
from ingest.cr_excerpts import CrIndex, match_excerpt
from ingest.formats import detect_format, streamed_format
from ingest.known_hashes import known_hashes
from mtg.cores import cores
from mtg.kb_file import APPLICATION_ID, build_version, check_writable
from ingest.leftovers import writer_gone
from ingest.mechanics import MECHANICS
from ingest.parse_cache import ParseCache, decode, encode
from ingest.patch import Declined, changed_pages, patched
from mtg.paths import DATA_DIR, DEFAULT_DB, PROJECT_ROOT, fetched_folder_sources
from ingest.records import ERROR, WARNING, ParsedDocument, Problem, Tables
from ingest.rule_changes import rule_changes, rule_texts
from ingest.rulings import Mentions, add_ruling_cards, add_rulings, english_texts_aside, mention_stopwords
from ingest.search_index import SearchIndex
from ingest.schema import TRIGGERS, create_schema, full_text, indexes_of
from ingest.sources import TEXT_LIMIT_BYTES, SourceText, file_sha256, find_sources, read_source
from ingest.terms import add_terms, load_terms, with_term_base
from mtg.terms import Term
from ingest.translations import add_drafts, add_findings
from kb.cr_lists import keywords_of

DEFAULT_SOURCES = (DATA_DIR / "sources", DATA_DIR / "cr", DATA_DIR / "po", DATA_DIR / "terms")


def default_sources() -> tuple[Path, ...]:
    """What `build` and `serve` build without sources given: the shipped data/, and the full corpus once fetched."""
    return DEFAULT_SOURCES + fetched_folder_sources()


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
    done: str = "Built"  # or "Patched" (ingest/patch.py), or "Up to date" (no input changed)

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
            f"{self.done} {self.out}: {c['documents']} documents, {c['rulings']} rulings, "
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


def _parse(path: Path, shown: str, sha256: str, progress=None) -> tuple[SourceText, ParsedDocument]:
    """Parse one file by its content: streamed JSON formats from their first bytes, the others from their lines."""
    streamed = streamed_format(path)
    if streamed is not None:
        return SourceText(shown, sha256, []), streamed.parse_file(path, progress)
    try:
        data = read_bytes(path, TEXT_LIMIT_BYTES)
    except (EOFError, ValueError, CompressionBomb, zipfile.BadZipFile, lzma.LZMAError) as exc:
        parsed = ParsedDocument(format="unreadable", lang=None)
        parsed.error(None, "unreadable", f"a damaged compressed file: {exc}")
        return SourceText(shown, sha256, []), parsed
    if len(data) > TEXT_LIMIT_BYTES:
        size = max(path.stat().st_size, len(data))
        parsed = ParsedDocument(format="too_large", lang=None)
        parsed.error(None, "too_large", f"{size / 2**20:,.0f} MiB of text: text sources are read whole and kept "
                                        f"line by line, up to {TEXT_LIMIT_BYTES >> 20} MiB; split the file (bulk "
                                        "JSON formats are streamed and have no limit)")
        return SourceText(shown, sha256, []), parsed
    source = read_source(path, shown, data)
    if not any(line.strip() for line in source.lines):
        parsed = ParsedDocument(format="empty", lang=None)
        parsed.warn(None, "empty_source", "the file is empty (or only blank lines): nothing was read from it")
        for number, _ in source.numbered():
            parsed.claim(number, "blank")
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
    for line, what in source.repairs:
        parsed.warn(line, "text_repaired", what)
    last = len(source.lines)
    if source.ends_mid_line and last and not re.search(r"[.!?。」）)\"”»:]\s*$", source.lines[-1]):
        parsed.warn(last, "cut_mid_line", "the file ends in the middle of a line (no line end, no closing "
                                          "punctuation): its last text may be cut")
    for number, line in source.numbered():
        if number not in parsed.roles:
            parsed.claim(number, "blank" if not line.strip() else "unparsed")
            if line.strip():
                parsed.warn(number, "unparsed_line", f"line {line.strip()[:60]!r} matched nothing in {parsed.format}")
    return source, parsed


def read_document(path: Path, cache: ParseCache | None = None, progress=None,
                  sha256: str | None = None) -> tuple[SourceText, ParsedDocument]:
    """Read and parse one file (from the cache when its bytes were parsed before); unreadable files are errors.

    progress, if given, is called with byte counts as a streamed file is read (for the progress bar); sha256 is the
    file's, when the build already hashed it.
    """
    return _read_document(path, cache, progress, sha256)[:2]


def read_encoded(path: Path, cache: ParseCache | None = None, progress=None, sha256: str | None = None) -> bytes:
    """read_document's pair as parse_cache.encode's bytes (how the parsing worker hands it back), the bytes the
    cache was given when they are the pair's."""
    source, parsed, data = _read_document(path, cache, progress, sha256)
    return data if data is not None else encode(sha256 or source.sha256, source, parsed)


def _read_document(path: Path, cache: ParseCache | None, progress,
                   sha256: str | None) -> tuple[SourceText, ParsedDocument, bytes | None]:
    """read_document, with the bytes of the cache entry written when they hold the pair returned (else None)."""
    shown = shown_path(path)
    try:
        sha256 = sha256 or file_sha256(path)
        cached = cache.get(sha256) if cache else None
        if cached is not None:
            source, parsed = cached
            source.path = shown
            return source, parsed, None
        source, parsed = _parse(path, shown, sha256, progress)
    except OSError as exc:
        source = SourceText(shown, "", [])
        parsed = ParsedDocument(format="unreadable", lang=None)
        parsed.error(None, "unreadable", f"cannot read {shown}: {exc.strerror or exc}")
        return source, parsed, None
    except (RecursionError, MemoryError, ValueError, TypeError, KeyError, AttributeError, IndexError) as exc:
        source = SourceText(shown, sha256 or "", [])  # a fault of the parser: the file is named, the build goes on
        parsed = ParsedDocument(format="unreadable", lang=None)
        parsed.error(None, "parser_failed", f"the parser failed on this file ({type(exc).__name__}: {exc}); "
                                            "nothing of it was loaded (please report it with the file)")
        return source, parsed, None
    data = None
    if cache:
        data = cache.put(sha256, (source, parsed))
        if sha256 in cache.discarded:  # said after the put: the warning is this build's, not the file's
            parsed.warn(None, "cache_entry_discarded", f"its cached parse was not usable "
                                                       f"({cache.discarded.pop(sha256)}): parsed again")
            data = None
    return source, parsed, data


def terms_of(documents: list[Document]) -> list[Term]:
    """The terminology the sources carry (terms_table documents), else the shipped one."""
    found = [record.term for d in documents for record in d.parsed.terms]
    renderings = [r for d in documents for r in d.parsed.renderings]
    return with_term_base(found, renderings) if found else load_terms()


def assemble(documents: list[Document], progress: bool = False, cache: Path | None = None,
             step=None, final=None, left: list | None = None) -> tuple[Tables, list[tuple[int | None, Problem]]]:
    """Turn parsed documents into rows: cards, rulings with their sources and translations, CR tables, links.

    With a cache folder, QA findings and inferred links of texts seen by an earlier build are taken from it.
    final(tables, group), if given, is called once a group of tables is final (ingest/early_tables.py: the cards,
    then the rulings', then the search index's), so that the second core writes them while the build goes on.
    left, if given, is given what was made on the way (cards, linker, search index) for a process that ends next
    (LEFT_FOR_EXIT): freeing them here, object by object, took 0.19 s of the real corpus's build.
    """
    tables = Tables()
    problems = [(d.id, p) for d in documents for p in d.parsed.problems]
    step = step or _stepper(progress)
    for m in MECHANICS:
        tables.add("mechanics", id=m.id, name=m.name, cr_rule=m.cr_rule, name_fr=m.name_fr, name_ja=m.name_ja)
    for d in documents:
        tables.add("documents", id=d.id, path=d.source.path, sha256=d.source.sha256, format=d.parsed.format,
                   lang=d.parsed.lang, title=d.parsed.title, line_count=len(d.source.lines),
                   records=d.parsed.record_count if not d.source.lines else None)
        tables.stream("source_lines", lambda d=d: ({"document_id": d.id, "line": number, "text": text,
                                                    "role": d.parsed.roles[number]}
                                                   for number, text in d.source.numbered()))
        for p in d.parsed.passages:
            tables.add("passages", document_id=d.id, line=p.line, kind=p.kind, lang=p.lang,
                       detected_lang=p.detected_lang, text=p.text, mechanic=p.mechanic)
    meanings = english_texts_aside(documents)  # by a worker, while the cards are assembled here
    step("Assembling: cards")
    cards, card_problems = add_cards(tables, documents)
    problems += card_problems
    if final is not None:
        final(tables, "card")
    add_terms(tables, documents, cards)
    step("Assembling: CR")
    index = _add_cr(tables, documents)
    for d in documents:
        for excerpt in d.parsed.excerpts:
            row, problem = match_excerpt(excerpt, index)
            tables.add("cr_excerpts", document_id=d.id, line=excerpt.line, **row)
            if problem:
                problems.append((d.id, problem))
    newest = index.versions[0] if index.versions else None
    search = SearchIndex(tables, newest)  # written aside from now on, when final() starts it: its tables are final
    search.add_rules_and_cards()
    if final is not None:
        final(tables, "search")
    stopwords = mention_stopwords(g[0] for g in index.glossary.get(newest, []))
    mentions = Mentions(cards, stopwords)
    tables.add("build_info", key="mention_stopwords", value=json.dumps(sorted(stopwords)))  # what a patch reads
    terms = terms_of(documents)
    step("Assembling: rulings")  # and their links: the EN texts are linked as they are read
    from ingest.linking import PredicateLinks  # the predicates' modules: 20 ms off a rebuild that patches
    links = PredicateLinks(index, terms, cache)  # the EN texts linked on both cores as they are read (rulings.py)
    problems += add_rulings(tables, documents, cards, mentions, tuple(terms), links, meanings())
    drafts = [(d.id, draft) for d in documents for draft in d.parsed.drafts]
    problems += add_drafts(tables, drafts)
    if final is not None:
        final(tables, "ruling")
    step("Assembling: cards named in rulings")
    add_ruling_cards(tables, cards, mentions, {d.id: d.source.path for d in documents},
                     {d.id for d in documents if d.parsed.format.endswith("rulings_page")  # pages of EN rulings
                      and any(e.detected_lang in (None, "en") for e in d.parsed.rulings)})
    search.add_rulings()
    if final is not None:
        final(tables, "search")
    step("Assembling: translation checks")
    add_findings(tables, drafts, terms, cards, cache)
    step("Assembling: predicates and links")
    problems += [(None, p) for p in links.finish(tables)]
    if left is not None:
        left += [cards, mentions, index, search, links, meanings, drafts, terms]
    return tables, problems


def _short(step: str) -> str:
    """How a step is named in the next one's line: "Assembling: rulings" -> "rulings", "Writing x" -> "writing"."""
    return step.split(": ", 1)[1] if ": " in step else step.split(" ")[0].lower()


def _stepper(progress: bool):
    """A function announcing each step of the build on stderr, with the seconds the previous one took.

    step(None) ends the last step ("Done"); nothing is printed when progress is off.
    """
    last = [time.perf_counter(), None]

    def step(name: str | None) -> None:
        now = time.perf_counter()
        if progress:
            took = f" ({_short(last[1])}: {now - last[0]:.1f} s)" if last[1] else ""
            click.echo(f"{name or 'Done'} …{took}" if name else f"Done{took}.", err=True)
        last[:] = [now, name]
    return step


def _add_cr(tables: Tables, documents: list[Document]) -> CrIndex:
    """Rows for every CR edition and what changed between consecutive ones; the index the excerpt matcher uses."""
    index = CrIndex({}, {})
    editions: dict[str, dict[str, str]] = {}
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
        for k in keywords_of(index.rules[version]):  # 701, 702 and 207.2c, read from this edition
            tables.add("keywords", cr_version=version, name=k.name, category=k.category, kind=k.kind, cr_rule=k.cr_rule)
        index.glossary[version] = [(g.term, g.sense, g.text) for g in d.parsed.glossary]
        editions[version] = rule_texts(d.parsed.rules)
    tables.rows["rule_changes"] += rule_changes(editions)
    return index


def write_database(tables: Tables, problems: list[tuple[int, Problem]], out: Path,
                   inputs: list[tuple[str, str, str]] = (), early: EarlyTables | None = None) -> None:
    """Write every table to a temporary file beside out, then rename it over out (atomic).

    The file carries the rulings-kb marker (PRAGMA application_id) and the manifest of its inputs
    (path, sha256, format) and build code, from which staleness is decided. early: the tables written aside as
    soon as final, if any (ingest/early_tables.py).
    """
    check_writable(out)
    tmp = temporary_of(out)
    kept = "It is unchanged." if out.exists() else "Nothing was written."
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        remove_abandoned_temporaries(out)
        tmp.unlink(missing_ok=True)
        _write(tables, problems, out, tmp, inputs, early or EarlyTables(out, _insert))
    except RowRefused as exc:
        raise WriteFailed(f"{out} was not written: {exc}. {kept}") from None
    except (sqlite3.Error, OSError) as exc:
        raise WriteFailed(f"{out} could not be written ({exc}){_why(exc)} {kept}") from exc
    finally:
        tmp.unlink(missing_ok=True)


FULL = (errno.ENOSPC, errno.EFBIG, errno.EDQUOT)


def _why(exc: Exception) -> str:
    """What the user can do about a failed write: the disk only when the error says so."""
    text = str(exc).lower()
    if (isinstance(exc, OSError) and exc.errno in FULL) or "full" in text or "too large" in text:
        return ": is the disk full, or a file size limit set?"
    if (isinstance(exc, OSError) and exc.errno in (errno.EACCES, errno.EROFS, errno.EPERM)) or "readonly" in text \
            or "read-only" in text:
        return f": the folder {'' if not isinstance(exc, OSError) or not exc.filename else exc.filename + ' '}is not " \
               "writable (permissions, or a read-only file system)."
    return "."


class WriteFailed(Exception):
    """The database could not be written (disk full, file size limit, I/O error); the previous one is intact."""


class RowRefused(Exception):
    """A row the schema refuses (a key given twice): a fault of the build, reported with the row and its source."""


def check_folder(out: Path) -> None:
    """Fail at once, in one line, when the folder of out cannot be written (before any parse takes minutes)."""
    probe = out.with_name(f".{out.name}.probe-{os.getpid()}")
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        probe.touch()
        probe.unlink()
    except OSError as exc:
        raise WriteFailed(f"{out} cannot be written ({exc.strerror or exc}){_why(exc)} Nothing was written.") from None


def remove_abandoned_temporaries(out: Path) -> None:
    """Delete temporary files of builds that were killed before they could clean up (their process is gone)."""
    for tmp in out.parent.glob(f".{out.name}.tmp-*"):  # .kb.db.tmp-<pid>, its parts .kb.db.tmp-<pid>.search and .early
        if writer_gone(tmp.name.rsplit("-", 1)[-1].split(".")[0]):
            tmp.unlink(missing_ok=True)


def _write(tables: Tables, problems: list[tuple[int, Problem]], out: Path, tmp: Path,
           inputs: list[tuple[str, str, str]], early: EarlyTables) -> None:
    """Write the database to tmp (begun by the second core when tables were written aside early), make it durable,
    then rename it over out."""
    begun = early.take(tmp)
    conn = scratch(tmp)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    if not begun:
        create_schema(conn, indexes=False)
    # The tables assembled in memory first, indexed and full-text indexed at once; then the streamed ones
    # (source_lines, and qa_findings, which waits for the checks' workers: indexing meanwhile uses the time).
    # The search index needs nothing else written: the second core writes it to a file of its own meanwhile.
    aside = early.search or (AsideWriter(tables, tmp, _insert) if tables.aside_parts else None)
    early.search = None
    try:
        _write_main(conn, tables, problems, inputs, aside, early)
    except BaseException:
        early.discard()
        if aside is not None:  # let it end before its file is removed, whatever it ran into
            aside.discard()
        raise
    conn.execute("PRAGMA synchronous = FULL")
    conn.close()
    with tmp.open("rb+") as handle:
        os.fsync(handle.fileno())
    os.replace(tmp, out)


def _write_main(conn: sqlite3.Connection, tables: Tables, problems: list[tuple[int, Problem]],
                inputs: list[tuple[str, str, str]], aside: AsideWriter | None, early: EarlyTables) -> None:
    """Every table but those written aside, indexed, then the streamed ones and the search index; checked and
    analysed."""
    conn.execute("BEGIN")
    for table, rows in tables.rows.items():
        if table not in early.tables:
            _insert(conn, table, rows)
    _insert(conn, "problems", (
        {"id": i, "document_id": doc_id, "line": p.line, "severity": p.severity, "code": p.code,
         "message": p.message}
        for i, (doc_id, p) in enumerate(sorted(problems, key=lambda x: (x[0] or 0, x[1].line or 0, x[1].code)), 1)))
    _insert(conn, "build_inputs", ({"path": path, "sha256": sha, "format": fmt} for path, sha, fmt in inputs))
    _insert(conn, "build_info", ({"key": k, "value": v} for k, v in (("code_version", build_version()),)))
    conn.execute("COMMIT")
    streamed = set(tables.streams) | set(tables.aside)
    written = [t for (t,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
               if t not in streamed and t not in early.tables]  # those indexed by the second core as it wrote them
    conn.executescript(indexes_of(written))
    full_text(conn, written)  # those of the tables written aside early were made there
    waiting = [t for t, waits in tables.waiting.items() if waits()]  # the others' workers are done: written now
    for table in (t for t in tables.streams if t not in waiting):
        _write_stream(conn, table, tables.streams[table])
    if aside is not None:
        aside.merge(conn)
    conn.executescript(TRIGGERS)
    _check_and_analyze(conn, [t for (t,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
                              if t not in waiting])  # while the checks' worker finishes
    for table in waiting:
        _write_stream(conn, table, tables.streams[table])
    if FAILURES:  # a worker that failed while the rows were written (the checks): said in the problems table
        last = conn.execute("select coalesce(max(id), 0) from problems").fetchone()[0]
        conn.executemany("insert into problems (id, document_id, line, severity, code, message) values "
                         "(?, null, null, 'warning', 'worker_failed', ?)", enumerate(FAILURES, start=last + 1))
        problems += [(None, Problem(None, WARNING, "worker_failed", failure)) for failure in FAILURES]
        FAILURES.clear()
    _check_and_analyze(conn, waiting)


def _check_and_analyze(conn: sqlite3.Connection, tables: list[str]) -> None:
    """Foreign keys checked and planner statistics gathered (from a sample: enough, and fast) for these tables."""
    for table in tables:
        violations = conn.execute(f"PRAGMA foreign_key_check([{table}])").fetchmany(5)
        if violations:
            raise RuntimeError(f"foreign key violations (table, rowid, parent): {violations}")
    conn.execute("PRAGMA analysis_limit = 1000")
    for table in tables:
        conn.execute(f"ANALYZE [{table}]")


def _write_stream(conn: sqlite3.Connection, table: str, makers: list) -> None:
    """Insert a streamed table's rows as they are made, then index it."""
    conn.execute("BEGIN")
    _insert(conn, table, (row for make in makers for row in make()))
    conn.execute("COMMIT")
    conn.executescript(indexes_of([table]))


def _insert(conn: sqlite3.Connection, table: str, rows: Iterable[dict]) -> None:
    """Insert rows (dicts with the same keys) with one prepared statement."""
    rows = iter(rows)
    first = next(rows, None)
    if first is None:
        return
    columns = list(first)
    sql = (f"INSERT INTO [{table}] ({', '.join(f'[{c}]' for c in columns)}) "
           f"VALUES ({', '.join('?' * len(columns))})")
    values = operator.itemgetter(*columns) if len(columns) > 1 else (lambda row: (row[columns[0]],))
    done = [first]
    try:
        conn.execute(sql, values(first))
        conn.executemany(sql, map(values, _kept(rows, done)))
    except sqlite3.IntegrityError as exc:
        row = done[-1]
        where = f" (document {row['document_id']}, line or record {row.get('line')})" if "document_id" in row else ""
        raise RowRefused(f"table {table} refused the row {dict(list(row.items())[:4])}{where}: {exc}") from None


def _kept(rows: Iterable[dict], done: list) -> Iterator[dict]:
    """The rows, each remembered as the last one handed over (the one a refused insert names)."""
    for row in rows:
        done[-1] = row
        yield row


def hash_sources(files: list[Path], progress: bool, cache: Path | None = None) -> dict[Path, str]:
    """The SHA-256 of every readable file (an unreadable one is reported when it is read), each file read once for
    both the rebuild check and the parse cache; with a cache folder, only the files that changed since an earlier
    build (ingest/known_hashes.py). On a terminal, a progress bar in bytes: a 2 GB bulk file takes seconds to hash
    before its parse can start, and the parse bar's time estimate then starts with the parse."""
    return known_hashes(files, cache, lambda some: _hash_files(some, progress))


def _hash_files(files: list[Path], progress: bool) -> dict[Path, str]:
    """hash_sources, reading every file."""
    bar = click.progressbar(length=sum(p.stat().st_size for p in files if p.is_file()) or 1, label="Hashing sources",
                            file=sys.stderr, item_show_func=lambda name: name or "") if progress else None
    lock = threading.Lock()

    def one(path: Path) -> tuple[Path, str | None]:
        def moved(n: int) -> None:
            with lock:
                bar.update(n, path.name)
        try:
            return path, file_sha256(path, moved if bar else None)
        except OSError:
            return path, None
    with bar or nullcontext(), ThreadPoolExecutor(min(2, cores())) as pool:
        # hashlib lets go of the interpreter while it hashes: two threads hash on two cores
        return {path: sha for path, sha in pool.map(one, files) if sha is not None}


def _read_all(files: list[Path], progress: bool, cache: ParseCache | None,
              hashes: dict[Path, str]) -> list[tuple[SourceText, ParsedDocument]]:
    """Read and parse every file, in their order; on two cores a forked worker and this process take files in turn,
    largest first (SharedWork), so both end together. This process's parses are written to the cache by a worker
    (afterwards()), started before the worker's parses are decoded here: the second core is free by then.

    On a terminal, a progress bar in bytes (so one huge JSON file moves it too) follows this process's files,
    then moves by the worker's when they are read back.
    """
    sizes = {path: path.stat().st_size if path.is_file() else 0 for path in files}
    largest_first = sorted(files, key=lambda f: -sizes[f])
    bar = click.progressbar(length=sum(sizes.values()) or 1, label="Parsing sources", file=sys.stderr,
                            item_show_func=lambda name: name or "") if progress else None
    here = os.getpid()

    def read(some: list[Path]) -> list[tuple[SourceText, ParsedDocument] | bytes]:
        if os.getpid() != here:  # the worker: its parses go back as the JSON bytes it gave the cache
            return [read_encoded(path, cache, sha256=hashes.get(path)) for path in some]
        return [_read_one(path, sizes[path], cache, bar, hashes.get(path)) for path in some]
    with bar or nullcontext():
        work = SharedWork(read, largest_first, 1, "parsing")
        if cache is not None:  # this process's entries written later, by the second core (with no fork to share
            cache.defer()      # the parsing, it was all done in place, its entries written, by now)
        read_files = dict(zip(largest_first, work.finish()[0]))
        if cache and cache.pending:
            afterwards(cache.write_pending, "writing the parse cache")
        if bar:
            bar.update(max(bar.length - bar.pos, 0), "")
    return [decode(read) if isinstance(read := read_files[path], bytes) else read for path in files]


def _read_one(path: Path, size: int, cache: ParseCache | None, bar,
              sha256: str | None) -> tuple[SourceText, ParsedDocument]:
    """read_document, moving the progress bar (if any) by the file's bytes as they are read."""
    if bar is None:
        return read_document(path, cache, sha256=sha256)
    reported = []

    def advance(n: int) -> None:
        reported.append(n)
        bar.update(n, path.name)
    read = read_document(path, cache, advance, sha256)
    bar.update(max(size - sum(reported), 0), path.name)
    return read


@contextmanager
def collector_paused(resume: bool = True):
    """Python's cycle collector off: a build makes millions of rows and no garbage cycles worth the scans.

    resume=False leaves it off (for a process that ends next: its first scan once on again, of every object the
    build made and left alive, took 0.14 s).
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled and resume:
            gc.enable()


LEFT_FOR_EXIT: list = []  # what a build(leave=True) made: its process ends next, and the system frees it at once


def build(sources: Iterable[Path] = DEFAULT_SOURCES, out: Path = DEFAULT_DB,
          progress: bool = False, cache: Path | None = None, leave: bool = False) -> BuildReport:
    """Parse every source file (unchanged ones from the cache folder, if given), assemble, write; never half-writes.

    leave: keep the parses and rows in LEFT_FOR_EXIT, for a process that exits next without freeing them (the
    command line): half a million objects freed one by one took 0.4 s of the real corpus's build.
    """
    with collector_paused(resume=not leave):
        return _build(sources, out, progress, cache, leave)


def _build(sources: Iterable[Path], out: Path, progress: bool, cache: Path | None, leave: bool) -> BuildReport:
    """build(), with the collector paused."""
    check_writable(out)
    check_folder(out)
    shown = {f: shown_path(f) for f in find_sources(list(sources))}  # resolved once: thousands of files at scale
    files = sorted(shown, key=shown.get)
    parse_cache = ParseCache(cache) if cache else None
    step = _stepper(progress)
    hashes = hash_sources(files, progress, cache)
    report = _patched(files, shown, out, parse_cache, step, hashes)
    if report is not None:
        return report
    step("Parsing")
    # This process's parses go to the cache from a worker while the worker's are decoded and the cards assembled:
    # the parsing, on both cores, ends 0.2 s sooner.
    documents = [Document(n, *read) for n, read in enumerate(_read_all(files, progress, parse_cache, hashes), start=1)]
    if parse_cache:
        parse_cache.prune()  # the parses of older code are never read again
    early = EarlyTables(out, _insert)
    try:
        return _assemble_and_write(documents, sources, out, progress, cache, step, leave, early)
    finally:
        early.discard()
        finish_afterwards()  # the caches' saves (a failed one is lost: the next build does the work again)


def _assemble_and_write(documents: list[Document], sources: Iterable[Path], out: Path, progress: bool,
                        cache: Path | None, step, leave: bool, early: EarlyTables) -> BuildReport:
    """The rest of _build once the sources are parsed: rows assembled (groups of tables written aside as soon as
    they are final), then the database written."""
    def final(tables: Tables, group: str) -> None:
        """A group of tables final: written aside from now on (a part of the search index by ingest/aside.py)."""
        if group != "search":
            early.start(tables, group)
        elif tables.aside_parts:  # a part of the search index: written after the parts before it
            if early.search is None:  # its file named here: in the worker, its own pid would name it
                early.search = AsideWriter(tables, temporary_of(out), _insert)
            early.search.start()
    left: list | None = [] if leave else None
    tables, problems = assemble(documents, progress, cache, step, final, left)
    LEFT_FOR_EXIT[:] = [documents, tables, *left] if left is not None else []
    if not leave:  # what was assembled is in the tables now; only the lines are still to be written (freeing the
        for d in documents:  # rest took 0.1 to 0.3 s of the real corpus's build: a process that ends next keeps it)
            d.parsed.rulings, d.parsed.cards, d.parsed.card_names, d.parsed.drafts = [], [], [], []
    if not documents:
        problems.append((None, Problem(None, WARNING, "no_sources",
                                       "no source file was found in " + ", ".join(str(s) for s in sources))))
    inputs = [(d.source.path, d.source.sha256, d.parsed.format) for d in documents]
    problems += [(None, Problem(None, WARNING, "worker_failed", failure)) for failure in FAILURES]
    FAILURES.clear()
    step(f"Writing {out}")
    write_database(tables, problems, out, inputs, early)
    if not leave:  # its row makers refer to tables: a cycle that only the collector, after a long scan, frees
        tables.streams.clear()
    step(None)
    counts = Counter({table: len(rows) for table, rows in tables.rows.items()})
    paths = {d.id: d.source.path for d in documents} | {None: "(build)"}
    report = [(paths[doc_id], p.line, p.severity, p.code, p.message) for doc_id, p in problems]
    return BuildReport(out, counts, report)


def _patched(files: list[Path], shown: dict[Path, str], out: Path, parse_cache: ParseCache | None,
             step, hashes: dict[Path, str]) -> BuildReport | None:
    """When only translated ruling pages changed since out was built, out patched for them (ingest/patch.py) and
    its report; None when a full build is needed."""
    try:
        pages = changed_pages({shown[f]: f for f in files}, out, parse_cache,
                              lambda path, cache: read_document(path, cache, sha256=hashes.get(path)),
                              lambda path: hashes.get(path) or file_sha256(path))
    except Declined:
        return None
    step(f"Patching {out} ({len(pages)} changed page{'s' * (len(pages) != 1)})")
    if pages and not patched(out, pages, parse_cache):
        return None
    step(None)
    return report_of(out, "Patched" if pages else "Up to date")


class TableCounts(Counter):
    """Rows per table of a database file, each table counted when first asked for (a patched build's report names
    seven: counting all 50 took 0.1 s of a rebuild of the real corpus); 0 for a name that is no table."""

    def __init__(self, path: Path, tables: list[str]) -> None:
        """The tables of the database at path."""
        super().__init__()
        self.path, self.tables = path, frozenset(tables)

    def __missing__(self, table: str) -> int:
        """The table's rows, counted now."""
        if table not in self.tables:
            return 0
        conn = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True)
        try:
            self[table] = conn.execute(f"select count(*) from [{table}]").fetchone()[0]
        finally:
            conn.close()
        return self[table]


def report_of(out: Path, done: str) -> BuildReport:
    """A build's report read back from the database it wrote: counts per table and every problem."""
    conn = sqlite3.connect(f"file:{out}?mode=ro", uri=True)
    try:
        tables = [t for (t,) in conn.execute("select name from sqlite_master where type = 'table' and name not like "
                                             "'sqlite_%' and name not like '%_fts%'")]
        counts = TableCounts(out, tables)
        problems = conn.execute("select coalesce(d.path, '(build)'), p.line, p.severity, p.code, p.message from "
                                "problems p left join documents d on d.id = p.document_id order by p.id").fetchall()
    finally:
        conn.close()
    return BuildReport(out, counts, [tuple(p) for p in problems], done)
