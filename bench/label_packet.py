"""Draw a sample of real rulings for a labeller working apart from the linker, and write its packet.

    python bench/label_packet.py --db real.db --seed 916 --out /tmp/label141 [--also /tmp/label142 …]
    python bench/label_packet.py --db real.db --relabel 1 --out /tmp/relabel1   # the first 150 stale labels
    python bench/label_packet.py --db real.db --relabel 1 --about 'phas(?:e|ed|ing) (?:out|in)' --others 400 \
        --seed 940 --out /tmp/about1   # the first 150 of the stale labels about new predicates' points, and others
    python bench/label_packet.py --db real.db --again linker_topics_report157.json --out /tmp/again157

The packet is what the labeller reads, and nothing of the linker: `sample.json` (the rulings, each with one card it
is printed for and that card's Oracle text), `preds.md` (every predicate under its topic: signature, what it decides,
its words and CR rules), `cr.txt` (the newest Comprehensive Rules in data/cr) and `brief.md` (bench/eval/label_brief.md,
how to label). The sample leaves out every ruling a set in bench/eval already labels and those of the packets named by
--also (drawn for other labellers at the same time), then takes --size of the rest with random.Random(seed).
The labeller writes `out/linker_topics_reportN.json` (each item as drawn, plus its "labels") and a README; both go to
bench/eval, and bench/eval/linker_topics_predicates.json gets the predicates there were (bench/eval/README.md).
--relabel K draws no sample: it takes the K-th 150 of the rulings whose labels are stale (their set was labelled before
some predicate existed; each text once, in the sets' order), to be labelled again against every predicate
(bench/eval/relabel/, read by bench/hand_labels.py). With --about REGEX it takes the K-th 150 of the stale labels whose
text REGEX finds (the points of predicates newer than their labels), with --others more stale ones drawn at random
(so the labels hold rulings about other points too), shuffled together with --seed. --again NAME takes the rulings of
one labelled set of bench/eval as they are, in its order, to be labelled again against every predicate.
"""
from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import sqlite3
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from kb.rules.registry import all_predicates  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
EVAL = ROOT / "bench" / "eval"
BRIEF = EVAL / "label_brief.md"


def copy_newest_cr(to: Path) -> None:
    """Copy the newest Comprehensive Rules in data/cr to a packet's cr.txt (an audit brief's too)."""
    shutil.copyfile(max((ROOT / "data" / "cr").glob("MagicCompRules-*.txt")), to / "cr.txt")


def labelled_ids(also: list[Path]) -> set[str]:
    """The ruling ids some topic set of bench/eval, or a packet of also, holds already."""
    files = [*EVAL.glob("linker_topics_*.json"), *(folder / "sample.json" for folder in also)]
    return {item["ruling_id"] for f in files if f.name != "linker_topics_predicates.json"
            for item in json.loads(f.read_text(encoding="utf-8"))}


def stale(known_now: set[str]) -> list[str]:
    """The ruling ids of the topic sets labelled before some predicate of known_now existed, each text once, in the
    sets' order (report19b, report19's rulings labelled again, left out)."""
    known = json.loads((EVAL / "linker_topics_predicates.json").read_text(encoding="utf-8"))
    ids, texts = [], set()
    for name, predicates in known.items():
        if name == "linker_topics_report19b.json" or known_now <= set(predicates):
            continue
        for item in json.loads((EVAL / name).read_text(encoding="utf-8")):
            if item["comment"] not in texts:
                texts.add(item["comment"])
                ids.append(item["ruling_id"])
    return ids


def about(ids: list[str], first: dict[str, tuple], pattern: str, others: int, seed: int) -> list[str]:
    """The ids whose EN text pattern finds (case aside), and others of the rest drawn at random, shuffled together."""
    found = re.compile(pattern, re.IGNORECASE)
    matching, rest = [], []
    for i in (i for i in ids if i in first):  # each text searched once
        (matching if found.search(first[i][3]) else rest).append(i)
    rng = random.Random(seed)
    chosen = matching + rng.sample(rest, min(others, len(rest)))
    rng.shuffle(chosen)
    return chosen


def again(name: str) -> list[dict]:
    """The rulings of a labelled set of bench/eval as they were drawn, in its order, without their labels."""
    return [{key: value for key, value in item.items() if key != "labels"}
            for item in json.loads((EVAL / name).read_text(encoding="utf-8"))]


