"""Language identification restricted to EN/FR/JA, with a script check for Japanese."""
import pytest

from ingest.language import detect_language


@pytest.mark.parametrize("text, lang", [
    ("The card you search for may be the one you cast.", "en"),
    ("La carte que vous cherchez peut être celle que vous lancez.", "fr"),
    ("部屋を持つ最新のカード", "ja"),
    ("部屋は、分割カードの新たな形、新しいエンチャントのサブタイプです。", "ja"),
    ("MTGA Sets with 部屋", "en"),
])
def test_detects_the_language_a_text_is_in(text, lang):
    assert detect_language(text) == lang


def test_no_words_no_language():
    assert detect_language("// ") is None
