"""``eqgames solve crossdigits``: the best plays in a position given as JSON.

    eqgames solve crossdigits --position position.json --top 5
    echo '{"board": [...15 rows...], "rack": "9721145"}' | eqgames solve crossdigits --json

The position is a JSON object with ``board`` (15 strings of 15 characters, a
digit or ``.``) and ``rack`` (the digits to play: ``"9721145"``, ``[9, 7, 2]``,
or a seat's rack as its view lists it, ``[{"id": 3, "digit": 0}, …]``), so the
view of a seat (``eqgames`` state views) can be passed as it is. Lists every
legal play, best first (``--top`` of them), with the reading of each line it
makes. Exit status: 0 plays found, 1 no legal play, 2 bad input.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from eqgames.cli import fail
from eqgames.core import IllegalAction
from eqgames.games.crossdigits.board import Board, square_name
from eqgames.games.crossdigits.movegen import generate
from eqgames.games.crossdigits.plays import check_play

#: Bounds on what the command reads: the generator's work grows fast with the rack.
MAX_INPUT_BYTES = 100_000
MAX_RACK = 8


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--position", default="-", help="a JSON file with board and rack (- = stdin)")
    p.add_argument("--top", type=int, default=10, help="how many plays to list (default 10)")
    p.add_argument("--json", action="store_true", help="print one JSON object")


def read_position(data: Any) -> tuple[Board, list[int]]:
    """The board and rack digits from a position's JSON (raises ``ValueError``)."""
    if not isinstance(data, dict) or "board" not in data or "rack" not in data:
        raise ValueError('a position is a JSON object with "board" and "rack"')
    board_rows = data["board"]
    if not isinstance(board_rows, list) or not all(isinstance(r, str) for r in board_rows):
        raise ValueError("board: 15 strings of 15 characters, a digit or '.' each")
    board = Board.from_rows(board_rows)
    rack_data = data["rack"]
    if isinstance(rack_data, str):
        items: list[Any] = list(rack_data.replace(" ", ""))
    elif isinstance(rack_data, list):
        items = [t["digit"] if isinstance(t, dict) and "digit" in t else t for t in rack_data]
    else:
        raise ValueError("rack: a string of digits or a list")
    rack = []
    for item in items:
        text = str(item)
        if len(text) != 1 or text not in "0123456789":
            raise ValueError(f"rack: {item!r} is not a digit")
        rack.append(int(text))
    if not 1 <= len(rack) <= MAX_RACK:
        raise ValueError(f"rack: 1 to {MAX_RACK} tiles")
    return board, rack


def best_plays(board: Board, rack: list[int], top: int) -> list[dict[str, Any]]:
    """The ``top`` best legal plays, each with its lines and their readings."""
    out = []
    for move in generate(board, rack)[:top]:
        play = check_play(board, move.tiles, rack)
        out.append(play.to_json())
    return out


def run(args: argparse.Namespace) -> int:
    if args.top < 1:
        return fail("--top is at least 1")
    try:
        if args.position == "-":
            text = sys.stdin.read(MAX_INPUT_BYTES + 1)
        else:
            with open(args.position, encoding="utf-8") as f:
                text = f.read(MAX_INPUT_BYTES + 1)
        if len(text) > MAX_INPUT_BYTES:
            return fail(f"the position is longer than {MAX_INPUT_BYTES} bytes")
        board, rack = read_position(json.loads(text))
        plays = best_plays(board, rack, args.top)
    except (OSError, ValueError, IllegalAction) as error:
        return fail(str(error))
    if args.json:
        print(json.dumps({"rack": rack, "plays": plays}, ensure_ascii=False))
    elif not plays:
        print("no legal play: swap or pass")
    for i, play in enumerate(plays if not args.json else [], 1):
        tiles = " ".join(f"{d}@{square_name(r, c)}" for r, c, d in play["tiles"])
        readings = "; ".join(line["reading"] for line in play["lines"])
        bonus = f" (+{play['bonus']})" if play["bonus"] else ""
        print(f"{i:>3}. {play['score']:>4}{bonus}  {tiles}   {readings}")
    return 0 if plays else 1
