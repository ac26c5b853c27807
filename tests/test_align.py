"""Translated pages aligned to their EN rulings: by the evidence of each pair, and by the page's order."""
import sqlite3

import pytest

from ingest.align import Aligner, EnRuling, _monotonic
from ingest.build import DATA_DIR, build
from ingest.terms import load_terms

# Four Room rulings of 2024-09-20 (seed page 000), translated by hand; none has a digit.
ROOM_RULINGS = {
    "rfb800f35c7020cd": "Chaque carte Pièce a deux noms. Si un effet vous demande de choisir un nom de carte, vous "
                        "pouvez choisir l'un de ces noms, mais pas les deux.",
    "rcc7df39b86efc33": "Si une Pièce arrive depuis une zone autre que la pile, elle arrive avec ses deux moitiés "
                        "verrouillées.",
    "rea2dc01d9119eb0": "Chaque carte Pièce est une seule carte. Par exemple, si vous défaussez une carte Pièce, vous "
                        "avez défaussé une carte, pas deux. Si un effet compte le nombre de cartes d'enchantement "
                        "dans votre cimetière, Piscine sans fond // Vestiaire compte une fois, pas deux.",
    "rc4641354f670a00": "Si aucun accès d'une Pièce n'est déverrouillé, c'est un enchantement Pièce sans nom et "
                        "sans capacité.",
}
EXTRA = "Verrouiller un accès ne fait pas quitter le champ de bataille à la Pièce."  # translates no EN ruling


def page(texts: list[str]) -> str:
    """A French ruling page of 20 September 2024 carrying these texts."""
    return "".join(f"20 septembre 2024 · source : wotc\n{t}\n" for t in texts)


@pytest.fixture(scope="module")
def aligned(tmp_path_factory):
    """Build the seeds, the CR and the terms (no PO drafts) with one French page: text -> (ruling id, en_missing)."""
    folder = tmp_path_factory.mktemp("fr")
    (folder / "pieces.txt").write_text(page([*ROOM_RULINGS.values(), EXTRA]), encoding="utf-8")
    out = folder / "kb.db"
    build([DATA_DIR / "sources", DATA_DIR / "cr", DATA_DIR / "terms", folder], out)
    rows = sqlite3.connect(out).execute("select t.text, t.ruling_id, r.en_missing from ruling_texts t "
                                        "join rulings r on r.id = t.ruling_id where t.lang = 'fr'")
    return {text: (rid, missing) for text, rid, missing in rows}


def test_a_page_without_numbers_joins_its_en_rulings(aligned):
    """The issue's case: four texts of one date, three without numbers, all attached to their EN originals."""
    for rid, text in ROOM_RULINGS.items():
        assert aligned[text] == (rid, 0)


def test_a_text_that_translates_no_ruling_stays_apart(aligned):
    rid, missing = aligned[EXTRA]
    assert missing == 1 and rid not in ROOM_RULINGS


def test_order_decides_what_the_words_cannot():
    """Two texts each as good for two rulings: only the order-keeping alignment exists, so it is chosen."""
    assert _monotonic([[1.0, 1.0], [1.0, 1.0]]) == [0, 1]


def test_no_pair_is_kept_when_another_alignment_is_as_good():
    """One text, two equally good rulings: neither clearly wins."""
    assert _monotonic([[1.0, 1.0]]) == [None]
    assert _monotonic([[2.0, 0.5]]) == [0]


def test_a_pair_that_breaks_the_order_gives_way_to_the_page():
    """Text 2 looks most like ruling 1, but texts 1 and 3 are surely rulings 1 and 3: text 2 is ruling 2."""
    gain = [[5.0, None, None], [1.2, 1.0, None], [None, None, 5.0]]
    assert _monotonic(gain) == [0, 1, 2]


