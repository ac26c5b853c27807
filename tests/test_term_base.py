"""The term base: attested renderings mined from official card texts, shipped as data, loaded by the build, shown on a
page, and used by the checks (beside the curated terms, never against them)."""
import csv
import random
import sqlite3

import pytest

from conftest import MTGJSON_SETS
from ingest.build import build
from ingest.records import TermRendering
from ingest.term_base import FIELDS, Corpus, mine, recurring_phrases
from ingest.terms import TERM_BASE_FILE, load_terms, with_term_base
from mtg.terms import Term


@pytest.fixture(scope="module")
def real(tmp_path_factory):
    """Kaldheim and Strixhaven as MTGJSON published them, built with the CR (for the glossary)."""
    sets = [MTGJSON_SETS / "KHM.json", MTGJSON_SETS / "STX.json"]
    if not all(p.exists() for p in sets):
        pytest.skip(f"the real MTGJSON sets are not at {MTGJSON_SETS} (RULINGS_KB_SHARED)")
    out = tmp_path_factory.mktemp("terms") / "kb.db"
    build([*sets, MTGJSON_SETS.parents[2] / "cr"], out)
    return sqlite3.connect(out)


@pytest.mark.slow  # a real set built and read whole: run by .ci/run's slow step
def test_keywords_and_phrases_are_mined_from_real_official_texts(real):
    rng = random.Random(0)
    fr, ja = Corpus.read(real, "fr"), Corpus.read(real, "ja")
    assert len(fr.en) > 400 and len(ja.en) > 400
    best = {(c.lang, en): mine(c, en, "glossary", rng)[0] for c in (fr, ja) for en in
            ("flying", "trample", "until end of turn", "graveyard", "foretell")}
    assert best["fr", "flying"].rendering == "vol" and best["ja", "flying"].rendering == "飛行"
    assert best["fr", "until end of turn"].rendering == "jusqu'à la fin du tour"
    assert best["ja", "until end of turn"].rendering == "ターン終了時まで"
    assert best["fr", "graveyard"].rendering == "cimetière" and best["ja", "graveyard"].rendering == "墓地"
    assert best["fr", "foretell"].rendering == "prédiction" and best["ja", "foretell"].rendering == "予顕"
    flying = best["fr", "flying"]
    assert flying.attested <= flying.texts and len(flying.examples) == 3 and flying.dice > 0.9
    assert "until end of turn" in recurring_phrases(fr, least=20)


def test_the_shipped_term_base_is_read_by_the_build_row_for_row(db):
    with TERM_BASE_FILE.open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert tuple(rows[0]) == FIELDS and len(rows) > 1000
    assert db.execute("select count(*) from term_renderings").fetchone()[0] == len(rows)
    exert = dict(((r["lang"], r["rendering"]), int(r["attested"])) for r in rows if r["en"] == "Exert")
    assert exert[("fr", "surmener")] > 20 and exert[("ja", "督励")] > 20
    glossary = {r["en"] for r in rows if r["kind"] == "glossary"}
    assert len(glossary) > 400 and {"Devotion", "Suspend", "Morph", "Owner", "Opponent"} <= glossary


def rendering(en, lang, text, attested=50, texts=50, dice=1.0, kind="glossary"):
    return TermRendering(1, en, kind, lang, text, attested, texts, dice, [])


def test_the_checks_take_attested_renderings_beside_curated_terms_never_against_them():
    curated = [Term("Monster", "", "", "Role token name", "", ""),
               Term("mana value", "valeur de mana", "マナ総量", "CR 202.3", "", "", "coût converti de mana", ""),
               Term("battlefield", "champ de bataille", "戦場", "zone", "", ""),
               Term("Whenever", "À chaque fois que", "たび", "template: triggered ability", "", "")]
    base = [rendering("Monster", "fr", "monstre"), rendering("mana value", "fr", "converti"),
            rendering("enters the battlefield", "fr", "arrive"), rendering("battlefield", "fr", "arrive"),
            rendering("Whenever", "fr", "chaque fois"), rendering("Monster", "ja", "怪物", attested=2)]
    merged = {t.en: t for t in with_term_base(curated, base)}
    assert merged["Monster"].also("fr") == ("monstre",) and merged["Monster"].also("ja") == ()  # 2 texts: too few
    assert merged["mana value"].also("fr") == ()  # part of a forbidden rendering
    assert merged["battlefield"].also("fr") == ()  # "enters the battlefield" is what « arrive » renders
    assert merged["Whenever"].also("fr") == ()  # a template has one wording
    shipped = {t.en: t for t in load_terms()}
    assert shipped["exert"].fr == "surmener" and "épuiser" in shipped["exert"].forbidden("fr")


@pytest.mark.slow  # a real set built and read whole: run by .ci/run's slow step
def test_every_glossary_term_printed_on_real_cards_gets_a_rendering(real):
    from ingest.term_base import terms_to_mine

    rng = random.Random(0)
    for lang in ("fr", "ja"):
        corpus = Corpus.read(real, lang)
        printed = [en for en, _ in terms_to_mine(real, []) if corpus.with_en(en)]
        missing = [en for en in printed if not mine(corpus, en, "glossary", rng)]
        assert len(printed) > 100 and missing == [], (lang, missing)
