"""Hints: "show a placement" and "show the best turn".

The rules (:mod:`.rules`) offer a hint on one's turn in games against the
computer and pass-and-play, never online (options ``hints`` and ``online``), and
ask :func:`show` for what to show:

- ``"placement"``: the highest-scoring single placement of the rack now (ties:
  the first square row by row, then the smaller value);
- ``"turn"``: the best sequence of placements found from here to the end of the
  turn (:func:`.movegen.best_turns`: every order of up to 3 tiles searched, the
  beam beyond), in the order to play them. The 50-point bonus counts when the
  rack is full (7 tiles): a hint asked for at the start of a turn.

Each placement comes with its equations, checked by the rule of one placement on
the board as the earlier ones of the shown turn leave it.

    >>> from eqgames.games.mathable.board import Grid
    >>> [(p.value, p.points) for p in show(Grid(), [7, 12, 16], "placement")]
    [(12, 12)]

The best turn puts the 12 right of the 4 first, so that the 16 fits on the +
square after it (the rulebook's "4 + 12 = 16"):

    >>> [f"{p.to_json()['square']} {p.equations[0].text}" for p in show(Grid(), [7, 12, 16], "turn")]
    ['I8 3 × 4 = 12', 'J8 4 + 12 = 16', 'F8 3 + 4 = 7']
"""

from __future__ import annotations

from collections.abc import Sequence

from . import movegen
from .board import Grid
from .placement import Placement, check
from .tiles import RACK_SIZE

KINDS = ("placement", "turn")


def best_placement(grid: Grid, values: Sequence[int]) -> movegen.Move | None:
    """The highest-scoring single placement of ``values`` (None when nothing fits)."""
    found = movegen.placements(movegen.cells_of(grid), movegen.rack_counts(values))
    return found[0] if found else None


def best_turn(grid: Grid, values: Sequence[int]) -> movegen.Turn:
    """The best turn found for the rack ``values`` (see :mod:`.movegen` for what is exact)."""
    return movegen.best_turn(
        movegen.cells_of(grid), movegen.rack_counts(values), bonus_eligible=len(values) == RACK_SIZE
    )


def show(grid: Grid, values: Sequence[int], kind: str) -> tuple[Placement, ...]:
    """What the hint of ``kind`` shows: placements in the order to play them (empty: nothing fits)."""
    if kind not in KINDS:
        raise ValueError(f"a hint shows a placement or the best turn, not {kind!r}")
    if kind == "placement":
        move = best_placement(grid, values)
        moves: tuple[movegen.Move, ...] = () if move is None else (move,)
    else:
        moves = best_turn(grid, values).placements
    board = grid.copy()
    out = []
    for m in moves:
        out.append(check(board, m.square, m.value))
        board.put(m.square, m.value)
    return tuple(out)
