"""The slow, obvious solver: write down every expression and evaluate it.

It exists to check the fast search (the property tests compare the two) and to
measure it against (``benchmarks/memorymath_solver.py``). Nothing clever: for
every choice of numbers, every order of them, every bracketing (or none) and
every operation in every gap, build the expression and compute its value.

    >>> from eqgames.search.ops import parse_ops
    >>> from eqgames.search.solver import Problem
    >>> p = Problem((3, 8), 24, parse_ops("*"), 2, 2)
    >>> [(to_text(e), v) for e, v in expressions(p)]
    [('3 × 8', 24), ('8 × 3', 24)]
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence

from .expr import Expr, Leaf, Node, evaluate, to_text
from .ops import Operation, Value
from .solver import Problem

__all__ = ["expressions", "first_solution", "reachable", "to_text"]


def _trees(items: Sequence[Leaf], ops: Sequence[Operation]) -> Iterator[Expr]:
    """Every binary tree with these leaves in this order."""
    if len(items) == 1:
        yield items[0]
        return
    for cut in range(1, len(items)):
        for left in _trees(items[:cut], ops):
            for right in _trees(items[cut:], ops):
                for op in ops:
                    yield Node(op, left, right)


def chain_value(items: Sequence[Value], ops: Sequence[Operation], order: str) -> Value | None:
    """``items[0] ops[0] items[1] …`` read by precedence (highest level first, each
    level left to right) or strictly left to right."""
    values: list[Value] = list(items)
    gaps = list(ops)
    levels = [0] if order == "l2r" else sorted({op.level for op in gaps}, reverse=True)
    for level in levels:
        i = 0
        while i < len(gaps):
            if order == "l2r" or gaps[i].level == level:
                r = gaps[i].apply(values[i], values[i + 1])
                if r is None:
                    return None
                values[i : i + 2] = [r]
                del gaps[i]
            else:
                i += 1
    return values[0]


def _chain_expr(items: Sequence[Leaf], ops: Sequence[Operation], order: str) -> Expr:
    """The tree of a chain, only for printing it (its value comes from :func:`chain_value`)."""
    if order == "l2r" or not ops:
        out: Expr = items[0]
        for op, item in zip(ops, items[1:], strict=True):
            out = Node(op, out, item)
        return out
    # Precedence: split at the last lowest-level operation.
    low = min(op.level for op in ops)
    cut = max(i for i, op in enumerate(ops) if op.level == low)
    return Node(
        ops[cut],
        _chain_expr(items[: cut + 1], ops[:cut], order),
        _chain_expr(items[cut + 1 :], ops[cut + 1 :], order),
    )


def expressions(problem: Problem) -> Iterator[tuple[Expr, Value]]:
    """Every expression the problem allows, with its value (those dividing by zero left out)."""
    nums = problem.numbers
    hi = min(problem.max_count, len(nums))
    for size in range(max(problem.min_count, 1), hi + 1):
        for chosen in itertools.combinations(range(len(nums)), size):
            for order in itertools.permutations(chosen):
                items = [Leaf(i, nums[i]) for i in order]
                if problem.parentheses:
                    for tree in _trees(items, problem.ops):
                        value = evaluate(tree)
                        if value is not None:
                            yield tree, value
                else:
                    for ops in itertools.product(problem.ops, repeat=size - 1):
                        value = chain_value([x.value for x in items], ops, problem.order)
                        if value is not None:
                            yield _chain_expr(items, ops, problem.order), value


def first_solution(problem: Problem) -> Expr | None:
    """The first expression, in enumeration order, equal to the target."""
    for expr, value in expressions(problem):
        if value == problem.target:
            return expr
    return None


def reachable(problem: Problem) -> set[Value]:
    """Every value some allowed expression has."""
    return {value for _, value in expressions(problem)}
