"""What the card page shows: the card's names in EN/FR/JA (official only, with source), its faces, its rulings."""
from __future__ import annotations

from typing import Any

CARD = "select oracle_id, name, layout, mana_cost, type_line, oracle_text from cards where oracle_id = ?"
FACES = "select face, name, mana_cost, type_line, oracle_text from card_faces where oracle_id = ? order by face"
NAMES = """select n.lang, n.face, n.name, n.type_line, n.source, d.path, n.line from card_names n
join documents d on d.id = n.document_id where n.oracle_id = ? order by n.lang, coalesce(n.face, -1), n.source"""
RULINGS = """select s.id, s.published, s.en, s.fr, s.fr_status, s.ja, s.ja_status, rc.method, rc.evidence
from ruling_cards rc join rulings_side_by_side s on s.id = rc.ruling_id where rc.oracle_id = ?
order by s.published desc, s.id"""


async def card_page(db, oracle_id: str) -> dict[str, Any] | None:
    """The card with its names per language, faces and rulings newest first; None for no such card."""
    card = (await db.execute(CARD, [oracle_id])).first()
    if card is None:
        return None
    names = [dict(r) for r in (await db.execute(NAMES, [oracle_id])).rows]
    return {"card": dict(card),
            "faces": [dict(r) for r in (await db.execute(FACES, [oracle_id])).rows],
            "names": {lang: [n for n in names if n["lang"] == lang] for lang in ("fr", "ja")},
            "name_sources": {lang: sorted({f"{n['source']} ({n['path']})" for n in names if n["lang"] == lang})
                             for lang in ("fr", "ja")},
            "rulings": [dict(r) for r in (await db.execute(RULINGS, [oracle_id])).rows]}
