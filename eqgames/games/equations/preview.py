"""The Equation editor's preview: what each side of a half-written Equation is worth.

While a player writes, the board shows the exact value of each side as it stands
and every reading of the Goal on the mat, so a writer sees at once that
``(5x4)+1`` is 21 or that ``2x3+5`` can be read two ways. It evaluates only the
writer's own text and the public Goal, and says nothing about the cubes — the
writer still presents at their own risk (VII-C-2-a) — so it may be used during
an online game.

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

With the shake's variations (a :class:`Ruleset`, :func:`shake_ruleset`) the text is
read and valued as the checker reads it — the same notation (Appendix A's marks,
the variations' meanings) — the answer lists the variations with how to write each
and the marks the editor offers, and ``checked`` is the checker's own verdict with
the cubes left aside: the reason a variation refuses the Equation, if one does.

    >>> average = shake_ruleset("elementary", "average")
    >>> [s["values"] for s in preview("(4+6)+9 = 19", "19", ruleset=average)["sides"]]
    [['7'], ['19']]
    >>> print(preview("(4+6)+9 = 19", "19", ruleset=average)["checked"]["reason"])
    with Average, (4 + 6) + 9 is 7, not 19: + means the average of two numbers, not their sum (XIII-A-12)
    >>> sideways = shake_ruleset("elementary", "sideways")
    >>> preview("3 ÷ 3sw = 9", "9", ruleset=sideways)["sides"][0]["values"]
    ['9']
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from eqgames.arith.equations import Expression, parse
from eqgames.arith.errors import ArithError, ParseError
from eqgames.arith.notation import Notation
from eqgames.arith.printer import to_text
from eqgames.arith.values import to_text as value_text
from eqgames.core.tools import ToolError

from . import variation_checks
from .checker import Occasion, check
from .marking import WRITE, marks
from .mat import Mat
from .meanings import notation_of
from .ruleset import BASIC, Ruleset, adventurous
from .variations.catalog import DIVISIONS, VARIATIONS
from .variations.selection import parse_param

__all__ = ["MAX_CHARS", "MAX_VALUES", "goal_readings", "goal_turns", "preview", "shake_ruleset"]

#: The longest Equation previewed, in characters (a side of 24 cubes and brackets is far less).
MAX_CHARS = 400
#: How many distinct values of one side are listed.
MAX_VALUES = 6
#: How long a value is written out, in characters.
_LONGEST = 40
#: The most variations one shake can have (each player's picks and the standing ones).
MAX_VARIATIONS = 12
#: A Goal's cubes at most (IV-B), and how a Goal cube may lie (Appendix A).
MAX_GOAL_CUBES = 6
_TURNS = ("sw", "ud")


def _value(value: Any) -> str:
    text = value_text(value)
    return text if len(text) <= _LONGEST else text[: _LONGEST - 1] + "…"


def _message(error: ArithError) -> str:
    text = error.message if isinstance(error, ParseError) else str(error)
    return re.sub(r"\bat (\d+)", r"at character \1", text)


def shake_ruleset(division: str | None, chosen: str = "", star: str = BASIC.star) -> Ruleset:
    """The shake's ruleset from the division and its chosen variations typed as text:
    ids separated by spaces or commas, a parameter after ``=`` (``wild=0 base=8``).

    >>> sorted(shake_ruleset("junior", "base=12, wild=x").variations.items())
    [('base', 12), ('sideways', None), ('upside_down', None), ('wild', '×')]
    >>> shake_ruleset("middle", "log")
    Traceback (most recent call last):
    ...
    eqgames.core.tools.ToolError: Log is not a variation of the Middle division
    """
    if not division:
        if chosen.strip():
            raise ToolError("variations are played only with a division (Adventurous Equations)")
        return replace(BASIC, star=star)
    if division not in DIVISIONS:
        raise ToolError(f"the division is one of {', '.join(DIVISIONS)}, not {division!r}")
    items = [item for item in re.split(r"[\s,]+", chosen.strip()) if item]
    if len(items) > MAX_VARIATIONS:
        raise ToolError(f"a shake has at most {MAX_VARIATIONS} variations; {len(items)} are given")
    picked: dict[str, Any] = {}
    for item in items:
        name, _, param = item.partition("=")
        variation = VARIATIONS.get(name)
        if variation is None:
            raise ToolError(f"{name[:30]!r} is not a variation; known: {', '.join(VARIATIONS)}")
        if variation.listing(division) is None:
            raise ToolError(f"{variation.name} is not a variation of the {division.capitalize()} division")
        try:
            picked[name] = parse_param(variation, division, param or None)
        except ValueError as error:
            raise ToolError(str(error)) from None
    return replace(adventurous(division, picked), star=star)


def goal_turns(text: str) -> dict[int, str]:
    """The Goal cubes lying turned, typed as ``place=mark`` (places from 1, as a player counts).

    >>> goal_turns("1=sw 3=ud")
    {0: 'sw', 2: 'ud'}
    """
    out: dict[int, str] = {}
    for item in (i for i in re.split(r"[\s,]+", text.strip()) if i):
        place, _, mark = item.partition("=")
        # ASCII digits only: int() would read another script's digits too.
        if not (place.isascii() and place.isdigit()) or not 1 <= int(place) <= MAX_GOAL_CUBES or (
            mark not in _TURNS
        ):
            raise ToolError(
                f"{item[:20]!r} is not a turned Goal cube: write its place in the Goal and "
                "sw or ud (1=sw)"
            )
        out[int(place) - 1] = mark
    return out


def goal_readings(
    goal: str, star: str = "power", notation: Notation | None = None, complex_ok: bool = False
) -> dict[str, Any]:
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
        expression = parse(goal, star=star) if notation is None else parse(goal, star=star, notation=notation)
        evaluated = expression.evaluated(complex_ok=complex_ok)
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


def _side(text: str, start: int, ruleset: Ruleset, notation: Notation) -> tuple[dict[str, Any], Expression | None]:
    """One side as written: its distinct values, or why it cannot be read yet."""
    stripped = text.strip()
    first = start + (len(text) - len(text.lstrip()))
    side: dict[str, Any] = {
        "text": stripped, "values": [], "more": False, "undefined": None, "error": None,
        "position": None, "faces": [],
    }  # fmt: skip
    if not stripped:
        side["error"] = "nothing is written yet"
        return side, None
    try:
        # Shifted so that a reported position is the character counted from 1 in the Equation.
        expression = parse(" " * (first + 1) + stripped, star=ruleset.star, spaces_group=False, notation=notation)
        outcomes = expression.outcomes(complex_ok=ruleset.complex_ok)
    except ArithError as error:
        side["error"] = _message(error)
        if isinstance(error, ParseError):
            side["position"] = error.position - 1
        return side, None
    side["faces"] = list(expression.faces())
    values = [_value(i.value) for i in outcomes.values if i.value is not None]
    side["values"] = values[:MAX_VALUES]
    side["more"] = len(values) > MAX_VALUES
    failure = outcomes.undefined or outcomes.refused
    if failure is not None and failure.error is not None:
        side["undefined"] = _message(failure.error)
    return side, expression


def _goal_mat(goal: str, turns: Mapping[int, str], permitted: str = "") -> Mat | None:
    """The mat's Goal, turned as it lies (``turns``: place in the Goal, from 0)."""
    if not goal.strip():
        return None
    mat = Mat.from_text(goal=goal, permitted=permitted)
    cubes = len(mat.goal_cubes())
    kept = {k: t for k, t in turns.items() if 0 <= k < cubes}
    return mat.turned(kept) if kept else mat


