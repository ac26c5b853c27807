"""The CR parser, checked against counts derived independently from the raw bytes."""
import json
import re
from pathlib import Path

import pytest

from ingest.build import DATA_DIR

EDITIONS = sorted((DATA_DIR / "cr").glob("*.txt"))


def raw_lines(path: Path) -> list[bytes]:
    """The file's lines split on bytes, independent of the parser's reading."""
    return re.split(rb"\r\n|\r|\n", path.read_bytes().removeprefix(b"\xef\xbb\xbf"))


def version_of(path: Path) -> str:
    """The edition's effective date, from its text (the test does not trust the file name)."""
    m = re.search(rb"effective as of (\w+) (\d+), (\d{4})", path.read_bytes())
    months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
              "October", "November", "December"]
    return f"{m[3].decode()}-{months.index(m[1].decode()) + 1:02d}-{int(m[2]):02d}"


@pytest.mark.parametrize("path", EDITIONS, ids=lambda p: p.name)
def test_every_numbered_rule_is_found(db, path):
    numbers = [m[1].decode() for line in raw_lines(path) if (m := re.match(rb"(\d{3}\.\d+[a-z]?)[. ]", line))]
    version = version_of(path)
    stored = [r[0] for r in db.execute("select number from rules where cr_version = ? order by line", [version])]
    assert len(numbers) > 3000
    assert stored == numbers


@pytest.mark.parametrize("path", EDITIONS, ids=lambda p: p.name)
def test_sections_examples_and_glossary_match_raw_counts(db, path):
    lines = raw_lines(path)
    version = version_of(path)
    sections = sum(bool(re.fullmatch(rb"\d{3}\. .+", line)) for line in lines)  # contents + body
    examples = sum(line.startswith(b"Example:") for line in lines)
    glossary_at = [i for i, line in enumerate(lines) if line == b"Glossary"][1]
    credits_at = [i for i, line in enumerate(lines) if line == b"Credits"][1]
    blocks = b"\n".join(lines[glossary_at + 1:credits_at]).strip().split(b"\n\n")
    senses = sum(max(1, len(re.findall(rb"^\d+\. ", b, re.M))) for b in blocks)
    q = lambda sql: db.execute(sql, [version]).fetchone()[0]
    assert q("select count(*) from sections where cr_version = ? and length(number) = 3") * 2 == sections
    assert q("select sum(json_array_length(examples)) from rules where cr_version = ?") == examples
    assert q("select count(*) from glossary where cr_version = ?") == senses
    assert q("select count(distinct term) from glossary where cr_version = ?") == len(blocks)


def test_irregular_numbers_are_found_and_flagged(db):
    for number in ("119.1d", "606.5"):
        row = db.execute("select parent, text, line from rules where cr_version = '2026-01-16' and number = ?",
                         [number]).fetchone()
        assert row is not None and not row["text"].startswith(".")
    assert db.execute("select parent from rules where number = '119.1d'").fetchone()[0] == "119.1"
    codes = db.execute("select count(*) from problems where code = 'cr_irregular_number'").fetchone()[0]
    assert codes == 4  # two irregular numbers in each of two editions


def test_rule_fields_follow_the_printed_numbers(db):
    row = db.execute("select * from rules where cr_version = '2026-01-16' and number = '309.2a'").fetchone()
    assert (row["parent"], row["section"]) == ("309.2", "309")
    assert row["text"].startswith("If a player ventures into the dungeon")
    assert db.execute("select parent from rules where number = '309.2'").fetchone()[0] == "309"


def test_examples_and_continuations_stay_with_their_rule(db):
    row = db.execute("select text, examples from rules where cr_version = '2026-01-16' and number = '205.4c'").fetchone()
    assert "Eighth Edition" in row["text"]
    assert all(e.startswith("Example:") for e in json.loads(
        db.execute("select examples from rules where number = '100.4a'").fetchone()[0]))


def test_glossary_has_one_row_per_sense(db):
    rows = db.execute("select sense, text, note from glossary where cr_version = '2026-01-16' and term = 'Ability' "
                      "order by sense").fetchall()
    assert [r["sense"] for r in rows] == [1, 2]
    assert rows[0]["note"].startswith("See rule 113")
    room = db.execute("select text from glossary where term = 'Room' and sense = 2").fetchone()[0]
    assert room.startswith("An enchantment subtype")


def test_editions_differ_where_the_cr_changed(db):
    counts = dict(db.execute("select cr_version, count(*) from rules group by cr_version").fetchall())
    assert counts == {"2025-11-14": 3109, "2026-01-16": 3114}
