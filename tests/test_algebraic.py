"""Exact algebraic arithmetic against slow, obvious references.

* Numerics: every node of a random expression is also computed in 320-bit ball
  arithmetic, independently of the exact code; the exact value must lie in that ball.
* Identities built by construction: (x + y) − y = x, (xy)/y = x, (√a)² = a, …
* The fast paths against the general one: radical forms, and Krawczyk's test, are
  switched off and the answers must not change.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from fractions import Fraction as F
from typing import Any

import pytest
from flint import acb, arb, ctx, fmpq, fmpq_poly, fmpz_poly
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from eqgames.arith import algebraic as alg
from eqgames.arith import isolation
from eqgames.arith.algebraic import Algebraic
from eqgames.arith.errors import LimitExceeded, Undefined
from eqgames.arith.values import Value, add, div, is_real, mul, power, root, sign, sub

REF_PREC = 320

# An expression: a Fraction, or (op, left, right) with op in + − × ÷, or ("root", k, x),
# or ("pow", x, q) for a rational exponent q.
Expr = Any

leaves = st.one_of(
    st.integers(-9, 9).map(F),
    st.builds(F, st.integers(-9, 9), st.integers(1, 4)),
)
exponents = st.sampled_from([F(2), F(3), F(-1), F(-2), F(1, 2), F(1, 3), F(2, 3), F(3, 2), F(-1, 2)])


def _extend(children: st.SearchStrategy[Expr]) -> st.SearchStrategy[Expr]:
    return st.one_of(
        st.tuples(st.sampled_from(["+", "-", "*", "/"]), children, children),
        st.tuples(st.just("root"), st.sampled_from([2, 3]), children),
        st.tuples(st.just("pow"), children, exponents),
    )


expressions = st.recursive(leaves, _extend, max_leaves=5)
relaxed = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


# ---------------------------------------------------------------- the slow reference


def _ref_root(z: acb, k: int, complex_ok: bool) -> acb:
    """The rulebook's root in plain ball arithmetic: real for an odd root of a negative."""
    if k % 2 == 1 and z.imag.is_zero() and z.real < 0:
        return -((-z).root(k))
    return z.root(k)


def evaluate(e: Expr, complex_ok: bool) -> tuple[Value, acb]:
    """The exact value and a reference ball, checking at every node that they agree."""
    if isinstance(e, F):
        with ctx.workprec(REF_PREC):
            return e, acb(arb(fmpq(e.numerator, e.denominator)))
    if e[0] == "root":
        k = e[1]
        x, xb = evaluate(e[2], complex_ok)
        exact = root(k, x, complex_ok=complex_ok)
        with ctx.workprec(REF_PREC):
            ball = _ref_root(xb, k, complex_ok)
    elif e[0] == "pow":
        q: F = e[2]
        x, xb = evaluate(e[1], complex_ok)
        exact = power(x, q, complex_ok=complex_ok)
        with ctx.workprec(REF_PREC):
            if xb.contains(0) and q < 0:
                assume(False)
            ball = _ref_root(xb, q.denominator, complex_ok) ** q.numerator
    else:
        x, xb = evaluate(e[1], complex_ok)
        y, yb = evaluate(e[2], complex_ok)
        if e[0] == "/" and y == 0:
            assert yb.contains(0)
            with pytest.raises(Undefined, match="division by zero"):
                div(x, y)
            assume(False)
        exact = {"+": add, "-": sub, "*": mul, "/": div}[e[0]](x, y)
        with ctx.workprec(REF_PREC):
            ball = {"+": xb + yb, "-": xb - yb, "*": xb * yb, "/": xb / yb}[e[0]]
    assert agrees(exact, ball), (e, exact, ball)
    return exact, ball


def agrees(v: Value, ball: acb) -> bool:
    with ctx.workprec(REF_PREC):
        if isinstance(v, F):
            return bool(ball.overlaps(acb(arb(fmpq(v.numerator, v.denominator)))))
        return bool(v.enclosure(REF_PREC).overlaps(ball))


def value_of(e: Expr, complex_ok: bool = False) -> tuple[Value, acb]:
    try:
        return evaluate(e, complex_ok)
    except (Undefined, LimitExceeded):
        assume(False)
        raise


# ---------------------------------------------------------------- against the numerics


@relaxed
@given(expressions)
def test_real_values_agree_with_ball_arithmetic(e: Expr) -> None:
    v, ball = value_of(e)
    assert is_real(v)


@relaxed
@given(expressions)
def test_complex_values_agree_with_ball_arithmetic(e: Expr) -> None:
    value_of(e, complex_ok=True)


