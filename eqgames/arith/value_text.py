"""Exact text for a value, for people: ``3``, ``−1/2``, ``2·√3``, ``(1 + √5)/2``, ``2i``.

The forms, tried in this order (Unicode; the ASCII form follows in brackets):

* a rational: ``3``, ``−1/2`` (``-1/2``);
* degree 2, any quadratic irrational, real or not: ``a + b·√d`` over a common
  denominator, with ``i`` for ``√−1``: ``1 + √2``, ``(1 − √5)/2``, ``3·√2``, ``2i``,
  ``(−1 + √3·i)/2`` (``1 + sqrt(2)``, ``(-1 + sqrt(3)*i)/2``);
* a real root of a binomial ``c·x^n − d``: ``k·ⁿ√w/m`` with ``w`` free of n-th powers:
  ``∛2``, ``2·∜3``, ``−⁵√4/3`` (``2^(1/3)``, ``2*3^(1/4)``, ``-4^(1/5)/3``);
* anything else: a decimal approximation and the minimal polynomial, which together
  name the number exactly: ``≈3.14626437 (root of x⁴ − 10x² + 1)``
  (``~3.14626437 (root of x^4 - 10x^2 + 1)``); a non-real one as ``≈0.70710678 +
  0.70710678i (root of x⁴ + 1)``.

A root index ``n`` is written ``√`` (2), ``∛`` (3), ``∜`` (4), else as a superscript
(``⁵√``); the product dot keeps ``3·√2`` from reading as the Equations ``3√2`` (index 3).

>>> from eqgames.arith import values as v
>>> to_text(Fraction(-1, 2)), to_text(Fraction(-1, 2), unicode=False)
('−1/2', '-1/2')
>>> to_text(v.root(2, 8)), to_text(v.div(1, v.root(2, 2)), unicode=False)
('2·√2', 'sqrt(2)/2')
>>> to_text(v.root(3, Fraction(-16, 9))), to_text(v.power(2, Fraction(5, 6)))
('−2·∛6/3', '⁶√32')
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import TYPE_CHECKING

from flint import fmpz

if TYPE_CHECKING:
    from .algebraic import Algebraic

_SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
_RADICAL = {2: "√", 3: "∛", 4: "∜"}
#: Longest radicand (in bits) factored to pull out perfect powers.
_FACTOR_BITS = 128
_SMALL_PRIMES = [p for p in range(2, 1000) if all(p % d for d in range(2, int(p**0.5) + 1))]
#: Significant digits of the approximation in the fallback form.
APPROX_DIGITS = 9


def to_text(v: Fraction | Algebraic | int, unicode: bool = True) -> str:
    """Exact text for v (see the module docstring for the forms)."""
    if isinstance(v, int | Fraction):
        return _rational(Fraction(v), unicode)
    if v.degree == 2:
        return _quadratic(v, unicode)
    coeffs = v.coefficients
    if v.is_real and not any(coeffs[1:-1]):
        return _real_radical(v, unicode)
    return _approximate(v, unicode)


def _minus(unicode: bool) -> str:
    return "−" if unicode else "-"


def _int(n: int) -> str:
    # flint's integer text has no length cap (Python's int str refuses over 4300 digits).
    return str(fmpz(n))


def _rational(r: Fraction, unicode: bool) -> str:
    text = _int(r.numerator) if r.denominator == 1 else f"{_int(r.numerator)}/{_int(r.denominator)}"
    return text.replace("-", _minus(unicode))


def _quadratic(v: Algebraic, unicode: bool) -> str:
    c, b, a = v.coefficients
    # Roots (−b ± √D)/(2a); write √D = s·√t with t squarefree (t = −1 gives i).
    disc = b * b - 4 * a * c
    s, t = _split_power(abs(disc), 2)
    negative = disc < 0
    p, den = -b, 2 * a
    g = math.gcd(math.gcd(p, s), den)
    p, s, den = p // g, s // g, den // g
    plus = _upper_root(v, Fraction(p, den))
    surd = _surd(s, t, negative, unicode)
    minus = _minus(unicode)
    if p == 0:
        text = surd if plus else f"{minus}{surd}"
        return text if den == 1 else f"{text}/{_int(den)}"
    head = _int(p).replace("-", minus)
    text = f"{head} {'+' if plus else minus} {surd}"
    return text if den == 1 else f"({text})/{_int(den)}"


def _upper_root(v: Algebraic, middle: Fraction) -> bool:
    """For the roots middle ± w of a quadratic: is v the one with + ?"""
    from flint import arb, fmpq

    prec = 64
    while True:  # v is irrational, so some precision tells it from the rational middle
        ball = v.enclosure(prec)
        if not v.is_real:
            part, centre = ball.imag, arb(0)
        else:
            part, centre = ball.real, arb(fmpq(middle.numerator, middle.denominator))
        if part > centre or part < centre:
            return bool(part > centre)
        prec *= 2


def _surd(s: int, t: int, imaginary: bool, unicode: bool) -> str:
    mul = "·" if unicode else "*"
    parts = []
    if s != 1:
        parts.append(_int(s))
    if t != 1:
        parts.append(f"√{_int(t)}" if unicode else f"sqrt({_int(t)})")
    if imaginary:
        parts.append("i")
    if not parts:
        return "1"
    if imaginary and s != 1 and t == 1:
        return f"{_int(s)}i"
    return mul.join(parts)


def _real_radical(v: Algebraic, unicode: bool) -> str:
    coeffs = v.coefficients
    n = len(coeffs) - 1
    c, d = coeffs[-1], abs(coeffs[0])
    # |v| = (d/c)^(1/n) = (d·c^(n−1))^(1/n) / c; pull the n-th powers out of the radicand.
    k, w = _split_power(d * c ** (n - 1), n)
    g = math.gcd(k, c)
    k, den = k // g, c // g
    radical = f"{_index_sign(n)}{_int(w)}" if unicode else f"{_int(w)}^(1/{n})"
    text = radical if k == 1 else f"{_int(k)}{'·' if unicode else '*'}{radical}"
    if den != 1:
        text = f"{text}/{_int(den)}"
    return text if v.sign() > 0 else f"{_minus(unicode)}{text}"


def _index_sign(n: int) -> str:
    return _RADICAL.get(n) or f"{str(n).translate(_SUPERSCRIPT)}√"


def _split_power(m: int, n: int) -> tuple[int, int]:
    """m = k^n · w with w free of n-th powers (m ≥ 1): returns (k, w).

    Numbers too long to factor quickly lose only their small prime factors' powers:
    still exact, maybe less simple.
    """
    if m.bit_length() <= _FACTOR_BITS:
        factors = [(int(p), int(e)) for p, e in fmpz(m).factor()]
    else:
        factors = []
        for p in _SMALL_PRIMES:
            e = 0
            while m % p == 0:
                m, e = m // p, e + 1
            factors.append((p, e))
        factors.append((m, 1))
    k, w = 1, 1
    for p, e in factors:
        k *= p ** (e // n)
        w *= p ** (e % n)
    return k, w


def _approximate(v: Algebraic, unicode: bool) -> str:
    from .algebraic import approx

    value = approx(v, APPROX_DIGITS + 2)
    minus = _minus(unicode)
    if isinstance(value, complex):
        sign = "+" if value.imag >= 0 else minus
        number = f"{value.real:.{APPROX_DIGITS}g} {sign} {abs(value.imag):.{APPROX_DIGITS}g}i"
    else:
        number = f"{value:.{APPROX_DIGITS}g}"
    number = number.replace("-", minus)
    about = "≈" if unicode else "~"
    return f"{about}{number} (root of {polynomial_text(v.coefficients, unicode)})"


def polynomial_text(coeffs: tuple[int, ...], unicode: bool = True) -> str:
    """``x⁴ − 10x² + 1`` for (1, 0, −10, 0, 1).

    >>> polynomial_text((-2, 0, 1)), polynomial_text((1, -3, 2), unicode=False)
    ('x² − 2', '2x^2 - 3x + 1')
    """
    minus = _minus(unicode)
    terms: list[str] = []
    for e in range(len(coeffs) - 1, -1, -1):
        c = coeffs[e]
        if c == 0:
            continue
        size = abs(c)
        if e == 0:
            body = _int(size)
        else:
            power = "" if e == 1 else (str(e).translate(_SUPERSCRIPT) if unicode else f"^{e}")
            body = f"{'' if size == 1 else _int(size)}x{power}"
        if not terms:
            terms.append(body if c > 0 else f"{minus}{body}")
        else:
            terms.append(f"{'+' if c > 0 else minus} {body}")
    return " ".join(terms)
