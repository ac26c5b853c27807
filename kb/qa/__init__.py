"""Translation QA: MTG-aware checks of a FR/JA text against its EN original, one module per check."""
from __future__ import annotations

from kb.qa.pair import Finding, Pair

__all__ = ["CHECK_NAMES", "Finding", "Pair", "check_pair"]


def __getattr__(name: str):
    """check_pair and CHECK_NAMES, from kb.qa.run when first asked for: a module that needs one check's helpers
    (ingest/align.py reads numbers and terms) does not import every check (0.1 s of a rebuild's start)."""
    if name in ("CHECK_NAMES", "check_pair"):
        from kb.qa import run

        return getattr(run, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
