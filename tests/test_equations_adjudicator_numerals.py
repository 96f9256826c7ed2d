"""The adjudicator searches the numeral variations in full: Decimal in Goal, Base eleven
and twelve, Decimal Point, Percent's two-digit numbers (XIII, each example cited).

Each mat has a Now or an Impossible that exists only thanks to the variation (the
answer without it is checked too), or a "no" the search now proves where it answered
"unknown" before; every witness is passed to the checker under the same variations.
"""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from eqgames.arith.equations import parse
from eqgames.arith.errors import ArithError
from eqgames.games.equations import checker, solver
from eqgames.games.equations.checker import check
from eqgames.games.equations.mat import Mat
from eqgames.games.equations.meanings import notation_of
from eqgames.games.equations.ruleset import Ruleset
from eqgames.games.equations.variations.adjudication import plan

from .equations_variations_helpers import rules


def _yes(answer: solver.Answer, mat: Mat, ruleset: Ruleset, occasion: str = "impossible") -> str:
    assert answer.status == "yes", answer
    assert answer.witness is not None
    assert check(answer.witness, mat, occasion, ruleset).correct, answer.witness  # type: ignore[arg-type]
    return answer.witness


def _no(answer: solver.Answer) -> None:
    assert answer.status == "no", answer


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
