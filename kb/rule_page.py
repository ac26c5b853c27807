"""The page of one CR rule (/cr/309.2a): its text with rule references as links, examples, parent and
children, the rules that refer to it, the predicates and examples that cite it, what changed between editions."""
from __future__ import annotations

import html
import json
import re
from typing import Any

from datasette.utils.asgi import NotFound
from markupsafe import Markup

from kb.i18n import N_
from mtg.word_diff import word_diff_html

CHANGE_KINDS = (N_("added"), N_("removed"), N_("changed"))  # rule_changes.change, shown translated
RULE_REFERENCE = re.compile(r"\b(\d{3}(?:\.\d+[a-z]?)?)\b")
EDITIONS = "select cr_version from cr_editions order by cr_version desc"
RULE = "select number, parent, section, text, examples from rules where cr_version = ? and number = ?"
CHILDREN = "select number, text from rules where cr_version = ? and parent = ? and number != parent order by line"
SECTION_RULES = "select number, text from rules where cr_version = ? and section = ? and parent = number order by line"
SECTION = "select number, title from sections where cr_version = ? and number = ?"
REFERRING = """select number, text from rules where cr_version = ? and number != ? and
(instr(text, 'rule ' || ?) or instr(text, 'rules ' || ?) or instr(text, ', ' || ? || ',') or instr(text, 'and ' || ?))
order by line limit 50"""
PREDICATES = "select name, mechanic, doc, cr_rules from predicates order by name"
EXAMPLES = """select e.id, e.predicate, e.ruling_id, e.passed from examples e where e.rule_number = ? order by e.id"""
# The 30 newest rulings linked to a predicate citing the rule, side by side (rulings_side_by_side), with those
# predicates and how many rulings are linked in all: a much-cited rule has thousands of rulings, and reading every
# one's texts before keeping 30 took 0.2 to 0.6 s a page at 100,000 rulings (now 70 ms at worst).
RULINGS = """with linked(name) as (select p.name from predicates p, json_each(p.cr_rules) j where j.value = :number),
newest as (select r.id, count(*) over () as total from rulings r where r.id in (select rp.ruling_id
  from ruling_predicates rp where rp.predicate in linked) order by r.published desc, r.id limit :shown)
select s.id, s.published, s.en, s.fr, s.fr_status, s.ja, s.ja_status, n.total,
  (select group_concat(name) from (select distinct rp.predicate as name from ruling_predicates rp
   where rp.ruling_id = s.id and rp.predicate in linked order by 1)) as predicates
from newest n join rulings_side_by_side s on s.id = n.id order by s.published desc, s.id"""
SHOWN = 30
CHANGES = """select from_version, to_version, change, from_text, to_text from rule_changes where number = ?
order by to_version desc"""


def linked(text: str, known: set[str]) -> Markup:
    """Escaped text with every number of a known rule made a link to its page."""
    out, at = [], 0
    for m in RULE_REFERENCE.finditer(text):
        if m.group(1) in known:
            out += [html.escape(text[at:m.start()]), f'<a href="/cr/{m.group(1)}">{m.group(1)}</a>']
            at = m.end()
    out.append(html.escape(text[at:]))
    return Markup("".join(out))


async def rule_data(db, request, base: str) -> dict[str, Any]:
    """/cr/<number>[?edition=YYYY-MM-DD]: everything the rule page shows, for one edition (the newest by default)."""
    number, edition = request.url_vars["number"], request.args.get("edition")
    editions = [r[0] for r in (await db.execute(EDITIONS)).rows]
    edition = edition if edition in editions else editions[0] if editions else None
    known = {r[0] for r in (await db.execute("select number from rules where cr_version = ?", [edition])).rows}
    known |= {r[0] for r in (await db.execute("select number from sections where cr_version = ?", [edition])).rows}
    rule = (await db.execute(RULE, [edition, number])).first()
    section = (await db.execute(SECTION, [edition, number])).first()
    if rule is None and section is None:
        raise NotFound(f"CR {number} is not in the {edition} edition")
    children = (await db.execute(SECTION_RULES if section else CHILDREN, [edition, number])).rows
    cited_by = [dict(p) for p in (await db.execute(PREDICATES)).rows if number in json.loads(p["cr_rules"])]
    rulings = [dict(r, predicates=r["predicates"].split(",")) for r in
               (await db.execute(RULINGS, {"number": number, "shown": SHOWN})).rows]
    return {
        "number": number, "edition": edition, "editions": editions,
        "title": section["title"] if section else None,
        "text": linked(rule["text"], known) if rule else None,
        "examples": [linked(e, known) for e in json.loads(rule["examples"])] if rule else [],
        "parent": rule["parent"] if rule and rule["parent"] != number else (rule["section"] if rule else None),
        "children": [{"number": c["number"], "text": linked(c["text"], known)} for c in children],
        "referring": [{"number": r["number"], "text": linked(r["text"], known)} for r in (await db.execute(
            REFERRING, [edition, number, number, number, number, number])).rows],
        "predicates": cited_by,
        "examples_citing": [dict(e) for e in (await db.execute(EXAMPLES, [number])).rows],
        "rulings": rulings,
        "ruling_count": rulings[0]["total"] if rulings else 0,
        "changes": [dict(c, diff=Markup(word_diff_html(c["from_text"] or "", c["to_text"] or "")))
                    for c in (await db.execute(CHANGES, [number])).rows],
    }
