"""The pages beside rulings, cards and rules: mechanic, predicate, glossary term, source document, problems, queue."""
import html
import re

import pytest

from test_interface_language import get as get_with_headers
from test_serve import get


def text_of(page) -> str:
    """The page's visible words, tags removed and entities decoded, white space folded."""
    inline_gone = re.sub(r"</?(?:a|abbr)\b[^>]*>", "", page.text)  # a linked rule number stays inside its sentence
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", inline_gone)).split())


def test_a_mechanic_page_names_it_in_three_languages_with_its_predicates_and_rulings(built, db):
    page = get(built[1], "/mechanics/room")
    words = text_of(page)
    assert page.status_code == 200 and "Room" in words and "Pièce" in words and "部屋" in words
    rooms = db.execute("select count(distinct ruling_id) from ruling_mechanics where mechanic = 'room'").fetchone()[0]
    assert f"Rulings ({rooms}), newest first" in words
    names = [r[0] for r in db.execute("select name from predicates where mechanic = 'room'")]
    assert names and all(f'href="/predicates/{n}"' in page.text for n in names)
    assert page.text.count('href="/kb/rulings/') == rooms  # each ruling once, linked to its page
    assert 'href="/cr/709.5"' in page.text


def test_a_predicate_page_shows_its_code_examples_with_verdicts_and_rulings(built, db):
    page = get(built[1], "/predicates/party_size")
    words = text_of(page)
    examples = db.execute("select count(*), sum(passed) from examples where predicate = 'party_size'").fetchone()
    assert page.status_code == 200 and f"{examples[1]} of {examples[0]} examples pass" in words
    assert "def party_size(" in words  # the code, as the server runs it
    assert 'href="/cr/700.8"' in page.text and words.count("✓") == examples[1]
    linked = db.execute("select count(*) from ruling_predicates where predicate = 'party_size'").fetchone()[0]
    assert f"Rulings it decides ({linked})" in words
    assert 'party_size(["Creature — Human Cleric"' in words or "party_size([" in words


def test_a_glossary_page_shows_each_sense_once_with_the_editions_that_word_it_so(built, db):
    page = get(built[1], "/glossary/Room")
    words = text_of(page)
    texts = {r[0] for r in db.execute("select text from glossary where term = 'Room'")}
    assert page.status_code == 200 and all(words.count(" ".join(t.split())) == 1 for t in texts)
    assert "January 16, 2026, November 14, 2025" in words  # one sense, unchanged across both editions
    assert "Pièce" in words and "部屋" in words


def test_a_source_document_shows_every_line_linked_to_what_it_became(built, db):
    doc_id, path = db.execute("select id, path from documents where format = 'fr_rulings_page' limit 1").fetchone()
    page = get(built[1], f"/documents/{doc_id}")
    assert page.status_code == 200 and path in page.text
    lines = db.execute("select count(*) from source_lines where document_id = ?", [doc_id]).fetchone()[0]
    assert page.text.count('<tr id="L') == lines
    rulings = {r[0] for r in db.execute("select ruling_id from ruling_sources where document_id = ?", [doc_id])}
    assert rulings and all(f'href="/kb/rulings/{rid}"' in page.text for rid in rulings)


def test_a_long_document_is_paged_and_a_cr_line_links_its_rule(built, db):
    doc_id, count = db.execute("select id, line_count from documents where format = 'comprehensive_rules' "
                               "order by id limit 1").fetchone()
    line, number, edition = db.execute("select line, number, cr_version from rules where document_id = ? "
                                       "and line > 1200 order by line limit 1", [doc_id]).fetchone()
    page = get(built[1], f"/documents/{doc_id}?page={(line - 1) // 500 + 1}")
    assert f'<tr id="L{line}"' in page.text and f'href="/cr/{number}?edition={edition}"' in page.text
    assert page.text.count('<tr id="L') == 500 and "Page 3 of" in text_of(page)
    assert get(built[1], f"/documents/{doc_id}?page=nonsense").status_code == 200


def test_the_problems_page_links_each_problem_to_its_line(built, db):
    page = get(built[1], "/problems")
    doc_id, line = db.execute("select document_id, line from problems where line is not null limit 1").fetchone()
    assert page.status_code == 200 and f'href="/documents/{doc_id}?page={(line - 1) // 500 + 1}#L{line}"' in page.text
    only = get(built[1], "/problems?severity=warning&code=cr_irregular_number")
    assert only.text.count("<code>cr_irregular_number</code>:") == db.execute(
        "select count(*) from problems where code = 'cr_irregular_number'").fetchone()[0]


