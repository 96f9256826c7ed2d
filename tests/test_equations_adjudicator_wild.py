"""The adjudicator with a wild cube and with Exponent, searched in full (XIII-A-3, B-3, B-9, C-3).

Rulebook examples as mats, each citing its section: a Now or an Impossible that exists
only thanks to the wild cube or the Exponent colour, and the "no"s the search now proves
(the wild cube stands for each symbol in turn, Goal and Solution alike; a digit of the
colour is tried as the exponent of what stands before it). Then property tests: on
small mats with a wild cube or Exponent, wherever the adjudicator answers yes or no, the
slow reference (:mod:`eqgames.games.equations.variations.reference`) answers the same.
"""

from __future__ import annotations

import itertools

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from eqgames.arith.errors import ArithError
from eqgames.arith.evaluate import evaluate
from eqgames.arith.values import as_fraction
from eqgames.games.equations import solver
from eqgames.games.equations.checker import check
from eqgames.games.equations.cubes import FACES, Cube
from eqgames.games.equations.mat import Mat
from eqgames.games.equations.meanings import notation_of
from eqgames.games.equations.reference import OutOfTime
from eqgames.games.equations.ruleset import BASIC, Param, Ruleset
from eqgames.games.equations.variations import reference
from eqgames.games.equations.variations.adjudication import plan, wild_choices

from .equations_variations_helpers import accepted_yes as _yes
from .equations_variations_helpers import proved_no as _no
from .equations_variations_helpers import rules


def _agrees(mat: Mat, ruleset: Ruleset, question: str = "possible") -> str:
    """The adjudicator's answer, decided, and the reference's, the same."""
    adjudicator = solver.Adjudicator(mat, ruleset)
    answer = adjudicator.now() if question == "now" else adjudicator.possible()
    assert answer.status != "unknown", (answer, adjudicator.cut)
    expected, _ = reference.decide(mat, question, ruleset, 60)  # type: ignore[arg-type]
    assert answer.status == expected, answer
    return answer.status


def _cubes(spec: str, start: int = 0) -> tuple[Cube, ...]:
    """Cubes from ``face:colour`` words (``3:red 5:green``), indexes from ``start``."""
    out = []
    for i, word in enumerate(spec.split()):
        face, colour = word.split(":")
        out.append(Cube(start + i, face, colour))
    return tuple(out)


MIDDLE_0 = rules("middle", wild="0")
ELEMENTARY_0 = rules("elementary", wild="0")
X_WILD = rules("junior", wild="×")
RED = rules("middle", exponent="red")


# --- the wild cube: one symbol everywhere (XIII-A-3, B-3, C-3) ----------------------------


def test_elementary_example_a_both_zeros_stand_for_three() -> None:
    """XIII-A-3 example (a): (0 x 6) − 0 = 15 where both 0s stand for 3."""
    mat = Mat.from_text(goal="15", required="0×6−0")
    witness = _yes(solver.possible(mat, ELEMENTARY_0), mat, ELEMENTARY_0)
    assert witness.count("3w") == 2


def test_elementary_example_b_two_meanings_are_refused() -> None:
    """XIII-A-3 example (b): (0 x 6) − 0 = 12 would need a 2 and a 0; no one digit for
    both makes 12 with these cubes, and the search proves it."""
    mat = Mat.from_text(goal="12", required="0×6−0")
    _no(solver.possible(mat, ELEMENTARY_0))
    assert _agrees(mat, ELEMENTARY_0) == "no"


def test_elementary_example_c_the_goal_and_the_solution_agree() -> None:
    """XIII-A-3 example (c): (8 x 5) + 0 equals the Goal 40 if each 0 equals 2 (the Goal
    written 42w); (9 x 5) − 0 with the 0 as 5 does not, and no digit makes it. Here
    (6 × 7) − 0 = 40 only with both 0s as 1: 41."""
    mat = Mat.from_text(goal="40", required="6×7−0")
    witness = _yes(solver.possible(mat, ELEMENTARY_0), mat, ELEMENTARY_0)
    assert witness == "(6 × 7) − 1w = 41w", witness
    _no(solver.possible(Mat.from_text(goal="40", required="9×5−0"), ELEMENTARY_0))


