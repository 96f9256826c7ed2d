"""Memory Math's tool: the exact solver of a round, from the numbers said.

    >>> answer = solve("24", "3,8,1,9", "+-*/", 2, 4, False, False, 100, 1_000_000)
    >>> answer["solvable"], answer["solution"]["text"]
    (True, '8 × 3')

A solver is not for use during an online game (it would play for you): the
tool says so (``online=False``); the command line and anyone studying a
finished game use it.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from eqgames.core.tools import Param, Tool, ToolError, flag, integers, text, whole
from eqgames.search import BudgetExceeded, Problem, Solution, parse_ops, solutions
from eqgames.search import solve as search

from . import analysis

#: Bounds on what the solver accepts: the search is exponential in the count.
MAX_NUMBERS = 30
MAX_DIGITS = 15
MAX_BUDGET = 20_000_000


def _number(item: Any) -> int:
    body = str(item).strip()
    if not body or any(ch not in "0123456789" for ch in body) or len(body) > MAX_DIGITS:
        raise ToolError(f"{body[:20]!r}: numbers are whole numbers of at most {MAX_DIGITS} digits")
    return int(body)


def _target(text_: str) -> Fraction:
    body = text_.strip().replace("−", "-")
    if not body.isascii():  # Fraction("٣") is 3: digits are 0-9 only
        raise ToolError(f"{text_[:40]!r} is not a number (24, -7, 7/2 or 12.5)")
    try:
        return Fraction(body)
    except (ValueError, ZeroDivisionError):
        raise ToolError(f"{text_[:40]!r} is not a number (24, -7, 7/2 or 12.5)") from None


def solution_json(sol: Solution, l2r: bool) -> dict[str, Any]:
    suffix = " l2r" if l2r else ""
    return {
        "text": sol.text() + suffix,
        "ascii": sol.text(ascii=True) + suffix,
        "numbers": [int(v) for v in sol.numbers],
    }


def solve(
    target: str,
    numbers: str | list[int],
    ops: str,
    min: int,  # noqa: A002 - the JSON names
    max: int,  # noqa: A002
    l2r: bool,
    all: bool,  # noqa: A002
    cap: int,
    budget: int,
) -> dict[str, Any]:
    """A solution (or a proof there is none) of ``target`` from ``numbers``; all of them with ``all``."""
    items = [t for t in numbers.split(",") if t.strip()] if isinstance(numbers, str) else numbers
    said = [_number(t) for t in items]
    if not said or len(said) > MAX_NUMBERS:
        raise ToolError(f"give 1 to {MAX_NUMBERS} numbers")
    if len(set(said)) != len(said):
        raise ToolError("the numbers said are distinct: an equation uses each value once")
    goal = _target(target)
    try:
        operations = parse_ops(ops)
    except ValueError as error:
        raise ToolError(str(error)) from None
    if not 1 < min <= max <= 100:
        raise ToolError("need 1 < min ≤ max ≤ 100")
    order = "l2r" if l2r else "precedence"
    problem = Problem(tuple(said), goal, operations, min, max, order=order)
    work = problem.search(budget)
    try:
        found = search(problem, search=work)
        listed = solutions(problem, cap=cap, search=work) if all and found else []
        solvable: bool | None = found is not None
    except BudgetExceeded:
        found, listed, solvable = None, [], None
    answer: dict[str, Any] = {
        "game": "memorymath",
        "target": str(goal),
        "numbers": said,
        "ops": [op.text for op in operations],
        "min": min,
        "max": max,
        "order": order,
        "budget": budget,
        "solvable": solvable,
        "solution": solution_json(found, l2r) if found is not None else None,
    }
    if all:
        answer["solutions"] = [solution_json(s, l2r) for s in listed]
        answer["capped"] = len(listed) >= cap
    return answer


def _text(answer: dict[str, Any]) -> str:
    if answer["solvable"] is None:
        return f"undecided: the search used its budget of {answer['budget']} steps"
    if not answer["solvable"]:
        said = ", ".join(map(str, answer["numbers"]))
        return f"no solution: {answer['target']} cannot be made from {said}"
    shown = answer.get("solutions") or [answer["solution"]]
    return "\n".join(s["text"] for s in shown)


def _status(answer: dict[str, Any]) -> int:
    return {True: 0, False: 1, None: 3}[answer["solvable"]]


_SOLUTION = {
    "type": "object",
    "properties": {"text": {"type": "string"}, "ascii": {"type": "string"},
                   "numbers": {"type": "array", "items": {"type": "integer"}}},
}  # fmt: skip

TOOLS = (
    Tool(
        "solve",
        "Solve a round from the numbers said: a solution, or a proof there is none",
        (
            text("target", "Target (24, -7, 7/2 or 12.5)", 40),
            Param("numbers", "Numbers said (comma-separated, or a list)", {"anyOf": [
                {"type": "string", "maxLength": MAX_NUMBERS * (MAX_DIGITS + 1)},
                {"type": "array", "items": integers(0, 10**MAX_DIGITS - 1), "maxItems": MAX_NUMBERS},
            ]}),  # fmt: skip
            text("ops", 'Valid operations ("+-*/" or "+−×÷")', 8, "+-*/"),
            whole("min", "Fewest numbers in the equation", 0, 100, 2),
            whole("max", "Most numbers in the equation", 0, 100, 100),
            flag("l2r", "Read left to right (no order of operations)"),
            flag("all", "List the distinct solutions"),
            whole("cap", "At most this many solutions", 1, 1000, 100),
            whole("budget", "Search steps before giving up", 1, MAX_BUDGET, MAX_BUDGET),
        ),
        {
            "type": "object",
            "properties": {
                "solvable": {"type": ["boolean", "null"]},
                "solution": {"anyOf": [_SOLUTION, {"type": "null"}]},
                "solutions": {"type": "array", "items": _SOLUTION},
            },
            "required": ["solvable", "solution"],
        },
        solve,
        command="solve",
        text=_text,
        status=_status,
    ),
    analysis.TOOL,
)
