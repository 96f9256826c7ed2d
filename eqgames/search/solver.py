"""Solve for a target: use some of the given numbers, each at most once.

A :class:`Problem` says which numbers may be used (between ``min_count`` and
``max_count`` of them, each at most once), the target, the operations, and
whether parentheses are allowed (and, without them, how a chain is read).

    >>> from eqgames.search.ops import parse_ops
    >>> p = Problem((3, 8, 1, 9), 24, parse_ops("+-*/"), min_count=2, max_count=4)
    >>> solve(p).text()
    '8 × 3'
    >>> [s.text() for s in solutions(p, cap=4)]
    ['8 × 3', '8 × 3 × 1', '8 × 3 ÷ 1', '9 × 8 ÷ 3']
    >>> solve(Problem((3, 8), 25, parse_ops("+-*/"), 2, 2)) is None
    True
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction

from .expr import Expr, canonical, evaluate, leaves, tidy, to_text
from .multiset import ChainSearch, TreeSearch, _Base
from .ops import Operation, Value, norm


@dataclass(frozen=True)
class Problem:
    numbers: tuple[Value, ...]
    target: Value
    ops: tuple[Operation, ...]
    min_count: int = 1
    max_count: int = 1_000
    #: With parentheses every bracketing is allowed and ``order`` only changes how
    #: solutions are written; without, ``order`` decides how a chain is read.
    parentheses: bool = True
    order: str = "precedence"  # or "l2r"

    def __post_init__(self) -> None:
        object.__setattr__(self, "numbers", tuple(norm(Fraction(v)) for v in self.numbers))
        object.__setattr__(self, "target", norm(Fraction(self.target)))
        if not self.ops:
            raise ValueError("at least one operation is needed")
        if self.order not in ("precedence", "l2r"):
            raise ValueError(f"order is 'precedence' or 'l2r', not {self.order!r}")
        if self.min_count < 1 or self.max_count < self.min_count:
            raise ValueError("1 ≤ min_count ≤ max_count")

    def search(self, budget: int | None = None) -> _Base:
        """A fresh search over the numbers (reuse it to ask several questions)."""
        if self.parentheses:
            return TreeSearch(self.numbers, self.ops, budget)
        return ChainSearch(self.numbers, self.ops, self.order, budget)


@dataclass(frozen=True)
class Solution:
    expr: Expr
    order: str = "precedence"

    @property
    def indices(self) -> tuple[int, ...]:
        """Which of the problem's numbers it uses (positions, in the order written)."""
        return tuple(leaf.index for leaf in leaves(self.expr))

    @property
    def numbers(self) -> tuple[Value, ...]:
        return tuple(leaf.value for leaf in leaves(self.expr))

    @property
    def value(self) -> Value:
        v = evaluate(self.expr)
        assert v is not None
        return v

    def text(self, ascii: bool = False) -> str:
        """The expression with the fewest parentheses for its reading order."""
        return to_text(self.expr, self.order, ascii)


def _tidy(problem: Problem, expr: Expr) -> Solution:
    # Regrouping is only free when parentheses are: a chain is written as found.
    return Solution(tidy(expr, problem.ops) if problem.parentheses else expr, problem.order)


def solve(
    problem: Problem,
    required: Sequence[int] = (),
    budget: int | None = None,
    search: _Base | None = None,
    within: Sequence[int] | None = None,
    tidy: bool = True,
) -> Solution | None:
    """One solution, or None when there is none (a proof: the search is exhaustive).

    ``required``: positions of numbers every solution must use (a bot asking "does
    this new number give a solution?"); ``within``: the only positions it may use
    (default all), so that one search, and its cache, serves several questions.
    ``budget`` bounds the work; past it
    :class:`~eqgames.search.multiset.BudgetExceeded` is raised. ``tidy=False``
    returns the tree as found, not rewritten plainly (for timing against the
    reference, which does not tidy either).
    """
    s = search or problem.search(budget)
    mask_required = 0
    for i in required:
        mask_required |= 1 << i
    allowed = None
    if within is not None:
        allowed = mask_required
        for i in within:
            allowed |= 1 << i
    mask = s.find(problem.target, problem.min_count, problem.max_count, mask_required, allowed)
    if mask is None:
        return None
    expr = s.build(mask, problem.target)
    return _tidy(problem, expr) if tidy else Solution(expr, problem.order)


def solutions(problem: Problem, cap: int = 100, search: _Base | None = None) -> list[Solution]:
    """Distinct solutions, fewest numbers first, at most ``cap`` of them.

    Solutions that differ only in the order or grouping of a sum's or a product's
    items are one solution (``3 + 8 − 1`` and ``8 − (1 − 3)``).
    """
    return list(itertools.islice(_distinct(problem, search or problem.search()), cap))


def _distinct(problem: Problem, s: _Base) -> Iterator[Solution]:
    seen: set[str] = set()
    for mask in s.subsets(problem.min_count, problem.max_count, target=problem.target):
        if not s.reaches(mask, problem.target):
            continue
        for expr in s.expressions(mask, problem.target):
            key = canonical(expr) if problem.parentheses else to_text(expr, problem.order, True)
            if key not in seen:
                seen.add(key)
                yield _tidy(problem, expr)


def reachable_values(problem: Problem, search: _Base | None = None) -> set[Value]:
    """Every value some allowed expression has (lists everything: small cases only)."""
    s = search or problem.search()
    out: set[Value] = set()
    for mask in s.subsets(problem.min_count, problem.max_count):
        out |= s.values(mask)
    return out
