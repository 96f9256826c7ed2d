"""``eqgames puzzle GAME``: a puzzle to solve, daily or random.

    eqgames puzzle crossdigits --daily 2026-12-01 --json
    eqgames puzzle crossdigits --difficulty hard --seed 7

Crossdigits is the game with puzzles: a partly built board, outlined squares
and exactly the tiles that fill them. ``--daily DATE`` gives the puzzle of that
day (the same for everyone; today's local date without a DATE); otherwise a
random puzzle of ``--difficulty`` (easy 5 tiles, medium 8, hard 11) from
``--seed``. ``--json`` prints the puzzle as one JSON object, its solution
included unless ``--no-solution``; without it the board is drawn as text.
"""

from __future__ import annotations

import argparse
import datetime
import json
from typing import Any

from eqgames.cli import fail

GAMES = ("crossdigits",)


def add_parser(sub: Any) -> None:
    p = sub.add_parser("puzzle", help="a daily or random puzzle (Crossdigits)")
    p.add_argument("game", help=", ".join(GAMES))
    p.add_argument(
        "--daily",
        nargs="?",
        const="today",
        metavar="DATE",
        help="the daily puzzle of DATE (YYYY-MM-DD; default today)",
    )
    p.add_argument("--difficulty", default="medium", help="easy, medium or hard (default medium)")
    p.add_argument("--seed", type=int, default=0, help="seed of a random puzzle (default 0)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--no-solution", action="store_true", help="leave the solution out of --json")


def run(args: argparse.Namespace) -> int:
    if args.game not in GAMES:
        return fail(f"{args.game!r} has no puzzles; games with puzzles: {', '.join(GAMES)}")
    from eqgames.games.crossdigits import puzzles

    try:
        if args.daily is not None:
            if args.daily == "today":
                date = datetime.date.today()
            else:
                date = datetime.date.fromisoformat(args.daily)
            puzzle = puzzles.daily(date)
        else:
            puzzle = puzzles.random_puzzle(args.difficulty, args.seed)
    except ValueError as error:
        return fail(str(error))
    if args.json:
        print(json.dumps(puzzle.to_json(with_solution=not args.no_solution), ensure_ascii=False))
    else:
        print(puzzles.render(puzzle))
    return 0
