"""Where the rulings are: how many real rulings each rules topic carries, and whether a predicate models it.

    python bench/ruling_topics.py --db real.db [--markdown]

A ruling is counted under every topic whose words its English text holds (a ruling about a copied spell's targets
is both `copy` and `targeting`). A topic is a mechanic (party, dungeon, Adventure, Room, Role, …) or a CR topic
(targeting, layers, combat, triggers, zones, …), each read by the words rulings use for it. It is a first look at
where the rulings are, not a labelling: a ruling that says "target" in passing is counted under targeting.
"""
from __future__ import annotations

import argparse
import json
import re
import sqlite3
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

# topic -> (CR rule it rests on, the words of the rulings about it); the mechanics a predicate models are marked
# from the registry (kb/rules/registry.py MECHANICS).
TOPICS: dict[str, tuple[str, str]] = {
    "targeting": ("115", r"\btarget(?:s|ed|ing)?\b"),
    "triggers": ("603", r"\btrigger(?:s|ed|ing)?\b|\btriggered abilit"),
    "zones": ("400", r"\b(?:graveyard|exile[ds]?|library|hand|battlefield)\b"),
    "combat": ("506", r"\b(?:attack(?:s|ing|ed|er)?|block(?:s|ing|ed|er)?|combat damage)\b"),
    "counters": ("122", r"\bcounters?\b(?! target)(?! it\b)"),
    "tokens": ("111", r"\btokens?\b"),
    "mana value": ("202.3", r"\bmana value\b|\bconverted mana cost\b"),
    "costs": ("601.2f", r"\b(?:additional cost|alternative cost|cost(?:s)? (?:\{|less|more)|without paying)\b"),
    "copy": ("707", r"\bcop(?:y|ies|ied)\b"),
    "layers and continuous effects": ("613", r"\blayer\b|\btimestamp\b|\bcontinuous effect|\bloses? all abilities|"
                                             r"\bbase power\b|\bbecomes? a(?:n)? [a-z]+ creature"),
    "replacement effects": ("614", r"\binstead\b|\breplacement effect|\bskip\b"),
    "X": ("107.3", r"\{X\}|\bX is\b|\bvalue of X\b"),
    "state-based actions": ("704", r"\bstate-based action"),
    "control": ("108.4", r"\bgains? control\b|\bcontroller\b"),
    "damage and life": ("120", r"\bdeals? (?:\w+ )?damage\b|\bgain(?:s|ed)? \w+ life\b|\blose(?:s)? \w+ life\b"),
    "casting from other zones": ("601.3", r"\b(?:cast|play)(?:s|ed)? (?:it |that card |them |cards? |spells? )?"
                                          r"from (?:exile|your graveyard|the top)"),
    "modal double-faced and transforming cards": ("712", r"\bdouble-faced\b|\bback face\b|\bfront face\b|"
                                                         r"\btransform(?:s|ed)?\b|\bday\b.*\bnight\b"),
    "legendary rule": ("704.5j", r"\blegend rule\b|\blegendary\b"),
    "Equipment and Auras": ("301.5", r"\bequip(?:ped|ment)?\b|\benchanted\b|\battach(?:ed)?\b|\bAura\b"),
    "protection, hexproof, ward": ("702.16", r"\bprotection\b|\bhexproof\b|\bshroud\b|\bward\b"),
    "kicker and additional costs": ("702.33", r"\bkick(?:er|ed)\b|\bbargain(?:ed)?\b"),
    "sacrifice": ("701.21", r"\bsacrific(?:e|es|ed|ing)\b"),
    "multiplayer and Two-Headed Giant": ("800", r"\bmultiplayer\b|\bTwo-Headed Giant\b|\bteammate\b"),
    "commander": ("903", r"\bcommander\b"),
    "dice and coins": ("706", r"\broll(?:s|ed)?\b|\bdie\b|\bdice\b|\bflip a coin\b"),
    "face-down": ("708", r"\bface[- ]down\b|\bmanifest\b|\bmorph\b|\bdisguise\b"),
    "Sagas and lore counters": ("714", r"\bSaga\b|\blore counter|\bchapter\b"),
    "priority and responding": ("117", r"\bpriority\b|\brespond(?:s|ed|ing)?\b|\bin response\b|\btake (?:any )?actions?\b"),
    "colors and devotion": ("105", r"\bcolou?rs?\b|\bcolou?rless\b|\b(?:multi|mono)colou?red\b|\bdevotion\b"),
    "types chosen, shared and counted": ("205", r"\b(?:card|creature|land|basic land) types?\b|\b(?:sub|super)types?\b"
                                                r"|\bchangeling\b|\bdelirium\b"),
    "the untap step": ("502", r"\buntap steps?\b|\b(?:doesn['’]t|don['’]t|won['’]t) untap\b"),
    # the mechanics a predicate models (kb/rules): a ruling about them can be decided now
    "party": ("700.8", r"\bparty\b"),
    "dungeon": ("309", r"\bdungeon\b|\bventure\b|\binitiative\b"),
    "adventure": ("715", r"\bAdventure\b"),
    "room": ("709.5", r"\bRoom\b|\bdoor\b|\bunlock"),
    "role": ("111.10", r"\bRole\b"),
    "ability kinds": ("113", r"\bactivated abilit|\bstatic abilit|\bmana abilit"),
}
MODELLED = {"party": "party", "dungeon": "dungeon", "adventure": "adventure", "room": "room", "role": "role",
            "copy": "copy", "costs": "cost", "mana value": "cost", "ability kinds": "ability",
            # issue 25: the ten biggest topics no predicate modelled, and multiplayer (kb/rules/<topic>.py)
            "zones": "zones", "triggers": "triggers", "targeting": "targeting", "combat": "combat",
            "counters": "counters", "Equipment and Auras": "attachments", "tokens": "tokens",
            "damage and life": "damage", "sacrifice": "sacrifice", "control": "control",
            "multiplayer and Two-Headed Giant": "multiplayer",
            # 2026-12-03 (third session): the next four, by the questions their rulings ask most
            "legendary rule": "legend_rule", "replacement effects": "replacement", "face-down": "face_down",
            "commander": "commander", "X": "x", "protection, hexproof, ward": "protection",
            "modal double-faced and transforming cards": "mdfc",
            # 2026-12-03 (fourth session): the next five
            "dice and coins": "dice", "state-based actions": "state_based_actions",
            "layers and continuous effects": "layers", "kicker and additional costs": "kicker",
            "Sagas and lore counters": "saga",
            # fifth session: the last one
            "casting from other zones": "casting",
            # 2026-12-06, second session: when players can respond
            "priority and responding": "priority",
            # 2026-12-07, fifteenth session: colors and types
            "colors and devotion": "colors", "types chosen, shared and counted": "types", "the untap step": "untap"}
