"""Where the build's CPU goes on two processes against one: the same full build run both ways.

    python bench/cpu.py SOURCE... [--out DIR]

Runs `rulings-kb build --no-cache` of the sources twice, each in a fresh process: as it runs (a forked worker on
the second core) and with the worker turned off (everything in one process). Prints wall, user and system
seconds of each (the worker's included) and, last, one JSON object. What two processes cost beyond the work
itself is the difference in user + system time.
"""
from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILD = "import sys\n{setup}from kb.cli import main\nmain(['build', '--no-cache', '--out', *sys.argv[1:]])"
ONE_PROCESS = "import ingest.background as background\nbackground.can_fork = lambda: False\n"


def timed(out: Path, sources: list[str], setup: str) -> dict[str, float]:
    """Wall, user and system seconds of one build (its children included)."""
    before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
    done = subprocess.run([sys.executable, "-c", BUILD.format(setup=setup), str(out), *sources], cwd=ROOT,
                          capture_output=True, text=True)
    wall, after = time.perf_counter() - start, resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):
        sys.exit(f"the build failed:\n{done.stderr[-2000:]}")
    return {"wall_s": round(wall, 1), "user_s": round(after.ru_utime - before.ru_utime, 1),
            "system_s": round(after.ru_stime - before.ru_stime, 1)}


def main() -> None:
    """Build both ways and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sources", nargs="+")
    parser.add_argument("--out", type=Path, help="folder for the two databases (default: a temporary one)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="kb-cpu-") as tmp:
        folder = args.out or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        figures = {"two_processes": timed(folder / "two.db", args.sources, ""),
                   "one_process": timed(folder / "one.db", args.sources, ONE_PROCESS)}
    for name, f in figures.items():
        print(f"{name:14} wall {f['wall_s']:6.1f} s   user {f['user_s']:6.1f} s   system {f['system_s']:5.1f} s")
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
