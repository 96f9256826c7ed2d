"""Cheap proofs that some cubes cannot make a value, for the proof of "no".

A proof that no Solution exists asks many parts of the cubes for values they cannot
have, and each question costs a search. These rules answer some of them at once from
the faces alone (Basic Equations: one-digit numerals, real values). Each is exact,
never a guess, and proved here; the search uses them only where they are proved.

Much of that work is on irrational values (a ``√`` cube makes many), each operation on
one costing a resultant, asked of a part that makes rational numbers only (rules 1
and 2); and on parts whose only digits are 0s, asked for a number not 0 (rule 3).

**Rule 1 (rational parts).** In Basic Equations (one-digit numerals, real values) an
expression over cubes with no ``√``, and either no ``^`` or one ``^`` and no ``÷``,
has a rational value (when it has one).

*Proof.* The leaves are integers. With no ``^`` and no ``√`` every operation is one of
``+ − × ÷``, which keep rationals. With one ``^`` and no ``÷`` and no ``√``: the
exponent of that ``^`` is an expression over ``+ − ×`` and digits, an integer, and its
base has no ``^``, so it is rational; a rational to an integer power is rational, and
the operations above it are ``+ − ×``. (Two ``^`` break it: ``2 ^ (2 ^ (0 − 1))`` is
``√2``; so do ``^`` and ``÷``: ``2 ^ (1 ÷ 2)``.)

>>> rational_only(roots=0, powers=1, divisions=0), rational_only(0, 1, 1), rational_only(1, 0, 0)
(True, False, False)

**Rule 2 (an irrational need).** Let ``t`` be the value a node must have, ``op`` one of
``+ − × ÷`` at that node and ``a`` the value of one operand. If exactly one of ``a``
and ``t`` is irrational, every value of the other operand that completes ``t`` is
irrational — except that ``×`` and ``÷`` reach ``t = 0`` through an operand 0, and
``a = 0`` leaves nothing to solve for.

*Proof.* The other operand ``b`` solves ``a + b = t``, ``a − b = t``, ``b − a = t``,
``a × b = t``, ``a ÷ b = t`` or ``b ÷ a = t``: ``b`` is ``t − a``, ``a − t``,
``t + a``, ``t ÷ a``, ``a ÷ t`` or ``t × a``. A sum or difference of a rational and an
irrational is irrational; so is a product or quotient of a non-zero rational and an
irrational. Every case above has one rational and one irrational term, with the
rational one non-zero once ``a`` and ``t`` are (an irrational is never 0).

>>> from fractions import Fraction
>>> from eqgames.arith import values as V
>>> root2 = V.root(2, 2)
>>> needs_irrational("+", Fraction(44), root2), needs_irrational("+", root2, root2)
(True, False)
>>> needs_irrational("×", Fraction(0), root2), needs_irrational("÷", Fraction(3), Fraction(1))
(False, False)

So when the other operand's cubes are a rational part (rule 1), the split is no use
for that ``a``, whatever the other operand's shape: the search skips it, and a
rational part asked for an irrational value answers no at once.

**Rule 3 (zeros).** An expression whose digit cubes all show 0 has the value 0 (when
it has a value).

*Proof.* Its leaves are 0 and, by induction, so is each operand: ``0 + 0``, ``0 − 0``,
``0 × 0`` and ``√0`` are 0, while ``0 ÷ 0``, ``0 ^ 0`` and ``0 √ 0`` are undefined
(III-C), so no operation of Basic Equations turns two zeros into anything else.

>>> only_zero("000"), only_zero("00100")
(True, False)

**Rule 4 (rational bases).** For rationals ``e = m/n`` (lowest terms, ``m ≠ 0``) and
``t``, a rational ``b`` with ``b ^ e = t`` is ``x ^ n`` for a rational ``x`` with
``x ^ |m| = t`` (or ``1/t`` when ``m < 0``): so a rational part asked for a base (of a
``^``, or the radicand of a ``√`` of rational index ``1/e``) needs only the rational
roots of ``t``, found with integer roots, never an irrational one.

*Proof.* ``b ^ e`` is ``y ^ m`` for ``y`` the ``n``-th root of ``b`` (real or
principal, :func:`eqgames.arith.values.power`), so ``y ^ |m|`` is ``t`` or ``1/t`` and
``b = y ^ n``. If ``b`` is rational then so is ``y``: ``y ^ n = b`` and ``y ^ |m|``
are rational and ``u n + v |m| = 1`` for some integers ``u, v`` (``n`` and ``m`` are
coprime), so ``y = b ^ u (y ^ |m|) ^ v``. Every candidate is re-checked forwards, so
the list may hold more than the true bases, never fewer.

>>> from fractions import Fraction
>>> rational_bases(Fraction(2, 3), Fraction(4)), rational_bases(Fraction(2), Fraction(44))
([Fraction(8, 1), Fraction(-8, 1)], [])
>>> rational_bases(Fraction(-3), Fraction(1, 8)), rational_bases(Fraction(3), Fraction(-27, 8))
([Fraction(2, 1)], [Fraction(-3, 2)])
"""

from __future__ import annotations

from fractions import Fraction

from eqgames.arith.values import Value

__all__ = ["needs_irrational", "only_zero", "rational_bases", "rational_only"]


def rational_only(roots: int, powers: int, divisions: int) -> bool:
    """Whether cubes with this many ``√``, ``^`` and ``÷`` make rational values only
    (rule 1; Basic Equations' faces)."""
    return roots == 0 and (powers == 0 or (powers == 1 and divisions == 0))


def needs_irrational(op: str, t: Value, a: Value) -> bool:
    """Whether every value the other operand of ``op`` may take to make ``t``, with
    this operand worth ``a``, is irrational (rule 2; ``op`` one of ``+ − × ÷``)."""
    a_rational = a.__class__ is Fraction
    if a_rational == (t.__class__ is Fraction):
        return False
    if op in "×÷":
        return a != 0 and t != 0
    return True


def only_zero(digits: str) -> bool:
    """Whether an expression with these digit cubes can have no value but 0 (rule 3)."""
    return all(d == "0" for d in digits)


def rational_bases(e: Fraction, t: Fraction) -> list[Fraction]:
    """Every rational ``b`` with ``b ^ e = t`` (rule 4; ``e`` not 0), a superset."""
    m, n = e.numerator, e.denominator
    if m < 0:
        if t == 0:
            return []
        t, m = 1 / t, -m
    if t == 0:
        return [Fraction(0)]
    # The rational x with x ^ m = t: |t|'s m-th root, with both signs for an even m.
    size = abs(t)
    num, den = _int_root(size.numerator, m), _int_root(size.denominator, m)
    if num is None or den is None:
        return []
    x = Fraction(num, den)
    if t < 0:
        if m % 2 == 0:
            return []
        xs = [-x]
    else:
        xs = [x, -x] if m % 2 == 0 else [x]
    out: list[Fraction] = []
    for y in xs:
        b = y**n
        if b not in out:
            out.append(b)
    return out


def _int_root(value: int, k: int) -> int | None:
    """The integer ``k``-th root of ``value`` (≥ 0) when it is exact, else None.

    >>> _int_root(1 << 300, 100), _int_root(10, 2), _int_root(0, 5)
    (8, None, 0)
    """
    if value < 2:
        return value
    if k >= value.bit_length():
        return None  # 2 ** k > value: only 0 and 1 have such roots
    x = 1 << -(-value.bit_length() // k)  # above the root; Newton's steps come down
    while True:
        y = ((k - 1) * x + value // x ** (k - 1)) // k
        if y >= x:
            break
        x = y
    return x if x**k == value else None
