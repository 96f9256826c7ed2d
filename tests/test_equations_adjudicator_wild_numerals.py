"""The wild cube where the numeral variations are in play, searched in full (XIII-B-3,
C-3 with C-5 Base eleven and twelve).

The wild cube stands for one symbol everywhere (XIII-A-3, B-3, C-3), and as that
symbol it has every meaning the symbol has in the shake: a wild cube standing for ^ is
a power or, in base eleven and twelve, the digit ten (XIII-C-5; comment (d) of B-3: "the
same principle applies to ^" — one wild cube a digit, another a power); standing for
√ in base twelve, a root or the digit eleven. Rulebook-based mats, each citing its
section: a yes with the witness the checker accepts, a "no" the search proves (it
answered "unknown" before), and property tests: wherever the adjudicator answers yes
or no on a small mat, the slow reference (:mod:`eqgames.games.equations.variations.reference`)
answers the same.
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
from eqgames.games.equations.cubes import Cube
from eqgames.games.equations.mat import Mat
from eqgames.games.equations.meanings import notation_of
from eqgames.games.equations.reference import OutOfTime
from eqgames.games.equations.ruleset import Ruleset
from eqgames.games.equations.variations import reference
from eqgames.games.equations.variations.adjudication import plan

from .equations_variations_helpers import accepted_yes as _yes
from .equations_variations_helpers import proved_no as _no
from .equations_variations_helpers import rules

# --- Base eleven and twelve (XIII-C-5 with B-3, C-3) ----------------------------------------

ELEVEN = rules("junior", wild="0", base=11)
TWELVE = rules("junior", wild="0", base=12)
X_ELEVEN = rules("junior", wild="×", base=11)
SENIOR_TWELVE = rules("senior", wild="×", base=12)


def test_wild_zero_as_the_digit_ten_in_the_solution() -> None:
    """XIII-C-3 with C-5: the 0 stands for ^, used as the digit ten: ten ÷ 5 = 2, which
    no digit the 0 may be, turned or not, makes."""
    mat = Mat.from_text(goal="2", required="÷5", resources="0")
    assert plan(mat, ELEVEN).cut == ()
    assert "^tenw" in _yes(solver.possible(mat, ELEVEN), mat, ELEVEN)
    _no(solver.possible(mat, rules("junior", wild="0", base=9)))


def test_wild_zero_in_the_goal_as_the_digit_ten() -> None:
    """XIII-C-3 (d): the Goal's wild cube and the Solution's stand for the same symbol;
    the Goal 0 read as the digit ten (^) is 2 × 5."""
    mat = Mat.from_text(goal="0", resources="2×5")
    assert _yes(solver.possible(mat, ELEVEN), mat, ELEVEN) == "2 × 5 = ^tenw"


def test_wild_x_as_the_digit_ten_in_a_two_digit_numeral() -> None:
    """XIII-C-3 x Wild with C-5: "Two-digit Numerals are allowed in Solutions"; the ×
    stands for ^, the digit ten, in 1^ (twenty-one) as in the Goal's 1^."""
    mat = Mat.from_text(goal="1^", resources="x+1")
    witness = _yes(solver.possible(mat, X_ELEVEN), mat, X_ELEVEN)
    assert witness == "1^tenw = 1^ten"


def test_wild_zero_as_the_digit_eleven_in_base_twelve() -> None:
    """XIII-C-5: "in base twelve, √ may be used for the digit eleven"; a wild 0 standing
    for √: 7 + √ is eighteen, 16 in base twelve, a Now with the wild cube from Resources."""
    mat = Mat.from_text(goal="16", required="+", permitted="7", resources="0")
    assert _yes(solver.now(mat, TWELVE), mat, TWELVE, "now") == "7 + √elevenw = 16"


def test_wild_cube_a_sideways_digit_ten() -> None:
    """XIII-C-5: "an ^ may be used sideways to represent one-tenth"; two wild 0s as ^,
    one the digit ten and one sideways: ^ × (sideways ^) = 1."""
    mat = Mat.from_text(goal="1", resources="0×0")
    ruleset = rules("junior", wild="0", base=11)
    answer = solver.possible(mat, ruleset)
    _yes(answer, mat, ruleset)


