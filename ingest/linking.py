"""The build step that links rulings and CR excerpts to predicates and runs every example."""
from __future__ import annotations

from ingest.cr_excerpts import CrIndex
from ingest.linker import PredicateLinker
from ingest.mechanics import MECHANICS
from ingest.predicates import predicate_rows
from ingest.records import Problem, Tables
from kb.rules.registry import Predicate


def translation_terms() -> dict[str, str]:
    """FR/JA term -> EN term, for linking rulings that exist only in translation."""
    return {name: m.name for m in MECHANICS for name in (m.name_fr, m.name_ja)}


def build_linker(preds: dict[str, Predicate], cited: dict[str, list[str]], rule_texts: dict[str, str]) -> PredicateLinker:
    """A linker whose predicate profiles are name, doc, cited rulings and implemented CR rules."""
    profiles = {}
    for name, pred in preds.items():
        parts = [name.replace("_", " "), pred.doc, *cited.get(name, [])]
        parts += [rule_texts.get(number, "") for number in pred.cr_rules]
        profiles[name] = (pred.mechanic, "\n".join(parts))
    return PredicateLinker(profiles, translation_terms())


def excerpt_method(excerpt: str, cited: str) -> str | None:
    """How a predicate citing CR `cited` covers an excerpt of CR `excerpt`, if it does."""
    if cited == excerpt:
        return "cites"
    if excerpt.startswith(cited + ".") or (excerpt[:-1] == cited and excerpt[-1].isalpha()):
        return "cites_parent"
    if cited.startswith(excerpt + ".") or (cited[:-1] == excerpt and cited[-1].isalpha()):
        return "cites_subrule"
    return None


def add_predicates(tables: Tables, index: CrIndex) -> list[Problem]:
    """Add predicates, examples (run now), curated and inferred ruling links and excerpt links."""
    newest = index.versions[0] if index.versions else None
    rule_texts = index.rules.get(newest, {}) if newest else {}
    texts = tables.rows["ruling_texts"]
    en_texts = {t["ruling_id"]: t["text"] for t in texts if t["lang"] == "en"}
    preds, predicates, examples, curated, problems = predicate_rows(en_texts, set(rule_texts), newest)
    tables.rows["predicates"] += predicates
    tables.rows["examples"] += examples
    cited: dict[str, list[str]] = {}
    for (rid, name) in curated:
        cited.setdefault(name, []).append(en_texts[rid])
    linker = build_linker(preds, cited, rule_texts)
    for (rid, name), evidence in sorted(curated.items()):
        tables.add("ruling_predicates", ruling_id=rid, predicate=name, method="curated", evidence=evidence, score=None)
    for t in sorted(texts, key=lambda t: (t["ruling_id"], t["lang"] != "en")):
        if t["lang"] != "en" and t["ruling_id"] in en_texts:
            continue  # a translation of a known EN ruling: the EN text is linked
        for link in linker.link(t["text"], t["lang"]):
            if (t["ruling_id"], link.predicate) not in curated:
                curated[(t["ruling_id"], link.predicate)] = link.evidence
                tables.add("ruling_predicates", ruling_id=t["ruling_id"], predicate=link.predicate,
                           method=link.method, evidence=link.evidence, score=link.score)
    for excerpt in tables.rows["cr_excerpts"]:
        if excerpt["rule_number"] is None:
            continue
        for name, pred in preds.items():
            methods = [m for c in pred.cr_rules if (m := excerpt_method(excerpt["rule_number"], c))]
            if methods:
                tables.add("excerpt_predicates", document_id=excerpt["document_id"], line=excerpt["line"],
                           predicate=name, method=sorted(methods)[0])
    return problems
