"""The Elementary variations (XIII-A), each example and comment of the rulebook a test
citing its section, with VII-B-2's and VII-B-5's examples that use them and Appendix A's
ways of writing them."""

from __future__ import annotations

import pytest

from eqgames.games.equations.checker import check
from eqgames.games.equations.mat import Mat
from eqgames.games.equations.ruleset import BASIC

from .equations_variations_helpers import judged, refused, rules, undefined, value, values

ELEMENTARY = rules("elementary")


# --- XIII-A General Rule ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [("3^2", "9"), ("0^9", "0"), ("7^0", "1"), ("2√9", "3"), ("√9", "3"), ("9√0", "0")],
)
def test_general_rule_acceptable_powers_and_roots(text: str, expected: str) -> None:
    """XIII-A General Rule examples (a) and (b): whole-number powers and roots."""
    assert value(text, ELEMENTARY) == expected


@pytest.mark.parametrize("text", ["2^(1−3)", "4^(1÷2)", "(2−5)^4", "(2÷3)^3"])
def test_general_rule_illegal_powers(text: str) -> None:
    """XIII-A General Rule example (a): base and exponent must be whole numbers."""
    assert "General Rule" in undefined(text, ELEMENTARY)


@pytest.mark.parametrize("text", ["√5", "3√9", "2√(1÷3)", "(1÷2)√5", "3√(1−9)"])
def test_general_rule_illegal_roots(text: str) -> None:
    """XIII-A General Rule example (b): a counting-number index, whole base and value."""
    assert "General Rule" in undefined(text, ELEMENTARY)


def test_general_rule_depends_on_grouping() -> None:
    """XIII-A General Rule example (c): √(3^4) is legal, (√3)^4 is not."""
    assert value("√(3^4)", ELEMENTARY) == "9"
    assert "General Rule" in undefined("(√3)^4", ELEMENTARY)
    assert values("√3^4", ELEMENTARY) == {"9"}


def test_general_rule_root_of_a_root() -> None:
    """III-B-2: 3√√9, the sixth root of 9, is illegal in Elementary (the General Rule)."""
    assert "General Rule" in undefined("3√√9", ELEMENTARY)
    assert value("3√√9", rules("middle", factorial=None)) == "∛3"


def test_general_rule_in_the_checker() -> None:
    """XIII-A General Rule: a Solution with √5 is incorrect, and says which rule."""
    verdict = judged("(√5) x (√5) = 5", ELEMENTARY, goal="5", permitted="√5x√5")
    assert not verdict.correct
    assert "General Rule" in verdict.reason
    mat = Mat.from_text(goal="5", permitted="√5x√5")
    assert check("(√5) x (√5) = 5", mat, "impossible", BASIC).correct


# --- XIII-A-1 Sideways ----------------------------------------------------------------

SIDEWAYS = rules("elementary", sideways=None)


def test_sideways_reciprocal_in_a_sum() -> None:
    """XIII-A-1 example: 1 + 2 + [sideways 2] = 1 + 2 + 0.5 = 3.5."""
    assert value("1+2+2sw", SIDEWAYS) == "7/2"


def test_sideways_divided_by() -> None:
    """XIII-A-1 example: 1 ÷ [sideways 3] = 1 ÷ (1/3) = 3."""
    assert value("1÷3sw", SIDEWAYS) == "3"


def test_sideways_zero_is_undefined() -> None:
    """XIII-A-1: only a cube representing a nonzero number may be used sideways."""
    assert "nonzero" in undefined("0sw+1", SIDEWAYS)


@pytest.mark.parametrize("written", ["7sw", "7 sw", "7sc", "7swc", "7SW"])
def test_sideways_recommended_and_acceptable_marks(written: str) -> None:
    """Appendix A I-B Sideways: Recommended 7 with "sw"; Acceptable "sc", "swc"."""
    assert value(f"{written}x7", SIDEWAYS) == "1"


def test_sideways_unacceptable_division_is_a_division() -> None:
    """Appendix A I-B Sideways, Unacceptable: 1/7 is a division, using a 1 and a ÷ cube."""
    verdict = judged("1/7 x 7 = 1", SIDEWAYS, goal="1", permitted="7x7")
    assert not verdict.correct
    assert "÷" in verdict.reason
    assert judged("7sw x 7 = 1", SIDEWAYS, goal="1", permitted="7x7").correct


