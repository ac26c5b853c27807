"""Colors (CR 105, 202.2): an object's colors from its mana cost, color indicator and the effects that change them, and
a player's devotion to colors (700.5)."""
from __future__ import annotations

import re

from kb.characteristics import colors_of
from kb.model import ManaCost
from kb.rules.cost import COLORS, mana_value
from kb.rules.registry import predicate
from kb.rules.words import plain

COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}  # 105.1, in its order
SYMBOL_OF = {name: symbol for symbol, name in COLOR_NAMES.items()}
COLOR_WORD = re.compile(r"\b(white|blue|black|red|green)\b")
ALL_COLORS = re.compile(r"\b(?:all|every|each of the five|all five) colou?rs?\b")
IN_ADDITION = re.compile(r"\bin addition\b|\balso\b|\badds?\b")


def _symbols_of(words: list[str] | tuple[str, ...]) -> set[str]:
    """The color symbols of color words ("white" or "W"); ValueError for a word that is none of the five (105.4)."""
    found = set()
    for word in words:
        said = plain(word)
        if said.upper() in COLOR_NAMES:
            found.add(said.upper())
        elif said in SYMBOL_OF:
            found.add(SYMBOL_OF[said])
        else:
            raise ValueError(f"{word!r} is not one of the five colors (105.1): white, blue, black, red, green")
    return found


def _apply(colors: set[str], effect: str) -> set[str]:
    """One color-changing effect applied to an object's colors (105.3)."""
    said = plain(effect)
    named = set(COLORS) if ALL_COLORS.search(said) else {SYMBOL_OF[w] for w in COLOR_WORD.findall(said)}
    if said in ("colorless", "becomes colorless", "devoid") or (not named and "colorless" in said):
        return set()  # 105.3 "Effects may also make a colored object become colorless"
    if not named:
        raise ValueError(f"an effect names colors or 'colorless', not {effect!r}")
    # 105.3 "the new color replaces all previous colors … (unless the effect said … 'in addition' to its other colors)"
    return colors | named if IN_ADDITION.search(said) else named


@predicate("colors", cr=["105.2", "105.2a", "105.2b", "105.2c", "105.3", "202.2", "202.2b", "202.2d", "202.2e"])
def object_colors(mana_cost: str = "", color_indicator: list[str] | tuple[str, ...] = (),
                  effects: list[str] | tuple[str, ...] = ()) -> dict[str, object]:
    """An object's colors: those of the colored mana symbols in its mana cost, whatever mana paid them — a hybrid or
    Phyrexian symbol is each of its colors — and of its color indicator; with neither (a land, a token or back face
    with no mana cost, {C}, generic mana) it is colorless, whatever its frame; then each effect in timestamp order: a
    new color replaces all its previous colors unless the effect says "in addition", and "colorless" removes them all
    (105.2–105.3, 202.2).

    mana_cost: "{2}{W/U}", "{R/P}", "" for none; color_indicator: color words ("blue" or "U"); effects: in timestamp
    order, each "red" or "white and blue" (it becomes those colors), "black in addition" (added to its others), "all
    colors" or "colorless" (devoid too) — a characteristic-defining ability first. Answers {"colors": color words in
    white-blue-black-red-green order, "monocolored": exactly one, "multicolored": two or more, "colorless": none}.
    """
    mana_value(mana_cost)  # ValueError for anything that isn't a run of mana symbols (107.4)
    colors = set(colors_of(mana_cost)) | _symbols_of(color_indicator)  # 202.2, 202.2d hybrid/Phyrexian, 202.2e
    for effect in effects:
        colors = _apply(colors, effect)
    named = [COLOR_NAMES[c] for c in COLORS if c in colors]
    # 105.2a monocolored: exactly one of the five; 105.2b multicolored: two or more; 105.2c colorless: none
    return {"colors": named, "monocolored": len(named) == 1, "multicolored": len(named) > 1, "colorless": not named}


@predicate("colors", cr=["700.5", "202.2d", "107.4"])
def devotion(mana_costs: list[str] | tuple[str, ...], colors: list[str] | tuple[str, ...]) -> int:
    """A player's devotion to a color, or to two colors: the number of mana symbols of that color (or of either or both)
    among the mana costs of the permanents they control — a hybrid or Phyrexian symbol counts once toward each of its
    colors and once toward devotion to both, generic and colorless mana symbols never, nor symbols in rules text or
    a permanent with no mana cost (700.5).

    mana_costs: the mana costs of the permanents the player controls ("" for a land or a token with none, a face-down
    permanent's too); colors: the one or two color words the devotion is to ("black", ["red", "green"]). Answers the
    number.
    """
    wanted = _symbols_of([colors] if isinstance(colors, str) else colors)
    if not wanted:
        raise ValueError("devotion is to one color or more (700.5)")
    count = 0
    for cost in mana_costs:
        parsed = ManaCost.parse(cost)
        mana_value(parsed)  # a run of mana symbols, or ValueError (107.4)
        # 700.5 "mana symbols … that are [color 1], [color 2], or both": each symbol once, if any of its colors counts
        count += sum(1 for symbol in parsed.symbols if wanted & set(symbol.split("/")))
    return count
