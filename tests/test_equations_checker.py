"""The exact Equations checker: rulebook examples of III, IV-B-2 and VII-B-2, the cube
rules, the reasons, and a property test against a slow obvious check."""

from __future__ import annotations

import json
from collections import Counter
from fractions import Fraction
from itertools import product

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from eqgames.arith.equations import parse
from eqgames.arith.errors import ArithError, LimitExceeded
from eqgames.arith.limits import MAX_INPUT_CHARS
from eqgames.arith.printer import to_text
from eqgames.cli import main
from eqgames.games.equations import reference, solver
from eqgames.games.equations.checker import OCCASIONS, Occasion, Verdict, check
from eqgames.games.equations.cubes import FACES
from eqgames.games.equations.mat import Mat
from eqgames.games.equations.ruleset import BASIC, Ruleset

from . import test_equations_notation as notation_tests


def judged(
    equation: str,
    occasion: Occasion = "impossible",
    ruleset: Ruleset = BASIC,
    **sections: str,
) -> Verdict:
    return check(equation, Mat.from_text(**sections), occasion, ruleset)


def accepted(equation: str, **sections: str) -> bool:
    return judged(equation, **sections).correct


# --- III: legal expressions, with the cubes of each example in Permitted -------------------


@pytest.mark.parametrize(
    ("equation", "goal", "cubes"),
    [
        ("2√9 = 3", "3", "2√9"),
        ("√9+0 = 3", "3", "√9+0"),  # no index: 2 (a Solution needs two cubes)
        ("1√2 = 2", "2", "1√2"),  # "the first root of 2, which is 2"
        ("(2+1)√8 = 2", "2", "2+1√8"),  # the cube root of 8
        ("4x√9 = 12", "12", "4×√9"),
        ("3√√9 = 3√3", "3√3", "3√√9"),  # the sixth root of 9 is the cube root of 3
        ("4^2 = 16", "16", "4^2"),
        ("4*2 = 16", "16", "4^2"),  # * is ^ on older cubes
        ("√9 = 3+0", "3+0", "√9"),  # 3, not −3 (III-C-1)
        ("4√(8x2) = 2", "2", "4√8×2"),
        ("(0-8)^(4÷6) = 4", "4", "0−8^4÷6"),  # III-C-2 example (a)
        ("(3÷6)√(0-9) = 81", "81", "3÷6√0−9"),  # example (c)
        ("√(2+4) = √6", "√6", "√2+4"),  # exact irrational values
        ("(2√8)x(√2) = 4", "4", "2√8×√2"),
    ],
)
def test_legal_expressions_of_section_iii(equation: str, goal: str, cubes: str) -> None:
    verdict = judged(equation, goal=goal, permitted=cubes)
    solution, written_goal = equation.split(" = ")
    assert verdict == Verdict(True, "correct", solution, written_goal), verdict.reason


def test_a_sixth_root_is_not_a_square_root() -> None:
    verdict = judged("3√√9 = √3", goal="√3", permitted="3√√9")
    assert not verdict.correct and verdict.reason == "the Solution is ∛3, the Goal is √3"


@pytest.mark.parametrize(
    ("equation", "cubes", "rule"),
    [
        ("(0-4)^(2÷4) = 2", "0−4^2÷4", "III-C-2e"),  # example (b): reduce first
        ("(8÷2)√(0-5) = 2", "8÷2√0−5", "III-C-2c"),  # example (d)
        ("0√7 = 2", "0√7", "III-C-2a"),
        ("0^(0-2) = 2", "0^0−2", "III-C-2b"),
        ("(4÷6)√(0-1) = 2", "4÷6√0−1", "III-C-2d"),
    ],
)
def test_undefined_forms_name_their_rule(equation: str, cubes: str, rule: str) -> None:
    verdict = judged(equation, goal="2", permitted=cubes)
    assert not verdict.correct
    assert verdict.reason.startswith("the Solution names no number: ")
    assert f"(Equations {rule})" in verdict.reason


def test_division_by_zero_names_no_number() -> None:
    verdict = judged("5÷0 = 2", goal="2", permitted="5÷0")
    assert verdict.reason == "the Solution names no number: division by zero: 5 ÷ 0 names no number"