def draw(db: sqlite3.Connection, seed: int, size: int, leave_out: set[str]) -> list[dict]:
    """size rulings with an EN text, none of leave_out, each with the first card (by name) its source or page is about."""
    first = _firsts(db)
    return _items(first, random.Random(seed).sample(sorted(set(first) - leave_out), size))


def _firsts(db: sqlite3.Connection) -> dict[str, tuple]:
    """Each ruling with an EN text and its first card (by name): (id, published, source, text, oracle id, name, Oracle
    text)."""
    rows = db.execute("""
        SELECT r.id, r.published, r.source, t.text, c.oracle_id, c.name, coalesce(c.oracle_text, '')
        FROM rulings r JOIN ruling_texts t ON t.ruling_id = r.id AND t.lang = 'en' AND t.origin = 'original'
        JOIN ruling_cards rc ON rc.ruling_id = r.id AND rc.method IN ('source', 'page')
        JOIN cards c ON c.oracle_id = rc.oracle_id
        ORDER BY r.id, c.name""").fetchall()
    first: dict[str, tuple] = {}
    for row in rows:
        first.setdefault(row[0], row)
    return first


def _items(first: dict[str, tuple], chosen: list[str]) -> list[dict]:
    """The packet's items of these rulings."""
    return [{"object": "ruling", "oracle_id": first[i][4], "source": first[i][2], "published_at": first[i][1],
             "comment": first[i][3], "card": first[i][5], "card_oracle_text": first[i][6], "ruling_id": i}
            for i in chosen]


def predicates_md(topics: dict[str, tuple[str, str]]) -> str:
    """Every predicate under its topic (id: name, CR rule): signature, what it decides, its words, its CR rules."""
    by_topic: dict[str, list] = {}
    for p in sorted(all_predicates().values(), key=lambda p: p.name):
        by_topic.setdefault(p.mechanic, []).append(p)
    lines = [f"# The {sum(map(len, by_topic.values()))} predicates, under {len(by_topic)} topics", ""]
    for topic in sorted(by_topic):
        name, rule = topics.get(topic, (topic, ""))
        lines += [f"## topic `{topic}` — {name} (CR {rule})", ""]
        for p in by_topic[topic]:
            lines.append(f"- **`{p.name}`** `{p.signature}` — {p.doc}")
            lines += [f"  - {line}" for line in p.usage.splitlines() if line.strip()]
            lines.append(f"  - CR: {', '.join(p.cr_rules)}")
        lines.append("")
    return "\n".join(lines)


def main() -> None:
    """Draw the sample and write the packet."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, required=True, help="a kb.db built from the 574 shared set files")
    parser.add_argument("--seed", type=int)
    parser.add_argument("--relabel", type=int, metavar="K", help="the K-th 150 stale labels (from 1), not a sample")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--size", type=int, default=150)
    parser.add_argument("--also", type=Path, nargs="*", default=[], help="packets drawn before this one, left out")
    parser.add_argument("--about", metavar="REGEX", help="with --relabel: the stale labels whose text REGEX finds")
    parser.add_argument("--others", type=int, default=0, help="with --about: this many other stale labels at random")
    parser.add_argument("--again", metavar="NAME", help="the rulings of this labelled set of bench/eval, as they are")
    args = parser.parse_args()
    db = sqlite3.connect(args.db)
    topics = {m: (name, rule) for m, name, rule in db.execute("SELECT id, name, cr_rule FROM mechanics")}
    if args.again:
        sample = again(args.again)
    elif args.relabel:
        first, ids = _firsts(db), stale(set(all_predicates()))
        if args.about:
            ids = about(ids, first, args.about, args.others, args.seed)
        sample = _items(first, ids[(args.relabel - 1) * args.size:args.relabel * args.size])
    else:
        sample = draw(db, args.seed, args.size, labelled_ids(args.also))
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "sample.json").write_text(json.dumps(sample, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    (args.out / "preds.md").write_text(predicates_md(topics) + "\n", encoding="utf-8")
    copy_newest_cr(args.out)
    shutil.copyfile(BRIEF, args.out / "brief.md")
    how = (f"the rulings of {args.again}" if args.again else
           f"stale labels{f' about {args.about!r} and {args.others} others, seed {args.seed}' if args.about else ''}, "
           f"block {args.relabel}" if args.relabel else f"seed {args.seed}")
    print(f"{args.out}: {len(sample)} rulings ({how}), {len(all_predicates())} predicates")


if __name__ == "__main__":
    main()
