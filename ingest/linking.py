"""The build step that links rulings and CR excerpts to predicates and runs every example."""
from __future__ import annotations

from pathlib import Path

from ingest.background import SharedWork
from ingest.cr_excerpts import CrIndex
from ingest.linker import Link, PredicateLinker
from ingest.predicates import example_citations, predicate_rows
from ingest.records import Problem, Tables
from ingest.memo import Memo, fingerprint
from mtg.code_version import code_version
from ingest.terms import load_terms
from mtg.terms import Term
from kb.rules.registry import Predicate, all_predicates

INGEST = Path(__file__).resolve().parent
PARALLEL_LINKS = 1000  # from this many texts to link, a forked worker shares them
LINK_CHUNK = 250
LINKER_CODE = (INGEST / "linker.py", INGEST / "mechanics.py", INGEST / "terms.py", INGEST.parent / "mtg")


def build_linker(preds: dict[str, Predicate], cited: dict[str, list[str]], rule_texts: dict[str, str],
                 terms: list[Term] | None = None, **tuning: float) -> PredicateLinker:
    """A linker whose predicate profiles have as parts: name and doc, each cited ruling, each implemented CR rule."""
    profiles = {}
    for name, pred in preds.items():
        texts = cited.get(name, [])
        # a cited ruling this build does not hold still lends the words its example quotes
        quotes = {e.quote for e in pred.examples if e.ruling and not any(e.quote in text for text in texts)}
        parts = [f"{name.replace('_', ' ')}\n{pred.doc}", *texts, *sorted(quotes)]
        parts += [rule_texts.get(number, "") for number in pred.cr_rules]
        profiles[name] = (pred.mechanic, parts)
    cues = {name: pred.cues for name, pred in preds.items() if pred.cues}
    return PredicateLinker(profiles, load_terms() if terms is None else terms, cues, **tuning)


def excerpt_method(excerpt: str, cited: str) -> str | None:
    """How a predicate citing CR `cited` covers an excerpt of CR `excerpt`, if it does."""
    if cited == excerpt:
        return "cites"
    if excerpt.startswith(cited + ".") or (excerpt[:-1] == cited and excerpt[-1].isalpha()):
        return "cites_parent"
    if cited.startswith(excerpt + ".") or (cited[:-1] == excerpt and cited[-1].isalpha()):
        return "cites_subrule"
    return None


class PredicateLinks:
    """The predicates, their examples (run now), curated and inferred ruling links and excerpt links: begun once the
    ruling texts are in (a forked worker links them from then on, while the build reads the cards they name),
    added to the tables by finish().

    A text's inferred links come from the cache when an earlier build linked it with the same linker.
    """

    def __init__(self, tables: Tables, index: CrIndex, terms: list[Term] | None = None,
                 cache: Path | None = None) -> None:
        """Run the examples, make the linker, and start linking the texts no earlier build linked."""
        self.tables = tables
        newest = index.versions[0] if index.versions else None
        rule_texts = index.rules.get(newest, {}) if newest else {}
        texts = tables.rows["ruling_texts"]
        en_texts = {t["ruling_id"]: t["text"] for t in texts if t["lang"] == "en"}
        self.preds = all_predicates()
        self.curated = example_citations(self.preds, en_texts)
        cited: dict[str, list[str]] = {}
        for (rid, name) in self.curated:
            cited.setdefault(name, []).append(en_texts[rid])
        linker = build_linker(self.preds, cited, rule_texts, terms)
        self.memo = Memo(cache, "links", fingerprint(code_version(LINKER_CODE), linker.fingerprint()), list[Link])
        filed: dict[str, dict[str, str]] = {}  # the mechanics each ruling's text was filed under (rulings.py)
        for m in tables.rows["ruling_mechanics"]:
            filed.setdefault(m["ruling_id"], {})[m["mechanic"]] = m["evidence"]
        wanted = self.wanted = [
            t for t in sorted(texts, key=lambda t: (t["ruling_id"], t["lang"] != "en"))
            if not (t["lang"] != "en" and t["ruling_id"] in en_texts)  # a translation: its EN text is linked
            and not (t["lang"] == "en" and t["ruling_id"] not in filed)]  # filed under no modelled mechanic:
        # the linker would find nothing (linker.link). Texts no earlier build linked are linked on both cores.
        self.unseen = [i for i, t in enumerate(wanted) if not self.memo.has((t["text"], t["lang"]))]

        def link_some(some: list[int]) -> list[list[Link]]:
            return [linker.link(wanted[i]["text"], wanted[i]["lang"], filed.get(wanted[i]["ruling_id"], {}))
                    for i in some]
        self.link_some = link_some
        self.work = SharedWork(link_some, self.unseen, LINK_CHUNK, "linking rulings") \
            if len(self.unseen) >= PARALLEL_LINKS else None
        predicates, examples, self.problems = predicate_rows(self.preds, en_texts, rule_texts, newest)  # as it links
        tables.rows["predicates"] += predicates
        tables.rows["examples"] += examples

    def finish(self) -> list[Problem]:
        """Link what is left (with the worker, if any), add the links' rows and the excerpts'; the problems found."""
        tables, curated = self.tables, dict(self.curated)
        computed = dict(zip(self.unseen, self.work.finish()[0] if self.work else self.link_some(self.unseen)))
        for (rid, name), evidence in sorted(curated.items()):
            tables.add("ruling_predicates", ruling_id=rid, predicate=name, method="curated", evidence=evidence,
                       score=None)
        for i, t in enumerate(self.wanted):
            for link in self.memo.get((t["text"], t["lang"]), lambda: computed[i]):
                if (t["ruling_id"], link.predicate) not in curated:
                    curated[(t["ruling_id"], link.predicate)] = link.evidence
                    tables.add("ruling_predicates", ruling_id=t["ruling_id"], predicate=link.predicate,
                               method=link.method, evidence=link.evidence, score=link.score)
        for excerpt in tables.rows["cr_excerpts"]:
            if excerpt["rule_number"] is None:
                continue
            for name, pred in self.preds.items():
                methods = [m for c in pred.cr_rules if (m := excerpt_method(excerpt["rule_number"], c))]
                if methods:
                    tables.add("excerpt_predicates", document_id=excerpt["document_id"], line=excerpt["line"],
                               predicate=name, method=sorted(methods)[0])
        self.memo.save()
        return self.problems


def curated_texts(conn) -> dict[str, list[str]]:
    """Predicate -> the EN texts of the rulings its examples cite, from a kb.db connection."""
    cited: dict[str, list[str]] = {}
    for name, text in conn.execute("""select p.predicate, t.text from ruling_predicates p join ruling_texts t
            on t.ruling_id = p.ruling_id and t.lang = 'en' where p.method = 'curated' order by 1, 2"""):
        cited.setdefault(name, []).append(text)
    return cited


def linker_from_db(conn, cited: dict[str, list[str]] | None = None, terms: list[Term] | None = None,
                   **tuning: float) -> PredicateLinker:
    """The linker as a build made it, rebuilt from a kb.db connection (for evaluation, tuning and patching);
    terms: the build's terminology (default: the shipped one)."""
    rule_texts = dict(conn.execute("select number, text from rules where cr_version = "
                                   "(select max(cr_version) from cr_editions)"))
    return build_linker(all_predicates(), curated_texts(conn) if cited is None else cited, rule_texts, terms,
                        **tuning)
