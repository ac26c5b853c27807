"""Kinds of abilities: activated, triggered, static, mana abilities, and sorcery timing (CR 113, 602-606)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from kb.cr_lists import ability_words, keyword_abilities, keyword_kinds, keyword_kinds_on_permanents, several_instances
from kb.rules.registry import NotModeled, predicate
from kb.rules.words import choice, plain


@dataclass(frozen=True)
class TurnMoment:
    """A moment of a turn: whose turn it is, whether in a main phase, who has priority, whether the stack is empty."""

    active_player: str
    main_phase: bool
    priority_player: str | None
    stack_empty: bool


ALICE_MAIN = TurnMoment("Alice", main_phase=True, priority_player="Alice", stack_empty=True)


@predicate("ability", cr=["307.1", "117.1a"])
def has_sorcery_timing(player: str, moment: TurnMoment) -> bool:
    """Whether player could cast a sorcery now: their main phase, they have priority, the stack is empty."""
    # 307.1 "may cast a sorcery card ... during a main phase of their turn when the stack is empty"
    # 117.1a "during their main phase any time they have priority and the stack is empty"
    return (moment.priority_player == player and moment.active_player == player
            and moment.main_phase and moment.stack_empty)


QUOTED = re.compile(r'"[^"]*"|“[^”]*”')
REMINDER = re.compile(r"\(([^()]*)\)")
CHAPTER = re.compile(r"^[IVX]+(?:, [IVX]+)* ?— ")
LABEL = re.compile(r"^(?P<label>[A-Z][\w’' ]{0,40}?) — (?P<rest>.+)$", re.DOTALL)  # "Landfall — Whenever …"
# Labels before a long dash that are keywords with a meaning of their own, not ability words (207.2c):
LABEL_KINDS = {
    "to solve": "triggered",  # 719.3a "“To solve — [Condition]” means “At the beginning of your end step, if …”"
    "max speed": "static",  # 702.178a "A max speed ability is a special kind of static ability."
}
KEYWORD_WITH_DASH = re.compile(r"^[A-Z][a-z]+(?: [a-z]+)?—")  # "Ward—Pay 3 life."
TRIGGER_WORD = re.compile(r"^(when|whenever|at)\b", re.IGNORECASE)
MID_TRIGGER_WORD = re.compile(r"\b(when|whenever|at the beginning of)\b", re.IGNORECASE)
LOYALTY_COST = re.compile(r"^\[?[+−–-]?(\d+|X)\]?$")  # "+1", "−X", and MTGJSON's "[+1]"
# 605.1a "it could add mana": "Add {G}", "adds one mana", and Doubling Cube's "Double the amount of … unspent mana"
ADDS_MANA = re.compile(r"\badds?\b[^.]*?(\{(?:[WUBRGCS]|\d+|X)(?:/[WUBRGP])*\}|\bmana\b)|\bdouble the amount of\b[^.]*"
                       r"\bmana\b", re.IGNORECASE)
TARGET = re.compile(r"\btargets?\b", re.IGNORECASE)
# 605.1a "it doesn't require a target": the ability's own target ("target creature", "any target"), not the verb of a
# spell that "targets a creature", nor "new targets" chosen by a delayed trigger it creates (603.7).
OWN_TARGET = re.compile(r"\btarget\b(?!s)", re.IGNORECASE)
NOT_ITS_OWN = re.compile(r"(?:^|(?<=[.!?]) )(?:When|Whenever|At|Spend this mana|Spend that mana)\b[^.]*\.?")
MANA_TRIGGER = re.compile(r"\bfor mana\b|\bmana abilit|\bmana is added\b", re.IGNORECASE)


def _unquoted(text: str) -> str:
    """The text with quoted abilities (granted to other objects) blanked out."""
    return QUOTED.sub('""', text)


KINDS = ("static", "triggered", "activated", "spell")  # 702.50a Epic, 702.131a Ascend: "represents a spell ability"
LANDWALK = re.compile(r"^(?:\w+ )?\w+walk$", re.IGNORECASE)  # 702.14b "[type]walk": swampwalk, legendary landwalk


def _keyword_kind(line: str) -> str | None:
    """The kind CR 702 gives the keyword a line starts with ("Ward {2}": triggered); for a keyword that stands for
    several abilities, each of their kinds ("Ravenous": "static, triggered", 702.156a; Dash, 702.109a)."""
    words = re.split(r"[\s—-]+", line.strip().rstrip("."))
    for length in range(min(4, len(words)), 0, -1):  # the longest keyword name that starts the line
        name = " ".join(words[:length]).lower()
        kind = keyword_kinds().get("landwalk" if LANDWALK.match(name) and name not in keyword_kinds() else name)
        if kind:
            return kind if all(k in KINDS for k in kind.split(", ")) else None
    return None


def _keyword_line(text: str) -> tuple[str, str] | None:
    """(the line, the kind CR 702 gives it) when one ability's text is a keyword line ("Flashback {1}{R}", "Ward—Pay 3
    life."), else None."""
    main = _unquoted(REMINDER.sub("", text).strip())
    if not main or (main.rstrip('"”').endswith(".") and not KEYWORD_WITH_DASH.match(main)) or CHAPTER.match(main) \
            or re.search(r"[,;:]", main):
        return None
    kind = _keyword_kind(main)
    return (main, kind) if kind is not None else None


