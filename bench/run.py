"""The corpus benchmark: generate N rulings, build, bare insert, incremental build, serve and time every kind of page.

    python bench/run.py [--rulings 100000] [--keep DIR] [--requests 300]

Prints a table with the targets (set for 100,000 rulings) and, as its last line, one JSON object:
rulings, build_s, bare_insert_s, ratio, peak_rss_mb, db_mb, incremental_s, search_p50_ms, search_p95_ms,
page_p95_ms. Exit 1 when a request failed, 2 when the build or the server did.
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import re
import resource
import shutil
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote, urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))
from generate import SEARCH_WORDS, generate  # noqa: E402  (bench/ is not a package)

ROOT = Path(__file__).resolve().parents[1]
SEARCH_URL = "/-/search.json?q={word}"  # the one search (kb/search.py): rulings, cards, rules, glossary
RULING_URL = "/kb/rulings/{id}"
FTS_SUFFIXES = ("_fts", "_fts_data", "_fts_idx", "_fts_docsize", "_fts_config", "_fts_content")
BUILD_OK = (0, 1)  # 0: warnings only, 1: errors in the sources; anything else is a failed build
READY_TIMEOUT_S, STOP_TIMEOUT_S = 60.0, 10.0
FR_ENTRY = re.compile(r"^.+·\s*source\s*:\s*\S+\s*$")


@dataclass
class Results:
    """Every figure the benchmark measures."""

    rulings: int
    generate_s: float = 0.0
    build_s: float = 0.0
    build_rc: int = 0
    peak_rss_mb: float = 0.0
    db_mb: float = 0.0
    bare_insert_s: float = 0.0
    bare_rows: int = 0
    incremental_s: float | None = None
    search_ms: list[float] = field(default_factory=list)
    page_ms: list[float] = field(default_factory=list)
    other_ms: dict[str, list[float]] = field(default_factory=dict)  # every other kind of page: milliseconds
    errors: list[tuple[int, str]] = field(default_factory=list)

    @property
    def ratio(self) -> float:
        """Bare insert time over build time: how close the build is to just writing its rows."""
        return self.bare_insert_s / self.build_s if self.build_s else 0.0


# --- build -------------------------------------------------------------------------------------------------

def build_command(db: Path, corpus: Path, cache: Path) -> list[str]:
    """The full build command; --cache only when this version of the build accepts it."""
    command = [sys.executable, "-m", "kb.cli", "build", "--out", str(db)]
    help_text = subprocess.run([*command[:4], "--help"], cwd=ROOT, capture_output=True, text=True).stdout
    if "--cache" in help_text:
        command += ["--cache", str(cache)]
    return command + [str(corpus), "data/cr", "data/terms"]


def run_build(command: list[str]) -> tuple[float, int, str]:
    """Run a build; (wall seconds, exit code, its output)."""
    start = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    return time.perf_counter() - start, done.returncode, done.stdout + done.stderr


def check_build(label: str, rc: int, output: str) -> None:
    """Exit 0 is fine, 1 is fine but its first lines are shown, anything else stops the benchmark."""
    if rc == 0:
        return
    head = "\n".join(output.splitlines()[:12])
    print(f"{label} exited {rc}; first lines of its output:\n{head}", file=sys.stderr)
    if rc not in BUILD_OK:
        sys.exit(2)


def children_peak_rss_mb() -> float:
    """The peak RSS of the largest waited-for child so far, in MiB (ru_maxrss is KiB on Linux)."""
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024


# --- bare insert -------------------------------------------------------------------------------------------

def plain_tables(conn: sqlite3.Connection) -> list[tuple[str, str]]:
    """(name, CREATE TABLE sql) of every ordinary table: no views, virtual, FTS or FTS shadow tables."""
    rows = conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
                        "ORDER BY name").fetchall()
    return [(name, sql) for name, sql in rows
            if not name.endswith(FTS_SUFFIXES) and not sql.upper().startswith("CREATE VIRTUAL")]


def bare_insert(db: Path, fresh: Path) -> tuple[float, int]:
    """Seconds to executemany every row of the built tables into a fresh file in one transaction; rows inserted."""
    with sqlite3.connect(db) as source:
        tables = plain_tables(source)
        rows = {name: source.execute(f'SELECT * FROM "{name}"').fetchall() for name, _ in tables}
    fresh.unlink(missing_ok=True)
    target = sqlite3.connect(fresh, isolation_level=None)
    target.execute("PRAGMA foreign_keys = OFF")
    for _, sql in tables:
        target.execute(sql)
    start = time.perf_counter()
    target.execute("BEGIN")
    for name, table_rows in rows.items():
        if table_rows:
            marks = ", ".join("?" * len(table_rows[0]))
            target.executemany(f'INSERT INTO "{name}" VALUES ({marks})', table_rows)
    target.execute("COMMIT")
    elapsed = time.perf_counter() - start
    target.close()
    return elapsed, sum(len(r) for r in rows.values())


# --- incremental -------------------------------------------------------------------------------------------

def add_fr_entry(page: Path) -> None:
    """Append a copy of the page's last dated entry with its first number changed (one new FR text)."""
    lines = page.read_text(encoding="utf-8").splitlines()
    last = max(i for i, line in enumerate(lines) if FR_ENTRY.match(line) and i + 1 < len(lines))
    changed = re.sub(r"\d+", lambda m: str(int(m[0]) + 1000), lines[last + 1], count=1)
    with page.open("a", encoding="utf-8", newline="\n") as out:
        out.write(f"{lines[last]}\n{changed}\n")


