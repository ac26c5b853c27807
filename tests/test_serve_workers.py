"""`rulings-kb serve --workers N`: N Datasette processes under gunicorn, each the site one process serves; and
a table's view permission as Datasette decides it, with the plugin loaded."""
from __future__ import annotations

import asyncio
import http.client
import json
import os
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import fr_page, free_port
from ingest.build import build
from kb.cli import main
from kb.serve import datasette_args
from kb.workers import started_datasette
from mtg.cores import cores


@pytest.mark.parametrize("value, says", [("0", "0 processes cannot serve"), ("-3", "-3 processes cannot serve"),
                                         ("two", "'two' is not a number of processes")])
def test_fewer_than_one_worker_is_a_usage_error_before_anything_runs(tmp_path, value, says):
    db = tmp_path / "new.db"
    result = CliRunner().invoke(main, ["serve", "--db", str(db), "--build", "--workers", value, "--port", str(free_port())])
    assert result.exit_code == 2 and says in result.output and "--workers" in result.output
    assert "Traceback" not in result.output and not db.exists()


@pytest.mark.parametrize("value, workers", [("auto", cores()), ("AUTO", cores()), ("3", 3), (None, 1)])
def test_workers_reach_the_server_auto_being_one_per_core(monkeypatch, tmp_path, value, workers):
    import kb.serve

    asked = []
    monkeypatch.setattr(kb.serve, "ensure_built", lambda db, rebuild, sources: None)
    monkeypatch.setattr(kb.serve, "serve", lambda db, port, n: asked.append((db, port, n)))
    port = free_port()
    args = ["serve", "--db", str(tmp_path / "kb.db"), "--port", str(port)] + (["--workers", value] if value else [])
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    assert asked == [(tmp_path / "kb.db", port, workers)]


def test_with_workers_a_missing_database_is_still_an_error_naming_it(tmp_path):
    missing = tmp_path / "mine.db"
    result = CliRunner().invoke(main, ["serve", "--db", str(missing), "--workers", "2", "--port", str(free_port())])
    assert result.exit_code == 2 and str(missing) in result.output and "does not exist" in result.output
    assert not missing.exists()


