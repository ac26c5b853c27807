"""The site in a real browser (Playwright driving Debian's chromium) against `rulings-kb serve` on loopback.

Needs /usr/bin/chromium and fonts-noto-cjk (`.ci/run` installs them); skipped, saying why, where they are
missing. Screenshots of the pages it visits are saved in a temporary folder, or in $RULINGS_KB_SCREENSHOTS.
"""
from __future__ import annotations

import functools
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from html.parser import HTMLParser
from urllib.parse import urljoin, urlparse

import pytest

from conftest import free_port

playwright = pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install '.[test]')")
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
pytestmark = [pytest.mark.slow, pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="Debian's chromium is not installed")]
# Screenshots go to a temporary folder; `RULINGS_KB_SCREENSHOTS=docs/screenshots python -m pytest -m slow
# tests/test_browser.py` writes the README's (docs/site.md), so a test run changes no tracked file.
SCREENSHOTS = os.environ.get("RULINGS_KB_SCREENSHOTS")
ARGS = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
CRAWL_LIMIT = 2000  # pages a crawl visits (issue 23: at least 2,000)



def serving(db: Path):
    """`rulings-kb serve --db db` on a free loopback port: (process, base URL) once it answers."""
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "kb.cli", "serve", "--port", str(port), "--db", str(db)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    for _ in range(150):
        try:
            urllib.request.urlopen(base + "/-/versions.json", timeout=2)
            return server, base
        except OSError:
            time.sleep(0.2)
    server.terminate()
    pytest.fail("rulings-kb serve did not answer")


@pytest.fixture(scope="module")
def site(built):
    """The shipped build, served; its base URL."""
    server, base = serving(built[1])
    yield base
    server.terminate()
    server.wait(10)


HOSTILE_RULING = "<script>alert('ruling')</script> If Zap Bolt deals 3 damage, <b>nothing</b> happens."
HOSTILE_CARD = "<img src=x onerror=alert('card')> Zap"


@pytest.fixture(scope="module")
def hostile_site(tmp_path_factory):
    """A build whose ruling text and card name carry markup and script, served; its base URL."""
    import json

    from ingest.build import build

    folder = tmp_path_factory.mktemp("hostile")
    oracle_id = "00000000-0000-4000-8000-0000000000aa"
    (folder / "cards.json").write_text(json.dumps([{"object": "card", "oracle_id": oracle_id, "name": HOSTILE_CARD,
                                                    "lang": "en", "layout": "normal", "type_line": "Instant"}]))
    (folder / "rulings.json").write_text(json.dumps([{"object": "ruling", "oracle_id": oracle_id, "source": "wotc",
                                                      "published_at": "2024-09-20", "comment": HOSTILE_RULING}]))
    db = folder / "kb.db"
    build([folder], db)
    server, base = serving(db)
    yield base, oracle_id
    server.terminate()
    server.wait(10)


@pytest.fixture(scope="module")
def browser():
    with playwright.sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser):
    """A fresh page that records console errors and dialogs (a dialog would mean injected script ran)."""
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    tab = context.new_page()
    tab.console_errors, tab.dialogs = [], []
    tab.on("console", lambda m: tab.console_errors.append(m.text) if m.type == "error" else None)
    tab.on("dialog", lambda d: (tab.dialogs.append(d.message), d.dismiss()))
    yield tab
    context.close()


