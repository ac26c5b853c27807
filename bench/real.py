"""The real-corpus benchmark: the 574 MTGJSON set files of ../shared/data/mtgjson built, counted and served.

    python bench/real.py [--archive ../shared/data/mtgjson/mtgjson-sets-5.2.0+20220425.tar.xz] [--keep DIR]
                         [--requests 300]

In one run: the files' own counts (read here with the json module, apart from the parsers), the full build
(wall time, peak RSS) and the bare baseline (a streaming parse of the same files with ijson, plus an
executemany of the same rows into a new SQLite file) in turn --repeat times, every table's rows against the
files' counts, the rebuild after one set file changes (--repeat times, each a new change), and the p50/p95 of
card, ruling and search pages on one client. Prints a table with the targets (medians), then one JSON object.
Exit 1 when a count differs or a page failed, 2 when the build did.
"""
from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import sqlite3
import statistics
import sys
import tarfile
import tempfile
import time
from pathlib import Path
from urllib.parse import quote

import ijson

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import (bare_insert, check_build, children_peak_rss_mb, fmt, free_port, percentile,  # noqa: E402
                 run_build, start_server, stop_server, timed_gets, wait_ready)

ROOT = Path(__file__).resolve().parents[1]
ARCHIVE = ROOT.parent / "shared" / "data" / "mtgjson" / "mtgjson-sets-5.2.0+20220425.tar.xz"
TYPOGRAPHY = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "—": "-", "–": "-"})
JAPANESE = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]")
TARGETS = {"build_s": 60, "peak_rss_mb": 1024, "ratio": 0.5, "rebuild_share": 0.10, "page_p95_ms": 30}


def plain(text: str) -> str:
    """A ruling's text with typography made plain (as the build compares them; written here on its own)."""
    return " ".join(text.translate(TYPOGRAPHY).split())


def file_counts(files: list[Path]) -> dict[str, int]:
    """What the files hold, counted with the json module: cards, tokens and the like, rulings, their places."""
    cards, others, rulings, pairs, places, printings, names, texts = set(), set(), set(), set(), 0, set(), set(), 0
    names_of_cards = {}
    for path in files:
        data = json.loads(path.read_text(encoding="utf-8"))["data"]
        for member, kind in (("cards", cards), ("tokens", others)):
            for entry in data.get(member, []):
                oid = entry.get("identifiers", {}).get("scryfallOracleId")
                key = oid or "name:" + (entry.get("faceName") or entry["name"])
                kind.add(key)
                names_of_cards.setdefault(key, entry.get("faceName") or entry["name"])
                if member == "cards":
                    printings.add((key, data["code"], entry.get("number", "")))
                seen = set()
                for r in entry.get("rulings", []):
                    if r["text"].strip() and (r["date"], r["text"]) not in seen:
                        seen.add((r["date"], r["text"]))
                        places += 1
                        rulings.add((r["date"], plain(r["text"])))
                        pairs.add((key, r["date"], plain(r["text"])))
                for f in entry.get("foreignData", []):
                    lang = {"French": "fr", "Japanese": "ja"}.get(f.get("language"))
                    name = f.get("faceName") or f.get("name")
                    if lang and name and (lang == "fr" or JAPANESE.search(name)):
                        names.add((key, lang, entry.get("faceName")))
                        texts += bool(f.get("text"))
    # A card printed without an oracle id (Secret Lair's reversible cards) is the card of the same name.
    by_name = {names_of_cards[k]: k for k in cards if not k.startswith("name:")}
    resolved = {by_name.get(k[5:], k) if k.startswith("name:") else k for k in cards}
    return {"cards": len(resolved), "non_cards": len(others - cards), "rulings": len(rulings),
            "card_ruling_pairs": len({(by_name.get(k[5:], k) if k.startswith("name:") else k, d, t)
                                      for k, d, t in pairs}),
            "ruling_places": places, "printings": len(printings), "names_carded": len(names),
            "foreign_printed_texts": texts}


