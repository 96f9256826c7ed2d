"""Expression trees found by a search: leaves are positions in the list of numbers.

A leaf remembers *which* number it is (its index), not only its value, so a
solution says exactly which of the given numbers it uses.

    >>> from eqgames.search.ops import ADD, MUL, SUB
    >>> e = Node(MUL, Node(SUB, Leaf(0, 9), Leaf(1, 1)), Leaf(2, 3))
    >>> evaluate(e)
    24
    >>> to_text(e)
    '(9 − 1) × 3'
    >>> to_text(e, order="l2r")
    '9 − 1 × 3'
    >>> to_text(Node(SUB, Leaf(0, 9), Node(ADD, Leaf(1, 1), Leaf(2, 3))), ascii=True)
    '9 - (1 + 3)'
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from fractions import Fraction

from .ops import ADD, DIV, MUL, SUB, Operation, Value


@dataclass(frozen=True)
class Leaf:
    index: int
    value: Value


@dataclass(frozen=True)
class Node:
    op: Operation
    left: Expr
    right: Expr


Expr = Leaf | Node


def evaluate(e: Expr) -> Value | None:
    """The exact value of a tree, or None when it divides by zero."""
    if isinstance(e, Leaf):
        return e.value
    a = evaluate(e.left)
    if a is None:
        return None
    b = evaluate(e.right)
    if b is None:
        return None
    return e.op.apply(a, b)


def leaves(e: Expr) -> list[Leaf]:
    """The leaves from left to right."""
    if isinstance(e, Leaf):
        return [e]
    return leaves(e.left) + leaves(e.right)


def value_text(v: Value, ascii: bool = False) -> str:
    """``3``, ``-1/2`` (``−1/2`` for people)."""
    text = str(v) if type(v) is int else f"{v.numerator}/{v.denominator}"
    return text if ascii else text.replace("-", "−")


def to_text(e: Expr, order: str = "precedence", ascii: bool = False) -> str:
    """Infix text with the fewest parentheses for reading in ``order``.

    ``order`` is ``"precedence"`` (× ÷ before + −, left to right within a level)
    or ``"l2r"`` (strictly left to right).
    """
    if isinstance(e, Leaf):
        return value_text(e.value, ascii)
    op = e.op
    left = to_text(e.left, order, ascii)
    right = to_text(e.right, order, ascii)
    if isinstance(e.left, Node) and order != "l2r" and e.left.op.level < op.level:
        left = f"({left})"
    if isinstance(e.right, Node) and _right_needs_parens(op, e.right.op, order):
        right = f"({right})"
    return f"{left} {op.symbol if ascii else op.text} {right}"


def _right_needs_parens(parent: Operation, child: Operation, order: str) -> bool:
    if order != "l2r" and child.level > parent.level:
        return False
    # a + (b − c) = a + b − c and a × (b ÷ c) = a × b ÷ c: only + and × absorb a chain.
    return not (parent.commutative and child.family == parent.family)


# -- comparing solutions -------------------------------------------------------
#
# Two trees are the same solution when they differ only by the order of a sum's
# or a product's items and by how those chains are bracketed: 3 + 8 − 1,
# 8 + (3 − 1) and (8 − 1) + 3 are one solution. A chain is flattened into signed
# items: a sum into terms added (+1) or subtracted (−1), a product into factors
# multiplied (+1) or divided by (−1).


def _flatten(e: Expr, family: str, sign: int, out: list[tuple[int, Expr]]) -> None:
    if isinstance(e, Node) and e.op.family == family:
        _flatten(e.left, family, sign, out)
        flip = -1 if e.op in (SUB, DIV) else 1
        _flatten(e.right, family, sign * flip, out)
    else:
        out.append((sign, e))


def canonical(e: Expr) -> str:
    """A key equal for trees that are the same solution up to reordering and regrouping.

    >>> a = Node(ADD, Leaf(0, 3), Node(SUB, Leaf(1, 8), Leaf(2, 1)))
    >>> b = Node(SUB, Node(ADD, Leaf(1, 8), Leaf(0, 3)), Leaf(2, 1))
    >>> canonical(a) == canonical(b)
    True
    """
    if isinstance(e, Leaf):
        return value_text(e.value, ascii=True)
    items: list[tuple[int, Expr]] = []
    _flatten(e, e.op.family, 1, items)
    plus = sorted(canonical(x) for s, x in items if s > 0)
    minus = sorted(canonical(x) for s, x in items if s < 0)
    return f"{e.op.family}({','.join(plus)};{','.join(minus)})"


def tidy(e: Expr, ops: Collection[Operation] = (ADD, SUB, MUL, DIV)) -> Expr:
    """The same solution written plainly: grouped items first, then numbers largest first,
    what is added (multiplied) before what is subtracted (divided by). A chain is
    rewritten only with the operations in ``ops`` (with − alone, 1 − (0 − 1) stays).

    >>> from eqgames.search.ops import ADD, SUB
    >>> to_text(tidy(Node(SUB, Leaf(0, 1), Node(SUB, Leaf(1, 2), Leaf(2, 9)))))
    '9 + 1 − 2'
    """
    if isinstance(e, Leaf):
        return e
    family = e.op.family
    plus, minus = (ADD, SUB) if family == "sum" else (MUL, DIV)
    items: list[tuple[int, Expr]] = []
    _flatten(e, family, 1, items)
    positives = sum(1 for sign, _ in items if sign > 0)
    if (positives > 1 and plus not in ops) or (positives < len(items) and minus not in ops):
        return Node(e.op, tidy(e.left, ops), tidy(e.right, ops))
    tidied = [(s, tidy(x, ops)) for s, x in items]

    def rank(item: tuple[int, Expr]) -> tuple[int, int, Fraction, str]:
        sign, x = item
        value = x.value if isinstance(x, Leaf) else 0
        return (-sign, 0 if isinstance(x, Node) else 1, -Fraction(value), canonical(x))

    tidied.sort(key=rank)
    sign, out = tidied[0]
    # The first item always adds (multiplies): a chain starts with what it subtracts from.
    assert sign > 0
    for sign, x in tidied[1:]:
        out = Node(plus if sign > 0 else minus, out, x)
    return out
