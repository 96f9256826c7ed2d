"""The adjudicator with variations: its search knows Basic Equations' arithmetic only, so
it answers yes only with a witness the variations' checker accepts, and otherwise
unknown — never a wrong yes or no."""

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


def test_average_makes_a_basic_witness_wrong() -> None:
    """XIII-A-12: with Average, 4 + 2 is 3, not 6: the Basic witness is refused, and the
    answer is unknown rather than a wrong yes."""
    mat = Mat.from_text(goal="6", required="4+2")
    assert solver.now(mat, BASIC).status == "yes"
    answer = solver.now(mat, rules("elementary", average=None))
    assert answer.status == "unknown"


def test_no_is_not_known_with_variations() -> None:
    """XIII-A-1: with Sideways, 3 ÷ [sideways 3] = 9 exists where Basic has no Solution;
    the Basic search's no becomes unknown."""
    mat = Mat.from_text(goal="9", required="3÷3")
    assert solver.possible(mat, BASIC).status == "no"
    ruleset = rules("elementary", sideways=None)
    assert check("3÷3sw = 9", mat, "impossible", ruleset).correct
    assert solver.possible(mat, ruleset).status == "unknown"


def test_multiple_of_k_never_takes_the_goal() -> None:
    """XIII-B-7: a Basic witness equals the Goal, which Multiple of k forbids."""
    mat = Mat.from_text(goal="5", required="2+3")
    assert solver.possible(mat, rules("middle", multiple_of=6)).status == "unknown"
