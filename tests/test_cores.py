"""The cores rulings-kb may use: the machine's by default, RULINGS_KB_CORES where it is set, a bad value refused."""
import os

import pytest

from conftest import CORES_GIVEN, MACHINE_CORES
from ingest import background
from mtg.cores import CORES_VARIABLE, cores


def test_by_default_the_cores_this_process_may_run_on(monkeypatch):
    monkeypatch.delenv(CORES_VARIABLE, raising=False)
    assert cores() == len(os.sched_getaffinity(0)) >= 1


@pytest.mark.parametrize("given, expected", [("1", 1), (" 3 ", 3), ("", None)])
def test_the_variable_sets_them(monkeypatch, given, expected):
    monkeypatch.setenv(CORES_VARIABLE, given)
    assert cores() == (expected or len(os.sched_getaffinity(0)))


@pytest.mark.parametrize("given", ["0", "-2", "two", "1.5"])
def test_a_value_that_is_not_a_number_of_cores_is_refused_naming_the_variable(monkeypatch, given):
    monkeypatch.setenv(CORES_VARIABLE, given)
    with pytest.raises(ValueError, match=f"{CORES_VARIABLE} must be a whole number of cores from 1, not '{given}'"):
        cores()


def test_one_core_forks_no_worker(monkeypatch):
    monkeypatch.setenv(CORES_VARIABLE, "1")
    parent = os.getpid()
    assert not background.can_fork()
    assert background.Background(os.getpid, "where it ran").result() == parent


def test_a_test_worker_takes_its_share_of_the_machine():
    """conftest.py: under pytest-xdist each worker's builds get the machine's cores over the workers (at least one)."""
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "0"))
    if not workers or CORES_GIVEN:
        pytest.skip("not run by pytest-xdist, or RULINGS_KB_CORES set by hand")
    assert cores() == max(1, MACHINE_CORES // workers)


def test_the_command_line_refuses_a_bad_value_in_one_line(monkeypatch, tmp_path):
    from click.testing import CliRunner

    from kb.cli import main

    monkeypatch.setenv(CORES_VARIABLE, "two")
    result = CliRunner().invoke(main, ["build", "--out", str(tmp_path / "kb.db")])
    assert result.exit_code == 2 and "RULINGS_KB_CORES must be a whole number of cores from 1, not 'two'" in result.output
    assert "Traceback" not in result.output and not (tmp_path / "kb.db").exists()
