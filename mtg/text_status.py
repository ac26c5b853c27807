"""How far a reader may trust a ruling's text: the EN original, a machine translation, a draft (unreviewed,
reviewed, stale). The build stores it with each search entry; the pages show it."""
from __future__ import annotations

from typing import Any


def text_status(row: dict[str, Any]) -> str:
    """How far to trust a text: the EN original, a machine translation, a draft (unreviewed, reviewed, stale)."""
    if row["origin"] == "draft":
        return "stale draft" if row["stale"] else ("reviewed" if row["reviewed"] else "unreviewed draft")
    return {"original": "official original", "machine": "machine translation"}.get(row["origin"], row["origin"])
