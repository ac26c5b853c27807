"""Reading source files: bytes to numbered lines, whatever the BOM and line ends."""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

LINE_END = re.compile(r"\r\n|\r|\n")


@dataclass
class SourceText:
    """A source file as read: its path (as shown to users), hash and 1-based lines."""

    path: str
    sha256: str
    lines: list[str]
    decode_error: str | None = None

    def numbered(self) -> list[tuple[int, str]]:
        """The lines with their 1-based numbers."""
        return list(enumerate(self.lines, start=1))


def split_lines(text: str) -> list[str]:
    """Split on CRLF, CR or LF only (not on the other Unicode breaks str.splitlines knows)."""
    lines = LINE_END.split(text)
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def read_source(path: Path, shown_as: str) -> SourceText:
    """Read a file as UTF-8 (BOM dropped); undecodable bytes are replaced and the error kept."""
    data = path.read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    error = None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        error = f"line {line}: not UTF-8 ({exc.reason} at byte {exc.start})"
        text = data.decode("utf-8-sig", errors="replace")
    return SourceText(shown_as, digest, split_lines(text), error)


HEAD_BYTES = 1 << 16


def read_head(path: Path, size: int = HEAD_BYTES) -> str:
    """The first bytes of a file as text (BOM dropped, a cut character replaced): enough to sniff a format."""
    with path.open("rb") as handle:
        return handle.read(size).decode("utf-8-sig", errors="replace")


def file_sha256(path: Path) -> str:
    """The SHA-256 of a file, read in chunks so memory stays flat on files of any size."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while chunk := handle.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


DOCUMENTATION = (".md",)  # notes on where sources come from (README.md), never sources themselves


def find_sources(paths: list[Path]) -> list[Path]:
    """Expand folders to the files below them (sorted; hidden files and Markdown notes skipped); keep files as given."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found.extend(
                p for p in sorted(path.rglob("*"))
                if p.is_file() and p.suffix.lower() not in DOCUMENTATION
                and not any(part.startswith(".") for part in p.relative_to(path).parts)
            )
        else:
            found.append(path)
    return found
