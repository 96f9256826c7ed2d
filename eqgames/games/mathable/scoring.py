"""Scoring beyond one placement: the 50-point bonus and the end of the game.

The points of one placement are :mod:`.placement`'s (value × equations ×
premium). The rulebook adds two rules:

- "50-Point Bonus": a player who plays all of his tiles in a single turn scores
  50 more, but not one who had fewer than seven tiles at the start of the turn;
- "Declaring a Winner": each player reduces his total by the sum of his
  unplayed tiles.

    >>> bonus(started_with=7, left=0), bonus(started_with=6, left=0), bonus(started_with=7, left=1)
    (50, 0, 0)
    >>> final([120, 98], [[3, 10], []])
    [107, 98]
"""

from __future__ import annotations

from collections.abc import Sequence

from .tiles import RACK_SIZE

#: The bonus for playing every tile of a full rack in one turn.
BONUS = 50


def bonus(started_with: int, left: int) -> int:
    """The bonus of a turn that began with ``started_with`` tiles and ended with ``left``."""
    return BONUS if started_with >= RACK_SIZE and left == 0 else 0


def leftover(values: Sequence[int]) -> int:
    """What the tiles left on a rack cost at the end: the sum of their values."""
    return sum(values)


def final(scores: Sequence[int], racks: Sequence[Sequence[int]]) -> list[int]:
    """The final scores: each less the sum of the values left on that player's rack."""
    return [s - leftover(r) for s, r in zip(scores, racks, strict=True)]
