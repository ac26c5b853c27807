"""The CR as a book: the contents (/cr), a section (/cr/7), a chapter with all its rules (/cr/702) and one rule
(/cr/309.2a) with its subrules, previous and next, the rules that refer to it, the predicates and examples that
cite it, and what changed between editions. A rule an edition lacks is shown from the edition that has it, saying
so and where its words went (rule_changes.moved_to)."""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from datasette.utils.asgi import NotFound

from kb.i18n import N_
from mtg.word_diff import word_diff_html

CHANGE_KINDS = (N_("added"), N_("removed"), N_("changed"))  # rule_changes.change, shown translated
EDITIONS = "select cr_version from cr_editions order by cr_version desc"
RULE = "select number, parent, section, text, examples, line from rules where cr_version = ? and number = ?"
SECTION = "select number, title, part, line from sections where cr_version = ? and number = ?"
CHAPTERS = "select number, title from sections where cr_version = ? and part = ? order by line"
PARTS = "select number, title from sections where cr_version = ? and coalesce(part, '') = '' order by line"
ALL_CHAPTERS = """select number, title, part from sections where cr_version = ? and coalesce(part, '') != ''
order by line"""
CHAPTER_RULES = """select number, parent, text, examples from rules where cr_version = ? and section = ?
order by line"""
SUBRULES = "select number, text from rules where cr_version = ? and parent = ? and number != parent order by line"
RULE_BESIDE = """select number, text from rules where cr_version = :edition and line {op} :line
order by line {order} limit 1"""
SECTION_BESIDE = """select number, title from sections where cr_version = :edition and line {op} :line
and (coalesce(part, '') = '') = :is_part order by line {order} limit 1"""
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
CHANGES = """select from_version, to_version, change, from_text, to_text, moved_to from rule_changes where number = ?
order by to_version desc"""
MOVED = """select moved_to, from_version from rule_changes where number = ? and change = 'removed' and
to_version <= ? order by to_version desc limit 1"""


@dataclass(frozen=True)
class Place:
    """Where a number stands in one edition: a section of the CR (1-9), a chapter (100-999) or a rule."""

    kind: str  # "section", "chapter" or "rule"
    row: dict[str, Any]


async def place(db, edition: str, number: str) -> Place | None:
    """The section, chapter or rule with this number in the edition, or None."""
    if "." not in number:
        row = (await db.execute(SECTION, [edition, number])).first()
        return Place("section" if len(number) == 1 else "chapter", dict(row)) if row else None
    row = (await db.execute(RULE, [edition, number])).first()
    return Place("rule", dict(row)) if row else None


async def editions_of(db) -> list[str]:
    """The CR editions in the database, newest first."""
    return [r[0] for r in (await db.execute(EDITIONS)).rows]


def chosen_edition(request, editions: list[str]) -> str:
    """The edition asked for with ?edition=, else the newest; NotFound when the database holds no CR."""
    if not editions:
        raise NotFound("this database holds no Comprehensive Rules")
    asked = request.args.get("edition")
    return asked if asked in editions else editions[0]


async def contents(db, request, base: str) -> dict[str, Any]:
    """/cr: the sections of one edition with their chapters, as the CR's own contents list them."""
    editions = await editions_of(db)
    edition = chosen_edition(request, editions)
    chapters = [dict(r) for r in (await db.execute(ALL_CHAPTERS, [edition])).rows]
    parts = [dict(r, chapters=[c for c in chapters if c["part"] == r["number"]])
             for r in (await db.execute(PARTS, [edition])).rows]
    return {"edition": edition, "editions": editions, "newest": edition == editions[0], "sections": parts,
            "rules": (await db.execute("select count(*) from rules where cr_version = ?", [edition])).first()[0]}


