"""The adjudicator's work budget keeps step with time on numbers of high degree.

Found by the bot ladder (issue 15): two Hard-Medium matches hung on Goals ``35√2`` and
``16√2`` (2^(1/35), 2^(1/16)). Each exact operation on such numbers takes up to
a thousand times one on √2, and the search counted each as one unit, so a 30,000-unit
question ran for half an hour. ``cubes.high_degree_cost`` charges them what they cost.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from eqgames.arith import values as V
from eqgames.arith.algebraic import Algebraic
from eqgames.games.equations import solver
from eqgames.games.equations.mat import Mat

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
    # at their cost the budget allows a few (9 and 1 here).
    assert answer.status == "unknown"
    assert done[0] <= 12, done[0]
