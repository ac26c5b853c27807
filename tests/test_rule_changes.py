"""CR edition changes, checked against a derivation from the raw bytes; word diffs rebuild both texts."""
import html
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ingest.formats import comprehensive_rules
from ingest.rule_changes import normalized, rule_changes, rule_order, rule_texts
from ingest.sources import read_source
from mtg.word_diff import tokens, word_diff, word_diff_html

CR_DIR = Path(__file__).resolve().parent.parent / "data" / "cr"
OLD, NEW = CR_DIR / "MagicCompRules-2025-11-14.txt", CR_DIR / "MagicCompRules-2026-01-16.txt"
MONTHS = [b"January", b"February", b"March", b"April", b"May", b"June", b"July", b"August", b"September",
          b"October", b"November", b"December"]
RAW_RULE = re.compile(rb"^(\d{3}\.\d+[a-z]?)\.? ")
RAW_HEADING = re.compile(rb"^\d{1,3}\. ")  # a part ("1. Game Concepts") or a section ("100. General")


def raw_edition(path: Path) -> tuple[str, dict[str, str]]:
    """The edition's date and {number: whole text, examples included} read from the bytes, without the parser.

    The file is: title and intro; "Contents" listing parts and sections and ending with "Glossary" and
    "Credits"; the rules; "Glossary"; "Credits". So the rules lie between the first "Credits" line and
    the second "Glossary" line. Every non-blank line up to the next rule or heading belongs to a rule.
    """
    data = path.read_bytes().removeprefix(b"\xef\xbb\xbf")
    m = re.search(rb"effective as of (\w+) (\d+), (\d{4})", data)
    version = f"{m[3].decode()}-{MONTHS.index(m[1]) + 1:02d}-{int(m[2]):02d}"
    lines = [line.strip() for line in re.split(rb"\r\n|\r|\n", data)]
    credits = [i for i, line in enumerate(lines) if line == b"Credits"]
    glossary = [i for i, line in enumerate(lines) if line == b"Glossary"]
    assert len(credits) == len(glossary) == 2 and glossary[0] < credits[0] < glossary[1] < credits[1]
    rules: dict[str, list[bytes]] = {}
    current = None
    for line in lines[credits[0] + 1:glossary[1]]:
        if m := RAW_RULE.match(line):
            current = m[1].decode()
            assert current not in rules, f"{current} printed twice"
            rules[current] = [line[m.end():]]
        elif RAW_HEADING.match(line):
            current = None
        elif line and current:
            rules[current].append(line)
    return version, {n: " ".join(b" ".join(parts).decode().split()) for n, parts in rules.items()}


def raw_changes(old: dict[str, str], new: dict[str, str]) -> dict[str, set[str]]:
    """Added, removed and changed numbers between two raw editions."""
    return {"added": new.keys() - old.keys(), "removed": old.keys() - new.keys(),
            "changed": {n for n in old.keys() & new.keys() if old[n] != new[n]}}


@pytest.fixture(scope="module")
def parsed():
    """The two shipped editions through the project's parser: {version: {number: text with examples}}."""
    editions = {}
    for path in (OLD, NEW):
        doc = comprehensive_rules.parse(read_source(path, str(path)))
        editions[doc.cr_version] = rule_texts(doc.rules)
    return editions


@pytest.fixture(scope="module")
def shipped_changes(parsed):
    """rule_changes over the two shipped editions."""
    return rule_changes(parsed)


def by_change(rows: list[dict]) -> dict[str, set[str]]:
    """The numbers of the rows, per kind of change."""
    return {kind: {r["number"] for r in rows if r["change"] == kind} for kind in ("added", "removed", "changed")}


def test_shipped_changes_agree_with_the_raw_bytes(parsed, shipped_changes):
    (old_version, old), (new_version, new) = raw_edition(OLD), raw_edition(NEW)
    assert sorted(parsed) == [old_version, new_version] == ["2025-11-14", "2026-01-16"]
    assert {n: normalized(t) for n, t in parsed[old_version].items()} == old
    assert {n: normalized(t) for n, t in parsed[new_version].items()} == new
    assert by_change(shipped_changes) == raw_changes(old, new)
    for row in shipped_changes:
        assert (row["from_version"], row["to_version"]) == (old_version, new_version)
        assert (row["from_text"] is None) == (row["change"] == "added")
        assert (row["to_text"] is None) == (row["change"] == "removed")
        if row["from_text"] is not None:
            assert normalized(row["from_text"]) == old[row["number"]]
        if row["to_text"] is not None:
            assert normalized(row["to_text"]) == new[row["number"]]


def test_known_changes_from_2025_11_14_to_2026_01_16(shipped_changes):
    changes = by_change(shipped_changes)
    assert changes["added"] == {"610.5", "701.68", "701.68a", "701.68b", "701.68c", "701.68d"}
    assert changes["removed"] == {"702.124p"}  # partner's subrules moved up after "friends forever" was folded in
    assert changes["changed"] == {"115.7e", "205.3m", "207.2c", "601.2a",
                                  "702.124a", "702.124i", "702.124k", "702.124m", "702.124n"}
    example_only = next(r for r in shipped_changes if r["number"] == "115.7e")
    assert "1 damage to any other target" in example_only["to_text"]  # the change is in its example


def test_shipped_rows_are_in_cr_order(shipped_changes):
    numbers = [r["number"] for r in shipped_changes]
    assert numbers == sorted(numbers, key=rule_order)
    assert numbers.index("701.68") < numbers.index("701.68a") < numbers.index("702.124a")


