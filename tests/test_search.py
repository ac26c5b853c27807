"""One search over rulings (EN/FR/JA), card names, CR rules and glossary: recall, folding, safety."""
import asyncio

import pytest
from datasette.app import Datasette

from kb.search import fts_query, search, snippet
from mtg.search_text import index_form
from mtg.paths import TEMPLATES
from kb.site import METADATA

JA_WORDS = ["部屋", "開放", "墓地", "戦場", "ドア", "能力", "パーティー", "出来事", "コピー", "呪文", "マナ総量", "役割"]
JUNK = ["can't", "unlock OR", "-unlock", '"', "'", "unlock*", "NEAR(a b)", "select * from rulings; --",
        "<script>alert(1)</script>", "x" * 2000, "\x00\x01", "{U}{4}", "^*:()", "部", "  "]


@pytest.fixture(scope="module")
def ds(built):
    import yaml

    return Datasette([], immutables=[str(built[1])], template_dir=str(TEMPLATES),
                     metadata=yaml.safe_load(METADATA.read_text()))


def found(ds, q, **params):
    response = asyncio.run(ds.client.get("/-/search.json", params={"q": q, **params}))
    assert response.status_code == 200
    return response.json()["results"]


def all_rulings(built, q):
    """Every ruling a search for q finds (all pages)."""
    ds = Datasette([], immutables=[str(built[1])])
    return {r.id for r in asyncio.run(search(ds.get_database(), q, kind="ruling", limit=10_000))}


@pytest.mark.parametrize("word", JA_WORDS)
def test_japanese_finds_every_ruling_whose_text_contains_the_word(built, db, word):
    expected = {r[0] for r in db.execute("select ruling_id from ruling_texts where instr(text, ?)", [word])}
    assert expected, word
    assert all_rulings(built, word) == expected


def test_french_folds_accents_and_case_and_english_is_stemmed(built, db):
    accented = {r[0] for r in db.execute("select ruling_id from ruling_texts where text like '%déverrouiller%'")}
    assert accented and accented <= all_rulings(built, "DEVERROUILLER")
    unlock = {r[0] for r in db.execute("select ruling_id from ruling_texts where lang = 'en' and text like '%unlock%'")}
    assert unlock <= all_rulings(built, "unlocking") | all_rulings(built, "unlocked")
    assert all_rulings(built, "unlocking") == all_rulings(built, "unlock")


def test_a_hit_in_any_language_is_one_result_per_ruling(ds):
    results = found(ds, "部屋", type="ruling")
    assert len({r["id"] for r in results}) == len(results)
    assert all(r["url"].endswith("/rulings/" + r["id"]) and r["lang"] == "ja" for r in results)


def test_cards_are_found_by_their_french_and_japanese_names(ds):
    fr = found(ds, "Piscine sans fond", type="card")
    ja = found(ds, "倍増", type="card")
    assert [r["title"] for r in fr] == ["Bottomless Pool // Locker Room"]
    assert "<mark>Piscine</mark>" in fr[0]["snippet"] and fr[0]["lang"] == "fr"
    assert [r["title"] for r in ja] == ["Doubling Season"] and "<mark>倍増</mark>" in ja[0]["snippet"]


def test_rules_and_glossary_are_found(ds):
    assert found(ds, "309.2a", type="rule")[0]["id"] == "309.2a"
    assert "Room" in {r["id"] for r in found(ds, "room", type="glossary")}


@pytest.mark.parametrize("q", JUNK)
def test_any_query_answers_200_never_an_error(ds, q):
    for path in ("/-/search.json", "/-/search"):
        response = asyncio.run(ds.client.get(path, params={"q": q}))
        assert response.status_code == 200, (path, q)
    assert "<script>alert" not in asyncio.run(ds.client.get("/-/search", params={"q": q})).text


def test_queries_are_never_fts_syntax():
    assert fts_query("unlock OR -lock") == '"unlock" AND "lock"'
    assert fts_query("部屋を") == '"部屋 屋を"'
    assert fts_query('"') is None and fts_query("") is None
    assert index_form("部屋を開放") == " 部屋 屋を を開 開放 "


def test_snippets_are_escaped_and_highlight_the_words():
    html = snippet("<b>Bottomless Pool</b> can be unlocked; déverrouillez-la.", "unlock deverrouiller")
    assert html.startswith("&lt;b&gt;") and "<mark>unlocked</mark>" in html and "<mark>déverrouillez</mark>" in html
