"""The full-dump benchmark: a Scryfall all-cards file of the real size and shape, built alone.

    python bench/dump.py [--mib 2300] [--keep DIR]

Scryfall's all-cards bulk file is the largest source an analyst loads (about 2.3 GB: every printing in every
language). This writes a JSON array of that size whose card objects have every field of Scryfall's card object
(prices, legalities, image, purchase and related URIs: about 4 KiB each), 15 printings per oracle card, most in
English and the rest in ten other languages, FR and JA ones carrying printed names. The same options write the
same bytes. Then it times, each in its own process: reading the file with ijson alone (the floor any streamed
reading has), and `rulings-kb build` of the file alone. It prints a table and, as its last line, one JSON
object: mib, cards, printings, ijson_s, build_s, build_mib_s, peak_rss_mb, db_mb.
"""
from __future__ import annotations

import argparse
import json
import random
import sqlite3
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import check_build, children_peak_rss_mb, run_build  # noqa: E402  (bench/ is not a package)

PRINTINGS_PER_CARD = 15
# (lang, weight): most printings are English; FR and JA are the ones rulings-kb reads names from.
LANGS = (("en", 55), ("ja", 8), ("fr", 6), ("de", 6), ("it", 6), ("es", 6), ("pt", 4), ("ru", 3), ("ko", 2),
         ("zhs", 2), ("zht", 2))
FORMATS = ("standard future historic timeless gladiator pioneer explorer modern legacy pauper vintage penny "
           "commander oathbreaker standardbrawl brawl alchemy paupercommander duel oldschool premodern "
           "predh").split()
TYPES = ("Creature — Sliver", "Instant", "Sorcery", "Artifact", "Enchantment — Aura", "Legendary Creature — Elf")
IJSON_ONLY = "import ijson, sys\nwith open(sys.argv[1], 'rb') as f:\n    print(sum(1 for _ in ijson.items(f, 'item')))"


def card_object(rng: random.Random, card: int, printing: int) -> dict:
    """One printing of oracle card `card`, with the fields (and their kinds of values) of a Scryfall card object."""
    oracle_id = str(uuid.UUID(int=card * 7919 + 1, version=4))
    card_id = str(uuid.UUID(int=rng.getrandbits(128), version=4))
    lang = rng.choices([lang for lang, _ in LANGS], [w for _, w in LANGS])[0] if printing else "en"
    name = f"Generated Card {card}"
    set_code = f"s{rng.randrange(900):03d}"
    image = f"https://cards.scryfall.io/{{}}/front/{card_id[0]}/{card_id[1]}/{card_id}.jpg?{rng.randrange(10**10)}"
    record = {
        "object": "card", "id": card_id, "oracle_id": oracle_id, "multiverse_ids": [rng.randrange(10**6)],
        "mtgo_id": rng.randrange(10**5), "tcgplayer_id": rng.randrange(10**6), "cardmarket_id": rng.randrange(10**6),
        "name": name, "lang": lang, "released_at": f"20{rng.randrange(10, 26)}-0{rng.randrange(1, 10)}-1{rng.randrange(10)}",
        "uri": f"https://api.scryfall.com/cards/{card_id}",
        "scryfall_uri": f"https://scryfall.com/card/{set_code}/{printing}/{lang}/generated-card-{card}?utm_source=api",
        "layout": "normal", "highres_image": True, "image_status": "highres_scan",
        "image_uris": {size: image.format(size) for size in ("small", "normal", "large", "png", "art_crop",
                                                             "border_crop")},
        "mana_cost": f"{{{rng.randrange(1, 7)}}}{{R}}", "cmc": float(rng.randrange(1, 8)),
        "type_line": TYPES[card % len(TYPES)],
        "oracle_text": f"When {name} enters, it deals {card % 5 + 1} damage to any target.\nFlying",
        "power": str(card % 6), "toughness": str(card % 5 + 1), "colors": ["R"], "color_identity": ["R"],
        "keywords": ["Flying"], "legalities": {f: rng.choice(("legal", "not_legal")) for f in FORMATS},
        "games": ["paper", "mtgo"], "reserved": False, "foil": True, "nonfoil": True, "finishes": ["nonfoil", "foil"],
        "oversized": False, "promo": False, "reprint": printing > 0, "variation": False,
        "set_id": str(uuid.UUID(int=rng.getrandbits(128), version=4)), "set": set_code,
        "set_name": f"Generated Set {set_code}", "set_type": "expansion",
        "set_uri": f"https://api.scryfall.com/sets/{set_code}",
        "set_search_uri": f"https://api.scryfall.com/cards/search?order=set&q=e%3A{set_code}&unique=prints",
        "scryfall_set_uri": f"https://scryfall.com/sets/{set_code}?utm_source=api",
        "rulings_uri": f"https://api.scryfall.com/cards/{card_id}/rulings",
        "prints_search_uri": f"https://api.scryfall.com/cards/search?order=released&q=oracleid%3A{oracle_id}"
                             "&unique=prints",
        "collector_number": str(printing + 1), "digital": False, "rarity": "uncommon",
        "flavor_text": "\"A rift opened, and our arrows were abruptly stilled.\"\n—Merrow, Aquamancer",
        "card_back_id": "0aeebaf5-8c7d-4636-9e82-8c27447861f7", "artist": "Generated Artist",
        "artist_ids": [str(uuid.UUID(int=rng.getrandbits(128), version=4))],
        "illustration_id": str(uuid.UUID(int=rng.getrandbits(128), version=4)), "border_color": "black",
        "frame": "2015", "full_art": False, "textless": False, "booster": True, "story_spotlight": False,
        "edhrec_rank": rng.randrange(30000), "penny_rank": rng.randrange(30000),
        "prices": {"usd": f"{rng.random() * 10:.2f}", "usd_foil": f"{rng.random() * 20:.2f}", "usd_etched": None,
                   "eur": f"{rng.random() * 10:.2f}", "eur_foil": f"{rng.random() * 20:.2f}", "tix": "0.02"},
        "related_uris": {
            "gatherer": f"https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid={rng.randrange(10**6)}",
            "tcgplayer_infinite_articles": "https://tcgplayer.pxf.io/c/4931599/1830156/21018?subId1=api&trafcat="
                                           f"infinite&u=https%3A%2F%2Finfinite.tcgplayer.com%2Fsearch%3Fq%3D{card}",
            "edhrec": f"https://edhrec.com/route/?cc=Generated+Card+{card}"},
        "purchase_uris": {
            "tcgplayer": f"https://tcgplayer.pxf.io/c/4931599/1830156/21018?subId1=api&u=https%3A%2F%2F{card}",
            "cardmarket": "https://www.cardmarket.com/en/Magic/Products/Search?referrer=scryfall&searchString="
                          f"Generated+Card+{card}&utm_campaign=card_prices&utm_medium=text&utm_source=scryfall",
            "cardhoarder": f"https://www.cardhoarder.com/cards/{rng.randrange(10**5)}?affiliate_id=scryfall"},
    }
    if lang != "en":  # a Japanese printed name is in Japanese script (rulings-kb keeps no other as Japanese)
        record["printed_name"] = f"{name}（カード）" if lang == "ja" else f"{name} ({lang})"
        record["printed_type_line"] = f"{record['type_line']} ({lang})"
        record["printed_text"] = f"{record['oracle_text']} ({lang})"
    return record


