"""The exact checker: is an Equation correct for the mat (tournament rules VII-B)?

How the rulebook (``rules/equations.txt``) is read, top to bottom as :func:`check` goes:

1. **The form** (VII-B-1, Appendix A I-A). An Equation is ``Solution = Goal``, or
   ``Goal = Solution``: one ``=`` between two sides. A Solution alone is unacceptable.
2. **Which side is the writer's Goal.** The side whose cubes (brackets and spaces
   left out) are the mat's Goal cubes in order. When both sides are, the Equation
   is read in the form the rulebook recommends and the glossary defines,
   ``Solution = Goal``: the right side is the Goal. After a "no Goal" challenge
   the writer sets the Goal (any cubes on the mat's Goal section are ignored: the
   Goal and the Solution come from Resources), and the form is ``Solution = Goal``.
3. **The writer's Goal** (VII-B-2 and its comments). It must be the Goal on the mat,
   read in a way the mat's physical grouping allows (IV-B-2), and it must say which
   interpretation the Solution equals: every way of reading what is written must
   be one the mat allows, and all of them must come to the same number (an
   ambiguity that changes nothing is no error, VII-B-5-e). Only brackets group on
   paper: a writer who copies the spaces of ``3x 5+2`` has written an ambiguous
   Goal (comment (c)). The Goal ``37`` is its own value and is written as ``37``
   (comment (b)); writing ``21`` for ``3x 5+2`` is not writing the Goal. After a
   "no Goal" challenge the writer's Goal must itself be a legal Goal (IV-B).
4. **The Solution's form** (III, and rules III-A, III-C of Basic Equations): a legal
   expression, ``+`` and ``−`` only between two numbers, numerals of one digit, at
   least two cubes. The limits are read from the :class:`Ruleset`.
5. **The cubes** (VII-B, IV-A-1, XI-B-2, IV-D-2), counted as faces: all of Required,
   none of Forbidden, any of Permitted, and from Resources at most one cube after a
   Now challenge, any number after an Impossible challenge, the last cube or the
   "stop" of a round (:data:`RESOURCES_ALLOWED`). A Forbidden face can still be
   used when another cube with that face is in Required, Permitted or (within the
   allowance) Resources: the cube used is that other one. The Goal's cubes are on
   the Goal section and are not the Solution's. After "no Goal" both sides come
   from Resources, each cube used once.
6. **The value** (VII-B-2, VII-B-5-e): there is no default order of operations, so
   **every** interpretation of the Solution must name a number equal to the
   writer's Goal. Values are exact (radicals included); an interpretation the exact
   arithmetic refuses within its limits (``9^(9^9)``) is one no checked Equation
   can use, which is also what the adjudicator assumes.

With the Adventurous variations (XIII) the shake's :class:`Ruleset` gives the notation
(:func:`.meanings.notation_of`: Appendix A's marks and what each symbol computes),
the writer's Goal is matched against the mat cube by cube (a wild cube's place may
show what it stands for, a turned cube its mark) and read as the mat's clusters
allow, and :mod:`.variation_checks` adds the rules that are not about a value (one
meaning for the wild cube, the factorials, the Exponent colour, Multiple Operations'
repeated signs) before the value, whose reason names the variation a reading
missed by ("with Average, (4 + 6) + 9 is 7, not 19").

The first rule broken is the reason, written for the players. Nothing a player
types makes :func:`check` raise: a text the notation refuses gets a reason
naming the character (counted from 1) where reading stopped.

>>> from .mat import Mat
>>> mat = Mat.from_text(goal="3x 5+2", required="5", permitted="4x+1", resources="7÷")
>>> check("(5x4)+1 = 3x(5+2)", mat, "now")
Verdict(correct=True, reason='correct', solution='(5x4)+1', goal='3x(5+2)', position=None)
>>> check("(5+1)x4 = 3x(5+2)", mat, "now").reason
'the Solution is 24, the Goal is 21'
>>> check("(5x4)+1 = 3x 5+2", mat, "now").reason
'the Goal as written can be read as (3 × 5) + 2, which breaks the grouping of the Goal on the mat, 3× 5+2 (it reads 3 × (5 + 2), IV-B-2); spaces on paper group nothing (VII-B-2 comment (c))'
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal, get_args

from eqgames.arith.ast import Node, strip_groups
from eqgames.arith.equations import Expression, Interpretation, parse
from eqgames.arith.errors import ArithError, LimitExceeded, ParseError, Undefined
from eqgames.arith.limits import MAX_INPUT_CHARS
from eqgames.arith.notation import Notation
from eqgames.arith.printer import to_text
from eqgames.arith.values import Value
from eqgames.arith.values import to_text as value_text

from . import variation_checks as variations
from .mat import Mat
from .meanings import notation_of
from .ruleset import BASIC, Ruleset

__all__ = ["OCCASIONS", "RESOURCES_ALLOWED", "Occasion", "Verdict", "check"]

Occasion = Literal["now", "impossible", "last_cube", "stop", "no_goal"]
OCCASIONS: tuple[Occasion, ...] = get_args(Occasion)

#: How many Resources cubes a Solution may use (``None``: any). Now: "one more cube
#: from Resources, if needed" (IV-A-1-c of Basic Equations, VI-A-2); Impossible: "no
#: matter how many cubes might still be used from ... the Resources" (IV-A-2); the
#: last cube leaves none in Resources; "stop": "may use any of the cubes remaining in
#: Resources" (XI-B-2); "no Goal": "as many cubes from Resources as needed" (IV-D-2).
RESOURCES_ALLOWED: dict[Occasion, int | None] = {
    "now": 1,
    "impossible": None,
    "last_cube": None,
    "stop": None,
    "no_goal": None,
}

_AFTER: dict[Occasion, str] = {
    "now": "after a Now challenge",
    "impossible": "after an Impossible challenge",
    "last_cube": "after the last cube",
    "stop": "after the round's stop",
    "no_goal": "after a “no Goal” challenge",
}

#: Longest value written out in a reason, in characters.
_LONGEST_NUMBER = 60

_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six")


@dataclass(frozen=True)
class Verdict:
    """The checker's ruling on one Equation.

    ``solution`` and ``goal`` are the two sides as written (stripped) once the
    checker could tell which is which; ``position`` is the index in the Equation
    where an unreadable text stops being readable (``None`` otherwise).
    """

    correct: bool
    reason: str
    solution: str | None
    goal: str | None
    position: int | None = None

    def to_json(self) -> dict[str, object]:
        return {
            "correct": self.correct,
            "reason": self.reason,
            "solution": self.solution,
            "goal": self.goal,
            "position": self.position,
        }


class _Incorrect(Exception):
    """Raised inside the checker with the reason the Equation is incorrect."""

    def __init__(self, reason: str, position: int | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.position = position


@dataclass(frozen=True)
class _Side:
    """One side of the Equation: where it is and what it says."""

    text: str  # as written, stripped
    start: int  # index of its first character in the Equation
    expression: Expression | None  # None when the notation refused it
    error: ArithError | None = None

    @property
    def faces(self) -> tuple[str, ...] | None:
        return None if self.expression is None else _cubes_written(self.expression)


def check(equation: str, mat: Mat, occasion: Occasion, ruleset: Ruleset = BASIC) -> Verdict:
    """Is ``equation`` a correct Equation for ``mat`` after ``occasion``? See the module."""
    if occasion not in RESOURCES_ALLOWED:
        raise ValueError(f"unknown occasion {occasion!r}; one of {', '.join(OCCASIONS)}")
    solution: _Side | None = None
    goal: _Side | None = None
    notation = notation_of(ruleset)
    try:
        if occasion != "no_goal" and not mat.goal:
            raise _Incorrect("there is no Goal on the mat for a Solution to equal")
        left, right = _sides(equation, ruleset, notation)
        solution, goal = _which_is_the_goal(left, right, mat, occasion, notation)
        _readable(left, right, solution, goal)
        assert solution.expression is not None and goal.expression is not None
        if occasion == "no_goal":
            goal_value = _own_goal(goal.expression, ruleset)
        elif notation.plain:
            goal_value = _writers_goal(goal.expression, mat, ruleset)
        else:
            goal_value = _writers_goal_with(goal.expression, mat, ruleset, notation)
        _solution_form(solution.expression, ruleset)
        _cubes_used(
            _solution_cubes(solution.expression, mat, ruleset),
            _cubes_written(goal.expression),
            mat,
            occasion,
        )
        if not notation.plain:
            _variations_applied(solution.expression, goal.expression, mat, occasion, ruleset, notation)
        _equals_the_goal(solution.expression, goal_value, ruleset, notation)
    except _Incorrect as wrong:
        return Verdict(
            False,
            wrong.reason,
            None if solution is None else solution.text,
            None if goal is None else goal.text,
            wrong.position,
        )
    return Verdict(True, "correct", solution.text, goal.text)


# --- 1. the form: Solution = Goal ---------------------------------------------------------


def _sides(equation: str, ruleset: Ruleset, notation: Notation) -> tuple[_Side, _Side]:
    if len(equation) >= MAX_INPUT_CHARS:
        raise _Incorrect(
            f"the Equation is {len(equation)} characters long; at most {MAX_INPUT_CHARS - 1} are read"
        )
    equals = [i for i, c in enumerate(equation) if c == "="]
    if not equals:
        raise _Incorrect(
            "no Goal is written: an Equation is Solution = Goal (Appendix A I-A)"
        )
    if len(equals) > 1:
        raise _Incorrect(
            f"an Equation has one '=' (Solution = Goal); another is at character {equals[1] + 1}",
            equals[1],
        )
    at = equals[0]
    if not equation[:at].strip():
        raise _Incorrect("nothing is written before the '='", at)
    if not equation[at + 1 :].strip():
        raise _Incorrect("nothing is written after the '='", at)
    return (
        _read_side(equation, 0, at, ruleset, notation),
        _read_side(equation, at + 1, len(equation), ruleset, notation),
    )


def _read_side(equation: str, start: int, end: int, ruleset: Ruleset, notation: Notation) -> _Side:
    raw = equation[start:end]
    first = start + (len(raw) - len(raw.lstrip()))
    last = start + len(raw.rstrip())
    # Blank out the rest and shift by one so that the notation's positions are the
    # Equation's characters counted from 1, as a player counts them.
    padded = " " * (first + 1) + equation[first:last]
    try:
        expression = parse(padded, star=ruleset.star, spaces_group=False, notation=notation)
    except ArithError as error:
        return _Side(equation[first:last], first, None, error)
    return _Side(equation[first:last], first, expression)


# --- 2. which side is the writer's Goal ------------------------------------------------------


def _which_is_the_goal(
    left: _Side, right: _Side, mat: Mat, occasion: Occasion, notation: Notation
) -> tuple[_Side, _Side]:
    if occasion == "no_goal":
        return left, right
    if not notation.plain:
        if _is_mat_goal(right, mat, notation) or not _is_mat_goal(left, mat, notation):
            return left, right
        return right, left
    cubes = tuple(c.face for c in mat.goal_cubes())
    if right.faces == cubes or left.faces != cubes:
        return left, right
    return right, left


def _is_mat_goal(side: _Side, mat: Mat, notation: Notation) -> bool:
    return side.expression is not None and variations.goal_matches(side.expression, mat, notation)


def _cubes_written(expression: Expression) -> tuple[str, ...]:
    """The cubes one side of the Equation uses, as the faces they show.

    Without variations every symbol written is its cube. Appendix A's ways of
    saying what a cube means (a wild 0 written as the symbol it stands for with
    "0w", a sideways 7 as "7 sw", an upside-down one as "7 ud") make a symbol's
    meaning differ from its cube's face; the notation will read the marks, and
    this stays the one place that says which cubes a side uses, so the cube
    rules and the match with the mat's Goal read faces whatever the variation.
    """
    return expression.faces()


def _readable(left: _Side, right: _Side, solution: _Side, goal: _Side) -> None:
    for side in (left, right):
        if side.error is None:
            continue
        name = "Solution" if side is solution else "Goal"
        if left.error is not None and right.error is not None:
            name = "left side" if side is left else "right side"
        message = re.sub(r"\bat (\d+)", r"at character \1", _message(side.error))
        position = side.error.position - 1 if isinstance(side.error, ParseError) else side.start
        raise _Incorrect(f"the {name} cannot be read: {message}", position)


# --- 3. the writer's Goal -------------------------------------------------------------------


def _writers_goal(written: Expression, mat: Mat, ruleset: Ruleset) -> Value:
    """The value of the writer's Goal, which must be a reading of the mat's Goal."""
    on_mat = mat.goal_text()
    try:
        mat_goal = _legal_goal(parse(on_mat, star=ruleset.star), ruleset)
    except ArithError as error:
        message = re.sub(r" at \d+", "", _message(error))
        raise _Incorrect(
            f"the Goal on the mat, {on_mat}, is not a legal Goal: {message}; no Equation can be "
            "correct (VI-A-1 comment (a))"
        ) from None
    if _cubes_written(written) != _cubes_written(mat_goal):
        raise _Incorrect(
            f"neither side is the Goal on the mat, {on_mat}: write the Goal's cubes in order, "
            "with brackets to show how it is read, not its value (VII-B-2 comment (b))"
        )
    try:
        allowed = {strip_groups(t) for t in mat_goal.interpretations()}
        readings = _evaluated(written, ruleset)
    except ArithError as error:
        raise _Incorrect(f"the Goal cannot be checked: {error}") from None
    for reading in readings:
        if strip_groups(reading.tree) not in allowed:
            grouped = " or ".join(sorted(to_text(t) for t in allowed)[:3])
            shown = to_text(reading.tree)
            read = (
                f"the Goal written, {shown},"
                if len(readings) == 1
                else f"the Goal as written can be read as {shown}, which"
            )
            raise _Incorrect(
                f"{read} breaks the grouping of the Goal on the mat, {on_mat} (it reads "
                f"{grouped}, IV-B-2)" + _spaces_hint(written)
            )
    return _one_value(readings, written, "Goal")


def _writers_goal_with(written: Expression, mat: Mat, ruleset: Ruleset, notation: Notation) -> Value:
    """The writer's Goal with the shake's variations: the mat's cubes in order, a wild
    cube written as what it stands for, turned as on the mat, read as the mat allows."""
    on_mat = mat.goal_text()
    faces = [c.face for c in mat.goal_cubes()]
    digit_signs = (notation.base >= 11 and any(f in ("^", "√") for f in faces)) or (
        # With Imaginary a − may be i, and a power or root has the value its note names
        # (XIII-D-11 example (f): a Goal of 16 ^ (1 ÷ 4) may equal 2, −2, 2i or −2i).
        notation.imaginary and any(f in ("−", "^", "√") for f in faces)
    )
    if (
        notation.wild not in faces
        and not mat.turns
        and not digit_signs
        and not _reinterprets_goal(notation)
    ):
        # A wild cube, a turned cube, a ^ or √ that may be a digit, a factorial the
        # writer adds or a meaning only the writer's marks give (an exponent digit, a
        # decimal point, a power of the base) may make any Goal legal; without them the
        # mat's Goal must be.
        try:
            _legal_goal(parse(on_mat, star=ruleset.star, notation=notation), ruleset)
        except ArithError as error:
            message = re.sub(r" at \d+", "", _message(error))
            raise _Incorrect(
                f"the Goal on the mat, {on_mat}, is not a legal Goal: {message}; no Equation can "
                "be correct (VI-A-1 comment (a))"
            ) from None
    if not variations.goal_matches(written, mat, notation):
        raise _Incorrect(
            f"neither side is the Goal on the mat, {on_mat}: write the Goal's cubes in order, "
            "with brackets to show how it is read, not its value (VII-B-2 comment (b))"
        )
    turned = variations.goal_turns(written, mat, notation)
    if turned is not None:
        raise _Incorrect(turned)
    for numeral, cubes in written.numeral_cubes():
        # Decimal in Goal: three consecutive digits with a point among them (XIII-D-12).
        pointed = notation.decimal_in_goal and "." in numeral.digits
        if cubes > (3 if pointed else ruleset.goal_numeral_digits):
            raise _Incorrect(
                f"the Goal's numeral {numeral.digits} has {_count(cubes)} digits; a Goal's "
                f"numerals have at most {ruleset.goal_numeral_digits} (IV-B-1)"
            )
        if pointed and "." in numeral.digits.split("·"):
            # .i is no .0 × i: the point stands beside a digit of the Goal (XIII-D-12).
            raise _Incorrect(
                "a decimal point in the Goal goes in front of a right-side-up digit or after "
                "a numeral's last digit, never beside i alone (XIII-D-12 comment)"
            )
    # With Imaginary the mat does not group a numeral and i first: 3+2| may be read
    # (3+2)i (XIII-D-11 (j)), so its readings are also those with the product split.
    clusters = [len(cluster) for cluster in mat.goal]
    regroupings: list[Expression] = []
    for split in (False, True) if notation.imaginary else (False,):
        try:
            regroupings.append(written.regrouped(clusters, split_i=split))
        except ParseError:
            continue
    if not regroupings:
        raise _Incorrect(
            f"the Goal written, {written.text.strip()}, breaks the grouping of the Goal on the "
            f"mat, {on_mat} (IV-B-2)"
        )
    try:
        allowed = {strip_groups(t) for r in regroupings for t in r.interpretations()}
        readings = _evaluated(written, ruleset)
    except ArithError as error:
        raise _Incorrect(f"the Goal cannot be checked: {_message(error)}") from None
    for reading in readings:
        if strip_groups(reading.tree) not in allowed:
            shown = to_text(reading.tree)
            read = (
                f"the Goal written, {shown},"
                if len(readings) == 1
                else f"the Goal as written can be read as {shown}, which"
            )
            raise _Incorrect(
                f"{read} breaks the grouping of the Goal on the mat, {on_mat} (IV-B-2)"
                + _spaces_hint(written)
            )
    value = _one_value(readings, written, "Goal")
    if notation.base >= 11:
        _goal_digit_readings(written, value, clusters, ruleset, notation)
    out_of_range = variations.goal_in_range(value, ruleset)
    if out_of_range is not None:
        raise _Incorrect(out_of_range)
    return value


def _goal_digit_readings(
    written: Expression, value: Value, clusters: list[int], ruleset: Ruleset, notation: Notation
) -> None:
    """With Base eleven or twelve an unmarked ^ or √ of the written Goal may be the digit
    ten or eleven (XIII-C-5; VII-B-5-e): each such reading the mat allows — numerals of
    one or two digits, none joining cubes the mat keeps apart — must be the same number,
    or the writer marks the symbol."""
    for at, text in written.digit_readings():
        try:
            other = parse(text, star=ruleset.star, spaces_group=False, notation=notation)
            if any(cubes > ruleset.goal_numeral_digits for _, cubes in other.numeral_cubes()):
                continue  # a three-digit numeral is no Goal (IV-B-1)
            on_mat = other.regrouped(clusters)
            allowed = {strip_groups(t) for t in on_mat.interpretations()}
            outcomes = other.outcomes(complex_ok=ruleset.complex_ok)
        except ArithError:
            continue  # not an expression, or not one the mat's grouping allows
        for reading in outcomes.values:
            if reading.value is None or reading.value == value:
                continue
            if strip_groups(reading.tree) not in allowed:
                continue
            symbol = text[at]
            digit = "ten" if symbol in "^*" else "eleven"
            operation = "rt" if symbol == "√" else "pow"
            raise _Incorrect(
                f"with Base {notation.base_name}, the Goal's {symbol} can "
                f"also be the digit {digit}, and read so the Goal is {_number(reading.value)}, "
                f"not {_number(value)} (in base ten); write {symbol}{digit} for the digit or "
                f"{symbol}{operation} for the operation (VII-B-5-e, XIII-C-5)"
            )


def _reinterprets_goal(notation: Notation) -> bool:
    return (
        notation.factorial
        or notation.exponent
        or notation.decimal_point
        or notation.powers_of_base
        or notation.decimal_in_goal
    )


def _variations_applied(
    solution: Expression,
    goal: Expression,
    mat: Mat,
    occasion: Occasion,
    ruleset: Ruleset,
    notation: Notation,
) -> None:
    """The rules of the shake's variations that are not about a value (VII-B-5-f)."""
    goal_faces = goal.faces() if occasion == "no_goal" else tuple(c.face for c in mat.goal_cubes())
    for reason in (
        variations.wild_consistent(solution, goal, goal_faces, notation),
        variations.factorials_allowed(solution, goal, ruleset),
        variations.exponent_colours(solution, goal, mat, ruleset),
    ):
        if reason is not None:
            raise _Incorrect(reason)


