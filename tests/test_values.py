"""Exact values: the Equations rules for powers and roots (III-C), bounds, text forms."""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from eqgames.arith import limits
from eqgames.arith.algebraic import Algebraic
from eqgames.arith.errors import ArithError, LimitExceeded, NotExact, Undefined
from eqgames.arith.values import (
    add,
    approx,
    as_fraction,
    div,
    is_rational,
    is_real,
    mul,
    power,
    root,
    sign,
    sub,
    to_text,
)

# ---------------------------------------------------------------- rulebook III-B-2, III-C


@pytest.mark.parametrize(
    ("index", "radicand", "expected"),
    [
        (2, 9, 3),  # 2√9 or just √9 is the square root of 9 — and principal (III-C-1)
        (4, 16, 2),  # 4√16 = 2, not −2 (III-C-1)
        (1, 2, 2),  # 1√2 is the first root of 2
        (add(2, 1), 8, 2),  # (2+1)√8 is the cube root of 8
        (3, -8, -2),  # an odd root of a negative number is real
        (F(3, 6), -9, 81),  # example (c): 3/6√(−9) = 1/2√(−9) = (−9)² = 81
    ],
)
def test_rulebook_roots(index: int | F, radicand: int, expected: int) -> None:
    value = root(index, radicand)
    assert value == expected
    assert isinstance(value, F)


def test_four_times_root_nine_is_twelve() -> None:
    assert mul(4, root(2, 9)) == 12


def test_cube_root_of_root_nine_is_the_sixth_root_of_nine() -> None:
    value = root(3, root(2, 9))
    assert isinstance(value, Algebraic)
    assert value == power(9, F(1, 6))
    assert value == root(3, 3)  # 9^(1/6) = 3^(1/3)
    assert power(value, 6) == 9


def test_example_a_negative_base_reduced_exponent() -> None:
    # (−8)^(4/6) = (−8)^(2/3) = ∛((−8)²) = 4
    assert power(-8, F(4, 6)) == 4
    assert power(-8, F(1, 3)) == -2


def test_example_b_reduce_before_judging() -> None:
    with pytest.raises(Undefined, match="reduced denominator is even"):
        power(-4, F(2, 4))


def test_example_d_even_index_after_reduction() -> None:
    with pytest.raises(Undefined, match="even index"):
        root(F(8, 2), -5)


@pytest.mark.parametrize(
    ("call", "rule"),
    [
        (lambda: root(0, 7), "III-C-2a"),
        (lambda: root(0, 0), "III-C-2a"),
        (lambda: power(0, 0), "III-C-2b"),
        (lambda: power(0, -2), "III-C-2b"),
        (lambda: power(0, F(-1, 2)), "III-C-2b"),
        (lambda: root(-2, 0), "III-C-2b"),
        (lambda: root(2, -4), "III-C-2c"),
        (lambda: root(6, -1), "III-C-2c"),
        (lambda: root(F(2, 3), -8), "III-C-2d"),
        (lambda: power(-2, F(3, 4)), "III-C-2e"),
        (lambda: power(-1, F(1, 2)), "III-C-2e"),
    ],
)
def test_undefined_forms_name_their_rule(call: object, rule: str) -> None:
    with pytest.raises(Undefined, match=rule):
        call()  # type: ignore[operator]


def test_defined_neighbours_of_the_undefined_forms() -> None:
    assert power(0, 3) == 0
    assert power(0, F(1, 2)) == 0
    assert root(F(1, 2), -9) == 81  # (a÷b)√c with a odd: defined
    assert power(-8, F(-2, 3)) == F(1, 4)
    assert power(-27, F(5, 3)) == -243


def test_rational_index_means_a_power() -> None:
    # (p/q)√x = x^(q/p)
    assert root(F(2, 3), 8) == power(8, F(3, 2))
    assert root(F(2, 3), 4) == 8
    assert root(-2, 4) == F(1, 2)
    assert root(F(-1, 3), 2) == F(1, 8)


def test_division() -> None:
    assert div(1, 3) == F(1, 3)
    with pytest.raises(Undefined, match=r"division by zero: 7/2 ÷ 0"):
        div(F(7, 2), 0)
    with pytest.raises(Undefined, match="division by zero"):
        div(root(2, 2), sub(root(2, 2), root(2, 2)))


def test_negative_exponents() -> None:
    assert power(2, -3) == F(1, 8)
    assert power(F(2, 3), -2) == F(9, 4)
    assert power(root(2, 2), -2) == F(1, 2)


# ---------------------------------------------------------------- exact irrationals


def test_root_two_times_root_eight_is_four() -> None:
    value = mul(root(2, 2), root(2, 8))
    assert value == 4 and isinstance(value, F)


def test_nested_radical_denests() -> None:
    assert root(2, add(3, mul(2, root(2, 2)))) == add(1, root(2, 2))


def test_sum_of_roots_is_not_the_root_of_the_sum() -> None:
    assert add(root(2, 2), root(2, 3)) != root(2, 5)


def test_powers_with_fractional_exponents_multiply() -> None:
    assert mul(power(2, F(1, 2)), power(2, F(1, 3))) == power(2, F(5, 6))