def test_draft_likeness_and_cards_are_evidence():
    aligner = Aligner(tuple(load_terms()), lambda oid: {"en": ("Bottomless Pool",), "fr": ("Bassin sans fond",)}
                      if oid == "pool" else {})
    aligner.add(EnRuling("a", "2024-09-20", "Consider only the characteristics of Bottomless Pool to determine "
                                            "whether you may cast it.", (1, 1), frozenset({"pool"})))
    door = "Ne prenez en compte que les caractéristiques de l'accès que vous lancez pour déterminer si vous pouvez le lancer."
    aligner.add(EnRuling("b", "2024-09-20", "Consider only the characteristics of the door you're casting to "
                                            "determine whether you may cast it.", (1, 2), frozenset(), {"fr": door}))
    pool = "Ne prenez en compte que les caractéristiques de Bassin sans fond pour déterminer si vous pouvez la lancer."
    assert aligner.align_page([(pool, "2024-09-20", "fr")]) == ["a"]  # it names the card ruling a names
    assert aligner.align_page([(door, "2024-09-20", "fr")]) == ["b"]  # it is ruling b's draft
    assert aligner.align_page([(door, "2023-01-01", "fr")]) == [None]  # no EN ruling of that date


def built_both_ways(monkeypatch, tmp_path, module, knob: str, parallel_from: int, query: str) -> tuple[list, list]:
    """query's rows after building the seeds with the tuning pages, the work shared by two processes, then one."""
    pages = DATA_DIR.parent / "bench" / "eval" / "align_tune"
    rows = []
    for threshold in (parallel_from, 10**9):
        monkeypatch.setattr(module, knob, threshold)
        out = tmp_path / f"kb-{threshold}.db"
        build([DATA_DIR / "sources", DATA_DIR / "cr", DATA_DIR / "terms", pages], out)
        rows.append(sqlite3.connect(out).execute(query).fetchall())
    return rows[0], rows[1]


@pytest.mark.slow  # builds the data more than once (3-5 s): .ci/run's slow step
@pytest.mark.usefixtures("two_cores")
def test_pages_aligned_by_a_worker_give_the_same_rulings(monkeypatch, tmp_path):
    """On two cores a forked worker and the build share the pages; the rulings are the same as aligned in one process."""
    import ingest.rulings

    shared, alone = built_both_ways(monkeypatch, tmp_path, ingest.rulings, "PARALLEL_PAGES", 2,
                                    "select t.ruling_id, t.lang, t.text, r.en_missing from ruling_texts t "
                                    "join rulings r on r.id = t.ruling_id order by 1, 2, 3")
    assert shared == alone and sum(missing for *_, missing in shared) < len(shared)


@pytest.mark.slow  # builds the data more than once (3-5 s): .ci/run's slow step
@pytest.mark.usefixtures("two_cores")
def test_checks_shared_by_two_processes_give_the_same_findings(monkeypatch, tmp_path):
    """Chunks of one ruling, claimed by the worker and the build in turn, give the findings of one chunk checked
    by the worker alone."""
    import ingest.translations

    shared, alone = built_both_ways(monkeypatch, tmp_path, ingest.translations, "QA_CHUNK", 1,
                                    "select * from qa_findings order by id")
    assert shared == alone and shared


@pytest.mark.slow  # builds the data more than once (3-5 s): .ci/run's slow step
def test_the_build_checks_the_chunks_its_worker_has_not_claimed(monkeypatch, tmp_path):
    """A worker that has claimed nothing by write time (here: started only when asked) leaves every chunk to the
    build, and the findings are the same as the worker's alone."""
    import ingest.background
    import ingest.translations
    from ingest.background import Background

    class Late(Background):
        def __init__(self, work, label, niceness=0):
            self.work, self.label, self._process = work, label, None

        def result(self):
            return self.work()
    monkeypatch.setattr(ingest.translations, "QA_CHUNK", 3)
    query = "select * from qa_findings order by id"
    alone = built_both_ways(monkeypatch, tmp_path, ingest.translations, "QA_CHUNK", 10**9, query)[0]
    monkeypatch.setattr(ingest.background, "Background", Late)
    by_build = built_both_ways(monkeypatch, tmp_path / "late", ingest.translations, "QA_CHUNK", 3, query)[0]
    assert by_build == alone and alone
