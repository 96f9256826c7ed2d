"""The adjudicator's work budget keeps step with time on numbers of high degree.

Found by the bot ladder (issue 15): two Hard-Medium matches hung on Goals ``35√2`` and
``16√2`` (2^(1/35), 2^(1/16)). Each exact operation on such numbers takes up to
a thousand times one on √2, and the search counted each as one unit, so a 30,000-unit
question ran for half an hour. ``cubes.high_degree_cost`` charges them what they cost:
by their degree and the length of their coefficients, nothing more for a rational
shift, multiple or reciprocal of another number, which is made without picking a root.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from eqgames.arith import values as V
from eqgames.arith.algebraic import Algebraic
from eqgames.games.equations import solver
from eqgames.games.equations.checker import check
from eqgames.games.equations.mat import Mat
from eqgames.search.cubes import high_degree_cost

#: Matches 74 and 60 of the ladder, at the moment their bots asked (Hard's Medium
#: opponent "now" with 30,000 units, Hard "possible" with 300,000).
HUNG = [
    (dict(goal="35√2", required="28+3073", permitted="÷×+0−4", forbidden="0−95", resources="3√÷"), "now"),
    (dict(goal="16√2", required="319602×", permitted="9÷72×2^+×", forbidden="√−^×", resources=""), "possible"),
]


def _high(x: Any) -> bool:
    return isinstance(x, Algebraic) and x.degree > 4


@pytest.mark.parametrize(("sections", "question"), HUNG)
def test_operations_of_high_degree_are_counted_at_their_cost(
    sections: dict[str, str], question: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    done = [0]

    def counted(f: Callable[..., Any]) -> Callable[..., Any]:
        def g(*args: Any, **kwargs: Any) -> Any:
            if any(_high(a) for a in args):
                done[0] += 1
            return f(*args, **kwargs)

        return g

    for name in ("add", "sub", "mul", "div"):
        monkeypatch.setattr(V, name, counted(getattr(V, name)))
    mat = Mat.from_text(**sections)
    budget = 300
    answer = getattr(solver, question)(mat, budget=budget)
    # Counted as one unit each, some 300 operations of degree 16 or 35 ran (half a minute);
    # at their cost the budget allows a few (7 and 5 here).
    assert answer.status == "unknown"
    assert done[0] <= 12, done[0]


#: Seed 14 of ``benchmarks/equations_solver.py``: Impossible questions whose searches
#: make many numbers of degree 20–63 with short coefficients (``7^(1/9) + …``), each in
#: well under a millisecond. Charged by degree alone (50·d²/4 units) they used up the
#: default budget in 0.1–0.4 s and the answer was "unknown".
CHEAP = [
    dict(goal="50", required="+1733", permitted="8+10", forbidden="+6÷80−^33√", resources="^^^"),
    dict(goal="12÷7", required="++^", permitted="÷3", forbidden="9+50", resources="202312−^−^8"),
]


@pytest.mark.parametrize("sections", CHEAP)
def test_numbers_of_high_degree_with_short_coefficients_cost_little(sections: dict[str, str]) -> None:
    mat = Mat.from_text(**sections)
    answer = solver.possible(mat)
    assert answer.status == "yes"
    assert answer.work < solver.DEFAULT_BUDGET // 10
    assert check(answer.witness or "", mat, "impossible").correct


def test_the_charge_grows_with_the_coefficients_not_only_the_degree() -> None:
    r = V.root(35, 2)
    long = V.power(V.sub(r, 8), 2)  # degree 35, coefficients of about 200 bits
    short = V.add(V.root(5, 7), V.root(7, 3))  # degree 35, short coefficients
    assert isinstance(long, Algebraic) and isinstance(short, Algebraic)
    assert long.degree == short.degree == 35
    assert high_degree_cost(long) > 3 * high_degree_cost(short) > 0
    assert high_degree_cost(V.sub(r, 8)) == high_degree_cost(V.div(1, long)) == 0  # derived
