"""Crossdigits line reading (rules/crossdigits.txt and DESIGN.md's decisions)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eqgames.arith.crossdigits import Reading, read_line, read_line_slowly
from eqgames.arith.errors import LimitExceeded, ParseError


def texts(digits: str) -> list[str]:
    return [r.text for r in read_line(digits)]


def test_how_lines_are_read() -> None:
    # "Drop a 7 in the gap, and the line reads as 9 − 7 = 2."
    assert texts("972")[0] == "9 − 7 = 2"
    # "Add 6, 7 and 1 ... it now reads as 97 − 26 = 71."
    assert texts("972671")[0] == "97 − 26 = 71"


def test_equals_first_or_last() -> None:
    assert texts("972") == ["9 − 7 = 2", "9 = 7 + 2"]
    assert texts("297") == ["2 = 9 − 7"]


def test_no_reading() -> None:
    assert read_line("9726") == []


def test_reading_fields() -> None:
    first, second = read_line("972")
    assert first == Reading(True, "−", "9", "7", "2", (1, 2))
    assert (second.equals_last, second.operator, second.left, second.right, second.result) == (
        False,
        "+",
        "7",
        "2",
        "9",
    )
    assert second.format(unicode=False) == "9 = 7 + 2"
    assert second.symbol(unicode=False) == "+"


def test_each_operator() -> None:
    assert texts("347") == ["3 + 4 = 7"]
    assert texts("743") == ["7 − 4 = 3", "7 = 4 + 3"]
    assert texts("6318") == ["6 × 3 = 18"]
    assert texts("1234") == ["12 ÷ 3 = 4", "12 = 3 × 4"]


def test_results_of_zero_are_fine() -> None:
    assert texts("770") == ["7 − 7 = 0"]


@pytest.mark.parametrize(
    "digits",
    [
        "505",  # 5 + 0 = 5 and 5 = 0 + 5: adding 0 doesn't count
        "707",  # 7 − 0 = 7: subtracting 0 doesn't count
        "000",  # 0 × 0 = 0, 0 + 0 = 0, ...
        "700",  # 7 × 0 = 0
        "070",  # 0 × 7 = 0, 0 = 7 × 0
        "030",  # 0 ÷ 3 = 0: dividing 0 doesn't count
        "90",  # two tiles are never an equation
        "9",
        "",
    ],
)
def test_zero_rules_and_short_lines(digits: str) -> None:
    assert read_line(digits) == []


def test_zero_is_fine_where_it_counts_as_a_number() -> None:
    assert texts("10110") == ["10 × 1 = 10", "10 ÷ 1 = 10", "10 = 1 × 10"]
    assert texts("20210") == ["20 ÷ 2 = 10", "20 = 2 × 10"]
    assert texts("10100") == ["10 − 10 = 0"]


def test_numbers_do_not_start_with_zero() -> None:
    # 3 + 04 = 7 would be true with a leading zero.
    assert read_line("3047") == []
    assert texts("10313") == ["10 + 3 = 13"]


def test_division_comes_out_even() -> None:
    assert read_line("723") == []  # 7 ÷ 2 = 3.5
    assert texts("824") == ["8 ÷ 2 = 4", "8 = 2 × 4"]


def test_tie_break_order_equals_last_then_operator_then_leftmost_split() -> None:
    readings = read_line("11111")
    assert [r.text for r in readings] == [
        "1 × 11 = 11",
        "11 × 1 = 11",
        "11 ÷ 1 = 11",
        "11 ÷ 11 = 1",
        "11 = 1 × 11",
        "11 = 11 × 1",
        "1 = 11 ÷ 11",
        "11 = 11 ÷ 1",
    ]
    assert readings == sorted(readings, key=lambda r: r.sort_key)


def test_only_digits() -> None:
    with pytest.raises(ParseError) as caught:
        read_line("97+2")
    assert caught.value.position == 2


def test_long_lines_are_refused() -> None:
    with pytest.raises(LimitExceeded) as caught:
        read_line("1" * 1001)
    assert caught.value.limit == "MAX_LINE_DIGITS"
    assert read_line("9" * 1000) == []


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet="0123456789", max_size=12), st.sampled_from([2, 3, 5, 10]))
def test_fast_reader_equals_trying_every_split(text: str, alphabet_size: int) -> None:
    digits = "".join(str(int(c) % alphabet_size) for c in text)
    assert read_line(digits) == read_line_slowly(digits)


@settings(max_examples=300, deadline=None)
@given(
    st.integers(1, 999),
    st.integers(1, 999),
    st.sampled_from("+−×÷"),
    st.booleans(),
)
def test_true_equations_are_read(a: int, b: int, op: str, equals_last: bool) -> None:
    if op == "−":
        a, b = max(a, b), min(a, b)
        result = a - b
    elif op == "+":
        result = a + b
    elif op == "×":
        result = a * b
    else:
        a, result = a * b, a
    left = f"{a}{b}"
    digits = f"{left}{result}" if equals_last else f"{result}{left}"
    assert Reading(equals_last, op, str(a), str(b), str(result), (0, 0)).text in {
        r.text for r in read_line(digits)
    }
