"""Serving: build kb.db when missing or built from other inputs or code, then run Datasette on it."""
from __future__ import annotations

import errno
import socket
from pathlib import Path

import click

from ingest.build import WriteFailed, build, default_sources, shown_path
from mtg.paths import DEFAULT_DB
from mtg.kb_file import NotAKnowledgeBase, build_version, read_manifest
from ingest.sources import file_sha256, find_sources


class Refused(click.ClickException):
    """A path rulings-kb will not write over or read as its database: one line, exit 2."""

    exit_code = 2


def staleness(db: Path, sources: tuple[Path, ...] | None = None) -> str | None:
    """Why db must be rebuilt from sources (missing, other code, other inputs), or None when it is current.

    Decided from the manifest the build recorded (input paths and SHA-256, build code version), never
    from modification times; raises NotAKnowledgeBase when db is not a rulings-kb database.
    """
    if not db.exists():
        return "missing"
    sources = sources or default_sources()
    inputs, info = read_manifest(db)
    if info.get("code_version") != build_version():
        return "the build code changed since it was built"
    current = {shown_path(p): file_sha256(p) for p in find_sources(list(sources))}
    if current != inputs:
        changed = sorted(set(current.items()) ^ set(inputs.items()))
        return f"built from other inputs than {', '.join(str(s) for s in sources)} ({len(changed)} differ, " \
               f"e.g. {changed[0][0]})"
    return None


def ensure_built(db: Path, rebuild: bool | None = None, sources: tuple[Path, ...] | None = None) -> None:
    """Build db when it is the project's own database (DEFAULT_DB) and missing or stale, or when rebuild says so;
    never over a file that is not a KB.

    sources: what to build from (default: data/, and the fetched corpus). A database the user names with --db is
    theirs: missing, it is an error naming it (unless rebuild), and stale, it is used as it is, with a note.
    """
    own = db.resolve() == DEFAULT_DB.resolve()
    if rebuild is None:
        rebuild = own
    try:
        reason = staleness(db, sources)
    except NotAKnowledgeBase as exc:
        raise Refused(str(exc)) from None
    if reason is None:
        return
    if not rebuild:
        if reason == "missing":
            raise Refused(f"{db} does not exist: build it first (`rulings-kb build --out {db} [SOURCES]`), or "
                          "add --build to build it now from the shipped data")
        click.echo(f"note: {db} is out of date: {reason}; `rulings-kb build --out {db}` rebuilds it", err=True)
        return
    sources = sources or default_sources()
    click.echo(f"Building {db} from {', '.join(str(s) for s in sources)} ({reason}) …", err=True)
    try:
        report = build(sources, db, progress=True, cache=db.parent / ".rulings-kb-cache")
    except WriteFailed as exc:
        raise Refused(str(exc)) from None
    click.echo(report.summary(limit=5), err=True)
    if report.errors:
        click.echo("note: the build found errors (see the problems page); serving what was built", err=True)


def check_port(port: int, host: str = "127.0.0.1") -> None:
    """Refuse at once, before any build, a port another program already listens on."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        try:
            probe.bind((host, port))
        except OSError as exc:
            why = "is already in use (another server?)" if exc.errno == errno.EADDRINUSE else f"cannot be used ({exc})"
            raise Refused(f"port {port} on {host} {why}: choose another with --port, e.g. --port {port + 1}") \
                from None


def datasette_args(db: Path, port: int) -> list[str]:
    """The `datasette serve` arguments: immutable database, loopback only (templates and metadata: the plugin)."""
    return ["serve", "-i", str(db), "--host", "127.0.0.1", "--port", str(port), "--setting", "default_page_size", "50",
            "--setting", "sql_time_limit_ms", "2000", "--setting", "max_returned_rows", "1000",
            # Suggested facets try a GROUP BY on every column of the table shown: 0.5 to 0.8 s a table page at
            # 100,000 rulings. The facets metadata.yaml sets, and any ?_facet=, still show.
            "--setting", "suggest_facets", "off"]


def serve(db: Path, port: int, workers: int = 1) -> None:
    """Run Datasette until interrupted: in this process (uvicorn, as `datasette serve` runs it) for one worker,
    else in `workers` processes under gunicorn (kb/workers.py), each the same Datasette."""
    if workers > 1:
        from kb.workers import serve_processes

        serve_processes(datasette_args(db, port), port, workers)
        return
    from datasette.cli import cli

    cli.main(args=datasette_args(db, port), prog_name="datasette")
