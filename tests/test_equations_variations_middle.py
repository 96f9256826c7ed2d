"""The Middle variations (XIII-B): the Elementary ones as Middle amends them, Multiple
Operations, Base m, Multiple of k, Exponent, Powers of the Base, Average and Percent per
base, Decimal Point, and every interaction the rulebook names; each a test citing its
section."""

from __future__ import annotations

import pytest

from eqgames.games.equations.checker import check
from eqgames.games.equations.cubes import Cube
from eqgames.games.equations.mat import Mat

from .equations_variations_helpers import judged, refused, rules, undefined, value, values

# --- XIII-B-1, 2 Sideways and Upside-down --------------------------------------------------


def test_sideways_in_middle() -> None:
    """XIII-B-1: a nonzero cube used sideways is its reciprocal."""
    assert value("1÷3sw", rules("middle", sideways=None)) == "3"


def test_both_turns_on_a_numeral_cube_in_middle() -> None:
    """XIII-B-2 comment: with both chosen, a numeral cube in the Solution may be both."""
    both = rules("middle", sideways=None, upside_down=None)
    assert judged("2swud x 2 = 0−1", both, goal="0−1", permitted="2x2").correct


def test_no_general_rule_in_middle() -> None:
    """XIII-B: the General Rule is Elementary's: in Middle √5 and 2^(1−3) are legal."""
    middle = rules("middle", factorial=None)
    assert value("2^(1−3)", middle) == "1/4"
    assert value("(√5) x (√5)", middle) == "5"


# --- XIII-B-3 0 Wild, any symbol -----------------------------------------------------------

WILD = rules("middle", wild="0")


def test_wild_for_an_operation() -> None:
    """XIII-B-3: the 0 cube may represent any symbol on the cubes."""
    verdict = judged("3 xw 4 = 12", WILD, goal="12", permitted="304")
    assert verdict.correct, verdict.reason
    assert judged("3 0->x 4 = 12", WILD, goal="12", permitted="304").correct


def test_wild_goal_as_times_means_times_in_the_solution() -> None:
    """XIII-B-3 example: a 0 in the Goal read as x makes every 0 of the Solution an x."""
    good = judged("2 xw 6 = 4x3", WILD, goal="403", permitted="206")
    assert good.correct, good.reason
    bad = judged("3 +w 9 = 4x3", WILD, goal="403", permitted="309")
    assert not bad.correct
    assert "0 stands for × in the Goal and for + in the Solution" in bad.reason


def test_wild_multiple_operations_only_as_an_operation() -> None:
    """XIII-B-3 comment (a): with Multiple Operations, 0 may be used many times in a
    Solution only if it stands for an operation sign."""
    ruleset = rules("middle", wild="0", multiple_operations=None)
    times = judged("(2 xw 3) xw 2 = 12", ruleset, goal="12", permitted="2032")
    assert times.correct, times.reason
    numeral = judged("(2w x 2w) x 3 = 12", ruleset, goal="12", permitted="0x3")
    assert not numeral.correct
    assert "0" in numeral.reason


def test_wild_not_a_factorial() -> None:
    """XIII-B-3 comment (b): 0 may not stand for !, which is not a symbol on the cubes."""
    assert "symbol on the cubes" in refused("3 0->! + 1", rules("middle", wild="0", factorial=None))


@pytest.mark.parametrize(("base", "digit"), [(8, "8"), (8, "9"), (9, "9")])
def test_wild_not_a_digit_of_a_higher_base(base: int, digit: str) -> None:
    """XIII-B-3 comment (c): with Base eight 0 may not represent 8 or 9; Base nine, 9."""
    ruleset = rules("middle", wild="0", base=base)
    verdict = judged(f"{digit}w + 1 = 12", ruleset, goal="12", permitted="0+1")
    assert not verdict.correct
    assert "may not represent" in verdict.reason


