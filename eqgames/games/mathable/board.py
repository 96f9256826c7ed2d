"""The Mathable board: 14×14 squares, the printed centre, sign and premium squares.

The layout is DESIGN.md's, kept here as data exactly as drawn there (rows 1–14,
columns A–N). It was chosen to agree with every placement the rulebook shows:
the + square above the 8 in the sample play (H5), the + square right of
``4 12`` (J8), the × square right of ``2 3`` (J7) and the + square below the 4
of "To Begin Play" (G10); ``docs/rules/mathable.md`` says more.

Squares are ``(row, col)``, zero-based, and people read them as the page labels
them: the column letter then the row number, so the printed 1 at ``(6, 6)`` is
``G7``.

    >>> kind(*parse("H5")), kind(*parse("A1")), kind(*parse("E5")), kind(*parse("G7"))
    ('+', '3x', '2x', 'centre')
    >>> name(6, 7), parse("h8")
    ('H7', (7, 7))
    >>> CENTRE[parse("G8")]
    3
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from eqgames.core.errors import excerpt

SIZE = 14
COLUMNS = "ABCDEFGHIJKLMN"

Square = tuple[int, int]

#: The four operations, as the board and every message write them.
PLUS, MINUS, TIMES, DIVIDE = "+", "−", "×", "÷"
OPERATIONS = (PLUS, MINUS, TIMES, DIVIDE)

# DESIGN.md's diagram; "." is a plain square, a digit a printed centre tile.
_LAYOUT = """
3x .  .  .  .  .  3x 3x .  .  .  .  .  3x
.  2x .  .  ÷  .  .  .  .  ÷  .  .  2x .
.  .  2x .  .  −  .  .  −  .  .  2x .  .
.  .  .  2x .  .  +  ×  .  .  2x .  .  .
.  ÷  .  .  2x .  ×  +  .  2x .  .  ÷  .
.  .  −  .  .  .  .  .  .  .  .  −  .  .
3x .  .  ×  +  .  1  2  .  ×  +  .  .  3x
3x .  .  +  ×  .  3  4  .  +  ×  .  .  3x
.  .  −  .  .  .  .  .  .  .  .  −  .  .
.  ÷  .  .  2x .  +  ×  .  2x .  .  ÷  .
.  .  .  2x .  .  ×  +  .  .  2x .  .  .
.  .  2x .  .  −  .  .  −  .  .  2x .  .
.  2x .  .  ÷  .  .  .  .  ÷  .  .  2x .
3x .  .  .  .  .  3x 3x .  .  .  .  .  3x
"""


def _read_layout() -> tuple[tuple[str, ...], dict[Square, int]]:
    rows = [line.split() for line in _LAYOUT.split("\n") if line.strip()]
    assert len(rows) == SIZE and all(len(row) == SIZE for row in rows)
    kinds: list[str] = []
    centre: dict[Square, int] = {}
    for r, row in enumerate(rows):
        for c, cell in enumerate(row):
            if cell.isdigit():
                centre[(r, c)] = int(cell)
                kinds.append("centre")
            else:
                kinds.append("" if cell == "." else cell)
    return tuple(kinds), centre


_KINDS, _CENTRE = _read_layout()

#: The printed centre tiles: they are never covered and belong to nobody.
CENTRE: Mapping[Square, int] = _CENTRE
#: ``LAYOUT[row][col]``: ``""`` (plain), ``"2x"``, ``"3x"``, a sign ``+ − × ÷`` or ``"centre"``.
LAYOUT: tuple[tuple[str, ...], ...] = tuple(
    tuple(_KINDS[r * SIZE : (r + 1) * SIZE]) for r in range(SIZE)
)
#: What a premium square multiplies a tile's points by.
PREMIUM = {"2x": 2, "3x": 3}


def kind(row: int, col: int) -> str:
    """What is printed on a square: ``""``, ``"2x"``, ``"3x"``, ``+ − × ÷`` or ``"centre"``."""
    return LAYOUT[row][col]


def sign(row: int, col: int) -> str | None:
    """The operation a sign square prescribes, or ``None`` for any other square.

    >>> sign(*parse("J8")), sign(*parse("I8"))
    ('+', None)
    """
    k = LAYOUT[row][col]
    return k if k in OPERATIONS else None


def premium(row: int, col: int) -> int:
    """What the square multiplies a tile's points by (1 on all but 2x and 3x squares).

    >>> premium(*parse("A1")), premium(*parse("B2")), premium(*parse("C1"))
    (3, 2, 1)
    """
    return PREMIUM.get(LAYOUT[row][col], 1)


def on_board(row: int, col: int) -> bool:
    return 0 <= row < SIZE and 0 <= col < SIZE


def name(row: int, col: int) -> str:
    """``G7`` for ``(6, 6)``: the column letter, then the row counted from 1.

    >>> name(0, 13)
    'N1'
    >>> name(14, 0)
    Traceback (most recent call last):
    ...
    ValueError: (14, 0) is off the board: rows and columns run 0 to 13 (A1 to N14)
    """
    if not on_board(row, col):
        shown = f"({excerpt(row, 12)}, {excerpt(col, 12)})"
        raise ValueError(f"{shown} is off the board: rows and columns run 0 to 13 (A1 to N14)")
    return f"{COLUMNS[col]}{row + 1}"


def parse(text: str) -> Square:
    """The square a name like ``G7`` (or ``g7``) stands for, with a clear error for a bad name.

    >>> parse("N14")
    (13, 13)
    >>> parse("O3")
    Traceback (most recent call last):
    ...
    ValueError: 'O3' is not a square: write a column A–N and a row 1–14, like G7
    >>> parse("A15")
    Traceback (most recent call last):
    ...
    ValueError: 'A15' is not a square: the rows are 1 to 14
    """
    if not isinstance(text, str):
        raise ValueError(f"{excerpt(repr(text))} is not a square: write a column A–N and a row 1–14, like G7")
    t = text.strip().upper()
    if len(t) < 2 or t[0] not in COLUMNS or not (t[1:].isascii() and t[1:].isdigit()):
        raise ValueError(f"{excerpt(repr(text))} is not a square: write a column A–N and a row 1–14, like G7")
    row = int(t[1:]) - 1
    if not 0 <= row < SIZE:
        raise ValueError(f"{excerpt(repr(text))} is not a square: the rows are 1 to 14")
    return row, COLUMNS.index(t[0])


def square_of(square: Square | str) -> Square:
    """A square given as ``(row, col)`` or by name, as ``(row, col)`` (checked)."""
    if isinstance(square, str):
        return parse(square)
    row, col = square
    name(row, col)  # refuses a square off the board
    return row, col


#: The four directions a pair can lie in from a square: left, right, up, down.
DIRECTIONS: tuple[Square, ...] = ((0, -1), (0, 1), (-1, 0), (1, 0))


class Grid:
    """The values on the board: ``cells[row][col]`` is a number or ``None``.

    A new grid holds the printed centre tiles. Its JSON form is 14 lists of 14
    numbers or ``null``.

        >>> g = Grid()
        >>> g.get(*parse("H8")), g.get(*parse("H9"))
        (4, None)
        >>> g = Grid.with_tiles({"H6": 8, "G6": 2})
        >>> g.get(5, 7), sorted(g.tiles())[:2]
        (8, [((5, 6), 2), ((5, 7), 8)])
    """

    __slots__ = ("cells",)

    def __init__(self, cells: list[list[int | None]] | None = None) -> None:
        if cells is None:
            cells = [[None] * SIZE for _ in range(SIZE)]
            for (r, c), v in CENTRE.items():
                cells[r][c] = v
        self.cells = cells

    @classmethod
    def with_tiles(cls, tiles: Mapping[str, int] | Mapping[Square, int]) -> Grid:
        """The centre plus ``tiles`` (by square name or ``(row, col)``): for examples and tests."""
        grid = cls()
        for square, value in tiles.items():
            r, c = square_of(square)
            grid.cells[r][c] = value
        return grid

    def get(self, row: int, col: int) -> int | None:
        return self.cells[row][col]

    def occupied(self, row: int, col: int) -> bool:
        return 0 <= row < SIZE and 0 <= col < SIZE and self.cells[row][col] is not None

    def put(self, square: Square, value: int | None) -> None:
        self.cells[square[0]][square[1]] = value

    def copy(self) -> Grid:
        return Grid([list(line) for line in self.cells])

    def tiles(self) -> Iterator[tuple[Square, int]]:
        """Every value on the board (the centre too) as ``((row, col), value)``, row by row."""
        for r, line in enumerate(self.cells):
            for c, v in enumerate(line):
                if v is not None:
                    yield (r, c), v

    def empty_squares(self) -> Iterator[Square]:
        for r, line in enumerate(self.cells):
            for c, v in enumerate(line):
                if v is None:
                    yield r, c

    def to_json(self) -> list[list[int | None]]:
        return [list(line) for line in self.cells]

    @classmethod
    def from_json(cls, data: Sequence[Sequence[Any]]) -> Grid:
        if len(data) != SIZE or any(len(line) != SIZE for line in data):
            raise ValueError(f"a grid is {SIZE} rows of {SIZE} squares")
        return cls([[None if v is None else int(v) for v in line] for line in data])

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Grid) and self.cells == other.cells

    def __hash__(self) -> int:
        return hash(tuple(tuple(line) for line in self.cells))

    def __repr__(self) -> str:
        placed = {name(*sq): v for sq, v in self.tiles() if sq not in CENTRE}
        return f"Grid.with_tiles({placed!r})"
