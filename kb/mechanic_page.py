"""The mechanics: their index (/mechanics) and a mechanic's page (/mechanics/room, /mechanics/pièce,
/mechanics/部屋): its names and CR rule, its predicates, its newest rulings."""
from __future__ import annotations

from typing import Any
from datasette.utils.asgi import NotFound

from kb.addresses import url_value

SHOWN = 100  # rulings on the page; the canned query rulings_for_mechanic has them all
MECHANIC = """select id, name, cr_rule, name_fr, name_ja from mechanics where id = lower(:m) or lower(name) = lower(:m)
or lower(name_fr) = lower(:m) or name_ja = :m order by id != lower(:m) limit 1"""
INDEX = """select m.id, m.name, m.name_fr, m.name_ja, m.cr_rule,
(select count(*) from predicates p where p.mechanic = m.id) as predicates,
(select count(distinct ruling_id) from ruling_mechanics rm where rm.mechanic = m.id) as rulings
from mechanics m order by m.name collate nocase"""
PREDICATES = """select p.name, p.doc, p.cr_rules, count(e.id) as examples, coalesce(sum(e.passed), 0) as passing
from predicates p left join examples e on e.predicate = p.name where p.mechanic = ? group by p.name order by p.name"""
RULINGS = """select s.id, s.published, s.en, s.fr, s.fr_status, s.ja, s.ja_status from ruling_mechanics m
join rulings_side_by_side s on s.id = m.ruling_id where m.mechanic = ? order by s.published desc, s.id limit ?"""
COUNT = "select count(distinct ruling_id) from ruling_mechanics where mechanic = ?"
TERMS = "select en, fr, ja, notes, fr_source, ja_source from terms where lower(en) = lower(?)"


async def index(db, request, base: str) -> dict[str, Any]:
    """/mechanics: every mechanic rulings are filed under, with its names, CR rule, predicates and rulings."""
    return {"mechanics": [dict(r) for r in (await db.execute(INDEX)).rows]}


async def load(db, request, base: str) -> dict[str, Any]:
    """/mechanics/<id or name in EN, FR or JA>: the mechanic, its predicates with their examples' verdicts, and its
    newest rulings."""
    asked = url_value(request, "id")
    mechanic = (await db.execute(MECHANIC, {"m": asked})).first()
    if mechanic is None:
        raise NotFound(f"no mechanic {asked!r}")
    mid = mechanic["id"]
    return {"mechanic": dict(mechanic),
            "predicates": [dict(r) for r in (await db.execute(PREDICATES, [mid])).rows],
            "rulings": [dict(r) for r in (await db.execute(RULINGS, [mid, SHOWN])).rows],
            "count": (await db.execute(COUNT, [mid])).first()[0],
            "terms": [dict(r) for r in (await db.execute(TERMS, [mechanic["name"]])).rows]}