@functools.cache
def screenshots() -> Path:
    """Where screenshots go: $RULINGS_KB_SCREENSHOTS, else a temporary folder."""
    folder = Path(SCREENSHOTS) if SCREENSHOTS else Path(tempfile.mkdtemp(prefix="rulings-kb-screenshots-"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def shot(page, name: str) -> None:
    page.screenshot(path=str(screenshots() / f"{name}.png"))


def search_from_home(page, site: str, q: str):
    page.goto(site + "/")
    page.fill("input[name=q]", q)
    page.press("input[name=q]", "Enter")
    page.wait_for_url("**/-/search?**")
    return page.locator(".search-results li.search-ruling")  # the rulings found (cards, terms and rules apart)


def test_home_loads_with_a_search_box(page, site):
    page.goto(site + "/")
    assert page.locator("h1").inner_text() == "rulings-kb"
    assert page.locator("input[name=q]").count() == 1
    shot(page, "home")
    assert page.console_errors == []


@pytest.mark.parametrize("q, lang, name", [("unlock", "EN", "search-en"), ("déverrouiller", "FR", "search-fr"),
                                            ("部屋", "JA", "search-ja")])
def test_search_in_three_languages(page, site, q, lang, name):
    results = search_from_home(page, site, q)
    assert results.count() > 0
    assert f"ruling · {lang}" in page.locator("main").inner_text()
    assert page.locator(".search-results mark").count() > 0
    shot(page, name)
    assert page.console_errors == []


def test_a_japanese_hit_opens_the_ruling_with_three_languages_side_by_side(page, site):
    results = search_from_home(page, site, "開放")
    results.first.locator("a").click()
    page.wait_for_load_state()
    text = page.inner_text("body")
    assert page.locator(".kb-side h3").all_inner_texts() == ["English (source of truth)", "French", "Japanese"]
    assert "unreviewed draft" in text
    shot(page, "ruling")
    assert page.console_errors == []


def test_script_in_a_query_is_shown_as_text_and_runs_nothing(page, site):
    search_from_home(page, site, "<script>alert('x')</script> unlock")
    assert "<script>alert('x')</script> unlock" == page.input_value("input[name=q]")
    assert page.dialogs == [] and page.console_errors == []


class Links(HTMLParser):
    """The addresses a page links to: <a href> and <link rel=alternate> (a page's .json form)."""

    def __init__(self):
        super().__init__()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if attrs.get("href") and (tag == "a" or (tag == "link" and attrs.get("rel") == "alternate")):
            self.hrefs.append(attrs["href"])


def fetch(url: str) -> tuple[int, str, list[str]]:
    """(status, url, the addresses its HTML links to) of one GET."""
    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            html = "html" in response.headers.get("content-type", "")
            body = response.read().decode("utf-8", "replace") if html else ""
    except urllib.error.HTTPError as exc:
        return exc.code, url, []
    parser = Links()
    parser.feed(body)
    return 200, url, parser.hrefs


def test_a_crawl_from_home_and_every_source_document_meets_no_broken_link(site, db):
    """Breadth first from the home page and every source document page, query strings and .json forms included,
    at least CRAWL_LIMIT pages: every link answers without a 4xx or 5xx."""
    from concurrent.futures import ThreadPoolExecutor

    documents = [f"{site}/documents/{n}" for (n,) in db.execute("select id from documents order by id")]
    seen, level, broken = set(), [site + "/"] + documents, []
    with ThreadPoolExecutor(4) as pool:
        while level and len(seen) < CRAWL_LIMIT:
            level = [u for u in dict.fromkeys(u.split("#")[0] for u in level) if u not in seen]
            level = level[:CRAWL_LIMIT - len(seen)]
            seen.update(level)
            following = []
            for status, url, hrefs in pool.map(fetch, level):
                if status >= 400:
                    broken.append((status, url))
                following += [t for t in (urljoin(url, h) for h in hrefs) if urlparse(t).netloc == urlparse(site).netloc
                              and ".csv" not in t and "_size=max" not in t]
            level = following
    assert len(seen) >= CRAWL_LIMIT and set(documents) <= seen and broken == [], broken
    assert any(u.endswith(".json") or ".json?" in u for u in seen) and any("?" in u for u in seen)


def test_a_card_found_by_its_french_name_shows_its_rulings_in_three_languages(page, site):
    search_from_home(page, site, "Piscine sans fond")
    page.locator(".search-results li", has_text="card").first.locator("a").click()
    page.wait_for_load_state()
    assert page.locator("h1").first.inner_text() == "Bottomless Pool // Locker Room"
    text = page.inner_text("body")
    assert "Piscine sans fond // Vestiaire" in text and "Rulings of this card (16), newest first" in text
    assert "日本語" in text
    shot(page, "card")
    assert page.console_errors == []


def test_a_cr_link_and_a_see_rule_link_lead_to_their_rules(page, site):
    search_from_home(page, site, "309.2")
    page.locator(".search-results li.search-rule").first.locator("a").click()
    page.wait_for_load_state()
    assert page.locator("h1").first.inner_text().startswith("CR 309.2")
    page.click("text=701.49")
    page.wait_for_load_state()
    assert page.locator("h1").first.inner_text() == "CR 701.49"
    shot(page, "rule")
    assert page.console_errors == []


def test_script_in_a_ruling_and_a_card_name_renders_as_text_and_runs_nothing(page, hostile_site):
    base, oracle_id = hostile_site
    from urllib.parse import quote

    for path in (f"/kb/cards/{quote(oracle_id)}", "/-/search?q=Zap+Bolt", "/kb/rulings", "/"):
        page.goto(base + path)
        page.wait_for_load_state()
        assert page.dialogs == [], path
    page.goto(f"{base}/kb/cards/{quote(oracle_id)}")
    text = page.inner_text("body")
    assert HOSTILE_CARD in text and HOSTILE_RULING in text
    page.goto(base + "/-/search?q=Zap+Bolt")
    page.locator(".search-results li", has_text="ruling").first.locator("a").click()
    page.wait_for_load_state()
    assert HOSTILE_RULING in page.inner_text("body") and page.dialogs == []


def test_the_interface_switches_language_and_keeps_it_from_page_to_page(page, site):
    page.goto(site + "/")
    assert page.locator("html").get_attribute("lang") == "en"
    page.click(".kb-langs a[lang=fr]")
    page.wait_for_url("**/?_lang=fr")
    assert page.locator("html").get_attribute("lang") == "fr" and page.locator("h2").first.inner_text() == "Ce qu’on y trouve"
    shot(page, "home-fr")
    results = search_from_home(page, site, "部屋")  # the cookie keeps French on the next pages, without ?_lang=
    assert "lang=" not in page.url and page.locator("h1").inner_text() == "Rechercher"
    results.first.locator("a").click()
    page.wait_for_url("**/kb/rulings/**")
    assert page.locator("html").get_attribute("lang") == "fr" and page.locator("h1").first.inner_text().startswith("Décision du ")
    shot(page, "ruling-fr")
    page.click(".kb-langs a[lang=ja]")
    assert "の裁定" in page.locator("h1").first.inner_text()
    assert page.locator("h2", has_text="この裁定を決めるルール").count() == 1
    shot(page, "ruling-ja")
    page.goto(site + "/")
    assert page.locator("h2").first.inner_text() == "収録内容"
    shot(page, "home-ja")
    assert page.console_errors == []


@pytest.mark.parametrize("path, name, heading", [
    ("/mechanics/room", "mechanic", "Room"), ("/predicates/party_size", "predicate", "party_size"),
    ("/glossary/Room", "glossary", "Room"), ("/documents/3", "document", "data/"),
    ("/translators", "translators", "Translator queue"), ("/problems", "problems", "Problems")])
def test_the_other_pages_render_without_errors(page, site, path, name, heading):
    page.goto(site + path)
    assert heading in page.locator("h1").first.inner_text()
    shot(page, name)
    assert page.console_errors == []


PHONE_PAGES = ["/", "/-/search?q=can%27t", "/-/search?q=%E9%83%A8%E5%B1%8B&_lang=ja", "/cards/Bottomless%20Pool",
               "/cards?_lang=ja", "/rulings?_lang=fr", "/cr", "/cr/309?_lang=fr", "/cr/702.124p", "/glossary/Room",
               "/mechanics/room?_lang=ja", "/predicates/party_size", "/documents/3", "/translators?_lang=fr",
               "/translators?missing=ja", "/terms?q=exert", "/nowhere?_lang=ja"]


@pytest.mark.parametrize("lang", ["en", "fr", "ja"])
def test_on_a_phone_no_page_scrolls_sideways_and_each_has_one_heading_and_a_main(browser, site, lang):
    """390 px wide, as a judge reads on a phone: every page kind fits, with one <h1> and a <main> landmark."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    tab = context.new_page()
    wide = []
    for path in PHONE_PAGES:
        tab.goto(site + path if "_lang=" in path else site + path + ("&" if "?" in path else "?") + f"_lang={lang}")
        if tab.evaluate("document.documentElement.scrollWidth") > 390 or tab.locator("h1").count() != 1 \
                or tab.locator("main").count() != 1:
            wide.append((path, tab.evaluate("document.documentElement.scrollWidth"), tab.locator("h1").count()))
    context.close()
    assert wide == []


AXE = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"
AXE_PAGES = PHONE_PAGES + ["/kb/rulings", "/kb/cards?_sort=name", "/kb", "/kb?sql=select+name+from+cards+limit+3",
                           "/cards/Peter%20Parker%27s%20Camera", "/rulings/1"]


@pytest.mark.skipif(not AXE.exists(), reason="axe-core is not installed: `npm ci` in the checkout (package.json)")
@pytest.mark.parametrize("lang, width", [("en", 1100), ("en", 390), ("fr", 1100), ("ja", 390)])
def test_axe_core_finds_no_serious_or_critical_violation_on_any_page_kind(browser, site, lang, width):
    """Every page kind, ours and Datasette's that analysts use, checked by axe-core (contrast, names, landmarks…)."""
    context = browser.new_context(viewport={"width": width, "height": 900})
    tab = context.new_page()
    found = []
    for path in AXE_PAGES:
        tab.goto(site + path + ("&" if "?" in path else "?") + f"_lang={lang}" if "_lang=" not in path else site + path)
        tab.add_script_tag(path=str(AXE))
        result = tab.evaluate("axe.run(document, {resultTypes: ['violations']})")
        found += [(path, v["id"], v["impact"], v["nodes"][0]["html"][:120]) for v in result["violations"]
                  if v["impact"] in ("serious", "critical")]
    context.close()
    assert found == []
