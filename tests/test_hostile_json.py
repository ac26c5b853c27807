"""Hostile JSON inside bulk files, each build run in a child process under a memory limit (resource.setrlimit),
so that a failure costs the test, not the machine: the bad record is one problem naming it, the rest builds."""
from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import MTGJSON_SETS

pytestmark = pytest.mark.slow  # end to end: run by .ci/run as its second step (-m slow)
MEMORY_LIMIT = 1 << 30  # 1 GiB of address space for the whole build (it needs about 300 MiB here)
BUILD = """
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, ({limit}, {limit}))
from pathlib import Path
from ingest.build import build
report = build([Path(p) for p in sys.argv[2:]], Path(sys.argv[1]))
for path, line, severity, code, message in report.problems:
    print(line, severity, code, message, sep="\\t")
sys.exit(1 if report.errors else 0)
"""
ZAP = "00000000-0000-4000-8000-00000000000a"


def limited_build(tmp_path: Path, *sources: Path) -> tuple[subprocess.CompletedProcess, float]:
    """Build sources into tmp_path/kb.db in a child limited to MEMORY_LIMIT; (its result, seconds)."""
    start = time.perf_counter()
    result = subprocess.run([sys.executable, "-c", BUILD.format(limit=MEMORY_LIMIT), str(tmp_path / "kb.db"),
                             *map(str, sources)], capture_output=True, text=True, timeout=300,
                            cwd=Path(__file__).resolve().parents[1])
    return result, time.perf_counter() - start


def nested(depth: int, opener: str = "[", closer: str = "]") -> str:
    """A value nested depth levels deep (200 KB at depth 100,000)."""
    return opener * depth + closer * depth


def rulings_file(tmp_path: Path, bad: str, count: int = 20) -> Path:
    """A Scryfall rulings file with `count` good records and, third, one record holding bad (raw JSON text)."""
    records = [json.dumps({"object": "ruling", "oracle_id": ZAP, "source": "wotc", "published_at": "2024-09-20",
                           "comment": f"Ruling number {i}."}) for i in range(count)]
    records.insert(2, '{"object": "ruling", "oracle_id": "%s", "published_at": "2024-09-20", "comment": %s}'
                   % (ZAP, bad))
    path = tmp_path / "rulings.json"
    path.write_text("[" + ",\n".join(records) + "]", encoding="utf-8")
    return path


@pytest.mark.parametrize("bad", [nested(100_000), nested(50_000, '{"a":', "}"), nested(400_000)],
                         ids=["200 KB of brackets", "nested objects", "800 KB of brackets"])
def test_a_deeply_nested_record_is_one_problem_and_the_rest_builds_within_the_memory_limit(tmp_path, bad):
    result, seconds = limited_build(tmp_path, rulings_file(tmp_path, bad))
    assert result.returncode == 1, result.stderr[-2000:]  # an error (a record lost), never a crash
    problems = [line.split("\t") for line in result.stdout.splitlines()]
    assert [p[:3] for p in problems if p[2] == "bad_record"] == [["3", "error", "bad_record"]]
    assert "[2]" in next(p[3] for p in problems if p[2] == "bad_record")
    assert sqlite3.connect(tmp_path / "kb.db").execute("select count(*) from rulings").fetchone()[0] == 20
    assert seconds < 60


def test_a_nested_record_inside_mtgjson_data_is_one_problem_and_the_other_cards_build(tmp_path):
    real = MTGJSON_SETS / "STX.json"
    if not real.exists():
        pytest.skip("../shared/data/mtgjson is not here")
    data = json.loads(real.read_text(encoding="utf-8"))
    data["data"]["cards"][3] = "__deep__"
    path = tmp_path / "STX.json"
    path.write_text(json.dumps(data).replace('"__deep__"', nested(100_000, '{"x":', "}")), encoding="utf-8")
    result, _ = limited_build(tmp_path, path)
    assert result.returncode == 1, result.stderr[-2000:]  # an error (a record lost), not a crash
    [problem] = [line.split("\t") for line in result.stdout.splitlines() if "\tbad_record\t" in line]
    assert problem[0] == "4" and "data.cards[3]" in problem[3] and "nested deeper" in problem[3]
    db = sqlite3.connect(tmp_path / "kb.db")
    cards = {e["identifiers"]["scryfallOracleId"] for i, e in enumerate(json.loads(real.read_text(encoding="utf-8"))
                                                                    ["data"]["cards"]) if i != 3}
    assert db.execute("select count(*) from cards where kind = 'card'").fetchone()[0] == len(cards)


def test_a_huge_string_in_one_record_is_refused_and_the_rest_builds(tmp_path):
    result, _ = limited_build(tmp_path, rulings_file(tmp_path, json.dumps("x" * (20 << 20))))
    assert result.returncode == 1, result.stderr[-2000:]
    [problem] = [line.split("\t") for line in result.stdout.splitlines() if "\tbad_record\t" in line]
    assert problem[0] == "3" and "larger than 16 MiB" in problem[3]
    assert sqlite3.connect(tmp_path / "kb.db").execute("select count(*) from rulings").fetchone()[0] == 20


def test_a_compression_bomb_is_stopped(tmp_path):
    import lzma

    path = tmp_path / "bomb.json.xz"
    with lzma.open(path, "wb", preset=0) as out:
        out.write(b'[{"object": "ruling", "oracle_id": "%s", "published_at": "2024-09-20", "comment": "Ok."},'
                  % ZAP.encode())
        out.write(b'{"object": "ruling", "comment": "')
        for _ in range(80):  # 80 MiB of one letter: xz makes it about 40 KB, past what any real file grows to
            out.write(b"a" * (1 << 20))
    result, seconds = limited_build(tmp_path, path)
    assert result.returncode == 1, result.stderr[-2000:]
    assert "compression bomb" in result.stdout and seconds < 60