def db_counts(db: Path) -> dict[str, int]:
    """The same counts, read from the built database."""
    conn = sqlite3.connect(db)
    one = lambda sql: conn.execute(sql).fetchone()[0]  # noqa: E731
    counts = {
        "cards": one("select count(*) from cards where kind = 'card'"),
        "non_cards": one("select count(*) from cards where kind != 'card'"),
        "rulings": one("select count(*) from rulings"),
        "card_ruling_pairs": one("select count(*) from ruling_cards where method = 'source'"),
        "ruling_places": one("select count(*) from ruling_sources"),
        "printings": one("select count(*) from (select distinct oracle_id, set_code, number from printings p join "
                         "cards c using (oracle_id) where c.kind = 'card')"),
        # a face's name, or a one-faced card's (composed "A // B" names are not in the files)
        "names_carded": one("select count(*) from (select distinct oracle_id, lang, face from card_names n where "
                            "face is not null or not exists (select 1 from card_faces f where f.oracle_id = "
                            "n.oracle_id))"),
    }
    conn.close()
    return counts


def baseline_parse(files: list[Path]) -> float:
    """Seconds to stream every record of every file with ijson (its C backend), nothing kept: the floor."""
    start = time.perf_counter()
    for path in files:
        with path.open("rb") as handle:
            for _key, value in ijson.kvitems(handle, "data", use_float=True):
                del value
    return time.perf_counter() - start


def change_one_set(sets: Path, round_: int = 0) -> Path:
    """Edit one real set file as an update would: one ruling added to a card, one French text corrected (each
    round another card and text, so every rebuild has a change to make)."""
    path = sets / "STX.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    card = data["data"]["cards"][round_]
    card.setdefault("rulings", []).append({"date": "2026-12-01", "text": f"A new ruling of {card['name']}."})
    french = [f for c in data["data"]["cards"] for f in c.get("foreignData", []) if f["language"] == "French"
              and f.get("text")][round_]
    french["text"] += " (corrigé)"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def page_paths(db: Path, requests: int) -> dict[str, list[str]]:
    """Card pages (the cards with most rulings first, then random ones), ruling pages and searches."""
    conn = sqlite3.connect(db)
    rng = random.Random(0)
    cards = [r[0] for r in conn.execute("select oracle_id from ruling_cards group by 1 order by count(*) desc limit 50")]
    cards += [r[0] for r in conn.execute("select oracle_id from cards where kind = 'card' order by oracle_id")]
    rulings = [r[0] for r in conn.execute("select id from rulings order by id")]
    names = [r[0] for r in conn.execute("select name from cards where kind = 'card' order by name")]
    conn.close()
    from datasette.utils import tilde_encode

    words = ["flying", "copy", "mana value", "graveyard", "exile", "dungeon", "transform", "foretell", "ward",
             "墓地", "追放", "déverrouiller", "cimetière"]
    return {"card": [f"/kb/cards/{tilde_encode(c)}" for c in cards[:50] + rng.sample(cards[50:], requests - 50)],
            "ruling": [f"/kb/rulings/{quote(rng.choice(rulings))}" for _ in range(requests)],
            "search": [f"/-/search?q={quote(rng.choice(words + rng.sample(names, 20)))}" for _ in range(requests)]}


