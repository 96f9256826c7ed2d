"""The adjudicator with variations: its search tries every meaning the shake's variations
give a cube, answers yes only with a witness the variations' checker accepts, and no
only when it tried them all — never a wrong yes or no. (More in
``test_equations_solver_variations*.py``.)"""

from __future__ import annotations

from eqgames.games.equations import solver
from eqgames.games.equations.checker import check
from eqgames.games.equations.mat import Mat
from eqgames.games.equations.ruleset import BASIC

from .equations_variations_helpers import rules


def test_a_witness_the_variations_accept_stands() -> None:
    """A Basic witness that is correct under the shake's variations is still a yes."""
    mat = Mat.from_text(goal="6", required="2", permitted="x3")
    ruleset = rules("elementary", lcm=None)
    answer = solver.now(mat, ruleset)
    assert answer.status == "yes"
    assert answer.witness is not None
    assert check(answer.witness, mat, "now", ruleset).correct


def test_average_makes_a_basic_solution_wrong() -> None:
    """XIII-A-12: with Average, 4 + 2 is 3, not 6: where Basic has a Solution, the
    search with Average's meaning proves there is none."""
    mat = Mat.from_text(goal="6", required="4+2")
    assert solver.now(mat, BASIC).status == "yes"
    assert solver.now(mat, rules("elementary", average=None)).status == "no"


def test_sideways_makes_a_solution() -> None:
    """XIII-A-1: with Sideways, 3 ÷ [sideways 3] = 9 exists where Basic has no Solution."""
    mat = Mat.from_text(goal="9", required="3÷3")
    assert solver.possible(mat, BASIC).status == "no"
    ruleset = rules("elementary", sideways=None)
    answer = solver.possible(mat, ruleset)
    assert answer.status == "yes"
    assert answer.witness == "3 ÷ 3sw = 9"


def test_multiple_of_k_never_takes_the_goal() -> None:
    """XIII-B-7: a Solution equal to the Goal is incorrect with Multiple of k; 2 + 3 is
    the only value these cubes make, so none is correct."""
    mat = Mat.from_text(goal="5", required="2+3")
    assert solver.possible(mat, BASIC).status == "yes"
    assert solver.possible(mat, rules("middle", multiple_of=6)).status == "no"
