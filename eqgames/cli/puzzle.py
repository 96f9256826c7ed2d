"""``eqgames puzzle GAME …``: a puzzle to solve, daily or random.

    eqgames puzzle crossdigits --daily 2026-12-01 --json
    eqgames puzzle crossdigits --difficulty hard --seed 7

Each game's puzzles are the tool it declares under ``puzzle`` (:mod:`.tooluse`).
Crossdigits: ``--daily DATE`` gives the puzzle of that day (the same for
everyone; today's local date without a DATE); otherwise a random puzzle of
``--difficulty`` (easy 5 tiles, medium 8, hard 11) from ``--seed``. ``--json``
prints the puzzle as one JSON object, its solution included unless
``--no-solution``; without it the board is drawn as text.
"""

from __future__ import annotations

import argparse
from typing import Any

from eqgames.cli.tooluse import add_command, run_command


def add_parser(sub: Any) -> None:
    add_command(sub, "puzzle", "a daily or random puzzle (eqgames puzzle GAME --help)")


def run(args: argparse.Namespace) -> int:
    return run_command("puzzle", args)
