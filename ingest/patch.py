"""Incremental rebuilds by patching: when only translated ruling pages changed, a copy of the database gets new
rows for them instead of a whole build.

A FR or JA ruling page touches few rows: its lines, its translations (attached to EN rulings or kept as rulings
needing EN), their sources, cards, links, QA findings and search entries. patch() removes what the page gave
the last build and adds what it gives now, reading everything else (EN rulings, cards, terms, the linker) from
the database. It declines — and the caller builds in full — whenever the result could differ from a full
build: another code version, a file removed or added before others (document ids would move), any other kind
of source changed, PO drafts on the page's dates, or a page whose texts another page also gives. The rows are those of a full build; only surrogate numbers (problems.id,
qa_findings.id, search rowids) and the rows' physical order may differ.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

from ingest.align import Aligner, EnRuling
from ingest.cards import CardIndex
from ingest.hand_labels import load_hand_labels
from mtg.kb_file import NotAKnowledgeBase, build_version, read_manifest
from mtg.regex import fold
from ingest.parse_cache import ParseCache
from ingest.patch_bulk import BULK, check_bulk, patch_bulk
from ingest.patch_rows import Changed, Declined, add_search_doc, insert_rows, remove_search_docs
from ingest.records import Tables
from ingest.rulings import Mentions, add_ruling_cards, add_translations, mention_stopwords
from ingest.sources import file_sha256
from ingest.records import TermRendering
from ingest.terms import load_terms, with_term_base
from mtg.terms import Term
from ingest.translations import TranslationChecker
from ingest.memo import Memo

TRANSLATED = ("fr", "ja")


def changed_pages(files: dict[str, Path], out: Path, cache: ParseCache | None, read,
                  sha256_of: Callable[[Path], str] = file_sha256) -> list[Changed]:
    """The changed translated pages, if they are all the build's inputs changed since out was built (else Declined).

    files: shown path -> file; read(path, cache) parses one file (build.read_document); sha256_of(path) its hash.
    """
    if cache is None or not out.exists():
        raise Declined("no cache or no earlier database")
    try:
        inputs, info = read_manifest(out)
    except NotAKnowledgeBase as exc:
        raise Declined(str(exc)) from None
    order = list(files)  # the build's document order: a file's id is its place in it
    if info.get("code_version") != build_version() or not set(inputs) <= set(files) or \
            order[:len(inputs)] != [shown for shown in order if shown in inputs]:
        raise Declined("other code, files removed, or a file added before others (ids would shift)")
    changed = [shown for shown in order if shown not in inputs or sha256_of(files[shown]) != inputs[shown]]
    conn = sqlite3.connect(f"file:{out}?mode=ro", uri=True)
    try:
        found = []
        for shown in changed:
            old = conn.execute("select id, format, sha256 from documents where path = ?", [shown]).fetchone()
            source, parsed = read(files[shown], cache)
            if parsed.format in BULK or (old and old[1] in BULK):
                if old is None:
                    raise Declined("a bulk card file added")
                before = cache.get(old[2])
                check_bulk(old[1], before[1] if before else None, parsed)
                found.append(Changed(old[0], shown, source, parsed, old_parsed=before[1]))
                continue
            _check_page(conn, old[0] if old else None, old[1] if old else None, parsed)
            found.append(Changed(old[0] if old else order.index(shown) + 1, shown, source, parsed, new=old is None))
    finally:
        conn.close()
    if len({c.old_parsed is None for c in found}) > 1:
        raise Declined("translated pages and bulk card files changed together")
    return found


def _check_page(conn: sqlite3.Connection, doc_id: int | None, old_format: str | None, parsed) -> None:
    """Declined unless the page was (if it is not new) and is a ruling page of FR/JA texts only, with nothing else
    in it."""
    if not ((old_format or "_rulings_page").endswith("_rulings_page") and parsed.format.endswith("_rulings_page")):
        raise Declined("not a ruling page")
    if any(e.detected_lang not in TRANSLATED or e.oracle_id or e.card_name for e in parsed.rulings):
        raise Declined("a text in English, or filed under a card")
    if parsed.excerpts or parsed.drafts or parsed.cards or parsed.card_names or parsed.terms or parsed.renderings \
            or parsed.rules:
        raise Declined("more than rulings on the page")
    if conn.execute("select 1 from ruling_texts where document_id = ? and lang not in ('fr', 'ja') union all "
                    "select 1 from cr_excerpts where document_id = ?", [doc_id, doc_id]).fetchone():
        raise Declined("the page gave more than translations")


def patch(conn: sqlite3.Connection, pages: list[Changed], cache: ParseCache | None = None) -> None:
    """Replace what each changed page (or bulk card file) gave the database by what it gives now (Declined if
    another source shares it)."""
    context = _Context(conn, cache, "bulk" if all(p.old_parsed is not None for p in pages) else "page")
    for page in pages:
        if page.old_parsed is not None:
            patch_bulk(conn, context, page)
            _replace_document(conn, page, [*page.parsed.problems, *context.name_problems])
            context.name_problems.clear()
            continue
        touched = _remove(conn, page.id)
        tables, problems = _assemble(conn, context, page)
        _add(conn, context, page, tables, problems, touched)


def _cue_needles(conn: sqlite3.Connection) -> list[tuple[str, list[str] | None]]:
    """Every cue with its needles (mtg/regex.py: one of them is in any text it finds), as the last build found them (its
    build_info: the same code, or the build was not patched); a database built before it said them: read again from
    the examples files (parsing the 621 patterns for their needles took 0.4 s of a rebuild)."""
    said = conn.execute("select value from build_info where key = 'cue_needles'").fetchone()
    if said:
        return [(pattern, needles) for pattern, needles in json.loads(said[0])]
    from ingest.linker import cue_gates, cue_needles
    from kb.rules.examples import file_cues

    return cue_needles(cue_gates(file_cues(), lazy=True))


def _stopwords(conn: sqlite3.Connection) -> frozenset[str]:
    """The names the last build did not read as card names (its build_info; a database built before it said them:
    made again from its glossary, else from the shipped CR, parsed: 0.2 s)."""
    said = conn.execute("select value from build_info where key = 'mention_stopwords'").fetchone()
    if said:
        return frozenset(json.loads(said[0]))
    glossary = conn.execute("select term from glossary where cr_version = (select max(cr_version) from cr_editions)")
    return mention_stopwords(term for (term,) in glossary)


class _Context:
    """What a page's rows are made with, read from the database once: terms, cards, names, the linker."""

    def __init__(self, conn: sqlite3.Connection, cache: ParseCache | None = None, kind: str = "page") -> None:
        """Read cards back (terms and the linker's profiles when first needed)."""
        self.cards = CardIndex.from_db(conn, names=kind != "bulk")
        self.mentions = Mentions(self.cards, _stopwords(conn))
        self.conn, self.cache = conn, cache
        self.new_texts: list[dict] = []  # EN texts a bulk patch added, given search entries once their cards are known
        self.name_problems: list = []  # what the names of a patched bulk file gave the problems table
        self._linker = None
        self._cues = None  # the predicates' cues, when a new ruling filed under no mechanic needs them (may_link)
        self._terms: list[Term] | None = None

    @property
    def terms(self) -> list[Term]:
        """The build's terms (its terms table, else the shipped ones), read when first needed (a patch of bulk EN
        rulings reads none: 0.05 s)."""
        if self._terms is None:
            rows = self.conn.execute("select en, fr, ja, notes, fr_source, ja_source, fr_forbidden, ja_forbidden from "
                                     "terms order by document_id, line").fetchall()
            renderings = [TermRendering(line, en, kind, lang, rendering, attested, texts, dice, [])
                          for line, en, kind, lang, rendering, attested, texts, dice in self.conn.execute(
                              "select line, en, kind, lang, rendering, attested, texts, dice from term_renderings "
                              "order by document_id, line")]
            self._terms = with_term_base([Term(*row) for row in rows], renderings) if rows else load_terms()
        return self._terms

    def may_link(self, text: str, filed: list) -> bool:
        """Whether an EN text can have links: filed under a mechanic, labelled by hand, or found by a predicate's cue
        (the cues read from the examples files; the linker, 0.5 s to make, is made only then: most rulings an update
        adds have none)."""
        if filed or self._linker is not None:  # once made, the linker answers a text no cue finds at once
            return True
        hand = load_hand_labels()
        if hand is not None and hand.of(text) is not None:
            return True
        if self._cues is None:
            self._cues = _cue_needles(self.conn)
        folded = fold(text)
        return any((needles is None or any(needle in folded for needle in needles))
                   and re.search(pattern, text, re.IGNORECASE) for pattern, needles in self._cues)

    @property
    def linker(self):
        """The linker, rebuilt from the database when first needed (a bulk patch often adds no ruling to link)."""
        if self._linker is None:
            from ingest.linking import linker_from_db  # with the predicates' modules, read only now

            self._linker = linker_from_db(self.conn, terms=self.terms, labelled=True)
        return self._linker

    def document(self, doc_id: int) -> Changed:
        """Another source's parse, from the cache by the hash the database records (Declined when missing)."""
        path, sha256 = self.conn.execute("select path, sha256 from documents where id = ?", [doc_id]).fetchone()
        found = self.cache.get(sha256) if self.cache else None
        if found is None:
            raise Declined(f"the parse of {path} is not in the cache")
        return Changed(doc_id, path, found[0], found[1])