def _own_goal(written: Expression, ruleset: Ruleset) -> Value:
    """After "no Goal", the writer's Goal must be a legal Goal (IV-B) and say its reading."""
    try:
        _legal_goal(written, ruleset)
        readings = _evaluated(written, ruleset)
    except ArithError as error:
        raise _Incorrect(f"the Goal is not a legal Goal: {_message(error)}") from None
    return _one_value(readings, written, "Goal")


def _legal_goal(goal: Expression, ruleset: Ruleset) -> Expression:
    """A Goal (IV-B): 1 to ``goal_max_cubes`` cubes, short numerals, names a number."""
    cubes = len(_cubes_written(goal))
    if cubes > ruleset.goal_max_cubes:
        raise Undefined(f"it has {cubes} cubes; a Goal has at most {ruleset.goal_max_cubes} (IV-B)")
    sizes = (
        [(n, len(n.digits)) for n in goal.numerals()]
        if goal.notation.plain
        else goal.numeral_cubes()
    )
    for numeral, digits in sizes:
        if digits > ruleset.goal_numeral_digits:
            raise Undefined(
                f"its numeral {numeral.digits} has {digits} digits; a Goal's "
                f"numerals have at most {ruleset.goal_numeral_digits} (IV-B-1)"
            )
    if not goal.outcomes(complex_ok=ruleset.complex_ok).values:
        raise Undefined("it names no number however it is read (IV-B)")
    return goal