def _is_goal(faces: list[str], expression: Expression | None, mat: Mat | None, notation: Notation) -> bool:
    if mat is None or expression is None:
        return False
    if notation.plain:
        return tuple(faces) == tuple(c.face for c in mat.goal_cubes())
    return variation_checks.goal_matches(expression, mat, notation)


def _variations(ruleset: Ruleset) -> list[dict[str, Any]]:
    """The shake's variations for a person: name, section, what it does, how it is written."""
    division = ruleset.division
    if division is None:
        return []
    out = []
    for vid, param in ruleset.variations.items():
        v = VARIATIONS[vid]
        listing = v.listing(division)
        out.append(
            {
                "id": vid,
                "param": param,
                "label": v.label(param, division),
                "section": None if listing is None else listing.section,
                "summary": v.summary,
                "example": v.example,
                "write": WRITE[vid],
            }
        )
    return out


def _checked(equation: str, sides: list[tuple[dict[str, Any], Expression | None]], goal: str,
             turns: Mapping[int, str], occasion: Occasion, ruleset: Ruleset) -> dict[str, Any] | None:  # fmt: skip
    """The checker's verdict on a mat holding every cube written: its reason is never
    about the cubes, so it is what the variations (and the values) say."""
    if any(expression is None for _, expression in sides):
        return None
    faces = "".join(f for side, _ in sides for f in side["faces"])
    if occasion == "no_goal":
        table = Mat.from_text(resources=faces)
    else:
        on_mat = _goal_mat(goal, turns, permitted=faces)
        if on_mat is None:
            return None
        table = on_mat
    verdict = check(equation, table, "no_goal" if occasion == "no_goal" else "stop", ruleset)
    return verdict.to_json()


