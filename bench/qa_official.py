"""False alarms of the translation QA on official translations: printed English card texts against their official
French and Japanese printed texts, from real MTGJSON set files (correct by definition, so every flag is false).

    python bench/qa_official.py                      # the report sets (never tuned on): KHM MID NEO STX
    python bench/qa_official.py --tune [--verbose]   # the 21 tuning sets (TUNE), from the archive
    python bench/qa_official.py --sets DOM WAR --verbose

A pair is one printing's `originalText` (the English as printed) beside the `text` of its French or Japanese
`foreignData` (as printed), the card's own names given to the checks as a ruling's cards are; identical pairs
are counted once. Target (issue 24): at most 1 flagged pair in 30 per language on sets not tuned on.
"""
from __future__ import annotations

import argparse
import json
import sys
import tarfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ingest.terms import load_terms  # noqa: E402
from kb.qa import Pair, check_pair  # noqa: E402
from mtg.terms import CardName  # noqa: E402

SHARED = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "mtgjson"
REPORT = ("KHM", "MID", "NEO", "STX")  # unpacked beside the archive; never tuned on
TUNE = ("ELD", "THB", "IKO", "M21", "ZNR", "AFR", "VOW", "SNC", "KLD", "AER", "AKH", "HOU", "XLN", "RIX", "DOM", "GRN",
        "RNA", "WAR", "M20", "C20", "JMP")  # from the archive; the checks were tuned on these
LANGUAGES = {"French": "fr", "Japanese": "ja"}


def set_files(codes: tuple[str, ...], shared: Path):
    """(code, parsed set) of each code: the unpacked file when there is one, else the archive's member."""
    wanted = set(codes)
    for code in codes:
        path = shared / "sets" / f"{code}.json"
        if path.exists():
            wanted.discard(code)
            yield code, json.loads(path.read_text(encoding="utf-8"))["data"]
    if wanted:
        with tarfile.open(next(shared.glob("*.tar.xz"))) as tar:
            for member in tar:
                code = Path(member.name).stem
                if code in wanted and member.isfile():
                    yield code, json.load(tar.extractfile(member))["data"]


def official_pairs(codes: tuple[str, ...], shared: Path = SHARED) -> list[dict]:
    """Every distinct (EN printed text, official FR/JA printed text) of the sets, with the card's names."""
    seen, pairs = set(), []
    for code, data in set_files(codes, shared):
        for card in data.get("cards", []):
            en = card.get("originalText") or ""
            foreign = {LANGUAGES[f["language"]]: f for f in card.get("foreignData", []) if f["language"] in LANGUAGES}
            if not en.strip():
                continue
            names = CardName(card.get("faceName") or card["name"],
                             (foreign.get("fr") or {}).get("faceName") or (foreign.get("fr") or {}).get("name", ""),
                             (foreign.get("ja") or {}).get("faceName") or (foreign.get("ja") or {}).get("name", ""),
                             "mtgjson", "mtgjson")
            for lang, f in foreign.items():
                if f.get("text", "").strip() and (key := (en, f["text"], lang)) not in seen:
                    seen.add(key)
                    pairs.append({"set": code, "card": card["name"], "lang": lang, "en": en, "target": f["text"],
                                  "names": names})
    return pairs


def measure(pairs: list[dict], verbose: bool = False) -> dict[str, dict]:
    """Per language: pairs, flagged pairs, flags per 30, and how many pairs each check flagged."""
    terms = tuple(load_terms())
    out: dict[str, dict] = {}
    for p in pairs:
        fired = check_pair(Pair(p["en"], p["target"], p["lang"], terms, (p["names"],), card_text=True))
        row = out.setdefault(p["lang"], {"pairs": 0, "flagged": 0, "by_check": Counter()})
        row["pairs"] += 1
        if fired:
            row["flagged"] += 1
            row["by_check"].update({f.check for f in fired})
            if verbose:
                print(f"{p['set']} {p['card']} [{p['lang']}] {sorted({f.check for f in fired})}\n  EN {p['en']!r}\n"
                      f"  {p['lang'].upper()} {p['target']!r}\n  " + "\n  ".join(f.message for f in fired))
    for row in out.values():
        row["per_30"] = round(30 * row["flagged"] / row["pairs"], 2) if row["pairs"] else 0.0
        row["by_check"] = dict(row["by_check"].most_common())
    return out


def main() -> None:
    """Print the false alarms per language, then one JSON object."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", nargs="+", help="set codes (default: the report sets)")
    parser.add_argument("--tune", action="store_true", help="the tuning sets instead of the report sets")
    parser.add_argument("--shared", type=Path, default=SHARED, help="the MTGJSON folder (sets/ and the archive)")
    parser.add_argument("--verbose", action="store_true", help="print every flagged pair")
    args = parser.parse_args()
    codes = tuple(args.sets) if args.sets else TUNE if args.tune else REPORT
    result = measure(official_pairs(codes, args.shared), args.verbose)
    print(f"official printed texts of {' '.join(codes)}: flagged pairs (every one a false alarm); target <= 1 in 30")
    for lang, row in sorted(result.items()):
        print(f"  {lang}: {row['flagged']} of {row['pairs']} pairs flagged = {row['per_30']} in 30; by check "
              f"{row['by_check']}")
    print(json.dumps({"sets": codes, **result}, ensure_ascii=False))


if __name__ == "__main__":
    main()