def _message(error: ArithError) -> str:
    return error.message if isinstance(error, ParseError) else str(error)


def _evaluated(expression: Expression, ruleset: Ruleset) -> list[Interpretation]:
    return expression.evaluated(complex_ok=ruleset.complex_ok)


def _one_value(readings: list[Interpretation], written: Expression, side: str) -> Value:
    for reading in readings:
        if reading.error is not None:
            read = _read_as(reading.tree, len(readings), f"the {side}")
            raise _Incorrect(f"{read} names no number: {reading.error}")
    distinct: dict[Value, Interpretation] = {}
    for reading in readings:
        assert reading.value is not None
        distinct.setdefault(reading.value, reading)
    if len(distinct) > 1:
        first, second = list(distinct.values())[:2]
        raise _Incorrect(
            f"the {side} as written can be read as {_shown(first)} or as {_shown(second)}: "
            "brackets must show which reading the Solution equals (VII-B-2)"
            + _spaces_hint(written)
        )
    (value,) = distinct
    return value


def _spaces_hint(written: Expression) -> str:
    inner = written.text.strip()
    if any(c.isspace() for c in inner):
        return "; spaces on paper group nothing (VII-B-2 comment (c))"
    return ""


# --- 4. the Solution's form ----------------------------------------------------------------