def test_difference_of_equal_irrationals_is_the_fraction_zero() -> None:
    r = root(3, 5)
    assert sub(r, r) == 0 and isinstance(sub(r, r), F)
    assert div(r, r) == 1 and isinstance(div(r, r), F)


def test_conjugates_differ_but_hash_alike() -> None:
    plus, minus = root(2, 2), sub(0, root(2, 2))
    assert plus != minus
    assert hash(plus) == hash(minus)
    assert hash(mul(root(2, 2), root(2, 1))) == hash(root(2, 2))
    assert {root(2, 2), div(2, root(2, 2))} == {root(2, 2)}


def test_values_are_never_equal_to_unequal_kinds() -> None:
    assert root(2, 2) != F(141421356, 100000000)
    assert root(2, 2) != 1
    assert root(2, 2) != "√2"


# ---------------------------------------------------------------- not exact


def test_irrational_exponent_or_index_is_not_exact() -> None:
    with pytest.raises(NotExact, match="irrational"):
        power(2, root(2, 2))
    with pytest.raises(NotExact, match="irrational"):
        root(root(2, 2), 4)
    # ... but where the rules give the answer without it, there is one
    assert power(1, root(2, 2)) == 1
    assert power(0, root(2, 2)) == 0
    with pytest.raises(Undefined, match="III-C-2b"):
        power(0, sub(0, root(2, 2)))


def test_non_real_exponent_or_index_is_undefined() -> None:
    i = root(2, -1, complex_ok=True)
    with pytest.raises(Undefined, match="real number"):
        power(4, i, complex_ok=True)
    with pytest.raises(Undefined, match="real number"):
        root(i, 4, complex_ok=True)


# ---------------------------------------------------------------- the Imaginary variation


def test_imaginary_roots_of_negatives() -> None:
    i = root(2, -1, complex_ok=True)
    assert not is_real(i)
    assert mul(i, i) == -1
    assert power(i, 88) == 1
    assert power(i, 3) == sub(0, i)
    assert power(-4, F(1, 2), complex_ok=True) == mul(2, i)
    assert power(-4, F(3, 2), complex_ok=True) == mul(-8, i)
    assert root(F(8, 2), -16, complex_ok=True) == power(-16, F(1, 4), complex_ok=True)
    assert approx(root(4, -4, complex_ok=True)) == pytest.approx(1 + 1j)


def test_imaginary_keeps_the_real_values_of_defined_forms() -> None:
    assert root(3, -8, complex_ok=True) == -2
    assert power(-8, F(2, 3), complex_ok=True) == 4


def test_fractional_power_of_a_non_real_number() -> None:
    i = root(2, -1, complex_ok=True)
    with pytest.raises(Undefined, match="Imaginary"):
        root(2, i)
    sqrt_i = root(2, i, complex_ok=True)  # principal: e^(iπ/4)
    assert power(sqrt_i, 2) == i
    assert approx(sqrt_i) == pytest.approx((1 + 1j) / 2**0.5)


# ---------------------------------------------------------------- bounds


@pytest.mark.parametrize(
    "compute",
    [
        lambda: power(9, power(9, power(9, 9))),
        lambda: power(power(9, 9), power(9, 9)),
        lambda: power(power(power(power(power(9, 9), 9), 9), 9), 9),  # 9^59049
        lambda: power(9, power(9, 9)),
        lambda: power(F(1, 9), power(9, 9)),
        lambda: power(root(2, 3), power(9, 9)),
        lambda: power(add(1, root(2, 2)), 10**7),
        lambda: power(2, F(1, limits.MAX_ROOT_INDEX + 1)),
        lambda: power(3, F(10**9 + 1, 10**9)),
    ],
)
def test_huge_powers_are_refused_by_a_named_limit(compute: object) -> None:
    with pytest.raises(LimitExceeded) as caught:
        compute()  # type: ignore[operator]
    assert caught.value.limit in {"MAX_RESULT_BITS", "MAX_ROOT_INDEX", "MAX_ALGEBRAIC_BITS"}


def test_power_tower_with_a_small_top_is_computed() -> None:
    assert power(power(9, 9), 2) == 9**18
    assert power(power(power(9, 9), 9), 9) == 9**729
    assert power(2, 100_000) == 2**100_000


def test_perfect_powers_are_exact_whatever_the_index() -> None:
    assert root(1000, 2**1000) == 2
    assert power(1, F(1, 10**6)) == 1
    assert power(-1, F(1, 10**6 + 1)) == -1


def test_roots_of_unity_reduce_big_exponents() -> None:
    i = root(2, -1, complex_ok=True)
    assert power(i, 10**12 + 1) == i
    assert power(root(2, 2), 10_000) == 2**5_000


def test_degree_limit() -> None:
    big = root(16, 3)
    with pytest.raises(LimitExceeded) as caught:
        add(big, root(17, 5))
    assert caught.value.limit == "MAX_ALGEBRAIC_DEGREE"


def test_errors_are_arith_errors() -> None:
    for error in (Undefined, NotExact, LimitExceeded):
        assert issubclass(error, ArithError)


