"""The rulings-kb command line: build the database, serve it."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import click

from ingest.build import build, default_sources
from mtg.cores import cores
from mtg.paths import DEFAULT_DB


@click.group()
def main() -> None:
    """rulings-kb: Magic: The Gathering rulings in EN/FR/JA, linked to the Comprehensive Rules."""
    try:
        cores()  # RULINGS_KB_CORES read now: a bad value is one line, not a traceback from the build's fork
    except ValueError as exc:
        _refuse(exc)


def _refuse(exc: Exception) -> None:
    """One clear line and exit 2 for a path that is not ours to write or read."""
    click.echo(f"error: {exc}", err=True)
    sys.exit(2)


@main.command("build")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), default=DEFAULT_DB,
              show_default="kb.db in the checkout, else ~/.local/share/rulings-kb/kb.db", help="Database file to write (a new file or a rulings-kb database).")
@click.option("--cache", type=click.Path(file_okay=False, path_type=Path),
              help="Folder keeping each source's parse by its SHA-256 (default: .rulings-kb-cache beside --out).")
@click.option("--no-cache", is_flag=True, help="Parse every source again and keep nothing.")
@click.argument("sources", nargs=-1, type=click.Path(exists=True, path_type=Path))
def build_command(out: Path, cache: Path | None, no_cache: bool, sources: tuple[Path, ...]) -> None:
    """Ingest SOURCES (files or folders; default: data/ and, once `rulings-kb fetch` ran, the fetched corpus)
    into a new database at --out."""
    from ingest.build import WriteFailed
    from mtg.kb_file import NotAKnowledgeBase

    cache = None if no_cache else cache or out.parent / ".rulings-kb-cache"
    own_process = (click.get_current_context().obj or {}).get("own_process", False)
    try:
        report = build(sources or default_sources(), out, progress=sys.stderr.isatty(), cache=cache,
                       leave=own_process)
    except (NotAKnowledgeBase, WriteFailed) as exc:
        _refuse(exc)
    click.echo(report.summary())
    code = 1 if report.errors else 0
    if own_process:  # what the build left in memory is freed by the system at once, not object by object
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)
    sys.exit(code)


class WorkerCount(click.ParamType):
    """--workers: a number of processes, at least 1, or `auto` (one per core)."""

    name = "N|auto"

    def convert(self, value, param, ctx) -> int:
        """The number of processes, or a usage error (exit 2) naming what is allowed."""
        if isinstance(value, int):
            count = value
        elif str(value).strip().lower() == "auto":
            return cores()
        else:
            try:
                count = int(value)
            except ValueError:
                self.fail(f"{value!r} is not a number of processes: give 1 or more, or auto", param, ctx)
        if count < 1:
            self.fail(f"{count} processes cannot serve: give 1 or more, or auto (one per core)", param, ctx)
        return count


@main.command("serve")
@click.option("--port", default=8001, show_default=True, type=click.IntRange(1, 65535), help="Port on 127.0.0.1.")
@click.option("--workers", default="1", show_default=True, type=WorkerCount(),
              help="Datasette processes serving the port (gunicorn with uvicorn workers when more than 1); "
                   "auto: one per core.")
@click.option("--db", type=click.Path(dir_okay=False, path_type=Path), default=DEFAULT_DB,
              show_default="kb.db in the checkout, else ~/.local/share/rulings-kb/kb.db",
              help="Database to serve (the default one is built from data/ if missing or stale).")
@click.option("--build", "build_it", is_flag=True,
              help="Build --db from SOURCES (default: data/ and the fetched corpus) when missing or stale.")
@click.argument("sources", nargs=-1, type=click.Path(exists=True, path_type=Path))
def serve_command(port: int, workers: int, db: Path, build_it: bool, sources: tuple[Path, ...]) -> None:
    """Build the database if needed, then run Datasette on it at http://127.0.0.1:PORT/ (in --workers
    processes)."""
    from kb.serve import check_port, ensure_built, serve

    if sources and not build_it:
        raise click.UsageError("SOURCES are built only with --build")
    check_port(port)  # before a build that can take a minute
    ensure_built(db, rebuild=True if build_it else None, sources=sources or None)
    serve(db, port, workers)


@main.command("fetch")
@click.argument("names", nargs=-1)
@click.option("--dir", "folder", type=click.Path(file_okay=False, path_type=Path), default=None,
              show_default="fetched/ beside the default kb.db", help="Folder the files are kept in.")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), default=DEFAULT_DB,
              show_default="the default kb.db", help="Database built from data/ and the fetched files.")
@click.option("--no-build", is_flag=True, help="Download only.")
@click.option("--list", "list_them", is_flag=True, help="List the sources that can be fetched, and stop.")
@click.option("--mtgjson-url", help="MTGJSON's base address (or $RULINGS_KB_MTGJSON_URL).")
@click.option("--scryfall-url", help="Scryfall's bulk-data list (or $RULINGS_KB_SCRYFALL_URL).")
@click.option("--forge-url", help="The folder of Forge's card-name catalogs (or $RULINGS_KB_FORGE_URL).")
@click.option("--cr-url", help="The Comprehensive Rules text (or $RULINGS_KB_CR_URL).")
def fetch_command(names: tuple[str, ...], folder: Path | None, out: Path, no_build: bool, list_them: bool,
                  **urls: str | None) -> None:
    """Download the official bulk files (NAMES, default: MTGJSON AllPrintings, Scryfall rulings, Forge's FR/JA
    catalogs, the CR), then build them with data/ into --out; unchanged files are neither fetched nor parsed."""
    from ingest.build import DEFAULT_SOURCES, WriteFailed
    from ingest.fetch import DEFAULT, SOURCES, Fetcher, FetchFailed
    from mtg.paths import FETCH_DIR

    if list_them:
        for s in SOURCES:
            click.echo(f"{s.name:24} {'default ' if s.name in DEFAULT else '        '}{s.file_name}: {s.what}")
        return
    folder = folder or FETCH_DIR
    bases = {key.removesuffix("_url"): value for key, value in urls.items() if value}
    try:
        results = Fetcher(folder, bases, progress=sys.stderr.isatty()).fetch(names or DEFAULT)
    except (FetchFailed, OSError) as exc:
        _refuse(exc)
    for r in results:
        click.echo(f"{r.source.name}: {r.outcome}{': ' + r.detail if r.detail else ''}")
    failed = [r for r in results if r.outcome == "failed"]
    if not no_build and len(failed) < len(results):
        try:
            report = build(DEFAULT_SOURCES + (folder,), out, progress=sys.stderr.isatty(),
                           cache=out.parent / ".rulings-kb-cache")
        except WriteFailed as exc:
            _refuse(exc)
        click.echo(report.summary(limit=5))
    sys.exit(1 if failed else 0)


@main.command("coverage")
@click.option("--db", type=click.Path(dir_okay=False, path_type=Path), default=DEFAULT_DB,
              show_default="kb.db in the checkout, else ~/.local/share/rulings-kb/kb.db", help="Database to report on (built from data/ if missing or stale).")
@click.option("--json", "as_json", is_flag=True, help="Print the report as one JSON object.")
def coverage_command(db: Path, as_json: bool) -> None:
    """Rulings with and without predicates, examples passing, CR rules cited."""
    import json

    from kb.coverage import coverage, render
    from kb.serve import ensure_built

    ensure_built(db, rebuild=False)
    report = coverage(db)
    click.echo(json.dumps(report, ensure_ascii=False, indent=2) if as_json else render(report))
    sys.exit(1 if report["failing_examples"] else 0)


DB_OPTION = click.option("--db", type=click.Path(dir_okay=False, path_type=Path), default=DEFAULT_DB,
                         show_default="kb.db in the checkout, else ~/.local/share/rulings-kb/kb.db",
                         help="The KB whose EN texts are the reference (built from data/ if missing or stale).")
LANG_OPTION = click.option("--lang", type=click.Choice(["fr", "ja"]), help="Target language (default: the PO header's).")


def _en_texts(db: Path) -> list[tuple[str, str]]:
    """The KB's current EN rulings, building it first when needed."""
    from kb.catalogs import current_en
    from kb.serve import ensure_built

    ensure_built(db)
    return current_en(db)


