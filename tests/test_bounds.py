"""Hostile inputs are refused by a named limit (or computed), never left to run.

Times are not asserted here (see benchmarks/ and the figures in docs); each case
must simply end with the right answer or the right error.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

import pytest

from eqgames.arith import equations, memorymath
from eqgames.arith.errors import ArithError, LimitExceeded, ParseError
from eqgames.arith.limits import MAX_DEPTH, in_words

NESTED = "(" * 10_000 + "1" + ")" * 10_000
MEGABYTE = "1+" * 524_288
HUGE_NUMERAL = "9" * 2_000


def refused_by(limit: str, action: Callable[[], object]) -> None:
    with pytest.raises(LimitExceeded) as caught:
        action()
    assert caught.value.limit == limit
    # For a person: the limit in words and its number, never the constant's name.
    assert str(caught.value).endswith(f"(the limit here: {in_words(limit)})")
    assert "MAX_" not in str(caught.value)


# --- Equations -------------------------------------------------------------------


def test_power_tower_every_grouping() -> None:
    expression = equations.parse("9^9^9^9")
    rows = expression.evaluated()
    assert len(rows) == 5
    computed = [r for r in rows if r.legal]
    refused = [r.error for r in rows if not r.legal]
    # ((9^9)^9)^9 = 9^729 is about 2,300 bits: computed exactly. The rest are refused.
    assert [r.value for r in computed] == [Fraction(9) ** 729]
    assert len(refused) == 4
    assert all(isinstance(e, LimitExceeded) and e.limit == "MAX_RESULT_BITS" for e in refused)
    outcomes = expression.outcomes()
    assert [i.value for i in outcomes.values] == [Fraction(9) ** 729]
    assert outcomes.refused is not None


@pytest.mark.parametrize("text", ["(9^9)^(9^9)", "9^(9^9)"])
def test_huge_powers_are_refused(text: str) -> None:
    (row,) = equations.parse(text).evaluated()
    assert isinstance(row.error, LimitExceeded) and row.error.limit == "MAX_RESULT_BITS"


def test_deep_nesting_is_refused_by_depth() -> None:
    refused_by("MAX_DEPTH", lambda: equations.parse(NESTED))
    shallow = "(" * MAX_DEPTH + "1" + ")" * MAX_DEPTH
    (row,) = equations.parse(shallow).evaluated()
    assert row.value == 1


def test_a_megabyte_is_refused_by_length() -> None:
    refused_by("MAX_INPUT_CHARS", lambda: equations.parse(MEGABYTE))


def test_a_2000_digit_numeral_is_refused() -> None:
    refused_by("MAX_NUMERAL_DIGITS", lambda: equations.parse(HUGE_NUMERAL))


def test_too_many_symbols_for_the_interval_search() -> None:
    refused_by("MAX_SYMBOLS", lambda: equations.parse("+".join(["1"] * 51)))
    assert equations.parse("+".join(["1"] * 50)).count() > 10**25


def test_value_sets_that_grow_too_large_are_refused() -> None:
    expression = equations.parse("2x3-2x3-2x3-1")
    refused_by("MAX_EVALUATION_STEPS", lambda: expression.outcomes(max_steps=100))
    assert expression.outcomes().values


# --- Memory Math ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "position"), [("9^9^9^9", 1), ("(9^9)^(9^9)", 2), ("9^(9^9)", 1)]
)
def test_memorymath_has_no_powers(text: str, position: int) -> None:
    with pytest.raises(ParseError) as caught:
        memorymath.parse(text)
    assert caught.value.position == position


def test_memorymath_deep_nesting_length_and_numerals() -> None:
    refused_by("MAX_DEPTH", lambda: memorymath.parse(NESTED))
    refused_by("MAX_INPUT_CHARS", lambda: memorymath.parse(MEGABYTE))
    refused_by("MAX_NUMERAL_DIGITS", lambda: memorymath.parse(HUGE_NUMERAL))


def test_memorymath_long_chains_are_refused_by_depth() -> None:
    refused_by("MAX_DEPTH", lambda: memorymath.parse("+".join(["1"] * (MAX_DEPTH + 2))))
    assert memorymath.parse("+".join(["1"] * 100)).value() == 100


def test_memorymath_huge_products_are_refused_by_size() -> None:
    product = memorymath.parse("x".join(["9" * 1000] * 40))
    refused_by("MAX_RESULT_BITS", product.value)


def test_every_refusal_is_an_arith_error() -> None:
    for text in ("9^(9^9)", NESTED, MEGABYTE, HUGE_NUMERAL):
        try:
            for row in equations.parse(text).evaluated():
                assert row.error is None or isinstance(row.error, ArithError)
        except ArithError:
            pass


def test_many_readings_of_sums_of_roots_are_refused_by_their_cost_not_left_to_run() -> None:
    # Every operation is within the degree limit (64), but the unbracketed √ and +
    # give thousands of sums of degree up to 64 (18 s of exact work unbounded).
    written = "√2+√3+√5+√7+√(2+9)+√(6+7)+√(8+9)"
    outcomes = equations.parse(written).outcomes()
    assert outcomes.refused is not None and outcomes.refused.error is not None
    assert isinstance(outcomes.refused.error, LimitExceeded)
    assert outcomes.refused.error.limit == "MAX_ALGEBRAIC_WORK"
    # Bracketed, it is one reading, and its degree (128) is the limit that refuses it.
    grouped = "(((((√2+√3)+√5)+√7)+√(2+9))+√(6+7))+√(8+9)"
    alone = equations.parse(grouped).outcomes()
    assert not alone.values and alone.refused is not None
    assert isinstance(alone.refused.error, LimitExceeded)
    assert alone.refused.error.limit == "MAX_ALGEBRAIC_DEGREE"
