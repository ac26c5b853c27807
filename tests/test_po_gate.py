"""What the translator brings is checked whole and kept whole: qa checks any entry, the import gate prints and
blocks warnings, keeps comments, flags, header fields and #~ entries, refuses an edited msgid, reads any charset."""
from dataclasses import replace

import pytest
from click.testing import CliRunner

from ingest.build import DATA_DIR
from kb import catalogs
from kb.catalogs import current_en, export_catalog
from kb.cli import main
from mtg.po import parse_catalog, parse_po, render_catalog

SHIPPED_FR = DATA_DIR / "po" / "fr.po"


def run(*args):
    return CliRunner().invoke(main, list(map(str, args)))


@pytest.fixture
def po_dir(tmp_path, monkeypatch):
    """data/po as a temporary copy of the shipped catalogs."""
    folder = tmp_path / "po"
    folder.mkdir()
    for path in (DATA_DIR / "po").glob("*.po"):
        (folder / path.name).write_bytes(path.read_bytes())
    monkeypatch.setattr(catalogs, "PO_DIR", folder)
    return folder


def first_entries(tmp_path, count, edit=None, name="part.po", **kept) -> tuple:
    """A catalog of the shipped FR catalog's first entries (the first edited), its path and entries."""
    lang, entries = parse_catalog(SHIPPED_FR.read_bytes(), "fr.po")
    entries = entries[:count]
    if edit:
        entries[0] = edit(entries[0])
    path = tmp_path / name
    path.write_bytes(render_catalog(lang, entries, kept.get("header"), kept.get("obsolete", [])))
    return path, entries


def test_qa_checks_entries_that_are_not_rulings_against_their_own_msgid(built, tmp_path):
    mine = tmp_path / "mine.po"
    mine.write_text('msgid ""\nmsgstr ""\n"Language: fr\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
                    'msgctxt "my-glossary-1"\nmsgid "Pay {2}: draw a card."\nmsgstr "Payez {3} : piochez une carte."\n\n'
                    'msgctxt "my-glossary-2"\nmsgid "Exile target creature."\nmsgstr "Exilez la créature ciblée."\n',
                    encoding="utf-8")
    result = run("qa", mine, "--db", built[1])
    lines = result.stdout.splitlines()
    assert result.exit_code == 1  # the wrong symbol is an error
    assert any("my-glossary-1" in x and "symbols" in x for x in lines)
    assert sum("unknown_ruling" in x and "checked against its own msgid" in x for x in lines) == 2
    assert not any("my-glossary-2" in x for x in lines if "unknown_ruling" not in x)  # a good entry: no finding
    assert "2 entries are not rulings of the KB" in result.stderr


def test_a_warning_is_printed_and_blocks_the_import_unless_accepted(built, tmp_path, po_dir):
    original = (po_dir / "fr.po").read_bytes()
    path, entries = first_entries(tmp_path, 4, lambda e: replace(e, msgstr=e.msgstr.rstrip(".") + ", mais ne se "
                                                                 "résout jamais."))
    result = run("import-po", path, "--db", built[1])
    assert result.exit_code == 2 and "warning: negation" in result.stderr and entries[0].msgctxt in result.stderr
    assert "--accept-warnings" in result.stderr and (po_dir / "fr.po").read_bytes() == original
    result = run("import-po", path, "--accept-warnings", "--db", built[1])
    assert result.exit_code == 0 and "1 updated" in result.stdout and "warning: negation" in result.stderr
    assert "--accept-warnings" in (po_dir / "imports.log").read_text(encoding="utf-8")


