"""Crossdigits' tools: puzzles (made, checked, revealed), a play's preview, the Workbench, the solver.

Each is a pure function of what it is asked — a board the asker can already
see, a rack, a puzzle's id — declared as a :class:`~eqgames.core.tools.Tool`
so the server and the command line offer it without knowing this game.
Making a puzzle takes up to a second, so the puzzles a process has made are
kept (:func:`puzzle_by_id`); checking and revealing reuse them.

    >>> answer = preview(["." * 15] * 15, [[7, 6, 9], [7, 7, 7], [7, 8, 2]])
    >>> answer["ok"], answer["score"], answer["lines"][0]["reading"]
    (True, 14, '9 − 7 = 2')
"""

from __future__ import annotations

import datetime
import functools
import re
from typing import Any

from eqgames.core import IllegalAction
from eqgames.core.tools import Param, Tool, ToolError, flag, integers, listing, text, whole

from . import analysis, puzzles
from .board import Board, square_name
from .movegen import generate
from .plays import check_play
from .workbench import Token, build, pick_base

#: Random puzzle seeds run from 0 to this (plenty, and a bounded cache key space).
MAX_SEED = 999_999_999
#: Daily puzzles exist for these years.
YEARS = (2000, 2199)
#: The solver's rack: its work grows fast with the rack.
MAX_RACK = 8

# [0-9], not \d: only ASCII digits name a puzzle (int("٣") is 3).
_ID = re.compile(r"^(?:daily-([0-9]{4}-[0-9]{2}-[0-9]{2})|(easy|medium|hard)-([0-9]{1,9}))$")
# What the schema says a board row looks like (the board's own check words the refusal).
_ROW = {"type": "string", "maxLength": 15, "pattern": r"^[.0-9]{15}$"}

_TILE = {"type": "array", "items": {"type": "integer"}, "minItems": 3, "maxItems": 3}
_SQUARE = {"type": "array", "items": {"type": "integer"}, "minItems": 2, "maxItems": 2}
_PUZZLE = {
    "type": "object",
    "properties": {
        "id": {"type": "string"},
        "difficulty": {"type": "string", "enum": list(puzzles.DIFFICULTY_TILES)},
        "board": {"type": "array", "items": {"type": "string"}},
        "holes": {"type": "array", "items": _SQUARE},
        "tiles": {"type": "array", "items": {"type": "integer"}},
        "reveal_penalty": {"type": "integer"},
        "solution": {"type": "array", "items": _TILE},
    },
    "required": ["id", "difficulty", "board", "holes", "tiles", "reveal_penalty"],
}
_LINES = {"type": "array", "items": {"type": "object"}}
_PLAYED: dict[str, Any] = {"tiles": {"type": "array", "items": _TILE}, "score": {"type": "integer"},
                           "bonus": {"type": "integer"}, "lines": _LINES}  # fmt: skip
_PLAY = {"type": "object", "properties": _PLAYED}


def _date(text_: str) -> datetime.date:
    if text_ == "today":
        return datetime.date.today()
    try:
        date = datetime.date.fromisoformat(text_)
    except ValueError:
        raise ToolError(f"{text_[:20]!r} is not a date: use YYYY-MM-DD") from None
    if not YEARS[0] <= date.year <= YEARS[1]:
        raise ToolError(f"daily puzzles run from {YEARS[0]} to {YEARS[1]}")
    return date


@functools.lru_cache(maxsize=256)
def puzzle_by_id(puzzle_id: str) -> puzzles.Puzzle:
    """The puzzle named ``puzzle_id`` (``daily-2026-12-01`` or ``hard-7``), made once per process."""
    m = _ID.match(puzzle_id)
    if not m:
        raise ToolError(f"{puzzle_id[:40]!r} is not a puzzle: use daily-YYYY-MM-DD or easy-SEED")
    if m.group(1):
        return puzzles.daily(_date(m.group(1)))
    return puzzles.random_puzzle(m.group(2), int(m.group(3)))


def _placement(tiles: list[list[int]]) -> dict[tuple[int, int], int]:
    out: dict[tuple[int, int], int] = {}
    for r, c, d in tiles:
        if (r, c) in out:
            raise ToolError("two tiles on one square")
        out[(r, c)] = d
    return out


def _board(rows: list[str]) -> Board:
    try:
        return Board.from_rows(rows)
    except ValueError as error:
        raise ToolError(str(error)) from None


