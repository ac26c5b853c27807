"""Symbols drawn as symbols: each names itself (CR 107.4), the braces stay for copy, nothing else is touched."""
import re

import pytest

from kb.i18n import speaking
from kb.mana_symbols import label, with_symbols


@pytest.mark.parametrize("symbol, said", [
    ("W", "white mana"), ("2", "2 generic mana"), ("10", "10 generic mana"), ("C", "colorless mana"),
    ("W/U", "white mana or blue mana"), ("2/B", "2 generic mana or black mana"),  # CR 107.4e, 107.4f
    ("G/P", "Phyrexian green mana (or 2 life)"), ("T", "tap"), ("Q", "untap"), ("S", "snow mana"),
])
def test_each_symbol_says_what_it_stands_for(symbol, said):
    assert label(symbol) == said


def test_symbols_are_drawn_with_their_names_and_keep_their_braces_for_copy():
    html = str(with_symbols("{2}{W/U}, {T}: Add {G}. <script>"))
    assert html.count('role="img"') == 4 and 'aria-label="white mana or blue mana"' in html
    assert "&lt;script&gt;" in html  # the rest is escaped
    visible_and_copied = re.sub(r"<[^>]+>", "", html)
    assert visible_and_copied.startswith("{2}{W/U}, {↷}: Add {G}.")


def test_text_without_symbols_or_with_braces_that_are_not_symbols_is_left_as_it_is():
    assert str(with_symbols("Choose {one} of {them}")) == "Choose {one} of {them}"
    assert with_symbols(None) == ""


def test_a_french_or_japanese_reader_hears_the_symbol_in_their_language():
    with speaking("fr"):
        assert label("R") == "mana rouge"
    with speaking("ja"):
        assert label("U") == "青マナ"