def test_vii_b_2_goal_03_with_zero_wild() -> None:
    """VII-B-2 example: Goal 03, (5x5) − 2 = 03 with 0 Wild (the 0 stands for 2: 23)."""
    mat = Mat.from_text(goal="03", required="5×5−2")
    _no(solver.possible(mat, BASIC))
    witness = _yes(solver.possible(mat, ELEMENTARY_0), mat, ELEMENTARY_0)
    assert witness.endswith("= 2w3"), witness


def test_vii_b_2_goal_0_plus_3_an_upside_down_two() -> None:
    """VII-B-2 example: Goal 0+3, 1^(7+8−4x3) = 0+3 with 0 Wild and Upside-down, the 0
    an upside-down 2 ("ud 2"): with 1 ^ 7 alone only −2 + 3 = 1 is made."""
    ruleset = rules("elementary", wild="0", upside_down=None)
    mat = Mat.from_text(goal="0+3", required="1^7").turned({0: "ud"})
    assert _yes(solver.possible(mat, ruleset), mat, ruleset) == "1 ^ 7 = 2wud + 3"


def test_vii_b_2_goal_30x7_zero_defaults_to_zero() -> None:
    """VII-B-2 example: Goal 30x7, [(5^2)x8] + 6 + 4 = 30x7 with 0 Wild, the 0 its face."""
    mat = Mat.from_text(goal="30×7", required="5^2×8+6+4")
    witness = _yes(solver.possible(mat, ELEMENTARY_0), mat, ELEMENTARY_0)
    assert "w" not in witness


def test_wild_zero_in_a_two_digit_numeral() -> None:
    """XIII-A-3 with Two-digit Numerals: the wild 0 as 3 in the numeral 23 (written 23w)."""
    ruleset = rules("elementary", wild="0", two_digit_numerals=None)
    mat = Mat.from_text(goal="24", required="20+1")
    witness = _yes(solver.possible(mat, ruleset), mat, ruleset)
    assert "23w" in witness or "3w2" in witness, witness


def test_middle_the_zero_stands_for_an_operation() -> None:
    """XIII-B-3: in Middle the 0 may represent any symbol: 3 +w 4 = 7, with no + rolled."""
    mat = Mat.from_text(goal="7", required="304")
    _no(solver.possible(mat, ELEMENTARY_0))
    assert _yes(solver.possible(mat, MIDDLE_0), mat, MIDDLE_0) == "3 +w 4 = 7"


def test_middle_example_the_goal_zero_as_times() -> None:
    """XIII-B-3 example: a 0 in the Goal read as × makes every 0 of the Solution ×: the
    Goal 304 is 3 × 4 = 12 with the Solution 6 ×w 2; without a 0 in the Solution the
    Goal's reading is free (3 + 4 = 7 here)."""
    mat = Mat.from_text(goal="304", required="602")
    witness = _yes(solver.possible(mat, MIDDLE_0), mat, MIDDLE_0)
    assert witness in ("6 ×w 2 = 3 ×w 4", "2 ×w 6 = 3 ×w 4"), witness
    seven = Mat.from_text(goal="304", required="5+2")
    assert _yes(solver.possible(seven, MIDDLE_0), seven, MIDDLE_0).endswith("3 +w 4")


def test_middle_a_goal_zero_as_an_operation_is_proved_impossible() -> None:
    """XIII-B-3: every symbol for the 0 of the Goal 304 (and of the Solution) is tried:
    no reading is made by 5 0 1 (5 + 1 = 6 is no 3 + 4 nor 3 0 4 read any way)."""
    mat = Mat.from_text(goal="304", required="501")
    assert _agrees(mat, MIDDLE_0) == "no"


def test_middle_comment_b_no_factorial_for_the_wild_cube() -> None:
    """XIII-B-3 comment (b): with Factorial, 0 may not stand for !, no symbol on the cubes."""
    ruleset = rules("middle", wild="0", factorial=None)
    assert "!" not in wild_choices(notation_of(ruleset), "0")


