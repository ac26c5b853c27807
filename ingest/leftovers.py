"""Temporary files that killed writers left behind, told apart from live ones by the process id in their name."""
from __future__ import annotations

import os


def writer_gone(pid: str) -> bool:
    """Whether the process that named a temporary file with this id has ended (never guessed: False if unsure)."""
    if not pid.isdigit() or os.name != "posix":
        return False  # elsewhere signal 0 is no probe: keep the file
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return True
    except (PermissionError, OverflowError):
        return False
    return False
