"""Properties of the variations' notation and checker: the values found without listing
the readings are those of every reading listed one by one (a fast algorithm against a
slow obvious one), and nothing a player types makes the checker raise."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from eqgames.arith.equations import parse
from eqgames.arith.errors import ArithError, LimitExceeded
from eqgames.games.equations.checker import OCCASIONS, check
from eqgames.games.equations.mat import Mat
from eqgames.games.equations.meanings import notation_of

from .equations_variations_helpers import rules

RULESETS = [
    rules("elementary", sideways=None, upside_down=None, factorial=None),
    rules("elementary", wild="0", average=None, percent=None, two_digit_numerals=None),
    rules("elementary", number_of_factors=None, lcm=None, gcf=None),
    rules("elementary", smallest_prime=None, factorial=None),
    rules("middle", wild="0", multiple_operations=None, factorial=None, decimal_point=None),
    rules("middle", base=8, powers_of_base=None, percent=None, exponent="red"),
    rules("middle", multiple_of=7, number_of_factors=None, average=None),
    rules("junior", wild="×", base=12, powers_of_base=None),
    rules("senior", log=None, decimal_in_goal=None, base=11),
    rules("senior", imaginary=None, wild="0", multiple_operations=None, exponent="blue"),
    rules("senior", imaginary=None, number_of_factors=None, decimal_in_goal=None),
]

PIECES = [
    "1", "2", "3", "4", "5", "7", "9", "0", "+", "−", "x", "÷", "^", "√", "(", ")", "!",
    "sw", "ud", "w", "lcm", "gcf", "pob", "exp", "ten", "eleven", "rt", "pow", "dp",
    ".", "->", " ", "0->", "√ud", "÷sw", "xw", "=", "|", "%", "i", "iud", "2exp",
]


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from(PIECES), min_size=1, max_size=9),
    st.sampled_from(range(len(RULESETS))),
)
def test_values_without_listing_are_the_listed_values(pieces: list[str], which: int) -> None:
    """Expression.outcomes (span by span, on sets of values) agrees with evaluating
    every interpretation (the obvious way), whatever the variations."""
    text = "".join(pieces).replace("=", "")
    notation = notation_of(RULESETS[which])
    try:
        expression = parse(text, spaces_group=False, notation=notation)
        listed = expression.evaluated()
    except ArithError:
        return
    try:
        fast = expression.outcomes()
    except LimitExceeded:
        return
    slow_values = {r.value for r in listed if r.value is not None}
    assert {r.value for r in fast.values} == slow_values
    assert (fast.undefined is not None or fast.refused is not None) == any(
        r.error is not None for r in listed
    )


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from(PIECES), min_size=1, max_size=14),
    st.sampled_from(range(len(RULESETS))),
    st.sampled_from(OCCASIONS),
)
def test_the_checker_never_raises(pieces: list[str], which: int, occasion: str) -> None:
    """Nothing typed makes the checker raise, with any variations (a verdict always)."""
    mat = Mat.from_text(goal="4x 3", required="2", permitted="0x3", resources="5+√")
    verdict = check("".join(pieces), mat, occasion, RULESETS[which])  # type: ignore[arg-type]
    assert isinstance(verdict.reason, str) and verdict.reason