def test_sideways_mark_without_the_variation() -> None:
    """XIII-A-1: a sideways cube is a variation; without it the mark is refused, with why."""
    assert "Sideways is not played" in refused("7swx7", rules("elementary", factorial=None))


def test_sideways_in_the_checker() -> None:
    """XIII-A-1 in an Equation: 1 + 2 + [sideways 2] equals the Goal 7 ÷ 2."""
    verdict = judged("1+2+2sw = 7÷2", SIDEWAYS, goal="7÷2", permitted="1+2+2")
    assert verdict.correct, verdict.reason


def test_sideways_cube_in_the_goal() -> None:
    """XIII-A-1: a cube may be used sideways in the Goal; the writer marks it (Appendix A)."""
    verdict = judged("1÷8 = 8sw", SIDEWAYS, goal="8", permitted="1÷8", turns={0: "sw"})
    assert verdict.correct, verdict.reason
    unmarked = judged("(1÷8)x64 = 8", SIDEWAYS, goal="8", permitted="1÷8x64", turns={0: "sw"})
    assert not unmarked.correct and "sideways on the mat" in unmarked.reason
    wrongly = judged("1÷8 = 8sw", SIDEWAYS, goal="8", permitted="1÷8")
    assert not wrongly.correct and "not sideways on the mat" in wrongly.reason


# --- XIII-A-2 Upside-down ---------------------------------------------------------------

UPSIDE_DOWN = rules("elementary", upside_down=None)
BOTH = rules("elementary", sideways=None, upside_down=None)


def test_upside_down_additive_inverse() -> None:
    """XIII-A-2 example: 6 x [upside-down 2] = 6 x (−2) = −12."""
    assert value("6x2ud", UPSIDE_DOWN) == "−12"


def test_upside_down_not_in_a_two_digit_numeral() -> None:
    """XIII-A-2 example: 62 with the 2 upside-down is neither 6 − 2 nor 60 + (−2)."""
    reason = refused("62ud", rules("elementary", upside_down=None, two_digit_numerals=None))
    assert "numeral of its own" in reason


@pytest.mark.parametrize("written", ["7ud", "7 ud", "7usd", "7UD"])
def test_upside_down_recommended_and_acceptable_marks(written: str) -> None:
    """Appendix A I-B Upside-down: Recommended 7 with "ud"; Acceptable "usd"."""
    assert value(f"{written}+7", UPSIDE_DOWN) == "0"


@pytest.mark.parametrize("written", ["−7", "(−7)", "-7"])
def test_upside_down_unacceptable_minus(written: str) -> None:
    """Appendix A I-B Upside-down, Unacceptable: −7, (−7): no subtraction or negative symbol."""
    assert "written with its mark, 7ud" in refused(f"1+{written}", UPSIDE_DOWN)


def test_both_turns_on_a_solution_cube() -> None:
    """XIII-A-2 comment (a): with both chosen, a Solution cube may be sideways and upside-down."""
    assert value("4swud x 4", BOTH) == "−1"
    assert value("4uds x 4", BOTH) == "−1"
    assert value("4 sw ud x 4", BOTH) == "−1"
    assert value("4 ud sw x 4", BOTH) == "−1"


def test_both_turns_need_both_variations() -> None:
    """XIII-A-2 comment (a): a cube is both only when both variations are chosen."""
    assert "Sideways is not played" in refused("4swud x 4", UPSIDE_DOWN)


def test_both_turns_not_in_the_goal() -> None:
    """XIII-A-2 comment (a): both turns on one cube only in the Solution, not the Goal."""
    verdict = judged("0−(1÷4) = 4swud", BOTH, goal="4", permitted="0−1÷4", turns={0: "ud"})
    assert not verdict.correct
    assert "both" in verdict.reason


def test_upside_down_in_the_checker() -> None:
    """XIII-A-2 in an Equation: 6 x [upside-down 2] = 0 − 12."""
    verdict = judged("6x2ud = 0−12", UPSIDE_DOWN, goal="0−12", permitted="6x2")
    assert verdict.correct, verdict.reason


