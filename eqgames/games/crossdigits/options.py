"""Crossdigits options.

The rulebook has no variants; the options are what a host decides:

- ``hint_cost_level``: whom the hint-taker plays against, which sets what
  "Show a move" costs — ``easy`` 50% of the move's score, ``medium`` 75%,
  ``hard`` or ``person`` 100% (from a player's 4th hint on, always 100%).
- ``online``: an online game between people; hints are not available.

    >>> CrossdigitsOptions(hint_cost_level="easy").hint_percent
    50
"""

from __future__ import annotations

from dataclasses import dataclass

from eqgames.core import Options, option

#: What a hint costs, in percent of the shown move's score, by the opponent's level.
HINT_PERCENT = {"easy": 50, "medium": 75, "hard": 100, "person": 100}


@dataclass(frozen=True)
class CrossdigitsOptions(Options):
    hint_cost_level: str = option(
        "person",
        "Hint cost (by the opponent's level)",
        choices={level: f"{percent}%" for level, percent in HINT_PERCENT.items()},
    )
    online: bool = option(False, "An online game between people (no hints)")

    @property
    def hint_percent(self) -> int:
        return HINT_PERCENT[self.hint_cost_level]
