"""Source hashes remembered by stat (ingest/known_hashes.py): a file is read again whenever it may have changed."""
from __future__ import annotations

import hashlib
import os
import time
from pathlib import Path

import pytest

from ingest import known_hashes as kh


def _hash_all(read: list[Path]):
    """A hash_all that notes which files it read."""
    def hash_all(files: list[Path]) -> dict[Path, str]:
        read.extend(files)
        return {f: hashlib.sha256(f.read_bytes()).hexdigest() for f in files}
    return hash_all


@pytest.fixture
def later(monkeypatch):
    """The store consulted 10 s after the files were written (they are no longer too recent to trust)."""
    now = time.time_ns()
    monkeypatch.setattr(kh.time, "time_ns", lambda: now + 10 * 10**9)


@pytest.fixture
def files(tmp_path: Path) -> list[Path]:
    """Two source files."""
    paths = [tmp_path / "a.json", tmp_path / "b.json"]
    for i, path in enumerate(paths):
        path.write_text(f'{{"n": {i}}}')
    return paths


def test_an_unchanged_file_is_not_read_again(files, tmp_path, later):
    first, second = [], []
    before = kh.known_hashes(files, tmp_path / "cache", _hash_all(first))
    after = kh.known_hashes(files, tmp_path / "cache", _hash_all(second))
    assert first == files and second == [] and after == before


def test_a_file_rewritten_with_its_size_and_times_is_read_again(files, tmp_path, later):
    kh.known_hashes(files, tmp_path / "cache", _hash_all([]))
    st = files[0].stat()
    time.sleep(0.05)  # a clock tick later (RACY_NS is what covers a change in the same tick)
    files[0].write_text('{"n": 7}')  # same size; its modification time put back: the change time still moves
    os.utime(files[0], ns=(st.st_atime_ns, st.st_mtime_ns))
    read = []
    after = kh.known_hashes(files, tmp_path / "cache", _hash_all(read))
    assert read == [files[0]] and after[files[0]] == hashlib.sha256(b'{"n": 7}').hexdigest()


def test_a_file_changed_just_before_it_was_hashed_is_read_again(files, tmp_path):
    kh.known_hashes(files, tmp_path / "cache", _hash_all([]))
    read = []
    kh.known_hashes(files, tmp_path / "cache", _hash_all(read))
    assert read == files  # written within RACY_NS: a change in the same clock tick would not show


def test_without_a_cache_folder_every_file_is_read(files):
    read = []
    kh.known_hashes(files, None, _hash_all(read))
    kh.known_hashes(files, None, _hash_all(read))
    assert read == files + files