def test_comments_flags_header_fields_and_obsolete_entries_survive_import_and_export(built, tmp_path, po_dir):
    gone = replace(parse_catalog(SHIPPED_FR.read_bytes(), "fr.po")[1][10], msgctxt="r-gone", obsolete=True)
    header = {"Language-Team": "Équipe FR <fr@example.org>", "X-Poedit-Basepath": "..", "Last-Translator": "Zoé"}
    path, entries = first_entries(tmp_path, 3, lambda e: replace(e, notes=("vérifier « accès » avec Léa",),
                                                                 flags=("no-wrap",)), header=header, obsolete=[gone])
    result = run("import-po", path, "--db", built[1])
    assert result.exit_code == 0 and "1 updated" in result.stdout, result.stdout + result.stderr
    kept = parse_po((po_dir / "fr.po").read_bytes(), "fr.po")
    mine = next(e for e in kept.entries if e.msgctxt == entries[0].msgctxt)
    assert mine.notes == ("vérifier « accès » avec Léa",) and mine.flags == ("no-wrap",)
    assert mine.comments  # the KB's own context (#.) is there too
    assert kept.header["Language-Team"] == "Équipe FR <fr@example.org>" and kept.header["X-Poedit-Basepath"] == ".."
    assert [(e.msgctxt, e.msgstr) for e in kept.obsolete] == [("r-gone", gone.msgstr)]
    exported = parse_po(export_catalog("fr", current_en(built[1]), po_dir / "fr.po", built[1]), "export")
    again = next(e for e in exported.entries if e.msgctxt == entries[0].msgctxt)
    assert again.notes == mine.notes and again.flags == mine.flags and exported.obsolete == kept.obsolete
    assert exported.header["X-Poedit-Basepath"] == ".."
    # a change to a comment alone is a change
    path, _ = first_entries(tmp_path, 3, lambda e: replace(e, notes=("relu",), flags=("no-wrap",)), "again.po",
                            header=header, obsolete=[gone])
    result = run("import-po", path, "--db", built[1])
    assert result.exit_code == 0 and "1 updated" in result.stdout


def test_an_edited_msgid_is_refused_naming_the_entry_and_what_to_do(built, tmp_path, po_dir):
    original = (po_dir / "fr.po").read_bytes()
    path, entries = first_entries(tmp_path, 2, lambda e: replace(e, msgid=e.msgid.replace(".", " (I think).", 1)))
    result = run("import-po", path, "--db", built[1])
    assert result.exit_code == 2 and "edited_msgid" in result.stderr and entries[0].msgctxt in result.stderr
    assert "translator comment" in result.stderr and (po_dir / "fr.po").read_bytes() == original


def test_a_catalog_in_the_charset_its_header_declares_is_read(built, tmp_path, po_dir):
    text = SHIPPED_FR.read_text(encoding="utf-8").replace("charset=UTF-8", "charset=ISO-8859-1")
    text = "".join(c if ord(c) < 256 else "'" for c in text)  # the shipped catalog in what Latin-1 can say
    latin = tmp_path / "latin1.po"
    latin.write_bytes(text.encode("iso-8859-1"))
    lang, entries = parse_catalog(latin.read_bytes(), "latin1.po")
    assert lang == "fr" and any("é" in e.msgstr for e in entries)
    assert run("qa", latin, "--db", built[1]).exit_code in (0, 1)  # read and checked, not refused
    bad = tmp_path / "bad.po"
    bad.write_bytes(text.replace("ISO-8859-1", "EUC-JP").encode("iso-8859-1"))
    result = run("qa", bad, "--db", built[1])
    assert result.exit_code == 2 and "bad.po:" in result.stderr and "EUC-JP" in result.stderr


def test_a_ruling_gone_from_the_kb_keeps_its_translation_as_obsolete_on_export(built, tmp_path):
    lang, entries = parse_catalog(SHIPPED_FR.read_bytes(), "fr.po")
    gone = replace(entries[0], msgctxt="r-no-longer", msgid="A ruling Wizards withdrew, unlike any other text.")
    path = tmp_path / "fr.po"
    path.write_bytes(render_catalog(lang, entries + [gone]))
    exported = parse_po(export_catalog("fr", current_en(built[1]), path, built[1]), "export")
    assert [(e.msgctxt, e.msgstr) for e in exported.obsolete] == [("r-no-longer", gone.msgstr)]
    assert len(exported.entries) == 57