@pytest.mark.parametrize(
    ("solution", "character", "sign"),
    [("+7", 1, "+"), ("−8", 1, "−"), ("-8", 1, "−"), ("6x+4", 3, "+"), ("7÷(−8)", 4, "−")],
)
def test_signs_are_only_addition_and_subtraction(solution: str, character: int, sign: str) -> None:
    # III-B-1: +7, −8, 6x+4 and 17÷(−8) are illegal.
    verdict = judged(f"{solution} = 9", goal="9", permitted="+−678x÷")
    assert not verdict.correct and verdict.position == character - 1
    assert verdict.reason.startswith(
        f"the Solution cannot be read: unexpected '{solution[character - 1]}' at character "
        f"{character}: {sign} is only for"
    )
    assert verdict.solution == solution and verdict.goal == "9"


def test_two_digit_numerals_are_refused_in_a_solution() -> None:
    verdict = judged("17+1 = 18", goal="18", permitted="17+1")
    assert verdict.reason == (
        "the Solution's numeral 17 (at character 1) has two digits: a Solution's numerals "
        "have one digit (III-C)"
    )
    assert verdict.position == 0
    # The Ruleset is where the limit is read (the Two-digit Numerals variation raises it).
    two_digit = Ruleset(solution_numeral_digits=2)
    assert judged("17+1 = 18", ruleset=two_digit, goal="18", permitted="17+1").correct


def test_a_solution_has_at_least_two_cubes() -> None:
    # Factorial example (a) without the variation: one cube is never a Solution.
    verdict = judged("9 = 9", goal="9", permitted="9")
    assert verdict.reason == "a Solution must contain at least two cubes (III-A); this one has one"
    assert judged("(9) = 9", goal="9", permitted="9").reason.endswith("this one has one")


# --- VII-B-2: the samples and the comments -----------------------------------------------


@pytest.mark.parametrize(
    ("equation", "goal", "cubes"),
    [
        ("(6x6)+1 = 37", "37", "6×6+1"),
        ("(5^2)–4+0 = 3x(5+2)", "3x5+2", "5^2−4+0"),
        ("(3x2)+(5x2) = 11+5", "11+5", "3×2+5×2"),
        ("(5x4)+1 = 3x(5+2)", "3x 5+2", "5×4+1"),
    ],
)
def test_sample_equations(equation: str, goal: str, cubes: str) -> None:
    assert accepted(equation, goal=goal, permitted=cubes)


def test_the_issue_mat_after_now() -> None:
    mat = {"goal": "3x 5+2", "required": "5", "permitted": "4x+1", "resources": "7÷9"}
    assert judged("(5x4)+1 = 3x(5+2)", "now", **mat).correct
    assert judged("3x(5+2) = (5x4)+1", "now", **mat).correct  # Goal = Solution is acceptable


def test_when_both_sides_are_the_goals_cubes_the_right_side_is_the_goal() -> None:
    # Solution = Goal is the form the rulebook recommends and the glossary defines.
    sections = {"goal": "2x3+5", "permitted": "2×3+5"}
    assert accepted("2x(3+5) = 2x(3+5)", **sections)
    verdict = judged("2x3+5 = 2x(3+5)", **sections)
    assert (verdict.solution, verdict.goal) == ("2x3+5", "2x(3+5)")
    assert verdict.reason.startswith("read as (2 × 3) + 5 the Solution is 11, the Goal is 16")
    verdict = judged("2x(3+5) = 2x3+5", **sections)
    assert verdict.reason.startswith("the Goal as written can be read as")


def test_the_goal_must_be_written_not_its_value() -> None:
    # Comment (b)(iii): for 3x5+2 write (3x5)+2 or 3x(5+2), not 17 or 21.
    verdict = judged("(5x4)+1 = 21", goal="3x5+2", permitted="5×4+1")
    assert not verdict.correct
    assert verdict.reason.startswith("neither side is the Goal on the mat, 3×5+2")
    assert "VII-B-2 comment (b)" in verdict.reason
    # A Goal that is its own value is written as it is (comment (b)(i)).
    assert accepted("(6x6)+1 = 37", goal="37", permitted="6×6+1")


def test_no_goal_written() -> None:
    verdict = judged("(5x4)+1", goal="3x 5+2", permitted="5×4+1")
    assert verdict.reason == "no Goal is written: an Equation is Solution = Goal (Appendix A I-A)"


