"""The build's second core: work forked to a child gives what it would give in place, and failures are clear."""
import os
import signal
import sqlite3
import time

import pytest

from ingest import aside, background, build as build_module, early_tables, translations
from ingest.aside import AsideWriter
from ingest.background import FAILURES, Background, BackgroundFailed, SharedWork
from ingest.build import DEFAULT_SOURCES, build
from mtg.language import detect_languages

needs_fork = pytest.mark.usefixtures("two_cores")  # conftest.py: a test worker's builds fork nothing otherwise


@needs_fork
def test_the_result_comes_back_from_the_child():
    parent = os.getpid()
    work = Background(lambda: {"pid": os.getpid(), "rows": [{"id": i} for i in range(50_000)]}, "test work")
    value = work.result()
    assert value["pid"] != parent  # it really ran elsewhere
    assert value["rows"][-1] == {"id": 49_999} and len(value["rows"]) == 50_000
    assert work.result() is value  # asked twice, read once


@needs_fork
def test_an_exception_in_the_child_is_raised_with_its_traceback():
    def fails():
        raise ValueError("bad row 7")
    work = Background(fails, "the checks")
    with pytest.raises(BackgroundFailed, match=r"(?s)the checks failed in the worker process.*ValueError: bad row 7"):
        work.result()


@needs_fork
def test_a_killed_child_is_a_clear_error_not_a_hang():
    def dies():
        os.kill(os.getpid(), signal.SIGKILL)
    with pytest.raises(BackgroundFailed, match="ended with code -9 and no result"):
        Background(dies, "parsing").result()


def test_without_fork_the_work_runs_in_place(monkeypatch):
    monkeypatch.setattr(background, "can_fork", lambda: False)
    assert Background(os.getpid, "in place").result() == os.getpid()


@needs_fork
def test_language_detection_in_a_child_forked_after_the_parent_used_it_does_not_hang():
    assert detect_languages(["The door is unlocked.", "La porte est déverrouillée."]) == ["en", "fr"]
    work = Background(lambda: detect_languages(["The door is unlocked.", "La porte est déverrouillée."]), "lingua")
    assert work.result() == ["en", "fr"]


@pytest.mark.slow  # builds the data more than once (3-5 s): .ci/run's slow step
def test_a_build_with_workers_and_one_without_have_the_same_content(tmp_path, monkeypatch):
    build(DEFAULT_SOURCES, tmp_path / "forked.db")
    for module in (build_module, translations, background):
        monkeypatch.setattr(module, "can_fork", lambda: False, raising=False)
    build(DEFAULT_SOURCES, tmp_path / "in-place.db")
    dumps = [list(sqlite3.connect(tmp_path / name).iterdump()) for name in ("forked.db", "in-place.db")]
    assert len(dumps[0]) > 10_000 and dumps[0] == dumps[1]


@needs_fork
@pytest.mark.parametrize("dies", [True, False], ids=["killed", "raises"])
def test_a_failed_workers_share_is_redone_here_and_said(dies):
    parent = os.getpid()

    def double(chunk):
        if os.getpid() != parent:
            if dies:
                os._exit(137)  # as the kernel's OOM killer would leave it
            raise ValueError("a fault in the worker")
        time.sleep(0.01)  # the worker claims its share meanwhile
        return [x * 2 for x in chunk]
    FAILURES.clear()
    results, also = SharedWork(double, list(range(200)), 5, "doubling").finish()
    assert results == [x * 2 for x in range(200)] and also is None
    [failure] = FAILURES
    assert failure.startswith("doubling") and "redone in the main process" in failure
    FAILURES.clear()


@needs_fork
@pytest.mark.parametrize("failures", [1, 2], ids=["the first worker", "every worker"])
def test_the_search_index_written_aside_is_redone_when_its_worker_fails(tmp_path, monkeypatch, failures, db):
    """The first part's worker failing: the next writes every part again; every worker failing: the write does."""
    write = AsideWriter._write

    def broken(self, parts, fresh):  # in the worker: the first worker writes one part, the next (redoing it) two
        if len(parts) <= failures:
            raise OSError("the search index's worker failed")
        return write(self, parts, fresh)
    monkeypatch.setattr(AsideWriter, "_write", broken)
    report = build(DEFAULT_SOURCES, tmp_path / "kb.db")
    assert [p[3] for p in report.problems if p[3] == "worker_failed"] == ["worker_failed"] * failures
    conn = sqlite3.connect(tmp_path / "kb.db")
    conn.execute("insert into search_fts(search_fts) values('integrity-check')")
    assert conn.execute("select count(*) from search_fts where search_fts match 'unlock'").fetchone()[0] > 5
    for table in ("search_layout", "search_docs"):  # as the shipped build's, written aside with no failure
        query = f"select rowid, * from {table} order by rowid"
        assert conn.execute(query).fetchall() == [tuple(row) for row in db.execute(query)]
    assert not list(tmp_path.glob(".kb.db.tmp-*"))


