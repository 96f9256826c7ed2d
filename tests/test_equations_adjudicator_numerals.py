"""The adjudicator searches the numeral variations in full: Decimal in Goal, Base eleven
and twelve, Decimal Point, Percent's two-digit numbers (XIII, each example cited).

Each mat has a Now or an Impossible that exists only thanks to the variation (the
answer without it is checked too), or a "no" the search now proves where it answered
"unknown" before; every witness is passed to the checker under the same variations.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from eqgames.arith.equations import parse
from eqgames.arith.errors import ArithError
from eqgames.arith.evaluate import evaluate
from eqgames.arith.values import as_fraction
from eqgames.games.equations import checker, solver
from eqgames.games.equations.checker import check
from eqgames.games.equations.mat import Mat
from eqgames.games.equations.meanings import notation_of
from eqgames.games.equations.ruleset import Ruleset
from eqgames.games.equations.variations import reference
from eqgames.games.equations.variations.adjudication import plan

from .equations_variations_helpers import accepted_yes as _yes
from .equations_variations_helpers import assert_writings_are_targets, marked_writings, rules
from .equations_variations_helpers import proved_no as _no
from .test_equations_solver_variations_properties import _agree


def _targets(mat: Mat, ruleset: Ruleset) -> set[str]:
    return {str(v) for v, _ in solver.goal_targets(mat, ruleset)}


# --- Decimal in Goal (XIII-D-12) ----------------------------------------------------------

DIG = rules("senior", decimal_in_goal=None)
#: Senior without Decimal in Goal (Sideways and Upside-down stand in every shake).
SENIOR = rules("senior")


def test_decimal_in_goal_example_a_twenty_is_also_two_and_one_fifth() -> None:
    """XIII-D-12 example (a): a Goal of 20 may be 20, 2.0 or 0.2: 1 ÷ 5 = .20."""
    mat = Mat.from_text(goal="20", resources="15÷")
    assert _targets(mat, DIG) == {"20", "2", "1/5"}
    _no(solver.possible(mat, SENIOR))
    _yes(solver.possible(mat, DIG), mat, DIG)


def test_decimal_in_goal_example_b_two_times_three() -> None:
    """XIII-D-12 example (b): 2 × 3 may be 2 × 3, .2 × 3, 2 × .3 or .2 × .3: 3 ÷ 5 = .6."""
    mat = Mat.from_text(goal="2×3", resources="35÷")
    assert _targets(mat, DIG) == {"6", "3/5", "3/50"}
    _no(solver.possible(mat, SENIOR))
    witness = _yes(solver.possible(mat, DIG), mat, DIG)
    assert witness.endswith(("= .2 × 3", "= 2 × .3"))


def test_decimal_in_goal_example_c_a_three_digit_goal_needs_its_point() -> None:
    """XIII-D-12 example (c): 125 must take a point: .125, 1.25, 12.5 or 125 (after the
    third digit); a Now with 5 ÷ 4 = 1.25, no Goal at all without the variation."""
    mat = Mat.from_text(goal="125", required="÷", permitted="5", resources="48")
    assert _targets(mat, DIG) == {"1/8", "5/4", "25/2", "125"}
    assert _targets(mat, SENIOR) == set()
    _no(solver.now(mat, SENIOR))
    assert _yes(solver.now(mat, DIG), mat, DIG, "now") in ("5 ÷ 4 = 1.25", "4sw ÷ 8sw = .125")


def test_decimal_in_goal_proves_impossible() -> None:
    """XIII-D-12: with every placing of the point tried, a failed search is a proof
    (it answered "unknown" before): 3 + 4 is none of .125, 1.25, 12.5, 125."""
    mat = Mat.from_text(goal="125", resources="34+")
    assert plan(mat, DIG).cut == ()
    _no(solver.possible(mat, DIG))
    _no(solver.now(mat, DIG))


def test_decimal_in_goal_no_point_before_a_turned_cube() -> None:
    """XIII-D-12 comment: no decimal point in front of a sideways or upside-down cube;
    a Goal of a sideways 5 is 1/5 only (.5 sideways, 2, is no reading)."""
    mat = Mat.from_text(goal="5", resources="1+1").turned({0: "sw"})
    assert _targets(mat, DIG) == {"1/5"}
    assert not check("1 + 1 = .5sw", mat, "impossible", DIG).correct
    _no(solver.possible(mat, DIG))


@settings(max_examples=60, deadline=None, derandomize=True)
@given(
    goal=st.text(alphabet="1234567890+×÷", min_size=1, max_size=3),
    sideways=st.booleans(),
)
def test_decimal_in_goal_targets_hold_every_goal_the_checker_reads(goal: str, sideways: bool) -> None:
    """Every Goal the checker accepts a writer to write — points placed anywhere, any
    number of them — has its value among the adjudicator's targets (so its "no" holds)."""
    turns = {0: "sw"} if sideways and goal[0] in "123456789" else {}
    try:
        mat = Mat.from_text(goal=goal, resources="1").turned(turns)
    except ValueError:
        return
    targets = {v for v, _ in solver.goal_targets(mat, DIG)}
    text = plan(mat, DIG).goal_text
    notation = notation_of(DIG)
    for k in (1, 2):
        for places in itertools.combinations(range(len(text) + 1), k):
            written = text
            for at in reversed(places):
                written = written[:at] + "." + written[at:]
            try:
                expression = parse(written, spaces_group=False, notation=notation)
                # The checker's own reading of a writer's Goal (the judge of every witness).
                value = checker._writers_goal_with(expression, mat, DIG, notation)
            except (ArithError, checker._Incorrect):
                continue
            assert value in targets, (goal, written, value)


