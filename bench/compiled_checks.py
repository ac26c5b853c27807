"""What compiling the translation checks gains: the checks run as Python and as mypyc-compiled C, on the same pairs.

    python bench/compiled_checks.py --db KB [--pairs 40000]

Copies `kb/`, `ingest/` and `mtg/` into a temporary folder, compiles the check modules there with mypyc (pip install
mypy; nothing in the checkout changes), then checks the first N FR/JA texts of the database against their EN
rulings (with the shipped terminology, no card names) once with each copy, each in a fresh process. Prints the
seconds of each, and last one JSON object: pairs, python_s, compiled_s, speedup, same_findings.
"""
from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# The modules of kb/qa that mypyc compiles as they are (the others use what it does not take, or weigh little).
COMPILED = ("numbers", "untranslated", "omission", "negation", "symbols", "card_names", "templating", "length", "run")
TIMED = """
import hashlib, json, sqlite3, sys, time
from ingest.terms import load_terms
from kb.qa.pair import Pair
from kb.qa.run import check_pair
db, limit = sqlite3.connect(sys.argv[1]), int(sys.argv[2])
terms = tuple(load_terms())
en = dict(db.execute("select ruling_id, text from ruling_texts where lang = 'en'"))
pairs = [Pair(en[rid], text, lang, terms, (), detected=detected) for rid, lang, text, detected in db.execute(
    "select ruling_id, lang, text, detected_lang from ruling_texts where lang in ('fr', 'ja') order by rowid")
    if rid in en][:limit]
start = time.perf_counter()
findings = [check_pair(pair) for pair in pairs]
print(json.dumps({"pairs": len(pairs), "s": time.perf_counter() - start, "native": type(check_pair).__name__ != "function",
                  "findings": hashlib.sha256(repr(findings).encode()).hexdigest()}))
"""


def compiled_copy(folder: Path) -> Path:
    """kb/, ingest/ and mtg/ copied into folder, with the check modules compiled by mypyc."""
    for package in ("kb", "ingest", "mtg"):
        shutil.copytree(ROOT / package, folder / package, ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    done = subprocess.run([sys.executable, "-m", "mypyc", *(f"kb/qa/{m}.py" for m in COMPILED)], cwd=folder,
                          capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"mypyc failed (is mypy installed?):\n{(done.stdout + done.stderr)[-3000:]}")
    return folder


def timed(path: Path, db: Path, pairs: int) -> dict:
    """The checks over the pairs, run with the code in path: pairs, seconds, a hash of every finding."""
    done = subprocess.run([sys.executable, "-c", TIMED, str(db), str(pairs)], cwd=path, capture_output=True,
                          text=True, env={"PYTHONPATH": str(path), "PATH": "/usr/bin:/bin"})
    if done.returncode != 0:
        sys.exit(f"the checks failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    """Compile, time both ways, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, required=True, help="a built kb.db with FR/JA texts")
    parser.add_argument("--pairs", type=int, default=40000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="kb-mypyc-") as tmp:
        python = timed(ROOT, args.db.resolve(), args.pairs)
        compiled = timed(compiled_copy(Path(tmp)), args.db.resolve(), args.pairs)
    if python["native"] or not compiled["native"]:
        sys.exit("the compiled copy was not the one imported (or the checkout holds compiled modules)")
    figures = {"pairs": python["pairs"], "python_s": round(python["s"], 2), "compiled_s": round(compiled["s"], 2),
               "speedup": round(python["s"] / compiled["s"], 3), "same_findings": python["findings"] == compiled["findings"]}
    print(f"{figures['pairs']:,} pairs: Python {figures['python_s']} s, compiled {figures['compiled_s']} s "
          f"(x{figures['speedup']}); same findings: {figures['same_findings']}")
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