def test_an_ambiguous_goal_is_incorrect_even_if_one_reading_is_right() -> None:
    # Comment (a): the writer must say which interpretation of the Goal is meant.
    verdict = judged("(5x4)+1 = 3x5+2", goal="3x5+2", permitted="5×4+1")
    assert not verdict.correct
    assert verdict.reason == (
        "the Goal as written can be read as 3 × (5 + 2) = 21 or as (3 × 5) + 2 = 17: brackets "
        "must show which reading the Solution equals (VII-B-2)"
    )
    assert verdict.goal == "3x5+2" and verdict.solution == "(5x4)+1"


def test_copying_the_spaces_is_an_ambiguous_goal() -> None:
    # Comment (c): write 3x(5+2), not 3x 5+2.
    verdict = judged("(5x4)+1 = 3x 5+2", goal="3x 5+2", permitted="5×4+1")
    assert not verdict.correct
    assert "can be read as (3 × 5) + 2, which breaks the grouping" in verdict.reason
    assert verdict.reason.endswith("spaces on paper group nothing (VII-B-2 comment (c))")


def test_an_ambiguity_that_changes_nothing_is_no_error() -> None:
    # VII-B-5-e: ambiguity is wrong when one reading changes the value.
    assert accepted("(5x4)+1 = 9+8+4", goal="9+8+4", permitted="5×4+1")
    assert accepted("5+4+3 = 4x3", goal="4x3", permitted="5+4+3")


# --- IV-B-2: the Goal's physical grouping -------------------------------------------------


@pytest.mark.parametrize(
    ("goal", "written", "solution", "allowed"),
    [
        ("2x 3+5", "2x(3+5)", "8x2", True),  # (a) means 2 x (3 + 5)
        ("2x 3+5", "(2x3)+5", "9+2", False),
        ("2x3 +5", "(2x3)+5", "9+2", True),  # (b) means (2 x 3) + 5
        ("2x3 +5", "2x(3+5)", "8x2", False),
        ("2x3+5", "2x(3+5)", "8x2", True),  # (c) either
        ("2x3+5", "(2x3)+5", "9+2", True),
        ("√ 5+4 x9", "[√(5+4)]x9", "9x3", True),  # the comment: both readings stay
        ("√ 5+4 x9", "√[(5+4)x9]", "9+0", True),
        ("√ 5+4 x9", "√(5+(4x9))", "9+0", False),
        ("√ 5+4 x9", "(√5)+(4x9)", "9+0", False),
    ],
)
def test_the_goal_keeps_its_grouping(goal: str, written: str, solution: str, allowed: bool) -> None:
    verdict = judged(f"{solution} = {written}", goal=goal, permitted=solution)
    assert verdict.correct == allowed, verdict.reason
    if not allowed:
        (tree,) = parse(written).interpretations()
        assert verdict.reason.startswith(
            f"the Goal written, {to_text(tree)}, breaks the grouping of the Goal on the mat, "
            f"{Mat.from_text(goal=goal).goal_text()} (it reads "
        )


@pytest.mark.parametrize(
    ("goal", "equation"),
    [
        ("6", "3+3 = 6"),
        ("23", "(4x6)-1 = 23"),
        ("8–9", "0-1 = 8–9"),
        ("17x8", "(2^7)+8 = 17x8"),
        ("19+8–5", "(4x5)+2 = 19+8–5"),  # both readings are 22
        ("87÷13", "((8x9)+(3x5))÷(6+7) = 87÷13"),
        ("3√64", "2+2 = 3√64"),
        ("√49", "3+4 = √49"),
        ("17^2", "(9x(8x4))+1 = 17^2"),
    ],
)
def test_the_legal_goals_of_iv_b_1(goal: str, equation: str) -> None:
    cubes = "".join(c for c in equation.split(" = ")[0] if c not in "()")
    verdict = judged(equation, goal=goal, permitted=cubes)
    assert verdict.correct, verdict.reason


def test_a_goal_on_the_mat_that_is_not_legal() -> None:
    # VI-A-1 comment (a): +8, 122, 8÷0 … should be challenged Impossible.
    # IV-B-1: 125, 23+18+7, 45x and +8 are illegal Goals.
    for goal in ("+8", "122", "125", "45x", "8÷0", "23+18+7"):
        verdict = judged("8+1 = 9", goal=goal, permitted="8+1")
        assert not verdict.correct
        assert verdict.reason.startswith(f"the Goal on the mat, {Mat.from_text(goal=goal).goal_text()}")
        assert "not a legal Goal" in verdict.reason


# --- the cubes: Required, Permitted, Forbidden, Resources ------------------------------


