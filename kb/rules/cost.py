"""Mana value, total cost, and casting without paying the mana cost (CR 107.3-107.4, 118.7-118.9, 202.3, 601.2f)."""
from __future__ import annotations

import re

from kb.model import ManaCost
from kb.rules.registry import NotModeled, predicate

COLORS = "WUBRG"  # in the CR's order (105.1)
COLOR_SYMBOLS = frozenset(COLORS)  # membership by whole symbol: "" or "WU" is no color
# 107.4 "the hybrid symbols {W/U}, {W/B}, {U/B}, {U/R}, {B/R}, {B/G}, {R/G}, {R/W}, {G/W}, and {G/U}"
HYBRID_PAIRS = frozenset({"W/U", "W/B", "U/B", "U/R", "B/R", "B/G", "R/G", "R/W", "G/W", "G/U"})
NUMBER = re.compile(r"^\d+$")


def _symbol_value(symbol: str, x: int | None) -> int:
    """How much one mana-cost symbol adds to a mana value; ValueError if it isn't a CR 107.4 mana symbol."""
    if NUMBER.match(symbol):
        return int(symbol)
    if symbol == "X":
        # 202.3e "X is treated as 0 while the object is not on the stack, and X is treated as the
        # number chosen for it while the object is on the stack"
        return x or 0
    # 107.4a-c colored {W}{U}{B}{R}{G}, colorless {C}; 107.4h snow {S}
    if symbol in COLOR_SYMBOLS or symbol in ("C", "S"):
        return 1
    # 202.3g "Each Phyrexian mana symbol in a card's mana cost contributes 1 to its mana value."
    if symbol.endswith("/P") and (symbol[:-2] in COLOR_SYMBOLS or symbol[:-2] in HYBRID_PAIRS):
        return 1
    # 202.3f "use the largest component of each hybrid symbol"
    if symbol in HYBRID_PAIRS:
        return 1
    left, _, right = symbol.partition("/")
    if right in COLOR_SYMBOLS and left in ("2", "C"):
        return int(left) if left == "2" else 1
    raise ValueError(f"{{{symbol}}} is not a mana symbol (CR 107.4)")


def _as_cost(cost: str | ManaCost) -> ManaCost:
    """A ManaCost from a "{2}{W}" string or a ManaCost."""
    return cost if isinstance(cost, ManaCost) else ManaCost.parse(cost)


@predicate("cost", cr=["202.3", "202.3a", "202.3e", "202.3f", "202.3g", "107.4", "107.4b", "107.4c"])
def mana_value(cost: str | ManaCost, x: int | None = None) -> int:
    """The mana value of a mana cost; x is the value announced for {X} while the object is on the stack."""
    if x is not None and x < 0:
        raise ValueError("X can't be negative")
    # 202.3 "a number equal to the total amount of mana in its mana cost, regardless of color"
    return sum(_symbol_value(s, x) for s in _as_cost(cost).symbols)


def _hybrid_half(generic: int, others: list[str], symbol: str, chosen: str | None) -> str:
    """The half of a hybrid reduction symbol ({W/U}, {2/B}) the payer chooses (118.7e): the one named, else the one
    that takes the most mana off this cost ({2/U} off {4}{U}: the 2), a colored half the cost has on a tie."""
    halves = symbol.split("/")
    if chosen is not None:
        if chosen not in halves:
            raise ValueError(f"{{{symbol}}} reduces by one of its halves {halves}, not {chosen!r}")
        return chosen
    def taken_off(half: str) -> tuple[int, bool]:  # (mana it takes off, whether colored: a tie goes to the colored)
        if NUMBER.match(half):
            return min(int(half), generic), False
        return (1 if half in others else min(1, generic)), True
    return max(halves, key=taken_off)


def _reduce(generic: int, others: list[str], symbol: str, chosen: str | None = None) -> int:
    """Apply one reduction symbol to a cost held as (generic amount, other symbols); return the new generic."""
    if "/" in symbol and not symbol.endswith("/P"):
        # 118.7e "the player paying that cost chooses one half of that symbol at the time the cost reduction is
        # applied ... If a colored half is chosen, the cost is reduced by one mana of that color. If a generic half
        # is chosen, the cost is reduced by an amount of generic mana equal to that half's number."
        symbol = _hybrid_half(generic, others, symbol, chosen)
    if NUMBER.match(symbol) or symbol == "S":
        # 118.7a "Effects that reduce a cost by an amount of generic mana affect only the generic mana
        # component"; 118.7g snow reductions reduce "that much generic mana"
        return max(0, generic - (1 if symbol == "S" else int(symbol)))
    if symbol.endswith("/P") and symbol[:-2] in COLOR_SYMBOLS:
        # 118.7f "the cost is reduced by one mana of that symbol's color"
        symbol = symbol[:-2]
    if symbol not in COLOR_SYMBOLS and symbol != "C":
        raise ValueError(f"{{{symbol}}} is no mana symbol a cost can be reduced by")
    if symbol in others:
        others.remove(symbol)
        return generic
    if any(symbol in s.split("/") for s in others):
        raise NotModeled(f"reducing {{{symbol}}} from a cost with hybrid or Phyrexian {{{symbol}}} symbols")
    # 118.7b-d a colored or colorless reduction the cost doesn't (fully) require "is reduced by that
    # amount of generic mana"
    return max(0, generic - 1)


