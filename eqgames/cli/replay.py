"""``eqgames replay FILE``: step through a finished game's record in the terminal.

    eqgames replay game.json            # Enter: next step, p: previous, a number: that step, q: quit
    eqgames replay game.json --all      # every step, one after the other (also when not a terminal)
    eqgames replay game.json --seat 1   # as seat 1 saw the table (the game is over: any seat)

``FILE`` is a record (``Record.to_json``; ``-`` for stdin), e.g. what the review
page's "Download the record" gives. Each step shows what happened (the game's
own words, :mod:`.hooks`) and the table after it. Exit status 0, or 2 for a
file that is not the record of a finished game.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from eqgames.cli import fail
from eqgames.cli.hooks import hooks_for
from eqgames.cli.tooluse import MAX_INPUT_BYTES
from eqgames.core import IllegalAction, Record
from eqgames.core.review import frames


def add_parser(sub: Any) -> None:
    p = sub.add_parser("replay", help="step through a finished game's record (JSON)")
    p.add_argument("file", help="the record (JSON; - = stdin)")
    p.add_argument("--seat", type=int, default=None, help="see the table as this seat")
    p.add_argument("--all", action="store_true", help="print every step without asking")


def _load(path: str) -> Record:
    if path == "-":
        text = sys.stdin.read(MAX_INPUT_BYTES * 10 + 1)
    else:
        with open(path, encoding="utf-8") as f:
            text = f.read(MAX_INPUT_BYTES * 10 + 1)
    if len(text) > MAX_INPUT_BYTES * 10:
        raise ValueError(f"the record is longer than {MAX_INPUT_BYTES * 10} bytes")
    data = json.loads(text)
    if not isinstance(data, dict):
        raise ValueError("a record is a JSON object")
    try:
        return Record.from_json(data)
    except (KeyError, TypeError) as error:
        raise ValueError(f"not a record: {error}") from None


def run(args: argparse.Namespace) -> int:
    try:
        record = _load(args.file)
        shown = frames(record, None, over=True)
        hooks = hooks_for(record.game)
    except (OSError, ValueError) as error:
        return fail(str(error))
    except IllegalAction as refusal:
        return fail(f"the record does not replay: {refusal.reason}")
    if shown[-1]["result"] is None:
        return fail("the record is of a game that has not ended")
    players = len(shown[0]["views"])
    if args.seat is not None and not 0 <= args.seat < players:
        return fail(f"--seat is from 0 to {players - 1}")

    def show(i: int) -> None:
        frame = shown[i]
        print(f"— step {i} of {len(shown) - 1}" + (" (the deal)" if i == 0 else ""))
        for event in frame["events"]:
            line = hooks.describe_event(event, args.seat)
            if line:
                print(f"  {line}")
        view = frame["view"] if args.seat is None else frame["views"][args.seat]
        print(hooks.render_view(view))

    if args.all or not sys.stdin.isatty() or args.file == "-":
        for i in range(len(shown)):
            show(i)
        return 0
    i = 0
    show(i)
    while True:
        line = input("[Enter] next, p previous, a number, q quit > ").strip().lower()
        if line in ("q", "quit"):
            return 0
        if line.isascii() and line.isdigit():
            i = min(int(line), len(shown) - 1)
        elif line == "p":
            i = max(0, i - 1)
        elif i == len(shown) - 1:
            print("That was the last step.")
            continue
        else:
            i += 1
        show(i)
