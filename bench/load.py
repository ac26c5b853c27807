"""A bounded load test on loopback: many concurrent clients over search, card, ruling and rule pages and the JSON API.

    python bench/load.py --db kb.db [--clients 50] [--seconds 30]

Serves the database with Datasette on 127.0.0.1 (as bench/run.py does), runs `clients` threads, each on
its own keep-alive connection, for `seconds`, then prints per kind of request: count, requests/s,
p50/p95 latency and errors, and as its last line one JSON object with the totals. Exit 1 on any error.
Only ever sends to 127.0.0.1, and stops by itself.
"""
from __future__ import annotations

import argparse
import json
import random
import sqlite3
import sys
import threading
import time
from pathlib import Path
from urllib.parse import quote

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import Loopback, free_port, percentile, search_paths, start_server, stop_server, wait_ready  # noqa: E402

# {db} is the database's name in URLs (its file name without .db); a card's key tilde-encoded, as Datasette wants
CARD_URL = "/{db}/cards/{id}"
RULE_URL = "/{db}/rules.json?_shape=array&cr_version={version}&number={number}"
API_URL = "/{db}.json?_shape=array&sql={sql}"
RULING_URL = "/{db}/rulings/{id}"
API_SQL = ("select r.published, t.text from ruling_cards c join rulings r on r.id = c.ruling_id "
           "join ruling_texts t on t.ruling_id = r.id and t.lang = 'en' where c.oracle_id = '{id}' "
           "order by r.published desc limit 20")


def request_mix(db: Path, count: int) -> list[tuple[str, str]]:
    """(kind, path) requests in a fixed shuffled order: search, ruling, card, rule and SQL API in equal parts."""
    from datasette.utils import tilde_encode

    rng = random.Random(2)
    with sqlite3.connect(db) as conn:
        rulings = [r[0] for r in conn.execute("select id from rulings order by id")]
        cards = [r[0] for r in conn.execute("select oracle_id from cards order by oracle_id")]
        rules = conn.execute("select cr_version, number from rules order by cr_version, number").fetchall()
    mix = [("search", p) for p in search_paths(count)]
    name = db.stem
    mix += [("ruling", RULING_URL.format(db=name, id=quote(rng.choice(rulings)))) for _ in range(count)]
    mix += [("card", CARD_URL.format(db=name, id=tilde_encode(rng.choice(cards)))) for _ in range(count)] if cards else []
    mix += [("rule", RULE_URL.format(db=name, version=v, number=quote(n)))
            for v, n in rng.sample(rules, min(count, len(rules)))]
    mix += [("api", API_URL.format(db=name, sql=quote(API_SQL.format(id=rng.choice(cards)))))
            for _ in range(count)] if cards else []
    rng.shuffle(mix)
    return mix


def client(port: int, mix: list[tuple[str, str]], start: int, deadline: float, out: list) -> None:
    """One client: GET the mix in turn from `start` on one connection until the deadline; (kind, ms, status)."""
    conn, i = Loopback(port), start
    while time.monotonic() < deadline:
        kind, path = mix[i % len(mix)]
        i += 1
        status, ms = conn.get(path)
        out.append((kind, ms, status))
    conn.close()


def main() -> None:
    """Serve, load, report."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, required=True, help="a built kb.db")
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=30.0)
    args = parser.parse_args()
    port = free_port()
    log = args.db.with_name(args.db.name + ".load.log")
    mix = request_mix(args.db, 400)
    server = start_server(args.db.resolve(), port, log)
    results: list[tuple[str, float, int]] = []
    try:
        wait_ready(server, port, log)
        deadline = time.monotonic() + args.seconds
        threads = [threading.Thread(target=client, args=(port, mix, i * 37, deadline, results))
                   for i in range(args.clients)]
        began = time.monotonic()
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        elapsed = time.monotonic() - began
    finally:
        stop_server(server)
    print(f"{args.clients} clients for {elapsed:.1f} s on 127.0.0.1 against {args.db}")
    print(f"{'kind':<8} {'requests':>9} {'req/s':>8} {'p50 ms':>8} {'p95 ms':>8} {'errors':>7}")
    for kind in sorted({k for k, _, _ in results}) + ["all"]:
        rows = [r for r in results if kind in ("all", r[0])]
        times = [ms for _, ms, _ in rows]
        errors = sum(status != 200 for _, _, status in rows)
        print(f"{kind:<8} {len(rows):>9} {len(rows) / elapsed:>8.1f} {percentile(times, 50):>8.1f} "
              f"{percentile(times, 95):>8.1f} {errors:>7}")
    times = [ms for _, ms, _ in results]
    errors = sum(status != 200 for _, _, status in results)
    print(json.dumps({"clients": args.clients, "seconds": round(elapsed, 1), "requests": len(results),
                      "rps": round(len(results) / elapsed, 1), "p50_ms": round(percentile(times, 50), 1),
                      "p95_ms": round(percentile(times, 95), 1), "errors": errors}))
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
