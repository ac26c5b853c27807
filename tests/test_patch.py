"""Incremental rebuilds by patching (ingest/patch.py): the rows of a full build, or a full build when unsure."""
from __future__ import annotations

import re
import shutil
import sqlite3
from pathlib import Path

import pytest

import ingest.build as build_module
from ingest.build import build
from conftest import bench_script, MTGJSON_SETS, search_layout_holds

ROOT = Path(__file__).resolve().parents[1]
SURROGATE = {"problems": {"id"}, "qa_findings": {"id"},  # numbered by position: a patch appends
             "search_layout": {"first", "last", "stride"}}  # rowids (a new ruling's group after the others); kept


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    """A generated corpus of 400 rulings with FR and JA pages, the shipped CR and terms beside it."""
    out = tmp_path_factory.mktemp("corpus")
    bench_script("generate").generate(out / "g", 400, seed=1)
    return out / "g"


@pytest.fixture
def work(corpus, tmp_path):
    """A copy of the corpus, built once with a cache: (sources, database, cache)."""
    copy = tmp_path / "g"
    shutil.copytree(corpus, copy)
    sources = [copy, ROOT / "data" / "cr", ROOT / "data" / "terms"]
    build(sources, tmp_path / "kb.db", cache=tmp_path / "cache")
    return sources, tmp_path / "kb.db", tmp_path / "cache"


def rows(path: Path) -> dict[str, list[str]]:
    """Every table's rows, sorted, surrogate numbers left out (full-text tables are checked by querying them)."""
    conn = sqlite3.connect(path)
    try:
        out = {}
        for (table,) in conn.execute("select name from sqlite_master where type = 'table' and name not like "
                                     "'sqlite_%' and name not like '%fts%'"):
            columns = [c[1] for c in conn.execute(f"pragma table_info([{table}])")
                       if c[1] not in SURROGATE.get(table, ())]
            out[table] = sorted(map(repr, conn.execute(f"select {', '.join(f'[{c}]' for c in columns)} from [{table}]")))
        return out
    finally:
        conn.close()


def found(path: Path, words: str) -> tuple[int, int]:
    """How many ruling texts and search entries the words find, through each full-text index."""
    conn = sqlite3.connect(path)
    try:
        return (conn.execute("select count(*) from ruling_texts_fts where ruling_texts_fts match ?", [words]).fetchone()[0],
                conn.execute("select count(*) from search_fts where search_fts match ?", [words]).fetchone()[0])
    finally:
        conn.close()


def edit_fr_page(folder: Path, number: int) -> tuple[str, str]:
    """Change the first number of one FR page's last text; (old text, new text)."""
    page = sorted((folder / "fr-pages").iterdir())[number]
    lines = page.read_text(encoding="utf-8").split("\n")
    last = max(i for i, line in enumerate(lines) if "source" in line) + 1
    old = lines[last]
    lines[last] = re.sub(r"\d+", lambda m: str(int(m[0]) + 1000), old, count=1)
    page.write_text("\n".join(lines), encoding="utf-8")
    return old, lines[last]


def no_full_build(monkeypatch) -> None:
    """Fail the test if the build assembles everything (it was meant to patch)."""
    def refused(*args, **kwargs):
        raise AssertionError("a full build ran")
    monkeypatch.setattr(build_module, "assemble", refused)


def test_a_changed_fr_page_is_patched_in_and_gives_the_rows_of_a_full_build(work, tmp_path, monkeypatch):
    sources, db, cache = work
    old, new = edit_fr_page(sources[0], 3)
    word = re.search(r"\d{4,}", new)[0]
    assert found(db, f'"{word}"') == (0, 0)
    with monkeypatch.context() as patched_only:
        no_full_build(patched_only)
        report = build(sources, db, cache=cache)
    build(sources, tmp_path / "full.db")
    assert rows(db) == rows(tmp_path / "full.db")
    assert search_layout_holds(db)  # the texts replaced took their rulings' rowids: the search counts by groups
    assert found(db, f'"{word}"') == found(tmp_path / "full.db", f'"{word}"') != (0, 0)
    assert report.counts["rulings"] == len(rows(db)["rulings"])
    conn = sqlite3.connect(db)
    for table in ("ruling_texts_fts", "search_fts"):
        conn.execute(f"insert into {table} ({table}) values ('integrity-check')")  # raises if out of step


def test_pages_edited_twice_and_back_give_the_first_rows_again(work, monkeypatch):
    sources, db, cache = work
    before = rows(db)
    page = sorted((sources[0] / "fr-pages").iterdir())[5]
    original = page.read_bytes()
    edit_fr_page(sources[0], 5)
    no_full_build(monkeypatch)
    build(sources, db, cache=cache)
    page.write_bytes(original)
    build(sources, db, cache=cache)
    assert rows(db) == before


