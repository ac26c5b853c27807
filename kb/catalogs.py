"""The translator's commands on PO catalogs: check (qa), export from the KB, import into data/po."""
from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field, replace
from pathlib import Path

from mtg.paths import DATA_DIR
from ingest.cards import CardIndex
from ingest.terms import load_terms
from mtg.po import (LANGS, PoEntry, PoError, match_orphans, parse_po, read_catalog, render_catalog, updated_entries,
                   write_atomically)
from kb.qa import Finding, Pair, check_pair, consistency

PO_DIR = DATA_DIR / "po"
EN_TEXTS = """select r.id, t.text from rulings r join ruling_texts t on t.ruling_id = r.id and t.lang = 'en'
join documents d on d.id = r.document_id order by r.published, d.path, r.line"""


def current_en(db: Path) -> list[tuple[str, str]]:
    """(ruling id, EN text) of every ruling of the KB, in catalog order (date, page, line)."""
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return conn.execute(EN_TEXTS).fetchall()
    finally:
        conn.close()


def catalog_language(path: Path, lang: str | None) -> tuple[str, list[PoEntry]]:
    """The catalog's entries and language (the header's, or --lang when given; they must agree)."""
    header_lang, entries = read_catalog(path)
    lang = lang or header_lang
    if lang not in LANGS:
        raise PoError(f"{path}: language {lang!r} unknown: give --lang fr or --lang ja")
    if header_lang and header_lang != lang:
        raise PoError(f"{path}: the header says Language: {header_lang}, but --lang is {lang}")
    return lang, entries


@dataclass(frozen=True)
class EntryFinding:
    """A QA finding on one catalog entry."""

    entry: PoEntry
    finding: Finding


def card_names_by_ruling(db: Path | None) -> dict[str, tuple]:
    """Ruling id -> the EN/FR/JA names of the cards it is about, as the build found them (empty without a KB)."""
    if db is None:
        return {}
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        index = CardIndex.from_db(conn)
        named: dict[str, list] = {}
        for rid, oid in conn.execute("select ruling_id, oracle_id from ruling_cards order by ruling_id, oracle_id"):
            named.setdefault(rid, []).extend(index.card_names(oid))
        return {rid: tuple(names) for rid, names in named.items()}
    finally:
        conn.close()


def check_catalog(path: Path, lang: str | None, en_texts: list[tuple[str, str]],
                  db: Path | None = None) -> tuple[str, list[PoEntry], list[EntryFinding], dict[str, str]]:
    """The catalog's language, entries and findings: duplicate or unknown msgctxt, then every QA check.

    An msgctxt the KB no longer has is taken as the ruling whose EN text its msgid is most like (its
    EN text was corrected, so its id changed), as the build does; one like no ruling is `unknown_ruling`.
    """
    lang, entries = catalog_language(path, lang)
    current = dict(en_texts)
    moved = {e.msgctxt: rid for rid, e in match_orphans([e for e in entries if e.msgctxt not in current],
                                                       current).items()}
    terms, cards = tuple(load_terms()), card_names_by_ruling(db)
    results, first_line = [], {}
    for e in entries:
        if e.msgctxt in first_line:
            results.append(EntryFinding(e, Finding("duplicate", "error", f"msgctxt {e.msgctxt!r} is already at line "
                                                   f"{first_line[e.msgctxt]}: keep one of the two entries")))
            continue
        first_line[e.msgctxt] = e.line
        rid = e.msgctxt if e.msgctxt in current else moved.get(e.msgctxt)
        if rid is None:  # not a ruling of the KB: checked all the same, against its own msgid
            results.append(EntryFinding(e, Finding("unknown_ruling", "info", f"no ruling {e.msgctxt!r} in the KB, "
                                                   "and no EN text like this msgid: checked against its own msgid "
                                                   "(import-po takes only the KB's rulings)")))
            pair = Pair(e.msgid, e.msgstr, lang, terms, ())
        else:
            pair = Pair(current[rid], e.msgstr, lang, terms, cards.get(rid, ()), made_from=e.msgid,
                        previous=e.previous)
        results += [EntryFinding(e, f) for f in check_pair(pair)] if e.msgstr.strip() or rid else []
    by_key = {e.msgctxt: e for e in entries}
    checked = [(e.msgctxt, current[rid], e.msgstr) for e in entries if e.msgstr
               and (rid := e.msgctxt if e.msgctxt in current else moved.get(e.msgctxt))]
    for key, findings in consistency.check_catalog(checked, lang).items():
        results += [EntryFinding(by_key[key], f) for f in findings]
    return lang, entries, results, moved


