"""The dealer: each round's target, valid operations and min/max, from the state's seed.

Rulebook: a target from −100 to 200 (it "can be non-integer"), valid operations
out of + − × ÷, a minimum and a maximum count of numbers with
``1 < min ≤ max ≤ 100``.

Decisions (docs/rules/memorymath.md):

- Targets are whole 4 times in 5; otherwise a half, third or quarter that is
  not whole (−7/2, 25/3, 131/4).
- All four operations about a third of the time, three about a third, two
  about a fifth, one now and then.
- ``min`` is 2 to 5 (mostly 2 or 3); ``max`` is ``min`` to ``min + 3``, or 100
  ("no upper limit") about one round in seven.
- **No unwinnable rounds.** A round is *winnable* when some set of distinct
  legal numbers (1 to 100), as many as ``min`` to ``max``, solves it. The
  dealer only deals a round after the solver has found such a set — it tries a
  few random sets of legal numbers, as players might say them, and otherwise
  draws another round. So a dealt round is always winnable (the witness is the
  proof), and the rounds it deals are winnable *by numbers players actually
  say*, not only by a freak set.

    >>> from eqgames.core import Rng
    >>> d = deal(Rng(1))
    >>> d == deal(Rng(1))
    True
    >>> 1 < d.min <= d.max <= 100 and -100 <= d.target <= 200
    True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TypeVar

from eqgames.core import Rng
from eqgames.search import BudgetExceeded, Problem, parse_ops, solve

from .said import HIGHEST, LOWEST

T = TypeVar("T")

LOW_TARGET, HIGH_TARGET = -100, 200
#: How many random sets of numbers the dealer tries before drawing another round.
WITNESS_TRIES = 6
#: How many numbers each such set has (at least min + 2).
WITNESS_POOL = 8
#: Work allowed per try (search steps), so that dealing stays quick.
WITNESS_BUDGET = 8_000

# (weight, operations) — every non-empty subset, richer sets more often.
_OP_SETS: list[tuple[int, str]] = (
    [(34, "+-*/")]
    + [(9, s) for s in ("+-*", "+-/", "+*/", "-*/")]
    + [(4, s) for s in ("+-", "+*", "+/", "-*", "-/", "*/")]
    + [(2, s) for s in ("+", "-", "*", "/")]
)
_MINS = [(35, 2), (35, 3), (20, 4), (10, 5)]
_SPANS = [(25, 0), (25, 1), (20, 2), (15, 3), (15, -1)]  # -1: max 100
_DENOMINATORS = [(50, 2), (30, 3), (20, 4)]


@dataclass(frozen=True)
class Deal:
    target: Fraction
    ops: str  # ASCII symbols in the order + - * /
    min: int
    max: int
    #: Legal numbers that solve the round, and how (the dealer's proof).
    witness: tuple[int, ...]
    witness_text: str


def _weighted(rng: Rng, table: Sequence[tuple[int, T]]) -> T:
    roll = rng.randbelow(sum(w for w, _ in table))
    for weight, item in table:
        if roll < weight:
            return item
        roll -= weight
    raise AssertionError("unreachable")


def _target(rng: Rng) -> Fraction:
    if rng.randbelow(5):
        return Fraction(rng.randint(LOW_TARGET, HIGH_TARGET))
    den = _weighted(rng, _DENOMINATORS)
    while True:
        num = rng.randint(LOW_TARGET * den, HIGH_TARGET * den)
        if num % den:
            return Fraction(num, den)


def clearly_unwinnable(target: Fraction, ops: str) -> bool:
    """Rounds no legal numbers can win, seen at once: legal numbers are positive
    whole numbers, so without − nothing is zero or negative, and without ÷
    nothing is a fraction."""
    return (target <= 0 and "-" not in ops) or (target.denominator != 1 and "/" not in ops)


def find_witness(
    rng: Rng, target: Fraction, ops: str, lo: int, hi: int, tries: int = WITNESS_TRIES
) -> tuple[tuple[int, ...], str] | None:
    """Legal numbers that solve the round, from a few random sets; None if none found."""
    size = max(WITNESS_POOL, lo + 2)
    for _ in range(tries):
        pool = list(range(LOWEST, HIGHEST + 1))
        rng.shuffle(pool)
        problem = Problem(tuple(sorted(pool[:size])), target, parse_ops(ops), lo, hi)
        try:
            found = solve(problem, budget=WITNESS_BUDGET)
        except BudgetExceeded:
            continue
        if found is not None:
            return tuple(int(v) for v in found.numbers), found.text()
    return None


def deal(rng: Rng) -> Deal:
    """A winnable round."""
    while True:
        ops = _weighted(rng, _OP_SETS)
        lo = _weighted(rng, _MINS)
        span = _weighted(rng, _SPANS)
        hi = HIGHEST if span < 0 else lo + span
        target = _target(rng)
        if clearly_unwinnable(target, ops):
            continue
        found = find_witness(rng, target, ops, lo, hi)
        if found is not None:
            return Deal(target, ops, lo, hi, *found)
