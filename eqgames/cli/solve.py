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


def glue_values(parser: argparse.ArgumentParser, argv: list[str]) -> list[str]:
    """``--ops -*/`` as ``--ops=-*/``: argparse takes a value starting with ``-`` for an option.

    Targets like ``-103/4`` and operations like ``-*/`` start with a minus; an
    option that takes one value gets the next word whatever it starts with.

        >>> p = argparse.ArgumentParser()
        >>> _ = p.add_argument("--target"); _ = p.add_argument("--json", action="store_true")
        >>> glue_values(p, ["--target", "-103/4", "--json", "--target", "5"])
        ['--target=-103/4', '--json', '--target', '5']
    """
    takes_value = {
        flag
        for action in parser._actions  # noqa: SLF001 - argparse has no public list of options
        if action.option_strings and action.nargs is None and action.const is None
        for flag in action.option_strings
    }
    out: list[str] = []
    i = 0
    while i < len(argv):
        word = argv[i]
        if word in takes_value and i + 1 < len(argv) and argv[i + 1].startswith("-"):
            out.append(f"{word}={argv[i + 1]}")
            i += 2
            continue
        out.append(word)
        i += 1
    return out


def run(args: argparse.Namespace) -> int:
    if args.game not in SOLVERS:
        known = ", ".join(sorted(SOLVERS))
        return fail(f"{args.game!r} has no solver here; games with one: {known}")
    module = importlib.import_module(SOLVERS[args.game])
    parser = argparse.ArgumentParser(prog=f"eqgames solve {args.game}")
    module.add_arguments(parser)
    status: int = module.run(parser.parse_args(glue_values(parser, list(args.rest))))
    return status