def _solution_form(solution: Expression, ruleset: Ruleset) -> None:
    if not solution.notation.plain:
        _solution_numerals(solution, ruleset)
    limit = ruleset.solution_numeral_digits
    for numeral in [] if not solution.notation.plain else solution.numerals():
        if len(numeral.digits) > limit:
            digits = "one digit" if limit == 1 else f"at most {limit} digits"
            raise _Incorrect(
                f"the Solution's numeral {numeral.digits} (at character {numeral.position}) "
                f"has {_count(len(numeral.digits))} digits: a Solution's numerals have {digits} "
                "(III-C)",
                numeral.position - 1,
            )
    cubes = len(_cubes_written(solution))
    if cubes < ruleset.solution_min_cubes:
        raise _Incorrect(
            f"a Solution must contain at least {_count(ruleset.solution_min_cubes)} cubes "
            f"(III-A); this one has {_count(cubes)}"
        )


def _solution_numerals(solution: Expression, ruleset: Ruleset) -> None:
    """Numerals' sizes with variations: a 1 for a power of the base is one cube; a
    decimal numeral has at most three digits (XIII-B-13); Percent's numbers may have
    two (XIII-A-14)."""
    limit = ruleset.solution_numeral_digits
    beside_percent = solution.beside("pct")
    notation = solution.notation
    for numeral, cubes in solution.numeral_cubes():
        if notation.decimal_in_goal and not notation.decimal_point and "." in numeral.digits:
            raise _Incorrect(
                f"the Solution's {numeral.digits} has a decimal point: with Decimal in Goal a "
                "decimal point may be placed only in the Goal (XIII-D-12)",
                numeral.position - 1,
            )
        most = limit
        if "." in numeral.digits:
            most = 3
        elif numeral.position in beside_percent:
            most = max(limit, 2)
        if cubes > most:
            digits = "one digit" if most == 1 else f"at most {most} digits"
            raise _Incorrect(
                f"the Solution's numeral {numeral.digits} (at character {numeral.position}) "
                f"has {_count(cubes)} digits: a Solution's numerals have {digits} (III-C)",
                numeral.position - 1,
            )


