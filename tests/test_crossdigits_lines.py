"""``line_kind`` (the fast verdict the move generator uses) agrees with ``read_line``."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from eqgames.arith.crossdigits import FALSE, TRUE, TRUE_MULDIV, line_kind, read_line
from eqgames.games.crossdigits.scoring import best_reading, line_bonus


def expected_kind(digits: str) -> int:
    readings = read_line(digits)
    if not readings:
        return FALSE
    return TRUE_MULDIV if any(r.operator in ("×", "÷") for r in readings) else TRUE


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet="0123456789", min_size=1, max_size=12))
def test_line_kind_is_the_verdict_of_read_line(digits: str) -> None:
    assert line_kind(digits) == expected_kind(digits)


@settings(max_examples=200, deadline=None)
@given(
    st.integers(1, 999),
    st.integers(1, 999),
    st.sampled_from(["+", "−", "×", "÷"]),
    st.booleans(),
)
def test_true_equations_are_true_lines(a: int, b: int, op: str, equals_last: bool) -> None:
    """Build a true equation, write its digits, and check both verdicts and the bonus."""
    if op == "−":
        a, b = max(a, b), min(a, b)
    if op == "÷":
        a = a * b
    c = {"+": a + b, "−": a - b, "×": a * b, "÷": a // b}[op]
    digits = f"{a}{b}{c}" if equals_last else f"{c}{a}{b}"
    kind = line_kind(digits)
    assert kind != FALSE
    assert (line_bonus(digits) == 5) == (kind == TRUE_MULDIV)
    reading = best_reading(digits)
    assert reading is not None
    assert (reading.operator in ("×", "÷")) == (kind == TRUE_MULDIV)