# --- serving -----------------------------------------------------------------------------------------------

def free_port() -> int:
    """A port free on the loopback interface now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(db: Path, port: int, log: Path) -> subprocess.Popen:
    """Datasette on 127.0.0.1:port serving db as `rulings-kb serve` does (immutable; metadata and templates from the
    plugin: given also as --metadata, they were read twice, and every permission check deep-copies them)."""
    from kb.serve import datasette_args

    command = [sys.executable, "-m", "datasette", *datasette_args(db, port)]
    with log.open("wb") as out:
        return subprocess.Popen(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT)


def wait_ready(server: subprocess.Popen, port: int, log: Path) -> None:
    """Wait until /-/versions.json answers 200; stop the benchmark if the server dies or times out."""
    deadline = time.monotonic() + READY_TIMEOUT_S
    while time.monotonic() < deadline:
        if server.poll() is not None:
            break
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
            conn.request("GET", "/-/versions.json")
            if conn.getresponse().status == 200:
                conn.close()
                return
        except OSError:
            pass
        time.sleep(0.2)
    tail = "\n".join(log.read_text(errors="replace").splitlines()[-15:])
    print(f"Datasette did not answer on port {port} within {READY_TIMEOUT_S:.0f} s:\n{tail}", file=sys.stderr)
    stop_server(server)
    sys.exit(2)


def stop_server(server: subprocess.Popen) -> None:
    """Terminate the server; kill it if it is still there after STOP_TIMEOUT_S."""
    server.terminate()
    try:
        server.wait(STOP_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait()


def search_paths(count: int) -> list[str]:
    """count search URLs, words drawn in turn from the EN, FR and JA search words."""
    rng = random.Random(0)
    words = [w for lang in ("en", "fr", "ja") for w in SEARCH_WORDS[lang]]
    return [SEARCH_URL.format(word=quote(rng.choice(words))) for _ in range(count)]


def ruling_paths(db: Path, count: int) -> list[str]:
    """count ruling page URLs for ids sampled (deterministically) from the database."""
    with sqlite3.connect(db) as conn:
        ids = [row[0] for row in conn.execute("SELECT id FROM rulings ORDER BY id")]
    rng = random.Random(1)
    return [RULING_URL.format(id=quote(rng.choice(ids))) for _ in range(count)] if ids else []


def other_pages(db: Path) -> dict[str, str]:
    """One URL of each other kind of page people open, picked where the database makes it heaviest: the card,
    mechanic, predicate, CR rule and source document with the most rulings or lines."""
    with sqlite3.connect(db) as conn:
        def first(sql: str) -> str | None:
            row = conn.execute(sql).fetchone()
            return None if row is None else str(row[0])
        picks = {
            "card page": ("/kb/cards/{}", "select oracle_id from ruling_cards group by 1 order by count(*) desc limit 1"),
            "mechanic page": ("/mechanics/{}", "select mechanic from ruling_mechanics group by 1 order by count(*) desc "
                                               "limit 1"),
            "predicate page": ("/predicates/{}", "select predicate from ruling_predicates group by 1 "
                                                 "order by count(*) desc limit 1"),
            "CR rule page": ("/cr/{}", "select j.value from ruling_predicates rp join predicates p on "
                                       "p.name = rp.predicate, json_each(p.cr_rules) j group by 1 "
                                       "order by count(*) desc limit 1"),
            "document page": ("/documents/{}", "select id from documents order by line_count desc limit 1"),
            "canned: rulings of a card": ("/kb/rulings_of_card?name={}", "select c.name from ruling_cards rc join "
                                          "cards c on c.oracle_id = rc.oracle_id group by 1 order by count(*) desc "
                                          "limit 1"),
        }
        found = {kind: url.format(quote(value)) for kind, (url, sql) in picks.items() if (value := first(sql))}
    return {"home": "/", "database": "/kb", "translators": "/translators", "problems": "/problems", **found,
            "rulings table": "/kb/rulings", "texts table": "/kb/ruling_texts", "findings table": "/kb/qa_findings",
            "queue view": "/kb/translator_queue", "canned: stale drafts": "/kb/stale_translations"}


class Loopback:
    """A keep-alive HTTP connection to 127.0.0.1:port that opens a new one after a failed request."""

    def __init__(self, port: int) -> None:
        """Connect lazily to the server on this port."""
        self.port = port
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)

    def get(self, path: str) -> tuple[int, float]:
        """GET path, following redirects as a browser does (three at most): (the last status, 0 when there was no
        answer; milliseconds of the whole)."""
        start = time.perf_counter()
        try:
            for _ in range(4):
                self.conn.request("GET", path)
                response = self.conn.getresponse()
                response.read()
                status = response.status
                if status not in (301, 302, 303, 307, 308) or not response.getheader("Location"):
                    break
                path = urlsplit(response.getheader("Location"))._replace(scheme="", netloc="").geturl()
        except (OSError, http.client.HTTPException):
            status = 0  # no answer: counted as an error, and a new connection for the next request
            self.conn.close()
            self.conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        return status, (time.perf_counter() - start) * 1000

    def close(self) -> None:
        """Close the connection."""
        self.conn.close()


def timed_gets(port: int, paths: list[str], errors: list[tuple[int, str]]) -> list[float]:
    """GET each path in turn on one keep-alive connection; milliseconds of each; non-200s added to errors."""
    client, times = Loopback(port), []
    for path in paths:
        status, ms = client.get(path)
        times.append(ms)
        if status != 200:
            errors.append((status, path))
    client.close()
    return times


def measure_serving(db: Path, work: Path, requests: int, results: Results) -> None:
    """Serve db and time `requests` searches, `requests` ruling pages, then each other kind of page a tenth as
    often."""
    port, log = free_port(), work / "datasette.log"
    server = start_server(db, port, log)
    try:
        wait_ready(server, port, log)
        results.search_ms = timed_gets(port, search_paths(requests), results.errors)
        results.page_ms = timed_gets(port, ruling_paths(db, requests), results.errors)
        for kind, path in other_pages(db).items():
            results.other_ms[kind] = timed_gets(port, [path] * max(1, requests // 10), results.errors)
    finally:
        stop_server(server)


# --- report ------------------------------------------------------------------------------------------------

def percentile(values: list[float], p: float) -> float | None:
    """The nearest-rank p-th percentile, None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, round(p / 100 * len(ordered) + 0.5) - 1))]


