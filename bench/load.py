"""Serving under load on loopback: one Datasette process against two (`rulings-kb serve --workers 2`), in one run.

    python bench/load.py --db kb.db [--clients 50] [--seconds 30] [--processes 1 2] [--rounds 1] [--single 300]

For each round, and in it for each number of processes, serves the database as `rulings-kb serve --db DB
--workers N` does (N = 1: Datasette's own uvicorn; more: gunicorn with uvicorn workers), then measures
- one client, one request at a time: `--single` card pages, ruling pages and search pages each (the first 20 of
  each warm up and are not counted): p50/p95 per kind;
- `--clients` concurrent clients, each on its own keep-alive connection, for `--seconds` after `--warmup`
  seconds, over search, ruling, card, rule and SQL-API requests in equal parts: requests/s, p50/p95 and errors
  per kind.
The concurrent clients are threads of a process of their own (this script, `--drive`), which also reads from
/proc the CPU that the server's processes, the clients and everything else on the machine used during the
measured seconds: the clients share the server's cores, and the figures say how much of them they took.
Prints a table per server, the ratio of throughputs with the ceiling those CPU figures set on it, and as its
last line one JSON object. Exit 1 on any failed request. Only ever sends to 127.0.0.1, and stops by itself.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sqlite3
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from urllib.parse import quote

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import Loopback, free_port, percentile, search_paths, stop_server  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
READY_TIMEOUT_S = 60.0
# {db} is the database's name in URLs (its file name without .db); a card's key tilde-encoded, as Datasette wants
CARD_URL = "/{db}/cards/{id}"
RULE_URL = "/{db}/rules.json?_shape=array&cr_version={version}&number={number}"
API_URL = "/{db}.json?_shape=array&sql={sql}"
RULING_URL = "/{db}/rulings/{id}"
SEARCH_PAGE_URL = "/-/search?q={q}"
API_SQL = ("select r.published, t.text from ruling_cards c join rulings r on r.id = c.ruling_id "
           "join ruling_texts t on t.ruling_id = r.id and t.lang = 'en' where c.oracle_id = '{id}' "
           "order by r.published desc limit 20")
SEARCH_WORDS = ["flying", "copy", "mana value", "graveyard", "exile", "dungeon", "transform", "foretell", "ward",
                "墓地", "追放", "déverrouiller", "cimetière"]  # bench/real.py's, beside card names
SINGLE_WARMUP = 20


# --- what is asked ----------------------------------------------------------------------------------------

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


def single_client_paths(db: Path, count: int) -> dict[str, list[str]]:
    """count + SINGLE_WARMUP card pages (the 50 cards with most rulings, then random ones), ruling pages and
    search pages (words and card names), as bench/real.py times them, under the database's own name."""
    from datasette.utils import tilde_encode

    rng, name, total = random.Random(0), db.stem, count + SINGLE_WARMUP
    with sqlite3.connect(db) as conn:
        top = [r[0] for r in conn.execute("select oracle_id from ruling_cards group by 1 order by count(*) desc "
                                          "limit 50")]
        cards = [r[0] for r in conn.execute("select oracle_id from cards where kind = 'card' order by oracle_id")]
        rulings = [r[0] for r in conn.execute("select id from rulings order by id")]
        names = [r[0] for r in conn.execute("select name from cards where kind = 'card' order by name")]
    picked = (top + [rng.choice(cards) for _ in range(total)])[:total] if cards else []
    return {"card": [CARD_URL.format(db=name, id=tilde_encode(c)) for c in picked],
            "ruling": [RULING_URL.format(db=name, id=quote(rng.choice(rulings))) for _ in range(total)],
            "search": [SEARCH_PAGE_URL.format(q=quote(rng.choice(SEARCH_WORDS + rng.sample(names, min(20, len(names))))))
                       for _ in range(total)]}


# --- CPU, from /proc --------------------------------------------------------------------------------------

TICK_S = 1 / os.sysconf("SC_CLK_TCK")


