"""Formula in the terminal: the table, the hand, plays as text, typed plays.

>>> from eqgames.games.formula.arrange import arrange
>>> state = arrange("9 + 1 = 10", ["248", "55"])
>>> print(render_view(state.view(0)))  # doctest: +NORMALIZE_WHITESPACE
Round 1 of 1 · seat 0 to play · stock 48 · cards under the formula 0
Table:  9 + 1 = 10
You (seat 0): 2 4 8
Seat 1: 2 cards
>>> [a.type for a in parse_typed(state.view(0), "4 + 8 = 12")]
['play']
"""

from __future__ import annotations

from typing import Any

from eqgames.arith.errors import ArithError
from eqgames.arith.formula import parse_line
from eqgames.core import Action, IllegalAction

from .actions import Draw, Pass, Play
from .equation import PRETTY, falsehood
from .movegen import legal_plays, play_text
from .position import Position

View = dict[str, Any]

#: Typed operators (as the arithmetic parser prints them) to the JSON symbols.
_SYMBOLS = {pretty: sym for sym, pretty in PRETTY.items()}


def _hand_text(cards: list[dict[str, Any]]) -> str:
    return " ".join(str(c["face"]) for c in cards) or "(no cards)"


def render_view(view: View) -> str:
    seat = view["seat"]
    rounds = view["rounds"]
    head = f"Round {view['round']}" + (f" of {rounds}" if rounds else "")
    if view["result"] is None:
        head += f" · seat {view['turn']} to play"
    head += f" · stock {view['stock']} · cards under the formula {view['under']}"
    lines = [head, f"Table:  {view['table']['text']}"]
    jokers = [
        f"the {col['digit']} in {name} is a joker"
        for name, key in (("A", "a"), ("B", "b"), ("C", "c"))
        for col in view["table"][key]
        if col["face"] == "J"
    ]
    if jokers:
        lines.append("        (" + "; ".join(jokers) + ")")
    if view["must_replace"]:
        lines.append("        this formula must be completely replaced")
    if view["opening"]:
        lines.append("        first formula: choose a symbol and play the answer")
    if view["hand"] is not None:
        lines.append(f"You (seat {seat}): {_hand_text(view['hand'])}")
    for s, count in enumerate(view["hands"]):
        if s != seat:
            out = " (out)" if s in view["out"] else ""
            lines.append(f"Seat {s}: {count} card{'s' if count != 1 else ''}{out}")
    if view["points"] is not None:
        lines.append("Points: " + ", ".join(f"seat {s} {p}" for s, p in enumerate(view["points"])))
    elif view["rounds"] and view["rounds"] > 1:
        lines.append(
            "Rounds won: " + ", ".join(f"seat {s} {m}" for s, m in enumerate(view["match"]))
        )
    if view["result"] is not None:
        lines.append(f"Game over: {view['result']['reason']}")
    return "\n".join(lines)


def describe_action(view: View, action: Action) -> str:
    if isinstance(action, Draw):
        return "draw a card"
    if isinstance(action, Pass):
        return "pass (no card left to draw)"
    assert isinstance(action, Play)
    pos = Position.from_view(view)
    faces = {int(c["id"]): str(c["face"]) for c in view["hand"] or ()}
    laid = []
    for s in (slot for number in action.numbers() for slot in number):
        if s.card is not None:
            laid.append(f"J={s.digit}" if faces.get(s.card) == "J" else faces.get(s.card, "?"))
    return f"{play_text(pos, action):<20} lays {' '.join(laid)}"


def order_actions(view: View, actions: list[Action]) -> list[Action]:
    """Plays shedding most cards first, then by formula; drawing last."""

    def key(action: Action) -> tuple[int, str]:
        if isinstance(action, Play):
            return (-len(action.cards()), describe_action(view, action))
        return (1, "")

    return sorted(actions, key=key)


def parse_typed(view: View, text: str) -> list[Action]:
    """``draw``, ``pass``, or the formula to leave on the table (``4 + 8 = 12``).

    Returns every legal play that leaves that formula (they differ in which cards
    are laid); raises :class:`IllegalAction` saying why when there is none.
    """
    word = text.strip().lower()
    if word in ("d", "draw"):
        return [Draw()]
    if word in ("p", "pass"):
        return [Pass()]
    try:
        line = parse_line(text)
    except ArithError as exc:
        raise IllegalAction(f"{exc}; type a formula like 4 + 8 = 12, or draw") from exc
    symbol = _SYMBOLS[line.operator]
    a, b, c = int(line.left), int(line.right), int(line.result)
    if not line.is_true():
        raise IllegalAction(falsehood(a, symbol, b, c))
    if view["hand"] is None:
        raise IllegalAction("a spectator has no cards to play")
    pos = Position.from_view(view)
    wanted = line.format()
    found: list[Action] = [p for p in legal_plays(pos) if play_text(pos, p) == wanted]
    if not found:
        raise IllegalAction(f"no play of at most {pos.max_cards} of your cards makes {wanted} here")
    return found


def describe_event(event: dict[str, Any], seat: int | None) -> str | None:
    kind = event["kind"]
    who = "you" if event.get("seat") == seat else f"seat {event.get('seat')}"
    if kind == "played":
        return f"{who} played {event['formula']}"
    if kind == "drew":
        if event.get("seat") == seat:
            return None  # the drawer sees the card itself in the next event
        extra = " (the answer was divisible by 5)" if event["reason"] == "five" else ""
        return f"{who} drew a card{extra}"
    if kind == "card":
        face = event["card"]["face"]
        return "you drew a joker" if face == "J" else f"you drew a {face}"
    if kind == "passed":
        return f"{who} passed"
    if kind == "reshuffled":
        return (
            f"the cards under the formula were shuffled into a new stock ({event['stock']} cards)"
        )
    if kind == "out":
        return f"{who} played all their cards (place {event['place']})"
    if kind == "round_over":
        return f"round {event['round']} is over: {event['reason']}"
    if kind == "dealt":
        return f"round {event['round']} is dealt: {event['table']}"
    if kind == "over":
        return f"game over: {event['reason']}"
    return None