def qa_catalog(path: Path, lang: str | None, en_texts: list[tuple[str, str]],
               db: Path | None = None) -> tuple[str, list[EntryFinding]]:
    """Check every entry against the KB's current EN text, terminology and card names."""
    lang, _, results, _ = check_catalog(path, lang, en_texts, db)
    return lang, results


CONTEXT_SQL = {
    "cards": "select ruling_id, oracle_id from ruling_cards order by ruling_id, oracle_id",
    "mechanics": "select ruling_id, mechanic from ruling_mechanics order by ruling_id, mechanic",
    "rules": """select rp.ruling_id, p.cr_rules from ruling_predicates rp join predicates p on p.name = rp.predicate
                order by rp.ruling_id, p.name""",
    "found": """select t.ruling_id, d.path || ':' || t.line from ruling_texts t join documents d on d.id = t.document_id
                where t.lang = 'en' order by t.ruling_id""",
}


def entry_context(db: Path | None, lang: str, en_texts: list[tuple[str, str]]) -> dict[str, tuple[tuple, tuple]]:
    """Ruling id -> (#. comments, #: references) for its catalog entry: card names with their official names
    (or none known), terms with their official translation, mechanics, CR rules of its predicates, its page."""
    if db is None:
        return {}
    from ingest.rule_changes import rule_order
    from kb.qa.terminology import checked_terms, en_hint, en_pattern

    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        index = CardIndex.from_db(conn)
        rows = {key: conn.execute(sql).fetchall() for key, sql in CONTEXT_SQL.items()}
    finally:
        conn.close()
    cards, mechanics, rules, found = {}, {}, {}, {}
    for rid, oid in rows["cards"]:
        cards.setdefault(rid, []).extend(index.card_names(oid))
    for rid, mechanic in rows["mechanics"]:
        mechanics.setdefault(rid, []).append(mechanic)
    for rid, cited in rows["rules"]:
        rules.setdefault(rid, set()).update(json.loads(cited))
    for rid, where in rows["found"]:
        found.setdefault(rid, where)
    shipped = tuple(load_terms())
    terms = checked_terms(shipped, lang)
    unknown = [t for t in shipped if not t.in_lang(lang)]  # Role token names: no official name in the sources
    context = {}
    for rid, en in en_texts:
        folded = en.replace("’", "'")
        comments = []
        named = []  # (place in the card list, comment): looked for longest first, "X // Y" before its faces
        for place, name in sorted(enumerate(cards.get(rid, [])), key=lambda pn: -len(pn[1].en)):
            if name.en.replace("’", "'") in folded:
                official = name.in_lang(lang)
                named.append((place, f"card: {name.en} = {official} (official name)" if official else
                              f"card: {name.en}: no official {lang.upper()} name known; keep the English name"))
                folded = folded.replace(name.en.replace("’", "'"), " ")  # "Locker Room" names no Room
        comments += [comment for _, comment in sorted(named)]
        lowered = folded.lower()
        comments += [f"term: {t.term.en} = {t.official}" for t in terms if t.hint in lowered and t.pattern.search(folded)]
        comments += [f"term: {t.en}: no official {lang.upper()} term in the shipped sources; {t.notes}" for t in unknown
                     if en_hint(t) in lowered and en_pattern(t).search(folded)]
        if rid in mechanics:
            comments.append("mechanic: " + ", ".join(mechanics[rid]))
        if rules.get(rid):
            comments.append("CR: " + ", ".join(sorted(rules[rid], key=rule_order)))
        comments.append(f"ruling page: /kb/rulings/{rid}")
        context[rid] = (tuple(comments), (found[rid],) if rid in found else ())
    return context


def with_context(entries: list[PoEntry], context: dict[str, tuple[tuple, tuple]]) -> list[PoEntry]:
    """Entries with their #. and #: lines made anew from the KB (what a file brought is not kept)."""
    return [replace(e, comments=context[e.msgctxt][0], references=context[e.msgctxt][1]) if e.msgctxt in context
            else e for e in entries]


def export_catalog(lang: str, en_texts: list[tuple[str, str]], existing: Path | None = None,
                   db: Path | None = None) -> bytes:
    """The catalog for every current ruling, keeping the translations of `existing` (stale ones fuzzy with #|),
    each entry with its context from the KB."""
    old = parse_po(existing.read_bytes(), str(existing)) if existing and existing.exists() else None
    entries, gone = updated_entries(en_texts, old.entries if old else [])  # gone: a ruling the KB lost, kept as #~
    entries = with_suggestions(with_context(entries, entry_context(db, lang, en_texts)), lang, db)
    obsolete = {(e.msgctxt, e.msgid): e for e in [*(old.obsolete if old else []), *gone]}
    return render_catalog(lang, entries, old.kept_header() if old else {}, list(obsolete.values()))


