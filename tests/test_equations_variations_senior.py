"""The Senior variations (XIII-D): Imaginary (without the choice of a complex root),
Decimal in Goal and Log, each example a test citing its section."""

from __future__ import annotations

import pytest

from .equations_variations_helpers import judged, refused, rules, undefined, value, values

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


# --- XIII-D-11 Imaginary ----------------------------------------------------------------

IMAGINARY = rules("senior", imaginary=None)


@pytest.mark.parametrize("written", ["2|", "|2", "2i", "i2"])
def test_imaginary_two_i(written: str) -> None:
    """XIII-D-11 example (a): 2i may be 2| or |2 (the writer writes i, or the cube |)."""
    assert value(written, IMAGINARY) == "2i"


@pytest.mark.parametrize("written", ["3 + 4i", "3 + i4", "4i + 3", "i4 + 3"])
def test_imaginary_three_plus_four_i(written: str) -> None:
    """XIII-D-11 example (b): 3 + 4i as 3 + 4i, 3 + i4, 4i + 3 or i4 + 3; VII-B-6 table (a):
    3+2i is 3+(2i), the implied multiplication first."""
    assert value(written, IMAGINARY) == "3 + 4i"


def test_imaginary_reciprocals_and_inverses() -> None:
    """XIII-D-11 example (a): a sideways or upside-down digit beside | gives ±0.25i, ±3i."""
    assert value("4sw|", IMAGINARY) == "i/4"
    assert value("4sw|ud", IMAGINARY) == "−i/4"
    assert value("3ud|", IMAGINARY) == "−3i"


def test_imaginary_power() -> None:
    """XIII-D-11 example (d): i^6 may be written | ^ 6; comment (b): i^4 is permitted."""
    assert value("| ^ 6", IMAGINARY) == "−1"
    assert value("i^4", IMAGINARY) == "1"


def test_imaginary_fourteen_i() -> None:
    """XIII-D-11 example (e): 14i may be represented as 7|2."""
    assert value("7|2", IMAGINARY) == "14i"


def test_imaginary_numeral_products() -> None:
    """XIII-D-11 comment (a): i is a numeral, so ii, iii are legal and equal i², i³."""
    assert value("ii", IMAGINARY) == "−1"
    assert value("iii", IMAGINARY) == "−i"


def test_imaginary_exponent_must_be_real() -> None:
    """XIII-D-11 comment (b): 4^i is not allowed: the exponent is not a real number."""
    assert "real number" in undefined("4^i", IMAGINARY)


def test_imaginary_upside_down_not_sideways() -> None:
    """XIII-D-11 comment (c): | may be i or −i (upside-down), never sideways."""
    assert value("iud + 1", IMAGINARY) == "1 − i"
    assert "never sideways" in refused("|sw + 1", IMAGINARY)


def test_imaginary_goal_either_way() -> None:
    """XIII-D-11 comment (c): any | in the Goal may be i or −i."""
    assert judged("(3 − 1) x i = 2i", IMAGINARY, goal="2−", permitted="3-1x-").correct
    assert judged("(1 − 3) x i = 2iud", IMAGINARY, goal="2−", permitted="1-3x-").correct


def test_imaginary_with_wild() -> None:
    """XIII-D-11 comment (d): with 0 or x Wild a wild cube may be | (i or −i), and another
    wild cube − in the same Equation: both stand for the symbol −."""
    ruleset = rules("senior", imaginary=None, wild="0")
    verdict = judged("(iw x iw) −w 1 = 0−2", ruleset, goal="0−2", permitted="0x001")
    assert not verdict.correct
    assert "0 stands for 0 in the Goal and for − in the Solution" in verdict.reason
    arrow = judged("(0->| x 3) −w 1 = 3i−1", ruleset, goal="3−−1", permitted="0x301")
    assert arrow.correct, arrow.reason


def test_imaginary_wild_i_and_minus_are_one_symbol() -> None:
    """XIII-D-11 comment (d): a wild cube as | and another as − stand for one symbol."""
    ruleset = rules("senior", imaginary=None, wild="0")
    verdict = judged("(iw x 3) −w 1 = 3i−1", ruleset, goal="3−−1", permitted="0x301")
    assert verdict.correct, verdict.reason