def run(work: Path, archive: Path, requests: int, repeat: int = 3) -> dict:
    """Every measure of the benchmark; the figures as one dict."""
    sets = work / "sets"
    with tarfile.open(archive) as tar:
        if not sets.is_dir():
            tar.extractall(work, filter="data")
        else:  # a kept folder: the file the last run changed, as published again
            tar.extract("sets/STX.json", work, filter="data")
    files = sorted(sets.glob("*.json"))
    counts = file_counts(files)
    db, cache = work / "kb.db", work / "cache"
    command = [sys.executable, "-m", "kb.cli", "build", "--out", str(db), "--cache", str(cache), str(sets)]
    builds, parses, inserts, ratios = [], [], [], []
    for _ in range(repeat):  # the build and its baseline in turn, so that a slow spell of the machine hits both
        shutil.rmtree(cache, ignore_errors=True)
        db.unlink(missing_ok=True)
        build_s, rc, output = run_build(command)
        check_build("the full build", rc, output)
        parse_s = baseline_parse(files)
        insert_s, rows = bare_insert(db, work / "bare.db")
        builds.append(build_s), parses.append(parse_s), inserts.append(insert_s)
        ratios.append((parse_s + insert_s) / build_s)
    peak = children_peak_rss_mb()
    got = db_counts(db)
    rebuilds = []
    for round_ in range(repeat):
        changed = change_one_set(sets, round_)
        rebuild_s, rc, output = run_build(command)
        check_build("the rebuild", rc, output)
        if not output.startswith("Patched"):
            print(f"the rebuild was not a patch: {output.splitlines()[0]}", file=sys.stderr)
        rebuilds.append(rebuild_s)
    after = sqlite3.connect(db).execute("select count(*) from rulings").fetchone()[0]
    build_s, parse_s, insert_s, rebuild_s = (statistics.median(v) for v in (builds, parses, inserts, rebuilds))
    times: dict[str, list[float]] = {}
    errors: list[tuple[int, str]] = []
    port, log = free_port(), work / "datasette.log"
    server = start_server(db, port, log)
    try:
        wait_ready(server, port, log)
        for kind, paths in page_paths(db, requests).items():
            timed_gets(port, paths[:20], [])  # warm the page cache and Datasette's
            times[kind] = timed_gets(port, paths, errors)
    finally:
        stop_server(server)
    figures = {"files": len(files), "mib": round(sum(f.stat().st_size for f in files) / 2**20, 1),
               "build_s": round(build_s, 2), "peak_rss_mb": round(peak, 1),
               "baseline_parse_s": round(parse_s, 2), "baseline_insert_s": round(insert_s, 2), "rows": rows,
               "ratio": round(statistics.median(ratios), 3), "rebuild_s": round(rebuild_s, 2),
               "rebuild_share": round(rebuild_s / build_s, 3), "rebuilt_rulings": after,
               "runs": {"build_s": [round(b, 2) for b in builds], "ratio": [round(r, 3) for r in ratios],
                        "rebuild_s": [round(r, 2) for r in rebuilds]},
               "db_mb": round(db.stat().st_size / 2**20, 1), "counts_files": counts, "counts_db": got,
               "changed": changed.name, "errors": errors[:5]}
    for kind, values in times.items():
        figures[f"{kind}_p50_ms"] = round(percentile(values, 50), 1)
        figures[f"{kind}_p95_ms"] = round(percentile(values, 95), 1)
    return figures


def report(f: dict) -> bool:
    """Print the table; True when every count matches and no page failed."""
    print(f"{f['files']} set files, {f['mib']} MiB; database {f['db_mb']} MiB, {f['rows']:,} rows\n")
    print(f"{'measure':34} {'figure':>12} {'target':>10}")
    print(f"medians of {len(f['runs']['build_s'])} runs: builds {f['runs']['build_s']} s, ratios "
          f"{f['runs']['ratio']}, rebuilds {f['runs']['rebuild_s']} s\n")
    lines = [("full build (s)", f["build_s"], f"<= {TARGETS['build_s']}"),
             ("peak RSS (MiB)", f["peak_rss_mb"], f"<= {TARGETS['peak_rss_mb']}"),
             ("bare parse + insert (s)", f"{f['baseline_parse_s']} + {f['baseline_insert_s']}", ""),
             ("ratio bare / build", f["ratio"], f">= {TARGETS['ratio']}"),
             (f"rebuild after {f['changed']} changed (s)", f["rebuild_s"], ""),
             ("rebuild / full build", f["rebuild_share"], f"<= {TARGETS['rebuild_share']}")]
    lines += [(f"{kind} page p50 / p95 (ms)", f"{f[f'{kind}_p50_ms']} / {f[f'{kind}_p95_ms']}",
               f"p95 <= {TARGETS['page_p95_ms']}") for kind in ("card", "ruling", "search")]
    for name, value, target in lines:
        print(f"{name:34} {value if isinstance(value, str) else fmt(value, 3 if 'ratio' in name or '/' in name else 1):>12} {target:>10}")
    print(f"\n{'count':24} {'files':>10} {'database':>10}")
    same = True
    for key, value in f["counts_files"].items():
        got = f["counts_db"].get(key)
        same &= got is None or got == value
        print(f"{key:24} {value:>10,} {'-' if got is None else format(got, ','):>10}{'' if got in (None, value) else '  DIFFERS'}")
    if f["errors"]:
        print(f"failed requests, first: {f['errors']}")
    return same and not f["errors"]


def main() -> None:
    """Parse arguments, run, report; the JSON line last."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--archive", type=Path, default=ARCHIVE)
    parser.add_argument("--keep", type=Path, help="Work folder to keep (the unpacked sets, the database).")
    parser.add_argument("--requests", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=3, help="Full builds and rebuilds to time (medians shown).")
    args = parser.parse_args()
    work = args.keep or Path(tempfile.mkdtemp(prefix="rulings-kb-real-"))
    work.mkdir(parents=True, exist_ok=True)
    try:
        figures = run(work, args.archive, args.requests, args.repeat)
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    ok = report(figures)
    print(json.dumps(figures, ensure_ascii=False))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
