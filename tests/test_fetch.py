"""`rulings-kb fetch` against a local HTTP server on 127.0.0.1 serving real files (../shared/data): downloads,
ETag and Last-Modified, resumed downloads, checksums, offline; no other address is ever reached."""
from __future__ import annotations

import email.utils
import hashlib
import http.server
import json
import lzma
import socket
import sqlite3
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner

from ingest.fetch import DEFAULT, Fetcher
from kb.cli import main
from conftest import SHARED_DATA

SHARED = SHARED_DATA
pytestmark = pytest.mark.skipif(not (SHARED / "mtgjson" / "sets" / "KHM.json").exists(),
                                reason="../shared/data is not here")
CR = Path(__file__).resolve().parents[1] / "data" / "cr" / "MagicCompRules-2026-01-16.txt"


class Files(http.server.BaseHTTPRequestHandler):
    """Serves server.files (path -> bytes) with ETag, Last-Modified, conditional GET and Range, like a CDN;
    server.cut_next (path -> bytes) cuts the next full answer of a path after that many bytes."""

    def log_message(self, *args):  # quiet
        pass

    def do_GET(self):
        server = self.server
        server.requests.append((self.path, dict(self.headers)))
        body = server.files.get(self.path.split("?")[0])
        if body is None:
            self.send_error(404)
            return
        etag = '"' + hashlib.sha256(body).hexdigest()[:16] + '"'
        modified = email.utils.formatdate(server.mtime, usegmt=True)
        if self.headers.get("If-None-Match") == etag or (not self.headers.get("If-None-Match") and
                                                          self.headers.get("If-Modified-Since") == modified):
            self.send_response(304)
            self.end_headers()
            return
        start = 0
        ranged = self.headers.get("Range")
        if ranged and self.headers.get("If-Range", etag) == etag:
            start = int(ranged.split("=")[1].split("-")[0])
        self.send_response(206 if start else 200)
        self.send_header("ETag", etag)
        self.send_header("Last-Modified", modified)
        self.send_header("Content-Length", str(len(body) - start))
        if start:
            self.send_header("Content-Range", f"bytes {start}-{len(body) - 1}/{len(body)}")
        self.end_headers()
        cut = server.cut_next.pop(self.path, None)
        sent = body[start:cut] if cut else body[start:]
        server.served[self.path] = server.served.get(self.path, 0) + len(sent)  # counted before the client has it
        self.wfile.write(sent)


@pytest.fixture
def server(tmp_path):
    """A CDN on 127.0.0.1 with MTGJSON, Scryfall, Forge and CR files made from real shared files."""
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Files)
    base = f"http://127.0.0.1:{httpd.server_port}"
    sets = {code: json.loads((SHARED / "mtgjson" / "sets" / f"{code}.json").read_text(encoding="utf-8"))["data"]
            for code in ("KHM", "STX")}
    all_printings = lzma.compress(json.dumps({"meta": {"version": "5.2.0+20220425"}, "data": sets}).encode(),
                                  preset=1)
    rulings = [{"object": "ruling", "oracle_id": e["identifiers"]["scryfallOracleId"], "source": "wotc",
                "published_at": r["date"], "comment": r["text"]}
               for e in sets["KHM"]["cards"] for r in e.get("rulings", []) if r["text"].strip()]
    rulings_file = json.dumps(rulings).encode()
    listing = {"object": "list", "has_more": False, "data": [
        {"object": "bulk_data", "type": "rulings", "download_uri": f"{base}/bulk/rulings.json",
         "size": len(rulings_file)},
        {"object": "bulk_data", "type": "oracle_cards", "download_uri": f"{base}/bulk/oracle.json", "size": 2}]}
    httpd.files = {
        "/mtgjson/AllPrintings.json.xz": all_printings,
        "/mtgjson/AllPrintings.json.xz.sha256": hashlib.sha256(all_printings).hexdigest().encode() + b"\n",
        "/scryfall/bulk-data": json.dumps(listing).encode(),
        "/bulk/rulings.json": rulings_file,
        "/bulk/oracle.json": b"[]",
        "/forge/cardnames-fr-FR.txt": (SHARED / "cardnames" / "cardnames-fr-FR.txt").read_bytes(),
        "/forge/cardnames-ja-JP.txt": (SHARED / "cardnames" / "cardnames-ja-JP.txt").read_bytes(),
        "/cr/MagicCompRules.txt": CR.read_bytes(),
    }
    httpd.requests, httpd.served, httpd.cut_next, httpd.mtime = [], {}, {}, 1_760_000_000
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    httpd.base = base
    httpd.bases = {"mtgjson": f"{base}/mtgjson/", "scryfall": f"{base}/scryfall/bulk-data",
                   "forge": f"{base}/forge/", "cr": f"{base}/cr/MagicCompRules.txt"}
    yield httpd
    httpd.shutdown()


