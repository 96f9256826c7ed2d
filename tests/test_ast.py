"""The expression tree and its printer: print and parse are inverse."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from eqgames.arith import equations, memorymath
from eqgames.arith.ast import (
    BinOp,
    Group,
    Node,
    Num,
    Root,
    depth,
    numerals,
    postorder,
    strip_groups,
)
from eqgames.arith.printer import to_text


def test_positions_do_not_take_part_in_equality() -> None:
    assert Num("7", 3) == Num("7", 9)
    assert hash(BinOp("+", Num("1", 0), Num("2", 2))) == hash(BinOp("+", Num("1"), Num("2")))
    assert Num("7") != Num("07")


def test_numerals_keep_their_digits_and_length() -> None:
    assert Num("17").two_digit and not Num("7").two_digit and not Num("125").two_digit
    assert Num("03").value == 3 and Num("03").digits == "03"


def test_unknown_operator_or_bracket_is_refused() -> None:
    try:
        BinOp("%", Num("1"), Num("2"))
    except ValueError:
        pass
    else:
        raise AssertionError("an unknown operator was accepted")
    try:
        Group("<", Num("1"))
    except ValueError:
        pass
    else:
        raise AssertionError("an unknown bracket was accepted")


def test_walks_need_no_recursion() -> None:
    tree: Node = Num("1")
    for _ in range(5000):
        tree = Group("(", tree)
    assert depth(tree) == 5001
    assert sum(1 for _ in postorder(tree)) == 5001
    assert to_text(tree) == "(" * 5000 + "1" + ")" * 5000
    assert strip_groups(tree) == Num("1")


def test_numerals_in_written_order() -> None:
    tree = BinOp("+", Root(Num("3"), Num("64")), BinOp("×", Num("2"), Num("5")))
    assert [n.digits for n in numerals(tree)] == ["3", "64", "2", "5"]


def test_printer_forms() -> None:
    tree = BinOp("÷", Root(None, Num("9")), BinOp("−", Num("8"), Num("2")))
    assert to_text(tree) == "(√9) ÷ (8 − 2)"
    assert to_text(tree, unicode=False) == "(sqrt 9) / (8 - 2)"
    assert to_text(tree, unicode=False, spaced=False) == "(sqrt9)/(8-2)"
    assert to_text(BinOp("×", Num("4"), Root(None, Num("9")))) == "4 × √9"
    assert to_text(Root(BinOp("+", Num("2"), Num("1")), Num("8"))) == "(2 + 1)√8"
    assert to_text(Root(Num("3"), Root(None, Num("9")))) == "3√√9"
    assert to_text(Group("[", BinOp("^", Num("5"), Num("2")))) == "[5 ^ 2]"


def test_printer_with_precedence_prints_only_needed_brackets() -> None:
    def show(tree: Node) -> str:
        return to_text(tree, precedence=True)

    one, two, three = Num("1"), Num("2"), Num("3")
    assert show(BinOp("−", BinOp("−", one, two), three)) == "1 − 2 − 3"
    assert show(BinOp("−", one, BinOp("−", two, three))) == "1 − (2 − 3)"
    assert show(BinOp("×", BinOp("+", one, two), three)) == "(1 + 2) × 3"
    assert show(BinOp("+", one, BinOp("×", two, three))) == "1 + 2 × 3"
    assert show(BinOp("^", one, BinOp("^", two, three))) == "1 ^ 2 ^ 3"
    assert show(BinOp("^", BinOp("^", one, two), three)) == "(1 ^ 2) ^ 3"


# --- round trips ---------------------------------------------------------------

digits = st.sampled_from([str(d) for d in range(10)] + ["17", "64", "03"]).map(Num)


def _grow(children: st.SearchStrategy[Node]) -> st.SearchStrategy[Node]:
    return st.one_of(
        st.builds(BinOp, st.sampled_from(["+", "−", "×", "÷", "^"]), children, children),
        st.builds(Root, st.none() | children, children),
        st.builds(Group, st.sampled_from(["(", "[", "{"]), children),
    )


equations_trees = st.recursive(digits, _grow, max_leaves=10)


@settings(max_examples=300, deadline=None)
@given(equations_trees, st.booleans(), st.booleans())
def test_equations_print_then_parse_gives_the_tree_back(
    tree: Node, unicode: bool, spaced: bool
) -> None:
    text = to_text(tree, unicode=unicode, spaced=spaced)
    (again,) = equations.parse_interpretations(text)
    assert strip_groups(again) == strip_groups(tree)
    # Brackets the printer added become written brackets; printing is then stable.
    assert to_text(again, unicode=unicode, spaced=spaced) == text


arithmetic_trees = st.recursive(
    digits,
    lambda children: st.one_of(
        st.builds(BinOp, st.sampled_from(["+", "−", "×", "÷"]), children, children),
        st.builds(Group, st.just("("), children),
    ),
    max_leaves=10,
)


@settings(max_examples=300, deadline=None)
@given(arithmetic_trees, st.booleans(), st.booleans())
def test_memorymath_print_then_parse_gives_the_tree_back(
    tree: Node, precedence: bool, unicode: bool
) -> None:
    text = to_text(tree, precedence=precedence, unicode=unicode)
    assert strip_groups(memorymath.parse(text).tree) == strip_groups(tree)