@relaxed
@given(expressions, expressions)
def test_equality_agrees_with_the_numerics(e1: Expr, e2: Expr) -> None:
    x, xb = value_of(e1, complex_ok=True)
    y, yb = value_of(e2, complex_ok=True)
    with ctx.workprec(REF_PREC):
        apart = not xb.overlaps(yb)
    if apart:
        assert x != y
    if x == y:
        assert not apart and hash(x) == hash(y)


@relaxed
@given(expressions)
def test_rational_results_are_fractions(e: Expr) -> None:
    v, _ = value_of(e)
    assert isinstance(v, F | Algebraic)
    if isinstance(v, Algebraic):
        assert v.degree >= 2  # never a disguised rational


# ---------------------------------------------------------------- identities by construction


@relaxed
@given(expressions, expressions)
def test_adding_then_subtracting_gives_back(e1: Expr, e2: Expr) -> None:
    x, _ = value_of(e1, complex_ok=True)
    y, _ = value_of(e2, complex_ok=True)
    try:
        back = sub(add(x, y), y)
    except LimitExceeded:
        assume(False)
    assert back == x and hash(back) == hash(x)


@relaxed
@given(expressions, expressions)
def test_multiplying_then_dividing_gives_back(e1: Expr, e2: Expr) -> None:
    x, _ = value_of(e1, complex_ok=True)
    y, _ = value_of(e2, complex_ok=True)
    assume(y != 0)
    try:
        back = div(mul(x, y), y)
    except LimitExceeded:
        assume(False)
    assert back == x


@relaxed
@given(expressions, st.sampled_from([2, 3, 4, 5]))
def test_a_root_to_its_power_gives_back(e: Expr, n: int) -> None:
    a, _ = value_of(e)
    assume(n % 2 == 1 or sign(a) >= 0)
    try:
        r = root(n, a)
    except LimitExceeded:
        assume(False)
    assert power(r, n) == a
    assert power(a, F(1, n)) == r


@relaxed
@given(expressions, st.sampled_from([2, 3]))
def test_a_power_to_its_root_gives_back(e: Expr, n: int) -> None:
    a, _ = value_of(e)
    assume(n % 2 == 1 or sign(a) >= 0)
    try:
        assert root(n, power(a, n)) == a
    except LimitExceeded:
        assume(False)


@relaxed
@given(expressions, expressions)
def test_sums_and_products_commute(e1: Expr, e2: Expr) -> None:
    x, _ = value_of(e1, complex_ok=True)
    y, _ = value_of(e2, complex_ok=True)
    try:
        assert add(x, y) == add(y, x)
        assert mul(x, y) == mul(y, x)
    except LimitExceeded:
        assume(False)


# ---------------------------------------------------------------- fast paths against slow ones


def forget_radical(v: Value) -> Value:
    """The same number without its radical form, so that arithmetic takes the general path."""
    if isinstance(v, F) or v.radical is None:
        return v
    return Algebraic(v.coefficients, v.enclosure(64), 64, v.is_real)


radicands = st.builds(F, st.integers(1, 60), st.integers(1, 5))
indexes = st.sampled_from([2, 3, 4, 6])


@relaxed
@given(radicands, indexes, st.booleans(), radicands, indexes, st.booleans())
def test_radical_forms_agree_with_resultants(
    r1: F, n1: int, neg1: bool, r2: F, n2: int, neg2: bool
) -> None:
    x = root(n1, r1)
    y = root(n2, r2)
    if neg1:
        x = sub(0, x)
    if neg2:
        y = sub(0, y)
    slow_x, slow_y = forget_radical(x), forget_radical(y)
    assert mul(x, y) == mul(slow_x, slow_y)
    assert div(x, y) == div(slow_x, slow_y)
    assert add(x, y) == add(slow_x, slow_y)
    assert power(x, 3) == power(slow_x, 3)
    if sign(x) > 0:
        assert root(2, x) == root(2, slow_x)


@contextmanager
def without_krawczyk() -> Iterator[None]:
    original = isolation.isolates_real
    isolation.isolates_real = lambda f, x: False  # type: ignore[assignment]
    try:
        yield
    finally:
        isolation.isolates_real = original


@settings(max_examples=30, deadline=None)
@given(expressions, expressions)
def test_root_lists_agree_with_krawczyk(e1: Expr, e2: Expr) -> None:
    x, _ = value_of(e1)
    y, _ = value_of(e2)
    try:
        fast = [add(x, y), mul(x, y), add(x, root(2, 2))]
    except LimitExceeded:
        assume(False)
    with without_krawczyk():
        alg.clear_caches()
        slow = [add(x, y), mul(x, y), add(x, root(2, 2))]
    assert fast == slow