def _shared(conn: sqlite3.Connection, texts: set[tuple[str, str]], doc_id: int) -> bool:
    """Whether another page gives a text of one of these (ruling, language) pairs too (then page order decides
    which page holds the text, and only a full build knows it)."""
    return any(conn.execute("select 1 from ruling_sources s join documents d on d.id = s.document_id where "
                            "s.ruling_id = ? and s.document_id != ? and (d.lang = ? or d.lang is null) union all "
                            "select 1 from ruling_texts where ruling_id = ? and lang = ? and document_id != ?",
                            [rid, doc_id, lang, rid, lang, doc_id]).fetchone() for rid, lang in sorted(texts))


def _remove(conn: sqlite3.Connection, doc_id: int) -> set[str]:
    """Delete every row the page gave; the rulings whose translations it held (their checks are redone)."""
    texts = conn.execute("select rowid, ruling_id, lang, text from ruling_texts where document_id = ?",
                         [doc_id]).fetchall()
    own = [rid for (rid,) in conn.execute("select id from rulings where document_id = ? and en_missing = 1",
                                          [doc_id])]
    if _shared(conn, {(rid, lang) for _, rid, lang, _ in texts}, doc_id) or any(
            conn.execute("select 1 from ruling_sources where ruling_id = ? and document_id != ?", [rid, doc_id])
            .fetchone() for rid in own):
        raise Declined("another page gives the same rulings")
    for rowid, rid, lang, text in texts:
        conn.execute("insert into ruling_texts_fts (ruling_texts_fts, rowid, text) values ('delete', ?, ?)",
                     [rowid, text])
    remove_search_docs(conn, {(rid, lang, text) for _, rid, lang, text in texts})
    conn.execute("delete from ruling_texts where document_id = ?", [doc_id])
    for table, column in (("ruling_mechanics", "ruling_id"), ("ruling_cards", "ruling_id"),
                          ("ruling_predicates", "ruling_id"), ("rulings", "id")):
        conn.executemany(f"delete from {table} where {column} = ?", [(rid,) for rid in own])
    for table in ("ruling_sources", "passages", "source_lines", "problems"):
        conn.execute(f"delete from {table} where document_id = ?", [doc_id])
    return {rid for _, rid, _, _ in texts}


