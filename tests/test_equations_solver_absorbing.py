"""A Required cube of a neutral pair is tried first as ``E + 0`` (``solver.NEUTRAL``).

``e + 0``, ``e − 0``, ``e × 1``, ``e ÷ 1`` and ``e ^ 1`` equal ``e``. When a cube of
such a pair is Required and the other is on the mat too, the adjudicator first looks
for an E that needs neither, within a quarter of its budget, then searches as ever:
so the answers are the reference's, and only a "yes" may come sooner.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from eqgames.games.equations import checker, reference, solver
from eqgames.games.equations.mat import Mat
from eqgames.games.equations.ruleset import BASIC

OCCASION = {"now": "now", "possible": "impossible"}

#: Seed 17 of benchmarks/equations_solver.py: 3^4 − 1 = 80, with the Required 0 to place.
#: Every candidate of the plain search holds the 0, and it spent the whole budget of 2
#: million units (3.6 million find the 11-cube Solution).
EIGHTY = dict(goal="80", required="0", permitted="÷^", forbidden="3", resources="110×301××6−×−++÷√√")


def test_a_required_zero_is_placed_last() -> None:
    mat = Mat.from_text(**EIGHTY)
    answer = solver.possible(mat)
    assert answer.status == "yes" and answer.work < 1_000_000
    assert answer.witness is not None and answer.witness.endswith(" + 0 = 80")
    assert checker.check(answer.witness, mat, "impossible").correct
    assert "0" in [c.face for c in answer.cubes]


def test_a_required_sign_is_absorbed_too() -> None:
    # The Required ÷ is spent as "÷ 1"; the witness uses every Required cube.
    mat = Mat.from_text(goal="61", required="2÷", permitted="×", forbidden="10", resources="++3010−^5×6÷777÷+")
    answer = solver.possible(mat)
    assert answer.status == "yes"
    assert answer.witness is not None and checker.check(answer.witness, mat, "impossible").correct


def test_no_is_still_proved() -> None:
    # 9 from 2, 0 and + alone: the first try (without 0 and +) fails, the full search proves it.
    mat = Mat.from_text(goal="9", required="0", resources="2+")
    assert solver.possible(mat).status == "no"
    assert solver.now(mat).status == "no"


face = st.sampled_from("0011123456789+−×÷^√")
pair = st.sampled_from(["+0", "−0", "×1", "÷1", "^1", "0", "1", "+", "×"])


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.integers(0, 30).map(str),
    pair,
    st.lists(face, max_size=2).map("".join),
    st.lists(face, max_size=2).map("".join),
    st.lists(face, max_size=3).map("".join),
)
def test_agrees_with_the_reference(goal: str, must: str, required: str, permitted: str, resources: str) -> None:
    mat = Mat.from_text(goal=goal, required=must + required, permitted=permitted, resources="+0×1" + resources)
    for question in ("now", "possible"):
        try:
            expected, _ = reference.decide(mat, question, BASIC, seconds=1)  # type: ignore[arg-type]
        except reference.OutOfTime:
            continue
        answer = getattr(solver, question)(mat)
        assert answer.status == expected, (question, answer)
        if answer.status == "yes":
            verdict = checker.check(answer.witness or "", mat, OCCASION[question])  # type: ignore[arg-type]
            assert verdict.correct, (answer.witness, verdict.reason)
