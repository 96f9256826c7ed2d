"""Crossdigits in the terminal: the board, the rack, plays as text, typed plays.

The hooks of ``eqgames play`` and ``eqgames selfplay`` (see :mod:`eqgames.cli.hooks`).
A typed play is the square of its first tile and its digits, across unless
``down`` follows; a ``.`` steps over a tile already on the board:

    >>> from eqgames import games
    >>> state = games.load("crossdigits").new(seed=3)
    >>> view = state.view(0)
    >>> parse_typed(view, "G8 972")
    [Place(tiles=((7, 6, 9), (7, 7, 7), (7, 8, 2)))]
    >>> parse_typed(view, "h7 1.8 down")
    [Place(tiles=((6, 7, 1), (8, 7, 8)))]
    >>> parse_typed(view, "swap 1 1 0"), parse_typed(view, "pass")
    ([Swap(tiles=(0, 1, 1))], [Pass()])
"""

from __future__ import annotations

from typing import Any

from eqgames.core import Action

from .actions import Hint, Pass, Place, Swap
from .board import COLUMNS, SIZE, parse_square, square_name

View = dict[str, Any]

#: How a premium square looks on an empty square.
_PREMIUM_MARK = {"": "·", "2T": "t", "3T": "T", "2E": "e", "3E": "E"}


def board_text(rows: list[str], premiums: list[list[str]] | None = None, mark: set[tuple[int, int]] | None = None) -> str:
    """The board with column letters and row numbers; empty premium squares as
    ``t`` (2T), ``T`` (3T), ``e`` (2E), ``E`` (3E); ``mark``\\ed tiles in brackets."""
    mark = mark or set()
    lines = ["    " + "  ".join(COLUMNS[:SIZE])]
    for r, row in enumerate(rows):
        cells = []
        for c, ch in enumerate(row):
            if ch != ".":
                cells.append(f"[{ch}]" if (r, c) in mark else f" {ch} ")
            else:
                cells.append(f" {_PREMIUM_MARK[premiums[r][c]] if premiums else '·'} ")
        lines.append(f"{r + 1:>2} " + "".join(cells))
    return "\n".join(lines)


def render_view(view: View) -> str:
    last = view.get("last") or {}
    mark = {(r, c) for r, c, _ in last.get("tiles", [])}
    lines = [board_text(view["board"], view["premiums"], mark)]
    lines.append("  (t = 2T, T = 3T, e = 2E, E = 3E; the last play is in brackets)")
    if last.get("action") == "place":
        readings = "; ".join(line["reading"] for line in last["lines"])
        lines.append(f"Last: seat {last['seat']} scored {last['score']}: {readings}")
    elif last:
        lines.append(f"Last: seat {last['seat']} {'passed' if last['action'] == 'pass' else 'swapped'}")
    scores = ", ".join(f"seat {s} {p}" for s, p in enumerate(view["scores"]))
    lines.append(f"Scores: {scores} · bag {view['bag']} · racks {view['racks']}")
    if view["rack"] is not None:
        lines.append(f"Your rack (seat {view['seat']}): " + " ".join(str(t["digit"]) for t in view["rack"]))
    shown = view["hints"]["shown"]
    if shown:
        lines.append(f"Hint: {_tiles_text(shown['tiles'])} for {shown['score']} (cost {shown['cost']})")
    result = view["result"]
    if result is not None:
        lines.append(f"Game over: {result['reason']}; final scores {result['scores']}")
    elif view["first_play"]:
        lines.append("First play: cover the star (H8) with at least 3 tiles.")
    return "\n".join(lines)


def _tiles_text(tiles: list[list[int]] | tuple[tuple[int, int, int], ...]) -> str:
    return " ".join(f"{d}@{square_name(r, c)}" for r, c, d in tiles)


def describe_action(view: View, action: Action) -> str:
    if isinstance(action, Place):
        return f"place {_tiles_text(action.tiles)}"
    if isinstance(action, Swap):
        return "swap " + " ".join(map(str, action.tiles))
    if isinstance(action, Hint):
        return "show a move (costs points)"
    return "pass"


def order_actions(view: View, actions: list[Action]) -> list[Action]:
    """Plays best first (as generated), then pass, a hint, and the swaps last."""
    rank = {Place: 0, Pass: 1, Hint: 2, Swap: 3}
    return sorted(actions, key=lambda a: rank[type(a)])  # a stable sort keeps plays best first


def parse_typed(view: View, text: str) -> list[Action]:
    """``G8 972`` / ``H7 1.8 down`` (a play), ``swap 1 1 0``, ``pass`` or ``hint``."""
    words = text.strip().lower().split()
    if not words:
        raise ValueError("type a play like G8 972 (or H7 1.8 down), swap 1 2, pass or hint")
    if words == ["pass"]:
        return [Pass()]
    if words == ["hint"]:
        return [Hint()]
    if words[0] == "swap":
        digits = "".join(words[1:])
        if not (digits.isascii() and digits.isdigit()):
            raise ValueError("swap takes the digits to trade: swap 1 1 0")
        return [Swap(tuple(sorted(int(d) for d in digits)))]
    if len(words) not in (2, 3) or (len(words) == 3 and words[2] not in ("down", "across")):
        raise ValueError("a play is a square and digits, then 'down' if it goes down: H7 1.8 down")
    r, c = parse_square(words[0])
    down = len(words) == 3 and words[2] == "down"
    if not all(ch in "0123456789." for ch in words[1]):
        raise ValueError(f"{words[1]!r}: digits, with '.' to step over a tile on the board")
    tiles = tuple(
        (r + i * down, c + i * (not down), int(ch)) for i, ch in enumerate(words[1]) if ch != "."
    )
    return [Place(tiles)]


def describe_event(event: dict[str, Any], seat: int | None) -> str | None:
    kind = event["kind"]
    who = "you" if event.get("seat") == seat else f"seat {event.get('seat')}"
    if kind == "placed":
        readings = "; ".join(line["reading"] for line in event["lines"])
        bonus = f" (+{event['bonus']} for {len(event['tiles'])} tiles)" if event["bonus"] else ""
        return f"{who} placed {_tiles_text(event['tiles'])}: {readings} for {event['score']}{bonus}"
    if kind == "tiles":
        return "you drew " + " ".join(str(t["digit"]) for t in event["tiles"])
    if kind == "drew":
        return None if event["seat"] == seat else f"{who} drew {event['count']} tile(s)"
    if kind == "swapped":
        return f"{who} swapped {event['count']} tile(s)"
    if kind == "passed":
        return f"{who} passed"
    if kind == "hint":
        return f"hint: {_tiles_text(event['tiles'])} scores {event['score']}; it cost {event['cost']}"
    if kind == "hinted":
        return None if event["seat"] == seat else f"{who} was shown a move (cost {event['cost']})"
    if kind == "over":
        return f"game over: {event['reason']}; scores {event['scores']}"
    return None
