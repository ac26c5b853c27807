"""The benchmark corpus generator: deterministic, well-formed files, N distinct EN rulings, alignable translations."""
from __future__ import annotations

import datetime as dt
import json
import re
from collections import defaultdict
from pathlib import Path

import pytest

from ingest.dates import parse_date
from conftest import bench_script

ROOT = Path(__file__).resolve().parents[1]
N = 200
KANA = re.compile(r"[\u3040-\u30ff]")
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")  # kana or kanji (a keyword alone is kanji: 飛行)
EN_ENTRY = re.compile(r"^(?P<date>[A-Z][a-z]+ \d{1,2}, \d{4})\s*[·—|-]\s*[Ss]ource\s*:\s*(?P<source>\w+)$")
FR_ENTRY = re.compile(r"^(?P<date>.+?) · source : (?P<source>\w+)$")
JA_ENTRY = re.compile(r"^(?P<date>\d{4}年\d{1,2}月\d{1,2}日)\s*·\s*ソース\s*[:：]\s*(?P<source>\w+)$")


gen = bench_script("generate")


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    """A corpus of N rulings: (folder, manifest)."""
    out = tmp_path_factory.mktemp("corpus")
    return out, gen.generate(out, N, seed=0)


def read_json(folder: Path, name: str):
    """A generated JSON file, parsed."""
    return json.loads((folder / name).read_text(encoding="utf-8"))


def files_of(folder: Path) -> dict[str, bytes]:
    """Every file under folder by relative path, with its bytes."""
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def page_entries(folder: Path, pattern: re.Pattern) -> list[tuple[str, str, str, int]]:
    """(date as printed, source, text, header lines before the first entry) of every entry of every page."""
    entries = []
    for page in sorted(folder.glob("*.txt")):
        lines = page.read_text(encoding="utf-8").splitlines()
        first = next(i for i, line in enumerate(lines) if pattern.match(line))
        assert first <= 1 and all(pattern.match(line) for line in lines[first::2])
        entries += [(pattern.match(d)["date"], pattern.match(d)["source"], t, first)
                    for d, t in zip(lines[first::2], lines[first + 1::2], strict=True)]
    return entries


def scryfall_rulings(folder: Path) -> set[tuple[str, str]]:
    """(date, text) of the Scryfall rulings."""
    return {(r["published_at"], r["comment"]) for r in read_json(folder, "scryfall/rulings.json")}


def mtgjson_rulings(folder: Path) -> set[tuple[str, str]]:
    """(date, text) of the MTGJSON rulings, every face's copy counted once."""
    data = read_json(folder, "mtgjson/AtomicCards.json")["data"]
    return {(r["date"], r["text"]) for faces in data.values() for face in faces for r in face["rulings"]}


def en_page_rulings(folder: Path) -> set[tuple[str, str]]:
    """(date, text) of the EN page rulings."""
    return {(dt.datetime.strptime(d, "%B %d, %Y").date().isoformat(), text)
            for d, _, text, _ in page_entries(folder / "en-pages", EN_ENTRY)}


def en_by_date(folder: Path) -> dict[str, list[str]]:
    """Every distinct EN ruling text, by date."""
    by_date = defaultdict(list)
    for date, text in sorted(scryfall_rulings(folder) | mtgjson_rulings(folder) | en_page_rulings(folder)):
        by_date[date].append(text)
    return by_date


def test_same_seed_same_bytes_other_seed_other_corpus(corpus, tmp_path):
    folder, manifest = corpus
    assert gen.generate(tmp_path / "again", N, seed=0) == manifest
    assert files_of(tmp_path / "again") == files_of(folder)
    gen.generate(tmp_path / "other", N, seed=1)
    assert files_of(tmp_path / "other")["scryfall/rulings.json"] != files_of(folder)["scryfall/rulings.json"]


def test_manifest_lists_exactly_the_files_written(corpus):
    folder, manifest = corpus
    assert manifest["files"] == sorted(files_of(folder))
    assert manifest["changed_file"].startswith("fr-pages/")
    assert (folder / manifest["changed_file"]).read_text(encoding="utf-8").startswith(gen.FR_HEADER)
    assert manifest["counts"]["cards"] == len(read_json(folder, "scryfall/oracle-cards.json"))


