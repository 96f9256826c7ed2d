"""Memory Math as text: the board, typed moves, and what happened.

The terminal shows what a player at the table would see: the target, the
valid operations, min/max, the scores, whose turn and the clock, and only the
numbers said *last* — never the round's history (a memory game).

Typed moves: ``12 7`` (or ``12, 7``) says numbers; ``repeat``, ``illegal``,
``solve`` and ``time`` (or their first letters) call; after ``solve``, the
next line is the equation (``(9 - 1) x 3``, or ``... l2r``).

    >>> parse_typed({"can": ["say", "repeat", "illegal", "solve"]}, "12, 7")
    [Say(numbers=('12', '7'))]
    >>> parse_typed({"can": ["submit"]}, "(9 - 1) x 3")
    [Submit(equation='(9 - 1) x 3')]
    >>> parse_typed({"can": ["time"]}, "t")
    [Time()]
"""

from __future__ import annotations

import sys
from typing import Any

from eqgames.core import Action, IllegalAction

from .actions import IllegalCall, Repeat, Say, Solve, Submit, Time

View = dict[str, Any]

_CALLS: dict[str, type[Action]] = {
    "repeat": Repeat,
    "r": Repeat,
    "illegal": IllegalCall,
    "i": IllegalCall,
    "solve": Solve,
    "s": Solve,
    "time": Time,
    "t": Time,
}


def _who(seat: int | None, me: int | None) -> str:
    if seat is None:
        return "nobody"
    return "you" if seat == me else f"seat {seat}"


def render_view(view: View) -> str:
    me = view.get("seat")
    lines = [
        f"Memory Math — round {view['round']} of at most {view['max_rounds']}, "
        f"first to {view['points_to_win']}; scores {view['scores'][0]}–{view['scores'][1]}",
        f"Target {view['target']}   valid: {' '.join(view['ops'])}   "
        f"min {view['min']}   max {view['max']}",
    ]
    phase = view["phase"]
    if phase in ("say", "solve"):
        last = view["last"]
        if last is None:
            lines.append("Nothing said yet.")
        else:
            lines.append(f"Last said ({_who(last['seat'], me)}): {', '.join(last['numbers'])}")
        doing = "writing an equation" if phase == "solve" else "to answer"
        if last is None:
            doing = "to say the first numbers"
        clock = f"{view['limit']:g} s from {view['turn_started']:.1f} s"
        over = " — over time: time may be called" if view["overtime"] else ""
        lines.append(f"Turn: {_who(view['turn'], me)} {doing} ({clock}){over}")
        if view["can"]:
            lines.append("You may: " + ", ".join(view["can"]))
    previous = view.get("previous")
    if previous is not None and phase in ("break", "over"):
        lines.append(describe_round(previous, me))
    if phase == "over":
        lines.append(f"Match over: {_who(view['winner'], me)} won.")
    return "\n".join(lines)


def describe_round(summary: View, me: int | None) -> str:
    """A finished round, revealed: everything said, who won the point and why."""
    said = " | ".join(
        f"{_who(s['seat'], me)}: {', '.join(s['numbers'])}" for s in summary["says"]
    )
    if summary["solvable"] is None:
        solution = "not searched to the end"
    elif summary["solvable"]:
        solution = f"a solution: {summary['solution']}"
    else:
        solution = "no solution from what was said"
    return (
        f"Round {summary['round']} to {_who(summary['winner'], me)}: {summary['reason']}\n"
        f"  said: {said or 'nothing'}\n  {solution}"
    )


def parse_typed(view: View, text: str) -> list[Action]:
    can = view.get("can") or []
    body = text.strip()
    if not body:
        raise ValueError("type numbers, repeat, illegal, solve or time")
    if can == ["submit"]:
        return [Submit(body)]
    word = body.lower()
    if word in _CALLS:
        return [_CALLS[word]()]
    parts = [p for p in body.replace(",", " ").split() if p]
    if not 1 <= len(parts) <= 2:
        raise IllegalAction("say one or two numbers")
    return [Say(tuple(parts))]


def describe_event(event: View, seat: int | None) -> str | None:
    kind = event["kind"]
    who = _who(event.get("seat"), seat)
    if kind == "said":
        return f"{who} said {', '.join(event['numbers'])}"
    if kind == "called":
        return f"{who} called {event['call']}"
    if kind == "submitted":
        return f"{who} wrote {event['equation']}"
    if kind == "overtime":
        return f"{who} has had {event['limit']:g} s"
    if kind == "point":
        return f"Point to {who}: {event['reason']} (scores {event['scores'][0]}–{event['scores'][1]})"
    if kind == "round":
        return (
            f"Round {event['round']}: target {event['target']}, valid {' '.join(event['ops'])}, "
            f"min {event['min']}, max {event['max']}; {_who(event['first'], seat)} starts"
        )
    if kind == "over":
        return f"Match over: {who if event.get('seat') is not None else _who(event['winner'], seat)} won"
    return None


def play(game: Any, seat: int, levels: list[str], seed: int) -> int:
    """``eqgames play memorymath``: a timed match against a bot, on the wall clock.

    The prompt stays open while the bot thinks, so you can call time on it
    (:mod:`.terminal`); times are shown in seconds since the match began.
    """
    import time

    from .terminal import play as play_match
    from .terminal import stdin_reader

    if seat not in (0, 1):
        print("eqgames: Memory Math has seats 0 and 1", file=sys.stderr)
        return 2
    bot = game.bot(levels[0], seed=seed * 1009 + 1)
    start = time.time()
    state = game.new(seed=seed, at=0.0)
    print(
        f"Memory Math against the {levels[0]} bot; you are seat {seat}. The clock runs: "
        "type one or two numbers, repeat, illegal, solve (then the equation) or time."
    )
    return play_match(state, seat, bot, stdin_reader(), clock=lambda: time.time() - start)


def selfplay(game: Any, seed: int, players: int, levels: list[str], max_actions: int) -> Any:
    """``eqgames selfplay memorymath``: one match between bots in virtual time (:mod:`.match`)."""
    from .match import play_one

    return play_one(game, seed, players, levels, max_actions)
