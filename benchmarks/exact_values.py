"""Radical identities and non-identities: eqgames' exact values against SymPy.

Run: ``.venv/bin/python -m benchmarks.exact_values`` (SymPy comes with the ``bench``
extra). Each check builds both sides of a claim such as ``√2 × √8 = 4`` from small
expression trees and decides whether they are equal: with :mod:`eqgames.arith.values`
(``==`` on exact values) and with SymPy (``simplify(lhs − rhs) == 0``, the standard
way to ask it), in the same run. It prints the median time per check of each, their
ratio, and every check where the two disagree with each other or with the known answer.

Caches are cleared before every check on both sides, so each check is timed cold.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import flint

from eqgames.arith import algebraic, values

# An expression is a nested tuple: an int or Fraction, ("root", k, x) for k√x (the
# Equations root: real for odd k), ("add"|"sub"|"mul"|"div", a, b), ("pow", a, q).
Expr = Any


@dataclass(frozen=True)
class Claim:
    name: str
    lhs: Expr
    rhs: Expr
    equal: bool


def r(k: int, x: Expr) -> Expr:
    return ("root", k, x)


def sq(x: Expr) -> Expr:
    return r(2, x)


def op(name: str, a: Expr, b: Expr) -> Expr:
    return (name, a, b)


# ---------------------------------------------------------------- the claims


def named_claims() -> list[Claim]:
    return [
        Claim("√2×√8 = 4", op("mul", sq(2), sq(8)), 4, True),
        Claim("√(3+2√2) = 1+√2", sq(op("add", 3, op("mul", 2, sq(2)))), op("add", 1, sq(2)), True),
        Claim("∛(−8) = −2", r(3, -8), -2, True),
        Claim("√2+√3 ≠ √5", op("add", sq(2), sq(3)), sq(5), False),
        Claim("2^(1/2)·2^(1/3) = 2^(5/6)",
              op("mul", ("pow", 2, Fraction(1, 2)), ("pow", 2, Fraction(1, 3))),
              ("pow", 2, Fraction(5, 6)), True),
        Claim("3√√9 = 3^(1/3)", r(3, sq(9)), r(3, 3), True),
        Claim("(−8)^(2/3) = 4", ("pow", -8, Fraction(2, 3)), 4, True),
        Claim("φ² = φ + 1", ("pow", op("div", op("add", 1, sq(5)), 2), 2),
              op("add", op("div", op("add", 1, sq(5)), 2), 1), True),
        Claim("√(5+2√6) = √2+√3", sq(op("add", 5, op("mul", 2, sq(6)))),
              op("add", sq(2), sq(3)), True),
        Claim("∛(2+√5) + ∛(2−√5) = 1",
              op("add", r(3, op("add", 2, sq(5))), r(3, op("sub", 2, sq(5)))), 1, True),
    ]


def generated_claims(rng: random.Random, per_family: int) -> list[Claim]:
    claims: list[Claim] = []
    squarefree = [n for n in range(2, 40) if all(n % (p * p) for p in (2, 3, 5))]
    for _ in range(per_family):
        a, b = rng.sample(squarefree, 2)
        c, d = rng.randint(2, 9), rng.randint(2, 9)
        k = rng.choice([3, 5])
        # products of roots
        claims.append(Claim("√a·√b = √(ab)", op("mul", sq(a), sq(b)), sq(a * b), True))
        claims.append(Claim("√a·√b ≠ √(ab+1)", op("mul", sq(a), sq(b)), sq(a * b + 1), False))
        # denesting: √(a + b + 2√(ab)) = √a + √b
        claims.append(Claim("√(a+b+2√(ab)) = √a+√b",
                            sq(op("add", a + b, op("mul", 2, sq(a * b)))),
                            op("add", sq(a), sq(b)), True))
        claims.append(Claim("√(a+b+2√(ab)) ≠ √a+√b+1/c",
                            sq(op("add", a + b, op("mul", 2, sq(a * b)))),
                            op("add", op("add", sq(a), sq(b)), Fraction(1, c)), False))
        # sums of roots are not roots of sums
        claims.append(Claim("√a+√b ≠ √(a+b)", op("add", sq(a), sq(b)), sq(a + b), False))
        # squares of binomials
        claims.append(Claim("(c√a+√b)² = c²a+b+2c√(ab)",
                            ("pow", op("add", op("mul", c, sq(a)), sq(b)), 2),
                            op("add", c * c * a + b, op("mul", 2 * c, sq(a * b))), True))
        # rationalising a denominator
        claims.append(Claim("1/(√a+√b) = (√a−√b)/(a−b)",
                            op("div", 1, op("add", sq(a), sq(b))),
                            op("div", op("sub", sq(a), sq(b)), a - b), True))
        # odd roots of negatives are real
        claims.append(Claim("∛(−c³) = −c", r(3, -(c**3)), -c, True))
        claims.append(Claim("k√(−a)·k√(−b) = k√(ab)", op("mul", r(k, -a), r(k, -b)),
                            r(k, a * b), True))
        # fractional powers
        claims.append(Claim("c^(1/2)·c^(1/3) = c^(5/6)",
                            op("mul", ("pow", c, Fraction(1, 2)), ("pow", c, Fraction(1, 3))),
                            ("pow", c, Fraction(5, 6)), True))
        claims.append(Claim("∜(a²) = √a", r(4, a * a), sq(a), True))
        claims.append(Claim("∛a·∛(a²) = a", op("mul", r(3, a), r(3, a * a)), a, True))
        claims.append(Claim("∛a+∛b ≠ ∛(a+b)", op("add", r(3, a), r(3, b)), r(3, a + b), False))
        claims.append(Claim("√(a·d²) = d√a", sq(a * d * d), op("mul", d, sq(a)), True))
        claims.append(Claim("√(a·d²) ≠ (d+1)√a", sq(a * d * d), op("mul", d + 1, sq(a)), False))
    return claims


# ---------------------------------------------------------------- the two evaluators


def ours(e: Expr) -> values.Value:
    if isinstance(e, int | Fraction):
        return Fraction(e)
    name = e[0]
    if name == "root":
        return values.root(e[1], ours(e[2]))
    if name == "pow":
        return values.power(ours(e[1]), e[2])
    fn: Callable[[values.Value, values.Value], values.Value] = getattr(values, name)
    return fn(ours(e[1]), ours(e[2]))


def theirs(e: Expr, sympy: Any) -> Any:
    if isinstance(e, int):
        return sympy.Integer(e)
    if isinstance(e, Fraction):
        return sympy.Rational(e.numerator, e.denominator)
    name = e[0]
    if name == "root":
        k, x = e[1], theirs(e[2], sympy)
        # The Equations root of an odd index is the real one; SymPy's root() is principal.
        return sympy.real_root(x, k) if k % 2 else sympy.root(x, k)
    if name == "pow":
        base, q = theirs(e[1], sympy), e[2]
        if q.denominator % 2 and base.is_negative:
            return sympy.real_root(base, q.denominator) ** q.numerator
        return base ** sympy.Rational(q.numerator, q.denominator)
    a, b = theirs(e[1], sympy), theirs(e[2], sympy)
    return {"add": a + b, "sub": a - b, "mul": a * b, "div": a / b}[name]


def check_ours(claim: Claim) -> bool:
    return ours(claim.lhs) == ours(claim.rhs)


def check_theirs(claim: Claim, sympy: Any) -> bool:
    return bool(sympy.simplify(theirs(claim.lhs, sympy) - theirs(claim.rhs, sympy)) == 0)


def timed(fn: Callable[[], bool]) -> tuple[bool, float]:
    start = time.perf_counter()
    answer = fn()
    return answer, time.perf_counter() - start


def main() -> None:
    import sympy
    from sympy.core.cache import clear_cache

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-family", type=int, default=20, help="claims per generated family")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--families", action="store_true", help="a line per kind of claim")
    args = parser.parse_args()

    claims = named_claims() + generated_claims(random.Random(args.seed), args.per_family)
    our_times: list[float] = []
    their_times: list[float] = []
    disagreements = 0
    for claim in claims:
        algebraic.clear_caches()
        mine, t_mine = timed(lambda c=claim: check_ours(c))
        clear_cache()
        other, t_other = timed(lambda c=claim: check_theirs(c, sympy))
        our_times.append(t_mine)
        their_times.append(t_other)
        if not (mine == other == claim.equal):
            disagreements += 1
            print(f"DISAGREE {claim.name}: expected {claim.equal}, eqgames {mine}, SymPy {other}"
                  f"  [{claim.lhs!r} vs {claim.rhs!r}]")

    if args.families:
        print(f"{'family':34} {'n':>4} {'eqgames ms':>11} {'SymPy ms':>10} {'ratio':>7}")
        for name in dict.fromkeys(c.name for c in claims):
            rows = [i for i, c in enumerate(claims) if c.name == name]
            mine_ms = statistics.median(our_times[i] for i in rows) * 1e3
            other_ms = statistics.median(their_times[i] for i in rows) * 1e3
            print(f"{name:34} {len(rows):4} {mine_ms:11.3f} {other_ms:10.3f} "
                  f"{other_ms / mine_ms:6.0f}x")
    ours_ms = statistics.median(our_times) * 1e3
    theirs_ms = statistics.median(their_times) * 1e3
    print(f"{len(claims)} checks ({sum(c.equal for c in claims)} identities), "
          f"SymPy {sympy.__version__}, python-flint {flint.__version__}")
    print(f"eqgames values : median {ours_ms:8.3f} ms/check  (total {sum(our_times):7.2f} s)")
    print(f"SymPy simplify : median {theirs_ms:8.3f} ms/check  (total {sum(their_times):7.2f} s)")
    print(f"ratio (SymPy / eqgames, medians): {theirs_ms / ours_ms:.0f}x")
    print(f"disagreements: {disagreements}")


if __name__ == "__main__":
    main()
