"""Every size limit reads for a person: words and its number, never the constant's name."""

from __future__ import annotations

import pytest

from eqgames.arith import limits
from eqgames.arith.errors import LimitExceeded

NAMES = [name for name in vars(limits) if name.startswith("MAX_")]


def test_every_limit_has_words() -> None:
    assert sorted(limits.WORDS) == sorted(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_a_limit_in_words_names_no_constant(name: str) -> None:
    words = limits.in_words(name)
    assert "MAX_" not in words and "_" not in words
    error = LimitExceeded(name, "refused")
    assert str(error) == f"refused (the limit here: {words})" and error.limit == name


@pytest.mark.parametrize(
    ("name", "number"),
    [("MAX_INPUT_CHARS", "100,000"), ("MAX_DEPTH", "200"), ("MAX_SYMBOLS", "100"),
     ("MAX_FACTORIAL", "1,000!"), ("MAX_ROOT_INDEX", "64"), ("MAX_RESULT_BITS", "30,103")],
)
def test_the_words_carry_the_number(name: str, number: str) -> None:
    assert number in limits.in_words(name)


def test_the_check_tool_answers_a_limit_in_words() -> None:
    from eqgames.games.equations.tools import TOOLS

    tool = next(t for t in TOOLS if t.name == "check")
    answer = tool.call({"equation": "9^(9^9) = 9", "goal": "9", "permitted": "9^9^9"})
    assert not answer["correct"]
    assert "at most 100,000 binary digits" in answer["reason"] and "MAX_" not in answer["reason"]