async def _beside(db, edition: str, found: Place) -> dict[str, dict | None]:
    """The previous and next rule (in reading order), chapter or section of the same edition."""
    out = {}
    for key, op, order in (("previous", "<", "desc"), ("next", ">", "asc")):
        if found.kind == "rule":
            row = (await db.execute(RULE_BESIDE.format(op=op, order=order),
                                    {"edition": edition, "line": found.row["line"]})).first()
        else:
            row = (await db.execute(SECTION_BESIDE.format(op=op, order=order),
                                    {"edition": edition, "line": found.row["line"],
                                     "is_part": found.kind == "section"})).first()
        out[key] = dict(row) if row else None
    return out


async def _trail(db, edition: str, found: Place) -> list[dict[str, str]]:
    """The section, chapter and parent rules above a number, outermost first."""
    number = found.row["number"]
    trail: list[dict[str, str]] = []
    if found.kind != "section":
        section = (await db.execute(SECTION, [edition, number[0]])).first()
        if section:
            trail.append({"number": section["number"], "title": section["title"]})
    if found.kind == "rule":
        chapter = (await db.execute(SECTION, [edition, found.row["section"]])).first()
        if chapter:
            trail.append({"number": chapter["number"], "title": chapter["title"]})
        if found.row["parent"] != number:
            trail.append({"number": found.row["parent"], "title": ""})
    return trail


async def _children(db, edition: str, found: Place) -> list[dict[str, Any]]:
    """What a section lists (its chapters), a chapter (every rule, subrules under their rule) or a rule (its
    subrules)."""
    number = found.row["number"]
    if found.kind == "section":
        return [dict(r, depth=1) for r in (await db.execute(CHAPTERS, [edition, number])).rows]
    if found.kind == "chapter":
        return [{"number": r["number"], "text": r["text"], "examples": json.loads(r["examples"]),
                 "depth": 1 if r["parent"] in (number, r["number"]) else 2}  # 309.2 under 309; 309.2a under 309.2
                for r in (await db.execute(CHAPTER_RULES, [edition, number])).rows]
    return [dict(r, depth=1) for r in (await db.execute(SUBRULES, [edition, number])).rows]


async def rule_data(db, request, base: str) -> dict[str, Any]:
    """/cr/<number>[?edition=YYYY-MM-DD]: everything the page of a section, chapter or rule shows, for one edition
    (the newest by default; the newest that has it when the one asked for does not)."""
    number = request.url_vars["number"]
    editions = await editions_of(db)
    edition = chosen_edition(request, editions)
    found, notice = await place(db, edition, number), None
    if found is None:
        having = [e for e in editions if await place(db, e, number)]
        if not having:
            raise NotFound(f"CR {number} is in no edition held here ({', '.join(editions)})")
        moved = (await db.execute(MOVED, [number, edition])).first()
        notice = {"missing_from": edition, "moved_to": moved["moved_to"] if moved else None}
        edition = having[0]
        found = await place(db, edition, number)
    row = found.row
    rule = found.row if found.kind == "rule" else None
    cited_by = [dict(p) for p in (await db.execute(PREDICATES)).rows if number in json.loads(p["cr_rules"])]
    rulings = [dict(r, predicates=r["predicates"].split(",")) for r in
               (await db.execute(RULINGS, {"number": number, "shown": SHOWN})).rows]
    return {
        "number": number, "kind": found.kind, "edition": edition, "editions": editions, "notice": notice,
        "newest": edition == editions[0],
        "title": row.get("title"),
        "text": rule["text"] if rule else None,
        "examples": json.loads(rule["examples"]) if rule else [],
        "trail": await _trail(db, edition, found),
        "children": await _children(db, edition, found),
        **await _beside(db, edition, found),
        "referring": [dict(r) for r in (await db.execute(
            REFERRING, [edition, number, number, number, number, number])).rows] if rule else [],
        "predicates": cited_by,
        "examples_citing": [dict(e) for e in (await db.execute(EXAMPLES, [number])).rows],
        "rulings": rulings,
        "ruling_count": rulings[0]["total"] if rulings else 0,
        "changes": [dict(c, diff=word_diff_html(c["from_text"] or "", c["to_text"] or ""))
                    for c in (await db.execute(CHANGES, [number])).rows],
    }
