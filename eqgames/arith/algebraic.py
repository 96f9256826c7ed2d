"""Exact algebraic numbers: a minimal polynomial and one isolated root of it.

An :class:`Algebraic` is an irrational (possibly non-real) algebraic number, held as

* ``poly``: its minimal polynomial over the integers (irreducible, primitive, positive
  leading coefficient, degree at least 2), and
* a certified complex ball that contains exactly one root of ``poly`` — one of the
  isolating enclosures python-flint's ``complex_roots`` gives at some precision.

Every operation works the same way: build an integer polynomial that the exact result
is a root of (a resultant, a composition, ``p(x^k)``), factor it, and pick the one root,
among the roots of all the factors, whose certified ball meets a ball enclosure of the
result computed from the operands. When several roots meet it, the precision doubles
until exactly one does — the true result is always among them, so the pick is exact.
A factor of degree 1 means the result is rational, and it comes back as a ``Fraction``:
values are normalised, so ``√2 · √8`` is ``Fraction(4)``.

Two algebraic numbers are equal exactly when they have the same minimal polynomial and
the same root of it. The hash is that of the polynomial, so it agrees with equality
(conjugates share a hash, which is allowed). A ``Fraction`` is never equal to an
``Algebraic``, because an ``Algebraic`` is never rational.

The functions here take and return ``Fraction | Algebraic``. They do not apply the
Equations rules or the size limits on their inputs beyond the degree and precision
bounds; :mod:`eqgames.arith.values` is the public interface and checks those first.

>>> two = Fraction(2)
>>> r2 = nth_root(two, 2)
>>> r2
Algebraic(x^2 - 2, ≈1.4142135623731)
>>> mul(r2, nth_root(Fraction(8), 2))
Fraction(4, 1)
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache
from math import gcd, lcm
from typing import Literal, TypeAlias

from flint import (
    acb,
    acb_poly,
    arb,
    ctx,
    fmpq,
    fmpq_poly,
    fmpz,
    fmpz_mpoly,
    fmpz_mpoly_ctx,
    fmpz_poly,
)

from .errors import LimitExceeded
from .limits import MAX_ALGEBRAIC_DEGREE, MAX_PRECISION_BITS
from .value_text import polynomial_text

#: The working precision of the first attempt to isolate a result; most results are
#: told apart from their neighbours at once.
_START_PREC = 64

_XY = fmpz_mpoly_ctx.get(("x", "y"), "lex")


class Algebraic:
    """An irrational algebraic number: minimal polynomial plus one isolated root.

    Build values through :mod:`eqgames.arith.values` (or the functions of this module),
    never from a polynomial and a guess.
    """

    __slots__ = ("poly", "_key", "_ball", "_prec", "_real")

    poly: fmpz_poly
    _key: tuple[int, ...]
    _ball: acb
    _prec: int
    _real: bool

    def __init__(self, poly: fmpz_poly, ball: acb, prec: int) -> None:
        # Private: ``ball`` must be an element of _roots(poly, prec) and poly minimal.
        self.poly = poly
        self._key = tuple(int(c) for c in poly.coeffs())
        self._ball = ball
        self._prec = prec
        self._real = ball.imag.is_zero()

    @property
    def degree(self) -> int:
        """The degree of the minimal polynomial (2 for ``√2``, 4 for ``√2 + √3``)."""
        return len(self._key) - 1

    @property
    def coefficients(self) -> tuple[int, ...]:
        """The minimal polynomial's coefficients, constant term first."""
        return self._key

    @property
    def is_real(self) -> bool:
        return self._real

    def enclosure(self, prec: int) -> acb:
        """A certified ball around this number, at least as tight as ``prec`` bits allow."""
        if prec > self._prec:
            self._refine(prec)
        return self._ball

    def _refine(self, prec: int) -> None:
        while True:
            roots = _roots(self._key, prec)
            index = _unique_overlap(roots, self._ball)
            if index is not None:
                self._ball, self._prec = roots[index], prec
                return
            prec = _next_prec(prec)

    def sign(self) -> int:
        """-1 or 1 for a real number (never 0: zero is rational)."""
        if not self._real:
            raise ValueError("a non-real number has no sign")
        prec = self._prec
        while True:
            re = self.enclosure(prec).real
            if re > 0:
                return 1
            if re < 0:
                return -1
            prec = _next_prec(prec)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Algebraic):
            if self._key != other._key or self._real != other._real:
                return False
            if self._ball is other._ball:
                return True
            prec = max(self._prec, other._prec)
            while True:
                roots = _roots(self._key, prec)
                i = _unique_overlap(roots, self.enclosure(prec))
                j = _unique_overlap(roots, other.enclosure(prec))
                if i is not None and j is not None:
                    return i == j
                prec = _next_prec(prec)
        if isinstance(other, (int, Fraction)):
            return False
        return NotImplemented

    def __hash__(self) -> int:
        return hash(("Algebraic", self._key))

    def __repr__(self) -> str:
        return f"Algebraic({polynomial_text(self._key, unicode=False)}, ≈{approx(self, 14):.14g})"


