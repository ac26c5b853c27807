"""A database rebuilt at its path while `rulings-kb serve` serves it is served, no restart, no request failing."""
from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
import urllib.request

import pytest

from conftest import fr_page
from ingest.build import DEFAULT_SOURCES, build

pytestmark = pytest.mark.slow  # a server and two builds: run by .ci/run as its second step (-m slow)


def get(base: str, path: str) -> tuple[int, bytes]:
    """GET base + path: (status, body)."""
    try:
        with urllib.request.urlopen(base + path, timeout=10) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read()


def test_a_rebuilt_database_is_served_with_its_new_rows_size_and_hash(tmp_path, write_page):
    db = tmp_path / "kb.db"
    build(DEFAULT_SOURCES, db)
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen([sys.executable, "-m", "kb.cli", "serve", "--db", str(db), "--port", str(port)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(150):
            try:
                if get(base, "/-/versions.json")[0] == 200:
                    break
            except OSError:
                time.sleep(0.2)
        count = "/kb.json?sql=select+count(*)+as+n+from+rulings&_shape=array"
        before = json.loads(get(base, count)[1])[0]["n"]
        [served] = json.loads(get(base, "/-/databases.json")[1])
        statuses: list[int] = []
        stop = threading.Event()

        def keep_asking():
            while not stop.is_set():
                statuses.append(get(base, "/kb/rulings.json?_size=5")[0])
        asking = threading.Thread(target=keep_asking)
        asking.start()
        extra = write_page("extra.txt", *fr_page(("20 septembre 2024", "A ruling only the rebuilt file has.")))
        build([*DEFAULT_SOURCES, extra], db)  # written aside and renamed over the served file
        for _ in range(50):
            time.sleep(0.2)
            after = json.loads(get(base, count)[1])[0]["n"]
            if after != before:
                break
        stop.set()
        asking.join()
        [now] = json.loads(get(base, "/-/databases.json")[1])
    finally:
        server.terminate()
        server.wait(10)
    assert after == before + 1
    assert now["size"] == db.stat().st_size and now["hash"] != served["hash"]
    assert statuses and set(statuses) == {200}  # no request failed while the file was replaced
