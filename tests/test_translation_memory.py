"""Translation memory: a ruling without a text gets the translation of the most alike English text (translated
rulings, abilities of official card texts) with its likeness and source, in the paged queue and in export-po."""
import asyncio

import pytest
import yaml
from datasette.app import Datasette

from conftest import MTGJSON_SETS
from ingest.build import build
from kb.catalogs import current_en, export_catalog
from kb.site import METADATA
from kb.translation_memory import Memory
from mtg.paths import TEMPLATES
from mtg.po import parse_po

MEMORY = Memory([
    ("Draw a card.", "Piochez une carte.", "official card text: Opt"),
    ("Flying", "Vol", "official card text: Serra Angel"),
    ("Exile target creature an opponent controls until Oblivion Ring leaves the battlefield.",
     "Exilez une créature ciblée qu'un adversaire contrôle jusqu'à ce que l'Anneau d'oubli quitte le champ de bataille.",
     "official card text: Oblivion Ring"),
])


def test_the_most_alike_text_is_suggested_with_its_likeness_and_source():
    found = MEMORY.suggest("Exile target creature an opponent controls until Banishing Light leaves the battlefield.")
    assert found.text.startswith("Exilez une créature ciblée") and 70 <= found.score < 100
    assert found.source == "official card text: Oblivion Ring" and found.matched.startswith("Exile target creature")
    assert MEMORY.suggest("Draw a card.").score == 100
    assert MEMORY.suggest("Players can't gain life this turn.") is None  # nothing alike enough
    assert MEMORY.suggest("!!!") is None


@pytest.fixture(scope="module")
def khm(tmp_path_factory):
    """Kaldheim as MTGJSON published it: 509 English rulings, none in French or Japanese."""
    if not (MTGJSON_SETS / "KHM.json").exists():
        pytest.skip(f"the real MTGJSON sets are not at {MTGJSON_SETS} (RULINGS_KB_SHARED)")
    out = tmp_path_factory.mktemp("tm") / "kb.db"
    build([MTGJSON_SETS / "KHM.json"], out)
    return out


def get(db, path):
    ds = Datasette([], immutables=[str(db)], template_dir=str(TEMPLATES), metadata=yaml.safe_load(METADATA.read_text()))
    return asyncio.run(ds.client.get(path))


@pytest.mark.slow  # a real set built and read whole: run by .ci/run's slow step
def test_the_queue_lists_rulings_without_a_text_with_drafts_page_by_page(khm):
    first = get(khm, "/translators.json?missing=fr").json()
    assert first["pager"]["count"] > 500 and len(first["missing"]) == 50 and first["pager"]["next"]
    suggested = [m for m in get(khm, "/translators.json?missing=fr&page=2").json()["missing"] + first["missing"]
                 if m["suggestion"]]
    html = get(khm, "/translators?missing=ja").text
    assert "suggestion" in html and 'rel="next"' in html
    everywhere = [m for page in range(1, 12) for m in get(khm, f"/translators.json?missing=fr&page={page}").json()["missing"]
                  if m["suggestion"]]
    assert everywhere and all(m["suggestion"]["score"] >= 70 and m["suggestion"]["source"].startswith(
        "official card text: ") for m in everywhere)
    assert suggested == [m for m in suggested if "<ins>" in m["suggestion"]["diff"] or "<del>" in m["suggestion"]["diff"]]


@pytest.mark.slow  # a real set built and read whole: run by .ci/run's slow step
def test_export_writes_the_suggestion_fuzzy_with_where_it_came_from(khm):
    catalog = parse_po(export_catalog("fr", current_en(khm), None, khm), "export")
    drafted = [e for e in catalog.entries if e.msgstr]
    assert drafted and all(e.fuzzy for e in drafted)
    assert all(any(c.startswith("suggestion: ") and "% like" in c and "official card text: " in c for c in e.comments)
               for e in drafted)
    assert len(catalog.entries) == len(current_en(khm)) > len(drafted)
