"""`rulings-kb fetch`: the official bulk files downloaded into one folder, then built like any other source.

One list of sources (name, address, checksum, what it becomes) and one downloader: it asks with the ETag and
Last-Modified it kept (an unchanged file is not downloaded again), resumes a cut download with a Range request,
checks the size and SHA-256 it is given, and renames the file into place only once whole (a failed fetch leaves
the previous file). Every address can be set (flag or environment variable), so the tests point it at a server
on 127.0.0.1 and nothing else is ever reached.
"""
from __future__ import annotations

import hashlib
import json
import os
import sys
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urljoin, urlparse

import click

STATE = ".fetch-state.json"  # ETag, Last-Modified, size and SHA-256 of each file as last fetched
TIMEOUT = 60  # seconds without a byte before a download is given up (and resumed by the next fetch)
USER_AGENT = "rulings-kb-fetch/0.1 (+https://github.com/; bulk files, at most once a day)"

# Where each publisher's files are; each can be set by --<name>-url or the environment variable beside it.
BASES = {
    "mtgjson": ("RULINGS_KB_MTGJSON_URL", "https://mtgjson.com/api/v5/"),
    "scryfall": ("RULINGS_KB_SCRYFALL_URL", "https://api.scryfall.com/bulk-data"),
    "forge": ("RULINGS_KB_FORGE_URL", "https://raw.githubusercontent.com/Card-Forge/forge/master/forge-gui/res/languages/"),
    "cr": ("RULINGS_KB_CR_URL", "https://media.wizards.com/2026/downloads/MagicCompRules%2020260116.txt"),
}


class FetchFailed(Exception):
    """A source could not be fetched (offline, refused, corrupt); its previous file, if any, is untouched."""


@dataclass(frozen=True)
class Source:
    """A file to fetch: its name, where it is, where its SHA-256 is (if published), and what it becomes."""

    name: str
    publisher: str  # a key of BASES
    file_name: str
    what: str
    path: str = ""  # joined to the publisher's base address; "" for the base itself
    checksum: bool = False  # the publisher puts <file>.sha256 beside it
    scryfall_type: str | None = None  # a Scryfall bulk-data type: the address is read from the bulk-data list


SOURCES = (
    Source("allprintings", "mtgjson", "AllPrintings.json.xz", "every printing: cards, rulings, FR/JA names and texts",
           "AllPrintings.json.xz", checksum=True),
    Source("atomiccards", "mtgjson", "AtomicCards.json.xz", "one entry per card (no printings): a lighter alternative",
           "AtomicCards.json.xz", checksum=True),
    Source("scryfall-rulings", "scryfall", "scryfall-rulings.json", "every Oracle ruling, by card",
           scryfall_type="rulings"),
    Source("scryfall-oracle-cards", "scryfall", "scryfall-oracle-cards.json", "one English card per Oracle id",
           scryfall_type="oracle_cards"),
    Source("scryfall-all-cards", "scryfall", "scryfall-all-cards.json",
           "every printing in every language (2 GB or more): printed FR/JA names and texts", scryfall_type="all_cards"),
    Source("forge-fr", "forge", "cardnames-fr-FR.txt", "Forge's French card names and texts", "cardnames-fr-FR.txt"),
    Source("forge-ja", "forge", "cardnames-ja-JP.txt", "Forge's Japanese card names and texts", "cardnames-ja-JP.txt"),
    Source("cr", "cr", "MagicCompRules.txt", "the Comprehensive Rules, newest edition"),
)
DEFAULT = ("allprintings", "scryfall-rulings", "forge-fr", "forge-ja", "cr")


@dataclass
class Fetched:
    """What one fetch did with a source: "downloaded", "resumed", "unchanged", or "failed" with why."""

    source: Source
    outcome: str
    detail: str = ""
    bytes: int = 0


