"""Drafts from PO catalogs: loaded unreviewed with their EN hash, lossless PO round trips, stale after an EN change."""
import asyncio
import hashlib
import json
import re
import shutil
import sqlite3
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner
from datasette.app import Datasette
from translate.storage import po

from ingest.build import DATA_DIR, build
from kb import catalogs
from kb.catalogs import current_en, export_catalog
from kb.cli import main
from mtg.po import parse_catalog, render_catalog
from mtg.paths import TEMPLATES

PO_FILES = sorted((DATA_DIR / "po").glob("*.po"))
POOL_RULING = "has a mana value of 6 while it's in your library"


def test_every_seed_ruling_has_unreviewed_fr_and_ja_drafts(db):
    counts = dict(db.execute("select lang, count(*) from ruling_texts where origin = 'draft' group by lang").fetchall())
    assert counts == {"fr": 57, "ja": 57}
    assert db.execute("select count(*) from ruling_texts where origin = 'draft' and (reviewed or stale)").fetchone()[0] == 0
    for draft_hash, en in db.execute("""select d.source_sha256, e.text from ruling_texts d join ruling_texts e
            on e.ruling_id = d.ruling_id and e.lang = 'en' where d.origin = 'draft'"""):
        assert draft_hash == hashlib.sha256(en.encode()).hexdigest()


def test_detected_language_of_drafts(db):
    rows = dict(db.execute("select lang, group_concat(distinct detected_lang) from ruling_texts "
                           "where origin = 'draft' group by lang").fetchall())
    assert rows == {"fr": "fr", "ja": "ja"}


@pytest.mark.parametrize("path", PO_FILES, ids=lambda p: p.name)
def test_po_round_trip_keeps_every_byte(path):
    data = path.read_bytes()
    lang, entries = parse_catalog(data, str(path))
    assert len(entries) == 57
    assert render_catalog(lang, entries) == data
    assert bytes(po.pofile(data)) == data


def test_round_trip_keeps_comments_and_previous_msgid():
    data = ('# a translator comment\nmsgid ""\nmsgstr ""\n"Language: fr\\n"\n\n#. extracted\n#: page.txt:3\n'
            '#, fuzzy\n#| msgid "old"\nmsgctxt "r1"\nmsgid "new"\nmsgstr "neuf"\n').encode()
    assert bytes(po.pofile(data)) == data
    lang, [entry] = parse_catalog(data, "x.po")
    assert (lang, entry.msgctxt, entry.previous, entry.fuzzy) == ("fr", "r1", "old", True)


@pytest.fixture(scope="module")
def changed_en(tmp_path_factory):
    """A build where one EN ruling was corrected after the drafts were made."""
    root = tmp_path_factory.mktemp("changed")
    shutil.copytree(DATA_DIR / "sources", root / "sources")
    page = next((root / "sources" / "seeds").glob("000_*.txt"))
    page.write_text(page.read_text(encoding="utf-8").replace(POOL_RULING, "has a mana value of 6 in your library"),
                    encoding="utf-8")
    out = root / "kb.db"
    report = build([root / "sources", DATA_DIR / "cr", DATA_DIR / "po"], out)
    return report, out


def test_a_changed_en_text_makes_its_drafts_stale(changed_en):
    report, out = changed_en
    assert sorted(p[0].rsplit("/", 1)[-1] for p in report.problems if p[3] == "po_ruling_changed") == ["fr.po", "ja.po"]
    conn = sqlite3.connect(out)
    stale = conn.execute("""select d.lang, d.stale from ruling_texts d join ruling_texts e on e.ruling_id = d.ruling_id
        and e.lang = 'en' where d.origin = 'draft' and e.text like '%mana value of 6 in your library%'""").fetchall()
    assert sorted(stale) == [("fr", 1), ("ja", 1)]
    assert conn.execute("select count(*) from ruling_texts where origin = 'draft' and stale").fetchone()[0] == 2
    findings = conn.execute("""select lang, severity from qa_findings where "check" = 'stale'""").fetchall()
    assert sorted(findings) == [("fr", "warning"), ("ja", "warning")]


def test_export_marks_the_changed_entry_fuzzy_with_its_previous_msgid(changed_en):
    _, out = changed_en
    lang, entries = parse_catalog(export_catalog("fr", current_en(out), DATA_DIR / "po" / "fr.po"), "export")
    changed = [e for e in entries if e.previous]
    assert len(entries) == 57 and len(changed) == 1
    assert POOL_RULING in changed[0].previous and "6 in your library" in changed[0].msgid
    assert changed[0].fuzzy and changed[0].msgstr