# --- XIII-A-3 0 Wild ---------------------------------------------------------------------

WILD = rules("elementary", wild="0")


def test_wild_same_numeral_everywhere() -> None:
    """XIII-A-3 example (a): (0 x 6) − 0 = 15 where both 0s stand for 3 is allowed."""
    verdict = judged("(3w x 6) − 3w = 15", WILD, goal="15", permitted="0x6-0")
    assert verdict.correct, verdict.reason


def test_wild_two_numerals_is_not_allowed() -> None:
    """XIII-A-3 example (a); VII-B-5-f example (a): the first 0 for 3, the second for 4."""
    verdict = judged("(3w x 6) − 4w = 14", WILD, goal="14", permitted="0x6-0")
    assert not verdict.correct
    assert verdict.reason.startswith("0 stands for 3 here and for 4 there")


def test_wild_unmarked_zero_is_zero() -> None:
    """XIII-A-3 example (b): (0 x 6) − 0 = 12, the first 0 for 2 and the second for 0."""
    verdict = judged("(2w x 6) − 0 = 12", WILD, goal="12", permitted="0x6-0")
    assert not verdict.correct
    assert "0 stands for 2 here and for 0 there" in verdict.reason
    assert "an unmarked 0 is 0" in verdict.reason


def test_wild_in_goal_and_solution() -> None:
    """XIII-A-3 example (c): (8 x 5) + 0 equals the Goal 40 if each 0 equals 2."""
    verdict = judged("(8 x 5) + 2w = 42", WILD, goal="40", permitted="8x5+0")
    assert verdict.correct, verdict.reason


def test_wild_goal_and_solution_differ() -> None:
    """XIII-A-3 example (c): (9 x 5) − 0, this 0 for 5, does not equal the Goal 40."""
    verdict = judged("(9 x 5) − 5w = 40", WILD, goal="40", permitted="9x5-0")
    assert not verdict.correct
    assert "0 stands for 0 in the Goal and for 5 in the Solution" in verdict.reason


def test_wild_written_in_the_goal_as_its_value() -> None:
    """VII-B-2 comment (b)(ii): the Goal is 40 with 0 Wild, the writer writes 45."""
    verdict = judged("(9 x 5) = 45", WILD, goal="40", permitted="9x5")
    assert verdict.correct, verdict.reason


def test_wild_goal_03() -> None:
    """VII-B-2 example: Goal 03, sample Equation (5x5) − 2 = 03 (with 0 Wild, the 0 a 2)."""
    for written in ("23", "2w3", "0->23", "0→23"):
        verdict = judged(f"(5x5) − 2 = {written}", WILD, goal="03", permitted="5x5-2")
        assert verdict.correct, (written, verdict.reason)


def test_wild_upside_down_in_the_goal() -> None:
    """VII-B-2 example: Goal 0+3, 1^(7+8−4x3) = 0+3, the 0 an upside-down 2 ("ud 2")."""
    ruleset = rules("elementary", wild="0", upside_down=None)
    verdict = judged(
        "1^(7+8−(4x3)) = 2wud+3", ruleset, goal="0+3", permitted="1^7+8-4x3", turns={0: "ud"}
    )
    assert verdict.correct, verdict.reason


def test_wild_defaults_to_zero() -> None:
    """VII-B-2 example: Goal 30x7, [(5^2)x8] + 6 + 4 = 30x7 (with 0 Wild, 0 defaults to 0)."""
    verdict = judged("[(5^2)x8] + 6 + 4 = 30x7", WILD, goal="30x7", permitted="5^2x8+6+4")
    assert verdict.correct, verdict.reason


@pytest.mark.parametrize("written", ["2w", "2wc", "2 0w", "0->2", "0→2", "0 -> 2"])
def test_wild_recommended_and_acceptable_forms(written: str) -> None:
    """Appendix A I-B 0 wild: the value with its "0w"/"wc" note, or 0 with an arrow to it."""
    verdict = judged(f"{written} x (8+7) = 5x6", WILD, goal="5x6", permitted="0x8+7")
    assert verdict.correct, (written, verdict.reason)


