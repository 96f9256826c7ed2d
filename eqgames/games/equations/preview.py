"""The Equation editor's preview: what each side of a half-written Equation is worth.

While a player writes, the board shows the exact value of each side as it stands
and every reading of the Goal on the mat, so a writer sees at once that
``(5x4)+1`` is 21 or that ``2x3+5`` can be read two ways. It evaluates only the
writer's own text and the public Goal, and says nothing about the cubes or whether
the Equation would be accepted — the writer still presents at their own risk
(VII-C-2-a) — so it may be used during an online game.

Every evaluation is bounded: the text is at most :data:`MAX_CHARS` characters,
a side's readings are found as distinct values within the notation's limits
(``Expression.outcomes``), and at most :data:`MAX_VALUES` are listed.

    >>> p = preview("(5x4)+1 = 3x(5+2)", "3x 5+2")
    >>> [r["reading"] + " is " + r["value"] for r in p["goal"]["readings"]]
    ['3 × (5 + 2) is 21']
    >>> [(s["role"], s["values"]) for s in p["sides"]]
    [('solution', ['21']), ('goal', ['21'])]
    >>> preview("2x3+5", "9")["sides"][0]["values"]
    ['16', '11']
    >>> preview("4÷(2−2)", "9")["sides"][0]["undefined"]
    'division by zero: 4 ÷ 0 names no number'
    >>> preview("4+", "9")["sides"][0]["error"]
    "the expression ends after '+' at character 2: a number must follow"
"""

from __future__ import annotations

import re
from typing import Any

from eqgames.arith.equations import Expression, parse
from eqgames.arith.errors import ArithError, ParseError
from eqgames.arith.printer import to_text
from eqgames.arith.values import to_text as value_text

from .checker import Occasion

#: The longest Equation previewed, in characters (a side of 24 cubes and brackets is far less).
MAX_CHARS = 400
#: How many distinct values of one side are listed.
MAX_VALUES = 6
#: How long a value is written out, in characters.
_LONGEST = 40


def _value(value: Any) -> str:
    text = value_text(value)
    return text if len(text) <= _LONGEST else text[: _LONGEST - 1] + "…"


def _message(error: ArithError) -> str:
    text = error.message if isinstance(error, ParseError) else str(error)
    return re.sub(r"\bat (\d+)", r"at character \1", text)


def goal_readings(goal: str, star: str = "power") -> dict[str, Any]:
    """Every reading the mat's grouping allows for the Goal, each with its value.

    >>> [r["reading"] for r in goal_readings("2x3+5")["readings"]]
    ['2 × (3 + 5)', '(2 × 3) + 5']
    >>> goal_readings("8÷0")["readings"][0]["value"] is None
    True
    """
    out: dict[str, Any] = {"text": goal, "readings": [], "error": None}
    if not goal.strip():
        return out
    try:
        evaluated = parse(goal, star=star).evaluated()
    except ArithError as error:
        out["error"] = _message(error)
        return out
    out["readings"] = [
        {
            "reading": to_text(r.tree),
            "value": None if r.value is None else _value(r.value),
            "undefined": None if r.error is None else _message(r.error),
        }
        for r in evaluated
    ]
    return out


def _side(text: str, start: int, star: str) -> dict[str, Any]:
    """One side as written: its distinct values, or why it cannot be read yet."""
    stripped = text.strip()
    first = start + (len(text) - len(text.lstrip()))
    side: dict[str, Any] = {
        "text": stripped, "values": [], "more": False, "undefined": None, "error": None,
        "position": None, "faces": [],
    }  # fmt: skip
    if not stripped:
        side["error"] = "nothing is written yet"
        return side
    try:
        # Shifted so that a reported position is the character counted from 1 in the Equation.
        expression = parse(" " * (first + 1) + stripped, star=star, spaces_group=False)
        outcomes = expression.outcomes()
    except ArithError as error:
        side["error"] = _message(error)
        if isinstance(error, ParseError):
            side["position"] = error.position - 1
        return side
    side["faces"] = list(expression.faces())
    values = [_value(i.value) for i in outcomes.values if i.value is not None]
    side["values"] = values[:MAX_VALUES]
    side["more"] = len(values) > MAX_VALUES
    failure = outcomes.undefined or outcomes.refused
    if failure is not None and failure.error is not None:
        side["undefined"] = _message(failure.error)
    return side


def _goal_faces(goal: str, star: str) -> tuple[str, ...] | None:
    try:
        return Expression(goal, star=star).faces() if goal.strip() else None
    except ArithError:
        return None


def preview(equation: str, goal: str = "", occasion: Occasion = "now", star: str = "power") -> dict[str, Any]:
    """The Goal's readings and each side's values for ``equation`` as written so far.

    Without an ``=`` the text is the Solution alone. With one, the side whose
    cubes are the mat's Goal is the Goal (the right one when both or neither
    are, as the checker reads it); after "no Goal" the right side always.
    """
    out: dict[str, Any] = {"goal": goal_readings(goal, star), "sides": [], "error": None}
    if len(equation) > MAX_CHARS:
        out["error"] = f"the Equation is {len(equation)} characters long; at most {MAX_CHARS} are previewed"
        return out
    equals = [i for i, c in enumerate(equation) if c == "="]
    if len(equals) > 1:
        out["error"] = f"an Equation has one '=' (Solution = Goal); another is at character {equals[1] + 1}"
        return out
    if not equals:
        side = _side(equation, 0, star)
        side["role"] = "solution"
        out["sides"] = [side]
        return out
    at = equals[0]
    left, right = _side(equation[:at], 0, star), _side(equation[at + 1 :], at + 1, star)
    left["role"], right["role"] = "solution", "goal"
    faces = _goal_faces(goal, star)
    mine = occasion != "no_goal" and faces is not None
    if mine and tuple(left["faces"]) == faces and tuple(right["faces"]) != faces:
        left["role"], right["role"] = "goal", "solution"
    out["sides"] = [left, right]
    return out
