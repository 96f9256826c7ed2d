"""Certified root isolation: proving which root of an integer polynomial a ball holds.

Two tools, both exact in their conclusions (ball arithmetic never lies, it only fails
to decide, and then the caller raises the precision):

* :func:`isolates_real` — Krawczyk's test: an interval ``X`` for which
  ``K(X) = m − f(m)/f'(m) + (1 − f'(X)/f'(m))·(X − m)`` lies inside ``X`` holds exactly
  one root of ``f``. It costs a few polynomial evaluations, so it is the fast path for
  real results.
* :func:`root_balls` — all the roots of an irreducible polynomial in disjoint certified
  balls (FLINT's ``arb_fmpz_poly_complex_roots``), cached; the general path, for
  non-real results and when the fast test cannot decide.

>>> from flint import arb, ctx, fmpz_poly
>>> with ctx.workprec(64):
...     isolates_real(fmpz_poly([-2, 0, 1]), arb(1.41421, 1e-5))
...     isolates_real(fmpz_poly([-2, 0, 1]), arb(1.4142, 1e-5))  # no root inside
...     isolates_real(fmpz_poly([-2, 0, 1]), arb(0, 2))  # two roots inside
True
False
False
"""

from __future__ import annotations

from functools import lru_cache

from flint import acb, arb, ctx, fmpz_poly


def inflated(x: arb, prec: int) -> arb:
    """x widened to about three times its radius (and never to a point), around its middle."""
    widen = 2 * x.rad() + (abs(x.mid()) + 1) * arb(2) ** (8 - prec)
    return x + arb(0, 1) * widen


def isolates_real(f: fmpz_poly, x: arb) -> bool:
    """True when the interval x provably holds exactly one (real) root of f.

    Call it under ``ctx.workprec`` at the precision x was computed with.
    """
    if not x.is_finite():
        return False
    df = f.derivative()
    m = x.mid()
    slope = df(m)
    if slope.contains(0):
        return False
    k = m - f(m) / slope + (1 - df(x) / slope) * (x - m)
    return bool(x.contains_interior(k))


@lru_cache(maxsize=4096)
def root_balls(key: tuple[int, ...], prec: int) -> tuple[acb, ...]:
    """The disjoint certified root balls of an irreducible polynomial at ``prec`` bits.

    ``key`` is the coefficients, constant term first. Real roots come first and have an
    imaginary part of exactly zero; a non-real root's ball never meets the real axis.
    """
    with ctx.workprec(prec):
        # complex_roots gives (ball, multiplicity) pairs; an irreducible poly has no repeats.
        pairs: list[tuple[acb, int]] = fmpz_poly(list(key)).complex_roots()  # type: ignore[assignment]
        return tuple(ball for ball, _ in pairs)


def unique_overlap(roots: tuple[acb, ...], ball: acb) -> int | None:
    """The index of the one root ball that meets ``ball``, or None if not exactly one does."""
    hits = [i for i, r in enumerate(roots) if r.overlaps(ball)]
    return hits[0] if len(hits) == 1 else None


def clear_cache() -> None:
    """Forget the cached root balls (for cold timings)."""
    root_balls.cache_clear()