def test_wild_unmarked_value_uses_that_cube() -> None:
    """XIII-A-3: each writer must specify in writing what the 0 stands for; an unmarked 2
    in the Solution is a 2 cube."""
    verdict = judged("2 x (8+7) = 5x6", WILD, goal="5x6", permitted="0x8+7")
    assert not verdict.correct
    assert "2" in verdict.reason


def test_wild_only_a_numeral_in_elementary() -> None:
    """XIII-A-3: in Elementary the 0 may represent any numeral, not an operation."""
    assert "only for a numeral" in refused("3 xw 4", WILD)
    assert "only for a numeral" in refused("3 0->x 4", WILD)


def test_wild_mark_without_the_variation() -> None:
    """XIII-A-3: a wild cube is a variation; without it the mark is refused."""
    assert "no cube is wild" in refused("2w+1", SIDEWAYS)


# --- XIII-A-4 Factorial ----------------------------------------------------------------

FACTORIAL = rules("elementary", factorial=None)


def test_factorial_value() -> None:
    """XIII-A-4 comment (a): 5! = 5 x 4 x 3 x 2 x 1 = 120; 0! = 1."""
    assert value("5!", FACTORIAL) == "120"
    assert value("0!", FACTORIAL) == "1"


def test_factorial_one_cube_is_not_a_solution() -> None:
    """XIII-A-4 example (a): for the Goal 4 x 30, 5! is not correct: only one cube."""
    verdict = judged("5! = 4x30", FACTORIAL, goal="4x30", permitted="5")
    assert not verdict.correct
    assert "at least two cubes" in verdict.reason


def test_factorial_in_the_goal() -> None:
    """XIII-A-4 example (b); VII-B-2 example: Goal 9 ÷ 8, 5 + 4 = 9! ÷ 8!."""
    verdict = judged("5 + 4 = 9! ÷ 8!", FACTORIAL, goal="9÷8", permitted="5+4")
    assert verdict.correct, verdict.reason


def test_factorial_two_for_the_whole_equation() -> None:
    """XIII-A-4 example (b): both allotted ! in the Goal leave none for the Solution."""
    verdict = judged("3! + 3 = 9! ÷ 8!", FACTORIAL, goal="9÷8", permitted="3+3")
    assert not verdict.correct
    assert "two are available for the whole Equation" in verdict.reason


def test_factorial_of_zero_in_a_solution() -> None:
    """XIII-A-4 example (c): 5 x 4 ÷ 0! = 20 is correct since 0! = 1."""
    verdict = judged("5 x 4 ÷ 0! = 20", FACTORIAL, goal="20", permitted="5x4÷0")
    assert verdict.correct, verdict.reason


def test_factorial_on_both_sides() -> None:
    """XIII-A-4 example (d): (8 − 5)! + 2 = 4! ÷ 3, the Goal (4 x 3 x 2) ÷ 3 = 8."""
    verdict = judged("(8 − 5)! + 2 = 4! ÷ 3", FACTORIAL, goal="4÷3", permitted="8-5+2")
    assert verdict.correct, verdict.reason


def test_factorial_of_a_bracket_in_the_goal() -> None:
    """XIII-A-4 comment (b): with grouping symbols ! applies to the group, in the Goal too."""
    verdict = judged("(4 x 5) + 4 = (8 − 5)! x 4", FACTORIAL, goal="8−5x4", permitted="4x5+4")
    assert verdict.correct, verdict.reason
    spaced = judged("(4 x 5) + 4 = (8 − 5)! x 4", FACTORIAL, goal="8− 5x4", permitted="4x5+4")
    assert not spaced.correct and "grouping of the Goal on the mat" in spaced.reason


def test_factorial_of_a_factorial() -> None:
    """XIII-A-4 example (e): 3!! = (3!)! = 6! = 720."""
    assert value("3!!", FACTORIAL) == "720"
    assert value("(3!)!", FACTORIAL) == "720"


@pytest.mark.parametrize("text", ["(1÷2)!", "(0−3)!"])
def test_factorial_undefined(text: str) -> None:
    """XIII-A-4 example (f): (1 ÷ 2)! and (0 − 3)! are not defined."""
    assert "whole numbers" in undefined(text, FACTORIAL)