def test_wild_cubes_one_a_digit_another_a_power() -> None:
    """XIII-B-3 comment (d): "the same principle applies to ^": one wild × the digit ten
    and another the power, both the symbol ^: (^ten)^1 is ten, the Goal ^. No other
    symbol makes it (as digits the two × are one digit twice)."""
    mat = Mat.from_text(goal="^", resources="x1x")
    assert _yes(solver.possible(mat, X_ELEVEN), mat, X_ELEVEN) == "^tenw ^wpow 1 = ^ten"
    mat = Mat.from_text(goal="^", resources="x2x")
    _no(solver.possible(mat, X_ELEVEN))


def test_wild_as_the_digit_ten_is_proved_impossible() -> None:
    """XIII-C-3, C-5: the wild cube as every digit (turned or not), every sign, and as ^
    the digit ten or a power — none makes 3 with a ÷ and a 7; "no" is a proof now (the
    wild cube in base eleven kept the answer "unknown" before)."""
    mat = Mat.from_text(goal="3", required="÷7", resources="0")
    assert plan(mat, ELEVEN).cut == ()
    assert len(plan(mat, ELEVEN, wild_as="^").digit_choices) == 1  # the 0 as the digit ten
    _no(solver.possible(mat, ELEVEN))


def test_wild_in_base_twelve_is_proved_impossible_with_the_digit_eleven() -> None:
    """XIII-C-5 in base twelve: a wild × as the digit ten or eleven or any sign, with a
    × and a 3: no Goal 2; with a ÷ and a 5, ten ÷ 5 is 2."""
    mat = Mat.from_text(goal="2", required="×3", resources="x")
    assert plan(mat, SENIOR_TWELVE).cut == ()
    _no(solver.possible(mat, SENIOR_TWELVE))
    mat = Mat.from_text(goal="2", required="÷5", resources="x")
    assert _yes(solver.possible(mat, SENIOR_TWELVE), mat, SENIOR_TWELVE) == "^tenw ÷ 5 = 2"


def test_a_turned_wild_goal_cube_as_a_digit_is_searched_in_full() -> None:
    """A sideways wild cube in the Goal standing for ^ is the digit ten sideways (one-tenth,
    ``^tenwsw``): its reading is listed, so the search is in full and its "no" a proof
    (tests/test_equations_wild_turned_goal.py has more)."""
    mat = Mat(goal=((Cube(10, "0"),),), resources=(Cube(0, "5"), Cube(1, "+")), turns=((10, "sw"),))
    assert "Wild" not in plan(mat, ELEVEN, wild_as="^").cut
    assert "Wild" not in plan(mat, ELEVEN, wild_as="5").cut
    _no(solver.possible(mat, ELEVEN))


# --- Imaginary (XIII-D-11 comment (d)) -------------------------------------------------------

IMAGINARY = rules("senior", wild="0", imaginary=None)
X_IMAGINARY = rules("senior", wild="×", imaginary=None)


def test_imaginary_comment_d_a_wild_cube_as_i() -> None:
    """XIII-D-11 comment (d): "any wild cube may be used as | to equal i or -i": two wild
    0s, −i times i, are 1."""
    mat = Mat.from_text(goal="1", resources="00")
    assert plan(mat, IMAGINARY).cut == ()
    assert _yes(solver.possible(mat, IMAGINARY), mat, IMAGINARY) == "((iwud)iw) = 1"


def test_imaginary_comment_d_one_wild_cube_i_another_minus() -> None:
    """XIII-D-11 comment (d): "Another wild cube may also be used for – in the same
    Equation since it stands for the same symbol in both cases": 3 − i, the Goal 3 − i
    (its second − read as i, comment (c))."""
    mat = Mat.from_text(goal="3−−", resources="300")
    assert check("3 −w iw = 3 − i", mat, "impossible", IMAGINARY).correct
    witness = _yes(solver.possible(mat, IMAGINARY), mat, IMAGINARY)
    assert "w" in witness