def write_dump(path: Path, mib: int, seed: int = 0) -> tuple[int, int]:
    """Write about mib MiB of card objects to path; (oracle cards, printings)."""
    rng, limit, written, printings = random.Random(seed), mib * 2**20, 0, 0
    with path.open("w", encoding="utf-8") as out:
        out.write("[\n")
        while written < limit:
            text = json.dumps(card_object(rng, printings // PRINTINGS_PER_CARD, printings % PRINTINGS_PER_CARD),
                              ensure_ascii=False)
            out.write((",\n" if printings else "") + text)
            written += len(text.encode()) + 2
            printings += 1
        out.write("\n]\n")
    return -(-printings // PRINTINGS_PER_CARD), printings


def run(work: Path, mib: int) -> dict:
    """Write the dump, read it with ijson alone, build it; the figures."""
    dump, db = work / "all-cards.json", work / "kb.db"
    db.unlink(missing_ok=True)
    cards, printings = write_dump(dump, mib)
    size = dump.stat().st_size / 2**20
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", IJSON_ONLY, str(dump)], check=True, capture_output=True)
    ijson_s = time.perf_counter() - start
    build_s, rc, output = run_build([sys.executable, "-m", "kb.cli", "build", "--no-cache", "--out", str(db),
                                     str(dump)])
    check_build("the build", rc, output)
    with sqlite3.connect(db) as conn:
        built = conn.execute("select count(*) from cards").fetchone()[0]
        names = conn.execute("select count(*) from card_names").fetchone()[0]
    if built != cards:
        sys.exit(f"the build made {built:,} cards of the {cards:,} in the file")
    return {"mib": round(size, 1), "cards": cards, "printings": printings, "card_names": names,
            "ijson_s": round(ijson_s, 2), "build_s": round(build_s, 2), "build_mib_s": round(size / build_s, 1),
            "peak_rss_mb": round(children_peak_rss_mb(), 1), "db_mb": round(db.stat().st_size / 2**20, 1)}


def main() -> None:
    """Parse the options, run in a temporary folder (or --keep DIR), print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mib", type=int, default=2300, help="size of the dump to write, in MiB")
    parser.add_argument("--keep", type=Path, help="work in DIR and keep it (all-cards.json, kb.db)")
    args = parser.parse_args()
    if args.keep:
        args.keep.mkdir(parents=True, exist_ok=True)
        figures = run(args.keep.resolve(), args.mib)
    else:
        with tempfile.TemporaryDirectory(prefix="kb-dump-") as tmp:
            figures = run(Path(tmp), args.mib)
    print(f"{'file':24} {figures['mib']:,} MiB: {figures['printings']:,} printings of {figures['cards']:,} cards")
    print(f"{'ijson alone':24} {figures['ijson_s']} s")
    print(f"{'rulings-kb build':24} {figures['build_s']} s ({figures['build_mib_s']} MiB/s), peak RSS "
          f"{figures['peak_rss_mb']} MiB, database {figures['db_mb']} MiB, {figures['card_names']:,} FR/JA names")
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
