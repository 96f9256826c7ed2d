"""The fast move generator against the slow obvious one, on positions from self-play.

The reference (:mod:`tests.crossdigits_reference`) tries every placement of rack
tiles in every row and column window and asks the rules. It is slow (seconds to
minutes for a full rack), so the positions here keep 1 to 3 tiles of the rack
they came with; full racks are compared on a few positions, and in
``benchmarks/crossdigits_movegen.py``. Few tiles would only ever take the
generator's "try every filling" path, so every position is checked a second
time with the equation-walking path forced, and that path is also checked
against plain trial on random lines (hypothesis).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eqgames.core import Rng
from eqgames.games.crossdigits import movegen
from eqgames.games.crossdigits.board import Board
from tests.crossdigits_positions import load_positions
from tests.crossdigits_reference import reference_moves

POSITIONS = 200


def _sample() -> Iterator[tuple[int, Board, list[int]]]:
    positions = load_positions()
    rng = Rng(7)
    step = len(positions) / POSITIONS
    for i in range(POSITIONS):
        board, rack = positions[int(i * step)]
        keep = rng.randint(1, min(3, len(rack)))
        rng.shuffle(rack)
        yield int(i * step), board, rack[:keep]


def _fast(board: Board, rack: list[int]) -> dict[tuple[tuple[int, int, int], ...], int]:
    return {m.tiles: m.score for m in movegen._generate(board, rack)}


def test_the_generator_finds_exactly_the_legal_plays_with_their_scores(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    sample = list(_sample())
    boards = {len(list(board.tiles())) for _, board, _ in sample}
    assert min(boards) == 0 and max(boards) > 60  # the first play to late in the game
    plays = 0
    for index, board, rack in sample:
        expected = reference_moves(board, rack)
        assert _fast(board, rack) == expected, f"position {index}, rack {rack}"
        with monkeypatch.context() as m:
            m.setattr(movegen, "_BRUTE_LIMIT", 0)
            assert _fast(board, rack) == expected, f"position {index}, rack {rack}, walking"
        plays += len(expected)
    assert plays > 1000


@pytest.mark.parametrize("index", [0, 154])
def test_full_racks_on_a_few_positions(index: int) -> None:
    board, rack = load_positions()[index]
    assert len(rack) == 7
    assert _fast(board, rack) == reference_moves(board, rack)


def test_the_second_players_first_play_with_8_tiles() -> None:
    rack = [1, 2, 3, 4, 5, 6, 7, 8]
    moves = movegen.generate(Board(), rack)
    eights = [m for m in moves if len(m.tiles) == 8]
    assert eights and all(m.score >= 20 for m in eights)
    # Every 8-tile line uses the whole rack and runs through the star.
    for m in eights[:50]:
        assert sorted(d for _, _, d in m.tiles) == rack
        assert (7, 7) in {(r, c) for r, c, _ in m.tiles}


@st.composite
def lines(draw: st.DrawFn) -> tuple[list[int], dict[int, int], list[int]]:
    length = draw(st.integers(3, 9))
    pattern = [draw(st.sampled_from([-1, -1, -1, 0, 1, 2, 3, 5, 7, 9])) for _ in range(length)]
    if -1 not in pattern:
        pattern[draw(st.integers(0, length - 1))] = -1
    for i in [i for i, d in enumerate(pattern) if d < 0][7:]:
        pattern[i] = 4  # a rack holds at most 7 tiles (8 on a first turn)
    holes = [i for i, d in enumerate(pattern) if d < 0]
    masks = {i: draw(st.sampled_from([0x3FF, 0x3FF, 0x2AA, 0x155, 0x00E])) for i in holes}
    rack = draw(st.lists(st.integers(0, 9), min_size=len(holes), max_size=min(7, len(holes) + 2)))
    return pattern, masks, rack


@settings(max_examples=300, deadline=None)
@given(lines())
def test_walking_the_equation_finds_the_same_lines_as_trying_every_filling(
    line: tuple[list[int], dict[int, int], list[int]],
) -> None:
    pattern, masks, rack = line
    counts = [rack.count(d) for d in range(10)]
    holes = sorted(masks)
    tried = movegen._fill_brute(pattern, holes, masks, counts)
    walked = movegen._fill_structured(pattern, masks, movegen._packed(counts))
    assert walked == tried  # the same lines, and the same +5 for a × or ÷ reading
