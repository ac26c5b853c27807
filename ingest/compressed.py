"""Compressed sources (.xz, .gz, .bz2, .zip, as MTGJSON ships them): opened by their magic bytes, streamed."""
from __future__ import annotations

import bz2
import gzip
import io
import lzma
import zipfile
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO, Callable, Iterator

MAGIC = ((b"\xfd7zXZ\x00", "xz"), (b"\x1f\x8b", "gzip"), (b"BZh", "bzip2"), (b"PK\x03\x04", "zip"))
# A real bulk file grows 5 to 20 times (AllPrintings.json.xz: about 19); a file that grows more than this is
# taken for a compression bomb and read no further.
MAX_RATIO = 200
MIN_ALLOWANCE = 64 << 20  # a small file may always grow to this


class CompressionBomb(Exception):
    """A compressed source decompressed to far more than real data does; it was read no further."""


class _Bounded(io.RawIOBase):
    """The decompressed bytes, stopping with CompressionBomb past `allowance` bytes."""

    def __init__(self, inner: BinaryIO, allowance: int, shown: str) -> None:
        """Wrap a decompressing stream."""
        self.inner, self.allowance, self.shown, self.total = inner, allowance, shown, 0

    def readable(self) -> bool:
        """A readable stream."""
        return True

    def read(self, size: int = -1) -> bytes:
        """Read like the stream; past the allowance, raise."""
        data = self.inner.read(size if size and size > 0 else 1 << 20)
        self.total += len(data)
        if self.total > self.allowance:
            raise CompressionBomb(f"{self.shown} decompresses to more than {self.allowance >> 20:,} MiB "
                                  f"({MAX_RATIO} times its size): taken for a compression bomb, read no further")
        return data

    def readinto(self, buffer) -> int:
        """readinto for io.BufferedReader."""
        data = self.read(len(buffer))
        buffer[:len(data)] = data
        return len(data)


@contextmanager
def open_source(path: Path, raw_progress: Callable[[int], None] | None = None) -> Iterator[BinaryIO]:
    """The file's bytes, decompressed when its magic bytes say it is compressed (a zip: its first member).

    raw_progress, if given, is told how many bytes of the file itself were read (for a progress bar sized in
    the file's bytes).
    """
    raw = path.open("rb")
    head = raw.read(8)
    raw.seek(0)
    kind = next((name for magic, name in MAGIC if head.startswith(magic)), None)
    counted: BinaryIO = _Counting(raw, raw_progress) if raw_progress else raw  # type: ignore[assignment]
    try:
        if kind is None:
            yield counted
            return
        allowance = max(MAX_RATIO * path.stat().st_size, MIN_ALLOWANCE)
        if kind == "zip":
            archive = zipfile.ZipFile(counted)  # type: ignore[arg-type]
            members = [m for m in archive.infolist() if not m.is_dir()]
            if not members:
                yield io.BytesIO(b"")
                return
            with archive.open(members[0]) as inner:
                yield _Bounded(inner, allowance, str(path))  # type: ignore[misc]
            return
        opener = {"xz": lzma.open, "gzip": gzip.open, "bzip2": bz2.open}[kind]
        with opener(counted) as inner:  # type: ignore[operator]
            yield _Bounded(inner, allowance, str(path))  # type: ignore[misc]
    finally:
        raw.close()


class _Counting(io.RawIOBase):
    """A file telling `progress` how many bytes each read took."""

    def __init__(self, handle: BinaryIO, progress: Callable[[int], None]) -> None:
        """Wrap handle."""
        self.handle, self.progress = handle, progress

    def readable(self) -> bool:
        """A readable stream."""
        return True

    def seekable(self) -> bool:
        """Seekable as the file is (zip archives need it)."""
        return self.handle.seekable()

    def seek(self, offset: int, whence: int = 0) -> int:
        """Seek the file."""
        return self.handle.seek(offset, whence)

    def tell(self) -> int:
        """Where the file is."""
        return self.handle.tell()

    def read(self, size: int = -1) -> bytes:
        """Read like the file, then report the bytes read."""
        data = self.handle.read(size)
        self.progress(len(data))
        return data

    def readinto(self, buffer) -> int:
        """readinto, reported."""
        data = self.read(len(buffer))
        buffer[:len(data)] = data
        return len(data)


def read_bytes(path: Path, limit: int) -> bytes:
    """The whole (decompressed) content, at most limit + 1 bytes (so a caller sees it was larger)."""
    chunks, total = [], 0
    with open_source(path) as handle:
        while total <= limit and (chunk := handle.read(min(1 << 20, limit + 1 - total))):
            chunks.append(chunk)
            total += len(chunk)
    return b"".join(chunks)
