"""The rule of one placement: which equations a tile completes, why one is refused, its points.

The rulebook's "Fundamentals": a tile goes next to a *pair* — two tiles in
adjoining squares in line with it, directly left, right, above or below it —
and must be the result of an equation the pair suggests: the sum, the product,
the difference (the order of the pair is irrelevant: ``4 − 2``, never ``−2``)
or the exact quotient (``4 ÷ 2``, never ``1/2``). Nothing diagonal. On a sign
square only that operation counts. A tile can complete up to four equations,
one per direction; it scores its value × the equations it completes × the
premium of its square ("Scoring").

Decisions where the rulebook is silent (``docs/rules/mathable.md``): a pair
counts once even when two operations give the tile (``2 + 2`` and ``2 × 2``
are one equation: one pair); a tile *between* two tiles (``3 _ 4``) does not
make an equation with them, a pair being two adjoining squares beside the tile;
``0 ÷ 5 = 0`` is exact and nothing is divided by 0.

The rulebook's first example, the pair (3, 4) of the centre: a 7 or a 12 goes
beside it.

    >>> from eqgames.games.mathable.board import Grid
    >>> grid = Grid()
    >>> [e.text for e in completed(grid, "I8", 7)], [e.text for e in completed(grid, "F8", 12)]
    (['3 + 4 = 7'], ['3 × 4 = 12'])
    >>> reason(grid, "I8", 8)
    '8 completes no equation on I8: 3 and 4 make 7, 1 or 12'
    >>> score(Grid.with_tiles({"I8": 12}), "J8", 16)
    16
    >>> reason(Grid.with_tiles({"I8": 12}), "J8", 48)
    'J8 is a + square: 4 + 12 = 16, not 48'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from .board import (
    CENTRE,
    DIRECTIONS,
    DIVIDE,
    MINUS,
    OPERATIONS,
    PLUS,
    TIMES,
    Grid,
    Square,
    name,
    premium,
    sign,
    square_of,
)


@dataclass(frozen=True)
class Equation:
    """One equation a tile completes: its pair (in board order), the operation, the text."""

    pair: tuple[Square, Square]
    op: str
    text: str

    def to_json(self) -> dict[str, Any]:
        return {"pair": [name(*sq) for sq in self.pair], "op": self.op, "text": self.text}


@dataclass(frozen=True)
class Placement:
    """A legal placement: a value on a square, the equations it completes and its points."""

    square: Square
    value: int
    equations: tuple[Equation, ...]
    premium: int

    @property
    def points(self) -> int:
        return self.value * len(self.equations) * self.premium

    def to_json(self) -> dict[str, Any]:
        return {
            "square": name(*self.square),
            "value": self.value,
            "equations": [e.to_json() for e in self.equations],
            "premium": self.premium,
            "points": self.points,
        }


def makes(a: int, b: int) -> dict[str, int]:
    """What the pair ``(a, b)`` makes with each operation, in either order.

    Subtraction is the larger less the smaller; a quotient only when exact (and
    never by 0).

        >>> makes(2, 4)
        {'+': 6, '−': 2, '×': 8, '÷': 2}
        >>> makes(3, 5), makes(0, 5)[DIVIDE], DIVIDE in makes(0, 0)
        ({'+': 8, '−': 2, '×': 15}, 0, False)
    """
    out = {PLUS: a + b, MINUS: abs(a - b), TIMES: a * b}
    big, small = (a, b) if a >= b else (b, a)
    if small != 0 and big % small == 0:
        out[DIVIDE] = big // small
    elif small == 0 and big != 0:
        out[DIVIDE] = 0  # 0 ÷ big
    return out


def equation_text(a: int, b: int, op: str, value: int) -> str:
    """The equation as a person writes it: ``+`` and ``×`` in board order, ``−`` and ``÷``
    with the larger number first (``0 ÷ 5``: the dividend first).

        >>> equation_text(2, 4, MINUS, 2), equation_text(2, 4, TIMES, 8), equation_text(5, 0, DIVIDE, 0)
        ('4 − 2 = 2', '2 × 4 = 8', '0 ÷ 5 = 0')
    """
    if op == MINUS or (op == DIVIDE and min(a, b) != 0):
        a, b = max(a, b), min(a, b)
    elif op == DIVIDE:
        a, b = min(a, b), max(a, b)
    return f"{a} {op} {b} = {value}"


def pairs(grid: Grid, square: Square) -> list[tuple[Square, Square]]:
    """The pairs beside ``square``, each in board order (left to right, top to bottom),
    in the order left, right, above, below.

        >>> [tuple(name(*s) for s in p) for p in pairs(Grid(), (7, 8))]
        [('G8', 'H8')]
    """
    r, c = square
    found = []
    for dr, dc in DIRECTIONS:
        near, far = (r + dr, c + dc), (r + 2 * dr, c + 2 * dc)
        if grid.occupied(*near) and grid.occupied(*far):
            found.append((far, near) if dr + dc < 0 else (near, far))
    return found


def _values(grid: Grid, pair: tuple[Square, Square]) -> tuple[int, int]:
    a, b = grid.get(*pair[0]), grid.get(*pair[1])
    assert a is not None and b is not None
    return a, b


def completed(grid: Grid, square: Square | str, value: int) -> tuple[Equation, ...]:
    """The equations ``value`` completes on ``square`` (whether or not the square is free),
    honouring a sign square: one per pair at most."""
    sq = square_of(square)
    only = sign(*sq)
    ops = OPERATIONS if only is None else (only,)
    out = []
    for pair in pairs(grid, sq):
        a, b = _values(grid, pair)
        made = makes(a, b)
        for op in ops:
            if made.get(op) == value:
                out.append(Equation(pair, op, equation_text(a, b, op, value)))
                break
    return tuple(out)


def score(grid: Grid, square: Square | str, value: int) -> int:
    """The points of ``value`` on ``square``: value × equations completed × premium (0 if none)."""
    sq = square_of(square)
    return value * len(completed(grid, sq, value)) * premium(*sq)


def reason(grid: Grid, square: Square | str, value: int) -> str | None:
    """Why ``value`` may not go on ``square``, for a person; ``None`` when it may.

        >>> reason(Grid(), "G7", 5)
        'G7 holds a printed 1: the centre tiles are never covered'
        >>> reason(Grid(), "J9", 5)
        'J9 has no pair beside it: a tile completes an equation with the two adjoining tiles next to it in its row or column'
        >>> reason(Grid.with_tiles({"B7": 5, "C7": 3}), "D7", 15), reason(Grid(), "Z1", 1)
        (None, "'Z1' is not a square: write a column A–N and a row 1–14, like G7")
    """
    try:
        sq = square_of(square)
    except ValueError as exc:
        return str(exc)
    held = grid.get(*sq)
    if held is not None:
        where = name(*sq)
        if sq in CENTRE:
            return f"{where} holds a printed {held}: the centre tiles are never covered"
        return f"{where} already holds {held}"
    beside = pairs(grid, sq)
    if not beside:
        return (
            f"{name(*sq)} has no pair beside it: a tile completes an equation with the two "
            "adjoining tiles next to it in its row or column"
        )
    if completed(grid, sq, value):
        return None
    only = sign(*sq)
    if only is not None:
        said = []
        for pair in beside:
            a, b = _values(grid, pair)
            made = makes(a, b).get(only)
            if made is None:
                said.append(f"{max(a, b)} ÷ {min(a, b)} is not a whole number")
            else:
                said.append(equation_text(a, b, only, made))
        return f"{name(*sq)} is a {only} square: {'; '.join(said)}, not {value}"
    said = []
    for pair in beside:
        a, b = _values(grid, pair)
        results = list(dict.fromkeys(makes(a, b).values()))
        listed = ", ".join(map(str, results[:-1])) + " or " + str(results[-1])
        said.append(f"{a} and {b} make {listed}")
    return f"{value} completes no equation on {name(*sq)}: {'; '.join(said)}"


class Refused(ValueError):
    """A placement the rules refuse; the message is :func:`reason`'s sentence."""


