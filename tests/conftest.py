"""Shared fixtures: the shipped sources built once per session, and small pages written on the fly."""
from __future__ import annotations

import multiprocessing
import os
import socket
import sqlite3
from pathlib import Path

import pytest
from hypothesis import settings

from ingest.build import DEFAULT_SOURCES, build
from mtg.cores import CORES_VARIABLE, cores

FR_HEADER = ("Clarifications officielles de Wizards of the Coast. La traduction FR ci-dessous est générée "
             "automatiquement (IA) — l'original anglais reste la source de vérité.")


# A test worker of pytest-xdist shares the machine with as many others as it has cores: a build it runs gets its share
# (mtg.cores), so it forks no worker to fight the others for a core (with it, the suite took 83 s on two cores, not 56).
# The tests of the forked worker itself and the slow end-to-end ones build on the machine's cores (machine_cores).
MACHINE_CORES = cores()
CORES_GIVEN = CORES_VARIABLE in os.environ  # a developer's own setting is kept
if (WORKERS := int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "0"))) > 0:
    os.environ.setdefault(CORES_VARIABLE, str(max(1, MACHINE_CORES // WORKERS)))


settings.register_profile("rulings-kb", database=None)  # no .hypothesis/ folder written into the checkout
settings.load_profile("rulings-kb")


ROOT = Path(__file__).resolve().parents[1]
# The real data beside the checkout (../shared/data), or where RULINGS_KB_SHARED says shared/ is: .ci/run tests a
# clone in a temporary folder, which has no ../shared of its own. Tests that need it skip, saying so, without it.
SHARED_DATA = Path(os.environ.get("RULINGS_KB_SHARED") or ROOT.parent / "shared") / "data"
MTGJSON_SETS = SHARED_DATA / "mtgjson" / "sets"
MTGJSON_ARCHIVE = SHARED_DATA / "mtgjson" / "mtgjson-sets-5.2.0+20220425.tar.xz"  # the 574 set files


def free_port() -> int:
    """A loopback port nothing listens on now (a fixed one fails the day a developer's server uses it)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def bench_script(name: str):
    """bench/<name>.py as a module (bench/ is not a package; its scripts import each other by name)."""
    import importlib.util
    import sys

    if str(ROOT / "bench") not in sys.path:
        sys.path.insert(0, str(ROOT / "bench"))
    spec = importlib.util.spec_from_file_location(f"bench_{name}", ROOT / "bench" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module


def pytest_report_header(config):
    """Show the SQLite version the tests run against."""
    return f"SQLite {sqlite3.sqlite_version}"


@pytest.fixture(autouse=True)
def machine_cores(request, monkeypatch):
    """A slow (end-to-end) test builds as a user does, on the machine's cores; a fast one on its worker's share."""
    if request.node.get_closest_marker("slow") or "two_cores" in request.fixturenames:
        monkeypatch.setenv(CORES_VARIABLE, str(MACHINE_CORES))


@pytest.fixture
def two_cores():
    """The machine's cores for a test of the build's forked worker (machine_cores), skipped where none can fork."""
    if MACHINE_CORES < 2 or "fork" not in multiprocessing.get_all_start_methods():
        pytest.skip("no fork or a single core here")


@pytest.fixture(scope="session")
def built(tmp_path_factory):
    """The shipped data/ built once: (report, path)."""
    out = tmp_path_factory.mktemp("kb") / "kb.db"
    return build(DEFAULT_SOURCES, out), out


@pytest.fixture(scope="session")
def db(built):
    """A read-only connection to the shipped build, rows as sqlite3.Row."""
    conn = sqlite3.connect(f"file:{built[1]}?mode=ro", uri=True)
    conn.row_factory = sqlite3.Row
    yield conn
    conn.close()


@pytest.fixture
def write_page(tmp_path):
    """Write a source file from lines (joined with newline) and return its path."""

    def write(name: str, *lines: str, newline: str = "\n") -> Path:
        path = tmp_path / name
        path.write_bytes(newline.join(lines).encode() + newline.encode())
        return path

    return write


def fr_page(*entries: tuple[str, str]) -> list[str]:
    """Lines of a French-site rulings page with (date, text) entries."""
    lines = [FR_HEADER]
    for date, text in entries:
        lines += [f"{date} · source : wotc", text]
    return lines


def search_layout_holds(path) -> bool:
    """The search index's layout (ingest/search_index.py) is kept, and true: each stretch holds only its kind's
    entries, each ref's entries lie in one group of `stride` rowids, and no group holds two refs."""
    conn = sqlite3.connect(path)
    try:
        stretches = conn.execute("select type, kind, first, last, stride from search_layout").fetchall()
        for type_, kind, first, last, stride in stretches:
            docs = conn.execute("select rowid, ref from search_docs where type = ? and kind is ?",
                                [type_, kind]).fetchall()
            inside = [(rowid, ref) for rowid, ref in docs if first <= rowid <= last]
            groups = {(rowid - first) // stride for rowid, _ in inside}
            refs = {ref for _, ref in inside}
            others = conn.execute("select count(*) from search_docs where rowid between ? and ? and not "
                                  "(type = ? and kind is ?)", [first, last, type_, kind]).fetchone()[0]
            if len(inside) != len(docs) or others or len(groups) != len(refs) or len(
                    {((rowid - first) // stride, ref) for rowid, ref in inside}) != len(refs):
                return False
        return bool(stretches)
    finally:
        conn.close()
