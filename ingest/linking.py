"""The build step that links rulings and CR excerpts to predicates and runs every example."""
from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from ingest.background import Background, SharedWork, afterwards
from ingest.cr_excerpts import CrIndex
from ingest.exemplars import load_exemplars
from ingest.hand_labels import load_hand_labels
from ingest.link_model import load_link_model
from ingest.linker import Link, PredicateLinker, cue_needles
from ingest.mechanics import mechanics_in
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
LINKER_CODE = (INGEST / "linker.py", INGEST / "mechanics.py", INGEST / "terms.py", INGEST / "exemplars.py",
               INGEST / "link_model.py", INGEST / "hand_labels.py", INGEST.parent / "mtg")


def build_linker(preds: dict[str, Predicate], cited: dict[str, list[str]], rule_texts: dict[str, str],
                 terms: list[Term] | None = None, modelled: bool = True, labelled: bool = False,
                 **tuning: float) -> PredicateLinker:
    """A linker whose predicate profiles have as parts: name and doc, each cited ruling, each implemented CR rule;
    modelled: with the shipped link model (bench/link_model.py learns without it); labelled: with the shipped hand
    labels, as the build links (evaluation measures what the linker infers, without them)."""
    profiles = {}
    for name, pred in preds.items():
        texts = cited.get(name, [])
        # a cited ruling this build does not hold still lends the words its example quotes
        quotes = {e.quote for e in pred.examples if e.ruling and not any(e.quote in text for text in texts)}
        parts = [f"{name.replace('_', ' ')}\n{pred.doc}", *texts, *sorted(quotes)]
        parts += [rule_texts.get(number, "") for number in pred.cr_rules]
        profiles[name] = (pred.mechanic, parts)
    cues = {name: pred.cues for name, pred in preds.items() if pred.cues}
    known = preds.keys()
    exemplars = [e for e in load_exemplars() if known >= set(e.predicates)]  # a build of some predicates only
    return PredicateLinker(profiles, load_terms() if terms is None else terms, cues, exemplars,
                           load_link_model() if modelled else None, load_hand_labels() if labelled else None,
                           **tuning)


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
    """The predicates, their examples, curated and inferred ruling links and excerpt links.

    Begun before the rulings are read: start() makes the linker from the EN texts the examples cite, and link() is
    the work on one EN text that the shared reading of EN texts does (ingest/rulings.EnTextWork), so the texts are
    linked on both cores while their ids and places are given. finish() links what is left (texts with no EN
    ruling), runs the examples and adds the rows. A text's links come from the cache when an earlier build linked
    it with the same linker.
    """

    def __init__(self, index: CrIndex, terms: list[Term] | None = None, cache: Path | None = None) -> None:
        """For a build with this CR index, terminology and cache folder."""
        self.newest = index.versions[0] if index.versions else None
        self.rule_texts = index.rules.get(self.newest, {}) if self.newest else {}
        self.terms, self.cache = terms, cache
        self.preds = all_predicates()
        self.computed: dict[str, list[Link] | None] = {}

    def start(self, en_texts: dict[str, str]) -> Callable[[str], tuple[list[tuple[str, str]], list[Link] | None]]:
        """Make the linker (its profiles hold the EN texts the examples cite); the work on one EN text."""
        self.curated = example_citations(self.preds, en_texts)
        cited: dict[str, list[str]] = {}
        for (rid, name) in self.curated:
            cited.setdefault(name, []).append(en_texts[rid])
        self.linker = build_linker(self.preds, cited, self.rule_texts, self.terms, labelled=True)
        self.linker.reading  # noqa: B018 - made now, before the reading's worker forks, not in each process
        self.memo = Memo(self.cache, "links", fingerprint(code_version(LINKER_CODE), self.linker.fingerprint()),
                         list[Link])
        return self.file_and_link

    def file_and_link(self, text: str) -> tuple[list[tuple[str, str]], list[Link] | None]:
        """An EN text's mechanics (mechanics_in's) and links (None: linked by an earlier build). A text filed under no
        mechanic is linked too: a predicate's cue may find it ("Cleaver Riot affects only creatures you control at the
        time it resolves")."""
        if self.memo.has((text, "en")):
            return mechanics_in(text), None
        return self.linker.file_and_link(text)

    def take(self, results: dict[str, list[Link] | None]) -> None:
        """The links the reading found, by EN text."""
        self.computed = results

    def finish(self, tables: Tables) -> list[Problem]:
        """Link what is left (on both cores when there is much), run the examples (on the second core, while this one
        adds the links), add the rows; the problems."""
        texts = tables.rows["ruling_texts"]
        en_texts = {t["ruling_id"]: t["text"] for t in texts if t["lang"] == "en"}
        def run_examples() -> tuple[list[dict], list[dict], list[Problem]]:
            return predicate_rows(self.preds, en_texts, self.rule_texts, self.newest)
        examples_run = Background(run_examples, "running the worked examples")
        wanted = [t for t in sorted(texts, key=lambda t: (t["ruling_id"], t["lang"] != "en"))
                  if not (t["lang"] != "en" and t["ruling_id"] in en_texts)]  # a translation: its EN text is linked
        # Texts neither the reading nor an earlier build linked: here.
        computed = {(text, "en"): links for text, links in self.computed.items() if links is not None}
        unseen = [t for t in wanted
                  if (t["text"], t["lang"]) not in computed and not self.memo.has((t["text"], t["lang"]))]
        linker = self.linker
        filed: dict[str, dict[str, str]] = {}  # the mechanics each unseen text's ruling was filed under (rulings.py)
        for m in tables.rows["ruling_mechanics"] if unseen else ():  # (most builds have none: 37,000 rows unread)
            filed.setdefault(m["ruling_id"], {})[m["mechanic"]] = m["evidence"]

        def link_some(some: list[dict]) -> list[list[Link]]:
            return [linker.link(t["text"], t["lang"], filed.get(t["ruling_id"], {})) for t in some]
        work = SharedWork(link_some, unseen, LINK_CHUNK, "linking rulings") if len(unseen) >= PARALLEL_LINKS else None
        computed |= {(t["text"], t["lang"]): links for t, links in
                     zip(unseen, work.finish()[0] if work else link_some(unseen))}
        curated = dict(self.curated)
        for (rid, name), evidence in sorted(curated.items()):
            tables.add("ruling_predicates", ruling_id=rid, predicate=name, method="curated", evidence=evidence,
                       score=None)
        for t in wanted:
            key = (t["text"], t["lang"])
            for link in self.memo.get(key, lambda: computed[key]):
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
        predicates, examples, problems = examples_run.result_or(run_examples)
        tables.rows["predicates"] += predicates
        tables.rows["examples"] += examples
        # each cue with its needles, for a patch to see at once whether a new ruling can be cued (ingest/patch.py)
        tables.add("build_info", key="cue_needles", value=json.dumps(cue_needles(self.linker.cues)))
        afterwards(self.memo.save, "saving the links to the cache")  # by the second core, while the database is written
        return problems


def curated_texts(conn) -> dict[str, list[str]]:
    """Predicate -> the EN texts of the rulings its examples cite, from a kb.db connection."""
    cited: dict[str, list[str]] = {}
    for name, text in conn.execute("""select p.predicate, t.text from ruling_predicates p join ruling_texts t
            on t.ruling_id = p.ruling_id and t.lang = 'en' where p.method = 'curated' order by 1, 2"""):
        cited.setdefault(name, []).append(text)
    return cited


def linker_from_db(conn, cited: dict[str, list[str]] | None = None, terms: list[Term] | None = None,
                   modelled: bool = True, labelled: bool = False, **tuning: float) -> PredicateLinker:
    """The linker as a build made it, rebuilt from a kb.db connection (for evaluation, tuning and patching);
    terms: the build's terminology (default: the shipped one); modelled, labelled: as build_linker's (a patch
    links as the build does: labelled)."""
    rule_texts = dict(conn.execute("select number, text from rules where cr_version = "
                                   "(select max(cr_version) from cr_editions)"))
    return build_linker(all_predicates(), curated_texts(conn) if cited is None else cited, rule_texts, terms,
                        modelled, labelled, **tuning)
