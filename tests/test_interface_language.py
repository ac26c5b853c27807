"""The interface in EN, FR and JA: catalogs complete and well formed, the language chosen per request and kept."""
import asyncio
import html
import re
from pathlib import Path

import pytest
import yaml
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po
from datasette.app import Datasette

from kb import i18n
from mtg.paths import TEMPLATES
from kb.site import METADATA

ROOT = Path(__file__).resolve().parents[1]


def get(db_path, path, **headers):
    """GET a page as `rulings-kb serve` serves it, with these request headers."""
    ds = Datasette([], immutables=[str(db_path)], template_dir=str(TEMPLATES), metadata=yaml.safe_load(METADATA.read_text()))
    return asyncio.run(ds.client.get(path, headers={k.replace("_", "-"): v for k, v in headers.items()}))


def extracted() -> set:
    """Every interface message in the templates and kb/ as the extractor finds it now (babel.cfg's methods)."""
    found = set()
    for folder, method in ((ROOT / "kb", "python"), (ROOT / "templates", "jinja2")):
        pattern = "**.py" if method == "python" else "**.html"
        for _, _, message, _, _ in extract_from_dir(folder, [(pattern, method)]):
            found.add(message if isinstance(message, str) else tuple(message))
    return found


def catalog(lang: str):
    with (ROOT / "kb" / "locale" / lang / "LC_MESSAGES" / "messages.po").open("rb") as handle:
        return read_po(handle, locale=lang)


@pytest.mark.parametrize("lang", ["fr", "ja"])
def test_every_interface_message_is_translated_with_the_same_placeholders(lang):
    cat = catalog(lang)
    translated = {m.id if isinstance(m.id, str) else tuple(m.id): m for m in cat if m.id}
    missing = extracted() - set(translated)
    assert not missing, f"not in kb/locale/{lang}: {sorted(map(str, missing))[:5]} (run pybabel extract/update, README)"
    for message in translated.values():
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        assert all(strings) and not message.fuzzy, message.id
    assert not [problem for _, problems in cat.check() for problem in problems]  # placeholders agree (python-format)


def test_the_header_declares_plural_forms_and_is_not_fuzzy():
    for lang, forms in (("fr", 3), ("ja", 1)):
        cat = catalog(lang)
        assert not cat.fuzzy and cat.num_plurals == forms


@pytest.mark.parametrize(("accept", "lang"), [
    ("fr-CH, fr;q=0.9, en;q=0.8", "fr"), ("ja,en-US;q=0.7", "ja"), ("de-DE, de", "en"), ("", "en"),
    ("en;q=0.2, ja;q=0.9", "ja"), ("fr;q=0, ja", "ja"), ("garbage;;q=x, fr", "fr")])
def test_accept_language_is_read_by_quality(accept, lang):
    assert i18n.choose(None, None, accept) == lang


def test_the_switch_wins_over_the_cookie_which_wins_over_the_browser():
    assert i18n.choose("ja", "fr", "en") == "ja"
    assert i18n.choose(None, "fr", "ja") == "fr"
    assert i18n.choose("xx", "zz", "ja") == "ja"  # unknown values are ignored, not trusted


@pytest.mark.parametrize(("lang", "date", "number"), [
    ("en", "September 20, 2024", "100,000"), ("fr", "20 septembre 2024", "100\u202f000"),
    ("ja", "2024年9月20日", "100,000")])
def test_dates_and_numbers_follow_the_language(lang, date, number):
    with i18n.speaking(lang):
        assert i18n.date("2024-09-20") == date and i18n.number(100000) == number
    assert i18n.current() == "en"


def test_the_home_page_speaks_the_browsers_language(built):
    pages = {lang: get(built[1], "/", Accept_Language=accept) for lang, accept in
             (("en", "en-US"), ("fr", "fr-FR,fr;q=0.9"), ("ja", "ja-JP"))}
    for lang, page in pages.items():
        assert page.status_code == 200 and f'<html lang="{lang}">' in page.text
        assert page.headers["content-language"] == lang and "Accept-Language" in page.headers["vary"]
    assert "What is inside" in pages["en"].text
    assert "Ce qu’on y trouve" in pages["fr"].text and "Règles complètes" in pages["fr"].text
    assert "収録内容" in pages["ja"].text and "総合ルール" in pages["ja"].text
    assert "Pièce" in pages["fr"].text and "部屋" in pages["ja"].text  # mechanics by their official names
    # the header's attributes are plain text in the reader's language (no JSON escapes: "\u691c\u7d22")
    cr = get(built[1], "/cr", Accept_Language="ja-JP").text
    assert 'placeholder="検索"' in cr and 'aria-label="表示言語"' in cr and "\\u" not in cr.split("<script", 1)[0]


def test_the_switch_sets_a_cookie_that_sticks(built):
    switched = get(built[1], "/?_lang=ja", Accept_Language="fr")
    assert '<html lang="ja">' in switched.text
    cookie = switched.headers["set-cookie"]
    assert cookie.startswith("kb_lang=ja;") and "Max-Age=31536000" in cookie
    again = get(built[1], "/-/search?q=room", Accept_Language="fr", Cookie="kb_lang=ja")
    assert '<html lang="ja">' in again.text and "検索" in again.text and "set-cookie" not in again.headers
    links = [(html.unescape(href), lang) for href, lang in re.findall(r'<a href="([^"]+)" lang="(\w\w)" hreflang',
                                                                        again.text)]
    assert {lang for _, lang in links} == {"en", "fr"}  # the other two languages, from the current page
    assert all(href.startswith("/-/search?q=room&_lang=") for href, _ in links)


def test_a_ruling_page_dates_its_heading_in_the_language_and_labels_drafts(built, db):
    rid, published = db.execute("select r.id, r.published from rulings r join ruling_texts t on t.ruling_id = r.id "
                                "where t.origin = 'draft' and not t.reviewed and t.lang = 'fr' limit 1").fetchone()
    page = get(built[1], f"/kb/rulings/{rid}", Cookie="kb_lang=fr")
    with i18n.speaking("fr"):
        heading = f"Décision du {i18n.date(published)}"
    assert heading in page.text and "brouillon non relu" in page.text and "Anglais (texte de référence)" in page.text
    ja = get(built[1], f"/kb/rulings/{rid}", Cookie="kb_lang=ja")
    assert "の裁定" in ja.text and re.search(r"\d{4}年\d{1,2}月\d{1,2}日", ja.text)


def test_a_malformed_cookie_or_header_never_breaks_a_page(built):
    page = get(built[1], "/", Cookie='kb_lang="; x=\x7f', Accept_Language=";;;,,q=")
    assert page.status_code == 200 and '<html lang="en">' in page.text


def test_the_switch_does_not_filter_a_table_that_has_a_lang_column(built):
    """?_lang= is for the interface; Datasette leaves underscored arguments alone, so every row is still there."""
    switched = get(built[1], "/kb/ruling_texts.json?_lang=fr&_shape=array&_size=max")
    assert '"lang": "en"' in switched.text and switched.headers["content-language"] == "fr"
    filtered = get(built[1], "/kb/ruling_texts.json?lang=fr&_shape=array&_size=max")
    assert '"lang": "en"' not in filtered.text  # a column filter stays a column filter
