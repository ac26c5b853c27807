"""How many cores rulings-kb may use, for the build's forked worker and for `serve --workers auto` alike."""
from __future__ import annotations

import os

CORES_VARIABLE = "RULINGS_KB_CORES"  # set it to share a machine: a test worker among as many as cores sets 1


def cores() -> int:
    """The cores this process may use: RULINGS_KB_CORES where it is set, else those it may run on."""
    if (given := os.environ.get(CORES_VARIABLE, "").strip()):
        if not given.isdigit() or int(given) < 1:
            raise ValueError(f"{CORES_VARIABLE} must be a whole number of cores from 1, not {given!r}")
        return int(given)
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1