# --- Base eleven and twelve (XIII-C-5) ------------------------------------------------------

ELEVEN = rules("junior", base=11)
TWELVE = rules("junior", base=12)
NINE = rules("junior", base=9)


def test_base_eleven_a_caret_is_the_digit_ten() -> None:
    """XIII-C-5: "For bases eleven and twelve, ^ may be used for the digit ten": 5 + 5 = ^."""
    mat = Mat.from_text(goal="^", resources="5+5")
    assert _yes(solver.possible(mat, ELEVEN), mat, ELEVEN) == "5 + 5 = ^ten"
    _no(solver.possible(mat, NINE))


def test_base_twelve_a_root_is_the_digit_eleven() -> None:
    """XIII-C-5: "in base twelve, √ may be used for the digit eleven": √ − 2 = 9, a Now
    with the √ from Resources."""
    mat = Mat.from_text(goal="9", required="−", permitted="2", resources="√^")
    _no(solver.now(mat, ELEVEN))
    assert _yes(solver.now(mat, TWELVE), mat, TWELVE, "now") == "√eleven − 2 = 9"


def test_base_eleven_a_sideways_caret_is_one_tenth() -> None:
    """XIII-C-5: "an ^ may be used sideways to represent one-tenth": ^ × (sideways ^) = 1."""
    mat = Mat.from_text(goal="1", resources="^×^")
    witness = _yes(solver.possible(mat, ELEVEN), mat, ELEVEN)
    assert "^tensw" in witness or "^sw" in witness
    _no(solver.possible(mat, NINE))


def test_base_eleven_goal_caret_may_be_read_sideways() -> None:
    """XIII-C-5: "If an ^ is a one-digit numeral in the Goal, the Equation-writer may
    interpret the ^ as right-side up or sideways regardless of the way the ^ is placed"."""
    mat = Mat.from_text(goal="^", required="5", resources="2÷")
    assert _targets(mat, ELEVEN) == {"10", "1/10"}
    assert check("2sw ÷ 5 = ^sw", mat, "impossible", ELEVEN).correct
    _yes(solver.possible(mat, ELEVEN), mat, ELEVEN)


def test_base_eleven_two_digit_numeral_with_the_digit_ten() -> None:
    """XIII-C-5 with Base m's two-digit numerals: 1^ (twenty-one) + 2 = 21 (twenty-three)."""
    mat = Mat.from_text(goal="21", required="^+", resources="12")
    witness = _yes(solver.possible(mat, ELEVEN), mat, ELEVEN)
    assert witness in ("1^ten + 2 = 21", "2 + 1^ten = 21")


def test_base_twelve_witness_marks_each_root() -> None:
    """VII-B-5-e example: "With Base Twelve, the Solution in 6 + √4 = 5 + 3 is ambiguous
    because √ can mean root or the digit eleven": the witness marks it."""
    mat = Mat.from_text(goal="5+3", resources="6+√4")
    assert not check("6 + √4 = 5 + 3", mat, "impossible", TWELVE).correct
    assert _yes(solver.possible(mat, TWELVE), mat, TWELVE) in ("6 + √rt4 = 5 + 3", "√rt4 + 6 = 5 + 3")