def _is_keyword_line(text: str) -> bool:
    """Whether one ability's text is a keyword line whose kind CR 702 gives."""
    return _keyword_line(text) is not None


def _ability_parts(text: str) -> tuple[str, str]:
    """The kind of one ability and the text that shows it (its own text, or a keyword's reminder text)."""
    text = text.strip()
    if not text or "\n" in text:
        # 113.2c "each paragraph break in a card's text marks a separate ability"
        raise ValueError(f"expected the text of one ability, got {text!r}")
    main = REMINDER.sub("", text).strip()
    reminders = [r.strip() for r in REMINDER.findall(text)]
    # 714.2 "A chapter symbol is a keyword ability that represents a triggered ability"
    if CHAPTER.match(main):
        return "triggered", CHAPTER.sub("", main)
    labelled = LABEL.match(main) if not TRIGGER_WORD.match(main) else None
    if labelled:
        label = labelled["label"].lower()
        if label in LABEL_KINDS:
            return LABEL_KINDS[label], main
        if label != "solved" and label not in ability_words() and label not in keyword_abilities():
            raise NotModeled(f"{labelled['label']!r} before a dash is neither an ability word of CR 207.2c nor a "
                             "keyword this model knows (a flavor word, 207.2d, would have no rules meaning)")
        # 207.2c ability words "have no special rules meaning"; 719.3c "Solved — [Ability text]" is that ability;
        # a keyword ability written with a dash (702.142a Boast, 702.177a Exhaust) is the ability its text says
        main = labelled["rest"]
    unquoted = _unquoted(main)
    # 602.1a "The activation cost is everything before the colon (:)."
    if ":" in unquoted:
        return "activated", main
    # 603.1 "[When/Whenever/At] [trigger condition or event], [effect]."
    if TRIGGER_WORD.match(unquoted):
        return "triggered", main
    # 702.1 a keyword line ("Flying", "Equip {2}", "Ward—Pay 3 life.") says only the keyword's name;
    # its reminder text, if printed, spells the ability out.
    if not main.rstrip('"”').endswith(".") or KEYWORD_WITH_DASH.match(unquoted):
        if len(reminders) == 1 and not re.search(r"[,;]", unquoted):
            return _ability_parts(reminders[0])
        if re.search(r"[,;]", unquoted):
            raise NotModeled(f"several keywords on one line are several abilities (CR 702.1): ask about each: {text!r}")
        # no reminder text: the kind the CR gives the keyword (702.Na, read from the shipped CR)
        kind = _keyword_kind(unquoted)
        if kind is None:
            raise NotModeled(f"keyword line whose kind neither a reminder text nor CR 702 gives: {text!r}")
        return kind, main
    if MID_TRIGGER_WORD.search(unquoted):
        # 603.11 "A very few objects have triggered abilities which are written with the trigger
        # condition in the middle of the ability"
        raise NotModeled(f"trigger word inside a statement: {text!r}")
    # 113.3d "Static abilities are written as statements."
    return "static", main


