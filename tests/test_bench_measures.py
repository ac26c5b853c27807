"""bench/cpu.py and bench/po_match.py run and print what they say (their figures are the README's)."""
import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # end to end: run by .ci/run as its second step (-m slow)

ROOT = Path(__file__).resolve().parents[1]


def last_json(args: list[str]) -> dict:
    done = subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_cpu_builds_three_ways_and_times_each_step(tmp_path):
    figures = last_json(["bench/cpu.py", "data/sources/seeds", "--out", str(tmp_path)])
    assert set(figures) == {"two_processes", "one_process", "two_without_checks"}
    assert all(f["wall_s"] > 0 and f["user_s"] > 0 for f in figures.values())
    assert all({"parsing", "rulings", "translation checks", "writing"} <= set(f["steps"]) for f in figures.values())
    findings = {way: sqlite3.connect(tmp_path / f"{way}.db").execute("SELECT count(*) FROM qa_findings").fetchone()[0]
                for way in figures}
    assert findings["two_processes"] == findings["one_process"] > 0 and findings["two_without_checks"] == 0


def test_po_match_finds_most_corrections_of_the_seed_rulings(built):
    figures = last_json(["bench/po_match.py", "--db", str(built[1])])
    assert figures["corrections"] > 200 and figures["entries"] == 57
    assert 0.8 * figures["corrections"] < figures["found"] <= figures["corrections"]


def test_compiled_checks_give_the_same_findings_and_time_both(built):
    figures = last_json(["bench/compiled_checks.py", "--db", str(built[1]), "--pairs", "200"])
    assert figures["pairs"] > 50 and figures["same_findings"] is True
    assert figures["python_s"] > 0 and figures["compiled_s"] > 0


def test_load_counts_only_real_failures_whatever_the_database_is_called(built, tmp_path):
    import shutil

    db = tmp_path / "my-rulings.db"  # served as /my-rulings: every URL of the mix must follow
    shutil.copy(built[1], db)
    done = subprocess.run([sys.executable, "bench/load.py", "--db", str(db), "--clients", "3", "--seconds", "1"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    assert done.returncode == 0 and figures["errors"] == 0 and figures["requests"] > 20, done.stdout[-500:]
