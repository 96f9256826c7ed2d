"""The dealer: reproducible, within the rulebook's ranges, and never an unwinnable round."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

from eqgames.core import Rng
from eqgames.games.memorymath.dealer import clearly_unwinnable, deal, find_witness
from eqgames.games.memorymath.equation import judge
from eqgames.search import Problem, parse_ops, solve

DEALS = [deal(Rng(seed)) for seed in range(60)]


def test_reproducible() -> None:
    assert [deal(Rng(seed)) for seed in range(10)] == DEALS[:10]
    rng = Rng(3)
    first = [deal(rng) for _ in range(3)]
    rng = Rng(3)
    assert [deal(rng) for _ in range(3)] == first


def test_within_the_rulebook() -> None:
    for d in DEALS:
        assert -100 <= d.target <= 200
        assert d.ops and set(d.ops) <= set("+-*/") and list(d.ops) == sorted(d.ops, key="+-*/".index)
        assert 1 < d.min <= d.max <= 100


def test_mostly_whole_targets_sometimes_halves_thirds_quarters() -> None:
    dens = Counter(d.target.denominator for d in [deal(Rng(s)) for s in range(60, 160)])
    assert dens[1] > 60 and set(dens) <= {1, 2, 3, 4} and len(dens) > 1
    sizes = Counter(len(d.ops) for d in DEALS)
    assert sizes[4] > 10 and sizes[3] > 5


def test_every_round_is_winnable_the_witness_proves_it() -> None:
    for d in DEALS:
        # The witness: distinct legal numbers, as many as min to max …
        assert len(set(d.witness)) == len(d.witness) and all(1 <= x <= 100 for x in d.witness)
        assert d.min <= len(d.witness) <= d.max
        # … whose equation the judge (the parser and evaluator, not the solver) accepts …
        verdict = judge(d.witness_text, d.target, d.ops, d.min, d.max, set(d.witness))
        assert verdict.correct, (d, verdict)
        # … and the solver, given just those numbers, finds a solution too.
        problem = Problem(d.witness, d.target, parse_ops(d.ops), d.min, d.max)
        assert solve(problem) is not None


def test_unwinnable_rounds_are_recognised() -> None:
    # Legal numbers are positive whole numbers: without − nothing is 0 or negative;
    # without ÷ nothing is a fraction.
    assert clearly_unwinnable(Fraction(-5), "+*/")
    assert clearly_unwinnable(Fraction(0), "+*/")
    assert clearly_unwinnable(Fraction(7, 2), "+-*")
    assert not clearly_unwinnable(Fraction(7, 2), "+/")
    # The solver proves it over every pair of legal numbers …
    everything = tuple(range(1, 101))
    assert solve(Problem(everything, Fraction(1, 3), parse_ops("+*"), 2, 2)) is None
    # … and over a small set of legal numbers for a less obvious case: with only ×,
    # 97 (a prime) needs 1 × 97, so without 97 there is nothing.
    assert solve(Problem(tuple(range(1, 40)), 97, parse_ops("*"), 2, 3)) is None
    # The dealer's witness search finds nothing where nothing exists.
    assert find_witness(Rng(1), Fraction(-5), "+*/", 2, 4) is None