def test_factorial_of_the_numeral_only() -> None:
    """XIII-A-4 example (f) and comment (b): ! applies to the numeral in front of it:
    1 ÷ 2! = 1 ÷ 2 = ½, 0 − 3! = −6."""
    assert value("1 ÷ (2!)", FACTORIAL) == "1/2"
    assert value("0 − (3!)", FACTORIAL) == "−6"
    assert value("1 ÷ 2!", FACTORIAL) == "1/2"
    assert value("0 − 3!", FACTORIAL) == "−6"


def test_factorial_ambiguous_goal_is_shown_wrong() -> None:
    """VII-B-5-d-iii example: (5+1)! = √10! ÷ 7; a checker groups the Goal as [√(10!)] ÷ 7
    to prove it incorrect; √(10! ÷ 7) is what the writer meant (Middle: no General Rule)."""
    ruleset = rules("middle", factorial=None)
    wrong = judged("(5+1)! = √10! ÷ 7", ruleset, goal="√10÷7", permitted="5+1")
    assert not wrong.correct
    assert "(√(10!)) ÷ 7" in wrong.reason
    right = judged("(5+1)! = √(10! ÷ 7)", ruleset, goal="√10÷7", permitted="5+1")
    assert right.correct, right.reason


def test_factorial_must_be_written() -> None:
    """XIII-A-4: all uses of ! must be in writing; without Factorial ! is refused."""
    assert "Factorial variation" in refused("3!+1", SIDEWAYS)


def test_factorial_is_bounded() -> None:
    """A factorial never runs away: 3!!!! (720!)! is refused within the limits."""
    assert "factorials are computed up to 1,000!" in undefined("3!!!!", FACTORIAL)


# --- XIII-A-8 Two-digit Numerals ---------------------------------------------------------

TWO_DIGITS = rules("elementary", two_digit_numerals=None)


def test_two_digit_numerals_in_a_solution() -> None:
    """XIII-A-8: two-digit numerals are allowed in Solutions."""
    assert judged("13 + 4 = 17", TWO_DIGITS, goal="17", permitted="13+4").correct
    verdict = judged("13 + 4 = 17", FACTORIAL, goal="17", permitted="13+4")
    assert not verdict.correct and "one digit" in verdict.reason


def test_number_of_factors_two_digits_in_a_solution() -> None:
    """XIII-A-11 example (d): x13 = 2 in any Goal or, with Two-digit Numerals, a Solution."""
    both = rules("elementary", two_digit_numerals=None, number_of_factors=None)
    assert judged("x13 = 2", both, goal="2", permitted="x13").correct
    alone = rules("elementary", number_of_factors=None)
    assert not judged("x13 = 2", alone, goal="2", permitted="x13").correct
    assert judged("x4 x 6 = x13 x 9", alone, goal="x13x9", permitted="x4x6").correct


# --- XIII-A-9 LCM --------------------------------------------------------------------------

LCM = rules("elementary", lcm=None)


@pytest.mark.parametrize(
    ("text", "expected", "example"),
    [
        ("6 √lcm 8", "24", "a"),
        ("(2x3) √lcm (5+4)", "18", "b"),
        ("2 √lcm 4", "4", "c"),
        ("2√4", "2", "c"),
        ("6 √lcm √9", "6", "e"),
    ],
)
def test_lcm_examples(text: str, expected: str, example: str) -> None:
    """XIII-A-9 examples (a), (b), (c), (e)."""
    assert value(text, LCM) == expected, example


def test_lcm_of_zero() -> None:
    """XIII-A-9 example (d): 0 √ 5 is undefined (as LCM; as a root it is III-C-2a)."""
    assert "counting numbers" in undefined("0 √lcm 5", LCM)


def test_lcm_must_be_marked() -> None:
    """XIII-A-9 comment: the writer must indicate which √ in the Solution is LCM;
    unmarked it is a root."""
    assert judged("6 √lcm 8 = 24", LCM, goal="24", permitted="6√8").correct
    verdict = judged("6 √ 8 = 24", LCM, goal="24", permitted="6√8")
    assert not verdict.correct


