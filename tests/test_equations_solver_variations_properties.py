"""The adjudicator with variations agrees with the obvious enumeration: never a wrong yes or no.

Random small mats (two to five cubes to play, a Goal of one to three cubes) and random
selections of each division's list (its standing variations added, parameters drawn
from the division's choices); wherever the adjudicator answers yes or no, the
reference (:mod:`eqgames.games.equations.variations.reference`: every tree with every
meaning, judged by the checker) answers the same, and every witness is an Equation
the checker accepts.
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
from eqgames.games.equations.mat import Mat
from eqgames.games.equations.meanings import notation_of
from eqgames.games.equations.reference import OutOfTime
from eqgames.games.equations.ruleset import Param, Ruleset, adventurous
from eqgames.games.equations.variations import reference
from eqgames.games.equations.variations.catalog import YEAR_LISTS, choosable, conflict

DIGITS = "0123456789"
OPERATIONS = "+−×÷^√"

#: Work units per adjudicator question (small mats need far fewer).
BUDGET = 300_000
#: CPU seconds the reference may take per question before the example is skipped.
REFERENCE_SECONDS = 1.5


@st.composite
def rulesets(draw: st.DrawFn, division: str) -> Ruleset:
    year = draw(st.sampled_from(YEAR_LISTS))
    listed = choosable(division, year)
    chosen: dict[str, Param] = {}
    for _ in range(draw(st.integers(1, 2))):
        variation = draw(st.sampled_from(listed))
        if variation.id in chosen or conflict(variation, chosen) is not None:
            continue
        choices = variation.lists[division].choices
        chosen[variation.id] = draw(st.sampled_from(choices)) if choices else None
    return adventurous(division, chosen)


@st.composite
def mats(draw: st.DrawFn, ruleset: Ruleset) -> Mat:
    """A small mat; half the time its Goal is a value some tree of its cubes makes
    (with the shake's meanings), so that yes is as common as no."""
    face = st.sampled_from(DIGITS + DIGITS + OPERATIONS)
    pool = draw(st.lists(face, min_size=2, max_size=5))
    places = draw(st.lists(st.sampled_from("RPS"), min_size=len(pool), max_size=len(pool)))
    parts = {p: "".join(f for f, q in zip(pool, places, strict=True) if q == p) for p in "RPS"}
    ordered = tuple(parts["R"] + parts["P"] + parts["S"])
    goals = _made_goals(ordered, len(parts["R"]), ruleset) if draw(st.booleans()) else []
    if goals:
        goal = draw(st.sampled_from(goals))
    else:
        shape = draw(st.sampled_from(["d", "dd", "dod"]))
        goal = "".join(draw(st.sampled_from(DIGITS if c == "d" else OPERATIONS)) for c in shape)
    return Mat.from_text(goal=goal, required=parts["R"], permitted=parts["P"], resources=parts["S"])


def _made_goals(pool: tuple[str, ...], required: int, ruleset: Ruleset) -> list[str]:
    """Numerals of the whole values (below the base, or below 100 in base ten) that the
    first trees over the ``required`` first cubes of ``pool`` and some after them make."""
    notation = notation_of(ruleset)
    top = 100 if notation.base == 10 else notation.base
    found: set[str] = set()
    for size in range(max(2, required), len(pool) + 1):
        for tree in itertools.islice(reference.trees(pool[:size], ruleset), 300):
            try:
                value = evaluate(tree, complex_ok=ruleset.complex_ok, notation=notation)
            except (ArithError, ValueError):
                continue
            f = as_fraction(value)
            if f is not None and f.denominator == 1 and 0 <= f < top:
                found.add(str(f.numerator))
    return sorted(found)


def _agree_on(data: st.DataObject, division: str) -> None:
    ruleset = data.draw(rulesets(division))
    _agree(data.draw(mats(ruleset)), ruleset)


def _agree(mat: Mat, ruleset: Ruleset) -> None:
    adjudicator = solver.Adjudicator(mat, ruleset, BUDGET)
    for question, answer in (("now", adjudicator.now()), ("possible", adjudicator.possible())):
        if answer.status == "unknown":
            continue
        if answer.status == "yes":
            occasion = "now" if question == "now" else "impossible"
            assert answer.witness is not None
            assert check(answer.witness, mat, occasion, ruleset).correct, answer.witness
        if answer.status == "yes" and adjudicator.cut:
            # The reference tries only what the search tries in full; past that the
            # checker's verdict on the witness is the test.
            continue
        try:
            expected, witness = reference.decide(mat, question, ruleset, REFERENCE_SECONDS)
        except OutOfTime:
            continue
        assert answer.status == expected, (question, answer, witness, dict(ruleset.variations))


_SETTINGS = settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)


@_SETTINGS
@given(data=st.data())
def test_elementary_agrees_with_the_reference(data: st.DataObject) -> None:
    _agree_on(data, "elementary")


@_SETTINGS
@given(data=st.data())
def test_middle_agrees_with_the_reference(data: st.DataObject) -> None:
    _agree_on(data, "middle")


@_SETTINGS
@given(data=st.data())
def test_junior_agrees_with_the_reference(data: st.DataObject) -> None:
    _agree_on(data, "junior")


@_SETTINGS
@given(data=st.data())
def test_senior_agrees_with_the_reference(data: st.DataObject) -> None:
    _agree_on(data, "senior")

