"""Serving: build kb.db when missing or older than data/, then run Datasette on it."""
from __future__ import annotations

from pathlib import Path

import click

from ingest.build import DATA_DIR, DEFAULT_SOURCES, PROJECT_ROOT, build

TEMPLATES = PROJECT_ROOT / "templates"
METADATA = PROJECT_ROOT / "kb" / "metadata.yaml"


# What a build reads: the sources, and the code that parses them or runs at build (predicates, QA).
BUILD_INPUTS = (DATA_DIR, PROJECT_ROOT / "ingest", PROJECT_ROOT / "kb" / "rules", PROJECT_ROOT / "kb" / "qa",
                PROJECT_ROOT / "kb" / "model.py", PROJECT_ROOT / "kb" / "po.py")


def is_stale(db: Path, inputs: tuple[Path, ...] | Path = BUILD_INPUTS) -> bool:
    """True when db is missing or any build input (data/, the ingest and rule code) is newer than it."""
    if not db.exists():
        return True
    built = db.stat().st_mtime
    files = (p for root in ([inputs] if isinstance(inputs, Path) else inputs)
             for p in ([root] if root.is_file() else root.rglob("*")) if p.is_file() and "__pycache__" not in p.parts)
    return any(p.stat().st_mtime > built for p in files)


def ensure_built(db: Path) -> None:
    """Build db from data/ when it is missing or stale; stop on build errors."""
    if not is_stale(db):
        return
    click.echo(f"Building {db} from {DATA_DIR} (missing, or older than data/ or the build code) …", err=True)
    report = build(DEFAULT_SOURCES, db, progress=True)
    click.echo(report.summary(limit=5), err=True)
    if report.errors:
        raise click.ClickException("the build found errors; fix them or run `rulings-kb build` to see all")


def datasette_args(db: Path, port: int) -> list[str]:
    """The `datasette serve` arguments: immutable database, our templates and metadata, loopback only."""
    return ["serve", "-i", str(db), "--template-dir", str(TEMPLATES), "--metadata", str(METADATA),
            "--host", "127.0.0.1", "--port", str(port), "--setting", "default_page_size", "50"]


def serve(db: Path, port: int) -> None:
    """Run Datasette in this process until interrupted."""
    from datasette.cli import cli

    cli.main(args=datasette_args(db, port), prog_name="datasette")