class ImportRefused(PoError):
    """A catalog import refused, with every finding (the CLI lists them above the reason)."""

    def __init__(self, message: str, findings: list[EntryFinding]) -> None:
        super().__init__(message)
        self.findings = findings


def with_suggestions(entries: list[PoEntry], lang: str, db: Path | None) -> list[PoEntry]:
    """Entries without a translation given the translation memory's draft (kb/translation_memory.py), fuzzy, with a
    `#.` note of how alike its English was and where it came from; the others as they are."""
    empty = [i for i, e in enumerate(entries) if not e.msgstr.strip()]
    if db is None or not empty:
        return entries
    from kb.translation_memory import Memory

    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        memory = Memory.from_db(conn, lang)
    finally:
        conn.close()
    out = list(entries)
    for i in empty:
        if found := memory.suggest(entries[i].msgid):
            note = (f"suggestion: {found.score}% like “{found.matched}”, from {found.source} (translation memory): "
                    "review it, then clear the fuzzy flag")
            out[i] = replace(entries[i], msgstr=found.text, fuzzy=True, comments=entries[i].comments + (note,))
    return out


STRUCTURAL = ("duplicate", "unknown_ruling", "edited_msgid")  # what makes a catalog unusable, even with --force


@dataclass
class ImportReport:
    """What an import changed in data/po/<lang>.po, entry by entry."""

    target: Path
    added: list[str]
    updated: list[str]
    unchanged: int
    kept: int  # entries of the existing catalog that the imported file does not have
    stale: list[str]  # imported entries whose msgid is not the KB's current EN text
    forced: list[EntryFinding]  # error-level findings imported anyway with --force
    written: bool
    accepted: list[EntryFinding] = field(default_factory=list)  # warnings imported with --accept-warnings

    def summary(self) -> str:
        """One paragraph for the terminal."""
        done = "wrote" if self.written else "would write" if self.added or self.updated else "nothing to change in"
        lines = [f"{done}"
                 f" {self.target}: {len(self.added)} added, {len(self.updated)} updated, {self.unchanged} unchanged, "
                 f"{self.kept} kept (not in the imported file), {len(self.stale)} stale (EN text changed since)"]
        if self.forced:
            lines.append(f"imported with --force despite {len(self.forced)} error-level findings "
                         f"(recorded in {self.target.with_name('imports.log').name})")
        if self.accepted:
            lines.append(f"imported with --accept-warnings despite {len(self.accepted)} warnings "
                         f"(recorded in {self.target.with_name('imports.log').name})")
        return "\n".join(lines)


def _translators(entry: PoEntry) -> tuple:
    """What of an entry is the translator's: a change to any of it is an update (comments and flags too)."""
    return entry.msgid, entry.msgstr, entry.fuzzy, entry.previous, entry.notes, entry.flags


def merge_entries(existing: list[PoEntry], incoming: list[PoEntry], order: list[str]) -> tuple[list[PoEntry], dict]:
    """Existing entries updated by incoming ones (matched by msgctxt), none dropped, in the KB's ruling order."""
    merged = {e.msgctxt: e for e in existing}
    changes: dict[str, list[str]] = {"added": [], "updated": []}
    for e in incoming:
        old = merged.get(e.msgctxt)
        if old is not None and old.msgstr.strip() and not e.msgstr.strip():
            continue  # an empty msgstr is "not translated here", never an instruction to erase a translation
        if old is None:
            changes["added"].append(e.msgctxt)
        elif _translators(old) != _translators(e):
            changes["updated"].append(e.msgctxt)
        merged[e.msgctxt] = e
    rank = {rid: i for i, rid in enumerate(order)}
    ordered = sorted(merged.values(), key=lambda e: (rank.get(e.msgctxt, len(rank)), e.msgctxt))
    return ordered, changes


def edited_msgids(incoming: list[PoEntry], existing: list[PoEntry], current: dict[str, str],
                  moved: dict[str, str]) -> list[EntryFinding]:
    """Entries whose msgid is neither the KB's EN text nor one it had before (the catalog's msgid or #| previous):
    the translator edited the English, which is the source of truth, so the entry cannot be taken."""
    known = {e.msgctxt: {e.msgid, e.previous} for e in existing}
    out = []
    for e in incoming:
        rid = moved.get(e.msgctxt, e.msgctxt)
        if rid in current and e.msgid != current[rid] and e.msgid not in known.get(rid, set()) | \
                known.get(e.msgctxt, set()) | {e.previous}:
            out.append(EntryFinding(e, Finding(
                "edited_msgid", "error", "the msgid is not the English the KB exported (the English is the source "
                "of truth and is not edited in a catalog): put the English back (export-po gives it) and say what "
                "is wrong with it in a translator comment (# …) beside the entry")))
    return out


