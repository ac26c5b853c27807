"""The cards: their index (/cards, A to Z, by set, layout and kind) and a card's page: the card and each face in EN
(Oracle) beside the official FR/JA name, type line and text, every other official spelling, its printings, its own
rulings and, apart, the rulings that only mention it."""
from __future__ import annotations

import string
from typing import Any

from kb import i18n
from kb.addresses import pages
from kb.ruling_page import card_names_of

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
PER_PAGE = 100
MENTIONS_SHOWN = 100  # the newest rulings that only mention a card, on its page (all of them: ruling_cards)
KINDS = ("card", "token", "emblem", "dungeon", "helper")
LETTERS = tuple(string.ascii_uppercase) + ("#",)
# Cards of one kind, A to Z by English name (the index cards_kind), each with its name in the reader's language.
INDEX = """select c.oracle_id, c.name, c.type_line, c.layout, c.mana_cost,
  (select n.name from card_names n where n.oracle_id = c.oracle_id and n.lang = :lang and n.face is null
   and n.preferred limit 1) as shown,
  (select count(*) from ruling_cards rc where rc.oracle_id = c.oracle_id and rc.method in ('source', 'page')) as rulings
from cards c where c.kind = :kind {where} order by c.name limit :limit offset :offset"""
COUNT = "select count(*) from cards c where c.kind = :kind {where}"
SETS = "select code, name, released from sets order by released desc, code"
LAYOUTS = "select layout, count(*) as n from cards where kind = :kind group by layout order by layout"


def _index_filters(args) -> tuple[dict[str, Any], str]:
    """The index's filters from the query string (unknown values ignored) and the SQL they add."""
    letter = (args.get("letter") or "").upper()
    chosen = {"letter": letter if letter in LETTERS else "", "set": (args.get("set") or "").upper(),
              "layout": args.get("layout") or "", "kind": args.get("kind") if args.get("kind") in KINDS else "card"}
    where = []
    if chosen["letter"] == "#":
        where.append("and not (c.name >= 'A' and c.name < '[')")
    elif chosen["letter"]:
        where.append("and c.name >= :letter and c.name < :after")
    if chosen["set"]:
        where.append("and c.oracle_id in (select oracle_id from printings where set_code = :set)")
    if chosen["layout"]:
        where.append("and c.layout = :layout")
    return chosen, " ".join(where)


async def index(db, request, base: str) -> dict[str, Any]:
    """/cards[?letter=B&set=DSK&layout=split&kind=token&page=2]: cards A to Z, 100 a page, filtered."""
    chosen, where = _index_filters(request.args)
    params = dict(chosen, after=chr(ord(chosen["letter"][:1] or "A") + 1), lang=i18n.current())
    count = (await db.execute(COUNT.format(where=where), params)).first()[0]
    where_we_are = pages(request, count, PER_PAGE)
    params.update(limit=PER_PAGE, offset=where_we_are["offset"])
    return {"cards": [dict(r) for r in (await db.execute(INDEX.format(where=where), params)).rows],
            "pager": where_we_are, "filters": chosen,
            "letters": LETTERS, "kinds": KINDS,
            "sets": [dict(r) for r in (await db.execute(SETS)).rows],
            "layouts": [dict(r) for r in (await db.execute(LAYOUTS, {"kind": chosen["kind"]})).rows]}


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
    own, mentions = [r for r in rulings if r["method"] in OWN], [r for r in rulings if r["method"] not in OWN]
    rulings = own + mentions[:MENTIONS_SHOWN]
    others = await card_names_of(db, [r["id"] for r in rulings], besides=oracle_id)
    for r in rulings:
        r["names"] = others.get(r["id"], ())  # the other cards' names in its texts, linked
    return {"card": dict(card),
            "faces": faces,
            "parts": parts,
            "names": {lang: [n for n in names if n["lang"] == lang] for lang in ("fr", "ja")},
            "shown": {lang: _official(names, lang, None) for lang in ("fr", "ja")},
            "name_sources": {lang: sorted({f"{n['source']} ({n['path']})" for n in names if n["lang"] == lang})
                             for lang in ("fr", "ja")},
            "rulings": own, "mentions": mentions[:MENTIONS_SHOWN], "mentions_total": len(mentions),
            "printings": [dict(r) for r in (await db.execute(PRINTINGS, [oracle_id])).rows]}
