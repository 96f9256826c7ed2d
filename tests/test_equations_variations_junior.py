"""The Junior variations (XIII-C): Sideways and Upside-down in every shake, 0 or x Wild,
Powers of the Base, Base m with ^ as ten and √ as eleven; each a test citing its section."""

from __future__ import annotations

from .equations_variations_helpers import judged, refused, rules, undefined, value, values

JUNIOR = rules("junior", powers_of_base=None)


def test_sideways_and_upside_down_in_every_shake() -> None:
    """XIII-C-1, 2: Sideways and Upside-down are in effect for all Junior shakes."""
    assert value("1÷3sw", JUNIOR) == "3"
    assert value("6x2ud", JUNIOR) == "−12"


def test_both_turns_on_a_solution_cube() -> None:
    """XIII-C-2 comment: a numeral cube in the Solution may be both sideways and upside-down."""
    assert judged("2swud x 2 = 0−1", JUNIOR, goal="0−1", permitted="2x2").correct


# --- XIII-C-3 0 or x Wild --------------------------------------------------------------

X_WILD = rules("junior", wild="×")


def test_x_wild_for_a_numeral() -> None:
    """XIII-C-3 example (a): x − (x ÷ 3) = 4, where both x's stand for 6, is correct."""
    verdict = judged("6w − (6w ÷ 3) = 4", X_WILD, goal="4", permitted="x-x÷3")
    assert verdict.correct, verdict.reason
    assert judged("x->6 − (x->6 ÷ 3) = 4", X_WILD, goal="4", permitted="x-x÷3").correct


def test_x_wild_for_minus() -> None:
    """XIII-C-3 example (b): (9 x 3) x 5 = 1, where both x's stand for −, is correct."""
    verdict = judged("(9 −w 3) −w 5 = 1", X_WILD, goal="1", permitted="9x3x5")
    assert verdict.correct, verdict.reason


def test_x_wild_two_meanings() -> None:
    """XIII-C-3 example (c): x − (3 x 2) = 2, the first x 7 and the second +, is incorrect."""
    verdict = judged("7w − (3 +w 2) = 2", X_WILD, goal="2", permitted="x-3x2")
    assert not verdict.correct
    assert verdict.reason.startswith("× stands for 7 here and for + there")


def test_x_wild_goal_default_is_times() -> None:
    """XIII-C-3 example (d): (4 ^ 2) − 2 = 2x7 is incorrect: x stands for ^ on the left
    and for multiplication (by default) in the Goal."""
    verdict = judged("(4 ^w 2) − 2 = 2x7", X_WILD, goal="2x7", permitted="4x2-2")
    assert not verdict.correct
    assert "× stands for × in the Goal and for ^ in the Solution" in verdict.reason


def test_zero_wild_in_junior_for_any_symbol() -> None:
    """XIII-C-3: the player selecting the variation says whether 0 or x is wild; with 0,
    as in Middle, it may stand for any symbol."""
    zero = rules("junior", wild="0")
    assert judged("3 xw 4 = 12", zero, goal="12", permitted="304").correct


# --- XIII-C-4 Powers of the Base ---------------------------------------------------------


def test_powers_of_the_base_in_base_twelve() -> None:
    """XIII-C-4: with Base m, 1 represents any integral power of m."""
    twelve = rules("junior", powers_of_base=None, base=12)
    assert value("10pob x 1", twelve) == "12"
    assert value(".01pob x 1", twelve) == "1/144"


# --- XIII-C-5 Base m: ^ as ten, √ as eleven -----------------------------------------------

ELEVEN = rules("junior", base=11)
TWELVE = rules("junior", base=12)


def test_base_eleven_ten_digit() -> None:
    """XIII-C-5; glossary "Digit": in base eleven, ^ may be used for the digit ten."""
    assert value("^ten + 1", ELEVEN) == "11"
    assert value("1^ten", ELEVEN) == "21"


def test_base_twelve_eleven_digit() -> None:
    """XIII-C-5: in base twelve, √ may be used for the digit eleven."""
    assert value("√eleven + 1", TWELVE) == "12"
    assert value("√eleven√eleven", TWELVE) == "143"


def test_eleven_digit_only_in_base_twelve() -> None:
    """Glossary "Digit": base eleven includes ^ (ten); only base twelve includes √."""
    assert "only in base twelve" in refused("√eleven + 1", ELEVEN)
    assert "only in base eleven or twelve" in refused("^ten + 1", rules("junior", base=9))


def test_sideways_ten_is_one_tenth() -> None:
    """XIII-C-5: with Base Eleven (or Twelve) an ^ may be used sideways for one-tenth."""
    assert value("^sw x ^ten", ELEVEN) == "1"
    assert value("^sw + ^sw", TWELVE) == "1/5"


def test_sideways_ten_not_in_a_two_digit_numeral() -> None:
    """XIII-C-5: an ^ that is part of a two-digit numeral may not be sideways."""
    assert "numeral of its own" in refused("1^sw", ELEVEN)


