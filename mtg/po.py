"""PO catalogs of ruling translations (msgctxt = ruling id, msgid = EN text), read and written losslessly.

translate-toolkit's PO storage keeps every entry byte-for-byte on a read/write round trip, and knows
gettext's previous msgid (#|), which marks a translation made from an older EN text.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, replace
from pathlib import Path


LANGS = ("fr", "ja")
LANG_NAMES = {"fr": "French", "ja": "Japanese"}
MSGCTXT = re.compile(r'^msgctxt\s+"(?P<ctx>(?:[^"\\]|\\.)*)"\s*$')


PREAMBLE = """# {language} translations of official Magic: The Gathering rulings.
# msgctxt is the ruling id; msgid the EN text, which is the source of truth.
# Entries stay fuzzy until a reviewer clears the flag.
msgid ""
msgstr ""
"""
PLURAL_FORMS = {"fr": "nplurals=2; plural=(n > 1);", "ja": "nplurals=1; plural=0;"}
# Who last revised a catalog, and when: kept from the catalog itself on every export and import.
TRANSLATOR_FIELDS = {"Last-Translator": "rulings-kb drafts (unreviewed)", "PO-Revision-Date": "2026-11-29 00:00+0000"}
# Header fields the catalog states itself (a file's own are not kept: it is written in UTF-8, for one language);
# every other field a translator's tool set (Language-Team, X-Poedit-*, Report-Msgid-Bugs-To…) is kept.
OWN_FIELDS = ("Project-Id-Version", "Language", "MIME-Version", "Content-Type", "Content-Transfer-Encoding",
              "X-Generator", "Plural-Forms")
CHARSET = re.compile(rb'^"Content-Type:[^"\n]*charset=([A-Za-z0-9_.:-]+)', re.MULTILINE)


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
    notes: tuple[str, ...] = ()  # "# " lines: the translator's own comments, kept through import and export
    flags: tuple[str, ...] = ()  # "#," flags other than fuzzy (no-wrap, python-format…), kept likewise
    obsolete: bool = False  # a "#~" entry: gone from the KB, kept as the translator left it


@dataclass(frozen=True)
class Catalog:
    """A PO file as read: its language, entries, obsolete (#~) entries and every header field."""

    lang: str | None
    entries: list[PoEntry]
    obsolete: list[PoEntry]
    header: dict[str, str]

    def kept_header(self) -> dict[str, str]:
        """The header fields a catalog written from this one keeps (all but those it states itself)."""
        placeholders = {"FULL NAME <EMAIL@ADDRESS>", "YEAR-MO-DA HO:MI+ZONE", "LANGUAGE <LL@li.org>", ""}
        return {k: v for k, v in self.header.items() if k not in OWN_FIELDS and v.strip() not in placeholders}


def as_utf8(data: bytes, path: str) -> bytes:
    """PO bytes in UTF-8, from whatever charset their header declares (ISO-8859-1, EUC-JP, Shift_JIS…)."""
    m = CHARSET.search(data[:4096])
    charset = m[1].decode("ascii") if m else "utf-8"
    if charset.lower().replace("_", "-") in ("utf-8", "utf8", "charset"):  # "CHARSET": gettext's placeholder
        return data
    try:
        text = data.decode(charset)
    except LookupError as exc:
        raise PoError(f"{path}:1: the header declares charset={charset}, which Python does not know") from exc
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        raise PoError(f"{path}:{line}: not valid {charset}, the charset its header declares ({exc.reason})") from exc
    return CHARSET.sub(lambda _: b'"Content-Type: text/plain; charset=UTF-8', text.encode("utf-8"), count=1)


def _entry(unit, line: int) -> PoEntry:
    """One translate-toolkit unit as a PoEntry."""
    ctx = unit.getcontext()
    notes, own = unit.getnotes("developer"), unit.getnotes("translator")
    flags = tuple(f.strip() for c in unit.typecomments for f in c.lstrip("#,").split(",")
                  if f.strip() and f.strip() != "fuzzy")
    return PoEntry(ctx, unit.source, unit.target or "", unit.isfuzzy(), unit.prev_source or None, line,
                   tuple(notes.splitlines()) if notes else (), tuple(unit.getlocations()),
                   tuple(own.splitlines()) if own else (), flags, unit.isobsolete())


def parse_po(data: bytes, path: str) -> Catalog:
    """Everything a PO file holds (in any charset its header declares); PoError naming path and line when broken."""
    from translate.storage import po  # translate-toolkit: 0.03 s to import, only where a PO file is read or made

    data = as_utf8(data, path)
    try:
        store = po.pofile(data)
    except Exception as exc:  # translate-toolkit raises several kinds on broken input
        line = getattr(exc, "lineno", None) or _error_line(str(exc))
        raise PoError(f"{path}:{line or 1}: not a readable PO file ({exc})") from exc
    if not data.strip() or not store.units:
        raise PoError(f"{path}:1: not a PO file (no msgid/msgstr entries)")
    lines = {m["ctx"]: n for n, text in enumerate(data.decode("utf-8", "replace").splitlines(), 1)
             if (m := MSGCTXT.match(text))}
    header = dict(store.parseheader()) if store.units[0].isheader() else {}
    units = [u for u in store.units if not u.isheader()]
    return Catalog(header.get("Language") or None,
                   [_entry(u, lines.get(u.getcontext(), 0)) for u in units if not u.isobsolete()],
                   [_entry(u, 0) for u in units if u.isobsolete()], header)


def parse_catalog(data: bytes, path: str) -> tuple[str | None, list[PoEntry]]:
    """(language from the header, entries) of PO bytes; PoError naming path and line when broken."""
    catalog = parse_po(data, path)
    return catalog.lang, catalog.entries


def translator_fields(data: bytes) -> dict[str, str]:
    """The header fields of a catalog that another written from it keeps (Last-Translator, PO-Revision-Date,
    Language-Team, X-Poedit-*, …), where set to something else than gettext's initial placeholders."""
    try:
        return parse_po(data, "").kept_header()
    except PoError:  # an unreadable catalog has no header to keep
        return {}


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


def header_fields(lang: str, kept: dict[str, str] | None = None) -> dict[str, str]:
    """The header of a catalog in lang, in order: its own fields, and those kept from the translator's file."""
    kept = TRANSLATOR_FIELDS | (kept or {})
    fields = {"Project-Id-Version": "rulings-kb", "PO-Revision-Date": kept["PO-Revision-Date"],
              "Last-Translator": kept["Last-Translator"], "Language-Team": LANG_NAMES[lang], "Language": lang,
              "MIME-Version": "1.0", "Content-Type": "text/plain; charset=UTF-8", "Content-Transfer-Encoding": "8bit",
              "X-Generator": "rulings-kb export-po", "Plural-Forms": PLURAL_FORMS[lang]}
    return fields | {k: v for k, v in kept.items() if k not in OWN_FIELDS}


def _quoted(text: str) -> str:
    """text as a PO string literal."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def render_catalog(lang: str, entries: list[PoEntry], translator: dict[str, str] | None = None,
                   obsolete: list[PoEntry] = ()) -> bytes:
    """A PO file for these entries, in order, then the obsolete ones, with a complete header: the same entries and
    kept header fields (the translator's name and date, never the time of export) give the same bytes."""
    from translate.storage import po  # as parse_po's

    header = "".join(_quoted(f"{k}: {v}\n") + "\n" for k, v in header_fields(lang, translator).items())
    store = po.pofile((PREAMBLE.format(language=LANG_NAMES[lang]) + header).encode())
    for entry in [*entries, *obsolete]:
        unit = store.addsourceunit(entry.msgid)
        unit.setcontext(entry.msgctxt)
        for note in entry.notes:
            unit.addnote(note, origin="translator")
        for comment in entry.comments:
            unit.addnote(comment, origin="developer")
        for reference in entry.references:
            unit.addlocation(reference)
        unit.target = entry.msgstr
        if entry.previous is not None:
            unit.prev_source = entry.previous
        for flag in entry.flags:
            unit.settypecomment(flag)
        unit.markfuzzy(entry.fuzzy)
        if entry.obsolete:
            unit.makeobsolete()
    return bytes(store)


SIMILAR = 0.75  # how alike an old msgid must be to a new EN text to carry its translation over, as msgmerge does


def match_orphans(orphans: list[PoEntry], current: dict[str, str]) -> dict[str, PoEntry]:
    """Ruling id -> the orphaned entry (its id no longer exists) whose msgid is most like that ruling's EN text.

    A ruling id derives from its EN text, so an EN correction gives a new id; the old entry is found
    again by the likeness of its msgid to the new text, gettext msgmerge's measure (twice the longest common
    subsequence over both lengths, rapidfuzz's fuzz.ratio): the most alike ruling, at least SIMILAR and more
    alike than any other.
    """
    from rapidfuzz import fuzz, process  # 0.02 s to import: only where an orphaned entry is looked for

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


def updated_entries(current_en: list[tuple[str, str]], existing: list[PoEntry]) -> tuple[list[PoEntry], list[PoEntry]]:
    """Entries for (ruling id, EN text) pairs, keeping existing translations (a changed EN text makes them fuzzy with
    #|); and the translated entries whose ruling the KB no longer has and no current ruling takes over, obsolete (#~),
    as gettext's msgmerge keeps them, so a translator loses nothing."""
    old = {e.msgctxt: e for e in existing}
    current = dict(current_en)
    orphans = [e for e in existing if e.msgctxt not in current]
    taken = match_orphans(orphans, {rid: en for rid, en in current.items() if rid not in old})
    old |= taken
    entries = []
    for rid, en in current_en:
        e = old.get(rid)
        if e is None:
            entries.append(PoEntry(rid, en, "", True, None, 0))
        elif e.msgid == en:
            entries.append(e)
        else:  # the translator's comments and flags stay with the translation
            entries.append(replace(e, msgctxt=rid, msgid=en, fuzzy=True, previous=e.previous or e.msgid, line=0))
    kept = {id(e) for e in taken.values()}
    return entries, [replace(e, obsolete=True, line=0) for e in orphans if e.msgstr.strip() and id(e) not in kept]


def write_atomically(path: Path, data: bytes) -> None:
    """Write data to a temporary file beside path, then rename it over path."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp-{os.getpid()}")
    try:
        tmp.write_bytes(data)
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)