@dataclass
class Fetcher:
    """Downloads sources into folder, remembering what it fetched in folder/.fetch-state.json."""

    folder: Path
    bases: dict[str, str] = field(default_factory=dict)  # publisher -> base address (else BASES' defaults)
    progress: bool = False
    opener: Callable = urllib.request.urlopen

    def base(self, publisher: str) -> str:
        """The publisher's base address: as given, else its environment variable, else the official one."""
        variable, default = BASES[publisher]
        return self.bases.get(publisher) or os.environ.get(variable) or default

    def _state(self) -> dict:
        """What was fetched before (empty when nothing, or when the file is unreadable)."""
        try:
            state = json.loads((self.folder / STATE).read_text(encoding="utf-8"))
            return state if isinstance(state, dict) else {}
        except (OSError, ValueError):
            return {}

    def _save_state(self, state: dict) -> None:
        """Keep the state, atomically."""
        tmp = self.folder / f".{STATE}.{os.getpid()}"
        tmp.write_text(json.dumps(state, indent=1, sort_keys=True), encoding="utf-8")
        os.replace(tmp, self.folder / STATE)

    def fetch(self, names: tuple[str, ...] = DEFAULT) -> list[Fetched]:
        """Fetch the named sources, each on its own: one failing does not stop the others."""
        self.folder.mkdir(parents=True, exist_ok=True)
        by_name = {s.name: s for s in SOURCES}
        unknown = [n for n in names if n not in by_name]
        if unknown:
            raise FetchFailed(f"no source named {', '.join(unknown)} (known: {', '.join(by_name)})")
        results, listing = [], None
        for name in names:
            source = by_name[name]
            try:
                if source.scryfall_type:
                    listing = listing or self._scryfall_listing()
                    url, size = _scryfall_item(listing, source.scryfall_type)
                    results.append(self._download(source, url, size=size))
                else:
                    url = urljoin(self.base(source.publisher), source.path) if source.path else \
                        self.base(source.publisher)
                    digest = self._checksum(url) if source.checksum else None
                    results.append(self._download(source, url, sha256=digest))
            except FetchFailed as exc:
                results.append(Fetched(source, "failed", str(exc)))
        return results

    def _get(self, url: str, headers: dict[str, str] | None = None):
        """An open response, or FetchFailed in one line (offline, refused, not found)."""
        request = urllib.request.Request(url, headers={"User-Agent": USER_AGENT, **(headers or {})})
        try:
            return self.opener(request, timeout=TIMEOUT)
        except urllib.error.HTTPError as exc:
            if exc.code == 304:
                return exc
            raise FetchFailed(f"{url} answered {exc.code} {exc.reason}") from None
        except (urllib.error.URLError, OSError) as exc:
            reason = getattr(exc, "reason", exc)
            raise FetchFailed(f"cannot reach {urlparse(url).netloc or url} ({reason}): offline?") from None

    def _scryfall_listing(self) -> list[dict]:
        """Scryfall's bulk-data list: its items, each with a type and a download address."""
        url = self.base("scryfall")
        with self._get(url, {"Accept": "application/json"}) as response:
            try:
                listing = json.loads(response.read(16 << 20))
            except ValueError:
                raise FetchFailed(f"{url} is not Scryfall's bulk-data list (not JSON)") from None
        items = listing.get("data") if isinstance(listing, dict) else None
        if not isinstance(items, list):
            raise FetchFailed(f"{url} is not Scryfall's bulk-data list (no data)")
        return [i for i in items if isinstance(i, dict)]

    def _checksum(self, url: str) -> str:
        """The SHA-256 published beside a file (<file>.sha256: the hex digest, maybe followed by the name)."""
        with self._get(url + ".sha256") as response:
            text = response.read(4096).decode("ascii", errors="replace").split()
        if not text or len(text[0]) != 64 or any(c not in "0123456789abcdefABCDEF" for c in text[0]):
            raise FetchFailed(f"{url}.sha256 holds no SHA-256")
        return text[0].lower()

    def _download(self, source: Source, url: str, sha256: str | None = None, size: int | None = None) -> Fetched:
        """Fetch url into folder/source.file_name unless it is unchanged; resume a cut download."""
        state = self._state()
        known = state.get(source.name, {})
        target = self.folder / source.file_name
        part = self.folder / f".{source.file_name}.part"
        if target.exists() and known.get("url") == url and sha256 and known.get("sha256") == sha256:
            return Fetched(source, "unchanged", "its published SHA-256 is the one fetched before")
        headers = {}
        if target.exists() and known.get("url") == url:
            if known.get("etag"):
                headers["If-None-Match"] = known["etag"]
            if known.get("last_modified"):
                headers["If-Modified-Since"] = known["last_modified"]
        have = part.stat().st_size if part.exists() and known.get("partial_url") == url else 0
        if have:
            headers["Range"] = f"bytes={have}-"
            if known.get("partial_etag"):
                headers["If-Range"] = known["partial_etag"]
        response = self._get(url, headers)
        with response:
            if getattr(response, "code", None) == 304 or getattr(response, "status", None) == 304:
                return Fetched(source, "unchanged", "the server says it has not changed")
            status = getattr(response, "status", 200)
            resumed = status == 206 and have > 0
            etag, modified = response.headers.get("ETag"), response.headers.get("Last-Modified")
            known.update(partial_url=url, partial_etag=etag)
            state[source.name] = known
            self._save_state(state)
            length = response.headers.get("Content-Length")
            total = (int(length) + (have if resumed else 0)) if length and length.isdigit() else size
            written = self._stream(response, part, resumed, total, source.file_name)
        if total is not None and part.stat().st_size != total:
            raise FetchFailed(f"{url}: {part.stat().st_size:,} bytes of {total:,} came: the download was cut "
                              "(the next fetch resumes it)")
        digest = _sha256(part)
        if sha256 and digest != sha256:
            part.unlink()
            raise FetchFailed(f"{url}: its SHA-256 is not the one published ({digest[:12]}… against {sha256[:12]}…): "
                              "not kept")
        os.replace(part, target)
        known = {"url": url, "etag": etag, "last_modified": modified, "sha256": digest, "size": target.stat().st_size}
        state[source.name] = known
        self._save_state(state)
        return Fetched(source, "resumed" if resumed else "downloaded", f"{target.stat().st_size:,} bytes", written)

    def _stream(self, response, part: Path, resumed: bool, total: int | None, label: str) -> int:
        """Copy the response into part (appending when resumed), with a progress bar in bytes on a terminal."""
        written = 0
        start = part.stat().st_size if resumed else 0
        bar = click.progressbar(length=total or 0, label=f"Fetching {label}", file=sys.stderr) \
            if self.progress and total else None
        try:
            with part.open("ab" if resumed else "wb") as out:
                if bar:
                    bar.update(start)
                while True:
                    try:
                        chunk = response.read(1 << 20)
                    except OSError as exc:
                        raise FetchFailed(f"{label}: the download was cut ({exc}); the next fetch resumes it") \
                            from None
                    if not chunk:
                        break
                    out.write(chunk)
                    written += len(chunk)
                    if bar:
                        bar.update(len(chunk))
        finally:
            if bar:
                bar.render_finish()
        return written


def _scryfall_item(items: list[dict], kind: str) -> tuple[str, int | None]:
    """The download address and size of the bulk file of this type."""
    for item in items:
        if item.get("type") == kind and isinstance(item.get("download_uri"), str):
            size = item.get("size")
            return item["download_uri"], size if isinstance(size, int) else None
    raise FetchFailed(f"Scryfall's bulk-data list has no {kind!r} file")


def _sha256(path: Path) -> str:
    """The file's SHA-256."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while chunk := handle.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()