def test_middle_comment_c_base_eight_no_eight_or_nine() -> None:
    """XIII-B-3 comment (c): in Base eight the 0 may not represent 8 or 9: the Goal 9 of
    5 + 0 is no 5 + 4 in base eight (that is 11) and 0 is no 4 there: 9 is no digit."""
    ruleset = rules("middle", wild="0", base=8)
    choices = wild_choices(notation_of(ruleset), "0")
    assert "8" not in choices and "9" not in choices and "7" in choices
    mat = Mat.from_text(goal="7", required="5+0")
    assert "2w" in _yes(solver.possible(mat, ruleset), mat, ruleset)


def test_middle_comment_d_number_of_factors_one_zero_each_way() -> None:
    """XIII-B-3 comment (d), B-8 example (a): one 0 may be number of factors and another
    multiplication, both the symbol ×: 3 ×w (×w 4) = 9 (4 has three factors)."""
    ruleset = rules("middle", wild="0", number_of_factors=None)
    mat = Mat.from_text(goal="9", required="3004")
    witness = _yes(solver.possible(mat, ruleset), mat, ruleset)
    assert witness.count("×w") == 2, witness


def test_middle_average_any_zero_for_plus_averages() -> None:
    """XIII-B-11 example: with 0 Wild and Average, any 0 that represents + means average:
    7 +w 9 = 8, never 16."""
    ruleset = rules("middle", wild="0", average=None)
    mat = Mat.from_text(goal="8", required="709")
    assert _yes(solver.possible(mat, ruleset), mat, ruleset) == "7 +w 9 = 8"
    _no(solver.possible(Mat.from_text(goal="16", required="709"), ruleset))


def test_middle_comment_a_multiple_operations_stays_unproved() -> None:
    """XIII-B-3 comment (a): with Multiple Operations a wild operation may be used many
    times: that search has no end, so a failed one is "unknown", never "no"."""
    ruleset = rules("middle", wild="0", multiple_operations=None)
    mat = Mat.from_text(goal="304", required="501")
    assert solver.possible(mat, ruleset).status == "unknown"


def test_decimal_point_with_the_wild_cube_is_proved() -> None:
    """XIII-B-13 comment: the 0 may be a decimal point; every symbol it may stand for,
    the point among them, is searched, so a failed search is a "no" (it was "unknown")
    (tests/test_equations_adjudicator_wild_numerals.py has the rest)."""
    ruleset = rules("middle", wild="0", decimal_point=None)
    _no(solver.possible(Mat.from_text(goal="304", required="501"), ruleset))


def test_x_wild_example_a_both_stand_for_six() -> None:
    """XIII-C-3 example (a): x − (x ÷ 3) = 4, where both x's stand for 6."""
    mat = Mat.from_text(goal="4", required="×−×÷3")
    _no(solver.possible(mat, rules("junior", factorial=None)))
    _yes(solver.possible(mat, X_WILD), mat, X_WILD)


def test_x_wild_example_b_both_stand_for_minus() -> None:
    """XIII-C-3 example (b): (9 x 3) x 5 = 1, where both x's stand for −."""
    mat = Mat.from_text(goal="1", required="9×3×5")
    witness = _yes(solver.possible(mat, X_WILD), mat, X_WILD)
    assert witness.count("w") == 2, witness


def test_x_wild_example_c_seven_and_plus_are_refused() -> None:
    """XIII-C-3 example (c): x − (3 x 2) = 2 with the first x 7 and the second + is not
    correct; the search tries one symbol for both and finds what is (or proves none)."""
    mat = Mat.from_text(goal="2", required="×−3×2")
    assert _agrees(mat, X_WILD) in ("yes", "no")
    answer = solver.possible(mat, X_WILD)
    if answer.status == "yes":
        assert "7w" not in (answer.witness or "") or "+w" not in (answer.witness or "")


def test_x_wild_example_d_the_goal_times_is_the_solutions() -> None:
    """XIII-C-3 example (d): (4 ^ 2) − 2 = 2x7 is incorrect, x being ^ on the left and ×
    in the Goal; with the x standing for × everywhere, (4 × 2) + 6 = 2x7 is one."""
    mat = Mat.from_text(goal="2×7", required="4×2+6")
    witness = _yes(solver.possible(mat, X_WILD), mat, X_WILD)
    assert "^w" not in witness


