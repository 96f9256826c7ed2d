"""Exact values and the operations on them, with the Equations rules for powers and roots.

A :data:`Value` is a :class:`~fractions.Fraction` when it is rational — always; an
operation whose result is rational returns a ``Fraction`` however it was reached — and
an :class:`~eqgames.arith.algebraic.Algebraic` otherwise (an exact irrational, possibly
non-real, algebraic number). Plain ``int`` arguments are accepted and read as fractions.

Powers and roots follow the Equations rulebook, section III-C:

* even-index roots are principal (non-negative): ``√9 = 3``, ``4√16 = 2``;
* a root of rational index is a power: ``(p/q)√x = x^(q/p)``, so ``3/6√(−9) = 81``;
* fractions are reduced to lowest terms first, then these are undefined
  (:class:`~eqgames.arith.errors.Undefined`, the message names the rule):
  a. ``0√a``; b. ``0^a`` with ``a ≤ 0``; c. ``a√b`` with ``a`` an even integer and
  ``b < 0``; d. ``(a/b)√c`` with ``c < 0``, ``a`` even and ``b`` odd; e. ``a^(b/c)`` with
  ``a < 0``, ``b`` odd and ``c`` even;
* an odd root of a negative number is real: ``3√(−8) = (−8)^(1/3) = −2``, and
  ``(−8)^(2/3) = ((−8)^(1/3))² = 4``.

With ``complex_ok=True`` (the Imaginary variation, XIII-D-11) the forms c, d and e name
the principal complex root instead (``√(−1) = i``, ``(−4)^(1/2) = 2i``); values that are
defined without the variation keep their real value (``3√(−8)`` stays ``−2``). A
fractional power or root of a non-real number is principal too, and is refused without
the variation.

An irrational root index or exponent (``√2 √ 4``, ``2^√2``) raises
:class:`~eqgames.arith.errors.NotExact`; a non-real one is undefined. Sizes are estimated
before anything is computed, and :class:`~eqgames.arith.errors.LimitExceeded` names the
limit of :mod:`eqgames.arith.limits` that would be passed.

>>> power(-8, Fraction(4, 6))
Fraction(4, 1)
>>> to_text(mul(root(2, 2), root(2, 8)))
'4'
>>> to_text(root(2, add(3, mul(2, root(2, 2)))))
'1 + √2'
>>> to_text(root(2, -1, complex_ok=True))
'i'
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import TypeAlias

from . import algebraic as alg
from .algebraic import Algebraic
from .errors import LimitExceeded, NotExact, Undefined
from .limits import MAX_RESULT_BITS, MAX_ROOT_INDEX
from .value_text import to_text

Value: TypeAlias = Fraction | Algebraic

__all__ = [
    "Algebraic",
    "Value",
    "add",
    "binary",
    "approx",
    "as_fraction",
    "div",
    "is_rational",
    "is_real",
    "mul",
    "power",
    "root",
    "sign",
    "sub",
    "to_text",
]


def add(a: Value | int, b: Value | int) -> Value:
    """a + b.

    >>> add(Fraction(1, 2), 1)
    Fraction(3, 2)
    """
    a, b = _value(a), _value(b)
    _check_bits(a, b, "a sum")
    return alg.add(a, b)


def sub(a: Value | int, b: Value | int) -> Value:
    """a − b.

    >>> sub(root(2, 2), root(2, 2))
    Fraction(0, 1)
    """
    a, b = _value(a), _value(b)
    _check_bits(a, b, "a difference")
    return alg.sub(a, b)


def mul(a: Value | int, b: Value | int) -> Value:
    """a × b."""
    a, b = _value(a), _value(b)
    _check_bits(a, b, "a product")
    return alg.mul(a, b)


def div(a: Value | int, b: Value | int) -> Value:
    """a ÷ b; ``Undefined`` when b is 0.

    >>> div(5, 0)
    Traceback (most recent call last):
    ...
    eqgames.arith.errors.Undefined: division by zero: 5 ÷ 0 names no number
    """
    a, b = _value(a), _value(b)
    if b == 0:
        raise Undefined(f"division by zero: {_brief(a)} ÷ 0 names no number")
    _check_bits(a, b, "a quotient")
    return alg.div(a, b)


def power(base: Value | int, exponent: Value | int, *, complex_ok: bool = False) -> Value:
    """base ^ exponent, by the Equations rules (III-C-2 b and e).

    >>> power(-4, Fraction(2, 4))
    Traceback (most recent call last):
    ...
    eqgames.arith.errors.Undefined: (−4)^(1/2) is undefined: a negative base to a power whose reduced denominator is even (Equations III-C-2e)
    >>> power(2, -3)
    Fraction(1, 8)
    """
    base, exponent = _value(base), _value(exponent)
    if isinstance(exponent, Algebraic):
        if not exponent.is_real:
            raise Undefined(f"{_power_text(base, exponent)} is undefined: an exponent must be a real number")
        if base == 0:
            if exponent.sign() < 0:
                raise Undefined(f"{_power_text(base, exponent)} is undefined: 0 to a power ≤ 0 (Equations III-C-2b)")
            return Fraction(0)
        if base == 1:
            return Fraction(1)
        raise NotExact(f"{_power_text(base, exponent)} has no exact value: the exponent {_brief(exponent)} is irrational")
    if base == 0:
        if exponent <= 0:
            raise Undefined(f"{_power_text(base, exponent)} is undefined: 0 to a power ≤ 0 (Equations III-C-2b)")
        return Fraction(0)
    m, n = exponent.numerator, exponent.denominator
    if n == 1:
        return _int_power(base, m)
    if not is_real(base):
        if not complex_ok:
            raise Undefined(
                f"{_power_text(base, exponent)} is undefined: a fractional power of a non-real number "
                "(allowed only with the Imaginary variation)"
            )
        return _fractional_power(base, m, n, "principal")
    if sign(base) < 0:
        if n % 2 == 1:
            return _fractional_power(base, m, n, "real")
        if not complex_ok:
            raise Undefined(
                f"{_power_text(base, exponent)} is undefined: a negative base to a power whose reduced "
                "denominator is even (Equations III-C-2e)"
            )
        return _fractional_power(base, m, n, "principal")
    return _fractional_power(base, m, n, "principal")


def root(index: Value | int, radicand: Value | int, *, complex_ok: bool = False) -> Value:
    """``index √ radicand``: the rulebook's root, ``(p/q)√x = x^(q/p)`` (III-C a, c, d).

    >>> root(2, 9), root(4, 16), root(1, 2), root(3, -8)
    (Fraction(3, 1), Fraction(2, 1), Fraction(2, 1), Fraction(-2, 1))
    >>> root(Fraction(3, 6), -9)
    Fraction(81, 1)
    >>> root(Fraction(8, 2), -5)
    Traceback (most recent call last):
    ...
    eqgames.arith.errors.Undefined: 4√(−5) is undefined: a root of even index of a negative number (Equations III-C-2c)
    """
    index, radicand = _value(index), _value(radicand)
    if isinstance(index, Algebraic):
        if not index.is_real:
            raise Undefined(f"{_root_text(index, radicand)} is undefined: a root index must be a real number")
        raise NotExact(f"{_root_text(index, radicand)} has no exact value: the root index {_brief(index)} is irrational")
    if index == 0:
        raise Undefined(f"{_root_text(index, radicand)} is undefined: a root of index 0 (Equations III-C-2a)")
    if radicand == 0 and index < 0:
        raise Undefined(
            f"{_root_text(index, radicand)} is undefined: it is 0^{_grouped(1 / index)}, "
            "and 0 to a power ≤ 0 is undefined (Equations III-C-2b)"
        )
    if (
        not complex_ok
        and index.numerator % 2 == 0
        and is_real(radicand)
        and radicand != 0
        and sign(radicand) < 0
    ):
        if index.denominator == 1:
            raise Undefined(
                f"{_root_text(index, radicand)} is undefined: a root of even index of a negative number "
                "(Equations III-C-2c)"
            )
        raise Undefined(
            f"{_root_text(index, radicand)} is undefined: a root of index {to_text(index)} (even over odd, in "
            "lowest terms) of a negative number (Equations III-C-2d)"
        )
    return power(radicand, 1 / index, complex_ok=complex_ok)


def binary(op: str, a: Value, b: Value, *, complex_ok: bool = False) -> Value:
    """``a op b`` for one of the canonical operators ``+ − × ÷ ^``.

    >>> binary("÷", Fraction(3), Fraction(4))
    Fraction(3, 4)
    """
    if op == "^":
        return power(a, b, complex_ok=complex_ok)
    if op == "+":
        return add(a, b)
    if op == "−":
        return sub(a, b)
    if op == "×":
        return mul(a, b)
    if op == "÷":
        return div(a, b)
    raise ValueError(f"unknown operator {op!r}")


def is_rational(v: Value) -> bool:
    """True for a rational value (which is always a ``Fraction``)."""
    return isinstance(v, Fraction | int)


def as_fraction(v: Value) -> Fraction | None:
    """The value as a ``Fraction`` when it is rational, else ``None``."""
    if isinstance(v, Fraction | int):
        return Fraction(v)
    return None


def is_real(v: Value) -> bool:
    """True unless the value has a non-zero imaginary part."""
    return not isinstance(v, Algebraic) or v.is_real


def sign(v: Value) -> int:
    """−1, 0 or 1 for a real value (``ValueError`` for a non-real one)."""
    if isinstance(v, Algebraic):
        return v.sign()
    return (v > 0) - (v < 0)


def approx(v: Value, digits: int = 15) -> float | complex:
    """A float (a complex for a non-real value) near v — for display only.

    >>> approx(root(2, 2))
    1.4142135623730951
    """
    return alg.approx(_value(v), digits)


# ---------------------------------------------------------------- powers, bounded


def _int_power(base: Value, m: int) -> Value:
    if isinstance(base, Fraction):
        _check_power_bits(base, m)
        return base**m
    # A root of a binomial c·x^k − d has base^k = d/c rational: reduce the exponent first,
    # so that i^88 or (√2)^1000 costs nothing.
    k, ratio = _binomial(base)
    if k:
        q, r = divmod(m, k)
        _check_power_bits(ratio, q)
        return alg.mul(ratio**q, alg.int_power(base, r))
    return alg.int_power(base, m)


def _fractional_power(base: Value, m: int, n: int, branch: alg.Branch) -> Value:
    """base^(m/n) in lowest terms, n ≥ 2: the chosen n-th root of base, to the power m."""
    if isinstance(base, Fraction) and (branch == "real" or base > 0):
        # base^(m/n) = base^q · (base^r)^(1/n) with m = qn + r, 0 ≤ r < n (the real root
        # of an odd index is multiplicative, and so is the positive one).
        q, r = divmod(m, n)
        _check_power_bits(base, q)
        _check_power_bits(base, r)
        radicand = base**r
        exact = alg.nth_root_if_rational(radicand, n, branch)
        if exact is not None:
            return alg.mul(base**q, exact)
        _check_index(n)
        return alg.mul(base**q, alg.nth_root(radicand, n, branch))
    _check_index(n)
    return _int_power(alg.nth_root(base, n, branch), m)


def _binomial(v: Algebraic) -> tuple[int, Fraction]:
    """(k, v^k) when v's minimal polynomial is c·x^k − d, else (0, 0)."""
    coeffs = v.coefficients
    if any(coeffs[1:-1]):
        return 0, Fraction(0)
    return len(coeffs) - 1, Fraction(-coeffs[0], coeffs[-1])