def built_in_full(sources: list[Path], db: Path, cache: Path) -> bool:
    """Rebuild db with the cache; whether the build assembled everything (rather than patching)."""
    calls = []
    real = build_module.assemble

    def counted(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)
    with pytest.MonkeyPatch.context() as m:
        m.setattr(build_module, "assemble", counted)
        build(sources, db, cache=cache)
    return bool(calls)


@pytest.mark.slow  # a full build beside the patch (5 s): .ci/run's slow step
def test_a_changed_en_page_is_built_in_full(work, tmp_path):
    sources, db, cache = work
    page = sorted((sources[0] / "en-pages").iterdir())[0]
    page.write_text(page.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    assert built_in_full(sources, db, cache)
    build(sources, tmp_path / "full.db")
    assert rows(db) == rows(tmp_path / "full.db")


@pytest.mark.slow  # a full build beside the patch (5 s): .ci/run's slow step
def test_an_added_file_is_built_in_full(work, tmp_path):
    sources, db, cache = work
    (sources[0] / "fr-pages" / "zz-new.txt").write_text(
        "20 septembre 2024 · source : wotc\nUne nouvelle décision sur les donjons.\n", encoding="utf-8")
    assert built_in_full(sources, db, cache)
    build(sources, tmp_path / "full.db")
    assert rows(db) == rows(tmp_path / "full.db")
    assert "Une nouvelle décision sur les donjons." in repr(rows(db)["ruling_texts"])


@pytest.mark.slow  # a full build beside the patch (5 s): .ci/run's slow step
def test_two_pages_giving_one_ruling_are_built_in_full(work, tmp_path):
    """Which page a ruling is first found on depends on their order: only a full build decides it."""
    sources, db, cache = work
    entry = "1er janvier 1999 · source : wotc\nUne décision sur les donjons que nulle page anglaise ne donne.\n"
    for target in sorted((sources[0] / "fr-pages").iterdir())[7:9]:
        target.write_text(target.read_text(encoding="utf-8").rstrip("\n") + "\n" + entry, encoding="utf-8")
    assert built_in_full(sources, db, cache)
    build(sources, tmp_path / "full.db")
    assert rows(db) == rows(tmp_path / "full.db")
    conn = sqlite3.connect(db)
    assert conn.execute("select count(*) from ruling_sources s join rulings r on r.id = s.ruling_id "
                        "where r.published = '1999-01-01'").fetchone()[0] == 2


def test_an_unchanged_rebuild_leaves_the_database_as_it_is(work):
    sources, db, cache = work
    before = db.read_bytes()
    report = build(sources, db, cache=cache)
    assert db.read_bytes() == before and report.counts["rulings"] > 400


@pytest.mark.slow  # a full build beside the patch (5 s): .ci/run's slow step
def test_a_page_added_after_every_file_is_patched_in(corpus, tmp_path, monkeypatch):
    """A file sorting after every input gets the next document id, so no other id moves: it can be patched in."""
    copy = tmp_path / "g"
    shutil.copytree(corpus, copy)
    db, cache = tmp_path / "kb.db", tmp_path / "cache"
    build([copy], db, cache=cache)
    donor = sorted((copy / "fr-pages").iterdir())[2].read_text(encoding="utf-8")
    (copy / "zz").mkdir()
    (copy / "zz" / "new.txt").write_text(donor, encoding="utf-8")  # moved to the end
    (copy / "fr-pages" / sorted(p.name for p in (copy / "fr-pages").iterdir())[2]).unlink()
    assert built_in_full([copy], db, cache)  # a file removed: ids would shift
    build([copy], tmp_path / "base.db")
    shutil.copy(tmp_path / "base.db", db)
    (copy / "zz" / "second.txt").write_text("20 septembre 2024 · source : wotc\nUne décision sur les donjons que vous "
                                            "pouvez lire.\n", encoding="utf-8")
    assert not built_in_full([copy], db, cache)
    build([copy], tmp_path / "full.db")
    assert rows(db) == rows(tmp_path / "full.db")


def test_the_summary_says_whether_the_database_was_built_patched_or_already_up_to_date(work):
    sources, db, cache = work
    assert build(sources, db, cache=cache).summary().startswith(f"Up to date {db}:")
    edit_fr_page(sources[0], 2)
    assert build(sources, db, cache=cache).summary().startswith(f"Patched {db}:")
    assert build(sources, db).summary().startswith(f"Built {db}:")


SETS = MTGJSON_SETS
needs_sets = pytest.mark.skipif(not (SETS / "STX.json").exists(), reason="../shared/data/mtgjson is not here")


def _edit_set(path: Path, edit) -> None:
    """Rewrite a real set file after edit(data) changed its JSON."""
    import json

    data = json.loads(path.read_text(encoding="utf-8"))
    edit(data["data"])
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


def _add_ruling(data):
    card = data["cards"][0]
    card.setdefault("rulings", []).append({"date": "2026-12-01", "text": f"A new ruling of {card['name']}."})


def _correct_french(data):
    french = next(f for c in data["cards"] for f in c.get("foreignData", []) if f["language"] == "French")
    french["text"] = (french.get("text") or "") + " (corrigé)"
    french["name"] += " II"


def _drop_ruling(data):
    card = next(c for c in data["cards"] if c.get("rulings"))
    card["rulings"].pop()


def _add_card(data):
    import copy

    twin = copy.deepcopy(data["cards"][0])
    twin["name"], twin["identifiers"]["scryfallOracleId"] = "A Card Not Printed", "00000000-0000-4000-8000-0000000000ff"
    data["cards"].append(twin)


def _retype_ruling(data):
    ruling = next(r for c in data["cards"] for r in c.get("rulings", []) if "’" in r["text"])
    ruling["text"] = ruling["text"].replace("’", "'")  # the same ruling in another typography


@needs_sets
@pytest.mark.slow
@pytest.mark.parametrize("edit, done", [(_add_ruling, "Patched"), (_correct_french, "Patched"),
                                        (_drop_ruling, "Patched"), (_add_card, "Built"), (_retype_ruling, "Built")],
                         ids=["ruling added", "French name and text corrected", "ruling dropped", "card added",
                              "typography changed"])
def test_a_changed_set_file_is_patched_in_with_the_rows_of_a_full_build(tmp_path, edit, done):
    sets = tmp_path / "sets"
    sets.mkdir()
    for code in ("KHM", "STX", "MID"):
        shutil.copy(SETS / f"{code}.json", sets)
    db, cache = tmp_path / "kb.db", tmp_path / "cache"
    build([sets], db, cache=cache)
    _edit_set(sets / "STX.json", edit)
    report = build([sets], db, cache=cache)
    assert report.done == done
    build([sets], tmp_path / "full.db")
    assert rows(db) == rows(tmp_path / "full.db")
    assert search_layout_holds(db)
    conn = sqlite3.connect(db)
    assert conn.execute("select count(*) from ruling_texts_fts where ruling_texts_fts match '\"new ruling\"'"
                        ).fetchone()[0] == (edit is _add_ruling)
    assert conn.execute("select count(*) from search_docs").fetchone()[0] == \
        sqlite3.connect(tmp_path / "full.db").execute("select count(*) from search_docs").fetchone()[0]


def test_a_patch_reads_the_names_the_build_did_not_read_as_card_names(built):
    """build_info keeps the mention stopwords the build used, so a patch need not parse the shipped CR (0.2 s)."""
    from ingest.patch import _stopwords
    from ingest.rulings import mention_stopwords

    conn = sqlite3.connect(built[1])
    stored = _stopwords(conn)
    assert "two-headed giant" in stored and "room" in stored
    glossary = [t for (t,) in conn.execute("select term from glossary where cr_version = (select max(cr_version) "
                                           "from cr_editions)")]
    assert stored == mention_stopwords(glossary)


def test_a_patch_reads_the_rows_of_an_untranslated_ruling_from_the_database_it_patches(built, tmp_path):
    # the same for every ruling without a FR or JA text, so read from a database the same code built, not checked
    from ingest.translations import untranslated_rows
    conn = sqlite3.connect(shutil.copy(built[1], tmp_path / "kb.db"))
    assert untranslated_rows("r-new", conn) == untranslated_rows("r-new")
    assert {(r["lang"], r["check"]) for r in untranslated_rows("r-new", conn)} == {("fr", "missing"), ("ja", "missing")}
    conn.execute("delete from qa_findings where lang = 'ja' and origin is null")  # as if every ruling had a JA text
    assert untranslated_rows("r-new", conn) == untranslated_rows("r-new")  # checked, then


def test_a_rebuild_starts_without_the_checks_or_the_po_library():
    # a patch of bulk files runs no translation check, reads no PO file nor text source: their imports were 0.15 s of
    # its 1 s
    import subprocess
    import sys
    code = ("import sys, kb.cli, ingest.patch, ingest.patch_bulk; print([m for m in ('kb.qa.run', 'translate.storage.po', "
            "'rapidfuzz', 'ingest.formats.po_catalog', 'ingest.formats.rulings_page') if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
