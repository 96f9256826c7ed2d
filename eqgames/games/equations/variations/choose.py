"""How a computer player selects a variation (II-B), from its view only.

The rule is simple and helpful: prefer a variation that only *adds* meanings
— a Basic Equation keeps its value under it, so every Solution the player
could find before is still a Solution, and the variation may give more
(:data:`HELPFUL`, most helpful first). Variations that change what a cube
already means (Average's +, Base m's numerals, Multiple of k's target) come
last. Only legal selections are made (the view's menu says which are
illegal), and no optional second variation is taken: the extra meaning helps
the opponents as much.

    >>> view = {"selection": {"required": 1, "picked": 0, "menu": [
    ...     {"id": "average", "options": [{"param": None, "illegal": None}]},
    ...     {"id": "wild", "options": [{"param": "0", "illegal": "no 0 was rolled"}]},
    ...     {"id": "factorial", "options": [{"param": None, "illegal": None}]}]}}
    >>> helpful(view).to_json()
    {'type': 'select', 'variation': 'factorial', 'param': None}
"""

from __future__ import annotations

from typing import Any

from eqgames.core import Action, Rng

from ..actions import FinishSelecting, Select

#: Variations that only add meanings, most helpful first.
HELPFUL = (
    "multiple_operations",
    "two_digit_numerals",
    "wild",
    "factorial",
    "powers_of_base",
    "sideways",
    "upside_down",
    "decimal_in_goal",
    "exponent",
    "lcm",
    "gcf",
    "number_of_factors",
    "smallest_prime",
    "percent",
    "decimal_point",
    "log",
)


def _legal(view: dict[str, Any]) -> list[tuple[str, Any]]:
    menu = view["selection"]["menu"]
    return [
        (item["id"], option["param"])
        for item in menu
        for option in item["options"]
        if option["illegal"] is None
    ]


def _enough(view: dict[str, Any]) -> bool:
    sel = view["selection"]
    return bool(sel["picked"] >= sel["required"])


def helpful(view: dict[str, Any]) -> Action:
    """The most helpful legal variation; any legal one; else the list's first (illegal)."""
    if _enough(view):
        return FinishSelecting()
    legal = _legal(view)
    rank = {v: k for k, v in enumerate(HELPFUL)}
    if legal:
        best = min(legal, key=lambda choice: rank.get(choice[0], len(rank)))
        return Select(best[0], best[1])
    first = view["selection"]["menu"][0]
    return Select(first["id"], first["options"][0]["param"])


def at_random(view: dict[str, Any], rng: Rng) -> Action:
    """A legal selection at random (self-play); in Senior, a second one half the time."""
    sel = view["selection"]
    legal = _legal(view)
    optional = sel["picked"] >= sel["required"]
    if not legal or (optional and rng.random() < 0.5):
        return FinishSelecting() if optional else helpful(view)
    variation, param = rng.choice(legal)
    return Select(variation, param)