def test_wild_number_of_factors_and_multiplication() -> None:
    """XIII-B-3 comment (d); XIII-B-8 example (a): one 0 may mean number of factors and
    another multiplication: both are the symbol x."""
    ruleset = rules("middle", wild="0", number_of_factors=None)
    verdict = judged("(xw 6) xw 3 = 12", ruleset, goal="12", permitted="0603")
    assert verdict.correct, verdict.reason


def test_wild_root_and_percent() -> None:
    """XIII-B-3 comment (d): one 0 may be root and another percent: both are √."""
    ruleset = rules("middle", wild="0", percent=None)
    verdict = judged("(√w 9) + (25 √udw 4) = 4", ruleset, goal="4", permitted="09+2504")
    assert verdict.correct, verdict.reason
    other = judged("(√w 9) + (2 ÷w 2) = 4", ruleset, goal="4", permitted="09+202")
    assert not other.correct and "0 stands for √ here and for ÷ there" in other.reason


def test_wild_exponent_and_decimal_point() -> None:
    """XIII-B-13 comment: one 0 may be a decimal point and another exponentiation,
    since both are the symbol ^."""
    ruleset = rules("middle", wild="0", decimal_point=None)
    verdict = judged("(2 0->^ 2) + 0->.5 = 9÷2", ruleset, goal="9÷2", permitted="02205+")
    assert verdict.correct, verdict.reason


def test_wild_decimal_point() -> None:
    """XIII-B-13 comment: with 0 Wild and Decimal Point, 0 may represent a decimal point."""
    ruleset = rules("middle", wild="0", decimal_point=None)
    assert value("40->.5", ruleset) == "9/2"
    assert value("4.5", ruleset) == "9/2"


def test_average_through_a_wild_plus() -> None:
    """XIII-B-11 example: with 0 Wild and Average, any 0 that represents + is average."""
    ruleset = rules("middle", wild="0", average=None)
    assert judged("7 +w 9 = 8", ruleset, goal="8", permitted="709").correct
    assert not judged("7 +w 9 = 16", ruleset, goal="16", permitted="709").correct


# --- XIII-B-4, 5 Factorial and Multiple Operations ---------------------------------------

MULTIPLE = rules("middle", multiple_operations=None)


def test_multiple_operations_signs_many_times() -> None:
    """XIII-B-5: an operation sign not in Forbidden may be used many times in a Solution."""
    verdict = judged("((2x3)x3)x2 = 36", MULTIPLE, goal="36", permitted="2x33", required="2")
    assert verdict.correct, verdict.reason
    basic = rules("middle", factorial=None)
    assert not judged("((2x3)x3)x2 = 36", basic, goal="36", permitted="2x33", required="2").correct


def test_multiple_operations_not_a_forbidden_sign() -> None:
    """XIII-B-5: a sign only in Forbidden is not available, however many times."""
    verdict = judged("(2x3)x2 = 12", MULTIPLE, goal="12", permitted="232", forbidden="x")
    assert not verdict.correct
    assert "Forbidden" in verdict.reason


def test_multiple_operations_one_resources_cube_after_now() -> None:
    """XIII-B-5 with IV-A-1-c: a sign from Resources used many times is still one cube."""
    verdict = judged(
        "(2x3)x2 = 12", MULTIPLE, goal="12", permitted="232", resources="x", occasion="now"
    )
    assert verdict.correct, verdict.reason


def test_multiple_operations_numerals_once() -> None:
    """XIII-B-5: only operation signs repeat, never numerals."""
    verdict = judged("(2x2)x3 = 12", MULTIPLE, goal="12", permitted="2x3")
    assert not verdict.correct


def test_multiple_operations_unlimited_factorials_in_the_solution() -> None:
    """XIII-B-5: with Factorial, an unlimited number of ! in each Solution."""
    ruleset = rules("middle", multiple_operations=None, factorial=None)
    verdict = judged("(3! x 3!) − 3! = 5x6", ruleset, goal="5x6", permitted="3x3-3")
    assert verdict.correct, verdict.reason
    alone = rules("middle", factorial=None)
    assert not judged("(3! x 3!) − 3! = 5x6", alone, goal="5x6", permitted="3x3-3").correct