def test_imaginary_the_goals_wild_cube_as_i() -> None:
    """XIII-D-11 (e) with C-3 (d): the Goal's wild cube stands for − too, here i: the Goal
    2 0 is 2i, and so is 2| in the Solution."""
    mat = Mat.from_text(goal="20", resources="2−")
    assert _yes(solver.possible(mat, IMAGINARY), mat, IMAGINARY) == "(2i) = 2iw"


def test_imaginary_x_wild_as_i_times() -> None:
    """XIII-C-3 x Wild with XIII-D-11: the Goal's × is i as well, and the Solution's x: the
    Goal x × 2 (x as i) is 2i, written i2 with the other wild ×."""
    mat = Mat.from_text(goal="x2", resources="x2")
    witness = _yes(solver.possible(mat, X_IMAGINARY), mat, X_IMAGINARY)
    assert "iw" in witness


def test_imaginary_with_the_wild_cube_is_proved_impossible() -> None:
    """XIII-D-11 comment (d): the wild cube as i or −i, each digit, each sign: two wild 0s
    make no 2 (ii is −1, (−i)i is 1, 22 is no 2); "no" is a proof now."""
    mat = Mat.from_text(goal="2", resources="00")
    assert plan(mat, IMAGINARY).cut == ()
    _no(solver.possible(mat, IMAGINARY))


def test_imaginary_wild_with_decimal_in_goal() -> None:
    """XIII-D-12 with D-11 (d): with Decimal in Goal too, the Goal's wild cube as i takes
    a point before the digit beside it: the Goal 3 0 (0 as i) is also .3i."""
    ruleset = rules("senior", wild="0", imaginary=None, decimal_in_goal=None)
    mat = Mat.from_text(goal="30", resources="3÷−")
    assert plan(mat, ruleset).cut == ()
    witness = _yes(solver.possible(mat, ruleset), mat, ruleset)
    assert "iw" in witness.partition(" = ")[2]


# --- Decimal Point (XIII-B-13 comment) ---------------------------------------------------------

POINT = rules("middle", wild="0", decimal_point=None)


def test_decimal_point_comment_the_wild_zero_as_a_point() -> None:
    """XIII-B-13 comment: "If 0 Wild and Decimal Point are both chosen, 0 may represent a
    decimal point": 4.5 × 2 = 9, the 0 the point (written ``.w``)."""
    mat = Mat.from_text(goal="9", required="405×2")
    assert plan(mat, POINT).cut == ()
    witness = _yes(solver.possible(mat, POINT), mat, POINT)
    assert ".w" in witness
    _no(solver.possible(mat, rules("middle", wild="0")))


def test_decimal_point_comment_one_zero_a_point_another_a_power() -> None:
    """XIII-B-13 comment: "one 0 in the Equation may be decimal point and another 0 may be
    exponentiation since 0 is the symbol ^ in both cases": (.5)^2 is .25, the Goal 0 2 5
    with its 0 the point."""
    mat = Mat.from_text(goal="025", required="0502")
    witness = _yes(solver.possible(mat, POINT), mat, POINT)
    assert witness.partition(" = ")[0].count("w") == 2, witness


def test_decimal_point_the_goals_wild_zero_as_a_point() -> None:
    """XIII-B-13 example (a) with the comment: a Goal 4 0 5, its 0 standing for ^, is 4^5
    or 4.5; 9 ÷ 2 is the second."""
    mat = Mat.from_text(goal="405", required="9÷2")
    assert _yes(solver.possible(mat, POINT), mat, POINT) in ("9 ÷ 2 = 4.w5", "9 ÷ 2 = 4.5")


def test_decimal_point_with_the_wild_cube_is_proved_impossible() -> None:
    """XIII-B-13 comment: the 0 as a point, a power, each digit, each sign — no 7 from a
    0, a 2 and a ×; a proof now (it was "unknown")."""
    mat = Mat.from_text(goal="7", required="0×2")
    assert plan(mat, POINT).cut == ()
    _no(solver.possible(mat, POINT))


# --- Percent's two-digit numbers (XIII-A-14, B-12) ---------------------------------------------

