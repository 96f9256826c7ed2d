"""``eqgames read DIGITS``: exact values (the arithmetic helper fills this in)."""

from __future__ import annotations

import argparse
from typing import Any

from eqgames.cli import fail


def add_parser(sub: Any) -> None:
    p = sub.add_parser("read", help="every true Crossdigits reading of a digit run")
    p.add_argument("digits")


def run(args: argparse.Namespace) -> int:
    return fail("not built yet", 2)
