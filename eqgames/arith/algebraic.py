"""Exact algebraic numbers: a minimal polynomial and one isolated root of it.

An :class:`Algebraic` is an irrational (possibly non-real) algebraic number, held as

* its minimal polynomial over the integers (irreducible, primitive, positive leading
  coefficient, degree at least 2), as the tuple ``coefficients``, and
* a certified complex ball that contains exactly one root of that polynomial, or, for
  a value derived from another (below), that origin, which gives a ball around it.

The general operations work one way: build an integer polynomial that the exact result
is a root of (a resultant, a composition, ``p(x^k)``), factor it, and pick the one root,
among the roots of all the factors, that a ball enclosure of the result — computed from
the operands' balls — singles out (see :mod:`.isolation`). When the pick is ambiguous,
the precision doubles; the true result is always in the enclosure, so the pick is exact.
A factor of degree 1 means the result is rational, and it comes back as a ``Fraction``:
values are normalised, so ``√2 · √8`` is ``Fraction(4)``.

A value that is a rational shift, multiple or reciprocal of another (``α + 3``,
``α/2``, ``1/α``, ``−α``) needs no root to be picked: its polynomial is the operand's
with x replaced, still irreducible, and it is *the image of the operand's root*. It
keeps that origin and computes its ball from the operand's, at any precision, so
nothing is factored or isolated — the costly part for numbers of high degree, whose
polynomials have long coefficients (``(2^(1/35) − 8) · 3``: 35 ms picked, 0.3 ms
derived).

Real radicals ``±R^(1/N)`` (``R`` a positive rational, ``N`` the least power of the value
that is rational) also carry that canonical form, so products, quotients, powers and
roots of them — most of what the games write — are plain integer arithmetic, and two
of them are equal exactly when their forms are.

Two algebraic numbers are equal exactly when they have the same minimal polynomial and
the same root of it. The hash is that of the polynomial, so it agrees with equality
(conjugates share a hash, which is allowed). A ``Fraction`` is never equal to an
``Algebraic``, because an ``Algebraic`` is never rational.

The functions here take and return ``Fraction | Algebraic``. They check the degree
bound; the Equations rules and the size limits are checked first by
:mod:`eqgames.arith.values`, the public interface.

>>> r2 = nth_root(Fraction(2), 2)
>>> r2
Algebraic(x^2 - 2, ≈1.4142135623731)
>>> mul(r2, nth_root(Fraction(8), 2))
Fraction(4, 1)
>>> add(r2, nth_root(Fraction(3), 2))
Algebraic(x^4 - 10x^2 + 1, ≈3.146264369942)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from fractions import Fraction
from math import gcd, lcm
from typing import Literal, TypeAlias

from flint import acb, arb, ctx, fmpq, fmpq_poly, fmpz, fmpz_mpoly, fmpz_mpoly_ctx, fmpz_poly

from . import isolation
from .errors import LimitExceeded
from .limits import (
    MAX_ALGEBRAIC_BITS,
    MAX_ALGEBRAIC_DEGREE,
    MAX_ALGEBRAIC_WORK,
    MAX_PRECISION_BITS,
    MAX_RESULT_BITS,
)
from .value_text import polynomial_text

#: The working precision of the first attempt to isolate a result; most results are
#: told apart from their neighbours at once.
_START_PREC = 64

_XY = fmpz_mpoly_ctx.get(("x", "y"), "lex")

Branch = Literal["principal", "real"]


class Algebraic:
    """An irrational algebraic number: minimal polynomial plus one isolated root.

    Build values through :mod:`eqgames.arith.values` (or the functions of this module),
    never from a polynomial and a guess.
    """

    __slots__ = ("_key", "_ball", "_prec", "_real", "_radical", "_origin")

    _key: tuple[int, ...]
    _ball: acb | None
    _prec: int
    _real: bool
    _radical: tuple[int, int, Fraction] | None
    _origin: Origin | None

    def __init__(
        self,
        key: tuple[int, ...],
        ball: acb | None,
        prec: int,
        real: bool,
        radical: tuple[int, int, Fraction] | None = None,
        origin: Origin | None = None,
    ) -> None:
        # Private. ``ball`` holds exactly one root of the minimal polynomial ``key`` (or is
        # None for a radical or a derived value, computed on demand); ``radical`` is
        # (sign, N, R) in lowest form; ``origin`` is (operand, map, rational) for a value
        # that is the image of another under x + r, x · r or 1/x (:func:`_derived`): then
        # the value is that image, and its ball the image of the operand's, which holds it.
        self._key = key
        self._ball = ball
        self._prec = prec
        self._real = real
        self._radical = radical
        self._origin = origin

    @property
    def coefficients(self) -> tuple[int, ...]:
        """The minimal polynomial's coefficients, constant term first."""
        return self._key

    @property
    def degree(self) -> int:
        """The degree of the minimal polynomial (2 for ``√2``, 4 for ``√2 + √3``)."""
        return len(self._key) - 1

    @property
    def poly(self) -> fmpz_poly:
        """The minimal polynomial."""
        return fmpz_poly(list(self._key))

    @property
    def is_real(self) -> bool:
        return self._real

    @property
    def derived(self) -> bool:
        """Whether the value is a rational shift, multiple or reciprocal of another
        (``2^(1/35) − 8``), made without picking a root."""
        return self._origin is not None

    @property
    def radical(self) -> tuple[int, int, Fraction] | None:
        """``(sign, N, R)`` when the value is the real ``sign · R^(1/N)``, with ``N`` the
        least exponent that makes it rational; else None (not a real radical, or not known
        to be one)."""
        return self._radical

    def enclosure(self, prec: int) -> acb:
        """A certified ball around this number, about as tight as ``prec`` bits allow."""
        prec = max(prec, _START_PREC)
        if self._ball is None or prec > self._prec:
            if self._radical is not None:
                self._ball, self._prec = _radical_ball(self._radical, prec), prec
            elif self._origin is not None:
                self._ball, self._prec = _image_ball(self._origin, prec), prec
            else:
                self._refine(prec)
        assert self._ball is not None
        return self._ball

    def _refine(self, prec: int) -> None:
        assert self._ball is not None
        while True:
            roots = isolation.root_balls(self._key, prec)
            index = isolation.unique_overlap(roots, self._ball)
            if index is not None:
                self._ball, self._prec = roots[index], prec
                return
            prec = _next_prec(prec)

    def sign(self) -> int:
        """-1 or 1 for a real number (never 0: zero is rational)."""
        if not self._real:
            raise ValueError("a non-real number has no sign")
        if self._radical is not None:
            return self._radical[0]
        prec = max(self._prec, _START_PREC)
        while True:
            re = self.enclosure(prec).real
            if re > 0:
                return 1
            if re < 0:
                return -1
            prec = _next_prec(prec)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Algebraic):
            return _same(self, other)
        if isinstance(other, int | Fraction):
            return False
        return NotImplemented

    def __hash__(self) -> int:
        return hash(("Algebraic", self._key))

    def __repr__(self) -> str:
        return f"Algebraic({polynomial_text(self._key, unicode=False)}, ≈{approx(self, 14):.14g})"