def _usable(action):
    """Run action; an unusable PO file is a clear message and exit 2."""
    from mtg.po import PoError

    try:
        return action()
    except PoError as exc:
        click.echo(f"error: {exc}", err=True)
        sys.exit(2)


@main.command("qa")
@click.argument("po_file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@LANG_OPTION
@click.option("--json", "as_json", is_flag=True, help="One JSON object per finding.")
@DB_OPTION
def qa_command(po_file: Path, lang: str | None, as_json: bool, db: Path) -> None:
    """Check PO_FILE's translations against the KB's EN texts and terminology (exit 1 on any error)."""
    import json

    from kb.catalogs import qa_catalog

    en = _en_texts(db)
    lang, results = _usable(lambda: qa_catalog(po_file, lang, en, db))
    for r in results:
        if as_json:
            click.echo(json.dumps({"line": r.entry.line, "msgctxt": r.entry.msgctxt, "msgid": r.entry.msgid,
                                   "check": r.finding.check,
                                   "severity": r.finding.severity, "message": r.finding.message},
                                  ensure_ascii=False))
        else:
            _say_finding(po_file, r)
    errors = sum(r.finding.severity == "error" for r in results)
    if not as_json:
        others = sum(r.finding.check == "unknown_ruling" for r in results)
        click.echo(f"{len(results) - others} findings ({errors} errors) in {po_file} [{lang}]"
                   + (f"; {others} entries are not rulings of the KB, each checked against its own msgid"
                      if others else ""), err=True)
    sys.exit(1 if errors else 0)


def _say_finding(po_file: Path, r, err: bool = False) -> None:
    """One finding as `file:line: severity: check: msgctxt: message` (the form editors jump to)."""
    click.echo(f"{po_file}:{r.entry.line}: {r.finding.severity}: {r.finding.check}: {r.entry.msgctxt}: "
               f"{r.finding.message}", err=err)


@main.command("export-po")
@click.option("--lang", type=click.Choice(["fr", "ja"]), required=True, help="Target language.")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), help="File to write (default: stdout).")
@DB_OPTION
def export_po_command(lang: str, out: Path | None, db: Path) -> None:
    """Write the catalog of every ruling, keeping data/po's translations (stale ones fuzzy with #| msgid)."""
    from kb.catalogs import PO_DIR, export_catalog
    from mtg.po import write_atomically

    data = _usable(lambda: export_catalog(lang, _en_texts(db), PO_DIR / f"{lang}.po", db))
    if out is None:
        click.echo(data.decode(), nl=False)
    else:
        write_atomically(out, data)
        click.echo(f"wrote {out}", err=True)