def test_scryfall_files_are_arrays_of_one_object_a_line(corpus):
    folder, _ = corpus
    for name in ("rulings.json", "oracle-cards.json", "all-cards-localized.json"):
        lines = (folder / "scryfall" / name).read_text(encoding="utf-8").splitlines()
        assert lines[0] == "[" and lines[-1] == "]"
        assert all(json.loads(line.removesuffix(","))["object"] in ("ruling", "card") for line in lines[1:-1])


def test_scryfall_rulings_and_cards_have_the_bulk_shape(corpus):
    folder, _ = corpus
    cards = {c["oracle_id"]: c for c in read_json(folder, "scryfall/oracle-cards.json")}
    rulings = read_json(folder, "scryfall/rulings.json")
    assert all(set(r) == {"object", "oracle_id", "source", "published_at", "comment"} for r in rulings)
    assert all(r["oracle_id"] in cards and r["source"] in ("wotc", "scryfall") for r in rulings)
    layouts = [c["layout"] for c in cards.values()]
    assert set(layouts) <= {"normal", "adventure", "split", "transform", "modal_dfc"}
    assert layouts.count("normal") > len(layouts) / 2 and len(set(layouts)) > 1
    for card in cards.values():
        faces = card.get("card_faces")
        if card["layout"] == "normal":
            assert faces is None and {"mana_cost", "oracle_text", "cmc", "type_line"} <= set(card)
        else:
            assert "oracle_text" not in card and len(faces) == 2
            assert card["name"] == " // ".join(f["name"] for f in faces)
            assert all(f["object"] == "card_face" and "type_line" in f for f in faces)


def test_localized_printings_name_known_cards_in_french_or_japanese(corpus):
    folder, manifest = corpus
    names = {c["oracle_id"]: c["name"] for c in read_json(folder, "scryfall/oracle-cards.json")}
    printings = read_json(folder, "scryfall/all-cards-localized.json")
    assert {p["lang"] for p in printings} == {"fr", "ja"} and len(printings) == manifest["counts"]["localized_cards"]
    for p in printings:
        assert names[p["oracle_id"]] == p["name"]
        faces = p.get("card_faces") or [p]
        assert all(f["printed_name"] and f["printed_type_line"] and f["printed_text"] for f in faces)
        if p["lang"] == "ja":
            assert all(JAPANESE.search(f["printed_text"]) for f in faces)


def test_atomic_cards_have_the_mtgjson_shape(corpus):
    folder, _ = corpus
    atomic = read_json(folder, "mtgjson/AtomicCards.json")
    assert set(atomic) == {"meta", "data"} and set(atomic["meta"]) == {"date", "version"}
    cards = {c["oracle_id"]: c for c in read_json(folder, "scryfall/oracle-cards.json")}
    assert sorted(atomic["data"]) == sorted(c["name"] for c in cards.values())
    for name, faces in atomic["data"].items():
        for face in faces:
            card = cards[face["identifiers"]["scryfallOracleId"]]
            assert face["name"] == name == card["name"] and face["layout"] == card["layout"]
            assert ("faceName" in face) == (len(faces) > 1)
            assert all(set(r) == {"date", "text"} for r in face["rulings"])
            assert {f["language"] for f in face["foreignData"]} <= {"French", "Japanese"}


def test_forge_catalogs_are_sorted_four_field_lines_of_known_faces(corpus):
    folder, _ = corpus
    cards = read_json(folder, "scryfall/oracle-cards.json")
    known = {c["name"] for c in cards} | {f["name"] for c in cards for f in c.get("card_faces", [])}
    for name in ("cardnames-fr-FR.txt", "cardnames-ja-JP.txt"):
        lines = (folder / "forge" / name).read_text(encoding="utf-8").splitlines()
        fields = [line.split("|") for line in lines]
        assert lines and lines == sorted(lines) and all(len(f) == 4 and f[0] in known and f[1] for f in fields)
    french = (folder / "forge" / "cardnames-fr-FR.txt").read_text(encoding="utf-8").splitlines()
    assert any("\\n" in line for line in french)  # a literal backslash-n between lines of rules text


def test_exactly_n_distinct_en_rulings_across_scryfall_mtgjson_and_en_pages(corpus):
    folder, manifest = corpus
    scryfall, mtgjson, pages = scryfall_rulings(folder), mtgjson_rulings(folder), en_page_rulings(folder)
    assert len(scryfall | mtgjson | pages) == N
    repeated = scryfall & mtgjson
    assert 0 < len(repeated) == manifest["counts"]["mtgjson_repeated"] and not pages & (scryfall | mtgjson)
    assert len(mtgjson - scryfall) == manifest["counts"]["mtgjson_rulings"]


