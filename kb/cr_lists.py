"""Lists the Comprehensive Rules spell out, read from the newest shipped edition: creature types (205.3m) and the
other kinds of type (205.2a, 205.3g–q, 205.4a), ability words (207.2c), keyword abilities (702.x) with their kind, and
keyword actions (701.x).

Read by content (ingest's CR parser) once per process, so a new edition in data/cr updates them.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from mtg.paths import DATA_DIR


@cache
def _newest_edition():
    """The newest CR edition under data/cr, as its one parser reads it."""
    from ingest.formats import comprehensive_rules  # the CR's one parser (below the build: no circle through it)
    from ingest.sources import read_source

    editions = {}  # by the date its intro gives: only the newest is parsed (each took 0.13 s)
    for path in sorted((DATA_DIR / "cr").glob("*.txt")):
        source = read_source(path, str(path))
        if comprehensive_rules.sniff(source) and (date := comprehensive_rules.effective_date(source)):
            editions[date] = source
    for date in sorted(editions, reverse=True):
        parsed = comprehensive_rules.parse(editions[date])
        if parsed.cr_version:
            return parsed
    raise LookupError(f"no Comprehensive Rules edition in {DATA_DIR / 'cr'}")


@cache
def newest_rules() -> dict[str, str]:
    """Rule number -> text of the newest CR edition under data/cr."""
    return {r.number: r.text for r in _newest_edition().rules}


@cache
def newest_glossary_terms() -> tuple[str, ...]:
    """The glossary terms of the newest CR edition under data/cr (game terms, formats among them: "Two-Headed Giant")."""
    return tuple(dict.fromkeys(g.term for g in _newest_edition().glossary))


def _listed(text: str, introduced_by: str) -> tuple[str, ...]:
    """The items of the enumeration "… <introduced_by> A, B, and C." in a rule's text."""
    tail = text.split(introduced_by, 1)[1].split(".")[0]
    return tuple(item.strip() for item in re.split(r",\s*(?:and\s+)?", tail) if item.strip())


@cache
def creature_types() -> frozenset[str]:
    """Every creature type (205.3m: "One creature type is two words long: Time Lord. All other … are one word long: …")."""
    text = newest_rules()["205.3m"]
    two_words = re.findall(r"two words long: ([^.]+)\.", text)
    return frozenset(_listed(text, "one word long:")) | {t.strip() for t in two_words}


# kind of type -> (the rule listing them, the words its list follows): 205.2a, 205.4a, 205.3g-k, 205.3q
TYPE_LISTS = {"card type": ("205.2a", "The card types are"), "supertype": ("205.4a", "The supertypes are"),
              "artifact type": ("205.3g", "The artifact types are"),
              "enchantment type": ("205.3h", "The enchantment types are"),
              "land type": ("205.3i", "The land types are"),
              "planeswalker type": ("205.3j", "The planeswalker types are"),
              "spell type": ("205.3k", "The spell types are"), "battle type": ("205.3q", "That battle type is")}


@cache
def types_of_kind(kind: str) -> frozenset[str]:
    """Every type of a kind the CR lists ("card type", "land type", …; "creature type" and "basic land type" too),
    lower case for card types and supertypes, as printed for subtypes ("Equipment (see rule 301.5)" -> "Equipment")."""
    if kind == "creature type":
        return creature_types()
    if kind == "basic land type":  # 205.3i "Of that list, Forest, Island, Mountain, Plains, and Swamp are the basic …"
        said = re.search(r"Of that list, (.+?) are the basic land types", newest_rules()["205.3i"])
        return frozenset(w.strip() for w in re.split(r",\s*(?:and\s+)?", said[1]))
    number, intro = TYPE_LISTS[kind]
    text = re.sub(r"\s*\([^)]*\)", "", newest_rules()[number])  # "(see rule 717)" holds a period
    return frozenset(_listed(text, intro))