def test_export_of_unchanged_kb_reproduces_the_catalog(built):
    for path in PO_FILES:
        assert export_catalog(path.stem, current_en(built[1]), path) == path.read_bytes()


def run(*args):
    """The CLI against the shipped build."""
    return CliRunner().invoke(main, list(map(str, args)))


def test_qa_cli_exit_codes_and_json(built, tmp_path):
    assert run("qa", DATA_DIR / "po" / "fr.po", "--db", built[1]).exit_code == 0
    bad = tmp_path / "bad.po"
    bad.write_bytes((DATA_DIR / "po" / "ja.po").read_bytes().replace("マナ総量が6".encode(), "マナ総量が5".encode()))
    result = run("qa", bad, "--json", "--db", built[1])
    assert result.exit_code == 1
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert rows and all(set(r) == {"line", "msgctxt", "msgid", "check", "severity", "message"} for r in rows)
    lines = bad.read_text(encoding="utf-8").splitlines()
    assert all(lines[r["line"] - 1].startswith(("msgctxt", "#")) or r["msgctxt"] in lines[r["line"] - 1]
               or r["msgctxt"] in "\n".join(lines[r["line"] - 3:r["line"] + 1]) for r in rows)
    assert {(r["check"], r["severity"]) for r in rows} >= {("numbers", "error")}
    broken = tmp_path / "broken.po"
    broken.write_text('msgid "unterminated\n', encoding="utf-8")
    result = run("qa", broken, "--db", built[1])
    assert result.exit_code == 2 and "broken.po" in result.stderr


def test_import_refuses_unknown_rulings_and_overwrites_nothing(built, tmp_path, monkeypatch):
    monkeypatch.setattr(catalogs, "PO_DIR", tmp_path / "po")
    (tmp_path / "po").mkdir()
    existing = tmp_path / "po" / "fr.po"
    existing.write_bytes(b"previous content")
    foreign = tmp_path / "foreign.po"
    foreign.write_bytes((DATA_DIR / "po" / "fr.po").read_bytes() + 'msgctxt "xnothing"\nmsgid "Nothing like any '
                        'ruling at all."\nmsgstr "Rien."\n'.encode())
    result = run("import-po", foreign, "--db", built[1])
    assert result.exit_code == 2 and "unknown_ruling" in result.stderr and "xnothing" in result.stderr
    assert existing.read_bytes() == b"previous content"
    existing.unlink()
    result = run("import-po", DATA_DIR / "po" / "fr.po", "--db", built[1])
    assert result.exit_code == 0, result.stderr
    assert existing.read_bytes() == (DATA_DIR / "po" / "fr.po").read_bytes()
    assert "57 added" in result.stdout


def subset(tmp_path, count: int, edit=None) -> Path:
    """A copy of the shipped FR catalog with its first `count` entries (and an optional msgstr edit)."""
    lang, entries = parse_catalog((DATA_DIR / "po" / "fr.po").read_bytes(), "fr.po")
    entries = entries[:count]
    if edit:
        entries[0] = edit(entries[0])
    path = tmp_path / f"subset{count}.po"
    path.write_bytes(render_catalog(lang, entries))
    return path


@pytest.fixture
def po_dir(tmp_path, monkeypatch):
    """data/po as a temporary copy of the shipped catalogs."""
    folder = tmp_path / "po"
    folder.mkdir()
    for path in PO_FILES:
        (folder / path.name).write_bytes(path.read_bytes())
    monkeypatch.setattr(catalogs, "PO_DIR", folder)
    return folder


def test_import_merges_by_msgctxt_and_keeps_what_the_file_lacks(built, tmp_path, po_dir):
    from dataclasses import replace

    part = subset(tmp_path, 33, lambda e: replace(e, msgstr=e.msgstr + " Relu.", fuzzy=False))
    result = run("import-po", part, "--db", built[1])
    assert result.exit_code == 0, result.stderr
    assert "0 added, 1 updated, 32 unchanged, 24 kept" in result.stdout
    after = parse_catalog((po_dir / "fr.po").read_bytes(), "fr.po")[1]
    assert len(after) == 57 and after[0].msgstr.endswith(" Relu.") and not after[0].fuzzy
    before = parse_catalog((DATA_DIR / "po" / "fr.po").read_bytes(), "fr.po")[1]
    assert [e.msgstr for e in after[1:]] == [e.msgstr for e in before[1:]]


