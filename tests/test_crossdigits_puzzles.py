"""Crossdigits puzzles: made solvable, Check, Reveal, daily and random puzzles."""

from __future__ import annotations

import datetime

import pytest

from eqgames.games.crossdigits.board import Board
from eqgames.games.crossdigits.puzzles import (
    DIFFICULTY_TILES,
    REVEAL_PENALTY,
    Puzzle,
    _board_lines,
    check,
    daily,
    daily_difficulty,
    random_puzzle,
    reveal,
)
from eqgames.games.crossdigits.scoring import best_reading


def solved_board(puzzle: Puzzle) -> Board:
    board = puzzle.given()
    for r, c, d in puzzle.solution:
        board.grid[r][c] = d
    return board


@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard"])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_puzzles_are_solvable_by_construction(difficulty: str, seed: int) -> None:
    puzzle = random_puzzle(difficulty, seed)
    count = {"easy": 5, "medium": 8, "hard": 11}[difficulty]
    assert DIFFICULTY_TILES[difficulty] == count
    assert len(puzzle.holes) == len(puzzle.tiles) == count
    given = puzzle.given()
    assert all(given.get(r, c) is None for r, c in puzzle.holes)
    assert sorted(d for _, _, d in puzzle.solution) == list(puzzle.tiles)
    board = solved_board(puzzle)
    for line in _board_lines(board):
        digits = "".join(str(board.get(r, c)) for r, c in line)
        assert len(line) >= 3 and best_reading(digits) is not None, digits
        # Every line keeps at least one tile on the board: no line is pure guesswork.
        assert any(sq not in puzzle.holes for sq in line)
    assert check(puzzle, puzzle.solution_map).solved


def test_random_puzzles_come_from_difficulty_and_seed() -> None:
    assert random_puzzle("hard", 7) == random_puzzle("hard", 7)
    assert random_puzzle("hard", 7) != random_puzzle("hard", 8)
    assert len(random_puzzle("easy", 7).holes) == 5
    with pytest.raises(ValueError, match="difficulty"):
        random_puzzle("expert", 1)


def test_the_daily_puzzle_is_the_same_for_everyone_on_a_date() -> None:
    day = datetime.date(2026, 12, 1)
    puzzle = daily(day)
    assert puzzle == daily(day) and puzzle.id == "daily-2026-12-01"
    # Pinned: a change here changes everybody's puzzle, so it must be deliberate.
    assert puzzle.holes == ((7, 9), (8, 6), (8, 7), (8, 9), (9, 8))
    assert puzzle.tiles == (0, 4, 6, 8, 9)
    assert daily(day + datetime.timedelta(days=1)) != puzzle
    # Easy early in the week, hard at the weekend (2026-12-01 is a Tuesday).
    week = [daily_difficulty(day + datetime.timedelta(days=i)) for i in range(7)]
    assert week == ["easy", "medium", "medium", "hard", "hard", "hard", "easy"]


def _two_way_puzzle() -> Puzzle:
    """9 on G8 with H8 and I8 outlined and the tiles 2 and 7: 972 and 927 both work."""
    board = ["." * 15] * 7 + ["......9........"] + ["." * 15] * 7
    return Puzzle("hand", "easy", tuple(board), ((7, 7), (7, 8)), (2, 7), ((7, 7, 7), (7, 8, 2)))


def test_any_arrangement_that_works_counts() -> None:
    puzzle = _two_way_puzzle()
    assert check(puzzle, {(7, 7): 7, (7, 8): 2}).solved
    assert check(puzzle, {(7, 7): 2, (7, 8): 7}).solved  # 9 = 2 + 7


def test_check_marks_each_false_line() -> None:
    puzzle = random_puzzle("medium", 3)
    tiles = list(puzzle.tiles)
    wrong = dict(zip(puzzle.holes, tiles[1:] + tiles[:1], strict=True))
    result = check(puzzle, wrong)
    if result.solved:  # the rotation happened to work too: it counts
        return
    assert result.false_lines and len(result.reasons) == len(result.false_lines)
    assert all(any(sq in wrong for sq in line) for line in result.false_lines)
    assert result.filled == 8 and not result.solved


def test_check_of_a_partly_filled_board_and_bad_placements() -> None:
    puzzle = _two_way_puzzle()
    partial = check(puzzle, {(7, 7): 7})
    assert not partial.solved and partial.filled == 1
    assert partial.reasons == ("the line 9 7 (G8–H8) has only 2 tiles",)
    with pytest.raises(ValueError, match="not an outlined square"):
        check(puzzle, {(0, 0): 7})
    with pytest.raises(ValueError, match="has 1 7 tile"):
        check(puzzle, {(7, 7): 7, (7, 8): 7})


def test_reveal_places_one_correct_tile_and_costs_30_seconds() -> None:
    assert REVEAL_PENALTY == 30
    puzzle = random_puzzle("easy", 4)
    answer = puzzle.solution_map
    placed, square = reveal(puzzle, {})
    assert placed == {square: answer[square]}
    # A tile of the revealed digit put on a wrong square goes back to the tray.
    first = puzzle.holes[0]
    digit = answer[first]
    elsewhere = next(sq for sq in puzzle.holes if answer[sq] != digit)
    if puzzle.tiles.count(digit) == 1:
        placed, square = reveal(puzzle, {elsewhere: digit})
        assert square == first and placed == {first: digit}
    done = dict(answer)
    with pytest.raises(ValueError, match="already in place"):
        reveal(puzzle, done)


def test_revealing_every_tile_solves_the_puzzle() -> None:
    puzzle = random_puzzle("hard", 5)
    placed: dict[tuple[int, int], int] = {}
    for _ in puzzle.holes:
        placed, _square = reveal(puzzle, placed)
    assert check(puzzle, placed).solved
