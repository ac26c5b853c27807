"""Nothing merged or cut silently: a date line with any source label is a date line, and control characters
are taken out of texts with a warning, never kept to cut a text short."""
from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import pytest

from ingest.build import build

SEEDS = Path(__file__).resolve().parents[1] / "data" / "sources" / "seeds"
DATE_LINE = re.compile(r"^(?P<date>.+?)(?P<sep> · )source : wotc$", re.MULTILINE)
LABELS = ["WotC Rules Team", "wotc (Gatherer)", "Wizards of the Coast", "wotc — release notes", "WOTC"]


def rulings_of(path: Path) -> int:
    """How many rulings a built database holds."""
    return sqlite3.connect(path).execute("select count(*) from rulings").fetchone()[0]


@pytest.mark.parametrize("label", LABELS[:2] + [pytest.param(label, marks=pytest.mark.slow) for label in LABELS[2:]])
def test_every_seed_page_keeps_its_rulings_whatever_its_date_lines_name_as_source(tmp_path, label):
    pages = sorted(p for p in SEEDS.glob("*.txt") if DATE_LINE.search(p.read_text(encoding="utf-8")))
    assert len(pages) == 4
    for page in pages:
        plain, varied = tmp_path / "plain" / page.name, tmp_path / "varied" / page.name
        for path in (plain, varied):
            path.parent.mkdir(exist_ok=True)
        text = page.read_text(encoding="utf-8")
        plain.write_text(text, encoding="utf-8")
        varied.write_text(DATE_LINE.sub(lambda m: f"{m['date']}{m['sep']}source : {label}", text), encoding="utf-8")
    plain_report = build([tmp_path / "plain"], tmp_path / "plain.db")
    varied_report = build([tmp_path / "varied"], tmp_path / "varied.db")
    assert rulings_of(tmp_path / "varied.db") == rulings_of(tmp_path / "plain.db") == 57
    sources = {s for (s,) in sqlite3.connect(tmp_path / "varied.db").execute("select distinct source from rulings")}
    assert sources == {label.lower()}
    new_codes = {p[3] for p in varied_report.problems} - {p[3] for p in plain_report.problems}
    # A ruling's id is made of its date, source and text: under another source the examples' ids are not found.
    assert new_codes <= {"example_citation_unresolved"}, new_codes


def test_a_ruling_that_speaks_of_a_source_is_not_taken_for_a_date_line(write_page, tmp_path):
    page = write_page("p.txt", "September 20, 2024 · source: wotc",
                      "If the damage has a source: the creature that dealt it, then the ability triggers.",
                      "September 20, 2024 · source: wotc", "A second ruling.")
    report = build([page], tmp_path / "kb.db")
    assert report.counts["rulings"] == 2 and not [p for p in report.problems if p[2] == "error"]


def test_control_characters_are_taken_out_of_a_page_with_a_warning(write_page, tmp_path):
    page = write_page("p.txt", "September 20, 2024 · source: wotc", "A ruling\x00 with a NUL\x07 and a bell.")
    report = build([page], tmp_path / "kb.db")
    [text] = sqlite3.connect(tmp_path / "kb.db").execute("select text from ruling_texts").fetchone()
    assert text == "A ruling with a NUL and a bell."
    [warning] = [p for p in report.problems if "control characters" in p[4]]
    assert warning[1] == 2 and "U+0000" in warning[4] and "U+0007" in warning[4]


def test_control_characters_are_taken_out_of_a_json_bulk_with_a_warning(tmp_path):
    rulings = [{"object": "ruling", "oracle_id": "00000000-0000-4000-8000-00000000000a", "source": "wotc",
                "published_at": "2024-09-20", "comment": "Cut\u0000 here? No.\nA second line stays."}]
    (tmp_path / "rulings.json").write_text(json.dumps(rulings), encoding="utf-8")
    report = build([tmp_path / "rulings.json"], tmp_path / "kb.db")
    conn = sqlite3.connect(tmp_path / "kb.db")
    [(text, length)] = conn.execute("select text, length(text) from ruling_texts").fetchall()
    assert text == "Cut here? No.\nA second line stays." and length == len(text)
    assert [p[3] for p in report.problems if p[3] == "control_characters"] == ["control_characters"]
