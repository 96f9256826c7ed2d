"""``eqgames solve GAME …``: the exact solver of a game, from the command line.

Each game brings its own arguments: ``eqgames solve memorymath --help``. A game
joins by adding a line to :data:`SOLVERS` naming a module with
``add_arguments(parser)`` and ``run(args) -> int``.
"""

from __future__ import annotations

import argparse
import importlib
from typing import Any

from eqgames.cli import fail

# game -> module with add_arguments(parser) and run(args) -> int.
SOLVERS: dict[str, str] = {
    "memorymath": "eqgames.cli.solve_memorymath",
    "crossdigits": "eqgames.cli.solve_crossdigits",
    "equations": "eqgames.cli.solve_equations",
}


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "solve",
        help="solve a position exactly (eqgames solve GAME --help)",
        description="Solve exactly. Games: " + ", ".join(sorted(SOLVERS)),
    )
    p.add_argument("game", help=", ".join(sorted(SOLVERS)))
    p.add_argument("rest", nargs=argparse.REMAINDER, help="the game's own arguments")


def run(args: argparse.Namespace) -> int:
    if args.game not in SOLVERS:
        known = ", ".join(sorted(SOLVERS))
        return fail(f"{args.game!r} has no solver here; games with one: {known}")
    module = importlib.import_module(SOLVERS[args.game])
    parser = argparse.ArgumentParser(prog=f"eqgames solve {args.game}")
    module.add_arguments(parser)
    status: int = module.run(parser.parse_args(args.rest))
    return status