def test_a_required_cube_that_is_not_used() -> None:
    verdict = judged("4x5+1 = 3x(5+2)", "now", goal="3x 5+2", required="3", permitted="5+×",
                     resources="41")
    assert verdict.reason == "the Required 3 is not used (all cubes in Required must be used)"


def test_required_counts_its_cubes() -> None:
    verdict = judged("(3x3)+1 = 10", goal="10", required="333", permitted="+×1")
    assert verdict.reason == (
        "one of the three Required 3s is not used (all cubes in Required must be used)"
    )
    verdict = judged("8+1 = 9", goal="9", required="+33", permitted="81")
    assert verdict.reason == "the two Required 3s are not used (all cubes in Required must be used)"


def test_a_forbidden_cube() -> None:
    verdict = judged("7+2 = 9", goal="9", permitted="2+", forbidden="7")
    assert verdict.reason == "the 7 is in Forbidden"


def test_a_forbidden_face_on_another_cube_may_be_used() -> None:
    sections = {"goal": "14", "permitted": "+7", "forbidden": "7"}
    assert accepted("7+7 = 14", **sections, resources="7")  # the other 7 is in Resources
    verdict = judged("7+7 = 14", **sections)
    assert verdict.reason == (
        "the Solution uses two 7s, but Required, Permitted and Resources hold one; "
        "the other is in Forbidden"
    )


def test_goal_cubes_are_not_the_solutions() -> None:
    verdict = judged("8+1 = 9", goal="9", permitted="+1", resources="8")
    assert verdict.correct
    verdict = judged("9x1 = 9", goal="9", permitted="×1")
    assert verdict.reason == (
        "the Solution uses one 9, but Required, Permitted and Resources hold none (the Goal's "
        "cubes are not the Solution's)"
    )


def test_a_cube_nobody_rolled() -> None:
    verdict = judged("8+1 = 9", goal="9", permitted="+1")
    assert verdict.reason == "the Solution uses one 8, but Required, Permitted and Resources hold none"


def test_now_allows_one_cube_from_resources() -> None:
    sections = {"goal": "3x 5+2", "required": "5", "permitted": "×+", "resources": "41"}
    assert judged("(5x4)+1 = 3x(5+2)", "now", goal="3x 5+2", required="5", permitted="×+1",
                  resources="4").correct
    verdict = judged("(5x4)+1 = 3x(5+2)", "now", **sections)
    assert verdict.reason == (
        "after a Now challenge the Solution may use one cube from Resources; it uses 1 and 4"
    )
    for occasion in ("impossible", "last_cube", "stop"):
        assert judged("(5x4)+1 = 3x(5+2)", occasion, **sections).correct  # type: ignore[arg-type]


def test_no_goal_both_sides_from_resources() -> None:
    # IV-D-2: the Challenger writes Solution and Goal from Resources, each cube once.
    assert judged("(2+3)+4 = 9", "no_goal", resources="2+3+49").correct
    assert judged("(2+3)+4 = 4+5", "no_goal", resources="2+3+4+45").correct
    verdict = judged("(2+3)+4 = 4+5", "no_goal", resources="2+3+4+5")
    assert verdict.reason == (
        "the Solution uses one 4, but Resources hold, besides the Goal's cubes, none (the Goal's "
        "cubes are not the Solution's)"
    )
    verdict = judged("(2+3)+4 = 9", "no_goal", resources="2+3+4")
    assert verdict.reason.startswith("the Goal uses 9, which Resources do not hold")


def test_no_goal_the_goal_must_be_a_legal_goal() -> None:
    resources = "1234567+++++"
    verdict = judged("(2+3)+4 = 1+2+3+4", "no_goal", resources=resources)
    assert verdict.reason == "the Goal is not a legal Goal: it has 7 cubes; a Goal has at most 6 (IV-B)"
    verdict = judged("(9+8)+1 = 125-7", "no_goal", resources="98+1+125−7")
    assert verdict.reason == (
        "the Goal is not a legal Goal: its numeral 125 has 3 digits; a Goal's numerals have at "
        "most 2 (IV-B-1)"
    )
    verdict = judged("(2+3)+4 = 6+3", "no_goal", resources="2+3+4+63")
    assert verdict.correct


