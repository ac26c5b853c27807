"""Every page kind has an index and a .json form; names in any script or accent answer in every address; the
chrome and the 404 page speak the reader's language; canned queries take any text."""
import asyncio
import sqlite3

import pytest
from datasette.app import Datasette

from kb.site import METADATA
from mtg.paths import TEMPLATES


@pytest.fixture(scope="module")
def site(built):
    """One Datasette over the shipped build, as `rulings-kb serve` configures it; get(path) answers a page."""
    ds = Datasette([], immutables=[str(built[1])], template_dir=str(TEMPLATES),
                   metadata=__import__("yaml").safe_load(METADATA.read_text()))
    return lambda path: asyncio.run(ds.client.get(path))


@pytest.mark.parametrize("path, heading", [("/cards", "Cards"), ("/rulings", "Rulings"), ("/glossary", "Glossary"),
                                           ("/mechanics", "Mechanics"), ("/predicates", "Predicates"),
                                           ("/documents", "Documents"), ("/cr", "Comprehensive Rules")])
def test_each_index_answers_in_html_and_json(site, path, heading):
    page = site(path)
    assert page.status_code == 200 and page.text.count("<h1") == 1 and "<main" in page.text
    assert heading.lower() in page.text.lower()
    as_json = site(path + ".json")
    assert as_json.status_code == 200 and as_json.headers["content-type"].startswith("application/json")
    assert as_json.json()


def test_the_card_index_lists_every_card_once_and_tokens_only_when_asked(site, db):
    cards = site("/cards.json").json()
    names = [c["name"] for c in cards["cards"]]
    in_db = [n for (n,) in db.execute("select name from cards where kind = 'card' order by name")]
    assert names == in_db[:100] and cards["pager"]["count"] == len(in_db)
    letter = site("/cards.json?letter=B").json()["cards"]
    assert letter and all(c["name"].startswith("B") for c in letter)
    tokens = db.execute("select count(*) from cards where kind = 'token'").fetchone()[0]
    assert site("/cards.json?kind=token").json()["pager"]["count"] == tokens


def test_the_ruling_index_is_newest_first_and_filters_by_language(site, db):
    rulings = site("/rulings.json").json()
    dates = [r["published"] for r in rulings["rulings"]]
    assert dates == sorted(dates, reverse=True) and rulings["pager"]["count"] == db.execute(
        "select count(*) from rulings").fetchone()[0]
    fr = site("/rulings.json?lang=fr").json()["pager"]["count"]
    assert fr == db.execute("select count(distinct ruling_id) from ruling_texts where lang = 'fr'").fetchone()[0]


@pytest.mark.parametrize("path", ["/glossary/Pi%C3%A8ce", "/glossary/Pi~C3~A8ce", "/glossary/%E9%83%A8%E5%B1%8B",
                                  "/mechanics/pi%C3%A8ce", "/mechanics/room.json", "/glossary/Room.json",
                                  "/cr/309.2a.json", "/translators.json", "/predicates/party_size.json"])
def test_names_in_any_script_and_every_json_form_answer(site, path):
    assert site(path).status_code == 200


def test_a_card_address_with_json_answers_json_not_a_search_page(site):
    page = site("/cards/Bottomless%20Pool.json")
    assert page.status_code == 200 and page.json()["cards"][0]["card"]["name"].startswith("Bottomless Pool")
    assert site("/cards/No%20Such%20Card.json").status_code == 404


def test_a_missing_page_is_a_404_in_the_readers_language_with_a_way_on(site):
    for lang, words in (("en", "Not found"), ("fr", "Page introuvable"), ("ja", "ページが見つかりません")):
        page = site(f"/nowhere?_lang={lang}")
        assert page.status_code == 404 and words in page.text and 'href="/cards"' in page.text


def test_the_ruling_search_canned_query_takes_any_text(site):
    for q in ("", "can't", 'un"lock OR', "部屋"):
        assert site(f"/kb/ruling_search?q={q}").status_code == 200, q
    found = site("/kb/ruling_search.json?q=can%27t&_shape=array").json()
    assert found and all("can't" in r["text"].replace("’", "'").lower() for r in found)


@pytest.mark.parametrize("path", ["/cards/No%20Such%20Card.json", "/rulings/nothing%20here.json",
                                  "/glossary/No%20Such%20Term.json", "/cr/999.9.json"])
def test_a_json_address_that_names_nothing_is_a_json_404(site, path):
    page = site(path)
    assert page.status_code == 404 and page.json()["status"] == 404


def test_a_missing_page_keeps_the_header_home_link_and_language_switch(site):
    page = site("/nowhere?_lang=ja")
    assert page.status_code == 404 and 'hreflang="en"' in page.text and 'hreflang="fr"' in page.text
    assert 'class="kb-langs"' in page.text and ">ホーム</a>" in page.text
