"""What the card page shows: the card and each face in EN (Oracle) beside the official FR/JA name, type line and
text, every other official spelling, its printings, its own rulings and, apart, the rulings that only mention it."""
from __future__ import annotations

from typing import Any

CARD = "select oracle_id, name, layout, mana_cost, type_line, oracle_text, kind from cards where oracle_id = ?"
FACES = "select face, name, mana_cost, type_line, oracle_text from card_faces where oracle_id = ? order by face"
NAMES = """select n.lang, n.face, n.name, n.type_line, n.text, n.source, n.preferred, n.printings, d.path,
coalesce(n.record, n.line) as place from card_names n join documents d on d.id = n.document_id
where n.oracle_id = ? order by n.lang, coalesce(n.face, -1), n.preferred desc, n.printings desc, n.source"""
RULINGS = """select s.id, s.published, s.en, s.fr, s.fr_status, s.ja, s.ja_status, rc.method, rc.evidence
from ruling_cards rc join rulings_side_by_side s on s.id = rc.ruling_id where rc.oracle_id = ?
order by s.published desc, s.id"""
PRINTINGS = """select p.set_code, s.name as set_name, s.released, p.number, max(p.rarity) as rarity from printings p
left join sets s on s.code = p.set_code where p.oracle_id = ? group by p.set_code, p.number
order by s.released desc, p.set_code, length(p.number), p.number limit 200"""
OWN = ("source", "page")  # ruling_cards methods of a card's own rulings; "mentioned" ones only name it


def _official(names: list[dict], lang: str, face: int | None) -> dict[str, Any] | None:
    """The official name, type line and text readers see for a face (None: the whole card) in lang."""
    return next((n for n in names if n["lang"] == lang and n["face"] == face and n["preferred"]), None)


async def card_page(db, oracle_id: str) -> dict[str, Any] | None:
    """The card with its faces side by side in EN/FR/JA, its names, printings and rulings; None for no such card."""
    card = (await db.execute(CARD, [oracle_id])).first()
    if card is None:
        return None
    names = [dict(r) for r in (await db.execute(NAMES, [oracle_id])).rows]
    faces = [dict(r) for r in (await db.execute(FACES, [oracle_id])).rows]
    parts = faces or [dict(card, face=None)]
    for part in parts:
        part["official"] = {lang: _official(names, lang, part["face"]) for lang in ("fr", "ja")}
    rulings = [dict(r) for r in (await db.execute(RULINGS, [oracle_id])).rows]
    return {"card": dict(card),
            "faces": faces,
            "parts": parts,
            "names": {lang: [n for n in names if n["lang"] == lang] for lang in ("fr", "ja")},
            "shown": {lang: _official(names, lang, None) for lang in ("fr", "ja")},
            "name_sources": {lang: sorted({f"{n['source']} ({n['path']})" for n in names if n["lang"] == lang})
                             for lang in ("fr", "ja")},
            "rulings": [r for r in rulings if r["method"] in OWN],
            "mentions": [r for r in rulings if r["method"] not in OWN],
            "printings": [dict(r) for r in (await db.execute(PRINTINGS, [oracle_id])).rows]}