def process_cpu_s(pid: int) -> float:
    """User + system CPU seconds a process used so far (0 once it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) * TICK_S  # utime, stime: fields 14 and 15 of proc(5)


def machine_cpu_s() -> tuple[float, float]:
    """(busy, idle) CPU seconds of the whole machine so far, over all cores."""
    values = [int(v) for v in Path("/proc/stat").read_text().splitlines()[0].split()[1:9]]
    idle = values[3] + values[4]  # idle, iowait
    return (sum(values) - idle) * TICK_S, idle * TICK_S


def descendants(pid: int) -> list[int]:
    """Every process below pid (gunicorn's workers under its arbiter), by their parent ids in /proc."""
    parents: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parents.setdefault(int(fields[1]), []).append(int(stat.parent.name))
    found, todo = [], [pid]
    while todo:
        children = sorted(parents.get(todo.pop(), []))
        found += children
        todo += children
    return found


def cpu_snapshot(server_pids: list[int]) -> dict:
    """The CPU seconds so far of each server process, of this process (every thread) and of the machine."""
    busy, idle = machine_cpu_s()
    return {"server": {pid: process_cpu_s(pid) for pid in server_pids}, "self": time.process_time(),
            "busy": busy, "idle": idle}


def cpu_used(before: dict, after: dict, seconds: float) -> dict:
    """Cores used on average between two snapshots: each server process, the clients, everything else, idle."""
    server = {pid: (after["server"][pid] - before["server"][pid]) / seconds for pid in before["server"]}
    clients = (after["self"] - before["self"]) / seconds
    busy = (after["busy"] - before["busy"]) / seconds
    return {"server_processes": {str(pid): round(c, 3) for pid, c in server.items()},
            "server": round(sum(server.values()), 3), "clients": round(clients, 3),
            "other": round(max(0.0, busy - sum(server.values()) - clients), 3),
            "idle": round((after["idle"] - before["idle"]) / seconds, 3)}


# --- the clients' process ---------------------------------------------------------------------------------

def client(port: int, mix: list[tuple[str, str]], start: int, deadline: list[float], out: list) -> None:
    """One client: GET the mix in turn from `start` on one connection until the deadline; (kind, ms, status, when
    it ended)."""
    conn, i = Loopback(port), start
    while time.monotonic() < deadline[0]:
        kind, path = mix[i % len(mix)]
        i += 1
        status, ms = conn.get(path)
        out.append((kind, ms, status, time.monotonic()))
    conn.close()


def summary(rows: list[tuple[str, float, int]], seconds: float) -> dict:
    """requests, req/s, p50/p95 ms and errors of (kind, ms, status) rows."""
    times = [ms for _, ms, _ in rows]
    return {"requests": len(rows), "rps": round(len(rows) / seconds, 1), "p50_ms": round(percentile(times, 50) or 0, 1),
            "p95_ms": round(percentile(times, 95) or 0, 1), "errors": sum(status != 200 for _, _, status in rows)}


def drive(port: int, db: Path, clients: int, warmup: float, seconds: float, server_pids: list[int]) -> dict:
    """In the clients' process: load the server for warmup + seconds; the figures of the last `seconds` (requests
    that ended in them) and the CPU used meanwhile."""
    mix = request_mix(db, 400)
    results: list[tuple[str, float, int, float]] = []
    deadline = [float("inf")]
    threads = [threading.Thread(target=client, args=(port, mix, i * 37, deadline, results), daemon=True)
               for i in range(clients)]
    for t in threads:
        t.start()
    time.sleep(warmup)
    began, before = time.monotonic(), cpu_snapshot(server_pids)
    time.sleep(seconds)
    ended, after = time.monotonic(), cpu_snapshot(server_pids)
    deadline[0] = ended
    for t in threads:
        t.join(60)
    measured = ended - began
    rows = [(kind, ms, status) for kind, ms, status, when in results if began <= when <= ended]
    kinds = {kind: summary([r for r in rows if r[0] == kind], measured) for kind in sorted({r[0] for r in rows})}
    return {"seconds": round(measured, 2), "all": summary(rows, measured), "kinds": kinds,
            "cpu": cpu_used(before, after, measured)}


# --- one server -------------------------------------------------------------------------------------------

def start_serving(db: Path, port: int, processes: int, log: Path) -> subprocess.Popen:
    """`rulings-kb serve --db DB --port PORT --workers N`, as a user runs it."""
    command = [sys.executable, "-m", "kb.cli", "serve", "--db", str(db), "--port", str(port),
               "--workers", str(processes)]
    with log.open("wb") as out:
        return subprocess.Popen(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT)


def wait_serving(server: subprocess.Popen, port: int, processes: int, log: Path) -> None:
    """Wait until /-/versions.json answers and every process has started its Datasette; exit 2 if it does not."""
    deadline = time.monotonic() + READY_TIMEOUT_S
    probe = None
    while time.monotonic() < deadline and server.poll() is None:
        started = log.read_text(errors="replace").count("Application startup complete")
        if started >= processes:
            probe = probe or Loopback(port)
            if probe.get("/-/versions.json")[0] == 200:
                probe.close()
                return
        time.sleep(0.2)
    tail = "\n".join(log.read_text(errors="replace").splitlines()[-15:])
    print(f"rulings-kb serve --workers {processes} did not answer on port {port} within {READY_TIMEOUT_S:.0f} s:"
          f"\n{tail}", file=sys.stderr)
    stop_server(server)
    sys.exit(2)


def single_client(port: int, paths: dict[str, list[str]]) -> dict:
    """One request at a time: p50/p95 and errors per kind, the first SINGLE_WARMUP of each not counted."""
    conn, figures = Loopback(port), {}
    for kind, kind_paths in paths.items():
        times, errors = [], 0
        for i, path in enumerate(kind_paths):
            status, ms = conn.get(path)
            if i >= SINGLE_WARMUP:
                times.append(ms)
                errors += status != 200
        figures[kind] = {"requests": len(times), "p50_ms": round(percentile(times, 50) or 0, 1),
                         "p95_ms": round(percentile(times, 95) or 0, 1), "errors": errors}
    conn.close()
    return figures


def measure(db: Path, processes: int, args: argparse.Namespace) -> dict:
    """Serve db on `processes` processes; the one-client and the loaded figures."""
    port = free_port()
    log = db.with_name(f"{db.name}.load-{processes}.log")
    server = start_serving(db, port, processes, log)
    try:
        wait_serving(server, port, processes, log)
        pids = [server.pid, *descendants(server.pid)]
        single = single_client(port, single_client_paths(db, args.single))
        command = [sys.executable, __file__, "--drive", str(port), "--db", str(db), "--clients", str(args.clients),
                   "--seconds", str(args.seconds), "--warmup", str(args.warmup), "--pids", *map(str, pids)]
        done = subprocess.run(command, capture_output=True, text=True, timeout=args.warmup + args.seconds + 120)
        if done.returncode != 0:
            print(f"the clients' process failed:\n{done.stderr[-2000:]}", file=sys.stderr)
            sys.exit(2)
        loaded = json.loads(done.stdout.strip().splitlines()[-1])
    finally:
        stop_server(server)
    return {"processes": processes, "pids": pids, "single": single, **loaded}


# --- report -----------------------------------------------------------------------------------------------

def print_server(figures: dict, clients: int, warmup: float) -> None:
    """The tables of one server."""
    n, cpu = figures["processes"], figures["cpu"]
    how = "Datasette's uvicorn, one process" if n == 1 else f"gunicorn, {n} uvicorn workers"
    print(f"\n== rulings-kb serve --workers {n} ({how}; pids {' '.join(map(str, figures['pids']))})")
    print(f"one client, one request at a time ({figures['single']['card']['requests']} of each kind):")
    print(f"  {'kind':<8} {'p50 ms':>8} {'p95 ms':>8} {'errors':>7}")
    for kind, f in figures["single"].items():
        print(f"  {kind:<8} {f['p50_ms']:>8.1f} {f['p95_ms']:>8.1f} {f['errors']:>7}")
    print(f"{clients} clients for {figures['seconds']:.1f} s (after {warmup:g} s to warm up):")
    print(f"  {'kind':<8} {'requests':>9} {'req/s':>8} {'p50 ms':>8} {'p95 ms':>8} {'errors':>7}")
    for kind, f in [*figures["kinds"].items(), ("all", figures["all"])]:
        print(f"  {kind:<8} {f['requests']:>9} {f['rps']:>8.1f} {f['p50_ms']:>8.1f} {f['p95_ms']:>8.1f} "
              f"{f['errors']:>7}")
    each = " + ".join(f"{c:.2f}" for c in cpu["server_processes"].values())
    print(f"  CPU meanwhile, in cores of {os.cpu_count()}: server {cpu['server']:.2f} ({each}), "
          f"clients {cpu['clients']:.2f}, other {cpu['other']:.2f}, idle {cpu['idle']:.2f}")


def ceiling(one: dict, many: dict) -> float | None:
    """The most `many` could serve over `one` with the CPU the clients and the rest of the machine left it: the
    cores not used by them, over what one process used for its throughput (the same CPU per request)."""
    used = one["cpu"]["server"]
    free = (os.cpu_count() or 1) - many["cpu"]["clients"] - many["cpu"]["other"]
    return round(min(many["processes"], free / used), 2) if used else None


def main() -> None:
    """Serve, load, report; or, with --drive, be the clients' process."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, required=True, help="a built kb.db")
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=30.0, help="measured seconds of each server")
    parser.add_argument("--warmup", type=float, default=3.0, help="seconds of load before the measured ones")
    parser.add_argument("--processes", type=int, nargs="+", default=[1, 2], help="the servers, in turn")
    parser.add_argument("--rounds", type=int, default=1, help="the servers in turn this many times (medians)")
    parser.add_argument("--single", type=int, default=300, help="one-client requests of each kind")
    parser.add_argument("--drive", type=int, metavar="PORT", help=argparse.SUPPRESS)
    parser.add_argument("--pids", type=int, nargs="*", default=[], help=argparse.SUPPRESS)
    args = parser.parse_args()
    db = args.db.resolve()
    if args.drive:
        print(json.dumps(drive(args.drive, db, args.clients, args.warmup, args.seconds, args.pids)))
        return
    runs: dict[int, list[dict]] = {n: [] for n in args.processes}
    for _ in range(args.rounds):
        for n in args.processes:  # in turn, so that a slow spell of the machine hits every server
            runs[n].append(measure(db, n, args))
            print_server(runs[n][-1], args.clients, args.warmup)
    rps = {n: statistics.median(r["all"]["rps"] for r in rs) for n, rs in runs.items()}
    figures = {"clients": args.clients, "seconds": args.seconds, "rounds": args.rounds, "db": str(db),
               "rps": {str(n): v for n, v in rps.items()}}
    first, last = args.processes[0], args.processes[-1]
    print()
    for n in args.processes:
        print(f"{n} process{'es' if n > 1 else ''}: {rps[n]:.1f} requests/s "
              f"(rounds: {', '.join(str(r['all']['rps']) for r in runs[n])})")
    if first != last and rps[first]:
        ratios = [m["all"]["rps"] / o["all"]["rps"] for o, m in zip(runs[first], runs[last])]
        ceilings = [ceiling(o, m) for o, m in zip(runs[first], runs[last])]
        figures["ratio"] = round(statistics.median(ratios), 2)
        figures["ceiling"] = statistics.median(c for c in ceilings if c is not None) if any(ceilings) else None
        print(f"ratio {last} / {first}: {figures['ratio']:.2f} (rounds: {', '.join(f'{r:.2f}' for r in ratios)}); "
              f"the ceiling the CPU left: {figures['ceiling']} (the cores the clients and other processes did not "
              f"use, over the cores {first} process{'es' if first > 1 else ''} used)")
    figures["runs"] = {str(n): rs for n, rs in runs.items()}
    every = [r for rs in runs.values() for r in rs]
    figures["requests"] = sum(r["all"]["requests"] for r in every)
    figures["errors"] = sum(r["all"]["errors"] + sum(f["errors"] for f in r["single"].values()) for r in every)
    print(json.dumps(figures))
    sys.exit(1 if figures["errors"] else 0)


if __name__ == "__main__":
    main()
