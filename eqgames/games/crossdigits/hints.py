""""Show a move": the best play, and what seeing it costs.

The rulebook: the game places a move for you, at a cost of 50% of that move's
score against the Easy computer, 75% against Medium, and 100% against Hard or
another person; from your 4th hint in a game every hint costs 100%; one hint a
turn; none in online games. DESIGN.md: the move shown is the highest-scoring
legal play, and the cost is taken off when it is shown. A fraction of a point is
rounded up, so a hint never costs less than the rulebook's share.

    >>> hint_cost(14, percent=75, nth=1), hint_cost(14, percent=50, nth=4)
    (11, 14)
"""

from __future__ import annotations

from collections.abc import Sequence

from .board import Board
from .movegen import Move, generate

#: From this hint on (counting a player's hints in the game), a hint costs the full score.
FULL_PRICE_FROM = 4


def best_move(board: Board, rack: Sequence[int]) -> Move | None:
    """The highest-scoring legal play (ties: the first in the generator's order)."""
    moves = generate(board, rack)
    return moves[0] if moves else None


def hint_cost(score: int, percent: int, nth: int) -> int:
    """What the ``nth`` hint of a player costs when the move shown scores ``score``."""
    if nth >= FULL_PRICE_FROM:
        percent = 100
    return -(-score * percent // 100)