def _check_power_bits(base: Fraction, m: int) -> None:
    size = max(abs(base.numerator), base.denominator)
    if size <= 1 or m == 0:
        return
    # Estimate in logarithms: an exponent too big for a float is refused outright.
    bits = math.inf if m.bit_length() > 1000 else abs(m) * math.log2(size)
    if bits > MAX_RESULT_BITS:
        raise LimitExceeded(
            "MAX_RESULT_BITS",
            f"{_brief(base)} to the power {_brief(Fraction(m))} would have "
            + ("far too many bits to count" if math.isinf(bits) else f"about {bits:.3g} bits"),
        )


def _check_index(n: int) -> None:
    if n > MAX_ROOT_INDEX:
        # _brief: the index can have more digits than Python will print.
        raise LimitExceeded(
            "MAX_ROOT_INDEX", f"a root of index {_brief(Fraction(n))} is not taken exactly"
        )


def _check_bits(a: Value, b: Value, what: str) -> None:
    """Refuse a rational sum, product or quotient too large to hold (the algebraic
    operations check their own sizes)."""
    if not (isinstance(a, Fraction) and isinstance(b, Fraction)):
        return
    bits = _bits(a) + _bits(b)
    if bits > MAX_RESULT_BITS:
        raise LimitExceeded("MAX_RESULT_BITS", f"{what} would have about {bits} bits")