def test_import_of_an_unchanged_file_rewrapped_by_another_editor_writes_nothing(built, tmp_path, po_dir):
    original = (po_dir / "fr.po").read_bytes()
    rewrapped = tmp_path / "rewrapped.po"
    rewrapped.write_bytes(original.replace(b'"\n"', b"").replace(b' "\n', b' "\n', 1))
    assert rewrapped.read_bytes() != original
    result = run("import-po", rewrapped, "--db", built[1])
    assert result.exit_code == 0 and "nothing to change" in result.stdout
    assert (po_dir / "fr.po").read_bytes() == original


def test_error_findings_refuse_the_import_unless_forced_and_recorded(built, tmp_path, po_dir):
    from dataclasses import replace

    original = (po_dir / "fr.po").read_bytes()
    wrong = subset(tmp_path, 5, lambda e: replace(e, msgstr=e.msgstr.replace("quatre", "cinq")))
    result = run("import-po", wrong, "--db", built[1])
    assert result.exit_code == 2 and "error-level QA findings" in result.stderr and "--force" in result.stderr
    assert "numbers" in result.stderr and (po_dir / "fr.po").read_bytes() == original
    emptied = subset(tmp_path, 3, lambda e: replace(e, msgstr=""))
    result = run("import-po", emptied, "--db", built[1])  # an empty msgstr never erases a translation
    assert result.exit_code == 0 and "nothing to change" in result.stdout
    assert (po_dir / "fr.po").read_bytes() == original
    qa = run("qa", wrong, "--db", built[1])
    assert qa.exit_code == 1
    result = run("import-po", wrong, "--force", "--db", built[1])
    assert result.exit_code == 0 and "--force" in result.stdout
    log = (po_dir / "imports.log").read_text(encoding="utf-8")
    assert "subset5.po" in log and "numbers" in log


def test_qa_reports_duplicates_exactly_as_import_refuses_them(built, tmp_path, po_dir):
    data = (DATA_DIR / "po" / "fr.po").read_bytes()
    start = data.index(b'\nmsgctxt "') + 1
    first = data[start:data.index(b'\nmsgctxt "', start)].rsplit(b"\n\n", 1)[0] + b"\n"
    twice = tmp_path / "twice.po"
    twice.write_bytes(data + b"\n" + first)
    qa = run("qa", twice, "--json", "--db", built[1])
    assert qa.exit_code == 1 and [json.loads(x)["check"] for x in qa.stdout.splitlines()] == ["duplicate"]
    result = run("import-po", twice, "--force", "--db", built[1])
    assert result.exit_code == 2 and "duplicate" in result.stderr


def page(db_path, path):
    """A page as served."""
    ds = Datasette([], immutables=[str(db_path)], template_dir=str(TEMPLATES))
    return asyncio.run(ds.client.get(path))


def test_ruling_page_shows_three_languages_with_status_and_predicates(built, db):
    rid = db.execute("select ruling_id from ruling_texts where text like ?", [f"%{POOL_RULING}%"]).fetchone()[0]
    html = page(built[1], f"/kb/rulings/{rid}").text
    for text in ("English (source of truth)", "Français", "日本語", "official original", "unreviewed draft",
                 "room_characteristics", "Rules that decide it", "マナ総量"):
        assert text in html


def test_translator_queue_and_home_coverage(changed_en):
    _, out = changed_en
    rows = page(out, "/kb/translator_queue.json?_shape=array&_facet=lang&_facet=check&_facet=severity"
                     "&_facet=mechanic").json()
    assert {(r["lang"], r["check"]) for r in rows} >= {("fr", "stale"), ("ja", "stale")}
    assert all(r["en"] and r["translation"] for r in rows)
    home = page(out, "/").text
    row = re.search(r"<tr><td>Français</td>(.*?)</tr>", " ".join(home.split()))[1]
    cells = [re.sub(r"<[^>]+>", "", c).strip() for c in re.findall(r"<td>(.*?)</td>", row)]
    assert "translator queue" in home and cells[0] == "57 / 57 (100 %)" and cells[2:4] == ["57", "0"]


def test_import_of_a_broken_file_is_exit_2(built, tmp_path, monkeypatch):
    monkeypatch.setattr(catalogs, "PO_DIR", tmp_path / "po")
    broken = tmp_path / "ja.po"
    broken.write_text('msgctxt "r1"\nmsgid "x\n', encoding="utf-8")
    result = run("import-po", broken, "--db", built[1])
    assert result.exit_code == 2 and "ja.po:" in result.stderr
    assert not (tmp_path / "po").exists()


@pytest.mark.skipif(not shutil.which("msgfmt"), reason="gettext's msgfmt is not installed")
def test_catalogs_pass_msgfmt_check_without_a_warning(built, tmp_path):
    exported = tmp_path / "fr.po"
    exported.write_bytes(export_catalog("fr", current_en(built[1]), DATA_DIR / "po" / "fr.po"))
    for path in (*PO_FILES, exported):
        result = subprocess.run(["msgfmt", "-c", "-o", "/dev/null", str(path)], capture_output=True, text=True)
        assert result.returncode == 0 and result.stderr == "", result.stderr