def test_base_twelve_goal_root_is_a_root_or_the_digit_eleven() -> None:
    """XIII-C-5: the Goal √4 in base twelve is 2 or √-eleven-4 (136); 1 + 1 = √rt4."""
    mat = Mat.from_text(goal="√4", resources="1+1")
    assert _targets(mat, TWELVE) == {"2", "136"}
    assert _yes(solver.possible(mat, TWELVE), mat, TWELVE) == "1 + 1 = √rt4"


def test_base_eleven_proves_impossible_with_every_caret_a_digit_or_a_power() -> None:
    """XIII-C-5: every way of taking the ^ cubes as digits or powers is searched, so a
    failed search is a proof (it answered "unknown" before): ^ + 1 is eleven, never 2."""
    mat = Mat.from_text(goal="2", required="^", resources="+1^")
    assert plan(mat, ELEVEN).cut == ()
    assert len(plan(mat, ELEVEN).digit_choices) == 3
    _no(solver.possible(mat, ELEVEN))
    _no(solver.now(mat, ELEVEN))


@settings(max_examples=60, deadline=None, derandomize=True)
@given(goal=st.text(alphabet="12^√+×", min_size=1, max_size=3), base=st.sampled_from([11, 12]))
def test_high_digit_targets_hold_every_goal_the_checker_reads(goal: str, base: int) -> None:
    """Every Goal the checker accepts a writer to write — each ^ and √ marked as a digit,
    sideways, or an operation, or left bare — has its value among the targets."""
    ruleset = rules("junior", base=base)
    try:
        mat = Mat.from_text(goal=goal, resources="1")
    except ValueError:
        return
    text = plan(mat, ruleset).goal_text
    spots = [i for i, c in enumerate(text) if c in "^√"]
    marks = ["", "ten", "sw", "tensw", "pow", "eleven", "rt"]
    assert_writings_are_targets(mat, ruleset, marked_writings(text, spots, marks), goal)


@settings(max_examples=50, deadline=None, derandomize=True)
@given(data=st.data())
def test_base_eleven_and_twelve_agree_with_the_reference(data: st.DataObject) -> None:
    """Small mats full of ^ and √ cubes: wherever the adjudicator answers yes or no, the
    obvious enumeration (every cube each digit and operation it may be) agrees."""
    ruleset = rules("junior", base=data.draw(st.sampled_from([11, 12])))
    pool = data.draw(st.lists(st.sampled_from("123^√+−×÷"), min_size=1, max_size=3))
    pool.append(data.draw(st.sampled_from("^√")))
    places = data.draw(st.lists(st.sampled_from("RPS"), min_size=len(pool), max_size=len(pool)))
    parts = {p: "".join(f for f, q in zip(pool, places, strict=True) if q == p) for p in "RPS"}
    made = _made_digits(tuple(parts["R"] + parts["P"] + parts["S"]), ruleset)
    if made and data.draw(st.integers(0, 3)):
        goal = data.draw(st.sampled_from(made))
    else:
        goal = data.draw(st.text(alphabet="0123^√+", min_size=1, max_size=2))
    mat = Mat.from_text(goal=goal, required=parts["R"], permitted=parts["P"], resources=parts["S"])
    _agree(mat, ruleset)


def _made_digits(pool: tuple[str, ...], ruleset: Ruleset) -> list[str]:
    """One-digit Goals (``^`` for ten, ``√`` for eleven) that some first trees of the
    pool's cubes make, so that yes is common and a "no" is close to a yes."""
    notation = notation_of(ruleset)
    found: set[str] = set()
    for tree in itertools.islice(reference.trees(pool, ruleset), 400):
        try:
            value = evaluate(tree, notation=notation)
        except (ArithError, ValueError):
            continue
        f = as_fraction(value)
        if f is not None and f.denominator == 1 and 0 <= f < notation.base:
            found.add("0123456789^√"[f.numerator])
    return sorted(found)


# --- Percent's two-digit numbers (XIII-A-14) ------------------------------------------------

PERCENT = rules("elementary", percent=None)
ELEMENTARY = rules("elementary")