def check(grid: Grid, square: Square | str, value: int) -> Placement:
    """The placement of ``value`` on ``square``, or :class:`Refused` with the reason.

        >>> check(Grid(), "G9", 4).to_json()["equations"]
        [{'pair': ['G7', 'G8'], 'op': '+', 'text': '1 + 3 = 4'}]
    """
    why = reason(grid, square, value)
    if why is not None:
        raise Refused(why)
    sq = square_of(square)
    return Placement(sq, value, completed(grid, sq, value), premium(*sq))


def legal_placements(grid: Grid, values: Iterable[int]) -> list[Placement]:
    """Every legal placement of any of ``values``: each empty square (row by row) × each
    distinct value (smallest first), checked with :func:`completed`. The slow, obvious
    reference the fast move generator is tested against.

        >>> sorted((name(*p.square), p.value) for p in legal_placements(Grid(), [7, 2]))
        [('F7', 2), ('F8', 7), ('G6', 2), ('G9', 2), ('H6', 2), ('H9', 2), ('I7', 2), ('I8', 7)]
    """
    distinct = sorted(set(values))
    out = []
    for sq in grid.empty_squares():
        if not pairs(grid, sq):
            continue
        for v in distinct:
            eqs = completed(grid, sq, v)
            if eqs:
                out.append(Placement(sq, v, eqs, premium(*sq)))
    return out


def fits_anywhere(grid: Grid, values: Iterable[int]) -> bool:
    """Whether any of ``values`` has a legal placement (stops at the first found).

        >>> fits_anywhere(Grid(), [90, 81]), fits_anywhere(Grid(), [90, 7])
        (False, True)
    """
    wanted = set(values)
    if not wanted:
        return False
    for sq in grid.empty_squares():
        only = sign(*sq)
        for pair in pairs(grid, sq):
            made = makes(*_values(grid, pair))
            if only is not None:
                if made.get(only) in wanted:
                    return True
            elif not wanted.isdisjoint(made.values()):
                return True
    return False
