"""bench/real.py's counts: taken from real set files with the json module, they equal the built rows."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from ingest.build import build

ROOT = Path(__file__).resolve().parents[1]
SETS = ROOT.parent / "shared" / "data" / "mtgjson" / "sets"


def bench_real():
    """bench/real.py as a module (bench/ is not a package)."""
    sys.path.insert(0, str(ROOT / "bench"))
    spec = importlib.util.spec_from_file_location("bench_real", ROOT / "bench" / "real.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(not (SETS / "KHM.json").exists(), reason="../shared/data/mtgjson is not here")
def test_the_counts_the_benchmark_takes_from_the_files_equal_the_rows(tmp_path):
    real = bench_real()
    files = [SETS / "KHM.json", SETS / "NEO.json"]
    build(files, tmp_path / "kb.db")
    expected, got = real.file_counts(files), real.db_counts(tmp_path / "kb.db")
    assert expected["rulings"] > 700 and expected["cards"] > 600
    assert {k: expected[k] for k in got} == got
