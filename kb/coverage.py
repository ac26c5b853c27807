"""The coverage report: which rulings execute, which examples pass, which CR rules have code."""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

QUERIES = {
    "rulings": "select count(*) from rulings",
    "rulings_linked": "select count(distinct ruling_id) from ruling_predicates",
    "rulings_curated": "select count(distinct ruling_id) from ruling_predicates where method = 'curated'",
    "rulings_labelled": """select count(distinct ruling_id) from ruling_predicates p where method = 'labelled'
        and not exists (select 1 from ruling_predicates c where c.ruling_id = p.ruling_id and c.method = 'curated')""",
    "rulings_inferred_only": """select count(*) from rulings r where exists (select 1 from ruling_predicates p
        where p.ruling_id = r.id) and not exists (select 1 from ruling_predicates p
        where p.ruling_id = r.id and p.method in ('curated', 'labelled'))""",
    "predicates": "select count(*) from predicates",
    "examples": "select count(*) from examples",
    "examples_passing": "select count(*) from examples where passed",
    "cr_excerpts": "select count(*) from cr_excerpts where kind = 'rule'",
    "cr_excerpts_linked": """select count(*) from cr_excerpts e where kind = 'rule' and exists
        (select 1 from excerpt_predicates x where x.document_id = e.document_id and x.line = e.line)""",
}
UNLINKED = """select r.id, r.published, substr(t.text, 1, 90) from rulings r join ruling_texts t on t.ruling_id = r.id
where not exists (select 1 from ruling_predicates p where p.ruling_id = r.id) group by r.id order by r.published, r.id"""
FAILING = "select id, ruling_id, expected, actual from examples where not passed order by id"
BY_MECHANIC = """select p.mechanic, count(distinct p.name) as predicates, count(e.id) as examples,
sum(e.passed) as passing from predicates p left join examples e on e.predicate = p.name group by p.mechanic
order by p.mechanic"""
CR_RULES = "select cr_rules from predicates"


def coverage(db_path: Path) -> dict[str, Any]:
    """All coverage figures of a built database."""
    conn = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        report: dict[str, Any] = {k: conn.execute(sql).fetchone()[0] for k, sql in QUERIES.items()}
        report["unlinked_rulings"] = [list(r) for r in conn.execute(UNLINKED)]
        report["failing_examples"] = [list(r) for r in conn.execute(FAILING)]
        report["by_mechanic"] = [dict(zip(("mechanic", "predicates", "examples", "passing"), r))
                                 for r in conn.execute(BY_MECHANIC)]
        cited = sorted({n for (rules,) in conn.execute(CR_RULES) for n in json.loads(rules)})
        report["cr_rules_cited"] = cited
        return report
    finally:
        conn.close()


def render(report: dict[str, Any]) -> str:
    """The report as text for the terminal."""
    r = report
    lines = [
        f"Rulings linked to predicates: {r['rulings_linked']}/{r['rulings']} "
        f"({r['rulings_curated']} by an example that cites them, {r['rulings_labelled']} else labelled by hand, "
        f"{r['rulings_inferred_only']} only inferred)",
        f"CR excerpts linked: {r['cr_excerpts_linked']}/{r['cr_excerpts']}",
        f"Examples passing: {r['examples_passing']}/{r['examples']} over {r['predicates']} predicates",
        f"CR rules cited by predicates: {len(r['cr_rules_cited'])}",
        "",
        f"{'mechanic':<10} {'predicates':>10} {'examples':>9} {'passing':>8}",
    ]
    lines += [f"{m['mechanic']:<10} {m['predicates']:>10} {m['examples']:>9} {m['passing'] or 0:>8}"
              for m in r["by_mechanic"]]
    if r["unlinked_rulings"]:
        lines += ["", "Rulings with no predicate:"] + [f"  {i} {d} {t}" for i, d, t in r["unlinked_rulings"]]
    if r["failing_examples"]:
        lines += ["", "Failing examples:"] + [f"  {i} (ruling {rid}): expected {e}, got {a}"
                                              for i, rid, e, a in r["failing_examples"]]
    return "\n".join(lines)