def test_percent_example_a_two_digit_numbers_beside_the_sign() -> None:
    """XIII-A-14 example (a): 25 √ud 16 = 25% of 16 = 4 — "In the Goal or Solution, A
    and/or B may be a two-digit numeral", though Elementary's Solutions have one digit."""
    mat = Mat.from_text(goal="4", required="√", resources="2516")
    assert plan(mat, PERCENT).cut == ()
    _no(solver.possible(mat, ELEMENTARY))
    assert _yes(solver.possible(mat, PERCENT), mat, PERCENT) == "25 √ud 16 = 4"


def test_percent_example_a_as_a_now() -> None:
    """XIII-A-14 example (a) as a Now: the 6 from Resources makes 16 beside the sign."""
    mat = Mat.from_text(goal="4", required="√", permitted="251", resources="6")
    assert _yes(solver.now(mat, PERCENT), mat, PERCENT, "now") == "25 √ud 16 = 4"


def test_percent_two_digit_numbers_are_only_beside_the_sign() -> None:
    """XIII-A-14: the two-digit numbers are a percent's; 16 − 12 = 4 is no Solution with
    one-digit numerals, and the search proves this mat impossible (it answered "unknown")."""
    mat = Mat.from_text(goal="4", required="√−", resources="1612")
    assert not check("(16 − 12) √ud 1 = 4", mat, "impossible", PERCENT).correct
    assert plan(mat, PERCENT).cut == ()
    answer = solver.possible(mat, PERCENT)
    if answer.status == "yes":
        _yes(answer, mat, PERCENT)
    mat = Mat.from_text(goal="7", required="√", resources="251")
    _no(solver.possible(mat, PERCENT))
    _no(solver.now(mat, PERCENT))


def test_percent_with_factorial_proves_by_a_larger_search() -> None:
    """XIII-A-14 with Factorial: a numeral written beside the sign may carry a ! (5 √ud
    12!), so the search that proves "no" lets every numeral have two digits."""
    ruleset = rules("elementary", percent=None, factorial=None)
    mat = Mat.from_text(goal="7", required="√", resources="251")
    assert plan(mat, ruleset).percent_retry
    _no(solver.possible(mat, ruleset))
    mat = Mat.from_text(goal="4", required="√", resources="2516")
    assert _yes(solver.possible(mat, ruleset), mat, ruleset) == "25 √ud 16 = 4"


@settings(max_examples=50, deadline=None, derandomize=True)
@given(data=st.data())
def test_percent_agrees_with_the_reference(data: st.DataObject) -> None:
    """Small mats with a √: wherever the adjudicator answers yes or no with Percent's
    two-digit numbers, the obvious enumeration agrees."""
    chosen = data.draw(st.sampled_from([{}, {"factorial": None}, {"gcf": None}]))
    ruleset = rules(data.draw(st.sampled_from(["elementary", "middle"])), percent=None, **chosen)
    # Often the digits of a whole percent with a two-digit number (25 √ud 16 = 4), and
    # a cube more.
    pair = data.draw(st.sampled_from(["254", "502", "205", "258", "506", "2516", "754", "", ""]))
    pool = list(pair) + data.draw(st.lists(st.sampled_from("12345+−×"), min_size=0 if pair else 2, max_size=1 if pair else 3))
    pool.append("√")
    places = data.draw(st.lists(st.sampled_from("RPS"), min_size=len(pool), max_size=len(pool)))
    parts = {p: "".join(f for f, q in zip(pool, places, strict=True) if q == p) for p in "RPS"}
    made = _made_whole(tuple(parts["R"] + parts["P"] + parts["S"]), ruleset)
    if made and data.draw(st.integers(0, 3)):
        goal = data.draw(st.sampled_from(made))
    else:
        goal = data.draw(st.text(alphabet="0123456789", min_size=1, max_size=2))
    mat = Mat.from_text(goal=goal, required=parts["R"], permitted=parts["P"], resources=parts["S"])
    _agree(mat, ruleset)


def _made_whole(pool: tuple[str, ...], ruleset: Ruleset) -> list[str]:
    """Whole Goals below 100 that some first trees of the pool's cubes make."""
    notation = notation_of(ruleset)
    found: set[str] = set()
    for tree in itertools.islice(reference.trees(pool, ruleset), 400):
        try:
            value = evaluate(tree, notation=notation)
        except (ArithError, ValueError):
            continue
        f = as_fraction(value)
        if f is not None and f.denominator == 1 and 0 <= f < 100:
            found.add(str(f.numerator))
    return sorted(found)


# --- Decimal Point (XIII-B-13) --------------------------------------------------------------

POINT = rules("middle", decimal_point=None)
MIDDLE = rules("middle")