# The imperative an instruction opens with: "Draw two cards.", "Destroy target creature.", "Target player mills
# three cards." A permanent's static ability is a statement ("Creatures you control get +1/+1."), never an order.
INSTRUCTION = re.compile(r"^(?:Draw|Destroy|Exile|Return|Create|Counter|Search|Put|Look|Reveal|Scry|Surveil|Discard|"
                         r"Tap|Untap|Choose|Gain|Sacrifice|Add|Mill|Investigate|Proliferate|Shuffle|Copy|Target|"
                         r"Any number of target|Up to \w+ target|You gain|You draw|Venture)\b")
# 113.6d-f: what an instant or sorcery says about itself as a spell (its cost, how or from where it is cast) is a
# static ability that works on the stack, not an instruction: "This spell costs {1} less to cast".
ABOUT_ITSELF = re.compile(r"^(?:This spell|You may cast this spell|Cast this spell|As an additional cost to cast)",
                          re.IGNORECASE)


@predicate("ability", cr=["113.3a", "113.3b", "113.3c", "113.3d", "113.6d", "602.1", "602.1a", "603.1", "702.1",
                          "207.2c", "714.2", "719.3a", "719.3c", "702.178a", "702.9a", "702.21a", "702.6a", "702.14b",
                          "702.109a", "702.156a", "702.34a", "702.147a", "702.50a", "702.131b"])
def ability_kind(text: str, type_line: str = "") -> str:
    """Whether one ability's text is an "activated", "triggered", "static" or "spell" ability (of an instant or
    sorcery: its type line says so, or the text is an instruction); a keyword standing for several abilities has each
    kind ("static, triggered")."""
    # a keyword line first: 702.34a flashback, 702.33a kicker on an instant is its kind, not a spell ability; its
    # reminder text may spell out several abilities (702.63a vanishing: "static, triggered")
    if "\n" not in text.strip() and (keyword := _keyword_line(text)):
        line, found = keyword
        if found == "spell" and type_line and not re.search(r"\b(?:Instant|Sorcery)\b", type_line):
            # 702.131b "Ascend on a permanent represents a static ability"
            return keyword_kinds_on_permanents().get(line.lower(), found)
        return found
    kind, main = _ability_parts(text)
    spell = re.search(r"\b(?:Instant|Sorcery)\b", type_line) or (not type_line and INSTRUCTION.match(main))
    # 113.3a "Any text on an instant or sorcery spell is a spell ability unless it's an activated ability, a
    # triggered ability, or a static ability that fits the criteria described in rule 113.6."
    return "spell" if kind == "static" and spell and not ABOUT_ITSELF.match(main) else kind


@predicate("ability", cr=["605.1a", "605.1b", "605.5a", "606.2"])
def is_mana_ability(text: str) -> bool:
    """Whether one ability's text is a mana ability: it adds mana as it resolves, has no target, isn't loyalty."""
    kind, body = _ability_parts(text)
    if kind == "static":
        return False
    if kind == "activated" and ":" not in _unquoted(body):
        # a bare keyword (its kind from CR 702): no rule of CR 702 calls a keyword ability a mana ability
        return False
    if kind == "activated":
        cost, effect = _unquoted(body).split(":", 1)
        # 606.2 "An activated ability with a loyalty symbol in its cost is a loyalty ability."
        # 605.1a "it doesn't require a target ..., it could add mana ..., and it's not a loyalty ability"
        # the delayed trigger an effect creates ("When that mana is spent …, copy that spell", 603.7) and a restriction
        # on spending the mana (106.6) are not the ability's own targets
        own = NOT_ITS_OWN.sub(" ", effect.strip())
        return (not LOYALTY_COST.match(cost.strip()) and not OWN_TARGET.search(own)
                and bool(ADDS_MANA.search(own)))
    condition, _, effect = _unquoted(body).partition(",")
    # 605.1b "it triggers from the activation or resolution of an activated mana ability ... or from
    # mana being added to a player's mana pool, and it could add mana"
    return (bool(MANA_TRIGGER.search(condition)) and not TARGET.search(body)
            and bool(ADDS_MANA.search(effect)))


