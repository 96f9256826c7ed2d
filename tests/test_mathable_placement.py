"""The rule of one placement against the rulebook read literally, on random boards."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eqgames.games.mathable.board import (
    CENTRE,
    COLUMNS,
    LAYOUT,
    SIZE,
    Grid,
    name,
    parse,
    premium,
    sign,
)
from eqgames.games.mathable.placement import (
    completed,
    fits_anywhere,
    legal_placements,
    reason,
    score,
)
from eqgames.games.mathable.tiles import TILES, VALUES


def slow_equations(grid: Grid, row: int, col: int, value: int) -> int:
    """How many pairs ``value`` completes on the square, from the rulebook's words: the two
    adjoining squares in line on one side, either order, exact results only."""
    count = 0
    for dr, dc in ((0, -1), (0, 1), (-1, 0), (1, 0)):
        near = (row + dr, col + dc)
        far = (row + 2 * dr, col + 2 * dc)
        if not all(0 <= r < SIZE and 0 <= c < SIZE for r, c in (near, far)):
            continue
        a, b = grid.get(*near), grid.get(*far)
        if a is None or b is None:
            continue
        results = {
            "+": [Fraction(a + b)],
            "−": [Fraction(a - b), Fraction(b - a)],
            "×": [Fraction(a * b)],
            "÷": [Fraction(x, y) for x, y in ((a, b), (b, a)) if y != 0],
        }
        allowed = [sign(row, col)] if sign(row, col) else list(results)
        if any(Fraction(value) in results[op] for op in allowed):
            count += 1
    return count


@st.composite
def grids(draw: st.DrawFn) -> Grid:
    grid = Grid()
    squares = draw(
        st.lists(
            st.tuples(st.integers(0, SIZE - 1), st.integers(0, SIZE - 1)), min_size=0, max_size=60
        )
    )
    for sq in squares:
        if sq not in CENTRE:
            grid.put(sq, draw(st.sampled_from(sorted(VALUES))))
    return grid


@settings(max_examples=60, deadline=None)
@given(grids(), st.lists(st.sampled_from(sorted(VALUES)), min_size=1, max_size=7))
def test_placements_agree_with_the_rulebook_read_literally(grid: Grid, rack: list[int]) -> None:
    expected = []
    for r in range(SIZE):
        for c in range(SIZE):
            for v in sorted(set(rack)):
                n = slow_equations(grid, r, c, v)
                free = grid.get(r, c) is None
                assert len(completed(grid, (r, c), v)) == n
                assert (reason(grid, (r, c), v) is None) == (free and n > 0)
                assert score(grid, (r, c), v) == v * n * premium(r, c)
                if free and n:
                    expected.append(((r, c), v, v * n * premium(r, c)))
    found = [(p.square, p.value, p.points) for p in legal_placements(grid, rack)]
    assert found == expected
    assert fits_anywhere(grid, rack) == bool(expected)


def test_every_square_has_a_name_and_back() -> None:
    for r in range(SIZE):
        for c in range(SIZE):
            assert parse(name(r, c)) == (r, c)
            assert parse(name(r, c).lower()) == (r, c)
    assert name(6, 6) == "G7" and COLUMNS[13] == "N"


@pytest.mark.parametrize("text", ["", "G", "7G", "G0", "G٣", "GG7", "A-1", "N 3"])
def test_a_bad_square_name_is_refused_clearly(text: str) -> None:
    with pytest.raises(ValueError, match="is not a square"):
        parse(text)


def test_the_layout_as_designed() -> None:
    counts: dict[str, int] = {}
    for row in LAYOUT:
        for kind in row:
            counts[kind] = counts.get(kind, 0) + 1
    assert counts == {"": 132, "2x": 16, "3x": 12, "+": 8, "−": 8, "×": 8, "÷": 8, "centre": 4}
    assert dict(CENTRE) == {parse("G7"): 1, parse("H7"): 2, parse("G8"): 3, parse("H8"): 4}
    assert [sign(*parse(s)) for s in ("G4", "H4", "G5", "H5", "D7", "E7", "D8", "E8")] == [
        "+", "×", "×", "+", "×", "+", "+", "×",
    ]


def test_the_tiles_as_designed() -> None:
    assert len(TILES) == 106 and sum(TILES) == sum(v * TILES.count(v) for v in VALUES)
    assert [TILES.count(v) for v in range(12)] == [1] + [7] * 10 + [1]
    assert sorted(v for v in VALUES if v > 21) == [
        24, 25, 27, 28, 30, 32, 35, 36, 40, 42, 45, 48, 49, 50, 54, 56, 60, 63, 64, 70, 72, 80,
        81, 90,
    ]
