"""``eqgames check GAME …``: a game's exact checker, from the command line.

Each game brings its own arguments: ``eqgames check equations --help``. A game
joins by adding a line to :data:`CHECKERS` naming a module with
``add_arguments(parser)`` and ``run(args) -> int``.
"""

from __future__ import annotations

import argparse
import importlib
from typing import Any

from eqgames.cli import fail

# game -> module with add_arguments(parser) and run(args) -> int.
CHECKERS: dict[str, str] = {
    "equations": "eqgames.cli.check_equations",
}


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "check",
        help="check an answer exactly (eqgames check GAME --help)",
        description="Check an answer exactly. Games: " + ", ".join(sorted(CHECKERS)),
    )
    p.add_argument("game", help=", ".join(sorted(CHECKERS)))
    p.add_argument("rest", nargs=argparse.REMAINDER, help="the game's own arguments")


def run(args: argparse.Namespace) -> int:
    if args.game not in CHECKERS:
        known = ", ".join(sorted(CHECKERS))
        return fail(f"{args.game!r} has no checker here; games with one: {known}")
    module = importlib.import_module(CHECKERS[args.game])
    parser = argparse.ArgumentParser(prog=f"eqgames check {args.game}")
    module.add_arguments(parser)
    status: int = module.run(parser.parse_args(args.rest))
    return status