def _announced(symbols: tuple[str, ...], hybrid_as: tuple[str, ...]) -> list[str]:
    """Each hybrid or Phyrexian symbol replaced by the half its payer announced ("life": 2 life, no mana)."""
    # 601.2b "If the spell has ... hybrid or Phyrexian mana symbols in its mana cost, the player announces
    # how they will pay them"; 601.2f then applies reductions to that total cost.
    choices, out = list(hybrid_as), []
    for symbol in symbols:
        if "/" not in symbol:
            out.append(symbol)
            continue
        if not choices:
            raise ValueError(f"hybrid_as names too few payments: none is left for {{{symbol}}}")
        choice, parts = choices.pop(0), symbol.split("/")
        allowed = {p for p in parts if p != "P"} | ({"life"} if "P" in parts else set())
        if choice not in allowed:
            raise ValueError(f"{{{symbol}}} is paid with one of {sorted(allowed)}, not {choice!r}")
        if choice != "life":  # 107.4f a Phyrexian symbol can be paid with 2 life instead of mana
            out.append(choice)
    if choices:
        raise ValueError(f"hybrid_as names {len(choices)} payment(s) more than the cost's hybrid symbols")
    return out


@predicate("cost", cr=["601.2f", "601.2b", "118.7", "118.7a", "118.7b", "118.7c", "118.7d", "118.7e", "118.7g",
                       "107.3a", "107.4h"])
def total_cost(mana_or_alternative_cost: str, increases: tuple[str, ...] = (), reductions: tuple[str, ...] = (),
               x: int | None = None, hybrid_as: tuple[str, ...] = (), reduction_as: tuple[str, ...] = ()) -> str:
    """The mana to pay: the mana or alternative cost, plus increases, minus reductions (generic floors at 0).

    hybrid_as: how each hybrid or Phyrexian symbol will be paid, in order (a half of it, or "life").
    reduction_as: the half chosen for each hybrid symbol of the reductions, in order (118.7e; by default the half
    that takes the most off).
    """
    generic, others = 0, []
    symbols = [s for part in (mana_or_alternative_cost, *increases) for s in ManaCost.parse(part).symbols]
    if hybrid_as:
        symbols = _announced(tuple(symbols), tuple(hybrid_as))
    elif any(ManaCost.parse(r).symbols for r in reductions) and any(s.startswith("2/") for s in symbols):
        raise NotModeled("a reduction of a cost with {2/C} symbols: announce how each is paid (hybrid_as, CR 601.2b)")
    # 601.2f "The total cost is the mana cost or alternative cost ..., plus all additional costs and
    # cost increases, and minus all cost reductions."
    for symbol in symbols:
        if symbol == "X" and x is None:
            raise ValueError("announce X (CR 601.2b) before determining the total cost")
        if NUMBER.match(symbol) or symbol == "X":
            # 107.3a "any X in its mana cost ... equals the announced value"
            generic += _symbol_value(symbol, x)
        else:
            _symbol_value(symbol, x)  # validates the symbol
            others.append(symbol)
    chosen = list(reduction_as)
    for part in reductions:
        for symbol in ManaCost.parse(part).symbols:
            hybrid = "/" in symbol and not symbol.endswith("/P")
            generic = _reduce(generic, others, symbol, chosen.pop(0) if hybrid and chosen else None)
    symbols = ([str(generic)] if generic else []) + others
    # 601.2f "If the mana component of the total cost is reduced to nothing ..., it is considered to be {0}."
    return str(ManaCost(tuple(symbols))) if symbols else "{0}"


@predicate("cost", cr=["118.9", "118.9a", "118.8", "107.3b", "601.2b"])
def cast_without_paying_mana_cost(mana_cost: str, alternative_cost: str | None = None, x: int = 0,
                                  mandatory_additional_costs: tuple[str, ...] = (),
                                  additional_costs_paid: tuple[str, ...] = ()) -> bool:
    """Whether these choices are legal when casting a spell "without paying its mana cost"."""
    # 118.9 alternative costs are phrased "You may cast [this object] without paying its mana cost";
    # 118.9a "Only one alternative cost can be applied to any one spell as it's being cast."
    if alternative_cost is not None:
        return False
    # 107.3b "... paying neither its mana cost nor an alternative cost that includes X, then the only
    # legal choice for X is 0"
    if "X" in ManaCost.parse(mana_cost).symbols and x != 0:
        return False
    # 118.8 an additional cost "its controller must pay at the same time"; 118.8b "Some additional
    # costs are optional." (the optional ones may be paid)
    return set(mandatory_additional_costs) <= set(additional_costs_paid)


