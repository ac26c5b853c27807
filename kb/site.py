"""What the plugin gives any Datasette serving a rulings-kb database: our templates and our metadata.

So `datasette kb.db` (the package installed) shows the same pages, table descriptions and canned
queries as `rulings-kb serve`, whatever the database file is called.
"""
from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from kb.i18n import N_
from mtg.kb_file import NotAKnowledgeBase, check_knowledge_base
from mtg.paths import TEMPLATES

METADATA = Path(__file__).resolve().parent / "metadata.yaml"
# metadata.yaml's words the footer shows, marked for the catalogs (the footer translates them where it shows them).
SHOWN_IN_FOOTER = (N_("Wizards of the Coast rulings and Comprehensive Rules (as shipped in data/)"),)


@cache
def _shipped_json() -> str:
    """kb/metadata.yaml, read once, as JSON text."""
    return json.dumps(yaml.safe_load(METADATA.read_text(encoding="utf-8")))


def shipped_metadata() -> dict[str, Any]:
    """kb/metadata.yaml: the site's title and description, and the KB database's tables and canned queries; a new
    copy at each call, since Datasette merges a user's metadata into what plugins return (a user's `allow` on one
    database must not reach the next Datasette or database). 0.02 ms."""
    return json.loads(_shipped_json())


@cache
def is_knowledge_base(path: str | None) -> bool:
    """Whether a served file is a rulings-kb database (by its marker); in-memory databases are not."""
    if not path:
        return False
    try:
        check_knowledge_base(Path(path))
    except (NotAKnowledgeBase, OSError):
        return False
    return True


def site_metadata(datasette) -> dict[str, Any]:
    """The shipped metadata, its database part given to every served rulings-kb database by name (each its own copy;
    the first that of the one copy read: Datasette asks for metadata dozens of times a page, and reading it twice a
    call was a tenth of a card page's time)."""
    shipped = shipped_metadata()
    names = [name for name, db in datasette.databases.items() if is_knowledge_base(getattr(db, "path", None))]
    part = next(iter(shipped.pop("databases", {}).values()), {})
    databases = {name: part if i == 0 else next(iter(shipped_metadata().get("databases", {}).values()), {})
                 for i, name in enumerate(names)}
    return shipped | {"databases": databases}


def add_templates(loader) -> None:
    """Put our templates after any --template-dir and before Datasette's own, in Datasette's file loader."""
    files = loader.loaders[0]  # Datasette's ChoiceLoader: [FileSystemLoader(template paths), "default:" prefix]
    paths = [str(p) for p in files.searchpath]
    if str(TEMPLATES) not in paths:
        files.searchpath.insert(max(len(paths) - 1, 0), str(TEMPLATES))
