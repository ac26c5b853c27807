"""Official FR/JA names as a card source's printings print them: every distinct name kept, counted and dated."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from ingest.records import LocalizedName, ParsedDocument

WHOLE = -1  # what face_index answers for a face that is the whole card
JAPANESE_SCRIPT = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]")


def name_key(name: str) -> str:
    """The form two printed names are compared in: NFKC (half-width katakana, full-width letters), straight
    apostrophes, single spaces; "リス･アラナの傷刃" and "リス・アラナの傷刃" are one name."""
    folded = unicodedata.normalize("NFKC", name).replace("’", "'").replace("‘", "'")
    return " ".join(folded.split()).casefold()


def is_translated(name: str, lang: str) -> bool:
    """Whether a printed name is a translation: a Japanese one has kana or kanji (a Japanese printing of "Realm-
    Cloaked Giant" that kept its English face does not); a French one may be the English word (Balance, Karma)."""
    return lang != "ja" or bool(JAPANESE_SCRIPT.search(name))


@dataclass
class _Printed:
    """One distinct printed name of a card or face: how many printings, the newest of them and what it says."""

    forms: dict[str, int]  # each spelling (before folding) and how many printings use it
    printings: int
    newest: str
    line: int
    record: str | None
    type_line: str | None
    text: str | None


class PrintedNames:
    """The FR/JA names of one source, tallied per card, language, face and name."""

    def __init__(self, source: str) -> None:
        """Names of this source ("mtgjson", "scryfall")."""
        self.source = source
        self.tally: dict[tuple[str, str, str | None, str], _Printed] = {}
        self.untranslated: list[tuple[int, str]] = []  # (line, name) of names that are not translations

    def add(self, card_key: str, lang: str, face: str | None, name: str, english: str | None,
            type_line: str | None, text: str | None, released: str, line: int, record: str | None) -> None:
        """One printing's name of a card (face None) or of its face named `face` in English."""
        if not is_translated(name, lang):
            self.untranslated.append((line, name))
            return
        key = (card_key, lang, face, name_key(name))
        seen = self.tally.get(key)
        if seen is None:
            self.tally[key] = _Printed({name: 1}, 1, released, line, record, type_line, text)
            return
        seen.forms[name] = seen.forms.get(name, 0) + 1
        seen.printings += 1
        if released > seen.newest or (released == seen.newest and text and not seen.text):
            seen.newest, seen.line, seen.record = released, line, record
            seen.type_line, seen.text = type_line or seen.type_line, text or seen.text

    def names(self, face_index, english_of) -> list[LocalizedName]:
        """The tallied names as LocalizedName rows; face_index(card_key, face name) gives the face's index (None
        when the source no longer knows it, WHOLE when the card has that one face only), english_of(card_key, face
        name) the English name they translate."""
        out = []
        for (card_key, lang, face, _), seen in self.tally.items():
            index = face_index(card_key, face) if face is not None else None
            if face is not None and index is None:
                continue
            if index == WHOLE:  # the face of a card the source knows with one face only (a meld half)
                index = None
            shown = max(seen.forms, key=lambda form: (seen.forms[form], form))
            oracle_id = None if card_key.startswith("name:") else card_key
            out.append(LocalizedName(seen.line, lang, shown, seen.type_line, seen.text, self.source, index, oracle_id,
                                     english_of(card_key, face), seen.record, seen.printings, seen.newest))
        return out

    def report(self, doc: ParsedDocument) -> None:
        """One warning for the names that were not taken as translations."""
        if self.untranslated:
            line, first = self.untranslated[0]
            doc.warn(line, "untranslated_names", f"{len(self.untranslated)} Japanese names are not in Japanese (no "
                                                 f"kana or kanji; first: {first!r}): not loaded")