def test_x_wild_stands_for_a_digit_in_the_goal() -> None:
    """XIII-C-3: the × of the Goal 1× may be a digit: 12 (written 12w) = 3 × 4."""
    mat = Mat.from_text(goal="1×", required="3+9")
    assert _yes(solver.possible(mat, X_WILD), mat, X_WILD) == "3 + 9 = 12w"


def test_a_now_only_the_wild_cube_makes() -> None:
    """XIII-B-3: a Now that exists only because the 0 may be ÷: 8 ÷w 2 = 4."""
    mat = Mat.from_text(goal="4", required="8", permitted="0", resources="2")
    _no(solver.now(mat, rules("elementary", wild="0")))
    _yes(solver.now(mat, MIDDLE_0), mat, MIDDLE_0, "now")


def test_the_wild_cube_is_no_longer_cut() -> None:
    """What the search tries in full is no longer named in ``cut``: a wild cube in the
    Goal, standing for an operation, the × wild, in a two-digit numeral."""
    for ruleset, goal in ((MIDDLE_0, "304"), (X_WILD, "1×"), (rules("middle", wild="0", base=9), "20")):
        assert plan(Mat.from_text(goal=goal, required="52+"), ruleset).cut == ()


# --- Exponent (XIII-B-9) ------------------------------------------------------------------


def test_exponent_example_a_the_goal_25_red_3() -> None:
    """XIII-B-9 example (a): with red, the Goal 25[red 3] must mean 25^3 (three-digit
    numerals are illegal): 5 × 5 with a red 5 as exponent... here (5 × 5) 3exp."""
    goal = (_cubes("2:green 5:green 3:red"),)
    mat = Mat(goal=goal, required=_cubes("5:green ×:blue 5:green 3:red", 3))
    witness = _yes(solver.possible(mat, RED), mat, RED)
    assert witness.endswith("= 25 3exp"), witness


def test_exponent_example_b_a_blue_two_in_the_solution() -> None:
    """XIII-B-9 example (b): with blue, 5[blue 2] is legal, meaning 5^2."""
    blue = rules("middle", exponent="blue")
    mat = Mat(goal=(_cubes("2:red 5:green"),), required=_cubes("5:green 2:blue", 2))
    _no(solver.possible(mat, rules("middle", factorial=None)))
    assert _yes(solver.possible(mat, blue), mat, blue) == "5 2exp = 25"


def test_exponent_the_colour_matters() -> None:
    """XIII-B-9: only a digit of the chosen colour is an exponent without ^: a red 2 is
    none with blue, and the search proves no Solution."""
    blue = rules("middle", exponent="blue")
    mat = Mat(goal=(_cubes("2:red 5:green"),), required=_cubes("5:green 2:red", 2))
    _no(solver.possible(mat, blue))


def test_exponent_example_c_two_exponents_in_turn() -> None:
    """XIII-B-9 example (c): 5[red 2][red 3] is (5^2)^3 = 5^6, never 5^8 or 5^23: with
    2[red 2][red 3] the Goal 64 is (2^2)^3, and 256 = 2^(2^3) is none."""
    mat = Mat(goal=(_cubes("6:green 4:green"),), required=_cubes("2:blue 2:red 3:red", 2))
    witness = _yes(solver.possible(mat, RED), mat, RED)
    assert witness in ("(2 2exp) 3exp = 64", "(2 3exp) 2exp = 64"), witness
    big = Mat(goal=(_cubes("2:blue 5:green 6:green"),), required=_cubes("2:blue 2:red 3:red", 3))
    assert solver.goal_targets(big, RED) == []  # 256 is no Goal: three digits



def test_exponent_comment_a_applies_to_a_bracket() -> None:
    """XIII-B-9 comment (a): the exponent applies to the numeral before it unless brackets
    are used: (3 + 2) 2exp = 25."""
    mat = Mat(goal=(_cubes("4:green 9:black"),), required=_cubes("3:blue +:red 4:green 2:red", 2))
    _no(solver.possible(mat, rules("middle", factorial=None)))
    assert _yes(solver.possible(mat, RED), mat, RED) == "(3 + 4) 2exp = 49"