EN_RULINGS = "select r.id, t.text from rulings r join ruling_texts t on t.ruling_id = r.id and t.lang = 'en'"


def count_topics(conn: sqlite3.Connection) -> tuple[int, Counter, dict[str, str]]:
    """(rulings, rulings per topic, an example ruling id per topic)."""
    patterns = {topic: re.compile(words, re.IGNORECASE if topic not in ("adventure", "room", "role") else 0)
                for topic, (_, words) in TOPICS.items()}
    counts, examples, total = Counter(), {}, 0
    for rid, text in conn.execute(EN_RULINGS):
        total += 1
        for topic, pattern in patterns.items():
            if pattern.search(text):
                counts[topic] += 1
                examples.setdefault(topic, rid)
    return total, counts, examples


def main() -> None:
    """Print the topics, most rulings first, and one JSON object."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, required=True, help="a database built from the real corpus")
    parser.add_argument("--markdown", action="store_true", help="a Markdown table for docs/")
    args = parser.parse_args()
    conn = sqlite3.connect(f"file:{args.db}?mode=ro", uri=True)
    total, counts, examples = count_topics(conn)
    rows = counts.most_common()
    if args.markdown:
        print(f"| topic | CR | rulings (of {total:,}) | share | modelled by |\n| --- | --- | --- | --- | --- |")
        for topic, n in rows:
            print(f"| {topic} | {TOPICS[topic][0]} | {n:,} | {n / total:.1%} | {MODELLED.get(topic, '—')} |")
    else:
        for topic, n in rows:
            print(f"{topic:<45} {n:>7,} {n / total:6.1%}  {MODELLED.get(topic, '')}")
    unmodelled = [t for t, _ in rows if t not in MODELLED][:10]
    print(json.dumps({"rulings": total, "topics": dict(rows), "ten_biggest_unmodelled": unmodelled}))


if __name__ == "__main__":
    main()