def _bits(v: Value) -> int:
    return alg.estimate_bits(v)


def _value(v: Value | int) -> Value:
    if isinstance(v, Fraction | Algebraic):
        return v
    if isinstance(v, int):
        return Fraction(v)
    raise TypeError(f"not an exact value: {v!r}")


def _power_text(base: Value, exponent: Value) -> str:
    return f"{_grouped(base)}^{_grouped(exponent)}"


def _root_text(index: Value, radicand: Value) -> str:
    return f"{_grouped(index)}√{_grouped(radicand)}"


def _grouped(v: Value) -> str:
    """The value's text for a message, in brackets unless it is a plain number ≥ 0."""
    text = _brief(v)
    return text if text.isdigit() else f"({text})"


def _brief(v: Value) -> str:
    """The value's text, or its size when that text would swamp a message."""
    if isinstance(v, Fraction) and _bits(v) > _BRIEF_BITS:
        digits = math.floor(math.log10(abs(v.numerator))) + 1 if v.numerator else 1
        return f"a {digits}-digit number" if v.denominator == 1 else "a long fraction"
    if isinstance(v, Algebraic) and max(abs(c).bit_length() for c in v.coefficients) > _BRIEF_BITS:
        return "a long irrational number"
    return to_text(v)


#: Values longer than this (in bits, about 30 digits) are described, not written, in messages.
_BRIEF_BITS = 100
