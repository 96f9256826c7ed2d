"""The Crossdigits board: 15×15 squares, the star and the premium squares.

The premium layout follows the classic crossword geometry (DESIGN.md): a
triple-word square is a 3E, a double-word square a 2E, a triple-letter square
a 3T and a double-letter square a 2T; the star in the centre is a 2E. It is
kept here as data, rows 0–7 as drawn in DESIGN.md; rows 8–14 mirror them.

Squares are ``(row, col)``, zero-based; people read them as the column letter
and the row number, like a crossword: the star ``(7, 7)`` is ``H8``.

    >>> premium(7, 7), premium(0, 0), premium(14, 3), premium(1, 1)
    ('2E', '3E', '2T', '2E')
    >>> square_name(7, 7), square_name(0, 14)
    ('H8', 'O1')
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from eqgames.core.errors import excerpt

SIZE = 15
STAR = (7, 7)
COLUMNS = "ABCDEFGHIJKLMNO"

# Rows 0..7 of the layout in DESIGN.md; "." is a plain square.
_TOP_HALF = """
3E .  .  2T .  .  .  3E .  .  .  2T .  .  3E
.  2E .  .  .  3T .  .  .  3T .  .  .  2E .
.  .  2E .  .  .  2T .  2T .  .  .  2E .  .
2T .  .  2E .  .  .  2T .  .  .  2E .  .  2T
.  .  .  .  2E .  .  .  .  .  2E .  .  .  .
.  3T .  .  .  3T .  .  .  3T .  .  .  3T .
.  .  2T .  .  .  2T .  2T .  .  .  2T .  .
3E .  .  2T .  .  .  2E .  .  .  2T .  .  3E
"""


def _layout() -> tuple[tuple[str, ...], ...]:
    top = [tuple("" if cell == "." else cell for cell in line.split()) for line in _TOP_HALF.split("\n") if line.strip()]
    assert len(top) == 8 and all(len(row) == SIZE for row in top)
    return tuple(top + top[-2::-1])


#: ``PREMIUMS[row][col]`` is ``""``, ``"2T"``, ``"3T"``, ``"2E"`` or ``"3E"``.
PREMIUMS: tuple[tuple[str, ...], ...] = _layout()

#: What a tile placed on the square multiplies: its own points (T) ...
TILE_MULTIPLIER = {"": 1, "2T": 2, "3T": 3, "2E": 1, "3E": 1}
#: ... or the whole line's (E).
LINE_MULTIPLIER = {"": 1, "2T": 1, "3T": 1, "2E": 2, "3E": 3}


def premium(row: int, col: int) -> str:
    return PREMIUMS[row][col]


def on_board(row: int, col: int) -> bool:
    return 0 <= row < SIZE and 0 <= col < SIZE


def check_square(row: int, col: int) -> None:
    """Refuse a square off the board, saying what a square is (``ValueError``).

    Squares sent as ``[row, column]`` are zero-based: ``[0, 0]`` is A1.

        >>> check_square(99, 99)
        Traceback (most recent call last):
        ...
        ValueError: [99, 99] is off the board: a square is [row, column], each 0 to 14 ([0, 0] is A1, [14, 14] is O15)
        >>> check_square(-1, 3)
        Traceback (most recent call last):
        ...
        ValueError: [-1, 3] is off the board: a square is [row, column], each 0 to 14 ([0, 0] is A1, [14, 14] is O15)
    """
    if not on_board(row, col):
        raise ValueError(off_board(row, col))


def off_board(row: int, col: int) -> str:
    """Why ``[row, col]`` is not a square (a sentence for a person)."""
    return (
        f"[{_short(row)}, {_short(col)}] is off the board: a square is [row, column], "
        f"each 0 to {SIZE - 1} ([0, 0] is A1, [{SIZE - 1}, {SIZE - 1}] is O{SIZE})"
    )


def _short(n: int) -> str:
    return excerpt(n, 12)


def square_name(row: int, col: int) -> str:
    """``H8`` for ``(7, 7)``: the column letter, then the row counted from 1.

    A square off the board has no name: :func:`check_square` refuses it.
    """
    check_square(row, col)
    return f"{COLUMNS[col]}{row + 1}"


def parse_square(name: str) -> tuple[int, int]:
    """The inverse of :func:`square_name` (``"h8"`` works too).

    >>> parse_square("H8")
    (7, 7)
    """
    text = name.strip().upper()
    if len(text) < 2 or text[0] not in COLUMNS or not _ascii_digits(text[1:]):
        shown = excerpt(repr(name))
        raise ValueError(f"{shown} is not a square: write a column A–O and a row 1–15, like H8")
    row = int(text[1:]) - 1
    if not 0 <= row < SIZE:
        raise ValueError(f"{excerpt(repr(name))} is not a square: rows are 1 to 15")
    return row, COLUMNS.index(text[0])


def _ascii_digits(text: str) -> bool:
    """Only 0–9 (``str.isdigit`` also takes ``٣`` and ``²``)."""
    return text.isascii() and text.isdigit()


class Board:
    """The digits on the board: ``grid[row][col]`` is a digit 0–9 or ``None``.

    Its JSON form is 15 strings of 15 characters, ``.`` for an empty square.

        >>> b = Board.from_rows(["..972.........."] + ["." * 15] * 14)
        >>> b.get(0, 3), b.run(0, 3, 0, 1)
        (7, ((0, 2), (0, 3), (0, 4)))
    """

    __slots__ = ("grid",)

    def __init__(self, grid: list[list[int | None]] | None = None) -> None:
        self.grid: list[list[int | None]] = grid or [[None] * SIZE for _ in range(SIZE)]

    @classmethod
    def from_rows(cls, rows: Iterable[str]) -> Board:
        rows = list(rows)
        if len(rows) != SIZE or any(len(r) != SIZE for r in rows):
            raise ValueError(f"a board is {SIZE} rows of {SIZE} characters")
        grid: list[list[int | None]] = []
        for r, text in enumerate(rows):
            line: list[int | None] = []
            for c, ch in enumerate(text):
                if ch == ".":
                    line.append(None)
                elif ch.isdigit() and ch.isascii():
                    line.append(int(ch))
                else:
                    raise ValueError(f"square {square_name(r, c)} holds {ch!r}: use a digit or '.'")
            grid.append(line)
        return cls(grid)

    def rows(self) -> list[str]:
        return ["".join("." if d is None else str(d) for d in line) for line in self.grid]

    def copy(self) -> Board:
        return Board([list(line) for line in self.grid])

    def get(self, row: int, col: int) -> int | None:
        return self.grid[row][col]

    def occupied(self, row: int, col: int) -> bool:
        return on_board(row, col) and self.grid[row][col] is not None

    def is_empty(self) -> bool:
        return all(line.count(None) == SIZE for line in self.grid)

    def tiles(self) -> Iterator[tuple[int, int, int]]:
        """Every tile on the board as ``(row, col, digit)``, row by row."""
        for r, line in enumerate(self.grid):
            for c, d in enumerate(line):
                if d is not None:
                    yield r, c, d

    def run(self, row: int, col: int, dr: int, dc: int) -> tuple[tuple[int, int], ...]:
        """The squares of the line of touching tiles through ``(row, col)`` in
        direction ``(dr, dc)`` (``(0, 1)`` across, ``(1, 0)`` down), read left to
        right or top to bottom. ``(row, col)`` itself counts as a tile."""
        r, c = row, col
        while self.occupied(r - dr, c - dc):
            r, c = r - dr, c - dc
        squares = [(r, c)]
        while self.occupied(r + dr, c + dc) or (r + dr, c + dc) == (row, col):
            r, c = r + dr, c + dc
            squares.append((r, c))
        return tuple(squares)
