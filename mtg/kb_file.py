"""What makes a file a rulings-kb database: its marker, and the manifest of what it was built from."""
from __future__ import annotations

import sqlite3
from pathlib import Path

from mtg.code_version import code_version
from mtg.paths import PROJECT_ROOT

APPLICATION_ID = 0x52554B42  # "RUKB" in PRAGMA application_id: set by every build, checked before any overwrite
# The code a database's content depends on: parsers, the build, the rules and checks it runs, and the linker's learned
# files (a new link model or new hand labels change the links as a code change would: 15 ms to hash their 9 MB).
BUILD_CODE = (PROJECT_ROOT / "ingest", PROJECT_ROOT / "mtg", PROJECT_ROOT / "kb" / "rules", PROJECT_ROOT / "kb" / "qa",
              *(PROJECT_ROOT / "kb" / f"{name}.py" for name in ("model", "game", "characteristics", "cr_lists")),
              *(PROJECT_ROOT / "ingest" / f"{name}.json" for name in ("link_model", "exemplars", "hand_labels")),
              # the predicates' worked examples, CR quotes and cues: data the build checks and writes, not code
              *sorted((PROJECT_ROOT / "kb" / "rules").glob("*.examples.json")))


class NotAKnowledgeBase(Exception):
    """A path that holds something other than a rulings-kb database: never written over."""


def build_version() -> str:
    """The fingerprint of the build code, recorded in every database."""
    return code_version(BUILD_CODE)


def _open_read_only(path: Path) -> sqlite3.Connection:
    """A read-only connection (the file is never created or changed)."""
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True)


def check_knowledge_base(path: Path) -> None:
    """Raise NotAKnowledgeBase unless path is a rulings-kb database (by its application id)."""
    if path.is_dir():
        raise NotAKnowledgeBase(f"{path} is a folder, not a rulings-kb database")
    try:
        conn = _open_read_only(path)
        try:
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        raise NotAKnowledgeBase(f"{path} is not a rulings-kb database ({exc})") from None
    if app_id != APPLICATION_ID:
        what = "an empty file" if path.stat().st_size == 0 else "an SQLite database of another program" \
            if app_id or _has_tables(path) else "not a rulings-kb database"
        raise NotAKnowledgeBase(f"{path} is {what}: rulings-kb writes only to new files or its own databases")


def _has_tables(path: Path) -> bool:
    """True when an SQLite file has any table."""
    conn = _open_read_only(path)
    try:
        return conn.execute("select count(*) from sqlite_master").fetchone()[0] > 0
    finally:
        conn.close()


def check_writable(path: Path) -> None:
    """Raise NotAKnowledgeBase when writing path would destroy a file rulings-kb did not make."""
    if path.exists() or path.is_symlink():
        check_knowledge_base(path)


def read_manifest(path: Path) -> tuple[dict[str, str], dict[str, str]]:
    """(input path -> sha256, build info) recorded in a rulings-kb database."""
    check_knowledge_base(path)
    conn = _open_read_only(path)
    try:
        inputs = dict(conn.execute("select path, sha256 from build_inputs"))
        info = dict(conn.execute("select key, value from build_info"))
    except sqlite3.DatabaseError as exc:
        raise NotAKnowledgeBase(f"{path} is a damaged rulings-kb database ({exc})") from None
    finally:
        conn.close()
    return inputs, info
