"""Crossdigits puzzles: a partly built board, outlined empty squares, and exactly
the tiles that fill them.

The rulebook: fill every outlined square so every line is true, then press
Check (lines that don't work turn red); any arrangement that works counts;
Reveal a tile places one correct tile and adds 30 seconds; random puzzles come
in Easy (5 tiles), Medium (8) and Hard (11); the daily puzzle is the same for
everyone and changes at midnight.

**Solvable by construction.** A puzzle is made by playing legal plays on an
empty board from a shuffled bag (every line true), then taking tiles off: the
tiles taken are the puzzle's tiles and their squares are the outlined ones, so
putting them back solves it. Every line keeps at least one of its tiles on the
board, so no line is pure guesswork.

**Determinism.** Everything comes from :class:`~eqgames.core.Rng` seeded from
the puzzle's seed (the daily puzzle's from its date) and the sorted output of
the move generator, so the same date gives the same puzzle on every machine.
Which date is "today" is the player's local date: the browser asks for it.

    >>> import datetime
    >>> p = daily(datetime.date(2026, 12, 1))
    >>> p.id, p.difficulty, len(p.holes), len(p.tiles)
    ('daily-2026-12-01', 'easy', 5, 5)
    >>> check(p, dict(p.solution_map)).solved
    True
"""

from __future__ import annotations

import datetime
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from eqgames.core import Rng
from eqgames.core.actions import JSON

from .bag import TILES
from .board import SIZE, Board, check_square, square_name
from .movegen import generate
from .plays import describe_line
from .scoring import MIN_LINE, best_reading

#: Tiles to place in a puzzle of each difficulty.
DIFFICULTY_TILES = {"easy": 5, "medium": 8, "hard": 11}
#: Seconds added to the time for each tile revealed.
REVEAL_PENALTY = 30
#: Daily difficulty by weekday (Monday first): easy early in the week, hard at the weekend.
DAILY_DIFFICULTY = ("easy", "easy", "medium", "medium", "hard", "hard", "hard")
#: Tiles in a rack while a puzzle's board is being built (short plays make crossings).
_BUILD_RACK = 5

Square = tuple[int, int]


@dataclass(frozen=True)
class Puzzle:
    """A puzzle: the board without the outlined squares' tiles, those squares, the
    tiles to place (sorted digits) and one arrangement that works."""

    id: str
    difficulty: str
    board: tuple[str, ...]
    holes: tuple[Square, ...]
    tiles: tuple[int, ...]
    solution: tuple[tuple[int, int, int], ...]

    @property
    def solution_map(self) -> dict[Square, int]:
        return {(r, c): d for r, c, d in self.solution}

    def given(self) -> Board:
        return Board.from_rows(self.board)

    def to_json(self, with_solution: bool = True) -> dict[str, JSON]:
        out: dict[str, JSON] = {
            "id": self.id,
            "difficulty": self.difficulty,
            "board": list(self.board),
            "holes": [list(sq) for sq in self.holes],
            "tiles": list(self.tiles),
            "reveal_penalty": REVEAL_PENALTY,
        }
        if with_solution:
            out["solution"] = [list(t) for t in self.solution]
        return out


def random_puzzle(difficulty: str, seed: int) -> Puzzle:
    """A puzzle of ``difficulty`` (easy, medium or hard) made from ``seed``."""
    if difficulty not in DIFFICULTY_TILES:
        raise ValueError(f"difficulty is one of {', '.join(DIFFICULTY_TILES)}, not {difficulty!r}")
    if seed < 0:
        raise ValueError("a puzzle seed is a whole number from 0")
    # Difficulties draw from separate streams, so "easy 7" and "hard 7" are unrelated.
    salt = 1 + list(DIFFICULTY_TILES).index(difficulty)
    return _make(f"{difficulty}-{seed}", difficulty, Rng(seed * 4 + salt))


def daily_difficulty(date: datetime.date) -> str:
    """The daily puzzle's difficulty on ``date``: easy early in the week, hard at the weekend."""
    return DAILY_DIFFICULTY[date.weekday()]


