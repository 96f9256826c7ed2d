"""What the faces alone prove a part of the cubes cannot make (Basic Equations).

A proof that no Solution exists asks many parts of the cubes for values they cannot
have; much of that work is on irrational values (the ``√`` cubes make many, each
operation on one a resultant) asked of parts that make rational numbers only, and on
parts whose digits are all 0s. These rules answer such questions at once. Each is
exact and proved here, for Basic Equations' faces and meanings (one-digit numerals,
real values): :class:`~.cubes.CubeSearch` uses them only there.

**Rule 1 (rational parts).** An expression over cubes with no ``√``, and either no
``^`` or one ``^`` and no ``÷``, has a rational value (when it has one).

*Proof.* The leaves are integers. With no ``^`` and no ``√`` every operation is one
of ``+ − × ÷``, which keep rationals. With one ``^``, no ``÷`` and no ``√``: that
``^``'s exponent and base are expressions over digits and ``+ − ×``, integers, and
an integer to an integer power is rational; the operations above it are ``+ − ×``.
∎ (Two ``^`` break it: ``2 ^ (2 ^ (0 − 1))`` is ``√2``; so do ``^`` and ``÷``:
``2 ^ (1 ÷ 2)``.)

>>> rational_only(roots=0, powers=1, divisions=0), rational_only(0, 1, 1), rational_only(1, 0, 0)
(True, False, False)

**Rule 2 (an irrational need).** Let ``t`` be the value a node must have, ``op`` one of
``+ − × ÷`` at it and ``a`` the value of one operand. If exactly one of ``a`` and
``t`` is irrational, every value of the other operand that completes ``t`` is
irrational — unless ``op`` is ``×`` or ``÷`` and ``t = 0``.

*Proof.* The other operand ``b`` is ``t − a``, ``a − t``, ``t + a``, ``t ÷ a``,
``a ÷ t`` or ``t × a``. A sum or difference of a rational and an irrational is
irrational; so is a product or quotient of a non-zero rational and an irrational.
An irrational is never 0; so once ``t ≠ 0`` (or ``op`` is ``+`` or ``−``) every case
has one rational and one irrational term, the rational one non-zero where it
multiplies or divides (for ``a`` rational and ``t`` irrational, ``a = 0`` leaves no
``b`` at all: ``0 × b``, ``0 ÷ b`` and ``b × 0`` are 0, ``b ÷ 0`` undefined). ∎

>>> from fractions import Fraction
>>> from eqgames.arith import values as V
>>> root2 = V.root(2, 2)
>>> needs_irrational("+", Fraction(44), root2), needs_irrational("+", root2, root2)
(True, False)
>>> needs_irrational("×", Fraction(0), root2), needs_irrational("÷", Fraction(3), Fraction(1))
(False, False)

So a rational part (rule 1) is never asked for an irrational value, and a split
whose listed value needs an irrational one of a rational part is passed over.

**Rule 3 (zeros).** An expression whose digit cubes all show 0 has the value 0 (when
it has a value).

*Proof.* By induction: the leaves are 0; ``0 + 0``, ``0 − 0``, ``0 × 0`` and ``√0``
are 0, while ``0 ÷ 0``, ``0 ^ 0`` and ``0 √ 0`` are undefined (III-C). ∎

>>> only_zero("000"), only_zero("00100")
(True, False)

**Rule 4 (one digit among zeros).** An expression with no ``^`` whose digit cubes all
show 0 but one, showing ``d``, has a value 0 or ``±d^(1/2^k)`` with ``k`` at most its
number of ``√`` cubes (when it has a value).

*Proof.* By induction, every subexpression with no ``d`` is 0 (rule 3) and one with
``d`` and ``k`` roots is 0 or ``±d^(1/2^j)``, ``j ≤ k``: the leaf ``d`` is ``d^(1/2^0)``;
at ``+`` and ``−`` one operand is 0, so the value is the other operand or its
negation; at ``×`` one operand is 0, so the value is 0; at ``÷`` the divisor is 0
(undefined) or the dividend is (0); the unary ``√`` of 0 is 0, of ``d^(1/2^j)`` it is
``d^(1/2^(j+1))`` and of a negative number undefined; at a ``√`` with an index, the
index is 0 (undefined) or the radicand is, and ``i √ 0`` is 0 or undefined. ∎ (A
``^`` breaks it: ``(0 + 7) ^ 0`` is 1.)

**Rule 5 (no minus).** An expression with no ``−`` cube has no negative value.

*Proof.* The leaves are at least 0; a sum, product or quotient of numbers at least 0
is at least 0; so is a power ``b ^ e`` of a base ``b ≥ 0`` (0, or ``b^e > 0`` for
``b > 0``), and a root ``√r`` or ``i √ r = r ^ (1/i)`` of a radicand ``r ≥ 0``. ∎

**Rule 6 (no sign).** An expression with no ``+`` and no ``−`` cube has the value 0
or a product ``∏ p^(q_p)`` with rational ``q_p`` over the primes ``p`` of its digits:
a rational value ``≠ 0`` has no other prime in its numerator or denominator.

*Proof.* By induction: a digit is 0 or such a product (1 the empty one). ``×`` and
``÷`` multiply such products or make 0 (or are undefined); the unary ``√`` halves
every ``q_p``. A power ``b ^ e``: ``e`` is rational (an irrational exponent is no
exact value, III-C and :mod:`eqgames.arith.values`, but for ``b`` 0 or 1, which are
such products anyway), so ``b^e`` multiplies every ``q_p`` by ``e``; ``i √ r`` is
``r ^ (1/i)``, the same. ∎ (A ``+`` breaks it: ``7 + 4`` is 11.)

>>> from fractions import Fraction
>>> outside_primes(Fraction(22), radical=2 * 3 * 5), outside_primes(Fraction(3, 40), radical=30)
(True, False)

>>> [str(v) for v in lone_digit_values(4, 1)]
['4', '-4', '2', '-2']
"""