def test_occasions_and_mats_are_checked() -> None:
    mat = Mat.from_text(goal="9", permitted="8+1")
    with pytest.raises(ValueError, match="occasion"):
        check("8+1 = 9", mat, "later")  # type: ignore[arg-type]
    verdict = check("8+1 = 9", Mat.from_text(permitted="8+1"), "now")
    assert verdict.reason == "there is no Goal on the mat for a Solution to equal"
    # After "no Goal" the writer's Goal is what counts, made from Resources.
    assert check("8+1 = 9", Mat.from_text(goal="7", resources="8+19"), "no_goal").correct


# --- the value: every reading of the Solution ---------------------------------------------


def test_the_issue_example_of_a_wrong_value() -> None:
    verdict = judged("(5+3)x2 = 3x(5+2)", goal="3x 5+2", permitted="5+3×2")
    assert verdict.reason == "the Solution is 16, the Goal is 21"


def test_an_ambiguous_solution_names_the_reading_that_differs() -> None:
    verdict = judged("5+3x2 = 3x(5+2)", goal="3x 5+2", permitted="5+3×2")
    assert verdict.reason == "read as 5 + (3 × 2) the Solution is 11, the Goal is 21"
    verdict = judged("7x2+1 = 3x(5+2)", goal="3x 5+2", permitted="7×2+1")
    assert verdict.reason == (
        "read as (7 × 2) + 1 the Solution is 15, the Goal is 21; every reading of the "
        "Solution must equal the Goal, since there is no order of operations (VII-B-5-e)"
    )


def test_an_undefined_reading_makes_the_solution_wrong() -> None:
    assert accepted("(8÷2)-2 = 2", goal="2", permitted="8÷2−2")
    verdict = judged("8÷2-2 = 2", goal="2", permitted="8÷2−2")
    assert verdict.reason == (
        "read as 8 ÷ (2 − 2) the Solution names no number: division by zero: 8 ÷ 0 names no number"
    )


def test_a_huge_ambiguous_solution_is_cheap() -> None:
    # 208,012 readings, one value: found without listing them.
    solution = "+".join("1" * 13)
    assert accepted(f"{solution} = 13", goal="13", permitted="1" * 13 + "+" * 12)


def test_a_value_too_large_to_compute_is_refused() -> None:
    verdict = judged("9^(9^9) = 9", goal="9", permitted="9^9^9")
    assert not verdict.correct and "at most 100,000 binary digits" in verdict.reason
    # A root index of 6,262 digits: too many for Python to print, described instead.
    verdict = judged("(9^(9^4))√2 = 2", goal="2", permitted="9^9^4√2")
    assert verdict.reason == (
        "the Solution has no value that can be computed exactly: a root of index a 6261-digit "
        "number is not taken exactly (the limit here: roots and fractional powers are taken exactly "
        "up to index 64)"
    )
    verdict = judged("(9^(9^4))+1 = 9", goal="9", permitted="9^9^4+1")
    assert verdict.reason == "the Solution is a 6261-digit number, the Goal is 9"


# --- unreadable text -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("equation", "reason", "position"),
    [
        ("", "no Goal is written: an Equation is Solution = Goal (Appendix A I-A)", None),
        ("= 9", "nothing is written before the '='", 0),
        ("8+1 =", "nothing is written after the '='", 4),
        ("8+1 = 9 = 9", "an Equation has one '=' (Solution = Goal); another is at character 9", 8),
        ("8+1) = 9", "the Solution cannot be read: ')' at character 4 closes no bracket", 3),
        ("8+a = 9", "the Solution cannot be read: unexpected 'a' at character 3: not a symbol "
         "of Equations", 2),
        ("8+1 = (9", "the Goal cannot be read: '(' at character 7 is never closed", 6),
        ("8+ = 9+", "the left side cannot be read: the expression ends after '+' at character 2: "
         "a number must follow", 2),
    ],
)
def test_unreadable_equations_point_at_the_character(
    equation: str, reason: str, position: int | None
) -> None:
    verdict = judged(equation, goal="9", permitted="8+1")
    assert verdict == Verdict(False, reason, verdict.solution, verdict.goal, position)


def test_text_beyond_the_limits_is_a_reason_not_an_error() -> None:
    assert "characters long" in judged("1" * MAX_INPUT_CHARS, goal="9").reason
    deep = "(" * 300 + "8" + ")" * 300 + "+1 = 9"
    assert "nest at most 200 deep" in judged(deep, goal="9", permitted="8+1").reason
    many = "+".join("1" * 120) + " = 9"
    assert "at most 100 numerals and operation signs" in judged(many, goal="9", permitted="1+").reason


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789+-x÷^√()[] =*/sqrt", max_size=30))
def test_check_never_raises_on_typed_text(text: str) -> None:
    verdict = judged(text, goal="3x 5+2", required="5", permitted="4x+1", resources="789")
    assert isinstance(verdict.reason, str) and verdict.reason
    if verdict.correct:
        assert verdict.reason == "correct"