@cache
def ability_words() -> frozenset[str]:
    """Every ability word (207.2c: "The ability words are …")."""
    return frozenset(_listed(newest_rules()["207.2c"], "The ability words are"))


def _titles(section: str) -> dict[str, str]:
    """Name (lower case) -> number of each titled rule of a section: "702.142" "Boast" -> {"boast": "702.142"}."""
    category = {"702": "keyword ability", "701": "keyword action"}[section]
    return {k.name.lower(): k.cr_rule for k in keywords_of(newest_rules()) if k.category == category}


@cache
def keyword_abilities() -> dict[str, str]:
    """Every keyword ability (lower case) with its rule (702.2 Deathtouch … 702.178 Max Speed)."""
    return _titles("702")


@dataclass(frozen=True)
class Keyword:
    """A word the CR gives rules meaning to (or lists as having none): its category, kind and rule."""

    name: str
    category: str  # "keyword ability" (702), "keyword action" (701) or "ability word" (207.2c)
    kind: str | None  # static, triggered, activated, spell, "static, triggered" (several), action, none; None: read the rule
    cr_rule: str


ABILITY_KIND = re.compile(r"(?<!delayed )(static|triggered|activated|spell|mana|characteristic-defining|evasion) abilit"
                          r"|(replacement) effect")  # a delayed trigger is created by an effect (603.7), not a kind
# 604.3 CDAs and evasion abilities are static; 614.1c-d "[This permanent] enters with …" is a replacement effect, which
# a static ability generates (Ravenous, 702.156a: "represents both a replacement effect and a triggered ability")
KIND_OF = {"characteristic-defining": "static", "evasion": "static", "replacement": "static"}


def keyword_kind(first_subrule: str) -> str | None:
    """The kind a keyword ability's first subrule (702.Na) gives it: "Flying is an evasion ability" -> static;
    "Madness is a keyword that represents two abilities. The first is a static ability … The second is a
    triggered ability" -> "static, triggered". None when the subrule names no kind (read the rule)."""
    def kinds(text: str) -> list[str]:
        return list(dict.fromkeys(KIND_OF.get(k, k) for k in (a or b for a, b in ABILITY_KIND.findall(text))))

    sentences = first_subrule.split(". ")
    opening = ". ".join(sentences[:2])
    special = re.search(r"special kind of (\w+) ability", sentences[0])
    if special:
        return special[1]
    if re.search(r"\brepresents? (?:two|three|four|both)\b|\blinked to\b", opening) or \
            re.search(r"\brepresents? an? \w+ ability and an? \w+ ability\b", sentences[0]):  # 702.147a Decayed
        several = kinds(first_subrule) or _quoted_kinds(first_subrule)  # each ability it represents is named, or
        return ", ".join(sorted(several)) or None  # quoted: "Fading N" means "… enters with …" and "At the beginning …"
    for text in (sentences[0], opening):
        if len(found := kinds(text)) == 1:
            return found[0]
    return None


def _quoted_kinds(subrule: str) -> list[str]:
    """The kinds of the abilities a keyword's definition quotes (702.32a Fading, 702.63a Vanishing): one starting
    "When", "Whenever" or "At" is triggered (603.1), a cost and a colon activated (602.1), any other static (an "enters
    with" ability is a replacement effect, 614.1c)."""
    found = []
    for ability in re.findall(r"“([^”]+)”", subrule.split(" means ", 1)[-1]):
        kind = ("triggered" if re.match(r"(?:When|Whenever|At)\b", ability) else
                "activated" if re.match(r"[^.]*:", ability) else "static")
        found.append(kind)
    return list(dict.fromkeys(found))