@pytest.mark.parametrize("written", ["6√LCM8", "6 √ lcm 8", "6 sqrt lcm 8"])
def test_lcm_ways_of_writing(written: str) -> None:
    """Appendix A: the LCM indicator written beside its √."""
    assert value(written, LCM) == "24"


def test_lcm_function_form_is_refused() -> None:
    """A function form, lcm(6, 8), is not how Equations writes LCM (between its numbers)."""
    assert "mark" in refused("lcm(6x8)", LCM)


def test_lcm_mark_without_the_variation() -> None:
    """XIII-A-9: without LCM the mark is refused and says what it is for."""
    assert "LCM variation" in refused("6√lcm8", SIDEWAYS)


# --- XIII-A-10 GCF -------------------------------------------------------------------------

GCF = rules("elementary", gcf=None)


def test_gcf_or_power() -> None:
    """XIII-A-10 example (a): 8 ^ 6 is either 8^6 or 2."""
    assert value("8 ^gcf 6", GCF) == "2"
    assert value("8^6", GCF) == "262144"


def test_gcf_of_groups() -> None:
    """XIII-A-10 example (b): (4 x 2) ^ (6 + 3) = 1 with GCF, or 8^9 with exponentiation."""
    assert value("(4x2) ^gcf (6+3)", GCF) == "1"
    assert value("(4x2)^(6+3)", GCF) == str(8**9)


def test_gcf_with_zero() -> None:
    """XIII-A-10: GCF(A, 0) = A and GCF(0, B) = B; GCF(0, 0) is not defined."""
    assert value("8 ^gcf 0", GCF) == "8"
    assert value("0 ^gcf 5", GCF) == "5"
    assert "not both 0" in undefined("0 ^gcf 0", GCF)


def test_gcf_of_fractions_is_undefined() -> None:
    """XIII-A-10: GCF is of whole numbers."""
    assert "whole numbers" in undefined("(1÷2) ^gcf 4", GCF)


def test_gcf_in_the_checker() -> None:
    """XIII-A-10 comment: the writer indicates which ^ is GCF."""
    assert judged("8 ^gcf 6 = 2", GCF, goal="2", permitted="8^6").correct
    assert not judged("8 ^ 6 = 2", GCF, goal="2", permitted="8^6").correct


# --- XIII-A-11 Number of Factors --------------------------------------------------------

FACTORS = rules("elementary", number_of_factors=None, two_digit_numerals=None)


@pytest.mark.parametrize(
    ("text", "expected", "example"),
    [
        ("x1", "1", "a"),
        ("x(6 x 2)", "6", "b"),
        ("x(4 x 4)", "5", "c"),
        ("x13", "2", "d"),
        ("xx12", "4", "g"),
        ("x(x12)", "4", "g"),
        ("3xx7", "6", "h"),
        ("3 x (x7)", "6", "h"),
        ("x4x2", "6", "i"),
        ("(x4)x2", "6", "i"),
        ("x(4x2)", "4", "i"),
    ],
)
def test_number_of_factors_examples(text: str, expected: str, example: str) -> None:
    """XIII-A-11 examples (a)–(d), (g)–(i)."""
    assert value(text, FACTORS) == expected, example


@pytest.mark.parametrize("text", ["x0", "x(1 ÷ 2)", "x(1 − 4)"])
def test_number_of_factors_undefined(text: str) -> None:
    """XIII-A-11 example (e): x0, x(1 ÷ 2) and x(1 − 4) are not defined."""
    assert "counting number" in undefined(text, FACTORS)


def test_number_of_factors_at_most_200_in_elementary() -> None:
    """XIII-A-11 example (f): x(5 ^ 4) = x625 is not defined in Elementary."""
    assert "at most 200" in undefined("x(5^4)", FACTORS)


def test_number_of_factors_default_binds_to_the_numeral_behind() -> None:
    """XIII-A-11 comment (b); VII-B-6: x applies to just the numeral behind it unless
    grouped: x4x2 is (x4)x2 by default, never x(4x2)."""
    assert values("x4x2", FACTORS) == {"6"}


