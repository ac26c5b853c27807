"""A corpus of bad inputs, one file per case (tests/bad_inputs/; the big and CR cases are generated here).

For each: the build says what is wrong with the file and line, keeps everything good (a good page built
beside it), records the problem in `problems`, exits 0 (warnings) or 1 (errors), never with a traceback.
"""
import json
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import fr_page
from ingest.build import DATA_DIR
from kb.cli import main

BAD = Path(__file__).parent / "bad_inputs"
GOOD_TEXT = "Une décision qui doit toujours arriver dans la base."


def build(tmp_path: Path, *sources: Path):
    """Build the sources plus one good page; (exit code, output, connection to the database)."""
    good = tmp_path / "good.txt"
    good.write_text("\n".join(fr_page(("20 septembre 2024", GOOD_TEXT))) + "\n", encoding="utf-8")
    out = tmp_path / "kb.db"
    result = CliRunner().invoke(main, ["build", "--out", str(out), str(good), *map(str, sources)])
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    conn = sqlite3.connect(out)
    assert conn.execute("select count(*) from ruling_texts where text = ?", [GOOD_TEXT]).fetchone()[0] == 1
    return result.exit_code, result.output, conn


def problems(conn, name: str) -> list[tuple]:
    """(line, severity, code) of the problems of the source file called name."""
    return conn.execute("select p.line, p.severity, p.code from problems p join documents d on d.id = p.document_id "
                        "where d.path like ? order by p.line", [f"%{name}"]).fetchall()


CASES = [  # file, (line, severity, code) expected among its problems, exit code
    ("fr_page_cp1252.txt", (None, "warning", "text_repaired"), 0),
    ("fr_page_latin1.txt", (None, "warning", "text_repaired"), 0),
    ("date_without_text.txt", (4, "warning", "ruling_without_text"), 0),
    ("cut_mid_line.txt", (5, "warning", "cut_mid_line"), 0),
    ("impossible_date.txt", (2, "error", "bad_date"), 1),
    ("unknown_month.txt", (2, "error", "bad_date"), 1),
    ("ruling_repeated_in_a_page.txt", (5, "warning", "duplicate_translation"), 0),  # a FR text: kept once
    ("binary_junk.bin", (1, "error", "unknown_format"), 1),
    ("empty.txt", (None, "warning", "empty_source"), 0),
    ("rulings_cut_mid_json.json", (None, "error", "bad_json"), 1),
    ("deeply_nested.json", (1, "error", "unknown_format"), 1),
    ("broken.po", (None, "error", "po_unreadable"), 1),
]


@pytest.mark.parametrize("name, expected, exit_code", CASES, ids=[c[0] for c in CASES])
def test_each_bad_file_is_named_with_its_problem_and_the_rest_is_kept(tmp_path, name, expected, exit_code):
    code, output, conn = build(tmp_path, BAD / name)
    assert expected in problems(conn, name), problems(conn, name)
    assert code == exit_code  # 1 when the build found errors, 0 for warnings only
    assert name in output  # the terminal summary names the file (with its line)


def test_what_can_be_read_of_a_bad_file_is_kept(tmp_path):
    _, _, conn = build(tmp_path, *(BAD / name for name, _, _ in CASES), BAD / "html_in_ruling.txt")
    texts = {row[0] for row in conn.execute("select text from ruling_texts")}
    assert "Si la créature a été détruite, la capacité se résout quand même." in texts  # cp1252, repaired
    assert "Une décision valable." in texts  # the good entry beside an impossible date
    assert "Une décision coupée au mil" in texts  # kept, with the warning that it may be cut
    assert any(t.startswith("<script>alert('x')</script>") for t in texts)  # markup kept as text, escaped when shown
    assert conn.execute("select published from rulings r join ruling_texts t on t.ruling_id = r.id "
                        "where t.text like 'Si la créature%'").fetchone()[0] == "2023-12-01"  # "1er décembre"
    cut_json = conn.execute("select count(*) from ruling_sources s join documents d on d.id = s.document_id "
                            "where d.path like '%rulings_cut_mid_json.json'").fetchone()[0]
    assert cut_json == 2  # the records before the cut