def fmt(value: float | None, digits: int = 1) -> str:
    """A figure for the table; "-" when not measured."""
    return "-" if value is None else f"{value:,.{digits}f}"


def verdict(value: float | None, limit: float, at_most: bool = True) -> str:
    """ "ok" or "MISS" against a target."""
    if value is None:
        return ""
    return "ok" if (value <= limit if at_most else value >= limit) else "MISS"


def table_rows(r: Results) -> list[tuple[str, str, str, str]]:
    """(measure, value, target, verdict) rows."""
    incremental_pct = 100 * r.incremental_s / r.build_s if r.incremental_s is not None and r.build_s else None
    search = (percentile(r.search_ms, 50), percentile(r.search_ms, 95))
    page = (percentile(r.page_ms, 50), percentile(r.page_ms, 95))
    return [
        ("rulings", f"{r.rulings:,}", "100,000", ""),
        ("generate", f"{fmt(r.generate_s)} s", "", ""),
        ("build (wall)", f"{fmt(r.build_s)} s (exit {r.build_rc})", "<= 60 s", verdict(r.build_s, 60)),
        ("throughput", f"{fmt(r.rulings / r.build_s, 0)} rulings/s", ">= 1,667/s",
         verdict(r.rulings / r.build_s, 100_000 / 60, at_most=False)),
        ("peak RSS (build)", f"{fmt(r.peak_rss_mb)} MiB", "<= 1024 MiB", verdict(r.peak_rss_mb, 1024)),
        ("database size", f"{fmt(r.db_mb)} MiB", "", ""),
        ("bare insert", f"{fmt(r.bare_insert_s, 2)} s ({r.bare_rows:,} rows)", "", ""),
        ("ratio bare/build", fmt(r.ratio, 3), ">= 0.25", verdict(r.ratio, 0.25, at_most=False)),
        ("incremental build", f"{fmt(r.incremental_s)} s ({fmt(incremental_pct)} % of full)", "<= 10 %",
         verdict(incremental_pct, 10)),
        ("search p50 / p95", f"{fmt(search[0])} / {fmt(search[1])} ms", "p95 <= 50 ms", verdict(search[1], 50)),
        ("ruling page p50 / p95", f"{fmt(page[0])} / {fmt(page[1])} ms", "p95 <= 30 ms", verdict(page[1], 30)),
        *[(f"{kind} p50 / p95", f"{fmt(percentile(ms, 50))} / {fmt(percentile(ms, 95))} ms", "", "")
          for kind, ms in r.other_ms.items()],
        ("errors", f"{len(r.errors)} of {len(r.search_ms) + len(r.page_ms) + sum(map(len, r.other_ms.values()))} "
                   "requests", "0", verdict(len(r.errors), 0)),
    ]


