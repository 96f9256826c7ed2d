"""The slow, obvious Crossdigits move generator that the fast one is checked against.

Every way to put tiles from the rack into every row and column, each checked by
the rules (:func:`eqgames.games.crossdigits.plays.check_play`). A legal play's
squares are the first ``k`` empty squares from its first square along its line
(no gaps), so trying every first square, every ``k`` and every ordering of rack
digits tries every legal play. Two shortcuts, both rules the checker would apply anyway: a stretch of
squares that touches no tile is skipped (except for the first play, over the
star), and a tile whose line across the play's direction is already false is
not extended further (no later tile can change that line).
"""

from __future__ import annotations

from collections.abc import Sequence

from eqgames.core import IllegalAction
from eqgames.games.crossdigits.board import SIZE, STAR, Board
from eqgames.games.crossdigits.plays import check_play
from eqgames.games.crossdigits.scoring import best_reading

Tile = tuple[int, int, int]


def reference_moves(board: Board, rack: Sequence[int]) -> dict[tuple[Tile, ...], int]:
    """Every legal play of ``rack`` on ``board``: tiles (sorted) -> score."""
    found: dict[tuple[Tile, ...], int] = {}
    empty = board.is_empty()
    for dr, dc in ((0, 1), (1, 0)):
        for line in range(SIZE):
            for first in range(SIZE):
                r, c = (line, first) if dc else (first, line)
                if board.occupied(r, c):
                    continue
                squares = _empty_squares_from(board, r, c, dr, dc, len(rack))
                # A shortcut the rules imply: no play in a stretch of empty squares
                # far from every tile (and, on the first play, off the star).
                if _near_a_tile(board, squares) or (empty and STAR in squares):
                    _extend(board, squares, list(rack), [], (dr, dc), rack, found)
    return found


def _empty_squares_from(
    board: Board, r: int, c: int, dr: int, dc: int, count: int
) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    while 0 <= r < SIZE and 0 <= c < SIZE and len(out) < count:
        if not board.occupied(r, c):
            out.append((r, c))
        r, c = r + dr, c + dc
    return out


def _near_a_tile(board: Board, squares: list[tuple[int, int]]) -> bool:
    """Does a square of the stretch, or one between its squares, touch a tile?"""
    if not squares:
        return False
    (r0, c0), (r1, c1) = squares[0], squares[-1]
    return any(
        board.occupied(r + dr, c + dc)
        for r in range(r0, r1 + 1)
        for c in range(c0, c1 + 1)
        for dr, dc in ((0, 0), (0, 1), (0, -1), (1, 0), (-1, 0))
    )


def _extend(
    board: Board,
    squares: list[tuple[int, int]],
    left: list[int],
    placed: list[Tile],
    direction: tuple[int, int],
    rack: Sequence[int],
    found: dict[tuple[Tile, ...], int],
) -> None:
    if placed:
        try:
            play = check_play(board, placed, rack)
        except IllegalAction:
            pass
        else:
            found[play.tiles] = play.score
    if len(placed) == len(squares):
        return
    r, c = squares[len(placed)]
    for d in sorted(set(left)):
        if _cross_line_false(board, r, c, d, direction):
            continue
        rest = list(left)
        rest.remove(d)
        _extend(board, squares, rest, [*placed, (r, c, d)], direction, rack, found)


def _cross_line_false(board: Board, r: int, c: int, d: int, direction: tuple[int, int]) -> bool:
    """Is the line through ``(r, c)`` across ``direction`` false with ``d`` there?"""
    dr, dc = direction[1], direction[0]
    digits = [str(d)]
    rr, cc = r - dr, c - dc
    while board.occupied(rr, cc):
        digits.insert(0, str(board.get(rr, cc)))
        rr, cc = rr - dr, cc - dc
    rr, cc = r + dr, c + dc
    while board.occupied(rr, cc):
        digits.append(str(board.get(rr, cc)))
        rr, cc = rr + dr, cc + dc
    if len(digits) == 1:
        return False
    return len(digits) < 3 or best_reading("".join(digits)) is None
