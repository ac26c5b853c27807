"""Mana and other symbols ({W}, {2/U}, {T}, …) shown as symbols, each with its name for screen readers and as a
tooltip, in the reader's language (CR 107.4: the mana symbols; 107.5 {T}, 107.6 {Q}, 107.14 {E}).

The braces stay in the text (hidden from sight, not from copy), so a copied rules text still reads `{W}`.
"""
from __future__ import annotations

import re

from markupsafe import Markup, escape

from kb.i18n import N_, template_gettext

_ = template_gettext  # the reader's language; `_` so that pybabel extracts the messages below

SYMBOL = re.compile(r"\{([0-9]{1,2}|½|∞|[WUBRGCSXYZTQEP](?:/[WUBRGCP])?(?:/P)?|[0-9]/[WUBRG])\}")
COLORS = {"W": N_("white"), "U": N_("blue"), "B": N_("black"), "R": N_("red"), "G": N_("green"),
          "C": N_("colorless")}
OTHERS = {"T": N_("tap"), "Q": N_("untap"), "E": N_("energy"), "S": N_("snow mana"),
          "X": N_("X, a number you choose"), "Y": N_("Y, a number you choose"), "Z": N_("Z, a number you choose"),
          "P": N_("Phyrexian mana"), "∞": N_("infinite generic mana"), "½": N_("half a generic mana")}


def _part(symbol: str) -> str:
    """The name of one part of a symbol: a color's mana, generic mana, or a symbol of its own."""
    if symbol.isdigit():
        return _("%(n)s generic mana") % {"n": symbol}
    if symbol in COLORS:
        return _("%(color)s mana") % {"color": _(COLORS[symbol])}
    return _(OTHERS[symbol])


def label(symbol: str) -> str:
    """What a symbol (without braces) stands for, in the reader's language: "white mana", "white or blue mana"…"""
    parts = symbol.split("/")
    phyrexian = len(parts) > 1 and parts[-1] == "P"
    if phyrexian:
        parts = parts[:-1]
    if len(parts) == 1 and not phyrexian:
        return _part(parts[0])
    said = _("%(a)s or %(b)s") % {"a": _part(parts[0]), "b": _part(parts[1])} if len(parts) == 2 \
        else _part(parts[0])
    return _("Phyrexian %(mana)s (or 2 life)") % {"mana": said} if phyrexian else said


def _css(symbol: str) -> str:
    """The symbol's CSS classes: ms and one ms-<color> per colored part (two for a hybrid)."""
    colors = [p.lower() for p in symbol.split("/") if p in COLORS and p != "C"]
    return " ".join(["ms"] + [f"ms-{c}" for c in colors[:2]] + (["ms-hybrid"] if len(colors) == 2 else []))


def _shown(symbol: str) -> str:
    """The symbol's own glyph: the letter or number, T as ↷ (tap), Q as ↶ (untap), S as ❄ (snow)."""
    return {"T": "↷", "Q": "↶", "S": "❄"}.get(symbol, symbol.replace("/P", "ᵖ"))


def with_symbols(text: str | Markup | None) -> Markup:
    """Escaped text (or Markup already escaped) with every {symbol} drawn as a symbol that names itself."""
    if not text:
        return Markup("")
    html = str(text if isinstance(text, Markup) else escape(text))

    def draw(m: re.Match) -> str:
        """One symbol: its glyph, its name for assistive technology and as a tooltip, the braces kept for copy."""
        said = escape(label(m.group(1)))
        return (f'<span class="{_css(m.group(1))}" role="img" aria-label="{said}" title="{said}">'
                f'<span class="ms-brace">{{</span>{escape(_shown(m.group(1)))}<span class="ms-brace">}}</span></span>')
    return Markup(SYMBOL.sub(draw, html))
