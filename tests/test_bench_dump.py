"""The full-dump benchmark: a deterministic Scryfall all-cards file of the real shape, and the build of it."""
from __future__ import annotations

import json
from pathlib import Path
from conftest import bench_script

ROOT = Path(__file__).resolve().parents[1]
# The fields of a Scryfall card object the dump must have (from Scryfall's API documentation of Card objects).
CARD_FIELDS = {"object", "id", "oracle_id", "multiverse_ids", "name", "lang", "released_at", "uri", "layout",
               "image_uris", "mana_cost", "cmc", "type_line", "oracle_text", "colors", "legalities", "games",
               "finishes", "set", "set_name", "collector_number", "rarity", "artist", "prices", "related_uris",
               "purchase_uris"}


dump = bench_script("dump")


def test_the_dump_is_deterministic_and_shaped_like_scryfall_all_cards(tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    cards, printings = dump.write_dump(a, 2)
    assert dump.write_dump(b, 2) == (cards, printings) and a.read_bytes() == b.read_bytes()
    records = json.loads(a.read_text(encoding="utf-8"))
    assert len(records) == printings and len({r["oracle_id"] for r in records}) == cards
    assert all(CARD_FIELDS <= set(r) for r in records)
    assert 3500 < a.stat().st_size / printings < 5000  # about 4 KiB an object, as in the real file
    langs = {r["lang"] for r in records}
    assert {"en", "fr", "ja", "de"} <= langs
    assert all(("printed_name" in r) == (r["lang"] != "en") for r in records)
    firsts = [r for r in records if r["collector_number"] == "1"]
    assert len(firsts) == cards and all(r["lang"] == "en" for r in firsts)  # every card has an English printing


def test_the_build_of_the_dump_makes_every_card_and_reports_its_figures(tmp_path):
    figures = dump.run(tmp_path, 2)
    records = json.loads((tmp_path / "all-cards.json").read_text(encoding="utf-8"))
    names = {(r["oracle_id"], r["lang"]) for r in records if r["lang"] in ("fr", "ja")}
    assert figures["cards"] == len({r["oracle_id"] for r in records})
    assert figures["card_names"] == len(names)  # one official name per card and language, none made up
    assert figures["build_s"] > 0 and figures["ijson_s"] > 0 and figures["peak_rss_mb"] > 0
