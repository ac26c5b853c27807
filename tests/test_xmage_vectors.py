"""Differential tests: the cases of XMage's own rule tests (tests/vectors/xmage.json, with their source) pass here."""
import json
from pathlib import Path

import pytest

from kb.characteristics import characteristics_json
from kb.model import GameObject
from kb.rules.party import party_size

VECTORS = json.loads((Path(__file__).parent / "vectors" / "xmage.json").read_text(encoding="utf-8"))
CARDS = VECTORS["cards"]


def creature(subtypes: list[str]) -> str:
    """A custom test creature as XMage's makeCreature builds it: a creature with these subtypes."""
    return "Creature — " + " ".join(subtypes)


@pytest.mark.parametrize("case", VECTORS["party"], ids=lambda c: c["test"])
def test_party_count_cases(case):
    permanents = [creature(s) for s in case.get("creatures", [])]
    permanents += [GameObject.from_json({"card": CARDS[name]}) for name in case.get("cards", [])]
    assert party_size(permanents) == case["party"]


@pytest.mark.parametrize("case", VECTORS["characteristics"], ids=lambda c: f"{c['source']}-{c['test']}-{c['state']}")
def test_characteristics_cases(case):
    found = characteristics_json(CARDS[case["card"]], case["state"])
    expected = {k: v for k, v in case.items() if k in found}
    assert expected and {k: found[k] for k in expected} == expected, case.get("asserts", "")


def test_every_vector_names_a_source_with_its_commit():
    for name, source in VECTORS["sources"].items():
        assert source["repo"] == "magefree/mage" and len(source["commit"]) == 40 and source["path"].endswith("Test.java")
    assert {c["source"] for c in VECTORS["characteristics"]} <= set(VECTORS["sources"])
    assert len(VECTORS["party"]) == 10 and len(VECTORS["characteristics"]) >= 14
