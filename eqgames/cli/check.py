"""``eqgames check GAME …``: a game's checker (of a position, a play, an answer).

Each game's checker is the tool it declares under ``check`` (:mod:`.tooluse`);
``eqgames check GAME --help`` lists its options.
"""

from __future__ import annotations

import argparse
from typing import Any

from eqgames.cli.tooluse import add_command, run_command


def add_parser(sub: Any) -> None:
    add_command(sub, "check", "check a position or an answer (eqgames check GAME --help)")


def run(args: argparse.Namespace) -> int:
    return run_command("check", args)