# --- property: the checker equals a slow obvious check -----------------------------------


FACE_POOL = sorted({face for faces in FACES.values() for face in faces})


@st.composite
def solutions(draw: st.DrawFn) -> str:
    """Small Solutions, some bracketed: digits, + − × ÷ ^ √."""

    def expression(depth: int) -> str:
        if depth == 0 or draw(st.integers(0, 2)) == 0:
            return draw(st.sampled_from("0123456789"))
        kind = draw(st.sampled_from(["bin", "bin", "root", "index", "flat"]))
        if kind == "root":
            return "√" + operand(depth - 1)
        if kind == "index":
            return operand(depth - 1) + "√" + operand(depth - 1)
        op = draw(st.sampled_from("+−×÷^"))
        if kind == "flat":  # ungrouped: the checker must see every reading
            return expression(depth - 1) + op + expression(depth - 1)
        return operand(depth - 1) + op + operand(depth - 1)

    def operand(depth: int) -> str:
        inner = expression(depth)
        return inner if len(inner) == 1 or draw(st.booleans()) is False else f"({inner})"

    return expression(draw(st.integers(1, 3)))


@st.composite
def cases(draw: st.DrawFn, forbid: bool = True) -> tuple[str, Mat, Occasion]:
    """A Solution, a mat whose Goal is often one of its values, and an occasion."""
    solution = draw(solutions())
    faces = list(parse(solution, spaces_group=False).faces())
    try:
        values = [i.value for i in parse(solution).outcomes().values]
    except ArithError:
        values = []
    whole = [
        int(v) for v in values if isinstance(v, Fraction) and v.denominator == 1 and 0 <= v < 100
    ]
    goal = str(draw(st.sampled_from(whole))) if whole and draw(st.integers(0, 4)) else str(
        draw(st.integers(0, 99))
    )
    # Deal the Solution's faces among the sections that may give them, mostly, and a
    # few other faces anywhere.
    dealt: dict[str, list[str]] = {"required": [], "permitted": [], "forbidden": [], "resources": []}
    for face in faces:
        where = draw(
            st.sampled_from(["required", "permitted", "permitted", "resources", "forbidden"][
                : 5 if forbid else 4
            ])
        )
        dealt[where].append(face)
    for face in draw(st.lists(st.sampled_from(FACE_POOL), max_size=3)):
        dealt[draw(st.sampled_from(sorted(dealt)))].append(face)
    occasion = draw(st.sampled_from(["now", "impossible", "last_cube", "stop"]))
    mat = Mat.from_text(goal=goal, **{k: "".join(v) for k, v in dealt.items()})
    return solution, mat, occasion


def slow_check(solution: str, mat: Mat, occasion: Occasion) -> bool | None:
    """The obvious check: every reading listed and evaluated, cubes chosen one by one.

    ``None`` when the readings are too many to list.
    """
    try:
        written = parse(solution, spaces_group=False)
    except ArithError:
        return False
    try:
        readings = written.evaluated()
    except LimitExceeded:
        return None
    if any(len(n.digits) > 1 for n in written.numerals()) or len(written.faces()) < 2:
        return False
    (goal,) = {i.value for i in parse(mat.goal_text()).evaluated()}
    if any(i.value != goal for i in readings):
        return False
    return _some_choice_of_cubes(Counter(written.faces()), mat, occasion)


def _some_choice_of_cubes(faces: Counter[str], mat: Mat, occasion: Occasion) -> bool:
    """Is there a set of cubes on the table with exactly the Solution's faces that holds
    every Required cube and, after Now, at most one Resources cube?"""
    table = [(c.face, "required") for c in mat.required]
    table += [(c.face, "permitted") for c in mat.permitted]
    table += [(c.face, "resources") for c in mat.resources]
    for chosen in product((False, True), repeat=len(table)):
        picked = [cube for cube, keep in zip(table, chosen, strict=True) if keep]
        if Counter(face for face, _ in picked) != faces:
            continue
        sections = [section for _, section in picked]
        if sections.count("required") != len(mat.required):
            continue
        if occasion == "now" and sections.count("resources") > 1:
            continue
        return True
    return False


