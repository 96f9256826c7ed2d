"""Mathable in the terminal: the board, the rack, actions as text, typed actions.

The hooks of ``eqgames play`` and ``eqgames selfplay`` (see :mod:`eqgames.cli.hooks`).
A typed placement is a value of the rack and a square, either way round; the
rest are words:

    >>> from eqgames import games
    >>> state = games.load("mathable").new(seed=3)
    >>> view = state.view(state.turn)
    >>> [t["value"] for t in view["rack"]]
    [5, 8, 10, 18, 45, 56, 81]
    >>> parse_typed(view, "8 i8"), parse_typed(view, "F8 8")
    ([Place(tile=51, square='I8')], [Place(tile=51, square='F8')])
    >>> parse_typed(view, "exchange 5 81"), parse_typed(view, "hint turn")
    ([Exchange(tiles=(32, 104))], [Hint(kind='turn')])
    >>> parse_typed(view, "9 I8")
    Traceback (most recent call last):
    ...
    ValueError: there is no 9 on your rack
"""

from __future__ import annotations

from typing import Any

from eqgames.core import Action

from .actions import Accept, Challenge, Draw, Exchange, Hint, Pass, Place, Stop
from .board import COLUMNS, SIZE, parse

View = dict[str, Any]

#: How an empty square shows what is printed on it.
_EMPTY = {"": "·", "2x": "2x", "3x": "3x", "centre": "?"}

_WORDS: dict[str, Action] = {
    "draw": Draw(),
    "stop": Stop(),
    "pass": Pass(),
    "hint": Hint("placement"),
    "accept": Accept(),
    "challenge": Challenge(),
}

_HELP = (
    "type a value and a square (7 I8), draw, stop, exchange 5 90, pass, hint, hint turn, "
    "accept or challenge"
)


def board_text(board: list[list[int | None]], layout: list[list[str]], mark: set[str]) -> str:
    """The board with column letters and row numbers; an empty square shows its sign or
    premium; tiles whose square is in ``mark`` are in brackets."""
    lines = ["    " + "".join(f"{c:^4}" for c in COLUMNS[:SIZE])]
    for r in range(SIZE):
        cells = []
        for c in range(SIZE):
            value = board[r][c]
            if value is None:
                kind = layout[r][c]
                cells.append(f"{_EMPTY.get(kind, kind):^4}")
            elif f"{COLUMNS[c]}{r + 1}" in mark:
                cells.append(f"[{value:>2}]")
            else:
                cells.append(f"{value:^4}")
        lines.append(f"{r + 1:>2}  " + "".join(cells))
    return "\n".join(lines)


def _latest_turn(view: View) -> set[str]:
    """The squares of the latest finished turn, or of this turn's placements so far."""
    now = {p["square"] for p in view["this_turn"]["placements"]}
    if now:
        return now
    turns = [t for t in view["last_turns"] if t is not None]
    if not turns:
        return set()
    return set(max(turns, key=lambda t: t["turn"])["squares"])


def render_view(view: View) -> str:
    lines = [board_text(view["board"], view["layout"], _latest_turn(view))]
    lines.append("  (2x, 3x: premium squares; + − × ÷: sign squares; the latest tiles in brackets)")
    scores = ", ".join(f"seat {s} {p}" for s, p in enumerate(view["scores"]))
    lines.append(f"Scores: {scores} · pouch {view['pouch']} · racks {view['racks']}")
    turn = view["this_turn"]
    if turn["placements"]:
        done = "; ".join(_placement_text(p) for p in turn["placements"])
        lines.append(f"This turn (seat {turn['seat']}): {done} — {turn['points']} so far")
    if view["pending"] is not None:
        p = view["pending"]
        waiting = ", ".join(f"seat {s}" for s in p["waiting"])
        lines.append(f"Seat {p['seat']} placed {p['value']} on {p['square']}: {waiting} to accept or challenge")
    if view["rack"] is not None:
        rack = " ".join(str(t["value"]) for t in view["rack"])
        lines.append(f"Your rack (seat {view['seat']}): {rack}")
    if view["draw_offered"] and view["seat"] == view["turn"]:
        lines.append("You may draw a bonus tile now (draw), or go on.")
    if view["hint"] is not None:
        shown = "; ".join(_placement_text(p) for p in view["hint"]["placements"])
        lines.append(f"Hint: {shown} — {view['hint']['points']} points")
    result = view["result"]
    if result is not None:
        lines.append(
            f"Game over: {result['reason']}; unplayed tiles {result['leftovers']}; "
            f"final scores {result['scores']}"
        )
    return "\n".join(lines)