# --- 5. the cubes --------------------------------------------------------------------------


def _solution_cubes(solution: Expression, mat: Mat, ruleset: Ruleset) -> tuple[str, ...]:
    """The cubes a Solution uses. With Multiple Operations an operation sign may be used
    many times (XIII-B-5): its uses are one cube (or each Required one); a wild cube
    likewise when it stands for an operation, never when it is a numeral (XIII-B-3
    comment (a))."""
    faces = _cubes_written(solution)
    if not ruleset.has("multiple_operations"):
        return faces
    required = Counter(c.face for c in mat.required)
    kept: Counter[str] = Counter()
    out: list[str] = []
    for face, stands, operation in zip(faces, solution.stands(), solution.cube_roles(), strict=True):
        if operation and stands in _OPERATION_SIGNS:
            if kept[face] >= max(1, required[face]):
                continue
            kept[face] += 1
        out.append(face)
    return tuple(out)


_OPERATION_SIGNS = frozenset("+−×÷^√")


def _cubes_used(
    used: tuple[str, ...], goal: tuple[str, ...], mat: Mat, occasion: Occasion
) -> None:
    """The Solution's cubes against the mat, as multisets of faces."""
    wanted = Counter(used)
    required = Counter(c.face for c in mat.required)
    permitted = Counter(c.face for c in mat.permitted)
    forbidden = Counter(c.face for c in mat.forbidden)
    resources = Counter(c.face for c in mat.resources)
    if occasion == "no_goal":
        missing = Counter(goal) - resources
        if missing:
            raise _Incorrect(
                f"the Goal uses {_faces(missing)}, which Resources do not hold: after a “no Goal” "
                "challenge the Goal and the Solution are made from Resources (IV-D-2)"
            )
        resources -= Counter(goal)
    unused = required - wanted
    if unused:
        raise _Incorrect(_unused_reason(unused, required))
    # Every Required cube is used; the other cubes come from Permitted first, then Resources.
    from_resources = wanted - required - permitted
    beyond = from_resources - resources
    if beyond:
        places = (
            "Resources hold, besides the Goal's cubes,"
            if occasion == "no_goal"
            else "Required, Permitted and Resources hold"
        )
        raise _Incorrect(
            _beyond_reason(
                beyond, wanted, required + permitted + resources, forbidden, Counter(goal), places
            )
        )
    allowed = RESOURCES_ALLOWED[occasion]
    if allowed is not None and from_resources.total() > allowed:
        raise _Incorrect(
            f"{_AFTER[occasion]} the Solution may use {_count(allowed)} cube"
            f"{'' if allowed == 1 else 's'} from Resources; it uses {_faces(from_resources)}"
        )