@needs_fork
@pytest.mark.slow  # builds the data more than once (3-5 s): .ci/run's slow step
def test_the_tables_written_aside_early_give_the_content_written_in_place(tmp_path, monkeypatch):
    monkeypatch.setattr(early_tables, "EARLY_ROWS", 0)  # the seeds' few cards and rulings written aside as the corpus's are
    build(DEFAULT_SOURCES, tmp_path / "aside.db")
    monkeypatch.setattr(early_tables, "can_fork", lambda: False)
    build(DEFAULT_SOURCES, tmp_path / "in-place.db")
    # the same rows, tables and indexes (the indexes of the tables written aside are made first: sorted lines)
    dumps = [sorted(sqlite3.connect(tmp_path / name).iterdump()) for name in ("aside.db", "in-place.db")]
    assert any(line.startswith('INSERT INTO "card_names"') for line in dumps[0]) and dumps[0] == dumps[1]
    assert any(line.startswith('INSERT INTO "ruling_sources"') for line in dumps[0])
    assert not list(tmp_path.glob(".*.db.tmp-*"))


@needs_fork
def test_the_card_tables_are_inserted_here_when_their_worker_fails(tmp_path, monkeypatch):
    def broken(self, tables, group, first):
        raise OSError(f"the {group} tables' worker failed")
    monkeypatch.setattr(early_tables, "EARLY_ROWS", 0)
    monkeypatch.setattr(early_tables.EarlyTables, "_write", broken)
    report = build(DEFAULT_SOURCES, tmp_path / "kb.db")
    assert [p[4] for p in report.problems if p[3] == "worker_failed"][0].startswith("writing the card tables")
    conn = sqlite3.connect(tmp_path / "kb.db")
    assert conn.execute("select count(*) from card_names").fetchone()[0] > 5
    assert conn.execute("select count(*) from ruling_sources").fetchone()[0] > 50
    assert conn.execute("pragma foreign_key_check").fetchall() == []
    assert not list(tmp_path.glob(".kb.db.tmp-*"))


@needs_fork
def test_a_later_group_that_fails_leaves_every_group_to_the_write(tmp_path, monkeypatch):
    written = early_tables.EarlyTables._write

    def broken_rulings(self, tables, group, first):
        if group == "ruling":  # the card tables are in the file already: it is dropped all the same
            raise OSError("the ruling tables' worker failed")
        return written(self, tables, group, first)
    monkeypatch.setattr(early_tables, "EARLY_ROWS", 0)
    monkeypatch.setattr(early_tables.EarlyTables, "_write", broken_rulings)
    report = build(DEFAULT_SOURCES, tmp_path / "kb.db")
    assert [p[4][:25] for p in report.problems if p[3] == "worker_failed"] == ["writing the ruling tables"]
    conn = sqlite3.connect(tmp_path / "kb.db")
    assert conn.execute("select count(*) from card_names").fetchone()[0] > 5
    assert conn.execute("select count(*) from ruling_sources").fetchone()[0] > 50
    assert conn.execute("pragma foreign_key_check").fetchall() == []
    assert not list(tmp_path.glob(".kb.db.tmp-*"))


@pytest.mark.parametrize("indexed", [True, False])
def test_a_table_written_aside_is_copied_with_its_rowids(tmp_path, indexed):
    # rowids 10, 20, 30: the full-text index refers to them. With the same index on both sides SQLite copies the rows
    # as stored; without (no page copy) a plain INSERT … SELECT * would number them 1, 2, 3, and the copy is redone.
    side = sqlite3.connect(tmp_path / "side.db")
    side.executescript("CREATE TABLE t (ref TEXT NOT NULL, kind TEXT); CREATE INDEX t_ref ON t(ref);"
                       "INSERT INTO t (rowid, ref, kind) VALUES (10, 'b', 'x'), (20, 'a', NULL), (30, 'c', 'y');")
    side.commit()
    side.close()
    main = sqlite3.connect(tmp_path / "main.db", isolation_level=None)
    main.execute("CREATE TABLE t (ref TEXT NOT NULL, kind TEXT)")
    if indexed:
        main.execute("CREATE INDEX t_ref ON t(ref)")
    main.execute("ATTACH DATABASE ? AS side", [str(tmp_path / "side.db")])
    aside._copy(main, "t")
    assert main.execute("SELECT rowid, ref, kind FROM main.t ORDER BY rowid").fetchall() == [
        (10, "b", "x"), (20, "a", None), (30, "c", "y")]
    assert main.execute("SELECT ref FROM main.t WHERE ref > 'a' ORDER BY ref").fetchall() == [("b",), ("c",)]


@needs_fork
def test_a_child_not_awaited_soon_yields_the_cores():
    # a cache's save and the search index run with the niceness asked for, so the children awaited next come first
    assert Background(lambda: os.nice(0), "niceness").result() == os.nice(0)
    assert Background(lambda: os.nice(0), "niceness", background.YIELDING).result() == min(os.nice(0) + 10, 19)