def test_number_of_factors_goal_two_interpretations() -> None:
    """VII-B Note: a Goal x4x12 may be (x4)x12 (written x4x12) or x(4x12) (written so)."""
    default = judged("6 x 6 = x4x12", FACTORS, goal="x4x12", permitted="6x6")
    assert default.correct, default.reason
    other = judged("2 x 5 = x(4x12)", FACTORS, goal="x4x12", permitted="2x5")
    assert other.correct, other.reason
    assert not judged("2 x 5 = x4x12", FACTORS, goal="x4x12", permitted="2x5").correct


def test_number_of_factors_unary_or_binary_from_context() -> None:
    """XIII-A-11 comment (a): x is multiplication between two numbers, number of factors
    before one."""
    assert value("3 x 7", FACTORS) == "21"
    assert value("x7 x 3", FACTORS) == "6"


# --- XIII-A-12 Average ------------------------------------------------------------------

AVERAGE = rules("elementary", average=None)


def test_average_of_two() -> None:
    """XIII-A-12 example (a): 7 + 9 = 8, the average of 7 and 9."""
    assert value("7+9", AVERAGE) == "8"


def test_average_leaves_subtraction() -> None:
    """XIII-A-12 example (a): 7 − (0 − 9) equals 16, as usual."""
    assert value("7 − (0 − 9)", AVERAGE) == "16"


def test_average_of_a_product() -> None:
    """XIII-A-12 example (b): 5 + (4 x 2) is the average of 5 and 8, 6.5."""
    assert value("5 + (4x2)", AVERAGE) == "13/2"


def test_average_of_three_has_two_values() -> None:
    """XIII-A-12 example (c): 4+6+9 is (4+6)+9 = 7 or 4+(6+9) = 5.75, never 19/3."""
    assert values("4+6+9", AVERAGE) == {"7", "23/4"}
    assert value("(4+6)+9", AVERAGE) == "7"
    assert value("4+(6+9)", AVERAGE) == "23/4"


def test_average_names_the_variation() -> None:
    """VII-B-5-f example (b): the Solution equals the Goal if + is addition, not average."""
    verdict = judged("(4+6)+9 = 19", AVERAGE, goal="19", permitted="4+6+9")
    assert not verdict.correct
    assert verdict.reason.startswith("with Average, (4 + 6) + 9 is 7, not 19")


def test_average_in_the_checker() -> None:
    """XIII-A-12 example (a) in an Equation: 7 + 9 = 8."""
    assert judged("7+9 = 8", AVERAGE, goal="8", permitted="7+9").correct


# --- XIII-A-13 Smallest Prime ----------------------------------------------------------

PRIME = rules("elementary", smallest_prime=None)


@pytest.mark.parametrize(
    ("text", "expected", "example"),
    [
        ("x7", "11", "a"),
        ("x(9 ÷ 2)", "5", "b"),
        ("x(0 − 3)", "2", "c"),
        ("xx5", "11", "d"),
        ("x(x5)", "11", "d"),
        ("x√49", "11", "e"),
        ("2xx5", "14", "f"),
        ("x5x7", "49", "g"),
        ("(x5)x7", "49", "g"),
        ("x(5x7)", "37", "g"),
        ("xxx9", "17", "h"),
        ("4xx6", "28", "comment a"),
    ],
)
def test_smallest_prime_examples(text: str, expected: str, example: str) -> None:
    """XIII-A-13 examples (a)–(h) and comment (a)."""
    assert value(text, PRIME) == expected, example


def test_smallest_prime_of_an_irrational() -> None:
    """XIII-A-13 example (e): x√67 is undefined because √67 is not rational (and, in
    Elementary, √67 is illegal by the General Rule)."""
    assert "General Rule" in undefined("x√67", PRIME)
    assert "rational number" in undefined("x(√67)", rules("middle", smallest_prime=None))


def test_smallest_prime_at_most_200() -> None:
    """XIII-A-13: A is a rational number at most 200."""
    assert "at most 200" in undefined("x(9x9x9)", PRIME)
    assert value("x(8x25)", PRIME) == "211"