@predicate("cost", cr=["118.9d", "601.2f"])
def total_cost_without_paying_mana_cost(additional_mana_costs: tuple[str, ...] = (), increases: tuple[str, ...] = (),
                                        reductions: tuple[str, ...] = ()) -> str:
    """The mana to pay for a spell cast without paying its mana cost: only additional costs and increases."""
    # 118.9d "any additional costs, cost increases, and cost reductions that affect that spell are
    # applied to that alternative cost"
    return total_cost("", increases=(*additional_mana_costs, *increases), reductions=reductions)


@predicate("cost", cr=["118.3", "119.4", "119.4a", "119.4b", "119.8", "810.9b", "810.9h"])
def can_pay_life(life_total: int, amount: int, team_paying: int = 0, cant_lose_life: bool = False) -> bool:
    """Whether a player can pay an amount of life: 0 always, whatever their life total and even when they can't lose
    life; more only when their life total (their team's, in Two-Headed Giant) is at least the amount — with what their
    teammate pays at the same time for the same cost or effect added — and no effect says they can't lose life
    (118.3, 119.4, 119.4a–b, 119.8, 810.9b, 810.9h).

    life_total: the player's (the team's in Two-Headed Giant), which may be 0 or less; amount: the life to pay;
    team_paying: the life the teammate pays at the same time; cant_lose_life: an effect says the player (or their
    team) can't lose life, or can't pay life.
    """
    if amount < 0 or team_paying < 0:
        raise ValueError(f"life is paid in amounts of 0 or more, not {amount} and {team_paying}")
    if amount == 0:
        return True  # 119.4b
    return not cant_lose_life and life_total >= amount + team_paying


PAYMENT_CHOICES = ("pay", "pay in part", "decline")


@predicate("cost", cr=["118.3", "118.5", "118.8", "118.12a", "601.2h", "702.33c"])
def cost_payment_legal(choice: str, can_pay_fully: bool = True, times: int = 1, most_times: int = 1,
                       mandatory: bool = False) -> bool:
    """Whether a player may make this choice about a cost — a spell's additional cost, "you may [cost]. If you do", an
    "unless [a player pays]" cost, a cost to attack: it is paid in full or not at all (601.2h: "partial payments are not
    allowed"); paid only with the resources to pay it fully (118.3: no sacrifice without a creature to sacrifice, no
    discarding three cards with two in hand); once, unless it says "any number of times" (multikicker, 702.33c); and
    it may always be declined — whatever declining costs, the spell countered or more life lost than the player has,
    a cost of {0} included, which is never paid automatically (118.5, 118.12a) — except a mandatory additional cost of
    the spell being cast (118.8: "you must sacrifice exactly one creature or land to cast Merciless Resolve").

    choice: "pay", "pay in part" or "decline"; can_pay_fully: the player has the resources and no effect stops the
    payment; times: how many times it is paid; most_times: how many times it may be (1, or any number: a large one);
    mandatory: a mandatory additional cost of a spell the player is casting.
    """
    if choice not in PAYMENT_CHOICES:
        raise ValueError(f"choice must be one of {PAYMENT_CHOICES}, not {choice!r}")
    if times < 1 or most_times < 1:
        raise ValueError(f"a cost paid is paid at least once (times {times}, most_times {most_times})")
    if choice == "decline":
        return not mandatory
    if choice == "pay in part":
        return False
    return can_pay_fully and times <= most_times


TAP_COSTS = ("{T}", "{Q}", "tap an untapped", "none")  # its own tap or untap symbol; "tap an untapped …", convoke


@predicate("cost", cr=["107.5", "107.6", "118.3", "302.6", "602.5a", "702.51a"])
def can_tap_for_cost(cost: str, tapped: bool, is_creature: bool = True, controlled_since_turn_began: bool = True,
                     haste: bool = False) -> bool:
    """Whether a permanent can be tapped for a cost, or the ability activated, as it stands: an already tapped
    permanent can't be tapped to pay a cost (107.5, 118.3: tapping a Gate for mana and for another cost at once is one
    or the other), nor an untapped one untapped for the untap symbol (107.6); only the tap or untap symbol in a
    creature's own ability — one granted to it included — needs the creature controlled since its controller's turn
    began, or haste (302.6, 602.5a), so "tap an untapped creature you control" and convoke can tap a creature that just
    came under its controller's control (702.51a); an ability with no tap in its cost can be activated while the
    permanent is tapped.

    cost: "{T}" (its own tap symbol), "{Q}" (its own untap symbol), "tap an untapped" (a cost that taps it by those
    words, convoke, crew) or "none" (nothing in the cost taps it); tapped: it is tapped now.
    """
    if cost not in TAP_COSTS:
        raise ValueError(f"cost must be one of {TAP_COSTS}, not {cost!r}")
    if cost == "none":
        return True
    if tapped != (cost == "{Q}"):  # {Q} untaps a tapped permanent; the others tap an untapped one
        return False
    return cost not in ("{T}", "{Q}") or not is_creature or controlled_since_turn_began or haste