def preview(
    equation: str,
    goal: str = "",
    occasion: Occasion = "now",
    star: str = "power",
    ruleset: Ruleset | None = None,
    turns: Mapping[int, str] | None = None,
) -> dict[str, Any]:
    """The Goal's readings and each side's values for ``equation`` as written so far.

    Without an ``=`` the text is the Solution alone. With one, the side whose
    cubes are the mat's Goal is the Goal (the right one when both or neither
    are, as the checker reads it); after "no Goal" the right side always.
    ``ruleset`` is the shake's (Basic Equations with ``star`` when not given);
    ``turns`` the Goal cubes lying sideways or upside-down, by place.
    """
    rules = replace(BASIC, star=star) if ruleset is None else ruleset
    notation = notation_of(rules)
    turned = dict(turns or {})
    mat = _goal_mat(goal, turned)
    # Turned cubes read as their marks say (a sideways − is i), as the checker reads them.
    written = mat.marked_goal_text() if mat is not None and turned else goal
    out: dict[str, Any] = {
        "goal": goal_readings(written, rules.star, notation, rules.complex_ok),
        "sides": [],
        "error": None,
        "variations": _variations(rules),
        "marks": [m.to_json() for m in marks(rules)],
        "checked": None,
    }
    if len(equation) > MAX_CHARS:
        out["error"] = f"the Equation is {len(equation)} characters long; at most {MAX_CHARS} are previewed"
        return out
    equals = [i for i, c in enumerate(equation) if c == "="]
    if len(equals) > 1:
        out["error"] = f"an Equation has one '=' (Solution = Goal); another is at character {equals[1] + 1}"
        return out
    if not equals:
        side, _ = _side(equation, 0, rules, notation)
        side["role"] = "solution"
        out["sides"] = [side]
        return out
    at = equals[0]
    left = _side(equation[:at], 0, rules, notation)
    right = _side(equation[at + 1 :], at + 1, rules, notation)
    left[0]["role"], right[0]["role"] = "solution", "goal"
    mine = occasion != "no_goal"
    if mine and _is_goal(left[0]["faces"], left[1], mat, notation) and not _is_goal(
        right[0]["faces"], right[1], mat, notation
    ):
        left[0]["role"], right[0]["role"] = "goal", "solution"
    out["sides"] = [left[0], right[0]]
    if not notation.plain:
        out["checked"] = _checked(equation, [left, right], goal, turned, occasion, rules)
    return out
