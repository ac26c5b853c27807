"""The "legend rule" (CR 704.5j): a player who controls legendary permanents with the same name keeps one; the rest are
put into their owners' graveyards — a state-based action, not destruction and not a sacrifice."""
from __future__ import annotations

from collections import defaultdict

from kb.characteristics import of_permanent
from kb.model import Permanent
from kb.rules.registry import predicate


@predicate("legend_rule", cr=["704.5j", "201.2", "201.2a", "701.8b", "701.21a", "700.4"])
def legend_rule(permanents: list[Permanent]) -> list[dict[str, object]]:
    """Which permanents the "legend rule" puts into their owners' graveyards: for each player and name, when they
    control two or more legendary permanents with that name (the same English name; no name is never the same), they
    keep one of their choice and the rest go — not destroyed, not sacrificed, though they die (704.5j, 201.2a).

    Answers, for each such player and name, {"controller", "name", "keeps": 1, "put_into_graveyard": how many,
    "destroyed": false, "sacrificed": false, "dies": true}; [] when the rule doesn't apply.
    """
    legends: dict[tuple[str, str], int] = defaultdict(int)
    for permanent in permanents:
        values = of_permanent(permanent)
        if "Legendary" in values.supertypes:
            for name in values.names:
                if name:  # 201.2a: an object with no name has no name in common with any other
                    legends[permanent.controller, name] += 1
    return [{"controller": controller, "name": name, "keeps": 1, "put_into_graveyard": count - 1,
             "destroyed": False, "sacrificed": False, "dies": True}
            for (controller, name), count in sorted(legends.items()) if count > 1]
