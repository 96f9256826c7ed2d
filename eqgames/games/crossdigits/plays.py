"""The rules of placing tiles ("Placing tiles", "Equation rules"), and a play's score.

:func:`check_play` is the one place these rules are written; the state machine,
the Workbench, the puzzles and the slow reference generator in the tests all ask
it. A play is legal when:

1. it places at least one tile, each a digit from the player's rack, on an
   empty square of the board;
2. all its tiles are in one row or one column, with no gaps between them
   (tiles already on the board may sit between);
3. the first play of the game covers the star and uses at least 3 tiles; every
   later play touches a tile already on the board;
4. every line of touching tiles (across and down) containing a new tile has at
   least 3 tiles and reads as a true equation.

    >>> from .board import Board
    >>> play = check_play(Board(), [(7, 6, 9), (7, 7, 7), (7, 8, 2)], [9, 7, 2, 1, 1, 1, 1])
    >>> play.score, [line.reading for line in play.lines]
    (14, ['9 − 7 = 2'])
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from eqgames.core import IllegalAction
from eqgames.core.actions import JSON

from .board import STAR, Board, off_board, on_board, premium, square_name
from .scoring import MIN_LINE, best_reading, bingo, is_muldiv, line_score

Tile = tuple[int, int, int]  # (row, col, digit)


@dataclass(frozen=True)
class Line:
    """A line a play makes: its squares, digits, the reading shown, and its score."""

    squares: tuple[tuple[int, int], ...]
    digits: str
    reading: str
    score: int

    def to_json(self) -> dict[str, JSON]:
        return {
            "squares": [list(sq) for sq in self.squares],
            "digits": self.digits,
            "reading": self.reading,
            "score": self.score,
        }


@dataclass(frozen=True)
class ScoredPlay:
    """A legal play: its tiles (sorted), the lines it makes, the bonus and the total."""

    tiles: tuple[Tile, ...]
    lines: tuple[Line, ...]
    bonus: int
    score: int

    def to_json(self) -> dict[str, JSON]:
        return {
            "tiles": [list(t) for t in self.tiles],
            "lines": [line.to_json() for line in self.lines],
            "bonus": self.bonus,
            "score": self.score,
        }


def describe_line(squares: Sequence[tuple[int, int]], digits: str) -> str:
    """``the line 9 7 3 (G8–I8)`` for messages."""
    spaced = " ".join(digits)
    return f"the line {spaced} ({square_name(*squares[0])}–{square_name(*squares[-1])})"


def check_play(board: Board, tiles: Iterable[Tile], rack: Sequence[int] | None) -> ScoredPlay:
    """Check a play against the rules and score it; raise :class:`IllegalAction` if it breaks one.

    ``rack`` lists the digits the player holds (``None``: don't check, for puzzles
    whose tiles are checked elsewhere). The board is not changed.
    """
    placed = tuple(sorted(tiles))
    _check_squares(board, placed, rack)
    _check_shape(board, placed)
    after = board.copy()
    for r, c, d in placed:
        after.grid[r][c] = d
    lines = _lines(after, placed)
    if not lines:
        raise IllegalAction("a play must make a line of at least 3 touching tiles")
    scored = tuple(_score_line(after, squares, placed) for squares in lines)
    bonus = bingo(len(placed))
    return ScoredPlay(placed, scored, bonus, sum(line.score for line in scored) + bonus)


def _check_squares(board: Board, placed: tuple[Tile, ...], rack: Sequence[int] | None) -> None:
    if not placed:
        raise IllegalAction("place at least one tile")
    seen = set()
    for r, c, d in placed:
        if not on_board(r, c):
            raise IllegalAction(off_board(r, c))
        if not 0 <= d <= 9:
            raise IllegalAction(f"{d} is not a digit tile")
        if (r, c) in seen:
            raise IllegalAction(f"two tiles on {square_name(r, c)}")
        seen.add((r, c))
        if board.occupied(r, c):
            raise IllegalAction(f"{square_name(r, c)} already holds a {board.get(r, c)}")
    if rack is not None:
        held_counts = Counter(rack)
        missing = Counter(d for _, _, d in placed) - held_counts
        if missing:
            d = min(missing)
            held = held_counts[d]
            raise IllegalAction(
                f"you have {held} {d} tile{'s' if held != 1 else ''} and tried to place "
                f"{held + missing[d]}"
            )


def _check_shape(board: Board, placed: tuple[Tile, ...]) -> None:
    rows = {r for r, _, _ in placed}
    cols = {c for _, c, _ in placed}
    if len(rows) > 1 and len(cols) > 1:
        raise IllegalAction("all the tiles of a play go in one row or one column")
    squares = {(r, c) for r, c, _ in placed}
    first, last = placed[0], placed[-1]
    dr, dc = (0, 1) if len(rows) == 1 else (1, 0)
    r, c = first[0], first[1]
    while (r, c) != (last[0], last[1]):
        r, c = r + dr, c + dc
        if (r, c) not in squares and not board.occupied(r, c):
            raise IllegalAction(f"there is a gap at {square_name(r, c)}: fill it or place fewer tiles")
    if board.is_empty():
        if STAR not in squares:
            raise IllegalAction(f"the first play covers the star ({square_name(*STAR)})")
        if len(placed) < MIN_LINE:
            raise IllegalAction("the first play uses at least 3 tiles")
        return
    touches = any(
        board.occupied(r + dr2, c + dc2)
        for r, c, _ in placed
        for dr2, dc2 in ((0, 1), (0, -1), (1, 0), (-1, 0))
    )
    if not touches:
        raise IllegalAction("a play must touch a tile already on the board")


def _lines(after: Board, placed: tuple[Tile, ...]) -> list[tuple[tuple[int, int], ...]]:
    """The lines of 2 or more touching tiles through the new tiles, across first."""
    found: dict[tuple[tuple[int, int], ...], None] = {}
    for dr, dc in ((0, 1), (1, 0)):
        for r, c, _ in placed:
            squares = after.run(r, c, dr, dc)
            if len(squares) >= 2:
                found[squares] = None
    return list(found)


def _score_line(
    after: Board, squares: tuple[tuple[int, int], ...], placed: tuple[Tile, ...]
) -> Line:
    new_squares = {(r, c) for r, c, _ in placed}
    digits = "".join(str(after.get(r, c)) for r, c in squares)
    if len(squares) < MIN_LINE:
        raise IllegalAction(
            f"{describe_line(squares, digits)} has only {len(squares)} tiles: "
            "two tiles side by side can never be an equation"
        )
    reading = best_reading(digits)
    if reading is None:
        raise IllegalAction(f"{describe_line(squares, digits)} does not read as a true equation")
    cells = [(int(ch), premium(r, c)) for ch, (r, c) in zip(digits, squares, strict=True)]
    score = line_score(cells, [sq in new_squares for sq in squares], is_muldiv(reading))
    return Line(squares, digits, reading.text, score)
