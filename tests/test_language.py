"""Language identification restricted to EN/FR/JA, with a script check for Japanese."""
import pytest

import mtg.language
from mtg.language import detect_language, detect_languages, plain_language


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


@pytest.mark.parametrize("text, expected", [
    ("If a Room enters the battlefield without being cast, both of its doors are locked.", "en"),
    ("Si vous lancez la carte, vous devez payer son coût de mana.", "fr"),
    # a French text naming an English card keeps it French; lingua alone says English here (98 %)
    ("Tant qu'elle est sur la pile en tant qu'aventure, la carte Shrouded Smith of Feathers n'a que les "
     "caractéristiques de son aventure : son coût de mana est alors {5}{G}{G} et sa valeur de mana est de 3.", "fr"),
    # Spanish and Italian share words with French: never plain French, lingua decides
    ("Si una ficha fuera a crearse bajo el control de un oponente, Doubling Season no se aplica.", None),
    ("Le abilità che fanno riferimento al tuo gruppo contano le creature che controlli.", None),
    # half English, half French: not plain either way
    ("Si vous contrôlez une créature, you may draw a card for each of them and the rest.", None),
])
def test_plain_texts_are_read_by_their_words(text, expected):
    assert plain_language(text) == expected


def test_lingua_is_asked_only_about_texts_not_plain(monkeypatch):

    asked = []

    class Recording:
        def detect_languages_in_parallel_of(self, texts):
            asked.extend(texts)
            return [mtg.language.Language.ENGLISH for _ in texts]
        detect_language_of = None
    monkeypatch.setattr(mtg.language, "_detector", lambda: Recording())
    texts = ["When you cast it, you choose which door is unlocked and that is all.",
             "Vous choisissez quelle porte est déverrouillée quand vous lancez cette carte et pour chaque joueur.",
             "Doubling Season"]
    assert detect_languages(texts) == ["en", "fr", "en"] and asked == ["Doubling Season"]
