"""``eqgames solve GAME …``: a game's exact solver, from the command line.

    eqgames solve memorymath --target 24 --numbers 3,8,1,9 --ops "+-*/" --min 2 --max 4
    echo '{"board": [...15 rows...], "rack": "9721145"}' | eqgames solve crossdigits --json

Each game's solver is the tool it declares under ``solve`` (:mod:`.tooluse`);
``eqgames solve GAME --help`` lists its options. Exit status: 0 solved, 1 no
solution (proved) or no play, 2 bad arguments, 3 undecided within the budget.
"""

from __future__ import annotations

import argparse
from typing import Any

from eqgames.cli.tooluse import add_command, run_command


def add_parser(sub: Any) -> None:
    add_command(sub, "solve", "solve a position exactly (eqgames solve GAME --help)")


def run(args: argparse.Namespace) -> int:
    return run_command("solve", args)