def test_decimal_point_example_a_goal_four_caret_five() -> None:
    """XIII-B-13 example (a): a Goal of 4^5 can equal 4.5 or 4^5 = 1024: 9 ÷ 2 = 4.5."""
    mat = Mat.from_text(goal="4^5", resources="9÷2")
    assert _targets(mat, POINT) == {"1024", "9/2"}
    _no(solver.possible(mat, MIDDLE))
    assert _yes(solver.possible(mat, POINT), mat, POINT) == "9 ÷ 2 = 4.5"


def test_decimal_point_numeral_of_three_digits_in_a_solution() -> None:
    """XIII-B-13: "a ^ may be combined with at most three digits to form a numeral", so
    12.5 × 2 = 25 though Middle's Solutions have one-digit numerals otherwise."""
    mat = Mat.from_text(goal="25", required="^×", resources="152")
    witness = _yes(solver.possible(mat, POINT), mat, POINT)
    assert "." in witness or "^" in witness
    mat = Mat.from_text(goal="5", required="×4", resources="12^5")
    _yes(solver.possible(mat, POINT), mat, POINT)
    assert check("1.25 × 4 = 5", mat, "impossible", POINT).correct


def test_decimal_point_example_b_base_eight() -> None:
    """XIII-B-13 example (b): with Base eight, 4.2 (base eight) = 4 1/4; the Goal 4^2 is
    sixteen or 17/4, and 3 + 1.2 = 4.2 in base eight."""
    ruleset = rules("middle", decimal_point=None, base=8)
    mat = Mat.from_text(goal="4^2", required="+^", resources="31−2")
    assert _targets(mat, ruleset) == {"16", "17/4"}
    _yes(solver.possible(mat, ruleset), mat, ruleset)


def test_decimal_point_example_c_not_a_point_before_a_factorial() -> None:
    """XIII-B-13 example (c): with Factorial, 4^3! is 4^(3!), never 4.(3!): the Goal 4^3
    is 64, 4.3, 4^6 or (4^3)! and so on, never 4.6."""
    ruleset = rules("middle", decimal_point=None, factorial=None)
    mat = Mat.from_text(goal="4^3", resources="1")
    values = {v for _, group in solver.factorial_targets(mat, ruleset, 2) for v, _ in group}
    assert {Fraction(64), Fraction(43, 10), Fraction(4096)} <= values
    assert Fraction(46, 10) not in values
    assert not check("9 ÷ 2 = 4^3!", Mat.from_text(goal="4^3", resources="9÷2"), "impossible", ruleset).correct


def test_decimal_point_proves_impossible() -> None:
    """XIII-B-13: every ^ tried as a power and as a point, a failed search is a proof
    (it answered "unknown" before): 3 + 4, 3.4, .34, 34. and so on are never 9."""
    mat = Mat.from_text(goal="9", required="^", resources="34+")
    assert plan(mat, POINT).cut == ()
    _no(solver.possible(mat, POINT))
    _no(solver.now(mat, POINT))


@settings(max_examples=50, deadline=None, derandomize=True)
@given(data=st.data())
def test_decimal_point_agrees_with_the_reference(data: st.DataObject) -> None:
    """Small mats with a ^: wherever the adjudicator answers yes or no with Decimal
    Point (with or without a base or Factorial), the obvious enumeration agrees."""
    chosen = data.draw(st.sampled_from([{}, {"factorial": None}, {"base": 8}, {"gcf": None}]))
    ruleset = rules("middle", decimal_point=None, **chosen)
    pool = data.draw(st.lists(st.sampled_from("12345+−×÷^"), min_size=1, max_size=3))
    pool.append("^")
    places = data.draw(st.lists(st.sampled_from("RPS"), min_size=len(pool), max_size=len(pool)))
    parts = {p: "".join(f for f, q in zip(pool, places, strict=True) if q == p) for p in "RPS"}
    made = _made_whole(tuple(parts["R"] + parts["P"] + parts["S"]), ruleset)
    if made and data.draw(st.integers(0, 2)):
        goal = data.draw(st.sampled_from(made))
    else:
        goal = data.draw(st.text(alphabet="12345^+", min_size=1, max_size=3))
    try:
        mat = Mat.from_text(goal=goal, required=parts["R"], permitted=parts["P"], resources=parts["S"])
    except ValueError:
        return
    _agree(mat, ruleset)
