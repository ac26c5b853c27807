"""The rulings-kb command line: build the database, serve it."""
from __future__ import annotations

import sys
from pathlib import Path

import click

from ingest.build import DEFAULT_SOURCES, PROJECT_ROOT, build


@click.group()
def main() -> None:
    """rulings-kb: Magic: The Gathering rulings in EN/FR/JA, linked to the Comprehensive Rules."""


@main.command("build")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), default=PROJECT_ROOT / "kb.db",
              show_default="kb.db in the project", help="Database file to write.")
@click.argument("sources", nargs=-1, type=click.Path(exists=True, path_type=Path))
def build_command(out: Path, sources: tuple[Path, ...]) -> None:
    """Ingest SOURCES (files or folders; default: data/) into a new database at --out."""
    report = build(sources or DEFAULT_SOURCES, out, progress=sys.stderr.isatty())
    click.echo(report.summary())
    sys.exit(1 if report.errors else 0)


@main.command("serve")
@click.option("--port", default=8001, show_default=True, help="Port on 127.0.0.1.")
@click.option("--db", type=click.Path(dir_okay=False, path_type=Path), default=PROJECT_ROOT / "kb.db",
              show_default="kb.db in the project", help="Database to serve (built from data/ if missing or stale).")
def serve_command(port: int, db: Path) -> None:
    """Build the database if needed, then run Datasette on it at http://127.0.0.1:PORT/."""
    from kb.serve import ensure_built, serve

    ensure_built(db)
    serve(db, port)


@main.command("coverage")
@click.option("--db", type=click.Path(dir_okay=False, path_type=Path), default=PROJECT_ROOT / "kb.db",
              show_default="kb.db in the project", help="Database to report on (built from data/ if missing or stale).")
@click.option("--json", "as_json", is_flag=True, help="Print the report as one JSON object.")
def coverage_command(db: Path, as_json: bool) -> None:
    """Rulings with and without predicates, examples passing, CR rules cited."""
    import json

    from kb.coverage import coverage, render
    from kb.serve import ensure_built

    ensure_built(db)
    report = coverage(db)
    click.echo(json.dumps(report, ensure_ascii=False, indent=2) if as_json else render(report))
    sys.exit(1 if report["failing_examples"] else 0)


if __name__ == "__main__":
    main()