def test_a_ruling_repeated_across_sources_is_one_ruling_with_two_places(tmp_path):
    again = tmp_path / "again.txt"
    again.write_text("\n".join(fr_page(("20 septembre 2024", GOOD_TEXT))) + "\n", encoding="utf-8")
    _, _, conn = build(tmp_path, again)
    rid = conn.execute("select ruling_id from ruling_texts where text = ?", [GOOD_TEXT]).fetchone()[0]
    assert conn.execute("select count(*) from ruling_sources where ruling_id = ?", [rid]).fetchone()[0] == 2


def test_an_empty_folder_builds_with_a_warning(tmp_path):
    empty = tmp_path / "nothing"
    empty.mkdir()
    result = CliRunner().invoke(main, ["build", "--out", str(tmp_path / "kb.db"), str(empty)])
    assert result.exit_code == 0 and "no_sources" in result.output and "Traceback" not in result.output


def cr_with(tmp_path: Path, edit) -> Path:
    """A copy of the newest shipped CR with its lines changed by edit(lines)."""
    source = sorted((DATA_DIR / "cr").glob("*.txt"))[-1]
    text = source.read_bytes().decode("utf-8-sig").replace("\r\n", "\n").replace("\r", "\n")
    lines = text.split("\n")
    edit(lines)
    path = tmp_path / "cr.txt"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


def test_a_cr_rule_printed_twice_keeps_the_first_and_says_where(tmp_path):
    def duplicate(lines):
        at = next(i for i, line in enumerate(lines) if line.startswith("309.4a "))
        lines.insert(at + 1, lines[at].replace("309.4a ", "309.4a ", 1) + " (a second copy)")
    code, _, conn = build(tmp_path, cr_with(tmp_path, duplicate))
    found = [p for p in problems(conn, "cr.txt") if p[2] == "cr_duplicate_rule"]
    assert len(found) == 1 and code == 0  # a warning: the database is written, the first text kept
    assert "(a second copy)" not in conn.execute("select text from rules where number = '309.4a'").fetchone()[0]


def test_cr_rules_out_of_order_are_kept_with_a_warning(tmp_path):
    def swap(lines):
        a = next(i for i, line in enumerate(lines) if line.startswith("309.4a "))
        b = next(i for i, line in enumerate(lines) if line.startswith("309.4b "))
        lines[a], lines[b] = lines[b], lines[a]
    code, _, conn = build(tmp_path, cr_with(tmp_path, swap))
    assert [p[2] for p in problems(conn, "cr.txt") if p[2] == "cr_out_of_order"] == ["cr_out_of_order"]
    assert conn.execute("select count(*) from rules where number in ('309.4a', '309.4b')").fetchone()[0] == 2


def test_a_200_mb_text_file_is_refused_clearly_and_nothing_else_is_lost(tmp_path):
    big = tmp_path / "huge.txt"
    with big.open("wb") as out:  # generated here, never committed
        line = ("20 septembre 2024 · source : wotc\nUne décision parmi des millions.\n" * 1000).encode()
        while out.tell() < 200 * 2**20:
            out.write(line)
    code, output, conn = build(tmp_path, big)
    assert problems(conn, "huge.txt") == [(None, "error", "too_large")] and code == 1
    assert "MiB of text" in output
    assert conn.execute("select count(*) from source_lines s join documents d on d.id = s.document_id "
                        "where d.path like '%huge.txt'").fetchone()[0] == 0


def test_the_corpus_has_one_file_per_case():
    assert sorted(p.name for p in BAD.iterdir()) == sorted([name for name, _, _ in CASES] + ["html_in_ruling.txt"])
    with pytest.raises(json.JSONDecodeError):  # the cut file is no valid JSON
        json.loads((BAD / "rulings_cut_mid_json.json").read_text())