def _unused_reason(unused: Counter[str], required: Counter[str]) -> str:
    parts = []
    for face, n in unused.items():
        if required[face] == 1:
            parts.append(f"the Required {face} is not used")
        elif n == required[face]:
            parts.append(f"the {_count(n)} Required {face}s are not used")
        else:
            parts.append(
                f"{_count(n)} of the {_count(required[face])} Required {face}s "
                f"{'is' if n == 1 else 'are'} not used"
            )
    return _and(parts) + " (all cubes in Required must be used)"


def _beyond_reason(
    beyond: Counter[str],
    wanted: Counter[str],
    available: Counter[str],
    forbidden: Counter[str],
    goal: Counter[str],
    places: str,
) -> str:
    parts = []
    for face, n in beyond.items():
        if forbidden[face] and not available[face]:
            parts.append(f"the {face} is in Forbidden")
        elif available[face]:
            where = f"; the other{'s are' if n > 1 else ' is'} in Forbidden" if forbidden[face] else ""
            parts.append(
                f"the Solution uses {_count(wanted[face])} {face}s, but {places} "
                f"{_count(available[face])}{where}"
            )
        elif goal[face]:
            parts.append(
                f"the Solution uses {_count(wanted[face])} {face}, but {places} none (the Goal's "
                "cubes are not the Solution's)"
            )
        else:
            parts.append(f"the Solution uses {_count(wanted[face])} {face}, but {places} none")
    return _and(parts)


