"""The CR as a book: contents, sections, chapters with all their rules, rules with previous/next, rule numbers
linked in every text, a removed rule pointing to its edition and to where its words went."""
import asyncio

import pytest
from datasette.app import Datasette

from kb.text_links import cr_links, linked, rule_spans
from kb.site import METADATA
from mtg.paths import TEMPLATES


@pytest.fixture(scope="module")
def site(built):
    """One Datasette over the shipped build, as `rulings-kb serve` configures it; get(path) answers a page."""
    ds = Datasette([], immutables=[str(built[1])], template_dir=str(TEMPLATES),
                   metadata=__import__("yaml").safe_load(METADATA.read_text()))
    return lambda path: asyncio.run(ds.client.get(path))


def test_the_contents_list_every_section_and_chapter_of_the_edition(site, db):
    page = site("/cr")
    assert page.status_code == 200
    chapters = db.execute("select number, title from sections where cr_version = '2026-01-16' and part != ''").fetchall()
    assert len(chapters) > 100 and all(f'href="/cr/{n}">{n}. <span lang="en">{t}</span>' in page.text
                                       for n, t in chapters)
    older = site("/cr?edition=2025-11-14")
    assert 'href="/cr/100?edition=2025-11-14"' in older.text


def test_a_section_lists_its_chapters_and_a_chapter_every_rule_in_order(site, db):
    section = site("/cr/7")
    assert section.status_code == 200 and "<h1>7. Additional Rules</h1>" in section.text
    assert section.text.index('href="/cr/700"') < section.text.index('href="/cr/701"') < section.text.index(
        'href="/cr/732"')
    chapter = site("/cr/309")
    rules = [n for (n,) in db.execute("select number from rules where cr_version = '2026-01-16' and section = '309' "
                                      "order by line")]
    assert len(rules) > 10  # 309.1 to 309.7 and their subrules
    positions = [chapter.text.index(f'id="{n}"') for n in rules]
    assert positions == sorted(positions)  # every rule and subrule, in the CR's order
    assert 'class="depth-2" id="309.2a"' in chapter.text and 'class="depth-1" id="309.2"' in chapter.text


def test_a_rule_has_its_place_previous_and_next(site):
    page = site("/cr/309.2a")
    assert page.status_code == 200
    for crumb in ('href="/cr/3">3. Card Types', 'href="/cr/309">309. Dungeons', 'href="/cr/309.2">309.2'):
        assert crumb in page.text
    assert 'href="/cr/309.2" rel="prev"' in page.text and 'href="/cr/309.2b" rel="next"' in page.text
    first = site("/cr/100.1")  # previous of a chapter's first rule: the rule before, in reading order (none here)
    assert 'rel="next"' in first.text
    assert 'href="/cr/101" rel="next"' in site("/cr/100").text and 'href="/cr/2" rel="next"' in site("/cr/1").text


def test_a_removed_rule_points_to_the_edition_that_has_it_and_where_its_words_went(site):
    page = site("/cr/702.124p")
    assert page.status_code == 200
    assert "702.124p is not in the January 16, 2026 edition" in page.text
    assert 'Its words are now at <a href="/cr/702.124n">702.124n</a>' in page.text
    assert "<strong>November 14, 2025</strong>" in page.text  # the edition shown
    assert site("/cr/702.124p.json").json()["notice"] == {"missing_from": "2026-01-16", "moved_to": "702.124n"}
    missing = site("/cr/999.9")
    assert missing.status_code == 404 and "in no edition held here" in missing.text


def test_every_rule_page_has_its_json_form(site, db):
    rule = site("/cr/309.2a.json").json()
    text = db.execute("select text from rules where cr_version = '2026-01-16' and number = '309.2a'").fetchone()[0]
    assert rule["text"] == text and rule["kind"] == "rule" and rule["previous"]["number"] == "309.2"
    assert [c["number"] for c in site("/cr/1.json").json()["children"]][:3] == ["100", "101", "102"]
    assert len(site("/cr.json").json()["sections"]) == 9


def test_rule_numbers_are_links_wherever_they_stand():
    assert str(cr_links("See rule 309.")) == 'See rule <a href="/cr/309">309</a>.'
    assert str(cr_links("rules 100 through 123")) == 'rules <a href="/cr/100">100</a> through <a href="/cr/123">123</a>'
    assert str(cr_links("(see 702.19b)", "?edition=2025-11-14")) == \
        '(see <a href="/cr/702.19b?edition=2025-11-14">702.19b</a>)'
    assert str(cr_links("deals 100 damage; costs 3.5")) == "deals 100 damage; costs 3.5"  # numbers that are no rule
    assert str(cr_links("section 7 and <b>")) == 'section <a href="/cr/7">7</a> and &lt;b&gt;'
    assert [n for _, _, n in rule_spans("règle 702.124p, rules 601.2a and 601.2b")] == ["702.124p", "601.2a", "601.2b"]


def test_see_rule_in_the_glossary_is_a_link(site, db):
    term, = db.execute("select term from glossary where text like '%See rule 309%' limit 1").fetchone()
    page = site(f"/glossary/{term}")
    assert 'See rule <a href="/cr/309">309</a>' in page.text
