"""``eqgames read DIGITS``: every true Crossdigits reading of a run of digits.

Readings come best first by the tie-break of DESIGN.md (``=`` last, then
``+ − × ÷``, then the leftmost split). Exit status: 0 when the line has a true
reading, 1 when it has none, 2 when DIGITS is not a run of digits.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from eqgames.arith.crossdigits import read_line
from eqgames.arith.errors import ArithError
from eqgames.cli.calc import fail_arith


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "read",
        help="every true Crossdigits reading of a digit run",
        description="Every true Crossdigits reading of a run of digits: one operator and "
        "one '=' (first or last) placed between them.",
    )
    p.add_argument("digits", help="the digits of the line, e.g. 972")
    p.add_argument("--json", action="store_true", help="print JSON (see docs/cli.md)")
    p.add_argument("--ascii", action="store_true", help="print x / - instead of × ÷ −")


def run(args: argparse.Namespace) -> int:
    try:
        readings = read_line(args.digits)
    except ArithError as error:
        return fail_arith(error)
    unicode = not args.ascii
    if args.json:
        document = {
            "digits": args.digits,
            "readings": [
                {
                    "text": r.format(unicode=unicode),
                    "operator": r.symbol(unicode=unicode),
                    "left": r.left,
                    "right": r.right,
                    "result": r.result,
                    "equals": "last" if r.equals_last else "first",
                }
                for r in readings
            ],
        }
        print(json.dumps(document, ensure_ascii=False, indent=2))
    else:
        for r in readings:
            print(r.format(unicode=unicode))
        if not readings:
            print(f"eqgames: {args.digits} has no true reading", file=sys.stderr)
    return 0 if readings else 1
