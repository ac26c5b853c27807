"""bench/real.py's counts: taken from real set files with the json module, they equal the built rows."""
from __future__ import annotations

import pytest

from ingest.build import build
from conftest import bench_script, MTGJSON_SETS

SETS = MTGJSON_SETS


@pytest.mark.skipif(not (SETS / "KHM.json").exists(), reason="../shared/data/mtgjson is not here")
def test_the_counts_the_benchmark_takes_from_the_files_equal_the_rows(tmp_path):
    real = bench_script("real")
    files = [SETS / "KHM.json", SETS / "NEO.json"]
    build(files, tmp_path / "kb.db")
    expected, got = real.file_counts(files), real.db_counts(tmp_path / "kb.db")
    assert expected["rulings"] > 700 and expected["cards"] > 600
    assert {k: expected[k] for k in got} == got