def test_exponent_in_the_goal_of_a_bracket() -> None:
    """XIII-B-9 comment (a) in the Goal: the writer may group 2+3[red 2] as (2+3)², 25,
    which 5 × 5 makes (without the bracket it is 2 + 3² = 11, or 2 + 32)."""
    mat = Mat(goal=(_cubes("2:blue +:red 3:blue 2:red"),), required=_cubes("5:green ×:blue 5:green", 4))
    assert _yes(solver.possible(mat, RED), mat, RED) == "5 × 5 = (2 + 3) 2exp"


def test_exponent_comment_b_a_factorial_behind_the_exponent() -> None:
    """XIII-B-9 comment (b): with Factorial a ! may be placed behind an exponent:
    2 3exp! = 2^6 = 64."""
    ruleset = rules("middle", exponent="red", factorial=None)
    mat = Mat(goal=(_cubes("6:green 4:green"),), required=_cubes("2:blue 3:red", 2))
    _no(solver.possible(mat, RED))
    assert _yes(solver.possible(mat, ruleset), mat, ruleset) == "2 3exp! = 64"


def test_exponent_comment_b_the_goal_4_red_3_four_ways() -> None:
    """XIII-B-9 comment (b): with red, the Goal 4[red 3] may be 4^3, 4^3!, 4!^3 or 4!^3!:
    64 = 8 × 8, 4096 = 4^(3!) = (8 × 8) 2exp."""
    ruleset = rules("middle", exponent="red", factorial=None)
    goal = (_cubes("4:green 3:red"),)
    for required, written in (("8:black ×:blue 8:black", "4 3exp"), ("8:black ×:blue 8:black 2:red", "4 3exp!")):
        mat = Mat(goal=goal, required=_cubes(required, 2))
        witness = _yes(solver.possible(mat, ruleset), mat, ruleset)
        assert witness.endswith("= " + written), witness


def test_exponent_comment_c_not_the_other_colours() -> None:
    """XIII-B-9 comment (c): a colour with no digit rolled has no effect: black with only
    red and green digits leaves Basic's answer, proved."""
    black = rules("middle", exponent="black")
    mat = Mat(goal=(_cubes("2:red 5:green"),), required=_cubes("5:green 2:red", 2))
    _no(solver.possible(mat, black))


def test_exponent_makes_a_now() -> None:
    """XIII-B-9: a Now that exists only thanks to the exponent colour: 3 2exp = 9 with
    the red 2 from Resources."""
    mat = Mat(
        goal=(_cubes("9:black"),), permitted=_cubes("3:blue", 1), resources=_cubes("2:red", 2)
    )
    _no(solver.now(mat, rules("middle", factorial=None)))
    _yes(solver.now(mat, RED), mat, RED, "now")


def test_exponent_with_the_wild_cube() -> None:
    """XIII-B-9 comment (c) and B-3: a red wild 0 standing for a digit may be the exponent
    (2 3wexp = 8)."""
    ruleset = rules("middle", exponent="red", wild="0")
    mat = Mat(goal=(_cubes("8:black"),), required=_cubes("2:blue 0:red", 1))
    assert _yes(solver.possible(mat, ruleset), mat, ruleset) == "2 3wexp = 8"
    blue = rules("middle", exponent="blue", wild="0")
    assert _agrees(Mat(goal=(_cubes("8:black"),), required=_cubes("2:blue 0:red", 1)), blue) == "no"


def test_exponent_is_no_longer_cut() -> None:
    """Exponent is searched in full: ``cut`` no longer names it."""
    assert plan(Mat.from_text(goal="25", required="52"), RED).cut == ()


# --- property tests: the adjudicator agrees with the reference ------------------------------

#: Work units per adjudicator question (small mats need far fewer).
BUDGET = 300_000
#: CPU seconds the reference may take per question before the example is skipped.
REFERENCE_SECONDS = 1.5
DIGITS = "0123456789"


