"""``eqgames selfplay GAME``: filled in by each game as it lands."""

from __future__ import annotations

import argparse
from typing import Any

from eqgames.cli import fail

# Games that support this command, name -> "module:function(args) -> int".
HANDLERS: dict[str, str] = {}


def add_parser(sub: Any) -> None:
    p = sub.add_parser("selfplay", help="selfplay a game")
    p.add_argument("game")


def run(args: argparse.Namespace) -> int:
    return fail(f"{args.game!r} cannot be used with 'selfplay' yet", 2)
