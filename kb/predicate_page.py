"""The predicates: their index (/predicates, by mechanic) and a predicate's page (/predicates/party_size): its doc, CR
rules, code, examples and rulings."""
from __future__ import annotations

import inspect
import json
from typing import Any
from datasette.utils.asgi import NotFound

from kb.addresses import url_value
from kb.i18n import N_

SHOWN = 100
METHODS = (N_("curated"), N_("labelled"), N_("inferred"))  # ruling_predicates.method, shown translated
# the surest first: a worked example quotes the ruling, a labeller decided it by hand, the linker inferred it
METHOD_RANK = "case rp.method when 'curated' then 0 when 'labelled' then 1 else 2 end"
PREDICATE = """select name, mechanic, doc, signature, source_file, source_line, cr_rules, cr_quotes, examples_file, usage
from predicates where name = ?"""
EXAMPLES = """select id, ruling_id, rule_number, citation, note, input, expected, actual, passed from examples
where predicate = ? order by cast(substr(id, instr(id, '#') + 1) as integer)"""
RULINGS = """select rp.ruling_id, rp.method, rp.evidence, rp.score, s.published, s.en from ruling_predicates rp
join rulings_side_by_side s on s.id = rp.ruling_id where rp.predicate = ?
order by """ + METHOD_RANK + """, s.published desc limit ?"""
COUNT = "select count(*) from ruling_predicates where predicate = ?"
INDEX = """select p.name, p.mechanic, p.doc, p.cr_rules, m.name as mechanic_name, m.name_fr, m.name_ja,
(select count(*) from examples e where e.predicate = p.name) as examples,
(select coalesce(sum(e.passed), 0) from examples e where e.predicate = p.name) as passing,
(select count(*) from ruling_predicates rp where rp.predicate = p.name) as rulings
from predicates p left join mechanics m on m.id = p.mechanic order by p.mechanic, p.name"""


def source_code(name: str) -> str | None:
    """The predicate's code as the server runs it (None when it is not among the registered predicates)."""
    from kb.rules.registry import all_predicates

    found = all_predicates().get(name)
    return inspect.getsource(found.func) if found else None


def call(name: str, example_input: str) -> str:
    """An example's input as the call it stands for: party_size(["Creature — Cleric"])."""
    data = json.loads(example_input)
    parts = [json.dumps(a, ensure_ascii=False) for a in data.get("args", [])]
    parts += [f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in data.get("kwargs", {}).items()]
    return f"{name}({', '.join(parts)})"


async def index(db, request, base: str) -> dict[str, Any]:
    """/predicates: every predicate, by mechanic, with its CR rules, its examples' verdicts and its rulings."""
    rows = [dict(r, cr_rules=json.loads(r["cr_rules"])) for r in (await db.execute(INDEX)).rows]
    groups: dict[str, dict[str, Any]] = {}
    for r in rows:
        groups.setdefault(r["mechanic"], {"id": r["mechanic"], "name": r["mechanic_name"] or r["mechanic"],
                                          "name_fr": r["name_fr"], "name_ja": r["name_ja"], "predicates": []})
        groups[r["mechanic"]]["predicates"].append(r)
    return {"mechanics": list(groups.values()), "count": len(rows),
            "passing": sum(r["passing"] for r in rows), "examples": sum(r["examples"] for r in rows)}


async def load(db, request, base: str) -> dict[str, Any]:
    """/predicates/<name>: the predicate with its code, examples (each verdict) and the rulings it decides."""
    name = url_value(request, "name")
    row = (await db.execute(PREDICATE, [name])).first()
    if row is None:
        raise NotFound(f"no predicate {name!r}")
    examples = [dict(e, call=call(name, e["input"])) for e in (await db.execute(EXAMPLES, [name])).rows]
    quotes = json.loads(row["cr_quotes"])
    return {"predicate": dict(row), "cr_quotes": [(n, quotes.get(n)) for n in json.loads(row["cr_rules"])],
            "code": source_code(name),
            "examples": examples, "failing": sum(not e["passed"] for e in examples),
            "rulings": [dict(r) for r in (await db.execute(RULINGS, [name, SHOWN])).rows],
            "count": (await db.execute(COUNT, [name])).first()[0]}