def daily(date: datetime.date) -> Puzzle:
    """The puzzle of the day ``date``: the same for everyone."""
    difficulty = daily_difficulty(date)
    seed = date.year * 10_000 + date.month * 100 + date.day
    return _make(f"daily-{date.isoformat()}", difficulty, Rng(seed * 4))


# -- making a puzzle -----------------------------------------------------------------------


def _make(puzzle_id: str, difficulty: str, rng: Rng) -> Puzzle:
    count = DIFFICULTY_TILES[difficulty]
    while True:  # a board that cannot spare enough tiles is rare; build another
        board = _build_board(rng, tiles_wanted=3 * count + 6)
        holes = _pick_holes(board, count, rng)
        if holes is not None:
            break
    solution = tuple(sorted((r, c, d) for r, c, d in board.tiles() if (r, c) in holes))
    given = board.copy()
    for r, c in holes:
        given.grid[r][c] = None
    return Puzzle(
        puzzle_id,
        difficulty,
        tuple(given.rows()),
        tuple(sorted(holes)),
        tuple(sorted(d for _, _, d in solution)),
        solution,
    )


def _build_board(rng: Rng, tiles_wanted: int) -> Board:
    """Legal plays from a shuffled bag until the board holds ``tiles_wanted`` tiles."""
    board = Board()
    bag = list(TILES)
    rng.shuffle(bag)
    placed = 0
    stuck = 0
    while placed < tiles_wanted and stuck < 20:
        if len(bag) < _BUILD_RACK:
            bag = list(TILES)
            rng.shuffle(bag)
        rack = [bag.pop() for _ in range(_BUILD_RACK)]
        moves = [m for m in generate(board, rack) if len(m.tiles) <= 4]
        if not moves:
            stuck += 1
            bag[:0] = rack
            continue
        # Prefer plays that cross or extend what is there: more lines, more clues.
        best_lines = max(_lines_made(board, m.tiles) for m in moves)
        pool = [m for m in moves if _lines_made(board, m.tiles) == best_lines]
        move = rng.choice(pool[: max(1, len(pool) // 2 + 1)])
        for r, c, d in move.tiles:
            board.grid[r][c] = d
            rack.remove(d)
        placed += len(move.tiles)
        bag[:0] = rack
    return board


def _lines_made(board: Board, tiles: Sequence[tuple[int, int, int]]) -> int:
    """How many lines a play makes (its own, and one across each tile that touches)."""
    count = 1
    rows = {r for r, _, _ in tiles}
    dr, dc = (1, 0) if len(rows) == 1 else (0, 1)  # across the play's direction
    for r, c, _ in tiles:
        if board.occupied(r - dr, c - dc) or board.occupied(r + dr, c + dc):
            count += 1
    return count


def _pick_holes(board: Board, count: int, rng: Rng) -> list[Square] | None:
    """``count`` tiles to take off so every line keeps a tile, spread over the lines."""
    lines = _board_lines(board)
    squares = [(r, c) for r, c, _ in board.tiles()]
    rng.shuffle(squares)
    # Squares on two lines first: they make the solver think both ways.
    crossings = {sq: sum(sq in line for line in lines) for sq in squares}
    squares.sort(key=lambda sq: -crossings[sq])
    holes: list[Square] = []
    taken = Counter[int]()
    for sq in squares:
        mine = [i for i, line in enumerate(lines) if sq in line]
        if any(taken[i] + 1 >= len(lines[i]) for i in mine):
            continue  # this line would lose its last given tile
        if any(taken[i] >= max(1, len(lines[i]) // 2) for i in mine):
            continue  # at most half of a line outlined
        holes.append(sq)
        for i in mine:
            taken[i] += 1
        if len(holes) == count:
            return holes
    return None


def _board_lines(board: Board) -> list[tuple[Square, ...]]:
    """Every line of 2 or more touching tiles on the board, across then down."""
    found: dict[tuple[Square, ...], None] = {}
    for r, c, _ in board.tiles():
        for dr, dc in ((0, 1), (1, 0)):
            run = board.run(r, c, dr, dc)
            if len(run) >= 2:
                found[run] = None
    return list(found)


# -- playing a puzzle ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Checked:
    """What Check shows: the false lines (to turn red) and whether the puzzle is solved."""

    false_lines: tuple[tuple[Square, ...], ...]
    reasons: tuple[str, ...]
    filled: int
    solved: bool

    def to_json(self) -> dict[str, JSON]:
        return {
            "false_lines": [[list(sq) for sq in line] for line in self.false_lines],
            "reasons": list(self.reasons),
            "filled": self.filled,
            "solved": self.solved,
        }


def _checked_placement(puzzle: Puzzle, placement: Mapping[Square, int]) -> dict[Square, int]:
    holes = set(puzzle.holes)
    for sq, d in placement.items():
        check_square(*sq)
        if sq not in holes:
            raise ValueError(f"{square_name(*sq)} is not an outlined square")
        if not 0 <= d <= 9:
            raise ValueError(f"{d} is not a digit")
    extra = Counter(placement.values()) - Counter(puzzle.tiles)
    if extra:
        d = min(extra)
        raise ValueError(f"the puzzle has {puzzle.tiles.count(d)} {d} tile(s)")
    return dict(placement)


def check(puzzle: Puzzle, placement: Mapping[Square, int]) -> Checked:
    """Check the tiles placed so far (outlined square -> digit): every line that
    holds one of them and is not a true equation of 3 or more tiles is false."""
    placed = _checked_placement(puzzle, placement)
    board = puzzle.given()
    for (r, c), d in placed.items():
        board.grid[r][c] = d
    false: list[tuple[Square, ...]] = []
    reasons: list[str] = []
    for line in _board_lines(board):
        if not any(sq in placed for sq in line):
            continue
        digits = "".join(str(board.get(r, c)) for r, c in line)
        if len(line) < MIN_LINE:
            false.append(line)
            reasons.append(f"{describe_line(line, digits)} has only {len(line)} tiles")
        elif best_reading(digits) is None:
            false.append(line)
            reasons.append(f"{describe_line(line, digits)} is not a true equation")
    filled = len(placed)
    solved = filled == len(puzzle.holes) and not false
    return Checked(tuple(false), tuple(reasons), filled, solved)


def reveal(puzzle: Puzzle, placement: Mapping[Square, int]) -> tuple[dict[Square, int], Square]:
    """Place one correct tile: the first outlined square (in reading order) whose
    tile is missing or differs from the solution. A tile of that digit placed
    wrongly elsewhere goes back to the tray to make room. Costs :data:`REVEAL_PENALTY`."""
    placed = _checked_placement(puzzle, placement)
    answer = puzzle.solution_map
    wrong = [sq for sq in puzzle.holes if placed.get(sq) != answer[sq]]
    if not wrong:
        raise ValueError("every tile is already in place")
    # An empty square first, so a reveal undoes as little of the player's work as possible.
    square = next((sq for sq in wrong if sq not in placed), wrong[0])
    digit = answer[square]
    placed.pop(square, None)
    if Counter(placed.values())[digit] >= puzzle.tiles.count(digit):
        misplaced = next(sq for sq in wrong if placed.get(sq) == digit)
        del placed[misplaced]
    placed[square] = digit
    return placed, square


def render(puzzle: Puzzle) -> str:
    """The puzzle as text: given tiles, ``□`` for an outlined square, then the tiles."""
    holes = set(puzzle.holes)
    lines = ["   " + " ".join("ABCDEFGHIJKLMNO"[:SIZE])]
    for r, row in enumerate(puzzle.board):
        cells = ["□" if (r, c) in holes else ("·" if ch == "." else ch) for c, ch in enumerate(row)]
        lines.append(f"{r + 1:>2} " + " ".join(cells))
    lines.append(f"{puzzle.id} ({puzzle.difficulty}): place " + " ".join(map(str, puzzle.tiles)))
    return "\n".join(lines)