Exact: TypeAlias = "Fraction | Algebraic"

# ---------------------------------------------------------------- the arithmetic


def neg(a: Exact) -> Exact:
    if isinstance(a, Fraction):
        return -a
    coeffs = [c if i % 2 == 0 else -c for i, c in enumerate(a.coefficients)]
    return _from_irreducible(_normal(coeffs), lambda p: -a.enclosure(p))


def inv(a: Exact) -> Exact:
    """1/a; the caller has ruled out a = 0."""
    if isinstance(a, Fraction):
        return 1 / a
    return _from_irreducible(_normal(list(reversed(a.coefficients))), lambda p: 1 / a.enclosure(p))


def add(a: Exact, b: Exact) -> Exact:
    if isinstance(a, Fraction) and isinstance(b, Fraction):
        return a + b
    if isinstance(a, Fraction):
        a, b = b, a
    assert isinstance(a, Algebraic)
    if isinstance(b, Fraction):
        shifted = fmpq_poly(list(a.coefficients))(fmpq_poly([-_q(b), 1]))
        return _from_irreducible(_integral(shifted), lambda p: a.enclosure(p) + _ball(b))
    _check_degree(a.degree * b.degree, "a sum")
    x, y = _XY.gens()
    p = _in_y(a.coefficients)
    q = _XY.from_dict({})
    for c in reversed(b.coefficients):  # Horner: q(x - y)
        q = q * (x - y) + c
    resultant = _as_x_poly(p.resultant(q, "y"))
    return _select(resultant, lambda prec: a.enclosure(prec) + b.enclosure(prec))


def sub(a: Exact, b: Exact) -> Exact:
    return add(a, neg(b))


def mul(a: Exact, b: Exact) -> Exact:
    if isinstance(a, Fraction) and isinstance(b, Fraction):
        return a * b
    if isinstance(a, Fraction):
        a, b = b, a
    assert isinstance(a, Algebraic)
    if isinstance(b, Fraction):
        if b == 0:
            return Fraction(0)
        # p(x / b) · b^deg has the roots of p scaled by b.
        n = a.degree
        coeffs = [c * b ** (n - i) for i, c in enumerate(a.coefficients)]
        return _from_irreducible(_integral(fmpq_poly([_q(c) for c in coeffs])),
                                 lambda p: a.enclosure(p) * _ball(b))
    _check_degree(a.degree * b.degree, "a product")
    p = _in_y(a.coefficients)
    m = b.degree
    # y^m · q(x / y) has roots (root of q) · y.
    q = _XY.from_dict({(i, m - i): c for i, c in enumerate(b.coefficients) if c})
    resultant = _as_x_poly(p.resultant(q, "y"))
    return _select(resultant, lambda prec: a.enclosure(prec) * b.enclosure(prec))


def div(a: Exact, b: Exact) -> Exact:
    """a/b; the caller has ruled out b = 0."""
    return mul(a, inv(b))


