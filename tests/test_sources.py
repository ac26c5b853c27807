"""Reading sources whatever their BOM, line ends and encoding."""
import sqlite3

import pytest

from ingest.build import build
from ingest.sources import read_source, split_lines


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"])
def test_line_ends_do_not_matter(tmp_path, newline):
    path = tmp_path / "x.txt"
    path.write_bytes(("\ufeffone" + newline + newline + "three" + newline).encode())
    source = read_source(path, "x.txt")
    assert source.lines == ["one", "", "three"]
    assert source.decode_error is None


def test_only_cr_lf_and_crlf_split_lines():
    assert split_lines("a\u2028b\x0cc\r\nd") == ["a\u2028b\x0cc", "d"]


def test_undecodable_bytes_are_reported_with_their_line(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_bytes(b"fine\nbroken \x81 here\n")  # no legacy encoding has this byte alone either
    source = read_source(path, "bad.txt")
    assert source.lines[1] == "broken \ufffd here"
    assert source.decode_error.startswith("line 2:")


@pytest.mark.parametrize("encoding", ["cp1252", "latin-1"])
def test_a_legacy_french_page_is_read_in_its_encoding_and_said_so(tmp_path, encoding):
    page = "1er décembre 2023 · source : wotc\nUne capacité déclenchée se déclenche à nouveau.\n"
    path = tmp_path / "page.txt"
    path.write_bytes(page.encode(encoding))
    report = build([path], tmp_path / "kb.db")
    conn = sqlite3.connect(tmp_path / "kb.db")
    assert conn.execute("select published from rulings").fetchall() == [("2023-12-01",)]
    assert conn.execute("select text from ruling_texts").fetchall() == [("Une capacité déclenchée se déclenche à nouveau.",)]
    [repair] = [p for p in report.problems if p[3] == "text_repaired"]
    assert repair[2] == "warning" and "cp1252" in repair[4] and "line 1" in repair[4]


def test_mojibake_is_repaired_line_by_line_and_each_repair_is_a_warning(tmp_path):
    path = tmp_path / "page.txt"
    path.write_text("September 20, 2024 · source: wotc\nYou canâ€™t unlock a door thatâ€™s already unlocked.\n"
                    "September 20, 2024 · source: wotc\nA Room’s doors stay as they are.\n", encoding="utf-8")
    report = build([path], tmp_path / "kb.db")
    texts = [r[0] for r in sqlite3.connect(tmp_path / "kb.db").execute("select text from ruling_texts order by line")]
    assert texts == ["You can’t unlock a door that’s already unlocked.", "A Room’s doors stay as they are."]
    repairs = [p for p in report.problems if p[3] == "text_repaired"]
    assert [(p[1], p[2]) for p in repairs] == [(2, "warning")] and "canâ€™t" in repairs[0][4]