def test_with_workers_a_busy_port_is_said_before_anything_is_built(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = CliRunner().invoke(main, ["serve", "--db", str(tmp_path / "new.db"), "--build", "--workers", "2",
                                           "--port", str(port)])
    assert result.exit_code == 2 and f"port {port}" in result.output and "--port" in result.output
    assert "Building" not in result.output and not (tmp_path / "new.db").exists()


def test_a_worker_builds_the_datasette_one_process_serves(built, tmp_path):
    db = tmp_path / "my-rulings.db"
    shutil.copy(built[1], db)
    args = datasette_args(db, 8123)
    datasette = started_datasette(args)
    given = {"default_page_size": 50, "sql_time_limit_ms": 2000, "max_returned_rows": 1000, "suggest_facets": False}
    assert {name: datasette.setting(name) for name in given} == given
    [served] = [d for name, d in datasette.databases.items() if not name.startswith("_")]  # not _internal
    assert served.name == "my-rulings" and not served.is_mutable and served.path == str(db)
    assert served.opened[1] == db.stat().st_ino  # the startup hook ran: a rebuilt file will be followed
    assert "rulings-kb" in {p["name"] for p in datasette._plugins()}  # the entry point's distribution

    async def fetch(path):
        return await datasette.client.get(path)
    home = asyncio.run(fetch("/")).text
    assert "57 rulings" in home and 'href="/my-rulings/rulings_side_by_side"' in home
    assert asyncio.run(fetch("/my-rulings/rulings_of_card.json?_shape=array&name=Piscine")).json()


# --- the view permission of a table ------------------------------------------------------------------------

def datasette_with(db: Path, metadata: dict | None = None, **settings):
    from datasette.app import Datasette

    return Datasette([], immutables=[str(db)], metadata=metadata, settings=settings or None)


def test_a_tables_allow_block_still_refuses_and_admits_as_datasette_does(built):
    metadata = {"databases": {"kb": {"tables": {"rulings": {"allow": {"id": "editor"}}}}}}
    datasette = datasette_with(built[1], metadata)

    async def checks():
        await datasette.invoke_startup()
        allowed = datasette.permission_allowed
        return [await allowed(None, "view-table", ("kb", "rulings")),
                await allowed({"id": "someone"}, "view-table", ("kb", "rulings")),
                await allowed({"id": "editor"}, "view-table", ("kb", "rulings")),
                await allowed(None, "view-table", ("kb", "RULINGS")),  # SQLite's spelling is the table's
                await allowed({"id": "editor"}, "view-table", ("kb", "rulings")),
                await allowed(None, "view-table", ("kb", "cards"), default="no rule"),
                (await datasette.client.get("/kb/rulings")).status_code,
                (await datasette.client.get("/kb/cards")).status_code]
    assert asyncio.run(checks()) == [False, False, True, False, True, "no rule", 403, 200]


def test_sql_stays_as_datasette_decides_it(built):
    async def status(datasette):
        await datasette.invoke_startup()
        return (await datasette.client.get("/kb.json?sql=select+1")).status_code
    assert asyncio.run(status(datasette_with(built[1]))) == 200
    assert asyncio.run(status(datasette_with(built[1], default_allow_sql=False))) == 403
    assert asyncio.run(status(datasette_with(built[1], {"allow_sql": {"id": "editor"}}))) == 403


# --- end to end: two processes -----------------------------------------------------------------------------


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a process, from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def children(pid: int) -> list[int]:
    """The processes whose parent is pid."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            if int(stat.read_text().rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(stat.parent.name))
        except (OSError, ValueError):
            pass
    return sorted(found)


def alive(pid: int) -> bool:
    """Whether pid is a process that has not exited (a zombie has)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def get(port: int, path: str) -> tuple[int, bytes]:
    """GET on a new connection, closed after: (status, body)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=20)
    try:
        conn.request("GET", path, headers={"Connection": "close"})
        response = conn.getresponse()
        return response.status, response.read()
    finally:
        conn.close()


@pytest.fixture
def two_workers(built, tmp_path):
    """`rulings-kb serve --workers 2` on a copy of the seeds' build: (process, port, worker pids, db, log)."""
    db, log, port = tmp_path / "kb.db", tmp_path / "serve.log", free_port()
    shutil.copy(built[1], db)
    with log.open("wb") as out:
        server = subprocess.Popen([sys.executable, "-m", "kb.cli", "serve", "--db", str(db), "--port", str(port),
                                   "--workers", "2"], stdout=out, stderr=subprocess.STDOUT)
    workers: list[int] = []
    try:
        deadline = time.monotonic() + 60
        while log.read_text(errors="replace").count("Application startup complete") < 2:
            assert server.poll() is None and time.monotonic() < deadline, log.read_text()[-2000:]
            time.sleep(0.1)
        workers = children(server.pid)
        assert len(workers) == 2, workers
        yield server, port, workers, db, log
    finally:  # stopped as a user would, then anything left killed: a master killed alone left its workers serving
        if server.poll() is None:
            server.terminate()
            try:
                server.wait(20)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()
        for pid in workers or children(server.pid):
            if alive(pid):
                os.kill(pid, signal.SIGKILL)


@pytest.mark.slow
def test_both_workers_answer_and_follow_a_rebuilt_file(two_workers, tmp_path, write_page):
    server, port, workers, db, _ = two_workers
    before = {pid: cpu_seconds(pid) for pid in workers}
    statuses: list[int] = []

    def ask():
        for i in range(40):
            statuses.append(get(port, ("/kb/rulings", "/-/search?q=unlock", "/kb/cards", "/")[i % 4])[0])
    threads = [threading.Thread(target=ask) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert statuses == [200] * 240
    used = {pid: cpu_seconds(pid) - before[pid] for pid in workers}
    assert all(seconds >= 0.1 for seconds in used.values()), used  # each worker answered pages, not only one

    other = tmp_path / "other.db"
    build([write_page("p.txt", *fr_page(("20 septembre 2024", "If you control 2 Clerics, it costs {1} less.")))],
          other)
    rulings = sqlite3.connect(other).execute("select count(*) from rulings").fetchone()[0]
    assert rulings != sqlite3.connect(db).execute("select count(*) from rulings").fetchone()[0]
    os.replace(other, db)  # what `rulings-kb build --out` does to the served file: each request checks it first
    sizes = {json.loads(get(port, "/-/databases.json")[1])[0]["size"] for _ in range(30)}
    counts = {json.loads(get(port, "/kb.json?sql=select+count(*)+n+from+rulings&_shape=array")[1])[0]["n"]
              for _ in range(30)}
    assert sizes == {db.stat().st_size} and counts == {rulings}  # 30 connections each: both workers saw the new file


@pytest.mark.slow
@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT])
def test_sigterm_or_ctrl_c_stops_every_process(two_workers, stop):
    server, port, workers, _, log = two_workers
    assert get(port, "/")[0] == 200
    server.send_signal(stop)
    assert server.wait(20) == 0, log.read_text()[-2000:]
    deadline = time.monotonic() + 5
    while any(alive(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(alive(pid) for pid in workers)
    with pytest.raises(OSError):
        get(port, "/")


def test_one_datasettes_allow_block_does_not_reach_the_next(built):
    """Datasette merges a user's metadata into what the plugin returns: the shipped metadata is a new copy each
    time, so a table closed in one Datasette stays open in the next (it was not: the merge wrote into ours)."""
    async def ruling_table(datasette):
        await datasette.invoke_startup()
        return (await datasette.client.get("/kb/rulings")).status_code
    closed = datasette_with(built[1], {"databases": {"kb": {"tables": {"rulings": {"allow": {"id": "editor"}}}}}})
    assert asyncio.run(ruling_table(closed)) == 403
    assert asyncio.run(ruling_table(datasette_with(built[1]))) == 200