@st.composite
def wild_rulesets(draw: st.DrawFn) -> Ruleset:
    division = draw(st.sampled_from(["elementary", "middle", "junior", "senior"]))
    wild = "0" if division in ("elementary", "middle") else draw(st.sampled_from("0×"))
    others: list[dict[str, Param]] = [{}, {"factorial": None}, {"average": None}]
    if division != "elementary":
        others += [{"number_of_factors": None}, {"exponent": "red"}]
    if division == "middle":
        others += [{"base": 8}]
    if division == "elementary":
        others += [{"two_digit_numerals": None}]
    return rules(division, wild=wild, **draw(st.sampled_from(others)))


@st.composite
def exponent_rulesets(draw: st.DrawFn) -> Ruleset:
    division = draw(st.sampled_from(["middle", "junior", "senior"]))
    colour = draw(st.sampled_from(list(FACES)))
    others: list[dict[str, Param]] = [{}, {"factorial": None}, {"number_of_factors": None}]
    if division == "middle":
        others += [{"base": 8}, {"wild": "0"}]
    return rules(division, exponent=colour, **draw(st.sampled_from(others)))


@st.composite
def mats(draw: st.DrawFn, ruleset: Ruleset) -> Mat:
    """A small mat of coloured cubes, a wild cube among them when the shake has one; half
    the time its Goal is a value some tree of its cubes makes."""
    def cube(index: int) -> Cube:
        colour = draw(st.sampled_from(list(FACES)))
        return Cube(index, draw(st.sampled_from(FACES[colour])), colour)

    pool = [cube(i) for i in range(draw(st.integers(2, 4)))]
    wild = notation_of(ruleset).wild
    if wild is not None and not any(c.face == wild for c in pool):
        at = draw(st.integers(0, len(pool) - 1))
        pool[at] = Cube(at, wild, "blue")
    places = draw(st.lists(st.sampled_from("RPS"), min_size=len(pool), max_size=len(pool)))
    parts = {p: tuple(c for c, q in zip(pool, places, strict=True) if q == p) for p in "RPS"}
    goal: tuple[Cube, ...]
    made = _made_goal(tuple(c.face for c in pool), ruleset) if draw(st.booleans()) else None
    if made is not None:
        goal = tuple(Cube(10 + i, d, "black" if d in "789" else "green") for i, d in enumerate(made))
    else:
        goal = tuple(cube(10 + i) for i in range(draw(st.integers(1, 3))))
    return Mat(goal=(goal,), required=parts["R"], permitted=parts["P"], resources=parts["S"])


def _made_goal(faces: tuple[str, ...], ruleset: Ruleset) -> str | None:
    """A numeral of a whole value (0–99) the first trees over the faces make."""
    notation = notation_of(ruleset)
    for tree in itertools.islice(reference.trees(faces, ruleset), 200):
        try:
            value = as_fraction(evaluate(tree, complex_ok=ruleset.complex_ok, notation=notation))
        except (ArithError, ValueError):
            continue
        if value is not None and value.denominator == 1 and 0 <= value < min(100, notation.base):
            return str(value.numerator)
    return None


def _agree(mat: Mat, ruleset: Ruleset) -> None:
    adjudicator = solver.Adjudicator(mat, ruleset, BUDGET)
    for question, answer in (("now", adjudicator.now()), ("possible", adjudicator.possible())):
        if answer.status == "unknown":
            continue
        if answer.status == "yes":
            occasion = "now" if question == "now" else "impossible"
            assert answer.witness is not None
            assert check(answer.witness, mat, occasion, ruleset).correct, answer.witness
        try:
            expected, witness = reference.decide(mat, question, ruleset, REFERENCE_SECONDS)  # type: ignore[arg-type]
        except OutOfTime:
            continue
        assert answer.status == expected, (question, answer, witness, dict(ruleset.variations))


_SETTINGS = settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)


@_SETTINGS
@given(data=st.data())
def test_wild_agrees_with_the_reference(data: st.DataObject) -> None:
    ruleset = data.draw(wild_rulesets())
    _agree(data.draw(mats(ruleset)), ruleset)


@_SETTINGS
@given(data=st.data())
def test_exponent_agrees_with_the_reference(data: st.DataObject) -> None:
    ruleset = data.draw(exponent_rulesets())
    _agree(data.draw(mats(ruleset)), ruleset)