from __future__ import annotations

import math
from fractions import Fraction
from functools import cache

from eqgames.arith import values as V
from eqgames.arith.errors import ArithError
from eqgames.arith.values import Value, is_rational

__all__ = ["RADICAL", "lone_digit_values", "needs_irrational", "only_zero", "outside_primes", "rational_only"]

#: The product of the primes of each digit but 0 (rule 6).
RADICAL = {"1": 1, "2": 2, "3": 3, "4": 2, "5": 5, "6": 6, "7": 7, "8": 2, "9": 3}


def rational_only(roots: int, powers: int, divisions: int) -> bool:
    """Whether cubes with this many ``√``, ``^`` and ``÷`` make rational values only (rule 1)."""
    return roots == 0 and (powers == 0 or (powers == 1 and divisions == 0))


def needs_irrational(op: str, t: Value, a: Value) -> bool:
    """Whether every value the other operand of ``op`` (one of ``+ − × ÷``) may take to
    make ``t``, this one worth ``a``, is irrational (rule 2)."""
    if is_rational(a) == is_rational(t):
        return False
    return op in "+−" or t != 0


def only_zero(digits: str) -> bool:
    """Whether an expression with these digit cubes has no value but 0 (rule 3)."""
    return all(d == "0" for d in digits)


def outside_primes(target: Fraction, radical: int) -> bool:
    """Whether ``target`` (rational, not 0) has a prime in its numerator or denominator
    that does not divide ``radical`` (rule 6: the product of the digits' primes)."""
    rest = abs(target.numerator) * target.denominator
    common = math.gcd(rest, radical)
    while common > 1:
        while rest % common == 0:
            rest //= common
        common = math.gcd(rest, radical)
    return rest != 1


@cache
def lone_digit_values(d: int, roots: int) -> tuple[Value, ...]:
    """The values but 0 that rule 4 allows one digit ``d`` among zeros with ``roots``
    ``√`` cubes: ``±d^(1/2^k)`` for ``k`` up to ``roots`` (those the exact arithmetic
    holds: the search cannot make a value it refuses)."""
    out: list[Value] = []
    value: Value = V.Fraction(d)
    for k in range(roots + 1):
        if k:
            try:
                value = V.root(2, value)
            except (ArithError, ValueError, OverflowError):
                break
        for v in (value, V.sub(0, value)):
            if v not in out:
                out.append(v)
    return tuple(out)