PERCENT = rules("elementary", wild="0", percent=None)
MIDDLE_PERCENT = rules("middle", wild="0", percent=None)


def test_percent_example_a_with_the_wild_zero_a_digit_of_25() -> None:
    """XIII-A-14 example (a), 25 % of 16 = 4, with the 5 a wild 0 (XIII-A-3): "A and/or B
    may be a two-digit numeral", the wild cube one of its digits."""
    mat = Mat.from_text(goal="4", required="√02", resources="16")
    assert plan(mat, PERCENT).cut == ()
    witness = _yes(solver.possible(mat, PERCENT), mat, PERCENT)
    assert "25w" in witness or "2w5" in witness or "16 √ud" in witness
    _no(solver.possible(mat, rules("elementary", wild="0")))


def test_percent_with_the_wild_cube_is_proved_impossible() -> None:
    """XIII-A-14 with A-3: the wild 0 as each digit, alone or in a two-digit number beside
    the percent sign: no Goal 9 from √, 0 and 5 (5 % of a digit, or of two, or a root)."""
    mat = Mat.from_text(goal="9", required="√05")
    assert plan(mat, PERCENT).cut == ()
    _no(solver.possible(mat, PERCENT))


def test_percent_in_middle_the_wild_zero_as_the_percent_sign() -> None:
    """XIII-B-3 comment (d): "the same principle applies to ... √ for root or percent": the
    0 standing for √ is a percent, 25 % of 16 is 4."""
    mat = Mat.from_text(goal="4", required="250", resources="16")
    assert _yes(solver.possible(mat, MIDDLE_PERCENT), mat, MIDDLE_PERCENT) in ("25 √wud 16 = 4", "16 √wud 25 = 4")


def test_percent_with_factorial_the_wild_cube_as_the_sign_gets_the_larger_search() -> None:
    """XIII-A-14 with B-3 comment (d): the 0 standing for √ is a percent sign, beside which
    a numeral may have two digits (with Factorial more than an operand, 5 √ud 12!): the
    search for it is repeated with two-digit numerals everywhere, whose "no" is a proof."""
    ruleset = rules("middle", wild="0", percent=None, factorial=None)
    mat = Mat.from_text(goal="7", required="0512")
    assert plan(mat, ruleset, wild_as="√").percent_retry
    assert solver.possible(mat, ruleset).status != "unknown"


# --- property tests: the adjudicator agrees with the reference ------------------------------

#: Work units per adjudicator question (small mats need far fewer).
BUDGET = 300_000
#: CPU seconds the reference may take per question before the example is skipped.
REFERENCE_SECONDS = 1.5

_SETTINGS = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)


def _agree(mat: Mat, ruleset: Ruleset) -> int:
    """Both questions: the adjudicator's decided answers are the reference's; how many."""
    adjudicator = solver.Adjudicator(mat, ruleset, BUDGET)
    decided = 0
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
        decided += 1
    return decided


def _made(pool: tuple[str, ...], ruleset: Ruleset, digits: str) -> list[str]:
    """One-digit Goals (``digits[v]`` for the value v) that some first trees of the pool
    make, so that yes is common and a "no" is close to a yes."""
    notation = notation_of(ruleset)
    found: set[str] = set()
    for tree in itertools.islice(reference.trees(pool, ruleset), 300):
        try:
            value = as_fraction(evaluate(tree, notation=notation))
        except (ArithError, ValueError):
            continue
        if value is not None and value.denominator == 1 and 0 <= value < len(digits):
            found.add(digits[value.numerator])
    return sorted(found)


def _mat(
    data: st.DataObject, ruleset: Ruleset, faces: str, goal_faces: str, digits: str, most: int = 3
) -> Mat:
    wild = notation_of(ruleset).wild
    assert wild is not None
    pool = data.draw(st.lists(st.sampled_from(faces), min_size=1, max_size=most))
    pool.insert(data.draw(st.integers(0, len(pool))), wild)
    places = data.draw(st.lists(st.sampled_from("RPS"), min_size=len(pool), max_size=len(pool)))
    parts = {p: "".join(f for f, q in zip(pool, places, strict=True) if q == p) for p in "RPS"}
    made = _made(tuple(pool), ruleset, digits)
    if made and data.draw(st.integers(0, 2)):
        goal = data.draw(st.sampled_from(made))
    else:
        goal = data.draw(st.text(alphabet=goal_faces + wild, min_size=1, max_size=2))
    return Mat.from_text(goal=goal, required=parts["R"], permitted=parts["P"], resources=parts["S"])