def picked(kind: str, a: Algebraic, r: F) -> Value:
    """``a + r``, ``a · r`` or ``1/a`` the general way: the polynomial's roots isolated
    and the one inside the result's ball picked, as before values were derived."""
    key = a.coefficients
    if kind == "+":
        poly = fmpq_poly(list(key))(fmpq_poly([-fmpq(r.numerator, r.denominator), 1]))
        return alg._pick([alg._integral(poly)], lambda p: a.enclosure(p) + alg._ball(r))
    if kind == "×":
        n = len(key) - 1
        scaled = fmpq_poly([fmpq(c) * fmpq(r.numerator, r.denominator) ** (n - i) for i, c in enumerate(key)])
        return alg._pick([alg._integral(scaled)], lambda p: a.enclosure(p) * alg._ball(r))
    return alg._pick([fmpz_poly(list(alg._normal(list(reversed(key)))))], lambda p: 1 / a.enclosure(p))


def general(e: Expr) -> Algebraic:
    x, _ = value_of(e, complex_ok=True)
    x = forget_radical(x)
    assume(isinstance(x, Algebraic))
    assert isinstance(x, Algebraic)
    return x


shifts = st.one_of(leaves, st.builds(F, st.integers(-10**12, 10**12), st.integers(1, 10**6)))


@relaxed
@given(expressions, st.sampled_from(["+", "×", "1/"]), shifts)
def test_derived_values_agree_with_picked_roots(e: Expr, kind: str, r: F) -> None:
    # A shift, multiple or reciprocal keeps its operand's root (no root is picked): the
    # same number as the general path finds, told apart from its conjugates alike.
    x = general(e)
    assume(r != 0 or kind == "1/")
    fast = {"+": lambda: add(x, r), "×": lambda: mul(x, r), "1/": lambda: div(1, x)}[kind]()
    slow = picked(kind, x, r)
    assert fast == slow
    assert isinstance(fast, Algebraic) and fast.coefficients == slow.coefficients
    with ctx.workprec(REF_PREC):
        assert fast.enclosure(REF_PREC).overlaps(slow.enclosure(REF_PREC))
    if fast.is_real:
        assert sign(fast) == sign(slow)


def test_derived_values_fold_and_come_back() -> None:
    s2, s3 = root(2, 2), root(2, 3)
    x = add(s2, s3)  # √2 + √3, degree 4, no radical
    assert x.radical is None and not x.derived
    shifted = add(add(x, 1), 2)
    assert shifted.derived and shifted == add(x, 3)
    assert shifted._origin is not None and shifted._origin[1] is x  # one step, not a chain
    assert div(1, div(1, x)) is x
    assert div(mul(x, F(2, 7)), F(2, 7)) == x
    back = sub(add(add(s2, 1), 0), 1)  # (√2 + 1) − 1: a radical again, in its form
    assert back == s2 and back.radical == s2.radical and not back.derived
    assert sign(sub(0, x)) == -1 and sub(0, sub(0, x)) == x


def test_a_derived_value_of_high_degree_is_quick_and_exact() -> None:
    # 2^(1/35) − 8 and what follows from it: 35 ms each when a root was picked.
    r = root(35, 2)
    y = sub(r, 8)
    z = div(3, y)
    assert y.derived and z.derived and y.degree == z.degree == 35
    assert div(3, z) == y and add(y, 8) == r
    assert sign(y) == -1 and sign(sub(z, F(-3, 7))) == -1  # 3/(1.02 − 8) ≈ −0.4300 < −3/7


# ---------------------------------------------------------------- examples worth keeping


def test_cube_roots_that_denest() -> None:
    # ∛(2 + √5) + ∛(2 − √5) = 1 (Cardano)
    s5 = root(2, 5)
    assert add(root(3, add(2, s5)), root(3, sub(2, s5))) == 1


def test_conjugate_roots_are_told_apart() -> None:
    # x³ − 2 has one real root and two complex ones; principal and real cube roots differ.
    real = root(3, -2)
    principal = power(-2, F(1, 3), complex_ok=True)
    assert real == sub(0, root(3, 2))
    assert principal == real  # the rulebook keeps the real value of a defined form
    assert mul(root(2, -3, complex_ok=True), root(2, -3, complex_ok=True)) == -3


def test_close_roots_need_more_precision() -> None:
    # Two numbers within 10^−30 of each other: the first guesses at 64 bits cannot tell.
    big = 10**15
    a = sub(root(2, big * big + 1), big)  # ≈ 1/(2·10^15)
    b = div(1, add(root(2, big * big + 1), big))  # the same number, written otherwise
    c = div(1, 2 * big)
    assert a == b
    assert a != c and sign(sub(a, c)) < 0
