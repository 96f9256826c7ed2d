"""XIII-C-5 Base m with bases eleven and twelve in a written Goal: ^ as the digit ten and
√ as the digit eleven, read as the mat's grouping allows; each ambiguity (VII-B-5-e) is
the writer's to remove. Each test cites its section."""

from __future__ import annotations

from tests.equations_variations_helpers import judged, refused, rules

ELEVEN = rules("junior", base=11)
TWELVE = rules("junior", base=12)


def test_an_unmarked_root_in_the_goal_may_be_the_digit_eleven() -> None:
    """VII-B-5-e (Jr/Sr: with Base Twelve √ can mean root or the digit eleven) in the Goal:
    √4 is 2, or the numeral eleven-four, 136: the writer must say which."""
    verdict = judged("1 + 1 = √4", TWELVE, goal="√4", permitted="1+1")
    assert not verdict.correct
    assert "the Goal's √ can also be the digit eleven" in verdict.reason
    assert "136" in verdict.reason and "√eleven" in verdict.reason and "√rt" in verdict.reason


def test_the_marked_goal_says_which() -> None:
    """XIII-C-5: √ may be used for the digit eleven in base twelve; marked, one reading."""
    assert judged("1 + 1 = √rt4", TWELVE, goal="√4", permitted="1+1").correct
    digit = judged("(9x9)+(5x5)+(3x^ten) = √eleven4", TWELVE, goal="√4", permitted="9x9+5x5+3x^")
    assert digit.correct, digit.reason


def test_the_mats_grouping_decides_whether_a_digit_reading_exists() -> None:
    """IV-B-2 with XIII-C-5: a numeral is digit cubes touching; on a mat √ 4 (apart) the √
    cannot be a digit of a numeral with the 4, so √4 written unmarked is only the root."""
    verdict = judged("1 + 1 = √4", TWELVE, goal="√ 4", permitted="1+1")
    assert verdict.correct, verdict.reason


def test_in_base_eleven_the_root_is_no_digit() -> None:
    """Glossary "Digit": base eleven includes ^ (ten); only base twelve includes √."""
    assert judged("1 + 1 = √4", ELEVEN, goal="√4", permitted="1+1").correct


def test_an_unmarked_caret_in_the_goal_may_be_the_digit_ten() -> None:
    """XIII-C-5: with bases eleven and twelve ^ may be the digit ten: a Goal 2^√4 is 2²,
    or 2^ten √4 (the 32nd root of 4)."""
    verdict = judged("2 x 2 = 2^√4", ELEVEN, goal="2^√4", permitted="2x2")
    assert not verdict.correct and "the Goal's ^ can also be the digit ten" in verdict.reason
    assert judged("2 x 2 = 2^pow√4", ELEVEN, goal="2^√4", permitted="2x2").correct


def test_a_three_digit_reading_is_no_goal() -> None:
    """IV-B-1 (a Goal's numerals have one or two digits) with XIII-C-5: 2^3 read with the
    digit ten would be a three-digit numeral, so the Goal 2^3 is only 2³."""
    verdict = judged("(3 x 3) − 1 = 2^3", ELEVEN, goal="2^3", permitted="3x3-1")
    assert verdict.correct, verdict.reason


def test_a_caret_that_can_only_be_a_digit_is_marked() -> None:
    """XIII-C-5: a Goal ^5 can only be the numeral ten-five (115): the writer writes ^ten5,
    and an unmarked one is refused with how to write it."""
    assert judged("(^ten x ^ten) + 5 x 3 = ^ten5", ELEVEN, goal="^5", permitted="^x^+5x3").correct is False
    assert judged("(^ten x ^ten)+(5 x 3) = ^ten5", ELEVEN, goal="^5", permitted="^x^+5x3").correct
    reason = judged("(^ten x ^ten)+(5 x 3) = ^5", ELEVEN, goal="^5", permitted="^x^+5x3").reason
    assert "the digit ten is written ^ten" in reason


def test_a_root_that_can_only_be_a_digit_is_marked() -> None:
    """XIII-C-5: a Goal 5+√ ends in the digit eleven; unmarked it is refused with how."""
    assert judged("(4 x 4) − 0 = 5+√eleven", TWELVE, goal="5+√", permitted="4x4-0").correct
    reason = judged("(4 x 4) − 0 = 5+√", TWELVE, goal="5+√", permitted="4x4-0").reason
    assert "the digit eleven is written √eleven" in reason


def test_a_two_digit_numeral_with_ten_and_eleven() -> None:
    """XIII-C-5: ^ten and √eleven are digits of two-digit numerals: in base twelve
    ^ten√eleven is 10 × 12 + 11 = 131."""
    verdict = judged("(^ten x 10) + √eleven = ^ten√eleven", TWELVE, goal="^√", permitted="^x10+√")
    assert verdict.correct, verdict.reason


def test_the_digits_are_refused_where_the_base_has_none() -> None:
    """Glossary "Digit": ten only in bases eleven and twelve, eleven only in base twelve."""
    assert "only in base eleven or twelve" in refused("^ten + 1", rules("junior", base=9))
    assert "only in base twelve" in refused("√eleven + 1", ELEVEN)