def int_power(a: Exact, n: int) -> Exact:
    """a^n for an integer n; the caller has bounded the size and ruled out 0^n, n ≤ 0."""
    if isinstance(a, Fraction):
        return a**n
    if n < 0:
        return int_power(inv(a), -n)
    if n == 0:
        return Fraction(1)
    if n == 1:
        return a
    # In the field Q(a) = Q[y]/p(y), a^n is g(a) for the remainder g of y^n mod p; the
    # resultant of p(y) and x - g(y) then has a^n among its roots.
    p = fmpq_poly(list(a.coefficients))
    g = _power_mod(fmpq_poly([0, 1]), n, p)
    if g.degree() < 1:
        return Fraction(int(g.coeffs()[0].p), int(g.coeffs()[0].q)) if g.degree() == 0 else Fraction(0)
    den = _lcm_den(g)
    gy = _XY.from_dict({(0, i): int(c * den) for i, c in enumerate(g.coeffs()) if c != 0})
    x = _XY.gen(0)
    resultant = _as_x_poly(_in_y(a.coefficients).resultant(x * den - gy, "y"))
    return _select(resultant, lambda prec: a.enclosure(prec) ** n)


Branch = Literal["principal", "real"]


def nth_root(a: Exact, k: int, branch: Branch = "principal") -> Exact:
    """A k-th root of a (k ≥ 1).

    ``principal`` is exp(log(a)/k) with the principal logarithm (for a positive real a,
    the positive real root; for a negative real a, the root just above the positive real
    axis). ``real`` asks for the real root of a negative real a with k odd.
    The caller checks the Equations rules and the index bound first.
    """
    if k == 1:
        return a
    if isinstance(a, Fraction):
        exact = nth_root_if_rational(a, k, branch)
        if exact is not None:
            return exact
        coeffs = [-a.numerator] + [0] * (k - 1) + [a.denominator]
        polynomial = fmpz_poly(coeffs)
    else:
        _check_degree(a.degree * k, "a root")
        polynomial = fmpz_poly(list(a.coefficients)).inflate(k)

    def enclose(prec: int) -> acb:
        z = _ball(a) if isinstance(a, Fraction) else a.enclosure(prec)
        if branch == "real":
            return -((-z).root(k))
        return z.root(k)

    return _select(polynomial, enclose)


def approx(a: Exact, digits: int = 15) -> float | complex:
    """A float (for a real value) or complex near a, for display only."""
    if isinstance(a, Fraction):
        return float(a)
    prec = max(_START_PREC, int(digits * 3.33) + 16)
    ball = a.enclosure(prec)
    with ctx.workprec(prec):
        re = float(ball.real.mid())
        if a.is_real:
            return re
        return complex(re, float(ball.imag.mid()))


# ---------------------------------------------------------------- choosing the root


def _select(polynomial: fmpz_poly, enclose: Callable[[int], acb]) -> Exact:
    """The root of ``polynomial`` that ``enclose(prec)`` (a ball around it) picks out."""
    _content, factors = polynomial.factor()
    candidates = [f for f, _ in factors]
    return _pick(candidates, enclose)


def _from_irreducible(polynomial: fmpz_poly, enclose: Callable[[int], acb]) -> Exact:
    return _pick([polynomial], enclose)


def _pick(candidates: list[fmpz_poly], enclose: Callable[[int], acb]) -> Exact:
    prec = _START_PREC
    while True:
        with ctx.workprec(prec):
            target = enclose(prec)
            found: list[Exact] = []
            for f in candidates:
                if f.degree() == 1:
                    c0, c1 = (int(c) for c in f.coeffs())
                    r = Fraction(-c0, c1)
                    if _ball(r).overlaps(target):
                        found.append(r)
                    continue
                if not acb_poly(f)(target).contains(0):
                    continue
                key = tuple(int(c) for c in f.coeffs())
                roots = _roots(key, prec)
                for ball in roots:
                    if ball.overlaps(target):
                        found.append(Algebraic(f, ball, prec))
            if len(found) == 1:
                return found[0]
        prec = _next_prec(prec)


@lru_cache(maxsize=4096)
def _roots(key: tuple[int, ...], prec: int) -> tuple[acb, ...]:
    """The certified, disjoint root balls of an irreducible polynomial at ``prec`` bits."""
    with ctx.workprec(prec):
        # complex_roots gives (ball, multiplicity) pairs; an irreducible poly has no repeats.
        pairs: list[tuple[acb, int]] = fmpz_poly(list(key)).complex_roots()  # type: ignore[assignment]
        return tuple(ball for ball, _ in pairs)


