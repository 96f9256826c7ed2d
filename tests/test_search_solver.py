"""The fast multiset search against the slow obvious enumeration, and worked examples."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from eqgames.search import (
    ARITHMETIC,
    BudgetExceeded,
    Problem,
    TreeSearch,
    canonical,
    evaluate,
    parse_ops,
    reachable_values,
    reference,
    solutions,
    solve,
    to_text,
)
from eqgames.search.expr import leaves

OPS = parse_ops("+-*/")


def _check_solution(problem: Problem, sol: object) -> None:
    from eqgames.search import Solution

    assert isinstance(sol, Solution)
    used = sol.indices
    assert len(set(used)) == len(used), "a number is used twice"
    assert problem.min_count <= len(used) <= problem.max_count
    assert all(problem.numbers[i] == v for i, v in zip(used, sol.numbers, strict=True))
    assert sol.value == problem.target
    ops_used = set()
    stack = [sol.expr]
    while stack:
        e = stack.pop()
        if hasattr(e, "op"):
            ops_used.add(e.op)
            stack += [e.left, e.right]
    assert ops_used <= set(problem.ops)
    if not problem.parentheses:
        # A chain is written without parentheses, and reads back to its value.
        text = sol.text(ascii=True)
        assert "(" not in text
        nums = [sol.expr]
        assert reference.chain_value(
            [leaf.value for leaf in leaves(sol.expr)], _chain_ops(sol.expr), problem.order
        ) == problem.target, text
        assert nums


def _chain_ops(e: object) -> list:  # type: ignore[type-arg]
    if not hasattr(e, "op"):
        return []
    return _chain_ops(e.left) + [e.op] + _chain_ops(e.right)  # type: ignore[attr-defined]


# -- worked examples ---------------------------------------------------------------


def test_rulebook_example_24_with_four_numbers() -> None:
    # Target 24, all four operations, min 4 and max 4 (the rulebook's example).
    p = Problem((3, 8, 1, 9), 24, OPS, min_count=4, max_count=4)
    sol = solve(p)
    assert sol is not None
    _check_solution(p, sol)
    assert len(sol.indices) == 4
    texts = {s.text() for s in solutions(p, cap=100)}
    assert "3 ÷ (9 ÷ 8 − 1)" in texts


def test_none_is_a_proof() -> None:
    assert solve(Problem((3, 8), 25, OPS, 2, 2)) is None
    assert solve(Problem((2, 4, 6), Fraction(1, 3), parse_ops("+-*"), 2, 3)) is None
    assert solve(Problem((1, 2, 3, 4), 11, parse_ops("+"), 2, 2)) is None
    assert solve(Problem((1, 2, 3, 4), 10, parse_ops("+"), 2, 3)) is None
    assert solve(Problem((1, 2, 3, 4), 10, parse_ops("+"), 2, 4)) is not None


def test_distinct_numbers_only_once() -> None:
    # 7 = 1 + 2 + 4 uses three numbers; no number twice (2 + 2 + 3 is not available).
    p = Problem((1, 2, 4), 7, OPS, 2, 3)
    sol = solve(p)
    assert sol is not None and sorted(sol.numbers) == [1, 2, 4]
    assert sol.text() == "4 + 2 + 1"
    assert solve(Problem((2, 3), 7, parse_ops("+"), 2, 3)) is None


def test_fractions_are_exact() -> None:
    p = Problem((1, 3, 4, 6), 24, OPS, 4, 4)  # the classic 6 ÷ (1 − 3 ÷ 4)
    sol = solve(p)
    assert sol is not None
    assert sol.text() == "6 ÷ (1 − 3 ÷ 4)"
    half = Problem((1, 2), Fraction(1, 2), OPS, 2, 2)
    assert solve(half) is not None and solve(half).text() == "1 ÷ 2"  # type: ignore[union-attr]


def test_required_numbers() -> None:
    p = Problem((3, 8, 1, 9), 24, OPS, 2, 3)
    sol = solve(p, required=[3])
    assert sol is not None and 3 in sol.indices
    _check_solution(p, sol)
    assert solve(Problem((3, 8, 50), 24, OPS, 2, 2), required=[2]) is None


def test_zero_and_division_by_zero() -> None:
    # 0 × anything and 0 ÷ anything-but-zero: the search must handle "any value".
    p = Problem((0, 5, 7, 9), 0, parse_ops("*"), 4, 4)
    assert solve(p) is not None
    p = Problem((0, 5, 7, 9), 0, parse_ops("/"), 4, 4)
    sol = solve(p)
    assert sol is not None and evaluate(sol.expr) == 0
    assert solve(Problem((5, 0), 5, parse_ops("/"), 2, 2)) is None  # 5 ÷ 0 is illegal


def test_l2r_only_changes_the_writing_with_parentheses() -> None:
    prec = Problem((9, 1, 3), 24, OPS, 3, 3)
    l2r = Problem((9, 1, 3), 24, OPS, 3, 3, order="l2r")
    assert reachable_values(prec) == reachable_values(l2r)
    assert solve(prec).text() == "(9 − 1) × 3"  # type: ignore[union-attr]
    assert solve(l2r).text() == "9 − 1 × 3"  # type: ignore[union-attr]


def test_chains_without_parentheses() -> None:
    # 2 + 3 × 4: 14 by precedence, 20 left to right.
    nums = (2, 3, 4)
    prec = Problem(nums, 14, parse_ops("+*"), 3, 3, parentheses=False)
    l2r = Problem(nums, 20, parse_ops("+*"), 3, 3, parentheses=False, order="l2r")
    assert solve(prec) is not None and solve(l2r) is not None
    # (2 + 3) × 4 = 20 needs parentheses or left-to-right reading.
    assert solve(Problem(nums, 20, parse_ops("+*"), 3, 3, parentheses=False)) is None
    # 4 × 3 + 2 = 14 reads the same either way.
    assert solve(Problem(nums, 14, parse_ops("+*"), 3, 3, parentheses=False, order="l2r"))


def test_solutions_are_distinct_up_to_order_and_grouping() -> None:
    p = Problem((1, 2, 4), 7, parse_ops("+"), 3, 3)
    sols = solutions(p)
    assert [s.text() for s in sols] == ["4 + 2 + 1"]
    keys = [canonical(s.expr) for s in solutions(Problem((3, 8, 1, 9), 24, OPS, 2, 4))]
    assert len(keys) == len(set(keys))


def test_budget() -> None:
    p = Problem(tuple(range(1, 9)), 100_003, OPS, 2, 8)
    with pytest.raises(BudgetExceeded):
        solve(p, budget=1000)


def test_multisets() -> None:
    s = TreeSearch([2, 2, 3], OPS)
    assert s.reaches(0b111, 12) and s.reaches(0b111, 7) and not s.reaches(0b111, 13)
    p = Problem((2, 2, 2), 8, parse_ops("*"), 3, 3)
    assert [x.text() for x in solutions(p)] == ["2 × 2 × 2"]


# -- the fast search against the reference ---------------------------------------------

small_values = st.one_of(
    st.integers(min_value=-3, max_value=12),
    st.fractions(min_value=-3, max_value=5, max_denominator=3),
)
op_sets = st.sets(st.sampled_from(ARITHMETIC), min_size=1).map(
    lambda s: tuple(op for op in ARITHMETIC if op in s)
)


@st.composite
def problems(draw: st.DrawFn, max_numbers: int, parentheses: bool) -> Problem:
    numbers = tuple(draw(st.lists(small_values, min_size=1, max_size=max_numbers)))
    lo = draw(st.integers(1, len(numbers)))
    hi = draw(st.integers(lo, len(numbers) + 1))
    return Problem(
        numbers,
        draw(small_values),
        draw(op_sets),
        lo,
        hi,
        parentheses=parentheses,
        order=draw(st.sampled_from(["precedence", "l2r"])),
    )


SETTINGS = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def _agree(p: Problem) -> None:
    values = reference.reachable(p)
    assert reachable_values(p) == values
    for target in [p.target, *sorted(values)[:: max(1, len(values) // 6)]]:
        q = Problem(p.numbers, target, p.ops, p.min_count, p.max_count, p.parentheses, p.order)
        fast = solve(q)
        slow = reference.first_solution(q)
        assert (fast is None) == (slow is None), (q, fast, slow)
        if fast is not None:
            _check_solution(q, fast)


@SETTINGS
@given(problems(max_numbers=4, parentheses=True))
def test_trees_agree_with_reference(p: Problem) -> None:
    _agree(p)


@SETTINGS
@given(problems(max_numbers=5, parentheses=False))
def test_chains_agree_with_reference(p: Problem) -> None:
    _agree(p)


@settings(max_examples=30, deadline=None)
@given(problems(max_numbers=3, parentheses=True))
def test_every_solution_is_listed(p: Problem) -> None:
    # With a large cap, the distinct solutions are exactly the reference's, up to
    # order and grouping.
    expected = {canonical(e) for e, v in reference.expressions(p) if v == p.target}
    found = solutions(p, cap=10_000)
    assert {canonical(s.expr) for s in found} == expected
    for s in found:
        _check_solution(p, s)


@settings(max_examples=30, deadline=None)
@given(problems(max_numbers=4, parentheses=False))
def test_every_chain_is_listed(p: Problem) -> None:
    expected = {to_text(e, p.order, True) for e, v in reference.expressions(p) if v == p.target}
    found = solutions(p, cap=10_000)
    assert {s.text(ascii=True) for s in found} == expected


@SETTINGS
@given(problems(max_numbers=4, parentheses=True), st.integers(0, 3), st.integers(0, 15))
def test_required_and_within_agree_with_reference(p: Problem, pick: int, within_bits: int) -> None:
    # Solutions that must use number ``pick`` and may use only the numbers in ``within``.
    n = len(p.numbers)
    must = pick % n
    within = [i for i in range(n) if within_bits >> i & 1]
    allowed = set(within) | {must}
    for target in [p.target, *sorted(reference.reachable(p))[:4]]:
        q = Problem(p.numbers, target, p.ops, p.min_count, p.max_count)
        slow = any(
            v == target and must in (ix := {leaf.index for leaf in leaves(e)}) and ix <= allowed
            for e, v in reference.expressions(q)
        )
        fast = solve(q, required=[must], within=within)
        assert (fast is not None) == slow, (q, must, within)
        if fast is not None:
            assert must in fast.indices and set(fast.indices) <= allowed
            _check_solution(q, fast)
