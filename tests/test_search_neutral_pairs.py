"""Candidates a neutral pair still fits in are passed over (``cubes.NEUTRAL``).

``e + 0``, ``e − 0``, ``e × 1``, ``e ÷ 1`` and ``e ^ 1`` equal ``e``: when a multiset
makes a target and the pool has an operation and its digit to spare, the larger
multiset makes it too. So :meth:`CubeSearch.find` asks only the candidates of
``PAD_FROM`` cubes or more that no pair can be added to, and must find a Solution
exactly when asking every candidate does.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from eqgames.arith.evaluate import evaluate
from eqgames.games.equations import checker, reference, solver
from eqgames.games.equations.mat import Mat
from eqgames.games.equations.ruleset import BASIC
from eqgames.search import cubes
from eqgames.search.cubes import CubeSearch


@contextmanager
def pad_from(n: int) -> Iterator[None]:
    saved = cubes.PAD_FROM
    cubes.PAD_FROM = n
    try:
        yield
    finally:
        cubes.PAD_FROM = saved


# Pools rich in neutral pairs, so that most candidates are passed over at PAD_FROM = 2.
face = st.sampled_from("0011123469+−×÷^√+−×")
pools = st.lists(face, min_size=3, max_size=9).map("".join)
targets = st.one_of(st.integers(-12, 90).map(Fraction), st.sampled_from([Fraction(1, 2), Fraction(2, 3)]))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pools, st.lists(targets, min_size=1, max_size=3), st.integers(0, 2))
def test_passing_over_paddable_candidates_finds_the_same(
    pool: str, wanted: list[Fraction], required: int
) -> None:
    with pad_from(99):  # every candidate asked
        plain = CubeSearch(pool)
        every = plain.find(wanted, plain.code(pool[:required]))
    with pad_from(2):
        search = CubeSearch(pool)
        found = search.find(wanted, search.code(pool[:required]))
    assert (found is None) == (every is None), (pool, wanted)
    if found is not None:
        tree = search.build(found.code, found.target)
        assert evaluate(tree) == found.target
        assert search.within(search.code(pool[:required]), found.code)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.integers(0, 40).map(str),
    st.lists(face, max_size=3).map("".join),
    st.lists(face, max_size=3).map("".join),
    st.lists(face, max_size=4).map("".join),
)
def test_the_adjudicator_passing_over_agrees_with_the_reference(
    goal: str, required: str, permitted: str, resources: str
) -> None:
    mat = Mat.from_text(goal=goal, required=required, permitted=permitted, resources=resources)
    for question, occasion in (("now", "now"), ("possible", "impossible")):
        try:
            expected, _ = reference.decide(mat, question, BASIC, seconds=1)  # type: ignore[arg-type]
        except reference.OutOfTime:
            continue
        with pad_from(2):
            answer = getattr(solver, question)(mat)
        assert answer.status == expected, (question, answer)
        if answer.status == "yes":
            assert checker.check(answer.witness or "", mat, occasion).correct  # type: ignore[arg-type]


def test_a_long_witness_is_found_early() -> None:
    # Seed 17 of benchmarks/equations_solver.py: 3^4 − 1 with a 0 and ones to place. Asking
    # every smaller candidate first spent the whole budget of 2 million units.
    mat = Mat.from_text(
        goal="80", required="0", permitted="÷^", forbidden="3", resources="110×301××6−×−++÷√√"
    )
    answer = solver.possible(mat)
    assert answer.status == "yes" and answer.work < 100_000
    assert checker.check(answer.witness or "", mat, "impossible").correct