def _unique_overlap(roots: tuple[acb, ...], ball: acb) -> int | None:
    hits = [i for i, r in enumerate(roots) if r.overlaps(ball)]
    return hits[0] if len(hits) == 1 else None


def _next_prec(prec: int) -> int:
    if prec >= MAX_PRECISION_BITS:
        raise LimitExceeded(
            "MAX_PRECISION_BITS", f"telling this number from its neighbours needs over {prec} bits"
        )
    return prec * 2


# ---------------------------------------------------------------- polynomial helpers


def nth_root_if_rational(a: Fraction, k: int, branch: Branch = "principal") -> Fraction | None:
    """The k-th root of a (on the asked branch) when it is rational, else None.

    Cheap for any k: no number over 1 is a k-th power when it has k bits or fewer.

    >>> nth_root_if_rational(Fraction(-8, 27), 3, "real"), nth_root_if_rational(Fraction(2), 2)
    (Fraction(-2, 3), None)
    """
    if a == 0:
        return Fraction(0)
    if a < 0:
        # A negative number's principal k-th root (k ≥ 2) is never real.
        if branch == "principal":
            return None
        r = nth_root_if_rational(-a, k, "principal")
        return None if r is None else -r
    num = _int_root(a.numerator, k)
    if num is None:
        return None
    den = _int_root(a.denominator, k)
    return None if den is None else Fraction(num, den)


def _int_root(n: int, k: int) -> int | None:
    if n.bit_length() <= k and n > 1:
        return None  # 2^k > n already
    r = int(fmpz(n).root(k))
    return r if r**k == n else None


def _check_degree(degree: int, what: str) -> None:
    if degree > MAX_ALGEBRAIC_DEGREE:
        raise LimitExceeded(
            "MAX_ALGEBRAIC_DEGREE",
            f"{what} of algebraic numbers would have degree up to {degree}",
        )


def _q(r: Fraction) -> fmpq:
    return fmpq(r.numerator, r.denominator)


def _ball(r: Fraction) -> acb:
    return acb(arb(_q(r)))


def _in_y(coeffs: tuple[int, ...]) -> fmpz_mpoly:
    return _XY.from_dict({(0, i): c for i, c in enumerate(coeffs) if c})


def _as_x_poly(m: fmpz_mpoly) -> fmpz_poly:
    terms = m.to_dict()
    degree = max(e[0] for e in terms)
    coeffs = [0] * (degree + 1)
    for (ex, _ey), c in terms.items():
        coeffs[ex] = int(c)
    return fmpz_poly(coeffs)


def _lcm_den(p: fmpq_poly) -> int:
    return lcm(*(int(c.q) for c in p.coeffs())) if p.degree() >= 0 else 1


def _integral(p: fmpq_poly) -> fmpz_poly:
    den = _lcm_den(p)
    return _normal([int(c * den) for c in p.coeffs()])


def _normal(coeffs: list[int]) -> fmpz_poly:
    """Primitive, positive leading coefficient."""
    g = 0
    for c in coeffs:
        g = gcd(g, c)
    if coeffs[-1] < 0:
        g = -g
    return fmpz_poly([c // g for c in coeffs])


def _power_mod(base: fmpq_poly, n: int, modulus: fmpq_poly) -> fmpq_poly:
    result = fmpq_poly([1])
    while n:
        if n & 1:
            result = (result * base) % modulus
        base = (base * base) % modulus
        n >>= 1
    return result


def estimate_bits(a: Exact) -> int:
    """A rough size of a value in bits, for the limits."""
    if isinstance(a, Fraction):
        return max(a.numerator.bit_length(), a.denominator.bit_length())
    return max(abs(c).bit_length() for c in a.coefficients)


__all__ = [
    "Algebraic",
    "Exact",
    "add",
    "approx",
    "div",
    "estimate_bits",
    "int_power",
    "inv",
    "mul",
    "neg",
    "nth_root",
    "nth_root_if_rational",
    "sub",
]
