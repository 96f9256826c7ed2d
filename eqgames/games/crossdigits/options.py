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

from eqgames.core import InvalidOptions, Options

#: What a hint costs, in percent of the shown move's score, by the opponent's level.
HINT_PERCENT = {"easy": 50, "medium": 75, "hard": 100, "person": 100}


@dataclass(frozen=True)
class CrossdigitsOptions(Options):
    hint_cost_level: str = "person"
    online: bool = False

    def __post_init__(self) -> None:
        if self.hint_cost_level not in HINT_PERCENT:
            raise InvalidOptions(
                f"hint_cost_level is one of {', '.join(HINT_PERCENT)}, not {self.hint_cost_level!r}"
            )

    @property
    def hint_percent(self) -> int:
        return HINT_PERCENT[self.hint_cost_level]
