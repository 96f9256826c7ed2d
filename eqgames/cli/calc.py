"""``eqgames calc EXPR``: exact values (the arithmetic helper fills this in)."""

from __future__ import annotations

import argparse
from typing import Any

from eqgames.cli import fail


def add_parser(sub: Any) -> None:
    p = sub.add_parser("calc", help="exact value(s) of an expression")
    p.add_argument("expr")


def run(args: argparse.Namespace) -> int:
    return fail("not built yet", 2)
