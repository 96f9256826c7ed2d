"""Crossdigits tools that change no game: puzzles, a play's preview, the Workbench.

The browser's Crossdigits pages need the engine's judgement before anything
is played: the score and readings of the tiles laid so far (the preview), the
Workbench's check of an equation built from a base, and puzzles (made, checked
and revealed). All of it is a pure function of what the client sends — a board
it can already see, its own rack, a puzzle's id — so these endpoints hold no
state and need no token. The engine is the judge; nothing is worked out here.

Making a puzzle takes up to a second of CPU, so puzzles are cached by id and
every call runs in a worker thread. Dates and seeds are bounded.
"""

from __future__ import annotations

import asyncio
import datetime
import re
from functools import lru_cache
from typing import Any

from fastapi import APIRouter
from pydantic import BaseModel, ConfigDict, Field

from eqgames.core import IllegalAction
from eqgames.games.crossdigits import puzzles
from eqgames.games.crossdigits.board import Board
from eqgames.games.crossdigits.plays import check_play
from eqgames.games.crossdigits.workbench import Token, build, pick_base

from .errors import Invalid

router = APIRouter(prefix="/api")

#: Random puzzle seeds run from 0 to this (plenty, and a bounded cache key space).
MAX_SEED = 999_999_999
#: Daily puzzles exist for these years.
YEARS = (2000, 2199)

# [0-9], not \d: only ASCII digits name a puzzle (int("٣") is 3).
_ID = re.compile(r"^(?:daily-([0-9]{4}-[0-9]{2}-[0-9]{2})|(easy|medium|hard)-([0-9]{1,9}))$")

Tile = list[int]  # [row, col, digit]


@lru_cache(maxsize=64)
def _puzzle(puzzle_id: str) -> puzzles.Puzzle:
    """The puzzle named ``puzzle_id`` (``daily-2026-12-01`` or ``hard-7``)."""
    m = _ID.match(puzzle_id)
    if not m:
        raise Invalid(f"{puzzle_id[:40]!r} is not a puzzle: use daily-YYYY-MM-DD or easy-SEED")
    if m.group(1):
        return puzzles.daily(_date(m.group(1)))
    return puzzles.random_puzzle(m.group(2), int(m.group(3)))


def _date(text: str) -> datetime.date:
    try:
        date = datetime.date.fromisoformat(text)
    except ValueError:
        raise Invalid(f"{text[:20]!r} is not a date: use YYYY-MM-DD") from None
    if not YEARS[0] <= date.year <= YEARS[1]:
        raise Invalid(f"daily puzzles run from {YEARS[0]} to {YEARS[1]}")
    return date


def _placement(tiles: list[Tile]) -> dict[tuple[int, int], int]:
    out: dict[tuple[int, int], int] = {}
    for tile in tiles:
        if len(tile) != 3:
            raise Invalid("a tile is [row, column, digit]")
        r, c, d = tile
        if (r, c) in out:
            raise Invalid("two tiles on one square")
        out[(r, c)] = d
    return out


def _board(rows: list[str]) -> Board:
    try:
        return Board.from_rows(rows)
    except ValueError as error:
        raise Invalid(str(error)) from None


class PuzzleMove(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str = Field(max_length=40, examples=["daily-2026-12-01"])
    tiles: list[Tile] = Field(default_factory=list, max_length=15)


class Preview(BaseModel):
    model_config = ConfigDict(extra="forbid")

    board: list[str] = Field(min_length=15, max_length=15)
    tiles: list[Tile] = Field(default_factory=list, max_length=15)


class WorkbenchBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    board: list[str] = Field(min_length=15, max_length=15)
    rack: list[int] = Field(default_factory=list, max_length=8)
    base: list[list[int]] = Field(default_factory=list, max_length=15)
    direction: str | None = Field(default=None, max_length=6)
    tokens: list[dict[str, Any]] = Field(default_factory=list, max_length=64)


@router.get("/puzzles/crossdigits", summary="A Crossdigits puzzle: the daily one or a random one")
async def get_puzzle(
    daily: str | None = None, difficulty: str | None = None, seed: int | None = None
) -> dict[str, Any]:
    if daily is not None:
        puzzle_id = f"daily-{_date(daily).isoformat()}"
    elif difficulty is not None and seed is not None:
        if difficulty not in puzzles.DIFFICULTY_TILES:
            raise Invalid("difficulty is easy, medium or hard")
        if not 0 <= seed <= MAX_SEED:
            raise Invalid(f"a seed is a whole number from 0 to {MAX_SEED}")
        puzzle_id = f"{difficulty}-{seed}"
    else:
        raise Invalid("ask for ?daily=YYYY-MM-DD or ?difficulty=easy|medium|hard&seed=N")
    puzzle = await asyncio.to_thread(_puzzle, puzzle_id)
    return puzzle.to_json(with_solution=False)


@router.post("/puzzles/crossdigits/check", summary="Check a puzzle: the false lines, solved or not")
async def check_puzzle(body: PuzzleMove) -> dict[str, Any]:
    puzzle = await asyncio.to_thread(_puzzle, body.id)
    try:
        return puzzles.check(puzzle, _placement(body.tiles)).to_json()
    except ValueError as error:
        raise Invalid(str(error)) from None


@router.post("/puzzles/crossdigits/reveal", summary="Reveal one correct tile of a puzzle")
async def reveal_tile(body: PuzzleMove) -> dict[str, Any]:
    puzzle = await asyncio.to_thread(_puzzle, body.id)
    try:
        placed, square = puzzles.reveal(puzzle, _placement(body.tiles))
    except ValueError as error:
        raise Invalid(str(error)) from None
    return {
        "tiles": [[r, c, d] for (r, c), d in sorted(placed.items())],
        "square": list(square),
        "penalty": puzzles.REVEAL_PENALTY,
    }


@router.post("/crossdigits/preview", summary="The lines and score of tiles laid on a board")
async def preview(body: Preview) -> dict[str, Any]:
    board = _board(body.board)
    tiles = [tuple(t) for t in body.tiles]
    if any(len(t) != 3 for t in tiles):
        raise Invalid("a tile is [row, column, digit]")
    try:
        # The rack is the game's to check when the play is sent; here only the shape and lines count.
        play = check_play(board, [(r, c, d) for r, c, d in tiles], None)
    except IllegalAction as refusal:
        return {"ok": False, "reason": refusal.reason}
    return {"ok": True, **play.to_json()}


@router.post("/crossdigits/workbench", summary="The Workbench: check an equation built on a base")
async def workbench(body: WorkbenchBody) -> dict[str, Any]:
    board = _board(body.board)
    if any(not 0 <= d <= 9 for d in body.rack):
        raise Invalid("a rack holds digits")
    try:
        tokens = [Token.from_json(t) for t in body.tokens]
        base = None
        if body.base:
            if any(len(sq) != 2 for sq in body.base):
                raise ValueError("a base square is [row, column]")
            base = pick_base(board, [(r, c) for r, c in body.base], body.direction)
    except ValueError as error:
        raise Invalid(str(error)) from None
    return build(board, body.rack, base, tokens).to_json()
