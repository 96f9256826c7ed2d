"""The fast move generator against the obvious enumerations, on positions from self-play.

Single placements are compared with the engine's rule of one placement
(``placement.legal_placements``) and with a plainer reading of the rulebook
that uses no engine code (:mod:`tests.mathable_reference`), for the full rack
of every position. Whole turns of up to 3 tiles are compared with playing every
sequence of placements on a copy of the board; the reference is slow, so those
positions keep 1 to 5 tiles of their rack (one in four keeps the full rack).
"""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from eqgames.core import Rng
from eqgames.games.mathable import movegen, placement
from eqgames.games.mathable.board import CENTRE, SIZE, Grid
from eqgames.games.mathable.tiles import COUNTS
from tests.mathable_positions import sample, self_play_positions
from tests.mathable_reference import (
    Found,
    engine_placements,
    plainest_placements,
    reference_turns,
)

POSITIONS = 200


def _fast(grid: Grid, rack: tuple[int, ...] | list[int]) -> Found:
    found = movegen.placements(movegen.cells_of(grid), movegen.rack_counts(rack))
    return {(m.square[0], m.square[1], m.value): (m.equations, m.score) for m in found}


def test_the_self_play_positions_run_from_the_first_turn_to_full_boards() -> None:
    positions = self_play_positions()
    tiles = [sum(1 for _ in grid.tiles()) for grid, _ in positions]
    assert len(positions) >= 2 * POSITIONS
    assert min(tiles) == len(CENTRE) and max(tiles) > 60


def test_every_single_placement_exactly_with_its_equations_and_points() -> None:
    placements = 0
    for index, grid, rack in sample(POSITIONS):
        fast = _fast(grid, rack)
        assert fast == engine_placements(grid, rack), f"position {index}, rack {rack}"
        assert fast == plainest_placements(grid.cells, rack), f"position {index}, rack {rack}"
        placements += len(fast)
    assert placements > 800


def test_placements_come_best_first() -> None:
    for _, grid, rack in sample(40):
        scores = [
            m.score for m in movegen.placements(movegen.cells_of(grid), movegen.rack_counts(rack))
        ]
        assert scores == sorted(scores, reverse=True)


def _turns(grid: Grid, rack: list[int], n: int) -> dict[tuple[tuple[int, int, int], ...], int]:
    ends = movegen.best_turns(movegen.cells_of(grid), movegen.rack_counts(rack), max_tiles=n)
    out = {}
    for pos in ends:
        key = tuple(sorted((m.square[0], m.square[1], m.value) for m in pos.placed))
        assert key not in out, "each set of tiles placed is reached once"
        out[key] = pos.score
    return out


def test_every_turn_of_up_to_3_tiles_with_its_best_order() -> None:
    rng = Rng(11)
    turns = 0
    for i, (index, grid, rack) in enumerate(sample(POSITIONS)):
        kept = list(rack)
        rng.shuffle(kept)
        kept = kept if i % 4 == 0 else kept[: rng.randint(1, 5)]
        expected = reference_turns(grid, kept, 3)
        assert _turns(grid, kept, 3) == expected, f"position {index}, rack {kept}"
        turns += len(expected)
    assert turns > 2500


def _replay(grid: Grid, moves: tuple[movegen.Move, ...]) -> int:
    """The points of ``moves`` played in order by the engine's rule (each must be legal)."""
    board = grid.copy()
    points = 0
    for m in moves:
        points += placement.check(board, m.square, m.value).points
        board.put(m.square, m.value)
    return points


def test_the_searched_turns_are_legal_sequences_with_their_scores() -> None:
    for _, grid, rack in sample(60):
        ends = movegen.best_turns(
            movegen.cells_of(grid), movegen.rack_counts(rack), bonus_eligible=True
        )
        best = ends[0]
        assert movegen.total(best, True) == max(movegen.total(p, True) for p in ends)
        for pos in ends[:20]:
            assert _replay(grid, pos.placed) == pos.score
            left = Counter(rack)
            left.subtract(m.value for m in pos.placed)
            assert sorted(left.elements()) == list(pos.left())
        # The best turn is at least the best of up to 3 tiles, which is searched exactly.
        short = max(pos.score for pos in ends if len(pos.placed) <= 3)
        assert best.score >= short


def test_the_bonus_counts_when_a_full_rack_is_emptied() -> None:
    # 7, 12 and 16 (the rulebook's 4 + 12 = 16) and four tiles that fit beside the centre.
    grid = Grid()
    rack = [7, 12, 16, 2, 2, 4, 4]
    turn = movegen.best_turn(movegen.cells_of(grid), movegen.rack_counts(rack), bonus_eligible=True)
    assert not turn.left and turn.bonus == movegen.FULL_RACK_BONUS
    assert turn.score == _replay(grid, turn.placements) + 50


_VALUES = sorted(COUNTS)


@st.composite
def _boards(draw: st.DrawFn) -> tuple[Grid, list[int]]:
    grid = Grid()
    for _ in range(draw(st.integers(0, 40))):
        r, c = draw(st.integers(0, SIZE - 1)), draw(st.integers(0, SIZE - 1))
        if (r, c) not in CENTRE:
            grid.put((r, c), draw(st.sampled_from(_VALUES[:20] + [0, 0, 24, 36, 90])))
    rack = draw(st.lists(st.sampled_from(_VALUES), min_size=1, max_size=8))
    return grid, rack


@settings(max_examples=150, deadline=None)
@given(_boards())
def test_random_boards_zeros_and_quotients(board: tuple[Grid, list[int]]) -> None:
    grid, rack = board
    assert _fast(grid, rack) == plainest_placements(grid.cells, rack)


@settings(max_examples=60, deadline=None)
@given(_boards())
def test_random_boards_every_turn_of_up_to_3_tiles(board: tuple[Grid, list[int]]) -> None:
    grid, rack = board
    rack = rack[:4]
    assert _turns(grid, rack, 3) == reference_turns(grid, rack, 3)
