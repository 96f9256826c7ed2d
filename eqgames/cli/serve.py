"""``eqgames serve``: start the web app (the platform issue fills this in)."""

from __future__ import annotations

import argparse
from typing import Any

from eqgames.cli import fail


def add_parser(sub: Any) -> None:
    p = sub.add_parser("serve", help="start the web app at http://127.0.0.1:8000")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--db", default=None, help="database URL (default: a SQLite file)")
    p.add_argument("--redis", default=None, help="Redis URL for several instances")


def run(args: argparse.Namespace) -> int:
    return fail("the web app is not built yet; see `eqgames --help` for what works now", 3)