# --- 6. the value -------------------------------------------------------------------------


def _equals_the_goal(
    solution: Expression, goal: Value, ruleset: Ruleset, notation: Notation | None = None
) -> None:
    try:
        outcomes = solution.outcomes(complex_ok=ruleset.complex_ok)
    except LimitExceeded as error:
        raise _Incorrect(f"the Solution cannot be checked exactly: {error}") from None
    readings = solution.count()
    failed = outcomes.undefined or outcomes.refused
    if failed is not None:
        read = _read_as(failed.tree, readings, "the Solution")
        if isinstance(failed.error, Undefined):
            raise _Incorrect(f"{read} names no number: {failed.error}")
        raise _Incorrect(f"{read} has no value that can be computed exactly: {failed.error}")
    if notation is not None and notation.base >= 11:
        _digit_readings(solution, goal, ruleset, notation)
    if ruleset.has("multiple_of"):
        for reading in outcomes.values:
            assert reading.value is not None
            reason = variations.differs_by_multiple(reading.value, goal, ruleset)
            if reason is not None:
                read = f"read as {to_text(reading.tree)}: " if readings > 1 else ""
                raise _Incorrect(read + reason)
        return
    for reading in outcomes.values:
        assert reading.value is not None
        if reading.value != goal:
            if notation is not None and not notation.plain:
                named = variations.named_variation(reading.tree, reading.value, goal, notation)
                if named is not None:
                    raise _Incorrect(named)
            read = _read_as(reading.tree, readings, "the Solution")
            more = ""
            if any(r.value == goal for r in outcomes.values):
                more = (
                    "; every reading of the Solution must equal the Goal, since there is no "
                    "order of operations (VII-B-5-e)"
                )
            in_base = "" if notation is None or notation.base == 10 else " (in base ten)"
            raise _Incorrect(
                f"{read} is {_number(reading.value)}, the Goal is {_number(goal)}{in_base}{more}"
            )