Exact: TypeAlias = "Fraction | Algebraic"
#: How a derived value comes from its operand a: ``("+", a, r)`` is a + r, ``("×", a, r)``
#: is a · r (r ≠ 0), ``("1/", a, 1)`` is 1/a.
Origin: TypeAlias = "tuple[str, Algebraic, Fraction]"


def _same(a: Algebraic, b: Algebraic) -> bool:
    if a is b:
        return True
    if a._key != b._key or a._real != b._real:
        return False
    if a._radical is not None and b._radical is not None:
        return a._radical == b._radical
    prec = max(a._prec, b._prec, _START_PREC)
    while True:
        with ctx.workprec(prec):
            x, y = a.enclosure(prec), b.enclosure(prec)
            if not x.overlaps(y):
                return False  # each ball holds one root: these are two different roots
            if a._real and isolation.isolates_real(a.poly, x.real.union(y.real)):
                return True  # one root in a region holding both
            roots = isolation.root_balls(a._key, prec)
            i, j = isolation.unique_overlap(roots, x), isolation.unique_overlap(roots, y)
            if i is not None and j is not None:
                return i == j
        prec = _next_prec(prec)


# ---------------------------------------------------------------- real radicals


def _radical(sign: int, n: int, r: Fraction) -> Exact:
    """The real number sign · r^(1/n) (r > 0, n ≥ 1), in lowest form."""
    for p in _prime_factors(n):
        while n % p == 0:
            smaller = nth_root_if_rational(r, p)
            if smaller is None:
                break
            r, n = smaller, n // p
    if n == 1:
        return sign * r
    _check_degree(n, "a root")
    top = -(sign**n) * r.numerator
    key = (top, *([0] * (n - 1)), r.denominator)
    return Algebraic(key, None, 0, True, (sign, n, r))