def test_en_page_texts_name_their_card(corpus):
    folder, _ = corpus
    for page in sorted((folder / "en-pages").glob("*.txt")):
        lines = page.read_text(encoding="utf-8").splitlines()
        if lines[0].startswith("Rulings for "):
            names = lines[0].removeprefix("Rulings for ").split(" // ")
            assert all(any(n in text for n in names) for text in lines[2::2])


def test_every_en_ruling_has_a_signature_unique_on_its_date(corpus):
    folder, _ = corpus
    by_date = en_by_date(folder)
    assert 1 < len(by_date) <= gen.DATE_COUNT
    for texts in by_date.values():
        signatures = [gen.signature(t) for t in texts]
        assert all(numbers or symbols for numbers, symbols in signatures)
        assert len(set(signatures)) == len(signatures)


@pytest.mark.parametrize("folder_name, pattern, lang", [("fr-pages", FR_ENTRY, "fr"), ("ja-pages", JA_ENTRY, "ja")],
                         ids=["fr", "ja"])
def test_translations_align_to_exactly_one_en_ruling(corpus, folder_name, pattern, lang):
    folder, manifest = corpus
    by_date = en_by_date(folder)
    entries = page_entries(folder / folder_name, pattern)
    assert len(entries) == manifest["counts"][f"{lang}_texts"]
    for printed, _, text, _ in entries:
        candidates = [t for t in by_date[parse_date(printed)] if gen.signature(t) == gen.signature(text)]
        assert len(candidates) == 1 and candidates[0] != text
        assert bool(KANA.search(text)) == (lang == "ja")


def test_fr_pages_mostly_carry_the_machine_translation_header(corpus):
    folder, _ = corpus
    entries = page_entries(folder / "fr-pages", FR_ENTRY)
    pages = sorted((folder / "fr-pages").glob("*.txt"))
    headed = [p for p in pages if p.read_text(encoding="utf-8").startswith(gen.FR_HEADER + "\n")]
    assert len(headed) >= len(pages) / 2 and len(entries) / len(pages) >= 10


@pytest.mark.parametrize("template", gen.TEMPLATES, ids=lambda t: t.en[:30])
def test_each_template_keeps_numbers_and_symbols_in_french_and_japanese(template):
    for n, k, cost, sym in ((7, 3, "{2}{U}", "{T}"), (412, 6, "{X}{W/U}{W/U}", "{Q}")):
        numbers, symbols = en = gen.signature(gen.render(template.en, "Varn, Keeper of Ash", n, k, cost, sym))
        assert numbers or symbols
        for text in (gen.render(template.fr, "Varn, gardien de la cendre", n, k, cost, sym),
                     gen.render(template.ja, "灰の守り手、ヴァーン", n, k, cost, sym, wide=True)):
            assert gen.signature(text) == en


def test_search_words_occur_in_their_language(corpus):
    for lang, words in gen.SEARCH_WORDS.items():
        texts = [getattr(t, lang) for t in gen.TEMPLATES]
        assert all(any(word in text for text in texts) for word in words), lang


def test_benchmark_starts_from_nothing_in_a_kept_folder(tmp_path):
    """--keep DIR: a second run must build from scratch, not find the last run's database and cache up to date."""
    run = bench_script("run")
    for folder in ("corpus", "cache"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "x").write_text("left from the last run")
    for name in ("kb.db", "bare.db", "datasette.log"):
        (tmp_path / name).write_text("left from the last run")
    assert run.prepare(tmp_path) == tmp_path
    assert sorted(p.name for p in tmp_path.iterdir()) == ["datasette.log"]


@pytest.mark.slow  # a server started and every kind of page timed: .ci/run's slow step
def test_the_benchmark_times_every_other_kind_of_page_and_each_answers(built):
    """bench/run.py's other pages, picked in the shipped build, all answer 200 when served as `rulings-kb serve`."""
    from test_serve import get

    run = bench_script("run")
    pages = run.other_pages(built[1])
    assert {"home", "card page", "mechanic page", "predicate page", "CR rule page", "document page",
            "translators", "queue view"} <= set(pages)
    for kind, path in pages.items():
        assert get(built[1], path).status_code == 200, (kind, path)