def cli_args(server, tmp_path) -> list[str]:
    """fetch's arguments pointing every publisher at the local server."""
    b = server.bases
    return ["fetch", "--dir", str(tmp_path / "fetched"), "--out", str(tmp_path / "kb.db"), "--mtgjson-url",
            b["mtgjson"], "--scryfall-url", b["scryfall"], "--forge-url", b["forge"], "--cr-url", b["cr"]]


def test_fetch_downloads_the_default_sources_then_builds_them(server, tmp_path):
    result = CliRunner().invoke(main, cli_args(server, tmp_path))
    assert result.exit_code == 0, result.output
    for name in DEFAULT:
        assert f"{name}: downloaded" in result.output
    folder = tmp_path / "fetched"
    assert (folder / "AllPrintings.json.xz").read_bytes() == server.files["/mtgjson/AllPrintings.json.xz"]
    db = sqlite3.connect(tmp_path / "kb.db")
    formats = dict(db.execute("select format, count(*) from documents group by format").fetchall())
    assert formats["mtgjson"] == 1 and formats["scryfall_rulings"] == 1 and formats["comprehensive_rules"] == 3
    khm = db.execute("select count(*) from ruling_sources s join documents d on d.id = s.document_id "
                     "where d.format = 'scryfall_rulings'").fetchone()[0]
    assert khm > 1000 and db.execute("select count(*) from cards where kind = 'card'").fetchone()[0] > 500
    hosts = {h.get("Host") for _, h in server.requests}
    assert hosts == {f"127.0.0.1:{server.server_port}"}


def test_an_unchanged_file_is_not_downloaded_again(server, tmp_path):
    fetcher = Fetcher(tmp_path, server.bases)
    fetcher.fetch(DEFAULT)
    served = dict(server.served)
    again = fetcher.fetch(DEFAULT)
    assert {r.outcome for r in again} == {"unchanged"}
    small = ("/scryfall/bulk-data", "/mtgjson/AllPrintings.json.xz.sha256")  # asked each time: what is published
    assert {p: n for p, n in server.served.items() if p not in small} == \
        {p: n for p, n in served.items() if p not in small}  # not one more byte of any file
    conditional = [h for p, h in server.requests[-6:] if p == "/bulk/rulings.json"]
    assert conditional and "If-None-Match" in conditional[-1]


def test_a_changed_file_is_downloaded_and_replaces_the_old_one(server, tmp_path):
    fetcher = Fetcher(tmp_path, server.bases)
    fetcher.fetch(("cr",))
    server.files["/cr/MagicCompRules.txt"] += b"\r\nA new line.\r\n"
    server.mtime += 86400
    [result] = fetcher.fetch(("cr",))
    assert result.outcome == "downloaded"
    assert (tmp_path / "MagicCompRules.txt").read_bytes().endswith(b"A new line.\r\n")


def test_a_cut_download_is_resumed_where_it_stopped(server, tmp_path):
    fetcher = Fetcher(tmp_path, server.bases)
    whole = server.files["/bulk/rulings.json"]
    server.cut_next["/bulk/rulings.json"] = len(whole) // 3
    [first] = fetcher.fetch(("scryfall-rulings",))
    assert first.outcome == "failed" and "cut" in first.detail and not (tmp_path / "scryfall-rulings.json").exists()
    [second] = fetcher.fetch(("scryfall-rulings",))
    assert second.outcome == "resumed" and second.bytes == len(whole) - len(whole) // 3
    assert (tmp_path / "scryfall-rulings.json").read_bytes() == whole
    assert server.requests[-1][1].get("Range") == f"bytes={len(whole) // 3}-"


def test_a_file_whose_checksum_differs_is_refused_and_the_old_one_kept(server, tmp_path):
    fetcher = Fetcher(tmp_path, server.bases)
    fetcher.fetch(("allprintings",))
    before = (tmp_path / "AllPrintings.json.xz").read_bytes()
    server.files["/mtgjson/AllPrintings.json.xz"] = before[:-10] + b"0123456789"  # damaged in transit
    server.files["/mtgjson/AllPrintings.json.xz.sha256"] = b"%s" % hashlib.sha256(b"other").hexdigest().encode()
    [result] = fetcher.fetch(("allprintings",))
    assert result.outcome == "failed" and "SHA-256" in result.detail
    assert (tmp_path / "AllPrintings.json.xz").read_bytes() == before


def test_offline_is_one_line_per_source_and_exit_1(tmp_path):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        closed = s.getsockname()[1]  # nothing listens there once closed
    dead = f"http://127.0.0.1:{closed}"
    result = CliRunner().invoke(main, ["fetch", "--dir", str(tmp_path / "f"), "--out", str(tmp_path / "kb.db"),
                                       "--mtgjson-url", dead + "/", "--scryfall-url", dead, "--forge-url", dead + "/",
                                       "--cr-url", dead])
    assert result.exit_code == 1 and "Traceback" not in result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == len(DEFAULT) and all("failed: cannot reach 127.0.0.1" in line and "offline?" in line
                                               for line in lines)
    assert not (tmp_path / "kb.db").exists()