@_SETTINGS
@given(data=st.data())
def test_wild_in_base_eleven_and_twelve_agrees_with_the_reference(data: st.DataObject) -> None:
    """Small mats with a wild 0 or × and ^ or √ cubes, in base eleven or twelve."""
    base = data.draw(st.sampled_from([11, 12]))
    ruleset = rules(data.draw(st.sampled_from(["junior", "senior"])), wild=data.draw(st.sampled_from("0×")), base=base)
    try:
        mat = _mat(data, ruleset, "123^√+−×÷0", "0123^√+", "0123456789^√"[:base])
    except ValueError:
        return
    assert "Wild" not in solver.Adjudicator(mat, ruleset, 1).cut
    _agree(mat, ruleset)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)
@given(data=st.data())
def test_wild_with_imaginary_agrees_with_the_reference(data: st.DataObject) -> None:
    """Small mats with a wild 0 or × and − cubes (i), Senior with Imaginary."""
    ruleset = rules("senior", wild=data.draw(st.sampled_from("0×")), imaginary=None)
    try:
        mat = _mat(data, ruleset, "12−+×0", "012−+", "0123456789", most=2)
    except ValueError:
        return
    assert "Wild" not in solver.Adjudicator(mat, ruleset, 1).cut
    _agree(mat, ruleset)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)
@given(data=st.data())
def test_wild_in_a_senior_shake_agrees_with_the_reference(data: st.DataObject) -> None:
    """Small mats of Senior's usual shake: a wild cube with Imaginary, Decimal in Goal and
    Base eleven or twelve (or without Imaginary)."""
    base = data.draw(st.sampled_from([11, 12]))
    chosen = {"imaginary": None} if data.draw(st.booleans()) else {}
    ruleset = rules("senior", wild=data.draw(st.sampled_from("0×")), decimal_in_goal=None, base=base, **chosen)
    try:
        mat = _mat(data, ruleset, "12^−+×÷", "012^−", "0123456789^√"[:base], most=2)
    except ValueError:
        return
    assert "Wild" not in solver.Adjudicator(mat, ruleset, 1).cut
    _agree(mat, ruleset)


@_SETTINGS
@given(data=st.data())
def test_wild_with_decimal_point_agrees_with_the_reference(data: st.DataObject) -> None:
    """Small mats with a wild 0 and ^ cubes, Middle with Decimal Point (and Base eight or
    nine, or Factorial)."""
    others = data.draw(st.sampled_from([{}, {"base": 8}, {"base": 9}, {"factorial": None}]))
    ruleset = rules("middle", wild="0", decimal_point=None, **others)
    try:
        mat = _mat(data, ruleset, "12345^+×÷", "0123^", "0123456789")
    except ValueError:
        return
    assert "Wild" not in solver.Adjudicator(mat, ruleset, 1).cut
    _agree(mat, ruleset)


@_SETTINGS
@given(data=st.data())
def test_wild_with_percent_agrees_with_the_reference(data: st.DataObject) -> None:
    """Small mats with a wild 0 and √ cubes, Elementary or Middle with Percent (and
    Factorial or Base eight)."""
    division = data.draw(st.sampled_from(["elementary", "middle"]))
    others = data.draw(st.sampled_from([{}, {"factorial": None}] + ([{"base": 8}] if division == "middle" else [])))
    ruleset = rules(division, wild="0", percent=None, **others)
    try:
        mat = _mat(data, ruleset, "12456√√+×", "01245", "0123456789")
    except ValueError:
        return
    assert "Wild" not in solver.Adjudicator(mat, ruleset, 1).cut
    _agree(mat, ruleset)
