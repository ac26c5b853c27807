"""Formats are known by content: a bulk JSON file whose first record is broken or huge is still known."""
from __future__ import annotations

import json

from ingest.formats import scryfall_cards, scryfall_rulings, streamed_format

CARD = {"object": "card", "oracle_id": "00000000-0000-4000-8000-00000000000a", "name": "Zap", "lang": "en"}


def test_a_scryfall_card_file_is_known_from_its_first_card(tmp_path):
    path = tmp_path / "anything.txt"
    path.write_text(json.dumps([CARD]), encoding="utf-8")
    assert streamed_format(path) is scryfall_cards


def test_a_first_record_longer_than_the_head_does_not_hide_the_format(tmp_path):
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(["x" * 300_000, CARD, CARD]), encoding="utf-8")
    assert streamed_format(path) is scryfall_cards


def test_a_broken_first_ruling_does_not_hide_the_format(tmp_path):
    path = tmp_path / "rulings.json"
    path.write_text('[{"comment": ' + "[" * 50_000 + ', {"object": "ruling", "comment": "Ok."}]', encoding="utf-8")
    assert streamed_format(path) is scryfall_rulings


def test_a_long_array_of_other_things_is_no_streamed_format(tmp_path):
    path = tmp_path / "numbers.json"
    path.write_text(json.dumps(list(range(100_000))), encoding="utf-8")
    assert streamed_format(path) is None