def _radical_ball(form: tuple[int, int, Fraction], prec: int) -> acb:
    sign, n, r = form
    while True:
        with ctx.workprec(prec):
            ball = arb(fmpq(r.numerator, r.denominator)).root(n) * sign
        if not ball.contains(0):  # then it holds this root and no other real one
            return acb(ball)
        prec = _next_prec(prec)


def _prime_factors(n: int) -> list[int]:
    return [int(p) for p, _ in fmpz(n).factor()]


# ---------------------------------------------------------------- the arithmetic


def neg(a: Exact) -> Exact:
    if isinstance(a, Fraction):
        return -a
    key = _normal([c if i % 2 == 0 else -c for i, c in enumerate(a._key)])
    form = a._radical
    if form is not None:
        return Algebraic(key, None, 0, True, (-form[0], form[1], form[2]))
    return _derived(key, ("×", a, Fraction(-1)))


def inv(a: Exact) -> Exact:
    """1/a; the caller has ruled out a = 0."""
    if isinstance(a, Fraction):
        return 1 / a
    if a._radical is not None:
        sign, n, r = a._radical
        return _radical(sign, n, 1 / r)
    if a._origin is not None and a._origin[0] == "1/":
        return a._origin[1]
    # x^d · p(1/x): the reversed polynomial, irreducible too, has the roots' reciprocals.
    return _derived(_normal(list(reversed(a._key))), ("1/", a, Fraction(1)))


def add(a: Exact, b: Exact) -> Exact:
    if isinstance(a, Fraction) and isinstance(b, Fraction):
        return a + b
    if isinstance(a, Fraction):
        a, b = b, a
    assert isinstance(a, Algebraic)
    if isinstance(b, Fraction):
        if b == 0:
            return a
        _check_height(_height(a) + a.degree * (_bits(b) + 1), "a sum")
        shifted = fmpq_poly(list(a._key))(fmpq_poly([-_q(b), 1]))
        return _derived(_key(_integral(shifted)), ("+", a, b))
    like = _ratio_of_like_radicals(a, b)
    if like is not None:  # a + b = (a/b + 1)·b
        return mul(like + 1, b)
    _check_degree(a.degree * b.degree, "a sum")
    _check_height(_resultant_height(a, b), "a sum")
    x, y = _XY.gens()
    q = _XY.from_dict({})
    for c in reversed(b._key):  # Horner: q(x − y), whose roots in x are y + (roots of q)
        q = q * (x - y) + c
    resultant = _as_x_poly(_in_y(a._key).resultant(q, "y"))
    return _select(resultant, lambda p: a.enclosure(p) + b.enclosure(p))


def sub(a: Exact, b: Exact) -> Exact:
    return add(a, neg(b))