def _assemble(conn: sqlite3.Connection, context: _Context, page: Changed) -> tuple[Tables, list]:
    """The page's rulings, texts, sources and mechanics, aligned to the EN rulings of its dates as a build does."""
    aligner = Aligner(tuple(context.terms), context.cards.names_in_languages)
    dates = sorted({e.published for e in page.parsed.rulings})
    marks = ",".join("?" * len(dates))
    if conn.execute(f"select 1 from ruling_texts t join rulings r on r.id = t.ruling_id where t.origin = 'draft' "
                    f"and r.published in ({marks})", dates).fetchone():
        raise Declined("PO drafts on the page's dates (the aligner compares them)")
    for rid, published, text, doc_id, line in conn.execute(
            f"select r.id, r.published, t.text, r.document_id, r.line from rulings r join ruling_texts t on "
            f"t.ruling_id = r.id and t.lang = 'en' where r.en_missing = 0 and r.published in "
            f"({marks}) order by r.rowid", dates):
        aligner.add(EnRuling(rid, published, text, (doc_id, line),
                             frozenset(oid for oid, _ in context.mentions.en(text))))
    tables = Tables()
    problems = add_translations(tables, [(page, e) for e in page.parsed.rulings], aligner, {}, context.cards)
    for row in tables.rows["rulings"]:
        if conn.execute("select 1 from rulings where id = ?", [row["id"]]).fetchone():
            raise Declined("a ruling the page needs EN for is also found elsewhere")
    if _shared(conn, {(t["ruling_id"], t["lang"]) for t in tables.rows["ruling_texts"]}, page.id):
        raise Declined("another page gives the same rulings")
    return tables, problems