def puzzle(daily: str | None, difficulty: str, seed: int, solution: bool) -> dict[str, Any]:
    """The daily puzzle of a date (``today``: the local date), or a random one."""
    if daily is not None:
        made = puzzle_by_id(f"daily-{_date(daily).isoformat()}")
    else:
        made = puzzle_by_id(f"{difficulty}-{seed}")
    return made.to_json(with_solution=solution)


def puzzle_check(id: str, tiles: list[list[int]]) -> dict[str, Any]:  # noqa: A002 - the JSON name
    """The false lines of a placement, and whether it solves the puzzle."""
    try:
        return puzzles.check(puzzle_by_id(id), _placement(tiles)).to_json()
    except ValueError as error:
        raise ToolError(str(error)) from None


def puzzle_reveal(id: str, tiles: list[list[int]]) -> dict[str, Any]:  # noqa: A002
    """The placement with one more correct tile."""
    try:
        placed, square = puzzles.reveal(puzzle_by_id(id), _placement(tiles))
    except ValueError as error:
        raise ToolError(str(error)) from None
    return {
        "tiles": [[r, c, d] for (r, c), d in sorted(placed.items())],
        "square": list(square),
        "penalty": puzzles.REVEAL_PENALTY,
    }


def preview(board: list[str], tiles: list[list[int]]) -> dict[str, Any]:
    """The lines and score of tiles laid on a board, or why they are no play."""
    laid = _board(board)
    try:
        # The rack is the game's to check when the play is sent; here only the shape and lines count.
        play = check_play(laid, [(r, c, d) for r, c, d in tiles], None)
    except IllegalAction as refusal:
        return {"ok": False, "reason": refusal.reason}
    return {"ok": True, **play.to_json()}


def workbench(
    board: list[str],
    rack: list[int],
    base: list[list[int]],
    direction: str | None,
    tokens: list[dict[str, Any]],
) -> dict[str, Any]:
    """The Workbench's answer to an equation built on a base (or on scratch paper)."""
    laid = _board(board)
    try:
        built = [Token.from_json(t) for t in tokens]
        picked = pick_base(laid, [(r, c) for r, c in base], direction) if base else None
    except ValueError as error:
        raise ToolError(str(error)) from None
    return build(laid, rack, picked, built).to_json()


def _rack(data: str | list[Any]) -> list[int]:
    items: list[Any] = list(data.replace(" ", "")) if isinstance(data, str) else [
        t["digit"] if isinstance(t, dict) and "digit" in t else t for t in data
    ]
    rack = []
    for item in items:
        shown = str(item)
        if len(shown) != 1 or shown not in "0123456789":
            raise ToolError(f"rack: {shown[:10]!r} is not a digit")
        rack.append(int(shown))
    if not 1 <= len(rack) <= MAX_RACK:
        raise ToolError(f"rack: 1 to {MAX_RACK} tiles")
    return rack


def solve(board: list[str], rack: str | list[Any], top: int) -> dict[str, Any]:
    """Every legal play of a rack on a board, best first (``top`` of them), with each line's reading."""
    laid = _board(board)
    digits = _rack(rack)
    plays = [check_play(laid, m.tiles, digits).to_json() for m in generate(laid, digits)[:top]]
    return {"rack": digits, "plays": plays}


def _solve_text(answer: dict[str, Any]) -> str:
    if not answer["plays"]:
        return "no legal play: swap or pass"
    lines = []
    for i, play in enumerate(answer["plays"], 1):
        tiles = " ".join(f"{d}@{square_name(r, c)}" for r, c, d in play["tiles"])
        readings = "; ".join(line["reading"] for line in play["lines"])
        bonus = f" (+{play['bonus']})" if play["bonus"] else ""
        lines.append(f"{i:>3}. {play['score']:>4}{bonus}  {tiles}   {readings}")
    return "\n".join(lines)


def _puzzle_text(answer: dict[str, Any]) -> str:
    made = puzzles.Puzzle(
        answer["id"], answer["difficulty"], tuple(answer["board"]),
        tuple((r, c) for r, c in answer["holes"]), tuple(answer["tiles"]), (),
    )  # fmt: skip
    return puzzles.render(made)


