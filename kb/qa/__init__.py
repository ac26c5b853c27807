"""Translation QA: MTG-aware checks of a FR/JA text against its EN original, one module per check."""
from __future__ import annotations

from kb.qa.pair import Finding, Pair
from kb.qa.run import CHECK_NAMES, check_pair

__all__ = ["CHECK_NAMES", "Finding", "Pair", "check_pair"]
