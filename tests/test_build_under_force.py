"""Builds under force: killed at random points, two at once, on a full disk; the previous database survives."""
from __future__ import annotations

import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # end to end: run by .ci/run as its second step (-m slow)
BUILD = [sys.executable, "-m", "kb.cli", "build", "--no-cache", "--out"]
FULL_DISK = """
import resource, signal, sys
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG, as on a full disk
resource.setrlimit(resource.RLIMIT_FSIZE, (1_000_000, 1_000_000))
from kb.cli import main
main(["build", "--no-cache", "--out", sys.argv[1]])
"""


def rulings(db: Path) -> int:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        assert conn.execute("pragma integrity_check").fetchone()[0] == "ok"
        return conn.execute("select count(*) from rulings").fetchone()[0]
    finally:
        conn.close()


def test_a_build_killed_at_random_points_leaves_the_previous_database_usable(built, tmp_path):
    db = tmp_path / "kb.db"
    db.write_bytes(built[1].read_bytes())
    rng = random.Random(7)
    for _ in range(4):
        process = subprocess.Popen([*BUILD, str(db)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.3, 2.5))
        process.send_signal(signal.SIGKILL)
        process.wait()
        assert rulings(db) == 57
    subprocess.run([*BUILD, str(db)], check=True, capture_output=True)  # the next build clears what was abandoned
    assert rulings(db) == 57 and not list(tmp_path.glob(".kb.db.tmp-*"))


def test_two_builds_at_once_leave_one_whole_database(tmp_path):
    db = tmp_path / "kb.db"
    processes = [subprocess.Popen([*BUILD, str(db)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
                 for _ in range(2)]
    assert [p.wait() for p in processes] == [0, 0]
    assert rulings(db) == 57 and not list(tmp_path.glob(".kb.db.tmp-*"))


def test_a_full_disk_is_a_clear_error_and_writes_nothing(built, tmp_path):
    db = tmp_path / "kb.db"
    db.write_bytes(built[1].read_bytes())
    before = db.read_bytes()
    result = subprocess.run([sys.executable, "-c", FULL_DISK, str(db)], capture_output=True, text=True)
    assert result.returncode == 2, result.stderr[-800:]
    assert "could not be written" in result.stderr and "It is unchanged" in result.stderr
    assert "Traceback" not in result.stderr
    assert db.read_bytes() == before and not list(tmp_path.glob(".kb.db.tmp-*"))
