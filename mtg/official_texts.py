"""The official French or Japanese text of each card face beside its English Oracle text: what the term base mines
(ingest/term_base.py) and the translation memory remembers (kb/translation_memory.py)."""
from __future__ import annotations

import sqlite3
from collections.abc import Iterator

# The preferred official text of each face (or of the whole card) of a card (not a token or helper), beside the
# Oracle text of the same face, in the order the build stored the names.
OFFICIAL_CARD_TEXTS = """select c.name, coalesce(f.oracle_text, c.oracle_text) as en, n.text
from card_names n join cards c on c.oracle_id = n.oracle_id and c.kind = 'card'
left join card_faces f on f.oracle_id = n.oracle_id and f.face = n.face
where n.lang = ? and n.preferred and n.text is not null and coalesce(f.oracle_text, c.oracle_text) is not null"""


def official_card_texts(conn: sqlite3.Connection, lang: str) -> Iterator[tuple[str, str, str]]:
    """(card name, English Oracle text, official text in lang) of every card face with an official text."""
    yield from conn.execute(OFFICIAL_CARD_TEXTS, [lang])
