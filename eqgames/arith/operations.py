"""The exact operations the Adventurous variations give the cubes (Equations XIII).

Each takes and returns exact values (:data:`~eqgames.arith.values.Value`) and raises
:class:`~eqgames.arith.errors.Undefined` with the rule when its arguments are outside
its domain, or :class:`~eqgames.arith.errors.LimitExceeded` before any work that would
run away (a factorial, a factor count, a prime search or a power of the base is bounded
by :mod:`eqgames.arith.limits`).

>>> factorial(Fraction(5)), lcm(Fraction(6), Fraction(8)), gcf(Fraction(8), Fraction(6))
(Fraction(120, 1), Fraction(24, 1), Fraction(2, 1))
>>> number_of_factors(Fraction(12)), smallest_prime_above(Fraction(9, 2))
(Fraction(6, 1), Fraction(5, 1))
>>> average(Fraction(7), Fraction(9)), percent(Fraction(25), Fraction(16))
(Fraction(8, 1), Fraction(4, 1))
"""

from __future__ import annotations

import math
from fractions import Fraction

from . import values
from .algebraic import nth_root_if_rational
from .errors import LimitExceeded, NotExact, Undefined
from .limits import MAX_FACTOR_ARGUMENT, MAX_FACTORIAL, MAX_PRIME_ARGUMENT, MAX_RESULT_BITS
from .values import Value

__all__ = [
    "average",
    "log",
    "factorial",
    "gcf",
    "lcm",
    "number_of_factors",
    "percent",
    "power_of_base",
    "smallest_prime_above",
]


def _whole(v: Value) -> int | None:
    """The value as an ``int`` when it is a whole number (0, 1, 2, …), else ``None``."""
    f = values.as_fraction(v)
    if f is None or f.denominator != 1 or f < 0:
        return None
    return f.numerator


def _text(v: Value) -> str:
    text = values.to_text(v)
    return text if text.isdigit() else f"({text})"


def factorial(n: Value) -> Value:
    """n! for a whole number n (XIII-A-4 comment (a)); 0! is 1.

    >>> factorial(Fraction(0)), factorial(factorial(Fraction(3)))
    (Fraction(1, 1), Fraction(720, 1))
    >>> factorial(Fraction(1, 2))
    Traceback (most recent call last):
    ...
    eqgames.arith.errors.Undefined: (1/2)! is undefined: n! is defined only for whole numbers n (XIII-A-4 comment (a))
    """
    k = _whole(n)
    if k is None:
        raise Undefined(
            f"{_text(n)}! is undefined: n! is defined only for whole numbers n (XIII-A-4 comment (a))"
        )
    if k > MAX_FACTORIAL:
        raise LimitExceeded("MAX_FACTORIAL", f"{_text(n)}! is not computed exactly")
    return Fraction(math.factorial(k))


def lcm(a: Value, b: Value) -> Value:
    """The least common multiple of two counting numbers (XIII-A-9).

    >>> lcm(Fraction(2), Fraction(4))
    Fraction(4, 1)
    >>> lcm(Fraction(0), Fraction(5))
    Traceback (most recent call last):
    ...
    eqgames.arith.errors.Undefined: the LCM of 0 and 5 is undefined: LCM is of two counting numbers (XIII-A-9)
    """
    x, y = _whole(a), _whole(b)
    if not x or not y:
        raise Undefined(
            f"the LCM of {_text(a)} and {_text(b)} is undefined: LCM is of two counting numbers (XIII-A-9)"
        )
    if x.bit_length() + y.bit_length() > MAX_RESULT_BITS:
        raise LimitExceeded("MAX_RESULT_BITS", "an LCM would be too large")
    return Fraction(math.lcm(x, y))


def gcf(a: Value, b: Value) -> Value:
    """The greatest common factor of two whole numbers, not both 0 (XIII-A-10).

    >>> gcf(Fraction(8), Fraction(0)), gcf(Fraction(8), Fraction(9))
    (Fraction(8, 1), Fraction(1, 1))
    >>> gcf(Fraction(0), Fraction(0))
    Traceback (most recent call last):
    ...
    eqgames.arith.errors.Undefined: the GCF of 0 and 0 is undefined: GCF is of two whole numbers, not both 0 (XIII-A-10)
    """
    x, y = _whole(a), _whole(b)
    if x is None or y is None or (x == 0 and y == 0):
        raise Undefined(
            f"the GCF of {_text(a)} and {_text(b)} is undefined: GCF is of two whole numbers, "
            "not both 0 (XIII-A-10)"
        )
    return Fraction(math.gcd(x, y))


def number_of_factors(a: Value, limit: int | None = None) -> Value:
    """How many counting numbers divide the counting number ``a`` (XIII-A-11).

    ``limit`` is the division's largest ``a`` (200 Elementary, 1000 Middle); with none,
    ``a`` is still bounded (``MAX_FACTOR_ARGUMENT``) so that factoring stays quick.

    >>> number_of_factors(Fraction(1)), number_of_factors(Fraction(16))
    (Fraction(1, 1), Fraction(5, 1))
    >>> number_of_factors(Fraction(625), 200)
    Traceback (most recent call last):
    ...
    eqgames.arith.errors.Undefined: the number of factors of 625 is undefined here: it is of a counting number at most 200 (XIII-A-11)
    """
    k = _whole(a)
    if not k:
        raise Undefined(
            f"the number of factors of {_text(a)} is undefined: it is of a counting number (XIII-A-11)"
        )
    if limit is not None and k > limit:
        raise Undefined(
            f"the number of factors of {_text(a)} is undefined here: it is of a counting number "
            f"at most {limit} (XIII-A-11)"
        )
    if k > MAX_FACTOR_ARGUMENT:
        raise LimitExceeded("MAX_FACTOR_ARGUMENT", f"{_text(a)} is too large to factor")
    count, p = 1, 2
    while p * p <= k:
        e = 0
        while k % p == 0:
            k //= p
            e += 1
        count *= e + 1
        p += 1 if p == 2 else 2
    if k > 1:
        count *= 2
    return Fraction(count)