@settings(max_examples=400, deadline=None)
@given(cases())
def test_the_checker_agrees_with_the_slow_check(case: tuple[str, Mat, Occasion]) -> None:
    solution, mat, occasion = case
    assume(len(mat.required) + len(mat.permitted) + len(mat.resources) <= 14)
    expected = slow_check(solution, mat, occasion)
    assume(expected is not None)
    verdict = check(f"{solution} = {mat.goal_text()}", mat, occasion)
    assert verdict.correct == expected, verdict.reason


def test_every_occasion_is_known() -> None:
    assert OCCASIONS == ("now", "impossible", "last_cube", "stop", "no_goal")


def test_spaces_in_a_solution_group_nothing() -> None:
    verdict = judged("5+3 x2 = 3x(5+2)", goal="3x 5+2", permitted="5+3×2")
    assert verdict.reason.startswith("read as 5 + (3 × 2) the Solution is 11")
    assert accepted("(5 x 4) + 1 = 3 x (5 + 2)", goal="3x 5+2", permitted="5×4+1")


# --- the command line: eqgames check equations ---------------------------------------------


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(["check", "equations", *argv])
    out = capsys.readouterr()
    return status, out.out, out.err


ISSUE_MAT = ("--goal", "3x 5+2", "--required", "5", "--permitted", "4x+1", "--forbidden", "",
             "--resources", "79/", "--after", "now")


def test_cli_correct(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(capsys, *ISSUE_MAT, "(5x4)+1 = 3x(5+2)") == (0, "correct\n", "")


def test_cli_incorrect_with_the_reason(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_cli(capsys, *ISSUE_MAT, "(5x4)+7 = 3x(5+2)")
    assert status == 1
    assert out == "incorrect: the Solution is 27, the Goal is 21\n"


def test_cli_points_at_the_character(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_cli(capsys, *ISSUE_MAT, "6x+4 = 3x(5+2)")
    assert status == 1
    assert out.splitlines() == [
        "incorrect: the Solution cannot be read: unexpected '+' at character 3: + is only for "
        "addition, never a positive sign",
        "  6x+4 = 3x(5+2)",
        "    ^",
    ]


def test_cli_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_cli(capsys, *ISSUE_MAT, "--json", "(5x4)+1+9 = 3x(5+2)")
    report = json.loads(out)
    assert status == 1
    assert report == {
        "game": "equations",
        "equation": "(5x4)+1+9 = 3x(5+2)",
        "after": "now",
        "mat": {"goal": "3× 5+2", "required": "5", "permitted": "4×+1", "forbidden": "",
                "resources": "79÷"},
        "correct": False,
        "reason": "the Solution uses two +s, but Required, Permitted and Resources hold one",
        "solution": "(5x4)+1+9",
        "goal": "3x(5+2)",
        "position": None,
    }


def test_cli_occasions(capsys: pytest.CaptureFixture[str]) -> None:
    mat = ("--goal", "3x 5+2", "--required", "5", "--permitted", "x+", "--resources", "41")
    assert run_cli(capsys, *mat, "--after", "now", "(5x4)+1 = 3x(5+2)")[0] == 1
    for after in ("impossible", "last-cube", "last_cube", "stop"):
        assert run_cli(capsys, *mat, "--after", after, "(5x4)+1 = 3x(5+2)")[0] == 0
    assert run_cli(capsys, "--resources", "2+3+49", "--after", "no-goal", "(2+3)+4 = 9")[0] == 0
    # * is ^ unless --star times says otherwise.
    assert run_cli(capsys, "--goal", "16", "--permitted", "4*2", "4^2 = 16")[0] == 0
    assert run_cli(capsys, "--goal", "8", "--permitted", "4*2", "--star", "times", "4*2 = 8")[0] == 0


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--permitted", "4q", "4+1 = 5"], "give the Goal on the mat"),
        (["--goal", "5", "--permitted", "4q", "4+1 = 5"], "'q' is not a cube face"),
        (["--goal", "5", "--after", "no-goal", "4+1 = 5"], "leave the Goal out"),
        (["--goal", "5", "--resources", "1" * 25, "4+1 = 5"], "there are 24"),
        (["--goal", "5", "--resources", "√" * 7, "4+1 = 5"], "only 6 cubes have that face"),
        (["--goal", "5", "1" * 3000 + " = 5"], "at most 2000 characters"),
    ],
)
def test_cli_bad_input(capsys: pytest.CaptureFixture[str], argv: list[str], message: str) -> None:
    status, out, err = run_cli(capsys, *argv)
    assert status == 2 and out == "" and message in err


def test_cli_unknown_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "chess"]) == 2
    assert "no checker" in capsys.readouterr().err