def print_report(r: Results) -> None:
    """The table, the failed requests, then the JSON line (always last)."""
    rows = table_rows(r)
    widths = [max(len(row[i]) for row in rows) for i in range(3)]
    print(f"{'measure':<{widths[0]}}  {'value':>{widths[1]}}  {'target (100k)':<{widths[2]}}")
    for measure, value, target, mark in rows:
        print(f"{measure:<{widths[0]}}  {value:>{widths[1]}}  {target:<{widths[2]}}  {mark}")
    for status, path in r.errors[:10]:
        print(f"  error: HTTP {status or 'no answer'} for {path}")
    summary = {"rulings": r.rulings, "build_s": round(r.build_s, 3), "bare_insert_s": round(r.bare_insert_s, 3),
               "ratio": round(r.ratio, 4), "peak_rss_mb": round(r.peak_rss_mb, 1), "db_mb": round(r.db_mb, 2),
               "incremental_s": None if r.incremental_s is None else round(r.incremental_s, 3),
               "search_p50_ms": rounded(percentile(r.search_ms, 50)),
               "search_p95_ms": rounded(percentile(r.search_ms, 95)), "page_p95_ms": rounded(percentile(r.page_ms, 95))}
    print(json.dumps(summary))


def rounded(value: float | None) -> float | None:
    """A millisecond figure to two decimals, None kept."""
    return None if value is None else round(value, 2)


# --- main --------------------------------------------------------------------------------------------------

def run(work: Path, rulings: int, requests: int) -> Results:
    """Every step in work/: corpus/, kb.db, cache/, bare.db, datasette.log."""
    results, corpus, db = Results(rulings), work / "corpus", work / "kb.db"
    start = time.perf_counter()
    manifest = generate(corpus, rulings)
    results.generate_s = time.perf_counter() - start
    print(f"generated {rulings:,} rulings in {results.generate_s:.1f} s: {len(manifest['files']):,} files in {corpus}",
          flush=True)
    command = build_command(db, corpus, work / "cache")
    results.build_s, results.build_rc, output = run_build(command)
    results.peak_rss_mb = children_peak_rss_mb()
    check_build("the full build", results.build_rc, output)
    results.db_mb = db.stat().st_size / 2**20
    results.bare_insert_s, results.bare_rows = bare_insert(db, work / "bare.db")
    if manifest["changed_file"]:
        add_fr_entry(corpus / manifest["changed_file"])
        results.incremental_s, rc, output = run_build(command)
        check_build("the incremental build", rc, output)
    measure_serving(db, work, requests, results)
    return results


def prepare(work: Path) -> Path:
    """work/ ready for a run: created, with nothing left from an earlier one (its cache or database would make
    the full build a rebuild: the corpus is generated byte for byte the same)."""
    work.mkdir(parents=True, exist_ok=True)
    for folder in ("corpus", "cache"):
        shutil.rmtree(work / folder, ignore_errors=True)
    for name in ("kb.db", "bare.db"):
        (work / name).unlink(missing_ok=True)
    if hasattr(os, "sync"):
        os.sync()  # the deletions reach the disk now, not during the build that is timed next
    return work


def main() -> None:
    """Parse the options, run the benchmark in a temporary folder (or --keep DIR), print the report."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rulings", type=int, default=100_000, help="distinct EN rulings to generate")
    parser.add_argument("--keep", type=Path, help="work in DIR and keep it (corpus/, kb.db, cache/, bare.db)")
    parser.add_argument("--requests", type=int, default=300, help="requests of each kind (search, ruling page)")
    args = parser.parse_args()
    if args.keep:
        results = run(prepare(args.keep.resolve()), args.rulings, args.requests)
    else:
        with tempfile.TemporaryDirectory(prefix="kb-bench-") as tmp:
            results = run(prepare(Path(tmp)), args.rulings, args.requests)
    print_report(results)
    sys.exit(1 if results.errors else 0)


if __name__ == "__main__":
    main()
