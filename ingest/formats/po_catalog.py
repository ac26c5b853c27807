"""PO catalogs of ruling translations (data/po/fr.po, ja.po): msgctxt = ruling id, msgid = EN, msgstr = draft."""
from __future__ import annotations

import re

from ingest.records import ParsedDocument, TranslationDraft
from ingest.sources import SourceText
from mtg.po import LANGS, PoError, parse_catalog

FORMAT = "po_catalog"
MSGID = re.compile(r'^msgid\s+"')
MSGSTR = re.compile(r'^msgstr(\[\d+\])?\s+"')


def sniff(source: SourceText) -> bool:
    """True when the file has gettext msgid and msgstr lines."""
    return any(MSGID.match(line) for line in source.lines) and any(MSGSTR.match(line) for line in source.lines)


def parse(source: SourceText) -> ParsedDocument:
    """Every entry with a translation becomes a draft; the language comes from the header."""
    doc = ParsedDocument(format=FORMAT, lang=None)
    for number, line in source.numbered():
        doc.claim(number, "po" if line.strip() else "blank")
    try:
        lang, entries = parse_catalog(("\n".join(source.lines) + "\n").encode(), source.path)
    except PoError as exc:
        doc.error(None, "po_unreadable", str(exc))
        return doc
    if lang not in LANGS:
        doc.error(1, "po_language", f"the header's Language is {lang!r}; expected one of {', '.join(LANGS)}")
        return doc
    doc.lang, doc.title = lang, f"{lang} translations"
    for e in entries:
        if not e.msgctxt:
            doc.warn(e.line or None, "po_no_context", f"entry {e.msgid[:40]!r} has no msgctxt (ruling id): ignored")
        elif e.msgstr.strip():
            doc.drafts.append(TranslationDraft(e.line, e.msgctxt, lang, e.msgstr, e.msgid, e.fuzzy, e.previous))
    return doc