# ---------------------------------------------------------------- predicates and text


def test_predicates() -> None:
    assert is_rational(F(1, 2)) and not is_rational(root(2, 2))
    assert as_fraction(F(1, 2)) == F(1, 2) and as_fraction(root(2, 2)) is None
    assert is_real(root(2, 2)) and is_real(F(-1))
    assert sign(sub(root(2, 2), F(3, 2))) == -1 and sign(F(0)) == 0
    assert approx(F(1, 4)) == 0.25


@pytest.mark.parametrize(
    ("value", "unicode", "ascii_"),
    [
        (lambda: F(3), "3", "3"),
        (lambda: F(-1, 2), "−1/2", "-1/2"),
        (lambda: root(2, 2), "√2", "sqrt(2)"),
        (lambda: root(2, 12), "2·√3", "2*sqrt(3)"),
        (lambda: sub(0, root(2, 18)), "−3·√2", "-3*sqrt(2)"),
        (lambda: add(1, root(2, 2)), "1 + √2", "1 + sqrt(2)"),
        (lambda: div(sub(1, root(2, 5)), 2), "(1 − √5)/2", "(1 - sqrt(5))/2"),
        (lambda: root(2, -4, complex_ok=True), "2i", "2i"),
        (lambda: root(2, -1, complex_ok=True), "i", "i"),
        (lambda: root(3, -8, complex_ok=False), "−2", "-2"),
        (lambda: power(-8, F(1, 2), complex_ok=True), "2·√2·i", "2*sqrt(2)*i"),
        (lambda: root(2, -3, complex_ok=True), "√3·i", "sqrt(3)*i"),
        (lambda: root(3, 2), "∛2", "2^(1/3)"),
        (lambda: root(4, 48), "2·∜3", "2*3^(1/4)"),
        (lambda: root(5, F(-4, 243)), "−⁵√4/3", "-4^(1/5)/3"),
        (
            lambda: add(root(2, 2), root(2, 3)),
            "≈3.14626437 (root of x⁴ − 10x² + 1)",
            "~3.14626437 (root of x^4 - 10x^2 + 1)",
        ),
    ],
)
def test_text_forms(value: object, unicode: str, ascii_: str) -> None:
    v = value()  # type: ignore[operator]
    assert to_text(v) == unicode
    assert to_text(v, unicode=False) == ascii_


def test_complex_fallback_text() -> None:
    z = root(4, -1, complex_ok=True)
    assert to_text(z) == "≈0.707106781 + 0.707106781i (root of x⁴ + 1)"
    assert to_text(add(1, root(2, -3, complex_ok=True))) == "1 + √3·i"
    assert to_text(div(add(-1, root(2, -3, complex_ok=True)), 2)) == "(−1 + √3·i)/2"


def test_huge_values_have_text_and_approximations() -> None:
    big = power(10, 3000)
    assert to_text(big) == "1" + "0" * 3000  # longer than Python's int-to-text cap
    assert approx(big) == float("inf") and approx(sub(0, big)) == float("-inf")
    surd = root(2, add(big, 1))
    assert to_text(surd) == "√1" + "0" * 2999 + "1"
    assert to_text(root(2, mul(8, big))) == "2" + "0" * 1500 + "·√2"


def test_algebraic_coefficient_size_is_bounded() -> None:
    surd = root(2, add(power(10, 3000), 1))
    with pytest.raises(LimitExceeded) as caught:
        add(surd, root(2, 3))
    assert caught.value.limit == "MAX_ALGEBRAIC_BITS"
    assert mul(surd, surd) == add(power(10, 3000), 1)  # radical arithmetic stays exact


def test_root_index_limit_for_irrational_roots_of_irrationals() -> None:
    with pytest.raises(LimitExceeded) as caught:
        power(root(2, 2), F(1, limits.MAX_ROOT_INDEX + 1))
    assert caught.value.limit == "MAX_ROOT_INDEX"


def test_towering_integer_exponents_are_refused_without_overflow() -> None:
    # An exponent far beyond a float (1e400) must be refused by estimate, not crash.
    with pytest.raises(LimitExceeded, match="at most 100,000 binary digits") as caught:
        power(F(9), F(10) ** 400)
    assert caught.value.limit == "MAX_RESULT_BITS"
    assert "inf" not in str(caught.value)  # words for a person, never a float's infinity


def test_huge_irrational_values_print_and_describe_themselves() -> None:
    # √(3^19683) is s·√3 with s of ~4700 digits: more than Python's int-to-text cap.
    from eqgames.arith import values as V
    from eqgames.arith.equations import parse

    big = V.root(2, F(3) ** 19683)
    assert len(V.to_text(big)) > 4300
    refused = parse("2^√3^3^9").outcomes().refused
    assert refused is not None and "a long irrational number" in str(refused.error)


def test_a_huge_root_index_is_refused_with_a_short_message() -> None:
    # The index is described, not printed: a 5000-digit number cannot even be written out.
    with pytest.raises(LimitExceeded, match="digit number"):
        power(F(2), F(1, 10**5000))