# --- the adjudicator's witnesses are Equations the checker accepts --------------------------


@st.composite
def small_mats(draw: st.DrawFn, most: int = 7) -> Mat:
    """A legal-looking Goal of 1–3 cubes and a few cubes in each section."""
    digits = st.sampled_from("0123456789")
    shape = draw(st.sampled_from(["d", "d", "d", "dd", "dod", "d od", "do d", "√d"]))
    goal = "".join(
        draw(digits) if c == "d" else draw(st.sampled_from("+−×÷^")) if c == "o" else c
        for c in shape
    )
    # Digits and the four operations mostly, so that Solutions are common.
    faces = st.sampled_from("01234567890123456789+−×÷+−×÷^√")
    sizes = [draw(st.integers(*bounds)) for bounds in ((0, 1), (1, 4), (0, 2), (0, 4))]
    assume(sum(sizes) - sizes[2] <= most)
    required, permitted, forbidden, resources = (
        "".join(draw(st.lists(faces, min_size=n, max_size=n))) for n in sizes
    )
    return Mat.from_text(
        goal=goal, required=required, permitted=permitted, forbidden=forbidden,
        resources=resources,
    )


@settings(max_examples=150, deadline=None)
@given(st.one_of(small_mats(), cases(forbid=False).map(lambda case: case[1])))
def test_every_witness_of_the_adjudicator_is_accepted(mat: Mat) -> None:
    assume(len(mat.required) + len(mat.permitted) + len(mat.resources) <= 8)
    for question, occasion in ((solver.now, "now"), (solver.possible, "impossible")):
        answer = question(mat, budget=200_000)
        if answer.status == "yes":
            assert answer.witness is not None
            verdict = check(answer.witness, mat, occasion)  # type: ignore[arg-type]
            assert verdict.correct, (answer.witness, verdict.reason)


@settings(max_examples=60, deadline=None)
@given(small_mats(most=4))
def test_when_the_adjudicator_says_no_the_checker_accepts_nothing(mat: Mat) -> None:
    for name, occasion in (("now", "now"), ("possible", "impossible")):
        answer = getattr(solver, name)(mat, budget=200_000)
        if answer.status != "no":
            continue
        # Every Solution the cubes allow, fully bracketed, against every reading of the
        # Goal: an ambiguous Solution is accepted only if each of its readings is.
        goals = [to_text(tree) for _, tree in solver.goal_targets(mat)]
        for faces in reference.selections(mat, name):
            for tree in reference.trees(faces):
                for goal in goals:
                    equation = f"{to_text(tree)} = {goal}"
                    assert not check(equation, mat, occasion).correct, equation  # type: ignore[arg-type]


def test_cli_an_equation_that_starts_with_a_sign(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_cli(capsys, "--goal", "7", "--permitted", "8+1", "--", "-8+1 = 7")
    assert status == 1 and "− is only for subtraction, never a negative sign" in out


# --- property: the mat's grouping, against the obvious enumeration of its trees -------------


@settings(max_examples=300, deadline=None)
@given(notation_tests.expressions(), st.data())
def test_a_written_goal_keeps_the_grouping_exactly_when_the_obvious_trees_say(
    case: tuple[str, list[tuple[str, str]], list[bool]], data: st.DataObject
) -> None:
    text, symbols, gaps = case
    everything = notation_tests._all_trees(symbols)
    assume(everything)
    mat = Mat.from_text(goal=text, permitted="1+1")
    try:
        assume(parse(mat.goal_text()).outcomes().values)  # a legal Goal, else nothing is checked
    except ArithError:
        assume(False)
    assume(len(parse(mat.goal_text()).faces()) <= 6)
    tree, _ = data.draw(st.sampled_from(everything))
    allowed = any(
        other == tree and notation_tests._fits_spacing(spans, gaps) for other, spans in everything
    )
    verdict = check(f"1+1 = {to_text(tree)}", mat, "impossible")
    assert ("breaks the grouping" in verdict.reason) == (not allowed), verdict.reason