def _digit_readings(solution: Expression, goal: Value, ruleset: Ruleset, notation: Notation) -> None:
    """With Base eleven or twelve an unmarked ^ or √ is ambiguous (VII-B-5-e): read as the
    digit ten or eleven, the Solution must equal the Goal too, or the writer marks it."""
    for at, text in solution.digit_readings():
        try:
            other = parse(text, star=ruleset.star, spaces_group=False, notation=notation)
            if any(cubes > ruleset.solution_numeral_digits for _, cubes in other.numeral_cubes()):
                continue  # a numeral too long for a Solution is no interpretation
            outcomes = other.outcomes(complex_ok=ruleset.complex_ok)
        except ArithError:
            continue
        symbol = text[at]
        digit = "ten" if symbol in "^*" else "eleven"
        wrong = [r for r in outcomes.values if r.value != goal]
        if wrong or outcomes.undefined is not None:
            shown = (
                f"it is {_number(wrong[0].value)}" if wrong and wrong[0].value is not None
                else "it names no number"
            )
            raise _Incorrect(
                f"with Base {notation.base_name}, the {symbol} at character {at} can also be the "
                f"digit {digit}, and read so the Solution does not equal the Goal ({shown}); "
                f"write {symbol}{digit} for the digit or {symbol}{'rt' if symbol == '√' else 'pow'} "
                "for the operation (VII-B-5-e)"
            )


# --- wording ------------------------------------------------------------------------------


def _read_as(tree: Node, readings: int, what: str) -> str:
    """``the Solution`` when there is one reading, else ``read as …, the Solution``."""
    return what if readings == 1 else f"read as {to_text(tree)} {what}"


def _shown(reading: Interpretation) -> str:
    assert reading.value is not None
    return f"{to_text(reading.tree)} = {_number(reading.value)}"


def _number(value: Value) -> str:
    """A value's exact text, or its size when the text would swamp the reason."""
    text = value_text(value)
    if len(text) <= _LONGEST_NUMBER:
        return text
    if isinstance(value, Fraction) and value.denominator == 1:
        return f"a {sum(c.isdigit() for c in text)}-digit number"
    return text[:_LONGEST_NUMBER] + "…"


def _count(n: int) -> str:
    return _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)


def _faces(faces: Counter[str]) -> str:
    return _and(sorted(faces.elements(), key=_face_order))


def _face_order(face: str) -> tuple[int, str]:
    return (0 if face.isdigit() else 1, face)


def _and(parts: Iterable[str]) -> str:
    items = list(parts)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]
