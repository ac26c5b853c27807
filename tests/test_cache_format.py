"""The cache folder's JSON (ingest/cache_format.py): a store written a chunk at a time is the same bytes as at once,
and reads back as it was."""
from __future__ import annotations

import io

import pytest

from ingest.cache_format import dump, dumps, loads
from ingest.linker import Link
from ingest.memo import Memo


@pytest.mark.parametrize("size", [0, 1, 1_999, 2_000, 2_001, 4_500])
def test_a_store_written_in_chunks_is_the_same_bytes(size):
    store = {f"{i:032x}": [Link("when_chosen", "inferred", "targeting word ‘a cue’", 0.25)] * (i % 3)
             for i in range(size)}
    written = io.BytesIO()
    dump(store, written)
    assert written.getvalue() == dumps(store)
    assert loads(written.getvalue(), dict[str, list[Link]]) == store


def test_a_memo_saved_in_chunks_is_read_back(tmp_path):
    memo = Memo(tmp_path, "links", "v1", list[Link])
    for i in range(2_500):
        memo.get((f"text {i}", "en"), lambda i=i: [Link("when_chosen", "inferred", f"evidence {i}", 0.5)])
    memo.save()
    again = Memo(tmp_path, "links", "v1", list[Link])
    assert again.has(("text 2499", "en"))
    assert again.get(("text 7", "en"), lambda: []) == [Link("when_chosen", "inferred", "evidence 7", 0.5)]