def import_catalog(path: Path, lang: str | None, en_texts: list[tuple[str, str]], dest: Path | None = None,
                   db: Path | None = None, force: bool = False, dry_run: bool = False,
                   accept_warnings: bool = False) -> tuple[ImportReport, list[EntryFinding]]:
    """Validate a catalog, then merge it into data/po/<lang>.po by msgctxt (entries it lacks are kept); the report,
    and every finding to show.

    Refused (nothing written) on a duplicate or unknown msgctxt or an edited msgid, on an error-level QA finding
    unless force, and on a warning unless accept_warnings; written in canonical form (so a file re-saved by another
    editor gives a diff of real changes only) with the translator's comments, flags, header fields and obsolete
    entries, and not at all when nothing changed. A forced or accepted import is recorded in imports.log beside it.
    """
    lang, incoming, findings, moved = check_catalog(path, lang, en_texts, db)
    if structural := [f for f in findings if f.finding.check in STRUCTURAL]:
        raise ImportRefused(f"{path}: {len(structural)} unusable entries, listed above", findings)
    accept_warnings = accept_warnings or force  # forcing past errors is forcing past warnings too
    target = (dest or PO_DIR) / f"{lang}.po"
    existing = parse_po(target.read_bytes(), str(target)) if target.exists() else None
    current = dict(en_texts)
    findings = findings + edited_msgids(incoming, existing.entries if existing else [], current, moved)
    incoming = [replace(e, msgctxt=moved[e.msgctxt]) if e.msgctxt in moved else e for e in incoming]
    translated = [f for f in findings if f.entry.msgstr.strip()]  # "" changes nothing
    structural = [f for f in findings if f.finding.check in STRUCTURAL]
    errors = [f for f in translated if f.finding.severity == "error" and f.finding.check not in STRUCTURAL]
    warnings = [f for f in translated if f.finding.severity == "warning"]
    refused = structural or (errors and not force) or (warnings and not accept_warnings)
    if refused:
        what = ("unusable entries" if structural else "error-level QA findings" if errors and not force
                else "warnings")
        fix = ("" if structural else "; fix them, or import with --force" if errors and not force
               else "; fix them, or import with --accept-warnings once a reviewer has read each")
        shown = structural or (errors if errors and not force else warnings)
        raise ImportRefused(f"{path}: {len(shown)} {what}, listed above{fix}", findings)
    imported = parse_po(path.read_bytes(), str(path))
    merged, changes = merge_entries(existing.entries if existing else [], incoming, [rid for rid, _ in en_texts])
    obsolete = {(e.msgctxt, e.msgid): e for e in (existing.obsolete if existing else [])} | \
        {(e.msgctxt, e.msgid): e for e in imported.obsolete}
    header = (existing.kept_header() if existing else {}) | imported.kept_header()
    touched = set(changes["added"]) | set(changes["updated"])
    header_changed = existing is None or header != existing.kept_header() or \
        list(obsolete.values()) != existing.obsolete
    report = ImportReport(target, changes["added"], changes["updated"], len(incoming) - len(touched),
                          len({e.msgctxt for e in existing.entries} - {e.msgctxt for e in incoming}) if existing else 0,
                          [e.msgctxt for e in incoming if current.get(e.msgctxt) != e.msgid], errors if force else [],
                          False, warnings if accept_warnings else [])
    if (touched or header_changed) and not dry_run:
        merged = with_context(merged, entry_context(db, lang, en_texts))
        write_atomically(target, render_catalog(lang, merged, header, list(obsolete.values())))
        report.written = True
        if report.forced or report.accepted:
            _log_forced(target.with_name("imports.log"), path, report.forced + report.accepted)
    return report, findings


def _log_forced(log: Path, path: Path, forced: list[EntryFinding]) -> None:
    """Append one line per error-level finding imported with --force: when, from which file, which entry."""
    import datetime as dt

    stamp = dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    with log.open("a", encoding="utf-8") as handle:
        for f in forced:
            flag = "--force" if f.finding.severity == "error" else "--accept-warnings"
            handle.write(f"{stamp}\t{flag}\t{path.name}:{f.entry.line}\t{f.entry.msgctxt}\t{f.finding.check}\t"
                         f"{f.finding.message}\n")
