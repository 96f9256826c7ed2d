"""Memory Math analysed: at each say, whether the numbers said so far held a solution (and
one), and the calls the player could have made instead — a repeat or an illegal number the
opponent had just said and nobody called.

Each of these misses was a point: the player who says a number when a call was
right, or when the numbers said already made the target, gave up a point they
could have taken (a solve, a right call).
"""

from __future__ import annotations

from typing import Any

from eqgames.core.analysis import Analysis, analysis_tool, record_of, replay_steps
from eqgames.search import BudgetExceeded, Problem, parse_ops, solve

from .said import legal, read

#: Search steps per question: a say's "was it solvable?" stays well under a second.
BUDGET = 200_000


def _solution(state: Any) -> tuple[bool | None, str | None]:
    r = state.round
    numbers = tuple(r.usable())
    if len(numbers) < r.min:
        return False, None
    problem = Problem(numbers, r.target, parse_ops(r.ops), r.min, r.max)
    try:
        found = solve(problem, budget=BUDGET)
    except BudgetExceeded:
        return None, None
    return found is not None, None if found is None else found.text()


def _missed_call(state: Any) -> str | None:
    """The right call the player to act could have made on the opponent's last say."""
    r = state.round
    if not r.says:
        return None
    last = r.says[-1]
    earlier = {read(t) for s in r.says[:-1] for t in s.numbers}
    values = [read(t) for t in last.numbers]
    for text, value in zip(last.numbers, values, strict=True):
        if value in earlier:
            return f"missed a repeat: {text} had been said before"
    if len(values) == 2 and values[0] == values[1]:
        return f"missed a repeat: {last.numbers[1]} was said twice at once"
    for text, value in zip(last.numbers, values, strict=True):
        if not legal(value):
            return f"missed an illegal number: {text} is not a whole number from 1 to 100"
    return None


def analyse(
    game: str, options: dict[str, Any], seed: int, players: int, start: float, steps: list[Any]
) -> dict[str, Any]:
    """The analysis of a finished Memory Math match (see :mod:`eqgames.core.analysis`)."""
    record = record_of(game, options, seed, players, start, steps)
    out = Analysis("memorymath", players, "points")
    missed = [0.0] * players
    calls = [0.0] * players
    for version, step, state in replay_steps(record):
        action = step.action or {}
        if step.seat is None or action.get("type") != "say":
            continue
        seat, r = step.seat, state.round
        said = " and ".join(str(n) for n in action.get("numbers", ()))
        call = _missed_call(state) if r.says and r.says[-1].seat != seat else None
        if call is not None:
            calls[seat] += 1
            out.note(version, seat, f"Said {said}; {call}.", loss=1)
        solvable, solution = _solution(state) if r.says else (False, None)
        if solvable:
            missed[seat] += 1
            out.note(version, seat, f"Said {said}, but the numbers said so far made {r.target}: {solution}.", loss=1)
        elif solvable is None:
            out.note(version, seat, f"Said {said}; whether the numbers made {r.target} was not decided.")
        elif call is None:
            out.note(version, seat, f"Said {said}: no solution yet, nothing to call.", kind="best")
    out.total("Solutions missed", missed)
    out.total("Calls missed", calls)
    return out.to_json()


TOOL = analysis_tool(
    analyse,
    "The match analysed: at each say, whether the numbers said held a solution, and missed calls",
)