def keywords_of(rules: dict[str, str]) -> list[Keyword]:
    """Every keyword ability, keyword action and ability word of one CR edition (rule number -> text)."""
    found = []
    for section, category in (("702", "keyword ability"), ("701", "keyword action")):
        pattern = re.compile(rf"{section}\.\d+")
        for number, text in rules.items():
            if pattern.fullmatch(number) and len(text) < 60 and number != f"{section}.1":
                # the first subrule that names a kind: 702.14a says what landwalk is written as, 702.14c
                # "Landwalk is an evasion ability"
                kind = next(filter(None, (keyword_kind(rules.get(number + sub, "")) for sub in "abcd")), None) \
                    if section == "702" else "action"
                found.append(Keyword(text.strip(), category, kind, number))
    if "207.2c" in rules and "The ability words are" in rules["207.2c"]:
        found += [Keyword(w, "ability word", "none", "207.2c")
                  for w in sorted(_listed(rules["207.2c"], "The ability words are"))]
    return found


@cache
def keyword_kinds_on_permanents() -> dict[str, str]:
    """Keyword ability (lower case) -> its kind on a permanent, where its rule gives one apart from the kind on a spell
    (702.131b "Ascend on a permanent represents a static ability"), from the newest edition."""
    rules = newest_rules()
    found = {}
    for k in keywords_of(rules):
        for sub in "abcd":
            said = re.search(r"\bon a permanent represents an? (\w+) ability", rules.get(k.cr_rule + sub, ""))
            if k.category == "keyword ability" and said:
                found[k.name.lower()] = said[1]
                break
    return found


# a rule's own "target" ("target artifact creature"), not what it says of being one ("can't be the target of")
TARGETS = re.compile(r"(?<!the )(?<!a )(?<!new )\btargets? (?!of\b)(?!is\b)\w", re.IGNORECASE)


@cache
def keywords_that_target() -> frozenset[str]:
    """Keyword abilities (lower case) whose rule's meaning targets (702.43a modular: "… on target artifact creature",
    702.39a provoke), from the newest edition: an ability they stand for targets though the keyword's line doesn't
    say "target"."""
    rules = newest_rules()
    return frozenset(k.name.lower() for k in keywords_of(rules)
                     if k.category == "keyword ability" and TARGETS.search(rules.get(k.cr_rule + "a", "")))


@cache
def keyword_kinds() -> dict[str, str | None]:
    """Keyword ability (lower case) -> its kind, from the newest edition."""
    return {k.name.lower(): k.kind for k in keywords_of(newest_rules()) if k.category == "keyword ability"}


# What a keyword's rule says of several instances on one object (702.2f "Multiple instances of deathtouch on the same
# object are redundant", 702.108b "If a creature has multiple instances of prowess, each triggers separately")
REDUNDANT = re.compile(r"\bmultiple instances of .{0,80}\bare redundant\b", re.IGNORECASE)
SUMMED = re.compile(r"\bthe sum of all N values of \w+ abilities\b")  # 702.164b toxic: every instance counts
SEPARATE = re.compile(r"\bmultiple instances of .{0,60}\b(?:each (?:one )?(?:triggers|works|applies) separately|each of "
                      r"them applies|each is paid separately|all of them apply|function independently)\b", re.IGNORECASE)


def several_instances_of(rules: dict[str, str]) -> dict[str, tuple[str, str]]:
    """Keyword ability (lower case) -> (its subrule on several instances, "redundant", "separately" or "other") of one
    CR edition — "separately" too where its values are summed over its instances (702.164b toxic) —: the rules that say
    nothing of it are not listed (113.2c: each instance functions independently)."""
    found = {}
    for k in keywords_of(rules):
        if k.category != "keyword ability":
            continue
        for number in sorted(n for n in rules if n.startswith(k.cr_rule) and n[len(k.cr_rule):].isalpha()):
            text = rules[number]
            if "multiple instances" in text.lower():
                said = "redundant" if REDUNDANT.search(text) else "separately" if SEPARATE.search(text) else "other"
                found[k.name.lower()] = (number, said)
                break
            if SUMMED.search(text):
                found[k.name.lower()] = (number, "separately")
                break
    return found


@cache
def several_instances() -> dict[str, tuple[str, str]]:
    """several_instances_of the newest edition."""
    return several_instances_of(newest_rules())
