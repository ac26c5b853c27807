"""Reading source files: bytes to numbered lines, whatever the BOM and line ends."""
from __future__ import annotations

import hashlib
import lzma
import re
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ingest.compressed import CompressionBomb, open_source

LINE_END = re.compile(r"\r\n|\r|\n")


@dataclass
class SourceText:
    """A source file as read: its path (as shown to users), hash and 1-based lines."""

    path: str
    sha256: str
    lines: list[str]
    decode_error: str | None = None
    repairs: list[tuple[int | None, str]] = field(default_factory=list)  # (line, what was changed)
    ends_mid_line: bool = False  # the bytes end without a line end (a cut file, or an editor that adds none)

    def numbered(self) -> list[tuple[int, str]]:
        """The lines with their 1-based numbers."""
        return list(enumerate(self.lines, start=1))


def split_lines(text: str) -> list[str]:
    """Split on CRLF, CR or LF only (not on the other Unicode breaks str.splitlines knows)."""
    lines = LINE_END.split(text)
    if lines and lines[-1] == "":
        lines.pop()
    return lines


LEGACY_ENCODINGS = ["cp1252", "shift_jis", "euc_jp"]  # what FR and JA files were saved in before UTF-8
# UTF-8 read as cp1252/Latin-1 leaves a lead character (Â…ô) before a continuation one: only such lines go to ftfy.
MOJIBAKE = re.compile("[\u00c2-\u00f4][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192"
                      "\u02c6\u02dc\u2013-\u2122]")


def decode(data: bytes) -> tuple[str, str | None, list[tuple[int | None, str]]]:
    """Bytes to text: UTF-8 (BOM dropped), else the legacy encoding charset-normalizer finds, else UTF-8 with
    U+FFFD; returns (text, the error when bytes were replaced, the repairs made)."""
    try:
        return data.decode("utf-8-sig"), None, []
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        where = f"line {line}: not UTF-8 ({exc.reason} at byte {exc.start})"
    import charset_normalizer  # only for a file that is not UTF-8 (imported here: 15 ms off every start)

    best = charset_normalizer.from_bytes(data, cp_isolation=LEGACY_ENCODINGS).best()
    if best is not None:
        return str(best), None, [(None, f"{where}: the file was read as {best.encoding}; save it as UTF-8")]
    return data.decode("utf-8-sig", errors="replace"), where, []


def repair_mojibake(lines: list[str]) -> list[tuple[int | None, str]]:
    """Fix UTF-8-read-as-cp1252 lines in place with ftfy ("canâ€™t" -> "can’t"); the repairs, by line."""
    repairs: list[tuple[int | None, str]] = []
    for i, line in enumerate(lines):
        if not MOJIBAKE.search(line):
            continue
        import ftfy  # only for a line that looks like mojibake (imported here: 50 ms off every start)

        if (fixed := ftfy.fix_encoding(line)) != line:
            lines[i] = fixed
            repairs.append((i + 1, f"mojibake repaired: {line.strip()[:50]!r} -> {fixed.strip()[:50]!r}"))
    return repairs


CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")  # control characters but tab and line ends


def remove_controls(lines: list[str]) -> list[tuple[int | None, str]]:
    """Control characters removed in place (a NUL cuts a text short for SQLite's length() and LIKE); by line."""
    repairs: list[tuple[int | None, str]] = []
    for i, line in enumerate(lines):
        if CONTROL.search(line):
            found = sorted({f"U+{ord(c):04X}" for c in CONTROL.findall(line)})
            lines[i] = CONTROL.sub("", line)
            repairs.append((i + 1, f"control characters removed ({', '.join(found)})"))
    return repairs


def read_source(path: Path, shown_as: str, data: bytes | None = None) -> SourceText:
    """Read a file as text (data: its bytes, decompressed, when already read), whatever its encoding, with mojibake
    repaired and control characters removed; every repair is kept with its line."""
    data = path.read_bytes() if data is None else data
    text, error, repairs = decode(data)
    lines = split_lines(text)
    repairs += remove_controls(lines)
    repairs += repair_mojibake(lines)
    cut = bool(data.strip()) and not data.endswith((b"\n", b"\r"))
    return SourceText(shown_as, hashlib.sha256(data).hexdigest(), lines, error, repairs, cut)


HEAD_BYTES = 1 << 16
# Text sources are read whole and kept line by line; larger ones are refused with a clear error (the bulk
# formats, JSON, are streamed and have no limit).
TEXT_LIMIT_BYTES = 64 << 20


def read_head(path: Path, size: int = HEAD_BYTES) -> str:
    """The first bytes of a file, decompressed if need be, as text (BOM dropped, a cut character replaced):
    enough to sniff a format."""
    try:
        with open_source(path) as handle:
            return handle.read(size).decode("utf-8-sig", errors="replace")
    except (EOFError, ValueError, CompressionBomb, zipfile.BadZipFile, lzma.LZMAError):
        return ""


def file_sha256(path: Path, progress: Callable[[int], object] | None = None) -> str:
    """The SHA-256 of a file, read in chunks so memory stays flat on files of any size; progress, if given, is
    called with each chunk's byte count."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while chunk := handle.read(1 << 20):
            digest.update(chunk)
            if progress:
                progress(len(chunk))
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
