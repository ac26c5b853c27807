"""Any bytes through any parser: rows and problems, never an exception (Hypothesis)."""
from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ingest.build import read_document
from ingest.formats import PARSERS, STREAMED_PARSERS
from ingest.sources import SourceText, split_lines
from mtg.po import PoError, parse_catalog

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
# Text that looks like our sources: dates, source tags, CR numbers, PO keywords, JSON, CJK, pipes.
PIECES = st.sampled_from(["20 septembre 2024 · source : wotc", "September 20, 2024 · source: wotc", "2024年9月20日 · ソース：wotc",
                          "31 février 2024 · source : wotc", "1er sept. 2023 · source : x", "309.2a. Text", "Glossary",
                          "Credits", 'msgid "x"', 'msgstr "y"', 'msgctxt "r1"', "en,fr,ja,notes,fr_source,ja_source",
                          "A|B|C|D", "部屋", "<script>alert(1)</script>", "", "//", "{", "}", "[", "]", '"object": "ruling"'])
LINES = st.lists(st.one_of(PIECES, st.text(max_size=40)), max_size=30)


@pytest.mark.parametrize("parser", PARSERS, ids=lambda p: p.__name__.rsplit(".", 1)[-1])
@SETTINGS
@given(lines=LINES)
def test_text_parsers_take_any_lines(parser, lines):
    source = SourceText("x.txt", "0" * 64, split_lines("\n".join(lines)))
    if not parser.sniff(source):
        return
    doc = parser.parse(source)
    assert all(p.severity in ("warning", "error") for p in doc.problems)
    assert set(doc.roles) <= set(range(1, len(source.lines) + 1))


JSON_VALUES = st.recursive(st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=20)),
                           lambda children: st.one_of(st.lists(children, max_size=4),
                                                      st.dictionaries(st.text(max_size=10), children, max_size=4)),
                           max_leaves=20)
RECORDS = st.one_of(
    st.lists(st.fixed_dictionaries({"object": st.sampled_from(["ruling", "card"])},
                                   optional={"oracle_id": JSON_VALUES, "published_at": JSON_VALUES,
                                             "comment": JSON_VALUES, "name": JSON_VALUES, "lang": JSON_VALUES,
                                             "card_faces": JSON_VALUES, "printed_name": JSON_VALUES}),
             min_size=1, max_size=5),
    st.fixed_dictionaries({"meta": st.just({}), "data": st.dictionaries(st.text(max_size=10), JSON_VALUES,
                                                                         max_size=4)}))


@SETTINGS
@given(value=RECORDS, cut=st.integers(min_value=0, max_value=400))
def test_streamed_parsers_take_any_records_even_cut(tmp_path, value, cut):
    data = json.dumps(value).encode()
    path = tmp_path / "bulk.json"
    path.write_bytes(data[:max(cut, 1)] if cut < len(data) else data)
    source, doc = read_document(path)
    assert doc.format in {p.FORMAT for p in STREAMED_PARSERS} or source.lines
    assert all(p.severity in ("warning", "error") for p in doc.problems)


@SETTINGS
@given(data=st.binary(max_size=300))
def test_any_bytes_are_read_as_some_document(tmp_path, data):
    path = tmp_path / "junk.bin"
    path.write_bytes(data)
    source, doc = read_document(path)
    assert doc.format and len(source.lines) >= 0


@SETTINGS
@given(lines=st.lists(st.one_of(PIECES, st.text(max_size=30)), max_size=20))
def test_the_po_reader_answers_entries_or_a_clear_error(lines):
    try:
        lang, entries = parse_catalog("\n".join(lines).encode(), "x.po")
    except PoError as exc:
        assert "x.po" in str(exc)
    else:
        assert all(isinstance(e.msgid, str) for e in entries)
