"""Equations notation: every example of rulebook sections III, IV-B and VII-B."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eqgames.arith import values
from eqgames.arith.ast import BinOp, Node, Num, Root
from eqgames.arith.equations import (
    check_goal,
    check_solution_text,
    is_unambiguous,
    parse,
    parse_interpretations,
)
from eqgames.arith.errors import LimitExceeded, ParseError, Undefined
from eqgames.arith.evaluate import evaluate
from eqgames.arith.printer import to_text
from eqgames.arith.values import Value


def readings(text: str, **options: str) -> list[str]:
    return [to_text(t) for t in parse_interpretations(text, **options)]


def only_value(text: str, **options: str) -> Value:
    (tree,) = parse_interpretations(text, **options)
    return evaluate(tree)


def all_values(text: str) -> set[Value]:
    return {evaluate(t) for t in parse_interpretations(text)}


# --- III-B-1: + and − are only for addition and subtraction -----------------------


@pytest.mark.parametrize(
    ("text", "position", "sign"),
    [("+7", 0, "+"), ("−8", 0, "−"), ("-8", 0, "−"), ("6x+4", 2, "+"), ("17÷(−8)", 4, "−")],
)
def test_signs_are_never_positive_or_negative(text: str, position: int, sign: str) -> None:
    with pytest.raises(ParseError) as caught:
        parse(text)
    assert caught.value.position == position
    typed = text[position]
    assert str(caught.value).startswith(f"unexpected '{typed}' at {position}: {sign} is only for")


def test_error_pointer_draws_a_caret_under_the_symbol() -> None:
    with pytest.raises(ParseError) as caught:
        parse("6x+4")
    assert caught.value.pointer().splitlines() == [
        "6x+4",
        "  ^ unexpected '+' at 2: + is only for addition, never a positive sign",
    ]


# --- III-B-2: the radical and its index -------------------------------------------


def test_square_root_with_or_without_its_index() -> None:
    assert only_value("2√9") == only_value("√9") == 3


def test_first_root_is_the_number() -> None:
    assert only_value("1√2") == 2


def test_index_expression_before_the_radical() -> None:
    assert readings("(2+1)√8") == ["(2 + 1)√8"]
    assert only_value("(2+1)√8") == 2


def test_times_square_root() -> None:
    assert readings("4x√9") == ["4 × √9"]
    assert only_value("4x√9") == 12


def test_cube_root_of_square_root_is_sixth_root() -> None:
    (tree,) = parse_interpretations("3√√9")
    assert tree == Root(Num("3"), Root(None, Num("9")))
    assert evaluate(tree) == values.root(6, 9)


def test_an_index_is_one_of_the_groupings() -> None:
    assert readings("2+3√8") == ["2 + (3√8)", "(2 + 3)√8"]
    assert all_values("2+3√8") == {Fraction(4), values.root(5, 8)}


def test_sqrt_is_the_ascii_radical() -> None:
    assert only_value("sqrt9") == 3
    assert only_value("3 sqrt 64") == 4


# --- III-B-3 and III-C-2: ^, and * on older cubes -----------------------------------


def test_power() -> None:
    assert only_value("4^2") == 16


def test_star_means_power_by_default_and_times_on_request() -> None:
    assert only_value("4*2") == 16
    assert only_value("4*2", star="times") == 8
    with pytest.raises(ValueError):
        parse("4*2", star="plus")


# --- III-C: powers and roots -----------------------------------------------------------


def test_even_roots_are_principal() -> None:
    assert only_value("√9") == 3
    assert only_value("4√16") == 2


@pytest.mark.parametrize(
    "text",
    [
        "0√7",  # a. 0√a
        "0^0",  # b. 0^a, a ≤ 0
        "0^(0-2)",
        "2√(0-4)",  # c. even index, negative radicand
        "(4÷6)√(0-1)",  # d. (a÷b)√c, c < 0, a even and b odd once reduced: 2/3
        "(8÷2)√(0-5)",  # d, example (d): 8/2 = 4, an even index
        "(0-4)^(1÷2)",  # e. a^(b÷c), a < 0, b odd and c even
        "(0-4)^(2÷4)",  # e, example (b): 2/4 = 1/2 before anything else
        "5÷0",
    ],
)
def test_undefined_forms(text: str) -> None:
    with pytest.raises(Undefined):
        only_value(text)


def test_reduce_the_exponent_first() -> None:
    # Example (a): (−8)^(4/6) = (−8)^(2/3) = ∛64 = 4.
    assert only_value("(0-8)^(4÷6)") == 4


def test_fractional_index_of_a_negative_radicand() -> None:
    # Example (c): 3/6√(−9) = 1/2√(−9) = (−9)^2 = 81.
    assert only_value("(3÷6)√(0-9)") == 81
    # Written without brackets the index may also be read as just 6.
    assert readings("3/6√(0-9)") == ["3 ÷ (6√(0 − 9))", "(3 ÷ 6)√(0 − 9)"]
    outcomes = parse("3/6√(0-9)").outcomes()
    assert [i.value for i in outcomes.values] == [81]
    assert outcomes.undefined is not None
    assert to_text(outcomes.undefined.tree) == "3 ÷ (6√(0 − 9))"


def test_complex_values_only_with_the_imaginary_variation() -> None:
    expression = parse("√(0-1)")
    assert not expression.outcomes().values
    (value,) = [i.value for i in expression.outcomes(complex_ok=True).values]
    assert value is not None and not values.is_real(value)


# --- IV-B-1: legal and illegal Goals ---------------------------------------------------


@pytest.mark.parametrize(
    ("goal", "value"),
    [
        ("6", 6),
        ("23", 23),
        ("8–9", -1),
        ("17x8", 136),
        ("19+8–5", 22),
        ("87÷13", Fraction(87, 13)),
        ("3√64", 4),
        ("√49", 7),
        ("17^2", 289),
    ],
)
def test_legal_goals(goal: str, value: Fraction) -> None:
    expression = check_goal(goal)
    assert [i.value for i in expression.outcomes().values] == [value]
    assert 1 <= expression.cubes() <= 6


@pytest.mark.parametrize(
    ("goal", "position", "why"),
    [
        ("125", 0, "has 3 digits"),
        ("23+18+7", 6, "uses 7 cubes"),
        ("45x", 3, "a number must follow"),
        ("+8", 0, "+ is only for addition"),
    ],
)
def test_illegal_goals(goal: str, position: int, why: str) -> None:
    with pytest.raises(ParseError) as caught:
        check_goal(goal)
    assert caught.value.position == position
    assert why in str(caught.value)


def test_a_goal_must_name_a_number() -> None:
    with pytest.raises(Undefined, match="names no number"):
        check_goal("8÷0")
    # One legal reading is enough: a Goal may be read in any valid way.
    outcomes = check_goal("8÷2-2").outcomes()
    assert [i.value for i in outcomes.values] == [2]
    assert outcomes.undefined is not None and to_text(outcomes.undefined.tree) == "8 ÷ (2 − 2)"


def test_brackets_are_not_cubes() -> None:
    assert parse("[(2x3)+5]").cubes() == 5
    assert parse("17+√9").cubes() == 5


def test_numerals_are_flagged_by_length() -> None:
    assert [(n.digits, n.two_digit, n.position) for n in parse("17x8+03").numerals()] == [
        ("17", True, 0),
        ("8", False, 3),
        ("03", True, 5),
    ]


# --- IV-B-2: no order of operations; spaces group the Goal -----------------------------


def test_ungrouped_goal_has_every_interpretation() -> None:
    assert readings("2x3+5") == ["2 × (3 + 5)", "(2 × 3) + 5"]
    assert not is_unambiguous("2x3+5")


def test_space_after_the_operator_groups_what_follows() -> None:
    assert readings("2x 3+5") == ["2 × (3 + 5)"]


def test_space_before_the_operator_groups_what_precedes() -> None:
    assert readings("2x3 +5") == ["(2 × 3) + 5"]


def test_the_radical_comment_keeps_both_readings() -> None:
    # "√ 5+4 x9": [√(5+4)]x9 or √[(5+4)x9], and nothing else.
    assert sorted(readings("√ 5+4 x9")) == ["(√(5 + 4)) × 9", "√((5 + 4) × 9)"]


def test_uniform_spacing_groups_nothing() -> None:
    assert readings("2 x 3 + 5") == readings("2x3+5")


def test_spacing_no_reading_fits_is_an_error() -> None:
    with pytest.raises(ParseError, match="spacing"):
        parse("2 x3+ 5")


# --- VII-B-2: sample Equations --------------------------------------------------------


@pytest.mark.parametrize(
    ("solution", "goal"),
    [
        ("(6x6)+1", "37"),
        ("(5^2)–4+0", "3x(5+2)"),
        ("(3x2)+(5x2)", "11+5"),
        ("(5x4)+1", "3x(5+2)"),
    ],
)
def test_sample_equations(solution: str, goal: str) -> None:
    check_solution_text(solution)
    (goal_value,) = all_values(goal)
    # Correct only if every legal interpretation of the Solution equals the Goal.
    assert all_values(solution) == {goal_value}


def test_grouped_goal_has_one_reading() -> None:
    assert is_unambiguous("3x 5+2") and only_value("3x 5+2") == 21


def test_solution_numerals_are_one_digit() -> None:
    with pytest.raises(ParseError, match="'17' at 3 has 2 digits") as caught:
        check_solution_text("2+(17-8)")
    assert caught.value.position == 3
    with pytest.raises(ParseError, match="at least 2 cubes"):
        check_solution_text("(7)")


# --- grouping symbols ---------------------------------------------------------------


def test_brackets_match_by_kind() -> None:
    assert only_value("[2+3]x{4-1}") == 15
    with pytest.raises(ParseError, match=r"'\]' at 4 does not match '\(' at 0"):
        parse("(2+3]")
    with pytest.raises(ParseError, match=r"'\(' at 0 is never closed"):
        parse("(2+3")
    with pytest.raises(ParseError, match=r"'\)' at 3 closes no bracket"):
        parse("2+3)")
    with pytest.raises(ParseError, match="empty brackets at 2"):
        parse("2x()")


@pytest.mark.parametrize(
    ("text", "position", "message"),
    [
        ("", 0, "empty expression"),
        ("2 3", 2, "missing operator before a number at 2"),
        ("(2)(3)", 3, "missing operator before '(' at 3"),
        ("2x", 2, "ends after 'x' at 1"),
        ("9√", 2, "ends after '√' at 1"),
        ("2=3", 1, "unexpected '=' at 1"),
        ("x2", 0, "x needs a number before it"),
        ("(÷2)", 1, "÷ needs a number before it"),
        ("2+x3", 2, "x cannot follow '+'"),
        ("2+sqrt", 6, "ends after 'sqrt' at 2"),
        ("(2+)", 3, "'+' at 2 needs a number after it"),
        (")", 0, "')' at 0 closes no bracket"),
    ],
)
def test_errors_point_at_the_offending_symbol(text: str, position: int, message: str) -> None:
    with pytest.raises(ParseError) as caught:
        parse(text)
    assert caught.value.position == position
    assert message in str(caught.value)


# --- many interpretations ------------------------------------------------------------------


def test_interpretations_are_counted_exactly_and_listed_within_a_limit() -> None:
    text = "+".join(["1"] * 13)
    expression = parse(text)
    assert expression.count() == 208012  # Catalan(12)
    with pytest.raises(LimitExceeded) as caught:
        expression.interpretations()
    assert caught.value.limit == "MAX_INTERPRETATIONS"
    assert [i.value for i in expression.outcomes().values] == [13]


def test_a_24_cube_expression_has_all_its_values_found() -> None:
    text = "1+2x3-4÷5+6x7-8+9x1-2+3"
    expression = parse(text)
    assert expression.cubes() == 23 and expression.count() == 58786
    found = {i.value for i in expression.outcomes().values}
    assert len(found) == 6388
    # Spot-check against trees evaluated one by one.
    assert evaluate(_left_to_right(text)) in found
    assert evaluate(_right_to_left(text)) in found


def _left_to_right(text: str) -> Node:
    symbols = list(text)
    node: Node = Num(symbols[0])
    for op, digit in zip(symbols[1::2], symbols[2::2], strict=True):
        node = BinOp(_canonical(op), node, Num(digit))
    return node


def _right_to_left(text: str) -> Node:
    symbols = list(text)
    node: Node = Num(symbols[-1])
    for op, digit in zip(symbols[-2::-2], symbols[-3::-2], strict=True):
        node = BinOp(_canonical(op), Num(digit), node)
    return node


def _canonical(op: str) -> str:
    return {"x": "×", "-": "−"}.get(op, op)


# --- property: the interval search equals the obvious enumeration ----------------------


@st.composite
def expressions(draw: st.DrawFn) -> tuple[str, list[tuple[str, str]], list[bool]]:
    """Random ungrouped expressions: the text, its symbols and the gaps between them."""
    symbols: list[tuple[str, str]] = []
    for k in range(draw(st.integers(1, 4))):
        if k:
            symbols.append(("op", draw(st.sampled_from("+−×÷^√"))))
        for _ in range(draw(st.integers(0, 1))):
            symbols.append(("root", "√"))
        symbols.append(("num", draw(st.sampled_from("0123456789"))))
    gaps = [draw(st.booleans()) for _ in symbols[1:]]
    text = symbols[0][1] + "".join(
        (" " if gap else "") + symbol for gap, (_, symbol) in zip(gaps, symbols[1:], strict=True)
    )
    return text, symbols, gaps


def _all_trees(symbols: list[tuple[str, str]]) -> list[tuple[Node, list[tuple[int, int]]]]:
    """Every tree of num | E op E | E √ E | √ E, with the spans of all its nodes."""

    def trees(i: int, j: int) -> list[tuple[Node, list[tuple[int, int]]]]:
        out: list[tuple[Node, list[tuple[int, int]]]] = []
        kind, symbol = symbols[i]
        if j == i + 1:
            return [(Num(symbol), [(i, j)])] if kind == "num" else []
        if kind == "root":
            out += [(Root(None, t), s + [(i, j)]) for t, s in trees(i + 1, j)]
        for k in range(i + 1, j - 1):
            kind_k, symbol_k = symbols[k]
            if kind_k == "num":
                continue
            for (left, ls), (right, rs) in product(trees(i, k), trees(k + 1, j)):
                node = BinOp(symbol_k, left, right) if symbol_k != "√" else Root(left, right)
                out.append((node, ls + rs + [(i, j)]))
        return out

    return trees(0, len(symbols))


def _fits_spacing(spans: list[tuple[int, int]], gaps: list[bool]) -> bool:
    for i, j in spans:
        inside = any(gaps[i : j - 1])
        flush = (i > 0 and not gaps[i - 1]) or (j <= len(gaps) and not gaps[j - 1])
        if inside and flush:
            return False
    return True


@settings(max_examples=400, deadline=None)
@given(expressions())
def test_interval_search_finds_exactly_the_obvious_trees(
    case: tuple[str, list[tuple[str, str]], list[bool]],
) -> None:
    text, symbols, gaps = case
    expected = sorted(
        to_text(tree) for tree, spans in _all_trees(symbols) if _fits_spacing(spans, gaps)
    )
    try:
        found = sorted(readings(text))
    except ParseError as error:
        assert "spacing" in str(error)
        found = []
    assert found == expected
    if found:
        assert parse(text).count() == len(expected)


@settings(max_examples=200, deadline=None)
@given(expressions())
def test_value_sets_equal_evaluating_every_tree(
    case: tuple[str, list[tuple[str, str]], list[bool]],
) -> None:
    text = case[0].replace(" ", "")
    expression = parse(text)
    one_by_one = expression.evaluated()
    outcomes = expression.outcomes()
    assert {i.value for i in outcomes.values} == {i.value for i in one_by_one if i.legal}
    for interpretation in outcomes.values:
        assert evaluate(interpretation.tree) == interpretation.value
    failures = [i.error for i in one_by_one if not i.legal]
    assert (outcomes.undefined is not None) == any(isinstance(e, Undefined) for e in failures)
    assert (outcomes.refused is not None) == any(not isinstance(e, Undefined) for e in failures)
