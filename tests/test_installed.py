"""Installed from a wheel (`pip install .`, not editable): build and serve work from any folder."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import time
import urllib.request
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # end to end: run by .ci/run as its second step (-m slow)

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def venv(tmp_path_factory):
    """A fresh virtual environment with the project installed from its wheel (dependencies from this Python)."""
    work = tmp_path_factory.mktemp("installed")
    wheels, source = work / "wheels", work / "source"
    # The wheel is made from a copy: setuptools writes build/ and *.egg-info beside the sources it is given.
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(".git", "build", "*.egg-info", "__pycache__",
                                                                "kb.db*", ".rulings-kb-cache", "fetched", "mutants"))
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(wheels), str(source)],
                           capture_output=True, text=True, cwd=work)
    if built.returncode != 0:
        pytest.fail(f"pip wheel failed:\n{built.stderr[-2000:]}")
    env_dir = work / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(env_dir)], check=True)
    # The dependencies are those of the Python running the tests (a venv or not), seen through a .pth file:
    # --system-site-packages would see the base interpreter's, not this venv's. A directory a .pth file names
    # has its own .pth files ignored, so the checkout's editable install stays out of sight.
    site = Path(subprocess.run([str(env_dir / "bin" / "python"), "-c", "import sysconfig; print(sysconfig."
                                "get_paths()['purelib'])"], capture_output=True, text=True, check=True).stdout.strip())
    here = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (site / "rulings_kb_test_dependencies.pth").write_text("\n".join(sorted(here)) + "\n", encoding="utf-8")
    pip = [str(env_dir / "bin" / "python"), "-m", "pip", "install", "-q", "--no-deps", "--no-index"]
    subprocess.run([*pip, *map(str, wheels.glob("*.whl"))], check=True, capture_output=True)
    return env_dir, work


def run(venv, *args, **kw):
    env_dir, work = venv
    env = {**os.environ, "XDG_DATA_HOME": str(work / "home")}
    return subprocess.run([str(env_dir / "bin" / "rulings-kb"), *args], cwd=work, env=env, capture_output=True,
                          text=True, timeout=300, **kw)


def test_the_installed_code_is_not_the_checkout(venv):
    env_dir, work = venv
    where = subprocess.run([str(env_dir / "bin" / "python"), "-c", "import ingest, kb; print(ingest.__file__)"],
                           cwd=work, capture_output=True, text=True, check=True).stdout
    assert str(env_dir) in where and str(ROOT) not in where


def test_build_and_coverage_from_any_folder(venv):
    env_dir, work = venv
    built = run(venv, "build", "--out", str(work / "kb.db"))
    assert built.returncode == 0, built.stdout + built.stderr
    assert "57 rulings" in built.stdout and "rulings_kb_data/sources/seeds" not in built.stderr
    coverage = run(venv, "coverage", "--db", str(work / "kb.db"))
    assert coverage.returncode == 0 and "57/57" in coverage.stdout, coverage.stdout + coverage.stderr


def test_serve_builds_its_default_database_in_the_users_data_folder(venv):
    env_dir, work = venv
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = {**os.environ, "XDG_DATA_HOME": str(work / "home")}
    server = subprocess.Popen([str(env_dir / "bin" / "rulings-kb"), "serve", "--port", str(port)], cwd=work, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(300):
            try:
                home = urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2).read().decode()
                break
            except OSError:
                time.sleep(0.2)
        else:
            pytest.fail("the installed rulings-kb serve did not answer")
        search = urllib.request.urlopen(f"http://127.0.0.1:{port}/-/search?q=%E9%83%A8%E5%B1%8B", timeout=10).read()
    finally:
        server.terminate()
        server.wait(10)
    assert "57 rulings" in home and "search-results" in search.decode()
    assert (work / "home" / "rulings-kb" / "kb.db").is_file()
