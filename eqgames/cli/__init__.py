"""The ``eqgames`` command line.

Each subcommand lives in its own module here with two functions,
``add_parser(subparsers)`` and ``run(args) -> int``; this module only wires
them together. Errors go to stderr with a non-zero status; ``--json`` output
is documented in ``docs/cli.md``.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from eqgames import __version__

# Subcommands in the order ``eqgames --help`` lists them.
SUBCOMMANDS = ("serve", "play", "selfplay", "solve", "check", "puzzle", "review", "replay", "calc", "read")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="eqgames",
        description="Five equation games: play, check, solve and host them.",
    )
    parser.add_argument("--version", action="version", version=f"eqgames {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in SUBCOMMANDS:
        module = importlib.import_module(f"eqgames.cli.{name}")
        module.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "command", None):
        parser.print_help()
        return 0
    module = importlib.import_module(f"eqgames.cli.{args.command}")
    try:
        status: int = module.run(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (`eqgames read 972 | head -1`): stop quietly, as Unix tools do.
        import os

        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141
    return status


def fail(message: str, status: int = 2) -> int:
    """Print an error for the user on stderr and return the exit status."""
    print(f"eqgames: {message}", file=sys.stderr)
    return status
