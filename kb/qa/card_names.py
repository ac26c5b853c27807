"""card_names: a card named in the EN text appears under its official name, or kept in English when none is known."""
from kb.qa.pair import Findings, Pair


def check(pair: Pair, out: Findings) -> None:
    """Official name missing: error. No official name known and the EN name dropped: warning."""
    for card in pair.card_names:
        if card.en not in pair.en:
            continue
        official = card.in_lang(pair.lang)
        if official and official not in pair.target:
            out.error(f"card name “{card.en}” must be written “{official}”")
        elif not official and card.en not in pair.target:
            out.warning(f"card name “{card.en}” is missing; no official {pair.lang.upper()} name is known, "
                        "so keep the English name")
