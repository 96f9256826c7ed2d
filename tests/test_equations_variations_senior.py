"""The Senior variations (XIII-D) built so far: Decimal in Goal and Log, each example a
test citing its section. (Imaginary, XIII-D-11, is not built yet.)"""

from __future__ import annotations

import pytest

from .equations_variations_helpers import judged, refused, rules, undefined, value

LOG = rules("senior", log=None)


def test_log_rational() -> None:
    """XIII-D-13 example (a): [(6 x 4) + 1] [sideways ÷] 5 = log_5 25 = 2."""
    assert value("((6 x 4) + 1) ÷sw 5", LOG) == "2"


def test_log_in_an_equation() -> None:
    """XIII-D-13 example (a) in an Equation."""
    verdict = judged("((6 x 4) + 1) ÷sw 5 = 2", LOG, goal="2", permitted="6x4+1÷5")
    assert verdict.correct, verdict.reason


def test_log_fractions() -> None:
    """XIII-D-13: a ÷sw b = log_b a for positive a, b; exact when rational."""
    assert value("(1 ÷ 8) ÷sw 4", LOG) == "−3/2"
    assert value("1 ÷sw 7", LOG) == "0"
    assert value("8 ÷sw (1 ÷ 2)", LOG) == "−3"


def test_log_irrational() -> None:
    """XIII-D-13 example (b): 3 [sideways ÷] 2 = log_2 3, an irrational number: it has no
    exact value here, and an Equation using it is not accepted."""
    assert "irrational" in undefined("3 ÷sw 2", LOG)


@pytest.mark.parametrize(
    "text", ["4 ÷sw 1", "0 ÷sw 5", "(0 − 1) ÷sw 1", "(0 − 8) ÷sw (3 − 1)", "4 ÷sw (0 − 2)"]
)
def test_log_undefined(text: str) -> None:
    """XIII-D-13 example (c): a ÷sw 1, 0 ÷sw 5, (0 − 1) ÷sw 1, (0 − 8) ÷sw (3 − 1) and
    4 ÷sw (0 − 2) are all undefined."""
    assert "undefined" in undefined(text, LOG)


def test_log_needs_the_variation() -> None:
    """XIII-D-13: without Log a sideways ÷ has no meaning."""
    assert "cannot follow ÷" in refused("25 ÷sw 5", rules("senior", decimal_in_goal=None))


DECIMAL = rules("senior", decimal_in_goal=None)


@pytest.mark.parametrize(("written", "solution"), [("20", "(4x5)"), ("2.0", "(4÷2)"), (".20", "(1÷5)")])
def test_decimal_in_goal_twenty(written: str, solution: str) -> None:
    """XIII-D-12 example (a): a Goal of 20 may be 20, 2.0 or 0.2."""
    verdict = judged(f"{solution} = {written}", DECIMAL, goal="20", permitted="4x5÷21")
    assert verdict.correct, (written, verdict.reason)


@pytest.mark.parametrize(
    ("written", "expected"), [("2 x 3", "6"), (".2 x 3", "3/5"), ("2 x .3", "3/5"), (".2 x .3", "3/50")]
)
def test_decimal_in_goal_product(written: str, expected: str) -> None:
    """XIII-D-12 example (b): a Goal of 2 x 3 may be 2 x 3, .2 x 3, 2 x .3 or .2 x .3."""
    assert value(written, DECIMAL) == expected


def test_decimal_in_goal_three_digits() -> None:
    """XIII-D-12 example (c): 125 in the Goal must have a decimal point inserted: .125,
    1.25, 12.5 or 125."""
    for written, solution in (("1.25", "5÷4"), ("12.5", "(5x5)÷2"), (".125", "1÷8"), ("125.", "5^3")):
        verdict = judged(f"{solution} = {written}", DECIMAL, goal="125", permitted="5÷4x52^318")
        assert verdict.correct, (written, verdict.reason)
    bare = judged("5^3 = 125", DECIMAL, goal="125", permitted="5^3")
    assert not bare.correct and "at most 2" in bare.reason


def test_decimal_in_goal_not_in_the_solution() -> None:
    """XIII-D-12: the writer places decimal points in the Goal, not in the Solution."""
    verdict = judged("2.5 x 2 = 5", DECIMAL, goal="5", permitted="25x2")
    assert not verdict.correct and "only in the Goal" in verdict.reason


def test_decimal_in_goal_not_before_a_turned_cube() -> None:
    """XIII-D-12 comment: no decimal point in front of a sideways or upside-down cube."""
    assert "numeral of its own" in refused(".3sw + 1", DECIMAL)


def test_senior_plays_the_junior_list() -> None:
    """XIII-D: Senior may choose the Junior variations; Sideways and Upside-down always."""
    ruleset = rules("senior", wild="×", base=12)
    assert value("6w − (6w ÷ 3)", ruleset) == "4"
    assert value("1÷3sw", ruleset) == "3"
