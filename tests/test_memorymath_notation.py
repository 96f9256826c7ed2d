"""Memory Math notation (rules/memory-math.txt): precedence, l2r, no negatives."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eqgames.arith.errors import ParseError, Undefined
from eqgames.arith.memorymath import parse


def value(text: str) -> Fraction:
    return parse(text).value()


def test_rulebook_example_uses_three_numbers() -> None:
    # "a valid submission could be: 1 + 2 + 4" for the target 7.
    expression = parse("1 + 2 + 4")
    assert expression.value() == 7
    assert expression.numbers == (1, 2, 4)
    assert not expression.left_to_right


def test_usual_order_of_operations() -> None:
    assert value("2+3x4") == 14
    assert value("2 + 3 × 4") == 14
    assert value("10-2-3") == 5
    assert value("100/5/2") == 10
    assert value("8-6/3") == 6


def test_every_spelling_of_the_operators() -> None:
    assert value("6*4") == value("6x4") == value("6×4") == value("6X4") == 24
    assert value("6/4") == value("6÷4") == Fraction(3, 2)
    assert value("6-4") == value("6−4") == value("6–4") == 2


def test_left_to_right_suffix() -> None:
    expression = parse("2+3x4 l2r")
    assert expression.left_to_right and expression.value() == 20
    assert value("2+3x4  L2R ") == 20
    assert value("20-12/4 l2r") == 2
    assert value("2x(3+4) l2r") == 14  # brackets still first


def test_suffix_needs_a_space() -> None:
    with pytest.raises(ParseError, match="unexpected 'l' at 5"):
        parse("2+3x4l2r")


def test_brackets_override_precedence() -> None:
    assert value("(2+3)x4") == 20
    assert value("[(1+2)x(3+4)]/{7}") == 3


def test_fractions_are_exact_and_targets_may_be_fractions() -> None:
    assert value("1/3+1/6") == Fraction(1, 2)


def test_numbers_in_written_order_with_positions() -> None:
    expression = parse("(100 - 7) x 12")
    assert expression.numbers == (100, 7, 12)
    assert [n.position for n in expression.numerals] == [1, 7, 12]


def test_no_negative_numbers() -> None:
    for text, position in (("-5+9", 0), ("3x-2", 2), ("(−4)x2", 1), ("+3", 0)):
        with pytest.raises(ParseError) as caught:
            parse(text)
        assert caught.value.position == position


def test_division_by_zero_is_an_illegal_expression() -> None:
    expression = parse("7/(3-3)")
    with pytest.raises(Undefined, match="illegal expression: division by zero"):
        expression.value()


@pytest.mark.parametrize(
    ("text", "position", "message"),
    [
        ("", 0, "empty expression"),
        ("2^3", 1, "only + − × ÷"),
        ("2 3", 2, "missing operator"),
        ("(2)(3)", 3, "missing operator before '('"),
        ("2x", 2, "'x' at 1 needs a number after it"),
        ("()", 0, "empty brackets"),
        ("(1+2", 0, "never closed"),
        ("1+2)", 3, "closes no bracket"),
        ("(1+2]", 4, "does not match"),
        ("1.5+2", 1, "unexpected '.'"),
    ],
)
def test_errors_point_at_the_offending_symbol(text: str, position: int, message: str) -> None:
    with pytest.raises(ParseError) as caught:
        parse(text)
    assert caught.value.position == position
    assert message in str(caught.value)


def test_printing_follows_the_reading() -> None:
    assert str(parse("2+3x4")) == "2 + 3 × 4"
    assert str(parse("2+3x4 l2r")) == "(2 + 3) × 4"


# --- property: the precedence parser equals an obvious recursive-descent one -------


def _reference(tokens: list[str], left_to_right: bool) -> Fraction:
    """Recursive descent over a flat list of numbers and operators."""
    position = 0

    def number() -> Fraction:
        nonlocal position
        position += 1
        return Fraction(int(tokens[position - 1]))

    def apply(op: str, a: Fraction, b: Fraction) -> Fraction:
        if op == "+":
            return a + b
        if op == "-":
            return a - b
        if op == "x":
            return a * b
        if b == 0:
            raise ZeroDivisionError
        return a / b

    def level(ops: str, operand: object) -> Fraction:
        nonlocal position
        result: Fraction = operand()  # type: ignore[operator]
        while position < len(tokens) and tokens[position] in ops:
            op = tokens[position]
            position += 1
            result = apply(op, result, operand())  # type: ignore[operator]
        return result

    if left_to_right:
        return level("+-x/", number)
    return level("+-", lambda: level("x/", number))


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.integers(0, 100), min_size=1, max_size=8),
    st.lists(st.sampled_from("+-x/"), min_size=7, max_size=7),
    st.booleans(),
)
def test_agrees_with_recursive_descent(
    numbers: list[int], ops: list[str], left_to_right: bool
) -> None:
    tokens = [str(numbers[0])]
    for op, n in zip(ops, numbers[1:], strict=False):
        tokens += [op, str(n)]
    text = " ".join(tokens) + (" l2r" if left_to_right else "")
    expression = parse(text)
    assert list(expression.numbers) == numbers
    try:
        expected = _reference(tokens, left_to_right)
    except ZeroDivisionError:
        with pytest.raises(Undefined):
            expression.value()
    else:
        assert expression.value() == expected