def _add(conn: sqlite3.Connection, context: _Context, page: Changed, tables: Tables, problems: list,
         touched: set[str]) -> None:
    """Insert the page's rows, then redo the checks and search entries of every ruling it touched."""
    own = {row["id"] for row in tables.rows["rulings"]}
    add_ruling_cards(tables, context.cards, context.mentions, {page.id: page.path})
    tables.rows["ruling_cards"] = [row for row in tables.rows["ruling_cards"] if row["ruling_id"] in own]
    for t in tables.rows["ruling_texts"]:
        if t["ruling_id"] in own:
            for link in context.linker.link(t["text"], t["lang"]):
                tables.add("ruling_predicates", ruling_id=t["ruling_id"], predicate=link.predicate,
                           method=link.method, evidence=link.evidence, score=link.score)
    for table in ("rulings", "ruling_sources", "ruling_mechanics", "ruling_cards", "ruling_predicates"):
        insert_rows(conn, table, tables.rows[table])
    for t in tables.rows["ruling_texts"]:
        rowid = insert_rows(conn, "ruling_texts", [t])
        conn.execute("insert into ruling_texts_fts (rowid, text) values (?, ?)", [rowid, t["text"]])
        add_search_doc(conn, t)
    parsed = page.parsed
    _replace_document(conn, page, [p for p in parsed.problems] + [p for _, p in problems])
    insert_rows(conn, "source_lines", [{"document_id": page.id, "line": n, "text": text, "role": parsed.roles[n]}
                                   for n, text in page.source.numbered()])
    insert_rows(conn, "passages", [{"document_id": page.id, "line": p.line, "kind": p.kind, "lang": p.lang,
                                "detected_lang": p.detected_lang, "text": p.text, "mechanic": p.mechanic}
                               for p in parsed.passages])
    _recheck(conn, context, touched | {t["ruling_id"] for t in tables.rows["ruling_texts"]})


def _replace_document(conn: sqlite3.Connection, page: Changed, found: list) -> None:
    """The source's documents and build_inputs rows as it is now, and its problems."""
    parsed, source = page.parsed, page.source
    conn.execute("update documents set sha256 = ?, format = ?, lang = ?, title = ?, line_count = ?, records = ? "
                 "where id = ?", [source.sha256, parsed.format, parsed.lang, parsed.title, len(source.lines),
                                  parsed.record_count if not source.lines else None, page.id])
    if conn.execute("select changes()").fetchone()[0] == 0:
        insert_rows(conn, "documents", [{"id": page.id, "path": page.path, "sha256": source.sha256,
                                     "format": parsed.format, "lang": parsed.lang, "title": parsed.title,
                                     "line_count": len(source.lines),
                                     "records": parsed.record_count if not source.lines else None}])
    conn.execute("delete from build_inputs where path = ?", [page.path])
    insert_rows(conn, "build_inputs", [{"path": page.path, "sha256": source.sha256, "format": parsed.format}])
    conn.execute("delete from problems where document_id = ?", [page.id])
    insert_rows(conn, "problems", [{"id": None, "document_id": page.id, "line": p.line, "severity": p.severity,
                                "code": p.code, "message": p.message}
                               for p in sorted(found, key=lambda p: (p.line or 0, p.code))])


def _recheck(conn: sqlite3.Connection, context: _Context, rulings: set[str]) -> None:
    """The QA findings of these rulings, checked again on their texts as they are now."""
    tables = Tables()
    marks = ",".join("?" * len(rulings))
    conn.row_factory = sqlite3.Row
    try:
        tables.rows["ruling_texts"] = [dict(r) for r in conn.execute(
            f"select * from ruling_texts where ruling_id in ({marks}) order by rowid", sorted(rulings))]
        tables.rows["ruling_cards"] = [dict(r) for r in conn.execute(
            f"select * from ruling_cards where ruling_id in ({marks}) order by rowid", sorted(rulings))]
    finally:
        conn.row_factory = None
    if any(t["origin"] == "draft" for t in tables.rows["ruling_texts"]):
        raise Declined("a touched ruling has a PO draft")
    checker = TranslationChecker(tables, [], tuple(context.terms), context.cards)
    memo = Memo(None, "qa", "")
    conn.executemany("delete from qa_findings where ruling_id = ?", [(rid,) for rid in rulings])
    for rid in sorted(checker.en):
        insert_rows(conn, "qa_findings", checker.rows(rid, memo))


def patched(out: Path, pages: list[Changed], cache: ParseCache | None = None) -> bool:
    """Patch a copy of out with the changed pages and put it in place (atomically); False if declined."""
    tmp = out.with_name(f".{out.name}.tmp-{os.getpid()}")
    shutil.copyfile(out, tmp)
    try:
        conn = sqlite3.connect(tmp, isolation_level=None)
        try:
            conn.execute("PRAGMA journal_mode = OFF")  # a copy: deleted when declined or failed, never rolled back,
            conn.execute("PRAGMA synchronous = OFF")  # and made durable once, below (no journal, two fsyncs less)
            conn.execute("BEGIN")
            patch(conn, pages, cache)
            conn.execute("COMMIT")
            conn.execute("PRAGMA analysis_limit = 1000")  # as the build gathers them: a sample is enough
            conn.execute("ANALYZE")
        finally:
            conn.close()
        with tmp.open("rb+") as handle:
            os.fsync(handle.fileno())
        os.replace(tmp, out)
        return True
    except Declined:
        return False
    finally:
        tmp.unlink(missing_ok=True)