def mul(a: Exact, b: Exact) -> Exact:
    if isinstance(a, Fraction) and isinstance(b, Fraction):
        return a * b
    if isinstance(a, Fraction):
        a, b = b, a
    assert isinstance(a, Algebraic)
    if isinstance(b, Fraction):
        return _scale(a, b)
    if a._radical is not None and b._radical is not None:
        (s1, n1, r1), (s2, n2, r2) = a._radical, b._radical
        n = lcm(n1, n2)
        _check_degree(n, "a product")
        _check_bits(r1, n // n1, r2, n // n2, "a product")
        return _radical(s1 * s2, n, r1 ** (n // n1) * r2 ** (n // n2))
    _check_degree(a.degree * b.degree, "a product")
    _check_height(_resultant_height(a, b), "a product")
    m = b.degree
    # y^m · q(x / y) has roots (root of q) · y.
    q = _XY.from_dict({(i, m - i): c for i, c in enumerate(b._key) if c})
    resultant = _as_x_poly(_in_y(a._key).resultant(q, "y"))
    return _select(resultant, lambda p: a.enclosure(p) * b.enclosure(p))


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
    if a._radical is not None:
        sign, k, r = a._radical
        _check_bits(r, n, r, 0, "a power")
        return _radical(sign**n, k, r**n)
    _check_height(n * (_height(a) + 1) + a.degree, "a power")
    # In the field Q(a) = Q[y]/p(y), a^n is g(a) for the remainder g of y^n mod p; the
    # resultant of p(y) and x − g(y) then has a^n among its roots.
    g = _power_mod(fmpq_poly([0, 1]), n, fmpq_poly(list(a._key)))
    if g.degree() < 1:
        return _fraction(g.coeffs()[0]) if g.degree() == 0 else Fraction(0)
    den = _lcm_den(g)
    gy = _XY.from_dict({(0, i): int(c * den) for i, c in enumerate(g.coeffs()) if c != 0})
    resultant = _as_x_poly(_in_y(a._key).resultant(_XY.gen(0) * den - gy, "y"))
    return _select(resultant, lambda p: a.enclosure(p) ** n)


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
        if a > 0 or branch == "real":
            return _radical(1 if a > 0 else -1, k, abs(a)) if a else Fraction(0)
        coeffs = [-a.numerator] + [0] * (k - 1) + [a.denominator]
        polynomial = fmpz_poly(coeffs)
    else:
        if a._radical is not None and (a._radical[0] > 0 or branch == "real"):
            sign, n, r = a._radical
            _check_degree(n * k, "a root")
            return _radical(sign, n * k, r)
        _check_degree(a.degree * k, "a root")
        polynomial = a.poly.inflate(k)

    def enclose(prec: int) -> acb:
        z = _ball(a) if isinstance(a, Fraction) else a.enclosure(prec)
        if branch == "real":
            return -((-z).root(k))
        return z.root(k)

    return _select(polynomial, enclose)


def nth_roots(a: Exact, k: int) -> list[Exact]:
    """Every k-th root of a (k ≥ 1), the principal one first: each root of yᵏ − a, told
    apart by its place, the principal root turned by e^(2πij/k) (Imaginary: "all roots
    of a^b are available"). The caller checks the index bound first.

    >>> [approx(r) for r in nth_roots(Fraction(16), 4)]
    [2.0, 2j, -2.0, -2j]
    """
    if k == 1 or a == 0:
        return [a]
    principal = nth_root(a, k)
    if isinstance(a, Fraction):
        polynomial = fmpz_poly([-a.numerator] + [0] * (k - 1) + [a.denominator])
    else:
        _check_degree(a.degree * k, "a root")
        polynomial = a.poly.inflate(k)
    _charge(polynomial.degree() ** 2)
    _content, factors = polynomial.factor()
    candidates = [f for f, _ in factors]
    out = [principal]
    for j in range(1, k):

        def enclose(prec: int, j: int = j) -> acb:
            z = _ball(a) if isinstance(a, Fraction) else a.enclosure(prec)
            return z.root(k) * (acb(2 * j) / k).exp_pi_i()

        out.append(_pick(candidates, enclose))
    return out


def nth_root_if_rational(a: Fraction, k: int, branch: Branch = "principal") -> Fraction | None:
    """The k-th root of a (on the asked branch) when it is rational, else None.

    Cheap for any k: no integer over 1 is a k-th power when it has k bits or fewer.

    >>> nth_root_if_rational(Fraction(-8, 27), 3, "real"), nth_root_if_rational(Fraction(2), 2)
    (Fraction(-2, 3), None)
    """
    if a == 0:
        return Fraction(0)
    if a < 0:
        # A negative number's principal k-th root (k ≥ 2) is never real.
        if branch == "principal":
            return None
        r = nth_root_if_rational(-a, k)
        return None if r is None else -r
    num = _int_root(a.numerator, k)
    if num is None:
        return None
    den = _int_root(a.denominator, k)
    return None if den is None else Fraction(num, den)


def approx(a: Exact, digits: int = 15) -> float | complex:
    """A float (for a real value) or complex near a, for display only."""
    if isinstance(a, Fraction):
        try:
            return float(a)
        except OverflowError:  # too large for a float: show it as infinite
            return math.inf if a > 0 else -math.inf
    prec = max(_START_PREC, int(digits * 3.33) + 16)
    ball = a.enclosure(a._prec)
    if ball.rel_accuracy_bits() < prec - 8:
        ball = a.enclosure(prec)
    with ctx.workprec(prec):
        re = float(ball.real.mid())
        if a.is_real:
            return re
        return complex(re, float(ball.imag.mid()))


def clear_caches() -> None:
    """Forget cached root enclosures (for cold timings; values stay valid)."""
    isolation.clear_cache()


def _scale(a: Algebraic, b: Fraction) -> Exact:
    if b == 0:
        return Fraction(0)
    if b == 1:
        return a
    if a._radical is not None:
        sign, n, r = a._radical
        _check_bits(r, 1, abs(b), n, "a product")
        return _radical(sign * (1 if b > 0 else -1), n, r * abs(b) ** n)
    n = a.degree
    _check_height(_height(a) + n * _bits(b), "a product")
    # p(x / b) · b^deg has the roots of p scaled by b.
    coeffs = [c * b ** (n - i) for i, c in enumerate(a._key)]
    scaled = _integral(fmpq_poly([_q(c) for c in coeffs]))
    return _derived(_key(scaled), ("×", a, b))


def _derived(key: tuple[int, ...], origin: Origin) -> Algebraic:
    """The image of ``origin``'s operand under its map, whose minimal polynomial is
    ``key`` (the operand's, with x replaced: a linear or reciprocal substitution keeps
    it irreducible). Noticed as a radical when ``key`` is c·x^n − d, as :func:`_general`
    does, so that equal values keep one form (``(√2 + 1) − 1`` is ``√2``)."""
    kind, a, r = origin
    inner = a._origin
    if inner is not None and inner[0] == kind != "1/":  # one step, not a chain: (α + 1) + 2
        origin = (kind, inner[1], inner[2] + r if kind == "+" else inner[2] * r)
    value = Algebraic(key, None, 0, a._real, origin=origin)
    if value._real and not any(key[1:-1]):
        value._radical = (value.sign(), len(key) - 1, abs(Fraction(key[0], key[-1])))
        value._origin = None
    return value


def _image_ball(origin: Origin, prec: int) -> acb:
    """A ball around a derived value, from its operand's ball at ``prec`` bits: ball
    arithmetic is exact in what it encloses, so the image holds the value."""
    kind, a, r = origin
    while True:
        with ctx.workprec(prec):
            ball = a.enclosure(prec)
            if kind == "+":
                return ball + _ball(r)
            if kind == "×":
                return ball * _ball(r)
            if not ball.contains(0):  # a ≠ 0: a tighter ball leaves 0 out
                return 1 / ball
        prec = _next_prec(prec)


def _ratio_of_like_radicals(a: Algebraic, b: Algebraic) -> Fraction | None:
    """a/b when a and b are rational multiples of one radical (2√2 and 3√2), else None."""
    if a._radical is None or b._radical is None:
        return None
    (s1, n1, r1), (s2, n2, r2) = a._radical, b._radical
    if n1 != n2:
        return None
    ratio = nth_root_if_rational(r1 / r2, n1)
    return None if ratio is None else s1 * s2 * ratio


# ---------------------------------------------------------------- choosing the root

#: The work units an evaluation may still spend choosing roots (a one-item list, so
#: nested calls share it); ``None`` outside :func:`metered`, where nothing is counted.
_WORK: ContextVar[list[int] | None] = ContextVar("algebraic_work", default=None)


@contextmanager
def metered(budget: int = MAX_ALGEBRAIC_WORK) -> Iterator[None]:
    """Bound the algebraic work done inside: past ``budget`` units, :class:`LimitExceeded`.

    Each operation is within the degree and height limits, yet an expression with
    many readings may ask for thousands of them. Factoring a degree-``d`` polynomial
    costs ``d²`` units and finding all its roots ``d²`` per precision step, so the
    cost of what is refused is known before it is paid.

    >>> with metered(100):
    ...     add(nth_root(Fraction(2), 2), nth_root(Fraction(3), 2))
    Algebraic(x^4 - 10x^2 + 1, ≈3.146264369942)
    >>> with metered(10):
    ...     add(nth_root(Fraction(2), 2), nth_root(Fraction(3), 2))
    Traceback (most recent call last):
    ...
    eqgames.arith.errors.LimitExceeded: working these numbers out exactly would take too long (the limit here: about a second of exact work is spent on irrational numbers)
    """
    token = _WORK.set([budget])
    try:
        yield
    finally:
        _WORK.reset(token)


def _charge(units: int) -> None:
    left = _WORK.get()
    if left is None:
        return
    left[0] -= units
    if left[0] < 0:
        raise LimitExceeded(
            "MAX_ALGEBRAIC_WORK", "working these numbers out exactly would take too long"
        )



def _select(polynomial: fmpz_poly, enclose: Callable[[int], acb]) -> Exact:
    """The root of ``polynomial`` that ``enclose(prec)`` (a ball around it) picks out."""
    _charge(polynomial.degree() ** 2)
    _content, factors = polynomial.factor()
    return _pick([f for f, _ in factors], enclose)


def _pick(candidates: list[fmpz_poly], enclose: Callable[[int], acb]) -> Exact:
    """The root, among those of the irreducible ``candidates``, inside ``enclose(prec)``."""
    prec = _START_PREC
    while True:
        with ctx.workprec(prec):
            target = enclose(prec)
            rationals: list[Fraction] = []
            live: list[fmpz_poly] = []
            for f in candidates:
                if f.degree() == 1:
                    c0, c1 = (int(c) for c in f.coeffs())
                    if _ball(Fraction(-c0, c1)).overlaps(target):
                        rationals.append(Fraction(-c0, c1))
                elif f(target).contains(0):
                    live.append(f)
            if not live and len(rationals) == 1:
                return rationals[0]
            if not rationals and len(live) == 1 and target.imag.is_zero():
                # The result is real and only this factor can vanish near it.
                x = isolation.inflated(target.real, prec)
                if isolation.isolates_real(live[0], x):
                    return _general(live[0], acb(x), prec, True)
            found: list[Exact] = list(rationals)
            for f in live:
                key = _key(f)
                _charge(f.degree() ** 2 * max(1, prec // _START_PREC))
                for ball in isolation.root_balls(key, prec):
                    if ball.overlaps(target):
                        found.append(_general(f, ball, prec, ball.imag.is_zero()))
            if len(found) == 1:
                return found[0]
        prec = _next_prec(prec)


def _general(f: fmpz_poly, ball: acb, prec: int, real: bool) -> Algebraic:
    """The root of irreducible f in ball; noticed as a radical when f is c·x^n − d."""
    key = _key(f)
    value = Algebraic(key, ball, prec, real)
    if real and not any(key[1:-1]):
        value._radical = (value.sign(), len(key) - 1, abs(Fraction(key[0], key[-1])))
    return value


def _next_prec(prec: int) -> int:
    if prec >= MAX_PRECISION_BITS:
        raise LimitExceeded(
            "MAX_PRECISION_BITS", f"telling this number from its neighbours needs over {prec} bits"
        )
    return prec * 2


# ---------------------------------------------------------------- helpers


def _int_root(n: int, k: int) -> int | None:
    if n == 1:
        return 1
    if n.bit_length() <= k:
        return None  # 1 < n < 2^k
    r = int(fmpz(n).root(k))
    return r if r**k == n else None


def _check_degree(degree: int, what: str) -> None:
    if degree > MAX_ALGEBRAIC_DEGREE:
        raise LimitExceeded(
            "MAX_ALGEBRAIC_DEGREE", f"{what} of algebraic numbers would have degree up to {degree}"
        )


def _check_bits(r1: Fraction, e1: int, r2: Fraction, e2: int, what: str) -> None:
    bits = e1 * _bits(r1) + e2 * _bits(r2)
    if bits > MAX_RESULT_BITS:
        raise LimitExceeded("MAX_RESULT_BITS", f"{what} of radicals would need about {bits} bits")


def _check_height(bits: int, what: str) -> None:
    if bits > MAX_ALGEBRAIC_BITS:
        raise LimitExceeded(
            "MAX_ALGEBRAIC_BITS",
            f"{what} of algebraic numbers would have a minimal polynomial with "
            f"coefficients of about {bits} bits",
        )


def _height(a: Algebraic) -> int:
    return max(abs(c).bit_length() for c in a._key)


def _resultant_height(a: Algebraic, b: Algebraic) -> int:
    # The resultant's coefficients are sums of products of deg b coefficients of a and
    # deg a coefficients of b (and binomials, hence the last term).
    return b.degree * _height(a) + a.degree * _height(b) + a.degree * b.degree


def _bits(r: Fraction) -> int:
    return max(r.numerator.bit_length(), r.denominator.bit_length())


def estimate_bits(a: Exact) -> int:
    """A rough size of a value in bits, for the limits."""
    return _bits(a) if isinstance(a, Fraction) else _height(a)


def _key(f: fmpz_poly) -> tuple[int, ...]:
    return tuple(int(c) for c in f.coeffs())


def _q(r: Fraction) -> fmpq:
    return fmpq(r.numerator, r.denominator)


def _fraction(c: fmpq) -> Fraction:
    return Fraction(int(c.p), int(c.q))


def _ball(r: Fraction) -> acb:
    return acb(arb(_q(r)))


def _in_y(coeffs: tuple[int, ...]) -> fmpz_mpoly:
    return _XY.from_dict({(0, i): c for i, c in enumerate(coeffs) if c})


def _as_x_poly(m: fmpz_mpoly) -> fmpz_poly:
    terms = m.to_dict()
    coeffs = [0] * (max(e[0] for e in terms) + 1)
    for (ex, _ey), c in terms.items():
        coeffs[ex] = int(c)
    return fmpz_poly(coeffs)


def _lcm_den(p: fmpq_poly) -> int:
    return lcm(*(int(c.q) for c in p.coeffs())) if p.degree() >= 0 else 1


def _integral(p: fmpq_poly) -> fmpz_poly:
    den = _lcm_den(p)
    return fmpz_poly(list(_normal([int(c * den) for c in p.coeffs()])))


def _normal(coeffs: list[int]) -> tuple[int, ...]:
    """The coefficients made primitive with a positive leading one."""
    g = 0
    for c in coeffs:
        g = gcd(g, c)
    if coeffs[-1] < 0:
        g = -g
    return tuple(c // g for c in coeffs)


def _power_mod(base: fmpq_poly, n: int, modulus: fmpq_poly) -> fmpq_poly:
    result = fmpq_poly([1])
    while n:
        if n & 1:
            result = (result * base) % modulus
        base = (base * base) % modulus
        n >>= 1
    return result


__all__ = [
    "Algebraic",
    "Branch",
    "Exact",
    "add",
    "approx",
    "clear_caches",
    "div",
    "estimate_bits",
    "int_power",
    "inv",
    "mul",
    "neg",
    "nth_root",
    "nth_roots",
    "nth_root_if_rational",
    "sub",
]