def test_multiple_operations_two_factorials_in_the_goal() -> None:
    """XIII-B-5: at most two factorials may be used in the Goal."""
    ruleset = rules("middle", multiple_operations=None, factorial=None)
    verdict = judged("3 x 2 = 3!!!", ruleset, goal="3", permitted="3x2")
    assert not verdict.correct
    assert "at most two may be used in the Goal" in verdict.reason


def test_factorial_after_an_exponent() -> None:
    """XIII-B-9 comment (b): with Factorial, red Exponent, the Goal 4[red 3] may be 4^3,
    4^3!, 4!^3 or 4!^3!."""
    ruleset = rules("middle", exponent="red", factorial=None)
    assert value("4 3exp", ruleset) == "64"
    assert value("4 3exp!", ruleset) == str(4**6)
    assert value("4! 3exp", ruleset) == str(24**3)
    assert value("4!3exp!", ruleset) == str(24**6)


# --- XIII-B-6 Base m ---------------------------------------------------------------------


def test_base_eight_equation() -> None:
    """XIII-B-6 example (a): for Base eight, 37 + 5 = 6 ^ 2 is correct."""
    ruleset = rules("middle", base=8)
    verdict = judged("37 + 5 = 6^2", ruleset, goal="6^2", permitted="37+5")
    assert verdict.correct, verdict.reason


def test_base_nine_equation() -> None:
    """XIII-B-6 example (b): for Base nine, 34 + 5 = 6 ^ 2 is correct."""
    ruleset = rules("middle", base=9)
    verdict = judged("34 + 5 = 6^2", ruleset, goal="6^2", permitted="34+5")
    assert verdict.correct, verdict.reason
    assert not judged("34 + 5 = 6^2", rules("middle", base=10), goal="6^2", permitted="34+5").correct


@pytest.mark.parametrize(("base", "text"), [(8, "3+8"), (8, "39"), (9, "39"), (8, "4x9")])
def test_base_illegal_digits(base: int, text: str) -> None:
    """XIII-B-6 examples (a)–(c): a digit 8 or 9 in Base eight, 9 in Base nine, is illegal."""
    assert "is not a digit in base" in undefined(text, rules("middle", base=base))


def test_base_eight_goal_is_impossible() -> None:
    """XIII-B-6 example (c): in Base eight a Goal like 3 + 8 should be challenged
    Impossible: no Equation is correct for it."""
    verdict = judged("3 + 5 = 3+8", rules("middle", base=8), goal="3+8", permitted="3+5")
    assert not verdict.correct
    assert "not a legal Goal" in verdict.reason


def test_base_ten_is_the_usual() -> None:
    """XIII-B-6: Base ten reads the usual numerals; two-digit numerals in Solutions."""
    ruleset = rules("middle", base=10)
    assert judged("12 + 5 = 17", ruleset, goal="17", permitted="12+5").correct


# --- XIII-B-7 Multiple of k --------------------------------------------------------------

MULTIPLE_OF_6 = rules("middle", multiple_of=6)


@pytest.mark.parametrize("solution", ["(3x4)−1", "((3x3)x2)−1", "0−1", "1−8"])
def test_multiple_of_k_differs_by_a_multiple(solution: str) -> None:
    """XIII-B-7 example: k = 6 and Goal 5: a Solution of 11, 17, … or −1, −7, …"""
    verdict = judged(f"{solution} = 5", MULTIPLE_OF_6, goal="5", permitted="3x4-13x2-08")
    assert verdict.correct, (solution, verdict.reason)


def test_multiple_of_k_not_the_goal() -> None:
    """XIII-B-7 example; VII-B-5-f example (c): a Solution equal to 5 is incorrect."""
    verdict = judged("2 + 3 = 5", MULTIPLE_OF_6, goal="5", permitted="2+3")
    assert not verdict.correct
    assert "must not equal the Goal" in verdict.reason