def test_smallest_prime_goal_has_one_interpretation() -> None:
    """XIII-A-13 comment (a): the Goal 4xx6 has only one interpretation, 4 x (x6) = 28."""
    verdict = judged("(3x9)+1 = 4xx6", PRIME, goal="4xx6", permitted="3x9+1")
    assert verdict.correct, verdict.reason


# --- XIII-A-14 Percent ------------------------------------------------------------------

PERCENT = rules("elementary", percent=None)


def test_percent_of() -> None:
    """XIII-A-14 example (a): 25 [upside-down √] 16 = 25% of 16 = 4."""
    assert value("25 √ud 16", PERCENT) == "4"


def test_percent_small() -> None:
    """XIII-A-14 example (b): 6 [upside-down √] 8 = 0.06 x 8 = 0.48."""
    assert value("6 √ud 8", PERCENT) == "12/25"


def test_percent_of_groups_in_a_solution() -> None:
    """XIII-A-14 example (c): in a Solution, (8 − 3) [ud √] (4 + 2) = 5% of 6 = 0.3."""
    verdict = judged("(8 − 3) √ud (4 + 2) = 3÷10", PERCENT, goal="3÷10", permitted="8-3√4+2")
    assert verdict.correct, verdict.reason


def test_percent_two_digit_numbers_in_a_solution() -> None:
    """XIII-A-14: A and/or B may be a two-digit numeral, in the Goal or Solution."""
    verdict = judged("25 √ud 16 = 4", PERCENT, goal="4", permitted="25√16")
    assert verdict.correct, verdict.reason
    elsewhere = judged("(25 √ud 16) + 10 = 14", PERCENT, goal="14", permitted="25√16+10")
    assert not elsewhere.correct and "10" in elsewhere.reason


def test_percent_unacceptable_sign() -> None:
    """Appendix A: percent is an upside-down √; a % sign is not a cube."""
    assert "upside-down √" in refused("25%16", PERCENT)


def test_percent_in_the_goal_is_an_upside_down_root() -> None:
    """XIII-A-14: in the Goal the √ is upside-down on the mat; the writer marks it."""
    verdict = judged("2x2 = 25 √ud 16", PERCENT, goal="25√16", permitted="2x2", turns={2: "ud"})
    assert verdict.correct, verdict.reason
    assert not judged("2x2 = 25 √ud 16", PERCENT, goal="25√16", permitted="2x2").correct
    root = judged("(2x1)x2 = 2 √ud 4", PERCENT, goal="2√4", permitted="2x1x2")
    assert not root.correct and "not upside-down on the mat" in root.reason


# --- no variations: Basic Equations as before -----------------------------------------


def test_basic_ruleset_reads_no_marks() -> None:
    """Without variations the notation is Basic Equations': a mark is not a symbol."""
    verdict = check("7sw x 7 = 1", Mat.from_text(goal="1", permitted="7x7"), "impossible", BASIC)
    assert not verdict.correct
    assert "cannot be read" in verdict.reason


# --- Appendix A I-A: the form of an Equation, with marks ----------------------------------


def test_goal_equals_solution_is_acceptable_with_marks() -> None:
    """Appendix A I-A: Solution = Goal is Recommended, Goal = Solution Acceptable."""
    assert judged("1+2+2sw = 7÷2", SIDEWAYS, goal="7÷2", permitted="1+2+2").correct
    assert judged("7÷2 = 1+2+2sw", SIDEWAYS, goal="7÷2", permitted="1+2+2").correct


def test_solution_alone_is_unacceptable_with_marks() -> None:
    """Appendix A I-A: a Solution with no Goal written is Unacceptable."""
    verdict = judged("1+2+2sw", SIDEWAYS, goal="7÷2", permitted="1+2+2")
    assert not verdict.correct and "no Goal is written" in verdict.reason


def test_wild_goal_side_found_by_its_cubes() -> None:
    """Appendix A I-A with XIII-A-3: the Goal side is found by its cubes even when a wild
    cube's place shows what it stands for (Goal = Solution form)."""
    verdict = judged("42 = (8 x 5) + 2w", WILD, goal="40", permitted="8x5+0")
    assert verdict.correct, verdict.reason