def _keyword_named(words: str) -> str | None:
    """The keyword ability a keyword's line names ("Ward {3}" -> ward, "protection from red" -> protection,
    "islandwalk" -> landwalk), None when it names none."""
    said = plain(words)
    known = keyword_abilities()
    parts = said.split(" ")
    for n in range(len(parts), 0, -1):  # the longest run of its first words that is a keyword ("trample over …")
        if (name := " ".join(parts[:n])) in known:
            return name
    return "landwalk" if LANDWALK.match(said) else None


@predicate("ability", cr=["113.2c", "702.2f", "702.15f", "702.19g", "702.85c", "702.108b", "603.2"])
def multiple_instances(keyword: str) -> dict[str, object]:
    """What several instances of one keyword ability on the same object do: each instance functions independently
    (113.2c), and the keyword's rule says whether that adds anything — most evasion and static keywords are redundant
    (a second flying, lifelink or deathtouch does nothing more: 702.9c, 702.15f, 702.2f), most triggered ones each trigger
    separately (two prowess, two cascade: 702.108b, 702.85c), some each apply or are paid separately (affinity, replicate);
    a triggered keyword whose rule says nothing (ward, exalted) triggers once for each instance (113.2c, 603.2). A keyword
    of another kind whose rule says nothing (changeling), or whose rule says neither (fortify: any one may be used; blitz),
    is not modelled.

    keyword: the keyword as written ("lifelink", "Ward {3}", "protection from red", "islandwalk"), several instances of
    it being the same keyword (the same quality, kind of landwalk or cost where it has one). Answers {"redundant",
    "each_separately", "rule"}: the rule that says so.
    """
    name = _keyword_named(keyword)
    if name is None:
        raise ValueError(f"{keyword!r} is no keyword ability of the CR (702)")
    said = several_instances().get(name)
    if said is not None:
        rule, how = said
        if how == "other":
            raise NotModeled(f"{rule}: several instances of {name} are neither redundant nor each used separately")
        return {"redundant": how == "redundant", "each_separately": how == "separately", "rule": rule}
    if "triggered" in (keyword_kinds().get(name) or ""):
        return {"redundant": False, "each_separately": True, "rule": "113.2c"}
    raise NotModeled(f"the CR says nothing of several instances of {name}: each functions independently (113.2c), "
                     "whether that adds anything depends on what it does")


# 113.6 and 113.6a-p: which zones an ability functions in, by what it is or does (ZONES_OF_KIND: None means those it
# states or that its cost, casting or effect names, given as zones)
EVERYWHERE = ("battlefield", "stack", "hand", "graveyard", "library", "exile", "command", "outside the game",
              "entering the battlefield")
ZONES_OF_KIND: dict[str, tuple[str, ...] | None] = {
    "permanent's ability": ("battlefield",),  # 113.6: a permanent's abilities, usually
    "instant or sorcery spell's ability": ("stack",),  # 113.6
    "characteristic-defining": EVERYWHERE,  # 113.6a, 604.3
    "states its zones": None,  # 113.6b: only the zones it states
    "alternative or modified cost": ("stack",),  # 113.6d
    "how it can be cast": None,  # 113.6e: the zones it could be cast from, and the stack
    "where it can be cast from": EVERYWHERE,  # 113.6f
    "can't be countered or copied": ("stack",),  # 113.6g
    "how it enters the battlefield": ("entering the battlefield",),  # 113.6h
    "counters can't be put on it": ("battlefield", "entering the battlefield"),  # 113.6i
    "cost not payable on the battlefield": None,  # 113.6j: the zones its cost can be paid in (cycling: the hand)
    "trigger that can't trigger from the battlefield": None,  # 113.6k: the zones it can trigger from ("when you cast")
    "moves it out of a zone": None,  # 113.6m: only that zone (Evershrike's "return … from your graveyard")
    "moves it out of a zone its trigger put it into": None,  # 113.6m's exception: where that trigger functions (Rancor)
    "emblem or command-zone card": ("command",),  # 113.6p
}
KIND_WORDS = {"static ability of a permanent": "permanent's ability", "activated ability of a permanent":
              "permanent's ability", "triggered ability of a permanent": "permanent's ability",
              "spell ability": "instant or sorcery spell's ability", "cda": "characteristic-defining",
              "characteristic-defining ability": "characteristic-defining", "defines its power": "characteristic-defining",
              "alternative cost": "alternative or modified cost", "cost reduction of itself": "alternative or modified cost",
              "can't be countered": "can't be countered or copied", "enters with": "how it enters the battlefield",
              "as it enters": "how it enters the battlefield", "cycling": "cost not payable on the battlefield",
              "return it from the graveyard": "moves it out of a zone", "emblem": "emblem or command-zone card"}