def _placement_text(p: dict[str, Any]) -> str:
    equations = ", ".join(e["text"] for e in p["equations"]) or "no equation"
    times = f" ×{p['premium']}" if p["premium"] > 1 else ""
    return f"{p['value']} on {p['square']} ({equations}{times}) for {p['points']}"


def _value_of(view: View, tile: int) -> int | None:
    for t in view["rack"] or ():
        if t["id"] == tile:
            return int(t["value"])
    return None


def describe_action(view: View, action: Action) -> str:
    if isinstance(action, Place):
        return f"place {_value_of(view, action.tile)} on {action.square}"
    if isinstance(action, Exchange):
        return "exchange " + " ".join(str(_value_of(view, t)) for t in action.tiles)
    if isinstance(action, Hint):
        return "show the best turn" if action.kind == "turn" else "show a placement"
    if isinstance(action, Draw):
        return "draw a bonus tile"
    if isinstance(action, Accept | Challenge):
        p = view["pending"] or {}
        return f"{action.type} the {p.get('value')} on {p.get('square')}"
    return action.type


def order_actions(view: View, actions: list[Action]) -> list[Action]:
    """Answers first, then placements (as the rules list them), the bonus draw, stop, pass,
    hints, and the exchanges last."""
    rank = {Accept: 0, Challenge: 0, Place: 1, Draw: 2, Stop: 3, Pass: 4, Hint: 5, Exchange: 6}
    return sorted(actions, key=lambda a: rank[type(a)])


def parse_typed(view: View, text: str) -> list[Action]:
    """``7 I8`` or ``I8 7`` (a placement), ``exchange 5 90`` (values), ``hint turn``, or a word."""
    words = text.strip().lower().split()
    if not words:
        raise ValueError(_HELP)
    if len(words) == 1 and words[0] in _WORDS:
        return [_WORDS[words[0]]]
    if words == ["hint", "turn"]:
        return [Hint("turn")]
    if words[0] == "exchange":
        return [Exchange(_tiles_of(view, words[1:]))]
    if len(words) == 2:
        first, second = words
        number, square = (first, second) if _is_number(first) else (second, first)
        if _is_number(number):
            tile = _tiles_of(view, [number])[0]
            return [Place(tile, _square_name(square))]
    raise ValueError(_HELP)


def _is_number(word: str) -> bool:
    return word.isascii() and word.isdigit()


def _square_name(word: str) -> str:
    row, col = parse(word)
    return f"{COLUMNS[col]}{row + 1}"


def _tiles_of(view: View, words: list[str]) -> tuple[int, ...]:
    """The rack's tile ids for these values, a value twice for two tiles of it."""
    if not words or not all(_is_number(w) for w in words):
        raise ValueError("name the values of your tiles: exchange 5 90")
    free = list(view["rack"] or ())
    out = []
    for w in words:
        tile = next((t for t in free if t["value"] == int(w)), None)
        if tile is None:
            more = " more" if any(t["value"] == int(w) for t in view["rack"] or ()) else ""
            raise ValueError(f"there is no{more} {int(w)} on your rack")
        free.remove(tile)
        out.append(int(tile["id"]))
    return tuple(out)


def describe_event(event: dict[str, Any], seat: int | None) -> str | None:
    kind = event["kind"]
    who = "you" if event.get("seat") == seat else f"seat {event.get('seat')}"
    if kind == "placed":
        return f"{who} placed {_placement_text(event)}; {event['turn_points']} this turn"
    if kind == "draw_offered":
        return f"{who} may draw a bonus tile"
    if kind == "tiles":
        return "you drew " + " ".join(str(t["value"]) for t in event["tiles"])
    if kind == "drew":
        if event["seat"] == seat:
            return None
        why = {"bonus": " (the bonus draw)", "exchange": "", "refill": ""}[event["why"]]
        return f"{who} drew {event['count']} tile(s){why}"
    if kind == "bonus":
        return f"{who} played every tile: +{event['points']}"
    if kind == "turn_over":
        return f"{who} ended the turn ({event['why']}) with {event['points']} points"
    if kind == "exchanged":
        return f"{who} exchanged {event['count']} tile(s)"
    if kind == "passed":
        return f"{who} passed"
    if kind == "accepted":
        return f"{who} accepted the tile on {event['square']}"
    if kind == "challenged":
        return f"{who} challenged the {event['value']} on {event['square']}: {event['reason']}"
    if kind == "hint":
        shown = "; ".join(_placement_text(p) for p in event["placements"])
        return f"hint: {shown}"
    if kind == "hinted":
        return None if event["seat"] == seat else f"{who} asked for a hint"
    if kind == "over":
        return f"game over: {event['reason']}; scores {event['scores']}"
    return None
