"""Measure the FR/JA -> EN aligner on translated pages labelled apart (bench/eval/align_README.md).

    python bench/align_eval.py                                # the held-out set: report only
    python bench/align_eval.py --set bench/eval/align_tune    # the set the thresholds were tuned on

Builds the shipped data plus the set's pages, then reads which EN ruling each labelled text was attached to.
Precision: attached texts attached to the right ruling; recall: texts with an EN original attached to it.
"""
from __future__ import annotations

import argparse
import json
import sqlite3
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ingest.build import DEFAULT_SOURCES, build, shown_path  # noqa: E402

HELD_OUT = ROOT / "bench" / "eval" / "align_heldout"


def evaluate(folder: Path, drafts: bool = True) -> dict:
    """Build with the set's pages (and the PO drafts unless drafts is False); compare each text with its gold."""
    gold = [json.loads(line) for line in (folder / "gold.jsonl").read_text(encoding="utf-8").splitlines() if line]
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "kb.db"
        sources = [s for s in DEFAULT_SOURCES if drafts or s.name != "po"]
        build([*sources, folder], out)
        conn = sqlite3.connect(out)
        rows = {}
        for path, line, lang, rid, en_missing in conn.execute(
                "select d.path, t.line, t.lang, t.ruling_id, r.en_missing from ruling_texts t "
                "join documents d on d.id = t.document_id join rulings r on r.id = t.ruling_id "
                "where t.origin != 'draft'"):
            rows[(path, line)] = (lang, None if en_missing else rid)
    results = {"fr": [0, 0, 0, 0], "ja": [0, 0, 0, 0]}  # attached, right, with an original, extras attached
    misses = []
    for g in gold:
        lang, got = rows.get((shown_path(folder / g["page"]), g["line"]), (g["lang"], None))
        counts = results[g["lang"]]
        counts[0] += got is not None
        counts[1] += got is not None and got == g["en_ruling"]
        counts[2] += g["en_ruling"] is not None
        counts[3] += got is not None and g["en_ruling"] is None
        if got != g["en_ruling"]:
            misses.append(f"{g['page']}:{g['line']} ({lang}) gold {g['en_ruling']} got {got}")
    return {"results": results, "misses": misses}


def report(scores: dict) -> str:
    """Precision and recall per language and overall, then the misses."""
    lines = ["| lang | texts with an original | attached | right | precision | recall | extras attached |",
             "| --- | --- | --- | --- | --- | --- | --- |"]
    total = [0, 0, 0, 0]
    for lang, (attached, right, wanted, extras) in scores["results"].items():
        total = [a + b for a, b in zip(total, (attached, right, wanted, extras))]
        lines.append(_row(lang, attached, right, wanted, extras))
    lines.append(_row("all", *total))
    return "\n".join(lines + [""] + [f"miss: {m}" for m in scores["misses"]])


def _row(lang: str, attached: int, right: int, wanted: int, extras: int) -> str:
    """One line of the table."""
    precision = right / attached if attached else 1.0
    recall = right / wanted if wanted else 1.0
    return f"| {lang} | {wanted} | {attached} | {right} | {precision:.2f} | {recall:.2f} | {extras} |"


def main() -> None:
    """Parse arguments, evaluate, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", type=Path, default=HELD_OUT, help="a folder of pages with gold.jsonl")
    parser.add_argument("--without-drafts", action="store_true",
                        help="build without the PO drafts (data/po), so likeness to a draft is no evidence")
    args = parser.parse_args()
    scores = evaluate(args.set, drafts=not args.without_drafts)
    print(report(scores))
    attached = sum(r[0] for r in scores["results"].values())
    right = sum(r[1] for r in scores["results"].values())
    wanted = sum(r[2] for r in scores["results"].values())
    print(json.dumps({"set": args.set.name, "drafts": not args.without_drafts, "precision": round(right / attached, 3) if attached else 1.0,
                      "recall": round(right / wanted, 3) if wanted else 1.0}))


if __name__ == "__main__":
    main()