WITH_ZONES = {"states its zones": (), "how it can be cast": ("stack",), "cost not payable on the battlefield": (),
              "trigger that can't trigger from the battlefield": (), "moves it out of a zone": (),
              "moves it out of a zone its trigger put it into": ()}  # the zones given, with these


@predicate("ability", cr=["113.6", "113.6a", "113.6b", "113.6d", "113.6e", "113.6f", "113.6g", "113.6h", "113.6i",
                          "113.6j", "113.6k", "113.6m", "113.6p", "604.3"])
def functions_in(ability: str, zone: str, zones: tuple[str, ...] = ()) -> bool:
    """Whether an ability functions in a zone: a permanent's abilities only on the battlefield and an instant's or
    sorcery's only on the stack, usually (113.6) — so a creature card's ability that pumps it does nothing in a graveyard
    or a hand; a characteristic-defining ability everywhere, even outside the game (113.6a, 604.3: "the ability that
    defines its power works in all zones"); one that states its zones, only there (113.6b); one that changes what the
    object costs to cast or says it can't be countered or copied, on the stack (113.6d, 113.6g); one that changes how it can
    be cast, in the zones it could be cast from and on the stack (113.6e), and one that changes where it can be cast from,
    everywhere (113.6f); one that changes how it enters, as it enters (113.6h), and one saying counters can't be put on
    it, as it enters and on the battlefield (113.6i); an activated ability whose cost can't be paid on the battlefield,
    where it can be (113.6j: cycling, from the hand); a trigger condition that can't trigger from the battlefield, where it
    can trigger ("when you cast this spell": 113.6k); one whose cost or effect moves the object out of a zone, only in that
    zone (113.6m: "return this from your graveyard") — unless its trigger or cost put it there, then where that trigger
    functions (Rancor's, on the battlefield); an emblem's, in the command zone (113.6p). "Everywhere" includes as it
    enters the battlefield.

    ability: "permanent's ability", "instant or sorcery spell's ability", "characteristic-defining", "states its zones",
    "alternative or modified cost", "how it can be cast", "where it can be cast from", "can't be countered or copied",
    "how it enters the battlefield", "counters can't be put on it", "cost not payable on the battlefield", "trigger that
    can't trigger from the battlefield", "moves it out of a zone", "moves it out of a zone its trigger put it into" or
    "emblem or command-zone card"; zone: "battlefield", "stack", "hand", "graveyard", "library", "exile", "command",
    "outside the game" or "entering the battlefield"; zones: for the kinds that name them, the zones it states, could be
    cast from, can pay its cost in, can trigger from, moves the object out of, or where its trigger functions.
    """
    kind = choice(ability, ZONES_OF_KIND, KIND_WORDS)
    if kind is None:
        raise ValueError(f"unknown kind of ability {ability!r}; expected one of {sorted(ZONES_OF_KIND)}")
    place = plain(zone)
    if place not in EVERYWHERE:
        raise ValueError(f"unknown zone {zone!r}")
    named = tuple(map(plain, zones))
    functioning = ZONES_OF_KIND[kind]
    if functioning is None:
        if not named:
            raise ValueError(f"an ability that {kind!r} functions in the zones it names: give them (zones)")
        functioning = named + WITH_ZONES[kind]
    elif named:
        raise ValueError(f"zones are given only for the kinds that name them: {sorted(WITH_ZONES)}")
    return place in functioning
