"""How well and how fast a PO entry whose ruling's EN text was corrected is found again (kb/po.py match_orphans).

    python bench/po_match.py [--db kb.db]

Each EN text of --db's rulings with a FR/JA draft is corrected in five ways (a word changed, a sentence added,
the last quarter cut, every seventh word dropped, two commas dropped); its old text is then an orphaned entry,
to be matched among all the other EN texts plus the corrected one. The corrections were written for this
measure, not used to choose the 0.75 threshold. Prints, for match_orphans and for the difflib measure it
replaced, how often the corrected text was found, then the seconds to match 57 entries against every EN text
of --db (a large database shows the cost). Last line: one JSON object.
"""
from __future__ import annotations

import argparse
import difflib
import json
import sqlite3
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from mtg.po import SIMILAR, PoEntry, match_orphans  # noqa: E402

EDITS = (lambda t: t.replace(" the ", " that ", 1), lambda t: t + " This is a change.", lambda t: t[: len(t) * 3 // 4],
         lambda t: " ".join(w for i, w in enumerate(t.split()) if i % 7 != 3), lambda t: t.replace(",", "", 2))


def difflib_match(orphans: list[PoEntry], current: dict[str, str]) -> dict[str, PoEntry]:
    """The measure match_orphans used before: difflib's ratio, the same threshold and uniqueness rule."""
    found: dict[str, tuple[float, PoEntry]] = {}
    for entry in orphans:
        scored = sorted(((difflib.SequenceMatcher(None, entry.msgid, en).ratio(), rid)
                         for rid, en in current.items()), reverse=True)
        if scored and scored[0][0] >= SIMILAR and (len(scored) == 1 or scored[1][0] < scored[0][0]):
            ratio, rid = scored[0]
            if rid not in found or found[rid][0] < ratio:
                found[rid] = (ratio, entry)
    return {rid: entry for rid, (_, entry) in found.items()}


def main() -> None:
    """Measure on --db and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, default=Path("kb.db"))
    args = parser.parse_args()
    with sqlite3.connect(args.db) as conn:
        en = dict(conn.execute("select ruling_id, text from ruling_texts where lang = 'en'"))
        drafted = [rid for (rid,) in conn.execute("select distinct ruling_id from ruling_texts where origin = 'draft' "
                                                  "order by ruling_id")]
    sample = {rid: en[rid] for rid in drafted[:57] if rid in en} or dict(list(en.items())[:57])
    found = {"rapidfuzz": 0, "difflib": 0}
    cases = 0
    for rid, text in sample.items():
        for edit in EDITS:
            corrected = edit(text)
            if corrected == text:
                continue
            current = {r: t for r, t in sample.items() if r != rid} | {"corrected": corrected}
            orphan = [PoEntry(rid, text, "x", False, None, 0)]
            cases += 1
            found["rapidfuzz"] += "corrected" in match_orphans(orphan, current)
            found["difflib"] += "corrected" in difflib_match(orphan, current)
    orphans = [PoEntry(f"old-{rid}", text, "x", False, None, 0) for rid, text in sample.items()]
    start = time.perf_counter()
    match_orphans(orphans, en)
    seconds = time.perf_counter() - start
    print(f"{cases} corrections of {len(sample)} rulings: found {found['rapidfuzz']} (match_orphans), "
          f"{found['difflib']} (difflib)")
    print(f"{len(orphans)} entries matched against {len(en):,} EN texts in {seconds:.2f} s")
    print(json.dumps({"corrections": cases, "found": found["rapidfuzz"], "found_difflib": found["difflib"],
                      "entries": len(orphans), "en_texts": len(en), "match_s": round(seconds, 2)}))


if __name__ == "__main__":
    main()