@main.command("import-po")
@click.argument("po_file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@LANG_OPTION
@click.option("--force", is_flag=True, help="Import despite error-level QA findings (recorded in data/po/imports.log).")
@click.option("--accept-warnings", is_flag=True,
              help="Import despite QA warnings, once a reviewer has read each (recorded in data/po/imports.log).")
@click.option("--dry-run", is_flag=True, help="Say what would change; write nothing.")
@DB_OPTION
def import_po_command(po_file: Path, lang: str | None, force: bool, accept_warnings: bool, dry_run: bool,
                      db: Path) -> None:
    """Validate PO_FILE and merge it into data/po/<lang>.po by msgctxt (entries it lacks are kept; every finding is
    printed, and nothing is written when the file is unusable, has error-level QA findings (unless --force) or
    warnings (unless --accept-warnings)). Translator comments, flags, header fields and #~ entries are kept."""
    from kb.catalogs import ImportRefused, import_catalog

    def attempt():
        """The import; when refused, every finding first, then the reason (exit 2)."""
        try:
            return import_catalog(po_file, lang, _en_texts(db), db=db, force=force, dry_run=dry_run,
                                  accept_warnings=accept_warnings)
        except ImportRefused as refused:
            for r in refused.findings:
                _say_finding(po_file, r, err=True)
            raise

    report, findings = _usable(attempt)
    for r in findings:
        _say_finding(po_file, r, err=True)
    click.echo(report.summary())
    if report.written:
        click.echo("the next build (or serve) loads it")


@main.command("mine-terms")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), required=True,
              help="CSV file to write (data/terms/attested.csv is the shipped one).")
@DB_OPTION
def mine_terms_command(out: Path, db: Path) -> None:
    """Mine the term base from a database's official FR/JA card texts (build the real corpus first): for each CR
    glossary term, curated term and recurring phrase, its attested renderings with counts and example cards."""
    from ingest.term_base import mine_all, write
    from ingest.terms import load_terms

    if not db.exists():
        raise click.UsageError(f"{db} does not exist: build it first (rulings-kb build --out {db} SOURCES)")
    with click.progressbar(length=100, label="mining", file=sys.stderr) as bar:
        done = {"at": 0}

        def progress(lang: str, n: int, total: int) -> None:
            """Advance the bar: half a bar a language."""
            at = (0 if lang == "fr" else 50) + 50 * n // total
            bar.update(at - done["at"])
            done["at"] = at
        renderings = mine_all(db, [t.en for t in load_terms()], progress)
    write(renderings, out)
    terms = {(r.en, r.lang) for r in renderings}
    click.echo(f"wrote {out}: {len(renderings)} renderings of {len({r.en for r in renderings})} terms "
               f"(FR {sum(lang == 'fr' for _, lang in terms)}, JA {sum(lang == 'ja' for _, lang in terms)})", err=True)


def run() -> None:
    """The command line as a process of its own (the rulings-kb script, `python -m kb.cli`): commands may end it
    with os._exit once their output is flushed (in-process callers, CliRunner, call main)."""
    main(obj={"own_process": True})


if __name__ == "__main__":
    run()