def test_root_or_digit_is_ambiguous() -> None:
    """VII-B-5-e example: with Base Twelve, 6 + √4 = 5 + 3 is ambiguous, √ being root or
    the digit eleven; the writer says which."""
    verdict = judged("6 + √4 = 5 + 3", TWELVE, goal="5+3", permitted="6+√4")
    assert not verdict.correct
    assert "can also be the digit eleven" in verdict.reason
    assert judged("6 + √rt4 = 5 + 3", TWELVE, goal="5+3", permitted="6+√4").correct
    assert not judged("6 + √eleven4 = 5 + 3", TWELVE, goal="5+3", permitted="6+√4").correct


def test_power_or_digit_ten() -> None:
    """XIII-C-5, VII-B-5-e: in base eleven ^ may be a power or the digit ten: 2^√4 is 2²
    or 2^ten √4, the 32nd root of 4. (2^3 is not ambiguous: 2^ten3 would be a three-digit
    numeral, which no Solution has, III-C and XIII-C-5.)"""
    verdict = judged("2^√4 = 4", ELEVEN, goal="4", permitted="2^√4")
    assert not verdict.correct and "digit ten" in verdict.reason
    assert judged("2^pow√4 = 4", ELEVEN, goal="4", permitted="2^√4").correct
    assert judged("2^3 = 8", ELEVEN, goal="8", permitted="2^3").correct
    assert judged("2^ten = 4x8", ELEVEN, goal="4x8", permitted="2^").correct


def test_base_eight_and_nine_in_junior() -> None:
    """XIII-C-5: Junior's bases are eight, nine, eleven and twelve."""
    assert value("37 + 5", rules("junior", base=8)) == "36"
    assert "not a digit in base nine" in undefined("9 + 1", rules("junior", base=9))


def test_base_twelve_two_digit_numerals() -> None:
    """XIII-C-5: two-digit numerals are allowed in Solutions; a reason gives values in
    base ten."""
    verdict = judged("10 + 2 = 12", TWELVE, goal="12", permitted="10+2")
    assert verdict.correct, verdict.reason
    wrong = judged("10 + 3 = 12", TWELVE, goal="12", permitted="10+3")
    assert wrong.reason == "the Solution is 15, the Goal is 14 (in base ten)"


def test_a_mark_for_a_digit_in_base_ten() -> None:
    """XIII-C-5: a ^ is the digit ten only in bases eleven and twelve."""
    assert values("2^3", rules("junior", base=8)) == {"8"}


def test_sideways_ten_in_the_goal_either_way() -> None:
    """XIII-C-5: a one-digit ^ in the Goal may be read right-side up or sideways whatever
    way it lies on the mat."""
    upright = judged("1 ÷ (5x2) = ^sw", ELEVEN, goal="^", permitted="1÷5x2")
    assert upright.correct, upright.reason
    turned = judged("(5 x 2) = ^ten", ELEVEN, goal="^", permitted="5x2", turns={0: "sw"})
    assert turned.correct, turned.reason


def test_a_power_of_the_base_in_a_no_goal_goal() -> None:
    """IV-D-2 with XIII-B-10: after a "no Goal" challenge the writer's Goal 100pob is one
    cube, a one-digit numeral."""
    verdict = judged(
        "(5 x 5) x 4 = 100pob", JUNIOR, goal="", resources="5x5x41", occasion="no_goal"
    )
    assert verdict.correct, verdict.reason


def test_number_of_factors_beyond_1000_in_junior() -> None:
    """XIII-B-8 example (b): x(7 ^ 4) = x2401 is allowed in Junior and Senior."""
    assert value("x(7^4)", rules("junior", number_of_factors=None)) == "5"
    assert value("x(7^4)", rules("senior", number_of_factors=None)) == "5"


def test_number_of_factors_is_bounded() -> None:
    """Junior's Number of Factors has no rulebook bound; factoring is still bounded."""
    assert "a million million" in undefined("x(9^(9x2))", rules("junior", number_of_factors=None))


def test_x_wild_leaves_zero_plain() -> None:
    """XIII-C-3: 0 or x is wild, not both: with x Wild a 0 is 0, and the arrow form is x's."""
    assert value("0 + 3", X_WILD) == "3"
    assert "no cube is wild" not in refused("0->3", X_WILD)
    assert value("x->3 + 0", X_WILD) == "3"


def test_powers_of_base_eleven() -> None:
    """XIII-C-4: with Base eleven, 1 may be eleven, one hundred twenty-one, one-eleventh."""
    eleven = rules("junior", powers_of_base=None, base=11)
    assert [value(f"{p} x 1", eleven) for p in ("10pob", "100pob", ".1pob")] == ["11", "121", "1/11"]


def test_powers_of_the_base_one_in_a_two_digit_numeral() -> None:
    """XIII-C-4: if 1 is used in a two-digit numeral, it stands for 1 (base twelve: 1^ten
    is twenty-two)."""
    assert value("1^ten", rules("junior", powers_of_base=None, base=12)) == "22"