def test_the_translator_queue_lists_the_drafts_awaiting_review_with_filters(built, db):
    waiting = dict(db.execute("select lang, count(*) from ruling_texts where origin = 'draft' and "
                              "(not reviewed or stale) group by lang"))
    page = get(built[1], "/translators")
    assert page.status_code == 200 and waiting == {"fr": 57, "ja": 57}
    assert page.text.count('class="kb-draft"') == min(sum(waiting.values()), 50)  # 50 a page
    pages = [get(built[1], f"/translators.json?page={n}").json() for n in (1, 2, 3)]
    assert [len(p["drafts"]) for p in pages] == [50, 50, 14] and pages[0]["pager"]["count"] == 114
    assert len({(d["ruling_id"], d["lang"]) for p in pages for d in p["drafts"]}) == 114  # each once
    ja_room = get(built[1], "/translators?language=ja&mechanic=room")
    expected = db.execute("select count(*) from ruling_texts t where t.lang = 'ja' and t.origin = 'draft' and "
                          "exists(select 1 from ruling_mechanics m where m.ruling_id = t.ruling_id and "
                          "m.mechanic = 'room')").fetchone()[0]
    assert ja_room.text.count('class="kb-draft"') == expected > 0
    assert 'lang="ja"' in ja_room.text and "unreviewed draft" in ja_room.text


@pytest.mark.parametrize("path", ["/mechanics/room", "/predicates/party_size", "/glossary/Room", "/documents/3",
                                  "/problems", "/translators"])
@pytest.mark.parametrize("lang, marker", [("fr", '<html lang="fr">'), ("ja", '<html lang="ja">')])
def test_every_new_page_speaks_french_and_japanese(built, path, lang, marker):
    page = get_with_headers(built[1], path, Cookie=f"kb_lang={lang}")
    assert page.status_code == 200 and marker in page.text
    assert not re.search(r">\s*(Rulings|Predicates|Problems found|Translator queue|Format:)\b", page.text)


def test_the_home_page_lists_the_latest_rulings_and_a_rule_page_the_rulings_its_code_decides(built, db):
    home = get(built[1], "/")
    newest = db.execute("select id from rulings order by published desc, id limit 1").fetchone()[0]
    assert f'href="/rulings/{newest}"' in home.text and "Latest rulings" in home.text
    rule = get(built[1], "/cr/709.5")
    decided = {r[0] for r in db.execute(
        "select distinct rp.ruling_id from predicates p, json_each(p.cr_rules) j join ruling_predicates rp "
        "on rp.predicate = p.name where j.value = '709.5'")}
    assert decided and all(f'href="/kb/rulings/{rid}"' in rule.text for rid in list(decided)[:30])
    assert 'lang="fr"' in rule.text and 'lang="ja"' in rule.text  # side by side, as on card and mechanic pages


def test_a_rule_page_shows_the_newest_rulings_side_by_side_and_links_to_all(built, db, monkeypatch):
    from kb import rule_page

    monkeypatch.setattr(rule_page, "SHOWN", 5)
    html = get(built[1], "/cr/707.10").text
    linked = db.execute("select count(distinct rp.ruling_id) from predicates p, json_each(p.cr_rules) j "
                        "join ruling_predicates rp on rp.predicate = p.name where j.value = '707.10'").fetchone()[0]
    assert linked > 5
    table = html.split('<table class="kb-rulings">', 1)[1].split("</table>", 1)[0]
    assert table.count("<tr>") == 1 + 5  # the header and the five newest
    assert 'href="/kb/rulings_for_rule?number=707.10"' in html
    assert 'href="/predicates/copy_ability"' in table  # each ruling names the predicates that decide it


def test_the_latest_rulings_on_the_home_page_are_in_the_readers_language_when_they_have_a_text(built, db):
    newest = db.execute("select id from rulings order by published desc, id limit 1").fetchone()[0]
    texts = dict(db.execute("select lang, text from ruling_texts where ruling_id = ?", [newest]).fetchall())
    assert {"en", "fr", "ja"} <= set(texts)
    for lang in ("en", "fr", "ja"):
        page = html.unescape(get_with_headers(built[1], "/", Cookie=f"kb_lang={lang}").text)
        latest = page.split('class="kb-latest"', 1)[1].split("</ul>", 1)[0]
        assert texts[lang][:40] in latest, lang
        assert (lang != "en") == ('class="kb-status"' in latest)  # a draft says so; the English original needs no mark