def test_rule_order_reads_numbers_as_numbers():
    shuffled = ["702.124b", "701.10", "702.124", "100.1", "701.9", "702.124a", "702.2", "99.1", "702.10a"]
    assert sorted(shuffled, key=rule_order) == [
        "99.1", "100.1", "701.9", "701.10", "702.2", "702.10a", "702.124", "702.124a", "702.124b"]


def test_consecutive_editions_only_and_whitespace_is_not_a_change():
    editions = {  # given out of order on purpose
        "2026-01-16": {"100.1": "Rule  one,\nreworded.", "100.2": "Two."},
        "2025-01-01": {"100.1": "Rule one.", "100.10": "Ten."},
        "2025-06-01": {"100.1": "Rule one, reworded.", "100.10": "Ten."},
    }
    assert [{k: v for k, v in r.items() if k != "moved_to"} for r in rule_changes(editions)] == [
        {"from_version": "2025-01-01", "to_version": "2025-06-01", "number": "100.1", "change": "changed",
         "from_text": "Rule one.", "to_text": "Rule one, reworded."},
        {"from_version": "2025-06-01", "to_version": "2026-01-16", "number": "100.2", "change": "added",
         "from_text": None, "to_text": "Two."},
        {"from_version": "2025-06-01", "to_version": "2026-01-16", "number": "100.10", "change": "removed",
         "from_text": "Ten.", "to_text": None},
    ]
    assert rule_changes({"2025-01-01": {"100.1": "x"}}) == rule_changes({}) == []


WORDISH = st.lists(st.sampled_from(["the", "cat", "spell", "702.124a", " ", "  ", "\n", "\r\n", "\t", ",", ".",
                                    "“", "—", "<", "&", "é", "カード", "を", "1", "枚", "引く", "。"]),
                   max_size=30).map("".join)
TEXTS = st.one_of(st.text(max_size=60), WORDISH)


def rebuilt(parts: list[tuple[str, str]], keep: str) -> str:
    """The text made of the equal parts and the parts of one op."""
    return "".join(text for op, text in parts if op in ("equal", keep))


@given(TEXTS)
def test_tokens_join_back_to_the_text(text):
    assert "".join(tokens(text)) == text


@given(TEXTS, TEXTS)
def test_word_diff_rebuilds_both_texts(before, after):
    parts = word_diff(before, after)
    assert rebuilt(parts, "delete") == before
    assert rebuilt(parts, "insert") == after
    assert all(op in ("equal", "delete", "insert") and text for op, text in parts)
    assert all(a[0] != b[0] for a, b in zip(parts, parts[1:]))  # adjacent parts of one op are merged


@given(TEXTS)
def test_word_diff_of_a_text_with_itself_is_one_equal_part(text):
    assert word_diff(text, text) == ([("equal", text)] if text else [])


def test_word_diff_works_on_words():
    before, after = "partner—Father & son” and", "partner—Father & son,” “partner—Friends forever,” and"
    assert word_diff(before, after) == [
        ("equal", "partner—Father & son"), ("insert", ",” “partner—Friends forever,"), ("equal", "” and")]
    assert word_diff("the cat sat", "a dog sat") == [("delete", "the cat"), ("insert", "a dog"), ("equal", " sat")]
    assert word_diff("カードを1枚引く。", "カードを2枚引く。") == [
        ("equal", "カードを"), ("delete", "1"), ("insert", "2"), ("equal", "枚引く。")]


def test_word_diff_html_escapes_every_part():
    out = word_diff_html("<script>alert(1)</script> & “x”", "<script>alert(2)</script> & “y”")
    assert "<script>" not in out and "&lt;script&gt;" in out
    assert out == ("&lt;script&gt;alert(<del>1</del><ins>2</ins>)&lt;/script&gt; &amp; “"
                   "<del>x</del><ins>y</ins>”")
    assert word_diff_html("a", "<b onclick=\"x\">") == "<del>a</del><ins>&lt;b onclick=&quot;x&quot;&gt;</ins>"


@given(TEXTS, TEXTS)
def test_word_diff_html_unescapes_to_both_texts(before, after):
    out = word_diff_html(before, after)
    assert html.unescape(re.sub(r"<ins>.*?</ins>|</?del>", "", out, flags=re.S)) == before
    assert html.unescape(re.sub(r"<del>.*?</del>|</?ins>", "", out, flags=re.S)) == after


def test_word_diff_text_shows_each_change_with_a_few_words_around_it():
    from mtg.word_diff import word_diff_text

    before = "At the very beginning of this ruling there are many words. The number of creatures in your party is two."
    after = before.replace("two", "2")
    assert word_diff_text(before, after) == "… creatures in your party is [-two-]{+2+}."
    assert word_diff_text("short text here", "short text there") == "short text [-here-]{+there+}"


def test_a_removed_rule_names_where_its_words_went(shipped_changes):
    [removed] = [r for r in shipped_changes if r["change"] == "removed"]
    assert (removed["number"], removed["moved_to"]) == ("702.124p", "702.124n")
    assert all(r["moved_to"] is None for r in shipped_changes if r["change"] != "removed")


def test_a_removed_rule_with_no_alike_rule_moved_nowhere():
    rows = rule_changes({"2025-01-01": {"100.1": "One.", "100.2": "A rule about something else entirely."},
                         "2025-06-01": {"100.1": "One."}})
    assert [(r["number"], r["moved_to"]) for r in rows] == [("100.2", None)]