def test_import_keeps_the_translators_name_and_date(built, tmp_path, po_dir):
    signed = tmp_path / "signed.po"
    signed.write_bytes((DATA_DIR / "po" / "fr.po").read_bytes()
                       .replace(b"Last-Translator: rulings-kb drafts (unreviewed)", "Last-Translator: Zoé <z@example.org>".encode())
                       .replace(b"2026-11-29 00:00+0000", b"2026-12-01 10:00+0100")
                       .replace("quatre.".encode(), "quatre (relu).".encode(), 1))
    result = run("import-po", signed, "--db", built[1])
    assert result.exit_code == 0 and "1 updated" in result.stdout, result.stdout + result.stderr
    header = (po_dir / "fr.po").read_text(encoding="utf-8")
    assert "Last-Translator: Zoé <z@example.org>" in header and "PO-Revision-Date: 2026-12-01 10:00+0100" in header
    again = tmp_path / "again.po"
    again.write_bytes(export_catalog("fr", current_en(built[1]), po_dir / "fr.po"))
    assert "Last-Translator: Zoé" in again.read_text(encoding="utf-8")


def test_every_exported_entry_carries_its_context(built):
    data = export_catalog("fr", current_en(built[1]), DATA_DIR / "po" / "fr.po", built[1]).decode()
    entries = data.split("\n\n")[1:]
    assert len(entries) == 57 and all("#. ruling page: /kb/rulings/r" in e and "\n#: data/sources/" in e
                                      for e in entries)
    pool = next(e for e in entries if "has a mana value of 6 while" in e)
    assert "#. card: Bottomless Pool // Locker Room = Piscine sans fond // Vestiaire (official name)" in pool
    assert "#. term: Room = Pièce" in pool and "#. mechanic: " in pool and "#. CR: " in pool
    ja = export_catalog("ja", current_en(built[1]), DATA_DIR / "po" / "ja.po", built[1]).decode()
    assert "#. card: Bottomless Pool // Locker Room: no official JA name known; keep the English name" in ja


def test_role_token_names_without_an_official_name_say_so_and_card_names_hold_no_terms(built):
    entries = export_catalog("fr", current_en(built[1]), DATA_DIR / "po" / "fr.po", built[1]).decode().split("\n\n")
    roles = next(e for e in entries if "six different Role tokens" in e)
    assert "#. term: Virtuous = Vertueux" in roles  # Ellivère's official French text names it
    assert "#. term: Young Hero: no official FR term in the shipped sources; Role token name (CR 111.10r)" in roles
    both = next(e for e in entries if "#. card: Bottomless Pool = Piscine sans fond" in e and "Room" not in
                e.split("msgid")[1].replace("Locker Room", ""))
    assert "#. term: Room = " not in both  # "Locker Room" is a name, not a Room
    pool = next(e for e in entries if "has a mana value of 6 while" in e)
    assert "#. card: Bottomless Pool = " not in pool  # the split card's name is given once, not its faces again


def test_an_import_without_comments_keeps_the_context(built, tmp_path, po_dir):
    stripped = tmp_path / "stripped.po"
    stripped.write_text("\n".join(line for line in (DATA_DIR / "po" / "fr.po").read_text(encoding="utf-8").split("\n")
                                  if not line.startswith(("#.", "#:"))), encoding="utf-8")
    result = run("import-po", stripped, "--db", built[1])
    assert result.exit_code == 0 and "nothing to change" in result.stdout
    assert (po_dir / "fr.po").read_bytes() == (DATA_DIR / "po" / "fr.po").read_bytes()


def test_an_orphaned_entry_finds_its_corrected_text_among_many_and_no_match_when_two_tie():
    from mtg.po import PoEntry, match_orphans

    old = "If Zap Bolt deals 3 damage to a creature, that creature can't block this turn."
    corrected = "If Zap Bolt deals 3 damage to a creature, that creature can't block or attack this turn."
    others = {f"r{i}": f"Ruling {i}: a permanent with {i} counters on it can't block this turn." for i in range(20000)}
    entry = PoEntry("rold", old, "Si Éclair zap inflige 3 blessures…", False, None, 0)
    assert match_orphans([entry], others | {"rnew": corrected}) == {"rnew": entry}
    assert match_orphans([entry], others) == {}  # nothing is alike enough
    assert match_orphans([entry], {"ra": corrected, "rb": corrected}) == {}  # two alike: neither is taken
