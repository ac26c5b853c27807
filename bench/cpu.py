"""Where the build's CPU goes: the same full build run three ways, with the time of each step.

    python bench/cpu.py SOURCE... [--out DIR]

Runs `rulings-kb build --no-cache` of the sources three times, each in a fresh process: as it runs (a forked
worker on the second core), with the worker turned off (everything in one process: each step's seconds are
then its CPU), and on two processes with the translation checks left out (what the build would cost without
its largest piece of work). Prints wall, user and system seconds of each (the worker's included), the steps'
seconds, and, last, one JSON object. What two processes cost beyond the work itself is the difference in user +
system time; what the ratio bare insert / build could reach without the checks is read off the third run.
"""
from __future__ import annotations

import argparse
import json
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Each step's line ("Assembling: rulings … (cards: 0.9 s)") is printed on stderr even off a terminal.
STEPS = "import ingest.build as build\nstepper = build._stepper\nbuild._stepper = lambda progress: stepper(True)\n"
BUILD = "import sys\n" + STEPS + "{setup}from kb.cli import main\nmain(['build', '--no-cache', '--out', *sys.argv[1:]])"
WAYS = {
    "two_processes": "",
    "one_process": "import ingest.background as background\nbackground.can_fork = lambda: False\n",
    "two_without_checks": "build.add_findings = lambda *args, **kwargs: None\n",
}
TOOK = re.compile(r"\(([^()]+): (\d+(?:\.\d+)?) s\)\.?$")


def timed(out: Path, sources: list[str], setup: str) -> dict:
    """Wall, user and system seconds of one build (its children included), and the seconds of each step."""
    before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
    done = subprocess.run([sys.executable, "-c", BUILD.format(setup=setup), str(out), *sources], cwd=ROOT,
                          capture_output=True, text=True)
    wall, after = time.perf_counter() - start, resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):
        sys.exit(f"the build failed:\n{done.stderr[-2000:]}")
    steps = {m[1]: float(m[2]) for line in done.stderr.splitlines() if (m := TOOK.search(line.strip()))}
    return {"wall_s": round(wall, 1), "user_s": round(after.ru_utime - before.ru_utime, 1),
            "system_s": round(after.ru_stime - before.ru_stime, 1), "steps": steps}


def main() -> None:
    """Build the three ways and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sources", nargs="+")
    parser.add_argument("--out", type=Path, help="folder for the databases (default: a temporary one)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="kb-cpu-") as tmp:
        folder = args.out or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        figures = {way: timed(folder / f"{way}.db", args.sources, setup) for way, setup in WAYS.items()}
    for name, f in figures.items():
        print(f"{name:18} wall {f['wall_s']:6.1f} s   user {f['user_s']:6.1f} s   system {f['system_s']:5.1f} s")
        print(" " * 19 + ", ".join(f"{step} {seconds:.1f}" for step, seconds in f["steps"].items()))
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
