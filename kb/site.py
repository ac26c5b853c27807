"""What the plugin gives any Datasette serving a rulings-kb database: our templates and our metadata.

So `datasette kb.db` (the package installed) shows the same pages, table descriptions and canned
queries as `rulings-kb serve`, whatever the database file is called.
"""
from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import yaml

from mtg.kb_file import NotAKnowledgeBase, check_knowledge_base
from mtg.paths import TEMPLATES

METADATA = Path(__file__).resolve().parent / "metadata.yaml"


@cache
def shipped_metadata() -> dict[str, Any]:
    """kb/metadata.yaml: the site's title and description, and the KB database's tables and canned queries."""
    return yaml.safe_load(METADATA.read_text(encoding="utf-8"))


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
    """The shipped metadata, its database part given to every served rulings-kb database by name."""
    shipped = shipped_metadata()
    ours = next(iter(shipped.get("databases", {}).values()), {})
    names = [name for name, db in datasette.databases.items() if is_knowledge_base(getattr(db, "path", None))]
    return {key: value for key, value in shipped.items() if key != "databases"} | {
        "databases": {name: ours for name in names}}


def add_templates(loader) -> None:
    """Put our templates after any --template-dir and before Datasette's own, in Datasette's file loader."""
    files = loader.loaders[0]  # Datasette's ChoiceLoader: [FileSystemLoader(template paths), "default:" prefix]
    paths = [str(p) for p in files.searchpath]
    if str(TEMPLATES) not in paths:
        files.searchpath.insert(max(len(paths) - 1, 0), str(TEMPLATES))