def test_multiple_of_k_other_differences() -> None:
    """XIII-B-7: a difference that is not a nonzero multiple of k is incorrect."""
    verdict = judged("2 x 4 = 5", MULTIPLE_OF_6, goal="5", permitted="2x4")
    assert not verdict.correct
    assert "the difference 3" in verdict.reason


def test_multiple_of_k_goal_at_most_1000() -> None:
    """XIII-B-7: the Goal must not be greater than 1000 or less than −1000 (ten)."""
    verdict = judged("(9 x 9) − 1 = 99x11", MULTIPLE_OF_6, goal="99x11", permitted="9x9-1")
    assert not verdict.correct
    assert "1000" in verdict.reason


def test_multiple_of_k_goal_written_as_usual() -> None:
    """XIII-B-7 comment: the writer writes the Goal, never the multiple of k difference."""
    verdict = judged("(3x4)−1 = 11", MULTIPLE_OF_6, goal="5", permitted="3x4-1")
    assert not verdict.correct
    assert "neither side is the Goal" in verdict.reason


# --- XIII-B-8 Number of Factors to 1000 ----------------------------------------------------


def test_number_of_factors_to_1000_in_middle() -> None:
    """XIII-A-11 example (f): x(5^4) = x625 is allowed in Middle; XIII-B-8 example (b):
    x(7^4) = x2401 is not defined in Middle."""
    ruleset = rules("middle", number_of_factors=None)
    assert value("x(5^4)", ruleset) == "5"
    assert "at most 1000" in undefined("x(7^4)", ruleset)


# --- XIII-B-9 Exponent --------------------------------------------------------------------


def _mat(goal: list[tuple[str, str]], permitted: list[tuple[str, str]]) -> Mat:
    cubes = [Cube(i, f, c) for i, (f, c) in enumerate(goal + permitted)]
    return Mat(goal=(tuple(cubes[: len(goal)]),), permitted=tuple(cubes[len(goal) :]))


RED = rules("middle", exponent="red")


def test_exponent_in_the_goal() -> None:
    """XIII-B-9 example (a): red exponent, the Goal 25[red 3] must mean 25^3."""
    mat = _mat(
        [("2", "red"), ("5", "green"), ("3", "red")],
        [("5", "green"), ("6", "green"), ("2", "blue"), ("^", "green")],
    )
    verdict = check("(5^6) = 25 3exp", mat, "impossible", RED)
    assert verdict.correct, verdict.reason
    assert value("253exp", RED) == "15625"


def test_exponent_in_a_solution() -> None:
    """XIII-B-9 example (b): blue, 5[blue 2] with the 2 on a blue cube means 5^2."""
    blue = rules("middle", exponent="blue")
    mat = _mat([("2", "red"), ("5", "green")], [("5", "green"), ("2", "blue")])
    verdict = check("5 2exp = 25", mat, "impossible", blue)
    assert verdict.correct, verdict.reason


def test_exponent_on_another_colour() -> None:
    """XIII-B-9: only a digit of the chosen colour may be an exponent without a ^."""
    blue = rules("middle", exponent="blue")
    mat = _mat([("2", "red"), ("5", "green")], [("5", "green"), ("2", "red")])
    verdict = check("5 2exp = 25", mat, "impossible", blue)
    assert not verdict.correct
    assert "blue" in verdict.reason


def test_exponent_twice() -> None:
    """XIII-B-9 example (c): 5[red 2][red 3] is (5^2)^3 = 5^6, not 5^8 nor 5^23."""
    assert value("5 2exp 3exp", RED) == str(5**6)
    assert value("5 2exp 3exp", RED) not in (str(5**8), str(5**23))


