"""Helpers for the Crossdigits tests: set up a board and racks by hand."""

from __future__ import annotations

from eqgames import games
from eqgames.games.crossdigits.bag import TILES
from eqgames.games.crossdigits.board import Board, parse_square
from eqgames.games.crossdigits.rules import CrossdigitsState


def put(board: Board, square: str, digits: str, down: bool = False) -> Board:
    """Write ``digits`` on the board from ``square`` (``"G8"``) across, or down."""
    r, c = parse_square(square)
    for i, ch in enumerate(digits):
        if ch != ".":
            board.grid[r + i * down][c + i * (not down)] = int(ch)
    return board


def tiles_at(square: str, digits: str, down: bool = False) -> list[tuple[int, int, int]]:
    """The tiles of a play: ``digits`` from ``square`` on, ``.`` skipping a square."""
    r, c = parse_square(square)
    return [
        (r + i * down, c + i * (not down), int(ch)) for i, ch in enumerate(digits) if ch != "."
    ]


def arrange(
    racks: list[str],
    board: Board | None = None,
    bag: str | None = None,
    seed: int = 0,
    **options: object,
) -> CrossdigitsState:
    """A game whose racks hold exactly ``racks`` (digits), with ``board`` on the table and,
    if given, exactly the digits of ``bag`` in the bag, in the order they will be drawn."""
    state = games.load("crossdigits", **options).new(seed=seed, players=len(racks))
    assert isinstance(state, CrossdigitsState)
    pool = list(range(len(TILES)))
    on_board = list((board or Board()).tiles())
    for _, _, d in on_board:
        pool.remove(next(t for t in pool if TILES[t] == d))

    def take(digit: int) -> int:
        tile = next(t for t in pool if TILES[t] == digit)
        pool.remove(tile)
        return tile

    state.board = board or Board()
    state.racks = [sorted((take(int(d)) for d in rack), key=lambda t: (TILES[t], t)) for rack in racks]
    if bag is None:
        state.rng.shuffle(pool)
        state.bag = pool
    else:
        state.bag = [take(int(d)) for d in reversed(bag)]
    return state
