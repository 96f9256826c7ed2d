"""Exact, bounded evaluation of an expression tree.

Every operation goes through :mod:`eqgames.arith.values`, which estimates the
size of each result (powers, products, sums) and refuses it before computing
when it would pass ``MAX_RESULT_BITS``. Trees are walked without recursion, so
depth costs nothing but memory.

>>> from eqgames.arith.ast import BinOp, Num, Root
>>> evaluate(BinOp("÷", Num("7"), Num("2")))
Fraction(7, 2)
>>> evaluate(Root(Num("3"), Num("64")))
Fraction(4, 1)
"""

from __future__ import annotations

from fractions import Fraction

from . import values
from .ast import BinOp, Group, Node, Num, Unary, postorder
from .notation import PLAIN, Notation
from .values import Value

#: Index of a root written without one.
IMPLIED_INDEX = Fraction(2)


def evaluate(node: Node, *, complex_ok: bool = False, notation: Notation = PLAIN) -> Value:
    """The exact value of ``node`` (``notation``: what the Equations variations make it mean).

    Raises :class:`~eqgames.arith.errors.Undefined` when the tree names no number
    (``5 ÷ 0``, ``(−4)^(1/2)``), :class:`~eqgames.arith.errors.LimitExceeded` when
    a value would be too large to compute; ``complex_ok`` admits complex values
    (the Equations Imaginary variation).
    """
    if not notation.plain:
        return _evaluate_with(node, complex_ok, notation)
    done: dict[int, Value] = {}
    for n in postorder(node):
        if isinstance(n, Num):
            done[id(n)] = Fraction(n.value)
        elif isinstance(n, Group):
            done[id(n)] = done[id(n.inner)]
        elif isinstance(n, Unary):
            raise ValueError(f"{n.op!r} is an operation of an Equations variation; give its notation")
        elif isinstance(n, BinOp):
            done[id(n)] = apply_binary(
                n.op, done[id(n.left)], done[id(n.right)], complex_ok=complex_ok
            )
        else:
            index = None if n.index is None else done[id(n.index)]
            done[id(n)] = apply_root(index, done[id(n.radicand)], complex_ok=complex_ok)
    return done[id(node)]


def apply_binary(op: str, a: Value, b: Value, *, complex_ok: bool = False) -> Value:
    """``a op b`` for one of the canonical operators ``+ − × ÷ ^``."""
    return values.binary(op, a, b, complex_ok=complex_ok)


def apply_root(index: Value | None, radicand: Value, *, complex_ok: bool = False) -> Value:
    """``index √ radicand``; no index means 2."""
    return values.root(IMPLIED_INDEX if index is None else index, radicand, complex_ok=complex_ok)


def _evaluate_with(node: Node, complex_ok: bool, notation: Notation) -> Value:
    done: dict[int, Value] = {}
    for n in postorder(node):
        if isinstance(n, Num):
            done[id(n)] = notation.numeral(n.digits, n.marks)
        elif isinstance(n, Group):
            done[id(n)] = done[id(n.inner)]
        elif isinstance(n, Unary):
            done[id(n)] = notation.unary(n.op, done[id(n.operand)])
        elif isinstance(n, BinOp):
            done[id(n)] = notation.binary(
                n.op, done[id(n.left)], done[id(n.right)], complex_ok=complex_ok, note=n.note
            )
        else:
            index = None if n.index is None else done[id(n.index)]
            done[id(n)] = notation.root(
                index, done[id(n.radicand)], complex_ok=complex_ok, note=n.note
            )
    return done[id(node)]