def test_imaginary_not_multiple_operations() -> None:
    """XIII-D-11 comment (f): with Multiple Operations | may not be used many times: it is
    the numeral i, not an operation."""
    ruleset = rules("senior", imaginary=None, multiple_operations=None)
    verdict = judged("(i x i) x 2 = 0−2", ruleset, goal="0−2", permitted="-x2")
    assert not verdict.correct
    assert judged("(2 x 2) x 2 = 8", ruleset, goal="8", permitted="2x222").correct


def test_imaginary_numeral_before_i_only() -> None:
    """XIII-D-11 comment (g): 2|^8 is (2|)^8, never 2(|^8)."""
    assert value("2|^8", IMAGINARY) == "256"
    assert value("(2|)^8", IMAGINARY) == "256"


def test_imaginary_complex_goal_and_solution() -> None:
    """XIII-D-11 comment (e): the Goal and the Solution may be non-real."""
    verdict = judged("3 + (2 x i) = 3+2i", IMAGINARY, goal="3+2−", permitted="3+2x-")
    assert verdict.correct, verdict.reason


@pytest.mark.parametrize(
    ("text", "expected"), [("√4", "2"), ("3√8", "2"), ("3√(0−8)", "−2"), ("4√81", "3")]
)
def test_imaginary_default_roots(text: str, expected: str) -> None:
    """XIII-D-11 table of default values: √4 = 2, 3√8 = 2, 3√(−8) = −2, 4√81 = 3."""
    assert value(text, IMAGINARY) == expected


@pytest.mark.parametrize("text", ["√(0−4)", "√i"])
def test_imaginary_roots_without_a_default(text: str) -> None:
    """XIII-D-11 table: √(−4) and √i have no default value; the writer must say which."""
    assert "no default value" in undefined(text, IMAGINARY)


def test_imaginary_fractional_power_has_no_default() -> None:
    """XIII-D-11 NOTE; example (f): 4^(1/2) does not default to 2: it may be 2 or −2."""
    assert "no default value" in undefined("4^(1÷2)", IMAGINARY)


def test_imaginary_decimal_point_in_the_goal() -> None:
    """XIII-D-12 comment: a decimal point placed to make .3| is .3 x i."""
    ruleset = rules("senior", imaginary=None, decimal_in_goal=None)
    assert value(".3|", ruleset) == "3i/10"


def test_imaginary_needs_the_variation() -> None:
    """XIII-D-11: without Imaginary, | is not a symbol of the shake."""
    assert "Imaginary variation" in refused("2|", rules("senior", log=None))


def test_imaginary_clash_of_defaults() -> None:
    """VII-B-6 / XIII-D-11 table (i): √9i clashes (√ says (√9)i, i says √(9i)); so do
    4i3 with 3 the Exponent colour and, with Number of Factors, x4i: the writer groups."""
    assert "clash" in refused("√9i", IMAGINARY)
    assert value("(√9)i", IMAGINARY) == "3i"
    assert "clash" in refused("4i 3exp", rules("senior", imaginary=None, exponent="red"))
    factors = rules("senior", imaginary=None, number_of_factors=None)
    assert "clash" in refused("x4i", factors)
    assert value("(x4)i", factors) == "3i"


def test_imaginary_beside_a_bracket() -> None:
    """XIII-D-11 example (c): (3+4)| equals 7i (±7i with an upside-down |)."""
    assert value("(3+4)|", IMAGINARY) == "7i"
    assert value("(3+4)iud", IMAGINARY) == "−7i"


def test_imaginary_explicit_times_first() -> None:
    """XIII-D-11: an explicit x before or after i also takes precedence; table (e)
    3+2xi is 3+(2xi), (h) 5xi−i4 is (5xi)−(i4)."""
    assert values("3+2xi", IMAGINARY) == {"3 + 2i"}
    assert values("5xi−i4", IMAGINARY) == {"i"}
    assert values("3+2xi", IMAGINARY, paper=False) == {"3 + 2i", "5i"}
