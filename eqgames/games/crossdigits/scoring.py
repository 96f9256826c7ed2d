"""Scoring, as the rulebook's "Scoring" section says.

- Each line a play makes is scored separately and the scores are added.
- A line scores the points of every tile in it, tiles already on the board too.
- 2T / 3T multiply the tile placed on them, then 2E / 3E multiply the whole
  line; premium squares count only on the turn a tile is placed on them.
- A line read with × or ÷ earns +5, added after the multipliers. A line may
  have several true readings (DESIGN.md): it scores with the best one for the
  player, so the +5 applies if any true reading uses × or ÷; the reading shown
  is the best-scoring one, ties broken by :func:`~eqgames.arith.crossdigits.read_line`'s order.
- A play of 7 or more tiles earns +20 (DESIGN.md: "7 or more", since the second
  player's first rack holds 8).

The rulebook's example: a 7 placed on a 2E between a 9 and a 2 makes
``9 − 7 = 2``, worth (3 + 3 + 1) × 2 = 14:

    >>> line_score([(9, ""), (7, "2E"), (2, "")], new=[False, True, False], muldiv=False)
    14
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from eqgames.arith.crossdigits import TRUE_MULDIV, Reading, line_kind, read_line

from .bag import POINTS
from .board import LINE_MULTIPLIER, TILE_MULTIPLIER

#: Added to a line read with × or ÷, after the multipliers.
MULDIV_BONUS = 5
#: Added to a play of at least :data:`BINGO_TILES` tiles.
BINGO_BONUS = 20
BINGO_TILES = 7
#: Fewest tiles in a line of touching tiles ("two tiles side by side can never be an equation").
MIN_LINE = 3


@lru_cache(maxsize=1 << 17)
def best_reading(digits: str) -> Reading | None:
    """The reading a line is scored and shown with, or ``None`` if it is not true.

    Cached: the move generator and the bots ask about the same lines again and again.

        >>> best_reading("972").text, best_reading("623").text, best_reading("9726")
        ('9 − 7 = 2', '6 ÷ 2 = 3', None)
    """
    readings = read_line(digits)
    if not readings:
        return None
    for reading in readings:
        if reading.operator in ("×", "÷"):
            return reading
    return readings[0]


@lru_cache(maxsize=1 << 18)
def line_bonus(digits: str) -> int | None:
    """``None`` if the line is not true, else its bonus: 5 if a reading uses × or ÷, else 0.

    What the move generator needs from a line, cached, without building readings.

        >>> line_bonus("972"), line_bonus("623"), line_bonus("9726")
        (0, 5, None)
    """
    kind = line_kind(digits)
    if not kind:
        return None
    return MULDIV_BONUS if kind == TRUE_MULDIV else 0


def is_muldiv(reading: Reading) -> bool:
    return reading.operator in ("×", "÷")


def line_score(tiles: Sequence[tuple[int, str]], new: Sequence[bool], muldiv: bool) -> int:
    """The score of one line: ``tiles`` are ``(digit, premium of its square)``
    in order; ``new[i]`` says whether tile ``i`` is placed this turn."""
    points = 0
    factor = 1
    for (digit, square), placed in zip(tiles, new, strict=True):
        if placed:
            points += POINTS[digit] * TILE_MULTIPLIER[square]
            factor *= LINE_MULTIPLIER[square]
        else:
            points += POINTS[digit]
    return points * factor + (MULDIV_BONUS if muldiv else 0)


def bingo(tiles_placed: int) -> int:
    """The bonus for a play of ``tiles_placed`` tiles."""
    return BINGO_BONUS if tiles_placed >= BINGO_TILES else 0