def _is_prime(n: int) -> bool:
    if n < 2:
        return False
    if n % 2 == 0:
        return n == 2
    d = 3
    while d * d <= n:
        if n % d == 0:
            return False
        d += 2
    return True


def smallest_prime_above(a: Value, limit: int | None = None) -> Value:
    """The smallest prime bigger than the rational number ``a`` (XIII-A-13).

    >>> smallest_prime_above(Fraction(7)), smallest_prime_above(Fraction(-3))
    (Fraction(11, 1), Fraction(2, 1))
    >>> smallest_prime_above(values.root(2, 67))
    Traceback (most recent call last):
    ...
    eqgames.arith.errors.Undefined: the smallest prime bigger than √67 is undefined: it is of a rational number (XIII-A-13)
    """
    f = values.as_fraction(a)
    if f is None:
        raise Undefined(
            f"the smallest prime bigger than {values.to_text(a)} is undefined: it is of a "
            "rational number (XIII-A-13)"
        )
    if limit is not None and f > limit:
        raise Undefined(
            f"the smallest prime bigger than {values.to_text(a)} is undefined here: it is of a "
            f"rational number at most {limit} (XIII-A-13)"
        )
    if f > MAX_PRIME_ARGUMENT:
        raise LimitExceeded("MAX_PRIME_ARGUMENT", f"no prime search above {values.to_text(a)}")
    n = max(2, math.floor(f) + 1)
    while not _is_prime(n):
        n += 1
    return Fraction(n)


def average(a: Value, b: Value) -> Value:
    """The average of two numbers, what ``+`` means with Average (XIII-A-12).

    >>> average(Fraction(5), Fraction(8))
    Fraction(13, 2)
    """
    return values.div(values.add(a, b), 2)


def percent(a: Value, b: Value, base: int = 10) -> Value:
    """``a`` percent of ``b``: (a ÷ base²) × b (XIII-A-14; per base m², XIII-B-12).

    >>> percent(Fraction(6), Fraction(8))
    Fraction(12, 25)
    >>> percent(Fraction(48), Fraction(9), base=8)
    Fraction(27, 4)
    """
    return values.mul(values.div(a, base * base), b)


def power_of_base(base: int, exponent: int) -> Fraction:
    """base^exponent for an integral exponent: what a 1 may stand for (XIII-B-10).

    >>> power_of_base(10, 2), power_of_base(8, -1)
    (Fraction(100, 1), Fraction(1, 8))
    """
    if abs(exponent) * math.log2(base) > MAX_RESULT_BITS:
        raise LimitExceeded("MAX_RESULT_BITS", f"{base} to the power {exponent} is too large")
    return Fraction(base) ** exponent


def _primitive(x: Fraction) -> tuple[Fraction, int]:
    """(r, k) with x = r^k and k as large as possible (x > 0, x ≠ 1)."""
    best, power = x, 1
    bits = max(x.numerator.bit_length(), x.denominator.bit_length())
    k = 2
    while k <= bits:
        root = nth_root_if_rational(best, k)
        if root is not None:
            best, power = root, power * k
            bits = max(best.numerator.bit_length(), best.denominator.bit_length())
        else:
            k += 1
    return best, power


def log(a: Value, b: Value) -> Value:
    """log_b a for positive a and b, b ≠ 1: what a sideways ÷ means with Log (XIII-D-13).

    Exact when it is rational (log_b a = p/q exactly when a^q = b^p); an irrational
    log of rational numbers is transcendental, so it has no exact value here.

    >>> log(Fraction(25), Fraction(5)), log(Fraction(1, 8), Fraction(4))
    (Fraction(2, 1), Fraction(-3, 2))
    >>> log(Fraction(3), Fraction(2))
    Traceback (most recent call last):
    ...
    eqgames.arith.errors.NotExact: log_2 3 is an irrational number (XIII-D-13 example (b)), which has no exact value here
    """
    x, y = values.as_fraction(a), values.as_fraction(b)
    shown = f"log_{_text(b)} {_text(a)}"
    for v in (a, b):
        if not values.is_real(v) or values.sign(v) <= 0:
            raise Undefined(f"{shown} is undefined: a log is of positive numbers (XIII-D-13)")
    if b == 1:
        raise Undefined(f"{shown} is undefined: a log to the base 1 is (XIII-D-13 example (c))")
    if x is None or y is None:
        raise NotExact(f"{shown} of an irrational number has no exact value here")
    if x == 1:
        return Fraction(0)
    r, j = _primitive(x)
    s, k = _primitive(y)
    if r == s:
        return Fraction(j, k)
    if r == 1 / s:
        return Fraction(-j, k)
    raise NotExact(
        f"{shown} is an irrational number (XIII-D-13 example (b)), which has no exact value here"
    )
