"""The parse cache keeps one parser version: older versions' entries and killed writers' temporaries go."""
import subprocess
import sys

import pytest

from ingest.build import build
from ingest.leftovers import writer_gone
from ingest.parse_cache import ParseCache, parser_version

OTHER_VERSION = "0123456789abcdef"


def test_a_build_drops_other_versions_and_dead_temporaries_and_keeps_the_rest(tmp_path):
    page = tmp_path / "page.txt"
    page.write_text("September 20, 2024 · source: wotc\nA ruling about 7 cards.\n", encoding="utf-8")
    cache = tmp_path / "cache"
    cache.mkdir()
    old = cache / f"{'a' * 64}-{OTHER_VERSION}.json"
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    abandoned = cache / f".{'b' * 64}-{parser_version()}.json.{dead.stdout.strip()}"
    writing = cache / f".{'c' * 64}-{parser_version()}.json.1"  # pid 1 runs as long as the machine does
    mine, notes = cache / "mine.json", cache / "notes.txt"  # not the cache's: left alone
    earlier = cache / f"{'e' * 64}-{parser_version()}.pickle"  # what releases before JSON kept: deleted
    for path in (old, abandoned, writing, mine, notes, earlier):
        path.write_bytes(b"x")
    build([page], tmp_path / "kb.db", cache=cache)
    left = {p.name for p in cache.iterdir()}
    assert old.name not in left and abandoned.name not in left and earlier.name not in left
    assert {writing.name, mine.name, notes.name} <= left
    current = [n for n in left if n.endswith(f"-{parser_version()}.json") and not n.startswith(".")]
    assert len(current) == 1  # the page's parse, kept for the next build
    assert build([page], tmp_path / "kb.db", cache=cache).summary().startswith("Up to date")


def test_prune_counts_what_it_deleted_and_accepts_a_missing_folder(tmp_path):
    cache = ParseCache(tmp_path / "never-made")
    assert cache.prune() == 0
    (tmp_path / "never-made").mkdir()
    for version in (OTHER_VERSION, "fedcba9876543210", parser_version()):
        (tmp_path / "never-made" / f"{'d' * 64}-{version}.json").write_bytes(b"x")
    assert cache.prune() == 2
    assert [p.name for p in (tmp_path / "never-made").iterdir()] == [f"{'d' * 64}-{parser_version()}.json"]


def test_writer_gone_only_when_sure():
    ended = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    assert writer_gone(ended.stdout.strip())
    assert not writer_gone(str(__import__("os").getpid()))
    assert not writer_gone("1234x") and not writer_gone("")


def test_each_source_is_hashed_once_per_build_even_when_the_rebuild_check_runs(tmp_path, monkeypatch):
    import hashlib

    from ingest import build as build_module
    from ingest.sources import file_sha256

    pages = [tmp_path / f"page{i}.txt" for i in range(3)]
    for i, page in enumerate(pages):
        page.write_text(f"September 20, 2024 · source: wotc\nA ruling about {i + 2} cards.\n", encoding="utf-8")
    db, cache = tmp_path / "kb.db", tmp_path / "cache"
    build(pages, db, cache=cache)
    pages[0].write_text("September 20, 2024 · source: wotc\nAn English ruling changed: 9 cards.\n", encoding="utf-8")
    hashed = []

    def counted(path, progress=None):
        hashed.append(path.name)
        return file_sha256(path, progress)
    monkeypatch.setattr(build_module, "file_sha256", counted)
    build(pages, db, cache=cache)  # an EN text changed: the patch is declined after its check, a full build follows
    assert sorted(hashed) == ["page0.txt", "page1.txt", "page2.txt"]
    seen = []
    assert file_sha256(pages[1], seen.append) == hashlib.sha256(pages[1].read_bytes()).hexdigest()
    assert sum(seen) == pages[1].stat().st_size


def cached_entry(tmp_path):
    """A page built once with a cache: (page, cache folder, the page's entry)."""
    page = tmp_path / "page.txt"
    page.write_text("September 20, 2024 · source: wotc\nA ruling about 7 cards.\n", encoding="utf-8")
    cache = tmp_path / "cache"
    build([page], tmp_path / "kb.db", cache=cache)
    [entry] = [p for p in cache.iterdir() if p.name.endswith(f"-{parser_version()}.json") and len(p.name) > 70]
    return page, cache, entry


def test_a_crafted_pickle_in_the_cache_runs_nothing(tmp_path):
    import pickle

    page, cache, entry = cached_entry(tmp_path)
    witness = tmp_path / "ran"

    class Payload:
        def __reduce__(self):
            return (open, (str(witness), "w"))
    entry.write_bytes(pickle.dumps(Payload()))  # what a pickle cache would have run at the next load
    (page.parent / "kb.db").unlink()
    report = build([page], tmp_path / "kb.db", cache=cache)
    assert not witness.exists() and report.counts["rulings"] == 1
    [warning] = [p for p in report.problems if p[3] == "cache_entry_discarded"]
    assert "not JSON" in warning[4] and "parsed again" in warning[4]


@pytest.mark.parametrize("spoil", ["wrong_shape", "other_file", "wrong_type"])
def test_a_well_formed_entry_of_another_shape_is_discarded_and_the_file_parsed_again(tmp_path, spoil):
    import json

    page, cache, entry = cached_entry(tmp_path)
    value = json.loads(entry.read_bytes())
    if spoil == "wrong_shape":
        value[3][3] = {"not": "a list of rulings"}
    elif spoil == "other_file":
        value[0] = "f" * 64
    else:
        value[3][3][0][0] = "not a line number"
    entry.write_text(json.dumps(value), encoding="utf-8")
    (page.parent / "kb.db").unlink()
    report = build([page], tmp_path / "kb.db", cache=cache)
    assert report.counts["rulings"] == 1
    assert [p[3] for p in report.problems if p[3] == "cache_entry_discarded"] == ["cache_entry_discarded"]
    assert json.loads(entry.read_bytes())[0] != "f" * 64  # written again, right


def test_entries_put_while_deferred_are_written_later_as_they_were_put(tmp_path):
    from ingest.build import read_document

    page = tmp_path / "page.txt"
    page.write_text("September 20, 2024 · source: wotc\nA ruling about 7 cards.\n", encoding="utf-8")
    cache = ParseCache(tmp_path / "cache")
    cache.defer()
    source, parsed = read_document(page, cache)
    assert not (tmp_path / "cache").exists()  # nothing written yet
    parsed.warn(None, "cache_entry_discarded", "this build's, not the file's")
    assert cache.write_pending() == 1 and parsed.problems[-1].code == "cache_entry_discarded"
    _, again = cache.get(source.sha256)
    assert [p.code for p in again.problems] == [p.code for p in parsed.problems[:-1]]
    assert cache.pending is None  # puts are written at once again
