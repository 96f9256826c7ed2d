"""The Formula line ``A op B = C`` (rules/formula.txt)."""

from __future__ import annotations

import pytest

from eqgames.arith.errors import LimitExceeded, ParseError
from eqgames.arith.formula import FormulaLine, parse_line


@pytest.mark.parametrize(
    "text",
    [
        "2 + 4 = 6",  # Game Play
        "2 x 4 = 8",
        "1 x 8 = 8",  # option 1
        "8 x 8 = 64",  # option 2
        "2 + 3 = 5",  # option 3
        "9 + 1 = 10",  # Special Rules: one number from two cards
        "9 - 1 = 8",
        "4 + 8 = 12",
        "428 x 0 = 0",
        "12 ÷ 3 = 4",
        "7 − 7 = 0",
    ],
)
def test_rulebook_formulas_are_true(text: str) -> None:
    assert parse_line(text).is_true()


@pytest.mark.parametrize(
    "text",
    ["2 + 4 = 7", "9 ÷ 2 = 4", "7 ÷ 0 = 0", "0 ÷ 0 = 0", "3 − 5 = 2", "2 × 4 = 6"],
)
def test_false_formulas(text: str) -> None:
    assert not parse_line(text).is_true()


def test_fields_and_cards() -> None:
    line = parse_line("9+1=10")
    assert line == FormulaLine("9", "+", "1", "10")
    assert line.cards == 4
    assert str(line) == "9 + 1 = 10"
    assert line.format(unicode=False) == "9 + 1 = 10"
    assert parse_line(" 6 * 7 =42 ").format(unicode=False) == "6 x 7 = 42"
    assert parse_line("8/2=4").operator == "÷"


@pytest.mark.parametrize(
    ("text", "position"),
    [("", 0), ("2 +", 3), ("2 4 = 6", 2), ("2 + 4 6", 6), ("2 + 4 = 6 = 6", 10), ("2 ^ 4 = 16", 2)],
)
def test_malformed_lines_point_at_the_problem(text: str, position: int) -> None:
    with pytest.raises(ParseError) as caught:
        parse_line(text)
    assert caught.value.position == position


def test_huge_numbers_are_refused() -> None:
    with pytest.raises(LimitExceeded):
        parse_line("1" * 2000 + "+1=2")
