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


# --- search as people type it (issue 23): names first, typos, filters, FR/JA reaching terms, counts -------------

def answer(ds, q, **params):
    response = asyncio.run(ds.client.get("/-/search.json", params={"q": q, **params}))
    assert response.status_code == 200
    return response.json()


def test_an_exact_card_name_comes_first_and_a_typo_is_offered_its_card(ds):
    exact = answer(ds, "Questing Druid // Seek the Beast")
    assert exact["results"][0]["type"] == "card" and exact["results"][0]["title"] == "Questing Druid // Seek the Beast"
    assert asyncio.run(ds.client.get(exact["results"][0]["url"])).status_code == 200
    for typo, card in (("Botomless Pool", "Bottomless Pool // Locker Room"),
                       ("Questin Druid", "Questing Druid // Seek the Beast")):
        assert card in [s["text"] for s in answer(ds, typo)["suggestions"]], typo
    assert "did you mean" in asyncio.run(ds.client.get("/-/search", params={"q": "Botomless Pool"})).text.lower()


def test_scryfall_filters_choose_cards_and_highlight_their_values_not_the_key(ds):
    room = answer(ds, "t:room")
    assert [r["title"] for r in room["results"]] == ["Bottomless Pool // Locker Room"]
    assert "<mark>Room</mark>" in room["results"][0]["snippet"] and "<mark>t" not in room["results"][0]["snippet"]
    assert [r["type"] for r in answer(ds, "o:unlock")["results"]] == ["card"]
    assert answer(ds, "t:room -t:enchantment")["count"] == 0
    assert answer(ds, "foo:bar")["not_understood"] == ["foo:bar"]


def test_ruling_filters_choose_rulings(ds, db):
    rulings = answer(ds, "mechanic:room", type="ruling")
    in_db = db.execute("select count(*) from ruling_mechanics where mechanic = 'room'").fetchone()[0]
    assert rulings["counts"]["ruling"] == in_db and rulings["results"]
    dated = answer(ds, "date:2024 mechanic:room", type="ruling")["results"]
    assert dated and all(r["type"] == "ruling" for r in dated)
    assert answer(ds, "rule:709.5", type="rule")["results"][0]["id"].startswith("709.5")
    fr = answer(ds, "lang:fr déverrouiller", type="ruling")["results"]
    assert fr and all(r["lang"] == "fr" for r in fr)


@pytest.mark.parametrize("q, lang", [("Pièce", "fr"), ("部屋", "ja")])
def test_french_and_japanese_words_reach_the_glossary_and_the_mechanic(ds, q, lang):
    found = answer(ds, q, _lang=lang)
    assert {("mechanic", "room"), ("glossary", "Room")} <= {(r["type"], r["id"]) for r in found["results"]}


def test_a_forbidden_rendering_points_to_the_official_term(ds):
    assert answer(ds, "扉")["official"]["text"] == "ドア"


def test_rulings_are_not_buried_under_rules_and_every_kind_is_counted(ds):
    found = answer(ds, "can't")
    kinds = [r["type"] for r in found["results"]]
    assert "ruling" in kinds and kinds.index("ruling") < kinds.index("rule")
    assert found["count"] == sum(found["counts"].values()) and found["counts"]["rule"] > 20
    page = asyncio.run(ds.client.get("/-/search", params={"q": "can't"})).text
    assert f'{found["counts"]["rule"]} rules' in page


def test_katakana_is_highlighted_and_titles_speak_the_readers_language(ds):
    party = answer(ds, "パーティー", type="ruling", _lang="ja")["results"]
    assert party and all("<mark>パーティー</mark>" in r["snippet"] for r in party)
    assert all("年" in r["title"] for r in party)  # 2020年9月25日, not 2020-09-25
    assert answer(ds, "倍増の季節", type="card", _lang="ja")["results"][0]["title"] == "倍増の季節"


def test_card_names_complete_as_they_are_typed(ds):
    names = asyncio.run(ds.client.get("/-/complete.json", params={"q": "bottom"})).json()
    assert names and names[0]["name"].startswith("Bottomless Pool") and names[0]["url"].startswith("/kb/cards/")
    assert any(n["lang"] == "ja" for n in asyncio.run(ds.client.get("/-/complete.json", params={"q": "倍増"})).json())
    assert asyncio.run(ds.client.get("/-/complete.json", params={"q": ""})).json() == []


def test_the_results_page_has_its_title_heading_form_and_groups(ds):
    page = asyncio.run(ds.client.get("/-/search", params={"q": "can't"})).text
    assert page.count("<h1") == 1 and "<title>can&#39;t – " in page and 'role="search"' in page
    assert page.index("<h1") < page.index('class="search-count"') < page.index('class="search-group"')
