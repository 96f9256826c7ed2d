"""Print an expression tree as text, in Unicode or in ASCII.

=========  =======  =======
operation  Unicode  ASCII
=========  =======  =======
add        ``+``    ``+``
subtract   ``−``    ``-``
multiply   ``×``    ``x``
divide     ``÷``    ``/``
power      ``^``    ``^``
root       ``√``    ``sqrt``
=========  =======  =======

Both forms re-parse in Equations notation (its parser reads ``sqrt`` as ``√``) to the
same tree. By default the output is *grouped*: every subexpression that is not a
numeral or a bracket is put in parentheses unless no other reading exists, because
Equations has no order of operations. The only bare compound operands are
index-free roots on the right (``2 × √9``, ``3√√9``). With ``precedence=True``
the usual order of operations is assumed instead (Memory Math), and only the
brackets it needs are printed.

>>> from eqgames.arith.ast import BinOp, Num, Root
>>> tree = BinOp("×", Num("2"), BinOp("+", Num("3"), Num("5")))
>>> to_text(tree)
'2 × (3 + 5)'
>>> to_text(tree, unicode=False, spaced=False)
'2x(3+5)'
>>> to_text(Root(Num("3"), Num("64")), unicode=False)
'3 sqrt 64'
>>> to_text(BinOp("+", BinOp("×", Num("2"), Num("3")), Num("5")), precedence=True)
'2 × 3 + 5'
"""

from __future__ import annotations

from .ast import BRACKETS, BinOp, Group, Node, Num, Root, Unary, postorder

_ASCII_OPS = {"+": "+", "−": "-", "×": "x", "÷": "/", "^": "^"}
# The Equations variations' operations, written as their cube with its mark (Appendix A).
_MARKED_OPS = {"lcm": "√lcm", "gcf": "^gcf", "pct": "√ud", "log": "÷sw"}
_ASCII_MARKED_OPS = {"lcm": "sqrt lcm", "gcf": "^gcf", "pct": "sqrt ud", "log": "/sw"}
_PRECEDENCE = {"+": 1, "−": 1, "×": 2, "÷": 2, "^": 3}


def to_text(
    node: Node, *, unicode: bool = True, spaced: bool = True, precedence: bool = False
) -> str:
    """``node`` as text; see the module docstring for the forms."""
    pad = " " if spaced else ""
    done: dict[int, str] = {}
    for n in postorder(node):
        if isinstance(n, Num):
            text = n.digits + n.marks
        elif isinstance(n, Unary):
            inner = done[id(n.operand)]
            if not isinstance(n.operand, Num | Group | Unary):
                inner = f"({inner})"
            text = f"{inner}!" if n.op == "!" else f"{'×' if unicode else 'x'}{inner}"
        elif isinstance(n, Group):
            text = n.kind + done[id(n.inner)] + BRACKETS[n.kind]
        elif isinstance(n, BinOp) and _exponent_digit(n):
            # Exponent (XIII-B-9): the digit after its base, no ^ cube (``5 2exp``).
            base = done[id(n.left)]
            if not isinstance(n.left, Num | Group) and not (
                isinstance(n.left, Unary) and n.left.op == "!"
            ):
                base = f"({base})"
            text = f"{base} {done[id(n.right)]}"
        elif isinstance(n, BinOp):
            if n.op in _MARKED_OPS:
                op = (_MARKED_OPS if unicode else _ASCII_MARKED_OPS)[n.op]
            else:
                op = n.op if unicode else _ASCII_OPS[n.op]
            if n.note:
                op += f"root({n.note})"
            left = _operand(n, n.left, done[id(n.left)], right_side=False, precedence=precedence)
            right = _operand(n, n.right, done[id(n.right)], right_side=True, precedence=precedence)
            text = f"{left}{pad}{op}{pad}{right}"
        else:
            radicand = done[id(n.radicand)]
            if not _bare_radicand(n.radicand):
                radicand = f"({radicand})"
            index = ""
            if n.index is not None:
                index = done[id(n.index)]
                if not isinstance(n.index, Num | Group):
                    index = f"({index})"
            sign = "√" if unicode else f"{pad}sqrt{pad}"
            if n.note:
                sign = f"{sign.rstrip()}root({n.note}){pad}"
            text = f"{index}{sign}{radicand}" if unicode else f"{index}{sign}{radicand}".strip()
        done[id(n)] = text
    return done[id(node)]


def _exponent_digit(node: BinOp) -> bool:
    """A power whose exponent is a digit marked ``exp`` (perhaps with its ``!``)."""
    exponent = node.right
    while isinstance(exponent, Unary) and exponent.op == "!":
        exponent = exponent.operand
    return node.op == "^" and isinstance(exponent, Num) and exponent.marks.endswith("exp")


def _bare_radicand(node: Node) -> bool:
    """A numeral, a bracket, or an index-free root of one: nothing else can be read."""
    while isinstance(node, Root) and node.index is None:
        node = node.radicand
    return isinstance(node, Num | Group)


def _operand(parent: BinOp, child: Node, text: str, *, right_side: bool, precedence: bool) -> str:
    if precedence:
        if isinstance(child, BinOp):
            mine, theirs = _PRECEDENCE[parent.op], _PRECEDENCE[child.op]
            # Equal precedence: + − × ÷ read left to right, ^ right to left; the
            # other side needs brackets to keep the tree's grouping.
            power = parent.op == "^"
            needs = theirs < mine or (theirs == mine and right_side != power)
            return f"({text})" if needs else text
        if isinstance(child, Root) and not right_side:
            return f"({text})"
        return text
    if isinstance(child, Num | Group) or (isinstance(child, Unary) and child.op == "!"):
        return text
    if isinstance(child, Root) and right_side and child.index is None and _bare_radicand(child):
        return text
    return f"({text})"
