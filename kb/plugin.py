"""The Datasette plugin of rulings-kb (registered by entry point, so plain `datasette kb.db` loads it)."""
from __future__ import annotations

from datasette import hookimpl

from kb.home import home_stats
from kb.sql_functions import register_functions


@hookimpl
def extra_template_vars(template, datasette):
    """Give the home page what the knowledge base holds."""
    if template != "index.html":
        return {}

    async def inner():
        return {"kb": await home_stats(datasette)}

    return inner


@hookimpl
def prepare_connection(conn):
    """Every rule predicate as a SQL function, e.g. party_size('["Creature — Human Cleric"]')."""
    register_functions(conn)
