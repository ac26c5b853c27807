"""PO catalogs of ruling translations (msgctxt = ruling id, msgid = EN text), read and written losslessly.

translate-toolkit's PO storage keeps every entry byte-for-byte on a read/write round trip, and knows
gettext's previous msgid (#|), which marks a translation made from an older EN text.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from rapidfuzz import fuzz, process
from translate.storage import po

LANGS = ("fr", "ja")
LANG_NAMES = {"fr": "French", "ja": "Japanese"}
MSGCTXT = re.compile(r'^msgctxt\s+"(?P<ctx>(?:[^"\\]|\\.)*)"\s*$')


HEADER = """# {language} translations of official Magic: The Gathering rulings.
# msgctxt is the ruling id; msgid the EN text, which is the source of truth.
# Entries stay fuzzy until a reviewer clears the flag.
msgid ""
msgstr ""
"Project-Id-Version: rulings-kb\\n"
"PO-Revision-Date: {revised}\\n"
"Last-Translator: {translator}\\n"
"Language-Team: {language}\\n"
"Language: {lang}\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"X-Generator: rulings-kb export-po\\n"
"Plural-Forms: {plural}\\n"
"""
PLURAL_FORMS = {"fr": "nplurals=2; plural=(n > 1);", "ja": "nplurals=1; plural=0;"}
# Who last revised a catalog, and when: kept from the catalog itself on every export and import.
TRANSLATOR_FIELDS = {"Last-Translator": "rulings-kb drafts (unreviewed)", "PO-Revision-Date": "2026-11-29 00:00+0000"}


class PoError(ValueError):
    """A PO file that cannot be used, with the file (and line) to fix."""


@dataclass(frozen=True)
class PoEntry:
    """One catalog entry: the ruling id, the EN text it translates, the translation and its state."""

    msgctxt: str
    msgid: str
    msgstr: str
    fuzzy: bool
    previous: str | None
    line: int
    comments: tuple[str, ...] = ()  # "#." lines: context for the translator (cards, terms, CR rules, page)
    references: tuple[str, ...] = ()  # "#:" lines: where the EN text was found


def parse_catalog(data: bytes, path: str) -> tuple[str | None, list[PoEntry]]:
    """(language from the header, entries) of PO bytes; PoError naming path and line when broken."""
    try:
        store = po.pofile(data)
    except Exception as exc:  # translate-toolkit raises several kinds on broken input
        line = getattr(exc, "lineno", None) or _error_line(str(exc))
        raise PoError(f"{path}:{line or 1}: not a readable PO file ({exc})") from exc
    if not data.strip() or not store.units:
        raise PoError(f"{path}:1: not a PO file (no msgid/msgstr entries)")
    lines = {m["ctx"]: n for n, text in enumerate(data.decode("utf-8", "replace").splitlines(), 1)
             if (m := MSGCTXT.match(text))}
    header = store.parseheader() if store.units[0].isheader() else {}
    entries = []
    for unit in store.units:
        if unit.isheader() or unit.isobsolete():
            continue
        ctx = unit.getcontext()
        notes = unit.getnotes("developer")
        entries.append(PoEntry(ctx, unit.source, unit.target or "", unit.isfuzzy(),
                               unit.prev_source or None, lines.get(ctx, 0),
                               tuple(notes.splitlines()) if notes else (), tuple(unit.getlocations())))
    return header.get("Language") or None, entries


def translator_fields(data: bytes) -> dict[str, str]:
    """Last-Translator and PO-Revision-Date of a catalog's header, where set to something else than gettext's
    initial placeholders."""
    try:
        store = po.pofile(data)
        header = store.parseheader() if store.units and store.units[0].isheader() else {}
    except Exception:  # an unreadable catalog has no header to keep
        return {}
    placeholders = {"FULL NAME <EMAIL@ADDRESS>", "YEAR-MO-DA HO:MI+ZONE", ""}
    return {k: header[k] for k in TRANSLATOR_FIELDS if header.get(k, "").strip() not in placeholders}


def _error_line(message: str) -> int | None:
    """A line number mentioned in a parser's message, if any."""
    m = re.search(r"line (\d+)", message)
    return int(m[1]) if m else None


def read_catalog(path: Path) -> tuple[str | None, list[PoEntry]]:
    """Read a PO file from disk."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise PoError(f"{path}: cannot read ({exc.strerror or exc})") from exc
    return parse_catalog(data, str(path))


def render_catalog(lang: str, entries: list[PoEntry], translator: dict[str, str] | None = None) -> bytes:
    """A PO file for these entries, in order, with a complete header; the same entries and translator fields
    (Last-Translator, PO-Revision-Date: kept from the catalog, never the time of export) give the same bytes."""
    fields = TRANSLATOR_FIELDS | (translator or {})
    store = po.pofile(HEADER.format(language=LANG_NAMES[lang], lang=lang, plural=PLURAL_FORMS[lang],
                                    translator=fields["Last-Translator"],
                                    revised=fields["PO-Revision-Date"]).encode())
    for entry in entries:
        unit = store.addsourceunit(entry.msgid)
        unit.setcontext(entry.msgctxt)
        for comment in entry.comments:
            unit.addnote(comment, origin="developer")
        for reference in entry.references:
            unit.addlocation(reference)
        unit.target = entry.msgstr
        if entry.previous is not None:
            unit.prev_source = entry.previous
        unit.markfuzzy(entry.fuzzy)
    return bytes(store)


SIMILAR = 0.75  # how alike an old msgid must be to a new EN text to carry its translation over, as msgmerge does


def match_orphans(orphans: list[PoEntry], current: dict[str, str]) -> dict[str, PoEntry]:
    """Ruling id -> the orphaned entry (its id no longer exists) whose msgid is most like that ruling's EN text.

    A ruling id derives from its EN text, so an EN correction gives a new id; the old entry is found
    again by the likeness of its msgid to the new text, gettext msgmerge's measure (twice the longest common
    subsequence over both lengths, rapidfuzz's fuzz.ratio): the most alike ruling, at least SIMILAR and more
    alike than any other.
    """
    ids, texts = list(current), list(current.values())
    found: dict[str, tuple[float, PoEntry]] = {}
    for entry in orphans:
        best = process.extract(entry.msgid, texts, scorer=fuzz.ratio, score_cutoff=SIMILAR * 100, limit=2)
        if best and (len(best) == 1 or best[1][1] < best[0][1]):
            _, ratio, index = best[0]
            rid = ids[index]
            if rid not in found or found[rid][0] < ratio:
                found[rid] = (ratio, entry)
    return {rid: entry for rid, (_, entry) in found.items()}


def updated_entries(current_en: list[tuple[str, str]], existing: list[PoEntry]) -> list[PoEntry]:
    """Entries for (ruling id, EN text) pairs, keeping existing translations; a changed EN text makes them fuzzy with #|."""
    old = {e.msgctxt: e for e in existing}
    current = dict(current_en)
    unmatched = {rid: en for rid, en in current.items() if rid not in old}
    old |= match_orphans([e for e in existing if e.msgctxt not in current], unmatched)
    entries = []
    for rid, en in current_en:
        e = old.get(rid)
        if e is None:
            entries.append(PoEntry(rid, en, "", True, None, 0))
        elif e.msgid == en:
            entries.append(e)
        else:
            entries.append(PoEntry(rid, en, e.msgstr, True, e.previous or e.msgid, 0))
    return entries


def write_atomically(path: Path, data: bytes) -> None:
    """Write data to a temporary file beside path, then rename it over path."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp-{os.getpid()}")
    try:
        tmp.write_bytes(data)
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)
