"""``eqgames review FILE``: the analysis of a finished game's record.

    eqgames review game.json          # each player's turning points, then every note
    eqgames review game.json --json   # the analysis as GET /api/games/CODE/analysis gives it

``FILE`` (``-`` for stdin) is a record as ``Record.to_json`` writes it
(``{game, options, seed, players, start, steps}``). The analysis is the game's
``analysis`` tool (:mod:`eqgames.core.analysis`); only a finished game is
analysed. Exit status 0, or 2 for a record that is not a finished game.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from eqgames.cli import fail
from eqgames.cli.tooluse import MAX_INPUT_BYTES, tools_for


def add_parser(sub: Any) -> None:
    p = sub.add_parser("review", help="the analysis of a finished game's record (JSON)")
    p.add_argument("file", help="the record (JSON; - = stdin)")
    p.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    try:
        if args.file == "-":
            text = sys.stdin.read(MAX_INPUT_BYTES * 10 + 1)
        else:
            with open(args.file, encoding="utf-8") as f:
                text = f.read(MAX_INPUT_BYTES * 10 + 1)
        if len(text) > MAX_INPUT_BYTES * 10:
            return fail(f"the record is longer than {MAX_INPUT_BYTES * 10} bytes")
        record = json.loads(text)
        if not isinstance(record, dict):
            return fail("a record is a JSON object")
        offered = tools_for("review")
        tool = offered.get(str(record.get("game")))
        if tool is None:
            known = ", ".join(sorted(offered))
            return fail(f"{str(record.get('game'))[:40]!r} has no analysis here; games with one: {known}")
        answer = tool.call(record)
    except (OSError, ValueError) as error:  # ToolError is a ValueError; so is bad JSON
        return fail(str(error))
    if args.json:
        print(json.dumps(answer, ensure_ascii=False))
    elif tool.text is not None:
        print(tool.text(answer))
    return 0
