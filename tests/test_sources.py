"""Reading sources whatever their BOM and line ends."""
import pytest

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
    path.write_bytes(b"fine\nbroken \xff here\n")
    source = read_source(path, "bad.txt")
    assert source.lines[1] == "broken \ufffd here"
    assert source.decode_error.startswith("line 2:")