def test_exponent_applies_to_the_numeral_before_it() -> None:
    """XIII-B-9 comment (a); VII-B-6: the exponent applies to just the numeral in front
    of it unless grouping symbols are used."""
    assert value("2 + 3 2exp", RED) == "11"
    assert value("(2 + 3) 2exp", RED) == "25"
    assert values("1 + 2 + 3 2exp", RED) == {"12"}


def test_exponent_mark_without_the_variation() -> None:
    """XIII-B-9: the mark is refused when Exponent is not played."""
    assert "Exponent is not played" in refused("5 2exp", rules("middle", factorial=None))


# --- XIII-B-10 Powers of the Base ------------------------------------------------------------

POWERS = rules("middle", powers_of_base=None)


@pytest.mark.parametrize(
    ("one", "expected"),
    [("1", "10"), ("10pob", "19"), ("100pob", "109"), ("1000pob", "1009"), (".1pob", "91/10"),
     ("0.01pob", "901/100"), (".001pob", "9001/1000")],
)
def test_powers_of_ten(one: str, expected: str) -> None:
    """XIII-B-10 example (a): 9 + 1 may be 9 + 1, 9 + 10, 9 + 100, … or 9 + 0.1, 9 + 0.01, …"""
    assert value(f"9+{one}", POWERS) == expected


@pytest.mark.parametrize(
    ("one", "expected"), [("10pob", "8"), ("100pob", "64"), (".1pob", "1/8"), (".01pob", "1/64")]
)
def test_powers_of_eight(one: str, expected: str) -> None:
    """XIII-B-10 example (b): with Base eight, 1 may be one, eight, sixty-four, … one-eighth…"""
    assert value(one + "x1", rules("middle", powers_of_base=None, base=8)) == expected


def test_powers_of_nine() -> None:
    """XIII-B-10 example (b): for Base nine, 1 represents one, nine, eighty-one, one-ninth."""
    nine = rules("middle", powers_of_base=None, base=9)
    assert [value(f"{p}x1", nine) for p in ("10pob", "100pob", ".1pob")] == ["9", "81", "1/9"]


def test_power_of_the_base_is_one_cube() -> None:
    """XIII-B-10: the 100 is one 1 cube, in the Solution and in the Goal."""
    verdict = judged("100pob − 1 = 99", POWERS, goal="99", permitted="1-1")
    assert verdict.correct, verdict.reason
    verdict = judged("(9 x 9) + 19 = 100pob", POWERS, goal="1", permitted="9x9+19")
    assert not verdict.correct  # two-digit 19 is not allowed without Base m
    verdict = judged("(5 x 5) x 4 = 100pob", POWERS, goal="1", permitted="5x5x4")
    assert verdict.correct, verdict.reason


def test_power_of_the_base_not_in_a_two_digit_numeral() -> None:
    """XIII-B-10: a 1 used in a two-digit numeral stands for 1."""
    assert "written as that power" in refused("210pob", POWERS)
    assert value("12 + 1", rules("middle", powers_of_base=None, base=10)) == "13"


def test_power_of_the_base_is_bounded() -> None:
    """Powers of the Base never run away: a power past the bound is refused."""
    assert "a number has at most 1,000 digits" in refused("1" + "0" * 2000 + "pob", POWERS)


# --- XIII-B-12 Percent per base -----------------------------------------------------------


def test_percent_in_base_eight() -> None:
    """XIII-B-12 example: Base eight, 60 [ud √] 11 = (48 ÷ 64) x 9 = 27/4 = 6.6 (eight)."""
    ruleset = rules("middle", percent=None, base=8)
    assert value("60 √ud 11", ruleset) == "27/4"


def test_percent_in_base_nine() -> None:
    """XIII-B-12: "percent" means per eighty-one for Base nine."""
    ruleset = rules("middle", percent=None, base=9)
    assert value("10 √ud 100", ruleset) == "9"