_BOARD = listing("board", "Board", _ROW, 15, min_items=15)
_TILES = listing("tiles", "Tiles", _TILE, 15, [])
_PUZZLE_ID = text("id", "Puzzle", 40, pattern=_ID.pattern)
# A string of digits, a list of digits, or a seat's rack as its view lists it.
_RACK = Param("rack", "Rack", {"anyOf": [
    {"type": "string", "maxLength": 2 * MAX_RACK},
    {"type": "array", "maxItems": MAX_RACK, "items": {"anyOf": [integers(0, 9), {"type": "object"}]}},
]})  # fmt: skip

TOOLS = (
    Tool(
        "puzzle",
        "A Crossdigits puzzle: the daily one, or a random one of a difficulty",
        (
            text("daily", "Date of the daily puzzle (YYYY-MM-DD, or today)", 10, None,
                 pattern=r"^(today|[0-9]{4}-[0-9]{2}-[0-9]{2})$", cli_const="today"),
            text("difficulty", "Difficulty", 6, "medium", choices=tuple(puzzles.DIFFICULTY_TILES)),
            whole("seed", "Seed", 0, MAX_SEED, 0),
            flag("solution", "Include the solution", False, cli="--no-solution"),
        ),  # fmt: skip
        _PUZZLE,
        puzzle,
        online=True,
        command="puzzle",
        text=_puzzle_text,
        cache=256,
    ),
    Tool(
        "puzzle-check",
        "Check a puzzle: its false lines, and whether it is solved",
        (_PUZZLE_ID, _TILES),
        {"type": "object", "properties": {"solved": {"type": "boolean"},
                                          "false_lines": {"type": "array", "items": {"type": "array", "items": _SQUARE}},
                                          "reasons": {"type": "array", "items": {"type": "string"}},
                                          "filled": {"type": "integer"}},
         "required": ["solved", "false_lines", "reasons", "filled"]},
        puzzle_check,
        online=True,
    ),  # fmt: skip
    Tool(
        "puzzle-reveal",
        "Reveal one correct tile of a puzzle (it costs points)",
        (_PUZZLE_ID, _TILES),
        {"type": "object", "properties": {"tiles": {"type": "array", "items": _TILE},
                                          "square": _SQUARE, "penalty": {"type": "integer"}},
         "required": ["tiles", "square", "penalty"]},
        puzzle_reveal,
        online=True,
    ),  # fmt: skip
    Tool(
        "preview",
        "The lines and score of tiles laid on a board, or why they are no play",
        (_BOARD, _TILES),
        {"type": "object", "properties": {"ok": {"type": "boolean"}, "reason": {"type": "string"},
                                          **_PLAYED}, "required": ["ok"]},
        preview,
        online=True,
    ),  # fmt: skip
    Tool(
        "workbench",
        "The Workbench: check an equation built on a base, and the play it makes",
        (
            _BOARD,
            listing("rack", "Rack", integers(0, 9), 8, []),
            listing("base", "Base squares", _SQUARE, 15, []),
            Param("direction", "Direction (across or down)",
                  {"anyOf": [{"type": "string", "maxLength": 6}, {"type": "null"}]}, None),
            listing("tokens", "Equation", {"type": "object", "maxProperties": 4}, 64, []),
        ),
        {
            "type": "object",
            "properties": {
                "text": {"type": "string"},
                "value": {"type": ["string", "null"]},
                "sides": {"type": "array", "items": {"type": "string"}},
                "true": {"type": ["boolean", "null"]},
                "problems": {"type": "array", "items": {"type": "string"}},
                "notes": {"type": "array", "items": {"type": "string"}},
                "reading": {"type": ["string", "null"]},
                "play": {"anyOf": [_PLAY, {"type": "null"}]},
                "action": {"type": ["object", "null"]},
            },
            "required": ["text", "problems"],
        },
        workbench,
        online=True,
    ),
    Tool(
        "solve",
        "The best plays of a rack on a board (a solver: not during an online game)",
        (
            _BOARD,
            _RACK,
            whole("top", "How many plays", 1, 100, 10),
        ),
        {"type": "object", "properties": {"rack": {"type": "array", "items": integers(0, 9)},
                                          "plays": {"type": "array", "items": _PLAY}}},
        solve,
        command="solve",
        text=_solve_text,
        status=lambda answer: 0 if answer["plays"] else 1,
        cli_file="position",
    ),  # fmt: skip
    analysis.TOOL,
)