def test_percent_with_decimal_point() -> None:
    """XIII-A-14 example (d): with Decimal Point, 1.5 [ud √] .25 = 0.00375; 25 [ud √]
    (1.5 x 2) = 0.75; 12.5 [ud √] 16 = 2."""
    ruleset = rules("middle", percent=None, decimal_point=None)
    assert value("1.5 √ud .25", ruleset) == "3/800"
    assert value("25 √ud (1.5 x 2)", ruleset) == "3/4"
    assert value("12.5 √ud 16", ruleset) == "2"


# --- XIII-B-13 Decimal Point --------------------------------------------------------------

DECIMAL = rules("middle", decimal_point=None)


def test_decimal_point_goal() -> None:
    """XIII-B-13 example (a): a Goal 4^^5 may be 4.^5 = 1024 or 4^.5 = √4 = 2."""
    assert value("4.^5", DECIMAL) == "1024"
    assert value("4^.5", DECIMAL) == "2"
    verdict = judged("√4 = 4^.5", DECIMAL, goal="4^^5", permitted="√4")
    assert verdict.correct, verdict.reason


@pytest.mark.parametrize("written", ["4.5", "4^dp5", "4^DP5"])
def test_decimal_point_ways_of_writing(written: str) -> None:
    """Appendix A "dp": a ^ used as a decimal point; "." is accepted for it."""
    assert value(written, DECIMAL) == "9/2"


def test_decimal_point_in_base_eight() -> None:
    """XIII-B-13 example (b): 4.2 (eight) = 4 ¼; 6.42 (eight) = 6 17/32."""
    ruleset = rules("middle", decimal_point=None, base=8)
    assert value("4.2", ruleset) == "17/4"
    assert value("6.42", ruleset) == "209/32"


def test_decimal_point_in_base_nine() -> None:
    """XIII-B-13 example (d): 5.3 (nine) = 5 1/3; 7.16 (nine) = 7 5/27."""
    ruleset = rules("middle", decimal_point=None, base=9)
    assert value("5.3", ruleset) == "16/3"
    assert value("7.16", ruleset) == "194/27"


def test_decimal_point_with_factorial() -> None:
    """XIII-B-13 example (c): 4^3! is not 4.(3!); as a decimal it has no value; as 4^(3!)
    it is 4^6."""
    ruleset = rules("middle", decimal_point=None, factorial=None)
    assert "whole numbers" in undefined("4.3!", ruleset)
    assert value("4^3!", ruleset) == "4096"


def test_decimal_point_at_most_three_digits() -> None:
    """XIII-B-13: a ^ used as a decimal point is combined with at most three digits."""
    assert judged("1.25 x 4 = 5", DECIMAL, goal="5", permitted="1^25x4").correct
    verdict = judged("1.125 x 8 = 9", DECIMAL, goal="9", permitted="1^125x8")
    assert not verdict.correct and "at most 3 digits" in verdict.reason


def test_decimal_point_in_the_goal_joins_three_digits() -> None:
    """XIII-B-13: "in the Goal or Solution" a ^ as a point joins at most three digits, so
    a Goal 6^25 may be 6.25 (beyond IV-B-1's two digits), and 1^125 is no 1.125."""
    verdict = judged("(5 x 5) ÷ 4 = 6.25", DECIMAL, goal="6^25", permitted="55x4÷")
    assert verdict.correct, verdict.reason
    verdict = judged("9 ÷ 8 = 1.125", DECIMAL, goal="1^125", permitted="98÷")
    assert not verdict.correct and "at most 3 (XIII-B-13)" in verdict.reason, verdict.reason


def test_decimal_point_precedes_everything() -> None:
    """XIII-B-13: as a decimal, ^ takes precedence over all other operations."""
    assert values("2 x 1.5", DECIMAL) == {"3"}


def test_decimal_point_mark_without_the_variation() -> None:
    """XIII-B-13: "." is refused, with why, when Decimal Point is not played."""
    assert "Decimal Point variation" in refused("4.5 + 1", rules("middle", factorial=None))
